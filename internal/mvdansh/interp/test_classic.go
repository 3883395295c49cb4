// Copyright (c) 2017, Daniel Martí <mvdan@mvdan.cc>
// See LICENSE for licensing information

package interp

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

const illegalTok = 0

// classicTest evaluates the arguments of test and [ as bash does (its
// test.c): by their number first, so that an operand that looks like an
// operator is an operand where it can only be one ([ "$x" = -h ],
// [ -z -a -a ], [ ! = ]), then, past four, by precedence: -o, -a, !,
// parentheses, binary and unary operators. An error (a missing
// operand, an integer expected) is status 2. (tis: upstream parsed the
// arguments as [[ ]] does, so [ -f = x ] and [ "$x" = -h ] with x=-h
// were syntax errors.)
type classicTest struct {
	r    *Runner
	ctx  context.Context
	args []string
	pos  int
}

// classicTestError is a misuse of test or [, status 2.
type classicTestError struct{ msg string }

func (e classicTestError) Error() string { return e.msg }

func (t *classicTest) fail(format string, a ...any) {
	panic(classicTestError{fmt.Sprintf(format, a...)})
}

// run evaluates the arguments; err is a classicTestError.
func (t *classicTest) run() (ok bool, err error) {
	defer func() {
		if p := recover(); p != nil {
			e, isTest := p.(classicTestError)
			if !isTest {
				panic(p)
			}
			err = e
		}
	}()
	args := t.args
	switch len(args) {
	case 0:
		return false, nil
	case 1:
		return args[0] != "", nil
	case 2:
		return t.twoArgs(0), nil
	case 3:
		return t.threeArgs(0), nil
	case 4:
		if args[0] == "!" {
			return !t.threeArgs(1), nil
		}
		if args[0] == "(" && args[3] == ")" {
			return t.twoArgs(1), nil
		}
	}
	ok = t.or()
	if t.pos < len(t.args) {
		t.fail("%s: too many arguments", t.args[t.pos])
	}
	return ok, nil
}

func (t *classicTest) twoArgs(i int) bool {
	a, b := t.args[i], t.args[i+1]
	if a == "!" {
		return b == ""
	}
	if op := classicUnaryOp(a); op != illegalTok {
		return t.unary(op, b)
	}
	t.fail("%s: unary operator expected", a)
	return false
}

func (t *classicTest) threeArgs(i int) bool {
	a, b, c := t.args[i], t.args[i+1], t.args[i+2]
	if op := classicBinaryOp(b); op != illegalTok {
		return t.binary(op, a, c)
	}
	switch {
	case b == "-a":
		return a != "" && c != ""
	case b == "-o":
		return a != "" || c != ""
	case a == "!":
		return !t.twoArgs(i + 1)
	case a == "(" && c == ")":
		return b != ""
	}
	t.fail("%s: binary operator expected", b)
	return false
}

func (t *classicTest) or() bool {
	v := t.and()
	for t.pos < len(t.args) && t.args[t.pos] == "-o" {
		t.pos++
		// Both sides are evaluated, as bash does.
		w := t.and()
		v = v || w
	}
	return v
}

func (t *classicTest) and() bool {
	v := t.term()
	for t.pos < len(t.args) && t.args[t.pos] == "-a" {
		t.pos++
		w := t.term()
		v = v && w
	}
	return v
}

func (t *classicTest) term() bool {
	if t.pos >= len(t.args) {
		t.fail("argument expected")
	}
	arg := t.args[t.pos]
	switch {
	case arg == "!":
		t.pos++
		return !t.term()
	case arg == "(":
		t.pos++
		v := t.or()
		if t.pos >= len(t.args) || t.args[t.pos] != ")" {
			t.fail("')' expected")
		}
		t.pos++
		return v
	}
	if t.pos+2 < len(t.args) || t.pos+3 == len(t.args) {
		if op := classicBinaryOp(t.args[t.pos+1]); op != illegalTok {
			v := t.binary(op, arg, t.args[t.pos+2])
			t.pos += 3
			return v
		}
	}
	if op := classicUnaryOp(arg); op != illegalTok && t.pos+1 < len(t.args) {
		v := t.unary(op, t.args[t.pos+1])
		t.pos += 2
		return v
	}
	t.pos++
	return arg != ""
}

func (t *classicTest) unary(op syntax.UnTestOperator, x string) bool {
	return t.r.unTest(t.ctx, op, x)
}

func (t *classicTest) binary(op syntax.BinTestOperator, x, y string) bool {
	switch op {
	case syntax.TsMatch:
		return x == y
	case syntax.TsNoMatch:
		return x != y
	case syntax.TsEql, syntax.TsNeq, syntax.TsLeq, syntax.TsGeq, syntax.TsLss, syntax.TsGtr:
		a, b := t.integer(x), t.integer(y)
		switch op {
		case syntax.TsEql:
			return a == b
		case syntax.TsNeq:
			return a != b
		case syntax.TsLeq:
			return a <= b
		case syntax.TsGeq:
			return a >= b
		case syntax.TsLss:
			return a < b
		}
		return a > b
	}
	return t.r.binTest(t.ctx, op, x, y)
}

// integer reads an operand of -eq and the like as bash's test does:
// blanks around, a sign, decimal digits only (a leading 0 is decimal).
func (t *classicTest) integer(s string) int64 {
	v := strings.Trim(s, " \t\n")
	digits := strings.TrimPrefix(strings.TrimPrefix(v, "-"), "+")
	if digits == "" || strings.Trim(digits, "0123456789") != "" {
		t.fail("%s: integer expression expected", s)
	}
	n, err := strconv.ParseInt(v, 10, 64)
	if err != nil {
		t.fail("%s: integer expression expected", s)
	}
	return n
}

// classicUnaryOp is a unary operator of test and [.
func classicUnaryOp(val string) syntax.UnTestOperator {
	switch val {
	case "!", "(":
		return illegalTok
	}
	return testUnaryOp(val)
}

// classicBinaryOp is a binary operator of test and [ (not -a and -o).
func classicBinaryOp(val string) syntax.BinTestOperator {
	switch val {
	case "-a", "-o":
		return illegalTok
	case "<":
		return syntax.TsBefore
	case ">":
		return syntax.TsAfter
	}
	return testBinaryOp(val)
}

// testUnaryOp is an exact copy of syntax's.
func testUnaryOp(val string) syntax.UnTestOperator {
	switch val {
	case "!":
		return syntax.TsNot
	case "(":
		return syntax.TsParen
	case "-e", "-a":
		return syntax.TsExists
	case "-f":
		return syntax.TsRegFile
	case "-d":
		return syntax.TsDirect
	case "-c":
		return syntax.TsCharSp
	case "-b":
		return syntax.TsBlckSp
	case "-p":
		return syntax.TsNmPipe
	case "-S":
		return syntax.TsSocket
	case "-L", "-h":
		return syntax.TsSmbLink
	case "-k":
		return syntax.TsSticky
	case "-g":
		return syntax.TsGIDSet
	case "-u":
		return syntax.TsUIDSet
	case "-G":
		return syntax.TsGrpOwn
	case "-O":
		return syntax.TsUsrOwn
	case "-N":
		return syntax.TsModif
	case "-r":
		return syntax.TsRead
	case "-w":
		return syntax.TsWrite
	case "-x":
		return syntax.TsExec
	case "-s":
		return syntax.TsNoEmpty
	case "-t":
		return syntax.TsFdTerm
	case "-z":
		return syntax.TsEmpStr
	case "-n":
		return syntax.TsNempStr
	case "-o":
		return syntax.TsOptSet
	case "-v":
		return syntax.TsVarSet
	case "-R":
		return syntax.TsRefVar
	default:
		return illegalTok
	}
}

// testBinaryOp is like syntax's, but with -a and -o, and without =~.
func testBinaryOp(val string) syntax.BinTestOperator {
	switch val {
	case "-a":
		return syntax.AndTest
	case "-o":
		return syntax.OrTest
	case "==", "=":
		return syntax.TsMatch
	case "!=":
		return syntax.TsNoMatch
	case "-nt":
		return syntax.TsNewer
	case "-ot":
		return syntax.TsOlder
	case "-ef":
		return syntax.TsDevIno
	case "-eq":
		return syntax.TsEql
	case "-ne":
		return syntax.TsNeq
	case "-le":
		return syntax.TsLeq
	case "-ge":
		return syntax.TsGeq
	case "-lt":
		return syntax.TsLss
	case "-gt":
		return syntax.TsGtr
	default:
		return illegalTok
	}
}
