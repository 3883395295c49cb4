package badsubst

import (
	"strings"
	"testing"

	"mvdan.cc/sh/v3/syntax"
)

var parseTests = []struct {
	src  string
	bad  []string // the texts of the bad substitutions, in order
	fail bool     // still a syntax error
}{
	{src: "echo ${x}"},
	{src: "if true; then echo ${%}; else echo ok; fi", bad: []string{"${%}"}},
	{src: "echo ${a&} ${#x-default}", bad: []string{"${a&}", "${#x-default}"}},
	{src: `echo "${x!}" '${%}'`, bad: []string{"${x!}"}},
	{src: "echo ${a b}", bad: []string{"${a b}"}},
	{src: "echo ${x:-${%}}", bad: []string{"${%}"}},
	{src: "echo ${(m)foo} ${x:-${(k)y}}", bad: []string{"${(m)foo}", "${(k)y}"}},
	{src: "echo ${\n%}", fail: true}, // not on one line
	{src: "fi", fail: true},
	{src: "echo >", fail: true},
}

func TestParse(t *testing.T) {
	for _, tt := range parseTests {
		f, err := Parse(tt.src, "")
		if tt.fail {
			if err == nil {
				t.Errorf("%q: no error", tt.src)
			}
			continue
		}
		if err != nil {
			t.Errorf("%q: %v", tt.src, err)
			continue
		}
		var got []string
		syntax.Walk(f, func(n syntax.Node) bool {
			if pe, ok := n.(*syntax.ParamExp); ok && pe.Param != nil {
				if text, ok := Text(pe.Param.Value); ok {
					got = append(got, text)
				}
			}
			return true
		})
		if strings.Join(got, "|") != strings.Join(tt.bad, "|") {
			t.Errorf("%q: bad substitutions %q, want %q", tt.src, got, tt.bad)
		}
	}
}

func TestText(t *testing.T) {
	if _, ok := Text("HOME"); ok {
		t.Error("HOME is a bad substitution")
	}
	if _, ok := Text(Prefix + "zz"); ok {
		t.Error("a name that is not hexadecimal decoded")
	}
}

// FuzzParse checks that no input makes Parse panic or loop.
func FuzzParse(f *testing.F) {
	for _, tt := range parseTests {
		f.Add(tt.src)
	}
	f.Fuzz(func(t *testing.T, src string) {
		_, _ = Parse(src, "")
	})
}
