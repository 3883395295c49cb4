package sed

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

func boundsSed(t *testing.T, stdin io.Reader, args ...string) (int64, string, int) {
	t.Helper()
	fsys := vfs.New(nil)
	if err := fsys.WriteFile("/f", []byte(strings.Repeat(strings.Repeat("z", 3000)+"\n", 20)), 0o644); err != nil {
		t.Fatal(err)
	}
	return commandtest.Bounded(t, Command, fsys, boundsMax, stdin, "sed", args...)
}

// TestBoundsStream runs scripts over a long stream of short lines: the
// heap stays within a few MiB.
func TestBoundsStream(t *testing.T) {
	if commandtest.Race {
		t.Skip("measures memory over long inputs, slow under the race detector")
	}
	for _, script := range []string{"s/y/n/", "p", "$!N;P;D", "y/y/n/", "G", "h;G", "l", "s/y/&&&/g"} {
		t.Run(script, func(t *testing.T) {
			m := commandtest.NewHeapMeter()
			n, errs, st := boundsSed(t, m.Reader(commandtest.Repeat("y\n", 4<<20)), script)
			if st != 0 || errs != "" || n == 0 {
				t.Fatalf("status %d, stderr %q, %d bytes out", st, errs, n)
			}
			if g := m.Growth(); g > 8<<20 {
				t.Errorf("the heap grew by %d bytes", g)
			}
		})
	}
}

// TestBoundsFail checks what passes the buffer limit: a line, the
// pattern and hold spaces (N loops, G doubling, a replacement), the
// matches of s///g, what sed -i holds and what r reads; each fails as
// GNU sed fails when memory runs out, with status 4.
func TestBoundsFail(t *testing.T) {
	tl := func(what string) string {
		return fmt.Sprintf("sed: %s too large: more than %d bytes, the limit on what one command holds in memory\n", what, boundsMax)
	}
	lines := func() io.Reader { return commandtest.Repeat("y\n", 1<<20) }
	for _, tc := range []struct {
		name  string
		stdin io.Reader
		args  []string
		err   string
	}{
		{"line", commandtest.Repeat("x", 1<<20), []string{"p"}, tl("line")},
		{"N loop", lines(), []string{":a;N;ba"}, tl("pattern space")},
		{"H", lines(), []string{"-n", "H"}, tl("hold space")},
		{"G doubling", strings.NewReader("y\n"), []string{":a;G;h;ba"}, tl("pattern space")},
		{"replacement", strings.NewReader(strings.Repeat("y", 10000) + "\n"), []string{"s/.*/&&&&&&&&&&&&/"}, tl("pattern space")},
		{"match list", strings.NewReader(strings.Repeat("y", 30000) + "\n"), []string{"s/y/n/g"}, tl("match list")},
		{"in place", strings.NewReader(""), []string{"-i", "p", "/f"}, tl("output")},
		{"r stdin", lines(), []string{"r /dev/stdin", "/f"}, tl("input")},
		{"append loop", strings.NewReader("y\n"), []string{"-e", ":a", "-e", "a x", "-e", "ba"}, tl("append queue")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, errs, st := boundsSed(t, tc.stdin, tc.args...)
			if errs != tc.err || st != 4 {
				t.Errorf("status %d, stderr %q; want 4, %q", st, errs, tc.err)
			}
		})
	}
}
