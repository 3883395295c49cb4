package runtime

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"sort"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/toolsinshell/tis/internal/mvdansh/expand"
	"github.com/toolsinshell/tis/internal/mvdansh/interp"
	"github.com/toolsinshell/tis/internal/plural"
	"github.com/toolsinshell/tis/runtime/command"
)

// call sees every simple command, builtins and function calls included,
// after expansion. It counts commands, refuses to go on once the script
// is stopped, and rewrites the builtins that would look at the host.
func (sc *script) call(ctx context.Context, args []string) (_ []string, err error) {
	defer sc.recoverInto(&err)
	if err := sc.live(ctx); err != nil {
		if _, ok := sc.extra[args[0]]; ok {
			return args, nil // this script's own commands report a stop themselves
		}
		return nil, err
	}
	n := sc.commands.Add(1)
	if max := sc.limits.MaxCommands; max > 0 && n > int64(max) {
		err := &LimitError{Limit: LimitCommands, Detail: plural.Count(int64(max), "command", "commands")}
		sc.stop(err)
		return nil, err
	}
	if max := sc.limits.MaxMemoryBytes; max > 0 && overMemory(max) {
		err := memoryLimit(max)
		sc.stop(err)
		return nil, err
	}
	switch {
	case guarded(args[0]):
		// See guard.go: the interpreter never sees a guarded name.
		return append([]string{guardName(args[0])}, args[1:]...), nil
	case args[0] == "test" || args[0] == "[":
		return testArgs(args), nil
	case args[0] == "getopts" || args[0] == getoptsMarker:
		if out := sc.rewriteBashGap(ctx, args); out != nil {
			return out, nil
		}
	}
	return args, nil
}

// testArgs gives test and [ a name that is never set where -v or -R is
// followed by an empty one (the interpreter looks an empty name up and
// crashes; bash: false), and makes -O and -G (which ask the host's user
// database) -e: every file of the session is the sandbox user's.
func testArgs(args []string) []string {
	var out []string
	edit := func(i int, v string) {
		if out == nil {
			out = append([]string(nil), args...)
		}
		out[i] = v
	}
	for i := 1; i+1 < len(args); i++ {
		switch {
		case (args[i] == "-v" || args[i] == "-R") && args[i+1] == "":
			edit(i+1, noName)
		case args[i] == "-O" || args[i] == "-G":
			edit(i, "-e")
		}
	}
	if out == nil {
		return args
	}
	return out
}

// live returns a stopping error once the script's context is done.
func (sc *script) live(ctx context.Context) error {
	if ctx.Err() != nil {
		if cause := context.Cause(ctx); cause != nil {
			return cause
		}
		return errStopped
	}
	return nil
}

// recoverInto turns a panic in a handler into an error: a panic in a
// pipeline or background goroutine would otherwise end the process.
func (sc *script) recoverInto(err *error) {
	if p := recover(); p != nil {
		*err = fmt.Errorf("internal error: %v", p)
	}
}

// exec runs every simple command that is not a builtin or a function:
// a registered command, or "command not found" (127). It never runs a
// host program.
func (sc *script) exec(ctx context.Context, args []string) (err error) {
	hc := interp.HandlerCtx(ctx)
	defer func() {
		// A panic of a command, or of the interpreter in code a guarded
		// builtin runs (eval, source), ends the script: what it left
		// behind cannot be trusted.
		if p := recover(); p != nil {
			perr := &interp.PanicError{Value: fmt.Sprintf("%s: %v", args[0], p)}
			sc.stop(perr)
			err = perr
		}
	}()
	if err := sc.live(ctx); err != nil {
		if fn, ok := sc.extra[args[0]]; ok {
			// Told that the script is stopped, such a command says so
			// (tools prints a stopped error) and returns.
			c := sc.newCall(hc.Dir, hc.Env, hc.Umask, args, strings.NewReader(""), hc.Stdout, hc.Stderr)
			_ = fn(ctx, c)
		}
		return err
	}
	if name, ok := strings.CutPrefix(args[0], guardPrefix); ok {
		return sc.guardedBuiltin(ctx, hc, unguardName(name), args[1:])
	}
	if isShell(args[0]) {
		stdin := hc.Stdin
		if stdin == nil {
			stdin = strings.NewReader("")
		}
		return sc.toInterp(ctx, sc.shell(ctx, hc.Env, hc.Dir, args, stdin, hc.Stdout, hc.Stderr))
	}
	if p, ok := sc.pathFile(hc.Env, hc.Dir, args[0]); ok {
		// An executable file of the session found in $PATH runs as
		// bash runs it, with its path as $0.
		return sc.toInterp(ctx, sc.runFile(ctx, hc, append([]string{p}, args[1:]...)))
	}
	fn, ok := sc.lookup(args[0])
	if !ok && strings.Contains(args[0], "/") {
		return sc.toInterp(ctx, sc.runFile(ctx, hc, args))
	}
	if !ok {
		fmt.Fprintf(hc.Stderr, "%s: line %d: %s: %s\n", sc.name, hc.Pos.Line(), args[0], sc.notFound(args[0]))
		if strings.Contains(args[0], "/") {
			if _, err := sc.fs.Stat(absPath(hc.Dir, args[0])); err == nil {
				return interp.ExitStatus(126)
			}
		}
		return interp.ExitStatus(127)
	}
	stdin := hc.Stdin
	if stdin == nil {
		stdin = strings.NewReader("")
	}
	defer unblockOnDone(ctx, stdin, hc.Stdout)()
	c := sc.newCall(hc.Dir, hc.Env, hc.Umask, args, stdin, hc.Stdout, hc.Stderr)
	c.Line, c.StdinGiven = int(hc.Pos.Line()), hc.StdinGiven
	return sc.toInterp(ctx, fn(ctx, c))
}

// pathFile finds name, a command name without a slash, as bash finds it
// in $PATH when it is an executable file of the session: the first
// directory of $PATH that holds such a file wins, unless a standard
// binary directory (/bin, /usr/bin, /usr/local/bin, which hold the
// sandbox's commands) holding the command comes first. An empty entry
// is the working directory; a relative one stays relative, as the path
// bash runs.
func (sc *script) pathFile(env expand.Environ, dir, name string) (string, bool) {
	if name == "" || strings.Contains(name, "/") || env == nil {
		return "", false
	}
	pathVar := env.Get("PATH")
	if !pathVar.IsSet() || pathVar.Kind != expand.String {
		return "", false
	}
	for _, d := range strings.Split(pathVar.Str, ":") {
		switch strings.TrimSuffix(d, "/") {
		case "/bin", "/usr/bin", "/usr/local/bin":
			if _, ok := sc.lookup(name); ok || isShell(name) {
				return "", false
			}
			continue
		}
		if d == "" {
			d = "."
		}
		p := d + "/" + name
		if strings.HasSuffix(d, "/") {
			p = d + name
		}
		st, err := sc.fs.Stat(absPath(dir, p))
		if err != nil || st.IsDir() || st.Mode().Perm()&0o111 == 0 {
			continue
		}
		return p, true
	}
	return "", false
}

// notFound is the message for a command that is not there.
func (sc *script) notFound(name string) string {
	if !strings.Contains(name, "/") {
		return "command not found"
	}
	return "No such file or directory"
}

// lookup finds a registered command by name. A path whose directory is a
// standard binary directory (/usr/bin/grep) names the command too, as it
// would on a real system; any other path is not a command.
func (sc *script) lookup(name string) (command.Func, bool) {
	if strings.Contains(name, "/") {
		dir, base := path.Split(name)
		switch strings.TrimSuffix(dir, "/") {
		case "/bin", "/usr/bin", "/usr/local/bin":
			name = base
		default:
			return nil, false
		}
	}
	if fn, ok := sc.extra[name]; ok {
		return fn, true
	}
	return sc.s.reg.Lookup(name)
}

// newCall builds the Call a command sees.
func (sc *script) newCall(dir string, env expand.Environ, umask func() fs.FileMode, args []string, stdin io.Reader, stdout, stderr io.Writer) *command.Call {
	return &command.Call{
		Name: path.Base(args[0]), Args: args[1:],
		Stdin: stdin, Stdout: stdout, Stderr: stderr,
		Dir: dir, FS: sc.fs, Now: sc.s.now, Start: sc.start, MaxBuffer: sc.limits.MaxBufferBytes,
		Env: func(name string) (string, bool) {
			// An array is never in the environment, as in bash (and
			// as Environ lists it).
			v := env.Get(name)
			if !v.IsSet() || !v.Exported || v.Kind != expand.String {
				return "", false
			}
			return v.String(), true
		},
		Environ:    func() []string { return exported(env) },
		HasCommand: sc.hasFile,
		Umask:      umask,
		Exec: func(ctx context.Context, args []string, in io.Reader, out, errw io.Writer) error {
			if err := sc.live(ctx); err != nil {
				return err
			}
			if len(args) == 0 {
				return command.Status(0)
			}
			n := sc.commands.Add(1)
			if max := sc.limits.MaxCommands; max > 0 && n > int64(max) {
				err := &LimitError{Limit: LimitCommands, Detail: plural.Count(int64(max), "command", "commands")}
				sc.stop(err)
				return err
			}
			if isShell(args[0]) {
				return sc.shell(ctx, env, dir, args, in, out, errw)
			}
			fn, ok := sc.lookup(args[0])
			if !ok {
				return command.Status(127) // the caller says so, as xargs does
			}
			return fn(ctx, sc.newCall(dir, env, umask, args, in, out, errw))
		},
	}
}

// toInterp maps a command's result to what the interpreter expects: an
// exit status, or a stopping error that also cancels the script.
func (sc *script) toInterp(ctx context.Context, err error) error {
	if n, ok := command.StatusOf(err); ok {
		if n == 0 {
			return nil
		}
		return interp.ExitStatus(uint8(n))
	}
	if ctx.Err() != nil || errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		if cause := context.Cause(ctx); cause != nil {
			return cause
		}
	}
	sc.stop(err)
	return err
}

func absPath(dir, name string) string {
	if path.IsAbs(name) {
		return path.Clean(name)
	}
	return path.Join(dir, name)
}

// open backs every redirection. /dev/null, /dev/stdin, /dev/stdout and
// /dev/stderr behave as on Linux; every other path is in the session's
// filesystem.
func (sc *script) open(ctx context.Context, name string, flag int, perm os.FileMode) (_ io.ReadWriteCloser, err error) {
	defer sc.recoverInto(&err)
	if err := sc.live(ctx); err != nil {
		return nil, err
	}
	hc := interp.HandlerCtx(ctx)
	p := absPath(hc.Dir, name)
	switch p {
	case "/dev/null":
		return devNull{}, nil
	case jobPath:
		return sc.openJob(hc)
	case "/dev/stdin", "/dev/fd/0":
		if hc.Stdin == nil {
			return devNull{}, nil
		}
		return rwc{Reader: hc.Stdin}, nil
	case "/dev/stdout", "/dev/fd/1":
		return rwc{Writer: hc.Stdout}, nil
	case "/dev/stderr", "/dev/fd/2":
		return rwc{Writer: hc.Stderr}, nil
	}
	f, err := sc.fs.OpenFile(p, flag, perm)
	if err != nil {
		return nil, sc.pathError(err, name)
	}
	return f, nil
}

// openJob counts one more background job or pipeline stage of the
// script while its statement runs (prepare adds the redirection that
// opens jobPath); past Limits.MaxJobs it stops the script. The file is
// the statement's stderr, passed through.
func (sc *script) openJob(hc interp.HandlerContext) (io.ReadWriteCloser, error) {
	n := sc.jobs.Add(1)
	if max := sc.limits.MaxJobs; max > 0 && n > int64(max) {
		sc.jobs.Add(-1)
		err := &LimitError{Limit: LimitJobs, Detail: plural.Count(int64(max), "background job or pipeline stage", "background jobs and pipeline stages") + " at once"}
		sc.stop(err)
		return nil, err
	}
	w := hc.Stderr
	if j, ok := w.(*jobSlot); ok {
		w = j.w // never a chain of wrappers
	}
	return &jobSlot{w: w, sc: sc}, nil
}

// jobSlot is the stderr of a running job: writes go through; closing it
// when the statement ends frees the slot.
type jobSlot struct {
	w    io.Writer
	sc   *script
	once sync.Once
}

func (j *jobSlot) Read([]byte) (int, error)    { return 0, syscall.EBADF }
func (j *jobSlot) Write(p []byte) (int, error) { return j.w.Write(p) }
func (j *jobSlot) Close() error {
	j.once.Do(func() { j.sc.jobs.Add(-1) })
	return nil
}

// pathError makes any filesystem error a *fs.PathError naming the path as
// the script wrote it, which the interpreter prints ("bash: f: No such
// file or directory") and treats as a failed redirection (status 1)
// rather than a fatal error.
func (sc *script) pathError(err error, name string) error {
	return &fs.PathError{Op: sc.name + ":", Path: name, Err: errors.New(reason(err))}
}

func (sc *script) statFile(ctx context.Context, name string, followSymlinks bool) (_ fs.FileInfo, err error) {
	defer sc.recoverInto(&err)
	switch name {
	case "/dev/null", "/dev/stdin", "/dev/stdout", "/dev/stderr":
		return devInfo(path.Base(name)), nil
	}
	stat := sc.fs.Stat
	if !followSymlinks {
		stat = sc.fs.Lstat
	}
	fi, err := stat(name)
	if err != nil {
		return nil, err
	}
	return fi, nil
}

// commandNames lists the commands on the PATH (compgen -c): the
// session's and this script's own.
func (sc *script) commandNames(ctx context.Context) []string {
	names := sc.s.reg.Names()
	for name := range sc.extra {
		names = append(names, name)
	}
	return names
}

// readlink reads a symbolic link of the session's files (cd -P, pwd -P).
func (sc *script) readlink(ctx context.Context, name string) (_ string, err error) {
	defer sc.recoverInto(&err)
	return sc.fs.Readlink(name)
}

func (sc *script) readDir(ctx context.Context, name string) (_ []fs.DirEntry, err error) {
	defer sc.recoverInto(&err)
	return sc.fs.ReadDir(name)
}

// access answers test -r/-w/-x from the file's permission bits.
func (sc *script) access(ctx context.Context, name string, mode interp.AccessMode) (err error) {
	defer sc.recoverInto(&err)
	fi, err := sc.statFile(ctx, name, true)
	if err != nil {
		return err
	}
	perm := fi.Mode().Perm()
	var bit fs.FileMode
	switch mode {
	case interp.AccessRead:
		bit = 0o400
	case interp.AccessWrite:
		bit = 0o200
	case interp.AccessExec:
		bit = 0o100
	}
	if perm&bit == 0 {
		return &fs.PathError{Op: "access", Path: name, Err: fs.ErrPermission}
	}
	return nil
}

// unblockOnDone makes a read of stdin or a write of stdout that blocks on
// a pipe return once ctx is done, so a command that waits on a pipe
// cannot outlive the script's limits. It returns the function that
// undoes the arrangement.
func unblockOnDone(ctx context.Context, stdin io.Reader, stdout io.Writer) func() bool {
	// An *os.File, or one of the interpreter's in-process pipes.
	in, _ := stdin.(interface{ SetReadDeadline(time.Time) error })
	out, _ := stdout.(interface{ SetWriteDeadline(time.Time) error })
	if f, ok := in.(*os.File); ok && f == nil {
		in = nil
	}
	if f, ok := out.(*os.File); ok && f == nil {
		out = nil
	}
	if in == nil && out == nil {
		return func() bool { return true }
	}
	return context.AfterFunc(ctx, func() {
		past := time.Now().Add(-time.Second)
		if in != nil {
			_ = in.SetReadDeadline(past)
		}
		if out != nil {
			_ = out.SetWriteDeadline(past)
		}
	})
}

// exported lists the exported string variables of env as NAME=value,
// sorted. Each may report a name more than once (a variable of the
// script over one of the environment it started with); Get gives the
// value in force.
func exported(env expand.Environ) []string {
	seen := map[string]bool{}
	var out []string
	env.Each(func(name string, _ expand.Variable) bool {
		if seen[name] {
			return true
		}
		seen[name] = true
		if v := env.Get(name); v.Exported && v.IsSet() && v.Kind == expand.String {
			out = append(out, name+"="+v.Str)
		}
		return true
	})
	sort.Strings(out)
	return out
}
