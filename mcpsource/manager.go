package mcpsource

import (
	"context"
	"reflect"
	"sort"
	"sync"

	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/config"
)

// Manager keeps the sources of one configuration in step with it: the
// caller applies each new load of the configuration file, and the Manager
// keeps what did not change. Its methods are safe for concurrent use.
type Manager struct {
	opts *Options

	mu      sync.Mutex
	servers map[string]*Source
	closed  bool
}

// NewManager returns a Manager with no servers; opts (nil for defaults)
// are given to every Source it makes.
func NewManager(opts *Options) *Manager {
	return &Manager{opts: opts, servers: map[string]*Source{}}
}

// Apply brings the sources in step with cfg (nil means no servers) and
// returns them sorted by name. The Source of a server whose settings did
// not change is kept as it is (no reconnect, no new listing); a new or
// changed server gets a new Source; the Sources of removed or changed
// servers are closed. Disabled servers are left out. Nothing starts: a
// server starts when its tools are first asked for (Source.Tools, a call),
// so a script that uses no tool starts no server; a catalog lists the
// servers a script needs in parallel, each bounded by its own timeout, and
// a gateway that wants them warm asks for their tools in the background.
// Apply returns when the old sources are closed. With nothing changed,
// Apply does no I/O.
func (m *Manager) Apply(ctx context.Context, cfg *config.Config) []catalog.Source {
	var want map[string]*config.Server
	if cfg != nil {
		want = cfg.Servers
	}
	m.mu.Lock()
	if m.closed {
		m.mu.Unlock()
		return nil
	}
	next := make(map[string]*Source, len(want))
	var stop []*Source
	for name, srv := range want {
		if srv == nil || srv.Disabled {
			continue
		}
		s := *srv
		s.Name = name
		if old := m.servers[name]; old != nil && sameServer(&old.srv, &s) {
			next[name] = old
			continue
		}
		next[name] = New(&s, m.opts)
	}
	for name, old := range m.servers {
		if next[name] != old {
			stop = append(stop, old)
		}
	}
	m.servers = next
	sources := sortedSources(next)
	m.mu.Unlock()

	var wg sync.WaitGroup
	for _, s := range stop {
		wg.Go(func() { _ = s.Close() })
	}
	wg.Wait()
	return sources
}

// Sources returns the current sources, sorted by name.
func (m *Manager) Sources() []catalog.Source {
	m.mu.Lock()
	defer m.mu.Unlock()
	return sortedSources(m.servers)
}

// Close shuts every server down, in parallel, and returns when all are
// gone (stdio children reaped). Apply after Close does nothing.
func (m *Manager) Close() error {
	m.mu.Lock()
	m.closed = true
	servers := m.servers
	m.servers = nil
	m.mu.Unlock()
	var wg sync.WaitGroup
	for _, s := range servers {
		wg.Go(func() { _ = s.Close() })
	}
	wg.Wait()
	return nil
}

func sortedSources(m map[string]*Source) []catalog.Source {
	names := make([]string, 0, len(m))
	for name := range m {
		names = append(names, name)
	}
	sort.Strings(names)
	out := make([]catalog.Source, len(names))
	for i, name := range names {
		out[i] = m[name]
	}
	return out
}

// sameServer reports whether two server settings are the same, where an
// empty map or slice equals a nil one.
func sameServer(a, b *config.Server) bool {
	x, y := *a, *b
	clearEmpty(reflect.ValueOf(&x).Elem())
	clearEmpty(reflect.ValueOf(&y).Elem())
	return reflect.DeepEqual(x, y)
}

// clearEmpty sets the empty maps and slices among v's fields to nil.
func clearEmpty(v reflect.Value) {
	for i := range v.NumField() {
		f := v.Field(i)
		if !f.CanSet() {
			continue
		}
		switch f.Kind() {
		case reflect.Map, reflect.Slice:
			if f.Len() == 0 && !f.IsNil() {
				f.SetZero()
			}
		}
	}
}
