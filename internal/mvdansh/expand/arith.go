// Copyright (c) 2017, Daniel Martí <mvdan@mvdan.cc>
// See LICENSE for licensing information

package expand

import (
	"fmt"
	"strconv"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// TODO(v4): the arithmetic APIs should return int64 for portability with 32-bit systems,
// even if Bash only supports native int sizes.

// ArithmError is an arithmetic expression bash refuses when it evaluates
// it: a syntax error in the text of an expansion or of a variable's value,
// an invalid number, a division by zero, recursion too deep. (tis)
type ArithmError struct {
	Expr string // the expression, as far as it is known
	Msg  string
}

func (e *ArithmError) Error() string {
	if e.Expr == "" {
		return e.Msg
	}
	return e.Expr + ": " + e.Msg
}

// maxArithmDepth bounds how deeply variables whose values are expressions
// are evaluated, as bash's "expression recursion level exceeded". (tis)
const maxArithmDepth = 1024

// Arithm evaluates an arithmetic expression as bash does.
//
// tis: an expression whose operands hold expansions ($x, "...", $(...))
// is evaluated as bash does, on its text: the expansions are put in the
// text, which is then parsed and evaluated ($(( $x * 3 )) with x='1 + 2'
// is 1 + 2 * 3); a variable whose value is not a number is evaluated as an
// expression (x='1 + 2'; $(( x * 3 )) is 9). Upstream read such values as
// numbers, 0 when they were not.
func Arithm(cfg *Config, expr syntax.ArithmExpr) (int, error) {
	if !cfg.arithmDynamic(expr) {
		return cfg.arithm(expr)
	}
	var sb strings.Builder
	if err := cfg.arithmText(&sb, expr); err != nil {
		return 0, err
	}
	return cfg.arithmString(sb.String())
}

// arithmDynamic reports whether expr has an operand with an expansion or
// quotes, which bash evaluates on the text (see Arithm). An array element
// (a[i]) is an operand of its own, dynamic only by its index; an element
// of an associative array never is, its key is a word (A['k']). (tis)
func (cfg *Config) arithmDynamic(expr syntax.ArithmExpr) bool {
	switch expr := expr.(type) {
	case *syntax.Word:
		for _, part := range expr.Parts {
			switch part := part.(type) {
			case *syntax.Lit:
			case *syntax.ParamExp:
				if part.Dollar.IsValid() || !part.Short {
					return true
				}
				if part.Index != nil && cfg.arithmDynamic(part.Index) && !cfg.assocParam(part) {
					return true
				}
			default:
				return true
			}
		}
	case *syntax.ParenArithm:
		return cfg.arithmDynamic(expr.X)
	case *syntax.UnaryArithm:
		return cfg.arithmDynamic(expr.X)
	case *syntax.BinaryArithm:
		return cfg.arithmDynamic(expr.X) || cfg.arithmDynamic(expr.Y)
	}
	return false
}

// assocParam reports whether pe names an associative array (through a
// name reference too). (tis)
func (cfg *Config) assocParam(pe *syntax.ParamExp) bool {
	if pe.Param == nil || cfg.Env == nil {
		return false
	}
	_, vr := cfg.Env.Get(pe.Param.Value).Resolve(cfg.Env)
	return vr.Kind == Associative
}

// arithmText writes the text of expr with its expansions done, as bash
// sees an expression once expanded. (tis)
func (cfg *Config) arithmText(sb *strings.Builder, expr syntax.ArithmExpr) error {
	switch expr := expr.(type) {
	case *syntax.Word:
		if len(expr.Parts) == 1 {
			if pe, ok := expr.Parts[0].(*syntax.ParamExp); ok && !pe.Dollar.IsValid() && pe.Short && pe.Param != nil {
				sb.WriteString(pe.Param.Value)
				if pe.Index != nil {
					sb.WriteByte('[')
					if err := cfg.arithmText(sb, pe.Index); err != nil {
						return err
					}
					sb.WriteByte(']')
				}
				return nil
			}
		}
		for _, part := range expr.Parts {
			if sq, ok := part.(*syntax.SglQuoted); ok && !sq.Dollar {
				// bash keeps single quotes in an expression, which then
				// cannot be parsed.
				return &ArithmError{Expr: "'" + sq.Value + "'", Msg: "syntax error: operand expected"}
			}
		}
		s, err := Literal(cfg, expr)
		if err != nil {
			return err
		}
		sb.WriteString(s)
	case *syntax.ParenArithm:
		sb.WriteByte('(')
		if err := cfg.arithmText(sb, expr.X); err != nil {
			return err
		}
		sb.WriteByte(')')
	case *syntax.UnaryArithm:
		if expr.Post {
			if err := cfg.arithmText(sb, expr.X); err != nil {
				return err
			}
			sb.WriteString(expr.Op.String())
			return nil
		}
		sb.WriteString(expr.Op.String())
		if expr.Op != syntax.Inc && expr.Op != syntax.Dec {
			sb.WriteByte(' ')
		}
		return cfg.arithmText(sb, expr.X)
	case *syntax.BinaryArithm:
		if err := cfg.arithmText(sb, expr.X); err != nil {
			return err
		}
		sb.WriteString(" " + expr.Op.String() + " ")
		return cfg.arithmText(sb, expr.Y)
	default:
		return &ArithmError{Msg: "unsupported arithmetic expression"}
	}
	return nil
}

// arithmString parses and evaluates the text of an expression, as bash
// does with a variable's value or an expanded expression; blank text is
// 0. (tis)
func (cfg *Config) arithmString(text string) (int, error) {
	if strings.TrimSpace(text) == "" {
		return 0, nil
	}
	if cfg.arithDepth >= maxArithmDepth {
		return 0, &ArithmError{Expr: text, Msg: "expression recursion level exceeded"}
	}
	if cfg.MaxBytes > 0 && int64(len(text)) > cfg.MaxBytes {
		return 0, &TooLargeError{What: "arithmetic expression", Max: cfg.MaxBytes}
	}
	expr, err := syntax.NewParser().Arithmetic(strings.NewReader(text))
	if err == nil && expr != nil && int(expr.End().Offset()) < len(strings.TrimRight(text, " \t\n")) {
		err = fmt.Errorf("unexpected text") // the parser stops at "12 34"'s blank
	}
	if err != nil || expr == nil {
		return 0, &ArithmError{Expr: strings.TrimSpace(text), Msg: "syntax error in expression"}
	}
	if w, ok := expr.(*syntax.Word); ok && w.Lit() != "" && strings.TrimSpace(text) == w.Lit() {
		// One operand that is neither a number nor a name: "08",
		// "1a", "3#9".
		if _, ok := arithConst(w.Lit()); !ok && !syntax.ValidName(w.Lit()) {
			return 0, &ArithmError{Expr: w.Lit(), Msg: "value too great for base"}
		}
	}
	cfg.arithDepth++
	defer func() { cfg.arithDepth-- }()
	return Arithm(cfg, expr)
}

// ArithmValue evaluates a string as bash does an operand of [[ a -eq b ]]:
// a number, a variable's name (its value evaluated in turn), or an
// expression. (tis)
func ArithmValue(cfg *Config, s string) (int, error) {
	return cfg.arithmValue(s)
}

// arithmValue is the number of a variable's value, or of the text of an
// operand: a number, a variable's name (followed), or an expression. (tis)
func (cfg *Config) arithmValue(str string) (int, error) {
	str = strings.TrimSpace(str)
	if str == "" {
		return 0, nil
	}
	if n, ok := arithConst(str); ok {
		return int(n), nil
	}
	if syntax.ValidName(str) {
		vr := cfg.Env.Get(str)
		if n, v := vr.Resolve(cfg.Env); n != "" {
			vr = v
		}
		if cfg.NoUnset && !vr.IsSet() {
			return 0, UnsetParameterError{
				Node:    &syntax.ParamExp{Param: &syntax.Lit{Value: str}},
				Message: "unbound variable",
			}
		}
		val := vr.String()
		if vr.Kind == Associative {
			val = vr.Map["0"]
		}
		if cfg.arithDepth >= maxArithmDepth {
			return 0, &ArithmError{Expr: str, Msg: "expression recursion level exceeded"}
		}
		cfg.arithDepth++
		defer func() { cfg.arithDepth-- }()
		return cfg.arithmValue(val)
	}
	return cfg.arithmString(str)
}

// arithConst reads an integer constant as bash does: decimal, octal with
// a leading 0, hexadecimal with 0x, BASE#DIGITS; ok is false for anything
// else. (tis)
func arithConst(s string) (int64, bool) {
	if s == "" {
		return 0, false
	}
	base := int64(10)
	switch {
	case len(s) > 2 && (s[:2] == "0x" || s[:2] == "0X"):
		base, s = 16, s[2:]
	case len(s) > 1 && s[0] == '0':
		base, s = 8, s[1:]
	default:
		if b, digits, ok := strings.Cut(s, "#"); ok {
			n, err := strconv.ParseInt(b, 10, 64)
			if err != nil || n < 2 || n > 64 || digits == "" {
				return 0, false
			}
			base, s = n, digits
		}
	}
	var n int64
	for i := range len(s) {
		var d int64
		switch c := s[i]; {
		case c >= '0' && c <= '9':
			d = int64(c - '0')
		case c >= 'a' && c <= 'z':
			d = int64(c-'a') + 10
		case c >= 'A' && c <= 'Z':
			d = int64(c - 'A')
			if base > 36 {
				d += 36
			} else {
				d += 10
			}
		case c == '@':
			d = 62
		case c == '_':
			d = 63
		default:
			return 0, false
		}
		if d >= base {
			return 0, false
		}
		n = n*base + d
	}
	return n, true
}

// lvalue is what an assignment in an expression assigns to: a variable
// or an element of an array, with its value. (tis: upstream took the
// text of any operand as a variable's name.)
func (cfg *Config) lvalue(x syntax.ArithmExpr) (name string, index syntax.ArithmExpr, err error) {
	w, ok := x.(*syntax.Word)
	if ok && len(w.Parts) == 1 {
		switch part := w.Parts[0].(type) {
		case *syntax.Lit:
			if syntax.ValidName(part.Value) {
				return part.Value, nil, nil
			}
		case *syntax.ParamExp:
			if !part.Dollar.IsValid() && part.Short && part.Param != nil && part.Index != nil && syntax.ValidName(part.Param.Value) { // tis: not 1[2]
				return part.Param.Value, part.Index, nil
			}
		}
	}
	var sb strings.Builder
	cfg.arithmText(&sb, x)
	return "", nil, &ArithmError{Expr: sb.String(), Msg: "attempted assignment to non-variable"}
}

// getLvalue is the number an lvalue holds. (tis)
func (cfg *Config) getLvalue(x syntax.ArithmExpr, name string, index syntax.ArithmExpr) (int64, error) {
	if index == nil {
		n, err := cfg.arithmValue(name)
		return int64(n), err
	}
	str, err := Literal(cfg, x.(*syntax.Word))
	if err != nil {
		return 0, err
	}
	n, err := cfg.arithmValue(str)
	return int64(n), err
}

// setLvalue assigns to an lvalue. (tis)
func (cfg *Config) setLvalue(name string, index syntax.ArithmExpr, val int64) error {
	vr := cfg.Env.Get(name)
	if n, v := vr.Resolve(cfg.Env); n != "" {
		name, vr = n, v
	}
	if index == nil && vr.Kind != Indexed && vr.Kind != Associative {
		return cfg.envSet(name, strconv.FormatInt(val, 10))
	}
	// An array's name alone is its element 0 (key "0"), as in bash.
	return cfg.assignElem(name, vr, index, strconv.FormatInt(val, 10))
}

// arithm evaluates expr, whose operands hold no expansion.
func (cfg *Config) arithm(expr syntax.ArithmExpr) (int, error) {
	switch expr := expr.(type) {
	case *syntax.Word:
		// tis: a number, a variable (its value evaluated as bash
		// does), or an array element.
		if lit := expr.Lit(); lit == "LINENO" {
			// tis: a bare LINENO is the line, as $LINENO.
			if cfg.TrapLine > 0 {
				return int(cfg.TrapLine), nil
			}
			return int(expr.Pos().Line()), nil
		} else if lit != "" {
			return cfg.arithmValue(lit)
		}
		str, err := Literal(cfg, expr)
		if err != nil {
			return 0, err
		}
		return cfg.arithmValue(str)
	case *syntax.ParenArithm:
		return cfg.arithm(expr.X)
	case *syntax.UnaryArithm:
		switch expr.Op {
		case syntax.Inc, syntax.Dec:
			name, index, err := cfg.lvalue(expr.X)
			if err != nil {
				return 0, err
			}
			old, err := cfg.getLvalue(expr.X, name, index)
			if err != nil {
				return 0, err
			}
			val := old
			if expr.Op == syntax.Inc {
				val++
			} else {
				val--
			}
			if err := cfg.setLvalue(name, index, val); err != nil {
				return 0, err
			}
			if expr.Post {
				return int(old), nil
			}
			return int(val), nil
		}
		val, err := cfg.arithm(expr.X)
		if err != nil {
			return 0, err
		}
		switch expr.Op {
		case syntax.Not:
			return oneIf(val == 0), nil
		case syntax.BitNegation:
			return ^val, nil
		case syntax.Plus:
			return val, nil
		case syntax.Minus:
			return -val, nil
		default:
			return 0, fmt.Errorf("unsupported unary arithmetic operator: %q", expr.Op)
		}
	case *syntax.BinaryArithm:
		switch expr.Op {
		case syntax.Assgn, syntax.AddAssgn, syntax.SubAssgn,
			syntax.MulAssgn, syntax.QuoAssgn, syntax.RemAssgn,
			syntax.AndAssgn, syntax.OrAssgn, syntax.XorAssgn,
			syntax.ShlAssgn, syntax.ShrAssgn:
			return cfg.assgnArit(expr)
		case syntax.TernQuest: // TernColon can't happen here
			cond, err := cfg.arithm(expr.X)
			if err != nil {
				return 0, err
			}
			b2 := expr.Y.(*syntax.BinaryArithm) // must have Op==TernColon
			if cond != 0 {
				return cfg.arithm(b2.X)
			}
			return cfg.arithm(b2.Y)
		case syntax.AndArit, syntax.OrArit:
			// Like Bash, short-circuit the right operand.
			left, err := cfg.arithm(expr.X)
			if err != nil {
				return 0, err
			}
			if expr.Op == syntax.AndArit && left == 0 {
				return 0, nil
			}
			if expr.Op == syntax.OrArit && left != 0 {
				return 1, nil
			}
			right, err := cfg.arithm(expr.Y)
			if err != nil {
				return 0, err
			}
			return oneIf(right != 0), nil
		}
		left, err := cfg.arithm(expr.X)
		if err != nil {
			return 0, err
		}
		right, err := cfg.arithm(expr.Y)
		if err != nil {
			return 0, err
		}
		return binArit(expr.Op, left, right)
	case *syntax.FlagsArithm: // e.g. zsh's ${a[(r)b]}
		return 0, fmt.Errorf("unsupported")
	default:
		panic(fmt.Sprintf("unexpected arithm expr: %T", expr))
	}
}

func oneIf(b bool) int {
	if b {
		return 1
	}
	return 0
}

func (cfg *Config) assgnArit(b *syntax.BinaryArithm) (int, error) {
	name, index, err := cfg.lvalue(b.X) // tis
	if err != nil {
		return 0, err
	}
	var val int64
	if b.Op != syntax.Assgn {
		if val, err = cfg.getLvalue(b.X, name, index); err != nil {
			return 0, err
		}
	}
	arg_, err := cfg.arithm(b.Y)
	if err != nil {
		return 0, err
	}
	arg := int64(arg_)
	switch b.Op {
	case syntax.Assgn:
		val = arg
	case syntax.AddAssgn:
		val += arg
	case syntax.SubAssgn:
		val -= arg
	case syntax.MulAssgn:
		val *= arg
	case syntax.QuoAssgn:
		if arg == 0 {
			return 0, &ArithmError{Msg: "division by 0"}
		}
		val /= arg
	case syntax.RemAssgn:
		if arg == 0 {
			return 0, &ArithmError{Msg: "division by 0"}
		}
		val %= arg
	case syntax.AndAssgn:
		val &= arg
	case syntax.OrAssgn:
		val |= arg
	case syntax.XorAssgn:
		val ^= arg
	case syntax.ShlAssgn:
		val <<= uint(arg) & 63 // tis: the count modulo 64, as bash on x86-64
	case syntax.ShrAssgn:
		val >>= uint(arg) & 63
	}
	if err := cfg.setLvalue(name, index, val); err != nil {
		return 0, err
	}
	return int(val), nil
}

func intPow(a, b int) int {
	p := 1
	for b > 0 {
		if b&1 != 0 {
			p *= a
		}
		b >>= 1
		a *= a
	}
	return p
}

func binArit(op syntax.BinAritOperator, x, y int) (int, error) {
	switch op {
	case syntax.Add:
		return x + y, nil
	case syntax.Sub:
		return x - y, nil
	case syntax.Mul:
		return x * y, nil
	case syntax.Quo:
		if y == 0 {
			return 0, &ArithmError{Msg: "division by 0"}
		}
		return x / y, nil
	case syntax.Rem:
		if y == 0 {
			return 0, &ArithmError{Msg: "division by 0"}
		}
		return x % y, nil
	case syntax.Pow:
		if y < 0 {
			return 0, &ArithmError{Msg: "exponent less than 0"}
		}
		return intPow(x, y), nil
	case syntax.Eql:
		return oneIf(x == y), nil
	case syntax.Gtr:
		return oneIf(x > y), nil
	case syntax.Lss:
		return oneIf(x < y), nil
	case syntax.Neq:
		return oneIf(x != y), nil
	case syntax.Leq:
		return oneIf(x <= y), nil
	case syntax.Geq:
		return oneIf(x >= y), nil
	case syntax.And:
		return x & y, nil
	case syntax.Or:
		return x | y, nil
	case syntax.Xor:
		return x ^ y, nil
	case syntax.Shr:
		return x >> (uint(y) & 63), nil // tis: the count modulo 64, as bash on x86-64
	case syntax.Shl:
		return x << (uint(y) & 63), nil
	case syntax.Comma:
		// x is executed but its result discarded
		return y, nil
	default:
		return 0, fmt.Errorf("unsupported binary arithmetic operator: %q", op)
	}
}
