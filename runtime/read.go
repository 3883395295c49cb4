package runtime

import (
	"context"
	"io"
	"strings"

	"mvdan.cc/sh/v3/interp"
	"mvdan.cc/sh/v3/syntax"
)

// The interpreter's read builtin merges empty fields when IFS holds a
// character that is not whitespace (IFS=, read -ra f <<< "a,,b" gives two
// fields, bash three). rewriteRead handles those calls itself: it reads
// the line, splits it as bash does and turns the call into an eval of the
// assignments. Every other read goes to the builtin.

// rewriteRead returns the replacement of a read call, or nil to leave it
// to the builtin.
func (sc *script) rewriteRead(ctx context.Context, args []string) []string {
	hc := interp.HandlerCtx(ctx)
	ifsVar := hc.Env.Get("IFS")
	ifs := " \t\n"
	if ifsVar.IsSet() {
		ifs = ifsVar.String()
	}
	if strings.Trim(ifs, " \t\n") == "" || hc.Stdin == nil {
		return nil
	}
	raw, delim, array := false, byte('\n'), ""
	var names []string
	for i := 1; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "-r":
			raw = true
		case a == "-a" && i+1 < len(args):
			array = args[i+1]
			i++
		case a == "-d" && i+1 < len(args):
			delim = 0
			if args[i+1] != "" {
				delim = args[i+1][0]
			}
			i++
		case a == "-ra" || a == "-ar":
			if i+1 >= len(args) {
				return nil
			}
			raw, array = true, args[i+1]
			i++
		case a == "--":
			names = append(names, args[i+1:]...)
			i = len(args)
		case strings.HasPrefix(a, "-"):
			return nil // options the builtin handles
		default:
			names = append(names, a)
		}
	}
	for _, n := range append(names, array) {
		if n != "" && !syntax.ValidName(n) {
			return nil
		}
	}
	line, ok := readLine(hc.Stdin, delim, raw)
	var b strings.Builder
	switch {
	case array != "":
		b.WriteString(array + "=(")
		for i, f := range splitIFS(line, ifs) {
			if i > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(shellQuote(f.text()))
		}
		b.WriteString(")")
	case len(names) == 0:
		b.WriteString("REPLY=" + shellQuote(line.text()))
	default:
		fields := splitIFS(line, ifs)
		for i, n := range names {
			var v string
			switch {
			case i < len(names)-1 && i < len(fields):
				v = fields[i].text()
			case i == len(names)-1 && i < len(fields):
				rest := line[fields[i].start:]
				if len(splitIFS(rest, ifs)) == 1 {
					v = fields[i].text()
				} else {
					v = rest.trimRight(ifs).text()
				}
			}
			if i > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(n + "=" + shellQuote(v))
		}
	}
	if !ok {
		b.WriteString("; false")
	}
	return []string{"eval", b.String()}
}

// ch is one character of a line read; escaped ones are never delimiters.
type ch struct {
	c       byte
	escaped bool
}

type chars []ch

func (cs chars) text() string {
	b := make([]byte, len(cs))
	for i, c := range cs {
		b[i] = c.c
	}
	return string(b)
}

func (cs chars) trimRight(ifs string) chars {
	for len(cs) > 0 {
		last := cs[len(cs)-1]
		if last.escaped || !isIFSSpace(last.c, ifs) {
			break
		}
		cs = cs[:len(cs)-1]
	}
	return cs
}

// field is a field of a line with where it starts.
type field struct {
	chars
	start int
}

func isIFSSpace(c byte, ifs string) bool {
	return (c == ' ' || c == '\t' || c == '\n') && strings.IndexByte(ifs, c) >= 0
}

// splitIFS splits as the shell's field splitting does: runs of IFS
// whitespace separate fields and are trimmed at both ends; each other IFS
// character ends one field, so two in a row make an empty field, and one
// at the very end makes none.
func splitIFS(line chars, ifs string) []field {
	isDelim := func(c ch) bool { return !c.escaped && strings.IndexByte(ifs, c.c) >= 0 }
	isSpace := func(c ch) bool { return !c.escaped && isIFSSpace(c.c, ifs) }
	var out []field
	i := 0
	for i < len(line) && isSpace(line[i]) {
		i++
	}
	for i < len(line) {
		start := i
		for i < len(line) && !isDelim(line[i]) {
			i++
		}
		out = append(out, field{chars: line[start:i], start: start})
		for i < len(line) && isSpace(line[i]) {
			i++
		}
		if i < len(line) && isDelim(line[i]) {
			i++
			for i < len(line) && isSpace(line[i]) {
				i++
			}
		}
	}
	return out
}

// readLine reads up to delim one byte at a time, so nothing after the line
// is consumed. Without raw, a backslash escapes the next character and a
// backslash-newline joins lines. ok is false at end of input before delim.
func readLine(r io.Reader, delim byte, raw bool) (chars, bool) {
	var line chars
	buf := make([]byte, 1)
	escape := false
	for {
		n, err := r.Read(buf)
		if n == 0 {
			if err != nil {
				return line, false
			}
			continue
		}
		c := buf[0]
		switch {
		case escape:
			escape = false
			if c != '\n' {
				line = append(line, ch{c, true})
			}
		case !raw && c == '\\':
			escape = true
		case c == delim:
			return line, true
		default:
			line = append(line, ch{c, false})
		}
	}
}

// shellQuote quotes s for the shell in single quotes. A quote inside is
// written '"'"' rather than '\”, whose backslash the interpreter keeps
// in assignments.
func shellQuote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'"'"'`) + "'"
}
