package sqlite3

import (
	"bytes"
	"context"
	"fmt"
	"math"
	"os"
	"runtime/metrics"
	"strconv"
	"sync"
	"time"

	"modernc.org/sqlite"
)

// SQLite's limit categories (sqlite3_limit), in the order .limit lists
// them.
const (
	limitLength = iota
	limitSQLLength
	limitColumn
	limitExprDepth
	limitCompoundSelect
	limitVdbeOp
	limitFunctionArg
	limitAttached
	limitLikePattern
	limitVariableNumber
	limitTriggerDepth
	limitWorkerThreads
)

// limitNames are the names .limit shows and takes (sqlite3's).
var limitNames = []string{"length", "sql_length", "column", "expr_depth", "compound_select", "vdbe_op",
	"function_arg", "attached", "like_pattern_length", "variable_number", "trigger_depth", "worker_threads"}

// connLimits are the bounds of one connection, from the command's
// buffer limit buf: no string or blob (hence no printf, group_concat,
// randomblob, zeroblob or || result, and no row) longer than buf, no SQL
// text longer than buf, no program of more than buf bytes (an opcode is
// 24 bytes), no attached database, no helper threads; the others are
// SQLite's defaults, written down so that .limit cannot lift them.
// SQLite's own maximums cap them all (a length of 1,000,000,000).
func connLimits(buf int64) [12]int {
	clamp := func(v, lo, hi int64) int { return int(min(max(v, lo), hi)) }
	return [12]int{
		limitLength:         clamp(buf, 1, 1_000_000_000),
		limitSQLLength:      clamp(buf, 1, 1_000_000_000),
		limitColumn:         2000,
		limitExprDepth:      1000,
		limitCompoundSelect: 500,
		limitVdbeOp:         clamp(buf/24, 100_000, 250_000_000),
		limitFunctionArg:    127,
		limitAttached:       0,
		limitLikePattern:    50_000,
		limitVariableNumber: 32766,
		limitTriggerDepth:   1000,
		limitWorkerThreads:  0,
	}
}

// setLimits lowers the connection's limits to connLimits.
func (s *shell) setLimits() error {
	s.limits = connLimits(s.c.BufferLimit())
	for id, v := range s.limits {
		if _, err := sqlite.Limit(s.conn, id, v); err != nil {
			return fmt.Errorf("setting the limit %s: %w", limitNames[id], err)
		}
	}
	return nil
}

// memoryPoll is how often a running sqlite3 looks at SQLite's memory.
const memoryPoll = 2 * time.Millisecond

// minMemoryGrowth is the least growth of SQLite's memory a command
// allows, so that a small buffer limit (in tests) still leaves room for
// SQLite's caches.
const minMemoryGrowth = 32 << 20

// memoryMax is how far SQLite's memory may grow during one sqlite3
// command: three times the buffer limit, at least minMemoryGrowth. A
// database as large as the limit and as much again to work in (a sort,
// a UNION's table, a wide row) fit, and so does a value as long as the
// limit built by doubling (group_concat, printf), which holds the old
// buffer and the new at once, beside the smaller regions the allocator
// keeps mapped for reuse.
func memoryMax(buf int64) int64 { return max(3*buf, minMemoryGrowth) }

// errMemory is the cause of a statement stopped by the memory watch.
type errMemory struct{ max int64 }

func (e *errMemory) Error() string {
	return fmt.Sprintf("out of memory: more than %d bytes, the limit on what sqlite3 holds in memory", e.max)
}

// memWatch bounds the memory SQLite allocates while one sqlite3 command
// runs. SQLite's allocator (modernc's libc) maps memory outside the Go
// heap, so neither the script's memory limit nor a HeapWatch sees it,
// and this build of SQLite keeps no count of its own
// (SQLITE_DEFAULT_MEMSTATUS=0: sqlite3_memory_used is 0 and
// sqlite3_hard_heap_limit64 is not enforced; both are process-wide in
// any case). So the watch reads the memory of the process that is not
// the Go runtime's: the resident set (/proc/self/statm) less what the Go
// runtime holds resident (runtime/metrics). Every memoryPoll it looks,
// and once that is more than max above the lowest it was seen since the
// command began, it cancels the running statement's context, which the
// driver turns into sqlite3_interrupt; the statement fails with
// errMemory, and the command goes on with the next one.
//
// The measure is the process's: another sqlite3 running beside this one
// (a pipeline, a background job, another session) counts too, so the
// bound is a safety net that holds the total, not an exact account.
// Where the resident set cannot be read (not Linux) the watch does
// nothing.
type memWatch struct {
	max  int64
	stop chan struct{}
	done chan struct{}

	mu   sync.Mutex
	base int64
	cur  context.CancelCauseFunc // the running statement's, if any
}

// newMemWatch starts watching; its end method stops it.
func newMemWatch(max int64) *memWatch {
	w := &memWatch{max: max, stop: make(chan struct{}), done: make(chan struct{})}
	w.base = foreignMemory()
	if w.base < 0 {
		close(w.done)
		return w
	}
	go w.run()
	return w
}

func (w *memWatch) run() {
	defer close(w.done)
	t := time.NewTicker(memoryPoll)
	defer t.Stop()
	for {
		select {
		case <-w.stop:
			return
		case <-t.C:
		}
		n := foreignMemory()
		w.mu.Lock()
		if n < w.base {
			w.base = n
		}
		if n-w.base > w.max && w.cur != nil {
			w.cur(&errMemory{max: w.max})
		}
		w.mu.Unlock()
	}
}

// end stops the watch.
func (w *memWatch) end() {
	select {
	case <-w.stop:
	default:
		close(w.stop)
	}
	<-w.done
}

// watch returns a context for one statement (or dot command) under the
// watch, and the function that ends it. Watches nest: the innermost is
// the one stopped.
func (w *memWatch) watch(parent context.Context) (context.Context, func()) {
	ctx, cancel := context.WithCancelCause(parent)
	w.mu.Lock()
	prev := w.cur
	w.cur = cancel
	w.mu.Unlock()
	return ctx, func() {
		w.mu.Lock()
		w.cur = prev
		w.mu.Unlock()
		cancel(nil)
	}
}

// memoryCause returns the watch's error when it stopped ctx.
func memoryCause(ctx context.Context) (*errMemory, bool) {
	e, ok := context.Cause(ctx).(*errMemory)
	return e, ok
}

// foreignMemory is the resident memory of the process that the Go
// runtime does not hold (SQLite's, here), or -1 when the resident set
// cannot be read.
func foreignMemory() int64 {
	rss := residentBytes()
	if rss < 0 {
		return -1
	}
	s := []metrics.Sample{{Name: "/memory/classes/total:bytes"}, {Name: "/memory/classes/heap/released:bytes"}}
	metrics.Read(s)
	var goBytes int64
	if s[0].Value.Kind() == metrics.KindUint64 && s[1].Value.Kind() == metrics.KindUint64 {
		goBytes = int64(s[0].Value.Uint64()) - int64(s[1].Value.Uint64())
	}
	return rss - goBytes
}

// residentBytes is the process's resident set, from /proc/self/statm
// (the runtime's own reading of its size, as getrusage; nothing a
// script sees), or -1.
func residentBytes() int64 {
	b, err := os.ReadFile("/proc/self/statm")
	if err != nil {
		return -1
	}
	f := bytes.Fields(b)
	if len(f) < 2 {
		return -1
	}
	pages, err := strconv.ParseInt(string(f[1]), 10, 64)
	if err != nil || pages > math.MaxInt64/int64(os.Getpagesize()) {
		return -1
	}
	return pages * int64(os.Getpagesize())
}
