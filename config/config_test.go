package config

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

// testEnv is the environment the tests expand from.
var testEnv = map[string]string{
	"TOKEN": "s3cret",
	"HOST":  "api.example.com",
	"EMPTY": "",
	"BIN":   "/usr/bin/node",
	"DIR":   "work",
}

func testLookup(name string) (string, bool) {
	v, ok := testEnv[name]
	return v, ok
}

const testFile = "/cfg/tis.json"

func TestParseErrors(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want []string // each must appear in the error
	}{
		{"syntax", "{\n  \"mcpServers\": {\n    \"a\": {\"command\": \"x\" \"args\": []}\n  }\n}",
			[]string{testFile + ":3:26:", "invalid character"}},
		{"truncated", `{"mcpServers": {`, []string{testFile + ":1:17:", "unexpected end of file"}},
		{"empty file", "  \n", []string{testFile + ":1:1:", "empty"}},
		{"not an object", `[1]`, []string{"want a JSON object, got an array"}},
		{"text after", `{} x`, []string{":1:4:", "invalid character 'x' after top-level value"}},
		{"unterminated comment", "{ /* x", []string{":1:3:", "unterminated /* comment"}},
		{"too deep", `{"a":` + strings.Repeat("[", 100) + strings.Repeat("]", 100) + `}`, []string{"nested more than 64 deep"}},
		{"unknown top-level key", `{"mcpServer": {}}`,
			[]string{testFile + ":1:2:", `unknown key "mcpServer"; did you mean "mcpServers"?`}},
		{"unknown key far from any", `{"zzzzzz": 1}`, []string{`unknown key "zzzzzz"; known keys:`, "capabilities"}},
		{"unknown server key", "{\"mcpServers\": {\"github\": {\n  \"command\": \"x\",\n  \"comand\": \"y\"}}}",
			[]string{testFile + ":3:3:", "mcpServers.github: ", `unknown key "comand"; did you mean "command"?`}},
		{"key case", `{"mcpServers": {"github": {"Command": "x"}}}`, []string{`did you mean "command"?`}},
		{"envFile", `{"mcpServers": {"a": {"command": "x", "envFile": ".env"}}}`,
			[]string{"mcpServers.a.envFile: ", `list the variables in "env"`}},
		{"serverUrl", `{"mcpServers": {"a": {"serverUrl": "http://x"}}}`, []string{"mcpServers.a.serverUrl: ", `"url"`}},
		{"args a string", "{\"mcpServers\": {\n\"github\": {\"command\": \"x\", \"args\": \"-y\"}}}",
			[]string{testFile + ":2:36: mcpServers.github.args: want an array of strings, got a string"}},
		{"arg a number", `{"mcpServers": {"a": {"command": "x", "args": ["a", 2]}}}`,
			[]string{"mcpServers.a.args[1]: want a string, got a number"}},
		{"env a number", `{"mcpServers": {"a": {"command": "x", "env": {"PORT": 8080}}}}`,
			[]string{"mcpServers.a.env.PORT: want a string, got a number"}},
		{"env an array", `{"mcpServers": {"a": {"command": "x", "env": ["A=1"]}}}`,
			[]string{"mcpServers.a.env: want an object of strings, got an array"}},
		{"disabled a string", `{"mcpServers": {"a": {"command": "x", "disabled": "yes"}}}`,
			[]string{"mcpServers.a.disabled: want true or false, got a string"}},
		{"server a string", `{"mcpServers": {"a": "npx"}}`, []string{"mcpServers.a: want an object, got a string"}},
		{"servers an array", `{"mcpServers": []}`, []string{"mcpServers: want an object of servers, got an array"}},
		{"duplicate key", `{"mcpServers": {"a": {"command": "x", "command": "y"}}}`,
			[]string{":1:39: mcpServers.a.command: duplicate key"}},
		{"duplicate server", `{"mcpServers": {"a": {"command": "x"}, "a": {"command": "y"}}}`,
			[]string{"mcpServers.a: duplicate server"}},
		{"servers and mcpServers", `{"mcpServers": {}, "servers": {}}`,
			[]string{"servers: same setting as \"mcpServers\"; write only one of them"}},
		{"neither command nor url", `{"mcpServers": {"a": {"args": ["x"]}}}`,
			[]string{":1:17: mcpServers.a: ", `want "command" (a stdio server) or "url"`}},
		{"both command and url", `{"mcpServers": {"a": {"command": "x", "url": "http://h"}}}`,
			[]string{"mcpServers.a.url: ", "not both"}},
		{"empty command", `{"mcpServers": {"a": {"command": ""}}}`, []string{"mcpServers.a.command: must not be empty"}},
		{"command empty after expansion", `{"mcpServers": {"a": {"command": "${EMPTY}"}}}`,
			[]string{"mcpServers.a.command: is empty once variables are expanded"}},
		{"url not http", `{"mcpServers": {"a": {"url": "ftp://h/x"}}}`,
			[]string{"mcpServers.a.url: want an http:// or https:// URL"}},
		{"url without host", `{"mcpServers": {"a": {"url": "http:///x"}}}`, []string{"mcpServers.a.url: ", "has no host"}},
		{"url relative", `{"mcpServers": {"a": {"url": "localhost:8080/mcp"}}}`, []string{"mcpServers.a.url: "}},
		{"type stdio with url", `{"mcpServers": {"a": {"type": "stdio", "url": "http://h"}}}`,
			[]string{"mcpServers.a.type: ", `"stdio" servers have a "command"`}},
		{"type sse with command", `{"mcpServers": {"a": {"type": "sse", "command": "x"}}}`,
			[]string{"mcpServers.a.type: ", `"sse" servers have a "url"`}},
		{"type unknown", `{"mcpServers": {"a": {"type": "websocket", "url": "http://h"}}}`,
			[]string{"mcpServers.a.type: unknown transport \"websocket\""}},
		{"args with url", `{"mcpServers": {"a": {"url": "http://h", "args": ["x"]}}}`,
			[]string{"mcpServers.a.args: only for stdio servers"}},
		{"cwd with url", `{"mcpServers": {"a": {"url": "http://h", "cwd": "/x"}}}`,
			[]string{"mcpServers.a.cwd: only for stdio servers"}},
		{"headers with command", `{"mcpServers": {"a": {"command": "x", "headers": {"A": "b"}}}}`,
			[]string{"mcpServers.a.headers: only for remote servers"}},
		{"bad header name", `{"mcpServers": {"a": {"url": "http://h", "headers": {"Bad Header": "b"}}}}`,
			[]string{`mcpServers.a.headers["Bad Header"]: not a valid HTTP header name`}},
		{"bad env name", `{"mcpServers": {"a": {"command": "x", "env": {"A=B": "b"}}}}`,
			[]string{`mcpServers.a.env["A=B"]: not a valid environment variable name`}},
		{"load eager", `{"mcpServers": {"a": {"command": "x", "load": "eager"}}}`,
			[]string{"mcpServers.a.load: ", `want "on_demand"`, `got "eager"`}},
		{"timeout zero", `{"mcpServers": {"a": {"command": "x", "timeout": 0}}}`,
			[]string{"mcpServers.a.timeout: must be more than 0"}},
		{"timeout negative", `{"mcpServers": {"a": {"command": "x", "timeout": "-5s"}}}`,
			[]string{"mcpServers.a.timeout: must be more than 0"}},
		{"timeout no unit", `{"mcpServers": {"a": {"command": "x", "timeout": "30"}}}`,
			[]string{"mcpServers.a.timeout: want a duration", `got "30"`}},
		{"timeout bool", `{"mcpServers": {"a": {"command": "x", "timeout": true}}}`,
			[]string{"mcpServers.a.timeout: want a duration", "got a boolean"}},
		{"timeout huge", `{"mcpServers": {"a": {"command": "x", "timeout": 1e300}}}`,
			[]string{"mcpServers.a.timeout: duration out of range"}},
		{"empty name", `{"mcpServers": {"": {"command": "x"}}}`, []string{"must not be empty"}},
		{"name with space", `{"mcpServers": {"my server": {"command": "x"}}}`,
			[]string{`mcpServers["my server"]: `, "white space"}},
		{"name with slash", `{"mcpServers": {"a/b": {"command": "x"}}}`, []string{"has '/'"}},
		{"name with dollar", `{"mcpServers": {"a$b": {"command": "x"}}}`, []string{"may hold only letters"}},
		{"name starts with dash", `{"mcpServers": {"-a": {"command": "x"}}}`, []string{"must not start with '-'"}},
		{"name search", `{"mcpServers": {"Search": {"command": "x"}}}`, []string{"mcpServers.Search: ", "reserved"}},
		{"names collide", `{"mcpServers": {"my-server": {"command": "x"}, "My_Server": {"command": "y"}}}`,
			[]string{"mcpServers.My_Server: ", `same name as server "my-server"`, "`tools my-server`"}},
		{"unset variable in header", "{\"mcpServers\": {\"gh\": {\"url\": \"https://h\",\n \"headers\": {\"Authorization\": \"Bearer ${GH_TOKEN}\"}}}}",
			[]string{testFile + ":2:31: mcpServers.gh.headers.Authorization: environment variable GH_TOKEN is not set"}},
		{"unset variable in arg", `{"mcpServers": {"a": {"command": "x", "args": ["--k", "${NOPE}"]}}}`,
			[]string{"mcpServers.a.args[1]: environment variable NOPE is not set"}},
		{"unset variable in env", `{"mcpServers": {"a": {"command": "x", "env": {"K": "${env:NOPE}"}}}}`,
			[]string{"mcpServers.a.env.K: environment variable NOPE is not set"}},
		{"unset variable in url", `{"mcpServers": {"a": {"url": "https://${NOPE}/mcp"}}}`,
			[]string{"mcpServers.a.url: environment variable NOPE is not set"}},
		{"unset variable in command", `{"mcpServers": {"a": {"command": "${NOPE}"}}}`,
			[]string{"mcpServers.a.command: environment variable NOPE is not set"}},
		{"unset variable in cwd", `{"mcpServers": {"a": {"command": "x", "cwd": "${NOPE}"}}}`,
			[]string{"mcpServers.a.cwd: environment variable NOPE is not set"}},
		{"input variable", `{"mcpServers": {"a": {"command": "x", "env": {"K": "${input:key}"}}}}`,
			[]string{"mcpServers.a.env.K: ", "input variables are not supported"}},
		{"empty disabled tool", `{"mcpServers": {"a": {"command": "x", "disabledTools": [""]}}}`,
			[]string{"mcpServers.a.disabledTools[0]: must not be empty"}},
		{"unknown capability", `{"capabilities": [{"ref": "tools_in_shel"}]}`,
			[]string{"capabilities[0].ref: ", `did you mean "tools_in_shell"?`}},
		{"capability without ref", `{"capabilities": [{"config": {}}]}`, []string{"capabilities[0]: ", `want a "ref"`}},
		{"capability twice", `{"capabilities": [{"ref": "tools_in_shell"}, {"ref": "tools_in_shell"}]}`,
			[]string{"capabilities[1].ref: ", "listed twice"}},
		{"capability config key", `{"capabilities": [{"ref": "tools_in_shell", "config": {"keep_visibl": []}}]}`,
			[]string{"capabilities[0].config: ", `did you mean "keep_visible"?`}},
		{"capabilities an object", `{"capabilities": {"ref": "x"}}`, []string{"capabilities: want an array"}},
		{"tool search config not an object", `{"capabilities": [{"ref": "tool_search", "config": 3}]}`,
			[]string{"capabilities[0].config: want an object"}},
		{"empty keep_visible", `{"capabilities": [{"ref": "tools_in_shell", "config": {"keep_visible": [""]}}]}`,
			[]string{"capabilities[0].config.keep_visible[0]: must not be empty"}},
		{"unknown client", `{"import": ["cursr"]}`,
			[]string{"import[0]: ", `did you mean "cursor"?`, "claude-desktop, claude-code, cursor, vscode"}},
		{"unknown client far", `{"import": ["zed"]}`, []string{`unknown MCP client "zed"; known: claude-desktop`}},
		{"client twice", `{"import": ["cursor", "cursor"]}`, []string{"import[1]: ", "listed twice"}},
		{"allowHosts url", `{"webFetch": {"allowHosts": ["https://example.com"]}}`,
			[]string{"webFetch.allowHosts[0]: ", "not a URL"}},
		{"maxBytes negative", `{"webFetch": {"maxBytes": -1}}`, []string{"webFetch.maxBytes: must not be negative"}},
		{"maxBytes fraction", `{"webFetch": {"maxBytes": 1.5}}`, []string{"webFetch.maxBytes: want an integer, got 1.5"}},
		{"limit negative", `{"limits": {"maxCalls": -3}}`, []string{"limits.maxCalls: must not be negative"}},
		{"limit unknown", `{"limits": {"maxCall": 3}}`, []string{"limits: ", `did you mean "maxCalls"?`}},
		{"limit timeout negative", `{"limits": {"timeout": "-1s"}}`, []string{"limits.timeout: must not be negative"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg, err := parse([]byte(tt.src), testFile, testLookup)
			if err == nil {
				t.Fatalf("no error; got %+v", cfg)
			}
			if cfg != nil {
				t.Errorf("config returned with the error")
			}
			var ce *Error
			if !errors.As(err, &ce) {
				t.Errorf("error %T is not an *Error", err)
			} else if ce.File != testFile {
				t.Errorf("error names file %q", ce.File)
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q\ndoes not contain %q", err, w)
				}
			}
		})
	}
}

func TestParseAllErrors(t *testing.T) {
	src := `{"mcpServers": {
  "a": {"command": "x", "timeout": 0},
  "b": {"url": "ftp://x"},
  "c": {}
}}`
	_, err := parse([]byte(src), testFile, testLookup)
	if err == nil {
		t.Fatal("no error")
	}
	lines := strings.Split(err.Error(), "\n")
	if len(lines) != 3 {
		t.Fatalf("want 3 errors, got %q", err)
	}
	for i, w := range []string{":2:", ":3:", ":4:"} {
		if !strings.Contains(lines[i], w) {
			t.Errorf("error %d %q: want line %s (errors in file order)", i, lines[i], w)
		}
	}
}

func TestParse(t *testing.T) {
	src := "\xef\xbb\xbf" + `{
  // editors validate with the schema
  "$schema": "https://example.com/schema.json",
  "inputs": [{"id": "x", "type": "promptString"}],
  "mcpServers": {
    "github": {
      "command": "${BIN}",
      "args": ["-y", "server-github", "--host=${HOST}", "${UNSET:-fallback}", "${", "$HOST"],
      "env": {"TOKEN": "${TOKEN}", "PLAIN": "x"},
      "cwd": "${DIR}/sub",
      "timeout": "45s",
      "autoApprove": ["list"],
      "alwaysAllow": [],
      "disabledTools": ["delete_repo"],
      "description": "GitHub",
    },
    "remote": {"type": "streamableHttp", "url": "https://${HOST}/mcp",
               "headers": {"Authorization": "Bearer ${env:TOKEN}"}, "timeout": 1.5},
    "remote2": {"type": "streamable-http", "url": "http://127.0.0.1:3000/mcp", "load": "on_demand"},
    "old": {"type": "SSE", "url": "http://h/sse"},
    "plain-url": {"url": "http://h/mcp", "env": {}, "args": []},
    "abs": {"type": "stdio", "command": "x", "cwd": "/abs", "timeout": 30},
    "off": {"command": "x", "disabled": true, "env": {"K": "${UNSET}"}},
    "nulls": {"command": "x", "args": null, "env": null}
  },
  /* trailing commas are fine */
  "capabilities": [
    {"ref": "tools_in_shell", "config": {"keep_visible": ["web_fetch"]}},
    {"ref": "tool_search", "config": {"anything": [1, 2]}},
  ],
  "import": ["cursor"],
  "webFetch": {"allowHosts": ["example.com", "*.example.org", "127.0.0.1:8080"], "maxBytes": 1000, "timeout": "5s"},
  "limits": {"timeout": 60, "maxCommands": 100, "maxOutputBytes": 1, "maxFileBytes": 2, "maxTotalBytes": 3, "maxCalls": 50}
}`
	cfg, err := parse([]byte(src), testFile, testLookup)
	if err != nil {
		t.Fatal(err)
	}
	if err := cfg.Validate(); err != nil {
		t.Errorf("Validate: %v", err)
	}
	if _, ok := cfg.Servers["off"]; ok {
		t.Errorf("disabled server kept")
	}
	gh := cfg.Servers["github"]
	want := &Server{
		Name: "github", Source: testFile, Type: TransportStdio, Command: "/usr/bin/node",
		Args:          []string{"-y", "server-github", "--host=api.example.com", "fallback", "${", "$HOST"},
		Env:           map[string]string{"TOKEN": "s3cret", "PLAIN": "x"},
		Cwd:           filepath.Join("/cfg", "work", "sub"),
		Timeout:       Duration{45 * time.Second},
		DisabledTools: []string{"delete_repo"},
		Description:   "GitHub",
	}
	if !reflect.DeepEqual(gh, want) {
		t.Errorf("github:\n got %+v\nwant %+v", gh, want)
	}
	checks := []struct {
		name, typ, url, header, load string
		timeout                      time.Duration
	}{
		{"remote", TransportHTTP, "https://api.example.com/mcp", "Bearer s3cret", "", 1500 * time.Millisecond},
		{"remote2", TransportHTTP, "http://127.0.0.1:3000/mcp", "", LoadOnDemand, DefaultTimeout},
		{"old", TransportSSE, "http://h/sse", "", "", DefaultTimeout},
		{"plain-url", TransportHTTP, "http://h/mcp", "", "", DefaultTimeout},
	}
	for _, c := range checks {
		s := cfg.Servers[c.name]
		if s == nil {
			t.Errorf("%s missing", c.name)
			continue
		}
		if s.Type != c.typ || s.URL != c.url || s.Headers["Authorization"] != c.header || s.Load != c.load || s.EffectiveTimeout() != c.timeout {
			t.Errorf("%s: got %+v (timeout %v)", c.name, s, s.EffectiveTimeout())
		}
	}
	if s := cfg.Servers["abs"]; s.Cwd != "/abs" || s.Timeout.Duration != 30*time.Second {
		t.Errorf("abs: %+v", s)
	}
	if s := cfg.Servers["nulls"]; s.Args != nil || s.Env != nil {
		t.Errorf("nulls: %+v", s)
	}
	if len(cfg.Servers) != 7 {
		t.Errorf("got %d servers", len(cfg.Servers))
	}
	if c := cfg.Capability(CapToolsInShell); c == nil || !reflect.DeepEqual(c.Config.KeepVisible, []string{"web_fetch"}) {
		t.Errorf("capability: %+v", c)
	}
	if cfg.Capability("tool_search") == nil || cfg.Capability("claude_tool_search") != nil {
		t.Errorf("capabilities: %+v", cfg.Capabilities)
	}
	if !reflect.DeepEqual(cfg.Import, []string{"cursor"}) {
		t.Errorf("import: %v", cfg.Import)
	}
	wantWF := &WebFetch{AllowHosts: []string{"example.com", "*.example.org", "127.0.0.1:8080"}, MaxBytes: 1000, Timeout: Duration{5 * time.Second}}
	if !reflect.DeepEqual(cfg.WebFetch, wantWF) {
		t.Errorf("webFetch: %+v", cfg.WebFetch)
	}
	wantL := &Limits{Timeout: Duration{time.Minute}, MaxCommands: 100, MaxOutputBytes: 1, MaxFileBytes: 2, MaxTotalBytes: 3, MaxCalls: 50}
	if !reflect.DeepEqual(cfg.Limits, wantL) {
		t.Errorf("limits: %+v", cfg.Limits)
	}
}

func TestParseVSCodeServers(t *testing.T) {
	src := `{"servers": {"gh": {"type": "http", "url": "https://api.githubcopilot.com/mcp/"}}}`
	cfg, err := parse([]byte(src), "", testLookup)
	if err != nil {
		t.Fatal(err)
	}
	if s := cfg.Servers["gh"]; s == nil || s.Type != TransportHTTP || s.Source != "" {
		t.Fatalf("got %+v", cfg.Servers)
	}
	// Marshal writes mcpServers.
	b, err := json.Marshal(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `"mcpServers":{"gh":`) {
		t.Errorf("marshal: %s", b)
	}
}

func TestParseRelativeCwdWithoutPath(t *testing.T) {
	cfg, err := parse([]byte(`{"mcpServers": {"a": {"command": "x", "cwd": "sub"}}}`), "", testLookup)
	if err != nil {
		t.Fatal(err)
	}
	if got := cfg.Servers["a"].Cwd; got != "sub" {
		t.Errorf("cwd %q", got)
	}
}

func TestExpand(t *testing.T) {
	ours := ourExpander(testLookup)
	claudeCode := &expander{lookup: testLookup, plain: true}
	editor := &expander{lookup: testLookup, envPrefix: true, vars: map[string]string{"workspaceFolder": "/w", "userHome": "/h"}}
	tests := []struct {
		x       *expander
		in, out string
		err     string
	}{
		{ours, "plain", "plain", ""},
		{ours, "${TOKEN}", "s3cret", ""},
		{ours, "Bearer ${TOKEN}!", "Bearer s3cret!", ""},
		{ours, "${TOKEN}${HOST}", "s3cretapi.example.com", ""},
		{ours, "${env:TOKEN}", "s3cret", ""},
		{ours, "${UNSET:-def}", "def", ""},
		{ours, "${UNSET:-}", "", ""},
		{ours, "${EMPTY:-def}", "def", ""},
		{ours, "${EMPTY}", "", ""},
		{ours, "${TOKEN:-def}", "s3cret", ""},
		{ours, "${UNSET:-a b:c}", "a b:c", ""},
		{ours, "${UNSET:-${TOKEN}", "${TOKEN", ""},   // the default is not expanded and ends at the first }
		{ours, "${UNSET:-$}{TOKEN}", "${TOKEN}", ""}, // how to write a literal ${NAME}
		{ours, "$TOKEN", "$TOKEN", ""},
		{ours, "${", "${", ""},
		{ours, "a ${ b", "a ${ b", ""},
		{ours, "${not a name}", "${not a name}", ""},
		{ours, "${1X}", "${1X}", ""},
		{ours, "${}", "${}", ""},
		{ours, "${${TOKEN}}", "${s3cret}", ""},
		{ours, "${UNSET}", "", "environment variable UNSET is not set"},
		{ours, "${env:UNSET}", "", "environment variable UNSET is not set"},
		{ours, "${input:key}", "", "input variables are not supported"},
		{claudeCode, "${TOKEN} ${UNSET:-d}", "s3cret d", ""},
		{claudeCode, "${env:TOKEN}", "${env:TOKEN}", ""},
		{claudeCode, "${input:x}", "${input:x}", ""},
		{editor, "${env:TOKEN}", "s3cret", ""},
		{editor, "${TOKEN}", "${TOKEN}", ""},
		{editor, "${workspaceFolder}/x ${userHome}", "/w/x /h", ""},
		{editor, "${input:x}", "", "input variables are not supported"},
		{nil, "${TOKEN}", "${TOKEN}", ""},
	}
	for _, tt := range tests {
		got, err := tt.x.expand(tt.in)
		switch {
		case tt.err != "" && (err == nil || !strings.Contains(err.Error(), tt.err)):
			t.Errorf("expand(%q): error %v, want %q", tt.in, err, tt.err)
		case tt.err == "" && err != nil:
			t.Errorf("expand(%q): %v", tt.in, err)
		case tt.err == "" && got != tt.out:
			t.Errorf("expand(%q) = %q, want %q", tt.in, got, tt.out)
		}
	}
}

func TestDuration(t *testing.T) {
	tests := []struct {
		in   string
		want time.Duration
		err  string
	}{
		{`"30s"`, 30 * time.Second, ""},
		{`"1m30s"`, 90 * time.Second, ""},
		{`"250ms"`, 250 * time.Millisecond, ""},
		{`30`, 30 * time.Second, ""},
		{`0.5`, 500 * time.Millisecond, ""},
		{`1e1`, 10 * time.Second, ""},
		{`0`, 0, ""},
		{`-2`, -2 * time.Second, ""},
		{` "2h" `, 2 * time.Hour, ""},
		{`"30"`, 0, "want a duration"},
		{`"thirty"`, 0, "want a duration"},
		{`true`, 0, "got a boolean"},
		{`{}`, 0, "got an object"},
		{`[]`, 0, "got an array"},
		{`1e300`, 0, "out of range"},
	}
	for _, tt := range tests {
		var d Duration
		err := json.Unmarshal([]byte(tt.in), &d)
		switch {
		case tt.err != "" && (err == nil || !strings.Contains(err.Error(), tt.err)):
			t.Errorf("%s: error %v, want %q", tt.in, err, tt.err)
		case tt.err == "" && err != nil:
			t.Errorf("%s: %v", tt.in, err)
		case tt.err == "" && d.Duration != tt.want:
			t.Errorf("%s = %v, want %v", tt.in, d.Duration, tt.want)
		}
	}
	b, err := json.Marshal(struct {
		T Duration `json:"t"`
		Z Duration `json:"z,omitzero"`
	}{T: Duration{90 * time.Second}})
	if err != nil || string(b) != `{"t":"1m30s"}` {
		t.Errorf("marshal: %s %v", b, err)
	}
	var back struct {
		T Duration `json:"t"`
	}
	if err := json.Unmarshal(b, &back); err != nil || back.T.Duration != 90*time.Second {
		t.Errorf("round trip: %v %v", back.T, err)
	}
}

func TestValidate(t *testing.T) {
	ok := &Config{Servers: map[string]*Server{
		"a": {Command: "x"},
		"b": {URL: "https://h/mcp", Type: TransportSSE, Timeout: Duration{time.Second}},
	}}
	if err := ok.Validate(); err != nil {
		t.Errorf("Validate: %v", err)
	}
	tests := []struct {
		name string
		cfg  *Config
		want string
	}{
		{"nil server", &Config{Servers: map[string]*Server{"a": nil}}, "mcpServers.a: no settings"},
		{"neither", &Config{Servers: map[string]*Server{"a": {}}}, `want "command"`},
		{"both", &Config{Servers: map[string]*Server{"a": {Command: "x", URL: "http://h"}}}, "not both"},
		{"blank command", &Config{Servers: map[string]*Server{"a": {Command: " "}}}, "must not be blank"},
		{"bad name", &Config{Servers: map[string]*Server{"a b": {Command: "x"}}}, "white space"},
		{"name mismatch", &Config{Servers: map[string]*Server{"a": {Name: "b", Command: "x"}}}, `Name is "b"`},
		{"collision", &Config{Servers: map[string]*Server{"a-b": {Command: "x"}, "a_b": {Command: "x"}}}, "same name"},
		{"type", &Config{Servers: map[string]*Server{"a": {Command: "x", Type: "streamableHttp"}}}, "unknown transport"},
		{"stdio url", &Config{Servers: map[string]*Server{"a": {URL: "http://h", Type: TransportStdio}}}, `"stdio" servers`},
		{"http command", &Config{Servers: map[string]*Server{"a": {Command: "x", Type: TransportHTTP}}}, `"http" servers`},
		{"bad url", &Config{Servers: map[string]*Server{"a": {URL: "file:///x"}}}, "http://"},
		{"args on url", &Config{Servers: map[string]*Server{"a": {URL: "http://h", Args: []string{"x"}}}}, "only for stdio"},
		{"headers on command", &Config{Servers: map[string]*Server{"a": {Command: "x", Headers: map[string]string{"A": "b"}}}}, "only for remote"},
		{"load", &Config{Servers: map[string]*Server{"a": {Command: "x", Load: "lazy"}}}, "mcpServers.a.load"},
		{"timeout", &Config{Servers: map[string]*Server{"a": {Command: "x", Timeout: Duration{-1}}}}, "mcpServers.a.timeout"},
		{"env name", &Config{Servers: map[string]*Server{"a": {Command: "x", Env: map[string]string{"": "x"}}}}, "environment variable name"},
		{"header name", &Config{Servers: map[string]*Server{"a": {URL: "http://h", Headers: map[string]string{"a:b": "x"}}}}, "header name"},
		{"disabled tool", &Config{Servers: map[string]*Server{"a": {Command: "x", DisabledTools: []string{""}}}}, "disabledTools[0]"},
		{"capability", &Config{Capabilities: []Capability{{Ref: "nope"}}}, "unknown capability"},
		{"capability twice", &Config{Capabilities: []Capability{{Ref: CapToolsInShell}, {Ref: CapToolsInShell}}}, "twice"},
		{"keep_visible", &Config{Capabilities: []Capability{{Ref: CapToolsInShell, Config: CapabilityConfig{KeepVisible: []string{""}}}}}, "keep_visible[0]"},
		{"import", &Config{Import: []string{"zed"}}, "unknown MCP client"},
		{"import twice", &Config{Import: []string{"cursor", "cursor"}}, "twice"},
		{"host", &Config{WebFetch: &WebFetch{AllowHosts: []string{"http://x"}}}, "not a URL"},
		{"maxBytes", &Config{WebFetch: &WebFetch{MaxBytes: -1}}, "webFetch.maxBytes"},
		{"fetch timeout", &Config{WebFetch: &WebFetch{Timeout: Duration{-1}}}, "webFetch.timeout"},
		{"limits", &Config{Limits: &Limits{MaxCommands: -1}}, "limits.maxCommands"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.cfg.Path = "/x.json"
			err := tt.cfg.Validate()
			if err == nil || !strings.Contains(err.Error(), tt.want) || !strings.HasPrefix(err.Error(), "/x.json: ") {
				t.Errorf("Validate: %v, want %q", err, tt.want)
			}
		})
	}
}

func TestKeyAndDiff(t *testing.T) {
	base := func() *Server {
		return &Server{Name: "a", Source: "/x", Command: "x", Args: []string{"1", "2"},
			Env: map[string]string{"A": "1", "B": "2"}, DisabledTools: []string{"t1", "t2"}}
	}
	k := base().Key()
	same := []func(*Server){
		func(s *Server) { s.Name, s.Source = "b", "/y" },
		func(s *Server) { s.Type = TransportStdio },
		func(s *Server) { s.Timeout = Duration{DefaultTimeout} },
		func(s *Server) { s.DisabledTools = []string{"t2", "t1"} },
		func(s *Server) { s.Env = map[string]string{"B": "2", "A": "1"} },
	}
	for i, f := range same {
		s := base()
		f(s)
		if s.Key() != k {
			t.Errorf("same[%d]: key changed", i)
		}
	}
	differ := []func(*Server){
		func(s *Server) { s.Args = []string{"2", "1"} },
		func(s *Server) { s.Env["A"] = "3" },
		func(s *Server) { s.Timeout = Duration{time.Second} },
		func(s *Server) { s.Load = LoadOnDemand },
		func(s *Server) { s.Cwd = "/w" },
		func(s *Server) { s.Description = "d" },
		func(s *Server) { s.DisabledTools = nil },
	}
	for i, f := range differ {
		s := base()
		f(s)
		if s.Key() == k {
			t.Errorf("differ[%d]: key unchanged", i)
		}
	}
	if (&Server{URL: "http://h"}).Key() != (&Server{URL: "http://h", Type: "streamableHttp"}).Key() {
		t.Errorf("type spelling changes the key")
	}

	prev := &Config{Servers: map[string]*Server{"keep": base(), "gone": base(), "edit": base()}}
	next := &Config{Servers: map[string]*Server{"keep": base(), "edit": {Command: "y"}, "new": base()}}
	ch := Diff(prev, next)
	want := ServerChanges{Added: []string{"new"}, Removed: []string{"gone"}, Changed: []string{"edit"}}
	if !reflect.DeepEqual(ch, want) {
		t.Errorf("Diff = %+v", ch)
	}
	if !Diff(prev, prev).Empty() {
		t.Errorf("Diff of a config with itself not empty")
	}
	if got := Diff(nil, next); len(got.Added) != 3 {
		t.Errorf("Diff(nil) = %+v", got)
	}
	if got := Diff(prev, nil); len(got.Removed) != 3 {
		t.Errorf("Diff(, nil) = %+v", got)
	}
	if prev.Fingerprint() == next.Fingerprint() {
		t.Errorf("fingerprints equal")
	}
	again := &Config{Servers: map[string]*Server{"keep": base(), "gone": base(), "edit": base()}}
	if prev.Fingerprint() != again.Fingerprint() {
		t.Errorf("fingerprint not stable")
	}
	again.Limits = &Limits{MaxCalls: 1}
	if prev.Fingerprint() == again.Fingerprint() {
		t.Errorf("fingerprint ignores limits")
	}
}

func TestLoad(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "tis.json")
	write(t, path, `{"mcpServers": {"a": {"command": "x", "cwd": "."}}}`)
	cfg, err := loadFile(path, testLookup, func() (ImportEnv, error) { return ImportEnv{}, nil })
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Path != path || cfg.Servers["a"].Cwd != dir || cfg.Servers["a"].Source != path {
		t.Errorf("got %+v %+v", cfg, cfg.Servers["a"])
	}
	if _, err := Load(filepath.Join(dir, "missing.json"), ImportEnv{}); err == nil || !strings.Contains(err.Error(), "missing.json") {
		t.Errorf("missing file: %v", err)
	}
	// The public entry points take the environment the host gives, never
	// the process's own.
	t.Setenv("TIS_CONFIG_TEST_VAR", "process")
	env := Environ([]string{"TIS_CONFIG_TEST_VAR=given", "OTHER=x"})
	write(t, path, `{"mcpServers": {"a": {"command": "${TIS_CONFIG_TEST_VAR}"}}}`)
	if cfg, err := Load(path, ImportEnv{Lookup: env}); err != nil || cfg.Servers["a"].Command != "given" {
		t.Errorf("Load: %v %v", cfg, err)
	}
	if cfg, err := Parse([]byte(`{"mcpServers": {"a": {"command": "${TIS_CONFIG_TEST_VAR}"}}}`), "", env); err != nil || cfg.Servers["a"].Command != "given" {
		t.Errorf("Parse: %v", err)
	}
	if _, err := Parse([]byte(`{"mcpServers": {"a": {"command": "${TIS_CONFIG_TEST_VAR}"}}}`), "", nil); err == nil {
		t.Errorf("Parse with no environment expanded an unset variable")
	}
}

func write(t *testing.T, path, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestDocExample parses the full example of docs/config.md, so the page
// cannot drift from the code.
func TestDocExample(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join("..", "docs", "config.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, rest, ok := strings.Cut(string(doc), "```jsonc\n")
	example, _, ok2 := strings.Cut(rest, "```")
	if !ok || !ok2 {
		t.Fatal("no jsonc example in docs/config.md")
	}
	env := map[string]string{"GITHUB_TOKEN": "t", "HOME": "/home/u", "DOCS_TOKEN": "d"}
	cfg, err := parse([]byte(example), "/etc/tis/tis.json", func(k string) (string, bool) { v, ok := env[k]; return v, ok })
	if err != nil {
		t.Fatal(err)
	}
	if got := names(cfg.Servers); !reflect.DeepEqual(got, []string{"docs", "files", "github", "legacy"}) {
		t.Errorf("servers %v", got)
	}
	if got := cfg.Servers["files"].Cwd; got != "/etc/data" {
		t.Errorf("files cwd %q", got)
	}
}
