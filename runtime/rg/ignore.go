package rg

import (
	"path"
	"strings"
)

// ignoreRule is one line of a .gitignore, .ignore or .rgignore file.
type ignoreRule struct {
	pattern  string // without "!", a leading "/" and a trailing "/"
	negate   bool
	dirOnly  bool
	anchored bool // has a "/" before its end: matched against the path from the file's directory
}

// ignoreFile is the rules of one ignore file.
type ignoreFile struct{ rules []ignoreRule }

// parseIgnore reads gitignore syntax: comments, blank lines, "!"
// negation, a trailing "/" for directories only, "/" anchoring, "*",
// "?", "[...]" and "**".
func parseIgnore(data string) *ignoreFile {
	f := &ignoreFile{}
	for _, line := range strings.Split(data, "\n") {
		line = strings.TrimSuffix(line, "\r")
		if t := strings.TrimRight(line, " "); !strings.HasSuffix(t, "\\") {
			line = t
		}
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		r := ignoreRule{}
		if strings.HasPrefix(line, "!") {
			r.negate = true
			line = line[1:]
		} else if strings.HasPrefix(line, "\\!") || strings.HasPrefix(line, "\\#") {
			line = line[1:]
		}
		if strings.HasSuffix(line, "/") {
			r.dirOnly = true
			line = strings.TrimRight(line, "/")
		}
		if strings.Contains(line, "/") {
			r.anchored = true
			line = strings.TrimPrefix(line, "/")
		}
		if line == "" {
			continue
		}
		r.pattern = line
		f.rules = append(f.rules, r)
	}
	return f
}

// match reports whether rel (the path from the ignore file's directory)
// is ignored (true, true), whitelisted (false, true) or not named
// (_, false); the last matching rule decides.
func (f *ignoreFile) match(rel string, dir bool) (ignored, decided bool) {
	for i := len(f.rules) - 1; i >= 0; i-- {
		r := f.rules[i]
		if r.dirOnly && !dir {
			continue
		}
		var ok bool
		if r.anchored {
			ok = globMatch(r.pattern, rel)
		} else {
			ok = globMatch(r.pattern, path.Base(rel))
		}
		if ok {
			return !r.negate, true
		}
	}
	return false, false
}

// globMatch matches a gitignore glob against a slash-separated path:
// "*" and "?" never match "/", "**" matches any number of elements.
func globMatch(pat, name string) bool {
	if strings.Contains(pat, "**") {
		return doubleStar(strings.Split(pat, "/"), strings.Split(name, "/"))
	}
	ok, err := path.Match(pat, name)
	return err == nil && ok
}

func doubleStar(pat, name []string) bool {
	for len(pat) > 0 {
		if pat[0] == "**" {
			rest := pat[1:]
			if len(rest) == 0 {
				return true
			}
			for i := 0; i <= len(name); i++ {
				if doubleStar(rest, name[i:]) {
					return true
				}
			}
			return false
		}
		if len(name) == 0 {
			return false
		}
		if ok, err := path.Match(pat[0], name[0]); err != nil || !ok {
			return false
		}
		pat, name = pat[1:], name[1:]
	}
	return len(name) == 0
}
