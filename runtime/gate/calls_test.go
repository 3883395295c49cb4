package gate_test

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/hooks"
	"github.com/toolsinshell/tis/policy"
	"github.com/toolsinshell/tis/store"
	"github.com/toolsinshell/tis/toolerr"
)

// TestAlwaysAnswer: an always answer allows every call of the tool for
// the rest of the session, whatever its input; another session still
// asks.
func TestAlwaysAnswer(t *testing.T) {
	h := newHarness(t, nil)
	_, rep, _ := h.run("tools github delete-branch repo=a/b branch=x\n")
	h.answer(requestID(t, rep), store.Always)

	res, rep, chk := h.run("tools github delete-branch repo=a/b branch=x\n" +
		"tools github delete-branch repo=a/b branch=y\n" +
		"b=z\ntools github delete-branch repo=c/d branch=$b >/dev/null\necho AFTER\n")
	if res == nil || !chk.Start {
		t.Fatalf("the script did not start: %s", jsonOf(rep))
	}
	if res.ExitCode != 0 || rep.Tools.Stopped != nil || !strings.HasSuffix(res.Stdout, "AFTER\n") {
		t.Fatalf("exit %d, stdout %q, stderr %q, report %s", res.ExitCode, res.Stdout, res.Stderr, jsonOf(rep))
	}
	var branches []string
	for _, c := range h.src.CallsOf("delete_branch") {
		branches = append(branches, c.Input["branch"].(string))
	}
	if strings.Join(branches, ",") != "x,y,z" {
		t.Errorf("the server deleted %v, want x, y, z", branches)
	}
	if len(rep.Tools.Done) != 3 {
		t.Errorf("done = %s, want the three calls", jsonOf(rep.Tools.Done))
	}

	// The answer belongs to session s1.
	if _, rep, _ := h.runIn(h.newSession("s2"), "tools github delete-branch repo=a/b branch=x\n"); rep.Tools.Stopped == nil ||
		rep.Tools.Stopped.Reason != toolerr.CodeNeedsApproval {
		t.Errorf("session s2 used s1's always answer: %s", jsonOf(rep))
	}
	if n := len(h.src.CallsOf("delete_branch")); n != 3 {
		t.Errorf("%d delete_branch calls, want 3", n)
	}
}

// TestOnceAnswer: the unchanged script runs after a once answer, which it
// uses up; the same input written another way (key order, JSON or pairs)
// is the same call.
func TestOnceAnswer(t *testing.T) {
	h := newHarness(t, nil)
	script := "tools github delete-branch repo=a/b branch=x\necho AFTER\n"
	_, rep, _ := h.run(script)
	id := requestID(t, rep)
	if rep.Tools.Stopped.Call.Input["branch"] != "x" || len(rep.Tools.Done) != 0 {
		t.Errorf("report = %s", jsonOf(rep))
	}
	// Asking again for the same call raises no second request.
	if _, rep, _ := h.run(script); requestID(t, rep) != id {
		t.Errorf("a second run raised request %s, want the pending %s", requestID(t, rep), id)
	}
	h.answer(id, store.Once)

	res, rep, _ := h.run(`tools github delete-branch '{"branch":"x","repo":"a/b"}'` + "\necho AFTER\n")
	if res == nil || res.Stdout != "{\"deleted\":\"x\"}\nAFTER\n" || rep.Tools.Stopped != nil {
		t.Fatalf("after a once answer: %s", jsonOf(rep))
	}
	if _, rep, _ := h.run(script); rep.Tools.Stopped == nil || !rep.Tools.Stopped.BeforeStart {
		t.Errorf("the once answer was used twice: %s", jsonOf(rep))
	}
	if n := len(h.src.CallsOf("delete_branch")); n != 1 {
		t.Errorf("%d delete_branch calls, want 1", n)
	}
}

// TestDenyAnswer: a call a person denied fails with denied (exit 1) and
// the script goes on; written out in full, it keeps the script from
// starting.
func TestDenyAnswer(t *testing.T) {
	h := newHarness(t, nil)
	_, rep, _ := h.run("tools github delete-branch repo=a/b branch=x\n")
	h.answer(requestID(t, rep), store.Deny)

	res, rep, _ := h.run("b=x\ntools github delete-branch repo=a/b branch=$b\necho \"status $?\"\n" +
		"tools github create-issue repo=a/b title=after\n")
	if res == nil {
		t.Fatalf("the script did not start: %s", jsonOf(rep))
	}
	if !has(errorCodes(res.Stderr), toolerr.CodeDenied) || !strings.Contains(res.Stdout, "status 1\n") {
		t.Errorf("stdout %q, stderr %q: want a denied error and status 1", res.Stdout, res.Stderr)
	}
	if rep.Tools.Stopped != nil || res.ExitCode != 0 {
		t.Errorf("a denied call stopped the script: exit %d, %s", res.ExitCode, jsonOf(rep))
	}
	if len(h.src.CallsOf("delete_branch")) != 0 || len(h.src.CallsOf("create_issue")) != 1 {
		t.Errorf("server calls %v, want only create_issue", h.src.Calls())
	}
	if len(rep.Tools.Done) != 1 || rep.Tools.Done[0].Tool != "tools github create-issue" {
		t.Errorf("done = %s, want only create-issue (a refused call is not done)", jsonOf(rep.Tools.Done))
	}

	_, rep, chk := h.run("tools github list-pulls repo=a/b\ntools github delete-branch repo=a/b branch=x\n")
	if chk.Start || rep.Tools.Stopped == nil || rep.Tools.Stopped.Reason != toolerr.CodeDenied || !rep.Tools.Stopped.BeforeStart {
		t.Errorf("literal denied call: %s", jsonOf(rep))
	}
	if len(h.src.CallsOf("list_pulls")) != 0 {
		t.Errorf("a script that did not start made calls: %v", h.src.Calls())
	}
}

const denyProdRules = `
rule: no-prod-issues
when: call.tool == "create_issue" && call.input.?repo.orValue("") == "prod/app"
action: deny
message: No issues in prod/app from scripts.
`

// TestDenyRule: a denying rule refuses the call at run time (denied,
// exit 1, the script goes on) and, for a call written out in full, keeps
// the script from starting (reason denied, no approval request).
func TestDenyRule(t *testing.T) {
	h := newHarness(t, &harnessOptions{rules: denyProdRules, noDefaults: true})

	res, rep, _ := h.run("r=prod/app\ntools github create-issue repo=$r title=t\necho \"status $?\"\n" +
		"tools github create-issue repo=a/b title=ok >/dev/null\n")
	if res == nil {
		t.Fatalf("the script did not start: %s", jsonOf(rep))
	}
	if !has(errorCodes(res.Stderr), toolerr.CodeDenied) || !strings.Contains(res.Stderr, "no-prod-issues") ||
		res.Stdout != "status 1\n" || res.ExitCode != 0 {
		t.Errorf("exit %d, stdout %q, stderr %q", res.ExitCode, res.Stdout, res.Stderr)
	}
	calls := h.src.CallsOf("create_issue")
	if len(calls) != 1 || calls[0].Input["repo"] != "a/b" {
		t.Errorf("create_issue calls %v, want only the a/b one", calls)
	}

	_, rep, chk := h.run("tools github list-pulls repo=a/b\ntools github create-issue repo=prod/app title=t\necho AFTER\n")
	st := rep.Tools.Stopped
	if chk.Start || st == nil || st.Reason != toolerr.CodeDenied || !st.BeforeStart || st.Line != 2 ||
		st.Approval != "" || st.RequestID != "" || len(rep.Tools.Done) != 0 {
		t.Errorf("literal denied call: %s", jsonOf(rep))
	}
	if len(h.src.CallsOf("list_pulls")) != 0 {
		t.Errorf("a script that did not start made calls: %v", h.src.Calls())
	}
	if reqs, _ := h.store.Pending(context.Background(), ""); len(reqs) != 0 {
		t.Errorf("a denied call raised approval requests: %+v", reqs)
	}
}

const allowAgentBranches = `
rule: allow-agent-branches
when: call.tool == "delete_branch" && call.input.?branch.orValue("").startsWith("agent/")
action: allow
message: The agent may delete its own branches.
`

// TestAllowRule: an allow rule lets a destructive tool run without
// asking; other inputs still ask, and a default rule that denies still
// wins over it.
func TestAllowRule(t *testing.T) {
	h := newHarness(t, &harnessOptions{rules: allowAgentBranches})
	res, rep, _ := h.run("tools github delete-branch repo=a/b branch=agent/x\n")
	if res == nil || res.ExitCode != 0 || len(h.src.CallsOf("delete_branch")) != 1 {
		t.Fatalf("allowed destructive call: %s", jsonOf(rep))
	}
	if len(rep.Tools.Done) != 1 || !rep.Tools.Done[0].OK {
		t.Errorf("done = %s", jsonOf(rep.Tools.Done))
	}
	if _, rep, _ := h.run("tools github delete-branch repo=a/b branch=x\n"); rep.Tools.Stopped == nil ||
		rep.Tools.Stopped.Reason != toolerr.CodeNeedsApproval {
		t.Errorf("a branch the rule does not cover: %s", jsonOf(rep))
	}
	// The default rule never-delete-default-branch denies main however
	// the branch is named, at run time too.
	res, rep, _ = h.run("b=main\ntools github delete-branch repo=a/b branch=$b\necho \"status $?\"\n")
	if res == nil || !strings.Contains(res.Stderr, "never-delete-default-branch") || res.Stdout != "status 1\n" {
		t.Errorf("deleting main: %s", jsonOf(rep))
	}
	if n := len(h.src.CallsOf("delete_branch")); n != 1 {
		t.Errorf("%d delete_branch calls, want 1", n)
	}
}

// preHook and postHook are Go hooks from functions.
type preHook func(ctx context.Context, ev *hooks.HookEvent) (*hooks.PreResult, error)

func (f preHook) PreToolUse(ctx context.Context, ev *hooks.HookEvent) (*hooks.PreResult, error) {
	return f(ctx, ev)
}

type postHook func(ctx context.Context, ev *hooks.HookEvent, r *catalog.Result) (*hooks.PostResult, error)

func (f postHook) PostToolUse(ctx context.Context, ev *hooks.HookEvent, r *catalog.Result) (*hooks.PostResult, error) {
	return f(ctx, ev, r)
}

// TestHooks: Go pre-tool hooks that rewrite the input or block, and
// post-tool hooks that change the result, block it, or fail.
func TestHooks(t *testing.T) {
	prefixTitle := preHook(func(_ context.Context, ev *hooks.HookEvent) (*hooks.PreResult, error) {
		if ev.Tool != "create_issue" {
			return nil, nil
		}
		in := map[string]any{}
		for k, v := range ev.Input {
			in[k] = v
		}
		in["title"] = "[bot] " + in["title"].(string)
		return &hooks.PreResult{UpdatedInput: in}, nil
	})
	toMain := preHook(func(_ context.Context, ev *hooks.HookEvent) (*hooks.PreResult, error) {
		return &hooks.PreResult{UpdatedInput: map[string]any{"repo": "a/b", "branch": "main"}}, nil
	})
	blockMessages := preHook(func(_ context.Context, ev *hooks.HookEvent) (*hooks.PreResult, error) {
		if ev.Tool == "send_message" {
			return &hooks.PreResult{Decision: policy.Deny, Reason: "no messages on Sundays"}, nil
		}
		return nil, nil
	})
	allowAll := preHook(func(context.Context, *hooks.HookEvent) (*hooks.PreResult, error) {
		return &hooks.PreResult{Decision: policy.Allow, Reason: "the hook says yes"}, nil
	})
	failing := preHook(func(context.Context, *hooks.HookEvent) (*hooks.PreResult, error) {
		return nil, errors.New("hook crashed")
	})
	changeResult := postHook(func(_ context.Context, ev *hooks.HookEvent, r *catalog.Result) (*hooks.PostResult, error) {
		return &hooks.PostResult{Result: &catalog.Result{Content: []catalog.Content{{Type: "text", Text: "changed by the hook"}}}}, nil
	})
	blockResult := postHook(func(context.Context, *hooks.HookEvent, *catalog.Result) (*hooks.PostResult, error) {
		return &hooks.PostResult{Block: true, Reason: "secret result"}, nil
	})

	for _, tc := range []struct {
		name   string
		hooks  *hooks.Hooks
		script string
		// what the server must have received, as tool:json lines
		calls  []string
		stdout string
		codes  []string // error codes on stderr
		stop   string   // the report's stop reason, "" for none
	}{
		{name: "pre-rewrite", hooks: &hooks.Hooks{Pre: []hooks.PreHook{prefixTitle}},
			script: "tools github create-issue repo=a/b title=flaky | jq -r .title",
			calls:  []string{`create_issue:{"repo":"a/b","title":"[bot] flaky"}`}, stdout: "[bot] flaky\n"},
		{name: "pre-rewrite-judged", hooks: &hooks.Hooks{Pre: []hooks.PreHook{toMain}},
			script: "b=feature\ntools github delete-branch repo=a/b branch=$b\necho \"status $?\"",
			stdout: "status 1\n", codes: []string{toolerr.CodeDenied}},
		{name: "pre-block", hooks: &hooks.Hooks{Pre: []hooks.PreHook{blockMessages}},
			script: "c=general\ntools github send-message channel=$c text=hi\necho \"status $?\"\ntools github list-pulls repo=a/b >/dev/null",
			calls:  []string{`list_pulls:{"repo":"a/b"}`}, stdout: "status 1\n", codes: []string{toolerr.CodeDenied}},
		{name: "pre-allow-lifts-annotation-ask", hooks: &hooks.Hooks{Pre: []hooks.PreHook{allowAll}},
			script: "b=x\ntools github delete-branch repo=a/b branch=$b",
			calls:  []string{`delete_branch:{"branch":"x","repo":"a/b"}`}, stdout: "{\"deleted\":\"x\"}\n"},
		{name: "pre-allow-keeps-rule-ask", hooks: &hooks.Hooks{Pre: []hooks.PreHook{allowAll}},
			script: "c=general\ntools github send-message channel=$c text=hi\necho AFTER",
			codes:  []string{toolerr.CodeNeedsApproval}, stop: toolerr.CodeNeedsApproval},
		{name: "pre-fails-closed", hooks: &hooks.Hooks{Pre: []hooks.PreHook{failing}},
			script: "tools github list-pulls repo=a/b\necho \"status $?\"",
			stdout: "status 1\n", codes: []string{toolerr.CodeDenied}},
		{name: "post-change", hooks: &hooks.Hooks{Post: []hooks.PostHook{changeResult}},
			script: "tools github list-pulls repo=a/b",
			calls:  []string{`list_pulls:{"repo":"a/b"}`}, stdout: "changed by the hook\n"},
		{name: "post-block", hooks: &hooks.Hooks{Post: []hooks.PostHook{blockResult}},
			script: "tools github list-pulls repo=a/b\necho \"status $?\"",
			calls:  []string{`list_pulls:{"repo":"a/b"}`}, stdout: "status 1\n", codes: []string{toolerr.CodeToolError}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, &harnessOptions{hooks: tc.hooks})
			res, rep, _ := h.run(tc.script + "\n")
			if res == nil {
				t.Fatalf("the script did not start: %s", jsonOf(rep))
			}
			var calls []string
			for _, c := range h.src.Calls() {
				calls = append(calls, c.Tool+":"+jsonOf(c.Input))
			}
			if strings.Join(calls, "\n") != strings.Join(tc.calls, "\n") {
				t.Errorf("server calls:\n%s\nwant:\n%s", strings.Join(calls, "\n"), strings.Join(tc.calls, "\n"))
			}
			if res.Stdout != tc.stdout {
				t.Errorf("stdout %q, want %q", res.Stdout, tc.stdout)
			}
			if codes := errorCodes(res.Stderr); strings.Join(codes, ",") != strings.Join(tc.codes, ",") {
				t.Errorf("error codes %v, want %v; stderr %q", codes, tc.codes, res.Stderr)
			}
			stop := ""
			if rep.Tools.Stopped != nil {
				stop = rep.Tools.Stopped.Reason
			}
			if stop != tc.stop {
				t.Errorf("stop %q, want %q: %s", stop, tc.stop, jsonOf(rep))
			}
		})
	}
}

// TestAuditLog: each call made has a started entry and a final one with
// the same number; a refused call has one not_made entry with its reason.
func TestAuditLog(t *testing.T) {
	h := newHarness(t, &harnessOptions{rules: denyProdRules})
	res, rep, _ := h.run("tools github create-issue repo=a/b title=t\n" +
		"tools github list-pulls repo=a/b\n" +
		"r=prod/app\ntools github create-issue repo=$r title=t\n" +
		"b=x\ntools github delete-branch repo=a/b branch=$b\n" +
		"tools github list-pulls repo=AFTER\n")
	if res == nil || rep.Tools.Stopped == nil {
		t.Fatalf("want a run-time stop: %s", jsonOf(rep))
	}
	entries, err := h.store.AuditLog(context.Background(), store.AuditFilter{Session: h.session})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range entries {
		if e.Script != entries[0].Script {
			t.Errorf("entries of two scripts: %+v", e)
		}
		s := e.Canonical + " #" + strconv.Itoa(e.Call) + " " + string(e.Verdict) + " " + e.Source + " " + string(e.Outcome)
		if e.ErrorCode != "" {
			s += " " + e.ErrorCode
		}
		if e.Approval != "" {
			s += " approval"
		}
		got = append(got, s)
	}
	want := []string{
		"mcp_github__create_issue #1 allow annotation started",
		"mcp_github__create_issue #1 allow annotation ok",
		"mcp_github__list_pulls #2 allow annotation ok",
		"mcp_github__create_issue #3 deny policy:no-prod-issues not_made denied",
		"mcp_github__delete_branch #4 ask annotation not_made needs_approval approval",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("audit log:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if len(entries) > 0 && (entries[0].Input != `{"repo":"a/b","title":"t"}` || entries[0].Line != 1 || entries[0].Tool != "tools github create-issue") {
		t.Errorf("first entry %+v", entries[0])
	}
}
