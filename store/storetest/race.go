package storetest

import (
	"context"
	"fmt"
	"sync"
	"testing"

	"github.com/toolsinshell/tis/internal/plural"
	"github.com/toolsinshell/tis/store"
)

// AnswerOnce stores a once answer for the call (sc, "gh.delete", {}):
// a request, answered Once.
func AnswerOnce(t testing.TB, s store.Store, sc store.Scope) {
	t.Helper()
	r := req(sc.Session, "gh.delete", `{}`)
	r.Principal = sc.Principal
	id, err := s.Request(context.Background(), r)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Answer(context.Background(), id, store.Answer{Kind: store.Once}); err != nil {
		t.Fatal(err)
	}
}

// testOnceRaceAfterEnd has many new sessions of the answer's principal
// (and of another principal) race for a once answer whose session has
// ended, over one handle and over two handles of one store: exactly one
// of the principal's sessions gets it, never the other principal's.
func testOnceRaceAfterEnd(t *testing.T, bk Backend) {
	open := bk.New(t)
	a, b := open(t), open(t)
	iterations := 50
	if testing.Short() {
		iterations = 5
	}
	const racers = 8
	ctx := context.Background()
	for i := range iterations {
		gone := store.Scope{Principal: "alice", Session: fmt.Sprintf("gone-%d", i)}
		AnswerOnce(t, a, gone)
		if err := b.EndSession(ctx, gone); err != nil {
			t.Fatal(err)
		}
		var (
			ready, done sync.WaitGroup
			start       = make(chan struct{})
			results     = make([]store.Decision, racers)
			errs        = make([]error, racers)
		)
		for k := range racers {
			ready.Add(1)
			done.Add(1)
			go func() {
				defer done.Done()
				s, sc := a, store.Scope{Principal: "alice", Session: fmt.Sprintf("new-%d-%d", i, k)}
				if k%2 == 1 {
					s = b
				}
				if k%4 == 3 {
					sc.Principal = "bob"
				}
				ready.Done()
				<-start
				results[k], errs[k] = s.Check(ctx, sc, "gh.delete", `{}`)
			}()
		}
		ready.Wait()
		close(start)
		done.Wait()
		won := 0
		for k, d := range results {
			if errs[k] != nil {
				t.Fatalf("racer %d: %v", k, errs[k])
			}
			switch {
			case d == store.AllowedOnce && k%4 == 3:
				t.Fatalf("iteration %d: bob's session %d got alice's once answer", i, k)
			case d == store.AllowedOnce:
				won++
			case d != store.None:
				t.Fatalf("racer %d: %v, want allowed_once or none", k, d)
			}
		}
		if won != 1 {
			t.Fatalf("iteration %d: %s got the once answer, want exactly 1", i, plural.Count(int64(won), "session", "sessions"))
		}
	}
}

// race has every store in checkers call Check for the same once answer at
// once, released together by a start barrier, and returns how many got
// AllowedOnce.
func race(t *testing.T, session string, checkers []store.Store) int {
	t.Helper()
	var (
		ready, done sync.WaitGroup
		start       = make(chan struct{})
		results     = make([]store.Decision, len(checkers))
		errs        = make([]error, len(checkers))
	)
	for i, s := range checkers {
		ready.Add(1)
		done.Add(1)
		go func() {
			defer done.Done()
			ready.Done()
			<-start
			results[i], errs[i] = s.Check(context.Background(), store.Scope{Session: session}, "gh.delete", `{}`)
		}()
	}
	ready.Wait()
	close(start)
	done.Wait()
	won := 0
	for i, d := range results {
		if errs[i] != nil {
			t.Fatalf("checker %d: %v", i, errs[i])
		}
		switch d {
		case store.AllowedOnce:
			won++
		case store.None:
		default:
			t.Fatalf("checker %d: %v, want allowed_once or none", i, d)
		}
	}
	return won
}

func testOnceRace(t *testing.T, bk Backend) {
	open := bk.New(t)
	a, b := open(t), open(t)
	iterations := 100
	if testing.Short() {
		iterations = 10
	}
	tests := []struct {
		name     string
		answer   store.Store
		checkers []store.Store
	}{
		{"goroutines on one handle", a, []store.Store{a, a, a, a}},
		{"two handles", a, []store.Store{a, b, a, b}},
		{"answered on the other handle", b, []store.Store{a, a, b, b}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for i := range iterations {
				session := fmt.Sprintf("%s-%d", tt.name, i)
				AnswerOnce(t, tt.answer, store.Scope{Session: session})
				if won := race(t, session, tt.checkers); won != 1 {
					t.Fatalf("iteration %d: %d checkers got the once answer, want exactly 1", i, won)
				}
			}
		})
	}
}

// testConsumeCancelled: a context done before Consume consumes nothing,
// and the answer is there for the next caller; one cancelled while many
// race either consumes (and returns the id) or not (and returns an error).
func testConsumeCancelled(t *testing.T, bk Backend) {
	s := bk.New(t)(t)
	AnswerOnce(t, s, store.Scope{Session: "c"})
	done, cancel := context.WithCancel(context.Background())
	cancel()
	if id, err := s.Consume(done, store.Scope{Session: "c"}, "gh.delete", `{}`); err == nil || id != "" {
		t.Fatalf("a done context consumed %q (%v)", id, err)
	}
	for round := range 50 {
		AnswerOnce(t, s, store.Scope{Session: fmt.Sprint("r", round)})
		ctx, cancel := context.WithCancel(context.Background())
		go cancel()
		id, err := s.Consume(ctx, store.Scope{Session: fmt.Sprint("r", round)}, "gh.delete", `{}`)
		again, err2 := s.Consume(context.Background(), store.Scope{Session: fmt.Sprint("r", round)}, "gh.delete", `{}`)
		if err2 != nil {
			t.Fatal(err2)
		}
		if (err == nil && id != "") == (again != "") {
			t.Fatalf("round %d: cancelled consume gave %q (%v), the next %q: the answer must go to exactly one", round, id, err, again)
		}
	}
	if id, err := s.Consume(context.Background(), store.Scope{Session: "c"}, "gh.delete", `{}`); err != nil || id == "" {
		t.Fatalf("the answer left by the done context: %q, %v", id, err)
	}
}
