package jq

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

func repeatJQ(t *testing.T, max int64, args ...string) (string, string, int) {
	t.Helper()
	var out, errb bytes.Buffer
	c := &command.Call{Name: "jq", Args: args, Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errb, Dir: "/",
		FS: vfs.New(nil), MaxBuffer: max}
	n, ok := command.StatusOf(New().Command(context.Background(), c))
	if !ok {
		t.Fatalf("jq %q: not an exit status", args)
	}
	return out.String(), errb.String(), n
}

// TestRepeatBound: a string repeated past the buffer limit is refused
// before gojq builds it, however the repetition is written.
func TestRepeatBound(t *testing.T) {
	for _, q := range []string{
		`"x" * 1e9`, `1e9 * "x"`, `"xy" * 600000`, `{"a": "x"} | .a *= 1e9`, `def f: . * 1e9; "x" | f`,
		`"\("x" * 1e9)"`, `["x"] | map(. * 1e9)`, `"x" * (1, 1e9)`,
		`reduce range(40) as $i ("x"; . + .)`, `{"a": "x"} | reduce range(40) as $i (.; .a += .a)`,
	} {
		out, errs, st := repeatJQ(t, 1<<20, "-n", q)
		if st != 5 || !strings.Contains(errs, "string too large: more than 1048576 bytes") {
			t.Errorf("jq -n %s: status %d, stderr %q, stdout %d bytes", q, st, errs, len(out))
		}
	}
}

// TestSumBound: arrays and objects doubled by + are refused once past
// the limit, at twice it at most.
func TestSumBound(t *testing.T) {
	for q, what := range map[string]string{
		`reduce range(40) as $i ([1]; . + .)`:               "array",
		`[range(100)] | reduce range(40) as $i (.; . += .)`: "array",
		`([range(40000) | {key: "k\(.)", value: 1}] | from_entries) as $a | ([range(40000) | {key: "j\(.)", value: 1}] | from_entries) | . + $a`: "object",
		`[limit(20; repeat("y"))] | reduce range(20) as $i (.; . + .) | length`:                                                                  "array",
	} {
		_, errs, st := repeatJQ(t, 1<<20, "-n", q)
		if st != 5 || !strings.Contains(errs, what+" too large: more than 1048576 bytes") {
			t.Errorf("jq -n %s: status %d, stderr %q", q, st, errs)
		}
	}
}

// TestRepeatMeaning: the rewrite keeps what multiplication means, its
// order of evaluation and what an update's right side sees.
func TestRepeatMeaning(t *testing.T) {
	for _, tc := range []struct{ q, want string }{
		{`[(1,2) * (3,4)]`, "[3,6,4,8]"},
		{`{"a":1,"b":2} | .a *= .b`, `{"a":2,"b":2}`},
		{`{"a":"x","b":3} | .a *= .b`, `{"a":"xxx","b":3}`},
		{`[1,2] | .[] *= 10`, "[10,20]"},
		{`"ab" * 3`, `"ababab"`},
		{`{"a":{"b":1}} * {"a":{"c":2}}`, `{"a":{"b":1,"c":2}}`},
		{`def f: . * 2; [1,2] | map(f)`, "[2,4]"},
		{`def f: 2; f * 3, (def g: 1; g + 1), (def h: "a"; {} | .x += h)`, "6\n2\n{\"x\":\"a\"}"},
		{`"\(3 * 4)"`, `"12"`},
		{`[.[]?] | length * 2`, "0"},
		{`2 * 3 * 4`, "24"},
		{`try ({} * 1) catch "err"`, `"err"`},
		{`"x" * 100 | length`, "100"},
		{`[(1,2) + (10,20)]`, "[11,12,21,22]"},
		{`{"a":1,"b":2} | .a += .b`, `{"a":3,"b":2}`},
		{`{"a":[1]} | .a += [2]`, `{"a":[1,2]}`},
		{`null + 1, "a" + "b", [1] + [2], {"a":1} + {"b":2}, 1.5 + 1`, "1\n\"ab\"\n[1,2]\n{\"a\":1,\"b\":2}\n2.5"},
		{`9223372036854775807 + 1`, "9223372036854775808"},
		{`try (1 + "a") catch .`, `"cannot add: number (1) and string (\"a\")"`},
		{`reduce range(5) as $i (0; . + $i)`, "10"},
	} {
		out, errs, st := repeatJQ(t, 1<<20, "-nc", tc.q)
		if st != 0 || strings.TrimSpace(out) != tc.want {
			t.Errorf("jq -nc %s: %q (status %d, stderr %q), want %s", tc.q, out, st, errs, tc.want)
		}
	}
}
