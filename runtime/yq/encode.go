package yq

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"math/big"
	"sort"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// sortedKeys returns m's keys in the input's order (see keyOrder).
func (k *keyOrder) sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for key := range m {
		keys = append(keys, key)
	}
	sort.Slice(keys, func(i, j int) bool {
		ri, iok := k.rank[keys[i]]
		rj, jok := k.rank[keys[j]]
		switch {
		case iok && jok:
			return ri < rj
		case iok != jok:
			return iok
		}
		return keys[i] < keys[j]
	})
	return keys
}

// keysFunc is keys in the input's key order (yq's order), and the
// indices of an array.
func (k *keyOrder) keysFunc(v any, _ []any) any {
	switch x := v.(type) {
	case map[string]any:
		keys := k.sortedKeys(x)
		out := make([]any, len(keys))
		for i, key := range keys {
			out[i] = key
		}
		return out
	case []any:
		out := make([]any, len(x))
		for i := range x {
			out[i] = i
		}
		return out
	}
	return fmt.Errorf("%s has no keys", typeName(v))
}

func typeName(v any) string {
	switch v.(type) {
	case nil:
		return "null"
	case bool:
		return "boolean"
	case string:
		return "string"
	case map[string]any:
		return "object"
	case []any:
		return "array"
	}
	return "number"
}

// toNode builds the YAML node of a value.
func (k *keyOrder) toNode(v any) *yaml.Node {
	switch x := v.(type) {
	case nil:
		return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!null", Value: "null"}
	case bool:
		return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!bool", Value: strconv.FormatBool(x)}
	case int:
		return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!int", Value: strconv.Itoa(x)}
	case *big.Int:
		return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!int", Value: x.String()}
	case float64:
		return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!float", Value: formatFloat(x, true)}
	case string:
		return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: x}
	case []any:
		n := &yaml.Node{Kind: yaml.SequenceNode, Tag: "!!seq"}
		for _, e := range x {
			n.Content = append(n.Content, k.toNode(e))
		}
		return n
	case map[string]any:
		n := &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map"}
		for _, key := range k.sortedKeys(x) {
			n.Content = append(n.Content, &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: key}, k.toNode(x[key]))
		}
		return n
	}
	return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: fmt.Sprint(v)}
}

// formatFloat writes a float as YAML (yaml true) or JSON does; an
// integral float keeps a ".0", as yq keeps 1.0.
func formatFloat(f float64, yamlStyle bool) string {
	switch {
	case math.IsInf(f, 1):
		if yamlStyle {
			return ".inf"
		}
		return "1.7976931348623157e+308"
	case math.IsInf(f, -1):
		if yamlStyle {
			return "-.inf"
		}
		return "-1.7976931348623157e+308"
	case math.IsNaN(f):
		if yamlStyle {
			return ".nan"
		}
		return "null"
	}
	s := strconv.FormatFloat(f, 'g', -1, 64)
	if !strings.ContainsAny(s, ".eEn") {
		s += ".0"
	}
	return s
}

// yamlText encodes v as a YAML document body with the given indent.
func (k *keyOrder) yamlText(v any, indent int) (string, error) {
	var b bytes.Buffer
	enc := yaml.NewEncoder(&b)
	enc.SetIndent(indent)
	if err := enc.Encode(k.toNode(v)); err != nil {
		return "", err
	}
	if err := enc.Close(); err != nil {
		return "", err
	}
	return b.String(), nil
}

// jsonText encodes v as JSON: indented by indent spaces, or on one line
// for 0; keys in input order; no HTML escaping.
func (k *keyOrder) jsonText(v any, indent int) string {
	var b strings.Builder
	k.writeJSON(&b, v, indent, 0)
	return b.String()
}

func (k *keyOrder) writeJSON(b *strings.Builder, v any, indent, level int) {
	nl := func(l int) {
		if indent > 0 {
			b.WriteByte('\n')
			b.WriteString(strings.Repeat(" ", indent*l))
		}
	}
	switch x := v.(type) {
	case nil:
		b.WriteString("null")
	case bool:
		b.WriteString(strconv.FormatBool(x))
	case int:
		b.WriteString(strconv.Itoa(x))
	case *big.Int:
		b.WriteString(x.String())
	case float64:
		b.WriteString(formatFloat(x, false))
	case string:
		b.WriteString(jsonString(x))
	case []any:
		if len(x) == 0 {
			b.WriteString("[]")
			return
		}
		b.WriteByte('[')
		for i, e := range x {
			if i > 0 {
				b.WriteByte(',')
			}
			nl(level + 1)
			k.writeJSON(b, e, indent, level+1)
		}
		nl(level)
		b.WriteByte(']')
	case map[string]any:
		if len(x) == 0 {
			b.WriteString("{}")
			return
		}
		b.WriteByte('{')
		for i, key := range k.sortedKeys(x) {
			if i > 0 {
				b.WriteByte(',')
			}
			nl(level + 1)
			b.WriteString(jsonString(key))
			b.WriteByte(':')
			if indent > 0 {
				b.WriteByte(' ')
			}
			k.writeJSON(b, x[key], indent, level+1)
		}
		nl(level)
		b.WriteByte('}')
	default:
		b.WriteString(jsonString(fmt.Sprint(v)))
	}
}

func jsonString(s string) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s)
	return strings.TrimSuffix(b.String(), "\n")
}

// propsText writes v as Java properties (yq -o=props): one "path = value"
// line per scalar, paths joined with dots.
func (k *keyOrder) propsText(v any) string {
	var b strings.Builder
	var walk func(prefix string, v any)
	walk = func(prefix string, v any) {
		switch x := v.(type) {
		case map[string]any:
			for _, key := range k.sortedKeys(x) {
				walk(joinPath(prefix, key), x[key])
			}
		case []any:
			for i, e := range x {
				walk(joinPath(prefix, strconv.Itoa(i)), e)
			}
		default:
			b.WriteString(prefix + " = " + scalarText(v) + "\n")
		}
	}
	walk("", v)
	return b.String()
}

func joinPath(prefix, key string) string {
	if prefix == "" {
		return key
	}
	return prefix + "." + key
}

// scalarText is an unwrapped scalar: a string as it is, anything else
// as YAML writes it.
func scalarText(v any) string {
	switch x := v.(type) {
	case nil:
		return "null"
	case string:
		return x
	case bool:
		return strconv.FormatBool(x)
	case int:
		return strconv.Itoa(x)
	case *big.Int:
		return x.String()
	case float64:
		return formatFloat(x, true)
	}
	return fmt.Sprint(v)
}
