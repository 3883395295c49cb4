package main

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

func TestMain(m *testing.M) {
	// tsrun starts itself as the example MCP server; under test, "itself"
	// is this test binary.
	if len(os.Args) == 2 && os.Args[1] == serveExampleFlag {
		os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
	}
	testscript.Main(m, map[string]func(){
		"tsrun": func() { os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)) },
	})
}

// mcpServers finds the npm MCP servers of testdata/mcp-servers, or says
// why they are not there.
func mcpServers() (string, error) {
	dir, err := filepath.Abs("../../testdata/mcp-servers")
	if err != nil {
		return "", err
	}
	if _, err := exec.LookPath("node"); err != nil {
		return "", errors.New("node not found")
	}
	if _, err := os.Stat(filepath.Join(dir, "node_modules", "@modelcontextprotocol", "server-everything")); err != nil {
		return "", fmt.Errorf("run npm ci in %s", dir)
	}
	return dir, nil
}

// TestScripts runs the golden scripts of testdata/scripts. UPDATE=1
// rewrites their expected output. Scripts that need the npm MCP servers
// start with "[!mcp] skip"; with TIS_REQUIRE_NODE=1 their absence fails.
func TestScripts(t *testing.T) {
	servers, serversErr := mcpServers()
	if serversErr != nil && os.Getenv("TIS_REQUIRE_NODE") == "1" {
		t.Fatalf("TIS_REQUIRE_NODE=1: %v", serversErr)
	}
	if serversErr != nil {
		t.Logf("scripts that need MCP servers are skipped: %v", serversErr)
	}
	testscript.Run(t, testscript.Params{
		Dir:           "../../testdata/scripts",
		UpdateScripts: os.Getenv("UPDATE") != "",
		Setup: func(env *testscript.Env) error {
			// The approval store of each script's runs lives in its own
			// work directory.
			env.Setenv("XDG_STATE_HOME", filepath.Join(env.WorkDir, ".state"))
			env.Setenv("MCP_SERVERS", servers)
			if path, err := exec.LookPath("node"); err == nil {
				env.Setenv("NODE", path)
			}
			return nil
		},
		Condition: func(cond string) (bool, error) {
			if cond == "mcp" {
				return serversErr == nil, nil
			}
			return false, fmt.Errorf("unknown condition %q", cond)
		},
	})
}
