package awk

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// errFakeStop stands for the runtime stopping the script (a limit, a
// call that needs approval): an error that is not an exit status.
var errFakeStop = errors.New("fake: the script was stopped")

// fakeExec is a tiny stand-in for the runtime's Exec: it runs
// `sh -c STRING` by splitting STRING into words and dispatching the
// first to a few Go functions.
func fakeExec(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	if len(args) != 3 || args[0] != "sh" || args[1] != "-c" {
		return fmt.Errorf("fake: unexpected command line %q", args)
	}
	words := strings.Fields(args[2])
	if len(words) == 0 {
		return nil
	}
	name, rest := words[0], words[1:]
	arg := func() int {
		if len(rest) == 0 {
			return 0
		}
		n, _ := strconv.Atoi(rest[0])
		return n
	}
	writeErr := func(err error) error {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		if errors.Is(err, io.ErrClosedPipe) {
			return command.Status(141)
		}
		return command.Status(1)
	}
	readLines := func() []string {
		var lines []string
		sc := bufio.NewScanner(stdin)
		for sc.Scan() {
			lines = append(lines, sc.Text())
		}
		return lines
	}
	switch name {
	case "sort":
		lines := readLines()
		slices.Sort(lines)
		if slices.Contains(rest, "-r") {
			slices.Reverse(lines)
		}
		for _, l := range lines {
			if _, err := fmt.Fprintln(stdout, l); err != nil {
				return writeErr(err)
			}
		}
		return nil
	case "cat":
		if _, err := io.Copy(stdout, stdin); err != nil {
			return writeErr(err)
		}
		return ctx.Err()
	case "count": // wc -l
		_, err := fmt.Fprintln(stdout, len(readLines()))
		return err
	case "echo":
		_, err := fmt.Fprintln(stdout, strings.Join(rest, " "))
		return err
	case "lines":
		for i := 1; i <= arg(); i++ {
			if _, err := fmt.Fprintf(stdout, "line %d\n", i); err != nil {
				return writeErr(err)
			}
		}
		return nil
	case "exit":
		return command.Status(arg())
	case "warn":
		fmt.Fprintln(stderr, "warned")
		return nil
	case "ignore": // exits without reading its input
		return nil
	case "yes":
		for {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			if _, err := io.WriteString(stdout, "y\n"); err != nil {
				return writeErr(err)
			}
		}
	case "hang":
		<-ctx.Done()
		return ctx.Err()
	case "stop":
		return errFakeStop
	}
	return command.Status(127)
}

type pipeCase struct {
	name   string
	prog   string
	stdin  string
	out    string
	anyOut bool   // the output's order is not determined
	err    string // substring expected on stderr ("" means none)
	status int
	stop   bool // Command must return errFakeStop itself
}

var pipeCases = []pipeCase{
	{name: "print to sort", prog: `{ print | "sort" }`, stdin: "b\na\nc\n", out: "a\nb\nc\n"},
	{name: "printf to sort", prog: `BEGIN { printf "%s\n", "b" | "sort"; printf("a\n") | "sort" }`, out: "a\nb\n"},
	{name: "close returns status 0", prog: `{ print | "sort -r" } END { r = close("sort -r"); print "closed", r }`,
		stdin: "b\na\nc\n", out: "c\nb\na\nclosed 0\n"},
	{name: "close returns exit status", prog: `BEGIN { print "x" | "exit 3"; print close("exit 3") }`, out: "3\n"},
	{name: "two pipes close last opened first", prog: `{ print $1 | "sort"; print $2 | "sort -r" }`,
		stdin: "3 c\n1 a\n2 b\n", out: "c\nb\na\n1\n2\n3\n"},
	{name: "output before pipe comes first", prog: `BEGIN { print "a"; print "b" | "cat"; print "c" }`, out: "a\nb\nc\n"},
	{name: "close flushes awk output first", prog: `BEGIN { print "b" | "cat"; print "a"; close("cat"); print "c" }`, out: "a\nb\nc\n"},
	{name: "pipe reopened after close", prog: `BEGIN { print "2" | "sort"; print "1" | "sort"; close("sort"); print "0" | "sort" }`, out: "1\n2\n0\n"},
	{name: "pipe to count", prog: `{ print | "count" }`, stdin: "1\n2\n3\n", out: "3\n"},
	{name: "pipe command stderr", prog: `BEGIN { print "x" | "warn"; close("warn") }`, err: "warned"},
	{name: "print to command that exited", prog: `BEGIN { for (i = 0; i < 100000; i++) print i | "ignore" }`,
		err: `print to "ignore" failed: Broken pipe`, status: 2},
	{name: "printf to command that exited", prog: `BEGIN { for (i = 0; i < 100000; i++) printf "%d\n", i | "ignore" }`,
		err: `printf to "ignore" failed: Broken pipe`, status: 2},
	{name: "small print to command that exited", prog: `BEGIN { print "x" | "ignore"; print close("ignore") }`, out: "0\n"},
	{name: "empty pipe command", prog: `BEGIN { print "x" | "" }`, err: "null string value", status: 2},
	{name: "too many pipes", prog: `BEGIN { for (i = 0; i < 70; i++) print i | ("cat " i) }`, anyOut: true,
		err: "too many pipes open (limit 64)", status: 2},
	{name: "pipes closed in loop stay under limit", prog: `BEGIN { for (i = 0; i < 100; i++) { print i | ("count " i); close("count " i) } }`,
		out: strings.Repeat("1\n", 100)},

	{name: "getline from command", prog: `BEGIN { "echo a b" | getline; print NR, NF, $2 }`, out: "0 2 b\n"},
	{name: "getline var loop", prog: `BEGIN { while (("lines 3" | getline l) > 0) print "got", l; print close("lines 3"), NR }`,
		out: "got line 1\ngot line 2\ngot line 3\n0 0\n"},
	{name: "getline leaves NR FNR", prog: `{ "echo x y" | getline; print NR, FNR, NF, $0 } END { print NR }`,
		stdin: "q\nr\n", out: "1 1 2 x y\n2 2 1 r\n2\n"},
	{name: "getline at end until closed", prog: `BEGIN { "echo a" | getline x; r = ("echo a" | getline y); print x, r, "[" y "]"; close("echo a"); "echo a" | getline y; print y }`,
		out: "a 0 []\na\n"},
	{name: "getline close status", prog: `BEGIN { "exit 4" | getline; print close("exit 4") }`, out: "4\n"},
	{name: "getline unknown command", prog: `BEGIN { r = ("nosuch" | getline); print r, close("nosuch") }`, out: "0 127\n"},
	{name: "getline close early", prog: `BEGIN { "yes" | getline x; print x, close("yes") }`, out: "y 141\n"},
	{name: "getline RS paragraph", prog: `BEGIN { RS = ""; "lines 2" | getline; print NF }`, out: "4\n"},
	{name: "getline empty command", prog: `BEGIN { print ("" | getline) }`, err: "null string value", status: 2},
	{name: "same name in and out", prog: `BEGIN { print "z" | "cat"; "cat" | getline x; print "[" x "]" }`, out: "z\n[]\n"},

	{name: "system output order", prog: `BEGIN { print "a"; r = system("echo hi"); print "b", r }`, out: "a\nhi\nb 0\n"},
	{name: "system status", prog: `BEGIN { print system("exit 5") }`, out: "5\n"},
	{name: "system unknown", prog: `BEGIN { print system("nosuch") }`, out: "127\n"},
	{name: "system empty flushes", prog: `BEGIN { printf "a"; print system("") }`, out: "a0\n"},
	{name: "system flushes pipes", prog: `BEGIN { print "b" | "cat"; system("ignore"); close("cat"); print "c" }`, out: "b\nc\n"},

	{name: "close not open", prog: `BEGIN { print close("nothing") }`, out: "-1\n"},
	{name: "fflush pipe", prog: `BEGIN { print "x" | "sort"; print fflush("sort"); close("sort") }`, out: "0\nx\n"},
	{name: "fflush not open", prog: `BEGIN { print fflush("nope") }`, out: "-1\n", err: "not an open file"},
	{name: "fflush empty", prog: `BEGIN { printf "a"; print fflush("") }`, out: "a0\n"},

	{name: "stop in system", prog: `BEGIN { print "before"; system("stop"); print "not reached" }`, out: "before\n", stop: true},
	{name: "stop with output pending", prog: `BEGIN { print "x" | "cat"; print "before"; "stop" | getline }`, out: "x\nbefore\n", stop: true},
	{name: "stop at close", prog: `BEGIN { print "x" | "stop"; close("stop"); print "not reached" }`, stop: true},
	{name: "stop at end", prog: `BEGIN { print "x" | "stop" }`, stop: true},
	{name: "stop in getline", prog: `BEGIN { "stop" | getline; print "not reached" }`, stop: true},
	{name: "stop after runtime error", prog: `BEGIN { print "x" | "stop"; print 1 > "" }`, stop: true},
}

func runPipeCase(t *testing.T, ctx context.Context, prog, stdin string) (string, string, error) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	c := &command.Call{
		Name: "awk", Args: []string{prog}, Stdin: strings.NewReader(stdin),
		Stdout: &stdout, Stderr: &stderr, Dir: "/", FS: vfs.New(nil),
		Env:  func(string) (string, bool) { return "", false },
		Now:  func() time.Time { return time.Unix(1700000000, 0) },
		Exec: fakeExec,
	}
	err := Command(ctx, c)
	return stdout.String(), stderr.String(), err
}

func TestPipes(t *testing.T) {
	for _, tc := range pipeCases {
		t.Run(tc.name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			defer cancel()
			out, errOut, err := runPipeCase(t, ctx, tc.prog, tc.stdin)
			if tc.stop {
				if err != errFakeStop {
					t.Fatalf("got %v, want the stop error itself (stderr %q)", err, errOut)
				}
				if out != tc.out {
					t.Errorf("stdout:\n got %q\nwant %q", out, tc.out)
				}
				return
			}
			st, ok := command.StatusOf(err)
			if !ok {
				t.Fatalf("non-status error: %v", err)
			}
			if !tc.anyOut && out != tc.out {
				t.Errorf("stdout:\n got %q\nwant %q", out, tc.out)
			}
			if tc.err == "" && errOut != "" {
				t.Errorf("unexpected stderr: %q", errOut)
			}
			if tc.err != "" && !strings.Contains(errOut, tc.err) {
				t.Errorf("stderr %q does not contain %q", errOut, tc.err)
			}
			if st != tc.status {
				t.Errorf("status %d, want %d (stderr %q)", st, tc.status, errOut)
			}
		})
	}
}

// TestPipesContextCancel checks that awk returns once its context is
// done while commands it runs are blocked or endless.
func TestPipesContextCancel(t *testing.T) {
	for _, prog := range []string{
		`BEGIN { print "x" | "hang"; close("hang") }`,
		`BEGIN { print "x" | "hang" }`,
		`BEGIN { while (1) print "x" | "hang" }`,
		`BEGIN { while (1) print "x" | "cat" }`,
		`BEGIN { "hang" | getline }`,
		`BEGIN { while (("yes" | getline x) > 0) n++ }`,
		`BEGIN { system("hang") }`,
		`BEGIN { "yes" | getline; print "x" | "hang"; while (1) ; }`,
	} {
		t.Run(prog, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
			defer cancel()
			_, _, err := runPipeCase(t, ctx, prog, "")
			if err != ctx.Err() {
				t.Errorf("got %v, want the context error", err)
			}
		})
	}
}
