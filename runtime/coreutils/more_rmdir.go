package coreutils

import (
	"context"
	"errors"
	"fmt"
	"path"
	"strings"
	"syscall"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// rmdirCmd is rmdir [-p] [-v] [--ignore-fail-on-non-empty] DIR...: each
// empty directory removed; with -p, then each of its parents as named.
func rmdirCmd(ctx context.Context, c *command.Call) error {
	fs := command.NewFlagSet(c.Name)
	parents := fs.Bool('p', "parents")
	verbose := fs.Bool('v', "verbose")
	ignoreNonEmpty := fs.Bool(0, "ignore-fail-on-non-empty")
	ops, err := fs.ParseOrUsage(c)
	if err != nil {
		return err
	}
	if len(ops) == 0 {
		return filesTryHelp(c, "missing operand")
	}
	status := 0
	remove := func(name, what string) bool {
		if *verbose {
			fmt.Fprintf(c.Stdout, "%s: removing directory, %s\n", c.Name, filesQuote(name))
		}
		full := c.Path(name)
		st, err := c.FS.Stat(full)
		if err == nil && !st.IsDir() {
			err = syscall.ENOTDIR
		}
		if err == nil {
			err = c.FS.Remove(full)
		}
		if err != nil {
			if *ignoreNonEmpty && errors.Is(err, syscall.ENOTEMPTY) {
				return false
			}
			c.Errorf("failed to remove %s%s: %s", what, filesQuote(name), vfs.Reason(err))
			status = 1
			return false
		}
		return true
	}
	for _, op := range ops {
		if err := ctx.Err(); err != nil {
			return err
		}
		if !remove(op, "") || !*parents {
			continue
		}
		for p := strings.TrimRight(op, "/"); ; {
			p = path.Dir(p)
			if p == "." || p == "/" || p == "" {
				break
			}
			if !remove(p, "directory ") {
				break
			}
		}
	}
	return command.Status(status)
}
