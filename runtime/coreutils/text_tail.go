package coreutils

import (
	"bufio"
	"context"
	"io"
	"regexp"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// tailLegacy matches the obsolete first argument "-5", "+5", "-5c", "+5l".
var tailLegacy = regexp.MustCompile(`^([-+])([0-9]*)([bcl]?)$`)

// tailCount is a -n or -c value: the last N, or from the Nth on.
type tailCount struct {
	n     int64
	from  bool
	bytes bool
}

func tailParseCount(c *command.Call, v string, bytes bool) (tailCount, error) {
	tc := tailCount{bytes: bytes}
	s := v
	if len(s) > 0 && s[0] == '+' {
		tc.from = true
		s = s[1:]
	} else if len(s) > 0 && s[0] == '-' {
		s = s[1:]
	}
	n, ok := textParseCount(s)
	if !ok || textCountTooBig(s) {
		what := "lines"
		if bytes {
			what = "bytes"
		}
		if ok {
			return tc, c.Errorf("invalid number of %s: '%s': %s", what, v, textOverflow)
		}
		return tc, c.Errorf("invalid number of %s: '%s'", what, v)
	}
	tc.n = n
	return tc, nil
}

func textTail(ctx context.Context, c *command.Call) error {
	args := c.Args
	if len(args) > 0 && args[0] != "-" && args[0] != "--" {
		if m := tailLegacy.FindStringSubmatch(args[0]); m != nil && m[2] != "" {
			num := m[2]
			opt := "-n"
			if m[3] == "c" || m[3] == "b" {
				opt = "-c"
				if m[3] == "b" {
					num += "b"
				}
			}
			if m[1] == "+" {
				num = "+" + num
			}
			args = append([]string{opt, num}, args[1:]...)
		}
	}
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
	tc, err := tailParseCount(c, countArg, bytesMode)
	if err != nil {
		return err
	}
	if len(ops) == 0 {
		ops = []string{"-"}
	}
	headers := verbose || (!quiet && len(ops) > 1)
	out := textNewOut(c)
	status := 0
	first := true
	for _, op := range ops {
		if err := ctx.Err(); err != nil {
			return err
		}
		out.Flush() // keep stdout and stderr in order
		f, err := c.Open(op)
		if err != nil {
			c.Errorf("cannot open '%s' for reading: %s", op, vfs.Reason(err))
			status = 1
			continue
		}
		if headers {
			if !first {
				out.WriteByte('\n')
			}
			out.WriteString("==> " + textDisplayName(op) + " <==\n")
		}
		first = false
		err = tailCopy(ctx, out, f, tc)
		f.Close()
		stop, failed := textLoopErr(ctx, c, err, func(err error) {
			out.Flush()
			c.Errorf("error reading '%s': %s", op, vfs.Reason(err))
		})
		if stop != nil {
			return stop
		}
		if failed {
			status = 1
		}
	}
	return textFinish(ctx, c, out, status)
}

// tailCopy writes the part of r that tc selects.
func tailCopy(ctx context.Context, out *bufio.Writer, r io.Reader, tc tailCount) error {
	w := textOutWriter{out}
	in := textCtxReader{ctx, r}
	switch {
	case tc.bytes && tc.from:
		skip := tc.n - 1
		if skip > 0 {
			if _, err := io.CopyN(io.Discard, in, skip); err != nil {
				if err == io.EOF {
					return nil
				}
				return err
			}
		}
		_, err := io.Copy(w, in)
		return err
	case tc.bytes:
		var held []byte
		buf := make([]byte, 32*1024)
		for {
			k, err := in.Read(buf)
			held = append(held, buf[:k]...)
			if int64(len(held)) > tc.n && len(held) > 64*1024 {
				held = append(held[:0], held[int64(len(held))-tc.n:]...)
			}
			if err == io.EOF {
				break
			}
			if err != nil {
				return err
			}
		}
		if int64(len(held)) > tc.n {
			held = held[int64(len(held))-tc.n:]
		}
		_, err := w.Write(held)
		return err
	case tc.from:
		var lineNo int64
		br := bufio.NewReaderSize(in, 64*1024)
		for {
			chunk, err := br.ReadSlice('\n')
			if len(chunk) > 0 {
				if lineNo+1 >= tc.n {
					if _, werr := w.Write(chunk); werr != nil {
						return werr
					}
				}
				if chunk[len(chunk)-1] == '\n' {
					lineNo++
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
	default:
		if tc.n == 0 {
			_, err := io.Copy(io.Discard, in)
			return err
		}
		var q []string
		qh := 0
		err := command.Lines(ctx, in, func(line string, nl bool) error {
			if nl {
				line += "\n"
			}
			q = append(q, line)
			if int64(len(q)-qh) > tc.n {
				q[qh] = ""
				qh++
				if qh > 1024 && qh*2 > len(q) {
					q = append(q[:0], q[qh:]...)
					qh = 0
				}
			}
			return nil
		})
		if err != nil {
			return err
		}
		for _, l := range q[qh:] {
			if _, err := w.Write([]byte(l)); err != nil {
				return err
			}
		}
		return nil
	}
}
