package catalog

import (
	"slices"
	"strings"
	"testing"
)

func TestWords(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"list_pulls", []string{"list", "pulls"}},
		{"list-pulls", []string{"list", "pulls"}},
		{"listPullRequests", []string{"list", "pull", "requests"}},
		{"HTTPServer", []string{"http", "server"}},
		{"getURL", []string{"get", "url"}},
		{"API-get-user", []string{"api", "get", "user"}},
		{"oauth2Token v1.5", []string{"oauth2", "token", "v1", "5"}},
		{"mcp_github__get_me", []string{"mcp", "github", "get", "me"}},
		{"Créer un Problème", []string{"créer", "un", "problème"}},
		{"  --  ", nil},
		{"", nil},
		{"ÀBc", []string{"à", "bc"}}, // as HTTPServer
	}
	for _, tt := range tests {
		if got := Words(tt.in); !slices.Equal(got, tt.want) {
			t.Errorf("Words(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestStem(t *testing.T) {
	tests := map[string]string{
		"issues": "issue", "issue": "issue", "entities": "entity", "branches": "branch", "boxes": "box",
		"status": "status", "class": "class", "pulls": "pull", "is": "is", "analysis": "analysis", "diffs": "diff",
	}
	for in, want := range tests {
		if got := stem(in); got != want {
			t.Errorf("stem(%q) = %q, want %q", in, got, want)
		}
	}
}

// synthetic is a small catalog for ranking rules that hold without the
// shared catalogs.
func synthetic() []*Entry {
	mk := func(server, name, desc string) *Entry {
		return &Entry{Tool: &Tool{Name: name, Description: desc}, Server: server, Canonical: Canonical(server, name)}
	}
	return []*Entry{
		mk("github", "list_pulls", "List pull requests of a repository."),
		mk("github", "get_pull", "Get one pull request."),
		mk("github", "create_issue", "Open a new issue."),
		mk("github", "list_issues", "List the issues of a repository."),
		mk("docs", "search_docs", "Search the documentation, including pull request guides."),
		mk("", "web_fetch", "Fetch a URL and return its text."),
		mk("jira", "new_ticket", "Create an issue in Jira."),
	}
}

func TestSearchRules(t *testing.T) {
	ix := NewIndex(synthetic())
	names := func(hits []Hit) []string {
		var out []string
		for _, h := range hits {
			out = append(out, h.Entry.Canonical)
		}
		return out
	}
	tests := []struct {
		query string
		limit int
		want  []string // exact prefix of the results
	}{
		// A name hit beats a description hit.
		{"fetch", 0, []string{"web_fetch"}},
		// Plural and singular fold: issue finds list_issues by name.
		{"issue", 2, []string{"mcp_github__create_issue", "mcp_github__list_issues"}},
		// All words matched beats some; name beats description.
		{"create issue", 2, []string{"mcp_github__create_issue", "mcp_jira__new_ticket"}},
		// The server's name counts as a name.
		{"jira", 0, []string{"mcp_jira__new_ticket"}},
		// Prefix matches count, below exact ones.
		{"pul", 2, []string{"mcp_github__get_pull", "mcp_github__list_pulls"}},
		// Stop words are ignored.
		{"how to fetch a url", 1, []string{"web_fetch"}},
		// Ties break by canonical name; limit bounds the output.
		{"pull request", 3, []string{"mcp_github__get_pull", "mcp_github__list_pulls", "mcp_docs__search_docs"}},
		{"nothing-matches-this", 0, nil},
		{"", 0, nil},
		{"--", 0, nil},
	}
	for _, tt := range tests {
		got := names(ix.Search(tt.query, tt.limit))
		if tt.limit > 0 && len(got) > tt.limit {
			t.Errorf("Search(%q, %d) returned %d hits", tt.query, tt.limit, len(got))
		}
		if len(got) < len(tt.want) || !slices.Equal(got[:len(tt.want)], tt.want) || (tt.want == nil && got != nil) {
			t.Errorf("Search(%q, %d) = %q, want %q first", tt.query, tt.limit, got, tt.want)
		}
	}
	// Scores are ordered.
	hits := ix.Search("pull issue repository", 0)
	for i := 1; i < len(hits); i++ {
		if hits[i].Score > hits[i-1].Score {
			t.Errorf("hits out of order at %d", i)
		}
	}
	var empty *Index
	if empty.Search("x", 1) != nil || NewIndex(nil).Search("x", 1) != nil {
		t.Error("empty index found something")
	}
	if NewIndex([]*Entry{nil, {Canonical: "x"}}).Search("x", 1) != nil {
		t.Error("entries without tools found")
	}
}

// TestSearchShared checks what a user would expect from the real
// catalogs.
func TestSearchShared(t *testing.T) {
	ix := NewIndex(loadShared(t))
	tests := []struct {
		query string
		top   int      // the wanted tools are among the first top hits
		want  []string // canonical names
	}{
		{"create issue", 2, []string{"mcp_github__create_issue", "mcp_github__issue_write"}},
		{"screenshot", 1, []string{"mcp_playwright__browser_take_screenshot"}},
		{"take a screenshot of the page", 1, []string{"mcp_playwright__browser_take_screenshot"}},
		{"list issues", 1, []string{"mcp_github__list_issues"}},
		{"sql", 1, []string{"mcp_supabase__execute_sql"}},
		{"git commit", 1, []string{"mcp_mcp-git__git_commit"}},
		{"read file", 3, []string{"mcp_mcp-filesystem__read_file", "mcp_mcp-filesystem__read_text_file"}},
		{"slack message", 1, []string{"mcp_slack__slack_post_message"}},
		{"search docs", 1, []string{"mcp_sentry__search_docs"}},
		{"navigate", 2, []string{"mcp_playwright__browser_navigate", "mcp_playwright__browser_navigate_back"}},
		{"time zone", 2, []string{"mcp_mcp-time__convert_time", "mcp_mcp-time__get_current_time"}},
		{"knowledge graph entities", 2, []string{"mcp_mcp-memory__create_entities", "mcp_mcp-memory__delete_entities"}},
	}
	for _, tt := range tests {
		hits := ix.Search(tt.query, tt.top)
		var got []string
		for _, h := range hits {
			got = append(got, h.Entry.Canonical)
		}
		for _, w := range tt.want {
			if !slices.Contains(got, w) {
				t.Errorf("Search(%q) top %d = %q, want %s among them", tt.query, tt.top, got, w)
			}
		}
	}
	// "pull request": the first ten hits are all GitHub pull request tools.
	for _, h := range ix.Search("pull request", 10) {
		if h.Entry.Server != "github" || !strings.Contains(h.Entry.Tool.Name, "pull_request") {
			t.Errorf("pull request: %s among the first ten", h.Entry.Canonical)
		}
	}
	// "issues" ranks issue tools (by name) above tools that only mention issues.
	for _, h := range ix.Search("issues", 10) {
		if !strings.Contains(h.Entry.Tool.Name, "issue") {
			t.Errorf("issues: %s among the first ten", h.Entry.Canonical)
		}
	}
}
