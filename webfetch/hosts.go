package webfetch

import (
	"net"
	"net/url"
	"strings"
)

// hostRule is one entry of the allowlist.
type hostRule struct {
	host     string // lower case, no trailing dot; for a wildcard the suffix without "*."
	wildcard bool
	port     string // "" matches any port
}

// parseRule reads an allowlist entry: "example.com", "*.example.com",
// "127.0.0.1:8080", "[::1]:8080", "::1". A scheme or path around it
// ("https://example.com/") is tolerated. It reports false for an entry
// that names no host.
func parseRule(entry string) (hostRule, bool) {
	e := strings.ToLower(strings.TrimSpace(entry))
	if i := strings.Index(e, "://"); i >= 0 {
		e = e[i+3:]
	}
	if i := strings.IndexAny(e, "/?#"); i >= 0 {
		e = e[:i]
	}
	var r hostRule
	switch {
	case strings.HasPrefix(e, "["):
		if h, p, err := net.SplitHostPort(e); err == nil {
			e, r.port = h, p
		} else {
			e = strings.TrimSuffix(strings.TrimPrefix(e, "["), "]")
		}
	case strings.Count(e, ":") == 1:
		h, p, err := net.SplitHostPort(e)
		if err != nil {
			return hostRule{}, false
		}
		e, r.port = h, p
	}
	if strings.HasPrefix(e, "*.") {
		r.wildcard = true
		e = e[2:]
	}
	e = strings.TrimSuffix(e, ".")
	if e == "" || strings.Contains(e, "*") {
		return hostRule{}, false
	}
	r.host = e
	return r, true
}

// String returns the entry as a person would write it.
func (r hostRule) String() string {
	h := r.host
	if r.wildcard {
		h = "*." + h
	}
	if r.port != "" {
		return net.JoinHostPort(h, r.port)
	}
	return h
}

// match reports whether the rule allows host (lower case, no trailing
// dot) on port.
func (r hostRule) match(host, port string) bool {
	if r.port != "" && r.port != port {
		return false
	}
	if r.wildcard {
		return strings.HasSuffix(host, "."+r.host)
	}
	return host == r.host
}

// allowed reports whether the allowlist lets the tool reach u.
func (f *fetcher) allowed(u *url.URL) bool {
	host := strings.TrimSuffix(strings.ToLower(u.Hostname()), ".")
	if host == "" {
		return false
	}
	port := u.Port()
	if port == "" {
		switch strings.ToLower(u.Scheme) {
		case "http":
			port = "80"
		case "https":
			port = "443"
		}
	}
	for _, r := range f.allow {
		if r.match(host, port) {
			return true
		}
	}
	return false
}
