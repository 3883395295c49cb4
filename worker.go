package tis

import (
	"fmt"
	"io"
	"os"

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
	// Spares is how many workers wait started at least, so that a script
	// does not wait for its worker to start (a gateway keeps one; a
	// command that runs one script needs none).
	Spares int
	// MaxSpares bounds the spares kept when scripts come fast: the host
	// keeps as many as the scripts of the last moments would use while a
	// worker starts, between Spares and MaxSpares. Below Spares (0, say)
	// it is Spares: a fixed number.
	MaxSpares int
	// Prestart is how many workers start with the host, for its first
	// scripts, beyond the spares: each is given out once and not started
	// again (tsrun starts the worker of its one script while the host is
	// built).
	Prestart int
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

// newWorkerPool starts the workers of w.
func newWorkerPool(w *Worker) (*worker.Pool, error) {
	argv := w.Command
	if len(argv) == 0 {
		exe, err := os.Executable()
		if err != nil {
			return nil, fmt.Errorf("worker: %w", err)
		}
		argv = []string{exe, worker.Flag}
	}
	return worker.NewPool(argv, w.Spares, w.MaxSpares), nil
}
