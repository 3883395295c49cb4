package tis_test

import (
	"context"
	"strings"
	"testing"

	tis "github.com/toolsinshell/tis"
	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/config"
	"github.com/toolsinshell/tis/gotools"
)

// TestBashDescriptionLines: the bash tool's description counts tools in
// the singular and plural, and a source without a description leaves no
// padding at the end of its line.
func TestBashDescriptionLines(t *testing.T) {
	ctx := context.Background()
	tool := func(name string) *gotools.Tool {
		return gotools.New(name, "", nil, func(context.Context, map[string]any) (*catalog.Result, error) { return nil, nil })
	}
	h, err := tis.New(ctx, &tis.Options{Config: &config.Config{}, Sources: []catalog.Source{
		gotools.NewSource(catalog.SourceInfo{Name: "one", Grouped: true}, tool("a")),
		gotools.NewSource(catalog.SourceInfo{Name: "two", Grouped: true, Description: "Two of them."}, tool("a"), tool("b")),
	}})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	s, err := h.Session(ctx, "t")
	if err != nil {
		t.Fatal(err)
	}
	defs, err := s.Tools(ctx)
	if err != nil {
		t.Fatal(err)
	}
	desc := defs[0].Description
	for _, want := range []string{"\n  one        1 tool\n", "\n  two        2 tools  Two of them.\n"} {
		if !strings.Contains(desc, want) {
			t.Errorf("description has no %q:\n%s", want, desc)
		}
	}
	for _, line := range strings.Split(desc, "\n") {
		if strings.TrimRight(line, " ") != line {
			t.Errorf("trailing spaces: %q", line)
		}
	}
}
