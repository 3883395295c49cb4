// Copyright (c) 2017, Daniel Martí <mvdan@mvdan.cc>
// See LICENSE for licensing information

package interp

import (
	"bytes"
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"iter"
	"maps"
	"math"
	mathrand "math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/toolsinshell/tis/internal/mvdansh/expand"
	"github.com/toolsinshell/tis/internal/mvdansh/internal"
	"github.com/toolsinshell/tis/internal/mvdansh/pattern"
	"mvdan.cc/sh/v3/syntax"
)

const (
	// shellReplyPS3Var, or PS3, is a special variable in Bash used by the select command,
	// while the shell is awaiting for input. the default value is [shellDefaultPS3]
	shellReplyPS3Var = "PS3"
	// shellDefaultPS3, or #?, is PS3's default value
	shellDefaultPS3 = "#? "
	// shellReplyVar, or REPLY, is a special variable in Bash that is used to store the result of
	// the select command or of the read command, when no variable name is specified
	shellReplyVar = "REPLY"

	fifoNamePrefix = "sh-interp-"
)

func (r *Runner) fillExpandConfig(ctx context.Context) {
	r.ectx = ctx
	r.ecfg = &expand.Config{
		MaxBytes: r.maxExpansion,
		Env:      expandEnv{r},
		CmdSubst: func(w io.Writer, cs *syntax.CmdSubst) error {
			switch len(cs.Stmts) {
			case 0: // nothing to do
				return nil
			case 1: // $(<file)
				word := catShortcutArg(cs.Stmts[0])
				if word == nil {
					break
				}
				path := r.literal(word)
				f, err := r.open(ctx, path, os.O_RDONLY, 0, true)
				if err != nil {
					return err
				}
				_, err = io.Copy(w, f)
				f.Close()
				return err
			}
			r2 := r.subshell(false)
			// tis: as bash, a command substitution runs without errexit
			// unless inherit_errexit is set (upstream kept it).
			r2.opts[optErrExit] = r.opts[optErrExit] && r.opts[optInheritErrexit]
			// tis: once the output passes the expansion's bound, the
			// substitution's commands are stopped; the interpreter's own
			// builtins (echo in a loop) ignore the write errors.
			sctx, cancel := context.WithCancel(ctx)
			defer cancel()
			r2.stdout = &stopOnTooLarge{w: w, cancel: cancel}
			r2.stmts(sctx, cs.Stmts)
			r2.exit.exiting = false   // subshells don't exit the parent shell
			r2.exit.aborted = false   // tis: nor discard its line
			r2.exit.returning = false // tis: return in a subshell ends only it
			r.lastExpandExit = r2.exit
			if r2.exit.fatalExit {
				return r2.exit.err // surface fatal errors immediately
			}
			return nil
		},
		ProcSubst: func(ps *syntax.ProcSubst) (string, error) {
			if ps.Op == syntax.CmdInTemp { // zsh's =(...)
				return "", fmt.Errorf("unsupported")
			}
			if runtime.GOOS == "windows" {
				return "", fmt.Errorf("TODO: support process substitution on Windows")
			}
			if len(ps.Stmts) == 0 { // nothing to do
				return os.DevNull, nil
			}

			// We can't atomically create a random unused temporary FIFO.
			// Similar to [os.CreateTemp],
			// keep trying new random paths until one does not exist.
			// We use a uint64 because a uint32 easily runs into retries.
			var path string
			try := 0
			for {
				path = filepath.Join(r.tempDir, fifoNamePrefix+strconv.FormatUint(mathrand.Uint64(), 16))
				err := mkfifo(path, 0o666)
				if err == nil {
					break
				}
				if !os.IsExist(err) {
					return "", fmt.Errorf("cannot create fifo: %v", err)
				}
				if try++; try > 100 {
					return "", fmt.Errorf("giving up at creating fifo: %v", err)
				}
			}

			r2 := r.subshell(true)
			stdout := r.origStdout
			// TODO: note that `man bash` mentions that `wait` only waits for the last
			// process substitution as long as it is $!; the logic here would mean we wait for all of them.
			bg := bgProc{
				done: make(chan struct{}),
				exit: new(exitStatus),
			}
			r.bgProcs = append(r.bgProcs, bg)
			go func() {
				defer func() {
					*bg.exit = r2.exit
					close(bg.done)
				}()
				defer r.recoverGoroutine(r2) // tis
				switch ps.Op {
				case syntax.CmdIn:
					f, err := os.OpenFile(path, os.O_WRONLY, 0)
					if err != nil {
						r.errf("cannot open fifo for stdout: %v\n", err)
						return
					}
					r2.stdout = f
					defer func() {
						if err := f.Close(); err != nil {
							r.errf("closing stdout fifo: %v\n", err)
						}
						os.Remove(path)
					}()
				case syntax.CmdOut:
					f, err := os.OpenFile(path, os.O_RDONLY, 0)
					if err != nil {
						r.errf("cannot open fifo for stdin: %v\n", err)
						return
					}
					r2.stdin = f
					r2.stdout = stdout

					defer func() {
						f.Close()
						os.Remove(path)
					}()
				default:
					// Should only happen if we forgot a case above.
					panic(fmt.Sprintf("unexpected process substitution operator: %q", ps.Op))
				}
				r2.stmts(ctx, ps.Stmts)
				r2.exit.exiting = false   // subshells don't exit the parent shell
				r2.exit.aborted = false   // tis: nor discard its line
				r2.exit.returning = false // tis: return in a subshell ends only it
			}()
			return path, nil
		},
	}
	r.updateExpandOpts()
}

// stopOnTooLarge passes writes on to w, and calls cancel once one fails
// with an [expand.TooLargeError]. (tis)
type stopOnTooLarge struct {
	w      io.Writer
	cancel context.CancelFunc
}

func (s *stopOnTooLarge) Write(p []byte) (int, error) {
	n, err := s.w.Write(p)
	if err != nil && isTooLarge(err) {
		s.cancel()
	}
	return n, err
}

// catShortcutArg checks if a statement is of the form "$(<file)". The redirect
// word is returned if there's a match, and nil otherwise.
func catShortcutArg(stmt *syntax.Stmt) *syntax.Word {
	if stmt.Cmd != nil || stmt.Negated || stmt.Background || stmt.Coprocess || stmt.Disown {
		return nil
	}
	if len(stmt.Redirs) != 1 {
		return nil
	}
	redir := stmt.Redirs[0]
	if redir.Op != syntax.RdrIn {
		return nil
	}
	return redir.Word
}

func (r *Runner) updateExpandOpts() {
	r.syncShellOpts() // tis
	if r.opts[optNoGlob] {
		r.ecfg.ReadDir2 = nil
	} else {
		r.ecfg.ReadDir2 = func(s string) ([]fs.DirEntry, error) {
			return r.readDirHandler(r.handlerCtx(r.ectx, handlerKindReadDir, todoPos), s)
		}
	}
	r.ecfg.GlobStar = r.opts[optGlobStar]
	r.ecfg.DotGlob = r.opts[optDotGlob]
	r.ecfg.NoCaseGlob = r.opts[optNoCaseGlob]
	r.ecfg.NullGlob = r.opts[optNullGlob]
	r.ecfg.FailGlob = r.opts[optFailGlob]
	r.ecfg.NoUnset = r.opts[optNoUnset]
	r.ecfg.ExtGlob = r.opts[optExtGlob]
}

func (r *Runner) expandErr(err error) {
	if err == nil {
		return
	}
	errMsg := err.Error()
	fmt.Fprintln(r.stderr, errMsg)
	_, unsetParam := errors.AsType[expand.UnsetParameterError](err)
	switch {
	case unsetParam, errMsg == "invalid indirect expansion":
		// TODO: These errors are treated as fatal by bash.
		// Make the error type reflect that.
		r.exit.code = 1
		r.exit.exiting = true
	case isTooLarge(err):
		// tis: an expansion past its bound ends the shell, as bash ends
		// when it cannot allocate.
		r.exit.code = 1
		r.exit.exiting = true
	case expand.Aborts(err):
		// tis: a failed glob under failglob, an arithmetic error: bash
		// discards the rest of the command line.
		r.exit.code = 1
		r.exit.aborted = true
	case errors.Is(err, errReadOnly):
		// Like in bash, assigning to a read-only variable fails
		// the command at hand without exiting the shell.
		r.exit.code = 1
	}
}

func isTooLarge(err error) bool {
	_, ok := errors.AsType[*expand.TooLargeError](err)
	return ok
}

func isArithm(err error) bool {
	_, ok := errors.AsType[*expand.ArithmError](err)
	return ok
}

// arithm evaluates an expression of a command ((( )), let, for (( )), an
// index). tis: a bad expression fails the command with status 1
// (arithmFailed), as bash; it does not discard the command line as one in
// a word does.
func (r *Runner) arithm(expr syntax.ArithmExpr) int {
	n, err := expand.Arithm(r.ecfg, expr)
	if isArithm(err) {
		fmt.Fprintln(r.stderr, err.Error())
		r.arithmFailed = true
		return 0
	}
	r.expandErr(err)
	return n
}

func (r *Runner) fields(words ...*syntax.Word) []string {
	strs, err := expand.Fields(r.ecfg, words...)
	r.expandErr(err)
	return strs
}

// assignment expands the value of an assignment (tis: see
// expand.Assignment).
func (r *Runner) assignment(word *syntax.Word) string {
	str, err := expand.Assignment(r.ecfg, word)
	r.expandErr(err)
	return str
}

func (r *Runner) literal(word *syntax.Word) string {
	str, err := expand.Literal(r.ecfg, word)
	r.expandErr(err)
	return str
}

func (r *Runner) document(word *syntax.Word) string {
	str, err := expand.Document(r.ecfg, word)
	r.expandErr(err)
	return str
}

func (r *Runner) pattern(word *syntax.Word) string {
	str, err := expand.Pattern(r.ecfg, word)
	r.expandErr(err)
	return str
}

// expandEnviron exposes [Runner]'s variables to the expand package.
type expandEnv struct {
	r *Runner
}

var _ expand.WriteEnviron = expandEnv{}

func (e expandEnv) Get(name string) expand.Variable {
	return e.r.lookupVar(name)
}

func (e expandEnv) Set(name string, vr expand.Variable) error {
	return e.r.setVarErr(name, vr)
}

func (e expandEnv) Each(fn func(name string, vr expand.Variable) bool) {
	e.r.writeEnv.Each(fn)
}

var todoPos syntax.Pos // for handlerCtx callers where we don't yet have a position

// stdinRedirected reports whether redirections give a command its own
// stdin: <, <>, <&, <<, <<- or <<< on fd 0 (tis).
func stdinRedirected(rs []*syntax.Redirect) bool {
	for _, rd := range rs {
		if rd.N != nil && rd.N.Value != "0" {
			continue
		}
		switch rd.Op {
		case syntax.RdrIn, syntax.RdrInOut, syntax.DplIn, syntax.Hdoc, syntax.DashHdoc, syntax.WordHdoc:
			return true
		}
	}
	return false
}

func (r *Runner) handlerCtx(ctx context.Context, kind handlerKind, pos syntax.Pos) context.Context {
	hc := HandlerContext{
		runner:         r,
		kind:           kind,
		Env:            &overlayEnviron{parent: r.writeEnv},
		Dir:            r.Dir,
		Pos:            pos,
		StdinGiven:     r.stdinGiven, // tis
		Stdout:         r.stdout,
		Stderr:         r.stderr,
		LastExitStatus: int(r.lastExit.code),
	}
	if r.stdin != nil { // do not leave hc.Stdin as a typed nil
		hc.Stdin = r.stdin
	}
	return context.WithValue(ctx, handlerCtxKey{}, hc)
}

func (r *Runner) out(s string) {
	io.WriteString(r.stdout, s)
}

func (r *Runner) outf(format string, a ...any) {
	fmt.Fprintf(r.stdout, format, a...)
}

func (r *Runner) errf(format string, a ...any) {
	fmt.Fprintf(r.stderr, format, a...)
}

func (r *Runner) stop(ctx context.Context) bool {
	// tis: a trap starts with a clear status (runTrap), so exit and
	// errexit stop the commands of a trap too.
	if r.exit.returning || r.exit.exiting || r.exit.aborted {
		return true
	}
	if err := ctx.Err(); err != nil {
		r.exit.fatal(err)
		return true
	}
	if r.opts[optNoExec] {
		return true
	}
	return false
}

func (r *Runner) stmt(ctx context.Context, st *syntax.Stmt) {
	if r.stop(ctx) {
		return
	}
	r.exit = exitStatus{}
	if st.Background || st.Disown {
		r2 := r.subshell(true)
		st2 := *st
		st2.Background = false
		st2.Disown = false
		bg := bgProc{
			done: make(chan struct{}),
			exit: new(exitStatus),
		}
		r.bgProcs = append(r.bgProcs, bg)
		go func() {
			defer func() {
				*bg.exit = r2.exit
				close(bg.done)
			}()
			defer r.recoverGoroutine(r2) // tis
			r2.Run(ctx, &st2)
			r2.exit.exiting = false   // subshells don't exit the parent shell
			r2.exit.aborted = false   // tis: nor discard its line
			r2.exit.returning = false // tis: return in a subshell ends only it
		}()
	} else {
		r.stmtSync(ctx, st)
	}
	r.lastExit = r.exit
	if r.sigPending.Load() { // tis: kill sent the shell a signal
		r.runPendingSignals(ctx)
		r.lastExit = r.exit
	}
}

// redirs performs a statement's redirections in order, stopping at the
// first that fails (said on stderr, status 1); it returns what to close
// once the statement has run, and whether one failed. tis: out of
// stmtSync, for redirsAfterExpansion.
func (r *Runner) redirs(ctx context.Context, rds []*syntax.Redirect) (closers []io.Closer, failed bool) {
	for _, rd := range rds {
		cls, err := r.redir(ctx, rd)
		if err != nil {
			if !r.exit.fatalExit {
				// A fatal error from a handler is reported by [Runner.Run].
				r.errf("%v\n", err)
			}
			r.exit.code = 1
			return closers, true
		}
		if cls != nil {
			closers = append(closers, cls)
		}
	}
	return closers, false
}

// redirsAfterExpansion performs a simple command's redirections once its
// words are expanded (tis), unless the expansion failed; the files they
// opened are closed when ctx's statement ends (stmtSync restores the
// streams). It reports whether the command may run.
func (r *Runner) redirsAfterExpansion(ctx context.Context, rds []*syntax.Redirect) bool {
	if len(rds) == 0 {
		return true
	}
	if !r.exit.ok() {
		return false
	}
	closers, failed := r.redirs(ctx, rds)
	r.redirClosers = append(r.redirClosers, closers...)
	if failed {
		r.redirFailed = true
		return false
	}
	return true
}

func (r *Runner) stmtSync(ctx context.Context, st *syntax.Stmt) {
	// tis: whether this statement's command is given stdin of its own.
	oldOwn := r.stdinGiven
	r.stdinGiven = st == r.pipeY || stdinRedirected(st.Redirs)
	defer func() { r.stdinGiven = oldOwn }()
	if !r.handlingTrap {
		r.curLine = st.Pos().Line() // tis: $LINENO in a trap
	}
	oldIn, oldOut, oldErr := r.stdin, r.stdout, r.stderr
	oldFDs := r.fds // tis
	var closers []io.Closer
	redirFailed := false
	// tis: a simple command performs its redirections after expanding
	// its words (bash's order); any other command before it runs.
	_, simple := st.Cmd.(*syntax.CallExpr)
	if simple && len(st.Redirs) > 0 {
		r.deferRedirs = st.Redirs
	} else {
		closers, redirFailed = r.redirs(ctx, st.Redirs)
	}
	if r.exit.ok() && st.Cmd != nil {
		oldTrace := r.traceOut
		if len(st.Redirs) > 0 {
			r.traceOut = oldErr // tis
		} else {
			r.traceOut = nil
		}
		r.redirFailed = false
		outerClosers := r.redirClosers
		r.redirClosers = nil
		r.cmd(ctx, st.Cmd)
		r.traceOut = oldTrace
		if simple {
			closers = append(closers, r.redirClosers...)
			redirFailed = redirFailed || r.redirFailed
		}
		r.redirClosers = outerClosers
		r.redirFailed = false
	}
	r.deferRedirs = nil
	if !r.handlingTrap {
		r.curLine = st.Pos().Line() // a function's commands moved it
	}
	if b, ok := st.Cmd.(*syntax.BinaryCmd); redirFailed || failureCounts(st.Cmd) && !(ok && b.Op != syntax.AndStmt && b.Op != syntax.OrStmt) {
		// tis: a command that is no pipeline is one of a single stage.
		r.pipeStatus = append(r.pipeStatus[:0], r.exit.code)
	}
	if st.Negated {
		if r.exit.ok() {
			r.exit.code = 1
		} else {
			r.exit.clear()
		}
	} else if !r.exit.ok() && !r.noErrExit && !r.exit.returning && (redirFailed || failureCounts(st.Cmd)) {
		// tis: the ERR trap runs once per failure, as bash: not for a
		// compound command (the command inside it that failed counted),
		// nor in a function or subshell without errtrace.
		if !r.errTrapOff {
			r.runTrap(ctx, sigErr)
		}
		// If the "errexit" option is set and a command failed, exit the shell. Exceptions:
		//
		//   conditions (if <cond>, while <cond>, etc)
		//   part of && or || lists but the last
		//   preceded by !; excluded via "if" above
		//   a compound command whose status is that of such a command
		//   (tis: upstream ended the script on "for ...; do a && b; done")
		if r.opts[optErrExit] {
			r.exit.exiting = true
		}
	}
	if r.keepRedirs {
		// The exec builtin made this statement's redirections apply to the
		// shell itself, so don't undo them and keep their files open.
		r.keepRedirs = false
		// tis: until the script ends (Runner.Run closes them).
		r.keptClosers = append(r.keptClosers, closers...)
	} else if len(st.Redirs) > 0 {
		r.stdin, r.stdout, r.stderr = oldIn, oldOut, oldErr
		r.fds = oldFDs
		for _, cls := range closers {
			cls.Close()
		}
	}
}

// failureCounts reports whether a command's failure runs the ERR trap
// and ends the shell under errexit: a simple command, a subshell, a
// pipeline, [[ ]], (( )), but not a compound command or an && or ||
// list, whose status is that of a command inside that counted on its own
// (or was exempt). (tis)
func failureCounts(cm syntax.Command) bool {
	switch cm := cm.(type) {
	case *syntax.Block, *syntax.IfClause, *syntax.WhileClause, *syntax.ForClause,
		*syntax.CaseClause, *syntax.TimeClause, *syntax.FuncDecl:
		return false
	case *syntax.BinaryCmd:
		return cm.Op == syntax.Pipe || cm.Op == syntax.PipeAll
	}
	return true
}

func (r *Runner) cmd(ctx context.Context, cm syntax.Command) {
	if r.stop(ctx) {
		return
	}

	tracingEnabled := r.opts[optXTrace]
	trace := r.tracer()

	// tis: the DEBUG trap runs before a simple command, [[ ]], (( )),
	// let, declare and case (and each round of for, below).
	switch cm.(type) {
	case *syntax.CallExpr, *syntax.TestClause, *syntax.ArithmCmd, *syntax.LetClause,
		*syntax.DeclClause, *syntax.CaseClause:
		r.debugTrap(ctx, cm.Pos().Line())
	}

	switch cm := cm.(type) {
	case *syntax.Block:
		r.stmts(ctx, cm.Stmts)
	case *syntax.Subshell:
		r2 := r.subshell(false)
		r2.stmts(ctx, cm.Stmts)
		r2.exit.exiting = false   // subshells don't exit the parent shell
		r2.exit.aborted = false   // tis: nor discard its line
		r2.exit.returning = false // tis: return in a subshell ends only it
		r.exit = r2.exit
	case *syntax.CallExpr:
		// tis: this command's redirections, performed once its words
		// are expanded (taken now, so no command the expansion runs
		// performs them).
		redirs := r.deferRedirs
		r.deferRedirs = nil
		// Build new slices, to not modify the caller's AST
		// nor the slices in the alias map.
		args := cm.Args
		var expanded map[string]bool // tis
		for i := 0; i < len(args); {
			if !r.opts[optExpandAliases] {
				break
			}
			name := args[i].Lit()
			als, ok := r.alias[name]
			if !ok || expanded[name] {
				break
			}
			if expanded == nil {
				expanded = make(map[string]bool)
			}
			expanded[name] = true
			if als.code {
				// tis: an alias that is code runs with eval, with the
				// words after it as they were written: what bash runs
				// once it has put the alias's text in their place.
				var sb strings.Builder
				printer := syntax.NewPrinter()
				for _, w := range args[:i] {
					printer.Print(&sb, w)
					sb.WriteByte(' ')
				}
				sb.WriteString(als.src)
				for _, w := range args[i+1:] {
					sb.WriteByte(' ')
					printer.Print(&sb, w)
				}
				args = []*syntax.Word{
					{Parts: []syntax.WordPart{&syntax.Lit{ValuePos: args[0].Pos(), Value: "eval"}}},
					{Parts: []syntax.WordPart{&syntax.SglQuoted{Value: sb.String()}}},
				}
				break
			}
			args = slices.Concat(args[:i], als.args, args[i+1:])
			if !als.blank {
				// tis: the first word of the value is an alias in
				// turn, as bash expands it (not the same alias again).
				if len(als.args) == 0 {
					break
				}
				continue
			}
			i += len(als.args)
		}
		r.lastExpandExit = exitStatus{}
		if expanded != nil && len(cm.Assigns) == 0 && len(args) > 0 {
			// tis: an alias that gives declare, typeset, local, export or
			// readonly makes the words after it assignments, as bash's
			// parser sees them (alias e=export; e x=$v does not split).
			switch name := args[0].Lit(); name {
			case "declare", "typeset", "local", "export", "readonly":
				dc := &syntax.DeclClause{Variant: &syntax.Lit{ValuePos: args[0].Pos(), Value: name}}
				for _, w := range args[1:] {
					dc.Args = append(dc.Args, wordAssign(w))
				}
				if !r.redirsAfterExpansion(ctx, redirs) {
					return
				}
				r.declClause(dc)
				return
			}
		}
		fields := r.fields(args...)
		if len(fields) > 0 && !r.redirsAfterExpansion(ctx, redirs) {
			return
		}
		if len(fields) == 0 {
			for _, as := range cm.Assigns {
				name := as.Name.Value

				prev := r.lookupVar(name)
				// tis: through a nameref, r[1]=x sets an element of the
				// array it names (upstream set it on an empty array), a
				// reference to an element (r='a[1]') sets that element,
				// and the variable named is set in its own scope, not as
				// a local of the function the nameref is in.
				if n, v := prev.Resolve(r.writeEnv); n != "" {
					name, prev = n, v
					if base, idx, ok := expand.ParseRef(n); ok && idx != nil && as.Index == nil {
						elem := *as
						elem.Index = idx
						as = &elem
						name, prev = base, r.lookupVar(base)
					}
				}
				// Here we have a naked "foo=bar", so if we inherited a local var from a parent
				// function we want to signal that we are modifying the parent var rather than
				// creating a new local var via "local foo=bar".
				// TODO: there is likely a better way to do this.
				prev.Local = false

				// tis: a[i]+=v appends to element i, not to element 0.
				elemAs := as
				if as.Index != nil && as.Append {
					plain := *as
					plain.Append = false
					elemAs = &plain
				}
				name, vr := r.assignVal(name, prev, elemAs, "")
				r.setVarWithIndex(prev, name, as.Index, vr, as.Index != nil && as.Append)

				if !tracingEnabled {
					continue
				}

				// Strangely enough, it seems like Bash prints original
				// source for arrays, but the expanded value otherwise.
				// Note that, unlike bash, we print neither the subscript
				// in `x[i]=y` nor just the appended value in `x+=y`.
				if as.Array != nil {
					trace.expr(as)
				} else if as.Value != nil {
					trace.stringf("%s=%s", name, quoteTrace(vr.String()))
				}
				trace.newLineFlush()
			}
			// tis: an assignment alone (or nothing at all) performs
			// its redirections after assigning, as bash.
			if !r.redirsAfterExpansion(ctx, redirs) {
				return
			}
			// If interpreting the last expansion like $(foo) failed,
			// and the expansion and assignments otherwise succeeded,
			// we need to surface that last exit code.
			if r.exit.ok() {
				r.exit = r.lastExpandExit
			}
			r.lastArg = "" // tis: an assignment alone empties $_, as bash
			break
		}

		type restoreVar struct {
			name string
			vr   expand.Variable
		}
		var restores []restoreVar

		// tis: a function called with assignments (x=v f) sees them in a
		// scope of their own, as bash: what f assigns to x or unsets goes
		// to that scope, which ends with the call.
		if len(cm.Assigns) > 0 && r.Funcs[fields[0]] != nil {
			origEnv := r.writeEnv
			temp := &overlayEnviron{parent: r.writeEnv}
			r.writeEnv = temp // tis: each value sees the ones before it
			for _, as := range cm.Assigns {
				name, vr := r.assignVal(as.Name.Value, r.lookupVar(as.Name.Value), as, "")
				vr.Exported, vr.Local = true, true
				temp.Set(name, vr)
			}
			trace.call(fields[0], fields[1:]...)
			trace.newLineFlush()
			r.call(ctx, cm.Args[0].Pos(), fields)
			r.writeEnv = origEnv
			r.lastArg = fields[len(fields)-1] // tis
			break
		}

		for _, as := range cm.Assigns {
			name := as.Name.Value
			prev := r.lookupVar(name)
			// Resolve any nameref so we can restore the original final value later on.
			if n, v := prev.Resolve(r.writeEnv); n != "" {
				name, prev = n, v
			}

			name, vr := r.assignVal(name, prev, as, "")
			// Inline command vars are always exported.
			vr.Exported = true

			restores = append(restores, restoreVar{name, prev})

			r.setVar(name, vr)
		}

		trace.call(fields[0], fields[1:]...)
		trace.newLineFlush()

		r.call(ctx, cm.Args[0].Pos(), fields)
		for _, restore := range restores {
			r.setVar(restore.name, restore.vr)
		}
		r.lastArg = fields[len(fields)-1] // tis: $_
	case *syntax.BinaryCmd:
		switch cm.Op {
		case syntax.AndStmt, syntax.OrStmt:
			oldNoErrExit := r.noErrExit
			r.noErrExit = true
			r.stmt(ctx, cm.X)
			r.noErrExit = oldNoErrExit
			if r.exit.ok() == (cm.Op == syntax.AndStmt) {
				r.stmt(ctx, cm.Y)
			}
		case syntax.Pipe, syntax.PipeAll:
			r.pipeline(ctx, cm)
		}
	case *syntax.IfClause:
		oldNoErrExit := r.noErrExit
		r.noErrExit = true
		r.stmts(ctx, cm.Cond)
		r.noErrExit = oldNoErrExit

		if r.exit.ok() {
			r.stmts(ctx, cm.Then)
			break
		}
		r.exit.clear()
		if cm.Else != nil {
			r.cmd(ctx, cm.Else)
		}
	case *syntax.WhileClause:
		for !r.stop(ctx) {
			oldNoErrExit := r.noErrExit
			r.noErrExit = true
			// tis: break and continue in the condition act on this loop.
			broken := r.loopStmtsBroken(ctx, cm.Cond)
			r.noErrExit = oldNoErrExit
			if broken {
				break
			}

			stop := r.exit.ok() == cm.Until
			r.exit.clear()
			if stop || r.loopStmtsBroken(ctx, cm.Do) {
				break
			}
		}
	case *syntax.ForClause:
		switch y := cm.Loop.(type) {
		case *syntax.WordIter:
			name := y.Name.Value
			if !syntax.ValidName(name) {
				// tis: as bash, a bad name fails the loop, status 1.
				r.errf("`%s': not a valid identifier\n", name)
				r.exit.code = 1
				break
			}
			items := r.Params // for i; do ...

			inToken := y.InPos.IsValid()
			if inToken {
				items = r.fields(y.Items...) // for i in ...; do ...
			}

			if cm.Select {
				ps3 := cmp.Or(r.envGet(shellReplyPS3Var), shellDefaultPS3)

				for menu := true; ; {
					if menu {
						// display menu
						for i, word := range items {
							r.errf("%d) %v\n", i+1, word)
						}
						menu = false
					}
					r.errf("%s", ps3)

					line, err := r.readLine(ctx, true)
					if err != nil {
						r.errf("\n")
						r.exit.code = 1
						break
					}
					if len(line) == 0 {
						menu = true // no reply; show the menu again
						continue
					}

					reply := string(line)
					r.setVarString(shellReplyVar, reply)

					if c, _ := strconv.Atoi(reply); c > 0 && c <= len(items) {
						r.setVarString(name, items[c-1])
					} else {
						r.setVarString(name, "")
					}

					// execute commands until break or return is encountered
					if r.loopStmtsBroken(ctx, cm.Do) {
						break
					}
				}
				break
			}

			for _, field := range items {
				r.debugTrap(ctx, cm.Pos().Line()) // tis
				r.setVarString(name, field)
				trace.stringf("for %s in", y.Name.Value)
				if inToken {
					for _, item := range y.Items {
						trace.string(" ")
						trace.expr(item)
					}
				} else {
					trace.string(` "$@"`)
				}
				trace.newLineFlush()
				if r.loopStmtsBroken(ctx, cm.Do) {
					break
				}
			}
		case *syntax.CStyleLoop:
			r.arithmFailed = false
			// tis: the DEBUG trap runs before each of the three parts.
			line := cm.Pos().Line()
			if y.Init != nil {
				r.debugTrap(ctx, line)
				r.arithm(y.Init)
			}
			for r.debugTrap(ctx, line); !r.arithmFailed && (y.Cond == nil || r.arithm(y.Cond) != 0); r.debugTrap(ctx, line) {
				if r.arithmFailed || !r.exit.ok() || r.loopStmtsBroken(ctx, cm.Do) {
					break
				}
				if y.Post != nil {
					r.debugTrap(ctx, line)
					r.arithm(y.Post)
				}
			}
			if r.arithmFailed { // tis
				r.arithmFailed = false
				r.exit.code = 1
			}
		}
	case *syntax.FuncDecl:
		if cm.Name == nil { // e.g. zsh's anonymous or multi-name functions
			r.errf("unsupported\n")
			r.exit.code = 1
			break
		}
		r.setFunc(cm.Name.Value, cm.Body)
	case *syntax.ArithmCmd:
		r.arithmFailed = false
		r.exit.oneIf(r.arithm(cm.X) == 0)
		if r.arithmFailed { // tis
			r.arithmFailed = false
			r.exit.code = 1
		}
	case *syntax.LetClause:
		if tracingEnabled {
			trace.string("let")
			for _, expr := range cm.Exprs {
				trace.stringf(" %s", r.letArgString(trace.printer, expr))
			}
			trace.newLineFlush()
		}
		var val int
		r.arithmFailed = false
		for _, expr := range cm.Exprs {
			if val = r.arithm(expr); r.arithmFailed {
				break
			}
		}
		r.exit.oneIf(val == 0)
		if r.arithmFailed { // tis
			r.arithmFailed = false
			r.exit.code = 1
		}
	case *syntax.CaseClause:
		trace.string("case ")
		trace.expr(cm.Word)
		trace.string(" in")
		trace.newLineFlush()
		str := r.literal(cm.Word)
		runNext := false // whether the previous item ended with ";&"
		for _, ci := range cm.Items {
			if !runNext && !slices.ContainsFunc(ci.Patterns, func(word *syntax.Word) bool {
				return r.match(r.pattern(word), str)
			}) {
				continue
			}
			r.stmts(ctx, ci.Stmts)
			switch ci.Op {
			case syntax.Fallthrough: // ";&" runs the next item unconditionally
				runNext = true
			case syntax.Resume, syntax.ResumeKorn: // ";;&" and ";|" resume matching
				runNext = false
			default: // ";;" or the last item stop
				return
			}
		}
	case *syntax.TestClause:
		if r.bashTest(ctx, cm.X, false) == "" && r.exit.ok() {
			// to preserve exit status code 2 for regex errors, etc
			r.exit.code = 1
		}
	case *syntax.DeclClause:
		r.declClause(cm) // tis: also run by the builtins of those names
	case *syntax.TimeClause:
		start := time.Now()
		if cm.Stmt != nil {
			r.stmt(ctx, cm.Stmt)
		}
		// tis: the report goes to stderr, as bash's (upstream: stdout).
		format := "%s\t%s\n"
		if cm.PosixFormat {
			format = "%s %s\n"
		} else {
			r.errf("\n")
		}
		real := time.Since(start)
		r.errf(format, "real", elapsedString(real, cm.PosixFormat))
		// TODO: can we do these?
		r.errf(format, "user", elapsedString(0, cm.PosixFormat))
		r.errf(format, "sys", elapsedString(0, cm.PosixFormat))
	default:
		// Should only happen if we forgot a case above.
		r.errf("unhandled command node: %T\n", cm)
		r.exit.code = 1
	}
}

// declClause runs declare, typeset, local, export, readonly and nameref.
// (tis: taken out of Runner.cmd, so that the builtins of those names, run
// as `$cmd x=1`, `builtin export x` or `command readonly x`, run it too.)
func (r *Runner) declClause(cm *syntax.DeclClause) {
	local, global := false, false
	var modes []string
	valType := ""
	declQuery := "" // "-f" or "-p" for query mode
	switch cm.Variant.Value {
	case "declare", "typeset": // tis: typeset, run by name
		// When used in a function, "declare" acts as "local"
		// unless the "-g" option is used.
		local = r.inFunc
	case "local":
		if !r.inFunc {
			r.errf("local: can only be used in a function\n")
			r.exit.code = 1
			return
		}
		local = true
	case "export":
		modes = append(modes, "-x")
	case "readonly":
		modes = append(modes, "-r")
	case "nameref":
		valType = "-n"
	}
	named := false     // tis
	flagsDone := false // tis
	// tis: $_ becomes the last word: a name, or name=value.
	declLast := cm.Variant.Value
	defer func() { r.lastArg = declLast }()
assignLoop:
	for as := range r.flattenAssigns(cm.Args) {
		declLast = as.Name.Value
		fp := flagParser{remaining: []string{as.Name.Value}}
		isFlags := false // tis: every flag of -pn, not only the first
		for !flagsDone && fp.more() {
			isFlags = true
			flag := fp.flag()
			if flag == "-n" && cm.Variant.Value == "export" {
				flag = "+x" // tis: export -n unexports, as bash
			}
			switch flag {
			case "-x", "-r":
				modes = append(modes, flag)
			case "+x", "+n": // tis: remove the attribute
				modes = append(modes, flag)
			case "-a", "-A", "-n":
				valType = flag
			case "-g":
				global = true
			case "-f", "-p", "-F": // tis: -F
				declQuery = flag
			default:
				r.errf("declare: invalid option %q\n", flag)
				r.exit.code = 2
				return
			}
		}
		if isFlags {
			continue assignLoop
		}
		name := as.Name.Value
		if name == "--" && as.Naked && !named && !flagsDone {
			flagsDone = true // tis: -- ends the options
			continue
		}
		if declQuery == "-F" {
			// tis: declare -F name prints the name of a function
			// (any name a function may have); status 1 if none.
			named = true
			if r.Funcs[name] != nil {
				r.outf("%s\n", name)
			} else {
				r.exit.code = 1
			}
			continue
		}
		if !syntax.ValidName(name) {
			r.errf("declare: invalid name %q\n", name)
			r.exit.code = 1
			return
		}
		named = true
		if declQuery == "-f" {
			// declare -f name: print function definition.
			// Bash silently returns exit 1 for missing functions.
			if body := r.Funcs[name]; body != nil {
				r.outf("%s()\n", name)
				printer := syntax.NewPrinter()
				var buf bytes.Buffer
				printer.Print(&buf, body)
				r.outf("%s\n", buf.String())
			} else {
				r.exit.code = 1
			}
			continue
		}
		if declQuery == "-p" {
			// declare -p name: print variable with attributes.
			vr := r.lookupVar(name)
			if !vr.Declared() {
				r.errf("declare: %s: not found\n", name)
				r.exit.code = 1
				continue
			}
			r.printDecl(name, vr) // tis: in a function, for the listings
			continue
		}
		if as.Index != nil && (cm.Variant.Value == "export" || cm.Variant.Value == "readonly") {
			// tis: export and readonly take no element, as bash.
			sub := "..."
			if w, ok := as.Index.(*syntax.Word); ok && w.Lit() != "" {
				sub = w.Lit()
			}
			r.errf("%s: `%s[%s]': not a valid identifier\n", cm.Variant.Value, name, sub)
			r.exit.code = 1
			continue
		}
		if as.Naked && cm.Variant.Value == "readonly" && !r.lookupVar(name).Declared() {
			valType = "" // tis: readonly -a x declares no array, as bash
		}
		vr := r.lookupVar(name)
		newLocal := local && !global && !r.localHere(name)
		// tis: an indexed array is not made associative, nor the
		// other way, as in bash.
		if !newLocal && valType == "-A" && vr.Kind == expand.Indexed {
			r.errf("declare: %s: cannot convert indexed to associative array\n", name)
			r.exit.code = 1
			continue
		}
		if !newLocal && valType == "-a" && vr.Kind == expand.Associative {
			r.errf("declare: %s: cannot convert associative to indexed array\n", name)
			r.exit.code = 1
			continue
		}
		if as.Naked && newLocal {
			// tis: local x (or local -a x) in a function is a new
			// variable with no value, not a copy of the one of
			// the caller or the global one.
			vr = expand.Variable{}
			switch valType {
			case "-a":
				vr.Kind, vr.List = expand.Indexed, []string{}
			case "-A":
				vr.Kind, vr.Map = expand.Associative, map[string]string{}
			}
		} else if as.Naked {
			if valType == "-A" {
				vr.Kind = expand.Associative
			} else if valType == "-n" && !vr.Declared() {
				vr = expand.Variable{Kind: expand.NameRef} // tis: a reference with no target yet
			} else if valType == "-n" && vr.Kind == expand.String && vr.IsSet() {
				// tis: typeset -n ref makes the value of ref the
				// name it refers to, when it is a name.
				if _, idx, ok := expand.ParseRef(vr.Str); ok && (idx != nil || syntax.ValidName(vr.Str)) {
					vr.Kind = expand.NameRef
				}
			} else if !vr.Declared() && (valType == "" || valType == "-a") {
				// tis: declare x declares x with no value (declare
				// -p shows it); upstream left it undeclared.
				vr = expand.Variable{Kind: expand.String}
				if valType == "-a" {
					vr.Kind, vr.List = expand.Indexed, []string{}
				}
			} else {
				vr.Kind = expand.KeepValue
			}
		} else if as.Index != nil {
			// tis: declare a[3]=x (and local, typeset) sets one
			// element; upstream made a the string x.
			base := vr
			if local && !global && !r.localHere(name) {
				base = expand.Variable{}
			}
			if n, v := base.Resolve(r.writeEnv); n != "" {
				name, base = n, v
			}
			if valType == "-A" && base.Kind != expand.Associative {
				base.Kind, base.Map, base.Keys = expand.Associative, map[string]string{}, nil
			}
			plain := *as
			plain.Index, plain.Append = nil, false
			_, val := r.assignVal(name, expand.Variable{}, &plain, "")
			elem, ok := r.withElem(base, name, as.Index, val.Str, as.Append)
			if !ok {
				r.exit.aborted = false // tis: declare goes on
				continue
			}
			vr = elem
		} else {
			name, vr = r.assignVal(name, vr, r.compoundValue(as, valType, newLocal), valType)
			if vr.Kind == expand.String && valType == "-a" {
				// tis: declare -a s+=y on a string makes it element 0
				vr.Kind, vr.List, vr.Indexes, vr.Str = expand.Indexed, []string{vr.Str}, nil, ""
			} else if vr.Kind == expand.String && valType == "-A" {
				str := vr.Str
				vr.Kind, vr.Str, vr.Map, vr.Keys = expand.Associative, "", nil, nil
				vr = vr.AssocSet("0", str)
			}
			if as.Array == nil && vr.Kind == expand.String {
				declLast = as.Name.Value + "=" + vr.Str
			}
		}
		if global {
			vr.Local = false
		} else if local {
			vr.Local = true
		} else if cm.Variant.Value == "export" || cm.Variant.Value == "readonly" {
			// tis: export and readonly change the variable where it is,
			// a local of a calling function too, as bash (upstream made
			// a local of the function running).
			vr.Local = false
		}
		for _, mode := range modes {
			switch mode {
			case "-x":
				vr.Exported = true
			case "-r":
				vr.ReadOnly = true
			case "+x": // tis
				vr.Exported = false
			case "+n": // tis: the reference becomes a plain value
				if cur := r.lookupVar(name); cur.Kind == expand.NameRef && (vr.Kind == expand.NameRef || vr.Kind == expand.KeepValue) {
					vr.Kind, vr.Str, vr.Set = expand.String, cur.Str, cur.IsSet() || cur.Str != ""
				}
			}
		}
		r.setVar(name, vr)
	}
	// tis: declare -p, -a or -A with no name lists the variables
	// (of that kind, with those attributes: -pn, -pr, -px...), as
	// declare -p prints them, sorted by name.
	if !named && declQuery == "-F" {
		// tis: declare -F lists the functions' names, sorted.
		for _, name := range slices.Sorted(maps.Keys(r.Funcs)) {
			r.outf("declare -f %s\n", name)
		}
	}
	if !named && (declQuery == "-p" || declQuery == "" && (valType == "-a" || valType == "-A")) {
		r.listVars(valType, modes)
	}
}

// wordAssign is the assignment a word of a declaration is when it starts
// as one (name=, name+=, name[i]=, unquoted), else the word to expand and
// split (an Assign with no name, see flattenAssigns). (tis)
func wordAssign(w *syntax.Word) *syntax.Assign {
	// The parser may cut a word's leading text in parts (w, [1]=).
	var text strings.Builder
	n := 0
	for _, part := range w.Parts {
		lit, ok := part.(*syntax.Lit)
		if !ok {
			break
		}
		text.WriteString(lit.Value)
		n++
	}
	if n > 0 {
		lit := &syntax.Lit{ValuePos: w.Pos(), Value: text.String()}
		if before, after, ok := strings.Cut(lit.Value, "="); ok {
			as := &syntax.Assign{}
			name := before
			if base, ok := strings.CutSuffix(name, "+"); ok {
				name, as.Append = base, true
			}
			if i := strings.IndexByte(name, '['); i > 0 && strings.HasSuffix(name, "]") {
				as.Index = &syntax.Word{Parts: []syntax.WordPart{&syntax.Lit{Value: name[i+1 : len(name)-1]}}}
				name = name[:i]
			}
			if syntax.ValidName(name) {
				as.Name = &syntax.Lit{ValuePos: lit.ValuePos, Value: name}
				var parts []syntax.WordPart
				if after != "" {
					parts = append(parts, &syntax.Lit{ValuePos: lit.ValuePos, Value: after})
				}
				as.Value = &syntax.Word{Parts: append(parts, w.Parts[n:]...)}
				return as
			}
		}
	}
	return &syntax.Assign{Naked: true, Value: w}
}

// compoundValue is as, or, for declare -a and -A (and local, typeset) of a
// value that is "(...)" once expanded, the array literal that text is, as
// bash reads it again (declare -a "x=(1 2)", declare -a x=$v). (tis)
func (r *Runner) compoundValue(as *syntax.Assign, valType string, newLocal bool) *syntax.Assign {
	if (valType != "-a" && valType != "-A") || as.Value == nil {
		return as
	}
	s := r.assignment(as.Value)
	if as.Append && (len(s) < 2 || s[0] != '(' || s[len(s)-1] != ')') {
		plain := *as
		plain.Value = &syntax.Word{Parts: []syntax.WordPart{&syntax.SglQuoted{Value: s}}}
		return &plain // appended to element 0 (see declClause)
	}
	// Any other value sets element 0 (key "0"), the others kept (but
	// those of a variable a new local hides).
	plain := *as
	plain.Value, plain.Append = nil, !newLocal
	plain.Array = &syntax.ArrayExpr{Elems: []*syntax.ArrayElem{{
		Index: &syntax.Word{Parts: []syntax.WordPart{&syntax.Lit{Value: "0"}}},
		Value: &syntax.Word{Parts: []syntax.WordPart{&syntax.SglQuoted{Value: s}}},
	}}}
	if len(s) < 2 || s[0] != '(' || s[len(s)-1] != ')' {
		return &plain
	}
	f, err := syntax.NewParser().Parse(strings.NewReader("x="+s), "")
	if err != nil || len(f.Stmts) != 1 {
		return &plain
	}
	call, ok := f.Stmts[0].Cmd.(*syntax.CallExpr)
	if !ok || len(call.Args) != 0 || len(call.Assigns) != 1 || call.Assigns[0].Array == nil {
		return &plain
	}
	arr := *as
	arr.Value, arr.Array = nil, call.Assigns[0].Array
	return &arr
}

// printDecl prints name as declare -p does. (tis: taken out of the declare
// clause, to list arrays too.)
func (r *Runner) printDecl(name string, vr expand.Variable) {
	flags := vr.Flags()
	if flags == "" {
		flags = "-"
	}
	if !vr.IsSet() { // tis: declared with no value, as local x or declare -a x
		r.outf("declare -%s %s\n", flags, name)
		return
	}
	switch vr.Kind {
	case expand.Indexed:
		r.outf("declare -%s %s=(", flags, name)
		for i, v := range vr.List {
			if i > 0 {
				r.out(" ")
			}
			idx := i
			if vr.Indexes != nil {
				idx = vr.Indexes[i]
			}
			r.outf("[%d]=%s", idx, declQuote(v)) // tis: bash's quoting
		}
		r.out(")\n")
	case expand.Associative:
		// tis: in bash's order and quoting, each element
		// followed by a space.
		r.outf("declare -%s %s=(", flags, name)
		for _, k := range vr.AssocKeys() {
			r.outf("[%s]=%s ", declKey(k), declQuote(vr.Map[k]))
		}
		r.out(")\n")
	default:
		r.outf("declare -%s %s=%s\n", flags, name, declQuote(vr.Str)) // tis: bash's quoting
	}
}

func (r *Runner) flattenAssigns(args []*syntax.Assign) iter.Seq[*syntax.Assign] {
	return func(yield func(*syntax.Assign) bool) {
		for _, as := range args {
			// Convert "declare $x" into "declare value".
			// Don't use syntax.Parser here, as we only want the basic
			// splitting by '='.
			if as.Name != nil {
				if !yield(as) {
					return
				}
				continue
			}
			for _, field := range r.fields(as.Value) {
				as := &syntax.Assign{}
				name, val, ok := strings.Cut(field, "=")
				if ok && !strings.HasPrefix(name, "-") && !strings.HasPrefix(name, "+") {
					// tis: name+=v appends, name[i]=v sets an
					// element, as when written so; the value is
					// not expanded again (no tilde).
					if base, ok := strings.CutSuffix(name, "+"); ok {
						name, as.Append = base, true
					}
					if i := strings.IndexByte(name, '['); i > 0 && strings.HasSuffix(name, "]") {
						as.Index = &syntax.Word{Parts: []syntax.WordPart{
							&syntax.Lit{Value: name[i+1 : len(name)-1]},
						}}
						name = name[:i]
					}
				}
				as.Name = &syntax.Lit{Value: name}
				if !ok {
					as.Naked = true
				} else {
					// tis: the value is taken as it is, with no tilde
					// expansion (readonly "$b" with b='x=~/src'), as bash.
					as.Value = &syntax.Word{Parts: []syntax.WordPart{
						&syntax.SglQuoted{Value: val},
					}}
				}
				if !yield(as) {
					return
				}
			}
		}
	}
}

// letArgString reproduces one expression of a let clause as bash would print it
// when tracing, that is, as the single quoted word that bash's let receives.
func (r *Runner) letArgString(printer *syntax.Printer, expr syntax.ArithmExpr) string {
	if word, ok := expr.(*syntax.Word); ok {
		return quoteTrace(r.literal(word))
	}
	// The printer only prints an arithmetic expression as part of a parent node,
	// so print a let clause holding just this expression and drop the keyword.
	// The keyword borrows the expression's position to stay on the same line.
	// TODO: drop this workaround if [syntax.Printer.Print] learns to print
	// an arithmetic expression on its own.
	var sb strings.Builder
	if err := printer.Print(&sb, &syntax.LetClause{
		Let:   expr.Pos(),
		Exprs: []syntax.ArithmExpr{expr},
	}); err != nil { // should never happen
		panic(err)
	}
	return strings.TrimPrefix(sb.String(), "let ")
}

func (r *Runner) match(pat, name string) bool {
	mode := pattern.EntireString | pattern.ExtendedOperators
	if r.opts[optNoCaseMatch] {
		mode |= pattern.NoGlobCase // tis: shopt -s nocasematch ([[ == ]], case)
	}
	matcher, err := internal.ExtendedPatternMatcher(pat, mode, internal.PatternLimit(r.maxExpansion))
	if err != nil {
		// A malformed pattern simply does not match, like in bash.
		// Any other error, such as an unsupported extended pattern, is reported.
		if _, ok := errors.AsType[*pattern.SyntaxError](err); !ok {
			r.expandErr(err)
		}
		return false
	}
	return matcher(name)
}

func elapsedString(d time.Duration, posix bool) string {
	if posix {
		return fmt.Sprintf("%.2f", d.Seconds())
	}
	mins := int(d.Minutes())
	sec := math.Mod(d.Seconds(), 60.0)
	return fmt.Sprintf("%dm%.3fs", mins, sec)
}

func (r *Runner) stmts(ctx context.Context, stmts []*syntax.Stmt) {
	for _, stmt := range stmts {
		r.stmt(ctx, stmt)
	}
}

func (r *Runner) hdocReader(rd *syntax.Redirect) (stdinFile, error) {
	// tis: the document is built whole first, as upstream did, and read
	// as a string: no pipe, no goroutine writing it.
	return stringStdin(r.hdocString(rd)), nil
}

// hdocQuotedDelim reports whether a here-document delimiter word is quoted,
// as in "<<'EOF'" or "<<\EOF", which makes its body literal.
func hdocQuotedDelim(word *syntax.Word) bool {
	for _, wp := range word.Parts {
		switch wp := wp.(type) {
		case *syntax.Lit:
			if strings.Contains(wp.Value, "\\") {
				return true
			}
		case *syntax.SglQuoted, *syntax.DblQuoted:
			return true
		}
	}
	return false
}

// hdocWord returns a here-document body, or one of its lines, as a string.
// A quoted delimiter, as in "<<'EOF'", makes the body literal,
// in which case the parser only gives us literal parts.
// Note that a partly quoted delimiter, such as "<<'A'B",
// is not spotted by the parser either, so we still expand its body.
func (r *Runner) hdocWord(word *syntax.Word, quoted bool) string {
	if quoted {
		if lit := word.Lit(); lit != "" {
			return lit
		}
	}
	return r.document(word)
}

// hdocString returns the body of a here-document as a string.
func (r *Runner) hdocString(rd *syntax.Redirect) string {
	if rd.Hdoc == nil {
		return "" // an empty here-document
	}
	quoted := hdocQuotedDelim(rd.Word)
	if rd.Op != syntax.DashHdoc {
		return r.hdocWord(rd.Hdoc, quoted)
	}
	// Strip the leading tabs from each line.
	var buf strings.Builder
	var cur []syntax.WordPart
	flushLine := func() {
		if buf.Len() > 0 {
			buf.WriteByte('\n')
		}
		buf.WriteString(r.hdocWord(&syntax.Word{Parts: cur}, quoted))
		cur = cur[:0]
	}
	for _, wp := range rd.Hdoc.Parts {
		lit, ok := wp.(*syntax.Lit)
		if !ok {
			cur = append(cur, wp)
			continue
		}
		first := true
		for part := range strings.SplitSeq(lit.Value, "\n") {
			if !first {
				flushLine()
			}
			first = false
			part = strings.TrimLeft(part, "\t")
			cur = append(cur, &syntax.Lit{Value: part})
		}
	}
	flushLine()
	return buf.String()
}

func (r *Runner) redir(ctx context.Context, rd *syntax.Redirect) (io.Closer, error) {
	if rd.N != nil && rd.N.Value != "0" && rd.N.Value != "1" && rd.N.Value != "2" {
		// tis: file descriptors from 3 up, N<<EOF too (upstream gave
		// a here-document to stdin whatever its descriptor).
		return r.redirFD(ctx, rd)
	}
	// Note that Hdoc is nil for an empty here-document.
	if rd.Op == syntax.Hdoc || rd.Op == syntax.DashHdoc {
		pr, err := r.hdocReader(rd)
		if err != nil {
			return nil, err
		}
		r.stdin = pr
		return pr, nil
	}
	orig := &r.stdout
	if rd.N != nil {
		switch rd.N.Value {
		case "0":
			// Note that the input redirects below always use stdin (0)
			// because we don't support anything else right now.
		case "1":
			// The default for the output redirects below.
		case "2":
			orig = &r.stderr
		}
	}
	var arg string
	switch rd.Op {
	case syntax.WordHdoc, syntax.DplOut, syntax.DplIn:
		// tis: a file's name is expanded below (redirTarget), once.
		arg = r.literal(rd.Word)
	}
	switch rd.Op {
	case syntax.WordHdoc:
		pr := stringStdin(arg + "\n") // tis: read as a string, no pipe
		r.stdin = pr
		return pr, nil
	case syntax.DplOut:
		switch arg {
		case "1":
			*orig = r.stdout
		case "2":
			*orig = r.stderr
		case "-":
			*orig = io.Discard // closing the output writer
		default:
			// tis: a descriptor from 3 up, moved with N-, or a file
			// (>&file is &>file, 1>&file is 1>file), as bash.
			n, move, isFD := fdArg(arg)
			if !isFD {
				op := syntax.RdrAll
				if rd.N != nil {
					op = syntax.RdrOut
				}
				return r.redir(ctx, &syntax.Redirect{OpPos: rd.OpPos, Op: op, N: rd.N, Word: rd.Word})
			}
			e, ok := r.getFD(n)
			if !ok || e.w == nil {
				return nil, fmt.Errorf("%d: Bad file descriptor", n)
			}
			*orig = e.w
			if move {
				r.setFD(n, nil)
			}
		}
		return nil, nil
	case syntax.RdrIn, syntax.RdrOut, syntax.AppOut,
		syntax.RdrAll, syntax.AppAll, syntax.RdrClob:
		// done further below
	case syntax.DplIn:
		switch arg {
		case "-":
			r.stdin = nil // closing the input file
		default:
			// tis: N<&M duplicates M as N>&M does (1<&2 is 1>&2).
			n, move, isFD := fdArg(arg)
			if !isFD {
				return nil, fmt.Errorf("%s: ambiguous redirect", arg)
			}
			e, ok := r.getFD(n)
			if !ok {
				return nil, fmt.Errorf("%d: Bad file descriptor", n)
			}
			if rd.N != nil && rd.N.Value != "0" {
				if e.w == nil {
					return nil, fmt.Errorf("%d: Bad file descriptor", n)
				}
				*orig = e.w
			} else {
				if e.r == nil {
					return nil, fmt.Errorf("%d: Bad file descriptor", n)
				}
				r.stdin = e.r
			}
			if move {
				r.setFD(n, nil)
			}
		}
		return nil, nil
	default:
		return nil, fmt.Errorf("unhandled redirect op: %v", rd.Op)
	}
	arg, err := r.redirTarget(rd.Word)
	if err != nil {
		return nil, err
	}
	mode := os.O_RDONLY
	switch rd.Op {
	case syntax.AppOut, syntax.AppAll:
		mode = os.O_WRONLY | os.O_CREATE | os.O_APPEND
	case syntax.RdrOut, syntax.RdrAll, syntax.RdrClob:
		mode = os.O_WRONLY | os.O_CREATE | os.O_TRUNC
	}
	// tis: under set -C (noclobber), > and &> do not overwrite an
	// existing regular file; >| does.
	if r.opts[optNoClobber] && (rd.Op == syntax.RdrOut || rd.Op == syntax.RdrAll) {
		if info, err := r.stat(ctx, arg); err == nil && info.Mode().IsRegular() {
			return nil, fmt.Errorf("%s: cannot overwrite existing file", arg)
		}
	}
	f, err := r.open(ctx, arg, mode, r.createMode(), false) // tis: the umask
	if err != nil {
		return nil, err
	}
	switch rd.Op {
	case syntax.RdrIn:
		stdin, err := newStdinFile(f)
		if err != nil {
			return nil, err
		}
		r.stdin = stdin
	case syntax.RdrOut, syntax.AppOut, syntax.RdrClob:
		*orig = f
	case syntax.RdrAll, syntax.AppAll:
		r.stdout = f
		r.stderr = f
	default:
		return nil, fmt.Errorf("unhandled redirect op: %v", rd.Op)
	}
	return f, nil
}

// pipelineStages returns the statements of a pipeline, in order, and
// whether each but the last sends its stderr down the pipe too (|&).
func pipelineStages(cm *syntax.BinaryCmd, stages []*syntax.Stmt, all []bool) ([]*syntax.Stmt, []bool) {
	for _, st := range []*syntax.Stmt{cm.X, cm.Y} {
		if b, ok := st.Cmd.(*syntax.BinaryCmd); ok && (b.Op == syntax.Pipe || b.Op == syntax.PipeAll) &&
			len(st.Redirs) == 0 && !st.Negated && !st.Background && !st.Coprocess && !st.Disown {
			stages, all = pipelineStages(b, stages, all)
		} else {
			stages = append(stages, st)
			all = append(all, false)
		}
		if st == cm.X {
			all[len(all)-1] = cm.Op == syntax.PipeAll
		}
	}
	return stages, all
}

// pipeline runs a pipeline as bash does: every stage in a subshell of its
// own, the last one too unless lastpipe is set (there is no job control);
// its status is the last stage's (with pipefail, the last that failed),
// and PIPESTATUS holds every stage's. (tis: upstream ran the last stage
// in the shell itself, so "echo x | read v" set v, and had no
// PIPESTATUS.)
func (r *Runner) pipeline(ctx context.Context, cm *syntax.BinaryCmd) {
	stages, all := pipelineStages(cm, nil, nil)
	statuses := make([]exitStatus, len(stages))
	oldIn := r.stdin
	var wg sync.WaitGroup
	// Each stage closes the reading end of the pipe it reads once it
	// ends, so that the stage writing to it stops (EPIPE) and does not
	// block.
	var inPipe io.Closer
	in := r.stdin
	for i, st := range stages[:len(stages)-1] {
		r.stageDebugTrap(ctx, st)
		pr, pw, err := newPipe()
		if err != nil {
			r.exit.fatal(err) // not being able to create a pipe is rare but critical
			if inPipe != nil {
				inPipe.Close()
			}
			break
		}
		readEnd := inPipe
		inPipe = pr
		r2 := r.subshell(true)
		r2.stdin = in
		r2.stdout = pw
		if all[i] {
			r2.stderr = pw
		}
		if i > 0 {
			r2.pipeY = st
		}
		wg.Go(func() {
			defer pw.Close()
			if readEnd != nil {
				defer readEnd.Close()
			}
			defer func() { statuses[i] = r2.exit }() // after a recovered panic too
			defer r.recoverGoroutine(r2)             // tis
			r2.stmt(ctx, st)
			r2.exit.exiting = false   // subshells don't exit the parent shell
			r2.exit.aborted = false   // tis: nor discard its line
			r2.exit.returning = false // tis: return in a subshell ends only it
		})
		in = pr
	}
	last := stages[len(stages)-1]
	if !r.exit.fatalExit && !r.opts[optLastPipe] { // lastpipe: the shell runs it
		r.stageDebugTrap(ctx, last)
	}
	if r.exit.fatalExit {
		// no pipe: nothing more runs
	} else if r.opts[optLastPipe] {
		r.stdin = in
		oldPipeY := r.pipeY
		r.pipeY = last
		r.stmt(ctx, last)
		r.pipeY = oldPipeY
		statuses[len(stages)-1] = r.exit
	} else {
		r2 := r.subshell(false)
		r2.stdin = in
		r2.pipeY = last
		r2.stmt(ctx, last)
		r2.exit.exiting = false
		r2.exit.aborted = false   // tis: nor discard its line
		r2.exit.returning = false // tis: return in a subshell ends only it
		statuses[len(stages)-1] = r2.exit
	}
	if inPipe != nil {
		inPipe.Close()
	}
	wg.Wait()
	r.stdin = oldIn
	if r.exit.fatalExit {
		return
	}
	exiting := r.exit.exiting // exit in the last stage under lastpipe
	r.exit = statuses[len(stages)-1]
	r.exit.exiting = exiting
	r.pipeStatus = r.pipeStatus[:0]
	for _, st := range statuses {
		r.pipeStatus = append(r.pipeStatus, st.code)
		if r.opts[optPipeFail] && !st.ok() && !st.fatalExit {
			r.exit.code, r.exit.err = st.code, st.err
		}
	}
	for _, st := range statuses {
		if st.fatalExit {
			r.exit.fatal(st.err) // surface fatal errors immediately
			break
		}
	}
}

func (r *Runner) loopStmtsBroken(ctx context.Context, stmts []*syntax.Stmt) bool {
	oldInLoop := r.inLoop
	r.inLoop = true
	r.loopDepth++ // tis: break and continue counts stop at the loops open
	defer func() { r.inLoop = oldInLoop; r.loopDepth-- }()
	for _, stmt := range stmts {
		r.stmt(ctx, stmt)
		if r.contnEnclosing > 0 {
			r.contnEnclosing--
			return r.contnEnclosing > 0
		}
		if r.breakEnclosing > 0 {
			r.breakEnclosing--
			return true
		}
	}
	return false
}

func (r *Runner) call(ctx context.Context, pos syntax.Pos, args []string) {
	if r.stop(ctx) {
		return
	}
	if r.callHandler != nil {
		var err error
		args, err = r.callHandler(r.handlerCtx(ctx, handlerKindCall, pos), args)
		if err != nil {
			// handler's custom fatal error
			r.exit.fatal(err)
			return
		}
	}
	name := args[0]
	if body := r.Funcs[name]; body != nil {
		// stack them to support nested func calls
		oldParams := r.Params
		r.Params = args[1:]
		oldInFunc := r.inFunc
		r.inFunc = true

		// Functions run in a nested scope.
		// Note that [Runner.exec] below does something similar.
		origEnv := r.writeEnv
		r.writeEnv = &overlayEnviron{parent: r.writeEnv, funcScope: true}

		// tis: ERR, DEBUG and RETURN traps of the caller run in a
		// function only with errtrace or functrace; one it sets runs.
		oldErrOff, oldDebugOff, oldReturnHere := r.errTrapOff, r.debugTrapOff, r.returnTrapHere
		r.errTrapOff = r.errTrapOff || !r.opts[optErrTrace]
		r.debugTrapOff = r.debugTrapOff || !r.opts[optFuncTrace]
		r.returnTrapHere = false

		r.funcStack = append(r.funcStack, funcFrame{name, pos.Line()}) // tis
		r.stmt(ctx, body)
		r.funcStack = r.funcStack[:len(r.funcStack)-1]

		if r.returnTrapHere || !r.debugTrapOff {
			r.runTrap(ctx, sigReturn)
		}
		r.errTrapOff, r.debugTrapOff, r.returnTrapHere = oldErrOff, oldDebugOff, oldReturnHere

		r.writeEnv = origEnv

		r.Params = oldParams
		r.inFunc = oldInFunc
		r.exit.returning = false
		return
	}
	if IsBuiltin(name) {
		r.exit = r.builtin(ctx, pos, name, args[1:])
		return
	}
	r.exec(ctx, pos, args)
}

func (r *Runner) exec(ctx context.Context, pos syntax.Pos, args []string) {
	r.exit.fromHandlerError(r.execHandler(r.handlerCtx(ctx, handlerKindExec, pos), args))
}

func (r *Runner) open(ctx context.Context, path string, flags int, mode os.FileMode, print bool) (io.ReadWriteCloser, error) {
	// If we are opening a FIFO temporary file created by the interpreter itself,
	// don't pass this along to the open handler as it will not work at all
	// unless [os.OpenFile] is used directly with it.
	// Matching by directory and basename prefix isn't perfect, but works.
	//
	// If we want FIFOs to use a handler in the future, they probably
	// need their own separate handler API matching Unix-like semantics.
	dir, name := filepath.Split(path)
	dir = strings.TrimSuffix(dir, "/")
	if dir == r.tempDir && strings.HasPrefix(name, fifoNamePrefix) {
		return os.OpenFile(path, flags, mode)
	}

	f, err := r.openHandler(r.handlerCtx(ctx, handlerKindOpen, todoPos), path, flags, mode)
	// TODO: support wrapped PathError returned from openHandler.
	switch err.(type) {
	case nil:
		return f, nil
	case *os.PathError:
		if print {
			r.errf("%v\n", err)
		}
	default: // handler's custom fatal error
		r.exit.fatal(err)
	}
	return nil, err
}

func (r *Runner) stat(ctx context.Context, name string) (fs.FileInfo, error) {
	path := absPath(r.Dir, name)
	return r.statHandler(r.handlerCtx(ctx, handlerKindStat, todoPos), path, true)
}

func (r *Runner) lstat(ctx context.Context, name string) (fs.FileInfo, error) {
	path := absPath(r.Dir, name)
	return r.statHandler(r.handlerCtx(ctx, handlerKindStat, todoPos), path, false)
}

func (r *Runner) access(ctx context.Context, name string, mode AccessMode) error {
	path := absPath(r.Dir, name)
	return r.accessHandler(r.handlerCtx(ctx, handlerKindAccess, todoPos), path, mode)
}
