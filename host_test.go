package tis_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/toolsinshell/tis"
	"github.com/toolsinshell/tis/internal/nodetest"
)

func TestMain(m *testing.M) { os.Exit(nodetest.Main(m)) }

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
	return &session{t: t, s: s}
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
