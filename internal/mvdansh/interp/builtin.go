// Copyright (c) 2017, Daniel Martí <mvdan@mvdan.cc>
// See LICENSE for licensing information

package interp

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"golang.org/x/term"

	"github.com/toolsinshell/tis/internal/badsubst"
	"github.com/toolsinshell/tis/internal/mvdansh/expand"
	"mvdan.cc/sh/v3/syntax"
)

// TODO: given the categories below, perhaps this should be more like:
//
//   func IsBuiltin(lang syntax.LangVariant, name string) bool
//
// or perhaps some API that also lets the user iterate through the builtins?
//
// Also, should we move this to the syntax package too?
// It's not a syntactical property strictly speaking,
// but it's also odd to require importing the interp package for it.

// IsBuiltin returns true if the given word is a POSIX Shell
// or Bash builtin.
func IsBuiltin(name string) bool {
	switch name {
	case
		// POSIX Shell regular built-ins, that is, the utilities which the shell
		// must provide as built-ins, from section 1.d obtained in September 2025 from:
		// https://pubs.opengroup.org/onlinepubs/9699919799/utilities/V3_chap02.html#tag_18_09_01_01
		"alias",
		"bg",
		"cd",
		"command",
		"false",
		"fc",
		"fg",
		"getopts",
		"hash",
		"jobs",
		"kill",
		"newgrp",
		"pwd",
		"read",
		"true",
		"umask",
		"unalias",
		"wait",

		// POSIX Shell special built-ins, obtained in September 2025 from:
		// https://pubs.opengroup.org/onlinepubs/9699919799/utilities/V3_chap02.html#tag_18_14
		"break",
		":",
		"continue",
		".",
		"eval",
		"exec",
		"exit",
		"export",   // NOTE: our parser treats this as a keyword
		"readonly", // NOTE: our parser treats this as a keyword
		"return",
		"set",
		"shift",
		"times",
		"trap",
		"unset",

		// Bash built-ins which are not present in POSIX, obtained in September 2025 from:
		// https://man.archlinux.org/man/bash.1.en#SHELL_BUILTIN_COMMANDS
		"source",
		"bind",
		"builtin",
		"caller",
		"compgen",
		"complete",
		"compopt",
		"declare", // NOTE: our parser treats this as a keyword
		"typeset", // NOTE: our parser treats this as a keyword
		"dirs",
		"disown",
		"enable",
		"history",
		"help",
		"let", // NOTE: our parser treats this as a keyword
		"local",
		"logout",
		"mapfile",
		"readarray",
		"popd",
		"pushd",
		"shopt",
		"suspend",
		"type",
		"ulimit",

		// POSIX utilities which the shell need not provide as built-ins,
		// so they are separate executables found via PATH, but which we
		// implement as built-ins just like Bash does. Obtained in September
		// 2025 from https://pubs.opengroup.org/onlinepubs/9699919799/utilities/contents.html
		"echo",
		"printf",
		"test",
		"[": // NOTE: an alias for "test", not documented separately
		return true
	}
	return false
}

// TODO: atoi is duplicated in the expand package.

// tis: bashNumber parses a numeric argument of exit, return, break and
// continue as bash's legal_number does: base 10, an optional sign,
// blanks around it; a word that is not such a number, or is past int64,
// is not one (bash: "numeric argument required").
func bashNumber(s string) (int64, bool) {
	s = strings.Trim(s, " \t\n")
	n, err := strconv.ParseInt(s, 10, 64)
	return n, err == nil
}

// atoi is like [strconv.ParseInt](s, 10, 64), but it ignores errors and trims whitespace.
func atoi(s string) int64 {
	s = strings.TrimSpace(s)
	n, _ := strconv.ParseInt(s, 10, 64)
	return n
}

type errBuiltinExitStatus exitStatus

func (e errBuiltinExitStatus) Error() string {
	return fmt.Sprintf("builtin exit status %d", e.code)
}

// Builtin allows [ExecHandlerFunc] implementations to execute any builtin,
// which can be useful for an exec handler to wrap or combine builtin calls.
//
// Note that a non-nil error may be returned in cases where the builtin
// alters the control flow of the runner, even if the builtin did not fail.
// For example, this is the case with `exit 0` or `return`.
func (hc HandlerContext) Builtin(ctx context.Context, args []string) error {
	if hc.kind != handlerKindExec {
		return fmt.Errorf("HandlerContext.Builtin can only be called via an ExecHandlerFunc")
	}
	exit := hc.runner.builtin(ctx, hc.Pos, args[0], args[1:])
	if exit != (exitStatus{}) {
		return errBuiltinExitStatus(exit)
	}
	return nil
}

// Alias returns the value of the alias name as alias prints it, when
// aliases are expanded (shopt -s expand_aliases), as bash's type finds
// them. (tis)
func (hc HandlerContext) Alias(name string) (string, bool) {
	r := hc.runner
	if r == nil || !r.opts[optExpandAliases] {
		return "", false
	}
	als, ok := r.alias[name]
	if !ok {
		return "", false
	}
	return als.text(), true
}

// SetString assigns value to the variable name as the shell's name=value
// does, in the scope of the command the handler runs: a name reference
// is followed, an array gets value as its element 0, attributes stay,
// and a read-only variable refuses it (the error is printed, status 1).
// Unlike eval of an assignment, it builds no code and expands nothing,
// so a value of any size is not copied. It can only be called via an
// [ExecHandlerFunc]. (tis)
func (hc HandlerContext) SetString(name, value string) error {
	if hc.kind != handlerKindExec {
		return fmt.Errorf("HandlerContext.SetString can only be called via an ExecHandlerFunc")
	}
	if !syntax.ValidName(name) {
		return fmt.Errorf("%s: not a valid identifier", name)
	}
	r := hc.runner
	prev := r.lookupVar(name)
	prev.Local = false // as a naked name=value, see Runner.cmd
	vr := prev
	if n, v := prev.Resolve(r.writeEnv); n != "" {
		name, vr = n, v
	}
	vr.Set = true
	vr.Kind = expand.String
	vr.Str = value
	saved := r.exit
	r.exit = exitStatus{}
	r.setVarWithIndex(prev, name, nil, vr, false)
	exit := r.exit
	r.exit = saved
	if exit.code != 0 {
		return errBuiltinExitStatus(exit)
	}
	return nil
}

func (r *Runner) builtin(ctx context.Context, pos syntax.Pos, name string, args []string) (exit exitStatus) {
	failf := func(code uint8, format string, args ...any) exitStatus {
		r.errf(format, args...)
		exit.code = code
		return exit
	}
	switch name {
	case ":", "true":
	case "false":
		exit.code = 1
	case "declare", "typeset", "local", "export", "readonly":
		// tis: run by name (`$cmd x=$v`, `builtin export x=1`, `command
		// readonly x`, `v=1 readonly x`), as the clause of the same name
		// with the words already expanded (and split) as arguments.
		dc := &syntax.DeclClause{Variant: &syntax.Lit{ValuePos: pos, Value: name}}
		for _, arg := range args {
			dc.Args = append(dc.Args, &syntax.Assign{Naked: true, Value: &syntax.Word{
				Parts: []syntax.WordPart{&syntax.SglQuoted{Left: pos, Value: arg}},
			}})
		}
		r.exit.clear()
		r.declClause(dc)
		return r.exit
	case "help":
		return r.runHelp(args)
	case "times":
		// js/wasm has no per-process CPU accounting at all, so report zeros
		// in bash's format — shell user/sys, then children user/sys — rather
		// than fail.
		// TODO: report real times on platforms that can, via os/exec's
		// ProcessState or syscall.Getrusage. Not urgent; nothing depends on
		// the values being non-zero.
		r.out("0m0.000s 0m0.000s\n0m0.000s 0m0.000s\n")
	case "exit":
		switch len(args) {
		case 0:
			exit = r.lastExit
		case 1:
			// tis: as bash, a status that is not a number is status 2
			// and the shell still exits; any int64 is taken modulo 256.
			n, ok := bashNumber(args[0])
			if !ok {
				r.errf("exit: %s: numeric argument required\n", args[0])
				n = 2
			}
			exit.code = uint8(n)
		default:
			return failf(1, "exit cannot take multiple arguments\n")
		}
		exit.exiting = true
	case "set":
		// tis: set alone lists the variables; its errors are bash's.
		if len(args) == 0 {
			r.printSetVars()
			break
		}
		if err := r.setOpts(args); err != nil {
			return failf(2, "%v", err)
		}
		r.updateExpandOpts()
	case "shift":
		n := 1
		switch len(args) {
		case 0:
		case 1:
			n2, ok := bashNumber(args[0])
			if !ok {
				// tis: bash's error and status.
				return failf(1, "shift: %s: numeric argument required\n", args[0])
			}
			n = int(max(min(n2, 1<<31), -1))
		default:
			// tis: as bash, this error discards the rest of the line.
			exit = failf(1, "shift: too many arguments\n")
			exit.aborted = true
			return exit
		}
		// tis: as bash, a count below zero or past $# is an error and
		// shifts nothing; upstream panicked on the first and emptied the
		// parameters on the second.
		if n < 0 {
			return failf(1, "shift: %d: shift count out of range\n", n)
		}
		if n > len(r.Params) {
			exit.code = 1
			break
		}
		r.Params = r.Params[n:]
	case "unset":
		vars := true
		funcs := true
		refItself := false // tis: unset -n
	unsetOpts:
		for i, arg := range args {
			switch arg {
			case "-n":
				refItself, funcs = true, false
			case "-v":
				funcs = false
			case "-f":
				vars = false
			default:
				args = args[i:]
				break unsetOpts
			}
		}

		for _, arg := range args {
			// tis: unset ref unsets what the name reference ref names
			// (unset -n ref, ref itself).
			if vr := r.lookupVar(arg); vars && !refItself && vr.Kind == expand.NameRef {
				if n, _ := vr.Resolve(r.writeEnv); n != "" {
					arg = n
				}
			}
			if name, sub, ok := cutElemSubscript(arg); vars && ok {
				r.unsetElem(name, sub)
			} else if vars && r.lookupVar(arg).IsSet() {
				r.delVar(arg)
			} else if _, ok := r.Funcs[arg]; ok && funcs {
				delete(r.Funcs, arg)
			}
		}
	case "echo":
		newline, doExpand := true, r.opts[optXpgEcho] // tis: shopt -s xpg_echo
		// tis: as bash, an option is a "-" and letters of "neE" only
		// (-en, -ne); upstream knew single letters only. -E also over
		// xpg_echo.
		for len(args) > 0 && len(args[0]) > 1 && args[0][0] == '-' && strings.Trim(args[0][1:], "neE") == "" {
			for _, c := range args[0][1:] {
				switch c {
				case 'n':
					newline = false
				case 'e':
					doExpand = true
				case 'E':
					doExpand = false
				}
			}
			args = args[1:]
		}
		for i, arg := range args {
			if i > 0 {
				r.out(" ")
			}
			if doExpand {
				var stop bool
				if arg, stop = echoEscapes(arg); stop {
					r.out(arg)
					return exit
				}
			}
			r.out(arg)
		}
		if newline {
			r.out("\n")
		}
	case "printf":
		if len(args) == 0 {
			return failf(2, "usage: printf format [arguments]\n")
		}
		format, args := args[0], args[1:]
		for {
			s, n, err := expand.Format(r.ecfg, format, args)
			if err != nil {
				return failf(1, "%v\n", err)
			}
			r.out(s)
			args = args[n:]
			if n == 0 || len(args) == 0 {
				break
			}
		}
	case "break", "continue":
		if !r.inLoop {
			return failf(0, "%s is only useful in a loop\n", name)
		}
		enclosing := &r.breakEnclosing
		if name == "continue" {
			enclosing = &r.contnEnclosing
		}
		switch len(args) {
		case 0:
			*enclosing = 1
		case 1:
			// tis: as bash: a count past the loops open leaves them all
			// (upstream kept the rest and broke later loops at once); a
			// count below 1 is an error that leaves them all too; a word
			// that is not a number ends the shell with status 128
			// (upstream printed a usage line and went on looping).
			n, ok := bashNumber(args[0])
			if !ok {
				r.errf("%s: %s: numeric argument required\n", name, args[0])
				exit.code = 128
				exit.exiting = true
				return exit
			}
			if n < 1 {
				r.errf("%s: %s: loop count out of range\n", name, args[0])
				r.breakEnclosing = r.loopDepth
				exit.code = 1
				return exit
			}
			*enclosing = int(min(n, int64(r.loopDepth)))
		default:
			// tis: as bash, an error that discards the rest of the
			// command line, status 1.
			r.errf("%s: too many arguments\n", name)
			exit.code = 1
			exit.aborted = true
			return exit
		}
	case "pwd": // tis: tis_dirs.go
		return r.runPwd(ctx, args)
	case "cd":
		return r.runCd(ctx, "cd", args)
	case "wait": // tis: tis_wait.go
		return r.runWait(ctx, args)
	case "builtin":
		if len(args) < 1 {
			break
		}
		if !IsBuiltin(args[0]) {
			exit.code = 1
			return exit
		}
		exit = r.builtin(ctx, pos, args[0], args[1:])
	case "type":
		anyNotFound := false
		mode := ""
		fp := flagParser{remaining: args}
		for fp.more() {
			switch flag := fp.flag(); flag {
			case "-a", "-f", "--help":
				return failf(3, "type: NOT IMPLEMENTED\n")
			case "-p", "-P", "-t":
				mode = flag
			default:
				return failf(2, "type: invalid option %q\n", flag)
			}
		}
		args := fp.args()
		for _, arg := range args {
			if mode == "-p" || mode == "-P" {
				if path, err := LookPathDir(r.Dir, r.writeEnv, arg); err == nil {
					r.outf("%s\n", path)
				} else {
					anyNotFound = true
				}
				continue
			}
			if syntax.IsKeyword(arg) {
				if mode == "-t" {
					r.out("keyword\n")
				} else {
					r.outf("%s is a shell keyword\n", arg)
				}
				continue
			}
			if als, ok := r.alias[arg]; ok && r.opts[optExpandAliases] {
				var buf bytes.Buffer
				if len(als.args) > 0 {
					printer := syntax.NewPrinter()
					printer.Print(&buf, &syntax.CallExpr{
						Args: als.args,
					})
				}
				if als.blank {
					buf.WriteByte(' ')
				}
				if mode == "-t" {
					r.out("alias\n")
				} else {
					r.outf("%s is aliased to `%s'\n", arg, &buf)
				}
				continue
			}
			if _, ok := r.Funcs[arg]; ok {
				if mode == "-t" {
					r.out("function\n")
				} else {
					r.outf("%s is a function\n", arg)
				}
				continue
			}
			if IsBuiltin(arg) {
				if mode == "-t" {
					r.out("builtin\n")
				} else {
					r.outf("%s is a shell builtin\n", arg)
				}
				continue
			}
			if path, err := LookPathDir(r.Dir, r.writeEnv, arg); err == nil {
				if mode == "-t" {
					r.out("file\n")
				} else {
					r.outf("%s is %s\n", arg, path)
				}
				continue
			}
			if mode != "-t" {
				r.errf("type: %s: not found\n", arg)
			}
			anyNotFound = true
		}
		if anyNotFound {
			exit.code = 1
		}
	case "hash":
		// TODO: implement. for now, having this as a no-op is better than nothing.
	case "eval":
		src := strings.Join(args, " ")
		file, err := badsubst.Parse(src, "") // tis: ${%} fails when it runs
		if err != nil {
			return failf(2, "eval: %v\n", err) // tis: a syntax error is 2, as bash
		}
		r.stmts(ctx, file.Stmts)
		exit = r.exit
	case "source", ".":
		if len(args) < 1 {
			return failf(2, "%v: source: need filename\n", pos)
		}
		path, err := scriptFromPathDir(r.Dir, r.writeEnv, args[0])
		if err != nil {
			// If the script was not found in PATH or there was any error, pass
			// the source path to the open handler so it has a chance to look
			// at files it manages (eg: virtual filesystem), and also allow
			// it to look for the sourced script in the current directory.
			path = args[0]
		}
		f, err := r.open(ctx, path, os.O_RDONLY, 0, false)
		if err != nil {
			return failf(1, "source: %v\n", err)
		}
		defer f.Close()
		p := syntax.NewParser()
		file, err := p.Parse(f, path)
		if err != nil {
			return failf(1, "source: %v\n", err)
		}

		// Keep the current versions of some fields we might modify.
		oldParams := r.Params
		oldSourceSetParams := r.sourceSetParams
		oldInSource := r.inSource

		// If we run "source file args...", set said args as parameters.
		// Otherwise, keep the current parameters.
		sourceArgs := len(args[1:]) > 0
		if sourceArgs {
			r.Params = args[1:]
			r.sourceSetParams = false
		}
		// We want to track if the sourced file explicitly sets the
		// parameters.
		r.sourceSetParams = false
		r.inSource = true // know that we're inside a sourced script.
		r.stmts(ctx, file.Stmts)

		// If we modified the parameters and the sourced file didn't
		// explicitly set them, we restore the old ones.
		if sourceArgs && !r.sourceSetParams {
			r.Params = oldParams
		}
		r.sourceSetParams = oldSourceSetParams
		r.inSource = oldInSource

		exit = r.exit
		exit.returning = false
	case "[":
		if len(args) == 0 || args[len(args)-1] != "]" {
			return failf(2, "%v: [: missing matching ]\n", pos)
		}
		args = args[:len(args)-1]
		fallthrough
	case "test":
		// tis: evaluated as bash's test does (see classicTest).
		t := classicTest{r: r, ctx: ctx, args: args}
		ok, err := t.run()
		if err != nil {
			r.errf("%v: %s: %v\n", pos, name, err)
			exit.code = 2
			return exit
		}
		exit.oneIf(!ok)
	case "exec":
		// TODO: Consider unix.Exec, i.e. actually replacing
		// the process. It's in theory what a shell should do,
		// but in practice it would kill the entire Go process
		// and it's not available on Windows.
		if len(args) == 0 {
			r.keepRedirs = true
			break
		}
		r.exit.exiting = true
		r.exec(ctx, pos, args)
		exit = r.exit
	case "command":
		show := false
		fp := flagParser{remaining: args}
		for fp.more() {
			switch flag := fp.flag(); flag {
			case "-v":
				show = true
			default:
				return failf(2, "command: invalid option %q\n", flag)
			}
		}
		args := fp.args()
		if len(args) == 0 {
			break
		}
		if !show {
			if IsBuiltin(args[0]) {
				return r.builtin(ctx, pos, args[0], args[1:])
			}
			r.exec(ctx, pos, args)
			exit = r.exit
			return exit
		}
		last := uint8(0)
		for _, arg := range args {
			last = 0
			if r.Funcs[arg] != nil || IsBuiltin(arg) {
				r.outf("%s\n", arg)
			} else if path, err := LookPathDir(r.Dir, r.writeEnv, arg); err == nil {
				r.outf("%s\n", path)
			} else {
				last = 1
			}
		}
		exit.code = last
	case "fc": // tis: tis_history.go
		return r.runFc(ctx, args)
	case "history": // tis: tis_history.go
		return r.runHistory(ctx, args)
	case "complete": // tis: tis_complete.go
		return r.runComplete(args)
	case "compgen":
		return r.runCompgen(ctx, args)
	case "compopt":
		return r.runCompopt(args)
	case "umask":
		return r.runUmask(args) // tis
	case "dirs": // tis: tis_dirs.go
		return r.runDirs(args)
	case "pushd":
		return r.runPushd(ctx, args)
	case "popd":
		return r.runPopd(ctx, args)
	case "return":
		if !r.inFunc && !r.inSource {
			// tis: status 2, as bash.
			return failf(2, "return: can only `return' from a function or sourced script\n")
		}
		switch len(args) {
		case 0:
			// tis: as bash, the status of the last command.
			exit.code = r.lastExit.code
		case 1:
			// tis: as bash, a status that is not a number returns 2.
			n, ok := bashNumber(args[0])
			if !ok {
				r.errf("return: %s: numeric argument required\n", args[0])
				n = 2
			}
			exit.code = uint8(n)
		default:
			return failf(2, "return: too many arguments\n")
		}
		exit.returning = true
	case "read":
		var prompt string
		raw := false
		silent := false
		readArray := false
		fp := flagParser{remaining: args}
		for fp.more() {
			switch flag := fp.flag(); flag {
			case "-s":
				silent = true
			case "-r":
				raw = true
			case "-a":
				readArray = true
			case "-p":
				prompt = fp.value()
				if prompt == "" {
					return failf(2, "read: -p: option requires an argument\n")
				}
			default:
				return failf(2, "read: invalid option %q\n", flag)
			}
		}

		args := fp.args()
		for _, name := range args {
			if !syntax.ValidName(name) {
				return failf(2, "read: invalid identifier %q\n", name)
			}
		}

		if prompt != "" {
			r.out(prompt)
		}

		var line []byte
		var err error
		fd, terminal := -1, false
		if silent {
			fd, terminal = stdinTerminal(r.stdin)
		}
		if terminal {
			// Only a terminal echoes what we read, so it is the only case
			// where we need to read without echoing.
			line, err = term.ReadPassword(fd)
		} else {
			line, err = r.readLine(ctx, raw)
		}
		if readArray {
			// read -a arrayname: split line into fields and assign to indexed array.
			arrayName := shellReplyVar
			if len(args) > 0 {
				arrayName = args[0]
			}
			// Use -1 as max to get all fields without joining the last ones.
			values := expand.ReadFields(r.ecfg, string(line), -1, raw)
			r.setVar(arrayName, expand.Variable{
				Set:  true,
				Kind: expand.Indexed,
				List: values,
			})
		} else if len(args) == 0 {
			// Bare "read" assigns the whole line to REPLY without any
			// trimming, only discarding backslash escapes unless raw.
			val := string(line)
			if !raw {
				var sb strings.Builder
				esc := false
				for i := range len(val) {
					if val[i] == '\\' && !esc {
						esc = true
						continue
					}
					sb.WriteByte(val[i])
					esc = false
				}
				val = sb.String()
			}
			r.setVarString(shellReplyVar, val)
		} else {
			values := expand.ReadFields(r.ecfg, string(line), len(args), raw)
			for i, name := range args {
				val := ""
				if i < len(values) {
					val = values[i]
				}
				r.setVarString(name, val)
			}
		}

		// We can get data back from readLine and an error at the same time, so
		// check err after we process the data.
		if err != nil {
			exit.code = 1
			return exit
		}

	case "getopts":
		if len(args) < 2 {
			return failf(2, "getopts: usage: getopts optstring name [arg ...]\n")
		}
		optind, err := strconv.Atoi(r.envGet("OPTIND"))
		// tis: an unset OPTIND (local OPTIND) starts afresh and is set
		// by the call, as in bash.
		freshOptind := err != nil || optind < 1
		if freshOptind || optind-1 != r.optState.argidx {
			if optind < 1 {
				optind = 1
			}
			r.optState = getopts{argidx: optind - 1}
		}
		optstr := args[0]
		name := args[1]
		args = args[2:]
		if len(args) == 0 {
			args = r.Params
		}
		// tis: an OPTIND past the words ends at the last one, as bash
		// (a new set -- after an earlier loop).
		if r.optState.argidx > len(args) {
			r.optState = getopts{argidx: len(args)}
			freshOptind = true
		}
		diagnostics := !strings.HasPrefix(optstr, ":")

		opt, optarg, done := r.optState.next(optstr, args)

		// tis: a missing argument is ? with a message, : only when
		// silent (OPTARG then names the option), as bash.
		if opt == ':' && diagnostics {
			r.errf("getopts: option requires an argument -- %s\n", optarg)
			opt = '?'
			optarg = ""
		}
		r.delVar("OPTARG")
		switch {
		case opt == '?' && diagnostics && !done:
			if optarg != "" {
				r.errf("getopts: illegal option -- %s\n", optarg)
			}
		default:
			if optarg != "" {
				r.setVarString("OPTARG", optarg)
			}
		}
		if freshOptind || optind-1 != r.optState.argidx {
			r.setVarString("OPTIND", strconv.FormatInt(int64(r.optState.argidx+1), 10))
		}
		// tis: the name is checked last, as bash: OPTIND and OPTARG
		// move all the same.
		if !syntax.ValidName(name) {
			return failf(1, "getopts: `%s': not a valid identifier\n", name)
		}
		r.setVarString(name, string(opt))

		exit.oneIf(done)

	case "shopt":
		return r.shopt(args) // tis: see options.go
	case "alias":
		show := func(name string, als alias) {
			r.outf("alias %s='%s'\n", name, als.text())
		}

		// tis: -p lists every alias, -- ends the options, as bash.
		listAll := len(args) == 0
		for len(args) > 0 && strings.HasPrefix(args[0], "-") && args[0] != "-" {
			if args[0] == "--" {
				args = args[1:]
				break
			}
			if args[0] != "-p" {
				r.errf("alias: %s: invalid option\n", args[0])
				return failf(2, "alias: usage: alias [-p] [name[=value] ... ]\n")
			}
			listAll = true
			args = args[1:]
		}
		if listAll {
			for _, name := range slices.Sorted(maps.Keys(r.alias)) {
				show(name, r.alias[name])
			}
		}
		for _, arg := range args {
			name, src, ok := strings.Cut(arg, "=")
			if !ok {
				als, ok := r.alias[name]
				if !ok {
					r.errf("alias: %s: not found\n", name)
					exit.code = 1 // tis: as bash
					continue
				}
				show(name, als)
				continue
			}

			// tis: a value that is more than words (echo hi | wc -c,
			// a; b, for ...; do) is kept as code, run with eval;
			// upstream refused it.
			parser := syntax.NewParser()
			var words []*syntax.Word
			code := strings.ContainsAny(src, "\n;&|<>(){}")
			if !code {
				for w, err := range parser.WordsSeq(strings.NewReader(src)) {
					if err != nil {
						code = true
						break
					}
					words = append(words, w)
				}
			}
			if len(words) > 0 {
				switch words[0].Lit() {
				case "for", "while", "until", "if", "case", "select", "function", "!", "[[", "{", "time", "coproc":
					code = true
				}
			}
			if code {
				words = nil
			}

			if r.alias == nil {
				r.alias = make(map[string]alias)
			}
			r.alias[name] = alias{
				args:  words,
				blank: strings.TrimRight(src, " \t") != src,
				src:   src,
				code:  code,
			}
		}
	case "unalias":
		// tis: -a, the usage error and the status of a missing name,
		// as bash.
		if len(args) > 0 && args[0] == "--" { // tis
			args = args[1:]
		}
		if len(args) == 0 {
			return failf(2, "unalias: usage: unalias [-a] name [name ...]\n")
		}
		if args[0] == "-a" {
			r.alias = nil
			break
		}
		for _, name := range args {
			if _, ok := r.alias[name]; !ok {
				r.errf("unalias: %s: not found\n", name)
				exit.code = 1
			}
			delete(r.alias, name)
		}

	case "trap":
		return r.trapBuiltin(args) // tis: see traps.go
	case "readarray", "mapfile":
		dropDelim := false
		delim := "\n"
		fp := flagParser{remaining: args}
		for fp.more() {
			switch flag := fp.flag(); flag {
			case "-t":
				// Remove the delim from each line read
				dropDelim = true
			case "-d":
				if len(fp.remaining) == 0 {
					return failf(2, "%s: -d: option requires an argument\n", name)
				}
				delim = fp.value()
				if delim == "" {
					// Bash sets the delim to an ASCII NUL if provided with an empty
					// string.
					delim = "\x00"
				}
			default:
				return failf(2, "%s: invalid option %q\n", name, flag)
			}
		}

		args := fp.args()
		var arrayName string
		switch len(args) {
		case 0:
			arrayName = "MAPFILE"
		case 1:
			if !syntax.ValidName(args[0]) {
				return failf(2, "%s: invalid identifier %q\n", name, args[0])
			}
			arrayName = args[0]
		default:
			return failf(2, "%s: Only one array name may be specified, %v\n", name, args)
		}

		var vr expand.Variable
		vr.Kind = expand.Indexed
		scanner := bufio.NewScanner(r.stdin)
		scanner.Split(mapfileSplit(delim[0], dropDelim))
		for scanner.Scan() {
			vr.List = append(vr.List, scanner.Text())
		}
		if err := scanner.Err(); err != nil {
			return failf(2, "%s: unable to read, %v\n", name, err)
		}
		r.setVar(arrayName, vr)

	default:
		return failf(2, "%s: unsupported builtin\n", name)
	}
	return exit
}

// mapfileSplit returns a suitable Split function for a [bufio.Scanner];
// the code is mostly stolen from [bufio.ScanLines].
func mapfileSplit(delim byte, dropDelim bool) bufio.SplitFunc {
	return func(data []byte, atEOF bool) (advance int, token []byte, err error) {
		if atEOF && len(data) == 0 {
			return 0, nil, nil
		}
		if i := bytes.IndexByte(data, delim); i >= 0 {
			// We have a full newline-terminated line.
			if dropDelim {
				return i + 1, data[0:i], nil
			} else {
				return i + 1, data[0 : i+1], nil
			}
		}
		// If we're at EOF, we have a final, non-terminated line. Return it.
		if atEOF {
			return len(data), data, nil
		}
		// Request more data.
		return 0, nil, nil
	}
}

func (r *Runner) readLine(ctx context.Context, raw bool) ([]byte, error) {
	if r.stdin == nil {
		return nil, errors.New("interp: can't read, there's no stdin")
	}

	var line []byte
	esc := false

	stopc := make(chan struct{})
	stop := context.AfterFunc(ctx, func() {
		r.stdin.SetReadDeadline(time.Now())
		close(stopc)
	})
	defer func() {
		if !stop() {
			// The AfterFunc was started.
			// Wait for it to complete, and reset the file's deadline.
			<-stopc
			r.stdin.SetReadDeadline(time.Time{})
		}
	}()
	for {
		var buf [1]byte
		n, err := r.stdin.Read(buf[:])
		if n > 0 {
			b := buf[0]
			switch {
			case !raw && b == '\\':
				line = append(line, b)
				esc = !esc
			case !raw && b == '\n' && esc:
				// line continuation; drop the trailing backslash
				line = line[:len(line)-1]
				esc = false
			case b == '\n':
				return line, nil
			default:
				line = append(line, b)
				esc = false
			}
		}
		if err != nil {
			return line, err
		}
	}
}

func absPath(dir, path string) string {
	if path == "" {
		return ""
	}
	if !filepath.IsAbs(path) {
		path = filepath.Join(dir, path)
	}
	// Note that [filepath.Join] cleans its result, but an already absolute
	// path needs cleaning too, such as turning "/a/../b" into "/b".
	return filepath.Clean(path)
}

func (r *Runner) absPath(path string) string {
	return absPath(r.Dir, path)
}

// flagParser is used to parse builtin flags.
//
// It's similar to the getopts implementation, but with some key differences.
// First, the API is designed for Go loops, making it easier to use directly.
// Second, it doesn't require the awkward ":ab" syntax that getopts uses.
// Third, it supports "-a" flags as well as "+a".
type flagParser struct {
	current   string
	remaining []string
}

func (p *flagParser) more() bool {
	if p.current != "" {
		// We're still parsing part of "-ab".
		return true
	}
	if len(p.remaining) == 0 {
		// Nothing left.
		p.remaining = nil
		return false
	}
	arg := p.remaining[0]
	if arg == "--" {
		// We explicitly stop parsing flags.
		p.remaining = p.remaining[1:]
		return false
	}
	if len(arg) == 0 || (arg[0] != '-' && arg[0] != '+') {
		// The next argument is not a flag.
		return false
	}
	// More flags to come.
	return true
}

func (p *flagParser) flag() string {
	arg := p.current
	if arg == "" {
		arg = p.remaining[0]
		p.remaining = p.remaining[1:]
	} else {
		p.current = ""
	}
	if len(arg) > 2 {
		// We have "-ab", so return "-a" and keep "-b".
		p.current = arg[:1] + arg[2:]
		arg = arg[:2]
	}
	return arg
}

func (p *flagParser) value() string {
	if len(p.remaining) == 0 {
		return ""
	}
	arg := p.remaining[0]
	p.remaining = p.remaining[1:]
	return arg
}

func (p *flagParser) args() []string { return p.remaining }

type getopts struct {
	argidx  int
	runeidx int
}

func (g *getopts) next(optstr string, args []string) (opt rune, optarg string, done bool) {
	if len(args) == 0 || g.argidx >= len(args) {
		return '?', "", true
	}
	arg := []rune(args[g.argidx])
	if len(arg) < 2 || arg[0] != '-' || arg[1] == '-' {
		return '?', "", true
	}

	opts := arg[1:]
	opt = opts[g.runeidx]

	i := strings.IndexRune(optstr, opt)
	if i >= 0 && i+1 < len(optstr) && optstr[i+1] == ':' {
		// the option requires an argument
		if g.runeidx+1 < len(opts) {
			// attached to the option in the same word, like -bval
			optarg = string(opts[g.runeidx+1:])
		} else if g.argidx+1 < len(args) {
			// the word that follows
			optarg = args[g.argidx+1]
			g.argidx++
		} else {
			// missing argument
			g.argidx++
			g.runeidx = 0
			return ':', string(opt), false
		}
		g.argidx++
		g.runeidx = 0
		return opt, optarg, false
	}

	if g.runeidx+1 < len(opts) {
		g.runeidx++
	} else {
		g.argidx++
		g.runeidx = 0
	}
	if i < 0 {
		// invalid option
		return '?', string(opt), false
	}
	return opt, "", false
}

// optStatusText returns a shell option's status text display
func (r *Runner) optStatusText(status bool) string {
	if status {
		return "on"
	}
	return "off"
}

// echoEscapes replaces the escapes of echo -e as bash does: \a \b \e \E
// \f \n \r \t \v \\, \0 and up to three octal digits, \x and up to two
// hexadecimal digits, \u and \U and up to four or eight; stop is true at \c,
// which ends the output there. Any other backslash stays. (tis: upstream
// read them as printf's format does.)
func echoEscapes(s string) (out string, stop bool) {
	if !strings.Contains(s, "\\") {
		return s, false
	}
	var sb strings.Builder
	digits := func(s string, max int, base int) (int, int) {
		n, i := 0, 0
		for ; i < len(s) && i < max; i++ {
			d := strings.IndexByte("0123456789abcdef", s[i]|0x20) // lower case
			if s[i] < '0' || d < 0 || d >= base {
				break
			}
			n = n*base + d
		}
		return n, i
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' || i+1 == len(s) {
			sb.WriteByte(c)
			continue
		}
		i++
		switch s[i] {
		case 'a':
			sb.WriteByte('\a')
		case 'b':
			sb.WriteByte('\b')
		case 'e', 'E':
			sb.WriteByte(0x1b)
		case 'f':
			sb.WriteByte('\f')
		case 'n':
			sb.WriteByte('\n')
		case 'r':
			sb.WriteByte('\r')
		case 't':
			sb.WriteByte('\t')
		case 'v':
			sb.WriteByte('\v')
		case '\\':
			sb.WriteByte('\\')
		case 'c':
			return sb.String(), true
		case '0':
			n, w := digits(s[i+1:], 3, 8)
			sb.WriteByte(byte(n))
			i += w
		case 'x':
			n, w := digits(s[i+1:], 2, 16)
			if w == 0 {
				sb.WriteString("\\x")
				break
			}
			sb.WriteByte(byte(n))
			i += w
		case 'u', 'U':
			max := 4
			if s[i] == 'U' {
				max = 8
			}
			n, w := digits(s[i+1:], max, 16)
			if w == 0 {
				sb.WriteByte('\\')
				sb.WriteByte(s[i])
				break
			}
			if n < 0x80 {
				sb.WriteByte(byte(n))
			} else {
				sb.WriteRune(rune(n))
			}
			i += w
		default:
			sb.WriteByte('\\')
			sb.WriteByte(s[i])
		}
	}
	return sb.String(), false
}
