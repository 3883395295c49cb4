package tis

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"sync"
	"time"

	"github.com/toolsinshell/tis/runtime"
	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/toolcmd"
	"github.com/toolsinshell/tis/worker"
)

// Worker runs each script of a host in a worker process: the same
// program started again (or another that calls ServeWorker), with the
// operating system's resource limits on memory and CPU time. The host
// keeps the sources, the gate, the store and the call log, so a worker
// that crashes, runs out of memory or is killed ends only its own script:
// its report is whole, and the session's files stay as they were before
// it. Memory limits are exact in a worker (they bound that one process);
// in the host's own process they bound the whole process.
type Worker struct {
	// Command starts a worker; empty means this program (os.Executable)
	// with worker.Flag. A program that is a worker must call ServeWorker
	// first thing when IsWorker(os.Args[1:]).
	Command []string
	// Spares is how many workers wait started, so that a script does not
	// wait for its worker to start (a gateway keeps one; a command that
	// runs one script needs none).
	Spares int
}

// IsWorker reports whether a program was started as a worker (args are
// os.Args[1:]). Such a program must call ServeWorker at once, before
// anything else, and exit with its status:
//
//	if tis.IsWorker(os.Args[1:]) {
//		os.Exit(tis.ServeWorker(os.Stdin, os.Stdout, os.Stderr))
//	}
func IsWorker(args []string) bool { return worker.IsWorker(args) }

// ServeWorker is a worker's main: it runs one script given on in (the
// host's messages) and answers on out; errw is for its own diagnostics.
// It returns the exit status. It puts the process under the script's
// limits first, so it must run before anything else of the program.
func ServeWorker(in io.Reader, out, errw io.Writer) int { return worker.Serve(in, out, errw) }

// workerPool starts workers and keeps spares.
type workerPool struct {
	argv   []string
	spares int

	mu    sync.Mutex
	ready []*worker.Proc
}

func newWorkerPool(w *Worker) (*workerPool, error) {
	argv := w.Command
	if len(argv) == 0 {
		exe, err := os.Executable()
		if err != nil {
			return nil, fmt.Errorf("worker: %w", err)
		}
		argv = []string{exe, worker.Flag}
	}
	return &workerPool{argv: argv, spares: w.Spares}, nil
}

// get returns a started worker, and starts the spares again. A spare
// that died while it waited is dropped.
func (p *workerPool) get() (*worker.Proc, error) {
	p.mu.Lock()
	var proc *worker.Proc
	for proc == nil && len(p.ready) > 0 {
		n := len(p.ready)
		proc, p.ready = p.ready[n-1], p.ready[:n-1]
		if proc.Exited() {
			proc.Kill() // reaped already; releases its pipes' process
			proc = nil
		}
	}
	p.mu.Unlock()
	go p.refill()
	if proc != nil {
		return proc, nil
	}
	return worker.Start(p.argv, nil)
}

// refill starts workers until there are enough spares.
func (p *workerPool) refill() {
	for {
		p.mu.Lock()
		need := len(p.ready) < p.spares
		p.mu.Unlock()
		if !need {
			return
		}
		proc, err := worker.Start(p.argv, nil)
		if err != nil {
			return
		}
		p.mu.Lock()
		p.ready = append(p.ready, proc)
		p.mu.Unlock()
	}
}

// close kills the spares.
func (p *workerPool) close() {
	p.mu.Lock()
	ready := p.ready
	p.ready, p.spares = nil, 0
	p.mu.Unlock()
	for _, proc := range ready {
		proc.Kill()
	}
}

// maxWorkerStdin bounds the stdin a host gives a script in a worker.
const maxWorkerStdin = 64 << 20

// runInWorker runs one script in a worker process. tools is the script's
// tools command (run here, in the host); images records what it saves.
//
// The script's time counts from tl's start: sending the files, the
// script, and keeping the files it left (within keepGrace past the
// deadline; when that cannot be done in time, the files stay as they
// were before the script, as after a crash).
func (s *Session) runInWorker(ctx context.Context, script string, opts *RunOptions, limits runtime.Limits,
	tools *toolcmd.Command, saves *saveRoutes, tl timeLimit) (*runtime.Result, error) {
	h := s.host
	proc, err := h.workers.get()
	if err != nil {
		return nil, err
	}
	var stdin []byte
	if opts.Stdin != nil {
		stdin, err = command.ReadAllMax(ctx, opts.Stdin, maxWorkerStdin, "stdin")
		if err != nil {
			proc.Kill()
			return nil, fmt.Errorf("reading the script's stdin: %w", err)
		}
	}
	explicit := limits.Explicit()
	job := &worker.Job{Script: script, Name: opts.Name, File: opts.File, Env: opts.Env, Limits: explicit, Stdin: stdin,
		Files: s.rt.FS().Snapshot(), Commands: []string{"tools"}, Started: tl.began}
	calls := func(ctx context.Context, c *worker.Call) *worker.Reply {
		var out, errb bytes.Buffer
		call := &command.Call{Name: c.Name, Args: c.Args, Stdin: c.Stdin, StdinGiven: c.StdinGiven, Stdout: &out, Stderr: &errb,
			Dir: c.Dir, Line: c.Line, MaxBuffer: explicit.MaxBufferBytes, Now: time.Now}
		saves.set(call, c.Save, c.ReadFile)
		defer saves.drop(call)
		err := tools.Run(ctx, call)
		reply := &worker.Reply{Stdout: out.Bytes(), Stderr: errb.Bytes()}
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
	wres := proc.Run(ctx, job, calls, explicit.MaxOutputBytes)
	if wres.Done == nil && wres.NotTaken && ctx.Err() == nil {
		// A spare that died waiting: the script never ran; once more in
		// a new worker.
		if proc, err = worker.Start(h.workers.argv, nil); err != nil {
			return nil, err
		}
		wres = proc.Run(ctx, job, calls, explicit.MaxOutputBytes)
	}
	if d := wres.Done; d != nil {
		res := &runtime.Result{ExitCode: d.ExitCode, Stdout: d.Stdout, Stderr: d.Stderr, Segments: d.Segments,
			LimitsHit: d.LimitsHit, Commands: d.Commands, Duration: d.Duration}
		switch {
		case d.StopLimit != "":
			res.Stopped = &runtime.LimitError{Limit: d.StopLimit}
		case d.StopMsg != "":
			res.Stopped = errors.New(d.StopMsg)
		}
		if d.NotRun {
			return res, nil
		}
		kctx, cancelKeep := tl.within(ctx, keepGrace)
		err := s.rt.ResetFiles(kctx, d.Files)
		cancelKeep()
		switch {
		case err != nil && tl.hit(err):
			tl.notKept(res, opts, "the session's files are as before the script")
		case err != nil:
			return nil, fmt.Errorf("keeping the script's files: %w", err)
		}
		return res, nil
	}
	// The worker sent no result: it crashed, ran out of memory, or was
	// killed past its time limit. The files stay as before the script.
	res := &runtime.Result{Stdout: wres.Stdout, Stderr: wres.Stderr, Segments: wres.Segments, Duration: time.Since(job.Started)}
	note := func(msg string) {
		res.Stderr += msg
		res.Segments = append(res.Segments, runtime.Segment{Stderr: true, Text: msg})
	}
	var le *runtime.LimitError
	switch {
	case wres.OutOfMemory:
		le = &runtime.LimitError{Limit: runtime.LimitMemory, Detail: fmt.Sprintf("%d bytes of memory", explicit.MaxMemoryBytes)}
	case wres.Killed && ctx.Err() == nil:
		le = &runtime.LimitError{Limit: runtime.LimitTime, Detail: explicit.Timeout.String()}
	}
	switch {
	case le != nil:
		res.ExitCode, res.Stopped, res.LimitsHit = le.Status(), le, []string{le.Limit}
		note(fmt.Sprintf("%s: %v\n", scriptName(opts), le))
	case wres.Signal != 0 && ctx.Err() == nil:
		// Ended from outside (kill -9 of the worker, say): no limit of the
		// script's did it.
		res.ExitCode = 128 + int(wres.Signal)
		res.Stopped = fmt.Errorf("the script's worker process was ended by signal %d (%v), not by a limit of the script", int(wres.Signal), wres.Signal)
		note(fmt.Sprintf("%s: %v; the session's files are as before the script\n", scriptName(opts), res.Stopped))
		h.log.Warn("worker ended by a signal", "signal", wres.Signal, "stderr", wres.StderrTail)
	case ctx.Err() != nil:
		res.ExitCode, res.Stopped = 130, ctx.Err()
		note(scriptName(opts) + ": the script was cancelled\n")
	default:
		res.ExitCode = 1
		res.Stopped = fmt.Errorf("internal error: the script's worker process ended (%s)", wres.Exit)
		note(fmt.Sprintf("%s: %v; the session's files are as before the script\n", scriptName(opts), res.Stopped))
		h.log.Warn("worker ended without a result", "exit", wres.Exit, "stderr", wres.StderrTail)
	}
	return res, nil
}

func scriptName(opts *RunOptions) string {
	if opts.Name != "" {
		return opts.Name
	}
	return "bash"
}

// saveRoutes sends the files a tools call saves (images) to the worker
// whose script made the call, and reads those its input names (@path)
// from it.
type saveRoutes struct {
	mu    sync.Mutex
	calls map[*command.Call]fileRoute
}

// fileRoute is how one call reaches its worker's files.
type fileRoute struct {
	save func(dir, base, ext string, data []byte) (string, error)
	read func(name string) ([]byte, error)
}

func (r *saveRoutes) set(c *command.Call, save func(dir, base, ext string, data []byte) (string, error), read func(string) ([]byte, error)) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.calls == nil {
		r.calls = map[*command.Call]fileRoute{}
	}
	r.calls[c] = fileRoute{save: save, read: read}
}

func (r *saveRoutes) drop(c *command.Call) {
	r.mu.Lock()
	delete(r.calls, c)
	r.mu.Unlock()
}

func (r *saveRoutes) route(c *command.Call) fileRoute {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.calls[c]
}

// save is the tools command's SaveFunc in worker mode.
func (r *saveRoutes) save(c *command.Call, dir, base, ext string, data []byte) (string, error) {
	if f := r.route(c).save; f != nil {
		return f(dir, base, ext, data)
	}
	return toolcmd.SaveInFS(c, dir, base, ext, data)
}

// read is the tools command's ReadFunc in worker mode.
func (r *saveRoutes) read(c *command.Call, name string) ([]byte, error) {
	if f := r.route(c).read; f != nil {
		return f(name)
	}
	return toolcmd.ReadInFS(c, name)
}
