package awk

import (
	"fmt"
	"strings"
)

// tok is a lexical token kind.
type tok int

const (
	tEOF tok = iota
	tNewline
	tLbrace
	tRbrace
	tLparen
	tRparen
	tLbracket
	tRbracket
	tSemi
	tComma
	tPlus
	tMinus
	tStar
	tSlash
	tPercent
	tPow
	tNot
	tGT
	tGE
	tLT
	tLE
	tEQ
	tNE
	tMatch
	tNoMatch
	tAnd
	tOr
	tQuestion
	tColon
	tAssign
	tAddAssign
	tSubAssign
	tMulAssign
	tDivAssign
	tModAssign
	tPowAssign
	tIncr
	tDecr
	tDollar
	tAppend // >>
	tPipe

	tNumber
	tString
	tRegex
	tName
	tFuncName // a name immediately followed by "("
	tBuiltin

	// keywords
	tBEGIN
	tEND
	tFunction
	tIf
	tElse
	tWhile
	tFor
	tDo
	tBreak
	tContinue
	tNext
	tNextfile
	tExit
	tReturn
	tDelete
	tIn
	tGetline
	tPrint
	tPrintf
)

var keywords = map[string]tok{
	"BEGIN": tBEGIN, "END": tEND, "function": tFunction, "func": tFunction,
	"if": tIf, "else": tElse, "while": tWhile, "for": tFor, "do": tDo,
	"break": tBreak, "continue": tContinue, "next": tNext, "nextfile": tNextfile,
	"exit": tExit, "return": tReturn, "delete": tDelete, "in": tIn,
	"getline": tGetline, "print": tPrint, "printf": tPrintf,
}

// builtin function names.
var builtins = map[string]bool{
	"length": true, "substr": true, "index": true, "split": true, "sub": true,
	"gsub": true, "match": true, "sprintf": true, "tolower": true, "toupper": true,
	"int": true, "sqrt": true, "exp": true, "log": true, "sin": true, "cos": true,
	"atan2": true, "rand": true, "srand": true, "system": true, "close": true,
	"fflush": true, "gensub": true, "systime": true,
}

var tokNames = map[tok]string{
	tEOF: "end of file", tNewline: "newline", tLbrace: "{", tRbrace: "}", tLparen: "(",
	tRparen: ")", tLbracket: "[", tRbracket: "]", tSemi: ";", tComma: ",", tPlus: "+",
	tMinus: "-", tStar: "*", tSlash: "/", tPercent: "%", tPow: "^", tNot: "!", tGT: ">",
	tGE: ">=", tLT: "<", tLE: "<=", tEQ: "==", tNE: "!=", tMatch: "~", tNoMatch: "!~",
	tAnd: "&&", tOr: "||", tQuestion: "?", tColon: ":", tAssign: "=", tAddAssign: "+=",
	tSubAssign: "-=", tMulAssign: "*=", tDivAssign: "/=", tModAssign: "%=", tPowAssign: "^=",
	tIncr: "++", tDecr: "--", tDollar: "$", tAppend: ">>", tPipe: "|",
}

// token is one lexed token with its text and source line.
type token struct {
	kind tok
	text string  // name, string value, regex source
	num  float64 // value of a tNumber
	line int
	pos  int // byte offset of the token in the source
}

func (t token) String() string {
	switch t.kind {
	case tNumber, tName, tFuncName, tBuiltin:
		return t.text
	case tString:
		return fmt.Sprintf("%q", t.text)
	case tRegex:
		return "/" + t.text + "/"
	}
	if s, ok := tokNames[t.kind]; ok {
		return s
	}
	for k, v := range keywords {
		if v == t.kind {
			return k
		}
	}
	return "?"
}

// lexer turns program text into tokens on demand. Its state is a plain
// value so the parser can save and restore it to look ahead.
type lexer struct {
	src  string
	pos  int
	line int
	// last is the kind of the previous token.
	last tok
	// tokPos is where the last scanned token starts.
	tokPos int
}

// syntaxError is a parse error at a source line.
type syntaxError struct {
	line int
	msg  string
}

func (e *syntaxError) Error() string {
	return fmt.Sprintf("syntax error at source line %d: %s", e.line, e.msg)
}

func (l *lexer) errorf(format string, args ...any) {
	panic(&syntaxError{line: l.line, msg: fmt.Sprintf(format, args...)})
}

// next returns the next token.
func (l *lexer) next() token {
	t := l.scan()
	t.pos = l.tokPos
	l.last = t.kind
	return t
}

func (l *lexer) scan() token {
	for l.pos < len(l.src) {
		c := l.src[l.pos]
		switch {
		case c == ' ' || c == '\t' || c == '\r':
			l.pos++
		case c == '\\' && l.pos+1 < len(l.src) && l.src[l.pos+1] == '\n':
			l.pos += 2
			l.line++
		case c == '\\' && l.pos+2 < len(l.src) && l.src[l.pos+1] == '\r' && l.src[l.pos+2] == '\n':
			l.pos += 3
			l.line++
		case c == '#':
			for l.pos < len(l.src) && l.src[l.pos] != '\n' {
				l.pos++
			}
		default:
			goto tokenStart
		}
	}
	l.tokPos = l.pos
	return token{kind: tEOF, line: l.line}
tokenStart:
	l.tokPos = l.pos
	line := l.line
	c := l.src[l.pos]
	mk := func(k tok, n int) token {
		l.pos += n
		return token{kind: k, line: line}
	}
	peek := func(off int) byte {
		if l.pos+off < len(l.src) {
			return l.src[l.pos+off]
		}
		return 0
	}
	switch c {
	case '\n':
		l.line++
		return mk(tNewline, 1)
	case '{':
		return mk(tLbrace, 1)
	case '}':
		return mk(tRbrace, 1)
	case '(':
		return mk(tLparen, 1)
	case ')':
		return mk(tRparen, 1)
	case '[':
		return mk(tLbracket, 1)
	case ']':
		return mk(tRbracket, 1)
	case ';':
		return mk(tSemi, 1)
	case ',':
		return mk(tComma, 1)
	case '?':
		return mk(tQuestion, 1)
	case ':':
		return mk(tColon, 1)
	case '~':
		return mk(tMatch, 1)
	case '$':
		return mk(tDollar, 1)
	case '+':
		switch peek(1) {
		case '+':
			return mk(tIncr, 2)
		case '=':
			return mk(tAddAssign, 2)
		}
		return mk(tPlus, 1)
	case '-':
		switch peek(1) {
		case '-':
			return mk(tDecr, 2)
		case '=':
			return mk(tSubAssign, 2)
		}
		return mk(tMinus, 1)
	case '*':
		if peek(1) == '*' {
			if peek(2) == '=' {
				return mk(tPowAssign, 3)
			}
			return mk(tPow, 2)
		}
		if peek(1) == '=' {
			return mk(tMulAssign, 2)
		}
		return mk(tStar, 1)
	case '/':
		if peek(1) == '=' {
			return mk(tDivAssign, 2)
		}
		return mk(tSlash, 1)
	case '%':
		if peek(1) == '=' {
			return mk(tModAssign, 2)
		}
		return mk(tPercent, 1)
	case '^':
		if peek(1) == '=' {
			return mk(tPowAssign, 2)
		}
		return mk(tPow, 1)
	case '!':
		switch peek(1) {
		case '=':
			return mk(tNE, 2)
		case '~':
			return mk(tNoMatch, 2)
		}
		return mk(tNot, 1)
	case '>':
		switch peek(1) {
		case '=':
			return mk(tGE, 2)
		case '>':
			return mk(tAppend, 2)
		}
		return mk(tGT, 1)
	case '<':
		if peek(1) == '=' {
			return mk(tLE, 2)
		}
		return mk(tLT, 1)
	case '=':
		if peek(1) == '=' {
			return mk(tEQ, 2)
		}
		return mk(tAssign, 1)
	case '&':
		if peek(1) == '&' {
			return mk(tAnd, 2)
		}
		l.errorf("unexpected character '&'")
	case '|':
		if peek(1) == '|' {
			return mk(tOr, 2)
		}
		return mk(tPipe, 1)
	case '"':
		l.pos++
		s := l.scanString()
		return token{kind: tString, text: s, line: line}
	}
	if c == '.' || isDigit(c) {
		return l.scanNumber()
	}
	if c == '_' || isAlpha(c) {
		start := l.pos
		for l.pos < len(l.src) && (l.src[l.pos] == '_' || isAlpha(l.src[l.pos]) || isDigit(l.src[l.pos])) {
			l.pos++
		}
		name := l.src[start:l.pos]
		if k, ok := keywords[name]; ok {
			return token{kind: k, text: name, line: line}
		}
		if builtins[name] {
			return token{kind: tBuiltin, text: name, line: line}
		}
		if l.pos < len(l.src) && l.src[l.pos] == '(' {
			return token{kind: tFuncName, text: name, line: line}
		}
		return token{kind: tName, text: name, line: line}
	}
	if c < 0x20 || c >= 0x7f {
		l.errorf("invalid character %q", rune(c))
	}
	l.errorf("invalid character '%c'", c)
	return token{}
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }
func isAlpha(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

func (l *lexer) scanNumber() token {
	start := l.pos
	line := l.line
	s := l.src
	if l.pos+1 < len(s) && s[l.pos] == '0' && (s[l.pos+1] == 'x' || s[l.pos+1] == 'X') &&
		l.pos+2 < len(s) && isHex(s[l.pos+2]) {
		// gawk accepts hex constants in program text.
		l.pos += 2
		var v float64
		for l.pos < len(s) && isHex(s[l.pos]) {
			v = v*16 + float64(hexVal(s[l.pos]))
			l.pos++
		}
		return token{kind: tNumber, num: v, text: s[start:l.pos], line: line}
	}
	for l.pos < len(s) && isDigit(s[l.pos]) {
		l.pos++
	}
	if l.pos < len(s) && s[l.pos] == '.' {
		l.pos++
		for l.pos < len(s) && isDigit(s[l.pos]) {
			l.pos++
		}
	}
	if l.pos == start+1 && s[start] == '.' {
		l.errorf("unexpected '.'")
	}
	if l.pos < len(s) && (s[l.pos] == 'e' || s[l.pos] == 'E') {
		p := l.pos + 1
		if p < len(s) && (s[p] == '+' || s[p] == '-') {
			p++
		}
		if p < len(s) && isDigit(s[p]) {
			for p < len(s) && isDigit(s[p]) {
				p++
			}
			l.pos = p
		}
	}
	text := s[start:l.pos]
	v, _ := parseNumPrefix(text)
	return token{kind: tNumber, num: v, text: text, line: line}
}

func isHex(c byte) bool { return isDigit(c) || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' }

func hexVal(c byte) int {
	switch {
	case isDigit(c):
		return int(c - '0')
	case c >= 'a' && c <= 'f':
		return int(c-'a') + 10
	default:
		return int(c-'A') + 10
	}
}

// scanString reads a string literal body after the opening quote.
func (l *lexer) scanString() string {
	var b strings.Builder
	for {
		if l.pos >= len(l.src) || l.src[l.pos] == '\n' {
			l.errorf("unterminated string")
		}
		c := l.src[l.pos]
		if c == '"' {
			l.pos++
			return b.String()
		}
		if c == '\\' && l.pos+1 < len(l.src) {
			if l.src[l.pos+1] == '\n' {
				l.pos += 2
				l.line++
				continue
			}
			n := unescapeOne(l.src[l.pos:], &b)
			l.pos += n
			continue
		}
		b.WriteByte(c)
		l.pos++
	}
}

// unescapeOne decodes the escape sequence at the start of s (which begins
// with a backslash) into b and returns how many bytes it used. Unknown
// escapes keep the backslash, as gawk does ("\q" stays "\q").
func unescapeOne(s string, b *strings.Builder) int {
	if len(s) < 2 {
		b.WriteByte('\\')
		return 1
	}
	switch c := s[1]; c {
	case 'n':
		b.WriteByte('\n')
	case 't':
		b.WriteByte('\t')
	case 'r':
		b.WriteByte('\r')
	case '\\':
		b.WriteByte('\\')
	case '"':
		b.WriteByte('"')
	case '/':
		b.WriteByte('/')
	case 'a':
		b.WriteByte(7)
	case 'b':
		b.WriteByte(8)
	case 'f':
		b.WriteByte(12)
	case 'v':
		b.WriteByte(11)
	case '0', '1', '2', '3', '4', '5', '6', '7':
		n, i := 0, 1
		for ; i < 4 && i < len(s) && s[i] >= '0' && s[i] <= '7'; i++ {
			n = n*8 + int(s[i]-'0')
		}
		b.WriteByte(byte(n))
		return i
	default:
		b.WriteByte('\\')
		b.WriteByte(c)
	}
	return 2
}

// unescape processes escape sequences as in a string literal (used for -v
// assignments, command-line assignments and -F).
func unescape(s string) string {
	if !strings.Contains(s, "\\") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		if s[i] == '\\' {
			i += unescapeOne(s[i:], &b)
			continue
		}
		b.WriteByte(s[i])
		i++
	}
	return b.String()
}

// scanRegex reads a regex literal body; the opening "/" has been consumed.
func (l *lexer) scanRegex() string {
	var b strings.Builder
	inBracket := false
	for {
		if l.pos >= len(l.src) || l.src[l.pos] == '\n' {
			l.errorf("unterminated regexp")
		}
		c := l.src[l.pos]
		switch {
		case c == '\\' && l.pos+1 < len(l.src):
			if l.src[l.pos+1] == '/' {
				b.WriteByte('/')
			} else if l.src[l.pos+1] == '\n' {
				l.line++
			} else {
				b.WriteString(l.src[l.pos : l.pos+2])
			}
			l.pos += 2
			continue
		case c == '[' && !inBracket:
			inBracket = true
			b.WriteByte(c)
			l.pos++
			// A "]" (after an optional "^") right after "[" is literal.
			if l.pos < len(l.src) && l.src[l.pos] == '^' {
				b.WriteByte('^')
				l.pos++
			}
			if l.pos < len(l.src) && l.src[l.pos] == ']' {
				b.WriteByte(']')
				l.pos++
			}
			continue
		case c == '[' && inBracket && l.pos+1 < len(l.src) && (l.src[l.pos+1] == ':' || l.src[l.pos+1] == '.' || l.src[l.pos+1] == '='):
			end := strings.Index(l.src[l.pos+2:], string(l.src[l.pos+1])+"]")
			if end >= 0 && !strings.Contains(l.src[l.pos:l.pos+2+end], "\n") {
				b.WriteString(l.src[l.pos : l.pos+2+end+2])
				l.pos += 2 + end + 2
				continue
			}
		case c == ']' && inBracket:
			inBracket = false
		case c == '/' && !inBracket:
			l.pos++
			return b.String()
		}
		b.WriteByte(c)
		l.pos++
	}
}
