package tracker

import (
	"crypto/sha1"
	"encoding/hex"
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
)

// store is the tracker's whole state. Every tool call takes mu for its
// whole run, so each call sees and leaves a consistent state.
type store struct {
	mu          sync.Mutex
	repos       map[string]*repo // by lower-case full name
	clock       time.Time        // time of the last write; advanced by tick
	nextComment int64
	shaSeq      int
}

type repo struct {
	name          string // "acme/api"
	description   string
	defaultBranch string
	branches      map[string]*branch
	items         map[int]*item // issues and pull requests share numbers
	next          int           // next number
}

type branch struct {
	name string
	sha  string
}

type comment struct {
	id      int64
	author  string
	body    string
	created time.Time
}

// item is an issue or a pull request (pull is true).
type item struct {
	number    int
	pull      bool
	title     string
	body      string
	state     string // open, closed
	author    string
	labels    []string
	assignees []string
	comments  []comment
	created   time.Time
	updated   time.Time
	closed    time.Time // zero while open

	// Pull requests only.
	draft       bool
	mergeable   *bool
	head, base  string
	merged      bool
	mergedAt    time.Time
	mergeCommit string
}

// tick advances the tracker's clock for one write and returns the new
// time. The clock never reads the real time, so outputs are reproducible.
func (s *store) tick() time.Time {
	s.clock = s.clock.Add(time.Minute)
	return s.clock
}

// newSHA returns a fresh, reproducible commit id.
func (s *store) newSHA(seed string) string {
	s.shaSeq++
	sum := sha1.Sum([]byte(seed + "\x00" + strconv.Itoa(s.shaSeq)))
	return hex.EncodeToString(sum[:])
}

// repoNames returns the repositories' names, sorted.
func (s *store) repoNames() []string {
	names := make([]string, 0, len(s.repos))
	for _, r := range s.repos {
		names = append(names, r.name)
	}
	sort.Strings(names)
	return names
}

// repo finds a repository by its full name, case-insensitively.
func (s *store) repo(name string) (*repo, error) {
	if r, ok := s.repos[strings.ToLower(strings.TrimSpace(name))]; ok {
		return r, nil
	}
	names := s.repoNames()
	if name == "" {
		return nil, fmt.Errorf("repo is empty; repositories: %s", strings.Join(names, ", "))
	}
	return nil, fmt.Errorf("repository %s not found; repositories: %s", name, strings.Join(names, ", "))
}

// issue finds an issue (not a pull request) by number.
func (r *repo) issue(n int) (*item, error) { return r.numbered(n, false) }

// pull finds a pull request by number.
func (r *repo) pull(n int) (*item, error) { return r.numbered(n, true) }

// numbered finds an item by number: a pull request if pull is true, an
// issue if not.
func (r *repo) numbered(n int, pull bool) (*item, error) {
	noun, is, isNot, tool := "issue", "a pull request", "an issue", "get_pull"
	if pull {
		noun, is, isNot, tool = "pull request", "an issue", "a pull request", "get_issue"
	}
	it, ok := r.items[n]
	if !ok {
		return nil, fmt.Errorf("%s #%d not found in %s", noun, n, r.name)
	}
	if it.pull != pull {
		return nil, fmt.Errorf("#%d in %s is %s, not %s; use %s", n, r.name, is, isNot, tool)
	}
	return it, nil
}

// any finds an issue or a pull request by number.
func (r *repo) any(n int) (*item, error) {
	it, ok := r.items[n]
	if !ok {
		return nil, fmt.Errorf("issue or pull request #%d not found in %s", n, r.name)
	}
	return it, nil
}

// sorted returns the repository's items that keep returns true for,
// newest first.
func (r *repo) sorted(keep func(*item) bool) []*item {
	var out []*item
	for _, it := range r.items {
		if keep(it) {
			out = append(out, it)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].number > out[j].number })
	return out
}

// branchNames returns the repository's branches, sorted.
func (r *repo) branchNames() []string {
	names := make([]string, 0, len(r.branches))
	for n := range r.branches {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// branch finds a branch by its exact name.
func (r *repo) branch(name string) (*branch, error) {
	if b, ok := r.branches[name]; ok {
		return b, nil
	}
	return nil, fmt.Errorf("branch %s not found in %s; branches: %s", name, r.name, strings.Join(r.branchNames(), ", "))
}

// checkBranchName applies the rules of git check-ref-format that matter
// for a branch name typed by a person or a model.
func checkBranchName(name string) error {
	switch {
	case name == "":
		return fmt.Errorf("branch name is empty")
	case strings.ContainsAny(name, " \t\n~^:?*[\\\x7f"):
		return fmt.Errorf("invalid branch name %q: it must not contain spaces or any of ~^:?*[\\", name)
	case strings.Contains(name, "..") || strings.Contains(name, "//") || strings.Contains(name, "@{"):
		return fmt.Errorf("invalid branch name %q: it must not contain \"..\", \"//\" or \"@{\"", name)
	case strings.HasPrefix(name, "/") || strings.HasSuffix(name, "/") || strings.HasPrefix(name, "-") ||
		strings.HasSuffix(name, ".") || strings.HasSuffix(name, ".lock"):
		return fmt.Errorf("invalid branch name %q", name)
	}
	for _, r := range name {
		if r < 0x20 {
			return fmt.Errorf("invalid branch name %q: it must not contain control characters", name)
		}
	}
	return nil
}

// closesRE finds "Fixes #3" and its kin in a pull request's body.
var closesRE = regexp.MustCompile(`(?i)\b(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)\s+#(\d+)\b`)

// closedByMerge returns the numbers of the issues a pull request's body
// says it closes.
func closedByMerge(body string) []int {
	var out []int
	for _, m := range closesRE.FindAllStringSubmatch(body, -1) {
		if n, err := strconv.Atoi(m[1]); err == nil && !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	return out
}

// cleanList trims the entries of a list of names and drops empty ones and
// duplicates, keeping the order.
func cleanList(in []string) []string {
	out := []string{}
	for _, s := range in {
		s = strings.TrimSpace(s)
		if s != "" && !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	return out
}

// hasAllFold reports whether have holds every entry of want, ignoring
// case.
func hasAllFold(have, want []string) bool {
	for _, w := range want {
		if !slices.ContainsFunc(have, func(h string) bool { return strings.EqualFold(h, w) }) {
			return false
		}
	}
	return true
}
