package catalog

import (
	"bytes"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Words splits a name or a text into lowercase search words: on
// non-letters and digits, on "-" and "_", and on camelCase boundaries
// (listPullRequests is list, pull, requests; HTTPServer is http, server).
// Digits stay in their word (oauth2, v1).
func Words(s string) []string {
	var out []string
	var buf []byte
	eachWord(s, &buf, func(w []byte) { out = append(out, string(w)) })
	return out
}

// ASCII character classes for eachWord.
const (
	clsSep = iota
	clsLower
	clsUpper
	clsDigit
	clsOther // a non-ASCII letter or digit
)

// asciiClass classifies ASCII bytes.
var asciiClass = func() (t [128]uint8) {
	for c := 'a'; c <= 'z'; c++ {
		t[c] = clsLower
	}
	for c := 'A'; c <= 'Z'; c++ {
		t[c] = clsUpper
	}
	for c := '0'; c <= '9'; c++ {
		t[c] = clsDigit
	}
	return t
}()

// classAt returns the class of the rune at s[i] and its size.
func classAt(s string, i int) (cls uint8, r rune, size int) {
	if c := s[i]; c < utf8.RuneSelf {
		return asciiClass[c], rune(c), 1
	}
	r, size = utf8.DecodeRuneInString(s[i:])
	switch {
	case unicode.IsUpper(r):
		return clsUpper, r, size
	case unicode.IsLower(r):
		return clsLower, r, size
	case unicode.IsDigit(r):
		return clsDigit, r, size
	case unicode.IsLetter(r):
		return clsOther, r, size
	}
	return clsSep, r, size
}

// letterRank orders ASCII letters from the most to the least frequent in
// English text; bytes not listed count as rare.
const letterRank = "etaoinsrhldcumfpgwybvkxjqz"

// rarestByte returns the index of the rarest byte of a non-empty word.
func rarestByte(w string) int {
	best, bestRank := 0, -1
	for i := 0; i < len(w); i++ {
		r := strings.IndexByte(letterRank, w[i])
		if r < 0 {
			r = len(letterRank) // a digit or a non-ASCII byte
		}
		if r > bestRank {
			best, bestRank = i, r
		}
	}
	return best
}

// wordStartsAt reports whether a word of s (as eachWord splits it)
// starts at byte p.
func wordStartsAt(s string, p int) bool {
	cls, _, _ := classAt(s, p)
	if cls == clsSep {
		return false
	}
	if p == 0 {
		return true
	}
	// The rune before p, as eachWord decoded it.
	pr, size := utf8.DecodeLastRuneInString(s[:p])
	prev, _, _ := classAt(s, p-size)
	if pr == utf8.RuneError {
		prev = clsSep
	}
	switch {
	case prev == clsSep:
		return true
	case cls != clsUpper:
		return false
	case prev == clsLower || prev == clsDigit:
		return true
	case prev == clsUpper:
		_, _, size := classAt(s, p)
		if p+size < len(s) {
			next, _, _ := classAt(s, p+size)
			return next == clsLower
		}
	}
	return false
}

// wordAt appends the lowercase word of s that starts at byte p to b,
// splitting as eachWord does.
func wordAt(s string, p int, b []byte) []byte {
	prev := uint8(clsSep)
	for i := p; i < len(s); {
		cls, r, size := classAt(s, i)
		if cls == clsSep {
			break
		}
		if cls == clsUpper && prev != clsSep {
			split := prev == clsLower || prev == clsDigit
			if !split && prev == clsUpper && i+size < len(s) {
				next, _, _ := classAt(s, i+size)
				split = next == clsLower
			}
			if split {
				break
			}
		}
		b = appendLower(b, cls, r)
		prev = cls
		i += size
	}
	return b
}

// appendLower appends r of class cls (as classAt returns them), in
// lowercase, to b.
func appendLower(b []byte, cls uint8, r rune) []byte {
	if r >= utf8.RuneSelf {
		return appendLowerRune(b, r)
	}
	if cls == clsUpper {
		r += 'a' - 'A'
	}
	return append(b, byte(r))
}

// appendLowerRune appends non-ASCII r, in lowercase, to b.
func appendLowerRune(b []byte, r rune) []byte {
	return utf8.AppendRune(b, unicode.ToLower(r))
}

// eachWord calls f with each lowercase word of s, in a buffer that is
// only valid during the call.
func eachWord(s string, buf *[]byte, f func([]byte)) {
	b := (*buf)[:0]
	prev := uint8(clsSep) // class of the previous rune of the current word
	for i := 0; i < len(s); {
		cls, r, size := classAt(s, i)
		i += size
		if cls == clsSep {
			if len(b) > 0 {
				f(b)
				b = b[:0]
			}
			prev = clsSep
			continue
		}
		if cls == clsUpper && prev != clsSep {
			// A capital after a lowercase letter or digit starts a word
			// (listPulls); so does the last capital of a run followed by a
			// lowercase letter (HTTPServer is http, server).
			split := prev == clsLower || prev == clsDigit
			if !split && prev == clsUpper && i < len(s) {
				next, _, _ := classAt(s, i)
				split = next == clsLower
			}
			if split && len(b) > 0 {
				f(b)
				b = b[:0]
			}
		}
		b = appendLower(b, cls, r)
		prev = cls
	}
	if len(b) > 0 {
		f(b)
		b = b[:0]
	}
	*buf = b
}

// stem folds the plural forms of an English word onto the singular:
// issues, issue; entities, entity; branches, branch. Short words and
// words in "ss" or "us" stay as they are.
func stem(w string) string {
	n := len(w)
	switch {
	case n > 4 && strings.HasSuffix(w, "ies"):
		return w[:n-3] + "y"
	case n > 4 && (strings.HasSuffix(w, "ches") || strings.HasSuffix(w, "shes") || strings.HasSuffix(w, "sses") || strings.HasSuffix(w, "xes")):
		return w[:n-2]
	case n > 3 && w[n-1] == 's' && w[n-2] != 's' && w[n-2] != 'u' && w[n-2] != 'i':
		return w[:n-1]
	}
	return w
}

// stopWords are query words too common to say what a tool does; they
// are dropped from a query that has other words.
var stopWords = map[string]bool{
	"a": true, "an": true, "the": true, "to": true, "of": true, "for": true, "in": true, "on": true,
	"and": true, "or": true, "with": true, "by": true, "from": true, "how": true, "do": true, "i": true,
	"my": true, "me": true, "is": true, "it": true, "this": true, "that": true, "what": true, "can": true,
	"tool": true, "tools": true,
}

// Fields of an entry a word can occur in, best first.
const (
	fieldName   = iota // the tool's own name
	fieldServer        // the server's name
	fieldTitle         // the tool's title
	fieldDesc          // the description
	numFields
)

// fieldWeights are the weights of a query word found in each field; a
// name hit always outweighs a description hit.
var fieldWeights = [numFields]float64{10, 6, 4, 2}

// Factors of a kind of match: the same word, the same word after plural
// folding, a word that starts with the query word.
const (
	exactFactor  = 1.0
	stemFactor   = 0.9
	prefixFactor = 0.6
)

// maxIndexedDesc bounds the bytes of a description that are searched:
// what a tool does is said first, and long examples would only add
// noise.
const maxIndexedDesc = 2000

// maxQueryWords bounds the words of a query that count.
const maxQueryWords = 16

// Hit is one search result.
type Hit struct {
	// Entry is the tool found.
	Entry *Entry
	// Score ranks hits; higher is better.
	Score float64
}

// indexed is one entry's searchable text.
type indexed struct {
	fields    [numFields]string // as written (camelCase matters)
	nameWords int               // words of the tool's name
}

// Index is a search index over entries. Building one is cheap: the text
// of all entries is lowercased once into one string. A search finds the
// occurrences of each query word in it and reads only the words there.
type Index struct {
	entries []*Entry
	docs    []indexed
	all     string // every field of every entry, lowercased, concatenated
	starts  []int  // start in all of field f of doc i at i*numFields+f
}

// NewIndex indexes entries by name words (and server name) and
// description words. Nil entries and entries without a tool are never
// found.
func NewIndex(entries []*Entry) *Index {
	ix := &Index{entries: entries, docs: make([]indexed, len(entries))}
	var buf []byte
	size := 0
	for i, e := range entries {
		if e == nil || e.Tool == nil {
			continue
		}
		d := &ix.docs[i]
		title := e.Tool.Title
		if title == "" {
			title = e.Tool.Annotations.Title
		}
		desc := e.Tool.Description
		if len(desc) > maxIndexedDesc {
			desc = desc[:maxIndexedDesc]
		}
		d.fields = [numFields]string{e.Tool.Name, e.Server, title, desc}
		for _, s := range d.fields {
			size += len(s)
		}
		eachWord(e.Tool.Name, &buf, func([]byte) { d.nameWords++ })
	}
	// The lowercase texts share one string; lowercasing only ASCII
	// keeps byte offsets, so an offset in it is one in the text.
	arena := make([]byte, size)
	ix.starts = make([]int, len(ix.docs)*numFields)
	n := 0
	for i := range ix.docs {
		for f, s := range ix.docs[i].fields {
			ix.starts[i*numFields+f] = n
			for j := 0; j < len(s); {
				if c := s[j]; c < utf8.RuneSelf {
					arena[n+j] = lowerTable[c]
					j++
					continue
				}
				// A non-ASCII letter is lowercased when that keeps its
				// length (À, à), so offsets stay the same.
				r, size := utf8.DecodeRuneInString(s[j:])
				if l := unicode.ToLower(r); l != r && r != utf8.RuneError && utf8.RuneLen(l) == size {
					utf8.EncodeRune(arena[n+j:], l)
				} else {
					copy(arena[n+j:n+j+size], s[j:j+size])
				}
				j += size
			}
			n += len(s)
		}
	}
	ix.all = string(arena)
	return ix
}

// lowerTable lowercases ASCII letters and keeps every other byte.
var lowerTable = func() (t [256]byte) {
	for i := range t {
		t[i] = byte(i)
	}
	for c := 'A'; c <= 'Z'; c++ {
		t[c] = byte(c) + 'a' - 'A'
	}
	return t
}()

// queryWord is a query word with what matching it needs.
type queryWord struct {
	word  string
	stem  string
	root  string // a substring of every word it matches
	bytes []byte
}

func newQueryWord(w string) queryWord {
	q := queryWord{word: w, stem: stem(w), bytes: []byte(w)}
	q.root = q.stem
	if strings.HasSuffix(q.root, "y") && len(q.root) > 1 {
		q.root = q.root[:len(q.root)-1] // entity matches entities
	}
	if len(w) < len(q.root) {
		q.root = w
	}
	return q
}

// match returns the factor of a word matching q (0 for no match).
func (q *queryWord) match(w []byte) float64 {
	switch {
	case string(w) == q.word:
		return exactFactor
	case stemEqual(w, q.stem):
		return stemFactor
	case len(q.word) >= 3 && len(w) > len(q.word) && bytes.HasPrefix(w, q.bytes):
		return prefixFactor
	}
	return 0
}

// stemEqual reports whether stem(w) == s, without allocating.
func stemEqual(w []byte, s string) bool {
	n := len(w)
	switch {
	case n > 4 && bytes.HasSuffix(w, []byte("ies")):
		return len(s) == n-2 && string(w[:n-3]) == s[:n-3] && s[n-3] == 'y'
	case n > 4 && (bytes.HasSuffix(w, []byte("ches")) || bytes.HasSuffix(w, []byte("shes")) || bytes.HasSuffix(w, []byte("sses")) || bytes.HasSuffix(w, []byte("xes"))):
		return string(w[:n-2]) == s
	case n > 3 && w[n-1] == 's' && w[n-2] != 's' && w[n-2] != 'u' && w[n-2] != 'i':
		return string(w[:n-1]) == s
	}
	return string(w) == s
}

// Search returns the best matches of query, best first, at most limit
// (limit <= 0 means all). A hit on a name word (the tool's or its
// server's) ranks above a hit on a title or description word; an entry
// matching more query words always ranks higher; exact word matches rank
// above prefix matches; plural and singular match each other (issues,
// issue). Ties break by canonical name. Common words (the, to, for...)
// are ignored unless the query has nothing else.
func (ix *Index) Search(query string, limit int) []Hit {
	if ix == nil || len(ix.entries) == 0 {
		return nil
	}
	var qwords []queryWord
	for _, w := range queryWords(query) {
		qwords = append(qwords, newQueryWord(w))
	}
	if len(qwords) == 0 {
		return nil
	}
	var hits []Hit
	var buf []byte
	// factors[(i*len(qwords)+q)*numFields+f] is how well query word q
	// matches a word of field f of doc i.
	nq := len(qwords)
	factors := make([]float64, len(ix.docs)*nq*numFields)
	for qi := range qwords {
		q := &qwords[qi]
		// Scan for the root's rarest byte, which has the fewest false
		// starts, and check the root around it.
		rare := rarestByte(q.root)
		for off := rare; off < len(ix.all); {
			j := strings.IndexByte(ix.all[off:], q.root[rare])
			if j < 0 {
				break
			}
			p := off + j - rare
			off += j + 1
			if !strings.HasPrefix(ix.all[p:], q.root) {
				continue
			}
			// The field p is in: the last one starting at or before p
			// (empty fields share their start with the next one).
			k := sort.SearchInts(ix.starts, p+1) - 1
			if k < 0 {
				continue
			}
			doc, f := k/numFields, k%numFields
			text := ix.docs[doc].fields[f]
			start := p - ix.starts[k]
			if start+len(q.root) > len(text) || !wordStartsAt(text, start) {
				continue
			}
			buf = wordAt(text, start, buf[:0])
			slot := (doc*nq+qi)*numFields + f
			if m := q.match(buf); m > factors[slot] {
				factors[slot] = m
			}
		}
	}
	for i := range ix.docs {
		d := &ix.docs[i]
		if d.fields == ([numFields]string{}) {
			continue
		}
		fs := factors[i*nq*numFields : (i+1)*nq*numFields]
		matched, total, inName := 0, 0.0, 0
		for qi := range qwords {
			best := 0.0
			for f := range numFields {
				if s := fieldWeights[f] * fs[qi*numFields+f]; s > best {
					best = s
				}
			}
			if best == 0 {
				continue
			}
			// A word in the description as well as a name adds a little.
			if fd := fs[qi*numFields+fieldDesc]; fd > 0 && best > fieldWeights[fieldDesc]*fd {
				best += 0.5 * fd
			}
			matched++
			total += best
			if fs[qi*numFields+fieldName] > 0 {
				inName++
			}
		}
		if matched == 0 {
			continue
		}
		// Every query word matched beats some; within that, the summed
		// field scores; a small bonus for names the query covers well.
		score := float64(matched)*1000 + total
		if d.nameWords > 0 && inName > 0 {
			score += 0.5 * float64(min(inName, d.nameWords)) / float64(d.nameWords)
		}
		hits = append(hits, Hit{Entry: ix.entries[i], Score: score})
	}
	sort.Slice(hits, func(i, j int) bool {
		if hits[i].Score != hits[j].Score {
			return hits[i].Score > hits[j].Score
		}
		return hits[i].Entry.Canonical < hits[j].Entry.Canonical
	})
	if limit > 0 && len(hits) > limit {
		hits = hits[:limit]
	}
	return hits
}

// queryWords returns the distinct words of a query that count, without
// stop words (unless there is nothing else), at most maxQueryWords.
func queryWords(query string) []string {
	all := Words(query)
	var out []string
	seen := map[string]bool{}
	for _, keepStop := range []bool{false, true} {
		for _, w := range all {
			if seen[w] || (!keepStop && stopWords[w]) {
				continue
			}
			seen[w] = true
			out = append(out, w)
			if len(out) == maxQueryWords {
				return out
			}
		}
		if len(out) > 0 {
			return out
		}
	}
	return out
}
