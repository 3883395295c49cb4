package mcpsource

import (
	"context"
	"encoding/json"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// The go-sdk decodes a tool's inputSchema into a map, which loses the
// order of its properties, the order a server chose for its signature
// (repo before number). schemaTap sees the raw tools/list results on the
// wire and keeps each tool's schemas as the server wrote them. It taps
// stdio and SSE connections; streamable HTTP connections cannot be
// wrapped (the go-sdk drives its event stream through an unexported
// method of its own connection type), so their schemas come from the
// SDK, properties sorted.
type schemaTap struct {
	mu      sync.Mutex
	pending map[jsonrpc.ID]bool
	input   map[string]json.RawMessage
	output  map[string]json.RawMessage
}

func newSchemaTap() *schemaTap {
	return &schemaTap{pending: map[jsonrpc.ID]bool{}, input: map[string]json.RawMessage{}, output: map[string]json.RawMessage{}}
}

// schemas returns the raw schemas seen for a tool.
func (t *schemaTap) schemas(name string) (in, out json.RawMessage) {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.input[name], t.output[name]
}

func (t *schemaTap) sent(msg jsonrpc.Message) {
	if req, ok := msg.(*jsonrpc.Request); ok && req.Method == "tools/list" && req.ID.IsValid() {
		t.mu.Lock()
		t.pending[req.ID] = true
		t.mu.Unlock()
	}
}

func (t *schemaTap) received(msg jsonrpc.Message) {
	resp, ok := msg.(*jsonrpc.Response)
	if !ok {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if !t.pending[resp.ID] {
		return
	}
	delete(t.pending, resp.ID)
	var page struct {
		Tools []struct {
			Name         string          `json:"name"`
			InputSchema  json.RawMessage `json:"inputSchema"`
			OutputSchema json.RawMessage `json:"outputSchema"`
		} `json:"tools"`
	}
	if json.Unmarshal(resp.Result, &page) != nil {
		return
	}
	for _, tool := range page.Tools {
		if len(tool.InputSchema) > 0 {
			t.input[tool.Name] = tool.InputSchema
		}
		if len(tool.OutputSchema) > 0 {
			t.output[tool.Name] = tool.OutputSchema
		}
	}
}

// tapTransport wraps a transport so that its connection feeds a tap.
type tapTransport struct {
	inner mcp.Transport
	tap   *schemaTap
}

func (t *tapTransport) Connect(ctx context.Context) (mcp.Connection, error) {
	c, err := t.inner.Connect(ctx)
	if err != nil {
		return nil, err
	}
	return &tapConn{Connection: c, tap: t.tap}, nil
}

type tapConn struct {
	mcp.Connection
	tap *schemaTap
}

func (c *tapConn) Read(ctx context.Context) (jsonrpc.Message, error) {
	msg, err := c.Connection.Read(ctx)
	if err == nil {
		c.tap.received(msg)
	}
	return msg, err
}

func (c *tapConn) Write(ctx context.Context, msg jsonrpc.Message) error {
	c.tap.sent(msg)
	return c.Connection.Write(ctx, msg)
}
