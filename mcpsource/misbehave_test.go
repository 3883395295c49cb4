package mcpsource

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/config"
	"github.com/toolsinshell/tis/toolerr"
)

// callText calls tool and returns its first text.
func callText(t *testing.T, s *Source, tool string) string {
	t.Helper()
	r, err := s.Call(ctxT(t), tool, map[string]any{"message": "m"})
	if err != nil {
		t.Fatalf("%s: %v", tool, err)
	}
	if r.IsError || len(r.Content) == 0 {
		t.Fatalf("%s: %+v", tool, r)
	}
	return r.Content[0].Text
}

func callPid(t *testing.T, s *Source) int {
	t.Helper()
	pid, err := strconv.Atoi(callText(t, s, "pid"))
	if err != nil {
		t.Fatal(err)
	}
	return pid
}

// wantUnavailable checks that err is unavailable with the given
// retryability and a message containing part.
func wantUnavailable(t *testing.T, err error, retryable bool, part string) {
	t.Helper()
	var u *toolerr.UnavailableError
	if !errors.As(err, &u) {
		t.Fatalf("error %v (%T), want unavailable", err, err)
	}
	if u.Retryable() != retryable || !strings.Contains(u.Error(), part) {
		t.Fatalf("error %q retryable=%v, want retryable=%v and %q", u.Error(), u.Retryable(), retryable, part)
	}
}

func withTimeout(srv *config.Server, d time.Duration) *config.Server {
	srv.Timeout = config.Duration{Duration: d}
	return srv
}

func TestCloseReapsChild(t *testing.T) {
	tests := []struct {
		name string
		srv  func(t *testing.T) *config.Server
		// hang: a call is in flight (and never answered) when Close runs.
		hang bool
	}{
		{"go server", func(t *testing.T) *config.Server { return testServer(t, "s", "ok", nil) }, false},
		{"go server stuck in a call", func(t *testing.T) *config.Server { return testServer(t, "s", "hang-call", nil) }, true},
		{"server-everything", func(t *testing.T) *config.Server { return everythingStdio(t, "s") }, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := New(tt.srv(t), testOptions(t))
			if _, err := s.Tools(ctxT(t)); err != nil {
				t.Fatal(err)
			}
			pid := s.conn.proc.pid
			if processGone(pid) {
				t.Fatal("no process before Close")
			}
			callDone := make(chan error, 1)
			if tt.hang {
				started := make(chan struct{})
				go func() {
					close(started)
					_, err := s.Call(context.Background(), "echo", nil)
					callDone <- err
				}()
				<-started
			}
			if err := s.Close(); err != nil {
				t.Fatal(err)
			}
			if !processGone(pid) {
				t.Errorf("process %d still there after Close", pid)
			}
			if tt.hang {
				err := <-callDone
				wantUnavailable(t, err, false, "shut down") // sent: it may have run
			}
			_, err := s.Tools(ctxT(t))
			wantUnavailable(t, err, false, "shut down")
		})
	}
}

func TestCrashRestarts(t *testing.T) {
	s := New(testServer(t, "crashy", "crash", nil), testOptions(t))
	defer s.Close()
	pid1 := callPid(t, s)
	_, err := s.Call(ctxT(t), "echo", nil)
	wantUnavailable(t, err, false, "closed the connection") // sent: it may have run
	if !strings.Contains(err.Error(), "crashing on purpose") {
		t.Errorf("error %q does not quote the server's stderr", err)
	}
	if !processGone(pid1) {
		t.Errorf("crashed process %d not reaped", pid1)
	}
	pid2 := callPid(t, s)
	if pid2 == pid1 {
		t.Fatalf("same pid %d after the crash", pid1)
	}

	// Killed between two calls: once the session saw the end, the next
	// listing starts the server again.
	dead := s.conn.dead
	killProcessGroup(pid2)
	<-dead
	if _, err := s.Tools(ctxT(t)); err != nil {
		t.Fatal(err)
	}
	if pid3 := callPid(t, s); pid3 == pid2 || !processGone(pid2) {
		t.Errorf("pid %d after killing %d (gone: %v)", pid3, pid2, processGone(pid2))
	}
}

// shortCall is a context whose call deadline (not its cancellation) ends
// one call soon: the calls before and after it get the server's own
// timeout, which is long enough for a loaded machine.
func shortCall(t *testing.T) context.Context {
	return catalog.WithCallDeadline(ctxT(t), time.Now().Add(300*time.Millisecond))
}

func TestHangCall(t *testing.T) {
	s := New(withTimeout(testServer(t, "slow", "hang-call", nil), 3*time.Second), testOptions(t))
	defer s.Close()
	pid := callPid(t, s)
	_, err := s.Call(shortCall(t), "echo", nil)
	wantUnavailable(t, err, false, `did not answer tools/call "echo" in time`) // sent: it may have run
	// It still answers pings and other calls: the session is kept.
	if got := callPid(t, s); got != pid {
		t.Errorf("pid %d after a slow call, want %d (kept)", got, pid)
	}
	s.Close()
	if !processGone(pid) {
		t.Errorf("process %d still there after Close", pid)
	}
}

func TestFrozenServerIsKilled(t *testing.T) {
	// The ping after the call's deadline gets the server's timeout.
	s := New(withTimeout(testServer(t, "frozen", "freeze", nil), 2*time.Second), testOptions(t))
	defer s.Close()
	pid := callPid(t, s)
	_, err := s.Call(shortCall(t), "echo", nil)
	wantUnavailable(t, err, false, "did not answer")
	if !processGone(pid) {
		t.Errorf("frozen process %d not killed", pid)
	}
	if got := callPid(t, s); got == pid {
		t.Errorf("frozen server not replaced")
	}
}

// announcer listens for test servers started with announceEnv. It
// answers each at once, or, with hold > 0, once hold of them are there.
type announcer struct {
	l    net.Listener
	pids chan int
}

func newAnnouncer(t testing.TB, hold int) *announcer {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	a := &announcer{l: l, pids: make(chan int, 100)}
	t.Cleanup(func() { l.Close() })
	go func() {
		var waiting []net.Conn
		for {
			c, err := l.Accept()
			if err != nil {
				for _, c := range waiting {
					c.Close()
				}
				return
			}
			line, _ := bufio.NewReader(c).ReadString('\n')
			if pid, err := strconv.Atoi(strings.TrimSpace(line)); err == nil {
				a.pids <- pid
			}
			waiting = append(waiting, c)
			if hold <= 0 || len(waiting) == hold {
				for _, c := range waiting {
					_, _ = c.Write([]byte("go\n"))
					c.Close()
				}
				waiting = nil
			}
		}
	}()
	return a
}

func (a *announcer) env() map[string]string {
	return map[string]string{announceEnv: a.l.Addr().String()}
}

func TestHangInit(t *testing.T) {
	a := newAnnouncer(t, 0)
	opts := testOptions(t)
	opts.RetryAfter = time.Hour
	srv := testServer(t, "stuck", "hang-init", a.env())
	// Long enough for the server to start on a loaded machine: it then
	// never answers initialize.
	srv.StartupTimeout = config.Duration{Duration: 2 * time.Second}
	s := New(srv, opts)
	defer s.Close()
	_, err := s.Tools(ctxT(t))
	wantUnavailable(t, err, true, `MCP server "stuck" did not start within 2s`)
	if !strings.Contains(err.Error(), "hanging before initialize") {
		t.Errorf("error %q does not quote the server's stderr", err)
	}
	pid := <-a.pids
	if !processGone(pid) {
		t.Errorf("process %d that never initialized is still there", pid)
	}
	// Within RetryAfter the failure is reported again without a start.
	_, err2 := s.Tools(ctxT(t))
	if err2 != err {
		t.Errorf("second error %v, want the held %v", err2, err)
	}
	_, err3 := s.Call(ctxT(t), "echo", nil)
	if err3 != err {
		t.Errorf("call error %v, want the held %v", err3, err)
	}
}

func TestCannotStart(t *testing.T) {
	noExec := filepath.Join(t.TempDir(), "server.sh")
	if err := os.WriteFile(noExec, []byte("#!/bin/sh\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name      string
		srv       *config.Server
		retryable bool
		part      string
	}{
		{"no such command", &config.Server{Name: "x", Command: "tis-no-such-command-anywhere"}, false, `command "tis-no-such-command-anywhere" not found in PATH`},
		{"no such program", &config.Server{Name: "x", Command: "/tis/no/such/program"}, false, "cannot start"},
		{"not executable", &config.Server{Name: "x", Command: noExec}, false, "permission denied"},
		{"no such working directory", &config.Server{Name: "x", Command: "sh", Cwd: "/tis/no/such/dir"}, false, "cannot start"},
		{"exits at once, twice the same way", &config.Server{Name: "x", Command: "sh", Args: []string{"-c", "echo boom >&2; exit 3"}}, false, "boom"},
		{"unknown type", &config.Server{Name: "x", Type: "carrier-pigeon", Command: "sh"}, false, "unknown transport type"},
		{"nothing listens", &config.Server{Name: "x", URL: "http://127.0.0.1:1/mcp"}, true, "could not start"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := New(tt.srv, testOptions(t))
			defer s.Close()
			_, err := s.Tools(ctxT(t))
			wantUnavailable(t, err, tt.retryable, tt.part)
			if !strings.Contains(err.Error(), `MCP server "x"`) {
				t.Errorf("error %q does not name the server", err)
			}
		})
	}
}

func TestToolErrors(t *testing.T) {
	srv := testServer(t, "go", "ok", nil)
	srv.DisabledTools = []string{"pid"}
	s := New(srv, testOptions(t))
	defer s.Close()
	tools, err := s.Tools(ctxT(t))
	if err != nil {
		t.Fatal(err)
	}
	var listed []string
	for _, tool := range tools {
		listed = append(listed, tool.Name)
	}
	// Three pages of two; pid is disabled.
	if want := []string{"add-tool", "echo", "fail", "rpc-error"}; !slices.Equal(listed, want) {
		t.Errorf("tools %v, want %v", listed, want)
	}
	if got := s.Info().Description; got != "Test Server" {
		t.Errorf("description %q, want the server's title", got)
	}
	tests := []struct {
		tool string
		want func(r *mcpResult) bool
	}{
		{"rpc-error", func(r *mcpResult) bool {
			return isCode(r.err, toolerr.CodeToolError) && strings.Contains(r.err.Error(), "no such thing")
		}},
		{"nope", func(r *mcpResult) bool {
			return isCode(r.err, toolerr.CodeToolError) && strings.Contains(r.err.Error(), "nope")
		}},
		{"pid", func(r *mcpResult) bool { return isCode(r.err, toolerr.CodeUnknownCommand) }},
		{"fail", func(r *mcpResult) bool { return r.err == nil && r.res.IsError && r.res.Content[0].Text == "it failed" }},
	}
	for _, tt := range tests {
		t.Run(tt.tool, func(t *testing.T) {
			res, err := s.Call(ctxT(t), tt.tool, nil)
			if r := (&mcpResult{res, err}); !tt.want(r) {
				t.Errorf("got %+v, %v", res, err)
			}
		})
	}
	// The session survived all that.
	if got := callText(t, s, "echo"); got != "echo: m" {
		t.Errorf("echo: %q", got)
	}
}

type mcpResult struct {
	res *catalog.Result
	err error
}

func isCode(err error, code string) bool {
	var c toolerr.Coded
	return errors.As(err, &c) && c.Code() == code
}

func TestCallerContext(t *testing.T) {
	s := New(testServer(t, "slow", "hang-call", nil), testOptions(t))
	defer s.Close()
	if _, err := s.Tools(ctxT(t)); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := s.Call(ctx, "echo", nil); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v, want context.Canceled", err)
	}
	ctx, cancel = context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	if _, err := s.Call(ctx, "echo", nil); !errors.Is(err, context.DeadlineExceeded) || isCode(err, toolerr.CodeUnavailable) {
		t.Errorf("caller's deadline: %v, want context.DeadlineExceeded itself", err)
	}
}

func TestListChanged(t *testing.T) {
	tests := []struct {
		name string
		srv  func(t *testing.T) *config.Server
	}{
		{"stdio", func(t *testing.T) *config.Server { return testServer(t, "dyn", "ok", nil) }},
		{"http", func(t *testing.T) *config.Server {
			srv := newTestMCPServer("ok")
			ts := httptest.NewServer(mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return srv }, nil))
			t.Cleanup(ts.Close)
			return &config.Server{Name: "dyn", URL: ts.URL}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := New(tt.srv(t), testOptions(t))
			defer s.Close()
			changed := make(chan struct{}, 10)
			s.onListChanged = func() { changed <- struct{}{} }
			has := func(name string) bool {
				tools, err := s.Tools(ctxT(t))
				if err != nil {
					t.Fatal(err)
				}
				for _, tool := range tools {
					if tool.Name == name {
						return true
					}
				}
				return false
			}
			if has("added") {
				t.Fatal("added is there before add-tool")
			}
			callText(t, s, "add-tool")
			select {
			case <-changed:
			case <-time.After(30 * time.Second):
				t.Fatal("no notifications/tools/list_changed within 30s")
			}
			if !has("added") {
				t.Error("added is not listed after list_changed")
			}
			if got := callText(t, s, "added"); got != "added" {
				t.Errorf("added: %q", got)
			}
		})
	}
}

func TestSignIn(t *testing.T) {
	mcpServer := mcp.NewServer(&mcp.Implementation{Name: "authy", Version: "1"}, nil)
	mcpServer.AddTool(&mcp.Tool{Name: "hello", InputSchema: map[string]any{"type": "object"}},
		func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "hello"}}}, nil
		})
	streamable := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return mcpServer }, nil)
	sse := mcp.NewSSEHandler(func(*http.Request) *mcp.Server { return mcpServer }, nil)
	var mu sync.Mutex
	status := http.StatusUnauthorized
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Authorization") != "Bearer right" {
			mu.Lock()
			st := status
			mu.Unlock()
			if st == http.StatusUnauthorized {
				w.Header().Set("WWW-Authenticate", `Bearer resource_metadata="http://`+r.Host+`/.well-known/oauth-protected-resource"`)
			}
			http.Error(w, "no", st)
			return
		}
		if strings.HasPrefix(r.URL.Path, "/sse") {
			sse.ServeHTTP(w, r)
			return
		}
		streamable.ServeHTTP(w, r)
	})
	ts := httptest.NewServer(h)
	defer ts.Close()

	tests := []struct {
		name    string
		typ     string
		path    string
		auth    string
		status  int
		wantErr string // "" means it works
	}{
		{"http 401", config.TransportHTTP, "/mcp", "", http.StatusUnauthorized, "HTTP 401, WWW-Authenticate: Bearer resource_metadata="},
		{"http 403", config.TransportHTTP, "/mcp", "Bearer wrong", http.StatusForbidden, "HTTP 403"},
		{"sse 401", config.TransportSSE, "/sse", "", http.StatusUnauthorized, "HTTP 401"},
		{"http with the header", config.TransportHTTP, "/mcp", "Bearer right", 0, ""},
		{"sse with the header", config.TransportSSE, "/sse", "Bearer right", 0, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			mu.Lock()
			status = tt.status
			mu.Unlock()
			srv := &config.Server{Name: "authy", Type: tt.typ, URL: ts.URL + tt.path}
			if tt.auth != "" {
				srv.Headers = map[string]string{"Authorization": tt.auth}
			}
			s := New(srv, testOptions(t))
			defer s.Close()
			_, err := s.Tools(ctxT(t))
			if tt.wantErr == "" {
				if err != nil {
					t.Fatal(err)
				}
				if got := callText(t, s, "hello"); got != "hello" {
					t.Errorf("hello: %q", got)
				}
				return
			}
			var cr *toolerr.ConnectionRequiredError
			if !errors.As(err, &cr) || !strings.Contains(err.Error(), tt.wantErr) ||
				!strings.Contains(err.Error(), `MCP server "authy"`) || !strings.Contains(err.Error(), "sign in") {
				t.Fatalf("error %v (%T), want connection_required with %q", err, err, tt.wantErr)
			}
		})
	}
}

// stoppedProcess waits until pid is stopped (SIGSTOP: state T), at most
// a minute.
func stoppedProcess(t *testing.T, pid int) {
	t.Helper()
	for range 12000 {
		b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
		if err != nil {
			t.Fatal(err)
		}
		if f := strings.Fields(string(b[strings.LastIndexByte(string(b), ')')+1:])); len(f) > 0 && f[0] == "T" {
			return
		}
		<-time.After(5 * time.Millisecond)
	}
	t.Fatalf("process %d never stopped", pid)
}

// TestCallStop: a call is not sent once its stop context is done
// (catalog.ErrNotSent), connecting included; a call sent waits on its own
// context past the stop, and one that context ends leaves the server to
// a ping: a frozen server is killed, one that answers pings is kept.
func TestCallStop(t *testing.T) {
	t.Run("stopped before sending", func(t *testing.T) {
		s := New(testServer(t, "s", "ok", nil), testOptions(t))
		defer s.Close()
		stop, cancel := context.WithCancel(context.Background())
		cancel()
		_, err := s.Call(catalog.WithStop(ctxT(t), stop), "echo", nil)
		if !errors.Is(err, catalog.ErrNotSent) || !errors.Is(err, context.Canceled) {
			t.Fatalf("error %v, want ErrNotSent", err)
		}
		if s.conn != nil {
			t.Error("a connection was made for a call that was not to be sent")
		}
	})
	t.Run("answer after the stop", func(t *testing.T) {
		got, release := make(chan struct{}), make(chan struct{})
		serve := func(context.Context) (*mcp.Server, error) {
			srv := mcp.NewServer(&mcp.Implementation{Name: "held", Version: "1"}, nil)
			srv.AddTool(&mcp.Tool{Name: "held", InputSchema: json.RawMessage(`{"type":"object"}`)},
				func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
					close(got)
					<-release
					return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "done"}}}, nil
				})
			return srv, nil
		}
		s := NewInProcess(&config.Server{Name: "held"}, serve, testOptions(t))
		defer s.Close()
		stop, cancel := context.WithCancel(context.Background())
		go func() {
			<-got
			cancel() // the script stops with the call at the server
			close(release)
		}()
		res, err := s.Call(catalog.WithStop(ctxT(t), stop), "held", nil)
		if err != nil || len(res.Content) != 1 || res.Content[0].Text != "done" {
			t.Fatalf("call = %+v, %v; want its answer, which came after the stop", res, err)
		}
	})
	for _, tt := range []struct {
		mode string
		kill bool
	}{{"freeze", true}, {"hang-call", false}} {
		t.Run("given up/"+tt.mode, func(t *testing.T) {
			s := New(withTimeout(testServer(t, "s", tt.mode, nil), 3*time.Second), testOptions(t))
			defer s.Close()
			checked := make(chan bool, 1)
			s.onChecked = func(alive bool) { checked <- alive }
			pid := callPid(t, s)
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			errc := make(chan error, 1)
			go func() {
				_, err := s.Call(catalog.WithStop(ctx, context.Background()), "echo", nil)
				errc <- err
			}()
			if tt.kill {
				stoppedProcess(t, pid)
			}
			cancel()
			if err := <-errc; !errors.Is(err, context.Canceled) {
				t.Fatalf("error %v, want context.Canceled", err)
			}
			if alive := <-checked; alive == tt.kill {
				t.Fatalf("alive = %v after the ping", alive)
			}
			if processGone(pid) != tt.kill {
				t.Errorf("process %d gone: %v, want %v", pid, processGone(pid), tt.kill)
			}
		})
	}
}

// TestStartupErrorSaysWhy: a server that exits during start-up as Node
// does on a missing module (the cause first, a stack, then its version
// line) is reported with the cause, the directory its relative paths were
// resolved against, and, since it was started once more and exited the
// same way again, as not retryable. A server that exits differently the
// second time stays retryable.
func TestStartupErrorSaysWhy(t *testing.T) {
	dir := t.TempDir()
	count := filepath.Join(dir, "starts")
	script := `echo x >> ` + count + `
echo "node:internal/modules/cjs/loader:1228" >&2
echo "  throw err;" >&2
echo "Error: Cannot find module '$PWD/$0'" >&2
for i in 1 2 3 4 5 6; do echo "    at Module._load (node:internal/modules/cjs/loader:$i)" >&2; done
echo "  requireStack: []" >&2
echo "}" >&2
echo "Node.js v20.20.2" >&2
exit 1`
	srv := &config.Server{Name: "x", Command: "sh", Args: []string{"-c", script, "dist/index.js"}, Cwd: dir}
	s := New(srv, testOptions(t))
	defer s.Close()
	_, err := s.Tools(ctxT(t))
	for _, part := range []string{
		`MCP server "x" exited during start-up (exit status 1)`,
		"its stderr: Error: Cannot find module '" + dir + "/dist/index.js' | ... | ",
		"Node.js v20.20.2",
		"relative paths in its command and args are resolved against " + dir + " (its cwd)",
	} {
		wantUnavailable(t, err, false, part)
	}
	if data, _ := os.ReadFile(count); strings.Count(string(data), "x") != 2 {
		t.Errorf("started %d times, want 2", strings.Count(string(data), "x"))
	}

	// Without a cwd, the directory is this process's.
	srv.Cwd = ""
	s2 := New(srv, testOptions(t))
	defer s2.Close()
	wd, _ := os.Getwd()
	_, err = s2.Tools(ctxT(t))
	wantUnavailable(t, err, false, "resolved against "+wd+" (the working directory of this process")

	// A server that fails differently each time stays retryable.
	flaky := &config.Server{Name: "x", Command: "sh", Args: []string{"-c", "echo \"Error: busy $$\" >&2; exit 1"}}
	s3 := New(flaky, testOptions(t))
	defer s3.Close()
	for range 2 {
		_, err = s3.Tools(ctxT(t))
		wantUnavailable(t, err, true, "Error: busy")
	}
	if strings.Contains(err.Error(), "relative paths") {
		t.Errorf("no relative path, yet: %v", err)
	}

	// One that exits the first time and starts the second is used.
	once := filepath.Join(dir, "once")
	late := testServer(t, "x", "ok", nil)
	late.Args = []string{"-c", `if [ ! -e ` + once + ` ]; then : > ` + once + `; echo "Error: not yet" >&2; exit 1; fi; exec "$0"`, late.Command}
	late.Command = "sh"
	s4 := New(late, testOptions(t))
	defer s4.Close()
	if tools, err := s4.Tools(ctxT(t)); err != nil || len(tools) == 0 {
		t.Errorf("started the second time: %d tools, %v", len(tools), err)
	}
}
