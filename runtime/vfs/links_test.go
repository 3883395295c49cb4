package vfs

import (
	"context"
	"io/fs"
	"os"
	"testing"
	"time"
)

// linkFS returns an FS with /d/f ("data"), /d/sub/, and links:
// /d/rel -> f, /d/abs -> /d/f, /d/up -> ../d/sub, /d/dang -> nope,
// /d/loop1 <-> /d/loop2, /d/self -> self, /d/hard (a hard link of /d/f).
func linkFS(t *testing.T) *FS {
	t.Helper()
	f := New(nil)
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(f.MkdirAll("/d/sub", 0o755))
	must(f.WriteFile("/d/f", []byte("data"), 0o644))
	must(f.WriteFile("/d/sub/g", []byte("g"), 0o644))
	must(f.Symlink("f", "/d/rel"))
	must(f.Symlink("/d/f", "/d/abs"))
	must(f.Symlink("../d/sub", "/d/up"))
	must(f.Symlink("nope", "/d/dang"))
	must(f.Symlink("loop2", "/d/loop1"))
	must(f.Symlink("loop1", "/d/loop2"))
	must(f.Symlink("self", "/d/self"))
	must(f.Symlink("sub/..", "/d/dotdot"))
	must(f.Link("/d/f", "/d/hard"))
	return f
}

func TestSymlinkLookups(t *testing.T) {
	f := linkFS(t)
	tests := []struct {
		name, path string
		data       string // want ReadFile's result, or
		reason     string // its error
	}{
		{"relative target", "/d/rel", "data", ""},
		{"absolute target", "/d/abs", "data", ""},
		{"directory link in the middle", "/d/up/g", "g", ""},
		{"dangling", "/d/dang", "", "No such file or directory"},
		{"loop", "/d/loop1", "", "Too many levels of symbolic links"},
		{"self loop", "/d/self", "", "Too many levels of symbolic links"},
		{"loop in the middle", "/d/loop1/x", "", "Too many levels of symbolic links"},
		{"dot-dot after a link is physical", "/d/dotdot/f", "data", ""},
		{"hard link", "/d/hard", "data", ""},
		{"file link as a directory", "/d/rel/x", "", "Not a directory"},
		{"directory through a link", "/d/up", "", "Is a directory"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := f.ReadFile(tt.path)
			if tt.reason != "" {
				if err == nil || Reason(err) != tt.reason {
					t.Fatalf("ReadFile(%s) = %q, %v; want error %q", tt.path, got, err, tt.reason)
				}
				return
			}
			if err != nil || string(got) != tt.data {
				t.Fatalf("ReadFile(%s) = %q, %v; want %q", tt.path, got, err, tt.data)
			}
		})
	}
}

func TestLstatReadlinkRealPath(t *testing.T) {
	f := linkFS(t)
	tests := []struct {
		path, target, real string
		size               int64
	}{
		{"/d/rel", "f", "/d/f", 1},
		{"/d/abs", "/d/f", "/d/f", 4},
		{"/d/up", "../d/sub", "/d/sub", 8},
		{"/d/dang", "nope", "/d/nope", 4},
	}
	for _, tt := range tests {
		st, err := f.Lstat(tt.path)
		if err != nil || st.Mode()&fs.ModeSymlink == 0 || st.Size() != tt.size {
			t.Errorf("Lstat(%s) = %v, %v", tt.path, st, err)
		}
		if got, err := f.Readlink(tt.path); err != nil || got != tt.target {
			t.Errorf("Readlink(%s) = %q, %v", tt.path, got, err)
		}
		if got, err := f.RealPath(tt.path); err != nil || got != tt.real {
			t.Errorf("RealPath(%s) = %q, %v; want %q", tt.path, got, err, tt.real)
		}
	}
	if _, err := f.Readlink("/d/f"); Reason(err) != "Invalid argument" {
		t.Errorf("Readlink of a file: %v", err)
	}
	if _, err := f.Stat("/d/dang"); Reason(err) != "No such file or directory" {
		t.Errorf("Stat of a dangling link: %v", err)
	}
	st, _ := f.Stat("/d/f")
	if fi := st.(*FileInfo); fi.Links() != 2 {
		t.Errorf("links of a hard-linked file: %d", fi.Links())
	}
	h1, _ := f.Stat("/d/hard")
	if st.(*FileInfo).Ino() != h1.(*FileInfo).Ino() {
		t.Errorf("hard links have different inodes")
	}
}

func TestLinkOperations(t *testing.T) {
	f := linkFS(t)
	// Writing through a hard link changes both names; usage counts once.
	if err := f.WriteFile("/d/hard", []byte("changed!"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got, _ := f.ReadFile("/d/f"); string(got) != "changed!" {
		t.Errorf("hard link write: %q", got)
	}
	if u := f.Usage(); u != int64(len("changed!")+1) {
		t.Errorf("usage %d", u)
	}
	// Creating through a dangling link creates its target.
	if err := f.WriteFile("/d/dang", []byte("new"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got, _ := f.ReadFile("/d/nope"); string(got) != "new" {
		t.Errorf("create through dangling link: %q", got)
	}
	if _, err := f.OpenFile("/d/rel", os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o644); Reason(err) != "File exists" {
		t.Errorf("O_EXCL on a link: %v", err)
	}
	// Removing a link leaves its target.
	if err := f.Remove("/d/rel"); err != nil {
		t.Fatal(err)
	}
	if _, err := f.Stat("/d/f"); err != nil {
		t.Errorf("target gone with its link: %v", err)
	}
	// Removing one name of a file keeps the other and its bytes.
	if err := f.Remove("/d/f"); err != nil {
		t.Fatal(err)
	}
	if got, _ := f.ReadFile("/d/hard"); string(got) != "changed!" {
		t.Errorf("after removing one name: %q", got)
	}
	if err := f.Remove("/d/hard"); err != nil {
		t.Fatal(err)
	}
	if u := f.Usage(); u != int64(len("new")+1) {
		t.Errorf("usage after removing both names: %d", u)
	}
	// Renaming a link moves the link.
	if err := f.Rename("/d/up", "/d/sub/moved"); err != nil {
		t.Fatal(err)
	}
	if got, _ := f.Readlink("/d/sub/moved"); got != "../d/sub" {
		t.Errorf("renamed link: %q", got)
	}
	if _, err := f.ReadFile("/d/sub/moved/g"); Reason(err) != "No such file or directory" {
		t.Errorf("relative target follows the link's new place: %v", err)
	}
	// Directories cannot be hard-linked; a name cannot be made twice.
	if err := f.Link("/d/sub", "/d/sub2"); Reason(err) != "Operation not permitted" {
		t.Errorf("link a directory: %v", err)
	}
	if err := f.Symlink("x", "/d/abs"); Reason(err) != "File exists" {
		t.Errorf("symlink over a name: %v", err)
	}
	// Chmod and Chtimes follow; Lchtimes does not.
	when := time.Unix(1e9, 0)
	if err := f.WriteFile("/d/f", nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := f.Chmod("/d/abs", 0o600); err != nil {
		t.Fatal(err)
	}
	if err := f.Lchtimes("/d/abs", when); err != nil {
		t.Fatal(err)
	}
	l, _ := f.Lstat("/d/abs")
	if l.Mode().Perm() != 0o777 || !l.ModTime().Equal(when) {
		t.Errorf("link itself: %v %v", l.Mode(), l.ModTime())
	}
	// A directory cannot move below itself through a link either.
	if err := f.Symlink("/d/sub", "/d/s"); err != nil {
		t.Fatal(err)
	}
	if err := f.Rename("/d", "/d/s/in"); Reason(err) != "Invalid argument" {
		t.Errorf("move below itself: %v", err)
	}
}

func TestLinkLimits(t *testing.T) {
	f := New(&Options{Limits: Limits{MaxFiles: 2}})
	if err := f.WriteFile("/a", []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := f.Link("/a", "/b"); err != nil {
		t.Fatal(err)
	}
	if _, ok := f.Symlink("a", "/c").(*LimitError); !ok {
		t.Errorf("symlink past the file limit")
	}
	if err := f.Remove("/b"); err != nil {
		t.Fatal(err)
	}
	if err := f.Symlink("a", "/c"); err != nil {
		t.Errorf("symlink after a removal: %v", err)
	}
	long := make([]byte, maxTarget+1)
	for i := range long {
		long[i] = 'x'
	}
	if err := New(nil).Symlink(string(long), "/l"); Reason(err) != "File name too long" {
		t.Errorf("long target: %v", err)
	}
}

func TestSnapshotLinks(t *testing.T) {
	f := linkFS(t)
	if err := f.Chmod("/d/f", 0o755|fs.ModeSetuid); err != nil {
		t.Fatal(err)
	}
	snap := f.Snapshot()
	g := New(nil)
	if err := g.Restore(context.Background(), snap); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{"/d/rel", "/d/abs", "/d/up", "/d/dang", "/d/loop1", "/d/self"} {
		want, _ := f.Readlink(p)
		if got, err := g.Readlink(p); err != nil || got != want {
			t.Errorf("restored %s -> %q, %v; want %q", p, got, err, want)
		}
	}
	if err := g.WriteFile("/d/hard", []byte("shared"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got, _ := g.ReadFile("/d/f"); string(got) != "shared" {
		t.Errorf("restored hard link is not shared: %q", got)
	}
	st, _ := g.Stat("/d/f")
	if st.Mode()&modeBits != 0o755|fs.ModeSetuid {
		t.Errorf("restored mode %v", st.Mode())
	}
	// An old snapshot (no links, no Link field) restores as before.
	old := []Entry{{Path: "/x", Dir: true, Mode: fs.ModeDir | 0o755}, {Path: "/x/y", Mode: 0o600, Data: []byte("y")}}
	h := New(nil)
	if err := h.Restore(context.Background(), old); err != nil {
		t.Fatal(err)
	}
	if got, _ := h.ReadFile("/x/y"); string(got) != "y" {
		t.Errorf("old snapshot: %q", got)
	}
	// Restoring over a link replaces the link, not its target.
	if err := g.Restore(context.Background(), []Entry{{Path: "/d/abs", Mode: 0o644, Data: []byte("plain")}}); err != nil {
		t.Fatal(err)
	}
	if got, _ := g.ReadFile("/d/f"); string(got) != "shared" {
		t.Errorf("restore wrote through a link: %q", got)
	}
}
