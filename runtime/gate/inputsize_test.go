package gate

import (
	"encoding/json"
	"testing"
)

// jsonSize must agree with json.Marshal on every value a parsed input
// holds.
func TestJSONSize(t *testing.T) {
	for _, v := range []any{
		nil, true, false, "", "a", "<&>", "\"\\\n\r\t\b\f\x00\x1f\x7f", "é✓😀", "\xff\xfe", "\u2028\u2029",
		1.0, 1e21, 1e-7, -0.5, 123456789.0, json.Number("12.50"),
		map[string]any{}, []any{}, map[string]any{"a<": []any{1.0, "x", nil, map[string]any{"k": false}}, "b": "c"},
		[]any{[]any{}, map[string]any{"": ""}}, 42, int64(-7), []string{"a", "b"},
	} {
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		if got := jsonSize(v); got != len(b) {
			t.Errorf("jsonSize(%#v) = %d, json.Marshal gives %d (%s)", v, got, len(b), b)
		}
	}
}

func FuzzJSONSize(f *testing.F) {
	for _, s := range []string{`{"a":"b"}`, `["<\u2028>",1.5e300,null]`, `"\ud800"`, `{"x":{"y":[true,false]}}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		// As a string value, and as a decoded document.
		for _, v := range []any{string(data), decoded(data)} {
			b, err := json.Marshal(v)
			if err != nil {
				continue
			}
			if got := jsonSize(v); got != len(b) {
				t.Fatalf("jsonSize(%#v) = %d, json.Marshal gives %d", v, got, len(b))
			}
		}
	})
}

func decoded(data []byte) any {
	var v any
	if json.Unmarshal(data, &v) != nil {
		return nil
	}
	return v
}
