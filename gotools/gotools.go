package gotools

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"

	"github.com/invopop/jsonschema"

	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/toolerr"
)

// Handler runs a tool with an input that passed its schema check. It has
// the contract of [catalog.Source.Call]: a failure of the tool is a
// Result with IsError, an error is a coded failure (see toolerr).
type Handler func(ctx context.Context, input map[string]any) (*catalog.Result, error)

// Tool is a Go function registered as a tool: its definition (name,
// description, input schema, annotations) and the handler that runs it.
// A Tool is immutable once built and safe for concurrent use.
type Tool struct {
	def     catalog.Tool
	handler Handler
}

// Option sets a hint or a field of a tool's definition. Options run in
// order, so a later one wins.
type Option func(*catalog.Tool)

func boolPtr(b bool) *bool { return &b }

// ReadOnly marks the tool as not changing its environment (readOnlyHint).
func ReadOnly() Option {
	return func(t *catalog.Tool) { t.Annotations.ReadOnly = boolPtr(true) }
}

// Destructive marks the tool as one that may destroy or overwrite
// (destructiveHint); such a tool is not read-only.
func Destructive() Option {
	return func(t *catalog.Tool) {
		t.Annotations.Destructive = boolPtr(true)
		t.Annotations.ReadOnly = boolPtr(false)
	}
}

// Additive marks a tool that changes its environment only by adding to
// it (destructiveHint false, readOnlyHint false): creating an issue, a
// comment, a branch. Policy lets such tools run without asking unless a
// rule says otherwise.
func Additive() Option {
	return func(t *catalog.Tool) {
		t.Annotations.Destructive = boolPtr(false)
		t.Annotations.ReadOnly = boolPtr(false)
	}
}

// Idempotent marks the tool as having no further effect when called
// again with the same input (idempotentHint).
func Idempotent() Option {
	return func(t *catalog.Tool) { t.Annotations.Idempotent = boolPtr(true) }
}

// OpenWorld marks the tool as reaching entities outside its own domain,
// such as the web (openWorldHint).
func OpenWorld() Option {
	return func(t *catalog.Tool) { t.Annotations.OpenWorld = boolPtr(true) }
}

// Direct marks the tool as one that stays a direct tool call of the model
// (SPEC section 5). It is still callable from the shell.
func Direct() Option {
	return func(t *catalog.Tool) { t.Direct = true }
}

// Title sets the tool's human-readable name, both as the tool's title and
// as the title annotation, as MCP servers publish it.
func Title(title string) Option {
	return func(t *catalog.Tool) {
		t.Title = title
		t.Annotations.Title = title
	}
}

// New registers a handler that takes the raw input map as a tool with the
// given input schema (nil means an object with no declared fields). Most
// tools are better written with [Func], which derives the schema from a Go
// type.
func New(name, description string, schema json.RawMessage, h Handler, opts ...Option) *Tool {
	t := &Tool{
		def: catalog.Tool{
			Name:        name,
			Description: description,
			InputSchema: schema,
		},
		handler: h,
	}
	for _, o := range opts {
		o(&t.def)
	}
	return t
}

// Func registers fn as a tool. The input schema is derived from the Go
// type In, which must be a struct (or a map with string keys): a flat
// object schema whose properties come from the json tags, whose
// descriptions come from `jsonschema:"description=..."` or
// `jsonschema_description:"..."` tags, and whose required fields are
// those without omitempty; extra fields are not allowed. Func panics when
// In is not an object type (a programming error, caught at start-up).
//
// A call decodes the input into In (unknown fields are refused) and runs
// fn. What fn returns becomes the result:
//   - a string is one text item;
//   - a *catalog.Result is returned as is;
//   - anything else is marshalled to JSON, indented by two spaces, as one
//     text item, and, when it is a JSON object, also as the structured
//     result (a map[string]any whose numbers are json.Number).
//
// An error from fn that is a [toolerr.Coded] (found with errors.As) is
// returned as the call's error, so the caller reports its code; any other
// error becomes a result with IsError and the error's text. A panic in fn
// becomes a result with IsError ("internal error: ...").
func Func[In, Out any](name, description string, fn func(ctx context.Context, in In) (Out, error), opts ...Option) *Tool {
	schema, err := SchemaFor[In]()
	if err != nil {
		panic(fmt.Sprintf("gotools.Func(%q): %v", name, err))
	}
	h := func(ctx context.Context, input map[string]any) (*catalog.Result, error) {
		var in In
		if err := decodeInput(input, &in); err != nil {
			return nil, err
		}
		out, err := fn(ctx, in)
		if err != nil {
			return errorResult(err)
		}
		return outputResult(out)
	}
	return New(name, description, schema, h, opts...)
}

// SchemaFor returns the input schema Func derives from the Go type In:
// a flat JSON Schema object without $schema, $id, $ref or $defs. It
// fails when In is not a struct, a pointer to a struct, or a map with
// string keys.
func SchemaFor[In any]() (json.RawMessage, error) {
	t := reflect.TypeFor[In]()
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch {
	case t.Kind() == reflect.Struct:
	case t.Kind() == reflect.Map && t.Key().Kind() == reflect.String:
	default:
		return nil, fmt.Errorf("input type %s is not a struct or a map with string keys", t)
	}
	r := &jsonschema.Reflector{
		Anonymous:      true,
		DoNotReference: true,
		ExpandedStruct: true,
	}
	s := r.ReflectFromType(t)
	s.Version = ""
	s.ID = ""
	s.Definitions = nil
	if s.Type == "" {
		s.Type = "object"
	}
	raw, err := json.Marshal(s)
	if err != nil {
		return nil, fmt.Errorf("marshalling the schema of %s: %w", t, err)
	}
	return raw, nil
}

// Def returns a copy of the tool's definition.
func (t *Tool) Def() *catalog.Tool {
	d := t.def
	d.InputSchema = bytes.Clone(t.def.InputSchema)
	d.OutputSchema = bytes.Clone(t.def.OutputSchema)
	return &d
}

// Name returns the tool's name.
func (t *Tool) Name() string { return t.def.Name }

// Call runs the tool with an input that passed its schema check. A failure
// of the tool is a Result with IsError; an error is a coded failure (a
// toolerr type), such as invalid_input when the input does not decode
// into the tool's input type. A panic of the handler is recovered into a
// Result with IsError.
func (t *Tool) Call(ctx context.Context, input map[string]any) (res *catalog.Result, err error) {
	defer func() {
		if v := recover(); v != nil {
			res, err = internalError(t.def.Name, v), nil
		}
	}()
	if t.handler == nil {
		return textResult("internal error: tool "+t.def.Name+" has no handler", true), nil
	}
	res, err = t.handler(ctx, input)
	if err == nil && res == nil {
		res = &catalog.Result{}
	}
	return res, err
}

// internalError turns a recovered panic into a tool error result. The
// stack goes nowhere: it would only show the model our internals.
func internalError(name string, v any) *catalog.Result {
	return textResult(fmt.Sprintf("internal error: %s: %v", name, v), true)
}

// decodeInput decodes input into in through JSON, refusing unknown fields.
func decodeInput(input map[string]any, in any) error {
	if input == nil {
		input = map[string]any{}
	}
	raw, err := json.Marshal(input)
	if err != nil {
		return toolerr.InvalidInput("", "input is not valid JSON: "+err.Error())
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(in); err != nil {
		return decodeError(err)
	}
	return nil
}

// decodeError turns a decoding failure into an invalid_input error naming
// the field.
func decodeError(err error) error {
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		field := "/" + strings.ReplaceAll(te.Field, ".", "/")
		if te.Field == "" {
			field = ""
		}
		return toolerr.InvalidInput(field, fmt.Sprintf("at %s: got %s, want %s", orRoot(field), te.Value, jsonKind(te.Type)))
	}
	msg := err.Error()
	if f, ok := strings.CutPrefix(msg, "json: unknown field "); ok {
		name := strings.Trim(f, `"`)
		return toolerr.InvalidInput("/"+name, "unknown field: "+name)
	}
	return toolerr.InvalidInput("", "input does not match the tool's input type: "+strings.TrimPrefix(msg, "json: "))
}

func orRoot(field string) string {
	if field == "" {
		return "/"
	}
	return field
}

// jsonKind names the JSON type a Go type decodes from.
func jsonKind(t reflect.Type) string {
	if t == nil {
		return "a different type"
	}
	switch t.Kind() {
	case reflect.Bool:
		return "boolean"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "integer"
	case reflect.Float32, reflect.Float64:
		return "number"
	case reflect.String:
		return "string"
	case reflect.Slice, reflect.Array:
		return "array"
	case reflect.Map, reflect.Struct:
		return "object"
	}
	return t.String()
}

// errorResult maps an error of a tool function: coded errors go up as
// errors, others become a tool error result.
func errorResult(err error) (*catalog.Result, error) {
	var c toolerr.Coded
	if errors.As(err, &c) {
		return nil, err
	}
	return textResult(err.Error(), true), nil
}

// outputResult turns what a tool function returned into its result.
func outputResult(out any) (*catalog.Result, error) {
	switch v := out.(type) {
	case string:
		return textResult(v, false), nil
	case *catalog.Result:
		if v == nil {
			return &catalog.Result{}, nil
		}
		return v, nil
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(out); err != nil {
		return textResult("internal error: encoding the result: "+err.Error(), true), nil
	}
	text := strings.TrimSuffix(buf.String(), "\n")
	res := textResult(text, false)
	if strings.HasPrefix(text, "{") {
		dec := json.NewDecoder(strings.NewReader(text))
		dec.UseNumber()
		var m map[string]any
		if err := dec.Decode(&m); err == nil {
			res.Structured = m
		}
	}
	return res, nil
}

func textResult(text string, isError bool) *catalog.Result {
	return &catalog.Result{Content: []catalog.Content{{Type: "text", Text: text}}, IsError: isError}
}
