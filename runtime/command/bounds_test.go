package command

import (
	"context"
	"errors"
	"io"
	"runtime"
	"strings"
	"testing"
)

// endless yields the same bytes forever.
type endless struct{ b byte }

func (r endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = r.b
	}
	return len(p), nil
}

func TestBounds(t *testing.T) {
	c := &Call{MaxBuffer: 100}
	ctx := context.Background()
	if _, err := c.ReadAll(ctx, io.LimitReader(endless{'y'}, 100)); err != nil {
		t.Errorf("ReadAll of 100 bytes with a limit of 100: %v", err)
	}
	_, err := c.ReadAll(ctx, endless{'y'})
	var tl *TooLargeError
	if !errors.As(err, &tl) || tl.What != "input" || tl.Limit != 100 {
		t.Fatalf("ReadAll of an endless input = %v", err)
	}
	if want := "input too large: more than 100 bytes, the limit on what one command holds in memory"; err.Error() != want {
		t.Errorf("message %q, want %q", err, want)
	}
	n := 0
	err = c.Lines(ctx, strings.NewReader(strings.Repeat("y\n", 1000)+strings.Repeat("z", 101)), func(string, bool) error {
		n++
		return nil
	})
	if !IsTooLarge(err) || n != 1000 {
		t.Errorf("Lines: %d lines, %v; want 1000 then a line too large", n, err)
	}
	if err := c.CheckSize("width", 100); err != nil {
		t.Errorf("CheckSize at the limit: %v", err)
	}
	if err := c.CheckSize("width", 101); !IsTooLarge(err) {
		t.Errorf("CheckSize past the limit: %v", err)
	}
	if err := c.CheckSize("width", -1); !IsTooLarge(err) {
		t.Errorf("CheckSize of a negative size: %v", err)
	}
	b := c.Budget("input")
	if b.Add(60) != nil || b.Add(40) != nil {
		t.Error("a budget refused what fits")
	}
	if !IsTooLarge(b.Add(1)) {
		t.Error("a budget took one byte too many")
	}
	b.Release(50)
	if b.Used() != 51 || b.Add(49) != nil {
		t.Errorf("after Release: used %d", b.Used())
	}
	b.Release(1000)
	if b.Used() != 0 {
		t.Errorf("Release below zero: used %d", b.Used())
	}
	if (&Call{}).BufferLimit() != DefaultMaxBuffer {
		t.Error("no MaxBuffer is not DefaultMaxBuffer")
	}
}

func TestLineReaderDelim(t *testing.T) {
	lr := NewLineReader(strings.NewReader("ab\x00cd"), 8)
	for _, want := range []string{"ab\x00", "cd"} {
		got, err := lr.ReadLine(0)
		if string(got) != want || (err != nil && err != io.EOF) {
			t.Errorf("ReadLine = %q, %v; want %q", got, err, want)
		}
	}
	lr = NewLineReader(endless{'x'}, 16)
	if _, err := lr.ReadLine('\n'); !IsTooLarge(err) {
		t.Errorf("a never-ending line: %v", err)
	}
}

var heapSink [][]byte

func TestHeapWatch(t *testing.T) {
	runtime.GC()
	w := NewHeapWatch(32 << 20)
	if err := w.CheckNow(); err != nil {
		t.Fatalf("nothing grew: %v", err)
	}
	for range 64 {
		heapSink = append(heapSink, make([]byte, 1<<20))
	}
	runtime.GC()
	var err error
	for range heapWatchEvery {
		if err = w.Check(); err != nil {
			break
		}
	}
	var tl *TooLargeError
	if !errors.As(err, &tl) || tl.What != "memory" || tl.Limit != 32<<20 {
		t.Errorf("64 MiB kept past a 32 MiB watch: %v", err)
	}
	heapSink = nil
	runtime.GC()
	if err := w.CheckNow(); err != nil {
		t.Errorf("after the memory was freed: %v", err)
	}
	if got := (&Call{MaxBuffer: 1 << 10}).HeapWatch().max; got != minHeapGrowth {
		t.Errorf("a small buffer limit watches %d bytes of growth, want %d", got, minHeapGrowth)
	}
}
