package bc

import (
	"bytes"
	"context"
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
