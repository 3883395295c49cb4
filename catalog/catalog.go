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

	// schema is the compiled input schema of the catalog's SchemaCache
	// (shared by the entries of the same listed tool); nil: ownSchema.
	schema    *schemaCell
	ownSchema schemaCell
}

// Schema returns the compiled input schema: compiled once per entry, or,
// with a SchemaCache, once per tool of a source's listing.
func (e *Entry) Schema() (*Schema, error) {
	c := e.schema
	if c == nil {
		c = &e.ownSchema
	}
	c.once.Do(func() { c.schema, c.err = CompileSchema(e.Canonical, e.Tool.InputSchema) })
	return c.schema, c.err
}

// schemaCell is one compiled input schema, compiled when first asked.
type schemaCell struct {
	once   sync.Once
	schema *Schema
	err    error
}

// SchemaCache keeps tools' compiled input schemas across catalogs: a
// tool a source lists again as it was (the same *Tool, as an MCP source
// gives until its list changes) is compiled once, not once per script.
// It holds the schemas of each source's latest listing only. It is safe
// for concurrent use; a nil *SchemaCache keeps nothing.
type SchemaCache struct {
	mu    sync.Mutex
	lists map[string]map[*Tool]*schemaCell // by source; never changed once stored
}

// NewSchemaCache returns an empty cache.
func NewSchemaCache() *SchemaCache {
	return &SchemaCache{lists: map[string]map[*Tool]*schemaCell{}}
}

// listing returns the schema cells of the tools a source just listed:
// those of tools it listed before are kept, those of tools it no longer
// lists dropped.
func (sc *SchemaCache) listing(source string, tools []*Tool) map[*Tool]*schemaCell {
	if sc == nil {
		return nil
	}
	sc.mu.Lock()
	defer sc.mu.Unlock()
	old := sc.lists[source]
	same := len(old) == len(tools)
	for _, t := range tools {
		if !same {
			break
		}
		_, same = old[t]
	}
	if same {
		return old
	}
	cells := make(map[*Tool]*schemaCell, len(tools))
	for _, t := range tools {
		c := old[t]
		if c == nil {
			c = &schemaCell{}
		}
		cells[t] = c
	}
	sc.lists[source] = cells
	return cells
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
	// Entries are its tools, sorted by name (nil until listed).
	Entries []*Entry
	// Remembered is the tool count of the server's last listing (from a
	// memory of it, when it is not listed in this script), or -1.
	Remembered int

	source Source
	listed bool          // Tools was asked in this catalog
	wait   chan struct{} // closed when the listing in progress ends
}

// Instructions returns what the server says about using it, once it is
// loaded (SourceInfo.Instructions).
func (s *Server) Instructions() string {
	if s.source == nil {
		return ""
	}
	return s.source.Info().Instructions
}

// Catalog is the view of the sources one script sees. It lists a source
// only when the script needs its tools (a call, its help, a search, the
// top help), once per script: a script that uses no tool starts no
// server. Its methods are safe for concurrent use (a script's tools
// calls may run in parallel in a pipeline).
type Catalog struct {
	mu       sync.Mutex
	servers  []*Server          // sorted by name
	byServer map[string]*Server // Normalize(server name)
	byName   map[string]*Entry  // Normalize(canonical) and Normalize(top-level name)
	top      []Source           // sources of top-level tools
	topDone  bool               // their tools are listed
	topLevel []*Entry           // sorted by name
	failed   []error            // top-level sources that could not list their tools
	memory   Memory
	schemas  *SchemaCache
}

// Memory remembers the tool lists of servers from earlier listings (the
// store keeps them), so that a search finds the tools of a server not
// loaded yet. Its methods must be safe for concurrent use.
type Memory interface {
	// Remember records a server's tools as just listed.
	Remember(server string, tools []*Tool)
	// Recall returns a server's tools as last listed, if any.
	Recall(server string) ([]*Tool, bool)
}

// Options configure a Catalog; nil means none.
type Options struct {
	// Memory remembers servers' tool lists; nil remembers nothing.
	Memory Memory
	// Schemas keeps compiled input schemas across catalogs; nil compiles
	// them once per catalog.
	Schemas *SchemaCache
}

// New returns the catalog of sources; nothing is listed yet. opts may be
// nil.
func New(sources []Source, opts *Options) *Catalog {
	c := &Catalog{byName: map[string]*Entry{}, byServer: map[string]*Server{}}
	if opts != nil {
		c.memory, c.schemas = opts.Memory, opts.Schemas
	}
	for _, s := range sources {
		info := s.Info()
		if !info.Grouped {
			c.top = append(c.top, s)
			continue
		}
		srv := &Server{Name: info.Name, Description: info.Description, source: s, Loaded: true, Remembered: -1}
		if l, ok := s.(Lazy); ok && !l.Loaded() {
			srv.Loaded = false
		}
		if c.memory != nil {
			if tools, ok := c.memory.Recall(info.Name); ok {
				srv.Remembered = len(tools)
			}
		}
		if _, dup := c.byServer[Normalize(info.Name)]; !dup {
			c.byServer[Normalize(info.Name)] = srv
			c.servers = append(c.servers, srv)
		}
	}
	sort.Slice(c.servers, func(i, j int) bool { return c.servers[i].Name < c.servers[j].Name })
	return c
}

// list lists srv's tools once in this catalog; concurrent callers wait
// for the one listing. An on-demand server is loaded by it.
func (c *Catalog) list(ctx context.Context, srv *Server) {
	c.mu.Lock()
	if srv.listed {
		wait := srv.wait
		c.mu.Unlock()
		if wait != nil {
			select {
			case <-wait:
			case <-ctx.Done():
			}
		}
		return
	}
	srv.listed = true
	srv.wait = make(chan struct{})
	c.mu.Unlock()
	tools, err := srv.source.Tools(ctx)
	if err == nil && c.memory != nil {
		c.memory.Remember(srv.Name, tools)
	}
	// A server may describe itself once started (an MCP server's title
	// from its initialize answer).
	desc := srv.source.Info().Description
	c.mu.Lock()
	if err == nil {
		srv.Loaded = true
	}
	if desc != "" {
		srv.Description = desc
	}
	c.fill(srv, tools, err)
	close(srv.wait)
	srv.wait = nil
	c.mu.Unlock()
}

// listTop lists the top-level sources once.
func (c *Catalog) listTop(ctx context.Context) {
	c.mu.Lock()
	if c.topDone {
		c.mu.Unlock()
		return
	}
	c.topDone = true
	top := c.top
	c.mu.Unlock()
	type listed struct {
		tools []*Tool
		err   error
	}
	results := make([]listed, len(top))
	var wg sync.WaitGroup
	for i, s := range top {
		wg.Go(func() {
			tools, err := s.Tools(ctx)
			results[i] = listed{tools, err}
		})
	}
	wg.Wait()
	c.mu.Lock()
	defer c.mu.Unlock()
	for i, s := range top {
		if results[i].err != nil {
			c.failed = append(c.failed, fmt.Errorf("%s: %w", s.Info().Name, results[i].err))
		}
		cells := c.schemas.listing("\x00top "+s.Info().Name, results[i].tools)
		for _, t := range results[i].tools {
			e := &Entry{Tool: t, Source: s, Canonical: t.Name, Command: "tools " + Display(t.Name), schema: cells[t]}
			if _, dup := c.byName[Normalize(t.Name)]; !dup {
				c.byName[Normalize(t.Name)] = e
				c.topLevel = append(c.topLevel, e)
			}
		}
	}
	sort.Slice(c.topLevel, func(i, j int) bool { return c.topLevel[i].Canonical < c.topLevel[j].Canonical })
}

// ListAll lists every source that is loaded (the top help and a search
// show their tools), in parallel, starting the servers that are not
// started yet. On-demand servers not loaded are left as they are.
func (c *Catalog) ListAll(ctx context.Context) {
	var wg sync.WaitGroup
	wg.Go(func() { c.listTop(ctx) })
	for _, srv := range c.live() {
		c.mu.Lock()
		loaded := srv.Loaded
		c.mu.Unlock()
		if loaded {
			wg.Go(func() { c.list(ctx, srv) })
		}
	}
	wg.Wait()
}

// fill records a server's tools; the caller holds c.mu.
func (c *Catalog) fill(srv *Server, tools []*Tool, err error) {
	srv.Err = err
	srv.Entries = nil
	cells := c.schemas.listing(srv.Name, tools)
	for _, t := range tools {
		e := &Entry{Tool: t, Source: srv.source, Server: srv.Name, Canonical: Canonical(srv.Name, t.Name),
			Command: "tools " + Display(srv.Name) + " " + Display(t.Name), schema: cells[t]}
		srv.Entries = append(srv.Entries, e)
		c.byName[Normalize(e.Canonical)] = e
	}
	sort.Slice(srv.Entries, func(i, j int) bool { return srv.Entries[i].Tool.Name < srv.Entries[j].Tool.Name })
}

// Servers returns the grouped sources, sorted by name, as listed so far
// (ListAll first for every loaded server's tools): copies, which later
// listings do not change.
func (c *Catalog) Servers() []*Server {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := make([]*Server, len(c.servers))
	for i, s := range c.servers {
		cp := *s
		cp.Entries = append([]*Entry(nil), s.Entries...)
		out[i] = &cp
	}
	return out
}

// live returns the catalog's own servers, for listing them.
func (c *Catalog) live() []*Server {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]*Server(nil), c.servers...)
}

// TopLevel returns the top-level tools, sorted by name, listing them
// first if needed.
func (c *Catalog) TopLevel(ctx context.Context) []*Entry {
	c.listTop(ctx)
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

// Server returns the named server with its tools, listing it (and so
// starting or loading it) first. It is nil when there is no such server.
func (c *Catalog) Server(ctx context.Context, name string) (*Server, error) {
	c.mu.Lock()
	srv := c.byServer[Normalize(name)]
	c.mu.Unlock()
	if srv == nil {
		return nil, nil
	}
	c.list(ctx, srv)
	c.mu.Lock()
	defer c.mu.Unlock()
	cp := *srv
	cp.Entries = append([]*Entry(nil), srv.Entries...)
	return &cp, listError(srv)
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
	// Retryable as the source says (a command that does not exist is
	// not); an error of no code may pass.
	retry := coded == nil || coded.Retryable()
	return toolerr.Unavailable(fmt.Sprintf("server %q could not list its tools: %v", srv.Name, srv.Err), retry)
}

// Lookup finds a tool by its canonical or top-level name (any spelling
// Normalize folds together) among what is listed so far.
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
			closest := ClosestTools(srv.Name, words[1], names, 3)
			return nil, 0, toolerr.UnknownCommand(unknownMessage(fmt.Sprintf("%s has no tool %q", srv.Name, words[1]), prefixAll("tools "+Display(srv.Name)+" ", closest)), closest)
		}
		return e, 2, nil
	}
	c.listTop(ctx)
	if e := c.Lookup(words[0]); e != nil {
		return e, 1, nil
	}
	// A canonical name, mcp_<server>__<tool>: its server is listed.
	if server, _, ok := SplitCanonical(words[0]); ok {
		if srv, _ := c.Server(ctx, server); srv != nil {
			if e := c.Lookup(words[0]); e != nil {
				return e, 1, nil
			}
		}
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

// Search finds tools for a query, best first, at most limit. It lists
// every loaded source first. An on-demand server not loaded yet is loaded
// (inside the current script) when a query word matches its name or its
// description, or when one of the tools it listed last time (Memory)
// matches the query; so its tools can be found.
func (c *Catalog) Search(ctx context.Context, query string, limit int) []Hit {
	c.ListAll(ctx)
	qwords := map[string]bool{}
	for _, w := range Words(query) {
		qwords[w] = true
	}
	var wg sync.WaitGroup
	for _, srv := range c.live() {
		c.mu.Lock()
		loaded := srv.Loaded
		c.mu.Unlock()
		if !loaded && c.matches(srv, query, qwords) {
			wg.Go(func() { c.list(ctx, srv) }) // a server that fails to load just has no hits
		}
	}
	wg.Wait()
	c.mu.Lock()
	var entries []*Entry
	for _, s := range c.servers {
		entries = append(entries, s.Entries...)
	}
	entries = append(entries, c.topLevel...)
	c.mu.Unlock()
	return NewIndex(entries).Search(query, limit)
}

// matches reports whether a server not loaded is what a query looks for:
// a word of its name or description, or a hit among the tools it listed
// last time.
func (c *Catalog) matches(srv *Server, query string, qwords map[string]bool) bool {
	for _, w := range append(Words(srv.Name), Words(srv.Description)...) {
		if qwords[w] && !stopWords[w] {
			return true
		}
	}
	if c.memory == nil {
		return false
	}
	tools, ok := c.memory.Recall(srv.Name)
	if !ok || len(tools) == 0 {
		return false
	}
	var entries []*Entry
	for _, t := range tools {
		entries = append(entries, &Entry{Tool: t, Server: srv.Name, Canonical: Canonical(srv.Name, t.Name),
			Command: "tools " + Display(srv.Name) + " " + Display(t.Name)})
	}
	return len(NewIndex(entries).Search(query, 1)) > 0
}
