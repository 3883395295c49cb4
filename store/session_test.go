package store

import (
	"bytes"
	"context"
	"database/sql"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

func TestSessionRoundTrip(t *testing.T) {
	binary := make([]byte, 256*3)
	for i := range binary {
		binary[i] = byte(i)
	}
	mtime := time.Date(2025, 3, 1, 12, 0, 0, 123456789, time.UTC)
	tests := []struct {
		name string
		in   SessionState
		want SessionState // the zero value means: the same as in
	}{
		{name: "empty", in: SessionState{}, want: SessionState{Servers: []string{}}},
		{name: "servers only", in: SessionState{Servers: []string{"github", "linear"}}},
		{name: "files and directories", in: SessionState{
			Files: []FileEntry{
				{Path: "/", Dir: true, Mode: 0o755 | 1<<31, ModTime: mtime},
				{Path: "/bin.dat", Mode: 0o600, ModTime: mtime, Data: binary},
				{Path: "/dir", Dir: true, Mode: 0o700, ModTime: mtime.Add(time.Hour)},
				{Path: "/dir/empty", Mode: 0o644, ModTime: mtime, Data: []byte{}},
				{Path: "/dir/nul\x00name", Mode: 0o644, ModTime: mtime, Data: []byte("\x00\xff\n")},
				{Path: "/dir/ünïcode file", Mode: 0o4755, ModTime: mtime, Data: []byte("héllo\n")},
			},
			Servers: []string{"github"},
		}},
		{name: "sorted by path on load", in: SessionState{
			Files: []FileEntry{
				{Path: "/b", ModTime: mtime, Data: []byte("b")},
				{Path: "/a", ModTime: mtime, Data: []byte("a")},
			},
		}, want: SessionState{
			Files: []FileEntry{
				{Path: "/a", ModTime: mtime, Data: []byte("a")},
				{Path: "/b", ModTime: mtime, Data: []byte("b")},
			},
			Servers: []string{},
		}},
		{name: "odd times", in: SessionState{
			Files: []FileEntry{
				{Path: "/early", ModTime: time.Date(1500, 1, 1, 0, 0, 0, 1, time.UTC), Data: []byte("x")},
				{Path: "/late", ModTime: time.Date(3000, 1, 1, 0, 0, 0, 0, time.UTC), Data: []byte("x")},
				{Path: "/zero", Data: []byte("x")},
			},
			Servers: []string{},
		}},
		{name: "links", in: SessionState{
			Files: []FileEntry{
				{Path: "/f", Mode: 0o644, ModTime: mtime, Data: []byte("data")},
				{Path: "/hard", Mode: 0o644, ModTime: mtime, Data: []byte{}, Link: "/f"},
				{Path: "/sym", Mode: uint32(os.ModeSymlink | 0o777), ModTime: mtime, Data: []byte("f")},
			},
			Servers: []string{},
		}},
		{name: "directory data dropped", in: SessionState{
			Files:   []FileEntry{{Path: "/d", Dir: true, ModTime: mtime, Data: []byte("junk")}},
			Servers: []string{},
		}, want: SessionState{
			Files:   []FileEntry{{Path: "/d", Dir: true, ModTime: mtime}},
			Servers: []string{},
		}},
	}
	eachStore(t, func(t *testing.T, s *SQLite) {
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
func checkState(t *testing.T, got, want SessionState) {
	t.Helper()
	if !slices.Equal(got.Servers, want.Servers) || (got.Servers == nil) != (want.Servers == nil) {
		t.Errorf("servers = %#v, want %#v", got.Servers, want.Servers)
	}
	if len(got.Files) != len(want.Files) {
		t.Fatalf("%d files, want %d: %+v", len(got.Files), len(want.Files), got.Files)
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

func TestSaveSessionReplaces(t *testing.T) {
	eachStore(t, func(t *testing.T, s *SQLite) {
		ctx := context.Background()
		first := SessionState{Files: []FileEntry{{Path: "/old", Data: []byte("1")}, {Path: "/kept", Data: []byte("1")}}, Servers: []string{"a"}}
		second := SessionState{Files: []FileEntry{{Path: "/kept", Data: []byte("2")}, {Path: "/new", Data: []byte("2")}}, Servers: []string{"b"}}
		other := SessionState{Files: []FileEntry{{Path: "/other", Data: []byte("o")}}, Servers: []string{}}
		for _, save := range []struct {
			id string
			st SessionState
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

func TestLoadSessionMissing(t *testing.T) {
	eachStore(t, func(t *testing.T, s *SQLite) {
		got, ok, err := s.LoadSession(context.Background(), "nope")
		if err != nil || ok || got.Files != nil || got.Servers != nil {
			t.Errorf("LoadSession(unknown) = %+v, %v, %v; want zero, false, nil", got, ok, err)
		}
	})
}

func TestDeleteSession(t *testing.T) {
	eachStore(t, func(t *testing.T, s *SQLite) {
		ctx := context.Background()
		keep := SessionState{Files: []FileEntry{{Path: "/k", Data: []byte("k")}}, Servers: []string{}}
		for _, id := range []string{"gone", "kept"} {
			if err := s.SaveSession(ctx, id, SessionState{Files: []FileEntry{{Path: "/" + id, Data: []byte(id)}}}); err != nil {
				t.Fatal(err)
			}
		}
		if err := s.SaveSession(ctx, "kept", keep); err != nil {
			t.Fatal(err)
		}
		if err := s.DeleteSession(ctx, "gone"); err != nil {
			t.Fatal(err)
		}
		if _, ok, err := s.LoadSession(ctx, "gone"); err != nil || ok {
			t.Errorf("a deleted session loads: %v, %v", ok, err)
		}
		var rows int
		if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM session_files WHERE session = 'gone'`).Scan(&rows); err != nil || rows != 0 {
			t.Errorf("a deleted session's files stay: %d rows, %v", rows, err)
		}
		got, ok, err := s.LoadSession(ctx, "kept")
		if err != nil || !ok {
			t.Fatalf("another session after a delete: %v, %v", ok, err)
		}
		checkState(t, got, keep)
		if err := s.DeleteSession(ctx, "never-saved"); err != nil {
			t.Errorf("deleting a session never saved: %v", err)
		}
	})
}

func TestInMemory(t *testing.T) {
	m, err := OpenMemory()
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	f, err := Open(filepath.Join(t.TempDir(), "store.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if !m.InMemory() || f.InMemory() {
		t.Errorf("InMemory: memory store %v, file store %v", m.InMemory(), f.InMemory())
	}
}

func TestSaveSessionDuplicatePathKeepsOldState(t *testing.T) {
	eachStore(t, func(t *testing.T, s *SQLite) {
		ctx := context.Background()
		good := SessionState{Files: []FileEntry{{Path: "/a", Data: []byte("a")}}, Servers: []string{"x"}}
		if err := s.SaveSession(ctx, "s", good); err != nil {
			t.Fatal(err)
		}
		bad := SessionState{Files: []FileEntry{{Path: "/b"}, {Path: "/b"}}}
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

func TestMigrations(t *testing.T) {
	path := filepath.Join(t.TempDir(), "store.db")
	version := func() int {
		t.Helper()
		db, err := sql.Open("sqlite", path)
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		var v int
		if err := db.QueryRow(`SELECT version FROM schema_version`).Scan(&v); err != nil {
			t.Fatal(err)
		}
		return v
	}
	setVersion := func(v int) {
		t.Helper()
		db, err := sql.Open("sqlite", path)
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		if _, err := db.Exec(`UPDATE schema_version SET version = ?`, v); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct {
		name    string
		before  func()
		wantErr string
	}{
		{"new file", func() {}, ""},
		{"reopen", func() {}, ""},
		{"newer schema", func() { setVersion(len(migrations) + 1) }, "newer than this program"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.before()
			s, err := Open(path)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("Open error = %v, want %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var mode, sync string
			if err := s.db.QueryRow(`PRAGMA journal_mode`).Scan(&mode); err != nil {
				t.Fatal(err)
			}
			if err := s.db.QueryRow(`PRAGMA synchronous`).Scan(&sync); err != nil {
				t.Fatal(err)
			}
			s.Close()
			if mode != "wal" || sync != "1" {
				t.Errorf("journal_mode %s, synchronous %s; want wal, 1 (NORMAL)", mode, sync)
			}
			if v := version(); v != len(migrations) {
				t.Errorf("schema version %d, want %d", v, len(migrations))
			}
		})
	}
}

// TestMigrationKeepsSessions opens a database of schema version 1 (before
// hard links) holding a saved session: the upgrade keeps its files, with
// no links.
func TestMigrationKeepsSessions(t *testing.T) {
	path := filepath.Join(t.TempDir(), "v1.db")
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{
		`CREATE TABLE schema_version (version INTEGER NOT NULL)`,
		`INSERT INTO schema_version (version) VALUES (1)`,
		migrations[0],
		`INSERT INTO sessions (id, servers, saved_at) VALUES ('s', '[]', 0)`,
		`INSERT INTO session_files (session, path, dir, mode, mtime_s, mtime_ns, data) VALUES ('s', '/a', 0, 420, 0, 0, X'6869')`,
	} {
		if _, err := db.Exec(q); err != nil {
			t.Fatal(err)
		}
	}
	db.Close()
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	got, ok, err := s.LoadSession(context.Background(), "s")
	if err != nil || !ok {
		t.Fatalf("LoadSession = %v, %v", ok, err)
	}
	if len(got.Files) != 1 || got.Files[0].Path != "/a" || string(got.Files[0].Data) != "hi" || got.Files[0].Link != "" {
		t.Errorf("files after the upgrade: %+v", got.Files)
	}
}

func TestOpenErrors(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		name string
		path string
	}{
		{"directory", dir},
		{"missing parent", filepath.Join(dir, "no", "such", "store.db")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := Open(tt.path)
			if err == nil {
				s.Close()
				t.Fatalf("Open(%s) succeeded", tt.path)
			}
		})
	}
}

func TestOpenOddPath(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a dir?x=1#frag%20", "store.db")
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	if _, err := os.Stat(path); err != nil {
		t.Errorf("Open(%q) did not create that file: %v", path, err)
	}
}

// TestMigrationKeepsAudit opens a database of schema version 4 (before
// the outcome unknown) holding audit entries: the upgrade keeps them,
// ids go on increasing, and an unknown outcome is accepted.
func TestMigrationKeepsAudit(t *testing.T) {
	path := filepath.Join(t.TempDir(), "v4.db")
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	qs := []string{`CREATE TABLE schema_version (version INTEGER NOT NULL)`, `INSERT INTO schema_version (version) VALUES (4)`}
	qs = append(qs, migrations[:4]...)
	qs = append(qs, `INSERT INTO audit (time, session, script, call, tool, canonical, input, verdict, source, outcome, error_code, line, approval)
		VALUES (1, 's', 'r', 1, 'tools a b', 'mcp_a__b', '{}', 'allow', 'default', 'started', '', 1, '')`)
	for _, q := range qs {
		if _, err := db.Exec(q); err != nil {
			t.Fatal(err)
		}
	}
	db.Close()
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ctx := context.Background()
	e := AuditEntry{Session: "s", Script: "r", Call: 1, Tool: "tools a b", Canonical: "mcp_a__b", Input: "{}",
		Verdict: VerdictAllow, Outcome: OutcomeUnknown, ErrorCode: "unavailable"}
	if err := s.Audit(ctx, e); err != nil {
		t.Fatal(err)
	}
	got, err := s.AuditLog(ctx, AuditFilter{})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].Outcome != OutcomeStarted || got[1].Outcome != OutcomeUnknown || got[1].ID <= got[0].ID {
		t.Fatalf("audit log after the upgrade: %+v", got)
	}
}
