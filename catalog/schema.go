package catalog

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/url"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/toolsinshell/tis/internal/jsonschema"
	"github.com/toolsinshell/tis/internal/jsonschema/kind"
	"github.com/toolsinshell/tis/toolerr"
)

// Schema is a tool's compiled input schema. It is immutable once
// compiled and safe for concurrent use.
type Schema struct {
	name        string
	compiled    *jsonschema.Schema
	props       []Property
	exact       map[string]int   // name -> index in props
	normalized  map[string][]int // Normalize(name) -> indexes
	folded      map[string][]int // foldKey(name) -> indexes
	allowsExtra bool
	root        *node // the schema document
}

// Property is a top-level field of an input schema.
type Property struct {
	// Name is the field's name as the schema spells it.
	Name string
	// Types are the JSON types the schema allows ("string", "integer",
	// ...); empty when it does not say.
	Types []string
	// Required is true when the schema lists it in required.
	Required bool
	// Description is the field's description.
	Description string
	// Enum holds the allowed values, if the schema lists them.
	Enum []any
}

// schemaURL is the made-up location a tool's schema is compiled at. It
// is never loaded: the schema is given to the compiler as a resource. Its
// scheme has no loader, so a relative reference to another document
// (other.json, /etc/passwd) resolves to a location that cannot load.
const schemaURL = "tis-schema:///input.json"

// maxSchemaDepth bounds the nesting of a schema document; deeper ones
// are refused rather than recursed into.
const maxSchemaDepth = 200

// maxProblems bounds the problems an invalid_input message lists.
const maxProblems = 5

// knownDrafts are the $schema values the compiler knows; any other one
// is dropped (the schema is read as 2020-12) rather than fetched.
var knownDrafts = map[string]bool{
	"http://json-schema.org/draft-04/schema":       true,
	"http://json-schema.org/draft-06/schema":       true,
	"http://json-schema.org/draft-07/schema":       true,
	"https://json-schema.org/draft/2019-09/schema": true,
	"https://json-schema.org/draft/2020-12/schema": true,
}

// CompileSchema compiles a tool's input schema (draft-07 and 2020-12, as
// MCP servers publish them; no $schema means 2020-12). nil, empty or {}
// is an object with no declared fields, and so is a schema without
// "type": "object". References to anything outside the schema itself
// (file:, http:) are refused, never loaded. A pattern Go's regexp cannot
// compile (an ECMAScript lookahead) is not checked rather than making
// the tool uncallable; the server still checks it. An unknown $schema is
// ignored (read as 2020-12). name labels the schema in messages.
func CompileSchema(name string, raw json.RawMessage) (s *Schema, err error) {
	defer func() {
		if r := recover(); r != nil {
			s, err = nil, fmt.Errorf("input schema of %s: cannot compile: %v", name, r)
		}
	}()
	root, err := parseNode(raw)
	if err != nil {
		return nil, fmt.Errorf("input schema of %s: %w", name, err)
	}
	switch root.kind {
	case nodeBool:
		// true accepts anything, false nothing; both compile as they are.
	case nodeObject:
		if v := root.get("$schema"); v != nil {
			if v.kind != nodeString || !knownDrafts[strings.TrimSuffix(v.str, "#")] {
				root = root.without("$schema")
			}
		}
	default:
		return nil, fmt.Errorf("input schema of %s: not a JSON object", name)
	}
	doc := root.toAny()
	compiled, err := compile(doc, jsonschema.Draft2020)
	if err != nil && root.get("$schema") == nil {
		// A schema that does not say its draft and is not valid 2020-12
		// is often draft-07 (an array of items as a tuple).
		if c7, err7 := compile(doc, jsonschema.Draft7); err7 == nil {
			compiled, err = c7, nil
		}
	}
	if err != nil {
		return nil, fmt.Errorf("input schema of %s: %w", name, err)
	}
	s = &Schema{name: name, compiled: compiled, root: root}
	s.readProperties(root)
	return s, nil
}

// compile compiles a schema document, read as draft unless it says its
// own $schema.
func compile(doc any, draft *jsonschema.Draft) (*jsonschema.Schema, error) {
	c := jsonschema.NewCompiler()
	// No loader for any scheme: a $ref to file:, http: or anything else
	// outside the document fails to compile and is never read. The
	// metaschemas of the drafts are built into the library.
	c.UseLoader(jsonschema.SchemeURLLoader{})
	c.DefaultDraft(draft)
	c.UseRegexpEngine(lenientRegexp)
	if err := c.AddResource(schemaURL, doc); err != nil {
		return nil, err
	}
	return c.Compile(schemaURL)
}

// lenientRegexp compiles a pattern with Go's regexp; a pattern it cannot
// read matches everything.
func lenientRegexp(pattern string) (jsonschema.Regexp, error) {
	re, err := regexp.Compile(pattern)
	if err != nil {
		return anyRegexp(pattern), nil
	}
	return re, nil
}

// anyRegexp is a pattern that matches every string.
type anyRegexp string

func (anyRegexp) MatchString(string) bool { return true }
func (r anyRegexp) String() string        { return string(r) }

// readProperties fills the top-level fields from the schema document:
// the object itself, what its $ref points at, and its allOf, anyOf and
// oneOf branches.
func (s *Schema) readProperties(root *node) {
	s.exact = map[string]int{}
	s.normalized = map[string][]int{}
	s.folded = map[string][]int{}
	required := map[string]bool{}
	var walk func(n *node, depth int, mustHold bool)
	walk = func(n *node, depth int, mustHold bool) {
		n = resolve(root, n, 8)
		if n == nil || n.kind != nodeObject || depth > 4 {
			return
		}
		if ap := n.get("additionalProperties"); ap != nil && !(ap.kind == nodeBool && !ap.b) {
			s.allowsExtra = true
		}
		if up := n.get("unevaluatedProperties"); up != nil && !(up.kind == nodeBool && !up.b) {
			s.allowsExtra = true
		}
		if pp := n.get("patternProperties"); pp != nil && pp.kind == nodeObject && len(pp.keys) > 0 {
			s.allowsExtra = true
		}
		if mustHold {
			if req := n.get("required"); req != nil && req.kind == nodeArray {
				for _, r := range req.items {
					if r.kind == nodeString {
						required[r.str] = true
					}
				}
			}
		}
		if props := n.get("properties"); props != nil && props.kind == nodeObject {
			for i, k := range props.keys {
				if _, dup := s.exact[k]; dup {
					continue
				}
				s.exact[k] = len(s.props)
				s.props = append(s.props, propertyOf(root, k, props.vals[i]))
			}
		}
		for _, kw := range []string{"allOf", "anyOf", "oneOf"} {
			if list := n.get(kw); list != nil && list.kind == nodeArray {
				for _, b := range list.items {
					walk(b, depth+1, mustHold && kw == "allOf")
				}
			}
		}
	}
	walk(root, 0, true)
	for i := range s.props {
		p := &s.props[i]
		p.Required = required[p.Name]
		s.normalized[Normalize(p.Name)] = append(s.normalized[Normalize(p.Name)], i)
		s.folded[foldKey(p.Name)] = append(s.folded[foldKey(p.Name)], i)
	}
}

// propertyOf describes one property schema.
func propertyOf(root *node, name string, n *node) Property {
	p := Property{Name: name}
	n = resolve(root, n, 8)
	if n == nil || n.kind != nodeObject {
		return p
	}
	if d := n.get("description"); d != nil && d.kind == nodeString {
		p.Description = d.str
	}
	if e := n.get("enum"); e != nil && e.kind == nodeArray {
		for _, v := range e.items {
			p.Enum = append(p.Enum, v.toAny())
		}
	}
	p.Types = typesOf(root, n, 0)
	return p
}

// typesOf returns the JSON types a schema allows, as far as its type
// keyword, enum, const, nullable and anyOf/oneOf of simple schemas say.
func typesOf(root, n *node, depth int) []string {
	n = resolve(root, n, 8)
	if n == nil || n.kind != nodeObject || depth > 4 {
		return nil
	}
	var out []string
	addType := func(t string) {
		for _, have := range out {
			if have == t {
				return
			}
		}
		out = append(out, t)
	}
	if t := n.get("type"); t != nil {
		switch t.kind {
		case nodeString:
			addType(t.str)
		case nodeArray:
			for _, it := range t.items {
				if it.kind == nodeString {
					addType(it.str)
				}
			}
		}
	}
	if len(out) == 0 {
		var values []*node
		if c := n.get("const"); c != nil {
			values = append(values, c)
		}
		if e := n.get("enum"); e != nil && e.kind == nodeArray {
			values = append(values, e.items...)
		}
		for _, v := range values {
			addType(v.jsonType())
		}
	}
	if len(out) == 0 {
		for _, kw := range []string{"anyOf", "oneOf"} {
			if list := n.get(kw); list != nil && list.kind == nodeArray {
				for _, b := range list.items {
					bt := typesOf(root, b, depth+1)
					if len(bt) == 0 {
						return nil // one branch allows anything
					}
					for _, t := range bt {
						addType(t)
					}
				}
			}
		}
	}
	if len(out) == 0 {
		if n.get("properties") != nil {
			addType("object")
		} else if n.get("items") != nil {
			addType("array")
		}
	}
	if nb := n.get("nullable"); nb != nil && nb.kind == nodeBool && nb.b && len(out) > 0 {
		addType("null")
	}
	return out
}

// foldKey folds a field name so that case, hyphens and underscores do not
// matter: dry-run, dry_run and dryRun are all dryrun.
func foldKey(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range strings.ToLower(s) {
		if r != '-' && r != '_' {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// Properties returns the top-level fields, in the schema's order (the
// fields of allOf, anyOf and oneOf branches after the object's own).
func (s *Schema) Properties() []Property {
	if s == nil {
		return nil
	}
	return append([]Property(nil), s.props...)
}

// Property returns the top-level field whose name matches key, where
// hyphens, underscores and case do not matter (--dry-run names dry_run
// or dryRun), and whether there is exactly one such field. An exact
// spelling wins over a folded one, and a match up to case and "-"/"_"
// over one that also ignores where words break.
func (s *Schema) Property(key string) (Property, bool) {
	if s == nil {
		return Property{}, false
	}
	if i, ok := s.exact[key]; ok {
		return s.props[i], true
	}
	if idx := s.normalized[Normalize(key)]; len(idx) == 1 {
		return s.props[idx[0]], true
	} else if len(idx) > 1 {
		return Property{}, false
	}
	if idx := s.folded[foldKey(key)]; len(idx) == 1 {
		return s.props[idx[0]], true
	}
	return Property{}, false
}

// AllowsExtra reports whether the schema explicitly allows fields it does
// not list (additionalProperties true or a schema, or patternProperties).
func (s *Schema) AllowsExtra() bool {
	return s != nil && s.allowsExtra
}

// problem is one thing wrong with an input.
type problem struct {
	order int    // 0 value problems, 1 unknown fields, 2 missing fields
	field string // JSON pointer
	msg   string
}

// Validate checks an input against the schema. An unknown top-level field
// is an error unless AllowsExtra. The error is a
// *toolerr.InvalidInputError whose Field is the first offending field's
// JSON pointer and whose message names every problem found (at most a
// few): wrong values first, then unknown fields, then missing ones, e.g.
// "at /number: got string, want integer; unknown field: titel (did you
// mean title?); missing required fields: repo, title".
func (s *Schema) Validate(input map[string]any) (err error) {
	if s == nil || s.compiled == nil {
		return nil
	}
	defer func() {
		if r := recover(); r != nil {
			err = toolerr.InvalidInput("", fmt.Sprintf("input could not be checked: %v", r))
		}
	}()
	var problems []problem
	if !s.allowsExtra {
		var names []string
		for _, p := range s.props {
			names = append(names, p.Name)
		}
		keys := make([]string, 0, len(input))
		for k := range input {
			if _, ok := s.exact[k]; !ok {
				keys = append(keys, k)
			}
		}
		sort.Strings(keys)
		for _, k := range keys {
			msg := "unknown field: " + k
			if len(names) == 0 {
				msg += " (this tool takes no fields)"
			} else if close := Closest(k, names, 1); len(close) > 0 {
				msg += " (did you mean " + close[0] + "?)"
			}
			problems = append(problems, problem{order: 1, field: pointer([]string{k}), msg: msg})
		}
	}
	var in any = input
	if input == nil {
		in = map[string]any{}
	}
	problems = s.numberProblems(s.root, in, nil, 0, problems)
	if verr := s.compiled.Validate(in); verr != nil {
		var ve *jsonschema.ValidationError
		if !errors.As(verr, &ve) {
			problems = append(problems, problem{msg: verr.Error()})
		} else {
			problems = collectProblems(ve, problems, !s.allowsExtra, 0)
		}
	}
	if len(problems) == 0 {
		return nil
	}
	sort.SliceStable(problems, func(i, j int) bool {
		if problems[i].order != problems[j].order {
			return problems[i].order < problems[j].order
		}
		return problems[i].field < problems[j].field
	})
	// Drop repeated messages (a field can fail the same way in two
	// branches).
	var msgs []string
	seen := map[string]bool{}
	for _, p := range problems {
		if !seen[p.msg] {
			seen[p.msg] = true
			msgs = append(msgs, p.msg)
		}
	}
	msg := strings.Join(msgs[:min(len(msgs), maxProblems)], "; ")
	if len(msgs) > maxProblems {
		msg += fmt.Sprintf("; and %d more", len(msgs)-maxProblems)
	}
	return toolerr.InvalidInput(problems[0].field, msg)
}

// collectProblems turns the library's tree of errors into problems.
// skipRootExtra drops the root's additionalProperties error, which the
// unknown-field check has already reported.
func collectProblems(ve *jsonschema.ValidationError, out []problem, skipRootExtra bool, depth int) []problem {
	if depth > 50 {
		return out
	}
	loc := pointer(ve.InstanceLocation)
	at := ""
	if loc != "" {
		at = "at " + loc + ": "
	}
	switch k := ve.ErrorKind.(type) {
	case *kind.Required:
		if len(k.Missing) == 0 {
			return out
		}
		missing := append([]string(nil), k.Missing...)
		sort.Strings(missing)
		msg := at + "missing required field: " + missing[0]
		if len(missing) > 1 {
			msg = at + "missing required fields: " + strings.Join(missing, ", ")
		}
		return append(out, problem{order: 2, field: pointer(append(append([]string(nil), ve.InstanceLocation...), missing[0])), msg: msg})
	case *kind.AdditionalProperties:
		if loc == "" && skipRootExtra {
			return out
		}
		for _, p := range k.Properties {
			out = append(out, problem{order: 1, field: pointer(append(append([]string(nil), ve.InstanceLocation...), p)), msg: at + "unknown field: " + p})
		}
		return out
	case *kind.Type:
		return append(out, problem{field: loc, msg: at + "got " + k.Got + ", want " + strings.Join(k.Want, " or ")})
	case *kind.Enum:
		var vals []string
		for i, v := range k.Want {
			if i == 10 {
				vals = append(vals, "…")
				break
			}
			data, err := json.Marshal(v)
			if err != nil {
				data = []byte("?")
			}
			vals = append(vals, cutRunes(string(data), sigMaxLiteral))
		}
		if len(vals) == 1 {
			return append(out, problem{field: loc, msg: at + "value must be " + vals[0]})
		}
		return append(out, problem{field: loc, msg: at + "value must be one of " + strings.Join(vals, ", ")})
	case *kind.AnyOf, *kind.OneOf:
		if len(ve.Causes) > 0 {
			// The alternatives all failed: when each failed only on its
			// type, say which types are allowed; else name the first
			// alternative's problems.
			var want []string
			got := ""
			allTypes := true
			for _, c := range ve.Causes {
				t, ok := c.ErrorKind.(*kind.Type)
				if !ok || len(c.Causes) > 0 || pointer(c.InstanceLocation) != loc {
					allTypes = false
					break
				}
				got = t.Got
				want = append(want, t.Want...)
			}
			if allTypes {
				return append(out, problem{field: loc, msg: at + "got " + got + ", want " + strings.Join(dedupe(want), " or ")})
			}
			var first []problem
			first = collectProblems(ve.Causes[0], first, false, depth+1)
			if len(first) == 0 {
				return append(out, problem{field: loc, msg: at + "matches none of the allowed forms"})
			}
			f := first[0]
			return append(out, problem{field: f.field, msg: at + "matches none of the allowed forms (first: " + f.msg + ")"})
		}
	}
	if len(ve.Causes) > 0 {
		for _, c := range ve.Causes {
			out = collectProblems(c, out, skipRootExtra, depth+1)
		}
		return out
	}
	return append(out, problem{field: loc, msg: at + leafMessage(ve)})
}

// leafMessage is the library's own wording of one error, without its
// location.
func leafMessage(ve *jsonschema.ValidationError) string {
	msg := (&jsonschema.ValidationError{SchemaURL: ve.SchemaURL, ErrorKind: ve.ErrorKind}).Error()
	return strings.TrimPrefix(msg, "at '': ")
}

func dedupe(list []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, s := range list {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}

// pointer renders a location as a JSON pointer ("" for the whole input).
func pointer(tokens []string) string {
	var b strings.Builder
	for _, t := range tokens {
		b.WriteByte('/')
		t = strings.ReplaceAll(t, "~", "~0")
		b.WriteString(strings.ReplaceAll(t, "/", "~1"))
	}
	return b.String()
}

// ---- an ordered JSON document ----

// nodeKind is the JSON type of a node.
type nodeKind uint8

const (
	nodeNull nodeKind = iota
	nodeBool
	nodeNumber
	nodeString
	nodeArray
	nodeObject
)

// node is a JSON value that keeps the order of object keys, which the
// signature and the property list show.
type node struct {
	kind  nodeKind
	b     bool
	num   json.Number
	str   string
	items []*node  // array items
	keys  []string // object keys, in document order
	vals  []*node  // object values
}

// parseNode reads one JSON document. A document nested deeper than
// maxSchemaDepth is refused. An empty document is {}.
func parseNode(raw []byte) (*node, error) {
	if len(bytes.TrimSpace(raw)) == 0 || bytes.Equal(bytes.TrimSpace(raw), []byte("null")) {
		return &node{kind: nodeObject}, nil
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	n, err := readNode(dec, 0)
	if err != nil {
		return nil, fmt.Errorf("invalid JSON: %w", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, errors.New("invalid JSON: data after the schema")
	}
	return n, nil
}

func readNode(dec *json.Decoder, depth int) (*node, error) {
	if depth > maxSchemaDepth {
		return nil, errors.New("nested too deeply")
	}
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch t := tok.(type) {
	case json.Delim:
		switch t {
		case '{':
			n := &node{kind: nodeObject}
			for dec.More() {
				kt, err := dec.Token()
				if err != nil {
					return nil, err
				}
				k, _ := kt.(string)
				v, err := readNode(dec, depth+1)
				if err != nil {
					return nil, err
				}
				if i := n.index(k); i >= 0 {
					n.vals[i] = v // the last of duplicate keys wins, as in encoding/json
					continue
				}
				n.keys = append(n.keys, k)
				n.vals = append(n.vals, v)
			}
			if _, err := dec.Token(); err != nil {
				return nil, err
			}
			return n, nil
		case '[':
			n := &node{kind: nodeArray}
			for dec.More() {
				v, err := readNode(dec, depth+1)
				if err != nil {
					return nil, err
				}
				n.items = append(n.items, v)
			}
			if _, err := dec.Token(); err != nil {
				return nil, err
			}
			return n, nil
		}
		return nil, fmt.Errorf("unexpected %v", t)
	case bool:
		return &node{kind: nodeBool, b: t}, nil
	case json.Number:
		return &node{kind: nodeNumber, num: t}, nil
	case string:
		return &node{kind: nodeString, str: t}, nil
	case nil:
		return &node{kind: nodeNull}, nil
	}
	return nil, fmt.Errorf("unexpected token %v", tok)
}

// index returns the position of key in an object node, or -1.
func (n *node) index(key string) int {
	if n == nil || n.kind != nodeObject {
		return -1
	}
	for i, k := range n.keys {
		if k == key {
			return i
		}
	}
	return -1
}

// get returns an object's member, or nil.
func (n *node) get(key string) *node {
	if i := n.index(key); i >= 0 {
		return n.vals[i]
	}
	return nil
}

// str returns an object's string member, or "".
func (n *node) getString(key string) string {
	if v := n.get(key); v != nil && v.kind == nodeString {
		return v.str
	}
	return ""
}

// without returns a copy of an object node without key.
func (n *node) without(key string) *node {
	c := &node{kind: nodeObject}
	for i, k := range n.keys {
		if k != key {
			c.keys = append(c.keys, k)
			c.vals = append(c.vals, n.vals[i])
		}
	}
	return c
}

// toAny converts a node to the values encoding/json decodes into (with
// json.Number numbers), as the schema compiler takes them.
func (n *node) toAny() any {
	switch n.kind {
	case nodeBool:
		return n.b
	case nodeNumber:
		return n.num
	case nodeString:
		return n.str
	case nodeArray:
		out := make([]any, len(n.items))
		for i, it := range n.items {
			out[i] = it.toAny()
		}
		return out
	case nodeObject:
		out := make(map[string]any, len(n.keys))
		for i, k := range n.keys {
			out[k] = n.vals[i].toAny()
		}
		return out
	}
	return nil
}

// jsonType is the JSON Schema type of a value node.
func (n *node) jsonType() string {
	switch n.kind {
	case nodeBool:
		return "boolean"
	case nodeNumber:
		if _, err := strconv.ParseInt(string(n.num), 10, 64); err == nil {
			return "integer"
		}
		return "number"
	case nodeString:
		return "string"
	case nodeArray:
		return "array"
	case nodeObject:
		return "object"
	}
	return "null"
}

// resolve follows a schema's local $ref ("#/$defs/x", "#/definitions/x",
// "#") up to hops times; it returns nil for a reference it cannot
// follow or a cycle. A schema without $ref is returned as is.
func resolve(root, n *node, hops int) *node {
	for i := 0; n != nil && n.kind == nodeObject; i++ {
		ref := n.get("$ref")
		if ref == nil || ref.kind != nodeString {
			return n
		}
		if i >= hops {
			return nil
		}
		n = lookupPointer(root, ref.str)
	}
	return n
}

// lookupPointer finds a local reference (#/a/b) in the document.
func lookupPointer(root *node, ref string) *node {
	frag, ok := strings.CutPrefix(ref, "#")
	if !ok {
		return nil
	}
	if f, err := url.PathUnescape(frag); err == nil {
		frag = f
	}
	n := root
	if frag == "" {
		return n
	}
	if !strings.HasPrefix(frag, "/") {
		return nil // anchors are not followed
	}
	for _, tok := range strings.Split(frag[1:], "/") {
		tok = strings.ReplaceAll(strings.ReplaceAll(tok, "~1", "/"), "~0", "~")
		switch n.kind {
		case nodeObject:
			n = n.get(tok)
		case nodeArray:
			i, err := strconv.Atoi(tok)
			if err != nil || i < 0 || i >= len(n.items) {
				return nil
			}
			n = n.items[i]
		default:
			return nil
		}
		if n == nil {
			return nil
		}
	}
	return n
}
