package bench

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/toolsinshell/tis"
	"github.com/toolsinshell/tis/internal/plural"
	"github.com/toolsinshell/tis/store"
)

// StoreScript is a script of n calls that may change something: each is
// recorded in the store before it is sent and after it returns.
func StoreScript(n int) string {
	return fmt.Sprintf("for i in $(seq %d); do tools github create-issue repo=acme/api title=\"issue $i\" > /dev/null; done", n)
}

// StoreRunners returns two runs of StoreScript(calls) against the
// built-in example tracker: one with the SQLite store in a file (as
// tsrun keeps it), one with the store in memory; and a cleanup function.
func StoreRunners(calls int) (sqlite, memory func() error, cleanup func(), err error) {
	dir, err := os.MkdirTemp("", "tsbench-store-")
	if err != nil {
		return nil, nil, nil, err
	}
	var closers []func()
	cleanup = func() {
		for _, c := range closers {
			c()
		}
		os.RemoveAll(dir)
	}
	runner := func(st store.Store) (func() error, error) {
		ctx := context.Background()
		h, err := tis.New(ctx, &tis.Options{Store: st})
		if err != nil {
			return nil, err
		}
		closers = append(closers, func() { h.Close() })
		s, err := h.Session(ctx, "bench")
		if err != nil {
			return nil, err
		}
		script := StoreScript(calls)
		return func() error {
			res, err := s.Run(ctx, script, nil)
			if err != nil {
				return err
			}
			if res.ExitCode != 0 {
				return fmt.Errorf("%s: exit %d: %s", plural.Count(int64(calls), "call", "calls"), res.ExitCode, res.Stderr)
			}
			return nil
		}, nil
	}
	file, err := store.Open(filepath.Join(dir, "store.db"))
	if err == nil {
		closers = append(closers, func() { file.Close() })
		sqlite, err = runner(file)
	}
	if err == nil {
		var mem *store.SQLite
		if mem, err = store.OpenMemory(); err == nil {
			closers = append(closers, func() { mem.Close() })
			memory, err = runner(mem)
		}
	}
	if err != nil {
		cleanup()
		return nil, nil, nil, err
	}
	return sqlite, memory, cleanup, nil
}

// ServerSet is three stdio MCP servers to configure, and a script of one
// call to one of them.
type ServerSet struct {
	// Kind says what they are: "npm" (server-everything, server-memory,
	// server-filesystem under node) or "example" (tsrun --serve-example).
	Kind string
	// Servers is the mcpServers object of a configuration.
	Servers map[string]any
	// Call is a script of one call to one of the servers.
	Call string
	// Want is what Call prints.
	Want string
}

// NPMServers returns the three npm MCP servers of testdata/mcp-servers
// (found from the working directory up) under node (found on pathList,
// a PATH), or why not.
func NPMServers(pathList string) (ServerSet, error) {
	node := ""
	for _, d := range filepath.SplitList(pathList) {
		p := filepath.Join(d, "node")
		if st, err := os.Stat(p); d != "" && err == nil && !st.IsDir() && st.Mode()&0o111 != 0 {
			node = p
			break
		}
	}
	if node == "" {
		return ServerSet{}, errors.New("node not found")
	}
	dir, err := os.Getwd()
	if err != nil {
		return ServerSet{}, err
	}
	for {
		mods := filepath.Join(dir, "testdata", "mcp-servers", "node_modules", "@modelcontextprotocol")
		if _, err := os.Stat(filepath.Join(mods, "server-everything")); err == nil {
			index := func(pkg string) string { return filepath.Join(mods, pkg, "dist", "index.js") }
			return ServerSet{Kind: "npm", Servers: map[string]any{
				"everything": map[string]any{"command": node, "args": []string{index("server-everything"), "stdio"}},
				"memory": map[string]any{"command": node, "args": []string{index("server-memory")},
					"env": map[string]string{"MEMORY_FILE_PATH": "${BENCH_DIR}/memory.jsonl"}},
				"files": map[string]any{"command": node, "args": []string{index("server-filesystem"), "${BENCH_DIR}"}},
			}, Call: "tools everything echo message=hi", Want: "Echo: hi\n"}, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ServerSet{}, errors.New("testdata/mcp-servers/node_modules not found (npm ci in testdata/mcp-servers)")
		}
		dir = parent
	}
}

// ExampleServers returns three servers that are argv serving the example
// issue tracker over stdio (argv is a tsrun and its arguments up to
// --serve-example).
func ExampleServers(argv []string) ServerSet {
	srv := map[string]any{"command": argv[0], "args": append(append([]string{}, argv[1:]...), "--serve-example")}
	return ServerSet{Kind: "example", Servers: map[string]any{"github": srv, "tracker2": srv, "tracker3": srv},
		Call: "tools github get-issue repo=acme/api number=1 | jq -r .number", Want: "1\n"}
}

// ProcessRunner runs a tsrun (argv) as a new process on a script with a
// configuration of servers (nil: none), in a temporary directory with its
// own state directory, and waits for it to exit; want is the stdout it
// must print. The process gets PATH from environ, HOME and XDG_STATE_HOME
// in the directory, and BENCH_DIR naming it (for ${BENCH_DIR} in the
// servers' settings). It returns the run and a cleanup function.
func ProcessRunner(argv, environ []string, servers map[string]any, script, want string) (func() error, func(), error) {
	dir, err := os.MkdirTemp("", "tsbench-run-")
	if err != nil {
		return nil, nil, err
	}
	cleanup := func() { os.RemoveAll(dir) }
	if servers == nil {
		servers = map[string]any{}
	}
	cfg, err := json.Marshal(map[string]any{"mcpServers": servers})
	if err == nil {
		err = os.WriteFile(filepath.Join(dir, "config.json"), cfg, 0o644)
	}
	if err == nil {
		err = os.WriteFile(filepath.Join(dir, "script.sh"), []byte(script+"\n"), 0o644)
	}
	if err != nil {
		cleanup()
		return nil, nil, err
	}
	env := []string{"HOME=" + dir, "XDG_STATE_HOME=" + filepath.Join(dir, "state"), "BENCH_DIR=" + dir}
	for _, kv := range environ {
		if strings.HasPrefix(kv, "PATH=") {
			env = append(env, kv)
		}
	}
	run := func() error {
		cmd := exec.Command(argv[0], append(append([]string{}, argv[1:]...), "--config", "config.json", "script.sh")...)
		cmd.Dir, cmd.Env = dir, env
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		if err := cmd.Run(); err != nil {
			return fmt.Errorf("%s: %v: %s", script, err, strings.TrimSpace(stderr.String()))
		}
		if stdout.String() != want {
			return fmt.Errorf("%s: printed %q, want %q (stderr %q)", script, stdout.String(), want, stderr.String())
		}
		return nil
	}
	return run, cleanup, nil
}
