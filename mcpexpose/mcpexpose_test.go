package mcpexpose

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/toolsinshell/tis/internal/tracker"
)

// TestTrackerOverMCP serves the example tracker and calls it with the
// go-sdk client over an in-memory connection.
func TestTrackerOverMCP(t *testing.T) {
	ctx := context.Background()
	s, err := NewServer(ctx, tracker.New("github"), &mcp.Implementation{Name: "tis-example", Version: "test"})
	if err != nil {
		t.Fatal(err)
	}
	st, ct := mcp.NewInMemoryTransports()
	ss, err := s.Connect(ctx, st, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ss.Close()
	c := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "test"}, nil)
	cs, err := c.Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()

	var names []string
	var readOnly, destructive int
	for tool, err := range cs.Tools(ctx, nil) {
		if err != nil {
			t.Fatal(err)
		}
		names = append(names, tool.Name)
		if tool.Annotations != nil && tool.Annotations.ReadOnlyHint {
			readOnly++
		}
		if tool.Annotations != nil && tool.Annotations.DestructiveHint != nil && *tool.Annotations.DestructiveHint {
			destructive++
		}
	}
	if len(names) != 15 || readOnly != 8 || destructive != 2 {
		t.Errorf("tools %v, read-only %d, destructive %d", names, readOnly, destructive)
	}

	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "get_pull", Arguments: map[string]any{"repo": "acme/api", "number": 12}})
	if err != nil || res.IsError {
		t.Fatalf("get_pull: %v %+v", err, res)
	}
	text := res.Content[0].(*mcp.TextContent).Text
	var pull map[string]any
	if err := json.Unmarshal([]byte(text), &pull); err != nil || pull["number"] != float64(12) {
		t.Errorf("get_pull text %q", text)
	}
	if res.StructuredContent == nil {
		t.Errorf("no structured content for an object result")
	}

	for _, bad := range []map[string]any{{"repo": "acme/api"}, {"repo": "acme/api", "number": "x"}, {"repo": "acme/api", "number": 1, "extra": true}} {
		res, err = cs.CallTool(ctx, &mcp.CallToolParams{Name: "get_pull", Arguments: bad})
		if err != nil || !res.IsError {
			t.Errorf("%v: err %v result %+v, want an isError result", bad, err, res)
		}
	}
	res, err = cs.CallTool(ctx, &mcp.CallToolParams{Name: "delete_branch", Arguments: map[string]any{"repo": "acme/api", "branch": "main"}})
	if err != nil || !res.IsError || !strings.Contains(res.Content[0].(*mcp.TextContent).Text, "default branch") {
		t.Errorf("delete main: %v %+v", err, res)
	}
}
