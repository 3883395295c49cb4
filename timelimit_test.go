package tis_test

import (
	"context"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/toolsinshell/tis"
	tisruntime "github.com/toolsinshell/tis/runtime"
)

// TestLoadCountsAgainstTimeLimit: a stored session's files are loaded by
// its next script, within that script's time limit. A script whose time
// is up before they are loaded does not run, says so with the time limit,
// and leaves them in the store for the next script; in both modes.
func TestLoadCountsAgainstTimeLimit(t *testing.T) {
	for _, mode := range []struct {
		name   string
		worker *tis.Worker
	}{{"in process", nil}, {"worker", &tis.Worker{}}} {
		t.Run(mode.name, func(t *testing.T) {
			storePath := filepath.Join(t.TempDir(), "store.db")
			host := func(timeout time.Duration) *tis.Session {
				t.Helper()
				opts := &tis.Options{StorePath: storePath, Persist: true, Worker: mode.worker, StateDir: t.TempDir(),
					Limits: tis.Limits{Limits: tisruntime.Limits{Timeout: timeout}}}
				return newSession(t, opts).s
			}
			run := func(s *tis.Session, script string) *tis.Result {
				t.Helper()
				res, err := s.Run(context.Background(), script, nil)
				if err != nil {
					t.Fatal(err)
				}
				return res
			}
			res := run(host(0), `mkdir -p a/b; echo kept > a/b/f; seq 1000 > n`)
			if res.ExitCode != 0 {
				t.Fatalf("the first script: %d %s", res.ExitCode, res.Stderr)
			}
			// No time at all: the files cannot be loaded.
			res = run(host(time.Nanosecond), `echo ran; rm -r a`)
			if res.ExitCode != tisruntime.StatusTime || !slices.Contains(res.LimitsHit, tisruntime.LimitTime) {
				t.Fatalf("no time to load: exit %d, limits %v", res.ExitCode, res.LimitsHit)
			}
			if res.Stdout != "" || !strings.Contains(res.Stderr, "could not be loaded") {
				t.Fatalf("no time to load: stdout %q, stderr %q", res.Stdout, res.Stderr)
			}
			if res.Report == nil || res.Report.Tools.Stopped == nil || res.Report.Tools.Stopped.Reason != "time_limit" {
				t.Fatalf("no time to load: report %+v", res.Report)
			}
			// They are still there for the next script.
			res = run(host(0), `cat a/b/f; wc -l < n`)
			if res.Stdout != "kept\n1000\n" {
				t.Fatalf("after a load cut by the time limit: %q %q", res.Stdout, res.Stderr)
			}
		})
	}
}

// TestDepthLimitInSession: the depth limit holds in both modes, and a
// session's files at the limit go to a worker and back.
func TestDepthLimitInSession(t *testing.T) {
	for _, mode := range []struct {
		name   string
		worker *tis.Worker
	}{{"in process", nil}, {"worker", &tis.Worker{}}} {
		t.Run(mode.name, func(t *testing.T) {
			s := newSession(t, &tis.Options{Worker: mode.worker, StateDir: t.TempDir(),
				Limits: tis.Limits{Limits: tisruntime.Limits{MaxDepth: 40, MaxCommands: -1}}})
			// The depth counts from the root: /d/d/.../d, 40 levels.
			res := s.run(`cd /; p=$(printf 'd/%.0s' $(seq 40)); mkdir -p "$p" && echo deep > "$p/../f" && echo ok`)
			if res.Stdout != "ok\n" {
				t.Fatalf("at the limit: %d %q %q", res.ExitCode, res.Stdout, res.Stderr)
			}
			res = s.run(`cd /; mkdir -p "$(printf 'd/%.0s' $(seq 41))"; echo after`)
			if !slices.Contains(res.LimitsHit, tisruntime.LimitDepth) || !strings.Contains(res.Stderr, "limit of 40 directory levels reached") {
				t.Fatalf("past the limit: %d %v %q", res.ExitCode, res.LimitsHit, res.Stderr)
			}
			res = s.run(`cat "/$(printf 'd/%.0s' $(seq 39))f"`)
			if res.Stdout != "deep\n" {
				t.Fatalf("the files at the limit, kept: %q %q", res.Stdout, res.Stderr)
			}
		})
	}
}
