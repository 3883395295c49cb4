package coreutils

import (
	"bytes"
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/toolsinshell/tis/runtime/command"
)

// shuf's output is random; these tests check what does not depend on the
// draw: which lines come out, how many, and the errors (messages as GNU
// shuf's).

func moreShuf(t *testing.T, args []string, stdin string) (string, string, int) {
	t.Helper()
	fsys := filesNewFS()
	filesWrite(fsys, "/in", "a\nb\nc\n", filesOld)
	var out, errb bytes.Buffer
	c := filesCall(fsys, "shuf", args, nil, stdin, &out, &errb)
	st, ok := command.StatusOf(shufCmd(context.Background(), c))
	if !ok {
		t.Fatalf("shuf %q: not an exit status", args)
	}
	return out.String(), errb.String(), st
}

func sortedLines(s string) []string {
	l := strings.Split(strings.TrimSuffix(s, "\n"), "\n")
	slices.Sort(l)
	return l
}

func TestMoreShufPermutes(t *testing.T) {
	for _, tt := range []struct {
		args  []string
		stdin string
		want  []string
	}{
		{[]string{"in"}, "", []string{"a", "b", "c"}},
		{nil, "x\ny", []string{"x", "y"}},
		{[]string{"-e", "p", "q", "r"}, "", []string{"p", "q", "r"}},
		{[]string{"-i", "1-5"}, "", []string{"1", "2", "3", "4", "5"}},
		{[]string{"-i", "3-3"}, "", []string{"3"}},
	} {
		out, errs, st := moreShuf(t, tt.args, tt.stdin)
		if st != 0 || errs != "" || !slices.Equal(sortedLines(out), tt.want) {
			t.Errorf("shuf %q: %q %q %d, want the lines %q", tt.args, out, errs, st, tt.want)
		}
	}
}

func TestMoreShufCounts(t *testing.T) {
	out, _, _ := moreShuf(t, []string{"-n", "2", "-e", "a", "b", "c"}, "")
	if l := sortedLines(out); len(l) != 2 || l[0] == l[1] {
		t.Errorf("-n 2: %q", out)
	}
	out, _, _ = moreShuf(t, []string{"-n", "3", "-i", "1-1000000000000"}, "")
	if l := sortedLines(out); len(l) != 3 || l[0] == l[1] || l[1] == l[2] {
		t.Errorf("-n 3 of a huge range: %q", out)
	}
	out, _, _ = moreShuf(t, []string{"-r", "-n", "50", "-e", "x", "y"}, "")
	if l := strings.Count(out, "\n"); l != 50 || strings.Trim(out, "xy\n") != "" {
		t.Errorf("-r -n 50: %q", out)
	}
	out, _, _ = moreShuf(t, []string{"-z", "-e", "a", "b"}, "")
	if l := strings.Split(out, "\x00"); len(l) != 3 || l[2] != "" {
		t.Errorf("-z: %q", out)
	}
	out, _, _ = moreShuf(t, []string{"-n", "0", "in"}, "")
	if out != "" {
		t.Errorf("-n 0: %q", out)
	}
	if out, _, st := moreShuf(t, []string{"-i", "1-0"}, ""); out != "" || st != 0 {
		t.Errorf("empty range: %q %d", out, st)
	}
}

func TestMoreShufRepeatStops(t *testing.T) {
	// -r without -n never ends by itself: the context ends it.
	var out bytes.Buffer
	c := filesCall(filesNewFS(), "shuf", []string{"-r", "-e", "y"}, nil, "", &out, &out)
	ctx, cancel := context.WithCancel(context.Background())
	w := &moreCancelAfter{n: 1 << 16, cancel: cancel}
	c.Stdout = w
	if err := shufCmd(ctx, c); err == nil {
		t.Fatal("no error after the context ended")
	}
}

// moreCancelAfter cancels its context once n bytes went through.
type moreCancelAfter struct {
	n      int
	cancel func()
}

func (w *moreCancelAfter) Write(p []byte) (int, error) {
	w.n -= len(p)
	if w.n <= 0 {
		w.cancel()
	}
	return len(p), nil
}

func TestMoreShufErrors(t *testing.T) {
	filesRun(t, shufCmd, "shuf", []filesCase{
		{name: "bad range", args: []string{"-i", "5-1"}, status: 1, stderr: "shuf: invalid input range: '5-1'\n"},
		{name: "bad range text", args: []string{"-i", "x"}, status: 1, stderr: "shuf: invalid input range: 'x'\n"},
		{name: "bad count", args: []string{"-n", "x", "-e", "a"}, status: 1, stderr: "shuf: invalid line count: 'x'\n"},
		{name: "nothing to repeat", args: []string{"-r", "-n", "2"}, stdin: "", status: 1, stderr: "shuf: no lines to repeat\n"},
		{name: "e and i", args: []string{"-e", "a", "-i", "1-2"}, status: 1, stderr: "shuf: cannot combine -e and -i options\nTry 'shuf --help' for more information.\n"},
		{name: "extra", args: []string{"a", "b"}, status: 1, stderr: "shuf: extra operand 'b'\nTry 'shuf --help' for more information.\n"},
		{name: "missing", args: []string{"nope"}, status: 1, stderr: "shuf: nope: No such file or directory\n"},
		{name: "no args", args: []string{"-e"}},
		{name: "output file", args: []string{"-o", "out", "-e", "a"}, check: moreWantFiles("/out", "a\n")},
		{name: "random source", args: []string{"--random-source=x", "-e", "a"}, status: 2, stderr: "shuf: unsupported option '--random-source'\n"},
	})
}

func TestMoreShufTooMuch(t *testing.T) {
	// A range too large to shuffle whole is an error, not a crash.
	var out, errb bytes.Buffer
	c := filesCall(filesNewFS(), "shuf", []string{"-i", "1-100000000000"}, nil, "", &out, &errb)
	c.MaxBuffer = 1 << 16
	c.Stdout = &bytes.Buffer{}
	st, _ := command.StatusOf(shufCmd(context.Background(), c))
	if st != 1 || !strings.Contains(errb.String(), "too large") {
		t.Errorf("status %d stderr %q", st, errb.String())
	}
}
