package store

import "testing"

func TestURLScheme(t *testing.T) {
	for in, want := range map[string]string{
		"postgres://u:p@h/db":    "postgres",
		"POSTGRESQL://h/db":      "postgresql",
		"git+ssh://x":            "git+ssh",
		"/var/lib/tis/store.db":  "",
		"store.db":               "",
		"dir:x/store.db":         "",
		"./postgres://odd/path":  "",
		"://nothing":             "",
		"1abc://x":               "",
		"C:\\tis\\store.db":      "",
		"relative/dir/a://b.db":  "",
		"postgres:/single-slash": "",
		"":                       "",
	} {
		if got := URLScheme(in); got != want {
			t.Errorf("URLScheme(%q) = %q, want %q", in, got, want)
		}
	}
}
