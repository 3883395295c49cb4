package tis_test

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/toolsinshell/tis"
	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/config"
	"github.com/toolsinshell/tis/gotools"
	"github.com/toolsinshell/tis/internal/nodetest"
	tisruntime "github.com/toolsinshell/tis/runtime"
)

func TestMain(m *testing.M) {
	// Scripts of hosts with Options.Worker run in worker processes:
	// under test, this binary.
	if tis.IsWorker(os.Args[1:]) {
		os.Exit(tis.ServeWorker(os.Stdin, os.Stdout, os.Stderr))
	}
	// The in-flight tests' MCP server is this binary too.
	if os.Getenv(inflightServerEnv) != "" {
		os.Exit(serveInflight())
	}
	os.Exit(nodetest.Main(m, os.Environ()))
}

// misbehave returns node and the misbehaving test server's script, or
// skips (fails with TIS_REQUIRE_NODE=1); the skips are named in one line.
func misbehave(t *testing.T) (string, string) {
	t.Helper()
	srv := nodetest.Need(t)
	return srv.Node, filepath.Join(srv.Dir, "misbehave.mjs")
}

// session is one session of a host of its own.
type session struct {
	t *testing.T
	h *tis.Host
	s *tis.Session
}

func newSession(t *testing.T, opts *tis.Options) *session {
	t.Helper()
	if opts.Environ == nil {
		opts.Environ = os.Environ() // node is found on the PATH
	}
	h, err := tis.New(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	s, err := h.Session(context.Background(), "test")
	if err != nil {
		t.Fatal(err)
	}
	return &session{t: t, h: h, s: s}
}

func (s *session) run(script string) *tis.Result {
	s.t.Helper()
	res, err := s.s.Run(context.Background(), script, nil)
	if err != nil {
		s.t.Fatal(err)
	}
	return res
}

func writeConfig(t *testing.T, path, body string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestConfigChangesDuringSession: a server added to the file during a
// session is a source of the next script; one removed is gone; a file
// that no longer loads keeps the last good sources and says why.
func TestConfigChangesDuringSession(t *testing.T) {
	node, script := misbehave(t)
	path := filepath.Join(t.TempDir(), "config.json")
	server := `{"command": "` + node + `", "args": ["` + script + `"]}`
	writeConfig(t, path, `{"mcpServers": {"one": `+server+`}}`)
	s := newSession(t, &tis.Options{ConfigPath: path})

	if res := s.run("tools one echo message=a; tools two echo message=b"); res.Stdout != "echo: a\n" || !strings.Contains(res.Stderr, "unknown_command") {
		t.Fatalf("first script: %q %q", res.Stdout, res.Stderr)
	}
	writeConfig(t, path, `{"mcpServers": {"one": `+server+`, "two": `+server+`}}`)
	if res := s.run("tools one echo message=a; tools two echo message=b"); res.Stdout != "echo: a\necho: b\n" {
		t.Fatalf("after adding two: %q %q", res.Stdout, res.Stderr)
	}
	writeConfig(t, path, `{"mcpServers": {"two": `+server+`}}`)
	if res := s.run("tools one echo message=a"); !strings.Contains(res.Stderr, "unknown_command") {
		t.Fatalf("after removing one: %q %q", res.Stdout, res.Stderr)
	}
	writeConfig(t, path, `{"mcpServers": {"two": {"command": 7}}}`)
	res := s.run("tools --help; tools two echo message=still")
	if !strings.Contains(res.Stdout, "Configuration problem") || !strings.Contains(res.Stdout, "mcpServers.two.command") ||
		!strings.HasSuffix(res.Stdout, "echo: still\n") {
		t.Fatalf("broken file: %q %q", res.Stdout, res.Stderr)
	}
}

// TestOnDemandStaysLoaded: an on-demand server loaded by one script is
// listed with its tools from the next script on.
func TestOnDemandStaysLoaded(t *testing.T) {
	node, script := misbehave(t)
	path := filepath.Join(t.TempDir(), "config.json")
	writeConfig(t, path, `{"mcpServers": {"docs": {"command": "`+node+`", "args": ["`+script+`"], "load": "on_demand"}}}`)
	s := newSession(t, &tis.Options{ConfigPath: path})
	if res := s.run("tools | grep docs"); !strings.Contains(res.Stdout, "(not loaded)") {
		t.Fatalf("before: %q", res.Stdout)
	}
	if res := s.run("tools docs echo message=x"); res.Stdout != "echo: x\n" {
		t.Fatalf("call: %q %q", res.Stdout, res.Stderr)
	}
	if res := s.run("tools | grep docs"); !strings.Contains(res.Stdout, "6 tools") {
		t.Fatalf("next script: %q", res.Stdout)
	}
}

// TestSignInRequired: a remote server that answers 401 gives
// connection_required naming the server.
func TestSignInRequired(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("WWW-Authenticate", `Bearer realm="mcp", resource_metadata="https://example.com/.well-known/oauth-protected-resource"`)
		http.Error(w, "unauthorized", http.StatusUnauthorized)
	}))
	defer srv.Close()
	path := filepath.Join(t.TempDir(), "config.json")
	writeConfig(t, path, `{"mcpServers": {"linear": {"url": "`+srv.URL+`/mcp", "timeout": "5s"}}}`)
	s := newSession(t, &tis.Options{ConfigPath: path})
	res := s.run("tools linear list-issues; echo status=$?; tools | grep linear")
	if !strings.Contains(res.Stderr, `"code":"connection_required"`) || !strings.Contains(res.Stderr, `\"linear\"`) ||
		res.Stdout != "status=1\n  linear  (sign-in required)\n" {
		t.Fatalf("%q %q", res.Stdout, res.Stderr)
	}
}

// TestDefaultIsTheExampleOverMCP: without a configuration, the example
// is served as an MCP server in this process and reached over MCP: the
// schema check, annotations and results take the MCP path.
func TestDefaultIsTheExampleOverMCP(t *testing.T) {
	s := newSession(t, &tis.Options{})
	res := s.run("tools | grep -c github; tools github list-branches repo=acme/api | jq -r .[0].name; tools github list-branches nope=1; echo $?")
	if res.Stdout != "1\nchi-router\n1\n" || !strings.Contains(res.Stderr, `"code":"invalid_input"`) {
		t.Fatalf("%q %q", res.Stdout, res.Stderr)
	}
}

// asker is an Ask callback that gives one answer and keeps the
// questions.
type asker struct {
	answer tis.AnswerKind
	err    error

	mu   sync.Mutex
	asks []tis.Question
}

func (a *asker) ask(ctx context.Context, q *tis.Question) (tis.AnswerKind, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.asks = append(a.asks, *q)
	return a.answer, a.err
}

// TestAsk: with Options.Ask, a call that needs approval is asked about,
// before start when it is written out in full, at run time when its
// input is built then; the answer decides, is stored, and is the kind
// given. Without an answer (or with an error) the script stops as
// without Ask, its request pending.
func TestAsk(t *testing.T) {
	const literal = "tools github delete-branch repo=acme/api branch=chi-router > /dev/null && echo deleted"
	const built = "b=chi; tools github delete-branch repo=acme/api branch=$b-router > /dev/null && echo deleted"
	for _, tc := range []struct {
		name, script string
		answer       tis.AnswerKind
		err          error
		stdout       string
		reason       string // the report's stop reason; "" for none
		beforeStart  bool
		pending      int
	}{
		{name: "literal-once", script: literal, answer: tis.Once, stdout: "deleted\n"},
		{name: "literal-always", script: literal, answer: tis.Always, stdout: "deleted\n"},
		{name: "literal-deny", script: literal, answer: tis.Deny, reason: "denied", beforeStart: true},
		{name: "literal-no-answer", script: literal, reason: "needs_approval", beforeStart: true, pending: 1},
		{name: "literal-error", script: literal, answer: tis.Once, err: errors.New("nobody there"),
			reason: "needs_approval", beforeStart: true, pending: 1},
		{name: "built-once", script: built, answer: tis.Once, stdout: "deleted\n"},
		{name: "built-deny", script: built, answer: tis.Deny},
		{name: "built-no-answer", script: built, reason: "needs_approval", pending: 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := &asker{answer: tc.answer, err: tc.err}
			s := newSession(t, &tis.Options{Ask: a.ask})
			res := s.run(tc.script)
			if res.Stdout != tc.stdout {
				t.Errorf("stdout %q, want %q (stderr %q)", res.Stdout, tc.stdout, res.Stderr)
			}
			st := res.Report.Tools.Stopped
			switch {
			case tc.reason == "" && st != nil:
				t.Errorf("stopped: %+v", st)
			case tc.reason != "" && (st == nil || st.Reason != tc.reason || st.BeforeStart != tc.beforeStart):
				t.Errorf("stopped %+v, want reason %s before start %v", st, tc.reason, tc.beforeStart)
			}
			if len(a.asks) != 1 {
				t.Fatalf("asked %d times: %+v", len(a.asks), a.asks)
			}
			q := a.asks[0]
			if q.Session != "test" || q.Tool != "tools github delete-branch" || q.Canonical != "mcp_github__delete_branch" ||
				q.Input["branch"] != "chi-router" || q.Request == "" {
				t.Errorf("question %+v", q)
			}
			ctx := context.Background()
			pending, _ := s.h.Pending(ctx, "test")
			if len(pending) != tc.pending {
				t.Errorf("%d pending, want %d", len(pending), tc.pending)
			}
			if tc.pending == 0 {
				answers, _ := s.h.Answers(ctx, "test")
				if len(answers) != 1 || answers[0].ID != q.Request || answers[0].Answer.Kind != tc.answer || answers[0].Answer.By != "asked" {
					t.Errorf("answers %+v", answers)
				}
			}
			// Whether the branch is gone is the tracker's to say.
			left := s.run("tools github list-branches repo=acme/api | jq -r '.[].name' | grep -c chi-router")
			if gone := tc.stdout != ""; gone != (left.Stdout == "0\n") {
				t.Errorf("the branch after the script: %q (deleted %v)", left.Stdout, gone)
			}
		})
	}
}

// TestAskNotByCheck: a pre-flight check asks nobody and raises nothing.
func TestAskNotByCheck(t *testing.T) {
	a := &asker{answer: tis.Once}
	s := newSession(t, &tis.Options{Ask: a.ask})
	chk, err := s.s.Check(context.Background(), "x", "tools github delete-branch repo=acme/api branch=chi-router")
	if err != nil {
		t.Fatal(err)
	}
	pending, _ := s.h.Pending(context.Background(), "")
	if chk.Start || len(a.asks) != 0 || len(pending) != 0 {
		t.Fatalf("start %v, asked %d, pending %d", chk.Start, len(a.asks), len(pending))
	}
}

// TestCloseStopsScript: closing the host, or the session, stops the
// script the session is running (here one waiting in a tool call for as
// long as its context lasts, with no time limit), and the session runs
// nothing after.
func TestCloseStopsScript(t *testing.T) {
	for _, tc := range []struct {
		name  string
		close func(*tis.Host, *tis.Session) error
	}{
		{"host", func(h *tis.Host, _ *tis.Session) error { return h.Close() }},
		{"session", func(_ *tis.Host, s *tis.Session) error { return s.Close() }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := context.Background()
			started := make(chan struct{})
			wait := gotools.New("wait", "Wait until the call's context ends.", nil,
				func(ctx context.Context, _ map[string]any) (*catalog.Result, error) {
					close(started)
					<-ctx.Done()
					return nil, ctx.Err()
				}, gotools.ReadOnly())
			h, err := tis.New(ctx, &tis.Options{Config: &config.Config{},
				Sources: []catalog.Source{gotools.NewSource(catalog.SourceInfo{Name: "probe", Grouped: true}, wait)},
				Limits:  tis.Limits{Limits: tisruntime.Limits{Timeout: -1}}})
			if err != nil {
				t.Fatal(err)
			}
			defer h.Close()
			s, err := h.Session(ctx, "t")
			if err != nil {
				t.Fatal(err)
			}
			type outcome struct {
				res *tis.Result
				err error
			}
			done := make(chan outcome, 1)
			go func() {
				res, err := s.Run(ctx, "tools probe wait; echo after", nil)
				done <- outcome{res, err}
			}()
			<-started
			if err := tc.close(h, s); err != nil {
				t.Fatal(err)
			}
			out := <-done
			if out.err != nil || out.res.Success || strings.Contains(out.res.Stdout, "after") {
				t.Fatalf("the script went on: %v %+v", out.err, out.res)
			}
			if _, err := s.Run(ctx, "echo again", nil); err == nil {
				t.Fatal("a closed session ran a script")
			}
		})
	}
}

// TestOnceAnswerPassesToNextSession: through the library, a once answer
// to a request of a session that was closed lets the call through once in
// another session of the same principal, never in another principal's,
// and the request, while pending, says its session ended.
func TestOnceAnswerPassesToNextSession(t *testing.T) {
	const script = "tools github delete-branch repo=acme/api branch=chi-router > /dev/null && echo deleted"
	ctx := context.Background()
	h, err := tis.New(ctx, &tis.Options{StorePath: filepath.Join(t.TempDir(), "store.db")})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	run := func(principal, id string) *tis.Result {
		t.Helper()
		s, err := h.SessionFor(ctx, principal, id)
		if err != nil {
			t.Fatal(err)
		}
		res, err := s.Run(ctx, script, nil)
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	first, err := h.SessionFor(ctx, "alice", "conv-1")
	if err != nil {
		t.Fatal(err)
	}
	res, err := first.Run(ctx, script, nil)
	if err != nil || res.Report == nil || res.Report.Tools.Stopped == nil {
		t.Fatalf("the first run: %v %+v", err, res)
	}
	id := res.Report.Tools.Stopped.RequestID
	first.Close()
	pending, err := h.Pending(ctx, "conv-1")
	if err != nil || len(pending) != 1 || pending[0].ID != id || !pending[0].SessionEnded || pending[0].Principal != "alice" {
		t.Fatalf("pending after the close: %+v, %v", pending, err)
	}
	if err := h.Answer(ctx, id, tis.Answer{Kind: tis.Once}); err != nil {
		t.Fatal(err)
	}
	if res := run("bob", "conv-2"); res.Stdout != "" {
		t.Errorf("bob's session used alice's answer: %q", res.Stdout)
	}
	if res := run("", "conv-2"); res.Stdout != "" {
		t.Errorf("the local user's session used alice's answer: %q", res.Stdout)
	}
	if res := run("alice", "conv-2"); res.Stdout != "deleted\n" {
		t.Errorf("alice's next session: %q %+v, want the call made", res.Stdout, res.Report)
	}
	if res := run("alice", "conv-3"); res.Report == nil || res.Report.Tools.Stopped == nil || res.Report.Tools.Stopped.RequestID == id {
		t.Errorf("alice's session after that: %+v, want a new request", res.Report)
	}
}
