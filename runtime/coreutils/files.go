package coreutils

import (
	"fmt"
	"io/fs"
	"strings"

	"github.com/toolsinshell/tis/runtime/command"
)

// registerFiles adds the file and miscellaneous commands.
func registerFiles(r *command.Registry) {
	r.Register("ls", lsCmd)
	r.Register("mkdir", mkdirCmd)
	r.Register("rm", rmCmd)
	r.Register("cp", cpCmd)
	r.Register("mv", mvCmd)
	r.Register("touch", touchCmd)
	r.Register("date", dateCmd)
	r.Register("sleep", sleepCmd)
	r.Register("basename", basenameCmd)
	r.Register("dirname", dirnameCmd)
	r.Register("echo", echoCmd)
	r.Register("printf", printfCmd)
	r.Register("true", trueCmd)
	r.Register("false", falseCmd)
	r.Register("xargs", xargsCmd)
}

// filesQuote quotes a file name for a message the way coreutils do in the
// C locale: 'name', or "name" when it holds a single quote.
func filesQuote(s string) string {
	if strings.Contains(s, "'") {
		if !strings.ContainsAny(s, "\"$`\\") {
			return `"` + s + `"`
		}
		return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
	}
	return "'" + s + "'"
}

// filesTryHelp prints a usage message followed by coreutils' hint and
// returns status 1.
func filesTryHelp(c *command.Call, format string, args ...any) error {
	fmt.Fprintf(c.Stderr, "%s: %s\nTry '%s --help' for more information.\n", c.Name, fmt.Sprintf(format, args...), c.Name)
	return command.Status(1)
}

// filesTwoOperands checks that a command of two file operands (comm,
// join) has exactly two, with GNU's usage messages.
func filesTwoOperands(c *command.Call, ops []string) error {
	switch {
	case len(ops) == 0:
		return filesTryHelp(c, "missing operand")
	case len(ops) == 1:
		return filesTryHelp(c, "missing operand after %s", filesQuote(ops[0]))
	case len(ops) > 2:
		return filesTryHelp(c, "extra operand %s", filesQuote(ops[2]))
	}
	return nil
}

// filesUmask is the file mode creation mask of the call: its shell's umask.
func filesUmask(c *command.Call) fs.FileMode { return c.FileUmask() }
