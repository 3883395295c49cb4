//go:build !js

package interp

import (
	"bytes"
	"io"
	"os"
	"strings"
	"sync"
	"syscall"
	"time"
)

// tis: the interpreter's pipes (a pipeline's stages, a reader given as
// stdin) are in-process pipes rather than OS pipes: the sandbox runs no
// subprocess, and an OS pipe cost two descriptors, their registration
// with the poller and four system calls for each pipeline stage and for
// each script's stdin, a third of a trivial script's time. They keep
// what the interpreter and the sandbox's commands relied on: a buffer
// of 64 KiB (a writer does not wait for the reader until it is full), a
// write once the reading end is closed fails with EPIPE, and reads and
// writes take deadlines, so that a read or write blocked on a pipe stops
// once the script is stopped.

// pipeCapacity is what a pipe holds before a writer waits: a Linux pipe's.
const pipeCapacity = 64 << 10

// memPipe is the state both ends of an in-process pipe share.
type memPipe struct {
	mu        sync.Mutex
	buf       []byte // unread data is buf[off:]
	off       int
	rclosed   bool // the reading end is closed: writes fail with EPIPE
	wclosed   bool // the writing end is closed: reads end after the data
	rdeadline time.Time
	wdeadline time.Time
	waiters   int
	wake      chan struct{} // closed and replaced when the state changes
}

// newMemPipe returns the two ends of an in-process pipe.
func newMemPipe() (*pipeReader, *pipeWriter) {
	p := &memPipe{}
	return &pipeReader{p}, &pipeWriter{p}
}

// broadcast wakes every waiter; mu is held.
func (p *memPipe) broadcast() {
	if p.waiters > 0 {
		close(p.wake)
		p.wake = nil
		p.waiters = 0
	}
}

// wait releases mu until the state changes or deadline passes, and takes
// it again.
func (p *memPipe) wait(deadline time.Time) {
	if p.wake == nil {
		p.wake = make(chan struct{})
	}
	ch := p.wake
	p.waiters++
	p.mu.Unlock()
	if deadline.IsZero() {
		<-ch
	} else if d := time.Until(deadline); d > 0 {
		t := time.NewTimer(d)
		select {
		case <-ch:
		case <-t.C:
		}
		t.Stop()
	}
	p.mu.Lock()
}

// passed reports whether a deadline is set and passed.
func passed(deadline time.Time) bool {
	return !deadline.IsZero() && !time.Now().Before(deadline)
}

// pipeReader is the reading end of an in-process pipe.
type pipeReader struct{ p *memPipe }

// Read reads what is buffered, waiting for data, the writing end's close
// or the read deadline.
func (r *pipeReader) Read(b []byte) (int, error) {
	p := r.p
	p.mu.Lock()
	defer p.mu.Unlock()
	for {
		switch {
		case p.rclosed:
			return 0, &os.PathError{Op: "read", Path: "|0", Err: os.ErrClosed}
		case len(b) == 0:
			return 0, nil
		case p.off < len(p.buf):
			n := copy(b, p.buf[p.off:])
			p.off += n
			if p.off == len(p.buf) {
				p.buf, p.off = p.buf[:0], 0
			}
			p.broadcast()
			return n, nil
		case p.wclosed:
			return 0, io.EOF
		case passed(p.rdeadline):
			return 0, &os.PathError{Op: "read", Path: "|0", Err: os.ErrDeadlineExceeded}
		}
		p.wait(p.rdeadline)
	}
}

// Close closes the reading end: writes fail with EPIPE from now on.
func (r *pipeReader) Close() error {
	p := r.p
	p.mu.Lock()
	defer p.mu.Unlock()
	p.rclosed = true
	p.buf, p.off = nil, 0
	p.broadcast()
	return nil
}

// SetReadDeadline sets when a waiting read gives up with
// os.ErrDeadlineExceeded; zero means never.
func (r *pipeReader) SetReadDeadline(t time.Time) error {
	p := r.p
	p.mu.Lock()
	defer p.mu.Unlock()
	p.rdeadline = t
	p.broadcast()
	return nil
}

// InputReady reports whether a read would not wait: data is buffered, or
// the writing end is closed (read -t 0).
func (r *pipeReader) InputReady() bool {
	p := r.p
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.off < len(p.buf) || p.wclosed || p.rclosed
}

// pipeWriter is the writing end of an in-process pipe.
type pipeWriter struct{ p *memPipe }

// Write buffers b, waiting for room while the buffer is full; it fails
// with EPIPE once the reading end is closed.
func (w *pipeWriter) Write(b []byte) (int, error) {
	p := w.p
	p.mu.Lock()
	defer p.mu.Unlock()
	n := 0
	for {
		switch {
		case p.wclosed:
			return n, &os.PathError{Op: "write", Path: "|1", Err: os.ErrClosed}
		case p.rclosed:
			return n, &os.PathError{Op: "write", Path: "|1", Err: syscall.EPIPE}
		case n == len(b):
			return n, nil
		}
		if room := pipeCapacity - (len(p.buf) - p.off); room > 0 {
			if p.off > 0 && cap(p.buf)-len(p.buf) < min(room, len(b)-n) {
				p.buf, p.off = append(p.buf[:0], p.buf[p.off:]...), 0
			}
			k := min(room, len(b)-n)
			p.buf = append(p.buf, b[n:n+k]...)
			n += k
			p.broadcast()
			continue
		}
		if passed(p.wdeadline) {
			return n, &os.PathError{Op: "write", Path: "|1", Err: os.ErrDeadlineExceeded}
		}
		p.wait(p.wdeadline)
	}
}

// WriteString is Write of a string.
func (w *pipeWriter) WriteString(s string) (int, error) { return w.Write([]byte(s)) }

// Close closes the writing end: reads end once the data is read.
func (w *pipeWriter) Close() error {
	p := w.p
	p.mu.Lock()
	defer p.mu.Unlock()
	p.wclosed = true
	p.broadcast()
	return nil
}

// SetWriteDeadline sets when a waiting write gives up with
// os.ErrDeadlineExceeded; zero means never.
func (w *pipeWriter) SetWriteDeadline(t time.Time) error {
	p := w.p
	p.mu.Lock()
	defer p.mu.Unlock()
	p.wdeadline = t
	p.broadcast()
	return nil
}

// stringInput is stdin that never waits (a here-document, a here-string,
// a string or bytes the host gave): read directly, with no pipe and no
// goroutine.
type stringInput struct{ io.Reader }

func (stringInput) Close() error                    { return nil }
func (stringInput) SetReadDeadline(time.Time) error { return nil }

// InputReady is true: a read never waits.
func (stringInput) InputReady() bool { return true }

// neverBlocks reports whether reading r never waits.
func neverBlocks(r io.Reader) bool {
	switch r.(type) {
	case *strings.Reader, *bytes.Reader, *bytes.Buffer:
		return true
	}
	return false
}
