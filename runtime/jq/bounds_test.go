package jq

import (
	"bytes"
	"context"
	"errors"
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

func boundsJQ(t *testing.T, max int64, stdin io.Reader, args ...string) (int64, string, int) {
	t.Helper()
	fsys := vfs.New(nil)
	if err := fsys.WriteFile("/big.json", []byte("["+strings.Repeat("1,", 40000)+"1]"), 0o644); err != nil {
		t.Fatal(err)
	}
	return commandtest.Bounded(t, New().Command, fsys, max, stdin, "jq", args...)
}

// TestBoundsStream reads a long stream of small values, and of raw
// lines: jq must get through it with the heap within a few MiB.
func TestBoundsStream(t *testing.T) {
	if commandtest.Race {
		t.Skip("measures memory over long inputs, slow under the race detector")
	}
	for _, tc := range []struct {
		in   string
		args []string
	}{
		{"1\n", []string{"-c", "."}},
		{"{\"a\":[1,2]}\n", []string{"-c", ".a[0]"}},
		{"y\n", []string{"-R", "."}},
		{"y\n", []string{"-nR", "reduce inputs as $x (0; . + 1)"}},
		{"[1,\"a\"] ", []string{"-n", "reduce inputs as $x (0; . + 1)"}},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			m := commandtest.NewHeapMeter()
			n, errs, st := boundsJQ(t, boundsMax, m.Reader(commandtest.Repeat(tc.in, int64(len(tc.in))<<19)), tc.args...)
			if st != 0 || errs != "" || n == 0 {
				t.Fatalf("status %d, stderr %q, %d bytes out", st, errs, n)
			}
			if g := m.Growth(); g > 8<<20 {
				t.Errorf("the heap grew by %d bytes", g)
			}
		})
	}
}

// TestBoundsFail runs jq over inputs, queries and outputs past the
// buffer limit: each fails with a message and a status.
func TestBoundsFail(t *testing.T) {
	tl := func(what string) string {
		return fmt.Sprintf("%s too large: more than %d bytes, the limit on what one command holds in memory", what, boundsMax)
	}
	ones := func() io.Reader { return commandtest.Repeat("1 ", 1<<20) }
	for _, tc := range []struct {
		name   string
		stdin  io.Reader
		args   []string
		err    string
		status int
	}{
		{"one value past the limit", io.MultiReader(strings.NewReader("["), commandtest.Repeat("1,", -1)), []string{"."},
			"jq: error (at <stdin>:0): " + tl("input") + "\n", 2},
		{"a string that never ends", io.MultiReader(strings.NewReader(`"`), commandtest.Repeat("x", -1)), []string{"."},
			"jq: error (at <stdin>:0): " + tl("input") + "\n", 2},
		{"decoded past the limit", strings.NewReader("[" + strings.Repeat("1,", 20000) + "1]"), []string{"length"},
			"jq: error (at <stdin>:0): " + tl("input") + "\n", 2},
		{"slurp", ones(), []string{"-s", "length"}, "jq: error (at <stdin>:0): " + tl("input") + "\n", 2},
		{"raw slurp", ones(), []string{"-Rs", "length"}, "jq: error (at <stdin>:0): " + tl("input") + "\n", 2},
		{"raw line", commandtest.Repeat("x", 1<<20), []string{"-R", "length"}, "jq: error (at <stdin>:0): " + tl("line") + "\n", 2},
		{"slurpfile", strings.NewReader(""), []string{"-n", "--slurpfile", "v", "/big.json", "$v"}, "jq: error: " + tl("input") + "\n", 2},
		{"rawfile", strings.NewReader(""), []string{"-n", "--rawfile", "v", "/big.json", "$v"}, "jq: error: " + tl("input") + "\n", 2},
		{"output", strings.NewReader(""), []string{"-n", "[range(100000)]"}, "jq: error (at <stdin>:0): " + tl("output") + "\n", 5},
		{"output too deep", strings.NewReader(""), []string{"-nc", "reduce range(20000) as $i (0; [.])"},
			"jq: error (at <stdin>:0): value too deep to print: more than 10000 levels\n", 5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, errs, st := boundsJQ(t, boundsMax, tc.stdin, tc.args...)
			if errs != tc.err || st != tc.status {
				t.Errorf("status %d, stderr %q; want %d, %q", st, errs, tc.status, tc.err)
			}
		})
	}
}

// TestBoundsQuery runs queries that grow without end: the heap watch
// stops each with an error and status 5, where gojq alone would exhaust
// the process.
func TestBoundsQuery(t *testing.T) {
	if testing.Short() {
		t.Skip("builds 64 MiB")
	}
	for _, q := range []string{"def f: [f]; f", "[range(1e9)] | length", `[limit(1e9; repeat("x"))] | length`} {
		t.Run(q, func(t *testing.T) {
			_, errs, st := boundsJQ(t, 1<<10, strings.NewReader(""), "-n", q)
			want := fmt.Sprintf("jq: error (at <stdin>:0): memory too large: more than %d bytes, the limit on what one command holds in memory\n", 64<<20)
			if errs != want || st != 5 {
				t.Errorf("status %d, stderr %q; want 5, %q", st, errs, want)
			}
		})
	}
}

// cancelReader cancels a context as it is first read.
type cancelReader struct {
	r      io.Reader
	cancel context.CancelFunc
}

func (r *cancelReader) Read(p []byte) (int, error) {
	r.cancel()
	return r.r.Read(p)
}

// TestBoundsCancel cancels the script's context while a query runs: jq
// stops with the context's error instead of building [range(1e9)].
func TestBoundsCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var out, errb bytes.Buffer
	c := &command.Call{Name: "jq", Args: []string{"-n", "(input | length), ([range(1e9)] | length)"},
		Stdin: &cancelReader{strings.NewReader("[1]"), cancel}, Stdout: &out, Stderr: &errb, Dir: "/", FS: vfs.New(nil)}
	err := New().Command(ctx, c)
	if !errors.Is(err, context.Canceled) {
		t.Errorf("jq = %v (stdout %q, stderr %q), want the context's error", err, out.String(), errb.String())
	}
}
