package tis

import (
	"bytes"
	"context"
	"encoding/json"
	"slices"
	"sync"
	"time"

	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/store"
)

// toolMemory is the catalog's Memory over the store: each server's last
// tool list, kept in memory and written to the store when it changes.
type toolMemory struct {
	st store.ToolLists

	mu    sync.Mutex
	lists map[string]memoryEntry
}

type memoryEntry struct {
	raw   []byte
	tools []*catalog.Tool
	// absent: the store had no list for the server at checked; Recall
	// answers so without asking again until absentFor has passed.
	absent  bool
	checked time.Time
}

// absentFor is how long Recall takes the store's "no list for this
// server" as still true. Every script makes a catalog, which recalls
// each server's list: a server never listed cost a query of the store
// per script (a fifth of a trivial script's time with a SQLite store). A
// list another process saves meanwhile is seen once it has passed; one
// this host lists is seen at once (Remember).
const absentFor = 2 * time.Second

func newToolMemory(st store.ToolLists) *toolMemory {
	return &toolMemory{st: st, lists: map[string]memoryEntry{}}
}

// Remember implements catalog.Memory. A list of the very tools
// remembered last (a source gives the same *Tool until its list changes)
// is not marshalled again; a list that marshals the same is not written.
func (m *toolMemory) Remember(server string, tools []*catalog.Tool) {
	m.mu.Lock()
	old, ok := m.lists[server]
	m.mu.Unlock()
	ok = ok && !old.absent
	if ok && slices.Equal(old.tools, tools) {
		return
	}
	raw, err := json.Marshal(tools)
	if err != nil {
		return
	}
	m.mu.Lock()
	old, ok = m.lists[server]
	ok = ok && !old.absent
	changed := !ok || !bytes.Equal(old.raw, raw)
	// The same list as new tools (recalled from the store, or listed
	// again): keep these, so that the next Remember of them is the
	// fast path.
	m.lists[server] = memoryEntry{raw: raw, tools: slices.Clone(tools)}
	m.mu.Unlock()
	if changed && m.st != nil {
		if !ok {
			// Written before this process? Then only a change is news.
			if stored, _, found, err := m.st.ToolList(context.Background(), server); err == nil && found && bytes.Equal(stored, raw) {
				return
			}
		}
		_ = m.st.SaveToolList(context.Background(), server, raw)
	}
}

// Recall implements catalog.Memory.
func (m *toolMemory) Recall(server string) ([]*catalog.Tool, bool) {
	m.mu.Lock()
	e, ok := m.lists[server]
	m.mu.Unlock()
	switch {
	case ok && !e.absent:
		return e.tools, true
	case ok && time.Since(e.checked) < absentFor:
		return nil, false
	case m.st == nil:
		return nil, false
	}
	checked := time.Now()
	raw, _, found, err := m.st.ToolList(context.Background(), server)
	if err != nil {
		return nil, false
	}
	var tools []*catalog.Tool
	if found && json.Unmarshal(raw, &tools) != nil {
		return nil, false
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if e, ok := m.lists[server]; ok && !e.absent {
		return e.tools, true // remembered meanwhile
	}
	if !found {
		m.lists[server] = memoryEntry{absent: true, checked: checked}
		return nil, false
	}
	m.lists[server] = memoryEntry{raw: raw, tools: tools}
	return tools, true
}

// forget drops what the memory holds of a server's list, so that the next
// Recall reads the store: another process sharing it saved a new one
// (store.ToolListWatcher).
func (m *toolMemory) forget(server string) {
	m.mu.Lock()
	delete(m.lists, server)
	m.mu.Unlock()
}
