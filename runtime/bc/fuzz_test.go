package bc

import (
	"bytes"
	"context"
	"errors"
	"testing"
	"time"
)

// FuzzBC runs programs, seeded from the table of TestBC, through the
// parser and the interpreter with small bounds: no panic, and it stops.
func FuzzBC(f *testing.F) {
	seeds := []string{
		"1+2\nx = 5; x\nx++\nscale=3; 10/3\n7%3\n2^-2\nsqrt(2)\nlength(123.45); scale(123.45)\n",
		"define f(n) { if (n<=1) return 1; return n*f(n-1); }\nf(20)\n",
		"print \"hello\\n\", 1+1, \"\\n\"\n\"plain\"\nif (1 < 2) print \"yes\\n\" else print \"no\\n\"\n",
		"i=0; while (i<3) { i; i+=1 }\nfor (j=0; j<3; j++) { if (j==1) continue; j }\n",
		"obase=16; 255; obase=2; 10; obase=20; 1234567; obase=10\nibase=16; FF; A; ibase=A\n",
		"1/0\n3 == 3; !0; 1 && 0; 0 || 2\nscale=5; 1/7; last; .\n",
		"define g(x) { auto y, z[]; y = x*2; z[1] = y; return z[1] }\ng(4)\ndefine void v() { print \"v\" }\nv()\n",
		"a[1]=2\ndefine p(a[]) { a[1]=9; return a[1] }\np(a[])\ndefine r(*a[]) { a[1]=9; return a[1] }\nr(a[])\n",
		"1 +* 2; 3\n/* c */ 4 # d\nquit\n", "halt\n", "ibase=2; 1010.1\nobase=2; .1\n", "scale=-1\nobase=1\nibase=40\n",
		"s(1);c(1);a(1);l(2);e(1);j(0,1);4*a(1)\nl(0); e(-1); s(100); j(-3,3.5)\n",
		"x = 1.5; x ^= 3; x %= 2; x -= .1; x *= 3; x /= 7; x\n--x; x--; ++x\n", "1 @ 2\n\"open\n", "for (;;) break\n",
	}
	for i, s := range seeds {
		f.Add(s, i%2 == 0)
	}
	f.Fuzz(func(t *testing.T, src string, mathlib bool) {
		if len(src) > 2048 {
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
		defer cancel()
		out := &limitWriter{max: 1 << 20}
		var errb bytes.Buffer
		done := make(chan struct{})
		go func() {
			defer close(done)
			in := New(ctx, out, &errb, Options{MathLib: mathlib, MaxDigits: 2000, MaxMemory: 1 << 20})
			_, _ = in.Run(src, "(standard_in)")
		}()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			t.Fatalf("still running 5s after a 20ms deadline: %q", src)
		}
	})
}

// limitWriter fails once it has taken max bytes.
type limitWriter struct{ n, max int }

func (w *limitWriter) Write(p []byte) (int, error) {
	if w.n+len(p) > w.max {
		return 0, errors.New("output limit")
	}
	w.n += len(p)
	return len(p), nil
}
