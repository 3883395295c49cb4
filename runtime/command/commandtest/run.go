package commandtest

import (
	"bytes"
	"context"
	"io"
	"testing"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// Bounded runs fn as the command name with args over stdin, in fsys (a
// fresh filesystem when nil) at "/", under the buffer limit max, counting
// what it writes to stdout rather than keeping it (a bounds test's output
// can be far larger than its memory bound). It returns the bytes written
// to stdout, what was written to stderr and the exit status; a result
// that is not an exit status fails the test.
func Bounded(t testing.TB, fn command.Func, fsys *vfs.FS, max int64, stdin io.Reader, name string, args ...string) (int64, string, int) {
	t.Helper()
	if fsys == nil {
		fsys = vfs.New(nil)
	}
	var out Counter
	var errb bytes.Buffer
	c := &command.Call{Name: name, Args: args, Stdin: stdin, Stdout: &out, Stderr: &errb, Dir: "/", FS: fsys, MaxBuffer: max}
	st, ok := command.StatusOf(fn(context.Background(), c))
	if !ok {
		t.Fatalf("%s %q: not an exit status", name, args)
	}
	return out.N, errb.String(), st
}

// Counter is a writer that counts the bytes written to it and keeps none.
type Counter struct{ N int64 }

// Write implements io.Writer.
func (w *Counter) Write(p []byte) (int, error) { w.N += int64(len(p)); return len(p), nil }
