//go:build !js

package interp

import (
	"errors"
	"io"
	"os"
	"syscall"
	"testing"
	"time"
)

// TestMemPipe: the in-process pipe keeps an OS pipe's behaviour the
// interpreter and the sandbox's commands rely on.
func TestMemPipe(t *testing.T) {
	r, w := newMemPipe()
	if r.InputReady() {
		t.Error("an empty open pipe is ready")
	}
	// A write within the buffer does not wait for a reader.
	if n, err := w.Write([]byte("hello")); n != 5 || err != nil {
		t.Fatalf("write: %d, %v", n, err)
	}
	if !r.InputReady() {
		t.Error("a pipe with data is not ready")
	}
	buf := make([]byte, 3)
	if n, _ := r.Read(buf); string(buf[:n]) != "hel" {
		t.Errorf("read %q", buf[:n])
	}
	// A read with nothing buffered waits until its deadline.
	if n, _ := r.Read(buf); string(buf[:n]) != "lo" {
		t.Errorf("read %q", buf[:n])
	}
	r.SetReadDeadline(time.Now().Add(10 * time.Millisecond))
	if _, err := r.Read(buf); !errors.Is(err, os.ErrDeadlineExceeded) {
		t.Errorf("read past its deadline: %v", err)
	}
	r.SetReadDeadline(time.Time{})
	// A waiting read wakes at the write; the end of input follows the
	// writer's close.
	go func() {
		time.Sleep(5 * time.Millisecond)
		w.Write([]byte("x"))
		w.Close()
	}()
	if data, err := io.ReadAll(r); string(data) != "x" || err != nil {
		t.Errorf("read all: %q, %v", data, err)
	}

	// A writer past the buffer waits for the reader; once the reader
	// closes, the write fails with EPIPE.
	r, w = newMemPipe()
	done := make(chan error, 1)
	go func() {
		_, err := w.Write(make([]byte, pipeCapacity+1))
		done <- err
	}()
	select {
	case err := <-done:
		t.Fatalf("a write past the buffer did not wait: %v", err)
	case <-time.After(10 * time.Millisecond):
	}
	r.Close()
	if err := <-done; !errors.Is(err, syscall.EPIPE) {
		t.Errorf("write to a closed reader: %v", err)
	}
	// A write deadline stops a waiting write.
	r, w = newMemPipe()
	w.SetWriteDeadline(time.Now().Add(10 * time.Millisecond))
	if _, err := w.Write(make([]byte, pipeCapacity+1)); !errors.Is(err, os.ErrDeadlineExceeded) {
		t.Errorf("write past its deadline: %v", err)
	}
	_ = r
}
