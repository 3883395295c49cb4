package interp

import (
	"bytes"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"mvdan.cc/sh/v3/syntax"
)

// tracer prints expressions like a shell would do if its
// options '-o' is set to either 'xtrace' or its shorthand, '-x'.
type tracer struct {
	buf       bytes.Buffer
	printer   *syntax.Printer
	output    io.Writer
	needsPlus bool
}

func (r *Runner) tracer() *tracer {
	if !r.opts[optXTrace] {
		return nil
	}

	// tis: the trace goes where stderr was before the command's own
	// redirections, as bash's (set -x; cmd 2>file leaves file empty).
	out := r.stderr
	if r.traceOut != nil {
		out = r.traceOut
	}
	return &tracer{
		printer:   syntax.NewPrinter(),
		output:    out,
		needsPlus: true,
	}
}

// string writes s to tracer.buf if tracer is non-nil,
// prepending "+" if tracer.needsPlus is true.
func (t *tracer) string(s string) {
	if t == nil {
		return
	}

	if t.needsPlus {
		t.buf.WriteString("+ ")
	}
	t.needsPlus = false
	t.buf.WriteString(s)
}

func (t *tracer) stringf(f string, a ...any) {
	if t == nil {
		return
	}

	t.string(fmt.Sprintf(f, a...))
}

// expr prints x to tracer.buf if tracer is non-nil,
// prepending "+" if tracer.isFirstPrint is true.
func (t *tracer) expr(x syntax.Node) {
	if t == nil {
		return
	}

	if t.needsPlus {
		t.buf.WriteString("+ ")
	}
	t.needsPlus = false
	if err := t.printer.Print(&t.buf, x); err != nil {
		panic(err)
	}
}

// flush writes the contents of tracer.buf to the tracer.stdout.
func (t *tracer) flush() {
	if t == nil {
		return
	}

	t.output.Write(t.buf.Bytes())
	t.buf.Reset()
}

// newLineFlush is like flush, but with extra new line before tracer.buf gets flushed.
func (t *tracer) newLineFlush() {
	if t == nil {
		return
	}

	t.buf.WriteString("\n")
	t.flush()
	// reset state
	t.needsPlus = true
}

// quoteBash quotes a string as bash's set prints a value (tis): $'...'
// with octal escapes when it holds a character that is not printable or
// a byte that is not UTF-8, else in single quotes when it holds a
// character special to the shell, else as it is. A NUL byte (which no
// bash value holds) is left out.
func quoteBash(s string) string { return quoteWord(s, false) }

// quoteTrace quotes a word as bash's xtrace prints it (tis): like
// quoteBash, but a word with a special character is in single quotes
// even when it also holds one that is not printable.
func quoteTrace(s string) string { return quoteWord(s, true) }

func quoteWord(s string, trace bool) string {
	s = strings.ReplaceAll(s, "\x00", "")
	if s == "" {
		return "''"
	}
	ansi, quote := !utf8.ValidString(s), false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < 0x20 || c == 0x7f {
			ansi = true
		}
		switch {
		case strings.IndexByte(" \t\n'\"\\|&;()<>!{}*[?]^$`", c) >= 0:
			quote = true
		case c == '~' && (i == 0 || s[i-1] == '=' || s[i-1] == ':'),
			c == '#' && i == 0:
			quote = true
		}
	}
	if trace && quote {
		ansi = false
	}
	switch {
	case ansi:
		var b strings.Builder
		b.WriteString("$'")
		for i := 0; i < len(s); {
			r, size := utf8.DecodeRuneInString(s[i:])
			if r == utf8.RuneError && size <= 1 {
				fmt.Fprintf(&b, "\\%03o", s[i])
				i++
				continue
			}
			switch r {
			case '\a':
				b.WriteString(`\a`)
			case '\b':
				b.WriteString(`\b`)
			case '\t':
				b.WriteString(`\t`)
			case '\n':
				b.WriteString(`\n`)
			case '\v':
				b.WriteString(`\v`)
			case '\f':
				b.WriteString(`\f`)
			case '\r':
				b.WriteString(`\r`)
			case 0x1b:
				b.WriteString(`\E`)
			case '\\':
				b.WriteString(`\\`)
			case '\'':
				b.WriteString(`\'`)
			default:
				if r < 0x20 || r == 0x7f {
					fmt.Fprintf(&b, "\\%03o", r)
				} else {
					b.WriteString(s[i : i+size])
				}
			}
			i += size
		}
		b.WriteByte('\'')
		return b.String()
	case quote:
		return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
	}
	return s
}

// call prints a command and its arguments with varying formats depending on the cmd type,
// for example, built-in command's arguments are printed enclosed in single quotes,
// otherwise, call defaults to printing with double quotes.
func (t *tracer) call(cmd string, args ...string) {
	if t == nil {
		return
	}

	s := strings.Join(args, " ")
	if strings.TrimSpace(s) == "" {
		// fields may be empty for function () {} declarations
		t.string(cmd)
	} else {
		// tis: each word quoted on its own, as bash; upstream quoted
		// the arguments of a builtin as one word and no others.
		words := make([]string, 0, len(args)+1)
		words = append(words, quoteTrace(cmd))
		for _, a := range args {
			words = append(words, quoteTrace(a))
		}
		t.string(strings.Join(words, " "))
	}
}
