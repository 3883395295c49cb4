package jq

import (
	"strings"
	"testing"

	"github.com/itchyny/gojq"
)

// FuzzGuard: a query that compiles compiles once guarded, and the guard
// never panics, whatever the query.
func FuzzGuard(f *testing.F) {
	for _, s := range []string{`.`, `.a = 1`, `"\(.)x\(1,2)"`, `{"k\(.)": 1}`, `def f: 2; f * 3`, `.[] |= . + 1`,
		`split(",")`, `[match("a"; "g")]`, `@base64 "\(.)"`, `reduce .[] as $x (0; . + $x)`, `path(..)`,
		`def f(g): g = 1; f(.a)`, `label $out | 1, break $out`, `try error("x") catch .`, `.a += .b`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		q, err := gojq.Parse(src)
		if err != nil {
			return
		}
		if _, err := gojq.Compile(q); err != nil {
			return
		}
		g, err := gojq.Parse(src)
		if err != nil {
			t.Fatalf("%q parses once only: %v", src, err)
		}
		if err := Guard(g); err != nil {
			if strings.Contains(src, "_tis_") || strings.Contains(src, "$__tis") {
				return
			}
			t.Fatalf("Guard(%q): %v", src, err)
		}
		if _, err := gojq.Compile(g, GuardOptions(1<<20)...); err != nil {
			t.Fatalf("%q compiles, guarded it does not: %v", src, err)
		}
	})
}
