package config

import (
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"
)

// clientFiles writes one sample file per client location under home and
// cwd and returns the ImportEnv for them.
func clientFiles(t *testing.T) ImportEnv {
	t.Helper()
	home, cwd := t.TempDir(), t.TempDir()
	write(t, filepath.Join(home, ".config", "Claude", "claude_desktop_config.json"), `{
  "mcpServers": {
    "filesystem": {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-filesystem", "${HOME}"]},
    "shared": {"command": "from-desktop"},
    "tools-in-shell": {"command": "/usr/local/bin/tsserve", "args": ["--config", "servers.json"]}
  },
  "globalShortcut": "Ctrl+Space"
}`)
	write(t, filepath.Join(home, ".claude.json"), `{
  "numStartups": 12,
  "mcpServers": {
    "user-srv": {"type": "stdio", "command": "u", "args": [], "env": {}},
    "shared": {"command": "from-claude-code"}
  },
  "projects": {
    "/somewhere/else": {"mcpServers": {"other": {"command": "o"}}},
    "`+filepath.ToSlash(cwd)+`": {
      "allowedTools": [],
      "mcpServers": {
        "local-srv": {"type": "http", "url": "https://${HOST}/mcp", "headers": {"Authorization": "Bearer ${TOKEN}"},
                      "oauth": {"clientId": "x"}}
      },
      "disabledMcpjsonServers": ["blocked"]
    }
  }
}`)
	write(t, filepath.Join(cwd, ".mcp.json"), `{
  "mcpServers": {
    "proj": {"command": "p", "args": ["${UNSET:-d}"]},
    "blocked": {"command": "b"},
    "needs-var": {"command": "x", "env": {"K": "${NOPE}"}},
    "local-srv": {"command": "shadowed"},
    "off": {"command": "x", "disabled": true}
  }
}`)
	write(t, filepath.Join(home, ".cursor", "mcp.json"), `{
  "mcpServers": {
    "cur": {"url": "https://h/mcp", "headers": {"X-Key": "${env:TOKEN}"}},
    "proj-cur": {"command": "global"}
  }
}`)
	write(t, filepath.Join(cwd, ".cursor", "mcp.json"), `{
  "mcpServers": {"proj-cur": {"command": "${workspaceFolder}/bin/s", "args": ["${userHome}"]}}
}`)
	write(t, filepath.Join(cwd, ".vscode", "mcp.json"), `{
  // VS Code writes JSONC
  "inputs": [{"type": "promptString", "id": "tok", "description": "Token", "password": true}],
  "servers": {
    "vs": {"type": "stdio", "command": "node", "args": ["${workspaceFolder}/x.js"], "dev": {"watch": "src/**"}},
    "needs-input": {"type": "http", "url": "https://h", "headers": {"Authorization": "Bearer ${input:tok}"}},
    "has space": {"command": "x"}, /* trailing comma next */
  },
}`)
	return ImportEnv{Home: home, Cwd: cwd, GOOS: "linux", Lookup: testLookup}
}

func names(m map[string]*Server) []string {
	var n []string
	for k := range m {
		n = append(n, k)
	}
	sort.Strings(n)
	return n
}

func notesText(notes []Note) string {
	var b strings.Builder
	for _, n := range notes {
		b.WriteString(n.String())
		b.WriteString("\n")
	}
	return b.String()
}

func TestImportClients(t *testing.T) {
	env := clientFiles(t)
	tests := []struct {
		client string
		names  []string
		check  func(t *testing.T, s map[string]*Server)
		notes  []string
	}{
		{ClientClaudeDesktop, []string{"filesystem", "shared"}, func(t *testing.T, s map[string]*Server) {
			// Claude Desktop expands nothing.
			if got := s["filesystem"].Args[2]; got != "${HOME}" {
				t.Errorf("arg %q", got)
			}
			if s["filesystem"].Type != TransportStdio {
				t.Errorf("type %q", s["filesystem"].Type)
			}
		}, []string{"tools-in-shell: is Tools in Shell's own gateway (tsserve); not imported"}},
		{ClientClaudeCode, []string{"local-srv", "proj", "shared", "user-srv"}, func(t *testing.T, s map[string]*Server) {
			ls := s["local-srv"]
			if ls.URL != "https://api.example.com/mcp" || ls.Headers["Authorization"] != "Bearer s3cret" || ls.Type != TransportHTTP {
				t.Errorf("local-srv %+v", ls)
			}
			if !strings.HasSuffix(ls.Source, ".claude.json") {
				t.Errorf("source %q", ls.Source)
			}
			if got := s["proj"].Args; !reflect.DeepEqual(got, []string{"d"}) {
				t.Errorf("proj args %q", got)
			}
		}, []string{
			"blocked: disabled in Claude Code",
			"needs-var: skipped: mcpServers.needs-var.env.K: environment variable NOPE is not set",
			`local-srv: not imported: server "local-srv" from`,
			"off: disabled there; not imported",
			`ignored key "projects[`,
		}},
		{ClientCursor, []string{"cur", "proj-cur"}, func(t *testing.T, s map[string]*Server) {
			if got := s["cur"].Headers["X-Key"]; got != "s3cret" {
				t.Errorf("header %q", got)
			}
			pc := s["proj-cur"]
			if pc.Command != env.Cwd+"/bin/s" || pc.Args[0] != env.Home {
				t.Errorf("proj-cur %+v", pc)
			}
		}, []string{`proj-cur: not imported: server "proj-cur" from ` + filepath.Join(env.Cwd, ".cursor", "mcp.json")}},
		{ClientVSCode, []string{"vs"}, func(t *testing.T, s map[string]*Server) {
			if got := s["vs"].Args[0]; got != env.Cwd+"/x.js" {
				t.Errorf("arg %q", got)
			}
		}, []string{
			`vs: ignored key "servers.vs.dev"`,
			"needs-input: skipped: servers.needs-input.headers.Authorization: ${input:tok}: VS Code input variables are not supported",
			`has space: skipped: servers["has space"]: server name "has space" has white space`,
			filepath.Join("Code", "User", "mcp.json") + ": vscode: no such file",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.client, func(t *testing.T) {
			cfg, notes, err := Import([]string{tt.client}, env)
			if err != nil {
				t.Fatal(err)
			}
			if got := names(cfg.Servers); !reflect.DeepEqual(got, tt.names) {
				t.Errorf("servers %v, want %v", got, tt.names)
			}
			if err := cfg.Validate(); err != nil {
				t.Errorf("Validate: %v", err)
			}
			tt.check(t, cfg.Servers)
			text := notesText(notes)
			for _, w := range tt.notes {
				if !strings.Contains(text, w) {
					t.Errorf("notes:\n%s\nlack %q", text, w)
				}
			}
		})
	}
}

func TestImportOrderAcrossClients(t *testing.T) {
	env := clientFiles(t)
	cfg, notes, err := Import([]string{ClientClaudeDesktop, ClientClaudeCode}, env)
	if err != nil {
		t.Fatal(err)
	}
	if got := cfg.Servers["shared"].Command; got != "from-desktop" {
		t.Errorf("shared from %q; the first client listed wins", got)
	}
	if !strings.Contains(notesText(notes), `shared: not imported: server "shared" from `) {
		t.Errorf("no clash note:\n%s", notesText(notes))
	}
	cfg, _, err = Import([]string{ClientClaudeCode, ClientClaudeDesktop}, env)
	if err != nil {
		t.Fatal(err)
	}
	if got := cfg.Servers["shared"].Command; got != "from-claude-code" {
		t.Errorf("shared from %q", got)
	}
}

func TestImportLocations(t *testing.T) {
	home := t.TempDir()
	appdata := filepath.Join(t.TempDir(), "Roaming")
	srv := `{"mcpServers": {"s": {"command": "x"}}}`
	write(t, filepath.Join(appdata, "Claude", "claude_desktop_config.json"), srv)
	write(t, filepath.Join(home, "Library", "Application Support", "Claude", "claude_desktop_config.json"), srv)
	write(t, filepath.Join(home, "xdg", "Claude", "claude_desktop_config.json"), srv)
	write(t, filepath.Join(home, "Library", "Application Support", "Code", "User", "mcp.json"), `{"servers": {"v": {"command": "x"}}}`)
	lookup := func(vars map[string]string) LookupFunc {
		return func(k string) (string, bool) { v, ok := vars[k]; return v, ok }
	}
	tests := []struct {
		name   string
		client string
		env    ImportEnv
		want   string
	}{
		{"windows", ClientClaudeDesktop, ImportEnv{Home: home, GOOS: "windows", Lookup: lookup(map[string]string{"APPDATA": appdata})}, "s"},
		{"darwin", ClientClaudeDesktop, ImportEnv{Home: home, GOOS: "darwin"}, "s"},
		{"xdg", ClientClaudeDesktop, ImportEnv{Home: home, GOOS: "linux", Lookup: lookup(map[string]string{"XDG_CONFIG_HOME": filepath.Join(home, "xdg")})}, "s"},
		{"linux without file", ClientClaudeDesktop, ImportEnv{Home: home, GOOS: "linux"}, ""},
		{"vscode user darwin", ClientVSCode, ImportEnv{Home: home, GOOS: "darwin"}, "v"},
		{"no home", ClientClaudeDesktop, ImportEnv{GOOS: "linux"}, ""},
		{"nothing at all", ClientClaudeCode, ImportEnv{}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg, notes, err := Import([]string{tt.client}, tt.env)
			if err != nil {
				t.Fatal(err)
			}
			got := strings.Join(names(cfg.Servers), ",")
			if got != tt.want {
				t.Errorf("servers %q, want %q; notes:\n%s", got, tt.want, notesText(notes))
			}
			if tt.want == "" && tt.env.Home != "" && len(notes) == 0 {
				t.Errorf("a missing file is not noted")
			}
		})
	}
}

func TestImportErrors(t *testing.T) {
	tests := []struct {
		name   string
		client string
		file   string // under home
		body   string
		want   []string
	}{
		{"not json", ClientCursor, ".cursor/mcp.json", "{\n  \"mcpServers\": {\"a\": }\n}", []string{"mcp.json:2:23: invalid character"}},
		{"not an object", ClientCursor, ".cursor/mcp.json", `"x"`, []string{"mcp.json:1:1: want a JSON object, got a string"}},
		{"wrong type", ClientClaudeCode, ".claude.json", `{"mcpServers": {"a": {"command": "x", "args": "y"}}}`,
			[]string{".claude.json:1:47: mcpServers.a.args: want an array of strings, got a string"}},
		{"servers not an object", ClientClaudeDesktop, ".config/Claude/claude_desktop_config.json", `{"mcpServers": [1]}`,
			[]string{"claude_desktop_config.json:1:16: mcpServers: want an object of servers"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			home := t.TempDir()
			path := filepath.Join(home, filepath.FromSlash(tt.file))
			write(t, path, tt.body)
			_, _, err := Import([]string{tt.client}, ImportEnv{Home: home, GOOS: "linux"})
			if err == nil {
				t.Fatal("no error")
			}
			if !strings.Contains(err.Error(), path) {
				t.Errorf("error %q does not name %s", err, path)
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q lacks %q", err, w)
				}
			}
		})
	}
	_, _, err := Import([]string{"zed"}, ImportEnv{})
	if err == nil || !strings.Contains(err.Error(), "known: claude-desktop, claude-code, cursor, vscode") {
		t.Errorf("unknown client: %v", err)
	}
}

func TestLoadImport(t *testing.T) {
	env := clientFiles(t)
	dir := t.TempDir()
	path := filepath.Join(dir, "tis.json")
	write(t, path, `{
  "import": ["cursor", "claude-desktop"],
  "mcpServers": {
    "cur": {"command": "mine"},
    "Proj_Cur": {"command": "mine too"}
  }
}`)
	cfg, err := loadFile(path, testLookup, func() (ImportEnv, error) { return env, nil })
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"Proj_Cur", "cur", "filesystem", "shared"}
	if got := names(cfg.Servers); !reflect.DeepEqual(got, want) {
		t.Errorf("servers %v, want %v", got, want)
	}
	if cfg.Servers["cur"].Command != "mine" || cfg.Servers["cur"].Source != path {
		t.Errorf("cur: %+v; the file's own entry must win", cfg.Servers["cur"])
	}
	if cfg.Servers["filesystem"].Source == path {
		t.Errorf("imported server has the config's path as Source")
	}
	text := notesText(cfg.Notes)
	for _, w := range []string{
		`cur: not imported: ` + path + ` has its own server "cur"`,
		`proj-cur: not imported: ` + path + ` has its own server "Proj_Cur"`,
	} {
		if !strings.Contains(text, w) {
			t.Errorf("notes:\n%s\nlack %q", text, w)
		}
	}
	if err := cfg.Validate(); err != nil {
		t.Errorf("Validate: %v", err)
	}

	// A broken client file fails the load and names both files.
	write(t, filepath.Join(env.Home, ".cursor", "mcp.json"), `{`)
	_, err = loadFile(path, testLookup, func() (ImportEnv, error) { return env, nil })
	if err == nil || !strings.Contains(err.Error(), path+": import: ") || !strings.Contains(err.Error(), filepath.Join(env.Home, ".cursor", "mcp.json")) {
		t.Errorf("broken import: %v", err)
	}
}
