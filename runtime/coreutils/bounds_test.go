package coreutils

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/command/commandtest"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// boundsMax is the buffer limit of the bounds tests: far below their
// inputs.
const boundsMax = 64 << 10

// boundsStream is how much a streaming command reads in the bounds
// tests, and boundsHeap how far the heap may grow meanwhile.
const (
	boundsStream = 16 << 20
	boundsHeap   = 8 << 20
)

// boundsRun runs one command of the package with stdin and the bounds
// tests' buffer limit; stdout is counted, not kept.
func boundsRun(t *testing.T, fsys *vfs.FS, args []string, stdin io.Reader) (int64, string, int) {
	t.Helper()
	r := &command.Registry{}
	Register(r)
	fn, ok := r.Lookup(args[0])
	if !ok {
		t.Fatalf("no command %s", args[0])
	}
	var out commandtest.Counter
	var errb bytes.Buffer
	c := filesCall(fsys, args[0], args[1:], nil, "", &out, &errb)
	c.Stdin, c.MaxBuffer = stdin, boundsMax
	c.Exec = func(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
		fn, ok := r.Lookup(args[0])
		if !ok {
			return command.Status(127)
		}
		sub := *c
		sub.Name, sub.Args, sub.Stdin, sub.Stdout, sub.Stderr = args[0], args[1:], stdin, stdout, stderr
		return fn(ctx, &sub)
	}
	st, ok := command.StatusOf(fn(context.Background(), c))
	if !ok {
		t.Fatalf("%q: not an exit status", args)
	}
	return out.N, errb.String(), st
}

// boundsFS holds the files the bounds tests name: an empty one, a
// checksum list and a file with a line longer than the limit.
func boundsFS(t *testing.T) *vfs.FS {
	fsys := filesNewFS()
	long := strings.Repeat("x", 2*boundsMax)
	for name, data := range map[string]string{"/empty": "", "/long": long + "\n", "/a": "a\n"} {
		if err := fsys.WriteFile(name, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return fsys
}

// TestBoundsStream runs the commands that stream over a long input of
// short lines: each must succeed while the heap stays within a few MiB.
func TestBoundsStream(t *testing.T) {
	if commandtest.Race {
		t.Skip("measures memory over long inputs, slow under the race detector")
	}
	for _, args := range [][]string{
		{"cat"}, {"cat", "-n"}, {"tac", "/a"}, {"head", "-n", "-5"}, {"head", "-c", "-100"},
		{"tail", "-n", "5"}, {"tail", "-c", "100"}, {"tail", "-n", "+3"}, {"wc"}, {"wc", "-L"},
		{"cut", "-c1"}, {"cut", "-d", "y", "-f2"}, {"rev"}, {"uniq"}, {"uniq", "-c"}, {"nl"},
		{"fold", "-w", "1"}, {"paste", "-", "/empty"}, {"paste", "-s"}, {"comm", "-", "/empty"},
		{"tr", "y", "n"}, {"tr", "-s", "y"}, {"base64"}, {"md5sum"}, {"sha256sum"}, {"tee"},
		{"xargs", "true"}, {"xargs", "-d", `\n`, "true"}, {"xargs", "-n", "1000", "true"},
		{"head", "-n", "999999999999"}, {"head", "-c", "999999999999"},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			if testing.Short() && args[0] != "cat" {
				t.Skip("long input")
			}
			m := commandtest.NewHeapMeter()
			n, errs, st := boundsRun(t, boundsFS(t), args, m.Reader(commandtest.Repeat("y\n", boundsStream)))
			if st != 0 || errs != "" {
				t.Fatalf("status %d, stderr %q", st, errs)
			}
			if n == 0 && args[0] != "xargs" {
				t.Error("no output")
			}
			if g := m.Growth(); g > boundsHeap {
				t.Errorf("the heap grew by %d bytes over %d bytes of input", g, boundsStream)
			}
		})
	}
}

// TestBoundsFail runs commands over inputs or arguments past the buffer
// limit: each fails with the limit's message and its status, having held
// no more than the limit.
func TestBoundsFail(t *testing.T) {
	tl := func(what string) string {
		return fmt.Sprintf("%s too large: more than %d bytes, the limit on what one command holds in memory", what, boundsMax)
	}
	lines := func() io.Reader { return commandtest.Repeat("y\n", 1<<20) }
	long := func() io.Reader { return commandtest.Repeat("x", 1<<20) } // one line of 1 MiB
	for _, tc := range []struct {
		args   []string
		stdin  func() io.Reader
		err    string // the whole of stderr; "cmd: " is added
		status int
	}{
		// a line past the limit in a streaming command
		{[]string{"cut", "-c1"}, long, tl("line"), 1},
		{[]string{"cut", "-f1", "/long"}, nil, tl("line"), 1},
		{[]string{"rev"}, long, tl("line"), 1},
		{[]string{"uniq"}, long, tl("line"), 1},
		{[]string{"nl"}, long, tl("line"), 1},
		{[]string{"paste", "-s"}, long, tl("line"), 1},
		{[]string{"paste", "-", "/a"}, long, tl("line"), 1},
		{[]string{"comm", "-", "/a"}, long, tl("line"), 1},
		{[]string{"fold"}, func() io.Reader { return commandtest.Repeat("a\b", 1<<20) }, tl("line"), 1},
		{[]string{"md5sum", "-c"}, long, tl("line"), 1},
		{[]string{"tail", "-n", "1"}, long, tl("line"), 1},
		{[]string{"head", "-n", "-1"}, long, tl("line"), 1},
		{[]string{"sort"}, long, tl("line"), 2},
		{[]string{"sort", "-c"}, long, tl("line"), 2},
		// inputs held whole, or windows, past the limit
		{[]string{"sort"}, lines, tl("input"), 2},
		{[]string{"sort", "-n", "-k1,1"}, lines, tl("input"), 2},
		{[]string{"tac"}, lines, tl("input"), 1},
		{[]string{"column"}, lines, tl("input"), 1},
		{[]string{"column", "-t"}, lines, tl("input"), 1},
		{[]string{"diff", "-", "/a"}, lines, tl("input"), 2},
		{[]string{"tail", "-n", "1000000"}, lines, tl("input"), 1},
		{[]string{"head", "-n", "-1000000"}, lines, tl("input"), 1},
		{[]string{"tail", "-c", "1000000"}, lines, tl("input"), 1},
		{[]string{"head", "-c", "-1000000"}, lines, tl("input"), 1},
		// sizes from the arguments
		{[]string{"printf", "%99999d", "1"}, nil, tl("width"), 1},
		{[]string{"printf", "%.99999f", "1"}, nil, tl("precision"), 1},
		{[]string{"printf", "%*d", "99999", "1"}, nil, tl("width"), 1},
		{[]string{"printf", "%*d", "-9223372036854775808", "1"}, nil, tl("width"), 1},
		{[]string{"printf", "%.*d", "99999", "1"}, nil, tl("precision"), 1},
		{[]string{"seq", "1e-99999", "1"}, nil, tl("precision"), 1},
		{[]string{"nl", "-w", "99999"}, nil, tl("width"), 1},
		{[]string{"stat", "-c", "%99999n", "/a"}, nil, tl("width"), 1},
		{[]string{"stat", "-c", strings.Repeat("%9999n", 10), "/a"}, nil, tl("output"), 1},
		{[]string{"find", "/a", "-printf", "%99999p"}, nil, tl("width"), 1},
		{[]string{"find", "/a", "-printf", strings.Repeat("%9999p", 10)}, nil, tl("output"), 1},
		{[]string{"date", "+" + strings.Repeat("%9999d", 10)}, nil, tl("output"), 1},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			var stdin io.Reader = strings.NewReader("")
			if tc.stdin != nil {
				stdin = tc.stdin()
			}
			_, errs, st := boundsRun(t, boundsFS(t), tc.args, stdin)
			if want := tc.args[0] + ": " + tc.err + "\n"; errs != want || st != tc.status {
				t.Errorf("status %d, stderr %q; want %d, %q", st, errs, tc.status, want)
			}
		})
	}
}

// TestBoundsPrintfMany checks that printf writes as it goes: many
// arguments, or a width used again and again, never pile up.
func TestBoundsPrintfMany(t *testing.T) {
	args := []string{"printf", "%s%60000d\n"}
	for range 200 {
		args = append(args, "a", "1")
	}
	m := commandtest.NewHeapMeter()
	n, errs, st := boundsRun(t, boundsFS(t), args, m.Reader(strings.NewReader("")))
	if st != 0 || errs != "" || n != 200*60002 {
		t.Errorf("%d bytes out, status %d, stderr %q", n, st, errs)
	}
}

// TestBoundsXargsSize checks that -s past the limit is brought down to
// it, as GNU does with the system's bound.
func TestBoundsXargsSize(t *testing.T) {
	_, errs, st := boundsRun(t, boundsFS(t), []string{"xargs", "-s", "999999999", "true"}, commandtest.Repeat("y\n", 1<<20))
	want := fmt.Sprintf("xargs: value 999999999 for -s option should be <= %d\n", boundsMax)
	if st != 0 || errs != want {
		t.Errorf("status %d, stderr %q; want 0, %q", st, errs, want)
	}
	_, errs, st = boundsRun(t, boundsFS(t), []string{"xargs", "-0", "true"}, commandtest.Repeat("x", 1<<20))
	if st != 1 || errs != "xargs: argument line too long\n" {
		t.Errorf("-0 over an item past the limit: status %d, stderr %q", st, errs)
	}
}
