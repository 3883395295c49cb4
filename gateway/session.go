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
	g    *Gateway
	id   string // the host's session id
	name string // MetaSession name; "" for a session of an MCP session
	srv  *served
	ctx  context.Context // ends with the session: its runs stop
	stop context.CancelFunc

	mu    sync.Mutex
	ts    *tis.Session       // made at first use
	ss    *mcp.ServerSession // the MCP session served, once seen
	last  time.Time          // last request
	busy  int                // requests in progress
	ended bool
}

// served is an MCP server and the tools it lists.
type served struct {
	srv    *mcp.Server
	mu     sync.Mutex
	listed map[string]string // tool name → its definition as listed (JSON)
}

// newSession makes a session and registers it.
func (g *Gateway) newSession(name string) (*session, error) {
	if err := g.makeRoom(); err != nil {
		return nil, err
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.closed {
		return nil, errClosed
	}
	s := &session{g: g, name: name, last: time.Now()}
	if name == "" {
		s.id = "tsserve-" + randomID()
	} else {
		s.id = "tsserve:" + name
		g.named[name] = s
	}
	s.ctx, s.stop = context.WithCancel(g.ctx)
	g.sessions[s] = true
	return s, nil
}

// makeRoom ends the session idle longest when the gateway has
// MaxSessions open; with every one busy, there is no room.
func (g *Gateway) makeRoom() error {
	g.mu.Lock()
	if len(g.sessions) < g.opts.MaxSessions {
		g.mu.Unlock()
		return nil
	}
	var victim *session
	var oldest time.Time
	for s := range g.sessions {
		s.mu.Lock()
		idle := s.busy == 0 && !s.ended
		last := s.last
		s.mu.Unlock()
		if idle && (victim == nil || last.Before(oldest)) {
			victim, oldest = s, last
		}
	}
	g.mu.Unlock()
	if victim == nil {
		return fmt.Errorf("the gateway has %d sessions open, all busy: try again later", g.opts.MaxSessions)
	}
	victim.end("making room for a new session")
	return nil
}

// forMCP makes the session of one MCP session, with its own server.
func (g *Gateway) forMCP() (*session, error) {
	s, err := g.newSession("")
	if err != nil {
		return nil, err
	}
	s.srv = g.newServer()
	s.srv.srv.AddReceivingMiddleware(s.middleware)
	g.syncServer(s.srv, s, g.defaultDefs())
	return s, nil
}

// named returns the named session, making it when it is new.
func (g *Gateway) namedSession(name string) (*session, error) {
	g.mu.Lock()
	s := g.named[name]
	g.mu.Unlock()
	if s != nil {
		return s, nil
	}
	s, err := g.newSession(name)
	if err != nil {
		return nil, err
	}
	s.srv = g.stateless
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
	defer s.mu.Unlock()
	if s.ended {
		return false
	}
	s.busy++
	s.last = time.Now()
	if s.ss == nil && ss != nil {
		s.ss = ss
		s.g.log.Info("session made", "session", s.id)
		go func() {
			_ = ss.Wait()
			s.end("the client went away")
		}()
	}
	return true
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
	ts, err := s.g.host.Session(ctx, s.id)
	if err != nil {
		return nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.ended {
		_ = ts.Close()
		return nil, errors.New("the session has ended")
	}
	s.ts = ts
	return ts, nil
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
	s.mu.Unlock()
	s.stop()
	if ss != nil {
		_ = ss.Close() // the client hears the session is over
	}
	g := s.g
	g.mu.Lock()
	delete(g.sessions, s)
	if s.name != "" && g.named[s.name] == s {
		delete(g.named, s.name)
	}
	for id, r := range g.runs {
		if r.s == s {
			delete(g.runs, id)
		}
	}
	g.mu.Unlock()
	if ts != nil {
		_ = ts.Close()
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
