package awk

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"strings"
	"sync"

	"github.com/toolsinshell/tis/runtime/command"
)

// maxPipes bounds the commands a program may have open at once (output
// pipes and getline commands together), as file descriptors would.
const maxPipes = 64

// pipeBufSize is the buffer of an output pipe. io.Pipe has no buffer of
// its own, so this stands for the kernel's pipe buffer: a print to a
// command that has already exited fails only once this much is pending.
const pipeBufSize = 64 * 1024

// stopped carries an error that is not an exit status, returned by a
// command awk ran (the runtime stopped the script: a limit, a call that
// needs approval, a cancelled context). awk ends and returns it as is.
type stopped struct{ err error }

// lockedWriter serializes writes to one of awk's streams, which awk and
// the commands it runs share.
type lockedWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (l *lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}

// proc is a command awk runs for a pipe: `sh -c cmd` through the Call's
// Exec, in a goroutine.
type proc struct {
	done chan struct{}
	err  error // what Exec returned; read only after done is closed
	// release stops the context watch that closes the pipe's ends.
	release func() bool
}

// canExec reports whether awk can run commands at all.
func (in *interp) canExec() bool { return in.call.Exec != nil }

// shArgs is the command line that runs a command string.
func shArgs(cmd string) []string { return []string{"sh", "-c", cmd} }

// startProc runs `sh -c cmd` with the given streams; afterExit runs once
// the command has returned, and abort when ctx is done first (it must
// unblock whatever awk or the command waits for on the pipe).
func (in *interp) startProc(cmd string, stdin io.Reader, stdout io.Writer, afterExit func(), abort func(error)) *proc {
	p := &proc{done: make(chan struct{})}
	ctx := in.ctx
	p.release = context.AfterFunc(ctx, func() { abort(ctx.Err()) })
	exec := in.call.Exec
	stderr := in.stderr
	go func() {
		defer close(p.done)
		defer afterExit()
		defer func() {
			if r := recover(); r != nil {
				fmt.Fprintf(stderr, "awk: internal error in command `%s': %v\n", cmd, r)
				p.err = command.Status(2)
			}
		}()
		p.err = exec(ctx, shArgs(cmd), stdin, stdout, stderr)
	}()
	return p
}

// wait waits for the command to end and returns its exit status; a
// stopping error is in the second result.
func (p *proc) wait() (int, error) {
	<-p.done
	p.release()
	st, ok := command.StatusOf(p.err)
	if !ok {
		return 0, p.err
	}
	return st, nil
}

// exited reports whether the command has ended.
func (p *proc) exited() bool {
	select {
	case <-p.done:
		return true
	default:
		return false
	}
}

// openPipes counts the commands open for pipes.
func (in *interp) openPipes() int {
	n := 0
	for _, f := range in.outputs {
		if f.proc != nil {
			n++
		}
	}
	for _, f := range in.inputs {
		if f.proc != nil {
			n++
		}
	}
	return n
}

func (in *interp) checkPipeLimit(cmd string) {
	if in.openPipes() >= maxPipes {
		in.fail("cannot open pipe `%s': too many pipes open (limit %d); close() the ones you are done with", cmd, maxPipes)
	}
}

// openOutPipe starts the command of print | cmd. Like gawk, awk first
// flushes its standard output and every redirection, so what awk
// printed before comes first.
func (in *interp) openOutPipe(cmd string) *outFile {
	if cmd == "" {
		in.fail("expression for `|' redirection has null string value")
	}
	in.checkPipeLimit(cmd)
	in.flushAll()
	pr, pw := io.Pipe()
	p := in.startProc(cmd, pr, in.sout,
		func() { pr.Close() }, // later prints meet io.ErrClosedPipe
		func(err error) { pr.CloseWithError(err); pw.CloseWithError(err) })
	in.seq++
	of := &outFile{w: bufio.NewWriterSize(pw, pipeBufSize), closer: pw, proc: p, seq: in.seq, cmd: cmd}
	in.outputs[cmd] = of
	return of
}

// openInPipe starts the command of cmd | getline; its standard input is
// empty (gawk's would be awk's own).
func (in *interp) openInPipe(cmd string) *inFile {
	if cmd == "" {
		in.fail("expression for `|' redirection has null string value")
	}
	in.checkPipeLimit(cmd)
	pr, pw := io.Pipe()
	p := in.startProc(cmd, strings.NewReader(""), pw,
		func() { pw.Close() },
		func(err error) { pr.CloseWithError(err); pw.CloseWithError(err) })
	in.seq++
	f := &inFile{rr: newRecordReader(pr), closer: closerFunc(func() error {
		return pr.Close() // the command's writes meet io.ErrClosedPipe: status 141
	}), proc: p, seq: in.seq}
	in.inputs[cmd] = f
	return f
}

type closerFunc func() error

func (f closerFunc) Close() error { return f() }

// pipeGetline implements cmd | getline [var].
func (in *interp) pipeGetline(e *getlineExpr, cmd string) value {
	if !in.canExec() {
		in.warn("cannot run command `%s': running commands is not supported here", cmd)
		return num(-1)
	}
	f, ok := in.inputs[cmd]
	if !ok {
		f = in.openInPipe(cmd)
	}
	rec, ok := f.rr.read(in)
	if !ok && f.proc != nil {
		// The command closed its output: it has ended or is about to.
		if _, err := f.proc.wait(); err != nil {
			panic(stopped{err})
		}
	}
	return in.gotLine(e, rec, ok)
}

// system implements system(cmd): awk's output is flushed, then the
// command runs with awk's standard output and error and an empty
// standard input. The result is its exit status.
func (in *interp) system(cmd string) value {
	in.flushAll()
	if strings.TrimSpace(cmd) == "" {
		// system("") is the portable way to flush output.
		return num(0)
	}
	if !in.canExec() {
		in.warn("system(\"%s\") is not supported: running commands is not possible here", cmd)
		return num(127)
	}
	err := in.call.Exec(in.ctx, shArgs(cmd), strings.NewReader(""), in.sout, in.stderr)
	st, ok := command.StatusOf(err)
	if !ok {
		panic(stopped{err})
	}
	return num(float64(st))
}

// flushAll flushes standard output and every output redirection, as
// gawk does before system() and for fflush(). A command that has
// stopped reading is not an error here.
func (in *interp) flushAll() {
	if err := in.out.Flush(); err != nil {
		panic(stdoutFailed{err})
	}
	for _, f := range in.outputs {
		in.flushOut(f)
	}
}

// flushOut flushes one output; for a pipe whose command stopped
// reading the pending output is dropped.
func (in *interp) flushOut(f *outFile) error {
	err := f.w.Flush()
	if err != nil && f.proc != nil {
		in.checkPipeErr(f)
		f.w.Reset(io.Discard)
		return nil
	}
	return err
}

// checkPipeErr, after a write to a pipe failed, stops awk when the
// reason is a stop (the command was stopped, the context is done).
func (in *interp) checkPipeErr(f *outFile) {
	if cerr := in.ctx.Err(); cerr != nil {
		panic(ctxDone{cerr})
	}
	if f.proc.exited() {
		if _, serr := f.proc.wait(); serr != nil {
			panic(stopped{serr})
		}
	}
}

// closeOutput closes an output redirection; for a pipe it waits for the
// command and returns its exit status. A stopping error is returned
// separately.
func (in *interp) closeOutput(f *outFile) (int, error) {
	if f.proc == nil {
		result := 0
		if err := f.w.Flush(); err != nil {
			result = -1
		}
		if err := f.closer.Close(); err != nil {
			result = -1
		}
		return result, nil
	}
	if err := f.w.Flush(); err != nil && in.ctx.Err() == nil {
		// The command stopped reading; its status tells the story.
		f.w.Reset(io.Discard)
	}
	f.closer.Close()
	return f.proc.wait()
}

// closeInput closes an input redirection; for a command it waits for it
// and returns its exit status.
func (in *interp) closeInput(f *inFile) (int, error) {
	if f.closer != nil {
		f.closer.Close()
	}
	if f.proc == nil {
		return 0, nil
	}
	return f.proc.wait()
}

// fflush implements fflush(name): "" flushes everything, a name flushes
// that output (file or command). It returns -1 when nothing of that
// name is open for output.
func (in *interp) fflush(name string) int {
	switch name {
	case "":
		in.flushAll()
		return 0
	case "/dev/stdout", "-":
		if err := in.out.Flush(); err != nil {
			panic(stdoutFailed{err})
		}
		return 0
	case "/dev/stderr":
		return 0
	}
	f, ok := in.outputs[name]
	if !ok {
		in.warn("warning: fflush: `%s' is not an open file, pipe or co-process", name)
		return -1
	}
	if err := in.flushOut(f); err != nil {
		return -1
	}
	return 0
}
