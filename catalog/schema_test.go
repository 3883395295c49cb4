package catalog

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/toolsinshell/tis/toolerr"
)

const draft07Pull = `{
  "$schema": "http://json-schema.org/draft-07/schema#",
  "type": "object",
  "properties": {
    "repo": {"type": "string", "description": "owner/name"},
    "number": {"type": "integer", "minimum": 1},
    "state": {"type": "string", "enum": ["open", "closed"]},
    "draft": {"type": "boolean"},
    "labels": {"type": "array", "items": {"type": "string"}},
    "title": {"type": "string"},
    "meta": {"type": "object", "properties": {"name": {"type": "string"}}, "required": ["name"], "additionalProperties": false},
    "since": {"type": ["string", "null"]}
  },
  "required": ["repo", "number"],
  "additionalProperties": false
}`

const draft2020Refs = `{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "$ref": "#/$defs/input",
  "$defs": {
    "input": {
      "type": "object",
      "properties": {
        "page_id": {"type": "string"},
        "parent": {"$ref": "#/$defs/parent"},
        "dry_run": {"type": "boolean"},
        "mode": {"anyOf": [{"type": "string"}, {"type": "integer"}]}
      },
      "required": ["page_id"]
    },
    "parent": {
      "type": "object",
      "properties": {"database_id": {"type": "string", "format": "uuid"}},
      "required": ["database_id"]
    }
  }
}`

// noSchema has no $schema: it is read as 2020-12.
const noSchema = `{"type": "object", "properties": {"query": {"type": "string"}, "limit": {"type": "number"}}, "required": ["query"]}`

func mustCompile(t testing.TB, raw string) *Schema {
	t.Helper()
	s, err := CompileSchema("test", json.RawMessage(raw))
	if err != nil {
		t.Fatalf("CompileSchema(%s): %v", raw, err)
	}
	return s
}

func decodeInput(t testing.TB, text string) map[string]any {
	t.Helper()
	var in map[string]any
	dec := json.NewDecoder(strings.NewReader(text))
	dec.UseNumber()
	if err := dec.Decode(&in); err != nil {
		t.Fatalf("bad test input %s: %v", text, err)
	}
	return in
}

func TestCompileSchema(t *testing.T) {
	ok := []string{
		``, `null`, `{}`, `true`,
		`{"type": "object"}`,
		`{"properties": {"a": {"type": "string"}}}`, // no type: object
		draft07Pull, draft2020Refs, noSchema,
		`{"$schema": "http://example.com/my-meta", "type": "object"}`,                               // unknown draft: ignored
		`{"type": "object", "properties": {"h": {"type": "array", "items": [{"type": "string"}]}}}`, // draft-07 tuple without $schema
		`{"type": "object", "properties": {"a": {"type": "string", "pattern": "^(?!x).*$"}}}`,       // ECMAScript lookahead
		`{"$schema": "http://json-schema.org/draft-07/schema#", "definitions": {"a": {"type": "string"}}, "properties": {"a": {"$ref": "#/definitions/a"}}}`,
	}
	for _, raw := range ok {
		if _, err := CompileSchema("t", json.RawMessage(raw)); err != nil {
			t.Errorf("CompileSchema(%s): %v", raw, err)
		}
	}
	bad := []string{
		`[1]`, `"object"`, `{`, `{"type": 5}`, `{} {}`,
		`{"properties": {"a": {"$ref": "#/$defs/missing"}}}`,
		`{"properties": {"a": {"$ref": "http://example.com/schema.json"}}}`,
		strings.Repeat(`{"items":`, 300) + `{}` + strings.Repeat(`}`, 300),
	}
	for _, raw := range bad {
		if _, err := CompileSchema("t", json.RawMessage(raw)); err == nil {
			t.Errorf("CompileSchema(%.60s) compiled; want an error", raw)
		}
	}
}

// TestCompileRefusesFileRef checks that a reference to a file is refused
// without reading it: the file exists and holds a valid schema, and the
// compile still fails.
func TestCompileRefusesFileRef(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "s.json")
	if err := os.WriteFile(p, []byte(`{"type": "string"}`), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, ref := range []string{"file://" + filepath.ToSlash(p), "file:///etc/passwd", p, "s.json"} {
		raw, _ := json.Marshal(map[string]any{"type": "object", "properties": map[string]any{"x": map[string]any{"$ref": ref}}})
		if _, err := CompileSchema("t", raw); err == nil {
			t.Errorf("$ref %q compiled; it must be refused", ref)
		}
		raw, _ = json.Marshal(map[string]any{"$ref": ref})
		if _, err := CompileSchema("t", raw); err == nil {
			t.Errorf("top-level $ref %q compiled; it must be refused", ref)
		}
		raw, _ = json.Marshal(map[string]any{"$id": ref, "type": "object"})
		if s, err := CompileSchema("t", raw); err == nil {
			// An $id naming a file is only a name; nothing is read.
			if err := s.Validate(map[string]any{}); err != nil {
				t.Errorf("$id %q: %v", ref, err)
			}
		}
	}
}

func TestValidate(t *testing.T) {
	tests := []struct {
		name   string
		schema string
		input  string
		field  string   // "" with no wants means valid
		wants  []string // substrings of the message
	}{
		{"07 valid", draft07Pull, `{"repo": "a/b", "number": 42}`, "", nil},
		{"07 valid all", draft07Pull, `{"repo": "a/b", "number": 42, "state": "open", "draft": true, "labels": ["x"], "meta": {"name": "n"}, "since": null}`, "", nil},
		{"07 missing", draft07Pull, `{"number": 1}`, "/repo", []string{"missing required field: repo"}},
		{"07 missing two", draft07Pull, `{}`, "/number", []string{"missing required fields: number, repo"}},
		{"07 type", draft07Pull, `{"repo": "a/b", "number": "7"}`, "/number", []string{"at /number: got string, want integer"}},
		{"07 not integer", draft07Pull, `{"repo": "a/b", "number": 1.5}`, "/number", []string{"at /number: got number, want integer"}},
		{"07 minimum", draft07Pull, `{"repo": "a/b", "number": 0}`, "/number", []string{"at /number:", "minimum"}},
		{"07 enum", draft07Pull, `{"repo": "a/b", "number": 1, "state": "merged"}`, "/state", []string{"at /state:", `"open"`, `"closed"`}},
		{"07 array item", draft07Pull, `{"repo": "a/b", "number": 1, "labels": ["x", 2]}`, "/labels/1", []string{"at /labels/1: got number, want string"}},
		{"07 nested required", draft07Pull, `{"repo": "a/b", "number": 1, "meta": {}}`, "/meta/name", []string{"at /meta: missing required field: name"}},
		{"07 nested unknown", draft07Pull, `{"repo": "a/b", "number": 1, "meta": {"name": "n", "x": 1}}`, "/meta/x", []string{"at /meta: unknown field: x"}},
		{"07 nullable union", draft07Pull, `{"repo": "a/b", "number": 1, "since": 5}`, "/since", []string{"at /since: got number, want null or string"}},
		{"07 typo", draft07Pull, `{"repo": "a/b", "number": 1, "titel": "x"}`, "/titel", []string{"unknown field: titel (did you mean title?)"}},
		{"07 all at once", draft07Pull, `{"number": "x", "titel": "t"}`, "/number", []string{"at /number: got string, want integer; unknown field: titel (did you mean title?); missing required field: repo"}},
		{"2020 ref valid", draft2020Refs, `{"page_id": "p", "parent": {"database_id": "00000000-0000-4000-8000-000000000000"}}`, "", nil},
		{"2020 ref missing", draft2020Refs, `{"parent": {"database_id": "x"}}`, "/page_id", []string{"missing required field: page_id"}},
		{"2020 ref nested", draft2020Refs, `{"page_id": "p", "parent": {}}`, "/parent/database_id", []string{"at /parent: missing required field: database_id"}},
		{"2020 ref nested type", draft2020Refs, `{"page_id": "p", "parent": {"database_id": 5}}`, "/parent/database_id", []string{"at /parent/database_id: got number, want string"}},
		{"2020 anyOf", draft2020Refs, `{"page_id": "p", "mode": true}`, "/mode", []string{"at /mode: got boolean, want string or integer"}},
		{"2020 unknown without additionalProperties", draft2020Refs, `{"page_id": "p", "dry-run": true}`, "/dry-run", []string{"unknown field: dry-run (did you mean dry_run?)"}},
		{"2020 format not asserted", draft2020Refs, `{"page_id": "p", "parent": {"database_id": "not-a-uuid"}}`, "", nil},
		{"no schema keyword", noSchema, `{"query": "q", "limit": 2.5}`, "", nil},
		{"no schema keyword type", noSchema, `{"query": 1}`, "/query", []string{"at /query: got number, want string"}},
		{"empty schema takes no fields", `{}`, `{"x": 1}`, "/x", []string{"unknown field: x (this tool takes no fields)"}},
		{"empty schema empty input", `{}`, `{}`, "", nil},
		{"extra allowed", `{"type": "object", "properties": {"a": {"type": "string"}}, "additionalProperties": true}`, `{"a": "x", "zzz": 1}`, "", nil},
		{"extra schema", `{"type": "object", "properties": {"a": {"type": "string"}}, "additionalProperties": {"type": "integer"}}`, `{"b": "x"}`, "/b", []string{"at /b: got string, want integer"}},
		{"pattern properties", `{"type": "object", "patternProperties": {"^x-": {"type": "string"}}}`, `{"x-a": "v", "other": 1}`, "", nil},
		{"unknown no suggestion", `{"type": "object", "properties": {"repository": {"type": "string"}}}`, `{"zz": 1}`, "/zz", []string{"unknown field: zz"}},
		{"pointer escaping", `{"type": "object", "properties": {"a/b": {"type": "string"}}}`, `{"a/b": 1}`, "/a~1b", []string{"at /a~1b: got number, want string"}},
		{"allOf fields are known", `{"allOf": [{"type": "object", "properties": {"a": {"type": "string"}}, "required": ["a"]}, {"properties": {"b": {"type": "integer"}}}]}`, `{"a": "x", "b": 1}`, "", nil},
		{"allOf required", `{"allOf": [{"type": "object", "properties": {"a": {"type": "string"}}, "required": ["a"]}]}`, `{}`, "/a", []string{"missing required field: a"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := mustCompile(t, tt.schema)
			err := s.Validate(decodeInput(t, tt.input))
			if len(tt.wants) == 0 {
				if err != nil {
					t.Fatalf("Validate(%s) = %v, want nil", tt.input, err)
				}
				return
			}
			var ie *toolerr.InvalidInputError
			if !errors.As(err, &ie) {
				t.Fatalf("Validate(%s) = %v (%T), want *toolerr.InvalidInputError", tt.input, err, err)
			}
			if ie.Field != tt.field {
				t.Errorf("Field = %q, want %q (message %q)", ie.Field, tt.field, ie.Error())
			}
			for _, w := range tt.wants {
				if !strings.Contains(ie.Error(), w) {
					t.Errorf("message %q does not contain %q", ie.Error(), w)
				}
			}
		})
	}
}

func TestValidateGoValues(t *testing.T) {
	s := mustCompile(t, draft07Pull)
	// Values as a caller may build them: float64 from encoding/json, ints.
	if err := s.Validate(map[string]any{"repo": "a/b", "number": float64(3)}); err != nil {
		t.Errorf("float64 integer: %v", err)
	}
	if err := s.Validate(map[string]any{"repo": "a/b", "number": 3}); err != nil {
		t.Errorf("int: %v", err)
	}
	if err := s.Validate(nil); err == nil {
		t.Error("nil input passed a schema with required fields")
	}
	// A value of a type JSON does not have is an error, not a panic.
	if err := s.Validate(map[string]any{"repo": struct{}{}, "number": 1}); err == nil {
		t.Error("struct value passed")
	}
	var nilSchema *Schema
	if err := nilSchema.Validate(map[string]any{"a": 1}); err != nil {
		t.Errorf("nil schema: %v", err)
	}
}

func TestValidateManyProblems(t *testing.T) {
	s := mustCompile(t, `{"type": "object", "properties": {"a": {"type": "string"}}}`)
	in := map[string]any{}
	for _, k := range []string{"k1", "k2", "k3", "k4", "k5", "k6", "k7"} {
		in[k] = 1
	}
	err := s.Validate(in)
	if err == nil || !strings.Contains(err.Error(), "and 2 more") || strings.Count(err.Error(), "unknown field") != 5 {
		t.Errorf("Validate = %v, want 5 problems and 2 more", err)
	}
}

func TestProperties(t *testing.T) {
	s := mustCompile(t, draft07Pull)
	var names []string
	for _, p := range s.Properties() {
		names = append(names, p.Name)
	}
	if want := []string{"repo", "number", "state", "draft", "labels", "title", "meta", "since"}; !slices.Equal(names, want) {
		t.Errorf("Properties order = %q, want %q", names, want)
	}
	p, ok := s.Property("state")
	if !ok || !slices.Equal(p.Types, []string{"string"}) || len(p.Enum) != 2 || p.Required {
		t.Errorf("Property(state) = %+v, %v", p, ok)
	}
	if p, _ := s.Property("repo"); !p.Required || p.Description != "owner/name" {
		t.Errorf("Property(repo) = %+v", p)
	}
	if p, _ := s.Property("since"); !slices.Equal(p.Types, []string{"string", "null"}) {
		t.Errorf("Property(since).Types = %q", p.Types)
	}
	if s.AllowsExtra() {
		t.Error("AllowsExtra with additionalProperties false")
	}

	r := mustCompile(t, draft2020Refs)
	names = nil
	for _, p := range r.Properties() {
		names = append(names, p.Name)
	}
	if want := []string{"page_id", "parent", "dry_run", "mode"}; !slices.Equal(names, want) {
		t.Errorf("Properties through $ref = %q, want %q", names, want)
	}
	if p, _ := r.Property("parent"); !slices.Equal(p.Types, []string{"object"}) {
		t.Errorf("Property(parent).Types = %q", p.Types)
	}
	if p, _ := r.Property("mode"); !slices.Equal(p.Types, []string{"string", "integer"}) {
		t.Errorf("Property(mode).Types = %q", p.Types)
	}
	if p, _ := r.Property("page_id"); !p.Required {
		t.Error("page_id not required")
	}
	if mustCompile(t, `{}`).Properties() != nil {
		t.Error("{} has properties")
	}
	if !mustCompile(t, `{"additionalProperties": {}}`).AllowsExtra() {
		t.Error("additionalProperties {} does not allow extra")
	}
	if !mustCompile(t, `{"patternProperties": {"^x": {}}}`).AllowsExtra() {
		t.Error("patternProperties does not allow extra")
	}
}

func TestPropertyMatch(t *testing.T) {
	s := mustCompile(t, `{"type": "object", "properties": {
		"dry_run": {"type": "boolean"}, "pageSize": {"type": "integer"}, "Name": {"type": "string"}, "name": {"type": "string"},
		"full-name": {"type": "string"}, "fullName": {"type": "string"}}}`)
	tests := []struct {
		key, want string
		ok        bool
	}{
		{"dry_run", "dry_run", true},
		{"dry-run", "dry_run", true},
		{"DRY_RUN", "dry_run", true},
		{"dryRun", "dry_run", true},
		{"page-size", "pageSize", true},
		{"page_size", "pageSize", true},
		{"PAGESIZE", "pageSize", true},
		{"name", "name", true},           // exact spelling wins
		{"Name", "Name", true},           // exact spelling wins
		{"NAME", "", false},              // two fields fold to it
		{"full_name", "full-name", true}, // "-" and "_" alike beats ignoring word breaks
		{"fullname", "fullName", true},   // case only
		{"FULL_NAME", "full-name", true},
		{"ful-lname", "", false}, // folds to both
		{"nope", "", false},
		{"", "", false},
	}
	for _, tt := range tests {
		p, ok := s.Property(tt.key)
		if ok != tt.ok || p.Name != tt.want {
			t.Errorf("Property(%q) = %q, %v; want %q, %v", tt.key, p.Name, ok, tt.want, tt.ok)
		}
	}
}

// TestSharedSchemasCompile compiles every tool schema of the shared
// catalogs and checks the unknown-field check on each.
func TestSharedSchemasCompile(t *testing.T) {
	entries := loadShared(t)
	if len(entries) < 300 {
		t.Fatalf("only %d shared tools", len(entries))
	}
	for _, e := range entries {
		s, err := e.Schema()
		if err != nil {
			t.Errorf("%s: %v", e.Canonical, err)
			continue
		}
		err = s.Validate(map[string]any{"zz_not_a_field": 1})
		if s.AllowsExtra() {
			continue
		}
		var ie *toolerr.InvalidInputError
		if !errors.As(err, &ie) || !strings.Contains(err.Error(), "unknown field: zz_not_a_field") {
			t.Errorf("%s: unknown field not reported: %v", e.Canonical, err)
		}
	}
	t.Logf("%d schemas compiled", len(entries))
}
