package gateway

import (
	"context"
	"errors"
	"net/http"
	"time"

	"github.com/toolsinshell/tis/store"
)

// ReadyTimeout bounds the readiness check's question to the store.
const ReadyTimeout = 2 * time.Second

// ErrClosed is what Ready reports for a gateway that is closed or closing.
var ErrClosed = errors.New("the gateway is closing")

// Ready reports whether the gateway can serve a script: it is not
// closing, and its store answers (a PostgreSQL that went away, a SQLite
// file that cannot be read).
func (g *Gateway) Ready(ctx context.Context) error {
	if g.ctx.Err() != nil {
		return ErrClosed
	}
	ctx, cancel := context.WithTimeout(ctx, ReadyTimeout)
	defer cancel()
	st := g.host.Store()
	if p, ok := st.(store.Pinger); ok {
		return p.Ping(ctx)
	}
	_, _, _, err := st.ToolList(ctx, "")
	return err
}

// HealthHandler serves a balancer's checks, with no token: /healthz
// answers 200 while the process serves HTTP (liveness); /readyz answers
// 200 when [Gateway.Ready] says so and 503 otherwise (readiness: a
// replica whose store does not answer gets no traffic). The reason is
// logged, not sent: a store's error may name its host.
func (g *Gateway) HealthHandler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("/healthz", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		_, _ = w.Write([]byte("ok\n"))
	})
	mux.HandleFunc("/readyz", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		if err := g.Ready(r.Context()); err != nil {
			g.log.Warn("not ready", "error", err)
			w.WriteHeader(http.StatusServiceUnavailable)
			msg := "not ready: the store does not answer\n"
			if errors.Is(err, ErrClosed) {
				msg = "not ready: the gateway is closing\n"
			}
			_, _ = w.Write([]byte(msg))
			return
		}
		_, _ = w.Write([]byte("ready\n"))
	})
	return mux
}
