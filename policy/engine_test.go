package policy

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/rules"
)

func ptr(b bool) *bool { return &b }

var (
	defReadOnly    = &catalog.Tool{Name: "list_pulls", Annotations: catalog.Annotations{ReadOnly: ptr(true)}}
	defDestructive = &catalog.Tool{Name: "delete_branch", Annotations: catalog.Annotations{ReadOnly: ptr(false), Destructive: ptr(true)}}
	defAdditive    = &catalog.Tool{Name: "create_issue", Annotations: catalog.Annotations{ReadOnly: ptr(false), Destructive: ptr(false)}}
	defNothing     = &catalog.Tool{Name: "do_thing", Description: "does a thing"}
	defBoth        = &catalog.Tool{Name: "odd", Annotations: catalog.Annotations{ReadOnly: ptr(true), Destructive: ptr(true)}}
	defSchema      = &catalog.Tool{Name: "q", InputSchema: []byte(`{"type":"object","required":["sql"]}`)}
)

const testRules = `
# a comment
rule: deny-main
when: call.tool == "delete_branch" && call.input.branch in ["main", "master"]
action: deny
message: never delete
  the default branch

rule: allow-agent-branches
when: call.tool == "delete_branch" && call.input.branch.startsWith("agent/")
action: allow
message: agent branches are fine

rule: ask-send
when: call.tool.matches("send") && !context.read_only
action: ask

rule: ask-send-too
when: call.tool == "send_mail"
action: ask
message: second ask

rule: force
when: call.input.force == true
action: ask
message: force

rule: string-result
when: call.input.?weird.orValue(false)
action: allow

rule: schema
when: has(tool.schema.required) && "sql" in tool.schema.required
action: ask
message: sql

rule: before
when: context.before_start && call.server == "pre"
action: deny
message: not before start

rule: github-allow
when: call.server == "gh" && call.tool == "merge"
action: allow
`

func TestDecide(t *testing.T) {
	e, err := Compile([]byte(testRules), "test.rules")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		call    Call
		opts    Options
		action  Action
		rule    string
		source  string
		ro      bool
		message string // substring
	}{
		{"deny main", Call{Tool: "delete_branch", Input: map[string]any{"branch": "main"}, Def: defDestructive}, Options{}, Deny, "deny-main", SourceRule, false, "never delete the default branch"},
		{"allow overrides destructive", Call{Tool: "delete_branch", Input: map[string]any{"branch": "agent/x", "force": false}, Def: defDestructive}, Options{}, Allow, "allow-agent-branches", SourceRule, false, "agent branches"},
		{"destructive without rule asks", Call{Tool: "delete_branch", Input: map[string]any{"branch": "feature", "force": false}, Def: defDestructive}, Options{Default: Allow}, Ask, "", SourceAnnotation, false, "destructive"},
		{"missing field without has is deny", Call{Tool: "push", Input: map[string]any{}, Def: defNothing}, Options{}, Deny, "force", SourceRule, false, "no such key: force"},
		{"present field matches", Call{Tool: "push", Input: map[string]any{"force": true}}, Options{}, Ask, "force", SourceRule, false, "force"},
		{"strictest wins, ties first", Call{Tool: "send_mail", Input: map[string]any{"force": false}}, Options{}, Ask, "ask-send", SourceRule, false, "matched rule ask-send"},
		{"read-only is allowed", Call{Tool: "list_pulls", Input: map[string]any{"force": false}, Def: defReadOnly}, Options{}, Allow, "", SourceAnnotation, true, "read-only"},
		{"read-only with asking rule", Call{Tool: "list_pulls", Input: map[string]any{"force": true}, Def: defReadOnly}, Options{}, Ask, "force", SourceRule, true, ""},
		{"read-only and destructive asks", Call{Tool: "odd", Input: map[string]any{"force": false}, Def: defBoth}, Options{}, Ask, "", SourceAnnotation, false, ""},
		{"additive allowed", Call{Tool: "create_issue", Input: map[string]any{"force": false}, Def: defAdditive}, Options{}, Allow, "", SourceAnnotation, false, "not destructive"},
		{"says nothing: zero default asks", Call{Tool: "do_thing", Input: map[string]any{"force": false}, Def: defNothing}, Options{}, Ask, "", SourceDefault, false, "default: ask"},
		{"says nothing: configured allow", Call{Tool: "do_thing", Input: map[string]any{"force": false}, Def: defNothing}, Options{Default: Allow}, Allow, "", SourceDefault, false, ""},
		{"says nothing: configured deny", Call{Tool: "do_thing", Input: map[string]any{"force": false}}, Options{Default: Deny}, Deny, "", SourceDefault, false, ""},
		{"non-bool result is deny", Call{Tool: "x", Input: map[string]any{"force": false, "weird": "yes"}}, Options{}, Deny, "string-result", SourceRule, false, "not a bool"},
		{"schema is visible", Call{Tool: "q", Input: map[string]any{"force": false}, Def: defSchema}, Options{}, Ask, "schema", SourceRule, false, "sql"},
		{"before start", Call{Server: "pre", Tool: "x", Input: map[string]any{"force": false}, BeforeStart: true}, Options{Default: Allow}, Deny, "before", SourceRule, false, ""},
		{"not before start", Call{Server: "pre", Tool: "x", Input: map[string]any{"force": false}}, Options{Default: Allow}, Allow, "", SourceDefault, false, ""},
		{"allow rule", Call{Server: "gh", Tool: "merge", Input: map[string]any{"force": false}}, Options{}, Allow, "github-allow", SourceRule, false, ""},
		{"deny beats earlier allow", Call{Server: "gh", Tool: "merge", Input: map[string]any{"force": false, "weird": 1}}, Options{}, Deny, "string-result", SourceRule, false, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := e.Decide(tt.call, tt.opts)
			if v.Action != tt.action || v.Rule != tt.rule || v.Source != tt.source || v.ReadOnly != tt.ro {
				t.Fatalf("got %+v, want action %v rule %q source %q read-only %v", v, tt.action, tt.rule, tt.source, tt.ro)
			}
			if !strings.Contains(v.Message, tt.message) {
				t.Errorf("message %q does not contain %q", v.Message, tt.message)
			}
		})
	}
}

func TestNilEngine(t *testing.T) {
	var e *Engine
	if v := e.Decide(Call{Tool: "x"}, Options{}); v.Action != Ask || v.Source != SourceDefault {
		t.Fatalf("got %+v", v)
	}
	if e.Rules() != nil {
		t.Fatal("rules of nil engine")
	}
}

func TestCostLimit(t *testing.T) {
	e, err := Compile([]byte("rule: heavy\nwhen: call.input.items.all(x, call.input.items.all(y, x + y >= 0))\naction: allow\n"), "c.rules")
	if err != nil {
		t.Fatal(err)
	}
	items := make([]any, 2000)
	for i := range items {
		items[i] = float64(i)
	}
	v := e.Decide(Call{Tool: "t", Input: map[string]any{"items": items}}, Options{Default: Allow})
	if v.Action != Deny || !strings.Contains(v.Message, "cost limit") {
		t.Fatalf("got %+v", v)
	}
	v = e.Decide(Call{Tool: "t", Input: map[string]any{"items": []any{1.0, 2.0}}}, Options{Default: Deny})
	if v.Action != Allow {
		t.Fatalf("small input: got %+v", v)
	}
}

func TestCompileErrors(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want []string // each a substring of one error, in order
	}{
		{"syntax", "rule: a\nwhen: call.tool ==\naction: deny\n", []string{"f.rules:2:"}},
		{"syntax on continuation line", "rule: a\nwhen: call.tool == \"x\"\n   && (call.server == \naction: deny\n", []string{"f.rules:3:"}},
		{"column of continuation", "rule: a\nwhen: call.tool == \"x\"\n    && nosuch.thing\naction: deny\n", []string{"f.rules:3:8: rule a: undeclared reference to 'nosuch'"}},
		{"not bool", "rule: b\nwhen: call.tool + \"x\"\naction: ask\n", []string{"f.rules:2:7: rule b: condition is of type string, want bool"}},
		{"int not bool", "\n\nrule: b\nwhen:   1 + 2\naction: ask\n", []string{"f.rules:4:9: rule b: condition is of type int, want bool"}},
		{"unknown field", "rule: c\nwhen: call.servr == \"x\"\naction: deny\n", []string{`f.rules:2:11: rule c: call has no field "servr"`}},
		{"unknown annotation", "rule: c\nwhen: has(tool.annotations.readonlyHint)\naction: deny\n", []string{`rule c: tool.annotations has no field "readonlyHint"`}},
		{"bad action", "rule: d\nwhen: true\naction: block\n", []string{`f.rules:3:9: rule d: unknown action "block"`}},
		{"missing when and action", "rule: e\nmessage: hi\n", []string{"f.rules:1:7: rule e: rule has no \"when:\"", "f.rules:1:7: rule e: rule has no \"action:\""}},
		{"key outside rule", "when: true\n", []string{"f.rules:1:1: when: outside a rule"}},
		{"unknown key", "rule: f\nwhen: true\naction: deny\nseverity: high\n", []string{`f.rules:4:1: rule f: unknown key "severity"`}},
		{"duplicate key", "rule: f\nwhen: true\nwhen: false\naction: deny\n", []string{"f.rules:3:1: rule f: when: given twice"}},
		{"duplicate name", "rule: g\nwhen: true\naction: deny\nrule: g\nwhen: true\naction: deny\n", []string{"f.rules:4:7: rule g: name already used at f.rules:1"}},
		{"bad name", "rule: no spaces\nwhen: true\naction: deny\n", []string{`bad rule name "no spaces"`}},
		{"garbage line", "hello world\n", []string{"f.rules:1:1: want \"key: value\""}},
		{"continuation without key", "  true\n", []string{"f.rules:1:1: indented line continues no key"}},
		{"action continued", "rule: h\nwhen: true\naction: deny\n  more\n", []string{"f.rules:4:1: rule h: action takes one line"}},
		{"empty condition", "rule: i\nwhen:\naction: deny\n", []string{"f.rules:2:6: rule i: empty condition"}},
		{"disable unknown", "disable: nope\n", []string{`f.rules:1:10: disable: no rule "nope" in an earlier file`}},
		{"several errors", "rule: a\nwhen: 1\naction: deny\nrule: b\nwhen: true\naction: maybe\n", []string{"f.rules:2:7: rule a", "f.rules:6:9: rule b"}},
		{"bad regex", "rule: r\nwhen: call.tool.matches(\"(\")\naction: deny\n", []string{"f.rules:2:7: rule r:"}},
		{"not utf8", "rule: \xff\n", []string{"not UTF-8"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Compile([]byte(tt.src), "f.rules")
			var ces CompileErrors
			if !errors.As(err, &ces) {
				t.Fatalf("error %v is not CompileErrors", err)
			}
			if len(ces) != len(tt.want) {
				t.Fatalf("got %d errors, want %d:\n%v", len(ces), len(tt.want), err)
			}
			for i, w := range tt.want {
				if !strings.Contains(ces[i].Error(), w) {
					t.Errorf("error %d: %q does not contain %q", i, ces[i].Error(), w)
				}
			}
			var one *CompileError
			if !errors.As(err, &one) || one.File != "f.rules" {
				t.Errorf("errors.As *CompileError: %v", one)
			}
		})
	}
}

func TestDefaultsCompile(t *testing.T) {
	e, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	if len(e.Rules()) == 0 {
		t.Fatal("no default rules")
	}
	all := append(rules.Default(), rules.Examples()...)
	if len(rules.Examples()) == 0 {
		t.Fatal("no examples")
	}
	if _, err := NewEngine(all...); err != nil {
		t.Fatalf("defaults and examples together: %v", err)
	}
	// Each example alone, after the default set (as a configuration's
	// file is: an example may lift a default rule).
	for _, f := range rules.Examples() {
		if _, err := NewEngine(append(rules.Default(), f)...); err != nil {
			t.Errorf("%s: %v", f.Name, err)
		}
	}
}

func TestDefaultRules(t *testing.T) {
	e, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name   string
		call   Call
		action Action
		rule   string
	}{
		{"delete main", Call{Server: "github", Tool: "delete_branch", Input: map[string]any{"owner": "o", "repo": "r", "branch": "main"}, Def: defDestructive}, Deny, "never-delete-default-branch"},
		{"delete master ref", Call{Server: "gitlab", Tool: "delete-ref", Input: map[string]any{"ref": "refs/heads/master"}}, Deny, "never-delete-default-branch"},
		{"delete feature", Call{Server: "github", Tool: "delete_branch", Input: map[string]any{"branch": "fix-x"}, Def: defDestructive}, Ask, ""},
		{"delete without branch field", Call{Server: "github", Tool: "delete_branch", Input: map[string]any{}, Def: defDestructive}, Ask, ""},
		{"send message", Call{Server: "slack", Tool: "send_message", Input: map[string]any{"text": "hi"}, Def: defAdditive}, Ask, "ask-before-sending"},
		{"post comment", Call{Server: "github", Tool: "add_issue_comment", Input: map[string]any{}, Def: defAdditive}, Ask, "ask-before-sending"},
		{"list messages", Call{Server: "slack", Tool: "list_messages", Input: map[string]any{}, Def: defAdditive}, Allow, ""},
		{"read-only send-ish", Call{Server: "gmail", Tool: "draft_email", Input: map[string]any{}, Def: defReadOnly}, Allow, ""},
		{"read-only list", Call{Server: "github", Tool: "list_pulls", Input: map[string]any{}, Def: defReadOnly}, Allow, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := e.Decide(tt.call, Options{Default: Allow})
			if v.Action != tt.action || v.Rule != tt.rule {
				t.Fatalf("got %+v, want %v by %q", v, tt.action, tt.rule)
			}
		})
	}
}

func TestDisableAndOrder(t *testing.T) {
	admin := rules.File{Name: "admin.rules", Data: []byte("disable: ask-before-sending\n\nrule: allow-slack\nwhen: call.server == \"slack\"\naction: allow\n")}
	e, err := NewEngine(append(rules.Default(), admin)...)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range e.Rules() {
		if r.Name == "ask-before-sending" {
			t.Fatal("disabled rule still there")
		}
	}
	v := e.Decide(Call{Server: "slack", Tool: "send_message", Input: map[string]any{}}, Options{})
	if v.Action != Allow || v.Rule != "allow-slack" {
		t.Fatalf("got %+v", v)
	}
	// Without disabling, the default ask wins over the admin's allow.
	admin.Data = []byte("rule: allow-slack\nwhen: call.server == \"slack\"\naction: allow\n")
	e, err = NewEngine(append(rules.Default(), admin)...)
	if err != nil {
		t.Fatal(err)
	}
	if v := e.Decide(Call{Server: "slack", Tool: "send_message", Input: map[string]any{}}, Options{}); v.Action != Ask {
		t.Fatalf("got %+v", v)
	}
}

func TestLoadFiles(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "a.rules")
	if err := os.WriteFile(p, []byte("rule: a\nwhen: call.server == \"x\"\naction: deny\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	e, err := LoadFiles(p)
	if err != nil {
		t.Fatal(err)
	}
	if r := e.Rules(); len(r) != 1 || r[0].File != p || r[0].Line != 1 || r[0].Action != Deny {
		t.Fatalf("rules %+v", r)
	}
	if _, err := LoadFiles(filepath.Join(dir, "missing.rules")); err == nil {
		t.Fatal("no error for a missing file")
	}
	bad := filepath.Join(dir, "bad.rules")
	if err := os.WriteFile(bad, []byte("rule: b\nwhen: nope\naction: deny\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadFiles(bad); err == nil || !strings.Contains(err.Error(), bad+":2:7: rule b:") {
		t.Fatalf("error %v", err)
	}
}

func TestActionString(t *testing.T) {
	for _, a := range []Action{Allow, Ask, Deny} {
		b, err := ParseAction(a.String())
		if err != nil || b != a {
			t.Errorf("%v: %v %v", a, b, err)
		}
	}
	if Action(0).String() != "action(0)" || Stricter(Allow, Deny) != Deny || Stricter(Ask, Allow) != Ask {
		t.Error("String or Stricter")
	}
}

func benchRules(n int) []byte {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "rule: r%d\nwhen: call.server == \"s%d\" && has(call.input.branch) && call.input.branch.matches(\"^rel-%d\")\naction: %s\n\n",
			i, i, i, []string{"allow", "ask", "deny"}[i%3])
	}
	return []byte(b.String())
}

func BenchmarkDecide100(b *testing.B) {
	e, err := Compile(benchRules(100), "bench.rules")
	if err != nil {
		b.Fatal(err)
	}
	c := Call{Server: "s50", Tool: "delete_branch", Input: map[string]any{"branch": "rel-50", "owner": "o", "repo": "r"}, Def: defDestructive}
	b.ReportAllocs()
	for b.Loop() {
		if v := e.Decide(c, Options{}); v.Rule != "r50" {
			b.Fatal(v)
		}
	}
}

func BenchmarkCompile100(b *testing.B) {
	src := benchRules(100)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Compile(src, "bench.rules"); err != nil {
			b.Fatal(err)
		}
	}
}

func TestErrorsAcrossFiles(t *testing.T) {
	a := rules.File{Name: "a.rules", Data: []byte("rule: x\nwhen: 1\naction: deny\nbogus\n")}
	b := rules.File{Name: "b.rules", Data: []byte("rule: x\nwhen: true\naction: deny\n")}
	_, err := NewEngine(a, b)
	want := "a.rules:2:7: rule x: condition is of type int, want bool\na.rules:4:1: rule x: want \"key: value\" (keys: rule, when, action, message, lifts, disable)"
	if err == nil || err.Error() != want {
		t.Fatalf("got\n%v\nwant\n%s", err, want)
	}
}

func TestReadVerb(t *testing.T) {
	for _, tt := range []struct {
		name string
		verb string
	}{
		{"get_users", "get"}, {"slack_get_users", "get"}, {"list-channels", "list"}, {"getUsers", "get"},
		{"sentry_find_organizations", "find"}, {"fetch", "fetch"}, {"SearchDocs", "search"}, {"query", "query"},
		{"post_message", ""}, {"slack_post_message", ""}, {"delete_get_cache", ""}, {"a_b_get_x", ""},
		{"forget", ""}, {"getaway", ""}, {"", ""}, {"create_or_get", ""},
	} {
		v, ok := ReadVerb(tt.name)
		if v != tt.verb || ok != (tt.verb != "") {
			t.Errorf("ReadVerb(%q) = %q %v, want %q", tt.name, v, ok, tt.verb)
		}
	}
}

func TestInferReadOnly(t *testing.T) {
	e, err := NewEngine()
	if err != nil {
		t.Fatal(err)
	}
	plain := &catalog.Tool{Name: "slack_get_users"}
	annotated := &catalog.Tool{Name: "get_thing", Annotations: catalog.Annotations{Destructive: new(bool)}}
	sender := &catalog.Tool{Name: "slack_post_message"}
	for _, tt := range []struct {
		def    *catalog.Tool
		infer  bool
		action Action
		source string
	}{
		{plain, true, Allow, SourceInferred},
		{plain, false, Ask, SourceDefault},
		{sender, true, Ask, SourceDefault},
		{annotated, true, Allow, SourceAnnotation},
	} {
		v := e.Decide(Call{Tool: tt.def.Name, Def: tt.def}, Options{InferReadOnly: tt.infer})
		if v.Action != tt.action || v.Source != tt.source || (tt.source == SourceInferred) != v.ReadOnly {
			t.Errorf("%s infer=%v: %+v", tt.def.Name, tt.infer, v)
		}
		if tt.source == SourceInferred && !strings.Contains(v.Message, "inferred from the name") {
			t.Errorf("message %q", v.Message)
		}
	}
}

// TestLifts: an allow rule with "lifts: NAME" lifts the ask rule NAME
// of an earlier file for the calls it matches, and only for those; every
// other rule still counts.
func TestLifts(t *testing.T) {
	admin := rules.File{Name: "admin.rules", Data: []byte(`
rule: standup-posts
when: call.server == "slack" && call.tool == "slack_post_message"
      && call.input.?channel.orValue("") == "C-standup"
action: allow
message: the standup channel is the agent's
lifts: ask-before-sending

rule: slack-no-dms
when: call.server == "slack" && call.input.?channel.orValue("").startsWith("D")
action: deny
message: no direct messages

rule: slack-mentions-ask
when: call.server == "slack" && call.input.?text.orValue("").contains("@here")
action: ask
message: @here pings everyone
`)}
	e, err := NewEngine(append(rules.Default(), admin)...)
	if err != nil {
		t.Fatal(err)
	}
	post := func(in map[string]any) Call {
		return Call{Server: "slack", Tool: "slack_post_message", Input: in, Def: &catalog.Tool{Name: "slack_post_message"}}
	}
	tests := []struct {
		name   string
		call   Call
		action Action
		rule   string
		lifted []string
	}{
		{"the tool in the channel the rule names", post(map[string]any{"channel": "C-standup", "text": "done"}), Allow, "standup-posts", []string{"ask-before-sending"}},
		{"the same tool elsewhere still asks", post(map[string]any{"channel": "C-general", "text": "done"}), Ask, "ask-before-sending", nil},
		{"another sending tool still asks", Call{Server: "slack", Tool: "slack_reply_to_thread", Input: map[string]any{"channel": "C-standup"}, Def: &catalog.Tool{Name: "slack_reply_to_thread"}}, Ask, "ask-before-sending", nil},
		{"the admin's own ask still applies", post(map[string]any{"channel": "C-standup", "text": "@here done"}), Ask, "slack-mentions-ask", nil},
		{"the admin's deny still applies", Call{Server: "slack", Tool: "slack_post_message", Input: map[string]any{"channel": "D42"}}, Deny, "slack-no-dms", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := e.Decide(tt.call, Options{})
			if v.Action != tt.action || v.Rule != tt.rule || strings.Join(v.Lifted, ",") != strings.Join(tt.lifted, ",") {
				t.Fatalf("got %+v, want %v by %q lifting %q", v, tt.action, tt.rule, tt.lifted)
			}
			if tt.lifted != nil && !strings.Contains(v.Message, "(it lifts ask-before-sending for this call)") {
				t.Errorf("message %q does not say what it lifted", v.Message)
			}
		})
	}
	for _, r := range e.Rules() {
		if r.Name == "standup-posts" && strings.Join(r.Lifts, ",") != "ask-before-sending" {
			t.Errorf("Rules() lifts %q", r.Lifts)
		}
	}

	// Of two allow rules that match, the one that lifts decides.
	two := rules.File{Name: "two.rules", Data: []byte("rule: all-slack\nwhen: call.server == \"slack\"\naction: allow\n\n" +
		"rule: standup\nwhen: call.server == \"slack\"\naction: allow\nlifts: ask-before-sending\n")}
	e, err = NewEngine(append(rules.Default(), two)...)
	if err != nil {
		t.Fatal(err)
	}
	if v := e.Decide(post(map[string]any{}), Options{}); v.Action != Allow || v.Rule != "standup" {
		t.Errorf("got %+v, want allow by standup", v)
	}
	// Without lifts the default ask wins, as before.
	plain := rules.File{Name: "plain.rules", Data: []byte("rule: all-slack\nwhen: call.server == \"slack\"\naction: allow\n")}
	if e, err = NewEngine(append(rules.Default(), plain)...); err != nil {
		t.Fatal(err)
	}
	if v := e.Decide(post(map[string]any{}), Options{}); v.Action != Ask || v.Rule != "ask-before-sending" {
		t.Errorf("got %+v, want the default ask", v)
	}
}

func TestLiftsErrors(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{"not an allow rule", "rule: a\nwhen: true\naction: ask\nlifts: ask-before-sending\n", "x.rules:4:8: rule a: lifts: only an allow rule lifts other rules (this one is ask)"},
		{"no such rule", "rule: a\nwhen: true\naction: allow\nlifts: ask-before-sendin\n", `x.rules:4:8: rule a: lifts: no rule "ask-before-sendin" in an earlier file`},
		{"a deny rule", "rule: a\nwhen: true\naction: allow\nlifts: ask-before-sending, never-delete-default-branch\n", `x.rules:4:28: rule a: lifts: rule "never-delete-default-branch" is a deny rule; only ask rules can be lifted`},
		{"a rule of the same file", "rule: b\nwhen: true\naction: ask\n\nrule: a\nwhen: true\naction: allow\nlifts: b\n", `x.rules:8:8: rule a: lifts: no rule "b" in an earlier file`},
		{"empty", "rule: a\nwhen: true\naction: allow\nlifts:\n", "x.rules:4:7: rule a: lifts: name the rules it lifts"},
		{"a bad name", "rule: a\nwhen: true\naction: allow\nlifts: ok, b@d\n", `x.rules:4:12: rule a: bad rule name "b@d"`},
		{"twice", "rule: a\nwhen: true\naction: allow\nlifts: ask-before-sending\nlifts: ask-before-sending\n", "x.rules:5:1: rule a: lifts: given twice"},
		{"outside a rule", "lifts: ask-before-sending\n", "x.rules:1:1: lifts: outside a rule"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := NewEngine(append(rules.Default(), rules.File{Name: "x.rules", Data: []byte(tt.src)})...)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("err %v, want %q", err, tt.want)
			}
		})
	}
}
