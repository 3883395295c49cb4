package mcpsource

import (
	"encoding/json"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/toolsinshell/tis/catalog"
)

// convertTool turns the SDK's tool into the catalog's.
//
// Annotations: the SDK decodes readOnlyHint and idempotentHint into plain
// bools, so "false" and "absent" cannot be told apart; both mean false in
// the MCP specification, so false becomes nil and true a pointer to true.
// destructiveHint and openWorldHint keep the server's value or absence.
func convertTool(t *mcp.Tool) *catalog.Tool {
	ct := &catalog.Tool{
		Name:         t.Name,
		Title:        t.Title,
		Description:  t.Description,
		InputSchema:  rawJSON(t.InputSchema),
		OutputSchema: rawJSON(t.OutputSchema),
	}
	if a := t.Annotations; a != nil {
		ct.Annotations = catalog.Annotations{
			Title:       a.Title,
			ReadOnly:    truePtr(a.ReadOnlyHint),
			Destructive: copyBool(a.DestructiveHint),
			Idempotent:  truePtr(a.IdempotentHint),
			OpenWorld:   copyBool(a.OpenWorldHint),
		}
		if ct.Title == "" {
			ct.Title = a.Title
		}
	}
	return ct
}

func truePtr(b bool) *bool {
	if !b {
		return nil
	}
	return &b
}

func copyBool(p *bool) *bool {
	if p == nil {
		return nil
	}
	b := *p
	return &b
}

// rawJSON encodes a schema the SDK decoded into a map; nil stays nil.
func rawJSON(v any) json.RawMessage {
	switch v := v.(type) {
	case nil:
		return nil
	case json.RawMessage:
		return v
	}
	b, err := json.Marshal(v)
	if err != nil || string(b) == "null" {
		return nil
	}
	return b
}

// convertResult turns the SDK's tool result into the catalog's.
func convertResult(r *mcp.CallToolResult) *catalog.Result {
	out := &catalog.Result{IsError: r.IsError, Structured: structured(r.StructuredContent)}
	for _, c := range r.Content {
		switch c := c.(type) {
		case *mcp.TextContent:
			out.Content = append(out.Content, catalog.Content{Type: "text", Text: c.Text})
		case *mcp.ImageContent:
			out.Content = append(out.Content, catalog.Content{Type: "image", Data: c.Data, MIMEType: c.MIMEType})
		case *mcp.AudioContent:
			out.Content = append(out.Content, catalog.Content{Type: "audio", Data: c.Data, MIMEType: c.MIMEType})
		case *mcp.EmbeddedResource:
			if c.Resource == nil {
				continue
			}
			out.Content = append(out.Content, catalog.Content{Type: "resource", URI: c.Resource.URI,
				MIMEType: c.Resource.MIMEType, Text: c.Resource.Text, Data: c.Resource.Blob})
		case *mcp.ResourceLink:
			out.Content = append(out.Content, catalog.Content{Type: "resource_link", URI: c.URI, Name: c.Name, MIMEType: c.MIMEType})
		default:
			// Content a tool result should not hold (sampling's tool_use and
			// tool_result): keep it readable as its JSON.
			if b, err := json.Marshal(c); err == nil {
				out.Content = append(out.Content, catalog.Content{Type: "text", Text: string(b)})
			}
		}
	}
	return out
}

// structured returns structuredContent as plain Go values (maps, slices,
// float64, string, bool, nil).
func structured(v any) any {
	var raw []byte
	switch v := v.(type) {
	case nil:
		return nil
	case json.RawMessage:
		raw = v
	case []byte:
		raw = v
	case map[string]any, []any, string, float64, bool:
		return v
	default:
		b, err := json.Marshal(v)
		if err != nil {
			return v
		}
		raw = b
	}
	var out any
	if err := json.Unmarshal(raw, &out); err != nil {
		return nil
	}
	return out
}

// describe is the one-line description of a server from its initialize
// result: its description, else its title, else the first line of its
// instructions.
func describe(r *mcp.InitializeResult) string {
	if r == nil {
		return ""
	}
	if si := r.ServerInfo; si != nil {
		if d := firstLine(si.Description); d != "" {
			return d
		}
		if t := firstLine(si.Title); t != "" {
			return t
		}
	}
	return firstLine(r.Instructions)
}

// firstLine is the first non-empty line of s without Markdown heading
// marks, at most 200 bytes (cut at a rune boundary).
func firstLine(s string) string {
	for line := range strings.Lines(s) {
		line = strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(line), "#"))
		if line == "" {
			continue
		}
		if len(line) > 200 {
			cut := 200
			for cut > 0 && !utf8RuneStart(line[cut]) {
				cut--
			}
			line = line[:cut] + "..."
		}
		return line
	}
	return ""
}

func utf8RuneStart(b byte) bool { return b&0xC0 != 0x80 }
