package bench

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
)

// ShellCase is one case of the bashkit benchmark set
// (shared/bench/shell-cases.json beside the repository).
type ShellCase struct {
	Name        string `json:"name"`
	Category    string `json:"category"`
	Description string `json:"description"`
	Script      string `json:"script"`
}

// LoadShellCases reads the case set from path.
func LoadShellCases(path string) ([]ShellCase, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var doc struct {
		Cases []ShellCase `json:"cases"`
	}
	if err := json.Unmarshal(data, &doc); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return doc.Cases, nil
}

// SharedPath finds a file of the shared/ directory that sits beside the
// repository, looking up from the working directory.
func SharedPath(rel string) (string, bool) {
	dir, err := os.Getwd()
	if err != nil {
		return "", false
	}
	for {
		p := filepath.Join(dir, "..", "shared", rel)
		if _, err := os.Stat(p); err == nil {
			return p, true
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", false
		}
		dir = parent
	}
}
