// Package nodetest is for the tests that run real MCP servers: node and
// the npm packages of testdata/mcp-servers (npm ci there). Without them
// those tests are skipped, and the package's test binary says so in one
// line, naming the tests and the reason, rather than once per test:
//
//	func TestMain(m *testing.M) { os.Exit(nodetest.Main(m, os.Environ())) }
//
//	func TestEverything(t *testing.T) {
//		srv := nodetest.Need(t)
//		... srv.Node, srv.Index("server-everything") ...
//	}
//
// With TIS_REQUIRE_NODE=1 (CI) a missing server fails the test instead.
// The package reads no environment of its own: the test binary gives
// its environment to Main (or Setup), where node is looked for on PATH.
// go test prints a passing package's output only with -v (or when run in
// the package's directory), so the line shows there and when something
// fails.
package nodetest

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
)

// Servers is where the test MCP servers are.
type Servers struct {
	// Node is the path of node.
	Node string
	// Dir is testdata/mcp-servers (absolute): the npm packages under its
	// node_modules, and the test servers of its own (misbehave.mjs).
	Dir string
}

// Index returns the entry point of one of the npm servers ("server-
// everything", "server-memory", "server-filesystem").
func (s Servers) Index(pkg string) string {
	return filepath.Join(s.Dir, "node_modules", "@modelcontextprotocol", pkg, "dist", "index.js")
}

var (
	mu       sync.Mutex
	environ  []string // given to Setup; nil before
	set      bool
	required bool
	skipped  []string

	findOnce sync.Once
	found    Servers
	findErr  error
)

// Setup takes the test binary's environment (os.Environ()): PATH, where
// node is looked for, and TIS_REQUIRE_NODE. Main calls it; a package
// whose tests use Find or Need without Main calls it from its TestMain.
func Setup(env []string) {
	mu.Lock()
	defer mu.Unlock()
	environ, set = append([]string(nil), env...), true
	required = lookup(env, "TIS_REQUIRE_NODE") == "1"
}

// lookup returns the last value of key in env.
func lookup(env []string, key string) string {
	v := ""
	for _, kv := range env {
		if k, val, ok := strings.Cut(kv, "="); ok && k == key {
			v = val
		}
	}
	return v
}

// errNoSetup is Find's error before Setup.
var errNoSetup = errors.New("nodetest.Setup (or Main) was not called with the test binary's environment")

// Find looks for node on the PATH and for testdata/mcp-servers with its
// packages installed, from the working directory up; it says what is
// missing.
func Find() (Servers, error) {
	mu.Lock()
	ok, env := set, environ
	mu.Unlock()
	if !ok {
		return Servers{}, errNoSetup
	}
	findOnce.Do(func() { found, findErr = find(lookup(env, "PATH")) })
	return found, findErr
}

func find(pathList string) (Servers, error) {
	node := ""
	for _, dir := range filepath.SplitList(pathList) {
		if dir == "" {
			continue
		}
		p := filepath.Join(dir, "node")
		if st, err := os.Stat(p); err == nil && !st.IsDir() && st.Mode()&0o111 != 0 {
			node = p
			break
		}
	}
	if node == "" {
		return Servers{}, errors.New("node not found")
	}
	dir, err := os.Getwd()
	if err != nil {
		return Servers{}, err
	}
	for {
		d := filepath.Join(dir, "testdata", "mcp-servers")
		if _, err := os.Stat(filepath.Join(d, "package.json")); err == nil {
			s := Servers{Node: node, Dir: d}
			for _, pkg := range []string{"server-everything", "server-memory", "server-filesystem", "sdk"} {
				if _, err := os.Stat(filepath.Join(d, "node_modules", "@modelcontextprotocol", pkg)); err != nil {
					return Servers{}, fmt.Errorf("the npm MCP servers are not installed (npm ci in %s)", d)
				}
			}
			return s, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return Servers{}, errors.New("testdata/mcp-servers not found")
		}
		dir = parent
	}
}

// Required reports whether a missing server must fail the tests
// (TIS_REQUIRE_NODE=1 in the environment given to Setup).
func Required() bool {
	mu.Lock()
	defer mu.Unlock()
	return required
}

// Need returns the servers, or ends t: a skip that Main reports in its
// one line, or with TIS_REQUIRE_NODE=1 (or without Setup) a failure.
func Need(t testing.TB) Servers {
	t.Helper()
	s, err := Find()
	if err == nil {
		return s
	}
	if errors.Is(err, errNoSetup) {
		t.Fatal(err)
	}
	if Required() {
		t.Fatalf("TIS_REQUIRE_NODE=1: %v", err)
	}
	Skipped(t.Name())
	t.Skipf("needs the real MCP servers: %v", err)
	return Servers{}
}

// Skipped records a test (or script) skipped for want of the servers, for
// Main's line; Need calls it.
func Skipped(name string) {
	mu.Lock()
	skipped = append(skipped, name)
	mu.Unlock()
}

// Main takes the test binary's environment (Setup), runs the tests and
// then, when some were skipped for want of the servers, prints one line
// saying which and why. It returns the status for os.Exit.
func Main(m *testing.M, env []string) int {
	Setup(env)
	code := m.Run()
	if line := Summary(); line != "" {
		fmt.Println(line)
	}
	return code
}

// Summary is Main's line: "" when nothing was skipped.
func Summary() string {
	mu.Lock()
	names := append([]string(nil), skipped...)
	mu.Unlock()
	if len(names) == 0 {
		return ""
	}
	sort.Strings(names)
	_, err := Find()
	reason := "the MCP test servers are missing"
	if err != nil {
		reason = err.Error()
	}
	what := "tests that run"
	if len(names) == 1 {
		what = "test that runs"
	}
	return fmt.Sprintf("nodetest: skipped %d %s real MCP servers (%s; TIS_REQUIRE_NODE=1 makes it a failure): %s",
		len(names), what, reason, strings.Join(names, ", "))
}
