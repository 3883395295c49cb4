package config

import (
	"fmt"
	"slices"
	"strings"
)

// Validate checks a configuration built in code (or changed after a load)
// the way Parse checks a file, without positions and without expanding
// variables. A configuration from Load or Parse always passes. A zero
// Timeout or an empty Type is allowed here and takes its default.
func (c *Config) Validate() error {
	var errs []error
	bad := func(path, format string, args ...any) {
		errs = append(errs, &Error{File: c.Path, Path: path, Msg: fmt.Sprintf(format, args...)})
	}
	folded := map[string]string{}
	for _, name := range sortedNames(c.Servers) {
		s := c.Servers[name]
		p := joinPath("mcpServers", name)
		if s == nil {
			bad(p, "no settings")
			continue
		}
		if msg := checkName(name); msg != "" {
			bad(p, "%s", msg)
		}
		if other, clash := folded[foldName(name)]; clash {
			bad(p, "same name as server %q once case, '-' and '_' are folded", other)
		}
		folded[foldName(name)] = name
		if s.Name != "" && s.Name != name {
			bad(p, "Name is %q but the entry is %q", s.Name, name)
		}
		hasCmd, hasURL := s.Command != "", s.URL != ""
		switch {
		case !hasCmd && !hasURL:
			bad(p, `want "command" (a stdio server) or "url" (a remote server)`)
		case hasCmd && hasURL:
			bad(p, `a server has "command" (stdio) or "url" (remote), not both`)
		case hasCmd && strings.TrimSpace(s.Command) == "":
			bad(p+".command", "must not be blank")
		}
		switch s.Type {
		case "":
		case TransportStdio:
			if hasURL {
				bad(p+".type", `"stdio" servers have a "command", not a "url"`)
			}
		case TransportHTTP, TransportSSE:
			if hasCmd {
				bad(p+".type", `%q servers have a "url", not a "command"`, s.Type)
			}
		default:
			bad(p+".type", "unknown transport %q; want %q, %q or %q", s.Type, TransportStdio, TransportHTTP, TransportSSE)
		}
		if hasURL {
			if msg := checkURL(s.URL); msg != "" {
				bad(p+".url", "%s", msg)
			}
			if len(s.Args) > 0 || len(s.Env) > 0 || s.Cwd != "" {
				bad(p, `args, env and cwd are only for stdio servers (this one has a "url")`)
			}
		}
		if hasCmd && len(s.Headers) > 0 {
			bad(p+".headers", `only for remote servers (this one has a "command")`)
		}
		for k := range s.Env {
			if k == "" || strings.ContainsAny(k, "=\x00") {
				bad(joinPath(p+".env", k), "not a valid environment variable name")
			}
		}
		for k := range s.Headers {
			if !validHeaderName(k) {
				bad(joinPath(p+".headers", k), "not a valid HTTP header name")
			}
		}
		if s.Load != "" && s.Load != LoadOnDemand {
			bad(p+".load", "want %q or nothing, got %q", LoadOnDemand, s.Load)
		}
		if s.Timeout.Duration < 0 {
			bad(p+".timeout", "must not be negative")
		}
		if s.StartupTimeout.Duration < 0 {
			bad(p+".startupTimeout", "must not be negative")
		}
		for i, t := range s.DisabledTools {
			if strings.TrimSpace(t) == "" {
				bad(fmt.Sprintf("%s.disabledTools[%d]", p, i), "must not be empty")
			}
		}
	}
	known := append([]string{CapToolsInShell}, ToolSearchCaps()...)
	seen := map[string]bool{}
	for i, cp := range c.Capabilities {
		p := fmt.Sprintf("capabilities[%d].ref", i)
		switch {
		case !slices.Contains(known, cp.Ref):
			bad(p, "unknown capability %q; known: %s", cp.Ref, strings.Join(known, ", "))
		case seen[cp.Ref]:
			bad(p, "capability %q is listed twice", cp.Ref)
		}
		seen[cp.Ref] = true
		for j, name := range cp.Config.KeepVisible {
			if strings.TrimSpace(name) == "" {
				bad(fmt.Sprintf("capabilities[%d].config.keep_visible[%d]", i, j), "must not be empty")
			}
		}
	}
	seen = map[string]bool{}
	for i, name := range c.Import {
		p := fmt.Sprintf("import[%d]", i)
		switch {
		case !slices.Contains(Clients(), name):
			bad(p, "unknown MCP client %q; known: %s", name, strings.Join(Clients(), ", "))
		case seen[name]:
			bad(p, "%q is listed twice", name)
		}
		seen[name] = true
	}
	if w := c.WebFetch; w != nil {
		for i, h := range w.AllowHosts {
			if msg := checkHost(h); msg != "" {
				bad(fmt.Sprintf("webFetch.allowHosts[%d]", i), "%s", msg)
			}
		}
		if w.MaxBytes < 0 {
			bad("webFetch.maxBytes", "must not be negative")
		}
		if w.Timeout.Duration < 0 {
			bad("webFetch.timeout", "must not be negative")
		}
	}
	if l := c.Limits; l != nil {
		for _, f := range []struct {
			name string
			v    int64
		}{
			{"timeout", int64(l.Timeout.Duration)}, {"maxCommands", int64(l.MaxCommands)},
			{"maxOutputBytes", int64(l.MaxOutputBytes)}, {"maxFileBytes", l.MaxFileBytes},
			{"maxTotalBytes", l.MaxTotalBytes}, {"maxFiles", int64(l.MaxFiles)}, {"maxDepth", int64(l.MaxDepth)},
			{"maxCalls", int64(l.MaxCalls)},
			{"maxMemoryBytes", l.MaxMemoryBytes}, {"maxBufferBytes", l.MaxBufferBytes},
			{"maxJobs", int64(l.MaxJobs)}, {"maxNesting", int64(l.MaxNesting)},
			{"maxCallInputBytes", int64(l.MaxCallInputBytes)}, {"maxResultBytes", int64(l.MaxResultBytes)},
		} {
			if f.v < 0 {
				bad("limits."+f.name, "must not be negative")
			}
		}
	}
	return joinErrors(errs)
}
