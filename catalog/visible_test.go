package catalog

import (
	"reflect"
	"sort"
	"testing"
)

func TestMatchVisible(t *testing.T) {
	entry := func(server, tool string) *Entry {
		return &Entry{Tool: &Tool{Name: tool}, Server: server, Canonical: Canonical(server, tool)}
	}
	entries := []*Entry{
		entry("slack", "slack_post_message"),
		entry("slack", "list_channels"),
		entry("github", "list_repos"),
		entry("gitlab", "list_repos"),
		entry("my-srv", "do_it"),
		entry("", "web_fetch"),
		entry("post", "message"), // post_message: own name of none, post + message
	}
	for _, tc := range []struct {
		names     []string
		kept      []string
		unknown   []string
		ambiguous map[string][]string
	}{
		{names: []string{"slack_post_message"}, kept: []string{"mcp_slack__slack_post_message"}},
		{names: []string{"slack-post-message"}, kept: []string{"mcp_slack__slack_post_message"}},
		{names: []string{"mcp_slack__list_channels"}, kept: []string{"mcp_slack__list_channels"}},
		{names: []string{"slack__list_channels"}, kept: []string{"mcp_slack__list_channels"}},
		{names: []string{"slack_list_channels"}, kept: []string{"mcp_slack__list_channels"}},
		{names: []string{"list-channels"}, kept: []string{"mcp_slack__list_channels"}},
		{names: []string{"MY_SRV_DO_IT"}, kept: []string{"mcp_my-srv__do_it"}},
		{names: []string{"my-srv__do-it"}, kept: []string{"mcp_my-srv__do_it"}},
		{names: []string{"web_fetch"}, kept: []string{"web_fetch"}},
		{names: []string{"github__list_repos"}, kept: []string{"mcp_github__list_repos"}},
		{names: []string{"list_repos"}, ambiguous: map[string][]string{"list_repos": {"mcp_github__list_repos", "mcp_gitlab__list_repos"}}},
		{names: []string{"post_message"}, kept: []string{"mcp_post__message"}},
		{names: []string{"nothing", "web_fetch"}, kept: []string{"web_fetch"}, unknown: []string{"nothing"}},
		{names: []string{"mcp_slack__nothing"}, unknown: []string{"mcp_slack__nothing"}},
		{names: []string{"slack"}, unknown: []string{"slack"}},
	} {
		v := MatchVisible(entries, tc.names)
		var kept []string
		for e := range v.Kept {
			kept = append(kept, e.Canonical)
		}
		sort.Strings(kept)
		if !reflect.DeepEqual(kept, tc.kept) || !reflect.DeepEqual(v.Unknown, tc.unknown) || !reflect.DeepEqual(v.Ambiguous, tc.ambiguous) {
			t.Errorf("%v: kept %v, unknown %v, ambiguous %v; want %v, %v, %v", tc.names, kept, v.Unknown, v.Ambiguous, tc.kept, tc.unknown, tc.ambiguous)
		}
	}
}

// TestVisibleUndecided: with on-demand servers not loaded, a name waits
// when one of them could still match it (no exact match, at most one
// loose one) or when it names one of them; the others are final.
func TestVisibleUndecided(t *testing.T) {
	entries := []*Entry{
		{Tool: &Tool{Name: "list_repos"}, Server: "github", Canonical: Canonical("github", "list_repos")},
		{Tool: &Tool{Name: "list_repos"}, Server: "gitlab", Canonical: Canonical("gitlab", "list_repos")},
		{Tool: &Tool{Name: "post_message"}, Server: "slack", Canonical: Canonical("slack", "post_message")},
		{Tool: &Tool{Name: "web_fetch"}, Canonical: "web_fetch"},
	}
	names := []string{"list_repos", "slack__post_message", "mcp_slack__post_message", "post_message", "slack_post_message",
		"web_fetch", "nothing", "jira__get_issue", "mcp_jira__get_issue", "Jira__Nothing", "jira_get_issue"}
	got := VisibleUndecided(entries, names, []string{"jira"})
	want := []string{"post_message", "slack_post_message", "nothing", "jira__get_issue", "mcp_jira__get_issue", "Jira__Nothing", "jira_get_issue"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("undecided %q, want %q", got, want)
	}
	if got := VisibleUndecided(entries, names, nil); got != nil {
		t.Errorf("with every server loaded: %q", got)
	}
}
