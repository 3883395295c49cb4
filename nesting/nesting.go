// Package nesting bounds how deeply a bash script nests before it is
// parsed.
//
// The shell parser (mvdan.cc/sh/v3/syntax) is recursive descent: every
// nested construct, and every operator of a chain such as a && b && c or
// 1+2+3, adds frames to the Go stack, and the tree it builds is walked and
// run recursively again. A script of 150,000 nested parentheses overflows
// the Go stack, which ends the whole process; 200 KB of nesting takes
// about 900 MB of stack to parse. [Check] scans the source once, without
// parsing it, and estimates the parser's depth from above; a script whose
// estimate passes the bound is refused before any recursion starts.
//
// The estimate counts, at each point, the constructs that are open
// (parentheses, braces, $(...), ${...}, $((...)), [[...]], backquotes,
// if/while/until/for/select/case blocks) plus the binary operators chained
// in the statement or expression being read at each open level (|, &&,
// ||, and every operator of an arithmetic expression). It never counts
// less than the parser nests: a script it accepts parses within a stack
// proportional to the bound.
package nesting

import (
	"fmt"
	"strings"

	"github.com/toolsinshell/tis/internal/plural"
)

// DefaultMax is the bound on the estimated depth used when a caller has
// no other: deep enough for any script a person or a model writes, far
// from what overflows a stack.
const DefaultMax = 1000

// TooDeepError is the error of a script that nests past the bound.
type TooDeepError struct {
	// Line is the line where the bound was passed.
	Line int
	// Max is the bound.
	Max int
}

// Error implements error.
func (e *TooDeepError) Error() string {
	return fmt.Sprintf("line %d: the script nests more than %s deep (parentheses, blocks, substitutions and chained operators); split it up", e.Line,
		plural.Count(int64(e.Max), "level", "levels"))
}

// kinds of open constructs
const (
	kRoot   = iota // the script itself; never popped
	kParen         // ( of a subshell, array or function
	kBrace         // { of a group
	kSubst         // $( or <( or >(
	kParam         // ${
	kArith         // $(( or (( or $[
	kArithP        // ( inside arithmetic
	kTest          // [[
	kBquote        // `
	kDquote        // "
	kBlock         // if, while, until, for, select (closed by fi or done)
	kCase          // case (closed by esac)
	kBody          // an unquoted here-document body: as "..." without its quotes
)

type level struct {
	kind  int
	chain int // operators chained in the current statement at this level
	at    int // where the level opened
}

// scanner holds the state of one scan. It never recurses: every open
// construct is a level of its stack, so the scan itself needs no more
// stack however deep the source nests.
type scanner struct {
	src    string
	i      int
	line   int
	max    int
	stack  []level
	chains int  // sum of the chain counts on the stack
	cmdPos bool // the next word starts a command (keywords count there)
	err    error
	deep   int // the deepest estimate seen
	// heredocs whose bodies start at the next newline
	pending []heredoc
}

type heredoc struct {
	delim    string
	quoted   bool // the body is literal
	stripTab bool // <<-
}

func newScanner(src string, max int) *scanner {
	return &scanner{src: src, line: 1, max: max, cmdPos: true, stack: []level{{kind: kRoot}}}
}

// Check returns a *TooDeepError when src nests deeper than max (max <= 0
// means DefaultMax). It never fails otherwise: a script that is not valid
// bash is left for the parser to report.
func Check(src string, max int) error {
	if max <= 0 {
		max = DefaultMax
	}
	s := newScanner(src, max)
	s.run()
	return s.err
}

// Depth returns the estimated depth of src: the deepest point of the
// script.
func Depth(src string) int {
	s := newScanner(src, int(^uint(0)>>1))
	s.run()
	return s.deep
}

func (s *scanner) run() {
	for s.err == nil && s.i < len(s.src) {
		before := s.i
		s.token()
		if s.i == before { // never loop without progress
			s.i++
		}
	}
}

func (s *scanner) note() {
	d := len(s.stack) - 1 + s.chains
	if d > s.deep {
		s.deep = d
	}
	if d > s.max && s.err == nil {
		s.err = &TooDeepError{Line: s.line, Max: s.max}
	}
}

func (s *scanner) push(kind int) {
	s.stack = append(s.stack, level{kind: kind, at: s.i})
	s.note()
}

func (s *scanner) top() int { return s.stack[len(s.stack)-1].kind }

func (s *scanner) pop() {
	if len(s.stack) == 1 {
		return
	}
	s.chains -= s.stack[len(s.stack)-1].chain
	s.stack = s.stack[:len(s.stack)-1]
}

// chain counts one chained operator at the current level.
func (s *scanner) chain() {
	s.stack[len(s.stack)-1].chain++
	s.chains++
	s.note()
}

// endStatement resets the chain of the current level.
func (s *scanner) endStatement() {
	l := &s.stack[len(s.stack)-1]
	s.chains -= l.chain
	l.chain = 0
	s.cmdPos = true
}

func (s *scanner) peek(off int) byte {
	if s.i+off < len(s.src) {
		return s.src[s.i+off]
	}
	return 0
}

// token scans one token in the context the top of the stack says.
func (s *scanner) token() {
	switch s.top() {
	case kArith, kArithP:
		s.arith()
	case kDquote, kBody:
		s.dquote()
	default:
		s.code()
	}
}

// code scans one token of shell code.
func (s *scanner) code() {
	c := s.src[s.i]
	switch {
	case c == '\n':
		s.i++
		s.line++
		if s.top() != kTest {
			s.endStatement()
		}
		s.heredocs()
	case c == ' ' || c == '\t' || c == '\r':
		s.i++
	case c == '#' && s.wordStart():
		for s.i < len(s.src) && s.src[s.i] != '\n' {
			s.i++
		}
	case c == '\\':
		if s.peek(1) == '\n' {
			s.line++
		}
		s.i += 2
		s.cmdPos = false
	case c == '\'':
		s.single()
		s.cmdPos = false
	case c == '"':
		s.i++
		s.push(kDquote)
		s.cmdPos = false
	case c == '`':
		s.i++
		if s.top() == kBquote {
			s.pop()
			s.cmdPos = false
		} else {
			s.push(kBquote)
			s.cmdPos = true
		}
	case c == '$':
		s.dollar()
	case c == ';':
		s.i++
		if s.peek(0) == ';' || s.peek(0) == '&' { // ;; ;& ;;&
			s.i++
			if s.peek(0) == '&' {
				s.i++
			}
		}
		s.endStatement()
	case c == '&':
		switch s.peek(1) {
		case '&':
			s.i += 2
			s.chain()
			s.cmdPos = true
		case '>':
			s.i += 2
		default:
			s.i++
			s.endStatement()
		}
	case c == '|':
		s.i++
		if s.peek(0) == '|' || s.peek(0) == '&' {
			s.i++
		}
		s.chain()
		s.cmdPos = true
	case c == '!':
		s.i++
		if s.cmdPos || s.top() == kTest {
			s.chain() // ! negates a pipeline; a chain of ! recurses
		}
	case c == '(':
		s.i++
		if s.peek(0) == '(' && s.cmdPos {
			s.i++
			s.push(kArith)
			return
		}
		s.push(kParen)
		s.cmdPos = true
	case c == ')':
		s.i++
		fn := false
		switch s.top() {
		case kParen:
			// f() opens a function: its body follows as a command
			fn = strings.TrimSpace(s.src[s.stack[len(s.stack)-1].at:s.i-1]) == ""
			s.pop()
		case kSubst:
			s.pop()
		}
		// inside case, ) ends a pattern and a command follows
		s.cmdPos = fn || s.top() == kCase
	case (c == '<' || c == '>') && s.peek(1) == '(':
		s.i += 2
		s.push(kSubst)
		s.cmdPos = true
	case c == '<' && s.peek(1) == '<' && s.peek(2) != '<':
		s.i += 2
		strip := false
		if s.peek(0) == '-' {
			s.i++
			strip = true
		}
		s.heredocWord(strip)
	case c == '{' && s.cmdPos && s.wordEnds(1):
		s.i++
		s.push(kBrace)
		s.cmdPos = true
	case c == '}' && s.top() == kParam:
		s.i++
		s.pop()
	case c == '}' && s.cmdPos && s.top() == kBrace:
		s.i++
		s.pop()
		s.cmdPos = false
	case c == '[' && s.peek(1) == '[' && s.cmdPos && s.wordEnds(2):
		s.i += 2
		s.push(kTest)
		s.cmdPos = false
	case c == ']' && s.peek(1) == ']' && s.top() == kTest:
		s.i += 2
		s.pop()
	default:
		s.word()
	}
}

// wordStart reports whether the character at s.i starts a word.
func (s *scanner) wordStart() bool {
	if s.i == 0 {
		return true
	}
	switch s.src[s.i-1] {
	case ' ', '\t', '\n', ';', '&', '|', '(', ')', '`':
		return true
	}
	return false
}

// wordEnds reports whether the character at offset off ends a word.
func (s *scanner) wordEnds(off int) bool {
	switch s.peek(off) {
	case 0, ' ', '\t', '\r', '\n', ';', '&', '|', '(', ')', '<', '>':
		return true
	}
	return false
}

// word reads a plain word, up to a character code handles itself, and
// acts on keywords in command position.
func (s *scanner) word() {
	start := s.i
	for s.i < len(s.src) {
		c := s.src[s.i]
		if strings.IndexByte(" \t\r\n;&|()<>'\"`$\\", c) >= 0 {
			break
		}
		if c == '}' && s.i > start && (s.top() == kParam || s.top() == kBrace) {
			break
		}
		s.i++
	}
	if s.i == start { // < or > alone, or a }
		s.i++
		s.cmdPos = false
		return
	}
	w := s.src[start:s.i]
	if !s.cmdPos {
		return
	}
	switch w {
	case "if", "while", "until", "for", "select":
		s.push(kBlock)
		return // cmdPos stays: a condition or a name follows
	case "case":
		s.push(kCase)
		s.cmdPos = false
		return
	case "fi", "done":
		if s.top() == kBlock {
			s.pop()
		}
	case "esac":
		if s.top() == kCase {
			s.pop()
		}
	case "then", "else", "elif", "do", "in", "function", "time", "coproc":
		return
	default:
		if i := strings.IndexByte(w, '='); i > 0 {
			return // an assignment: a command may still follow
		}
	}
	s.cmdPos = false
}

// single skips a single-quoted string.
func (s *scanner) single() {
	s.i++
	for s.i < len(s.src) && s.src[s.i] != '\'' {
		if s.src[s.i] == '\n' {
			s.line++
		}
		s.i++
	}
	s.i++
}

// ansiC skips $'...'.
func (s *scanner) ansiC() {
	s.i += 2
	for s.i < len(s.src) && s.src[s.i] != '\'' {
		switch s.src[s.i] {
		case '\\':
			s.i++
		case '\n':
			s.line++
		}
		s.i++
	}
	s.i++
}

// dquote scans one token inside a double-quoted string (or an unquoted
// here-document body, which is scanned as one).
func (s *scanner) dquote() {
	switch c := s.src[s.i]; c {
	case '"':
		if s.top() == kBody {
			s.i++ // text in a here-document
			return
		}
		s.i++
		s.pop()
		s.cmdPos = false
	case '\\':
		s.i += 2
	case '\n':
		s.line++
		s.i++
	case '`':
		s.i++
		s.push(kBquote)
		s.cmdPos = true
	case '$':
		s.dollar()
	default:
		s.i++
	}
}

// dollar handles $( $(( $[ ${ $' and a plain $.
func (s *scanner) dollar() {
	switch s.peek(1) {
	case '(':
		if s.peek(2) == '(' {
			s.i += 3
			s.push(kArith)
			return
		}
		s.i += 2
		s.push(kSubst)
		s.cmdPos = true
		return
	case '{':
		s.i += 2
		s.push(kParam)
	case '[':
		s.i += 2
		s.push(kArith)
	case '\'':
		s.ansiC()
	default:
		s.i++
	}
	s.cmdPos = false
}

// arith scans one token of an arithmetic expression.
func (s *scanner) arith() {
	c := s.src[s.i]
	switch {
	case c == '(':
		s.i++
		s.push(kArithP)
	case c == ')':
		s.i++
		if s.top() == kArithP {
			s.pop()
			return
		}
		if s.peek(0) == ')' { // the end of $(( )) or (( ))
			s.i++
		}
		s.pop()
		s.cmdPos = false
	case c == ']' && s.top() == kArith:
		s.i++
		s.pop()
	case c == '$':
		s.dollar()
	case c == '\'':
		s.single()
	case c == '"':
		s.i++
		s.push(kDquote)
	case c == '`':
		s.i++
		s.push(kBquote)
		s.cmdPos = true
	case c == '\n':
		s.line++
		s.i++
	case c == '\\':
		s.i += 2
	case strings.IndexByte("+-*/%<>=!&|^~?:,", c) >= 0:
		s.i++
		s.chain()
	default:
		s.i++
	}
}

// heredocWord reads the delimiter after << or <<- and queues the body.
func (s *scanner) heredocWord(strip bool) {
	for s.i < len(s.src) && (s.src[s.i] == ' ' || s.src[s.i] == '\t') {
		s.i++
	}
	var b strings.Builder
	quoted := false
	for s.i < len(s.src) {
		c := s.src[s.i]
		if strings.IndexByte(" \t\r\n;&|()<>", c) >= 0 {
			break
		}
		switch c {
		case '\'', '"':
			quoted = true
			s.i++
			for s.i < len(s.src) && s.src[s.i] != c {
				b.WriteByte(s.src[s.i])
				s.i++
			}
			s.i++
			continue
		case '\\':
			quoted = true
			s.i++
			if s.i < len(s.src) {
				b.WriteByte(s.src[s.i])
			}
			s.i++
			continue
		}
		b.WriteByte(c)
		s.i++
	}
	s.pending = append(s.pending, heredoc{delim: b.String(), quoted: quoted, stripTab: strip})
	s.cmdPos = false
}

// heredocs reads the bodies queued on the line that just ended. An
// unquoted body is scanned for its substitutions, as if double-quoted, at
// the depth where the here-document stands.
func (s *scanner) heredocs() {
	pending := s.pending
	s.pending = nil
	for _, h := range pending {
		start, lines := s.i, 0
		bodyEnd := len(s.src)
		for s.i < len(s.src) {
			end := strings.IndexByte(s.src[s.i:], '\n')
			line := s.src[s.i:]
			if end >= 0 {
				line = s.src[s.i : s.i+end]
			}
			check := line
			if h.stripTab {
				check = strings.TrimLeft(check, "\t")
			}
			if check == h.delim {
				bodyEnd = s.i
				s.i += len(line)
				if end >= 0 {
					s.i++
					lines++
				}
				break
			}
			s.i += len(line)
			if end < 0 {
				break
			}
			s.i++
			lines++
		}
		if !h.quoted {
			s.body(s.src[start:bodyEnd])
		}
		s.line += lines
		if s.err != nil {
			return
		}
	}
}

// body scans an unquoted here-document body.
func (s *scanner) body(src string) {
	base := len(s.stack) - 1 + s.chains
	sub := newScanner(src, s.max-base)
	sub.line = s.line
	sub.push(kBody)
	sub.run()
	if base+sub.deep > s.deep {
		s.deep = base + sub.deep
	}
	if sub.err != nil && s.err == nil {
		s.err = sub.err
		if tde, ok := sub.err.(*TooDeepError); ok {
			tde.Max = s.max
		}
	}
}
