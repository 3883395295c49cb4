package runtime

import (
	"errors"
	"fmt"
	"strings"

	"github.com/toolsinshell/tis/internal/badsubst"
	"github.com/toolsinshell/tis/nesting"
	"mvdan.cc/sh/v3/syntax"
)

// parse reads src as bash and applies the rewrites every piece of code
// the sandbox runs needs before it runs: the script itself, code given to
// eval, sourced files, trap bodies and nested bash -c scripts all come
// through here. Code that nests past the session's bound is refused
// before the parser recurses (it would overflow the Go stack); code with
// a NUL byte is refused (no shell value can hold one).
func (sc *script) parse(src, name string) (*syntax.File, error) {
	return sc.parseWith(nil, src, name)
}

// parseWith is parse with a parser to reuse (see badsubst.ParseWith).
func (sc *script) parseWith(p *syntax.Parser, src, name string) (*syntax.File, error) {
	if i := strings.IndexByte(src, 0); i >= 0 {
		return nil, fmt.Errorf("line %d: the script contains a NUL byte", strings.Count(src[:i], "\n")+1)
	}
	if err := nesting.Check(src, sc.limits.MaxNesting); err != nil {
		return nil, err
	}
	// A malformed ${...} fails when it runs, as in bash (badsubst).
	file, err := badsubst.ParseWith(p, src, name)
	if err != nil {
		return nil, err
	}
	if err := sc.prepare(file); err != nil {
		return nil, err
	}
	return file, nil
}

// prepare applies the rewrites to a parsed file: let, backslash escapes,
// process substitution, the script's functions that shadow guarded
// builtins, the sandbox's own process ids, select, and the accounting of
// background jobs and pipeline stages.
func (sc *script) prepare(file *syntax.File) error {
	sc.noteFunctions(file)
	rewriteLet(file)
	rewriteEscapes(file)
	if err := sc.rewriteProcSubst(file); err != nil {
		return err
	}
	sc.rewriteNodes(file)
	return nil
}

// The sandbox's own process ids: $$ and $PPID never name host processes.
const (
	SandboxPID  = 1
	SandboxPPID = 0
	pidVar      = "__tis_pid"
	ppidVar     = "__tis_ppid"
)

// jobPath is the internal file a background job or the writing side of a
// pipeline opens as a redirection of its stderr for as long as it runs,
// which is how the runtime counts the goroutines a script holds (see
// openJob). The path is under /dev/null, so it can never be a file.
const jobPath = "/dev/null/tis-job"

// rewriteNodes walks the file once for the rewrites that need no
// context beyond the node itself.
func (sc *script) rewriteNodes(file *syntax.File) {
	var stack []syntax.Node
	syntax.Walk(file, func(n syntax.Node) bool {
		if n == nil {
			stack = stack[:len(stack)-1]
			return true
		}
		switch x := n.(type) {
		case *syntax.FuncDecl:
			// A function named like a guarded builtin is stored under the
			// name calls of it are rewritten to (see guard.go).
			if guarded(x.Name.Value) {
				x.Name.Value = guardName(x.Name.Value)
			}
		case *syntax.ParamExp:
			switch x.Param.Value {
			case "$":
				x.Param.Value, x.Short = pidVar, false
			case "PPID":
				x.Param.Value, x.Short = ppidVar, false
			}
		case *syntax.Word:
			// A bare name in arithmetic: $(( PPID + 1 )).
			if len(stack) > 0 && isArithm(stack[len(stack)-1]) && len(x.Parts) == 1 {
				if lit, ok := x.Parts[0].(*syntax.Lit); ok && lit.Value == "PPID" {
					lit.Value = ppidVar
				}
			}
		case *syntax.UnaryTest:
			// [[ -O f ]] and [[ -G f ]] ask the host's user database for
			// the current user; every file of the session is the
			// sandbox user's, so they are [[ -e f ]].
			if x.Op == syntax.TsUsrOwn || x.Op == syntax.TsGrpOwn {
				x.Op = syntax.TsExists
			}
			// [[ -v NAME ]] and [[ -R NAME ]] look NAME up as given: an
			// empty name crashes the interpreter.
			if (x.Op == syntax.TsVarSet || x.Op == syntax.TsRefVar) && x.X != nil {
				if w, ok := x.X.(*syntax.Word); ok && !literalName(w) {
					x.X = &syntax.Word{Parts: []syntax.WordPart{internalSubst("varname", w)}}
				}
			}
		case *syntax.DeclClause:
			rewriteNamerefs(x)
		case *syntax.Stmt:
			if x.Background || x.Coprocess {
				addJobRedirect(x)
			}
			if fc, ok := x.Cmd.(*syntax.ForClause); ok && fc.Select {
				x.Cmd = sc.selectBlock(fc)
			}
		case *syntax.BinaryCmd:
			if x.Op == syntax.Pipe || x.Op == syntax.PipeAll {
				// Each stage but the last runs in a goroutine of its own;
				// a stage that is itself a pipeline counts its stages
				// (the interpreter runs them as one pipeline).
				addJobRedirect(lastStage(x.X))
			}
		}
		stack = append(stack, n)
		return true
	})
}

// rewriteNamerefs checks the targets of name references declared with
// -n (or nameref): a reference to an empty or invalid name crashes the
// interpreter when it is used. A literal target that is a valid name is
// left as it is; any other goes through the sandbox's refname command,
// which prints it when valid, and otherwise says why and gives a name
// that is never set.
func rewriteNamerefs(dc *syntax.DeclClause) {
	if dc.Variant == nil || dc.Variant.Value == "export" {
		return // export -n unexports
	}
	nameref := dc.Variant.Value == "nameref"
	for _, as := range dc.Args {
		if as.Naked && as.Name != nil && strings.HasPrefix(as.Name.Value, "-") && strings.Contains(as.Name.Value, "n") {
			nameref = true
		}
		if as.Naked && as.Value != nil && strings.HasPrefix(as.Value.Lit(), "-") && strings.Contains(as.Value.Lit(), "n") {
			nameref = true
		}
	}
	if !nameref {
		return
	}
	for _, as := range dc.Args {
		if as.Naked || as.Value == nil || as.Array != nil {
			continue
		}
		if lit := as.Value.Lit(); lit != "" && validRef(lit) {
			continue
		}
		as.Value = &syntax.Word{Parts: []syntax.WordPart{internalSubst("refname", as.Value)}}
	}
}

// literalName reports whether w is a literal valid variable name.
func literalName(w *syntax.Word) bool {
	lit := w.Lit()
	return lit != "" && validRef(lit)
}

// internalSubst is $(__tis_fn_NAME ARGS...), a command substitution of
// one of the sandbox's internal commands.
func internalSubst(name string, args ...*syntax.Word) *syntax.CmdSubst {
	return &syntax.CmdSubst{Stmts: []*syntax.Stmt{{Cmd: &syntax.CallExpr{
		Args: append([]*syntax.Word{litWord(guardPrefix + name)}, args...)}}}}
}

func litWord(s string) *syntax.Word {
	return &syntax.Word{Parts: []syntax.WordPart{&syntax.Lit{Value: s}}}
}

func quotedWord(pe *syntax.ParamExp) *syntax.Word {
	return &syntax.Word{Parts: []syntax.WordPart{&syntax.DblQuoted{Parts: []syntax.WordPart{pe}}}}
}

func isArithm(n syntax.Node) bool {
	switch n.(type) {
	case *syntax.BinaryArithm, *syntax.UnaryArithm, *syntax.ParenArithm, *syntax.ArithmExp, *syntax.ArithmCmd, *syntax.LetClause:
		return true
	}
	return false
}

// lastStage returns the last stage of st when it is a pipeline the
// interpreter runs as part of the pipeline around it, or st.
func lastStage(st *syntax.Stmt) *syntax.Stmt {
	for {
		b, ok := st.Cmd.(*syntax.BinaryCmd)
		if !ok || b.Op != syntax.Pipe && b.Op != syntax.PipeAll || len(st.Redirs) > 0 || st.Negated || st.Background || st.Coprocess || st.Disown {
			return st
		}
		st = b.Y
	}
}

// addJobRedirect makes st count as one of the script's jobs while it
// runs: a redirection of its stderr to jobPath, opened when the statement
// starts in its own goroutine and closed when it ends. It is the last
// redirection, so it wraps whatever stderr the statement's own
// redirections chose.
func addJobRedirect(st *syntax.Stmt) {
	for _, r := range st.Redirs {
		if r.Word != nil && r.Word.Lit() == jobPath {
			return // rewritten already (eval'd code printed and parsed again)
		}
	}
	st.Redirs = append(st.Redirs, &syntax.Redirect{
		Op:   syntax.AppOut,
		N:    &syntax.Lit{Value: "2"},
		Word: &syntax.Word{Parts: []syntax.WordPart{&syntax.Lit{Value: jobPath}}},
	})
}

// selectBlock is what select NAME in ITEMS; do BODY; done becomes: a
// while loop whose condition is the sandbox's own prompt (selectPrompt in
// read.go), since the interpreter's select reads its stdin without a
// bound.
//
//	{ __tis_sel_N=(ITEMS); while __tis_fn_select NAME "${__tis_sel_N[@]}"; do BODY; done; }
func (sc *script) selectBlock(fc *syntax.ForClause) syntax.Command {
	wi, ok := fc.Loop.(*syntax.WordIter)
	if !ok {
		return fc
	}
	sc.funcMu.Lock()
	sc.selects++
	arr := fmt.Sprintf("__tis_sel_%d", sc.selects)
	sc.funcMu.Unlock()
	lit, quoted := litWord, quotedWord
	items := wi.Items
	if !wi.InPos.IsValid() { // select NAME; do ...: the positional parameters
		items = []*syntax.Word{quoted(&syntax.ParamExp{Param: &syntax.Lit{Value: "@"}})}
	}
	assign := &syntax.Stmt{Cmd: &syntax.CallExpr{Assigns: []*syntax.Assign{{
		Name: &syntax.Lit{Value: arr}, Array: &syntax.ArrayExpr{Elems: elems(items)}}}}}
	cond := &syntax.Stmt{Cmd: &syntax.CallExpr{Args: []*syntax.Word{
		lit(guardName("select")), lit(wi.Name.Value),
		quoted(&syntax.ParamExp{Param: &syntax.Lit{Value: arr}, Index: lit("@")}),
	}}}
	loop := &syntax.Stmt{Cmd: &syntax.WhileClause{Cond: []*syntax.Stmt{cond}, Do: fc.Do}}
	return &syntax.Block{Stmts: []*syntax.Stmt{assign, loop}}
}

func elems(words []*syntax.Word) []*syntax.ArrayElem {
	out := make([]*syntax.ArrayElem, len(words))
	for i, w := range words {
		out[i] = &syntax.ArrayElem{Value: w}
	}
	return out
}

// noteFunctions records the functions a piece of code declares, for type
// and command -v, under the names the script gave them.
func (sc *script) noteFunctions(f *syntax.File) {
	sc.funcMu.Lock()
	defer sc.funcMu.Unlock()
	if sc.funcs == nil {
		sc.funcs = map[string]*syntax.FuncDecl{}
	}
	syntax.Walk(f, func(n syntax.Node) bool {
		if fd, ok := n.(*syntax.FuncDecl); ok {
			name := fd.Name.Value
			if orig, ok := strings.CutPrefix(name, guardPrefix); ok {
				name = unguardName(orig)
			}
			sc.funcs[name] = fd
		}
		return true
	})
}

// function returns the declaration of a function the script's code
// declares, if any.
func (sc *script) function(name string) *syntax.FuncDecl {
	sc.funcMu.Lock()
	defer sc.funcMu.Unlock()
	return sc.funcs[name]
}

// printSource prints a rewritten file back to source, for the builtins
// that take code as text (eval, trap).
func printSource(f *syntax.File) (string, error) {
	var b strings.Builder
	if err := syntax.NewPrinter().Print(&b, f); err != nil {
		return "", err
	}
	return b.String(), nil
}

// codeError words an error of code given to eval, source or trap as the
// shell would.
func codeError(err error) string {
	var pe syntax.ParseError
	if errors.As(err, &pe) {
		return pe.Error()
	}
	return err.Error()
}
