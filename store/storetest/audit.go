package storetest

import (
	"context"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/toolsinshell/tis/store"
)

var auditBase = time.Date(2025, 3, 1, 12, 0, 0, 0, time.UTC)

// auditEntries is a small log: two sessions, three scripts.
var auditEntries = []store.AuditEntry{
	{Time: auditBase, Session: "s1", Script: "r1", Call: 1, Tool: "tools linear create-issue", Canonical: "linear.create_issue",
		Input: `{"title":"Flaky test"}`, Verdict: store.VerdictAllow, Source: "default", Outcome: store.OutcomeStarted, Line: 3},
	{Time: auditBase.Add(1 * time.Second), Session: "s1", Script: "r1", Call: 1, Tool: "tools linear create-issue", Canonical: "linear.create_issue",
		Input: `{"title":"Flaky test"}`, Verdict: store.VerdictAllow, Source: "default", Outcome: store.OutcomeOK, Line: 3},
	{Time: auditBase.Add(2 * time.Second), Session: "s1", Script: "r1", Call: 2, Tool: "tools github delete-branch", Canonical: "github.delete_branch",
		Input: `{"branch":"fix-x"}`, Verdict: store.VerdictAsk, Source: "annotation", Outcome: store.OutcomeNotMade, ErrorCode: "needs_approval", Line: 9, Approval: "apr_x"},
	{Time: auditBase.Add(3 * time.Second), Session: "s2", Script: "r2", Call: 1, Tool: "tools github delete-branch", Canonical: "github.delete_branch",
		Input: `{"branch":"main"}`, Verdict: store.VerdictDeny, Source: "policy:never-delete-main", Outcome: store.OutcomeNotMade, ErrorCode: "denied", Line: 1},
	{Time: auditBase.Add(4 * time.Second), Session: "s1", Script: "r3", Call: 1, Tool: "tools github delete-branch", Canonical: "github.delete_branch",
		Input: `{"branch":"fix-x"}`, Verdict: store.VerdictAllow, Source: "once", Outcome: store.OutcomeError, ErrorCode: "tool_error", Line: 9, Approval: "apr_x"},
}

func writeAudit(t *testing.T, s store.Store) {
	t.Helper()
	for i, e := range auditEntries {
		if err := s.Audit(context.Background(), e); err != nil {
			t.Fatalf("entry %d: %v", i, err)
		}
	}
}

// checkAudit compares a log with the entries of auditEntries at the given
// indexes.
func checkAudit(t *testing.T, got []store.AuditEntry, want ...int) {
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

func testAuditLog(t *testing.T, bk Backend) {
	tests := []struct {
		name string
		f    store.AuditFilter
		want []int
	}{
		{"all", store.AuditFilter{}, []int{0, 1, 2, 3, 4}},
		{"session", store.AuditFilter{Session: "s1"}, []int{0, 1, 2, 4}},
		{"script", store.AuditFilter{Script: "r1"}, []int{0, 1, 2}},
		{"canonical", store.AuditFilter{Canonical: "github.delete_branch"}, []int{2, 3, 4}},
		{"session and canonical", store.AuditFilter{Session: "s1", Canonical: "github.delete_branch"}, []int{2, 4}},
		{"since", store.AuditFilter{Since: auditBase.Add(3 * time.Second)}, []int{3, 4}},
		{"until", store.AuditFilter{Until: auditBase.Add(2 * time.Second)}, []int{0, 1}},
		{"since and until", store.AuditFilter{Since: auditBase.Add(time.Second), Until: auditBase.Add(3 * time.Second)}, []int{1, 2}},
		{"limit keeps the last", store.AuditFilter{Limit: 2}, []int{3, 4}},
		{"limit with session", store.AuditFilter{Session: "s1", Limit: 3}, []int{1, 2, 4}},
		{"limit above count", store.AuditFilter{Limit: 10}, []int{0, 1, 2, 3, 4}},
		{"no match", store.AuditFilter{Session: "nope"}, nil},
	}
	bk.each(t, func(t *testing.T, s store.Store) {
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

func testAuditRejects(t *testing.T, bk Backend) {
	tests := []struct {
		name string
		e    store.AuditEntry
		want string
	}{
		{"no verdict", store.AuditEntry{Outcome: store.OutcomeOK}, "verdict"},
		{"bad verdict", store.AuditEntry{Verdict: "maybe", Outcome: store.OutcomeOK}, "verdict"},
		{"no outcome", store.AuditEntry{Verdict: store.VerdictAllow}, "outcome"},
		{"bad outcome", store.AuditEntry{Verdict: store.VerdictAllow, Outcome: "fine"}, "outcome"},
	}
	bk.each(t, func(t *testing.T, s store.Store) {
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				err := s.Audit(context.Background(), tt.e)
				if err == nil || !strings.Contains(err.Error(), tt.want) {
					t.Fatalf("Audit error = %v, want one about %s", err, tt.want)
				}
			})
		}
		log, err := s.AuditLog(context.Background(), store.AuditFilter{})
		if err != nil || len(log) != 0 {
			t.Errorf("rejected entries were written: %v, %v", log, err)
		}
	})
}

func testAuditDefaultsTime(t *testing.T, bk Backend) {
	bk.each(t, func(t *testing.T, s store.Store) {
		before := time.Now()
		if err := s.Audit(context.Background(), store.AuditEntry{Verdict: store.VerdictAllow, Outcome: store.OutcomeOK}); err != nil {
			t.Fatal(err)
		}
		log, err := s.AuditLog(context.Background(), store.AuditFilter{})
		if err != nil || len(log) != 1 {
			t.Fatalf("log = %v, %v", log, err)
		}
		if log[0].Time.Before(before.Truncate(time.Microsecond)) {
			t.Errorf("time %v is before the call (%v)", log[0].Time, before)
		}
	})
}

// testReopenKeepsEverything closes a handle and opens another: the
// audit log, the answers (with a consumed once answer still consumed), the
// pending requests and the sessions are all there.
func testReopenKeepsEverything(t *testing.T, bk Backend) {
	if bk.OneHandle {
		t.Skip("the store's data live in its one handle")
	}
	ctx := context.Background()
	open := bk.New(t)
	s := open(t)
	writeAudit(t, s)
	answer := func(session string, k store.AnswerKind) {
		id, err := s.Request(ctx, req(session, "gh.delete", `{}`))
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Answer(ctx, id, store.Answer{Kind: k}); err != nil {
			t.Fatal(err)
		}
	}
	answer("used", store.Once)
	if d, err := s.Check(ctx, store.Scope{Session: "used"}, "gh.delete", `{}`); d != store.AllowedOnce || err != nil {
		t.Fatalf("Check = %v, %v", d, err)
	}
	answer("unused", store.Once)
	answer("always", store.Always)
	answer("deny", store.Deny)
	pending, err := s.Request(ctx, req("pending", "gh.delete", `{}`))
	if err != nil {
		t.Fatal(err)
	}
	state := store.SessionState{Servers: []string{"github"}, Files: []store.FileEntry{{Path: "/a", Mode: 0o644, ModTime: auditBase, Data: []byte{0, 1}}}}
	if err := s.SaveSession(ctx, "sess", state); err != nil {
		t.Fatal(err)
	}
	if err := s.(io.Closer).Close(); err != nil {
		t.Fatal(err)
	}

	s = open(t)
	log, err := s.AuditLog(ctx, store.AuditFilter{})
	if err != nil {
		t.Fatal(err)
	}
	checkAudit(t, log, 0, 1, 2, 3, 4)
	for _, c := range []check{
		{true, "used", "gh.delete", `{}`, store.None},
		{true, "unused", "gh.delete", `{}`, store.AllowedOnce},
		{true, "always", "gh.delete", `{}`, store.Allowed},
		{true, "deny", "gh.delete", `{}`, store.Denied},
		{true, "pending", "gh.delete", `{}`, store.None},
	} {
		if d, err := s.Peek(ctx, store.Scope{Session: c.session}, c.canonical, c.input); d != c.want || err != nil {
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

// testAuditFarTimes: a filter or a retention far in the past or the
// future selects all or nothing; it does not wrap around.
func testAuditFarTimes(t *testing.T, bk Backend) {
	s := bk.New(t)(t)
	ctx := context.Background()
	if err := s.Audit(ctx, store.AuditEntry{Session: "far", Script: "f", Verdict: store.VerdictAllow, Outcome: store.OutcomeOK}); err != nil {
		t.Fatal(err)
	}
	future := time.Date(2999, 1, 1, 0, 0, 0, 0, time.UTC)
	past := time.Date(1000, 1, 1, 0, 0, 0, 0, time.UTC)
	for _, tt := range []struct {
		f    store.AuditFilter
		want int
	}{
		{store.AuditFilter{Since: future}, 0},
		{store.AuditFilter{Since: past}, 1},
		{store.AuditFilter{Until: past}, 0},
		{store.AuditFilter{Until: future}, 1},
	} {
		got, err := s.AuditLog(ctx, tt.f)
		if err != nil || len(got) != tt.want {
			t.Errorf("AuditLog(since %v, until %v) = %d entries, %v; want %d", tt.f.Since, tt.f.Until, len(got), err, tt.want)
		}
	}
	if n, err := s.PruneAudit(ctx, past); err != nil || n != 0 {
		t.Errorf("PruneAudit(year 1000) = %d, %v; want 0", n, err)
	}
	if n, err := s.PruneAudit(ctx, future); err != nil || n != 1 {
		t.Errorf("PruneAudit(year 2999) = %d, %v; want 1", n, err)
	}
}
