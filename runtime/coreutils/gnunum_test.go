package coreutils

import (
	"math"
	"strings"
	"testing"
)

// TestGnuRangeMessage checks the messages of an option's number against
// GNU's (fmt -w, nl -w and fold -w under coreutils 9.1, LC_ALL=C).
func TestGnuRangeMessage(t *testing.T) {
	tests := []struct {
		v        string
		lo, hi   int64
		unsigned bool
		want     int64
		msg      string
	}{
		{"5", 0, 2500, true, 5, ""},
		{" 5", 0, 2500, true, 5, ""},
		{"+5", 0, 2500, true, 5, ""},
		{"\t\n+5", 0, 2500, true, 5, ""},
		{"5 ", 0, 2500, true, 0, "invalid width: '5 '"},
		{"", 0, 2500, true, 0, "invalid width: ''"},
		{"abc", 0, 2500, true, 0, "invalid width: 'abc'"},
		{"1e9", 0, 2500, true, 0, "invalid width: '1e9'"},
		{"-1", 0, 2500, true, 0, "invalid width: '-1'"},
		{" -1", 0, 2500, true, 0, "invalid width: ' -1'"},
		{"2501", 0, 2500, true, 0, "invalid width: '2501': Numerical result out of range"},
		{"9223372036854775807", 0, 2500, true, 0, "invalid width: '9223372036854775807': Value too large for defined data type"},
		{"99999999999999999999999", 0, 2500, true, 0, "invalid width: '99999999999999999999999': Value too large for defined data type"},
		{"-9223372036854775808", 1, 1 << 20, false, 0, "invalid width: '-9223372036854775808': Value too large for defined data type"},
		{"-99999999999999999999999", 1, 1 << 20, false, 0, "invalid width: '-99999999999999999999999': Value too large for defined data type"},
		{"0", 1, 1 << 20, false, 0, "invalid width: '0': Numerical result out of range"},
		{"-1", 1, 1 << 20, false, 0, "invalid width: '-1': Numerical result out of range"},
		{"-5", math.MinInt64, math.MaxInt64, false, -5, ""},
		{"9223372036854775807", 0, math.MaxInt64, false, math.MaxInt64, ""},
	}
	for _, tt := range tests {
		n, msg := gnuRangeMessage("width", tt.v, tt.lo, tt.hi, tt.unsigned)
		if n != tt.want || msg != tt.msg {
			t.Errorf("gnuRangeMessage(%q, %d, %d, %v) = %d, %q; want %d, %q", tt.v, tt.lo, tt.hi, tt.unsigned, n, msg, tt.want, tt.msg)
		}
	}
}

// TestCutParseList checks cut's lists against GNU cut 9.1's messages.
func TestCutParseList(t *testing.T) {
	tests := []struct {
		list, what string
		want       cutList
		msg        string
	}{
		{"1,3-5,7-", "field", cutList{{1, 1}, {3, 5}, {7, math.MaxInt}}, ""},
		{"2 3", "field", cutList{{2, 2}, {3, 3}}, ""},
		{"-2", "byte/character", cutList{{1, 2}}, ""},
		{"18446744073709551614", "field", cutList{{math.MaxInt - 1, math.MaxInt - 1}}, ""},
		{"", "field", nil, "fields are numbered from 1"},
		{" 5", "byte/character", nil, "byte/character positions are numbered from 1"},
		{"1,,2", "field", nil, "fields are numbered from 1"},
		{"0-2", "field", nil, "fields are numbered from 1"},
		{"abc", "field", nil, "invalid field value 'abc'"},
		{"1e9", "byte/character", nil, "invalid byte/character position 'e9'"},
		{"+5", "byte/character", nil, "invalid byte/character position '+5'"},
		{"99999999999999999999999", "field", nil, "field number '99999999999999999999999' is too large"},
		{"1-18446744073709551615", "byte/character", nil, "byte/character offset '18446744073709551615' is too large"},
		{"-", "field", nil, "invalid range with no endpoint: -"},
		{"3-1", "field", nil, "invalid decreasing range"},
		{"5--6", "field", nil, "invalid field range"},
		{"5--6", "byte/character", nil, "invalid byte or character range"},
	}
	for _, tt := range tests {
		got, msg := cutParseList(tt.list, tt.what)
		if msg != tt.msg || (msg == "" && !equalCutLists(got, tt.want)) {
			t.Errorf("cutParseList(%q, %q) = %v, %q; want %v, %q", tt.list, tt.what, got, msg, tt.want, tt.msg)
		}
	}
}

func equalCutLists(a, b cutList) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// FuzzGnuNumbers checks the number parsers on any word: no panic, a
// value inside the range when there is no message, and a message that
// names the word.
func FuzzGnuNumbers(f *testing.F) {
	for _, s := range []string{"5", " +5", "-1", "", "abc", "1e9", "9223372036854775807", "-9223372036854775808", "99999999999999999999999", "1-3,5-", "0~-1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		n, msg := gnuRangeMessage("count", s, -10, 1000, false)
		if msg == "" && (n < -10 || n > 1000) {
			t.Errorf("gnuRangeMessage(%q) = %d, out of its range", s, n)
		}
		if msg != "" && !strings.Contains(msg, filesQuote(s)) {
			t.Errorf("gnuRangeMessage(%q) = %q, which does not name it", s, msg)
		}
		if u, reason := gnuParseUint(s); reason == "" && u < 0 {
			t.Errorf("gnuParseUint(%q) = %d", s, u)
		}
		l, msg := cutParseList(s, "field")
		for _, r := range l {
			if msg == "" && (r.lo < 1 || r.hi < r.lo) {
				t.Errorf("cutParseList(%q) has the range %v", s, r)
			}
		}
		textParseCount(s)
		dumpParseSizeGNU(s, true, true)
		truncateOverflow(s)
	})
}
