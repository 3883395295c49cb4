package awk

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strings"
	"syscall"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// Command is the awk command: POSIX awk as models write it, with a few
// gawk extensions (match with an array, \s \w in regexes, nextfile,
// RS as a regex). Files are read and written in the session's
// filesystem. system(cmd), print | cmd and cmd | getline run `sh -c cmd`
// through c.Exec, so the sandbox's own commands (and its nested sh) serve
// them; without c.Exec they are refused.
func Command(ctx context.Context, c *command.Call) (err error) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(c.Stderr, "awk: internal error: %v\n", r)
			err = command.Status(2)
		}
	}()
	fs := command.NewFlagSet("awk")
	fs.Permute = false
	var fsep *string
	fs.Func('F', "field-separator", true, func(v string) error {
		fsep = &v
		return nil
	})
	var assigns []string
	fs.Func('v', "assign", true, func(v string) error {
		assigns = append(assigns, v)
		return nil
	})
	progFiles := fs.Strings('f', "file")
	version := fs.Bool(0, "version")
	ops, err := fs.ParseOrUsage(c)
	if err != nil {
		return err
	}
	if *version {
		fmt.Fprintln(c.Stdout, "awk (toolsinshell) 1.0, a POSIX awk")
		return nil
	}
	var src string
	if len(*progFiles) > 0 {
		var b strings.Builder
		for _, name := range *progFiles {
			var data []byte
			var rerr error
			if name == "-" || name == "/dev/stdin" {
				data, rerr = c.ReadAll(ctx, c.Stdin)
				if command.IsTooLarge(rerr) {
					return c.Fail(2, "fatal: %v", rerr)
				}
			} else {
				data, rerr = c.FS.ReadFile(c.Path(name))
			}
			if rerr != nil {
				return c.Fail(2, "fatal: can't open source file `%s' for reading: %s", name, vfs.Reason(rerr))
			}
			b.Write(data)
			b.WriteByte('\n')
		}
		src = b.String()
	} else {
		if len(ops) == 0 {
			return c.UsageError("usage: awk [-F fs][-v var=value][prog | -f progfile][file ...]")
		}
		src = ops[0]
		ops = ops[1:]
	}
	for _, a := range assigns {
		if _, _, ok := isAssignmentArg(a); !ok {
			return c.UsageError("fatal: `%s' argument to `-v' not in `var=value' form", a)
		}
	}
	prog, perr := Compile(src)
	if perr != nil {
		var se *syntaxError
		if errors.As(perr, &se) {
			fmt.Fprintf(c.Stderr, "awk: %s\n", se.Error())
			if line := describeLine(src, se.line); line != "" {
				fmt.Fprintf(c.Stderr, "awk: source line %d: %s\n", se.line, strings.TrimSpace(line))
			}
			return command.Status(2)
		}
		return c.Fail(2, "%v", perr)
	}
	var fsVal *string
	if fsep != nil {
		v := unescape(*fsep)
		fsVal = &v
	}
	return prog.run(ctx, c, fsVal, assigns, ops)
}

// run executes a compiled program.
func (prog *Program) run(ctx context.Context, c *command.Call, fs *string, assigns, operands []string) (err error) {
	in := &interp{
		ctx:        ctx,
		done:       ctx.Done(),
		prog:       prog,
		call:       c,
		globals:    make([]cell, prog.nGlobal),
		stderr:     c.Stderr,
		outputs:    map[string]*outFile{},
		inputs:     map[string]*inFile{},
		regexCache: map[string]*regexp.Regexp{},
		argIndex:   1,
		maxStr:     int(c.BufferLimit()),
		arrays:     c.Budget("array"),
		heap:       c.HeapWatch(),
	}
	if c.Exec != nil {
		// Commands run for pipes write to the same streams as awk.
		in.sout = &lockedWriter{w: c.Stdout}
		in.stderr = &lockedWriter{w: c.Stderr}
	} else {
		in.sout = c.Stdout
	}
	in.out = bufio.NewWriterSize(in.sout, 8*1024)
	in.rangeActive = make([]bool, prog.nRanges)
	in.seedRNG()
	defer func() {
		r := recover()
		if r == nil {
			return
		}
		switch r := r.(type) {
		case *runtimeError:
			in.out.Flush()
			in.closeAll()
			fmt.Fprintf(in.stderr, "awk: fatal: %s\n", r.msg)
			err = command.Status(2)
		case ctxDone:
			in.out.Flush()
			in.closeAll()
			err = r.err
		case stopped:
			in.closeAll()
			in.out.Flush() // what awk printed before the stop is kept
			err = r.err
			return
		case stdoutFailed:
			in.closeAll()
			if !isBrokenPipe(r.err) {
				fmt.Fprintf(in.stderr, "awk: write failure: %s\n", vfs.Reason(r.err))
			}
			err = command.Status(2)
		default:
			in.closeAll() // let the commands of pipes end
			panic(r)
		}
		if in.stopErr != nil {
			// A command awk ran was stopped: that stops awk too.
			err = in.stopErr
		}
	}()
	set := func(idx int, v value) { in.setSpecial(idx, v) }
	set(vFS, str(" "))
	set(vOFS, str(" "))
	set(vORS, str("\n"))
	set(vRS, str("\n"))
	set(vSUBSEP, str("\x1c"))
	set(vCONVFMT, str("%.6g"))
	set(vOFMT, str("%.6g"))
	set(vRLENGTH, num(-1))
	set(vRSTART, num(0))
	in.globals[vENVIRON].arr = map[string]value{}
	argv := map[string]value{"0": str("awk")}
	for i, op := range operands {
		argv[itoa(i+1)] = input(op).resolve()
	}
	in.globals[vARGV].arr = argv
	in.globals[vARGC].v = num(float64(len(operands) + 1))
	if fs != nil {
		set(vFS, str(*fs))
	}
	for _, a := range assigns {
		name, val, _ := isAssignmentArg(a)
		in.assignVar(name, val)
	}

	exiting := false
	for _, b := range prog.begins {
		if in.runProtected(b) == cExit {
			exiting = true
			break
		}
	}
	if !exiting && prog.hasMain {
		in.mainLoop()
	}
	// exit in BEGIN or in a rule still runs END; exit in END stops.
	for _, b := range prog.ends {
		if in.runProtected(b) == cExit {
			break
		}
	}
	// As gawk does, pipes and files are closed (their commands waited
	// for) before awk's own output is flushed.
	cerr := in.closeAll()
	if in.stopErr != nil {
		in.out.Flush()
		return in.stopErr
	}
	if ferr := in.out.Flush(); ferr != nil {
		panic(stdoutFailed{ferr})
	}
	if cerr != nil {
		fmt.Fprintf(in.stderr, "awk: close failed: %v\n", cerr)
		if in.exitStatus == 0 {
			in.exitStatus = 2
		}
	}
	return command.Status(in.exitStatus)
}

func isBrokenPipe(err error) bool {
	return errors.Is(err, io.ErrClosedPipe) || errors.Is(err, syscall.EPIPE)
}

// catchCtrl, deferred, catches next/exit raised inside a function call
// as a ctrlPanic: it unwinds the call frames and stores the control in c.
// Any other panic goes on.
func (in *interp) catchCtrl(c *ctrl) {
	if r := recover(); r != nil {
		cp, ok := r.(ctrlPanic)
		if !ok {
			panic(r)
		}
		in.frame = nil
		in.depth = 0
		*c = cp.c
	}
}

// runProtected runs an action, catching next/exit raised inside a
// function call.
func (in *interp) runProtected(body []stmt) (c ctrl) {
	if len(in.prog.funcs) > 0 {
		defer in.catchCtrl(&c)
	}
	return in.execBlock(body)
}

// mainLoop reads records and runs the rules; it reports whether exit ran.
func (in *interp) mainLoop() bool {
	for {
		in.tick()
		rec, ok := in.nextMain()
		if !ok {
			return false
		}
		in.setRecord(rec)
		switch in.runRules() {
		case cExit:
			return true
		case cNextFile:
			in.closeMain()
		}
	}
}

func (in *interp) runRules() (c ctrl) {
	if len(in.prog.funcs) > 0 {
		defer in.catchCtrl(&c)
	}
	for _, r := range in.prog.rules {
		if !in.matches(r) {
			continue
		}
		if !r.hasBody {
			if _, err := io.WriteString(in.out, in.record+in.ors); err != nil {
				panic(stdoutFailed{err})
			}
			continue
		}
		switch c := in.execBlock(r.body); c {
		case cNext:
			return cNone
		case cNextFile, cExit:
			return c
		}
	}
	return cNone
}

func (in *interp) matches(r *rule) bool {
	if r.pattern == nil {
		return true
	}
	if r.pattern2 == nil {
		return in.eval(r.pattern).toBool()
	}
	if !in.rangeActive[r.index] {
		if !in.eval(r.pattern).toBool() {
			return false
		}
		in.rangeActive[r.index] = !in.eval(r.pattern2).toBool()
		return true
	}
	if in.eval(r.pattern2).toBool() {
		in.rangeActive[r.index] = false
	}
	return true
}
