package bc

import (
	"fmt"
	"strings"
)

// tokKind is the kind of a token.
type tokKind int

const (
	tEOF tokKind = iota
	tNewline
	tNumber
	tName
	tString
	tOp // punctuation and operators; text holds it
	tKeyword
)

type token struct {
	kind tokKind
	text string
	line int
}

var bcKeywords = map[string]bool{
	"auto": true, "break": true, "continue": true, "define": true, "else": true, "for": true, "halt": true,
	"ibase": true, "if": true, "last": true, "length": true, "limits": true, "obase": true, "print": true,
	"quit": true, "read": true, "return": true, "scale": true, "sqrt": true, "while": true, "void": true,
	"warranty": true,
}

// lexer splits bc source into tokens.
type lexer struct {
	src  string
	pos  int
	line int
}

// SyntaxError is an error in the program text.
type SyntaxError struct {
	Line int
	Msg  string
}

func (e *SyntaxError) Error() string { return fmt.Sprintf("%d: %s", e.Line, e.Msg) }

func (lx *lexer) next() (token, error) {
	for lx.pos < len(lx.src) {
		ch := lx.src[lx.pos]
		switch {
		case ch == ' ' || ch == '\t' || ch == '\r' || ch == '\f' || ch == '\v':
			lx.pos++
		case ch == '\\' && lx.pos+1 < len(lx.src) && lx.src[lx.pos+1] == '\n':
			lx.pos += 2
			lx.line++
		case ch == '#':
			for lx.pos < len(lx.src) && lx.src[lx.pos] != '\n' {
				lx.pos++
			}
		case ch == '/' && lx.pos+1 < len(lx.src) && lx.src[lx.pos+1] == '*':
			end := strings.Index(lx.src[lx.pos+2:], "*/")
			if end < 0 {
				lx.pos = len(lx.src)
				return token{}, &SyntaxError{lx.line, "EOF encountered in a comment"}
			}
			lx.line += strings.Count(lx.src[lx.pos:lx.pos+2+end], "\n")
			lx.pos += end + 4
		default:
			return lx.token()
		}
	}
	return token{kind: tEOF, line: lx.line}, nil
}

func isDigit(ch byte) bool { return ch >= '0' && ch <= '9' || ch >= 'A' && ch <= 'Z' }

func (lx *lexer) token() (token, error) {
	start := lx.pos
	ch := lx.src[lx.pos]
	line := lx.line
	switch {
	case ch == '\n':
		lx.pos++
		lx.line++
		return token{kind: tNewline, text: "\n", line: line}, nil
	case isDigit(ch) || ch == '.' && lx.pos+1 < len(lx.src) && isDigit(lx.src[lx.pos+1]):
		seenPoint := false
		for lx.pos < len(lx.src) {
			c := lx.src[lx.pos]
			switch {
			case isDigit(c):
				lx.pos++
			case c == '.' && !seenPoint:
				seenPoint = true
				lx.pos++
			case c == '\\' && lx.pos+1 < len(lx.src) && lx.src[lx.pos+1] == '\n':
				lx.pos += 2
				lx.line++
			default:
				return token{kind: tNumber, text: lx.src[start:lx.pos], line: line}, nil
			}
		}
		return token{kind: tNumber, text: lx.src[start:lx.pos], line: line}, nil
	case ch >= 'a' && ch <= 'z':
		for lx.pos < len(lx.src) {
			c := lx.src[lx.pos]
			if c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_' {
				lx.pos++
				continue
			}
			break
		}
		text := lx.src[start:lx.pos]
		if bcKeywords[text] {
			return token{kind: tKeyword, text: text, line: line}, nil
		}
		return token{kind: tName, text: text, line: line}, nil
	case ch == '"':
		end := strings.IndexByte(lx.src[lx.pos+1:], '"')
		if end < 0 {
			lx.pos = len(lx.src)
			return token{}, &SyntaxError{line, "EOF encountered in a string"}
		}
		text := lx.src[lx.pos+1 : lx.pos+1+end]
		lx.line += strings.Count(text, "\n")
		lx.pos += end + 2
		return token{kind: tString, text: text, line: line}, nil
	}
	for _, op := range []string{"&&", "||", "++", "--", "+=", "-=", "*=", "/=", "%=", "^=", "==", "!=", "<=", ">="} {
		if strings.HasPrefix(lx.src[lx.pos:], op) {
			lx.pos += len(op)
			return token{kind: tOp, text: op, line: line}, nil
		}
	}
	if strings.IndexByte("+-*/%^=<>!()[]{},;.", ch) >= 0 {
		lx.pos++
		return token{kind: tOp, text: string(ch), line: line}, nil
	}
	lx.pos++
	return token{}, &SyntaxError{line, fmt.Sprintf("illegal character: %c", ch)}
}

// The syntax tree.

type expr interface{}

type (
	numLit struct{ text string }
	varRef struct{ name string }
	arrRef struct {
		name  string
		index expr
	}
	special struct{ name string } // scale, ibase, obase, last
	unary   struct {
		op string // "-" or "!"
		x  expr
	}
	binary struct {
		op   string
		l, r expr
	}
	assign struct {
		op  string // "=", "+=", ...
		lhs expr
		rhs expr
	}
	incDec struct {
		pre bool
		op  string // "++" or "--"
		lhs expr
	}
	call struct {
		name string
		args []callArg
	}
	callArg struct {
		x     expr
		array string // the name of an array passed as name[]
	}
	builtin struct {
		name string // length, sqrt, scale
		x    expr
	}
	paren   struct{ x expr }
	readNum struct{}
)

type stmt interface{}

type (
	exprStmt  struct{ x expr }
	strStmt   struct{ s string }
	printStmt struct{ items []printItem }
	printItem struct {
		s     string
		isStr bool
		x     expr
	}
	ifStmt struct {
		cond       expr
		then, els_ stmt
	}
	whileStmt struct {
		cond expr
		body stmt
	}
	forStmt struct {
		init, cond, post expr
		body             stmt
	}
	block        struct{ list []stmt }
	breakStmt    struct{}
	continueStmt struct{}
	returnStmt   struct{ x expr }
	haltStmt     struct{}
	limitsStmt   struct{}
	warrantyStmt struct{}
)

// param is a parameter or auto variable of a function.
type param struct {
	name  string
	array bool
	ref   bool
}

// function is a defined function.
type function struct {
	name   string
	params []param
	autos  []param
	body   []stmt
	void   bool
}

// maxDepth bounds the nesting of expressions and statements the parser
// accepts, so that input cannot exhaust the stack.
const maxDepth = 1000

// parser reads statements from tokens.
type parser struct {
	lx     *lexer
	tok    token
	peeked bool
	depth  int
	inFunc bool
	loops  int
	quit   bool // quit was read
}

func (p *parser) peek() token {
	if !p.peeked {
		t, err := p.lx.next()
		if err != nil {
			panic(err)
		}
		p.tok, p.peeked = t, true
	}
	return p.tok
}

func (p *parser) advance() token {
	t := p.peek()
	p.peeked = false
	return t
}

func (p *parser) fail() {
	t := p.peek()
	line := t.line
	if t.kind == tNewline {
		line++ // GNU counts the newline read
	}
	panic(&SyntaxError{line, "syntax error"})
}

func (p *parser) isOp(s string) bool {
	t := p.peek()
	return t.kind == tOp && t.text == s
}

func (p *parser) isKw(s string) bool {
	t := p.peek()
	return t.kind == tKeyword && t.text == s
}

func (p *parser) expectOp(s string) {
	if !p.isOp(s) {
		p.fail()
	}
	p.advance()
}

func (p *parser) skipNewlines() {
	for p.peek().kind == tNewline {
		p.advance()
	}
}

func (p *parser) enter() {
	p.depth++
	if p.depth > maxDepth {
		panic(&SyntaxError{p.peek().line, "nesting too deep"})
	}
}

func (p *parser) leave() { p.depth-- }

// statement parses one statement; nil is the empty statement.
func (p *parser) statement() stmt {
	p.enter()
	defer p.leave()
	t := p.peek()
	switch {
	case t.kind == tString:
		p.advance()
		return &strStmt{t.text}
	case t.kind == tOp && t.text == "{":
		p.advance()
		list := p.statementList("}")
		p.expectOp("}")
		return &block{list}
	case t.kind == tOp && (t.text == ";" || t.text == "}"):
		return nil
	case t.kind == tNewline || t.kind == tEOF:
		return nil
	case t.kind == tKeyword:
		switch t.text {
		case "if":
			p.advance()
			p.expectOp("(")
			cond := p.expression()
			p.expectOp(")")
			p.skipNewlines()
			s := &ifStmt{cond: cond, then: p.statement()}
			if p.isKw("else") {
				p.advance()
				p.skipNewlines()
				s.els_ = p.statement()
			}
			return s
		case "while":
			p.advance()
			p.expectOp("(")
			cond := p.expression()
			p.expectOp(")")
			p.skipNewlines()
			p.loops++
			body := p.statement()
			p.loops--
			return &whileStmt{cond, body}
		case "for":
			p.advance()
			p.expectOp("(")
			s := &forStmt{}
			if !p.isOp(";") {
				s.init = p.expression()
			}
			p.expectOp(";")
			if !p.isOp(";") {
				s.cond = p.expression()
			}
			p.expectOp(";")
			if !p.isOp(")") {
				s.post = p.expression()
			}
			p.expectOp(")")
			p.skipNewlines()
			p.loops++
			s.body = p.statement()
			p.loops--
			return s
		case "break", "continue":
			p.advance()
			if p.loops == 0 {
				panic(&SyntaxError{t.line, fmt.Sprintf("%s outside a for/while", t.text)})
			}
			if t.text == "break" {
				return &breakStmt{}
			}
			return &continueStmt{}
		case "return":
			p.advance()
			if !p.inFunc {
				panic(&SyntaxError{t.line, "return outside of a function"})
			}
			if n := p.peek(); n.kind == tNewline || n.kind == tEOF || n.kind == tOp && (n.text == ";" || n.text == "}") {
				return &returnStmt{}
			}
			return &returnStmt{p.expression()}
		case "halt":
			p.advance()
			return &haltStmt{}
		case "quit":
			p.advance()
			p.quit = true
			panic(errQuit)
		case "limits":
			p.advance()
			return &limitsStmt{}
		case "warranty":
			p.advance()
			return &warrantyStmt{}
		case "print":
			p.advance()
			s := &printStmt{}
			for {
				if n := p.peek(); n.kind == tString {
					p.advance()
					s.items = append(s.items, printItem{s: n.text, isStr: true})
				} else {
					s.items = append(s.items, printItem{x: p.expression()})
				}
				if !p.isOp(",") {
					break
				}
				p.advance()
			}
			return s
		case "define", "auto", "else", "void":
			p.fail()
		}
	}
	return &exprStmt{p.expression()}
}

// statementList parses statements separated by newlines and semicolons
// up to the closing token.
func (p *parser) statementList(end string) []stmt {
	var list []stmt
	for {
		p.skipSeparators()
		if p.isOp(end) || p.peek().kind == tEOF {
			return list
		}
		if s := p.statement(); s != nil {
			list = append(list, s)
		}
		if t := p.peek(); !(t.kind == tNewline || t.kind == tOp && (t.text == ";" || t.text == end)) {
			p.fail()
		}
	}
}

func (p *parser) skipSeparators() {
	for {
		t := p.peek()
		if t.kind == tNewline || t.kind == tOp && t.text == ";" {
			p.advance()
			continue
		}
		return
	}
}

// define parses a function definition (after "define").
func (p *parser) define() *function {
	f := &function{}
	if p.isKw("void") {
		p.advance()
		f.void = true
	}
	t := p.advance()
	if t.kind != tName {
		p.fail()
	}
	f.name = t.text
	p.expectOp("(")
	if !p.isOp(")") {
		f.params = p.paramList(true)
	}
	p.expectOp(")")
	p.skipNewlines()
	p.expectOp("{")
	p.skipNewlines()
	if p.isKw("auto") {
		p.advance()
		f.autos = p.paramList(false)
		if t := p.peek(); !(t.kind == tNewline || t.kind == tOp && (t.text == ";" || t.text == "}")) {
			p.fail()
		}
	}
	p.inFunc = true
	f.body = p.statementList("}")
	p.inFunc = false
	p.expectOp("}")
	return f
}

func (p *parser) paramList(refs bool) []param {
	var out []param
	for {
		var pr param
		if refs && p.isOp("*") {
			p.advance()
			pr.ref = true
		}
		t := p.advance()
		if t.kind != tName {
			p.fail()
		}
		pr.name = t.text
		if p.isOp("[") {
			p.advance()
			p.expectOp("]")
			pr.array = true
		}
		if pr.ref && !pr.array {
			p.fail()
		}
		out = append(out, pr)
		if !p.isOp(",") {
			return out
		}
		p.advance()
	}
}

// Expressions, from the loosest binding up.

func (p *parser) expression() expr {
	p.enter()
	defer p.leave()
	return p.orExpr()
}

func (p *parser) orExpr() expr {
	l := p.andExpr()
	for p.isOp("||") {
		p.advance()
		l = &binary{"||", l, p.andExpr()}
	}
	return l
}

func (p *parser) andExpr() expr {
	l := p.notExpr()
	for p.isOp("&&") {
		p.advance()
		l = &binary{"&&", l, p.notExpr()}
	}
	return l
}

func (p *parser) notExpr() expr {
	if p.isOp("!") {
		p.advance()
		p.enter()
		defer p.leave()
		return &unary{"!", p.notExpr()}
	}
	return p.relExpr()
}

func (p *parser) relExpr() expr {
	l := p.addExpr()
	for {
		t := p.peek()
		if t.kind != tOp {
			return l
		}
		switch t.text {
		case "<", "<=", ">", ">=", "==", "!=":
			p.advance()
			l = &binary{t.text, l, p.addExpr()}
		default:
			return l
		}
	}
}

func (p *parser) addExpr() expr {
	l := p.mulExpr()
	for p.isOp("+") || p.isOp("-") {
		op := p.advance().text
		l = &binary{op, l, p.mulExpr()}
	}
	return l
}

func (p *parser) mulExpr() expr {
	l := p.powExpr()
	for p.isOp("*") || p.isOp("/") || p.isOp("%") {
		op := p.advance().text
		l = &binary{op, l, p.powExpr()}
	}
	return l
}

func (p *parser) powExpr() expr {
	l := p.negExpr()
	if p.isOp("^") {
		p.advance()
		p.enter()
		defer p.leave()
		return &binary{"^", l, p.powExpr()}
	}
	return l
}

func (p *parser) negExpr() expr {
	switch {
	case p.isOp("-"):
		p.advance()
		p.enter()
		defer p.leave()
		return &unary{"-", p.negExpr()}
	case p.isOp("!"):
		p.advance()
		p.enter()
		defer p.leave()
		return &unary{"!", p.notExpr()}
	}
	return p.incExpr()
}

func isNamed(x expr) bool {
	switch x.(type) {
	case *varRef, *arrRef, *special:
		return true
	}
	return false
}

func (p *parser) incExpr() expr {
	if p.isOp("++") || p.isOp("--") {
		op := p.advance().text
		x := p.primary()
		if !isNamed(x) {
			p.fail()
		}
		return &incDec{pre: true, op: op, lhs: x}
	}
	x := p.primary()
	if isNamed(x) {
		t := p.peek()
		if t.kind == tOp {
			switch t.text {
			case "++", "--":
				p.advance()
				return &incDec{op: t.text, lhs: x}
			case "=", "+=", "-=", "*=", "/=", "%=", "^=":
				p.advance()
				return &assign{op: t.text, lhs: x, rhs: p.expression()}
			}
		}
	}
	return x
}

func (p *parser) primary() expr {
	t := p.advance()
	switch t.kind {
	case tNumber:
		return &numLit{t.text}
	case tName:
		switch {
		case p.isOp("("):
			p.advance()
			c := &call{name: t.text}
			if !p.isOp(")") {
				for {
					c.args = append(c.args, p.callArg())
					if !p.isOp(",") {
						break
					}
					p.advance()
				}
			}
			p.expectOp(")")
			return c
		case p.isOp("["):
			p.advance()
			idx := p.expression()
			p.expectOp("]")
			return &arrRef{t.text, idx}
		}
		return &varRef{t.text}
	case tKeyword:
		switch t.text {
		case "scale":
			if p.isOp("(") {
				p.advance()
				x := p.expression()
				p.expectOp(")")
				return &builtin{"scale", x}
			}
			return &special{"scale"}
		case "ibase", "obase", "last":
			return &special{t.text}
		case "length", "sqrt":
			p.expectOp("(")
			x := p.expression()
			p.expectOp(")")
			return &builtin{t.text, x}
		case "read":
			p.expectOp("(")
			p.expectOp(")")
			return &readNum{}
		}
	case tOp:
		switch t.text {
		case "(":
			x := p.expression()
			p.expectOp(")")
			return &paren{x}
		case ".":
			return &special{"last"}
		}
	}
	line := t.line
	if t.kind == tNewline {
		line++
	}
	if t.kind == tNewline || t.kind == tEOF {
		// Let the line end be seen again by the recovery.
		p.tok, p.peeked = t, true
	}
	panic(&SyntaxError{line, "syntax error"})
}

func (p *parser) callArg() callArg {
	if t := p.peek(); t.kind == tName {
		// name[] passes an array.
		save := *p.lx
		name := p.advance()
		if p.isOp("[") {
			p.advance()
			if p.isOp("]") {
				p.advance()
				return callArg{array: name.text}
			}
			idx := p.expression()
			p.expectOp("]")
			x := p.finishPrimary(&arrRef{name.text, idx})
			return callArg{x: x}
		}
		// Not an array: parse again from the name.
		*p.lx = save
		p.tok, p.peeked = name, true
	}
	return callArg{x: p.expression()}
}

// finishPrimary continues an expression whose first primary was already
// read (an array element given as an argument).
func (p *parser) finishPrimary(x expr) expr {
	// Rebuild the expression by re-entering the precedence levels with x
	// as the first operand: a postfix or assignment first, then the
	// binary operators.
	if t := p.peek(); t.kind == tOp {
		switch t.text {
		case "++", "--":
			p.advance()
			x = &incDec{op: t.text, lhs: x}
		case "=", "+=", "-=", "*=", "/=", "%=", "^=":
			p.advance()
			return &assign{op: t.text, lhs: x, rhs: p.expression()}
		}
	}
	return p.continueBinary(x)
}

// continueBinary parses the rest of an expression after its first
// operand.
func (p *parser) continueBinary(first expr) expr {
	l := first
	if p.isOp("^") {
		p.advance()
		l = &binary{"^", l, p.powExpr()}
	}
	for p.isOp("*") || p.isOp("/") || p.isOp("%") {
		op := p.advance().text
		l = &binary{op, l, p.powExpr()}
	}
	for p.isOp("+") || p.isOp("-") {
		op := p.advance().text
		r := p.mulExpr()
		l = &binary{op, l, r}
	}
	for {
		t := p.peek()
		if t.kind != tOp || !(t.text == "<" || t.text == "<=" || t.text == ">" || t.text == ">=" || t.text == "==" || t.text == "!=") {
			break
		}
		p.advance()
		l = &binary{t.text, l, p.addExpr()}
	}
	for p.isOp("&&") {
		p.advance()
		l = &binary{"&&", l, p.notExpr()}
	}
	for p.isOp("||") {
		p.advance()
		l = &binary{"||", l, p.andExpr()}
	}
	return l
}

// errQuit is the panic of a quit statement: bc stops as soon as it reads
// one.
var errQuit = &SyntaxError{Msg: "quit"}
