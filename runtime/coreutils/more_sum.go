package coreutils

import (
	"bufio"
	"context"
	"crypto/md5"
	"crypto/sha1"
	"crypto/sha256"
	"crypto/sha512"
	"encoding/hex"
	"fmt"
	"hash"
	"io"
	"strings"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// sumAlgo is one checksum command's hash.
type sumAlgo struct {
	tag  string // the --tag name
	size int    // hex digits
	new  func() hash.Hash
}

// sumAlgos are the hashes of md5sum, sha1sum, sha256sum, sha512sum and
// cksum -a, by cksum's names.
var sumAlgos = map[string]sumAlgo{
	"md5":    {"MD5", 32, md5.New},
	"sha1":   {"SHA1", 40, sha1.New},
	"sha224": {"SHA224", 56, sha256.New224},
	"sha256": {"SHA256", 64, sha256.New},
	"sha384": {"SHA384", 96, sha512.New384},
	"sha512": {"SHA512", 128, sha512.New},
}

// sumAlgoFor is the hash of the checksum command name (md5sum, ...).
func sumAlgoFor(name string) sumAlgo {
	if a, ok := sumAlgos[strings.TrimSuffix(name, "sum")]; ok {
		return a
	}
	return sumAlgos["sha256"]
}

// sumQuotef quotes a name for a diagnostic as GNU's quotef does: only
// when it holds characters a shell would need quoted.
func sumQuotef(s string) string {
	for i := 0; i < len(s); i++ {
		ch := s[i]
		if !(ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z' || ch >= '0' && ch <= '9' || strings.IndexByte("._/+-,:=@%^", ch) >= 0) {
			return filesQuote(s)
		}
	}
	return s
}

// sumCmd is md5sum, sha1sum, sha256sum or sha512sum (by c.Name):
// [-b|-t] [--tag] [FILE...] prints each file's checksum; -c FILE...
// [--quiet] [--status] [--strict] [-w] checks the sums listed in files.
func sumCmd(ctx context.Context, c *command.Call) error {
	algo := sumAlgoFor(c.Name)
	fs := command.NewFlagSet(c.Name)
	check := fs.Bool('c', "check")
	binary := false
	fs.Func('b', "binary", false, func(string) error { binary = true; return nil })
	fs.Func('t', "text", false, func(string) error { binary = false; return nil })
	tag := fs.Bool(0, "tag")
	quiet := fs.Bool(0, "quiet")
	status := fs.Bool(0, "status")
	strict := fs.Bool(0, "strict")
	warn := fs.Bool('w', "warn")
	ops, err := fs.ParseOrUsage(c)
	if err != nil {
		return err
	}
	if !*check && (*quiet || *status || *strict || *warn) {
		opt := "--quiet"
		switch {
		case *status:
			opt = "--status"
		case *strict:
			opt = "--strict"
		case *warn:
			opt = "--warn"
		}
		return filesTryHelp(c, "the %s option is meaningful only when verifying checksums", opt)
	}
	if *check && *tag {
		return filesTryHelp(c, "the --tag option is meaningless when verifying checksums")
	}
	out := textNewOut(c)
	if *check {
		r := &sumChecker{c: c, ctx: ctx, out: out, algo: algo, quiet: *quiet, status: *status, strict: *strict, warn: *warn}
		st, stop := textEachFile(ctx, c, out, ops, "%s: %s", "%s: %s", r.checkFile)
		if stop != nil {
			return stop
		}
		return textFinish(ctx, c, out, max(st, r.result))
	}
	st, stop := textEachFile(ctx, c, out, ops, "%s: %s", "%s: %s", func(op string, r io.Reader) error {
		sum, err := sumOf(ctx, algo, r)
		if err != nil {
			return err
		}
		name, esc := sumEscape(op)
		switch {
		case *tag:
			fmt.Fprintf(out, "%s%s (%s) = %s\n", esc, algo.tag, name, sum)
		case binary:
			fmt.Fprintf(out, "%s%s *%s\n", esc, sum, name)
		default:
			fmt.Fprintf(out, "%s%s  %s\n", esc, sum, name)
		}
		return nil
	})
	if stop != nil {
		return stop
	}
	return textFinish(ctx, c, out, st)
}

// sumEscape escapes a file name for a checksum line: with a backslash,
// newline or carriage return in it, those are escaped and the line starts
// with a backslash.
func sumEscape(name string) (string, string) {
	if !strings.ContainsAny(name, "\\\n\r") {
		return name, ""
	}
	r := strings.NewReplacer("\\", "\\\\", "\n", "\\n", "\r", "\\r")
	return r.Replace(name), "\\"
}

// sumOf returns the hex checksum of r.
func sumOf(ctx context.Context, algo sumAlgo, r io.Reader) (string, error) {
	h := algo.new()
	if _, err := io.Copy(h, textCtxReader{ctx, r}); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// sumChecker runs -c over checksum lists.
type sumChecker struct {
	c                           *command.Call
	ctx                         context.Context
	out                         *bufio.Writer
	algo                        sumAlgo
	quiet, status, strict, warn bool
	result                      int
}

func (s *sumChecker) checkFile(op string, r io.Reader) error {
	var bad, unreadable, mismatched, good int
	lineNo := 0
	err := s.c.Lines(s.ctx, r, func(line string, _ bool) error {
		lineNo++
		want, name, ok := s.parse(strings.TrimSuffix(line, "\r"))
		if !ok {
			bad++
			if s.warn {
				s.out.Flush()
				s.c.Errorf("%s: %d: improperly formatted %s checksum line", textDisplayName(op), lineNo, s.algo.tag)
			}
			return nil
		}
		good++
		_, esc := sumEscape(name)
		shown := esc + strings.NewReplacer("\\", "\\\\", "\n", "\\n", "\r", "\\r").Replace(name)
		f, err := s.c.Open(name)
		var got string
		if err == nil {
			got, err = sumOf(s.ctx, s.algo, f)
			f.Close()
		}
		if err != nil {
			if cerr := s.ctx.Err(); cerr != nil {
				return cerr
			}
			unreadable++
			s.out.Flush()
			s.c.Errorf("%s: %s", name, vfs.Reason(err))
			if !s.status {
				s.out.WriteString(shown + ": FAILED open or read\n")
			}
			return nil
		}
		if !strings.EqualFold(got, want) {
			mismatched++
			if !s.status {
				s.out.WriteString(shown + ": FAILED\n")
			}
		} else if !s.quiet && !s.status {
			s.out.WriteString(shown + ": OK\n")
		}
		return nil
	})
	if err != nil {
		return err
	}
	s.out.Flush()
	if good == 0 {
		s.c.Errorf("%s: no properly formatted checksum lines found", sumQuotef(textDisplayName(op)))
		s.result = 1
		return nil
	}
	if !s.status {
		plural := func(n int, one, many string) string {
			if n == 1 {
				return one
			}
			return many
		}
		if bad > 0 {
			s.c.Errorf("WARNING: %d %s improperly formatted", bad, plural(bad, "line is", "lines are"))
		}
		if unreadable > 0 {
			s.c.Errorf("WARNING: %d listed %s could not be read", unreadable, plural(unreadable, "file", "files"))
		}
		if mismatched > 0 {
			s.c.Errorf("WARNING: %d computed %s did NOT match", mismatched, plural(mismatched, "checksum", "checksums"))
		}
	}
	if unreadable > 0 || mismatched > 0 || s.strict && bad > 0 {
		s.result = 1
	}
	return nil
}

// parse reads "HEX  NAME", "HEX *NAME" or "TAG (NAME) = HEX", with the
// leading backslash of an escaped name.
func (s *sumChecker) parse(line string) (sum, name string, ok bool) {
	escaped := strings.HasPrefix(line, "\\")
	if escaped {
		line = line[1:]
	}
	if rest, found := strings.CutPrefix(line, s.algo.tag+" ("); found {
		i := strings.LastIndex(rest, ") = ")
		if i < 0 {
			return "", "", false
		}
		name, sum = rest[:i], rest[i+4:]
	} else {
		line = strings.TrimLeft(line, " \t")
		if len(line) < s.algo.size+2 || line[s.algo.size] != ' ' || line[s.algo.size+1] != ' ' && line[s.algo.size+1] != '*' {
			return "", "", false
		}
		sum, name = line[:s.algo.size], line[s.algo.size+2:]
	}
	if len(sum) != s.algo.size || name == "" {
		return "", "", false
	}
	if _, err := hex.DecodeString(sum); err != nil {
		return "", "", false
	}
	if escaped {
		var b strings.Builder
		for i := 0; i < len(name); i++ {
			if name[i] == '\\' && i+1 < len(name) {
				i++
				switch name[i] {
				case 'n':
					b.WriteByte('\n')
				case 'r':
					b.WriteByte('\r')
				case '\\':
					b.WriteByte('\\')
				default:
					return "", "", false
				}
				continue
			}
			b.WriteByte(name[i])
		}
		name = b.String()
	}
	return sum, name, true
}
