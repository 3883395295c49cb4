package gateway_test

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/toolsinshell/tis"
	"github.com/toolsinshell/tis/gateway"
)

const bobToken = "bob-token"

// connectAs opens an MCP session over HTTP with a bearer token (a
// principal of the gateway's), at protocol version ("" is the newest).
func (h *harness) connectAs(tok, version string, copts *mcp.ClientOptions) *client {
	h.t.Helper()
	c := mcp.NewClient(&mcp.Implementation{Name: "test-client", Version: "1"}, copts)
	tr := &mcp.StreamableClientTransport{Endpoint: h.url, HTTPClient: &http.Client{Transport: bearer{tok, http.DefaultTransport}}}
	cs, err := c.Connect(context.Background(), tr, &mcp.ClientSessionOptions{ProtocolVersion: version})
	if err != nil {
		h.t.Fatal(err)
	}
	h.t.Cleanup(func() { cs.Close() })
	return &client{ClientSession: cs}
}

// in returns the client naming a session in its calls (2026-07-28).
func (c *client) in(name string) *client {
	return &client{ClientSession: c.ClientSession, meta: mcp.Meta{gateway.MetaSession: name}}
}

// TestRequestStateBoundToSession: a run waiting for an answer (a
// 2026-07-28 input request) is taken up only by a request of its own
// session: not one naming another session, nor one naming none, nor
// another principal's naming it, nor an MCP session's; each refusal reads
// as a state that names nothing, and the run is still there for its own.
func TestRequestStateBoundToSession(t *testing.T) {
	h := newHarness(t, nil, &gateway.Options{AskTimeout: time.Minute, Tokens: map[string]string{"bob": bobToken}})
	manual := func() *mcp.ClientOptions {
		return &mcp.ClientOptions{ElicitationHandler: (&asker{answer: "once"}).handle,
			MultiRoundTrip: &mcp.MultiRoundTripOptions{Disabled: true}}
	}
	alice := h.connectAs(token, "2026-07-28", manual())
	bob := h.connectAs(bobToken, "2026-07-28", manual())
	old := h.connectAs(token, "2025-11-25", manual())
	a := alice.in("session-a")
	bash(t, a, `tools github create-branch repo=acme/api branch=bound >/dev/null`)
	bash(t, alice.in("session-b"), `echo b`)
	script := map[string]any{"command": `tools github delete-branch repo=acme/api branch=bound && echo DELETED`}
	first, err := a.CallTool(context.Background(), &mcp.CallToolParams{Name: "bash", Arguments: script, Meta: a.meta})
	if err != nil {
		t.Fatal(err)
	}
	if first.RequestState == "" || len(first.InputRequests) != 1 {
		t.Fatalf("want an input request with a state: %+v %s", first, text(first))
	}
	answers := mcp.InputResponseMap{}
	for key := range first.InputRequests {
		answers[key] = &mcp.ElicitResult{Action: "accept", Content: map[string]any{"answer": "once"}}
	}
	again := func(c *client, meta mcp.Meta, state string) *mcp.CallToolResult {
		t.Helper()
		res, err := c.CallTool(context.Background(), &mcp.CallToolParams{Name: "bash", Arguments: script, Meta: meta,
			RequestState: state, InputResponses: answers})
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	nothing := text(again(alice, mcp.Meta{gateway.MetaSession: "session-a"}, "no-such-state"))
	if !strings.Contains(nothing, "requestState names no call") {
		t.Fatalf("a made-up state: %q", nothing)
	}
	for _, tc := range []struct {
		name string
		c    *client
		meta mcp.Meta
	}{
		{"another session of the principal", alice, mcp.Meta{gateway.MetaSession: "session-b"}},
		{"a new session of the principal", alice, mcp.Meta{gateway.MetaSession: "never-named"}},
		{"no session named", alice, nil},
		{"another principal naming the session", bob, mcp.Meta{gateway.MetaSession: "session-a"}},
		{"another principal naming none", bob, nil},
		{"an MCP session (2025-11-25)", old, nil},
	} {
		res := again(tc.c, tc.meta, first.RequestState)
		if !res.IsError || text(res) != nothing {
			t.Errorf("%s: the state of session-a gave %q (isError %v), want %q", tc.name, text(res), res.IsError, nothing)
		}
		if strings.Contains(text(res), "DELETED") {
			t.Errorf("%s: resumed session-a's run", tc.name)
		}
	}
	res := again(alice, a.meta, first.RequestState)
	if res.IsError || !strings.Contains(text(res), "DELETED") {
		t.Fatalf("the run's own session could not take it up: %s", text(res))
	}
	if got, _ := res.Meta[gateway.MetaSession].(string); got != "session-a" {
		t.Errorf("the result names session %q", got)
	}
	// A call that named no session is taken up by its retry, which names
	// none either.
	bash(t, a, `tools github create-branch repo=acme/api branch=bound2 >/dev/null`)
	script = map[string]any{"command": `tools github delete-branch repo=acme/api branch=bound2 && echo DELETED`}
	bash(t, alice.in(""), `echo anonymous`)
	first, err = alice.CallTool(context.Background(), &mcp.CallToolParams{Name: "bash", Arguments: script})
	if err != nil || first.RequestState == "" {
		t.Fatalf("want an input request: %v %+v", err, first)
	}
	if res := again(alice, a.meta, first.RequestState); text(res) != nothing {
		t.Errorf("a named session took up a run of a session made for a call naming none: %q", text(res))
	}
	if res := again(alice, nil, first.RequestState); res.IsError || !strings.Contains(text(res), "DELETED") {
		t.Errorf("the retry naming none: %s", text(res))
	}
}

// TestSessionsArePrincipals: names and MCP sessions are their principal's.
func TestSessionsArePrincipals(t *testing.T) {
	h := newHarness(t, nil, &gateway.Options{Tokens: map[string]string{"bob": bobToken}})
	alice := h.connectAs(token, "2026-07-28", nil).in("shared-name")
	bob := h.connectAs(bobToken, "2026-07-28", nil).in("shared-name")
	bash(t, alice, "echo alice > f")
	if out := text(bash(t, bob, "cat f 2>&1; echo status $?")); strings.Contains(out, "alice") || !strings.Contains(out, "status 1") {
		t.Errorf("bob's session of the same name sees alice's files: %q", out)
	}
	if out := text(bash(t, alice, "cat f")); out != "alice\n" {
		t.Errorf("alice's session after bob's: %q", out)
	}
	// An MCP session's id with another principal's token reaches nothing.
	old := h.connectAs(token, "2025-11-25", nil)
	post := func(tok string) (int, string) {
		body := `{"jsonrpc":"2.0","id":9,"method":"tools/list","params":{}}`
		r, _ := http.NewRequest("POST", h.url, strings.NewReader(body))
		r.Header.Set("Content-Type", "application/json")
		r.Header.Set("Accept", "application/json, text/event-stream")
		r.Header.Set("Authorization", "Bearer "+tok)
		r.Header.Set("Mcp-Session-Id", old.ID())
		r.Header.Set("Mcp-Protocol-Version", "2025-11-25")
		resp, err := http.DefaultClient.Do(r)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b)
	}
	if code, body := post(bobToken); code != http.StatusNotFound {
		t.Errorf("another principal's request to an MCP session: %d %s", code, body)
	}
	if code, body := post(token); code != http.StatusOK {
		t.Errorf("the principal's own request to its MCP session: %d %s", code, body)
	}
	for _, bad := range []map[string]string{{"": "x"}, {"a:b": "x"}, {"ok": ""}, {"ok": token}} {
		if _, err := gateway.New(context.Background(), nil, &gateway.Options{Token: token, Tokens: bad}); err == nil {
			t.Errorf("Tokens %q: no error", bad)
		}
	}
}

// fill writes a file of n bytes in a session and fails the test unless
// the script succeeds.
func fill(t *testing.T, c *client, n int) {
	t.Helper()
	if res := bash(t, c, fmt.Sprintf("head -c %d /dev/zero > big && echo ok", n)); text(res) != "ok\n" {
		t.Fatalf("writing %d bytes: %s", n, text(res))
	}
}

// TestFilesOfIdleSessionsInStore: many sessions with files past the
// bound keep the gateway's memory for files within it: idle sessions'
// files go to the store, and each comes back whole at its next script.
func TestFilesOfIdleSessionsInStore(t *testing.T) {
	const mib = 1 << 20
	const bound = 3*mib + mib/2
	h := newHarness(t, &tis.Options{StorePath: filepath.Join(t.TempDir(), "store.db")},
		&gateway.Options{MaxTotalFilesBytes: bound})
	c := h.connectAs(token, "2026-07-28", nil)
	const n = 10
	for i := range n {
		fill(t, c.in(fmt.Sprint("s", i)), mib)
		if held := h.g.FilesHeld(); held > bound {
			t.Fatalf("after session %d: %d bytes of files in memory, over the bound of %d", i, held, bound)
		}
	}
	for i := range n {
		s := c.in(fmt.Sprint("s", i))
		if out := text(bash(t, s, "wc -c < big")); out != fmt.Sprintln(mib) {
			t.Errorf("session %d after its files were in the store: %q", i, out)
		}
		if held := h.g.FilesHeld(); held > bound {
			t.Fatalf("after session %d loaded its files again: %d bytes in memory, over %d", i, held, bound)
		}
	}
	if got := h.g.SessionCount(); got != n {
		t.Errorf("%d sessions open, want all %d (a store on disk takes their files)", got, n)
	}
}

// TestFilesBoundEndsTheFlooderFirst: with a store that cannot take the
// files (in memory), sessions past the bound end, the principal holding
// the most losing its idle longest first; an ended session says why, once.
func TestFilesBoundEndsTheFlooderFirst(t *testing.T) {
	const mib = 1 << 20
	const bound = 2*mib + mib/2
	h := newHarness(t, nil, &gateway.Options{MaxTotalFilesBytes: bound, Tokens: map[string]string{"bob": bobToken}})
	bob := h.connectAs(bobToken, "2026-07-28", nil).in("bob-work")
	fill(t, bob, mib)
	alice := h.connectAs(token, "2026-07-28", nil)
	for i := range 5 {
		fill(t, alice.in(fmt.Sprint("flood-", i)), mib)
		if held := h.g.FilesHeld(); held > bound {
			t.Fatalf("after alice's session %d: %d bytes in memory, over %d", i, held, bound)
		}
	}
	if out := text(bash(t, bob, "wc -c < big")); out != fmt.Sprintln(mib) {
		t.Errorf("bob's session (idle longest, but its principal holds the least): %q", out)
	}
	if out := text(bash(t, alice.in("flood-4"), "wc -c < big")); out != fmt.Sprintln(mib) {
		t.Errorf("alice's newest session: %q", out)
	}
	res := bash(t, alice.in("flood-0"), "wc -c < big")
	if out := text(res); !res.IsError || !strings.Contains(out, "ended by the gateway") || !strings.Contains(out, "max-total-files-bytes") {
		t.Errorf("alice's oldest session, ended: %q", out)
	}
	if out := text(bash(t, alice.in("flood-0"), "ls; echo fresh")); out != "fresh\n" {
		t.Errorf("the name after it was told: %q, want a new empty session", out)
	}
}

// TestMaxSessionsEndsTheFlooderFirst: at MaxSessions, the principal that
// opens many sessions ends its own; an ended session says why: by name,
// and an MCP session on its next request.
func TestMaxSessionsEndsTheFlooderFirst(t *testing.T) {
	h := newHarness(t, nil, &gateway.Options{MaxSessions: 3, Tokens: map[string]string{"bob": bobToken}})
	bob := h.connectAs(bobToken, "2026-07-28", nil).in("bob-work")
	bash(t, bob, "echo mine > f")
	old := h.connectAs(token, "2025-11-25", nil)
	bash(t, old, "echo old > f")
	alice := h.connectAs(token, "2026-07-28", nil)
	for i := range 4 {
		bash(t, alice.in(fmt.Sprint("many-", i)), "echo x > f")
	}
	if out := text(bash(t, bob, "cat f")); out != "mine\n" {
		t.Errorf("bob's one session: %q", out)
	}
	res := bash(t, alice.in("many-0"), "cat f")
	if out := text(res); !res.IsError || !strings.Contains(out, "ended by the gateway") || !strings.Contains(out, "max-sessions") {
		t.Errorf("alice's named session, ended: %q", out)
	}
	post := func(tok string) (int, string) {
		r, _ := http.NewRequest("POST", h.url, strings.NewReader(`{"jsonrpc":"2.0","id":9,"method":"tools/list","params":{}}`))
		r.Header.Set("Content-Type", "application/json")
		r.Header.Set("Accept", "application/json, text/event-stream")
		r.Header.Set("Authorization", "Bearer "+tok)
		r.Header.Set("Mcp-Session-Id", old.ID())
		resp, err := http.DefaultClient.Do(r)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b)
	}
	for range 2 {
		if code, body := post(token); code != http.StatusNotFound || !strings.Contains(body, "ended by the gateway") || !strings.Contains(body, "max-sessions") {
			t.Errorf("alice's MCP session, ended: %d %s", code, body)
		}
	}
	// Another principal learns nothing of it.
	if code, body := post(bobToken); code != http.StatusNotFound || strings.Contains(body, "ended") {
		t.Errorf("bob asking for alice's ended MCP session: %d %s", code, body)
	}
}
