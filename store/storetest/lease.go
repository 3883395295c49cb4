package storetest

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/toolsinshell/tis/store"
)

// leaser returns the store's SessionLeaser, or skips the test.
func leaser(t *testing.T, s store.Store) store.SessionLeaser {
	t.Helper()
	l, ok := s.(store.SessionLeaser)
	if !ok {
		t.Skip("the store lends no sessions (store.SessionLeaser is optional)")
	}
	return l
}

// testSessionLease: one holder at a time; the holder renews, saves and
// gives the lease back; every save adds one to the version, which
// LeaseSession and LoadSession report; a save by a holder whose lease
// another took saves nothing.
func testSessionLease(t *testing.T, bk Backend) {
	open := bk.New(t)
	a, b := open(t), open(t)
	la, lb := leaser(t, a), leaser(t, b)
	ctx := context.Background()
	const ttl = time.Minute
	if v, err := la.LeaseSession(ctx, "s", "A", ttl); err != nil || v != 0 {
		t.Fatalf("first lease = %d, %v; want version 0", v, err)
	}
	if _, err := lb.LeaseSession(ctx, "s", "B", ttl); !errors.Is(err, store.ErrLeaseHeld) {
		t.Fatalf("lease held by A, B's lease: %v, want ErrLeaseHeld", err)
	}
	if _, err := lb.LeaseSession(ctx, "other", "B", ttl); err != nil {
		t.Fatalf("another session's lease: %v", err)
	}
	if _, err := la.LeaseSession(ctx, "s", "A", ttl); err != nil {
		t.Fatalf("A renewing its lease: %v", err)
	}
	first := store.SessionState{Files: []store.FileEntry{{Path: "/f", Data: []byte("1")}}, Servers: []string{"x"}}
	if v, err := la.SaveLeasedSession(ctx, "s", "A", first); err != nil || v != 1 {
		t.Fatalf("A's save = %d, %v; want version 1", v, err)
	}
	if _, err := lb.SaveLeasedSession(ctx, "s", "B", store.SessionState{}); !errors.Is(err, store.ErrLeaseLost) {
		t.Fatalf("B saving without the lease: %v, want ErrLeaseLost", err)
	}
	if v, err := la.SaveLeasedSession(ctx, "s", "A", first); err != nil || v != 2 {
		t.Fatalf("A's second save = %d, %v; want version 2", v, err)
	}
	if err := lb.ReleaseSession(ctx, "s", "B"); err != nil {
		t.Fatal(err)
	}
	if _, err := lb.LeaseSession(ctx, "s", "B", ttl); !errors.Is(err, store.ErrLeaseHeld) {
		t.Fatalf("B's release of A's lease let B in: %v", err)
	}
	if err := la.ReleaseSession(ctx, "s", "A"); err != nil {
		t.Fatal(err)
	}
	v, err := lb.LeaseSession(ctx, "s", "B", ttl)
	if err != nil || v != 2 {
		t.Fatalf("B's lease after A's release = %d, %v; want version 2", v, err)
	}
	got, ok, err := b.LoadSession(ctx, "s")
	if err != nil || !ok || got.Version != 2 {
		t.Fatalf("LoadSession = version %d, %v, %v; want 2", got.Version, ok, err)
	}
	checkState(t, got, first)
	// A plain save counts too.
	if err := a.SaveSession(ctx, "s", first); err != nil {
		t.Fatal(err)
	}
	if v, err := lb.LeaseSession(ctx, "s", "B", ttl); err != nil || v != 3 {
		t.Fatalf("lease after a plain save = %d, %v; want version 3", v, err)
	}
	if _, err := la.SaveLeasedSession(ctx, "s", "A", first); !errors.Is(err, store.ErrLeaseLost) {
		t.Fatalf("A saving after B took the lease: %v, want ErrLeaseLost", err)
	}
	if _, err := la.LeaseSession(ctx, "s", "", ttl); err == nil {
		t.Error("a lease with no holder was given")
	}
	// A principal's session's key holds NUL bytes; any bytes will do.
	odd := "\x00alice\x00conv\xff"
	if _, err := la.LeaseSession(ctx, odd, "A", ttl); err != nil {
		t.Fatalf("lease of a key with NUL bytes: %v", err)
	}
	if v, err := la.SaveLeasedSession(ctx, odd, "A", first); err != nil || v != 1 {
		t.Fatalf("save of a key with NUL bytes = %d, %v", v, err)
	}
	got, ok, err = a.LoadSession(ctx, odd)
	if err != nil || !ok {
		t.Fatalf("load of a key with NUL bytes: %v, %v", ok, err)
	}
	checkState(t, got, first)
	if _, err := lb.LeaseSession(ctx, odd, "B", ttl); !errors.Is(err, store.ErrLeaseHeld) {
		t.Fatalf("B's lease of a key with NUL bytes A holds: %v", err)
	}
	if err := la.ReleaseSession(ctx, odd, "A"); err != nil {
		t.Fatal(err)
	}
}

// testSessionLeaseRunsOut: a lease whose time passed goes to the next
// holder; its last holder can no longer save, and can save again only
// by leasing again once the new holder lets go.
func testSessionLeaseRunsOut(t *testing.T, bk Backend) {
	open := bk.New(t)
	a, b := open(t), open(t)
	la, lb := leaser(t, a), leaser(t, b)
	ctx := context.Background()
	if _, err := la.LeaseSession(ctx, "s", "A", time.Millisecond); err != nil {
		t.Fatal(err)
	}
	// A lease of one millisecond has run out once B's attempt starts
	// after it: wait until it does, however slow the machine.
	deadline := time.Now().Add(time.Minute)
	for {
		time.Sleep(5 * time.Millisecond)
		_, err := lb.LeaseSession(ctx, "s", "B", time.Minute)
		if err == nil {
			break
		}
		if !errors.Is(err, store.ErrLeaseHeld) || time.Now().After(deadline) {
			t.Fatalf("B's lease after A's ran out: %v", err)
		}
	}
	if _, err := la.SaveLeasedSession(ctx, "s", "A", store.SessionState{}); !errors.Is(err, store.ErrLeaseLost) {
		t.Fatalf("A saving after its lease ran out and B took it: %v, want ErrLeaseLost", err)
	}
	// A lease that ran out and nobody took still lets its holder save.
	if _, err := la.LeaseSession(ctx, "t", "A", time.Millisecond); err != nil {
		t.Fatal(err)
	}
	time.Sleep(5 * time.Millisecond)
	if _, err := la.SaveLeasedSession(ctx, "t", "A", store.SessionState{}); err != nil {
		t.Fatalf("A saving after its lease ran out, nobody else holding it: %v", err)
	}
}

// testSessionLeaseRace: holders racing for one session on several
// handles: exactly one gets it, every time.
func testSessionLeaseRace(t *testing.T, bk Backend) {
	open := bk.New(t)
	handles := []store.SessionLeaser{leaser(t, open(t)), leaser(t, open(t)), leaser(t, open(t))}
	iterations := 50
	if testing.Short() {
		iterations = 10
	}
	for i := range iterations {
		id := fmt.Sprintf("s%d", i)
		var (
			wg    sync.WaitGroup
			start = make(chan struct{})
			errs  = make([]error, 6)
		)
		for j := range errs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-start
				_, errs[j] = handles[j%len(handles)].LeaseSession(context.Background(), id, fmt.Sprintf("holder%d", j), time.Minute)
			}()
		}
		close(start)
		wg.Wait()
		won := 0
		for j, err := range errs {
			switch {
			case err == nil:
				won++
			case !errors.Is(err, store.ErrLeaseHeld):
				t.Fatalf("iteration %d, holder %d: %v", i, j, err)
			}
		}
		if won != 1 {
			t.Fatalf("iteration %d: %d holders got the lease, want exactly 1", i, won)
		}
	}
}
