package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/toolsinshell/tis"
	"github.com/toolsinshell/tis/cmd/internal/cli"
	"github.com/toolsinshell/tis/internal/nodetest"
)

func TestMain(m *testing.M) {
	// tsrun runs scripts in worker processes, and can serve the example
	// MCP server; under test, "itself" is this test binary.
	if tis.IsWorker(os.Args[1:]) {
		os.Exit(tis.ServeWorker(os.Stdin, os.Stdout, os.Stderr))
	}
	if len(os.Args) == 2 && os.Args[1] == cli.ServeExampleFlag {
		os.Exit(cli.Tsrun(cli.Process(), os.Args[1:]))
	}
	// The hostile corpus runs this binary as tsrun or tscheck.
	switch os.Getenv(mainEnv) {
	case "tsrun":
		os.Exit(cli.Tsrun(cli.Process(), os.Args[1:]))
	case "tscheck":
		os.Exit(cli.Tscheck(cli.Process(), os.Args[1:]))
	}
	nodetest.Setup(os.Environ())
	testscript.Main(summarized{m}, map[string]func(){
		"tsrun":   func() { os.Exit(cli.Tsrun(cli.Process(), os.Args[1:])) },
		"tscheck": func() { os.Exit(cli.Tscheck(cli.Process(), os.Args[1:])) },
	})
}

// runIn runs tsrun in this process with the script's state directory.
func runIn(getenv func(string) string, args []string, stdout, stderr io.Writer) int {
	env := cli.Env{Stdin: strings.NewReader(""), Stdout: stdout, Stderr: stderr, Dir: getenv("WORK"),
		Environ: []string{"XDG_STATE_HOME=" + getenv("XDG_STATE_HOME"), "HOME=" + getenv("HOME")}}
	return cli.Tsrun(env, args)
}

// summarized runs the tests, then names in one line those skipped for
// want of the npm MCP servers.
type summarized struct{ m *testing.M }

func (s summarized) Run() int {
	code := s.m.Run()
	if line := nodetest.Summary(); line != "" {
		fmt.Println(line)
	}
	return code
}

// scriptsDir holds the golden scripts.
const scriptsDir = "../../testdata/scripts"

// scriptFiles lists the golden scripts, leaving out those that need the
// npm MCP servers ("[!mcp] skip") when they are missing, and records
// those for the summary line.
func scriptFiles(t *testing.T, haveServers bool) []string {
	files, err := filepath.Glob(filepath.Join(scriptsDir, "*.txtar"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no scripts in %s: %v", scriptsDir, err)
	}
	if haveServers {
		return files
	}
	var out []string
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(data), "\n[!mcp] skip") {
			nodetest.Skipped("TestScripts/" + strings.TrimSuffix(filepath.Base(f), ".txtar"))
			continue
		}
		out = append(out, f)
	}
	return out
}

// TestScripts runs the golden scripts of testdata/scripts. UPDATE=1
// rewrites their expected output. Scripts that need the npm MCP servers
// start with "[!mcp] skip"; with TIS_REQUIRE_NODE=1 their absence fails.
func TestScripts(t *testing.T) {
	found, serversErr := nodetest.Find()
	if serversErr != nil && nodetest.Required() {
		t.Fatalf("TIS_REQUIRE_NODE=1: %v", serversErr)
	}
	servers := found.Dir
	testscript.Run(t, testscript.Params{
		Files:         scriptFiles(t, serversErr == nil),
		UpdateScripts: os.Getenv("UPDATE") != "",
		Setup: func(env *testscript.Env) error {
			// The approval store of each script's runs lives in its own
			// work directory.
			env.Setenv("XDG_STATE_HOME", filepath.Join(env.WorkDir, ".state"))
			env.Setenv("MCP_SERVERS", servers)
			// A configuration can name this very program as the example
			// server: "command": "${TSRUN}", "args": ["--serve-example"].
			if exe, err := os.Executable(); err == nil {
				env.Setenv("TSRUN", exe)
			}
			if path, err := exec.LookPath("node"); err == nil {
				env.Setenv("NODE", path)
			}
			return nil
		},
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			// answer-pending KIND [flags...]: answers every pending approval
			// request with KIND, through tsrun --pending and tsrun --answer.
			"answer-pending": func(ts *testscript.TestScript, neg bool, args []string) {
				if len(args) < 1 {
					ts.Fatalf("usage: answer-pending once|always|deny [tsrun flags]")
				}
				env := func(k string) string { return ts.Getenv(k) }
				var out, errb strings.Builder
				if code := runIn(env, append([]string{"--pending"}, args[1:]...), &out, &errb); code != 0 {
					ts.Fatalf("tsrun --pending: %d %s", code, errb.String())
				}
				n := 0
				for _, line := range strings.Split(strings.TrimSpace(out.String()), "\n") {
					var r struct{ ID string }
					if line == "" || json.Unmarshal([]byte(line), &r) != nil {
						continue
					}
					var o, e strings.Builder
					if code := runIn(env, append([]string{"--answer", r.ID + "=" + args[0]}, args[1:]...), &o, &e); code != 0 {
						ts.Fatalf("tsrun --answer: %d %s", code, e.String())
					}
					n++
				}
				if (n == 0) != neg {
					ts.Fatalf("answered %d requests", n)
				}
			},
		},
		Condition: func(cond string) (bool, error) {
			if cond == "mcp" {
				return serversErr == nil, nil
			}
			return false, fmt.Errorf("unknown condition %q", cond)
		},
	})
}
