package store

import (
	"encoding/json"
	"math"
	"reflect"
	"strings"
	"testing"
)

var canonicalTests = []struct {
	name string
	in   string
	want string // "" means an error
}{
	{"sorted keys", `{"b":1,"a":2}`, `{"a":2,"b":1}`},
	{"nested and whitespace", " {\n \"z\" : [ 1 , {\"y\":null,\"x\":true} ], \"a\":{} }\t", `{"a":{},"z":[1,{"x":true,"y":null}]}`},
	{"numbers as written", `{"n":1.0,"m":1e3,"big":123456789012345678901234567890}`, `{"big":123456789012345678901234567890,"m":1e3,"n":1.0}`},
	{"no html escaping", `{"s":"<a&b>"}`, `{"s":"<a&b>"}`},
	{"escapes normalized", `{"s":"\u0041\n\u00e9"}`, `{"s":"A\né"}`},
	{"unicode key order by bytes", `{"é":1,"z":2,"A":3}`, `{"A":3,"z":2,"é":1}`},
	{"duplicate key last wins", `{"a":1,"a":2}`, `{"a":2}`},
	{"scalar", `"x"`, `"x"`},
	{"empty array", `[ ]`, `[]`},
	{"false", `false`, `false`},
	{"empty input", ``, ``},
	{"invalid", `{"a":}`, ``},
	{"text after value", `{} {}`, ``},
	{"trailing garbage", `{}x`, ``},
}

func TestCanonicalizeJSON(t *testing.T) {
	for _, tt := range canonicalTests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := CanonicalizeJSON([]byte(tt.in))
			if tt.want == "" {
				if err == nil {
					t.Fatalf("CanonicalizeJSON(%q) = %q, want an error", tt.in, got)
				}
				return
			}
			if err != nil {
				t.Fatalf("CanonicalizeJSON(%q): %v", tt.in, err)
			}
			if got != tt.want {
				t.Errorf("CanonicalizeJSON(%q) = %s, want %s", tt.in, got, tt.want)
			}
		})
	}
}

func TestCanonicalJSON(t *testing.T) {
	tests := []struct {
		name string
		in   any
		want string // "" means an error
	}{
		{"map", map[string]any{"repo": "tis", "branch": "fix-x"}, `{"branch":"fix-x","repo":"tis"}`},
		{"struct", struct {
			Z int    `json:"z"`
			A string `json:"a"`
		}{1, "&"}, `{"a":"&","z":1}`},
		{"json.Number kept", map[string]any{"n": json.Number("1.50")}, `{"n":1.50}`},
		{"raw message", json.RawMessage(`{"b": 1, "a": [2]}`), `{"a":[2],"b":1}`},
		{"nil", nil, `null`},
		{"string", "a\tb", `"a\tb"`},
		{"unsupported", map[string]any{"f": func() {}}, ``},
		{"NaN", math.NaN(), ``},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := CanonicalJSON(tt.in)
			if tt.want == "" {
				if err == nil {
					t.Fatalf("CanonicalJSON = %q, want an error", got)
				}
				return
			}
			if err != nil {
				t.Fatalf("CanonicalJSON: %v", err)
			}
			if got != tt.want {
				t.Errorf("CanonicalJSON = %s, want %s", got, tt.want)
			}
		})
	}
}

// FuzzCanonicalizeJSON checks that canonical JSON is valid JSON, is its own
// canonical form, and means what the input meant.
func FuzzCanonicalizeJSON(f *testing.F) {
	for _, tt := range canonicalTests {
		f.Add(tt.in)
	}
	f.Fuzz(func(t *testing.T, in string) {
		got, err := CanonicalizeJSON([]byte(in))
		if err != nil {
			return
		}
		again, err := CanonicalizeJSON([]byte(got))
		if err != nil {
			t.Fatalf("canonical form %q does not parse: %v", got, err)
		}
		if again != got {
			t.Fatalf("not idempotent: %q -> %q -> %q", in, got, again)
		}
		// Same meaning: the same values, numbers compared as written.
		a, err := decodeNumbers(in)
		if err != nil {
			t.Fatalf("input accepted by CanonicalizeJSON but not by the decoder: %v", err)
		}
		b, err := decodeNumbers(got)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(a, b) {
			t.Fatalf("meaning changed: %q -> %q", in, got)
		}
	})
}

func decodeNumbers(s string) (any, error) {
	dec := json.NewDecoder(strings.NewReader(s))
	dec.UseNumber()
	var v any
	err := dec.Decode(&v)
	return v, err
}
