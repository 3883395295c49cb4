package analyzer_test

import (
	"fmt"

	"github.com/toolsinshell/tis/analyzer"
)

func Example() {
	script := `tools github get-pull repo=acme/web number=42
jq -n '{title: "Flaky"}' | tools linear create-issue
for n in 1 2; do tools github close-issue repo=acme/web number=$n; done
eval "$cmd"
`
	rep, err := analyzer.Analyze("triage.sh", script)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, c := range rep.Calls {
		fmt.Println(c)
	}
	for _, o := range rep.Opaque {
		fmt.Println(o)
	}
	// Output:
	// 1:1: tools github get-pull repo=acme/web number=42 [literal, top level]
	// 2:28: tools linear create-issue [literal, stdin: pipe, in pipeline]
	// 3:18: tools github close-issue repo=acme/web number=$n [built at run time, in loop]
	// 4:1: eval: eval "$cmd"
}

func ExampleAnalyze_parseError() {
	_, err := analyzer.Analyze("bad.sh", "echo hi\nif true; then\n")
	fmt.Println(err)
	// Output:
	// bad.sh:2:10: `then` must be followed by a statement list
}
