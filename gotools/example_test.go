package gotools_test

import (
	"context"
	"fmt"

	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/gotools"
)

type greetInput struct {
	Name string `json:"name" jsonschema:"description=Who to greet"`
}

func Example() {
	greet := gotools.Func("greet", "Greet someone.",
		func(ctx context.Context, in greetInput) (string, error) {
			return "hello, " + in.Name, nil
		}, gotools.ReadOnly())
	src := gotools.NewSource(catalog.SourceInfo{Name: "demo", Grouped: true}, greet)

	tools, _ := src.Tools(context.Background())
	fmt.Println(string(tools[0].InputSchema))
	res, _ := src.Call(context.Background(), "greet", map[string]any{"name": "Ada"})
	fmt.Println(res.Content[0].Text)
	// Output:
	// {"properties":{"name":{"type":"string","description":"Who to greet"}},"additionalProperties":false,"type":"object","required":["name"]}
	// hello, Ada
}
