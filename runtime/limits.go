package runtime

import (
	"context"
	"errors"
	"fmt"
	goruntime "runtime"
	"runtime/metrics"
	"time"

	"github.com/toolsinshell/tis/nesting"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// memoryBytes returns the bytes of the process's heap objects (live and
// not yet swept) and goroutine stacks: what a script's values, buffers
// and goroutines grow.
func memoryBytes() int64 {
	s := []metrics.Sample{
		{Name: "/memory/classes/heap/objects:bytes"},
		{Name: "/memory/classes/heap/stacks:bytes"},
	}
	metrics.Read(s)
	var n int64
	for _, v := range s {
		if v.Value.Kind() == metrics.KindUint64 {
			n += int64(v.Value.Uint64())
		}
	}
	return n
}

// overMemory reports whether the script's memory is past max. The heap's
// objects count the garbage not yet swept, which a command that made and
// dropped a big value leaves until the collector's next cycle: past max,
// a collection runs and the memory is read again, so that only what the
// script still holds stops it.
func overMemory(max int64) bool {
	if memoryBytes() <= max {
		return false
	}
	goruntime.GC()
	return memoryBytes() > max
}

// memoryPoll is how often a running script's memory is looked at besides
// before each command.
const memoryPoll = 2 * time.Millisecond

// watchMemory stops the script once the process's memory passes max,
// looking every memoryPoll while the script runs (a command that keeps
// allocating is stopped without waiting for the next command). It returns
// the function that ends the watch.
func (sc *script) watchMemory(ctx context.Context, max int64) func() {
	done := make(chan struct{})
	go func() {
		t := time.NewTicker(memoryPoll)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-ctx.Done():
				return
			case <-t.C:
				if overMemory(max) {
					sc.stop(memoryLimit(max))
					return
				}
			}
		}
	}()
	return func() { close(done) }
}

// TimeLimit is the error of a script stopped at its time limit d, also
// what a host reports when work done for the script (loading or keeping
// its files) ran past it.
func TimeLimit(d time.Duration) *LimitError {
	return &LimitError{Limit: LimitTime, Detail: d.String()}
}

// files returns the bounds of the session's filesystem.
func (l Limits) files() vfs.Limits {
	return vfs.Limits{MaxFileBytes: l.MaxFileBytes, MaxTotalBytes: l.MaxTotalBytes, MaxFiles: l.MaxFiles, MaxDepth: l.MaxDepth}
}

func memoryLimit(max int64) *LimitError {
	return &LimitError{Limit: LimitMemory, Detail: fmt.Sprintf("%d bytes of memory", max)}
}

// Limits bound one script of a session. A zero field takes its default;
// a negative one means no bound.
type Limits struct {
	// Timeout is the wall-clock time a script may run. Default 30s.
	Timeout time.Duration
	// MaxCommands bounds the simple commands a script runs, builtins and
	// function calls included; it catches runaway loops. Default 100,000.
	MaxCommands int
	// MaxOutputBytes is how many bytes of stdout, and separately of
	// stderr, are kept: the first and last halves, with a marker where the
	// middle was cut. The script goes on. Default 1 MiB.
	MaxOutputBytes int
	// MaxOutputTotal bounds the bytes a script may write to stdout and
	// stderr together; past it the script is stopped. Default 64 MiB.
	MaxOutputTotal int64
	// MaxFileBytes bounds one file of the session. Default 16 MiB.
	MaxFileBytes int64
	// MaxTotalBytes bounds all files of the session. Default 64 MiB.
	MaxTotalBytes int64
	// MaxFiles bounds the files and directories of the session.
	// Default 10,000.
	MaxFiles int
	// MaxDepth bounds how many directory levels deep a file of the
	// session may be (/a/b/c is 3). Default 256, far above what real work
	// needs; names and paths are bounded as Linux bounds them (255 and
	// 4096 bytes, vfs.MaxName and vfs.MaxPath).
	MaxDepth int
	// MaxMemoryBytes bounds the Go heap of the process while the script
	// runs (checked before every command): a script that builds huge
	// strings (s=$s$s in a loop) is stopped before it exhausts the
	// machine. It measures the whole process, so it suits one script per
	// process (tsrun; the gateway runs scripts in child processes).
	// Default 1 GiB.
	MaxMemoryBytes int64
	// MaxBufferBytes bounds what one command holds in memory at once: one
	// line it reads, an input it keeps whole (sort, tac, jq -s), an output
	// it builds, a width from its arguments, a command substitution's
	// output. Past it the command fails with a message and a status; the
	// script goes on. Default 64 MiB, or a quarter of MaxMemoryBytes when
	// that is smaller.
	MaxBufferBytes int64
	// MaxNesting bounds how deeply code nests (parentheses, blocks,
	// substitutions, chained operators; see package nesting): deeper code
	// is refused before it is parsed, since parsing it would overflow the
	// stack. It applies to the script and to code it runs (eval, source,
	// traps, bash -c). Default nesting.DefaultMax (1000).
	MaxNesting int
	// MaxJobs bounds the background jobs and pipeline stages a script has
	// running at once (each is a goroutine with its own stack); past it
	// the script is stopped. Default 1000.
	MaxJobs int
}

// DefaultLimits are the limits a zero Limits stands for.
var DefaultLimits = Limits{
	Timeout:        30 * time.Second,
	MaxCommands:    100_000,
	MaxOutputBytes: 1 << 20,
	MaxOutputTotal: 64 << 20,
	MaxFileBytes:   16 << 20,
	MaxTotalBytes:  64 << 20,
	MaxFiles:       10_000,
	MaxDepth:       256,
	MaxMemoryBytes: 1 << 30,
	MaxBufferBytes: 64 << 20,
	MaxNesting:     nesting.DefaultMax,
	MaxJobs:        1000,
}

// withDefaults fills zero fields from DefaultLimits and turns negative
// ones into zero (no bound), the convention of the packages below.
func (l Limits) withDefaults() Limits {
	d := DefaultLimits
	pick := func(v, def int64) int64 {
		switch {
		case v == 0:
			return def
		case v < 0:
			return 0
		}
		return v
	}
	out := Limits{
		Timeout:        time.Duration(pick(int64(l.Timeout), int64(d.Timeout))),
		MaxCommands:    int(pick(int64(l.MaxCommands), int64(d.MaxCommands))),
		MaxOutputBytes: int(pick(int64(l.MaxOutputBytes), int64(d.MaxOutputBytes))),
		MaxOutputTotal: pick(l.MaxOutputTotal, d.MaxOutputTotal),
		MaxFileBytes:   pick(l.MaxFileBytes, d.MaxFileBytes),
		MaxTotalBytes:  pick(l.MaxTotalBytes, d.MaxTotalBytes),
		MaxFiles:       int(pick(int64(l.MaxFiles), int64(d.MaxFiles))),
		MaxDepth:       int(pick(int64(l.MaxDepth), int64(d.MaxDepth))),
		MaxMemoryBytes: pick(l.MaxMemoryBytes, d.MaxMemoryBytes),
		MaxBufferBytes: pick(l.MaxBufferBytes, d.MaxBufferBytes),
		MaxNesting:     int(pick(int64(l.MaxNesting), int64(d.MaxNesting))),
		MaxJobs:        int(pick(int64(l.MaxJobs), int64(d.MaxJobs))),
	}
	if l.MaxBufferBytes == 0 && out.MaxMemoryBytes > 0 && out.MaxBufferBytes > out.MaxMemoryBytes/4 {
		out.MaxBufferBytes = out.MaxMemoryBytes / 4
	}
	return out
}

// Explicit returns l with every default filled in and every absent bound
// written as -1: the same limits, which mean the same to Options
// whatever the defaults (a worker process gets its parent's this way).
func (l Limits) Explicit() Limits { return l.withDefaults().noneAsNegative() }

// noneAsNegative writes each absent bound of limits with their defaults
// filled in (0 there) as -1.
func (l Limits) noneAsNegative() Limits {
	neg := func(v *int64) {
		if *v == 0 {
			*v = -1
		}
	}
	t := int64(l.Timeout)
	neg(&t)
	l.Timeout = time.Duration(t)
	for _, p := range []*int64{&l.MaxOutputTotal, &l.MaxFileBytes, &l.MaxTotalBytes, &l.MaxMemoryBytes, &l.MaxBufferBytes} {
		neg(p)
	}
	for _, p := range []*int{&l.MaxCommands, &l.MaxOutputBytes, &l.MaxFiles, &l.MaxDepth, &l.MaxNesting, &l.MaxJobs} {
		if *p == 0 {
			*p = -1
		}
	}
	return l
}

// The names of the limits, as reported in Result.LimitsHit.
const (
	LimitTime      = "time"
	LimitCommands  = "commands"
	LimitOutput    = "output"       // bytes kept: output was cut, the script went on
	LimitOutputAll = "output_total" // bytes written: the script was stopped
	LimitFileBytes = "file_bytes"
	LimitFSBytes   = "total_bytes"
	LimitFiles     = "files"
	LimitDepth     = "depth"
	LimitMemory    = "memory"
	LimitJobs      = "jobs"
)

// Exit statuses of a script stopped by a limit. They are distinct from
// what commands return: 124 is the status GNU timeout uses; the others
// follow the shell's 128+signal convention for SIGXCPU (152), SIGXFSZ
// (153) and SIGKILL (137, memory), and 154 is the output bound.
const (
	StatusTime     = 124
	StatusCommands = 152
	StatusFiles    = 153
	StatusOutput   = 154
	StatusMemory   = 137 // as a process killed for memory (128+SIGKILL)
)

// LimitError is the reason a script was stopped by one of its limits.
type LimitError struct {
	// Limit is one of the Limit* names.
	Limit string
	// Detail is the human-readable bound, e.g. "30s" or "100000 commands".
	Detail string
}

func (e *LimitError) Error() string {
	return fmt.Sprintf("%s limit reached (%s); the script was stopped", e.Limit, e.Detail)
}

// Status returns the exit status a script stopped by e ends with.
func (e *LimitError) Status() int {
	switch e.Limit {
	case LimitTime:
		return StatusTime
	case LimitCommands, LimitJobs:
		return StatusCommands
	case LimitOutput, LimitOutputAll:
		return StatusOutput
	case LimitMemory:
		return StatusMemory
	default:
		return StatusFiles
	}
}

// errStopped is what handlers return once the script's context is done.
var errStopped = errors.New("the script was stopped")
