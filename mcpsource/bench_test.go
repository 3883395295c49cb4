package mcpsource

import (
	"context"
	"os/exec"
	"strconv"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/config"
)

// BenchmarkEverythingEcho is one echo call to server-everything through
// Source.Call, and the same call through the go-sdk's ClientSession
// directly: the overhead of this package is the difference (the whole
// script's is in the root package's BenchmarkEchoScript).
func BenchmarkEverythingEcho(b *testing.B) {
	input := map[string]any{"message": "hi"}
	viaSource := func(b *testing.B, srv *config.Server) {
		s := New(srv, nil)
		defer s.Close()
		ctx := context.Background()
		if _, err := s.Tools(ctx); err != nil {
			b.Fatal(err)
		}
		b.ReportAllocs()
		for b.Loop() {
			if r, err := s.Call(ctx, "echo", input); err != nil || r.IsError {
				b.Fatal(r, err)
			}
		}
	}
	direct := func(b *testing.B, t mcp.Transport) {
		ctx := context.Background()
		cs, err := mcp.NewClient(&mcp.Implementation{Name: "bench", Version: "1"}, nil).Connect(ctx, t, nil)
		if err != nil {
			b.Fatal(err)
		}
		defer cs.Close()
		b.ReportAllocs()
		for b.Loop() {
			if r, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "echo", Arguments: input}); err != nil || r.IsError {
				b.Fatal(r, err)
			}
		}
	}
	b.Run("stdio", func(b *testing.B) { viaSource(b, everythingStdio(b, "e")) })
	b.Run("direct-stdio", func(b *testing.B) {
		node, index := requireNode(b, "server-everything")
		direct(b, &mcp.CommandTransport{Command: exec.Command(node, index, "stdio")})
	})
	// One HTTP server for both, started by the first that needs it and
	// killed at the end of the whole benchmark.
	parent, url := b, ""
	httpURL := func() string {
		if url == "" {
			url = everythingHTTP(parent, "streamableHttp")
		}
		return url
	}
	b.Run("http", func(b *testing.B) {
		viaSource(b, &config.Server{Name: "e", Type: config.TransportHTTP, URL: httpURL()})
	})
	b.Run("direct-http", func(b *testing.B) {
		direct(b, &mcp.StreamableClientTransport{Endpoint: httpURL()})
	})
}

// BenchmarkStartTen starts ten stdio servers (the test binary, each
// taking 100ms to start without using the CPU) and lists their tools:
// through a Manager (in parallel), and one after the other. Closing them
// is not timed.
func BenchmarkStartTen(b *testing.B) {
	cfg := &config.Config{Servers: map[string]*config.Server{}}
	for i := range 10 {
		name := "s" + strconv.Itoa(i)
		cfg.Servers[name] = testServer(b, name, "slow-start", nil)
	}
	b.Run("parallel", func(b *testing.B) {
		for b.Loop() {
			m := NewManager(nil)
			// A catalog lists what a script needs in parallel.
			cat := catalog.New(m.Apply(context.Background(), cfg), nil)
			cat.ListAll(context.Background())
			for _, srv := range cat.Servers() {
				if srv.Err != nil {
					b.Fatal(srv.Err)
				}
			}
			b.StopTimer()
			_ = m.Close()
			b.StartTimer()
		}
	})
	b.Run("sequential", func(b *testing.B) {
		for b.Loop() {
			var sources []*Source
			for _, srv := range cfg.Servers {
				s := New(srv, nil)
				sources = append(sources, s)
				if _, err := s.Tools(context.Background()); err != nil {
					b.Fatal(err)
				}
			}
			b.StopTimer()
			for _, s := range sources {
				_ = s.Close()
			}
			b.StartTimer()
		}
	})
}
