package catalog

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// shellWords splits an example line as the shell would: words separated
// by spaces, single quotes (with '\” for a quote) kept together.
func shellWords(line string) ([]string, error) {
	var words []string
	var cur strings.Builder
	inWord, inQuote := false, false
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case inQuote:
			if c == '\'' {
				inQuote = false
			} else {
				cur.WriteByte(c)
			}
		case c == '\'':
			inQuote, inWord = true, true
		case c == '\\' && i+1 < len(line):
			i++
			cur.WriteByte(line[i])
			inWord = true
		case c == ' ':
			if inWord {
				words = append(words, cur.String())
				cur.Reset()
				inWord = false
			}
		default:
			if strings.IndexByte("\"$`&|;<>()*?[]{}~#!", c) >= 0 && !inWord {
				return nil, fmt.Errorf("unquoted shell character %q in %q", c, line)
			} else if strings.IndexByte("\"$`&|;<>()*?[]{}!", c) >= 0 {
				return nil, fmt.Errorf("unquoted shell character %q in %q", c, line)
			}
			cur.WriteByte(c)
			inWord = true
		}
	}
	if inQuote {
		return nil, fmt.Errorf("unterminated quote in %q", line)
	}
	if inWord {
		words = append(words, cur.String())
	}
	return words, nil
}

// exampleInput reads the input an example line gives its tool, the way
// SPEC section 4 says the tools command does: a JSON object argument, or
// key=value pairs whose values are JSON unless the schema types the key
// as a string.
func exampleInput(t testing.TB, e *Entry, line string) (map[string]any, error) {
	t.Helper()
	rest, ok := strings.CutPrefix(line, e.Command)
	if !ok {
		return nil, fmt.Errorf("example %q does not start with %q", line, e.Command)
	}
	words, err := shellWords(rest)
	if err != nil {
		return nil, err
	}
	s, err := e.Schema()
	if err != nil {
		return nil, err
	}
	in := map[string]any{}
	for _, w := range words {
		if strings.HasPrefix(w, "{") {
			dec := json.NewDecoder(bytes.NewReader([]byte(w)))
			dec.UseNumber()
			if err := dec.Decode(&in); err != nil {
				return nil, fmt.Errorf("JSON argument %q: %v", w, err)
			}
			continue
		}
		k, v, ok := strings.Cut(w, "=")
		if !ok {
			return nil, fmt.Errorf("word %q is not key=value", w)
		}
		if p, ok := s.Property(k); ok {
			k = p.Name
			if len(p.Types) == 1 && p.Types[0] == "string" {
				in[k] = v
				continue
			}
		}
		var val any
		dec := json.NewDecoder(strings.NewReader(v))
		dec.UseNumber()
		if err := dec.Decode(&val); err != nil || dec.More() {
			val = v
		}
		in[k] = val
	}
	return in, nil
}
