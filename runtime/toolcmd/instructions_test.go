package toolcmd

import (
	"strings"
	"testing"
)

func TestInstructionsCut(t *testing.T) {
	long := strings.Repeat("é", 150) // 300 bytes
	for _, tc := range []struct{ in, want string }{
		{"", ""},
		{"\n \n", ""},
		{"Use it.\n\n  Then more.  \r\n", "  Use it.\n    Then more."},
		{"1\n2\n3\n4\n5\n6\n7\n8", "  1\n  2\n  3\n  4\n  5\n  6\n  [... 2 more lines not shown]"},
		{"1\n2\n3\n4\n5\n6\n7", "  1\n  2\n  3\n  4\n  5\n  6\n  [... 1 more line not shown]"},
		{long, "  " + strings.Repeat("é", 100) + "..."},
	} {
		if got := instructions(tc.in); got != tc.want {
			t.Errorf("instructions(%.40q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
