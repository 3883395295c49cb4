package runtime

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/toolsinshell/tis/internal/mvdansh/interp"
	"github.com/toolsinshell/tis/runtime/command"
)

// TestPanicEndsScript: a panic of a command, wherever it runs (the main
// script, a pipeline's stage, a background job, a command substitution,
// code given to eval), ends the script with an internal error: the
// process goes on, and what the script printed before stays.
func TestPanicEndsScript(t *testing.T) {
	for _, src := range []string{
		"echo before; boom; echo after",
		"echo before; boom | cat; echo after",
		"echo before; boom & wait; echo after",
		"echo before; x=$(boom); echo after",
		"echo before; eval 'boom' 2>/dev/null; echo after",
		"echo before; f() { boom; }; f | f; echo after",
		"echo before; bash -c boom; echo after",
	} {
		t.Run(src, func(t *testing.T) {
			reg := DefaultRegistry()
			reg.Register("boom", func(ctx context.Context, c *command.Call) error { panic("kaboom") })
			s := NewSession(&Options{Registry: reg})
			res := s.Run(context.Background(), src, nil)
			var pe *interp.PanicError
			if !errors.As(res.Stopped, &pe) {
				t.Fatalf("Stopped = %v, want a PanicError", res.Stopped)
			}
			if res.ExitCode == 0 || res.Stdout != "before\n" || !strings.Contains(res.Stderr, "internal error") || !strings.Contains(res.Stderr, "kaboom") {
				t.Errorf("status %d, stdout %q, stderr %q", res.ExitCode, res.Stdout, res.Stderr)
			}
		})
	}
}

// TestExpansionBound: what one expansion builds is bounded by the
// buffer limit; past it the shell ends with status 1 and says why, and
// the process's memory never holds many times the limit.
func TestExpansionBound(t *testing.T) {
	l := Limits{MaxBufferBytes: 1 << 20, MaxCommands: -1}
	for _, src := range []string{
		"x=$(yes); echo after",
		"x=$(while :; do echo yyyyyyyy; done); echo after",
		"x=$(head -c 600000 /dev/zero | tr '\\0' a); y=${x//a/$x}; echo after",
		"x=$(head -c 600000 /dev/zero | tr '\\0' a); y=\"$x$x$x$x\"; echo after",
		"x=$(head -c 600000 /dev/zero | tr '\\0' ' '); y=${x// / a}; set -- $y; echo after",
		"x=$(head -c 600000 /dev/zero | tr '\\0' '?'); [[ a == $x ]]; echo after",
	} {
		t.Run(src, func(t *testing.T) {
			res := runScript(t, l, src)
			if res.ExitCode != 1 || strings.Contains(res.Stdout, "after") || !strings.Contains(res.Stderr, "too large: more than") {
				t.Errorf("status %d, stdout %q, stderr %q", res.ExitCode, res.Stdout, res.Stderr)
			}
		})
	}
	// Below the bound, the same expansions work.
	res := runScript(t, l, "x=$(head -c 1000 /dev/zero | tr '\\0' a); y=${x//a/bb}; z=\"$x$x\"; set -- ${y//b/b }; [[ $x == *a* ]] && echo ${#y} ${#z} $#")
	if res.ExitCode != 0 || res.Stdout != "2000 2000 2000\n" {
		t.Errorf("below the bound: status %d, stdout %q, stderr %q", res.ExitCode, res.Stdout, res.Stderr)
	}
}

// TestPwdPhysical: pwd -P resolves the session's symbolic links, pwd and
// pwd -L print the directory as the script reached it, and nothing
// (PWD=/proc/self/cwd included) reaches the host's.
func TestPwdPhysical(t *testing.T) {
	res := runScript(t, Limits{}, `mkdir -p /tmp/real; ln -s /tmp/real /tmp/link; cd /tmp/link
pwd; pwd -P; pwd -LP; pwd -PL; pwd -P extra
PWD=/proc/self/cwd pwd -P
pwd() { echo mine; }; pwd; unset -f pwd; pwd -P
pwd -x; echo "status $?"`)
	want := "/tmp/link\n/tmp/real\n/tmp/real\n/tmp/link\n/tmp/real\n/tmp/real\nmine\n/tmp/real\nstatus 2\n"
	if res.Stdout != want || !strings.Contains(res.Stderr, "pwd: -x: invalid option") {
		t.Errorf("stdout %q, want %q; stderr %q", res.Stdout, want, res.Stderr)
	}
}

// TestSameFile: [ a -ef b ] and [[ a -ef b ]] compare the session's
// files: two names of one file (a hard link, a symbolic link) are the
// same, two files are not.
func TestSameFile(t *testing.T) {
	res := runScript(t, Limits{}, `touch f other; ln f hard; ln -s f soft
for b in f hard soft other missing; do [ f -ef "$b" ]; printf '%s ' "$?"; [[ f -ef $b ]]; printf '%s\n' "$?"; done`)
	if want := "0 0\n0 0\n0 0\n1 1\n1 1\n"; res.Stdout != want {
		t.Errorf("stdout %q, want %q; stderr %q", res.Stdout, want, res.Stderr)
	}
}

// TestNestingRefused: code nested past MaxNesting is refused before it
// is parsed, whether it is the script or code the script runs (eval,
// source, bash -c, a trap); code within the bound runs.
func TestNestingRefused(t *testing.T) {
	deep := strings.Repeat("( ", 40) + "echo in" + strings.Repeat(" )", 40)
	l := Limits{MaxNesting: 30}
	res := runScript(t, l, deep)
	if res.ExitCode != 2 || !strings.Contains(res.Stderr, "nests more than 30 levels") {
		t.Errorf("script: status %d, stderr %q", res.ExitCode, res.Stderr)
	}
	for _, src := range []string{
		"eval \"$D\"; echo \"status $?\"",
		"printf '%s\\n' \"$D\" > d.sh; source d.sh; echo \"status $?\"",
		"bash -c \"$D\"; echo \"status $?\"",
		"trap \"$D\" ERR; false; echo \"status $?\"",
	} {
		res := runScript(t, l, "D='"+deep+"'; "+src)
		if !strings.Contains(res.Stderr, "nests more than 30 levels") || strings.Contains(res.Stdout, "in\n") || !strings.Contains(res.Stdout, "status") {
			t.Errorf("%s: status %d, stdout %q, stderr %q", src, res.ExitCode, res.Stdout, res.Stderr)
		}
	}
	ok := strings.Repeat("( ", 10) + "echo in" + strings.Repeat(" )", 10)
	if res := runScript(t, l, ok+"; eval '"+ok+"'"); res.Stdout != "in\nin\n" {
		t.Errorf("within the bound: status %d, stdout %q, stderr %q", res.ExitCode, res.Stdout, res.Stderr)
	}
}
