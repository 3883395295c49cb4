// Package gate judges every tool call of a script (SPEC sections 6 and
// 7): before the script starts, the literal calls the analyzer finds
// (Preflight); while it runs, every call as it is made, through a chain
// of links in the order SPEC 6 gives: the guardrails (policy rules that
// deny) and the pre-tool hooks, the schema check, the approval decision
// (policy, annotations, the stored answers, a person asked through
// Config.Ask), the per-script call limit, the audit log, the post-tool
// hooks, and the call itself.
//
// A link is a Middleware: a function from the next Handler to a
// Handler, as mvdan.cc/sh's ExecHandlers and the go-sdk's method
// middleware are. Config.Handler builds the whole chain for one script;
// hosts may add links of their own (Config.Middleware).
//
// Lifetimes: a Config lives as long as the host's configuration (it
// holds the compiled rules and the stores); a Script, and the Handler
// built for it, live for one script: its identity in the audit log, its
// call count, the calls it made and why it stopped (the report).
package gate

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/policy"
	"github.com/toolsinshell/tis/store"
	"github.com/toolsinshell/tis/toolerr"
)

// Call is one tool call on its way through the chain. Links may change
// Input (a hook's rewrite) and the decision fields; the rest is set by
// whoever makes the call.
type Call struct {
	// Entry is the tool called.
	Entry *catalog.Entry
	// Input is the call's input.
	Input map[string]any
	// Line is the script line of the call (0 for a direct call).
	Line int
	// Direct: the model called the tool directly (a kept-visible tool),
	// not a script.
	Direct bool

	// ReadOnly starts as the tool's read-only hint; the approval link
	// sets it from the verdict. Read-only calls are counted in the
	// report, not listed.
	ReadOnly bool
	// Verdict is the approval decision (set by the approval link).
	Verdict policy.Verdict
	// Source names what decided, for the audit log: "policy:RULE",
	// "annotation", "inferred", "default", "hook", "always", "once",
	// "deny", "asked".
	Source string
	// Request is the approval request raised for the call, if one was.
	Request string
	// Made: the call was let out (its started entry is in the audit
	// log): it may have been made.
	Made bool

	n         int         // the call's number in the script
	rec       int         // 1 + the index of its record in the script's log, once sent
	hooks     hookOutcome // what the pre-tool hooks said
	onceInput string      // canonical input of a once answer to consume at the send
	onceID    string      // the once answer consumed
	oversize  int         // the input's size as JSON when past the bound (not sent, not kept)
	script    *Script
}

// Script returns the script the call belongs to.
func (c *Call) Script() *Script { return c.script }

// Handler handles one call: it returns the tool's result or a coded
// error (package toolerr). A needs_approval or call_limit error stops the
// script that made the call.
type Handler func(ctx context.Context, c *Call) (*catalog.Result, error)

// Middleware is one link of the chain: it gets the rest of the chain and
// returns a Handler that does its part around it.
type Middleware func(next Handler) Handler

// Chain returns final wrapped by links, the first outermost.
func Chain(final Handler, links ...Middleware) Handler {
	h := final
	for i := len(links) - 1; i >= 0; i-- {
		h = links[i](h)
	}
	return h
}

// Script is the state one script's calls share. It is safe for
// concurrent use: a script's calls run in parallel in pipelines and
// background jobs.
type Script struct {
	// ID names the script run in the audit log.
	ID string
	// Session is the session answers belong to.
	Session string
	// Principal is whose session it is ("" for the local user): a once
	// answer of an ended session of the principal passes to this one.
	Principal string

	mu       sync.Mutex
	seq      int // calls numbered so far
	calls    int // calls counted against the limit
	log      []CallRecord
	stop     *stopInfo
	out      int           // calls sent that have no answer yet
	answered chan struct{} // closed (and replaced) at each answer
}

// stopInfo is the call that stopped the script.
type stopInfo struct {
	err  error
	line int
	call CallRecord
}

// NewScript returns the state of one script.
func NewScript(id, session string) *Script { return &Script{ID: id, Session: session} }

// Scope is the session of the script as the approvals know it.
func (s *Script) Scope() store.Scope { return store.Scope{Principal: s.Principal, Session: s.Session} }

// Calls returns the calls so far: those sent, in the order they were
// sent (a call still waiting for its answer with InFlight set), and those
// refused, when they were.
func (s *Script) Calls() []CallRecord {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]CallRecord(nil), s.log...)
}

// sent records c, let out and about to be sent, as in flight: from here
// on it is in the report whatever happens next.
func (s *Script) sent(c *Call) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.log = append(s.log, CallRecord{Tool: c.Entry.Command, Canonical: c.Entry.Canonical, Input: c.Input,
		ReadOnly: c.ReadOnly, Made: true, Line: c.Line, InFlight: true})
	c.rec = len(s.log)
	s.out++
}

// settleSlack is how long Settle waits past AnswerGrace: the time a
// call cancelled at the end of its grace takes to return.
const settleSlack = 500 * time.Millisecond

// Settle waits until every call the script sent has its answer, or at
// most AnswerGrace (and settleSlack), or until ctx is done. Each call
// sent is cancelled AnswerGrace after its script was stopped, so once the
// script has ended, Settle returns when the last answer is in or the
// last grace is over; a call still without an answer is reported with
// outcome unknown. A host calls it after the script ended and before
// Report.
func (s *Script) Settle(ctx context.Context) {
	t := time.NewTimer(AnswerGrace + settleSlack)
	defer t.Stop()
	for {
		s.mu.Lock()
		out := s.out
		if s.answered == nil {
			s.answered = make(chan struct{})
		}
		ch := s.answered
		s.mu.Unlock()
		if out == 0 {
			return
		}
		select {
		case <-ch:
		case <-t.C:
			return
		case <-ctx.Done():
			return
		}
	}
}

// CallRecord is one call a script made, or that was refused after its
// input was built.
type CallRecord struct {
	// Tool is the command line that names the tool ("tools github get-pull").
	Tool string `json:"tool"`
	// Canonical is the tool's canonical name (mcp_github__get_pull).
	Canonical string `json:"-"`
	// Input is the input the tool got (or would have got).
	Input map[string]any `json:"input"`
	// OK is true when the tool ran and succeeded.
	OK bool `json:"ok"`
	// Error is the error code when it did not.
	Error string `json:"error,omitempty"`
	// Result is the result, trimmed for the report.
	Result any `json:"result,omitempty"`
	// ReadOnly: the call was judged read-only (the tool's hint, its name
	// or a rule).
	ReadOnly bool `json:"-"`
	// Outcome is OutcomeUnknown for a call that was sent and got no
	// answer (the script was stopped before it came, the call was cut by
	// the time limit, the server went away or did not answer in time): it
	// may have run. Empty when the answer came; OK and Error say what it
	// was.
	Outcome string `json:"outcome,omitempty"`
	// Retryable is false for a call whose outcome is unknown (calling it
	// again may do it twice); nil otherwise.
	Retryable *bool `json:"retryable,omitempty"`
	// Made: the call went out (it may have changed something).
	Made bool `json:"-"`
	// InFlight: the call was sent and its answer has not come yet.
	InFlight bool `json:"-"`
	// Line is the script line of the call.
	Line int `json:"-"`
	// Cut says that the input or result shown was cut to fit the result
	// budget, and where all of it is (empty when nothing was cut).
	Cut string `json:"cut,omitempty"`
}

// OutcomeUnknown is the Outcome of a call that was sent and got no
// answer.
const OutcomeUnknown = "unknown"

// unknown returns r as the report shows a call sent without an answer.
func (r CallRecord) unknown() CallRecord {
	no := false
	r.OK, r.Error, r.Result, r.InFlight = false, "", nil, false
	r.Outcome, r.Retryable = OutcomeUnknown, &no
	return r
}

// Record is the outermost link: it numbers the call, keeps what the
// report needs of it, and remembers the first call that stopped the
// script. Every call that got this far is in Script.Calls, refused ones
// included; a call that was sent is there from the moment it was sent
// (commit), in flight until its answer comes, and then with its answer,
// or with outcome unknown when it was sent and none came.
func Record(next Handler) Handler {
	return func(ctx context.Context, c *Call) (*catalog.Result, error) {
		s := c.script
		s.mu.Lock()
		s.seq++
		c.n = s.seq
		s.mu.Unlock()
		res, err := next(ctx, c)
		rec := CallRecord{Tool: c.Entry.Command, Canonical: c.Entry.Canonical, Input: c.Input,
			ReadOnly: c.ReadOnly, Made: c.Made, Line: c.Line}
		noAnswer := c.Made && toolerr.MayHaveRun(err)
		switch {
		case noAnswer:
			rec = rec.unknown()
		case err != nil:
			rec.Error = codeOf(err)
		case res != nil && res.IsError:
			rec.Error = toolerr.CodeToolError
			rec.Result = trimResult(res)
		default:
			rec.OK = true
			if res != nil {
				rec.Result = trimResult(res)
			}
		}
		s.mu.Lock()
		if c.rec > 0 {
			s.log[c.rec-1] = rec
			s.out--
			if s.answered != nil {
				close(s.answered)
				s.answered = nil
			}
		} else {
			s.log = append(s.log, rec)
		}
		if IsStop(err) && rec.Error != toolerr.CodeStopped && !noAnswer && s.stop == nil {
			s.stop = &stopInfo{err: err, line: c.Line, call: rec}
		}
		s.mu.Unlock()
		return res, err
	}
}

// StopError is an error of the gate that stops the script that made the
// call: needs_approval, call_limit, or stopped (a call reached once the
// script was stopped). The same codes from a tool itself do not stop it.
type StopError struct{ Err error }

// Error implements error.
func (e *StopError) Error() string { return e.Err.Error() }

// Unwrap returns the coded error.
func (e *StopError) Unwrap() error { return e.Err }

// IsStop reports whether err stops the script that made the call.
func IsStop(err error) bool {
	var se *StopError
	return errors.As(err, &se)
}

// codeOf is the SPEC code of err (tool_error for an uncoded error).
func codeOf(err error) string {
	var coded toolerr.Coded
	if errors.As(err, &coded) {
		return coded.Code()
	}
	return toolerr.CodeToolError
}

// stopped is the error of a call reached once the script is stopped
// (another call of a pipeline or a background job stopped it): the call
// is not made.
func stopped(e *catalog.Entry) error {
	return &StopError{toolerr.Stopped(fmt.Sprintf("%s did not run: the script was stopped", e.Command))}
}
