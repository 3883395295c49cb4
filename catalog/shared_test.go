package catalog

import (
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"testing"
)

// sharedCatalog is one file of the shared test catalogs (real MCP
// servers' tool lists, kept outside the repository).
type sharedCatalog struct {
	Server string  `json:"server"`
	Tools  []*Tool `json:"tools"`
}

// sharedCatalogsDir finds shared/catalogs in the working directory or
// one of its parents, or "".
func sharedCatalogsDir() string {
	dir, err := os.Getwd()
	if err != nil {
		return ""
	}
	for {
		p := filepath.Join(dir, "shared", "catalogs")
		if st, err := os.Stat(p); err == nil && st.IsDir() {
			return p
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
}

// loadShared returns the entries of every shared catalog, sorted by
// canonical name, or skips the test when the catalogs are absent.
func loadShared(tb testing.TB) []*Entry {
	tb.Helper()
	dir := sharedCatalogsDir()
	if dir == "" {
		tb.Skip("shared/catalogs not found beside the repository")
	}
	files, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil || len(files) == 0 {
		tb.Skip("no shared catalogs")
	}
	var entries []*Entry
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			tb.Fatal(err)
		}
		var c sharedCatalog
		if err := json.Unmarshal(data, &c); err != nil {
			tb.Fatalf("%s: %v", f, err)
		}
		for _, t := range c.Tools {
			entries = append(entries, &Entry{Tool: t, Server: c.Server, Canonical: Canonical(c.Server, t.Name),
				Command: "tools " + Display(c.Server) + " " + Display(t.Name)})
		}
	}
	sort.Slice(entries, func(i, j int) bool { return entries[i].Canonical < entries[j].Canonical })
	return entries
}
