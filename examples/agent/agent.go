package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/toolsinshell/tis"
	"github.com/toolsinshell/tis/catalog"
)

// system is the system prompt. The bash tool's own description says what
// the shell is and which sources its tools command reaches.
const system = "Use the bash tool to reach the user's tools: " +
	"one script can make many tool calls, filter the results with jq and print only what you need. " +
	"When a result says a call is waiting for the user's approval, tell them what you tried and stop."

// agent is one conversation: the model on one side, a session of the
// host on the other.
type agent struct {
	api       *client
	model     string
	maxTokens int
	maxTurns  int
	sess      *tis.Session
	// log receives the transcript: the model's text on the way, each
	// tool call and what it printed.
	log io.Writer
	// answer receives the model's last text, the one of the turn it ends.
	answer io.Writer
}

// run runs the conversation from the user's prompt until the model ends
// its turn. It fails when the API or the host fails, or when the model
// does not finish within maxTurns.
func (a *agent) run(ctx context.Context, prompt string) error {
	// The tools are listed once per conversation: the same definitions
	// on every request keep the prompt cacheable. The bash tool's
	// description is a summary; the model finds the current tools with
	// `tools --help` and `tools search`.
	defs, err := a.sess.Tools(ctx)
	if err != nil {
		return fmt.Errorf("listing the tools: %w", err)
	}
	req := &request{Model: a.model, MaxTokens: a.maxTokens, System: system, Tools: tis.Anthropic(defs),
		Messages: []message{{Role: "user", Content: []any{newText(prompt)}}}}
	for turn := 0; turn < a.maxTurns; turn++ {
		resp, err := a.api.create(ctx, req)
		if err != nil {
			return err
		}
		// The assistant's blocks go back as they came (thinking blocks
		// carry signatures that must not change).
		content := make([]any, len(resp.Content))
		for i, raw := range resp.Content {
			content[i] = raw
		}
		req.Messages = append(req.Messages, message{Role: "assistant", Content: content})
		var uses []block
		var text strings.Builder
		for _, raw := range resp.Content {
			var b block
			if err := json.Unmarshal(raw, &b); err != nil {
				return fmt.Errorf("messages API: a content block: %w", err)
			}
			switch b.Type {
			case "text":
				text.WriteString(b.Text)
			case "tool_use":
				uses = append(uses, b)
			}
		}
		switch resp.StopReason {
		case "tool_use":
			if text.Len() > 0 {
				fmt.Fprintln(a.log, strings.TrimSpace(text.String()))
			}
		case "end_turn", "stop_sequence":
			fmt.Fprintln(a.answer, strings.TrimSpace(text.String()))
			return nil
		case "max_tokens":
			return fmt.Errorf("the model's turn was cut at max_tokens (%d)", a.maxTokens)
		default:
			return fmt.Errorf("the model stopped: %s", resp.StopReason)
		}
		if len(uses) == 0 {
			return errors.New("messages API: stop_reason tool_use without a tool_use block")
		}
		// Every tool_use block gets its tool_result, in order, in one
		// user turn.
		results := make([]any, len(uses))
		for i, u := range uses {
			r, err := a.call(ctx, u)
			if err != nil {
				return err
			}
			results[i] = r
		}
		req.Messages = append(req.Messages, message{Role: "user", Content: results})
	}
	return fmt.Errorf("the model did not finish within its limit of turns (%d)", a.maxTurns)
}

// call makes one tool call of the model: a script for the bash tool, a
// direct call for any other. A failure of the call is the model's to read
// (is_error); the error is the host's own failure.
func (a *agent) call(ctx context.Context, u block) (*toolResult, error) {
	res := &toolResult{Type: "tool_result", ToolUseID: u.ID}
	if u.Name == tis.BashTool {
		var in struct {
			Command string `json:"command"`
		}
		if err := json.Unmarshal(u.Input, &in); err != nil || in.Command == "" {
			res.Content, res.IsError = []any{newText(`the bash tool's input is {"command": "<script>"}`)}, true
			return res, nil
		}
		fmt.Fprintf(a.log, "$ %s\n", strings.ReplaceAll(strings.TrimSpace(in.Command), "\n", "\n> "))
		out, err := a.sess.Run(ctx, in.Command, nil)
		if err != nil {
			return nil, fmt.Errorf("running a script: %w", err)
		}
		text := out.Text()
		fmt.Fprint(a.log, indent(text))
		res.Content = append(res.Content, newText(text))
		for _, img := range out.Images {
			if imageTypes[img.MIMEType] {
				res.Content = append(res.Content, newImage(img.MIMEType, img.Data))
			}
		}
		res.IsError = !out.Success
		return res, nil
	}

	var input map[string]any
	if len(u.Input) > 0 {
		if err := json.Unmarshal(u.Input, &input); err != nil {
			res.Content, res.IsError = []any{newText("the input is not a JSON object: " + err.Error())}, true
			return res, nil
		}
	}
	fmt.Fprintf(a.log, "%s %s\n", u.Name, u.Input)
	out, err := a.sess.CallTool(ctx, u.Name, input, nil)
	if err != nil {
		// A coded failure (unknown tool, invalid input, denied, needs
		// approval, ...): its message is the model's to read.
		fmt.Fprint(a.log, indent(err.Error()+"\n"))
		res.Content, res.IsError = []any{newText(err.Error())}, true
		return res, nil
	}
	res.Content, res.IsError = resultContent(out), out.IsError
	return res, nil
}

// resultContent turns a direct tool's result into content blocks: text
// as text, images as images, the structured result as JSON when there is
// no text.
func resultContent(r *catalog.Result) []any {
	var out []any
	hasText := false
	for _, c := range r.Content {
		switch {
		case c.Type == "text":
			out, hasText = append(out, newText(c.Text)), true
		case c.Type == "image" && imageTypes[c.MIMEType]:
			out = append(out, newImage(c.MIMEType, c.Data))
		case c.URI != "":
			out = append(out, newText(fmt.Sprintf("(%s %s)", c.Type, c.URI)))
		}
	}
	if !hasText && r.Structured != nil {
		if js, err := json.Marshal(r.Structured); err == nil {
			out = append(out, newText(string(js)))
		}
	}
	if len(out) == 0 {
		out = append(out, newText("(no output)"))
	}
	return out
}

// indent prefixes each line of s for the transcript.
func indent(s string) string {
	if s == "" {
		return ""
	}
	return "  " + strings.ReplaceAll(strings.TrimSuffix(s, "\n"), "\n", "\n  ") + "\n"
}
