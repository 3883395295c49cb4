package vfs

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"syscall"
	"testing"
)

// deepPath is /d/d/.../d, n levels deep.
func deepPath(n int) string { return strings.Repeat("/d", n) }

func TestDepthLimit(t *testing.T) {
	isDepth := func(err error) bool {
		var le *LimitError
		return errors.As(err, &le) && le.Limit == "depth" && le.Max == 4
	}
	nameTooLong := func(err error) bool { return errors.Is(err, syscall.ENAMETOOLONG) }
	long := strings.Repeat("n", MaxName)
	tests := []struct {
		name string
		do   func(f *FS) error
		want func(error) bool // nil: no error
	}{
		{"mkdir at the limit", func(f *FS) error { return f.MkdirAll(deepPath(4), 0o755) }, nil},
		{"mkdir -p past it", func(f *FS) error { return f.MkdirAll(deepPath(5), 0o755) }, isDepth},
		{"mkdir past it", func(f *FS) error {
			_ = f.MkdirAll(deepPath(4), 0o755)
			return f.Mkdir(deepPath(5), 0o755)
		}, isDepth},
		{"a file past it", func(f *FS) error {
			_ = f.MkdirAll(deepPath(4), 0o755)
			return f.WriteFile(deepPath(4)+"/f", nil, 0o644)
		}, isDepth},
		{"a file at it", func(f *FS) error {
			_ = f.MkdirAll(deepPath(3), 0o755)
			return f.WriteFile(deepPath(3)+"/f", nil, 0o644)
		}, nil},
		{"a symbolic link past it", func(f *FS) error {
			_ = f.MkdirAll(deepPath(4), 0o755)
			return f.Symlink("/", deepPath(4)+"/l")
		}, isDepth},
		{"a hard link past it", func(f *FS) error {
			_ = f.MkdirAll(deepPath(4), 0o755)
			_ = f.WriteFile("/f", nil, 0o644)
			return f.Link("/f", deepPath(4)+"/f")
		}, isDepth},
		{"a tree moved below another", func(f *FS) error {
			_ = f.MkdirAll("/a/b/c", 0o755)
			_ = f.MkdirAll("/x/y", 0o755)
			return f.Rename("/a", "/x/y/a") // /x/y/a/b/c is 5 deep
		}, isDepth},
		{"a tree moved up", func(f *FS) error {
			_ = f.MkdirAll("/x/y/a/b", 0o755)
			return f.Rename("/x/y/a", "/a")
		}, nil},
		{"a tree moved to its own depth", func(f *FS) error {
			_ = f.MkdirAll("/a/b/c/d", 0o755)
			_ = f.Mkdir("/x", 0o755)
			return f.Rename("/a/b", "/x/b")
		}, nil},
		{"through a symbolic link, by the physical depth", func(f *FS) error {
			_ = f.MkdirAll(deepPath(3), 0o755)
			_ = f.Symlink(deepPath(3), "/l")
			return f.Mkdir("/l/x/", 0o755) // /d/d/d/x: 4
		}, nil},
		{"through a symbolic link, past it", func(f *FS) error {
			_ = f.MkdirAll(deepPath(4), 0o755)
			_ = f.Symlink(deepPath(4), "/l")
			return f.MkdirAll("/l/x", 0o755)
		}, isDepth},
		{"a name of MaxName bytes", func(f *FS) error { return f.WriteFile("/"+long, nil, 0o644) }, nil},
		{"a name past MaxName", func(f *FS) error { return f.WriteFile("/"+long+"n", nil, 0o644) }, nameTooLong},
		{"a directory name past MaxName", func(f *FS) error { return f.MkdirAll("/"+long+"n/x", 0o755) }, nameTooLong},
		{"a path past MaxPath", func(f *FS) error {
			p := strings.Repeat("/"+long, 16) // MaxPath bytes exactly
			if err := f.MkdirAll(p, 0o755); err != nil {
				return err
			}
			return f.WriteFile(p+"/x", nil, 0o644)
		}, nameTooLong},
		{"a rename that makes a path too long", func(f *FS) error {
			_ = f.MkdirAll("/a/"+long+"/"+long, 0o755)
			dst := strings.Repeat("/"+long, 14)
			if err := f.MkdirAll(dst, 0o755); err != nil {
				return err
			}
			return f.Rename("/a", dst+"/a") // 14*256 + 2 + 2*256 bytes
		}, nameTooLong},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			max := 4
			if strings.Contains(tc.name, "Max") || strings.Contains(tc.name, "too long") {
				max = 0
			}
			f := New(&Options{Limits: Limits{MaxDepth: max}})
			err := tc.do(f)
			switch {
			case tc.want == nil && err != nil:
				t.Fatalf("error %v, want none", err)
			case tc.want != nil && !tc.want(err):
				t.Fatalf("error %v, not the one wanted", err)
			}
		})
	}
}

// TestDepthLimitReason: the message a command prints names the limit.
func TestDepthLimitReason(t *testing.T) {
	f := New(&Options{Limits: Limits{MaxDepth: 2}})
	err := f.MkdirAll("/a/b/c", 0o755)
	if got := Reason(err); got != "limit of 2 directory levels reached" {
		t.Fatalf("Reason = %q", got)
	}
	if _, err := f.Stat("/a/b"); err != nil {
		t.Fatalf("the levels within the limit were made: %v", err)
	}
}

// TestMkdirAllOneWalk: MkdirAll makes a deep tree in one walk from the
// root, not one per level.
func TestMkdirAllOneWalk(t *testing.T) {
	f := New(nil)
	before := f.walks.Load()
	if err := f.MkdirAll(deepPath(200), 0o700); err != nil {
		t.Fatal(err)
	}
	if n := f.walks.Load() - before; n != 1 {
		t.Fatalf("MkdirAll walked from the root %d times, want 1", n)
	}
	st, err := f.Stat(deepPath(100))
	if err != nil || st.Mode().Perm() != 0o700 || !st.IsDir() {
		t.Fatalf("a directory made on the way: %v %v", st, err)
	}
	// mkdir -p does not create a symbolic link's missing target.
	_ = f.Symlink("/nowhere/x", "/dangling")
	if err := f.MkdirAll("/dangling/y", 0o755); err == nil {
		t.Fatal("MkdirAll through a dangling link succeeded")
	}
	if _, err := f.Stat("/nowhere"); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("MkdirAll made a link's target: %v", err)
	}
	_ = f.Symlink("/nowhere", "/dangling2")
	if err := f.MkdirAll("/dangling2", 0o755); !errors.Is(err, fs.ErrExist) {
		t.Fatalf("MkdirAll on a dangling link: %v, want EEXIST", err)
	}
}

// TestRestoreLinear: restoring a deep, wide tree walks from the root once
// per directory that was there before, never once per entry, and gives
// the same tree back.
func TestRestoreLinear(t *testing.T) {
	src := New(nil)
	if err := src.MkdirAll("/tmp", 0o777); err != nil {
		t.Fatal(err)
	}
	p := ""
	for i := 0; i < 256; i++ {
		p += "/d"
		if err := src.Mkdir(p, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := src.WriteFile(p+"/f", []byte(p), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	_ = src.Link(p+"/f", "/tmp/hard")
	_ = src.Symlink("../d", "/tmp/soft")
	snap := src.Snapshot()

	dst := New(nil)
	_ = dst.MkdirAll("/tmp", 0o755) // there before: merged
	before := dst.walks.Load()
	if err := dst.Restore(context.Background(), snap); err != nil {
		t.Fatal(err)
	}
	if n := dst.walks.Load() - before; n > 2 {
		t.Fatalf("Restore of %d entries walked from the root %d times", len(snap), n)
	}
	again := dst.Snapshot()
	if len(again) != len(snap) {
		t.Fatalf("restored %d entries, want %d", len(again), len(snap))
	}
	for i := range snap {
		a, b := snap[i], again[i]
		if a.Path != b.Path || a.Mode != b.Mode || string(a.Data) != string(b.Data) || a.Link != b.Link || !a.ModTime.Equal(b.ModTime) {
			t.Fatalf("entry %d: %+v, restored %+v", i, a, b)
		}
	}
	if st, _ := dst.Stat("/tmp/hard"); st.(*FileInfo).Links() != 2 {
		t.Fatal("the hard link was not restored as a link")
	}
}

// TestRestoreErrors: a snapshot that cannot be restored is an error,
// never a panic, and the FS's limits hold.
func TestRestoreErrors(t *testing.T) {
	tests := []struct {
		name    string
		limits  Limits
		entries []Entry
		want    func(error) bool
	}{
		{"relative path", Limits{}, []Entry{{Path: "a", Mode: 0o644}}, func(err error) bool { return errors.Is(err, fs.ErrInvalid) }},
		{"unclean path", Limits{}, []Entry{{Path: "/a/../b", Mode: 0o644}}, func(err error) bool { return errors.Is(err, fs.ErrInvalid) }},
		{"the root", Limits{}, []Entry{{Path: "/", Dir: true}}, func(err error) bool { return errors.Is(err, fs.ErrInvalid) }},
		{"no parent", Limits{}, []Entry{{Path: "/a/b", Mode: 0o644}}, func(err error) bool { return errors.Is(err, fs.ErrNotExist) }},
		{"a file as parent", Limits{}, []Entry{{Path: "/a", Mode: 0o644}, {Path: "/a/b", Mode: 0o644}}, func(err error) bool { return errors.Is(err, syscall.ENOTDIR) }},
		{"link to nothing", Limits{}, []Entry{{Path: "/a", Link: "/b"}}, func(err error) bool { return errors.Is(err, fs.ErrNotExist) }},
		{"link to a directory", Limits{}, []Entry{{Path: "/d", Dir: true, Mode: fs.ModeDir | 0o755}, {Path: "/a", Link: "/d"}}, func(err error) bool { return errors.Is(err, syscall.EPERM) }},
		{"empty symlink target", Limits{}, []Entry{{Path: "/a", Mode: fs.ModeSymlink | 0o777}}, func(err error) bool { return errors.Is(err, fs.ErrNotExist) }},
		{"too deep", Limits{MaxDepth: 1}, []Entry{{Path: "/a", Dir: true, Mode: fs.ModeDir | 0o755}, {Path: "/a/b", Mode: 0o644}}, func(err error) bool {
			var le *LimitError
			return errors.As(err, &le) && le.Limit == "depth"
		}},
		{"too many", Limits{MaxFiles: 1}, []Entry{{Path: "/a", Mode: 0o644}, {Path: "/b", Mode: 0o644}}, func(err error) bool {
			var le *LimitError
			return errors.As(err, &le) && le.Limit == "files"
		}},
		{"too big a file", Limits{MaxFileBytes: 2}, []Entry{{Path: "/a", Mode: 0o644, Data: []byte("abc")}}, func(err error) bool {
			var le *LimitError
			return errors.As(err, &le) && le.Limit == "file_bytes"
		}},
		{"too many bytes", Limits{MaxTotalBytes: 4}, []Entry{{Path: "/a", Mode: 0o644, Data: []byte("abc")}, {Path: "/b", Mode: 0o644, Data: []byte("abc")}}, func(err error) bool {
			var le *LimitError
			return errors.As(err, &le) && le.Limit == "total_bytes"
		}},
		{"a name too long", Limits{}, []Entry{{Path: "/" + strings.Repeat("x", MaxName+1), Mode: 0o644}}, func(err error) bool { return errors.Is(err, syscall.ENAMETOOLONG) }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := New(&Options{Limits: tc.limits})
			err := f.Restore(context.Background(), tc.entries)
			if !tc.want(err) {
				t.Fatalf("Restore: %v", err)
			}
		})
	}
}

// TestRestoreStopsAtContext: a done context stops a restore with its
// cause.
func TestRestoreStopsAtContext(t *testing.T) {
	src := New(nil)
	for i := 0; i < 3*restoreCheck; i++ {
		_ = src.WriteFile(fmt.Sprintf("/f%d", i), nil, 0o644)
	}
	cause := errors.New("out of time")
	ctx, cancel := context.WithCancelCause(context.Background())
	cancel(cause)
	if err := New(nil).Restore(ctx, src.Snapshot()); !errors.Is(err, cause) {
		t.Fatalf("Restore with a done context: %v", err)
	}
}
