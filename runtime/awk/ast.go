package awk

import "regexp"

// Special variables have fixed global slots. Those before vENVIRON need
// work when assigned (or, for NR, NF and FNR, when read).
const (
	vNR = iota
	vNF
	vFNR
	vFS
	vOFS
	vORS
	vRS
	vSUBSEP
	vCONVFMT
	vOFMT
	vENVIRON
	vFILENAME
	vRSTART
	vRLENGTH
	vARGC
	vARGV
	nSpecial
)

var specialNames = []string{"NR", "NF", "FNR", "FS", "OFS", "ORS", "RS", "SUBSEP", "CONVFMT", "OFMT",
	"ENVIRON", "FILENAME", "RSTART", "RLENGTH", "ARGC", "ARGV"}

// Internal operator kinds beyond the lexer's tokens.
const (
	opConcat tok = 1000 + iota
	opNeg
	opPlus
)

type expr interface{}

type (
	constExpr struct{ v value }
	regexExpr struct {
		src string
		re  *regexp.Regexp
	}
	varExpr struct {
		local bool
		idx   int
		name  string
	}
	indexExpr struct {
		arr   *varExpr
		index []expr
	}
	fieldExpr  struct{ index expr }
	assignExpr struct {
		lhs expr
		op  tok // tAssign or a compound assignment
		rhs expr
	}
	condExpr   struct{ c, a, b expr }
	binaryExpr struct {
		op   tok
		l, r expr
	}
	matchExpr struct {
		l, re expr
		neg   bool
	}
	unaryExpr struct {
		op tok
		e  expr
	}
	incrExpr struct {
		lhs expr
		op  tok // tIncr or tDecr
		pre bool
	}
	inExpr struct {
		index []expr
		arr   *varExpr
	}
	builtinExpr struct {
		name string
		args []expr
		line int
	}
	callExpr struct {
		name string
		fn   *funcDef
		args []expr
		line int
	}
	getlineExpr struct {
		kind   tok // 0 plain, tLT from file, tPipe from command
		target expr
		src    expr
	}
	// groupExpr marks a parenthesized expression, so "(a > b)" inside a
	// print statement is a comparison and not a redirection.
	groupExpr struct{ e expr }
)

type stmt interface{}

type (
	printStmt struct {
		printf bool
		args   []expr
		redir  tok // 0, tGT, tAppend or tPipe
		dest   expr
	}
	exprStmt struct{ e expr }
	ifStmt   struct {
		cond      expr
		then, els []stmt
	}
	whileStmt struct {
		cond expr
		body []stmt
	}
	doStmt struct {
		body []stmt
		cond expr
	}
	forStmt struct {
		init stmt
		cond expr
		post stmt
		body []stmt
	}
	forInStmt struct {
		key  expr
		arr  *varExpr
		body []stmt
	}
	blockStmt    struct{ body []stmt }
	nextStmt     struct{}
	nextFileStmt struct{}
	exitStmt     struct{ e expr }
	returnStmt   struct{ e expr }
	breakStmt    struct{}
	continueStmt struct{}
	deleteStmt   struct {
		arr   *varExpr
		index []expr // nil deletes the whole array
	}
)

// funcDef is a user-defined function.
type funcDef struct {
	name   string
	params []string
	body   []stmt
	line   int
}

// rule is a pattern-action item.
type rule struct {
	pattern  expr // nil matches every record
	pattern2 expr // end of a range pattern, or nil
	body     []stmt
	hasBody  bool // false means { print }
	index    int  // which range state slot it uses
}

// Program is a compiled awk program, safe to run many times.
type Program struct {
	begins  [][]stmt
	ends    [][]stmt
	rules   []*rule
	funcs   map[string]*funcDef
	globals map[string]int
	nGlobal int
	nRanges int
	// hasMain is true when the program reads the main input (it has
	// rules or END actions).
	hasMain bool
}
