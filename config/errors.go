package config

import (
	"errors"
	"fmt"
	"sort"
	"strings"
)

// Error is one mistake in a configuration file. Load and Parse return
// every mistake they find, each an *Error, joined with errors.Join; use
// errors.As to reach the first one, or unwrap the join for all.
type Error struct {
	// File is the file's path ("" for data given to Parse without one).
	File string
	// Line and Column (1-based, Column in characters) locate the mistake;
	// both are 0 when it has no single place.
	Line, Column int
	// Path names the setting: "mcpServers.github.args[2]"; "" for the
	// document as a whole.
	Path string
	// Msg says what is wrong.
	Msg string
}

// Error formats the error as "file:line:col: path: msg", leaving out the
// parts that are unknown.
func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString(e.File)
	if e.Line > 0 {
		if b.Len() > 0 {
			b.WriteString(":")
		}
		fmt.Fprintf(&b, "%d:%d", e.Line, e.Column)
	}
	if b.Len() > 0 {
		b.WriteString(": ")
	}
	if e.Path != "" {
		b.WriteString(e.Path)
		b.WriteString(": ")
	}
	b.WriteString(e.Msg)
	return b.String()
}

// maxErrors bounds how many mistakes one load reports.
const maxErrors = 20

// joinErrors joins errs (nil when empty) in the order of their positions
// in the file, cutting the list at maxErrors.
func joinErrors(errs []error) error {
	sort.SliceStable(errs, func(i, j int) bool {
		a, aok := errs[i].(*Error)
		b, bok := errs[j].(*Error)
		if !aok || !bok || a.File != b.File {
			return false
		}
		return a.Line < b.Line || a.Line == b.Line && a.Column < b.Column
	})
	if len(errs) > maxErrors {
		more := len(errs) - maxErrors
		errs = append(errs[:maxErrors:maxErrors], fmt.Errorf("... and %d more", more))
	}
	return errors.Join(errs...)
}

// Note is something a load or an import did that the person may want to
// know about but that is not a mistake: a client file that does not exist,
// a server skipped, a key of another client ignored, a name clash.
type Note struct {
	// File is the file the note is about.
	File string
	// Server is the server's name, or "".
	Server string
	// Msg says what happened.
	Msg string
}

// String formats the note as "file: server: msg".
func (n Note) String() string {
	var b strings.Builder
	b.WriteString(n.File)
	if n.Server != "" {
		if b.Len() > 0 {
			b.WriteString(": ")
		}
		b.WriteString(n.Server)
	}
	if b.Len() > 0 {
		b.WriteString(": ")
	}
	b.WriteString(n.Msg)
	return b.String()
}

// joinPath appends a key to a path, quoting keys that are not plain words
// so that "a.b" stays one segment.
func joinPath(path, key string) string {
	seg := key
	if !plainKey(key) {
		seg = fmt.Sprintf("[%q]", key)
		return path + seg
	}
	if path == "" {
		return seg
	}
	return path + "." + seg
}

func plainKey(k string) bool {
	if k == "" {
		return false
	}
	for _, r := range k {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_' || r == '-' || r == '$') {
			return false
		}
	}
	return true
}

// suggest returns the candidate closest to word when it is close enough to
// be a likely typo ("comand" for "command", "Command" for "command"), or "".
func suggest(word string, candidates []string) string {
	best, bestDist := "", 1<<30
	lw := strings.ToLower(word)
	for _, c := range candidates {
		d := editDistance(lw, strings.ToLower(c))
		if d < bestDist {
			best, bestDist = c, d
		}
	}
	limit := 2
	if len(word) <= 4 {
		limit = 1
	}
	if best == "" || bestDist > limit {
		return ""
	}
	return best
}

// editDistance is the Levenshtein distance between a and b, in bytes. Keys
// longer than 64 bytes are never typos of ours, so they count as far.
func editDistance(a, b string) int {
	if len(a) > 64 || len(b) > 64 {
		return 1 << 20
	}
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
