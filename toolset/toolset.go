// Package toolset keeps the sources of a host in step with its
// configuration: the MCP servers of the configuration (a file, re-read
// whenever it changes, so a server added during a session is there for
// the next script; or Go values), the web-fetch tool, the host's own Go
// sources, and, with no configuration, the example issue tracker served
// as an MCP server in this process (the go-sdk's in-memory transport), so
// that the default goes through the same MCP path as any configured
// server.
//
// Nothing starts when the sources are made: a server starts when a
// script first needs its tools (Warm starts the servers that load at
// start, in the background, for a host that wants them warm).
package toolset

import (
	"context"
	"fmt"
	"io"
	"os"
	"slices"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/config"
	"github.com/toolsinshell/tis/gotools"
	"github.com/toolsinshell/tis/mcpexpose"
	"github.com/toolsinshell/tis/mcpsource"
	"github.com/toolsinshell/tis/webfetch"
)

// ExampleServer is the name the example tracker is served under.
const ExampleServer = "github"

// ExampleDescription is the example's line in tools --help.
const ExampleDescription = "Example issue tracker (in memory, seeded): repositories, issues, pull requests, branches"

// Options configure a Set.
type Options struct {
	// ConfigPath is the configuration file, read again whenever it
	// changes.
	ConfigPath string
	// Config is the configuration as Go values, used when ConfigPath is
	// "". With neither, the example server (Example) is the only MCP
	// server.
	Config *config.Config
	// Env is the host environment the file is read with (${VAR}, the
	// files of "import").
	Env config.ImportEnv
	// Example, when set and there is no configuration, is the example
	// server: its tools are served as an MCP server in this process,
	// named ExampleServer.
	Example catalog.Source
	// Extra are more sources (Go tools of the host), after the others.
	Extra []catalog.Source
	// FetchAllow adds hosts web-fetch may reach to those of the
	// configuration.
	FetchAllow []string
	// FetchHint ends web-fetch's message for a host that is not allowed,
	// saying how a person allows it.
	FetchHint string
	// MCP are the options of every MCP source (stderr of servers, the
	// host environment, ...).
	MCP *mcpsource.Options
}

// Set is the sources of one host. It is safe for concurrent use.
type Set struct {
	opts Options
	mgr  *mcpsource.Manager

	mu       sync.Mutex
	example  *mcpsource.Source // the example, served in process
	cfg      *config.Config    // last good configuration
	loaded   bool              // cfg is set
	stamp    fileStamp         // of the file cfg came from
	gen      int               // incremented whenever the sources change
	sources  []catalog.Source
	fetchKey string
	fetch    catalog.Source
}

type fileStamp struct {
	size    int64
	modTime time.Time
}

// New returns a Set; nothing starts until a script needs a server.
func New(opts Options) *Set {
	return &Set{opts: opts, mgr: mcpsource.NewManager(opts.MCP)}
}

// Config returns the last configuration that loaded (nil before the
// first Sources, and with neither a file nor Go values).
func (s *Set) Config() *config.Config {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.cfg
}

// Sources returns the sources for the next script, sorted with the MCP
// servers first, and a generation number that changes whenever they
// change. The configuration file is read again when its size or
// modification time changed; when it no longer loads, the last good
// sources are returned with the error.
func (s *Set) Sources(ctx context.Context) ([]catalog.Source, int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	cfg, changed, err := s.load()
	if err != nil {
		if s.sources == nil { // no good configuration yet: still offer web-fetch
			s.sources = append([]catalog.Source{s.fetchSource(nil)}, s.opts.Extra...)
			s.gen++
		}
		return s.sources, s.gen, err
	}
	if !changed && s.sources != nil {
		return s.sources, s.gen, nil
	}
	s.cfg, s.loaded = cfg, true
	mcp := s.mgr.Apply(ctx, cfg)
	if s.opts.ConfigPath == "" && s.opts.Config == nil && s.opts.Example != nil {
		mcp = append(mcp, s.exampleSource())
	}
	s.sources = append(append(slices.Clone(mcp), s.fetchSource(cfg)), s.opts.Extra...)
	s.gen++
	return s.sources, s.gen, nil
}

// Warm starts, in the background, every server that loads at start and
// has not started yet, so that the first script does not wait for it.
func (s *Set) Warm(ctx context.Context) {
	sources, _, _ := s.Sources(ctx)
	for _, src := range sources {
		if l, ok := src.(catalog.Lazy); ok && !l.Loaded() {
			continue
		}
		go func() { _, _ = src.Tools(ctx) }()
	}
}

// load reads the configuration when it changed.
func (s *Set) load() (*config.Config, bool, error) {
	if s.opts.ConfigPath == "" {
		if s.loaded || s.sources != nil {
			return s.cfg, false, nil
		}
		if s.opts.Config != nil {
			return s.opts.Config, true, nil
		}
		return nil, true, nil
	}
	fi, err := os.Stat(s.opts.ConfigPath)
	if err != nil {
		return nil, false, fmt.Errorf("configuration: %w", err)
	}
	stamp := fileStamp{fi.Size(), fi.ModTime()}
	if s.loaded && stamp == s.stamp {
		return s.cfg, false, nil
	}
	cfg, err := config.Load(s.opts.ConfigPath, s.opts.Env)
	if err != nil {
		return nil, false, err
	}
	s.stamp = stamp
	return cfg, true, nil
}

// exampleSource returns the example served as an MCP server in this
// process, made once.
func (s *Set) exampleSource() *mcpsource.Source {
	if s.example == nil {
		ex := s.opts.Example
		srv := &config.Server{Name: ExampleServer, Description: ExampleDescription}
		s.example = mcpsource.NewInProcess(srv, func(ctx context.Context) (*mcp.Server, error) {
			return mcpexpose.NewServer(ctx, ex, &mcp.Implementation{Name: "tis-example-tracker", Title: "Example issue tracker", Version: "0.1"})
		}, s.opts.MCP)
	}
	return s.example
}

// fetchSource returns the web-fetch source, made again only when its
// settings change.
func (s *Set) fetchSource(cfg *config.Config) catalog.Source {
	opts := webfetch.Options{AllowHosts: slices.Clone(s.opts.FetchAllow), AllowHint: s.opts.FetchHint}
	if cfg != nil && cfg.WebFetch != nil {
		opts.AllowHosts = append(opts.AllowHosts, cfg.WebFetch.AllowHosts...)
		opts.MaxBytes = cfg.WebFetch.MaxBytes
		opts.Timeout = cfg.WebFetch.Timeout.Duration
	}
	key := fmt.Sprint(opts.AllowHosts, opts.MaxBytes, opts.Timeout, opts.AllowHint)
	if s.fetch == nil || key != s.fetchKey {
		s.fetch = gotools.NewSource(catalog.SourceInfo{Name: "builtin", Description: "Tools built into Tools in Shell."},
			webfetch.New(opts))
		s.fetchKey = key
	}
	return s.fetch
}

// Close shuts every server down.
func (s *Set) Close() error {
	s.mu.Lock()
	ex := s.example
	s.mu.Unlock()
	if ex != nil {
		_ = ex.Close()
	}
	return s.mgr.Close()
}

var _ io.Closer = (*Set)(nil)
