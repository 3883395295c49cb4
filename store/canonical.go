package store

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"
)

// CanonicalJSON encodes v as canonical JSON, the form once answers are keyed
// by: object keys sorted (by bytes of their UTF-8 encoding), no insignificant
// whitespace, no HTML escaping, and numbers kept as written when v holds
// [json.Number] or [json.RawMessage] values (so 1 and 1.0 stay different
// inputs). Any value [json.Marshal] accepts is accepted; a [json.RawMessage]
// is taken as JSON text and canonicalized.
func CanonicalJSON(v any) (string, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return "", fmt.Errorf("canonical json: %w", err)
	}
	return CanonicalizeJSON(buf.Bytes())
}

// CanonicalizeJSON rewrites JSON text in canonical form (see [CanonicalJSON]).
// The text must hold exactly one JSON value. When an object repeats a key,
// the last value wins, as with [json.Unmarshal].
func CanonicalizeJSON(data []byte) (string, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return "", fmt.Errorf("canonical json: %w", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return "", fmt.Errorf("canonical json: text after the JSON value")
	}
	var b strings.Builder
	if err := writeCanonical(&b, v); err != nil {
		return "", fmt.Errorf("canonical json: %w", err)
	}
	return b.String(), nil
}

// writeCanonical writes a value decoded with UseNumber.
func writeCanonical(b *strings.Builder, v any) error {
	switch v := v.(type) {
	case nil:
		b.WriteString("null")
	case bool:
		if v {
			b.WriteString("true")
		} else {
			b.WriteString("false")
		}
	case json.Number:
		b.WriteString(string(v))
	case string:
		return writeString(b, v)
	case []any:
		b.WriteByte('[')
		for i, e := range v {
			if i > 0 {
				b.WriteByte(',')
			}
			if err := writeCanonical(b, e); err != nil {
				return err
			}
		}
		b.WriteByte(']')
	case map[string]any:
		keys := make([]string, 0, len(v))
		for k := range v {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		b.WriteByte('{')
		for i, k := range keys {
			if i > 0 {
				b.WriteByte(',')
			}
			if err := writeString(b, k); err != nil {
				return err
			}
			b.WriteByte(':')
			if err := writeCanonical(b, v[k]); err != nil {
				return err
			}
		}
		b.WriteByte('}')
	default:
		return fmt.Errorf("unexpected %T", v)
	}
	return nil
}

func writeString(b *strings.Builder, s string) error {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(s); err != nil {
		return err
	}
	b.Write(bytes.TrimSuffix(buf.Bytes(), []byte("\n")))
	return nil
}
