package gateway

import (
	"context"
	"crypto/subtle"
	"errors"
	"net"
	"net/http"
	"net/url"
	"slices"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// ServeStdio serves one MCP session over t (mcp.StdioTransport for the
// process's stdin and stdout) until the client goes away or ctx ends.
func (g *Gateway) ServeStdio(ctx context.Context, t mcp.Transport) error {
	s, err := g.forMCP("")
	if err != nil {
		return err
	}
	defer s.end("the client went away")
	err = s.srv.srv.Run(ctx, t)
	if errors.Is(err, context.Canceled) || errors.Is(err, mcp.ErrConnectionClosed) {
		return nil
	}
	return err
}

// Handler is the streamable HTTP endpoint. Every request must carry a
// bearer token (Options.Token, or one of Options.Tokens: the request is
// its principal's, and reaches only that principal's sessions, by name
// or by Mcp-Session-Id); a browser's request must come from an
// allowed origin, and the Host header must name the server (loopback
// names, or Options.AllowedHosts), which keeps DNS rebinding out. A
// request of the 2026-07-28 protocol is served statelessly (its calls
// name their session in _meta, MetaSession); any other has an MCP session
// of its own (Mcp-Session-Id), and a sandbox session with it, which ends
// when the client deletes it or after IdleTimeout.
func (g *Gateway) Handler() (http.Handler, error) {
	if g.opts.Token == "" && len(g.opts.Tokens) == 0 {
		return nil, errors.New("gateway: serving HTTP needs a bearer token (Options.Token or Options.Tokens)")
	}
	timeout := g.opts.IdleTimeout
	if timeout < 0 {
		timeout = 0
	}
	common := mcp.StreamableHTTPOptions{Logger: g.sdk, MaxRequestBodyBytes: g.opts.MaxRequestBytes,
		DisableLocalhostProtection: true} // checked here, with AllowedHosts
	statefulOpts, statelessOpts := common, common
	statefulOpts.SessionTimeout = timeout
	statelessOpts.Stateless = true
	stateful := mcp.NewStreamableHTTPHandler(g.serverFor, &statefulOpts)
	stateless := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return g.stateless.srv }, &statelessOpts)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !g.hostAllowed(r) {
			http.Error(w, "Forbidden: the Host header names no host this server serves", http.StatusForbidden)
			return
		}
		if !g.originAllowed(r) {
			http.Error(w, "Forbidden: requests from this origin are not served", http.StatusForbidden)
			return
		}
		principal, ok := g.principalOf(r.Header)
		if !ok {
			if _, given := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer "); given {
				// RFC 6750: a token was given, and it is not one of ours.
				w.Header().Set("WWW-Authenticate", `Bearer realm="tsserve", error="invalid_token"`)
				http.Error(w, "Unauthorized: invalid bearer token (it is not a token this server was given: TSSERVE_TOKEN, --token-file, or the one printed at its start)", http.StatusUnauthorized)
				return
			}
			w.Header().Set("WWW-Authenticate", `Bearer realm="tsserve"`)
			http.Error(w, "Unauthorized: a bearer token is required (Authorization: Bearer <token>)", http.StatusUnauthorized)
			return
		}
		if id := r.Header.Get("Mcp-Session-Id"); id != "" {
			// An MCP session is its principal's: another's token reaches
			// none (as if there were none). One the gateway ended to stay
			// within its bounds says so.
			g.mu.Lock()
			why, told := g.tombs.get("m" + namedKey(principal, id))
			s := g.byMCP[id]
			g.mu.Unlock()
			if told {
				http.Error(w, "Not Found: this session was ended by the gateway: "+why+". Its files are gone; start a new session", http.StatusNotFound)
				return
			}
			if s != nil && s.principal != principal {
				http.Error(w, "Not Found: no such session", http.StatusNotFound)
				return
			}
		}
		if r.Header.Get("Mcp-Protocol-Version") >= multiRoundTrip {
			// Its tools are listed once the first listing is done.
			select {
			case <-g.ready:
			case <-r.Context().Done():
				return
			}
			stateless.ServeHTTP(w, r)
			return
		}
		// The SDK asks for the server of a request more than once; the
		// slot makes one session's server once.
		stateful.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), slotKey{}, &slot{principal: principal})))
	}), nil
}

type slotKey struct{}

// slot holds the server made for one request that starts a session, and
// whose the session is.
type slot struct {
	srv       *mcp.Server
	principal string
}

// serverFor is the server of a request of the stateful handler: for a
// request that starts a session, a session of its own; for the others
// (which the handler routes by Mcp-Session-Id), the probe the SDK asks
// about protocol versions.
func (g *Gateway) serverFor(r *http.Request) *mcp.Server {
	if r.Header.Get("Mcp-Session-Id") != "" {
		return g.probe
	}
	sl, _ := r.Context().Value(slotKey{}).(*slot)
	if sl == nil {
		return nil
	}
	if sl.srv == nil {
		s, err := g.forMCP(sl.principal)
		if err != nil {
			g.log.Warn("no session for a new client", "err", err)
			return nil
		}
		sl.srv = s.srv.srv
		// A session the client never used (initialize failed) must not
		// stay: it ends when its MCP session does, or here when it never
		// had one.
		context.AfterFunc(r.Context(), func() {
			s.mu.Lock()
			unused := s.ss == nil
			s.mu.Unlock()
			if unused {
				s.end("the client never used it")
			}
		})
	}
	return sl.srv
}

// principalOf is the principal whose bearer token the request carries
// (Token's is ""); ok is false for none of the gateway's. Each token is
// compared in constant time, all of them every time.
func (g *Gateway) principalOf(h http.Header) (principal string, ok bool) {
	tok, found := strings.CutPrefix(h.Get("Authorization"), "Bearer ")
	if !found {
		return "", false
	}
	b := []byte(strings.TrimSpace(tok))
	if len(b) == 0 {
		return "", false
	}
	if g.opts.Token != "" && subtle.ConstantTimeCompare(b, []byte(g.opts.Token)) == 1 {
		principal, ok = "", true
	}
	for name, t := range g.opts.Tokens {
		if subtle.ConstantTimeCompare(b, []byte(t)) == 1 {
			principal, ok = name, true
		}
	}
	return principal, ok
}

// hostAllowed checks the Host header: a loopback name, or one of
// AllowedHosts (with or without its port).
func (g *Gateway) hostAllowed(r *http.Request) bool {
	host := r.Host
	name := host
	if h, _, err := net.SplitHostPort(host); err == nil {
		name = h
	}
	if isLoopback(name) {
		return true
	}
	for _, a := range g.opts.AllowedHosts {
		if strings.EqualFold(a, host) || strings.EqualFold(a, name) {
			return true
		}
	}
	return false
}

// originAllowed checks a browser's Origin header: absent (not a
// browser), one of AllowedOrigins, or a loopback origin when the server
// was reached on a loopback name.
func (g *Gateway) originAllowed(r *http.Request) bool {
	origin := r.Header.Get("Origin")
	if origin == "" {
		return true
	}
	if slices.ContainsFunc(g.opts.AllowedOrigins, func(o string) bool { return strings.EqualFold(strings.TrimSuffix(o, "/"), origin) }) {
		return true
	}
	u, err := url.Parse(origin)
	if err != nil || u.Host == "" {
		return false
	}
	reqHost := r.Host
	if h, _, err := net.SplitHostPort(reqHost); err == nil {
		reqHost = h
	}
	return isLoopback(u.Hostname()) && isLoopback(reqHost)
}

// isLoopback reports whether a host name is a loopback one.
func isLoopback(name string) bool {
	name = strings.TrimSuffix(strings.Trim(name, "[]"), ".")
	if strings.EqualFold(name, "localhost") {
		return true
	}
	ip := net.ParseIP(name)
	return ip != nil && ip.IsLoopback()
}
