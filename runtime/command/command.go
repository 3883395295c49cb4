// Package command defines what a command of the sandboxed shell is: a Go
// function over a [Call], kept in a [Registry]. The runtime dispatches every
// simple command that is not a shell builtin or function through a registry,
// so a package outside runtime/ adds a command by registering a [Func].
package command

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"sort"
	"sync"
	"time"

	"github.com/toolsinshell/tis/runtime/vfs"
)

// Func runs one command. It returns nil for exit status 0, an [ExitStatus]
// (see [Status]) for any other status, or any other error to stop the whole
// script (the runtime reports that error as the reason the script stopped).
// A Func must honour ctx: it returns soon after ctx is done.
type Func func(ctx context.Context, c *Call) error

// ExitStatus is a command's non-zero exit status. Return it (through
// [Status]) to fail the command without stopping the script.
type ExitStatus uint8

// Error implements error.
func (s ExitStatus) Error() string { return fmt.Sprintf("exit status %d", uint8(s)) }

// Status returns nil for 0 and an [ExitStatus] otherwise. Values outside
// 0..255 wrap as they do in a real shell.
func Status(n int) error {
	if n&0xff == 0 {
		return nil
	}
	return ExitStatus(uint8(n))
}

// StatusOf returns the exit status err stands for and whether err is an
// exit status at all (nil is status 0).
func StatusOf(err error) (int, bool) {
	if err == nil {
		return 0, true
	}
	var s ExitStatus
	if errors.As(err, &s) {
		return int(s), true
	}
	return 0, false
}

// StopError stops the whole script, as any error that is not an
// ExitStatus does, for a command that has already told the script why
// (the tools command prints its JSON error line first): the runtime adds
// no message of its own. Err is the reason, reported as Result.Stopped.
type StopError struct{ Err error }

// Error implements error.
func (e *StopError) Error() string { return e.Err.Error() }

// Unwrap returns the reason.
func (e *StopError) Unwrap() error { return e.Err }

// Call is one run of a command: its arguments, streams and the session's
// view of the world. Every field is set by the runtime; a command never
// reaches the host through anything but a Call.
type Call struct {
	// Name is the command name as invoked (args[0]).
	Name string
	// Args are the arguments after the name.
	Args []string
	// Stdin is the command's standard input; never nil.
	Stdin io.Reader
	// StdinGiven says Stdin was given to this command: it stands after a
	// | in a pipeline, or has its own <, <<, <<< (or <>, <&)
	// redirection; false when it only inherits the stdin of an enclosing
	// loop, function, group or the script, or is run by another command
	// (xargs). The tools command reads an input from stdin only then.
	StdinGiven bool
	// Stdout and Stderr are the command's output streams; never nil.
	Stdout, Stderr io.Writer
	// Dir is the absolute working directory in FS.
	Dir string
	// Line is the script line of the command (0 when not known, as for a
	// command run by xargs).
	Line int
	// FS is the session's in-memory filesystem.
	FS *vfs.FS
	// Env looks up an exported variable of the script.
	Env func(name string) (string, bool)
	// Environ lists the exported variables as NAME=value, sorted; nil
	// when the caller cannot list them.
	Environ func() []string
	// Now is the clock.
	Now func() time.Time
	// Start is when the script started, on the same clock (printf's
	// %(...)T shows it for -2); zero when not known.
	Start time.Time
	// Umask is the file mode creation mask of the shell that runs the
	// command (its umask builtin); nil means bash's usual 022. Use
	// FileUmask.
	Umask func() fs.FileMode
	// MaxBuffer bounds what the command may hold in memory at once (see
	// BufferLimit); 0 means DefaultMaxBuffer.
	MaxBuffer int64
	// HasCommand reports whether name runs a command of the session on
	// the PATH (a registered command, a command of this script, bash or
	// sh), as which and command -v see it; a name with a slash is found
	// only under /bin, /usr/bin or /usr/local/bin. Nil when the caller
	// cannot say.
	HasCommand func(name string) bool
	// Exec runs another command of the same registry (as xargs does) with
	// the given streams; it returns what that command's Func returns, or
	// status 127, with nothing printed, for an unknown command.
	Exec func(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error
	// Remote, when set, is how the command reaches the session's files:
	// the command runs apart from them (in a worker's parent, for a
	// script in the worker), and FS is nil. It belongs to this one call.
	Remote RemoteFiles
}

// FileUmask is the file mode creation mask files and directories the
// command creates are under.
func (c *Call) FileUmask() fs.FileMode {
	if c.Umask == nil {
		return 0o022
	}
	return c.Umask()
}

// RemoteFiles reaches the session's files from a command that runs
// apart from them (Call.Remote).
type RemoteFiles interface {
	// SaveNew writes data as a new file base-N.ext in dir (absolute),
	// with the first N no file has, and returns its name (relative to
	// the call's directory when it is under it).
	SaveNew(dir, base, ext string, data []byte) (string, error)
	// ReadFile reads the file name, relative to the call's directory.
	ReadFile(name string) ([]byte, error)
}

// Getenv returns the value of an exported variable, or "".
func (c *Call) Getenv(name string) string {
	if c.Env == nil {
		return ""
	}
	v, _ := c.Env(name)
	return v
}

// Path resolves p against the working directory and cleans it. An
// empty p stays empty, which the filesystem answers as Linux does
// ("No such file or directory"); it is not the working directory.
func (c *Call) Path(p string) string {
	if p == "" {
		return ""
	}
	if path.IsAbs(p) {
		return path.Clean(p)
	}
	return path.Join(c.Dir, p)
}

// Open opens a file operand for reading; "-" is standard input (which is
// not closed by the returned closer).
func (c *Call) Open(name string) (io.ReadCloser, error) {
	if name == "-" {
		return io.NopCloser(c.Stdin), nil
	}
	return c.FS.Open(c.Path(name))
}

// Errorf prints "name: message" on stderr and returns status 1.
func (c *Call) Errorf(format string, args ...any) error {
	return c.Fail(1, format, args...)
}

// Fail prints "name: message" on stderr and returns the given status.
func (c *Call) Fail(status int, format string, args ...any) error {
	fmt.Fprintf(c.Stderr, "%s: %s\n", c.Name, fmt.Sprintf(format, args...))
	return Status(status)
}

// UsageError prints "name: message" on stderr and returns status 2, the
// status of a usage error and of an unsupported option.
func (c *Call) UsageError(format string, args ...any) error {
	return c.Fail(2, format, args...)
}

// FileError prints a file error the way coreutils do ("name: f: No such
// file or directory") and returns status 1.
func (c *Call) FileError(name string, err error) error {
	return c.Errorf("%s: %s", name, vfs.Reason(err))
}

// Registry maps command names to their functions. It is safe for
// concurrent use. The zero value is an empty registry.
type Registry struct {
	mu sync.RWMutex
	m  map[string]Func
}

// Register adds or replaces the command name.
func (r *Registry) Register(name string, fn Func) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.m == nil {
		r.m = map[string]Func{}
	}
	r.m[name] = fn
}

// Lookup returns the command name, if registered.
func (r *Registry) Lookup(name string) (Func, bool) {
	r.mu.RLock()
	defer r.mu.RUnlock()
	fn, ok := r.m[name]
	return fn, ok
}

// Names returns the registered names, sorted.
func (r *Registry) Names() []string {
	r.mu.RLock()
	defer r.mu.RUnlock()
	names := make([]string, 0, len(r.m))
	for n := range r.m {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// Clone returns an independent copy, so a session can add commands
// without changing the registry it started from.
func (r *Registry) Clone() *Registry {
	r.mu.RLock()
	defer r.mu.RUnlock()
	c := &Registry{m: make(map[string]Func, len(r.m))}
	for n, fn := range r.m {
		c.m[n] = fn
	}
	return c
}

// Lines calls fn for each line of r without its "\n"; nl says whether the
// line ended with one (only the last line of the input may not). It stops
// at the first error fn returns, a read error, or when ctx is done. A
// line longer than DefaultMaxBuffer is a *TooLargeError; commands use
// Call.Lines, bounded by the session's limit.
func Lines(ctx context.Context, r io.Reader, fn func(line string, nl bool) error) error {
	return LinesMax(ctx, r, DefaultMaxBuffer, fn)
}
