package postgres

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/toolsinshell/tis/store"
)

// answersChannel is the channel Answer notifies (LISTEN/NOTIFY) when it
// answers requests; the payload is the request's id. Channels are per
// database, not per schema: a waiter woken by another schema's answer
// reads its own request, finds no answer and waits again.
const answersChannel = "tis_answers"

// toolListsChannel is the channel SaveToolList notifies; the payload is
// the saving Store's id, "/", and the server's name.
const toolListsChannel = "tis_tool_lists"

// watchPoll is how often a waiter reads its request when no notification
// comes: the fallback while the listening connection is down.
const watchPoll = 2 * time.Second

// hub is the one listening connection of a Store, shared by every waiter:
// started by the first WaitAnswer, stopped by Close. Each notification
// wakes every waiter, which reads its own request again.
type hub struct {
	mu       sync.Mutex
	waiters  map[chan struct{}]bool
	watchers map[*toolListWatch]bool // WatchToolLists
	running  bool
	stop     context.CancelFunc // set while running
	done     chan struct{}
	closed   bool
}

// WaitAnswer returns the answer of request id once it has one, given through
// any Store on the database (another process, another replica), and
// ctx's cause when ctx ends first; see [store.AnswerWatcher]. Answers
// arrive by LISTEN/NOTIFY on one connection of the Store's own (not the
// pool's); the request is also read again every watchPoll, so a lost
// connection delays an answer, never loses it.
func (s *Store) WaitAnswer(ctx context.Context, id string) (store.AnswerKind, error) {
	wake := s.hub.subscribe(s)
	defer s.hub.unsubscribe(wake)
	poll := time.NewTicker(watchPoll)
	defer poll.Stop()
	for {
		var status string
		err := s.pool.QueryRow(ctx, `SELECT status FROM approvals WHERE id = $1`, id).Scan(&status)
		switch {
		case errors.Is(err, pgx.ErrNoRows):
			return "", fmt.Errorf("store: wait for answer %s: %w", id, store.ErrNotFound)
		case err != nil && ctx.Err() != nil:
			return "", context.Cause(ctx)
		case err != nil:
			return "", fmt.Errorf("store: wait for answer %s: %w", id, err)
		case status != "pending":
			return store.AnswerKind(status), nil
		}
		select {
		case <-ctx.Done():
			return "", context.Cause(ctx)
		case <-wake:
		case <-poll.C:
		}
	}
}

// toolListWatch is one WatchToolLists.
type toolListWatch struct {
	changed func(server string)
}

// WatchToolLists calls changed with a server's name each time another
// Store on the database saves its tool list; see
// [store.ToolListWatcher]. The notices come by LISTEN/NOTIFY on the
// Store's listening connection; one sent while that connection was down
// is lost, and the host then keeps the list it had until the server is
// listed again.
func (s *Store) WatchToolLists(ctx context.Context, changed func(server string)) {
	w := &toolListWatch{changed: changed}
	s.hub.mu.Lock()
	if s.hub.watchers == nil {
		s.hub.watchers = map[*toolListWatch]bool{}
	}
	s.hub.watchers[w] = true
	s.hub.start(s)
	s.hub.mu.Unlock()
	context.AfterFunc(ctx, func() {
		s.hub.mu.Lock()
		delete(s.hub.watchers, w)
		s.hub.mu.Unlock()
	})
}

// toolListSaved tells the watchers of a tool list another Store saved.
func (h *hub) toolListSaved(self, payload string) {
	id, server, ok := strings.Cut(payload, "/")
	if !ok || id == self {
		return
	}
	h.mu.Lock()
	ws := make([]*toolListWatch, 0, len(h.watchers))
	for w := range h.watchers {
		ws = append(ws, w)
	}
	h.mu.Unlock()
	for _, w := range ws {
		w.changed(server)
	}
}

// subscribe registers a waiter, starting the listener if it is not
// running.
func (h *hub) subscribe(s *Store) chan struct{} {
	wake := make(chan struct{}, 1)
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.waiters == nil {
		h.waiters = map[chan struct{}]bool{}
	}
	h.waiters[wake] = true
	h.start(s)
	return wake
}

// start starts the listener if it is not running; h.mu held.
func (h *hub) start(s *Store) {
	if !h.running && !h.closed {
		ctx, stop := context.WithCancel(context.Background())
		h.running, h.stop, h.done = true, stop, make(chan struct{})
		go h.listen(ctx, s)
	}
}

func (h *hub) unsubscribe(wake chan struct{}) {
	h.mu.Lock()
	delete(h.waiters, wake)
	h.mu.Unlock()
}

// wakeAll wakes every waiter.
func (h *hub) wakeAll() {
	h.mu.Lock()
	defer h.mu.Unlock()
	for w := range h.waiters {
		select {
		case w <- struct{}{}:
		default: // already woken
		}
	}
}

// listen holds the listening connection, connecting again after a
// failure (each reconnect wakes every waiter, which reads its request:
// a notification sent while it was down is not lost), until ctx ends.
func (h *hub) listen(ctx context.Context, s *Store) {
	defer close(h.done)
	backoff := 100 * time.Millisecond
	for ctx.Err() == nil {
		conn, err := pgx.ConnectConfig(ctx, s.connConfig.Copy())
		if err == nil {
			_, err = conn.Exec(ctx, "LISTEN "+answersChannel+"; LISTEN "+toolListsChannel)
			if err == nil {
				backoff = 100 * time.Millisecond
				h.wakeAll()
				for err == nil {
					var n *pgconn.Notification
					n, err = conn.WaitForNotification(ctx)
					switch {
					case err != nil:
					case n.Channel == toolListsChannel:
						h.toolListSaved(s.id, n.Payload)
					default:
						h.wakeAll()
					}
				}
			}
			conn.Close(context.Background())
		}
		select {
		case <-ctx.Done():
		case <-time.After(backoff):
			backoff = min(2*backoff, watchPoll)
		}
	}
}

// close stops the listener and waits for it.
func (h *hub) close() {
	h.mu.Lock()
	h.closed = true
	running, stop, done := h.running, h.stop, h.done
	h.mu.Unlock()
	if running {
		stop()
		<-done
	}
}
