package mcpsource

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/toolsinshell/tis/config"
	"github.com/toolsinshell/tis/internal/tracker"
	"github.com/toolsinshell/tis/mcpexpose"
)

// TestSchemaOrderKept: the properties of a tool's schema keep the order
// the server wrote them in (the go-sdk alone would sort them).
func TestSchemaOrderKept(t *testing.T) {
	ctx := context.Background()
	srv, err := mcpexpose.NewServer(ctx, tracker.New("github"), &mcp.Implementation{Name: "t", Version: "1"})
	if err != nil {
		t.Fatal(err)
	}
	// Over SSE (stdio is tapped the same way; streamable HTTP cannot be).
	ts := httptest.NewServer(mcp.NewSSEHandler(func(*http.Request) *mcp.Server { return srv }, nil))
	defer ts.Close()
	s := New(&config.Server{Name: "github", Type: config.TransportSSE, URL: ts.URL}, nil)
	defer s.Close()
	tools, err := s.Tools(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, tool := range tools {
		if tool.Name != "create_issue" {
			continue
		}
		raw := string(tool.InputSchema)
		order := []string{`"repo"`, `"title"`, `"body"`, `"labels"`, `"assignees"`}
		last := -1
		for _, key := range order {
			i := strings.Index(raw, key)
			if i < last {
				t.Fatalf("properties out of order in %s", raw)
			}
			last = i
		}
		return
	}
	t.Fatal("no create_issue")
}
