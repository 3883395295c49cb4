package storetest

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/toolsinshell/tis/store"
)

// errAny stands for "some error" in the tables.
var errAny = errors.New("any error")

// check is one judgment in a TestCheck scenario.
type check struct {
	peek                      bool
	session, canonical, input string
	want                      store.Decision
}

func testRequestDeduplicates(t *testing.T, bk Backend) {
	tests := []struct {
		name        string
		first, then store.ApprovalRequest
		answerFirst store.AnswerKind // answer the first request before the second, when set
		same        bool
	}{
		{"identical", req("s", "gh.delete", `{"b":"x"}`), req("s", "gh.delete", `{"b":"x"}`), "", true},
		{"keys reordered", req("s", "gh.delete", `{"a":1,"b":"x"}`), req("s", "gh.delete", "{ \"b\": \"x\", \"a\": 1 }"), "", true},
		{"other reason and line", req("s", "gh.delete", `{}`), store.ApprovalRequest{Session: "s", Canonical: "gh.delete", Input: `{}`, Reason: "other", Line: 9}, "", true},
		{"other input", req("s", "gh.delete", `{"b":"x"}`), req("s", "gh.delete", `{"b":"y"}`), "", false},
		{"number written differently", req("s", "gh.delete", `{"n":1}`), req("s", "gh.delete", `{"n":1.0}`), "", false},
		{"other session", req("s", "gh.delete", `{}`), req("t", "gh.delete", `{}`), "", false},
		{"other tool", req("s", "gh.delete", `{}`), req("s", "gh.create", `{}`), "", false},
		{"first answered once", req("s", "gh.delete", `{}`), req("s", "gh.delete", `{}`), store.Once, false},
		{"first denied", req("s", "gh.delete", `{}`), req("s", "gh.delete", `{}`), store.Deny, false},
	}
	bk.each(t, func(t *testing.T, s store.Store) {
		for i, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				ctx := context.Background()
				// Each case in a session of its own.
				tt.first.Session += fmt.Sprint(i)
				tt.then.Session += fmt.Sprint(i)
				id1, err := s.Request(ctx, tt.first)
				if err != nil {
					t.Fatal(err)
				}
				if tt.answerFirst != "" {
					if err := s.Answer(ctx, id1, store.Answer{Kind: tt.answerFirst}); err != nil {
						t.Fatal(err)
					}
				}
				id2, err := s.Request(ctx, tt.then)
				if err != nil {
					t.Fatal(err)
				}
				if (id1 == id2) != tt.same {
					t.Errorf("ids %s and %s: same = %v, want %v", id1, id2, id1 == id2, tt.same)
				}
				if tt.same {
					got, err := s.Get(ctx, id1)
					if err != nil {
						t.Fatal(err)
					}
					if got.Reason != tt.first.Reason || got.Line != tt.first.Line {
						t.Errorf("repeated request changed the first: %+v", got)
					}
				}
			})
		}
	})
}

func testRequestErrors(t *testing.T, bk Backend) {
	tests := []struct {
		name string
		r    store.ApprovalRequest
		want string
	}{
		{"empty canonical", store.ApprovalRequest{Session: "s", Input: `{}`}, "empty canonical"},
		{"invalid input", req("s", "gh.delete", `{"a":`), "input"},
		{"empty input", req("s", "gh.delete", ``), "input"},
	}
	bk.each(t, func(t *testing.T, s store.Store) {
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				_, err := s.Request(context.Background(), tt.r)
				if err == nil || !strings.Contains(err.Error(), tt.want) {
					t.Fatalf("Request error = %v, want one containing %q", err, tt.want)
				}
			})
		}
	})
}

func testPendingAndGet(t *testing.T, bk Backend) {
	bk.each(t, func(t *testing.T, s store.Store) {
		ctx := context.Background()
		base := time.Date(2025, 3, 1, 12, 0, 0, 0, time.UTC)
		full := store.ApprovalRequest{
			Session:     "s1",
			Tool:        "tools github delete-branch",
			Canonical:   "github.delete_branch",
			Input:       `{"repo":"tis","branch":"fix-x"}`,
			Reason:      "needs_approval",
			Message:     "destructive tool",
			Line:        9,
			BeforeStart: true,
			Requested:   base,
		}
		ids := map[string]string{}
		for i, r := range []struct {
			key string
			r   store.ApprovalRequest
		}{
			{"full", full},
			{"s2", store.ApprovalRequest{Session: "s2", Canonical: "x.y", Input: `[]`, Requested: base.Add(time.Second)}},
			{"s1b", store.ApprovalRequest{Session: "s1", Canonical: "x.y", Input: `{}`, Requested: base.Add(2 * time.Second)}},
			{"answered", store.ApprovalRequest{Session: "s1", Canonical: "x.z", Input: `{}`, Requested: base.Add(3 * time.Second)}},
		} {
			id, err := s.Request(ctx, r.r)
			if err != nil {
				t.Fatalf("request %d: %v", i, err)
			}
			ids[r.key] = id
		}
		if err := s.Answer(ctx, ids["answered"], store.Answer{Kind: store.Deny}); err != nil {
			t.Fatal(err)
		}

		tests := []struct {
			session string
			want    []string
		}{
			{"", []string{"full", "s2", "s1b"}},
			{"s1", []string{"full", "s1b"}},
			{"s2", []string{"s2"}},
			{"none", nil},
		}
		for _, tt := range tests {
			got, err := s.Pending(ctx, tt.session)
			if err != nil {
				t.Fatal(err)
			}
			var gotIDs, wantIDs []string
			for _, r := range got {
				gotIDs = append(gotIDs, r.ID)
				if r.Answer != nil {
					t.Errorf("pending request %s has an answer", r.ID)
				}
			}
			for _, k := range tt.want {
				wantIDs = append(wantIDs, ids[k])
			}
			if strings.Join(gotIDs, ",") != strings.Join(wantIDs, ",") {
				t.Errorf("Pending(%q) = %v, want %v", tt.session, gotIDs, wantIDs)
			}
		}

		got, err := s.Get(ctx, ids["full"])
		if err != nil {
			t.Fatal(err)
		}
		want := full
		want.ID = ids["full"]
		want.Input = `{"branch":"fix-x","repo":"tis"}`
		if !got.Requested.Equal(want.Requested) {
			t.Errorf("Requested = %v, want %v", got.Requested, want.Requested)
		}
		got.Requested, want.Requested = time.Time{}, time.Time{}
		if got != want {
			t.Errorf("Get = %+v\nwant  %+v", got, want)
		}
		if !strings.HasPrefix(got.ID, "apr_") {
			t.Errorf("id %q lacks the apr_ prefix", got.ID)
		}

		if _, err := s.Get(ctx, "apr_nosuch"); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("Get(unknown) error = %v, want store.ErrNotFound", err)
		}
	})
}

func testAnswer(t *testing.T, bk Backend) {
	at := time.Date(2025, 3, 1, 12, 0, 0, 0, time.UTC)
	tests := []struct {
		name    string
		first   store.Answer // applied to the request first; Kind "" skips it
		second  store.Answer
		id      string // answer this id instead of the request's
		wantErr error  // nil: no error; errAny: some error
	}{
		{name: "once", second: store.Answer{Kind: store.Once, By: "alice", At: at, Note: "ok"}},
		{name: "always", second: store.Answer{Kind: store.Always, By: "bob", At: at}},
		{name: "deny", second: store.Answer{Kind: store.Deny, At: at, Note: "no"}},
		{name: "unknown kind", second: store.Answer{Kind: "sometimes"}, wantErr: errAny},
		{name: "empty kind", second: store.Answer{}, wantErr: errAny},
		{name: "unknown id", second: store.Answer{Kind: store.Once}, id: "apr_nosuch", wantErr: store.ErrNotFound},
		{name: "once twice", first: store.Answer{Kind: store.Once}, second: store.Answer{Kind: store.Once}, wantErr: store.ErrAnswered},
		{name: "once then deny", first: store.Answer{Kind: store.Once}, second: store.Answer{Kind: store.Deny}, wantErr: store.ErrAnswered},
		{name: "always then once", first: store.Answer{Kind: store.Always}, second: store.Answer{Kind: store.Once}, wantErr: store.ErrAnswered},
		{name: "deny then always", first: store.Answer{Kind: store.Deny}, second: store.Answer{Kind: store.Always}, wantErr: store.ErrAnswered},
	}
	bk.each(t, func(t *testing.T, s store.Store) {
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				ctx := context.Background()
				id, err := s.Request(ctx, req(tt.name, "gh.delete", `{}`))
				if err != nil {
					t.Fatal(err)
				}
				if tt.first.Kind != "" {
					if err := s.Answer(ctx, id, tt.first); err != nil {
						t.Fatal(err)
					}
				}
				target := id
				if tt.id != "" {
					target = tt.id
				}
				err = s.Answer(ctx, target, tt.second)
				switch {
				case tt.wantErr == nil && err != nil:
					t.Fatalf("Answer: %v", err)
				case tt.wantErr == errAny && err == nil, tt.wantErr != nil && tt.wantErr != errAny && !errors.Is(err, tt.wantErr):
					t.Fatalf("Answer error = %v, want %v", err, tt.wantErr)
				}
				got, err := s.Get(ctx, id)
				if err != nil {
					t.Fatal(err)
				}
				want := tt.first
				if tt.wantErr == nil {
					want = tt.second
				}
				if want.Kind == "" {
					if got.Answer != nil {
						t.Fatalf("request answered %+v, want pending", *got.Answer)
					}
					return
				}
				if got.Answer == nil {
					t.Fatalf("request still pending, want answer %+v", want)
				}
				if got.Answer.Kind != want.Kind || got.Answer.By != want.By || got.Answer.Note != want.Note {
					t.Errorf("answer = %+v, want %+v", *got.Answer, want)
				}
				if !want.At.IsZero() && !got.Answer.At.Equal(want.At) {
					t.Errorf("answered at %v, want %v", got.Answer.At, want.At)
				}
				if got.Answer.At.IsZero() {
					t.Errorf("answer time not recorded")
				}
			})
		}
	})
}

func testAlwaysAnswersOtherPendingRequestsOfTheTool(t *testing.T, bk Backend) {
	bk.each(t, func(t *testing.T, s store.Store) {
		ctx := context.Background()
		reqs := []store.ApprovalRequest{
			req("s", "gh.delete", `{"b":1}`), // answered always
			req("s", "gh.delete", `{"b":2}`), // same tool and session: answered with it
			req("s", "gh.create", `{"b":1}`), // other tool: still pending
			req("t", "gh.delete", `{"b":1}`), // other session: still pending
		}
		var ids []string
		for _, r := range reqs {
			id, err := s.Request(ctx, r)
			if err != nil {
				t.Fatal(err)
			}
			ids = append(ids, id)
		}
		if err := s.Answer(ctx, ids[0], store.Answer{Kind: store.Always, By: "alice"}); err != nil {
			t.Fatal(err)
		}
		wantPending := []bool{false, false, true, true}
		for i, id := range ids {
			r, err := s.Get(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			if (r.Answer == nil) != wantPending[i] {
				t.Errorf("request %d pending = %v, want %v", i, r.Answer == nil, wantPending[i])
			}
		}
		r, _ := s.Get(ctx, ids[1])
		if r.Answer == nil || r.Answer.Kind != store.Always || r.Answer.By != "alice" || !strings.Contains(r.Answer.Note, ids[0]) {
			t.Errorf("covered request's answer = %+v", r.Answer)
		}
		if err := s.Answer(ctx, ids[1], store.Answer{Kind: store.Deny}); !errors.Is(err, store.ErrAnswered) {
			t.Errorf("answering a covered request: %v, want store.ErrAnswered", err)
		}
	})
}

func testCheck(t *testing.T, bk Backend) {
	type answered struct {
		r store.ApprovalRequest
		a store.AnswerKind // "" leaves the request pending
	}
	in := `{"branch":"fix-x","repo":"tis"}`
	reordered := "{ \"repo\": \"tis\",\n \"branch\": \"fix-x\" }"
	other := `{"branch":"main","repo":"tis"}`
	tests := []struct {
		name    string
		answers []answered
		checks  []check
	}{
		{"nothing stored", nil, []check{
			{false, "s", "gh.delete", in, store.None},
			{true, "s", "gh.delete", in, store.None},
		}},
		{"pending only", []answered{{req("s", "gh.delete", in), ""}}, []check{
			{false, "s", "gh.delete", in, store.None},
		}},
		{"once is consumed once", []answered{{req("s", "gh.delete", in), store.Once}}, []check{
			{false, "s", "gh.delete", in, store.AllowedOnce},
			{false, "s", "gh.delete", in, store.None},
			{true, "s", "gh.delete", in, store.None},
		}},
		{"once matches canonical input", []answered{{req("s", "gh.delete", reordered), store.Once}}, []check{
			{false, "s", "gh.delete", in, store.AllowedOnce},
			{false, "s", "gh.delete", reordered, store.None},
		}},
		{"once is for that input only", []answered{{req("s", "gh.delete", in), store.Once}}, []check{
			{false, "s", "gh.delete", other, store.None},
			{false, "s", "gh.delete", `{}`, store.None},
			{false, "s", "gh.delete", in, store.AllowedOnce},
		}},
		{"once is for that session and tool only", []answered{{req("s", "gh.delete", in), store.Once}}, []check{
			{false, "t", "gh.delete", in, store.None},
			{false, "", "gh.delete", in, store.None},
			{false, "s", "gh.create", in, store.None},
			{false, "s", "gh.delete", in, store.AllowedOnce},
		}},
		{"peek does not consume", []answered{{req("s", "gh.delete", in), store.Once}}, []check{
			{true, "s", "gh.delete", in, store.AllowedOnce},
			{true, "s", "gh.delete", in, store.AllowedOnce},
			{false, "s", "gh.delete", in, store.AllowedOnce},
			{true, "s", "gh.delete", in, store.None},
		}},
		{"two once answers for one call", []answered{{req("s", "gh.delete", in), store.Once}, {req("s", "gh.delete", reordered), store.Once}}, []check{
			{false, "s", "gh.delete", in, store.AllowedOnce},
			{false, "s", "gh.delete", in, store.AllowedOnce},
			{false, "s", "gh.delete", in, store.None},
		}},
		{"always allows any input of the tool", []answered{{req("s", "gh.delete", in), store.Always}}, []check{
			{false, "s", "gh.delete", in, store.Allowed},
			{false, "s", "gh.delete", in, store.Allowed},
			{false, "s", "gh.delete", other, store.Allowed},
			{true, "s", "gh.delete", `{}`, store.Allowed},
		}},
		{"always is scoped to session and tool", []answered{{req("s", "gh.delete", in), store.Always}}, []check{
			{false, "t", "gh.delete", in, store.None},
			{false, "s", "gh.create", in, store.None},
			{false, "s", "gh.delete_all", in, store.None},
		}},
		{"always leaves a once answer unused", []answered{{req("s", "gh.delete", in), store.Once}, {req("s", "gh.delete", other), store.Always}}, []check{
			{false, "s", "gh.delete", in, store.Allowed},
			{false, "s", "gh.delete", in, store.Allowed},
			{false, "s", "gh.delete", other, store.Allowed},
		}},
		{"deny refuses that call from then on", []answered{{req("s", "gh.delete", in), store.Deny}}, []check{
			{false, "s", "gh.delete", in, store.Denied},
			{false, "s", "gh.delete", reordered, store.Denied},
			{true, "s", "gh.delete", in, store.Denied},
		}},
		{"deny is scoped to call and session", []answered{{req("s", "gh.delete", in), store.Deny}}, []check{
			{false, "s", "gh.delete", other, store.None},
			{false, "t", "gh.delete", in, store.None},
			{false, "s", "gh.create", in, store.None},
		}},
		// The latest answer for a call wins.
		{"an always after a deny wins", []answered{{req("s", "gh.delete", in), store.Deny}, {req("s", "gh.delete", other), store.Always}}, []check{
			{false, "s", "gh.delete", in, store.Allowed},
			{false, "s", "gh.delete", other, store.Allowed},
		}},
		{"a deny after an always wins for its call", []answered{{req("s", "gh.delete", other), store.Always}, {req("s", "gh.delete", in), store.Deny}}, []check{
			{false, "s", "gh.delete", in, store.Denied},
			{false, "s", "gh.delete", other, store.Allowed},
		}},
		{"a deny after a once wins", []answered{{req("s", "gh.delete", in), store.Once}, {req("s", "gh.delete", reordered), store.Deny}}, []check{
			{true, "s", "gh.delete", in, store.Denied},
			{false, "s", "gh.delete", in, store.Denied},
		}},
		{"a once after a deny allows one call", []answered{{req("s", "gh.delete", in), store.Deny}, {req("s", "gh.delete", reordered), store.Once}}, []check{
			{true, "s", "gh.delete", in, store.AllowedOnce},
			{false, "s", "gh.delete", in, store.AllowedOnce},
			{true, "s", "gh.delete", in, store.Denied},
		}},
	}
	bk.each(t, func(t *testing.T, s store.Store) {
		for i, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				ctx := context.Background()
				// Each case gets its own tool namespace so cases cannot
				// see each other's answers.
				prefix := string(rune('a'+i)) + "."
				for _, a := range tt.answers {
					r := a.r
					r.Canonical = prefix + r.Canonical
					id, err := s.Request(ctx, r)
					if err != nil {
						t.Fatal(err)
					}
					if a.a != "" {
						if err := s.Answer(ctx, id, store.Answer{Kind: a.a}); err != nil {
							t.Fatal(err)
						}
					}
				}
				for j, c := range tt.checks {
					judge, name := s.Check, "Check"
					if c.peek {
						judge, name = s.Peek, "Peek"
					}
					got, err := judge(ctx, store.Scope{Session: c.session}, prefix+c.canonical, c.input)
					if err != nil {
						t.Fatalf("check %d: %v", j, err)
					}
					if got != c.want {
						t.Errorf("check %d: %s(%q, %q, %s) = %v, want %v", j, name, c.session, c.canonical, c.input, got, c.want)
					}
				}
			})
		}
	})
}

func testCheckErrors(t *testing.T, bk Backend) {
	bk.each(t, func(t *testing.T, s store.Store) {
		for _, input := range []string{``, `{`, `{} []`} {
			if d, err := s.Check(context.Background(), store.Scope{Session: "s"}, "gh.delete", input); err == nil {
				t.Errorf("Check(input %q) = %v, want an error", input, d)
			}
			if d, err := s.Peek(context.Background(), store.Scope{Session: "s"}, "gh.delete", input); err == nil {
				t.Errorf("Peek(input %q) = %v, want an error", input, d)
			}
		}
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		if _, err := s.Check(ctx, store.Scope{Session: "s"}, "gh.delete", `{}`); err == nil {
			t.Errorf("Check with a cancelled context succeeded")
		}
	})
}

func testConsumeReleaseRevoke(t *testing.T, bk Backend) {
	bk.each(t, func(t *testing.T, s store.Store) {
		ctx := context.Background()
		in := `{"branch":"x"}`
		id, err := s.Request(ctx, req("s", "gh.delete", in))
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Answer(ctx, id, store.Answer{Kind: store.Once, By: "ann"}); err != nil {
			t.Fatal(err)
		}
		got, err := s.Consume(ctx, store.Scope{Session: "s"}, "gh.delete", ` {"branch": "x"}`)
		if err != nil || got != id {
			t.Fatalf("Consume = %q, %v; want %q", got, err, id)
		}
		if again, _ := s.Consume(ctx, store.Scope{Session: "s"}, "gh.delete", in); again != "" {
			t.Fatalf("consumed twice: %q", again)
		}
		// The call was not made: the answer comes back.
		if err := s.Release(ctx, id); err != nil {
			t.Fatal(err)
		}
		if d, _ := s.Peek(ctx, store.Scope{Session: "s"}, "gh.delete", in); d != store.AllowedOnce {
			t.Fatalf("after Release: %v", d)
		}
		answers, err := s.Answers(ctx, "s")
		if err != nil || len(answers) != 1 || answers[0].ID != id || answers[0].Answer.Kind != store.Once || answers[0].Answer.By != "ann" {
			t.Fatalf("Answers = %+v, %v", answers, err)
		}
		if err := s.Revoke(ctx, id); err != nil {
			t.Fatal(err)
		}
		if d, _ := s.Peek(ctx, store.Scope{Session: "s"}, "gh.delete", in); d != store.None {
			t.Fatalf("after Revoke: %v", d)
		}
		if answers, _ := s.Answers(ctx, ""); len(answers) != 0 {
			t.Fatalf("a revoked answer is listed: %+v", answers)
		}
		if err := s.Revoke(ctx, id); !errors.Is(err, store.ErrNotAnswered) {
			t.Fatalf("second Revoke: %v", err)
		}
		if err := s.Revoke(ctx, "apr_nope"); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("Revoke of an unknown id: %v", err)
		}
		pending, _ := s.Request(ctx, req("s", "gh.create", in))
		if err := s.Revoke(ctx, pending); !errors.Is(err, store.ErrNotAnswered) {
			t.Fatalf("Revoke of a pending request: %v", err)
		}
		// The call asks again: a new request.
		id2, err := s.Request(ctx, req("s", "gh.delete", in))
		if err != nil || id2 == id {
			t.Fatalf("request after revoke: %q %v", id2, err)
		}
	})
}

func testPruneAudit(t *testing.T, bk Backend) {
	bk.each(t, func(t *testing.T, s store.Store) {
		ctx := context.Background()
		old := time.Now().Add(-48 * time.Hour)
		for i, at := range []time.Time{old, old, time.Now()} {
			e := store.AuditEntry{Time: at, Session: "s", Script: "x", Call: i + 1, Tool: "t", Canonical: "t",
				Input: "{}", Verdict: store.VerdictAllow, Outcome: store.OutcomeOK}
			if err := s.Audit(ctx, e); err != nil {
				t.Fatal(err)
			}
		}
		n, err := s.PruneAudit(ctx, time.Now().Add(-24*time.Hour))
		if err != nil || n != 2 {
			t.Fatalf("pruned %d, %v", n, err)
		}
		if left, _ := s.AuditLog(ctx, store.AuditFilter{}); len(left) != 1 || left[0].Call != 3 {
			t.Fatalf("left %+v", left)
		}
	})
}

// TestOnceAfterSessionEnd: a once answer is the session's while it is
// open, passes to the next session of its principal once it has ended
// (one use in all), is never another principal's, and is the session's
// own again when the session is begun again. Always and deny answers
// stay in their session.
func testOnceAfterSessionEnd(t *testing.T, bk Backend) {
	ctx := context.Background()
	bk.each(t, func(t *testing.T, s store.Store) {
		alice := func(session string) store.Scope { return store.Scope{Principal: "alice", Session: session} }
		ask := func(sc store.Scope, canonical, input string) string {
			t.Helper()
			r := req(sc.Session, canonical, input)
			r.Principal = sc.Principal
			id, err := s.Request(ctx, r)
			if err != nil {
				t.Fatal(err)
			}
			return id
		}
		answer := func(id string, k store.AnswerKind) {
			t.Helper()
			if err := s.Answer(ctx, id, store.Answer{Kind: k}); err != nil {
				t.Fatal(err)
			}
		}
		check := func(sc store.Scope, canonical, input string, want store.Decision) {
			t.Helper()
			if d, err := s.Check(ctx, sc, canonical, input); err != nil || d != want {
				t.Fatalf("Check(%+v, %s, %s) = %v, %v; want %v", sc, canonical, input, d, err, want)
			}
		}
		end := func(sc store.Scope) {
			t.Helper()
			if err := s.EndSession(ctx, sc); err != nil {
				t.Fatal(err)
			}
		}
		if err := s.BeginSession(ctx, alice("s1")); err != nil {
			t.Fatal(err)
		}
		answer(ask(alice("s1"), "gh.delete", `{"b": "x"}`), store.Once)
		// Open: the answer is s1's alone.
		check(alice("s2"), "gh.delete", `{"b":"x"}`, store.None)
		pend, err := s.Pending(ctx, "")
		if err != nil || len(pend) != 0 {
			t.Fatalf("Pending = %v, %v; want none", pend, err)
		}
		end(alice("s1"))
		// Ended: not another principal's, not another call, and one use.
		check(store.Scope{Principal: "bob", Session: "s2"}, "gh.delete", `{"b":"x"}`, store.None)
		check(store.Scope{Session: "s2"}, "gh.delete", `{"b":"x"}`, store.None)
		check(alice("s2"), "gh.delete", `{"b":"y"}`, store.None)
		check(alice("s2"), "gh.delete", `{"b":"x"}`, store.AllowedOnce)
		check(alice("s3"), "gh.delete", `{"b":"x"}`, store.None)
		check(alice("s1"), "gh.delete", `{"b":"x"}`, store.None)

		// Begun again, a session's once answers are its own again.
		answer(ask(alice("s1"), "gh.delete", `{"b": "z"}`), store.Once)
		end(alice("s1"))
		if err := s.BeginSession(ctx, alice("s1")); err != nil {
			t.Fatal(err)
		}
		check(alice("s4"), "gh.delete", `{"b":"z"}`, store.None)
		check(alice("s1"), "gh.delete", `{"b":"z"}`, store.AllowedOnce)

		// Always stays in its session, ended or not.
		answer(ask(alice("s5"), "gh.merge", `{}`), store.Always)
		end(alice("s5"))
		check(alice("s6"), "gh.merge", `{}`, store.None)

		// A deny in the new session given after the once answer wins;
		// so does one in the ended session.
		answer(ask(alice("s7"), "gh.close", `{}`), store.Once)
		end(alice("s7"))
		answer(ask(alice("s8"), "gh.close", `{}`), store.Deny)
		check(alice("s8"), "gh.close", `{}`, store.Denied)
		if id, err := s.Consume(ctx, alice("s8"), "gh.close", `{}`); err != nil || id != "" {
			t.Fatalf("Consume after a later deny = %q, %v; want none", id, err)
		}
		check(alice("s9"), "gh.close", `{}`, store.AllowedOnce)

		// Pending lists the requests of ended sessions as such.
		open, gone := ask(alice("s10"), "gh.tag", `{}`), ask(alice("s11"), "gh.tag", `{}`)
		end(alice("s11"))
		pend, err = s.Pending(ctx, "")
		if err != nil || len(pend) != 2 {
			t.Fatalf("Pending = %v, %v; want two", pend, err)
		}
		for _, r := range pend {
			if want := r.ID == gone; r.SessionEnded != want || r.Principal != "alice" {
				t.Errorf("request %s (%s): SessionEnded %v, principal %q; want %v, alice", r.ID, r.Session, r.SessionEnded, r.Principal, want)
			}
		}
		if r, err := s.Get(ctx, open); err != nil || r.SessionEnded {
			t.Errorf("Get(%s) = %+v, %v; want an open session's", open, r, err)
		}
	})
}

// TestPendingOfEndedSessionsExpire: pruning the audit log drops the
// pending requests of the sessions that ended before the cut, and only
// those.
func testPendingOfEndedSessionsExpire(t *testing.T, bk Backend) {
	ctx := context.Background()
	bk.each(t, func(t *testing.T, s store.Store) {
		var ids []string
		for _, sess := range []string{"ended", "open"} {
			id, err := s.Request(ctx, req(sess, "gh.delete", `{}`))
			if err != nil {
				t.Fatal(err)
			}
			ids = append(ids, id)
		}
		if err := s.EndSession(ctx, store.Scope{Session: "ended"}); err != nil {
			t.Fatal(err)
		}
		if _, err := s.PruneAudit(ctx, time.Now().Add(-time.Hour)); err != nil {
			t.Fatal(err)
		}
		if pend, _ := s.Pending(ctx, ""); len(pend) != 2 {
			t.Fatalf("after pruning before the end: %d pending, want 2", len(pend))
		}
		if _, err := s.PruneAudit(ctx, time.Now().Add(time.Hour)); err != nil {
			t.Fatal(err)
		}
		pend, err := s.Pending(ctx, "")
		if err != nil || len(pend) != 1 || pend[0].ID != ids[1] {
			t.Fatalf("after pruning past the end: %+v, %v; want only %s", pend, err, ids[1])
		}
	})
}
