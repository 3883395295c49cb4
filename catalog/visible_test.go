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
