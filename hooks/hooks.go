package hooks

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/config"
	"github.com/toolsinshell/tis/policy"
)

// SourceHook is the Source of a verdict a pre-tool hook decided.
const SourceHook = "hook"

// DefaultHookTimeout is how long a command hook may run when its
// configuration gives no timeout.
const DefaultHookTimeout = 60 * time.Second

// The limits of what a command hook may print; the rest is dropped.
const (
	maxHookStdout = 1 << 20
	maxHookStderr = 64 << 10
)

// HookEvent is what a hook sees of a call. Input is the input as the
// hooks before this one left it.
type HookEvent struct {
	policy.Call
}

// PreResult is a pre-tool hook's answer. The zero value (or a nil
// *PreResult) says nothing: the call goes on as policy decides.
type PreResult struct {
	// Decision is Allow, Ask or Deny; zero for no decision. A hook's Deny
	// refuses the call; Ask asks even where policy would allow; Allow
	// lifts an ask that came from annotations or the default, but never
	// a rule's ask or deny.
	Decision policy.Action
	// Reason says why, for the person asked or the script refused.
	Reason string
	// UpdatedInput, when not nil, replaces the call's input. Policy rules
	// and the schema check judge the replaced input.
	UpdatedInput map[string]any
	// Warning is a problem that does not stop the call (a command hook
	// that exited 1), to log.
	Warning string
}

// PostResult is a post-tool hook's answer. The zero value (or a nil
// *PostResult) leaves the result as it is.
type PostResult struct {
	// Result, when not nil, replaces the result the script sees.
	Result *catalog.Result
	// Block: the script sees the call as failed (a tool_error with
	// Reason) instead of its result. The call was made all the same.
	Block bool
	// Reason says why the result was blocked.
	Reason string
	// AdditionalContext is text for the script to see after the result.
	AdditionalContext string
	// Warning is a problem to log that does not change the result.
	Warning string
}

// PreHook is a pre-tool hook: it runs before the schema check and the
// approval decision, and may allow, ask, deny or rewrite the input. ctx
// is cancelled when the script stops. An error denies the call (a hook
// that cannot judge fails closed).
type PreHook interface {
	PreToolUse(ctx context.Context, ev *HookEvent) (*PreResult, error)
}

// PostHook is a post-tool hook: it sees the result before the script
// does and may replace it, block it or add context. An error withholds
// the result (the script sees a tool_error).
type PostHook interface {
	PostToolUse(ctx context.Context, ev *HookEvent, r *catalog.Result) (*PostResult, error)
}

// Hooks are the hooks of a gate, run in order.
type Hooks struct {
	Pre  []PreHook
	Post []PostHook
}

// PreOutcome is what the pre-tool hooks said together.
type PreOutcome struct {
	// Decision is the strictest decision of the hooks; zero for none.
	Decision policy.Action
	// Reason is the reason of the hook that gave Decision.
	Reason string
	// Input is the input after every rewrite (the call's own when none).
	Input map[string]any
	// InputChanged: a hook rewrote the input.
	InputChanged bool
	// Warnings are the hooks' non-blocking problems, to log.
	Warnings []string
}

// PostOutcome is what the post-tool hooks did to a result.
type PostOutcome struct {
	// Result is the result for the script, after every replacement.
	Result *catalog.Result
	// Changed: a hook replaced the result.
	Changed bool
	// Blocked: a hook withheld the result; Reason says why.
	Blocked bool
	Reason  string
	// Context is the additional context the hooks gave, in order.
	Context []string
	// Warnings are the hooks' non-blocking problems, to log.
	Warnings []string
}

// RunPre runs the pre-tool hooks in order, each seeing the input as the
// ones before left it; the first deny stops the rest. The error is
// ctx's when the script was stopped meanwhile.
func (h *Hooks) RunPre(ctx context.Context, c policy.Call) (PreOutcome, error) {
	out := PreOutcome{Input: c.Input}
	if h == nil {
		return out, nil
	}
	for _, hook := range h.Pre {
		ev := &HookEvent{Call: c}
		ev.Input = out.Input
		r, err := hook.PreToolUse(ctx, ev)
		if ctx.Err() != nil {
			return out, ctx.Err()
		}
		if err != nil {
			out.Decision, out.Reason = policy.Deny, "a pre-tool hook failed, so the call is denied: "+err.Error()
			return out, nil
		}
		if r == nil {
			continue
		}
		if r.Warning != "" {
			out.Warnings = append(out.Warnings, r.Warning)
		}
		if r.UpdatedInput != nil {
			out.Input, out.InputChanged = r.UpdatedInput, true
		}
		if r.Decision >= policy.Allow && r.Decision <= policy.Deny && r.Decision > out.Decision {
			out.Decision, out.Reason = r.Decision, r.Reason
			if out.Decision == policy.Deny {
				return out, nil
			}
		}
	}
	return out, nil
}

// RunPost runs the post-tool hooks in order, each seeing the result as
// the ones before left it; a block stops the rest.
func (h *Hooks) RunPost(ctx context.Context, c policy.Call, r *catalog.Result) (PostOutcome, error) {
	out := PostOutcome{Result: r}
	if h == nil {
		return out, nil
	}
	for _, hook := range h.Post {
		pr, err := hook.PostToolUse(ctx, &HookEvent{Call: c}, out.Result)
		if ctx.Err() != nil {
			return out, ctx.Err()
		}
		if err != nil {
			out.Blocked, out.Reason = true, "a post-tool hook failed, so the result is withheld: "+err.Error()
			return out, nil
		}
		if pr == nil {
			continue
		}
		if pr.Warning != "" {
			out.Warnings = append(out.Warnings, pr.Warning)
		}
		if pr.Result != nil {
			out.Result, out.Changed = pr.Result, true
		}
		if pr.AdditionalContext != "" {
			out.Context = append(out.Context, pr.AdditionalContext)
		}
		if pr.Block {
			out.Blocked, out.Reason = true, pr.Reason
			return out, nil
		}
	}
	return out, nil
}

// Combine joins policy's verdict on a call with the pre-tool hooks'
// outcome. A hook's deny or ask makes the verdict at least as strict; a
// hook's allow lifts an ask that came from annotations or the default,
// as an allow rule would, but never a rule's ask or deny.
func Combine(v policy.Verdict, o PreOutcome) policy.Verdict {
	switch o.Decision {
	case policy.Deny, policy.Ask:
		if o.Decision > v.Action {
			return policy.Verdict{Action: o.Decision, Source: SourceHook, Message: hookReason(o), ReadOnly: v.ReadOnly}
		}
	case policy.Allow:
		if v.Source != policy.SourceRule && v.Action == policy.Ask {
			return policy.Verdict{Action: policy.Allow, Source: SourceHook, Message: hookReason(o), ReadOnly: v.ReadOnly}
		}
	}
	return v
}

func hookReason(o PreOutcome) string {
	if o.Reason != "" {
		return o.Reason
	}
	return "a pre-tool hook said " + o.Decision.String()
}

// HookToolName is the tool_name command hooks see and matchers match:
// Claude Code's mcp__<server>__<tool> for a tool of a server, the tool's
// own name for a top-level tool. Hooks written for Claude Code's MCP
// tools match ours unchanged.
func HookToolName(c policy.Call) string {
	if c.Server == "" {
		return c.Tool
	}
	return "mcp__" + c.Server + "__" + c.Tool
}

// HookConfig is the hooks part of the configuration, in Claude Code's
// settings format:
//
//	{"PreToolUse": [{"matcher": "mcp__github__.*",
//	                 "hooks": [{"type": "command", "command": "...", "timeout": 5}]}],
//	 "PostToolUse": [...]}
//
// It is the configuration's own type.
type HookConfig = config.Hooks

// HookMatcher is a group of hooks for the tools whose HookToolName the
// matcher matches. "" and "*" match every tool; a matcher of letters,
// digits, '_', '-' and '|' only is a list of exact names ("Write|Edit");
// anything else is a regular expression (Go RE2 syntax), unanchored as
// in Claude Code: anchor it with ^...$ to match whole names.
type HookMatcher = config.HookMatcher

// HookCommand is one hook: Type must be "command"; Command is run with
// the shell (bash -c COMMAND); Timeout is in seconds, zero meaning
// DefaultHookTimeout.
type HookCommand = config.HookCommand

// FromConfig builds the command hooks of a configuration (nil when it has
// none), run in the configuration file's directory.
func FromConfig(cfg *config.Config, opts *CommandOptions) (*Hooks, error) {
	if cfg == nil || cfg.Hooks == nil {
		return nil, nil
	}
	o := CommandOptions{}
	if opts != nil {
		o = *opts
	}
	if o.Dir == "" && cfg.Path != "" {
		o.Dir = filepath.Dir(cfg.Path)
	}
	h, err := NewCommandHooks(*cfg.Hooks, &o)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", cfg.Path, err)
	}
	return h, nil
}

// CommandOptions configure command hooks. A nil *CommandOptions is the
// zero value.
type CommandOptions struct {
	// Dir is the hooks' working directory, and CLAUDE_PROJECT_DIR and
	// TIS_PROJECT_DIR in their environment; "" means the process's
	// working directory.
	Dir string
	// Env are more KEY=VALUE variables for the hooks.
	Env []string
	// Environ is the host environment (os.Environ's form) the hooks take
	// PATH, HOME, USER, LOGNAME, LANG, LC_ALL, TZ and TMPDIR from; nil
	// means none of them.
	Environ []string
	// Shell runs the commands as Shell -c COMMAND; "" means bash from
	// PATH, else /bin/sh.
	Shell string
	// Logger receives the hooks' non-blocking errors; nil discards them.
	Logger *slog.Logger
}

// environLookup finds key in environ (os.Environ's form); the last
// entry wins, as in exec.
func environLookup(environ []string, key string) (string, bool) {
	v, ok := "", false
	for _, kv := range environ {
		if k, val, found := strings.Cut(kv, "="); found && k == key {
			v, ok = val, true
		}
	}
	return v, ok
}

func environValue(environ []string, key string) string {
	v, _ := environLookup(environ, key)
	return v
}

// findInPath finds an executable name in a PATH list, or "".
func findInPath(name, pathList string) string {
	for _, dir := range filepath.SplitList(pathList) {
		if dir == "" || !filepath.IsAbs(dir) {
			continue
		}
		p := filepath.Join(dir, name)
		if fi, err := os.Stat(p); err == nil && fi.Mode().IsRegular() && fi.Mode()&0o111 != 0 {
			return p
		}
	}
	return ""
}

// plainMatcherRE matches a matcher that is a list of exact names.
var plainMatcherRE = regexp.MustCompile(`^[A-Za-z0-9_|-]+$`)

// hostVars are the variables of tis's own environment a hook inherits.
// Nothing else (tokens, keys) reaches it.
var hostVars = []string{"PATH", "HOME", "USER", "LOGNAME", "LANG", "LC_ALL", "TZ", "TMPDIR"}

// CommandHook is one configured command hook. It implements PreHook and
// PostHook (for the tools its matcher matches) with Claude Code's
// protocol: the event as JSON on stdin; exit 0 with optional JSON on
// stdout; exit 2 blocks with stderr as the reason; another status is a
// non-blocking error; a timeout kills the hook's process group and fails
// closed (deny before the call, a withheld result after it).
type CommandHook struct {
	event   string // PreToolUse or PostToolUse
	matcher string
	names   map[string]bool // exact names; nil when re or all
	re      *regexp.Regexp
	command string
	timeout time.Duration
	shell   string
	dir     string
	env     []string
	log     *slog.Logger
}

// NewCommandHooks builds the command hooks of a configuration. It fails
// on a matcher that does not compile, a type other than "command", an
// empty command or a negative timeout.
func NewCommandHooks(cfg HookConfig, opts *CommandOptions) (*Hooks, error) {
	var o CommandOptions
	if opts != nil {
		o = *opts
	}
	if o.Dir == "" {
		wd, err := os.Getwd()
		if err != nil {
			return nil, fmt.Errorf("hooks: working directory: %w", err)
		}
		o.Dir = wd
	}
	if o.Shell == "" {
		o.Shell = "/bin/sh"
		if p := findInPath("bash", environValue(o.Environ, "PATH")); p != "" {
			o.Shell = p
		}
	}
	if o.Logger == nil {
		o.Logger = slog.New(slog.DiscardHandler)
	}
	var env []string
	for _, k := range hostVars {
		if v, ok := environLookup(o.Environ, k); ok {
			env = append(env, k+"="+v)
		}
	}
	env = append(env, "CLAUDE_PROJECT_DIR="+o.Dir, "TIS_PROJECT_DIR="+o.Dir)
	env = append(env, o.Env...)

	hs := &Hooks{}
	build := func(event string, groups []HookMatcher) ([]*CommandHook, error) {
		var out []*CommandHook
		for gi, g := range groups {
			base := CommandHook{event: event, matcher: g.Matcher, shell: o.Shell, dir: o.Dir, env: env, log: o.Logger}
			switch m := g.Matcher; {
			case m == "" || m == "*":
			case plainMatcherRE.MatchString(m):
				base.names = map[string]bool{}
				for n := range strings.SplitSeq(m, "|") {
					base.names[n] = true
				}
			default:
				re, err := regexp.Compile(m)
				if err != nil {
					return nil, fmt.Errorf("hooks: %s[%d]: matcher %q: %w", event, gi, m, err)
				}
				base.re = re
			}
			for hi, c := range g.Hooks {
				where := fmt.Sprintf("hooks: %s[%d].hooks[%d]", event, gi, hi)
				if c.Type != "command" {
					return nil, fmt.Errorf("%s: type %q is not supported (only \"command\")", where, c.Type)
				}
				if strings.TrimSpace(c.Command) == "" {
					return nil, fmt.Errorf("%s: empty command", where)
				}
				if c.Timeout < 0 {
					return nil, fmt.Errorf("%s: negative timeout", where)
				}
				h := base
				h.command = c.Command
				h.timeout = DefaultHookTimeout
				if c.Timeout > 0 {
					h.timeout = time.Duration(c.Timeout * float64(time.Second))
				}
				out = append(out, &h)
			}
		}
		return out, nil
	}
	pre, err := build("PreToolUse", cfg.PreToolUse)
	if err != nil {
		return nil, err
	}
	post, err := build("PostToolUse", cfg.PostToolUse)
	if err != nil {
		return nil, err
	}
	for _, h := range pre {
		hs.Pre = append(hs.Pre, h)
	}
	for _, h := range post {
		hs.Post = append(hs.Post, h)
	}
	return hs, nil
}

// Matches reports whether the hook applies to a call.
func (h *CommandHook) Matches(c policy.Call) bool {
	name := HookToolName(c)
	switch {
	case h.names != nil:
		return h.names[name]
	case h.re != nil:
		return h.re.MatchString(name)
	}
	return true
}

// hookInput is the JSON a command hook reads on stdin.
type hookInput struct {
	SessionID      string          `json:"session_id"`
	Cwd            string          `json:"cwd"`
	PermissionMode string          `json:"permission_mode"`
	HookEventName  string          `json:"hook_event_name"`
	ToolName       string          `json:"tool_name"`
	ToolInput      map[string]any  `json:"tool_input"`
	ToolResponse   *catalog.Result `json:"tool_response,omitempty"`
	TIS            hookInputTIS    `json:"tis"`
}

// hookInputTIS are our own fields of the event.
type hookInputTIS struct {
	Server      string `json:"server"`
	Tool        string `json:"tool"`
	Canonical   string `json:"canonical"`
	Command     string `json:"command"`
	BeforeStart bool   `json:"before_start"`
}

// hookOutput is the JSON a command hook may print on stdout (Claude
// Code's fields; the ones we do not use are ignored).
type hookOutput struct {
	Continue     *bool  `json:"continue"`
	StopReason   string `json:"stopReason"`
	Decision     string `json:"decision"`
	Reason       string `json:"reason"`
	HookSpecific struct {
		PermissionDecision       string          `json:"permissionDecision"`
		PermissionDecisionReason string          `json:"permissionDecisionReason"`
		UpdatedInput             json.RawMessage `json:"updatedInput"`
		AdditionalContext        string          `json:"additionalContext"`
		UpdatedMCPToolOutput     json.RawMessage `json:"updatedMCPToolOutput"`
	} `json:"hookSpecificOutput"`
}

// runResult is how one run of a command went.
type runResult struct {
	code     int // exit status; -1 when killed
	stdout   []byte
	stderr   string
	timedOut bool
	err      error // could not start, or another failure
}

// run runs the hook with the event on stdin.
func (h *CommandHook) run(ctx context.Context, ev *HookEvent, r *catalog.Result) runResult {
	input := ev.Input
	if input == nil {
		input = map[string]any{}
	}
	in := hookInput{
		SessionID: ev.Session, Cwd: h.dir, PermissionMode: "default", HookEventName: h.event,
		ToolName: HookToolName(ev.Call), ToolInput: input, ToolResponse: r,
		TIS: hookInputTIS{Server: ev.Server, Tool: ev.Tool, Canonical: ev.Canonical, Command: ev.Command, BeforeStart: ev.BeforeStart},
	}
	data, err := json.Marshal(in)
	if err != nil {
		return runResult{code: -1, err: fmt.Errorf("encoding the event: %w", err)}
	}
	cctx, cancel := context.WithTimeout(ctx, h.timeout)
	defer cancel()
	cmd := exec.CommandContext(cctx, h.shell, "-c", h.command)
	cmd.Dir = h.dir
	cmd.Env = append(append([]string{}, h.env...),
		"TIS_HOOK_EVENT="+h.event, "TIS_SESSION_ID="+ev.Session, "TIS_TOOL_NAME="+in.ToolName)
	cmd.Stdin = bytes.NewReader(data)
	stdout := &capped{max: maxHookStdout}
	stderr := &capped{max: maxHookStderr}
	cmd.Stdout, cmd.Stderr = stdout, stderr
	cmd.WaitDelay = time.Second
	setProcessGroup(cmd)
	err = cmd.Run()
	res := runResult{code: -1, stdout: stdout.Bytes(), stderr: strings.TrimSpace(stderr.String())}
	if cmd.ProcessState != nil {
		res.code = cmd.ProcessState.ExitCode()
	}
	var exitErr *exec.ExitError
	switch {
	case ctx.Err() == nil && errors.Is(cctx.Err(), context.DeadlineExceeded):
		res.timedOut = true
	case err != nil && !errors.As(err, &exitErr) && !errors.Is(err, exec.ErrWaitDelay):
		res.err = err
	}
	return res
}

// describe names the hook in messages.
func (h *CommandHook) describe() string {
	return fmt.Sprintf("%s hook %q", h.event, h.command)
}

// warn logs a non-blocking problem and returns it.
func (h *CommandHook) warn(ev *HookEvent, format string, args ...any) string {
	msg := h.describe() + ": " + fmt.Sprintf(format, args...)
	h.log.Warn("hook error", "event", h.event, "tool", HookToolName(ev.Call), "error", msg)
	return msg
}

// PreToolUse implements PreHook.
func (h *CommandHook) PreToolUse(ctx context.Context, ev *HookEvent) (*PreResult, error) {
	if !h.Matches(ev.Call) {
		return nil, nil
	}
	res := h.run(ctx, ev, nil)
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	switch {
	case res.timedOut:
		return &PreResult{Decision: policy.Deny, Reason: fmt.Sprintf("%s timed out after %v; the call is denied", h.describe(), h.timeout)}, nil
	case res.err != nil:
		return &PreResult{Warning: h.warn(ev, "%v", res.err)}, nil
	case res.code == 2:
		reason := res.stderr
		if reason == "" {
			reason = h.describe() + " blocked the call"
		}
		return &PreResult{Decision: policy.Deny, Reason: reason}, nil
	case res.code != 0:
		return &PreResult{Warning: h.warn(ev, "exit status %d: %s", res.code, res.stderr)}, nil
	}
	out, ok, warning := parseHookOutput(res.stdout)
	if warning != "" {
		return &PreResult{Warning: h.warn(ev, "%s", warning)}, nil
	}
	if !ok {
		return nil, nil
	}
	pr := &PreResult{}
	hs := out.HookSpecific
	switch {
	case out.Continue != nil && !*out.Continue:
		pr.Decision, pr.Reason = policy.Deny, out.StopReason
		if pr.Reason == "" {
			pr.Reason = h.describe() + " stopped the call"
		}
		return pr, nil
	case hs.PermissionDecision != "" && hs.PermissionDecision != "defer":
		a, err := policy.ParseAction(hs.PermissionDecision)
		if err != nil {
			pr.Warning = h.warn(ev, "permissionDecision: %v", err)
		} else {
			pr.Decision, pr.Reason = a, hs.PermissionDecisionReason
		}
	case out.Decision == "block":
		pr.Decision, pr.Reason = policy.Deny, out.Reason
	case out.Decision == "approve":
		pr.Decision, pr.Reason = policy.Allow, out.Reason
	}
	if pr.Decision == policy.Deny && pr.Reason == "" {
		pr.Reason = h.describe() + " denied the call"
	}
	if len(hs.UpdatedInput) > 0 && string(hs.UpdatedInput) != "null" {
		var m map[string]any
		if err := json.Unmarshal(hs.UpdatedInput, &m); err != nil || m == nil {
			// The hook meant to change the input: running the call with
			// the old one could do what it meant to prevent.
			return &PreResult{Decision: policy.Deny, Reason: h.describe() + ": updatedInput is not a JSON object; the call is denied"}, nil
		}
		pr.UpdatedInput = m
	}
	return pr, nil
}

// PostToolUse implements PostHook.
func (h *CommandHook) PostToolUse(ctx context.Context, ev *HookEvent, r *catalog.Result) (*PostResult, error) {
	if !h.Matches(ev.Call) {
		return nil, nil
	}
	if r == nil {
		r = &catalog.Result{}
	}
	res := h.run(ctx, ev, r)
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	switch {
	case res.timedOut:
		return &PostResult{Block: true, Reason: fmt.Sprintf("%s timed out after %v; the result is withheld", h.describe(), h.timeout)}, nil
	case res.err != nil:
		return &PostResult{Warning: h.warn(ev, "%v", res.err)}, nil
	case res.code == 2:
		reason := res.stderr
		if reason == "" {
			reason = h.describe() + " blocked the result"
		}
		return &PostResult{Block: true, Reason: reason}, nil
	case res.code != 0:
		return &PostResult{Warning: h.warn(ev, "exit status %d: %s", res.code, res.stderr)}, nil
	}
	out, ok, warning := parseHookOutput(res.stdout)
	if warning != "" {
		return &PostResult{Warning: h.warn(ev, "%s", warning)}, nil
	}
	if !ok {
		return nil, nil
	}
	pr := &PostResult{AdditionalContext: out.HookSpecific.AdditionalContext}
	if raw := out.HookSpecific.UpdatedMCPToolOutput; len(raw) > 0 && string(raw) != "null" {
		nr, err := decodeResult(raw)
		if err != nil {
			return &PostResult{Block: true, Reason: h.describe() + ": updatedMCPToolOutput: " + err.Error() + "; the result is withheld"}, nil
		}
		pr.Result = nr
	}
	switch {
	case out.Continue != nil && !*out.Continue:
		pr.Block, pr.Reason = true, out.StopReason
	case out.Decision == "block":
		pr.Block, pr.Reason = true, out.Reason
	}
	if pr.Block && pr.Reason == "" {
		pr.Reason = h.describe() + " blocked the result"
	}
	return pr, nil
}

// parseHookOutput reads a hook's stdout. ok is false when it printed
// nothing or plain text (which Claude Code logs and otherwise ignores);
// warning is set when it printed something that looks like JSON but is
// not valid.
func parseHookOutput(stdout []byte) (out hookOutput, ok bool, warning string) {
	s := bytes.TrimSpace(stdout)
	if len(s) == 0 || s[0] != '{' {
		return out, false, ""
	}
	if err := json.Unmarshal(s, &out); err != nil {
		return out, false, "stdout is not valid JSON: " + err.Error()
	}
	return out, true, ""
}

// decodeResult reads a replacement result: an object with content,
// structuredContent or isError is an MCP CallToolResult; a string is one
// text item; any other JSON value is a structured result.
func decodeResult(raw json.RawMessage) (*catalog.Result, error) {
	var v any
	if err := json.Unmarshal(raw, &v); err != nil {
		return nil, err
	}
	switch x := v.(type) {
	case string:
		return &catalog.Result{Content: []catalog.Content{{Type: "text", Text: x}}}, nil
	case []any:
		// A list of MCP content blocks: [{"type": "text", "text": "..."}].
		blocks := len(x) > 0
		for _, e := range x {
			m, ok := e.(map[string]any)
			if _, typed := m["type"].(string); !ok || !typed {
				blocks = false
			}
		}
		if blocks {
			var r catalog.Result
			if err := json.Unmarshal(raw, &r.Content); err != nil {
				return nil, err
			}
			return &r, nil
		}
	case map[string]any:
		_, c := x["content"]
		_, s := x["structuredContent"]
		_, e := x["isError"]
		if c || s || e {
			var r catalog.Result
			if err := json.Unmarshal(raw, &r); err != nil {
				return nil, err
			}
			return &r, nil
		}
	}
	return &catalog.Result{Structured: v}, nil
}

// capped is a buffer that keeps the first max bytes written to it and
// drops the rest (a hook printing without end must not exhaust memory).
type capped struct {
	bytes.Buffer
	max int
}

// Write implements io.Writer; it never fails, so the hook is not killed
// by a broken pipe for printing too much.
func (c *capped) Write(p []byte) (int, error) {
	if room := c.max - c.Len(); room > 0 {
		if len(p) > room {
			c.Buffer.Write(p[:room])
		} else {
			c.Buffer.Write(p)
		}
	}
	return len(p), nil
}
