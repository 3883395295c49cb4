package yq

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"math/big"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/toolsinshell/tis/runtime/command"
)

// keyOrder ranks map keys by where they first appear in the input, so
// output keeps the input's key order (gojq's maps keep none); keys a
// query adds come after, sorted.
type keyOrder struct{ rank map[string]int }

func (k *keyOrder) see(key string) {
	if _, ok := k.rank[key]; !ok {
		k.rank[key] = len(k.rank)
	}
}

// decoder turns YAML or JSON documents into the values gojq takes
// (map[string]any, []any, string, int, *big.Int, float64, bool, nil),
// counting what it builds against a budget, so that alias expansion
// ("billion laughs") cannot grow without bound.
type decoder struct {
	order  *keyOrder
	budget *command.Budget
	depth  int
}

// maxDepth bounds nesting, expanded aliases included.
const maxDepth = 10000

// yamlDocs decodes every document of data.
func (d *decoder) yamlDocs(data []byte) ([]any, error) {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	var out []any
	for {
		var n yaml.Node
		err := dec.Decode(&n)
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		v, err := d.node(&n)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	if len(out) == 0 {
		out = append(out, nil) // an empty input is one null document, as in yq
	}
	return out, nil
}

func (d *decoder) cost(n int) error { return d.budget.Add(n) }

func (d *decoder) node(n *yaml.Node) (any, error) {
	d.depth++
	defer func() { d.depth-- }()
	if d.depth > maxDepth {
		return nil, errors.New("document nested too deeply")
	}
	if err := d.cost(16); err != nil {
		return nil, err
	}
	switch n.Kind {
	case yaml.DocumentNode:
		if len(n.Content) == 0 {
			return nil, nil
		}
		return d.node(n.Content[0])
	case yaml.AliasNode:
		if n.Alias == nil {
			return nil, errors.New("unknown alias")
		}
		return d.node(n.Alias)
	case yaml.SequenceNode:
		out := make([]any, 0, len(n.Content))
		for _, c := range n.Content {
			v, err := d.node(c)
			if err != nil {
				return nil, err
			}
			out = append(out, v)
		}
		return out, nil
	case yaml.MappingNode:
		return d.mapping(n)
	case yaml.ScalarNode:
		if err := d.cost(len(n.Value)); err != nil {
			return nil, err
		}
		return scalar(n)
	}
	return nil, nil
}

// mapping builds a map; "<<" merge keys bring in the entries of the
// maps they name that the map does not set itself.
func (d *decoder) mapping(n *yaml.Node) (any, error) {
	out := make(map[string]any, len(n.Content)/2)
	var merges []*yaml.Node
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if k.Kind == yaml.ScalarNode && k.Value == "<<" && k.Tag != "!!str" {
			merges = append(merges, v)
			continue
		}
		key, err := d.key(k)
		if err != nil {
			return nil, err
		}
		val, err := d.node(v)
		if err != nil {
			return nil, err
		}
		d.order.see(key)
		out[key] = val
	}
	for _, m := range merges {
		src := m
		if src.Kind == yaml.AliasNode && src.Alias != nil {
			src = src.Alias
		}
		var list []*yaml.Node
		if src.Kind == yaml.SequenceNode {
			list = src.Content
		} else {
			list = []*yaml.Node{m}
		}
		for _, item := range list {
			v, err := d.node(item)
			if err != nil {
				return nil, err
			}
			mv, ok := v.(map[string]any)
			if !ok {
				return nil, errors.New("merge key value is not a map")
			}
			for k, x := range mv {
				if _, set := out[k]; !set {
					out[k] = x
				}
			}
		}
	}
	return out, nil
}

// key is a mapping key as text (gojq's maps have string keys).
func (d *decoder) key(k *yaml.Node) (string, error) {
	for k.Kind == yaml.AliasNode && k.Alias != nil {
		k = k.Alias
	}
	if k.Kind == yaml.ScalarNode {
		if err := d.cost(len(k.Value)); err != nil {
			return "", err
		}
		if k.Tag == "!!null" {
			return "null", nil
		}
		return k.Value, nil
	}
	v, err := d.node(k)
	if err != nil {
		return "", err
	}
	b, err := json.Marshal(v)
	if err != nil {
		return "", err
	}
	return string(b), nil
}

// scalar resolves a scalar by its tag, as YAML 1.2's core schema does;
// timestamps stay strings (yq treats them so).
func scalar(n *yaml.Node) (any, error) {
	switch n.ShortTag() {
	case "!!null":
		return nil, nil
	case "!!bool":
		var b bool
		if err := n.Decode(&b); err != nil {
			return n.Value, nil
		}
		return b, nil
	case "!!int":
		return parseInt(n.Value), nil
	case "!!float":
		if t := strings.TrimLeft(n.Value, "+-"); t != "" && strings.Trim(t, "0123456789_") == "" {
			return parseInt(n.Value), nil // an integer too large for an int64
		}
		switch strings.ToLower(strings.TrimLeft(n.Value, "+")) {
		case ".inf":
			return math.Inf(1), nil
		case "-.inf":
			return math.Inf(-1), nil
		case ".nan":
			return math.NaN(), nil
		}
		f, err := strconv.ParseFloat(strings.ReplaceAll(n.Value, "_", ""), 64)
		if err != nil {
			return n.Value, nil
		}
		return f, nil
	}
	return n.Value, nil
}

// parseInt reads a YAML integer (decimal, 0x, 0o, 0b, with a sign and
// underscores); one too large for an int is a *big.Int.
func parseInt(s string) any {
	t := strings.ReplaceAll(s, "_", "")
	neg := strings.HasPrefix(t, "-")
	t = strings.TrimLeft(t, "+-")
	base := 10
	switch {
	case strings.HasPrefix(t, "0x"), strings.HasPrefix(t, "0X"):
		base, t = 16, t[2:]
	case strings.HasPrefix(t, "0o"), strings.HasPrefix(t, "0O"):
		base, t = 8, t[2:]
	case strings.HasPrefix(t, "0b"), strings.HasPrefix(t, "0B"):
		base, t = 2, t[2:]
	}
	b, ok := new(big.Int).SetString(t, base)
	if !ok {
		return s
	}
	if neg {
		b.Neg(b)
	}
	if b.IsInt64() && b.Int64() >= math.MinInt && b.Int64() <= math.MaxInt {
		return int(b.Int64())
	}
	return b
}

// jsonDocs decodes a stream of JSON values, keeping key order.
func (d *decoder) jsonDocs(data []byte) ([]any, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var out []any
	for {
		v, err := d.jsonValue(dec)
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	if len(out) == 0 {
		out = append(out, nil)
	}
	return out, nil
}

func (d *decoder) jsonValue(dec *json.Decoder) (any, error) {
	t, err := dec.Token()
	if err != nil {
		return nil, err
	}
	return d.jsonFrom(dec, t)
}

func (d *decoder) jsonFrom(dec *json.Decoder, t json.Token) (any, error) {
	d.depth++
	defer func() { d.depth-- }()
	if d.depth > maxDepth {
		return nil, errors.New("document nested too deeply")
	}
	if err := d.cost(16); err != nil {
		return nil, err
	}
	switch x := t.(type) {
	case json.Delim:
		switch x {
		case '{':
			m := map[string]any{}
			for dec.More() {
				kt, err := dec.Token()
				if err != nil {
					return nil, err
				}
				k, ok := kt.(string)
				if !ok {
					return nil, fmt.Errorf("invalid object key %v", kt)
				}
				if err := d.cost(len(k)); err != nil {
					return nil, err
				}
				v, err := d.jsonValue(dec)
				if err != nil {
					return nil, err
				}
				d.order.see(k)
				m[k] = v
			}
			if _, err := dec.Token(); err != nil {
				return nil, err
			}
			return m, nil
		case '[':
			a := []any{}
			for dec.More() {
				v, err := d.jsonValue(dec)
				if err != nil {
					return nil, err
				}
				a = append(a, v)
			}
			if _, err := dec.Token(); err != nil {
				return nil, err
			}
			return a, nil
		}
		return nil, fmt.Errorf("unexpected %v", x)
	case json.Number:
		if i, err := x.Int64(); err == nil && i >= math.MinInt && i <= math.MaxInt {
			return int(i), nil
		}
		if b, ok := new(big.Int).SetString(x.String(), 10); ok {
			return b, nil
		}
		f, err := x.Float64()
		if err != nil {
			return nil, err
		}
		return f, nil
	case string:
		if err := d.cost(len(x)); err != nil {
			return nil, err
		}
		return x, nil
	}
	return t, nil // bool, nil
}
