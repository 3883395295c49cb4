package cli

import (
	"maps"
	"strings"
	"testing"
)

func TestParseTokenFile(t *testing.T) {
	for _, tc := range []struct {
		in      string
		tok     string
		tokens  map[string]string
		wantErr string
	}{
		{in: "secret\n", tok: "secret"},
		{in: "  secret  ", tok: "secret"},
		{in: "# principals\nalice a-token\n\nbob b-token\n", tokens: map[string]string{"alice": "a-token", "bob": "b-token"}},
		{in: "shared\nalice a-token\n", tok: "shared", tokens: map[string]string{"alice": "a-token"}},
		{in: "", wantErr: "empty"},
		{in: "\n# only a comment\n", wantErr: "empty"},
		{in: "one\ntwo\n", wantErr: "line 2: a second token"},
		{in: "alice a\n\nalice b\n", wantErr: "line 3: principal alice is given twice"},
		{in: "alice a b\n", wantErr: "line 1: want TOKEN, or NAME TOKEN"},
	} {
		tok, tokens, err := parseTokenFile(tc.in)
		if tc.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Errorf("parseTokenFile(%q): error %v, want one saying %q", tc.in, err, tc.wantErr)
			}
			continue
		}
		if err != nil || tok != tc.tok || !maps.Equal(tokens, tc.tokens) {
			t.Errorf("parseTokenFile(%q) = %q, %v, %v; want %q, %v", tc.in, tok, tokens, err, tc.tok, tc.tokens)
		}
	}
}
