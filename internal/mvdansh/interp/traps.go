// Copyright (c) 2017, Daniel Martí <mvdan@mvdan.cc>
// See LICENSE for licensing information

package interp

// tis: traps as bash has them: EXIT, ERR, DEBUG, RETURN and the
// signals by name (with or without SIG, any case) or number; trap -p,
// trap -l, "trap - SIG", "trap '' SIG", and a lone number or signal that
// resets. Upstream knew only EXIT and ERR. A signal trap is kept and
// listed; it runs when kill sends that signal to the shell itself (no
// signal of the host reaches a script).

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// The pseudo-signals' numbers, after the real ones; 0 is EXIT.
const (
	sigDebug  = 65
	sigErr    = 66
	sigReturn = 67
	numTraps  = 68
)

// signalNames holds bash's names of the signals by number (Linux).
var signalNames = func() [numTraps]string {
	var n [numTraps]string
	copy(n[:], []string{"EXIT", "SIGHUP", "SIGINT", "SIGQUIT", "SIGILL", "SIGTRAP", "SIGABRT",
		"SIGBUS", "SIGFPE", "SIGKILL", "SIGUSR1", "SIGSEGV", "SIGUSR2", "SIGPIPE", "SIGALRM",
		"SIGTERM", "SIGSTKFLT", "SIGCHLD", "SIGCONT", "SIGSTOP", "SIGTSTP", "SIGTTIN", "SIGTTOU",
		"SIGURG", "SIGXCPU", "SIGXFSZ", "SIGVTALRM", "SIGPROF", "SIGWINCH", "SIGIO", "SIGPWR", "SIGSYS"})
	n[34] = "SIGRTMIN"
	for i := 1; i <= 15; i++ {
		n[34+i] = fmt.Sprintf("SIGRTMIN+%d", i)
	}
	for i := 14; i >= 1; i-- {
		n[64-i] = fmt.Sprintf("SIGRTMAX-%d", i)
	}
	n[64] = "SIGRTMAX"
	n[sigDebug], n[sigErr], n[sigReturn] = "DEBUG", "ERR", "RETURN"
	return n
}()

// SignalNumber returns the number of a signal named as trap and kill take
// it: a number, or a name with or without SIG in any case (EXIT is 0);
// DEBUG, ERR and RETURN only when pseudo is true.
func SignalNumber(spec string, pseudo bool) (int, bool) {
	if n, err := strconv.Atoi(spec); err == nil {
		if n >= 0 && n <= 64 && signalNames[n] != "" {
			return n, true
		}
		return 0, false
	}
	up := strings.ToUpper(spec)
	for i, name := range &signalNames {
		if name == "" || (i >= sigDebug && !pseudo) {
			continue
		}
		if up == name || "SIG"+up == name {
			return i, true
		}
	}
	return 0, false
}

// SignalName returns bash's name of a signal number ("SIGTERM"), or "".
func SignalName(n int) string {
	if n < 0 || n >= numTraps {
		return ""
	}
	return signalNames[n]
}

// trap is one trap: its command, and whether it runs in this shell (a
// subshell lists its parent's traps, as bash does, but runs few of them).
type trap struct {
	cmd   string // as given, to list
	run   string // as prepared by the TrapPrepare option, to run
	set   bool
	fires bool
}

// traps holds a shell's traps by signal number.
type traps [numTraps]trap

// subshellTraps returns the traps a subshell starts with: all of them to
// list; to run, an ignored signal stays ignored, ERR with errtrace, DEBUG
// and RETURN with functrace.
func (r *Runner) subshellTraps() *traps {
	if r.traps == nil {
		return nil
	}
	t := *r.traps
	for i := range t {
		switch {
		case !t[i].set:
		case t[i].cmd == "" && i != 0:
		case i == sigErr && r.opts[optErrTrace]:
		case (i == sigDebug || i == sigReturn) && r.opts[optFuncTrace]:
		default:
			t[i].fires = false
		}
	}
	return &t
}

// trapCmd returns the command of a trap that runs in this shell, or "".
func (r *Runner) trapCmd(sig int) string {
	if r.traps == nil || !r.traps[sig].fires {
		return ""
	}
	return r.traps[sig].run
}

// TrapPrepare sets a function that prepares a trap's command when trap
// sets it (the sandbox rewrites it as it does any script): the trap runs
// what it returns, trap -p lists the command as given, and an error
// fails the trap builtin with status 2. Nil runs the command as given.
func TrapPrepare(f func(cmd string) (string, error)) RunnerOption {
	return func(r *Runner) error {
		r.trapPrepare = f
		return nil
	}
}

// trapBuiltin runs the trap builtin.
func (r *Runner) trapBuiltin(args []string) exitStatus {
	var exit exitStatus
	print, list := false, false
	i := 0
flags:
	for ; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--":
			i++
			break flags
		case a == "-" || len(a) < 2 || a[0] != '-':
			break flags
		}
		if _, err := strconv.Atoi(a); err == nil {
			r.errf("trap: %s: invalid option\ntrap: usage: trap [-lp] [[arg] signal_spec ...]\n", a)
			exit.code = 2
			return exit
		}
		for _, f := range a[1:] {
			switch f {
			case 'p':
				print = true
			case 'l':
				list = true
			default:
				r.errf("trap: -%c: invalid option\ntrap: usage: trap [-lp] [[arg] signal_spec ...]\n", f)
				exit.code = 2
				return exit
			}
		}
	}
	args = args[i:]
	if list {
		r.listSignals()
		return exit
	}
	if print || len(args) == 0 {
		if len(args) == 0 {
			r.printTraps(nil)
			return exit
		}
		var sigs []int
		for _, a := range args {
			n, ok := SignalNumber(a, true)
			if !ok {
				r.errf("trap: %s: invalid signal specification\n", a)
				exit.code = 1
				continue
			}
			sigs = append(sigs, n)
		}
		r.printTraps(sigs)
		return exit
	}
	// "trap SIG" and "trap N ..." reset; otherwise the first word is the
	// command, "-" resetting and "" ignoring.
	cmd, reset := args[0], false
	if _, isNum := strconv.ParseUint(strings.TrimSpace(args[0]), 10, 64); isNum == nil || len(args) == 1 {
		reset = true
	} else {
		args = args[1:]
		reset = cmd == "-"
	}
	run := cmd
	if !reset && cmd != "" && r.trapPrepare != nil {
		var err error
		if run, err = r.trapPrepare(cmd); err != nil {
			r.errf("trap: %v\n", err)
			exit.code = 2
			return exit
		}
	}
	for _, a := range args {
		n, ok := SignalNumber(a, true)
		if t := strings.TrimSpace(a); !ok && t != a {
			// tis: a number with blanks around it (" 42 "), as bash.
			if _, err := strconv.ParseUint(t, 10, 64); err == nil {
				n, ok = SignalNumber(t, true)
			}
		}
		if !ok {
			r.errf("trap: %s: invalid signal specification\n", a)
			exit.code = 1
			continue
		}
		if r.traps == nil {
			r.traps = new(traps)
		}
		if reset {
			r.traps[n] = trap{}
			continue
		}
		r.traps[n] = trap{cmd: cmd, run: run, set: true, fires: true}
		switch n { // set in a function, it runs there
		case sigErr:
			r.errTrapOff = false
		case sigDebug:
			r.debugTrapOff = false
		}
		if n == sigReturn && r.inFunc {
			r.returnTrapHere = true
		}
	}
	return exit
}

// printTraps prints the traps of sigs (all set ones when nil) as
// commands that set them again.
func (r *Runner) printTraps(sigs []int) {
	if r.traps == nil {
		return
	}
	if sigs == nil {
		for i := range r.traps {
			sigs = append(sigs, i)
		}
	}
	for _, n := range sigs {
		if t := r.traps[n]; t.set {
			r.outf("trap -- %s %s\n", singleQuote(t.cmd), signalNames[n])
		}
	}
}

// listSignals prints the signals as trap -l and kill -l do.
func (r *Runner) listSignals() {
	col := 0
	for i := 1; i <= 64; i++ {
		if signalNames[i] == "" {
			continue
		}
		r.outf("%2d) %s", i, signalNames[i])
		col++
		if col%5 == 0 {
			r.out("\n")
		} else {
			r.out("\t")
		}
	}
	if col%5 != 0 {
		r.out("\n")
	}
}

// singleQuote quotes s in single quotes, as trap -p prints a command.
func singleQuote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// runTrap runs the trap of sig, if it runs in this shell, with $? as
// the status before it; the status after it is the one before, unless
// the trap ran exit.
func (r *Runner) runTrap(ctx context.Context, sig int) {
	callback := r.trapCmd(sig)
	if callback == "" || r.handlingTrap {
		return // none, or inside a trap: no cycles
	}
	r.handlingTrap = true
	defer func() { r.handlingTrap = false }()

	file, err := syntax.NewParser().Parse(strings.NewReader(callback), signalNames[sig]+" trap")
	if err != nil {
		r.errf("trap: %v\n", err)
		return
	}
	oldExit, oldLastExit := r.exit, r.lastExit
	oldNoErrExit := r.noErrExit
	oldLine := r.ecfg.TrapLine
	r.ecfg.TrapLine = r.curLine
	defer func() { r.ecfg.TrapLine = oldLine }()
	r.lastExit = r.exit
	r.exit = exitStatus{}
	r.stmts(ctx, file.Stmts)
	r.noErrExit = oldNoErrExit
	if r.exit.exiting || r.exit.fatalExit {
		return // exit in a trap ends the shell with its status
	}
	r.exit, r.lastExit = oldExit, oldLastExit
}

// Signal delivers a signal (by number) to the shell as kill does to its
// own process, from any goroutine: once the command running ends, a trap
// for it runs, an ignored signal does nothing, and any other ends the
// shell with 128 plus its number, as the signal would (SIGCHLD, SIGURG,
// SIGWINCH and SIGCONT are ignored by default). Numbers outside 1 to 64
// do nothing.
func (r *Runner) Signal(sig int) {
	if sig <= 0 || sig > 64 {
		return
	}
	r.sigMu.Lock()
	defer r.sigMu.Unlock()
	if r.traps != nil && r.traps[sig].set {
		if r.traps[sig].fires {
			r.pendingSignals = append(r.pendingSignals, sig)
			r.sigPending.Store(true)
		}
		return
	}
	switch signalNames[sig] {
	case "SIGCHLD", "SIGURG", "SIGWINCH", "SIGCONT":
		return
	}
	r.pendingSignals = append(r.pendingSignals, -sig)
	r.sigPending.Store(true)
}

// runPendingSignals runs the traps of the signals delivered while the
// last command ran, or ends the shell as a signal without a trap does.
func (r *Runner) runPendingSignals(ctx context.Context) {
	r.sigMu.Lock()
	sigs := r.pendingSignals
	r.pendingSignals = nil
	r.sigPending.Store(false)
	r.sigMu.Unlock()
	for _, sig := range sigs {
		if sig < 0 {
			r.exit = exitStatus{code: uint8(128 - sig), exiting: true}
			return
		}
		r.runTrap(ctx, sig)
	}
}

// debugTrap runs the DEBUG trap before a command, unless it is off here
// (a function without functrace); $? stays what it was.
func (r *Runner) debugTrap(ctx context.Context, line uint) {
	if r.traps == nil || r.debugTrapOff {
		return
	}
	if !r.handlingTrap {
		r.curLine = line
	}
	r.runTrap(ctx, sigDebug)
}

// stageDebugTrap runs the DEBUG trap before a stage of a pipeline that
// is a simple command, in the shell that starts the stage, as bash does
// (the stage's subshell does not run it again).
func (r *Runner) stageDebugTrap(ctx context.Context, st *syntax.Stmt) {
	if r.traps == nil || r.debugTrapOff || r.trapCmd(sigDebug) == "" {
		return
	}
	if _, ok := st.Cmd.(*syntax.CallExpr); ok {
		r.debugTrap(ctx, st.Pos().Line())
	}
}
