package coreutils

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/toolsinshell/tis/runtime/vfs"
)

// textBenchInput returns n lines of "word<tab>number<tab>tag".
func textBenchInput(n int) string {
	r := rand.New(rand.NewPCG(1, 2))
	var b strings.Builder
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "w%05d\t%d\ttag%d\n", r.IntN(n), r.IntN(1000000), r.IntN(50))
	}
	return b.String()
}

func textBench(b *testing.B, args []string, in string) {
	b.Helper()
	fsys := vfs.New(nil)
	b.ReportAllocs()
	b.SetBytes(int64(len(in)))
	for b.Loop() {
		if _, _, err := textRun(context.Background(), fsys, args, in); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkTextSort(b *testing.B) {
	in := textBenchInput(10000)
	b.Run("plain", func(b *testing.B) { textBench(b, []string{"sort"}, in) })
	b.Run("numeric key", func(b *testing.B) { textBench(b, []string{"sort", "-t\t", "-k2,2n"}, in) })
	b.Run("two keys", func(b *testing.B) { textBench(b, []string{"sort", "-k3,3", "-k2,2nr"}, in) })
	b.Run("version", func(b *testing.B) { textBench(b, []string{"sort", "-V"}, in) })
}

func BenchmarkTextUniq(b *testing.B) {
	in := textBenchInput(10000)
	b.Run("count", func(b *testing.B) { textBench(b, []string{"uniq", "-c"}, in) })
	b.Run("skip fields", func(b *testing.B) { textBench(b, []string{"uniq", "-f2"}, in) })
}

func BenchmarkTextCut(b *testing.B) {
	in := textBenchInput(10000)
	b.Run("fields", func(b *testing.B) { textBench(b, []string{"cut", "-f1,3"}, in) })
	b.Run("chars", func(b *testing.B) { textBench(b, []string{"cut", "-c2-5"}, in) })
}

func BenchmarkTextTr(b *testing.B) {
	in := textBenchInput(10000)
	b.Run("upper", func(b *testing.B) { textBench(b, []string{"tr", "a-z", "A-Z"}, in) })
	b.Run("squeeze delete", func(b *testing.B) { textBench(b, []string{"tr", "-s", "-d", "0-9", "\t"}, in) })
}
