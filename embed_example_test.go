package tis_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"log"
	"os"
	"path"
	"time"

	"github.com/toolsinshell/tis"
	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/config"
	"github.com/toolsinshell/tis/gotools"
	"github.com/toolsinshell/tis/hooks"
	"github.com/toolsinshell/tis/policy"
	tisruntime "github.com/toolsinshell/tis/runtime"
)

// A host whose MCP servers are Go values: the servers a configuration
// file's mcpServers would name. Values are taken as written (${VAR} is
// expanded in files only), so the host puts its secrets in itself. The
// environment is the host's to give: here the process's own, where stdio
// servers find PATH and HOME.
func Example_config() {
	ctx := context.Background()
	h, err := tis.New(ctx, &tis.Options{
		Config: &config.Config{Servers: map[string]*config.Server{
			"github": {URL: "https://api.githubcopilot.com/mcp/",
				Headers: map[string]string{"Authorization": "Bearer " + os.Getenv("GITHUB_TOKEN")}},
			"docs": {Command: "npx", Args: []string{"-y", "@acme/docs-mcp"}, Load: config.LoadOnDemand},
		}},
		Environ:  os.Environ(),
		StateDir: "/var/lib/myagent", // approvals and the audit log: /var/lib/myagent/store.db
	})
	if err != nil {
		log.Fatal(err)
	}
	defer h.Close()
}

// Ask a person while the script runs. Here the person is a function that
// allows every call once; a real host asks someone (a terminal, a chat
// message, an MCP elicitation) and may block until they answer.
func Example_ask() {
	ctx := context.Background()
	ask := func(ctx context.Context, q *tis.Question) (tis.AnswerKind, error) {
		fmt.Printf("asked: %s, branch %v (%s)\n", q.Tool, q.Input["branch"], q.Message)
		return tis.Once, nil
	}
	h, _ := tis.New(ctx, &tis.Options{Ask: ask})
	defer h.Close()
	s, _ := h.Session(ctx, "demo")
	res, _ := s.Run(ctx, "tools github delete-branch repo=acme/api branch=chi-router", nil)
	fmt.Print(res.Stdout)
	// Output:
	// asked: tools github delete-branch, branch chi-router (the tool says it is destructive (destructiveHint))
	// Deleted branch chi-router from acme/api.
}

// Limits bound each script: here 1,000 commands and 2 tool calls. A
// script past a limit is stopped; the result says which.
func Example_limits() {
	ctx := context.Background()
	h, _ := tis.New(ctx, &tis.Options{Limits: tis.Limits{
		Limits:   tisruntime.Limits{Timeout: 10 * time.Second, MaxCommands: 1000},
		MaxCalls: 2,
	}})
	defer h.Close()
	s, _ := h.Session(ctx, "demo")
	res, _ := s.Run(ctx, "while true; do :; done", nil)
	fmt.Println(res.ExitCode, res.LimitsHit)
	res, _ = s.Run(ctx, "for r in api web docs; do tools github list-issues repo=acme/$r > /dev/null; done", nil)
	fmt.Println(res.ExitCode, res.Report.Tools.Stopped.Reason, res.Report.Tools.ReadOnlyCalls)
	// Output:
	// 152 [commands]
	// 1 call_limit 2
}

// A tool that stays a direct tool call of the model (a screenshot, whose
// result the model must see as an image) is offered next to bash and
// called with CallTool, through the same checks as a call from a script.
func Example_callTool() {
	ctx := context.Background()
	screenshot := gotools.New("screenshot", "A screenshot of the screen.", nil,
		func(ctx context.Context, in map[string]any) (*catalog.Result, error) {
			return &catalog.Result{Content: []catalog.Content{{Type: "image", MIMEType: "image/png", Data: onePixel()}}}, nil
		}, gotools.Direct(), gotools.ReadOnly())
	h, _ := tis.New(ctx, &tis.Options{Sources: []catalog.Source{
		gotools.NewSource(catalog.SourceInfo{Name: "desktop"}, screenshot)}})
	defer h.Close()
	s, _ := h.Session(ctx, "demo")
	defs, _ := s.Tools(ctx)
	for _, d := range defs {
		fmt.Println(d.Name)
	}
	res, err := s.CallTool(ctx, "screenshot", nil, nil)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(res.Content[0].Type, res.Content[0].MIMEType)
	// Output:
	// bash
	// screenshot
	// image image/png
}

// A call's binary result (an image) is saved in the session's files
// under tool-images/, and Result.Images hands it to the host, to show the
// model as an image.
func Example_images() {
	ctx := context.Background()
	type chartInput struct {
		Title string `json:"title"`
	}
	chart := gotools.Func("render", "Render a chart.", func(ctx context.Context, in chartInput) (*catalog.Result, error) {
		return &catalog.Result{Content: []catalog.Content{{Type: "image", MIMEType: "image/png", Data: onePixel()}}}, nil
	}, gotools.ReadOnly())
	h, _ := tis.New(ctx, &tis.Options{Config: &config.Config{}, Sources: []catalog.Source{
		gotools.NewSource(catalog.SourceInfo{Name: "charts", Grouped: true}, chart)}})
	defer h.Close()
	s, _ := h.Session(ctx, "demo")
	res, _ := s.Run(ctx, "tools charts render title=Sales; ls tool-images", nil)
	fmt.Print(res.Output())
	for _, img := range res.Images {
		fmt.Println(img.Path, img.MIMEType, len(img.Data) > 0)
	}
	// Output:
	// tools: image written to tool-images/charts-render-1.png (image/png, 71 bytes)
	// charts-render-1.png
	// tool-images/charts-render-1.png image/png true
}

// The tool definitions in the shapes of the OpenAI Chat Completions and
// Responses APIs.
func Example_openAI() {
	ctx := context.Background()
	h := weatherHost()
	defer h.Close()
	s, _ := h.Session(ctx, "demo")
	defs, _ := s.Tools(ctx)
	chat := tis.OpenAIChat(defs)[0]
	fmt.Println(chat["type"], chat["function"].(map[string]any)["name"])
	resp := tis.OpenAIResponses(defs)[0]
	fmt.Println(resp["type"], resp["name"])
	// Output:
	// function bash
	// function bash
}

// A Go hook sees every call before it is made and may deny it, ask, or
// rewrite its input; here it refuses any call on the repository
// acme/docs.
func Example_hooks() {
	ctx := context.Background()
	h, _ := tis.New(ctx, &tis.Options{Hooks: &hooks.Hooks{Pre: []hooks.PreHook{noDocs{}}}})
	defer h.Close()
	s, _ := h.Session(ctx, "demo")
	res, _ := s.Run(ctx, "tools github list-issues repo=acme/docs || echo refused", nil)
	fmt.Print(res.Stdout)
	// Output: refused
}

// noDocs is a pre-tool hook.
type noDocs struct{}

func (noDocs) PreToolUse(ctx context.Context, ev *hooks.HookEvent) (*hooks.PreResult, error) {
	if ev.Input["repo"] == "acme/docs" {
		return &hooks.PreResult{Decision: policy.Deny, Reason: "acme/docs is off limits"}, nil
	}
	return nil, nil
}

// A program that runs its scripts in worker processes (Options.Worker)
// is started again as a worker: the first thing its main does is to
// check, before anything else runs.
func Example_worker() {
	if tis.IsWorker(os.Args[1:]) {
		os.Exit(tis.ServeWorker(os.Stdin, os.Stdout, os.Stderr))
	}
	ctx := context.Background()
	h, err := tis.New(ctx, &tis.Options{
		Worker: &tis.Worker{Spares: 1}, // one worker kept started
		Limits: tis.Limits{Limits: tisruntime.Limits{MaxMemoryBytes: 256 << 20}},
	})
	if err != nil {
		log.Fatal(err)
	}
	defer h.Close()
	// ... sessions and scripts as without workers.
}

// onePixel is a PNG of one pixel.
func onePixel() []byte {
	var b bytes.Buffer
	_ = png.Encode(&b, image.NewGray(image.Rect(0, 0, 1, 1)))
	return b.Bytes()
}

// Answering an OpenAI Chat Completions tool call: the arguments are a
// JSON string; the bash tool's goes to Run, any other tool's to
// CallTool; the answer is a message of role tool. (The Responses API's
// function_call item has call_id, name and arguments the same way, and
// is answered with a function_call_output item.)
func Example_openAIToolCall() {
	ctx := context.Background()
	h, _ := tis.New(ctx, nil)
	defer h.Close()
	s, _ := h.Session(ctx, "demo")

	// One entry of the assistant message's tool_calls.
	var tc struct {
		ID       string `json:"id"`
		Function struct {
			Name      string `json:"name"`
			Arguments string `json:"arguments"`
		} `json:"function"`
	}
	_ = json.Unmarshal([]byte(`{"id": "call_1", "type": "function", "function": {"name": "bash",
		"arguments": "{\"command\": \"tools github list-repos | jq -r '.[].name'\"}"}}`), &tc)

	var content string
	var args map[string]any
	if err := json.Unmarshal([]byte(tc.Function.Arguments), &args); err != nil {
		content = "the arguments are not a JSON object: " + err.Error()
	} else if tc.Function.Name == tis.BashTool {
		command, _ := args["command"].(string)
		res, err := s.Run(ctx, command, nil)
		if err != nil {
			log.Fatal(err) // the host failed, not the script
		}
		content = res.Text()
	} else if res, err := s.CallTool(ctx, tc.Function.Name, args, nil); err != nil {
		content = err.Error()
	} else {
		js, _ := json.Marshal(res)
		content = string(js)
	}
	msg, _ := json.Marshal(map[string]any{"role": "tool", "tool_call_id": tc.ID, "content": content})
	fmt.Println(string(msg))
	// Output: {"content":"acme/api\nacme/docs\nacme/web\n","role":"tool","tool_call_id":"call_1"}
}

// The result a model reads has a budget (30,000 bytes by default): a
// long output keeps its head and tail, with one line naming the session
// file that holds all of it, which the next script reads.
func Example_resultBudget() {
	ctx := context.Background()
	h, _ := tis.New(ctx, &tis.Options{Config: &config.Config{}})
	defer h.Close()
	s, _ := h.Session(ctx, "demo")
	res, _ := s.Run(ctx, "seq 1 100000", nil)
	fmt.Println(len(res.Text()) <= tis.DefaultMaxResultBytes, res.Cut.StdoutBytes, path.Base(res.Cut.Files[0]))
	whole, _ := s.Run(ctx, "wc -l < "+res.Cut.Files[0], nil) // the next script reads all of it
	fmt.Print(whole.Stdout)
	all, _ := s.Run(ctx, "seq 1 100000", &tis.RunOptions{MaxResultBytes: -1}) // no budget
	fmt.Println(len(all.Stdout))
	// Output:
	// true 588895 stdout
	// 100000
	// 588895
}
