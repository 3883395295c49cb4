package command

import "runtime/metrics"

// HeapWatch bounds how far the live heap may grow while a command runs
// whose memory cannot be counted buffer by buffer: the values a jq query
// builds, the variables of an awk program. It reads the live heap (as of
// the last garbage collection) every few thousand calls of Check and
// fails once the heap is more than its bound above the lowest it was
// seen since the watch began.
//
// The heap is the process's: a command running beside another (the two
// sides of a pipeline) sees what the other holds too. The bound is
// therefore generous (see [Call.HeapWatch]); it is a safety net against
// a command that would exhaust the process, not an exact account. A
// HeapWatch is not safe for concurrent use.
type HeapWatch struct {
	max    uint64
	base   uint64
	calls  uint32
	sample [1]metrics.Sample
}

// heapWatchEvery is how many calls of Check go by between two readings.
const heapWatchEvery = 1 << 12

// minHeapGrowth is the least growth a HeapWatch allows, so that a small
// buffer limit (in tests) does not turn the garbage of other goroutines
// into failures.
const minHeapGrowth = 64 << 20

// HeapWatch returns a HeapWatch that allows the live heap to grow by four
// times the command's buffer limit (at least 64 MiB) from now on.
func (c *Call) HeapWatch() *HeapWatch {
	max := 4 * c.BufferLimit()
	if max < minHeapGrowth {
		max = minHeapGrowth
	}
	return NewHeapWatch(max)
}

// NewHeapWatch returns a HeapWatch that allows the live heap to grow by
// max bytes from now on.
func NewHeapWatch(max int64) *HeapWatch {
	w := &HeapWatch{max: uint64(max)}
	w.sample[0].Name = "/gc/heap/live:bytes"
	w.base = w.live()
	return w
}

func (w *HeapWatch) live() uint64 {
	metrics.Read(w.sample[:])
	if w.sample[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return w.sample[0].Value.Uint64()
}

// Check is cheap enough to call on every step of a loop: every few
// thousand calls it does what CheckNow does.
func (w *HeapWatch) Check() error {
	w.calls++
	if w.calls%heapWatchEvery != 0 {
		return nil
	}
	return w.CheckNow()
}

// CheckNow reads the live heap and returns a *TooLargeError ("memory")
// when it is more than the bound above the lowest reading.
func (w *HeapWatch) CheckNow() error {
	live := w.live()
	if live < w.base {
		w.base = live
	}
	if live-w.base > w.max {
		return &TooLargeError{What: "memory", Limit: int64(w.max)}
	}
	return nil
}
