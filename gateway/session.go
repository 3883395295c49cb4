package gateway

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/toolsinshell/tis"
	"github.com/toolsinshell/tis/internal/plural"
)

// session is one sandbox session of the gateway: the tis.Session its
// scripts run in, and the MCP session it serves. A session made for an
// MCP session (stdio, or a 2025-11-25 session over HTTP) has an MCP
// server of its own, so that its tool list (which follows what it has
// loaded) and its list_changed notifications are its own; it ends with
// the MCP session. A named session (MetaSession: 2026-07-28 requests,
// tsrun --connect) is served by the gateway's stateless server and ends
// when idle.
type session struct {
	g         *Gateway
	id        string // the host's session id
	principal string // whose it is (Options.Tokens); "" for Token's and stdio's
	name      string // MetaSession name; "" for a session of an MCP session
	anon      bool   // made for a call that named no session
	srv       *served
	ctx       context.Context // ends with the session: its runs stop
	stop      context.CancelFunc

	mu    sync.Mutex
	ts    *tis.Session       // made at first use
	ss    *mcp.ServerSession // the MCP session served, once seen
	last  time.Time          // last request
	busy  int                // requests in progress
	ended bool
	// held is the bytes of files the session holds in memory, as counted
	// in Gateway.held; unloaded, those it moved to the store (bound.go).
	held, unloaded int64
}

// served is an MCP server and the tools it lists.
type served struct {
	srv    *mcp.Server
	mu     sync.Mutex
	listed map[string]string // tool name → its definition as listed (JSON)
}

// newSession makes a session of a principal and registers it; name is
// its MetaSession name, "" for the session of an MCP session.
func (g *Gateway) newSession(principal, name string, anon bool) (*session, error) {
	if err := g.makeRoom(principal); err != nil {
		return nil, err
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.closed {
		return nil, errClosed
	}
	key := namedKey(principal, name)
	if name != "" && g.named[key] != nil {
		return g.named[key], nil // made meanwhile by another request
	}
	s := &session{g: g, principal: principal, name: name, anon: anon, last: time.Now()}
	switch {
	case name != "":
		// The name as the client wrote it: tsrun --pending --session
		// NAME lists its requests. The principal keeps one principal's
		// session apart from another's of the same name.
		s.id = name
	case g.opts.Session != "":
		s.id = g.opts.Session // every connection in the one session
	default:
		// Names beginning with mcpPrefix are refused (sessionName), so
		// no name reaches the session of an MCP session.
		s.id = mcpPrefix + randomID()
	}
	if name != "" {
		g.named[key] = s
		s.srv = g.stateless
	}
	s.ctx, s.stop = context.WithCancel(g.ctx)
	g.sessions[s] = true
	return s, nil
}

// mcpPrefix begins the id of the sandbox of an MCP session.
const mcpPrefix = "tsserve-"

// namedKey is the key of a named session in Gateway.named: names are
// their principal's.
func namedKey(principal, name string) string { return principal + "\x00" + name }

// makeRoom ends a session when the gateway has MaxSessions open: the
// idle longest of the principal with the most sessions (counting the
// one principal is about to open), so one that opens many ends its own
// first. With every session busy there is no room.
func (g *Gateway) makeRoom(principal string) error {
	g.mu.Lock()
	if len(g.sessions) < g.opts.MaxSessions {
		g.mu.Unlock()
		return nil
	}
	count := map[string]int{principal: 1}
	var idle []*session
	for s := range g.sessions {
		count[s.principal]++
		if s.isIdle() {
			idle = append(idle, s)
		}
	}
	g.mu.Unlock()
	victim := fairVictim(idle, func(p string) int64 { return int64(count[p]) }, principal)
	if victim == nil {
		return fmt.Errorf("the gateway has %s open, all busy: try again later", plural.Count(int64(g.opts.MaxSessions), "session", "sessions"))
	}
	victim.endTold(fmt.Sprintf("the gateway reached its bound of %s open (--max-sessions), and this session "+
		"was the one idle longest of the client holding the most sessions", plural.Count(int64(g.opts.MaxSessions), "session", "sessions")))
	return nil
}

// fairVictim picks among idle sessions the one to end or unload: of the
// principal whose usage is largest (its share of a bound is the same as
// every other's, so this is the principal most over its share; ties go
// to self, the principal asking), the one idle longest. Nil when there
// is none.
func fairVictim(idle []*session, usage func(principal string) int64, self string) *session {
	type cand struct {
		s    *session
		use  int64
		last time.Time
	}
	var best *cand
	for _, s := range idle {
		s.mu.Lock()
		c := &cand{s: s, use: usage(s.principal), last: s.last}
		s.mu.Unlock()
		if best == nil || fairBefore(c.use, c.s.principal, c.last, best.use, best.s.principal, best.last, self) {
			best = c
		}
	}
	if best == nil {
		return nil
	}
	return best.s
}

// fairBefore orders candidates a and b: larger usage first; at equal
// usage self's first, then by principal (so the choice does not depend
// on map order); of one principal, the one idle longest.
func fairBefore(aUse int64, aP string, aLast time.Time, bUse int64, bP string, bLast time.Time, self string) bool {
	switch {
	case aUse != bUse:
		return aUse > bUse
	case aP != bP && (aP == self || bP == self):
		return aP == self
	case aP != bP:
		return aP < bP
	}
	return aLast.Before(bLast)
}

// isIdle reports whether the session is open with no request in
// progress.
func (s *session) isIdle() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.busy == 0 && !s.ended
}

// forMCP makes the session of one MCP session of a principal, with its
// own server.
func (g *Gateway) forMCP(principal string) (*session, error) {
	s, err := g.newSession(principal, "", false)
	if err != nil {
		return nil, err
	}
	s.srv = g.newServer()
	s.srv.srv.AddReceivingMiddleware(s.middleware)
	g.syncServer(s.srv, s, g.defaultDefs())
	return s, nil
}

// namedSession returns a principal's named session, making it when it
// is new. A session the gateway ended to stay within its bounds says so
// to the first call that names it again (which makes no session); the
// call after that makes a new one.
func (g *Gateway) namedSession(principal, name string, anon bool) (*session, error) {
	key := namedKey(principal, name)
	g.mu.Lock()
	s := g.named[key]
	why, told := g.tombs.take("n" + key)
	g.mu.Unlock()
	if s != nil {
		return s, nil
	}
	if told {
		return nil, fmt.Errorf("session %q was ended by the gateway: %s. Its files are gone; "+
			"call again to start a new, empty session of that name", name, why)
	}
	s, err := g.newSession(principal, name, anon)
	if err != nil {
		return nil, err
	}
	g.log.Info("session made", "session", s.id)
	return s, nil
}

// middleware keeps track of the session's MCP session and its requests.
func (s *session) middleware(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		ss, _ := req.GetSession().(*mcp.ServerSession)
		if !s.begin(ss) {
			return nil, errClosed
		}
		defer s.done()
		return next(ctx, method, req)
	}
}

// begin counts a request; the first binds the MCP session, whose end
// ends this session. It reports false when the session has ended.
func (s *session) begin(ss *mcp.ServerSession) bool {
	s.mu.Lock()
	if s.ended {
		s.mu.Unlock()
		return false
	}
	s.busy++
	s.last = time.Now()
	first := s.ss == nil && ss != nil
	if first {
		s.ss = ss
	}
	s.mu.Unlock()
	if first {
		s.bind(ss)
	}
	return true
}

// bind makes the MCP session ss the session's: its id finds the session
// (Handler checks its principal), and its end ends the session. Not under
// s.mu: the gateway's lock comes first.
func (s *session) bind(ss *mcp.ServerSession) {
	g := s.g
	if id := ss.ID(); id != "" {
		g.mu.Lock()
		g.byMCP[id] = s
		g.mu.Unlock()
		s.mu.Lock()
		ended := s.ended
		s.mu.Unlock()
		if ended { // end ran meanwhile, before the id was there to remove
			g.mu.Lock()
			if g.byMCP[id] == s {
				delete(g.byMCP, id)
			}
			g.mu.Unlock()
		}
	}
	g.log.Info("session made", "session", s.id)
	go func() {
		_ = ss.Wait()
		s.end("the client went away")
	}()
}

func (s *session) done() {
	s.mu.Lock()
	s.busy--
	s.last = time.Now()
	s.mu.Unlock()
}

// idleFor is how long a named session has had no request; a session of
// an MCP session ends with it, never idle here (the HTTP handler ends
// idle MCP sessions).
func (s *session) idleFor() time.Duration {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.name == "" || s.busy > 0 || s.ended {
		return 0
	}
	return time.Since(s.last)
}

// sandbox returns the session's tis.Session, made at first use.
func (s *session) sandbox(ctx context.Context) (*tis.Session, error) {
	s.mu.Lock()
	ts, ended := s.ts, s.ended
	s.mu.Unlock()
	if ended {
		return nil, errors.New("the session has ended")
	}
	if ts != nil {
		return ts, nil
	}
	ts, err := s.g.acquire(ctx, s.principal, s.id, s.kept())
	if err != nil {
		return nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.ended {
		s.g.release(ts, s.kept())
		return nil, errors.New("the session has ended")
	}
	if s.ts != nil { // made meanwhile by another request
		s.g.release(ts, s.kept())
		return s.ts, nil
	}
	s.ts = ts
	return ts, nil
}

// kept says the session's sandbox is kept in the store, for any
// replica to serve (Options.SharedSessions): a named session's.
func (s *session) kept() bool { return s.g.opts.SharedSessions && s.name != "" }

// acquire returns the sandbox of a principal's session id, counting one
// more gateway session that uses it: with Options.Session every
// connection of a principal uses the same one. A kept one is kept in
// the store (tis.Host.KeptSession).
func (g *Gateway) acquire(ctx context.Context, principal, id string, kept bool) (*tis.Session, error) {
	g.sandboxMu.Lock()
	defer g.sandboxMu.Unlock()
	get := g.host.SessionFor
	if kept {
		get = g.host.KeptSession
	}
	ts, err := get(ctx, principal, id)
	if err != nil {
		return nil, err
	}
	g.users[ts]++
	return ts, nil
}

// release lets go of a sandbox acquire returned; the last to let go
// closes it, which records in the store that the session ended, or,
// for a kept one, forgets it here: the session goes on in the store,
// for whichever replica gets its next call.
func (g *Gateway) release(ts *tis.Session, kept bool) {
	g.sandboxMu.Lock()
	defer g.sandboxMu.Unlock()
	if g.users[ts]--; g.users[ts] > 0 {
		return
	}
	delete(g.users, ts)
	if kept {
		_ = ts.Forget()
		return
	}
	_ = ts.Close()
}

// endTold ends the session as end does, and tells the next request
// that reaches it (by its name, or its MCP session's id) that it was
// ended and why.
func (s *session) endTold(why string) {
	s.mu.Lock()
	ended, ss := s.ended, s.ss
	s.mu.Unlock()
	if ended {
		return
	}
	g := s.g
	g.mu.Lock()
	if s.name != "" && !s.kept() { // a kept one goes on in the store
		g.tombs.put("n"+namedKey(s.principal, s.name), why)
	}
	if ss != nil && ss.ID() != "" {
		g.tombs.put("m"+namedKey(s.principal, ss.ID()), why)
	}
	g.mu.Unlock()
	s.end(why)
}

// end ends the session: its runs stop, its files go.
func (s *session) end(why string) {
	s.mu.Lock()
	if s.ended {
		s.mu.Unlock()
		return
	}
	s.ended = true
	ts, ss := s.ts, s.ss
	held := s.held
	s.held, s.unloaded = 0, 0
	s.mu.Unlock()
	s.g.held.Add(-held)
	s.stop()
	if ss != nil {
		_ = ss.Close() // the client hears the session is over
	}
	g := s.g
	g.mu.Lock()
	delete(g.sessions, s)
	if ss != nil && g.byMCP[ss.ID()] == s {
		delete(g.byMCP, ss.ID())
	}
	if key := namedKey(s.principal, s.name); s.name != "" && g.named[key] == s {
		delete(g.named, key)
	}
	for id, r := range g.runs {
		if r.s == s {
			delete(g.runs, id)
		}
	}
	g.mu.Unlock()
	if ts != nil {
		g.release(ts, s.kept())
	}
	g.log.Info("session ended", "session", s.id, "why", why)
}

// sync brings the session's tool list up to date.
func (s *session) sync(ctx context.Context) {
	s.mu.Lock()
	ts, ended := s.ts, s.ended
	s.mu.Unlock()
	if ended || s.name != "" {
		return // named sessions are listed by the stateless server
	}
	defs := s.g.defaultDefs()
	if ts != nil {
		d, err := ts.Tools(ctx)
		if err != nil {
			s.g.log.Warn("listing the tools", "session", s.id, "err", err)
			return
		}
		defs = d
	}
	s.g.syncServer(s.srv, s, defs)
}

// syncServer makes srv list defs: tools gone are removed, new or changed
// ones (re)added. The SDK tells the server's clients
// (notifications/tools/list_changed) when anything changed.
func (g *Gateway) syncServer(srv *served, s *session, defs []tis.ToolDef) {
	srv.mu.Lock()
	defer srv.mu.Unlock()
	want := map[string]string{}
	var add []tis.ToolDef
	for _, d := range defs {
		b, _ := json.Marshal(d)
		want[d.Name] = string(b)
		if srv.listed[d.Name] != string(b) {
			add = append(add, d)
		}
	}
	var gone []string
	for name := range srv.listed {
		if _, ok := want[name]; !ok {
			gone = append(gone, name)
		}
	}
	slices.Sort(gone)
	if len(gone) > 0 {
		srv.srv.RemoveTools(gone...)
	}
	for _, d := range add {
		srv.srv.AddTool(mcpTool(d), g.handler(s, d))
	}
	srv.listed = want
}

// newServer makes an MCP server with no tools yet.
func (g *Gateway) newServer() *served {
	opts := &mcp.ServerOptions{
		Instructions: instructions,
		Logger:       g.sdk,
		Capabilities: &mcp.ServerCapabilities{Tools: &mcp.ToolCapabilities{ListChanged: true}},
	}
	return &served{srv: mcp.NewServer(g.impl(), opts), listed: map[string]string{}}
}

// instructions are the server's instructions to the client.
const instructions = "Tools in Shell: the bash tool runs scripts in a sandboxed shell whose `tools` command reaches " +
	"every tool of this server's sources; one script can make many calls and print only what matters."

// mcpTool is a tool definition as MCP lists it.
func mcpTool(d tis.ToolDef) *mcp.Tool {
	t := &mcp.Tool{Name: d.Name, Description: d.Description, InputSchema: d.InputSchema}
	if d.Name != tis.BashTool {
		a := d.Annotations
		t.Title = a.Title
		t.Annotations = &mcp.ToolAnnotations{Title: a.Title, ReadOnlyHint: a.IsReadOnly(), DestructiveHint: a.Destructive,
			IdempotentHint: a.Idempotent != nil && *a.Idempotent, OpenWorldHint: a.OpenWorld}
	} else {
		t.Title = "Bash (sandboxed, with tools)"
	}
	return t
}

// randomID is 16 random hex digits.
func randomID() string {
	b := make([]byte, 8)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}
