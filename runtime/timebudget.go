package runtime

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"
)

// KeepGrace is how long past a script's deadline the work after the
// script may go on: keeping the files a worker sent back and saving the
// session. That work is linear in the session's files (bounded by the
// file limits), so it takes milliseconds; the grace only bounds it.
const KeepGrace = 2 * time.Second

// TimeBudget is a script's time limit over everything done for it: the
// files loaded before it, the script itself (in this process or in a
// worker), and the files kept and saved after it. The zero value has no
// limit.
type TimeBudget struct {
	// Began is when the script's time began.
	Began time.Time
	// Limit is the script's time limit (0: none).
	Limit time.Duration
}

// NewTimeBudget starts the time limit of l's Timeout (with its default)
// at began.
func NewTimeBudget(began time.Time, l Limits) TimeBudget {
	d := l.Explicit().Timeout
	if d < 0 {
		d = 0 // Explicit's "none"
	}
	return TimeBudget{Began: began, Limit: d}
}

// Within returns ctx ended at the deadline plus grace, its cause the time
// limit.
func (t TimeBudget) Within(ctx context.Context, grace time.Duration) (context.Context, context.CancelFunc) {
	if t.Limit <= 0 {
		return context.WithCancel(ctx)
	}
	return context.WithDeadlineCause(ctx, t.Began.Add(t.Limit+grace), TimeLimit(t.Limit))
}

// IsTimeLimit reports whether err is a script's time limit.
func IsTimeLimit(err error) bool {
	var le *LimitError
	return errors.As(err, &le) && le.Limit == LimitTime
}

// NotKept records on res that the files the script (named name) left
// could not be kept within its time limit; what says what became of
// them.
func (t TimeBudget) NotKept(res *Result, name, what string) {
	le := TimeLimit(t.Limit)
	res.Note(fmt.Sprintf("%s: %v: the files the script left could not be kept within it; %s\n", ScriptName(name), le, what))
	if !slices.Contains(res.LimitsHit, LimitTime) {
		res.LimitsHit = append(res.LimitsHit, LimitTime)
	}
	if res.Stopped == nil {
		res.Stopped = le
	}
	if res.ExitCode == 0 {
		res.ExitCode = le.Status()
	}
}

// Note adds msg to the end of the result's stderr, as the script's last
// words: a message about the script from whoever ran it.
func (r *Result) Note(msg string) {
	r.Stderr += msg
	r.Segments = append(r.Segments, Segment{Stderr: true, Text: msg})
}

// ScriptName names a script in messages: its RunOptions.Name, "bash"
// when it has none.
func ScriptName(name string) string {
	if name == "" {
		return "bash"
	}
	return name
}
