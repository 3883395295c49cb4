package catalog

import (
	"fmt"
	"strings"

	"github.com/toolsinshell/tis/toolerr"
)

// Output is a call's choice of how its result is printed.
type Output int

const (
	// OutputAuto prints structured content as JSON, unless it only wraps
	// the text the tool also gave (then the text); a result without
	// structured content prints its text.
	OutputAuto Output = iota
	// OutputText prints the text the tool gave, leaving out its
	// structured content (a result with no text prints the structured
	// content as JSON, so nothing is lost).
	OutputText
	// OutputJSON prints the structured content as JSON; a result with no
	// structured content prints its content items as JSON:
	// {"content":[{"type":"text","text":"..."}, ...]}.
	OutputJSON
)

// The words of a tools call that choose its output.
const (
	TextFlag = "--text"
	JSONFlag = "--json"
)

// String returns the flag that chooses o ("" for OutputAuto).
func (o Output) String() string {
	switch o {
	case OutputText:
		return TextFlag
	case OutputJSON:
		return JSONFlag
	}
	return ""
}

// OutputFlag reports whether word is --text or --json, and which.
func OutputFlag(word string) (Output, bool) {
	switch word {
	case TextFlag:
		return OutputText, true
	case JSONFlag:
		return OutputJSON, true
	}
	return OutputAuto, false
}

// Shadowed reports whether the tool's schema has a field named like the
// output flag f (text or json, with case, '-' and '_' folded): then a
// bare --text or --json after the tool's name is that field, and only the
// words before the tool's name (tools --text <server> <tool>) choose the
// output.
func Shadowed(schema *Schema, f Output) bool {
	if f == OutputAuto {
		return false
	}
	_, ok := schema.Property(strings.TrimPrefix(f.String(), "--"))
	return ok
}

// SplitOutput takes the output choice out of the words of a call after
// the tool's name: a bare --text or --json, unless the schema has a field
// of that name (then the word stays, as that field's --key). It returns
// the other words, for ParseInput, and the choice (start: the choice made
// before the tool's name, OutputAuto when none). Choosing both is
// invalid_input; choosing one twice is the same as once.
func SplitOutput(args []string, schema *Schema, start Output) ([]string, Output, error) {
	out := start
	var rest []string
	for i, a := range args {
		f, ok := OutputFlag(a)
		if !ok || Shadowed(schema, f) {
			if rest != nil {
				rest = append(rest, a)
			}
			continue
		}
		if rest == nil {
			rest = append(make([]string, 0, len(args)), args[:i]...)
		}
		if out != OutputAuto && out != f {
			return nil, out, toolerr.InvalidInput("", fmt.Sprintf("both %s and %s were given; choose one output", TextFlag, JSONFlag))
		}
		out = f
	}
	if rest == nil {
		return args, out, nil
	}
	return rest, out, nil
}

// WrapsText reports whether a result's structured content only wraps its
// text: an object of one field whose value is a string equal to the text
// items joined by newlines (server-filesystem's {"content": "..."}), or
// such a string itself. A final newline on either side does not count.
func WrapsText(res *Result) bool {
	if res == nil || res.Structured == nil {
		return false
	}
	var s string
	switch v := res.Structured.(type) {
	case string:
		s = v
	case map[string]any:
		if len(v) != 1 {
			return false
		}
		for _, x := range v {
			str, ok := x.(string)
			if !ok {
				return false
			}
			s = str
		}
	default:
		return false
	}
	var texts []string
	for _, ct := range res.Content {
		switch {
		case ct.Type == "text":
			texts = append(texts, ct.Text)
		case ct.Type == "resource_link":
		default:
			// An image, audio or an embedded resource is more than the
			// text: the structured content may describe it.
			return false
		}
	}
	if len(texts) == 0 {
		return false
	}
	return strings.TrimRight(JoinText(texts), "\n") == strings.TrimRight(s, "\n")
}

// JoinText joins text items as the tools command prints them: each on a
// new line after the previous one.
func JoinText(texts []string) string {
	var b strings.Builder
	for _, t := range texts {
		if b.Len() > 0 && !strings.HasSuffix(b.String(), "\n") {
			b.WriteByte('\n')
		}
		b.WriteString(t)
	}
	return b.String()
}
