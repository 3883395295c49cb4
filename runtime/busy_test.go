package runtime

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/toolsinshell/tis/runtime/command"
)

// TestStoppedScriptLeftBehind: a script stopped while its interpreter is
// busy in something that does not look at its context is left to finish
// on its own. Nothing else waits for it without a bound: Run returns,
// FS, Limits and SetLimits answer at once, and the next script waits for
// it only within its own time limit (then it says why it did not run);
// once the first lets go, the session runs scripts again.
func TestStoppedScriptLeftBehind(t *testing.T) {
	s := NewSession(&Options{Limits: Limits{Timeout: 50 * time.Millisecond, MaxCommands: -1}})
	release, entered := make(chan struct{}), make(chan struct{})
	stuck := func(ctx context.Context, c *command.Call) error {
		close(entered)
		<-release // deaf to ctx, as a regexp match or a big.Int product is
		return nil
	}
	first := s.Run(context.Background(), "stuck; echo after", &RunOptions{Commands: map[string]command.Func{"stuck": stuck}})
	<-entered
	if first.ExitCode != StatusTime || !slices.Contains(first.LimitsHit, LimitTime) || strings.Contains(first.Stdout, "after") {
		t.Fatalf("the stuck script: exit %d, limits %v, stdout %q", first.ExitCode, first.LimitsHit, first.Stdout)
	}
	if s.FS() == nil {
		t.Fatal("FS is nil")
	}
	l := s.Limits()
	l.MaxCommands = 1000
	s.SetLimits(l)
	second := s.Run(context.Background(), "echo second", nil)
	if second.ExitCode != StatusTime || !slices.Contains(second.LimitsHit, LimitTime) ||
		!strings.Contains(second.Stderr, "still busy with an earlier script") || second.Stdout != "" {
		t.Fatalf("the script after it: exit %d, limits %v, stdout %q, stderr %q", second.ExitCode, second.LimitsHit, second.Stdout, second.Stderr)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := s.ResetFiles(ctx, nil); err == nil {
		t.Fatal("ResetFiles replaced the files of a session whose script still runs")
	}
	close(release)
	// The first script lets go: the next waits for it (within its limit,
	// now a long one) and runs.
	l.Timeout = time.Minute
	s.SetLimits(l)
	third := s.Run(context.Background(), "echo third", nil)
	if third.ExitCode != 0 || third.Stdout != "third\n" {
		t.Fatalf("the script after it let go: exit %d, stdout %q, stderr %q", third.ExitCode, third.Stdout, third.Stderr)
	}
}
