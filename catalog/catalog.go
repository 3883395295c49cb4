package catalog

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"
	"sync"

	"github.com/toolsinshell/tis/toolerr"
)

// Entry is one tool as a script reaches it.
type Entry struct {
	// Tool is the tool itself.
	Tool *Tool
	// Source is where calls go.
	Source Source
	// Server is the grouped source's name; "" for a top-level tool.
	Server string
	// Canonical is mcp_<server>__<tool>, or the tool's own name.
	Canonical string
	// Command is how a script calls it: "tools github list-pulls".
	Command string

	schemaOnce sync.Once
	schema     *Schema
	schemaErr  error
}

// Schema returns the compiled input schema (compiled once per entry).
func (e *Entry) Schema() (*Schema, error) {
	e.schemaOnce.Do(func() { e.schema, e.schemaErr = CompileSchema(e.Canonical, e.Tool.InputSchema) })
	return e.schema, e.schemaErr
}

// Server is a grouped source as the catalog lists it.
type Server struct {
	// Name is the server's name.
	Name string
	// Description is the source's one-line description.
	Description string
	// Loaded is false for an on-demand server not loaded yet.
	Loaded bool
	// Err is set when the server could not list its tools.
	Err error
	// Entries are its tools, sorted by name (nil unless loaded).
	Entries []*Entry

	source Source
}

// Catalog is the view of the sources one script sees. Its methods are
// safe for concurrent use (a script's tools calls may run in parallel in
// a pipeline).
type Catalog struct {
	mu       sync.Mutex
	servers  []*Server          // sorted by name
	topLevel []*Entry           // sorted by name
	byName   map[string]*Entry  // Normalize(canonical) and Normalize(top-level name)
	byServer map[string]*Server // Normalize(server name)
	failed   []error            // top-level sources that could not list their tools
}

// New builds the catalog of sources. Loaded sources list their tools now
// (in parallel); lazy ones that are not loaded are only named.
func New(ctx context.Context, sources []Source) *Catalog {
	c := &Catalog{byName: map[string]*Entry{}, byServer: map[string]*Server{}}
	type listed struct {
		tools []*Tool
		err   error
	}
	results := make([]listed, len(sources))
	var wg sync.WaitGroup
	for i, s := range sources {
		if l, ok := s.(Lazy); ok && !l.Loaded() {
			continue
		}
		wg.Go(func() {
			tools, err := s.Tools(ctx)
			results[i] = listed{tools, err}
		})
	}
	wg.Wait()
	for i, s := range sources {
		info := s.Info()
		if !info.Grouped {
			if results[i].err != nil {
				c.failed = append(c.failed, fmt.Errorf("%s: %w", info.Name, results[i].err))
			}
			for _, t := range results[i].tools {
				e := &Entry{Tool: t, Source: s, Canonical: t.Name, Command: "tools " + Display(t.Name)}
				if _, dup := c.byName[Normalize(t.Name)]; !dup {
					c.byName[Normalize(t.Name)] = e
					c.topLevel = append(c.topLevel, e)
				}
			}
			continue
		}
		srv := &Server{Name: info.Name, Description: info.Description, source: s, Loaded: true}
		if l, ok := s.(Lazy); ok && !l.Loaded() {
			srv.Loaded = false
		} else {
			c.fill(srv, results[i].tools, results[i].err)
		}
		if _, dup := c.byServer[Normalize(info.Name)]; !dup {
			c.byServer[Normalize(info.Name)] = srv
			c.servers = append(c.servers, srv)
		}
	}
	sort.Slice(c.servers, func(i, j int) bool { return c.servers[i].Name < c.servers[j].Name })
	sort.Slice(c.topLevel, func(i, j int) bool { return c.topLevel[i].Canonical < c.topLevel[j].Canonical })
	return c
}

// fill records a server's tools; the caller holds no lock or c.mu.
func (c *Catalog) fill(srv *Server, tools []*Tool, err error) {
	srv.Err = err
	srv.Entries = nil
	for _, t := range tools {
		e := &Entry{Tool: t, Source: srv.source, Server: srv.Name, Canonical: Canonical(srv.Name, t.Name),
			Command: "tools " + Display(srv.Name) + " " + Display(t.Name)}
		srv.Entries = append(srv.Entries, e)
		c.byName[Normalize(e.Canonical)] = e
	}
	sort.Slice(srv.Entries, func(i, j int) bool { return srv.Entries[i].Tool.Name < srv.Entries[j].Tool.Name })
}

// Servers returns the grouped sources, sorted by name.
func (c *Catalog) Servers() []*Server {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]*Server(nil), c.servers...)
}

// TopLevel returns the top-level tools, sorted by name.
func (c *Catalog) TopLevel() []*Entry {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]*Entry(nil), c.topLevel...)
}

// Failed returns the errors of top-level sources that could not list
// their tools.
func (c *Catalog) Failed() []error {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]error(nil), c.failed...)
}

// Server returns the named server, loading it first if it is on demand
// and not loaded. It is nil when there is no such server.
func (c *Catalog) Server(ctx context.Context, name string) (*Server, error) {
	c.mu.Lock()
	srv := c.byServer[Normalize(name)]
	c.mu.Unlock()
	if srv == nil {
		return nil, nil
	}
	return srv, c.load(ctx, srv)
}

// load loads an on-demand server inside the current script.
func (c *Catalog) load(ctx context.Context, srv *Server) error {
	c.mu.Lock()
	loaded := srv.Loaded
	c.mu.Unlock()
	if !loaded {
		tools, err := srv.source.Tools(ctx)
		c.mu.Lock()
		if !srv.Loaded {
			srv.Loaded = err == nil
			c.fill(srv, tools, err)
		}
		c.mu.Unlock()
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	return listError(srv)
}

// listError is the error of a server that could not list its tools: the
// source's own coded error (connection_required, ...) or unavailable.
func listError(srv *Server) error {
	if srv.Err == nil {
		return nil
	}
	var coded toolerr.Coded
	if errors.As(srv.Err, &coded) && coded.Code() != toolerr.CodeUnavailable {
		return srv.Err
	}
	return toolerr.Unavailable(fmt.Sprintf("server %q could not list its tools: %v", srv.Name, srv.Err), true)
}

// Lookup finds a tool by its canonical or top-level name (any spelling
// Normalize folds together), without loading anything.
func (c *Catalog) Lookup(name string) *Entry {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.byName[Normalize(name)]
}

// Resolve finds the tool a tools command names: "<server> <tool>" or
// "<tool>" (top level), or a canonical mcp_<server>__<tool>. It returns
// the entry and how many words named it. It loads an on-demand server
// the words name. An unknown name is an *toolerr.UnknownCommandError that
// names the closest matches.
func (c *Catalog) Resolve(ctx context.Context, words []string) (*Entry, int, error) {
	if len(words) == 0 {
		return nil, 0, toolerr.UnknownCommand("no tool named", nil)
	}
	if srv, err := c.Server(ctx, words[0]); srv != nil {
		if err != nil {
			return nil, 0, err
		}
		if len(words) < 2 {
			return nil, 1, nil
		}
		c.mu.Lock()
		e := c.byName[Normalize(Canonical(srv.Name, words[1]))]
		var names []string
		for _, e := range srv.Entries {
			names = append(names, Display(e.Tool.Name))
		}
		c.mu.Unlock()
		if e == nil {
			closest := Closest(words[1], names, 3)
			return nil, 0, toolerr.UnknownCommand(unknownMessage(fmt.Sprintf("%s has no tool %q", srv.Name, words[1]), prefixAll("tools "+Display(srv.Name)+" ", closest)), closest)
		}
		return e, 2, nil
	}
	if e := c.Lookup(words[0]); e != nil {
		return e, 1, nil
	}
	closest := Closest(words[0], c.allNames(), 3)
	return nil, 0, toolerr.UnknownCommand(unknownMessage(fmt.Sprintf("no server or tool named %q", words[0]), prefixAll("tools ", closest)), closest)
}

func prefixAll(prefix string, names []string) []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = prefix + n
	}
	return out
}

func unknownMessage(what string, closest []string) string {
	msg := what
	if len(closest) > 0 {
		msg += "; closest: " + strings.Join(closest, ", ")
	}
	return msg + "; run 'tools search <words>' to find a tool, or 'tools --help' for the list"
}

// allNames lists every name a script can write first after tools:
// servers, top-level tools and server tools as "server tool".
func (c *Catalog) allNames() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	var names []string
	for _, s := range c.servers {
		names = append(names, Display(s.Name))
		for _, e := range s.Entries {
			names = append(names, Display(s.Name)+" "+Display(e.Tool.Name))
		}
	}
	for _, e := range c.topLevel {
		names = append(names, Display(e.Tool.Name))
	}
	return names
}

// Search finds tools for a query, best first, at most limit. An on-demand
// server whose name matches a query word is loaded first (inside the
// current script), so its tools can be found.
func (c *Catalog) Search(ctx context.Context, query string, limit int) []Hit {
	qwords := map[string]bool{}
	for _, w := range Words(query) {
		qwords[w] = true
	}
	for _, srv := range c.Servers() {
		c.mu.Lock()
		loaded := srv.Loaded
		c.mu.Unlock()
		if loaded {
			continue
		}
		for _, w := range Words(srv.Name) {
			if qwords[w] {
				_ = c.load(ctx, srv) // a server that fails to load just has no hits
				break
			}
		}
	}
	c.mu.Lock()
	var entries []*Entry
	for _, s := range c.servers {
		entries = append(entries, s.Entries...)
	}
	entries = append(entries, c.topLevel...)
	c.mu.Unlock()
	return NewIndex(entries).Search(query, limit)
}
