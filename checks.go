package tis

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/config"
	"github.com/toolsinshell/tis/internal/plural"
)

// Finding is one agent check's result (SPEC section 9).
type Finding struct {
	// ID names the check ("capabilities.superseded").
	ID string `json:"id"`
	// Category is cost, correctness, reliability or policy.
	Category string `json:"category"`
	// Severity is suggestion, warning or error.
	Severity string `json:"severity"`
	// Message says what was found.
	Message string `json:"message"`
}

// AgentChecks checks the configuration in force: tool search configured
// while tools_in_shell is on (it does nothing; remove it), keep_visible
// names that match no tool or more than one, servers that cannot start (every server is
// started, on-demand ones too), rules or hooks that do not build.
func (h *Host) AgentChecks(ctx context.Context) []Finding {
	found, _ := h.agentChecks(ctx, true)
	return found
}

// LoadedAgentChecks is AgentChecks without starting the on-demand
// servers that are not loaded yet (no session has loaded them): those are
// not checked, and the keep_visible names whose match they could change
// (a name no loaded tool has, or only one has by its own name, or one
// that names such a server) are not checked either but returned as
// waiting. Run again once those servers have loaded, it checks them.
// tsserve logs what it finds at start, once the servers that load at
// start have, and again after each change.
func (h *Host) LoadedAgentChecks(ctx context.Context) (found []Finding, waiting []string) {
	return h.agentChecks(ctx, false)
}

func (h *Host) agentChecks(ctx context.Context, all bool) ([]Finding, []string) {
	cfg := h.set.Config()
	var found []Finding
	if cfg != nil && h.ToolsInShell() {
		for _, ref := range config.ToolSearchCaps() {
			if cfg.Capability(ref) != nil {
				found = append(found, Finding{ID: "capabilities.superseded", Category: "cost", Severity: "suggestion",
					Message: fmt.Sprintf("%s is configured while tools_in_shell is on: tools_in_shell replaces tool search, so %s does nothing; remove it", ref, ref)})
			}
		}
	}
	pol, err := h.policy()
	if err != nil {
		found = append(found, Finding{ID: "rules.compile", Category: "policy", Severity: "error", Message: err.Error()})
	}
	sources, _, _ := h.set.Sources(ctx)
	var entries []*catalog.Entry
	var unloaded []string
	for _, s := range sources {
		info := s.Info()
		if l, ok := s.(catalog.Lazy); ok && !all && !l.Loaded() {
			unloaded = append(unloaded, info.Name)
			continue
		}
		tools, err := s.Tools(ctx)
		if err != nil {
			var why string
			var coded interface{ Code() string }
			if errors.As(err, &coded) {
				why = coded.Code() + ": "
			}
			found = append(found, Finding{ID: "servers.unavailable", Category: "reliability", Severity: "error",
				Message: fmt.Sprintf("server %s cannot start or list its tools: %s%v", info.Name, why, err)})
			continue
		}
		for _, t := range tools {
			e := &catalog.Entry{Tool: t, Canonical: t.Name}
			if info.Grouped {
				e.Server, e.Canonical = info.Name, catalog.Canonical(info.Name, t.Name)
			}
			entries = append(entries, e)
		}
	}
	if pol == nil {
		return found, nil
	}
	waiting := catalog.VisibleUndecided(entries, pol.keepVisible, unloaded)
	v := catalog.MatchVisible(entries, pol.keepVisible)
	for _, kv := range v.Unknown {
		if !slices.Contains(waiting, kv) {
			found = append(found, Finding{ID: "capabilities.keep_visible.unknown", Category: "correctness", Severity: "warning",
				Message: fmt.Sprintf("keep_visible names %q, which matches no tool of the configured sources", kv)})
		}
	}
	for _, kv := range pol.keepVisible {
		if m, ok := v.Ambiguous[kv]; ok && !slices.Contains(waiting, kv) {
			found = append(found, Finding{ID: "capabilities.keep_visible.ambiguous", Category: "correctness", Severity: "warning",
				Message: fmt.Sprintf("keep_visible names %q, which matches %s (%s), so it keeps none: name one by its canonical name",
					kv, plural.Count(int64(len(m)), "tool", "tools"), strings.Join(m, ", "))})
		}
	}
	return found, waiting
}
