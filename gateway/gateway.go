package gateway

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"maps"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/toolsinshell/tis"
)

// Options configure a Gateway. The zero value serves with the defaults
// below.
type Options struct {
	// Name and Version name the gateway to its clients; empty means
	// "tsserve" and "dev".
	Name, Version string
	// AskTimeout is how long a call that needs approval waits for the
	// person's answer through elicitation before the script stops with
	// the request pending; zero means DefaultAskTimeout. The wait counts
	// against the script's time limit.
	AskTimeout time.Duration
	// IdleTimeout ends a session that has had no request for this long
	// (its files and its memory go with it); zero means
	// DefaultIdleTimeout, negative never.
	IdleTimeout time.Duration
	// MaxScriptBytes bounds the script of one bash call; zero means
	// DefaultMaxScriptBytes.
	MaxScriptBytes int
	// MaxRequestBytes bounds one HTTP request body; zero means
	// DefaultMaxRequestBytes.
	MaxRequestBytes int64
	// MaxSessions bounds the sessions open at once: past it, a session
	// ends to make room, the one idle longest of the principal with the
	// most sessions (so a principal that opens many ends its own first),
	// and when every session is busy a new one is refused. Zero means
	// DefaultMaxSessions.
	MaxSessions int
	// MaxTotalFilesBytes bounds the bytes of files all sessions hold in
	// memory together. When a script ends past it, idle sessions' files
	// move to the host's store (tis.Session.Unload) and are loaded again
	// by their next script, and where the store cannot take them (it is
	// in memory, or fails) the session ends and says so to its next
	// request; before a script loads its files from the store, others
	// make room the same way. The session to go first is the one idle
	// longest of the principal holding the most (each principal's share
	// of the bound is the same). Files of sessions running a script stay.
	// Zero means DefaultMaxTotalFilesBytes(); negative, no bound.
	MaxTotalFilesBytes int64
	// Token is the bearer token every HTTP request must carry; Handler
	// refuses to serve without one (or Tokens). Its holder is the
	// principal named "".
	Token string
	// Tokens are more bearer tokens, by the name of the principal (a
	// person, or a client) each belongs to: letters, digits, '.', '_'
	// and '-'. A request is its token's principal's, and so are the
	// sessions it makes: a named session, an MCP session, a call
	// waiting for an answer is reached only with its principal's token,
	// and the bounds (MaxSessions, MaxTotalFilesBytes) end the sessions
	// of the principal most over its share first.
	Tokens map[string]string
	// Session, when set, binds every connection (the stdio client, each
	// MCP session over HTTP, each call naming no session) to the sandbox
	// session of that name of its principal, and the host keeps sessions
	// in its store (tis.Options.Persist): files and always answers
	// survive client restarts and gateway restarts. A call naming another
	// session (MetaSession) is refused. Empty: a session per MCP session.
	Session string
	// SharedSessions keeps named sessions (MetaSession: 2026-07-28
	// requests, tsrun --connect) in the host's store, for any gateway
	// sharing that store to serve: set it on every replica behind a
	// load balancer (see docs/deploy.md). Each script of such a session
	// runs under the session's lease in the store and saves the
	// session after it (tis.Host.KeptSession); a session idle here, or
	// moved out to stay within the bounds, is only dropped from this
	// replica's memory. A call that finds its session running a script
	// on another replica for longer than the host's SessionLease gets
	// an unavailable error to retry. Sessions of an MCP session
	// (2025-11-25 clients) stay on the replica that holds their stream.
	SharedSessions bool
	// AllowedOrigins are the browser origins (scheme://host[:port]) whose
	// requests are served; a request with any other Origin header is
	// refused. Requests without an Origin header (every non-browser
	// client) are served.
	AllowedOrigins []string
	// AllowedHosts are the Host header values served besides loopback
	// names; empty means loopback names only, which is what keeps a
	// server on 127.0.0.1 out of reach of DNS rebinding.
	AllowedHosts []string
	// Logger receives what the gateway has to say (sessions made and
	// ended, agent checks, failures); nil discards it.
	Logger *slog.Logger
}

// The defaults of Options.
const (
	DefaultAskTimeout      = 2 * time.Minute
	DefaultIdleTimeout     = 30 * time.Minute
	DefaultMaxScriptBytes  = 1 << 20
	DefaultMaxRequestBytes = 12 << 20
	DefaultMaxSessions     = 1000
)

// Meta keys of the gateway's own, in a tools/call request's _meta and its
// result's.
const (
	// MetaSession names the sandbox session of a call made without an MCP
	// session (the stateless 2026-07-28 protocol, tsrun --connect). The
	// result's _meta says which session ran the call: the one named, or a
	// new one, whose id a client passes back to keep its files.
	MetaSession = "io.toolsinshell/session"
	// MetaWantResult in a bash call's _meta asks for the script's whole
	// result in the answer's _meta under MetaResult: its exit code, its
	// stdout and stderr apart and in order, the limits it hit, its images.
	MetaWantResult = "io.toolsinshell/want-result"
	// MetaResult is the key of that result (see Result).
	MetaResult = "io.toolsinshell/result"
	// MetaMaxResult in a bash call's _meta sets that script's result
	// budget (a number of bytes, negative for none: tis.RunOptions.
	// MaxResultBytes) over the gateway's --max-result: tsrun --connect
	// asks for none when it prints to a person.
	MetaMaxResult = "io.toolsinshell/max-result"
)

// Gateway serves one host to MCP clients over stdio and streamable HTTP.
// It owns the host: Close closes it. Its methods are safe for concurrent
// use.
type Gateway struct {
	host    *tis.Host
	opts    Options
	log     *slog.Logger
	sdk     *slog.Logger    // the go-sdk's: warnings and errors only
	ctx     context.Context // ends with Close: the lifetime of runs and loops
	stop    context.CancelFunc
	wg      sync.WaitGroup
	kick    chan struct{} // a change to look at (OnChange)
	recheck chan struct{} // a change the agent checks look at (OnChange)
	ready   chan struct{} // closed once the first listing is done

	// stateless is the one server of 2026-07-28 requests over HTTP, which
	// carry no MCP session; probe answers the SDK's questions about
	// protocol versions for requests of sessions already made.
	stateless *served
	probe     *mcp.Server

	// held is the bytes of files all sessions hold in memory (the sum of
	// their session.held); filesMu makes one goroutine at a time bring
	// it under MaxTotalFilesBytes (bound.go).
	held    atomic.Int64
	filesMu sync.Mutex

	mu       sync.Mutex
	defaults []tis.ToolDef // what a session that loaded nothing is offered
	sessions map[*session]bool
	named    map[string]*session // sessions by namedKey (principal, MetaSession name)
	byMCP    map[string]*session // sessions of MCP sessions over HTTP, by Mcp-Session-Id
	runs     map[string]*run     // runs waiting for an answer, by request state
	tombs    tombs               // sessions ended to stay within the bounds, and why
	closed   bool

	// users counts the gateway sessions using each sandbox (acquire,
	// release): several with Options.Session.
	sandboxMu sync.Mutex
	users     map[*tis.Session]int
}

// New starts a gateway over a host made from hostOpts (its OnChange is
// the gateway's). The servers that load at start are started in the
// background, and the agent checks run and are logged.
func New(ctx context.Context, hostOpts *tis.Options, opts *Options) (*Gateway, error) {
	g := &Gateway{kick: make(chan struct{}, 1), recheck: make(chan struct{}, 1), ready: make(chan struct{}), sessions: map[*session]bool{}, named: map[string]*session{},
		byMCP: map[string]*session{}, runs: map[string]*run{}, users: map[*tis.Session]int{}}
	if opts != nil {
		g.opts = *opts
	}
	o := &g.opts
	if o.Name == "" {
		o.Name = "tsserve"
	}
	if o.Version == "" {
		o.Version = "dev"
	}
	if o.AskTimeout <= 0 {
		o.AskTimeout = DefaultAskTimeout
	}
	if o.IdleTimeout == 0 {
		o.IdleTimeout = DefaultIdleTimeout
	}
	if o.MaxScriptBytes <= 0 {
		o.MaxScriptBytes = DefaultMaxScriptBytes
	}
	if o.MaxRequestBytes <= 0 {
		o.MaxRequestBytes = DefaultMaxRequestBytes
	}
	if o.MaxSessions <= 0 {
		o.MaxSessions = DefaultMaxSessions
	}
	if o.MaxTotalFilesBytes == 0 {
		o.MaxTotalFilesBytes = DefaultMaxTotalFilesBytes()
	}
	if err := checkTokens(o.Token, o.Tokens); err != nil {
		return nil, err
	}
	if o.Session != "" {
		if err := checkSessionName(o.Session); err != nil {
			return nil, fmt.Errorf("gateway: Session: %w", err)
		}
	}
	o.Tokens = maps.Clone(o.Tokens) // the caller's map may change later
	g.tombs.max = o.MaxSessions
	g.log = o.Logger
	if g.log == nil {
		g.log = slog.New(slog.DiscardHandler)
	}
	g.sdk = slog.New(atLeast{g.log.Handler(), slog.LevelWarn})
	var ho tis.Options
	if hostOpts != nil {
		ho = *hostOpts
	}
	ho.OnChange = g.changed
	if o.Session != "" {
		ho.Persist = true // the one session outlives this process
	}
	h, err := tis.New(ctx, &ho)
	if err != nil {
		return nil, err
	}
	g.host = h
	g.ctx, g.stop = context.WithCancel(context.WithoutCancel(ctx))
	g.stateless = g.newServer()
	g.probe = mcp.NewServer(g.impl(), nil)
	h.Warm(g.ctx)
	g.wg.Add(3)
	go g.watchChanges()
	go g.reapIdle()
	go g.agentChecks()
	return g, nil
}

// Host returns the gateway's host.
func (g *Gateway) Host() *tis.Host { return g.host }

func (g *Gateway) impl() *mcp.Implementation {
	return &mcp.Implementation{Name: g.opts.Name, Title: "Tools in Shell", Version: g.opts.Version}
}

// Close ends every session (a script still running is stopped) and
// closes the host.
func (g *Gateway) Close() error {
	g.mu.Lock()
	if g.closed {
		g.mu.Unlock()
		return nil
	}
	g.closed = true
	sessions := make([]*session, 0, len(g.sessions))
	for s := range g.sessions {
		sessions = append(sessions, s)
	}
	g.mu.Unlock()
	g.stop()
	for _, s := range sessions {
		s.end("the gateway is closing")
	}
	g.wg.Wait()
	return g.host.Close()
}

// changed is the host's OnChange: it never blocks.
func (g *Gateway) changed() {
	select {
	case g.kick <- struct{}{}:
	default:
	}
	select {
	case g.recheck <- struct{}{}:
	default:
	}
}

// watchChanges brings every session's tool list up to date after a
// change, so that each client whose list changed hears
// notifications/tools/list_changed.
func (g *Gateway) watchChanges() {
	defer g.wg.Done()
	// The first listing starts the servers that load at start; requests
	// that need the tool list wait for it (defaultDefs).
	if err := g.refreshDefaults(g.ctx); err != nil {
		g.log.Warn("listing the tools", "err", err)
	}
	g.mu.Lock()
	first := g.defaults
	g.mu.Unlock()
	g.syncServer(g.stateless, nil, first)
	close(g.ready)
	for {
		select {
		case <-g.ctx.Done():
			return
		case <-g.kick:
		}
		if err := g.refreshDefaults(g.ctx); err != nil {
			g.log.Warn("listing the tools", "err", err)
		}
		g.syncServer(g.stateless, nil, g.defaultDefs())
		for _, s := range g.liveSessions() {
			s.sync(g.ctx)
		}
	}
}

// liveSessions returns the sessions now open.
func (g *Gateway) liveSessions() []*session {
	g.mu.Lock()
	defer g.mu.Unlock()
	out := make([]*session, 0, len(g.sessions))
	for s := range g.sessions {
		out = append(out, s)
	}
	return out
}

// refreshDefaults lists the tools a session that loaded nothing is
// offered, through a session of its own that runs no script.
func (g *Gateway) refreshDefaults(ctx context.Context) error {
	ts, err := g.host.Session(ctx, "tsserve-listing")
	if err != nil {
		return err
	}
	defs, err := ts.Tools(ctx)
	if err != nil {
		return err
	}
	g.mu.Lock()
	g.defaults = defs
	g.mu.Unlock()
	return nil
}

func (g *Gateway) defaultDefs() []tis.ToolDef {
	select {
	case <-g.ready:
	case <-g.ctx.Done():
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.defaults
}

// agentChecks logs what the agent checks of the configuration find, once
// the servers that load at start have loaded (the first listing), without
// starting the on-demand ones; and again after each change (a session
// loaded an on-demand server, the configuration changed), logging only
// what was not logged before. keep_visible names whose match an on-demand
// server not loaded yet could change are checked once it has loaded.
func (g *Gateway) agentChecks() {
	defer g.wg.Done()
	select {
	case <-g.ready:
	case <-g.ctx.Done():
		return
	}
	logged := map[string]bool{}
	for {
		found, waiting := g.host.LoadedAgentChecks(g.ctx)
		if g.ctx.Err() != nil {
			return
		}
		for _, f := range found {
			key := f.ID + "\x00" + f.Message
			if logged[key] {
				continue
			}
			logged[key] = true
			level := slog.LevelInfo
			switch f.Severity {
			case "warning":
				level = slog.LevelWarn
			case "error":
				level = slog.LevelError
			}
			g.log.Log(g.ctx, level, "agent check: "+f.Message, "id", f.ID, "category", f.Category, "severity", f.Severity)
		}
		if len(waiting) > 0 {
			key := "waiting\x00" + strings.Join(waiting, "\x00")
			if !logged[key] {
				logged[key] = true
				g.log.Info("agent check: keep_visible names " + quoteAll(waiting) + " are checked once the on-demand servers have loaded (tscheck --config checks them now)")
			}
		}
		select {
		case <-g.ctx.Done():
			return
		case <-g.recheck:
		}
	}
}

// quoteAll quotes each name and joins them with ", ".
func quoteAll(names []string) string {
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = strconv.Quote(n)
	}
	return strings.Join(q, ", ")
}

// reapIdle ends the sessions that have been idle past IdleTimeout.
func (g *Gateway) reapIdle() {
	defer g.wg.Done()
	if g.opts.IdleTimeout < 0 {
		return
	}
	every := min(g.opts.IdleTimeout/4, time.Minute)
	every = max(every, 10*time.Millisecond)
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-g.ctx.Done():
			return
		case <-t.C:
		}
		for _, s := range g.liveSessions() {
			if s.idleFor() > g.opts.IdleTimeout {
				s.end("idle for " + g.opts.IdleTimeout.String())
			}
		}
		g.dropStaleRuns()
	}
}

// atLeast is a handler that drops records below a level.
type atLeast struct {
	slog.Handler
	min slog.Level
}

// Enabled implements slog.Handler.
func (h atLeast) Enabled(ctx context.Context, l slog.Level) bool {
	return l >= h.min && h.Handler.Enabled(ctx, l)
}

// WithAttrs implements slog.Handler.
func (h atLeast) WithAttrs(as []slog.Attr) slog.Handler {
	return atLeast{h.Handler.WithAttrs(as), h.min}
}

// WithGroup implements slog.Handler.
func (h atLeast) WithGroup(name string) slog.Handler {
	return atLeast{h.Handler.WithGroup(name), h.min}
}

// principalName is what a principal's name may hold: nothing a log line
// or a JSON line of tsrun --pending would mangle.
// (A function, not the regular expression ^[A-Za-z0-9._-]{1,64}$: its
// 64 repetitions cost every program that links the gateway ~860
// allocations at package init.)
func principalName(name string) bool {
	if len(name) < 1 || len(name) > 64 {
		return false
	}
	for _, c := range []byte(name) {
		if !('A' <= c && c <= 'Z' || 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '.' || c == '_' || c == '-') {
			return false
		}
	}
	return true
}

// checkTokens checks Options.Token and Options.Tokens: names of the
// allowed form, no token empty or given twice.
func checkTokens(token string, tokens map[string]string) error {
	seen := map[string]string{}
	if token != "" {
		seen[token] = `Token`
	}
	for name, tok := range tokens {
		if !principalName(name) {
			return fmt.Errorf("gateway: principal %q: a name is 1 to 64 letters, digits, '.', '_' or '-'", name)
		}
		if tok == "" {
			return fmt.Errorf("gateway: principal %s: the token is empty", name)
		}
		if other, ok := seen[tok]; ok {
			return fmt.Errorf("gateway: principal %s has the same token as %s", name, other)
		}
		seen[tok] = "principal " + name
	}
	return nil
}

// errClosed is the answer to a request that arrives while the gateway
// closes.
var errClosed = errors.New("the gateway is closing")

// sessionCount is the number of sessions open (for tests and the log).
func (g *Gateway) sessionCount() int {
	g.mu.Lock()
	defer g.mu.Unlock()
	return len(g.sessions)
}

func (g *Gateway) String() string { return fmt.Sprintf("gateway %s", g.opts.Name) }
