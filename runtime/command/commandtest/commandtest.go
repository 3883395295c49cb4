// Package commandtest helps test that commands keep within their bounds:
// a run of a command that counts its output (Bounded),
// readers that generate long inputs (a stream of short lines, a line
// that does not end) without a file behind them, and a meter of the heap
// while a command reads such an input.
package commandtest

import (
	"io"
	"runtime"
)

// Repeat returns a reader of n bytes made of s over and over (n < 0:
// it never ends). Repeat("y\n", 50<<20) is a long stream of short lines,
// Repeat("x", -1) a line that never ends.
func Repeat(s string, n int64) io.Reader {
	return &repeat{s: s, left: n}
}

type repeat struct {
	s    string
	off  int
	left int64
}

func (r *repeat) Read(p []byte) (int, error) {
	if r.left == 0 {
		return 0, io.EOF
	}
	if r.left > 0 && int64(len(p)) > r.left {
		p = p[:r.left]
	}
	n := 0
	for n < len(p) {
		k := copy(p[n:], r.s[r.off:])
		n += k
		r.off = (r.off + k) % len(r.s)
	}
	if r.left > 0 {
		r.left -= int64(n)
	}
	return n, nil
}

// HeapMeter samples the heap while a command reads its input, to show
// that the command streams: what it holds does not grow with the input.
// Each sample collects garbage first (the reader blocks the command
// meanwhile), so it measures what is live, not the garbage a streaming
// command leaves behind for the collector.
type HeapMeter struct {
	base, peak uint64
	every      int64
	read, next int64
}

// NewHeapMeter collects garbage and takes the heap in use now as the
// base; it then samples the heap every 1 MiB read through its readers.
func NewHeapMeter() *HeapMeter {
	m := &HeapMeter{every: 1 << 20}
	m.base = m.heap()
	m.peak = m.base
	return m
}

func (m *HeapMeter) heap() uint64 {
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return ms.HeapAlloc
}

// Reader returns r, sampling the heap as it is read.
func (m *HeapMeter) Reader(r io.Reader) io.Reader { return &meterReader{m, r} }

// Growth returns how far the heap grew above the base at its highest
// sample.
func (m *HeapMeter) Growth() uint64 {
	if m.peak < m.base {
		return 0
	}
	return m.peak - m.base
}

type meterReader struct {
	m *HeapMeter
	r io.Reader
}

func (r *meterReader) Read(p []byte) (int, error) {
	n, err := r.r.Read(p)
	m := r.m
	if m.read += int64(n); m.read >= m.next {
		m.next = m.read + m.every
		m.peak = max(m.peak, m.heap())
	}
	return n, err
}
