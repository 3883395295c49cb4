package catalog

import (
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestSignature(t *testing.T) {
	tests := []struct {
		name, schema string
		maxLen       int
		want         string
	}{
		{"get_pull", `{"type": "object", "properties": {"repo": {"type": "string"}, "number": {"type": "integer"}, "draft": {"type": "boolean"}}, "required": ["repo", "number"]}`, 0,
			"get-pull({ repo: string, number: integer, draft?: boolean })"},
		{"required_first", `{"properties": {"a": {"type": "string"}, "b": {"type": "number"}}, "required": ["b"]}`, 0,
			"required-first({ b: number, a?: string })"},
		{"whoami", `{}`, 0, "whoami({})"},
		{"whoami", ``, 0, "whoami({})"},
		{"broken", `{"type":`, 0, "broken({ ... })"},
		{"list", `{"type": "object", "properties": {"state": {"type": "string", "enum": ["open", "closed"]}, "labels": {"type": "array", "items": {"type": "string"}}}}`, 0,
			`list({ state?: "open" | "closed", labels?: string[] })`},
		{"long_enum", `{"properties": {"e": {"enum": ["a", "b", "c", "d", "e", "f", "g", "h"]}}}`, 0,
			`long-enum({ e?: "a" | "b" | "c" | "d" | "e" | "f" | … })`},
		{"nested", `{"properties": {"a": {"type": "object", "properties": {"b": {"type": "object", "properties": {"c": {"type": "object", "properties": {"d": {"type": "string"}}}}}}}}}`, 0,
			"nested({ a?: { b?: { c?: object } } })"},
		{"union", `{"properties": {"x": {"anyOf": [{"type": "string"}, {"type": "null"}]}, "y": {"type": ["integer", "null"]}, "z": {"oneOf": [{"type": "array", "items": {"anyOf": [{"type": "string"}, {"type": "integer"}]}}, {"const": 3}]}}}`, 0,
			"union({ x?: string | null, y?: integer | null, z?: (string | integer)[] | 3 })"},
		{"refs", `{"$ref": "#/$defs/in", "$defs": {"in": {"type": "object", "properties": {"p": {"$ref": "#/$defs/p"}}, "required": ["p"]}, "p": {"type": "object", "properties": {"id": {"type": "string"}}}}}`, 0,
			"refs({ p: { id?: string } })"},
		{"cycle", `{"properties": {"node": {"$ref": "#/definitions/node"}}, "definitions": {"node": {"type": "object", "properties": {"next": {"$ref": "#/definitions/node"}}}}}`, 0,
			"cycle({ node?: { next?: node } })"},
		{"no_type", `{"properties": {"v": {"description": "anything"}, "m": {"type": "object", "additionalProperties": {"type": "integer"}}, "t": {"type": "array", "items": [{"type": "string"}, {"type": "number"}]}}}`, 0,
			"no-type({ v?: any, m?: { [key: string]: integer }, t?: [string, number] })"},
		{"quoted_keys", `{"properties": {"a b": {"type": "string"}, "x-y": {"type": "string"}}}`, 0,
			`quoted-keys({ "a b"?: string, x-y?: string })`},
		{"cut", `{"properties": {"alpha": {"type": "string"}, "beta": {"type": "string"}, "gamma": {"type": "string"}}, "required": ["alpha"]}`, 40,
			"cut({ alpha: string, beta?: string, … })"},
		{"cut_hard", `{"properties": {"alpha": {"type": "string"}}}`, 10, "cut-hard(…"},
	}
	for _, tt := range tests {
		got := Signature(tt.name, json.RawMessage(tt.schema), tt.maxLen)
		if got != tt.want {
			t.Errorf("Signature(%s, %s)\n got %s\nwant %s", tt.name, tt.schema, got, tt.want)
		}
		if tt.maxLen > 0 && utf8.RuneCountInString(got) > tt.maxLen {
			t.Errorf("Signature(%s) has %d characters, more than %d", tt.name, utf8.RuneCountInString(got), tt.maxLen)
		}
	}
}

func TestExample(t *testing.T) {
	tests := []struct {
		schema, want string
	}{
		{`{"properties": {"repo": {"type": "string"}, "number": {"type": "integer"}, "draft": {"type": "boolean"}}, "required": ["repo", "number"]}`,
			"tools github get-pull repo=text number=1"},
		{`{"properties": {"q": {"type": "string"}}}`, "tools github get-pull"},
		{`{}`, "tools github get-pull"},
		{`{"properties": {"state": {"enum": ["open", "closed"]}, "n": {"type": "number"}, "ok": {"type": "boolean"}}, "required": ["state", "n", "ok"]}`,
			"tools github get-pull state=open n=1.5 ok=true"},
		{`{"properties": {"per_page": {"type": "number", "minimum": 5}, "url": {"type": "string", "format": "uri"}}, "required": ["per_page", "url"]}`,
			"tools github get-pull per_page=5 url=https://example.com"},
		{`{"properties": {"labels": {"type": "array", "items": {"type": "string"}}}, "required": ["labels"]}`,
			`tools github get-pull '{"labels": ["text"]}'`},
		{`{"properties": {"msg": {"type": "string", "enum": ["it's here"]}}, "required": ["msg"]}`,
			`tools github get-pull '{"msg": "it'\''s here"}'`},
		{`{"properties": {"v": {"type": ["string", "integer"], "enum": ["1"]}}, "required": ["v"]}`,
			`tools github get-pull '{"v": "1"}'`},
		{`{"properties": {"when": {"type": "string", "pattern": "^\\d+[hdw]$"}}, "required": ["when"]}`,
			"tools github get-pull when=1d"},
		{`{"properties": {"parent": {"type": "object", "properties": {"id": {"type": "string", "format": "uuid"}}, "required": ["id"]}}, "required": ["parent"]}`,
			`tools github get-pull '{"parent": {"id": "00000000-0000-4000-8000-000000000000"}}'`},
	}
	for _, tt := range tests {
		if got := Example("tools github get-pull", json.RawMessage(tt.schema)); got != tt.want {
			t.Errorf("Example(%s)\n got %s\nwant %s", tt.schema, got, tt.want)
		}
	}
}

func TestFirstSentence(t *testing.T) {
	tests := []struct {
		in   string
		max  int
		want string
	}{
		{"Get a pull request. Returns its fields.", 0, "Get a pull request."},
		{"Get details.\nUse this tool to...", 0, "Get details."},
		{"List issues\nError Responses:\n400: Bad request", 0, "List issues"},
		{"Search files, e.g. by name. More here.", 0, "Search files, e.g. by name."},
		{"Shows the changes\nin the working tree. Then more.", 0, "Shows the changes in the working tree."},
		{"First paragraph\n\nSecond", 0, "First paragraph"},
		{"  Trimmed text  ", 0, "Trimmed text"},
		{"", 10, ""},
		{"A rather long sentence that goes on and on", 20, "A rather long…"},
		{"Supercalifragilisticexpialidocious", 10, "Supercali…"},
		{"Version 1.5 is out. Next.", 0, "Version 1.5 is out."},
	}
	for _, tt := range tests {
		got := FirstSentence(tt.in, tt.max)
		if got != tt.want {
			t.Errorf("FirstSentence(%q, %d) = %q, want %q", tt.in, tt.max, got, tt.want)
		}
		if tt.max > 0 && utf8.RuneCountInString(got) > tt.max {
			t.Errorf("FirstSentence(%q, %d) too long: %q", tt.in, tt.max, got)
		}
	}
}

// TestSharedSignatures renders every shared tool's signature at a few
// bounds and checks that every example line validates against its
// schema.
func TestSharedSignatures(t *testing.T) {
	entries := loadShared(t)
	valid := 0
	var failed []string
	for _, e := range entries {
		for _, max := range []int{0, 30, 80, 200} {
			sig := Signature(e.Tool.Name, e.Tool.InputSchema, max)
			if max > 0 && utf8.RuneCountInString(sig) > max {
				t.Errorf("%s: signature longer than %d: %s", e.Canonical, max, sig)
			}
			if (max == 0 || max > len(e.Tool.Name)+8) && !strings.HasPrefix(sig, Display(e.Tool.Name)+"(") {
				t.Errorf("%s: signature %q does not start with the name", e.Canonical, sig)
			}
		}
		if sig := Signature(e.Tool.Name, e.Tool.InputSchema, 0); strings.Contains(sig, "{ ... }") {
			t.Errorf("%s: unreadable schema: %s", e.Canonical, sig)
		}
		line := Example(e.Command, e.Tool.InputSchema)
		in, err := exampleInput(t, e, line)
		if err == nil {
			var s *Schema
			if s, err = e.Schema(); err == nil {
				err = s.Validate(in)
			}
		}
		if err != nil {
			failed = append(failed, e.Canonical+": "+line+": "+err.Error())
			continue
		}
		valid++
	}
	t.Logf("%d of %d examples validate", valid, len(entries))
	for _, f := range failed {
		t.Logf("example does not validate: %s", f)
	}
	// All 335 validate today; allow a couple of regressions on catalog
	// updates, not more.
	if valid < len(entries)*99/100 {
		t.Errorf("only %d of %d examples validate", valid, len(entries))
	}
}
