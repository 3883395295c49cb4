package sed

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/toolsinshell/tis/runtime/regex"
)

// chunk is one piece of script: an -e expression or an -f file.
type chunk struct {
	text string
	file string // "" for an -e expression
	num  int    // expression number (1-based) for -e
}

// scriptError is a script error; status is 1 (GNU's bad_prog) or 4
// (GNU's panic, used for missing labels).
type scriptError struct {
	msg    string
	status int
}

func (e *scriptError) Error() string { return e.msg }

type addrKind int

const (
	addrLine addrKind = iota + 1
	addrLast
	addrRegex
	addrStep  // first~step
	addrZero  // 0 (only as 0,/re/)
	addrPlus  // addr1,+N
	addrTilde // addr1,~N
)

type address struct {
	kind addrKind
	n    int
	step int
	re   *regexp.Regexp // nil for an empty regex: the last one used
}

type replPart struct {
	lit   string
	group int // -1: literal
	cas   byte
}

type subst struct {
	re      *regexp.Regexp
	repl    []replPart
	global  bool
	nth     int
	print   bool
	wfile   string
	hasCase bool
}

type cmd struct {
	a1, a2   *address
	neg      bool
	name     byte
	text     string
	label    string
	target   int // jump target (b t T) or index after the block's '}' ({)
	s        *subst
	y        map[rune]rune
	fname    string
	num      int
	hasNum   bool
	active   bool // range state
	rangeEnd int  // last line of a +N / ~N range
}

type parser struct {
	chunks []chunk
	ci     int
	pos    int
	ere    bool
	quiet  bool // #n on the first line
	haveRe bool
	cmds   []*cmd
	blocks []int
}

func (p *parser) cur() string { return p.chunks[p.ci].text }

// peek returns the next byte or -1 at the end of the chunk.
func (p *parser) peek() int {
	if p.pos >= len(p.cur()) {
		return -1
	}
	return int(p.cur()[p.pos])
}

func (p *parser) next() int {
	c := p.peek()
	if c >= 0 {
		p.pos++
	}
	return c
}

func (p *parser) errf(format string, args ...any) error {
	ch := p.chunks[p.ci]
	msg := fmt.Sprintf(format, args...)
	if ch.file != "" {
		line := strings.Count(ch.text[:min(p.pos, len(ch.text))], "\n") + 1
		if p.pos > 0 && p.pos <= len(ch.text) && ch.text[p.pos-1] == '\n' {
			line--
		}
		return &scriptError{fmt.Sprintf("file %s line %d: %s", ch.file, line, msg), 1}
	}
	return &scriptError{fmt.Sprintf("-e expression #%d, char %d: %s", ch.num, p.pos, msg), 1}
}

func (p *parser) skipSpace() {
	for c := p.peek(); c == ' ' || c == '\t'; c = p.peek() {
		p.pos++
	}
}

func isDigit(c int) bool { return c >= '0' && c <= '9' }

func (p *parser) number() int {
	n := 0
	for isDigit(p.peek()) {
		if n < 1<<40 {
			n = n*10 + p.next() - '0'
		} else {
			p.next()
		}
	}
	return n
}

// parse compiles every chunk into p.cmds.
func (p *parser) parse() error {
	if len(p.chunks) > 0 {
		t := p.chunks[0].text
		if strings.HasPrefix(t, "#n") && (len(t) == 2 || t[2] == '\n') {
			p.quiet = true
		}
	}
	for p.ci = 0; p.ci < len(p.chunks); p.ci++ {
		p.pos = 0
		for {
			for c := p.peek(); c == ' ' || c == '\t' || c == '\n' || c == ';'; c = p.peek() {
				p.pos++
			}
			if p.peek() < 0 {
				break
			}
			if err := p.command(); err != nil {
				return err
			}
		}
	}
	if len(p.blocks) > 0 {
		p.ci = len(p.chunks) - 1
		p.pos = 0
		return p.errf("unmatched `{'")
	}
	labels := map[string]int{}
	for i, c := range p.cmds {
		if c.name == ':' {
			if _, dup := labels[c.label]; dup {
				return &scriptError{fmt.Sprintf("-e expression #1, char 0: duplicate label `%s'", c.label), 1}
			}
			labels[c.label] = i
		}
	}
	for _, c := range p.cmds {
		switch c.name {
		case 'b', 't', 'T':
			if c.label == "" {
				c.target = len(p.cmds)
				continue
			}
			t, ok := labels[c.label]
			if !ok {
				return &scriptError{fmt.Sprintf("can't find label for jump to `%s'", c.label), 4}
			}
			c.target = t
		}
	}
	return nil
}

func (p *parser) command() error {
	c := &cmd{}
	if p.peek() == '#' {
		for ch := p.next(); ch >= 0 && ch != '\n'; ch = p.next() {
		}
		return nil
	}
	a1, err := p.address(false)
	if err != nil {
		return err
	}
	c.a1 = a1
	if a1 != nil {
		p.skipSpace()
		if p.peek() == ',' {
			p.next()
			p.skipSpace()
			a2, err := p.address(true)
			if err != nil {
				return err
			}
			if a2 == nil {
				p.next()
				return p.errf("unexpected `,'")
			}
			c.a2 = a2
		}
	}
	p.skipSpace()
	if p.peek() == '!' {
		p.next()
		c.neg = true
		p.skipSpace()
		if p.peek() == '!' {
			p.next()
			return p.errf("multiple `!'s")
		}
	}
	ch := p.next()
	if ch < 0 {
		return p.errf("missing command")
	}
	c.name = byte(ch)
	if c.a1 != nil && c.a1.kind == addrZero && (c.a2 == nil || c.a2.kind != addrRegex) {
		return p.errf("invalid usage of line address 0")
	}
	noAddr := func() error {
		if c.a1 != nil {
			return p.errf("%c doesn't want any addresses", ch)
		}
		return nil
	}
	switch ch {
	case '{':
		p.blocks = append(p.blocks, len(p.cmds))
		p.cmds = append(p.cmds, c)
		return nil
	case '}':
		if len(p.blocks) == 0 {
			return p.errf("unexpected `}'")
		}
		if c.a1 != nil {
			return p.errf("unexpected `}'")
		}
		open := p.blocks[len(p.blocks)-1]
		p.blocks = p.blocks[:len(p.blocks)-1]
		p.cmds = append(p.cmds, c)
		p.cmds[open].target = len(p.cmds)
		return p.endCommand()
	case '=', 'd', 'D', 'g', 'G', 'h', 'H', 'n', 'N', 'p', 'P', 'x', 'z', 'F':
	case 'l', 'L', 'q', 'Q':
		if ch == 'L' {
			return p.errf("unknown command: `%c'", ch)
		}
		if (ch == 'q' || ch == 'Q') && c.a2 != nil {
			return p.errf("command only uses one address")
		}
		p.skipSpace()
		if isDigit(p.peek()) {
			c.num = p.number()
			c.hasNum = true
		}
	case 'a', 'i', 'c':
		if err := p.text(c); err != nil {
			return err
		}
		p.cmds = append(p.cmds, c)
		return nil
	case ':':
		if err := noAddr(); err != nil {
			return err
		}
		p.skipSpace()
		c.label = p.label(true)
		if c.label == "" {
			return p.errf("\":\" lacks a label")
		}
	case 'b', 't', 'T':
		p.skipSpace()
		c.label = p.label(false)
	case 'r', 'R', 'w', 'W':
		name, err := p.filename()
		if err != nil {
			return err
		}
		c.fname = name
		p.cmds = append(p.cmds, c)
		return nil
	case 's':
		if err := p.subst(c); err != nil {
			return err
		}
		p.cmds = append(p.cmds, c)
		if c.s.wfile != "" {
			return nil
		}
		return p.endCommand()
	case 'y':
		if err := p.translit(c); err != nil {
			return err
		}
	case 'e':
		return &scriptError{p.errf("unsupported command `e' (no commands can be run)").Error(), 2}
	case 'v':
		for ch := p.peek(); ch >= 0 && ch != '\n' && ch != ';' && ch != '}'; ch = p.peek() {
			p.next()
		}
	case '#':
		return p.errf("comments don't accept any addresses")
	default:
		return p.errf("unknown command: `%c'", ch)
	}
	p.cmds = append(p.cmds, c)
	return p.endCommand()
}

func (p *parser) endCommand() error {
	p.skipSpace()
	switch p.peek() {
	case -1, '\n', ';':
		p.next()
		return nil
	case '}', '#':
		return nil
	}
	p.next()
	return p.errf("extra characters after command")
}

// label reads a label: up to a newline or ';' (and for b/t/T also
// whitespace and '}').
func (p *parser) label(colon bool) string {
	start := p.pos
	for {
		ch := p.peek()
		if ch < 0 || ch == '\n' || ch == ';' {
			break
		}
		if !colon && (ch == ' ' || ch == '\t' || ch == '}') {
			break
		}
		p.next()
	}
	return strings.TrimRight(p.cur()[start:p.pos], " \t")
}

func (p *parser) filename() (string, error) {
	p.skipSpace()
	start := p.pos
	for ch := p.peek(); ch >= 0 && ch != '\n'; ch = p.peek() {
		p.next()
	}
	name := p.cur()[start:p.pos]
	p.next()
	if name == "" {
		return "", p.errf("missing filename in r/R/w/W commands")
	}
	return name, nil
}

// text reads the text of a, i or c.
func (p *parser) text(c *cmd) error {
	p.skipSpace()
	if p.peek() < 0 {
		return p.errf("expected \\ after `a', `c' or `i'")
	}
	if p.peek() == '\\' {
		p.next()
		if p.peek() == '\n' {
			p.next()
		} else if p.peek() < 0 && p.ci+1 < len(p.chunks) {
			p.ci++
			p.pos = 0
		}
	}
	var b strings.Builder
	for {
		ch := p.next()
		if ch < 0 || ch == '\n' {
			break
		}
		if ch == '\\' {
			nx := p.next()
			if nx < 0 {
				break
			}
			if nx == '\n' {
				b.WriteByte('\n')
				continue
			}
			r, size := utf8.DecodeRuneInString(p.cur()[p.pos-1:])
			p.pos += size - 1
			if e, n, ok := regex.CharEscape(r, p.cur()[p.pos:]); ok {
				p.pos += n
				b.WriteRune(e)
			} else {
				b.WriteRune(r)
			}
			continue
		}
		b.WriteByte(byte(ch))
	}
	c.text = b.String()
	if c.text != "" {
		c.text += "\n"
	}
	return nil
}

// delimited reads up to an unescaped delim. A backslash before delim is
// dropped (the delimiter becomes literal text); "\n" stays as is unless
// newline is true, when it becomes a newline. Other escapes stay.
func (p *parser) delimited(delim rune, what string) (string, error) {
	var b strings.Builder
	for {
		if p.peek() < 0 {
			return "", p.errf("%s", what)
		}
		r, size := utf8.DecodeRuneInString(p.cur()[p.pos:])
		p.pos += size
		if r == delim {
			return b.String(), nil
		}
		if r == '\n' && what == "unterminated address regex" {
			return "", p.errf("%s", what)
		}
		if r == '\\' {
			if p.peek() < 0 {
				return "", p.errf("%s", what)
			}
			r2, size2 := utf8.DecodeRuneInString(p.cur()[p.pos:])
			p.pos += size2
			switch {
			case r2 == delim:
				if delim == '&' {
					b.WriteString(`\&`)
				} else {
					b.WriteRune(r2)
				}
			case r2 == '\n':
				b.WriteString("\\\n")
			default:
				b.WriteByte('\\')
				b.WriteRune(r2)
			}
			continue
		}
		b.WriteRune(r)
	}
}

func (p *parser) compileRe(pat string, icase, multi bool) (*regexp.Regexp, error) {
	if pat == "" {
		if !p.haveRe {
			return nil, &scriptError{fmt.Sprintf("-e expression #%d, char 0: no previous regular expression", p.chunks[p.ci].num), 1}
		}
		return nil, nil
	}
	p.haveRe = true
	re, err := regex.CompileOptions(pat, regex.Options{ERE: p.ere, IgnoreCase: icase, Multiline: multi, SedEscapes: true})
	if err != nil {
		return nil, p.errf("%v", err)
	}
	return re, nil
}

func (p *parser) address(second bool) (*address, error) {
	ch := p.peek()
	switch {
	case isDigit(ch):
		n := p.number()
		if !second && p.peek() == '~' {
			p.next()
			step := p.number()
			if step > 0 {
				return &address{kind: addrStep, n: n, step: step}, nil
			}
			// As GNU: a step of 0 (or none: "0~-1") leaves the first
			// line alone, so "0~0" is line 0 and its error.
		}
		if n == 0 && !second {
			return &address{kind: addrZero}, nil
		}
		if n == 0 {
			return nil, p.errf("invalid usage of line address 0")
		}
		return &address{kind: addrLine, n: n}, nil
	case second && (ch == '+' || ch == '~'):
		p.next()
		if !isDigit(p.peek()) {
			return nil, p.errf("expected newer version of sed")
		}
		kind := addrPlus
		if ch == '~' {
			kind = addrTilde
		}
		return &address{kind: kind, n: p.number()}, nil
	case ch == '$':
		p.next()
		return &address{kind: addrLast}, nil
	case ch == '/' || ch == '\\':
		p.next()
		delim := '/'
		if ch == '\\' {
			if p.peek() < 0 {
				return nil, p.errf("unexpected `,'")
			}
			r, size := utf8.DecodeRuneInString(p.cur()[p.pos:])
			p.pos += size
			delim = r
		}
		pat, err := p.delimited(delim, "unterminated address regex")
		if err != nil {
			return nil, err
		}
		icase, multi := false, false
		for {
			if p.peek() == 'I' {
				icase = true
			} else if p.peek() == 'M' {
				multi = true
			} else {
				break
			}
			p.next()
		}
		re, err := p.compileRe(pat, icase, multi)
		if err != nil {
			return nil, err
		}
		return &address{kind: addrRegex, re: re}, nil
	}
	return nil, nil
}

func (p *parser) subst(c *cmd) error {
	if p.peek() < 0 || p.peek() == '\n' || p.peek() == '\\' {
		return p.errf("unterminated `s' command")
	}
	delim, size := utf8.DecodeRuneInString(p.cur()[p.pos:])
	p.pos += size
	pat, err := p.delimited(delim, "unterminated `s' command")
	if err != nil {
		return err
	}
	rhs, err := p.delimited(delim, "unterminated `s' command")
	if err != nil {
		return err
	}
	s := &subst{}
	icase, multi := false, false
	var gotNum, gotP bool
flags:
	for {
		switch ch := p.peek(); {
		case ch == 'g':
			p.next()
			if s.global {
				return p.errf("multiple `g' options to `s' command")
			}
			s.global = true
		case ch == 'p':
			p.next()
			if gotP {
				return p.errf("multiple `p' options to `s' command")
			}
			gotP, s.print = true, true
		case ch == 'i' || ch == 'I':
			p.next()
			icase = true
		case ch == 'm' || ch == 'M':
			p.next()
			multi = true
		case ch == 'e':
			p.next()
			return &scriptError{p.errf("unsupported `e' option to `s' (no commands can be run)").Error(), 2}
		case isDigit(ch):
			if gotNum {
				p.number()
				return p.errf("multiple number options to `s' command")
			}
			n := p.number()
			if n == 0 {
				return p.errf("number option to `s' command may not be zero")
			}
			s.nth, gotNum = n, true
		case ch == 'w':
			p.next()
			name, err := p.filename()
			if err != nil {
				return err
			}
			s.wfile = name
			break flags
		case ch < 0 || ch == '\n' || ch == ';' || ch == ' ' || ch == '\t' || ch == '}' || ch == '#':
			break flags
		default:
			p.next()
			return p.errf("unknown option to `s'")
		}
	}
	if s.nth == 0 {
		s.nth = 1
	}
	s.re, err = p.compileRe(pat, icase, multi)
	if err != nil {
		return err
	}
	maxGroup := 9
	if s.re != nil {
		maxGroup = s.re.NumSubexp()
	}
	if s.repl, s.hasCase, err = parseRepl(rhs, maxGroup); err != nil {
		return p.errf("%v", err)
	}
	c.s = s
	return nil
}

func parseRepl(rhs string, maxGroup int) ([]replPart, bool, error) {
	var parts []replPart
	var lit strings.Builder
	hasCase := false
	flush := func() {
		if lit.Len() > 0 {
			parts = append(parts, replPart{lit: lit.String(), group: -1})
			lit.Reset()
		}
	}
	for i := 0; i < len(rhs); i++ {
		ch := rhs[i]
		switch {
		case ch == '&':
			flush()
			parts = append(parts, replPart{group: 0})
		case ch == '\\' && i+1 < len(rhs):
			i++
			c2 := rhs[i]
			switch {
			case c2 >= '0' && c2 <= '9':
				n := int(c2 - '0')
				if n > maxGroup {
					return nil, false, fmt.Errorf("invalid reference \\%d on `s' command's RHS", n)
				}
				flush()
				parts = append(parts, replPart{group: n})
			case c2 == 'L' || c2 == 'U' || c2 == 'l' || c2 == 'u' || c2 == 'E':
				flush()
				hasCase = true
				parts = append(parts, replPart{group: -2, cas: c2})
			case c2 == '\n':
				lit.WriteByte('\n')
			default:
				r, size := utf8.DecodeRuneInString(rhs[i:])
				if e, n, ok := regex.CharEscape(r, rhs[i+size:]); ok {
					lit.WriteRune(e)
					i += size - 1 + n
				} else {
					lit.WriteRune(r)
					i += size - 1
				}
			}
		default:
			lit.WriteByte(ch)
		}
	}
	flush()
	return parts, hasCase, nil
}

func (p *parser) translit(c *cmd) error {
	if p.peek() < 0 || p.peek() == '\n' || p.peek() == '\\' {
		return p.errf("unterminated `y' command")
	}
	delim, size := utf8.DecodeRuneInString(p.cur()[p.pos:])
	p.pos += size
	decode := func() ([]rune, error) {
		s, err := p.delimited(delim, "unterminated `y' command")
		if err != nil {
			return nil, err
		}
		var out []rune
		for i := 0; i < len(s); {
			r, n := utf8.DecodeRuneInString(s[i:])
			i += n
			if r == '\\' && i < len(s) {
				r2, n2 := utf8.DecodeRuneInString(s[i:])
				i += n2
				if r2 == '\\' {
					out = append(out, '\\')
				} else if e, k, ok := regex.CharEscape(r2, s[i:]); ok {
					out = append(out, e)
					i += k
				} else if r2 == '\n' {
					out = append(out, '\n')
				} else {
					return nil, p.errf("unknown option to `y'")
				}
				continue
			}
			out = append(out, r)
		}
		return out, nil
	}
	from, err := decode()
	if err != nil {
		return err
	}
	to, err := decode()
	if err != nil {
		return err
	}
	if len(from) != len(to) {
		return p.errf("strings for `y' command are different lengths")
	}
	c.y = make(map[rune]rune, len(from))
	for i, r := range from {
		if _, ok := c.y[r]; !ok {
			c.y[r] = to[i]
		}
	}
	return nil
}

func itoa(n int) string { return strconv.Itoa(n) }
