package sqlite3

import (
	"fmt"
	"strconv"
	"strings"

	"modernc.org/sqlite"
)

// booleanValue reads a boolean as sqlite3's booleanValue does: a whole
// number (decimal, or hex after 0x) is true when its low 32 bits are not
// zero (wrapping as sqlite3's integerValue does, so any length is read),
// and on/yes/off/no in any case. ok is false for anything else, which
// sqlite3 reports and takes as "no".
func booleanValue(a string) (v, ok bool) {
	digits, base := a, uint64(10)
	if strings.HasPrefix(a, "0x") {
		digits, base = a[2:], 16
	}
	if n, isNum := wrappingValue(digits, base); isNum {
		return n&0xffffffff != 0, true
	}
	switch strings.ToLower(a) {
	case "on", "yes":
		return true, true
	case "off", "no":
		return false, true
	}
	return false, false
}

// wrappingValue reads digits in base as sqlite3's integerValue does,
// wrapping past 64 bits; isNum is false unless all are digits.
func wrappingValue(digits string, base uint64) (n uint64, isNum bool) {
	if digits == "" {
		return 0, false
	}
	for i := 0; i < len(digits); i++ {
		d, err := strconv.ParseUint(digits[i:i+1], int(base), 8)
		if err != nil {
			return 0, false
		}
		n = n*base + d
	}
	return n, true
}

// setWidths is .width N...: the columns' widths in the column modes (0
// sizes a column by its values, a negative width right-justifies). A
// width is a whole number no larger, either way, than the buffer limit.
func (s *shell) setWidths(args []string) {
	limit := s.c.BufferLimit()
	widths := make([]int, 0, len(args))
	for _, a := range args {
		n, err := strconv.ParseInt(a, 10, 64)
		if err != nil || n > limit || n < -limit {
			s.dotFail("Error: .width: not a column width (-%d to %d): %q", limit, limit, a)
			return
		}
		widths = append(widths, int(n))
	}
	s.widths = widths
}

// modeOptions checks the options after .mode's name: --wrap N (a whole
// number up to the buffer limit), --wordwrap B, --ww, --quote,
// --noquote. The sandbox's column modes do not wrap, so the values are
// only checked.
func (s *shell) modeOptions(args []string) bool {
	limit := s.c.BufferLimit()
	for i := 0; i < len(args); i++ {
		switch args[i] {
		case "--wrap", "--wordwrap":
			if i+1 >= len(args) {
				s.dotFail("Error: .mode %s needs a value", args[i])
				return false
			}
			i++
			if args[i-1] == "--wordwrap" {
				if _, ok := booleanValue(args[i]); !ok {
					s.dotFail("ERROR: Not a boolean value: \"%s\".", args[i])
					return false
				}
				continue
			}
			n, err := strconv.ParseInt(args[i], 10, 64)
			if err != nil || n < 0 || n > limit {
				s.dotFail("Error: .mode --wrap: not a width (0 to %d): %q", limit, args[i])
				return false
			}
		case "--ww", "--quote", "--noquote":
		default:
			if strings.HasPrefix(args[i], "-") {
				s.dotFail("Error: unknown .mode option: %s", args[i])
				return false
			}
		}
	}
	return true
}

// limit is .limit [NAME [NEW]]: SQLite's limits of the connection, as
// sqlite3 prints them. NAME is a unique prefix of a limit's name. A new
// value is a whole number from 0; past the sandbox's bound (connLimits)
// it is brought down to the bound, as SQLite brings a value down to its
// own maximum.
func (s *shell) limit(args []string) {
	show := func(id int) {
		v, err := sqlite.Limit(s.conn, id, -1)
		if err != nil {
			s.dotFail("Error: %v", err)
			return
		}
		fmt.Fprintf(s.out, "%20s %d\n", limitNames[id], v)
	}
	switch len(args) {
	case 0:
		for id := range limitNames {
			show(id)
		}
		return
	case 1, 2:
	default:
		s.dotFail("Usage: .limit NAME ?NEW-VALUE?")
		return
	}
	id := -1
	for i, n := range limitNames {
		if strings.HasPrefix(n, strings.ToLower(args[0])) {
			if id >= 0 {
				s.dotFail("ambiguous limit: \"%s\"", args[0])
				return
			}
			id = i
		}
	}
	if id < 0 || args[0] == "" {
		s.dotFail("unknown limit: \"%s\"\nenter \".limits\" with no arguments for a list.", args[0])
		return
	}
	if len(args) == 2 {
		n, err := strconv.ParseInt(args[1], 10, 64)
		if err != nil || n < 0 {
			s.dotFail("Error: .limit %s: not a whole number from 0: %q", limitNames[id], args[1])
			return
		}
		v := int(min(n, int64(s.limits[id])))
		if _, err := sqlite.Limit(s.conn, id, v); err != nil {
			s.dotFail("Error: %v", err)
			return
		}
	}
	show(id)
}
