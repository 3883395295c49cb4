package toolcmd

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/policy"
	"github.com/toolsinshell/tis/runtime"
	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/gate"
	"github.com/toolsinshell/tis/toolerr"
)

// fakeSource is a source whose tools answer from a function, for the
// results and failures the built-in sources cannot produce.
type fakeSource struct {
	info   catalog.SourceInfo
	tools  []*catalog.Tool
	lazy   bool
	loaded atomic.Bool
	listed atomic.Int32
	err    error
	call   func(ctx context.Context, tool string, input map[string]any) (*catalog.Result, error)
	calls  atomic.Int32
}

func (f *fakeSource) Info() catalog.SourceInfo { return f.info }
func (f *fakeSource) Loaded() bool             { return !f.lazy || f.loaded.Load() }
func (f *fakeSource) Tools(context.Context) ([]*catalog.Tool, error) {
	f.listed.Add(1)
	f.loaded.Store(true)
	return f.tools, f.err
}
func (f *fakeSource) Call(ctx context.Context, tool string, input map[string]any) (*catalog.Result, error) {
	f.calls.Add(1)
	return f.call(ctx, tool, input)
}

var _ catalog.Lazy = (*fakeSource)(nil)

func tool(name, desc, schema string, readOnly bool) *catalog.Tool {
	t := &catalog.Tool{Name: name, Description: desc, InputSchema: json.RawMessage(schema)}
	if readOnly {
		ro := true
		t.Annotations.ReadOnly = &ro
	}
	return t
}

func textResult(s string) *catalog.Result {
	return &catalog.Result{Content: []catalog.Content{{Type: "text", Text: s}}}
}

// media is a server with results of every kind and tools failing in
// every way.
func media() *fakeSource {
	return &fakeSource{
		info: catalog.SourceInfo{Name: "media", Description: "Test server. It has media.", Grouped: true},
		tools: []*catalog.Tool{
			tool("get_image", "Returns an image and a caption.", `{"type":"object","properties":{}}`, true),
			tool("get_blob", "Returns an embedded blob and text resource.", `{"type":"object"}`, true),
			tool("structured", "Returns structured and text content.", `{"type":"object"}`, true),
			tool("echo", "Echoes its message.", `{"type":"object","properties":{"message":{"type":"string"},"times":{"type":"integer"}},"required":["message"]}`, true),
			tool("fail", "Always fails.", `{"type":"object"}`, false),
			tool("needs_sign_in", "Needs a connection.", `{"type":"object"}`, false),
			tool("ask", "Needs approval.", `{"type":"object"}`, false),
			tool("broken", "The server cannot be reached.", `{"type":"object"}`, false),
			tool("multi_text", "Two text items.", `{"type":"object"}`, true),
			tool("block", "Blocks until the script is stopped.", `{"type":"object"}`, true),
			tool("read_text", "Returns text and the same text wrapped, as server-filesystem does.", `{"type":"object","properties":{"path":{"type":"string"}}}`, true),
			tool("post", "Has a field named text.", `{"type":"object","properties":{"channel":{"type":"string"},"text":{"type":"string"}}}`, true),
		},
		call: func(ctx context.Context, name string, in map[string]any) (*catalog.Result, error) {
			switch name {
			case "get_image":
				return &catalog.Result{Content: []catalog.Content{
					{Type: "image", Data: []byte("\x89PNG fake"), MIMEType: "image/png"},
					{Type: "text", Text: "a tiny image"}}}, nil
			case "get_blob":
				return &catalog.Result{Content: []catalog.Content{
					{Type: "resource", URI: "file:///docs/readme.txt", Text: "embedded text", MIMEType: "text/plain"},
					{Type: "resource", URI: "file:///data/report.pdf", Data: []byte("%PDF"), MIMEType: "application/pdf"},
					{Type: "resource_link", URI: "https://example.com/x", Name: "x"}}}, nil
			case "structured":
				return &catalog.Result{Structured: map[string]any{"b": 1, "a": "<x>"}, Content: []catalog.Content{{Type: "text", Text: "ignored"}}}, nil
			case "echo":
				return textResult(fmt.Sprint(in["message"])), nil
			case "fail":
				return &catalog.Result{IsError: true, Content: []catalog.Content{{Type: "text", Text: "disk on fire"}}}, nil
			case "needs_sign_in":
				return nil, toolerr.ConnectionRequired("media needs you to sign in")
			case "ask":
				return nil, toolerr.NeedsApproval("ask a person first")
			case "broken":
				return nil, errors.New("connection reset")
			case "block":
				if started, ok := ctx.Value(startedKey{}).(chan struct{}); ok {
					close(started)
				}
				<-catalog.Stop(ctx).Done()
				if alive, ok := ctx.Value(aliveKey{}).(chan bool); ok {
					alive <- ctx.Err() == nil
				}
				return textResult("answered after the stop"), nil
			case "read_text":
				body := "line 1\nline 2\nline 3"
				return &catalog.Result{Content: []catalog.Content{{Type: "text", Text: body}}, Structured: map[string]any{"content": body}}, nil
			case "post":
				return &catalog.Result{Content: []catalog.Content{{Type: "text", Text: "posted " + fmt.Sprint(in["text"])}},
					Structured: map[string]any{"ok": true, "channel": in["channel"]}}, nil
			case "multi_text":
				return &catalog.Result{Content: []catalog.Content{{Type: "text", Text: "one"}, {Type: "text", Text: "two\n"}}}, nil
			}
			return nil, fmt.Errorf("no tool %s", name)
		},
	}
}

// startedKey carries a channel the block tool closes when it starts.
type startedKey struct{}

// aliveKey carries a channel the block tool tells, once the script is
// stopped, whether its own context still lives.
type aliveKey struct{}

type world struct {
	media, docs, down *fakeSource
	session           *runtime.Session
	box               *testBox
}

// testBox makes the tools command of each script over its sources, as a
// host does: a catalog, a script's chain (no gate but the call limit and
// the schema check), the command.
type testBox struct {
	sources  func(context.Context) ([]catalog.Source, error)
	maxCalls int
}

func (b *testBox) Commands(ctx context.Context) map[string]command.Func {
	srcs, err := b.sources(ctx)
	cfg := &gate.Config{MaxCalls: b.maxCalls, Decide: policy.Options{Default: policy.Allow}}
	cmd := New(catalog.New(srcs, nil), cfg.Handler(gate.NewScript("test", "s")), &Options{SourceErr: err})
	return map[string]command.Func{"tools": cmd.Run}
}

func static(sources ...catalog.Source) func(context.Context) ([]catalog.Source, error) {
	return func(context.Context) ([]catalog.Source, error) { return sources, nil }
}

func newWorld(maxCalls int) *world {
	w := &world{media: media()}
	w.docs = &fakeSource{
		info:  catalog.SourceInfo{Name: "docs", Description: "Documentation search, loaded on demand.", Grouped: true},
		lazy:  true,
		tools: []*catalog.Tool{tool("search_docs", "Search the documentation for refunds and more.", `{"type":"object","properties":{"q":{"type":"string"}},"required":["q"]}`, true)},
		call: func(_ context.Context, _ string, in map[string]any) (*catalog.Result, error) {
			return textResult("doc hit for " + fmt.Sprint(in["q"])), nil
		},
	}
	w.down = &fakeSource{info: catalog.SourceInfo{Name: "down", Grouped: true}, err: errors.New("exit status 1")}
	gone := &fakeSource{info: catalog.SourceInfo{Name: "gone", Grouped: true},
		err: toolerr.Unavailable(`MCP server "gone" cannot start: command "gone-mcp" not found in PATH`, false)}
	top := &fakeSource{info: catalog.SourceInfo{Name: "top"}, tools: []*catalog.Tool{tool("web_fetch", "Fetch a URL.", `{"type":"object","properties":{"url":{"type":"string"}},"required":["url"]}`, true)},
		call: func(context.Context, string, map[string]any) (*catalog.Result, error) { return textResult("page"), nil }}
	sources := []catalog.Source{w.media, w.docs, w.down, gone, top}
	w.box = &testBox{maxCalls: maxCalls, sources: static(sources...)}
	w.session = runtime.NewSession(nil)
	return w
}

func (w *world) run(t *testing.T, script string) *runtime.Result {
	t.Helper()
	ctx := context.Background()
	return w.session.Run(ctx, script, &runtime.RunOptions{Commands: w.box.Commands(ctx)})
}

func errorCode(t *testing.T, stderr string) (code string, retryable bool) {
	t.Helper()
	for _, line := range strings.Split(stderr, "\n") {
		var e struct {
			Error struct {
				Code      string `json:"code"`
				Message   string `json:"message"`
				Retryable bool   `json:"retryable"`
			} `json:"error"`
		}
		if json.Unmarshal([]byte(line), &e) == nil && e.Error.Code != "" {
			return e.Error.Code, e.Error.Retryable
		}
	}
	return "", false
}

func TestErrorCodes(t *testing.T) {
	tests := []struct {
		script    string
		code      string
		retryable bool
		message   string
	}{
		{"tools nosuch", toolerr.CodeUnknownCommand, false, "tools search"},
		{"tools media nosuch", toolerr.CodeUnknownCommand, false, "media has no tool"},
		{"tools media ech", toolerr.CodeUnknownCommand, false, "tools media echo"},
		{"tools media echo times=2", toolerr.CodeInvalidInput, false, "message"},
		{"tools media echo message=x titel=y", toolerr.CodeInvalidInput, false, "titel"},
		{"tools media echo message=x times=many", toolerr.CodeInvalidInput, false, "echo({ message: string, times?: integer })"},
		{"tools media echo '[1]'", toolerr.CodeInvalidInput, false, "not a JSON object"},
		{"tools media fail", toolerr.CodeToolError, false, "disk on fire"},
		{"tools media needs-sign-in", toolerr.CodeConnectionRequired, false, "sign in"},
		{"tools media broken", toolerr.CodeUnavailable, true, "connection reset"},
		{"tools down --help", toolerr.CodeUnavailable, true, "could not list its tools"},
		{"tools down anything", toolerr.CodeUnavailable, true, "could not list its tools"},
		// A server whose command does not exist will not start later
		// either.
		{"tools gone --help", toolerr.CodeUnavailable, false, `command \"gone-mcp\" not found`},
		{"tools gone anything", toolerr.CodeUnavailable, false, "could not list its tools"},
		{"x=$(printf '%1000000s' y); m=$x$x$x$x$x$x$x$x$x; tools media echo message=\"$m\"", toolerr.CodeInvalidInput, false, "may hold at most 8388608 bytes. Nothing was sent"},
		{"tools media echo message=x times=9223372036854775808", toolerr.CodeInvalidInput, false, "does not fit a 64-bit integer"},
		{"tools media echo message=x times=1e400", toolerr.CodeInvalidInput, false, "beyond the range of a JSON number"},
	}
	for _, tt := range tests {
		t.Run(tt.script, func(t *testing.T) {
			w := newWorld(0)
			res := w.run(t, tt.script+"; echo status=$?")
			code, retry := errorCode(t, res.Stderr)
			if code != tt.code || retry != tt.retryable {
				t.Errorf("code %q retryable %v, want %q %v (stderr %q)", code, retry, tt.code, tt.retryable, res.Stderr)
			}
			if !strings.Contains(res.Stderr, tt.message) {
				t.Errorf("stderr %q lacks %q", res.Stderr, tt.message)
			}
			if res.Stdout != "status=1\n" {
				t.Errorf("stdout %q: the error must be exit 1 and the script goes on", res.Stdout)
			}
		})
	}
}

func TestInvalidInputCallsNothing(t *testing.T) {
	w := newWorld(0)
	w.run(t, "tools media echo times=1; tools media echo message=x bogus=1; tools media echo '{'; "+
		"x=$(printf '%1000000s' y); m=$x$x$x$x$x$x$x$x$x; tools media echo message=\"$m\"; tools media echo message=x times=1e400")
	if n := w.media.calls.Load(); n != 0 {
		t.Errorf("the server received %d calls", n)
	}
}

func TestNeedsApprovalFromSourceIsAnError(t *testing.T) {
	w := newWorld(0)
	res := w.run(t, "tools media ask || echo went on")
	if code, _ := errorCode(t, res.Stderr); code != toolerr.CodeNeedsApproval || res.Stdout != "went on\n" {
		t.Errorf("code %q stdout %q", code, res.Stdout)
	}
}

func TestOutputs(t *testing.T) {
	w := newWorld(0)
	res := w.run(t, `tools media get-image; tools media get-image >/dev/null
tools media get-blob
tools media structured
tools media multi-text
tools media echo message='it'"'"'s' | cat -A
ls tool-images`)
	wantOut := "a tiny image\nembedded text\n" + `{"type":"resource_link","uri":"https://example.com/x","name":"x"}` + "\n" +
		`{"a":"<x>","b":1}` + "\none\ntwo\nit's$\n" +
		"media-get-blob-report-1.pdf\nmedia-get-image-1.png\nmedia-get-image-2.png\n"
	if res.Stdout != wantOut {
		t.Errorf("stdout\n%s\nwant\n%s", res.Stdout, wantOut)
	}
	for _, want := range []string{
		"tools: image written to tool-images/media-get-image-1.png (image/png, 9 bytes)",
		"tools: image written to tool-images/media-get-image-2.png",
		"tools: resource written to tool-images/media-get-blob-report-1.pdf (application/pdf, 4 bytes)",
	} {
		if !strings.Contains(res.Stderr, want) {
			t.Errorf("stderr %q lacks %q", res.Stderr, want)
		}
	}
	data, err := w.session.FS().ReadFile(runtime.Home + "/tool-images/media-get-image-2.png")
	if err != nil || string(data) != "\x89PNG fake" {
		t.Errorf("image file: %q %v", data, err)
	}
}

func TestCallLimit(t *testing.T) {
	for _, script := range []string{
		"for i in 1 2 3 4 5 6; do tools media echo message=$i; done; echo after",
		"( for i in 1 2 3; do tools media echo message=$i; done ); for i in 4 5 6; do tools media echo message=$i; done; echo after",
		"x=$(tools media echo message=1; tools media echo message=2); y=$(for i in 3 4 5 6; do tools media echo message=$i; done); echo after",
		"f() { tools media echo message=$1; }; for i in 1 2 3 4 5 6; do f $i | cat; done; echo after",
		"tools media echo message=1 & tools media echo message=2 & wait; for i in 3 4 5 6; do tools media echo message=$i; done; echo after",
		"seq 6 | while read n; do tools media echo message=$n; done; echo after",
	} {
		t.Run(script, func(t *testing.T) {
			w := newWorld(4)
			res := w.run(t, script)
			if code, _ := errorCode(t, res.Stderr); code != toolerr.CodeCallLimit {
				t.Errorf("code %q, stderr %q", code, res.Stderr)
			}
			if strings.Contains(res.Stdout, "after") || res.ExitCode == 0 {
				t.Errorf("the script went on after the call limit: status %d stdout %q", res.ExitCode, res.Stdout)
			}
			if n := w.media.calls.Load(); n != 4 {
				t.Errorf("the server received %d calls, want 4", n)
			}
			if !strings.Contains(res.Stderr, "list-style tools") {
				t.Errorf("message does not point at list-style tools: %q", res.Stderr)
			}
		})
	}
}

func TestLazyServer(t *testing.T) {
	w := newWorld(0)
	res := w.run(t, "tools --help")
	if !strings.Contains(res.Stdout, "docs") || !strings.Contains(res.Stdout, "(not loaded)") || w.docs.listed.Load() != 0 {
		t.Fatalf("help %q, listed %d", res.Stdout, w.docs.listed.Load())
	}
	res = w.run(t, "tools docs search-docs q=refunds")
	if res.Stdout != "doc hit for refunds\n" {
		t.Errorf("call through a lazy server: %q %q", res.Stdout, res.Stderr)
	}
	res = w.run(t, "tools --help")
	if !strings.Contains(res.Stdout, "1 tool") || strings.Contains(res.Stdout, "1 tools") || strings.Contains(res.Stdout, "(not loaded)") {
		t.Errorf("after loading: %q", res.Stdout)
	}
	if res = w.run(t, "tools docs --help"); !strings.HasPrefix(res.Stdout, "docs: 1 tool") || strings.HasPrefix(res.Stdout, "docs: 1 tools") {
		t.Errorf("a server of one tool: %q", res.Stdout)
	}

	w = newWorld(0)
	res = w.run(t, "tools docs --help")
	if !strings.Contains(res.Stdout, "search-docs") {
		t.Errorf("help of a lazy server: %q %q", res.Stdout, res.Stderr)
	}
	w = newWorld(0)
	res = w.run(t, "tools search docs refunds")
	if !strings.Contains(res.Stdout, "tools docs search-docs") {
		t.Errorf("search did not load the server: %q %q", res.Stdout, res.Stderr)
	}
	w = newWorld(0)
	res = w.run(t, "tools search echo")
	if w.docs.listed.Load() != 0 || !strings.Contains(res.Stdout, "tools media echo") {
		t.Errorf("a search that does not name the server loaded it")
	}
}

func TestDiscovery(t *testing.T) {
	w := newWorld(0)
	for _, tt := range []struct {
		script string
		want   []string
	}{
		{"tools", []string{"Usage:", "media", "12 tools", "Test server.", "docs", "(not loaded)", "down", "(unavailable)", "Other tools (1):", "web-fetch"}},
		{"tools --help", []string{"Usage:"}},
		{"tools media --help", []string{"media: 12 tools", "echo({ message: string, times?: integer })", "Echoes its message. [read-only]"}},
		{"tools media", []string{"media: 12 tools"}},
		{"tools media echo --help", []string{"echo({ message: string, times?: integer })", "mcp_media__echo", "Input schema:", `"required"`, "Example:", "tools media echo message="}},
		{"tools mcp_media__echo --help", []string{"mcp_media__echo"}},
		{"tools web_fetch --help", []string{"web-fetch({ url: string })", "tools web-fetch url="}},
		{"tools search echo message", []string{"tools media echo message=", "Echoes its message."}},
	} {
		res := w.run(t, tt.script)
		if res.ExitCode != 0 {
			t.Errorf("%s: status %d stderr %q", tt.script, res.ExitCode, res.Stderr)
		}
		for _, s := range tt.want {
			if !strings.Contains(res.Stdout, s) {
				t.Errorf("%s: output lacks %q:\n%s", tt.script, s, res.Stdout)
			}
		}
	}
	if res := w.run(t, "tools search zzqqxx"); res.ExitCode != 1 || !strings.Contains(res.Stderr, "nothing matches") {
		t.Errorf("empty search: %d %q", res.ExitCode, res.Stderr)
	}
}

// TestCatalogPerScript checks that sources are asked again for each
// script, so a source added between two scripts is seen by the second.
func TestCatalogPerScript(t *testing.T) {
	var mu sync.Mutex
	sources := []catalog.Source{media()}
	box := &testBox{sources: func(context.Context) ([]catalog.Source, error) {
		mu.Lock()
		defer mu.Unlock()
		return append([]catalog.Source(nil), sources...), nil
	}}
	s := runtime.NewSession(nil)
	ctx := context.Background()
	run := func(script string) *runtime.Result {
		return s.Run(ctx, script, &runtime.RunOptions{Commands: box.Commands(ctx)})
	}
	if res := run("tools extra --help"); res.ExitCode != 1 {
		t.Fatalf("extra exists before it was added")
	}
	mu.Lock()
	extra := media()
	extra.info.Name = "extra"
	sources = append(sources, extra)
	mu.Unlock()
	if res := run("tools extra echo message=hi"); res.Stdout != "hi\n" {
		t.Errorf("the added server is not there: %q %q", res.Stdout, res.Stderr)
	}
}

// TestStoppedCalls checks that calls reached after the call limit stopped
// the script (the other side of a pipeline, a background job) report
// stopped and reach no server.
func TestStoppedCalls(t *testing.T) {
	w := newWorld(1)
	res := w.run(t, `tools media echo message=1; { tools media echo message=2; } | { read l; tools media echo message=3; }; echo after`)
	if strings.Contains(res.Stdout, "after") {
		t.Fatalf("went on: %q", res.Stdout)
	}
	if !strings.Contains(res.Stderr, `"code":"call_limit"`) {
		t.Errorf("stderr %q", res.Stderr)
	}
	if n := w.media.calls.Load(); n != 1 {
		t.Errorf("server got %d calls", n)
	}
	t.Logf("stderr: %q", res.Stderr)
}

// TestStoppedInFlight: a call under way when the script is stopped is
// not cut by the stop: its source sees the stop (catalog.Stop) while the
// context it waits on for the answer still lives (the gate's grace); the
// script does not go on.
func TestStoppedInFlight(t *testing.T) {
	w := newWorld(0)
	started, alive := make(chan struct{}), make(chan bool, 1)
	ctx, cancel := context.WithCancel(context.WithValue(context.WithValue(context.Background(), startedKey{}, started), aliveKey{}, alive))
	go func() { <-started; cancel() }()
	res := w.session.Run(ctx, "tools media block; echo went-on", &runtime.RunOptions{Commands: w.box.Commands(ctx)})
	if !<-alive {
		t.Error("the call's context ended with the stop: its answer would be lost")
	}
	if strings.Contains(res.Stdout, "went-on") {
		t.Errorf("went on: %q", res.Stdout)
	}
}

// TestSourcesError: a configuration that no longer loads is shown by
// tools --help, and the sources given with the error still work.
func TestSourcesError(t *testing.T) {
	box := &testBox{sources: func(context.Context) ([]catalog.Source, error) {
		return []catalog.Source{media()}, errors.New("c.json: mcpServers.x: want an object")
	}}
	ctx := context.Background()
	res := runtime.NewSession(nil).Run(ctx, "tools --help; tools media echo message=hi", &runtime.RunOptions{Commands: box.Commands(ctx)})
	if !strings.Contains(res.Stdout, "Configuration problem (the sources above may be out of date): c.json: mcpServers.x") ||
		!strings.HasSuffix(res.Stdout, "hi\n") {
		t.Errorf("stdout %q", res.Stdout)
	}
}

// TestOutputChoice: a structured result that only wraps the text prints
// as the text; --text and --json, after the input or before the tool's
// name, force either; a field named text keeps --text after the name.
func TestOutputChoice(t *testing.T) {
	tests := []struct {
		script, want string
	}{
		{"tools media read-text | wc -l", "3\n"},
		{"tools media read-text | while read l; do echo \"<$l>\"; done", "<line 1>\n<line 2>\n<line 3>\n"},
		{"tools media read-text --json", `{"content":"line 1\nline 2\nline 3"}` + "\n"},
		{"tools --json media read-text path=x", `{"content":"line 1\nline 2\nline 3"}` + "\n"},
		{"tools media read-text --text path=x | wc -l", "3\n"},
		{"tools media structured", `{"a":"<x>","b":1}` + "\n"},
		{"tools media structured --text", "ignored\n"},
		{"tools media echo message=hi --json", `{"content":[{"type":"text","text":"hi"}]}` + "\n"},
		{"tools media echo --json message=hi | jq -r '.content[0].text'", "hi\n"},
		{"tools media echo message=hi --text", "hi\n"},
		{"tools media get-image --json", `{"content":[{"type":"image","mimeType":"image/png","path":"tool-images/media-get-image-1.png"},{"type":"text","text":"a tiny image"}]}` + "\n"},
		{"tools media get-blob --json | jq -c '.content[]'", `{"mimeType":"text/plain","text":"embedded text","type":"resource","uri":"file:///docs/readme.txt"}` + "\n" +
			`{"mimeType":"application/pdf","path":"tool-images/media-get-blob-report-1.pdf","type":"resource","uri":"file:///data/report.pdf"}` + "\n" +
			`{"name":"x","type":"resource_link","uri":"https://example.com/x"}` + "\n"},
		{"tools media post channel=c --text hi", `{"channel":"c","ok":true}` + "\n"},
		{"tools --text media post channel=c --text hi", "posted hi\n"},
		{"echo '{\"message\":\"from stdin\"}' | tools media echo --text", "from stdin\n"},
	}
	for _, tt := range tests {
		t.Run(tt.script, func(t *testing.T) {
			w := newWorld(0)
			res := w.run(t, tt.script)
			if res.Stdout != tt.want || res.ExitCode != 0 {
				t.Errorf("status %d stdout %q, want %q (stderr %q)", res.ExitCode, res.Stdout, tt.want, res.Stderr)
			}
		})
	}
	// Mistakes: both choices, a choice and no tool, --text as the value of
	// a string field named text. Nothing is called.
	for _, script := range []string{"tools media echo message=x --text --json", "tools --json media echo message=x --text", "tools --json", "tools --text --help",
		"tools media post channel=c --text hi --text"} {
		w := newWorld(0)
		res := w.run(t, script)
		code, _ := errorCode(t, res.Stderr)
		if res.ExitCode != 1 || (code != toolerr.CodeInvalidInput && code != toolerr.CodeUnknownCommand) || w.media.calls.Load() != 0 {
			t.Errorf("%s: status %d code %q calls %d stderr %q", script, res.ExitCode, code, w.media.calls.Load(), res.Stderr)
		}
	}
	// tools <tool> --help shows the choice, and says when a field takes
	// the flag's name.
	w := newWorld(0)
	res := w.run(t, "tools media echo --help; tools media post --help")
	for _, want := range []string{"Output:\n", "  --text     the text only", "  --json     JSON: the structured content",
		"this tool has a field named text: write tools --text media post ... for the output choice"} {
		if !strings.Contains(res.Stdout, want) {
			t.Errorf("help lacks %q:\n%s", want, res.Stdout)
		}
	}
	if strings.Count(res.Stdout, "this tool has a field named") != 1 {
		t.Errorf("only post's --text is shadowed:\n%s", res.Stdout)
	}
}

// TestHelpNoTrailingSpaces: the sources without a description (down,
// gone) leave no padding at the end of their lines in tools --help.
func TestHelpNoTrailingSpaces(t *testing.T) {
	w := newWorld(0)
	res := w.run(t, "tools --help")
	if !strings.Contains(res.Stdout, "\n  down") || !strings.Contains(res.Stdout, "\n  gone") {
		t.Fatalf("help: %q", res.Stdout)
	}
	for _, line := range strings.Split(res.Stdout, "\n") {
		if strings.TrimRight(line, " \t") != line {
			t.Errorf("trailing spaces: %q", line)
		}
	}
}
