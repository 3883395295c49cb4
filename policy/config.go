package policy

import (
	"fmt"
	"path/filepath"

	"github.com/toolsinshell/tis/config"
	"github.com/toolsinshell/tis/rules"
)

// FromConfig builds what a configuration says about policy: the rules
// (the default set unless noDefaultRules, then the configuration's rule
// files, relative to the file) and the default action for tools that say
// nothing (approvals.default, Ask when unset). A nil configuration gives
// the default rules and Ask.
func FromConfig(cfg *config.Config) (*Engine, Action, error) {
	var files []rules.File
	def := Ask
	if cfg == nil || !cfg.NoDefaultRules {
		files = append(files, rules.Default()...)
	}
	if cfg != nil {
		dir := ""
		if cfg.Path != "" {
			dir = filepath.Dir(cfg.Path)
		}
		var paths []string
		for _, p := range cfg.Rules {
			if !filepath.IsAbs(p) && dir != "" {
				p = filepath.Join(dir, p)
			}
			paths = append(paths, p)
		}
		extra, err := ReadFiles(paths...)
		if err != nil {
			return nil, 0, err
		}
		files = append(files, extra...)
		if cfg.Approvals != nil && cfg.Approvals.Default != "" {
			a, err := ParseAction(cfg.Approvals.Default)
			if err != nil {
				return nil, 0, fmt.Errorf("%s: approvals.default: %w", cfg.Path, err)
			}
			def = a
		}
	}
	engine, err := NewEngine(files...)
	if err != nil {
		return nil, 0, err
	}
	return engine, def, nil
}
