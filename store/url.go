package store

import "strings"

// URLScheme returns the scheme of where, a store's location as an option,
// a flag or the configuration writes it, when it is a URL
// ("postgres://host/db" gives "postgres"), and "" when it is a file
// path (a SQLite file). A scheme is a letter followed by letters, digits,
// '+', '-' or '.', then "://"; a path such as "dir:x/store.db" has none.
// The host opens a postgres:// or postgresql:// URL with the PostgreSQL
// backend (package store/postgres), and refuses any other scheme rather
// than make a SQLite file of that name.
func URLScheme(where string) string {
	i := strings.Index(where, "://")
	if i <= 0 {
		return ""
	}
	for k, c := range where[:i] {
		switch {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z':
		case k > 0 && ('0' <= c && c <= '9' || c == '+' || c == '-' || c == '.'):
		default:
			return ""
		}
	}
	return strings.ToLower(where[:i])
}
