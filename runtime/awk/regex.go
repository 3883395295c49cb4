package awk

import (
	"fmt"
	"regexp"
	"strings"
)

// compileRegex compiles a POSIX extended regular expression, as awk
// writes them, into a Go regexp with leftmost-longest matching.
func compileRegex(src string) (*regexp.Regexp, error) {
	goSrc, err := translateERE(src)
	if err != nil {
		return nil, err
	}
	re, err := regexp.Compile(goSrc)
	if err != nil {
		msg := err.Error()
		if i := strings.LastIndex(msg, ": "); i >= 0 && strings.HasPrefix(msg, "error parsing regexp") {
			msg = strings.TrimPrefix(msg[:i], "error parsing regexp: ")
		}
		return nil, fmt.Errorf("%s", msg)
	}
	re.Longest()
	return re, nil
}

var posixClasses = map[string]bool{
	"alpha": true, "digit": true, "alnum": true, "upper": true, "lower": true, "space": true,
	"blank": true, "punct": true, "print": true, "graph": true, "cntrl": true, "xdigit": true,
}

// translateERE rewrites ERE syntax into Go's: escapes inside brackets
// are decoded, a repetition operator with nothing to repeat is a literal
// (as in gawk), "." matches newline, and gawk's \y \< \> become \b.
func translateERE(src string) (string, error) {
	var b strings.Builder
	b.WriteString("(?s)")
	canRepeat := false // an atom precedes, so * + ? { repeat it
	lastRepeat := false
	depth := 0
	for i := 0; i < len(src); i++ {
		c := src[i]
		switch c {
		case '\\':
			if i+1 >= len(src) {
				b.WriteString(`\\`)
				canRepeat, lastRepeat = true, false
				continue
			}
			i++
			d := src[i]
			switch d {
			case 'y', '<', '>':
				b.WriteString(`\b`)
				canRepeat, lastRepeat = false, false
				continue
			case 'B':
				b.WriteString(`\B`)
				canRepeat, lastRepeat = false, false
				continue
			case '`':
				b.WriteString(`\A`)
				canRepeat, lastRepeat = false, false
				continue
			case '\'':
				b.WriteString(`\z`)
				canRepeat, lastRepeat = false, false
				continue
			case 's', 'S', 'w', 'W':
				b.WriteByte('\\')
				b.WriteByte(d)
			default:
				r, n := escapeChar(src[i-1:])
				i += n - 2
				writeLiteral(&b, r)
			}
			canRepeat, lastRepeat = true, false
		case '[':
			end, cls, err := translateBracket(src, i)
			if err != nil {
				return "", err
			}
			b.WriteString(cls)
			i = end
			canRepeat, lastRepeat = true, false
		case '(':
			if i+1 < len(src) && src[i+1] == ')' {
				// "()" matches the empty string.
				b.WriteString("(?:)")
				i++
				canRepeat, lastRepeat = true, false
				continue
			}
			depth++
			b.WriteByte('(')
			canRepeat, lastRepeat = false, false
		case ')':
			if depth == 0 {
				b.WriteString(`\)`)
				canRepeat, lastRepeat = true, false
				continue
			}
			depth--
			b.WriteByte(')')
			canRepeat, lastRepeat = true, false
		case '|':
			b.WriteByte('|')
			canRepeat, lastRepeat = false, false
		case '^', '$':
			b.WriteByte(c)
			canRepeat, lastRepeat = false, false
		case '*', '+', '?':
			if lastRepeat {
				// a** or a+? : fold into one operator, like POSIX
				// engines do. Wrap what we have so far is overkill; just
				// widen to * unless both are the same.
				s := b.String()
				prev := s[len(s)-1]
				if prev != c && prev != '}' {
					s = s[:len(s)-1] + "*"
					b.Reset()
					b.WriteString(s)
				}
				continue
			}
			if !canRepeat {
				b.WriteByte('\\')
				b.WriteByte(c)
				canRepeat = true
				continue
			}
			b.WriteByte(c)
			lastRepeat = true
		case '{':
			// An interval if well formed and something precedes it,
			// otherwise a literal brace.
			j := i + 1
			for j < len(src) && (isDigit(src[j]) || src[j] == ',') {
				j++
			}
			if canRepeat && !lastRepeat && j < len(src) && src[j] == '}' && j > i+1 && isDigit(src[i+1]) {
				b.WriteString(src[i : j+1])
				i = j
				lastRepeat = true
				continue
			}
			b.WriteString(`\{`)
			canRepeat, lastRepeat = true, false
		case '}':
			b.WriteString(`\}`)
			canRepeat, lastRepeat = true, false
		case '.':
			b.WriteByte('.')
			canRepeat, lastRepeat = true, false
		default:
			b.WriteByte(c)
			canRepeat, lastRepeat = true, false
		}
	}
	if depth > 0 {
		return "", fmt.Errorf("missing )")
	}
	return b.String(), nil
}

// escapeChar decodes the escape at the start of s (s[0] is a backslash)
// into the literal byte it stands for and the bytes used.
func escapeChar(s string) (byte, int) {
	d := s[1]
	switch d {
	case 'n':
		return '\n', 2
	case 't':
		return '\t', 2
	case 'r':
		return '\r', 2
	case 'f':
		return '\f', 2
	case 'v':
		return '\v', 2
	case 'a':
		return 7, 2
	case 'b':
		return 8, 2
	case '0', '1', '2', '3', '4', '5', '6', '7':
		n, i := 0, 1
		for ; i < 4 && i < len(s) && s[i] >= '0' && s[i] <= '7'; i++ {
			n = n*8 + int(s[i]-'0')
		}
		return byte(n), i
	}
	return d, 2
}

func writeLiteral(b *strings.Builder, c byte) {
	switch {
	case c >= 0x80:
		// Part of a UTF-8 sequence or a raw byte; Go matches raw bytes
		// with \x escapes only for ASCII, so write it as is.
		b.WriteByte(c)
	case strings.IndexByte(`\.+*?()|[]{}^$`, c) >= 0:
		b.WriteByte('\\')
		b.WriteByte(c)
	case c < 0x20 || c == 0x7f:
		fmt.Fprintf(b, `\x%02x`, c)
	default:
		b.WriteByte(c)
	}
}

// translateBracket translates the bracket expression starting at
// src[start] == '['. It returns the index of the closing ']'.
func translateBracket(src string, start int) (int, string, error) {
	var b strings.Builder
	b.WriteByte('[')
	i := start + 1
	if i < len(src) && src[i] == '^' {
		b.WriteByte('^')
		i++
	}
	first := true
	items := 0
	for ; i < len(src); i++ {
		c := src[i]
		switch {
		case c == ']' && !first:
			if items == 0 {
				return 0, "", fmt.Errorf("empty bracket expression")
			}
			b.WriteByte(']')
			return i, b.String(), nil
		case c == '[' && i+1 < len(src) && (src[i+1] == ':' || src[i+1] == '.' || src[i+1] == '='):
			kind := src[i+1]
			end := strings.Index(src[i+2:], string(kind)+"]")
			if end < 0 {
				b.WriteString(`\[`)
				items++
				break
			}
			name := src[i+2 : i+2+end]
			switch kind {
			case ':':
				if !posixClasses[name] {
					return 0, "", fmt.Errorf("invalid character class [:%s:]", name)
				}
				b.WriteString("[:" + name + ":]")
			default:
				// Collating symbols and equivalence classes: only single
				// characters are supported.
				if len(name) != 1 {
					return 0, "", fmt.Errorf("invalid collation element [%c%s%c]", kind, name, kind)
				}
				writeClassChar(&b, name[0])
			}
			i += 2 + end + 1
			items++
		case c == '\\' && i+1 < len(src):
			r, n := escapeChar(src[i:])
			i += n - 1
			writeClassChar(&b, r)
			items++
		case c == '-' && !first && i+1 < len(src) && src[i+1] != ']':
			b.WriteByte('-')
		default:
			writeClassChar(&b, c)
			items++
		}
		first = false
	}
	return 0, "", fmt.Errorf("unterminated [")
}

func writeClassChar(b *strings.Builder, c byte) {
	switch {
	case c >= 0x80:
		b.WriteByte(c)
	case strings.IndexByte(`\[]^-`, c) >= 0:
		b.WriteByte('\\')
		b.WriteByte(c)
	case c < 0x20 || c == 0x7f:
		fmt.Fprintf(b, `\x%02x`, c)
	default:
		b.WriteByte(c)
	}
}
