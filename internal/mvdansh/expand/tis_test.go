package expand

import (
	"regexp"
	"strings"
	"testing"
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
