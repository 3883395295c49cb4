package coreutils

import (
	"bufio"
	"context"
	"errors"
	"io"
	"math"
	"strconv"
	"strings"
	"syscall"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// textBufSize is the buffer size of the text commands' output.
const textBufSize = 32 * 1024

// textNewOut buffers a command's standard output.
func textNewOut(c *command.Call) *bufio.Writer { return bufio.NewWriterSize(c.Stdout, textBufSize) }

// textWriteFail turns a failed write to standard output into the command's
// result: a closed pipe ends the command quietly with status 141, as
// SIGPIPE does in bash; any other error is reported as GNU tools do.
func textWriteFail(ctx context.Context, c *command.Call, err error) error {
	if cerr := ctx.Err(); cerr != nil {
		return cerr
	}
	if errors.Is(err, io.ErrClosedPipe) || errors.Is(err, syscall.EPIPE) {
		return command.Status(141)
	}
	return c.Errorf("write error: %s", vfs.Reason(err))
}

// textFinish flushes out and returns the command's result: ctx's error if
// it is done, the write failure if any, else status (0 or 1).
func textFinish(ctx context.Context, c *command.Call, out *bufio.Writer, status int) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if err := out.Flush(); err != nil {
		return textWriteFail(ctx, c, err)
	}
	return command.Status(status)
}

// textOutErr marks an error from writing the output, so a read loop can
// tell it from an error reading the input.
type textOutErr struct{ err error }

func (e *textOutErr) Error() string { return e.err.Error() }
func (e *textOutErr) Unwrap() error { return e.err }

// textLoopErr classifies an error out of a read loop: ctx done stops the
// script, a write error ends the command, and a read error is reported
// with report (returning true) so the caller continues with status 1.
func textLoopErr(ctx context.Context, c *command.Call, err error, report func(error)) (stop error, failed bool) {
	if err == nil {
		return nil, false
	}
	if cerr := ctx.Err(); cerr != nil {
		return cerr, true
	}
	var oe *textOutErr
	if errors.As(err, &oe) {
		return textWriteFail(ctx, c, oe.err), true
	}
	report(err)
	return nil, true
}

// textStdinName is how GNU tools name standard input in messages.
const textStdinName = "standard input"

// textDisplayName is the name of operand in headers and messages.
func textDisplayName(op string) string {
	if op == "-" {
		return textStdinName
	}
	return op
}

// textCtxReader returns ctx's error once ctx is done, so plain io.Copy and
// bufio loops stop on cancellation.
type textCtxReader struct {
	ctx context.Context
	r   io.Reader
}

func (r textCtxReader) Read(p []byte) (int, error) {
	if err := r.ctx.Err(); err != nil {
		return 0, err
	}
	return r.r.Read(p)
}

// textOutWriter wraps errors of w as *textOutErr.
type textOutWriter struct{ w io.Writer }

func (w textOutWriter) Write(p []byte) (int, error) {
	n, err := w.w.Write(p)
	if err != nil {
		return n, &textOutErr{err}
	}
	return n, nil
}

// textOverflow is the reason GNU gives for a count too large to hold.
const textOverflow = "Value too large for defined data type"

// textCountTooBig reports whether s is a count of plain digits too large
// for an int64, which head and tail reject.
func textCountTooBig(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !sortIsDigit(s[i]) {
			return false
		}
	}
	_, err := strconv.ParseInt(s, 10, 64)
	return err != nil
}

// textParseCount parses a count with GNU's optional multiplier suffixes
// (b, K, KB, KiB, M, ...). Counts too large for an int64 are clamped.
func textParseCount(s string) (int64, bool) {
	if s == "" {
		return 0, false
	}
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i == 0 {
		return 0, false
	}
	mult := float64(1)
	suf := s[i:]
	if suf != "" {
		m, ok := textSuffixMult(suf)
		if !ok {
			return 0, false
		}
		mult = m
	}
	n, err := strconv.ParseInt(s[:i], 10, 64)
	if err != nil {
		var ne *strconv.NumError
		if errors.As(err, &ne) && ne.Err == strconv.ErrRange {
			return math.MaxInt64, true
		}
		return 0, false
	}
	if mult != 1 {
		f := float64(n) * mult
		if f >= math.MaxInt64 {
			return math.MaxInt64, true
		}
		return n * int64(mult), true
	}
	return n, true
}

func textSuffixMult(suf string) (float64, bool) {
	if suf == "b" {
		return 512, true
	}
	units := "kKMGTPEZYRQ"
	u := strings.IndexByte(units, suf[0])
	if u < 0 {
		return 0, false
	}
	if u == 0 {
		u = 1 // k and K are both kilo
	}
	base := float64(1024)
	switch suf[1:] {
	case "", "iB":
	case "B":
		base = 1000
	default:
		return 0, false
	}
	if suf[0] == 'k' && suf[1:] == "" {
		base = 1024
	}
	return math.Pow(base, float64(u)), true
}

// textRegularSize returns the size of r when it is a regular file of the
// FS (as stdin is after a redirect), for wc's column widths.
func textRegularSize(r any) (int64, bool) {
	st, ok := r.(*vfs.File)
	if !ok {
		return 0, false
	}
	fi, err := st.Stat()
	if err != nil || !fi.Mode().IsRegular() {
		return 0, false
	}
	return fi.Size(), true
}
