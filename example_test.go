package tis_test

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/toolsinshell/tis"
	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/config"
	"github.com/toolsinshell/tis/gotools"
)

type weatherInput struct {
	City string `json:"city" jsonschema:"description=The city"`
}

// weatherHost is a host whose one source is a Go function.
func weatherHost() *tis.Host {
	forecast := gotools.Func("forecast", "The weather forecast of a city.",
		func(ctx context.Context, in weatherInput) (map[string]any, error) {
			return map[string]any{"city": in.City, "sky": "clear", "high": 21}, nil
		}, gotools.ReadOnly())
	h, err := tis.New(context.Background(), &tis.Options{
		Config:  &config.Config{}, // no MCP servers
		Sources: []catalog.Source{gotools.NewSource(catalog.SourceInfo{Name: "weather", Grouped: true}, forecast)},
	})
	if err != nil {
		panic(err)
	}
	return h
}

// A host from Go values with a Go function as a tool.
func Example_goTool() {
	ctx := context.Background()
	h := weatherHost()
	defer h.Close()
	s, _ := h.Session(ctx, "demo")
	res, _ := s.Run(ctx, `tools weather forecast city=Lyon | jq -r '"\(.city): \(.sky), \(.high)°"'`, nil)
	fmt.Print(res.Stdout)
	// Output: Lyon: clear, 21°
}

// Run a script and read its result: the exit status, the output, and the
// report of what it did with tools.
func Example_run() {
	ctx := context.Background()
	h, _ := tis.New(ctx, nil) // the built-in example issue tracker
	defer h.Close()
	s, _ := h.Session(ctx, "demo")
	res, _ := s.Run(ctx, `
tools github list-pulls repo=acme/api state=open | jq -r '[.[] | select(.draft | not) | .number] | sort | .[:2][]' 
echo "done" >&2
exit 3`, nil)
	fmt.Printf("exit %d\nstdout %q\nstderr %q\nread-only calls %d\n", res.ExitCode, res.Stdout, res.Stderr, res.Report.Tools.ReadOnlyCalls)
	// Output:
	// exit 3
	// stdout "7\n11\n"
	// stderr "done\n"
	// read-only calls 1
}

// A call written out in full that needs approval keeps the script from
// starting; once a person answers, the same script runs.
func Example_approval() {
	ctx := context.Background()
	h, _ := tis.New(ctx, nil)
	defer h.Close()
	s, _ := h.Session(ctx, "demo")
	script := "tools github delete-branch repo=acme/api branch=fix-rate-limit-429 > /dev/null && echo deleted"
	res, _ := s.Run(ctx, script, nil)
	st := res.Report.Tools.Stopped
	fmt.Println(st.Reason, st.BeforeStart, st.Call.Tool)

	pending, _ := h.Pending(ctx, "demo")
	_ = h.Answer(ctx, pending[0].ID, tis.Answer{Kind: tis.Once, By: "ann"})
	res, _ = s.Run(ctx, script, nil)
	fmt.Print(res.Stdout)
	// Output:
	// needs_approval true tools github delete-branch
	// deleted
}

// The tools to offer a model, in the Anthropic Messages API's shape.
func Example_toolDefinitions() {
	ctx := context.Background()
	h := weatherHost()
	defer h.Close()
	s, _ := h.Session(ctx, "demo")
	defs, _ := s.Tools(ctx)
	b, _ := json.Marshal(tis.Anthropic(defs)[0]["input_schema"])
	fmt.Println(len(defs), defs[0].Name, string(b))
	// Output: 1 bash {"type":"object","properties":{"command":{"type":"string","description":"The bash script to run."}},"required":["command"],"additionalProperties":false}
}
