package pattern

import (
	"strings"
	"testing"
)

// TestGroupDepth: extended groups nested past maxGroupDepth are an error
// before they are translated; up to it, and side by side, they translate.
func TestGroupDepth(t *testing.T) {
	nest := func(n int) string { return strings.Repeat("+(", n) + "a" + strings.Repeat(")", n) }
	for _, tc := range []struct {
		pat  string
		want string // "" for the error
	}{
		{"+(a|b)c", `(?s)^(a|b)+c$`},
		{"@(x)*", `(?s)^(x).*$`},
		{nest(2), `(?s)^((a)+)+$`},
		{nest(maxGroupDepth), "ok"},
		{nest(maxGroupDepth + 1), ""},
		{nest(50000) + strings.Repeat(")", 50000), ""},
		{strings.Repeat("+(a)", 5000), "ok"},
	} {
		got, err := Regexp(tc.pat, ExtendedOperators|EntireString)
		switch {
		case tc.want == "" && err != errTooDeep:
			t.Errorf("%.40s...: error %v, want %v", tc.pat, err, errTooDeep)
		case tc.want == "ok" && err != nil:
			t.Errorf("%.40s...: %v", tc.pat, err)
		case tc.want != "" && tc.want != "ok" && (err != nil || got != tc.want):
			t.Errorf("%s: %q, %v; want %q", tc.pat, got, err, tc.want)
		}
	}
}
