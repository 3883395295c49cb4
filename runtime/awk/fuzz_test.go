package awk

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// limitedBuffer keeps the first bytes written and discards the rest, so
// a program printing in a loop cannot grow the test's memory.
type limitedBuffer struct {
	bytes.Buffer
	max int
}

func (b *limitedBuffer) Write(p []byte) (int, error) {
	if room := b.max - b.Len(); room > 0 {
		if len(p) > room {
			b.Buffer.Write(p[:room])
		} else {
			b.Buffer.Write(p)
		}
	}
	return len(p), nil
}

func FuzzAwk(f *testing.F) {
	for _, tc := range pipeCases {
		f.Add(tc.prog)
	}
	for _, tc := range awkCases {
		for _, a := range tc.args {
			if strings.ContainsAny(a, "{}/$") || strings.HasPrefix(a, "BEGIN") {
				f.Add(a)
			}
		}
	}
	for _, s := range []string{
		"BEGIN { printf \"%*.*d\", 3, 2, 1 }", "{ $(NF+2) = 1; print }", "BEGIN { RS = \"\" } { print NF }",
		"{ getline x < FILENAME; print x }", "BEGIN { a[\"x\"] = 1; f(a) } function f(b) { b[1]; return length(b) }",
		"BEGIN { x = substr(\"abc\", -1e18, 1e18) }", "BEGIN { printf \"%c\", 1e10 }", "/[[:alpha:]/",
		"{ print | \"sort -r\" } END { close(\"sort -r\"); print system(\"echo hi\") }",
		"BEGIN { while ((\"lines 5\" | getline x) > 0) print x | \"cat\"; print close(\"cat\") }",
		"{ print $1 | (\"cat \" NR) } END { \"yes\" | getline; print fflush(\"cat 1\") }",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, prog string) {
		if len(prog) > 4096 {
			return
		}
		fsys := vfs.New(&vfs.Options{Limits: vfs.Limits{MaxFileBytes: 1 << 20, MaxTotalBytes: 4 << 20, MaxFiles: 100}})
		fsys.WriteFile("/in.txt", []byte("a b c\n1 2 3\n\nx,y;z\n"), 0o644)
		stdout := &limitedBuffer{max: 1 << 16}
		stderr := &limitedBuffer{max: 1 << 16}
		ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
		defer cancel()
		c := &command.Call{
			Name: "awk", Args: []string{"--", prog, "in.txt", "-"},
			Stdin:  strings.NewReader("stdin line\nsecond 2\n"),
			Stdout: stdout, Stderr: stderr, Dir: "/", FS: fsys,
			Env:  func(string) (string, bool) { return "", false },
			Now:  func() time.Time { return time.Unix(0, 0) },
			Exec: fakeExec,
		}
		err := Command(ctx, c)
		if _, ok := command.StatusOf(err); !ok && err != ctx.Err() && err != errFakeStop {
			t.Fatalf("unexpected error %v", err)
		}
		if strings.Contains(stderr.String(), "internal error") {
			t.Fatalf("internal error for %q: %s", prog, stderr.String())
		}
	})
}
