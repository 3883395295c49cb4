//go:build unix

package hooks

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"golang.org/x/sys/unix"

	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/policy"
)

// script writes an executable bash script into dir and returns its path.
func script(t *testing.T, dir, name, body string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte("#!/bin/bash\n"+body), 0o755); err != nil {
		t.Fatal(err)
	}
	return p
}

func oneHook(t *testing.T, event, matcher, command string, timeout float64, dir string) *Hooks {
	t.Helper()
	g := []HookMatcher{{Matcher: matcher, Hooks: []HookCommand{{Type: "command", Command: command, Timeout: timeout}}}}
	cfg := HookConfig{}
	if event == "PreToolUse" {
		cfg.PreToolUse = g
	} else {
		cfg.PostToolUse = g
	}
	hs, err := NewCommandHooks(cfg, &CommandOptions{Dir: dir, Environ: os.Environ()})
	if err != nil {
		t.Fatal(err)
	}
	return hs
}

var ghCall = policy.Call{Server: "github", Tool: "delete_branch", Canonical: "mcp_github__delete_branch",
	Command: "tools github delete-branch", Input: map[string]any{"branch": "main"}, Session: "s1"}

func TestCommandPreHooks(t *testing.T) {
	tests := []struct {
		name     string
		matcher  string
		body     string
		decision policy.Action
		reason   string // substring
		input    map[string]any
		warning  string // substring
	}{
		{"exit 2 blocks with stderr", "mcp__github__.*", "cat >/dev/null\necho 'no deleting main' >&2\nexit 2\n", policy.Deny, "no deleting main", nil, ""},
		{"exit 0 silent", "", "cat >/dev/null\n", 0, "", nil, ""},
		{"plain text stdout ignored", "*", "echo hello\n", 0, "", nil, ""},
		{"exit 1 is non-blocking", "mcp__github__delete_branch", "echo oops >&2\nexit 1\n", 0, "", nil, "exit status 1: oops"},
		{"rewrite input", "mcp__github__delete_branch|other", `cat >/dev/null
echo '{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"allow","permissionDecisionReason":"rewritten","updatedInput":{"branch":"safe","n":2}}}'
`, policy.Allow, "rewritten", map[string]any{"branch": "safe", "n": 2.0}, ""},
		{"json deny", ".*", `echo '{"hookSpecificOutput":{"permissionDecision":"deny","permissionDecisionReason":"policy says no"}}'`, policy.Deny, "policy says no", nil, ""},
		{"json ask", ".*", `echo '{"hookSpecificOutput":{"permissionDecision":"ask"}}'`, policy.Ask, "", nil, ""},
		{"json defer", ".*", `echo '{"hookSpecificOutput":{"permissionDecision":"defer"}}'`, 0, "", nil, ""},
		{"legacy block", ".*", `echo '{"decision":"block","reason":"legacy"}'`, policy.Deny, "legacy", nil, ""},
		{"continue false", ".*", `echo '{"continue":false,"stopReason":"stop it"}'`, policy.Deny, "stop it", nil, ""},
		{"bad updatedInput denies", ".*", `echo '{"hookSpecificOutput":{"updatedInput":[1,2]}}'`, policy.Deny, "not a JSON object", nil, ""},
		{"bad json is a warning", ".*", `echo '{"hookSpecificOutput":'`, 0, "", nil, "not valid JSON"},
		{"bad decision is a warning", ".*", `echo '{"hookSpecificOutput":{"permissionDecision":"maybe"}}'`, 0, "", nil, "permissionDecision"},
		{"matcher does not match", "mcp__linear__.*", "exit 2\n", 0, "", nil, ""},
		{"exact matcher is whole name", "delete_branch", "exit 2\n", 0, "", nil, ""},
		{"command not found is non-blocking", ".*", "/nonexistent/hook\n", 0, "", nil, "exit status 127"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			hs := oneHook(t, "PreToolUse", tt.matcher, script(t, dir, "hook.sh", tt.body), 0, dir)
			o, err := hs.RunPre(context.Background(), ghCall)
			if err != nil {
				t.Fatal(err)
			}
			if o.Decision != tt.decision || !strings.Contains(o.Reason, tt.reason) {
				t.Fatalf("got %v %q, want %v %q", o.Decision, o.Reason, tt.decision, tt.reason)
			}
			if tt.input != nil {
				if !o.InputChanged || !jsonEqual(o.Input, tt.input) {
					t.Errorf("input %v (changed %v), want %v", o.Input, o.InputChanged, tt.input)
				}
			} else if o.InputChanged || !jsonEqual(o.Input, ghCall.Input) {
				t.Errorf("input changed to %v", o.Input)
			}
			w := strings.Join(o.Warnings, "\n")
			if (tt.warning == "") != (w == "") || !strings.Contains(w, tt.warning) {
				t.Errorf("warnings %q, want %q", w, tt.warning)
			}
		})
	}
}

func jsonEqual(a, b any) bool {
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return string(x) == string(y)
}

func TestCommandHookEvent(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("TIS_TEST_SECRET", "hunter2")
	body := "cat > \"$TIS_PROJECT_DIR/event.json\"\nenv > \"$CLAUDE_PROJECT_DIR/env.txt\"\npwd > \"$TIS_PROJECT_DIR/pwd.txt\"\n"
	hs := oneHook(t, "PreToolUse", "", script(t, dir, "hook.sh", body), 0, dir)
	if _, err := hs.RunPre(context.Background(), ghCall); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(dir, "event.json"))
	if err != nil {
		t.Fatal(err)
	}
	var ev map[string]any
	if err := json.Unmarshal(data, &ev); err != nil {
		t.Fatalf("%v: %s", err, data)
	}
	want := map[string]any{"session_id": "s1", "hook_event_name": "PreToolUse", "tool_name": "mcp__github__delete_branch", "cwd": dir}
	for k, v := range want {
		if ev[k] != v {
			t.Errorf("%s = %v, want %v", k, ev[k], v)
		}
	}
	if in, _ := ev["tool_input"].(map[string]any); in["branch"] != "main" {
		t.Errorf("tool_input %v", ev["tool_input"])
	}
	if tis, _ := ev["tis"].(map[string]any); tis["canonical"] != "mcp_github__delete_branch" || tis["command"] != "tools github delete-branch" {
		t.Errorf("tis %v", ev["tis"])
	}
	env, _ := os.ReadFile(filepath.Join(dir, "env.txt"))
	for _, w := range []string{"CLAUDE_PROJECT_DIR=" + dir, "TIS_HOOK_EVENT=PreToolUse", "TIS_SESSION_ID=s1", "TIS_TOOL_NAME=mcp__github__delete_branch", "PATH="} {
		if !strings.Contains(string(env), w) {
			t.Errorf("env lacks %s:\n%s", w, env)
		}
	}
	if strings.Contains(string(env), "hunter2") {
		t.Error("the host's secret reached the hook")
	}
	if pwd, _ := os.ReadFile(filepath.Join(dir, "pwd.txt")); strings.TrimSpace(string(pwd)) != dir {
		t.Errorf("pwd %q", pwd)
	}
}

// alive reports whether process pid has not exited; it waits for a
// process being killed to finish dying (pidfd, no sleeps).
func alive(t *testing.T, pid int) bool {
	fd, err := unix.PidfdOpen(pid, 0)
	if errors.Is(err, syscall.ESRCH) {
		return false
	}
	if err != nil {
		t.Skipf("pidfd_open: %v", err)
	}
	defer unix.Close(fd)
	fds := []unix.PollFd{{Fd: int32(fd), Events: unix.POLLIN}}
	n, err := unix.Poll(fds, 10_000)
	if err != nil {
		t.Skipf("poll: %v", err)
	}
	return n == 0
}

func TestCommandHookTimeout(t *testing.T) {
	dir := t.TempDir()
	body := "echo $$ > \"$TIS_PROJECT_DIR/pid\"\nsleep 30 &\necho $! > \"$TIS_PROJECT_DIR/child\"\nwait\necho '{\"hookSpecificOutput\":{\"permissionDecision\":\"allow\"}}'\n"
	hs := oneHook(t, "PreToolUse", "", script(t, dir, "hook.sh", body), 0.5, dir)
	o, err := hs.RunPre(context.Background(), ghCall)
	if err != nil {
		t.Fatal(err)
	}
	if o.Decision != policy.Deny || !strings.Contains(o.Reason, "timed out") {
		t.Fatalf("got %v %q", o.Decision, o.Reason)
	}
	for _, f := range []string{"pid", "child"} {
		data, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			t.Logf("%s: %v (the hook was stopped before it wrote it)", f, err)
			continue
		}
		pid, err := strconv.Atoi(strings.TrimSpace(string(data)))
		if err != nil {
			t.Fatal(err)
		}
		if alive(t, pid) {
			t.Errorf("%s process %d still runs", f, pid)
			_ = syscall.Kill(pid, syscall.SIGKILL)
		}
	}

	// The same hook after the call: the result is withheld.
	hs = oneHook(t, "PostToolUse", "", script(t, dir, "hook.sh", body), 0.5, dir)
	po, err := hs.RunPost(context.Background(), ghCall, &catalog.Result{Content: []catalog.Content{{Type: "text", Text: "secret"}}})
	if err != nil {
		t.Fatal(err)
	}
	if !po.Blocked || !strings.Contains(po.Reason, "timed out") {
		t.Fatalf("post: %+v", po)
	}
}

func TestCommandHookCancel(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "started")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip(err)
	}
	hs := oneHook(t, "PreToolUse", "", script(t, dir, "hook.sh", "echo go > \"$TIS_PROJECT_DIR/started\"\nexec sleep 30\n"), 0, dir)
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		if f, err := os.Open(fifo); err == nil {
			_, _ = f.Read(make([]byte, 8))
			f.Close()
		}
		cancel()
	}()
	if _, err := hs.RunPre(ctx, ghCall); !errors.Is(err, context.Canceled) {
		t.Fatalf("error %v, want context.Canceled", err)
	}
}

func TestCommandPostHooks(t *testing.T) {
	orig := &catalog.Result{Content: []catalog.Content{{Type: "text", Text: "token=abc123"}}}
	tests := []struct {
		name    string
		body    string
		text    string // text of the result the script sees
		changed bool
		blocked string
		context string
	}{
		{"replace result", `in=$(cat)
case "$in" in *'"tool_response":{"content":[{"type":"text","text":"token=abc123"}]}'*) ;; *) exit 1;; esac
echo '{"hookSpecificOutput":{"hookEventName":"PostToolUse","updatedMCPToolOutput":{"content":[{"type":"text","text":"token=[redacted]"}]},"additionalContext":"redacted one token"}}'
`, "token=[redacted]", true, "", "redacted one token"},
		{"replace with a string", `echo '{"hookSpecificOutput":{"updatedMCPToolOutput":"plain"}}'`, "plain", true, "", ""},
		{"unchanged", "cat >/dev/null\n", "token=abc123", false, "", ""},
		{"exit 2 blocks", "echo 'contains a secret' >&2; exit 2", "token=abc123", false, "contains a secret", ""},
		{"decision block", `echo '{"decision":"block","reason":"nope"}'`, "token=abc123", false, "nope", ""},
		{"exit 1 goes on", "exit 1", "token=abc123", false, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			hs := oneHook(t, "PostToolUse", "mcp__github__.*", script(t, dir, "hook.sh", tt.body), 0, dir)
			o, err := hs.RunPost(context.Background(), ghCall, orig)
			if err != nil {
				t.Fatal(err)
			}
			if o.Changed != tt.changed || o.Blocked != (tt.blocked != "") || !strings.Contains(o.Reason, tt.blocked) {
				t.Fatalf("got %+v", o)
			}
			if got := o.Result.Content[0].Text; got != tt.text {
				t.Errorf("text %q, want %q", got, tt.text)
			}
			if strings.Join(o.Context, "") != tt.context {
				t.Errorf("context %q", o.Context)
			}
		})
	}
}

func TestDecodeResult(t *testing.T) {
	tests := []struct {
		raw  string
		want string
	}{
		{`{"content":[{"type":"text","text":"a"}],"isError":true}`, `{"content":[{"type":"text","text":"a"}],"isError":true}`},
		{`{"id":1}`, `{"structuredContent":{"id":1}}`},
		{`"s"`, `{"content":[{"type":"text","text":"s"}]}`},
		{`[1]`, `{"structuredContent":[1]}`},
	}
	for _, tt := range tests {
		r, err := decodeResult(json.RawMessage(tt.raw))
		if err != nil {
			t.Fatal(err)
		}
		if got, _ := json.Marshal(r); string(got) != tt.want {
			t.Errorf("%s: got %s, want %s", tt.raw, got, tt.want)
		}
	}
	if _, err := decodeResult(json.RawMessage(`{"content":"x"}`)); err == nil {
		t.Error("bad content decoded")
	}
}

func TestHookConfigErrors(t *testing.T) {
	tests := []struct {
		name string
		cfg  HookConfig
		want string
	}{
		{"bad type", HookConfig{PreToolUse: []HookMatcher{{Hooks: []HookCommand{{Type: "http", Command: "x"}}}}}, `type "http" is not supported`},
		{"bad regex", HookConfig{PostToolUse: []HookMatcher{{Matcher: "mcp__(", Hooks: []HookCommand{{Type: "command", Command: "x"}}}}}, "PostToolUse[0]: matcher"},
		{"empty command", HookConfig{PreToolUse: []HookMatcher{{Hooks: []HookCommand{{Type: "command"}}}}}, "PreToolUse[0].hooks[0]: empty command"},
		{"negative timeout", HookConfig{PreToolUse: []HookMatcher{{Hooks: []HookCommand{{Type: "command", Command: "x", Timeout: -1}}}}}, "negative timeout"},
	}
	for _, tt := range tests {
		if _, err := NewCommandHooks(tt.cfg, nil); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: error %v, want %q", tt.name, err, tt.want)
		}
	}
	// The configuration reads as Claude Code's settings.
	var cfg HookConfig
	src := `{"PreToolUse":[{"matcher":"mcp__github__.*","hooks":[{"type":"command","command":"true","timeout":5}]}]}`
	if err := json.Unmarshal([]byte(src), &cfg); err != nil {
		t.Fatal(err)
	}
	hs, err := NewCommandHooks(cfg, nil)
	if err != nil || len(hs.Pre) != 1 || len(hs.Post) != 0 {
		t.Fatalf("%v %v", hs, err)
	}
}

func TestMatcher(t *testing.T) {
	tests := []struct {
		matcher string
		call    policy.Call
		want    bool
	}{
		{"", ghCall, true},
		{"*", ghCall, true},
		{"mcp__github__delete_branch", ghCall, true},
		{"mcp__github__delete", ghCall, false},
		{"a|mcp__github__delete_branch", ghCall, true},
		{"mcp__github__.*", ghCall, true},
		{"delete", ghCall, false},
		{".*branch", ghCall, true},
		{"^branch", ghCall, false},
		{"web_fetch", policy.Call{Tool: "web_fetch"}, true},
		{"mcp__.*", policy.Call{Tool: "web_fetch"}, false},
	}
	for _, tt := range tests {
		hs, err := NewCommandHooks(HookConfig{PreToolUse: []HookMatcher{{Matcher: tt.matcher, Hooks: []HookCommand{{Type: "command", Command: "true"}}}}}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got := hs.Pre[0].(*CommandHook).Matches(tt.call); got != tt.want {
			t.Errorf("%q on %s: %v", tt.matcher, HookToolName(tt.call), got)
		}
	}
}

// goHook is a PreHook and PostHook for tests.
type goHook struct {
	pre  func(*HookEvent) (*PreResult, error)
	post func(*catalog.Result) (*PostResult, error)
	seen []map[string]any
}

func (g *goHook) PreToolUse(_ context.Context, ev *HookEvent) (*PreResult, error) {
	g.seen = append(g.seen, ev.Input)
	return g.pre(ev)
}

func (g *goHook) PostToolUse(_ context.Context, _ *HookEvent, r *catalog.Result) (*PostResult, error) {
	return g.post(r)
}

func TestGoHooks(t *testing.T) {
	rewrite := &goHook{pre: func(*HookEvent) (*PreResult, error) {
		return &PreResult{UpdatedInput: map[string]any{"branch": "b2"}, Decision: policy.Ask, Reason: "first ask"}, nil
	}}
	second := &goHook{pre: func(*HookEvent) (*PreResult, error) {
		return &PreResult{Decision: policy.Ask, Reason: "second ask", Warning: "w"}, nil
	}}
	failing := &goHook{pre: func(*HookEvent) (*PreResult, error) { return nil, errors.New("db down") }}
	never := &goHook{pre: func(*HookEvent) (*PreResult, error) { t.Error("ran after a deny"); return nil, nil }}

	h := &Hooks{Pre: []PreHook{rewrite, second, failing, never}}
	o, err := h.RunPre(context.Background(), ghCall)
	if err != nil {
		t.Fatal(err)
	}
	if o.Decision != policy.Deny || !strings.Contains(o.Reason, "db down") || !o.InputChanged || o.Input["branch"] != "b2" || len(o.Warnings) != 1 {
		t.Fatalf("got %+v", o)
	}
	if second.seen[0]["branch"] != "b2" {
		t.Errorf("second hook saw %v", second.seen[0])
	}
	h = &Hooks{Pre: []PreHook{rewrite, second}}
	if o, _ := h.RunPre(context.Background(), ghCall); o.Decision != policy.Ask || o.Reason != "first ask" {
		t.Errorf("ties: got %+v", o)
	}
	var nilHooks *Hooks
	if o, err := nilHooks.RunPre(context.Background(), ghCall); err != nil || o.Decision != 0 || o.Input["branch"] != "main" {
		t.Errorf("nil hooks: %+v %v", o, err)
	}

	replace := &goHook{post: func(*catalog.Result) (*PostResult, error) {
		return &PostResult{Result: &catalog.Result{Structured: map[string]any{"ok": true}}, AdditionalContext: "c"}, nil
	}}
	block := &goHook{post: func(r *catalog.Result) (*PostResult, error) {
		if r.Structured == nil {
			t.Error("block hook did not see the replaced result")
		}
		return &PostResult{Block: true, Reason: "no"}, nil
	}}
	ph := &Hooks{Post: []PostHook{replace, block}}
	po, err := ph.RunPost(context.Background(), ghCall, &catalog.Result{})
	if err != nil || !po.Changed || !po.Blocked || po.Reason != "no" || len(po.Context) != 1 {
		t.Fatalf("post: %+v %v", po, err)
	}
	ph = &Hooks{Post: []PostHook{&goHook{post: func(*catalog.Result) (*PostResult, error) { return nil, errors.New("boom") }}}}
	if po, _ := ph.RunPost(context.Background(), ghCall, &catalog.Result{}); !po.Blocked || !strings.Contains(po.Reason, "boom") {
		t.Fatalf("post error: %+v", po)
	}
}

func TestCombine(t *testing.T) {
	rule := func(a policy.Action) policy.Verdict {
		return policy.Verdict{Action: a, Source: policy.SourceRule, Rule: "r"}
	}
	ann := func(a policy.Action) policy.Verdict {
		return policy.Verdict{Action: a, Source: policy.SourceAnnotation, ReadOnly: true}
	}
	tests := []struct {
		name   string
		v      policy.Verdict
		hook   policy.Action
		want   policy.Action
		source string
	}{
		{"no decision", rule(policy.Allow), 0, policy.Allow, policy.SourceRule},
		{"hook deny beats rule allow", rule(policy.Allow), policy.Deny, policy.Deny, SourceHook},
		{"hook ask beats annotation allow", ann(policy.Allow), policy.Ask, policy.Ask, SourceHook},
		{"hook allow lifts annotation ask", ann(policy.Ask), policy.Allow, policy.Allow, SourceHook},
		{"hook allow lifts default ask", policy.Verdict{Action: policy.Ask, Source: policy.SourceDefault}, policy.Allow, policy.Allow, SourceHook},
		{"hook allow keeps rule ask", rule(policy.Ask), policy.Allow, policy.Ask, policy.SourceRule},
		{"hook allow keeps rule deny", rule(policy.Deny), policy.Allow, policy.Deny, policy.SourceRule},
		{"hook ask keeps rule deny", rule(policy.Deny), policy.Ask, policy.Deny, policy.SourceRule},
		{"hook allow keeps default deny", policy.Verdict{Action: policy.Deny, Source: policy.SourceDefault}, policy.Allow, policy.Deny, policy.SourceDefault},
	}
	for _, tt := range tests {
		got := Combine(tt.v, PreOutcome{Decision: tt.hook})
		if got.Action != tt.want || got.Source != tt.source || got.ReadOnly != tt.v.ReadOnly {
			t.Errorf("%s: got %+v", tt.name, got)
		}
	}
}
