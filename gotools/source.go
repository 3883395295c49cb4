package gotools

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"sync"

	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/toolerr"
)

// Source is a set of Go tools as a [catalog.Source]. Its methods are safe
// for concurrent use, also with Add.
type Source struct {
	info  catalog.SourceInfo
	mu    sync.RWMutex
	tools map[string]*Tool
}

var _ catalog.Source = (*Source)(nil)

// NewSource returns a source with the given description and tools.
func NewSource(info catalog.SourceInfo, tools ...*Tool) *Source {
	s := &Source{info: info, tools: map[string]*Tool{}}
	s.Add(tools...)
	return s
}

// Add adds tools to the source. A tool with the name of one already there
// replaces it; nil tools are ignored.
func (s *Source) Add(tools ...*Tool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, t := range tools {
		if t != nil {
			s.tools[t.def.Name] = t
		}
	}
}

// Info implements [catalog.Source].
func (s *Source) Info() catalog.SourceInfo { return s.info }

// Tools implements [catalog.Source]: copies of the tools' definitions,
// sorted by name. It never fails.
func (s *Source) Tools(ctx context.Context) ([]*catalog.Tool, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	out := make([]*catalog.Tool, 0, len(s.tools))
	for _, t := range s.tools {
		out = append(out, t.Def())
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out, nil
}

// Tool returns the tool with the given name, or nil.
func (s *Source) Tool(name string) *Tool {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.tools[name]
}

// Call implements [catalog.Source]. An unknown tool name is an
// unknown_command error.
func (s *Source) Call(ctx context.Context, tool string, input map[string]any) (*catalog.Result, error) {
	t := s.Tool(tool)
	if t == nil {
		return nil, toolerr.UnknownCommand(s.unknown(tool), nil)
	}
	return t.Call(ctx, input)
}

// unknown words the message for a tool this source does not have.
func (s *Source) unknown(tool string) string {
	s.mu.RLock()
	names := make([]string, 0, len(s.tools))
	for n := range s.tools {
		names = append(names, n)
	}
	s.mu.RUnlock()
	sort.Strings(names)
	label := "source"
	if s.info.Name != "" {
		label = fmt.Sprintf("source %s", s.info.Name)
	}
	if len(names) == 0 {
		return fmt.Sprintf("%s has no tool %q (it has no tools)", label, tool)
	}
	return fmt.Sprintf("%s has no tool %q; its tools: %s", label, tool, strings.Join(names, ", "))
}
