package config

import (
	"encoding/json"
	"fmt"
	"math"
	"reflect"
	"sort"
	"strconv"
	"strings"
)

// decoder fills Go values from a node tree, strictly: a key that names no
// field is an error with a suggestion, a duplicate key is an error, a value
// of the wrong kind is an error saying what was wanted. It walks struct
// fields by their json tags, so a field added to a type is read with no
// change here.
type decoder struct {
	file string
	data []byte // the document (offsets in nodes point into it)
	errs []error
	// lenient turns unknown keys into notes instead of errors; the
	// importers use it for other clients' files.
	lenient bool
	notes   []Note
	server  string // the server being decoded, for notes
}

// errorAt records an error at offset off (negative: no position).
func (d *decoder) errorAt(off int, path, format string, args ...any) {
	d.errs = append(d.errs, d.newError(off, path, fmt.Sprintf(format, args...)))
}

func (d *decoder) newError(off int, path, msg string) *Error {
	e := &Error{File: d.file, Path: path, Msg: msg}
	if off >= 0 {
		e.Line, e.Column = lineCol(d.data, off)
	}
	return e
}

// keyRules are the keys of an object beyond its struct fields.
type keyRules struct {
	// alias maps a written key to the field key it stands for.
	alias map[string]string
	// ignore lists keys other clients write that we accept and ignore.
	ignore map[string]bool
	// hint explains keys that are not supported.
	hint map[string]string
}

// rulesFor returns the extra key rules of a struct type.
func rulesFor(t reflect.Type) keyRules {
	switch t {
	case reflect.TypeFor[Config]():
		return keyRules{
			alias: map[string]string{"servers": "mcpServers"},
			// "$schema" lets editors validate; "inputs" are VS Code's
			// prompts for ${input:...}, which we do not expand.
			ignore: map[string]bool{"$schema": true, "inputs": true},
		}
	case reflect.TypeFor[Server]():
		return keyRules{
			// Approval lists of Cline and Roo Code, and Roo Code's
			// restart-on-change paths: our approvals are our own policy.
			ignore: map[string]bool{"autoApprove": true, "alwaysAllow": true, "watchPaths": true},
			hint: map[string]string{
				"serverUrl":     `not supported; write the address as "url"`,
				"transportType": `not supported; write the transport as "type"`,
				"envFile":       `not supported; list the variables in "env"`,
			},
		}
	case reflect.TypeFor[CapabilityConfig]():
		return keyRules{alias: map[string]string{"keepVisible": "keep_visible"}}
	}
	return keyRules{}
}

// field is one decodable struct field.
type field struct {
	name  string
	index int
}

// fieldsOf lists the JSON fields of a struct type, by tag name.
func fieldsOf(t reflect.Type) []field {
	var fs []field
	for i := range t.NumField() {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "-" {
			continue
		}
		if name == "" {
			name = f.Name
		}
		fs = append(fs, field{name: name, index: i})
	}
	return fs
}

var unmarshalerType = reflect.TypeFor[json.Unmarshaler]()

// decode fills v (settable) from n; path names v in messages.
func (d *decoder) decode(n *node, v reflect.Value, path string) {
	if n.kind == kindNull {
		// null is the same as leaving the key out.
		return
	}
	if v.CanAddr() && v.Addr().Type().Implements(unmarshalerType) {
		u := v.Addr().Interface().(json.Unmarshaler)
		if err := u.UnmarshalJSON(d.data[n.off:n.end]); err != nil {
			d.errorAt(n.off, path, "%s", err.Error())
		}
		return
	}
	t := v.Type()
	switch t.Kind() {
	case reflect.Pointer:
		if v.IsNil() {
			v.Set(reflect.New(t.Elem()))
		}
		d.decode(n, v.Elem(), path)
	case reflect.String:
		if n.kind != kindString {
			d.wantGot(n, t, path)
			return
		}
		v.SetString(n.str)
	case reflect.Bool:
		if n.kind != kindBool {
			d.wantGot(n, t, path)
			return
		}
		v.SetBool(n.b)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		if n.kind != kindNumber {
			d.wantGot(n, t, path)
			return
		}
		i, err := strconv.ParseInt(n.str, 10, 64)
		if err != nil || v.OverflowInt(i) {
			d.errorAt(n.off, path, "want an integer, got %s", n.str)
			return
		}
		v.SetInt(i)
	case reflect.Float32, reflect.Float64:
		if n.kind != kindNumber {
			d.wantGot(n, t, path)
			return
		}
		f, err := strconv.ParseFloat(n.str, 64)
		if err != nil || math.IsInf(f, 0) {
			d.errorAt(n.off, path, "number out of range: %s", n.str)
			return
		}
		v.SetFloat(f)
	case reflect.Slice:
		if n.kind != kindArray {
			d.wantGot(n, t, path)
			return
		}
		s := reflect.MakeSlice(t, len(n.elems), len(n.elems))
		for i, e := range n.elems {
			d.decode(e, s.Index(i), fmt.Sprintf("%s[%d]", path, i))
		}
		v.Set(s)
	case reflect.Map:
		if n.kind != kindObject || t.Key().Kind() != reflect.String {
			d.wantGot(n, t, path)
			return
		}
		m := reflect.MakeMapWithSize(t, len(n.members))
		seen := map[string]bool{}
		for _, mem := range n.members {
			p := joinPath(path, mem.key)
			if seen[mem.key] {
				d.errorAt(mem.keyOff, p, "duplicate key")
				continue
			}
			seen[mem.key] = true
			e := reflect.New(t.Elem()).Elem()
			d.decode(mem.val, e, p)
			m.SetMapIndex(reflect.ValueOf(mem.key).Convert(t.Key()), e)
		}
		v.Set(m)
	case reflect.Struct:
		d.decodeStruct(n, v, path, nil)
	case reflect.Interface:
		if t.NumMethod() == 0 {
			var x any
			if err := json.Unmarshal(d.data[n.off:n.end], &x); err == nil {
				v.Set(reflect.ValueOf(&x).Elem())
			}
			return
		}
		d.errorAt(n.off, path, "cannot decode into %s", t)
	default:
		d.errorAt(n.off, path, "cannot decode into %s", t)
	}
}

// wantGot records a "want X, got Y" error.
func (d *decoder) wantGot(n *node, t reflect.Type, path string) {
	d.errorAt(n.off, path, "want %s, got %s", describe(t, false), n.what())
}

// describe names what a Go type holds in JSON terms: "a string", "an array
// of strings", "an object"; plural for the elements of an array.
func describe(t reflect.Type, plural bool) string {
	if t.Implements(unmarshalerType) || reflect.PointerTo(t).Implements(unmarshalerType) {
		if t == reflect.TypeFor[Duration]() {
			return pick(plural, "durations", `a duration ("30s" or a number of seconds)`)
		}
		return pick(plural, "values", "a value")
	}
	switch t.Kind() {
	case reflect.Pointer:
		return describe(t.Elem(), plural)
	case reflect.String:
		return pick(plural, "strings", "a string")
	case reflect.Bool:
		return pick(plural, "booleans", "true or false")
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return pick(plural, "integers", "an integer")
	case reflect.Float32, reflect.Float64:
		return pick(plural, "numbers", "a number")
	case reflect.Slice:
		return pick(plural, "arrays", "an array of "+describe(t.Elem(), true))
	case reflect.Map:
		if t.Elem().Kind() == reflect.String {
			return pick(plural, "objects of strings", "an object of strings")
		}
		return pick(plural, "objects", "an object")
	case reflect.Struct:
		return pick(plural, "objects", "an object")
	}
	return pick(plural, "values", "a value")
}

func pick(plural bool, many, one string) string {
	if plural {
		return many
	}
	return one
}

// decodeStruct fills the struct v from the object n. custom handles some
// field keys itself (it gets the member and the field's path). It returns
// the members that were present, by field key, so callers can check
// presence and point at a field.
func (d *decoder) decodeStruct(n *node, v reflect.Value, path string, custom map[string]func(member, string)) map[string]member {
	if n.kind != kindObject {
		d.wantGot(n, v.Type(), path)
		return nil
	}
	fields := fieldsOf(v.Type())
	rules := rulesFor(v.Type())
	present := map[string]member{}
	for _, m := range n.members {
		key := m.key
		if a, ok := rules.alias[key]; ok {
			key = a
		}
		p := joinPath(path, m.key)
		if prev, dup := present[key]; dup {
			if prev.key == m.key {
				d.errorAt(m.keyOff, p, "duplicate key")
			} else {
				d.errorAt(m.keyOff, p, "same setting as %q; write only one of them", prev.key)
			}
			continue
		}
		if fn, ok := custom[key]; ok {
			present[key] = m
			fn(m, p)
			continue
		}
		f, ok := findField(fields, key)
		if !ok {
			switch {
			case rules.ignore[m.key]:
			case d.lenient:
				d.notes = append(d.notes, Note{File: d.file, Server: d.server, Msg: fmt.Sprintf("ignored key %q", p)})
			case rules.hint[m.key] != "":
				d.errorAt(m.keyOff, p, "%s", rules.hint[m.key])
			default:
				d.unknownKey(m, path, fields, rules)
			}
			continue
		}
		present[key] = m
		d.decode(m.val, v.Field(f.index), p)
	}
	return present
}

func findField(fs []field, key string) (field, bool) {
	for _, f := range fs {
		if f.name == key {
			return f, true
		}
	}
	return field{}, false
}

// unknownKey records an unknown key, suggesting the closest known one.
func (d *decoder) unknownKey(m member, path string, fields []field, rules keyRules) {
	var names []string
	for _, f := range fields {
		names = append(names, f.name)
	}
	for a := range rules.alias {
		names = append(names, a)
	}
	sort.Strings(names)
	msg := fmt.Sprintf("unknown key %q", m.key)
	if s := suggest(m.key, names); s != "" {
		msg += fmt.Sprintf("; did you mean %q?", s)
	} else {
		msg += "; known keys: " + strings.Join(names, ", ")
	}
	d.errorAt(m.keyOff, path, "%s", msg)
}
