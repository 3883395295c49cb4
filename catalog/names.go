package catalog

import (
	"slices"
	"sort"
	"strings"
	"unicode/utf8"
)

// Canonical returns the canonical name of a tool: mcp_<server>__<tool>
// for a tool of a grouped source, the tool's own name for a top-level one.
func Canonical(server, tool string) string {
	if server == "" {
		return tool
	}
	return "mcp_" + server + "__" + tool
}

// Display returns the name a script writes for a tool or server name:
// underscores become hyphens (list_pulls is list-pulls).
func Display(name string) string {
	return strings.ReplaceAll(name, "_", "-")
}

// Normalize folds a name so that hyphens and underscores are the same and
// case does not matter: two names are the same tool when their
// Normalize forms are equal.
func Normalize(name string) string {
	return strings.ReplaceAll(strings.ToLower(name), "-", "_")
}

// maxClosestLen bounds the length (in runes) of the names Closest
// compares by edit distance, so a huge argument costs little.
const maxClosestLen = 128

// Closest returns up to n of candidates nearest to name (edit distance on
// normalized forms, prefix and substring matches first), best first; only
// reasonably close ones. Equally close candidates keep a deterministic
// order (the shorter, then the smaller name first); duplicates are
// dropped.
func Closest(name string, candidates []string, n int) []string {
	aliases := make([]alias, len(candidates))
	for i, c := range candidates {
		aliases[i] = alias{key: c, name: c}
	}
	return closest([]string{name}, aliases, n)
}

// ClosestTools returns up to n of a server's tool names nearest to name,
// as Closest does, comparing each tool's name with and without the
// server's prefix: the server's own name ("slack_post_message" of server
// slack is also "post_message") or a first word every tool of the server
// shares ("git_status" of server mcp-git is also "status"). A name written
// with that prefix is compared without it too. So tools slack post-mesage
// suggests slack-post-message. The names are returned as tools has them.
func ClosestTools(server, name string, tools []string, n int) []string {
	prefixes := toolPrefixes(server, tools)
	queries := []string{name}
	for _, p := range prefixes {
		if rest, ok := strings.CutPrefix(Normalize(name), p); ok && rest != "" {
			queries = append(queries, rest)
		}
	}
	var aliases []alias
	for _, t := range tools {
		aliases = append(aliases, alias{key: t, name: t})
		for _, p := range prefixes {
			if rest, ok := strings.CutPrefix(Normalize(t), p); ok && rest != "" {
				aliases = append(aliases, alias{key: rest, name: t})
			}
		}
	}
	return closest(queries, aliases, n)
}

// toolPrefixes are the prefixes a server's tool names repeat: the
// server's name and its words ("mcp-git": "mcp_git_", "git_") when tools
// carry them, and the first word all of them share (at least two tools),
// each normalized and ending in "_".
func toolPrefixes(server string, tools []string) []string {
	var out []string
	add := func(p string) {
		if p != "_" && !slices.Contains(out, p) {
			out = append(out, p)
		}
	}
	srv := Normalize(server)
	add(srv + "_")
	for _, w := range strings.Split(srv, "_") {
		if w != "" {
			add(w + "_")
		}
	}
	if len(tools) >= 2 {
		first, _, ok := strings.Cut(Normalize(tools[0]), "_")
		shared := ok && first != ""
		for _, t := range tools[1:] {
			if !strings.HasPrefix(Normalize(t), first+"_") {
				shared = false
				break
			}
		}
		if shared {
			add(first + "_")
		}
	}
	return out
}

// alias is one spelling (key) a candidate name may be matched by.
type alias struct{ key, name string }

// closest ranks the names of aliases by how near their keys are to any of
// queries (the best pair counts) and returns up to n of them.
func closest(queries []string, aliases []alias, n int) []string {
	if n <= 0 || len(aliases) == 0 {
		return nil
	}
	type match struct {
		cand string
		tier int // 0 same, 1 prefix, 2 substring, 3 edit distance
		dist int
	}
	best := map[string]match{}
	var buf1, buf2 []int
	for _, query := range queries {
		q := []rune(Normalize(query))
		if len(q) == 0 || len(q) > maxClosestLen {
			continue
		}
		qs := string(q)
		// The distance allowed grows with the length of the name: one
		// edit for short names, about a third of the name for long ones.
		maxDist := max(1, len(q)/3)
		for _, a := range aliases {
			cn := Normalize(a.key)
			m := match{cand: a.name, tier: -1}
			switch {
			case cn == qs:
				m.tier = 0
			case len(q) >= 3 && (strings.HasPrefix(cn, qs) || strings.HasPrefix(qs, cn) && utf8.RuneCountInString(cn) >= 3):
				m.tier = 1
				m.dist = abs(utf8.RuneCountInString(cn) - len(q))
			case len(q) >= 3 && (strings.Contains(cn, qs) || strings.Contains(qs, cn) && utf8.RuneCountInString(cn) >= 3):
				m.tier = 2
				m.dist = abs(utf8.RuneCountInString(cn) - len(q))
			default:
				cr := []rune(cn)
				if len(cr) > maxClosestLen || abs(len(cr)-len(q)) > maxDist {
					continue
				}
				var d int
				d, buf1, buf2 = osaDistance(q, cr, buf1, buf2)
				if d > maxDist || d >= len(cr) {
					continue
				}
				m.tier, m.dist = 3, d
			}
			if m.tier < 0 {
				continue
			}
			if prev, ok := best[a.name]; !ok || m.tier < prev.tier || m.tier == prev.tier && m.dist < prev.dist {
				best[a.name] = m
			}
		}
	}
	matches := make([]match, 0, len(best))
	for _, m := range best {
		matches = append(matches, m)
	}
	sort.Slice(matches, func(i, j int) bool {
		a, b := matches[i], matches[j]
		if a.tier != b.tier {
			return a.tier < b.tier
		}
		if a.dist != b.dist {
			return a.dist < b.dist
		}
		if len(a.cand) != len(b.cand) {
			return len(a.cand) < len(b.cand)
		}
		return a.cand < b.cand
	})
	out := make([]string, 0, min(n, len(matches)))
	for _, m := range matches {
		if len(out) == n {
			break
		}
		out = append(out, m.cand)
	}
	return out
}

// osaDistance is the optimal string alignment distance (Damerau-
// Levenshtein with adjacent transpositions, no substring edited twice)
// of a and b. It reuses the row buffers it is given and returns them.
func osaDistance(a, b []rune, buf1, buf2 []int) (int, []int, []int) {
	n := len(b)
	grow := func(buf []int) []int {
		if cap(buf) < n+1 {
			return make([]int, n+1)
		}
		return buf[:n+1]
	}
	prev2, prev, cur := grow(buf1), grow(buf2), make([]int, n+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= n; j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			d := min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				d = min(d, prev2[j-2]+1)
			}
			cur[j] = d
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[n], prev2, prev
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// SplitCanonical splits a canonical name mcp_<server>__<tool> (any
// spelling Normalize folds together); ok is false for a name of another
// form. A server name holding "__" is split at its first one.
func SplitCanonical(name string) (server, tool string, ok bool) {
	n := Normalize(name)
	rest, ok := strings.CutPrefix(n, "mcp_")
	if !ok {
		return "", "", false
	}
	server, tool, ok = strings.Cut(rest, "__")
	if !ok || server == "" || tool == "" {
		return "", "", false
	}
	return server, tool, true
}
