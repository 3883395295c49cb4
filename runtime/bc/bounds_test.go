package bc

import (
	"bytes"
	"context"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

func runBC(t *testing.T, ctx context.Context, args []string, stdin string, env map[string]string, max int64, fsys *vfs.FS) (string, string, error) {
	t.Helper()
	if fsys == nil {
		fsys = vfs.New(nil)
	}
	var out, errb bytes.Buffer
	c := &command.Call{Name: "bc", Args: args, Stdin: strings.NewReader(stdin), Stdout: &out, Stderr: &errb,
		FS: fsys, Dir: "/", MaxBuffer: max, Env: func(n string) (string, bool) { v, ok := env[n]; return v, ok }}
	err := Command(ctx, c)
	return out.String(), errb.String(), err
}

func TestBCBounds(t *testing.T) {
	ctx := context.Background()
	tests := []struct {
		name, src  string
		max        int64
		out, errIn string
	}{
		{"scale", "scale = 100000\n1\n", 1000, "1\n", "scale too large"},
		{"digits", "x = 10^5000\n1\n", 1000, "1\n", "exponent too large in raise"},
		{"product", "x = 9^900; y = x * x * x\n2\n", 1000, "2\n", "number too large"},
		{"memory", "for (i = 0; i < 100000; i++) a[i] = i\n3\n", 4096, "3\n", "out of memory"},
		{"recursion", "define f(n) { return f(n+1) }\nf(0)\n4\n", 0, "4\n", "nested too deeply"},
		{"nesting", strings.Repeat("(", 5000) + "1" + strings.Repeat(")", 5000) + "\n5\n", 0, "5\n", "nesting too deep"},
		{"exp", "e(100000)\n6\n", 1000, "6\n", "too large"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := []string{}
			if tt.name == "exp" {
				args = []string{"-l"}
			}
			out, errs, err := runBC(t, ctx, args, tt.src, nil, tt.max, nil)
			if err != nil || out != tt.out || !strings.Contains(errs, tt.errIn) {
				t.Errorf("err %v stdout %q stderr %q, want %q and %q", err, out, errs, tt.out, tt.errIn)
			}
		})
	}
}

func TestBCStopsWithContext(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	_, _, err := runBC(t, ctx, nil, "while (1) { x += 1 }\n", nil, 0, nil)
	if err == nil {
		t.Fatal("an endless loop ended without the context's error")
	}
	if _, ok := command.StatusOf(err); ok {
		t.Fatalf("got an exit status, want the context's error: %v", err)
	}
}

func TestBCFiles(t *testing.T) {
	fsys := vfs.New(nil)
	_ = fsys.WriteFile("/a.bc", []byte("x = 3\ndefine f(y) { return y * 2 }\n"), 0o644)
	_ = fsys.WriteFile("/bad.bc", []byte("1 +\n"), 0o644)
	out, errs, err := runBC(t, context.Background(), []string{"a.bc"}, "f(x)\n", nil, 0, fsys)
	if err != nil || out != "6\n" || errs != "" {
		t.Errorf("file then stdin: %v %q %q", err, out, errs)
	}
	out, errs, _ = runBC(t, context.Background(), []string{"bad.bc"}, "7\n", nil, 0, fsys)
	if out != "7\n" || errs != "bad.bc 2: syntax error\n" {
		t.Errorf("error in a file: %q %q", out, errs)
	}
	_, errs, err = runBC(t, context.Background(), []string{"nope.bc"}, "", nil, 0, fsys)
	if st, _ := command.StatusOf(err); st != 1 || errs != "File nope.bc is unavailable.\n" {
		t.Errorf("missing file: %d %q", st, errs)
	}
	_ = fsys.WriteFile("/q.bc", []byte("1\nquit\n"), 0o644)
	if out, _, _ := runBC(t, context.Background(), []string{"q.bc"}, "2\n", nil, 0, fsys); out != "1\n" {
		t.Errorf("quit in a file: %q", out)
	}
	_, errs, err = runBC(t, context.Background(), []string{"-s"}, "", nil, 0, fsys)
	if st, _ := command.StatusOf(err); st != 2 || errs != "bc: unsupported option -- 's'\n" {
		t.Errorf("unsupported: %d %q", st, errs)
	}
}

func TestBCLineLength(t *testing.T) {
	for _, tt := range []struct {
		env  string
		want string
	}{
		{"0", "2037035976334486086268445688409378161051468393665936250636140449354381299763336706183397376\n"},
		{"30", "2037035976334486086268445688\\\n4093781610514683936659362506\\\n3614044935438129976333670618\\\n3397376\n"},
		{"2", "20370359763344860862684456884093781610514683936659362506361404493543\\\n81299763336706183397376\n"},
	} {
		out, _, _ := runBC(t, context.Background(), nil, "2^300\n", map[string]string{"BC_LINE_LENGTH": tt.env}, 0, nil)
		if out != tt.want {
			t.Errorf("BC_LINE_LENGTH=%s: %q, want %q", tt.env, out, tt.want)
		}
	}
}

// TestBCDigitBound: whatever the buffer limit, a number of more than
// MaxDigits digits is refused before it is computed, each way one is
// reached, and the program goes on.
func TestBCDigitBound(t *testing.T) {
	for _, tt := range []struct{ name, src, errIn string }{
		{"power", "2^2000000000\n", "exponent too large in raise"},
		{"power of a big base", "x = 10^90000; x^2\n", "exponent too large in raise"},
		{"scale", "scale=2000000000; 1/3\n", "scale too large: more than 100000 digits"},
		{"squaring", "a=7; while (1) a=a*a\n", "number too large: more than 100000 digits"},
		{"literal", strings.Repeat("9", 100100) + "\n", "number too large: more than 100000 digits"},
		{"literal in base 16", "ibase=16; " + strings.Repeat("F", 100100) + "\n", "number too large: more than 100000 digits"},
		{"sum", "x = 10^99999; for (i = 0; i < 20; i++) x = x + x\n", "number too large: more than 100000 digits"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			out, errs, err := runBC(t, context.Background(), nil, tt.src+"7\n", nil, 64<<20, nil)
			if err != nil || !strings.HasSuffix(out, "7\n") || !strings.Contains(errs, tt.errIn) {
				t.Errorf("err %v stdout %.80q stderr %q, want %q", err, out, errs, tt.errIn)
			}
		})
	}
	out, _, err := runBC(t, context.Background(), nil, "x = 10^99999; length(x*9)\n", nil, 64<<20, nil)
	if err != nil || out != "100000\n" {
		t.Errorf("a product of 100,000 digits: %v %q", err, out)
	}
}

// TestIsqrt: the square root taken by halves is big.Int's.
func TestIsqrt(t *testing.T) {
	for _, s := range []string{"0", "1", "2", "99", "100", "12345678901234567890123"} {
		v, _ := new(big.Int).SetString(s, 10)
		if got, want := isqrt(v, func() {}), new(big.Int).Sqrt(v); got.Cmp(want) != 0 {
			t.Errorf("isqrt(%s) = %v, want %v", s, got, want)
		}
	}
	for _, bits := range []uint{4096, 4097, 5000, 9001, 20000, 65536} {
		p := new(big.Int).Lsh(bigOne, bits)
		r := new(big.Int).Sqrt(p)
		sq := new(big.Int).Mul(r, r)
		for _, v := range []*big.Int{p, new(big.Int).Sub(p, bigOne), new(big.Int).Add(p, big.NewInt(12345)), sq, new(big.Int).Sub(sq, bigOne), new(big.Int).Mul(p, big.NewInt(3))} {
			if got, want := isqrt(v, func() {}), new(big.Int).Sqrt(v); got.Cmp(want) != 0 {
				t.Errorf("isqrt of a %d-bit number: %v, want %v", v.BitLen(), got, want)
			}
		}
	}
}

// countdownCtx is a context that is done after its Err was asked n
// times: it tells whether a computation asks between its steps.
type countdownCtx struct {
	context.Context
	n int
}

func (c *countdownCtx) Err() error {
	if c.n <= 0 {
		return context.Canceled
	}
	c.n--
	return nil
}

// TestBCSqrtAsksContext: a square root at a large scale looks at the
// context between its steps, so a stopped script does not wait for it.
func TestBCSqrtAsksContext(t *testing.T) {
	ctx := &countdownCtx{Context: context.Background(), n: 3}
	_, _, err := runBC(t, ctx, nil, "scale=90000; x = sqrt(2)\n", nil, 64<<20, nil)
	if err == nil || ctx.n > 0 {
		t.Fatalf("sqrt at scale 90000 ended (%v) before the context was asked 3 times", err)
	}
	if _, ok := command.StatusOf(err); ok {
		t.Fatalf("got an exit status, want the context's error: %v", err)
	}
}
