package awk

import (
	"math"
	"strconv"
	"strings"
)

// kind says how a value behaves in comparisons and conversions.
type kind uint8

const (
	// kUninit is a never-assigned value: "" as a string, 0 as a number,
	// and it compares like a numeric string. It is the zero value.
	kUninit kind = iota
	kNum
	kStr
	// kStrNum is input that looks numeric (a "numeric string").
	kStrNum
	// kMaybe is input not yet checked for looking numeric; resolve turns
	// it into kStr or kStrNum.
	kMaybe
)

// value is an awk scalar.
type value struct {
	k kind
	s string
	n float64
}

func num(f float64) value  { return value{k: kNum, n: f} }
func str(s string) value   { return value{k: kStr, s: s} }
func input(s string) value { return value{k: kMaybe, s: s} }

func boolNum(b bool) value {
	if b {
		return value{k: kNum, n: 1}
	}
	return value{k: kNum}
}

// resolve decides whether an input value looks numeric.
func (v value) resolve() value {
	if v.k != kMaybe {
		return v
	}
	if f, ok := looksNumeric(v.s); ok {
		return value{k: kStrNum, s: v.s, n: f}
	}
	return value{k: kStr, s: v.s}
}

// isNumeric reports whether v compares numerically.
func (v value) isNumeric() bool {
	switch v.k {
	case kNum, kStrNum, kUninit:
		return true
	case kMaybe:
		_, ok := looksNumeric(v.s)
		return ok
	}
	return false
}

func (v value) toNum() float64 {
	switch v.k {
	case kNum, kStrNum:
		return v.n
	case kUninit:
		return 0
	}
	f, _ := parseNumPrefix(v.s)
	return f
}

func (v value) toBool() bool {
	switch v.k {
	case kNum, kStrNum:
		return v.n != 0
	case kUninit:
		return false
	case kStr:
		return v.s != ""
	}
	if f, ok := looksNumeric(v.s); ok {
		return f != 0
	}
	return v.s != ""
}

// isBlank reports the characters awk trims around numeric strings.
func isBlank(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'
}

// numPrefixLen returns the length of the longest prefix of s (after
// leading blanks, which it includes) that is a decimal number.
func numPrefixLen(s string) (start, end int) {
	i := 0
	for i < len(s) && isBlank(s[i]) {
		i++
	}
	start = i
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		i++
	}
	digits := 0
	for i < len(s) && isDigit(s[i]) {
		i++
		digits++
	}
	if i < len(s) && s[i] == '.' {
		i++
		for i < len(s) && isDigit(s[i]) {
			i++
			digits++
		}
	}
	if digits == 0 {
		// gawk also accepts +inf, -inf, +nan, -nan (with a sign).
		if i == start+1 && len(s)-i >= 3 {
			w := strings.ToLower(s[i : i+3])
			if w == "inf" || w == "nan" {
				return start, i + 3
			}
		}
		return start, start
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		j := i + 1
		if j < len(s) && (s[j] == '+' || s[j] == '-') {
			j++
		}
		if j < len(s) && isDigit(s[j]) {
			for j < len(s) && isDigit(s[j]) {
				j++
			}
			i = j
		}
	}
	return start, i
}

// parseNumPrefix converts the leading number of s, as awk does for
// strings used as numbers ("12abc" is 12, "abc" is 0).
func parseNumPrefix(s string) (float64, int) {
	start, end := numPrefixLen(s)
	if end == start {
		return 0, end
	}
	t := s[start:end]
	if len(t) <= 10 {
		// Fast path for short integers.
		neg := false
		u := t
		if u[0] == '-' || u[0] == '+' {
			neg = u[0] == '-'
			u = u[1:]
		}
		n, ok := 0, true
		for i := 0; i < len(u); i++ {
			if !isDigit(u[i]) {
				ok = false
				break
			}
			n = n*10 + int(u[i]-'0')
		}
		if ok && len(u) > 0 {
			if neg {
				return -float64(n), end
			}
			return float64(n), end
		}
	}
	switch strings.ToLower(t) {
	case "+inf":
		return math.Inf(1), end
	case "-inf":
		return math.Inf(-1), end
	case "+nan":
		return math.NaN(), end
	case "-nan":
		return math.Copysign(math.NaN(), -1), end
	}
	f, err := strconv.ParseFloat(t, 64)
	if err != nil {
		// Out of range: ParseFloat returns ±Inf or 0 with an error.
		return f, end
	}
	return f, end
}

// looksNumeric reports whether all of s (apart from surrounding blanks)
// is a number, and its value.
func looksNumeric(s string) (float64, bool) {
	f, end := parseNumPrefix(s)
	start, e2 := numPrefixLen(s)
	if e2 == start {
		return 0, false
	}
	for end < len(s) && isBlank(s[end]) {
		end++
	}
	return f, end == len(s)
}

// formatNum converts a number to a string: integers as integers, others
// with format (CONVFMT or OFMT).
func formatNum(f float64, format string) string {
	if f == math.Trunc(f) {
		if f >= -1e15 && f <= 1e15 {
			return strconv.FormatInt(int64(f), 10)
		}
		if math.IsInf(f, 1) {
			return "+inf"
		}
		if math.IsInf(f, -1) {
			return "-inf"
		}
		return strconv.FormatFloat(f, 'f', 0, 64)
	}
	if math.IsNaN(f) {
		if math.Signbit(f) {
			return "-nan"
		}
		return "+nan"
	}
	if format == "%.6g" {
		return formatG(f, 6, false, false)
	}
	return sprintfNums(format, f)
}

// formatG formats like C's %g with the given precision.
func formatG(f float64, prec int, alt, upper bool) string {
	if prec == 0 {
		prec = 1
	}
	if math.IsInf(f, 0) || math.IsNaN(f) {
		return formatNum(f, "")
	}
	if f == 0 {
		if alt {
			s := "0." + strings.Repeat("0", prec-1)
			if math.Signbit(f) {
				return "-" + s
			}
			return s
		}
		if math.Signbit(f) {
			return "-0"
		}
		return "0"
	}
	// Decide the exponent after rounding to prec significant digits.
	e := strconv.FormatFloat(f, 'e', prec-1, 64)
	i := strings.LastIndexByte(e, 'e')
	exp, _ := strconv.Atoi(e[i+1:])
	var s string
	if exp < -4 || exp >= prec {
		mant := e[:i]
		if !alt {
			mant = trimZeros(mant)
		}
		es := e[i+1:]
		sign := es[0]
		digits := es[1:]
		if len(digits) < 2 {
			digits = "0" + digits
		}
		ech := "e"
		if upper {
			ech = "E"
		}
		s = mant + ech + string(sign) + digits
	} else {
		s = strconv.FormatFloat(f, 'f', prec-1-exp, 64)
		if !alt {
			s = trimZeros(s)
		} else if !strings.Contains(s, ".") {
			s += "."
		}
	}
	return s
}

func trimZeros(s string) string {
	if !strings.Contains(s, ".") {
		return s
	}
	s = strings.TrimRight(s, "0")
	return strings.TrimSuffix(s, ".")
}

// compareValues compares two values with awk's rules: numerically when
// both are numbers or numeric strings, otherwise as strings.
func (in *interp) compare(a, b value) int {
	a, b = a.resolve(), b.resolve()
	if a.isNumeric() && b.isNumeric() {
		x, y := a.n, b.n
		switch {
		case x < y:
			return -1
		case x > y:
			return 1
		case x == y:
			return 0
		}
		// NaN: order it consistently.
		if math.IsNaN(x) && math.IsNaN(y) {
			return 0
		}
		if math.IsNaN(x) {
			return 1
		}
		return -1
	}
	return strings.Compare(in.toStr(a), in.toStr(b))
}
