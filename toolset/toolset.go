// Package toolset assembles the sources a session's tools command sees,
// for tsrun today and the gateway later: the MCP servers of the
// configuration file (re-read whenever it changes, so a server added
// during a session is there for the next script), the web-fetch tool,
// and, with no configuration, the example issue tracker served over MCP
// by a child process, so that the default goes through the same MCP path
// as any configured server.
package toolset

import (
	"context"
	"fmt"
	"io"
	"os"
	"slices"
	"sync"
	"time"

	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/config"
	"github.com/toolsinshell/tis/gotools"
	"github.com/toolsinshell/tis/mcpsource"
	"github.com/toolsinshell/tis/webfetch"
)

// ExampleServer is the name the example tracker is served under.
const ExampleServer = "github"

// Options configure a Set.
type Options struct {
	// ConfigPath is the configuration file; "" means none: the example
	// server (ExampleCommand) is the only MCP server.
	ConfigPath string
	// ExampleCommand is the command line that serves the example tracker
	// over stdio (tsrun uses itself: [tsrun, --serve-example]). Used only
	// without a configuration file; empty means no example server.
	ExampleCommand []string
	// Example, when set and there is no configuration file, is the
	// example server in process (tscheck judges scripts against it
	// without starting a child).
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
	cfg      *config.Config // last good configuration
	stamp    fileStamp      // of the file cfg came from
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
		mcp = append(mcp, s.opts.Example)
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

// defaultConfig is the configuration without a file: the example
// tracker served by ExampleCommand.
func (s *Set) defaultConfig() *config.Config {
	cfg := &config.Config{Servers: map[string]*config.Server{}}
	if len(s.opts.ExampleCommand) > 0 && s.opts.Example == nil {
		cfg.Servers[ExampleServer] = &config.Server{
			Name:        ExampleServer,
			Type:        config.TransportStdio,
			Command:     s.opts.ExampleCommand[0],
			Args:        s.opts.ExampleCommand[1:],
			Description: "Example issue tracker (in memory, seeded): repositories, issues, pull requests, branches",
		}
	}
	return cfg
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
	return s.mgr.Close()
}

var _ io.Closer = (*Set)(nil)
