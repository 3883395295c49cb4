package webfetch

import (
	"context"
	"errors"
	"fmt"
	"io"
	"mime"
	"net"
	"net/http"
	"net/url"
	"strings"
	"time"
	"unicode/utf8"

	"golang.org/x/net/html/charset"

	"github.com/toolsinshell/tis/gotools"
	"github.com/toolsinshell/tis/internal/plural"
	"github.com/toolsinshell/tis/toolerr"
)

// Name is the tool's name.
const Name = "web_fetch"

// Defaults of [Options].
const (
	DefaultMaxBytes = 1 << 20
	DefaultTimeout  = 15 * time.Second
	// MaxRedirects is how many redirects a fetch follows.
	MaxRedirects = 5
)

// Options configure the web_fetch tool.
type Options struct {
	// AllowHosts are the hosts the tool may reach; empty (the default)
	// refuses every URL. An entry is a host name or IP address matched
	// without regard to case ("docs.example.com"), or a wildcard
	// "*.example.com" that matches every subdomain of example.com (not
	// example.com itself). An entry with a port ("127.0.0.1:8080") matches
	// that port only (the scheme's default port when the URL has none);
	// one without a port matches any port. A bare "*" is not a wildcard:
	// opening the whole web takes listing its hosts.
	AllowHosts []string
	// MaxBytes caps the bytes read from a response body; 0 means
	// DefaultMaxBytes (1 MiB). A call's max_bytes can only lower it.
	MaxBytes int64
	// Timeout bounds a whole fetch, redirects and body included; 0 means
	// DefaultTimeout (15s).
	Timeout time.Duration
	// Client makes the requests; nil means a client of its own with a
	// fresh transport that ignores the proxy settings of the environment.
	// The tool uses a copy whose CheckRedirect enforces the allowlist.
	Client *http.Client
	// AllowHint ends the message of a refused host, saying where a person
	// adds it: `a person can allow it by adding "example.com" ` + AllowHint.
	// Empty means "to web_fetch's allowed hosts in the configuration".
	AllowHint string
}

type input struct {
	URL      string `json:"url" jsonschema_description:"The http or https URL to fetch"`
	MaxBytes int64  `json:"max_bytes,omitempty" jsonschema:"minimum=1" jsonschema_description:"Read at most this many bytes of the body (default and maximum: the configured limit, 1 MiB unless changed)"`
	Raw      bool   `json:"raw,omitempty" jsonschema_description:"Return the body as is instead of converting HTML to text"`
}

// fetcher is one configured web_fetch tool.
type fetcher struct {
	allow    []hostRule
	maxBytes int64
	timeout  time.Duration
	client   *http.Client
	hint     string
}

// New returns the web_fetch tool (read-only, open world). It fetches an
// http or https URL on the allowlist and returns the body as text: HTML
// converted to readable text with its title first, other text types and
// JSON as they are (raw=true returns HTML as is too), cut at the size
// limit with a note at the end.
//
// Failures: a URL that does not parse, is not http or https, or has no
// host is invalid_input (field /url); a host that is not on the allowlist,
// also as the target of a redirect, is denied, with a message saying how
// a person allows it. A fetch that fails, times out, gets a status of 400
// or more, or gets a body that is not text is a tool error (a result with
// IsError).
func New(opts Options) *gotools.Tool {
	f := &fetcher{maxBytes: opts.MaxBytes, timeout: opts.Timeout, hint: opts.AllowHint}
	if f.hint == "" {
		f.hint = "to web_fetch's allowed hosts in the configuration"
	}
	if f.maxBytes <= 0 {
		f.maxBytes = DefaultMaxBytes
	}
	if f.timeout <= 0 {
		f.timeout = DefaultTimeout
	}
	for _, h := range opts.AllowHosts {
		if r, ok := parseRule(h); ok {
			f.allow = append(f.allow, r)
		}
	}
	var c http.Client
	if opts.Client != nil {
		c = *opts.Client
	} else {
		c = http.Client{Transport: &http.Transport{
			Proxy:                 nil,
			DialContext:           (&net.Dialer{Timeout: 10 * time.Second}).DialContext,
			ForceAttemptHTTP2:     true,
			TLSHandshakeTimeout:   10 * time.Second,
			ResponseHeaderTimeout: f.timeout,
			MaxIdleConns:          10,
			IdleConnTimeout:       30 * time.Second,
		}}
	}
	if c.Timeout <= 0 || c.Timeout > f.timeout {
		c.Timeout = f.timeout
	}
	c.CheckRedirect = f.checkRedirect
	f.client = &c
	return gotools.Func(Name,
		"Fetch a URL and return its content as text. HTML pages come back as readable text with the title first (scripts, styles and markup dropped); JSON and other text types come back as they are. Only hosts on the allowlist a person configured can be reached.",
		f.fetch, gotools.ReadOnly(), gotools.OpenWorld(), gotools.Title("Fetch URL"))
}

// checkRedirect follows at most MaxRedirects redirects, each to an
// allowed http or https URL.
func (f *fetcher) checkRedirect(req *http.Request, via []*http.Request) error {
	if len(via) > MaxRedirects {
		return fmt.Errorf("stopped after %s", plural.Count(MaxRedirects, "redirect", "redirects"))
	}
	if req.URL.Scheme != "http" && req.URL.Scheme != "https" {
		return fmt.Errorf("redirect to a %s URL refused: only http and https are fetched", req.URL.Scheme)
	}
	if !f.allowed(req.URL) {
		return f.denied(req.URL, fmt.Sprintf(" (redirected from %s)", via[len(via)-1].URL.Redacted()))
	}
	return nil
}

// denied words the refusal of a host not on the allowlist.
func (f *fetcher) denied(u *url.URL, detail string) error {
	host := strings.ToLower(u.Hostname())
	entry := host
	if p := u.Port(); p != "" {
		entry = net.JoinHostPort(host, p)
	}
	list := "the allowlist is empty"
	if len(f.allow) > 0 {
		names := make([]string, len(f.allow))
		for i, r := range f.allow {
			names[i] = r.String()
		}
		list = "allowed: " + strings.Join(names, ", ")
	}
	return toolerr.Denied(fmt.Sprintf("%s: host %s is not on the allowlist%s (%s); a person can allow it by adding %q %s",
		Name, host, detail, list, entry, f.hint))
}

// checkURL parses and checks a URL given as input.
func (f *fetcher) checkURL(raw string) (*url.URL, error) {
	raw = strings.TrimSpace(raw)
	u, err := url.Parse(raw)
	if err != nil {
		return nil, toolerr.InvalidInput("/url", "url does not parse: "+strings.TrimPrefix(err.Error(), "parse "))
	}
	u.Scheme = strings.ToLower(u.Scheme)
	switch {
	case u.Scheme == "":
		return nil, toolerr.InvalidInput("/url", fmt.Sprintf("url %q has no scheme: give a full http or https URL such as https://%s", raw, strings.TrimPrefix(raw, "//")))
	case u.Scheme != "http" && u.Scheme != "https":
		return nil, toolerr.InvalidInput("/url", fmt.Sprintf("unsupported URL scheme %q: only http and https URLs can be fetched", u.Scheme))
	case u.Hostname() == "":
		return nil, toolerr.InvalidInput("/url", fmt.Sprintf("url %q has no host", raw))
	}
	return u, nil
}

func (f *fetcher) fetch(ctx context.Context, in input) (string, error) {
	u, err := f.checkURL(in.URL)
	if err != nil {
		return "", err
	}
	if !f.allowed(u) {
		return "", f.denied(u, "")
	}
	limit := f.maxBytes
	if in.MaxBytes > 0 && in.MaxBytes < limit {
		limit = in.MaxBytes
	}
	fctx, cancel := context.WithTimeout(ctx, f.timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(fctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return "", toolerr.InvalidInput("/url", "url cannot be fetched: "+err.Error())
	}
	req.Header.Set("User-Agent", "tis-web-fetch/1.0")
	req.Header.Set("Accept", "text/html, text/plain;q=0.9, application/json;q=0.9, text/*;q=0.8, */*;q=0.1")
	resp, err := f.client.Do(req)
	if err != nil {
		return "", f.requestError(ctx, u, err)
	}
	defer resp.Body.Close()

	if mt, _, err := mime.ParseMediaType(resp.Header.Get("Content-Type")); err == nil && resp.StatusCode < 400 && !isText(strings.ToLower(mt)) {
		// Refuse binary content without reading it.
		return "", fmt.Errorf("%s: content type %s of %s is not text; web_fetch only returns text", Name, strings.ToLower(mt), resp.Request.URL.Redacted())
	}
	body, truncated, err := readLimited(resp.Body, limit)
	if err != nil {
		return "", f.requestError(ctx, u, err)
	}
	final := resp.Request.URL
	ctype := resp.Header.Get("Content-Type")
	mediaType, params, _ := mime.ParseMediaType(ctype)
	if mediaType == "" {
		mediaType, params, _ = mime.ParseMediaType(http.DetectContentType(body))
	}
	mediaType = strings.ToLower(mediaType)

	if resp.StatusCode >= 400 {
		return "", errors.New(statusMessage(final, resp, mediaType, params, body))
	}
	if !isText(mediaType) {
		return "", fmt.Errorf("%s: content type %s of %s is not text; web_fetch only returns text", Name, mediaType, final.Redacted())
	}
	text := decode(body, mediaType, params, truncated)
	if isHTML(mediaType) && !in.Raw {
		text = HTMLToText(text)
	}
	if truncated {
		text = strings.TrimRight(text, "\n") + fmt.Sprintf("\n\n[content truncated: only the first %d bytes were read]", limit)
	}
	return text, nil
}

// requestError words a failure to get a response or its body. A denied
// redirect keeps its code.
func (f *fetcher) requestError(parent context.Context, u *url.URL, err error) error {
	var coded toolerr.Coded
	if errors.As(err, &coded) {
		return coded
	}
	var ne net.Error
	switch {
	case parent.Err() != nil:
		return fmt.Errorf("%s: fetching %s: %v", Name, u.Redacted(), parent.Err())
	case errors.Is(err, context.DeadlineExceeded) || (errors.As(err, &ne) && ne.Timeout()):
		return fmt.Errorf("%s: fetching %s: timed out after %s", Name, u.Redacted(), f.timeout)
	}
	var ue *url.Error
	if errors.As(err, &ue) {
		err = ue.Err
	}
	return fmt.Errorf("%s: fetching %s: %v", Name, u.Redacted(), err)
}

// readLimited reads at most limit bytes and reports whether there was
// more.
func readLimited(r io.Reader, limit int64) ([]byte, bool, error) {
	body, err := io.ReadAll(io.LimitReader(r, limit+1))
	if err != nil {
		return nil, false, err
	}
	if int64(len(body)) > limit {
		return body[:limit], true, nil
	}
	return body, false, nil
}

// statusMessage words an HTTP error status with a short excerpt of the
// body.
func statusMessage(u *url.URL, resp *http.Response, mediaType string, params map[string]string, body []byte) string {
	msg := fmt.Sprintf("%s: %s returned HTTP %s", Name, u.Redacted(), resp.Status)
	if !isText(mediaType) || len(body) == 0 {
		return msg
	}
	text := decode(body, mediaType, params, true)
	if isHTML(mediaType) {
		text = HTMLToText(text)
	}
	text = strings.Join(strings.Fields(text), " ")
	const excerpt = 200
	if len(text) > excerpt {
		cut := excerpt
		for cut > 0 && !utf8.RuneStart(text[cut]) {
			cut--
		}
		text = text[:cut] + "..."
	}
	if text == "" {
		return msg
	}
	return msg + ": " + text
}

// isText reports whether a media type is text the tool returns.
func isText(mt string) bool {
	if strings.HasPrefix(mt, "text/") || strings.HasSuffix(mt, "+json") || strings.HasSuffix(mt, "+xml") {
		return true
	}
	switch mt {
	case "application/json", "application/xml", "application/javascript", "application/ecmascript",
		"application/x-javascript", "application/x-ndjson", "application/ndjson", "application/yaml",
		"application/x-yaml", "application/toml", "application/x-sh", "application/sql", "application/graphql":
		return true
	}
	return false
}

func isHTML(mt string) bool { return mt == "text/html" || mt == "application/xhtml+xml" }

// decode turns a body into UTF-8 text, following its declared or sniffed
// charset. A body cut at the size limit may end inside a character; that
// piece is dropped.
func decode(body []byte, mediaType string, params map[string]string, cut bool) string {
	label := params["charset"]
	var text string
	if label == "" && !isHTML(mediaType) {
		text = string(body) // JSON and most text: UTF-8
	} else {
		ct := mediaType
		if label != "" {
			ct += "; charset=" + label
		}
		enc, name, _ := charset.DetermineEncoding(body, ct)
		if name == "utf-8" || enc == nil {
			text = string(body)
		} else if b, err := enc.NewDecoder().Bytes(body); err == nil {
			text = string(b)
		} else {
			text = string(body)
		}
	}
	if cut {
		for i := 1; i <= utf8.UTFMax && i <= len(text); i++ {
			if utf8.RuneStart(text[len(text)-i]) {
				if !utf8.FullRuneInString(text[len(text)-i:]) {
					text = text[:len(text)-i]
				}
				break
			}
		}
	}
	return strings.ToValidUTF8(text, "\uFFFD")
}
