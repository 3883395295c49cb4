package expand

import (
	"regexp"
	"strings"
	"testing"

	"mvdan.cc/sh/v3/syntax"
)

// TestReplaceAll: the bounded replacement finds the matches
// ReplaceAllLiteralString does, empty ones included.
func TestReplaceAll(t *testing.T) {
	cfg := &Config{}
	for _, tc := range []struct{ re, s, with string }{
		{"a", "banana", "o"}, {"a*", "baaac", "-"}, {"", "héllo", "."}, {"x*", "", "y"}, {"(?s).", "a\nb", "_"},
		{"an", "banana", ""}, {"b|", "abc", "X"}, {"é*", "éaé", "<>"}, {"[^a]", "abab", "z"},
	} {
		rx := regexp.MustCompile(tc.re)
		var total int64
		got, err := cfg.replaceAll(rx, tc.s, tc.with, &total)
		want := rx.ReplaceAllLiteralString(tc.s, tc.with)
		if err != nil || got != want || total != int64(len(want)-len(tc.s)) {
			t.Errorf("%q in %q by %q: %q (%v, growth %d), want %q", tc.re, tc.s, tc.with, got, err, total, want)
		}
	}
	// Past the bound it stops at once.
	cfg.MaxBytes = 1000
	total := int64(0)
	if _, err := cfg.replaceAll(regexp.MustCompile("a"), strings.Repeat("a", 1<<20), "bb", &total); err == nil || total > 1001 {
		t.Errorf("err %v after a growth of %d", err, total)
	}
}

// TestBraceBound: a word of up to maxBraceMarks braces and commas still
// expands; past it its braces stay literal, at once.
func TestBraceBound(t *testing.T) {
	for _, tc := range []struct {
		src  string
		want []string
	}{
		{"{a,b}c", []string{"ac", "bc"}},
		{strings.Repeat("{", maxBraceMarks-2) + "x,y}", []string{strings.Repeat("{", maxBraceMarks-3) + "x", strings.Repeat("{", maxBraceMarks-3) + "y"}},
		{strings.Repeat("{", maxBraceMarks) + "x,y}", []string{strings.Repeat("{", maxBraceMarks) + "x,y}"}},
		{strings.Repeat("{", 20000) + "x" + strings.Repeat("}", 20000), []string{strings.Repeat("{", 20000) + "x" + strings.Repeat("}", 20000)}},
	} {
		f, err := syntax.NewParser().Parse(strings.NewReader("echo "+tc.src), "")
		if err != nil {
			t.Fatal(err)
		}
		word := f.Stmts[0].Cmd.(*syntax.CallExpr).Args[1]
		got, err := Fields(&Config{}, word)
		if err != nil || strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
			t.Errorf("%.20q…: %d fields (%v), want %d", tc.src, len(got), err, len(tc.want))
		}
	}
}
