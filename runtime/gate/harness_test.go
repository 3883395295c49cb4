package gate_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/toolsinshell/tis/analyzer"
	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/policy"
	"github.com/toolsinshell/tis/runtime"
	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/gate"
	"github.com/toolsinshell/tis/runtime/toolcmd"
	"github.com/toolsinshell/tis/store"
	"github.com/toolsinshell/tis/toolerr"
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

// harness wires a fake server, an approval store, policy and hooks the
// way cmd/tsrun does.
type harness struct {
	t       testing.TB
	src     *fakeGitHub
	store   store.Store
	engine  *policy.Engine
	def     policy.Action
	hooks   *policy.Hooks
	session string
	// sess is the sandbox session scripts run in (files persist from
	// one script to the next, as in a tsrun --session).
	sess *runtime.Session
	// scripts numbers the script runs, for the audit log.
	mu      sync.Mutex
	scripts int
}

// harnessOptions change a harness from its defaults: the default rules,
// an in-memory store, session "s1".
type harnessOptions struct {
	engine    *policy.Engine // nil: policy.Default()
	hooks     *policy.Hooks
	storePath string // "": in memory
}

func newHarness(t testing.TB, o *harnessOptions) *harness {
	t.Helper()
	if o == nil {
		o = &harnessOptions{}
	}
	engine := o.engine
	if engine == nil {
		var err error
		if engine, err = policy.Default(); err != nil {
			t.Fatalf("policy.Default: %v", err)
		}
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
	return &harness{t: t, src: &fakeGitHub{}, store: st, engine: engine, hooks: o.hooks, session: "s1",
		sess: runtime.NewSession(nil)}
}

// tempStore is a store file in a test's temporary directory.
func tempStore(t testing.TB) string { return filepath.Join(t.TempDir(), "store.db") }

// gateOptions are the options of the gate of the next script.
func (h *harness) gateOptions() gate.Options {
	h.mu.Lock()
	h.scripts++
	n := h.scripts
	h.mu.Unlock()
	return gate.Options{Policy: h.engine, Default: h.def, Hooks: h.hooks, Store: h.store, Session: h.session,
		Script: "script-" + strconv.Itoa(n)}
}

// run runs a script in the harness's sandbox session; see runIn.
func (h *harness) run(script string) (*runtime.Result, *toolcmd.Report, *gate.Check) {
	h.t.Helper()
	return h.runIn(h.sess, script)
}

// runIn runs a script in a given sandbox session; see try.
func (h *harness) runIn(sess *runtime.Session, script string) (*runtime.Result, *toolcmd.Report, *gate.Check) {
	h.t.Helper()
	res, rep, chk, err := h.try(sess, script)
	if err != nil {
		h.t.Fatalf("%v\nscript:\n%s", err, script)
	}
	return res, rep, chk
}

// try does what tsrun does with a script: analyze it, judge its literal
// calls before start (raising approval requests), and either report that
// it did not start (res is nil then) or run it with the gated tools
// command and build the report. The report is never nil; its Tools part
// is what tsrun would print when the script stopped or failed. try is
// safe to call from several goroutines.
func (h *harness) try(sess *runtime.Session, script string) (*runtime.Result, *toolcmd.Report, *gate.Check, error) {
	ctx := context.Background()
	gopts := h.gateOptions()
	box := toolcmd.New(toolcmd.Options{Sources: toolcmd.Static(h.src), Gate: gate.New(gopts)})
	tools := box.ForScript(ctx)
	rep, err := analyzer.Analyze("script.sh", script)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("analyzer: %w", err)
	}
	chk, err := gate.Preflight(ctx, tools.Catalog(), rep, gopts, true)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("preflight: %w", err)
	}
	if !chk.Start {
		notReached := "the whole script: it did not start; run it again, unchanged, once the request is answered"
		if chk.Stopped.Reason == toolerr.CodeDenied {
			notReached = "the whole script: it did not start, because a call it makes is denied"
		}
		return nil, &toolcmd.Report{ExitCode: 1, Tools: toolcmd.ToolsReport{Done: []toolcmd.CallRecord{},
			Stopped: chk.Stopped, NotReached: notReached}}, chk, nil
	}
	res := sess.Run(ctx, script, &runtime.RunOptions{Commands: map[string]command.Func{"tools": tools.Run}})
	report, _ := tools.Report(res.ExitCode, limitStop(res))
	return res, report, chk, nil
}

// limitStop names the limit that stopped the script, as tsrun does.
func limitStop(res *runtime.Result) string {
	var le *runtime.LimitError
	if errors.As(res.Stopped, &le) {
		return le.Limit + "_limit"
	}
	return ""
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
func requestID(t testing.TB, rep *toolcmd.Report) string {
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
