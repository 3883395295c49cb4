package toolcmd

import (
	"errors"

	"github.com/toolsinshell/tis/toolerr"
)

// Report is what a script did with tools (SPEC section 7): the calls that
// may have changed something, how many read-only calls ran, and where and
// why the script stopped.
type Report struct {
	ExitCode int         `json:"exit_code"`
	Success  bool        `json:"success"`
	Tools    ToolsReport `json:"tools"`
}

// ToolsReport is the tools part of a Report.
type ToolsReport struct {
	// Done lists every call that is not read-only, with its outcome.
	Done []CallRecord `json:"done"`
	// ReadOnlyCalls counts the read-only calls that ran.
	ReadOnlyCalls int `json:"read_only_calls"`
	// Stopped says why the script stopped early, if it did.
	Stopped *Stopped `json:"stopped,omitempty"`
	// NotReached says what did not run after a stop.
	NotReached string `json:"not_reached,omitempty"`
}

// Stopped is the stop of a report.
type Stopped struct {
	// Reason is needs_approval, denied, call_limit, time_limit, ...
	Reason string `json:"reason"`
	// Approval is "requested" when a person was asked about the call.
	Approval string `json:"approval,omitempty"`
	// RequestID names the approval request.
	RequestID string `json:"request_id,omitempty"`
	// BeforeStart: the script did not start at all.
	BeforeStart bool `json:"before_start"`
	// Line is the script line of the call (0 when not known).
	Line int `json:"line,omitempty"`
	// Call is the call that stopped the script.
	Call *StoppedCall `json:"call,omitempty"`
	// Message explains the stop.
	Message string `json:"message,omitempty"`
}

// StoppedCall names a call in a stop.
type StoppedCall struct {
	Tool  string         `json:"tool"`
	Input map[string]any `json:"input"`
}

// NotReached is the text of Report.Tools.NotReached.
const NotReached = "the stopped call and everything after it; write a new script for the rest"

// Stopper is implemented by the errors that carry an approval request id.
type Stopper interface{ RequestID() string }

// Report builds the report of the script, given its exit code and, when
// it was stopped by something else than a call (the time limit), that
// reason. ok is false when there is nothing to report: the script ran to
// its end without being stopped and did not fail after a call that may
// have changed something.
func (t *Command) Report(exitCode int, otherStop string) (r *Report, ok bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	r = &Report{ExitCode: exitCode, Success: exitCode == 0, Tools: ToolsReport{Done: []CallRecord{}}}
	for _, c := range t.log {
		switch {
		case c.Error != "" && c.Error != toolerr.CodeToolError && c.Error != toolerr.CodeUnavailable && c.Error != toolerr.CodeConnectionRequired:
			// refused calls were not made: not done
		case c.ReadOnly:
			if c.OK {
				r.Tools.ReadOnlyCalls++
			}
		default:
			r.Tools.Done = append(r.Tools.Done, c)
		}
	}
	if t.stop != nil {
		st := &Stopped{Reason: codeOf(t.stop.err), Line: t.stop.line, Message: t.stop.err.Error(),
			Call: &StoppedCall{Tool: t.stop.call.Tool, Input: t.stop.call.Input}}
		var s Stopper
		if errors.As(t.stop.err, &s) && s.RequestID() != "" {
			st.Approval, st.RequestID = "requested", s.RequestID()
		}
		r.Tools.Stopped = st
		r.Tools.NotReached = NotReached
		return r, true
	}
	if otherStop != "" {
		r.Tools.Stopped = &Stopped{Reason: otherStop}
		r.Tools.NotReached = "everything after the point where the script was stopped; write a new script for the rest"
		return r, true
	}
	return r, exitCode != 0 && len(r.Tools.Done) > 0
}
