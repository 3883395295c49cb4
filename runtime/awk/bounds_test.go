package awk

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

func boundsAwk(t *testing.T, stdin io.Reader, args ...string) (int64, string, int) {
	t.Helper()
	return commandtest.Bounded(t, Command, nil, boundsMax, stdin, "awk", args...)
}

// TestBoundsStream runs programs over a long stream of short records:
// the heap stays within a few MiB, and arrays a function makes for
// itself are not counted once it returns.
func TestBoundsStream(t *testing.T) {
	if commandtest.Race {
		t.Skip("measures memory over long inputs, slow under the race detector")
	}
	for _, prog := range []string{
		"{print}", "END{print NR}", "{n += length($0)} END{print n}", "{a[$0]++} END{for (k in a) print k, a[k]}",
		`{gsub(/y/, "n"); print}`, `{s = s "x"; if (length(s) > 1000) s = ""} END{print length(s)}`,
		`function f(  t) { return split("a b c", t) } {n += f()} END{print n}`,
		`{a[NR] = $0; delete a[NR-1]} END{print length(a)}`,
	} {
		t.Run(prog, func(t *testing.T) {
			m := commandtest.NewHeapMeter()
			n, errs, st := boundsAwk(t, m.Reader(commandtest.Repeat("y\n", 4<<20)), prog)
			if st != 0 || errs != "" || n == 0 {
				t.Fatalf("status %d, stderr %q, %d bytes out", st, errs, n)
			}
			if g := m.Growth(); g > 8<<20 {
				t.Errorf("the heap grew by %d bytes", g)
			}
		})
	}
}

// TestBoundsFail checks what passes the buffer limit: a record, a
// string, the arrays, a printf width, the matches of gsub, and (through
// the heap watch) strings kept by a deep recursion; each is a fatal
// error, status 2.
func TestBoundsFail(t *testing.T) {
	tl := func(what string, limit int) string {
		return fmt.Sprintf("awk: fatal: %s too large: more than %d bytes, the limit on what one command holds in memory\n", what, limit)
	}
	lines := func() io.Reader { return commandtest.Repeat("y\n", 1<<20) }
	for _, tc := range []struct {
		name  string
		stdin io.Reader
		prog  string
		err   string
	}{
		{"record", commandtest.Repeat("x", 1<<20), "{print}", tl("record", boundsMax)},
		{"getline", commandtest.Repeat("x", 1<<20), "BEGIN{getline line; print line}", tl("record", boundsMax)},
		{"string", strings.NewReader(""), `BEGIN{s = "x"; while (1) s = s s}`, "awk: fatal: string too long: " + tl("string", boundsMax)[len("awk: fatal: "):]},
		{"array", lines(), "{a[NR] = $0}", tl("array", boundsMax)},
		{"printf width", strings.NewReader(""), `BEGIN{printf "%99999d", 1}`, tl("width", boundsMax)},
		{"printf star", strings.NewReader(""), `BEGIN{printf "%*d", 99999, 1}`, tl("width", boundsMax)},
		{"sprintf precision", strings.NewReader(""), `BEGIN{s = sprintf("%.99999f", 1)}`, tl("precision", boundsMax)},
		{"CONVFMT", strings.NewReader(""), `BEGIN{CONVFMT = "%.99999f"; s = 0.5 ""}`, tl("precision", boundsMax)},
		{"gsub matches", strings.NewReader(""), `BEGIN{s = sprintf("%60000s", ""); gsub(/ /, "x", s)}`, tl("match list", boundsMax)},
		{"deep recursion", strings.NewReader(""), `function f(n,  s) { s = sprintf("%60000s", n); if (n < 5000) f(n + 1) } BEGIN{f(0)}`,
			tl("memory", 64<<20)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, errs, st := boundsAwk(t, tc.stdin, tc.prog)
			if errs != tc.err || st != 2 {
				t.Errorf("status %d, stderr %q; want 2, %q", st, errs, tc.err)
			}
		})
	}
}

// TestBoundsPrintfWide prints fields wider and more precise than Go's
// fmt takes, within the default limit: they are padded as C pads them.
func TestBoundsPrintfWide(t *testing.T) {
	const w = 2_000_001
	for _, tc := range []struct{ prog, want string }{
		{`BEGIN{printf "%-2000001d|", 7}`, "7" + strings.Repeat(" ", w-1) + "|"},
		{`BEGIN{printf "%02000001d|", -7}`, "-" + strings.Repeat("0", w-2) + "7|"},
		{`BEGIN{printf "%#02000001x|", 255}`, "0x" + strings.Repeat("0", w-4) + "ff|"},
		{`BEGIN{printf "%.2000001d|", 7}`, strings.Repeat("0", w-1) + "7|"},
		{`BEGIN{printf "%+.2000001f|", 1.5}`, "+1.5" + strings.Repeat("0", w-1) + "|"},
		{`BEGIN{printf "%2000001s|", "ab"}`, strings.Repeat(" ", w-2) + "ab|"},
		{`BEGIN{printf "%.2000001s|", "ab"}`, "ab|"},
	} {
		var out, errb bytes.Buffer
		c := &command.Call{Name: "awk", Args: []string{tc.prog}, Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errb, Dir: "/", FS: vfs.New(nil)}
		if err := Command(context.Background(), c); err != nil || out.String() != tc.want {
			t.Errorf("%s: %v, stderr %q, %d bytes out (want %d), starting %q", tc.prog, err, errb.String(), out.Len(), len(tc.want), out.String()[:min(out.Len(), 8)])
		}
	}
}
