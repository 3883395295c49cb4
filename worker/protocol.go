// Package worker runs scripts in a worker process: the same program,
// started again, that runs one script of the sandbox and talks to its
// parent over its stdin and stdout.
//
// The parent (Start, Proc.Run) keeps everything that must outlive a
// crash: the tool sources, the gate and the call log. The worker keeps
// only the interpreter: it gets the script, its limits, its environment
// and a copy of the session's files, runs the script, and sends back its
// result and the files as the script left them. The commands the parent
// keeps (tools) are stubs in the worker: each run of one is a call to the
// parent, which runs the command there, asks the worker for its stdin
// when the command reads it, and has the worker save the files the
// command writes (images). The worker's output is streamed to the parent
// as it is written.
//
// A worker that crashes, runs out of memory or is killed ends only its own
// script: the parent reports what the script did (its call log is whole),
// the output streamed so far, and the session's files as they were before
// the script (never half written). The worker limits itself with the
// operating system's resource limits (data and address space, CPU time)
// and the Go runtime's memory limit before it runs anything of the
// script; the parent kills it when it outlives its time limit.
//
// Messages are gob-encoded envelopes, one stream each way.
package worker

import (
	"time"

	"github.com/toolsinshell/tis/runtime"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// Flag is the argument that makes a program a worker (see IsWorker).
const Flag = "--tis-worker"

// IsWorker reports whether args (os.Args[1:]) start a worker.
func IsWorker(args []string) bool { return len(args) == 1 && args[0] == Flag }

// The kinds of messages.
const (
	kindReady   = "ready"   // worker → parent: started, waiting for its job (At: since when)
	kindStart   = "start"   // parent → worker: the job
	kindTaken   = "taken"   // worker → parent: the job arrived; the script runs from here on
	kindCall    = "call"    // worker → parent: a run of a parent's command
	kindWant    = "want"    // parent → worker: read the call's stdin (up to Max)
	kindStdin   = "stdin"   // worker → parent: stdin data (EOF at its end)
	kindSave    = "save"    // parent → worker: save a new file for the call
	kindSaved   = "saved"   // worker → parent: the file's name, or Err
	kindRead    = "read"    // parent → worker: read a file for the call (Name)
	kindFile    = "file"    // worker → parent: the file's Data, or Err
	kindReply   = "reply"   // parent → worker: the call's outcome
	kindAbandon = "abandon" // worker → parent: the script stopped; end the call
	kindOutput  = "output"  // worker → parent: what the script wrote
	kindDone    = "done"    // worker → parent: the result
	kindCancel  = "cancel"  // parent → worker: stop the script
)

// envelope is one message.
type envelope struct {
	Kind string
	ID   int64 // the call

	Job    *Job
	Call   *CallInfo
	Reply  *Reply
	Save   *SaveRequest
	Done   *Done
	Data   []byte
	EOF    bool
	Stderr bool // output: of stderr
	Max    int  // want: at most this many bytes
	Name   string
	Err    string
	At     time.Time // ready: when the worker was ready
}

// Job is what a worker runs.
type Job struct {
	Script string
	Name   string
	File   string
	Env    []string
	Limits runtime.Limits
	Stdin  []byte
	Files  []vfs.Entry
	// Commands are the names of the commands the parent keeps.
	Commands []string
	// Started is when the parent started the script (the deadline
	// counts from it).
	Started time.Time
}

// CallInfo is one run of a parent's command in the worker.
type CallInfo struct {
	Name string
	Args []string
	Dir  string
	Line int
	// Stopped: the script was stopped already; the command only says so.
	Stopped bool
	// StdinEOF: the command's stdin is at its end (an empty pipe whose
	// writer is gone), so reading it needs no round trip.
	StdinEOF bool
	// StdinGiven: the command's stdin is its own (command.Call).
	StdinGiven bool
}

// Reply is the outcome of a call.
type Reply struct {
	Stdout, Stderr []byte
	Status         int
	// Stop: the command stops the script; StopMsg is why.
	Stop    bool
	StopMsg string
}

// SaveRequest asks the worker to save a new file: dir/base-N.ext with
// the first N free.
type SaveRequest struct {
	Dir, Base, Ext string
	Data           []byte
}

// Done is a worker's result.
type Done struct {
	ExitCode  int
	Stdout    string
	Stderr    string
	Segments  []runtime.Segment
	LimitsHit []string
	// StopLimit is the limit that stopped the script ("" for none);
	// StopMsg the reason of any other stop.
	StopLimit string
	StopMsg   string
	Commands  int64
	Duration  time.Duration
	Files     []vfs.Entry
	// NotRun: the script did not run (its time was up before the files
	// were restored); Files is empty and the parent keeps its own.
	NotRun bool
}
