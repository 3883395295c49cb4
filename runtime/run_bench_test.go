package runtime

import (
	"context"
	"testing"
)

// fixedCostScripts are trivial scripts: what one costs is the fixed cost
// of a script in a warm session (see docs/design.md, "What a script's
// fixed cost is made of").
var fixedCostScripts = []struct{ name, src string }{
	{"true", "true"},
	{"echo", "echo hi"},
	{"var", "x=1; echo $x"},
	{"pipe", "echo a | cat"},
	// Tools in a pipe: the cases of bashkit's benchmark furthest from
	// half its time.
	{"grep", "echo -e 'a\\nb\\na\\nc\\na' | grep -c 'a'"},
	{"awk", "echo 'one two three four' | awk '{print NF}'"},
	{"sed", "echo 'hello world' | sed 's/world/bash/'"},
}

// BenchmarkSessionRun runs trivial scripts in one warm session, as a host
// that answers many scripts does.
func BenchmarkSessionRun(b *testing.B) {
	for _, c := range fixedCostScripts {
		b.Run(c.name, func(b *testing.B) {
			s := NewSession(nil)
			ctx := context.Background()
			if res := s.Run(ctx, c.src, nil); res.ExitCode != 0 {
				b.Fatalf("%s: exit %d: %s", c.src, res.ExitCode, res.Stderr)
			}
			b.ReportAllocs()
			b.ResetTimer()
			for range b.N {
				s.Run(ctx, c.src, nil)
			}
		})
	}
}
