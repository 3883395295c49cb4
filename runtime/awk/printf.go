package awk

import (
	"bytes"
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/toolsinshell/tis/runtime/internal/cfmt"
)

// sprintfNums formats a single number with a CONVFMT/OFMT style format.
func sprintfNums(format string, f float64) string {
	return sprintfNumsMax(format, f, 0)
}

// sprintfNumsMax is sprintfNums bounded by max bytes (0: the default
// buffer limit). A result past it fails the program, as every string
// past the limit does; other errors of the format give "".
func sprintfNumsMax(format string, f float64, max int) (s string) {
	in := &interp{convfmt: "%.6g", maxStr: max}
	defer func() {
		if r := recover(); r != nil {
			if re, ok := r.(*runtimeError); ok && re.tooLarge {
				panic(r)
			}
			s = ""
		}
	}()
	return in.sprintf(format, []value{num(f)})
}

// formatNum is the package's formatNum bounded by the buffer limit.
func (in *interp) formatNum(f float64, format string) string {
	if f == math.Trunc(f) || math.IsNaN(f) || format == "%.6g" {
		return formatNum(f, format)
	}
	return sprintfNumsMax(format, f, in.maxStr)
}

// sprintf implements printf formatting with C semantics.
func (in *interp) sprintf(format string, args []value) string {
	var b strings.Builder
	ai := 0
	nextArg := func() (value, bool) {
		if ai >= len(args) {
			return value{}, false
		}
		ai++
		return args[ai-1], true
	}
	for i := 0; i < len(format); i++ {
		c := format[i]
		if c != '%' {
			b.WriteByte(c)
			continue
		}
		start := i
		i++
		if i >= len(format) {
			b.WriteByte('%')
			break
		}
		if format[i] == '%' {
			b.WriteByte('%')
			continue
		}
		var flags []byte
		for i < len(format) && strings.IndexByte("-+ #0", format[i]) >= 0 {
			flags = append(flags, format[i])
			i++
		}
		width, prec := -1, -1
		if i < len(format) && format[i] == '*' {
			v, ok := nextArg()
			if !ok {
				in.fail("not enough arguments to satisfy format string")
			}
			width = in.boundWidth(v.toNum())
			if width < 0 {
				flags = append(flags, '-')
				width = -width
			}
			i++
		} else {
			n := 0
			digits := false
			for i < len(format) && isDigit(format[i]) {
				n = n*10 + int(format[i]-'0')
				if n > in.limit() {
					in.tooLarge("width")
				}
				digits = true
				i++
			}
			if digits {
				width = n
			}
		}
		if i < len(format) && format[i] == '.' {
			i++
			if i < len(format) && format[i] == '*' {
				v, ok := nextArg()
				if !ok {
					in.fail("not enough arguments to satisfy format string")
				}
				prec = in.boundWidth(v.toNum())
				i++
			} else {
				n := 0
				for i < len(format) && isDigit(format[i]) {
					n = n*10 + int(format[i]-'0')
					if n > in.limit() {
						in.tooLarge("precision")
					}
					i++
				}
				prec = n
			}
		}
		// Length modifiers are accepted and ignored, as gawk does.
		for i < len(format) && strings.IndexByte("hlLqjzt", format[i]) >= 0 {
			i++
		}
		if i >= len(format) {
			b.WriteString(format[start:])
			break
		}
		verb := format[i]
		if strings.IndexByte("diouxXeEfFgGcsaA", verb) < 0 {
			// Not a conversion: print it as is.
			b.WriteString(format[start : i+1])
			continue
		}
		v, ok := nextArg()
		if !ok {
			in.fail("not enough arguments to satisfy format string")
		}
		if width > 0 || prec > 0 {
			in.checkLen(b.Len() + width + max(prec, 0))
		}
		switch verb {
		case 'd', 'i':
			f := v.toNum()
			if math.IsInf(f, 0) || math.IsNaN(f) {
				b.WriteString(padSpecial(f, flags, width))
				break
			}
			f = math.Trunc(f)
			if f >= -9.2e18 && f <= 9.2e18 {
				b.WriteString(formatField(flags, width, prec, 'd', int64(f)))
			} else {
				b.WriteString(formatField(flags, width, 0, 'f', f))
			}
		case 'o', 'x', 'X', 'u':
			f := math.Trunc(v.toNum())
			if math.IsInf(f, 0) || math.IsNaN(f) {
				b.WriteString(padSpecial(f, flags, width))
				break
			}
			var u uint64
			switch {
			case f < 0 && f >= -9.2e18:
				u = uint64(int64(f))
			case f < 0:
				u = 0
			case f >= 1.8e19:
				b.WriteString(formatField(flags, width, 0, 'f', f))
				continue
			default:
				u = uint64(f)
			}
			if verb == 'u' {
				verb = 'd'
			}
			b.WriteString(formatField(flags, width, prec, verb, u))
		case 'e', 'E', 'f', 'F', 'g', 'G', 'a', 'A':
			f := v.toNum()
			if math.IsInf(f, 0) || math.IsNaN(f) {
				b.WriteString(padSpecial(f, flags, width))
				break
			}
			fprec := prec
			if prec < 0 {
				fprec = 6
			}
			switch verb {
			case 'F':
				verb = 'f'
			case 'a':
				verb = 'x'
			case 'A':
				verb = 'X'
			}
			b.WriteString(formatField(flags, width, fprec, verb, f))
		case 'c':
			var s string
			if v.isNumeric() && v.k != kUninit {
				code := int(v.resolve().toNum())
				if code < 0x80 && code >= 0 {
					s = string([]byte{byte(code)})
				} else if code < 0x110000 && code >= 0 {
					s = string(rune(code))
				} else {
					s = string([]byte{byte(code)})
				}
			} else {
				str := in.toStr(v)
				if str != "" {
					_, n := utf8.DecodeRuneInString(str)
					s = str[:n]
				}
			}
			b.WriteString(formatField(noZero(flags), width, -1, 's', s))
		case 's':
			b.WriteString(formatField(noZero(flags), width, prec, 's', in.toStr(v)))
		}
		if b.Len() > in.limit() {
			in.checkLen(b.Len())
		}
	}
	return b.String()
}

func (in *interp) boundWidth(f float64) int {
	if math.IsNaN(f) {
		return 0
	}
	if f > float64(in.limit()) || f < -float64(in.limit()) {
		in.tooLarge("width")
	}
	return int(f)
}

func buildSpec(flags []byte, width, prec int) string {
	var b strings.Builder
	b.WriteByte('%')
	b.Write(flags)
	if width >= 0 {
		b.WriteString(strconv.Itoa(width))
	}
	if prec >= 0 {
		b.WriteByte('.')
		b.WriteString(strconv.Itoa(prec))
	}
	return b.String()
}

// padSpecial formats inf and nan the way C's printf does.
func padSpecial(f float64, flags []byte, width int) string {
	var s string
	switch {
	case math.IsNaN(f):
		s = "nan"
		if math.Signbit(f) {
			s = "-nan"
		}
	case f > 0:
		s = "inf"
	default:
		s = "-inf"
	}
	if s[0] != '-' {
		if strings.IndexByte(string(flags), '+') >= 0 {
			s = "+" + s
		} else if strings.IndexByte(string(flags), ' ') >= 0 {
			s = " " + s
		}
	}
	if len(s) < width {
		if strings.IndexByte(string(flags), '-') >= 0 {
			return s + strings.Repeat(" ", width-len(s))
		}
		return strings.Repeat(" ", width-len(s)) + s
	}
	return s
}

// noZero drops the 0 flag, which C ignores for %s and %c.
func noZero(flags []byte) []byte {
	out := flags[:0:0]
	for _, f := range flags {
		if f != '0' {
			out = append(out, f)
		}
	}
	return out
}

// fmtMax is the largest width or precision Go's fmt takes.
const fmtMax = 1_000_000

// formatField formats one conversion of arg (an int64, a uint64, a
// float64 or a string) as fmt does, for any width and precision within
// the buffer limit: past what Go's fmt takes, the field is built here and
// padded as C pads it.
func formatField(flags []byte, width, prec int, verb byte, arg any) string {
	if width <= fmtMax && prec <= fmtMax {
		return fmt.Sprintf(buildSpec(flags, width, prec)+string(verb), arg)
	}
	var s string
	if prec > fmtMax {
		s = cfmt.LongPrec(flags, prec, verb, arg)
	} else {
		s = fmt.Sprintf(buildSpec(flags, -1, prec)+string(verb), arg)
	}
	_, isFloat := arg.(float64)
	_, isStr := arg.(string)
	return cfmt.Pad(s, flags, width, bytes.IndexByte(flags, '0') >= 0 && !isStr && (isFloat || prec < 0))
}
