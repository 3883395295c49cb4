package mcpsource

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/toolsinshell/tis/config"
)

// resultText joins the text items of a call's result, failing the test
// on an error or an isError result.
func resultText(t *testing.T, s *Source, tool string, input map[string]any) string {
	t.Helper()
	r, err := s.Call(ctxT(t), tool, input)
	if err != nil {
		t.Fatalf("%s: %v", tool, err)
	}
	var b strings.Builder
	for _, c := range r.Content {
		b.WriteString(c.Text)
	}
	if r.IsError {
		t.Fatalf("%s: isError: %s", tool, b.String())
	}
	return b.String()
}

func TestMemoryServer(t *testing.T) {
	node, index := requireNode(t, "server-memory")
	file := filepath.Join(t.TempDir(), "memory.jsonl")
	s := New(&config.Server{Name: "memory", Command: node, Args: []string{index}, Env: map[string]string{"MEMORY_FILE_PATH": file}}, testOptions(t))
	defer s.Close()

	resultText(t, s, "create_entities", map[string]any{"entities": []any{
		map[string]any{"name": "Ada", "entityType": "person", "observations": []any{"wrote the first program"}},
		map[string]any{"name": "Analytical Engine", "entityType": "machine", "observations": []any{}},
	}})
	resultText(t, s, "create_relations", map[string]any{"relations": []any{
		map[string]any{"from": "Ada", "to": "Analytical Engine", "relationType": "programmed"},
	}})
	r, err := s.Call(ctxT(t), "read_graph", nil)
	if err != nil {
		t.Fatal(err)
	}
	var graph struct {
		Entities []struct {
			Name         string   `json:"name"`
			Observations []string `json:"observations"`
		} `json:"entities"`
		Relations []struct {
			From, To, RelationType string
		} `json:"relations"`
	}
	raw := r.Content[0].Text
	if r.Structured != nil {
		b, _ := json.Marshal(r.Structured)
		raw = string(b)
	}
	if err := json.Unmarshal([]byte(raw), &graph); err != nil {
		t.Fatalf("read_graph: %v in %s", err, raw)
	}
	if len(graph.Entities) != 2 || graph.Entities[0].Name != "Ada" || len(graph.Entities[0].Observations) != 1 ||
		len(graph.Relations) != 1 || graph.Relations[0].RelationType != "programmed" || graph.Relations[0].To != "Analytical Engine" {
		t.Errorf("graph %+v", graph)
	}
	if b, err := os.ReadFile(file); err != nil || !strings.Contains(string(b), "programmed") {
		t.Errorf("memory file: %q, %v", b, err)
	}
}

func TestFilesystemServer(t *testing.T) {
	node, index := requireNode(t, "server-filesystem")
	dir, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(dir, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	s := New(&config.Server{Name: "fs", Command: node, Args: []string{index, dir}}, testOptions(t))
	defer s.Close()

	file := filepath.Join(dir, "note.txt")
	resultText(t, s, "write_file", map[string]any{"path": file, "content": "hello\nworld\n"})
	if got := resultText(t, s, "read_text_file", map[string]any{"path": file}); got != "hello\nworld\n" {
		t.Errorf("read_text_file: %q", got)
	}
	if b, err := os.ReadFile(file); err != nil || string(b) != "hello\nworld\n" {
		t.Errorf("on disk: %q, %v", b, err)
	}
	list := resultText(t, s, "list_directory", map[string]any{"path": dir})
	if !strings.Contains(list, "[FILE] note.txt") || !strings.Contains(list, "[DIR] sub") {
		t.Errorf("list_directory: %q", list)
	}
	// Outside the allowed directory: the tool fails, the call does not.
	r, err := s.Call(ctxT(t), "read_text_file", map[string]any{"path": "/etc/passwd"})
	if err != nil || !r.IsError {
		t.Errorf("outside: %+v, %v", r, err)
	}
}
