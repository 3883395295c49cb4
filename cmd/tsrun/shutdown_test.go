package main

import (
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/toolsinshell/tis/cmd/internal/cli"
	"github.com/toolsinshell/tis/internal/nodetest"
)

// TestNoOrphans: with server-everything configured (as node itself, and
// as npx starts it: a child of a shell that waits for it), tsrun leaves
// no server process behind, whether the script uses no tool, makes one
// call, or is stopped by its time limit in the middle of a call. Each
// server carries a mark in its environment; after tsrun returns, no
// process may carry it (a process still dying gets a while to go: an
// orphan never does).
func TestNoOrphans(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("reads /proc")
	}
	srv := nodetest.Need(t)
	index := srv.Index("server-everything")

	// The check sees a marked process that is left running.
	mark := newMark(t)
	keep := exec.Command(srv.Node, "-e", "setTimeout(() => {}, 60000)")
	keep.Env = []string{"TIS_TEST_MARK=" + mark}
	if err := keep.Start(); err != nil {
		t.Fatal(err)
	}
	found := marked(mark, 0)
	_ = keep.Process.Kill()
	_ = keep.Wait()
	if len(found) != 1 || !strings.Contains(found[0], "setTimeout") {
		t.Fatalf("the check did not see a marked process: %v", found)
	}

	for _, how := range []struct {
		name    string
		command string
		args    []string
	}{
		{"node", srv.Node, []string{index, "stdio"}},
		{"under a shell", "/bin/sh", []string{"-c", `"$0" "$1" stdio; echo "server exited $?" >&2`, srv.Node, index}},
	} {
		for _, tt := range []struct {
			name, script string
			args         []string
			want         string
			status       int
		}{
			{"no tool", "echo hi", nil, "hi\n", 0},
			{"one call", "tools everything echo message=hi", nil, "Echo: hi\n", 0},
			{"time limit in a call", "tools everything trigger-long-running-operation duration=30 steps=3", []string{"--timeout", "2s"}, "", 124}, // the time limit cut the call: 124, as the report says
		} {
			t.Run(how.name+"/"+tt.name, func(t *testing.T) {
				mark := newMark(t)
				dir := t.TempDir()
				cfg, _ := json.Marshal(map[string]any{"mcpServers": map[string]any{"everything": map[string]any{
					"command": how.command, "args": how.args, "env": map[string]string{"TIS_TEST_MARK": mark}}}})
				write(t, filepath.Join(dir, "config.json"), cfg)
				write(t, filepath.Join(dir, "script.sh"), []byte(tt.script+"\n"))
				var stdout, stderr bytes.Buffer
				env := cli.Env{Stdin: strings.NewReader(""), Stdout: &stdout, Stderr: &stderr, Dir: dir,
					Environ: []string{"PATH=" + filepath.Dir(srv.Node) + ":/usr/bin:/bin", "XDG_STATE_HOME=" + filepath.Join(dir, "state")}}
				status := cli.Tsrun(env, append(append([]string{"--config", "config.json"}, tt.args...), "script.sh"))
				if status != tt.status || !strings.HasPrefix(stdout.String(), tt.want) {
					t.Errorf("status %d stdout %q stderr %q, want %d %q", status, stdout.String(), stderr.String(), tt.status, tt.want)
				}
				if left := marked(mark, 10*time.Second); len(left) > 0 {
					t.Errorf("server processes left behind: %v", left)
				}
				if z := zombieChildren(); len(z) > 0 {
					t.Errorf("unreaped children: %v", z)
				}
			})
		}
	}
}

func newMark(t *testing.T) string {
	b := make([]byte, 8)
	if _, err := rand.Read(b); err != nil {
		t.Fatal(err)
	}
	return hex.EncodeToString(b)
}

func write(t *testing.T, path string, data []byte) {
	t.Helper()
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// marked returns the processes whose environment holds the mark, waiting
// up to patience for them to go.
func marked(mark string, patience time.Duration) []string {
	deadline := time.Now().Add(patience)
	for {
		var found []string
		procs, _ := filepath.Glob("/proc/[0-9]*/environ")
		for _, p := range procs {
			data, err := os.ReadFile(p)
			if err == nil && bytes.Contains(data, []byte("TIS_TEST_MARK="+mark+"\x00")) {
				cmdline, _ := os.ReadFile(filepath.Join(filepath.Dir(p), "cmdline"))
				found = append(found, filepath.Base(filepath.Dir(p))+": "+strings.ReplaceAll(string(cmdline), "\x00", " "))
			}
		}
		if len(found) == 0 || time.Now().After(deadline) {
			return found
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// zombieChildren lists this process's children that exited and were not
// reaped.
func zombieChildren() []string {
	var out []string
	self := strconv.Itoa(os.Getpid())
	stats, _ := filepath.Glob("/proc/[0-9]*/stat")
	for _, p := range stats {
		data, err := os.ReadFile(p)
		if err != nil {
			continue
		}
		// pid (comm) state ppid ...: comm may hold spaces and parentheses.
		s := string(data)
		i := strings.LastIndexByte(s, ')')
		if i < 0 {
			continue
		}
		f := strings.Fields(s[i+1:])
		if len(f) >= 2 && f[0] == "Z" && f[1] == self {
			out = append(out, s[:i+1])
		}
	}
	return out
}
