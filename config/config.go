package config

import "time"

// Config is a whole configuration file.
type Config struct {
	// Path is the file it was read from ("" when built in code).
	Path string `json:"-"`
	// Servers are the MCP servers by name (written "mcpServers", or
	// "servers" as VS Code does). Disabled servers are not here: they are
	// checked and then dropped.
	Servers map[string]*Server `json:"mcpServers,omitempty"`
	// Import names MCP clients whose servers Load merges in (see
	// Clients); entries of the file itself win on a name clash.
	Import []string `json:"import,omitempty"`
	// Capabilities are the capability entries, as in the seed:
	// [{"ref": "tools_in_shell", "config": {"keep_visible": ["web_fetch"]}}].
	Capabilities []Capability `json:"capabilities,omitempty"`
	// WebFetch configures the web-fetch tool.
	WebFetch *WebFetch `json:"webFetch,omitempty"`
	// Limits bound each script; zero fields take the runtime's defaults.
	Limits *Limits `json:"limits,omitempty"`
	// Rules are policy rule files (relative paths are relative to the
	// configuration file), compiled after the default rules.
	Rules []string `json:"rules,omitempty"`
	// NoDefaultRules turns the built-in default rules off.
	NoDefaultRules bool `json:"noDefaultRules,omitempty"`
	// Hooks are command hooks in Claude Code's settings format.
	Hooks *Hooks `json:"hooks,omitempty"`
	// Approvals configure the approval decision and the store.
	Approvals *Approvals `json:"approvals,omitempty"`

	// Notes are what the load did that is worth telling but is not a
	// mistake: imported files that do not exist, servers skipped or
	// shadowed. Load fills it; nothing reads it back from JSON.
	Notes []Note `json:"-"`
}

// Transport kinds of a server.
const (
	TransportStdio = "stdio"
	TransportHTTP  = "http" // streamable HTTP, falling back to SSE
	TransportSSE   = "sse"  // SSE only
)

// LoadOnDemand is the value of Server.Load for a server that is listed as
// (not loaded) until a script names it.
const LoadOnDemand = "on_demand"

// Server is one entry of mcpServers.
//
// After Load or Parse, Type is always one of the Transport constants,
// exactly one of Command and URL is set, ${VAR} references are expanded
// and Cwd is absolute when the file had a path.
type Server struct {
	// Name is the key of the entry.
	Name string `json:"-"`
	// Source is the file the entry was read from: the configuration
	// file, or the client file it was imported from ("" when built in
	// code).
	Source string `json:"-"`
	// Type is TransportStdio, TransportHTTP or TransportSSE. The file may
	// write "streamable-http" or "streamableHttp" for http, or leave it
	// out: then it is stdio when Command is set and http when URL is.
	Type string `json:"type,omitempty"`
	// Command, Args, Env and Cwd start a stdio server. A relative Cwd is
	// taken from the configuration file's directory.
	Command string            `json:"command,omitempty"`
	Args    []string          `json:"args,omitempty"`
	Env     map[string]string `json:"env,omitempty"`
	Cwd     string            `json:"cwd,omitempty"`
	// URL and Headers reach a remote server (http or https only).
	URL     string            `json:"url,omitempty"`
	Headers map[string]string `json:"headers,omitempty"`
	// Load is "" (connect at start) or LoadOnDemand.
	Load string `json:"load,omitempty"`
	// Timeout bounds each request to the server; zero means
	// DefaultTimeout (see EffectiveTimeout). Written as a Go
	// duration string ("30s") or a number of seconds; it must be more
	// than zero when written.
	Timeout Duration `json:"timeout,omitzero"`
	// StartupTimeout bounds starting the server and its initialize
	// handshake, apart from the requests: a server may be quick to answer
	// and slow to start (npx downloads, a busy machine). Zero means
	// DefaultStartupTimeout, or Timeout when that is longer.
	StartupTimeout Duration `json:"startupTimeout,omitzero"`
	// Disabled servers are checked and then dropped (Claude Code, Cursor
	// and Cline write this).
	Disabled bool `json:"disabled,omitempty"`
	// DisabledTools names tools of this server that must be neither
	// listed nor callable (Cline and Roo Code write this). The server
	// manager, not this package, enforces it.
	DisabledTools []string `json:"disabledTools,omitempty"`
	// Description is shown beside the server in tools --help.
	Description string `json:"description,omitempty"`
}

// EffectiveTimeout is the server's Timeout, or DefaultTimeout when it has
// none.
func (s *Server) EffectiveTimeout() time.Duration {
	if s.Timeout.Duration > 0 {
		return s.Timeout.Duration
	}
	return DefaultTimeout
}

// DefaultTimeout bounds each request to a server unless it sets its own.
const DefaultTimeout = 30 * time.Second

// DefaultStartupTimeout bounds a server's start unless it sets its own.
const DefaultStartupTimeout = 60 * time.Second

// EffectiveStartupTimeout is the server's StartupTimeout, or the longer
// of DefaultStartupTimeout and its request timeout.
func (s *Server) EffectiveStartupTimeout() time.Duration {
	if s.StartupTimeout.Duration > 0 {
		return s.StartupTimeout.Duration
	}
	return max(DefaultStartupTimeout, s.EffectiveTimeout())
}

// Capability references of the capabilities list.
const (
	// CapToolsInShell is this product.
	CapToolsInShell = "tools_in_shell"
)

// ToolSearchCaps returns the tool search capabilities that Tools in Shell
// supersedes; a configuration may name them (their config is accepted and
// not read) and the agent checks report them.
func ToolSearchCaps() []string {
	return []string{"tool_search", "auto_tool_search", "openai_tool_search", "claude_tool_search"}
}

// Capability is one entry of capabilities.
type Capability struct {
	// Ref is CapToolsInShell or one of ToolSearchCaps().
	Ref string `json:"ref"`
	// Config is the capability's settings; only tools_in_shell's are read.
	Config CapabilityConfig `json:"config,omitzero"`
}

// Capability returns the entry of capabilities with the given ref, or nil.
func (c *Config) Capability(ref string) *Capability {
	for i := range c.Capabilities {
		if c.Capabilities[i].Ref == ref {
			return &c.Capabilities[i]
		}
	}
	return nil
}

// CapabilityConfig is a capability's settings.
type CapabilityConfig struct {
	// KeepVisible names tools that stay direct tools of the model.
	KeepVisible []string `json:"keep_visible,omitempty"`
}

// WebFetch configures the web-fetch tool.
type WebFetch struct {
	// AllowHosts are the hosts it may reach ("example.com",
	// "*.example.com", "127.0.0.1:8080"); empty means none.
	AllowHosts []string `json:"allowHosts,omitempty"`
	// MaxBytes bounds the body read; 0 means 1 MiB.
	MaxBytes int64 `json:"maxBytes,omitempty"`
	// Timeout bounds one fetch; 0 means 15s.
	Timeout Duration `json:"timeout,omitzero"`
}

// Limits are the per-script limits of the runtime. A zero field takes the
// runtime's default; a negative one is an error.
type Limits struct {
	// Timeout is the wall-clock time of one script.
	Timeout Duration `json:"timeout,omitzero"`
	// MaxCommands bounds the commands one script runs.
	MaxCommands int `json:"maxCommands,omitempty"`
	// MaxOutputBytes bounds the output kept (head and tail).
	MaxOutputBytes int `json:"maxOutputBytes,omitempty"`
	// MaxFileBytes bounds one file of the virtual filesystem.
	MaxFileBytes int64 `json:"maxFileBytes,omitempty"`
	// MaxTotalBytes bounds the whole virtual filesystem.
	MaxTotalBytes int64 `json:"maxTotalBytes,omitempty"`
	// MaxFiles bounds the files and directories of the virtual
	// filesystem.
	MaxFiles int `json:"maxFiles,omitempty"`
	// MaxDepth bounds how many directory levels deep a file may be.
	MaxDepth int `json:"maxDepth,omitempty"`
	// MaxCalls bounds the tool calls of one script.
	MaxCalls int `json:"maxCalls,omitempty"`
	// MaxMemoryBytes bounds the memory of one script.
	MaxMemoryBytes int64 `json:"maxMemoryBytes,omitempty"`
	// MaxBufferBytes bounds what one command holds in memory at once.
	MaxBufferBytes int64 `json:"maxBufferBytes,omitempty"`
	// MaxJobs bounds the background jobs and pipeline stages of a script
	// running at once.
	MaxJobs int `json:"maxJobs,omitempty"`
	// MaxNesting bounds how deeply a script's code nests.
	MaxNesting int `json:"maxNesting,omitempty"`
	// MaxCallInputBytes bounds the input of one tool call, as JSON.
	MaxCallInputBytes int `json:"maxCallInputBytes,omitempty"`
	// MaxResultBytes is the result budget: the bytes of a script's result
	// a model reads (the whole is kept in /results/<script-id>/).
	MaxResultBytes int `json:"maxResultBytes,omitempty"`
}

// Duration is a time.Duration written in JSON as a Go duration string
// ("30s", "1m30s") or a number of seconds.
type Duration struct{ time.Duration }

// Hooks are command hooks, as in Claude Code's settings:
// {"PreToolUse": [{"matcher": "...", "hooks": [{"type": "command",
// "command": "...", "timeout": 5}]}], "PostToolUse": [...]}.
type Hooks struct {
	PreToolUse  []HookMatcher `json:"PreToolUse,omitempty"`
	PostToolUse []HookMatcher `json:"PostToolUse,omitempty"`
}

// HookMatcher is a group of hooks for the tools its matcher matches.
type HookMatcher struct {
	Matcher string        `json:"matcher,omitempty"`
	Hooks   []HookCommand `json:"hooks"`
}

// HookCommand is one command hook; Timeout is in seconds.
type HookCommand struct {
	Type    string  `json:"type"`
	Command string  `json:"command"`
	Timeout float64 `json:"timeout,omitempty"`
}

// Approvals configure the approval decision.
type Approvals struct {
	// Default is the decision for a tool that no rule matches and whose
	// annotations say nothing: "ask" (the default), "allow" or "deny".
	Default string `json:"default,omitempty"`
	// Store is the SQLite file of answers, requests, sessions and the
	// audit log, relative to the configuration file, or a postgres://
	// URL of a PostgreSQL database (package store/postgres). Empty means
	// the default place (see tsrun --store).
	Store string `json:"store,omitempty"`
	// AuditRetention is how long audit entries are kept ("720h", or a
	// number of seconds); zero means 30 days.
	AuditRetention Duration `json:"auditRetention,omitzero"`
	// InferReadOnly, when false, turns off reading a tool's name for its
	// effects: a tool that has no annotations and whose name starts with
	// a read verb (get, list, search, ...) is read-only unless this is
	// false. Unset means true.
	InferReadOnly *bool `json:"inferReadOnly,omitempty"`
}
