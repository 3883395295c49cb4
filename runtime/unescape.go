package runtime

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// The interpreter expands assignment values, here-strings and the words
// of ${x:-word} and ${x/p/word} without removing backslash escapes (x=a\'b gives a\'b,
// bash gives a'b), which breaks the usual 'it'\”s' quoting. rewriteEscapes
// rewrites each backslash escape of an unquoted literal in those places
// into the quoted character it stands for, which the interpreter expands
// correctly.
func rewriteEscapes(f *syntax.File) {
	var stack []syntax.Node
	inDouble := func() bool {
		for _, n := range stack {
			if _, ok := n.(*syntax.DblQuoted); ok {
				return true
			}
		}
		return false
	}
	syntax.Walk(f, func(n syntax.Node) bool {
		if n == nil {
			stack = stack[:len(stack)-1]
			return true
		}
		switch x := n.(type) {
		case *syntax.Assign:
			unescapeWord(x.Value)
		case *syntax.Redirect:
			if x.Op == syntax.WordHdoc {
				unescapeWord(x.Word)
			}
		case *syntax.ParamExp:
			if x.Exp != nil && !inDouble() {
				unescapeWord(x.Exp.Word)
			}
			// The replacement of ${x/p/r} loses its backslashes in
			// double quotes too ("${s//\\/\\\\}" doubles each backslash).
			if x.Repl != nil {
				unescapeWord(x.Repl.With)
			}
		}
		stack = append(stack, n)
		return true
	})
}

// unescapeWord replaces the unquoted literals of w that hold a backslash.
func unescapeWord(w *syntax.Word) {
	if w == nil {
		return
	}
	var parts []syntax.WordPart
	changed := false
	for _, p := range w.Parts {
		lit, ok := p.(*syntax.Lit)
		if !ok || !strings.Contains(lit.Value, `\`) {
			parts = append(parts, p)
			continue
		}
		changed = true
		parts = append(parts, unescapeLit(lit)...)
	}
	if changed {
		w.Parts = parts
	}
}

// unescapeLit splits a literal at its escapes: plain runs stay literals,
// each escaped character becomes a quoted one.
func unescapeLit(lit *syntax.Lit) []syntax.WordPart {
	var out []syntax.WordPart
	var plain strings.Builder
	flush := func() {
		if plain.Len() > 0 {
			out = append(out, &syntax.Lit{ValuePos: lit.ValuePos, ValueEnd: lit.ValueEnd, Value: plain.String()})
			plain.Reset()
		}
	}
	v := lit.Value
	for i := 0; i < len(v); i++ {
		if v[i] != '\\' || i+1 == len(v) {
			plain.WriteByte(v[i])
			continue
		}
		flush()
		i++
		c := string(v[i])
		if c == "'" {
			out = append(out, &syntax.DblQuoted{Parts: []syntax.WordPart{&syntax.Lit{Value: c}}})
		} else {
			out = append(out, &syntax.SglQuoted{Value: c})
		}
	}
	flush()
	return out
}
