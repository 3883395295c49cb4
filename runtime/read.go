package runtime

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/toolsinshell/tis/internal/mvdansh/interp"
	"github.com/toolsinshell/tis/runtime/command"
	"mvdan.cc/sh/v3/syntax"
)

// The sandbox runs read, mapfile/readarray and select itself rather than
// the interpreter's builtins, which read a line of any length into memory,
// keep NUL bytes (a value with one crashes the interpreter's quoting), and
// lack options scripts use (-d, -n, -N, -t, -u). Each reads one byte at a
// time, so nothing after its input is consumed, drops NUL bytes as bash
// does, bounds a line by the session's buffer limit, and assigns in the
// caller's scope: a variable with the interpreter's
// HandlerContext.SetString (no copy of the value), an array through its
// eval.

// readOpts are the options of one read.
type readOpts struct {
	raw     bool
	array   string
	delim   int // the delimiter byte, or -1 for "none" (-N)
	nchars  int // -n or -N count
	hasN    bool
	exact   bool
	timeout time.Duration
	hasTime bool
	names   []string
	in      io.Reader // -u N: the shell's descriptor N; nil: stdin
}

// read runs the read builtin.
func (sc *script) read(ctx context.Context, hc interp.HandlerContext, args []string) error {
	o := readOpts{delim: '\n'}
	fail := func(status int, format string, a ...any) error {
		fmt.Fprintf(hc.Stderr, "%s: line %d: read: %s\n", sc.name, hc.Pos.Line(), fmt.Sprintf(format, a...))
		return interp.ExitStatus(uint8(status))
	}
	i := 0
opts:
	for ; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			i++
			break
		}
		if len(a) < 2 || a[0] != '-' {
			break
		}
		for j := 1; j < len(a); j++ {
			f := a[j]
			switch f {
			case 'r':
				o.raw = true
			case 's', 'e':
			case 'a', 'd', 'i', 'n', 'N', 'p', 't', 'u':
				var v string
				switch {
				case j+1 < len(a):
					v = a[j+1:]
				case i+1 < len(args):
					i++
					v = args[i]
				default:
					return fail(2, "-%c: option requires an argument", f)
				}
				switch f {
				case 'a':
					o.array = v
				case 'd':
					o.delim = 0
					if v != "" {
						o.delim = int(v[0])
					}
				case 'n', 'N':
					n, err := strconv.Atoi(v)
					if err != nil || n < 0 {
						return fail(1, "%s: invalid number", v)
					}
					o.nchars, o.exact, o.hasN = n, f == 'N', true
				case 't':
					secs, err := strconv.ParseFloat(v, 64)
					if err != nil || secs < 0 {
						return fail(1, "%s: invalid timeout specification", v)
					}
					o.timeout, o.hasTime = time.Duration(secs*float64(time.Second)), true
				case 'u':
					// The shell's descriptor N (exec 3<file).
					fd, err := strconv.Atoi(v)
					in, ok := hc.FD(fd)
					if err != nil || fd < 0 || !ok {
						return fail(1, "%s: invalid file descriptor: Bad file descriptor", v)
					}
					o.in = in
				}
				continue opts
			default:
				return fail(2, "-%c: invalid option\nread: usage: read [-ers] [-a array] [-d delim] [-i text] [-n nchars] [-N nchars] [-p prompt] [-t timeout] [-u fd] [name ...]", f)
			}
		}
	}
	o.names = args[i:]
	for _, n := range append(append([]string(nil), o.names...), o.array) {
		if n != "" && !syntax.ValidName(n) {
			return fail(1, "`%s': not a valid identifier", n)
		}
	}
	if o.exact {
		o.delim = -1
	}
	in := hc.Stdin
	if o.in != nil {
		in = o.in
	}
	if o.hasTime && o.timeout == 0 {
		if inputReady(in) {
			return nil
		}
		return interp.ExitStatus(1)
	}
	line, status, err := sc.readRecord(ctx, in, o)
	if err != nil {
		if command.IsTooLarge(err) {
			return fail(1, "%v", err)
		}
		if ctx.Err() != nil {
			return sc.live(ctx)
		}
	}
	if o.array == "" {
		// Assigned as they are (see printf -v).
		for _, a := range o.values(line, sc.ifs(hc)) {
			if err := hc.SetString(a.name, a.value); err != nil {
				return err
			}
		}
		if status != 0 {
			return interp.ExitStatus(uint8(status))
		}
		return nil
	}
	code := o.assignments(line, sc.ifs(hc))
	if status != 0 {
		code += "; (exit " + strconv.Itoa(status) + ")"
	}
	return hc.Builtin(ctx, []string{"eval", code})
}

// nameValue is one assignment of read.
type nameValue struct{ name, value string }

// values are the assignments of a read without -a: REPLY, or each name.
func (o readOpts) values(line chars, ifs string) []nameValue {
	if len(o.names) == 0 {
		return []nameValue{{"REPLY", line.text()}}
	}
	if o.exact {
		// -N splits nothing: the first name takes what was read, as
		// bash.
		out := make([]nameValue, len(o.names))
		for i, n := range o.names {
			out[i].name = n
		}
		out[0].value = line.text()
		return out
	}
	fields := splitIFS(line, ifs)
	out := make([]nameValue, len(o.names))
	for i, n := range o.names {
		var v string
		switch {
		case i < len(o.names)-1 && i < len(fields):
			v = fields[i].text()
		case i == len(o.names)-1 && i < len(fields):
			rest := line[fields[i].start:]
			if len(splitIFS(rest, ifs)) == 1 {
				v = fields[i].text()
			} else {
				v = rest.trimRight(ifs).text()
			}
		}
		out[i] = nameValue{n, v}
	}
	return out
}

// ifs is the IFS in force for a builtin.
func (sc *script) ifs(hc interp.HandlerContext) string {
	if v := hc.Env.Get("IFS"); v.IsSet() {
		return v.String()
	}
	return " \t\n"
}

// readRecord reads what one read takes: up to the delimiter, or a count
// of characters. status is 0 when the record ended as asked, 1 at the
// end of input, and 142 when the timeout passed (bash's status for a read
// timed out: 128+SIGALRM).
func (sc *script) readRecord(ctx context.Context, r io.Reader, o readOpts) (chars, int, error) {
	if r == nil {
		return nil, 1, nil
	}
	if f, ok := r.(interface{ SetReadDeadline(time.Time) error }); ok && o.hasTime {
		_ = f.SetReadDeadline(time.Now().Add(o.timeout))
		defer f.SetReadDeadline(time.Time{})
	}
	max := sc.limits.MaxBufferBytes
	var line chars
	var buf [1]byte
	escape := false
	count := 0 // characters read, for -n and -N
	var pending []byte
	reads := 0
	for {
		if o.hasN && count >= o.nchars {
			return line, 0, nil
		}
		// A stdin that never blocks (a here-string, a file) is read to its
		// end whatever the context says: look at it now and then.
		if reads++; reads%4096 == 0 && ctx.Err() != nil {
			return line, 1, ctx.Err()
		}
		n, err := r.Read(buf[:])
		if n == 0 {
			if err == nil {
				continue
			}
			if errors.Is(err, os.ErrDeadlineExceeded) {
				if ctx.Err() != nil {
					return line, 1, ctx.Err()
				}
				return line, 142, nil
			}
			return line, 1, nil
		}
		c := buf[0]
		if c == 0 && o.delim != 0 {
			continue // bash drops NUL bytes
		}
		if int64(len(line)) >= max {
			return line, 1, &command.TooLargeError{What: "line", Limit: max}
		}
		// -n and -N count characters: a multi-byte one counts once it is
		// whole.
		if c >= 0x80 {
			line = append(line, ch{c, escape})
			pending = append(pending, c)
			if utf8.FullRune(pending) {
				pending = pending[:0]
				escape = false
				count++
			}
			continue
		}
		switch {
		case escape:
			escape = false
			if c != '\n' {
				line = append(line, ch{c, true})
				count++
			}
		case !o.raw && c == '\\':
			escape = true
		case o.delim >= 0 && int(c) == o.delim:
			return line, 0, nil
		default:
			line = append(line, ch{c, false})
			count++
		}
	}
}

// assignments is the shell code that assigns what read -a read.
func (o readOpts) assignments(line chars, ifs string) string {
	var b strings.Builder
	b.WriteString(o.array + "=(")
	for i, f := range splitIFS(line, ifs) {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(shellQuote(f.text()))
	}
	b.WriteString(")")
	return b.String()
}

// mapfile runs mapfile and readarray.
func (sc *script) mapfile(ctx context.Context, hc interp.HandlerContext, name string, args []string) error {
	fail := func(status int, format string, a ...any) error {
		fmt.Fprintf(hc.Stderr, "%s: line %d: %s: %s\n", sc.name, hc.Pos.Line(), name, fmt.Sprintf(format, a...))
		return interp.ExitStatus(uint8(status))
	}
	delim := byte('\n')
	trim := false
	count, origin, skip := 0, 0, 0
	hasOrigin := false
	stdin := hc.Stdin // -u N: the shell's descriptor N
	i := 0
opts:
	for ; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			i++
			break
		}
		if len(a) < 2 || a[0] != '-' {
			break
		}
		for j := 1; j < len(a); j++ {
			f := a[j]
			switch f {
			case 't':
				trim = true
			case 'd', 'n', 'O', 's', 'u', 'C', 'c':
				var v string
				switch {
				case j+1 < len(a):
					v = a[j+1:]
				case i+1 < len(args):
					i++
					v = args[i]
				default:
					return fail(2, "-%c: option requires an argument", f)
				}
				num := func() (int, error) {
					n, err := strconv.Atoi(v)
					if err != nil || n < 0 {
						return 0, fail(1, "%s: invalid number", v)
					}
					return n, nil
				}
				var err error
				switch f {
				case 'd':
					delim = 0
					if v != "" {
						delim = v[0]
					}
				case 'n':
					count, err = num()
				case 'O':
					origin, err = num()
					hasOrigin = true
				case 's':
					skip, err = num()
				case 'u':
					fd, err := strconv.Atoi(v)
					in, ok := hc.FD(fd)
					if err != nil || fd < 0 || !ok {
						return fail(1, "%s: invalid file descriptor: Bad file descriptor", v)
					}
					stdin = in
				case 'C', 'c':
					return fail(2, "-%c: unsupported option", f)
				}
				if err != nil {
					return err
				}
				continue opts
			default:
				return fail(2, "-%c: invalid option", f)
			}
		}
	}
	array := "MAPFILE"
	switch rest := args[i:]; len(rest) {
	case 0:
	case 1:
		array = rest[0]
	default:
		return fail(2, "too many arguments")
	}
	if !syntax.ValidName(array) {
		return fail(1, "`%s': not a valid identifier", array)
	}
	budget := (&command.Call{MaxBuffer: sc.limits.MaxBufferBytes}).Budget("input")
	var items []string
	var in io.Reader = ctxReader{ctx: ctx, r: stdin}
	if count > 0 {
		// Only what the count takes may be consumed.
		in = byteReader{ctx: ctx, r: stdin}
	}
	lr := command.NewLineReader(in, sc.limits.MaxBufferBytes)
	for n := 0; count == 0 || len(items) < count; n++ {
		rec, err := lr.ReadLine(delim)
		if len(rec) > 0 {
			if n >= skip {
				s := string(rec)
				if delim != 0 {
					s = strings.ReplaceAll(s, "\x00", "")
				}
				if trim {
					s = strings.TrimSuffix(s, string(delim))
				}
				// An element costs its bytes and its share of the code
				// that assigns it.
				if berr := budget.Add(len(s) + 64); berr != nil {
					return fail(1, "%v", berr)
				}
				items = append(items, s)
			}
		}
		if err != nil {
			if command.IsTooLarge(err) {
				return fail(1, "%v", err)
			}
			if ctx.Err() != nil {
				return sc.live(ctx)
			}
			break
		}
	}
	var b strings.Builder
	if hasOrigin {
		for k, it := range items {
			fmt.Fprintf(&b, "%s[%d]=%s\n", array, origin+k, shellQuote(it))
		}
		if len(items) == 0 {
			return nil
		}
	} else {
		b.WriteString(array + "=(")
		for k, it := range items {
			if k > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(shellQuote(it))
		}
		b.WriteString(")")
	}
	return hc.Builtin(ctx, []string{"eval", b.String()})
}

// byteReader reads its reader one byte at a time, so that a record
// reader over it consumes nothing past its records, and honours ctx.
type byteReader struct {
	ctx context.Context
	r   io.Reader
}

func (b byteReader) Read(p []byte) (int, error) {
	if b.r == nil {
		return 0, io.EOF
	}
	if err := b.ctx.Err(); err != nil {
		return 0, err
	}
	if len(p) > 1 {
		p = p[:1]
	}
	return b.r.Read(p)
}

// ctxReader reads its reader and honours ctx.
type ctxReader struct {
	ctx context.Context
	r   io.Reader
}

func (c ctxReader) Read(p []byte) (int, error) {
	if c.r == nil {
		return 0, io.EOF
	}
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	return c.r.Read(p)
}

// selectPrompt is the condition of the loop select becomes (see
// selectBlock): NAME ITEM... It shows the menu (first time, and after an
// empty reply) and the PS3 prompt on stderr, reads a reply and sets REPLY
// and NAME; at the end of input it fails, which ends the loop.
func (sc *script) selectPrompt(ctx context.Context, hc interp.HandlerContext, args []string) error {
	if len(args) == 0 || !syntax.ValidName(args[0]) {
		return interp.ExitStatus(2)
	}
	name, items := args[0], args[1:]
	ps3 := "#? "
	if v := hc.Env.Get("PS3"); v.IsSet() {
		ps3 = v.String()
	}
	for {
		if r := hc.Env.Get("REPLY"); !r.IsSet() || r.String() == "" || sc.selectFresh(hc.Pos) {
			for i, it := range items {
				fmt.Fprintf(hc.Stderr, "%d) %s\n", i+1, it)
			}
		}
		io.WriteString(hc.Stderr, ps3)
		line, status, err := sc.readRecord(ctx, hc.Stdin, readOpts{raw: true, delim: '\n'})
		if err != nil && ctx.Err() != nil {
			return sc.live(ctx)
		}
		if status != 0 && len(line) == 0 {
			io.WriteString(hc.Stderr, "\n")
			return interp.ExitStatus(1)
		}
		reply := line.text()
		if reply == "" {
			continue // no reply: the menu again
		}
		value := ""
		if n, err := strconv.Atoi(reply); err == nil && n > 0 && n <= len(items) {
			value = items[n-1]
		}
		return hc.Builtin(ctx, []string{"eval", "REPLY=" + shellQuote(reply) + " " + name + "=" + shellQuote(value)})
	}
}

// selectFresh reports whether the select at pos prompts for the first
// time in this script, and marks it as prompted.
func (sc *script) selectFresh(pos syntax.Pos) bool {
	sc.funcMu.Lock()
	defer sc.funcMu.Unlock()
	if sc.selected == nil {
		sc.selected = map[syntax.Pos]bool{}
	}
	if sc.selected[pos] {
		return false
	}
	sc.selected[pos] = true
	return true
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

// shellQuote quotes s for the shell in single quotes. A quote inside is
// written '"'"' rather than '\”, whose backslash the interpreter keeps
// in assignments.
func shellQuote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'"'"'`) + "'"
}
