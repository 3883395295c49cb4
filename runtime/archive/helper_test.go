package archive

import (
	"bytes"
	"context"
	"path"
	"strings"
	"testing"
	"time"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

var testNow = time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)

// runCmd runs fn over fsys in /w with stdin; it returns stdout, stderr
// and the exit status (-1 for an error that is not a status).
func runCmd(t *testing.T, fn command.Func, fsys *vfs.FS, maxBuf int64, stdin []byte, name string, args ...string) (string, string, int) {
	t.Helper()
	var out, errb bytes.Buffer
	_ = fsys.MkdirAll("/w", 0o755)
	c := &command.Call{Name: name, Args: args, Stdin: bytes.NewReader(stdin), Stdout: &out, Stderr: &errb,
		Dir: "/w", FS: fsys, MaxBuffer: maxBuf, Now: func() time.Time { return testNow },
		Env: func(string) (string, bool) { return "", false }}
	err := fn(context.Background(), c)
	st, ok := command.StatusOf(err)
	if !ok {
		st = -1
	}
	return out.String(), errb.String(), st
}

func newFS(files map[string]string) *vfs.FS {
	f := vfs.New(&vfs.Options{Now: func() time.Time { return testNow }})
	_ = f.MkdirAll("/w", 0o755)
	for p, d := range files {
		if strings.HasSuffix(p, "/") {
			_ = f.MkdirAll("/w/"+p, 0o755)
			continue
		}
		_ = f.MkdirAll(path.Dir("/w/"+p), 0o755)
		_ = f.WriteFile("/w/"+p, []byte(d), 0o644)
	}
	return f
}

func sameIno(a, b interface{ Sys() any }) bool {
	x, ok1 := a.(*vfs.FileInfo)
	y, ok2 := b.(*vfs.FileInfo)
	return ok1 && ok2 && x.Ino() == y.Ino()
}
