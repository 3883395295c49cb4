package nodetest

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestMain(m *testing.M) { os.Exit(Main(m, os.Environ())) }

// TestFind checks what Find found is there; when nothing is, it prints
// the one line make test shows (the tests that need it are skipped).
func TestFind(t *testing.T) {
	s, err := Find()
	if err != nil {
		if Required() {
			t.Fatalf("TIS_REQUIRE_NODE=1: %v", err)
		}
		fmt.Printf("nodetest: the tests that run real MCP servers are skipped: %v (go test -v names them, a line per package)\n", err)
		return
	}
	for _, p := range []string{s.Node, s.Index("server-everything"), s.Index("server-memory"), s.Index("server-filesystem"),
		filepath.Join(s.Dir, "misbehave.mjs")} {
		if _, err := os.Stat(p); err != nil {
			t.Error(err)
		}
	}
}

func TestSummary(t *testing.T) {
	mu.Lock()
	saved := skipped
	skipped = nil
	mu.Unlock()
	defer func() {
		mu.Lock()
		skipped = saved
		mu.Unlock()
	}()
	if got := Summary(); got != "" {
		t.Errorf("nothing skipped: %q", got)
	}
	Skipped("TestB")
	if got := Summary(); !strings.Contains(got, "skipped 1 test that runs real") || !strings.HasSuffix(got, ": TestB") {
		t.Errorf("one: %q", got)
	}
	Skipped("TestA/sub")
	got := Summary()
	if !strings.HasPrefix(got, "nodetest: skipped 2 tests ") || !strings.HasSuffix(got, ": TestA/sub, TestB") || strings.Contains(got, "\n") {
		t.Errorf("two: %q", got)
	}
}
