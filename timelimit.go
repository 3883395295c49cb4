package tis

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/toolsinshell/tis/runtime"
	"github.com/toolsinshell/tis/runtime/gate"
)

// keepGrace is how long past a script's deadline the work after the
// script may go on: keeping the files a worker sent back and saving the
// session. That work is linear in the session's files (bounded by the
// file limits), so it takes milliseconds; the grace only bounds it.
const keepGrace = 2 * time.Second

// timeLimit is a script's time limit over everything done for it: the
// files loaded before it, the script itself (in this process or in a
// worker), and the files kept and saved after it. The zero value has no
// limit.
type timeLimit struct {
	began    time.Time
	limit    time.Duration
	deadline time.Time
}

// newTimeLimit starts the time limit of l's Timeout at began.
func newTimeLimit(began time.Time, l runtime.Limits) timeLimit {
	d := l.Explicit().Timeout
	if d <= 0 {
		return timeLimit{began: began}
	}
	return timeLimit{began: began, limit: d, deadline: began.Add(d)}
}

// within returns ctx ended at the deadline plus grace, its cause the time
// limit.
func (t timeLimit) within(ctx context.Context, grace time.Duration) (context.Context, context.CancelFunc) {
	if t.limit <= 0 {
		return context.WithCancel(ctx)
	}
	return context.WithDeadlineCause(ctx, t.deadline.Add(grace), runtime.TimeLimit(t.limit))
}

// hit reports whether err is the time limit's.
func (t timeLimit) hit(err error) bool {
	var le *runtime.LimitError
	return errors.As(err, &le) && le.Limit == runtime.LimitTime
}

// notLoaded is the result of a script that did not run because its
// session's files could not be loaded within its time limit.
func (t timeLimit) notLoaded(opts *RunOptions, sc *gate.Script) *Result {
	msg := fmt.Sprintf("%s: %v: the session's files could not be loaded within it; they are kept as they were, and the script did not run\n",
		scriptName(opts), runtime.TimeLimit(t.limit))
	out := &Result{ExitCode: runtime.StatusTime, Stderr: msg, Segments: []runtime.Segment{{Stderr: true, Text: msg}},
		LimitsHit: []string{runtime.LimitTime}, Images: []Image{}, Duration: time.Since(t.began)}
	out.Report, out.Reported = sc.Report(out.ExitCode, runtime.LimitTime+"_limit")
	return out
}

// notKept records on res that the files the script left could not be
// kept within its time limit; what says what became of them.
func (t timeLimit) notKept(res *runtime.Result, opts *RunOptions, what string) {
	le := runtime.TimeLimit(t.limit)
	msg := fmt.Sprintf("%s: %v: the files the script left could not be kept within it; %s\n", scriptName(opts), le, what)
	res.Stderr += msg
	res.Segments = append(res.Segments, runtime.Segment{Stderr: true, Text: msg})
	if !slices.Contains(res.LimitsHit, runtime.LimitTime) {
		res.LimitsHit = append(res.LimitsHit, runtime.LimitTime)
	}
	if res.Stopped == nil {
		res.Stopped = le
	}
	if res.ExitCode == 0 {
		res.ExitCode = le.Status()
	}
}
