package catalog

import (
	"slices"
	"testing"
)

func TestNames(t *testing.T) {
	tests := []struct {
		server, tool, canonical, display string
	}{
		{"github", "list_pulls", "mcp_github__list_pulls", "list-pulls"},
		{"", "web_fetch", "web_fetch", "web-fetch"},
		{"mcp-git", "git_commit", "mcp_mcp-git__git_commit", "git-commit"},
		{"notion", "API-get-user", "mcp_notion__API-get-user", "API-get-user"},
	}
	for _, tt := range tests {
		if got := Canonical(tt.server, tt.tool); got != tt.canonical {
			t.Errorf("Canonical(%q, %q) = %q, want %q", tt.server, tt.tool, got, tt.canonical)
		}
		if got := Display(tt.tool); got != tt.display {
			t.Errorf("Display(%q) = %q, want %q", tt.tool, got, tt.display)
		}
	}
	same := []string{"list-pulls", "LIST_PULLS", "list_pulls", "List-Pulls"}
	for _, s := range same {
		if Normalize(s) != "list_pulls" {
			t.Errorf("Normalize(%q) = %q, want list_pulls", s, Normalize(s))
		}
	}
	if Normalize("listpulls") == Normalize("list_pulls") {
		t.Error("Normalize must keep word breaks: listpulls is not list_pulls")
	}
}

func TestClosest(t *testing.T) {
	names := []string{"list-pulls", "get-pull", "create-pull", "list-issues", "get-issue", "search-code", "pull-request-read", "merge-pull"}
	tests := []struct {
		name string
		n    int
		want []string
	}{
		{"get-pul", 3, []string{"get-pull"}},                    // prefix
		{"get-pulls", 3, []string{"get-pull", "list-pulls"}},    // the name extends a candidate, then edits
		{"lsit-pulls", 3, []string{"list-pulls"}},               // transposition
		{"LIST_ISSUE", 3, []string{"list-issues", "get-issue"}}, // case, "_" and a missing letter
		{"pull", 3, []string{"pull-request-read", "get-pull"}},  // prefix first, then substrings
		{"issues", 2, []string{"list-issues"}},
		{"zzzzzz", 3, nil},
		{"", 3, nil},
		{"get-pull", 0, nil},
		{"serch-code", 3, []string{"search-code"}},
		{"xy", 3, nil}, // too short for substring matches, too far for edits
	}
	for _, tt := range tests {
		got := Closest(tt.name, names, tt.n)
		if tt.name == "pull" {
			// All candidates containing "pull": the prefix match first,
			// then the closest substrings.
			if len(got) != 3 || got[0] != "pull-request-read" || got[1] != "get-pull" {
				t.Errorf("Closest(%q) = %q", tt.name, got)
			}
			continue
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("Closest(%q, %d) = %q, want %q", tt.name, tt.n, got, tt.want)
		}
	}
	// Deterministic and duplicate-free.
	dup := []string{"b-tool", "a-tool", "a-tool", "c-tool"}
	if got := Closest("x-tool", dup, 5); !slices.Equal(got, []string{"a-tool", "b-tool", "c-tool"}) {
		t.Errorf("Closest over ties = %q", got)
	}
}

func TestOSADistance(t *testing.T) {
	tests := []struct {
		a, b string
		want int
	}{
		{"", "", 0}, {"abc", "", 3}, {"", "abc", 3}, {"abc", "abc", 0}, {"abc", "acb", 1},
		{"kitten", "sitting", 3}, {"ca", "abc", 3}, {"titel", "title", 1}, {"héllo", "hello", 1},
	}
	for _, tt := range tests {
		got, _, _ := osaDistance([]rune(tt.a), []rune(tt.b), nil, nil)
		if got != tt.want {
			t.Errorf("osaDistance(%q, %q) = %d, want %d", tt.a, tt.b, got, tt.want)
		}
	}
}
