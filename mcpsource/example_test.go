package mcpsource_test

import (
	"context"
	"fmt"
	"os"

	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/config"
	"github.com/toolsinshell/tis/mcpsource"
)

// A Manager keeps the MCP servers of a configuration; each script builds
// its catalog from the current sources.
func Example() {
	m := mcpsource.NewManager(&mcpsource.Options{Stderr: os.Stderr})
	defer m.Close()

	cfg := &config.Config{Servers: map[string]*config.Server{
		"memory": {Command: "npx", Args: []string{"-y", "@modelcontextprotocol/server-memory"}},
		"docs":   {URL: "https://docs.example.com/mcp", Load: config.LoadOnDemand},
	}}
	ctx := context.Background()
	// Per script: apply the configuration as just read (cheap when nothing
	// changed), then build the catalog.
	cat := catalog.New(m.Apply(ctx, cfg), nil)
	_ = cat

	// A source can also be used alone.
	s := mcpsource.New(cfg.Servers["memory"], nil)
	defer s.Close()
	res, err := s.Call(ctx, "read_graph", nil)
	if err != nil {
		fmt.Println(err) // a toolerr error: unavailable, connection_required, tool_error
		return
	}
	for _, c := range res.Content {
		fmt.Println(c.Text)
	}
}
