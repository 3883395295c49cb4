package catalog

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/toolsinshell/tis/toolerr"
)

// MaxStdinInput bounds the input a call reads from stdin.
const MaxStdinInput = 16 << 20

// FileReader reads a file of the session for an input's @path (a
// relative path is the caller's to resolve); nil means none can be read.
type FileReader func(path string) ([]byte, error)

// InputFrom is where a call's input may come from besides its arguments.
type InputFrom struct {
	// Stdin is the call's stdin; nil is empty.
	Stdin io.Reader
	// StdinGiven says stdin was given to the call itself (after a |, or
	// its own <, <<, <<< redirection: command.Call.StdinGiven): only then
	// is it read without a "-".
	StdinGiven bool
	// Files reads the files of @path; nil means none can be read.
	Files FileReader
}

// ParseInput builds a tools call's input from its arguments (after the
// tool's name) and, when the rule says so, stdin: a JSON object argument,
// @path (the JSON object in a file), or stdin (with "-", or when stdin
// was given to the call and there is none of these nor a pair), then
// key=value, --key value, --key=value and
// --flag pairs merged over it. A pair's value is JSON unless the schema
// types the key as a string; a value that is not JSON is a string; a
// value @path is the file's content (a string, or JSON when the schema
// says the key is not a string), and @@ starts a value that begins with
// @. Keys are matched to the schema's fields with hyphens, underscores
// and case folded. The pre-flight check uses it on the literal arguments
// of a call to judge the same input the call will have (files are read
// at run time only: see ReadsFiles). The errors are invalid_input; a file
// that cannot be read is one, naming it.
func ParseInput(args []string, from InputFrom, schema *Schema) (map[string]any, error) {
	stdin, files := from.Stdin, from.Files
	if stdin == nil {
		stdin = strings.NewReader("")
	}
	var (
		base     map[string]any
		haveJSON bool
		dash     bool
		pairs    [][2]any // key, value (string, or true for a bare --flag)
	)
	read := func(arg, path string) ([]byte, error) {
		if path == "" {
			return nil, toolerr.InvalidInput("", fmt.Sprintf("%q: @ names no file (write @path, or @@ for a value that starts with @)", arg))
		}
		if files == nil {
			return nil, toolerr.InvalidInput("", fmt.Sprintf("%q: files are read at run time only", arg))
		}
		data, err := files(path)
		if err != nil {
			return nil, toolerr.InvalidInput("", fmt.Sprintf("%q: cannot read the file %s: %v (write @@ for a value that starts with @)", arg, path, err))
		}
		return data, nil
	}
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "-":
			dash = true
		case strings.HasPrefix(a, "@") && !strings.HasPrefix(a, "@@"):
			if haveJSON {
				return nil, toolerr.InvalidInput("", "more than one JSON argument; give the input as one JSON object")
			}
			data, err := read(a, a[1:])
			if err != nil {
				return nil, err
			}
			obj, err := decodeObject(data, "the file "+a[1:])
			if err != nil {
				return nil, err
			}
			base, haveJSON = obj, true
		case strings.HasPrefix(strings.TrimLeft(a, " \t\n"), "{"), strings.HasPrefix(strings.TrimLeft(a, " \t\n"), "["):
			if haveJSON {
				return nil, toolerr.InvalidInput("", "more than one JSON argument; give the input as one JSON object")
			}
			obj, err := decodeObject([]byte(a), "the JSON argument")
			if err != nil {
				return nil, err
			}
			base, haveJSON = obj, true
		case strings.HasPrefix(a, "--") && len(a) > 2:
			key, val, hasVal := strings.Cut(a[2:], "=")
			if hasVal {
				pairs = append(pairs, [2]any{key, val})
				continue
			}
			prop, known := schema.Property(key)
			next := ""
			if i+1 < len(args) {
				next = args[i+1]
			}
			switch {
			case known && slices.Contains(prop.Types, "boolean") && (next == "true" || next == "false"):
				pairs = append(pairs, [2]any{key, next})
				i++
			case known && slices.Contains(prop.Types, "boolean"), i+1 >= len(args), strings.HasPrefix(next, "--"):
				pairs = append(pairs, [2]any{key, true})
			default:
				pairs = append(pairs, [2]any{key, next})
				i++
			}
		case strings.Contains(a, "=") && !strings.HasPrefix(a, "=") && !strings.HasPrefix(a, "-"):
			key, val, _ := strings.Cut(a, "=")
			pairs = append(pairs, [2]any{key, val})
		default:
			return nil, toolerr.InvalidInput("", fmt.Sprintf("unexpected argument %q: give the input as key=value pairs, --key value, one JSON object, or JSON on stdin", a))
		}
	}
	if dash && haveJSON {
		return nil, toolerr.InvalidInput("", "both a JSON argument and - (stdin) were given; give the input once")
	}
	if dash || from.StdinGiven && !haveJSON && len(pairs) == 0 {
		data, err := io.ReadAll(io.LimitReader(stdin, MaxStdinInput+1))
		if err != nil {
			return nil, toolerr.InvalidInput("", fmt.Sprintf("reading stdin: %v", err))
		}
		if len(data) > MaxStdinInput {
			return nil, toolerr.InvalidInput("", fmt.Sprintf("stdin holds more than %d bytes", MaxStdinInput))
		}
		if len(bytes.TrimSpace(data)) > 0 {
			if base, err = decodeObject(data, "stdin"); err != nil {
				return nil, err
			}
		}
	}
	if base == nil {
		base = map[string]any{}
	}
	for _, p := range pairs {
		key := p[0].(string)
		name := key
		prop, known := schema.Property(key)
		if known {
			name = prop.Name
		}
		switch v := p[1].(type) {
		case bool:
			base[name] = v
		case string:
			switch {
			case strings.HasPrefix(v, "@@"):
				v = v[1:]
			case strings.HasPrefix(v, "@"):
				data, err := read(key+"="+v, v[1:])
				if err != nil {
					return nil, err
				}
				if !utf8.Valid(data) {
					return nil, toolerr.InvalidInput(name, fmt.Sprintf("the file %s is not UTF-8 text", v[1:]))
				}
				if !known || isStringTyped(prop) {
					base[name] = string(data)
					continue
				}
				x, err := decodeValue(data)
				if err != nil {
					return nil, toolerr.InvalidInput(name, fmt.Sprintf("the file %s is not one JSON value: %v", v[1:], err))
				}
				base[name] = x
				continue
			}
			base[name] = pairValue(v, known && isStringTyped(prop))
		}
	}
	return base, nil
}

// ReadsFiles reports whether a call's arguments take input from files
// (@path, key=@path): the input is then known at run time only.
func ReadsFiles(args []string) bool {
	for _, a := range args {
		if _, v, ok := strings.Cut(a, "="); ok && strings.HasPrefix(v, "@") && !strings.HasPrefix(v, "@@") {
			return true
		}
		if strings.HasPrefix(a, "@") && !strings.HasPrefix(a, "@@") {
			return true
		}
	}
	return false
}

// decodeValue decodes exactly one JSON value, numbers kept exact.
func decodeValue(data []byte) (any, error) {
	d := json.NewDecoder(bytes.NewReader(data))
	d.UseNumber()
	var x any
	if err := d.Decode(&x); err != nil {
		return nil, err
	}
	if _, err := d.Token(); err != io.EOF {
		return nil, errors.New("more after the value")
	}
	return x, nil
}

// isStringTyped reports whether a field takes only strings (or null).
func isStringTyped(p Property) bool {
	if !slices.Contains(p.Types, "string") {
		return false
	}
	for _, t := range p.Types {
		if t != "string" && t != "null" {
			return false
		}
	}
	return true
}

// pairValue types one value: the text itself for a string field,
// otherwise JSON when it parses as JSON, else the text.
func pairValue(v string, stringField bool) any {
	if stringField {
		return v
	}
	d := json.NewDecoder(strings.NewReader(v))
	d.UseNumber()
	var x any
	if err := d.Decode(&x); err != nil || d.More() {
		return v
	}
	if _, err := d.Token(); err != io.EOF {
		return v
	}
	return x
}

// decodeObject decodes exactly one JSON object.
func decodeObject(data []byte, what string) (map[string]any, error) {
	d := json.NewDecoder(bytes.NewReader(data))
	d.UseNumber()
	var x any
	if err := d.Decode(&x); err != nil {
		return nil, toolerr.InvalidInput("", fmt.Sprintf("%s is not valid JSON: %v", what, err))
	}
	if _, err := d.Token(); err != io.EOF {
		return nil, toolerr.InvalidInput("", fmt.Sprintf("%s holds more than one JSON value; give one JSON object", what))
	}
	obj, ok := x.(map[string]any)
	if !ok {
		return nil, toolerr.InvalidInput("", fmt.Sprintf("%s is not a JSON object (got %s)", what, jsonKind(x)))
	}
	return obj, nil
}

func jsonKind(x any) string {
	switch x.(type) {
	case nil:
		return "null"
	case bool:
		return "a boolean"
	case json.Number:
		return "a number"
	case string:
		return "a string"
	case []any:
		return "an array"
	}
	return "an object"
}
