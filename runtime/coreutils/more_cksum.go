package coreutils

import (
	"bufio"
	"context"
	"encoding/hex"
	"fmt"
	"hash"
	"io"
	"strings"
	"syscall"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// cksumCRCTable is the table of the POSIX cksum CRC (polynomial
// 0x04C11DB7, most significant bit first). It is never written after
// it is built.
var cksumCRCTable = func() (t [256]uint32) {
	for i := range t {
		crc := uint32(i) << 24
		for j := 0; j < 8; j++ {
			if crc&0x80000000 != 0 {
				crc = crc<<1 ^ 0x04C11DB7
			} else {
				crc <<= 1
			}
		}
		t[i] = crc
	}
	return t
}()

// cksumAlgorithms are the values of cksum -a, in GNU's order.
var cksumAlgorithms = []string{"bsd", "sysv", "crc", "md5", "sha1", "sha224", "sha256", "sha384", "sha512", "blake2b", "sm3"}

// cksumSum is the running state of one file's checksum.
type cksumSum struct {
	algo  string
	crc   uint32
	bsd   uint32
	sysv  uint64
	n     int64
	h     hash.Hash
	label string
}

func newCksumSum(algo string) *cksumSum {
	s := &cksumSum{algo: algo}
	if a, ok := sumAlgos[algo]; ok {
		s.h, s.label = a.new(), a.tag
	}
	return s
}

// Write implements io.Writer.
func (s *cksumSum) Write(p []byte) (int, error) {
	s.n += int64(len(p))
	switch s.algo {
	case "crc":
		crc := s.crc
		for _, b := range p {
			crc = crc<<8 ^ cksumCRCTable[byte(crc>>24)^b]
		}
		s.crc = crc
	case "bsd":
		sum := s.bsd
		for _, b := range p {
			sum = (sum >> 1) + (sum&1)<<15
			sum = (sum + uint32(b)) & 0xffff
		}
		s.bsd = sum
	case "sysv":
		for _, b := range p {
			s.sysv += uint64(b)
		}
	default:
		s.h.Write(p)
	}
	return len(p), nil
}

// line is the output line for the file name (empty for standard input
// where GNU prints no name).
func (s *cksumSum) line(name string, stdin, untagged bool) string {
	withName := func(l string) string {
		if stdin {
			return l
		}
		return l + " " + name
	}
	switch s.algo {
	case "crc":
		crc := s.crc
		for n := s.n; n > 0; n >>= 8 {
			crc = crc<<8 ^ cksumCRCTable[byte(crc>>24)^byte(n)]
		}
		return withName(fmt.Sprintf("%d %d", ^crc, s.n))
	case "bsd":
		return withName(fmt.Sprintf("%05d %5d", s.bsd, (s.n+1023)/1024))
	case "sysv":
		r := s.sysv&0xffff + (s.sysv&0xffffffff)>>16
		return withName(fmt.Sprintf("%d %d", r&0xffff+r>>16, (s.n+511)/512))
	}
	sum := hex.EncodeToString(s.h.Sum(nil))
	if untagged {
		return sum + "  " + name
	}
	return fmt.Sprintf("%s (%s) = %s", s.label, name, sum)
}

// cksumCmd is cksum [-a ALGORITHM] [--tag|--untagged] [FILE...]: the
// POSIX CRC and byte count of each file by default, or the BSD or SysV
// sum, or a digest (md5, sha1, sha224, sha256, sha384, sha512; tagged
// lines unless --untagged). blake2b, sm3 and --check are not supported.
func cksumCmd(ctx context.Context, c *command.Call) error {
	algo := "crc"
	var bad string
	badSet := false // an empty name is bad too
	fs := command.NewFlagSet(c.Name)
	fs.Func('a', "algorithm", true, func(v string) error {
		algo = ""
		for _, a := range cksumAlgorithms {
			if a == v {
				algo = a
			}
		}
		if algo == "" && !badSet {
			bad, badSet = v, true
		}
		return nil
	})
	untagged := false
	fs.Func(0, "tag", false, func(string) error { untagged = false; return nil })
	fs.Func(0, "untagged", false, func(string) error { untagged = true; return nil })
	ops, err := fs.ParseOrUsage(c)
	if err != nil {
		return err
	}
	if badSet {
		var sb strings.Builder
		fmt.Fprintf(&sb, "%s: invalid argument %s for '--algorithm'\nValid arguments are:\n", c.Name, filesQuote(bad))
		for _, a := range cksumAlgorithms {
			fmt.Fprintf(&sb, "  - '%s'\n", a)
		}
		fmt.Fprintf(&sb, "Try '%s --help' for more information.\n", c.Name)
		fmt.Fprint(c.Stderr, sb.String())
		return command.Status(1)
	}
	if algo == "blake2b" || algo == "sm3" {
		return c.Errorf("the %s algorithm is not supported here", algo)
	}
	out := textNewOut(c)
	stdinOnly := len(ops) == 0
	status, stop := textEachFile(ctx, c, out, ops, "%s: %s", "%s: %s", func(op string, r io.Reader) error {
		if f, ok := r.(*vfs.File); ok {
			if st, err := f.Stat(); err == nil && st.IsDir() {
				return syscall.EISDIR
			}
		}
		s := newCksumSum(algo)
		if _, err := io.Copy(s, bufio.NewReaderSize(textCtxReader{ctx, r}, 64*1024)); err != nil {
			return err
		}
		if _, err := out.WriteString(s.line(op, stdinOnly, untagged) + "\n"); err != nil {
			return &textOutErr{err}
		}
		return nil
	})
	if stop != nil {
		return stop
	}
	return textFinish(ctx, c, out, status)
}
