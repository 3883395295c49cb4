package expr

// Expected output recorded from GNU expr 9.1 (LC_ALL=C).

import (
	"bytes"
	"context"
	"math/big"
	"strings"
	"testing"

	"github.com/toolsinshell/tis/runtime/command"
)

func TestExpr(t *testing.T) {
	tests := []struct {
		args           []string
		stdout, stderr string
		status         int
	}{
		{[]string{"99999999999999999999", "+", "1"}, "100000000000000000000\n", "", 0},
		{[]string{"3", "*", "-4"}, "-12\n", "", 0},
		{[]string{"7", "/", "2"}, "3\n", "", 0},
		{[]string{"-7", "/", "2"}, "-3\n", "", 0},
		{[]string{"-7", "%", "2"}, "-1\n", "", 0},
		{[]string{"1", "/", "0"}, "", "expr: division by zero\n", 2},
		{[]string{"1", "+", "a"}, "", "expr: non-integer argument\n", 2},
		{[]string{}, "", "expr: missing operand\nTry 'expr --help' for more information.\n", 2},
		{[]string{"1", "+"}, "", "expr: syntax error: missing argument after '+'\n", 2},
		{[]string{"1", "2"}, "", "expr: syntax error: unexpected argument '2'\n", 2},
		{[]string{"(", "1"}, "", "expr: syntax error: expecting ')' after '1'\n", 2},
		{[]string{"(", "1", "2"}, "", "expr: syntax error: expecting ')' instead of '2'\n", 2},
		{[]string{")"}, "", "expr: syntax error: unexpected ')'\n", 2},
		{[]string{"abc", ":", "a\\(.\\)"}, "b\n", "", 0},
		{[]string{"abc", ":", "x\\(.\\)"}, "\n", "", 1},
		{[]string{"abc", ":", ".*"}, "3\n", "", 0},
		{[]string{"abc", ":", "b"}, "0\n", "", 1},
		{[]string{"abc", ":", "[a"}, "", "expr: Unmatched [, [^, [:, [., or [=\n", 2},
		{[]string{"match", "abc", "ab"}, "2\n", "", 0},
		{[]string{"substr", "hello", "2", "3"}, "ell\n", "", 0},
		{[]string{"substr", "hello", "0", "3"}, "\n", "", 1},
		{[]string{"substr", "hello", "5", "10"}, "o\n", "", 0},
		{[]string{"substr", "hello", "6", "1"}, "\n", "", 1},
		{[]string{"index", "hello", "lo"}, "3\n", "", 0},
		{[]string{"index", "hello", "z"}, "0\n", "", 1},
		{[]string{"length", "hello"}, "5\n", "", 0},
		{[]string{"length", ""}, "0\n", "", 1},
		{[]string{"+", "match"}, "match\n", "", 0},
		{[]string{"match", "+", "match"}, "", "expr: syntax error: missing argument after 'match'\n", 2},
		{[]string{"0", "|", "5"}, "5\n", "", 0},
		{[]string{"", "|", "0"}, "0\n", "", 1},
		{[]string{"3", "&", "0"}, "0\n", "", 1},
		{[]string{"3", "&", "4"}, "3\n", "", 0},
		{[]string{"a", "<", "b"}, "1\n", "", 0},
		{[]string{"10", "<", "9"}, "0\n", "", 1},
		{[]string{"10", "<", "9a"}, "1\n", "", 0},
		{[]string{"abc", "=", "abc"}, "1\n", "", 0},
		{[]string{"2", "!=", "2"}, "0\n", "", 1},
		{[]string{"01", "=", "1"}, "1\n", "", 0},
		{[]string{"1", "+", "1", "*", "2"}, "3\n", "", 0},
		{[]string{"(", "1", "+", "1", ")", "*", "2"}, "4\n", "", 0},
		{[]string{"--", "5"}, "5\n", "", 0},
		{[]string{"--foo"}, "--foo\n", "", 0},
		{[]string{"5", "+", "3", "-", "1"}, "7\n", "", 0},
		{[]string{"100000000000000000000", "*", "100000000000000000000", "/", "3"}, "3333333333333333333333333333333333333333\n", "", 0},
		{[]string{"2", ">=", "10"}, "0\n", "", 1},
		{[]string{"b", ">", "a"}, "1\n", "", 0},
		{[]string{"-1", "<", "1"}, "1\n", "", 0},
		{[]string{" 1", "+", "1"}, "", "expr: non-integer argument\n", 2},
		{[]string{"+1", "+", "1"}, "", "expr: non-integer argument\n", 2},
		{[]string{"1", ":", "1"}, "1\n", "", 0},
		{[]string{"a\\nb", ":", ".*"}, "4\n", "", 0},
		{[]string{"length", "length"}, "", "expr: syntax error: missing argument after 'length'\n", 2},
		{[]string{"quote"}, "quote\n", "", 0},
		{[]string{"index", "abc"}, "", "expr: syntax error: missing argument after 'abc'\n", 2},
		{[]string{"a\nb", ":", "a.b"}, "3\n", "", 0},
		{[]string{"abc", ":", "a*$"}, "0\n", "", 1},
		{[]string{"aXb", ":", "a\\(X\\)*b"}, "X\n", "", 0},
		{[]string{"ab", ":", "a\\(X\\)*b"}, "\n", "", 1},
		{[]string{"a", ":", "a\\{2"}, "", "expr: Unmatched \\{\n", 2},
		{[]string{"a", ":", "*a"}, "0\n", "", 1},
		{[]string{"*a", ":", "*a"}, "2\n", "", 0},
		{[]string{"a", ":", "a**"}, "1\n", "", 0},
		{[]string{"ab", ":", "a\\+b"}, "2\n", "", 0},
		{[]string{"ab", ":", "a\\|x"}, "1\n", "", 0},
		{[]string{"0", "|", "0", "|", ""}, "0\n", "", 1},
		{[]string{"", "&", "1"}, "0\n", "", 1},
		{[]string{"1", "|", "1", "/", "0"}, "1\n", "", 0},
		{[]string{"0", "&", "1", "/", "0"}, "0\n", "", 1},
		{[]string{"-0"}, "-0\n", "", 1},
		{[]string{"00"}, "00\n", "", 1},
		{[]string{"-"}, "-\n", "", 0},
		{[]string{"1", "+", "+", "2"}, "3\n", "", 0},
		{[]string{"substr", "abc", "-1", "2"}, "\n", "", 1},
		{[]string{"substr", "abc", "1", "99999999999999999999999"}, "abc\n", "", 0},
		{[]string{"length", "+", "length"}, "6\n", "", 0},
		{[]string{"5", "%", "-3"}, "2\n", "", 0},
		{[]string{"-5", "%", "3"}, "-2\n", "", 0},
		{[]string{"18446744073709551616", "/", "2"}, "9223372036854775808\n", "", 0},
		{[]string{"x", "=", "x", "&", "y", "=", "y"}, "1\n", "", 0},
		{[]string{"(", "a", ")", ":", "a"}, "1\n", "", 0},
		{[]string{"1", "<=", "1"}, "1\n", "", 0},
		{[]string{"abc", ">=", "abd"}, "0\n", "", 1},
		{[]string{"123", ":", "[0-9]*"}, "3\n", "", 0},
		{[]string{"abc", ":", "\\(a\\)\\(b\\)"}, "a\n", "", 0},
		{[]string{"1", "+", "(", "2", "*", "3", ")"}, "7\n", "", 0},
		{[]string{"(", ")"}, "", "expr: syntax error: unexpected ')'\n", 2},
		{[]string{"1", ":", "2", ":", "3"}, "0\n", "", 1},
		{[]string{"aaa", ":", "a*", "+", "1"}, "4\n", "", 0},
		{[]string{"x", "!=", "y"}, "1\n", "", 0},
		{[]string{"x", "==", "x"}, "1\n", "", 0},
		{[]string{"abc", ":", "\\)"}, "", "expr: Unmatched ) or \\)\n", 2},
		{[]string{"abc", ":", "\\("}, "", "expr: Unmatched ( or \\(\n", 2},
		{[]string{"abc", ":", "a\\{x\\}"}, "", "expr: Invalid content of \\{\\}\n", 2},
		{[]string{"abc", ":", "\\"}, "", "expr: Trailing backslash\n", 2},
		{[]string{"abc", ":", "[[:foo:]]"}, "", "expr: Invalid character class name\n", 2},
		{[]string{"h\xc3\xa9llo", ":", ".*"}, "6\n", "", 0},
		{[]string{"length", "h\xc3\xa9llo"}, "6\n", "", 0},
		{[]string{"substr", "h\xc3\xa9llo", "2", "2"}, "\xc3\xa9\n", "", 0},
		{[]string{"index", "h\xc3\xa9llo", "l"}, "4\n", "", 0},
	}
	for _, tt := range tests {
		var out, errb bytes.Buffer
		c := &command.Call{Name: "expr", Args: tt.args, Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errb,
			Env: func(string) (string, bool) { return "", false }}
		st, ok := command.StatusOf(Command(context.Background(), c))
		if !ok || st != tt.status || out.String() != tt.stdout || errb.String() != tt.stderr {
			t.Errorf("expr %q: status %d stdout %q stderr %q, want %d %q %q", tt.args, st, out.String(), errb.String(), tt.status, tt.stdout, tt.stderr)
		}
	}
}

func TestExprOptions(t *testing.T) {
	tests := []struct {
		args   []string
		o      Options
		want   string
		status int
		msg    string
	}{
		{[]string{"h\u00e9llo", ":", ".*"}, Options{UTF8: true}, "5", 0, ""},
		{[]string{"length", "h\u00e9llo"}, Options{UTF8: true}, "5", 0, ""},
		{[]string{"substr", "h\u00e9llo", "2", "2"}, Options{UTF8: true}, "\u00e9l", 0, ""},
		{[]string{"index", "h\u00e9llo", "l"}, Options{UTF8: true}, "3", 0, ""},
		{[]string{"abc", ":", "["}, Options{}, "", StatusInvalid, "Invalid regular expression"},
		{[]string{"99999", "*", "99999"}, Options{MaxDigits: 5}, "", StatusFailure, "result too large: more than 5 digits"},
		{[]string{"99999", "+", "99999"}, Options{MaxDigits: 5}, "199998", 0, ""},
		{[]string{"9999999", "+", "1"}, Options{MaxDigits: 5}, "", StatusFailure, "number too large: more than 5 digits"},
		{[]string{"1", "%", "-9999999"}, Options{MaxDigits: 5}, "", StatusFailure, "number too large: more than 5 digits"},
		{[]string{"99999999", "<", "100000000"}, Options{MaxDigits: 5}, "1", 0, ""},
		{[]string{"length", "99999999"}, Options{MaxDigits: 5}, "8", 0, ""},
	}
	for _, tt := range tests {
		v, err := Eval(tt.args, tt.o)
		switch {
		case err != nil:
			e := err.(*Error)
			if e.Status != tt.status || e.Msg != tt.msg {
				t.Errorf("%q: %d %q, want %d %q", tt.args, e.Status, e.Msg, tt.status, tt.msg)
			}
		case tt.status != 0 || v.String() != tt.want:
			t.Errorf("%q: %q, want %q (status %d)", tt.args, v.String(), tt.want, tt.status)
		}
	}
}

func TestExprDeep(t *testing.T) {
	var args []string
	for i := 0; i < 20000; i++ {
		args = append(args, "(")
	}
	if _, err := Eval(args, Options{}); err == nil || err.(*Error).Status != StatusInvalid {
		t.Fatalf("deep nesting: %v", err)
	}
	args = args[:0]
	for i := 0; i < 20000; i++ {
		args = append(args, "length")
	}
	if _, err := Eval(append(args, "x"), Options{}); err == nil {
		t.Fatal("deep keywords: no error")
	}
}

func TestExprLocale(t *testing.T) {
	var out bytes.Buffer
	c := &command.Call{Name: "expr", Args: []string{"length", "h\u00e9"}, Stdin: strings.NewReader(""), Stdout: &out, Stderr: &out,
		Env: func(n string) (string, bool) { return map[string]string{"LANG": "C.UTF-8"}[n], n == "LANG" }}
	if err := Command(context.Background(), c); err != nil || out.String() != "2\n" {
		t.Errorf("UTF-8 locale: %v %q", err, out.String())
	}
}

// TestCompareIntegers: integers compared by their text compare as
// numbers do.
func TestCompareIntegers(t *testing.T) {
	nums := []string{"0", "-0", "00", "1", "-1", "01", "-01", "9", "10", "-10", "99", "100", "-100",
		"123456789012345678901234567890", "-123456789012345678901234567890", "123456789012345678901234567891"}
	for _, a := range nums {
		for _, b := range nums {
			x, _ := new(big.Int).SetString(a, 10)
			y, _ := new(big.Int).SetString(b, 10)
			if got, want := compareIntegers(a, b), x.Cmp(y); got != want {
				t.Errorf("compareIntegers(%s, %s) = %d, want %d", a, b, got, want)
			}
		}
	}
}
