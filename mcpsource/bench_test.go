package mcpsource

import (
	"context"
	"os/exec"
	"strconv"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/toolsinshell/tis/config"
	tisruntime "github.com/toolsinshell/tis/runtime"
	"github.com/toolsinshell/tis/runtime/toolcmd"
)

// BenchmarkEverythingEcho is one echo call to server-everything through
// Source.Call, through a whole script (tools e echo message=hi, in a
// warm session), and the same call through the go-sdk's ClientSession
// directly: the overheads of this package and of the shell are the
// differences.
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
	// viaShell is the whole path a model's script takes: a script with one
	// tools call, in a warm session, with the catalog built for it.
	viaShell := func(b *testing.B, srv *config.Server) {
		s := New(srv, nil)
		defer s.Close()
		ctx := context.Background()
		if _, err := s.Tools(ctx); err != nil {
			b.Fatal(err)
		}
		box := toolcmd.New(toolcmd.Options{Sources: toolcmd.Static(s)})
		session := tisruntime.NewSession(nil)
		b.ReportAllocs()
		for b.Loop() {
			res := session.Run(ctx, "tools e echo message=hi", &tisruntime.RunOptions{Commands: box.Commands(ctx)})
			if res.ExitCode != 0 {
				b.Fatal(res.Stderr)
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
	b.Run("stdio-script", func(b *testing.B) { viaShell(b, everythingStdio(b, "e")) })
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
	b.Run("http-script", func(b *testing.B) {
		viaShell(b, &config.Server{Name: "e", Type: config.TransportHTTP, URL: httpURL()})
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
			for _, s := range m.Apply(context.Background(), cfg) {
				if _, err := s.Tools(context.Background()); err != nil {
					b.Fatal(err)
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
