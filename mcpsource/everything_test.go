package mcpsource

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/config"
)

// everythingServers are server-everything over each transport.
func everythingServers(t *testing.T) []struct {
	name string
	srv  func(t *testing.T) *config.Server
} {
	return []struct {
		name string
		srv  func(t *testing.T) *config.Server
	}{
		{"stdio", func(t *testing.T) *config.Server { return everythingStdio(t, "everything") }},
		{"http", func(t *testing.T) *config.Server {
			return &config.Server{Name: "everything", Type: config.TransportHTTP, URL: everythingHTTP(t, "streamableHttp")}
		}},
		{"sse-fallback", func(t *testing.T) *config.Server {
			// type http on an SSE-only server: streamable HTTP is refused
			// (404 to the POST), SSE is used.
			return &config.Server{Name: "everything", Type: config.TransportHTTP, URL: everythingHTTP(t, "sse")}
		}},
	}
}

func ctxT(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	t.Cleanup(cancel)
	return ctx
}

func TestEverythingTools(t *testing.T) {
	for _, tc := range everythingServers(t) {
		t.Run(tc.name, func(t *testing.T) {
			ctx := ctxT(t)
			s := New(tc.srv(t), testOptions(t))
			defer s.Close()
			tools, err := s.Tools(ctx)
			if err != nil {
				t.Fatal(err)
			}
			byName := map[string]*catalog.Tool{}
			for _, tool := range tools {
				byName[tool.Name] = tool
			}
			for _, name := range []string{"echo", "get-tiny-image", "get-structured-content", "get-annotated-message",
				"get-sum", "get-resource-reference", "get-resource-links", "gzip-file-as-resource"} {
				if byName[name] == nil {
					t.Errorf("tool %q missing from %d tools", name, len(tools))
				}
			}
			if t.Failed() {
				t.FailNow()
			}
			bp := func(b bool) *bool { return &b }
			tests := []struct {
				tool  string
				title string
				want  catalog.Annotations
			}{
				{"echo", "Echo Tool", catalog.Annotations{ReadOnly: bp(true), Destructive: bp(false), Idempotent: bp(true), OpenWorld: bp(false)}},
				{"gzip-file-as-resource", "GZip File as Resource Tool", catalog.Annotations{Destructive: bp(false), Idempotent: bp(true), OpenWorld: bp(true)}},
			}
			for _, tt := range tests {
				got := byName[tt.tool]
				if got.Title != tt.title {
					t.Errorf("%s: title %q, want %q", tt.tool, got.Title, tt.title)
				}
				if !sameAnnotations(got.Annotations, tt.want) {
					t.Errorf("%s: annotations %+v, want %+v", tt.tool, fmtAnn(got.Annotations), fmtAnn(tt.want))
				}
			}
			if !strings.Contains(string(byName["echo"].InputSchema), `"message"`) {
				t.Errorf("echo schema %s", byName["echo"].InputSchema)
			}
			if len(byName["get-structured-content"].OutputSchema) == 0 {
				t.Error("get-structured-content has no output schema")
			}
			if got := s.Info(); got.Name != "everything" || got.Description != "Everything Reference Server" || !got.Grouped {
				t.Errorf("Info() = %+v", got)
			}
		})
	}
}

func sameAnnotations(a, b catalog.Annotations) bool {
	eq := func(x, y *bool) bool { return (x == nil) == (y == nil) && (x == nil || *x == *y) }
	return a.Title == b.Title && eq(a.ReadOnly, b.ReadOnly) && eq(a.Destructive, b.Destructive) &&
		eq(a.Idempotent, b.Idempotent) && eq(a.OpenWorld, b.OpenWorld)
}

func fmtAnn(a catalog.Annotations) string {
	f := func(p *bool) string {
		if p == nil {
			return "nil"
		}
		if *p {
			return "true"
		}
		return "false"
	}
	return "ro=" + f(a.ReadOnly) + " destr=" + f(a.Destructive) + " idem=" + f(a.Idempotent) + " open=" + f(a.OpenWorld)
}

func TestEverythingCall(t *testing.T) {
	for _, tc := range everythingServers(t) {
		t.Run(tc.name, func(t *testing.T) {
			ctx := ctxT(t)
			s := New(tc.srv(t), testOptions(t))
			defer s.Close()
			tests := []struct {
				name  string
				tool  string
				input map[string]any
				check func(t *testing.T, r *catalog.Result)
			}{
				{"echo", "echo", map[string]any{"message": "hi there"}, func(t *testing.T, r *catalog.Result) {
					if r.IsError || len(r.Content) != 1 || r.Content[0].Type != "text" || r.Content[0].Text != "Echo: hi there" {
						t.Errorf("got %+v", r)
					}
				}},
				{"image", "get-tiny-image", nil, func(t *testing.T, r *catalog.Result) {
					if len(r.Content) != 3 || r.Content[1].Type != "image" {
						t.Fatalf("got %+v", r)
					}
					img := r.Content[1]
					if img.MIMEType != "image/png" || !bytes.HasPrefix(img.Data, []byte("\x89PNG\r\n")) || len(img.Data) < 1000 {
						t.Errorf("image %s, %d bytes: %q", img.MIMEType, len(img.Data), img.Data[:min(8, len(img.Data))])
					}
				}},
				{"structured", "get-structured-content", map[string]any{"location": "Chicago"}, func(t *testing.T, r *catalog.Result) {
					m, ok := r.Structured.(map[string]any)
					if !ok || m["temperature"] != float64(36) || m["conditions"] != "Light rain / drizzle" {
						t.Errorf("structured %#v", r.Structured)
					}
				}},
				{"text resource", "get-resource-reference", map[string]any{"resourceType": "Text", "resourceId": 2}, func(t *testing.T, r *catalog.Result) {
					if len(r.Content) != 3 || r.Content[1].Type != "resource" || !strings.HasPrefix(r.Content[1].Text, "Resource 2: This is a plaintext resource") ||
						r.Content[1].URI == "" || r.Content[1].MIMEType != "text/plain" {
						t.Errorf("got %+v", r)
					}
				}},
				{"blob resource", "get-resource-reference", map[string]any{"resourceType": "Blob", "resourceId": 3}, func(t *testing.T, r *catalog.Result) {
					if len(r.Content) != 3 || r.Content[1].Type != "resource" || !strings.HasPrefix(string(r.Content[1].Data), "Resource 3: This is a base64 blob") {
						t.Errorf("got %+v", r)
					}
				}},
				{"resource links", "get-resource-links", map[string]any{"count": 2}, func(t *testing.T, r *catalog.Result) {
					if len(r.Content) != 3 || r.Content[1].Type != "resource_link" || r.Content[1].URI == "" || r.Content[1].Name != "Blob Resource 1" {
						t.Errorf("got %+v", r)
					}
				}},
				{"annotated", "get-annotated-message", map[string]any{"messageType": "error", "includeImage": true}, func(t *testing.T, r *catalog.Result) {
					if len(r.Content) != 2 || r.Content[0].Text != "Error: Operation failed" || r.Content[1].Type != "image" {
						t.Errorf("got %+v", r)
					}
				}},
				{"is error", "get-resource-reference", map[string]any{"resourceType": "Nope"}, func(t *testing.T, r *catalog.Result) {
					if !r.IsError || len(r.Content) == 0 || r.Content[0].Text == "" {
						t.Errorf("got %+v", r)
					}
				}},
				{"unknown tool", "nope", nil, func(t *testing.T, r *catalog.Result) {
					if !r.IsError {
						t.Errorf("got %+v", r)
					}
				}},
			}
			for _, tt := range tests {
				t.Run(tt.name, func(t *testing.T) {
					r, err := s.Call(ctx, tt.tool, tt.input)
					if err != nil {
						t.Fatal(err)
					}
					tt.check(t, r)
				})
			}
		})
	}
}

// The server-everything instance of the first connection sends
// notifications/tools/list_changed right after connecting (tools that
// depend on the client's capabilities); Tools must not list again per
// call, and must list again after such a notification.
func TestEverythingToolsCached(t *testing.T) {
	ctx := ctxT(t)
	s := New(everythingStdio(t, "everything"), testOptions(t))
	defer s.Close()
	if _, err := s.Tools(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Call(ctx, "echo", map[string]any{"message": "x"}); err != nil {
		t.Fatal(err)
	}
	a, err := s.Tools(ctx)
	if err != nil {
		t.Fatal(err)
	}
	b, err := s.Tools(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(a) == 0 || &a[0] == &b[0] || a[0] != b[0] {
		t.Errorf("second Tools did not come from the cache (same tools, fresh slice)")
	}
}
