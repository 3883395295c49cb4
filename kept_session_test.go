package tis_test

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/toolsinshell/tis"
	"github.com/toolsinshell/tis/internal/pgtest"
	"github.com/toolsinshell/tis/store"
)

// TestKeptSessionAcrossHosts: hosts sharing a SQLite file serve one
// kept session in turn.
func TestKeptSessionAcrossHosts(t *testing.T) {
	keptSessionAcrossHosts(t, filepath.Join(t.TempDir(), "tis.db"))
}

// TestStorePostgresKeptSessionAcrossHosts: the same over PostgreSQL.
func TestStorePostgresKeptSessionAcrossHosts(t *testing.T) {
	keptSessionAcrossHosts(t, pgtest.Schema(t))
}

func keptSessionAcrossHosts(t *testing.T, storePath string) {
	ctx := context.Background()
	open := func(lease time.Duration) *tis.Host {
		h, err := tis.New(ctx, &tis.Options{StorePath: storePath, SessionLease: lease})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { h.Close() })
		return h
	}
	kept := func(h *tis.Host) *tis.Session {
		s, err := h.KeptSession(ctx, "alice", "conv")
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	run := func(t *testing.T, s *tis.Session, script string) string {
		t.Helper()
		res, err := s.Run(ctx, script, nil)
		if err != nil {
			t.Fatalf("%s: %v", script, err)
		}
		if res.ExitCode != 0 {
			t.Fatalf("%s: exit %d: %s", script, res.ExitCode, res.Stderr)
		}
		return res.Stdout
	}
	a, b := open(0), open(0)
	sa, sb := kept(a), kept(b)

	t.Run("each host sees the other's last script", func(t *testing.T) {
		run(t, sa, "echo one > notes")
		if got := run(t, sb, "cat notes; echo two >> notes"); got != "one\n" {
			t.Fatalf("host B read %q, want host A's file", got)
		}
		if got := run(t, sa, "cat notes"); got != "one\ntwo\n" {
			t.Fatalf("host A read %q after host B appended, want both lines", got)
		}
	})

	t.Run("scripts at once on two hosts lose no update", func(t *testing.T) {
		const each = 8
		var wg sync.WaitGroup
		errs := make(chan error, 2*each)
		for h, s := range []*tis.Session{sa, sb} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := range each {
					res, err := s.Run(ctx, fmt.Sprintf("echo %d-%d >> log", h, i), nil)
					if err == nil && res.ExitCode != 0 {
						err = fmt.Errorf("exit %d: %s", res.ExitCode, res.Stderr)
					}
					if err != nil {
						errs <- err
					}
				}
			}()
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			t.Fatal(err)
		}
		lines := strings.Fields(run(t, sb, "cat log"))
		sort.Strings(lines)
		if len(lines) != 2*each {
			t.Fatalf("the log has %d lines, want %d (an update was lost): %v", len(lines), 2*each, lines)
		}
	})

	// A host that died holding the lease: planted in the store under a
	// holder nobody renews.
	l, ok := a.Store().(store.SessionLeaser)
	if !ok {
		t.Fatalf("the store (%T) lends no sessions", a.Store())
	}
	key := "\x00alice\x00conv"
	// Short, for the waits below; long enough that a slow store does not
	// run out the wait before the dead holder's lease ends.
	c := open(2 * time.Second)
	sc := kept(c)

	t.Run("a dead holder's lease runs out", func(t *testing.T) {
		if _, err := l.LeaseSession(ctx, key, "dead host", 50*time.Millisecond); err != nil {
			t.Fatal(err)
		}
		if got := run(t, sc, "wc -l < log"); strings.TrimSpace(got) != "16" {
			t.Fatalf("after the dead holder's lease ran out: %q", got)
		}
	})

	t.Run("a live holder's lease makes the script wait, then fail", func(t *testing.T) {
		if _, err := l.LeaseSession(ctx, key, "busy host", time.Hour); err != nil {
			t.Fatal(err)
		}
		res, err := sc.Run(ctx, "echo ran > ran", nil)
		if !errors.Is(err, tis.ErrSessionInUse) {
			t.Fatalf("Run while another host holds the session: %+v, %v; want ErrSessionInUse", res, err)
		}
		if err := l.ReleaseSession(ctx, key, "busy host"); err != nil {
			t.Fatal(err)
		}
		if got := run(t, sa, "cat ran 2>&1; true"); !strings.Contains(got, "No such file") {
			t.Fatalf("the refused script ran: %q", got)
		}
	})
}

// TestStorePostgresToolListAcrossHosts: a tool list another host saves
// in the shared store tells this host's OnChange (LISTEN/NOTIFY), so a
// gateway's clients hear their tools may have changed.
func TestStorePostgresToolListAcrossHosts(t *testing.T) {
	dsn := pgtest.Schema(t)
	ctx := context.Background()
	told := make(chan struct{}, 100)
	a, err := tis.New(ctx, &tis.Options{StorePath: dsn, OnChange: func() { told <- struct{}{} }})
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	b, err := tis.New(ctx, &tis.Options{StorePath: dsn})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	tick := time.NewTicker(50 * time.Millisecond)
	defer tick.Stop()
	deadline := time.After(time.Minute)
	for {
		// Saved again until heard: the watch may take a moment to start.
		if err := b.Store().SaveToolList(ctx, "github", []byte(`[{"name":"new_tool"}]`)); err != nil {
			t.Fatal(err)
		}
		select {
		case <-told:
			return
		case <-tick.C:
		case <-deadline:
			t.Fatal("host A was not told of the tool list host B saved")
		}
	}
}
