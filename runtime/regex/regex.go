// Package regex translates POSIX regular expressions, basic (BRE) and
// extended (ERE) with the GNU extensions grep and sed accept, into Go
// regexp syntax. Compiled expressions use leftmost-longest matching, as
// POSIX requires. Back-references inside a pattern (\1 in the pattern
// itself) cannot be expressed in Go's regexp and are reported as an error.
package regex

import (
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Error is a pattern error. Msg reads like GNU's message for the same
// mistake ("Unmatched ( or \(").
type Error struct{ Msg string }

func (e *Error) Error() string { return e.Msg }

// Messages of the errors the translation reports.
const (
	msgParen      = `Unmatched ( or \(`
	msgCloseParen = `Unmatched ) or \)`
	msgBracket    = `Unmatched [, [^, [:, [., or [=`
	msgBrace      = `Unmatched \{`
	msgBraceBody  = `Invalid content of \{\}`
	msgBackslash  = `Trailing backslash`
	msgRange      = `Invalid range end`
	msgClass      = `Invalid character class name`
	msgTooBig     = `Regular expression too big`
	msgBackref    = `back-references in patterns are not supported`
	msgCollate    = `Invalid collation character`
)

// maxRepeat is Go's bound on a counted repetition.
const maxRepeat = 1000

// Options select the dialect of a pattern.
type Options struct {
	// ERE selects extended syntax; the zero value is basic syntax.
	ERE bool
	// IgnoreCase matches letters without regard to case.
	IgnoreCase bool
	// Multiline makes ^ and $ also match around newlines and stops . from
	// matching a newline (sed's M flag). By default . matches any
	// character, newline included, and ^ $ match only at the ends.
	Multiline bool
	// SedEscapes turns \n \t \r \f \v \a \dNNN \oNNN \xHH and \cX into the
	// characters they name, as GNU sed does before compiling.
	SedEscapes bool
}

// Compile translates pattern and compiles it for leftmost-longest matching.
func Compile(pattern string, ere, icase bool) (*regexp.Regexp, error) {
	return CompileOptions(pattern, Options{ERE: ere, IgnoreCase: icase})
}

// CompileOptions is Compile with every option.
func CompileOptions(pattern string, o Options) (*regexp.Regexp, error) {
	s, err := Translate(pattern, o)
	if err != nil {
		return nil, err
	}
	return compileGo(s, o)
}

func compileGo(s string, o Options) (*regexp.Regexp, error) {
	prefix := "(?s)"
	if o.Multiline {
		prefix = "(?m)"
	}
	if o.IgnoreCase {
		prefix += "(?i)"
	}
	re, err := regexp.Compile(prefix + s)
	if err != nil {
		msg := err.Error()
		switch {
		case strings.Contains(msg, "repeat count"):
			return nil, &Error{msgTooBig}
		case strings.Contains(msg, "expression too large"), strings.Contains(msg, "nesting depth"):
			return nil, &Error{msgTooBig}
		}
		return nil, &Error{"Invalid regular expression"}
	}
	re.Longest()
	return re, nil
}

// Translate returns the Go regexp syntax (without flags) equivalent to
// the POSIX pattern. Groups stay capturing and keep their numbers.
func Translate(pattern string, o Options) (string, error) {
	t := &translator{p: pattern, o: o, atStart: true, atomStart: -1}
	if err := t.run(); err != nil {
		return "", err
	}
	return t.out.String(), nil
}

type translator struct {
	p   string
	i   int
	o   Options
	out strings.Builder
	// atStart is true where a repetition operator is literal: at the
	// start, after an open group, an alternation or a leading ^.
	atStart bool
	// atomStart is where in out the last repeatable atom begins; -1 when
	// there is none.
	atomStart int
	// quantified says the last atom already carries a repetition.
	quantified bool
	groups     []int
}

func (t *translator) literal(r rune) {
	t.atomStart = t.out.Len()
	t.quantified = false
	t.atStart = false
	if r == utf8.RuneError {
		t.out.WriteString(`\x{fffd}`)
		return
	}
	if r < ' ' || r == 0x7f {
		t.out.WriteString(`\x{` + strconv.FormatInt(int64(r), 16) + `}`)
		return
	}
	t.out.WriteString(regexp.QuoteMeta(string(r)))
}

// raw writes a zero-width or complete atom.
func (t *translator) atom(s string, repeatable bool) {
	if repeatable {
		t.atomStart = t.out.Len()
	} else {
		t.atomStart = -1
	}
	t.quantified = false
	t.atStart = false
	t.out.WriteString(s)
}

// quant applies a repetition operator to the last atom.
func (t *translator) quant(q string) {
	if t.atomStart < 0 {
		// Nothing to repeat (after an anchor): GNU takes it literally.
		for _, r := range q {
			t.literal(r)
		}
		return
	}
	if t.quantified {
		s := t.out.String()
		inner := s[t.atomStart:]
		t.out.Reset()
		t.out.WriteString(s[:t.atomStart])
		t.out.WriteString("(?:" + inner + ")")
	}
	t.out.WriteString(q)
	t.quantified = true
	t.atStart = false
}

func (t *translator) next() (rune, bool) {
	if t.i >= len(t.p) {
		return 0, false
	}
	r, n := utf8.DecodeRuneInString(t.p[t.i:])
	t.i += n
	return r, true
}

func (t *translator) peekIs(s string) bool { return strings.HasPrefix(t.p[t.i:], s) }

func (t *translator) openGroup() {
	t.groups = append(t.groups, t.out.Len())
	t.out.WriteByte('(')
	t.atStart = true
	t.atomStart = -1
	t.quantified = false
}

func (t *translator) closeGroup() error {
	if len(t.groups) == 0 {
		return &Error{msgCloseParen}
	}
	start := t.groups[len(t.groups)-1]
	t.groups = t.groups[:len(t.groups)-1]
	t.out.WriteByte(')')
	t.atomStart = start
	t.quantified = false
	t.atStart = false
	return nil
}

func (t *translator) alternate() {
	t.out.WriteByte('|')
	t.atStart = true
	t.atomStart = -1
	t.quantified = false
}

// anchorEnd reports whether a BRE $ at the current position is an anchor.
func (t *translator) anchorEnd() bool {
	return t.i == len(t.p) || t.peekIs(`\)`) || t.peekIs(`\|`)
}

func (t *translator) run() error {
	ere := t.o.ERE
	for {
		r, ok := t.next()
		if !ok {
			break
		}
		switch r {
		case '\\':
			if err := t.escape(); err != nil {
				return err
			}
		case '[':
			if err := t.bracket(); err != nil {
				return err
			}
		case '.':
			if t.o.Multiline {
				t.atom(`[^\n]`, true)
			} else {
				t.atom(".", true)
			}
		case '*':
			if t.atStart {
				t.literal('*')
			} else {
				t.quant("*")
			}
		case '^':
			if ere || t.atStart {
				t.atom("^", false)
				t.atStart = true
			} else {
				t.literal('^')
			}
		case '$':
			if ere || t.anchorEnd() {
				t.atom("$", false)
			} else {
				t.literal('$')
			}
		case '+', '?':
			if !ere {
				t.literal(r)
			} else if t.atStart {
				t.literal(r)
			} else {
				t.quant(string(r))
			}
		case '{':
			if !ere {
				t.literal(r)
				break
			}
			if t.atStart {
				t.literal(r)
				break
			}
			q, n, ok := interval(t.p[t.i:], "}")
			if !ok {
				t.literal(r)
				break
			}
			if err := checkInterval(q); err != nil {
				return err
			}
			t.i += n
			t.quant(q.String())
		case '(':
			if ere {
				t.openGroup()
			} else {
				t.literal(r)
			}
		case ')':
			if ere && len(t.groups) == 0 {
				// GNU takes an unmatched ) in an ERE literally.
				t.literal(r)
			} else if ere {
				if err := t.closeGroup(); err != nil {
					return err
				}
			} else {
				t.literal(r)
			}
		case '|':
			if ere {
				t.alternate()
			} else {
				t.literal(r)
			}
		default:
			t.literal(r)
		}
	}
	if len(t.groups) > 0 {
		return &Error{msgParen}
	}
	return nil
}

// repeat is a parsed interval {min,max}; max < 0 means unbounded.
type repeat struct{ min, max int }

func (q repeat) String() string {
	switch {
	case q.max < 0:
		return "{" + strconv.Itoa(q.min) + ",}"
	case q.max == q.min:
		return "{" + strconv.Itoa(q.min) + "}"
	}
	return "{" + strconv.Itoa(q.min) + "," + strconv.Itoa(q.max) + "}"
}

func checkInterval(q repeat) error {
	if q.max >= 0 && q.max < q.min {
		return &Error{msgBraceBody}
	}
	if q.min > maxRepeat || q.max > maxRepeat {
		return &Error{msgTooBig}
	}
	return nil
}

// interval parses "n}", "n,}", ",m}", "n,m}" (close is "}" or "\}") at
// the start of s and returns the repeat and the bytes used.
func interval(s, close string) (repeat, int, bool) {
	i := 0
	num := func() (int, bool) {
		j := i
		n := 0
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			if n < 1<<20 {
				n = n*10 + int(s[i]-'0')
			}
			i++
		}
		return n, i > j
	}
	min, hasMin := num()
	q := repeat{min: min, max: min}
	if i < len(s) && s[i] == ',' {
		i++
		max, hasMax := num()
		if !hasMin {
			q.min = 0
		}
		if hasMax {
			q.max = max
		} else {
			q.max = -1
		}
	} else if !hasMin {
		return q, 0, false
	}
	if !strings.HasPrefix(s[i:], close) {
		return q, 0, false
	}
	return q, i + len(close), true
}

func (t *translator) escape() error {
	r, ok := t.next()
	if !ok {
		return &Error{msgBackslash}
	}
	ere := t.o.ERE
	switch r {
	case '(':
		if ere {
			t.literal(r)
		} else {
			t.openGroup()
		}
	case ')':
		if ere {
			t.literal(r)
		} else if err := t.closeGroup(); err != nil {
			return err
		}
	case '|':
		if ere {
			t.literal(r)
		} else {
			t.alternate()
		}
	case '{':
		if ere {
			t.literal(r)
			break
		}
		if t.atStart {
			t.literal(r)
			break
		}
		q, n, ok := interval(t.p[t.i:], `\}`)
		if !ok {
			if strings.Contains(t.p[t.i:], `\}`) {
				return &Error{msgBraceBody}
			}
			return &Error{msgBrace}
		}
		if err := checkInterval(q); err != nil {
			return err
		}
		t.i += n
		t.quant(q.String())
	case '+', '?':
		if ere || t.atStart {
			t.literal(r)
		} else {
			t.quant(string(r))
		}
	case '1', '2', '3', '4', '5', '6', '7', '8', '9':
		if int(r-'0') > t.closedGroups() {
			return &Error{"Invalid back reference"}
		}
		return &Error{msgBackref}
	case 'w', 'W', 's', 'S':
		t.atom(`\`+string(r), true)
	case 'b', 'B':
		t.atom(`\`+string(r), false)
	case '<', '>':
		// Go has no look-around; a word boundary is the closest.
		t.atom(`\b`, false)
	case '`':
		t.atom(`\A`, false)
	case '\'':
		t.atom(`\z`, false)
	case 'n':
		t.literal('\n')
	default:
		if t.o.SedEscapes {
			if c, ok := t.sedEscape(r); ok {
				t.literal(c)
				return nil
			}
		}
		t.literal(r)
	}
	return nil
}

func (t *translator) closedGroups() int {
	// Count "(" that open groups in the output so far, minus open ones.
	n := 0
	s := t.out.String()
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++
		case '(':
			if !strings.HasPrefix(s[i:], "(?:") {
				n++
			}
		}
	}
	return n - len(t.groups)
}

// sedEscape decodes the GNU sed character escapes after a backslash.
func (t *translator) sedEscape(r rune) (rune, bool) {
	c, n, ok := CharEscape(r, t.p[t.i:])
	if ok {
		t.i += n
	}
	return c, ok
}

// CharEscape decodes a GNU sed character escape: r is the character after
// the backslash and rest the text after r. It returns the character, how
// many bytes of rest it used and whether r starts such an escape
// (a f n r t v cX dNNN oNNN xHH).
func CharEscape(r rune, rest string) (rune, int, bool) {
	switch r {
	case 'a':
		return '\a', 0, true
	case 'f':
		return '\f', 0, true
	case 'n':
		return '\n', 0, true
	case 'r':
		return '\r', 0, true
	case 't':
		return '\t', 0, true
	case 'v':
		return '\v', 0, true
	case 'c':
		if rest == "" {
			return 0, 0, false
		}
		c := rest[0]
		if c >= 'a' && c <= 'z' {
			c -= 'a' - 'A'
		}
		return rune(c ^ 0x40), 1, true
	case 'd', 'o', 'x':
		base, max := 10, 3
		if r == 'o' {
			base = 8
		} else if r == 'x' {
			base, max = 16, 2
		}
		n := 0
		for n < max && n < len(rest) && digitVal(rest[n]) < base {
			n++
		}
		if n == 0 {
			return 0, 0, false
		}
		v, _ := strconv.ParseInt(rest[:n], base, 32)
		return rune(v & 0xff), n, true
	}
	return 0, 0, false
}

func digitVal(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'a' && c <= 'f':
		return int(c-'a') + 10
	case c >= 'A' && c <= 'F':
		return int(c-'A') + 10
	}
	return 99
}

var classNames = map[string]bool{
	"alpha": true, "digit": true, "alnum": true, "upper": true, "lower": true, "space": true,
	"blank": true, "punct": true, "print": true, "graph": true, "cntrl": true, "xdigit": true,
}

// bracket translates a bracket expression; the '[' is consumed.
func (t *translator) bracket() error {
	var b strings.Builder
	b.WriteByte('[')
	if t.peekIs("^") {
		b.WriteByte('^')
		t.i++
	}
	first := true
	var prev rune = -1 // last single character, a possible range start
	for {
		if t.i >= len(t.p) {
			return &Error{msgBracket}
		}
		r, n := utf8.DecodeRuneInString(t.p[t.i:])
		if r == ']' && !first {
			t.i++
			break
		}
		first = false
		switch {
		case r == '[' && (t.peekIs("[:") || t.peekIs("[=") || t.peekIs("[.")):
			kind := t.p[t.i+1]
			end := strings.Index(t.p[t.i+2:], string(kind)+"]")
			if end < 0 {
				return &Error{msgBracket}
			}
			name := t.p[t.i+2 : t.i+2+end]
			t.i += 2 + end + 2
			if kind == ':' {
				if !classNames[name] {
					return &Error{msgClass}
				}
				b.WriteString("[:" + name + ":]")
				prev = -1
				continue
			}
			c, size := utf8.DecodeRuneInString(name)
			if size == 0 || size != len(name) {
				return &Error{msgCollate}
			}
			r = c
		case r == '-' && prev >= 0 && t.i+1 < len(t.p) && t.p[t.i+1] != ']':
			t.i++
			hi, size := utf8.DecodeRuneInString(t.p[t.i:])
			if hi == '[' && t.peekIs("[.") {
				end := strings.Index(t.p[t.i+2:], ".]")
				if end < 0 {
					return &Error{msgBracket}
				}
				name := t.p[t.i+2 : t.i+2+end]
				c, sz := utf8.DecodeRuneInString(name)
				if sz == 0 || sz != len(name) {
					return &Error{msgCollate}
				}
				hi = c
				size = 2 + end + 2
			}
			t.i += size
			if hi < prev {
				return &Error{msgRange}
			}
			b.WriteByte('-')
			writeClassChar(&b, hi)
			prev = -1
			continue
		default:
			t.i += n
		}
		writeClassChar(&b, r)
		prev = r
	}
	b.WriteByte(']')
	t.atom(b.String(), true)
	return nil
}

func writeClassChar(b *strings.Builder, r rune) {
	switch {
	case r == utf8.RuneError:
		b.WriteString(`\x{fffd}`)
	case r < ' ' || r == 0x7f:
		b.WriteString(`\x{` + strconv.FormatInt(int64(r), 16) + `}`)
	case strings.ContainsRune(`\]-^[`, r):
		b.WriteByte('\\')
		b.WriteRune(r)
	default:
		b.WriteRune(r)
	}
}
