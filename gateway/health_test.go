package gateway_test

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"

	"github.com/toolsinshell/tis"
	"github.com/toolsinshell/tis/gateway"
	"github.com/toolsinshell/tis/store"
)

// flakyStore is a store whose Ping fails while down is set, as a
// database that went away.
type flakyStore struct {
	store.Store
	down atomic.Bool
}

func (f *flakyStore) Ping(ctx context.Context) error {
	if f.down.Load() {
		return errors.New("connection refused (db.internal:5432)")
	}
	return f.Store.(store.Pinger).Ping(ctx)
}

// TestHealth: /healthz answers while the process serves; /readyz follows
// the store (503 while it does not answer, without its error's text) and
// the gateway's closing.
func TestHealth(t *testing.T) {
	mem, err := store.OpenMemory()
	if err != nil {
		t.Fatal(err)
	}
	defer mem.Close()
	st := &flakyStore{Store: mem}
	g, err := gateway.New(context.Background(), &tis.Options{Store: st}, &gateway.Options{Token: token})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(g.HealthHandler())
	defer srv.Close()
	get := func(path string) (int, string) {
		t.Helper()
		resp, err := http.Get(srv.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b)
	}
	for _, tt := range []struct {
		down, closed bool
		path         string
		code         int
		body         string
	}{
		{false, false, "/healthz", 200, "ok\n"},
		{false, false, "/readyz", 200, "ready\n"},
		{true, false, "/readyz", 503, "not ready: the store does not answer\n"},
		{true, false, "/healthz", 200, "ok\n"},
		{false, false, "/readyz", 200, "ready\n"},
		{false, true, "/readyz", 503, "not ready: the gateway is closing\n"},
	} {
		st.down.Store(tt.down)
		if tt.closed {
			if err := g.Close(); err != nil {
				t.Fatal(err)
			}
		}
		if code, body := get(tt.path); code != tt.code || body != tt.body {
			t.Errorf("store down %v, closed %v: %s = %d %q, want %d %q", tt.down, tt.closed, tt.path, code, body, tt.code, tt.body)
		}
	}
	g.Close()
}
