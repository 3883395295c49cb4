package gateway_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/toolsinshell/tis"
	"github.com/toolsinshell/tis/gateway"
	"github.com/toolsinshell/tis/internal/pgtest"
)

// TestReplicas: three gateways on one SQLite file behind a round-robin
// balancer serve named sessions as one gateway would.
func TestReplicas(t *testing.T) {
	replicas(t, filepath.Join(t.TempDir(), "tis.db"))
}

// TestStorePostgresReplicas: the same on PostgreSQL.
func TestStorePostgresReplicas(t *testing.T) {
	replicas(t, pgtest.Schema(t))
}

// replicaSet is gateways sharing one store behind a plain balancer that
// sends each request to the next gateway in turn.
type replicaSet struct {
	gws []*gateway.Gateway
	url string // the balancer's
}

func newReplicaSet(t *testing.T, storePath string, n int) *replicaSet {
	t.Helper()
	rs := &replicaSet{}
	var backends []*url.URL
	for range n {
		g, endpoint := serveGateway(t, &tis.Options{StorePath: storePath}, &gateway.Options{Token: token, SharedSessions: true})
		u, _ := url.Parse(endpoint)
		backends = append(backends, u)
		rs.gws = append(rs.gws, g)
	}
	var next atomic.Int64
	lb := httptest.NewServer(&httputil.ReverseProxy{Rewrite: func(r *httputil.ProxyRequest) {
		r.SetURL(backends[int(next.Add(1)-1)%len(backends)])
		r.Out.Host = r.In.Host // the gateways serve loopback names only
	}})
	t.Cleanup(lb.Close)
	rs.url = lb.URL
	return rs
}

// call runs a script in the named session through the balancer.
func (rs *replicaSet) call(t *testing.T, c *mcp.ClientSession, session, script string) *mcp.CallToolResult {
	t.Helper()
	res, err := c.CallTool(context.Background(), &mcp.CallToolParams{Name: "bash", Arguments: map[string]any{"command": script},
		Meta: mcp.Meta{gateway.MetaSession: session}})
	if err != nil {
		t.Fatalf("%s: %v", script, err)
	}
	return res
}

func replicas(t *testing.T, storePath string) {
	rs := newReplicaSet(t, storePath, 3)
	cl := mcp.NewClient(&mcp.Implementation{Name: "test-client", Version: "1"}, nil)
	c, err := cl.Connect(context.Background(), &mcp.StreamableClientTransport{Endpoint: rs.url,
		HTTPClient: &http.Client{Transport: bearer{token, http.DefaultTransport}}}, &mcp.ClientSessionOptions{ProtocolVersion: "2026-07-28"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })

	t.Run("sessions keep their files across replicas", func(t *testing.T) {
		for i := range 7 {
			for _, name := range []string{"one", "two"} {
				res := rs.call(t, c, name, fmt.Sprintf("echo %s-%d >> log; wc -l < log", name, i))
				if got := strings.TrimSpace(text(res)); got != fmt.Sprint(i+1) || res.IsError {
					t.Fatalf("session %s, call %d: %q, want %d lines", name, i, text(res), i+1)
				}
			}
		}
		if got := text(rs.call(t, c, "two", "grep -c one log; true")); strings.TrimSpace(got) != "0" {
			t.Errorf("session two sees session one's lines: %q", got)
		}
	})

	t.Run("calls of one session at once lose no update", func(t *testing.T) {
		var wg sync.WaitGroup
		errs := make(chan string, 16)
		for w := range 2 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := range 5 {
					res, err := c.CallTool(context.Background(), &mcp.CallToolParams{Name: "bash",
						Arguments: map[string]any{"command": fmt.Sprintf("echo %d-%d >> log", w, i)},
						Meta:      mcp.Meta{gateway.MetaSession: "busy"}})
					switch {
					case err != nil:
						errs <- err.Error()
					case res.IsError:
						errs <- text(res)
					}
				}
			}()
		}
		wg.Wait()
		close(errs)
		for e := range errs {
			t.Fatal(e)
		}
		if got := strings.TrimSpace(text(rs.call(t, c, "busy", "wc -l < log"))); got != "10" {
			t.Fatalf("the log has %s lines, want 10", got)
		}
	})

	t.Run("an answer given on one replica lets the rerun through once", func(t *testing.T) {
		const script = `tools github create-branch repo=acme/api branch=rr >/dev/null
tools github delete-branch repo=acme/api branch=rr && echo deleted`
		id := stoppedRequest(t, rs.call(t, c, "appr", script))
		// Any replica's host reads and answers what any raised.
		for i, g := range rs.gws {
			pending, err := g.Host().Pending(context.Background(), "appr")
			if err != nil || len(pending) != 1 || pending[0].ID != id {
				t.Fatalf("replica %d's pending list: %+v, %v", i, pending, err)
			}
		}
		if err := rs.gws[1].Host().Answer(context.Background(), id, tis.Answer{Kind: tis.Once, By: "test"}); err != nil {
			t.Fatal(err)
		}
		if res := rs.call(t, c, "appr", script); !strings.Contains(text(res), "deleted") {
			t.Fatalf("the rerun after the answer: %s", text(res))
		}
		if again := stoppedRequest(t, rs.call(t, c, "appr", script)); again == id {
			t.Fatalf("the third run was stopped by the answered request %s again", id)
		}
	})
}
