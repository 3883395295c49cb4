package mcpsource

import (
	"bufio"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/toolsinshell/tis/config"
	"github.com/toolsinshell/tis/internal/nodetest"
)

// requireNode returns node's path and the absolute path of pkg's
// dist/index.js (pkg: "server-everything"...). Without node or the package
// the test is skipped (the package's test binary names the skipped tests
// in one line), or fails when TIS_REQUIRE_NODE=1 (CI).
func requireNode(t testing.TB, pkg string) (node, index string) {
	t.Helper()
	srv := nodetest.Need(t)
	return srv.Node, srv.Index(pkg)
}

// everythingStdio is server-everything over stdio.
func everythingStdio(t testing.TB, name string) *config.Server {
	node, index := requireNode(t, "server-everything")
	return &config.Server{Name: name, Command: node, Args: []string{index, "stdio"}}
}

// everythingHTTP starts server-everything's streamable HTTP transport
// (or "sse") on a free 127.0.0.1 port and returns its URL; the server is
// killed when the test ends.
func everythingHTTP(t testing.TB, transport string) string {
	t.Helper()
	node, index := requireNode(t, "server-everything")
	shim, err := filepath.Abs("testdata/localhost.mjs")
	if err != nil {
		t.Fatal(err)
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := l.Addr().(*net.TCPAddr).Port
	l.Close()
	cmd := exec.Command(node, "--import", shim, index, transport)
	cmd.Env = append(os.Environ(), "PORT="+strconv.Itoa(port))
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
	})
	// It says so on stderr once it listens ("... listening on port N" or
	// "Server is running on port N"); the timeout is only an upper bound.
	ready := make(chan bool, 1)
	go func() {
		sc := bufio.NewScanner(stderr)
		said := false
		for sc.Scan() {
			if !said && strings.Contains(sc.Text(), "port "+strconv.Itoa(port)) {
				said = true
				ready <- true
			}
		}
		if !said {
			ready <- false
		}
	}()
	select {
	case ok := <-ready:
		if !ok {
			t.Fatal("server-everything exited before listening")
		}
	case <-time.After(30 * time.Second):
		t.Fatal("server-everything did not listen within 30s")
	}
	path := "/mcp"
	if transport == "sse" {
		path = "/sse"
	}
	return "http://127.0.0.1:" + strconv.Itoa(port) + path
}

// TestNodeStartupErrors: real node servers that fail to start, over real
// pipes: a script path that does not exist (relative, so the error names
// the directory it was resolved against) and a script that throws at
// start. Each error quotes node's cause (the Error: line its stack and
// version line come after), and since the second start exits the same
// way, it is not retryable.
func TestNodeStartupErrors(t *testing.T) {
	node, _ := requireNode(t, "server-everything")
	dir := t.TempDir()
	throws := filepath.Join(dir, "throws.mjs")
	if err := os.WriteFile(throws, []byte("console.error('starting');\n"+
		"function readKey() { throw new Error('no API key: set EXAMPLE_KEY'); }\nreadKey();\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		srv  *config.Server
		want []string
	}{
		{"missing script", &config.Server{Name: "missing", Command: node, Args: []string{"dist/index.js"}, Cwd: dir}, []string{
			`MCP server "missing" exited during start-up (exit status 1)`,
			"its stderr: Error: Cannot find module '" + filepath.Join(dir, "dist", "index.js") + "'",
			"Node.js v",
			"relative paths in its command and args are resolved against " + dir + " (its cwd)",
		}},
		{"throws", &config.Server{Name: "throws", Command: node, Args: []string{throws}}, []string{
			`MCP server "throws" exited during start-up (exit status 1)`,
			"its stderr: Error: no API key: set EXAMPLE_KEY | ... | ",
			"Node.js v",
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := New(tc.srv, testOptions(t))
			defer s.Close()
			_, err := s.Tools(ctxT(t))
			for _, part := range tc.want {
				wantUnavailable(t, err, false, part)
			}
			if tc.name == "throws" && strings.Contains(err.Error(), "resolved against") {
				t.Errorf("an absolute path needs no directory: %v", err)
			}
		})
	}
}
