package tis

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"text/tabwriter"

	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/internal/plural"
	"github.com/toolsinshell/tis/runtime/gate"
	"github.com/toolsinshell/tis/toolerr"
)

// BashTool is the name of the one tool that reaches every source.
const BashTool = "bash"

// ToolDef is a tool as a model is offered it: the bash tool, or one that
// stays a direct tool call (SPEC section 5).
type ToolDef struct {
	// Name is the tool's name: "bash", or a direct tool's canonical name
	// (mcp_<server>__<tool>, or the tool's own for a top-level one).
	Name string `json:"name"`
	// Description says what it does.
	Description string `json:"description"`
	// InputSchema is the JSON Schema of its input.
	InputSchema json.RawMessage `json:"input_schema"`
	// Annotations are a direct tool's hints.
	Annotations catalog.Annotations `json:"annotations,omitzero"`
}

// bashSchema is the bash tool's input.
var bashSchema = json.RawMessage(`{"type":"object","properties":{"command":{"type":"string","description":"The bash script to run."}},"required":["command"],"additionalProperties":false}`)

// Tools returns the tools to offer the model: the bash tool (its
// description names every source, one line each with its tool count or
// "(not loaded)"), then the tools that stay direct: those the host marks
// Direct and those the configuration keeps visible. The sources that
// load at start are listed (and so started). With FEATURE_TOOLS_IN_SHELL
// off, every tool is offered directly and there is no bash tool.
func (s *Session) Tools(ctx context.Context) ([]ToolDef, error) {
	h := s.host
	sc, err := s.newScript(ctx, nil)
	if err != nil {
		return nil, err
	}
	cat := sc.cat
	cat.ListAll(ctx)
	var direct []ToolDef
	entries := allEntries(ctx, cat)
	kept := catalog.MatchVisible(entries, sc.pol.keepVisible).Kept
	for _, e := range entries {
		if !h.ToolsInShell() || e.Tool.Direct || kept[e] {
			direct = append(direct, entryDef(e))
		}
	}
	if !h.ToolsInShell() {
		return direct, nil
	}
	return append([]ToolDef{{Name: BashTool, Description: bashDescription(ctx, cat), InputSchema: bashSchema}}, direct...), nil
}

// allEntries lists every tool of the catalog: top-level ones, then each
// server's.
func allEntries(ctx context.Context, cat *catalog.Catalog) []*catalog.Entry {
	entries := cat.TopLevel(ctx)
	for _, srv := range cat.Servers() {
		entries = append(entries, srv.Entries...)
	}
	return entries
}

func entryDef(e *catalog.Entry) ToolDef {
	schema := e.Tool.InputSchema
	if len(bytes.TrimSpace(schema)) == 0 || string(bytes.TrimSpace(schema)) == "{}" {
		schema = json.RawMessage(`{"type":"object"}`)
	}
	desc := e.Tool.Description
	if desc == "" {
		desc = e.Command
	}
	return ToolDef{Name: e.Canonical, Description: desc, InputSchema: schema, Annotations: e.Tool.Annotations}
}

// bashDescription is the bash tool's description: what the shell is,
// its sources one line each, how to find and call tools.
func bashDescription(ctx context.Context, cat *catalog.Catalog) string {
	var b strings.Builder
	b.WriteString("Run a bash script in a sandboxed shell: bash as you know it (pipes, loops, jq, grep, sed, awk, " +
		"the coreutils), over files of its own that stay from one call to the next. Nothing runs on the host and " +
		"there is no network, except through the `tools` command, which reaches these sources:\n")
	var table strings.Builder
	tw := tabwriter.NewWriter(&table, 0, 0, 2, ' ', 0)
	for _, srv := range cat.Servers() {
		var count string
		switch {
		case !srv.Loaded && srv.Remembered >= 0:
			count = fmt.Sprintf("(not loaded; %s when last seen)", tools(srv.Remembered))
		case !srv.Loaded:
			count = "(not loaded)"
		case srv.Err != nil:
			count = "(unavailable)"
		default:
			count = tools(len(srv.Entries))
		}
		fmt.Fprintf(tw, "  %s\t%s\t%s\n", catalog.Display(srv.Name), count, catalog.FirstSentence(srv.Description, 90))
	}
	for _, e := range cat.TopLevel(ctx) {
		fmt.Fprintf(tw, "  %s\t\t%s\n", catalog.Display(e.Tool.Name), catalog.FirstSentence(e.Tool.Description, 90))
	}
	tw.Flush()
	for _, line := range strings.SplitAfter(table.String(), "\n") {
		// A source without a description leaves the table's padding.
		if trimmed := strings.TrimRight(line, " \n"); trimmed != "" {
			b.WriteString(trimmed + "\n")
		}
	}
	b.WriteString("Find tools with `tools search <words>` or `tools <server> --help`; `tools <server> <tool> --help` " +
		"shows a tool's input. Call one with key=value pairs (`tools <server> <tool> key=value`, `key=@file` for a " +
		"file's content), a JSON object argument (`@file` for one in a file), or JSON on stdin (read only when given to the call: after `|`, or its own `<`, `<<`, `<<<`, or with `-`; never a loop's stdin); JSON that holds quotes is easiest on stdin through a quoted heredoc " +
		"(`tools <server> <tool> <<'EOF'` ... `EOF`). A result is printed on stdout (JSON, or text); an error is " +
		"one JSON line on stderr and exit status 1. One script can make many calls: filter with jq and print only " +
		"what you need. A call that needs a person's approval stops the script, and the result says what was done.")
	return b.String()
}

// tools counts tools: "1 tool", "3 tools".
func tools(n int) string {
	return plural.Count(int64(n), "tool", "tools")
}

// CallOptions are the inputs of one direct call besides the tool and its
// input.
type CallOptions struct {
	// Ask, when set, asks a person about the call if it needs approval,
	// in place of Options.Ask.
	Ask gate.AskFunc
}

// CallTool calls a tool that stays direct (a ToolDef other than bash)
// through the same checks as a call from a script: rules, hooks, the
// schema check, approvals (Options.Ask, or opts.Ask, included), the
// audit log. A failure of the tool itself is a Result with IsError; a
// call that is refused is an error with a code (toolerr):
// unknown_command, invalid_input, denied, or needs_approval, naming the
// request raised, which the host answers before calling again. opts may
// be nil.
func (s *Session) CallTool(ctx context.Context, name string, input map[string]any, opts *CallOptions) (*catalog.Result, error) {
	var ask gate.AskFunc
	if opts != nil {
		ask = opts.Ask
	}
	sc, err := s.newScript(ctx, ask)
	if err != nil {
		return nil, err
	}
	e, _, err := sc.cat.Resolve(ctx, []string{name})
	if err != nil {
		return nil, err
	}
	if e == nil {
		return nil, toolerr.UnknownCommand(fmt.Sprintf("no tool named %q", name), nil)
	}
	if input == nil {
		input = map[string]any{}
	}
	c := &gate.Call{Entry: e, Input: input, Direct: true, ReadOnly: e.Tool.Annotations.IsReadOnly()}
	res, err := sc.handler()(ctx, c)
	var se *gate.StopError
	if errors.As(err, &se) {
		return nil, se.Err // a direct call stops no script
	}
	return res, err
}

// Anthropic returns the tools in the shape of the Anthropic Messages
// API's tools parameter.
func Anthropic(defs []ToolDef) []map[string]any {
	out := make([]map[string]any, len(defs))
	for i, d := range defs {
		out[i] = map[string]any{"name": d.Name, "description": d.Description, "input_schema": d.InputSchema}
	}
	return out
}

// OpenAIChat returns the tools in the shape of the OpenAI Chat
// Completions API's tools parameter.
func OpenAIChat(defs []ToolDef) []map[string]any {
	out := make([]map[string]any, len(defs))
	for i, d := range defs {
		out[i] = map[string]any{"type": "function", "function": map[string]any{
			"name": d.Name, "description": d.Description, "parameters": d.InputSchema}}
	}
	return out
}

// OpenAIResponses returns the tools in the shape of the OpenAI Responses
// API's tools parameter.
func OpenAIResponses(defs []ToolDef) []map[string]any {
	out := make([]map[string]any, len(defs))
	for i, d := range defs {
		out[i] = map[string]any{"type": "function", "name": d.Name, "description": d.Description, "parameters": d.InputSchema}
	}
	return out
}

// Text is the result as a model reads it: the script's output in the
// order it was written, then, when there is one, the report as JSON.
func (r *Result) Text() string {
	var b strings.Builder
	b.WriteString(r.Output())
	if r.Reported {
		if b.Len() > 0 && !strings.HasSuffix(b.String(), "\n") {
			b.WriteByte('\n')
		}
		js, _ := json.Marshal(r.Report)
		b.Write(js)
		b.WriteByte('\n')
	}
	if b.Len() == 0 {
		fmt.Fprintf(&b, "(no output; exit status %d)\n", r.ExitCode)
	}
	return b.String()
}
