package coreutils

import (
	"bytes"
	"context"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// filesTestNow is the fixed clock of the tests: Mon Nov 30 03:22:38 UTC 2026.
var filesTestNow = time.Date(2026, 11, 30, 3, 22, 38, 123456789, time.UTC)

// filesCase is one table test: a command line run against a filesystem
// prepared by setup, with the expected streams and status.
type filesCase struct {
	name   string
	args   []string
	env    map[string]string
	stdin  string
	setup  func(fsys *vfs.FS)
	stdout string
	stderr string
	status int
	check  func(t *testing.T, fsys *vfs.FS)
}

// filesRegistry is the registry the xargs tests dispatch to.
func filesRegistry() *command.Registry {
	r := &command.Registry{}
	registerFiles(r)
	r.Register("fail", func(ctx context.Context, c *command.Call) error {
		if len(c.Args) > 0 {
			switch c.Args[0] {
			case "255":
				return command.Status(255)
			case "126":
				return command.Status(126)
			}
		}
		return command.Status(1)
	})
	return r
}

// filesCall builds a Call over fsys with the test clock; Exec dispatches to
// filesRegistry.
func filesCall(fsys *vfs.FS, name string, args []string, env map[string]string, stdin string, stdout, stderr io.Writer) *command.Call {
	reg := filesRegistry()
	c := &command.Call{
		Name: name, Args: args, Stdin: strings.NewReader(stdin), Stdout: stdout, Stderr: stderr,
		Dir: "/", FS: fsys,
		Env: func(n string) (string, bool) { v, ok := env[n]; return v, ok },
		Now: func() time.Time { return filesTestNow },
	}
	var exec func(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error
	exec = func(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
		fn, ok := reg.Lookup(args[0])
		if !ok {
			return command.Status(127)
		}
		sub := *c
		sub.Name, sub.Args, sub.Stdin, sub.Stdout, sub.Stderr = args[0], args[1:], stdin, stdout, stderr
		sub.Exec = exec
		return fn(ctx, &sub)
	}
	c.Exec = exec
	return c
}

// filesNewFS returns an empty filesystem whose clock is the test clock.
func filesNewFS() *vfs.FS {
	return vfs.New(&vfs.Options{Now: func() time.Time { return filesTestNow }})
}

// filesWrite creates a file with contents and an mtime.
func filesWrite(fsys *vfs.FS, name, data string, mtime time.Time) {
	if err := fsys.WriteFile(name, []byte(data), 0o644); err != nil {
		panic(err)
	}
	if !mtime.IsZero() {
		_ = fsys.Chtimes(name, mtime)
	}
}

func filesRun(t *testing.T, fn command.Func, cmd string, cases []filesCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			fsys := filesNewFS()
			if tc.setup != nil {
				tc.setup(fsys)
			}
			var out, errb bytes.Buffer
			c := filesCall(fsys, cmd, tc.args, tc.env, tc.stdin, &out, &errb)
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			err := fn(ctx, c)
			st, ok := command.StatusOf(err)
			if !ok {
				t.Fatalf("%s %q: non-status error %v", cmd, tc.args, err)
			}
			if st != tc.status {
				t.Errorf("%s %q: status %d, want %d (stderr %q)", cmd, tc.args, st, tc.status, errb.String())
			}
			if out.String() != tc.stdout {
				t.Errorf("%s %q: stdout\n%q\nwant\n%q", cmd, tc.args, out.String(), tc.stdout)
			}
			if errb.String() != tc.stderr {
				t.Errorf("%s %q: stderr\n%q\nwant\n%q", cmd, tc.args, errb.String(), tc.stderr)
			}
			if tc.check != nil {
				tc.check(t, fsys)
			}
		})
	}
}

// filesExists reports whether name exists.
func filesExists(fsys *vfs.FS, name string) bool {
	_, err := fsys.Stat(name)
	return err == nil
}
