package bc

// Expected output recorded from GNU bc 1.07.1 (LC_ALL=C); its runtime
// messages carry a bytecode address (", adr=N") that ours leave out.

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

func TestBC(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		stdin  string
		stdout string
		stderr string
	}{
		{"basics", []string{}, "1+2\nx = 5; x\nx++\nx\n--x\nscale=3; 10/3\n-7/2\n7%3\nscale=2; 7.5%2\n2^10\n2^-2\n(-2)^3\n1.5^2\nsqrt(2)\nscale=0; sqrt(17)\nlength(123.45); scale(123.45)\n.5; -.5; 0.000\na[3]=7; a[3]; a[2]\ndefine f(n) { if (n<=1) return 1; return n*f(n-1); }\nf(20)\nf(30)\nprint \"hello\\n\", 1+1, \"\\n\"\n\"plain string\\n\"\nif (1 < 2) print \"yes\\n\" else print \"no\\n\"\ni=0; while (i<3) { i; i+=1 }\nfor (j=0; j<3; j++) { if (j==1) continue; j }\nobase=16; 255; obase=2; 10; obase=10\nibase=16; FF; A; ibase=A\n1/0\n3 == 3; 3 != 3; !0; 1 && 0; 0 || 2\n99999999999999999999999999999999999999999999999999999999999999999999999999999999999\nscale=5; 1/7; last; .\ndefine g(x) { auto y; y = x*2; return y }\ng(4)\ndefine void v() { print \"void\\n\" }\nv()\n", "3\n5\n5\n6\n5\n3.333\n-3.500\n.001\n0\n1024\n.25\n-8\n2.25\n1.41\n4\n5\n2\n.5\n-.5\n0\n7\n0\n2432902008176640000\n265252859812191058636308480000000\nhello\n2\nplain string\\nyes\n0\n1\n2\n0\n2\nFF\n1010\n255\n10\n1\n0\n1\n0\n1\n99999999999999999999999999999999999999999999999999999999999999999999\\\n999999999999999\n.14285\n.14285\n.14285\n8\nvoid\n", "Runtime error (func=(main)): Divide by zero\n"},
		{"syntax error recovery", []string{}, "1+\n2+2\n", "4\n", "(standard_in) 2: syntax error\n"},
		{"quit", []string{}, "1+2\nquit\n3+3\n", "3\n", ""},
		{"quit when read", []string{}, "if (0) quit\n5\n", "", ""},
		{"halt", []string{}, "halt\n5\n", "", ""},
		{"halt not run", []string{}, "if (0) halt\n6\n", "6\n", ""},
		{"sqrt negative", []string{}, "sqrt(-1)\n7\n", "7\n", "Runtime error (func=(main)): Square root of a negative number\n"},
		{"undefined function", []string{}, "f(2)\n8\n", "8\n", "Runtime error (func=(main)): Function f not defined.\n"},
		{"parameter count", []string{}, "define f(x){return x}\nf(1,2)\n9\n", "9\n", "Runtime error (func=(main)): Parameter number mismatch\n"},
		{"fraction exponent", []string{}, "2^1.5\n", "2\n", "Runtime warning (func=(main)): non-zero scale in exponent\n"},
		{"fraction exponent scale", []string{}, "scale=2;2^1.5\n", "2\n", "Runtime warning (func=(main)): non-zero scale in exponent\n"},
		{"comments", []string{}, "/* multi\nline */ 3 # c\n", "3\n", ""},
		{"increments", []string{}, "x=3\n++x+x\nx--\n", "8\n4\n", ""},
		{"obase 20", []string{}, "obase=20; 1234567\n", " 07 14 06 08 07\n", ""},
		{"obase 16 fractions", []string{}, "obase=16; 10.5; -255.75\n", "A.8\n-FF.C0\n", ""},
		{"obase 2 fraction", []string{}, "obase=2; .1\n", ".0001\n", ""},
		{"ibase 2", []string{}, "ibase=2; 1010.1\n", "10.5\n", ""},
		{"semicolons", []string{}, "a=1;b=2\na;b\n", "1\n2\n", ""},
		{"length scale", []string{}, "length(0); length(.001); scale(1.50); length(1.50)\n", "1\n3\n2\n3\n", ""},
		{"block", []string{}, "{ 1; 2 }\n", "1\n2\n", ""},
		{"array argument", []string{}, "define a(x[]) { return x[0] } \nq[0]=5; a(q[])\n", "5\n", ""},
		{"print numbers", []string{}, "print 1,2\n", "12", ""},
		{"print escapes", []string{}, "print \"a\\tb\\\\c\\q\"\n", "a\tb\\c\"", ""},
		{"limits", []string{}, "limits\n", "BC_BASE_MAX     = 2147483647\nBC_DIM_MAX      = 16777215\nBC_SCALE_MAX    = 2147483647\nBC_STRING_MAX   = 2147483647\nMAX Exponent    = 9223372036854775807\nNumber of vars  = 32767\n", ""},
		{"multiply scale", []string{}, "1.0 * 1.000\n-0\n0.5 + 0.25\n10 - 0.5\n", "1.000\n0\n.75\n9.5\n", ""},
		{"quit before the line runs", []string{}, "1; quit\n", "", ""},
		{"runtime error stops the line", []string{}, "1/0; 5\n6\n", "6\n", "Runtime error (func=(main)): Divide by zero\n"},
		{"error in a function", []string{}, "define f() {\n 1/0; print \"after\\n\"; return 3 }\nf()\n7\n", "7\n", "Runtime error (func=f): Divide by zero\n"},
		{"failed assignment", []string{}, "x = 1/0\nx\n", "0\n", "Runtime error (func=(main)): Divide by zero\n"},
		{"syntax error skips the line", []string{}, "1 +* 2; 3\n4\n", "4\n", "(standard_in) 1: syntax error\n"},
		{"break", []string{}, "while (1) { if (i++ > 3) break }\ni\n", "5\n", ""},
		{"parameters are local", []string{}, "define f(x) { x = 5; return }\nf(1)\n", "0\n", ""},
		{"scale is global", []string{}, "define f() { return (2) }\nf()\nscale=2\ndefine h(x) { scale = 5; return x/3 }\nh(1)\nscale\n", "2\n.33333\n5\n", ""},
		{"arrays by value and reference", []string{}, "a[1]=2\ndefine p(a[]) { a[1]=9; return a[1] }\np(a[])\na[1]\ndefine r(*a[]) { a[1]=9; return a[1] }\nr(a[])\na[1]\n", "9\n2\n9\n9\n", ""},
		{"for forms", []string{}, "for (;;) { if (k++ == 2) break }\nk\nfor (i=0;i<2;i++) i\n", "3\n0\n1\n", ""},
		{"math library", []string{"-l"}, "s(1);c(1);a(1);l(2);e(1);j(0,1);4*a(1);scale;sqrt(2)\n", ".84147098480789650665\n.54030230586813971740\n.78539816339744830961\n.69314718055994530941\n2.71828182845904523536\n.76519768655796655144\n3.14159265358979323844\n20\n1.41421356237309504880\n", ""},
		{"math edge cases", []string{"-l"}, "l(0); l(-1); e(-1); s(100); c(-3.5); a(-1); a(1000); e(50); j(2,3.5); j(-1,2)\n", "-99999999999999999999.00000000000000000000\n-99999999999999999999.00000000000000000000\n.36787944117144232159\n-.50636564110975879365\n-.93645668729079633769\n-.78539816339744830961\n1.56979632712822975256\n5184705528587072464087.45332293348538482746\n.45862918419430748350\n-.57672480775687338720\n", ""},
		{"math exact values", []string{"-l"}, "s(0);c(0);e(0);l(1);a(0);j(0,0);j(1,0);e(1)*1;scale=5;e(1);s(1);l(10);sqrt(2);scale=0;e(1);s(1);l(10);c(1);a(1);j(1,1)\n", "0\n1.00000000000000000000\n1.00000000000000000000\n0\n0\n1.00000000000000000000\n0\n2.71828182845904523536\n2.71828\n.84147\n2.30258\n1.41421\n2\n0\n2\n0\n0\n0\n", ""},
		{"math low scales", []string{"-l"}, "scale=5; s(3); s(0.001); a(0.001); s(100); s(12.75); c(31.4159); s(1000); j(-3,3.5)\nscale=1; c(0.5); c(1); c(2); s(100); j(5,20); j(0,1)\n", ".14111\n.00100\n.00100\n-.50635\n.18260\n1.00000\n.82692\n-.38676\n.9\n.6\n-.2\n-.4\n0\n.8\n", ""},
		{"line continuation", []string{}, "scale=100; 1/3\n2^300\n", ".3333333333333333333333333333333333333333333333333333333333333333333\\\n333333333333333333333333333333333\n20370359763344860862684456884093781610514683936659362506361404493543\\\n81299763336706183397376\n", ""},
		{"bases clamp", []string{}, "obase=1\nibase=1\n5\n", "101\n", "Runtime warning (func=(main)): obase too small, set to 2\nRuntime warning (func=(main)): ibase too small, set to 2\n"},
		{"letters as digits", []string{}, "ibase=16\n1A\nibase=10\nZ\n", "26\n35\n", ""},
		{"unset is zero", []string{}, "a\n", "0\n", ""},
		{"negative scale", []string{}, "scale=-1\nscale\n", "0\n", "Runtime warning (func=(main)): negative scale, set to 0\n"},
		{"defaults", []string{}, "scale\nibase\nobase\n", "0\n10\n10\n", ""},
		{"unary minus", []string{}, "x = -3; -x; x^2; -2^2\n", "3\n9\n4\n", ""},
		{"modulo by zero", []string{}, "5 % 0\n", "", "Runtime error (func=(main)): Modulo by zero\n"},
		{"relations", []string{}, "1 < 2 < 3; (1 > 2) + 5; 2 > 1 + 1\n", "1\n5\n0\n", ""},
		{"chained assignment", []string{}, "a=b=3; a; b\n", "3\n3\n", ""},
		{"compound assignment", []string{}, "x+=2; x\n", "2\n", ""},
		{"blank lines", []string{}, "\n\n\n", "", ""},
		{"power associativity", []string{}, "3 ^ 2 ^ 2\n-3^2\n", "81\n9\n", ""},
		{"truncation", []string{}, "7 / 2 * 2\nscale=1; 5 / 3 * 3\n", "6\n4.8\n", ""},
		{"hex fractions", []string{}, "ibase=16; .1; .8; 1.F\n", "0\n.5\n1.9\n", ""},
		{"printed assignment", []string{}, "(x=5)\nx=6\n2^1.0\n", "5\n2\n", "Runtime warning (func=(main)): non-zero scale in exponent\n"},
		{"kept scale", []string{}, "scale=3; x=1.23456; x; x*1; x/1\n", "1.23456\n1.23456\n1.234\n", ""},
		{"fractions", []string{}, "0.1 + 0.2\n1.0/3\n", ".3\n0\n", ""},
		{"redefinition", []string{}, "define f(x) { return x*2 }\nf(3)+f(4)\ndefine f(x) { return x*3 }\nf(3)\n", "14\n9\n", ""},
		{"print fraction", []string{"-l"}, "print 1/3, \"\\n\"\n", ".33333333333333333333\n", ""},
		{"zero powers", []string{}, "1 == 1 == 1; 2 ^ 0; 0 ^ 0; 0 ^ -1\n", "1\n1\n1\n", "Runtime error (func=(main)): divide by zero\n"},
		{"negative modulo", []string{}, "scale=2; -1 / 3; -7 % 3; 7 % -3\n", "-.33\n-.01\n.01\n", ""},
		{"ibase 36", []string{}, "ibase=36; ZZ\n", "1295\n", ""},
		{"quit in a function body", []string{}, "define f() { quit }; 5\n", "", ""},
		{"subscripts", []string{}, "a[-1]=3\na[16777216]=3\n", "", "Runtime error (func=(main)): Array a subscript out of bounds.\nRuntime error (func=(main)): Array a subscript out of bounds.\n"},
		{"missing argument", []string{}, "define f(x) { return x }\nf()\n", "", "Runtime error (func=(main)): Parameter number mismatch\n"},
		{"array for scalar", []string{}, "define f(a[]) { return 1 }\nf(1)\n", "", "Runtime error (func=(main)): Parameter type mismatch parameter a.\n"},
		{"exponent too large", []string{}, "2^100000000000000000000\n", "", "Runtime error (func=(main)): exponent too large in raise\n"},
		{"recursion", []string{}, "define f(n) { if (n == 0) return 0; return 1 + f(n-1) }\nf(500)\n", "500\n", ""},
		{"while with continue", []string{}, "i = 0; s = 0\nwhile (i < 10) { i += 1; if (i % 2) continue; s += i }\ns\n", "30\n", ""},
		{"if else chain", []string{}, "x = 5\nif (x > 3) { print \"big\\n\" } else { print \"small\\n\" }\nif (x < 3) print \"no\\n\" else if (x == 5) print \"five\\n\"\n", "big\nfive\n", ""},
		{"auto arrays", []string{}, "define f() { auto a[]; a[0] = 7; return a[0] }\nf()\na[0]\n", "7\n0\n", ""},
		{"string statement", []string{}, "\"a\nb\"\n", "a\nb", ""},
		{"newline after if", []string{}, "if (1)\n5\n", "5\n", ""},
		{"not", []string{}, "!1 < 2; !0 + 1; !!3\n", "0\n0\n1\n", ""},
		{"and or", []string{}, "1 && 2 || 0; 0 || 0; 2 && 0\n", "1\n0\n0\n", ""},
		{"obase large", []string{}, "obase=1000; 123456789\n", " 123 456 789\n", ""},
		{"big numbers", []string{}, "2^200 / 3^50\n", "2238393297946874000179418290327143433\n", ""},
		{"sqrt scale", []string{}, "scale=4; sqrt(10); sqrt(0.0001); sqrt(1.0)\n", "3.1622\n.0100\n1\n", ""},
		{"last", []string{}, "5\nlast + 1\n. * 2\n", "5\n6\n12\n", ""},
		{"void function", []string{}, "define void v() { print \"v\\n\" }\nv()\n", "v\n", ""},
		{"multi-line function", []string{}, "define fib(n) {\n  if (n < 2) return n\n  return fib(n-1) + fib(n-2)\n}\nfib(15)\n", "610\n", ""},
		{"illegal character", []string{}, "1 @ 2\n3\n", "3\n", "(standard_in) 1: illegal character: @\n(standard_in) 1: syntax error\n"},
		{"unterminated comment", []string{}, "1 /* x\n", "", "EOF encountered in a comment.\n(standard_in) 1: syntax error\n"},
		{"line length", []string{}, "2^400\n", "25822498780869085896559191720030118743297057928292235128306593565406\\\n47622016841194629645353280137831435903171972747493376\n", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			c := &command.Call{Name: "bc", Args: tt.args, Stdin: strings.NewReader(tt.stdin), Stdout: &out, Stderr: &errb,
				FS: vfs.New(nil), Dir: "/", Env: func(string) (string, bool) { return "", false }}
			if err := Command(context.Background(), c); err != nil {
				t.Fatalf("error %v", err)
			}
			if out.String() != tt.stdout {
				t.Errorf("stdout\n%q\nwant\n%q", out.String(), tt.stdout)
			}
			if errb.String() != tt.stderr {
				t.Errorf("stderr\n%q\nwant\n%q", errb.String(), tt.stderr)
			}
		})
	}
}
