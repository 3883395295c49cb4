package tis_test

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/toolsinshell/tis"
	"github.com/toolsinshell/tis/internal/pgtest"
	"github.com/toolsinshell/tis/store/postgres"
)

// TestStoreURLUnknownScheme: a store named by a URL of a scheme no
// backend serves is an error that does not echo the URL (it may hold a
// password), not a SQLite file named after it.
func TestStoreURLUnknownScheme(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	_, err := tis.New(context.Background(), &tis.Options{StorePath: "mysql://u:secret@db.example/tis"})
	if err == nil || strings.Contains(err.Error(), "secret") || !strings.Contains(err.Error(), "mysql://") {
		t.Fatalf("New with a mysql:// store: %v", err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Fatalf("a store file was made: %v", entries)
	}
}

// TestStorePostgresAcrossHosts: two hosts (as two replicas) on one
// PostgreSQL database named by --store's URL: a request raised on the
// first is answered through the second, and the first's rerun goes
// through exactly once. Needs TIS_PG_URL (scripts/pgtest).
func TestStorePostgresAcrossHosts(t *testing.T) {
	dsn := pgtest.Schema(t)
	const script = "tools github delete-branch repo=acme/api branch=chi-router > /dev/null && echo deleted"
	ctx := context.Background()
	open := func() *tis.Host {
		h, err := tis.New(ctx, &tis.Options{StorePath: dsn})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { h.Close() })
		if _, ok := h.Store().(*postgres.Store); !ok {
			t.Fatalf("the host's store is a %T, want *postgres.Store", h.Store())
		}
		return h
	}
	a, b := open(), open()
	s, err := a.SessionFor(ctx, "alice", "conv")
	if err != nil {
		t.Fatal(err)
	}
	res, err := s.Run(ctx, script, nil)
	if err != nil || res.Report == nil || res.Report.Tools.Stopped == nil {
		t.Fatalf("the first run: %v %+v", err, res)
	}
	id := res.Report.Tools.Stopped.RequestID
	pending, err := b.Pending(ctx, "conv")
	if err != nil || len(pending) != 1 || pending[0].ID != id {
		t.Fatalf("the other host's pending list: %+v, %v", pending, err)
	}
	if err := b.Answer(ctx, id, tis.Answer{Kind: tis.Once}); err != nil {
		t.Fatal(err)
	}
	if res, err := s.Run(ctx, script, nil); err != nil || res.Stdout != "deleted\n" {
		t.Fatalf("the rerun after the answer: %q, %v", res.Stdout, err)
	}
	if res, err := s.Run(ctx, script, nil); err != nil || res.Stdout != "" {
		t.Fatalf("a second rerun used the once answer again: %q, %v", res.Stdout, err)
	}
}
