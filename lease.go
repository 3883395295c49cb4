package tis

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/toolsinshell/tis/store"
)

// DefaultSessionLease is Options.SessionLease's default.
const DefaultSessionLease = 30 * time.Second

// ErrSessionInUse is the error of Session.Run when the session is kept
// in a store that other hosts share (a gateway's replicas) and another
// host ran a script of it while this one waited one and a half times
// Options.SessionLease: nothing ran here; try again later.
var ErrSessionInUse = errors.New("tis: the session is running a script on another host")

// KeptSession returns the session id of a principal as SessionFor does,
// kept in the store whatever Options.Persist says: its files and loaded
// servers are loaded from the store by its first script and saved after
// each. With a store that lends sessions (store.SessionLeaser: SQLite,
// PostgreSQL), any number of hosts sharing the store serve the session
// in turn: each script takes the session's lease first (waiting while
// another host runs one, up to 1.5 × Options.SessionLease), loads the
// session again when another host saved it since, and saves it under
// the lease, so two hosts never run scripts of one session at once and
// none overwrites another's newer save. A session made earlier by
// SessionFor is returned as it is.
func (h *Host) KeptSession(ctx context.Context, principal, id string) (*Session, error) {
	return h.session(ctx, principal, id, true)
}

// leaser returns the store as a session lender, when the session is
// kept and the store lends.
func (s *Session) leaser() (store.SessionLeaser, bool) {
	if !s.persist {
		return nil, false
	}
	l, ok := s.host.store.(store.SessionLeaser)
	return l, ok
}

// lease takes the session's lease in the store, within ctx and
// Options.SessionLease, and keeps renewing it until the returned
// function gives it back. When another host saved the session since
// this one last saw it, the session is marked to be loaded again.
// Without a lending store it does nothing.
func (s *Session) lease(ctx context.Context) (release func(), err error) {
	l, ok := s.leaser()
	if !ok {
		return func() {}, nil
	}
	// A holder renews at a third of the lease's life: one that died
	// frees it at most ttl after its last renewal; the wait has room
	// past that.
	ttl := s.host.opts.SessionLease
	patience := ttl + ttl/2
	wait := time.NewTimer(patience)
	defer wait.Stop()
	pause := 10 * time.Millisecond
	var version int64
	for {
		version, err = l.LeaseSession(ctx, s.key, s.host.holder, ttl)
		if err == nil {
			break
		}
		if !errors.Is(err, store.ErrLeaseHeld) {
			if ctx.Err() != nil {
				return nil, context.Cause(ctx)
			}
			return nil, fmt.Errorf("session %s: %w", s.id, err)
		}
		select {
		case <-ctx.Done():
			return nil, context.Cause(ctx)
		case <-wait.C:
			return nil, fmt.Errorf("%w (waited %s): %s", ErrSessionInUse, patience, s.id)
		case <-time.After(pause):
		}
		pause = min(2*pause, 250*time.Millisecond)
	}
	s.storeMu.Lock()
	if version != s.version {
		s.stored = true // another host saved it since: load it again
	}
	s.storeMu.Unlock()
	// Renewed at a third of its life, so a renewal may fail twice
	// (a slow store) before the lease runs out.
	stop := make(chan struct{})
	done := make(chan struct{})
	go func() {
		defer close(done)
		t := time.NewTicker(ttl / 3)
		defer t.Stop()
		for {
			select {
			case <-stop:
				return
			case <-t.C:
				rctx, cancel := context.WithTimeout(context.Background(), ttl/3)
				_, err := l.LeaseSession(rctx, s.key, s.host.holder, ttl)
				cancel()
				if err != nil {
					s.host.log.Warn("renewing a session's lease", "session", s.id, "err", err)
				}
			}
		}
	}()
	return func() {
		close(stop)
		<-done
		rctx, cancel := context.WithTimeout(context.Background(), ttl)
		defer cancel()
		if err := l.ReleaseSession(rctx, s.key, s.host.holder); err != nil {
			// It runs out by itself within ttl.
			s.host.log.Warn("giving back a session's lease", "session", s.id, "err", err)
		}
	}, nil
}
