package gateway_test

import (
	"testing"

	"github.com/toolsinshell/tis/gateway"
	"github.com/toolsinshell/tis/runtime/gate"
)

// TestElicitMessage: the question a person reads names who wants the
// call (a script, or the assistant for a direct tool) and ends each
// sentence.
func TestElicitMessage(t *testing.T) {
	in := map[string]any{"branch": "main"}
	for _, tc := range []struct {
		q    gate.Question
		want string
	}{
		{gate.Question{Tool: "tools github delete-branch", Canonical: "mcp_github__delete_branch", Input: in, Message: "deletes a branch"},
			`A script wants to call tools github delete-branch with {"branch":"main"}. Deletes a branch. Allow it?`},
		{gate.Question{Tool: "tools github delete-branch", Canonical: "mcp_github__delete_branch", Input: in, Message: "It deletes a branch.", Direct: true},
			`The assistant wants to call mcp_github__delete_branch with {"branch":"main"}. It deletes a branch. Allow it?`},
		{gate.Question{Tool: "tools x y", Input: map[string]any{}},
			`A script wants to call tools x y with {}. Allow it?`},
	} {
		if got := gateway.ElicitParams(&tc.q).Message; got != tc.want {
			t.Errorf("message %q, want %q", got, tc.want)
		}
	}
}
