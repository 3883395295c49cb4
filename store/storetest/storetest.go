// Package storetest states the guarantees of a [store.Store] as tests,
// so that every backend (SQLite, PostgreSQL) runs the same ones: a once
// answer consumed by exactly one of any number of racing callers, on one
// handle or several; a started audit entry committed before Audit returns
// and seen by another handle at once; the latest answer wins; a session's
// state replaced whole; requests deduplicated by their canonical input;
// the answers of ended sessions passing to the principal's next session;
// a session lent to one holder at a time.
//
// A backend's test calls [Run] with a [Backend]. What only one backend
// can show (SQLite's write-behind timer, its migrations, processes racing
// on one file) stays in that backend's own tests.
package storetest

import (
	"context"
	"strings"
	"testing"

	"github.com/toolsinshell/tis/store"
)

// Backend is a store implementation under test.
type Backend struct {
	// New makes a new, empty store for one test and returns how to open a
	// handle on it. Each call of the opener opens another handle on the
	// same data, as another process would (a backend whose data live in
	// one handle may return the same one each time); the backend closes
	// the handles when the test ends (t.Cleanup).
	New func(t *testing.T) Opener
	// OneHandle says the store's data live in its one handle (SQLite in
	// memory): the opener returns that handle each time, and closing it
	// loses the data.
	OneHandle bool
}

// Opener opens a handle on the store a [Backend] made.
type Opener func(t *testing.T) store.Store

// each runs f against a new store of the backend.
func (bk Backend) each(t *testing.T, f func(t *testing.T, s store.Store)) {
	t.Helper()
	f(t, bk.New(t)(t))
}

// Run runs the whole suite against the backend, each test on a new store.
func Run(t *testing.T, bk Backend) {
	for _, tt := range []struct {
		name string
		test func(*testing.T, Backend)
	}{
		{"RequestDeduplicates", testRequestDeduplicates},
		{"RequestErrors", testRequestErrors},
		{"PendingAndGet", testPendingAndGet},
		{"Answer", testAnswer},
		{"AlwaysAnswersOtherPendingRequestsOfTheTool", testAlwaysAnswersOtherPendingRequestsOfTheTool},
		{"Check", testCheck},
		{"CheckErrors", testCheckErrors},
		{"ConsumeReleaseRevoke", testConsumeReleaseRevoke},
		{"PruneAudit", testPruneAudit},
		{"OnceAfterSessionEnd", testOnceAfterSessionEnd},
		{"PendingOfEndedSessionsExpire", testPendingOfEndedSessionsExpire},
		{"AuditLog", testAuditLog},
		{"AuditRejects", testAuditRejects},
		{"AuditDefaultsTime", testAuditDefaultsTime},
		{"AuditFarTimes", testAuditFarTimes},
		{"ReopenKeepsEverything", testReopenKeepsEverything},
		{"StartedCommittedAtOnce", testStartedCommittedAtOnce},
		{"SessionRoundTrip", testSessionRoundTrip},
		{"SaveSessionReplaces", testSaveSessionReplaces},
		{"LoadSessionMissing", testLoadSessionMissing},
		{"DeleteSession", testDeleteSession},
		{"SaveSessionDuplicatePathKeepsOldState", testSaveSessionDuplicatePathKeepsOldState},
		{"ToolLists", testToolLists},
		{"SessionLease", testSessionLease},
		{"SessionLeaseRunsOut", testSessionLeaseRunsOut},
		{"SessionLeaseRace", testSessionLeaseRace},
		{"WaitAnswer", testWaitAnswer},
		{"WatchToolLists", testWatchToolLists},
		{"OnceRace", testOnceRace},
		{"OnceRaceAfterEnd", testOnceRaceAfterEnd},
		{"ConsumeCancelled", testConsumeCancelled},
	} {
		t.Run(tt.name, func(t *testing.T) { tt.test(t, bk) })
	}
}

// req is a short way to write a request in the tables.
func req(session, canonical, input string) store.ApprovalRequest {
	return store.ApprovalRequest{
		Session:   session,
		Tool:      "tools " + strings.ReplaceAll(canonical, ".", " "),
		Canonical: canonical,
		Input:     input,
		Reason:    "needs_approval",
	}
}

// testStartedCommittedAtOnce: a started entry, and every entry before it,
// is in the log another handle reads as soon as Audit returns.
func testStartedCommittedAtOnce(t *testing.T, bk Backend) {
	open := bk.New(t)
	a, b := open(t), open(t)
	ctx := context.Background()
	for i, o := range []store.Outcome{store.OutcomeOK, store.OutcomeNotMade, store.OutcomeStarted} {
		e := store.AuditEntry{Session: "s", Script: "started", Call: i + 1, Verdict: store.VerdictAllow, Outcome: o}
		if err := a.Audit(ctx, e); err != nil {
			t.Fatal(err)
		}
	}
	got, err := b.AuditLog(ctx, store.AuditFilter{Script: "started"})
	if err != nil {
		t.Fatal(err)
	}
	var outcomes []string
	for _, e := range got {
		outcomes = append(outcomes, string(e.Outcome))
	}
	if strings.Join(outcomes, " ") != "ok not_made started" {
		t.Fatalf("another handle reads %v after a started entry, want ok not_made started", outcomes)
	}
}

// testToolLists: the latest list of a server is the one returned, with
// when it was seen; another server's is its own.
func testToolLists(t *testing.T, bk Backend) {
	open := bk.New(t)
	a, b := open(t), open(t)
	ctx := context.Background()
	if _, _, ok, err := a.ToolList(ctx, "github"); err != nil || ok {
		t.Fatalf("ToolList of a server never saved: %v, %v", ok, err)
	}
	for _, l := range []string{`[{"name":"a"}]`, `[{"name":"b"}]`} {
		if err := a.SaveToolList(ctx, "github", []byte(l)); err != nil {
			t.Fatal(err)
		}
	}
	if err := a.SaveToolList(ctx, "linear", []byte(`[]`)); err != nil {
		t.Fatal(err)
	}
	got, seen, ok, err := b.ToolList(ctx, "github")
	if err != nil || !ok || string(got) != `[{"name":"b"}]` || seen.IsZero() {
		t.Fatalf("ToolList = %s, %v, %v, %v; want the latest list", got, seen, ok, err)
	}
	if got, _, ok, _ := b.ToolList(ctx, "linear"); !ok || string(got) != `[]` {
		t.Fatalf("another server's list = %s, %v", got, ok)
	}
}
