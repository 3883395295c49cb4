package runtime

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"strings"

	"mvdan.cc/sh/v3/interp"
	"mvdan.cc/sh/v3/syntax"

	"github.com/toolsinshell/tis/runtime/command"
)

// rewriteBuiltin replaces the builtins that would consult the host (type,
// command -v/-V, source, pwd -P, and which, which scripts expect to find)
// by internal commands that answer from the session. Everything else is
// returned unchanged.
func (sc *script) rewriteBuiltin(ctx context.Context, args []string) []string {
	if sc.funcs[args[0]] != nil {
		return args // the script's own function of that name
	}
	switch args[0] {
	case "builtin":
		if len(args) > 1 && !interp.IsBuiltin(args[1]) {
			hc := interp.HandlerCtx(ctx)
			return []string{internalPrefix + "fail", "1", fmt.Sprintf("%s: line %d: builtin: %s: not a shell builtin", sc.name, hc.Pos.Line(), args[1])}
		}
		if len(args) > 1 && intercepted(args[1]) {
			return sc.rewriteBuiltin(ctx, args[1:])
		}
	case "command":
		rest := args[1:]
		for len(rest) > 0 && strings.HasPrefix(rest[0], "-") && len(rest[0]) > 1 {
			switch rest[0] {
			case "-v", "-V":
				return append([]string{internalPrefix + "command" + rest[0]}, rest[1:]...)
			case "-p", "--":
				rest = rest[1:]
				continue
			}
			break
		}
		if len(rest) > 0 && intercepted(rest[0]) {
			return sc.rewriteBuiltin(ctx, rest)
		}
		if len(rest) > 0 && len(rest) < len(args)-1 {
			return append([]string{"command"}, rest...)
		}
	case "type", "which":
		if _, ok := sc.s.reg.Lookup(args[0]); ok && args[0] == "which" {
			return args // the registered which answers from the session too
		}
		return append([]string{internalPrefix + args[0]}, args[1:]...)
	case "source", ".":
		return sc.rewriteSource(ctx, args)
	case "eval":
		return rewriteEval(args)
	case "trap":
		return rewriteErrTrap(args)
	case "read":
		if out := sc.rewriteRead(ctx, args); out != nil {
			return out
		}
	case "printf":
		// The builtin rejects precisions (%.2f); our printf does not.
		if _, ok := sc.s.reg.Lookup("printf"); ok {
			return sc.rewritePrintf(ctx, args)
		}
	case "mapfile", "readarray", "getopts", getoptsMarker:
		if out := sc.rewriteBashGap(ctx, args); out != nil {
			return out
		}
	case "pwd":
		out := []string{"pwd"}
		for _, a := range args[1:] {
			if a != "-P" {
				out = append(out, a)
			}
		}
		return out
	}
	return args
}

func intercepted(name string) bool {
	switch name {
	case "type", "which", "source", ".", "pwd", "command", "builtin":
		return true
	}
	return false
}

// rewriteSource reads the file from the session and evaluates it in the
// current shell, as source does. Extra arguments are not passed on as
// positional parameters.
func (sc *script) rewriteSource(ctx context.Context, args []string) []string {
	hc := interp.HandlerCtx(ctx)
	if len(args) < 2 {
		return []string{internalPrefix + "fail", "2", fmt.Sprintf("%s: line %d: %s: filename argument required", sc.name, hc.Pos.Line(), args[0])}
	}
	data, err := sc.s.fs.ReadFile(absPath(hc.Dir, args[1]))
	if err != nil {
		return []string{internalPrefix + "fail", "1", fmt.Sprintf("%s: line %d: %s: %s", sc.name, hc.Pos.Line(), args[1], reason(err))}
	}
	return []string{"eval", string(data)}
}

// internal runs the commands rewriteBuiltin produced.
func (sc *script) internal(ctx context.Context, hc interp.HandlerContext, name string, args []string) error {
	switch name {
	case "status":
		var n uint8
		fmt.Sscan(args[0], &n)
		return interp.ExitStatus(n)
	case "fail":
		fmt.Fprintln(hc.Stderr, args[1])
		var n uint8
		fmt.Sscan(args[0], &n)
		return interp.ExitStatus(n)
	case "type":
		return sc.typeCmd(hc, args)
	case "which":
		return sc.which(hc, args)
	case "command-v":
		return sc.commandV(hc, args, false)
	case "command-V":
		return sc.commandV(hc, args, true)
	}
	return interp.ExitStatus(127)
}

// kind says what a name would run as: "keyword", "function", "builtin",
// "file" (a registered command, shown under /usr/bin) or "".
func (sc *script) kind(name string) string {
	switch {
	case syntax.IsKeyword(name):
		return "keyword"
	case sc.funcs[name] != nil:
		return "function"
	case interp.IsBuiltin(name):
		return "builtin"
	}
	if _, ok := sc.lookup(name); ok || isShell(name) {
		return "file"
	}
	return ""
}

func (sc *script) binPath(name string) string {
	if strings.Contains(name, "/") {
		return name
	}
	return "/usr/bin/" + name
}

func (sc *script) describe(w io.Writer, name string) {
	switch sc.kind(name) {
	case "keyword":
		fmt.Fprintf(w, "%s is a shell keyword\n", name)
	case "function":
		fmt.Fprintf(w, "%s is a function\n", name)
		var buf bytes.Buffer
		syntax.NewPrinter(syntax.Indent(4)).Print(&buf, sc.funcs[name])
		fmt.Fprintln(w, strings.TrimRight(buf.String(), "\n"))
	case "builtin":
		fmt.Fprintf(w, "%s is a shell builtin\n", name)
	case "file":
		fmt.Fprintf(w, "%s is %s\n", name, sc.binPath(name))
	}
}

func (sc *script) typeCmd(hc interp.HandlerContext, args []string) error {
	mode := ""
	for len(args) > 0 && strings.HasPrefix(args[0], "-") {
		switch args[0] {
		case "-t", "-p", "-P", "-a":
			mode = args[0]
		case "--":
		default:
			fmt.Fprintf(hc.Stderr, "%s: line %d: type: %s: invalid option\n", sc.name, hc.Pos.Line(), args[0])
			return interp.ExitStatus(2)
		}
		args = args[1:]
	}
	status := 0
	for _, name := range args {
		k := sc.kind(name)
		if k == "" {
			if mode != "-t" && mode != "-p" && mode != "-P" {
				fmt.Fprintf(hc.Stderr, "%s: line %d: type: %s: not found\n", sc.name, hc.Pos.Line(), name)
			}
			status = 1
			continue
		}
		switch mode {
		case "-t":
			fmt.Fprintln(hc.Stdout, k)
		case "-p", "-P":
			if k == "file" || mode == "-P" && sc.hasFile(name) {
				fmt.Fprintln(hc.Stdout, sc.binPath(name))
			}
		default:
			sc.describe(hc.Stdout, name)
		}
	}
	return exitStatus(status)
}

func (sc *script) hasFile(name string) bool {
	_, ok := sc.lookup(name)
	return ok || isShell(name)
}

func (sc *script) commandV(hc interp.HandlerContext, args []string, verbose bool) error {
	status := 0
	for _, name := range args {
		k := sc.kind(name)
		switch {
		case k == "":
			if verbose {
				fmt.Fprintf(hc.Stderr, "%s: line %d: command: %s: not found\n", sc.name, hc.Pos.Line(), name)
			}
			status = 1
		case verbose:
			sc.describe(hc.Stdout, name)
		case k == "file":
			fmt.Fprintln(hc.Stdout, sc.binPath(name))
		default:
			fmt.Fprintln(hc.Stdout, name)
		}
	}
	return exitStatus(status)
}

func (sc *script) which(hc interp.HandlerContext, args []string) error {
	status := 0
	for _, name := range args {
		if strings.HasPrefix(name, "-") {
			fmt.Fprintf(hc.Stderr, "which: unsupported option -- '%s'\n", strings.TrimLeft(name, "-"))
			return interp.ExitStatus(2)
		}
		if sc.hasFile(name) {
			fmt.Fprintln(hc.Stdout, sc.binPath(name))
		} else {
			status = 1
		}
	}
	return exitStatus(status)
}

func exitStatus(n int) error {
	if n == 0 {
		return nil
	}
	return interp.ExitStatus(uint8(n))
}

// functions lists the functions a script declares, for type and
// command -v; functions declared inside eval or a sourced file are not
// seen.
func functions(f *syntax.File) map[string]*syntax.FuncDecl {
	m := map[string]*syntax.FuncDecl{}
	syntax.Walk(f, func(n syntax.Node) bool {
		if fd, ok := n.(*syntax.FuncDecl); ok {
			m[fd.Name.Value] = fd
		}
		return true
	})
	return m
}

// rewriteProcSubst turns every <(list) into a command substitution that
// runs the list into a file of the session and yields the file's name, so
// process substitution needs no host FIFO. The list runs to completion
// before the command that reads it starts. >(list) is refused.
func (sc *script) rewriteProcSubst(f *syntax.File) error {
	sc.psubMu.Lock() // nested shells of a pipeline rewrite concurrently
	defer sc.psubMu.Unlock()
	var err error
	syntax.Walk(f, func(n syntax.Node) bool {
		w, ok := n.(*syntax.Word)
		if !ok || err != nil {
			return err == nil
		}
		for i, part := range w.Parts {
			ps, ok := part.(*syntax.ProcSubst)
			if !ok {
				continue
			}
			if ps.Op == syntax.CmdOut {
				err = fmt.Errorf("line %d: process substitution >(...) is not supported here; write to a file, then read it", ps.Pos().Line())
				return false
			}
			name := fmt.Sprintf("/tmp/.tis-procsubst-%d", len(sc.psubs)+1)
			sc.psubs = append(sc.psubs, name)
			lit := func() *syntax.Word { return &syntax.Word{Parts: []syntax.WordPart{&syntax.Lit{Value: name}}} }
			run := &syntax.Stmt{
				Cmd:    &syntax.Block{Stmts: ps.Stmts},
				Redirs: []*syntax.Redirect{{Op: syntax.RdrOut, Word: lit()}},
			}
			echo := &syntax.Stmt{Cmd: &syntax.CallExpr{Args: []*syntax.Word{
				{Parts: []syntax.WordPart{&syntax.Lit{Value: "printf"}}},
				{Parts: []syntax.WordPart{&syntax.Lit{Value: "%s"}}},
				lit(),
			}}}
			w.Parts[i] = &syntax.CmdSubst{Stmts: []*syntax.Stmt{run, echo}}
		}
		return true
	})
	return err
}

// rewriteLet fixes let with quoted expressions: the parser keeps
// let "x *= 2" as one word, which the interpreter then reads as a plain
// value. Each such word is parsed again as the arithmetic it holds.
func rewriteLet(f *syntax.File) {
	syntax.Walk(f, func(n syntax.Node) bool {
		lc, ok := n.(*syntax.LetClause)
		if !ok {
			return true
		}
		for i, e := range lc.Exprs {
			w, ok := e.(*syntax.Word)
			if !ok || len(w.Parts) != 1 {
				continue
			}
			var src string
			switch p := w.Parts[0].(type) {
			case *syntax.SglQuoted:
				src = p.Value
			case *syntax.DblQuoted:
				if len(p.Parts) != 1 {
					continue
				}
				lit, ok := p.Parts[0].(*syntax.Lit)
				if !ok {
					continue
				}
				src = lit.Value
			default:
				continue
			}
			parsed, err := syntax.NewParser().Parse(strings.NewReader("(("+src+"\n))"), "")
			if err != nil || len(parsed.Stmts) != 1 {
				continue
			}
			if ac, ok := parsed.Stmts[0].Cmd.(*syntax.ArithmCmd); ok {
				lc.Exprs[i] = ac.X
			}
		}
		return true
	})
}

// rewritePrintf sends printf to the registered printf. printf -v VAR runs
// it here and lets the builtin assign the result.
func (sc *script) rewritePrintf(ctx context.Context, args []string) []string {
	if len(args) < 3 || args[1] != "-v" {
		return append([]string{"/usr/bin/printf"}, args[1:]...)
	}
	hc := interp.HandlerCtx(ctx)
	fn, _ := sc.s.reg.Lookup("printf")
	var out bytes.Buffer
	c := sc.newCall(hc.Dir, hc.Env, append([]string{"printf"}, args[3:]...), strings.NewReader(""), &out, hc.Stderr)
	if n, ok := command.StatusOf(fn(ctx, c)); !ok || n != 0 {
		return []string{internalPrefix + "status", fmt.Sprint(n)}
	}
	// The interpreter's printf has no -v: assign through eval instead.
	name := args[2]
	base, index, isElem := strings.Cut(strings.TrimSuffix(name, "]"), "[")
	if !syntax.ValidName(base) || isElem && (index == "" || !strings.HasSuffix(name, "]")) {
		return []string{internalPrefix + "fail", "2", fmt.Sprintf("%s: line %d: printf: `%s': not a valid identifier", sc.name, hc.Pos.Line(), name)}
	}
	if isElem {
		return []string{"eval", base + "[" + shellQuote(index) + "]=" + shellQuote(out.String())}
	}
	return []string{"eval", name + "=" + shellQuote(out.String())}
}

// rewriteEval applies the script's own rewrites (escapes, let) to the
// code eval runs, which the interpreter parses only when it runs it. Code
// that does not parse is left for eval to report.
func rewriteEval(args []string) []string {
	if len(args) < 2 {
		return args
	}
	src := strings.Join(args[1:], " ")
	if !strings.Contains(src, `\`) && !strings.Contains(src, "let") {
		return args
	}
	f, err := syntax.NewParser().Parse(strings.NewReader(src), "")
	if err != nil {
		return args
	}
	rewriteLet(f)
	rewriteEscapes(f)
	var b bytes.Buffer
	if err := syntax.NewPrinter().Print(&b, f); err != nil {
		return args
	}
	return []string{"eval", b.String()}
}

// The interpreter runs an ERR trap once for the failing command and again
// for each statement that encloses it (a failing function call fires it
// three times; bash, once). rewriteErrTrap guards an ERR trap's body so
// that it runs once per failure: the body runs only when a command other
// than the trap's own ran since the trap last ended.
const (
	errTrapBegin = "__tis_errtrap_begin"
	errTrapEnd   = "__tis_errtrap_end"
)

func rewriteErrTrap(args []string) []string {
	if len(args) < 3 || strings.HasPrefix(args[1], "-") {
		return args
	}
	for _, sig := range args[2:] {
		if sig == "ERR" {
			// $? in the body is the failure's status, kept across the guard.
			body := "__tis_errtrap_status=$?; " + errTrapBegin + " && { (exit $__tis_errtrap_status); " + args[1] + "\n}; " + errTrapEnd
			return append([]string{"trap", body}, args[2:]...)
		}
	}
	return args
}

// errTrap runs the guard commands of rewriteErrTrap.
func (sc *script) errTrap(name string) error {
	sc.psubMu.Lock()
	defer sc.psubMu.Unlock()
	n := sc.commands.Load()
	if name == errTrapEnd {
		sc.errTrapEnd = n
		return nil
	}
	if sc.errTrapEnd != 0 && n == sc.errTrapEnd+1 {
		return interp.ExitStatus(1) // the same failure, seen again
	}
	return nil
}
