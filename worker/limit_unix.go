//go:build unix

package worker

import (
	"math"
	"runtime/debug"
	"time"

	"golang.org/x/sys/unix"

	"github.com/toolsinshell/tis/runtime"
)

// limitSelf puts the worker under the operating system's limits before
// it runs anything of the script: its data (the Go heap and stacks) to
// about twice the memory limit, its address space with room for the Go
// runtime's reservations, its CPU time to twice the wall-clock limit; no
// core dumps, no files written, a bounded number of open files. The Go
// runtime's own memory limit makes the collector work harder as the
// script nears the limit; the runtime's watcher stops the script at it;
// these limits end the worker if anything still gets past.
func limitSelf(l runtime.Limits) error {
	l = l.Explicit()
	set := func(res int, cur, max uint64) error {
		var old unix.Rlimit
		if err := unix.Getrlimit(res, &old); err != nil {
			return err
		}
		if old.Max != unix.RLIM_INFINITY && max > old.Max {
			max = old.Max
		}
		cur = min(cur, max)
		return unix.Setrlimit(res, &unix.Rlimit{Cur: cur, Max: max})
	}
	if mem := l.MaxMemoryBytes; mem > 0 {
		debug.SetMemoryLimit(mem)
		data := uint64(mem)*2 + 256<<20
		if err := set(unix.RLIMIT_DATA, data, data); err != nil {
			return err
		}
		as := uint64(mem)*4 + 8<<30
		if err := set(unix.RLIMIT_AS, as, as); err != nil {
			return err
		}
	}
	if t := l.Timeout; t > 0 {
		secs := uint64(math.Ceil((2*t + 10*time.Second).Seconds()))
		if err := set(unix.RLIMIT_CPU, secs, secs+5); err != nil {
			return err
		}
	}
	for _, r := range []struct {
		res      int
		cur, max uint64
	}{{unix.RLIMIT_CORE, 0, 0}, {unix.RLIMIT_FSIZE, 0, 0}, {unix.RLIMIT_NOFILE, 8192, 8192}} {
		if err := set(r.res, r.cur, r.max); err != nil {
			return err
		}
	}
	return nil
}
