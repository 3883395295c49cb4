package store

import (
	"context"
	"database/sql"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

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

// TestDeleteSessionRemovesRows: a deleted session's files leave the
// database, not only the session's listing (the suite sees the latter).
func TestDeleteSessionRemovesRows(t *testing.T) {
	ctx := context.Background()
	s, err := Open(filepath.Join(t.TempDir(), "store.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if err := s.SaveSession(ctx, "gone", SessionState{Files: []FileEntry{{Path: "/a", Data: []byte("a")}}}); err != nil {
		t.Fatal(err)
	}
	if err := s.DeleteSession(ctx, "gone"); err != nil {
		t.Fatal(err)
	}
	var rows int
	if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM session_files WHERE session = 'gone'`).Scan(&rows); err != nil || rows != 0 {
		t.Errorf("a deleted session's files stay: %d rows, %v", rows, err)
	}
}
