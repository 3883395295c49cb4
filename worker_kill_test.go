//go:build linux

package tis_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/toolsinshell/tis"
	tisruntime "github.com/toolsinshell/tis/runtime"
)

// workerChildren returns the pids of this process's children that are
// workers.
func workerChildren() []int {
	var pids []int
	stats, _ := filepath.Glob("/proc/[0-9]*/stat")
	self := strconv.Itoa(os.Getpid())
	for _, st := range stats {
		b, err := os.ReadFile(st)
		if err != nil {
			continue
		}
		// pid (comm) state ppid ...: the fields after the last ')'.
		f := strings.Fields(string(b[bytes.LastIndexByte(b, ')')+1:]))
		if len(f) < 2 || f[1] != self {
			continue
		}
		dir := filepath.Dir(st)
		cmd, _ := os.ReadFile(filepath.Join(dir, "cmdline"))
		if bytes.Contains(cmd, []byte("--tis-worker")) {
			pid, _ := strconv.Atoi(filepath.Base(dir))
			pids = append(pids, pid)
		}
	}
	return pids
}

// TestWorkerKilledFromOutside: a worker killed by somebody else (kill -9)
// is reported as that, by its signal, and not as the memory limit.
func TestWorkerKilledFromOutside(t *testing.T) {
	s := newSession(t, &tis.Options{Worker: &tis.Worker{}, StateDir: t.TempDir(),
		Limits: tis.Limits{Limits: tisruntime.Limits{Timeout: time.Minute, MaxMemoryBytes: 256 << 20}}})
	done := make(chan *tis.Result, 1)
	go func() {
		res, err := s.s.Run(context.Background(), "sleep 50; echo not killed", nil)
		if err != nil {
			t.Error(err)
		}
		done <- res
	}()
	// Kill every worker of the script until its run ends (a worker killed
	// before it took the script is replaced once).
	var res *tis.Result
	for res == nil {
		for _, pid := range workerChildren() {
			_ = syscall.Kill(pid, syscall.SIGKILL)
		}
		select {
		case res = <-done:
		case <-time.After(20 * time.Millisecond):
		}
	}
	if res == nil {
		t.Fatal("no result")
	}
	if res.ExitCode != 128+9 || slices.Contains(res.LimitsHit, tisruntime.LimitMemory) {
		t.Fatalf("exit %d, limits %v; want 137 and no limit", res.ExitCode, res.LimitsHit)
	}
	if !strings.Contains(res.Stderr, "ended by signal 9 (killed)") || strings.Contains(res.Stdout, "not killed") {
		t.Fatalf("stdout %q, stderr %q", res.Stdout, res.Stderr)
	}
}

// TestWorkerOutOfMemory: a worker that grows past its memory limit is
// still reported as the memory limit.
func TestWorkerOutOfMemory(t *testing.T) {
	s := newSession(t, &tis.Options{Worker: &tis.Worker{}, StateDir: t.TempDir(),
		Limits: tis.Limits{Limits: tisruntime.Limits{MaxMemoryBytes: 64 << 20, MaxCommands: -1}}})
	res := s.run(`a=(); while :; do a+=("$(printf '%0100000d' 0)"); done`)
	if !slices.Contains(res.LimitsHit, tisruntime.LimitMemory) || res.ExitCode != tisruntime.StatusMemory {
		t.Fatalf("exit %d, limits %v, stderr %q", res.ExitCode, res.LimitsHit, res.Stderr)
	}
}
