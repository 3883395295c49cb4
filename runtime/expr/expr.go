// Package expr is the sandbox's expr: GNU expr's grammar (| & = != < <=
// > >= + - * / % : match substr index length, + to quote a token, and
// parentheses), arbitrary-precision integers as GNU's (built with GMP),
// POSIX basic regular expressions for : and match, and GNU's exit
// statuses: 0 when the result is neither null nor 0, 1 when it is, 2 for
// a syntax or usage error, 3 for any other error.
package expr

import (
	"context"
	"fmt"
	"io"
	"math/big"
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/regex"
)

// Exit statuses of expr.
const (
	// StatusInvalid is a syntax error or an invalid argument.
	StatusInvalid = 2
	// StatusFailure is any other error.
	StatusFailure = 3
)

// Error is an evaluation failure with expr's message and exit status.
type Error struct {
	Status int
	Msg    string
}

func (e *Error) Error() string { return e.Msg }

// Value is a result: an integer when Int is not nil, else the string S.
type Value struct {
	Int *big.Int
	S   string
}

// String returns the value as expr prints it.
func (v Value) String() string {
	if v.Int != nil {
		return v.Int.String()
	}
	return v.S
}

// Null reports whether v is null: the empty string, or a zero (a string
// of zeros with an optional leading minus sign counts).
func (v Value) Null() bool {
	if v.Int != nil {
		return v.Int.Sign() == 0
	}
	s := strings.TrimPrefix(v.S, "-")
	if v.S == "" {
		return true
	}
	return strings.Trim(s, "0") == "" && s != ""
}

// Options change how Eval works.
type Options struct {
	// UTF8 counts characters (the lengths of length, substr, index and
	// :) as UTF-8 characters; false counts bytes, as in the C locale.
	UTF8 bool
	// MaxDigits bounds the decimal digits of an integer operand of
	// arithmetic and of its result (comparisons read no number); 0 means
	// no bound.
	MaxDigits int64
}

func looksLikeInteger(s string) bool {
	s = strings.TrimPrefix(s, "-")
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

func quote(s string) string {
	if strings.Contains(s, "'") {
		return `"` + s + `"`
	}
	return "'" + s + "'"
}

// maxDepth bounds the nesting of parentheses and keywords, so that no
// input exhausts the stack.
const maxDepth = 10000

// parser is one evaluation over the arguments.
type parser struct {
	args  []string
	pos   int
	o     Options
	depth int
}

func (p *parser) enter() {
	if p.depth++; p.depth > maxDepth {
		p.fail(StatusInvalid, "syntax error: expression nested more than %d deep", maxDepth)
	}
}

func (p *parser) fail(status int, format string, a ...any) {
	panic(&Error{Status: status, Msg: fmt.Sprintf(format, a...)})
}

func (p *parser) more() bool { return p.pos < len(p.args) }

func (p *parser) next(s string) bool {
	if p.pos < len(p.args) && p.args[p.pos] == s {
		p.pos++
		return true
	}
	return false
}

func (p *parser) requireMore() {
	if !p.more() {
		p.fail(StatusInvalid, "syntax error: missing argument after %s", quote(p.args[p.pos-1]))
	}
}

// Eval evaluates the expression args. Errors are *Error.
func Eval(args []string, o Options) (v Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			e, ok := r.(*Error)
			if !ok {
				panic(r)
			}
			err = e
		}
	}()
	if len(args) == 0 {
		return Value{}, &Error{Status: StatusInvalid, Msg: "missing operand"}
	}
	p := &parser{args: args, o: o}
	v = p.or(true)
	if p.more() {
		p.fail(StatusInvalid, "syntax error: unexpected argument %s", quote(p.args[p.pos]))
	}
	return v, nil
}

// MaxDigits is the most digits the expr command lets an operand or a
// result of arithmetic have: math/big cannot be interrupted, and reading
// a number of 8 million digits takes it seconds (100,000: some 90 ms).
const MaxDigits = 100_000

func (p *parser) toInt(v *Value) bool {
	if v.Int != nil {
		return true
	}
	if !looksLikeInteger(v.S) {
		return false
	}
	if p.o.MaxDigits > 0 && int64(len(v.S)) > p.o.MaxDigits+1 {
		p.fail(StatusFailure, "number too large: more than %d digits", p.o.MaxDigits)
	}
	n, ok := new(big.Int).SetString(v.S, 10)
	if !ok {
		return false
	}
	v.Int = n
	return true
}

func (p *parser) checkSize(n *big.Int) {
	if p.o.MaxDigits > 0 && int64(n.BitLen())*3/10 > p.o.MaxDigits {
		p.fail(StatusFailure, "result too large: more than %d digits", p.o.MaxDigits)
	}
}

// compareIntegers compares two integers written in decimal (as
// looksLikeInteger accepts them) by their text, which takes no time to
// read however long they are: by sign, then length without leading
// zeros, then digits.
func compareIntegers(a, b string) int {
	sign := func(s string) (int, string) {
		neg := false
		switch {
		case strings.HasPrefix(s, "-"):
			neg, s = true, s[1:]
		case strings.HasPrefix(s, "+"):
			s = s[1:]
		}
		s = strings.TrimLeft(s, "0")
		switch {
		case s == "":
			return 0, s
		case neg:
			return -1, s
		}
		return 1, s
	}
	sa, da := sign(a)
	sb, db := sign(b)
	if sa != sb {
		return cmpInt(sa, sb)
	}
	c := cmpInt(len(da), len(db))
	if c == 0 {
		c = strings.Compare(da, db)
	}
	return c * sa
}

func cmpInt(a, b int) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

func intValue(n int64) Value { return Value{Int: big.NewInt(n)} }

func (p *parser) or(eval bool) Value {
	l := p.and(eval)
	for p.next("|") {
		r := p.and(eval && l.Null())
		if l.Null() {
			l = r
			if l.Null() {
				l = intValue(0)
			}
		}
	}
	return l
}

func (p *parser) and(eval bool) Value {
	l := p.compare(eval)
	for p.next("&") {
		r := p.compare(eval && !l.Null())
		if l.Null() || r.Null() {
			l = intValue(0)
		}
	}
	return l
}

func (p *parser) compare(eval bool) Value {
	l := p.sum(eval)
	for {
		var op string
		for _, o := range []string{"<", "<=", "=", "==", "!=", ">=", ">"} {
			if p.next(o) {
				op = o
				break
			}
		}
		if op == "" {
			return l
		}
		r := p.sum(eval)
		val := false
		if eval {
			ls, rs := l.String(), r.String()
			var cmp int
			if looksLikeInteger(ls) && looksLikeInteger(rs) {
				cmp = compareIntegers(ls, rs)
			} else {
				cmp = strings.Compare(ls, rs)
			}
			switch op {
			case "<":
				val = cmp < 0
			case "<=":
				val = cmp <= 0
			case "=", "==":
				val = cmp == 0
			case "!=":
				val = cmp != 0
			case ">=":
				val = cmp >= 0
			case ">":
				val = cmp > 0
			}
		}
		if val {
			l = intValue(1)
		} else {
			l = intValue(0)
		}
	}
}

func (p *parser) sum(eval bool) Value {
	l := p.product(eval)
	for {
		var op string
		switch {
		case p.next("+"):
			op = "+"
		case p.next("-"):
			op = "-"
		default:
			return l
		}
		r := p.product(eval)
		if eval {
			if !p.toInt(&l) || !p.toInt(&r) {
				p.fail(StatusInvalid, "non-integer argument")
			}
			n := new(big.Int)
			if op == "+" {
				n.Add(l.Int, r.Int)
			} else {
				n.Sub(l.Int, r.Int)
			}
			p.checkSize(n)
			l = Value{Int: n}
		}
	}
}

func (p *parser) product(eval bool) Value {
	l := p.colon(eval)
	for {
		var op string
		switch {
		case p.next("*"):
			op = "*"
		case p.next("/"):
			op = "/"
		case p.next("%"):
			op = "%"
		default:
			return l
		}
		r := p.colon(eval)
		if eval {
			if !p.toInt(&l) || !p.toInt(&r) {
				p.fail(StatusInvalid, "non-integer argument")
			}
			if op != "*" && r.Int.Sign() == 0 {
				p.fail(StatusInvalid, "division by zero")
			}
			if op == "*" && p.o.MaxDigits > 0 && int64(l.Int.BitLen()+r.Int.BitLen())*3/10 > p.o.MaxDigits+1 {
				p.fail(StatusFailure, "result too large: more than %d digits", p.o.MaxDigits)
			}
			n := new(big.Int)
			switch op {
			case "*":
				n.Mul(l.Int, r.Int)
			case "/":
				n.Quo(l.Int, r.Int)
			default:
				n.Rem(l.Int, r.Int)
			}
			p.checkSize(n)
			l = Value{Int: n}
		}
	}
}

func (p *parser) colon(eval bool) Value {
	l := p.unary(eval)
	for p.next(":") {
		r := p.unary(eval)
		if eval {
			l = p.match(l, r)
		}
	}
	return l
}

// match is the : operator: the pattern anchored at the start of the
// string; the first \( \) group's text, or the length matched.
func (p *parser) match(sv, pv Value) Value {
	pat := pv.String()
	tr, err := regex.Translate(pat, regex.Options{})
	if err != nil {
		if strings.HasSuffix(pat, "[") && !strings.HasSuffix(pat, "\\[") {
			// glibc's word for a pattern that ends in an open bracket.
			p.fail(StatusInvalid, "Invalid regular expression")
		}
		p.fail(StatusInvalid, "%v", err)
	}
	re, err := regexp.Compile("(?s)^(?:" + tr + ")")
	if err != nil {
		p.fail(StatusInvalid, "Invalid regular expression")
	}
	re.Longest()
	s := sv.String()
	m := re.FindStringSubmatchIndex(s)
	groups := re.NumSubexp() > 0
	switch {
	case m == nil && groups:
		return Value{S: ""}
	case m == nil:
		return intValue(0)
	case groups:
		if m[2] < 0 {
			return Value{S: ""}
		}
		return Value{S: s[m[2]:m[3]]}
	}
	return intValue(int64(p.count(s[:m[1]])))
}

// count is the length of s in characters (or bytes).
func (p *parser) count(s string) int {
	if p.o.UTF8 {
		return utf8.RuneCountInString(s)
	}
	return len(s)
}

// chars splits s into characters (UTF-8 ones, or bytes).
func (p *parser) chars(s string) []string {
	var out []string
	for len(s) > 0 {
		n := 1
		if p.o.UTF8 {
			_, n = utf8.DecodeRuneInString(s)
		}
		out = append(out, s[:n])
		s = s[n:]
	}
	return out
}

func (p *parser) unary(eval bool) Value {
	p.enter()
	defer func() { p.depth-- }()
	switch {
	case p.next("+"):
		p.requireMore()
		p.pos++
		return Value{S: p.args[p.pos-1]}
	case p.next("length"):
		r := p.unary(eval)
		return intValue(int64(p.count(r.String())))
	case p.next("match"):
		l := p.unary(eval)
		r := p.unary(eval)
		if eval {
			return p.match(l, r)
		}
		return l
	case p.next("index"):
		l := p.unary(eval)
		r := p.unary(eval)
		set := p.chars(r.String())
		for i, ch := range p.chars(l.String()) {
			for _, c := range set {
				if c == ch {
					return intValue(int64(i + 1))
				}
			}
		}
		return intValue(0)
	case p.next("substr"):
		l := p.unary(eval)
		i1 := p.unary(eval)
		i2 := p.unary(eval)
		if !p.toInt(&i1) || !p.toInt(&i2) {
			return Value{S: ""}
		}
		chars := p.chars(l.String())
		pos, n := i1.Int, i2.Int
		if pos.Sign() <= 0 || n.Sign() <= 0 || !pos.IsInt64() || pos.Int64() > int64(len(chars)) {
			return Value{S: ""}
		}
		start := pos.Int64() - 1
		end := int64(len(chars))
		if n.IsInt64() && start+n.Int64() < end {
			end = start + n.Int64()
		}
		return Value{S: strings.Join(chars[start:end], "")}
	}
	return p.primary(eval)
}

func (p *parser) primary(eval bool) Value {
	p.requireMore()
	if p.next("(") {
		v := p.or(eval)
		if !p.more() {
			p.fail(StatusInvalid, "syntax error: expecting ')' after %s", quote(p.args[p.pos-1]))
		}
		if !p.next(")") {
			p.fail(StatusInvalid, "syntax error: expecting ')' instead of %s", quote(p.args[p.pos]))
		}
		return v
	}
	if p.next(")") {
		p.fail(StatusInvalid, "syntax error: unexpected ')'")
	}
	p.pos++
	return Value{S: p.args[p.pos-1]}
}

// utf8Locale reports whether the locale of c's environment (LC_ALL,
// LC_CTYPE, LANG) is a UTF-8 one.
func utf8Locale(c *command.Call) bool {
	for _, v := range []string{"LC_ALL", "LC_CTYPE", "LANG"} {
		if l := strings.ToLower(c.Getenv(v)); l != "" {
			return strings.Contains(l, "utf-8") || strings.Contains(l, "utf8")
		}
	}
	return false
}

// Command is the expr command: expr EXPRESSION... prints the value of
// the expression and exits 0, 1 (null or 0), 2 (invalid) or 3 (error).
// Its only option is "--", as GNU's; a word like --foo is an operand.
func Command(ctx context.Context, c *command.Call) error {
	args := c.Args
	if len(args) > 0 && args[0] == "--" {
		args = args[1:]
	}
	if len(args) == 0 {
		fmt.Fprintf(c.Stderr, "%s: missing operand\nTry '%s --help' for more information.\n", c.Name, c.Name)
		return command.Status(StatusInvalid)
	}
	v, err := Eval(args, Options{UTF8: utf8Locale(c), MaxDigits: min(c.BufferLimit(), MaxDigits)})
	if err != nil {
		e := err.(*Error)
		return c.Fail(e.Status, "%s", e.Msg)
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	if _, err := io.WriteString(c.Stdout, v.String()+"\n"); err != nil {
		return c.Fail(StatusFailure, "write error: %v", err)
	}
	if v.Null() {
		return command.Status(1)
	}
	return nil
}
