package gate

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/hooks"
	"github.com/toolsinshell/tis/internal/plural"
	"github.com/toolsinshell/tis/policy"
	"github.com/toolsinshell/tis/store"
	"github.com/toolsinshell/tis/toolerr"
)

// DefaultMaxCalls is the per-script cap on tool calls.
const DefaultMaxCalls = 50

// DefaultMaxInputBytes bounds the input of one call (as JSON) unless
// Config.MaxInputBytes says otherwise.
const DefaultMaxInputBytes = 8 << 20

// Config is what judges calls: the rules, the hooks, the stores, and the
// person to ask. It lives as long as the host's configuration and is
// shared by every script; a zero field means none (no rules, no hooks),
// except where said.
type Config struct {
	// Policy holds the compiled rules.
	Policy *policy.Engine
	// Decide are the options of every decision (the default action, name
	// inference).
	Decide policy.Options
	// Hooks run before and after each call.
	Hooks *hooks.Hooks
	// Approvals keeps requests and answers: the store's per-call side.
	// Required for calls that need approval (without it they are denied).
	Approvals store.PerCall
	// Audit receives an entry for every call; nil keeps none.
	Audit store.AuditWriter
	// Ask, when set, asks a person about a call that needs approval
	// while the script runs; without an answer the script stops.
	Ask AskFunc
	// MaxCalls caps the tool calls of one script; 0 means
	// DefaultMaxCalls, a negative value no cap.
	MaxCalls int
	// MaxInputBytes bounds a call's input as JSON; 0 means
	// DefaultMaxInputBytes.
	MaxInputBytes int
	// Middleware are links of the host's own, run after the guardrails,
	// hooks and schema check, before the approval decision.
	Middleware []Middleware
}

// Question is what a host asks a person about a call.
type Question struct {
	// Session is the session the call belongs to.
	Session string
	// Principal is whose session it is ("" for the local user).
	Principal string
	// Tool is the call as written ("tools github delete-branch").
	Tool string
	// Canonical is the tool's canonical name.
	Canonical string
	// Input is the call's input.
	Input map[string]any
	// Message says why the call needs approval.
	Message string
	// Request is the id of the approval request raised for the call;
	// answering it elsewhere (tsrun --answer) answers the question too.
	Request string
	// Direct: the model called the tool directly (a kept-visible tool),
	// not from a script.
	Direct bool
}

// AskFunc asks a person about a call while its script runs; it may block
// until they answer or ctx is done. It returns store.Once, store.Always
// or store.Deny, or "" (or an error) when there is no answer: the script
// then stops with the request pending.
type AskFunc func(ctx context.Context, q *Question) (store.AnswerKind, error)

// Handler returns the chain that judges and makes the calls of one
// script.
func (cfg *Config) Handler(s *Script) Handler {
	links := []Middleware{Record, cfg.auditOutcome, cfg.sizeCheck, cfg.guardrails, cfg.preHooks, cfg.schemaCheck}
	links = append(links, cfg.Middleware...)
	links = append(links, cfg.approval, cfg.callLimit, cfg.commit, cfg.postHooks)
	h := Chain(Send, links...)
	return func(ctx context.Context, c *Call) (*catalog.Result, error) {
		c.script = s
		return h(ctx, c)
	}
}

// policyCall is the call as policy and hooks see it.
func (c *Call) policyCall(beforeStart bool) policy.Call {
	session := ""
	if c.script != nil {
		session = c.script.Session
	}
	e := c.Entry
	return policy.Call{Server: e.Server, Tool: e.Tool.Name, Canonical: e.Canonical, Command: e.Command,
		Input: c.Input, Def: e.Tool, Session: session, BeforeStart: beforeStart}
}

// guardrails refuses a call a policy rule denies, before anything else.
func (cfg *Config) guardrails(next Handler) Handler {
	return func(ctx context.Context, c *Call) (*catalog.Result, error) {
		v := cfg.Policy.Decide(c.policyCall(false), cfg.Decide)
		if v.Action == policy.Deny && v.Source == policy.SourceRule {
			c.Verdict, c.Source = v, "policy:"+v.Rule
			return nil, denied(c.Entry, v)
		}
		return next(ctx, c)
	}
}

// preHooks runs the pre-tool hooks, which may deny the call, rewrite its
// input, or ask where policy would allow.
func (cfg *Config) preHooks(next Handler) Handler {
	return func(ctx context.Context, c *Call) (*catalog.Result, error) {
		out, err := cfg.Hooks.RunPre(ctx, c.policyCall(false))
		if err != nil {
			return nil, stopped(c.Entry)
		}
		c.hooks = hookOutcome{out}
		if out.InputChanged {
			c.Input = out.Input
		}
		if out.Decision == policy.Deny {
			c.Verdict, c.Source = policy.Verdict{Action: policy.Deny, Message: out.Reason, Source: hooks.SourceHook}, "hook"
			return nil, toolerr.Denied(fmt.Sprintf("%s: a hook refused the call: %s", c.Entry.Command, out.Reason))
		}
		return next(ctx, c)
	}
}

// hookOutcome is what the pre-tool hooks said, kept for the approval.
type hookOutcome struct{ hooks.PreOutcome }

// schemaCheck checks the input (as the hooks left it) for its size, then
// against the tool's schema.
func (cfg *Config) schemaCheck(next Handler) Handler {
	return func(ctx context.Context, c *Call) (*catalog.Result, error) {
		if err := cfg.checkSize(c); err != nil {
			return nil, err
		}
		schema, err := c.Entry.Schema()
		if err != nil {
			return nil, toolerr.Unavailable(fmt.Sprintf("%s: its input schema does not compile: %v", c.Entry.Command, err), false)
		}
		if err := schema.Validate(c.Input); err != nil {
			return nil, WithSignature(c.Entry, err)
		}
		return next(ctx, c)
	}
}

// WithSignature adds the tool's signature to an invalid_input message.
func WithSignature(e *catalog.Entry, err error) error {
	var ie *toolerr.InvalidInputError
	if errors.As(err, &ie) && !strings.Contains(ie.Msg, "; signature: ") {
		ie.Msg = fmt.Sprintf("%s: %s; signature: %s", e.Command, ie.Msg, catalog.Signature(e.Tool.Name, e.Tool.InputSchema, 300))
	}
	return err
}

// approval makes the approval decision: policy (rules, annotations, the
// name, the default) combined with the hooks; for a call that asks, the
// stored answers, then the person (Config.Ask), else a request and
// needs_approval. A once answer is only looked at here: it is consumed
// when the call goes out (commit).
func (cfg *Config) approval(next Handler) Handler {
	return func(ctx context.Context, c *Call) (*catalog.Result, error) {
		if ctx.Err() != nil {
			return nil, stopped(c.Entry)
		}
		v := hooks.Combine(cfg.Policy.Decide(c.policyCall(false), cfg.Decide), c.hooks.PreOutcome)
		c.Verdict, c.Source = v, verdictSource(v)
		c.ReadOnly = v.ReadOnly
		switch v.Action {
		case policy.Allow:
			return next(ctx, c)
		case policy.Deny:
			return nil, denied(c.Entry, v)
		}
		if cfg.Approvals == nil {
			return nil, toolerr.Denied(fmt.Sprintf("%s needs a person's approval and this host keeps no approvals", c.Entry.Command))
		}
		input, err := canonicalInput(c.Input)
		if err != nil {
			return nil, toolerr.InvalidInput("", err.Error())
		}
		session, scope := c.script.Session, c.script.Scope()
		d, err := cfg.Approvals.Peek(ctx, scope, c.Entry.Canonical, input)
		if err != nil {
			return nil, storeError(ctx, c.Entry, "the approval store did not answer", err)
		}
		switch d {
		case store.Allowed:
			c.Source = "always"
			return next(ctx, c)
		case store.AllowedOnce:
			c.Source, c.onceInput = "once", input
			return next(ctx, c)
		case store.Denied:
			c.Source = "deny"
			return nil, toolerr.Denied(fmt.Sprintf("%s: a person denied this call", c.Entry.Command))
		}
		id, err := cfg.Approvals.Request(ctx, store.ApprovalRequest{
			Session: session, Principal: scope.Principal, Tool: c.Entry.Command, Canonical: c.Entry.Canonical, Input: input,
			Reason: toolerr.CodeNeedsApproval, Message: v.Message, Line: c.Line})
		if err != nil {
			return nil, storeError(ctx, c.Entry, "the approval request could not be stored", err)
		}
		c.Request = id
		if cfg.Ask != nil {
			d, err := cfg.ask(ctx, &Question{Session: session, Principal: scope.Principal, Tool: c.Entry.Command, Canonical: c.Entry.Canonical,
				Input: c.Input, Message: v.Message, Request: id, Direct: c.Direct}, input)
			if err != nil {
				return nil, storeError(ctx, c.Entry, "the answer could not be stored", err)
			}
			switch d {
			case store.Allowed:
				c.Source = "asked"
				return next(ctx, c)
			case store.AllowedOnce:
				c.Source, c.onceInput = "asked", input
				return next(ctx, c)
			case store.Denied:
				c.Source = "asked"
				return nil, toolerr.Denied(fmt.Sprintf("%s: a person denied this call", c.Entry.Command))
			}
			if ctx.Err() != nil {
				return nil, stopped(c.Entry)
			}
		}
		return nil, &StopError{NeedsApproval(c.Entry.Command, v.Message, id)}
	}
}

// ask asks the person (Config.Ask) about a call whose request q.Request
// was raised, stores the answer, and returns what the stored answers
// decide now: the one just given, or one given elsewhere meanwhile
// (store.None when there is no answer).
func (cfg *Config) ask(ctx context.Context, q *Question, input string) (store.Decision, error) {
	kind, err := cfg.Ask(ctx, q)
	if err != nil || kind == "" {
		return store.None, nil
	}
	if aerr := cfg.Approvals.Answer(ctx, q.Request, store.Answer{Kind: kind, By: "asked", Note: "answered while the script ran"}); aerr != nil && !errors.Is(aerr, store.ErrAnswered) {
		return store.None, aerr
	}
	d, _ := cfg.Approvals.Peek(ctx, store.Scope{Principal: q.Principal, Session: q.Session}, q.Canonical, input)
	return d, nil
}

func storeError(ctx context.Context, e *catalog.Entry, what string, err error) error {
	if ctx.Err() != nil {
		return stopped(e)
	}
	return toolerr.Unavailable(fmt.Sprintf("%s: %s: %v", e.Command, what, err), true)
}

func denied(e *catalog.Entry, v policy.Verdict) error {
	msg := v.Message
	if v.Rule != "" {
		msg = fmt.Sprintf("rule %s: %s", v.Rule, msg)
	}
	return toolerr.Denied(fmt.Sprintf("%s: %s", e.Command, msg))
}

func verdictSource(v policy.Verdict) string {
	if v.Source == policy.SourceRule {
		return "policy:" + v.Rule
	}
	return v.Source
}

// callLimit counts the script's calls; past the cap the script stops.
// Direct calls are not a script's and are not counted.
func (cfg *Config) callLimit(next Handler) Handler {
	max := cfg.MaxCalls
	if max == 0 {
		max = DefaultMaxCalls
	}
	return func(ctx context.Context, c *Call) (*catalog.Result, error) {
		if c.Direct || max < 0 {
			return next(ctx, c)
		}
		s := c.script
		s.mu.Lock()
		s.calls++
		over := s.calls > max
		s.mu.Unlock()
		if over {
			return nil, &StopError{toolerr.CallLimit(fmt.Sprintf("more than %s in one script; the script was stopped. "+
				"Use list-style tools that return many items in one call, or split the work into several scripts", plural.Count(int64(max), "tool call", "tool calls")))}
		}
		return next(ctx, c)
	}
}

// commit lets the call out: the last moment a call can still be held
// back. It consumes the once answer that allows the call, if one does
// (another caller may have taken it: the call then needs approval
// again), writes the started entry of a call that may change something
// (a call the log must show even if the process dies during it),
// records the call as sent (Script.sent), and gives the once answer back
// when the script was stopped before the call was sent.
func (cfg *Config) commit(next Handler) Handler {
	return func(ctx context.Context, c *Call) (*catalog.Result, error) {
		if ctx.Err() != nil {
			return nil, stopped(c.Entry)
		}
		if c.onceInput != "" {
			id, err := cfg.Approvals.Consume(ctx, c.script.Scope(), c.Entry.Canonical, c.onceInput)
			if err != nil {
				return nil, storeError(ctx, c.Entry, "the approval store did not answer", err)
			}
			if id == "" {
				// Used up by a racing call, or revoked: ask again.
				req, err := cfg.Approvals.Request(ctx, store.ApprovalRequest{Session: c.script.Session, Principal: c.script.Principal, Tool: c.Entry.Command,
					Canonical: c.Entry.Canonical, Input: c.onceInput, Reason: toolerr.CodeNeedsApproval, Message: c.Verdict.Message, Line: c.Line})
				if err != nil {
					return nil, storeError(ctx, c.Entry, "the approval request could not be stored", err)
				}
				c.Request, c.Source = req, "once used up"
				return nil, &StopError{NeedsApproval(c.Entry.Command, c.Verdict.Message, req)}
			}
			c.onceID, c.Request = id, id
		}
		release := func() {
			if c.onceID != "" {
				_ = cfg.Approvals.Release(context.WithoutCancel(ctx), c.onceID)
				c.onceID = ""
			}
		}
		if !c.ReadOnly && cfg.Audit != nil {
			if err := cfg.Audit.Audit(ctx, cfg.entry(c, store.OutcomeStarted, "")); err != nil {
				release()
				if ctx.Err() != nil {
					return nil, stopped(c.Entry)
				}
				return nil, toolerr.Unavailable(fmt.Sprintf("%s: the audit log could not be written, so the call is not made: %v", c.Entry.Command, err), true)
			}
		}
		if ctx.Err() != nil {
			release()
			return nil, stopped(c.Entry)
		}
		c.Made = true
		c.script.sent(c)
		res, err := next(ctx, c)
		if !c.Made {
			release() // stopped before it was sent after all
		}
		return res, err
	}
}

// auditOutcome writes the final audit entry of every call that got past
// parsing, made or not (the context may be done: the entry is written all
// the same): ok, error, not made, or unknown for a call that was sent
// and got no answer.
func (cfg *Config) auditOutcome(next Handler) Handler {
	if cfg.Audit == nil {
		return next
	}
	return func(ctx context.Context, c *Call) (*catalog.Result, error) {
		res, err := next(ctx, c)
		outcome, code := store.OutcomeOK, ""
		switch {
		case !c.Made:
			outcome, code = store.OutcomeNotMade, codeOf(err)
			if err == nil {
				code = ""
			}
		case toolerr.MayHaveRun(err):
			outcome, code = store.OutcomeUnknown, codeOf(err)
		case err != nil:
			outcome, code = store.OutcomeError, codeOf(err)
		case res != nil && res.IsError:
			outcome, code = store.OutcomeError, toolerr.CodeToolError
		}
		_ = cfg.Audit.Audit(context.WithoutCancel(ctx), cfg.entry(c, outcome, code))
		return res, err
	}
}

func (cfg *Config) entry(c *Call, outcome store.Outcome, code string) store.AuditEntry {
	verdict := store.VerdictAllow
	switch c.Verdict.Action {
	case policy.Ask:
		verdict = store.VerdictAsk
	case policy.Deny:
		verdict = store.VerdictDeny
	}
	return store.AuditEntry{Session: c.script.Session, Script: c.script.ID, Call: c.n, Tool: c.Entry.Command,
		Canonical: c.Entry.Canonical, Input: c.auditInput(), Verdict: verdict, Source: c.Source,
		Outcome: outcome, ErrorCode: code, Line: c.Line, Approval: c.Request}
}

// postHooks runs the post-tool hooks on the result, which may replace it,
// withhold it or add context. An answer that came in the grace after the
// script was stopped is checked all the same (the report shows it), on a
// context of its own bounded by AnswerGrace; when even that ends first,
// the call ran and succeeded, and its result is withheld.
func (cfg *Config) postHooks(next Handler) Handler {
	return func(ctx context.Context, c *Call) (*catalog.Result, error) {
		res, err := next(ctx, c)
		if err != nil || res == nil {
			return res, err
		}
		hctx := ctx
		if ctx.Err() != nil {
			var cancel context.CancelFunc
			hctx, cancel = context.WithTimeout(context.WithoutCancel(ctx), AnswerGrace)
			defer cancel()
		}
		out, herr := cfg.Hooks.RunPost(hctx, c.policyCall(false), res)
		if herr != nil {
			if ctx.Err() != nil {
				return &catalog.Result{}, nil // it ran; its result unchecked, so withheld
			}
			return nil, &StopError{toolerr.Stopped(fmt.Sprintf("%s: the script was stopped before its result was checked", c.Entry.Command))}
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
}

// AnswerGrace is how long a call already sent may still be answered
// once its script is stopped (by another call, a limit, the time limit,
// or its end while the call runs in a background job): an answer that
// comes within it is the call's outcome in the report and the audit log;
// after it the call is cancelled, and its outcome is unknown.
const AnswerGrace = 2 * time.Second

// Send makes the call: the end of the chain. A call is not sent once its
// script is stopped; once sent, it is waited for until its answer comes
// or AnswerGrace after the script was stopped (see catalog.WithStop). A
// call sent that got no answer fails with toolerr.NoAnswer: it may have
// run, and is never retryable.
func Send(ctx context.Context, c *Call) (*catalog.Result, error) {
	if ctx.Err() != nil {
		c.Made = false
		return nil, stopped(c.Entry)
	}
	actx, done := answerContext(ctx)
	defer done()
	res, err := c.Entry.Source.Call(catalog.WithStop(actx, ctx), c.Entry.Tool.Name, c.Input)
	if err != nil {
		if errors.Is(err, catalog.ErrNotSent) {
			c.Made = false
			return nil, stopped(c.Entry)
		}
		err = callError(ctx, c.Entry, err)
		var u *toolerr.UnavailableError
		if c.ReadOnly && errors.As(err, &u) && u.Sent && !IsStop(err) {
			// A read-only call changed nothing: calling it again is safe.
			err = toolerr.Unavailable(u.Msg, true)
		}
		return nil, err
	}
	return res, nil
}

// answerContext returns the context a sent call waits on for its answer:
// ctx's values, ended AnswerGrace after ctx ends (or by done).
func answerContext(ctx context.Context) (context.Context, context.CancelFunc) {
	actx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	stop := context.AfterFunc(ctx, func() {
		t := time.NewTimer(AnswerGrace)
		defer t.Stop()
		select {
		case <-t.C:
			cancel()
		case <-actx.Done():
		}
	})
	return actx, func() { stop(); cancel() }
}

// callError maps an error from a source to a coded error. The call was
// sent (catalog.ErrNotSent aside): a failure that is no answer from the
// tool (the script stopped before the answer came, a deadline) is
// NoAnswer.
func callError(ctx context.Context, e *catalog.Entry, err error) error {
	var coded toolerr.Coded
	switch {
	case errors.As(err, &coded):
		return err // an answer (tool_error), or the source's own NoAnswer
	case ctx.Err() != nil:
		return &StopError{toolerr.NoAnswer(fmt.Sprintf("%s: no answer came before the script was stopped", e.Command))}
	case errors.Is(err, context.DeadlineExceeded):
		return toolerr.NoAnswer(fmt.Sprintf("%s did not answer in time", e.Command))
	}
	return toolerr.Unavailable(fmt.Sprintf("%s could not be called: %v", e.Command, err), true)
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

// RequestID returns the approval request's id.
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
