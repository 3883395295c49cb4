package config

import (
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
)

// Load reads, checks and returns the configuration file at path: Parse,
// with ${VAR} taken from env, and then the servers of the clients named
// by its "import" key merged in (see Import; their files are found from
// env's home and working directories). The file's own servers win a name
// clash; Config.Notes says what was imported, skipped or shadowed. The
// process's own environment is never read: the host gives env.
func Load(path string, env ImportEnv) (*Config, error) {
	return loadFile(path, env.Lookup, func() (ImportEnv, error) { return env, nil })
}

// Parse checks and returns the configuration in data; path names the file
// in errors and is the directory a relative cwd is taken from ("" leaves
// such a cwd relative). ${VAR} references are expanded with lookup (nil:
// none is set). Parse reads no other file: the "import" key is checked
// and kept in Config.Import, and only Load resolves it.
func Parse(data []byte, path string, lookup LookupFunc) (*Config, error) {
	if lookup == nil {
		lookup = func(string) (string, bool) { return "", false }
	}
	return parse(data, path, lookup)
}

// Environ returns a LookupFunc over environ (os.Environ's form; the last
// entry of a name wins).
func Environ(environ []string) LookupFunc {
	m := make(map[string]string, len(environ))
	for _, kv := range environ {
		if k, v, ok := strings.Cut(kv, "="); ok {
			m[k] = v
		}
	}
	return func(name string) (string, bool) {
		v, ok := m[name]
		return v, ok
	}
}

// loadFile is Load with the environment given; importEnv is called only
// when the file imports.
func loadFile(path string, lookup LookupFunc, importEnv func() (ImportEnv, error)) (*Config, error) {
	data, err := readFile(path)
	if err != nil {
		return nil, err
	}
	cfg, err := parse(data, path, lookup)
	if err != nil {
		return nil, err
	}
	if len(cfg.Import) > 0 {
		env, err := importEnv()
		if err != nil {
			return nil, fmt.Errorf("%s: import: %w", path, err)
		}
		imp, notes, err := Import(cfg.Import, env)
		if err != nil {
			return nil, fmt.Errorf("%s: import: %w", path, err)
		}
		cfg.Notes = append(cfg.Notes, notes...)
		cfg.merge(imp)
	}
	return cfg, nil
}

// merge adds the imported servers whose names (folded) the file does not
// already use.
func (c *Config) merge(imp *Config) {
	own := map[string]string{}
	for name := range c.Servers {
		own[foldName(name)] = name
	}
	for _, name := range sortedNames(imp.Servers) {
		s := imp.Servers[name]
		if mine, clash := own[foldName(name)]; clash {
			c.Notes = append(c.Notes, Note{File: s.Source, Server: name,
				Msg: fmt.Sprintf("not imported: %s has its own server %q", c.Path, mine)})
			continue
		}
		if c.Servers == nil {
			c.Servers = map[string]*Server{}
		}
		c.Servers[name] = s
	}
}

// readFile reads a file of at most maxFileBytes.
func readFile(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxFileBytes+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if len(data) > maxFileBytes {
		return nil, fmt.Errorf("%s: larger than %d MiB", path, maxFileBytes>>20)
	}
	return data, nil
}

// parse is Parse with the environment lookup given.
func parse(data []byte, path string, lookup LookupFunc) (*Config, error) {
	d := &decoder{file: path, data: data}
	root, err := parseTree(data)
	if err != nil {
		var se *syntaxError
		if errors.As(err, &se) {
			return nil, d.newError(se.off, "", se.msg)
		}
		return nil, d.newError(-1, "", err.Error())
	}
	if root.kind != kindObject {
		return nil, d.newError(root.off, "", "want a JSON object, got "+root.what())
	}
	cfg := &Config{Path: path}
	baseDir := ""
	if path != "" {
		baseDir = filepath.Dir(path)
	}
	x := ourExpander(lookup)
	present := d.decodeStruct(root, reflect.ValueOf(cfg).Elem(), "", map[string]func(member, string){
		"mcpServers": func(m member, p string) {
			cfg.Servers = d.decodeServers(m.val, p, x, baseDir, nil)
		},
		"capabilities": func(m member, p string) {
			cfg.Capabilities = d.decodeCapabilities(m.val, p)
		},
	})
	d.checkImport(cfg.Import, present["import"])
	d.checkWebFetch(cfg.WebFetch, present["webFetch"])
	d.checkLimits(cfg.Limits, present["limits"])
	if err := joinErrors(d.errs); err != nil {
		return nil, err
	}
	return cfg, nil
}

// decodeServers decodes an mcpServers object, checks every server, and
// returns the enabled ones. When skipped is nil a server that fails its
// checks is an error; otherwise (importing) it is passed to skipped.
func (d *decoder) decodeServers(n *node, path string, x *expander, baseDir string, skipped func(name string, errs []error)) map[string]*Server {
	if n.kind == kindNull {
		return nil
	}
	if n.kind != kindObject {
		d.errorAt(n.off, path, "want an object of servers, got %s", n.what())
		return nil
	}
	servers := map[string]*Server{}
	folded := map[string]string{}
	seen := map[string]bool{}
	for _, m := range n.members {
		p := joinPath(path, m.key)
		if seen[m.key] {
			d.errorAt(m.keyOff, p, "duplicate server")
			continue
		}
		seen[m.key] = true
		s := &Server{Name: m.key, Source: d.file}
		d.server = m.key
		nerr := len(d.errs)
		fields := d.decodeStruct(m.val, reflect.ValueOf(s).Elem(), p, nil)
		if fields == nil || len(d.errs) > nerr {
			continue
		}
		errs := d.finishServer(s, m, fields, p, x, baseDir)
		if s.Disabled && len(errs) == 0 {
			if skipped != nil {
				d.notes = append(d.notes, Note{File: d.file, Server: m.key, Msg: "disabled there; not imported"})
			}
			continue
		}
		if len(errs) == 0 {
			f := foldName(m.key)
			if other, clash := folded[f]; clash {
				errs = append(errs, d.newError(m.keyOff, p, fmt.Sprintf(
					"same name as server %q once case, '-' and '_' are folded (both would be `tools %s`)", other, strings.ReplaceAll(f, "_", "-"))))
			} else {
				folded[f] = m.key
			}
		}
		if len(errs) > 0 {
			if skipped != nil {
				skipped(m.key, errs)
			} else {
				d.errs = append(d.errs, errs...)
			}
			continue
		}
		servers[m.key] = s
	}
	d.server = ""
	return servers
}

// foldName folds a server name the way the tools command matches names:
// case, '-' and '_' do not count.
func foldName(name string) string {
	return strings.ReplaceAll(strings.ToLower(name), "-", "_")
}

// checkName returns what is wrong with a server name, or "".
func checkName(name string) string {
	if name == "" {
		return "a server name must not be empty"
	}
	for _, r := range name {
		switch {
		case r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == '\v' || r == '\f':
			return fmt.Sprintf("server name %q has white space; it becomes `tools <name>` in the shell, so use '-' or '_'", name)
		case r == '/':
			return fmt.Sprintf("server name %q has '/'; it becomes `tools <name>` in the shell", name)
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '-', r == '_', r == '.':
		default:
			return fmt.Sprintf("server name %q may hold only letters, digits, '-', '_' and '.' (it becomes `tools <name>` in the shell)", name)
		}
	}
	if name[0] == '-' {
		return fmt.Sprintf("server name %q must not start with '-' (it would read as an option)", name)
	}
	if foldName(name) == "search" {
		return fmt.Sprintf("server name %q is reserved: `tools search` searches the tools", name)
	}
	return ""
}

// normalizeType maps the spellings of a transport to its Transport
// constant.
func normalizeType(t string) (string, bool) {
	f := strings.NewReplacer("-", "", "_", "").Replace(strings.ToLower(t))
	switch f {
	case "stdio":
		return TransportStdio, true
	case "http", "streamablehttp":
		return TransportHTTP, true
	case "sse":
		return TransportSSE, true
	}
	return "", false
}

// finishServer normalizes and checks a decoded server, expands its
// variables and resolves its cwd. key is its entry in mcpServers, fields
// the keys it was written with. It returns the server's mistakes.
func (d *decoder) finishServer(s *Server, key member, fields map[string]member, path string, x *expander, baseDir string) []error {
	var errs []error
	bad := func(off int, p, format string, args ...any) {
		errs = append(errs, d.newError(off, p, fmt.Sprintf(format, args...)))
	}
	// has reports whether a field was written (null counts as absent)
	// and returns where.
	has := func(k string) (member, bool) {
		m, ok := fields[k]
		if !ok || m.val.kind == kindNull {
			return member{}, false
		}
		return m, true
	}
	fp := func(m member) string { return joinPath(path, m.key) }

	if msg := checkName(s.Name); msg != "" {
		bad(key.keyOff, path, "%s", msg)
	}
	if m, ok := has("type"); ok {
		t, known := normalizeType(s.Type)
		if !known {
			bad(m.val.off, fp(m), "unknown transport %q; want \"stdio\", \"http\" (also \"streamable-http\") or \"sse\"", s.Type)
		}
		s.Type = t
	}
	if m, ok := has("load"); ok && s.Load != LoadOnDemand {
		bad(m.val.off, fp(m), "want %q or no \"load\" (connect at start), got %q", LoadOnDemand, s.Load)
	}
	if m, ok := has("timeout"); ok && s.Timeout.Duration <= 0 {
		bad(m.val.off, fp(m), "must be more than 0, got %s", s.Timeout.Duration)
	}
	if m, ok := has("startupTimeout"); ok && s.StartupTimeout.Duration <= 0 {
		bad(m.val.off, fp(m), "must be more than 0, got %s", s.StartupTimeout.Duration)
	}
	cmd, hasCmd := has("command")
	u, hasURL := has("url")
	if hasCmd && strings.TrimSpace(s.Command) == "" {
		bad(cmd.val.off, fp(cmd), "must not be empty")
	}
	if hasURL && strings.TrimSpace(s.URL) == "" {
		bad(u.val.off, fp(u), "must not be empty")
	}
	switch {
	case !hasCmd && !hasURL:
		bad(key.keyOff, path, `want "command" (a stdio server) or "url" (a remote server)`)
	case hasCmd && hasURL:
		bad(u.val.off, fp(u), `a server has "command" (stdio) or "url" (remote), not both`)
	}
	if s.Type == "" {
		if hasURL && !hasCmd {
			s.Type = TransportHTTP
		} else {
			s.Type = TransportStdio
		}
	}
	if tm, ok := has("type"); ok {
		if s.Type == TransportStdio && hasURL && !hasCmd {
			bad(tm.val.off, fp(tm), `"stdio" servers have a "command", but this one has a "url"; write "http" or "sse", or leave "type" out`)
		}
		if (s.Type == TransportHTTP || s.Type == TransportSSE) && hasCmd && !hasURL {
			bad(tm.val.off, fp(tm), `%q servers have a "url", but this one has a "command"; write "stdio", or leave "type" out`, s.Type)
		}
	}
	// An empty args, env or headers is harmless whatever the transport.
	if hasURL && !hasCmd {
		stdioOnly := map[string]bool{"args": len(s.Args) > 0, "env": len(s.Env) > 0, "cwd": s.Cwd != ""}
		for _, k := range []string{"args", "env", "cwd"} {
			if m, ok := has(k); ok && stdioOnly[k] {
				bad(m.keyOff, fp(m), `only for stdio servers (this one has a "url")`)
			}
		}
	}
	if hasCmd && !hasURL {
		if m, ok := has("headers"); ok && len(s.Headers) > 0 {
			bad(m.keyOff, fp(m), `only for remote servers (this one has a "command")`)
		}
	}
	if m, ok := has("env"); ok {
		for _, e := range m.val.members {
			if e.key == "" || strings.ContainsAny(e.key, "=\x00") {
				bad(e.keyOff, joinPath(fp(m), e.key), "not a valid environment variable name")
			}
		}
	}
	if m, ok := has("headers"); ok {
		for _, e := range m.val.members {
			if !validHeaderName(e.key) {
				bad(e.keyOff, joinPath(fp(m), e.key), "not a valid HTTP header name")
			}
		}
	}
	if m, ok := has("disabledTools"); ok {
		for i, t := range s.DisabledTools {
			if strings.TrimSpace(t) == "" {
				bad(m.val.elems[i].off, fmt.Sprintf("%s[%d]", fp(m), i), "must not be empty")
			}
		}
	}
	if s.Disabled || len(errs) > 0 {
		// A disabled server is dropped: its variables need not be set.
		return errs
	}

	// Expansion, then the checks of expanded values.
	exp := func(v *string, n *node, p string) {
		out, err := x.expand(*v)
		if err != nil {
			bad(n.off, p, "%s", err.Error())
			return
		}
		*v = out
	}
	if hasCmd {
		before := len(errs)
		exp(&s.Command, cmd.val, fp(cmd))
		if len(errs) == before && strings.TrimSpace(s.Command) == "" {
			bad(cmd.val.off, fp(cmd), "is empty once variables are expanded")
		}
	}
	if m, ok := has("args"); ok {
		for i := range s.Args {
			exp(&s.Args[i], m.val.elems[i], fmt.Sprintf("%s[%d]", fp(m), i))
		}
	}
	if m, ok := has("env"); ok {
		for _, e := range m.val.members {
			v := s.Env[e.key]
			exp(&v, e.val, joinPath(fp(m), e.key))
			s.Env[e.key] = v
		}
	}
	if m, ok := has("headers"); ok {
		for _, e := range m.val.members {
			v := s.Headers[e.key]
			exp(&v, e.val, joinPath(fp(m), e.key))
			s.Headers[e.key] = v
		}
	}
	if m, ok := has("cwd"); ok {
		exp(&s.Cwd, m.val, fp(m))
		if s.Cwd != "" && !filepath.IsAbs(s.Cwd) && baseDir != "" {
			s.Cwd = filepath.Join(baseDir, s.Cwd)
		}
	}
	if hasURL {
		before := len(errs)
		exp(&s.URL, u.val, fp(u))
		if len(errs) == before {
			if msg := checkURL(s.URL); msg != "" {
				bad(u.val.off, fp(u), "%s", msg)
			}
		}
	}
	return errs
}

// checkURL returns what is wrong with a server URL, or "".
func checkURL(raw string) string {
	pu, err := url.Parse(raw)
	if err != nil {
		return fmt.Sprintf("not a URL: %v", err)
	}
	if pu.Scheme != "http" && pu.Scheme != "https" {
		return fmt.Sprintf("want an http:// or https:// URL, got %q", raw)
	}
	if pu.Host == "" {
		return fmt.Sprintf("URL %q has no host", raw)
	}
	return ""
}

// validHeaderName reports whether s is an HTTP header field name (an RFC
// 9110 token).
func validHeaderName(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9':
		case strings.IndexByte("!#$%&'*+-.^_`|~", c) >= 0:
		default:
			return false
		}
	}
	return true
}

// decodeCapabilities decodes the capabilities array. Only tools_in_shell's
// config is read; the tool search capabilities may carry any config.
func (d *decoder) decodeCapabilities(n *node, path string) []Capability {
	if n.kind == kindNull {
		return nil
	}
	if n.kind != kindArray {
		d.errorAt(n.off, path, "want an array of capabilities ({\"ref\": ..., \"config\": {...}}), got %s", n.what())
		return nil
	}
	known := append([]string{CapToolsInShell}, ToolSearchCaps()...)
	var caps []Capability
	seen := map[string]bool{}
	for i, e := range n.elems {
		p := fmt.Sprintf("%s[%d]", path, i)
		var c Capability
		var cfgNode *node
		fields := d.decodeStruct(e, reflect.ValueOf(&c).Elem(), p, map[string]func(member, string){
			"config": func(m member, _ string) { cfgNode = m.val },
		})
		if fields == nil {
			continue
		}
		ref, ok := fields["ref"]
		switch {
		case !ok:
			d.errorAt(e.off, p, `want a "ref" naming the capability (%s)`, strings.Join(known, ", "))
			continue
		case !slices.Contains(known, c.Ref):
			msg := fmt.Sprintf("unknown capability %q", c.Ref)
			if s := suggest(c.Ref, known); s != "" {
				msg += fmt.Sprintf("; did you mean %q?", s)
			} else {
				msg += "; known: " + strings.Join(known, ", ")
			}
			d.errorAt(ref.val.off, joinPath(p, "ref"), "%s", msg)
			continue
		case seen[c.Ref]:
			d.errorAt(ref.val.off, joinPath(p, "ref"), "capability %q is listed twice", c.Ref)
			continue
		}
		seen[c.Ref] = true
		if cfgNode != nil && cfgNode.kind != kindNull {
			cp := joinPath(p, "config")
			if c.Ref == CapToolsInShell {
				cf := d.decodeStruct(cfgNode, reflect.ValueOf(&c.Config).Elem(), cp, nil)
				if m, ok := cf["keep_visible"]; ok && m.val.kind == kindArray {
					for j, name := range c.Config.KeepVisible {
						if strings.TrimSpace(name) == "" {
							d.errorAt(m.val.elems[j].off, fmt.Sprintf("%s[%d]", joinPath(cp, m.key), j), "must not be empty")
						}
					}
				}
			} else if cfgNode.kind != kindObject {
				d.errorAt(cfgNode.off, cp, "want an object, got %s", cfgNode.what())
			}
		}
		caps = append(caps, c)
	}
	return caps
}

// checkImport checks the client names of the import key.
func (d *decoder) checkImport(names []string, m member) {
	if m.val == nil || m.val.kind != kindArray || len(m.val.elems) != len(names) {
		return
	}
	seen := map[string]bool{}
	for i, name := range names {
		p := fmt.Sprintf("%s[%d]", joinPath("", m.key), i)
		off := m.val.elems[i].off
		switch {
		case !slices.Contains(Clients(), name):
			msg := fmt.Sprintf("unknown MCP client %q; known: %s", name, strings.Join(Clients(), ", "))
			if s := suggest(name, Clients()); s != "" {
				msg = fmt.Sprintf("unknown MCP client %q; did you mean %q? (known: %s)", name, s, strings.Join(Clients(), ", "))
			}
			d.errorAt(off, p, "%s", msg)
		case seen[name]:
			d.errorAt(off, p, "%q is listed twice", name)
		}
		seen[name] = true
	}
}

// checkWebFetch checks the webFetch settings.
func (d *decoder) checkWebFetch(w *WebFetch, m member) {
	if w == nil || m.val == nil || m.val.kind != kindObject {
		return
	}
	p := joinPath("", m.key)
	if hn := m.val.get("allowHosts"); hn != nil && hn.kind == kindArray && len(hn.elems) == len(w.AllowHosts) {
		for i, h := range w.AllowHosts {
			if msg := checkHost(h); msg != "" {
				d.errorAt(hn.elems[i].off, fmt.Sprintf("%s.allowHosts[%d]", p, i), "%s", msg)
			}
		}
	}
	if w.MaxBytes < 0 {
		d.errorAt(m.val.get("maxBytes").off, p+".maxBytes", "must not be negative")
	}
	if w.Timeout.Duration < 0 {
		d.errorAt(m.val.get("timeout").off, p+".timeout", "must not be negative")
	}
}

// checkHost returns what is wrong with an allowHosts entry, or "".
func checkHost(h string) string {
	switch {
	case strings.TrimSpace(h) == "":
		return "must not be empty"
	case strings.Contains(h, "://"):
		return fmt.Sprintf("want a host such as \"example.com\", not a URL: %q", h)
	case strings.ContainsAny(h, "/ \t?#@"):
		return fmt.Sprintf("want a host such as \"example.com\" or \"*.example.com\", got %q", h)
	}
	return ""
}

// checkLimits checks that no limit is negative.
func (d *decoder) checkLimits(l *Limits, m member) {
	if l == nil || m.val == nil || m.val.kind != kindObject {
		return
	}
	p := joinPath("", m.key)
	neg := func(key string, v int64) {
		if v < 0 {
			d.errorAt(m.val.get(key).off, p+"."+key, "must not be negative")
		}
	}
	neg("timeout", int64(l.Timeout.Duration))
	neg("maxCommands", int64(l.MaxCommands))
	neg("maxOutputBytes", int64(l.MaxOutputBytes))
	neg("maxFileBytes", l.MaxFileBytes)
	neg("maxTotalBytes", l.MaxTotalBytes)
	neg("maxFiles", int64(l.MaxFiles))
	neg("maxDepth", int64(l.MaxDepth))
	neg("maxCalls", int64(l.MaxCalls))
	neg("maxMemoryBytes", l.MaxMemoryBytes)
	neg("maxBufferBytes", l.MaxBufferBytes)
	neg("maxJobs", int64(l.MaxJobs))
	neg("maxNesting", int64(l.MaxNesting))
	neg("maxCallInputBytes", int64(l.MaxCallInputBytes))
	neg("maxResultBytes", int64(l.MaxResultBytes))
}
