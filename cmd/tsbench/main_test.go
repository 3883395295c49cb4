package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/toolsinshell/tis/cmd/internal/cli"
)

func runArgs(args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	st := run(cli.Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errb}, args)
	return st, out.String(), errb.String()
}

// TestHelpAndVersion: tsbench behaves as the other commands: --help on
// stdout with status 0 and every flag with two dashes, --version from
// the build, a bad flag or value status 2 on stderr.
func TestHelpAndVersion(t *testing.T) {
	for _, args := range [][]string{{"--help"}, {"-h"}, {"--n", "3", "--help"}} {
		st, out, errOut := runArgs(args...)
		if st != 0 || errOut != "" || !strings.HasPrefix(out, "usage: tsbench ") || !strings.Contains(out, "\n  --n int\n") ||
			!strings.Contains(out, "\n  --only string\n") {
			t.Errorf("%q: status %d stderr %q stdout %q", args, st, errOut, out)
		}
	}
	if st, out, errOut := runArgs("--version"); st != 0 || errOut != "" || out != "tsbench "+cli.Version()+"\n" {
		t.Errorf("--version: status %d stdout %q stderr %q", st, out, errOut)
	}
	for _, args := range [][]string{{"--bogus"}, {"--n", "0"}, {"--only", "nope"}, {"--servers", "pip"}, {"--sessions", "-1"}, {"extra"}} {
		if st, out, errOut := runArgs(args...); st != 2 || out != "" || !strings.HasPrefix(errOut, "tsbench: ") {
			t.Errorf("%q: status %d stdout %q stderr %q", args, st, out, errOut)
		}
	}
}

// TestBashkitAbsent: without bashkit the bashkit table is one line
// saying how to get it, and tsbench does not fail.
func TestBashkitAbsent(t *testing.T) {
	st, out, errOut := runArgs("--only", "bashkit", "--bashkit", t.TempDir())
	if st != 0 || errOut != "" || !strings.HasPrefix(out, "bashkit: skipped") || strings.Count(out, "\n") != 1 {
		t.Errorf("status %d stdout %q stderr %q", st, out, errOut)
	}
}
