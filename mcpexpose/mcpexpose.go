// Package mcpexpose serves the tools of a catalog.Source as an MCP server
// (go-sdk server side). The built-in example tracker runs this way, so
// the default of tsrun goes through the same MCP path as any configured
// server.
package mcpexpose

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/toolsinshell/tis/catalog"
)

// NewServer returns an MCP server that offers the tools of src. Each
// call's arguments are checked against the tool's input schema (the
// go-sdk does not check raw schemas); a failure of the tool, a refused
// input or a coded error of the source is a result with isError, as MCP
// wants tool failures reported.
func NewServer(ctx context.Context, src catalog.Source, impl *mcp.Implementation) (*mcp.Server, error) {
	tools, err := src.Tools(ctx)
	if err != nil {
		return nil, fmt.Errorf("listing the tools of %s: %w", src.Info().Name, err)
	}
	opts := &mcp.ServerOptions{Instructions: src.Info().Instructions}
	if opts.Instructions == "" {
		opts.Instructions = src.Info().Description
	}
	s := mcp.NewServer(impl, opts)
	for _, t := range tools {
		schema, err := catalog.CompileSchema(t.Name, t.InputSchema)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", t.Name, err)
		}
		s.AddTool(toMCP(t), handler(src, t.Name, schema))
	}
	return s, nil
}

// toMCP converts a tool definition.
func toMCP(t *catalog.Tool) *mcp.Tool {
	schema := t.InputSchema
	if len(bytes.TrimSpace(schema)) == 0 || string(bytes.TrimSpace(schema)) == "{}" {
		schema = json.RawMessage(`{"type":"object"}`)
	}
	out := &mcp.Tool{Name: t.Name, Title: t.Title, Description: t.Description, InputSchema: schema}
	if len(t.OutputSchema) > 0 {
		out.OutputSchema = t.OutputSchema
	}
	a := t.Annotations
	out.Annotations = &mcp.ToolAnnotations{
		Title:           a.Title,
		ReadOnlyHint:    a.IsReadOnly(),
		DestructiveHint: a.Destructive,
		IdempotentHint:  a.Idempotent != nil && *a.Idempotent,
		OpenWorldHint:   a.OpenWorld,
	}
	return out
}

func handler(src catalog.Source, name string, schema *catalog.Schema) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		input := map[string]any{}
		if raw := req.Params.Arguments; len(raw) > 0 && string(raw) != "null" {
			d := json.NewDecoder(bytes.NewReader(raw))
			d.UseNumber()
			if err := d.Decode(&input); err != nil {
				return errorResult(fmt.Sprintf("the arguments are not a JSON object: %v", err)), nil
			}
		}
		if err := schema.Validate(input); err != nil {
			return errorResult(err.Error()), nil
		}
		res, err := src.Call(ctx, name, input)
		if err != nil {
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
			return errorResult(err.Error()), nil
		}
		return FromResult(res), nil
	}
}

func errorResult(msg string) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: msg}}}
}

// FromResult converts a catalog result to an MCP one.
func FromResult(res *catalog.Result) *mcp.CallToolResult {
	out := &mcp.CallToolResult{IsError: res.IsError, StructuredContent: res.Structured, Content: []mcp.Content{}}
	for _, c := range res.Content {
		switch c.Type {
		case "image":
			out.Content = append(out.Content, &mcp.ImageContent{Data: c.Data, MIMEType: c.MIMEType})
		case "audio":
			out.Content = append(out.Content, &mcp.AudioContent{Data: c.Data, MIMEType: c.MIMEType})
		case "resource":
			out.Content = append(out.Content, &mcp.EmbeddedResource{Resource: &mcp.ResourceContents{
				URI: c.URI, MIMEType: c.MIMEType, Text: c.Text, Blob: c.Data}})
		case "resource_link":
			out.Content = append(out.Content, &mcp.ResourceLink{URI: c.URI, Name: c.Name, MIMEType: c.MIMEType})
		default:
			out.Content = append(out.Content, &mcp.TextContent{Text: c.Text})
		}
	}
	return out
}

// ServeStdio serves src over stdin and stdout until the client goes away
// or ctx ends.
func ServeStdio(ctx context.Context, src catalog.Source, impl *mcp.Implementation) error {
	s, err := NewServer(ctx, src, impl)
	if err != nil {
		return err
	}
	err = s.Run(ctx, &mcp.StdioTransport{})
	if errors.Is(err, context.Canceled) {
		return nil
	}
	return err
}
