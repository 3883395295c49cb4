package main

import (
	"bytes"
	"context"
	"encoding/json"
	"image"
	"image/color"
	"image/png"
	"maps"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/toolsinshell/tis"
	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/config"
	"github.com/toolsinshell/tis/gotools"
	"github.com/toolsinshell/tis/internal/tracker"
	"github.com/toolsinshell/tis/mcpexpose"
)

func TestMain(m *testing.M) {
	// With -worker the host runs each script in this test binary,
	// started again as a worker.
	if tis.IsWorker(os.Args[1:]) {
		os.Exit(tis.ServeWorker(os.Stdin, os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// reply is one answer of the fake model server: a status and a body.
type reply struct {
	status int
	body   json.RawMessage
}

// fakeModel is the Messages API on 127.0.0.1: it answers each request
// with the next reply and keeps the requests.
type fakeModel struct {
	t   *testing.T
	url string

	mu       sync.Mutex
	replies  []reply
	requests []*sent
}

// sent is a request the agent sent.
type sent struct {
	Path   string
	Header http.Header
	Body   struct {
		Model     string `json:"model"`
		MaxTokens int    `json:"max_tokens"`
		System    string `json:"system"`
		Tools     []struct {
			Name        string          `json:"name"`
			Description string          `json:"description"`
			InputSchema json.RawMessage `json:"input_schema"`
		} `json:"tools"`
		Messages []struct {
			Role    string            `json:"role"`
			Content []json.RawMessage `json:"content"`
		} `json:"messages"`
	}
}

// sentResult is a tool_result block as the agent sent it.
type sentResult struct {
	Type      string `json:"type"`
	ToolUseID string `json:"tool_use_id"`
	IsError   bool   `json:"is_error"`
	Content   []struct {
		Type   string `json:"type"`
		Text   string `json:"text"`
		Source struct {
			Type      string `json:"type"`
			MediaType string `json:"media_type"`
			Data      []byte `json:"data"`
		} `json:"source"`
	} `json:"content"`
}

// text is the text of a tool result's text blocks.
func (r *sentResult) text() string {
	var b strings.Builder
	for _, c := range r.Content {
		if c.Type == "text" {
			b.WriteString(c.Text)
		}
	}
	return b.String()
}

func newFakeModel(t *testing.T, replies ...reply) *fakeModel {
	f := &fakeModel{t: t, replies: replies}
	srv := httptest.NewServer(http.HandlerFunc(f.serve))
	t.Cleanup(srv.Close)
	f.url = srv.URL
	return f
}

func (f *fakeModel) serve(w http.ResponseWriter, r *http.Request) {
	s := &sent{Path: r.URL.Path, Header: r.Header.Clone()}
	if err := json.NewDecoder(r.Body).Decode(&s.Body); err != nil {
		f.t.Errorf("request %s: %v", r.URL.Path, err)
	}
	f.mu.Lock()
	f.requests = append(f.requests, s)
	var rep reply
	if len(f.replies) > 0 {
		rep, f.replies = f.replies[0], f.replies[1:]
	} else {
		rep = reply{http.StatusInternalServerError, json.RawMessage(`{"type":"error","error":{"type":"api_error","message":"the recorded exchange has no more turns"}}`)}
		f.t.Errorf("request %d: the recorded exchange has no more turns", len(f.requests))
	}
	f.mu.Unlock()
	w.Header().Set("content-type", "application/json")
	w.Header().Set("request-id", "req_test")
	w.WriteHeader(rep.status)
	w.Write(rep.body)
}

func (f *fakeModel) sent() []*sent {
	f.mu.Lock()
	defer f.mu.Unlock()
	return slices.Clone(f.requests)
}

// ok is a reply with the model's turn.
func ok(body json.RawMessage) reply { return reply{http.StatusOK, body} }

// exchange is a recorded conversation: the user's prompt and the model's
// turns, replayed in order.
type exchange struct {
	Prompt    string            `json:"prompt"`
	Responses []json.RawMessage `json:"responses"`
}

func loadExchange(t *testing.T, name string) *exchange {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	var x exchange
	if err := json.Unmarshal(data, &x); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return &x
}

// modelTurn is what the tests read of a recorded turn.
type modelTurn struct {
	Content []json.RawMessage `json:"content"`
	Blocks  []block           `json:"-"`
}

func decodeTurn(t *testing.T, raw json.RawMessage) *modelTurn {
	t.Helper()
	var m modelTurn
	if err := json.Unmarshal(raw, &m); err != nil {
		t.Fatal(err)
	}
	for _, c := range m.Content {
		var b block
		if err := json.Unmarshal(c, &b); err != nil {
			t.Fatal(err)
		}
		m.Blocks = append(m.Blocks, b)
	}
	return &m
}

// call is a tools/call an MCP server received.
type call struct {
	Tool  string
	Input map[string]any
}

// trackerServer is the example tracker served as an MCP server over
// streamable HTTP on 127.0.0.1, keeping the tool calls it receives and
// the values of the X-Seen-* headers it was sent.
func trackerServer(t *testing.T) (url string, calls func() []call, headers func() map[string][]string) {
	srv, err := mcpexpose.NewServer(context.Background(), tracker.New("github"), &mcp.Implementation{Name: "tracker", Version: "test"})
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var got []call
	srv.AddReceivingMiddleware(func(next mcp.MethodHandler) mcp.MethodHandler {
		return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
			if p, ok := req.GetParams().(*mcp.CallToolParamsRaw); ok && method == "tools/call" {
				c := call{Tool: p.Name}
				if err := json.Unmarshal(p.Arguments, &c.Input); err != nil {
					t.Errorf("tools/call %s: %v", p.Name, err)
				}
				mu.Lock()
				got = append(got, c)
				mu.Unlock()
			}
			return next(ctx, method, req)
		}
	})
	seen := map[string][]string{}
	h := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return srv }, nil)
	hs := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		for name, v := range r.Header {
			if strings.HasPrefix(name, "X-Seen-") && !slices.Contains(seen[name], v[0]) {
				seen[name] = append(seen[name], v[0])
			}
		}
		mu.Unlock()
		h.ServeHTTP(w, r)
	}))
	t.Cleanup(hs.Close)
	return hs.URL, func() []call {
			mu.Lock()
			defer mu.Unlock()
			return slices.Clone(got)
		}, func() map[string][]string {
			mu.Lock()
			defer mu.Unlock()
			return maps.Clone(seen)
		}
}

// runAgent runs the command in-process.
func runAgent(t *testing.T, stdin string, environ []string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	e := &env{Args: args, Environ: environ, Dir: t.TempDir(), Stdin: strings.NewReader(stdin),
		Stdout: &out, Stderr: &errb, Backoff: time.Nanosecond}
	code = run(context.Background(), e)
	return code, out.String(), errb.String()
}

// TestRecordedExchange replays a recorded conversation: the model lists
// closed pull requests and branches with one script, deletes a branch
// with a second (a destructive call: the person at the terminal is
// asked), and ends its turn. The tracker, a real MCP server, must have
// received the calls the scripts make, and each tool_result the model
// got back must answer its tool_use with the script's output.
func TestRecordedExchange(t *testing.T) {
	for _, tc := range []struct {
		name     string
		file     string
		stdin    string // the person's answer
		flags    []string
		approved bool
	}{
		{name: "approved", file: "approved.json", stdin: "y\n", approved: true},
		{name: "approved-in-worker", file: "approved.json", stdin: "y\n", flags: []string{"-worker"}, approved: true},
		{name: "not-answered", file: "pending.json", stdin: ""},
		{name: "not-now", file: "pending.json", stdin: "later\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			x := loadExchange(t, tc.file)
			replies := make([]reply, len(x.Responses))
			for i, r := range x.Responses {
				replies[i] = ok(r)
			}
			model := newFakeModel(t, replies...)
			mcpURL, received, headers := trackerServer(t)
			// The configuration reads the environment the host was given:
			// HOME is there, the agent's API key is not.
			cfg := filepath.Join(t.TempDir(), "config.json")
			if err := os.WriteFile(cfg, []byte(`{"mcpServers": {"github": {"url": "`+mcpURL+`",
				"headers": {"X-Seen-Home": "${HOME:-unset}", "X-Seen-Key": "${ANTHROPIC_API_KEY:-unset}"}}}}`), 0o644); err != nil {
				t.Fatal(err)
			}
			args := append([]string{"-config", cfg, "-model", "claude-test", "-max-tokens", "1000"}, tc.flags...)
			code, stdout, stderr := runAgent(t, tc.stdin,
				[]string{"ANTHROPIC_API_KEY=test-key", "ANTHROPIC_BASE_URL=" + model.url, "HOME=/nonexistent"},
				append(args, x.Prompt)...)
			if code != 0 {
				t.Fatalf("exit %d\n%s", code, stderr)
			}

			// What the tool server received.
			if h := headers(); !equalJSON(h, map[string][]string{"X-Seen-Home": {"/nonexistent"}, "X-Seen-Key": {"unset"}}) {
				t.Errorf("the tracker was sent the headers %v", h)
			}
			want := []call{
				{"list_pulls", map[string]any{"repo": "acme/api", "state": "closed"}},
				{"list_branches", map[string]any{"repo": "acme/api"}},
			}
			if tc.approved {
				want = append(want, call{"delete_branch", map[string]any{"repo": "acme/api", "branch": "chi-router"}})
			}
			if got := received(); !equalJSON(got, want) {
				t.Errorf("the tracker received %v, want %v", got, want)
			}

			// What the model received.
			reqs := model.sent()
			if len(reqs) != len(x.Responses) {
				t.Fatalf("%d requests, want %d", len(reqs), len(x.Responses))
			}
			for i, r := range reqs {
				checkRequest(t, i, r, x)
			}
			first := toolResults(t, reqs[1])
			if !strings.Contains(first[0].text(), "#5 chi-router: Experiment: switch router to chi\nbranches:\nchi-router\n") || first[0].IsError {
				t.Errorf("the first script's result: %+v", first[0])
			}
			second := toolResults(t, reqs[2])[0]
			switch {
			case tc.approved && (second.IsError || !strings.Contains(second.text(), "deleted chi-router\n")):
				t.Errorf("the deletion's result: %+v", second)
			case !tc.approved && (!second.IsError || !strings.Contains(second.text(), `"reason":"needs_approval"`) ||
				!strings.Contains(second.text(), `"before_start":true`)):
				t.Errorf("the deletion's result: %+v", second)
			}

			// What the person saw, and the model's last word.
			if !strings.Contains(stderr, `tools github delete-branch {"branch":"chi-router","repo":"acme/api"}`) ||
				!strings.Contains(stderr, "needs your approval") {
				t.Errorf("no question on stderr:\n%s", stderr)
			}
			last := decodeTurn(t, x.Responses[len(x.Responses)-1])
			if stdout != last.Blocks[0].Text+"\n" {
				t.Errorf("stdout %q, want the model's last text", stdout)
			}
		})
	}
}

// checkRequest checks the i-th request of a replayed exchange: the API's
// headers, the tools, and a conversation that holds the model's turns as
// they came, each followed by one tool_result per tool_use, in order.
func checkRequest(t *testing.T, i int, r *sent, x *exchange) {
	t.Helper()
	if r.Path != "/v1/messages" || r.Header.Get("x-api-key") != "test-key" || r.Header.Get("anthropic-version") != apiVersion ||
		r.Body.Model != "claude-test" || r.Body.MaxTokens != 1000 {
		t.Errorf("request %d: %s %v model %q max_tokens %d", i, r.Path, r.Header, r.Body.Model, r.Body.MaxTokens)
	}
	if len(r.Body.Tools) == 0 || r.Body.Tools[0].Name != "bash" || !strings.Contains(r.Body.Tools[0].Description, "github") ||
		!strings.Contains(string(r.Body.Tools[0].InputSchema), `"command"`) {
		t.Errorf("request %d: tools %+v", i, r.Body.Tools)
	}
	msgs := r.Body.Messages
	if len(msgs) != 2*i+1 {
		t.Fatalf("request %d: %d messages, want %d", i, len(msgs), 2*i+1)
	}
	var prompt textBlock
	if err := json.Unmarshal(msgs[0].Content[0], &prompt); err != nil || msgs[0].Role != "user" || prompt.Text != x.Prompt {
		t.Errorf("request %d: the first message is %+v", i, msgs[0])
	}
	for k := 0; k < i; k++ {
		turn := decodeTurn(t, x.Responses[k])
		asst, user := msgs[2*k+1], msgs[2*k+2]
		if asst.Role != "assistant" || !equalJSON(asst.Content, turn.Content) {
			t.Errorf("request %d, message %d: the model's turn %d did not go back as it came", i, 2*k+1, k)
		}
		var uses []string
		for _, b := range turn.Blocks {
			if b.Type == "tool_use" {
				uses = append(uses, b.ID)
			}
		}
		var ids []string
		for _, c := range user.Content {
			var res sentResult
			if err := json.Unmarshal(c, &res); err != nil || res.Type != "tool_result" {
				t.Errorf("request %d, message %d: %s", i, 2*k+2, c)
			}
			ids = append(ids, res.ToolUseID)
		}
		if user.Role != "user" || !slices.Equal(ids, uses) {
			t.Errorf("request %d, message %d: tool_result ids %v, want the tool_use ids %v", i, 2*k+2, ids, uses)
		}
	}
}

// toolResults returns the tool_result blocks of a request's last message.
func toolResults(t *testing.T, r *sent) []*sentResult {
	t.Helper()
	last := r.Body.Messages[len(r.Body.Messages)-1]
	var out []*sentResult
	for _, c := range last.Content {
		var res sentResult
		if err := json.Unmarshal(c, &res); err != nil {
			t.Fatal(err)
		}
		out = append(out, &res)
	}
	return out
}

// equalJSON reports whether a and b are the same as JSON.
func equalJSON(a, b any) bool {
	ja, err1 := json.Marshal(a)
	jb, err2 := json.Marshal(b)
	if err1 != nil || err2 != nil {
		return false
	}
	var va, vb any
	if json.Unmarshal(ja, &va) != nil || json.Unmarshal(jb, &vb) != nil {
		return false
	}
	ca, _ := json.Marshal(va)
	cb, _ := json.Marshal(vb)
	return bytes.Equal(ca, cb)
}

// pngOf is a one-pixel PNG of a colour.
func pngOf(t *testing.T, c color.Color) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, 1, 1))
	img.Set(0, 0, c)
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestDirectToolsAndImages: a turn with several tool_use blocks gets one
// tool_result each, in order. A direct tool is called through
// Session.CallTool and its image comes back as an image block; a script
// whose call saved an image gets it as an image block too, and is_error
// when it exits non-zero; a tool that does not exist, or a bash input
// without a command, is the model's error to read.
func TestDirectToolsAndImages(t *testing.T) {
	screen, chart := pngOf(t, color.White), pngOf(t, color.Black)
	var rendered []string
	screenshot := gotools.New("screenshot", "A screenshot of the user's screen.", nil,
		func(ctx context.Context, in map[string]any) (*catalog.Result, error) {
			return &catalog.Result{Content: []catalog.Content{{Type: "image", MIMEType: "image/png", Data: screen}}}, nil
		}, gotools.Direct(), gotools.ReadOnly())
	type renderInput struct {
		Title string `json:"title"`
	}
	render := gotools.Func("render", "Render a chart as PNG.", func(ctx context.Context, in renderInput) (*catalog.Result, error) {
		rendered = append(rendered, in.Title)
		return &catalog.Result{Content: []catalog.Content{{Type: "image", MIMEType: "image/png", Data: chart}}}, nil
	}, gotools.ReadOnly())
	host, err := tis.New(context.Background(), &tis.Options{Config: &config.Config{}, Sources: []catalog.Source{
		gotools.NewSource(catalog.SourceInfo{Name: "desktop"}, screenshot),
		gotools.NewSource(catalog.SourceInfo{Name: "charts", Description: "Charts.", Grouped: true}, render),
	}})
	if err != nil {
		t.Fatal(err)
	}
	defer host.Close()
	sess, err := host.Session(context.Background(), "t")
	if err != nil {
		t.Fatal(err)
	}
	model := newFakeModel(t, ok(json.RawMessage(`{"id":"msg_01","type":"message","role":"assistant","model":"claude-test",
		"content":[
			{"type":"text","text":"Let me look."},
			{"type":"tool_use","id":"toolu_01A","name":"screenshot","input":{}},
			{"type":"tool_use","id":"toolu_01B","name":"bash","input":{"command":"tools charts render title=Sales; echo rendered; exit 3"}},
			{"type":"tool_use","id":"toolu_01C","name":"nope","input":{}},
			{"type":"tool_use","id":"toolu_01D","name":"bash","input":{"script":"ls"}}],
		"stop_reason":"tool_use","stop_sequence":null,"usage":{"input_tokens":10,"output_tokens":10}}`)),
		ok(json.RawMessage(`{"id":"msg_02","type":"message","role":"assistant","model":"claude-test",
		"content":[{"type":"text","text":"A white screen and a black chart."}],
		"stop_reason":"end_turn","stop_sequence":null,"usage":{"input_tokens":10,"output_tokens":10}}`)))
	var log, answer bytes.Buffer
	a := &agent{api: &client{BaseURL: model.url, Key: "k"}, model: "m", maxTokens: 100, maxTurns: 5, sess: sess,
		log: &log, answer: &answer}
	if err := a.run(context.Background(), "What is on my screen?"); err != nil {
		t.Fatal(err)
	}
	reqs := model.sent()
	if len(reqs) != 2 {
		t.Fatalf("%d requests", len(reqs))
	}
	var names []string
	for _, tool := range reqs[0].Body.Tools {
		names = append(names, tool.Name)
	}
	if !slices.Equal(names, []string{"bash", "screenshot"}) {
		t.Errorf("tools %v, want bash and the direct screenshot", names)
	}
	res := toolResults(t, reqs[1])
	if len(res) != 4 {
		t.Fatalf("%d tool results", len(res))
	}
	for i, id := range []string{"toolu_01A", "toolu_01B", "toolu_01C", "toolu_01D"} {
		if res[i].ToolUseID != id {
			t.Errorf("result %d answers %s, want %s", i, res[i].ToolUseID, id)
		}
	}
	shot := res[0]
	if shot.IsError || len(shot.Content) != 1 || shot.Content[0].Type != "image" || shot.Content[0].Source.MediaType != "image/png" ||
		!bytes.Equal(shot.Content[0].Source.Data, screen) {
		t.Errorf("the direct call's result: %+v", shot)
	}
	script := res[1]
	if !script.IsError || !strings.Contains(script.text(), "rendered\n") || !strings.Contains(script.text(), "tool-images/charts-render-1.png") ||
		len(script.Content) != 2 || script.Content[1].Type != "image" || !bytes.Equal(script.Content[1].Source.Data, chart) {
		t.Errorf("the script's result: %+v", script)
	}
	if !slices.Equal(rendered, []string{"Sales"}) {
		t.Errorf("render was called with %v", rendered)
	}
	if !res[2].IsError || !strings.Contains(res[2].text(), "nope") {
		t.Errorf("an unknown tool's result: %+v", res[2])
	}
	if !res[3].IsError || !strings.Contains(res[3].text(), `"command"`) {
		t.Errorf("a bash input without a command: %+v", res[3])
	}
	if answer.String() != "A white screen and a black chart.\n" {
		t.Errorf("answer %q", answer.String())
	}
}

// TestAPIFailures: a request the API cannot take now is sent again; one
// it refuses is the command's failure with the API's message; the
// command wants a key; a model that never ends its turn is stopped after
// -max-turns.
func TestAPIFailures(t *testing.T) {
	overloaded := reply{529, json.RawMessage(`{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}`)}
	done := ok(json.RawMessage(`{"id":"msg_1","type":"message","role":"assistant","model":"m","content":[{"type":"text","text":"Hello."}],"stop_reason":"end_turn","stop_sequence":null,"usage":{"input_tokens":1,"output_tokens":1}}`))
	again := ok(json.RawMessage(`{"id":"msg_2","type":"message","role":"assistant","model":"m","content":[{"type":"tool_use","id":"toolu_1","name":"bash","input":{"command":"echo hi"}}],"stop_reason":"tool_use","stop_sequence":null,"usage":{"input_tokens":1,"output_tokens":1}}`))
	for _, tc := range []struct {
		name     string
		replies  []reply
		environ  []string // with ANTHROPIC_BASE_URL added
		args     []string
		code     int
		requests int
		stdout   string
		stderr   string
	}{
		{name: "retried", replies: []reply{overloaded, overloaded, done}, code: 0, requests: 3, stdout: "Hello.\n"},
		{name: "gives-up", replies: []reply{overloaded, overloaded, overloaded, overloaded}, code: 1, requests: 4,
			stderr: "529 overloaded_error: Overloaded (request req_test)"},
		{name: "refused", replies: []reply{{400, json.RawMessage(`{"type":"error","error":{"type":"invalid_request_error","message":"max_tokens: must be positive"}}`)}},
			code: 1, requests: 1, stderr: "400 invalid_request_error: max_tokens: must be positive"},
		{name: "no-key", environ: []string{"ANTHROPIC_API_KEY="}, code: 2, stderr: "set ANTHROPIC_API_KEY"},
		{name: "no-prompt", args: []string{}, code: 2, stderr: "usage: agent"},
		{name: "max-turns", replies: []reply{again, again}, args: []string{"-max-turns", "2", "hi"}, code: 1, requests: 2,
			stderr: "did not finish within its limit of turns (2)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			model := newFakeModel(t, tc.replies...)
			environ := append([]string{"ANTHROPIC_API_KEY=k"}, tc.environ...)
			args := tc.args
			if args == nil {
				args = []string{"hi"}
			}
			code, stdout, stderr := runAgent(t, "", append(environ, "ANTHROPIC_BASE_URL="+model.url), args...)
			if code != tc.code || stdout != tc.stdout || !strings.Contains(stderr, tc.stderr) {
				t.Errorf("exit %d, stdout %q, stderr %q", code, stdout, stderr)
			}
			if n := len(model.sent()); n != tc.requests {
				t.Errorf("%d requests, want %d", n, tc.requests)
			}
		})
	}
}
