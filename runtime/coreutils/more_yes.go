package coreutils

import (
	"context"
	"strings"

	"github.com/toolsinshell/tis/runtime/command"
)

// yesCmd is yes [STRING...]: the line (default "y") over and over until
// writing fails (a closed pipe ends it with status 141, as SIGPIPE does)
// or ctx is done.
func yesCmd(ctx context.Context, c *command.Call) error {
	args := c.Args
	if len(args) > 0 && args[0] == "--" {
		args = args[1:]
	} else {
		for _, a := range args {
			if a == "--" {
				break
			}
			if strings.HasPrefix(a, "-") && a != "-" {
				fs := command.NewFlagSet(c.Name)
				if _, err := fs.ParseOrUsage(c); err != nil {
					return err
				}
			}
		}
	}
	line := "y\n"
	if len(args) > 0 {
		line = strings.Join(args, " ") + "\n"
	}
	n := max(1, 8192/len(line))
	buf := []byte(strings.Repeat(line, n))
	for {
		if err := ctx.Err(); err != nil {
			return err
		}
		if _, err := c.Stdout.Write(buf); err != nil {
			return textWriteFail(ctx, c, err)
		}
	}
}
