package sed

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

func FuzzSed(f *testing.F) {
	for _, tc := range sedCases {
		if len(tc.Args) > 0 {
			f.Add(tc.Args[len(tc.Args)-1], tc.Stdin, false)
		}
	}
	f.Add(":a;s/^/x/;ba", "a\n", true)
	f.Add(":a;H;G;ba", "a\n", false)
	f.Fuzz(func(t *testing.T, script, input string, ere bool) {
		if len(input) > 4096 {
			input = input[:4096]
		}
		ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
		defer cancel()
		fsys := vfs.New(&vfs.Options{Limits: vfs.Limits{MaxFileBytes: 1 << 20, MaxTotalBytes: 4 << 20, MaxFiles: 64}})
		fsys.WriteFile("/f", []byte("x\ny\n"), 0o644)
		args := []string{"-e", script, "-", "/f"}
		if ere {
			args = append([]string{"-E"}, args...)
		}
		var out, errb bytes.Buffer
		c := &command.Call{Name: "sed", Args: args, Stdin: strings.NewReader(input), Stdout: &limited{max: 1 << 20, b: &out}, Stderr: &errb, Dir: "/", FS: fsys}
		err := Command(ctx, c)
		if _, ok := command.StatusOf(err); !ok && err != ctx.Err() {
			t.Fatalf("unexpected error %v", err)
		}
	})
}

// limited fails writes past max bytes, as the runtime's output cap does.
type limited struct {
	max int
	b   *bytes.Buffer
}

func (l *limited) Write(p []byte) (int, error) {
	if l.b.Len()+len(p) > l.max {
		return 0, fmt.Errorf("output limit")
	}
	return l.b.Write(p)
}

func BenchmarkSed(b *testing.B) {
	var in strings.Builder
	for i := range 10000 {
		fmt.Fprintf(&in, "line %d of the benchmark input with some words\n", i)
	}
	input := in.String()
	fsys := vfs.New(nil)
	b.ReportAllocs()
	for b.Loop() {
		c := &command.Call{Name: "sed", Args: []string{"-E", `s/([0-9]+) of/\1 OF/;/5$/d;3,50p`},
			Stdin: strings.NewReader(input), Stdout: &bytes.Buffer{}, Stderr: &bytes.Buffer{}, Dir: "/", FS: fsys}
		if err := Command(context.Background(), c); err != nil {
			b.Fatal(err)
		}
	}
}
