package toolcmd

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/gate"
	"github.com/toolsinshell/tis/runtime/vfs"
	"github.com/toolsinshell/tis/toolerr"
)

func isHelp(a string) bool { return a == "--help" || a == "-h" || a == "help" }

// Run is the tools command: a command.Func.
func (t *Command) Run(ctx context.Context, c *command.Call) error {
	if ctx.Err() != nil {
		fail(c, toolerr.Stopped("an earlier call stopped the script, so this call did not run"))
		return ctx.Err()
	}
	// tools --text|--json <tool> ...: the output choice before the
	// tool's name, which no field of the tool can take.
	args := c.Args
	out := catalog.OutputAuto
	for len(args) > 0 {
		f, ok := catalog.OutputFlag(args[0])
		if !ok {
			break
		}
		if out != catalog.OutputAuto && out != f {
			return fail(c, toolerr.InvalidInput("", fmt.Sprintf("both %s and %s were given; choose one output", catalog.TextFlag, catalog.JSONFlag)))
		}
		out, args = f, args[1:]
	}
	if out != catalog.OutputAuto && (len(args) == 0 || isHelp(args[0]) || args[0] == "search") {
		return fail(c, toolerr.UnknownCommand(fmt.Sprintf("%s names no tool: write tools %s <server> <tool> [INPUT]", out, out), nil))
	}
	switch {
	case len(args) == 0 || len(args) == 1 && isHelp(args[0]):
		return t.topHelp(ctx, c)
	case args[0] == "search":
		return t.search(ctx, c, args[1:])
	}
	if srv, err := t.cat.Server(ctx, args[0]); srv != nil {
		if err != nil {
			return fail(c, err)
		}
		if len(args) == 1 || isHelp(args[1]) {
			return t.serverHelp(c, srv)
		}
	}
	entry, n, err := t.cat.Resolve(ctx, args)
	if err != nil {
		return fail(c, err)
	}
	rest := args[n:]
	if len(rest) > 0 && (rest[0] == "--help" || rest[0] == "-h") {
		return t.toolHelp(c, entry)
	}
	return t.call(ctx, c, entry, rest, out)
}

// fail prints err as the JSON error line and returns status 1.
func fail(c *command.Call, err error) error {
	fmt.Fprintf(c.Stderr, "%s\n", toolerr.JSON(err))
	return command.Status(1)
}

// call makes one call through the script's chain and prints its result.
// out is the output chosen before the tool's name.
func (t *Command) call(ctx context.Context, c *command.Call, e *catalog.Entry, rest []string, out catalog.Output) error {
	schema, err := e.Schema()
	if err != nil {
		return fail(c, toolerr.Unavailable(fmt.Sprintf("%s: its input schema does not compile: %v", e.Command, err), false))
	}
	rest, out, err = catalog.SplitOutput(rest, schema, out)
	if err != nil {
		return fail(c, gate.WithSignature(e, err))
	}
	input, err := catalog.ParseInput(rest, catalog.InputFrom{Stdin: c.Stdin, StdinGiven: c.StdinGiven,
		Files: func(name string) ([]byte, error) { return t.read(c, name) }}, schema)
	if err != nil {
		return fail(c, gate.WithSignature(e, err))
	}
	gc := &gate.Call{Entry: e, Input: input, Line: c.Line, ReadOnly: e.Tool.Annotations.IsReadOnly()}
	res, err := t.chain(ctx, gc)
	switch {
	case err != nil && gate.IsStop(err):
		// needs_approval, call_limit, or a call reached after a stop:
		// the script stops here, having said why.
		fmt.Fprintf(c.Stderr, "%s\n", toolerr.JSON(err))
		return &command.StopError{Err: err}
	case err != nil:
		return fail(c, err)
	case res.IsError:
		return fail(c, toolerr.Tool(errorText(res)))
	}
	return t.writeResult(c, e, res, out)
}

// errorText is the message of a failed result.
// ReadInFS is the default ReadFunc: the file name (relative to the
// call's directory) of the call's filesystem, at most
// catalog.MaxStdinInput bytes (the bound of an input read from stdin).
// An error says why as the coreutils do ("No such file or directory").
// A call that runs apart from the files reads through its Remote.
func ReadInFS(c *command.Call, name string) ([]byte, error) {
	if c.Remote != nil {
		return c.Remote.ReadFile(name)
	}
	f, err := c.FS.Open(c.Path(name))
	if err != nil {
		return nil, errors.New(vfs.Reason(err))
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, catalog.MaxStdinInput+1))
	if err != nil {
		return nil, errors.New(vfs.Reason(err))
	}
	if len(data) > catalog.MaxStdinInput {
		return nil, fmt.Errorf("it holds more than %d bytes", catalog.MaxStdinInput)
	}
	return data, nil
}

func errorText(res *catalog.Result) string {
	var parts []string
	for _, ct := range res.Content {
		if ct.Text != "" {
			parts = append(parts, ct.Text)
		}
	}
	if len(parts) == 0 {
		return "the tool failed without a message"
	}
	return strings.Join(parts, "\n")
}
