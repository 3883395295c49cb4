package grep

import (
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/toolsinshell/tis/runtime/command/commandtest"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// boundsMax is the buffer limit of the bounds tests: far below their
// inputs.
const boundsMax = 64 << 10

func boundsGrep(t *testing.T, stdin io.Reader, args ...string) (int64, string, int) {
	t.Helper()
	fsys := vfs.New(nil)
	if err := fsys.WriteFile("/pats", []byte(strings.Repeat("pattern\n", 200)), 0o644); err != nil {
		t.Fatal(err)
	}
	return commandtest.Bounded(t, Command, fsys, boundsMax, stdin, "grep", args...)
}

// TestBoundsStream greps a long stream of short lines: the heap stays
// within a few MiB whatever the options.
func TestBoundsStream(t *testing.T) {
	if commandtest.Race {
		t.Skip("measures memory over long inputs, slow under the race detector")
	}
	for _, args := range [][]string{
		{"y"}, {"-v", "x"}, {"-c", "y"}, {"-o", "y"}, {"-n", "y"}, {"-F", "y"}, {"-w", "y"},
		{"-B", "3", "x"}, {"-B", "1000", "-A", "2", "y"}, {"-m", "999999999", "y"},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			m := commandtest.NewHeapMeter()
			_, errs, st := boundsGrep(t, m.Reader(commandtest.Repeat("y\n", 8<<20)), args...)
			want := 0
			if args[0] == "-B" && args[2] == "x" {
				want = 1 // nothing selected
			}
			if st != want || errs != "" {
				t.Fatalf("status %d, stderr %q", st, errs)
			}
			if g := m.Growth(); g > 8<<20 {
				t.Errorf("the heap grew by %d bytes", g)
			}
		})
	}
}

// TestBoundsFail checks what passes the buffer limit: a line, the -B
// window, a line's list of matches (-o) and the patterns; each is
// "grep: ... too large", status 2.
func TestBoundsFail(t *testing.T) {
	tl := func(what string, limit int) string {
		return fmt.Sprintf("grep: %s too large: more than %d bytes, the limit on what one command holds in memory\n", what, limit)
	}
	for _, tc := range []struct {
		name  string
		stdin io.Reader
		args  []string
		err   string
	}{
		{"line", commandtest.Repeat("x", 1<<20), []string{"x"}, tl("line", boundsMax)},
		{"line after matches", io.MultiReader(strings.NewReader("x\nx\n"), commandtest.Repeat("x", 1<<20)), []string{"-c", "x"}, tl("line", boundsMax)},
		{"before context", commandtest.Repeat("y\n", 1<<20), []string{"-B", "1000000", "x"}, tl("context", boundsMax)},
		{"match list", strings.NewReader(strings.Repeat("y", 60000) + "\n"), []string{"-o", "y"}, tl("match list", boundsMax)},
		{"patterns", strings.NewReader("y\n"), []string{"-f", "/pats"}, tl("patterns", boundsMax/patternCost)},
		{"patterns given", strings.NewReader("y\n"), []string{"-e", strings.Repeat("a", 2000)}, tl("patterns", boundsMax/patternCost)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, errs, st := boundsGrep(t, tc.stdin, tc.args...)
			if errs != tc.err || st != 2 {
				t.Errorf("status %d, stderr %q; want 2, %q", st, errs, tc.err)
			}
		})
	}
}
