package gate

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"unicode/utf8"

	"github.com/toolsinshell/tis/catalog"
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
	// Done lists every call that was sent and is not read-only, with its
	// outcome: its result when the answer came, or outcome unknown when
	// none came before the script ended (each may have changed
	// something). A call refused, or stopped before it was sent, is not
	// here.
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
	// Cut says that the input shown was cut to fit the result budget,
	// and where all of it is (empty when nothing was cut).
	Cut string `json:"cut,omitempty"`
}

// The texts of ToolsReport.NotReached.
const (
	NotReached       = "the stopped call and everything after it; write a new script for the rest"
	NotReachedLimit  = "everything after the point where the script was stopped; write a new script for the rest"
	NotStarted       = "the whole script: it did not start; run it again, unchanged, once the request is answered"
	NotStartedDenied = "the whole script: it did not start, because a call it makes is denied"
)

// Report builds the report of the script, given its exit code and, when
// it was stopped by something else than a call (the time limit), that
// reason ("time_limit"). ok is false when there is nothing to report: the
// script ran to its end without being stopped and did not fail after a
// call that may have changed something.
func (s *Script) Report(exitCode int, otherStop string) (r *Report, ok bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	r = &Report{ExitCode: exitCode, Success: exitCode == 0, Tools: ToolsReport{Done: []CallRecord{}}}
	for _, c := range s.log {
		if c.InFlight {
			c = c.unknown() // sent, and no answer before the report
		}
		switch {
		case !c.Made:
			// refused, or never let out: not done
		case c.ReadOnly:
			if c.OK {
				r.Tools.ReadOnlyCalls++
			}
		default:
			r.Tools.Done = append(r.Tools.Done, c)
		}
	}
	if s.stop != nil {
		st := &Stopped{Reason: codeOf(s.stop.err), Line: s.stop.line, Message: s.stop.err.Error(),
			Call: &StoppedCall{Tool: s.stop.call.Tool, Input: s.stop.call.Input}}
		var ae *ApprovalError
		if errors.As(s.stop.err, &ae) && ae.ID != "" {
			st.Approval, st.RequestID = "requested", ae.ID
		}
		r.Tools.Stopped = st
		r.Tools.NotReached = NotReached
		return r, true
	}
	if otherStop != "" {
		r.Tools.Stopped = &Stopped{Reason: otherStop}
		r.Tools.NotReached = NotReachedLimit
		return r, true
	}
	return r, exitCode != 0 && len(r.Tools.Done) > 0
}

// BeforeStartReport is the report of a script that did not start: stop
// is the call that kept it from starting (Preflight's Check.Stopped).
func BeforeStartReport(stop *Stopped) *Report {
	r := &Report{ExitCode: 1, Tools: ToolsReport{Done: []CallRecord{}, Stopped: stop, NotReached: NotStarted}}
	if stop != nil && stop.Reason == "denied" {
		r.Tools.NotReached = NotStartedDenied
	}
	return r
}

// resultLimit bounds a result kept for the report.
const resultLimit = 500

// trimResult keeps a short form of a result for the report: structured
// content, or the text (as JSON when it is JSON), cut to resultLimit
// characters.
func trimResult(res *catalog.Result) any {
	if res.Structured != nil {
		if b, err := MarshalCompact(res.Structured); err == nil && len(b) <= resultLimit {
			return res.Structured
		} else if err == nil {
			return cut(string(b))
		}
	}
	var texts []string
	for _, c := range res.Content {
		if c.Text != "" {
			texts = append(texts, c.Text)
		}
	}
	text := strings.TrimSpace(strings.Join(texts, "\n"))
	if text == "" {
		return nil
	}
	if len(text) <= resultLimit && json.Valid([]byte(text)) {
		var v any
		if json.Unmarshal([]byte(text), &v) == nil {
			return v
		}
	}
	return cut(text)
}

func cut(s string) string {
	if len(s) <= resultLimit {
		return s
	}
	i := resultLimit
	for i > 0 && !utf8.RuneStart(s[i]) {
		i--
	}
	return s[:i] + "…"
}

// MarshalCompact renders JSON compactly without HTML escaping, as the
// report and the tools command show it.
func MarshalCompact(v any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
}
