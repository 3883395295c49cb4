package catalog

import (
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
	if n <= 0 || len(candidates) == 0 {
		return nil
	}
	q := []rune(Normalize(name))
	if len(q) == 0 || len(q) > maxClosestLen {
		return nil
	}
	qs := string(q)
	// The distance allowed grows with the length of the name: one edit
	// for short names, about a third of the name for long ones.
	maxDist := max(1, len(q)/3)
	type match struct {
		cand string
		tier int // 0 same, 1 prefix, 2 substring, 3 edit distance
		dist int
	}
	var matches []match
	seen := map[string]bool{}
	var buf1, buf2 []int
	for _, c := range candidates {
		if seen[c] {
			continue
		}
		seen[c] = true
		cn := Normalize(c)
		m := match{cand: c, tier: -1}
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
		if m.tier >= 0 {
			matches = append(matches, m)
		}
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
