package mcpsource

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/config"
	"github.com/toolsinshell/tis/toolerr"
)

// Options configure sources; a nil *Options means all defaults.
type Options struct {
	// Stderr receives what stdio servers write on their stderr, each line
	// prefixed with "<server>: " and written with one Write call. Nil
	// discards it (the last lines are still kept for error messages).
	Stderr io.Writer
	// ClientName and ClientVersion name this program in initialize; empty
	// means "tis" and "dev".
	ClientName, ClientVersion string
	// Environ is the host environment ("KEY=value" entries, as
	// os.Environ) a stdio server's environment is picked from (see
	// DefaultEnv); nil means none: the server gets its configured env
	// only. The process's own environment is never read.
	Environ []string
	// CloseGrace is how long closing a stdio server waits for it to exit
	// after closing its stdin, and again after SIGTERM, before SIGKILL.
	// Zero means 2s.
	CloseGrace time.Duration
	// RetryAfter: once a server failed to start, attempts within this
	// period fail at once with the same error, so that every script does
	// not wait again for a broken server. Zero means 10s; negative means
	// every attempt starts it again.
	RetryAfter time.Duration
	// HTTPTransport is the round tripper under HTTP and SSE servers; nil
	// means http.DefaultTransport.
	HTTPTransport http.RoundTripper
	// Logger receives the go-sdk's log; nil discards it.
	Logger *slog.Logger
	// MaxResponseBytes bounds one message a server sends (stdio) or one
	// answer to a request (HTTP, SSE); an answer over it is dropped and
	// its call fails as tool_error, and the connection stays. Zero means
	// DefaultMaxResponseBytes.
	MaxResponseBytes int64
	// OnToolsChanged, when set, is called with the server's name after it
	// said notifications/tools/list_changed (from the connection's own
	// goroutine: it must not block).
	OnToolsChanged func(server string)
}

func (o *Options) withDefaults() Options {
	var out Options
	if o != nil {
		out = *o
	}
	if out.ClientName == "" {
		out.ClientName = "tis"
	}
	if out.ClientVersion == "" {
		out.ClientVersion = "dev"
	}
	if out.CloseGrace <= 0 {
		out.CloseGrace = 2 * time.Second
	}
	if out.RetryAfter == 0 {
		out.RetryAfter = 10 * time.Second
	}
	if out.HTTPTransport == nil {
		out.HTTPTransport = http.DefaultTransport
	}
	if out.Logger == nil {
		out.Logger = slog.New(slog.DiscardHandler)
	}
	if out.MaxResponseBytes <= 0 {
		out.MaxResponseBytes = DefaultMaxResponseBytes
	}
	return out
}

// Source is one MCP server as a catalog.Source (and catalog.Lazy). Its
// methods are safe for concurrent use.
type Source struct {
	srv     config.Server
	opts    Options
	timeout time.Duration // of each request
	startup time.Duration // of a start and its initialize
	lazy    bool

	// sem lets one goroutine at a time (re)connect.
	sem chan struct{}
	// done is cancelled by Close; every connect and request ends with it.
	done      context.Context
	cancelAll context.CancelFunc
	loaded    atomic.Bool

	mu        sync.Mutex
	conn      *conn // the live connection, or nil
	closed    bool
	desc      string
	instr     string          // the server's instructions, once connected
	tools     []*catalog.Tool // cached listing of toolsConn
	toolsConn *conn
	toolsGen  uint64 // toolsConn.changes when the listing started
	failErr   error  // the last failure to start
	failAt    time.Time

	// onListChanged, when set (by tests), runs after a
	// notifications/tools/list_changed was counted.
	onListChanged func()
	// onChecked, when set (by tests), runs after checkAlive pinged a
	// server (and killed it when it did not answer).
	onChecked func(alive bool)
	// serve, for a server in this process (NewInProcess), makes the
	// server a connection talks to.
	serve func(ctx context.Context) (*mcp.Server, error)
}

// New returns the source of one server; it does not connect. srv is
// copied.
func New(srv *config.Server, opts *Options) *Source {
	ctx, cancel := context.WithCancel(context.Background())
	s := &Source{
		srv:       *srv,
		opts:      opts.withDefaults(),
		timeout:   srv.EffectiveTimeout(),
		startup:   srv.EffectiveStartupTimeout(),
		lazy:      srv.Load == config.LoadOnDemand,
		sem:       make(chan struct{}, 1),
		done:      ctx,
		cancelAll: cancel,
		desc:      firstLine(srv.Description),
	}
	return s
}

// NewInProcess returns the source of an MCP server that runs in this
// process: each connection gets the server serve makes, over the go-sdk's
// in-memory transport. It is a real MCP session (initialize, tools/list,
// tools/call, notifications), with no child process to start, stall or
// reap. srv gives its name, description, timeouts and load setting; its
// command and URL are not used.
func NewInProcess(srv *config.Server, serve func(ctx context.Context) (*mcp.Server, error), opts *Options) *Source {
	s := New(srv, opts)
	s.serve = serve
	return s
}

// Info implements catalog.Source. The description is the configured one,
// else what the server said about itself when it was connected.
func (s *Source) Info() catalog.SourceInfo {
	s.mu.Lock()
	defer s.mu.Unlock()
	return catalog.SourceInfo{Name: s.srv.Name, Description: s.desc, Grouped: true, Instructions: s.instr}
}

// OnDemand reports whether the server is set to load on demand.
func (s *Source) OnDemand() bool { return s.lazy }

// Loaded implements catalog.Lazy: false for an on-demand server until its
// tools were listed once, true otherwise.
func (s *Source) Loaded() bool { return !s.lazy || s.loaded.Load() }

// Tools implements catalog.Source. It connects when needed and lists the
// server's tools (all pages), then serves them from a cache until the
// server sends notifications/tools/list_changed or the connection is
// replaced. Tools named in the server's disabledTools are left out. The returned slice is the caller's; the tools must not be
// modified.
func (s *Source) Tools(ctx context.Context) ([]*catalog.Tool, error) {
	for attempt := 0; ; attempt++ {
		c, err := s.getConn(ctx)
		if err != nil {
			return nil, err
		}
		s.mu.Lock()
		if s.toolsConn == c && s.toolsGen == c.changes.Load() && s.tools != nil {
			tools := append([]*catalog.Tool(nil), s.tools...)
			s.mu.Unlock()
			return tools, nil
		}
		s.mu.Unlock()

		gen := c.changes.Load()
		snap := c.probe.snapshot()
		tools, err := s.list(ctx, c)
		if err == nil {
			s.mu.Lock()
			s.tools, s.toolsConn, s.toolsGen = tools, c, gen
			s.mu.Unlock()
			s.loaded.Store(true)
			return append([]*catalog.Tool(nil), tools...), nil
		}
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		// Listing is idempotent: a connection that broke is replaced and
		// the listing tried once more.
		if attempt == 0 && (c.broken(err) || c.probe.sessionLost(snap)) {
			s.drop(c, false)
			continue
		}
		return nil, s.requestError(c, snap, "tools/list", err)
	}
}

// list lists all pages of the server's tools, bounded by the timeout.
func (s *Source) list(ctx context.Context, c *conn) ([]*catalog.Tool, error) {
	rctx, cancel := s.requestContext(ctx)
	defer cancel()
	tools := []*catalog.Tool{}
	for t, err := range c.cs.Tools(rctx, nil) {
		if err != nil {
			return nil, err
		}
		if !slices.Contains(s.srv.DisabledTools, t.Name) {
			ct := convertTool(t)
			// The schemas as the server wrote them, properties in order.
			if in, out := c.tap.schemas(t.Name); in != nil {
				ct.InputSchema = in
				if out != nil {
					ct.OutputSchema = out
				}
			}
			tools = append(tools, ct)
		}
	}
	return tools, nil
}

// Call implements catalog.Source: one tools/call, bounded by the
// server's timeout. A call is sent again only when the server said it
// did not know the session (it never ran the call); otherwise a broken
// connection fails the call and is replaced by the next request.
//
// The call is not sent once the script is stopped (catalog.Stop: it then
// fails with catalog.ErrNotSent, connecting included); once sent, it waits
// on ctx for the answer. A call sent that got no answer (the timeout, the
// connection lost, the source closed) fails with toolerr.NoAnswer: it may
// have run. One that ctx ended leaves the server to a ping of its own: a
// server that does not answer it is stuck, and is killed.
func (s *Source) Call(ctx context.Context, tool string, input map[string]any) (*catalog.Result, error) {
	if slices.Contains(s.srv.DisabledTools, tool) {
		return nil, toolerr.UnknownCommand(fmt.Sprintf("tool %q of MCP server %q is disabled in the configuration", tool, s.srv.Name), nil)
	}
	if input == nil {
		input = map[string]any{}
	}
	stop := catalog.Stop(ctx)
	for attempt := 0; ; attempt++ {
		c, err := s.getConn(stop)
		if stop.Err() != nil {
			return nil, fmt.Errorf("MCP server %q: %w (%w)", s.srv.Name, catalog.ErrNotSent, stop.Err())
		}
		if err != nil {
			return nil, err
		}
		snap := c.probe.snapshot()
		rctx, cancel := s.requestContext(ctx)
		res, err := c.cs.CallTool(rctx, &mcp.CallToolParams{Name: tool, Arguments: input})
		timedOut := errors.Is(rctx.Err(), context.DeadlineExceeded)
		cancel()
		if err == nil {
			return convertResult(res), nil
		}
		if ctx.Err() != nil {
			go s.checkAlive(c)
			return nil, ctx.Err()
		}
		if attempt == 0 && c.probe.sessionLost(snap) {
			s.drop(c, false)
			continue
		}
		if timedOut && ctx.Err() == nil && s.done.Err() == nil {
			// A slow tool or a stuck server? A server that does not answer
			// a ping either is stuck: kill it, the next call starts it again.
			if !s.alive(ctx, c) {
				s.drop(c, true)
			}
		}
		return nil, noAnswer(s.requestError(c, snap, fmt.Sprintf("tools/call %q", tool), err))
	}
}

// noAnswer makes the failure of a tools/call that was sent NoAnswer: an
// unavailable error (timeout, lost connection, shut down) says the call
// may have run. A sign-in refused or a JSON-RPC error is an answer.
func noAnswer(err error) error {
	var u *toolerr.UnavailableError
	if errors.As(err, &u) && !u.Sent {
		return toolerr.NoAnswer(u.Msg)
	}
	return err
}

// checkAlive pings c after a call whose caller gave up on it, bounded by
// the timeout (at most 5s) and by Close, and kills a server that does
// not answer: the recovery a call's own timeout runs, for a call that
// ended first.
func (s *Source) checkAlive(c *conn) {
	alive := s.done.Err() != nil || c.isDead() || s.alive(s.done, c)
	if !alive {
		s.drop(c, true)
	}
	if s.onChecked != nil {
		s.onChecked(alive)
	}
}

// requestError maps the failure of a request on c.
func (s *Source) requestError(c *conn, snap probeSnapshot, what string, err error) error {
	if e := c.probe.authError(s.srv.Name, snap); e != nil {
		return e
	}
	if s.done.Err() != nil {
		return toolerr.Unavailable(fmt.Sprintf("MCP server %q was shut down during %s", s.srv.Name, what), true)
	}
	if errors.Is(err, context.DeadlineExceeded) {
		msg := fmt.Sprintf("MCP server %q did not answer %s in time", s.srv.Name, what)
		if tail := c.stderrExcerpt(); tail != "" {
			msg += "; its stderr: " + tail
		}
		return toolerr.Unavailable(msg, true)
	}
	var jerr *jsonrpc.Error
	if errors.As(err, &jerr) && !c.probe.httpFailed(snap) {
		return toolerr.Tool(jerr.Message)
	}
	if c.broken(err) {
		s.drop(c, false)
		msg := fmt.Sprintf("MCP server %q closed the connection during %s (it will be started again by the next call)", s.srv.Name, what)
		if tail := c.stderrExcerpt(); tail != "" {
			msg += "; its stderr: " + tail
		}
		return toolerr.Unavailable(msg, true)
	}
	return toolerr.Unavailable(fmt.Sprintf("MCP server %q: %s failed: %v", s.srv.Name, what, err), true)
}

// alive pings c, bounded by the timeout (at most 5s) and by what is left
// before the caller's own deadline. It reports true when the caller's
// context ended first: that says nothing about the server.
func (s *Source) alive(ctx context.Context, c *conn) bool {
	d := min(s.timeout, 5*time.Second)
	if dl, ok := ctx.Deadline(); ok {
		d = min(d, time.Until(dl)-50*time.Millisecond)
	}
	pctx, cancel := context.WithTimeout(ctx, d)
	defer cancel()
	stop := context.AfterFunc(s.done, cancel)
	defer stop()
	err := c.cs.Ping(pctx, nil)
	return err == nil || ctx.Err() != nil || s.done.Err() != nil
}

// requestContext bounds one request by the timeout, by the caller's call
// deadline (catalog.WithCallDeadline) when that comes first, and by
// Close. Either bound is a timeout of the request: what follows one
// (a ping, maybe a restart) runs before the caller's own end.
func (s *Source) requestContext(ctx context.Context) (context.Context, context.CancelFunc) {
	d := s.timeout
	if dl, ok := catalog.CallDeadline(ctx); ok {
		d = min(d, time.Until(dl))
	}
	rctx, cancel := context.WithTimeout(ctx, d)
	stop := context.AfterFunc(s.done, cancel)
	return rctx, func() { stop(); cancel() }
}

// getConn returns the live connection, connecting (or reconnecting after
// a crash) when there is none.
func (s *Source) getConn(ctx context.Context) (*conn, error) {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return nil, s.closedError()
	}
	if c := s.conn; c != nil && !c.isDead() {
		s.mu.Unlock()
		return c, nil
	}
	s.mu.Unlock()

	select {
	case s.sem <- struct{}{}:
	case <-ctx.Done():
		return nil, ctx.Err()
	case <-s.done.Done():
		return nil, s.closedError()
	}
	defer func() { <-s.sem }()

	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return nil, s.closedError()
	}
	if c := s.conn; c != nil && !c.isDead() {
		s.mu.Unlock()
		return c, nil
	}
	old := s.conn
	s.conn = nil
	if s.failErr != nil && s.opts.RetryAfter > 0 && time.Since(s.failAt) < s.opts.RetryAfter {
		err := s.failErr
		s.mu.Unlock()
		return nil, err
	}
	s.mu.Unlock()
	if old != nil {
		old.close() // it died: reap it
	}

	c, err := s.start(ctx)
	s.mu.Lock()
	if err != nil {
		if ctx.Err() == nil && s.done.Err() == nil {
			s.failErr, s.failAt = err, time.Now()
		}
		s.mu.Unlock()
		return nil, err
	}
	s.failErr = nil
	if s.closed {
		s.mu.Unlock()
		c.close()
		return nil, s.closedError()
	}
	s.conn = c
	if s.srv.Description == "" {
		s.desc = describe(c.cs.InitializeResult())
	}
	if r := c.cs.InitializeResult(); r != nil {
		s.instr = r.Instructions
	}
	s.mu.Unlock()
	return c, nil
}

func (s *Source) closedError() error {
	return toolerr.Unavailable(fmt.Sprintf("MCP server %q is shut down", s.srv.Name), false)
}

// drop forgets c if it is the live connection and closes it (kill: at
// once, without the grace periods).
func (s *Source) drop(c *conn, kill bool) {
	s.mu.Lock()
	if s.conn == c {
		s.conn = nil
	}
	s.mu.Unlock()
	if kill {
		c.kill()
	}
	c.close()
}

// Close shuts the server down: it ends the requests in flight, closes the
// session and, for a stdio server, waits until the process and its process
// group are gone. Close is idempotent.
func (s *Source) Close() error {
	s.mu.Lock()
	s.closed = true
	c := s.conn
	s.conn = nil
	s.mu.Unlock()
	s.cancelAll()
	// Wait for a connect in flight (cancelled above, so it ends soon and
	// closes what it started).
	s.sem <- struct{}{}
	<-s.sem
	if c != nil {
		c.close()
	}
	return nil
}

// conn is one session with the server.
type conn struct {
	cs      *mcp.ClientSession
	proc    *procConn  // stdio only
	probe   *httpProbe // HTTP and SSE only; nil-safe
	stderr  *stderrSink
	tap     *schemaTap    // the raw schemas of tools/list
	changes atomic.Uint64 // notifications/tools/list_changed received
	dead    chan struct{} // closed when the session ended

	closeOnce sync.Once
}

func (c *conn) isDead() bool {
	select {
	case <-c.dead:
		return true
	default:
		return false
	}
}

// broken reports whether err (of a request on c) means the connection is
// gone.
func (c *conn) broken(err error) bool {
	if errors.Is(err, mcp.ErrConnectionClosed) || errors.Is(err, mcp.ErrSessionMissing) ||
		errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		return true
	}
	if c.proc != nil && c.proc.exited() {
		return true
	}
	return c.isDead()
}

// close closes the session; for stdio that reaps the process.
func (c *conn) close() {
	c.closeOnce.Do(func() { _ = c.cs.Close() })
}

// kill ends a stdio server at once (SIGKILL to its process group).
func (c *conn) kill() {
	if c.proc != nil {
		c.proc.kill()
	}
}

// exitedAlone says how a stdio server's process ended when it exited on
// its own ("exit status 1"), and "" when it did not exit, was not reaped
// yet, or was ended by a signal (ours, when start-up timed out).
func (c *conn) exitedAlone() string {
	if c.proc == nil {
		return ""
	}
	st := c.proc.state()
	if st == nil || !st.Exited() {
		return ""
	}
	return st.String()
}

func (c *conn) stderrExcerpt() string {
	if c.stderr == nil {
		return ""
	}
	return c.stderr.excerpt()
}
