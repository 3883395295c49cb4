package storetest

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/toolsinshell/tis/store"
)

// testWaitAnswer: a waiter hears of an answer given through another
// handle (another process), of an always answer that covered its
// request, and returns at once for a request answered before; an unknown
// request and a context that ends are errors.
func testWaitAnswer(t *testing.T, bk Backend) {
	open := bk.New(t)
	a, b := open(t), open(t)
	w, ok := a.(store.AnswerWatcher)
	if !ok {
		t.Skip("the store tells no waiter of answers (store.AnswerWatcher is optional)")
	}
	ctx := context.Background()
	request := func(canonical, input string) string {
		t.Helper()
		id, err := a.Request(ctx, req("s", canonical, input))
		if err != nil {
			t.Fatal(err)
		}
		return id
	}
	wait := func(id string) chan error {
		done := make(chan error, 1)
		go func() {
			_, err := w.WaitAnswer(ctx, id)
			done <- err
		}()
		return done
	}

	first := request("gh.delete", `{"n":1}`)
	done := wait(first)
	if err := b.Answer(ctx, first, store.Answer{Kind: store.Once, By: "other"}); err != nil {
		t.Fatal(err)
	}
	if err := <-done; err != nil {
		t.Fatalf("waiting for an answer given on another handle: %v", err)
	}
	if kind, err := w.WaitAnswer(ctx, first); err != nil || kind != store.Once {
		t.Fatalf("waiting for a request answered before: %q, %v; want once", kind, err)
	}

	covered, answered := request("gh.merge", `{"n":1}`), request("gh.merge", `{"n":2}`)
	done = wait(covered)
	if err := b.Answer(ctx, answered, store.Answer{Kind: store.Always, By: "other"}); err != nil {
		t.Fatal(err)
	}
	if err := <-done; err != nil {
		t.Fatalf("waiting for a request an always answer covered: %v", err)
	}

	if _, err := w.WaitAnswer(ctx, "apr_nope"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("waiting for an unknown request: %v, want ErrNotFound", err)
	}
	pending := request("gh.close", `{}`)
	cctx, cancel := context.WithTimeout(ctx, 50*time.Millisecond)
	defer cancel()
	if _, err := w.WaitAnswer(cctx, pending); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("waiting past the context: %v, want its deadline", err)
	}
}

// testWatchToolLists: a handle hears of the tool lists another handle
// saves, by server, and not of its own.
func testWatchToolLists(t *testing.T, bk Backend) {
	open := bk.New(t)
	a, b := open(t), open(t)
	w, ok := a.(store.ToolListWatcher)
	if !ok {
		t.Skip("the store tells of no tool lists saved (store.ToolListWatcher is optional)")
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	heard := make(chan string, 10)
	w.WatchToolLists(ctx, func(server string) { heard <- server })
	// The watch may take a moment to start listening: save until heard.
	ticker := time.NewTicker(50 * time.Millisecond)
	defer ticker.Stop()
	deadline := time.After(time.Minute)
	for saved := false; !saved; {
		if err := b.SaveToolList(ctx, "srv/with slash", []byte(`[{"name":"x"}]`)); err != nil {
			t.Fatal(err)
		}
		select {
		case got := <-heard:
			if got != "srv/with slash" {
				t.Fatalf("heard of %q, want srv/with slash", got)
			}
			saved = true
		case <-ticker.C:
		case <-deadline:
			t.Fatal("no word of the tool list the other handle saved")
		}
	}
	if err := a.SaveToolList(ctx, "own", []byte(`[]`)); err != nil {
		t.Fatal(err)
	}
	if err := b.SaveToolList(ctx, "after", []byte(`[]`)); err != nil {
		t.Fatal(err)
	}
	for got := range heard {
		switch got {
		case "own":
			t.Fatal("a handle heard of its own save")
		case "after":
			return
		}
	}
}
