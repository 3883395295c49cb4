package toolcmd

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/toolerr"
)

func isHelp(a string) bool { return a == "--help" || a == "-h" || a == "help" }

// Run is the tools command: a command.Func.
func (t *Command) Run(ctx context.Context, c *command.Call) error {
	if ctx.Err() != nil {
		fail(c, toolerr.Stopped("an earlier call stopped the script, so this call did not run"))
		return ctx.Err()
	}
	args := c.Args
	switch {
	case len(args) == 0 || len(args) == 1 && isHelp(args[0]):
		return t.topHelp(c)
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
	return t.call(ctx, c, entry, rest)
}

// fail prints err as the JSON error line and returns status 1.
func fail(c *command.Call, err error) error {
	fmt.Fprintf(c.Stderr, "%s\n", toolerr.JSON(err))
	return command.Status(1)
}

// call checks and makes one call, in the order of SPEC section 6: the
// gate's guardrails and pre-tool hooks (which may rewrite the input), the
// schema check, the approval decision, the call limit, the call, the
// post-tool hooks; then the result is printed.
func (t *Command) call(ctx context.Context, c *command.Call, e *catalog.Entry, rest []string) error {
	gc := &Call{Entry: e, Line: c.Line, ReadOnly: e.Tool.Annotations.IsReadOnly()}
	rec := CallRecord{Tool: e.Command, Canonical: e.Canonical, Line: c.Line}
	done := func(code string) {
		rec.Input, rec.ReadOnly = gc.Input, gc.ReadOnly
		rec.Error, rec.OK = code, code == ""
		t.record(rec)
		if t.gate != nil {
			t.gate.Done(ctx, gc, rec)
		}
	}
	schema, err := e.Schema()
	if err != nil {
		return fail(c, toolerr.Unavailable(fmt.Sprintf("%s: its input schema does not compile: %v", e.Command, err), false))
	}
	input, err := parseInput(rest, c.Stdin, schema)
	if err != nil {
		return fail(c, withSignature(e, err))
	}
	gc.Input = input
	if t.gate != nil {
		if err := t.gate.Pre(ctx, gc); err != nil {
			done(codeOf(err))
			return t.refuse(c, err, rec)
		}
	}
	if err := schema.Validate(gc.Input); err != nil {
		return fail(c, withSignature(e, err))
	}
	if b, err := json.Marshal(gc.Input); err == nil && len(b) > t.maxInput {
		return fail(c, toolerr.InvalidInput("", fmt.Sprintf("%s: the input is %d bytes as JSON; a call's input may hold at most %d bytes. Nothing was sent; pass large data in parts, or by reference (a path or a URL the tool takes)", e.Command, len(b), t.maxInput)))
	}
	if t.gate != nil {
		if err := t.gate.Approve(ctx, gc); err != nil {
			done(codeOf(err))
			return t.refuse(c, err, rec)
		}
	}
	if stop := t.count(); stop != nil {
		done(toolerr.CodeCallLimit)
		return t.refuse(c, stop, rec)
	}
	if ctx.Err() != nil {
		// The script was stopped (by another call of a pipeline or a
		// background job) while this one was being judged.
		done(toolerr.CodeStopped)
		return fail(c, toolerr.Stopped(fmt.Sprintf("%s did not run: the script was stopped", e.Command)))
	}
	res, err := e.Source.Call(withCallDeadline(ctx), e.Tool.Name, gc.Input)
	if err != nil {
		err = callError(ctx, e, err)
		done(codeOf(err))
		return fail(c, err)
	}
	if t.gate != nil {
		if res, err = t.gate.Post(ctx, gc, res); err != nil {
			done(codeOf(err))
			return fail(c, err)
		}
	}
	rec.Result = trimResult(res)
	if res.IsError {
		done(toolerr.CodeToolError)
		return fail(c, toolerr.Tool(errorText(res)))
	}
	done("")
	return writeResult(c, e, res)
}

// refuse prints err; an error that ends the script (needs_approval,
// call_limit) also stops it, and is kept for the report.
func (t *Command) refuse(c *command.Call, err error, rec CallRecord) error {
	fmt.Fprintf(c.Stderr, "%s\n", toolerr.JSON(err))
	switch codeOf(err) {
	case toolerr.CodeNeedsApproval, toolerr.CodeCallLimit, toolerr.CodeStopped:
		t.mu.Lock()
		if t.stop == nil {
			t.stop = &stopInfo{err: err, line: c.Line, call: rec}
		}
		t.mu.Unlock()
		return &command.StopError{Err: err}
	}
	return command.Status(1)
}

// withSignature adds the tool's signature to an invalid_input message.
func withSignature(e *catalog.Entry, err error) error {
	var ie *toolerr.InvalidInputError
	if errors.As(err, &ie) {
		ie.Msg = fmt.Sprintf("%s: %s; signature: %s", e.Command, ie.Msg,
			catalog.Signature(e.Tool.Name, e.Tool.InputSchema, 300))
	}
	return err
}

// codeOf is the SPEC code of err (tool_error for an uncoded error).
func codeOf(err error) string {
	var coded toolerr.Coded
	if errors.As(err, &coded) {
		return coded.Code()
	}
	return toolerr.CodeToolError
}

// count counts one call and returns the call_limit error past the cap.
func (t *Command) count() error {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.calls++
	if t.maxCalls > 0 && t.calls > t.maxCalls {
		return toolerr.CallLimit(fmt.Sprintf("more than %d tool calls in one script; the script was stopped. "+
			"Use list-style tools that return many items in one call, or split the work into several scripts", t.maxCalls))
	}
	return nil
}

// withCallDeadline gives a call a deadline before the script's own end,
// so that a source's timeout (and its recovery from a stuck server) comes
// before the script's time limit: the call then fails as unavailable,
// saying why, instead of being cut off by the stop.
func withCallDeadline(ctx context.Context) context.Context {
	dl, ok := ctx.Deadline()
	if !ok {
		return ctx
	}
	margin := min(max(time.Until(dl)/10, 500*time.Millisecond), 5*time.Second)
	return catalog.WithCallDeadline(ctx, dl.Add(-margin))
}

// callError maps an error from a source to a coded error.
func callError(ctx context.Context, e *catalog.Entry, err error) error {
	var coded toolerr.Coded
	switch {
	case errors.As(err, &coded):
		return err
	case ctx.Err() != nil:
		return toolerr.Stopped(fmt.Sprintf("%s did not finish: the script was stopped", e.Command))
	case errors.Is(err, context.DeadlineExceeded):
		return toolerr.Unavailable(fmt.Sprintf("%s did not answer in time", e.Command), true)
	}
	return toolerr.Unavailable(fmt.Sprintf("%s could not be called: %v", e.Command, err), true)
}

// errorText is the message of a failed result.
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
