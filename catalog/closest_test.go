package catalog

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/toolsinshell/tis/toolerr"
)

func TestClosestTools(t *testing.T) {
	slack := []string{"slack-list-channels", "slack-post-message", "slack-reply-to-thread", "slack-add-reaction",
		"slack-get-channel-history", "slack-get-thread-replies", "slack-get-users", "slack-get-user-profile"}
	git := []string{"git-status", "git-diff-unstaged", "git-diff-staged", "git-diff", "git-commit", "git-add", "git-log"}
	mixed := []string{"get-pull", "list-pulls", "create-pull"}
	tests := []struct {
		server, name string
		tools        []string
		want         []string
	}{
		{"slack", "post-mesage", slack, []string{"slack-post-message"}},
		{"slack", "post-message", slack, []string{"slack-post-message"}},
		{"slack", "slack-post-mesage", slack, []string{"slack-post-message"}},
		{"slack", "get-user", slack, []string{"slack-get-users", "slack-get-user-profile"}},
		{"slack", "reply_to_thred", slack, []string{"slack-reply-to-thread"}},
		{"slack", "zzzz", slack, nil},
		// The prefix is the tools' shared first word, whatever the server
		// is called.
		{"mcp-git", "stauts", git, []string{"git-status"}},
		{"git", "comit", git, []string{"git-commit"}},
		{"repo", "diff", git, []string{"git-diff", "git-diff-staged", "git-diff-unstaged"}},
		{"git", "git-stauts", git, []string{"git-status"}},
		// Without a prefix, as Closest.
		{"github", "get-pul", mixed, []string{"get-pull"}},
		{"github", "pull", mixed, []string{"get-pull", "list-pulls", "create-pull"}},
		{"github", "github-get-pull", mixed, []string{"get-pull"}},
		// A prefix alone is not a name.
		{"x", "x", []string{"x-run"}, nil},
		{"slack", "slack", slack, []string{"slack-get-users", "slack-add-reaction", "slack-post-message"}},
	}
	for _, tt := range tests {
		got := ClosestTools(tt.server, tt.name, tt.tools, 3)
		if !slices.Equal(got, tt.want) {
			t.Errorf("ClosestTools(%q, %q) = %q, want %q", tt.server, tt.name, got, tt.want)
		}
	}
	if got := ClosestTools("slack", "post-message", slack, 0); got != nil {
		t.Errorf("n = 0: %q", got)
	}
}

func TestToolPrefixes(t *testing.T) {
	for _, tt := range []struct {
		server string
		tools  []string
		want   []string
	}{
		{"slack", []string{"slack_a", "slack_b"}, []string{"slack_"}},
		{"mcp-git", []string{"git_a", "git_b"}, []string{"mcp_git_", "mcp_", "git_"}},
		{"notion", []string{"API-get-user", "API-post-page"}, []string{"notion_", "api_"}},
		{"github", []string{"get_pull", "list_pulls"}, []string{"github_"}},
		{"a", []string{"a_x"}, []string{"a_"}},
	} {
		if got := toolPrefixes(tt.server, tt.tools); !slices.Equal(got, tt.want) {
			t.Errorf("toolPrefixes(%q) = %q, want %q", tt.server, got, tt.want)
		}
	}
}

// listed is a source that only lists its tools.
type listed struct {
	name  string
	tools []*Tool
}

func (l *listed) Info() SourceInfo                       { return SourceInfo{Name: l.name, Grouped: true} }
func (l *listed) Tools(context.Context) ([]*Tool, error) { return l.tools, nil }
func (l *listed) Call(context.Context, string, map[string]any) (*Result, error) {
	return nil, errors.New("not callable")
}

// TestClosestSharedCatalogs: over the published tool lists of real
// servers, a tool's name written without the prefix its server's names
// repeat (slack's post-message, playwright's navigate, notion's get-self,
// git's status) is suggested first, and a typo of it too; the message of
// tools <server> <typo> names it as a runnable line.
func TestClosestSharedCatalogs(t *testing.T) {
	dir := sharedCatalogsDir()
	if dir == "" {
		t.Skip("shared/catalogs not found beside the repository")
	}
	load := func(file, server string) *listed {
		data, err := os.ReadFile(filepath.Join(dir, file))
		if errors.Is(err, os.ErrNotExist) {
			t.Skipf("%s is not in %s", file, dir)
		}
		if err != nil {
			t.Fatal(err)
		}
		var doc struct {
			Tools []*Tool `json:"tools"`
		}
		if err := json.Unmarshal(data, &doc); err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		return &listed{name: server, tools: doc.Tools}
	}
	sources := []*listed{load("slack.json", "slack"), load("mcp-git.json", "git"), load("playwright.json", "playwright"),
		load("notion.json", "notion"), load("github.json", "github"), load("mcp-filesystem.json", "fs")}
	cat := New([]Source{sources[0], sources[1], sources[2], sources[3], sources[4], sources[5]}, nil)
	ctx := context.Background()

	for _, tt := range []struct {
		words []string
		want  string // first suggestion
	}{
		{[]string{"slack", "post-mesage"}, "tools slack slack-post-message"},
		{[]string{"slack", "post-message"}, "tools slack slack-post-message"},
		{[]string{"slack", "get-user-profil"}, "tools slack slack-get-user-profile"},
		{[]string{"git", "stauts"}, "tools git git-status"},
		{[]string{"git", "create-brnch"}, "tools git git-create-branch"},
		{[]string{"playwright", "navigate"}, "tools playwright browser-navigate"},
		{[]string{"playwright", "take-screenshto"}, "tools playwright browser-take-screenshot"},
		{[]string{"notion", "get-self"}, "tools notion API-get-self"},
		{[]string{"github", "get-file-content"}, "tools github get-file-contents"},
		{[]string{"fs", "read-txt-file"}, "tools fs read-text-file"},
	} {
		_, _, err := cat.Resolve(ctx, tt.words)
		var uc *toolerr.UnknownCommandError
		if !errors.As(err, &uc) {
			t.Errorf("%q: err %v, want unknown_command", tt.words, err)
			continue
		}
		msg := uc.Error()
		if i := strings.Index(msg, "closest: "); i < 0 || !strings.HasPrefix(msg[i+len("closest: "):], tt.want) {
			t.Errorf("%q: message %q, want %q first", tt.words, msg, tt.want)
		}
	}

	// Every tool of a server whose names share a prefix is suggested
	// first for its name without the prefix.
	for _, src := range sources {
		var names []string
		for _, tl := range src.tools {
			names = append(names, Display(tl.Name))
		}
		for _, p := range toolPrefixes(src.name, names) {
			for _, name := range names {
				rest, ok := strings.CutPrefix(Normalize(name), p)
				if !ok || rest == "" {
					continue
				}
				if got := ClosestTools(src.name, rest, names, 3); len(got) == 0 || got[0] != name {
					t.Errorf("%s: %q suggests %q, want %q first", src.name, rest, got, name)
				}
			}
		}
	}
}
