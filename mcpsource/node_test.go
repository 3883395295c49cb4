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
