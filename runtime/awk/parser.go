package awk

import (
	"fmt"
	"strings"
)

// maxNesting bounds how deeply expressions and statements nest, so a
// hostile program cannot exhaust the stack while parsing.
const maxNesting = 400

type parser struct {
	lx     lexer
	tok    token
	prog   *Program
	locals map[string]int // parameters of the function being parsed
	fn     *funcDef
	calls  []*callExpr
	depth  int
	loops  int
	inRule bool // inside a pattern-action (next is allowed)
	// noIn and noGT suppress "in" (in a for-in header) and ">" (in a
	// print statement, where it is a redirection).
	noIn, noGT bool
}

type parserState struct {
	lx  lexer
	tok token
}

// Compile parses an awk program.
func Compile(src string) (prog *Program, err error) {
	p := &parser{lx: lexer{src: src, line: 1}}
	p.prog = &Program{funcs: map[string]*funcDef{}, globals: map[string]int{}}
	for i, n := range specialNames {
		p.prog.globals[n] = i
	}
	p.prog.nGlobal = nSpecial
	defer func() {
		if r := recover(); r != nil {
			se, ok := r.(*syntaxError)
			if !ok {
				panic(r)
			}
			prog, err = nil, se
		}
	}()
	p.next()
	p.program()
	for _, c := range p.calls {
		f, ok := p.prog.funcs[c.name]
		if !ok {
			panic(&syntaxError{line: c.line, msg: fmt.Sprintf("function `%s' not defined", c.name)})
		}
		if len(c.args) > len(f.params) {
			panic(&syntaxError{line: c.line, msg: fmt.Sprintf("function `%s' called with %d args, accepts only %d", c.name, len(c.args), len(f.params))})
		}
		c.fn = f
	}
	p.prog.hasMain = len(p.prog.rules) > 0 || len(p.prog.ends) > 0
	return p.prog, nil
}

func (p *parser) save() parserState     { return parserState{p.lx, p.tok} }
func (p *parser) restore(s parserState) { p.lx, p.tok = s.lx, s.tok }

func (p *parser) next() { p.tok = p.lx.next() }

func (p *parser) errorf(format string, args ...any) {
	panic(&syntaxError{line: p.tok.line, msg: fmt.Sprintf(format, args...)})
}

func (p *parser) unexpected() {
	if p.tok.kind == tEOF {
		p.errorf("unexpected end of program")
	}
	if p.tok.kind == tNewline {
		p.errorf("unexpected newline")
	}
	p.errorf("unexpected %s", p.tok)
}

func (p *parser) expect(k tok) token {
	if p.tok.kind != k {
		if p.tok.kind == tEOF || p.tok.kind == tNewline {
			p.errorf("expected %s, got %s", tokNames[k], tokNames[p.tok.kind])
		}
		p.errorf("expected %s, got %s", tokNames[k], p.tok)
	}
	t := p.tok
	p.next()
	return t
}

func (p *parser) optNewlines() {
	for p.tok.kind == tNewline {
		p.next()
	}
}

func (p *parser) enter() {
	p.depth++
	if p.depth > maxNesting {
		p.errorf("program nested too deeply")
	}
}

func (p *parser) leave() { p.depth-- }

func (p *parser) program() {
	for {
		for p.tok.kind == tNewline || p.tok.kind == tSemi {
			p.next()
		}
		if p.tok.kind == tEOF {
			return
		}
		p.item()
	}
}

func (p *parser) item() {
	switch p.tok.kind {
	case tBEGIN:
		p.next()
		if p.tok.kind != tLbrace {
			p.errorf("BEGIN must be followed by an action")
		}
		p.prog.begins = append(p.prog.begins, p.block())
	case tEND:
		p.next()
		if p.tok.kind != tLbrace {
			p.errorf("END must be followed by an action")
		}
		p.inRule = true
		p.prog.ends = append(p.prog.ends, p.block())
		p.inRule = false
	case tFunction:
		p.function()
	case tLbrace:
		p.inRule = true
		p.prog.rules = append(p.prog.rules, &rule{body: p.block(), hasBody: true})
		p.inRule = false
	default:
		r := &rule{pattern: p.expr()}
		if p.tok.kind == tComma {
			p.next()
			p.optNewlines()
			r.pattern2 = p.expr()
			r.index = p.prog.nRanges
			p.prog.nRanges++
		}
		if p.tok.kind == tLbrace {
			p.inRule = true
			r.body = p.block()
			r.hasBody = true
			p.inRule = false
		}
		p.prog.rules = append(p.prog.rules, r)
		if !r.hasBody {
			switch p.tok.kind {
			case tNewline, tSemi, tEOF:
			default:
				p.unexpected()
			}
		}
	}
}

func (p *parser) function() {
	p.next()
	var name string
	switch p.tok.kind {
	case tName, tFuncName:
		name = p.tok.text
	default:
		p.errorf("expected function name, got %s", p.tok)
	}
	if _, ok := p.prog.funcs[name]; ok {
		p.errorf("function `%s' previously defined", name)
	}
	if _, ok := p.prog.globals[name]; ok && p.prog.globals[name] < nSpecial {
		p.errorf("cannot use special variable `%s' as a function name", name)
	}
	f := &funcDef{name: name, line: p.tok.line}
	p.next()
	p.expect(tLparen)
	p.locals = map[string]int{}
	for p.tok.kind != tRparen {
		if p.tok.kind != tName {
			p.errorf("expected parameter name, got %s", p.tok)
		}
		if _, dup := p.locals[p.tok.text]; dup {
			p.errorf("duplicate parameter `%s'", p.tok.text)
		}
		if p.tok.text == name {
			p.errorf("function `%s': cannot use function name as parameter name", name)
		}
		p.locals[p.tok.text] = len(f.params)
		f.params = append(f.params, p.tok.text)
		p.next()
		if p.tok.kind == tComma {
			p.next()
			p.optNewlines()
		} else if p.tok.kind != tRparen {
			p.unexpected()
		}
	}
	p.next()
	p.optNewlines()
	p.prog.funcs[name] = f
	p.fn = f
	p.inRule = true
	f.body = p.block()
	p.inRule = false
	p.fn = nil
	p.locals = nil
}

// block parses "{ statements }".
func (p *parser) block() []stmt {
	p.enter()
	defer p.leave()
	p.expect(tLbrace)
	var body []stmt
	for {
		for p.tok.kind == tNewline || p.tok.kind == tSemi {
			p.next()
		}
		if p.tok.kind == tRbrace {
			p.next()
			return body
		}
		if p.tok.kind == tEOF {
			p.errorf("unexpected end of program, missing }")
		}
		if s := p.stmt(); s != nil {
			body = append(body, s)
		}
	}
}

// endSimple consumes the terminator of a simple statement.
func (p *parser) endSimple() {
	switch p.tok.kind {
	case tSemi, tNewline:
		p.next()
	case tRbrace, tEOF:
	default:
		p.unexpected()
	}
}

// body parses the statement controlled by if/while/for/do.
func (p *parser) body() []stmt {
	if p.tok.kind == tSemi {
		p.next()
		return nil
	}
	p.optNewlines()
	if p.tok.kind == tSemi {
		p.next()
		return nil
	}
	s := p.stmt()
	if b, ok := s.(*blockStmt); ok {
		return b.body
	}
	if s == nil {
		return nil
	}
	return []stmt{s}
}

func (p *parser) loopBody() []stmt {
	p.loops++
	defer func() { p.loops-- }()
	return p.body()
}

func (p *parser) stmt() stmt {
	p.enter()
	defer p.leave()
	switch p.tok.kind {
	case tLbrace:
		return &blockStmt{body: p.block()}
	case tIf:
		p.next()
		p.expect(tLparen)
		cond := p.expr()
		p.expect(tRparen)
		s := &ifStmt{cond: cond, then: p.body()}
		st := p.save()
		for p.tok.kind == tNewline || p.tok.kind == tSemi {
			p.next()
		}
		if p.tok.kind == tElse {
			p.next()
			s.els = p.body()
		} else {
			p.restore(st)
		}
		return s
	case tWhile:
		p.next()
		p.expect(tLparen)
		cond := p.expr()
		p.expect(tRparen)
		return &whileStmt{cond: cond, body: p.loopBody()}
	case tDo:
		p.next()
		body := p.loopBody()
		for p.tok.kind == tNewline || p.tok.kind == tSemi {
			p.next()
		}
		p.expect(tWhile)
		p.expect(tLparen)
		cond := p.expr()
		p.expect(tRparen)
		p.endSimple()
		return &doStmt{body: body, cond: cond}
	case tFor:
		return p.forStmt()
	case tSemi:
		p.next()
		return nil
	}
	s := p.simpleStmt()
	p.endSimple()
	return s
}

func (p *parser) forStmt() stmt {
	p.next()
	p.expect(tLparen)
	// for (k in a)
	if p.tok.kind == tName || p.tok.kind == tLparen {
		st := p.save()
		paren := p.tok.kind == tLparen
		if paren {
			p.next()
		}
		if p.tok.kind == tName {
			key := p.variable(p.tok.text)
			p.next()
			if p.tok.kind == tIn {
				p.next()
				if p.tok.kind == tName {
					arr := p.variable(p.tok.text)
					p.next()
					ok := true
					if paren {
						ok = p.tok.kind == tRparen
						p.next()
					}
					if ok && p.tok.kind == tRparen {
						p.next()
						return &forInStmt{key: key, arr: arr, body: p.loopBody()}
					}
				}
			}
		}
		p.restore(st)
	}
	var init, post stmt
	var cond expr
	if p.tok.kind != tSemi {
		init = p.simpleStmt()
	}
	p.expect(tSemi)
	p.optNewlines()
	if p.tok.kind != tSemi {
		cond = p.expr()
	}
	p.expect(tSemi)
	p.optNewlines()
	if p.tok.kind != tRparen {
		post = p.simpleStmt()
	}
	p.expect(tRparen)
	return &forStmt{init: init, cond: cond, post: post, body: p.loopBody()}
}

func (p *parser) simpleStmt() stmt {
	switch p.tok.kind {
	case tPrint, tPrintf:
		return p.printStmt()
	case tNext:
		if !p.inRule {
			p.errorf("next used in BEGIN action")
		}
		p.next()
		return &nextStmt{}
	case tNextfile:
		if !p.inRule {
			p.errorf("nextfile used in BEGIN action")
		}
		p.next()
		return &nextFileStmt{}
	case tExit:
		p.next()
		s := &exitStmt{}
		if !p.atStmtEnd() {
			s.e = p.expr()
		}
		return s
	case tReturn:
		if p.fn == nil {
			p.errorf("return used outside function context")
		}
		p.next()
		s := &returnStmt{}
		if !p.atStmtEnd() {
			s.e = p.expr()
		}
		return s
	case tBreak:
		if p.loops == 0 {
			p.errorf("break is not allowed outside a loop")
		}
		p.next()
		return &breakStmt{}
	case tContinue:
		if p.loops == 0 {
			p.errorf("continue is not allowed outside a loop")
		}
		p.next()
		return &continueStmt{}
	case tDelete:
		p.next()
		if p.tok.kind == tLparen {
			// delete (a) is not awk; be strict.
			p.unexpected()
		}
		if p.tok.kind != tName {
			p.errorf("expected array name after delete, got %s", p.tok)
		}
		arr := p.variable(p.tok.text)
		p.next()
		s := &deleteStmt{arr: arr}
		if p.tok.kind == tLbracket {
			p.next()
			s.index = p.exprList(tRbracket)
			p.expect(tRbracket)
		}
		return s
	}
	return &exprStmt{e: p.expr()}
}

func (p *parser) atStmtEnd() bool {
	switch p.tok.kind {
	case tSemi, tNewline, tRbrace, tEOF:
		return true
	}
	return false
}

func (p *parser) printStmt() stmt {
	s := &printStmt{printf: p.tok.kind == tPrintf}
	p.next()
	if p.tok.kind == tLparen {
		// print (a, b) > "f": the parentheses hold the whole list.
		st := p.save()
		p.next()
		oldIn, oldGT := p.noIn, p.noGT
		p.noIn, p.noGT = false, false
		args := p.exprList(tRparen)
		p.noIn, p.noGT = oldIn, oldGT
		if p.tok.kind == tRparen {
			p.next()
			switch p.tok.kind {
			case tSemi, tNewline, tRbrace, tEOF, tGT, tAppend, tPipe:
				s.args = args
				goto redir
			}
		}
		p.restore(st)
	}
	if !p.atStmtEnd() && p.tok.kind != tGT && p.tok.kind != tAppend && p.tok.kind != tPipe {
		old := p.noGT
		p.noGT = true
		s.args = p.exprList(0)
		p.noGT = old
	}
redir:
	if s.printf && len(s.args) == 0 {
		p.errorf("printf: no format")
	}
	switch p.tok.kind {
	case tGT, tAppend, tPipe:
		s.redir = p.tok.kind
		p.next()
		old := p.noGT
		p.noGT = true
		s.dest = p.concat()
		p.noGT = old
	}
	return s
}

// exprList parses comma-separated expressions (possibly none when end is
// the closing token).
func (p *parser) exprList(end tok) []expr {
	var list []expr
	if end != 0 && p.tok.kind == end {
		return nil
	}
	for {
		list = append(list, p.expr())
		if p.tok.kind != tComma {
			return list
		}
		p.next()
		p.optNewlines()
	}
}

// variable resolves a name to a local or global slot.
func (p *parser) variable(name string) *varExpr {
	if p.locals != nil {
		if i, ok := p.locals[name]; ok {
			return &varExpr{local: true, idx: i, name: name}
		}
	}
	if _, ok := p.prog.funcs[name]; ok {
		p.errorf("function `%s' used as a variable", name)
	}
	i, ok := p.prog.globals[name]
	if !ok {
		i = p.prog.nGlobal
		p.prog.globals[name] = i
		p.prog.nGlobal++
	}
	return &varExpr{idx: i, name: name}
}

func isLvalue(e expr) bool {
	switch e.(type) {
	case *varExpr, *indexExpr, *fieldExpr:
		return true
	}
	return false
}

func (p *parser) expr() expr {
	p.enter()
	defer p.leave()
	lhs := p.ternary()
	switch p.tok.kind {
	case tAssign, tAddAssign, tSubAssign, tMulAssign, tDivAssign, tModAssign, tPowAssign:
		if !isLvalue(lhs) {
			if p.tok.kind == tAssign {
				p.errorf("assignment to non-lvalue")
			}
			return lhs
		}
		op := p.tok.kind
		p.next()
		p.optNewlines()
		return &assignExpr{lhs: lhs, op: op, rhs: p.expr()}
	}
	return lhs
}

func (p *parser) ternary() expr {
	c := p.or()
	if p.tok.kind != tQuestion {
		return c
	}
	p.next()
	p.optNewlines()
	a := p.expr()
	p.optNewlines()
	p.expect(tColon)
	p.optNewlines()
	p.enter()
	defer p.leave()
	b := p.ternary()
	if isLvalue(b) && p.tok.kind == tAssign {
		p.next()
		b = &assignExpr{lhs: b, op: tAssign, rhs: p.expr()}
	}
	return &condExpr{c: c, a: a, b: b}
}

func (p *parser) or() expr {
	l := p.and()
	for p.tok.kind == tOr {
		p.next()
		p.optNewlines()
		l = &binaryExpr{op: tOr, l: l, r: p.and()}
	}
	return l
}

func (p *parser) and() expr {
	l := p.in()
	for p.tok.kind == tAnd {
		p.next()
		p.optNewlines()
		l = &binaryExpr{op: tAnd, l: l, r: p.in()}
	}
	return l
}

func (p *parser) in() expr {
	l := p.match()
	for p.tok.kind == tIn && !p.noIn {
		p.next()
		if p.tok.kind != tName {
			p.errorf("expected array name after in, got %s", p.tok)
		}
		arr := p.variable(p.tok.text)
		p.next()
		l = &inExpr{index: []expr{l}, arr: arr}
	}
	return l
}

func (p *parser) match() expr {
	l := p.comparison()
	for p.tok.kind == tMatch || p.tok.kind == tNoMatch {
		neg := p.tok.kind == tNoMatch
		p.next()
		l = &matchExpr{l: l, re: p.comparison(), neg: neg}
	}
	return l
}

func (p *parser) comparison() expr {
	l := p.pipeGetline()
	switch p.tok.kind {
	case tLT, tLE, tEQ, tNE, tGE:
	case tGT:
		if p.noGT {
			return l
		}
	default:
		return l
	}
	op := p.tok.kind
	p.next()
	return &binaryExpr{op: op, l: l, r: p.pipeGetline()}
}

func (p *parser) pipeGetline() expr {
	l := p.concat()
	for p.tok.kind == tPipe {
		st := p.save()
		p.next()
		if p.tok.kind != tGetline {
			p.restore(st)
			return l
		}
		p.next()
		g := &getlineExpr{kind: tPipe, src: l}
		g.target = p.optLvalue()
		l = g
	}
	return l
}

// startsConcat reports whether the current token can begin the right
// operand of an implicit concatenation.
func (p *parser) startsConcat() bool {
	switch p.tok.kind {
	case tNumber, tString, tName, tFuncName, tBuiltin, tDollar, tNot, tLparen, tMinus, tPlus, tIncr, tDecr:
		return true
	case tIn:
		return false
	}
	return false
}

func (p *parser) concat() expr {
	l := p.additive()
	for p.startsConcat() {
		if p.tok.kind == tNot || p.tok.kind == tMinus || p.tok.kind == tPlus {
			// "a -1" is subtraction, handled in additive; "a !b" is not
			// awk. Stop here.
			break
		}
		p.enter()
		l = &binaryExpr{op: opConcat, l: l, r: p.additive()}
		p.leave()
	}
	return l
}

func (p *parser) additive() expr {
	l := p.multiplicative()
	for p.tok.kind == tPlus || p.tok.kind == tMinus {
		op := p.tok.kind
		p.next()
		l = &binaryExpr{op: op, l: l, r: p.multiplicative()}
	}
	return l
}

func (p *parser) multiplicative() expr {
	l := p.unary()
	for p.tok.kind == tStar || p.tok.kind == tSlash || p.tok.kind == tPercent {
		op := p.tok.kind
		p.next()
		l = &binaryExpr{op: op, l: l, r: p.unary()}
	}
	return l
}

func (p *parser) unary() expr {
	p.enter()
	defer p.leave()
	switch p.tok.kind {
	case tNot:
		p.next()
		e := p.unary()
		return &unaryExpr{op: tNot, e: e}
	case tMinus:
		p.next()
		return &unaryExpr{op: opNeg, e: p.unary()}
	case tPlus:
		p.next()
		return &unaryExpr{op: opPlus, e: p.unary()}
	}
	return p.power()
}

func (p *parser) power() expr {
	base := p.postfix()
	if p.tok.kind == tPow {
		p.next()
		// Right associative; the exponent may carry a unary sign.
		return &binaryExpr{op: tPow, l: base, r: p.unary()}
	}
	return base
}

func (p *parser) postfix() expr {
	e := p.primary()
	if (p.tok.kind == tIncr || p.tok.kind == tDecr) && isLvalue(e) {
		op := p.tok.kind
		p.next()
		return &incrExpr{lhs: e, op: op}
	}
	return e
}

// optLvalue parses the optional variable after getline.
func (p *parser) optLvalue() expr {
	switch p.tok.kind {
	case tName:
		return p.primary()
	case tDollar:
		p.next()
		return &fieldExpr{index: p.fieldOperand()}
	}
	return nil
}

func (p *parser) fieldOperand() expr {
	p.enter()
	defer p.leave()
	switch p.tok.kind {
	case tIncr, tDecr:
		op := p.tok.kind
		p.next()
		e := p.fieldOperand()
		if !isLvalue(e) {
			p.errorf("%s applied to a non-lvalue", tokNames[op])
		}
		return &incrExpr{lhs: e, op: op, pre: true}
	case tMinus:
		p.next()
		return &unaryExpr{op: opNeg, e: p.fieldOperand()}
	case tPlus:
		p.next()
		return &unaryExpr{op: opPlus, e: p.fieldOperand()}
	case tNot:
		p.next()
		return &unaryExpr{op: tNot, e: p.fieldOperand()}
	}
	return p.primary()
}

func (p *parser) primary() expr {
	p.enter()
	defer p.leave()
	t := p.tok
	switch t.kind {
	case tNumber:
		p.next()
		return &constExpr{v: num(t.num)}
	case tString:
		p.next()
		return &constExpr{v: str(t.text)}
	case tSlash, tDivAssign:
		p.lx.pos = t.pos + 1
		src := p.lx.scanRegex()
		p.next()
		re, err := compileRegex(src)
		if err != nil {
			p.errorf("invalid regexp /%s/: %v", src, err)
		}
		return &regexExpr{src: src, re: re}
	case tDollar:
		p.next()
		return &fieldExpr{index: p.fieldOperand()}
	case tIncr, tDecr:
		p.next()
		e := p.fieldOperand()
		if !isLvalue(e) {
			p.errorf("%s applied to a non-lvalue", tokNames[t.kind])
		}
		return &incrExpr{lhs: e, op: t.kind, pre: true}
	case tMinus:
		p.next()
		return &unaryExpr{op: opNeg, e: p.unary()}
	case tPlus:
		p.next()
		return &unaryExpr{op: opPlus, e: p.unary()}
	case tNot:
		p.next()
		return &unaryExpr{op: tNot, e: p.unary()}
	case tLparen:
		p.next()
		oldIn, oldGT := p.noIn, p.noGT
		p.noIn, p.noGT = false, false
		list := p.exprList(0)
		p.noIn, p.noGT = oldIn, oldGT
		p.expect(tRparen)
		if len(list) > 1 {
			if p.tok.kind != tIn {
				p.errorf("expected in after (list), got %s", p.tok)
			}
			p.next()
			if p.tok.kind != tName {
				p.errorf("expected array name after in, got %s", p.tok)
			}
			arr := p.variable(p.tok.text)
			p.next()
			return &inExpr{index: list, arr: arr}
		}
		return &groupExpr{e: list[0]}
	case tName:
		p.next()
		v := p.variable(t.text)
		if p.tok.kind == tLbracket {
			p.next()
			oldIn, oldGT := p.noIn, p.noGT
			p.noIn, p.noGT = false, false
			idx := p.exprList(tRbracket)
			p.noIn, p.noGT = oldIn, oldGT
			if len(idx) == 0 {
				p.errorf("empty subscript")
			}
			p.expect(tRbracket)
			return &indexExpr{arr: v, index: idx}
		}
		return v
	case tFuncName:
		p.next()
		p.expect(tLparen)
		p.optNewlines()
		oldIn, oldGT := p.noIn, p.noGT
		p.noIn, p.noGT = false, false
		args := p.exprList(tRparen)
		p.noIn, p.noGT = oldIn, oldGT
		p.optNewlines()
		p.expect(tRparen)
		c := &callExpr{name: t.text, args: args, line: t.line}
		if p.locals != nil {
			if _, ok := p.locals[t.text]; ok {
				p.errorf("cannot call parameter `%s'", t.text)
			}
		}
		p.calls = append(p.calls, c)
		return c
	case tBuiltin:
		return p.builtin()
	case tGetline:
		p.next()
		g := &getlineExpr{}
		g.target = p.optLvalue()
		if p.tok.kind == tLT {
			p.next()
			g.kind = tLT
			g.src = p.postfix()
		}
		return g
	}
	p.unexpected()
	return nil
}

func (p *parser) builtin() expr {
	t := p.tok
	p.next()
	b := &builtinExpr{name: t.text, line: t.line}
	if p.tok.kind != tLparen {
		if t.text == "length" {
			return b
		}
		p.errorf("%s: expected (", t.text)
	}
	p.next()
	p.optNewlines()
	oldIn, oldGT := p.noIn, p.noGT
	p.noIn, p.noGT = false, false
	b.args = p.exprList(tRparen)
	p.noIn, p.noGT = oldIn, oldGT
	p.optNewlines()
	p.expect(tRparen)
	p.checkBuiltin(b)
	return b
}

func (p *parser) checkBuiltin(b *builtinExpr) {
	n := len(b.args)
	bad := func(min, max int) {
		if n < min || n > max {
			p.errorf("%s: called with %d arguments", b.name, n)
		}
	}
	switch b.name {
	case "length":
		bad(0, 1)
	case "substr":
		bad(2, 3)
	case "index", "atan2":
		bad(2, 2)
	case "split":
		bad(2, 3)
		if _, ok := b.args[1].(*varExpr); !ok {
			p.errorf("split: second argument is not an array")
		}
	case "sub", "gsub":
		bad(2, 3)
		if n == 3 && !isLvalue(unparen(b.args[2])) {
			// gawk allows a non-lvalue with a warning; it changes nothing.
			b.args[2] = &groupExpr{e: b.args[2]}
		}
	case "match":
		bad(2, 3)
		if n == 3 {
			if _, ok := b.args[2].(*varExpr); !ok {
				p.errorf("match: third argument is not an array")
			}
		}
	case "sprintf":
		bad(1, 1<<30)
	case "tolower", "toupper", "sqrt", "exp", "log", "sin", "cos", "system", "close":
		bad(1, 1)
	case "int":
		bad(1, 1)
	case "rand", "systime":
		bad(0, 0)
	case "gensub":
		bad(3, 4)
	case "srand", "fflush":
		bad(0, 1)
	}
}

func unparen(e expr) expr {
	for {
		g, ok := e.(*groupExpr)
		if !ok {
			return e
		}
		e = g.e
	}
}

// describeLine returns line n (1-based) of src, for error context.
func describeLine(src string, n int) string {
	lines := strings.Split(src, "\n")
	if n < 1 || n > len(lines) {
		return ""
	}
	return lines[n-1]
}
