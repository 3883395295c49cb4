package coreutils

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// dumpInput reads its operands one after another as one stream, as od
// and hexdump do. An operand that does not open, or fails to read, is
// reported ("name: op: reason", after flushing out so the streams keep
// their order) and skipped; failed records that it happened.
type dumpInput struct {
	ctx    context.Context
	c      *command.Call
	out    *bufio.Writer
	ops    []string
	cur    io.ReadCloser
	curOp  string
	failed bool
	opened int // operands opened so far
}

// newDumpInput returns the concatenation of ops ("-" when there are none).
func newDumpInput(ctx context.Context, c *command.Call, out *bufio.Writer, ops []string) *dumpInput {
	if len(ops) == 0 {
		ops = []string{"-"}
	}
	return &dumpInput{ctx: ctx, c: c, out: out, ops: ops}
}

func (d *dumpInput) report(op string, err error) {
	d.out.Flush()
	d.c.Errorf("%s: %s", op, vfs.Reason(err))
	d.failed = true
}

// Read implements io.Reader; it returns ctx's error once ctx is done.
func (d *dumpInput) Read(p []byte) (int, error) {
	for {
		if err := d.ctx.Err(); err != nil {
			return 0, err
		}
		if d.cur == nil && !d.prime() {
			return 0, io.EOF
		}
		n, err := d.cur.Read(p)
		if err != nil {
			if err != io.EOF {
				d.report(d.curOp, err)
			}
			d.cur.Close()
			d.cur = nil
			if n == 0 {
				continue
			}
		}
		return n, nil
	}
}

// prime opens the first operand that opens (reporting those that do
// not) and reports whether there was one, as od does before it starts.
func (d *dumpInput) prime() bool {
	for d.cur == nil && len(d.ops) > 0 {
		op := d.ops[0]
		d.ops = d.ops[1:]
		f, err := d.c.Open(op)
		if err != nil {
			d.report(op, err)
			continue
		}
		d.cur, d.curOp = f, op
		d.opened++
	}
	return d.cur != nil
}

// close closes the operand being read, if any.
func (d *dumpInput) close() {
	if d.cur != nil {
		d.cur.Close()
		d.cur = nil
	}
}

// dumpFill reads into p until it is full or the input ends; it returns
// how many bytes it read and ctx's error, if ctx ended the read.
func dumpFill(r io.Reader, p []byte) (int, error) {
	n, err := io.ReadFull(r, p)
	if err == io.EOF || err == io.ErrUnexpectedEOF {
		err = nil
	}
	return n, err
}

// dumpSkip discards n bytes of r; it returns how many it could skip.
func dumpSkip(r io.Reader, n int64) (int64, error) {
	k, err := io.CopyN(io.Discard, r, n)
	if err == io.EOF {
		err = nil
	}
	return k, err
}

// dumpParseSize parses a byte count as od's -j and -N and hexdump's -n
// and -s take it: decimal, 0x hex or 0 octal (when octal is true), with
// an optional multiplier suffix (b 512, k/K 1024, KB 1000, KiB, M, MB,
// ...). It reports false for anything else; counts past an int64 clamp.
func dumpParseSize(s string, octal bool) (int64, bool) {
	n, reason := dumpParseSizeGNU(s, octal, false)
	return n, reason == "" || reason == dumpOverflow
}

// What dumpParseSizeGNU finds wrong with a count, as od tells them apart.
const (
	dumpInvalid  = "invalid"
	dumpSuffix   = "suffix"
	dumpOverflow = "overflow"
)

// dumpParseSizeGNU is dumpParseSize as od's xstrtoumax reads: blanks and
// a '+' (when plus is true) before the number; the reason is "" for a
// count, dumpSuffix for a number with a bad suffix, dumpOverflow past
// int64 (the count is then clamped), dumpInvalid for anything else.
func dumpParseSizeGNU(s string, octal, plus bool) (int64, string) {
	t := strings.TrimSpace(s) // hexdump's strtosize
	if plus {
		t = strings.TrimPrefix(gnuTrim(s), "+")
	}
	if t == "" || t[0] == '-' || t[0] == '+' {
		return 0, dumpInvalid
	}
	base, digits := 10, "0123456789"
	switch {
	case len(t) > 2 && t[0] == '0' && (t[1] == 'x' || t[1] == 'X'):
		base, digits, t = 16, "0123456789abcdefABCDEF", t[2:]
	case octal && len(t) > 1 && t[0] == '0':
		base, digits = 8, "01234567"
	}
	i := 0
	for i < len(t) && strings.IndexByte(digits, t[i]) >= 0 {
		i++
	}
	if i == 0 {
		return 0, dumpInvalid
	}
	reason := ""
	n, err := strconv.ParseUint(t[:i], base, 64)
	switch {
	case err != nil: // past uintmax_t
		n, reason = math.MaxInt64, dumpOverflow
	case n > math.MaxInt64: // a count no input reaches
		n = math.MaxInt64
	}
	mult := 1.0
	if suf := t[i:]; suf != "" {
		m, ok := textSuffixMult(suf)
		if !ok {
			return 0, dumpSuffix
		}
		mult = m
	}
	f := float64(n) * mult
	if f >= math.MaxInt64 {
		if f >= math.MaxUint64 {
			reason = dumpOverflow
		}
		return math.MaxInt64, reason
	}
	return int64(n) * int64(mult), reason
}

// dumpPrintable reports whether b is a printable ASCII character (the C
// locale's isprint).
func dumpPrintable(b byte) bool { return b >= 0x20 && b < 0x7f }

// dumpChar is a byte as od -c and hexdump -c show it: a C escape, the
// character when printable, else three octal digits.
func dumpChar(b byte) string {
	switch b {
	case 0:
		return `\0`
	case '\a':
		return `\a`
	case '\b':
		return `\b`
	case '\f':
		return `\f`
	case '\n':
		return `\n`
	case '\r':
		return `\r`
	case '\t':
		return `\t`
	case '\v':
		return `\v`
	}
	if dumpPrintable(b) {
		return string(rune(b))
	}
	return fmt.Sprintf("%03o", b)
}
