package awk

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/toolsinshell/tis/runtime/command"
)

// Bounds that keep a program from exhausting memory or the stack. A
// string, a record and the arrays together are bounded by the command's
// buffer limit (interp.maxStr).
const (
	maxCallDepth   = 10000
	maxArrayElems  = 2_000_000
	maxFields      = 1_000_000
	regexCacheSize = 256
)

// matchCost is what one match costs in the list gsub and gensub make of
// a string's matches.
const matchCost = 64

// elemCost is what an array element costs beside its key and value.
const elemCost = 64

// runtimeError is a fatal error while running a program; tooLarge marks
// a bound of the buffer limit.
type runtimeError struct {
	msg      string
	tooLarge bool
}

func (e *runtimeError) Error() string { return e.msg }

// ctxDone carries ctx.Err() out of a deep evaluation.
type ctxDone struct{ err error }

// ctrlPanic carries next, nextfile or exit out of a function call.
type ctrlPanic struct{ c ctrl }

type ctrl uint8

const (
	cNone ctrl = iota
	cBreak
	cContinue
	cNext
	cNextFile
	cExit
	cReturn
)

// cell is a variable: a scalar or an array.
type cell struct {
	v   value
	arr map[string]value
	// ref is the caller's untyped variable passed to a function: if the
	// function uses the parameter as an array, the array is created in
	// the caller's variable.
	ref *cell
}

type interp struct {
	ctx     context.Context
	done    <-chan struct{}
	prog    *Program
	call    *command.Call
	globals []cell
	frame   []cell
	depth   int

	out    *bufio.Writer
	sout   io.Writer // standard output, shared with the commands awk runs
	stderr io.Writer

	// The current record. fields[i] is $(i+1).
	record      string
	fields      []value
	nf          int
	fieldsValid bool
	recFS       string // FS in effect when the record was read
	nr, fnr     float64

	fs, ofs, ors, rs, subsep, convfmt, ofmt string

	// Main input.
	argIndex  int
	main      *recordReader
	mainClose io.Closer
	sawFile   bool
	mainDone  bool

	outputs map[string]*outFile
	inputs  map[string]*inFile
	seq     int   // counts redirections opened, for their closing order
	stopErr error // a command's stopping error met while closing

	regexCache  map[string]*regexp.Regexp
	rangeActive []bool
	exitStatus  int
	retVal      value
	rng         *rand.Rand
	seed        float64
	arrayElems  int

	// maxStr bounds a string or a record (the buffer limit; 0 in the
	// interp of a bare conversion: DefaultMaxBuffer).
	maxStr int
	// arrays counts the bytes the arrays hold against the buffer limit.
	arrays *command.Budget
	// heap watches what cannot be counted (strings kept in variables,
	// locals of deep recursions); nil in a bare conversion.
	heap *command.HeapWatch
}

// limit returns the bound on one string.
func (in *interp) limit() int {
	if in.maxStr > 0 {
		return in.maxStr
	}
	return int(command.DefaultMaxBuffer)
}

// tooLarge fails the program: what passed the buffer limit.
func (in *interp) tooLarge(what string) {
	err := &command.TooLargeError{What: what, Limit: int64(in.limit())}
	panic(&runtimeError{msg: err.Error(), tooLarge: true})
}

func (in *interp) fail(format string, args ...any) {
	panic(&runtimeError{msg: fmt.Sprintf(format, args...)})
}

// tick checks the context in loops and calls; a non-blocking receive on
// the done channel costs a few nanoseconds.
func (in *interp) tick() {
	select {
	case <-in.done:
		panic(ctxDone{in.ctx.Err()})
	default:
	}
	if in.heap != nil {
		if err := in.heap.Check(); err != nil {
			panic(&runtimeError{msg: err.Error(), tooLarge: true})
		}
	}
}

// ---- conversions

func (in *interp) toStr(v value) string {
	switch v.k {
	case kNum:
		return in.formatNum(v.n, in.convfmt)
	case kUninit:
		return ""
	}
	return v.s
}

func (in *interp) toOutStr(v value) string {
	if v.k == kNum {
		return in.formatNum(v.n, in.ofmt)
	}
	return in.toStr(v)
}

func (in *interp) checkLen(n int) {
	if n > in.limit() {
		err := &command.TooLargeError{What: "string", Limit: int64(in.limit())}
		panic(&runtimeError{msg: "string too long: " + err.Error(), tooLarge: true})
	}
}

// ---- variables

func (in *interp) cellOf(v *varExpr) *cell {
	if v.local {
		return &in.frame[v.idx]
	}
	return &in.globals[v.idx]
}

func (in *interp) getVar(v *varExpr) value {
	if !v.local && v.idx <= vFNR {
		switch v.idx {
		case vNR:
			return num(in.nr)
		case vFNR:
			return num(in.fnr)
		case vNF:
			in.ensureFields()
			return num(float64(in.nf))
		}
	}
	c := in.cellOf(v)
	if c.arr != nil {
		in.fail("attempt to use array `%s' in a scalar context", v.name)
	}
	return c.v
}

func (in *interp) setVar(v *varExpr, val value) {
	if val.k == kMaybe {
		val = val.resolve()
	}
	c := in.cellOf(v)
	if c.arr != nil {
		in.fail("attempt to use array `%s' in a scalar context", v.name)
	}
	if !v.local && v.idx < vENVIRON {
		in.setSpecial(v.idx, val)
		return
	}
	c.v = val
}

func (in *interp) setSpecial(idx int, val value) {
	c := &in.globals[idx]
	c.v = val
	switch idx {
	case vNR:
		in.nr = math.Trunc(val.toNum())
	case vFNR:
		in.fnr = math.Trunc(val.toNum())
	case vNF:
		in.setNF(val.toNum())
	case vFS:
		in.fs = in.toStr(val)
		if len(in.fs) > 1 {
			in.regex(in.fs)
		}
	case vOFS:
		in.ofs = in.toStr(val)
	case vORS:
		in.ors = in.toStr(val)
	case vRS:
		in.rs = in.toStr(val)
		if len(in.rs) > 1 {
			in.regex(in.rs)
		}
	case vSUBSEP:
		in.subsep = in.toStr(val)
	case vCONVFMT:
		in.convfmt = in.toStr(val)
	case vOFMT:
		in.ofmt = in.toStr(val)
	}
}

func (in *interp) arrayOf(c *cell, name string) map[string]value {
	if c.arr != nil {
		return c.arr
	}
	if c.ref != nil {
		c.arr = in.arrayOf(c.ref, name)
		return c.arr
	}
	if c.v.k != kUninit {
		in.fail("attempt to use scalar `%s' as an array", name)
	}
	c.arr = map[string]value{}
	return c.arr
}

func (in *interp) array(v *varExpr) map[string]value {
	return in.arrayOf(in.cellOf(v), v.name)
}

func (in *interp) key(index []expr) string {
	if len(index) == 1 {
		return in.toStr(in.eval(index[0]))
	}
	var b strings.Builder
	for i, e := range index {
		if i > 0 {
			b.WriteString(in.subsep)
		}
		b.WriteString(in.toStr(in.eval(e)))
	}
	in.checkLen(b.Len())
	return b.String()
}

// element returns a[k], creating it as awk does on reference.
func (in *interp) element(v *varExpr, k string) value {
	m := in.array(v)
	val, ok := m[k]
	if !ok {
		if !v.local && v.idx == vENVIRON {
			if s, found := in.env(k); found {
				val = input(s).resolve()
			}
		}
		in.setElem(m, k, val)
	}
	return val
}

func (in *interp) env(k string) (string, bool) {
	if in.call.Env == nil {
		return "", false
	}
	return in.call.Env(k)
}

func (in *interp) setElem(m map[string]value, k string, val value) {
	old, ok := m[k]
	if !ok {
		in.arrayElems++
		if in.arrayElems > maxArrayElems {
			in.fail("too many array elements (limit %d)", maxArrayElems)
		}
	}
	if val.k == kMaybe {
		val = val.resolve()
	}
	if in.arrays != nil {
		if ok {
			in.arrays.Release(len(old.s))
		} else {
			in.arrays.Add(len(k) + elemCost)
		}
		if in.arrays.Add(len(val.s)) != nil {
			in.tooLarge("array")
		}
	}
	m[k] = val
}

// dropElem deletes m[k], which exists.
func (in *interp) dropElem(m map[string]value, k string) {
	in.arrayElems--
	if in.arrays != nil {
		in.arrays.Release(len(k) + elemCost + len(m[k].s))
	}
	delete(m, k)
}

// clearArray deletes every element of m.
func (in *interp) clearArray(m map[string]value) {
	in.arrayElems -= len(m)
	if in.arrays != nil {
		for k, v := range m {
			in.arrays.Release(len(k) + elemCost + len(v.s))
		}
	}
	clear(m)
}

// ---- records and fields

func (in *interp) setRecord(s string) {
	in.record = s
	in.fieldsValid = false
	in.recFS = in.fs
}

func (in *interp) ensureFields() {
	if in.fieldsValid {
		return
	}
	in.fields = in.splitInto(in.fields[:0], in.record, in.recFS, nil, in.rs == "")
	in.nf = len(in.fields)
	in.fieldsValid = true
}

// splitInto splits s by the field separator fs (or by re when not nil)
// and appends the pieces to dst.
func (in *interp) splitInto(dst []value, s, fs string, re *regexp.Regexp, paragraph bool) []value {
	if s == "" {
		return dst
	}
	if re == nil {
		switch {
		case fs == " ":
			i := 0
			for {
				for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n') {
					i++
				}
				if i >= len(s) {
					return dst
				}
				j := i
				for j < len(s) && s[j] != ' ' && s[j] != '\t' && s[j] != '\n' {
					j++
				}
				dst = append(dst, input(s[i:j]))
				if len(dst) > maxFields {
					in.fail("too many fields (limit %d)", maxFields)
				}
				i = j
			}
		case fs == "":
			for _, r := range s {
				dst = append(dst, input(string(r)))
			}
			return dst
		case len(fs) == 1 && fs != "\\" && !paragraph:
			c := fs[0]
			for {
				i := strings.IndexByte(s, c)
				if i < 0 {
					return append(dst, input(s))
				}
				dst = append(dst, input(s[:i]))
				if len(dst) > maxFields {
					in.fail("too many fields (limit %d)", maxFields)
				}
				s = s[i+1:]
			}
		}
		src := fs
		if len(fs) == 1 {
			src = regexp.QuoteMeta(fs)
		} else if fs == "\\" {
			src = `\\`
		}
		if paragraph {
			src = "(" + src + ")|\n"
		}
		re = in.regex(src)
	}
	matches := re.FindAllStringIndex(s, -1)
	prev := 0
	for _, m := range matches {
		if m[1] == m[0] {
			continue
		}
		dst = append(dst, input(s[prev:m[0]]))
		if len(dst) > maxFields {
			in.fail("too many fields (limit %d)", maxFields)
		}
		prev = m[1]
	}
	return append(dst, input(s[prev:]))
}

func (in *interp) fieldIndex(e expr) int {
	f := in.eval(e).toNum()
	if f < 0 || math.IsNaN(f) {
		in.fail("attempt to access field %s", formatNum(f, "%.6g"))
	}
	if f > maxFields {
		in.fail("field index %s too large", formatNum(f, "%.6g"))
	}
	return int(f)
}

func (in *interp) getField(i int) value {
	if i == 0 {
		return input(in.record)
	}
	in.ensureFields()
	if i > in.nf {
		return input("")
	}
	return in.fields[i-1]
}

func (in *interp) setField(i int, v value) {
	if i == 0 {
		in.setRecord(in.toStr(v))
		return
	}
	in.ensureFields()
	for in.nf < i {
		in.fields = append(in.fields, input(""))
		in.nf++
	}
	if v.k == kNum {
		// Fields hold strings; a number assigned to a field keeps its
		// number-ness for comparisons.
		v = value{k: kStrNum, s: in.toStr(v), n: v.n}
	}
	in.fields[i-1] = v
	in.rebuild()
}

func (in *interp) setNF(f float64) {
	if f < 0 || math.IsNaN(f) {
		in.fail("NF set to negative value")
	}
	if f > maxFields {
		in.fail("NF too large")
	}
	n := int(f)
	in.ensureFields()
	for in.nf < n {
		in.fields = append(in.fields, input(""))
		in.nf++
	}
	in.fields = in.fields[:n]
	in.nf = n
	in.rebuild()
}

func (in *interp) rebuild() {
	var b strings.Builder
	for i := 0; i < in.nf; i++ {
		if i > 0 {
			b.WriteString(in.ofs)
		}
		b.WriteString(in.toStr(in.fields[i]))
		if b.Len() > in.limit() {
			in.checkLen(b.Len())
		}
	}
	in.record = b.String()
}

// ---- regexes

func (in *interp) regex(src string) *regexp.Regexp {
	if re, ok := in.regexCache[src]; ok {
		return re
	}
	re, err := compileRegex(src)
	if err != nil {
		in.fail("invalid regexp /%s/: %v", src, err)
	}
	if len(in.regexCache) >= regexCacheSize {
		clear(in.regexCache)
	}
	in.regexCache[src] = re
	return re
}

func (in *interp) regexOf(e expr) *regexp.Regexp {
	if r, ok := e.(*regexExpr); ok {
		return r.re
	}
	return in.regex(in.toStr(in.eval(e)))
}

// ---- statements

func (in *interp) execBlock(body []stmt) ctrl {
	for _, s := range body {
		if c := in.exec(s); c != cNone {
			return c
		}
	}
	return cNone
}

func (in *interp) exec(s stmt) ctrl {
	switch s := s.(type) {
	case *exprStmt:
		in.eval(s.e)
	case *printStmt:
		in.print(s)
	case *ifStmt:
		if in.eval(s.cond).toBool() {
			return in.execBlock(s.then)
		}
		return in.execBlock(s.els)
	case *whileStmt:
		for in.eval(s.cond).toBool() {
			in.tick()
			c := in.execBlock(s.body)
			if c == cBreak {
				break
			}
			if c != cNone && c != cContinue {
				return c
			}
		}
	case *doStmt:
		for {
			in.tick()
			c := in.execBlock(s.body)
			if c == cBreak {
				break
			}
			if c != cNone && c != cContinue {
				return c
			}
			if !in.eval(s.cond).toBool() {
				break
			}
		}
	case *forStmt:
		if s.init != nil {
			in.exec(s.init)
		}
		for s.cond == nil || in.eval(s.cond).toBool() {
			in.tick()
			c := in.execBlock(s.body)
			if c == cBreak {
				break
			}
			if c != cNone && c != cContinue {
				return c
			}
			if s.post != nil {
				in.exec(s.post)
			}
		}
	case *forInStmt:
		m := in.array(s.arr)
		for _, k := range sortedKeys(m) {
			in.tick()
			in.assignTo(s.key, input(k).resolve())
			c := in.execBlock(s.body)
			if c == cBreak {
				break
			}
			if c != cNone && c != cContinue {
				return c
			}
		}
	case *blockStmt:
		return in.execBlock(s.body)
	case *nextStmt:
		return cNext
	case *nextFileStmt:
		return cNextFile
	case *exitStmt:
		if s.e != nil {
			in.exitStatus = int(int64(in.eval(s.e).toNum())) & 0xff
		}
		return cExit
	case *returnStmt:
		if s.e != nil {
			v := in.eval(s.e)
			if ve, ok := s.e.(*varExpr); ok && in.cellOf(ve).arr != nil {
				in.fail("attempt to return array `%s'", ve.name)
			}
			in.retVal = v
		} else {
			in.retVal = value{}
		}
		return cReturn
	case *breakStmt:
		return cBreak
	case *continueStmt:
		return cContinue
	case *deleteStmt:
		m := in.array(s.arr)
		if s.index == nil {
			in.clearArray(m)
		} else {
			k := in.key(s.index)
			if _, ok := m[k]; ok {
				in.dropElem(m, k)
			}
		}
	case nil:
	default:
		in.fail("internal: unknown statement %T", s)
	}
	return cNone
}

// sortedKeys orders keys for for-in: numbers numerically first, then
// strings, so output is stable from run to run.
func sortedKeys(m map[string]value) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	type nk struct {
		k   string
		n   float64
		num bool
	}
	ks := make([]nk, len(keys))
	for i, k := range keys {
		f, ok := looksNumeric(k)
		ks[i] = nk{k, f, ok}
	}
	sortSlice(ks, func(a, b nk) bool {
		if a.num != b.num {
			return a.num
		}
		if a.num && a.n != b.n {
			return a.n < b.n
		}
		return a.k < b.k
	})
	for i := range ks {
		keys[i] = ks[i].k
	}
	return keys
}

// ---- expressions

func (in *interp) eval(e expr) value {
	switch e := e.(type) {
	case *constExpr:
		return e.v
	case *varExpr:
		return in.getVar(e)
	case *fieldExpr:
		return in.getField(in.fieldIndex(e.index))
	case *indexExpr:
		return in.element(e.arr, in.key(e.index))
	case *assignExpr:
		return in.assign(e)
	case *condExpr:
		if in.eval(e.c).toBool() {
			return in.eval(e.a)
		}
		return in.eval(e.b)
	case *binaryExpr:
		return in.binary(e)
	case *matchExpr:
		s := in.toStr(in.eval(e.l))
		re := in.regexOf(e.re)
		return boolNum(re.MatchString(s) != e.neg)
	case *regexExpr:
		return boolNum(e.re.MatchString(in.record))
	case *unaryExpr:
		v := in.eval(e.e)
		switch e.op {
		case tNot:
			return boolNum(!v.toBool())
		case opNeg:
			return num(-v.toNum())
		default:
			return num(v.toNum())
		}
	case *incrExpr:
		old := in.eval(e.lhs).toNum()
		n := old + 1
		if e.op == tDecr {
			n = old - 1
		}
		in.assignTo(e.lhs, num(n))
		if e.pre {
			return num(n)
		}
		return num(old)
	case *inExpr:
		m := in.array(e.arr)
		k := in.key(e.index)
		_, ok := m[k]
		if !ok && !e.arr.local && e.arr.idx == vENVIRON {
			if s, found := in.env(k); found {
				in.setElem(m, k, input(s))
				ok = true
			}
		}
		return boolNum(ok)
	case *builtinExpr:
		return in.builtin(e)
	case *callExpr:
		return in.callUser(e)
	case *getlineExpr:
		return in.getline(e)
	case *groupExpr:
		return in.eval(e.e)
	}
	in.fail("internal: unknown expression %T", e)
	return value{}
}

func (in *interp) assign(e *assignExpr) value {
	if e.op == tAssign {
		v := in.eval(e.rhs)
		if v.k == kMaybe {
			v = v.resolve()
		}
		if ve, ok := e.rhs.(*varExpr); ok && in.cellOf(ve).arr != nil {
			in.fail("attempt to use array `%s' in a scalar context", ve.name)
		}
		in.assignTo(e.lhs, v)
		return v
	}
	// Compound: evaluate the target's index once.
	switch l := e.lhs.(type) {
	case *indexExpr:
		k := in.key(l.index)
		old := in.element(l.arr, k)
		v := in.arith(compoundOp(e.op), old, in.eval(e.rhs))
		in.setElem(in.array(l.arr), k, v)
		return v
	case *fieldExpr:
		i := in.fieldIndex(l.index)
		old := in.getField(i)
		v := in.arith(compoundOp(e.op), old, in.eval(e.rhs))
		in.setField(i, v)
		return v
	}
	old := in.eval(e.lhs)
	v := in.arith(compoundOp(e.op), old, in.eval(e.rhs))
	in.assignTo(e.lhs, v)
	return v
}

func compoundOp(op tok) tok {
	switch op {
	case tAddAssign:
		return tPlus
	case tSubAssign:
		return tMinus
	case tMulAssign:
		return tStar
	case tDivAssign:
		return tSlash
	case tModAssign:
		return tPercent
	}
	return tPow
}

func (in *interp) assignTo(lhs expr, v value) {
	switch l := lhs.(type) {
	case *varExpr:
		in.setVar(l, v)
	case *indexExpr:
		in.setElem(in.array(l.arr), in.key(l.index), v)
	case *fieldExpr:
		in.setField(in.fieldIndex(l.index), v)
	case *groupExpr:
		in.assignTo(l.e, v)
	default:
		// Not an lvalue (sub on a constant): nothing to store.
	}
}

func (in *interp) binary(e *binaryExpr) value {
	switch e.op {
	case tAnd:
		return boolNum(in.eval(e.l).toBool() && in.eval(e.r).toBool())
	case tOr:
		return boolNum(in.eval(e.l).toBool() || in.eval(e.r).toBool())
	case opConcat:
		l := in.toStr(in.eval(e.l))
		r := in.toStr(in.eval(e.r))
		in.checkLen(len(l) + len(r))
		return str(l + r)
	case tLT, tLE, tGT, tGE, tEQ, tNE:
		c := in.compare(in.eval(e.l), in.eval(e.r))
		switch e.op {
		case tLT:
			return boolNum(c < 0)
		case tLE:
			return boolNum(c <= 0)
		case tGT:
			return boolNum(c > 0)
		case tGE:
			return boolNum(c >= 0)
		case tEQ:
			return boolNum(c == 0)
		}
		return boolNum(c != 0)
	}
	return in.arith(e.op, in.eval(e.l), in.eval(e.r))
}

func (in *interp) arith(op tok, a, b value) value {
	x, y := a.toNum(), b.toNum()
	switch op {
	case tPlus:
		return num(x + y)
	case tMinus:
		return num(x - y)
	case tStar:
		return num(x * y)
	case tSlash:
		if y == 0 {
			in.fail("division by zero attempted")
		}
		return num(x / y)
	case tPercent:
		if y == 0 {
			in.fail("division by zero attempted in `%%'")
		}
		return num(math.Mod(x, y))
	case tPow:
		return num(pow(x, y))
	}
	in.fail("internal: bad operator")
	return value{}
}

func pow(x, y float64) float64 {
	if y == math.Trunc(y) && y >= 0 && y <= 1024 {
		r := 1.0
		n := int(y)
		b := x
		for n > 0 {
			if n&1 == 1 {
				r *= b
			}
			b *= b
			n >>= 1
		}
		return r
	}
	return math.Pow(x, y)
}

// ---- functions

func (in *interp) callUser(e *callExpr) value {
	f := e.fn
	in.tick()
	if in.depth >= maxCallDepth {
		in.fail("function call nesting too deep (limit %d)", maxCallDepth)
	}
	locals := make([]cell, len(f.params))
	passed := make([]bool, len(f.params)) // an array of the caller's
	for i, a := range e.args {
		if v, ok := a.(*varExpr); ok && (v.local || v.idx > vFNR) {
			c := in.cellOf(v)
			switch {
			case c.arr != nil:
				locals[i].arr = c.arr
				passed[i] = true
			case c.v.k == kUninit:
				locals[i].ref = c
			default:
				locals[i].v = c.v
			}
			continue
		}
		v := in.eval(a)
		if v.k == kMaybe {
			v = v.resolve()
		}
		locals[i].v = v
	}
	saved := in.frame
	in.frame = locals
	in.depth++
	c := in.execBlock(f.body)
	in.frame = saved
	in.depth--
	for i := range locals {
		// The arrays the call made for itself end with it.
		if l := &locals[i]; l.arr != nil && l.ref == nil && !passed[i] {
			in.clearArray(l.arr)
		}
	}
	switch c {
	case cReturn:
		r := in.retVal
		in.retVal = value{}
		return r
	case cNext, cNextFile, cExit:
		panic(ctrlPanic{c})
	}
	return value{}
}

// ---- output

func (in *interp) print(s *printStmt) {
	var out string
	if s.printf {
		args := make([]value, len(s.args)-1)
		for i, a := range s.args[1:] {
			args[i] = in.eval(a)
		}
		out = in.sprintf(in.toStr(in.eval(s.args[0])), args)
	} else if len(s.args) == 0 {
		out = in.record + in.ors
	} else {
		var b strings.Builder
		for i, a := range s.args {
			if i > 0 {
				b.WriteString(in.ofs)
			}
			b.WriteString(in.toOutStr(in.eval(a)))
			if b.Len() > in.limit() {
				in.checkLen(b.Len())
			}
		}
		b.WriteString(in.ors)
		out = b.String()
	}
	w := in.writer(s)
	if _, err := io.WriteString(w, out); err != nil {
		in.writeFailed(s, w, err)
	}
}

// ---- lengths and runes

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

func runeLen(s string) int {
	if isASCII(s) {
		return len(s)
	}
	return utf8.RuneCountInString(s)
}

// byteOffset returns the byte offset of the n-th rune (0-based) of s.
func byteOffset(s string, n int) int {
	if n <= 0 {
		return 0
	}
	i := 0
	for j := range s {
		if i == n {
			return j
		}
		i++
	}
	return len(s)
}

func itoa(n int) string { return strconv.Itoa(n) }
