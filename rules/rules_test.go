package rules

import (
	"strings"
	"testing"
)

func TestFiles(t *testing.T) {
	tests := []struct {
		name  string
		files []File
		want  string
	}{
		{"default", Default(), "rules/default.rules"},
		{"examples", Examples(), "rules/examples/branches.rules"},
	}
	for _, tt := range tests {
		if len(tt.files) == 0 || tt.files[0].Name != tt.want {
			t.Fatalf("%s: %v", tt.name, tt.files)
		}
		for _, f := range tt.files {
			if !strings.Contains(string(f.Data), "rule: ") {
				t.Errorf("%s has no rule", f.Name)
			}
		}
	}
}
