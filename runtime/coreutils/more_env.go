package coreutils

import (
	"context"
	"strings"

	"github.com/toolsinshell/tis/runtime/command"
)

// moreEnviron lists the script's exported variables as NAME=value. A
// Call can only look variables up by name, so it reports false until the
// runtime offers a listing (a proposed Environ field of command.Call).
func moreEnviron(c *command.Call) ([]string, bool) {
	if c.Environ == nil {
		return nil, false
	}
	return c.Environ(), true
}

// moreNoList is the failure of env and printenv asked to list the whole
// environment, which the sandbox cannot do yet.
func moreNoList(c *command.Call) error {
	return c.UsageError("listing the whole environment is not supported; name the variables (printenv NAME, echo \"$NAME\")")
}

// envCmd is env [-0] [COMMAND [ARG...]]: without a command it prints the
// exported environment; with one it runs it (a registered command) through
// c.Exec. Changing the environment of the command (-i, -u, NAME=VALUE) is
// not supported: c.Exec passes the script's environment as it is.
func envCmd(ctx context.Context, c *command.Call) error {
	fs := command.NewFlagSet(c.Name)
	fs.Permute = false
	zero := fs.Bool('0', "null")
	ops, err := fs.Parse(c.Args)
	if err != nil {
		c.Errorf("%v", err)
		return command.Status(125)
	}
	if len(ops) > 0 && strings.Contains(ops[0], "=") {
		return c.Fail(125, "setting variables is not supported; write NAME=value COMMAND instead of env NAME=value COMMAND")
	}
	if len(ops) == 0 {
		vars, ok := moreEnviron(c)
		if !ok {
			return moreNoList(c)
		}
		end := "\n"
		if *zero {
			end = "\x00"
		}
		out := textNewOut(c)
		for _, v := range vars {
			out.WriteString(v + end)
		}
		return textFinish(ctx, c, out, 0)
	}
	if *zero {
		return filesTryHelp(c, "cannot specify --null (-0) with command")
	}
	if c.Exec == nil {
		return c.Fail(127, "%s: No such file or directory", filesQuote(ops[0]))
	}
	err = c.Exec(ctx, ops, c.Stdin, c.Stdout, c.Stderr)
	if st, ok := command.StatusOf(err); ok && st == 127 {
		return c.Fail(127, "%s: No such file or directory", filesQuote(ops[0]))
	}
	return err
}

// printenvCmd is printenv [-0] [NAME...]: the values of the exported
// variables named; status 1 if one is not set. Without names it prints
// the whole environment.
func printenvCmd(ctx context.Context, c *command.Call) error {
	fs := command.NewFlagSet(c.Name)
	zero := fs.Bool('0', "null")
	ops, err := fs.ParseOrUsage(c)
	if err != nil {
		return err
	}
	end := "\n"
	if *zero {
		end = "\x00"
	}
	out := textNewOut(c)
	if len(ops) == 0 {
		vars, ok := moreEnviron(c)
		if !ok {
			return moreNoList(c)
		}
		for _, v := range vars {
			out.WriteString(v + end)
		}
		return textFinish(ctx, c, out, 0)
	}
	status := 0
	for _, name := range ops {
		v, ok := "", false
		if c.Env != nil && !strings.Contains(name, "=") {
			v, ok = c.Env(name)
		}
		if !ok {
			status = 1
			continue
		}
		out.WriteString(v + end)
	}
	return textFinish(ctx, c, out, status)
}
