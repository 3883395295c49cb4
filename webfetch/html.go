package webfetch

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// skipped are the elements whose content is not text a reader sees.
var skipped = map[atom.Atom]bool{
	atom.Script: true, atom.Style: true, atom.Noscript: true, atom.Template: true,
	atom.Svg: true, atom.Math: true, atom.Iframe: true, atom.Object: true, atom.Canvas: true,
	atom.Select: true, atom.Datalist: true,
}

// paragraphs are block elements set apart by a blank line; lines are
// block elements that start and end a line.
var (
	paragraphs = map[atom.Atom]bool{
		atom.P: true, atom.H1: true, atom.H2: true, atom.H3: true, atom.H4: true, atom.H5: true, atom.H6: true,
		atom.Pre: true, atom.Blockquote: true, atom.Table: true, atom.Ul: true, atom.Ol: true, atom.Dl: true,
		atom.Section: true, atom.Article: true, atom.Header: true, atom.Footer: true, atom.Nav: true,
		atom.Main: true, atom.Aside: true, atom.Figure: true, atom.Form: true, atom.Fieldset: true,
		atom.Details: true, atom.Address: true, atom.Hr: true,
	}
	lines = map[atom.Atom]bool{
		atom.Div: true, atom.Li: true, atom.Tr: true, atom.Dt: true, atom.Dd: true, atom.Caption: true,
		atom.Figcaption: true, atom.Summary: true, atom.Legend: true, atom.Option: true, atom.Body: true,
		atom.Thead: true, atom.Tbody: true, atom.Tfoot: true,
	}
	cells = map[atom.Atom]bool{atom.Td: true, atom.Th: true}
)

// textWriter collects text with collapsed whitespace and at most one
// blank line between blocks.
type textWriter struct {
	b       strings.Builder
	breaks  int  // newlines owed before the next text (0, 1 or 2)
	space   bool // a space is owed before the next text
	started bool // some text was written
}

func (w *textWriter) brk(n int) {
	if n > w.breaks {
		w.breaks = n
	}
}

func (w *textWriter) flush() {
	switch {
	case !w.started:
	case w.breaks > 0:
		w.b.WriteString(strings.Repeat("\n", w.breaks))
	case w.space:
		w.b.WriteByte(' ')
	}
	w.breaks, w.space = 0, false
}

// text writes inline text, collapsing its whitespace.
func (w *textWriter) text(s string) {
	if s == "" {
		return
	}
	if isSpace(s[0]) {
		w.space = true
	}
	words := strings.Fields(s)
	for i, word := range words {
		if i > 0 {
			w.space = true
		}
		w.flush()
		w.b.WriteString(word)
		w.started = true
	}
	if len(words) > 0 && isSpace(s[len(s)-1]) {
		w.space = true
	}
}

// pre writes preformatted text as is.
func (w *textWriter) pre(s string) {
	if strings.TrimSpace(s) == "" && !w.started {
		return
	}
	w.flush()
	w.b.WriteString(s)
	w.started = true
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' }

// HTMLToText converts an HTML document to readable text: the title first
// (followed by a blank line), then the text of the body with scripts,
// styles and markup dropped, block elements on lines of their own, list
// items marked with "- ", whitespace collapsed outside <pre>, and links
// kept as their text. It never fails: broken HTML gives what text it has.
func HTMLToText(doc string) string {
	z := html.NewTokenizer(strings.NewReader(doc))
	var (
		w         textWriter
		title     strings.Builder
		inTitle   bool
		skipDepth int
		preDepth  int
	)
	for {
		tt := z.Next()
		if tt == html.ErrorToken {
			break
		}
		name, _ := z.TagName()
		a := atom.Lookup(name)
		switch tt {
		case html.StartTagToken, html.SelfClosingTagToken:
			selfClosing := tt == html.SelfClosingTagToken
			switch {
			case skipped[a]:
				if !selfClosing {
					skipDepth++
				}
				continue
			case skipDepth > 0:
				continue
			case a == atom.Title:
				inTitle = !selfClosing
			case a == atom.Br:
				if w.started && w.breaks < 2 {
					w.breaks++
				}
			case a == atom.Pre:
				preDepth++
				w.brk(2)
			case paragraphs[a]:
				w.brk(2)
			case lines[a]:
				w.brk(1)
				if a == atom.Li {
					w.flush()
					w.b.WriteString("- ")
					w.started = true
				}
			case cells[a]:
				w.space = true
			case a == atom.Img:
				// Images say nothing unless they have alt text.
				for {
					k, v, more := z.TagAttr()
					if string(k) == "alt" && strings.TrimSpace(string(v)) != "" {
						w.text(" " + string(v) + " ")
					}
					if !more {
						break
					}
				}
			}
		case html.EndTagToken:
			switch {
			case skipped[a]:
				if skipDepth > 0 {
					skipDepth--
				}
			case skipDepth > 0:
			case a == atom.Title:
				inTitle = false
			case a == atom.Pre:
				if preDepth > 0 {
					preDepth--
				}
				w.brk(2)
			case paragraphs[a]:
				w.brk(2)
			case lines[a]:
				w.brk(1)
			case cells[a]:
				w.space = true
			}
		case html.TextToken:
			if skipDepth > 0 {
				continue
			}
			text := string(z.Text())
			switch {
			case inTitle:
				title.WriteString(text)
			case preDepth > 0:
				w.pre(text)
			default:
				w.text(text)
			}
		}
	}
	body := tidy(w.b.String())
	t := strings.Join(strings.Fields(title.String()), " ")
	switch {
	case t == "":
		return body
	case body == "":
		return t
	}
	return t + "\n\n" + body
}

// tidy trims trailing spaces of lines, keeps at most one blank line in a
// row and trims blank lines at both ends.
func tidy(s string) string {
	var out []string
	blank := 0
	for _, line := range strings.Split(s, "\n") {
		line = strings.TrimRight(line, " \t\r")
		if line == "" {
			blank++
			continue
		}
		if blank > 0 && len(out) > 0 {
			out = append(out, "")
		}
		blank = 0
		out = append(out, line)
	}
	return strings.Join(out, "\n")
}
