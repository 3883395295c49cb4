package catalog

import (
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"
)

// fuzzSchemas seed the schema fuzzers.
var fuzzSchemas = []string{
	``, `{}`, `true`, `false`, `[]`, `null`, `{"type":`, draft07Pull, draft2020Refs, noSchema,
	`{"$ref": "#"}`, `{"$ref": "#/$defs/a", "$defs": {"a": {"$ref": "#/$defs/a"}}}`,
	`{"properties": {"a": {"$ref": "file:///etc/passwd"}}}`,
	`{"properties": {"a": {"type": ["string", 1, null]}, "b": {"enum": []}, "c": {"anyOf": []}}}`,
	`{"properties": {"a": {"type": "array", "items": [{"type": "array", "items": {"items": true}}]}}}`,
	`{"properties": {"p": {"pattern": "(?<=x)"}}, "patternProperties": {"[": {}}}`,
	`{"required": [1, "a", null], "properties": 5}`,
}

func FuzzSignature(f *testing.F) {
	for _, s := range fuzzSchemas {
		f.Add(s, "tool_name", 40)
	}
	f.Fuzz(func(t *testing.T, schema, name string, maxLen int) {
		if len(schema) > 1<<16 || len(name) > 1<<10 {
			return
		}
		maxLen %= 500
		sig := Signature(name, json.RawMessage(schema), maxLen)
		if maxLen > 0 && utf8.RuneCountInString(sig) > maxLen {
			t.Fatalf("Signature(%q, %d) = %q is longer than %d", schema, maxLen, sig, maxLen)
		}
		if maxLen <= 0 && !strings.HasPrefix(sig, Display(name)+"(") {
			t.Fatalf("Signature(%q) = %q does not start with the name", schema, sig)
		}
		line := Example("tools x y", json.RawMessage(schema))
		if !strings.HasPrefix(line, "tools x y") || strings.Contains(line, "\n") {
			t.Fatalf("Example(%q) = %q", schema, line)
		}
		_ = FirstSentence(schema, maxLen)
	})
}

func FuzzValidate(f *testing.F) {
	inputs := []string{`{}`, `{"repo": "a/b", "number": 1}`, `{"a": [1, {"b": null}], "titel": 1.5e300}`}
	for i, s := range fuzzSchemas {
		f.Add(s, inputs[i%len(inputs)], "dry-run")
	}
	f.Fuzz(func(t *testing.T, schema, input, key string) {
		if len(schema) > 1<<16 || len(input) > 1<<16 {
			return
		}
		s, err := CompileSchema("fuzz", json.RawMessage(schema))
		if err != nil {
			return
		}
		_ = s.Properties()
		_, _ = s.Property(key)
		var in map[string]any
		dec := json.NewDecoder(strings.NewReader(input))
		dec.UseNumber()
		if dec.Decode(&in) != nil {
			in = map[string]any{key: input}
		}
		err = s.Validate(in)
		if err != nil && err.Error() == "" {
			t.Fatal("empty error message")
		}
	})
}

func FuzzWords(f *testing.F) {
	for _, s := range []string{"listPullRequests", "HTTPServer", "API-get-user", "Créer un Problème", "a\xffb", "ÀBc", "x1Y2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		words := Words(s)
		for _, w := range words {
			if w == "" {
				t.Fatalf("Words(%q) has an empty word", s)
			}
			if strings.ContainsAny(w, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") || strings.ContainsAny(w, " -_.") {
				t.Fatalf("Words(%q) has %q", s, w)
			}
		}
		_ = Closest(s, []string{"list-pulls", "get-pull", s}, 3)
		ix := NewIndex([]*Entry{{Tool: &Tool{Name: s, Description: s}, Canonical: s}})
		if len(words) > 0 && len(ix.Search(s, 1)) != 1 {
			t.Fatalf("a tool is not found by its own name %q", s)
		}
	})
}
