// Package plural writes counts with their noun in the singular or the
// plural ("1 tool", "2 tools"), for every message that prints a count a
// person or a model reads; TestNoPluralAfterCount keeps a bare count
// before a plural noun out of the module's messages.
package plural

import "strconv"

// Count returns n followed by one when n is 1 (or -1) and by many
// otherwise: Count(1, "tool", "tools") is "1 tool", Count(0, "tool",
// "tools") is "0 tools".
func Count(n int64, one, many string) string {
	if n == 1 || n == -1 {
		return strconv.FormatInt(n, 10) + " " + one
	}
	return strconv.FormatInt(n, 10) + " " + many
}
