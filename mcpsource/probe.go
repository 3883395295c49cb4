package mcpsource

import (
	"fmt"
	"net/http"
	"sync"

	"github.com/toolsinshell/tis/toolerr"
)

// httpClient is the client of an HTTP or SSE server: it adds the
// configured headers and lets probe watch the answers.
func (s *Source) httpClient(probe *httpProbe) *http.Client {
	base := &boundTransport{base: s.opts.HTTPTransport, max: s.opts.MaxResponseBytes}
	return &http.Client{Transport: &headerTransport{base: base, headers: s.srv.Headers, probe: probe}}
}

// headerTransport adds the server's configured headers to every request
// (those the SDK sets itself, such as Mcp-Session-Id, stay the SDK's) and
// reports every response to its probe.
type headerTransport struct {
	base    http.RoundTripper
	headers map[string]string
	probe   *httpProbe
}

// RoundTrip implements http.RoundTripper.
func (t *headerTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	r := req.Clone(req.Context())
	for k, v := range t.headers {
		if r.Header.Get(k) == "" {
			r.Header.Set(k, v)
		}
	}
	resp, err := t.base.RoundTrip(r)
	if err == nil {
		t.probe.observe(r, resp)
	}
	return resp, err
}

// httpProbe records what the go-sdk's errors do not tell in a form one can
// branch on: HTTP statuses. Its methods accept a nil probe (stdio).
type httpProbe struct {
	mu           sync.Mutex
	authFails    int // 401, 403 or a WWW-Authenticate challenge
	authStatus   int
	challenge    string
	postOK       bool // a POST succeeded: the server speaks streamable HTTP
	postRejected int  // other 4xx answers to POST before any succeeded
	notFound     int  // 404 to a request that carried a session id
	httpErrs     int  // non-2xx answers to POST
}

// probeSnapshot is the probe's counters before a request.
type probeSnapshot struct{ authFails, notFound, httpErrs int }

func (p *httpProbe) observe(req *http.Request, resp *http.Response) {
	p.mu.Lock()
	defer p.mu.Unlock()
	st := resp.StatusCode
	challenge := resp.Header.Get("WWW-Authenticate")
	auth := st == http.StatusUnauthorized || st == http.StatusForbidden || (challenge != "" && st >= 400)
	if auth {
		p.authFails++
		p.authStatus = st
		p.challenge = challenge
	}
	if req.Method == http.MethodPost {
		switch {
		case st >= 200 && st < 300:
			p.postOK = true
		default:
			p.httpErrs++
			if !auth && !p.postOK && st >= 400 && st < 500 {
				p.postRejected++
			}
		}
	}
	if st == http.StatusNotFound && req.Header.Get("Mcp-Session-Id") != "" {
		p.notFound++
	}
}

func (p *httpProbe) snapshot() probeSnapshot {
	if p == nil {
		return probeSnapshot{}
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	return probeSnapshot{p.authFails, p.notFound, p.httpErrs}
}

// wantsSSE reports whether the server rejected streamable HTTP the way a
// server of the old HTTP+SSE transport does (a 4xx to the POST other than
// 401/403).
func (p *httpProbe) wantsSSE() bool {
	if p == nil {
		return false
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	return !p.postOK && p.postRejected > 0 && p.authFails == 0
}

// sessionLost reports a 404 to a request carrying the session id since
// snap: the server no longer knows the session (it restarted), so it did
// not run the request.
func (p *httpProbe) sessionLost(snap probeSnapshot) bool {
	if p == nil {
		return false
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.notFound > snap.notFound
}

// httpFailed reports a non-2xx answer to a POST since snap.
func (p *httpProbe) httpFailed(snap probeSnapshot) bool {
	if p == nil {
		return false
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.httpErrs > snap.httpErrs
}

// authError returns connection_required when the server refused the
// credentials since snap.
func (p *httpProbe) authError(server string, snap probeSnapshot) error {
	if p == nil {
		return nil
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.authFails <= snap.authFails {
		return nil
	}
	how := fmt.Sprintf("HTTP %d", p.authStatus)
	if p.challenge != "" {
		c := p.challenge
		if len(c) > 200 {
			c = c[:200] + "..."
		}
		how += ", WWW-Authenticate: " + c
	}
	return toolerr.ConnectionRequired(fmt.Sprintf(
		"MCP server %q needs a sign-in (%s): the person must sign in to it or set its credentials (such as an Authorization header in the server's \"headers\")",
		server, how))
}
