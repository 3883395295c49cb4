package gate

import (
	"context"
	"encoding/json"
	"fmt"
	"unicode/utf8"

	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/toolerr"
)

// jsonSize is the length of json.Marshal(v) for the values a parsed input
// holds (objects, arrays, strings, numbers, booleans, null), measured
// without building it: the bound on a call's input must not cost a copy
// of the input for each check, nor one in the audit log, when the input is
// many times the bound. Other types are marshaled to be measured.
func jsonSize(v any) int {
	switch v := v.(type) {
	case nil:
		return 4
	case bool:
		if v {
			return 4
		}
		return 5
	case string:
		return jsonStringSize(v)
	case map[string]any:
		n := 2 // {}
		if len(v) > 1 {
			n += len(v) - 1 // commas
		}
		for k, e := range v {
			n += jsonStringSize(k) + 1 + jsonSize(e)
		}
		return n
	case []any:
		n := 2
		if len(v) > 1 {
			n += len(v) - 1
		}
		for _, e := range v {
			n += jsonSize(e)
		}
		return n
	case json.Number:
		return len(v)
	}
	b, err := json.Marshal(v)
	if err != nil {
		return 0
	}
	return len(b)
}

// jsonStringSize is the length of s as encoding/json writes it: quoted,
// with <, > and & as \u00XX, control characters escaped, invalid UTF-8 as
// \ufffd and U+2028, U+2029 as \u2028, \u2029.
func jsonStringSize(s string) int {
	n := 2
	for i := 0; i < len(s); {
		b := s[i]
		if b < utf8.RuneSelf {
			switch {
			case b == '"' || b == '\\' || b == '\n' || b == '\r' || b == '\t' || b == '\b' || b == '\f':
				n += 2
			case b < 0x20 || b == '<' || b == '>' || b == '&':
				n += 6
			default:
				n++
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			n += 6
		case r == '\u2028' || r == '\u2029':
			n += 6
		default:
			n += size
		}
		i += size
	}
	return n
}

// inputBound is the bound on a call's input as JSON.
func (cfg *Config) inputBound() int {
	if cfg.MaxInputBytes > 0 {
		return cfg.MaxInputBytes
	}
	return DefaultMaxInputBytes
}

// checkSize refuses an input past the bound, before anything else looks
// at it (guardrails, hooks, the schema); the call keeps the size, so its
// audit entry records that instead of the input.
func (cfg *Config) checkSize(c *Call) error {
	max := cfg.inputBound()
	n := jsonSize(c.Input)
	if n <= max {
		c.oversize = 0
		return nil
	}
	c.oversize = n
	return toolerr.InvalidInput("", fmt.Sprintf("%s: the input is %d bytes as JSON; a call's input may hold at most %d bytes. "+
		"Nothing was sent; pass large data in parts, or by reference (a path or a URL the tool takes)", c.Entry.Command, n, max))
}

// sizeCheck is the first check of a call: its input's size.
func (cfg *Config) sizeCheck(next Handler) Handler {
	return func(ctx context.Context, c *Call) (*catalog.Result, error) {
		if err := cfg.checkSize(c); err != nil {
			return nil, err
		}
		return next(ctx, c)
	}
}

// auditInput is the input as the audit log keeps it: the input as JSON,
// or for one past the bound (never sent), a JSON string saying so.
func (c *Call) auditInput() string {
	if c.oversize > 0 {
		b, _ := json.Marshal(fmt.Sprintf("(not kept: %d bytes of JSON, past the bound on a call's input)", c.oversize))
		return string(b)
	}
	b, _ := json.Marshal(c.Input)
	return string(b)
}
