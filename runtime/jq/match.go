package jq

import (
	"fmt"
	"regexp"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/toolsinshell/tis/runtime/command"
)

// matchCost is what one match of _match costs once built: a map of four
// members with its boxed numbers and string, the list of captures; a
// capture costs as much again.
const matchCost = 256

// matchCacheSize bounds the compiled regular expressions a matcher keeps.
const matchCacheSize = 64

// matcher is _tis_match, jq's _match($re; $flags; $test) for a string
// input, a string regexp and string or null flags, as gojq's funcMatch
// (whose matches, the empty match after a match included, it keeps), but
// bounded: a regexp longer than a 64th of the limit is refused before it
// is compiled (compiling takes some 50 times its size), the list of
// matches is refused once it would pass the limit, and offsets are
// counted as the matches go rather than from the start for each match.
type matcher struct {
	max   int64
	mu    sync.Mutex
	cache map[[2]string]*regexpMatcher
}

func newMatcher(max int64) *matcher {
	return &matcher{max: max, cache: map[[2]string]*regexpMatcher{}}
}

// regexpMatcher is a compiled regexp and its probe, as gojq's: Go's
// regexp skips an empty match right after a match, which jq reports.
type regexpMatcher struct {
	re    *regexp.Regexp
	probe *regexp.Regexp
}

func (m *matcher) compile(re, flags string) (*regexpMatcher, error) {
	key := [2]string{re, flags}
	m.mu.Lock()
	r, ok := m.cache[key]
	m.mu.Unlock()
	if ok {
		return r, nil
	}
	if strings.ContainsFunc(flags, func(r rune) bool { return r != 'g' && r != 'i' && r != 'm' }) {
		return nil, fmt.Errorf("unsupported regular expression flag: %q", flags)
	}
	if m.max > 0 && int64(len(re))*64 > m.max {
		return nil, &command.TooLargeError{What: "regular expression", Limit: m.max / 64}
	}
	if strings.ContainsRune(flags, 'i') {
		re = "(?i)" + re
	}
	if strings.ContainsRune(flags, 'm') {
		re = "(?s)" + re
	}
	c, err := regexp.Compile(re)
	if err != nil {
		return nil, fmt.Errorf("invalid regular expression %q: %s", re, err)
	}
	r = &regexpMatcher{re: c}
	if p, err := regexp.Compile(`\A(?s:.)(?:` + re + `)`); err == nil {
		r.probe = p
	}
	m.mu.Lock()
	if len(m.cache) >= matchCacheSize {
		clear(m.cache)
	}
	m.cache[key] = r
	m.mu.Unlock()
	return r, nil
}

func (m *matcher) match(v any, args []any) any {
	s, _ := v.(string)
	re, _ := args[0].(string)
	flags, _ := args[1].(string)
	r, err := m.compile(re, flags)
	if err != nil {
		return err
	}
	if args[2] == true {
		return r.re.MatchString(s)
	}
	groups := r.re.NumSubexp()
	cost := int64(matchCost * (1 + groups))
	most := -1 // every match
	if m.max > 0 {
		most = int(min(m.max/cost+1, 1<<30))
	}
	n := 1
	if strings.ContainsRune(flags, 'g') {
		n = most
	}
	xs := r.re.FindAllStringSubmatchIndex(s, n)
	if n != 1 && r.probe != nil {
		xs = r.withEmpty(s, xs)
	}
	if m.max > 0 && int64(len(xs))*cost > m.max {
		return &command.TooLargeError{What: "match list", Limit: m.max}
	}
	res, names := make([]any, len(xs)), r.re.SubexpNames()
	pos, runes := 0, 0 // a byte offset of s, and the code points before it
	offset := func(i int) int {
		if i < pos {
			return utf8.RuneCountInString(s[:i])
		}
		runes += utf8.RuneCountInString(s[pos:i])
		pos = i
		return runes
	}
	for i, x := range xs {
		start := offset(x[0])
		length := utf8.RuneCountInString(s[x[0]:x[1]])
		captures := make([]any, (len(x)-2)/2)
		for j := 1; j < len(x)/2; j++ {
			var name any
			if n := names[j]; n != "" {
				name = n
			}
			if x[j*2] < 0 {
				captures[j-1] = map[string]any{"name": name, "offset": -1, "length": 0, "string": nil}
				continue
			}
			captures[j-1] = map[string]any{
				"name":   name,
				"offset": start + utf8.RuneCountInString(s[x[0]:x[j*2]]),
				"length": utf8.RuneCountInString(s[x[j*2]:x[j*2+1]]),
				"string": s[x[j*2]:x[j*2+1]],
			}
		}
		res[i] = map[string]any{"offset": start, "length": length, "string": s[x[0]:x[1]], "captures": captures}
	}
	return res
}

// withEmpty adds to xs the empty matches right after a non-empty one, as
// gojq's regexpMatcher does.
func (r *regexpMatcher) withEmpty(s string, xs [][]int) [][]int {
	if len(xs) == 0 {
		return xs
	}
	ys := make([][]int, 0, len(xs))
	for i, x := range xs {
		ys = append(ys, x)
		if x[0] == x[1] || i+1 < len(xs) && xs[i+1][0] == x[1] {
			continue
		}
		if y := r.emptyMatchAt(s, x[1]); y != nil {
			ys = append(ys, y)
		}
	}
	return ys
}

func (r *regexpMatcher) emptyMatchAt(s string, offset int) []int {
	_, w := utf8.DecodeLastRuneInString(s[:offset])
	x := r.probe.FindStringSubmatchIndex(s[offset-w:])
	if x == nil || x[1] != w {
		return nil
	}
	y := make([]int, len(x))
	y[0], y[1] = offset, offset
	for i := 2; i < len(x); i++ {
		if x[i] < 0 {
			y[i] = -1
		} else {
			y[i] = x[i] + offset - w
		}
	}
	return y
}
