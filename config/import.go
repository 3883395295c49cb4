package config

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
)

// MCP clients Import reads.
const (
	ClientClaudeDesktop = "claude-desktop"
	ClientClaudeCode    = "claude-code"
	ClientCursor        = "cursor"
	ClientVSCode        = "vscode"
)

// Clients returns the names of the MCP clients Import knows, in the order
// docs/config.md describes them.
func Clients() []string {
	return []string{ClientClaudeDesktop, ClientClaudeCode, ClientCursor, ClientVSCode}
}

// ImportEnv is where Import looks for the clients' files.
type ImportEnv struct {
	// Home is the home directory; "" skips the files under it.
	Home string
	// Cwd is the project directory (.mcp.json, .cursor/mcp.json,
	// .vscode/mcp.json); "" skips the project files. Relative cwd
	// settings of imported servers are taken from it.
	Cwd string
	// GOOS picks the per-system locations ("linux", "darwin",
	// "windows"); "" means runtime.GOOS.
	GOOS string
	// Lookup reads environment variables: APPDATA and XDG_CONFIG_HOME
	// for locations, and the variables the files reference. nil means
	// none is set.
	Lookup LookupFunc
}

func (env ImportEnv) lookup(name string) (string, bool) {
	if env.Lookup == nil {
		return "", false
	}
	return env.Lookup(name)
}

func (env ImportEnv) goos() string {
	if env.GOOS == "" {
		return runtime.GOOS
	}
	return env.GOOS
}

// configDir is the per-user application settings directory of the system:
// %APPDATA% on Windows, ~/Library/Application Support on macOS,
// $XDG_CONFIG_HOME or ~/.config elsewhere.
func (env ImportEnv) configDir() string {
	switch env.goos() {
	case "windows":
		if d, ok := env.lookup("APPDATA"); ok && d != "" {
			return d
		}
		if env.Home == "" {
			return ""
		}
		return filepath.Join(env.Home, "AppData", "Roaming")
	case "darwin":
		if env.Home == "" {
			return ""
		}
		return filepath.Join(env.Home, "Library", "Application Support")
	default:
		if d, ok := env.lookup("XDG_CONFIG_HOME"); ok && filepath.IsAbs(d) {
			return d
		}
		if env.Home == "" {
			return ""
		}
		return filepath.Join(env.Home, ".config")
	}
}

// importer gathers the servers of several clients' files.
type importer struct {
	env     ImportEnv
	servers map[string]*Server
	folded  map[string]string // folded name → name taken
	notes   []Note
}

// Import reads the MCP servers a person configured in the named clients
// (see Clients) and returns them as a configuration with only Servers
// set. It reads the clients' files and never writes them.
//
// Where each client looks, highest precedence first:
//
//   - claude-desktop: claude_desktop_config.json in Claude's settings
//     directory (~/.config/Claude on Linux, ~/Library/Application
//     Support/Claude on macOS, %APPDATA%\Claude on Windows).
//   - claude-code: ~/.claude.json's projects[Cwd].mcpServers (local
//     scope), Cwd/.mcp.json (project scope; servers the person disabled in
//     disabledMcpjsonServers are skipped) and ~/.claude.json's top-level
//     mcpServers (user scope).
//   - cursor: Cwd/.cursor/mcp.json, then ~/.cursor/mcp.json.
//   - vscode: Cwd/.vscode/mcp.json ("servers"), then the user mcp.json in
//     Code's settings directory.
//
// Within a client the first file naming a server wins, and across clients
// the first client listed; the rest are noted. A file that does not exist
// imports nothing and is noted. A file that is not JSON, or whose servers
// have keys of the wrong kind, is an error naming the file and the setting.
// A server that is disabled there, or that fails our checks (a name we do
// not allow, an unset variable, an input variable of VS Code), is skipped
// and noted; keys we do not know are ignored and noted.
//
// Each client's own variable forms are expanded: ${VAR} and ${VAR:-default}
// for Claude Code; ${env:VAR}, ${userHome}, ${workspaceFolder},
// ${workspaceFolderBasename} and ${pathSeparator} for Cursor and VS Code;
// none for Claude Desktop, which expands nothing.
func Import(clients []string, env ImportEnv) (*Config, []Note, error) {
	im := &importer{env: env, servers: map[string]*Server{}, folded: map[string]string{}}
	for _, c := range clients {
		if !slices.Contains(Clients(), c) {
			return nil, nil, fmt.Errorf("unknown MCP client %q; known: %s", c, strings.Join(Clients(), ", "))
		}
	}
	done := map[string]bool{}
	for _, c := range clients {
		if done[c] {
			continue
		}
		done[c] = true
		var err error
		switch c {
		case ClientClaudeDesktop:
			err = im.claudeDesktop()
		case ClientClaudeCode:
			err = im.claudeCode()
		case ClientCursor:
			err = im.cursor()
		case ClientVSCode:
			err = im.vscode()
		}
		if err != nil {
			return nil, im.notes, err
		}
	}
	return &Config{Servers: im.servers}, im.notes, nil
}

func (im *importer) note(file, server, format string, args ...any) {
	im.notes = append(im.notes, Note{File: file, Server: server, Msg: fmt.Sprintf(format, args...)})
}

// read reads and parses one client file. A missing file is (nil, nil)
// with a note.
func (im *importer) read(client, path string) (*node, []byte, error) {
	data, err := readFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		im.note(path, "", "%s: no such file; nothing imported from it", client)
		return nil, nil, nil
	}
	if err != nil {
		return nil, nil, err
	}
	root, err := parseTree(data)
	if err != nil {
		var se *syntaxError
		if errors.As(err, &se) {
			d := &decoder{file: path, data: data}
			return nil, nil, d.newError(se.off, "", se.msg)
		}
		return nil, nil, err
	}
	if root.kind != kindObject {
		d := &decoder{file: path, data: data}
		return nil, nil, d.newError(root.off, "", "want a JSON object, got "+root.what())
	}
	return root, data, nil
}

// add imports the servers of one servers object of a client file. skip
// names servers the client itself disabled.
func (im *importer) add(file string, data []byte, servers *node, path string, x *expander, skip []string) error {
	if servers == nil || servers.kind == kindNull {
		return nil
	}
	d := &decoder{file: file, data: data, lenient: true}
	got := d.decodeServers(servers, path, x, im.env.Cwd, func(name string, errs []error) {
		var msgs []string
		for _, e := range errs {
			var ce *Error
			if errors.As(e, &ce) {
				msgs = append(msgs, strings.TrimPrefix(ce.Path+": "+ce.Msg, ": "))
			} else {
				msgs = append(msgs, e.Error())
			}
		}
		im.note(file, name, "skipped: %s", strings.Join(msgs, "; "))
	})
	im.notes = append(im.notes, d.notes...)
	if err := joinErrors(d.errs); err != nil {
		return err
	}
	for _, name := range sortedNames(got) {
		s := got[name]
		if slices.Contains(skip, name) {
			im.note(file, name, "disabled in Claude Code (disabledMcpjsonServers); not imported")
			continue
		}
		if isGateway(s) {
			// A client that uses the gateway lists it among its servers:
			// importing it would make the gateway start itself.
			im.note(file, name, "is Tools in Shell's own gateway (tsserve); not imported")
			continue
		}
		if first, clash := im.folded[foldName(name)]; clash {
			if im.servers[first].Key() != s.Key() {
				im.note(file, name, "not imported: server %q from %s comes first", first, im.servers[first].Source)
			}
			continue
		}
		im.folded[foldName(name)] = name
		im.servers[name] = s
	}
	return nil
}

func (im *importer) claudeDesktop() error {
	dir := im.env.configDir()
	if dir == "" {
		im.note("", "", "%s: no home directory; nothing imported", ClientClaudeDesktop)
		return nil
	}
	file := filepath.Join(dir, "Claude", "claude_desktop_config.json")
	root, data, err := im.read(ClientClaudeDesktop, file)
	if root == nil {
		return err
	}
	return im.add(file, data, root.get("mcpServers"), "mcpServers", nil, nil)
}

func (im *importer) claudeCode() error {
	x := &expander{lookup: im.env.lookup, plain: true}
	var userRoot *node
	var userData []byte
	userFile := ""
	if im.env.Home != "" {
		userFile = filepath.Join(im.env.Home, ".claude.json")
		root, data, err := im.read(ClientClaudeCode, userFile)
		if err != nil {
			return err
		}
		userRoot, userData = root, data
	}
	var project *node
	projectKey := ""
	if userRoot != nil && im.env.Cwd != "" {
		if projects := userRoot.get("projects"); projects != nil && projects.kind == kindObject {
			for _, m := range projects.members {
				if filepath.Clean(m.key) == filepath.Clean(im.env.Cwd) {
					project, projectKey = m.val, m.key
					break
				}
			}
		}
	}
	// Local scope: this project's entry in ~/.claude.json.
	if project != nil {
		p := joinPath(joinPath("projects", projectKey), "mcpServers")
		if err := im.add(userFile, userData, project.get("mcpServers"), p, x, nil); err != nil {
			return err
		}
	}
	// Project scope: .mcp.json.
	if im.env.Cwd != "" {
		var skip []string
		if dis := project.get("disabledMcpjsonServers"); dis != nil && dis.kind == kindArray {
			for _, e := range dis.elems {
				if e.kind == kindString {
					skip = append(skip, e.str)
				}
			}
		}
		file := filepath.Join(im.env.Cwd, ".mcp.json")
		root, data, err := im.read(ClientClaudeCode, file)
		if err != nil {
			return err
		}
		if root != nil {
			if err := im.add(file, data, root.get("mcpServers"), "mcpServers", x, skip); err != nil {
				return err
			}
		}
	}
	// User scope.
	if userRoot != nil {
		return im.add(userFile, userData, userRoot.get("mcpServers"), "mcpServers", x, nil)
	}
	return nil
}

// editorExpander is the expansion of Cursor's and VS Code's files.
func (im *importer) editorExpander() *expander {
	sep := "/"
	if im.env.goos() == "windows" {
		sep = `\`
	}
	vars := map[string]string{"pathSeparator": sep, "/": sep}
	if im.env.Home != "" {
		vars["userHome"] = im.env.Home
	}
	if im.env.Cwd != "" {
		vars["workspaceFolder"] = im.env.Cwd
		vars["workspaceFolderBasename"] = filepath.Base(im.env.Cwd)
	}
	return &expander{lookup: im.env.lookup, envPrefix: true, vars: vars}
}

// files imports the servers under key of each file in turn.
func (im *importer) files(client, key string, files []string) error {
	x := im.editorExpander()
	seen := map[string]bool{}
	for _, file := range files {
		if file == "" || seen[filepath.Clean(file)] {
			continue
		}
		seen[filepath.Clean(file)] = true
		root, data, err := im.read(client, file)
		if err != nil {
			return err
		}
		if root == nil {
			continue
		}
		if err := im.add(file, data, root.get(key), key, x, nil); err != nil {
			return err
		}
	}
	return nil
}

func (im *importer) cursor() error {
	var files []string
	if im.env.Cwd != "" {
		files = append(files, filepath.Join(im.env.Cwd, ".cursor", "mcp.json"))
	}
	if im.env.Home != "" {
		files = append(files, filepath.Join(im.env.Home, ".cursor", "mcp.json"))
	}
	return im.files(ClientCursor, "mcpServers", files)
}

func (im *importer) vscode() error {
	var files []string
	if im.env.Cwd != "" {
		files = append(files, filepath.Join(im.env.Cwd, ".vscode", "mcp.json"))
	}
	if dir := im.env.configDir(); dir != "" {
		files = append(files, filepath.Join(dir, "Code", "User", "mcp.json"))
	}
	return im.files(ClientVSCode, "servers", files)
}

// isGateway reports whether a server is tsserve itself.
func isGateway(s *Server) bool {
	base := strings.TrimSuffix(filepath.Base(s.Command), ".exe")
	return s.Command != "" && base == "tsserve"
}
