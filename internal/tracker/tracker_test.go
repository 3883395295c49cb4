package tracker

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/toolsinshell/tis/gotools"
	"github.com/toolsinshell/tis/toolerr"
)

// call runs one tool and returns its text, whether it is a tool error,
// and the text decoded as JSON (nil when it is not JSON).
func call(t *testing.T, src *gotools.Source, tool string, input map[string]any) (string, bool, any) {
	t.Helper()
	res, err := src.Call(context.Background(), tool, input)
	if err != nil {
		t.Fatalf("%s(%v): error %v", tool, input, err)
	}
	if len(res.Content) != 1 || res.Content[0].Type != "text" {
		t.Fatalf("%s(%v): content %+v", tool, input, res.Content)
	}
	text := res.Content[0].Text
	var v any
	if json.Unmarshal([]byte(text), &v) != nil {
		v = nil
	}
	return text, res.IsError, v
}

// numbers returns the "number" fields of a JSON array of objects.
func numbers(v any) []int {
	var out []int
	arr, _ := v.([]any)
	for _, o := range arr {
		m, _ := o.(map[string]any)
		n, _ := m["number"].(float64)
		out = append(out, int(n))
	}
	return out
}

func field(v any, key string) any {
	m, _ := v.(map[string]any)
	return m[key]
}

func TestToolsAndAnnotations(t *testing.T) {
	src := New(DefaultName)
	info := src.Info()
	if info.Name != "github" || !info.Grouped || info.Description == "" {
		t.Errorf("Info = %+v", info)
	}
	tools, err := src.Tools(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{ // name -> r (read-only), d (destructive), w (write)
		"list_repos": "r", "list_issues": "r", "get_issue": "r", "search_issues": "r",
		"create_issue": "w", "update_issue": "w", "add_issue_comment": "w", "list_issue_comments": "r",
		"list_pulls": "r", "get_pull": "r", "merge_pull": "w", "list_branches": "r",
		"create_branch": "w", "delete_branch": "d", "delete_issue": "d",
	}
	if len(tools) != len(want) {
		t.Errorf("%d tools, want %d", len(tools), len(want))
	}
	for _, tl := range tools {
		kind, ok := want[tl.Name]
		if !ok {
			t.Errorf("unexpected tool %s", tl.Name)
			continue
		}
		a := tl.Annotations
		got := "w"
		if a.IsReadOnly() {
			got = "r"
		} else if a.IsDestructive() {
			got = "d"
		}
		if got != kind {
			t.Errorf("%s: annotations %+v, want kind %s", tl.Name, a, kind)
		}
		if tl.Description == "" || tl.Title == "" || !strings.HasSuffix(tl.Description, ".") {
			t.Errorf("%s: description %q title %q", tl.Name, tl.Description, tl.Title)
		}
		var schema struct {
			Type       string                    `json:"type"`
			Properties map[string]map[string]any `json:"properties"`
		}
		if err := json.Unmarshal(tl.InputSchema, &schema); err != nil || schema.Type != "object" {
			t.Errorf("%s: schema %s (%v)", tl.Name, tl.InputSchema, err)
		}
		for name, p := range schema.Properties {
			if p["description"] == nil {
				t.Errorf("%s: property %s has no description", tl.Name, name)
			}
		}
	}
}

func TestCalls(t *testing.T) {
	tests := []struct {
		tool    string
		input   map[string]any
		isError bool
		want    []string        // substrings of the text
		check   func(any) error // on the decoded JSON
	}{
		{tool: "list_repos", check: func(v any) error {
			arr, _ := v.([]any)
			var names []string
			for _, o := range arr {
				names = append(names, field(o, "name").(string))
			}
			if !slices.Equal(names, []string{"acme/api", "acme/docs", "acme/web"}) {
				return fmt.Errorf("repos %v", names)
			}
			if field(arr[0], "open_pulls") != 4.0 || field(arr[0], "open_issues") != 5.0 {
				return fmt.Errorf("acme/api counts %v", arr[0])
			}
			return nil
		}},
		{tool: "list_issues", input: map[string]any{"repo": "acme/api"}, check: wantNumbers(13, 8, 6, 4, 3)},
		{tool: "list_issues", input: map[string]any{"repo": "ACME/API", "state": "closed"}, check: wantNumbers(10, 1)},
		{tool: "list_issues", input: map[string]any{"repo": "acme/api", "state": "all", "limit": 3}, check: wantNumbers(13, 10, 8)},
		{tool: "list_issues", input: map[string]any{"repo": "acme/api", "labels": []any{"bug"}}, check: wantNumbers(8, 3)},
		{tool: "list_issues", input: map[string]any{"repo": "acme/api", "labels": []any{"BUG", "flaky-test"}}, check: wantNumbers(8)},
		{tool: "list_issues", input: map[string]any{"repo": "acme/api", "assignee": "mlee"}, check: wantNumbers(3)},
		{tool: "list_issues", input: map[string]any{"repo": "acme/x"}, isError: true,
			want: []string{"repository acme/x not found; repositories: acme/api, acme/docs, acme/web"}},
		{tool: "list_issues", input: map[string]any{"repo": "acme/api", "state": "merged"}, isError: true, want: []string{`invalid state "merged"`}},
		{tool: "get_issue", input: map[string]any{"repo": "acme/api", "number": 3}, check: func(v any) error {
			if field(v, "title") != "Rate limiter returns 500 instead of 429" || field(v, "comments") != 2.0 ||
				field(v, "state") != "open" || field(v, "closed_at") != nil || field(v, "created_at") != "2026-02-02T14:21:00Z" {
				return fmt.Errorf("issue %v", v)
			}
			return nil
		}},
		{tool: "get_issue", input: map[string]any{"repo": "acme/api", "number": 7}, isError: true, want: []string{"#7 in acme/api is a pull request", "get_pull"}},
		{tool: "get_issue", input: map[string]any{"repo": "acme/api", "number": 99}, isError: true, want: []string{"issue #99 not found in acme/api"}},
		{tool: "search_issues", input: map[string]any{"query": "pagination"}, want: []string{`"repo": "acme/docs"`, `"repo": "acme/api"`}, check: wantNumbers(6, 6, 6, 4)},
		{tool: "search_issues", input: map[string]any{"query": "pagination", "repo": "acme/api"}, check: wantNumbers(6, 4)},
		{tool: "search_issues", input: map[string]any{"query": "repo:acme/web label:bug is:open"}, check: wantNumbers(10, 1)},
		{tool: "search_issues", input: map[string]any{"query": "rate limit"}, check: wantNumbers(3, 3)},
		{tool: "search_issues", input: map[string]any{"query": "is:closed author:tomasz"}, check: wantNumbers(4, 5)},
		{tool: "search_issues", input: map[string]any{"query": "nothing-matches-this"}, want: []string{"[]"}},
		{tool: "search_issues", input: map[string]any{"query": "  "}, isError: true, want: []string{"query is empty"}},
		{tool: "search_issues", input: map[string]any{"query": "is:pr fix"}, isError: true, want: []string{"use list_pulls"}},
		{tool: "list_issue_comments", input: map[string]any{"repo": "acme/api", "number": 3}, check: func(v any) error {
			arr, _ := v.([]any)
			if len(arr) != 2 || field(arr[0], "author") != "mlee" || field(arr[1], "author") != "jkovacs" {
				return fmt.Errorf("comments %v", v)
			}
			return nil
		}},
		{tool: "list_issue_comments", input: map[string]any{"repo": "acme/api", "number": 4}, want: []string{"[]"}},
		{tool: "list_issue_comments", input: map[string]any{"repo": "acme/api", "number": 12}, want: []string{"rebase"}},
		{tool: "list_pulls", input: map[string]any{"repo": "acme/api", "state": "open"}, check: wantNumbers(12, 11, 9, 7)},
		{tool: "list_pulls", input: map[string]any{"repo": "acme/api"}, check: wantNumbers(12, 11, 9, 7)},
		{tool: "list_pulls", input: map[string]any{"repo": "acme/api", "state": "closed"}, check: wantNumbers(5, 2)},
		{tool: "list_pulls", input: map[string]any{"repo": "acme/web", "state": "all", "limit": 2}, check: wantNumbers(9, 7)},
		{tool: "list_pulls", input: map[string]any{"repo": "acme/web", "base": "release"}, want: []string{"[]"}},
		{tool: "get_pull", input: map[string]any{"repo": "acme/api", "number": 9}, check: func(v any) error {
			if field(v, "draft") != true || field(v, "mergeable") != nil || field(v, "head") != "cursor-pagination" {
				return fmt.Errorf("pull %v", v)
			}
			return nil
		}},
		{tool: "get_pull", input: map[string]any{"repo": "acme/api", "number": 2}, check: func(v any) error {
			if field(v, "merged") != true || field(v, "state") != "closed" || field(v, "merged_at") != "2026-01-15T16:40:00Z" {
				return fmt.Errorf("pull %v", v)
			}
			return nil
		}},
		{tool: "get_pull", input: map[string]any{"repo": "acme/api", "number": 3}, isError: true, want: []string{"#3 in acme/api is an issue", "get_issue"}},
		{tool: "get_pull", input: map[string]any{"repo": "acme/api", "number": 0}, isError: true, want: []string{"pull request #0 not found"}},
		{tool: "list_branches", input: map[string]any{"repo": "acme/docs"}, check: func(v any) error {
			arr, _ := v.([]any)
			var names []string
			for _, o := range arr {
				names = append(names, field(o, "name").(string))
				if sha, _ := field(o, "sha").(string); len(sha) != 40 {
					return fmt.Errorf("sha %q", sha)
				}
				if (field(o, "name") == "main") != (field(o, "protected") == true) {
					return fmt.Errorf("protected %v", o)
				}
			}
			if !slices.Equal(names, []string{"healthz-docs", "main", "quickstart-auth-header", "rate-limits-page"}) {
				return fmt.Errorf("branches %v", names)
			}
			return nil
		}},
		{tool: "create_issue", input: map[string]any{"repo": "acme/web", "title": "  Cart total wrong  ", "labels": []any{"bug", "bug", " "}}, check: func(v any) error {
			if field(v, "number") != 12.0 || field(v, "title") != "Cart total wrong" || field(v, "author") != "you" ||
				field(v, "created_at") != "2026-03-20T09:01:00Z" || len(field(v, "labels").([]any)) != 1 {
				return fmt.Errorf("issue %v", v)
			}
			return nil
		}},
		{tool: "create_issue", input: map[string]any{"repo": "acme/web", "title": " "}, isError: true, want: []string{"title is empty"}},
		{tool: "update_issue", input: map[string]any{"repo": "acme/api", "number": 4, "state": "closed", "labels": []any{}}, check: func(v any) error {
			if field(v, "state") != "closed" || field(v, "closed_at") != "2026-03-20T09:01:00Z" || len(field(v, "labels").([]any)) != 0 {
				return fmt.Errorf("issue %v", v)
			}
			return nil
		}},
		{tool: "update_issue", input: map[string]any{"repo": "acme/api", "number": 1, "state": "open", "title": "Health check"}, check: func(v any) error {
			if field(v, "state") != "open" || field(v, "closed_at") != nil || field(v, "title") != "Health check" {
				return fmt.Errorf("issue %v", v)
			}
			return nil
		}},
		{tool: "update_issue", input: map[string]any{"repo": "acme/api", "number": 4}, isError: true, want: []string{"nothing to update"}},
		{tool: "update_issue", input: map[string]any{"repo": "acme/api", "number": 7, "state": "closed"}, isError: true, want: []string{"is a pull request"}},
		{tool: "delete_issue", input: map[string]any{"repo": "acme/api", "number": 13}, want: []string{"Deleted issue #13 (Log request IDs in access logs) from acme/api."}},
		{tool: "delete_issue", input: map[string]any{"repo": "acme/api", "number": 12}, isError: true, want: []string{"pull requests cannot be deleted"}},
		{tool: "delete_issue", input: map[string]any{"repo": "acme/api", "number": 50}, isError: true, want: []string{"issue #50 not found in acme/api"}},
		{tool: "add_issue_comment", input: map[string]any{"repo": "acme/api", "number": 7, "body": "LGTM"}, check: func(v any) error {
			if field(v, "body") != "LGTM" || field(v, "author") != "you" || field(v, "id") == nil {
				return fmt.Errorf("comment %v", v)
			}
			return nil
		}},
		{tool: "add_issue_comment", input: map[string]any{"repo": "acme/api", "number": 7, "body": ""}, isError: true, want: []string{"comment body is empty"}},
		{tool: "add_issue_comment", input: map[string]any{"repo": "acme/api", "number": 70, "body": "x"}, isError: true, want: []string{"#70 not found"}},
		{tool: "merge_pull", input: map[string]any{"repo": "acme/api", "number": 7, "merge_method": "squash"}, check: func(v any) error {
			if field(v, "merged") != true || !strings.Contains(field(v, "message").(string), "squash") {
				return fmt.Errorf("merge %v", v)
			}
			if closed, _ := field(v, "closed_issues").([]any); len(closed) != 1 || closed[0] != 3.0 {
				return fmt.Errorf("closed issues %v", v)
			}
			return nil
		}},
		{tool: "merge_pull", input: map[string]any{"repo": "acme/api", "number": 9}, isError: true, want: []string{"is a draft"}},
		{tool: "merge_pull", input: map[string]any{"repo": "acme/api", "number": 12}, isError: true, want: []string{"has merge conflicts with main"}},
		{tool: "merge_pull", input: map[string]any{"repo": "acme/api", "number": 2}, isError: true, want: []string{"already merged"}},
		{tool: "merge_pull", input: map[string]any{"repo": "acme/api", "number": 5}, isError: true, want: []string{"is closed"}},
		{tool: "merge_pull", input: map[string]any{"repo": "acme/api", "number": 11, "merge_method": "octopus"}, isError: true, want: []string{"invalid merge_method"}},
		{tool: "create_branch", input: map[string]any{"repo": "acme/api", "branch": "fix-x"}, check: func(v any) error {
			if field(v, "name") != "fix-x" || len(field(v, "sha").(string)) != 40 {
				return fmt.Errorf("branch %v", v)
			}
			return nil
		}},
		{tool: "create_branch", input: map[string]any{"repo": "acme/api", "branch": "main"}, isError: true, want: []string{"branch main already exists in acme/api"}},
		{tool: "create_branch", input: map[string]any{"repo": "acme/api", "branch": "a b"}, isError: true, want: []string{"invalid branch name"}},
		{tool: "create_branch", input: map[string]any{"repo": "acme/api", "branch": "x", "from": "nope"}, isError: true, want: []string{"branch nope not found in acme/api; branches: chi-router"}},
		{tool: "delete_branch", input: map[string]any{"repo": "acme/api", "branch": "chi-router"}, want: []string{"Deleted branch chi-router from acme/api."}},
		{tool: "delete_branch", input: map[string]any{"repo": "acme/api", "branch": "main"}, isError: true,
			want: []string{"refusing to delete branch main: it is the default branch of acme/api"}},
		{tool: "delete_branch", input: map[string]any{"repo": "acme/api", "branch": "gone"}, isError: true, want: []string{"branch gone not found"}},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%s %v", tt.tool, tt.input), func(t *testing.T) {
			src := New("github") // fresh state for every case
			text, isErr, v := call(t, src, tt.tool, tt.input)
			if isErr != tt.isError {
				t.Fatalf("IsError = %v: %s", isErr, text)
			}
			for _, w := range tt.want {
				if !strings.Contains(text, w) {
					t.Errorf("text does not contain %q:\n%s", w, text)
				}
			}
			if tt.check != nil {
				if v == nil {
					t.Fatalf("not JSON: %s", text)
				}
				if err := tt.check(v); err != nil {
					t.Error(err)
				}
			}
		})
	}
}

func wantNumbers(want ...int) func(any) error {
	return func(v any) error {
		if got := numbers(v); !slices.Equal(got, want) {
			return fmt.Errorf("numbers %v, want %v", got, want)
		}
		return nil
	}
}

// TestSeedScript follows the data path of the seed's example script:
// list open pulls, keep the non-drafts, get each and keep number, title
// and mergeable.
func TestSeedScript(t *testing.T) {
	src := New("github")
	_, isErr, v := call(t, src, "list_pulls", map[string]any{"repo": "acme/api", "state": "open"})
	if isErr {
		t.Fatal("list_pulls failed")
	}
	var lines []string
	for _, o := range v.([]any) {
		if field(o, "draft") == true {
			continue
		}
		n := field(o, "number")
		res, err := src.Call(context.Background(), "get_pull", map[string]any{"repo": "acme/api", "number": json.Number(fmt.Sprint(n))})
		if err != nil || res.IsError {
			t.Fatalf("get_pull %v: %v %v", n, res, err)
		}
		pr := res.Structured.(map[string]any)
		line, _ := json.Marshal(map[string]any{"number": pr["number"], "title": pr["title"], "mergeable": pr["mergeable"]})
		lines = append(lines, string(line))
	}
	want := []string{
		`{"mergeable":false,"number":12,"title":"Fix flaky TestOrderWebhookRetry with a fake clock"}`,
		`{"mergeable":true,"number":11,"title":"Bump golang.org/x/net from 0.61.0 to 0.62.0"}`,
		`{"mergeable":true,"number":7,"title":"Return 429 with Retry-After from the rate limiter"}`,
	}
	if !slices.Equal(lines, want) {
		t.Errorf("script output\n%s\nwant\n%s", strings.Join(lines, "\n"), strings.Join(want, "\n"))
	}
}

// TestStateChanges checks that writes are seen by later calls on the same
// source, and not by another source.
func TestStateChanges(t *testing.T) {
	src := New("github")
	_, _, v := call(t, src, "create_issue", map[string]any{"repo": "acme/docs", "title": "Add a changelog", "body": "Per release."})
	n := field(v, "number")
	if n != 11.0 {
		t.Fatalf("new issue number %v", n)
	}
	_, isErr, got := call(t, src, "get_issue", map[string]any{"repo": "acme/docs", "number": 11})
	if isErr || field(got, "title") != "Add a changelog" || field(got, "body") != "Per release." {
		t.Errorf("get after create: %v", got)
	}
	if _, _, v := call(t, src, "search_issues", map[string]any{"query": "changelog"}); !slices.Equal(numbers(v), []int{11}) {
		t.Errorf("search after create: %v", v)
	}
	// A second create takes the next number; timestamps tick.
	_, _, v2 := call(t, src, "create_issue", map[string]any{"repo": "acme/docs", "title": "Second"})
	if field(v2, "number") != 12.0 || field(v2, "created_at") != "2026-03-20T09:02:00Z" {
		t.Errorf("second create: %v", v2)
	}

	call(t, src, "delete_branch", map[string]any{"repo": "acme/docs", "branch": "rate-limits-page"})
	_, _, br := call(t, src, "list_branches", map[string]any{"repo": "acme/docs"})
	if strings.Contains(fmt.Sprint(br), "rate-limits-page") {
		t.Errorf("deleted branch still listed: %v", br)
	}
	if _, isErr, _ := call(t, src, "delete_branch", map[string]any{"repo": "acme/docs", "branch": "rate-limits-page"}); !isErr {
		t.Error("second delete did not fail")
	}

	_, _, nb := call(t, src, "create_branch", map[string]any{"repo": "acme/docs", "branch": "feature/changelog", "from": "healthz-docs"})
	_, _, br = call(t, src, "list_branches", map[string]any{"repo": "acme/docs"})
	found := false
	for _, b := range br.([]any) {
		if field(b, "name") == "feature/changelog" {
			found = true
			if field(b, "sha") != field(nb, "sha") {
				t.Errorf("sha %v vs %v", field(b, "sha"), field(nb, "sha"))
			}
		}
		if field(b, "name") == "healthz-docs" && field(b, "sha") != field(nb, "sha") {
			t.Errorf("new branch does not start at its source: %v", b)
		}
	}
	if !found {
		t.Errorf("created branch not listed: %v", br)
	}

	// Merging closes the fixed issue and the pull request.
	call(t, src, "merge_pull", map[string]any{"repo": "acme/docs", "number": 2})
	if _, _, pr := call(t, src, "get_pull", map[string]any{"repo": "acme/docs", "number": 2}); field(pr, "merged") != true || field(pr, "state") != "closed" {
		t.Errorf("pull after merge: %v", pr)
	}
	if _, _, is := call(t, src, "get_issue", map[string]any{"repo": "acme/docs", "number": 1}); field(is, "state") != "closed" {
		t.Errorf("fixed issue after merge: %v", is)
	}
	if _, _, v := call(t, src, "list_pulls", map[string]any{"repo": "acme/docs"}); !slices.Equal(numbers(v), []int{10, 7}) {
		t.Errorf("open pulls after merge: %v", numbers(v))
	}

	// Comments add up.
	call(t, src, "add_issue_comment", map[string]any{"repo": "acme/docs", "number": 11, "body": "first"})
	if _, _, cs := call(t, src, "list_issue_comments", map[string]any{"repo": "acme/docs", "number": 11}); len(cs.([]any)) != 1 {
		t.Errorf("comments %v", cs)
	}

	// Deleting an issue.
	call(t, src, "delete_issue", map[string]any{"repo": "acme/docs", "number": 11})
	if _, isErr, _ := call(t, src, "get_issue", map[string]any{"repo": "acme/docs", "number": 11}); !isErr {
		t.Error("deleted issue still there")
	}

	// Another source starts from the seed.
	other := New("github")
	if _, isErr, _ := call(t, other, "get_issue", map[string]any{"repo": "acme/docs", "number": 11}); !isErr {
		t.Error("state leaked between sources")
	}
	if _, _, br := call(t, other, "list_branches", map[string]any{"repo": "acme/docs"}); !strings.Contains(fmt.Sprint(br), "rate-limits-page") {
		t.Error("deleted branch missing from a fresh source")
	}
}

func TestReproducible(t *testing.T) {
	for _, tool := range []string{"list_branches", "list_pulls", "list_issues"} {
		in := map[string]any{"repo": "acme/api", "state": "all"}
		if tool == "list_branches" {
			in = map[string]any{"repo": "acme/api"}
		}
		a, _, _ := call(t, New("github"), tool, in)
		b, _, _ := call(t, New("github"), tool, in)
		if a != b {
			t.Errorf("%s differs between two sources", tool)
		}
	}
}

func TestUnknownToolAndBadInput(t *testing.T) {
	src := New("github")
	_, err := src.Call(context.Background(), "list_pull_requests", map[string]any{"repo": "acme/api"})
	var ue *toolerr.UnknownCommandError
	if !errors.As(err, &ue) {
		t.Errorf("unknown tool: %v", err)
	}
	_, err = src.Call(context.Background(), "get_pull", map[string]any{"repo": "acme/api", "number": "seven"})
	var ie *toolerr.InvalidInputError
	if !errors.As(err, &ie) || ie.Field != "/number" {
		t.Errorf("bad input: %v", err)
	}
}

func TestConcurrentCalls(t *testing.T) {
	src := New("github")
	var wg sync.WaitGroup
	for i := range 8 {
		wg.Go(func() {
			res, err := src.Call(context.Background(), "create_issue", map[string]any{"repo": "acme/api", "title": fmt.Sprint("t", i)})
			if err != nil || res.IsError {
				t.Errorf("create: %v %v", res, err)
			}
			if _, err := src.Call(context.Background(), "list_issues", map[string]any{"repo": "acme/api", "state": "all", "limit": 100}); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	_, _, v := call(t, src, "list_issues", map[string]any{"repo": "acme/api", "limit": 100})
	if got := numbers(v); len(got) != 13 || got[0] != 21 {
		t.Errorf("after concurrent creates: %v", got)
	}
}

func TestBranchNames(t *testing.T) {
	tests := []struct {
		name string
		ok   bool
	}{
		{"feature/x", true}, {"fix-429", true}, {"dependabot/go_modules/x-1.2", true},
		{"", false}, {"a b", false}, {"a..b", false}, {"/a", false}, {"a/", false}, {"a.lock", false},
		{"-a", false}, {"a:b", false}, {"a~1", false}, {"a\x01", false}, {"a@{b", false}, {"a//b", false}, {"a.", false},
	}
	for _, tt := range tests {
		if err := checkBranchName(tt.name); (err == nil) != tt.ok {
			t.Errorf("checkBranchName(%q) = %v", tt.name, err)
		}
	}
}

func TestClosedByMerge(t *testing.T) {
	tests := []struct {
		body string
		want []int
	}{
		{"Fixes #3", []int{3}},
		{"closes #1, resolves #2 and fixed #1", []int{1, 2}},
		{"See #4", nil},
		{"prefixes #5", nil},
	}
	for _, tt := range tests {
		if got := closedByMerge(tt.body); !slices.Equal(got, tt.want) {
			t.Errorf("closedByMerge(%q) = %v, want %v", tt.body, got, tt.want)
		}
	}
}
