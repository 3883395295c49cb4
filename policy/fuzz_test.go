package policy

import (
	"bytes"
	"errors"
	"testing"

	"github.com/toolsinshell/tis/rules"
)

func FuzzCompile(f *testing.F) {
	f.Add([]byte(testRules))
	for _, r := range append(rules.Default(), rules.Examples()...) {
		f.Add(r.Data)
	}
	for _, s := range []string{
		"rule: a\nwhen: call.tool ==\naction: deny\n",
		"rule: a\nwhen: call.tool == \"x\"\n    && nosuch.thing\naction: deny\n",
		"rule: b\nwhen: call.tool + \"x\"\naction: ask\n",
		"disable: nope\n",
		"rule: c\nwhen: call.input.?x.orValue([]).exists(v, v.matches(\"a+\"))\naction: allow\nmessage: m\n  more\n",
		"rule: d\nwhen: [1,2,3].map(x, [x, x]).size() > 1\naction: deny\n",
		"  \n\t\r\nrule:\n",
	} {
		f.Add([]byte(s))
	}
	calls := []Call{
		{Server: "github", Tool: "delete_branch", Canonical: "mcp_github__delete_branch",
			Command: "tools github delete-branch", Input: map[string]any{"branch": "main"}, Session: "s1"},
		{Tool: "web_fetch", Input: map[string]any{"url": "http://x", "n": 1.5, "l": []any{"a", 2.0}}, Def: defReadOnly},
		{Tool: "send", Def: defDestructive, BeforeStart: true},
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		e, err := Compile(src, "fuzz.rules")
		if err != nil {
			var ces CompileErrors
			if !errors.As(err, &ces) || len(ces) == 0 {
				t.Fatalf("error %v is not CompileErrors", err)
			}
			lines := bytes.Count(src, []byte("\n")) + 1
			for _, ce := range ces {
				if ce.Line < 1 || ce.Line > lines || ce.Column < 1 {
					t.Fatalf("position out of the file (%d lines): %v", lines, ce)
				}
			}
			return
		}
		for _, c := range calls {
			if v := e.Decide(c, Options{}); v.Action < Allow || v.Action > Deny {
				t.Fatalf("action %v", v.Action)
			}
		}
	})
}
