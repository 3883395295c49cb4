// Package badsubst parses a bash script with the parser every part of the
// program shares (mvdan.cc/sh/v3/syntax), turning the malformed ${...} it
// refuses into expansions that fail when they run, as bash does.
//
// Bash parses ${%}, ${a&} or ${#x-y} as words and reports "bad
// substitution" only when the expansion runs: the command fails and the
// rest of its command line is discarded, and a branch never taken never
// fails. The parser refuses the whole script instead. Parse rewrites each
// such ${...} (on one line) into ${__tis_badsubst_HEX}, HEX the text of
// the original in hexadecimal, and parses again; the interpreter fails
// such an expansion with "TEXT: bad substitution" (see the fork's
// expand.BadSubstError). The analyzer and the runtime both parse through
// here, so the tree the analyzer judges is the tree that runs.
package badsubst

import (
	"encoding/hex"
	"errors"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// Prefix starts the name of a parameter that stands for a bad
// substitution; the text after it is the original's, in hexadecimal.
const Prefix = "__tis_badsubst_"

// maxRewrites bounds the parses of one script.
const maxRewrites = 64

// Parse parses src as bash, named name, with the bad substitutions
// rewritten as the package doc says. Any other syntax error is returned
// as the parser gave it.
func Parse(src, name string) (*syntax.File, error) {
	return ParseWith(nil, src, name)
}

// ParseWith is Parse with a parser of bash to reuse (one the caller does
// not use concurrently); nil means a new one.
func ParseWith(p *syntax.Parser, src, name string) (*syntax.File, error) {
	if p == nil {
		p = syntax.NewParser(syntax.Variant(syntax.LangBash))
	}
	for i := 0; ; i++ {
		file, err := p.Parse(strings.NewReader(src), name)
		if err == nil || i == maxRewrites {
			return file, err
		}
		fixed, ok := rewrite(src, err)
		if !ok {
			return file, err
		}
		src = fixed
	}
}

// rewrite replaces the ${...} that err points into, when err is one of a
// parameter expansion and the ${...} is on one line.
func rewrite(src string, err error) (string, bool) {
	var pe syntax.ParseError
	var le syntax.LangError
	var off int
	switch {
	case errors.As(err, &pe) && badParamError(pe.Text):
		off = int(pe.Pos.Offset())
	case errors.As(err, &le) && le.Feature == "parameter expansion flags":
		// ${(M)x}: zsh's flags, bad substitution in bash.
		off = int(le.Pos.Offset()) + len("${") // the error is at its $
	default:
		return "", false
	}
	if off > len(src) {
		return "", false
	}
	start := strings.LastIndex(src[:off], "${")
	if start < 0 || strings.Contains(src[start:off], "\n") {
		return "", false
	}
	end := closing(src, start+2)
	if end < 0 {
		return "", false
	}
	text := src[start : end+1]
	return src[:start] + "${" + Prefix + hex.EncodeToString([]byte(text)) + "}" + src[end+1:], true
}

// badParamError reports whether a parser message is about a parameter
// expansion bash parses and fails at run time.
func badParamError(msg string) bool {
	for _, s := range []string{
		"invalid parameter name",
		"not a valid parameter expansion operator",
		"cannot combine multiple parameter expansion operators",
	} {
		if strings.HasPrefix(msg, s) {
			return true
		}
	}
	return false
}

// closing is the offset of the } that closes the ${ whose text starts at
// i, on the same line, or -1.
func closing(src string, i int) int {
	depth := 1
	for ; i < len(src); i++ {
		switch src[i] {
		case '\n':
			return -1
		case '\\':
			i++
		case '\'':
			j := strings.IndexByte(src[i+1:], '\'')
			if j < 0 {
				return -1
			}
			i += j + 1
		case '{':
			depth++
		case '}':
			if depth--; depth == 0 {
				return i
			}
		}
	}
	return -1
}

// Text is the original text of a bad substitution's parameter name (one
// that starts with Prefix); ok is false for any other name.
func Text(name string) (string, bool) {
	h, ok := strings.CutPrefix(name, Prefix)
	if !ok {
		return "", false
	}
	b, err := hex.DecodeString(h)
	if err != nil {
		return "", false
	}
	return string(b), true
}
