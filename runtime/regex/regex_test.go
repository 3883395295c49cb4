package regex

import (
	"context"
	"testing"
	"time"
)

func TestTranslate(t *testing.T) {
	tests := []struct {
		pat  string
		ere  bool
		want string
		err  string
	}{
		{pat: `a\(b\)c`, want: `a(b)c`},
		{pat: `a(b)c`, want: `a\(b\)c`},
		{pat: `a\{2,3\}`, want: `a{2,3}`},
		{pat: `a\{,3\}`, want: `a{0,3}`},
		{pat: `a{2}`, want: `a\{2\}`},
		{pat: `a{2}`, ere: true, want: `a{2}`},
		{pat: `a{`, ere: true, want: `a\{`},
		{pat: `a\|b`, want: `a|b`},
		{pat: `a|b`, want: `a\|b`},
		{pat: `a\+\?`, want: `(?:a+)?`},
		{pat: `a**`, want: `(?:a*)*`},
		{pat: `*a`, want: `\*a`},
		{pat: `^*a`, want: `^\*a`},
		{pat: `a^b$c`, want: `a\^b\$c`},
		{pat: `\(^a$\)`, want: `(^a$)`},
		{pat: `[[:alpha:]_]`, want: `[[:alpha:]_]`},
		{pat: `[]a]`, want: `[\]a]`},
		{pat: `[^]a-]`, want: `[^\]a\-]`},
		{pat: `[a\]`, want: `[a\\]`},
		{pat: `[[.-.]]`, want: `[\-]`},
		{pat: `\<a\>`, want: `\ba\b`},
		{pat: "\\`a\\'", want: `\Aa\z`},
		{pat: `a)`, ere: true, want: `a\)`},
		{pat: `\.\*\[`, want: `\.\*\[`},
		{pat: `\d`, want: `d`},
		{pat: "\x01", want: `\x{1}`},
		{pat: `(a`, ere: true, err: msgParen},
		{pat: `\(a`, err: msgParen},
		{pat: `a\)`, err: msgCloseParen},
		{pat: `[a`, err: msgBracket},
		{pat: `a\{`, err: msgBrace},
		{pat: `a\{2,1\}`, err: msgBraceBody},
		{pat: `a\{99999\}`, err: msgTooBig},
		{pat: `a\`, err: msgBackslash},
		{pat: `[z-a]`, err: msgRange},
		{pat: `[[:foo:]]`, err: msgClass},
		{pat: `\(a\)\1`, err: msgBackref},
		{pat: `\1`, err: "Invalid back reference"},
	}
	for _, tt := range tests {
		got, err := Translate(tt.pat, Options{ERE: tt.ere})
		if tt.err != "" {
			if err == nil || err.Error() != tt.err {
				t.Errorf("Translate(%q, ere=%v) error = %v, want %q", tt.pat, tt.ere, err, tt.err)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("Translate(%q, ere=%v) = %q, %v; want %q", tt.pat, tt.ere, got, err, tt.want)
		}
	}
}

func TestCompileMatch(t *testing.T) {
	tests := []struct {
		pat, in, want string
		ere, icase    bool
	}{
		{pat: `a*`, in: "baaa", want: ""},
		{pat: `a\+`, in: "baaa", want: "aaa"},
		{pat: `(a|ab)(c|bcd)`, ere: true, in: "abcd", want: "abcd"},
		{pat: `x.y`, in: "x\ny", want: "x\ny"},
		{pat: `HELLO`, icase: true, in: "say hello", want: "hello"},
		{pat: `[[:digit:]]\{2\}`, in: "a123", want: "12"},
	}
	for _, tt := range tests {
		re, err := Compile(tt.pat, tt.ere, tt.icase)
		if err != nil {
			t.Errorf("Compile(%q): %v", tt.pat, err)
			continue
		}
		if got := re.FindString(tt.in); got != tt.want {
			t.Errorf("Compile(%q).FindString(%q) = %q, want %q", tt.pat, tt.in, got, tt.want)
		}
	}
	if _, err := CompileOptions(`a`, Options{Multiline: true, SedEscapes: true}); err != nil {
		t.Fatal(err)
	}
}

func TestCharEscape(t *testing.T) {
	tests := []struct {
		r    rune
		rest string
		want rune
		n    int
		ok   bool
	}{
		{'t', "", '\t', 0, true},
		{'x', "41z", 'A', 2, true},
		{'o', "101", 'A', 3, true},
		{'d', "065", 'A', 3, true},
		{'c', "a", 1, 1, true},
		{'q', "", 0, 0, false},
		{'x', "zz", 0, 0, false},
	}
	for _, tt := range tests {
		got, n, ok := CharEscape(tt.r, tt.rest)
		if got != tt.want || n != tt.n || ok != tt.ok {
			t.Errorf("CharEscape(%q, %q) = %q,%d,%v; want %q,%d,%v", tt.r, tt.rest, got, n, ok, tt.want, tt.n, tt.ok)
		}
	}
}

func FuzzRegex(f *testing.F) {
	for _, s := range []string{`a\(b\)*`, `[[:alpha:]]\{1,3\}`, `(a|b)+`, `[]-^]`, `a\{2\}\{3\}`, `\<x\>`, `[[.a.]-z]`, `a**?+`, "\xff[\xfe]"} {
		f.Add(s, false, false)
		f.Add(s, true, true)
	}
	f.Fuzz(func(t *testing.T, pat string, ere, icase bool) {
		re, err := Compile(pat, ere, icase)
		if err != nil {
			if _, ok := err.(*Error); !ok {
				t.Fatalf("error of type %T: %v", err, err)
			}
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		defer cancel()
		_ = ctx
		re.FindAllStringIndex("abc aab\nxyz "+pat, -1)
	})
}
