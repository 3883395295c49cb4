package tis

import (
	"fmt"
	"time"

	"github.com/toolsinshell/tis/runtime"
	"github.com/toolsinshell/tis/runtime/gate"
)

// notLoaded is the result of a script that did not run because its
// session's files could not be loaded within its time limit.
func notLoaded(tb runtime.TimeBudget, opts *RunOptions, sc *gate.Script) *Result {
	msg := fmt.Sprintf("%s: %v: the session's files could not be loaded within it; they are kept as they were, and the script did not run\n",
		runtime.ScriptName(opts.Name), runtime.TimeLimit(tb.Limit))
	out := &Result{ExitCode: runtime.StatusTime, Stderr: msg, Segments: []runtime.Segment{{Stderr: true, Text: msg}},
		LimitsHit: []string{runtime.LimitTime}, Images: []Image{}, Duration: time.Since(tb.Began)}
	out.Report, out.Reported = sc.Report(out.ExitCode, runtime.LimitTime+"_limit")
	return out
}
