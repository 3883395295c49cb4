package runtime

import (
	"bytes"
	"fmt"
	"io"
	"strings"

	"github.com/toolsinshell/tis/internal/mvdansh/interp"
	"mvdan.cc/sh/v3/syntax"
)

// kind says what a name would run as: "keyword", "function", "builtin",
// "file" (a registered command, shown under /usr/bin) or "".
func (sc *script) kind(name string) string {
	switch {
	case syntax.IsKeyword(name):
		return "keyword"
	case sc.function(name) != nil:
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
	sc.describeKind(w, name, sc.kind(name))
}

// describeKind says what name is as type does, for one of its kinds.
func (sc *script) describeKind(w io.Writer, name, kind string) {
	switch kind {
	case "keyword":
		fmt.Fprintf(w, "%s is a shell keyword\n", name)
	case "function":
		fmt.Fprintf(w, "%s is a function\n", name)
		var buf bytes.Buffer
		syntax.NewPrinter(syntax.Indent(4)).Print(&buf, sc.function(name))
		fmt.Fprintln(w, strings.TrimRight(buf.String(), "\n"))
	case "builtin":
		fmt.Fprintf(w, "%s is a shell builtin\n", name)
	case "file":
		fmt.Fprintf(w, "%s is %s\n", name, sc.binPath(name))
	}
}

// typeCmd is type [-afptP] NAME...: what each name runs as, in bash's
// order (alias, keyword, function, builtin, file); -a all of them, -f
// not functions, -t the kind's word, -p the file's path (nothing for
// another kind), -P the file's path whatever else the name is. The
// status is 1 when a name is none of them.
func (sc *script) typeCmd(hc interp.HandlerContext, args []string) error {
	var all, noFunc, kindOnly, path, forcePath bool
	for len(args) > 0 && strings.HasPrefix(args[0], "-") && args[0] != "-" {
		if args[0] == "--" {
			args = args[1:]
			break
		}
		for _, f := range args[0][1:] {
			switch f {
			case 'a':
				all = true
			case 'f':
				noFunc = true
			case 't':
				kindOnly = true
			case 'p':
				path = true
			case 'P':
				forcePath = true
			default:
				fmt.Fprintf(hc.Stderr, "%s: line %d: type: -%c: invalid option\n", sc.name, hc.Pos.Line(), f)
				fmt.Fprintln(hc.Stderr, "type: usage: type [-afptP] name [name ...]")
				return interp.ExitStatus(2)
			}
		}
		args = args[1:]
	}
	status := 0
	for _, name := range args {
		file, isFile := sc.whereFile(hc, name)
		if forcePath {
			if !isFile {
				status = 1
				continue
			}
			fmt.Fprintln(hc.Stdout, file)
			continue
		}
		var kinds []string
		alias, isAlias := hc.Alias(name)
		if isAlias {
			kinds = append(kinds, "alias")
		}
		if syntax.IsKeyword(name) {
			kinds = append(kinds, "keyword")
		}
		if !noFunc && sc.function(name) != nil {
			kinds = append(kinds, "function")
		}
		if interp.IsBuiltin(name) {
			kinds = append(kinds, "builtin")
		}
		if isFile {
			kinds = append(kinds, "file")
		}
		if len(kinds) == 0 {
			if !kindOnly && !path {
				fmt.Fprintf(hc.Stderr, "%s: line %d: type: %s: not found\n", sc.name, hc.Pos.Line(), name)
			}
			status = 1
			continue
		}
		if !all {
			kinds = kinds[:1]
		}
		for _, k := range kinds {
			switch {
			case kindOnly:
				fmt.Fprintln(hc.Stdout, k)
			case path:
				if k == "file" {
					fmt.Fprintln(hc.Stdout, file)
				}
			case k == "alias":
				fmt.Fprintf(hc.Stdout, "%s is aliased to `%s'\n", name, alias)
			case k == "file":
				fmt.Fprintf(hc.Stdout, "%s is %s\n", name, file)
			default:
				sc.describeKind(hc.Stdout, name, k)
			}
		}
	}
	return exitStatus(status)
}

// whereFile is the path of the file name runs as: an executable file of
// the session found in $PATH, or the sandbox's command.
func (sc *script) whereFile(hc interp.HandlerContext, name string) (string, bool) {
	if p, ok := sc.pathFile(hc.Env, hc.Dir, name); ok {
		return p, true
	}
	if _, ok := sc.lookup(name); !ok && strings.Contains(name, "/") {
		// A file of the session named by its path, when executable.
		st, err := sc.fs.Stat(absPath(hc.Dir, name))
		if err != nil || st.IsDir() || st.Mode().Perm()&0o111 == 0 {
			return "", false
		}
		return name, true
	}
	if sc.hasFile(name) {
		return sc.binPath(name), true
	}
	return "", false
}

func (sc *script) hasFile(name string) bool {
	_, ok := sc.lookup(name)
	return ok || isShell(name)
}

func (sc *script) commandV(hc interp.HandlerContext, args []string, verbose bool) error {
	found := false // as bash, the status is 1 only when no name was found
	for _, name := range args {
		k := sc.kind(name)
		file, isFile := sc.whereFile(hc, name)
		if isFile && (k == "" || k == "file") {
			k = "file"
		}
		alias, isAlias := hc.Alias(name)
		switch {
		case isAlias && verbose:
			fmt.Fprintf(hc.Stdout, "%s is aliased to `%s'\n", name, alias)
		case isAlias:
			fmt.Fprintf(hc.Stdout, "alias %s='%s'\n", name, alias)
		case k == "":
			if verbose {
				fmt.Fprintf(hc.Stderr, "%s: line %d: command: %s: not found\n", sc.name, hc.Pos.Line(), name)
			}
			continue
		case verbose && k == "file":
			fmt.Fprintf(hc.Stdout, "%s is %s\n", name, file)
		case verbose:
			sc.describe(hc.Stdout, name)
		case k == "file":
			fmt.Fprintln(hc.Stdout, file)
		default:
			fmt.Fprintln(hc.Stdout, name)
		}
		found = true
	}
	if !found && len(args) > 0 {
		return exitStatus(1)
	}
	return nil
}

func exitStatus(n int) error {
	if n == 0 {
		return nil
	}
	return interp.ExitStatus(uint8(n))
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
