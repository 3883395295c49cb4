// Package catalog is the one list of tools that the shell's tools command
// and the gateway share: sources (MCP servers, sets of Go tools, servers
// not loaded yet) and their tools, the names a script uses for them, a
// search index, compact signatures and the schema check of an input.
//
// A catalog is built anew for every script from the sources (New), so a
// source added or changed between two scripts is seen by the next one.
// Sources cache what is costly (an MCP server's tool list) themselves.
package catalog

import (
	"context"
	"encoding/json"
	"errors"
	"time"
)

// Annotations are the hints a tool gives about itself, as MCP's
// ToolAnnotations. A nil field means the tool says nothing.
type Annotations struct {
	// Title is a human-readable name.
	Title string `json:"title,omitempty"`
	// ReadOnly: the tool does not change its environment.
	ReadOnly *bool `json:"readOnlyHint,omitempty"`
	// Destructive: the tool may destroy or overwrite (meaningful when not
	// read-only).
	Destructive *bool `json:"destructiveHint,omitempty"`
	// Idempotent: calling it again with the same input has no further effect.
	Idempotent *bool `json:"idempotentHint,omitempty"`
	// OpenWorld: the tool reaches entities outside its own domain (the web).
	OpenWorld *bool `json:"openWorldHint,omitempty"`
}

// IsReadOnly reports whether the tool says it is read-only.
func (a Annotations) IsReadOnly() bool { return a.ReadOnly != nil && *a.ReadOnly }

// IsDestructive reports whether the tool says it is destructive.
func (a Annotations) IsDestructive() bool { return a.Destructive != nil && *a.Destructive }

// Tool is one tool of a source.
type Tool struct {
	// Name is the tool's name as its source knows it ("list_pulls").
	Name string `json:"name"`
	// Title is a human-readable name, if the source gives one.
	Title string `json:"title,omitempty"`
	// Description says what the tool does.
	Description string `json:"description,omitempty"`
	// InputSchema is the JSON Schema of the input object; nil or empty
	// means any object with no declared fields.
	InputSchema json.RawMessage `json:"inputSchema,omitempty"`
	// OutputSchema is the JSON Schema of structured results, if any.
	OutputSchema json.RawMessage `json:"outputSchema,omitempty"`
	// Annotations are the tool's hints.
	Annotations Annotations `json:"annotations,omitzero"`
	// Direct marks a tool that stays a direct tool call of the model
	// (SPEC section 5). It is still callable from the shell.
	Direct bool `json:"-"`
}

// Content is one item of a tool's result.
type Content struct {
	// Type is "text", "image", "audio", "resource" (embedded) or
	// "resource_link".
	Type string `json:"type"`
	// Text is the text of a text item or of a text resource.
	Text string `json:"text,omitempty"`
	// Data is the decoded bytes of an image, audio or blob resource.
	Data []byte `json:"data,omitempty"`
	// MIMEType is the media type of Data (or of a resource).
	MIMEType string `json:"mimeType,omitempty"`
	// URI names a resource or resource link.
	URI string `json:"uri,omitempty"`
	// Name is a resource link's name.
	Name string `json:"name,omitempty"`
}

// Result is what a tool call returned.
type Result struct {
	// Content is the unstructured result.
	Content []Content `json:"content,omitempty"`
	// Structured is the structured result (MCP structuredContent); nil
	// when absent. It wins over text when both are given.
	Structured any `json:"structuredContent,omitempty"`
	// IsError reports a failure of the tool itself; the text content is
	// its message.
	IsError bool `json:"isError,omitempty"`
}

// SourceInfo describes a source.
type SourceInfo struct {
	// Name is the server name scripts use (tools <name> <tool>). For a
	// source of top-level tools it only labels the source.
	Name string
	// Description is one line shown with the server in tools --help.
	Description string
	// Grouped: the tools are reached as tools <name> <tool> (MCP servers
	// and server-like sets of Go tools). Otherwise each tool is top level
	// (tools web-fetch).
	Grouped bool
	// Instructions are what the server says about using it (the
	// instructions of its MCP initialize result), as it gave them; ""
	// before it is loaded or when it gave none.
	Instructions string
}

// Source is anything that has tools: an MCP server, a set of Go tools, a
// server that is not loaded yet.
type Source interface {
	// Info describes the source; it never blocks.
	Info() SourceInfo
	// Tools returns the source's tools, connecting or loading first when
	// needed. An error is reported as unavailable for this source only.
	Tools(ctx context.Context) ([]*Tool, error)
	// Call runs one tool with an input that passed its schema check. A
	// failure of the tool is a Result with IsError; an error is a failure
	// to reach it (map it with the toolerr package): toolerr.NoAnswer for
	// a call sent that got no answer, an error wrapping ErrNotSent for one
	// not sent because its script was stopped (ctx may carry that stop:
	// see WithStop).
	Call(ctx context.Context, tool string, input map[string]any) (*Result, error)
}

// Lazy is implemented by a source that loads on demand. Until Loaded is
// true the catalog lists it as (not loaded) without calling Tools.
type Lazy interface {
	Loaded() bool
}

// stopKey is the context key of WithStop.
type stopKey struct{}

// WithStop returns ctx carrying stop. ctx is the context a source waits
// on for the answer of a call; stop ends when the call's script is
// stopped, and ctx a short grace after it, so that the answer of a
// request already sent is still received and recorded. A source that
// knows when it sends must not begin sending once stop is done: it fails
// with an error that wraps ErrNotSent. A source that cannot tell uses ctx
// alone (its call counts as sent).
func WithStop(ctx, stop context.Context) context.Context {
	return context.WithValue(ctx, stopKey{}, stop)
}

// Stop returns the stop context of ctx (WithStop), or ctx itself when it
// carries none.
func Stop(ctx context.Context) context.Context {
	if stop, ok := ctx.Value(stopKey{}).(context.Context); ok {
		return stop
	}
	return ctx
}

// ErrNotSent is wrapped by the error of a call that its source did not
// send because the script was stopped first (Stop): nothing of it ran.
var ErrNotSent = errors.New("the call was not sent: the script was stopped first")

// callDeadlineKey is the context key of WithCallDeadline.
type callDeadlineKey struct{}

// WithCallDeadline returns ctx carrying a deadline for one call: a source
// treats it as the call's timeout (a source's own recovery from a server
// that does not answer, such as a ping and a restart, then runs before
// the caller's context ends), not as the caller giving up.
func WithCallDeadline(ctx context.Context, t time.Time) context.Context {
	return context.WithValue(ctx, callDeadlineKey{}, t)
}

// CallDeadline returns the call deadline of ctx, if it has one.
func CallDeadline(ctx context.Context) (time.Time, bool) {
	t, ok := ctx.Value(callDeadlineKey{}).(time.Time)
	return t, ok
}
