package coreutils

import (
	"bufio"
	"context"
	"io"
	"strconv"

	"github.com/toolsinshell/tis/runtime/command"
)

// catOpts are cat's formatting options.
type catOpts struct {
	number, nonblank, squeeze, ends, tabs, nonprint bool
}

// catState carries line numbering across operands, as GNU cat does.
type catState struct {
	atStart   bool
	prevBlank bool
	n         int
}

func textCat(ctx context.Context, c *command.Call) error {
	var o catOpts
	fs := command.NewFlagSet(c.Name)
	fs.Func('n', "number", false, func(string) error { o.number = true; return nil })
	fs.Func('b', "number-nonblank", false, func(string) error { o.nonblank = true; return nil })
	fs.Func('s', "squeeze-blank", false, func(string) error { o.squeeze = true; return nil })
	fs.Func('E', "show-ends", false, func(string) error { o.ends = true; return nil })
	fs.Func('T', "show-tabs", false, func(string) error { o.tabs = true; return nil })
	fs.Func('v', "show-nonprinting", false, func(string) error { o.nonprint = true; return nil })
	fs.Func('A', "show-all", false, func(string) error { o.nonprint, o.ends, o.tabs = true, true, true; return nil })
	fs.Func('e', "", false, func(string) error { o.nonprint, o.ends = true, true; return nil })
	fs.Func('t', "", false, func(string) error { o.nonprint, o.tabs = true, true; return nil })
	fs.Func('u', "", false, func(string) error { return nil }) // POSIX: ignored
	ops, err := fs.ParseOrUsage(c)
	if err != nil {
		return err
	}
	plain := !o.number && !o.nonblank && !o.squeeze && !o.ends && !o.tabs && !o.nonprint
	out := textNewOut(c)
	st := &catState{atStart: true}
	status, stop := textEachFile(ctx, c, out, ops, "%s: %s", "%s: %s", func(_ string, r io.Reader) error {
		in := textCtxReader{ctx, r}
		if plain {
			_, err := io.CopyBuffer(textOutWriter{out}, in, make([]byte, textBufSize))
			return err
		}
		return catFormat(out, bufio.NewReaderSize(in, 64*1024), o, st)
	})
	if stop != nil {
		return stop
	}
	return textFinish(ctx, c, out, status)
}

// catFormat copies r to out applying o; st carries over between operands.
func catFormat(out *bufio.Writer, r *bufio.Reader, o catOpts, st *catState) error {
	var num []byte
	for {
		line, rerr := r.ReadSlice('\n')
		if len(line) > 0 {
			nl := line[len(line)-1] == '\n'
			body := line
			if nl {
				body = line[:len(line)-1]
			}
			if st.atStart {
				blank := nl && len(body) == 0
				if blank && o.squeeze && st.prevBlank {
					goto next
				}
				st.prevBlank = blank
				if o.nonblank && !blank || o.number && !o.nonblank {
					st.n++
					num = strconv.AppendInt(num[:0], int64(st.n), 10)
					for i := len(num); i < 6; i++ {
						out.WriteByte(' ')
					}
					out.Write(num)
					out.WriteByte('\t')
				}
			}
			catBody(out, body, o)
			if nl {
				if o.ends {
					out.WriteByte('$')
				}
				if err := out.WriteByte('\n'); err != nil {
					return &textOutErr{err}
				}
			}
			st.atStart = nl
		}
	next:
		if rerr == bufio.ErrBufferFull {
			// A long line: the rest follows in the next slice.
			st.atStart = false
			continue
		}
		if rerr == io.EOF {
			return nil
		}
		if rerr != nil {
			return rerr
		}
	}
}

func catBody(out *bufio.Writer, b []byte, o catOpts) {
	if !o.tabs && !o.nonprint {
		out.Write(b)
		return
	}
	for _, ch := range b {
		switch {
		case ch == '\t':
			if o.tabs {
				out.WriteString("^I")
			} else {
				out.WriteByte(ch)
			}
		case !o.nonprint:
			out.WriteByte(ch)
		default:
			if ch >= 128 {
				out.WriteString("M-")
				ch -= 128
			}
			switch {
			case ch < 32:
				out.WriteByte('^')
				out.WriteByte(ch + 64)
			case ch == 127:
				out.WriteString("^?")
			default:
				out.WriteByte(ch)
			}
		}
	}
}
