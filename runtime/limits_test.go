package runtime

import (
	"context"
	"errors"
	"fmt"
	goruntime "runtime"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/toolsinshell/tis/runtime/command"
)

func TestLimits(t *testing.T) {
	tests := []struct {
		name      string
		limits    Limits
		script    string
		status    int
		hit       []string
		stderr    string // substring
		notStdout string // must not appear
	}{
		{"time", Limits{Timeout: 100 * time.Millisecond, MaxCommands: -1}, "while true; do :; done; echo after", StatusTime, []string{LimitTime}, "time limit reached (100ms)", "after"},
		{"time in a pipeline", Limits{Timeout: 100 * time.Millisecond, MaxCommands: -1}, "while :; do echo y; done | while read l; do :; done; echo after", StatusTime, []string{LimitTime}, "time limit", "after"},
		{"time while reading a pipe", Limits{Timeout: 100 * time.Millisecond, MaxCommands: -1}, "while :; do :; done | jq .; echo after", StatusTime, []string{LimitTime}, "time limit", "after"},
		{"commands", Limits{MaxCommands: 1000}, "i=0; while :; do i=$((i+1)); done", StatusCommands, []string{LimitCommands}, "commands limit reached (1000 commands)", ""},
		{"commands with set +e and ||", Limits{MaxCommands: 50}, "set +e; f() { f || true; }; f; echo after", StatusCommands, []string{LimitCommands}, "commands limit", "after"},
		{"commands in a subshell", Limits{MaxCommands: 100}, "( while :; do :; done ); echo after", StatusCommands, []string{LimitCommands}, "commands limit", "after"},
		{"commands in a command substitution", Limits{MaxCommands: 100}, "x=$(while :; do :; done); echo after", StatusCommands, []string{LimitCommands}, "commands limit", "after"},
		{"output total", Limits{MaxOutputTotal: 10_000}, "while :; do echo 0123456789; done", StatusOutput, []string{LimitOutputAll}, "output_total limit reached (10000 bytes of output)", ""},
		{"file bytes", Limits{MaxFileBytes: 1000}, "while :; do echo 0123456789 >> f; done; echo after", StatusFiles, []string{LimitFileBytes}, "file_bytes limit reached (1000 bytes)", "after"},
		{"total bytes", Limits{MaxTotalBytes: 1000}, "for i in 1 2 3 4 5 6 7 8 9 10 11 12; do printf '%100s' x > f$i; done; echo after", StatusFiles, []string{LimitFSBytes}, "total_bytes limit reached", "after"},
		{"files", Limits{MaxFiles: 10}, "for i in 1 2 3 4 5 6 7 8 9 10 11 12; do : > f$i; done; echo after", StatusFiles, []string{LimitFiles}, "files limit reached (10 files)", "after"},
		{"trap does not run after a stop", Limits{MaxCommands: 100}, "trap 'echo trapped' EXIT; while :; do :; done", StatusCommands, []string{LimitCommands}, "commands limit", "trapped"},
		{"memory", Limits{MaxMemoryBytes: 256 << 20, MaxCommands: -1}, "s=$(head -c 30000000 /dev/zero | tr '\\0' x); while :; do a+=(\"$s$s\"); done; echo after", StatusMemory, []string{LimitMemory}, "memory limit reached (268435456 bytes of memory)", "after"},
		{"background job", Limits{MaxCommands: 100}, "(while :; do :; done) & wait; echo after", StatusCommands, []string{LimitCommands}, "commands limit", "after"},
		{"jobs", Limits{MaxJobs: 50, MaxCommands: -1}, "f() { f & f; }; f; echo after", StatusCommands, []string{LimitJobs}, "jobs limit reached (50 background jobs and pipeline stages at once)", "after"},
		{"pipeline stages", Limits{MaxJobs: 50, MaxCommands: -1}, "f() { f | f; }; f; echo after", StatusCommands, []string{LimitJobs}, "jobs limit reached", "after"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := runScript(t, tt.limits, tt.script)
			goruntime.GC() // the memory case leaves a big string for the next ones
			if res.ExitCode != tt.status {
				t.Errorf("status %d, want %d (stderr %q)", res.ExitCode, tt.status, res.Stderr)
			}
			if !slices.Equal(res.LimitsHit, tt.hit) {
				t.Errorf("limits hit %v, want %v", res.LimitsHit, tt.hit)
			}
			if !strings.Contains(res.Stderr, tt.stderr) {
				t.Errorf("stderr %q, want %q in it", res.Stderr, tt.stderr)
			}
			if tt.notStdout != "" && strings.Contains(res.Stdout, tt.notStdout) {
				t.Errorf("stdout has %q: the script went on after the limit", tt.notStdout)
			}
			var le *LimitError
			if !errors.As(res.Stopped, &le) {
				t.Errorf("Stopped = %v, want a *LimitError", res.Stopped)
			}
		})
	}
}

// TestOutputKept checks that long output keeps its head and tail with a
// marker, and that the script goes on.
func TestOutputKept(t *testing.T) {
	res := runScript(t, Limits{MaxOutputBytes: 40}, "for i in $(seq_missing 2>/dev/null) {1..100}; do echo line$i; done; echo end >&2")
	if res.ExitCode != 0 {
		t.Fatalf("status %d, stderr %q", res.ExitCode, res.Stderr)
	}
	if !strings.HasPrefix(res.Stdout, "line1\nline2\nline3\n") {
		t.Errorf("head lost: %q", res.Stdout)
	}
	if !strings.HasSuffix(res.Stdout, "line99\nline100\n") {
		t.Errorf("tail lost: %q", res.Stdout)
	}
	if !strings.Contains(res.Stdout, "bytes cut: output limit of 40 bytes") {
		t.Errorf("no marker: %q", res.Stdout)
	}
	if len(res.Stdout) > 40+80 {
		t.Errorf("kept %d bytes", len(res.Stdout))
	}
	if res.Stderr != "end\n" {
		t.Errorf("stderr %q", res.Stderr)
	}
	if !slices.Equal(res.LimitsHit, []string{LimitOutput}) {
		t.Errorf("limits hit %v", res.LimitsHit)
	}
}

func TestCapture(t *testing.T) {
	for _, keep := range []int{0, 1, 2, 7, 16} {
		for _, chunks := range [][]string{{"abcdefghij"}, {"a", "bc", "def", "ghij", "klmnopq", "r"}, {"0123456789abcdefghijklmnopqrstuvwxyz"}} {
			var n atomicInt64
			c := newCapture(keep, &n.v, 0, nil)
			all := ""
			for _, ch := range chunks {
				c.Write([]byte(ch))
				all += ch
			}
			got := c.String()
			if keep == 0 || len(all) <= keep {
				if got != all {
					t.Errorf("keep %d %q: got %q", keep, chunks, got)
				}
				continue
			}
			half := max(keep/2, 1)
			if !strings.HasPrefix(got, all[:half]) || !strings.HasSuffix(got, all[len(all)-half:]) {
				t.Errorf("keep %d %q: got %q", keep, chunks, got)
			}
		}
	}
}

func TestSessionKeepsFilesNotVariables(t *testing.T) {
	s := NewSession(nil)
	ctx := context.Background()
	r := s.Run(ctx, "x=1; f() { echo f; }; echo data > kept.txt; cd /tmp", nil)
	if r.ExitCode != 0 {
		t.Fatalf("first: %d %q", r.ExitCode, r.Stderr)
	}
	r = s.Run(ctx, `echo "x=[$x] pwd=$PWD"; read l < kept.txt; echo $l; [ -d /tmp ] && echo dir; f`, nil)
	want := "x=[] pwd=/home/agent\ndata\ndir\n"
	if r.Stdout != want || r.ExitCode != 127 {
		t.Errorf("second: status %d stdout %q, want 127 and %q", r.ExitCode, r.Stdout, want)
	}
}

func TestParseError(t *testing.T) {
	res := runScript(t, Limits{}, "if then fi (")
	if res.ExitCode != 2 || !strings.Contains(res.Stderr, "bash: ") {
		t.Errorf("status %d stderr %q", res.ExitCode, res.Stderr)
	}
}

func TestCancel(t *testing.T) {
	s := NewSession(nil)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	res := s.Run(ctx, "echo never", nil)
	if res.Stdout != "" || res.ExitCode == 0 {
		t.Errorf("a cancelled run ran: %+v", res)
	}
}

type atomicInt64 struct{ v atomic.Int64 }

// TestCommandStopsScript checks a command that returns an error that is
// not an exit status: the script stops there, in a pipeline too, and the
// error is the Result's Stopped reason.
func TestCommandStopsScript(t *testing.T) {
	reason := errors.New("needs a person's answer")
	for _, tt := range []struct {
		name     string
		fn       command.Func
		stderr   string
		reported bool
	}{
		{"plain error", func(context.Context, *command.Call) error { return reason }, "bash: needs a person's answer\n", false},
		{"reported", func(_ context.Context, c *command.Call) error {
			fmt.Fprintln(c.Stderr, `{"error":"x"}`)
			return &command.StopError{Err: reason}
		}, "{\"error\":\"x\"}\n", true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := NewSession(nil)
			for _, script := range []string{
				"echo before; stopper; echo after",
				"echo before; stopper | cat; echo after",
				"echo before; x=$(stopper) || true; echo after",
				"trap 'echo trapped' EXIT; echo before; stopper; echo after",
			} {
				res := s.Run(context.Background(), script, &RunOptions{Commands: map[string]command.Func{"stopper": tt.fn}})
				if res.Stdout != "before\n" || res.ExitCode != 1 || !errors.Is(res.Stopped, reason) {
					t.Errorf("%s: stdout %q status %d stopped %v", script, res.Stdout, res.ExitCode, res.Stopped)
				}
				if res.Stderr != tt.stderr {
					t.Errorf("%s: stderr %q, want %q", script, res.Stderr, tt.stderr)
				}
			}
			// The command was for that script only.
			if res := s.Run(context.Background(), "stopper", nil); res.ExitCode != 127 {
				t.Errorf("per-script command outlived its script: %d", res.ExitCode)
			}
		})
	}
}

// TestHomeComesBack: a script that removes its home directory does not
// leave the next script without a working directory.
func TestHomeComesBack(t *testing.T) {
	s := NewSession(nil)
	ctx := context.Background()
	if r := s.Run(ctx, "cd /; rm -rf /home/agent; [ -d /home/agent ] || echo gone", nil); r.Stdout != "gone\n" {
		t.Fatalf("%q %q", r.Stdout, r.Stderr)
	}
	if r := s.Run(ctx, "pwd; echo x > f; cat f", nil); r.Stdout != "/home/agent\nx\n" {
		t.Errorf("%q %q", r.Stdout, r.Stderr)
	}
}

// TestEndlessDeviceStdinStops: a command that reads an endless device as
// its stdin (read directly, with no pipe between) stops with its script
// at the time limit, rather than being left to spin.
func TestEndlessDeviceStdinStops(t *testing.T) {
	for _, src := range []string{"wc -c < /dev/zero", "cat < /dev/urandom > /dev/null", "od < /dev/zero > /dev/null"} {
		s := NewSession(&Options{Limits: Limits{Timeout: 300 * time.Millisecond}})
		res := s.Run(context.Background(), src, nil)
		if res.ExitCode != 124 || res.Duration > 300*time.Millisecond+stopGrace/2 {
			t.Errorf("%s: exit %d after %v: %s", src, res.ExitCode, res.Duration, res.Stderr)
		}
	}
}
