package tis

import (
	"context"
	"testing"
	"time"

	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/store"
)

// countingLists is a store's tool lists that counts its queries.
type countingLists struct {
	store.ToolLists
	queries int
}

func (c *countingLists) ToolList(ctx context.Context, server string) ([]byte, time.Time, bool, error) {
	c.queries++
	return c.ToolLists.ToolList(ctx, server)
}

// TestToolMemoryAbsent: a server with no list in the store is asked for
// once, not once per script; a list this host remembers is seen at once,
// and one another process saves is seen once absentFor has passed.
func TestToolMemoryAbsent(t *testing.T) {
	ctx := context.Background()
	st, err := store.OpenMemory()
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	lists := &countingLists{ToolLists: st}
	m := newToolMemory(lists)
	for range 3 {
		if _, ok := m.Recall("srv"); ok {
			t.Fatal("recalled a list never saved")
		}
	}
	if lists.queries != 1 {
		t.Errorf("the store was asked %d times for a server it has no list of; want 1", lists.queries)
	}
	// Another process saves a list: seen once absentFor has passed.
	if err := st.SaveToolList(ctx, "srv", []byte(`[{"name":"a"}]`)); err != nil {
		t.Fatal(err)
	}
	m.mu.Lock()
	e := m.lists["srv"]
	e.checked = e.checked.Add(-absentFor)
	m.lists["srv"] = e
	m.mu.Unlock()
	if tools, ok := m.Recall("srv"); !ok || len(tools) != 1 || tools[0].Name != "a" {
		t.Errorf("after absentFor: %v %v", tools, ok)
	}
	// This host remembers a list: seen at once.
	m.Remember("other", nil)
	if _, ok := m.Recall("none"); ok {
		t.Fatal("recalled a list never saved")
	}
	m.Remember("none", []*catalog.Tool{{Name: "b"}})
	if tools, ok := m.Recall("none"); !ok || len(tools) != 1 {
		t.Errorf("a list remembered after an absent one: %v %v", tools, ok)
	}
}
