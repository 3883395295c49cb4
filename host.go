package tis

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/config"
	"github.com/toolsinshell/tis/hooks"
	"github.com/toolsinshell/tis/internal/tracker"
	"github.com/toolsinshell/tis/mcpsource"
	"github.com/toolsinshell/tis/policy"
	"github.com/toolsinshell/tis/runtime"
	"github.com/toolsinshell/tis/runtime/gate"
	"github.com/toolsinshell/tis/store"
	"github.com/toolsinshell/tis/store/postgres"
	"github.com/toolsinshell/tis/toolset"
	"github.com/toolsinshell/tis/worker"
)

// Options configure a Host. The zero value is a host of the built-in
// example server with an approval store in memory.
type Options struct {
	// ConfigPath is the configuration file (mcpServers, capabilities,
	// rules, hooks, approvals, limits, webFetch); it is read again
	// whenever it changes, so a server added while the host runs is there
	// for the next script.
	ConfigPath string
	// Config is the configuration as Go values, used when ConfigPath is
	// "". With neither, the one server is the built-in example issue
	// tracker ("github"), served as an MCP server in this process.
	Config *config.Config
	// Environ is the host environment (os.Environ's form): ${VAR} in the
	// configuration file (a Config given as Go values is taken as
	// written), HOME for the MCP clients' files the configuration
	// imports, the environment stdio servers and command hooks get,
	// FEATURE_TOOLS_IN_SHELL. Nil means none. No package of this module
	// reads the process environment: a host passes what it wants seen.
	// Scripts never see any of it.
	Environ []string
	// Dir is the host's working directory: the project files the
	// configuration's "import" reads (.mcp.json, ...), and where command
	// hooks run without a configuration file. "" means neither.
	Dir string
	// StateDir is where the default approval store lives
	// (StateDir/store.db) when neither Store nor the configuration's
	// approvals.store says; "" means a store in memory.
	StateDir string
	// Store keeps approval requests and answers, the audit log, saved
	// sessions and servers' last tool lists; nil means the store
	// StorePath, the configuration or StateDir names.
	Store store.Store
	// StorePath is the store the host opens and closes when it is closed,
	// over the configuration's approvals.store and StateDir; ignored when
	// Store is set. A file path is a SQLite file (created if need be); a
	// postgres:// (or postgresql://) URL is a PostgreSQL database (package
	// store/postgres), its schema brought up to date. Another URL scheme
	// is an error.
	StorePath string
	// StoreExisting opens only a store file that exists, for a host that
	// reads or answers what is stored (tsrun --pending, --answer): a
	// StorePath or approvals.store that names no file is an error (a typo
	// must not make an empty store and print nothing), and a default one
	// (StateDir's) that does not exist yet is an empty store in memory.
	StoreExisting bool
	// Sources are more tool sources of the host (Go functions, see
	// package gotools), after the configuration's.
	Sources []catalog.Source
	// Hooks are Go hooks, run after the configuration's command hooks.
	Hooks *hooks.Hooks
	// Ask asks a person about a call that needs approval (see AskFunc):
	// before the script starts for the calls written out in full, while
	// it runs for the others; it may block until they answer. Nil means
	// the script stops (or does not start) with the request pending, and
	// a later script can make the call once it is answered (Host.Answer).
	Ask AskFunc
	// Limits bound each script; zero fields take the configuration's,
	// then the defaults.
	Limits Limits
	// Worker, when set, runs each script in a worker process (see
	// Worker); nil runs scripts in this process.
	Worker *Worker
	// FetchAllow adds hosts the web-fetch tool may reach.
	FetchAllow []string
	// FetchHint ends web-fetch's message for a host that is not allowed,
	// saying how a person allows one.
	FetchHint string
	// ServerStderr receives what stdio MCP servers write on stderr, each
	// line prefixed with the server's name; nil discards it (its last
	// lines are still in error messages).
	ServerStderr io.Writer
	// Logger receives the host's warnings (a hook that failed, a store
	// that could not be pruned); nil discards them.
	Logger *slog.Logger
	// Persist keeps each session in the store between hosts: its files,
	// its loaded on-demand servers (answers are kept anyway). A store
	// that lends sessions (store.SessionLeaser: SQLite, PostgreSQL) lets
	// hosts sharing it, such as a gateway's replicas, serve one session
	// in turn: see Host.KeptSession.
	Persist bool
	// SessionLease is how long a host holds a kept session's lease in the
	// store without renewing it (see Host.KeptSession): a host that dies
	// mid-script frees the session after this long, and a script of the
	// session elsewhere waits at most one and a half times this long for
	// it before failing with ErrSessionInUse. Zero means
	// DefaultSessionLease.
	SessionLease time.Duration
	// Name and Version name the host to MCP servers; empty means "tis"
	// and "dev".
	Name, Version string
	// ServerCloseGrace is how long closing a stdio server waits for it to
	// exit after closing its stdin, and again after SIGTERM, before
	// SIGKILL; zero means 2s. A command that exits after one script wants
	// it short.
	ServerCloseGrace time.Duration
	// OnChange, when set, is called whenever what Session.Tools returns may
	// have changed: the configuration file changed (it is then watched,
	// every WatchInterval), a server said its tools changed, or a session
	// loaded an on-demand server. It is called from the host's own
	// goroutines and must not block; a gateway sends
	// notifications/tools/list_changed from it.
	OnChange func()
	// WatchInterval is how often the configuration file is checked for
	// changes when OnChange is set; zero means one second.
	WatchInterval time.Duration
}

// Limits bound one script. The embedded runtime.Limits bound the
// sandbox (time, commands, output, files, memory, nesting, jobs); the
// rest bound its tool calls. A zero field takes the configuration's
// value, then the default; a negative one means no bound.
type Limits struct {
	runtime.Limits
	// MaxCalls caps the tool calls of one script; 0 means 50, negative
	// no cap.
	MaxCalls int
	// MaxCallInputBytes bounds one call's input as JSON; 0 means 8 MiB.
	MaxCallInputBytes int
	// MaxResultBytes is the result budget: the bytes of the result a
	// model reads (the output, and the report as JSON) of one script.
	// Past it the output keeps its head and tail with one line between
	// naming what was cut and the session file that holds all of it
	// (/results/<script-id>/stdout, stderr, report.json), and the
	// report's calls have their inputs and results cut. 0 means
	// DefaultMaxResultBytes (30,000), negative no budget;
	// RunOptions.MaxResultBytes overrides it for one run.
	MaxResultBytes int
}

// Host is one deployment of Tools in Shell: a configuration, its tool
// sources (one pool of MCP server connections every session shares), its
// rules and hooks, and its store. Its methods are safe for concurrent
// use; sessions run their scripts in parallel.
type Host struct {
	opts     Options
	set      *toolset.Set
	store    store.Store
	ownStore io.Closer
	memory   *toolMemory
	// stopToolLists ends the watch of tool lists other processes save
	// (store.ToolListWatcher); nil without one.
	stopToolLists context.CancelFunc
	schemas       *catalog.SchemaCache // the compiled input schemas of the sources' latest listings
	workers       *worker.Pool         // nil: scripts run in this process
	log           *slog.Logger
	env           config.LookupFunc

	// unloadPrefix starts the store keys of files Session.Unload moves
	// there: random per host, so hosts sharing a store never load each
	// other's.
	unloadPrefix string
	// holder names this host as the holder of kept sessions' leases in
	// the store: random per host.
	holder string

	mu       sync.Mutex
	sessions map[string]*Session
	pol      *policyState
	closed   bool
	stop     context.CancelFunc // ends the configuration watcher
	watching sync.WaitGroup
}

// policyState is what one load of the configuration says about judging
// and bounding scripts.
type policyState struct {
	cfg         *config.Config
	gate        *gate.Config
	limits      Limits
	keepVisible []string
	err         error
}

// New returns a host. Nothing starts yet: a server starts when a script
// first needs it. It fails when the configuration does not load (a file
// that later stops loading keeps the last good one, and tools --help says
// why), or the store cannot be opened. Rules or hooks that do not build
// are Run's error (and an agent check's finding).
func New(ctx context.Context, opts *Options) (*Host, error) {
	var o Options
	if opts != nil {
		o = *opts
	}
	h := &Host{opts: o, sessions: map[string]*Session{}, log: o.Logger, env: config.Environ(o.Environ), schemas: catalog.NewSchemaCache(),
		unloadPrefix: "unloaded:" + newScriptID() + ":", holder: "host:" + newScriptID()}
	if h.opts.SessionLease <= 0 {
		h.opts.SessionLease = DefaultSessionLease
	}
	if h.log == nil {
		h.log = slog.New(slog.DiscardHandler)
	}
	// The spares start first, while the rest of the host is built.
	if o.Worker != nil {
		var err error
		if h.workers, err = newWorkerPool(o.Worker); err != nil {
			return nil, err
		}
		h.workers.Prestart(o.Worker.Prestart)
	}
	mcpOpts := &mcpsource.Options{Stderr: o.ServerStderr, Environ: o.Environ, ClientName: o.Name, ClientVersion: o.Version,
		CloseGrace: o.ServerCloseGrace}
	if o.OnChange != nil {
		mcpOpts.OnToolsChanged = func(string) { o.OnChange() }
	}
	var example catalog.Source
	if o.ConfigPath == "" && o.Config == nil {
		example = tracker.New(toolset.ExampleServer)
	}
	h.set = toolset.New(toolset.Options{
		ConfigPath: o.ConfigPath, Config: o.Config, Env: h.importEnv(), Example: example,
		Extra: o.Sources, FetchAllow: o.FetchAllow, FetchHint: o.FetchHint, MCP: mcpOpts,
	})
	if _, _, err := h.set.Sources(ctx); err != nil {
		h.closeBuilt()
		return nil, err
	}
	st, closer, err := h.openStore(ctx)
	if err != nil {
		h.closeBuilt()
		return nil, err
	}
	h.store, h.ownStore = st, closer
	h.memory = newToolMemory(st)
	if w, ok := st.(store.ToolListWatcher); ok {
		// Another replica listed a server again: take its list, and
		// tell the host's clients their tools may have changed.
		wctx, stop := context.WithCancel(context.WithoutCancel(ctx))
		h.stopToolLists = stop
		w.WatchToolLists(wctx, func(server string) {
			h.memory.forget(server)
			h.changed()
		})
	}
	// Rules or hooks that do not build are reported by Run (and by the
	// agent checks); the host itself stands.
	_, _ = h.policy()
	h.prune(ctx)
	if o.OnChange != nil && o.ConfigPath != "" {
		wctx, stop := context.WithCancel(context.WithoutCancel(ctx))
		h.stop = stop
		h.watching.Add(1)
		go h.watch(wctx)
	}
	return h, nil
}

// watch checks the configuration file every WatchInterval and calls
// OnChange when the sources it gives changed, until the host closes.
func (h *Host) watch(ctx context.Context) {
	defer h.watching.Done()
	every := h.opts.WatchInterval
	if every <= 0 {
		every = time.Second
	}
	t := time.NewTicker(every)
	defer t.Stop()
	_, last, _ := h.set.Sources(ctx)
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		if _, gen, _ := h.set.Sources(ctx); gen != last {
			last = gen
			h.opts.OnChange()
		}
	}
}

// changed tells the host's OnChange, if any.
func (h *Host) changed() {
	if h.opts.OnChange != nil {
		h.opts.OnChange()
	}
}

// importEnv is the environment the configuration file is read with.
func (h *Host) importEnv() config.ImportEnv {
	home, _ := h.env("HOME")
	return config.ImportEnv{Home: home, Cwd: h.opts.Dir, Lookup: h.env}
}

// openStore opens the store the options and the configuration name.
func (h *Host) openStore(ctx context.Context) (store.Store, io.Closer, error) {
	if h.opts.Store != nil {
		return h.opts.Store, nil, nil
	}
	path := h.opts.StorePath // the host's own choice, over the configuration's
	named := path != ""
	if cfg := h.set.Config(); path == "" && cfg != nil && cfg.Approvals != nil && cfg.Approvals.Store != "" {
		path, named = cfg.Approvals.Store, true
		if !filepath.IsAbs(path) && cfg.Path != "" && store.URLScheme(path) == "" {
			path = filepath.Join(filepath.Dir(cfg.Path), path)
		}
	} else if path == "" && h.opts.StateDir != "" {
		path = filepath.Join(h.opts.StateDir, "store.db")
	}
	switch store.URLScheme(path) {
	case "":
	case "postgres", "postgresql":
		// A server database: it exists or Open fails, whatever
		// StoreExisting says.
		s, err := postgres.Open(ctx, path)
		if err != nil {
			return nil, nil, fmt.Errorf("approval store: %w", err)
		}
		return s, s, nil
	default:
		// The URL may hold a password: only its scheme is named.
		return nil, nil, fmt.Errorf("approval store: a %s:// URL names no kind of store this program knows (want postgres:// or a file path)", store.URLScheme(path))
	}
	if path != "" && h.opts.StoreExisting {
		if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
			if named {
				return nil, nil, fmt.Errorf("approval store %s does not exist: nothing was ever stored there (check the path)", path)
			}
			path = "" // nothing asked yet
		}
	}
	if path == "" {
		s, err := store.OpenMemory()
		return s, s, err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return nil, nil, fmt.Errorf("approval store: %w", err)
	}
	s, err := store.Open(path)
	if err != nil {
		return nil, nil, err
	}
	return s, s, nil
}

// DefaultAuditRetention is how long the audit log keeps entries unless
// the configuration says (approvals.auditRetention).
const DefaultAuditRetention = 30 * 24 * time.Hour

// prune drops audit entries past the retention.
func (h *Host) prune(ctx context.Context) {
	keep := DefaultAuditRetention
	if cfg := h.set.Config(); cfg != nil && cfg.Approvals != nil && cfg.Approvals.AuditRetention.Duration > 0 {
		keep = cfg.Approvals.AuditRetention.Duration
	}
	if _, err := h.store.PruneAudit(ctx, time.Now().Add(-keep)); err != nil {
		h.log.Warn("pruning the audit log", "error", err)
	}
}

// Store returns the host's store.
func (h *Host) Store() store.Store { return h.store }

// Config returns the configuration in force (nil for the built-in
// default).
func (h *Host) Config() *config.Config { return h.set.Config() }

// Warm starts, in the background, the servers that load at start, so
// that the first script does not wait for them (a gateway does; a
// command that runs one script does not).
func (h *Host) Warm(ctx context.Context) { h.set.Warm(ctx) }

// policy returns what the configuration in force says about judging and
// bounding scripts, built again when the configuration changed.
func (h *Host) policy() (*policyState, error) {
	cfg := h.set.Config()
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.pol != nil && h.pol.cfg == cfg {
		return h.pol, h.pol.err
	}
	p := &policyState{cfg: cfg}
	engine, def, err := policy.FromConfig(cfg)
	if err == nil {
		var hs *hooks.Hooks
		hs, err = hooks.FromConfig(cfg, &hooks.CommandOptions{Dir: h.opts.Dir, Environ: h.opts.Environ, Logger: h.log})
		if err == nil {
			hs = joinHooks(hs, h.opts.Hooks)
			infer := cfg == nil || cfg.Approvals == nil || cfg.Approvals.InferReadOnly == nil || *cfg.Approvals.InferReadOnly
			p.limits = h.limits(cfg)
			p.gate = &gate.Config{Policy: engine, Decide: policy.Options{Default: def, InferReadOnly: infer}, Hooks: hs,
				Approvals: h.store, Audit: h.store, Ask: h.opts.Ask,
				MaxCalls: p.limits.MaxCalls, MaxInputBytes: p.limits.MaxCallInputBytes}
		}
	}
	if cfg != nil {
		if c := cfg.Capability(config.CapToolsInShell); c != nil {
			p.keepVisible = c.Config.KeepVisible
		}
	}
	if err != nil && h.pol != nil && h.pol.gate != nil {
		// A configuration that no longer builds keeps the last good
		// policy; the error is reported with the sources'.
		keep := *h.pol
		keep.cfg, keep.err = cfg, err
		h.pol = &keep
		return h.pol, err
	}
	p.err = err
	h.pol = p
	return p, err
}

// gateFor returns the gate configuration with ask in place of the
// host's Ask, when ask is set.
func (p *policyState) gateFor(ask gate.AskFunc) *gate.Config {
	if ask == nil {
		return p.gate
	}
	g := *p.gate
	g.Ask = ask
	return &g
}

// joinHooks returns the hooks of a and b, a's first.
func joinHooks(a, b *hooks.Hooks) *hooks.Hooks {
	switch {
	case a == nil:
		return b
	case b == nil:
		return a
	}
	return &hooks.Hooks{Pre: append(append([]hooks.PreHook(nil), a.Pre...), b.Pre...),
		Post: append(append([]hooks.PostHook(nil), a.Post...), b.Post...)}
}

// Limits returns the limits each script of the host runs under now: the
// host's options over the configuration's, the sandbox's (the embedded
// runtime.Limits) with every default filled in and every absent bound
// written as -1 (see runtime.Limits.Explicit).
func (h *Host) Limits() (Limits, error) {
	pol, err := h.policy()
	if err != nil {
		return Limits{}, err
	}
	l := pol.limits
	l.Limits = l.Limits.Explicit()
	return l, nil
}

// limits merges the host's limits over the configuration's.
func (h *Host) limits(cfg *config.Config) Limits {
	l := h.opts.Limits
	if cfg == nil || cfg.Limits == nil {
		return l
	}
	c := cfg.Limits
	pick := func(have *int64, v int64) {
		if *have == 0 {
			*have = v
		}
	}
	t := int64(l.Timeout)
	pick(&t, int64(c.Timeout.Duration))
	l.Timeout = time.Duration(t)
	ints := []struct {
		have *int
		v    int
	}{{&l.MaxCommands, c.MaxCommands}, {&l.MaxOutputBytes, c.MaxOutputBytes}, {&l.MaxCalls, c.MaxCalls},
		{&l.MaxJobs, c.MaxJobs}, {&l.MaxNesting, c.MaxNesting}, {&l.MaxCallInputBytes, c.MaxCallInputBytes},
		{&l.MaxFiles, c.MaxFiles}, {&l.MaxDepth, c.MaxDepth},
		{&l.MaxResultBytes, c.MaxResultBytes}}
	for _, f := range ints {
		if *f.have == 0 {
			*f.have = f.v
		}
	}
	pick(&l.MaxFileBytes, c.MaxFileBytes)
	pick(&l.MaxTotalBytes, c.MaxTotalBytes)
	pick(&l.MaxMemoryBytes, c.MaxMemoryBytes)
	pick(&l.MaxBufferBytes, c.MaxBufferBytes)
	return l
}

// ToolsInShell reports whether the capability is on: the environment's
// FEATURE_TOOLS_IN_SHELL is not "off". Off, a gateway lists every tool
// directly.
func (h *Host) ToolsInShell() bool {
	v, _ := h.env("FEATURE_TOOLS_IN_SHELL")
	return v != "off"
}

// Close ends every session and shuts every server down. A script still
// running is stopped.
func (h *Host) Close() error {
	h.mu.Lock()
	if h.closed {
		h.mu.Unlock()
		return nil
	}
	h.closed = true
	sessions := h.sessions
	h.sessions = map[string]*Session{}
	h.mu.Unlock()
	if h.stopToolLists != nil {
		h.stopToolLists()
	}
	if h.stop != nil {
		h.stop()
		h.watching.Wait()
	}
	for _, s := range sessions {
		s.close(true)
	}
	if h.workers != nil {
		h.workers.Close()
	}
	err := h.set.Close()
	if h.ownStore != nil {
		err = errors.Join(err, h.ownStore.Close())
	}
	return err
}

// closeBuilt undoes a New that failed half way: the sources and the
// spares.
func (h *Host) closeBuilt() {
	h.set.Close()
	if h.workers != nil {
		h.workers.Close()
	}
}

// forgetStored removes a session state from the store: with
// store.SessionDeleter, else by saving an empty state in its place.
func (h *Host) forgetStored(ctx context.Context, key string) error {
	if d, ok := h.store.(store.SessionDeleter); ok {
		return d.DeleteSession(ctx, key)
	}
	return h.store.SaveSession(ctx, key, store.SessionState{})
}
