package expr

import (
	"strings"
	"testing"
	"time"
)

// FuzzEval runs the expression parser on arguments (split on NUL) seeded
// from the table of TestExpr: no panic, and every error is an *Error
// with one of expr's statuses.
func FuzzEval(f *testing.F) {
	for _, s := range []string{
		"99999999999999999999\x00+\x001", "3\x00*\x00-4", "-7\x00%\x002", "1\x00/\x000", "(\x001\x00+\x001\x00)\x00*\x002",
		"abc\x00:\x00a\\(.\\)", "abc\x00:\x00[a", "match\x00abc\x00ab", "substr\x00hello\x002\x003", "index\x00hello\x00lo",
		"length\x00hello", "+\x00match", "0\x00|\x005", "3\x00&\x000", "10\x00<\x009a", "01\x00=\x001", "a\x00:\x00a\\{2",
		"1\x00|\x001\x00/\x000", "aaa\x00:\x00a*\x00+\x001", "(\x00)", "x\x00!=\x00y", "abc\x00:\x00\\(a\\)\\(b\\)",
		"substr\x00abc\x001\x0099999999999999999999999", "18446744073709551616\x00/\x002", "\u00e9\x00:\x00.",
	} {
		f.Add(s, false)
	}
	f.Fuzz(func(t *testing.T, in string, utf8 bool) {
		if len(in) > 4096 {
			return
		}
		args := strings.Split(in, "\x00")
		var v Value
		var err error
		done := make(chan struct{})
		go func() {
			defer close(done)
			v, err = Eval(args, Options{UTF8: utf8, MaxDigits: 1 << 12})
		}()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			t.Fatalf("still evaluating after 5s: %q", args)
		}
		if err != nil {
			e, ok := err.(*Error)
			if !ok || e.Status != StatusInvalid && e.Status != StatusFailure {
				t.Fatalf("%q: error %#v", args, err)
			}
			return
		}
		_ = v.String()
		_ = v.Null()
	})
}
