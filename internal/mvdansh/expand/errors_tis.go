package expand

import (
	"errors"
	"path"
	"slices"
	"strings"

	"github.com/toolsinshell/tis/internal/mvdansh/internal"
	"github.com/toolsinshell/tis/internal/mvdansh/pattern"
)

// tis: errors of an expansion that bash does not recover from: it
// discards the rest of the command line (the rest of the shell in a
// subshell), with status 1.

// NoMatchError is the error of a glob that matches no file under
// failglob.
type NoMatchError struct{ Pattern string }

func (e *NoMatchError) Error() string { return "no match: " + e.Pattern }

// Aborts reports whether err is an expansion error after which bash
// discards the rest of the command line: an [ArithmError], a
// [NoMatchError], a [BadSubstError] or an [IndirectError].
func Aborts(err error) bool {
	var ae *ArithmError
	var ne *NoMatchError
	var be *BadSubstError
	var ie *IndirectError
	return errors.As(err, &ae) || errors.As(err, &ne) || errors.As(err, &be) || errors.As(err, &ie)
}

// globIgnoreList returns $GLOBIGNORE.
func (cfg *Config) globIgnoreList() string {
	if cfg.Env == nil {
		return ""
	}
	return cfg.Env.Get("GLOBIGNORE").String()
}

// globIgnore drops from a glob's matches those that GLOBIGNORE's
// patterns (separated by colons) match, and "." and ".." when it is set,
// as bash. (tis)
func (cfg *Config) globIgnore(matches []string) []string {
	list := cfg.globIgnoreList()
	if list == "" || len(matches) == 0 {
		return matches
	}
	mode := pattern.Filenames | pattern.EntireString
	if cfg.ExtGlob {
		mode |= pattern.ExtendedOperators
	}
	var matchers []func(string) bool
	for _, pat := range strings.Split(list, ":") {
		if pat == "" {
			continue
		}
		m, err := internal.ExtendedPatternMatcher(pat, mode, cfg.patternMax())
		if err != nil {
			continue
		}
		matchers = append(matchers, m)
	}
	kept := matches[:0]
	for _, m := range matches {
		base := path.Base(m)
		if base == "." || base == ".." || slices.ContainsFunc(matchers, func(f func(string) bool) bool { return f(m) }) {
			continue
		}
		kept = append(kept, m)
	}
	return kept
}
