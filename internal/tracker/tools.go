package tracker

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/gotools"
)

// DefaultName is the server name the product gives the tracker.
const DefaultName = "github"

// Description is the tracker's one-line description in tools --help.
const Description = "Example GitHub-like tracker (in memory, seeded): repositories, issues, pull requests, branches"

// Instructions is what the tracker tells a client about using it (its
// MCP initialize result's instructions when served).
const Instructions = `Seeded with three repositories: acme/api, acme/web and acme/docs.
Name a repository as owner/name; issues and pull requests are numbered per repository.
Changes (new issues, comments, merges, deleted branches) last until the server exits.`

// New returns the tracker as a grouped source named name, with its own
// fresh copy of the seed data. Calls on it are safe for concurrent use;
// changes (new issues, merged pull requests, deleted branches) are seen by
// later calls on the same source only.
func New(name string) *gotools.Source {
	s := newStore()
	return gotools.NewSource(catalog.SourceInfo{Name: name, Description: Description, Grouped: true, Instructions: Instructions}, s.tools()...)
}

// Outputs. Field names follow GitHub's REST API where it has one.

type repoOut struct {
	Name          string `json:"name"`
	Description   string `json:"description"`
	DefaultBranch string `json:"default_branch"`
	OpenIssues    int    `json:"open_issues"`
	OpenPulls     int    `json:"open_pulls"`
	URL           string `json:"html_url"`
}

type issueOut struct {
	Number    int      `json:"number"`
	Title     string   `json:"title"`
	State     string   `json:"state"`
	Author    string   `json:"author"`
	Labels    []string `json:"labels"`
	Assignees []string `json:"assignees"`
	Comments  int      `json:"comments"`
	Body      string   `json:"body"`
	CreatedAt string   `json:"created_at"`
	UpdatedAt string   `json:"updated_at"`
	ClosedAt  *string  `json:"closed_at"`
	URL       string   `json:"html_url"`
}

type searchOut struct {
	Repo string `json:"repo"`
	issueOut
}

type pullSummary struct {
	Number    int      `json:"number"`
	Title     string   `json:"title"`
	State     string   `json:"state"`
	Draft     bool     `json:"draft"`
	Merged    bool     `json:"merged"`
	Author    string   `json:"author"`
	Head      string   `json:"head"`
	Base      string   `json:"base"`
	Labels    []string `json:"labels"`
	CreatedAt string   `json:"created_at"`
	UpdatedAt string   `json:"updated_at"`
	URL       string   `json:"html_url"`
}

type pullOut struct {
	Number      int      `json:"number"`
	Title       string   `json:"title"`
	State       string   `json:"state"`
	Draft       bool     `json:"draft"`
	Merged      bool     `json:"merged"`
	Mergeable   *bool    `json:"mergeable"`
	Author      string   `json:"author"`
	Head        string   `json:"head"`
	Base        string   `json:"base"`
	Body        string   `json:"body"`
	Labels      []string `json:"labels"`
	Assignees   []string `json:"assignees"`
	Comments    int      `json:"comments"`
	CreatedAt   string   `json:"created_at"`
	UpdatedAt   string   `json:"updated_at"`
	ClosedAt    *string  `json:"closed_at"`
	MergedAt    *string  `json:"merged_at"`
	MergeCommit *string  `json:"merge_commit_sha"`
	URL         string   `json:"html_url"`
}

type commentOut struct {
	ID        int64  `json:"id"`
	Author    string `json:"author"`
	Body      string `json:"body"`
	CreatedAt string `json:"created_at"`
}

type branchOut struct {
	Name      string `json:"name"`
	SHA       string `json:"sha"`
	Protected bool   `json:"protected"`
}

type mergeOut struct {
	Merged  bool   `json:"merged"`
	SHA     string `json:"sha"`
	Message string `json:"message"`
	Closed  []int  `json:"closed_issues,omitempty"`
}

func stamp(t time.Time) string { return t.UTC().Format(time.RFC3339) }

func stampOrNil(t time.Time) *string {
	if t.IsZero() {
		return nil
	}
	s := stamp(t)
	return &s
}

func (r *repo) url(kind string, n int) string {
	return fmt.Sprintf("https://github.com/%s/%s/%d", r.name, kind, n)
}

func (r *repo) issueOut(it *item) issueOut {
	return issueOut{
		Number:    it.number,
		Title:     it.title,
		State:     it.state,
		Author:    it.author,
		Labels:    slices.Clone(it.labels),
		Assignees: slices.Clone(it.assignees),
		Comments:  len(it.comments),
		Body:      it.body,
		CreatedAt: stamp(it.created),
		UpdatedAt: stamp(it.updated),
		ClosedAt:  stampOrNil(it.closed),
		URL:       r.url("issues", it.number),
	}
}

func (r *repo) pullSummary(it *item) pullSummary {
	return pullSummary{
		Number:    it.number,
		Title:     it.title,
		State:     it.state,
		Draft:     it.draft,
		Merged:    it.merged,
		Author:    it.author,
		Head:      it.head,
		Base:      it.base,
		Labels:    slices.Clone(it.labels),
		CreatedAt: stamp(it.created),
		UpdatedAt: stamp(it.updated),
		URL:       r.url("pull", it.number),
	}
}

func (r *repo) pullOut(it *item) pullOut {
	var mergeable *bool
	if it.mergeable != nil && it.state == "open" {
		m := *it.mergeable
		mergeable = &m
	}
	var commit *string
	if it.merged {
		c := it.mergeCommit
		commit = &c
	}
	return pullOut{
		Number:      it.number,
		Title:       it.title,
		State:       it.state,
		Draft:       it.draft,
		Merged:      it.merged,
		Mergeable:   mergeable,
		Author:      it.author,
		Head:        it.head,
		Base:        it.base,
		Body:        it.body,
		Labels:      slices.Clone(it.labels),
		Assignees:   slices.Clone(it.assignees),
		Comments:    len(it.comments),
		CreatedAt:   stamp(it.created),
		UpdatedAt:   stamp(it.updated),
		ClosedAt:    stampOrNil(it.closed),
		MergedAt:    stampOrNil(it.mergedAt),
		MergeCommit: commit,
		URL:         r.url("pull", it.number),
	}
}

func commentsOut(cs []comment) []commentOut {
	out := make([]commentOut, 0, len(cs))
	for _, c := range cs {
		out = append(out, commentOut{ID: c.id, Author: c.author, Body: c.body, CreatedAt: stamp(c.created)})
	}
	return out
}

// Inputs.

type noInput struct{}

type repoInput struct {
	Repo string `json:"repo" jsonschema_description:"Repository as owner/name, e.g. acme/api"`
}

type numberInput struct {
	Repo   string `json:"repo" jsonschema_description:"Repository as owner/name, e.g. acme/api"`
	Number int    `json:"number" jsonschema_description:"Issue or pull request number"`
}

type issueInput struct {
	Repo   string `json:"repo" jsonschema_description:"Repository as owner/name, e.g. acme/api"`
	Number int    `json:"number" jsonschema_description:"Issue number"`
}

type pullInput struct {
	Repo   string `json:"repo" jsonschema_description:"Repository as owner/name, e.g. acme/api"`
	Number int    `json:"number" jsonschema_description:"Pull request number"`
}

type listIssuesInput struct {
	Repo     string   `json:"repo" jsonschema_description:"Repository as owner/name, e.g. acme/api"`
	State    string   `json:"state,omitempty" jsonschema:"enum=open,enum=closed,enum=all,default=open" jsonschema_description:"Filter by state (default open)"`
	Labels   []string `json:"labels,omitempty" jsonschema_description:"Only issues that have all of these labels"`
	Assignee string   `json:"assignee,omitempty" jsonschema_description:"Only issues assigned to this user"`
	Limit    int      `json:"limit,omitempty" jsonschema:"minimum=1,maximum=100,default=30" jsonschema_description:"Maximum number of issues to return (default 30, max 100)"`
}

type searchIssuesInput struct {
	Query string `json:"query" jsonschema_description:"Words to find in titles and bodies. Also understands the qualifiers is:open, is:closed, label:NAME, author:USER, assignee:USER and repo:OWNER/NAME"`
	Repo  string `json:"repo,omitempty" jsonschema_description:"Only search this repository (owner/name)"`
	Limit int    `json:"limit,omitempty" jsonschema:"minimum=1,maximum=100,default=30" jsonschema_description:"Maximum number of results (default 30, max 100)"`
}

type createIssueInput struct {
	Repo      string   `json:"repo" jsonschema_description:"Repository as owner/name, e.g. acme/api"`
	Title     string   `json:"title" jsonschema_description:"Issue title"`
	Body      string   `json:"body,omitempty" jsonschema_description:"Issue body (Markdown)"`
	Labels    []string `json:"labels,omitempty" jsonschema_description:"Labels to add"`
	Assignees []string `json:"assignees,omitempty" jsonschema_description:"Usernames to assign"`
}

type updateIssueInput struct {
	Repo      string    `json:"repo" jsonschema_description:"Repository as owner/name, e.g. acme/api"`
	Number    int       `json:"number" jsonschema_description:"Issue number"`
	Title     *string   `json:"title,omitempty" jsonschema_description:"New title"`
	Body      *string   `json:"body,omitempty" jsonschema_description:"New body (Markdown)"`
	State     string    `json:"state,omitempty" jsonschema:"enum=open,enum=closed" jsonschema_description:"New state"`
	Labels    *[]string `json:"labels,omitempty" jsonschema_description:"Labels to set, replacing the current ones ([] removes all)"`
	Assignees *[]string `json:"assignees,omitempty" jsonschema_description:"Usernames to assign, replacing the current ones ([] removes all)"`
}

type commentInput struct {
	Repo   string `json:"repo" jsonschema_description:"Repository as owner/name, e.g. acme/api"`
	Number int    `json:"number" jsonschema_description:"Issue or pull request number"`
	Body   string `json:"body" jsonschema_description:"Comment text (Markdown)"`
}

type listPullsInput struct {
	Repo  string `json:"repo" jsonschema_description:"Repository as owner/name, e.g. acme/api"`
	State string `json:"state,omitempty" jsonschema:"enum=open,enum=closed,enum=all,default=open" jsonschema_description:"Filter by state (default open); closed includes merged"`
	Base  string `json:"base,omitempty" jsonschema_description:"Only pull requests into this base branch"`
	Limit int    `json:"limit,omitempty" jsonschema:"minimum=1,maximum=100,default=30" jsonschema_description:"Maximum number of pull requests to return (default 30, max 100)"`
}

type mergeInput struct {
	Repo        string `json:"repo" jsonschema_description:"Repository as owner/name, e.g. acme/api"`
	Number      int    `json:"number" jsonschema_description:"Pull request number"`
	MergeMethod string `json:"merge_method,omitempty" jsonschema:"enum=merge,enum=squash,enum=rebase,default=merge" jsonschema_description:"Merge method (default merge)"`
	CommitTitle string `json:"commit_title,omitempty" jsonschema_description:"Title of the merge commit"`
}

type createBranchInput struct {
	Repo   string `json:"repo" jsonschema_description:"Repository as owner/name, e.g. acme/api"`
	Branch string `json:"branch" jsonschema_description:"Name of the new branch"`
	From   string `json:"from,omitempty" jsonschema_description:"Branch to start from (default: the repository's default branch)"`
}

type branchInput struct {
	Repo   string `json:"repo" jsonschema_description:"Repository as owner/name, e.g. acme/api"`
	Branch string `json:"branch" jsonschema_description:"Branch name"`
}

// limitOf applies the default and the bounds of a limit input.
func limitOf(n int) int {
	switch {
	case n <= 0:
		return 30
	case n > 100:
		return 100
	}
	return n
}

// stateFilter returns the filter for a state input.
func stateFilter(state string) (func(*item) bool, error) {
	switch strings.ToLower(state) {
	case "", "open":
		return func(it *item) bool { return it.state == "open" }, nil
	case "closed":
		return func(it *item) bool { return it.state == "closed" }, nil
	case "all":
		return func(*item) bool { return true }, nil
	}
	return nil, fmt.Errorf("invalid state %q: use open, closed or all", state)
}

// firstN applies f to the first limitOf(limit) entries of in. The result
// is never nil, so an empty list is [] in JSON.
func firstN[E, T any](in []E, limit int, f func(E) T) []T {
	out := []T{}
	for _, e := range in {
		if len(out) == limitOf(limit) {
			break
		}
		out = append(out, f(e))
	}
	return out
}

// find looks up a repository and one of its items by number with get
// ((*repo).issue, (*repo).pull or (*repo).any).
func (s *store) find(repoName string, n int, get func(*repo, int) (*item, error)) (*repo, *item, error) {
	r, err := s.repo(repoName)
	if err != nil {
		return nil, nil, err
	}
	it, err := get(r, n)
	if err != nil {
		return nil, nil, err
	}
	return r, it, nil
}

// locked runs f with the store locked.
func locked[In, Out any](s *store, f func(in In) (Out, error)) func(context.Context, In) (Out, error) {
	return func(ctx context.Context, in In) (Out, error) {
		s.mu.Lock()
		defer s.mu.Unlock()
		return f(in)
	}
}

// tools returns the tracker's tools.
func (s *store) tools() []*gotools.Tool {
	ro := gotools.ReadOnly()
	return []*gotools.Tool{
		gotools.Func("list_repos", "List the repositories you can access, with their default branch and counts of open issues and pull requests.",
			locked(s, s.listRepos), ro, gotools.Title("List repositories")),
		gotools.Func("list_issues", "List issues in a repository, newest first. Pull requests are not included; use list_pulls for them.",
			locked(s, s.listIssues), ro, gotools.Title("List issues")),
		gotools.Func("get_issue", "Get the details of an issue in a repository.",
			locked(s, s.getIssue), ro, gotools.Title("Get issue")),
		gotools.Func("search_issues", "Search issues by words in their title and body, across repositories or in one. Results are newest first; pull requests are not included.",
			locked(s, s.searchIssues), ro, gotools.Title("Search issues")),
		gotools.Func("create_issue", "Create a new issue in a repository.",
			locked(s, s.createIssue), gotools.Additive(), gotools.Title("Create issue")),
		gotools.Func("update_issue", "Update an existing issue: title, body, state, labels or assignees. Only the fields given change.",
			locked(s, s.updateIssue), gotools.Additive(), gotools.Idempotent(), gotools.Title("Update issue")),
		gotools.Func("delete_issue", "Delete an issue permanently, with its comments. This cannot be undone; to keep the history, close it with update_issue instead.",
			locked(s, s.deleteIssue), gotools.Destructive(), gotools.Idempotent(), gotools.Title("Delete issue")),
		gotools.Func("add_issue_comment", "Add a comment to an issue. Works for pull requests too (pass the pull request number).",
			locked(s, s.addComment), gotools.Additive(), gotools.Title("Add comment to issue or pull request")),
		gotools.Func("list_issue_comments", "List the comments on an issue or pull request, oldest first.",
			locked(s, s.listComments), ro, gotools.Title("List issue comments")),
		gotools.Func("list_pulls", "List pull requests in a repository, newest first. The list does not say whether a pull request can be merged; use get_pull for its mergeable state.",
			locked(s, s.listPulls), ro, gotools.Title("List pull requests")),
		gotools.Func("get_pull", "Get the details of a pull request, including whether it can be merged (mergeable is null while unknown, as for drafts).",
			locked(s, s.getPull), ro, gotools.Title("Get pull request")),
		gotools.Func("merge_pull", "Merge a pull request into its base branch. Issues the body says it fixes (\"Fixes #3\") are closed.",
			locked(s, s.mergePull), gotools.Title("Merge pull request")),
		gotools.Func("list_branches", "List the branches of a repository.",
			locked(s, s.listBranches), ro, gotools.Title("List branches")),
		gotools.Func("create_branch", "Create a new branch in a repository, from the default branch or another branch.",
			locked(s, s.createBranch), gotools.Additive(), gotools.Title("Create branch")),
		gotools.Func("delete_branch", "Delete a branch from a repository. The default branch cannot be deleted.",
			locked(s, s.deleteBranch), gotools.Destructive(), gotools.Idempotent(), gotools.Title("Delete branch")),
	}
}

func (s *store) listRepos(noInput) ([]repoOut, error) {
	out := []repoOut{}
	for _, name := range s.repoNames() {
		r, _ := s.repo(name)
		o := repoOut{Name: r.name, Description: r.description, DefaultBranch: r.defaultBranch, URL: "https://github.com/" + r.name}
		for _, it := range r.items {
			if it.state != "open" {
				continue
			}
			if it.pull {
				o.OpenPulls++
			} else {
				o.OpenIssues++
			}
		}
		out = append(out, o)
	}
	return out, nil
}

func (s *store) listIssues(in listIssuesInput) ([]issueOut, error) {
	r, err := s.repo(in.Repo)
	if err != nil {
		return nil, err
	}
	state, err := stateFilter(in.State)
	if err != nil {
		return nil, err
	}
	labels := cleanList(in.Labels)
	return firstN(r.sorted(func(it *item) bool {
		return !it.pull && state(it) && hasAllFold(it.labels, labels) &&
			(in.Assignee == "" || hasAllFold(it.assignees, []string{in.Assignee}))
	}), in.Limit, r.issueOut), nil
}

func (s *store) getIssue(in issueInput) (issueOut, error) {
	r, it, err := s.find(in.Repo, in.Number, (*repo).issue)
	if err != nil {
		return issueOut{}, err
	}
	return r.issueOut(it), nil
}

// searchQuery is a parsed search_issues query.
type searchQuery struct {
	words     []string
	state     string
	labels    []string
	author    string
	assignee  string
	repo      string
	qualified bool // the query has a qualifier, so no words is fine
}

func parseQuery(q string) (searchQuery, error) {
	var sq searchQuery
	for _, f := range strings.Fields(q) {
		key, val, ok := strings.Cut(f, ":")
		if !ok || val == "" {
			sq.words = append(sq.words, strings.ToLower(f))
			continue
		}
		sq.qualified = true
		switch strings.ToLower(key) {
		case "is", "state":
			switch strings.ToLower(val) {
			case "open", "closed":
				sq.state = strings.ToLower(val)
			case "issue":
			case "pr", "pull", "pull-request":
				return sq, errors.New("search_issues finds issues only; use list_pulls for pull requests")
			default:
				return sq, fmt.Errorf("unsupported qualifier %s: use is:open, is:closed or is:issue", f)
			}
		case "label":
			sq.labels = append(sq.labels, strings.Trim(val, `"`))
		case "author":
			sq.author = val
		case "assignee":
			sq.assignee = val
		case "repo":
			sq.repo = val
		default:
			sq.words = append(sq.words, strings.ToLower(f))
		}
	}
	if len(sq.words) == 0 && !sq.qualified {
		return sq, errors.New("query is empty: give words to search for or a qualifier such as label:bug")
	}
	return sq, nil
}

func (sq searchQuery) match(it *item) bool {
	if it.pull || (sq.state != "" && it.state != sq.state) || !hasAllFold(it.labels, sq.labels) {
		return false
	}
	if sq.author != "" && !strings.EqualFold(it.author, sq.author) {
		return false
	}
	if sq.assignee != "" && !hasAllFold(it.assignees, []string{sq.assignee}) {
		return false
	}
	text := strings.ToLower(it.title + "\n" + it.body)
	for _, w := range sq.words {
		if !strings.Contains(text, w) {
			return false
		}
	}
	return true
}

func (s *store) searchIssues(in searchIssuesInput) ([]searchOut, error) {
	sq, err := parseQuery(in.Query)
	if err != nil {
		return nil, err
	}
	repos := s.repoNames()
	for _, name := range []string{in.Repo, sq.repo} {
		if name == "" {
			continue
		}
		r, err := s.repo(name)
		if err != nil {
			return nil, err
		}
		if !slices.Contains(repos, r.name) {
			return []searchOut{}, nil // repo and the repo: qualifier disagree
		}
		repos = []string{r.name}
	}
	type hit struct {
		r  *repo
		it *item
	}
	var hits []hit
	for _, name := range repos {
		r, _ := s.repo(name)
		for _, it := range r.sorted(sq.match) {
			hits = append(hits, hit{r, it})
		}
	}
	slices.SortStableFunc(hits, func(a, b hit) int { return b.it.created.Compare(a.it.created) })
	return firstN(hits, in.Limit, func(h hit) searchOut {
		return searchOut{Repo: h.r.name, issueOut: h.r.issueOut(h.it)}
	}), nil
}

// author is who the tracker's writes are made as.
const author = "you"

func (s *store) createIssue(in createIssueInput) (issueOut, error) {
	r, err := s.repo(in.Repo)
	if err != nil {
		return issueOut{}, err
	}
	title := strings.TrimSpace(in.Title)
	if title == "" {
		return issueOut{}, errors.New("title is empty")
	}
	now := s.tick()
	it := &item{
		number:    r.next,
		title:     title,
		body:      in.Body,
		state:     "open",
		author:    author,
		labels:    cleanList(in.Labels),
		assignees: cleanList(in.Assignees),
		created:   now,
		updated:   now,
	}
	r.items[it.number] = it
	r.next++
	return r.issueOut(it), nil
}

func (s *store) updateIssue(in updateIssueInput) (issueOut, error) {
	r, it, err := s.find(in.Repo, in.Number, (*repo).issue)
	if err != nil {
		return issueOut{}, err
	}
	if in.Title == nil && in.Body == nil && in.State == "" && in.Labels == nil && in.Assignees == nil {
		return issueOut{}, errors.New("nothing to update: give at least one of title, body, state, labels, assignees")
	}
	var title string
	if in.Title != nil {
		if title = strings.TrimSpace(*in.Title); title == "" {
			return issueOut{}, errors.New("title is empty")
		}
	}
	state := strings.ToLower(in.State)
	if state != "" && state != "open" && state != "closed" {
		return issueOut{}, fmt.Errorf("invalid state %q: use open or closed", in.State)
	}
	now := s.tick()
	if in.Title != nil {
		it.title = title
	}
	if in.Body != nil {
		it.body = *in.Body
	}
	if in.Labels != nil {
		it.labels = cleanList(*in.Labels)
	}
	if in.Assignees != nil {
		it.assignees = cleanList(*in.Assignees)
	}
	switch {
	case state == "closed" && it.state == "open":
		it.state, it.closed = "closed", now
	case state == "open" && it.state == "closed":
		it.state, it.closed = "open", time.Time{}
	}
	it.updated = now
	return r.issueOut(it), nil
}

func (s *store) deleteIssue(in issueInput) (string, error) {
	r, err := s.repo(in.Repo)
	if err != nil {
		return "", err
	}
	it, ok := r.items[in.Number]
	if ok && it.pull {
		return "", fmt.Errorf("#%d in %s is a pull request; pull requests cannot be deleted", in.Number, r.name)
	}
	if !ok {
		return "", fmt.Errorf("issue #%d not found in %s", in.Number, r.name)
	}
	delete(r.items, in.Number)
	s.tick()
	return fmt.Sprintf("Deleted issue #%d (%s) from %s.", it.number, it.title, r.name), nil
}

func (s *store) addComment(in commentInput) (commentOut, error) {
	_, it, err := s.find(in.Repo, in.Number, (*repo).any)
	if err != nil {
		return commentOut{}, err
	}
	if strings.TrimSpace(in.Body) == "" {
		return commentOut{}, errors.New("comment body is empty")
	}
	now := s.tick()
	c := comment{id: s.nextComment, author: author, body: in.Body, created: now}
	s.nextComment++
	it.comments = append(it.comments, c)
	it.updated = now
	return commentsOut([]comment{c})[0], nil
}

func (s *store) listComments(in numberInput) ([]commentOut, error) {
	_, it, err := s.find(in.Repo, in.Number, (*repo).any)
	if err != nil {
		return nil, err
	}
	return commentsOut(it.comments), nil
}

func (s *store) listPulls(in listPullsInput) ([]pullSummary, error) {
	r, err := s.repo(in.Repo)
	if err != nil {
		return nil, err
	}
	state, err := stateFilter(in.State)
	if err != nil {
		return nil, err
	}
	return firstN(r.sorted(func(it *item) bool {
		return it.pull && state(it) && (in.Base == "" || it.base == in.Base)
	}), in.Limit, r.pullSummary), nil
}

func (s *store) getPull(in pullInput) (pullOut, error) {
	r, it, err := s.find(in.Repo, in.Number, (*repo).pull)
	if err != nil {
		return pullOut{}, err
	}
	return r.pullOut(it), nil
}

func (s *store) mergePull(in mergeInput) (mergeOut, error) {
	r, it, err := s.find(in.Repo, in.Number, (*repo).pull)
	if err != nil {
		return mergeOut{}, err
	}
	method := strings.ToLower(in.MergeMethod)
	switch method {
	case "":
		method = "merge"
	case "merge", "squash", "rebase":
	default:
		return mergeOut{}, fmt.Errorf("invalid merge_method %q: use merge, squash or rebase", in.MergeMethod)
	}
	switch {
	case it.merged:
		return mergeOut{}, fmt.Errorf("pull request #%d in %s is already merged", it.number, r.name)
	case it.state != "open":
		return mergeOut{}, fmt.Errorf("pull request #%d in %s is closed; only open pull requests can be merged", it.number, r.name)
	case it.draft:
		return mergeOut{}, fmt.Errorf("pull request #%d in %s is a draft; it must be marked ready for review before it can be merged", it.number, r.name)
	case it.mergeable != nil && !*it.mergeable:
		return mergeOut{}, fmt.Errorf("pull request #%d in %s has merge conflicts with %s; resolve them (rebase %s) and try again", it.number, r.name, it.base, it.head)
	}
	if _, ok := r.branches[it.head]; !ok {
		return mergeOut{}, fmt.Errorf("pull request #%d in %s cannot be merged: its head branch %s no longer exists", it.number, r.name, it.head)
	}
	base, ok := r.branches[it.base]
	if !ok {
		return mergeOut{}, fmt.Errorf("pull request #%d in %s cannot be merged: its base branch %s no longer exists", it.number, r.name, it.base)
	}
	now := s.tick()
	sha := s.newSHA(r.name + ":merge:" + it.head)
	base.sha = sha
	it.state, it.merged, it.mergedAt, it.closed, it.updated, it.mergeCommit = "closed", true, now, now, now, sha
	out := mergeOut{Merged: true, SHA: sha, Message: fmt.Sprintf("Pull request #%d successfully merged into %s (%s)", it.number, it.base, method)}
	if it.base == r.defaultBranch {
		for _, n := range closedByMerge(it.body) {
			if iss, ok := r.items[n]; ok && !iss.pull && iss.state == "open" {
				iss.state, iss.closed, iss.updated = "closed", now, now
				out.Closed = append(out.Closed, n)
			}
		}
	}
	return out, nil
}

func (s *store) listBranches(in repoInput) ([]branchOut, error) {
	r, err := s.repo(in.Repo)
	if err != nil {
		return nil, err
	}
	out := []branchOut{}
	for _, name := range r.branchNames() {
		out = append(out, branchOut{Name: name, SHA: r.branches[name].sha, Protected: name == r.defaultBranch})
	}
	return out, nil
}

func (s *store) createBranch(in createBranchInput) (branchOut, error) {
	r, err := s.repo(in.Repo)
	if err != nil {
		return branchOut{}, err
	}
	if err := checkBranchName(in.Branch); err != nil {
		return branchOut{}, err
	}
	if _, ok := r.branches[in.Branch]; ok {
		return branchOut{}, fmt.Errorf("branch %s already exists in %s", in.Branch, r.name)
	}
	from := in.From
	if from == "" {
		from = r.defaultBranch
	}
	src, err := r.branch(from)
	if err != nil {
		return branchOut{}, err
	}
	s.tick()
	r.branches[in.Branch] = &branch{name: in.Branch, sha: src.sha}
	return branchOut{Name: in.Branch, SHA: src.sha}, nil
}

func (s *store) deleteBranch(in branchInput) (string, error) {
	r, err := s.repo(in.Repo)
	if err != nil {
		return "", err
	}
	if in.Branch == r.defaultBranch {
		return "", fmt.Errorf("refusing to delete branch %s: it is the default branch of %s", in.Branch, r.name)
	}
	if _, err := r.branch(in.Branch); err != nil {
		return "", err
	}
	delete(r.branches, in.Branch)
	s.tick()
	return fmt.Sprintf("Deleted branch %s from %s.", in.Branch, r.name), nil
}
