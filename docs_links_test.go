package tis_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestDocsStayInTheRepository: README.md and docs/*.md cite nothing
// outside the repository (the product's spec and test data kept beside
// it are not there for a reader), and every relative link names a file
// of the repository that exists.
func TestDocsStayInTheRepository(t *testing.T) {
	files, err := filepath.Glob("docs/*.md")
	if err != nil || len(files) == 0 {
		t.Fatalf("no docs: %v", err)
	}
	files = append(files, "README.md")
	root, err := filepath.Abs(".")
	if err != nil {
		t.Fatal(err)
	}
	outside := regexp.MustCompile(`\.\./shared|\bSPEC(\.md|\b)|seed/`)
	link := regexp.MustCompile(`\]\(([^)\s]+)\)`)
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(data), "\n") {
			if m := outside.FindString(line); m != "" {
				t.Errorf("%s:%d cites %q, outside the repository: %s", f, i+1, m, line)
			}
			for _, m := range link.FindAllStringSubmatch(line, -1) {
				target, _, _ := strings.Cut(m[1], "#")
				if target == "" || strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
					continue
				}
				p, err := filepath.Abs(filepath.Join(filepath.Dir(f), target))
				if err != nil {
					t.Fatal(err)
				}
				if rel, err := filepath.Rel(root, p); err != nil || strings.HasPrefix(rel, "..") {
					t.Errorf("%s:%d links %q, outside the repository", f, i+1, m[1])
				} else if _, err := os.Stat(p); err != nil {
					t.Errorf("%s:%d links %q, which does not exist", f, i+1, m[1])
				}
			}
		}
	}
}
