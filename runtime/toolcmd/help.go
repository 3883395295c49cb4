package toolcmd

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"text/tabwriter"
	"unicode/utf8"

	"github.com/toolsinshell/tis/catalog"
	pluralcount "github.com/toolsinshell/tis/internal/plural"
	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/toolerr"
)

const (
	sigLen  = 110 // a signature in a list stays under this many characters
	descLen = 100 // and its description under this many
)

const usage = `Usage:
  tools <server> <tool> [INPUT]   call a tool of an MCP server
  tools <tool> [INPUT]            call any other tool
  tools <server> --help           list a server's tools
  tools <tool> --help             signature, description, schema and an example
  tools search <words>            find tools by name and description
INPUT is one JSON object argument, JSON on stdin (or -), and/or key=value,
--key value, --key=value pairs that merge over it (--flag alone is true).
Stdin is read only when given to the call (after |, or its own < << <<<) or
with -, never the stdin of an enclosing loop or function.
key=@path takes a value from a file (@@ for a value starting with @), and
@path the whole JSON input.
A result prints as text, or as JSON when it is structured; --text or --json
among the input (or before the tool's name) forces either.
Errors are one JSON line on stderr, exit status 1.
`

// topHelp prints the usage and one line per source (listing, and so
// starting, every loaded one).
func (t *Command) topHelp(ctx context.Context, c *command.Call) error {
	t.cat.ListAll(ctx)
	var b bytes.Buffer
	b.WriteString(usage)
	servers := t.cat.Servers()
	tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	fmt.Fprintf(&b, "\nMCP servers (%d):\n", len(servers))
	if len(servers) == 0 {
		b.WriteString("  (none)\n")
	}
	for _, s := range servers {
		var count string
		switch {
		case !s.Loaded && s.Remembered >= 0:
			count = fmt.Sprintf("(not loaded; %s when last seen)", plural(s.Remembered, "tool"))
		case !s.Loaded:
			count = "(not loaded)"
		case s.Err != nil:
			count = "(unavailable)"
			var coded toolerr.Coded
			if errors.As(s.Err, &coded) && coded.Code() == toolerr.CodeConnectionRequired {
				count = "(sign-in required)"
			}
		default:
			count = plural(len(s.Entries), "tool")
		}
		fmt.Fprintf(tw, "  %s\t%s\t%s\n", catalog.Display(s.Name), count, catalog.FirstSentence(s.Description, descLen))
	}
	tw.Flush()
	top := t.cat.TopLevel(ctx)
	fmt.Fprintf(&b, "\nOther tools (%d):\n", len(top))
	if len(top) == 0 {
		b.WriteString("  (none)\n")
	}
	for _, e := range top {
		fmt.Fprintf(tw, "  %s\t%s\n", catalog.Display(e.Tool.Name), catalog.FirstSentence(e.Tool.Description, descLen))
	}
	tw.Flush()
	for _, err := range t.cat.Failed() {
		fmt.Fprintf(&b, "  (unavailable: %v)\n", err)
	}
	if t.sourceErr != nil {
		fmt.Fprintf(&b, "\nConfiguration problem (the sources above may be out of date): %v\n", t.sourceErr)
	}
	_, err := c.Stdout.Write(trimLines(b.Bytes()))
	return writeStatus(err)
}

// trimLines drops the spaces tabwriter leaves at the end of lines.
func trimLines(b []byte) []byte {
	lines := bytes.Split(b, []byte("\n"))
	for i, l := range lines {
		lines[i] = bytes.TrimRight(l, " ")
	}
	return bytes.Join(lines, []byte("\n"))
}

func plural(n int, word string) string {
	return pluralcount.Count(int64(n), word, word+"s")
}

func writeStatus(err error) error {
	if err != nil {
		return command.Status(1)
	}
	return nil
}

// serverHelp lists one server's tools, a line each.
func (t *Command) serverHelp(c *command.Call, s *catalog.Server) error {
	var b bytes.Buffer
	name := catalog.Display(s.Name)
	fmt.Fprintf(&b, "%s: %s", name, plural(len(s.Entries), "tool"))
	if d := catalog.FirstSentence(s.Description, descLen); d != "" {
		fmt.Fprintf(&b, ". %s", strings.TrimSuffix(d, "."))
	}
	b.WriteString("\n")
	if in := instructions(s.Instructions()); in != "" && strings.TrimSpace(s.Instructions()) != strings.TrimSpace(s.Description) {
		fmt.Fprintf(&b, "Instructions from the server:\n%s\n", in)
	}
	fmt.Fprintf(&b, "Call: tools %s <tool> [INPUT]. Details: tools %s <tool> --help\n\n", name, name)
	for _, e := range s.Entries {
		fmt.Fprintf(&b, "  %s\n", catalog.Signature(e.Tool.Name, e.Tool.InputSchema, sigLen))
		if d := catalog.FirstSentence(e.Tool.Description, descLen); d != "" {
			fmt.Fprintf(&b, "      %s%s\n", d, marks(e.Tool))
		} else if m := marks(e.Tool); m != "" {
			fmt.Fprintf(&b, "     %s\n", m)
		}
	}
	_, err := c.Stdout.Write(b.Bytes())
	return writeStatus(err)
}

// Bounds on the server's instructions in its help: a few lines, each
// cut, for the model reads every byte.
const (
	instructionLines    = 6
	instructionLineSize = 200
)

// instructions cuts a server's instructions to a few non-empty lines,
// each indented and cut, saying how many lines were left out.
func instructions(text string) string {
	var lines []string
	left := 0
	for _, l := range strings.Split(text, "\n") {
		l = strings.TrimRight(l, " \t\r")
		if strings.TrimSpace(l) == "" {
			continue
		}
		if len(lines) == instructionLines {
			left++
			continue
		}
		if len(l) > instructionLineSize {
			cut := instructionLineSize
			for cut > 0 && !utf8.RuneStart(l[cut]) {
				cut--
			}
			l = l[:cut] + "..."
		}
		lines = append(lines, "  "+l)
	}
	if left > 0 {
		lines = append(lines, fmt.Sprintf("  [... %s not shown]", plural(left, "more line")))
	}
	return strings.Join(lines, "\n")
}

// marks shows the hints that matter to a caller.
func marks(tool *catalog.Tool) string {
	var m []string
	a := tool.Annotations
	switch {
	case a.IsReadOnly():
		m = append(m, "read-only")
	case a.IsDestructive():
		m = append(m, "destructive")
	}
	if len(m) == 0 {
		return ""
	}
	return " [" + strings.Join(m, ", ") + "]"
}

// toolHelp shows one tool in full.
func (t *Command) toolHelp(c *command.Call, e *catalog.Entry) error {
	var b bytes.Buffer
	fmt.Fprintf(&b, "%s\n", catalog.Signature(e.Tool.Name, e.Tool.InputSchema, 0))
	fmt.Fprintf(&b, "  command: %s   canonical name: %s%s\n", e.Command, e.Canonical, marks(e.Tool))
	if d := strings.TrimSpace(e.Tool.Description); d != "" {
		fmt.Fprintf(&b, "\n%s\n", d)
	}
	schema := e.Tool.InputSchema
	if len(bytes.TrimSpace(schema)) == 0 {
		schema = json.RawMessage(`{"type":"object"}`)
	}
	var pretty bytes.Buffer
	if err := json.Indent(&pretty, schema, "", "  "); err != nil {
		pretty.Reset()
		pretty.Write(schema)
	}
	fmt.Fprintf(&b, "\nInput schema:\n%s\n", pretty.String())
	fmt.Fprintf(&b, "\nExample:\n  %s\n", catalog.Example(e.Command, e.Tool.InputSchema))
	b.WriteString(outputHelp(e))
	_, err := c.Stdout.Write(b.Bytes())
	return writeStatus(err)
}

// search prints the best matches, each a runnable line and a description.
func (t *Command) search(ctx context.Context, c *command.Call, args []string) error {
	limit := t.limit
	var words []string
	for i := 0; i < len(args); i++ {
		switch a := args[i]; {
		case a == "--limit" && i+1 < len(args):
			n, err := strconv.Atoi(args[i+1])
			if err != nil || n <= 0 {
				return c.UsageError("search: --limit wants a positive number, not %q", args[i+1])
			}
			limit = n
			i++
		case strings.HasPrefix(a, "--limit="):
			n, err := strconv.Atoi(strings.TrimPrefix(a, "--limit="))
			if err != nil || n <= 0 {
				return c.UsageError("search: --limit wants a positive number, not %q", a)
			}
			limit = n
		case isHelp(a):
			fmt.Fprintln(c.Stdout, "Usage: tools search [--limit N] <words>\nFinds tools by name and description, best first.")
			return nil
		default:
			words = append(words, a)
		}
	}
	if len(words) == 0 {
		return c.UsageError("search: give words to search for, e.g. tools search pull request")
	}
	query := strings.Join(words, " ")
	hits := t.cat.Search(ctx, query, limit)
	if len(hits) == 0 {
		fmt.Fprintf(c.Stderr, "tools search: nothing matches %q; tools --help lists every server and tool\n", query)
		return command.Status(1)
	}
	var b bytes.Buffer
	for _, h := range hits {
		fmt.Fprintf(&b, "%s\n", catalog.Example(h.Entry.Command, h.Entry.Tool.InputSchema))
		if d := catalog.FirstSentence(h.Entry.Tool.Description, descLen); d != "" {
			fmt.Fprintf(&b, "    %s%s\n", d, marks(h.Entry.Tool))
		}
	}
	_, err := c.Stdout.Write(b.Bytes())
	return writeStatus(err)
}

// outputHelp says how to choose a call's output, for tools <tool> --help.
func outputHelp(e *catalog.Entry) string {
	schema, _ := e.Schema()
	var b strings.Builder
	b.WriteString("\nOutput:\n")
	b.WriteString("  (default)  text as it is; structured content as JSON, unless it only wraps the text\n")
	for _, f := range []struct {
		flag catalog.Output
		what string
	}{{catalog.OutputText, "the text only, never the structured content"},
		{catalog.OutputJSON, "JSON: the structured content, else {\"content\": [items]}"}} {
		if catalog.Shadowed(schema, f.flag) {
			fmt.Fprintf(&b, "  %-9s  %s (this tool has a field named %s: write tools %s %s ... for the output choice)\n",
				f.flag, f.what, strings.TrimPrefix(f.flag.String(), "--"), f.flag, strings.TrimPrefix(e.Command, "tools "))
			continue
		}
		fmt.Fprintf(&b, "  %-9s  %s\n", f.flag, f.what)
	}
	return b.String()
}
