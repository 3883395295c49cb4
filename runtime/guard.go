package runtime

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"github.com/toolsinshell/tis/runtime/coreutils"
	"io"
	"path"
	"strings"

	"github.com/toolsinshell/tis/internal/mvdansh/expand"
	"github.com/toolsinshell/tis/internal/mvdansh/interp"
	"github.com/toolsinshell/tis/nesting"
	"github.com/toolsinshell/tis/runtime/command"
	"mvdan.cc/sh/v3/syntax"
)

// Guarded builtins.
//
// A few of the interpreter's builtins look at the host (type, command -v,
// source and . search the host's PATH with os.Stat, pwd -P resolves host
// symlinks), read without bounds (read, mapfile), crash on input the
// interpreter does not expect (unset '', declare -n r=''), or need a
// rewrite of the code they take (eval, trap, printf). The sandbox must
// keep them whatever the script defines: a script may declare a function
// of the same name, call it, unset it and call the name again.
//
// So the interpreter never sees a call by one of these names. The call
// handler renames every call of a guarded name N to guardPrefix+N, and
// every function the script declares as N is stored under guardPrefix+N
// too (prepare). The interpreter then calls the script's function when
// one exists at that moment; otherwise guardPrefix+N is neither a
// function nor a builtin, so it reaches the exec handler, which runs the
// sandbox's N (guardedBuiltin). What needs the shell's own state (setting
// variables, running code in the current shell) goes back to the
// interpreter through HandlerContext.Builtin with arguments the sandbox
// has checked.

// guardPrefix starts the name a guarded builtin's calls (and the script's
// functions of that name) are renamed to.
const guardPrefix = "__tis_fn_"

var guardedNames = map[string]bool{
	"type": true, "command": true, "builtin": true,
	"source": true, ".": true, "pwd": true,
	"read": true, "mapfile": true, "readarray": true,
	"printf": true, "eval": true, "trap": true,
	"unset": true, "times": true, "kill": true,
}

// guarded reports whether name is a guarded builtin.
func guarded(name string) bool { return guardedNames[name] }

// guardName is the name calls of a guarded builtin are renamed to.
func guardName(name string) string {
	if name == "." {
		name = "dot"
	}
	return guardPrefix + name
}

// unguardName is the inverse of guardName, given the part after the
// prefix.
func unguardName(s string) string {
	if s == "dot" {
		return "."
	}
	return s
}

// guardedBuiltin runs the sandbox's version of a guarded builtin (or of
// select's prompt); it is called from the exec handler, so it may run the
// interpreter's own builtins through hc.Builtin.
func (sc *script) guardedBuiltin(ctx context.Context, hc interp.HandlerContext, name string, args []string) error {
	switch name {
	case "type":
		return sc.typeCmd(hc, args)
	case "command":
		return sc.command(ctx, hc, args)
	case "builtin":
		return sc.builtin(ctx, hc, args)
	case "source", ".":
		return sc.source(ctx, hc, name, args)
	case "pwd":
		return sc.pwd(ctx, hc, args)
	case "read":
		return sc.read(ctx, hc, args)
	case "mapfile", "readarray":
		return sc.mapfile(ctx, hc, name, args)
	case "select":
		return sc.selectPrompt(ctx, hc, args)
	case "printf":
		return sc.printf(ctx, hc, args)
	case "eval":
		return sc.eval(ctx, hc, args)
	case "trap":
		return sc.trap(ctx, hc, args)
	case "unset":
		return sc.unset(ctx, hc, args)
	case "varname", "refname":
		return sc.checkName(hc, name, args)
	case "kill":
		return sc.kill(ctx, hc, args)
	case "times":
		// The interpreter's times reports nothing about the host today;
		// the sandbox answers so whatever it becomes.
		fmt.Fprint(hc.Stdout, "0m0.000s 0m0.000s\n0m0.000s 0m0.000s\n")
		return nil
	}
	// A name with the prefix that is no guarded builtin: a command that
	// is not there.
	fmt.Fprintf(hc.Stderr, "%s: line %d: %s%s: command not found\n", sc.name, hc.Pos.Line(), guardPrefix, name)
	return interp.ExitStatus(127)
}

// pwd is pwd [-LP]: -P prints the working directory with the session's
// symbolic links resolved; -L (the default) what the interpreter holds,
// as the script reached it. As bash, the last of -L and -P wins, and
// words after the options are ignored.
func (sc *script) pwd(ctx context.Context, hc interp.HandlerContext, args []string) error {
	physical := false
opts:
	for _, a := range args {
		if a == "--" || a == "-" || !strings.HasPrefix(a, "-") {
			break
		}
		for _, f := range a[1:] {
			switch f {
			case 'L':
				physical = false
			case 'P':
				physical = true
			default:
				err := sc.failf(hc, 2, "pwd: -%c: invalid option", f)
				fmt.Fprintln(hc.Stderr, "pwd: usage: pwd [-LP]")
				return err
			}
		}
		continue opts
	}
	if physical {
		if real, err := sc.fs.RealPath(hc.Dir); err == nil {
			_, err := fmt.Fprintln(hc.Stdout, real)
			if err != nil {
				return exitStatus(1)
			}
			return nil
		}
	}
	return hc.Builtin(ctx, []string{"pwd"})
}

// failf prints a builtin's error the way bash does and returns status.
func (sc *script) failf(hc interp.HandlerContext, status int, format string, a ...any) error {
	fmt.Fprintf(hc.Stderr, "%s: line %d: %s\n", sc.name, hc.Pos.Line(), fmt.Sprintf(format, a...))
	return exitStatus(status)
}

// command runs command [-pVv] NAME ARGS: NAME bypassing functions.
func (sc *script) command(ctx context.Context, hc interp.HandlerContext, args []string) error {
	rest := args
	for len(rest) > 0 && strings.HasPrefix(rest[0], "-") && len(rest[0]) > 1 {
		switch rest[0] {
		case "-v", "-V":
			return sc.commandV(hc, rest[1:], rest[0] == "-V")
		case "-p", "--":
			rest = rest[1:]
			continue
		case "-pv", "-vp":
			return sc.commandV(hc, rest[1:], false)
		case "-pV", "-Vp":
			return sc.commandV(hc, rest[1:], true)
		}
		return sc.failf(hc, 2, "command: %s: invalid option", rest[0])
	}
	if len(rest) == 0 {
		return nil
	}
	if guarded(rest[0]) {
		return sc.guardedBuiltin(ctx, hc, rest[0], rest[1:])
	}
	return hc.Builtin(ctx, append([]string{"command"}, rest...))
}

// builtin runs builtin NAME ARGS: the shell builtin NAME, never a
// function or a command.
func (sc *script) builtin(ctx context.Context, hc interp.HandlerContext, args []string) error {
	args, err := sc.noOptions(hc, "builtin", args)
	if err != nil || len(args) == 0 {
		return err
	}
	switch {
	case guarded(args[0]):
		return sc.guardedBuiltin(ctx, hc, args[0], args[1:])
	case !interp.IsBuiltin(args[0]):
		return sc.failf(hc, 1, "builtin: %s: not a shell builtin", args[0])
	}
	return hc.Builtin(ctx, args)
}

// source reads a file of the session and runs it in the current shell,
// as source and . do. Extra arguments are not passed on as positional
// parameters.
func (sc *script) source(ctx context.Context, hc interp.HandlerContext, name string, args []string) error {
	args, err := sc.noOptions(hc, name, args)
	if err != nil {
		return err
	}
	if len(args) == 0 {
		return sc.failf(hc, 2, "%s: filename argument required", name)
	}
	file := args[0]
	if p, ok := sc.sourcePath(hc, file); ok {
		file = p
	}
	data, err := sc.fs.ReadFile(absPath(hc.Dir, file))
	if err != nil {
		return sc.failf(hc, 1, "%s: %s", args[0], reason(err))
	}
	return sc.evalCode(ctx, hc, string(data), args[0])
}

// sourcePath finds the file source NAME reads when NAME has no slash, as
// bash: the first regular file of that name in a directory of $PATH
// (directories are passed over); the working directory's is read only
// when none is.
func (sc *script) sourcePath(hc interp.HandlerContext, name string) (string, bool) {
	if strings.Contains(name, "/") || hc.Env == nil {
		return "", false
	}
	pathVar := hc.Env.Get("PATH")
	if !pathVar.IsSet() {
		return "", false
	}
	for _, d := range strings.Split(pathVar.String(), ":") {
		if d == "" {
			d = "."
		}
		p := path.Join(d, name)
		if st, err := sc.fs.Stat(absPath(hc.Dir, p)); err == nil && st.Mode().IsRegular() {
			return p, true
		}
	}
	return "", false
}

// eval runs eval ARGS after the rewrites every code of the sandbox gets.
func (sc *script) eval(ctx context.Context, hc interp.HandlerContext, args []string) error {
	args, err := sc.noOptions(hc, "eval", args)
	if err != nil || len(args) == 0 {
		return err
	}
	return sc.evalCode(ctx, hc, strings.Join(args, " "), "eval")
}

// noOptions reads the options of a builtin that has none, as bash does:
// a first "--" ends them and is dropped, and a first word of a "-" and
// more is an invalid option (status 2); "-" itself is an operand.
func (sc *script) noOptions(hc interp.HandlerContext, name string, args []string) ([]string, error) {
	if len(args) == 0 {
		return args, nil
	}
	if args[0] == "--" {
		return args[1:], nil
	}
	if len(args[0]) > 1 && args[0][0] == '-' {
		err := sc.failf(hc, 2, "%s: %s: invalid option", name, args[0])
		fmt.Fprintf(hc.Stderr, "%s: usage: %s [arg ...]\n", name, name)
		return nil, err
	}
	return args, nil
}

// evalCode runs code in the current shell through the interpreter's
// eval, once prepared.
func (sc *script) evalCode(ctx context.Context, hc interp.HandlerContext, code, what string) error {
	src, err := sc.prepareCode(code)
	if err != nil {
		return sc.failf(hc, 2, "%s: %s", what, codeError(err))
	}
	return hc.Builtin(ctx, []string{"eval", src})
}

// prepareCode returns code with the rewrites of prepare applied, or code
// itself when it holds nothing they change.
func (sc *script) prepareCode(code string) (string, error) {
	if !needsPrepare(code) {
		if err := checkCode(code, sc.limits.MaxNesting); err != nil {
			return "", err
		}
		return code, nil
	}
	f, err := sc.parse(code, "")
	if err != nil {
		return "", err
	}
	return printSource(f)
}

// needsPrepare reports whether code may hold anything prepare rewrites.
func needsPrepare(code string) bool {
	for _, s := range []string{`\`, "let", "$$", "PPID", "select", "&", "|", "(", "function"} {
		if strings.Contains(code, s) {
			return true
		}
	}
	for name := range guardedNames {
		if strings.Contains(code, name) {
			return true
		}
	}
	return false
}

// checkCode applies parse's checks to code that needs no rewrite.
func checkCode(code string, max int) error {
	if i := strings.IndexByte(code, 0); i >= 0 {
		return fmt.Errorf("the code contains a NUL byte")
	}
	return nesting.Check(code, max)
}

// trap runs the interpreter's trap builtin, which prepares a trap's
// body through prepareTrap (the TrapPrepare option of newRunner).
func (sc *script) trap(ctx context.Context, hc interp.HandlerContext, args []string) error {
	return hc.Builtin(ctx, append([]string{"trap"}, args...))
}

// prepareTrap prepares a trap's body as any code the script runs.
func (sc *script) prepareTrap(code string) (string, error) {
	body, err := sc.prepareCode(code)
	if err != nil {
		return "", errors.New(codeError(err))
	}
	return body, nil
}

// printf sends printf to the registered printf (the interpreter's rejects
// precisions such as %.2f); printf -v VAR assigns what it prints.
func (sc *script) printf(ctx context.Context, hc interp.HandlerContext, args []string) error {
	if _, ok := sc.s.reg.Lookup("printf"); !ok {
		return hc.Builtin(ctx, append([]string{"printf"}, args...))
	}
	// The shell's printf is bash's builtin (%q as bash quotes).
	fn := coreutils.BuiltinPrintf
	if len(args) < 2 || args[0] != "-v" {
		c := sc.newCall(hc.Dir, hc.Env, hc.Umask, append([]string{"printf"}, args...), hc.Stdin, hc.Stdout, hc.Stderr)
		return sc.toInterp(ctx, fn(ctx, c))
	}
	var out bytes.Buffer
	c := sc.newCall(hc.Dir, hc.Env, hc.Umask, append([]string{"printf"}, args[2:]...), hc.Stdin, &out, hc.Stderr)
	if n, ok := command.StatusOf(fn(ctx, c)); !ok || n != 0 {
		return exitStatus(n)
	}
	name := args[1]
	base, index, isElem := strings.Cut(strings.TrimSuffix(name, "]"), "[")
	if !syntax.ValidName(base) || isElem && (index == "" || !strings.HasSuffix(name, "]")) {
		return sc.failf(hc, 2, "printf: `%s': not a valid identifier", name)
	}
	value := strings.ReplaceAll(out.String(), "\x00", "")
	if isElem {
		// The subscript is expanded as an assignment's ('a[$k]', 'm["k"]'),
		// once it is known to be one assignment's subscript and no more.
		if _, _, ok := expand.ParseRef(name); !ok {
			return sc.failf(hc, 2, "printf: `%s': not a valid identifier", name)
		}
		return hc.Builtin(ctx, []string{"eval", name + "=" + shellQuote(value)})
	}
	// Assigned as it is: eval of name='value' would hold three more
	// copies of it (the code, the parsed word, its expansion).
	return hc.SetString(name, value)
}

// noName is a name no script sets: what an invalid name tested with -v,
// or referred to by a name reference, stands for.
const noName = "__tis_no_name"

// checkName prints its argument when it is a valid name (or array
// element), for [[ -v ]] and name references (see prepare); otherwise
// noName, and for a name reference an error as bash gives.
func (sc *script) checkName(hc interp.HandlerContext, kind string, args []string) error {
	name := strings.Join(args, " ")
	if validRef(name) {
		io.WriteString(hc.Stdout, name)
		return nil
	}
	if kind == "refname" {
		fmt.Fprintf(hc.Stderr, "%s: line %d: declare: `%s': not a valid identifier\n", sc.name, hc.Pos.Line(), name)
	}
	io.WriteString(hc.Stdout, noName)
	return nil
}

// unset drops names the interpreter cannot take (an empty name crashes
// it; bash ignores it) and applies -f to the names the script's functions
// are stored under.
func (sc *script) unset(ctx context.Context, hc interp.HandlerContext, args []string) error {
	out := []string{"unset"}
	funcs, vars := false, false
	opts := true
	for _, a := range args {
		if opts && strings.HasPrefix(a, "-") && len(a) > 1 {
			if a == "--" {
				opts = false
				out = append(out, a)
				continue
			}
			funcs = funcs || strings.Contains(a, "f")
			vars = vars || strings.Contains(a, "v")
			out = append(out, a)
			continue
		}
		opts = false
		switch {
		case a == "":
			continue
		case guarded(a) && funcs:
			a = guardName(a)
		case guarded(a) && !vars && !hc.Env.Get(a).IsSet():
			// unset NAME with no variable NAME removes the function.
			if err := hc.Builtin(ctx, []string{"unset", "-f", guardName(a)}); err != nil {
				return err
			}
			continue
		}
		out = append(out, a)
	}
	return hc.Builtin(ctx, out)
}

// validRef reports whether a name reference's target is a name or an
// array element.
func validRef(s string) bool {
	base, index, isElem := strings.Cut(s, "[")
	if isElem && (!strings.HasSuffix(index, "]") || len(index) < 2) {
		return false
	}
	return syntax.ValidName(base)
}
