package analyzer

import (
	"encoding/json"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/toolsinshell/tis/internal/mvdansh/expand"
	"mvdan.cc/sh/v3/syntax"
)

var fuzzSeeds = []string{
	"tools gh get x=1",
	`tools gh get 'a b' "q\"z" $'t\tx' a\ b {a,b} * "$REPO" "${x}" ~/x`,
	"f() { while read n; do echo | tools gh get n=$n & done; }",
	"y=$(tools a) `tools b` <(tools c) >(tools d)",
	"if tools a; then tools b; elif tools c; then :; else tools d; fi",
	"case $x in a) tools a;; esac; tools a && tools b || tools c",
	"tools a <<EOF\n{\"a\": \"it's\"}\nEOF\ntools b <<< x; tools c < f -",
	"trap 'tools gh x=1; trap \"tools y\" INT' EXIT",
	"eval x; source f; . f; bash -c x; $c; xargs tools; alias a=b; tools() { :; }; command tools; exec tools; env tools; ./tools",
	"echo ${x@P}; coproc tools a; select i in a; do tools b; done; for ((;;)); do tools c; done",
	"t\\ools a; \"tools\" b; to''ols c",
	"tools x {} '{\"a\":1}' --k v --k=v -h search",
	"tools x a[1] [ ] 'a'~ x=~ p=a:~ {\"a\",b}",
}

// poison is an environment in which every variable is set, so a word that
// depends on any variable expands differently from a literal one.
type poison struct{}

func (poison) Get(name string) expand.Variable {
	return expand.Variable{Set: true, Kind: expand.String, Str: "P Q*"}
}

func (poison) Each(func(string, expand.Variable) bool) {}

type fakeEntry string

func (e fakeEntry) Name() string               { return string(e) }
func (e fakeEntry) IsDir() bool                { return false }
func (e fakeEntry) Type() fs.FileMode          { return 0 }
func (e fakeEntry) Info() (fs.FileInfo, error) { return nil, fs.ErrNotExist }

// hostile is an expansion config where every run-time input is present
// and odd: variables, command output, process substitution and a
// directory for globs to match.
var hostile = &expand.Config{
	Env: poison{},
	CmdSubst: func(w io.Writer, _ *syntax.CmdSubst) error {
		_, err := io.WriteString(w, "C D")
		return err
	},
	ProcSubst: func(*syntax.ProcSubst) (string, error) { return "/dev/fd/9", nil },
	ReadDir2: func(string) ([]fs.DirEntry, error) {
		return []fs.DirEntry{fakeEntry("a"), fakeEntry("b1"), fakeEntry("x{a,b}"), fakeEntry("{}")}, nil
	},
}

func hostileFields(w *syntax.Word) (fields []string, err error) {
	defer func() {
		if r := recover(); r != nil {
			fields, err = nil, errPanic
		}
	}()
	return expand.Fields(hostile, w)
}

// FuzzAnalyze checks that no input makes the analyzer fail other than by
// a *ParseError, that every call it reports literal has exactly the
// arguments the words expand to even when variables, command output and
// files are all present, and that the report is consistent.
func FuzzAnalyze(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	if b, err := os.ReadFile(filepath.Join("testdata", "realistic.sh")); err == nil {
		f.Add(string(b))
	}
	f.Fuzz(func(t *testing.T, src string) {
		if len(src) > 1<<14 {
			return
		}
		r, err := Analyze("fuzz.sh", src)
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("error %v (%T) is not a *ParseError", err, err)
			}
			if strings.Contains(pe.Message, "internal error") {
				t.Fatalf("analyzer panicked: %v", err)
			}
			return
		}
		if _, err := json.Marshal(r); err != nil {
			t.Fatalf("report does not marshal: %v", err)
		}
		file, err := syntax.NewParser(syntax.Variant(syntax.LangBash)).Parse(strings.NewReader(src), "")
		if err != nil {
			t.Fatalf("second parse failed: %v", err)
		}
		words := map[[2]int][]*syntax.Word{}
		syntax.Walk(file, func(n syntax.Node) bool {
			if c, ok := n.(*syntax.CallExpr); ok && len(c.Args) > 0 {
				p := c.Args[0].Pos()
				words[[2]int{int(p.Line()), int(p.Col())}] = c.Args
			}
			return true
		})
		plain := 0
		for _, c := range r.Calls {
			if c.Line < 1 || c.Col < 1 {
				t.Errorf("call at %d:%d", c.Line, c.Col)
			}
			if !c.Literal && c.Args != nil {
				t.Errorf("Args %q on a call built at run time", c.Args)
			}
			if c.ReadsStdin != (c.StdinFrom != "") {
				t.Errorf("ReadsStdin %v with StdinFrom %q", c.ReadsStdin, c.StdinFrom)
			}
			if c.TopLevel != c.Context.isZero() {
				t.Errorf("TopLevel %v with context %+v", c.TopLevel, c.Context)
			}
			if c.Discovery && c.ReadsStdin {
				t.Errorf("discovery call %+v", c)
			}
			if c.Context.Trap != "" {
				continue // parsed from the trap's expanded body
			}
			ws, ok := words[[2]int{c.Line, c.Col}]
			if !ok {
				t.Fatalf("call at %d:%d is no command", c.Line, c.Col)
			}
			if name, err := hostileFields(ws[0]); err != nil || len(name) != 1 || name[0] != "tools" {
				t.Errorf("call at %d:%d: its name expands to %q (%v)", c.Line, c.Col, name, err)
			}
			if strings.HasPrefix(c.Raw, "tools") {
				plain++
			}
			if !c.Literal {
				continue
			}
			if len(c.Args) != len(ws)-1 {
				t.Fatalf("call at %d:%d: %d args for %d words", c.Line, c.Col, len(c.Args), len(ws)-1)
			}
			for i, w := range ws[1:] {
				got, err := hostileFields(w)
				if err != nil || len(got) != 1 || got[0] != c.Args[i] {
					t.Errorf("call at %d:%d: word %d is %q, which expands to %q (%v) at run time",
						c.Line, c.Col, i+1, c.Args[i], got, err)
				}
			}
		}
		if n := strings.Count(src, "tools"); plain > n {
			t.Errorf("%d calls written as tools for %d occurrences of the word", plain, n)
		}
		for _, o := range r.Opaque {
			if o.Line < 1 || o.Col < 1 || o.Kind == "" {
				t.Errorf("bad opaque %+v", o)
			}
		}
	})
}

// script500 builds a 500-line script mixing tools calls of every shape
// with ordinary commands.
func script500() string {
	chunks := []string{
		"tools github get-pull repo=acme/web number=%d",
		"echo \"step %d\" >> log.txt",
		"n=$(tools github list-pulls repo=acme/web state=open | jq length) # %d",
		"if [ \"$n\" -gt %d ]; then",
		"  tools slack post-message channel=ci text=\"too many: $n\"",
		"fi",
		"for i in 1 2 3; do echo $i; done | tools linear create-issue title=t%d -",
		"f%d() { tools github get-file repo=acme/web path=\"$1\"; }",
		"jq -n '{title: \"x\"}' | tools linear create-issue # %d",
		"grep -c foo log.txt || true # %d",
	}
	var b strings.Builder
	for i := 0; i < 500; i++ {
		c := chunks[i%len(chunks)]
		c = strings.Replace(c, "%d", strconv.Itoa(i), 1)
		b.WriteString(c)
		b.WriteByte('\n')
	}
	return b.String()
}

func TestScript500(t *testing.T) {
	src := script500()
	if n := strings.Count(src, "\n"); n != 500 {
		t.Fatalf("%d lines", n)
	}
	r := mustAnalyze(t, src)
	if len(r.Calls) != 300 || len(r.Opaque) != 0 {
		t.Errorf("%d calls, %d opaque", len(r.Calls), len(r.Opaque))
	}
}

func BenchmarkAnalyze500(b *testing.B) {
	src := script500()
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Analyze("bench.sh", src); err != nil {
			b.Fatal(err)
		}
	}
}
