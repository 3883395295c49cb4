package coreutils

import (
	"context"
	"io"
	"strings"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// pasteCmd is paste [-s] [-d LIST] [FILE...]: corresponding lines of the
// files joined by the delimiters of LIST (cycling; \n \t \\ \0 escapes),
// or with -s each file's lines joined into one line.
func pasteCmd(ctx context.Context, c *command.Call) error {
	delimSpec := "\t"
	fs := command.NewFlagSet(c.Name)
	serial := fs.Bool('s', "serial")
	fs.Func('d', "delimiters", true, func(v string) error { delimSpec = v; return nil })
	ops, err := fs.ParseOrUsage(c)
	if err != nil {
		return err
	}
	delims, ok := pasteDelims(delimSpec)
	if !ok {
		return c.Errorf("delimiter list ends with an unescaped backslash: %s", delimSpec)
	}
	if len(ops) == 0 {
		ops = []string{"-"}
	}
	out := textNewOut(c)
	if *serial {
		status, stop := textEachFile(ctx, c, out, ops, "%s: %s", "%s: %s", func(op string, r io.Reader) error {
			i := 0
			err := c.Lines(ctx, r, func(line string, _ bool) error {
				if i > 0 && len(delims) > 0 {
					out.WriteString(delims[(i-1)%len(delims)])
				}
				i++
				if _, err := out.WriteString(line); err != nil {
					return &textOutErr{err}
				}
				return nil
			})
			if err != nil {
				return err
			}
			if err := out.WriteByte('\n'); err != nil {
				return &textOutErr{err}
			}
			return nil
		})
		if stop != nil {
			return stop
		}
		return textFinish(ctx, c, out, status)
	}
	// Parallel: every operand opens first; standard input is shared by
	// each "-".
	readers := make([]*command.LineReader, len(ops))
	var stdin *command.LineReader
	for i, op := range ops {
		if op == "-" {
			if stdin == nil {
				stdin = command.NewLineReader(textCtxReader{ctx, c.Stdin}, c.BufferLimit())
			}
			readers[i] = stdin
			continue
		}
		f, err := c.FS.Open(c.Path(op))
		if err != nil {
			return c.Errorf("%s: %s", op, vfs.Reason(err))
		}
		defer f.Close()
		readers[i] = command.NewLineReader(textCtxReader{ctx, f}, c.BufferLimit())
	}
	done := make([]bool, len(ops))
	fields := make([]string, len(ops))
	for {
		any := false
		for i, br := range readers {
			fields[i] = ""
			if done[i] {
				continue
			}
			line, err := br.ReadLine('\n')
			if err != nil && err != io.EOF {
				if cerr := ctx.Err(); cerr != nil {
					return cerr
				}
				out.Flush()
				if textTooLarge(c, err) {
					return command.Status(1)
				}
				return c.Errorf("%s: %s", ops[i], vfs.Reason(err))
			}
			if len(line) == 0 {
				done[i] = true
				continue
			}
			any = true
			fields[i] = strings.TrimSuffix(string(line), "\n")
		}
		if !any {
			break
		}
		for i, f := range fields {
			if i > 0 && len(delims) > 0 {
				out.WriteString(delims[(i-1)%len(delims)])
			}
			out.WriteString(f)
		}
		if err := out.WriteByte('\n'); err != nil {
			return textWriteFail(ctx, c, err)
		}
	}
	return textFinish(ctx, c, out, 0)
}

// pasteDelims decodes paste's delimiter list; \0 is the empty delimiter.
func pasteDelims(s string) ([]string, bool) {
	var out []string
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' {
			out = append(out, s[i:i+1])
			continue
		}
		i++
		if i >= len(s) {
			return nil, false
		}
		switch s[i] {
		case 'n':
			out = append(out, "\n")
		case 't':
			out = append(out, "\t")
		case '0':
			out = append(out, "")
		case 'b':
			out = append(out, "\b")
		case 'f':
			out = append(out, "\f")
		case 'r':
			out = append(out, "\r")
		case 'v':
			out = append(out, "\v")
		default:
			out = append(out, s[i:i+1])
		}
	}
	return out, true
}
