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

var auditBase = time.Date(2025, 3, 1, 12, 0, 0, 0, time.UTC)

// auditEntries is a small log: two sessions, three scripts.
var auditEntries = []AuditEntry{
	{Time: auditBase, Session: "s1", Script: "r1", Call: 1, Tool: "tools linear create-issue", Canonical: "linear.create_issue",
		Input: `{"title":"Flaky test"}`, Verdict: VerdictAllow, Source: "default", Outcome: OutcomeStarted, Line: 3},
	{Time: auditBase.Add(1 * time.Second), Session: "s1", Script: "r1", Call: 1, Tool: "tools linear create-issue", Canonical: "linear.create_issue",
		Input: `{"title":"Flaky test"}`, Verdict: VerdictAllow, Source: "default", Outcome: OutcomeOK, Line: 3},
	{Time: auditBase.Add(2 * time.Second), Session: "s1", Script: "r1", Call: 2, Tool: "tools github delete-branch", Canonical: "github.delete_branch",
		Input: `{"branch":"fix-x"}`, Verdict: VerdictAsk, Source: "annotation", Outcome: OutcomeNotMade, ErrorCode: "needs_approval", Line: 9, Approval: "apr_x"},
	{Time: auditBase.Add(3 * time.Second), Session: "s2", Script: "r2", Call: 1, Tool: "tools github delete-branch", Canonical: "github.delete_branch",
		Input: `{"branch":"main"}`, Verdict: VerdictDeny, Source: "policy:never-delete-main", Outcome: OutcomeNotMade, ErrorCode: "denied", Line: 1},
	{Time: auditBase.Add(4 * time.Second), Session: "s1", Script: "r3", Call: 1, Tool: "tools github delete-branch", Canonical: "github.delete_branch",
		Input: `{"branch":"fix-x"}`, Verdict: VerdictAllow, Source: "once", Outcome: OutcomeError, ErrorCode: "tool_error", Line: 9, Approval: "apr_x"},
}

func writeAudit(t *testing.T, s *SQLite) {
	t.Helper()
	for i, e := range auditEntries {
		if err := s.Audit(context.Background(), e); err != nil {
			t.Fatalf("entry %d: %v", i, err)
		}
	}
}

// checkAudit compares a log with the entries of auditEntries at the given
// indexes.
func checkAudit(t *testing.T, got []AuditEntry, want ...int) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("got %d entries, want %d: %+v", len(got), len(want), got)
	}
	for i, w := range want {
		g, e := got[i], auditEntries[w]
		if g.ID <= 0 || (i > 0 && g.ID <= got[i-1].ID) {
			t.Errorf("entry %d: id %d not increasing", i, g.ID)
		}
		if !g.Time.Equal(e.Time) {
			t.Errorf("entry %d: time %v, want %v", i, g.Time, e.Time)
		}
		g.ID, g.Time, e.Time = 0, time.Time{}, time.Time{}
		if g != e {
			t.Errorf("entry %d:\n got %+v\nwant %+v", i, g, e)
		}
	}
}

func TestAuditLog(t *testing.T) {
	tests := []struct {
		name string
		f    AuditFilter
		want []int
	}{
		{"all", AuditFilter{}, []int{0, 1, 2, 3, 4}},
		{"session", AuditFilter{Session: "s1"}, []int{0, 1, 2, 4}},
		{"script", AuditFilter{Script: "r1"}, []int{0, 1, 2}},
		{"canonical", AuditFilter{Canonical: "github.delete_branch"}, []int{2, 3, 4}},
		{"session and canonical", AuditFilter{Session: "s1", Canonical: "github.delete_branch"}, []int{2, 4}},
		{"since", AuditFilter{Since: auditBase.Add(3 * time.Second)}, []int{3, 4}},
		{"until", AuditFilter{Until: auditBase.Add(2 * time.Second)}, []int{0, 1}},
		{"since and until", AuditFilter{Since: auditBase.Add(time.Second), Until: auditBase.Add(3 * time.Second)}, []int{1, 2}},
		{"limit keeps the last", AuditFilter{Limit: 2}, []int{3, 4}},
		{"limit with session", AuditFilter{Session: "s1", Limit: 3}, []int{1, 2, 4}},
		{"limit above count", AuditFilter{Limit: 10}, []int{0, 1, 2, 3, 4}},
		{"no match", AuditFilter{Session: "nope"}, nil},
	}
	eachStore(t, func(t *testing.T, s *SQLite) {
		writeAudit(t, s)
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				got, err := s.AuditLog(context.Background(), tt.f)
				if err != nil {
					t.Fatal(err)
				}
				checkAudit(t, got, tt.want...)
			})
		}
	})
}

func TestAuditRejects(t *testing.T) {
	tests := []struct {
		name string
		e    AuditEntry
		want string
	}{
		{"no verdict", AuditEntry{Outcome: OutcomeOK}, "verdict"},
		{"bad verdict", AuditEntry{Verdict: "maybe", Outcome: OutcomeOK}, "verdict"},
		{"no outcome", AuditEntry{Verdict: VerdictAllow}, "outcome"},
		{"bad outcome", AuditEntry{Verdict: VerdictAllow, Outcome: "fine"}, "outcome"},
	}
	eachStore(t, func(t *testing.T, s *SQLite) {
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				err := s.Audit(context.Background(), tt.e)
				if err == nil || !strings.Contains(err.Error(), tt.want) {
					t.Fatalf("Audit error = %v, want one about %s", err, tt.want)
				}
			})
		}
		log, err := s.AuditLog(context.Background(), AuditFilter{})
		if err != nil || len(log) != 0 {
			t.Errorf("rejected entries were written: %v, %v", log, err)
		}
	})
}

func TestAuditDefaultsTime(t *testing.T) {
	eachStore(t, func(t *testing.T, s *SQLite) {
		before := time.Now()
		if err := s.Audit(context.Background(), AuditEntry{Verdict: VerdictAllow, Outcome: OutcomeOK}); err != nil {
			t.Fatal(err)
		}
		log, err := s.AuditLog(context.Background(), AuditFilter{})
		if err != nil || len(log) != 1 {
			t.Fatalf("log = %v, %v", log, err)
		}
		if log[0].Time.Before(before.Truncate(time.Microsecond)) {
			t.Errorf("time %v is before the call (%v)", log[0].Time, before)
		}
	})
}

// TestReopenKeepsEverything closes the store and opens the file again: the
// audit log, the answers (with a consumed once answer still consumed), the
// pending requests and the sessions are all there.
func TestReopenKeepsEverything(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "store.db")
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	writeAudit(t, s)
	answer := func(session string, k AnswerKind) {
		id, err := s.Request(ctx, req(session, "gh.delete", `{}`))
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Answer(ctx, id, Answer{Kind: k}); err != nil {
			t.Fatal(err)
		}
	}
	answer("used", Once)
	if d, err := s.Check(ctx, Scope{Session: "used"}, "gh.delete", `{}`); d != AllowedOnce || err != nil {
		t.Fatalf("Check = %v, %v", d, err)
	}
	answer("unused", Once)
	answer("always", Always)
	answer("deny", Deny)
	pending, err := s.Request(ctx, req("pending", "gh.delete", `{}`))
	if err != nil {
		t.Fatal(err)
	}
	state := SessionState{Servers: []string{"github"}, Files: []FileEntry{{Path: "/a", Mode: 0o644, ModTime: auditBase, Data: []byte{0, 1}}}}
	if err := s.SaveSession(ctx, "sess", state); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}

	s, err = Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	log, err := s.AuditLog(ctx, AuditFilter{})
	if err != nil {
		t.Fatal(err)
	}
	checkAudit(t, log, 0, 1, 2, 3, 4)
	for _, c := range []check{
		{true, "used", "gh.delete", `{}`, None},
		{true, "unused", "gh.delete", `{}`, AllowedOnce},
		{true, "always", "gh.delete", `{}`, Allowed},
		{true, "deny", "gh.delete", `{}`, Denied},
		{true, "pending", "gh.delete", `{}`, None},
	} {
		if d, err := s.Peek(ctx, Scope{Session: c.session}, c.canonical, c.input); d != c.want || err != nil {
			t.Errorf("after reopening, Peek(%s) = %v, %v; want %v", c.session, d, err, c.want)
		}
	}
	if p, err := s.Pending(ctx, ""); err != nil || len(p) != 1 || p[0].ID != pending {
		t.Errorf("after reopening, Pending = %+v, %v; want request %s", p, err, pending)
	}
	got, ok, err := s.LoadSession(ctx, "sess")
	if err != nil || !ok || len(got.Files) != 1 || got.Servers[0] != "github" {
		t.Errorf("after reopening, LoadSession = %+v, %v, %v", got, ok, err)
	}
}

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
