package store

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"
)

// benchStores runs a benchmark against a file store and a memory store.
func benchStores(b *testing.B, f func(b *testing.B, s *SQLite)) {
	b.Run("file", func(b *testing.B) {
		s, err := Open(filepath.Join(b.TempDir(), "store.db"))
		if err != nil {
			b.Fatal(err)
		}
		defer s.Close()
		f(b, s)
	})
	b.Run("memory", func(b *testing.B) {
		s, err := OpenMemory()
		if err != nil {
			b.Fatal(err)
		}
		defer s.Close()
		f(b, s)
	})
}

// seedAnswers stores n answered requests of other tools and sessions, so the
// benchmarks do not run against an empty table.
func seedAnswers(b *testing.B, s *SQLite, n int) {
	b.Helper()
	tx, err := s.db.Begin()
	if err != nil {
		b.Fatal(err)
	}
	for i := range n {
		kind := []string{"once", "always", "deny", "pending"}[i%4]
		_, err := tx.Exec(`INSERT INTO approvals (id, session, tool, canonical, input, reason, message, line, before_start, requested_at, status)
VALUES (?, ?, '', ?, ?, '', '', 0, 0, 0, ?)`, fmt.Sprint("seed", i), fmt.Sprint("s", i%50), fmt.Sprint("tool", i%20), fmt.Sprintf(`{"i":%d}`, i), kind)
		if err != nil {
			b.Fatal(err)
		}
	}
	if err := tx.Commit(); err != nil {
		b.Fatal(err)
	}
}

// benchInput is a call's input, not in canonical form (as a gate may pass it).
const benchInput = `{"repo":"toolsinshell/tis","branch":"fix-x","force":false}`

// benchCanonical is benchInput in canonical form, as the store keeps it.
const benchCanonical = `{"branch":"fix-x","force":false,"repo":"toolsinshell/tis"}`

// BenchmarkCheckNoAnswer is the common case at run time: a call no answer
// covers.
func BenchmarkCheckNoAnswer(b *testing.B) {
	benchStores(b, func(b *testing.B, s *SQLite) {
		seedAnswers(b, s, 2000)
		ctx := context.Background()
		b.ReportAllocs()
		for b.Loop() {
			d, err := s.Check(ctx, Scope{Session: "s1"}, "github.delete_branch", benchInput)
			if err != nil || d != None {
				b.Fatal(d, err)
			}
		}
	})
}

// BenchmarkCheckOnce consumes a once answer each iteration (a durable write
// with the file store). Answers are stored in batches outside the timer.
func BenchmarkCheckOnce(b *testing.B) {
	benchStores(b, func(b *testing.B, s *SQLite) {
		seedAnswers(b, s, 2000)
		ctx := context.Background()
		left, batch := 0, 0
		b.ReportAllocs()
		for b.Loop() {
			if left == 0 {
				b.StopTimer()
				batch++
				tx, err := s.db.Begin()
				if err != nil {
					b.Fatal(err)
				}
				for i := range 1000 {
					_, err := tx.Exec(`INSERT INTO approvals (id, session, tool, canonical, input, reason, message, line, before_start, requested_at, status, answered_at)
VALUES (?, 's1', '', 'github.delete_branch', ?, '', '', 0, 0, 0, 'once', ?)`, fmt.Sprint("b", batch, "-", i), benchCanonical, i)
					if err != nil {
						b.Fatal(err)
					}
				}
				if err := tx.Commit(); err != nil {
					b.Fatal(err)
				}
				left = 1000
				b.StartTimer()
			}
			d, err := s.Check(ctx, Scope{Session: "s1"}, "github.delete_branch", benchInput)
			if err != nil || d != AllowedOnce {
				b.Fatal(d, err)
			}
			left--
		}
	})
}

// BenchmarkAudit records one changing call per iteration: its started
// entry (committed, with the file store durably, before Audit returns)
// and its outcome (held, committed with the next started entry).
func BenchmarkAudit(b *testing.B) {
	benchStores(b, func(b *testing.B, s *SQLite) {
		ctx := context.Background()
		e := AuditEntry{Session: "s1", Script: "r1", Call: 1, Tool: "tools github delete-branch", Canonical: "github.delete_branch",
			Input: benchInput, Verdict: VerdictAllow, Source: "once", Outcome: OutcomeStarted, Line: 9}
		done := e
		done.Outcome = OutcomeOK
		b.ReportAllocs()
		for b.Loop() {
			if err := s.Audit(ctx, e); err != nil {
				b.Fatal(err)
			}
			if err := s.Audit(ctx, done); err != nil {
				b.Fatal(err)
			}
		}
	})
}
