package config_test

import (
	"fmt"

	"github.com/toolsinshell/tis/config"
)

func ExampleParse() {
	cfg, err := config.Parse([]byte(`{
  "mcpServers": {
    "github": {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-github"]},
    "docs": {"type": "streamable-http", "url": "https://docs.example.com/mcp", "load": "on_demand", "timeout": "1m"}
  }
}`), "/etc/tis.json", nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, name := range []string{"docs", "github"} {
		s := cfg.Servers[name]
		fmt.Println(name, s.Type, s.Load, s.EffectiveTimeout())
	}
	// Output:
	// docs http on_demand 1m0s
	// github stdio  30s
}

func ExampleParse_error() {
	_, err := config.Parse([]byte(`{
  "mcpServers": {
    "github": {"comand": "npx"}
  }
}`), "/etc/tis.json", nil)
	fmt.Println(err)
	// Output:
	// /etc/tis.json:3:16: mcpServers.github: unknown key "comand"; did you mean "command"?
}
