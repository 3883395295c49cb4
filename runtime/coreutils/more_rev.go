package coreutils

import (
	"context"
	"io"
	"unicode/utf8"

	"github.com/toolsinshell/tis/runtime/command"
)

// revCmd is rev [FILE...]: each line with its characters reversed
// (UTF-8 characters stay whole; other bytes are reversed one by one).
func revCmd(ctx context.Context, c *command.Call) error {
	fs := command.NewFlagSet(c.Name)
	ops, err := fs.ParseOrUsage(c)
	if err != nil {
		return err
	}
	out := textNewOut(c)
	status, stop := textEachFile(ctx, c, out, ops, "cannot open %s: %s", "%s: %s",
		func(op string, r io.Reader) error {
			return c.Lines(ctx, r, func(line string, nl bool) error {
				b := make([]byte, 0, len(line)+1)
				for i := len(line); i > 0; {
					_, n := utf8.DecodeLastRuneInString(line[:i])
					b = append(b, line[i-n:i]...)
					i -= n
				}
				if nl {
					b = append(b, '\n')
				}
				if _, err := out.Write(b); err != nil {
					return &textOutErr{err}
				}
				return nil
			})
		})
	if stop != nil {
		return stop
	}
	return textFinish(ctx, c, out, status)
}
