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

// textBufSize is the buffer size of the text commands' output (and of
// cat's copy). Each command of a script allocates it: 8 KiB keeps a short
// pipeline cheap (32 KiB, twice for cat, was most of what `echo a | cat`
// allocated), and is past the size where bigger writes stop paying.
const textBufSize = 8 * 1024

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
// for GNU's uintmax_t, which head and tail reject (smaller counts past
// int64 are clamped: no input has 2^63 lines).
func textCountTooBig(s string) bool {
	s = strings.TrimPrefix(gnuTrim(s), "+")
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !sortIsDigit(s[i]) {
			return false
		}
	}
	_, err := strconv.ParseUint(s, 10, 64)
	return err != nil
}

// textParseCount parses a count with GNU's optional multiplier suffixes
// (b, K, KB, KiB, M, ...). Counts too large for an int64 are clamped.
func textParseCount(s string) (int64, bool) {
	// As strtoumax: blanks, then an optional '+' (a '-' is invalid).
	s = strings.TrimPrefix(gnuTrim(s), "+")
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

// textParseSignedCount parses head's or tail's -n/-c value: a count after
// an optional sign, where mark is the sign that changes its meaning
// (head's '-', all but the last N; tail's '+', from the Nth on), reported
// as marked. The other sign is allowed and means nothing.
//
// As GNU's: a leading '-' is taken off before the rest is read (and the
// message names the rest); a '+' stays, read by strtoumax as a sign, so
// "+ 5" is invalid where "- 5" and " 5" are 5.
func textParseSignedCount(c *command.Call, v string, bytes bool, mark byte) (n int64, marked bool, err error) {
	s := v
	if len(s) > 0 && (s[0] == '-' || s[0] == '+') {
		marked = s[0] == mark
		if s[0] == '-' {
			s = s[1:]
		} else if len(s) > 1 && strings.ContainsRune(gnuBlanks, rune(s[1])) {
			s = "" // "+ 5": no digits after the sign
		}
	}
	n, ok := textParseCount(s)
	if !ok || textCountTooBig(s) {
		what := "lines"
		if bytes {
			what = "bytes"
		}
		shown := v
		if strings.HasPrefix(v, "-") {
			shown = v[1:]
		}
		if ok {
			return 0, marked, c.Errorf("invalid number of %s: %s: %s", what, filesQuote(shown), textOverflow)
		}
		return 0, marked, c.Errorf("invalid number of %s: %s", what, filesQuote(shown))
	}
	return n, marked, nil
}

// textHeadTail runs head or tail once args has its obsolete first argument
// rewritten: it parses the flags, the count with parse, and writes each
// operand's part that copyOut selects, with "==> name <==" headers.
func textHeadTail[T any](ctx context.Context, c *command.Call, args []string,
	parse func(c *command.Call, v string, bytes bool) (T, error),
	copyOut func(ctx context.Context, c *command.Call, out *bufio.Writer, r io.Reader, count T) error) error {
	countArg, bytesMode := "10", false
	var quiet, verbose bool
	fs := command.NewFlagSet(c.Name)
	fs.Func('n', "lines", true, func(v string) error { countArg, bytesMode = v, false; return nil })
	fs.Func('c', "bytes", true, func(v string) error { countArg, bytesMode = v, true; return nil })
	fs.Func('q', "quiet", false, func(string) error { quiet, verbose = true, false; return nil })
	fs.Func(0, "silent", false, func(string) error { quiet, verbose = true, false; return nil })
	fs.Func('v', "verbose", false, func(string) error { verbose, quiet = true, false; return nil })
	ops, err := fs.Parse(args)
	if err != nil {
		return c.UsageError("%v", err)
	}
	count, err := parse(c, countArg, bytesMode)
	if err != nil {
		return err
	}
	if len(ops) == 0 {
		ops = []string{"-"}
	}
	headers := verbose || (!quiet && len(ops) > 1)
	out := textNewOut(c)
	first := true
	status, stop := textEachFile(ctx, c, out, ops, "cannot open '%s' for reading: %s", "error reading '%s': %s",
		func(op string, r io.Reader) error {
			if headers {
				if !first {
					out.WriteByte('\n')
				}
				out.WriteString("==> " + textDisplayName(op) + " <==\n")
			}
			first = false
			return copyOut(ctx, c, out, r, count)
		})
	if stop != nil {
		return stop
	}
	return textFinish(ctx, c, out, status)
}

// textChunks reads r in pieces of at most a line (a long line comes in
// several) and calls fn with each; eol reports whether the piece ends its
// line. It stops early when fn returns done or an error.
func textChunks(r io.Reader, fn func(chunk []byte, eol bool) (done bool, err error)) error {
	br := bufio.NewReaderSize(r, 64*1024)
	for {
		chunk, err := br.ReadSlice('\n')
		if len(chunk) > 0 {
			if done, ferr := fn(chunk, chunk[len(chunk)-1] == '\n'); ferr != nil || done {
				return ferr
			}
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
	}
}

// textHoldBytes reads all of r and returns its last n bytes, passing the
// bytes before them to spill (when not nil) as it goes. Holding more than
// max bytes (n is larger) is a *command.TooLargeError.
func textHoldBytes(r io.Reader, n, max int64, spill func([]byte) (int, error)) ([]byte, error) {
	var held []byte
	buf := make([]byte, 32*1024)
	slack := min(64*1024, max)
	for {
		k, err := r.Read(buf)
		held = append(held, buf[:k]...)
		if extra := int64(len(held)) - n; extra > 0 && int64(len(held)) > slack {
			if spill != nil {
				if _, werr := spill(held[:extra]); werr != nil {
					return nil, werr
				}
			}
			held = append(held[:0], held[extra:]...)
		}
		if int64(len(held)) > max {
			return nil, &command.TooLargeError{What: "input", Limit: max}
		}
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
	}
	if extra := int64(len(held)) - n; extra > 0 {
		if spill != nil {
			if _, err := spill(held[:extra]); err != nil {
				return nil, err
			}
		}
		held = held[extra:]
	}
	return held, nil
}

// textLineCost is what holding one line costs beside its bytes: the
// string header in the slice that keeps it.
const textLineCost = 16

// textHoldLines reads r's lines (each with its newline, if it has one)
// and returns its last n, passing the lines before them to spill (when not
// nil) as it goes. The lines held are counted against the command's
// buffer limit: past it, a *command.TooLargeError.
func textHoldLines(ctx context.Context, c *command.Call, r io.Reader, n int64, spill func(line string) error) ([]string, error) {
	var q []string
	qh := 0
	held := c.Budget("input")
	err := c.Lines(ctx, r, func(line string, nl bool) error {
		if nl {
			line += "\n"
		}
		q = append(q, line)
		held.Add(len(line) + textLineCost) // checked once the window is trimmed
		if int64(len(q)-qh) > n {
			if spill != nil {
				if err := spill(q[qh]); err != nil {
					return err
				}
			}
			held.Release(len(q[qh]) + textLineCost)
			q[qh] = ""
			qh++
			if qh > 1024 && qh*2 > len(q) {
				q = append(q[:0], q[qh:]...)
				qh = 0
			}
		}
		return c.CheckSize("input", held.Used())
	})
	if err != nil {
		return nil, err
	}
	return q[qh:], nil
}

// textEachFile opens each operand in turn (flushing out first, so stdout
// and stderr keep their order) and passes it to do. An operand that does
// not open is reported with openMsg, a read error out of do with readMsg
// (each a format of the operand and the reason), and either makes status
// 1. No operand at all is "-", standard input. It ends early with stop
// set when ctx is done or writing out failed.
func textEachFile(ctx context.Context, c *command.Call, out *bufio.Writer, ops []string, openMsg, readMsg string,
	do func(op string, r io.Reader) error) (status int, stop error) {
	if len(ops) == 0 {
		ops = []string{"-"}
	}
	for _, op := range ops {
		if err := ctx.Err(); err != nil {
			return status, err
		}
		out.Flush() // keep stdout and stderr in order
		f, err := c.Open(op)
		if err != nil {
			c.Errorf(openMsg, op, vfs.Reason(err))
			status = 1
			continue
		}
		err = do(op, f)
		f.Close()
		stop, failed := textLoopErr(ctx, c, err, func(err error) {
			out.Flush()
			if !textTooLarge(c, err) {
				c.Errorf(readMsg, op, vfs.Reason(err))
			}
		})
		if stop != nil {
			return status, stop
		}
		if failed {
			status = 1
		}
	}
	return status, nil
}

// textTooLarge reports err as "name: err" when it is a
// *command.TooLargeError (an over-long line, an input too large to hold)
// and says whether it was one.
func textTooLarge(c *command.Call, err error) bool {
	var tl *command.TooLargeError
	if !errors.As(err, &tl) {
		return false
	}
	c.Errorf("%v", tl)
	return true
}

// textReadFail ends a command on a read error: ctx's error when it is
// done, else "read error: reason" after flushing what out holds.
func textReadFail(ctx context.Context, c *command.Call, out *bufio.Writer, err error) error {
	if cerr := ctx.Err(); cerr != nil {
		return cerr
	}
	out.Flush()
	if textTooLarge(c, err) {
		return command.Status(1)
	}
	return c.Errorf("read error: %s", vfs.Reason(err))
}
