package toolcmd

import (
	"context"
	"encoding/json"
	"strings"
	"unicode/utf8"

	"github.com/toolsinshell/tis/catalog"
)

// Call is one tools call on its way through the Gate.
type Call struct {
	// Entry is the tool called.
	Entry *catalog.Entry
	// Input is the call's input; Pre may replace it (a hook's rewrite).
	Input map[string]any
	// Line is the script line of the call.
	Line int
	// ReadOnly starts as the tool's read-only hint; Approve sets it from
	// the verdict. Read-only calls are counted in the report, not listed.
	ReadOnly bool
	// State is the Gate's own, from Pre to Done.
	State any
}

// Gate judges every call the tools command makes, in the order of SPEC
// section 6. Its methods are called from the goroutines of a script's
// pipelines, so they must be safe for concurrent use.
type Gate interface {
	// Pre runs the guardrails (policy rules that deny) and the pre-tool
	// hooks, before the schema check; it may replace c.Input. An error
	// refuses the call: a *toolerr.DeniedError fails it (the script goes
	// on), a *toolerr.NeedsApprovalError stops the script.
	Pre(ctx context.Context, c *Call) error
	// Approve makes the approval decision for a call whose input passed
	// its schema check: nil lets it run; errors as for Pre.
	Approve(ctx context.Context, c *Call) error
	// Post runs the post-tool hooks, which see the result before the
	// script does and may replace it.
	Post(ctx context.Context, c *Call, res *catalog.Result) (*catalog.Result, error)
	// Done records the outcome of a call that got past parsing (the
	// audit log).
	Done(ctx context.Context, c *Call, rec CallRecord)
}

// resultLimit bounds a result kept for the report.
const resultLimit = 500

// trimResult keeps a short form of a result for the report: structured
// content, or the text (as JSON when it is JSON), cut to resultLimit
// characters.
func trimResult(res *catalog.Result) any {
	if res.Structured != nil {
		if b, err := marshal(res.Structured); err == nil && len(b) <= resultLimit {
			return res.Structured
		} else if err == nil {
			return cut(string(b))
		}
	}
	var texts []string
	for _, c := range res.Content {
		if c.Text != "" {
			texts = append(texts, c.Text)
		}
	}
	text := strings.TrimSpace(strings.Join(texts, "\n"))
	if text == "" {
		return nil
	}
	if len(text) <= resultLimit && json.Valid([]byte(text)) {
		var v any
		if json.Unmarshal([]byte(text), &v) == nil {
			return v
		}
	}
	return cut(text)
}

func cut(s string) string {
	if len(s) <= resultLimit {
		return s
	}
	i := resultLimit
	for i > 0 && !utf8.RuneStart(s[i]) {
		i--
	}
	return s[:i] + "…"
}
