package gotools

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"sync"
	"testing"

	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/toolerr"
)

type simpleIn struct {
	Repo   string `json:"repo" jsonschema:"description=Repository as owner/name"`
	Number int    `json:"number"`
	Draft  bool   `json:"draft,omitempty" jsonschema_description:"Only drafts"`
}

type nestedIn struct {
	Filter struct {
		Labels []string `json:"labels,omitempty"`
		Author string   `json:"author"`
	} `json:"filter"`
	Tags  []string `json:"tags,omitempty"`
	State string   `json:"state,omitempty" jsonschema:"enum=open,enum=closed"`
	Limit int      `json:"limit,omitempty" jsonschema:"minimum=1,maximum=100,default=30"`
}

type emptyIn struct{}

func schemaOf(t *testing.T, tool *Tool) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(tool.Def().InputSchema, &m); err != nil {
		t.Fatalf("schema is not JSON: %v", err)
	}
	return m
}

func noop[In any](context.Context, In) (string, error) { return "", nil }

func TestSchema(t *testing.T) {
	tests := []struct {
		name string
		tool *Tool
		want string
	}{
		{
			name: "simple",
			tool: Func("t", "d", noop[simpleIn]),
			want: `{"additionalProperties":false,"properties":{"draft":{"description":"Only drafts","type":"boolean"},"number":{"type":"integer"},"repo":{"description":"Repository as owner/name","type":"string"}},"required":["repo","number"],"type":"object"}`,
		},
		{
			name: "pointer",
			tool: Func("t", "d", noop[*simpleIn]),
			want: `{"additionalProperties":false,"properties":{"draft":{"description":"Only drafts","type":"boolean"},"number":{"type":"integer"},"repo":{"description":"Repository as owner/name","type":"string"}},"required":["repo","number"],"type":"object"}`,
		},
		{
			name: "nested, slices, enum",
			tool: Func("t", "d", noop[nestedIn]),
			want: `{"additionalProperties":false,"properties":{"filter":{"additionalProperties":false,"properties":{"author":{"type":"string"},"labels":{"items":{"type":"string"},"type":"array"}},"required":["author"],"type":"object"},"limit":{"default":30,"maximum":100,"minimum":1,"type":"integer"},"state":{"enum":["open","closed"],"type":"string"},"tags":{"items":{"type":"string"},"type":"array"}},"required":["filter"],"type":"object"}`,
		},
		{
			name: "empty",
			tool: Func("t", "d", noop[emptyIn]),
			want: `{"additionalProperties":false,"properties":{},"type":"object"}`,
		},
		{
			name: "map",
			tool: Func("t", "d", noop[map[string]any]),
			want: `{"type":"object"}`,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := schemaOf(t, tt.tool)
			var want map[string]any
			if err := json.Unmarshal([]byte(tt.want), &want); err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, want) {
				g, _ := json.Marshal(got)
				t.Errorf("schema\n got %s\nwant %s", g, tt.want)
			}
			for _, k := range []string{"$schema", "$id", "$ref", "$defs"} {
				if _, ok := got[k]; ok {
					t.Errorf("schema has %s", k)
				}
			}
		})
	}
}

func TestSchemaOrderFollowsFields(t *testing.T) {
	raw, err := SchemaFor[simpleIn]()
	if err != nil {
		t.Fatal(err)
	}
	s := string(raw)
	if !(strings.Index(s, `"repo"`) < strings.Index(s, `"number"`) && strings.Index(s, `"number"`) < strings.Index(s, `"draft"`)) {
		t.Errorf("properties not in field order: %s", s)
	}
}

func TestSchemaForRefusesNonObjects(t *testing.T) {
	for _, f := range []func() (json.RawMessage, error){SchemaFor[int], SchemaFor[[]string], SchemaFor[map[int]string], SchemaFor[string]} {
		if _, err := f(); err == nil {
			t.Errorf("no error")
		}
	}
	defer func() {
		if recover() == nil {
			t.Error("Func with an int input did not panic at construction")
		}
	}()
	Func("bad", "", noop[int])
}

func TestOptions(t *testing.T) {
	tr, fa := true, false
	tests := []struct {
		name string
		opts []Option
		want catalog.Annotations
		dir  bool
	}{
		{"none", nil, catalog.Annotations{}, false},
		{"read-only", []Option{ReadOnly()}, catalog.Annotations{ReadOnly: &tr}, false},
		{"destructive", []Option{Destructive()}, catalog.Annotations{ReadOnly: &fa, Destructive: &tr}, false},
		{"read-only then destructive", []Option{ReadOnly(), Destructive()}, catalog.Annotations{ReadOnly: &fa, Destructive: &tr}, false},
		{"idempotent open world", []Option{Idempotent(), OpenWorld()}, catalog.Annotations{Idempotent: &tr, OpenWorld: &tr}, false},
		{"title direct", []Option{Title("Get it"), Direct()}, catalog.Annotations{Title: "Get it"}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := Func("t", "d", noop[emptyIn], tt.opts...).Def()
			if !reflect.DeepEqual(d.Annotations, tt.want) {
				g, _ := json.Marshal(d.Annotations)
				w, _ := json.Marshal(tt.want)
				t.Errorf("annotations %s, want %s", g, w)
			}
			if d.Direct != tt.dir {
				t.Errorf("Direct = %v", d.Direct)
			}
			if d.Title != tt.want.Title {
				t.Errorf("Title = %q", d.Title)
			}
		})
	}
}

type point struct {
	X int    `json:"x"`
	Y int    `json:"y"`
	L string `json:"label,omitempty"`
}

func TestCall(t *testing.T) {
	ctx := context.Background()
	preset := &catalog.Result{Content: []catalog.Content{{Type: "image", Data: []byte{1}, MIMEType: "image/png"}}}
	tests := []struct {
		name     string
		tool     *Tool
		input    map[string]any
		wantText string
		wantErr  bool // IsError
		wantStr  any  // Structured, nil when none
		wantCode string
		wantRes  *catalog.Result
	}{
		{
			name: "string out",
			tool: Func("t", "", func(_ context.Context, in simpleIn) (string, error) {
				return fmt.Sprintf("%s#%d %v", in.Repo, in.Number, in.Draft), nil
			}),
			input:    map[string]any{"repo": "a/b", "number": float64(7), "draft": true},
			wantText: "a/b#7 true",
		},
		{
			name: "json.Number input",
			tool: Func("t", "", func(_ context.Context, in simpleIn) (string, error) {
				return fmt.Sprint(in.Number), nil
			}),
			input:    map[string]any{"repo": "a/b", "number": json.Number("12345678901")},
			wantText: "12345678901",
		},
		{
			name: "struct out is text and structured",
			tool: Func("t", "", func(_ context.Context, _ emptyIn) (point, error) {
				return point{X: 1, Y: 2, L: "<a&b>"}, nil
			}),
			wantText: "{\n  \"x\": 1,\n  \"y\": 2,\n  \"label\": \"<a&b>\"\n}",
			wantStr:  map[string]any{"x": json.Number("1"), "y": json.Number("2"), "label": "<a&b>"},
		},
		{
			name: "slice out is text only",
			tool: Func("t", "", func(_ context.Context, _ emptyIn) ([]point, error) {
				return []point{{X: 1}}, nil
			}),
			wantText: "[\n  {\n    \"x\": 1,\n    \"y\": 0\n  }\n]",
		},
		{
			name: "nil slice is null",
			tool: Func("t", "", func(_ context.Context, _ emptyIn) ([]point, error) {
				return nil, nil
			}),
			wantText: "null",
		},
		{
			name: "map out",
			tool: Func("t", "", func(_ context.Context, in map[string]any) (map[string]any, error) {
				return in, nil
			}),
			input:    map[string]any{"k": "v"},
			wantText: "{\n  \"k\": \"v\"\n}",
			wantStr:  map[string]any{"k": "v"},
		},
		{
			name: "any out holding a string",
			tool: Func("t", "", func(_ context.Context, _ emptyIn) (any, error) {
				return "plain", nil
			}),
			wantText: "plain",
		},
		{
			name: "result out as is",
			tool: Func("t", "", func(_ context.Context, _ emptyIn) (*catalog.Result, error) {
				return preset, nil
			}),
			wantRes: preset,
		},
		{
			name: "nil result out",
			tool: Func("t", "", func(_ context.Context, _ emptyIn) (*catalog.Result, error) {
				return nil, nil
			}),
			wantRes: &catalog.Result{},
		},
		{
			name: "plain error is a tool error result",
			tool: Func("t", "", func(_ context.Context, _ emptyIn) (string, error) {
				return "ignored", errors.New("repository a/x not found")
			}),
			wantText: "repository a/x not found",
			wantErr:  true,
		},
		{
			name: "coded error is returned",
			tool: Func("t", "", func(_ context.Context, _ emptyIn) (string, error) {
				return "", toolerr.Denied("host not allowed")
			}),
			wantCode: toolerr.CodeDenied,
		},
		{
			name: "wrapped coded error is returned",
			tool: Func("t", "", func(_ context.Context, _ emptyIn) (string, error) {
				return "", fmt.Errorf("step: %w", toolerr.NeedsApproval("ask"))
			}),
			wantCode: toolerr.CodeNeedsApproval,
		},
		{
			name: "panic is an internal error",
			tool: Func("boom", "", func(_ context.Context, _ emptyIn) (string, error) {
				panic(errors.New("kaboom"))
			}),
			wantText: "internal error: boom: kaboom",
			wantErr:  true,
		},
		{
			name: "unencodable output",
			tool: Func("t", "", func(_ context.Context, _ emptyIn) (any, error) {
				return func() {}, nil
			}),
			wantText: "internal error: encoding the result: json: unsupported type: func()",
			wantErr:  true,
		},
		{
			name:     "unknown field",
			tool:     Func("t", "", noop[simpleIn]),
			input:    map[string]any{"repo": "a/b", "number": 1, "titel": "x"},
			wantCode: toolerr.CodeInvalidInput,
		},
		{
			name:     "wrong type",
			tool:     Func("t", "", noop[simpleIn]),
			input:    map[string]any{"repo": "a/b", "number": "seven"},
			wantCode: toolerr.CodeInvalidInput,
		},
		{
			name:     "fraction into integer",
			tool:     Func("t", "", noop[simpleIn]),
			input:    map[string]any{"repo": "a/b", "number": 1.5},
			wantCode: toolerr.CodeInvalidInput,
		},
		{
			name: "nil input",
			tool: Func("t", "", func(_ context.Context, in simpleIn) (string, error) {
				return "repo=" + in.Repo, nil
			}),
			wantText: "repo=",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := tt.tool.Call(ctx, tt.input)
			if tt.wantCode != "" {
				var c toolerr.Coded
				if !errors.As(err, &c) || c.Code() != tt.wantCode {
					t.Fatalf("err = %v, want code %s", err, tt.wantCode)
				}
				return
			}
			if err != nil {
				t.Fatalf("err = %v", err)
			}
			if tt.wantRes != nil {
				if !reflect.DeepEqual(res, tt.wantRes) {
					t.Errorf("result %+v, want %+v", res, tt.wantRes)
				}
				return
			}
			if len(res.Content) != 1 || res.Content[0].Type != "text" {
				t.Fatalf("content %+v, want one text item", res.Content)
			}
			if res.Content[0].Text != tt.wantText {
				t.Errorf("text %q, want %q", res.Content[0].Text, tt.wantText)
			}
			if res.IsError != tt.wantErr {
				t.Errorf("IsError = %v", res.IsError)
			}
			if !reflect.DeepEqual(res.Structured, tt.wantStr) {
				t.Errorf("structured %#v, want %#v", res.Structured, tt.wantStr)
			}
		})
	}
}

func TestInvalidInputNamesField(t *testing.T) {
	tool := Func("t", "", noop[simpleIn])
	tests := []struct {
		input map[string]any
		field string
		msg   string
	}{
		{map[string]any{"repo": "a", "number": 1, "titel": 1}, "/titel", "unknown field: titel"},
		{map[string]any{"repo": "a", "number": "x"}, "/number", "at /number: got string, want integer"},
		{map[string]any{"repo": 5, "number": 1}, "/repo", "at /repo: got number, want string"},
	}
	for _, tt := range tests {
		_, err := tool.Call(context.Background(), tt.input)
		var ie *toolerr.InvalidInputError
		if !errors.As(err, &ie) {
			t.Fatalf("%v: err = %v", tt.input, err)
		}
		if ie.Field != tt.field || ie.Error() != tt.msg {
			t.Errorf("%v: field %q msg %q, want %q %q", tt.input, ie.Field, ie.Error(), tt.field, tt.msg)
		}
	}
}

func TestSource(t *testing.T) {
	ctx := context.Background()
	a := Func("b_tool", "", func(context.Context, emptyIn) (string, error) { return "b", nil })
	b := Func("a_tool", "", func(context.Context, emptyIn) (string, error) { return "a", nil })
	src := NewSource(catalog.SourceInfo{Name: "demo", Grouped: true}, a, nil, b)
	if got := src.Info(); got.Name != "demo" || !got.Grouped {
		t.Errorf("Info = %+v", got)
	}
	tools, err := src.Tools(ctx)
	if err != nil || len(tools) != 2 || tools[0].Name != "a_tool" || tools[1].Name != "b_tool" {
		t.Fatalf("Tools = %v, %v", tools, err)
	}
	tools[0].Name = "mutated"
	if again, _ := src.Tools(ctx); again[0].Name != "a_tool" {
		t.Error("Tools hands out its own definitions")
	}
	res, err := src.Call(ctx, "a_tool", nil)
	if err != nil || res.Content[0].Text != "a" {
		t.Errorf("Call = %v, %v", res, err)
	}
	_, err = src.Call(ctx, "c_tool", nil)
	var ue *toolerr.UnknownCommandError
	if !errors.As(err, &ue) || !strings.Contains(ue.Error(), "a_tool, b_tool") {
		t.Errorf("unknown tool: %v", err)
	}
	src.Add(Func("a_tool", "", func(context.Context, emptyIn) (string, error) { return "a2", nil }))
	if res, _ := src.Call(ctx, "a_tool", nil); res.Content[0].Text != "a2" {
		t.Errorf("Add did not replace: %v", res.Content)
	}
	if _, err := NewSource(catalog.SourceInfo{}).Call(ctx, "x", nil); !errors.As(err, &ue) {
		t.Errorf("empty source: %v", err)
	}
}

func TestSourceConcurrent(t *testing.T) {
	ctx := context.Background()
	src := NewSource(catalog.SourceInfo{Name: "demo"})
	var wg sync.WaitGroup
	for i := range 8 {
		wg.Go(func() {
			name := fmt.Sprintf("t%d", i)
			src.Add(Func(name, "", func(context.Context, emptyIn) (string, error) { return name, nil }))
			if res, err := src.Call(ctx, name, nil); err != nil || res.Content[0].Text != name {
				t.Errorf("Call(%s) = %v, %v", name, res, err)
			}
			if _, err := src.Tools(ctx); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	if tools, _ := src.Tools(ctx); len(tools) != 8 {
		t.Errorf("%d tools", len(tools))
	}
}

func TestNewRawHandler(t *testing.T) {
	tool := New("raw", "d", json.RawMessage(`{"type":"object"}`), nil)
	res, err := tool.Call(context.Background(), nil)
	if err != nil || !res.IsError {
		t.Errorf("nil handler: %v, %v", res, err)
	}
	tool = New("raw", "d", nil, func(context.Context, map[string]any) (*catalog.Result, error) { return nil, nil })
	if res, err := tool.Call(context.Background(), nil); err != nil || res == nil {
		t.Errorf("nil result: %v, %v", res, err)
	}
	if tool.Name() != "raw" {
		t.Error(tool.Name())
	}
}
