package policy_test

import (
	"fmt"

	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/policy"
)

func Example() {
	src := []byte(`
rule: never-delete-main
when: call.tool == "delete_branch" && call.input.?branch.orValue("") == "main"
action: deny
message: main cannot be deleted.
`)
	e, err := policy.Compile(src, "admin.rules")
	if err != nil {
		fmt.Println(err)
		return
	}
	yes := true
	def := &catalog.Tool{Name: "delete_branch", Annotations: catalog.Annotations{Destructive: &yes}}
	for _, branch := range []string{"main", "fix-x"} {
		v := e.Decide(policy.Call{Server: "github", Tool: "delete_branch", Def: def,
			Input: map[string]any{"branch": branch}}, policy.Options{})
		fmt.Printf("%s: %s (%s) %s\n", branch, v.Action, v.Source, v.Message)
	}
	_, err = policy.Compile([]byte("rule: typo\nwhen: call.servr == \"github\"\naction: deny\n"), "admin.rules")
	fmt.Println(err)
	// Output:
	// main: deny (rule) main cannot be deleted.
	// fix-x: ask (annotation) the tool says it is destructive (destructiveHint)
	// admin.rules:2:11: rule typo: call has no field "servr" (fields: server, tool, canonical, command, input)
}
