package gateway_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/toolsinshell/tis/store"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/toolsinshell/tis"
	"github.com/toolsinshell/tis/gateway"
	"github.com/toolsinshell/tis/internal/tracker"
	"github.com/toolsinshell/tis/mcpexpose"
	"github.com/toolsinshell/tis/toolset"
)

// serveExample makes this test binary the example MCP server on stdio,
// for configurations that name a stdio server.
const serveExample = "--serve-example-for-gateway-tests"

func TestMain(m *testing.M) {
	// Scripts run in worker processes: under test, this binary.
	if tis.IsWorker(os.Args[1:]) {
		os.Exit(tis.ServeWorker(os.Stdin, os.Stdout, os.Stderr))
	}
	if len(os.Args) == 2 && os.Args[1] == serveExample {
		impl := &mcp.Implementation{Name: "example", Version: "0.1"}
		if err := mcpexpose.ServeStdio(context.Background(), tracker.New(toolset.ExampleServer), impl); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

const token = "test-token"

// harness is a gateway under test and its HTTP endpoint.
type harness struct {
	t   *testing.T
	g   *gateway.Gateway
	url string
}

// newHarness starts a gateway with scripts in worker processes and an
// in-memory store, served over HTTP on 127.0.0.1.
func newHarness(t *testing.T, hostOpts *tis.Options, opts *gateway.Options) *harness {
	t.Helper()
	if hostOpts == nil {
		hostOpts = &tis.Options{}
	}
	if hostOpts.Worker == nil {
		hostOpts.Worker = &tis.Worker{Spares: 1}
	}
	if opts == nil {
		opts = &gateway.Options{}
	}
	if opts.Token == "" {
		opts.Token = token
	}
	g, url := serveGateway(t, hostOpts, opts)
	return &harness{t: t, g: g, url: url}
}

// serveGateway starts a gateway served over HTTP on 127.0.0.1, both
// closed when the test ends, and returns it and its endpoint.
func serveGateway(t *testing.T, hostOpts *tis.Options, opts *gateway.Options) (*gateway.Gateway, string) {
	t.Helper()
	g, err := gateway.New(context.Background(), hostOpts, opts)
	if err != nil {
		t.Fatal(err)
	}
	h, err := g.Handler()
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(h)
	t.Cleanup(func() {
		srv.Close()
		if err := g.Close(); err != nil {
			t.Error(err)
		}
	})
	return g, srv.URL
}

// bearer adds the token to every request.
type bearer struct {
	token string
	base  http.RoundTripper
}

func (b bearer) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("Authorization", "Bearer "+b.token)
	return b.base.RoundTrip(r)
}

// client is an MCP client session; meta goes with each bash call (a
// stateless client names its sandbox session there).
type client struct {
	*mcp.ClientSession
	meta mcp.Meta
}

var clients atomic.Int64

// connect opens an MCP session over HTTP at protocol version (""
// means the newest). A 2026-07-28 client has no MCP session: it keeps
// one sandbox session by naming it in each call.
func (h *harness) connect(version string, copts *mcp.ClientOptions) *client {
	h.t.Helper()
	c := mcp.NewClient(&mcp.Implementation{Name: "test-client", Version: "1"}, copts)
	tr := &mcp.StreamableClientTransport{Endpoint: h.url, HTTPClient: &http.Client{Transport: bearer{token, http.DefaultTransport}}}
	cs, err := c.Connect(context.Background(), tr, &mcp.ClientSessionOptions{ProtocolVersion: version})
	if err != nil {
		h.t.Fatal(err)
	}
	h.t.Cleanup(func() { cs.Close() })
	out := &client{ClientSession: cs}
	if cs.InitializeResult().ProtocolVersion >= "2026-07-28" {
		out.meta = mcp.Meta{gateway.MetaSession: fmt.Sprintf("client-%d", clients.Add(1))}
	}
	return out
}

// connectStdio opens an MCP session over a pair of pipes, as a client
// that started tsserve would.
func (h *harness) connectStdio(version string, copts *mcp.ClientOptions) *client {
	h.t.Helper()
	cr, sw := io.Pipe()
	sr, cw := io.Pipe()
	done := make(chan error, 1)
	go func() { done <- h.g.ServeStdio(context.Background(), &mcp.IOTransport{Reader: sr, Writer: sw}) }()
	c := mcp.NewClient(&mcp.Implementation{Name: "test-client", Version: "1"}, copts)
	cs, err := c.Connect(context.Background(), &mcp.IOTransport{Reader: cr, Writer: cw}, &mcp.ClientSessionOptions{ProtocolVersion: version})
	if err != nil {
		h.t.Fatal(err)
	}
	h.t.Cleanup(func() {
		cs.Close()
		if err := <-done; err != nil {
			h.t.Errorf("ServeStdio: %v", err)
		}
	})
	return &client{ClientSession: cs}
}

// bash runs a script through the bash tool.
func bash(t *testing.T, c *client, script string) *mcp.CallToolResult {
	t.Helper()
	res, err := c.CallTool(context.Background(), &mcp.CallToolParams{Name: "bash", Arguments: map[string]any{"command": script}, Meta: c.meta})
	if err != nil {
		t.Fatalf("bash %q: %v", script, err)
	}
	return res
}

// stoppedRequest returns the id of the approval request a bash call's
// report says the script stopped at, failing the test when it did not
// stop at one.
func stoppedRequest(t *testing.T, res *mcp.CallToolResult) string {
	t.Helper()
	var rep struct {
		Tools struct {
			Stopped struct {
				Reason    string `json:"reason"`
				RequestID string `json:"request_id"`
			} `json:"stopped"`
		} `json:"tools"`
	}
	b, _ := json.Marshal(res.StructuredContent)
	if err := json.Unmarshal(b, &rep); err != nil || rep.Tools.Stopped.Reason != "needs_approval" {
		t.Fatalf("want a needs_approval report: %s (%v)", text(res), err)
	}
	return rep.Tools.Stopped.RequestID
}

// text joins a result's text content.
func text(res *mcp.CallToolResult) string {
	var b strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			b.WriteString(tc.Text)
		}
	}
	return b.String()
}

// toolNames lists a session's tools.
func toolNames(t *testing.T, cs *client) []string {
	t.Helper()
	res, err := cs.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tl := range res.Tools {
		names = append(names, tl.Name)
	}
	return names
}

// versions are the protocol generations the gateway serves.
var versions = []string{"2025-11-25", "2026-07-28"}

func TestBashOverHTTPAndStdio(t *testing.T) {
	h := newHarness(t, nil, nil)
	for _, v := range versions {
		for _, via := range []string{"http", "stdio"} {
			t.Run(v+"/"+via, func(t *testing.T) {
				var cs *client
				if via == "http" {
					cs = h.connect(v, nil)
				} else {
					cs = h.connectStdio(v, nil)
				}
				if got := cs.InitializeResult().ProtocolVersion; got != v {
					t.Errorf("negotiated %s, want %s", got, v)
				}
				names := toolNames(t, cs)
				if len(names) != 1 || names[0] != "bash" {
					t.Fatalf("tools = %v, want [bash]", names)
				}
				res := bash(t, cs, `echo a; echo b >&2; tools github list-issues repo=acme/api state=open | jq -r '.[0].title'; echo c`)
				if res.IsError {
					t.Fatalf("failed: %s", text(res))
				}
				got := text(res)
				lines := strings.Split(strings.TrimSpace(got), "\n")
				if len(lines) != 4 || lines[0] != "a" || lines[1] != "b" || lines[3] != "c" || lines[2] == "" || lines[2] == "null" {
					t.Errorf("output %q: want a, b, an issue title, c in that order", got)
				}
				if res.StructuredContent != nil {
					t.Errorf("a script that made no change has no report: %v", res.StructuredContent)
				}
				// Failing scripts are errors; the output says why.
				res = bash(t, cs, `echo nope >&2; exit 3`)
				if !res.IsError || !strings.Contains(text(res), "nope") {
					t.Errorf("exit 3: isError %v, %q", res.IsError, text(res))
				}
			})
		}
	}
}

// asker is an elicitation handler that answers as told and counts the
// questions.
type asker struct {
	mu      sync.Mutex
	asked   []string
	answer  string        // once, always, deny (as accept), decline, or "" to wait for release
	release chan struct{} // closed to end a wait
}

func (a *asker) handle(ctx context.Context, req *mcp.ElicitRequest) (*mcp.ElicitResult, error) {
	a.mu.Lock()
	a.asked = append(a.asked, req.Params.Message)
	a.mu.Unlock()
	switch a.answer {
	case "decline":
		return &mcp.ElicitResult{Action: "decline"}, nil
	case "":
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-a.release:
			return &mcp.ElicitResult{Action: "cancel"}, nil
		}
	}
	return &mcp.ElicitResult{Action: "accept", Content: map[string]any{"answer": a.answer}}, nil
}

func (a *asker) count() int {
	a.mu.Lock()
	defer a.mu.Unlock()
	return len(a.asked)
}

// branches lists acme/api's branches through a script.
func branches(t *testing.T, cs *client) string {
	t.Helper()
	return text(bash(t, cs, `tools github list-branches repo=acme/api | jq -r '.[].name' | tr '\n' ' '`))
}

func TestApprovalThroughElicitation(t *testing.T) {
	for _, v := range versions {
		t.Run(v, func(t *testing.T) {
			h := newHarness(t, nil, &gateway.Options{AskTimeout: 2 * time.Second})
			connect := func(a *asker) *client {
				return h.connect(v, &mcp.ClientOptions{ElicitationHandler: a.handle})
			}
			t.Run("once", func(t *testing.T) {
				a := &asker{answer: "once"}
				cs := connect(a)
				res := bash(t, cs, `b=t-once; tools github create-branch repo=acme/api branch=$b >/dev/null
tools github delete-branch repo=acme/api branch=$b && echo deleted
tools github delete-branch repo=acme/api branch=$b || echo "second: $?"`)
				out := text(res)
				if !strings.Contains(out, "deleted") {
					t.Fatalf("the call allowed once was not made: %s", out)
				}
				// The same call again asks again (and fails: the branch is gone).
				if a.count() != 2 {
					t.Errorf("asked %d times, want 2 (a once answer allows one call)", a.count())
				}
				if q := a.asked[0]; !strings.HasPrefix(q, `A script wants to call tools github delete-branch with {"branch":"t-once","repo":"acme/api"}. `) ||
					!strings.HasSuffix(q, ". Allow it?") {
					t.Errorf("question %q", q)
				}
				if strings.Contains(branches(t, cs), "t-once") {
					t.Error("the branch is still there")
				}
			})
			t.Run("always", func(t *testing.T) {
				a := &asker{answer: "always"}
				cs := connect(a)
				res := bash(t, cs, `for b in t-a1 t-a2; do tools github create-branch repo=acme/api branch=$b >/dev/null; done
for b in t-a1 t-a2; do tools github delete-branch repo=acme/api branch=$b >/dev/null && echo "deleted $b"; done`)
				if out := text(res); !strings.Contains(out, "deleted t-a1") || !strings.Contains(out, "deleted t-a2") {
					t.Fatalf("always did not allow both: %s", out)
				}
				if a.count() != 1 {
					t.Errorf("asked %d times, want 1 (always covers the session)", a.count())
				}
				// Always is the session's: a literal call in the next script
				// starts without asking.
				res = bash(t, cs, `tools github create-branch repo=acme/api branch=t-a3 >/dev/null; tools github delete-branch repo=acme/api branch=t-a3`)
				if res.IsError || a.count() != 1 {
					t.Errorf("next script: isError %v, asked %d: %s", res.IsError, a.count(), text(res))
				}
			})
			t.Run("decline", func(t *testing.T) {
				a := &asker{answer: "decline"}
				cs := connect(a)
				res := bash(t, cs, `b=t-no; tools github create-branch repo=acme/api branch=$b >/dev/null
tools github delete-branch repo=acme/api branch=$b; echo "status $?"`)
				out := text(res)
				if !strings.Contains(out, `"denied"`) || !strings.Contains(out, "status 1") {
					t.Errorf("a declined call must fail as denied and the script go on: %s", out)
				}
				if !strings.Contains(branches(t, cs), "t-no") {
					t.Error("the declined call was made")
				}
			})
			t.Run("before start", func(t *testing.T) {
				a := &asker{answer: "once"}
				cs := connect(a)
				bash(t, cs, `tools github create-branch repo=acme/api branch=t-lit >/dev/null`)
				res := bash(t, cs, `tools github delete-branch repo=acme/api branch=t-lit && echo deleted`)
				if !strings.Contains(text(res), "deleted") || a.count() != 1 {
					t.Errorf("a literal call asked before start must run once allowed: asked %d, %s", a.count(), text(res))
				}
			})
			t.Run("no answer", func(t *testing.T) {
				a := &asker{release: make(chan struct{})}
				cs := connect(a)
				bash(t, cs, `tools github create-branch repo=acme/api branch=t-wait >/dev/null`)
				type out struct {
					res *mcp.CallToolResult
					err error
				}
				done := make(chan out, 1)
				go func() {
					res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "bash",
						Arguments: map[string]any{"command": "b=t-wait; echo before; tools github delete-branch repo=acme/api branch=$b; echo AFTER-MARK"}, Meta: cs.meta})
					done <- out{res, err}
				}()
				// The request is pending while nobody answers; then the
				// person's client gives up.
				waitFor(t, "the request to be pending", func() bool {
					p, err := h.g.Host().Pending(context.Background(), "")
					if err != nil {
						t.Fatal(err)
					}
					for _, r := range p {
						if strings.Contains(string(r.Input), "t-wait") {
							return true
						}
					}
					return false
				})
				close(a.release)
				got := <-done
				if got.err != nil {
					t.Fatal(got.err)
				}
				id := stoppedRequest(t, got.res)
				if strings.Contains(text(got.res), "AFTER-MARK") {
					t.Error("the script went on past the stopped call")
				}
				// tsrun --answer (here the host) answers it; the next
				// script makes the call.
				if err := h.g.Host().Answer(context.Background(), id, tis.Answer{Kind: tis.Once, By: "test"}); err != nil {
					t.Fatal(err)
				}
				a.answer = "decline" // must not be asked again
				res := bash(t, cs, `b=t-wait; tools github delete-branch repo=acme/api branch=$b && echo deleted`)
				if !strings.Contains(text(res), "deleted") {
					t.Errorf("the answered call was not made: %s", text(res))
				}
			})
		})
	}
}

// writeConfig writes a configuration whose servers are this binary
// serving the example tracker, one per name.
func writeConfig(t *testing.T, path string, extra string, servers ...string) {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	var entries []string
	for _, s := range servers {
		b, _ := json.Marshal(map[string]any{"command": exe, "args": []string{serveExample}, "description": "Tracker " + s + "."})
		entries = append(entries, fmt.Sprintf("%q: %s", s, b))
	}
	cfg := fmt.Sprintf(`{"mcpServers": {%s}%s}`, strings.Join(entries, ", "), extra)
	// Written whole and renamed, so the watcher never reads half a file.
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, []byte(cfg), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(tmp, path); err != nil {
		t.Fatal(err)
	}
}

// description returns the bash tool's description.
func description(t *testing.T, c *client) string {
	t.Helper()
	res, err := c.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, tl := range res.Tools {
		if tl.Name == "bash" {
			return tl.Description
		}
	}
	t.Fatal("no bash tool")
	return ""
}

func TestServerAddedWhileServing(t *testing.T) {
	for _, v := range versions {
		t.Run(v, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "servers.json")
			writeConfig(t, path, "", "one")
			h := newHarness(t, &tis.Options{ConfigPath: path, WatchInterval: 20 * time.Millisecond}, nil)
			changed := make(chan struct{}, 16)
			c := h.connect(v, &mcp.ClientOptions{ToolListChangedHandler: func(context.Context, *mcp.ToolListChangedRequest) {
				changed <- struct{}{}
			}})
			if d := description(t, c); !strings.Contains(d, "one ") || strings.Contains(d, "two ") {
				t.Fatalf("description before: %s", d)
			}
			bash(t, c, "echo warm") // the session has a sandbox now
			writeConfig(t, path, "", "one", "two")
			select {
			case <-changed:
			case <-time.After(time.Minute):
				t.Fatal("no notifications/tools/list_changed after the configuration changed")
			}
			if d := description(t, c); !strings.Contains(d, "two ") {
				t.Errorf("the new server is not in the bash description: %s", d)
			}
			if out := text(bash(t, c, "tools --help")); !strings.Contains(out, "two") {
				t.Errorf("the new server is not in tools --help: %s", out)
			}
			if out := text(bash(t, c, "tools two list-repos | jq length")); strings.TrimSpace(out) == "" || strings.Contains(out, "error") {
				t.Errorf("the new server does not answer: %s", out)
			}
		})
	}
}

func TestKeepVisible(t *testing.T) {
	path := filepath.Join(t.TempDir(), "servers.json")
	writeConfig(t, path, `, "capabilities": [{"ref": "tools_in_shell", "config": {"keep_visible": ["list-repos", "one__delete_branch"]}}]`, "one")
	h := newHarness(t, &tis.Options{ConfigPath: path}, nil)
	for _, v := range versions {
		t.Run(v, func(t *testing.T) {
			a := &asker{answer: "once"}
			c := h.connect(v, &mcp.ClientOptions{ElicitationHandler: a.handle})
			names := strings.Join(toolNames(t, c), " ")
			if names != "bash mcp_one__delete_branch mcp_one__list_repos" && names != "bash mcp_one__list_repos mcp_one__delete_branch" {
				t.Fatalf("tools = %s", names)
			}
			// Directly...
			res, err := c.CallTool(context.Background(), &mcp.CallToolParams{Name: "mcp_one__list_repos", Arguments: map[string]any{}})
			if err != nil || res.IsError || !strings.Contains(text(res), "acme/api") {
				t.Fatalf("direct call: %v %s", err, text(res))
			}
			// ... and from the shell.
			if out := text(bash(t, c, "tools one list-repos | jq -r '.[0].name'")); !strings.Contains(out, "acme") {
				t.Errorf("from the shell: %s", out)
			}
			// A direct call passes the same checks: this one asks.
			branch := "main-" + strings.ReplaceAll(v, "-", "")
			bash(t, c, "tools one create-branch repo=acme/api branch="+branch+" >/dev/null")
			res, err = c.CallTool(context.Background(), &mcp.CallToolParams{Name: "mcp_one__delete_branch",
				Arguments: map[string]any{"repo": "acme/api", "branch": branch}})
			if err != nil || res.IsError || a.count() != 1 {
				t.Fatalf("a direct destructive call allowed once: err %v, asked %d, %s", err, a.count(), text(res))
			}
			// The person reads who wants the call, in sentences.
			if q := a.asked[0]; !strings.HasPrefix(q, `The assistant wants to call mcp_one__delete_branch with {"branch":"`+branch+`","repo":"acme/api"}. `) ||
				!strings.HasSuffix(q, ". Allow it?") {
				t.Errorf("question %q", q)
			}
			// Without an answer it is refused with needs_approval.
			c2 := h.connect(v, nil)
			res, err = c2.CallTool(context.Background(), &mcp.CallToolParams{Name: "mcp_one__delete_branch",
				Arguments: map[string]any{"repo": "acme/api", "branch": "release-1.4"}})
			if err != nil || !res.IsError || !strings.Contains(text(res), "needs_approval") {
				t.Errorf("a direct destructive call without an answer: %v %s", err, text(res))
			}
			// The schema check holds for direct calls too.
			res, err = c2.CallTool(context.Background(), &mcp.CallToolParams{Name: "mcp_one__delete_branch",
				Arguments: map[string]any{"repo": "acme/api", "brnch": "x"}})
			if err != nil || !res.IsError || !strings.Contains(text(res), "invalid_input") {
				t.Errorf("a direct call with a wrong field: %v %s", err, text(res))
			}
		})
	}
}

func TestToolsInShellOff(t *testing.T) {
	path := filepath.Join(t.TempDir(), "servers.json")
	writeConfig(t, path, "", "one")
	h := newHarness(t, &tis.Options{ConfigPath: path, Environ: []string{"FEATURE_TOOLS_IN_SHELL=off"}}, nil)
	c := h.connect("", nil)
	names := toolNames(t, c)
	joined := " " + strings.Join(names, " ") + " "
	if strings.Contains(joined, " bash ") || !strings.Contains(joined, " mcp_one__list_repos ") || !strings.Contains(joined, " mcp_one__delete_branch ") {
		t.Fatalf("off, every tool is listed directly and there is no bash: %v", names)
	}
	res, err := c.CallTool(context.Background(), &mcp.CallToolParams{Name: "mcp_one__list_repos", Arguments: map[string]any{}})
	if err != nil || res.IsError {
		t.Fatalf("%v %s", err, text(res))
	}
	res, err = c.CallTool(context.Background(), &mcp.CallToolParams{Name: "mcp_one__delete_branch",
		Arguments: map[string]any{"repo": "acme/api", "branch": "release-1.4"}})
	if err != nil || !res.IsError || !strings.Contains(text(res), "needs_approval") {
		t.Errorf("the checks hold off too: %v %s", err, text(res))
	}
}

func TestSessionsApart(t *testing.T) {
	h := newHarness(t, nil, nil)
	for _, v := range versions {
		t.Run(v, func(t *testing.T) {
			a := h.connect(v, &mcp.ClientOptions{ElicitationHandler: (&asker{answer: "always"}).handle})
			b := h.connect(v, nil)
			bash(t, a, "echo secret > mine.txt")
			if out := text(bash(t, a, "cat mine.txt")); out != "secret\n" {
				t.Fatalf("a session keeps its files: %q", out)
			}
			if out := text(bash(t, b, "ls; cat mine.txt 2>&1")); strings.Contains(out, "secret") {
				t.Errorf("another session sees the file: %q", out)
			}
			// a's "always" is a's: b is still stopped.
			branch := "apart-" + strings.ReplaceAll(v, "-", "")
			bash(t, a, "b="+branch+"; tools github create-branch repo=acme/api branch=$b >/dev/null; tools github delete-branch repo=acme/api branch=$b >/dev/null")
			res := bash(t, b, "b="+branch+"; tools github create-branch repo=acme/api branch=$b >/dev/null; tools github delete-branch repo=acme/api branch=$b")
			if !res.IsError || res.StructuredContent == nil {
				t.Errorf("another session's always answer let the call through: %s", text(res))
			}
		})
	}
}

func TestNamedSessionWithoutMCPSession(t *testing.T) {
	h := newHarness(t, nil, nil)
	c := h.connect("2026-07-28", nil)
	// Without a name, the call gets a session of its own, and says which.
	res, err := c.CallTool(context.Background(), &mcp.CallToolParams{Name: "bash", Arguments: map[string]any{"command": "echo kept > f; echo ok"}})
	if err != nil || res.IsError {
		t.Fatal(err, text(res))
	}
	name, _ := res.Meta[gateway.MetaSession].(string)
	if name == "" {
		t.Fatalf("no session name in the result's _meta: %v", res.Meta)
	}
	res, err = c.CallTool(context.Background(), &mcp.CallToolParams{Name: "bash", Arguments: map[string]any{"command": "cat f"},
		Meta: mcp.Meta{gateway.MetaSession: name}})
	if err != nil || text(res) != "kept\n" {
		t.Errorf("naming the session again: %v %q", err, text(res))
	}
	// Asking for the whole result.
	res, err = c.CallTool(context.Background(), &mcp.CallToolParams{Name: "bash", Arguments: map[string]any{"command": "echo out; echo err >&2; exit 4"},
		Meta: mcp.Meta{gateway.MetaSession: name, gateway.MetaWantResult: true}})
	if err != nil {
		t.Fatal(err)
	}
	var whole gateway.Result
	b, _ := json.Marshal(res.Meta[gateway.MetaResult])
	if err := json.Unmarshal(b, &whole); err != nil {
		t.Fatal(err)
	}
	if whole.ExitCode != 4 || whole.Stdout != "out\n" || whole.Stderr != "err\n" || len(whole.Segments) != 2 || !whole.Segments[1].Stderr {
		t.Errorf("whole result: %+v", whole)
	}
}

func TestBounds(t *testing.T) {
	h := newHarness(t, nil, &gateway.Options{MaxScriptBytes: 1000, MaxRequestBytes: 64 << 10})
	c := h.connect("", nil)
	res := bash(t, c, "echo "+strings.Repeat("x", 2000))
	if !res.IsError || !strings.Contains(text(res), "over the gateway's bound") {
		t.Errorf("a script over the bound: %s", text(res))
	}
	_, err := c.CallTool(context.Background(), &mcp.CallToolParams{Name: "bash", Arguments: map[string]any{"command": strings.Repeat("#", 100<<10)}, Meta: c.meta})
	if err == nil {
		t.Error("a request body over the bound was served")
	}
	// The SDK's client gives up its session on a 413; the gateway serves on.
	c = h.connect("", nil)
	res, err = c.CallTool(context.Background(), &mcp.CallToolParams{Name: "bash", Arguments: map[string]any{"script": "ls"}, Meta: c.meta})
	if err != nil {
		t.Fatal(err)
	}
	if !res.IsError || !strings.Contains(text(res), `{"command"`) {
		t.Errorf("a wrong input: %s", text(res))
	}
	if out := text(bash(t, c, "echo fine")); out != "fine\n" {
		t.Errorf("after: %q", out)
	}
}

func TestHTTPRefusals(t *testing.T) {
	h := newHarness(t, nil, &gateway.Options{AllowedOrigins: []string{"https://app.example.com"}})
	body := `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"x","version":"1"}}}`
	post := func(mod func(r *http.Request)) (int, string) {
		r, _ := http.NewRequest("POST", h.url, strings.NewReader(body))
		r.Header.Set("Content-Type", "application/json")
		r.Header.Set("Accept", "application/json, text/event-stream")
		r.Header.Set("Authorization", "Bearer "+token)
		mod(r)
		resp, err := http.DefaultClient.Do(r)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, resp.Header.Get("WWW-Authenticate") + " " + string(b)
	}
	for _, tc := range []struct {
		name string
		mod  func(r *http.Request)
		want int
		says string
	}{
		{"token", func(r *http.Request) {}, 200, ""},
		{"no token", func(r *http.Request) { r.Header.Del("Authorization") }, 401, "a bearer token is required"},
		{"wrong token", func(r *http.Request) { r.Header.Set("Authorization", "Bearer nope") }, 401, `error="invalid_token" Unauthorized: invalid bearer token`},
		{"basic", func(r *http.Request) { r.SetBasicAuth("u", token) }, 401, "a bearer token is required"},
		{"rebinding host", func(r *http.Request) { r.Host = "evil.example.net" }, 403, "Host header"},
		{"foreign origin", func(r *http.Request) { r.Header.Set("Origin", "https://evil.example.net") }, 403, "origin"},
		{"allowed origin", func(r *http.Request) { r.Header.Set("Origin", "https://app.example.com") }, 200, ""},
		{"loopback origin", func(r *http.Request) { r.Header.Set("Origin", "http://localhost:3000") }, 200, ""},
	} {
		if got, says := post(tc.mod); got != tc.want || !strings.Contains(says, tc.says) {
			t.Errorf("%s: status %d (%q), want %d and %q", tc.name, got, says, tc.want, tc.says)
		}
	}
	if _, err := (&gateway.Gateway{}).Handler(); err == nil {
		t.Error("a gateway without a token serves HTTP")
	}
}

// workerPIDs lists this process's worker children.
func workerPIDs(t *testing.T) []int {
	t.Helper()
	dirs, _ := filepath.Glob("/proc/[0-9]*")
	var pids []int
	for _, d := range dirs {
		stat, err := os.ReadFile(filepath.Join(d, "stat"))
		if err != nil {
			continue
		}
		i := strings.LastIndexByte(string(stat), ')')
		var state string
		var ppid int
		if i < 0 || func() bool { _, err := fmt.Sscanf(string(stat[i+2:]), "%s %d", &state, &ppid); return err != nil }() {
			continue
		}
		cmdline, _ := os.ReadFile(filepath.Join(d, "cmdline"))
		if ppid == os.Getpid() && strings.Contains(string(cmdline), "--tis-worker") {
			var pid int
			fmt.Sscanf(filepath.Base(d), "%d", &pid)
			pids = append(pids, pid)
		}
	}
	return pids
}

func TestWorkerKilledMidScript(t *testing.T) {
	if _, err := os.Stat("/proc/self/stat"); err != nil {
		t.Skip("needs /proc to find the workers")
	}
	h := newHarness(t, nil, nil)
	c := h.connect("2025-11-25", nil)
	bash(t, c, "echo before > kept.txt")
	done := make(chan *mcp.CallToolResult, 1)
	go func() {
		done <- bash(t, c, `tools github create-issue repo=acme/api title=before-the-kill >/dev/null; echo changed > kept.txt; sleep 120`)
	}()
	// Wait for the call to be made (its audit entry), then kill every
	// worker: the script's and the spare.
	waitFor(t, "the call to be made", func() bool {
		log, err := h.g.Host().Store().AuditLog(context.Background(), store.AuditFilter{Canonical: "mcp_github__create_issue"})
		if err != nil {
			t.Fatal(err)
		}
		return len(log) > 0 && log[len(log)-1].Outcome != "" && log[len(log)-1].Outcome != store.OutcomeStarted
	})
	pids := workerPIDs(t)
	if len(pids) == 0 {
		t.Fatal("no worker process found")
	}
	for _, pid := range pids {
		if err := syscall.Kill(pid, syscall.SIGKILL); err != nil {
			t.Fatal(err)
		}
	}
	res := <-done
	if !res.IsError {
		t.Errorf("a killed script is a failure: %s", text(res))
	}
	rep, _ := json.Marshal(res.StructuredContent)
	if !strings.Contains(string(rep), "tools github create-issue") || !strings.Contains(string(rep), "before-the-kill") {
		t.Errorf("the report lost the call made before the kill: %s\n%s", rep, text(res))
	}
	// The gateway serves on; the session's files are as before the
	// script; the next script gets a fresh worker.
	if out := text(bash(t, c, "cat kept.txt")); out != "before\n" {
		t.Errorf("files after a killed script: %q", out)
	}
	other := h.connect("", nil)
	if out := text(bash(t, other, "echo alive")); out != "alive\n" {
		t.Errorf("another session after the kill: %q", out)
	}
}

func TestHostileSessionLeavesOthersServed(t *testing.T) {
	lim := tis.Limits{}
	lim.Timeout = 3 * time.Second
	lim.MaxMemoryBytes = 256 << 20
	lim.MaxCommands = -1
	h := newHarness(t, &tis.Options{Limits: lim}, nil)
	hostile := h.connect("2025-11-25", nil)
	calm := h.connect("2026-07-28", nil)
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		for _, script := range []string{`f(){ f & f; }; f`, `x=$(yes); echo ${#x}`, `while :; do :; done`, `a=(); while :; do a+=("$a$a$a"); done`} {
			res := bash(t, hostile, script)
			if !res.IsError {
				t.Errorf("%q ended well: %s", script, text(res))
			}
			if strings.Contains(text(res), "goroutine ") || strings.Contains(text(res), "fatal error") {
				t.Errorf("%q: crash text in the result: %s", script, text(res))
			}
		}
	}()
	for i := range 10 {
		res := bash(t, calm, fmt.Sprintf(`tools github list-issues repo=acme/api state=all | jq -r '.[%d].title' | wc -l`, i%3))
		if res.IsError || strings.TrimSpace(text(res)) != "1" {
			t.Errorf("the calm session, call %d: %s", i, text(res))
		}
	}
	wg.Wait()
}

func TestIdleSessionsEnd(t *testing.T) {
	h := newHarness(t, nil, &gateway.Options{IdleTimeout: 100 * time.Millisecond})
	for _, v := range versions {
		t.Run(v, func(t *testing.T) {
			c := h.connect(v, nil)
			bash(t, c, "echo data > f")
			waitFor(t, "the idle session to end", func() bool { return h.g.SessionCount() == 0 })
			if v >= "2026-07-28" {
				// The name now makes a new, empty session.
				if out := text(bash(t, c, "cat f 2>&1; echo status $?")); !strings.Contains(out, "status 1") {
					t.Errorf("an idle session's files outlived it: %q", out)
				}
			}
		})
	}
}

// syncBuffer is a log a test reads while the gateway writes it.
type syncBuffer struct {
	mu sync.Mutex
	b  strings.Builder
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// TestAgentChecksLoggedAtStart: once the servers that load at start have
// loaded, tsserve logs the agent checks: tool search beside
// tools_in_shell, a keep_visible name no tool has, and one two servers'
// tools have.
func TestAgentChecksLoggedAtStart(t *testing.T) {
	path := filepath.Join(t.TempDir(), "servers.json")
	writeConfig(t, path, `, "capabilities": [{"ref": "tools_in_shell", "config": {"keep_visible": ["no_such_tool", "list-repos", "one__delete_branch"]}}, {"ref": "tool_search"}]`, "one", "two")
	var log syncBuffer
	h := newHarness(t, &tis.Options{ConfigPath: path}, &gateway.Options{Logger: slog.New(slog.NewTextHandler(&log, nil))})
	// Tool search offers nothing next to tools_in_shell; the ambiguous
	// name keeps neither tool.
	if names := toolNames(t, h.connect("", nil)); strings.Join(names, " ") != "bash mcp_one__delete_branch" {
		t.Errorf("tools = %v", names)
	}
	waitFor(t, "the agent checks in the log", func() bool {
		l := log.String()
		return strings.Contains(l, `keep_visible names \"no_such_tool\", which matches no tool`) &&
			strings.Contains(l, "capabilities.superseded") &&
			strings.Contains(l, `keep_visible names \"list-repos\", which matches 2 tools (mcp_one__list_repos, mcp_two__list_repos)`)
	})
	if strings.Contains(log.String(), "one__delete_branch") {
		t.Errorf("a name that matches one tool is logged:\n%s", log.String())
	}
}

// TestAgentChecksWaitForOnDemand: tsserve does not start an on-demand
// server for its checks; the keep_visible names whose match it could
// change are logged as waiting, and checked (each finding logged once)
// when a session loads it.
func TestAgentChecksWaitForOnDemand(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "servers.json")
	started := filepath.Join(dir, "two-started")
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	two, _ := json.Marshal(map[string]any{"command": "/bin/sh", "args": []string{"-c", `: > "$0"; exec "$1" "$2"`, started, exe, serveExample},
		"load": "on_demand"})
	writeConfig(t, path, `, "capabilities": [{"ref": "tools_in_shell", "config": {"keep_visible": ["list-repos", "no_such_tool", "one__delete_branch", "two__nope"]}}]`, "one")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	cfg := strings.Replace(string(data), `"mcpServers": {`, `"mcpServers": {"two": `+string(two)+`, `, 1)
	if err := os.WriteFile(path, []byte(cfg), 0o644); err != nil {
		t.Fatal(err)
	}
	var log syncBuffer
	h := newHarness(t, &tis.Options{ConfigPath: path}, &gateway.Options{Logger: slog.New(slog.NewTextHandler(&log, nil))})
	waitFor(t, "the waiting names in the log", func() bool {
		return strings.Contains(log.String(), `keep_visible names \"list-repos\", \"no_such_tool\", \"two__nope\" are checked once the on-demand servers have loaded`)
	})
	if strings.Contains(log.String(), "keep_visible.") {
		t.Errorf("checked before the on-demand server loaded:\n%s", log.String())
	}
	if _, err := os.Stat(started); err == nil {
		t.Error("the on-demand server was started for the checks")
	}
	c := h.connect("2025-11-25", nil) // a stateful session: its own tool list
	// Until the session loads two, list-repos keeps the one tool it matches.
	if names := strings.Join(toolNames(t, c), " "); names != "bash mcp_one__delete_branch mcp_one__list_repos" {
		t.Errorf("tools before the load: %s", names)
	}
	if out := text(bash(t, c, "tools two --help | head -n 1")); !strings.HasPrefix(out, "two: ") {
		t.Fatalf("tools two --help: %s", out)
	}
	// Then it matches two tools and keeps neither (the list follows the
	// load).
	waitFor(t, "the list after the load", func() bool {
		return strings.Join(toolNames(t, c), " ") == "bash mcp_one__delete_branch"
	})
	waitFor(t, "the checks after the load", func() bool {
		l := log.String()
		return strings.Contains(l, `keep_visible names \"list-repos\", which matches 2 tools (mcp_one__list_repos, mcp_two__list_repos)`) &&
			strings.Contains(l, `keep_visible names \"no_such_tool\", which matches no tool`) &&
			strings.Contains(l, `keep_visible names \"two__nope\", which matches no tool`)
	})
	// Another change (a second session loads it too) logs nothing again.
	bash(t, h.connect("", nil), "tools two --help >/dev/null")
	c.Close()
	if n := strings.Count(log.String(), `keep_visible names \"list-repos\", which`); n != 1 {
		t.Errorf("logged %d times:\n%s", n, log.String())
	}
}

// waitFor polls cond until it holds; it fails the test when it has not
// after a minute (a bound on a hang, not a measure of speed).
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(time.Minute)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("gave up waiting for %s", what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// TestOneSessionOption: with Options.Session every connection of a
// principal is in the one named sandbox: MCP sessions share its files,
// one ending leaves the others served, a call naming no session runs
// there too and one naming another is refused.
func TestOneSessionOption(t *testing.T) {
	h := newHarness(t, nil, &gateway.Options{Session: "team"})
	first := h.connect("2025-11-25", nil)
	if res := bash(t, first, "echo kept > f; echo ok"); res.IsError {
		t.Fatal(text(res))
	}
	second := h.connect("2025-11-25", nil)
	if got := text(bash(t, second, "cat f")); got != "kept\n" {
		t.Fatalf("a second MCP session: %q, want the first's file", got)
	}
	first.Close()
	if got := text(bash(t, second, "cat f; echo more >> f")); got != "kept\n" {
		t.Errorf("after the first MCP session ended: %q", got)
	}
	stateless := h.connect("2026-07-28", nil)
	res, err := stateless.CallTool(context.Background(), &mcp.CallToolParams{Name: "bash", Arguments: map[string]any{"command": "cat f"}})
	if err != nil || text(res) != "kept\nmore\n" || res.Meta[gateway.MetaSession] != "team" {
		t.Errorf("a call naming no session: %v %q %v", err, text(res), res.Meta)
	}
	res, err = stateless.CallTool(context.Background(), &mcp.CallToolParams{Name: "bash", Arguments: map[string]any{"command": "cat f"},
		Meta: mcp.Meta{gateway.MetaSession: "other"}})
	if err != nil || !res.IsError || !strings.Contains(text(res), `serves the session "team" only`) {
		t.Errorf("a call naming another session: %v %q", err, text(res))
	}
}

// TestSessionNames: a named session keeps the name its client gave (its
// requests are listed under it), and names that would reach an MCP
// session's sandbox, or hold control characters, are refused.
func TestSessionNames(t *testing.T) {
	h := newHarness(t, nil, nil)
	c := h.connect("2026-07-28", nil)
	call := func(name, script string) *mcp.CallToolResult {
		t.Helper()
		res, err := c.CallTool(context.Background(), &mcp.CallToolParams{Name: "bash", Arguments: map[string]any{"command": script},
			Meta: mcp.Meta{gateway.MetaSession: name}})
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	call("conv-42", "tools github delete-branch repo=acme/api branch=chi-router")
	reqs, err := h.g.Host().Pending(context.Background(), "conv-42")
	if err != nil || len(reqs) != 1 || reqs[0].Principal != "" || reqs[0].SessionEnded {
		t.Fatalf("the requests of session conv-42: %+v, %v; want one, of the local principal, open", reqs, err)
	}
	for _, name := range []string{"tsserve-0123456789abcdef", "a\nb", strings.Repeat("x", 129)} {
		if res := call(name, "echo in"); !res.IsError || !strings.Contains(text(res), "session name") {
			t.Errorf("session name %q: %q, want a refusal", name, text(res))
		}
	}
}
