package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/toolsinshell/tis"
	"github.com/toolsinshell/tis/cmd/internal/cli"
	"github.com/toolsinshell/tis/internal/nodetest"
)

// asTsserve makes this test binary tsserve (for the clients that start
// it, and for the tests that serve HTTP from a process of its own).
const asTsserve = "TSSERVE_TEST_AS_MAIN"

func TestMain(m *testing.M) {
	if tis.IsWorker(os.Args[1:]) {
		os.Exit(tis.ServeWorker(os.Stdin, os.Stdout, os.Stderr))
	}
	if len(os.Args) == 2 && os.Args[1] == cli.ServeExampleFlag {
		os.Exit(cli.Tsrun(cli.Process(), os.Args[1:])) // a configured server
	}
	if os.Getenv(asTsserve) == "1" {
		os.Exit(cli.Tsserve(cli.Process(), os.Args[1:]))
	}
	os.Exit(nodetest.Main(m, os.Environ()))
}

// nodeTools finds the npm packages of testdata/mcp-servers (the
// inspector CLI, the conformance suite among them).
func nodeTools(t *testing.T) string {
	t.Helper()
	dir := nodetest.Need(t).Dir
	for _, pkg := range []string{"inspector-cli", "conformance"} {
		if _, err := os.Stat(filepath.Join(dir, "node_modules", "@modelcontextprotocol", pkg)); err != nil {
			t.Fatalf("%s is missing: run npm ci --prefix testdata/mcp-servers (%v)", pkg, err)
		}
	}
	return dir
}

// testEnv is the environment of a tsserve under test: its store in its
// own state directory.
func testEnv(t *testing.T) []string {
	return append(os.Environ(), asTsserve+"=1", "XDG_STATE_HOME="+t.TempDir())
}

// served is a tsserve process serving HTTP.
type served struct {
	url, token string
}

// serveHTTP starts this binary as tsserve --http on a free port of
// 127.0.0.1 and returns its endpoint and token (the one it made).
func serveHTTP(t *testing.T, args ...string) *served {
	t.Helper()
	s, _ := startHTTP(t, true, args...)
	return s
}

// startHTTP starts this binary as tsserve --http on a free port of
// 127.0.0.1 and returns its endpoint, the token it made when madeToken
// says it makes one, and its process.
func startHTTP(t *testing.T, madeToken bool, args ...string) (*served, *exec.Cmd) {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(exe, append([]string{"--http", "127.0.0.1:0"}, args...)...)
	env := []string{}
	for _, kv := range testEnv(t) {
		if !strings.HasPrefix(kv, "TSSERVE_TOKEN=") {
			env = append(env, kv)
		}
	}
	cmd.Env = env
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Signal(os.Interrupt)
		_ = cmd.Wait()
	})
	s := &served{}
	rd := bufio.NewReader(stderr)
	at := regexp.MustCompile(`serving MCP at (http://\S+)`)
	tok := regexp.MustCompile(`bearer token .*: (\S+)$`)
	for s.url == "" || madeToken && s.token == "" {
		line, err := rd.ReadString('\n')
		if err != nil {
			t.Fatalf("tsserve ended before it served: %v", err)
		}
		if m := at.FindStringSubmatch(line); m != nil {
			s.url = m[1]
		}
		if m := tok.FindStringSubmatch(strings.TrimSpace(line)); m != nil {
			s.token = m[1]
		}
	}
	go io.Copy(io.Discard, rd)
	return s, cmd
}

// inspector runs the MCP Inspector's CLI and returns its JSON answer.
func inspector(t *testing.T, dir string, env []string, args ...string) map[string]any {
	t.Helper()
	// The CLI reads its own package.json by a path relative to the
	// working directory (a defect of inspector-cli 1.0.x): run it from
	// its build directory.
	build := filepath.Join(dir, "node_modules", "@modelcontextprotocol", "inspector-cli", "build")
	cmd := exec.Command("node", append([]string{filepath.Join(build, "cli.js"), "--cli"}, args...)...)
	cmd.Dir = build
	cmd.Env = env
	var stdout, stderr strings.Builder
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("inspector %v: %v\n%s\n%s", args, err, stdout.String(), stderr.String())
	}
	var out map[string]any
	if err := json.Unmarshal([]byte(stdout.String()), &out); err != nil {
		t.Fatalf("inspector %v: %v\n%s", args, err, stdout.String())
	}
	return out
}

// checkInspector lists the tools and calls bash through the inspector.
func checkInspector(t *testing.T, dir string, env []string, target ...string) {
	t.Helper()
	list := inspector(t, dir, env, append(target, "--method", "tools/list")...)
	tools, _ := list["tools"].([]any)
	if len(tools) != 1 || tools[0].(map[string]any)["name"] != "bash" {
		t.Fatalf("tools/list: %v", list)
	}
	desc, _ := tools[0].(map[string]any)["description"].(string)
	if !strings.Contains(desc, "github") || !strings.Contains(desc, "tools search") {
		t.Errorf("the bash description names no source: %s", desc)
	}
	res := inspector(t, dir, env, append(target, "--method", "tools/call", "--tool-name", "bash",
		"--tool-arg", `command=echo one; echo two >&2; tools github list-repos | jq -r '.[].name' | head -1`)...)
	content, _ := res["content"].([]any)
	if len(content) == 0 {
		t.Fatalf("tools/call: %v", res)
	}
	text, _ := content[0].(map[string]any)["text"].(string)
	if text != "one\ntwo\nacme/api\n" || res["isError"] == true {
		t.Errorf("tools/call: %q %v", text, res)
	}
	res = inspector(t, dir, env, append(target, "--method", "tools/call", "--tool-name", "bash",
		"--tool-arg", `command=tools github delete-branch repo=acme/api branch=chi-router`)...)
	sc, _ := res["structuredContent"].(map[string]any)
	if res["isError"] != true || sc == nil || !strings.Contains(fmt.Sprint(sc["tools"]), "needs_approval") {
		t.Errorf("a call that needs approval: %v", res)
	}
}

func TestInspectorStdio(t *testing.T) {
	dir := nodeTools(t)
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	env := testEnv(t)
	checkInspector(t, dir, env, exe)
}

// TestInspectorStdioConfig is the recipe of docs/gateway.md: tsserve's
// own arguments after "--", since the inspector takes --config itself.
func TestInspectorStdioConfig(t *testing.T) {
	dir := nodeTools(t)
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cfg := filepath.Join(t.TempDir(), "servers.json")
	js, _ := json.Marshal(map[string]any{"mcpServers": map[string]any{"github": map[string]any{"command": exe, "args": []string{cli.ServeExampleFlag}}}})
	if err := os.WriteFile(cfg, js, 0o644); err != nil {
		t.Fatal(err)
	}
	checkInspector(t, dir, testEnv(t), exe, "--", "--config", cfg)
}

func TestInspectorHTTP(t *testing.T) {
	dir := nodeTools(t)
	s := serveHTTP(t)
	checkInspector(t, dir, os.Environ(), s.url, "--transport", "http", "--header", "Authorization: Bearer "+s.token)
}

// withToken is a proxy on 127.0.0.1 that adds the bearer token, for
// clients that cannot send headers (the conformance suite); it keeps the
// client's Host header.
func withToken(t *testing.T, s *served) string {
	t.Helper()
	target, err := url.Parse(s.url)
	if err != nil {
		t.Fatal(err)
	}
	p := &httputil.ReverseProxy{Rewrite: func(r *httputil.ProxyRequest) {
		r.SetURL(target)
		r.Out.URL.Path = target.Path
		r.Out.Host = r.In.Host
		r.Out.Header.Set("Authorization", "Bearer "+s.token)
	}, FlushInterval: -1}
	srv := httptest.NewServer(p)
	t.Cleanup(srv.Close)
	return srv.URL + "/mcp"
}

// conformanceScenarios are the server scenarios of the MCP conformance
// suite that apply to a server of tools only (no resources, prompts,
// completions, logging or sampling).
// The tools-call-*, json-schema-2020-12 and elicitation-* scenarios call
// test tools of their own (test_simple_text, ...), which a gateway does
// not have; server-sse-polling checks resumable SSE, which the gateway
// does not keep (it would hold every stream's events in memory).
var conformanceScenarios = []string{"server-initialize", "ping", "tools-list", "dns-rebinding-protection",
	"server-sse-multiple-streams", "logging-set-level"}

func TestConformance(t *testing.T) {
	dir := nodeTools(t)
	s := serveHTTP(t)
	endpoint := withToken(t, s)
	for _, sc := range conformanceScenarios {
		t.Run(sc, func(t *testing.T) {
			out := t.TempDir()
			cmd := exec.Command(filepath.Join(dir, "node_modules", ".bin", "conformance"), "server",
				"--url", endpoint, "--scenario", sc, "-o", out)
			var b strings.Builder
			cmd.Stdout, cmd.Stderr = &b, &b
			err := cmd.Run()
			passed := regexp.MustCompile(`Passed: (\d+)/(\d+), 0 failed`).FindStringSubmatch(b.String())
			if err != nil || passed == nil || passed[1] != passed[2] || passed[1] == "0" {
				t.Errorf("conformance %s: %v\n%s", sc, err, b.String())
			}
		})
	}
}

func TestConnect(t *testing.T) {
	s := serveHTTP(t)
	run := func(args []string, script string, token string) (int, string, string) {
		var out, errb strings.Builder
		env := cli.Env{Stdin: strings.NewReader(script), Stdout: &out, Stderr: &errb, Dir: t.TempDir(),
			Environ: []string{"TSSERVE_TOKEN=" + token, "XDG_STATE_HOME=" + t.TempDir()}}
		code := cli.Tsrun(env, append(append([]string{"--connect", s.url}, args...), "-"))
		return code, out.String(), errb.String()
	}
	if code, out, _ := run([]string{"--session", "c1"}, "echo kept > f; echo a; echo b >&2", s.token); code != 0 || out != "a\n" {
		t.Fatalf("connect: %d %q", code, out)
	}
	code, out, _ := run([]string{"--session", "c1", "--json"}, "cat f; exit 5", s.token)
	var res struct {
		ExitCode int    `json:"exit_code"`
		Stdout   string `json:"stdout"`
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil || code != 5 || res.ExitCode != 5 || res.Stdout != "kept\n" {
		t.Errorf("the session's files through --connect: %d %q %v", code, out, err)
	}
	// The result budget: the gateway's for --json, none for a person's
	// terminal, the run's own with --max-result.
	if code, out, _ := run(nil, "seq 1 20000", s.token); code != 0 || len(out) != 108894 {
		t.Errorf("a plain run through --connect was cut: %d, %d bytes", code, len(out))
	}
	code, out, _ = run([]string{"--json"}, "seq 1 20000", s.token)
	var cut struct {
		Stdout string   `json:"stdout"`
		Cut    *tis.Cut `json:"cut"`
	}
	if err := json.Unmarshal([]byte(out), &cut); err != nil || code != 0 || len(cut.Stdout) > tis.DefaultMaxResultBytes || cut.Cut == nil ||
		!strings.Contains(cut.Stdout, "all of it is in /results/") {
		t.Errorf("--json through --connect: %d %v %.300s", code, err, out)
	}
	if code, out, errOut := run([]string{"--max-result", "500"}, "seq 1 20000", s.token); code != 0 || len(out)+len(errOut) > 500 ||
		!strings.Contains(errOut, "result budget of 500 bytes") {
		t.Errorf("--max-result through --connect: %d %q %q", code, out, errOut)
	}
	if code, _, errOut := run(nil, "echo x", "wrong"); code != 2 || !strings.Contains(errOut, "Unauthorized") {
		t.Errorf("a wrong token: %d %s", code, errOut)
	}
	if code, _, errOut := run([]string{"--timeout", "1s"}, "echo x", s.token); code != 2 || !strings.Contains(errOut, "does not go with --connect") {
		t.Errorf("a flag that does not apply: %d %s", code, errOut)
	}
}

func TestHelpAndVersion(t *testing.T) {
	var out, errb strings.Builder
	if code := cli.Tsserve(cli.Env{Stdout: &out, Stderr: &errb}, []string{"--help"}); code != 0 || !strings.Contains(out.String(), "--http ADDR") || errb.Len() != 0 {
		t.Errorf("--help: %d %q %q", code, out.String(), errb.String())
	}
	out.Reset()
	if code := cli.Tsserve(cli.Env{Stdout: &out, Stderr: &errb}, []string{"--version"}); code != 0 || !strings.HasPrefix(out.String(), "tsserve ") {
		t.Errorf("--version: %d %q", code, out.String())
	}
	if code := cli.Tsserve(cli.Env{Stdout: &out, Stderr: &errb}, []string{"--no-such-flag"}); code != 2 {
		t.Errorf("a bad flag: %d", code)
	}
}
