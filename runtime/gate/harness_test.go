package gate_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/toolsinshell/tis"
	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/config"
	"github.com/toolsinshell/tis/hooks"
	"github.com/toolsinshell/tis/runtime/gate"
	"github.com/toolsinshell/tis/store"
)

// call is one call the fake server received.
type call struct {
	Tool  string
	Input map[string]any
}

// fakeGitHub is a grouped source "github" that records every call it
// receives, with its input, behind a mutex.
type fakeGitHub struct {
	mu    sync.Mutex
	calls []call
	// block, when set, is received from before each call of a tool
	// named in blockTools returns (a call held inside the server).
	block      chan struct{}
	blockTools map[string]bool
}

var _ catalog.Source = (*fakeGitHub)(nil)

func (*fakeGitHub) Info() catalog.SourceInfo {
	return catalog.SourceInfo{Name: "github", Description: "A fake GitHub.", Grouped: true}
}

func ptr[T any](v T) *T { return &v }

// githubTools are the tools of fakeGitHub: one per kind of annotation.
var githubTools = []*catalog.Tool{
	{Name: "delete_branch", Description: "Deletes a branch.",
		InputSchema: json.RawMessage(`{"type":"object","properties":{"repo":{"type":"string"},"branch":{"type":"string"},"force":{"type":"boolean"}},"required":["repo","branch"]}`),
		Annotations: catalog.Annotations{Destructive: ptr(true)}},
	{Name: "create_issue", Description: "Opens an issue.",
		InputSchema: json.RawMessage(`{"type":"object","properties":{"repo":{"type":"string"},"title":{"type":"string"},"body":{"type":"string"}},"required":["repo","title"]}`),
		Annotations: catalog.Annotations{Destructive: ptr(false)}},
	{Name: "list_pulls", Description: "Lists pull requests.",
		InputSchema: json.RawMessage(`{"type":"object","properties":{"repo":{"type":"string"},"state":{"type":"string"}},"required":["repo"]}`),
		Annotations: catalog.Annotations{ReadOnly: ptr(true)}},
	{Name: "send_message", Description: "Sends a message to a channel.",
		InputSchema: json.RawMessage(`{"type":"object","properties":{"channel":{"type":"string"},"text":{"type":"string"}},"required":["channel","text"]}`)},
}

func (*fakeGitHub) Tools(context.Context) ([]*catalog.Tool, error) { return githubTools, nil }

func (f *fakeGitHub) Call(ctx context.Context, tool string, input map[string]any) (*catalog.Result, error) {
	f.mu.Lock()
	f.calls = append(f.calls, call{Tool: tool, Input: input})
	block := f.block != nil && f.blockTools[tool]
	f.mu.Unlock()
	if block {
		select {
		case <-f.block:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	var structured any
	switch tool {
	case "delete_branch":
		structured = map[string]any{"deleted": input["branch"]}
	case "create_issue":
		structured = map[string]any{"id": "ISSUE-1", "title": input["title"]}
	case "list_pulls":
		structured = map[string]any{"pulls": []any{map[string]any{"number": 42.0}}}
	case "send_message":
		structured = map[string]any{"sent": true}
	default:
		return &catalog.Result{IsError: true, Content: []catalog.Content{{Type: "text", Text: "no such tool " + tool}}}, nil
	}
	return &catalog.Result{Structured: structured}, nil
}

// Calls returns the calls received so far.
func (f *fakeGitHub) Calls() []call {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]call(nil), f.calls...)
}

// CallsOf returns the calls of one tool received so far.
func (f *fakeGitHub) CallsOf(tool string) []call {
	var out []call
	for _, c := range f.Calls() {
		if c.Tool == tool {
			out = append(out, c)
		}
	}
	return out
}

// harness runs scripts against a fake server through a host (package
// tis), as tsrun does: the pre-flight check, the gate, the report.
type harness struct {
	t       testing.TB
	src     *fakeGitHub
	store   store.Store
	host    *tis.Host
	session string
	// sess is the session scripts run in (files persist from one script
	// to the next, as in a tsrun --session).
	sess *tis.Session
}

// harnessOptions change a harness from its defaults: the default rules,
// an in-memory store, session "s1".
type harnessOptions struct {
	rules      string // more rules, in the rules format
	noDefaults bool   // without the default rules
	hooks      *hooks.Hooks
	storePath  string // "": in memory
	ask        gate.AskFunc
}

func newHarness(t testing.TB, o *harnessOptions) *harness {
	t.Helper()
	if o == nil {
		o = &harnessOptions{}
	}
	var st *store.SQLite
	var err error
	if o.storePath != "" {
		st, err = store.Open(o.storePath)
	} else {
		st, err = store.OpenMemory()
	}
	if err != nil {
		t.Fatalf("opening the store: %v", err)
	}
	t.Cleanup(func() { st.Close() })
	cfg := &config.Config{NoDefaultRules: o.noDefaults}
	if o.rules != "" {
		path := filepath.Join(t.TempDir(), "test.rules")
		if err := os.WriteFile(path, []byte(o.rules), 0o644); err != nil {
			t.Fatal(err)
		}
		cfg.Rules = []string{path}
	}
	src := &fakeGitHub{}
	h, err := tis.New(context.Background(), &tis.Options{Config: cfg, Sources: []catalog.Source{src}, Store: st,
		Hooks: o.hooks, Ask: o.ask})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	sess, err := h.Session(context.Background(), "s1")
	if err != nil {
		t.Fatal(err)
	}
	return &harness{t: t, src: src, store: st, host: h, session: "s1", sess: sess}
}

// tempStore is a store file in a test's temporary directory.
func tempStore(t testing.TB) string { return filepath.Join(t.TempDir(), "store.db") }

// run runs a script in the harness's session; see runIn.
func (h *harness) run(script string) (*tis.Result, *gate.Report, *gate.Check) {
	h.t.Helper()
	return h.runIn(h.sess, script)
}

// runIn runs a script in a given session; see try.
func (h *harness) runIn(sess *tis.Session, script string) (*tis.Result, *gate.Report, *gate.Check) {
	h.t.Helper()
	res, rep, chk, err := h.try(sess, script)
	if err != nil {
		h.t.Fatalf("%v\nscript:\n%s", err, script)
	}
	return res, rep, chk
}

// sameSessionElsewhere is session s1 of another host over the same store
// and server: another tsrun process, say, racing this one.
func (h *harness) sameSessionElsewhere() *tis.Session {
	h.t.Helper()
	other, err := tis.New(context.Background(), &tis.Options{Config: h.host.Config(), Sources: []catalog.Source{h.src}, Store: h.store})
	if err != nil {
		h.t.Fatal(err)
	}
	h.t.Cleanup(func() { other.Close() })
	s, err := other.Session(context.Background(), h.session)
	if err != nil {
		h.t.Fatal(err)
	}
	return s
}

// newSession is another session of the harness's host.
func (h *harness) newSession(id string) *tis.Session {
	h.t.Helper()
	s, err := h.host.Session(context.Background(), id)
	if err != nil {
		h.t.Fatal(err)
	}
	return s
}

// try runs a script as tsrun does, after looking at it as tscheck does
// (chk); res is nil when the script did not start. The report is never
// nil; its Tools part is what tsrun would print when the script stopped
// or failed. try is safe to call from several goroutines.
func (h *harness) try(sess *tis.Session, script string) (*tis.Result, *gate.Report, *gate.Check, error) {
	ctx := context.Background()
	chk, err := sess.Check(ctx, "script.sh", script)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("check: %w", err)
	}
	res, err := sess.Run(ctx, script, nil)
	if err != nil {
		return nil, nil, nil, err
	}
	if res.Report.Tools.Stopped != nil && res.Report.Tools.Stopped.BeforeStart {
		return nil, res.Report, chk, nil
	}
	return res, res.Report, chk, nil
}

// answer answers the approval request id.
func (h *harness) answer(id string, kind store.AnswerKind) {
	h.t.Helper()
	if id == "" {
		h.t.Fatal("answer: no request id")
	}
	if err := h.store.Answer(context.Background(), id, store.Answer{Kind: kind, By: "test"}); err != nil {
		h.t.Fatalf("answering %s %s: %v", id, kind, err)
	}
}

// requestID is the approval request a stopped script raised.
func requestID(t testing.TB, rep *gate.Report) string {
	t.Helper()
	if rep == nil || rep.Tools.Stopped == nil || rep.Tools.Stopped.RequestID == "" {
		t.Fatalf("no approval request in the report: %s", jsonOf(rep))
	}
	return rep.Tools.Stopped.RequestID
}

// errorLines are the error codes of the JSON error lines of stderr.
func errorCodes(stderr string) []string {
	var codes []string
	for _, line := range strings.Split(stderr, "\n") {
		var e struct {
			Error struct {
				Code string `json:"code"`
			} `json:"error"`
		}
		if json.Unmarshal([]byte(line), &e) == nil && e.Error.Code != "" {
			codes = append(codes, e.Error.Code)
		}
	}
	return codes
}

func jsonOf(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

func has(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
