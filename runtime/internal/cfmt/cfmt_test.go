package cfmt

import (
	"fmt"
	"testing"
)

// TestAgreesWithFmt: within what fmt takes, LongPrec and Pad build what
// fmt builds, so past it they go on as fmt would.
func TestAgreesWithFmt(t *testing.T) {
	for _, tc := range []struct {
		flags       string
		width, prec int
		verb        byte
		arg         any
		zero        bool
	}{
		{"", 8, 5, 'd', int64(-42), false},
		{"+", 0, 3, 'd', int64(7), false},
		{" ", 6, 4, 'd', int64(7), false},
		{"-", 10, 3, 'f', 3.14159, false},
		{"0", 10, 2, 'f', -2.5, true},
		{"#", 12, 6, 'x', uint64(255), false},
		{"#", 12, 6, 'X', uint64(255), false},
		{"", 0, 4, 'o', uint64(8), false},
		{"", 0, 3, 'e', 12345.678, false},
		{"+", 0, 2, 'X', 1.5, false},
		{"-", 8, 2, 's', "hello", false},
	} {
		spec := fmt.Sprintf("%%%s%d.%d%c", tc.flags, tc.width, tc.prec, tc.verb)
		want := fmt.Sprintf(spec, tc.arg)
		got := Pad(LongPrec([]byte(tc.flags), tc.prec, tc.verb, tc.arg), []byte(tc.flags), tc.width, tc.zero)
		if got != want {
			t.Errorf("%s of %v: %q, fmt says %q", spec, tc.arg, got, want)
		}
	}
}
