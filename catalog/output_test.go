package catalog

import (
	"slices"
	"strings"
	"testing"
)

func TestSplitOutput(t *testing.T) {
	plain := mustSchema(t, `{"type":"object","properties":{"path":{"type":"string"},"flag":{"type":"boolean"}}}`)
	withText := mustSchema(t, `{"type":"object","properties":{"channel":{"type":"string"},"text":{"type":"string"}}}`)
	withJSON := mustSchema(t, `{"type":"object","properties":{"JSON":{"type":"boolean"}}}`)
	tests := []struct {
		name   string
		schema *Schema
		args   []string
		start  Output
		rest   []string
		out    Output
		err    string
	}{
		{"none", plain, []string{"path=f"}, OutputAuto, []string{"path=f"}, OutputAuto, ""},
		{"text first", plain, []string{"--text", "path=f"}, OutputAuto, []string{"path=f"}, OutputText, ""},
		{"json last", plain, []string{"path=f", "--json"}, OutputAuto, []string{"path=f"}, OutputJSON, ""},
		{"between a flag and a pair", plain, []string{"--flag", "--json", "path=f"}, OutputAuto, []string{"--flag", "path=f"}, OutputJSON, ""},
		{"with a JSON argument", plain, []string{`{"path":"f"}`, "--text"}, OutputAuto, []string{`{"path":"f"}`}, OutputText, ""},
		{"alone", plain, []string{"--json"}, OutputAuto, []string{}, OutputJSON, ""},
		{"twice the same", plain, []string{"--json", "--json"}, OutputAuto, []string{}, OutputJSON, ""},
		{"both", plain, []string{"--json", "--text"}, OutputAuto, nil, OutputJSON, "both --text and --json"},
		{"chosen before the name", plain, []string{"path=f"}, OutputText, []string{"path=f"}, OutputText, ""},
		{"before the name and after, the same", plain, []string{"--text"}, OutputText, []string{}, OutputText, ""},
		{"before the name and after, not the same", plain, []string{"--json"}, OutputText, nil, OutputText, "choose one output"},
		{"a value is not a flag", plain, []string{"path=--text"}, OutputAuto, []string{"path=--text"}, OutputAuto, ""},
		{"--text=x is a pair", plain, []string{"--text=x"}, OutputAuto, []string{"--text=x"}, OutputAuto, ""},
		{"a field named text keeps --text", withText, []string{"channel=c", "--text", "hi", "--json"}, OutputAuto, []string{"channel=c", "--text", "hi"}, OutputJSON, ""},
		{"a field JSON (any case) keeps --json", withJSON, []string{"--json", "--text"}, OutputAuto, []string{"--json"}, OutputText, ""},
		{"no schema", nil, []string{"--text", "a=1"}, OutputAuto, []string{"a=1"}, OutputText, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rest, out, err := SplitOutput(tt.args, tt.schema, tt.start)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("err %v, want %q", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(rest, tt.rest) || out != tt.out {
				t.Errorf("got %q %v, want %q %v", rest, out, tt.rest, tt.out)
			}
		})
	}
	// The words given are not changed.
	args := []string{"a=1", "--text", "b=2"}
	if _, _, err := SplitOutput(args, plain, OutputAuto); err != nil || !slices.Equal(args, []string{"a=1", "--text", "b=2"}) {
		t.Errorf("SplitOutput changed its argument: %q %v", args, err)
	}
}

func TestWrapsText(t *testing.T) {
	text := func(s ...string) []Content {
		var out []Content
		for _, x := range s {
			out = append(out, Content{Type: "text", Text: x})
		}
		return out
	}
	tests := []struct {
		name string
		res  *Result
		want bool
	}{
		{"server-filesystem", &Result{Content: text("a\nb\n"), Structured: map[string]any{"content": "a\nb\n"}}, true},
		{"a final newline on one side", &Result{Content: text("a\nb"), Structured: map[string]any{"content": "a\nb\n"}}, true},
		{"any field name", &Result{Content: text("x"), Structured: map[string]any{"result": "x"}}, true},
		{"two items joined", &Result{Content: text("one", "two"), Structured: map[string]any{"content": "one\ntwo"}}, true},
		{"a bare string", &Result{Content: text("x"), Structured: "x"}, true},
		{"with a resource link", &Result{Content: append(text("x"), Content{Type: "resource_link", URI: "u"}), Structured: map[string]any{"content": "x"}}, true},
		{"other text", &Result{Content: text("x"), Structured: map[string]any{"content": "y"}}, false},
		{"more fields", &Result{Content: text("x"), Structured: map[string]any{"content": "x", "n": 1}}, false},
		{"not a string", &Result{Content: text("1"), Structured: map[string]any{"content": 1}}, false},
		{"an array", &Result{Content: text("x"), Structured: []any{"x"}}, false},
		{"no text", &Result{Structured: map[string]any{"content": ""}}, false},
		{"an image beside", &Result{Content: append(text("x"), Content{Type: "image", Data: []byte{1}}), Structured: map[string]any{"content": "x"}}, false},
		{"no structured content", &Result{Content: text("x")}, false},
		{"nil", nil, false},
	}
	for _, tt := range tests {
		if got := WrapsText(tt.res); got != tt.want {
			t.Errorf("%s: WrapsText = %v, want %v", tt.name, got, tt.want)
		}
	}
}

func TestJoinText(t *testing.T) {
	for _, tt := range []struct {
		in   []string
		want string
	}{
		{nil, ""},
		{[]string{"a"}, "a"},
		{[]string{"a", "b"}, "a\nb"},
		{[]string{"a\n", "b"}, "a\nb"},
		{[]string{"", "b"}, "b"},
	} {
		if got := JoinText(tt.in); got != tt.want {
			t.Errorf("JoinText(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
