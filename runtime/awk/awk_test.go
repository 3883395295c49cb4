package awk

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/internal/gnutest"
	"github.com/toolsinshell/tis/runtime/vfs"
)

type awkCase struct {
	name   string
	args   []string
	stdin  string
	files  map[string]string
	env    map[string]string
	out    string
	err    string // substring expected on stderr ("" means stderr must be empty)
	status int
	// gawk explains why GNU awk differs; the cross-check skips the case.
	gawk string
}

const people = "alice 30 NY\nbob 25 LA\ncarol 35 NY\ndave 40 SF\n"

var awkCases = []awkCase{
	// fields and records
	{name: "print field", args: []string{"{print $1}"}, stdin: people, out: "alice\nbob\ncarol\ndave\n"},
	{name: "NF and $NF", args: []string{"{print NF, $NF, $(NF-1)}"}, stdin: "a b c\nd e\n", out: "3 c b\n2 e d\n"},
	{name: "default pattern print", args: []string{"NR % 2"}, stdin: "1\n2\n3\n", out: "1\n3\n"},
	{name: "assign field rebuilds", args: []string{"{$2 = $2 * 2; print}"}, stdin: people, out: "alice 60 NY\nbob 50 LA\ncarol 70 NY\ndave 80 SF\n"},
	{name: "OFS rebuild", args: []string{"BEGIN{OFS=\"-\"} {$1=$1; print}"}, stdin: "a b  c\n", out: "a-b-c\n"},
	{name: "assign past NF", args: []string{"{$5=\"x\"; print; print NF}"}, stdin: "a b c\n", out: "a b c  x\n5\n"},
	{name: "set NF", args: []string{"{NF=2; print; NF=4; print}"}, stdin: "a b c\n", out: "a b\na b  \n"},
	{name: "assign $0 resplits", args: []string{"{$0 = \"x y z\"; print NF, $3}"}, stdin: "a\n", out: "3 z\n"},
	{name: "leading blanks", args: []string{"{print $1 \"|\" NF}"}, stdin: "  lead  trail  \n", out: "lead|2\n"},
	{name: "empty line NF", args: []string{"{print NF}"}, stdin: "\n \n", out: "0\n0\n"},
	{name: "no trailing newline", args: []string{"{print NR\": \"$0}"}, stdin: "a\nb", out: "1: a\n2: b\n"},
	{name: "CRLF kept", args: []string{"{print length($0)}"}, stdin: "ab\r\n", out: "3\n"},
	{name: "field beyond NF", args: []string{"{print \"[\" $7 \"]\", NF}"}, stdin: "a b\n", out: "[] 2\n"},
	{name: "NR FNR FILENAME", args: []string{"{print FILENAME, NR, FNR, $0}", "a.txt", "b.txt"},
		files: map[string]string{"a.txt": "1\n2\n", "b.txt": "3\n"}, out: "a.txt 1 1 1\na.txt 2 2 2\nb.txt 3 1 3\n"},
	{name: "stdin dash", args: []string{"{print}", "a.txt", "-"}, stdin: "in\n", files: map[string]string{"a.txt": "f\n"}, out: "f\nin\n"},
	{name: "END keeps last record", args: []string{"END{print NR, $0, NF}"}, stdin: "a b\nc d e\n", out: "2 c d e 3\n"},

	// -F
	{name: "F comma", args: []string{"-F,", "{print $2}"}, stdin: "a,b,c\n", out: "b\n"},
	{name: "F separate arg", args: []string{"-F", ":", "{print $1}"}, stdin: "root:x:0\n", out: "root\n"},
	{name: "F tab escape", args: []string{"-F", `\t`, "{print $2}"}, stdin: "a b\tc d\n", out: "c d\n"},
	{name: "F pipe literal", args: []string{"-F|", "{print $2}"}, stdin: "a|b\n", out: "b\n"},
	{name: "F dot literal", args: []string{"-F.", "{print $2}"}, stdin: "1.2.3\n", out: "2\n"},
	{name: "F regex", args: []string{"-F", "[0-9]+", "{print $1 \"-\" $2 \"-\" NF}"}, stdin: "a1b22c\n", out: "a-b-3\n"},
	{name: "F regex alternation", args: []string{"-F", ", *|;", "{print $3}"}, stdin: "a, b;c\n", out: "c\n"},
	{name: "F space is default", args: []string{"-F", " ", "{print $2}"}, stdin: "  a   b\n", out: "b\n"},
	{name: "F empty fields", args: []string{"-F,", "{print NF, \"[\" $2 \"]\"}"}, stdin: ",,x\n", out: "3 []\n"},
	{name: "FS in BEGIN", args: []string{"BEGIN{FS=\":\"} {print $2}"}, stdin: "a:b\n", out: "b\n"},
	{name: "FS change applies to next record", args: []string{"{FS=\",\"; print $1}"}, stdin: "a,b c\nd,e f\n", out: "a,b\nd\n"},
	{name: "FS single space char class", args: []string{"BEGIN{FS=\"[ ]\"} {print NF}"}, stdin: "a  b\n", out: "3\n"},
	{name: "FS empty splits chars", args: []string{"BEGIN{FS=\"\"} {print NF, $2}"}, stdin: "abc\n", out: "3 b\n"},

	// -v and operand assignments
	{name: "v assign", args: []string{"-v", "x=5", "-v", "y=a\\tb", "BEGIN{print x+1, y}"}, out: "6 a\tb\n"},
	{name: "v numeric string", args: []string{"-v", "n=10", "BEGIN{print (n < 9)}"}, out: "0\n"},
	{name: "v attached", args: []string{"-vx=1", "BEGIN{print x}"}, out: "1\n"},
	{name: "operand assignment", args: []string{"{print x, $0}", "x=1", "a.txt", "x=2", "b.txt"},
		files: map[string]string{"a.txt": "a\n", "b.txt": "b\n"}, out: "1 a\n2 b\n"},
	{name: "operand assignment then stdin", args: []string{"{print x, $0}", "x=7"}, stdin: "in\n", out: "7 in\n"},
	{name: "assignment before END", args: []string{"END{print x}", "a.txt", "x=9"}, files: map[string]string{"a.txt": "a\n"}, out: "9\n"},
	{name: "bad v", args: []string{"-v", "1x=2", "BEGIN{}"}, err: "not in `var=value' form", status: 2},
	{name: "double dash", args: []string{"--", "BEGIN{print \"ok\"}"}, out: "ok\n"},
	{name: "unknown option", args: []string{"-z", "BEGIN{}"}, err: "unsupported option", status: 2},
	{name: "no program", args: nil, err: "usage", status: 2},
	{name: "ARGV ARGC", args: []string{"BEGIN{for(i=1;i<ARGC;i++) print i, ARGV[i]; print ARGC}", "a", "x=1"}, out: "1 a\n2 x=1\n3\n"},
	{name: "ARGV edited", args: []string{"BEGIN{ARGV[1]=\"\"} {print}", "a.txt", "b.txt"},
		files: map[string]string{"a.txt": "a\n", "b.txt": "b\n"}, out: "b\n"},
	{name: "ARGV added", args: []string{"BEGIN{ARGV[ARGC++]=\"b.txt\"} {print}"},
		files: map[string]string{"b.txt": "b\n"}, out: "b\n"},
	{name: "f progfile", args: []string{"-f", "p.awk", "x.txt"}, files: map[string]string{"p.awk": "# comment\n{ print NR \": \" $0 }\n", "x.txt": "q\nw\n"}, out: "1: q\n2: w\n"},
	{name: "two f progfiles", args: []string{"-f", "a.awk", "-f", "b.awk"}, files: map[string]string{"a.awk": "function f(x) { return x*2 }\n", "b.awk": "BEGIN { print f(21) }\n"}, out: "42\n"},
	{name: "missing progfile", args: []string{"-f", "nope.awk"}, err: "can't open source file `nope.awk'", status: 2},
	{name: "missing input file", args: []string{"{print}", "nope"}, err: "cannot open file `nope' for reading: No such file or directory", status: 2},
	{name: "directory operand skipped", args: []string{"{print}", "d", "a.txt"}, files: map[string]string{"d/x": "", "a.txt": "a\n"}, out: "a\n", err: "is a directory"},
	{name: "ENVIRON", args: []string{"BEGIN{print ENVIRON[\"FOO\"], length(ENVIRON[\"NOPE\"]); if (\"FOO\" in ENVIRON) print \"in\"}"}, env: map[string]string{"FOO": "bar"}, out: "bar 0\nin\n", gawk: "environment differs"},

	// patterns
	{name: "regex pattern", args: []string{"/o/"}, stdin: people, out: "bob 25 LA\ncarol 35 NY\n"},
	{name: "negated regex", args: []string{"!/o/ {print $1}"}, stdin: people, out: "alice\ndave\n"},
	{name: "expression pattern", args: []string{"$2 > 30 {print $1}"}, stdin: people, out: "carol\ndave\n"},
	{name: "string compare pattern", args: []string{"$3 == \"NY\" {print $1}"}, stdin: people, out: "alice\ncarol\n"},
	{name: "range", args: []string{"/bob/,/carol/ {print NR}"}, stdin: people, out: "2\n3\n"},
	{name: "range same line", args: []string{"/b/,/b/"}, stdin: "a\nb\nc\nb\n", out: "b\nb\n"},
	{name: "range unterminated", args: []string{"NR==3,0"}, stdin: "1\n2\n3\n4\n", out: "3\n4\n"},
	{name: "several BEGIN END", args: []string{"BEGIN{printf \"a\"} BEGIN{printf \"b\"} END{printf \"c\"} END{print \"d\"}"}, out: "abcd\n"},
	{name: "BEGIN only reads nothing", args: []string{"BEGIN{print \"x\"}"}, stdin: "ignored\n", out: "x\n"},
	{name: "rules on one line", args: []string{"NR==2{next} {print}"}, stdin: "a\nb\nc\n", out: "a\nc\n"},
	{name: "dedupe idiom", args: []string{"!seen[$0]++"}, stdin: "a\nb\na\nc\nb\n", out: "a\nb\nc\n"},
	{name: "match dynamic regex", args: []string{"$0 ~ \"^f\""}, stdin: "foo\nbar\n", out: "foo\n"},
	{name: "compound pattern", args: []string{"/a/ && !/c/"}, stdin: "ab\nac\nb\n", out: "ab\n"},

	// operators and numbers
	{name: "arith", args: []string{"BEGIN{print 2^10, 2**3, 7%3, -7%3, 10/4, 1e3, 0.1, 1/3, 100000*100000, -0}"}, out: "1024 8 1 -1 2.5 1000 0.1 0.333333 10000000000 0\n"},
	{name: "precedence", args: []string{"BEGIN{print -2^2, 2^3^2, 1+2*3, (1+2)*3, !0, !1, 1 - -1, 2 ^ -1}"}, out: "-4 512 7 9 1 0 2 0.5\n"},
	{name: "incr decr", args: []string{"BEGIN{i=5; print i++ + ++i, i; j=i--; print i, j, --j}"}, out: "12 7\n6 7 6\n"},
	{name: "compound assign", args: []string{"BEGIN{x=2; x+=3; x-=1; x*=5; x/=4; x^=2; x%=7; print x}"}, out: "4\n"},
	{name: "ternary", args: []string{"BEGIN{x=5; print (x>3) ? \"big\" : \"small\", (x<3) ? 1 : x==5 ? 2 : 3}"}, out: "big 2\n"},
	{name: "logical short circuit", args: []string{"BEGIN{if (0 && (x=1)) ; if (1 || (y=1)) ; print x+0, y+0, (1 && \"a\"), (0 || \"\")}"}, out: "0 0 1 0\n"},
	{name: "concat vs minus", args: []string{"BEGIN{x=3; print x \" \" -1, x -1, \"a\" 1+2 \"b\"}"}, out: "3-1 2 a3b\n"},
	{name: "string to number", args: []string{"BEGIN{print \"3x\"+1, \" 12 \"+0, \".5\"+0, \"1e2\"+0, \"abc\"+0, \"-4\"*2, \"0x1A\"+0}"}, out: "4 12 0.5 100 0 -8 0\n"},
	{name: "numeric string compare", args: []string{"{print ($1<$2), ($1<\"9\"), ($1==10.0)}"}, stdin: "10 9\n", out: "0 1 1\n"},
	{name: "string constant compare", args: []string{"BEGIN{x=\"10\"; y=9; print (x<y), (\"10\"<\"9\"), (x+0<y), (\"abc\" < \"abd\")}"}, out: "1 1 0 1\n"},
	{name: "uninitialized", args: []string{"BEGIN{print length(x), x+0, (x==0), (x==\"\"), \"[\" x \"]\"}"}, out: "0 0 1 1 []\n"},
	{name: "blank numeric field", args: []string{"{print ($1==12), ($0==12), $1+1}"}, stdin: "  12  \n", out: "1 1 13\n"},
	{name: "empty field compares as string", args: []string{"-F,", "{print ($1==0), ($3==0), ($3==\"\")}"}, stdin: ",x\n", out: "0 0 1\n"},
	{name: "number formatting", args: []string{"BEGIN{print 1e6, 1e16, 123456789012, 0.1+0.2, 3.0, 1e-5, 123456.789, -1.5e10, 2^53+1}"}, out: "1000000 10000000000000000 123456789012 0.3 3 1e-05 123457 -15000000000 9007199254740992\n"},
	{name: "huge integer", args: []string{"BEGIN{print 1e30, 2^70}"}, out: "1000000000000000019884624838656 1180591620717411303424\n"},
	{name: "inf", args: []string{"BEGIN{print -log(0), log(0), 1e308*10}"}, out: "+inf -inf +inf\n"},
	{name: "CONVFMT OFMT", args: []string{"BEGIN{CONVFMT=\"%.2f\"; a=3.14159; b=a \"\"; print b; OFMT=\"%.1f\"; print a, 17, a \"\"}"}, out: "3.14\n3.1 17 3.14\n"},
	{name: "float equality", args: []string{"BEGIN{x=0.1+0.2; print (x==0.3), (x \"\" == \"0.3\")}"}, out: "0 1\n"},
	{name: "in operator", args: []string{"BEGIN{a[\"x\"]; print (\"x\" in a), (\"y\" in a), length(a)}"}, out: "1 0 1\n"},
	{name: "multi index", args: []string{"BEGIN{a[1,2]=3; for (k in a) {split(k, p, SUBSEP); print p[1], p[2]}; if ((1,2) in a) print \"yes\"}"}, out: "1 2\nyes\n"},
	{name: "regex match ops", args: []string{"BEGIN{re=\"^a.c$\"; print (\"abc\" ~ re), (\"abd\" ~ re), \"abc\" ~ /b/, \"x\" !~ \"y\"}"}, out: "1 0 1 1\n"},
	{name: "string increment", args: []string{"BEGIN{a=\"A\"; b=a++; print a, b; c=\"3x\"; c+=1; print c}"}, out: "1 0\n4\n"},
	{name: "hex constant", args: []string{"BEGIN{print 0x10 + 1}"}, out: "17\n"},
	{name: "getline precedence with concat", args: []string{"BEGIN{print 1 \" \" 2, 1 2}"}, out: "1 2 12\n"},

	// control flow
	{name: "loops", args: []string{"BEGIN{while(i<5){i++; if(i==2) continue; if (i==4) break; printf \"%d \", i}; do {j++} while (j<3); for(;;){k++; if(k>3)break}; print j, k}"}, out: "1 3 3 4\n"},
	{name: "for loop", args: []string{"BEGIN{for (i = 1; i <= 3; i++) s = s i; print s}"}, out: "123\n"},
	{name: "if else chain", args: []string{"{if ($1 < 0) print \"neg\"; else if ($1 == 0) print \"zero\"; else print \"pos\"}"}, stdin: "-1\n0\n5\n", out: "neg\nzero\npos\n"},
	{name: "if else newlines", args: []string{"{\n if ($1)\n  print \"t\"\n else\n  print \"f\"\n}"}, stdin: "1\n0\n", out: "t\nf\n"},
	{name: "next", args: []string{"/skip/ {next} {print}"}, stdin: "a\nskip\nb\n", out: "a\nb\n"},
	{name: "nextfile", args: []string{"FNR==2{nextfile} {print FILENAME, $0}", "a", "b"}, files: map[string]string{"a": "1\n2\n3\n", "b": "4\n5\n"}, out: "a 1\nb 4\n"},
	{name: "exit runs END", args: []string{"{print; exit 3} END{print \"end\", NR}"}, stdin: "a\nb\n", out: "a\nend 1\n", status: 3},
	{name: "exit in BEGIN", args: []string{"BEGIN{exit 1} {print} END{print \"end\"}"}, stdin: "a\n", out: "end\n", status: 1},
	{name: "exit in END keeps status", args: []string{"{exit 4} END{exit}"}, stdin: "a\n", status: 4},
	{name: "exit in END stops", args: []string{"END{print 1; exit 2; print 3} END{print 4}"}, stdin: "", out: "1\n", status: 2},
	{name: "while with getline", args: []string{"NR==1{while ((getline line) > 0) n++; print n, NR}"}, stdin: "a\nb\nc\n", out: "2 3\n"},
	{name: "semicolon empty body", args: []string{"BEGIN{for(i=0;i<3;i++); print i; while(j++<2); print j}"}, out: "3\n3\n"},
	{name: "for in sorted", args: []string{"{a[$3]++} END{for(k in a) print k, a[k]}"}, stdin: people, out: "LA 1\nNY 2\nSF 1\n", gawk: "for-in order is unspecified; ours is sorted"},
	{name: "for in numeric order", args: []string{"BEGIN{for(i=10;i>0;i--) a[i]=i; for(k in a) printf \"%s \", k; print \"\"}"}, out: "1 2 3 4 5 6 7 8 9 10 \n", gawk: "for-in order is unspecified; ours is sorted"},
	{name: "for in delete during loop", args: []string{"BEGIN{a[1];a[2];a[3]; for(k in a) {delete a; n++}; print n, length(a)}"}, out: "3 0\n"},
	{name: "delete element and all", args: []string{"BEGIN{a[1];a[2]; delete a[1]; print length(a), (1 in a); delete a; print length(a)}"}, out: "1 0\n0\n"},
	{name: "for in key is numeric string", args: []string{"BEGIN{a[10];a[9]; for(k in a) if (k < 5) print \"small\", k; print \"done\"}"}, out: "done\n"},

	// functions
	{name: "recursion", args: []string{"function f(n){return n<=1?1:n*f(n-1)} BEGIN{print f(10)}"}, out: "3628800\n"},
	{name: "array by reference", args: []string{"function fill(a, n,  i){for(i=1;i<=n;i++)a[i]=i*i} BEGIN{fill(sq,4); print length(sq), sq[3]}"}, out: "4 9\n"},
	{name: "scalar by value", args: []string{"function f(x){x=5} BEGIN{y=1; f(y); print y}"}, out: "1\n"},
	{name: "local array", args: []string{"function f(  t){t[1]=1; return length(t)} BEGIN{print f(), f()}"}, out: "1 1\n"},
	{name: "array passed through two levels", args: []string{"function g(b){b[\"k\"]=1} function f(a){g(a)} BEGIN{f(x); print length(x), x[\"k\"]}"}, out: "1 1\n"},
	{name: "function without return", args: []string{"function f(){} BEGIN{x=f(); print \"[\" x \"]\"}"}, out: "[]\n"},
	{name: "function defined later with newline", args: []string{"BEGIN { print add(2, 3) }\nfunction add(a, b)\n{\n  return a + b\n}"}, out: "5\n"},
	{name: "next inside function", args: []string{"function skip(){next} NR==1{skip()} {print}"}, stdin: "a\nb\n", out: "b\n"},
	{name: "exit inside function", args: []string{"function bye(){exit 5} {bye()} END{print \"end\"}"}, stdin: "a\n", out: "end\n", status: 5},
	{name: "recursion limit", args: []string{"function f(n){return f(n+1)} BEGIN{f(1)}"}, err: "nesting too deep", status: 2, gawk: "gawk recurses until it runs out of memory"},
	{name: "undefined function", args: []string{"BEGIN{nope(1)}"}, err: "function `nope' not defined", status: 2, gawk: "status 1"},

	// builtins
	{name: "length forms", args: []string{"{print length($1), length, length()}"}, stdin: "abc de\n", out: "3 6 6\n"},
	{name: "length of array", args: []string{"BEGIN{a[1];a[2]; print length(a)}"}, out: "2\n"},
	{name: "length utf8", args: []string{"BEGIN{print length(\"héllo\"), substr(\"héllo\", 2, 2), index(\"héllo\", \"l\")}"}, out: "5 él 3\n"},
	{name: "substr", args: []string{"BEGIN{s=\"hello\"; print substr(s,2), substr(s,0,2), substr(s,-1,3), substr(s,10) \"|\", substr(s,2,0) \"|\", substr(s,1.5), substr(s,2,100)}"}, out: "ello he hel | | hello ello\n"},
	{name: "index", args: []string{"BEGIN{print index(\"foobar\",\"bar\"), index(\"foo\",\"x\"), index(\"abc\",\"\")}"}, out: "4 0 1\n"},
	{name: "split", args: []string{"BEGIN{n=split(\"a b  c\", a); print n, a[3]; n=split(\"a:b:c\", b, /:/); print n, b[2]; n=split(\"abc\", c, \"\"); print n, c[2]; n=split(\"\", d); print n, length(d); n=split(\"a.b\", e, \".\"); print n, e[1]}"}, out: "3 c\n3 b\n3 b\n0 0\n2 a\n"},
	{name: "split regex string", args: []string{"BEGIN{n=split(\"a1b22c\", a, \"[0-9]+\"); print n, a[1] a[2] a[3]}"}, out: "3 abc\n"},
	{name: "split clears array", args: []string{"BEGIN{a[9]=1; split(\"x y\", a); print length(a), (9 in a)}"}, out: "2 0\n"},
	{name: "sub gsub", args: []string{"BEGIN{s=\"The Quick\"; gsub(/[A-Z]/, \"(&)\", s); print s; t=\"a.b.c\"; print gsub(\".\", \"-\", t), t; u=\"hello\"; print sub(/l+/, \"[&]\", u), u}"}, out: "(T)he (Q)uick\n5 -----\n1 he[ll]o\n"},
	{name: "gsub literal ampersand", args: []string{"BEGIN{v=\"a.b\"; gsub(/\\./, \"\\\\&\", v); print v; w=\"x\"; gsub(/x/, \"\\\\\\\\&\", w); print w}"}, out: "a&b\n\\x\n"},
	{name: "gsub empty matches", args: []string{"BEGIN{u=\"abc\"; print gsub(/x*/, \"-\", u), u; s=\"aaa\"; print gsub(/a*/, \"-\", s), s}"}, out: "4 -a-b-c-\n1 -\n"},
	{name: "gsub on $0 and field", args: []string{"{gsub(/o/, \"0\"); print; sub(/b/, \"B\", $2); print; print NF}"}, stdin: "foo bar\n", out: "f00 bar\nf00 Bar\n2\n"},
	{name: "gsub anchored", args: []string{"BEGIN{s=\"aaa\"; gsub(/^a/, \"b\", s); print s}"}, out: "baa\n"},
	{name: "match", args: []string{"{if (match($0, /[0-9]+/)) print RSTART, RLENGTH, substr($0,RSTART,RLENGTH); else print RSTART, RLENGTH}"}, stdin: "ab123c\nxyz\n", out: "3 3 123\n0 -1\n"},
	{name: "match array", args: []string{"{ if (match($0, /id=([0-9]+)/, m)) print m[1], m[0] }"}, stdin: "x id=42 y\n", out: "42 id=42\n"},
	{name: "sprintf", args: []string{"BEGIN{s=sprintf(\"%03d-%s\", 7, \"x\"); print s, length(s)}"}, out: "007-x 5\n"},
	{name: "case", args: []string{"BEGIN{print toupper(\"abc\"), tolower(\"ÀBC\")}"}, out: "ABC àbc\n"},
	{name: "math", args: []string{"BEGIN{print int(3.9), int(-3.9), sqrt(16), exp(0), log(1), sin(0), cos(0), atan2(0,-1), int(\"12abc\")}"}, out: "3 -3 4 1 0 0 1 3.14159 12\n"},
	{name: "rand in range", args: []string{"BEGIN{srand(1); for(i=0;i<100;i++){r=rand(); if(r<0||r>=1) bad++}; print bad+0, srand(2)}"}, out: "0 1\n"},
	{name: "gensub", args: []string{`BEGIN { print gensub(/(a)(b)/, "<\\2\\1>", "g", "abcab"), gensub(/o/, "0", 2, "foo boo"), gensub(/x/, "[&]", "G", "axbx") }`}, out: "<ba>c<ba> fo0 boo a[x]b[x]\n"},
	{name: "gensub on record", args: []string{`{ print gensub(/(\w+) (\w+)/, "\\2 \\1", 1); print }`}, stdin: "hello world\n", out: "world hello\nhello world\n"},
	{name: "systime", args: []string{"BEGIN { print systime() }"}, out: "1700000000\n", gawk: "uses the real clock"},
	{name: "system empty flushes", args: []string{"BEGIN { printf \"a\"; r = system(\"\"); print r }"}, out: "a0\n"},
	{name: "printf utf8 width", args: []string{`BEGIN { printf "[%5s][%-5s]\n", "héllo", "é" }`}, out: "[héllo][é    ]\n"},
	{name: "join idiom", args: []string{"NR==FNR{a[$1];next} $1 in a", "keys", "data"}, files: map[string]string{"keys": "k1\nk3\n", "data": "k1 a\nk2 b\nk3 c\n"}, out: "k1 a\nk3 c\n"},
	{name: "RS empty via v", args: []string{"-v", "RS=", "{print NR\": \"$1}"}, stdin: "a b\nc\n\nd\n", out: "1: a\n2: d\n"},
	{name: "FS OFS chain", args: []string{"BEGIN{FS=OFS=\",\"} {$2=\"x\"} 1"}, stdin: "a,b,c\n", out: "a,x,c\n"},
	{name: "dev null input", args: []string{"END{print NR}", "/dev/null"}, out: "0\n"},
	{name: "system unsupported", args: []string{"BEGIN{r=system(\"ls\"); print r}"}, out: "127\n", err: "not supported", gawk: "gawk runs the command"},
	{name: "close unknown", args: []string{"BEGIN{print close(\"nope\")}"}, out: "-1\n"},

	// printf
	{name: "printf formats", args: []string{"BEGIN{printf \"%5.2s|%-5d|%05d|%+d|% d|%.3d|%#x|%e|%G|%c|%%|%i\\n\", \"abc\", 3, -42, 5, 5, 7, 255, 1234.5, 0.00001234, 256, 3.9}"}, out: "   ab|3    |-0042|+5| 5|007|0xff|1.234500e+03|1.234E-05|\u0100|%|3\n"},
	{name: "printf unsigned", args: []string{"BEGIN{printf \"%x %o %u %X\\n\", -1, 8, 3.7, 255}"}, out: "ffffffffffffffff 10 3 FF\n"},
	{name: "printf star", args: []string{"BEGIN{printf \"%*d|%-*d|%.*f\\n\", 5, 42, 4, 7, 2, 3.14159}"}, out: "   42|7   |3.14\n"},
	{name: "printf c", args: []string{"BEGIN{printf \"%c%c%c|%5c|%-3c|\\n\", 65, \"hello\", \"\", \"x\", \"y\"}"}, out: "Ah|    x|y  |\n", gawk: "gawk prints a NUL byte for %c of an empty string"},
	{name: "printf c from field", args: []string{"{printf \"%c\\n\", $1}"}, stdin: "65\n", out: "A\n"},
	{name: "printf zero string", args: []string{"BEGIN{printf \"%05s|\\n\", \"ab\"}"}, out: "   ab|\n"},
	{name: "printf g f", args: []string{"BEGIN{printf \"%g %g %g %.2f %f %.0f %10.3e\\n\", 100000, 1000000, 0.0001, 2.345, 1, 2.5, 12345}"}, out: "100000 1e+06 0.0001 2.35 1.000000 2  1.234e+04\n"},
	{name: "printf d of strings", args: []string{"BEGIN{printf \"%d %d %d\\n\", \"12abc\", \"1e3\", -3.9}"}, out: "12 1000 -3\n"},
	{name: "printf big d", args: []string{"BEGIN{printf \"%d\\n\", 1e19}"}, out: "10000000000000000000\n"},
	{name: "printf parens redirect", args: []string{"BEGIN{printf(\"%s-%s\\n\", \"a\", \"b\") > \"/dev/stdout\"}"}, out: "a-b\n"},
	{name: "printf not enough args", args: []string{"BEGIN{printf \"%s %s\\n\", \"a\"}"}, err: "not enough arguments", status: 2},
	{name: "printf no newline", args: []string{"{printf \"%s,\", $1} END{print \"\"}"}, stdin: "a\nb\n", out: "a,b,\n"},
	{name: "printf literal percent at end", args: []string{"BEGIN{printf \"100%\\n\"; printf \"50%\"; print \"\"}"}, out: "100%\n50%\n", gawk: "gawk prints the same"},
	{name: "printf inf", args: []string{"BEGIN{printf \"%d %f %5.1f\\n\", -log(0), log(0), -log(0)}"}, out: "inf -inf   inf\n", gawk: "gawk prints +inf for %d"},

	// print forms
	{name: "print parens list", args: []string{"BEGIN{print(\"a\", \"b\"); print (1)(2)}"}, out: "a b\n12\n"},
	{name: "print comparison in parens", args: []string{"BEGIN{print (2 > 1), (1 > 2)}"}, out: "1 0\n"},
	{name: "OFS ORS", args: []string{"BEGIN{OFS=\":\"; ORS=\"|\"} {print $1, $2} END{printf \"\\n\"}"}, stdin: "a b\nc d\n", out: "a:b|c:d|\n"},
	{name: "print to stderr", args: []string{"BEGIN{print \"oops\" > \"/dev/stderr\"; print \"ok\"}"}, out: "ok\n", err: "oops"},

	// output redirection and getline
	{name: "redirect write and read back", args: []string{"{print $1 > \"o.txt\"; print $2 >> \"o.txt\"} END{close(\"o.txt\"); while ((getline l < \"o.txt\") > 0) print \"r\", l}"}, stdin: "a b\n", out: "r a\nr b\n"},
	{name: "redirect per key", args: []string{"{print $1 > ($2 \".txt\")} END{close(\"x.txt\"); close(\"y.txt\"); while ((getline l < \"x.txt\") > 0) print \"x:\", l; while ((getline l < \"y.txt\") > 0) print \"y:\", l}"}, stdin: "1 x\n2 y\n3 x\n", out: "x: 1\nx: 3\ny: 2\n"},
	{name: "append existing", args: []string{"BEGIN{print \"new\" >> \"log\"; close(\"log\"); while ((getline l < \"log\") > 0) print l}"}, files: map[string]string{"log": "old\n"}, out: "old\nnew\n"},
	{name: "getline plain", args: []string{"NR==1{getline; print \"after:\", $0, NR, NF}"}, stdin: "a\nb c\nd\n", out: "after: b c 2 2\n"},
	{name: "getline var", args: []string{"NR==1{getline x; print \"x=\" x, $0, NR}"}, stdin: "a\nb\n", out: "x=b a 2\n"},
	{name: "getline at EOF", args: []string{"{r = getline; print r, $0}"}, stdin: "a\n", out: "0 a\n"},
	{name: "getline from file", args: []string{"BEGIN{while ((getline line < \"f.txt\") > 0) print \"got\", line; close(\"f.txt\"); getline < \"f.txt\"; print $0, NF, NR}"}, files: map[string]string{"f.txt": "l1 x\nl2\n"}, out: "got l1 x\ngot l2\nl1 x 2 0\n"},
	{name: "getline missing file", args: []string{"BEGIN{print (getline line < \"nonexist\")}"}, out: "-1\n"},
	{name: "getline from stdin in BEGIN", args: []string{"BEGIN{getline l < \"-\"; print \"l=\" l}"}, stdin: "in\n", out: "l=in\n"},
	{name: "getline command unsupported", args: []string{"BEGIN{r = (\"date\" | getline d); print r, \"[\" d \"]\"}"}, out: "-1 []\n", err: "not supported", gawk: "gawk runs the command"},
	{name: "print pipe unsupported", args: []string{"{print | \"sort\"}"}, stdin: "b\na\n", err: "cannot open pipe `sort'", status: 2, gawk: "gawk runs the command"},
	{name: "redirect into missing dir", args: []string{"BEGIN{print \"x\" > \"no/such/file\"}"}, err: "cannot redirect to `no/such/file'", status: 2},

	// RS
	{name: "RS paragraph", args: []string{"BEGIN{RS=\"\"}{print NR\": \" $1 \"|\" NF}"}, stdin: "\n\np1 a\np1 b\n\n\n\np2 c\n\n", out: "1: p1|4\n2: p2|2\n"},
	{name: "RS paragraph FS", args: []string{"BEGIN{RS=\"\"; FS=\":\"}{print NF, $2}"}, stdin: "a:b\nc\n\nd\n", out: "3 b\n1 \n"},
	{name: "RS single char", args: []string{"BEGIN{RS=\";\"}{print NR\": \"$0}"}, stdin: "a;b;c", out: "1: a\n2: b\n3: c\n"},
	{name: "RS regex", args: []string{"BEGIN{RS=\"[0-9]+\"}{print NR\": \"$0}"}, stdin: "a12b345c", out: "1: a\n2: b\n3: c\n"},
	{name: "RS single char trailing newline", args: []string{"BEGIN{RS=\",\"}{print \"[\" $0 \"]\"}"}, stdin: "a,b\n", out: "[a]\n[b\n]\n"},

	// regex translation
	{name: "regex brackets", args: []string{`BEGIN { if ("a]b" ~ /[]]/) print "1"; if ("a-b" ~ /[a-]/) print "2"; if ("tab` + "\\t" + `x" ~ /[\t]/) print "3"; if ("x/y" ~ /x\/y/) print "4"; if ("abc" ~ /^[[:alpha:]]+$/) print "5"; if ("a.c" ~ /a\.c/) print "6"; if ("a+c" ~ "a\\+c") print "7"; if ("{x}" ~ /{x}/) print "8"; if ("aaa" ~ /^a{3}$/) print "9" }`}, out: "1\n2\n3\n4\n5\n6\n7\n8\n9\n"},
	{name: "regex odd ERE", args: []string{`BEGIN { if ("*a" ~ /*a/) print "1"; if ("ab" ~ /(a)(b)/) print "2"; if ("foo bar" ~ /\sbar/) print "3"; if ("a.b" ~ /a[.]b/) print "4"; if ("A1" ~ /^[[:upper:]][[:digit:]]$/) print "5"; if ("x" ~ /a|x/) print "6" }`}, out: "1\n2\n3\n4\n5\n6\n"},
	{name: "regex dot matches newline", args: []string{`BEGIN { s = "a\nb"; if (s ~ /a.b/) print "y" }`}, out: "y\n"},
	{name: "regex longest match", args: []string{`BEGIN { s = "xabcabcy"; match(s, /(abc|abcabc)/); print RSTART, RLENGTH }`}, out: "2 6\n"},
	{name: "regex as division ambiguity", args: []string{"{a = $1 / 2; b = $1/2/1; print a, b}"}, stdin: "8\n", out: "4 4\n"},
	{name: "divide assign", args: []string{"BEGIN{x=8; x /= 2; print x}"}, out: "4\n"},
	{name: "invalid dynamic regex", args: []string{"BEGIN{print (\"a\" ~ \"(\")}"}, err: "invalid regexp", status: 2, gawk: "status 1 and different wording"},

	// errors
	{name: "syntax error", args: []string{"BEGIN { x = }"}, err: "syntax error at source line 1", status: 2, gawk: "gawk exits 1 on a syntax error"},
	{name: "syntax error line", args: []string{"BEGIN {\n print 1\n print (\n}"}, err: "syntax error at source line 3", status: 2, gawk: "gawk exits 1 on a syntax error"},
	{name: "unterminated string", args: []string{"BEGIN { print \"abc }"}, err: "unterminated string", status: 2, gawk: "gawk exits 1 on a syntax error"},
	{name: "division by zero", args: []string{"BEGIN{print 1/0}"}, err: "division by zero", status: 2, gawk: "gawk exits 1"},
	{name: "modulo by zero", args: []string{"BEGIN{print 1%0}"}, err: "division by zero", status: 2, gawk: "gawk exits 1"},
	{name: "scalar as array", args: []string{"BEGIN{x=1; x[1]=2}"}, err: "scalar", status: 2, gawk: "gawk fails at parse time, status 1"},
	{name: "array as scalar", args: []string{"BEGIN{x[1]=1; print x}"}, err: "array", status: 2, gawk: "gawk fails at parse time, status 1"},
	{name: "negative field", args: []string{"{print $(-1)}"}, stdin: "a\n", err: "attempt to access field -1", status: 2},
	{name: "output before error kept", args: []string{"{print; x = 1/0}"}, stdin: "a\n", out: "a\n", err: "division by zero", status: 2, gawk: "gawk exits 1"},
	{name: "break outside loop", args: []string{"BEGIN{break}"}, err: "break is not allowed outside a loop", status: 2, gawk: "gawk exits 1"},
	{name: "next in BEGIN", args: []string{"BEGIN{next}"}, err: "next used in BEGIN", status: 2, gawk: "gawk exits 1"},
	{name: "string too long", args: []string{"BEGIN{s=\"x\"; while (1) s = s s}"}, err: "string too long", status: 2, gawk: "gawk runs out of memory"},
	{name: "printf huge width", args: []string{"BEGIN{printf \"%999999999d\", 1}"}, err: "too large", status: 2, gawk: "gawk allocates it"},

	// misc syntax
	{name: "comments and continuation", args: []string{"BEGIN { x = 1 + \\\n 2 # comment\n print x }"}, out: "3\n"},
	{name: "semicolons and newlines", args: []string{"BEGIN { a = 1; b = 2\n\n c = 3 ; ; print a b c }"}, out: "123\n"},
	{name: "newline after && and comma", args: []string{"BEGIN { if (1 &&\n 1) print \"a\",\n \"b\" }"}, out: "a b\n"},
	{name: "regex after comma", args: []string{"BEGIN{n = split(\"a/b\", p, /\\//); print n, p[2]}"}, out: "2 b\n"},
	{name: "getline var from file in while", args: []string{"BEGIN { while ((getline line < ARGV[1]) > 0) n++; print n }", "f"}, files: map[string]string{"f": "1\n2\n3\n"}, out: "3\n"},
	{name: "dollar incr", args: []string{"{i=1; print $i++, i; print $++i}"}, stdin: "a b c\n", out: "0 1\nb\n"},
	{name: "unary minus field", args: []string{"{print -$1, !$1}"}, stdin: "3\n", out: "-3 0\n"},
	{name: "not regex", args: []string{"{print !/a/}"}, stdin: "a\nb\n", out: "0\n1\n"},
	{name: "printf with parens and redirect append", args: []string{"BEGIN{printf(\"%d\\n\", 5) >> \"f\"; close(\"f\"); getline x < \"f\"; print x}"}, out: "5\n"},
	{name: "length without parens in expression", args: []string{"length > 3"}, stdin: "ab\nabcd\n", out: "abcd\n"},
	{name: "func keyword", args: []string{"func f(){return 1} BEGIN{print f()}"}, out: "1\n"},
	{name: "assignment as condition", args: []string{"BEGIN{if (x = 0) print \"t\"; else print \"f\"}"}, out: "f\n"},
	{name: "nested ternary right assoc", args: []string{"BEGIN{x = 1 ? 2 ? \"a\" : \"b\" : \"c\"; print x}"}, out: "a\n"},
	{name: "delete whole array by param", args: []string{"function clr(a){delete a} BEGIN{x[1]; clr(x); print length(x)}"}, out: "0\n"},
	{name: "subsep changed", args: []string{"BEGIN{SUBSEP=\":\"; a[1,2]; for (k in a) print k}"}, out: "1:2\n"},
	{name: "uninit passed then scalar", args: []string{"function f(v){v = 3; return v} BEGIN{print f(u), \"[\" u \"]\"}"}, out: "3 []\n"},
	{name: "regex pattern with brace in class", args: []string{"/[{}]/"}, stdin: "a{\nb\n", out: "a{\n"},
	{name: "exit expression", args: []string{"BEGIN{exit 1+1}"}, status: 2},
	{name: "print > expression concat", args: []string{"{print $2 > $1 \".out\"} END{close(\"a.out\"); getline l < \"a.out\"; print l}"}, stdin: "a 1\n", out: "1\n"},
}

func runAwk(t testing.TB, tc awkCase) (string, string, int) {
	t.Helper()
	fsys := vfs.New(nil)
	for name, data := range tc.files {
		p := "/" + name
		if err := fsys.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if strings.HasSuffix(name, "/x") && data == "" {
			continue
		}
		if err := fsys.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var stdout, stderr bytes.Buffer
	c := &command.Call{
		Name: "awk", Args: tc.args, Stdin: strings.NewReader(tc.stdin), Stdout: &stdout, Stderr: &stderr,
		Dir: "/", FS: fsys,
		Env: func(n string) (string, bool) { v, ok := tc.env[n]; return v, ok },
		Now: func() time.Time { return time.Unix(1700000000, 0) },
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	err := Command(ctx, c)
	st, ok := command.StatusOf(err)
	if !ok {
		t.Fatalf("non-status error: %v", err)
	}
	return stdout.String(), stderr.String(), st
}

func TestAwk(t *testing.T) {
	seen := map[string]bool{}
	for _, tc := range awkCases {
		if seen[tc.name] {
			t.Fatalf("duplicate case name %q", tc.name)
		}
		seen[tc.name] = true
		t.Run(tc.name, func(t *testing.T) {
			out, errOut, st := runAwk(t, tc)
			if out != tc.out {
				t.Errorf("stdout:\n got %q\nwant %q", out, tc.out)
			}
			if tc.err == "" && errOut != "" {
				t.Errorf("unexpected stderr: %q", errOut)
			}
			if tc.err != "" && !strings.Contains(errOut, tc.err) {
				t.Errorf("stderr %q does not contain %q", errOut, tc.err)
			}
			if st != tc.status {
				t.Errorf("status %d, want %d (stderr %q)", st, tc.status, errOut)
			}
		})
	}
}

// TestGawk checks the expectations of the table against GNU awk, when it
// is installed (REQUIRE_GAWK=1 makes its absence a failure). Cases that
// document a difference are skipped.
func TestGawk(t *testing.T) {
	gawk, err := exec.LookPath("gawk")
	if err != nil {
		if os.Getenv("REQUIRE_GAWK") == "1" {
			t.Fatal("gawk not found")
		}
		t.Skip("gawk not installed")
	}
	for _, tc := range awkCases {
		if tc.gawk != "" || tc.status != 0 && tc.err != "" {
			continue
		}
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			for name, data := range tc.files {
				p := filepath.Join(dir, name)
				os.MkdirAll(filepath.Dir(p), 0o755)
				if strings.HasSuffix(name, "/x") && data == "" {
					continue
				}
				os.WriteFile(p, []byte(data), 0o644)
			}
			r := gnutest.Exec(t, dir, gawk, tc.args, tc.stdin)
			if r.Stdout != tc.out || r.Status != tc.status {
				t.Errorf("gawk differs: stdout %q status %d (stderr %q); table wants %q status %d",
					r.Stdout, r.Status, r.Stderr, tc.out, tc.status)
			}
		})
	}
}

func TestCompileErrors(t *testing.T) {
	bad := []string{
		"BEGIN {", "{ print $ }", "BEGIN { f( }", "x[", "/abc", "BEGIN { a = 1 +* 2 }",
		"function f(a, a) {}", "function f() {} function f() {}", "BEGIN { getline < }",
		"BEGIN { print > }", "BEGIN { return }", "BEGIN { continue }", "{ delete }",
		"BEGIN { printf }", "BEGIN { x = /[/ }", "BEGIN { substr(\"a\") }",
		"BEGIN { split(\"a\", \"b\") }", "BEGIN { 1 = 2 }", "BEGIN { x++ ++ }",
	}
	for _, src := range bad {
		if _, err := Compile(src); err == nil {
			t.Errorf("Compile(%q) succeeded, want error", src)
		}
	}
	good := []string{
		"", "\n\n", "BEGIN{}", "{}", "1", "/x/", "a=1", "END{print}", "function f(a,b){return}",
		"BEGIN { getline; getline x; getline < \"f\"; getline x < \"f\"; \"c\" | getline; \"c\" | getline y }",
		"BEGIN { print > \"f\"; print >> \"f\"; print | \"c\"; printf \"x\" > \"f\" }",
		"BEGIN { a[1]; delete a[1]; delete a; if (1 in a) ; if ((1,2) in a) ; }",
		"BEGIN { x = y = z = 1; x += y -= 2 }",
		"BEGIN { print length, length(), length(\"x\") }",
		"{ print $1, $NF, $(NF-1), $i++, $++i }",
		"BEGIN { while (1) { break }; do x++; while (x < 3); for (;;) break; for (k in a) continue }",
	}
	for _, src := range good {
		if _, err := Compile(src); err != nil {
			t.Errorf("Compile(%q): %v", src, err)
		}
	}
}

func TestFormatG(t *testing.T) {
	vals := []float64{0, 1, -1, 0.1, 0.5, 1.5, 123456, 1234567, 0.0001, 0.00001, 1e-5, 123.456, 99999.95, 999999.5, 1e21, 3.14159265, -2.5e-7, 1e100, 5e-324}
	for _, v := range vals {
		got := formatG(v, 6, false, false)
		want := sprintfNums("%.6g", v)
		if got != want {
			t.Errorf("formatG(%v) = %q, fmt gives %q", v, got, want)
		}
	}
}

func TestContextCancel(t *testing.T) {
	for _, prog := range []string{
		"BEGIN { while (1) ; }",
		"BEGIN { for (;;) x++ }",
		"BEGIN { do { } while (1) }",
		"BEGIN { while (1) a[i++] = i; }",
		"function f() { while (1) ; } BEGIN { f() }",
	} {
		ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
		var stdout, stderr bytes.Buffer
		c := &command.Call{Name: "awk", Args: []string{prog}, Stdin: strings.NewReader(""), Stdout: &stdout, Stderr: &stderr, Dir: "/", FS: vfs.New(nil)}
		err := Command(ctx, c)
		cancel()
		if err == nil || err != ctx.Err() {
			if _, ok := command.StatusOf(err); !ok || err == nil {
				t.Errorf("%s: got %v, want the context error", prog, err)
			}
		}
	}
}

func TestInfiniteInput(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	r := &endless{cancel: cancel, after: 1 << 20}
	var stdout, stderr bytes.Buffer
	c := &command.Call{Name: "awk", Args: []string{"{ n++ }"}, Stdin: r, Stdout: &stdout, Stderr: &stderr, Dir: "/", FS: vfs.New(nil)}
	err := Command(ctx, c)
	if err != context.Canceled {
		t.Fatalf("got %v, want context.Canceled", err)
	}
}

// endless is an infinite stream of lines that cancels a context after
// some bytes.
type endless struct {
	n, after int
	cancel   func()
}

func (e *endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = "abc def\n"[(e.n+i)%8]
	}
	e.n += len(p)
	if e.n > e.after {
		e.cancel()
	}
	return len(p), nil
}

func TestSortedKeys(t *testing.T) {
	m := map[string]value{"b": {}, "10": {}, "a": {}, "2": {}, "-1": {}}
	got := sortedKeys(m)
	want := []string{"-1", "2", "10", "a", "b"}
	if strings.Join(got, ",") != strings.Join(want, ",") {
		t.Errorf("got %v want %v", got, want)
	}
	if !sort.StringsAreSorted(got[3:]) {
		t.Error("strings not sorted")
	}
}
