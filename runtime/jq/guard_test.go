package jq

import (
	"strings"
	"testing"

	"github.com/itchyny/gojq"
)

// TestGuardBound: each builtin whose result can be far larger than its
// input is refused before it builds past the buffer limit, with the
// usual message, however it is reached.
func TestGuardBound(t *testing.T) {
	const max = 1 << 20
	for _, tc := range []struct{ q, what string }{
		{`"x" * 500000 | explode`, "array"},
		{`"x" * 500000 | split("")`, "array"},
		{`"x," * 300000 | split(",")`, "array"},
		{`"x" * 500000 | indices("x")`, "array"},
		{`"x" * 500000 | [splits("")]`, "match list"},
		{`"x" * 500000 | split(""; null)`, "match list"},
		{`"x" * 500000 | [match("."; "g")]`, "match list"},
		{`"x" * 500000 | [scan(".")]`, "match list"},
		{`"x" * 500000 | gsub(""; "y")`, "match list"},
		{`"x" * 500000 | _match("."; "g"; false)`, "match list"},
		{`"x" * 500000 | test("a" * 20000)`, "regular expression"},
		{`("x" * 500000) as $s | [range(100) | $s] | add`, "string"},
		{`("x" * 500000) as $s | add(range(100) | $s)`, "string"},
		{`("x" * 500000) as $s | [range(100) | $s] | join(",")`, "string"},
		{`[range(1000) | "x"] | join("y" * 100000)`, "string"},
		{`[range(10000)] as $a | [range(100) | $a] | add`, "array"},
		{`[range(10000)] as $a | [range(100) | $a] | flatten`, "array"},
		{`[range(10000)] as $a | [range(100) | $a] | flatten(1)`, "array"},
		{`reduce range(64) as $i ([1]; [., .]) | flatten`, "array"},
		{`reduce range(64) as $i ([1]; [., .]) | tojson`, "string"},
		{`reduce range(64) as $i ([1]; [., .]) | tostring`, "string"},
		{`reduce range(64) as $i ([1]; [., .]) | @json`, "string"},
		{`reduce range(64) as $i ([1]; [., .]) | "\(.)"`, "string"},
		{`reduce range(64) as $i ([1]; [., .]) | {"\(.)": 1}`, "string"},
		{`[range(1000)] as $a | [range(1000) | $a] | transpose`, "array"},
		{`"\u0001" * 500000 | tojson`, "string"},
		{`"\u0001" * 500000 | @text "\(.)"`, "string"},
		{`"'" * 500000 | @sh`, "string"},
		{`["'" * 500000] | @sh`, "string"},
		{`"<" * 500000 | @html`, "string"},
		{`"<" * 500000 | @html "x\(.)"`, "string"},
		{`"/" * 500000 | @uri`, "string"},
		{`["\"" * 600000] | @csv`, "string"},
		{`["\t" * 600000] | @tsv`, "string"},
		{`"x" * 900000 | @base64`, "string"},
		{`"x" * 900000 | format("base64")`, "string"},
		{`"x" * 900000 | _tobase64`, "string"},
		{`"x" * 600000 | "\(.)\(.)"`, "string"},
		{`"[" + ("1," * 200000) + "1]" | fromjson`, "value"},
		{`0 | strftime("%c" * 100000)`, "string"},
		{`.[100000000] = 1`, "array"},
		{`.a[100000000] = 1`, "array"},
		{`100000000 as $n | .[$n] = 1`, "array"},
		{`.[100000000] |= 1`, "array"},
		{`.[100000000] += 1`, "array"},
		{`_assign(.[100000000]; 1)`, "array"},
		{`_modify(.[100000000]; 1)`, "array"},
		{`setpath([100000000]; 1)`, "array"},
		{`setpath(["a", 1e8]; 1)`, "array"},
		{`pick(.[100000000])`, "array"},
		{`fromstream([[100000000], 1], [[100000000]])`, "array"},
		{`def f: .[100000000]; f = 1`, "array"},
	} {
		t.Run(tc.q, func(t *testing.T) {
			_, errs, st := repeatJQ(t, max, "-n", tc.q)
			if st != 5 || !strings.Contains(errs, tc.what+" too large: more than") {
				t.Errorf("jq -n %s: status %d, stderr %q", tc.q, st, errs)
			}
		})
	}
}

// TestGuardMeaning: below the bound the guarded builtins give what
// gojq's give (and jq 1.7's), their errors included.
func TestGuardMeaning(t *testing.T) {
	for _, tc := range []struct{ q, want string }{
		{`"abc" | explode`, `[97,98,99]`},
		{`"a,b,c" | split(",")`, `["a","b","c"]`},
		{`"abc" | split("")`, `["a","b","c"]`},
		{`"" | split(",")`, `[]`},
		{`"a1b22c" | split("[0-9]+"; null)`, `["a","b","c"]`},
		{`"a1b22c" | [splits("[0-9]")]`, `["a","b","","c"]`},
		{`"ab" | [match(""; "g") | .offset]`, `[0,1,2]`},
		{`"aéb" | [match("b|é"; "g") | [.offset, .length]]`, `[[1,1],[2,1]]`},
		{`"foo bar" | capture("(?<x>o+) (?<y>b)")`, `{"x":"oo","y":"b"}`},
		{`"xyz abc" | [scan("(\\w)(\\w)")]`, `[["x","y"],["a","b"]]`},
		{`"aXbXc" | gsub("X"; "-")`, `"a-b-c"`},
		{`"abc" | sub("(?<l>.)"; "\(.l)!")`, `"a!bc"`},
		{`"abc" | test("B"; "i")`, `true`},
		{`"abc" | test("B")`, `false`},
		{`"a\nb" | test("a.b"; "m")`, `true`},
		{`try ("a" | test("("; null)) catch .`, `"invalid regular expression \"(\": error parsing regexp: missing closing ): ` + "`(`" + `"`},
		{`try ("a" | test("a"; "q")) catch .`, `"unsupported regular expression flag: \"q\""`},
		{`"aéaéa" | indices("a"), index("é"), rindex("a"), indices("aéa")`, "[0,2,4]\n1\n4\n[0,2]"},
		{`"abc" | indices(""), index(""), rindex("z")`, "[]\nnull\nnull"},
		{`[1,2,1,2] | indices([1,2]), index(2), rindex(1)`, "[0,2]\n1\n2"},
		{`null | indices("a")`, "null"},
		{`["a","b",1,null,true] | join("-")`, `"a-b-1--true"`},
		{`[[1],[2,3]] | add, ([["a"],"b"] | try add catch "err")`, "[1,2,3]\n\"err\""},
		{`["a","b"] | add, add(.[] | . + "!")`, "\"ab\"\n\"a!b!\""},
		{`{"a":[1],"b":[2]} | add`, `[1,2]`},
		{`[1,[2,[3,[4]]]] | flatten, flatten(1)`, "[1,2,3,4]\n[1,2,[3,[4]]]"},
		{`try ([1] | flatten(-1)) catch .`, `"flatten depth should not be negative: -1"`},
		{`[[1,2],[3]] | transpose`, `[[1,3],[2,null]]`},
		{`{"a":[1,"x\u0001"]} | tojson, tostring, @json, @text, "v=\(.a)"`, `"{\"a\":[1,\"x\\u0001\"]}"` + "\n" + `"{\"a\":[1,\"x\\u0001\"]}"` + "\n" + `"{\"a\":[1,\"x\\u0001\"]}"` + "\n" + `"{\"a\":[1,\"x\\u0001\"]}"` + "\n" + `"v=[1,\"x\\u0001\"]"`},
		{`"[1,{\"a\":2}]" | fromjson`, `[1,{"a":2}]`},
		{`"<a href='x'>&" | @html, @uri, @base64, (@base64 | @base64d)`, `"&lt;a href=&apos;x&apos;&gt;&amp;"` + "\n" + `"%3Ca%20href%3D%27x%27%3E%26"` + "\n" + `"PGEgaHJlZj0neCc+Jg=="` + "\n" + `"<a href='x'>&"`},
		{`[1,"a'b",null] | @sh, @csv, @tsv`, `"1 'a'\\''b' null"` + "\n" + `"1,\"a'b\","` + "\n" + `"1\ta'b\t"`},
		{`"x" | @sh "echo \(.)", @base64 "\(.)-\(1)"`, `"echo 'x'"` + "\n" + `"eA==-MQ=="`},
		{`[(1,2) as $x | "\($x)-\(3,4)"]`, `["1-3","1-4","2-3","2-4"]`},
		{`{"k\(1,2)": 0}`, "{\"k1\":0}\n{\"k2\":0}"},
		{`0 | strftime("%Y-%m-%d")`, `"1970-01-01"`},
		{`null | .[2] = 1, (.a.b = 2), ([1,2] | .[0] |= . + 10), ({"a":1} | .a += 1)`, "[null,null,1]\n{\"a\":{\"b\":2}}\n[11,2]\n{\"a\":2}"},
		{`[1,2,3] | (.[] | select(. > 1)) = 0`, `[1,0,0]`},
		{`{"a":1} | .b = (.a, 2)`, "{\"a\":1,\"b\":1}\n{\"a\":1,\"b\":2}"},
		{`setpath(["a",1]; 5), ([[1,2]] | .[0][1] = 9)`, "{\"a\":[null,5]}\n[[1,9]]"},
		{`{"a":{"b":1,"c":2}} | pick(.a.b)`, `{"a":{"b":1}}`},
		{`[fromstream(([1,[2]] | tostream))]`, `[[1,[2]]]`},
		{`[paths]`, `[]`},
		{`def f: .a; {} | f = 1`, `{"a":1}`},
		{`def split($x): "mine"; "a" | split(",")`, `"mine"`},
		{`[limit(3; repeat("x"))] | add`, `"xxx"`},
	} {
		out, errs, st := repeatJQ(t, 1<<20, "-nc", tc.q)
		if st != 0 || strings.TrimSpace(out) != tc.want {
			t.Errorf("jq -nc %s:\n got %q (status %d, stderr %q)\nwant %q", tc.q, strings.TrimSpace(out), st, errs, tc.want)
		}
	}
}

// TestGuardReserved: the guard's own names cannot be called.
func TestGuardReserved(t *testing.T) {
	for _, q := range []string{`"" | _tis_b_explode`, `_tis_b_setpath([1e9]; 1)`, `def _tis_check: 1; 1`, `$__tis_p`} {
		_, errs, st := repeatJQ(t, 1<<20, "-n", q)
		if st != 3 || !strings.Contains(errs, "not defined") {
			t.Errorf("jq -n %s: status %d, stderr %q", q, st, errs)
		}
	}
}

// TestPreludeParses: every definition of the prelude parses again the
// same, as Guard copies them.
func TestPreludeParses(t *testing.T) {
	for _, d := range preludeDefs() {
		if c := copyDef(d); c.String() != d.String() {
			t.Errorf("%s parses again as %s", d, c)
		}
	}
	q, err := gojq.Parse(`.`)
	if err != nil {
		t.Fatal(err)
	}
	if err := Guard(q); err != nil {
		t.Fatal(err)
	}
	if _, err := gojq.Compile(q, GuardOptions(1<<20)...); err != nil {
		t.Fatal(err)
	}
}

// TestOutputBound: a result whose text (escapes counted) or whose error
// message would pass the limit is refused before it is written.
func TestOutputBound(t *testing.T) {
	for _, q := range []string{
		`"\u0001" * 300000`, `{("\u0001" * 300000): 1}`,
		`reduce range(64) as $i ([1]; [., .]) | error`,
		`reduce range(64) as $i ([1]; [., .]) | halt_error`,
	} {
		_, errs, st := repeatJQ(t, 1<<20, "-n", q)
		if st != 5 || !strings.Contains(errs, "too large: more than 1048576 bytes") {
			t.Errorf("jq -n %s: status %d, stderr %q", q, st, errs)
		}
	}
	if _, errs, st := repeatJQ(t, 1<<20, "-n", `{"a":1} | error`); st != 5 || errs != "jq: error (at <stdin>:0): error: {\"a\":1}\n" {
		t.Errorf("jq -n error of an object: status %d, stderr %q", st, errs)
	}
}

// TestQueryDepth: a query nested past MaxQueryDepth, by brackets, by a
// chain of operators or by blocks, is refused before gojq compiles it by
// recursion (a chain of 100,000 additions overflowed the goroutine's
// stack); one within the bound compiles and runs.
func TestQueryDepth(t *testing.T) {
	deep := 20 * MaxQueryDepth
	chain := func(term, op string, n int) string { return strings.Repeat(term+op, n-1) + term }
	for _, q := range []string{
		chain("1", "+", deep),
		chain(".", "|", deep),
		chain("1", ",", deep),
		chain("1", " and ", deep),
		chain("1", " // ", deep),
		strings.Repeat("[", deep) + "1" + strings.Repeat("]", deep),
		strings.Repeat("(", deep) + "1" + strings.Repeat(")", deep),
		strings.Repeat("{a:", deep) + "1" + strings.Repeat("}", deep),
		strings.Repeat("if true then ", deep) + "1" + strings.Repeat(" end", deep),
		strings.Repeat("try ", deep) + "1",
		strings.Repeat("def f: ", deep) + "1" + strings.Repeat("; f", deep),
		"[" + chain("1", "-", deep) + "]",
	} {
		_, errs, st := repeatJQ(t, 1<<20, "-n", q)
		if st != 3 || !strings.Contains(errs, "query too deeply nested") {
			t.Errorf("jq -n %.40s...: status %d, stderr %q", q, st, errs)
		}
	}
	within := MaxQueryDepth / 2
	for _, tc := range []struct{ q, want string }{
		{chain("1", "+", within), "500\n"},
		{strings.Repeat("[", within) + "1" + strings.Repeat("]", within) + " | flatten | .[0]", "1\n"},
	} {
		out, errs, st := repeatJQ(t, 1<<20, "-n", tc.q)
		if st != 0 || out != tc.want {
			t.Errorf("jq -n %.40s...: status %d, stdout %q, stderr %q", tc.q, st, out, errs)
		}
	}
}
