package storetest

import (
	"bytes"
	"context"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/toolsinshell/tis/internal/plural"
	"github.com/toolsinshell/tis/store"
)

func testSessionRoundTrip(t *testing.T, bk Backend) {
	binary := make([]byte, 256*3)
	for i := range binary {
		binary[i] = byte(i)
	}
	mtime := time.Date(2025, 3, 1, 12, 0, 0, 123456789, time.UTC)
	tests := []struct {
		name string
		in   store.SessionState
		want store.SessionState // the zero value means: the same as in
	}{
		{name: "empty", in: store.SessionState{}, want: store.SessionState{Servers: []string{}}},
		{name: "servers only", in: store.SessionState{Servers: []string{"github", "linear"}}},
		{name: "files and directories", in: store.SessionState{
			Files: []store.FileEntry{
				{Path: "/", Dir: true, Mode: 0o755 | 1<<31, ModTime: mtime},
				{Path: "/bin.dat", Mode: 0o600, ModTime: mtime, Data: binary},
				{Path: "/dir", Dir: true, Mode: 0o700, ModTime: mtime.Add(time.Hour)},
				{Path: "/dir/empty", Mode: 0o644, ModTime: mtime, Data: []byte{}},
				{Path: "/dir/nul\x00name", Mode: 0o644, ModTime: mtime, Data: []byte("\x00\xff\n")},
				{Path: "/dir/ünïcode file", Mode: 0o4755, ModTime: mtime, Data: []byte("héllo\n")},
			},
			Servers: []string{"github"},
		}},
		{name: "sorted by path on load", in: store.SessionState{
			Files: []store.FileEntry{
				{Path: "/b", ModTime: mtime, Data: []byte("b")},
				{Path: "/a", ModTime: mtime, Data: []byte("a")},
			},
		}, want: store.SessionState{
			Files: []store.FileEntry{
				{Path: "/a", ModTime: mtime, Data: []byte("a")},
				{Path: "/b", ModTime: mtime, Data: []byte("b")},
			},
			Servers: []string{},
		}},
		{name: "odd times", in: store.SessionState{
			Files: []store.FileEntry{
				{Path: "/early", ModTime: time.Date(1500, 1, 1, 0, 0, 0, 1, time.UTC), Data: []byte("x")},
				{Path: "/late", ModTime: time.Date(3000, 1, 1, 0, 0, 0, 0, time.UTC), Data: []byte("x")},
				{Path: "/zero", Data: []byte("x")},
			},
			Servers: []string{},
		}},
		{name: "links", in: store.SessionState{
			Files: []store.FileEntry{
				{Path: "/f", Mode: 0o644, ModTime: mtime, Data: []byte("data")},
				{Path: "/hard", Mode: 0o644, ModTime: mtime, Data: []byte{}, Link: "/f"},
				{Path: "/sym", Mode: uint32(os.ModeSymlink | 0o777), ModTime: mtime, Data: []byte("f")},
			},
			Servers: []string{},
		}},
		{name: "directory data dropped", in: store.SessionState{
			Files:   []store.FileEntry{{Path: "/d", Dir: true, ModTime: mtime, Data: []byte("junk")}},
			Servers: []string{},
		}, want: store.SessionState{
			Files:   []store.FileEntry{{Path: "/d", Dir: true, ModTime: mtime}},
			Servers: []string{},
		}},
	}
	bk.each(t, func(t *testing.T, s store.Store) {
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				ctx := context.Background()
				if err := s.SaveSession(ctx, tt.name, tt.in); err != nil {
					t.Fatal(err)
				}
				got, ok, err := s.LoadSession(ctx, tt.name)
				if err != nil || !ok {
					t.Fatalf("LoadSession = %v, %v", ok, err)
				}
				want := tt.want
				if want.Files == nil && want.Servers == nil {
					want = tt.in
				}
				checkState(t, got, want)
			})
		}
	})
}

// checkState compares two session states field by field.
func checkState(t *testing.T, got, want store.SessionState) {
	t.Helper()
	if !slices.Equal(got.Servers, want.Servers) || (got.Servers == nil) != (want.Servers == nil) {
		t.Errorf("servers = %#v, want %#v", got.Servers, want.Servers)
	}
	if len(got.Files) != len(want.Files) {
		t.Fatalf("%s, want %d: %+v", plural.Count(int64(len(got.Files)), "file", "files"), len(want.Files), got.Files)
	}
	for i, g := range got.Files {
		w := want.Files[i]
		if g.Path != w.Path || g.Dir != w.Dir || g.Mode != w.Mode || !g.ModTime.Equal(w.ModTime) ||
			!bytes.Equal(g.Data, w.Data) || g.ModTime.IsZero() != w.ModTime.IsZero() {
			t.Errorf("file %d = %+v\n      want %+v", i, g, w)
		}
		if g.Dir && g.Data != nil {
			t.Errorf("directory %s has data", g.Path)
		}
	}
}

func testSaveSessionReplaces(t *testing.T, bk Backend) {
	bk.each(t, func(t *testing.T, s store.Store) {
		ctx := context.Background()
		first := store.SessionState{Files: []store.FileEntry{{Path: "/old", Data: []byte("1")}, {Path: "/kept", Data: []byte("1")}}, Servers: []string{"a"}}
		second := store.SessionState{Files: []store.FileEntry{{Path: "/kept", Data: []byte("2")}, {Path: "/new", Data: []byte("2")}}, Servers: []string{"b"}}
		other := store.SessionState{Files: []store.FileEntry{{Path: "/other", Data: []byte("o")}}, Servers: []string{}}
		for _, save := range []struct {
			id string
			st store.SessionState
		}{{"s", first}, {"t", other}, {"s", second}} {
			if err := s.SaveSession(ctx, save.id, save.st); err != nil {
				t.Fatal(err)
			}
		}
		got, ok, err := s.LoadSession(ctx, "s")
		if err != nil || !ok {
			t.Fatalf("LoadSession = %v, %v", ok, err)
		}
		checkState(t, got, second)
		got, ok, err = s.LoadSession(ctx, "t")
		if err != nil || !ok {
			t.Fatalf("LoadSession = %v, %v", ok, err)
		}
		checkState(t, got, other)
	})
}

func testLoadSessionMissing(t *testing.T, bk Backend) {
	bk.each(t, func(t *testing.T, s store.Store) {
		got, ok, err := s.LoadSession(context.Background(), "nope")
		if err != nil || ok || got.Files != nil || got.Servers != nil {
			t.Errorf("LoadSession(unknown) = %+v, %v, %v; want zero, false, nil", got, ok, err)
		}
	})
}

func testDeleteSession(t *testing.T, bk Backend) {
	bk.each(t, func(t *testing.T, st store.Store) {
		s, ok := st.(store.SessionDeleter)
		if !ok {
			t.Skip("the store cannot delete a session (store.SessionDeleter is optional)")
		}
		ctx := context.Background()
		keep := store.SessionState{Files: []store.FileEntry{{Path: "/k", Data: []byte("k")}}, Servers: []string{}}
		for _, id := range []string{"gone", "kept"} {
			if err := st.SaveSession(ctx, id, store.SessionState{Files: []store.FileEntry{{Path: "/" + id, Data: []byte(id)}}}); err != nil {
				t.Fatal(err)
			}
		}
		if err := st.SaveSession(ctx, "kept", keep); err != nil {
			t.Fatal(err)
		}
		if err := s.DeleteSession(ctx, "gone"); err != nil {
			t.Fatal(err)
		}
		if _, ok, err := st.LoadSession(ctx, "gone"); err != nil || ok {
			t.Errorf("a deleted session loads: %v, %v", ok, err)
		}
		got, ok, err := st.LoadSession(ctx, "kept")
		if err != nil || !ok {
			t.Fatalf("another session after a delete: %v, %v", ok, err)
		}
		checkState(t, got, keep)
		if err := s.DeleteSession(ctx, "never-saved"); err != nil {
			t.Errorf("deleting a session never saved: %v", err)
		}
	})
}

func testSaveSessionDuplicatePathKeepsOldState(t *testing.T, bk Backend) {
	bk.each(t, func(t *testing.T, s store.Store) {
		ctx := context.Background()
		good := store.SessionState{Files: []store.FileEntry{{Path: "/a", Data: []byte("a")}}, Servers: []string{"x"}}
		if err := s.SaveSession(ctx, "s", good); err != nil {
			t.Fatal(err)
		}
		bad := store.SessionState{Files: []store.FileEntry{{Path: "/b"}, {Path: "/b"}}}
		err := s.SaveSession(ctx, "s", bad)
		if err == nil || !strings.Contains(err.Error(), "/b") {
			t.Fatalf("SaveSession with a duplicate path: %v, want an error naming it", err)
		}
		got, ok, err := s.LoadSession(ctx, "s")
		if err != nil || !ok {
			t.Fatalf("LoadSession = %v, %v", ok, err)
		}
		checkState(t, got, good)
	})
}
