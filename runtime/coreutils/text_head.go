package coreutils

import (
	"bufio"
	"context"
	"io"
	"regexp"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// headLegacy matches the obsolete first argument "-5", "-5c", "-5n".
var headLegacy = regexp.MustCompile(`^-([0-9]+)([bkmcl]?)([qv]?)$`)

// headCount is a -n or -c value: N (the first N), or all but the last N.
type headCount struct {
	n      int64
	allBut bool
	bytes  bool
}

// headParseCount parses head's -n/-c value.
func headParseCount(c *command.Call, v string, bytes bool) (headCount, error) {
	hc := headCount{bytes: bytes}
	s := v
	if len(s) > 0 && s[0] == '-' {
		hc.allBut = true
		s = s[1:]
	} else if len(s) > 0 && s[0] == '+' {
		s = s[1:]
	}
	n, ok := textParseCount(s)
	if !ok || textCountTooBig(s) {
		what := "lines"
		if bytes {
			what = "bytes"
		}
		if ok {
			return hc, c.Errorf("invalid number of %s: '%s': %s", what, v, textOverflow)
		}
		return hc, c.Errorf("invalid number of %s: '%s'", what, v)
	}
	hc.n = n
	return hc, nil
}

func textHead(ctx context.Context, c *command.Call) error {
	args := c.Args
	if len(args) > 0 {
		if m := headLegacy.FindStringSubmatch(args[0]); m != nil {
			opt := "-n"
			if m[2] == "c" || m[2] == "b" || m[2] == "k" || m[2] == "m" {
				opt = "-c"
				if m[2] != "c" {
					m[1] += m[2]
				}
			}
			rest := []string{opt, m[1]}
			if m[3] != "" {
				rest = append(rest, "-"+m[3])
			}
			args = append(rest, args[1:]...)
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
	hc, err := headParseCount(c, countArg, bytesMode)
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
		err = headCopy(ctx, out, f, hc)
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

// headCopy writes the part of r that hc selects.
func headCopy(ctx context.Context, out *bufio.Writer, r io.Reader, hc headCount) error {
	w := textOutWriter{out}
	in := textCtxReader{ctx, r}
	switch {
	case hc.bytes && !hc.allBut:
		_, err := io.Copy(w, io.LimitReader(in, hc.n))
		return err
	case hc.bytes:
		return headAllButBytes(w, in, hc.n)
	case !hc.allBut:
		if hc.n == 0 {
			return nil
		}
		br := bufio.NewReaderSize(in, 64*1024)
		left := hc.n
		for {
			chunk, err := br.ReadSlice('\n')
			if len(chunk) > 0 {
				if _, werr := w.Write(chunk); werr != nil {
					return werr
				}
				if chunk[len(chunk)-1] == '\n' {
					left--
					if left == 0 {
						return nil
					}
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
		// All but the last N lines: hold N lines back.
		var q [][]byte
		qh := 0
		return command.Lines(ctx, in, func(line string, nl bool) error {
			b := []byte(line)
			if nl {
				b = append(b, '\n')
			}
			q = append(q, b)
			if int64(len(q)-qh) > hc.n {
				if _, err := w.Write(q[qh]); err != nil {
					return err
				}
				q[qh] = nil
				qh++
				if qh > 1024 && qh*2 > len(q) {
					q = append(q[:0], q[qh:]...)
					qh = 0
				}
			}
			return nil
		})
	}
}

// headAllButBytes copies all of r but its last n bytes.
func headAllButBytes(w io.Writer, r io.Reader, n int64) error {
	var held []byte
	buf := make([]byte, 32*1024)
	for {
		k, err := r.Read(buf)
		held = append(held, buf[:k]...)
		if extra := int64(len(held)) - n; extra > 0 && int64(len(held)) > 64*1024 {
			if _, werr := w.Write(held[:extra]); werr != nil {
				return werr
			}
			held = append(held[:0], held[extra:]...)
		}
		if err == io.EOF {
			break
		}
		if err != nil {
			return err
		}
	}
	if extra := int64(len(held)) - n; extra > 0 {
		_, err := w.Write(held[:extra])
		return err
	}
	return nil
}
