package gate

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/toolsinshell/tis/analyzer"
	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/policy"
	"github.com/toolsinshell/tis/store"
	"github.com/toolsinshell/tis/toolerr"
)

// The verdicts of the pre-flight check.
const (
	VerdictAllow         = "allow"
	VerdictNeedsApproval = "needs approval"
	VerdictDenied        = "denied"
	VerdictRunTime       = "checked at run time"
	VerdictDiscovery     = "discovery"
	VerdictWillFail      = "will fail" // unknown tool or invalid input: the call fails when it runs
)

// Checked is one tools call of a script as the pre-flight check judged it.
type Checked struct {
	analyzer.Call
	// Command names the tool ("tools github delete-branch"), when the
	// call's words name one.
	Command string `json:"command,omitempty"`
	// Input is the literal input, when the call has one.
	Input map[string]any `json:"input,omitempty"`
	// Verdict is one of the Verdict* constants.
	Verdict string `json:"verdict"`
	// Message says why.
	Message string `json:"message,omitempty"`
	// Source is what decided a judged call: policy's verdict source
	// (rule, annotation, inferred, default) or "answer" (a stored
	// answer of a person).
	Source string `json:"source,omitempty"`
	// RequestID is the approval request raised for the call.
	RequestID string `json:"request_id,omitempty"`

	canonical string // the tool's canonical name, when resolved
}

// Check is the pre-flight judgment of a script.
type Check struct {
	// Calls are the tools calls, in order.
	Calls []Checked `json:"calls"`
	// Opaque are the constructs the analyzer cannot see through; calls
	// they make are checked at run time.
	Opaque []analyzer.Opaque `json:"opaque"`
	// Start says whether the script would start.
	Start bool `json:"start"`
	// Stopped is the first call that keeps the script from starting.
	Stopped *Stopped `json:"stopped,omitempty"`
}

// Preflight judges the literal, stdin-free calls of an analyzed script
// with policy and the stored answers of the session scope names, using
// up no answer. With
// raise, an approval request is raised for each call that needs one (a
// run does; tscheck only looks). The script may start when no call needs
// approval and none is denied.
func (cfg *Config) Preflight(ctx context.Context, cat *catalog.Catalog, rep *analyzer.Report, scope store.Scope, raise bool) (*Check, error) {
	chk := &Check{Calls: []Checked{}, Opaque: rep.Opaque, Start: true}
	for _, call := range rep.Calls {
		c := Checked{Call: call}
		switch {
		case call.Discovery:
			c.Verdict = VerdictDiscovery
		case !call.Literal || call.ReadsStdin:
			c.Verdict, c.Message = VerdictRunTime, runTimeReason(call)
		case catalog.ReadsFiles(call.Args):
			c.Verdict, c.Message = VerdictRunTime, "input read from a file at run time (@path)"
		default:
			if err := cfg.judge(ctx, cat, &c, scope, raise); err != nil {
				return nil, err
			}
		}
		if c.Verdict == VerdictNeedsApproval || c.Verdict == VerdictDenied {
			if chk.Start {
				chk.Stopped = &Stopped{Reason: toolerr.CodeNeedsApproval, BeforeStart: true, Line: c.Line,
					Call: &StoppedCall{Tool: c.Command, Input: c.Input}, Message: c.Message}
				if c.Verdict == VerdictDenied {
					chk.Stopped.Reason = toolerr.CodeDenied
				}
				if c.RequestID != "" {
					chk.Stopped.Approval, chk.Stopped.RequestID = "requested", c.RequestID
				}
			}
			chk.Start = false
		}
		chk.Calls = append(chk.Calls, c)
	}
	return chk, nil
}

func runTimeReason(c analyzer.Call) string {
	switch {
	case !c.Literal && c.ReadsStdin:
		return "input built at run time and read from stdin (" + c.StdinFrom + ")"
	case !c.Literal:
		return "input built at run time"
	}
	return "input read from stdin (" + c.StdinFrom + ")"
}

// judge resolves a literal call, builds its input and judges it.
func (cfg *Config) judge(ctx context.Context, cat *catalog.Catalog, c *Checked, scope store.Scope, raise bool) error {
	session := scope.Session
	e, n, err := cat.Resolve(ctx, c.Args)
	if err != nil || e == nil {
		c.Verdict, c.Message = VerdictWillFail, "no such tool"
		if err != nil {
			c.Message = err.Error()
		}
		return nil
	}
	c.Command, c.canonical = e.Command, e.Canonical
	schema, err := e.Schema()
	if err == nil {
		var rest []string
		if rest, _, err = catalog.SplitOutput(c.Args[n:], schema, catalog.OutputAuto); err == nil {
			c.Input, err = catalog.ParseInput(rest, catalog.InputFrom{}, schema)
		}
	}
	if err == nil {
		err = schema.Validate(c.Input)
	}
	if err != nil {
		c.Verdict, c.Message = VerdictWillFail, err.Error()
		return nil
	}
	call := &Call{Entry: e, Input: c.Input, script: &Script{Session: session, Principal: scope.Principal}}
	v := cfg.Policy.Decide(call.policyCall(true), cfg.Decide)
	c.Message, c.Source = v.Message, v.Source
	switch v.Action {
	case policy.Allow:
		c.Verdict = VerdictAllow
		return nil
	case policy.Deny:
		c.Verdict = VerdictDenied
		c.Message = denied(e, v).Error()
		return nil
	}
	if cfg.Approvals == nil {
		c.Verdict = VerdictNeedsApproval
		return nil
	}
	input, err := canonicalInput(c.Input)
	if err != nil {
		return err
	}
	d, err := cfg.Approvals.Peek(ctx, scope, e.Canonical, input)
	if err != nil {
		return fmt.Errorf("approval store: %w", err)
	}
	switch d {
	case store.Allowed, store.AllowedOnce:
		c.Verdict, c.Message, c.Source = VerdictAllow, "a person allowed it ("+d.String()+")", "answer"
		return nil
	case store.Denied:
		c.Verdict, c.Message, c.Source = VerdictDenied, "a person denied this call", "answer"
		return nil
	}
	c.Verdict = VerdictNeedsApproval
	if raise {
		id, err := cfg.Approvals.Request(ctx, store.ApprovalRequest{Session: session, Principal: scope.Principal, Tool: e.Command,
			Canonical: e.Canonical, Input: input, Reason: toolerr.CodeNeedsApproval, Message: v.Message,
			Line: c.Line, BeforeStart: true})
		if err != nil {
			return fmt.Errorf("approval store: %w", err)
		}
		c.RequestID = id
	}
	return nil
}

// AuditBeforeStart writes to the audit log the calls that kept script s
// from starting (needs approval, denied): a call refused before the
// script started was judged as much as one refused while it ran. They are
// not numbered (Call 0): none of the script ran.
func (cfg *Config) AuditBeforeStart(ctx context.Context, s *Script, chk *Check) error {
	if cfg.Audit == nil || chk.Start {
		return nil
	}
	for _, c := range chk.Calls {
		verdict, code := store.VerdictAsk, toolerr.CodeNeedsApproval
		switch c.Verdict {
		case VerdictNeedsApproval:
		case VerdictDenied:
			verdict, code = store.VerdictDeny, toolerr.CodeDenied
		default:
			continue
		}
		input, err := json.Marshal(c.Input)
		if err != nil {
			return err
		}
		e := store.AuditEntry{Session: s.Session, Script: s.ID, Tool: c.Command, Canonical: c.canonical, Input: string(input),
			Verdict: verdict, Source: c.Source, Outcome: store.OutcomeNotMade, ErrorCode: code, Line: c.Line, Approval: c.RequestID}
		if err := cfg.Audit.Audit(ctx, e); err != nil {
			return err
		}
	}
	return nil
}
