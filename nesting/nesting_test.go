package nesting

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"mvdan.cc/sh/v3/syntax"
)

// constructs builds, for each way a script can nest, a script nesting n
// levels deep.
var constructs = map[string]func(n int) string{
	"parens":        func(n int) string { return strings.Repeat("(", n) + "true" + strings.Repeat(")", n) },
	"braces":        func(n int) string { return strings.Repeat("{ ", n) + "true" + strings.Repeat("; }", n) },
	"cmdsubst":      func(n int) string { return strings.Repeat("echo $(", n) + "true" + strings.Repeat(")", n) },
	"arith parens":  func(n int) string { return "echo $((" + strings.Repeat("(", n) + "1" + strings.Repeat(")", n) + "))" },
	"arith ops":     func(n int) string { return "echo $((" + strings.Repeat("1+", n) + "1))" },
	"arith command": func(n int) string { return "((" + strings.Repeat("x=", n) + "1))" },
	"ternary":       func(n int) string { return "echo $((" + strings.Repeat("1?", n) + "1" + strings.Repeat(":1", n) + "))" },
	"pipeline":      func(n int) string { return strings.Repeat("true | ", n) + "true" },
	"and":           func(n int) string { return strings.Repeat("true && ", n) + "true" },
	"or":            func(n int) string { return strings.Repeat("false || ", n) + "true" },
	"negation":      func(n int) string { return strings.Repeat("! ", n) + "true" },
	"if":            func(n int) string { return strings.Repeat("if true; then ", n) + "true" + strings.Repeat("; fi", n) },
	"while": func(n int) string {
		return strings.Repeat("while false; do ", n) + "true" + strings.Repeat("; done", n)
	},
	"case":         func(n int) string { return strings.Repeat("case x in x) ", n) + "true" + strings.Repeat(";; esac", n) },
	"functions":    func(n int) string { return strings.Repeat("f(){ ", n) + "true" + strings.Repeat("; }", n) },
	"param":        func(n int) string { return "echo " + strings.Repeat("${x:-", n) + "a" + strings.Repeat("}", n) },
	"quoted subst": func(n int) string { return "echo " + strings.Repeat("\"$(echo ", n) + "a" + strings.Repeat(")\"", n) },
	"test parens":  func(n int) string { return "[[ " + strings.Repeat("( ", n) + "a" + strings.Repeat(" )", n) + " ]]" },
	"test and":     func(n int) string { return "[[ " + strings.Repeat("a && ", n) + "a ]]" },
	"test not":     func(n int) string { return "[[ " + strings.Repeat("! ", n) + "a ]]" },
	"proc subst":   func(n int) string { return strings.Repeat("cat <(", n) + "true" + strings.Repeat(")", n) },
	"heredoc subst": func(n int) string {
		return "cat <<EOF\n" + strings.Repeat("$(cat <<E2\n", 1) + strings.Repeat("$(\n", n) + "x" + strings.Repeat(")", n) + "\nE2\n)\nEOF\n"
	},
	"heredoc lines": func(n int) string {
		return "cat <<EOF\n" + strings.Repeat("$(echo\n", n) + strings.Repeat(")\n", n) + "EOF\n"
	},
	"mixed": func(n int) string {
		return strings.Repeat("( { echo $(( 1 + ", n/4) + "1" + strings.Repeat(" )); } )", n/4)
	},
}

func TestCheckRefusesEveryConstruct(t *testing.T) {
	for name, build := range constructs {
		t.Run(name, func(t *testing.T) {
			shallow := build(20)
			if err := Check(shallow, DefaultMax); err != nil {
				t.Errorf("20 levels refused: %v", err)
			}
			deep := build(5 * DefaultMax)
			err := Check(deep, DefaultMax)
			var tde *TooDeepError
			if !errors.As(err, &tde) {
				t.Fatalf("%d levels accepted (estimate %d)", 5*DefaultMax, Depth(deep))
			}
			if tde.Max != DefaultMax || tde.Line < 1 || !strings.Contains(tde.Error(), "nests more than 1000 levels") {
				t.Errorf("error %+v: %v", tde, tde)
			}
		})
	}
}

// astDepth is the depth of the syntax tree of src, or -1 when src does
// not parse.
func astDepth(src string) int {
	f, err := syntax.NewParser(syntax.Variant(syntax.LangBash)).Parse(strings.NewReader(src), "")
	if err != nil {
		return -1
	}
	depth, max := 0, 0
	syntax.Walk(f, func(n syntax.Node) bool {
		if n == nil {
			depth--
			return true
		}
		depth++
		if depth > max {
			max = depth
		}
		return true
	})
	return max
}

// upperBound checks that the estimate bounds the tree's depth from above
// (up to the constant number of tree levels one construct takes).
func upperBound(t *testing.T, src string) {
	t.Helper()
	d := astDepth(src)
	if d < 0 {
		return
	}
	if est := Depth(src); d > 6*est+12 {
		t.Errorf("tree depth %d, estimate %d for %q", d, est, abbreviate(src))
	}
}

func abbreviate(s string) string {
	if len(s) > 200 {
		return s[:200] + "..."
	}
	return s
}

func TestEstimateBoundsTheTree(t *testing.T) {
	// Backquotes nest only with escapes that double at each level, so
	// they cannot nest deep; the estimate still bounds them.
	upperBound(t, "echo `echo \\`echo \\\\\\`echo a\\\\\\`\\``")
	for name, build := range constructs {
		for _, n := range []int{1, 3, 50, 400} {
			t.Run(name, func(t *testing.T) { upperBound(t, build(n)) })
		}
	}
}

// realScripts are the golden scripts and the bashkit cases: what real
// scripts look like.
func realScripts(t *testing.T) map[string]string {
	out := map[string]string{}
	files, _ := filepath.Glob("../testdata/scripts/*.txtar")
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		s := string(data)
		if i := strings.Index(s, "-- script.sh --\n"); i >= 0 {
			s = s[i+len("-- script.sh --\n"):]
			if j := strings.Index(s, "\n-- "); j >= 0 {
				s = s[:j+1]
			}
			out[filepath.Base(f)] = s
		}
	}
	if data, err := os.ReadFile("../../shared/bench/shell-cases.json"); err == nil {
		var cases []struct {
			Name   string `json:"name"`
			Script string `json:"script"`
		}
		if json.Unmarshal(data, &cases) == nil {
			for _, c := range cases {
				out["bashkit/"+c.Name] = c.Script
			}
		}
	}
	if len(out) < 50 {
		t.Fatalf("only %d real scripts found", len(out))
	}
	return out
}

func TestRealScriptsAreShallow(t *testing.T) {
	for name, src := range realScripts(t) {
		if d := Depth(src); d > 60 {
			t.Errorf("%s: estimate %d; real scripts should be far below the bound", name, d)
		}
		upperBound(t, src)
	}
}

func TestLineOfTheError(t *testing.T) {
	src := "echo a\necho b\n" + strings.Repeat("(", 2000)
	var tde *TooDeepError
	if err := Check(src, 100); !errors.As(err, &tde) || tde.Line != 3 {
		t.Fatalf("got %v", err)
	}
}

func TestQuotesAndCommentsDoNotNest(t *testing.T) {
	for _, src := range []string{
		"echo '" + strings.Repeat("(", 5000) + "'",
		"# " + strings.Repeat("$(", 5000),
		"echo \"" + strings.Repeat("(", 5000) + "\"",
		"cat <<'EOF'\n" + strings.Repeat("$(", 5000) + "\nEOF\n",
		"echo $'" + strings.Repeat("(", 5000) + "'",
		"echo " + strings.Repeat("\\(", 5000),
		strings.Repeat("if true; then echo; fi\n", 5000),
		strings.Repeat("a && b\n", 5000),
		strings.Repeat("x=$((1+2))\n", 5000),
		"case x in " + strings.Repeat("a|b) true;; ", 3000) + "esac",
	} {
		if err := Check(src, DefaultMax); err != nil {
			t.Errorf("%q: %v", abbreviate(src), err)
		}
	}
}

func FuzzDepth(f *testing.F) {
	for _, build := range constructs {
		f.Add(build(3))
	}
	f.Add("case x in (a) echo $((1+$(echo 2))) ;; esac; cat <<-E\n\t$(x)\n\tE\n")
	f.Add("f() { [[ ! ( a && b ) ]] || { echo \"${x:-$(y)}\"; }; }")
	f.Fuzz(func(t *testing.T, src string) {
		if len(src) > 4096 {
			return
		}
		_ = Check(src, 50)
		upperBound(t, src)
	})
}
