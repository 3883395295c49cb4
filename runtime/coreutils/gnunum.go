package coreutils

import (
	"errors"
	"math"
	"strconv"
	"strings"
)

// GNU's reasons for a number an option cannot take, as strerror words
// them: past what the type holds (EOVERFLOW, from xstrtol), and outside
// the range the option allows (ERANGE, from xdectoimax).
const (
	gnuOverflow   = "Value too large for defined data type"
	gnuOutOfRange = "Numerical result out of range"
)

// gnuBlanks are the characters strtol skips before a number.
const gnuBlanks = " \t\n\v\f\r"

// gnuTrim drops the blanks GNU's number parsers skip before a number, so
// that "-w ' 5'" is 5 as in GNU.
func gnuTrim(s string) string { return strings.TrimLeft(s, gnuBlanks) }

// gnuParseInt parses an option's decimal number as GNU's xstrtoimax does
// without suffixes: blanks, an optional sign, digits and nothing after.
// reason is "" for a number, gnuOverflow past int64, and "invalid" for a
// word that is not a number.
func gnuParseInt(s string) (n int64, reason string) {
	n, err := strconv.ParseInt(gnuTrim(s), 10, 64)
	var ne *strconv.NumError
	switch {
	case err == nil:
		return n, ""
	case errors.As(err, &ne) && ne.Err == strconv.ErrRange:
		return n, gnuOverflow
	default:
		return 0, "invalid"
	}
}

// gnuParseUint is gnuParseInt for GNU's xstrtoumax: a sign other than
// '+' makes the word invalid; past int64 it is gnuOverflow (our counts
// are int64).
func gnuParseUint(s string) (int64, string) {
	t := gnuTrim(s)
	if strings.HasPrefix(t, "-") {
		return 0, "invalid"
	}
	return gnuParseInt(t)
}

// gnuRangeMessage is the message of GNU's xdectoimax for an option's
// number v that must lie in [lo, hi]: "" when it does, else the text
// after the command name ("invalid width: '9x'", with ": reason" when
// it is a number out of range).
func gnuRangeMessage(what, v string, lo, hi int64, unsigned bool) (int64, string) {
	n, reason := gnuParseInt(v)
	if unsigned {
		n, reason = gnuParseUint(v)
	}
	switch {
	case reason == "invalid":
		return 0, "invalid " + what + ": " + filesQuote(v)
	case reason != "":
		return 0, "invalid " + what + ": " + filesQuote(v) + ": " + reason
	case n < lo || n > hi:
		// gnulib's xnumtoimax: far out of range is an overflow.
		reason = gnuOutOfRange
		if n > math.MaxInt32/2 || n < math.MinInt32/2 {
			reason = gnuOverflow
		}
		return 0, "invalid " + what + ": " + filesQuote(v) + ": " + reason
	}
	return n, ""
}
