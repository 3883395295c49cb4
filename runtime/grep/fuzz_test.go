package grep

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

func FuzzGrep(f *testing.F) {
	for _, tc := range grepCases {
		f.Add(strings.Join(tc.Args, "\x00"), tc.Stdin)
	}
	f.Fuzz(func(t *testing.T, args, input string) {
		if len(input) > 4096 {
			input = input[:4096]
		}
		ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
		defer cancel()
		fsys := vfs.New(nil)
		fsys.MkdirAll("/d/sub", 0o755)
		fsys.WriteFile("/d/a", []byte("foo\nbar\n"), 0o644)
		fsys.WriteFile("/d/sub/b", []byte("a\x00foo\n"), 0o644)
		var out, errb bytes.Buffer
		c := &command.Call{Name: "grep", Args: strings.Split(args, "\x00"), Stdin: strings.NewReader(input), Stdout: &out, Stderr: &errb, Dir: "/", FS: fsys}
		err := Command(ctx, c)
		if st, ok := command.StatusOf(err); (!ok && err != ctx.Err()) || st > 2 {
			t.Fatalf("unexpected result %v", err)
		}
	})
}

func BenchmarkGrep(b *testing.B) {
	var in strings.Builder
	for i := range 10000 {
		fmt.Fprintf(&in, "line %d of the benchmark input with some words\n", i)
	}
	input := in.String()
	fsys := vfs.New(nil)
	b.ReportAllocs()
	for b.Loop() {
		c := &command.Call{Name: "grep", Args: []string{"-n", `[0-9]\+5 of`},
			Stdin: strings.NewReader(input), Stdout: &bytes.Buffer{}, Stderr: &bytes.Buffer{}, Dir: "/", FS: fsys}
		if err := Command(context.Background(), c); err != nil {
			b.Fatal(err)
		}
	}
}
