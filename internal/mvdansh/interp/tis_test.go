package interp

import (
	"context"
	"errors"
	"io"
	"strings"
	"sync"
	"testing"

	"github.com/toolsinshell/tis/internal/mvdansh/expand"
	"mvdan.cc/sh/v3/syntax"
)

// Tests of the changes marked tis: in this fork (see ../README.md).

// run runs src in a runner whose call handler panics on the command
// "boom", with opts, and returns stdout, stderr and the error of Run.
func run(t *testing.T, src string, opts ...RunnerOption) (string, string, error) {
	t.Helper()
	file, err := syntax.NewParser().Parse(strings.NewReader(src), "")
	if err != nil {
		t.Fatal(err)
	}
	var stdout, stderr strings.Builder
	all := append([]RunnerOption{
		Env(expand.ListEnviron("HOME=/", "PATH=")),
		StdIO(strings.NewReader(""), &syncWriter{w: &stdout}, &syncWriter{w: &stderr}),
		CallHandler(func(ctx context.Context, args []string) ([]string, error) {
			if args[0] == "boom" {
				panic("boom")
			}
			return args, nil
		}),
	}, opts...)
	r, err := New(all...)
	if err != nil {
		t.Fatal(err)
	}
	err = r.Run(context.Background(), file)
	return stdout.String(), stderr.String(), err
}

type syncWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (s *syncWriter) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.w.Write(p)
}

// A panic in a pipeline's stage, a background job or a process
// substitution does not end the process: the goroutine's shell ends with
// a fatal PanicError, and the panic handler hears of it.
func TestPanicInGoroutine(t *testing.T) {
	for _, src := range []string{
		"boom | cat; echo after",
		"boom & wait; echo after",
		"{ echo a; boom; } | { cat; }; echo after",
		"f() { boom; }; f | true",
	} {
		t.Run(src, func(t *testing.T) {
			var mu sync.Mutex
			var heard []error
			_, _, err := run(t, src, PanicHandler(func(err error) {
				mu.Lock()
				heard = append(heard, err)
				mu.Unlock()
			}))
			mu.Lock()
			defer mu.Unlock()
			if len(heard) != 1 {
				t.Fatalf("the panic handler heard %d panics, want 1", len(heard))
			}
			var pe *PanicError
			if !errors.As(heard[0], &pe) || pe.Value != "boom" || pe.Error() != "internal error: boom" {
				t.Errorf("heard %v, want the PanicError of boom", heard[0])
			}
			if strings.Contains(src, "|") && !errors.As(err, &pe) {
				t.Errorf("Run returned %v; a pipeline's panic ends the shell with it", err)
			}
		})
	}
}

// An expansion past ExpansionLimit fails with a TooLargeError and ends
// the shell with status 1; below it, the same expansions work.
func TestExpansionLimit(t *testing.T) {
	const limit = 1 << 20
	setup := "x=$(i=0; while [ $i -lt 200 ]; do printf %5000s; i=$((i+1)); done); "
	for _, tc := range []struct{ name, src string }{
		{"command substitution", "y=$(while :; do echo yyyyyyyy; done)"},
		{"concatenation", setup + `y="$x$x$x$x$x$x$x$x$x$x"`},
		{"replacement", setup + `y=${x// /$x}`},
		{"fields", setup + `set -- "$x" "$x" "$x" "$x" "$x" "$x" "$x" "$x" "$x" "$x" "$x"`},
		{"splitting", setup + `y=${x// / a}; set -- $y`},
		{"brace fields", setup + `set -- {1..50}"$x"`},
		{"star join", setup + `set -- "$x" "$x" "$x" "$x" "$x" "$x"; y="$*$*"`},
		{"case conversion of many", setup + `a=("$x" "$x" "$x" "$x" "$x" "$x"); y="${a[*]^^}"`},
		{"pattern", setup + `[[ a == $x ]]`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			stdout, stderr, err := run(t, tc.src+"; echo after", ExpansionLimit(limit))
			var es ExitStatus
			if !errors.As(err, &es) || es != 1 {
				t.Errorf("Run: %v, want exit status 1", err)
			}
			if !strings.Contains(stderr, "too large: more than") || strings.Contains(stdout, "after") {
				t.Errorf("stdout %q, stderr %q: want the shell ended with a too large error", stdout, stderr)
			}
		})
	}
	// A regular expression past the bound is an error of [[ =~ ]], as one
	// that does not compile: status 2.
	stdout, stderr, err := run(t, setup+`[[ a =~ ${x// /.} ]]; echo "status $?"`, ExpansionLimit(limit))
	if err != nil || stdout != "status 2\n" || !strings.Contains(stderr, "pattern too large") {
		t.Errorf("=~: %v %q %q", err, stdout, stderr)
	}
	for _, src := range []string{
		`x=$(printf %1000s); y="$x$x${x// /a}"; set -- $y {1..10}; [[ $y == *a* ]] && echo ${#y} $#`,
		`x=héllo; echo ${x:1:3} ${x: -2} ${x:0:-1} ${x^^} ${x@Q}`,
	} {
		stdout, stderr, err := run(t, src, ExpansionLimit(limit))
		if err != nil || stderr != "" || stdout == "" {
			t.Errorf("%s: %v %q %q", src, err, stdout, stderr)
		}
	}
}

// What upstream panicked on: empty names, shift past its bounds, a NUL
// byte quoted by ${x@Q} or set -x, a pattern Go cannot compile.
func TestNoPanics(t *testing.T) {
	for _, tc := range []struct{ src, stdout string }{
		{`unset ''; echo ok`, "ok\n"},
		{`declare -n r=''; echo "[$r]"`, "[]\n"},
		{`set -- a b; shift -1; echo "$? $#"`, "1 2\n"},
		{`set -- a b; shift 3; echo "$? $#"`, "1 2\n"},
		{`set -- a b; shift 2; echo "$? $#"`, "0 0\n"},
		{`shopt -s extglob; p=x; for i in {1..1200}; do p="@($p)"; done; [[ x == $p ]]; echo $?`, "1\n"},
		{`x=$'a\x01b'; echo "${x@Q}"`, "$'a\\001b'\n"}, // as bash
	} {
		stdout, stderr, err := run(t, tc.src)
		if err != nil || stdout != tc.stdout {
			t.Errorf("%s: %v, stdout %q (want %q), stderr %q", tc.src, err, stdout, tc.stdout, stderr)
		}
	}
	// A NUL byte can only come from the caller's environment.
	stdout, _, err := run(t, `echo "${x@Q}"; set -x; : "$x"`, Env(expand.ListEnviron("x=a\x00b")))
	if err != nil || stdout != "'ab'\n" { // bash: 'ab'

		t.Errorf("${x@Q} of a NUL: %v %q", err, stdout)
	}
}

// Env(nil) is an empty environment, never the process's.
func TestEnvNil(t *testing.T) {
	t.Setenv("TIS_FORK_SECRET", "host")
	stdout, _, err := run(t, `echo "[$TIS_FORK_SECRET]"`, Env(nil))
	if err != nil || stdout != "[]\n" {
		t.Errorf("%v %q", err, stdout)
	}
}

// Issue 18: bash's behaviour where upstream differed. Each want is what
// GNU bash 5.2 prints for the script.
func TestBashParity(t *testing.T) {
	for _, tt := range []struct{ src, want string }{
		// Arithmetic on values that are expressions, and on text.
		{`x='1 + 2'; echo $(( x * 3 )) $(( $x * 3 )) $(( "$x" * 3 ))`, "9 7 7\n"},
		{`a=(5 6); (( a[0]++, a[1] += 2 )); echo ${a[@]}`, "6 8\n"},
		{`e=1+2; [[ e -eq 3 ]] && echo yes`, "yes\n"},
		{"(( 1 / 0 )); echo $?", "1\n"},
		{"echo $(( 1 / 0 )); echo same-line\necho next $?", "next 1\n"},
		{"x=x; echo $(( x )); echo no\necho $?", "1\n"},
		// Parameter expansions.
		{`s=xx_xx; echo ${s/#xx/yy} ${s/%xx/yy} ${s//#xx/yy}`, "yy_xx xx_yy xx_xx\n"},
		{`x=a/b; echo ${x////-} ${x///}`, "a-b ab\n"},
		{`v='[a]'; echo ${v#"?"} ${v#?}`, "[a] a]\n"},
		{`printf '[%s]' ${U:-"a b"} c; echo`, "[a b][c]\n"},
		{`i=0; x=1; echo ${x:-$((i++))} $i`, "1 0\n"},
		{`f() { printf '[%s]' "-$@-"; }; f a b; echo`, "[-a][b-]\n"},
		{`echo ${@-none}`, "none\n"},
		// Word splitting and tildes.
		{`IFS=_; s=_a__b_; set -- $s; echo $#`, "4\n"},
		{`HOME=/h; x=a:~:~/b; echo $x`, "a:/h:/h/b\n"},
		{`printf '[%s]' {X,,Y}; echo`, "[X][Y]\n"},
		// test and [ read as bash's test.
		{`x=-h; [ "$x" = -h ] && echo yes`, "yes\n"},
		{`[ -z -a -a ]; echo $?`, "0\n"},
		{`[ a -eq 1 ]; echo $?`, "2\n"},
		{`[ 010 -eq 10 ]; echo $?`, "0\n"},
		// echo.
		{`echo -en 'a\tb\n'; echo -e 'x\0101\cy'; echo z`, "a\tb\nxAz\n"},
		// File descriptors.
		{`exec 3>&1; echo three >&3; exec 3>&-; echo gone >&3; echo $?`, "three\n1\n"},
		{`exec {fd}>&1; [ "$fd" -ge 10 ] && echo named >&$fd`, "named\n"},
		{`exec 4<<<'line'; read l <&4; echo $l`, "line\n"},
		// Aliases that are code.
		{"shopt -s expand_aliases\nalias two='echo a; echo b'\ntwo", "a\nb\n"},
		{"shopt -s expand_aliases\nalias l='for i in 1 2; do echo $i;'\nl done", "1\n2\n"},
	} {
		got, _, _ := run(t, tt.src)
		if got != tt.want {
			t.Errorf("%s:\ngot  %q\nwant %q", tt.src, got, tt.want)
		}
	}
}

// The echo -e escapes are bash's.
func TestEchoEscapes(t *testing.T) {
	for _, tt := range []struct {
		in, want string
		stop     bool
	}{
		{`a\nb`, "a\nb", false},
		{`\0101\101`, `A\101`, false},
		{`\x41\x4`, "A\x04", false},
		{`\u263a`, "☺", false},
		{`\q\`, `\q\`, false},
		{`a\cb`, "a", true},
		{`\03777`, "\xff7", false},
	} {
		got, stop := echoEscapes(tt.in)
		if got != tt.want || stop != tt.stop {
			t.Errorf("echoEscapes(%q) = %q, %v; want %q, %v", tt.in, got, stop, tt.want, tt.stop)
		}
	}
}
