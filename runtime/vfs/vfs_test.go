package vfs

import (
	"context"
	"errors"
	"io"
	"io/fs"
	"os"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

func TestOperations(t *testing.T) {
	f := New(nil)
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(f.MkdirAll("/a/b/c", 0o755))
	must(f.WriteFile("/a/b/file", []byte("hello"), 0o644))
	data, err := f.ReadFile("/a/b/file")
	if err != nil || string(data) != "hello" {
		t.Fatalf("read %q %v", data, err)
	}
	h, err := f.OpenFile("/a/b/file", os.O_WRONLY|os.O_APPEND, 0)
	must(err)
	_, err = h.Write([]byte(" world"))
	must(err)
	must(h.Close())
	if data, _ := f.ReadFile("/a/b/file"); string(data) != "hello world" {
		t.Errorf("append gave %q", data)
	}
	es, err := f.ReadDir("/a/b")
	must(err)
	if len(es) != 2 || es[0].Name() != "c" || !es[0].IsDir() || es[1].Name() != "file" {
		t.Errorf("readdir %v", es)
	}
	must(f.Rename("/a/b/file", "/a/moved"))
	if _, err := f.Stat("/a/b/file"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("old name still there: %v", err)
	}
	fi, err := f.Stat("/a/moved")
	must(err)
	if fi.Size() != 11 || fi.IsDir() {
		t.Errorf("stat %v %v", fi.Size(), fi.IsDir())
	}
	if _, ok := fi.Sys().(*syscall.Stat_t); !ok {
		t.Errorf("Sys() is %T, the interpreter needs *syscall.Stat_t", fi.Sys())
	}
	if err := f.Remove("/a"); Reason(err) != "Directory not empty" {
		t.Errorf("remove non-empty: %v (%s)", err, Reason(err))
	}
	must(f.RemoveAll("/a"))
	if _, err := f.Stat("/a"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("RemoveAll left /a: %v", err)
	}
	if f.Usage() != 0 {
		t.Errorf("usage %d after removing everything", f.Usage())
	}
}

func TestErrors(t *testing.T) {
	f := New(nil)
	_ = f.WriteFile("/file", []byte("x"), 0o644)
	_ = f.Mkdir("/dir", 0o755)
	tests := []struct {
		name   string
		err    error
		reason string
	}{
		{"open missing", second(f.Open("/missing")), "No such file or directory"},
		{"open under a file", second(f.Open("/file/x")), "Not a directory"},
		{"write a directory", second(f.OpenFile("/dir", os.O_WRONLY, 0)), "Is a directory"},
		{"mkdir existing", f.Mkdir("/dir", 0o755), "File exists"},
		{"mkdir missing parent", f.Mkdir("/x/y", 0o755), "No such file or directory"},
		{"exclusive create", second(f.OpenFile("/file", os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o644)), "File exists"},
		{"relative path", second(f.Open("rel")), "Invalid argument"},
		{"rename dir into itself", f.Rename("/dir", "/dir/sub"), "Invalid argument"},
		{"rename file over dir", f.Rename("/file", "/dir"), "Is a directory"},
		{"read a directory", second(f.ReadFile("/dir")), "Is a directory"},
	}
	for _, tt := range tests {
		if got := Reason(tt.err); got != tt.reason {
			t.Errorf("%s: %v gives %q, want %q", tt.name, tt.err, got, tt.reason)
		}
	}
}

func second[T any](_ T, err error) error { return err }

func TestLimits(t *testing.T) {
	var hits []string
	f := New(&Options{Limits: Limits{MaxFileBytes: 10, MaxTotalBytes: 15, MaxFiles: 4},
		OnLimit: func(le *LimitError) { hits = append(hits, le.Limit) }})
	if err := f.WriteFile("/a", []byte("0123456789"), 0o644); err != nil {
		t.Fatal(err)
	}
	err := f.WriteFile("/b", []byte("0123456789x"), 0o644)
	var le *LimitError
	if !errors.As(err, &le) || le.Limit != "file_bytes" || Reason(err) != "File too large" {
		t.Errorf("file limit: %v", err)
	}
	err = f.WriteFile("/c", []byte("0123456"), 0o644)
	if !errors.As(err, &le) || le.Limit != "total_bytes" || Reason(err) != "No space left on device" {
		t.Errorf("total limit: %v", err)
	}
	_ = f.WriteFile("/d", nil, 0o644)
	err = f.WriteFile("/e", nil, 0o644)
	if !errors.As(err, &le) || le.Limit != "files" {
		t.Errorf("files limit: %v", err)
	}
	if strings.Join(hits, ",") != "file_bytes,total_bytes,files" {
		t.Errorf("OnLimit saw %v", hits)
	}
	// A failed write stores nothing: the bytes in use are the first file's.
	if f.Usage() != 10 {
		t.Errorf("usage %d", f.Usage())
	}
	// Truncating gives the bytes back.
	if err := f.WriteFile("/a", []byte("x"), 0o644); err != nil || f.Usage() != 1 {
		t.Errorf("truncate: %v, usage %d", err, f.Usage())
	}
}

func TestReadWhileWriting(t *testing.T) {
	f := New(&Options{Now: func() time.Time { return time.Unix(0, 0) }})
	w, _ := f.OpenFile("/log", os.O_WRONLY|os.O_CREATE, 0o644)
	r, _ := f.Open("/log")
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ {
		wg.Go(func() {
			for j := 0; j < 100; j++ {
				w.Write([]byte("line\n"))
			}
		})
	}
	wg.Wait()
	data, err := io.ReadAll(r)
	if err != nil || len(data) != 8*100*5 {
		t.Errorf("read %d bytes, %v", len(data), err)
	}
	if fi, _ := f.Stat("/log"); !fi.ModTime().Equal(time.Unix(0, 0)) {
		t.Errorf("mtime %v", fi.ModTime())
	}
	w.Close()
	if _, err := w.Write([]byte("x")); !errors.Is(err, fs.ErrClosed) {
		t.Errorf("write after close: %v", err)
	}
}

func TestSnapshotRestore(t *testing.T) {
	f := New(nil)
	_ = f.MkdirAll("/home/agent/d", 0o750)
	_ = f.WriteFile("/home/agent/d/bin", []byte{0, 1, 2, 255}, 0o600)
	_ = f.Mkdir("/tmp", 0o777)
	_ = f.WriteFile("/tmp/x", []byte("x"), 0o644)
	when := time.Date(2020, 1, 2, 3, 4, 5, 0, time.UTC)
	_ = f.Chtimes("/tmp/x", when)
	snap := f.Snapshot()
	g := New(nil)
	if err := g.Restore(context.Background(), snap); err != nil {
		t.Fatal(err)
	}
	if got, want := len(g.Snapshot()), len(snap); got != want {
		t.Fatalf("%d entries restored, want %d", got, want)
	}
	data, _ := g.ReadFile("/home/agent/d/bin")
	fi, _ := g.Stat("/home/agent/d/bin")
	di, _ := g.Stat("/home/agent/d")
	xi, _ := g.Stat("/tmp/x")
	if string(data) != "\x00\x01\x02\xff" || fi.Mode().Perm() != 0o600 || di.Mode().Perm() != 0o750 || !xi.ModTime().Equal(when) {
		t.Errorf("restored %q %v %v %v", data, fi.Mode(), di.Mode(), xi.ModTime())
	}
}
