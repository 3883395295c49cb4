// Copyright (c) 2017, Daniel Martí <mvdan@mvdan.cc>
// See LICENSE for licensing information

// Package interp implements an interpreter to execute shell programs
// parsed by the [syntax] package as either [syntax.LangBash]
// or [syntax.LangPOSIX], behaving like Bash as a result.
//
// The interpreter currently aims to behave like a non-interactive shell,
// which is how most shells run scripts, and is more useful to machines.
// In the future, it may gain an option to behave like an interactive shell.
package interp

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	mathrand "math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/toolsinshell/tis/internal/mvdansh/expand"
	"mvdan.cc/sh/v3/syntax"
)

// A Runner interprets shell programs. It can be reused, but it is not safe for
// concurrent use. Use [New] to build a new Runner.
//
// Note that writes to Stdout and Stderr may be concurrent if background
// commands are used. If you plan on using an [io.Writer] implementation that
// isn't safe for concurrent use, consider a workaround like hiding writes
// behind a mutex.
//
// Runner's exported fields are meant to be configured via [RunnerOption];
// once a Runner has been created, the fields should be treated as read-only.
type Runner struct {
	// tis: arithmFailed is set by a bad expression of a command (see
	// Runner.arithm); a bad expansion in a word sets exit.aborted
	// instead (expand.Aborts), as bash discards the rest of the line.
	arithmFailed bool

	// tis: literalVar is the indexed array an array literal is building
	// (a=([0]=x [a[0]]=y)): the subscripts after the first read it as
	// it is so far, as bash, which assigns element by element.
	literalVar *namedVariable

	// tis: keptClosers are the files exec opened for the shell itself
	// (exec 3< f), closed when a run of a whole file ends.
	keptClosers []io.Closer

	// Env specifies the initial environment for the interpreter, which must
	// not be nil. It can only be set via [Env].
	//
	// If it includes a TMPDIR variable describing an absolute directory,
	// it is used as the directory in which to create temporary files needed
	// for the interpreter's use, such as named pipes for process substitutions.
	// Otherwise, [os.TempDir] is used.
	Env expand.Environ

	// writeEnv overlays [Runner.Env] so that we can write environment variables
	// as an overlay.
	writeEnv expand.WriteEnviron

	// Dir specifies the working directory of the command, which must be an
	// absolute path. It can only be set via [Dir].
	Dir string

	// tempDir is either $TMPDIR from [Runner.Env], or [os.TempDir].
	tempDir string

	// Params are the current shell parameters, e.g. from running a shell
	// file or calling a function. Accessible via the $@/$* family of vars.
	// It can only be set via [Params].
	Params []string

	// Separate maps - note that bash allows a name to be both a var and a
	// func simultaneously.
	// Vars is mostly superseded by Env at this point.
	// TODO(v4): remove these

	Vars  map[string]expand.Variable
	Funcs map[string]*syntax.Stmt

	alias map[string]alias

	// callHandler is a function allowing to replace a simple command's
	// arguments. It may be nil.
	callHandler CallHandlerFunc

	// execHandler is responsible for executing programs. It must not be nil.
	execHandler ExecHandlerFunc

	// execMiddlewares grows with calls to [ExecHandlers],
	// and is used to construct execHandler when Reset is first called.
	// The slice is needed to preserve the relative order of middlewares.
	execMiddlewares []func(ExecHandlerFunc) ExecHandlerFunc

	// openHandler is a function responsible for opening files. It must not be nil.
	openHandler OpenHandlerFunc

	// readDirHandler is a function responsible for reading directories during
	// glob expansion. It must be non-nil.
	readDirHandler ReadDirHandlerFunc2

	// statHandler is a function responsible for getting file stat. It must be non-nil.
	statHandler StatHandlerFunc

	// accessHandler is a function responsible for checking file access. It must be non-nil.
	accessHandler AccessHandlerFunc

	// tis: panicHandler hears of a panic recovered in a goroutine the
	// runner started; it may be nil. See [PanicHandler].
	panicHandler func(error)

	// tis: maxExpansion bounds what one expansion builds; see
	// [ExpansionLimit].
	maxExpansion int64

	// tis: pids are $$ and $PPID when set; see [ProcessIDs].
	pids *[2]int

	// tis: noVarsCopy leaves Vars alone at the end of Run; see
	// [NoVarsCopy].
	noVarsCopy bool

	// tis: pipeY is the statement after the | being run; stdinGiven says
	// the statement being run has stdin of its own (see
	// [HandlerContext.StdinGiven]).
	pipeY      *syntax.Stmt
	stdinGiven bool

	// tis: deferRedirs are the redirections of the simple command about
	// to run, which it performs once its words are expanded, as bash
	// does (echo $(cat f) > f reads f before emptying it); redirFailed
	// says that performing them failed.
	deferRedirs  []*syntax.Redirect
	redirFailed  bool
	redirClosers []io.Closer // what they opened, closed with the statement

	stdin  stdinFile // e.g. the read end of a pipe
	stdout io.Writer
	stderr io.Writer

	// tis: fds are the shell's file descriptors from 3 up (see fd.go). The
	// map is replaced, never changed in place, so a subshell and a
	// statement's saved state may share it.
	fds map[int]*fdEntry

	ecfg *expand.Config
	ectx context.Context // just so that Runner.Subshell can use it again

	// didReset remembers whether the runner has ever been reset. This is
	// used so that Reset is automatically called when running any program
	// or node for the first time on a Runner.
	didReset bool

	usedNew bool

	filename string // only if Node was a File

	// rand is the pseudo-random number generator behind the RANDOM variable,
	// only set once RANDOM has been assigned to in order to seed it.
	rand *mathrand.Rand

	// >0 to break or continue out of N enclosing loops
	breakEnclosing, contnEnclosing int

	inLoop       bool
	loopDepth    int // tis: the loops open, for break and continue counts
	inFunc       bool
	inSource     bool
	handlingTrap bool // whether we're currently in a trap callback

	// track if a sourced script set positional parameters
	sourceSetParams bool

	// noErrExit prevents failing commands from triggering [optErrExit],
	// such as the condition in a [syntax.IfClause].
	noErrExit bool

	// The current and last exit statuses. They can only be different if
	// the interpreter is in the middle of running a statement. In that
	// scenario, 'exit' is the status for the current statement being run,
	// and 'lastExit' corresponds to the previous statement that was run.
	exit     exitStatus
	lastExit exitStatus

	lastExpandExit exitStatus // used to surface exit statuses while expanding fields

	// bgProcs holds all background shells spawned by this runner.
	// Their PIDs are 1-indexed, from 1 to len(bgProcs), with a "g" prefix
	// to distinguish them from real PIDs on the host operating system.
	//
	// Note that each shell only tracks its direct children;
	// subshells do not share nor inherit the background PIDs they can wait for.
	bgProcs []bgProc

	opts runnerOpts

	// invocationFlags ends "$-" (tis: "c" in a shell run with -c).
	invocationFlags string

	origDir    string
	origParams []string
	origOpts   runnerOpts
	origStdin  stdinFile
	origStdout io.Writer
	origStderr io.Writer

	// Most scripts don't use pushd/popd, so make space for the initial PWD
	// without requiring an extra allocation.
	dirStack     []string
	dirBootstrap [1]string

	// readlinkHandler reads symbolic links (tis: tis_dirs.go).
	readlinkHandler ReadlinkHandlerFunc

	// compSpecs are the completion specifications of complete, by
	// name; compNames the names in the order they were set (tis:
	// tis_complete.go). commandNames lists the PATH's commands.
	compSpecs    map[string]compSpec
	compNames    []string
	commandNames func(ctx context.Context) []string

	// history is the history list, historyBase the number of entries
	// dropped from its start, historyFileLines the lines read from the
	// history file (tis: tis_history.go).
	history          []string
	historyBase      int
	historyFileLines int

	// umask is the file mode creation mask (tis: tis_umask.go).
	umask uint32

	optState getopts

	// keepRedirs is set by "exec" so that its statement's redirections
	// apply to the current shell, and not just the command.
	// It is consumed by the enclosing statement once it finishes.
	keepRedirs bool

	// tis: the traps (traps.go), nil until one is set.
	traps       *traps
	trapPrepare func(string) (string, error)
	// errTrapOff keeps the ERR trap from running: in a function, a
	// command substitution or a subshell without errtrace (set -E).
	errTrapOff bool
	// debugTrapOff does the same for DEBUG (and RETURN) without
	// functrace (set -T).
	debugTrapOff bool
	// pipeStatus holds the statuses of the last pipeline's stages
	// ($PIPESTATUS).
	pipeStatus []uint8
	// traceOut is the stderr of before the running statement's
	// redirections, where set -x writes.
	traceOut io.Writer
	// funcStack holds the functions running, the innermost last, for
	// FUNCNAME and BASH_LINENO.
	funcStack []funcFrame
	// started is when the shell started, for $SECONDS.
	started time.Time
	// bashPID is $BASHPID in a subshell (0: the shell's own, $$);
	// pidNext numbers the subshells of the shell and its subshells.
	bashPID int
	pidNext *atomic.Int64
	// lastArg is $_: the last word of the previous simple command.
	lastArg string
	// curLine is the line of the statement running, for $LINENO in a
	// trap.
	curLine uint
	// returnTrapHere is set when the function running set a RETURN trap.
	returnTrapHere bool
	// pendingSignals holds the signals kill sent to the shell while a
	// command ran: a number for a trap to run, minus the number for a
	// signal that ends the shell (Signal). sigPending says there are
	// some; sigMu guards both.
	pendingSignals []int
	sigPending     atomic.Bool
	sigMu          sync.Mutex
}

// exitStatus holds the state of the shell after running one command.
// Beyond the exit status code, it also holds whether the shell should return or exit,
// as well as any Go error values that should be given back to the user.
//
// TODO(v4): consider replacing ExitStatus with a struct like this,
// so that an [ExecHandlerFunc] can e.g. mimic `exit 0` or fatal errors
// with specific exit codes.
type exitStatus struct {
	// code is the exit status code.
	// When code is zero, err must be nil.
	code uint8

	// TODO: consider an enum, as only one of these should be set at a time
	returning bool // whether the current function `return`ed
	exiting   bool // whether the current shell is exiting
	// tis: aborted is set by an expansion error bash does not recover
	// from (expand.Aborts): the shell discards the rest of its command
	// line, as bash does.
	aborted   bool
	fatalExit bool // whether the current shell is exiting due to a fatal error; err below must not be nil

	// err holds the error information for a non-zero exit status code or fatal error.
	// Used so that running a single statement with a custom handler
	// which returns a non-fatal Go error, such as a Go error wrapping [NewExitStatus],
	// can be returned by [Runner.Run] without being lost entirely.
	err error
}

// clear sets the exit status code and error to zero, as long as the exit status
// was not set by `return`, `exit`, or a fatal error.
func (e *exitStatus) clear() {
	if e.returning || e.exiting || e.fatalExit || e.aborted {
		return
	}
	e.code = 0
	e.err = nil
}

func (e *exitStatus) ok() bool { return e.code == 0 }

// oneIf sets the exit status code to 1 if b is true.
// Note that it assumes the exit status hasn't been set yet,
// meaning that [exitStatus.code] and [exitStatus.err] are zero values.
func (e *exitStatus) oneIf(b bool) {
	if b {
		e.code = 1
	}
}

func (e *exitStatus) fatal(err error) {
	if e.fatalExit || err == nil {
		return
	}
	e.exiting = true
	e.fatalExit = true
	e.err = err
	if e.code == 0 {
		e.code = 1
	}
}

func (e *exitStatus) fromHandlerError(err error) {
	if err == nil {
		return
	}
	if exit, ok := errors.AsType[errBuiltinExitStatus](err); ok {
		*e = exitStatus(exit)
	} else if es, ok := errors.AsType[ExitStatus](err); ok {
		e.err = err
		e.code = uint8(es)
	} else {
		e.fatal(err) // handler's custom fatal error
	}
}

type bgProc struct {
	// closed when the background process finishes,
	// after which point the result fields below are set.
	done chan struct{}

	exit *exitStatus

	// waited is set once wait has reported the job (tis: wait -n
	// reports each job once).
	waited bool
}

type alias struct {
	args  []*syntax.Word
	blank bool

	// tis: src is the alias's value; code says it is more than a list
	// of words (a pipeline, a list, a keyword, lines), which a command
	// naming it runs with eval, its words after it (see the CallExpr
	// case of Runner.cmd).
	src  string
	code bool
}

// funcFrame is one function call: the function's name and the line it
// was called from. (tis)
type funcFrame struct {
	name string
	line uint
}

// text is the alias's value as alias prints it.
func (als alias) text() string {
	var buf bytes.Buffer
	if als.code {
		buf.WriteString(als.src)
	} else if len(als.args) > 0 {
		printer := syntax.NewPrinter()
		printer.Print(&buf, &syntax.CallExpr{
			Args: als.args,
		})
	}
	if als.blank {
		buf.WriteByte(' ')
	}
	return buf.String()
}

// New creates a new Runner, applying a number of options. If applying any of
// the options results in an error, it is returned.
//
// Any unset options fall back to their defaults. For example, not supplying the
// environment falls back to the process's environment, and not supplying the
// standard output writer means that the output will be discarded.
func New(opts ...RunnerOption) (*Runner, error) {
	r := &Runner{
		usedNew:        true,
		openHandler:    DefaultOpenHandler(),
		readDirHandler: DefaultReadDirHandler2(),
		statHandler:    DefaultStatHandler(),
		accessHandler:  DefaultAccessHandler(),
	}
	r.dirStack = r.dirBootstrap[:0]
	// turn "on" the default options (tis: of set as well as shopt)
	r.opts = defaultOpts()

	for _, opt := range opts {
		if err := opt(r); err != nil {
			return nil, err
		}
	}

	// Set the default fallbacks, if necessary.
	if r.Env == nil {
		Env(nil)(r)
	}
	if r.Dir == "" {
		if err := Dir("")(r); err != nil {
			return nil, err
		}
	}
	if r.stdout == nil || r.stderr == nil {
		StdIO(r.stdin, r.stdout, r.stderr)(r)
	}
	return r, nil
}

// RunnerOption can be passed to [New] to alter a [Runner]'s behaviour.
// It can also be applied directly on an existing Runner,
// such as interp.Params("-e")(runner) or interp.StdIO(nil, w, w)(runner).
//
// Note that [Env] and [Dir] only take effect the next time that the runner is
// reset, as [Runner.Reset] derives state from them, such as the variables and
// the value of PWD. Since running a node only resets a runner the first time
// around, applying either option after a run requires an explicit reset.
type RunnerOption func(*Runner) error

// TODO(v4): consider making [Env] and [Dir] fail when applied after a reset,
// rather than being silently held back until the next one.

// Env sets the interpreter's environment. If nil, the environment is
// empty. (tis: upstream copies the process's environment.)
func Env(env expand.Environ) RunnerOption {
	return func(r *Runner) error {
		if env == nil {
			env = expand.ListEnviron()
		}
		r.Env = env
		return nil
	}
}

// Dir sets the interpreter's working directory. If empty, the process's current
// directory is used.
func Dir(path string) RunnerOption {
	return func(r *Runner) error {
		if path == "" {
			path, err := os.Getwd()
			if err != nil {
				if runtime.GOOS == "js" {
					// js/wasm has no working directory; virtual
					// filesystems set Runner.Dir themselves
					r.Dir = "/"
					return nil
				}
				return fmt.Errorf("could not get current dir: %w", err)
			}
			r.Dir = path
			return nil
		}
		path, err := filepath.Abs(path)
		if err != nil {
			return fmt.Errorf("could not get absolute dir: %w", err)
		}
		info, err := os.Stat(path)
		if err != nil {
			return fmt.Errorf("could not stat: %w", err)
		}
		if !info.IsDir() {
			return fmt.Errorf("%s is not a directory", path)
		}
		r.Dir = path
		return nil
	}
}

// Interactive configures the interpreter to behave like an interactive shell,
// akin to Bash. Currently, this only enables the expansion of aliases,
// but later on it should also change other behavior.
func Interactive(enabled bool) RunnerOption {
	return func(r *Runner) error {
		r.opts[optExpandAliases] = enabled
		return nil
	}
}

// TODO(v4): split the "set" options into [PosixOpts], mirroring [BashOpts],
// leaving Params for the positional parameters alone. Accepting both means that
// Params with user-supplied arguments can set options by accident.

// Params populates the shell options and parameters. For example, Params("-e",
// "--", "foo") will set the "-e" option and the parameters ["foo"], and
// Params("+e") will unset the "-e" option and leave the parameters untouched.
//
// This is similar to what the interpreter's "set" builtin does.
// See [BashOpts] for the Bash options which "set" cannot change.
func Params(args ...string) RunnerOption {
	return func(r *Runner) error {
		// tis: the set builtin's parser, shared (see options.go).
		return r.setOpts(args)
	}
}

// BashOpts sets or unsets Bash shell options. For example,
// BashOpts("-s", "extglob", "globstar") sets both the "extglob" and "globstar"
// options, and BashOpts("-u", "extglob") unsets "extglob" alone.
//
// Just like the builtin, "-o" restricts the names to the POSIX options,
// which [Params] can set as well.
//
// This is similar to what the interpreter's "shopt" builtin does, except that
// no arguments is a no-op rather than printing all options.
func BashOpts(args ...string) RunnerOption {
	return func(r *Runner) error {
		mode := ""
		posixOpts := false
		fp := flagParser{remaining: args}
		for fp.more() {
			switch flag := fp.flag(); flag {
			case "-s", "-u":
				mode = flag
			case "-o":
				posixOpts = true
			default:
				return fmt.Errorf("invalid option: %q", flag)
			}
		}
		names := fp.args()
		if len(names) > 0 && mode == "" {
			return fmt.Errorf("either -s or -u must be given to set or unset options")
		}
		for _, name := range names {
			opt, supported := (*bool)(nil), true
			if posixOpts {
				opt = r.posixOptByName(name)
			} else {
				opt, supported = r.bashOptByName(name)
			}
			if opt == nil {
				return fmt.Errorf("invalid option name: %q", name)
			}
			if !supported {
				return fmt.Errorf("unsupported option: %q", name)
			}
			*opt = mode == "-s"
		}
		if r.didReset {
			// Some options affect expansion; before the first reset,
			// the reset itself takes care of this.
			r.updateExpandOpts()
		}
		return nil
	}
}

// PanicHandler sets the function told of a panic recovered in a goroutine
// the runner started to run shell code: a stage of a pipeline, a
// background job, a process substitution. The goroutine ends as if its
// shell had hit a fatal error (a [PanicError]) and f gets that error, so
// that the caller can stop the whole script; a panic never leaves such a
// goroutine. (tis: upstream lets it end the process.)
func PanicHandler(f func(error)) RunnerOption {
	return func(r *Runner) error {
		r.panicHandler = f
		return nil
	}
}

// PanicError is a panic recovered in one of the runner's goroutines.
type PanicError struct {
	// Value is what was passed to panic.
	Value any
}

func (e *PanicError) Error() string { return fmt.Sprintf("internal error: %v", e.Value) }

// recoverGoroutine is deferred first thing in every goroutine that runs
// shell code: a panic becomes a fatal error of r2, which the parent sees
// as it would any other, and the panic handler is told.
func (r *Runner) recoverGoroutine(r2 *Runner) {
	p := recover()
	if p == nil {
		return
	}
	err := &PanicError{Value: p}
	r2.exit.fatal(err)
	r2.exit.exiting = false
	r2.exit.aborted = false   // tis: nor discard its line
	r2.exit.returning = false // tis: return in a subshell ends only it
	if r.panicHandler != nil {
		r.panicHandler(err)
	}
}

// ExpansionLimit bounds the bytes one expansion may build: a word's
// fields (their text and 32 bytes of bookkeeping each), a parameter
// expansion's result, a command substitution's output, a pattern (whose
// compiled form takes many times its text, so it gets a 256th of the
// bound, at least 4 KiB). Past it the expansion fails with an
// [expand.TooLargeError], which ends the shell (or subshell) as an unset
// variable does under set -u. Zero or less means no bound.
// (tis: upstream grows them without bound, inside one step.)
func ExpansionLimit(max int64) RunnerOption {
	return func(r *Runner) error {
		r.maxExpansion = max
		return nil
	}
}

// CallHandler sets the call handler. See [CallHandlerFunc] for more info.
func CallHandler(f CallHandlerFunc) RunnerOption {
	return func(r *Runner) error {
		r.callHandler = f
		return nil
	}
}

// ExecHandler sets one command execution handler,
// which replaces [DefaultExecHandler](2 * time.Second).
//
// Deprecated: use [ExecHandlers] instead, which allows chaining handlers more easily
// like middleware functions.
func ExecHandler(f ExecHandlerFunc) RunnerOption {
	return func(r *Runner) error {
		r.execHandler = f
		return nil
	}
}

// ExecHandlers appends middlewares to handle command execution.
// The middlewares are chained from first to last, and the first is called by the runner.
// Each middleware is expected to call the "next" middleware at most once.
//
// For example, a middleware may implement only some commands.
// For those commands, it can run its logic and avoid calling "next".
// For any other commands, it can call "next" with the original parameters.
//
// Another common example is a middleware which always calls "next",
// but runs custom logic either before or after that call.
// For instance, a middleware could change the arguments to the "next" call,
// or it could print log lines before or after the call to "next".
//
// The last exec handler is always [DefaultExecHandler](2 * time.Second).
func ExecHandlers(middlewares ...func(next ExecHandlerFunc) ExecHandlerFunc) RunnerOption {
	return func(r *Runner) error {
		r.execMiddlewares = append(r.execMiddlewares, middlewares...)
		return nil
	}
}

// TODO: consider porting the middleware API in [ExecHandlers] to [OpenHandler],
// [ReadDirHandler2], and [StatHandler].

// TODO(v4): now that [ExecHandlers] allows calling a next handler with changed
// arguments, one of the two advantages of [CallHandler] is gone. The other is the
// ability to work with builtins; if we make [ExecHandlers] work with builtins, we
// could join both APIs.

// OpenHandler sets file open handler. See [OpenHandlerFunc] for more info.
func OpenHandler(f OpenHandlerFunc) RunnerOption {
	return func(r *Runner) error {
		r.openHandler = f
		return nil
	}
}

// ReadDirHandler sets the read directory handler. See [ReadDirHandlerFunc] for more info.
//
// Deprecated: use [ReadDirHandler2].
func ReadDirHandler(f ReadDirHandlerFunc) RunnerOption {
	return func(r *Runner) error {
		r.readDirHandler = func(ctx context.Context, path string) ([]fs.DirEntry, error) {
			infos, err := f(ctx, path)
			if err != nil {
				return nil, err
			}
			entries := make([]fs.DirEntry, len(infos))
			for i, info := range infos {
				entries[i] = fs.FileInfoToDirEntry(info)
			}
			return entries, nil
		}
		return nil
	}
}

// ReadDirHandler2 sets the read directory handler. See [ReadDirHandlerFunc2] for more info.
func ReadDirHandler2(f ReadDirHandlerFunc2) RunnerOption {
	return func(r *Runner) error {
		r.readDirHandler = f
		return nil
	}
}

// StatHandler sets the stat handler. See [StatHandlerFunc] for more info.
func StatHandler(f StatHandlerFunc) RunnerOption {
	return func(r *Runner) error {
		r.statHandler = f
		return nil
	}
}

// AccessHandler sets the file access handler. See [AccessHandlerFunc] for more info.
func AccessHandler(f AccessHandlerFunc) RunnerOption {
	return func(r *Runner) error {
		r.accessHandler = f
		return nil
	}
}

// StdIO configures an interpreter's standard input, standard output, and
// standard error. If out or err are nil, they default to a writer that discards
// the output.
//
// Note that providing a non-nil standard input other than [*os.File] will require
// an [os.Pipe] and spawning a goroutine to copy into it,
// as an [os.File] is the only way to share a reader with subprocesses.
// This may cause the interpreter to consume the entire reader.
// See [os/exec.Cmd.Stdin].
//
// When providing an [*os.File] as standard input, consider using an [os.Pipe]
// as it has the best chance to support cancellable reads via [os.File.SetReadDeadline],
// so that cancelling the runner's context can stop a blocked standard input read.
//
// On js/wasm, where there are no subprocesses nor OS pipes, any reader is used
// directly, and read deadlines are not supported: cancelling the runner's
// context cannot stop a blocked standard input read.
func StdIO(in io.Reader, out, err io.Writer) RunnerOption {
	return func(r *Runner) error {
		stdin, _err := newStdinFile(in)
		if _err != nil {
			return _err
		}
		r.stdin = stdin
		if out == nil {
			out = io.Discard
		}
		r.stdout = out
		if err == nil {
			err = io.Discard
		}
		r.stderr = err
		return nil
	}
}

// Reset returns a runner to its initial state, right before the first call to
// Run or Reset.
//
// Typically, this function only needs to be called if a runner is reused to run
// multiple programs non-incrementally. Not calling Reset between each run will
// mean that the shell state will be kept, including variables, options, and the
// current directory.
func (r *Runner) Reset() {
	if !r.usedNew {
		panic("use interp.New to construct a Runner")
	}
	if !r.didReset {
		r.origDir = r.Dir
		r.origParams = r.Params
		r.origOpts = r.opts
		r.origStdin = r.stdin
		r.origStdout = r.stdout
		r.origStderr = r.stderr

		if r.execHandler != nil && len(r.execMiddlewares) > 0 {
			panic("interp.ExecHandler should be replaced with interp.ExecHandlers, not mixed")
		}
		if r.execHandler == nil {
			r.execHandler = DefaultExecHandler(2 * time.Second)
		}
		// Middlewares are chained from first to last, and each can call the
		// next in the chain, so we need to construct the chain backwards.
		for _, mw := range slices.Backward(r.execMiddlewares) {
			r.execHandler = mw(r.execHandler)
		}
		// Fill tempDir; only need to do this once given that Env will not change.
		if dir := r.Env.Get("TMPDIR").String(); filepath.IsAbs(dir) {
			r.tempDir = dir
		} else {
			r.tempDir = os.TempDir()
		}
		// Clean it as we will later do a string prefix match.
		r.tempDir = filepath.Clean(r.tempDir)
	}
	// reset the internal state
	*r = Runner{
		Env:             r.Env,
		tempDir:         r.tempDir,
		callHandler:     r.callHandler,
		execHandler:     r.execHandler,
		openHandler:     r.openHandler,
		readDirHandler:  r.readDirHandler,
		statHandler:     r.statHandler,
		readlinkHandler: r.readlinkHandler, // tis
		commandNames:    r.commandNames,    // tis
		accessHandler:   r.accessHandler,
		panicHandler:    r.panicHandler,
		maxExpansion:    r.maxExpansion,

		invocationFlags: r.invocationFlags, // tis
		trapPrepare:     r.trapPrepare,     // tis
		pids:            r.pids,            // tis: ProcessIDs outlives Reset
		noVarsCopy:      r.noVarsCopy,      // tis

		// These can be set by functions like [Dir] or [Params], but
		// builtins can overwrite them; reset the fields to whatever the
		// constructor set up.
		Dir:    r.origDir,
		Params: r.origParams,
		opts:   r.origOpts,
		stdin:  r.origStdin,
		stdout: r.origStdout,
		stderr: r.origStderr,

		origDir:    r.origDir,
		origParams: r.origParams,
		origOpts:   r.origOpts,
		origStdin:  r.origStdin,
		origStdout: r.origStdout,
		origStderr: r.origStderr,

		// emptied below, to reuse the space
		Vars: r.Vars,

		dirStack: r.dirStack[:0],
		usedNew:  r.usedNew,
		umask:    defaultUmask, // tis
	}
	// Ensure we stop referencing any pointers before we reuse bgProcs.
	clear(r.bgProcs)
	r.bgProcs = r.bgProcs[:0]

	if r.Vars == nil {
		r.Vars = make(map[string]expand.Variable)
	} else {
		clear(r.Vars)
	}
	// TODO(v4): Use the supplied Env directly if it implements enough methods.
	// tis: room for the variables Reset and a host's setup declare, so
	// that the map does not grow on the way.
	r.writeEnv = &overlayEnviron{parent: r.Env, values: make(map[string]namedVariable, 16)}
	if !r.writeEnv.Get("HOME").IsSet() {
		home, _ := os.UserHomeDir()
		r.setVarString("HOME", home)
	}
	if !r.writeEnv.Get("UID").IsSet() {
		r.setVar("UID", expand.Variable{
			Set:      true,
			Kind:     expand.String,
			ReadOnly: true,
			Str:      strconv.Itoa(os.Getuid()),
		})
	}
	if !r.writeEnv.Get("EUID").IsSet() {
		r.setVar("EUID", expand.Variable{
			Set:      true,
			Kind:     expand.String,
			ReadOnly: true,
			Str:      strconv.Itoa(os.Geteuid()),
		})
	}
	if !r.writeEnv.Get("GID").IsSet() {
		r.setVar("GID", expand.Variable{
			Set:      true,
			Kind:     expand.String,
			ReadOnly: true,
			Str:      strconv.Itoa(os.Getgid()),
		})
	}
	// tis: PWD is exported and OLDPWD declared exported, as bash
	// starts.
	r.setVar("PWD", expand.Variable{Set: true, Exported: true, Kind: expand.String, Str: r.Dir})
	r.applyShellOpts()
	for _, name := range []string{"SHELLOPTS", "BASHOPTS"} {
		exported := r.writeEnv.Get(name).Exported
		r.setVar(name, expand.Variable{Set: true, ReadOnly: true, Exported: exported, Kind: expand.String,
			Str: r.shellOptsValue(name == "BASHOPTS")})
	}
	if !r.writeEnv.Get("OLDPWD").Declared() {
		r.setVar("OLDPWD", expand.Variable{Exported: true})
	}
	r.started = time.Now()
	r.pidNext = new(atomic.Int64)
	r.setVarString("IFS", " \t\n")
	r.setVarString("OPTIND", "1")

	r.didReset = true
}

// ExitStatus is a non-zero status code resulting from running a shell node.
type ExitStatus uint8

func (s ExitStatus) Error() string { return fmt.Sprintf("exit status %d", s) }

// NewExitStatus creates an error which contains the specified exit status code.
//
// Deprecated: use [ExitStatus] directly.
//
//go:fix inline
func NewExitStatus(status uint8) error {
	return ExitStatus(status)
}

// IsExitStatus checks whether error contains an exit status and returns it.
//
// Deprecated: use [errors.As] with [ExitStatus] directly.
//
//go:fix inline
func IsExitStatus(err error) (status uint8, ok bool) {
	if es, ok := errors.AsType[ExitStatus](err); ok {
		return uint8(es), true
	}
	return 0, false
}

// Run interprets a node, which can be a [*File], [*Stmt], or [Command]. If a non-nil
// error is returned, it will typically contain a command's exit status, which
// can be retrieved with [IsExitStatus].
//
// Run can be called multiple times synchronously to interpret programs
// incrementally. To reuse a [Runner] without keeping the internal shell state,
// call Reset.
//
// Calling Run on an entire [*File] implies an exit, meaning that an exit trap may
// run.
func (r *Runner) Run(ctx context.Context, node syntax.Node) error {
	if !r.didReset {
		r.Reset()
	}
	r.fillExpandConfig(ctx)
	r.exit = exitStatus{}
	r.filename = ""
	switch node := node.(type) {
	case *syntax.File:
		r.filename = node.Name
		discardLine := uint(0)
		for _, st := range node.Stmts {
			if st.Pos().Line() == discardLine && !r.exit.exiting {
				continue // tis: the rest of a line an expansion error ended
			}
			r.verbose(st)
			r.stmt(ctx, st)
			if r.exit.aborted {
				r.exit.aborted = false
				r.lastExit = r.exit
				discardLine = st.End().Line()
			}
		}
	case *syntax.Stmt:
		r.stmt(ctx, node)
	case syntax.Command:
		r.cmd(ctx, node)
	default:
		return fmt.Errorf("node can only be File, Stmt, or Command: %T", node)
	}
	// A bare Command bypasses stmt, which normally updates lastExit.
	r.lastExit = r.exit
	// Running an entire file implies an exit; a statement or command
	// only exits the shell via the exit builtin, errexit, and so on.
	if _, ok := node.(*syntax.File); ok || r.exit.exiting {
		r.runTrap(ctx, 0) // tis: EXIT
	}
	if _, ok := node.(*syntax.File); ok {
		// tis: what exec opened for the shell is closed once the file
		// and its EXIT trap have run.
		for _, c := range r.keptClosers {
			c.Close()
		}
		r.keptClosers = nil
	}
	if !r.noVarsCopy { // tis
		maps.Insert(r.Vars, r.writeEnv.Each)
	}
	// Return the first of: a fatal error, a non-fatal handler error, or the exit code.
	if err := r.exit.err; err != nil {
		if r.exit.code == 0 {
			// This should never happen; too much code relies on checking [exitStatus.code]
			// to see if the last command succeeded or failed. [exitStatus.err] should only be
			// additional information, so fail loudly if the invariant is broken.
			panic("ended up with a non-nil exitStatus.err but a zero exitStatus.code")
		}
		return err
	}
	if code := r.exit.code; code != 0 {
		return ExitStatus(code)
	}
	return nil
}

// Exited reports whether the last Run call should exit an entire shell. This
// can be triggered by the "exit" built-in command, for example.
//
// Note that this state is overwritten at every Run call, so it should be
// checked immediately after each Run call.
func (r *Runner) Exited() bool {
	return r.exit.exiting
}

// Subshell makes a copy of the given [Runner], suitable for use concurrently
// with the original. The copy will have the same environment, including
// variables and functions, but they can all be modified without affecting the
// original.
//
// Subshell is not safe to use concurrently with [Run]. Orchestrating this is
// left up to the caller; no locking is performed.
//
// To replace e.g. stdin/out/err, do [StdIO](r.stdin, r.stdout, r.stderr)(r) on
// the copy.
func (r *Runner) Subshell() *Runner {
	return r.subshell(true)
}

// subshell is like [Runner.subshell], but allows skipping some allocations and copies
// when creating subshells which will not be used concurrently with the parent shell.
// TODO(v4): we should expose this, e.g. SubshellForeground and SubshellBackground.
func (r *Runner) subshell(background bool) *Runner {
	if !r.didReset {
		r.Reset()
	}
	// Keep in sync with the Runner type. Manually copy fields, to not copy
	// sensitive ones like [errgroup.Group], and to do deep copies of slices.
	r2 := &Runner{
		Dir:             r.Dir,
		tempDir:         r.tempDir,
		Params:          r.Params,
		callHandler:     r.callHandler,
		execHandler:     r.execHandler,
		openHandler:     r.openHandler,
		readDirHandler:  r.readDirHandler,
		statHandler:     r.statHandler,
		readlinkHandler: r.readlinkHandler, // tis
		commandNames:    r.commandNames,    // tis
		accessHandler:   r.accessHandler,
		panicHandler:    r.panicHandler,
		maxExpansion:    r.maxExpansion,
		pids:            r.pids,       // tis
		noVarsCopy:      r.noVarsCopy, // tis
		stdin:           r.stdin,
		stdout:          r.stdout,
		stderr:          r.stderr,
		fds:             r.fds, // tis: never changed in place
		filename:        r.filename,
		opts:            r.opts,
		traps:           r.subshellTraps(), // tis
		// tis: errexit stays ignored in a subshell of a condition or
		// an && or || list, as bash.
		noErrExit:       r.noErrExit && !background,
		inFunc:          r.inFunc, // tis: return in ( ) of a function
		trapPrepare:     r.trapPrepare,
		errTrapOff:      r.errTrapOff || !r.opts[optErrTrace],
		debugTrapOff:    r.debugTrapOff || !r.opts[optFuncTrace],
		invocationFlags: r.invocationFlags, // tis
		usedNew:         r.usedNew,
		umask:           r.umask, // tis
		exit:            r.exit,
		lastExit:        r.lastExit,
		lastArg:         r.lastArg, // tis
		funcStack:       slices.Clip(r.funcStack),
		started:         r.started,
		pidNext:         r.pidNext,

		origStdout: r.origStdout, // used for process substitutions
	}
	// tis: each subshell has a $BASHPID of its own.
	if r2.pidNext != nil {
		r2.bashPID = r.shellPID() + int(r2.pidNext.Add(1))
	}
	r2.writeEnv = newOverlayEnviron(r.writeEnv, background)
	// Funcs are copied, since they might be modified.
	r2.Funcs = maps.Clone(r.Funcs)
	r2.Vars = make(map[string]expand.Variable)
	r2.alias = maps.Clone(r.alias)
	r2.compSpecs = maps.Clone(r.compSpecs) // tis
	r2.compNames = slices.Clone(r.compNames)
	r2.history = slices.Clone(r.history)
	r2.historyBase, r2.historyFileLines = r.historyBase, r.historyFileLines

	r2.dirStack = append(r2.dirBootstrap[:0], r.dirStack...)
	r2.fillExpandConfig(r.ectx)
	r2.didReset = true
	return r2
}
