package awk

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

func benchInput(n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "user%d %d %d.5 some text here\n", i%97, i, i%13)
	}
	return b.String()
}

func benchRun(b *testing.B, prog, input string) {
	b.ReportAllocs()
	b.SetBytes(int64(len(input)))
	for b.Loop() {
		var stdout, stderr bytes.Buffer
		c := &command.Call{Name: "awk", Args: []string{prog}, Stdin: strings.NewReader(input),
			Stdout: &stdout, Stderr: &stderr, Dir: "/", FS: vfs.New(nil)}
		if err := Command(context.Background(), c); err != nil {
			b.Fatal(err, stderr.String())
		}
	}
}

// BenchmarkAwk sums a column over 10,000 lines.
func BenchmarkAwk(b *testing.B) {
	benchRun(b, "{ s += $2 } END { print s }", benchInput(10000))
}

func BenchmarkAwkGroupBy(b *testing.B) {
	benchRun(b, "{ n[$1]++; s[$1] += $3 } END { for (k in n) printf \"%s %d %.2f\\n\", k, n[k], s[k] }", benchInput(10000))
}

func BenchmarkAwkRegex(b *testing.B) {
	benchRun(b, "/user1[0-9] / { c++; gsub(/e/, \"E\") } END { print c }", benchInput(10000))
}
