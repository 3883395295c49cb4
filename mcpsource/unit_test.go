package mcpsource

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/config"
)

func TestTransportKind(t *testing.T) {
	tests := []struct {
		srv     config.Server
		want    string
		wantErr bool
	}{
		{config.Server{Command: "x"}, "stdio", false},
		{config.Server{URL: "http://h/mcp"}, "http", false},
		{config.Server{Type: "stdio", Command: "x"}, "stdio", false},
		{config.Server{Type: "http", URL: "u"}, "http", false},
		{config.Server{Type: "streamable-http", URL: "u"}, "http", false},
		{config.Server{Type: "streamableHttp", URL: "u"}, "http", false},
		{config.Server{Type: "sse", URL: "u"}, "sse", false},
		{config.Server{Type: "ws", URL: "u"}, "", true},
	}
	for _, tt := range tests {
		got, err := transportKind(&tt.srv)
		if got != tt.want || (err != nil) != tt.wantErr {
			t.Errorf("transportKind(%+v) = %q, %v; want %q", tt.srv, got, err, tt.want)
		}
	}
}

func TestServerEnv(t *testing.T) {
	host := []string{"PATH=/usr/bin", "HOME=/home/u", "SECRET_TOKEN=x", "USER=u", "BASH_FUNC_f%%=() { :; }", "TERM=() { x; }", "LANG=C", "noequals"}
	tests := []struct {
		name string
		env  map[string]string
		want []string
	}{
		{"minimal", nil, []string{"PATH=/usr/bin", "HOME=/home/u", "USER=u"}},
		{"plus the server's", map[string]string{"B": "2", "A": "1"}, []string{"PATH=/usr/bin", "HOME=/home/u", "USER=u", "A=1", "B=2"}},
		{"the server's wins (last)", map[string]string{"PATH": "/opt/bin"}, []string{"PATH=/usr/bin", "HOME=/home/u", "USER=u", "PATH=/opt/bin"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := New(&config.Server{Name: "x", Command: "x", Env: tt.env}, &Options{Environ: host})
			if got := s.serverEnv(); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestLookPath(t *testing.T) {
	dir := t.TempDir()
	exe := filepath.Join(dir, "srv")
	if err := os.WriteFile(exe, []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "plain"), []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, path, want string
		wantErr          bool
	}{
		{"srv", "/nonexistent:" + dir, exe, false},
		{"plain", dir, "", true},
		{"srv", "relative/dir", "", true},
		{"./srv", "", "./srv", false},
		{"/abs/srv", "", "/abs/srv", false},
	}
	for _, tt := range tests {
		got, err := lookPath(tt.name, tt.path, "")
		if got != tt.want || (err != nil) != tt.wantErr {
			t.Errorf("lookPath(%q, %q) = %q, %v; want %q", tt.name, tt.path, got, err, tt.want)
		}
	}
}

func TestFirstLine(t *testing.T) {
	long := strings.Repeat("é", 150)
	tests := []struct{ in, want string }{
		{"", ""},
		{"One line", "One line"},
		{"\n\n  # Title\nmore", "Title"},
		{"## x ##", "x ##"},
		{long, long[:200] + "..."},
	}
	for _, tt := range tests {
		if got := firstLine(tt.in); got != tt.want {
			t.Errorf("firstLine(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestDescribe(t *testing.T) {
	tests := []struct {
		r    *mcp.InitializeResult
		want string
	}{
		{nil, ""},
		{&mcp.InitializeResult{Instructions: "# Everything Server\nUse it."}, "Everything Server"},
		{&mcp.InitializeResult{ServerInfo: &mcp.Implementation{Name: "n", Title: "Nice Title"}, Instructions: "x"}, "Nice Title"},
		{&mcp.InitializeResult{ServerInfo: &mcp.Implementation{Name: "n", Title: "T", Description: "Does things.\nMore."}}, "Does things."},
		{&mcp.InitializeResult{ServerInfo: &mcp.Implementation{Name: "n"}}, ""},
	}
	for _, tt := range tests {
		if got := describe(tt.r); got != tt.want {
			t.Errorf("describe(%+v) = %q, want %q", tt.r, got, tt.want)
		}
	}
}

func TestConvertTool(t *testing.T) {
	f, tr := false, true
	tests := []struct {
		name string
		in   *mcp.Tool
		want *catalog.Tool
	}{
		{"bare", &mcp.Tool{Name: "t", InputSchema: map[string]any{"type": "object"}},
			&catalog.Tool{Name: "t", InputSchema: json.RawMessage(`{"type":"object"}`)}},
		{"annotations", &mcp.Tool{Name: "t", Description: "d", InputSchema: map[string]any{},
			OutputSchema: map[string]any{"type": "object"},
			Annotations:  &mcp.ToolAnnotations{Title: "Nice", ReadOnlyHint: true, DestructiveHint: &f, OpenWorldHint: &tr}},
			&catalog.Tool{Name: "t", Title: "Nice", Description: "d", InputSchema: json.RawMessage(`{}`), OutputSchema: json.RawMessage(`{"type":"object"}`),
				Annotations: catalog.Annotations{Title: "Nice", ReadOnly: &tr, Destructive: &f, OpenWorld: &tr}}},
		{"tool title wins", &mcp.Tool{Name: "t", Title: "Own", Annotations: &mcp.ToolAnnotations{Title: "Ann", IdempotentHint: true}},
			&catalog.Tool{Name: "t", Title: "Own", Annotations: catalog.Annotations{Title: "Ann", Idempotent: &tr}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := convertTool(tt.in)
			gj, _ := json.Marshal(got)
			wj, _ := json.Marshal(tt.want)
			if !bytes.Equal(gj, wj) {
				t.Errorf("got %s\nwant %s", gj, wj)
			}
		})
	}
}

func TestConvertResult(t *testing.T) {
	png := []byte("\x89PNG")
	in := &mcp.CallToolResult{
		Content: []mcp.Content{
			&mcp.TextContent{Text: "hi"},
			&mcp.ImageContent{Data: png, MIMEType: "image/png"},
			&mcp.AudioContent{Data: []byte("RIFF"), MIMEType: "audio/wav"},
			&mcp.EmbeddedResource{Resource: &mcp.ResourceContents{URI: "file:///a", MIMEType: "text/plain", Text: "body"}},
			&mcp.EmbeddedResource{Resource: &mcp.ResourceContents{URI: "file:///b", Blob: []byte{1, 2}}},
			&mcp.EmbeddedResource{},
			&mcp.ResourceLink{URI: "file:///c", Name: "c", MIMEType: "text/csv"},
		},
		StructuredContent: json.RawMessage(`{"n":1,"l":[true]}`),
		IsError:           true,
	}
	want := &catalog.Result{
		Content: []catalog.Content{
			{Type: "text", Text: "hi"},
			{Type: "image", Data: png, MIMEType: "image/png"},
			{Type: "audio", Data: []byte("RIFF"), MIMEType: "audio/wav"},
			{Type: "resource", URI: "file:///a", MIMEType: "text/plain", Text: "body"},
			{Type: "resource", URI: "file:///b", Data: []byte{1, 2}},
			{Type: "resource_link", URI: "file:///c", Name: "c", MIMEType: "text/csv"},
		},
		Structured: map[string]any{"n": float64(1), "l": []any{true}},
		IsError:    true,
	}
	if got := convertResult(in); !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v\nwant %+v", got, want)
	}
	tests := []struct {
		in   any
		want any
	}{
		{nil, nil},
		{map[string]any{"a": "b"}, map[string]any{"a": "b"}},
		{[]byte(`[1]`), []any{float64(1)}},
		{struct {
			A int `json:"a"`
		}{2}, map[string]any{"a": float64(2)}},
		{json.RawMessage(`not json`), nil},
	}
	for _, tt := range tests {
		if got := structured(tt.in); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("structured(%v) = %#v, want %#v", tt.in, got, tt.want)
		}
	}
}

func TestSameServer(t *testing.T) {
	base := config.Server{Name: "a", Command: "x", Args: []string{"1"}, Env: map[string]string{"K": "v"}}
	tests := []struct {
		name   string
		change func(s *config.Server)
		same   bool
	}{
		{"identical", func(*config.Server) {}, true},
		{"empty map is nil", func(s *config.Server) { s.Headers = map[string]string{} }, true},
		{"env value", func(s *config.Server) { s.Env = map[string]string{"K": "w"} }, false},
		{"args", func(s *config.Server) { s.Args = []string{"2"} }, false},
		{"timeout", func(s *config.Server) { s.Timeout.Duration = 5 }, false},
		{"load", func(s *config.Server) { s.Load = config.LoadOnDemand }, false},
		{"description", func(s *config.Server) { s.Description = "d" }, false},
	}
	for _, tt := range tests {
		b := base
		b.Env = map[string]string{"K": "v"}
		b.Args = []string{"1"}
		tt.change(&b)
		if got := sameServer(&base, &b); got != tt.same {
			t.Errorf("%s: sameServer = %v", tt.name, got)
		}
	}
}

func TestStderrSink(t *testing.T) {
	var out bytes.Buffer
	s := newStderrSink("srv", &out)
	for _, p := range []string{"one\ntw", "o\r\n", "\n", "three\nfour\nfive", strings.Repeat("x", maxStderrLine+10)} {
		if n, err := s.Write([]byte(p)); n != len(p) || err != nil {
			t.Fatalf("Write = %d, %v", n, err)
		}
	}
	// A line longer than maxStderrLine is written once that much is there.
	want := "srv: one\nsrv: two\nsrv: \nsrv: three\nsrv: four\nsrv: five" + strings.Repeat("x", maxStderrLine+10) + "\n"
	if out.String() != want {
		t.Errorf("out %.80q... (%d bytes), want %d bytes", out.String(), out.Len(), len(want))
	}
	if got := s.excerpt(); !strings.HasPrefix(got, "three | four | fivexxx") || !strings.HasSuffix(got, "x...") || len(got) > 350 {
		t.Errorf("tail %.80q... (%d bytes)", got, len(got))
	}
	if newStderrSink("n", nil).excerpt() != "" {
		t.Error("empty tail")
	}
}

// TestStderrExcerpt: an excerpt quotes the lines that start as an error
// does (up to three), else those that mention one, then the last three
// lines, each once.
func TestStderrExcerpt(t *testing.T) {
	for _, tc := range []struct{ name, stderr, want string }{
		{"node throw", "file:///x/s.mjs:2\nfunction f() { throw new Error('no key'); }\n                ^\n\nError: no key\n    at f (file:///x/s.mjs:2:28)\n    at a\n    at b\n\nNode.js v20.20.2\n",
			"Error: no key | ... |     at a |     at b | Node.js v20.20.2"},
		{"node esm", "node:internal/modules/esm/resolve:1\nError [ERR_MODULE_NOT_FOUND]: Cannot find package 'zod'\n    at x\nNode.js v22\n",
			"Error [ERR_MODULE_NOT_FOUND]: Cannot find package 'zod' | ... |     at x | Node.js v22"},
		{"python", "Traceback (most recent call last):\n  File \"s.py\", line 1, in <module>\n    import mcp\nModuleNotFoundError: No module named 'mcp'\n",
			"Traceback (most recent call last): | ModuleNotFoundError: No module named 'mcp' | ... |   File \"s.py\", line 1, in <module> |     import mcp"},
		{"go", "panic: open config.yaml: no such file or directory\n\ngoroutine 1 [running]:\nmain.main()\n\t/src/main.go:9 +0x1d\nexit status 2\n",
			"panic: open config.yaml: no such file or directory | ... | main.main() | \t/src/main.go:9 +0x1d | exit status 2"},
		{"mentions only", "starting\nfailed to bind: connection error\nbye\n",
			"failed to bind: connection error | ... | starting | bye"},
		{"no error", "starting\nlistening\n", "starting | listening"},
		{"errors is not error", "ErrorHandler ready\nerrors.go:12: nothing\n", "ErrorHandler ready | errors.go:12: nothing"},
	} {
		s := newStderrSink("srv", nil)
		_, _ = s.Write([]byte(tc.stderr))
		if got := s.excerpt(); got != tc.want {
			t.Errorf("%s:\n got %q\nwant %q", tc.name, got, tc.want)
		}
	}
}
