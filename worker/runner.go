package worker

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"maps"
	"slices"
	"time"

	"github.com/toolsinshell/tis/runtime"
	"github.com/toolsinshell/tis/runtime/command"
)

// MaxStdin bounds the stdin a script run in a worker is given: it is
// read whole before the script starts, to send it along.
const MaxStdin = 64 << 20

// Runner runs the scripts of one session in worker processes, one worker
// a script: runtime.Session's Run, with the script in a worker over a
// copy of the session's files and the script's own commands
// (RunOptions.Commands, such as tools) run here, in the parent. The files
// the script leaves replace the session's once it ends; a worker that
// crashes, runs out of memory or is killed leaves them as they were.
//
// RunOptions.Watch is not called: the worker's output comes back with
// its result.
type Runner struct {
	// Pool gives the workers.
	Pool *Pool
	// Session holds the files a script starts from and keeps those it
	// leaves; its limits are the script's.
	Session *runtime.Session
	// Log hears of workers that ended without a result; nil: nobody.
	Log *slog.Logger
}

// HostError is the Result.Stopped of a script that could not be run
// through no fault of its own: no worker could be started, its stdin
// could not be read, the files it left could not be kept. Whoever runs
// the script reports it as its own failure.
type HostError struct{ Err error }

func (e *HostError) Error() string { return e.Err.Error() }
func (e *HostError) Unwrap() error { return e.Err }

// Run runs src in a worker. Its time counts from opts.Started: sending
// the files and the script, and keeping the files it left (within
// runtime.KeepGrace past the deadline; when that cannot be done in time,
// the files stay as they were before the script, as after a crash).
func (r *Runner) Run(ctx context.Context, src string, opts *runtime.RunOptions) *runtime.Result {
	if opts == nil {
		opts = &runtime.RunOptions{}
	}
	started := opts.Started
	if started.IsZero() {
		started = time.Now()
	}
	limits := r.Session.ExplicitLimits()
	tb := runtime.NewTimeBudget(started, limits)
	var stdin []byte
	if opts.Stdin != nil {
		var err error
		if stdin, err = command.ReadAllMax(ctx, opts.Stdin, MaxStdin, "stdin"); err != nil {
			return hostFailure(started, fmt.Errorf("reading the script's stdin: %w", err))
		}
	}
	proc, err := r.Pool.Get()
	if err != nil {
		return hostFailure(started, err)
	}
	job := &Job{Script: src, Name: opts.Name, File: opts.File, Env: opts.Env, Limits: limits, Stdin: stdin,
		Files: r.Session.FS().Snapshot(), Commands: slices.Sorted(maps.Keys(opts.Commands)), Started: started}
	calls := func(ctx context.Context, c *Call) *Reply {
		return runHere(ctx, opts.Commands[c.Name], c, limits.MaxBufferBytes)
	}
	wres := proc.Run(ctx, job, calls, limits.MaxOutputBytes)
	if wres.Done == nil && wres.NotTaken && ctx.Err() == nil {
		// A spare that died waiting: the script never ran; once more in
		// a new worker.
		if proc, err = r.Pool.Start(); err != nil {
			return hostFailure(started, err)
		}
		wres = proc.Run(ctx, job, calls, limits.MaxOutputBytes)
	}
	if wres.Done == nil {
		return r.crashed(ctx, wres, job, opts.Name)
	}
	d := wres.Done
	res := &runtime.Result{ExitCode: d.ExitCode, Stdout: d.Stdout, Stderr: d.Stderr, Segments: d.Segments,
		LimitsHit: d.LimitsHit, Commands: d.Commands, Duration: d.Duration}
	switch {
	case d.StopLimit != "":
		res.Stopped = &runtime.LimitError{Limit: d.StopLimit}
	case d.StopMsg != "":
		res.Stopped = errors.New(d.StopMsg)
	}
	if d.NotRun {
		return res
	}
	kctx, cancelKeep := tb.Within(ctx, runtime.KeepGrace)
	err = r.Session.ResetFiles(kctx, d.Files)
	cancelKeep()
	switch {
	case err != nil && runtime.IsTimeLimit(err):
		tb.NotKept(res, opts.Name, "the session's files are as before the script")
	case err != nil:
		res.Stopped = &HostError{Err: fmt.Errorf("keeping the script's files: %w", err)}
	}
	return res
}

// runHere runs one call of the worker's script to a command of the
// parent's (nil: unknown, which the worker never asks for).
func runHere(ctx context.Context, f command.Func, c *Call, maxBuffer int64) *Reply {
	if f == nil {
		return &Reply{Stderr: fmt.Appendf(nil, "%s: not a command of the parent\n", c.Name), Status: 127}
	}
	var out, errb bytes.Buffer
	call := &command.Call{Name: c.Name, Args: c.Args, Stdin: c.Stdin, StdinGiven: c.StdinGiven, Stdout: &out, Stderr: &errb,
		Dir: c.Dir, Line: c.Line, MaxBuffer: maxBuffer, Now: time.Now, Remote: callFiles{c}}
	err := f(ctx, call)
	reply := &Reply{Stdout: out.Bytes(), Stderr: errb.Bytes()}
	var stop *command.StopError
	switch {
	case errors.As(err, &stop):
		reply.Stop, reply.StopMsg = true, stop.Error()
	default:
		n, ok := command.StatusOf(err)
		if !ok {
			n = 1
		}
		reply.Status = n
	}
	return reply
}

// callFiles reaches the worker's files for one call.
type callFiles struct{ c *Call }

func (f callFiles) SaveNew(dir, base, ext string, data []byte) (string, error) {
	return f.c.Save(dir, base, ext, data)
}

func (f callFiles) ReadFile(name string) ([]byte, error) { return f.c.ReadFile(name) }

// crashed is the result of a script whose worker sent none: it crashed,
// ran out of memory, or was killed past its time limit. The files stay
// as before the script.
func (r *Runner) crashed(ctx context.Context, wres *Result, job *Job, name string) *runtime.Result {
	res := &runtime.Result{Stdout: wres.Stdout, Stderr: wres.Stderr, Segments: wres.Segments, Duration: time.Since(job.Started)}
	name = runtime.ScriptName(name)
	var le *runtime.LimitError
	switch {
	case wres.OutOfMemory:
		le = &runtime.LimitError{Limit: runtime.LimitMemory, Detail: fmt.Sprintf("%d bytes of memory", job.Limits.MaxMemoryBytes)}
	case wres.Killed && ctx.Err() == nil:
		le = &runtime.LimitError{Limit: runtime.LimitTime, Detail: job.Limits.Timeout.String()}
	}
	switch {
	case le != nil:
		res.ExitCode, res.Stopped, res.LimitsHit = le.Status(), le, []string{le.Limit}
		res.Note(fmt.Sprintf("%s: %v\n", name, le))
	case wres.Signal != 0 && ctx.Err() == nil:
		// Ended from outside (kill -9 of the worker, say): no limit of the
		// script's did it.
		res.ExitCode = 128 + int(wres.Signal)
		res.Stopped = fmt.Errorf("the script's worker process was ended by signal %d (%v), not by a limit of the script", int(wres.Signal), wres.Signal)
		res.Note(fmt.Sprintf("%s: %v; the session's files are as before the script\n", name, res.Stopped))
		r.warn("worker ended by a signal", "signal", wres.Signal, "stderr", wres.StderrTail)
	case ctx.Err() != nil:
		res.ExitCode, res.Stopped = 130, ctx.Err()
		res.Note(name + ": the script was cancelled\n")
	default:
		res.ExitCode = 1
		res.Stopped = fmt.Errorf("internal error: the script's worker process ended (%s)", wres.Exit)
		res.Note(fmt.Sprintf("%s: %v; the session's files are as before the script\n", name, res.Stopped))
		r.warn("worker ended without a result", "exit", wres.Exit, "stderr", wres.StderrTail)
	}
	if res.LimitsHit == nil {
		res.LimitsHit = []string{}
	}
	return res
}

func (r *Runner) warn(msg string, args ...any) {
	if r.Log != nil {
		r.Log.Warn(msg, args...)
	}
}

// hostFailure is the result of a script that could not be run for the
// host's own failure.
func hostFailure(started time.Time, err error) *runtime.Result {
	return &runtime.Result{ExitCode: 1, Stopped: &HostError{Err: err}, LimitsHit: []string{}, Duration: time.Since(started)}
}
