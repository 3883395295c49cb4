package bench

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/toolsinshell/tis"
	"github.com/toolsinshell/tis/config"
	"os"
	"path/filepath"
	"time"

	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/gotools"
	"github.com/toolsinshell/tis/internal/tracker"
	tisruntime "github.com/toolsinshell/tis/runtime"
)

// staticSource serves a published tool list without a server behind it:
// listing and searching work, calls fail.
type staticSource struct {
	name  string
	tools []*catalog.Tool
}

func (s *staticSource) Info() catalog.SourceInfo {
	return catalog.SourceInfo{Name: s.name, Description: "Published tools of " + s.name + ".", Grouped: true}
}

func (s *staticSource) Tools(context.Context) ([]*catalog.Tool, error) { return s.tools, nil }

func (s *staticSource) Call(context.Context, string, map[string]any) (*catalog.Result, error) {
	return nil, errors.New("offline catalog: no server to call")
}

// SharedCatalogSources loads the published tool lists of real MCP
// servers from shared/catalogs beside the repository (335 tools of 13
// servers) as sources that can be listed and searched but not called.
func SharedCatalogSources() ([]catalog.Source, error) {
	dir, ok := SharedPath("catalogs")
	if !ok {
		return nil, errors.New("shared/catalogs is not beside the repository")
	}
	files, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil || len(files) == 0 {
		return nil, fmt.Errorf("no catalogs in %s", dir)
	}
	var out []catalog.Source
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		var doc struct {
			Server string          `json:"server"`
			Tools  []*catalog.Tool `json:"tools"`
		}
		if err := json.Unmarshal(data, &doc); err != nil {
			return nil, fmt.Errorf("%s: %w", f, err)
		}
		out = append(out, &staticSource{name: doc.Server, tools: doc.Tools})
	}
	return out, nil
}

// ToolsWorkload is a tools script run against a set of sources.
type ToolsWorkload struct {
	// Name identifies the workload.
	Name string
	// Script is run in a warm session with a fresh catalog each time.
	Script string
	// Shared selects the 335 published tools of shared/catalogs as the
	// sources; otherwise the example tracker is the only source.
	Shared bool
}

// ToolsWorkloads are the measured uses of the tools command.
func ToolsWorkloads() []ToolsWorkload {
	return []ToolsWorkload{
		{Name: "catalog+help-335-tools", Script: "tools --help > /dev/null", Shared: true},
		{Name: "catalog+search-335-tools", Script: "tools search create pull request > /dev/null", Shared: true},
		{Name: "catalog+one-go-tool-call", Script: "tools github get-pull repo=acme/api number=12 > /dev/null"},
		{Name: "catalog+10-go-tool-calls", Script: "for n in 1 3 4 6 8 10 13 1 3 4; do tools github get-issue repo=acme/api number=$n; done > /dev/null"},
	}
}

// ToolsRunner prepares a workload and returns a function that runs it
// once: a new catalog (as every script gets) and the script.
func ToolsRunner(w ToolsWorkload) (func() error, error) {
	var sources []catalog.Source
	if w.Shared {
		var err error
		if sources, err = SharedCatalogSources(); err != nil {
			return nil, err
		}
	} else {
		sources = []catalog.Source{tracker.New("github"), gotools.NewSource(catalog.SourceInfo{Name: "builtin"})}
	}
	// A host of these sources only, every call allowed, no audit kept on
	// disk: the cost of the catalog and the tools command.
	ctx := context.Background()
	h, err := tis.New(ctx, &tis.Options{Config: &config.Config{NoDefaultRules: true, Approvals: &config.Approvals{Default: "allow"}},
		Sources: sources, Limits: tis.Limits{Limits: tisruntime.Limits{MaxCommands: -1}, MaxCalls: -1}})
	if err != nil {
		return nil, err
	}
	s, err := h.Session(ctx, "bench")
	if err != nil {
		return nil, err
	}
	return func() error {
		res, err := s.Run(ctx, w.Script, nil)
		if err != nil {
			return err
		}
		if res.ExitCode != 0 {
			return fmt.Errorf("%s: exit %d: %s", w.Name, res.ExitCode, res.Stderr)
		}
		return nil
	}, nil
}

// MedianOf runs f n times and returns the median duration.
func MedianOf(n int, f func() error) (time.Duration, error) {
	return Median(n, func() (string, error) { return "", f() })
}
