package catalog

import (
	"context"
	"encoding/json"
	"testing"
)

// TestSchemaCache: catalogs sharing a SchemaCache compile a tool's
// schema once while its source lists the same *Tool; a new listing of
// the tool gets a schema of its own.
func TestSchemaCache(t *testing.T) {
	ctx := context.Background()
	tool := &Tool{Name: "get", InputSchema: json.RawMessage(`{"type":"object","properties":{"n":{"type":"integer"}}}`)}
	src := &listed{name: "srv", tools: []*Tool{tool}}
	cache := NewSchemaCache()
	schemaOf := func() *Schema {
		t.Helper()
		c := New([]Source{src}, &Options{Schemas: cache})
		e, _, err := c.Resolve(ctx, []string{"srv", "get"})
		if err != nil || e == nil {
			t.Fatalf("Resolve: %v, %v", e, err)
		}
		s, err := e.Schema()
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	first := schemaOf()
	if again := schemaOf(); again != first {
		t.Errorf("the same tool in a second catalog: compiled again")
	}
	src.tools = []*Tool{{Name: "get", InputSchema: json.RawMessage(`{"type":"object","properties":{"m":{"type":"string"}}}`)}}
	changed := schemaOf()
	if changed == first {
		t.Fatalf("a new listing of the tool: the old schema")
	}
	if _, ok := changed.Property("m"); !ok {
		t.Errorf("the new schema has no field m")
	}
	if len(cache.lists["srv"]) != 1 {
		t.Errorf("the cache holds %d tools of srv, want the latest listing's 1", len(cache.lists["srv"]))
	}
	// Without a cache, each catalog compiles its own.
	c1, c2 := New([]Source{src}, nil), New([]Source{src}, nil)
	e1, _, _ := c1.Resolve(ctx, []string{"srv", "get"})
	e2, _, _ := c2.Resolve(ctx, []string{"srv", "get"})
	s1, _ := e1.Schema()
	s2, _ := e2.Schema()
	if s1 == s2 {
		t.Errorf("no cache: two catalogs share a schema")
	}
}
