package main

import (
	"context"
	"encoding/json"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/toolsinshell/tis"
	"github.com/toolsinshell/tis/cmd/internal/cli"
)

// deleteScript is a script whose one call needs a person's approval (the
// example tracker's delete_branch is destructive).
const deleteScript = "tools github delete-branch repo=acme/api branch=chi-router > /dev/null && echo deleted"

// bashCall runs a script through the bash tool and returns its text and
// the id of the approval request it stopped at ("" when it did not).
func bashCall(t *testing.T, cs *mcp.ClientSession, script string) (out, request string) {
	t.Helper()
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: tis.BashTool, Arguments: map[string]any{"command": script}})
	if err != nil {
		t.Fatalf("calling bash: %v", err)
	}
	return text(res), stoppedAt(t, res)
}

// stoppedAt returns the id of the approval request a bash call's report
// says the script stopped at; "" when it did not stop at one.
func stoppedAt(t *testing.T, res *mcp.CallToolResult) string {
	t.Helper()
	if res.StructuredContent == nil {
		return ""
	}
	var rep struct {
		Tools struct {
			Stopped *struct {
				Reason    string `json:"reason"`
				RequestID string `json:"request_id"`
			} `json:"stopped"`
		} `json:"tools"`
	}
	b, _ := json.Marshal(res.StructuredContent)
	if err := json.Unmarshal(b, &rep); err != nil {
		t.Fatalf("the report: %v", err)
	}
	if st := rep.Tools.Stopped; st != nil && st.Reason == "needs_approval" {
		return st.RequestID
	}
	return ""
}

// tsrunStore runs tsrun with args against the store file and returns its
// exit status and output.
func tsrunStore(t *testing.T, storePath string, args ...string) (int, string, string) {
	t.Helper()
	var out, errb strings.Builder
	env := cli.Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errb, Dir: t.TempDir(),
		Environ: []string{"XDG_STATE_HOME=" + t.TempDir(), "USER=tester"}}
	code := cli.Tsrun(env, append(args, "--store", storePath))
	return code, out.String(), errb.String()
}

// pendingLines reads the JSON lines of tsrun --pending.
func pendingLines(t *testing.T, storePath string, args ...string) []map[string]any {
	t.Helper()
	code, out, errOut := tsrunStore(t, storePath, append([]string{"--pending"}, args...)...)
	if code != 0 {
		t.Fatalf("tsrun --pending: %d %s", code, errOut)
	}
	var lines []map[string]any
	for l := range strings.Lines(out) {
		var m map[string]any
		if err := json.Unmarshal([]byte(l), &m); err != nil {
			t.Fatalf("a --pending line that is not JSON: %q", l)
		}
		lines = append(lines, m)
	}
	return lines
}

// stdioClient starts this binary as tsserve over stdio, as a client
// starts its server, and connects to it.
func stdioClient(t *testing.T, env []string, args ...string) *mcp.ClientSession {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(exe, args...)
	cmd.Env = env
	c := mcp.NewClient(&mcp.Implementation{Name: "reconnecting-client", Version: "1"}, nil)
	cs, err := c.Connect(context.Background(), &mcp.CommandTransport{Command: cmd}, nil)
	if err != nil {
		t.Fatalf("starting tsserve: %v", err)
	}
	return cs
}

// TestOnceAnswerAfterReconnectStdio: the real tsserve over stdio, started
// anew for each connection (as the MCP Inspector's CLI, or a client that
// restarts, does). A call that needs approval raises a request; the
// client goes away; the person answers once with tsrun; a new connection
// (a new process, a new MCP session, the same local user) runs the same
// script and the call goes through; the next run raises a new request,
// the answer being used up.
func TestOnceAnswerAfterReconnectStdio(t *testing.T) {
	storePath := filepath.Join(t.TempDir(), "store.db")
	env := testEnv(t)

	first := stdioClient(t, env, "--store", storePath)
	text, id := bashCall(t, first, deleteScript)
	if id == "" {
		t.Fatalf("the first run did not stop at an approval request:\n%s", text)
	}
	if lines := pendingLines(t, storePath); len(lines) != 1 || lines[0]["session_ended"] != false {
		t.Fatalf("while the client is connected, --pending = %v; want its request, session_ended false", lines)
	}
	if err := first.Close(); err != nil { // the client goes away; tsserve exits
		t.Logf("closing the first connection: %v", err)
	}

	lines := pendingLines(t, storePath)
	if len(lines) != 1 || lines[0]["id"] != id || lines[0]["session_ended"] != true {
		t.Fatalf("after the client went away, --pending = %v; want %s with session_ended true", lines, id)
	}
	if code, out, errOut := tsrunStore(t, storePath, "--answer", id+"=once"); code != 0 || out != id+": once\n" {
		t.Fatalf("tsrun --answer: %d %q %s", code, out, errOut)
	}

	second := stdioClient(t, env, "--store", storePath)
	defer second.Close()
	if text, again := bashCall(t, second, deleteScript); again != "" || !strings.Contains(text, "deleted") {
		t.Fatalf("after the once answer, the rerun in a new connection: request %q, output:\n%s", again, text)
	}
	text, next := bashCall(t, second, deleteScript)
	if next == "" || next == id {
		t.Fatalf("a second rerun: request %q (the first was %s), output:\n%s; want a new request, the answer used up", next, id, text)
	}
}

// TestSessionFlagStdio: tsserve --session NAME binds every connection to
// one session kept in the store: files and always answers survive the
// client's restart, and tsrun --pending --session NAME names it.
func TestSessionFlagStdio(t *testing.T) {
	storePath := filepath.Join(t.TempDir(), "store.db")
	env := testEnv(t)

	first := stdioClient(t, env, "--store", storePath, "--session", "conv-42")
	if text, id := bashCall(t, first, "echo kept > notes.txt; echo written"); id != "" || !strings.Contains(text, "written") {
		t.Fatalf("writing a file: %s", text)
	}
	_, id := bashCall(t, first, deleteScript)
	if id == "" {
		t.Fatal("the call did not stop at an approval request")
	}
	first.Close()
	lines := pendingLines(t, storePath, "--session", "conv-42")
	if len(lines) != 1 || lines[0]["id"] != id || lines[0]["session"] != "conv-42" {
		t.Fatalf("tsrun --pending --session conv-42 = %v; want %s", lines, id)
	}
	if code, _, errOut := tsrunStore(t, storePath, "--answer", id+"=always"); code != 0 {
		t.Fatalf("tsrun --answer: %s", errOut)
	}

	second := stdioClient(t, env, "--store", storePath, "--session", "conv-42")
	defer second.Close()
	if text, _ := bashCall(t, second, "cat notes.txt"); !strings.Contains(text, "kept") {
		t.Errorf("the file did not survive the restart:\n%s", text)
	}
	// Always: every call of the tool in the session, whatever its input.
	for _, script := range []string{deleteScript, strings.ReplaceAll(deleteScript, "chi-router", "release-1.4")} {
		if text, again := bashCall(t, second, script); again != "" || !strings.Contains(text, "deleted") {
			t.Fatalf("with the always answer, after the restart: request %q, output:\n%s", again, text)
		}
	}
}

// httpClient opens an MCP session (2025-11-25, which has sessions) with a
// bearer token.
func httpClient(t *testing.T, url, token string) *mcp.ClientSession {
	t.Helper()
	c := mcp.NewClient(&mcp.Implementation{Name: "reconnecting-client", Version: "1"}, nil)
	tr := &mcp.StreamableClientTransport{Endpoint: url, HTTPClient: &http.Client{Transport: bearerToken{token, http.DefaultTransport}}}
	cs, err := c.Connect(context.Background(), tr, &mcp.ClientSessionOptions{ProtocolVersion: "2025-11-25"})
	if err != nil {
		t.Fatalf("connecting: %v", err)
	}
	return cs
}

// bearerToken adds a bearer token to every request.
type bearerToken struct {
	token string
	base  http.RoundTripper
}

func (b bearerToken) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("Authorization", "Bearer "+b.token)
	return b.base.RoundTrip(r)
}

// TestOnceAnswerAfterReconnectHTTP: the same over HTTP, where the
// principal is the bearer token's holder. Alice's client raises a request
// and ends its MCP session; the person answers once; bob, another
// principal of the same gateway, does not get the answer (his run raises
// a request of his own); alice's new MCP session does, once.
func TestOnceAnswerAfterReconnectHTTP(t *testing.T) {
	storePath := filepath.Join(t.TempDir(), "store.db")
	url, _ := serveWithTokens(t, "alice alice-token\nbob bob-token\n", "--store", storePath)

	first := httpClient(t, url, "alice-token")
	_, id := bashCall(t, first, deleteScript)
	if id == "" {
		t.Fatal("alice's first run did not stop at an approval request")
	}
	first.Close() // ends the MCP session (DELETE)
	lines := pendingLines(t, storePath)
	if len(lines) != 1 || lines[0]["id"] != id || lines[0]["principal"] != "alice" || lines[0]["session_ended"] != true {
		t.Fatalf("after alice's client went away, --pending = %v; want %s of alice, session_ended true", lines, id)
	}
	if code, _, errOut := tsrunStore(t, storePath, "--answer", id+"=once"); code != 0 {
		t.Fatalf("tsrun --answer: %s", errOut)
	}

	bob := httpClient(t, url, "bob-token")
	defer bob.Close()
	if text, bobs := bashCall(t, bob, deleteScript); bobs == "" || bobs == id {
		t.Fatalf("bob's run: request %q, output:\n%s; want a request of his own", bobs, text)
	}

	second := httpClient(t, url, "alice-token")
	defer second.Close()
	if text, again := bashCall(t, second, deleteScript); again != "" || !strings.Contains(text, "deleted") {
		t.Fatalf("alice's rerun in a new MCP session: request %q, output:\n%s", again, text)
	}
	if _, next := bashCall(t, second, deleteScript); next == "" || next == id {
		t.Fatalf("alice's second rerun: request %q; want a new one, the answer used up", next)
	}
}
