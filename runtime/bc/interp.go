package bc

import (
	"context"
	"fmt"
	"io"
	"math"
	"math/big"
	"strings"
)

// Limits of GNU bc, which limits prints and assignments respect.
const (
	baseMax  = 2147483647
	dimMax   = 16777215
	scaleMax = 2147483647
	maxCalls = 10000 // nesting of function calls
)

// runtimeError stops the current line, as bc's runtime errors do; fn is
// the function it happened in.
type runtimeError struct{ fn, msg string }

func (e *runtimeError) Error() string { return e.msg }

// haltSignal is the panic of halt.
type haltSignal struct{}

// ctxError wraps the context's error so it unwinds like a runtime error
// but stops everything.
type ctxError struct{ err error }

// ctl is how a statement ended.
type ctl int

const (
	ctlNone ctl = iota
	ctlBreak
	ctlContinue
	ctlReturn
)

// array is a bc array: sparse, indexed from 0.
type array struct {
	m    map[int64]Num
	size int64 // bytes counted for its elements
}

func newArray() *array { return &array{m: map[int64]Num{}} }

// Interp runs bc programs. Its state (variables, functions, scale, bases)
// lasts from one Run to the next, as it does across the files of one bc.
type Interp struct {
	ctx    context.Context
	out    *outWriter
	errw   io.Writer
	vars   map[string]Num
	arrays map[string]*array
	funcs  map[string]*function
	native map[string]func(in *Interp, args []Num) Num
	scale  int
	ibase  int
	obase  int
	last   Num
	// maxDigits bounds the digits of any number and the scale.
	maxDigits int64
	// mem counts the bytes of the values stored; maxMem bounds it.
	mem, maxMem int64
	calls       int
	funcName    string
	retVal      Num
	steps       int
}

// Options configure an Interp.
type Options struct {
	// MathLib defines s, c, a, l, e and j and sets scale to 20 (bc -l).
	MathLib bool
	// MaxDigits bounds the digits of numbers and the scale; 0 means
	// 1<<20.
	MaxDigits int64
	// MaxMemory bounds the bytes the program's variables and arrays
	// hold; 0 means 64 MiB.
	MaxMemory int64
	// LineLength is the length at which numbers are broken with a
	// backslash (BC_LINE_LENGTH); 0 means never; a negative value means
	// 70.
	LineLength int
}

// New returns an interpreter writing its output to out and its
// diagnostics to errw.
func New(ctx context.Context, out, errw io.Writer, o Options) *Interp {
	in := &Interp{
		ctx: ctx, errw: errw,
		vars: map[string]Num{}, arrays: map[string]*array{}, funcs: map[string]*function{},
		ibase: 10, obase: 10, last: zero(),
		maxDigits: o.MaxDigits, maxMem: o.MaxMemory,
	}
	if in.maxDigits <= 0 {
		in.maxDigits = 1 << 20
	}
	if in.maxMem <= 0 {
		in.maxMem = 64 << 20
	}
	ll := o.LineLength
	if ll < 0 {
		ll = 70
	}
	in.out = &outWriter{w: out, line: ll}
	if o.MathLib {
		in.native = mathLib()
		in.scale = 20
	}
	return in
}

// Run parses and runs src (named name in messages: "(standard_in)" or a
// file name), line by line as bc does. It reports whether quit or halt
// ended the program, and returns the context's error or an output error.
func (in *Interp) Run(src, name string) (stopped bool, err error) {
	p := &parser{lx: &lexer{src: src, line: 1}}
	var pending []stmt
	flush := func() (bool, error) {
		list := pending
		pending = nil
		return in.runLine(list)
	}
	for {
		if err := in.ctx.Err(); err != nil {
			return true, err
		}
		stop, done, err := in.parseItem(p, name, &pending, flush)
		if err != nil || stop {
			return stop, err
		}
		if done {
			if stop, err := flush(); stop || err != nil {
				return stop, err
			}
			return false, in.out.err
		}
	}
}

// parseItem reads the next statement, function or line end; at a line
// end it runs the statements of the line.
func (in *Interp) parseItem(p *parser, name string, pending *[]stmt, flush func() (bool, error)) (stop, done bool, err error) {
	defer func() {
		r := recover()
		if r == nil {
			return
		}
		se, ok := r.(*SyntaxError)
		if !ok {
			panic(r)
		}
		if se == errQuit {
			stop = true
			return
		}
		in.out.flushLine()
		switch {
		case strings.HasPrefix(se.Msg, "illegal character"):
			// GNU reports the character, then the syntax error it makes.
			fmt.Fprintf(in.errw, "%s %d: %s\n%s %d: syntax error\n", name, se.Line, se.Msg, name, se.Line)
		case strings.HasPrefix(se.Msg, "EOF encountered"):
			fmt.Fprintf(in.errw, "%s.\n%s %d: syntax error\n", se.Msg, name, se.Line)
		default:
			fmt.Fprintf(in.errw, "%s %d: %s\n", name, se.Line, se.Msg)
		}
		*pending = nil
		p.depth, p.loops, p.inFunc = 0, 0, false
		// Skip the rest of the line (the line end itself may be the
		// token that failed).
		if p.peeked && (p.tok.kind == tNewline || p.tok.kind == tEOF) {
			done = p.tok.kind == tEOF
			p.peeked = false
			return
		}
		p.peeked = false
		for {
			t, lerr := p.lx.next()
			if lerr != nil {
				continue
			}
			if t.kind == tNewline || t.kind == tEOF {
				done = t.kind == tEOF
				break
			}
		}
		p.peeked = false
	}()
	t := p.peek()
	switch {
	case t.kind == tEOF:
		return false, true, nil
	case t.kind == tNewline:
		p.advance()
		stop, err = flush()
		return stop, false, err
	case t.kind == tOp && t.text == ";":
		p.advance()
		return false, false, nil
	case t.kind == tKeyword && t.text == "define":
		p.advance()
		f := p.define()
		in.funcs[f.name] = f
		return false, false, nil
	}
	s := p.statement()
	if s != nil {
		*pending = append(*pending, s)
	}
	if n := p.peek(); !(n.kind == tNewline || n.kind == tEOF || n.kind == tOp && n.text == ";") {
		p.fail()
	}
	return false, false, nil
}

// runLine runs the statements of one input line; a runtime error stops
// the line.
func (in *Interp) runLine(list []stmt) (stopped bool, err error) {
	defer func() {
		if r := recover(); r != nil {
			switch e := r.(type) {
			case *runtimeError:
				in.out.flushLine()
				fmt.Fprintf(in.errw, "Runtime error (func=%s): %s\n", e.fn, e.msg)
			case haltSignal:
				stopped = true
			case ctxError:
				stopped, err = true, e.err
			default:
				panic(r)
			}
		}
	}()
	for _, s := range list {
		in.exec(s)
	}
	return false, in.out.err
}

func (in *Interp) funcLabel() string {
	if in.funcName == "" {
		return "(main)"
	}
	return in.funcName
}

func (in *Interp) fail(format string, a ...any) {
	panic(&runtimeError{in.funcLabel(), fmt.Sprintf(format, a...)})
}

func (in *Interp) warn(format string, a ...any) {
	in.out.flushLine()
	fmt.Fprintf(in.errw, "Runtime warning (func=%s): %s\n", in.funcLabel(), fmt.Sprintf(format, a...))
}

// MaxDigits is the most digits bc's command lets a number (and the
// scale) have. The operations of math/big cannot be interrupted, and
// their time grows faster than their size: at 100,000 digits a product
// takes some 3 ms, a quotient 5 ms, reading or printing the number 30 to
// 90 ms, so that a script stopped at its time limit ends promptly
// (a million digits: seconds, 2^2000000000: hours).
const MaxDigits = 100_000

// live stops the program when its context is done or its output
// closed: called before every operation on big numbers, each of which
// can take milliseconds.
func (in *Interp) live() {
	if err := in.ctx.Err(); err != nil {
		panic(ctxError{err})
	}
	if in.out.err != nil {
		panic(ctxError{in.out.err})
	}
}

// tick checks the context now and then, and stops the program once its
// output cannot be written (a closed pipe), as SIGPIPE stops GNU bc.
func (in *Interp) tick() {
	in.steps++
	if in.steps&255 == 0 {
		if err := in.ctx.Err(); err != nil {
			panic(ctxError{err})
		}
		if in.out.err != nil {
			panic(ctxError{in.out.err})
		}
	}
}

// checkNum fails when n has more digits than allowed.
func (in *Interp) checkNum(n Num) Num {
	if int64(n.V.BitLen())*30103/100000 > in.maxDigits || int64(n.Scale) > in.maxDigits {
		in.fail("number too large: more than %d digits", in.maxDigits)
	}
	return n
}

func numSize(n Num) int64 { return int64(n.V.BitLen()/8) + 48 }

func (in *Interp) account(delta int64) {
	in.mem += delta
	if in.mem > in.maxMem {
		in.mem -= delta
		in.fail("out of memory: the variables hold more than %d bytes", in.maxMem)
	}
}

// exec runs one statement.
func (in *Interp) exec(s stmt) ctl {
	in.tick()
	switch s := s.(type) {
	case nil:
	case *exprStmt:
		v := in.eval(s.x)
		switch s.x.(type) {
		case *assign:
		default:
			if c, ok := s.x.(*call); ok && in.isVoid(c.name) {
				return ctlNone
			}
			in.printNum(v)
			in.out.str("\n")
			in.last = v
		}
	case *strStmt:
		in.out.str(s.s)
	case *printStmt:
		for _, it := range s.items {
			if it.isStr {
				in.out.str(unescape(it.s))
			} else {
				in.printNum(in.eval(it.x))
			}
		}
	case *block:
		for _, st := range s.list {
			if c := in.exec(st); c != ctlNone {
				return c
			}
		}
	case *ifStmt:
		if !in.eval(s.cond).IsZero() {
			return in.exec(s.then)
		} else if s.els_ != nil {
			return in.exec(s.els_)
		}
	case *whileStmt:
		for !in.eval(s.cond).IsZero() {
			in.tick()
			c := in.exec(s.body)
			if c == ctlBreak {
				break
			}
			if c == ctlReturn {
				return c
			}
		}
	case *forStmt:
		if s.init != nil {
			in.eval(s.init)
		}
		for s.cond == nil || !in.eval(s.cond).IsZero() {
			in.tick()
			c := in.exec(s.body)
			if c == ctlBreak {
				break
			}
			if c == ctlReturn {
				return c
			}
			if s.post != nil {
				in.eval(s.post)
			}
		}
	case *breakStmt:
		return ctlBreak
	case *continueStmt:
		return ctlContinue
	case *returnStmt:
		in.retVal = zero()
		if s.x != nil {
			in.retVal = in.eval(s.x)
		}
		return ctlReturn
	case *haltStmt:
		panic(haltSignal{})
	case *limitsStmt:
		in.out.str(fmt.Sprintf("BC_BASE_MAX     = %d\nBC_DIM_MAX      = %d\nBC_SCALE_MAX    = %d\nBC_STRING_MAX   = %d\nMAX Exponent    = %d\nNumber of vars  = %d\n",
			baseMax, dimMax, scaleMax, 2147483647, int64(9223372036854775807), 32767))
	case *warrantyStmt:
		in.out.str("bc (the sandbox's own, modelled on GNU bc 1.07.1) comes with ABSOLUTELY NO WARRANTY.\n")
	}
	return ctlNone
}

func (in *Interp) isVoid(name string) bool {
	f, ok := in.funcs[name]
	return ok && f.void
}

// unescape processes the escapes of a print string: \a \b \f \n \q \r
// \t \\; any other backslash pair is dropped, as GNU bc does.
func unescape(s string) string {
	if !strings.Contains(s, "\\") {
		return s
	}
	var sb strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' || i+1 >= len(s) {
			sb.WriteByte(s[i])
			continue
		}
		i++
		switch s[i] {
		case 'a':
			sb.WriteByte('\a')
		case 'b':
			sb.WriteByte('\b')
		case 'f':
			sb.WriteByte('\f')
		case 'n':
			sb.WriteByte('\n')
		case 'q':
			sb.WriteByte('"')
		case 'r':
			sb.WriteByte('\r')
		case 't':
			sb.WriteByte('\t')
		case '\\':
			sb.WriteByte('\\')
		}
	}
	return sb.String()
}

func (in *Interp) printNum(v Num) {
	s, err := format(v, in.obase, func() error {
		if err := in.ctx.Err(); err != nil {
			return err
		}
		return nil
	})
	if err != nil {
		panic(ctxError{err})
	}
	in.out.num(s)
}

func boolNum(b bool) Num {
	if b {
		return intNum(1)
	}
	return zero()
}

// eval evaluates an expression.
func (in *Interp) eval(x expr) Num {
	switch x := x.(type) {
	case *numLit:
		// Reading a number in a base other than 10 takes time that grows
		// with the square of its length.
		if int64(len(x.text)) > in.maxDigits+1 {
			in.fail("number too large: more than %d digits", in.maxDigits)
		}
		return in.checkNum(parseNum(x.text, in.ibase))
	case *paren:
		return in.eval(x.x)
	case *varRef, *arrRef, *special:
		return in.load(x)
	case *unary:
		v := in.eval(x.x)
		if x.op == "!" {
			return boolNum(v.IsZero())
		}
		return neg(v)
	case *binary:
		return in.binary(x)
	case *assign:
		return in.assign(x)
	case *incDec:
		old := in.load(x.lhs)
		one := intNum(1)
		var nv Num
		if x.op == "++" {
			nv = add(old, one)
		} else {
			nv = sub(old, one)
		}
		in.store(x.lhs, nv)
		if x.pre {
			return in.load(x.lhs)
		}
		return old
	case *builtin:
		v := in.eval(x.x)
		switch x.name {
		case "length":
			return intNum(int64(length(v)))
		case "scale":
			return intNum(int64(v.Scale))
		}
		return in.libSqrt(v, in.scale)
	case *call:
		return in.call(x)
	case *readNum:
		in.fail("read() is not supported here")
	}
	in.fail("internal error: unknown expression %T", x)
	return zero()
}

func (in *Interp) binary(x *binary) Num {
	switch x.op {
	case "&&":
		if in.eval(x.l).IsZero() {
			return zero()
		}
		return boolNum(!in.eval(x.r).IsZero())
	case "||":
		if !in.eval(x.l).IsZero() {
			return intNum(1)
		}
		return boolNum(!in.eval(x.r).IsZero())
	}
	a := in.eval(x.l)
	b := in.eval(x.r)
	return in.arith(x.op, a, b)
}

// arith applies a binary operator.
func (in *Interp) arith(op string, a, b Num) Num {
	switch op {
	case "+":
		return in.checkNum(add(a, b))
	case "-":
		return in.checkNum(sub(a, b))
	case "*":
		in.live()
		if int64(a.V.BitLen()+b.V.BitLen())*30103/100000 > in.maxDigits+1 {
			in.fail("number too large: more than %d digits", in.maxDigits)
		}
		return in.checkNum(mul(a, b, in.scale))
	case "/":
		in.live()
		if b.IsZero() {
			in.fail("Divide by zero")
		}
		return in.checkNum(div(a, b, in.scale))
	case "%":
		in.live()
		if b.IsZero() {
			in.fail("Modulo by zero")
		}
		return in.checkNum(mod(a, b, in.scale))
	case "^":
		in.live()
		return in.power(a, b)
	case "<":
		return boolNum(cmpNum(a, b) < 0)
	case "<=":
		return boolNum(cmpNum(a, b) <= 0)
	case ">":
		return boolNum(cmpNum(a, b) > 0)
	case ">=":
		return boolNum(cmpNum(a, b) >= 0)
	case "==":
		return boolNum(cmpNum(a, b) == 0)
	case "!=":
		return boolNum(cmpNum(a, b) != 0)
	}
	in.fail("internal error: unknown operator %s", op)
	return zero()
}

// power is a^b for an integer b (a fraction of b is dropped, with a
// warning).
func (in *Interp) power(a, b Num) Num {
	if b.Scale != 0 {
		in.warn("non-zero scale in exponent")
	}
	e := truncInt(b)
	if !e.IsInt64() {
		in.fail("exponent too large in raise")
	}
	n := e.Int64()
	if n == 0 {
		return intNum(1)
	}
	negExp := n < 0
	if negExp {
		n = -n
	}
	// The digits of the result must stay within bounds.
	if a.V.BitLen() > 1 && (n > in.maxDigits*4 || log10Abs(a.V)*float64(n) > float64(in.maxDigits+int64(a.Scale)*n)) {
		in.fail("exponent too large in raise")
	}
	if int64(a.Scale)*n > in.maxDigits*2 {
		in.fail("exponent too large in raise")
	}
	full := Num{V: new(big.Int).Exp(a.V, big.NewInt(n), nil), Scale: a.Scale * int(n)}
	if negExp {
		if full.IsZero() {
			in.fail("divide by zero")
		}
		return in.checkNum(div(intNum(1), full, in.scale))
	}
	return in.checkNum(full.withScale(min(full.Scale, max(in.scale, a.Scale))))
}

// log10Abs is about log10(|v|), for v != 0.
func log10Abs(v *big.Int) float64 {
	bits := v.BitLen()
	shift := max(bits-60, 0)
	top := new(big.Int).Rsh(new(big.Int).Abs(v), uint(shift))
	f, _ := new(big.Float).SetInt(top).Float64()
	return math.Log10(f) + float64(shift)*math.Log10(2)
}

func (in *Interp) assign(x *assign) Num {
	v := in.eval(x.rhs)
	if x.op != "=" {
		v = in.arith(strings.TrimSuffix(x.op, "="), in.load(x.lhs), v)
	}
	in.store(x.lhs, v)
	return in.load(x.lhs)
}

// index evaluates an array index.
func (in *Interp) index(name string, x expr) int64 {
	v := truncInt(in.eval(x))
	if !v.IsInt64() || v.Int64() < 0 || v.Int64() > dimMax {
		in.fail("Array %s subscript out of bounds.", name)
	}
	return v.Int64()
}

func (in *Interp) load(x expr) Num {
	switch x := x.(type) {
	case *varRef:
		if v, ok := in.vars[x.name]; ok {
			return v
		}
		return zero()
	case *arrRef:
		i := in.index(x.name, x.index)
		if a := in.arrays[x.name]; a != nil {
			if v, ok := a.m[i]; ok {
				return v
			}
		}
		return zero()
	case *special:
		switch x.name {
		case "scale":
			return intNum(int64(in.scale))
		case "ibase":
			return intNum(int64(in.ibase))
		case "obase":
			return intNum(int64(in.obase))
		}
		return in.last
	}
	return zero()
}

func (in *Interp) store(x expr, v Num) {
	switch x := x.(type) {
	case *varRef:
		old, ok := in.vars[x.name]
		delta := numSize(v)
		if ok {
			delta -= numSize(old)
		}
		in.account(delta)
		in.vars[x.name] = v
	case *arrRef:
		i := in.index(x.name, x.index)
		a := in.arrays[x.name]
		if a == nil {
			a = newArray()
			in.arrays[x.name] = a
		}
		old, ok := a.m[i]
		delta := numSize(v) + 16
		if ok {
			delta -= numSize(old) + 16
		}
		in.account(delta)
		a.size += delta
		a.m[i] = v
	case *special:
		iv := truncInt(v)
		n := int64(-1)
		if iv.IsInt64() {
			n = iv.Int64()
		} else if iv.Sign() > 0 {
			n = 1 << 62
		}
		switch x.name {
		case "scale":
			if n < 0 {
				in.warn("negative scale, set to 0")
				n = 0
			}
			if n > in.maxDigits {
				in.fail("scale too large: more than %d digits", in.maxDigits)
			}
			in.scale = int(n)
		case "ibase":
			switch {
			case n < 2:
				in.warn("ibase too small, set to 2")
				n = 2
			case n > 36:
				in.warn("ibase too large, set to 36")
				n = 36
			}
			in.ibase = int(n)
		case "obase":
			switch {
			case n < 2:
				in.warn("obase too small, set to 2")
				n = 2
			case n > baseMax:
				in.warn("obase too large, set to %d", baseMax)
				n = baseMax
			}
			in.obase = int(n)
		case "last":
			in.last = v
		}
	}
}

// saved is a variable or array binding a call replaced.
type saved struct {
	name  string
	array bool
	had   bool
	v     Num
	a     *array
}

func (in *Interp) bindVar(name string, v Num, save *[]saved) {
	old, ok := in.vars[name]
	*save = append(*save, saved{name: name, had: ok, v: old})
	in.account(numSize(v))
	in.vars[name] = v
}

func (in *Interp) bindArray(name string, a *array, counted bool, save *[]saved) {
	old, ok := in.arrays[name]
	*save = append(*save, saved{name: name, array: true, had: ok, a: old})
	if counted {
		in.account(a.size)
	}
	in.arrays[name] = a
}

func (in *Interp) restore(save []saved, copies map[string]bool) {
	for i := len(save) - 1; i >= 0; i-- {
		s := save[i]
		if s.array {
			if cur := in.arrays[s.name]; cur != nil && copies[s.name] {
				in.mem -= cur.size
			}
			if s.had {
				in.arrays[s.name] = s.a
			} else {
				delete(in.arrays, s.name)
			}
			continue
		}
		if cur, ok := in.vars[s.name]; ok {
			in.mem -= numSize(cur)
		}
		if s.had {
			in.vars[s.name] = s.v
		} else {
			delete(in.vars, s.name)
		}
	}
}

func (in *Interp) call(c *call) Num {
	f, ok := in.funcs[c.name]
	if !ok {
		if nf, ok := in.native[c.name]; ok {
			args := make([]Num, len(c.args))
			for i, a := range c.args {
				if a.array != "" {
					in.fail("Parameter type mismatch, parameter (null).")
				}
				args[i] = in.eval(a.x)
			}
			want := 1
			if c.name == "j" {
				want = 2
			}
			if len(args) != want {
				in.fail("Parameter number mismatch")
			}
			return in.checkNum(nf(in, args))
		}
		in.fail("Function %s not defined.", c.name)
	}
	if len(c.args) != len(f.params) {
		in.fail("Parameter number mismatch")
	}
	// Arguments are evaluated in the caller's scope.
	vals := make([]Num, len(c.args))
	arrs := make([]*array, len(c.args))
	for i, a := range c.args {
		p := f.params[i]
		switch {
		case p.array && a.array == "":
			in.fail("Parameter type mismatch parameter %s.", p.name)
		case !p.array && a.array != "":
			in.fail("Parameter type mismatch, parameter %s.", p.name)
		case p.array:
			src := in.arrays[a.array]
			if src == nil {
				src = newArray()
				in.arrays[a.array] = src
			}
			if p.ref {
				arrs[i] = src
			} else {
				cp := &array{m: make(map[int64]Num, len(src.m)), size: src.size}
				for k, v := range src.m {
					cp.m[k] = v
				}
				arrs[i] = cp
			}
		default:
			vals[i] = in.eval(a.x)
		}
	}
	if in.calls >= maxCalls {
		in.fail("function calls nested too deeply (more than %d)", maxCalls)
	}
	in.calls++
	var save []saved
	copies := map[string]bool{}
	outer := in.funcName
	defer func() {
		// Also when a runtime error unwinds the call.
		in.funcName = outer
		in.restore(save, copies)
		in.calls--
	}()
	for i, p := range f.params {
		if p.array {
			in.bindArray(p.name, arrs[i], !p.ref, &save)
			if !p.ref {
				copies[p.name] = true
			}
		} else {
			in.bindVar(p.name, vals[i], &save)
		}
	}
	for _, a := range f.autos {
		if a.array {
			in.bindArray(a.name, newArray(), false, &save)
			copies[a.name] = true
		} else {
			in.bindVar(a.name, zero(), &save)
		}
	}
	in.funcName = f.name
	in.retVal = zero()
	result := zero()
	for _, s := range f.body {
		if c := in.exec(s); c == ctlReturn {
			result = in.retVal
			break
		} else if c != ctlNone {
			break
		}
	}
	return result
}

// outWriter writes bc's output, breaking long numbers with a backslash
// at the line length, as GNU bc does.
type outWriter struct {
	w    io.Writer
	line int
	col  int
	buf  []byte
	err  error
}

func (o *outWriter) write(b []byte) {
	if o.err != nil {
		return
	}
	o.buf = append(o.buf, b...)
	if len(o.buf) >= 32*1024 {
		o.flushLine()
	}
}

// flushLine writes out what is buffered.
func (o *outWriter) flushLine() {
	if o.err != nil || len(o.buf) == 0 {
		return
	}
	_, o.err = o.w.Write(o.buf)
	o.buf = o.buf[:0]
}

// str writes a string (never broken).
func (o *outWriter) str(s string) {
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			o.col = 0
		} else {
			o.col++
		}
	}
	o.write([]byte(s))
}

// num writes a number, breaking it at the line length.
func (o *outWriter) num(s string) {
	for i := 0; i < len(s); i++ {
		ch := s[i]
		if ch == '\n' {
			o.col = 0
			o.write([]byte{ch})
			continue
		}
		o.col++
		if o.line != 0 && o.col == o.line-1 {
			o.write([]byte("\\\n"))
			o.col = 1
		}
		o.write([]byte{ch})
	}
}
