package webfetch

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/toolsinshell/tis/toolerr"
)

const page = `<!DOCTYPE html>
<html><head><title>Acme
  Docs</title><style>body { color: red }</style>
<script>var x = "<p>not text</p>";</script></head>
<body>
<nav><a href="/">Home</a> | <a href="/api">API</a></nav>
<h1>Rate   limits</h1>
<p>Requests over the quota get <code>429</code> and a
<a href="/retry">Retry-After</a> header.</p>
<ul><li>Free: 100/min</li><li>Pro: 1000/min</li></ul>
<pre>GET /v1/orders
  Authorization: Bearer KEY</pre>
<noscript>Enable JavaScript</noscript>
<p>Caf&eacute; &amp; more<br>second line</p>
</body></html>`

const pageText = `Acme Docs

Home | API

Rate limits

Requests over the quota get 429 and a Retry-After header.

- Free: 100/min
- Pro: 1000/min

GET /v1/orders
  Authorization: Bearer KEY

Café & more
second line`

func newServer(t *testing.T) *httptest.Server {
	t.Helper()
	mux := http.NewServeMux()
	var srv *httptest.Server
	mux.HandleFunc("/text", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		fmt.Fprint(w, "hello, world\n")
	})
	mux.HandleFunc("/json", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprint(w, `{"ok": true, "items": [1, 2]}`)
	})
	mux.HandleFunc("/html", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, page)
	})
	mux.HandleFunc("/latin1", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=iso-8859-1")
		w.Write([]byte("<p>caf\xe9</p>"))
	})
	mux.HandleFunc("/big", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain")
		fmt.Fprint(w, strings.Repeat("é", 3000)) // 6000 bytes
	})
	mux.HandleFunc("/missing", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.WriteHeader(http.StatusNotFound)
		fmt.Fprint(w, "<html><body><h1>Not found</h1><p>No page at this address.</p></body></html>")
	})
	mux.HandleFunc("/png", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "image/png")
		w.Write([]byte("\x89PNG\r\n\x1a\n\x00\x00"))
	})
	mux.HandleFunc("/go-text", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "/text", http.StatusFound)
	})
	mux.HandleFunc("/go-elsewhere", func(w http.ResponseWriter, r *http.Request) {
		u, _ := url.Parse(srv.URL)
		http.Redirect(w, r, "http://localhost:"+u.Port()+"/text", http.StatusFound)
	})
	mux.HandleFunc("/loop", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "/loop", http.StatusFound)
	})
	mux.HandleFunc("/block", func(w http.ResponseWriter, r *http.Request) {
		<-r.Context().Done()
	})
	srv = httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv
}

// run calls the tool and returns its text, whether it is a tool error, and
// the coded error, if any.
func run(t *testing.T, ctx context.Context, opts Options, in map[string]any) (string, bool, error) {
	t.Helper()
	res, err := New(opts).Call(ctx, in)
	if err != nil {
		var c toolerr.Coded
		if !errors.As(err, &c) {
			t.Fatalf("error %v is not coded", err)
		}
		return "", false, err
	}
	if len(res.Content) != 1 {
		t.Fatalf("content %+v", res.Content)
	}
	return res.Content[0].Text, res.IsError, nil
}

func TestFetch(t *testing.T) {
	srv := newServer(t)
	u, _ := url.Parse(srv.URL)
	local := []string{"127.0.0.1"}
	tests := []struct {
		name     string
		opts     Options
		in       map[string]any
		want     string // exact text, when not empty
		contains []string
		isError  bool
		code     string
	}{
		{name: "text", opts: Options{AllowHosts: local}, in: map[string]any{"url": srv.URL + "/text"}, want: "hello, world\n"},
		{name: "json as is", opts: Options{AllowHosts: local}, in: map[string]any{"url": srv.URL + "/json"}, want: `{"ok": true, "items": [1, 2]}`},
		{name: "html to text", opts: Options{AllowHosts: local}, in: map[string]any{"url": srv.URL + "/html"}, want: pageText},
		{name: "html raw", opts: Options{AllowHosts: local}, in: map[string]any{"url": srv.URL + "/html", "raw": true}, want: page},
		{name: "latin-1 decoded", opts: Options{AllowHosts: local}, in: map[string]any{"url": srv.URL + "/latin1"}, want: "café"},
		{name: "host case and port entry", opts: Options{AllowHosts: []string{"127.0.0.1:" + u.Port()}}, in: map[string]any{"url": srv.URL + "/text"}, want: "hello, world\n"},
		{name: "redirect to allowed host", opts: Options{AllowHosts: local}, in: map[string]any{"url": srv.URL + "/go-text"}, want: "hello, world\n"},
		{
			name: "truncated by max_bytes", opts: Options{AllowHosts: local}, in: map[string]any{"url": srv.URL + "/big", "max_bytes": 101},
			want: strings.Repeat("é", 50) + "\n\n[content truncated: only the first 101 bytes were read]",
		},
		{
			name: "truncated by MaxBytes, max_bytes cannot raise it", opts: Options{AllowHosts: local, MaxBytes: 10}, in: map[string]any{"url": srv.URL + "/big", "max_bytes": 5000},
			want: strings.Repeat("é", 5) + "\n\n[content truncated: only the first 10 bytes were read]",
		},
		{name: "not truncated at the exact size", opts: Options{AllowHosts: local}, in: map[string]any{"url": srv.URL + "/text", "max_bytes": 13}, want: "hello, world\n"},

		{name: "empty allowlist", in: map[string]any{"url": srv.URL + "/text"}, code: toolerr.CodeDenied,
			contains: []string{"host 127.0.0.1 is not on the allowlist", "the allowlist is empty", "a person can allow it by adding \"127.0.0.1:" + u.Port() + "\""}},
		{name: "other host", opts: Options{AllowHosts: local}, in: map[string]any{"url": "https://example.com/"}, code: toolerr.CodeDenied,
			contains: []string{"host example.com is not on the allowlist", "allowed: 127.0.0.1"}},
		{name: "hint", opts: Options{AllowHint: "with tsrun --fetch-allow"}, in: map[string]any{"url": "https://Docs.Example.com/x"}, code: toolerr.CodeDenied,
			contains: []string{`a person can allow it by adding "docs.example.com" with tsrun --fetch-allow`}},
		{name: "other port", opts: Options{AllowHosts: []string{"127.0.0.1:1"}}, in: map[string]any{"url": srv.URL + "/text"}, code: toolerr.CodeDenied},
		{name: "redirect to a host not allowed", opts: Options{AllowHosts: local}, in: map[string]any{"url": srv.URL + "/go-elsewhere"}, code: toolerr.CodeDenied,
			contains: []string{"host localhost is not on the allowlist (redirected from " + srv.URL + "/go-elsewhere)"}},
		{name: "redirect loop", opts: Options{AllowHosts: local}, in: map[string]any{"url": srv.URL + "/loop"}, isError: true, contains: []string{"stopped after 5 redirects"}},

		{name: "404", opts: Options{AllowHosts: local}, in: map[string]any{"url": srv.URL + "/missing"}, isError: true,
			want: "web_fetch: " + srv.URL + "/missing returned HTTP 404 Not Found: Not found No page at this address."},
		{name: "binary refused", opts: Options{AllowHosts: local}, in: map[string]any{"url": srv.URL + "/png"}, isError: true,
			contains: []string{"content type image/png", "is not text"}},
		{name: "timeout", opts: Options{AllowHosts: local, Timeout: 50 * time.Millisecond}, in: map[string]any{"url": srv.URL + "/block"}, isError: true,
			contains: []string{"timed out after 50ms"}},

		{name: "ftp scheme", opts: Options{AllowHosts: local}, in: map[string]any{"url": "ftp://127.0.0.1/x"}, code: toolerr.CodeInvalidInput, contains: []string{`unsupported URL scheme "ftp"`}},
		{name: "file scheme", opts: Options{AllowHosts: local}, in: map[string]any{"url": "file:///etc/passwd"}, code: toolerr.CodeInvalidInput},
		{name: "no scheme", opts: Options{AllowHosts: local}, in: map[string]any{"url": "example.com/x"}, code: toolerr.CodeInvalidInput, contains: []string{"https://example.com/x"}},
		{name: "no host", opts: Options{AllowHosts: local}, in: map[string]any{"url": "http:///x"}, code: toolerr.CodeInvalidInput, contains: []string{"has no host"}},
		{name: "does not parse", opts: Options{AllowHosts: local}, in: map[string]any{"url": "http://a b/"}, code: toolerr.CodeInvalidInput},
		{name: "unknown field", opts: Options{AllowHosts: local}, in: map[string]any{"url": srv.URL, "depth": 2}, code: toolerr.CodeInvalidInput},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			text, isErr, err := run(t, context.Background(), tt.opts, tt.in)
			if tt.code != "" {
				var c toolerr.Coded
				if !errors.As(err, &c) || c.Code() != tt.code {
					t.Fatalf("err = %v (text %q), want code %s", err, text, tt.code)
				}
				text = err.Error()
			} else if err != nil {
				t.Fatalf("err = %v", err)
			}
			if isErr != tt.isError {
				t.Errorf("IsError = %v: %s", isErr, text)
			}
			if tt.want != "" && text != tt.want {
				t.Errorf("text\n%s\nwant\n%s", text, tt.want)
			}
			for _, c := range tt.contains {
				if !strings.Contains(text, c) {
					t.Errorf("text %q does not contain %q", text, c)
				}
			}
		})
	}
}

func TestCanceled(t *testing.T) {
	srv := newServer(t)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	text, isErr, err := run(t, ctx, Options{AllowHosts: []string{"127.0.0.1"}}, map[string]any{"url": srv.URL + "/block"})
	if err != nil || !isErr || !strings.Contains(text, "context canceled") {
		t.Errorf("canceled: %q %v %v", text, isErr, err)
	}
}

func TestOwnClientKeepsRedirectCheck(t *testing.T) {
	srv := newServer(t)
	c := srv.Client()
	c.CheckRedirect = func(*http.Request, []*http.Request) error { return nil } // would follow anything
	_, _, err := run(t, context.Background(), Options{AllowHosts: []string{"127.0.0.1"}, Client: c}, map[string]any{"url": srv.URL + "/go-elsewhere"})
	var d *toolerr.DeniedError
	if !errors.As(err, &d) {
		t.Errorf("err = %v, want denied", err)
	}
	if c.Timeout != 0 {
		t.Error("New changed the caller's client")
	}
}

func TestToolDefinition(t *testing.T) {
	d := New(Options{}).Def()
	if d.Name != "web_fetch" || !d.Annotations.IsReadOnly() || d.Annotations.OpenWorld == nil || !*d.Annotations.OpenWorld {
		t.Errorf("definition %+v", d)
	}
	s := string(d.InputSchema)
	for _, w := range []string{`"url"`, `"max_bytes"`, `"raw"`, `"required":["url"]`, `"additionalProperties":false`} {
		if !strings.Contains(s, w) {
			t.Errorf("schema %s lacks %s", s, w)
		}
	}
}

func TestAllowRules(t *testing.T) {
	tests := []struct {
		rules []string
		url   string
		ok    bool
	}{
		{[]string{"example.com"}, "https://example.com/x", true},
		{[]string{"Example.COM"}, "https://EXAMPLE.com./x", true},
		{[]string{"example.com"}, "https://www.example.com/", false},
		{[]string{"example.com"}, "https://example.com.evil.net/", false},
		{[]string{"*.example.com"}, "https://docs.example.com/", true},
		{[]string{"*.example.com"}, "https://a.b.example.com/", true},
		{[]string{"*.example.com"}, "https://example.com/", false},
		{[]string{"*.example.com"}, "https://badexample.com/", false},
		{[]string{"example.com:8080"}, "http://example.com:8080/", true},
		{[]string{"example.com:8080"}, "http://example.com/", false},
		{[]string{"example.com:443"}, "https://example.com/", true},
		{[]string{"example.com:80"}, "https://example.com/", false},
		{[]string{"example.com"}, "http://example.com:9999/", true},
		{[]string{"127.0.0.1:8080"}, "http://127.0.0.1:8080/", true},
		{[]string{"127.0.0.1:8080"}, "http://127.0.0.1:8081/", false},
		{[]string{"[::1]:8080"}, "http://[::1]:8080/", true},
		{[]string{"::1"}, "http://[::1]:1234/", true},
		{[]string{"https://docs.example.com/path"}, "https://docs.example.com/", true},
		{[]string{"*"}, "https://example.com/", false},
		{[]string{"", " ", "*."}, "https://example.com/", false},
		{nil, "https://example.com/", false},
	}
	for _, tt := range tests {
		f := &fetcher{}
		for _, r := range tt.rules {
			if rule, ok := parseRule(r); ok {
				f.allow = append(f.allow, rule)
			}
		}
		u, err := url.Parse(tt.url)
		if err != nil {
			t.Fatal(err)
		}
		if got := f.allowed(u); got != tt.ok {
			t.Errorf("rules %q, url %s: allowed = %v", tt.rules, tt.url, got)
		}
	}
}

func TestHTMLToText(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"empty", "", ""},
		{"plain", "just text", "just text"},
		{"title only", "<title> T </title>", "T"},
		{"blocks", "<div>a</div><div>b</div>", "a\nb"},
		{"paragraphs", "<p>a</p><p>b</p>", "a\n\nb"},
		{"inline", "<p>a <b>bold</b> <i>it</i>al</p>", "a bold ital"},
		{"whitespace", "<p>  a \n\n\t b  </p>", "a b"},
		{"links keep text", `<p>see <a href="http://x">the docs</a>.</p>`, "see the docs."},
		{"script dropped", "<p>a</p><script>if (a < b) { x() }</script><p>b</p>", "a\n\nb"},
		{"style in body dropped", "<style>p{}</style>ok", "ok"},
		{"nested skip", "<svg><g><text>no</text></g></svg>yes", "yes"},
		{"br", "a<br>b<br/><br>c", "a\nb\n\nc"},
		{"list", "<ol><li>one</li><li>two <b>2</b></li></ol>", "- one\n- two 2"},
		{"table", "<table><tr><th>k</th><th>v</th></tr><tr><td>a</td><td>1</td></tr></table>", "k v\na 1"},
		{"pre", "<pre>  x  y\n   z</pre>", "  x  y\n   z"},
		{"entities", "<p>&lt;tag&gt; &amp; &quot;q&quot; &nbsp;</p>", "<tag> & \"q\""},
		{"img alt", `<p>logo: <img src="l.png" alt="Acme"> <img src="x.png"></p>`, "logo: Acme"},
		{"broken", "<p>unclosed <b>bold <div>x", "unclosed bold\nx"},
		{"stray end tags", "</p></div>a</script>b", "ab"},
		{"unterminated script", "a<script>b", "a"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := HTMLToText(tt.in); got != tt.want {
				t.Errorf("HTMLToText(%q)\n got %q\nwant %q", tt.in, got, tt.want)
			}
		})
	}
}

func FuzzHTMLToText(f *testing.F) {
	f.Add(page)
	f.Add("<pre><script></pre>x")
	f.Add("<title>a<br>b</title><li>")
	f.Fuzz(func(t *testing.T, s string) {
		_ = HTMLToText(s)
	})
}
