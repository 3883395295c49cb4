package catalog

import (
	"encoding/json"
	"fmt"
	"math"
	"math/big"
	"slices"
	"strconv"
)

// numberProblems finds the numbers of v (the input, or a part of it whose
// schema is n) that no server can take as written: a number beyond
// float64 (1e400, which JavaScript reads as Infinity and sends back as
// null) anywhere, and, where the schema types the value as an integer,
// one beyond a 64-bit integer (9223372036854775808, which loses its
// value in float64 and overflows int64). The schema's own check accepts
// both: JSON Schema has no bound on a number's size.
func (s *Schema) numberProblems(n *node, v any, path []string, depth int, out []problem) []problem {
	if depth > maxSchemaDepth {
		return out
	}
	if n != nil {
		n = resolve(s.root, n, 8)
	}
	switch x := v.(type) {
	case json.Number:
		return s.numberProblem(n, x, path, out)
	case float64:
		if math.IsInf(x, 0) || math.IsNaN(x) {
			out = append(out, problem{field: pointer(path), msg: fmt.Sprintf("%s: %v is not a JSON number", fieldLabel(path), x)})
		}
	case map[string]any:
		for k, val := range x {
			out = s.numberProblems(childSchema(n, k), val, append(path, k), depth+1, out)
		}
	case []any:
		for i, val := range x {
			out = s.numberProblems(itemSchema(n, i), val, append(path, strconv.Itoa(i)), depth+1, out)
		}
	}
	return out
}

func (s *Schema) numberProblem(n *node, x json.Number, path []string, out []problem) []problem {
	if f, err := strconv.ParseFloat(string(x), 64); err != nil || math.IsInf(f, 0) {
		return append(out, problem{field: pointer(path), msg: fmt.Sprintf("%s: %s is beyond the range of a JSON number (64-bit floating point)", fieldLabel(path), x)})
	}
	if n == nil {
		return out
	}
	types := typesOf(s.root, n, 0)
	if !slices.Contains(types, "integer") || slices.Contains(types, "number") {
		return out
	}
	r, ok := new(big.Rat).SetString(string(x))
	if !ok || !r.IsInt() {
		return out // not an integer: the schema check says so
	}
	if !r.Num().IsInt64() {
		return append(out, problem{field: pointer(path), msg: fmt.Sprintf("%s: %s does not fit a 64-bit integer", fieldLabel(path), x)})
	}
	return out
}

// childSchema is the schema of an object's field key under n, if n says.
func childSchema(n *node, key string) *node {
	if n == nil || n.kind != nodeObject {
		return nil
	}
	if props := n.get("properties"); props != nil && props.kind == nodeObject {
		if c := props.get(key); c != nil {
			return c
		}
	}
	if ap := n.get("additionalProperties"); ap != nil && ap.kind == nodeObject {
		return ap
	}
	return nil
}

// itemSchema is the schema of an array's item i under n, if n says.
func itemSchema(n *node, i int) *node {
	if n == nil || n.kind != nodeObject {
		return nil
	}
	if pi := n.get("prefixItems"); pi != nil && pi.kind == nodeArray && i < len(pi.items) {
		return pi.items[i]
	}
	items := n.get("items")
	switch {
	case items == nil:
		return nil
	case items.kind == nodeArray: // draft-07 tuple
		if i < len(items.items) {
			return items.items[i]
		}
		return nil
	}
	return items
}

func fieldLabel(path []string) string {
	if len(path) == 0 {
		return "input"
	}
	name := path[0]
	for _, p := range path[1:] {
		if _, err := strconv.Atoi(p); err == nil {
			name += "[" + p + "]"
		} else {
			name += "." + p
		}
	}
	return name
}
