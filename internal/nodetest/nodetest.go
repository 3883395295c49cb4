// Package nodetest is for the tests that run real MCP servers: node and
// the npm packages of testdata/mcp-servers (npm ci there). Without them
// those tests are skipped, and the package's test binary says so in one
// line, naming the tests and the reason, rather than once per test:
//
//	func TestMain(m *testing.M) { os.Exit(nodetest.Main(m)) }
//
//	func TestEverything(t *testing.T) {
//		srv := nodetest.Need(t)
//		... srv.Node, srv.Index("server-everything") ...
//	}
//
// With TIS_REQUIRE_NODE=1 (CI) a missing server fails the test instead.
// go test prints a passing package's output only with -v (or when run in
// the package's directory), so the line shows there and when something
// fails.
package nodetest

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
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
	findOnce sync.Once
	found    Servers
	findErr  error

	mu      sync.Mutex
	skipped []string
)

// Find looks for node on the PATH and for testdata/mcp-servers with its
// packages installed, from the working directory up; it says what is
// missing.
func Find() (Servers, error) {
	findOnce.Do(func() { found, findErr = find() })
	return found, findErr
}

func find() (Servers, error) {
	node, err := exec.LookPath("node")
	if err != nil {
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
// (TIS_REQUIRE_NODE=1).
func Required() bool { return os.Getenv("TIS_REQUIRE_NODE") == "1" }

// Need returns the servers, or ends t: a skip that Main reports in its
// one line, or with TIS_REQUIRE_NODE=1 a failure.
func Need(t testing.TB) Servers {
	t.Helper()
	s, err := Find()
	if err == nil {
		return s
	}
	if Required() {
		t.Fatalf("TIS_REQUIRE_NODE=1: %v", err)
	}
	Skipped(t.Name())
	t.SkipNow()
	return Servers{}
}

// Skipped records a test (or script) skipped for want of the servers, for
// Main's line; Need calls it.
func Skipped(name string) {
	mu.Lock()
	skipped = append(skipped, name)
	mu.Unlock()
}

// Main runs the tests and then, when some were skipped for want of the
// servers, prints one line saying which and why. It returns the status
// for os.Exit.
func Main(m *testing.M) int {
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
