// Package cfmt builds the printf fields Go's fmt does not: a width or a
// precision past what fmt takes (a million), formatted and padded as C's
// printf does. The printf command and awk's printf and sprintf share it.
package cfmt

import (
	"bytes"
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"
)

// LongPrec formats arg (an int64, a uint64, a float64 or a string) with a
// precision fmt does not take: at least prec digits for an integer
// (with the 0x or 0X prefix that flags' # asks for), prec digits after
// the point or significant for a float, the first prec characters of a
// string; numbers with the sign the flags ask for (+ or space). Anything
// else is printed as fmt.Sprint prints it.
func LongPrec(flags []byte, prec int, verb byte, arg any) string {
	sign := func(neg bool) string {
		switch {
		case neg:
			return "-"
		case bytes.IndexByte(flags, '+') >= 0:
			return "+"
		case bytes.IndexByte(flags, ' ') >= 0:
			return " "
		}
		return ""
	}
	switch x := arg.(type) {
	case string:
		if n := utf8.RuneCountInString(x); n > prec {
			i := 0
			for range prec {
				_, size := utf8.DecodeRuneInString(x[i:])
				i += size
			}
			x = x[:i]
		}
		return x
	case float64:
		return sign(math.Signbit(x)) + strconv.FormatFloat(math.Abs(x), verb, prec, 64)
	case int64:
		mag := uint64(x)
		if x < 0 {
			mag = -mag
		}
		d := strconv.FormatUint(mag, 10)
		return sign(x < 0) + strings.Repeat("0", max(0, prec-len(d))) + d
	case uint64:
		base, prefix := 10, ""
		switch verb {
		case 'o':
			base = 8
		case 'x', 'X':
			base = 16
			if bytes.IndexByte(flags, '#') >= 0 && x != 0 {
				prefix = "0" + string(verb)
			}
		}
		d := strconv.FormatUint(x, base)
		if verb == 'X' {
			d = strings.ToUpper(d)
		}
		return prefix + strings.Repeat("0", max(0, prec-len(d))) + d
	}
	return fmt.Sprint(arg)
}

// Pad pads a formatted field to width (counted in bytes): on the right with the - flag, with
// zeros after its sign and 0x prefix when zero is set, else with spaces
// on the left.
func Pad(s string, flags []byte, width int, zero bool) string {
	if width <= len(s) {
		return s
	}
	n := width - len(s)
	switch {
	case bytes.IndexByte(flags, '-') >= 0:
		return s + strings.Repeat(" ", n)
	case zero:
		i := 0
		if i < len(s) && (s[i] == '-' || s[i] == '+' || s[i] == ' ') {
			i++
		}
		if i+1 < len(s) && s[i] == '0' && (s[i+1] == 'x' || s[i+1] == 'X') {
			i += 2
		}
		return s[:i] + strings.Repeat("0", n) + s[i:]
	}
	return strings.Repeat(" ", n) + s
}
