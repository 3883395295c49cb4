package bench

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"strings"
	"sync/atomic"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/toolsinshell/tis"
	"github.com/toolsinshell/tis/gateway"
)

// replica is one gateway of a replica load: its own host over the shared
// store, serving HTTP on 127.0.0.1.
type replica struct {
	g   *gateway.Gateway
	srv *http.Server
	url string
}

// startReplica starts a gateway in this process as tsserve --http would
// (the built-in example server, workers with tsserve's spares unless
// inProcess, named sessions kept in the store when shared), its host
// opening the store at storeURL itself.
func startReplica(ctx context.Context, storeURL string, inProcess, shared bool) (*replica, error) {
	ho := &tis.Options{StorePath: storeURL, Name: "tsserve"}
	if !inProcess {
		ho.Worker = &tis.Worker{Spares: 1, MaxSpares: 8}
	}
	g, err := gateway.New(ctx, ho, &gateway.Options{Token: benchToken, MaxSessions: 10000, SharedSessions: shared})
	if err != nil {
		return nil, err
	}
	h, err := g.Handler()
	if err != nil {
		g.Close()
		return nil, err
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		g.Close()
		return nil, err
	}
	mux := http.NewServeMux()
	mux.Handle("/mcp", h)
	r := &replica{g: g, srv: &http.Server{Addr: ln.Addr().String(), Handler: mux, ReadHeaderTimeout: 10 * time.Second}, url: "http://" + ln.Addr().String() + "/mcp"}
	go func() { _ = r.srv.Serve(ln) }()
	rctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	if err := g.Ready(rctx); err != nil {
		r.stop()
		return nil, fmt.Errorf("the gateway is not ready: %w", err)
	}
	return r, nil
}

func (r *replica) stop() {
	_ = r.srv.Close()
	_ = r.g.Close()
}

// ReplicaMode is how a replica load's sessions meet the replicas.
type ReplicaMode int

const (
	// Pinned: MCP sessions (protocol 2025-11-25), each made on a
	// replica in turn (Sticky) and served there to its end, as a
	// balancer with sticky sessions does.
	Pinned ReplicaMode = iota
	// Shared: named sessions (protocol 2026-07-28, MetaSession) kept in
	// the store (gateway.Options.SharedSessions), every request to the
	// next replica in turn: each script leases its session, loads it
	// when another replica saved it since, and saves it.
	Shared
)

// roundRobin is a client-side balancer: each request goes to the next
// replica.
type roundRobin struct {
	backends []string // host:port
	next     atomic.Int64
	base     http.RoundTripper
}

func (b *roundRobin) RoundTrip(r *http.Request) (*http.Response, error) {
	out := r.Clone(r.Context())
	out.URL.Host, out.Host = b.backends[int(b.next.Add(1)-1)%len(b.backends)], ""
	out.Header.Set("Authorization", "Bearer "+benchToken)
	if r.GetBody != nil {
		body, err := r.GetBody()
		if err != nil {
			return nil, err
		}
		out.Body = body
	}
	return b.base.RoundTrip(out)
}

// Sticky is the replica that serves session i of a load over n
// replicas: an MCP session lives in the memory of the gateway that made
// it, so a balancer keeps all its requests on that one (round robin over
// the sessions, each pinned).
func Sticky(i, n int) int { return i % n }

// ReplicaLoad runs sessions sessions at once against replicas gateways
// in this process (each its own host, all over the store at storeURL,
// which each host opens: a SQLite file or a postgres:// URL), each
// session making scripts bash calls whose script makes calls tools calls
// of the example server. mode says how the sessions meet the replicas;
// with Shared, a call that fails is counted as a failure, not an end of
// the load (a client would make it again).
func ReplicaLoad(storeURL string, replicas, sessions, scripts, calls int, inProcess bool, mode ReplicaMode) (*GatewayStats, error) {
	if replicas < 1 || sessions < 1 || scripts < 1 {
		return nil, errors.New("replica load: want at least one replica, one session and one script")
	}
	ctx := context.Background()
	rs := make([]*replica, 0, replicas)
	defer func() {
		for _, r := range rs {
			r.stop()
		}
	}()
	for range replicas {
		r, err := startReplica(ctx, storeURL, inProcess, mode == Shared)
		if err != nil {
			return nil, err
		}
		rs = append(rs, r)
	}
	transport := &http.Transport{MaxIdleConnsPerHost: sessions * 2}
	defer transport.CloseIdleConnections()
	st := &GatewayStats{Sessions: sessions, Scripts: scripts, Calls: calls}
	script := strings.Repeat("tools github list-repos >/dev/null\n", calls) + "echo done\n"
	if mode == Shared {
		b := &roundRobin{base: transport}
		for _, r := range rs {
			b.backends = append(b.backends, r.srv.Addr)
		}
		c := mcp.NewClient(&mcp.Implementation{Name: "tsbench", Version: "1"}, nil)
		cs, err := c.Connect(ctx, &mcp.StreamableClientTransport{Endpoint: rs[0].url, HTTPClient: &http.Client{Transport: b}},
			&mcp.ClientSessionOptions{ProtocolVersion: "2026-07-28"})
		if err != nil {
			return nil, err
		}
		defer cs.Close()
		call := func(ctx context.Context, i int, script string) (bool, error) {
			res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: tis.BashTool, Arguments: map[string]any{"command": script},
				Meta: mcp.Meta{gateway.MetaSession: fmt.Sprint("bench-", i)}})
			return err == nil && !res.IsError, nil
		}
		if err := loadSessions(ctx, call, script, st); err != nil {
			return nil, err
		}
		return st, nil
	}
	client := &http.Client{Transport: bearerRT{transport}}
	css := make([]*mcp.ClientSession, sessions)
	defer func() {
		for _, cs := range css {
			if cs != nil {
				cs.Close()
			}
		}
	}()
	for i := range css {
		var err error
		if css[i], err = connectGateway(ctx, rs[Sticky(i, replicas)].url, client); err != nil {
			return nil, err
		}
	}
	if err := loadSessions(ctx, mcpSessions(css), script, st); err != nil {
		return nil, err
	}
	return st, nil
}

// LoadAverage is the machine's 1-minute load average from /proc/loadavg,
// as written there; "" when unknown.
func LoadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return ""
	}
	return ParseLoadAverage(string(b))
}

// ParseLoadAverage is the first field of a /proc/loadavg text; "" when
// it has none.
func ParseLoadAverage(text string) string {
	f := strings.Fields(text)
	if len(f) == 0 {
		return ""
	}
	return f[0]
}
