package coreutils

import (
	"bytes"
	"context"
	"io"

	"github.com/toolsinshell/tis/runtime/command"
)

// tacCmd is tac [FILE...]: each file's lines in reverse order. A last
// line without a newline is printed as it is, as GNU does.
func tacCmd(ctx context.Context, c *command.Call) error {
	fs := command.NewFlagSet(c.Name)
	ops, err := fs.ParseOrUsage(c)
	if err != nil {
		return err
	}
	out := textNewOut(c)
	status, stop := textEachFile(ctx, c, out, ops, "failed to open '%s' for reading: %s", "%s: read error: %s",
		func(op string, r io.Reader) error {
			data, err := c.ReadAll(ctx, r)
			if err != nil {
				return err
			}
			// From the end, each line with its newline (the last may
			// have none): no copy of the lines is made.
			for end, n := len(data), 0; end > 0; n++ {
				start := bytes.LastIndexByte(data[:end-1], '\n') + 1
				if _, err := out.Write(data[start:end]); err != nil {
					return &textOutErr{err}
				}
				end = start
				if n%4096 == 0 && ctx.Err() != nil {
					return ctx.Err()
				}
			}
			return nil
		})
	if stop != nil {
		return stop
	}
	return textFinish(ctx, c, out, status)
}
