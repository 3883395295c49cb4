package coreutils

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"math"
	"math/big"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/internal/cfmt"
)

// printfFmtMax is the largest width or precision Go's fmt takes; past it
// printf builds the field itself.
const printfFmtMax = 1_000_000

// printfNumMax caps a width or precision while it is parsed, far above
// any buffer limit, so that the number cannot overflow.
const printfNumMax = 1 << 40

// printfFlushAt is how much output printf builds before writing it.
const printfFlushAt = 1 << 16

// printfCmd is printf FORMAT [ARGUMENT...], as coreutils' printf: the
// conversions %s %b %c %d %i %o %u %x %X %f %F %e %E %g %G %q and %%, and
// bash's %(strftime)T, with
// flags, widths and precisions (also *), the format reused while
// arguments remain.
func printfCmd(ctx context.Context, c *command.Call) error {
	return printfMain(ctx, c, false)
}

// BuiltinPrintf is printf as bash's builtin, which the shell's printf is:
// as printfCmd, but %q quotes as bash does (a\ b, $'a\tb'; coreutils
// prints 'a b') and no argument at all is a usage error, status 2.
func BuiltinPrintf(ctx context.Context, c *command.Call) error {
	return printfMain(ctx, c, true)
}

func printfMain(ctx context.Context, c *command.Call, bash bool) error {
	args := c.Args
	if len(args) > 0 && args[0] == "--" {
		args = args[1:]
	}
	if len(args) == 0 {
		if bash {
			fmt.Fprintf(c.Stderr, "%s: usage: printf [-v var] format [arguments]\n", c.Name)
			return command.Status(2)
		}
		return filesTryHelp(c, "missing operand")
	}
	p := &printfRun{c: c, bash: bash}
	format, args := args[0], args[1:]
	for {
		if err := ctx.Err(); err != nil {
			return err
		}
		used, stop, fatal := p.once(format, args)
		if fatal || stop {
			break
		}
		if used == 0 {
			if len(args) > 0 {
				p.flush()
				fmt.Fprintf(c.Stderr, "%s: warning: ignoring excess arguments, starting with %s\n", c.Name, filesQuote(args[0]))
			}
			break
		}
		args = args[used:]
		if len(args) == 0 {
			break
		}
	}
	if p.flush(); p.werr != nil {
		return filesWriteErr(c, p.werr)
	}
	return command.Status(p.status)
}

// printfRun is one run of printf. Its output is built in out and written
// every printfFlushAt bytes, so what it holds is one field (bounded by the
// buffer limit through the widths and precisions) and a little more.
type printfRun struct {
	c      *command.Call
	bash   bool // bash's builtin (see BuiltinPrintf)
	out    strings.Builder
	status int
	werr   error // the first write error: printf stops
}

// flush writes what out holds; false once writing failed.
func (p *printfRun) flush() bool {
	if p.werr == nil && p.out.Len() > 0 {
		_, p.werr = io.WriteString(p.c.Stdout, p.out.String())
	}
	p.out.Reset()
	return p.werr == nil
}

// tooLarge reports a width or precision past the buffer limit: printf
// fails with status 1.
func (p *printfRun) tooLarge(what string, n int) bool {
	err := p.c.CheckSize(what, int64(n))
	if n < 0 || err == nil { // -1: none given
		return false
	}
	p.flush()
	fmt.Fprintf(p.c.Stderr, "%s: %v\n", p.c.Name, err)
	p.status = 1
	return true
}

// once expands format with args. It returns how many arguments it used,
// whether \c stopped all output and whether an invalid conversion ended
// printf.
func (p *printfRun) once(format string, args []string) (used int, stop, fatal bool) {
	next := func() (string, bool) {
		if used < len(args) {
			used++
			return args[used-1], true
		}
		return "", false
	}
	for i := 0; i < len(format); i++ {
		if p.out.Len() >= printfFlushAt && !p.flush() {
			return used, false, true
		}
		ch := format[i]
		if ch == '\\' {
			n, stop := printfEscape(&p.out, format[i:], false)
			if stop {
				return used, true, false
			}
			i += n - 1
			continue
		}
		if ch != '%' {
			p.out.WriteByte(ch)
			continue
		}
		start := i
		i++
		if i < len(format) && format[i] == '%' {
			p.out.WriteByte('%')
			continue
		}
		var flags []byte
		for i < len(format) && strings.IndexByte("-+ #0'", format[i]) >= 0 {
			flags = append(flags, format[i])
			i++
		}
		width, prec := -1, -1
		if i < len(format) && format[i] == '*' {
			a, _ := next()
			v := p.intArg(a)
			if v < 0 {
				flags = append(flags, '-')
				v = -v
			}
			if v < 0 { // -MinInt64
				v = printfNumMax
			}
			width = int(min(v, printfNumMax))
			i++
		} else {
			for i < len(format) && format[i] >= '0' && format[i] <= '9' {
				width = max(width, 0)*10 + int(format[i]-'0')
				width = min(width, printfNumMax)
				i++
			}
		}
		if i < len(format) && format[i] == '.' {
			i++
			prec = 0
			if i < len(format) && format[i] == '*' {
				a, _ := next()
				v := p.intArg(a)
				prec = int(min(v, printfNumMax))
				if v < 0 {
					prec = -1
				}
				i++
			} else {
				for i < len(format) && format[i] >= '0' && format[i] <= '9' {
					prec = min(prec*10+int(format[i]-'0'), printfNumMax)
					i++
				}
			}
		}
		for i < len(format) && strings.IndexByte("hlLjzt", format[i]) >= 0 {
			i++
		}
		if i >= len(format) {
			fmt.Fprintf(p.c.Stderr, "%s: %s: invalid conversion specification\n", p.c.Name, format[start:])
			p.status = 1
			return used, false, true
		}
		conv := format[i]
		if conv == '(' {
			// bash's %(FORMAT)T: strftime of an epoch argument.
			end := strings.IndexByte(format[i+1:], ')')
			if end < 0 || i+end+2 >= len(format) || format[i+end+2] != 'T' {
				fmt.Fprintf(p.c.Stderr, "%s: %s: invalid conversion specification\n", p.c.Name, format[start:])
				p.status = 1
				return used, false, true
			}
			if p.tooLarge("width", width) {
				return used, false, true
			}
			p.pad(p.timeArg(format[i+1:i+1+end], next), flags, width, prec)
			i += end + 2
			continue
		}
		// A width always makes the field that long; a precision does
		// for numbers only (for strings it cuts).
		if p.tooLarge("width", width) || strings.IndexByte("diouxXfFeEgG", conv) >= 0 && p.tooLarge("precision", prec) {
			return used, false, true
		}
		flags = []byte(strings.ReplaceAll(string(flags), "'", ""))
		switch conv {
		case 's', 'b', 'c', 'q':
			a, _ := next()
			var s string
			switch conv {
			case 's':
				s = a
			case 'b':
				var sb strings.Builder
				if printfEscapes(&sb, a, false) {
					p.pad(sb.String(), flags, width, prec)
					return used, true, false
				}
				s = sb.String()
			case 'c':
				s = "\x00" // C's empty string is its terminating NUL
				if a != "" {
					s = a[:1] // the first byte, as bash and coreutils
				}
				prec = -1
			case 'q':
				if p.bash {
					s = bashQuote(a)
				} else {
					s = printfQuote(a)
				}
				prec = -1
			}
			p.pad(s, flags, width, prec)
		case 'd', 'i':
			a, _ := next()
			v := p.intArg(a)
			p.number(flags, width, prec, 'd', v)
		case 'o', 'u', 'x', 'X':
			a, _ := next()
			v := p.uintArg(a)
			verb := conv
			if conv == 'u' {
				verb = 'd'
			}
			if v == 0 {
				flags = []byte(strings.ReplaceAll(string(flags), "#", ""))
			}
			p.number(flags, width, prec, verb, v)
		case 'f', 'F', 'e', 'E', 'g', 'G':
			a, _ := next()
			v := p.floatArg(a)
			if prec < 0 {
				prec = 6
			}
			if math.IsInf(v, 0) || math.IsNaN(v) {
				s := "inf"
				if math.IsNaN(v) {
					s = "nan"
				}
				if conv >= 'A' && conv <= 'Z' {
					s = strings.ToUpper(s)
				}
				if math.Signbit(v) {
					s = "-" + s
				} else if strings.Contains(string(flags), "+") {
					s = "+" + s
				} else if strings.Contains(string(flags), " ") {
					s = " " + s
				}
				p.pad(s, flags, width, -1)
				continue
			}
			verb := conv
			if conv == 'F' {
				verb = 'f'
			}
			p.number(flags, width, prec, verb, v)
		default:
			fmt.Fprintf(p.c.Stderr, "%s: %s: invalid conversion specification\n", p.c.Name, format[start:i+1])
			p.status = 1
			return used, false, true
		}
	}
	return used, false, false
}

// printfSpec is the Go format of flags, a width and a precision (each
// left out when negative) and verb.
func printfSpec(flags []byte, width, prec int, verb byte) string {
	spec := "%" + string(flags)
	if width >= 0 {
		spec += strconv.Itoa(width)
	}
	if prec >= 0 {
		spec += "." + strconv.Itoa(prec)
	}
	return spec + string(verb)
}

// number writes v (an int64, a uint64 or a float64) by a numeric
// conversion. Go's fmt does it while the width and precision are within
// what it takes; past that (they are within the buffer limit) the digits
// are built here and padded as C pads them.
func (p *printfRun) number(flags []byte, width, prec int, verb byte, v any) {
	if width <= printfFmtMax && prec <= printfFmtMax {
		fmt.Fprintf(&p.out, printfSpec(flags, width, prec, verb), v)
		return
	}
	var s string
	if prec > printfFmtMax {
		s = cfmt.LongPrec(flags, prec, verb, v)
	} else {
		s = fmt.Sprintf(printfSpec(flags, -1, prec, verb), v)
	}
	_, isFloat := v.(float64)
	zero := bytes.IndexByte(flags, '0') >= 0 && bytes.IndexByte(flags, '-') < 0 && (isFloat || prec < 0)
	p.out.WriteString(cfmt.Pad(s, flags, width, zero))
}

// pad writes s truncated to prec bytes (when prec >= 0) and padded to
// width, on the left or, with the - flag, on the right.
func (p *printfRun) pad(s string, flags []byte, width, prec int) {
	if prec >= 0 && prec < len(s) {
		s = s[:prec]
	}
	if width > len(s) {
		fill := strings.Repeat(" ", width-len(s))
		if strings.IndexByte(string(flags), '-') >= 0 {
			s += fill
		} else {
			s = fill + s
		}
	}
	p.out.WriteString(s)
}

// timeArg formats the next argument (seconds since the epoch; -1 or
// none is now, -2 the script's start) with the strftime layout, as
// bash's %(layout)T does; an empty layout is %X.
func (p *printfRun) timeArg(layout string, next func() (string, bool)) string {
	secs := int64(-1)
	if a, ok := next(); ok {
		secs = p.intArg(a)
	}
	var t time.Time
	switch {
	case secs == -1 && p.c.Now != nil:
		t = p.c.Now()
	case secs == -2 && !p.c.Start.IsZero():
		t = p.c.Start
	case secs == -2 && p.c.Now != nil:
		t = p.c.Now()
	default:
		t = time.Unix(secs, 0)
	}
	if layout == "" {
		layout = "%X"
	}
	return dateFormat(layout, t.In(filesLocation(p.c)))
}

// rangeWarn warns of a number out of range: for bash's builtin a warning
// that leaves the status as it is, as bash 5.2.
func (p *printfRun) rangeWarn(arg string) {
	if p.bash {
		fmt.Fprintf(p.c.Stderr, "%s: warning: %s: Numerical result out of range\n", p.c.Name, arg)
		return
	}
	p.warn(arg, "Numerical result out of range")
}

func (p *printfRun) warn(arg, msg string) {
	fmt.Fprintf(p.c.Stderr, "%s: %s: %s\n", p.c.Name, filesQuote(arg), msg)
	p.status = 1
}

// printfCharArg returns the value of a 'c or "c argument.
func printfCharArg(a string) (int64, bool) {
	if len(a) > 0 && (a[0] == '\'' || a[0] == '"') {
		if len(a) == 1 {
			return 0, true
		}
		r, _ := utf8.DecodeRuneInString(a[1:])
		return int64(r), true
	}
	return 0, false
}

// printfNumber parses the longest C integer prefix of a (after blanks):
// sign, then 0x hex, 0 octal or decimal. It returns the value as a big
// integer, the length parsed and whether any digit was found.
func printfNumber(a string) (*big.Int, int, bool) {
	i := 0
	for i < len(a) && (a[i] == ' ' || a[i] == '\t' || a[i] == '\n') {
		i++
	}
	neg := false
	if i < len(a) && (a[i] == '+' || a[i] == '-') {
		neg = a[i] == '-'
		i++
	}
	base := 10
	digitsStart := i
	if i+1 < len(a) && a[i] == '0' && (a[i+1] == 'x' || a[i+1] == 'X') && i+2 < len(a) && printfIsHex(a[i+2]) {
		base = 16
		i += 2
		digitsStart = i
	} else if i < len(a) && a[i] == '0' {
		base = 8
	}
	j := i
	for j < len(a) && j-digitsStart < 400 {
		d := a[j]
		ok := d >= '0' && d <= '9' && (base != 8 || d <= '7') || base == 16 && printfIsHex(d)
		if !ok {
			break
		}
		j++
	}
	if j == digitsStart {
		return big.NewInt(0), 0, false
	}
	v, _ := new(big.Int).SetString(a[digitsStart:j], base)
	if v == nil {
		return big.NewInt(0), 0, false
	}
	if neg {
		v.Neg(v)
	}
	return v, j, true
}

func printfIsHex(b byte) bool {
	return b >= '0' && b <= '9' || b >= 'a' && b <= 'f' || b >= 'A' && b <= 'F'
}

// intArg converts a %d argument, warning as coreutils does.
func (p *printfRun) intArg(a string) int64 {
	if v, ok := printfCharArg(a); ok {
		return v
	}
	if a == "" {
		return 0
	}
	v, n, ok := printfNumber(a)
	if !ok {
		p.warn(a, "expected a numeric value")
		return 0
	}
	if !v.IsInt64() {
		p.rangeWarn(a)
		if v.Sign() < 0 {
			return math.MinInt64
		}
		return math.MaxInt64
	}
	if n < len(a) {
		p.warn(a, "value not completely converted")
	}
	return v.Int64()
}

// uintArg converts a %u %o %x argument; negative values wrap.
func (p *printfRun) uintArg(a string) uint64 {
	if v, ok := printfCharArg(a); ok {
		return uint64(v)
	}
	if a == "" {
		return 0
	}
	v, n, ok := printfNumber(a)
	if !ok {
		p.warn(a, "expected a numeric value")
		return 0
	}
	if v.Sign() < 0 {
		if p.bash && new(big.Int).Neg(v).IsUint64() {
			// strtoumax negates what fits in 64 bits: -(2^64-1) is 1.
			if n < len(a) {
				p.warn(a, "value not completely converted")
			}
			return -new(big.Int).Neg(v).Uint64()
		}
		if !v.IsInt64() {
			p.rangeWarn(a)
			return math.MaxUint64
		}
		if n < len(a) {
			p.warn(a, "value not completely converted")
		}
		return uint64(v.Int64())
	}
	if !v.IsUint64() {
		p.rangeWarn(a)
		return math.MaxUint64
	}
	if n < len(a) {
		p.warn(a, "value not completely converted")
	}
	return v.Uint64()
}

var printfFloatRe = lazyRegexp(`^[ \t\n]*[-+]?(?:0[xX](?:[0-9a-fA-F]+\.?[0-9a-fA-F]*|\.[0-9a-fA-F]+)(?:[pP][-+]?[0-9]+)?|(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][-+]?[0-9]+)?|(?i:infinity|inf|nan))`)

// floatArg converts a %f %e %g argument.
func (p *printfRun) floatArg(a string) float64 {
	if v, ok := printfCharArg(a); ok {
		return float64(v)
	}
	if a == "" {
		return 0
	}
	m := printfFloatRe().FindString(a)
	if m == "" {
		p.warn(a, "expected a numeric value")
		return 0
	}
	s := strings.TrimLeft(m, " \t\n")
	if strings.HasPrefix(strings.TrimLeft(s, "+-"), "0x") || strings.HasPrefix(strings.TrimLeft(s, "+-"), "0X") {
		if !strings.ContainsAny(s, "pP") {
			s += "p0"
		}
	}
	v, err := strconv.ParseFloat(s, 64)
	if err != nil && !strings.Contains(err.Error(), "range") {
		p.warn(a, "expected a numeric value")
		return 0
	}
	if len(m) < len(a) {
		p.warn(a, "value not completely converted")
	}
	return v
}

// printfEscape writes the escape sequence at the start of s (which begins
// with a backslash) as printf's FORMAT reads it, and returns its length
// and whether it was \c.
func printfEscape(sb *strings.Builder, s string, _ bool) (int, bool) {
	if len(s) < 2 {
		sb.WriteByte('\\')
		return 1, false
	}
	c := s[1]
	if c >= '0' && c <= '7' {
		j := 1
		v := 0
		for j < len(s) && j < 4 && s[j] >= '0' && s[j] <= '7' {
			v = v*8 + int(s[j]-'0')
			j++
		}
		sb.WriteByte(byte(v))
		return j, false
	}
	return printfCommonEscape(sb, s)
}

// printfCommonEscape handles the escapes shared by printf's FORMAT, %b
// and echo -e, except octal ones: \\ \a \b \c \e \f \n \r \t \v \" \'
// \xHH \uHHHH \UHHHHHHHH. Unknown escapes are kept as written.
func printfCommonEscape(sb *strings.Builder, s string) (int, bool) {
	c := s[1]
	switch c {
	case '\\':
		sb.WriteByte('\\')
	case 'a':
		sb.WriteByte('\a')
	case 'b':
		sb.WriteByte('\b')
	case 'c':
		return 2, true
	case 'e', 'E':
		sb.WriteByte(0x1b)
	case 'f':
		sb.WriteByte('\f')
	case 'n':
		sb.WriteByte('\n')
	case 'r':
		sb.WriteByte('\r')
	case 't':
		sb.WriteByte('\t')
	case 'v':
		sb.WriteByte('\v')
	case '"':
		sb.WriteByte('"')
	case '\'':
		sb.WriteByte('\'')
	case 'x', 'u', 'U':
		maxDigits := map[byte]int{'x': 2, 'u': 4, 'U': 8}[c]
		j := 2
		v := 0
		for j < len(s) && j-2 < maxDigits && printfIsHex(s[j]) {
			d, _ := strconv.ParseUint(s[j:j+1], 16, 8)
			v = v*16 + int(d)
			j++
		}
		if j == 2 {
			sb.WriteString(s[:2])
			return 2, false
		}
		if c == 'x' {
			sb.WriteByte(byte(v))
		} else if utf8.ValidRune(rune(v)) {
			sb.WriteRune(rune(v))
		} else {
			sb.WriteString(s[:j])
		}
		return j, false
	default:
		sb.WriteString(s[:2])
	}
	return 2, false
}

// printfEscapes expands the escapes of a %b argument (echo selects bash's
// echo -e rules: octal only as \0NNN). It reports whether \c stopped
// output.
func printfEscapes(sb *strings.Builder, s string, echo bool) bool {
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' {
			sb.WriteByte(s[i])
			continue
		}
		if i+1 >= len(s) {
			sb.WriteByte('\\')
			break
		}
		c := s[i+1]
		if c >= '0' && c <= '7' && (c == '0' || !echo) {
			j := i + 1
			limit := j + 3
			if c == '0' {
				j++
				limit = j + 3
			}
			v := 0
			for j < len(s) && j < limit && s[j] >= '0' && s[j] <= '7' {
				v = v*8 + int(s[j]-'0')
				j++
			}
			sb.WriteByte(byte(v))
			i = j - 1
			continue
		}
		n, stop := printfCommonEscape(sb, s[i:])
		if stop {
			return true
		}
		i += n - 1
	}
	return false
}

// bashQuote quotes s as bash's printf %q does: two single quotes when
// empty, $'...' when it holds a control character or invalid UTF-8, else
// a backslash before each character the shell treats specially (and a
// leading ~ or #).
func bashQuote(s string) string {
	if s == "" {
		return "''"
	}
	ansi := !utf8.ValidString(s)
	for i := 0; i < len(s) && !ansi; i++ {
		ansi = s[i] < 0x20 || s[i] == 0x7f
	}
	var sb strings.Builder
	if ansi {
		sb.WriteString("$'")
		for i := 0; i < len(s); {
			r, n := utf8.DecodeRuneInString(s[i:])
			b := s[i]
			switch {
			case r == utf8.RuneError && n <= 1:
				fmt.Fprintf(&sb, "\\%03o", b)
			case b == '\a':
				sb.WriteString(`\a`)
			case b == '\b':
				sb.WriteString(`\b`)
			case b == '\f':
				sb.WriteString(`\f`)
			case b == '\n':
				sb.WriteString(`\n`)
			case b == '\r':
				sb.WriteString(`\r`)
			case b == '\t':
				sb.WriteString(`\t`)
			case b == '\v':
				sb.WriteString(`\v`)
			case b == 0x1b:
				sb.WriteString(`\E`)
			case b == '\\' || b == '\'':
				sb.WriteByte('\\')
				sb.WriteByte(b)
			case b < 0x20 || b == 0x7f:
				fmt.Fprintf(&sb, "\\%03o", b)
			default:
				sb.WriteString(s[i : i+n])
			}
			i += n
		}
		sb.WriteByte('\'')
		return sb.String()
	}
	for i := 0; i < len(s); i++ {
		b := s[i]
		if strings.IndexByte(" !\"$&'()*,;<>?[\\]^`{|}", b) >= 0 || i == 0 && (b == '~' || b == '#') {
			sb.WriteByte('\\')
		}
		sb.WriteByte(b)
	}
	return sb.String()
}

// printfQuote quotes s for the shell as coreutils' %q does.
func printfQuote(s string) string {
	if s == "" {
		return "''"
	}
	safe := true
	for i := 0; i < len(s); i++ {
		b := s[i]
		if !(b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || strings.IndexByte("_./:@%+,-#~^", b) >= 0 || b >= 0x80) {
			safe = false
			break
		}
	}
	if safe && s[0] != '~' && s[0] != '#' {
		return s
	}
	control := false
	for i := 0; i < len(s); i++ {
		if s[i] < 0x20 || s[i] == 0x7f {
			control = true
		}
	}
	if !control {
		if strings.Contains(s, "'") && !strings.ContainsAny(s, "\"$`\\!") {
			return `"` + s + `"`
		}
		return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
	}
	// Runs of control characters become $'...' pieces between quoted runs.
	var sb strings.Builder
	i := 0
	for i < len(s) {
		j := i
		for j < len(s) && !(s[j] < 0x20 || s[j] == 0x7f) {
			j++
		}
		if j > i {
			sb.WriteString("'" + strings.ReplaceAll(s[i:j], "'", `'\''`) + "'")
		}
		if j >= len(s) {
			break
		}
		sb.WriteString("$'")
		for j < len(s) && (s[j] < 0x20 || s[j] == 0x7f) {
			switch s[j] {
			case '\n':
				sb.WriteString(`\n`)
			case '\t':
				sb.WriteString(`\t`)
			case '\r':
				sb.WriteString(`\r`)
			case '\a':
				sb.WriteString(`\a`)
			case '\b':
				sb.WriteString(`\b`)
			case '\f':
				sb.WriteString(`\f`)
			case '\v':
				sb.WriteString(`\v`)
			case 0x1b:
				sb.WriteString(`\E`)
			default:
				fmt.Fprintf(&sb, `\%03o`, s[j])
			}
			j++
		}
		sb.WriteString("'")
		i = j
	}
	return sb.String()
}

// printfParseSpec splits a directive's spec (what is between % and the
// conversion) into its flags, width and precision (-1 when not given).
func printfParseSpec(spec string) (flags []byte, width, prec int) {
	i := 0
	for i < len(spec) && strings.IndexByte("-+ #0", spec[i]) >= 0 {
		flags = append(flags, spec[i])
		i++
	}
	num := func() int {
		n := -1
		for i < len(spec) && spec[i] >= '0' && spec[i] <= '9' {
			n = min(max(n, 0)*10+int(spec[i]-'0'), printfNumMax)
			i++
		}
		return n
	}
	width, prec = num(), -1
	if i < len(spec) && spec[i] == '.' {
		i++
		prec = max(num(), 0)
	}
	return flags, width, prec
}

// printfField formats one directive of a stat or find format: s as %s
// with spec (flags, width, precision), or *num as %d when num is set.
// A width, or a number's precision, past the buffer limit is a
// *command.TooLargeError.
func printfField(c *command.Call, spec, s string, num *int64) (string, error) {
	flags, width, prec := printfParseSpec(spec)
	if width >= 0 {
		if err := c.CheckSize("width", int64(width)); err != nil {
			return "", err
		}
	}
	if num != nil && prec >= 0 {
		if err := c.CheckSize("precision", int64(prec)); err != nil {
			return "", err
		}
	}
	if width <= printfFmtMax && prec <= printfFmtMax {
		if num != nil {
			return fmt.Sprintf("%"+spec+"d", *num), nil
		}
		return fmt.Sprintf("%"+spec+"s", s), nil
	}
	if num == nil {
		if prec >= 0 && prec < len(s) {
			s = s[:prec]
		}
		return cfmt.Pad(s, flags, width, false), nil
	}
	if prec > printfFmtMax {
		s = cfmt.LongPrec(flags, prec, 'd', *num)
	} else {
		s = fmt.Sprintf(printfSpec(flags, -1, prec, 'd'), *num)
	}
	zero := bytes.IndexByte(flags, '0') >= 0 && bytes.IndexByte(flags, '-') < 0 && prec < 0
	return cfmt.Pad(s, flags, width, zero), nil
}
