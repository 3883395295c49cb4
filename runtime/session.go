package runtime

import (
	"context"
	"errors"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/toolsinshell/tis/internal/mvdansh/expand"
	"github.com/toolsinshell/tis/internal/mvdansh/interp"
	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
	"mvdan.cc/sh/v3/syntax"
)

// Home is the session's home and starting directory.
const Home = "/home/agent"

// Options configure a Session. The zero value is usable: default limits,
// the default commands, the real clock and no extra environment.
type Options struct {
	// Limits bound each script; zero fields take DefaultLimits.
	Limits Limits
	// Registry holds the commands scripts can run. Nil means
	// DefaultRegistry(). The session clones it, so later changes to the
	// one given here do not reach the session; use Session.Registry.
	Registry *command.Registry
	// Env adds exported variables to every script ("NAME=value"). No host
	// variable is visible to a script unless it is listed here.
	Env []string
	// Now is the clock; nil means time.Now.
	Now func() time.Time
	// FS is the session's filesystem; nil means a new one with the
	// session's file limits, holding /tmp and Home.
	FS *vfs.FS
}

// Session is a sandbox whose files live from one script to the next. Its
// scripts run one at a time.
type Session struct {
	// running is held by the script that runs (one at a time), and by
	// ResetFiles; a script waits for it within its own time limit.
	running chan struct{}
	// idle takes the next script's function to a goroutine that ran one
	// before and waits (see spawn).
	idle chan func()
	// env0 is the environment of a script that adds no variable of its
	// own, made once: an Environ is only read (the interpreter writes
	// over it).
	env0 func() shellEnv
	// parser parses each script's text; only the script that holds
	// running uses it.
	parser *syntax.Parser
	// mu guards limits, for moments: never held while a script runs, so
	// neither Limits nor SetLimits waits for one, not even for a script
	// stopped and left to finish on its own (see stopGrace).
	mu sync.Mutex
	// fs is the session's files, read without a lock (FS) and replaced
	// whole by ResetFiles.
	fs     atomic.Pointer[vfs.FS]
	reg    *command.Registry
	limits Limits
	env    []string
	now    func() time.Time
}

// NewSession returns a session with an empty home directory.
func NewSession(opts *Options) *Session {
	if opts == nil {
		opts = &Options{}
	}
	s := &Session{running: make(chan struct{}, 1), idle: make(chan func()), limits: opts.Limits.withDefaults(), now: opts.Now}
	if s.now == nil {
		s.now = time.Now
	}
	base := opts.Registry
	if base == nil {
		base = DefaultRegistry()
	}
	s.reg = base.Clone()
	fs := opts.FS
	if fs == nil {
		fs = s.newFS()
	}
	s.fs.Store(fs)
	s.env = append([]string(nil), opts.Env...)
	s.env0 = sync.OnceValue(func() shellEnv { return newShellEnv(append(baseEnv(), s.env...)) })
	return s
}

// newFS returns an empty filesystem with the session's limits, holding
// /tmp and Home.
func (s *Session) newFS() *vfs.FS {
	fs := vfs.New(&vfs.Options{
		Limits: s.limits.files(),
		// Files belong to the sandbox's user (uid and gid 1000, as id
		// says); [ -O f ] and [ -G f ] are answered without asking the
		// host (see rewriteNodes and testArgs).
		Now: s.now, UID: uid, GID: uid,
	})
	for _, d := range []string{"/tmp", Home} {
		_ = fs.MkdirAll(d, 0o755)
	}
	_ = fs.Chmod("/tmp", 0o777)
	return fs
}

// FS returns the session's filesystem. It does not wait for a script that
// is running (vfs.FS is safe for concurrent use): a host that reads the
// files' usage after a script was stopped is not held up by an
// interpreter left to finish on its own.
func (s *Session) FS() *vfs.FS { return s.fs.Load() }

// ResetFiles replaces every file of the session with the entries of a
// snapshot (vfs.FS.Snapshot): the files a script run elsewhere left, or
// that a store kept. It takes time linear in the snapshot's size, and
// stops with ctx's cause once ctx is done; on any error the files stay as
// they were. It keeps the entries' data (see vfs.FS.Restore).
func (s *Session) ResetFiles(ctx context.Context, entries []vfs.Entry) error {
	if err := s.hold(ctx); err != nil {
		return err
	}
	defer s.release()
	s.mu.Lock()
	fs := s.newFS()
	s.mu.Unlock()
	if err := fs.Restore(ctx, entries); err != nil {
		return err
	}
	// Under mu, with the limits as they are now: a SetLimits since newFS
	// reaches the new files too.
	s.mu.Lock()
	fs.SetLimits(s.limits.files())
	s.fs.Store(fs)
	s.mu.Unlock()
	return nil
}

// hold waits until no script runs in the session (one stopped and left
// to finish on its own included) and takes its turn, or fails with ctx's
// cause.
func (s *Session) hold(ctx context.Context) error {
	select {
	case s.running <- struct{}{}:
		return nil
	default:
	}
	select {
	case s.running <- struct{}{}:
		return nil
	case <-ctx.Done():
		return context.Cause(ctx)
	}
}

// release ends the turn hold took.
func (s *Session) release() { <-s.running }

// Registry returns the session's commands; a command registered here is
// available from the next script on.
func (s *Session) Registry() *command.Registry { return s.reg }

// Limits returns the session's limits with defaults filled in.
func (s *Session) Limits() Limits {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.limits
}

// ExplicitLimits returns the session's limits as Limits.Explicit writes
// them: every default filled in, every absent bound -1. They give another
// session (a worker's) the same limits.
func (s *Session) ExplicitLimits() Limits {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.limits.noneAsNegative()
}

// SetLimits changes the limits of the next scripts (zero fields take the
// defaults, as in Options). The file limits of the session's filesystem
// change too.
func (s *Session) SetLimits(l Limits) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.limits = l.withDefaults()
	s.fs.Load().SetLimits(s.limits.files())
}

// RunOptions are the inputs of one script besides its text.
type RunOptions struct {
	// Name names the script in messages; default "bash".
	Name string
	// File is the file the script was read from (tsrun script.sh): a
	// syntax error names it as FILE:LINE:COL, as tscheck does; other
	// messages keep Name, as bash's do.
	File string
	// Stdin is the script's standard input; nil means empty.
	Stdin io.Reader
	// Env adds exported variables for this script only ("NAME=value"),
	// over the session's.
	Env []string
	// Watch, when set, sees what the script writes as it writes it
	// (stderr false for stdout), before any limit cuts it: a worker
	// process streams its output to its parent this way. It must not
	// block long.
	Watch func(stderr bool, p []byte)
	// Started is when the script's time began, when work done for it
	// before Run (loading its files, sending them to a worker) counts
	// against its time limit; zero means now. The deadline is Started
	// plus Limits.Timeout.
	Started time.Time
	// Commands are added to the session's commands for this script only,
	// replacing any of the same name. The tools command comes this way,
	// with state (its catalog, its call count) that lives for one script.
	// Unlike other commands, these are still called once the script is
	// stopped, with a done context, so they can report that they did not
	// run; they must return at once then.
	Commands map[string]command.Func
}

// Output returns both streams in the order the script wrote them.
func (r *Result) Output() string {
	var b strings.Builder
	for _, s := range r.Segments {
		b.WriteString(s.Text)
	}
	return b.String()
}

// Result is what a script did.
type Result struct {
	// ExitCode is the script's exit status.
	ExitCode int
	// Stdout and Stderr are what the script printed, cut in the middle
	// when longer than the output limit.
	Stdout, Stderr string
	// Segments are both streams in the order the script wrote them, cut
	// in the middle past twice the output limit: printed each to its own
	// stream, they give what 2>&1 would.
	Segments []Segment
	// LimitsHit names each limit the script reached (Limit* constants).
	LimitsHit []string
	// Stopped is why the script was stopped before its end: a
	// *LimitError or an error a command returned to stop the script. Nil
	// when the script ran to its end (or to exit).
	Stopped error
	// Commands is how many simple commands ran.
	Commands int64
	// Duration is the wall-clock time the script took.
	Duration time.Duration
}

const uid = 1000

// stopGrace is how long Run waits for a stopped script's interpreter to
// let go before it returns without it.
const stopGrace = time.Second

// Run runs src as a bash script in a fresh interpreter over the session's
// files. It never returns an error: a script that cannot be parsed exits
// with status 2 and the parser's message on stderr, as in bash.
func (s *Session) Run(ctx context.Context, src string, opts *RunOptions) *Result {
	if opts == nil {
		opts = &RunOptions{}
	}
	name := ScriptName(opts.Name)
	start := time.Now()
	s.mu.Lock()
	limits := s.limits
	s.mu.Unlock()
	sc := &script{s: s, limits: limits, name: name, file: opts.File, extra: opts.Commands, env: opts.Env, start: s.now()}
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	sc.cancel = cancel
	if limits.Timeout > 0 {
		began := opts.Started
		if began.IsZero() {
			began = start
		}
		var stopTimer context.CancelFunc
		ctx, stopTimer = context.WithDeadlineCause(ctx, began.Add(limits.Timeout), TimeLimit(limits.Timeout))
		defer stopTimer()
	}
	// One script at a time: a script still running (one stopped and left
	// to finish on its own) is waited for within this one's time limit.
	if err := s.hold(ctx); err != nil {
		return busyResult(name, err, time.Since(start))
	}
	unlock := true
	defer func() {
		if unlock {
			s.release()
		}
	}()
	sc.fs = s.fs.Load()
	var written atomic.Int64
	sc.stdout = newCapture(limits.MaxOutputBytes, &written, limits.MaxOutputTotal, sc.stop)
	sc.stderr = newCapture(limits.MaxOutputBytes, &written, limits.MaxOutputTotal, sc.stop)
	sc.output = NewOutputLog(2 * limits.MaxOutputBytes)
	sc.stdout.ord, sc.stderr.ord, sc.stderr.stderr = sc.output, sc.output, true
	if w := opts.Watch; w != nil {
		sc.stdout.watch = func(p []byte) { w(false, p) }
		sc.stderr.watch = func(p []byte) { w(true, p) }
	}
	sc.stderr.drop = func(p []byte) bool {
		cause := context.Cause(ctx)
		return cause != nil && string(p) == cause.Error()+"\n"
	}
	res := &Result{}
	sc.fs.SetOnLimit(func(le *vfs.LimitError) {
		sc.stop(&LimitError{Limit: fsLimitName(le.Limit), Detail: fmt.Sprintf("%d", le.Max) + fsLimitUnit(le.Limit)})
	})
	if max := limits.MaxMemoryBytes; max > 0 {
		defer sc.watchMemory(ctx, max)()
	}

	// A script may have removed the home directory; each starts in it.
	_ = sc.fs.MkdirAll(Home, 0o755)
	// The interpreter runs in a goroutine of its own, so that Run returns
	// soon after the script is stopped even when the interpreter is busy
	// in something it does not interrupt (a huge expansion): a stopped
	// script that has not let go after stopGrace is left to finish on its
	// own, and the session stays locked until it has.
	finished := make(chan int, 1)
	s.spawn(func() {
		finished <- sc.run(ctx, src, opts.Stdin)
	})
	status, abandoned := 0, false
	select {
	case status = <-finished:
	case <-ctx.Done():
		select {
		case status = <-finished:
		case <-time.After(stopGrace):
			abandoned = true
		}
	}
	// Background jobs outlive Runner.Run: cancel so their next command
	// refuses to run, whatever the outcome.
	cause := context.Cause(ctx)
	cancel(errStopped)
	release := func() {
		sc.cleanup()
		sc.fs.SetOnLimit(nil)
	}
	if abandoned {
		unlock = false
		go func() {
			<-finished
			release()
			s.release()
		}()
		status = 1
	} else {
		defer release()
	}

	res.Commands = sc.commands.Load()
	var le *LimitError
	var reported *command.StopError
	switch {
	case cause == nil || errors.Is(cause, errStopped):
	case errors.As(cause, &le):
		res.Stopped = cause
		res.LimitsHit = append(res.LimitsHit, le.Limit)
		status = le.Status()
		sc.stderr.note(fmt.Sprintf("%s: %v\n", name, le))
	case errors.Is(cause, context.Canceled), errors.Is(cause, context.DeadlineExceeded):
		// The caller's context ended the script.
		res.Stopped = cause
		sc.stderr.note(name + ": the script was cancelled\n")
		if status == 0 {
			status = 130
		}
	default:
		// A command stopped the script with its own reason.
		res.Stopped = cause
		if status == 0 {
			status = 1
		}
		if !errors.As(cause, &reported) {
			sc.stderr.note(fmt.Sprintf("%s: %v\n", name, cause))
		}
	}
	if sc.stdout.cut() || sc.stderr.cut() {
		res.LimitsHit = append(res.LimitsHit, LimitOutput)
	}
	sort.Strings(res.LimitsHit)
	res.ExitCode = status
	res.Stdout, res.Stderr = sc.stdout.String(), sc.stderr.String()
	res.Segments = sc.output.Segments()
	res.Duration = time.Since(start)
	return res
}

// idleRunner is how long the goroutine that ran a session's script waits
// for the session's next one before it ends.
const idleRunner = 5 * time.Second

// spawn runs f in a goroutine of its own: the one that ran the session's
// last script when it is waiting for the next, else a new one. A new
// goroutine starts with a small stack that the interpreter grows by
// copying it several times; one kept from script to script keeps its
// grown stack (that copying was a sixth of a trivial script's time).
// What f runs shares nothing with the last script but the goroutine.
func (s *Session) spawn(f func()) {
	select {
	case s.idle <- f:
		return
	default:
	}
	go s.runLoop(f)
}

// runLoop runs f, then the session's next scripts while they come within
// idleRunner of each other.
func (s *Session) runLoop(f func()) {
	for {
		f()
		f = nil // what the script held is not kept while waiting
		t := time.NewTimer(idleRunner)
		select {
		case f = <-s.idle:
			t.Stop()
		case <-t.C:
			return
		}
	}
}

// busyResult is the result of a script that did not run: the session was
// still busy with an earlier script (stopped, and left to finish on its
// own) when cause, the script's time limit or its caller's end, came.
func busyResult(name string, cause error, d time.Duration) *Result {
	const why = "the session was still busy with an earlier script that was stopped and has not let go; this script did not run"
	res := &Result{Stopped: cause, Duration: d}
	var le *LimitError
	if errors.As(cause, &le) {
		res.LimitsHit = []string{le.Limit}
		res.ExitCode = le.Status()
		res.Stderr = fmt.Sprintf("%s: %v: %s\n", name, le, why)
	} else {
		res.ExitCode = 130
		res.Stderr = fmt.Sprintf("%s: the script was cancelled: %s\n", name, why)
	}
	res.Segments = []Segment{{Stderr: true, Text: res.Stderr}}
	return res
}

func fsLimitName(l string) string {
	switch l {
	case "depth":
		return LimitDepth
	case "file_bytes":
		return LimitFileBytes
	case "total_bytes":
		return LimitFSBytes
	}
	return LimitFiles
}

func fsLimitUnit(l string) string {
	switch l {
	case "files":
		return " files"
	case "depth":
		return " directory levels"
	}
	return " bytes"
}

// script is the state of one Run.
type script struct {
	s        *Session
	limits   Limits  // the session's limits when the script began
	fs       *vfs.FS // the session's files when the script began
	name     string
	file     string // the file the script was read from, for syntax errors
	cancel   context.CancelCauseFunc
	stdout   *capture
	stderr   *capture
	output   *OutputLog // both, in order
	commands atomic.Int64
	jobs     atomic.Int64            // background jobs and pipeline stages running
	extra    map[string]command.Func // this script's own commands
	env      []string                // this script's own variables
	// funcMu guards what the script's code declares, which nested shells
	// of a pipeline add to concurrently.
	funcMu   sync.Mutex
	funcs    map[string]*syntax.FuncDecl // the functions declared, by the script's names
	selects  int                         // select loops rewritten, for unique names
	selected map[syntax.Pos]bool         // select loops that showed their menu
	psubs    []string                    // process substitution files to remove at the end
	psubMu   sync.Mutex
	// main is the script's shell, the one kill $$ signals.
	main *interp.Runner
	// start is when Run began, on the session's clock.
	start time.Time
}

// stop ends the script with cause; the first cause wins.
func (sc *script) stop(cause error) { sc.cancel(cause) }

func (sc *script) run(ctx context.Context, src string, stdin io.Reader) int {
	// The session's parser: the script's own parse happens while the
	// script holds the session (code it evals or sources later gets a
	// parser of its own).
	if sc.s.parser == nil {
		sc.s.parser = syntax.NewParser(syntax.Variant(syntax.LangBash))
	}
	file, err := sc.parseWith(sc.s.parser, src, sc.file)
	if err != nil {
		var pe syntax.ParseError
		switch {
		case sc.file == "":
			fmt.Fprintf(sc.stderr, "%s: %v\n", sc.name, err)
		case errors.As(err, &pe):
			fmt.Fprintf(sc.stderr, "%v\n", err) // FILE:LINE:COL: ...
		default:
			fmt.Fprintf(sc.stderr, "%s: %v\n", sc.file, err)
		}
		return 2
	}
	if stdin == nil {
		stdin = strings.NewReader("")
	}
	var env shellEnv
	if len(sc.env) == 0 {
		env = sc.s.env0() // the same for every script of the session
	} else {
		env = newShellEnv(append(append(baseEnv(), sc.s.env...), sc.env...))
	}
	r, err := sc.newRunnerEnv(ctx, env, Home, nil, stdin, sc.stdout, sc.stderr)
	if err != nil {
		fmt.Fprintf(sc.stderr, "%s: %v\n", sc.name, err)
		return 2
	}
	sc.main = r // kill $$ signals it
	err = sc.runSafely(ctx, r, file)
	return sc.status(ctx, err)
}

// internalTmp is the interpreter's own temporary directory: a path under
// a file, which cannot exist, so that its FIFO paths (which bypass the
// open handler) never reach the host.
const internalTmp = "/dev/null/tis-no-tmp"

// shellEnv is the environment a shell starts with: the variables its
// interpreter reads (TMPDIR is the interpreter's own) and the TMPDIR
// the script sees.
type shellEnv struct {
	env expand.Environ
	tmp string
}

// newShellEnv is the environment of the exported variables vars
// ("NAME=value"; TMPDIR is the one the script sees).
func newShellEnv(vars []string) shellEnv {
	tmp := "/tmp"
	pairs := make([]string, 0, len(vars)+3)
	for _, kv := range vars {
		if v, ok := strings.CutPrefix(kv, "TMPDIR="); ok {
			tmp = v
			continue
		}
		pairs = append(pairs, kv)
	}
	// UID and EUID are in the environment Reset reads, so that it does
	// not take the host's; the prelude makes them read-only and not
	// exported.
	pairs = append(pairs, "TMPDIR="+internalTmp, fmt.Sprintf("UID=%d", uid), fmt.Sprintf("EUID=%d", uid))
	return shellEnv{env: sandboxEnv{expand.ListEnviron(pairs...)}, tmp: tmp}
}

// newRunner returns an interpreter over the session's files with our
// handlers, the exported variables vars ("NAME=value"; TMPDIR is the one
// the script sees), the working directory dir and the options and
// positional parameters params (as interp.Params takes them), and any
// extra options.
func (sc *script) newRunner(ctx context.Context, vars []string, dir string, params []string, stdin io.Reader, stdout, stderr io.Writer, extra ...interp.RunnerOption) (*interp.Runner, error) {
	return sc.newRunnerEnv(ctx, newShellEnv(vars), dir, params, stdin, stdout, stderr, extra...)
}

// newRunnerEnv is newRunner with the environment made already.
func (sc *script) newRunnerEnv(ctx context.Context, env shellEnv, dir string, params []string, stdin io.Reader, stdout, stderr io.Writer, extra ...interp.RunnerOption) (*interp.Runner, error) {
	tmp := env.tmp
	opts := []interp.RunnerOption{
		interp.Env(env.env),
		func(r *interp.Runner) error { r.Dir = dir; return nil },
		interp.StdIO(stdin, stdout, stderr),
		interp.CallHandler(sc.call),
		interp.ExecHandlers(func(interp.ExecHandlerFunc) interp.ExecHandlerFunc { return sc.exec }),
		interp.OpenHandler(sc.open),
		interp.StatHandler(sc.statFile),
		interp.ReadlinkHandler(sc.readlink),
		interp.CommandNamesHandler(sc.commandNames),
		interp.ReadDirHandler2(sc.readDir),
		interp.AccessHandler(sc.access),
		// A panic in a goroutine the interpreter starts (a pipeline's
		// stage, a background job) ends the script as one in its main
		// goroutine does (runSafely).
		interp.PanicHandler(sc.stop),
		// A trap's body is prepared as the script is.
		interp.TrapPrepare(sc.prepareTrap),
		// What one expansion builds ($(...), ${x//a/b}, "$x$x", word
		// splitting, a pattern) is bounded as what one command holds.
		interp.ExpansionLimit(sc.limits.MaxBufferBytes),
		// $$ and $PPID, also reached as ${!ref}, are the sandbox's.
		interp.ProcessIDs(SandboxPID, SandboxPPID),
		// Nothing reads Runner.Vars: no copy of every variable after
		// each Run.
		interp.NoVarsCopy(),
	}
	if len(params) > 0 {
		opts = append(opts, interp.Params(params...))
	}
	opts = append(opts, extra...)
	r, err := interp.New(opts...)
	if err != nil {
		return nil, err
	}
	r.Reset()
	if err := sc.prelude(r, tmp); err != nil {
		return nil, err
	}
	return r, nil
}

// prelude sets what every shell of the sandbox starts with, through the
// interpreter's variables rather than code it parses and runs (that was
// a tenth of a trivial script's cost). The interpreter took internalTmp
// as its own temporary directory at Reset; the script sees its TMPDIR,
// tmp. UID and EUID are the sandbox user's (a nested shell too, whose
// environment does not carry them), read-only and not exported;
// OSTYPE, HOSTTYPE and MACHTYPE are set when the environment does not
// set them, as bash's are (a Linux on x86-64, whatever the host). $_ is
// as bash starts it: the shell's name.
func (sc *script) prelude(r *interp.Runner, tmp string) error {
	uidStr := strconv.Itoa(uid)
	for _, d := range [...]struct {
		name, value string
		readOnly    bool
		ifUnset     bool // only when the environment does not set it
	}{
		{name: "TMPDIR", value: tmp},
		{name: pidVar, value: strconv.Itoa(SandboxPID), readOnly: true},
		{name: ppidVar, value: strconv.Itoa(SandboxPPID), readOnly: true},
		{name: "UID", value: uidStr, readOnly: true},
		{name: "EUID", value: uidStr, readOnly: true},
		{name: "OSTYPE", value: "linux-gnu", ifUnset: true},
		{name: "HOSTTYPE", value: "x86_64", ifUnset: true},
		{name: "MACHTYPE", value: "x86_64-pc-linux-gnu", ifUnset: true},
	} {
		if d.ifUnset && r.Env.Get(d.name).IsSet() {
			continue
		}
		v := expand.Variable{Set: true, Kind: expand.String, Str: d.value, ReadOnly: d.readOnly, Exported: d.name == "TMPDIR"}
		if err := r.Declare(d.name, v); err != nil {
			return err
		}
	}
	r.SetLastArg("bash")
	return nil
}

// runSafely runs the file, turning a panic of the interpreter into an
// error so one bad script never takes the process down.
func (sc *script) runSafely(ctx context.Context, r *interp.Runner, file *syntax.File) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = &interp.PanicError{Value: p}
		}
	}()
	return r.Run(ctx, file)
}

func (sc *script) status(ctx context.Context, err error) int {
	if err == nil {
		return 0
	}
	var es interp.ExitStatus
	if errors.As(err, &es) {
		return int(es)
	}
	if context.Cause(ctx) != nil {
		return 1 // the caller replaces it by the limit's status
	}
	// A command stopped the script with its own error; Run reports it.
	sc.stop(err)
	return 1
}

// baseEnv is the environment every script starts with: nothing of the
// host's.
func baseEnv() []string {
	return []string{
		"HOME=" + Home,
		"PATH=/usr/local/bin:/usr/bin:/bin",
		"TMPDIR=/tmp",
		"USER=agent", "LOGNAME=agent", "SHELL=/bin/bash",
		"LANG=C.UTF-8", "TERM=dumb",
		fmt.Sprintf("UID=%d", uid), fmt.Sprintf("EUID=%d", uid), fmt.Sprintf("GID=%d", uid),
	}
}

// sandboxEnv answers the interpreter's "HOME <user>" lookups, which it
// makes for ~user, so that no host user database is read.
type sandboxEnv struct{ expand.Environ }

func (e sandboxEnv) Get(name string) expand.Variable {
	if user, ok := strings.CutPrefix(name, "HOME "); ok {
		if user == "agent" {
			return expand.Variable{Set: true, Kind: expand.String, Str: Home}
		}
		return expand.Variable{Set: true, Kind: expand.String, Str: "~" + user}
	}
	return e.Environ.Get(name)
}

func (sc *script) cleanup() {
	sc.psubMu.Lock()
	defer sc.psubMu.Unlock()
	for _, p := range sc.psubs {
		_ = sc.fs.Remove(p)
	}
}
