package coreutils

import (
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
			data, err := moreReadAll(ctx, r)
			if err != nil {
				return err
			}
			lines := moreSplitLines(data)
			for i := len(lines) - 1; i >= 0; i-- {
				if _, err := out.WriteString(lines[i]); err != nil {
					return &textOutErr{err}
				}
			}
			return nil
		})
	if stop != nil {
		return stop
	}
	return textFinish(ctx, c, out, status)
}
