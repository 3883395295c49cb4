// Package toolset assembles the sources a session's tools command sees,
// for tsrun today and the gateway later: the MCP servers of the
// configuration file (re-read whenever it changes, so a server added
// during a session is there for the next script), the web-fetch tool,
// and, with no configuration, the example issue tracker served as an MCP
// server in this process (the go-sdk's in-memory transport), so that the
// default goes through the same MCP path as any configured server.
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
	// ConfigPath is the configuration file; "" means none: the example
	// server (Example) is the only MCP server.
	ConfigPath string
	// Example, when set and there is no configuration file, is the
	// example server: its tools are served as an MCP server in this
	// process, named ExampleServer.
	Example catalog.Source
	// FetchAllow adds hosts web-fetch may reach to those of the
	// configuration.
	FetchAllow []string
	// FetchHint ends web-fetch's message for a host that is not allowed,
	// saying how a person allows it.
	FetchHint string
	// MCP are the options of every MCP source (stderr of servers, ...).
	MCP *mcpsource.Options
}

// Set is the sources of one session. It is safe for concurrent use.
type Set struct {
	opts Options
	mgr  *mcpsource.Manager

	mu       sync.Mutex
	example  *mcpsource.Source // the example, served in process
	cfg      *config.Config    // last good configuration
	stamp    fileStamp         // of the file cfg came from
	sources  []catalog.Source
	fetchKey string
	fetch    catalog.Source
}

type fileStamp struct {
	size    int64
	modTime time.Time
}

// New returns a Set; nothing starts until the first call to Sources.
func New(opts Options) *Set {
	return &Set{opts: opts, mgr: mcpsource.NewManager(opts.MCP)}
}

// Config returns the last configuration that loaded (nil before the
// first Sources, and without a file).
func (s *Set) Config() *config.Config {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.cfg
}

// Sources returns the sources for the next script, sorted with the MCP
// servers first. The configuration file is read again when its size or
// modification time changed; when it no longer loads, the last good
// sources are returned with the error.
func (s *Set) Sources(ctx context.Context) ([]catalog.Source, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	cfg, changed, err := s.load()
	if err != nil {
		if s.sources == nil { // no good configuration yet: still offer web-fetch
			s.sources = []catalog.Source{s.fetchSource(nil)}
		}
		return s.sources, err
	}
	if !changed && s.sources != nil {
		return s.sources, nil
	}
	s.cfg = cfg
	mcp := s.mgr.Apply(ctx, cfg)
	if s.opts.ConfigPath == "" && s.opts.Example != nil {
		mcp = append(mcp, s.exampleSource())
	}
	s.sources = append(slices.Clone(mcp), s.fetchSource(cfg))
	return s.sources, nil
}

// load reads the configuration when it changed. Without a file it builds
// the default once.
func (s *Set) load() (*config.Config, bool, error) {
	if s.opts.ConfigPath == "" {
		if s.cfg != nil || s.sources != nil {
			return s.cfg, false, nil
		}
		return s.defaultConfig(), true, nil
	}
	fi, err := os.Stat(s.opts.ConfigPath)
	if err != nil {
		return nil, false, fmt.Errorf("configuration: %w", err)
	}
	stamp := fileStamp{fi.Size(), fi.ModTime()}
	if s.cfg != nil && stamp == s.stamp {
		return s.cfg, false, nil
	}
	cfg, err := config.Load(s.opts.ConfigPath)
	if err != nil {
		return nil, false, err
	}
	s.stamp = stamp
	return cfg, true, nil
}

// defaultConfig is the configuration without a file: no servers (the
// example is added by Sources).
func (s *Set) defaultConfig() *config.Config {
	return &config.Config{Servers: map[string]*config.Server{}}
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
