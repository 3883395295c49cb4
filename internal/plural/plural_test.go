package plural

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

func TestCount(t *testing.T) {
	for _, tc := range []struct {
		n    int64
		want string
	}{{0, "0 tools"}, {1, "1 tool"}, {-1, "-1 tool"}, {2, "2 tools"}, {21, "21 tools"}} {
		if got := Count(tc.n, "tool", "tools"); got != tc.want {
			t.Errorf("Count(%d) = %q, want %q", tc.n, got, tc.want)
		}
	}
}

// countNoun is a format that prints a count before a plural noun of ours:
// with a count of 1 it reads "1 tools". The GNU tools' own messages
// (runtime's commands, the vendored shell) are GNU's and left alone, as
// are byte and digit counts of limits.
var countNoun = regexp.MustCompile(`%d (tools|tool calls|calls|sessions|files|commands|tests|packages|lines|requests|` +
	`servers|answers|scripts|directory levels|background jobs|redirects|levels|turns|items|results)\b([^=]|$)`)

// TestNoPluralAfterCount: no message of the module prints a count before
// a plural noun with a bare %d; it uses Count.
func TestNoPluralAfterCount(t *testing.T) {
	root := filepath.Join("..", "..")
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			switch d.Name() {
			case "mvdansh", "jsonschema", "testdata", "node_modules", ".git": // the forks keep upstream's messages
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for i, line := range strings.Split(string(data), "\n") {
			if m := countNoun.FindString(line); m != "" {
				t.Errorf("%s:%d: %q: use plural.Count, so that 1 reads in the singular", path, i+1, m)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
