package analyzer

import (
	"encoding/json"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// lines renders a report as one line per finding, calls first.
func lines(r *Report) []string {
	var out []string
	for _, c := range r.Calls {
		out = append(out, c.String())
	}
	for _, o := range r.Opaque {
		out = append(out, o.String())
	}
	return out
}

func mustAnalyze(t *testing.T, src string) *Report {
	t.Helper()
	r, err := Analyze("t.sh", src)
	if err != nil {
		t.Fatalf("Analyze(%q): %v", src, err)
	}
	return r
}

func check(t *testing.T, src string, want []string) {
	t.Helper()
	got := lines(mustAnalyze(t, src))
	if !slices.Equal(got, want) {
		t.Errorf("Analyze(%q):\ngot:\n\t%s\nwant:\n\t%s", src, strings.Join(got, "\n\t"), strings.Join(want, "\n\t"))
	}
}

func TestContexts(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want []string
	}{
		{"top level", "tools gh get x=1", []string{"1:1: tools gh get x=1 [literal, top level]"}},
		{"quoted name", `"tools" gh get x=1; t\ools gh get y=2`, []string{
			"1:1: tools gh get x=1 [literal, top level]",
			"1:21: tools gh get y=2 [literal, top level]"}},
		{"after assignment", "A=1 tools gh get x=1", []string{"1:5: tools gh get x=1 [literal, top level]"}},
		{"function", "f() { tools gh get x=1; }", []string{"1:7: tools gh get x=1 [literal, in function f]"}},
		{"function keyword", "function g {\n  tools gh get x=1\n}", []string{"2:3: tools gh get x=1 [literal, in function g]"}},
		{"nested function", "f() { g() { tools gh get x=1; }; }", []string{"1:13: tools gh get x=1 [literal, in function g]"}},
		{"command substitution", "y=$(tools gh get x=1)", []string{"1:5: tools gh get x=1 [literal, in substitution]"}},
		{"backticks", "y=`tools gh get x=1`", []string{"1:4: tools gh get x=1 [literal, in substitution]"}},
		{"subst in argument", "echo \"$(tools gh get x=1)\"", []string{"1:9: tools gh get x=1 [literal, in substitution]"}},
		{"subshell", "(tools gh get x=1)", []string{"1:2: tools gh get x=1 [literal, in subshell]"}},
		{"block is not a subshell", "{ tools gh get x=1; }", []string{"1:3: tools gh get x=1 [literal, top level]"}},
		{"for body", "for i in 1 2; do tools gh get x=$i; done", []string{"1:18: tools gh get x=$i [built at run time, in loop]"}},
		{"for items run once", "for i in $(tools gh list x=1); do :; done", []string{"1:12: tools gh list x=1 [literal, in substitution]"}},
		{"c-style for", "for ((i=0; i<3; i++)); do tools gh get x=1; done", []string{"1:27: tools gh get x=1 [literal, in loop]"}},
		{"select", "select i in a b; do tools gh get x=1; done", []string{"1:21: tools gh get x=1 [literal, in loop]"}},
		{"while condition and body", "while tools gh next x=1; do tools gh get x=2; done", []string{
			"1:7: tools gh next x=1 [literal, in loop]",
			"1:29: tools gh get x=2 [literal, in loop]"}},
		{"until", "until tools gh ready x=1; do sleep 1; done", []string{"1:7: tools gh ready x=1 [literal, in loop]"}},
		{"if elif else", "if tools gh a x=1; then tools gh b x=1; elif tools gh c x=1; then tools gh d x=1; else tools gh e x=1; fi", []string{
			"1:4: tools gh a x=1 [literal, top level]",
			"1:25: tools gh b x=1 [literal, in branch]",
			"1:46: tools gh c x=1 [literal, in branch]",
			"1:67: tools gh d x=1 [literal, in branch]",
			"1:88: tools gh e x=1 [literal, in branch]"}},
		{"case branch", "case $x in a) tools gh a x=1;; *) tools gh b x=1;; esac", []string{
			"1:15: tools gh a x=1 [literal, in branch]",
			"1:35: tools gh b x=1 [literal, in branch]"}},
		{"case word runs always", "case $(tools gh kind x=1) in a) ;; esac", []string{"1:8: tools gh kind x=1 [literal, in substitution]"}},
		{"and or", "tools gh a x=1 && tools gh b x=1 || tools gh c x=1", []string{
			"1:1: tools gh a x=1 [literal, top level]",
			"1:19: tools gh b x=1 [literal, in branch]",
			"1:37: tools gh c x=1 [literal, in branch]"}},
		{"or true", "tools gh a x=1 || true", []string{"1:1: tools gh a x=1 [literal, top level]"}},
		{"background", "tools gh a x=1 &", []string{"1:1: tools gh a x=1 [literal, background]"}},
		{"background subshell", "( tools gh a x=1 ) &", []string{"1:3: tools gh a x=1 [literal, in subshell, background]"}},
		{"coproc", "coproc tools gh a x=1", []string{"1:8: tools gh a x=1 [literal, background]"}},
		{"pipeline both sides", "tools gh a x=1 | tools gh b", []string{
			"1:1: tools gh a x=1 [literal, in pipeline]",
			"1:18: tools gh b [literal, stdin: pipe, in pipeline]"}},
		{"pipe all", "tools gh a x=1 |& jq .", []string{"1:1: tools gh a x=1 [literal, in pipeline]"}},
		{"process substitution", "diff <(tools gh a x=1) >(tools gh b x=1)", []string{
			"1:8: tools gh a x=1 [literal, in process substitution]",
			"1:26: tools gh b x=1 [literal, in process substitution]"}},
		{"negated and timed", "! tools gh a x=1; time tools gh b x=1", []string{
			"1:3: tools gh a x=1 [literal, top level]",
			"1:24: tools gh b x=1 [literal, top level]"}},
		{"test clause", "[[ -n $(tools gh a x=1) ]]", []string{"1:9: tools gh a x=1 [literal, in substitution]"}},
		{"declaration", "local v=$(tools gh a x=1)", []string{"1:11: tools gh a x=1 [literal, in substitution]"}},
		{"heredoc body substitution", "cat <<EOF\n$(tools gh a x=1)\nEOF", []string{"2:3: tools gh a x=1 [literal, in substitution]"}},
		{"quoted heredoc is data", "cat <<'EOF'\ntools gh a x=1\nEOF", nil},
		{"trap body", "trap 'tools gh bye x=1' EXIT INT", []string{"1:7: tools gh bye x=1 [literal, in trap EXIT INT]"}},
		{"trap body second line", "trap 'echo\n  tools gh bye x=1' EXIT", []string{"2:3: tools gh bye x=1 [literal, in trap EXIT]"}},
		{"trap reset and list", "trap - EXIT; trap -p; trap '' INT; trap EXIT", nil},
		{"everything", "f() { while read l; do if true; then (echo | tools gh a) & fi; done; }", []string{
			"1:46: tools gh a [literal, stdin: pipe, in function f, in subshell, in loop, in branch, in pipeline, background]"}},
		{"words that are not commands", "echo tools; grep tools f; x=tools; tools=1", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { check(t, tt.src, tt.want) })
	}
}

func TestOpaque(t *testing.T) {
	tests := []struct {
		src  string
		kind string // "" when nothing opaque is expected
	}{
		{`eval "tools gh delete x=1"`, KindEval},
		{`eval`, ""},
		{`mapfile -C 'tools gh x' -c 1 arr`, KindEval},
		{`mapfile -t arr < f`, ""},
		{`source ./lib.sh`, KindSource},
		{`. ./lib.sh`, KindSource},
		{`bash -c 'tools gh delete x=1'`, KindShell},
		{`sh script.sh`, KindShell},
		{"bash <<'EOF'\ntools gh delete x=1\nEOF", KindShell},
		{`echo 'tools gh delete' | sh`, KindShell},
		{`/bin/zsh -c x`, KindShell},
		{`dash -s`, KindShell},
		{`bash --version`, ""},
		{`$cmd gh delete x=1`, KindDynamic},
		{`"$x" tools gh delete`, KindDynamic},
		{`$(echo tools) gh delete`, KindDynamic},
		{`${T:-tools} gh delete`, KindDynamic},
		{`"${cmd[@]}"`, KindDynamic},
		{`{tools,x} gh`, KindDynamic},
		{`tool? gh`, KindDynamic},
		{`xargs tools gh delete`, KindXargs},
		{`xargs -n1 -I{} tools gh get id={}`, KindXargs},
		{`xargs $cmd`, KindXargs},
		{`xargs -0 "$x"`, KindXargs},
		{`xargs -I{} sh -c 'echo {}'`, KindShell},
		{`xargs -n1 echo`, ""},
		{`xargs`, ""},
		{`parallel tools gh get ::: 1 2`, KindXargs},
		{`alias t=tools`, KindAlias},
		{`alias "$x"`, KindAlias},
		{`alias`, ""},
		{`tools() { echo hi; }`, KindFuncTools},
		{`function tools { echo hi; }`, KindFuncTools},
		{`command tools gh delete x=1`, KindPrefix},
		{`command -p tools gh delete`, KindPrefix},
		{`command -v tools`, ""},
		{`command -V tools`, ""},
		{`command ls`, ""},
		{`command eval x`, KindEval},
		{`builtin tools gh`, KindPrefix},
		{`builtin eval 'tools gh delete'`, KindEval},
		{`builtin echo x`, ""},
		{`builtin trap "$x" EXIT`, KindTrap},
		{`exec tools gh delete`, KindPrefix},
		{`exec -a name tools gh`, KindPrefix},
		{`exec 3<f`, ""},
		{`trap "$cleanup" EXIT`, KindTrap},
		{`trap "tools gh x=$v" EXIT`, KindTrap},
		{`trap 'if' EXIT`, KindTrap},
		{`env tools gh delete`, KindWrapped},
		{`env A=1 B=2 tools gh delete`, KindWrapped},
		{`env -S 'tools gh delete'`, KindWrapped},
		{`env bash -c x`, KindShell},
		{`env $cmd`, KindWrapped},
		{`[ "$n" -gt 5 ]`, ""},
		{`[[ $n -gt 5 ]]`, ""},
		{`echo a[1]`, ""},
		{`tool* a`, KindDynamic},
		{`env A=1 ls`, ""},
		{`nohup tools gh delete &`, KindWrapped},
		{`timeout 5 tools gh delete`, KindWrapped},
		{`timeout -s KILL 5 sh -c x`, KindShell},
		{`timeout 5 sleep 1`, ""},
		{`nice -n 5 tools gh x`, KindWrapped},
		{`sudo -u root tools gh x`, KindWrapped},
		{`/usr/bin/env tools`, KindWrapped},
		{`find . -name '*.json' -exec tools gh put {} \;`, KindWrapped},
		{`find . -exec sh -c 'x' \;`, KindShell},
		{`find . -name x -print`, ""},
		{`./tools gh delete`, KindToolsPath},
		{`/usr/local/bin/tools gh`, KindToolsPath},
		{`echo "${p@P}"`, KindPromptExp},
		{`echo "${p@Q}"`, ""},
	}
	for _, tt := range tests {
		t.Run(tt.src, func(t *testing.T) {
			r := mustAnalyze(t, tt.src)
			var kinds []string
			for _, o := range r.Opaque {
				kinds = append(kinds, o.Kind)
				if o.Line < 1 || o.Col < 1 || o.Text == "" {
					t.Errorf("bad opaque %+v", o)
				}
			}
			if tt.kind == "" {
				if len(kinds) != 0 {
					t.Errorf("opaque = %q, want none", kinds)
				}
				return
			}
			if len(kinds) != 1 || kinds[0] != tt.kind {
				t.Errorf("opaque = %q, want [%q]", kinds, tt.kind)
			}
			// Nothing the analyzer cannot see through is ever a call.
			for _, c := range r.Calls {
				if strings.HasPrefix(tt.src, "tools") {
					continue
				}
				t.Errorf("unexpected call %v", c)
			}
		})
	}
}

func TestOpaquePosition(t *testing.T) {
	r := mustAnalyze(t, "echo hi\n  eval \"$x\"\n")
	want := Opaque{Line: 2, Col: 3, Kind: KindEval, Text: `eval "$x"`}
	if len(r.Opaque) != 1 || r.Opaque[0] != want {
		t.Errorf("got %+v, want %+v", r.Opaque, want)
	}
	long := "eval " + strings.Repeat("é", 300)
	r = mustAnalyze(t, long)
	if got := r.Opaque[0].Text; len(got) > maxOpaqueText+3 || !strings.HasSuffix(got, "...") || !strings.HasPrefix(got, "eval éé") {
		t.Errorf("long text cut badly: %q", got)
	}
}

func TestLiteral(t *testing.T) {
	tests := []struct {
		word    string
		want    string
		literal bool
	}{
		{`'a b'`, "a b", true},
		{`"q\"z"`, `q"z`, true},
		{`$'t\tx'`, "t\tx", true},
		{`a\ b`, "a b", true},
		{`"a"'b'c`, "abc", true},
		{`$"x"`, "x", true},
		{`''`, "", true},
		{`'{"repo":"a/b","n":1}'`, `{"repo":"a/b","n":1}`, true},
		{`{}`, "{}", true},
		{`a\*`, "a*", true},
		{`"*"`, "*", true},
		{`'~'`, "~", true},
		{`a~b`, "a~b", true},
		{`x=1`, "x=1", true},
		{`--title=a\ b`, "--title=a b", true},
		{`{a,b}`, "", false},
		{`x{a..c}`, "", false},
		{`*`, "", false},
		{`a?`, "", false},
		{`[ab]`, "", false},
		{`@(a|b)`, "", false},
		{`a[1]`, "", false},
		{`{"a",b}`, "", false},
		{`'{'a,b'}'`, "{a,b}", true},
		{`a\{b,c}`, "a{b,c}", true},
		{`[`, "[", true},
		{`'a'~`, "a~", true},
		{`~`, "", false},
		{`~/x`, "", false},
		{`a=~/x`, "", false},
		{`p=/a:~/b`, "", false},
		{`"$REPO"`, "", false},
		{`"${x}"`, "", false},
		{`$x`, "", false},
		{`$(echo a)`, "", false},
		{"`echo a`", "", false},
		{`$((1+2))`, "", false},
		{`"a$(echo)b"`, "", false},
	}
	for _, tt := range tests {
		t.Run(tt.word, func(t *testing.T) {
			r := mustAnalyze(t, "tools x "+tt.word)
			if len(r.Calls) != 1 {
				t.Fatalf("calls = %v", r.Calls)
			}
			c := r.Calls[0]
			if c.Literal != tt.literal {
				t.Fatalf("Literal = %v, want %v", c.Literal, tt.literal)
			}
			if !tt.literal {
				if c.Args != nil {
					t.Errorf("Args = %q on a call built at run time", c.Args)
				}
				return
			}
			if want := []string{"x", tt.want}; !slices.Equal(c.Args, want) {
				t.Errorf("Args = %q, want %q", c.Args, want)
			}
		})
	}
}

func TestStdin(t *testing.T) {
	tests := []struct {
		src       string
		reads     bool
		from      string
		discovery bool
	}{
		{"tools gh list", false, "", false}, // the script's stdin is inherited, not given
		{"tools gh get x=1", false, "", false},
		{"tools gh get --x 1", false, "", false},
		{"tools gh get --x=1", false, "", false},
		{`tools gh get '{"x":1}'`, false, "", false},
		{`tools gh get ' [1]'`, false, "", false},
		{"tools gh get -", true, "dash", false},
		{"tools gh get - x=1", true, "dash", false},
		{"echo '{}' | tools gh get -", true, "pipe", false},
		{"echo '{}' | tools gh get", true, "pipe", false},
		{"echo '{}' | tools gh get x=1", false, "", false},
		{"tools gh get < in.json", true, "redirect", false},
		{"tools gh get 0< in.json", true, "redirect", false},
		{"tools gh get <> in.json", true, "redirect", false},
		{"tools gh get <&3", true, "redirect", false},
		{"tools gh get 2< in.json", false, "", false},
		{"tools gh get > out.json", false, "", false},
		{"tools gh get <<< '{}'", true, "herestring", false},
		{"tools gh get <<EOF\n{\"a\": \"it's \\\"q\\\"\"}\nEOF", true, "heredoc", false},
		{"tools gh get <<-'EOF'\n\t{\"a\": \"it's\"}\n\tEOF", true, "heredoc", false},
		{"tools gh get < f <<< x", true, "herestring", false},
		{"echo | tools gh get < f", true, "redirect", false},
		{"{ tools gh get; } < f", false, "", false}, // a group's stdin is inherited
		{"{ tools gh get -; } < f", true, "dash", false},
		{"while read n; do tools gh get; done < f", false, "", false}, // the loop's stdin is not the call's
		{"while read n; do tools gh get < g; done < f", true, "redirect", false},
		{"f() { tools gh get; }; echo | f", false, "", false},
		{"while read n; do tools gh get n=$n; done < f", false, "", false},
		{"cat f | while read n; do tools gh get repo=a/b number=$n; done", false, "", false},
		{"cat f | while read n; do tools gh get; done", false, "", false},
		{"cat f | while read n; do echo \"$n\" | tools gh get; done", true, "pipe", false},
		{"cat <<< \"$(tools gh get)\"", false, "", false},
		{"tools gh get < f | tools gh put", true, "pipe", false},
		{`tools gh get "$json"`, true, "implicit", false},
		{`tools gh get "$@"`, true, "implicit", false},
		{`tools gh get $args`, true, "implicit", false},
		{`tools gh get number=$n`, false, "", false},
		{`tools gh get "title=$t"`, false, "", false},
		{`tools gh get --title "$t"`, true, "implicit", false},
		{`tools gh get "{\"n\": $n}"`, false, "", false},
		{"tools", false, "", true},
		{"tools --help", false, "", true},
		{"tools help", false, "", true},
		{"tools gh --help", false, "", true},
		{"tools gh get -h", false, "", true},
		{"tools search pull requests", false, "", true},
		{"echo | tools search x", false, "", true},
		{"tools gh", false, "", false},
		{"tools gh get x=1 --help", false, "", false},
		{"tools gh get --help", false, "", true},
		{"tools -h", false, "", true},
		{"tools a b c --help", false, "", false},
		{"tools gh help", false, "", false},
		{`tools search "$q"`, false, "", true},
		{`tools "$s" --help`, true, "implicit", false},
		{`tools gh --help "$x"`, false, "", true},
		// --text and --json choose the output; they are not input.
		{"tools gh get --text", false, "", false},
		{"echo '{}' | tools gh get --json", true, "pipe", false},
		{"tools gh get --json x=1", false, "", false},
		{"tools --text gh get", false, "", false},
		{"tools --json gh get x=1", false, "", false},
		{"tools --text gh --help", false, "", true},
		{"tools gh get --text=hi", false, "", false},
	}
	for _, tt := range tests {
		t.Run(tt.src, func(t *testing.T) {
			r := mustAnalyze(t, tt.src)
			c := r.Calls[len(r.Calls)-1]
			if c.ReadsStdin != tt.reads || c.StdinFrom != tt.from || c.Discovery != tt.discovery {
				t.Errorf("got reads=%v from=%q discovery=%v, want %v %q %v",
					c.ReadsStdin, c.StdinFrom, c.Discovery, tt.reads, tt.from, tt.discovery)
			}
		})
	}
}

// TestOutputChoiceBeforeName: tools --text|--json <tool> ... leaves the
// choice out of the call's words, so the tool's name comes first.
func TestOutputChoiceBeforeName(t *testing.T) {
	for src, want := range map[string][]string{
		"tools --text fs read path=f":         {"fs", "read", "path=f"},
		"tools --json --json fs read":         {"fs", "read"},
		"tools fs read --text path=f":         {"fs", "read", "--text", "path=f"},
		`tools --json "$s" read`:              nil,
		"tools --text slack post --text hi x": {"slack", "post", "--text", "hi", "x"},
	} {
		c := mustAnalyze(t, src).Calls[0]
		if !slices.Equal(c.Args, want) {
			t.Errorf("%s: Args = %q, want %q", src, c.Args, want)
		}
	}
}

func TestHeredocQuote(t *testing.T) {
	src := "tools gh create <<'EOF'\n{\"title\": \"don't \\\"panic\\\"\"}\nEOF\ntools gh get id=1\n"
	r := mustAnalyze(t, src)
	if len(r.Calls) != 2 {
		t.Fatalf("calls = %v", r.Calls)
	}
	if c := r.Calls[0]; c.Raw != "tools gh create" || c.StdinFrom != "heredoc" || !c.Literal {
		t.Errorf("first call %+v", c)
	}
	if c := r.Calls[1]; c.Line != 4 || c.ReadsStdin {
		t.Errorf("second call %+v", c)
	}
}

func TestParseError(t *testing.T) {
	tests := []struct {
		src       string
		line, col int
		msg       string
	}{
		{"echo hi\nif then", 2, 1, "`if` must be followed by a statement list"},
		{"echo 'open", 1, 6, "reached EOF without closing quote `'`"},
		{"tools gh (", 1, 10, "a command can only contain words and redirects; encountered `(`"},
		{"f() {", 1, 5, "`{` must be followed by a statement list"},
		{"echo $((", 1, 6, "must be followed by an expression"},
	}
	for _, tt := range tests {
		t.Run(tt.src, func(t *testing.T) {
			_, err := Analyze("s.sh", tt.src)
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("err = %v, want a *ParseError", err)
			}
			if pe.Line != tt.line || pe.Col != tt.col || !strings.Contains(pe.Message, tt.msg) || pe.Name != "s.sh" {
				t.Errorf("got %+v (%v), want %d:%d %q", pe, err, tt.line, tt.col, tt.msg)
			}
			if !strings.HasPrefix(err.Error(), "s.sh:") {
				t.Errorf("Error() = %q", err.Error())
			}
		})
	}
}

func TestEmpty(t *testing.T) {
	for _, src := range []string{"", "\n", "# only a comment\n"} {
		r := mustAnalyze(t, src)
		if r.Calls == nil || r.Opaque == nil || len(r.Calls)+len(r.Opaque) != 0 {
			t.Errorf("Analyze(%q) = %+v, want empty non-nil lists", src, r)
		}
	}
}

func TestCallString(t *testing.T) {
	c := Call{Line: 3, Col: 5, Literal: true, Args: []string{"gh", "create", "title=a b", ""},
		ReadsStdin: false, Context: Context{Function: "f", InLoop: true}}
	want := `3:5: tools gh create 'title=a b' '' [literal, in function f, in loop]`
	if got := c.String(); got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
	c = Call{Line: 1, Col: 1, Raw: "tools gh get \"$x\" \\\n  y=1", ReadsStdin: true, StdinFrom: "implicit", TopLevel: true}
	want = `1:1: tools gh get "$x" \ ... [built at run time, stdin: implicit, top level]`
	if got := c.String(); got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
}

// TestGolden analyzes a realistic script and compares every finding with
// testdata/realistic.golden (go test -update rewrites it).
func TestGolden(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "realistic.sh"))
	if err != nil {
		t.Fatal(err)
	}
	r := mustAnalyze(t, string(src))
	got := strings.Join(lines(r), "\n") + "\n"
	path := filepath.Join("testdata", "realistic.golden")
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		t.Errorf("findings differ from %s:\ngot:\n%s\nwant:\n%s", path, got, want)
	}
}

func TestJSON(t *testing.T) {
	r := mustAnalyze(t, "echo | tools gh get\neval x")
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"calls":[{"line":1,"col":8,"args":["gh","get"],"literal":true,"raw":"tools gh get","reads_stdin":true,"stdin_from":"pipe","context":{"in_pipeline":true},"top_level":false}],"opaque":[{"line":2,"col":1,"kind":"eval","text":"eval x"}]}`
	if string(b) != want {
		t.Errorf("JSON:\n got %s\nwant %s", b, want)
	}
}
