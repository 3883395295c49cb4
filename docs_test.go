package tis_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// snippetSources are the files the Go snippets of the docs are taken
// from: code that compiles, and whose examples run.
var snippetSources = []string{"example_test.go", "embed_example_test.go", "examples/agent/main.go",
	"examples/agent/agent.go", "examples/agent/messages.go"}

// TestDocSnippets: every Go snippet of docs/embedding.md is code of this
// module, so it compiles and means what the code does: each is found in
// one of snippetSources, line for line (indentation and blank lines
// aside). A line "// ..." in a snippet stands for lines left out.
func TestDocSnippets(t *testing.T) {
	sources := map[string][]string{}
	for _, name := range snippetSources {
		data, err := os.ReadFile(filepath.FromSlash(name))
		if err != nil {
			t.Fatal(err)
		}
		sources[name] = codeLines(string(data))
	}
	doc, err := os.ReadFile(filepath.Join("docs", "embedding.md"))
	if err != nil {
		t.Fatal(err)
	}
	snippets := goSnippets(string(doc))
	if len(snippets) < 10 {
		t.Fatalf("%d Go snippets in docs/embedding.md", len(snippets))
	}
	for _, sn := range snippets {
		found := false
		for _, name := range snippetSources {
			if containsInOrder(sources[name], sn.chunks) {
				found = true
				break
			}
		}
		if !found {
			t.Errorf("docs/embedding.md:%d: the snippet is not in %v:\n%s", sn.line, snippetSources, sn.text)
		}
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
