package postgres_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/jackc/pgx/v5"

	"github.com/toolsinshell/tis/internal/pgtest"
	"github.com/toolsinshell/tis/store"
	"github.com/toolsinshell/tis/store/postgres"
)

// The benchmarks of the SQLite store (store/bench_test.go), on
// PostgreSQL: the figures to set beside SQLite's. Each runs in a schema
// of its own of TIS_PG_URL's server.

// benchInput is a call's input, not in canonical form (as a gate may pass it).
const benchInput = `{"repo":"toolsinshell/tis","branch":"fix-x","force":false}`

// benchCanonical is benchInput in canonical form, as the store keeps it.
const benchCanonical = `{"branch":"fix-x","force":false,"repo":"toolsinshell/tis"}`

// benchStore opens a store in a new schema, with 2000 answered requests of
// other tools and sessions, and returns it and a connection to the schema
// for seeding.
func benchStore(b *testing.B) (*postgres.Store, *pgx.Conn) {
	b.Helper()
	dsn := pgtest.Schema(b)
	s, err := postgres.Open(context.Background(), dsn)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { s.Close() })
	conn, err := pgx.Connect(context.Background(), dsn)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { conn.Close(context.Background()) })
	rows := make([][]any, 2000)
	for i := range rows {
		kind := []string{"once", "always", "deny", "pending"}[i%4]
		rows[i] = []any{fmt.Sprint("seed", i), fmt.Sprint("s", i%50), "", fmt.Sprint("tool", i%20), fmt.Sprintf(`{"i":%d}`, i),
			"", "", int64(0), false, int64(0), kind}
	}
	_, err = conn.CopyFrom(context.Background(), pgx.Identifier{"approvals"},
		[]string{"id", "session", "tool", "canonical", "input", "reason", "message", "line", "before_start", "requested_at", "status"},
		pgx.CopyFromRows(rows))
	if err != nil {
		b.Fatal(err)
	}
	return s, conn
}

// BenchmarkCheckNoAnswer is the common case at run time: a call no answer
// covers.
func BenchmarkCheckNoAnswer(b *testing.B) {
	s, _ := benchStore(b)
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		d, err := s.Check(ctx, store.Scope{Session: "s1"}, "github.delete_branch", benchInput)
		if err != nil || d != store.None {
			b.Fatal(d, err)
		}
	}
}

// BenchmarkCheckOnce consumes a once answer each iteration. Answers are
// stored in batches outside the timer.
func BenchmarkCheckOnce(b *testing.B) {
	s, conn := benchStore(b)
	ctx := context.Background()
	left, batch := 0, 0
	b.ReportAllocs()
	for b.Loop() {
		if left == 0 {
			b.StopTimer()
			batch++
			rows := make([][]any, 1000)
			for i := range rows {
				rows[i] = []any{fmt.Sprint("b", batch, "-", i), "s1", "", "github.delete_branch", benchCanonical,
					"", "", int64(0), false, int64(0), "once", int64(i)}
			}
			_, err := conn.CopyFrom(ctx, pgx.Identifier{"approvals"},
				[]string{"id", "session", "tool", "canonical", "input", "reason", "message", "line", "before_start", "requested_at", "status", "answered_at"},
				pgx.CopyFromRows(rows))
			if err != nil {
				b.Fatal(err)
			}
			left = 1000
			b.StartTimer()
		}
		d, err := s.Check(ctx, store.Scope{Session: "s1"}, "github.delete_branch", benchInput)
		if err != nil || d != store.AllowedOnce {
			b.Fatal(d, err)
		}
		left--
	}
}

// BenchmarkAudit records one changing call per iteration: its started
// entry and its outcome, each committed before Audit returns.
func BenchmarkAudit(b *testing.B) {
	s, _ := benchStore(b)
	ctx := context.Background()
	e := store.AuditEntry{Session: "s1", Script: "r1", Call: 1, Tool: "tools github delete-branch", Canonical: "github.delete_branch",
		Input: benchInput, Verdict: store.VerdictAllow, Source: "once", Outcome: store.OutcomeStarted, Line: 9}
	done := e
	done.Outcome = store.OutcomeOK
	b.ReportAllocs()
	for b.Loop() {
		if err := s.Audit(ctx, e); err != nil {
			b.Fatal(err)
		}
		if err := s.Audit(ctx, done); err != nil {
			b.Fatal(err)
		}
	}
}
