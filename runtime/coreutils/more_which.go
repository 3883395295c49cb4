package coreutils

import (
	"context"
	"fmt"
	"strings"

	"github.com/toolsinshell/tis/runtime/command"
)

// whichCmd is which [-a] NAME...: where each name's command is, as
// a path the sandbox answers (/usr/bin/NAME for a command of the
// session, the name itself for a path that names one). Functions and
// builtins are not commands on the PATH, as for the real which. Status 1
// when a name is not found.
func whichCmd(ctx context.Context, c *command.Call) error {
	fs := command.NewFlagSet(c.Name)
	fs.Permute = false
	fs.Func('a', "", false, func(string) error { return nil })
	ops, err := fs.ParseOrUsage(c)
	if err != nil {
		return err
	}
	status := 0
	if len(ops) == 0 {
		status = 1
	}
	for _, name := range ops {
		if err := ctx.Err(); err != nil {
			return err
		}
		if name == "" || c.HasCommand == nil || !c.HasCommand(name) {
			status = 1
			continue
		}
		shown := name
		if !strings.Contains(name, "/") {
			shown = "/usr/bin/" + name
		}
		if _, err := fmt.Fprintln(c.Stdout, shown); err != nil {
			return filesWriteErr(c, err)
		}
	}
	return command.Status(status)
}
