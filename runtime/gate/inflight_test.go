package gate_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"sync"
	"testing"
	"testing/synctest"

	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/hooks"
	"github.com/toolsinshell/tis/policy"
	"github.com/toolsinshell/tis/runtime/gate"
	"github.com/toolsinshell/tis/store"
	"github.com/toolsinshell/tis/toolerr"
)

// memAudit is an audit log in memory.
type memAudit struct {
	mu      sync.Mutex
	entries []store.AuditEntry
}

func (a *memAudit) Audit(_ context.Context, e store.AuditEntry) error {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.entries = append(a.entries, e)
	return nil
}

func (a *memAudit) AuditLog(context.Context, store.AuditFilter) ([]store.AuditEntry, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	return append([]store.AuditEntry(nil), a.entries...), nil
}

// outcomes returns the outcome entries (not the started ones), in order.
func (a *memAudit) outcomes() []string {
	a.mu.Lock()
	defer a.mu.Unlock()
	var out []string
	for _, e := range a.entries {
		if e.Outcome != store.OutcomeStarted {
			out = append(out, string(e.Outcome)+":"+e.ErrorCode)
		}
	}
	return out
}

// behaving is a source whose tools, "act" (changing), "look" (read-only)
// and "change" (no hints: it asks), do what its behaviour says with the
// script's stop.
type behaving struct {
	act func(ctx context.Context) (*catalog.Result, error)
}

func (*behaving) Info() catalog.SourceInfo {
	return catalog.SourceInfo{Name: "srv", Grouped: true}
}

func (*behaving) Tools(context.Context) ([]*catalog.Tool, error) {
	return []*catalog.Tool{{Name: "act", InputSchema: json.RawMessage(`{"type":"object"}`),
		Annotations: catalog.Annotations{Destructive: ptr(false)}},
		{Name: "look", InputSchema: json.RawMessage(`{"type":"object"}`), Annotations: catalog.Annotations{ReadOnly: ptr(true)}},
		{Name: "change", InputSchema: json.RawMessage(`{"type":"object"}`)}}, nil
}

func (b *behaving) Call(ctx context.Context, _ string, _ map[string]any) (*catalog.Result, error) {
	return b.act(ctx)
}

// redact is a post-tool hook that replaces every result.
type redact struct{}

func (redact) PostToolUse(context.Context, *hooks.HookEvent, *catalog.Result) (*hooks.PostResult, error) {
	return &hooks.PostResult{Result: &catalog.Result{Structured: map[string]any{"redacted": true}}}, nil
}

func answered() (*catalog.Result, error) {
	return &catalog.Result{Structured: map[string]any{"id": 1.0}}, nil
}

// TestSentCalls: a call is in the report from the moment it is sent; at
// the end it has its answer, or outcome unknown and retryable false when
// none came (the stop came first and the grace passed, a timeout, the
// server gone), and the audit log says the same. A call that was not
// sent is not done. The stop is the script's context ending while the
// call is out; the grace runs on synctest's clock.
func TestSentCalls(t *testing.T) {
	tests := []struct {
		name string
		// stopAt: the script is stopped once the call is at the source.
		stopAt bool
		act    func(ctx context.Context) (*catalog.Result, error)
		// wantDone: "ok", "unknown", or "" (not in done).
		wantDone  string
		wantAudit string
		// wantErr is the code the script sees ("" for none).
		wantErr string
		// hooks are the post-tool hooks; wantResult the result done shows.
		hooks      *hooks.Hooks
		wantResult string
		// readOnly calls "look" instead of "act".
		readOnly bool
	}{
		{"answered", false, func(context.Context) (*catalog.Result, error) { return answered() },
			"ok", "ok:", "", nil, "", false},
		{"answered in the grace", true, func(ctx context.Context) (*catalog.Result, error) {
			<-catalog.Stop(ctx).Done()
			if ctx.Err() != nil {
				return nil, ctx.Err() // the stop cut the wait for the answer
			}
			return answered()
		}, "ok", "ok:", "", nil, "", false},
		{"never answered", true, func(ctx context.Context) (*catalog.Result, error) {
			<-ctx.Done()
			return nil, ctx.Err()
		}, "unknown", "unknown:unavailable", toolerr.CodeUnavailable, nil, "", false},
		{"not sent: stopped first", true, func(ctx context.Context) (*catalog.Result, error) {
			<-catalog.Stop(ctx).Done()
			return nil, fmt.Errorf("srv: %w", catalog.ErrNotSent)
		}, "", "not_made:stopped", toolerr.CodeStopped, nil, "", false},
		{"own timeout", false, func(context.Context) (*catalog.Result, error) {
			return nil, toolerr.NoAnswer("srv did not answer in time")
		}, "unknown", "unknown:unavailable", toolerr.CodeUnavailable, nil, "", false},
		{"deadline of its own", false, func(context.Context) (*catalog.Result, error) {
			return nil, context.DeadlineExceeded
		}, "unknown", "unknown:unavailable", toolerr.CodeUnavailable, nil, "", false},
		{"server gone", false, func(context.Context) (*catalog.Result, error) {
			return nil, toolerr.NoAnswer(`MCP server "srv" closed the connection during tools/call "act"`)
		}, "unknown", "unknown:unavailable", toolerr.CodeUnavailable, nil, "", false},
		{"a tool error is an answer", true, func(ctx context.Context) (*catalog.Result, error) {
			<-catalog.Stop(ctx).Done()
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
			return nil, toolerr.Tool("no such thing")
		}, "error", "error:tool_error", toolerr.CodeToolError, nil, "", false},
		{"an answer in the grace is checked by the hooks", true, func(ctx context.Context) (*catalog.Result, error) {
			<-catalog.Stop(ctx).Done()
			return answered()
		}, "ok", "ok:", "", &hooks.Hooks{Post: []hooks.PostHook{redact{}}}, `{"redacted":true}`, false},
		{"read-only, own timeout: retryable", false, func(context.Context) (*catalog.Result, error) {
			return nil, toolerr.NoAnswer("srv did not answer in time")
		}, "", "error:unavailable", toolerr.CodeUnavailable, nil, "", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			synctest.Test(t, func(t *testing.T) {
				audit := &memAudit{}
				atSource := make(chan struct{})
				src := &behaving{act: func(ctx context.Context) (*catalog.Result, error) {
					close(atSource)
					return tt.act(ctx)
				}}
				cat := catalog.New([]catalog.Source{src}, nil)
				name := "act"
				if tt.readOnly {
					name = "look"
				}
				e, _, err := cat.Resolve(t.Context(), []string{"srv", name})
				if err != nil || e == nil {
					t.Fatal(e, err)
				}
				cfg := &gate.Config{Decide: policy.Options{Default: policy.Allow}, Audit: audit, Hooks: tt.hooks}
				sc := gate.NewScript("r", "s")
				ctx, stop := context.WithCancel(t.Context())
				defer stop()
				go func() {
					<-atSource
					if tt.stopAt {
						stop()
					}
				}()
				_, callErr := cfg.Handler(sc)(ctx, &gate.Call{Entry: e, Input: map[string]any{}, ReadOnly: tt.readOnly})
				sc.Settle(t.Context())
				rep, _ := sc.Report(1, "")
				code := ""
				if callErr != nil {
					var coded toolerr.Coded
					if errors.As(callErr, &coded) {
						code = coded.Code()
						if code == toolerr.CodeUnavailable && coded.Retryable() != tt.readOnly {
							t.Errorf("retryable %v for a call sent without an answer (read-only: %v): %v", coded.Retryable(), tt.readOnly, callErr)
						}
					}
				}
				if code != tt.wantErr {
					t.Errorf("error %v (code %q), want code %q", callErr, code, tt.wantErr)
				}
				got := ""
				if len(rep.Tools.Done) > 1 {
					t.Fatalf("done = %s", jsonOf(rep.Tools.Done))
				}
				if len(rep.Tools.Done) == 1 {
					d := rep.Tools.Done[0]
					switch {
					case d.Outcome == gate.OutcomeUnknown:
						got = "unknown"
						if d.Retryable == nil || *d.Retryable || d.OK {
							t.Errorf("unknown call %s: want retryable false, ok false", jsonOf(d))
						}
					case d.OK:
						got = "ok"
					default:
						got = "error"
					}
				}
				if got != tt.wantDone {
					t.Errorf("done = %s, want %q", jsonOf(rep.Tools.Done), tt.wantDone)
				}
				if tt.wantResult != "" && (len(rep.Tools.Done) != 1 || jsonOf(rep.Tools.Done[0].Result) != tt.wantResult) {
					t.Errorf("done = %s, want the result %s", jsonOf(rep.Tools.Done), tt.wantResult)
				}
				if a := audit.outcomes(); len(a) != 1 || a[0] != tt.wantAudit {
					t.Errorf("audit outcomes %v, want [%s]", a, tt.wantAudit)
				}
			})
		})
	}
}

// TestInFlightReported: a call sent whose answer has not come is in the
// report as unknown; once the answer comes, the next report has it.
func TestInFlightReported(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		release, atSource := make(chan struct{}), make(chan struct{})
		src := &behaving{act: func(context.Context) (*catalog.Result, error) {
			close(atSource)
			<-release
			return answered()
		}}
		cat := catalog.New([]catalog.Source{src}, nil)
		e, _, _ := cat.Resolve(t.Context(), []string{"srv", "act"})
		cfg := &gate.Config{Decide: policy.Options{Default: policy.Allow}}
		sc := gate.NewScript("r", "s")
		done := make(chan struct{})
		go func() {
			defer close(done)
			_, _ = cfg.Handler(sc)(t.Context(), &gate.Call{Entry: e, Input: map[string]any{}})
		}()
		<-atSource
		if calls := sc.Calls(); len(calls) != 1 || !calls[0].InFlight {
			t.Fatalf("calls while out: %+v", calls)
		}
		rep, _ := sc.Report(0, "")
		if len(rep.Tools.Done) != 1 || rep.Tools.Done[0].Outcome != gate.OutcomeUnknown {
			t.Fatalf("report while out: %s", jsonOf(rep.Tools.Done))
		}
		close(release)
		<-done
		sc.Settle(t.Context())
		if rep, _ := sc.Report(0, ""); len(rep.Tools.Done) != 1 || !rep.Tools.Done[0].OK || rep.Tools.Done[0].Outcome != "" {
			t.Fatalf("report after the answer: %s", jsonOf(rep.Tools.Done))
		}
	})
}

// TestNotSentGivesOnceBack: a call a once answer allowed that its source
// did not send after all (the script was stopped first) gives the answer
// back: it is not done, and the next such call may use it.
func TestNotSentGivesOnceBack(t *testing.T) {
	st, err := store.Open(filepath.Join(t.TempDir(), "store.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	ctx := t.Context()
	sent := 0
	src := &behaving{act: func(context.Context) (*catalog.Result, error) {
		if sent == 0 {
			sent++
			return nil, fmt.Errorf("srv: %w", catalog.ErrNotSent)
		}
		return answered()
	}}
	cat := catalog.New([]catalog.Source{src}, nil)
	e, _, _ := cat.Resolve(ctx, []string{"srv", "change"})
	id, err := st.Request(ctx, store.ApprovalRequest{Session: "s", Tool: e.Command, Canonical: e.Canonical, Input: "{}"})
	if err != nil {
		t.Fatal(err)
	}
	if err := st.Answer(ctx, id, store.Answer{Kind: store.Once, By: "test"}); err != nil {
		t.Fatal(err)
	}
	cfg := &gate.Config{Decide: policy.Options{Default: policy.Ask}, Approvals: st, Audit: st}
	for i, want := range []string{toolerr.CodeStopped, ""} {
		sc := gate.NewScript(fmt.Sprint("r", i), "s")
		_, err := cfg.Handler(sc)(ctx, &gate.Call{Entry: e, Input: map[string]any{}})
		code := ""
		var coded toolerr.Coded
		if errors.As(err, &coded) {
			code = coded.Code()
		}
		rep, _ := sc.Report(1, "")
		if code != want || len(rep.Tools.Done) != i {
			t.Fatalf("call %d: error %v, done %s; want code %q and %d done", i+1, err, jsonOf(rep.Tools.Done), want, i)
		}
	}
}
