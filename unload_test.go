package tis_test

import (
	"context"
	"database/sql"
	"errors"
	"path/filepath"
	"testing"

	"github.com/toolsinshell/tis"
	"github.com/toolsinshell/tis/store"
)

// TestUnload: an idle session's files move to the store and out of
// memory, and its next script finds them, in both modes; Close removes
// the copy; a store in memory refuses, and the files stay.
func TestUnload(t *testing.T) {
	for _, mode := range []struct {
		name   string
		worker *tis.Worker
	}{{"in process", nil}, {"worker", &tis.Worker{}}} {
		t.Run(mode.name, func(t *testing.T) {
			ctx := context.Background()
			path := filepath.Join(t.TempDir(), "store.db")
			st, err := store.Open(path)
			if err != nil {
				t.Fatal(err)
			}
			defer st.Close()
			s := newSession(t, &tis.Options{Store: st, Worker: mode.worker})
			s.run(`mkdir -p a/b; head -c 100000 /dev/zero > a/b/big; echo kept > f`)
			if got := s.s.FilesInMemory(); got < 100000 {
				t.Fatalf("FilesInMemory after a script = %d, want at least the 100000 bytes written", got)
			}
			if err := s.s.Unload(ctx); err != nil {
				t.Fatal(err)
			}
			if got := s.s.FilesInMemory(); got != 0 {
				t.Errorf("FilesInMemory after Unload = %d, want 0", got)
			}
			if n := storedSessions(t, path); n != 1 {
				t.Errorf("%d sessions in the store after Unload, want 1", n)
			}
			if err := s.s.Unload(ctx); err != nil {
				t.Errorf("Unload of an unloaded session: %v", err)
			}
			res := s.run(`cat f; wc -c < a/b/big`)
			if res.Stdout != "kept\n100000\n" {
				t.Errorf("the next script after Unload: %q %q", res.Stdout, res.Stderr)
			}
			if got := s.s.FilesInMemory(); got < 100000 {
				t.Errorf("FilesInMemory once loaded again = %d", got)
			}
			// Unload again, then close: the store keeps nothing of it.
			if err := s.s.Unload(ctx); err != nil {
				t.Fatal(err)
			}
			s.s.Close()
			if n := storedSessions(t, path); n != 0 {
				t.Errorf("%d sessions in the store after Close, want 0", n)
			}
		})
	}
	t.Run("store in memory", func(t *testing.T) {
		s := newSession(t, &tis.Options{})
		s.run(`echo kept > f`)
		if err := s.s.Unload(context.Background()); !errors.Is(err, tis.ErrStoreInMemory) {
			t.Errorf("Unload with a store in memory: %v, want ErrStoreInMemory", err)
		}
		if res := s.run(`cat f`); res.Stdout != "kept\n" {
			t.Errorf("the files after a refused Unload: %q %q", res.Stdout, res.Stderr)
		}
	})
}

// storedSessions counts the sessions the store file at path holds.
func storedSessions(t *testing.T, path string) int {
	t.Helper()
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var n int
	if err := db.QueryRow(`SELECT count(*) FROM sessions`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}
