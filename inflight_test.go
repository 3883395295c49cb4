package tis_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/toolsinshell/tis"
	tisruntime "github.com/toolsinshell/tis/runtime"
	"github.com/toolsinshell/tis/runtime/gate"
	"github.com/toolsinshell/tis/store"
)

// inflightServerEnv makes this test binary the MCP server of the
// in-flight tests (see serveInflight) instead of running tests.
const inflightServerEnv = "TIS_TEST_INFLIGHT_SERVER"

// serveInflight serves, over stdio, a small MCP server that answers
// slowly or never:
//
//	create n     a changing call, held until release, then answered
//	             100 ms later with {"n": n}
//	await n      (read-only) answers once n creates have come
//	release      (read-only) lets the held creates answer
//	count        (read-only) how many creates came
//	hang         a changing call that is never answered
//	crash        a changing call that ends the server without an answer
//	delete       a destructive call (it needs approval)
func serveInflight() int {
	var (
		mu       sync.Mutex
		received int
		arrived  = make(chan struct{}) // closed and replaced at each create
		release  = make(chan struct{})
		once     sync.Once
	)
	s := mcp.NewServer(&mcp.Implementation{Name: "inflight", Version: "1"}, nil)
	obj := json.RawMessage(`{"type":"object","properties":{"n":{"type":"integer"},"name":{"type":"string"}}}`)
	no, yes := false, true
	result := func(v any) *mcp.CallToolResult {
		b, _ := json.Marshal(v)
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}, StructuredContent: v}
	}
	var in struct{ N int }
	parse := func(req *mcp.CallToolRequest) int {
		v := in
		_ = json.Unmarshal(req.Params.Arguments, &v)
		return v.N
	}
	changing := &mcp.ToolAnnotations{DestructiveHint: &no}
	readOnly := &mcp.ToolAnnotations{ReadOnlyHint: true}
	s.AddTool(&mcp.Tool{Name: "create", InputSchema: obj, Annotations: changing},
		func(_ context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			n := parse(req)
			mu.Lock()
			received++
			close(arrived)
			arrived = make(chan struct{})
			mu.Unlock()
			<-release // done whatever the client says meanwhile
			<-time.After(100 * time.Millisecond)
			return result(map[string]any{"n": n}), nil
		})
	s.AddTool(&mcp.Tool{Name: "await", InputSchema: obj, Annotations: readOnly},
		func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			n := parse(req)
			for {
				mu.Lock()
				got, ch := received, arrived
				mu.Unlock()
				if got >= n {
					return result(map[string]any{"received": got}), nil
				}
				select {
				case <-ch:
				case <-ctx.Done():
					return nil, ctx.Err()
				}
			}
		})
	s.AddTool(&mcp.Tool{Name: "release", InputSchema: obj, Annotations: readOnly},
		func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			once.Do(func() { close(release) })
			return result(map[string]any{"released": true}), nil
		})
	s.AddTool(&mcp.Tool{Name: "count", InputSchema: obj, Annotations: readOnly},
		func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			mu.Lock()
			defer mu.Unlock()
			return result(map[string]any{"received": received}), nil
		})
	s.AddTool(&mcp.Tool{Name: "hang", InputSchema: obj, Annotations: changing},
		func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			select {} // never answers, whatever the client says
		})
	s.AddTool(&mcp.Tool{Name: "crash", InputSchema: obj, Annotations: changing},
		func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			os.Exit(3)
			return nil, nil
		})
	s.AddTool(&mcp.Tool{Name: "delete", InputSchema: obj, Annotations: &mcp.ToolAnnotations{DestructiveHint: &yes}},
		func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return result(map[string]any{"deleted": true}), nil
		})
	if err := s.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		fmt.Fprintln(os.Stderr, "serve:", err)
	}
	return 0
}

// inflightSession is a session of a host whose server t is serveInflight
// (and u the same, with a 3 s timeout), in this process or in workers;
// the servers named in warm are started before it returns.
func inflightSession(t *testing.T, worker bool, timeout time.Duration, warm ...string) *session {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	srv := func(extra string) string {
		return fmt.Sprintf(`{"command": %q, "env": {%q: "1"}%s}`, exe, inflightServerEnv, extra)
	}
	path := filepath.Join(t.TempDir(), "config.json")
	writeConfig(t, path, `{"mcpServers": {"t": `+srv("")+`, "u": `+srv(`, "timeout": "3s"`)+`}}`)
	opts := &tis.Options{ConfigPath: path, StateDir: t.TempDir(),
		Limits: tis.Limits{Limits: tisruntime.Limits{Timeout: timeout}}}
	if worker {
		opts.Worker = &tis.Worker{}
	}
	s := newSession(t, opts)
	// The servers are started before the script under test: its calls
	// are sent at once.
	for _, name := range warm {
		if res := s.run("tools " + name + " count >/dev/null"); res.ExitCode != 0 {
			t.Fatalf("warming up %s: exit %d, %q", name, res.ExitCode, res.Stderr)
		}
	}
	return s
}

// auditOf returns "tool:outcome" for each outcome entry of the script's
// calls of tools (not the started ones), in order.
func auditOf(t *testing.T, s *session, tool string) []string {
	t.Helper()
	entries, err := s.h.Store().AuditLog(context.Background(), store.AuditFilter{})
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		if e.Outcome != store.OutcomeStarted && strings.HasSuffix(e.Tool, " "+tool) {
			out = append(out, string(e.Outcome))
		}
	}
	return out
}

var modes = []struct {
	name   string
	worker bool
}{{"in-process", false}, {"worker", true}}

// TestBackgroundCallsInFlight: background calls the server has when a
// later call stops the script (needs approval) are all in done, with
// their results, which came after the stop: the stop waited for them.
// The audit log says the same.
func TestBackgroundCallsInFlight(t *testing.T) {
	for _, m := range modes {
		t.Run(m.name, func(t *testing.T) {
			s := inflightSession(t, m.worker, 30*time.Second, "t")
			res := s.run(`for i in 1 2 3 4 5; do tools t create n=$i >/dev/null & done
tools t await n=5 >/dev/null
tools t release >/dev/null
x=main; tools t delete name=$x
echo not reached`)
			rep := res.Report
			if res.ExitCode != 1 || rep.Tools.Stopped == nil || rep.Tools.Stopped.Reason != "needs_approval" ||
				strings.Contains(res.Stdout, "not reached") {
				t.Fatalf("exit %d, stdout %q, stderr %q, report %s", res.ExitCode, res.Stdout, res.Stderr, reportJSON(rep))
			}
			var ns []string
			for _, d := range rep.Tools.Done {
				r, _ := d.Result.(map[string]any)
				if d.Tool != "tools t create" || !d.OK || d.Outcome != "" || r == nil || fmt.Sprint(r["n"]) != fmt.Sprint(d.Input["n"]) {
					t.Errorf("done: %s", reportJSON(d))
				}
				ns = append(ns, fmt.Sprint(d.Input["n"]))
			}
			slices.Sort(ns)
			if !slices.Equal(ns, []string{"1", "2", "3", "4", "5"}) {
				t.Errorf("done lists creates %v, want 1 to 5: %s", ns, reportJSON(rep))
			}
			if got := s.run("tools t count"); strings.TrimSpace(got.Stdout) != `{"received":5}` {
				t.Errorf("the server received %q", got.Stdout)
			}
			if a := auditOf(t, s, "create"); len(a) != 5 || slices.ContainsFunc(a, func(o string) bool { return o != "ok" }) {
				t.Errorf("audit outcomes of the creates: %v, want 5 ok", a)
			}
		})
	}
}

// TestCallCutByTimeLimit: a changing call the time limit cut (sent, never
// answered) stops the script with the time limit (124, limits_hit time,
// stopped time_limit) and is in done with outcome unknown, retryable
// false; the audit log has it as unknown.
func TestCallCutByTimeLimit(t *testing.T) {
	for _, m := range modes {
		t.Run(m.name, func(t *testing.T) {
			s := inflightSession(t, m.worker, 3*time.Second, "t")
			res := s.run("tools t hang; echo not reached")
			rep := res.Report
			if res.ExitCode != tisruntime.StatusTime || !slices.Contains(res.LimitsHit, tisruntime.LimitTime) ||
				rep.Tools.Stopped == nil || rep.Tools.Stopped.Reason != "time_limit" || strings.Contains(res.Stdout, "not reached") {
				t.Fatalf("exit %d, limits %v, stdout %q, stderr %q, report %s", res.ExitCode, res.LimitsHit, res.Stdout, res.Stderr, reportJSON(rep))
			}
			wantUnknown(t, rep, "tools t hang")
			if strings.Contains(res.Stderr, `"retryable":true`) {
				t.Errorf("stderr %q", res.Stderr)
			}
			if a := auditOf(t, s, "hang"); !slices.Equal(a, []string{"unknown"}) {
				t.Errorf("audit outcomes %v, want [unknown]", a)
			}
		})
	}
}

// TestCallWithoutAnswer: a changing call sent that got no answer for
// another reason (the server's own timeout, the server gone mid-call)
// fails as unavailable, not retryable; the script goes on; done has it
// as unknown and so has the audit log.
func TestCallWithoutAnswer(t *testing.T) {
	for _, m := range modes {
		for _, tc := range []struct{ name, server, tool string }{
			{"server timeout", "u", "hang"},
			{"server gone", "t", "crash"},
		} {
			t.Run(m.name+"/"+tc.name, func(t *testing.T) {
				s := inflightSession(t, m.worker, time.Minute, tc.server)
				call := "tools " + tc.server + " " + tc.tool
				res := s.run(call + "; echo status=$?; false")
				if !strings.Contains(res.Stdout, "status=1") || !strings.Contains(res.Stderr, `"code":"unavailable"`) ||
					!strings.Contains(res.Stderr, `"retryable":false`) {
					t.Fatalf("stdout %q, stderr %q", res.Stdout, res.Stderr)
				}
				if !res.Reported {
					t.Fatalf("no report after a changing call and exit %d", res.ExitCode)
				}
				wantUnknown(t, res.Report, call)
				if a := auditOf(t, s, tc.tool); !slices.Equal(a, []string{"unknown"}) {
					t.Errorf("audit outcomes %v, want [unknown]", a)
				}
			})
		}
	}
}

// wantUnknown checks that done is one call of tool with outcome unknown,
// retryable false.
func wantUnknown(t *testing.T, rep *tis.Report, tool string) {
	t.Helper()
	if len(rep.Tools.Done) != 1 {
		t.Fatalf("done = %s, want the one call", reportJSON(rep.Tools.Done))
	}
	d := rep.Tools.Done[0]
	if d.Tool != tool || d.OK || d.Outcome != gate.OutcomeUnknown || d.Retryable == nil || *d.Retryable {
		t.Errorf("done = %s, want %s with outcome unknown, retryable false", reportJSON(d), tool)
	}
	b, _ := json.Marshal(d)
	if !strings.Contains(string(b), `"outcome":"unknown","retryable":false`) {
		t.Errorf("as JSON: %s", b)
	}
}

func reportJSON(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}
