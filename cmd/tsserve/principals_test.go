package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/toolsinshell/tis/cmd/internal/cli"
)

// logBuffer keeps what tsserve logs, for a test to read while it runs.
type logBuffer struct {
	mu sync.Mutex
	b  strings.Builder
}

func (l *logBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *logBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// serveWithTokens starts this binary as tsserve --http with a token file
// and more flags, and returns its endpoint and its log.
func serveWithTokens(t *testing.T, tokens string, args ...string) (string, *logBuffer) {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "tokens")
	if err := os.WriteFile(file, []byte(tokens), 0o600); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(exe, append([]string{"--http", "127.0.0.1:0", "--token-file", file}, args...)...)
	for _, kv := range testEnv(t) {
		if !strings.HasPrefix(kv, "TSSERVE_TOKEN=") {
			cmd.Env = append(cmd.Env, kv)
		}
	}
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Signal(os.Interrupt)
		_ = cmd.Wait()
	})
	rd := bufio.NewReader(stderr)
	at := regexp.MustCompile(`serving MCP at (http://\S+)`)
	log := &logBuffer{}
	for {
		line, err := rd.ReadString('\n')
		if err != nil {
			t.Fatalf("tsserve ended before it served: %v\n%s", err, log)
		}
		log.Write([]byte(line))
		if m := at.FindStringSubmatch(line); m != nil {
			go io.Copy(log, rd)
			return m[1], log
		}
	}
}

// TestPrincipalsAndFilesBound: tsserve with a token file of principals
// and --max-total-files-bytes: each principal's sessions are its own,
// and sessions' files past the bound go to the store and come back.
func TestPrincipalsAndFilesBound(t *testing.T) {
	url, log := serveWithTokens(t, "# who may call\nalice alice-token\nbob bob-token\n", "--max-total-files-bytes", "2560KiB")
	run := func(token, session, script string) (int, string) {
		t.Helper()
		var out, errb strings.Builder
		env := cli.Env{Stdin: strings.NewReader(script), Stdout: &out, Stderr: &errb, Dir: t.TempDir(),
			Environ: []string{"TSSERVE_TOKEN=" + token, "XDG_STATE_HOME=" + t.TempDir()}}
		code := cli.Tsrun(env, []string{"--connect", url, "--session", session, "-"})
		return code, out.String() + errb.String()
	}
	for i := range 5 {
		if code, out := run("alice-token", fmt.Sprint("s", i), "head -c 1048576 /dev/zero > big; echo ok"); code != 0 || out != "ok\n" {
			t.Fatalf("session s%d: %d %q", i, code, out)
		}
	}
	for i := range 5 {
		if code, out := run("alice-token", fmt.Sprint("s", i), "wc -c < big"); code != 0 || out != "1048576\n" {
			t.Errorf("session s%d after the bound: %d %q", i, code, out)
		}
	}
	if !strings.Contains(log.String(), "files moved to the store") {
		t.Errorf("past the bound, no session's files went to the store:\n%s", log)
	}
	if code, out := run("bob-token", "s0", "ls big 2>/dev/null; echo done"); code != 0 || out != "done\n" {
		t.Errorf("bob's session s0 is alice's: %d %q", code, out)
	}
	if code, out := run("mallory-token", "s0", "echo in"); code != 2 || !strings.Contains(out, "Unauthorized") {
		t.Errorf("a token not in the file: %d %q", code, out)
	}
}
