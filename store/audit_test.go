package store

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"testing/synctest"
	"time"
)

// TestAuditOutcomesWriteBehind: outcome entries are held and committed
// later, in the order given, with the next started entry, by the timer,
// and at Close; a second handle on the file sees them then.
// It runs in a synctest bubble: the timer fires when the fake clock
// passes AuditDelay, and synctest.Wait returns once its commit is done, so
// the test neither sleeps nor polls.
func TestAuditOutcomesWriteBehind(t *testing.T) {
	synctest.Test(t, testAuditOutcomesWriteBehind)
}

func testAuditOutcomesWriteBehind(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "store.db")
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	other, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	entry := func(call int, o Outcome) AuditEntry {
		return AuditEntry{Script: "wb", Call: call, Verdict: VerdictAllow, Outcome: o}
	}
	calls := func(st *SQLite) []string {
		t.Helper()
		log, err := st.AuditLog(ctx, AuditFilter{Script: "wb"})
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, e := range log {
			out = append(out, fmt.Sprintf("%d%s", e.Call, e.Outcome))
		}
		return out
	}
	// A started entry is committed with the outcome before it, in order.
	for _, e := range []AuditEntry{entry(1, OutcomeOK), entry(2, OutcomeStarted)} {
		if err := s.Audit(ctx, e); err != nil {
			t.Fatal(err)
		}
	}
	if got := strings.Join(calls(other), " "); got != "1ok 2started" {
		t.Fatalf("the other handle sees %q after a started entry", got)
	}
	// An outcome alone is committed by the timer: wait for the other
	// handle to see it (no read of s, which would flush it).
	if err := s.Audit(ctx, entry(2, OutcomeOK)); err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(calls(other), " "); got != "1ok 2started" {
		t.Fatalf("the outcome was committed before its time: %q", got)
	}
	time.Sleep(AuditDelay)
	synctest.Wait()
	if got := strings.Join(calls(other), " "); got != "1ok 2started 2ok" {
		t.Fatalf("the timer did not commit the outcome: %q", got)
	}
	// Reading through the same handle, and closing it, commit what is held.
	if err := s.Audit(ctx, entry(3, OutcomeNotMade)); err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(calls(s), " "); got != "1ok 2started 2ok 3not_made" {
		t.Fatalf("the same handle reads %q", got)
	}
	if err := s.Audit(ctx, entry(4, OutcomeError)); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(calls(other), " "); got != "1ok 2started 2ok 3not_made 4error" {
		t.Fatalf("after Close the other handle sees %q", got)
	}
	if err := s.Audit(ctx, entry(5, OutcomeOK)); err == nil {
		t.Fatal("Audit after Close succeeded")
	}
}

// TestAuditPendingBound: past maxPendingAudit held outcomes, an outcome
// commits at once with those before it.
func TestAuditPendingBound(t *testing.T) {
	ctx := context.Background()
	s, err := OpenMemory()
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	// No timer commits the entries while the loop runs, however slow
	// the machine: only the bound may.
	s.auditDelay = time.Hour
	for i := range maxPendingAudit {
		if err := s.Audit(ctx, AuditEntry{Script: "many", Call: i, Verdict: VerdictAllow, Outcome: OutcomeOK}); err != nil {
			t.Fatal(err)
		}
	}
	s.auditMu.Lock()
	held := len(s.auditPending)
	s.auditMu.Unlock()
	if held != 0 {
		t.Fatalf("%d entries held after %d outcomes, want none (committed at the bound)", held, maxPendingAudit)
	}
}

// TestAuditFailedEntryNotKept: an entry whose Audit call failed is not
// committed later; the outcomes held before it stay held.
func TestAuditFailedEntryNotKept(t *testing.T) {
	ctx := context.Background()
	s, err := OpenMemory()
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if err := s.Audit(ctx, AuditEntry{Script: "f", Call: 1, Verdict: VerdictAllow, Outcome: OutcomeOK}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.db.Exec(`ALTER TABLE audit RENAME TO audit_away`); err != nil {
		t.Fatal(err)
	}
	if err := s.Audit(ctx, AuditEntry{Script: "f", Call: 2, Verdict: VerdictAllow, Outcome: OutcomeStarted}); err == nil {
		t.Fatal("a started entry was accepted with no audit table")
	}
	s.auditMu.Lock()
	var held []string
	for _, e := range s.auditPending {
		held = append(held, fmt.Sprintf("%d%s", e.Call, e.Outcome))
	}
	s.auditMu.Unlock()
	if strings.Join(held, " ") != "1ok" {
		t.Fatalf("held after the failure: %q, want the earlier outcome only", held)
	}
	if _, err := s.db.Exec(`ALTER TABLE audit_away RENAME TO audit`); err != nil {
		t.Fatal(err)
	}
	log, err := s.AuditLog(ctx, AuditFilter{Script: "f"})
	if err != nil || len(log) != 1 || log[0].Call != 1 {
		t.Fatalf("log after the table is back: %+v, %v", log, err)
	}
}
