package mcpsource

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/toolsinshell/tis/config"
	"github.com/toolsinshell/tis/internal/nodetest"
)

// The test binary is also the misbehaving MCP server of the tests: with
// serverModeEnv set it serves MCP over stdio instead of running tests.
const (
	serverModeEnv = "TIS_MCPSOURCE_SERVER"
	// announceEnv is a TCP address the server reports its pid to at start;
	// it then waits for a line from there before serving.
	announceEnv = "TIS_MCPSOURCE_ANNOUNCE"
)

func TestMain(m *testing.M) {
	if mode, ok := os.LookupEnv(serverModeEnv); ok {
		os.Exit(runTestServer(mode))
	}
	os.Exit(nodetest.Main(m, os.Environ()))
}

// runTestServer serves MCP over stdio. Modes:
//
//	ok         tools echo, pid, add-tool (adds the tool "added"), fail
//	           (an isError result), rpc-error (a JSON-RPC error)
//	crash      as ok, but echo exits the process instead of answering
//	hang-call  as ok, but echo never answers (ping still does)
//	freeze     as ok, but echo stops the whole process (SIGSTOP)
//	hang-init  never answers anything, ignores stdin's end and SIGTERM
//	slow-start as ok, after 100ms of waiting (a server that starts slowly
//	           without using the CPU, as one that first reaches the network)
func runTestServer(mode string) int {
	if addr := os.Getenv(announceEnv); addr != "" {
		if err := announce(addr); err != nil {
			fmt.Fprintln(os.Stderr, "announce:", err)
			return 1
		}
	}
	if mode == "hang-init" {
		signal.Ignore(syscall.SIGTERM)
		fmt.Fprintln(os.Stderr, "hanging before initialize")
		_, _ = io.Copy(io.Discard, os.Stdin)
		<-time.After(time.Hour) // only SIGKILL ends this
		return 0
	}
	if mode == "slow-start" {
		<-time.After(100 * time.Millisecond)
	}
	s := newTestMCPServer(mode)
	if err := s.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		fmt.Fprintln(os.Stderr, "serve:", err)
	}
	return 0
}

// newTestMCPServer is the MCP server of runTestServer.
func newTestMCPServer(mode string) *mcp.Server {
	// PageSize 2: listing all tools takes several pages.
	s := mcp.NewServer(&mcp.Implementation{Name: "testserver", Title: "Test Server", Version: "1"}, &mcp.ServerOptions{PageSize: 2})
	obj := json.RawMessage(`{"type":"object","properties":{"message":{"type":"string"}}}`)
	text := func(t string) *mcp.CallToolResult {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: t}}}
	}
	s.AddTool(&mcp.Tool{Name: "echo", InputSchema: obj, Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true, OpenWorldHint: new(bool)}},
		func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			switch mode {
			case "crash":
				fmt.Fprintln(os.Stderr, "crashing on purpose")
				os.Exit(3)
			case "hang-call":
				<-time.After(time.Hour)
			case "freeze":
				// The stop reaches every thread soon after the call
				// returns; until then this call must not answer either.
				_ = syscall.Kill(os.Getpid(), syscall.SIGSTOP)
				select {}
			}
			var in struct{ Message string }
			_ = json.Unmarshal(req.Params.Arguments, &in)
			return text("echo: " + in.Message), nil
		})
	s.AddTool(&mcp.Tool{Name: "pid", InputSchema: obj}, func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return text(strconv.Itoa(os.Getpid())), nil
	})
	s.AddTool(&mcp.Tool{Name: "add-tool", InputSchema: obj}, func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		s.AddTool(&mcp.Tool{Name: "added", InputSchema: obj}, func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return text("added"), nil
		})
		return text("ok"), nil
	})
	s.AddTool(&mcp.Tool{Name: "fail", InputSchema: obj}, func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		r := text("it failed")
		r.IsError = true
		return r, nil
	})
	s.AddTool(&mcp.Tool{Name: "rpc-error", InputSchema: obj}, func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, errors.New("no such thing")
	})
	return s
}

// announce reports the pid to addr and waits for a line back.
func announce(addr string) error {
	c, err := net.Dial("tcp", addr)
	if err != nil {
		return err
	}
	defer c.Close()
	if _, err := fmt.Fprintf(c, "%d\n", os.Getpid()); err != nil {
		return err
	}
	_, err = bufio.NewReader(c).ReadString('\n')
	return err
}

// testServer is the config of the test binary as a stdio server.
func testServer(t testing.TB, name, mode string, extraEnv map[string]string) *config.Server {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	env := map[string]string{serverModeEnv: mode}
	for k, v := range extraEnv {
		env[k] = v
	}
	return &config.Server{Name: name, Type: config.TransportStdio, Command: exe, Env: env}
}

// testOptions are fast-closing options for tests: short grace periods,
// no failure hold, stderr to the test log.
func testOptions(t testing.TB) *Options {
	w := &testLogWriter{t: t}
	t.Cleanup(func() {
		w.mu.Lock()
		w.done = true
		w.mu.Unlock()
	})
	return &Options{CloseGrace: 200 * time.Millisecond, RetryAfter: -1, Stderr: w, Environ: os.Environ()}
}

// testLogWriter writes to t.Log until the test is over.
type testLogWriter struct {
	t    testing.TB
	mu   sync.Mutex
	done bool
}

func (w *testLogWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if !w.done {
		w.t.Log(strings.TrimSuffix(string(p), "\n"))
	}
	return len(p), nil
}

// processGone reports whether pid no longer exists (reaped, not a
// zombie: kill(pid, 0) still succeeds on a zombie).
func processGone(pid int) bool {
	return errors.Is(syscall.Kill(pid, 0), syscall.ESRCH)
}
