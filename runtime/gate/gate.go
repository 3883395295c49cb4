// Package gate judges every tools call of a script (SPEC sections 6 and
// 7): before the script starts, the literal calls the analyzer finds
// (Preflight); while it runs, every call as it happens (the Gate, plugged
// into the tools command): guardrails and pre-tool hooks, the schema
// check (the tools command's), the approval decision against the stored
// answers, the call, post-tool hooks, and an audit entry for each call.
package gate

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"

	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/policy"
	"github.com/toolsinshell/tis/runtime/toolcmd"
	"github.com/toolsinshell/tis/store"
	"github.com/toolsinshell/tis/toolerr"
)

// Options configure a Gate.
type Options struct {
	// Policy holds the compiled rules; nil means no rules.
	Policy *policy.Engine
	// Default decides tools no rule matches and whose annotations say
	// nothing; zero means Ask.
	Default policy.Action
	// Hooks run before and after each call; nil means none.
	Hooks *policy.Hooks
	// Store keeps answers, requests and the audit log. Required.
	Store store.Store
	// Session is the session answers belong to.
	Session string
	// Script identifies this script run in the audit log.
	Script string
}

// Gate is the runtime gate of one script; it implements toolcmd.Gate.
type Gate struct {
	opts Options

	mu    sync.Mutex
	calls int
}

// New returns the gate of one script.
func New(opts Options) *Gate {
	if opts.Store == nil {
		panic("gate.New: Options.Store is nil")
	}
	return &Gate{opts: opts}
}

var _ toolcmd.Gate = (*Gate)(nil)

// state is what the gate keeps about a call from Pre to Done.
type state struct {
	n        int // the call's number in the script
	hooks    policy.PreOutcome
	verdict  policy.Verdict
	source   string // what decided, for the audit log
	approval string // request raised or answer used
	made     bool   // the started entry is written: the call goes out
}

func (g *Gate) state(c *toolcmd.Call) *state {
	if st, ok := c.State.(*state); ok {
		return st
	}
	g.mu.Lock()
	g.calls++
	st := &state{n: g.calls}
	g.mu.Unlock()
	c.State = st
	return st
}

// policyCall is the call as policy and hooks see it.
func (g *Gate) policyCall(e *catalog.Entry, input map[string]any, beforeStart bool) policy.Call {
	return policy.Call{Server: e.Server, Tool: e.Tool.Name, Canonical: e.Canonical, Command: e.Command,
		Input: input, Def: e.Tool, Session: g.opts.Session, BeforeStart: beforeStart}
}

// Pre runs the guardrails (rules that deny) and the pre-tool hooks.
func (g *Gate) Pre(ctx context.Context, c *toolcmd.Call) error {
	st := g.state(c)
	v := g.opts.Policy.Decide(g.policyCall(c.Entry, c.Input, false), policy.Options{Default: g.opts.Default})
	if v.Action == policy.Deny && v.Source == policy.SourceRule {
		st.verdict, st.source = v, "policy:"+v.Rule
		return denied(c.Entry, v)
	}
	out, err := g.opts.Hooks.RunPre(ctx, g.policyCall(c.Entry, c.Input, false))
	if err != nil {
		return toolerr.Stopped(fmt.Sprintf("%s did not run: the script was stopped", c.Entry.Command))
	}
	st.hooks = out
	if out.InputChanged {
		c.Input = out.Input
	}
	if out.Decision == policy.Deny {
		st.verdict, st.source = policy.Verdict{Action: policy.Deny, Message: out.Reason, Source: policy.SourceHook}, "hook"
		return toolerr.Denied(fmt.Sprintf("%s: a hook refused the call: %s", c.Entry.Command, out.Reason))
	}
	return nil
}

func denied(e *catalog.Entry, v policy.Verdict) error {
	msg := v.Message
	if v.Rule != "" {
		msg = fmt.Sprintf("rule %s: %s", v.Rule, msg)
	}
	return toolerr.Denied(fmt.Sprintf("%s: %s", e.Command, msg))
}

// Approve makes the approval decision for a checked call.
func (g *Gate) Approve(ctx context.Context, c *toolcmd.Call) error {
	st := g.state(c)
	if ctx.Err() != nil {
		return stopped(c.Entry)
	}
	pc := g.policyCall(c.Entry, c.Input, false)
	v := policy.Combine(g.opts.Policy.Decide(pc, policy.Options{Default: g.opts.Default}), st.hooks)
	st.verdict, st.source = v, verdictSource(v)
	c.ReadOnly = v.ReadOnly
	switch v.Action {
	case policy.Allow:
		return g.started(ctx, c, st)
	case policy.Deny:
		return denied(c.Entry, v)
	}
	input, err := canonicalInput(c.Input)
	if err != nil {
		return toolerr.InvalidInput("", err.Error())
	}
	d, err := g.opts.Store.Check(ctx, g.opts.Session, c.Entry.Canonical, input)
	if err != nil {
		if ctx.Err() != nil {
			return stopped(c.Entry)
		}
		return toolerr.Unavailable(fmt.Sprintf("%s: the approval store did not answer: %v", c.Entry.Command, err), true)
	}
	switch d {
	case store.Allowed:
		st.source = "always"
		return g.started(ctx, c, st)
	case store.AllowedOnce:
		st.source = "once"
		return g.started(ctx, c, st)
	case store.Denied:
		st.source = "deny"
		return toolerr.Denied(fmt.Sprintf("%s: a person denied this call", c.Entry.Command))
	}
	id, err := g.opts.Store.Request(ctx, store.ApprovalRequest{
		Session: g.opts.Session, Tool: c.Entry.Command, Canonical: c.Entry.Canonical, Input: input,
		Reason: toolerr.CodeNeedsApproval, Message: v.Message, Line: c.Line})
	if err != nil {
		if ctx.Err() != nil {
			return stopped(c.Entry)
		}
		return toolerr.Unavailable(fmt.Sprintf("%s: the approval request could not be stored: %v", c.Entry.Command, err), true)
	}
	st.approval = id
	return NeedsApproval(c.Entry.Command, v.Message, id)
}

// started writes the audit entry of a call about to be made; a call whose
// entry cannot be written is not made.
func (g *Gate) started(ctx context.Context, c *toolcmd.Call, st *state) error {
	if ctx.Err() != nil {
		return stopped(c.Entry)
	}
	if err := g.audit(ctx, c, st, store.OutcomeStarted, ""); err != nil {
		if ctx.Err() != nil {
			return stopped(c.Entry)
		}
		return toolerr.Unavailable(fmt.Sprintf("%s: the audit log could not be written, so the call is not made: %v", c.Entry.Command, err), true)
	}
	st.made = true
	return nil
}

// stopped is the error of a call the gate sees once the script is
// stopped (another call of a pipeline or a background job stopped it):
// the call is not made.
func stopped(e *catalog.Entry) error {
	return toolerr.Stopped(fmt.Sprintf("%s did not run: the script was stopped", e.Command))
}

func verdictSource(v policy.Verdict) string {
	if v.Source == policy.SourceRule {
		return "policy:" + v.Rule
	}
	return v.Source
}

// Post runs the post-tool hooks.
func (g *Gate) Post(ctx context.Context, c *toolcmd.Call, res *catalog.Result) (*catalog.Result, error) {
	out, err := g.opts.Hooks.RunPost(ctx, g.policyCall(c.Entry, c.Input, false), res)
	if err != nil {
		return nil, toolerr.Stopped(fmt.Sprintf("%s: the script was stopped before its result was checked", c.Entry.Command))
	}
	if out.Blocked {
		return nil, toolerr.Tool(fmt.Sprintf("%s: a hook withheld the result: %s", c.Entry.Command, out.Reason))
	}
	r := out.Result
	if len(out.Context) > 0 {
		cp := *r
		cp.Content = append(append([]catalog.Content(nil), r.Content...), catalog.Content{Type: "text", Text: strings.Join(out.Context, "\n")})
		r = &cp
	}
	return r, nil
}

// Done writes the call's final audit entry.
func (g *Gate) Done(ctx context.Context, c *toolcmd.Call, rec toolcmd.CallRecord) {
	st := g.state(c)
	outcome, code := store.OutcomeOK, ""
	switch rec.Error {
	case "":
	case toolerr.CodeToolError, toolerr.CodeUnavailable, toolerr.CodeConnectionRequired, toolerr.CodeStopped:
		outcome, code = store.OutcomeError, rec.Error
	default:
		outcome, code = store.OutcomeNotMade, rec.Error
	}
	if !st.made {
		// The gate never let it out (no started entry): whatever the
		// error, the call was not made.
		outcome = store.OutcomeNotMade
	}
	// The context may be done (the script was stopped); the entry is
	// written all the same.
	_ = g.audit(context.WithoutCancel(ctx), c, st, outcome, code)
}

func (g *Gate) audit(ctx context.Context, c *toolcmd.Call, st *state, outcome store.Outcome, code string) error {
	input, _ := json.Marshal(c.Input)
	verdict := store.VerdictAllow
	switch st.verdict.Action {
	case policy.Ask:
		verdict = store.VerdictAsk
	case policy.Deny:
		verdict = store.VerdictDeny
	}
	return g.opts.Store.Audit(ctx, store.AuditEntry{
		Session: g.opts.Session, Script: g.opts.Script, Call: st.n, Tool: c.Entry.Command,
		Canonical: c.Entry.Canonical, Input: string(input), Verdict: verdict, Source: st.source,
		Outcome: outcome, ErrorCode: code, Line: c.Line, Approval: st.approval})
}

// canonicalInput is the input as canonical JSON, the key of answers.
func canonicalInput(input map[string]any) (string, error) {
	if input == nil {
		input = map[string]any{}
	}
	return store.CanonicalJSON(input)
}

// ApprovalError is needs_approval with the id of the request raised.
type ApprovalError struct {
	*toolerr.NeedsApprovalError
	// ID is the approval request's id.
	ID string
}

// RequestID implements toolcmd.Stopper.
func (e *ApprovalError) RequestID() string { return e.ID }

// Unwrap lets errors.As find the NeedsApprovalError.
func (e *ApprovalError) Unwrap() error { return e.NeedsApprovalError }

// NeedsApproval returns the needs_approval error for a call, naming the
// request a person answers.
func NeedsApproval(command, why, id string) *ApprovalError {
	msg := fmt.Sprintf("%s needs a person's approval", command)
	if why != "" {
		msg += ": " + why
	}
	msg += fmt.Sprintf("; the script stops here. Request %s was raised; once it is answered, run the rest in a new script", id)
	return &ApprovalError{NeedsApprovalError: toolerr.NeedsApproval(msg), ID: id}
}
