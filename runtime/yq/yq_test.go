package yq

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

func runYQ(t testing.TB, stdin string, maxBuf int64, files map[string]string, args ...string) (string, string, int) {
	fsys := vfs.New(nil)
	_ = fsys.MkdirAll("/w", 0o755)
	for p, d := range files {
		_ = fsys.WriteFile("/w/"+p, []byte(d), 0o644)
	}
	var out, errb bytes.Buffer
	c := &command.Call{Name: "yq", Args: args, Stdin: strings.NewReader(stdin), Stdout: &out, Stderr: &errb,
		Dir: "/w", FS: fsys, MaxBuffer: maxBuf,
		Env: func(n string) (string, bool) {
			if n == "GREETING" {
				return "hi: there", true
			}
			return "", false
		}}
	st, ok := command.StatusOf(Command(context.Background(), c))
	if !ok {
		st = -1
	}
	return out.String(), errb.String(), st
}

func TestYQ(t *testing.T) {
	tests := []struct {
		name   string
		stdin  string
		args   []string
		stdout string
		status int
	}{
		{"key order kept", "z: 1\na: 2\nm: 3\n", []string{"."}, "z: 1\na: 2\nm: 3\n", 0},
		{"added keys last", "z: 1\na: 2\n", []string{".b = 1 | .c = 2"}, "z: 1\na: 2\nb: 1\nc: 2\n", 0},
		{"keys in order", "z: 1\na: 2\n", []string{"keys"}, "- z\n- a\n", 0},
		{"aliases expanded", "a: &x {b: 1}\nc: *x\n", []string{".c.b"}, "1\n", 0},
		{"merge keys", "base: &b {x: 1, y: 2}\nd:\n  <<: *b\n  y: 3\n", []string{"-o=json", "-I=0", ".d"}, "{\"x\":1,\"y\":3}\n", 0},
		{"integral float", "a: 1.0\n", []string{".a"}, "1.0\n", 0},
		{"hex int", "a: 0x10\n", []string{".a"}, "16\n", 0},
		{"timestamp stays a string", "d: 2024-01-02\n", []string{"-o=json", ".d"}, "\"2024-01-02\"\n", 0},
		{"big int", "n: 123456789012345678901234567890\n", []string{".n"}, "123456789012345678901234567890\n", 0},
		{"env", "", []string{"-n", "env(GREETING) | .hi"}, "there\n", 0},
		{"strenv", "", []string{"-n", "strenv(GREETING)"}, "hi: there\n", 0},
		{"empty input", "", []string{"."}, "null\n", 0},
		{"nul output", "- a\n- b\n", []string{"-0", ".[]"}, "a\x00b\x00", 0},
		{"json stream", "{\"a\":1} {\"a\":2}", []string{"-p=json", ".a"}, "1\n---\n2\n", 0},
		{"halt_error status", "", []string{"-n", "null | halt_error(3)"}, "", 3},
		{"bad format", "", []string{"-o", "xml", "."}, "", 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, errs, st := runYQ(t, tt.stdin, 0, nil, tt.args...)
			if out != tt.stdout || st != tt.status {
				t.Errorf("got %q (stderr %q) %d; want %q %d", out, errs, st, tt.stdout, tt.status)
			}
		})
	}
}

// TestBillionLaughs: expanding aliases is bounded by the buffer limit.
func TestBillionLaughs(t *testing.T) {
	doc := "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
	prev := "a"
	for _, n := range []string{"b", "c", "d", "e", "f", "g", "h", "i"} {
		doc += n + ": &" + n + " [*" + prev + ", *" + prev + ", *" + prev + ", *" + prev + ", *" + prev +
			", *" + prev + ", *" + prev + ", *" + prev + ", *" + prev + ", *" + prev + "]\n"
		prev = n
	}
	_, errs, st := runYQ(t, doc, 1<<20, nil, ".i | length")
	if st != 1 || !strings.Contains(errs, "input too large") {
		t.Errorf("status %d, stderr %q", st, errs)
	}
}

// FuzzYAMLInput: any input either decodes or fails with a status, never
// a panic or unbounded work.
func FuzzYAMLInput(f *testing.F) {
	for _, s := range []string{"a: 1\n", "a: &x [1]\nb: *x\n", "- {a: [1, 2]}\n---\nb: c\n", "<<: {a: 1}\n",
		"a: !!binary aGk=\n", "? [1, 2]\n: x\n", "a: |\n  text\n", "{\"j\": [1, 2.5, null]}", "x: .inf\ny: -.nan\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, doc string) {
		for _, args := range [][]string{{"."}, {"-o=json", "."}, {"-p=json", "."}} {
			if _, _, st := runYQ(t, doc, 1<<20, nil, args...); st < 0 {
				t.Fatalf("yq %v: status %d", args, st)
			}
		}
	})
}

// TestGuardBound: yq's queries have jq's guard: builtins that would build
// past the buffer limit, results too large to print and the heap a query
// grows fail with the message, status 1.
func TestGuardBound(t *testing.T) {
	for _, q := range []string{
		`"x" * 500000 | split("")`, `"x" * 500000 | indices("x")`, `.[100000000] = 1`,
		`reduce range(64) as $i ([1]; [., .])`, `reduce range(64) as $i ([1]; [., .]) | error`,
		`("x" * 500000) as $s | [range(100) | $s] | join(",")`, `"x" * 500000 | [match("."; "g")]`,
		`[range(1e9)] | length`,
	} {
		_, errs, st := runYQ(t, "", 1<<20, nil, "-n", q)
		if st != 1 || !strings.Contains(errs, "too large: more than") {
			t.Errorf("yq -n %s: status %d, stderr %q", q, st, errs)
		}
	}
	if out, errs, st := runYQ(t, "", 1<<20, nil, "-n", `"a,b" | split(",") | join("-")`); st != 0 || out != "a-b\n" {
		t.Errorf("yq -n split and join: %q, %q, status %d", out, errs, st)
	}
}
