package analyzer

import (
	"strings"

	"github.com/toolsinshell/tis/internal/mvdansh/expand"
	"mvdan.cc/sh/v3/syntax"
)

// literalWord returns the value of w after quote removal when w is
// literal: its value cannot depend on variables, command output, the
// filesystem (globs), the home directory (~) or brace expansion, and it
// expands to exactly one field. Allowed parts are unquoted text without
// glob, brace-expansion or tilde syntax, single quotes (including $'...')
// and double quotes holding only text.
func literalWord(w *syntax.Word) (string, bool) {
	if w == nil || len(w.Parts) == 0 {
		return "", false
	}
	for _, p := range w.Parts {
		if !literalPart(p) {
			return "", false
		}
	}
	if !plainText(w.Parts) {
		return "", false
	}
	if s, ok := simpleText(w.Parts); ok {
		return s, true
	}
	fields, err := safeFields(w)
	if err != nil || len(fields) != 1 {
		return "", false
	}
	return fields[0], true
}

// literalPart reports whether p is text, single quotes, or double quotes
// holding only text.
func literalPart(p syntax.WordPart) bool {
	switch p := p.(type) {
	case *syntax.Lit, *syntax.SglQuoted:
		return true
	case *syntax.DblQuoted:
		for _, q := range p.Parts {
			if _, ok := q.(*syntax.Lit); !ok {
				return false
			}
		}
		return true
	}
	return false
}

// simpleText joins parts that need no escape processing: text without
// backslashes, single quotes other than $'...', double quotes holding
// text without backslashes. Anything else is left to the expander.
func simpleText(parts []syntax.WordPart) (string, bool) {
	if len(parts) == 1 {
		if l, ok := parts[0].(*syntax.Lit); ok && !strings.Contains(l.Value, "\\") {
			return l.Value, true
		}
	}
	var b strings.Builder
	for _, p := range parts {
		switch p := p.(type) {
		case *syntax.Lit:
			if strings.Contains(p.Value, "\\") {
				return "", false
			}
			b.WriteString(p.Value)
		case *syntax.SglQuoted:
			if p.Dollar {
				return "", false
			}
			b.WriteString(p.Value)
		case *syntax.DblQuoted:
			if p.Dollar {
				return "", false
			}
			for _, q := range p.Parts {
				l, ok := q.(*syntax.Lit)
				if !ok || strings.Contains(l.Value, "\\") {
					return "", false
				}
				b.WriteString(l.Value)
			}
		default:
			return "", false
		}
	}
	return b.String(), true
}

// safeFields expands w with no environment, no command substitution and no
// globbing, recovering from any panic in the expander.
func safeFields(w *syntax.Word) (fields []string, err error) {
	defer func() {
		if r := recover(); r != nil {
			fields, err = nil, errPanic
		}
	}()
	return expand.Fields(&expand.Config{}, w) // not nil: a nil config is shared, and prepared in place
}

type constErr string

func (e constErr) Error() string { return string(e) }

const errPanic = constErr("expansion failed")

// plainText reports whether the unquoted text of parts (all literal parts)
// expands to itself apart from quote and backslash removal: no glob
// characters (* ?, or [ with a later ]), no brace expansion ({ with a later
// } and a , or .. between them) and no tilde at the start of the word or
// after = or : (bash expands ~ there in words that look like assignments).
// Quoted parts count as one ordinary character, since bash's brace
// expansion and bracket globs span them.
func plainText(parts []syntax.WordPart) bool {
	var b strings.Builder
	for _, p := range parts {
		if l, ok := p.(*syntax.Lit); ok {
			b.WriteString(l.Value)
		} else {
			b.WriteByte('x')
		}
	}
	s := b.String()
	bracket, brace := false, -1
	sep := false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '\\':
			i++
		case '*', '?':
			return false
		case '[':
			bracket = true
		case ']':
			if bracket {
				return false
			}
		case '~':
			if i == 0 || s[i-1] == '=' || s[i-1] == ':' {
				return false
			}
		case '{':
			brace, sep = i, false
		case ',':
			sep = sep || brace >= 0
		case '.':
			if brace >= 0 && i+1 < len(s) && s[i+1] == '.' {
				sep = true
			}
		case '}':
			if brace >= 0 && sep {
				return false
			}
		}
	}
	return true
}

// argClass says what one word after `tools` is for the tools command's
// input rule, as far as its text is known.
type argClass int

const (
	argUnknown argClass = iota // built at run time: could be anything
	argName                    // a plain word: a server or tool name
	argDash                    // "-": read stdin
	argJSON                    // a JSON object argument
	argPair                    // key=value, --key, --key=value
	argHelp                    // --help or -h
	argOutput                  // --text or --json: the output choice, not input
)

// classifyPrefix classifies a word that is not literal by its literal
// prefix.
func classifyPrefix(w *syntax.Word) argClass {
	prefix, ok := literalPrefix(w)
	if !ok || prefix == "" {
		return argUnknown
	}
	switch c := classifyText(prefix, false); c {
	case argJSON, argPair:
		return c
	}
	return argUnknown
}

// classifyText applies the tools command's rule to an argument's text;
// whole says s is the complete word rather than a prefix of it.
func classifyText(s string, whole bool) argClass {
	switch {
	case whole && (s == "--help" || s == "-h"):
		return argHelp
	case whole && s == "-":
		return argDash
	case whole && (s == "--text" || s == "--json"):
		// The output choice, unless the tool has a field of that name;
		// either way it is taken as no pair, so a call that has only it
		// is judged as reading stdin (the cautious side).
		return argOutput
	case strings.HasPrefix(strings.TrimLeft(s, " \t\n"), "{"), strings.HasPrefix(strings.TrimLeft(s, " \t\n"), "["):
		return argJSON
	case strings.HasPrefix(s, "--") && len(s) > 2:
		return argPair
	case strings.Contains(s, "=") && !strings.HasPrefix(s, "=") && !strings.HasPrefix(s, "-"):
		return argPair
	case whole:
		return argName
	}
	return argUnknown
}

// literalPrefix returns the expanded text of the literal parts at the start
// of w (including the leading text of a double-quoted part), up to the
// first part that is not literal.
func literalPrefix(w *syntax.Word) (string, bool) {
	var lits []syntax.WordPart
	for _, p := range w.Parts {
		if literalPart(p) {
			lits = append(lits, p)
			continue
		}
		if dq, ok := p.(*syntax.DblQuoted); ok {
			var head []syntax.WordPart
			for _, q := range dq.Parts {
				if _, ok := q.(*syntax.Lit); !ok {
					break
				}
				head = append(head, q)
			}
			if len(head) > 0 {
				lits = append(lits, &syntax.DblQuoted{Left: dq.Left, Right: dq.Right, Parts: head})
			}
		}
		break
	}
	for len(lits) > 0 && !plainText(lits) {
		lits = lits[:len(lits)-1]
	}
	if len(lits) == 0 {
		return "", false
	}
	fields, err := safeFields(&syntax.Word{Parts: lits})
	if err != nil || len(fields) != 1 {
		return "", false
	}
	return fields[0], true
}
