package bench

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"strings"
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
// inProcess), its host opening the store at storeURL itself.
func startReplica(ctx context.Context, storeURL string, inProcess bool) (*replica, error) {
	ho := &tis.Options{StorePath: storeURL, Name: "tsserve"}
	if !inProcess {
		ho.Worker = &tis.Worker{Spares: 1, MaxSpares: 8}
	}
	g, err := gateway.New(ctx, ho, &gateway.Options{Token: benchToken, MaxSessions: 10000})
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
	r := &replica{g: g, srv: &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}, url: "http://" + ln.Addr().String() + "/mcp"}
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

// Sticky is the replica that serves session i of a load over n
// replicas: an MCP session lives in the memory of the gateway that made
// it, so a balancer keeps all its requests on that one (round robin over
// the sessions, each pinned).
func Sticky(i, n int) int { return i % n }

// ReplicaLoad runs sessions MCP sessions at once against replicas
// gateways in this process (each its own host, all over the store at
// storeURL, which each host opens: a SQLite file or a postgres:// URL),
// the sessions given to the replicas in turn and pinned there (Sticky),
// each making scripts bash calls whose script makes calls tools calls of
// the example server.
func ReplicaLoad(storeURL string, replicas, sessions, scripts, calls int, inProcess bool) (*GatewayStats, error) {
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
		r, err := startReplica(ctx, storeURL, inProcess)
		if err != nil {
			return nil, err
		}
		rs = append(rs, r)
	}
	client := &http.Client{Transport: bearerRT{&http.Transport{MaxIdleConnsPerHost: sessions * 2}}}
	defer client.CloseIdleConnections()
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
	st := &GatewayStats{Sessions: sessions, Scripts: scripts, Calls: calls}
	script := strings.Repeat("tools github list-repos >/dev/null\n", calls) + "echo done\n"
	if err := loadSessions(ctx, css, script, st); err != nil {
		return nil, err
	}
	return st, nil
}
