// Copyright (c) 2026, Daniel Martí <mvdan@mvdan.cc>
// See LICENSE for licensing information

package internal

import (
	"errors"
	"fmt"
	"regexp"
	rxsyntax "regexp/syntax"
	"strings"

	"github.com/toolsinshell/tis/internal/mvdansh/pattern"
)

// ExtendedPatternMatcher returns a [regexp.Regexp.MatchString]-like function
// to support !(pattern-list) extended patterns where possible.
// It can be used instead of [pattern.Regexp] for narrow use cases.
//
// tis: max bounds the regular expression (see [CompilePattern]).
func ExtendedPatternMatcher(pat string, mode pattern.Mode, max int64) (func(string) bool, error) {
	if mode&pattern.ExtendedOperators != 0 && mode&pattern.EntireString == 0 {
		// In the future we could try to support !(pattern) without matching
		// the entire input, ensuring we add enough test cases.
		panic("ExtendedOperators is only supported with EntireString")
	}

	// Extended pattern matching operators are always on outside of pathname expansion.
	expr, err := pattern.Regexp(pat, mode)
	if err != nil {
		// Handle !(pattern-list) negation: when Regexp returns NegExtglobError,
		// match the inner pattern and negate the result.
		negErr, ok := errors.AsType[*pattern.NegExtGlobError](err)
		if !ok {
			return nil, err
		}
		return extNegatedMatcher(pat, negErr.Groups, max)
	}
	rx, err := CompilePattern(expr, max)
	if err != nil {
		return nil, err
	}
	return rx.MatchString, nil
}

// extNegatedMatcher handles !(pattern-list) extglob negation.
// Only a single !(...) group with fixed-string prefix and suffix is supported.
func extNegatedMatcher(pat string, groups []pattern.NegExtGlobGroup, max int64) (func(string) bool, error) {
	if len(groups) != 1 {
		return nil, fmt.Errorf("multiple extglob !(...) groups are not supported yet")
	}
	g := groups[0]
	prefix := pat[:g.Start]
	suffix := pat[g.End:]

	if pattern.HasMeta(prefix, 0) || pattern.HasMeta(suffix, 0) {
		return nil, fmt.Errorf("extglob !(...) is only supported with a fixed prefix and suffix")
	}

	// Use @(inner) to compile the pattern list, then negate the match.
	inner := pat[g.Start+len("!(") : g.End-len(")")]
	expr, err := pattern.Regexp("@("+inner+")", pattern.EntireString|pattern.ExtendedOperators)
	if err != nil {
		return nil, err
	}
	rx, err := CompilePattern(expr, max)
	if err != nil {
		return nil, err
	}

	return func(name string) bool {
		if !strings.HasPrefix(name, prefix) {
			return false
		}
		if !strings.HasSuffix(name, suffix) {
			return false
		}
		end := len(name) - len(suffix)
		if end < len(prefix) {
			return false // prefix and suffix overlap in name
		}
		middle := name[len(prefix):end]

		return !rx.MatchString(middle)
	}, nil
}

// TooLargeError is what an expansion or a pattern past its bound fails
// with. (tis)
type TooLargeError struct {
	// What is what grew: "expansion", "command substitution output",
	// "pattern".
	What string
	// Max is the bound, in bytes.
	Max int64
}

func (e *TooLargeError) Error() string {
	return fmt.Sprintf("%s too large: more than %d bytes, the limit on what one command holds in memory", e.What, e.Max)
}

// PatternLimit is the bound on a pattern's regular expression when an
// expansion may build maxBytes: compiling takes many times the text
// (some 250 times for a run of ?), so a 256th, and at least 4 KiB. Zero
// means no bound. (tis)
func PatternLimit(maxBytes int64) int64 {
	if maxBytes <= 0 {
		return 0
	}
	return max(maxBytes/256, 4<<10)
}

// CompilePattern compiles the regular expression a pattern became,
// refusing one longer than max bytes (0: no bound); a regular expression
// Go cannot compile (one that nests too deeply) is an error too, never a
// panic. (tis: upstream's MustCompile panics on those.)
func CompilePattern(expr string, max int64) (*regexp.Regexp, error) {
	if max > 0 && int64(len(expr)) > max {
		return nil, &TooLargeError{What: "pattern", Max: max}
	}
	rx, err := regexp.Compile(expr)
	if err != nil {
		// The error names the whole expression, which may be long.
		if se, ok := errors.AsType[*rxsyntax.Error](err); ok {
			return nil, fmt.Errorf("pattern cannot be matched: %s", se.Code)
		}
		return nil, fmt.Errorf("pattern cannot be matched")
	}
	return rx, nil
}
