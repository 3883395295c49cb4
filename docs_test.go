package tis_test

import (
	"go/ast"
	"go/parser"
	"go/scanner"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// snippetSources are the files the Go snippets of the docs are taken
// from: code that compiles, and whose examples run.
var snippetSources = []string{"example_test.go", "embed_example_test.go", "examples/agent/main.go",
	"examples/agent/agent.go", "examples/agent/messages.go", "hooks/hooks.go"}

// TestDocSnippets: every Go snippet of docs/*.md is code of this module,
// so it compiles and means what the code does: each is found in one of
// snippetSources, line for line (indentation and blank lines aside). A
// line "// ..." in a snippet stands for lines left out. And a doc shows
// what its snippets use: an unexported name declared at the top level of
// a source file (a type, a function, a variable) that a snippet uses is
// declared in one of that doc's snippets; exported ones are the API.
// (Excerpts of the example agent, a whole program the doc points to, may
// use its other parts.)
func TestDocSnippets(t *testing.T) {
	sources := map[string][]string{}
	toplevel := map[string]bool{}
	fset := token.NewFileSet()
	for _, name := range snippetSources {
		data, err := os.ReadFile(filepath.FromSlash(name))
		if err != nil {
			t.Fatal(err)
		}
		sources[name] = codeLines(string(data))
		f, err := parser.ParseFile(fset, name, data, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if d.Recv == nil {
					toplevel[d.Name.Name] = true
				}
			case *ast.GenDecl:
				for _, sp := range d.Specs {
					switch sp := sp.(type) {
					case *ast.TypeSpec:
						toplevel[sp.Name.Name] = true
					case *ast.ValueSpec:
						for _, n := range sp.Names {
							toplevel[n.Name] = true
						}
					}
				}
			}
		}
	}
	docs, err := filepath.Glob(filepath.Join("docs", "*.md"))
	if err != nil {
		t.Fatal(err)
	}
	count := 0
	for _, doc := range docs {
		data, err := os.ReadFile(doc)
		if err != nil {
			t.Fatal(err)
		}
		snippets := goSnippets(string(data))
		count += len(snippets)
		declared := map[string]bool{}
		for _, sn := range snippets {
			for _, n := range declaredNames(sn.text) {
				declared[n] = true
			}
		}
		for _, sn := range snippets {
			from := ""
			for _, name := range snippetSources {
				if containsInOrder(sources[name], sn.chunks) {
					from = name
					break
				}
			}
			if from == "" {
				t.Errorf("%s:%d: the snippet is not in %v:\n%s", doc, sn.line, snippetSources, sn.text)
			}
			if strings.HasPrefix(from, "examples/") {
				continue // an excerpt of a whole program the doc points to
			}
			for _, n := range identifiers(sn.text) {
				if r, _ := utf8.DecodeRuneInString(n); toplevel[n] && !declared[n] && unicode.IsLower(r) {
					t.Errorf("%s:%d: the snippet uses %s, which no snippet of the doc declares", doc, sn.line, n)
					declared[n] = true // once
				}
			}
		}
	}
	if count < 10 {
		t.Fatalf("%d Go snippets in docs/*.md", count)
	}
}

// identifiers returns the identifiers of Go text, selectors' fields and
// methods (after a dot) left out.
func identifiers(src string) []string {
	var s scanner.Scanner
	fset := token.NewFileSet()
	s.Init(fset.AddFile("", -1, len(src)), []byte(src), nil, 0)
	var out []string
	prev := token.ILLEGAL
	for {
		_, tok, lit := s.Scan()
		if tok == token.EOF {
			return out
		}
		if tok == token.IDENT && prev != token.PERIOD {
			out = append(out, lit)
		}
		prev = tok
	}
}

// declaredNames returns the names a snippet declares: type X, func X,
// var X, const X, X := and X, Y :=.
func declaredNames(src string) []string {
	var s scanner.Scanner
	fset := token.NewFileSet()
	s.Init(fset.AddFile("", -1, len(src)), []byte(src), nil, 0)
	var out, run []string
	prev := token.ILLEGAL
	for {
		_, tok, lit := s.Scan()
		switch {
		case tok == token.EOF:
			return out
		case tok == token.IDENT && (prev == token.TYPE || prev == token.FUNC || prev == token.VAR || prev == token.CONST):
			out = append(out, lit)
		case tok == token.IDENT && (prev == token.COMMA || len(run) == 0):
			run = append(run, lit)
		case tok == token.DEFINE:
			out = append(out, run...)
		}
		if tok != token.IDENT && tok != token.COMMA {
			run = run[:0]
		}
		prev = tok
	}
}

type snippet struct {
	line   int // of its opening fence
	text   string
	chunks [][]string // runs of lines between "// ..." lines
}

// goSnippets returns the ```go blocks of a Markdown text.
func goSnippets(doc string) []snippet {
	var out []snippet
	lines := strings.Split(doc, "\n")
	for i := 0; i < len(lines); i++ {
		if strings.TrimSpace(lines[i]) != "```go" {
			continue
		}
		sn := snippet{line: i + 1}
		var body []string
		for i++; i < len(lines) && strings.TrimSpace(lines[i]) != "```"; i++ {
			body = append(body, lines[i])
		}
		sn.text = strings.Join(body, "\n")
		chunk := []string{}
		for _, l := range codeLines(sn.text) {
			if l == "// ..." {
				sn.chunks = append(sn.chunks, chunk)
				chunk = []string{}
				continue
			}
			chunk = append(chunk, l)
		}
		sn.chunks = append(sn.chunks, chunk)
		out = append(out, sn)
	}
	return out
}

// codeLines returns the lines of a text without their indentation,
// blank lines left out.
func codeLines(s string) []string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			out = append(out, l)
		}
	}
	return out
}

// containsInOrder reports whether each chunk is a run of lines of src,
// each after the one before.
func containsInOrder(src []string, chunks [][]string) bool {
	at := 0
	for _, c := range chunks {
		i := indexRun(src[at:], c)
		if i < 0 {
			return false
		}
		at += i + len(c)
	}
	return true
}

func indexRun(src, run []string) int {
	for i := 0; i+len(run) <= len(src); i++ {
		match := true
		for j, l := range run {
			if src[i+j] != l {
				match = false
				break
			}
		}
		if match {
			return i
		}
	}
	return -1
}
