package catalog

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/toolsinshell/tis/toolerr"
)

const pullSchema = `{"type":"object","properties":{
  "repo":{"type":"string"},
  "number":{"type":"integer"},
  "draft":{"type":"boolean"},
  "labels":{"type":"array","items":{"type":"string"}},
  "dry_run":{"type":"boolean"},
  "perPage":{"type":"integer"},
  "title":{"type":["string","null"]},
  "meta":{}
},"required":["repo"]}`

func mustSchema(t testing.TB, raw string) *Schema {
	t.Helper()
	s, err := CompileSchema("test", json.RawMessage(raw))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestParseInput(t *testing.T) {
	schema := mustSchema(t, pullSchema)
	tests := []struct {
		name  string
		args  []string
		stdin string
		want  string // the input as JSON, or "" when an error is expected
		err   string
	}{
		{"JSON argument", []string{`{"repo":"a/b","number":42}`}, "", `{"number":42,"repo":"a/b"}`, ""},
		{"pairs typed by schema", []string{"repo=42", "number=7"}, "", `{"number":7,"repo":"42"}`, ""},
		{"pairs merge over JSON", []string{`{"repo":"a/b","number":1}`, "number=2"}, "", `{"number":2,"repo":"a/b"}`, ""},
		{"stdin when nothing else", nil, `{"repo":"a/b"}`, `{"repo":"a/b"}`, ""},
		{"empty stdin is {}", nil, "  \n", `{}`, ""},
		{"pairs do not read stdin", []string{"repo=x"}, `{"number":5}`, `{"repo":"x"}`, ""},
		{"dash reads stdin under pairs", []string{"-", "number=9"}, `{"repo":"s","number":5}`, `{"number":9,"repo":"s"}`, ""},
		{"--key value", []string{"--repo", "a/b", "--number", "3"}, "", `{"number":3,"repo":"a/b"}`, ""},
		{"--key=value", []string{"--repo=a/b"}, "", `{"repo":"a/b"}`, ""},
		{"bare flag is true", []string{"--draft", "repo=x"}, "", `{"draft":true,"repo":"x"}`, ""},
		{"boolean takes true/false only", []string{"--draft", "false", "repo=x"}, "", `{"draft":false,"repo":"x"}`, ""},
		{"boolean leaves other words", []string{"--draft", "repo=x"}, "", `{"draft":true,"repo":"x"}`, ""},
		{"flag at the end", []string{"repo=x", "--draft"}, "", `{"draft":true,"repo":"x"}`, ""},
		{"kebab names snake", []string{"--dry-run", "repo=x"}, "", `{"dry_run":true,"repo":"x"}`, ""},
		{"kebab names camel", []string{"--per-page", "20", "repo=x"}, "", `{"perPage":20,"repo":"x"}`, ""},
		{"array value", []string{"repo=x", `labels=["a","b"]`}, "", `{"labels":["a","b"],"repo":"x"}`, ""},
		{"not JSON stays text", []string{"repo=x", "meta=hello world"}, "", `{"meta":"hello world","repo":"x"}`, ""},
		{"JSON in untyped field", []string{"repo=x", "meta=12"}, "", `{"meta":12,"repo":"x"}`, ""},
		{"string-or-null keeps text", []string{"repo=x", "title=null"}, "", `{"repo":"x","title":"null"}`, ""},
		{"value with equals", []string{"repo=a=b"}, "", `{"repo":"a=b"}`, ""},
		{"quote inside value", []string{"repo=it's"}, "", `{"repo":"it's"}`, ""},
		{"big number kept", []string{"repo=x", "number=12345678901234567890"}, "", `{"number":12345678901234567890,"repo":"x"}`, ""},
		{"unknown pair kept for the check", []string{"repo=x", "titel=y"}, "", `{"repo":"x","titel":"y"}`, ""},
		{"not an object", []string{`[1,2]`}, "", "", "is not a JSON object (got an array)"},
		{"bad JSON", []string{`{"repo":`}, "", "", "is not valid JSON"},
		{"two JSON values", []string{`{"repo":"x"} {}`}, "", "", "more than one JSON value"},
		{"stdin not an object", nil, `"x"`, "", "stdin is not a JSON object"},
		{"two JSON arguments", []string{`{}`, `{}`}, "", "", "more than one JSON argument"},
		{"JSON and dash", []string{`{}`, "-"}, `{}`, "", "give the input once"},
		{"stray word", []string{"repo=x", "oops"}, "", "", `unexpected argument "oops"`},
		{"key=@file of a string field", []string{"repo=@repo.txt"}, "", `{"repo":"a/b\n"}`, ""},
		{"key=@file of a JSON field", []string{"repo=x", "labels=@labels.json"}, "", `{"labels":["bug","p1"],"repo":"x"}`, ""},
		{"key=@file of a number field", []string{"repo=x", "number=@num.json"}, "", `{"number":7,"repo":"x"}`, ""},
		{"--key @file", []string{"--repo", "@repo.txt"}, "", `{"repo":"a/b\n"}`, ""},
		{"--key=@file", []string{"--repo=@repo.txt"}, "", `{"repo":"a/b\n"}`, ""},
		{"@file is the whole input", []string{"@input.json"}, "", `{"number":3,"repo":"a/b"}`, ""},
		{"pairs merge over @file", []string{"@input.json", "number=4"}, "", `{"number":4,"repo":"a/b"}`, ""},
		{"@@ is a literal @", []string{"repo=@@alice"}, "", `{"repo":"@alice"}`, ""},
		{"unknown key=@file is text", []string{"repo=x", "body=@labels.json"}, "", `{"body":"[\"bug\", \"p1\"]","repo":"x"}`, ""},
		{"missing file", []string{"repo=@nope.txt"}, "", "", `"repo=@nope.txt": cannot read the file nope.txt: No such file or directory (write @@ for a value that starts with @)`},
		{"missing input file", []string{"@nope.json"}, "", "", `"@nope.json": cannot read the file nope.json: No such file or directory`},
		{"@ alone", []string{"repo=@"}, "", "", "@ names no file"},
		{"@file not JSON for a JSON field", []string{"repo=x", "labels=@repo.txt"}, "", "", "the file repo.txt is not one JSON value"},
		{"@file not an object", []string{"@labels.json"}, "", "", "the file labels.json is not a JSON object (got an array)"},
		{"@file and JSON", []string{"@input.json", `{}`}, "", "", "more than one JSON argument"},
		{"@file not UTF-8", []string{"repo=@bin"}, "", "", "the file bin is not UTF-8 text"},
	}
	files := map[string]string{"repo.txt": "a/b\n", "labels.json": `["bug", "p1"]`, "num.json": "7\n",
		"input.json": `{"repo":"a/b","number":3}`, "bin": "\xff\xfe"}
	read := func(name string) ([]byte, error) {
		if d, ok := files[name]; ok {
			return []byte(d), nil
		}
		return nil, errors.New("No such file or directory")
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ParseInput(tt.args, InputFrom{Stdin: strings.NewReader(tt.stdin), StdinGiven: true, Files: read}, schema)
			if tt.err != "" {
				var ie *toolerr.InvalidInputError
				if !errors.As(err, &ie) || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("err %v, want invalid_input with %q", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			b, _ := json.Marshal(got)
			if string(b) != tt.want {
				t.Errorf("got %s, want %s", b, tt.want)
			}
		})
	}
}

// TestParseInputInheritedStdin: a call with neither a JSON argument nor a
// pair reads stdin only when stdin was given to it; "-" reads it always.
func TestParseInputInheritedStdin(t *testing.T) {
	schema := mustSchema(t, pullSchema)
	for _, tc := range []struct {
		args  []string
		given bool
		want  string
	}{
		{nil, true, `{"repo":"a/b"}`},
		{nil, false, `{}`},
		{[]string{"-"}, false, `{"repo":"a/b"}`},
		{[]string{"-", "number=2"}, false, `{"number":2,"repo":"a/b"}`},
		{[]string{"repo=x"}, true, `{"repo":"x"}`},
	} {
		got, err := ParseInput(tc.args, InputFrom{Stdin: strings.NewReader(`{"repo":"a/b"}`), StdinGiven: tc.given}, schema)
		if err != nil {
			t.Fatal(err)
		}
		if b, _ := json.Marshal(got); string(b) != tc.want {
			t.Errorf("%q given=%v: %s, want %s", tc.args, tc.given, b, tc.want)
		}
	}
}

// FuzzParseInput feeds arbitrary arguments and stdin: no panic, and a
// success is always one JSON object.
func FuzzParseInput(f *testing.F) {
	for _, s := range []string{"repo=a number=1", `{"repo":"x"}`, "--draft --per-page 3", "- labels=[1]", "--=", "=x", "--"} {
		f.Add(s, `{"repo":"s"}`)
	}
	schema := mustSchema(f, pullSchema)
	f.Fuzz(func(t *testing.T, args, stdin string) {
		got, err := ParseInput(strings.Fields(args), InputFrom{Stdin: strings.NewReader(stdin), StdinGiven: len(stdin)%2 == 0,
			Files: func(name string) ([]byte, error) { return []byte(name), nil }}, schema)
		if err != nil {
			var coded toolerr.Coded
			if !errors.As(err, &coded) || coded.Code() != toolerr.CodeInvalidInput {
				t.Fatalf("error %v is not invalid_input", err)
			}
			return
		}
		if got == nil {
			t.Fatal("nil input without an error")
		}
		if _, err := json.Marshal(got); err != nil {
			t.Fatalf("input does not marshal: %v", err)
		}
	})
}
