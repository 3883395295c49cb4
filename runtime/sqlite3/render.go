package sqlite3

import (
	"encoding/hex"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/toolsinshell/tis/runtime/command"
)

// cell is one value of a result row.
type cell struct {
	null bool
	num  bool // an integer or a real: never quoted
	blob bool
	real float64
	isRe bool
	text string
}

func toCell(v any, decl string) cell {
	switch x := v.(type) {
	case nil:
		return cell{null: true}
	case int64:
		return cell{num: true, text: strconv.FormatInt(x, 10)}
	case float64:
		return cell{num: true, isRe: true, real: x, text: formatReal(x, 15)}
	case string:
		return cell{text: x}
	case []byte:
		return cell{blob: true, text: string(x)}
	case bool:
		if x {
			return cell{num: true, text: "1"}
		}
		return cell{num: true, text: "0"}
	case time.Time:
		return cell{text: timeText(x, decl)}
	}
	return cell{text: fmt.Sprint(v)}
}

// formatReal is SQLite's "%!.Ng": N significant digits, always with a
// decimal point.
func formatReal(f float64, prec int) string {
	switch {
	case math.IsInf(f, 1):
		return "Inf"
	case math.IsInf(f, -1):
		return "-Inf"
	case f == 0:
		return "0.0"
	}
	s := strconv.FormatFloat(f, 'g', prec, 64)
	if strings.Contains(s, "e") {
		mant, exp, _ := strings.Cut(s, "e")
		if !strings.Contains(mant, ".") {
			mant += ".0"
		}
		return mant + "e" + exp
	}
	if !strings.Contains(s, ".") {
		s += ".0"
	}
	return s
}

// renderer prints the rows of one statement in the shell's mode.
type renderer struct {
	s      *shell
	cols   []string
	n      int      // rows printed
	held   [][]cell // the rows of the modes that align columns
	budget *command.Budget
}

func newRenderer(s *shell, cols []string) *renderer {
	return &renderer{s: s, cols: cols, budget: s.c.Budget("output")}
}

func (r *renderer) aligned() bool {
	switch r.s.mode {
	case "column", "box", "table", "markdown":
		return true
	}
	return false
}

func (r *renderer) w(s string) { r.s.out.WriteString(s) }

// value is a cell as list-like modes print it.
func (r *renderer) value(c cell) string {
	if c.null {
		return r.s.null
	}
	return c.text
}

func (r *renderer) row(cells []cell) error {
	s := r.s
	if r.aligned() {
		n := 0
		for _, c := range cells {
			n += len(c.text) + 16
		}
		if err := r.budget.Add(n); err != nil {
			return err
		}
		r.held = append(r.held, cells)
		return nil
	}
	first := r.n == 0
	r.n++
	switch s.mode {
	case "line":
		width := 0
		for _, c := range r.cols {
			width = max(width, utf8.RuneCountInString(c))
		}
		if !first {
			r.w("\n")
		}
		for i, c := range cells {
			r.w(fmt.Sprintf("%*s = %s\n", width, r.cols[i], r.value(c)))
		}
	case "json":
		if first {
			r.w("[")
		} else {
			r.w(",\n")
		}
		r.w("{")
		for i, c := range cells {
			if i > 0 {
				r.w(",")
			}
			r.w(jsonString(r.cols[i]) + ":")
			switch {
			case c.null:
				r.w("null")
			case c.isRe:
				r.w(formatReal(c.real, 20))
			case c.num:
				r.w(c.text)
			default:
				r.w(jsonString(c.text))
			}
		}
		r.w("}")
	case "csv":
		if first && s.headers {
			for i, h := range r.cols {
				if i > 0 {
					r.w(s.colSep)
				}
				r.w(csvQuote(h, s.colSep))
			}
			r.w(s.rowSep)
		}
		for i, c := range cells {
			if i > 0 {
				r.w(s.colSep)
			}
			if c.null {
				r.w(s.null)
			} else {
				r.w(csvQuote(c.text, s.colSep))
			}
		}
		r.w(s.rowSep)
	case "quote":
		if first && s.headers {
			for i, h := range r.cols {
				if i > 0 {
					r.w(s.colSep)
				}
				r.w(sqlQuote(h))
			}
			r.w(s.rowSep)
		}
		for i, c := range cells {
			if i > 0 {
				r.w(s.colSep)
			}
			switch {
			case c.null:
				r.w("NULL")
			case c.blob:
				r.w("X'" + hex.EncodeToString([]byte(c.text)) + "'")
			case c.num:
				r.w(c.text)
			default:
				r.w(sqlQuote(c.text))
			}
		}
		r.w(s.rowSep)
	default: // list, tabs
		if first && s.headers {
			r.w(strings.Join(r.cols, s.colSep) + s.rowSep)
		}
		for i, c := range cells {
			if i > 0 {
				r.w(s.colSep)
			}
			r.w(r.value(c))
		}
		r.w(s.rowSep)
	}
	return nil
}

// flush ends the statement's output: JSON's closing bracket, or the
// aligned table of the column modes. A line of the table wider than the
// buffer limit (.width 1000000000) is an error, before it is built.
func (r *renderer) flush() error {
	s := r.s
	switch s.mode {
	case "json":
		if r.n > 0 {
			r.w("]\n")
		}
		return nil
	}
	if !r.aligned() || len(r.held) == 0 {
		return nil
	}
	widths := make([]int, len(r.cols))
	right := make([]bool, len(r.cols))
	showHead := s.headers || s.mode != "column"
	for i, h := range r.cols {
		if showHead {
			widths[i] = utf8.RuneCountInString(h)
		}
	}
	for _, row := range r.held {
		for i, c := range row {
			widths[i] = max(widths[i], utf8.RuneCountInString(r.value(c)))
		}
	}
	lineBytes := int64(0)
	for i := range widths {
		if i < len(s.widths) && s.widths[i] != 0 {
			w := s.widths[i]
			if w < 0 {
				w, right[i] = -w, true
			}
			widths[i] = max(widths[i], w)
		}
		// A rune of a box line is 3 bytes; a cell at most 4 a rune.
		lineBytes += 4*int64(widths[i]) + 8
	}
	if limit := s.c.BufferLimit(); lineBytes > limit {
		r.held = nil
		return &command.TooLargeError{What: "output", Limit: limit}
	}
	padAt := func(s string, w int, i int) string {
		fill := strings.Repeat(" ", max(0, w-utf8.RuneCountInString(s)))
		if right[i] {
			return fill + s
		}
		return s + fill
	}
	center := func(s string, w int) string {
		n := utf8.RuneCountInString(s)
		left := (w - n) / 2
		return strings.Repeat(" ", left) + s + strings.Repeat(" ", max(0, w-n-left))
	}
	line := func(l, m, r0, fill string) {
		var b strings.Builder
		b.WriteString(l)
		for i, w := range widths {
			if i > 0 {
				b.WriteString(m)
			}
			b.WriteString(strings.Repeat(fill, w+2))
		}
		b.WriteString(r0 + "\n")
		r.w(b.String())
	}
	cells := func(vals []string, sep, l, r0 string, head bool) {
		var b strings.Builder
		b.WriteString(l)
		for i, v := range vals {
			if i > 0 {
				b.WriteString(sep)
			}
			if head && s.mode != "markdown" {
				b.WriteString(" " + center(v, widths[i]) + " ")
			} else {
				b.WriteString(" " + padAt(v, widths[i], i) + " ")
			}
		}
		b.WriteString(r0 + "\n")
		r.w(b.String())
	}
	rowText := func(row []cell) []string {
		out := make([]string, len(row))
		for i, c := range row {
			out[i] = r.value(c)
		}
		return out
	}
	switch s.mode {
	case "column":
		write := func(vals []string) {
			var b strings.Builder
			for i, v := range vals {
				if i > 0 {
					b.WriteString("  ")
				}
				b.WriteString(padAt(v, widths[i], i))
			}
			r.w(b.String() + "\n")
		}
		if s.headers {
			write(r.cols)
			dashes := make([]string, len(widths))
			for i, w := range widths {
				dashes[i] = strings.Repeat("-", w)
			}
			write(dashes)
		}
		for _, row := range r.held {
			write(rowText(row))
		}
	case "box":
		line("┌", "┬", "┐", "─")
		cells(r.cols, "│", "│", "│", true)
		line("├", "┼", "┤", "─")
		for _, row := range r.held {
			cells(rowText(row), "│", "│", "│", false)
		}
		line("└", "┴", "┘", "─")
	case "table":
		line("+", "+", "+", "-")
		cells(r.cols, "|", "|", "|", true)
		line("+", "+", "+", "-")
		for _, row := range r.held {
			cells(rowText(row), "|", "|", "|", false)
		}
		line("+", "+", "+", "-")
	case "markdown":
		cells(r.cols, "|", "|", "|", true)
		line("|", "|", "|", "-")
		for _, row := range r.held {
			cells(rowText(row), "|", "|", "|", false)
		}
	}
	r.held = nil
	return nil
}

// csvQuote quotes a CSV field as the shell does: when it is empty or
// holds the separator, a quote, a control character or a byte past
// ASCII, or a space.
func csvQuote(s, sep string) string {
	need := s == "" || strings.Contains(s, sep)
	for i := 0; i < len(s) && !need; i++ {
		if c := s[i]; c <= 0x20 || c == '"' || c >= 0x7f {
			need = true
		}
	}
	if !need {
		return s
	}
	return `"` + strings.ReplaceAll(s, `"`, `""`) + `"`
}

func sqlQuote(s string) string { return "'" + strings.ReplaceAll(s, "'", "''") + "'" }

// jsonString escapes as the shell does: \" \\ \b \f \n \r \t, other
// control characters as \u00XX, everything else as it is.
func jsonString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch c {
		case '"':
			b.WriteString(`\"`)
		case '\\':
			b.WriteString(`\\`)
		case '\b':
			b.WriteString(`\b`)
		case '\f':
			b.WriteString(`\f`)
		case '\n':
			b.WriteString(`\n`)
		case '\r':
			b.WriteString(`\r`)
		case '\t':
			b.WriteString(`\t`)
		default:
			if c < 0x20 {
				fmt.Fprintf(&b, `\u%04x`, c)
			} else {
				b.WriteByte(c)
			}
		}
	}
	b.WriteByte('"')
	return b.String()
}
