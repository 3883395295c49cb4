// Package toolcmd is the shell's tools command (SPEC section 4): discovery
// (tools --help, tools <server> --help, tools <tool> --help, tools search),
// calls with their input from a JSON argument, stdin or key=value pairs,
// the output rules and the error envelope. Every call goes through the
// gate's chain (package runtime/gate): guardrails, hooks, the schema
// check, approvals, the call limit, the audit log.
//
// A Command lives for one script: it is built over that script's catalog
// and chain, and given to the runtime through runtime.RunOptions.Commands.
package toolcmd

import (
	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/gate"
)

// Options configure a Command; nil means all defaults.
type Options struct {
	// SourceErr says why the sources may be out of date (a configuration
	// that no longer loads); tools --help shows it.
	SourceErr error
	// SearchLimit bounds the hits of tools search; 0 means 10.
	SearchLimit int
	// SaveFile writes a binary result (an image) under dir as a file no
	// call has used, and returns its name relative to the working
	// directory; nil means into the call's own filesystem (SaveFile runs
	// elsewhere when the script does, in a worker process).
	SaveFile SaveFunc
	// ReadFile reads a file of the session for an input's @path (at most
	// catalog.MaxStdinInput bytes); nil means from the call's own
	// filesystem (ReadFile runs elsewhere when the script does).
	ReadFile ReadFunc
}

// ReadFunc reads a file of the session named by a call's input (@path):
// name is as written, relative to the call's directory.
type ReadFunc func(c *command.Call, name string) ([]byte, error)

// SaveFunc saves data as a new file: dir is the directory (absolute),
// base and ext make its name (base-N.ext, the first N free).
type SaveFunc func(c *command.Call, dir, base, ext string, data []byte) (string, error)

// Command is the tools command of one script.
type Command struct {
	cat       *catalog.Catalog
	chain     gate.Handler
	sourceErr error
	limit     int
	save      SaveFunc
	read      ReadFunc
}

// New returns the tools command of one script: cat is the script's
// catalog, call its chain (gate.Config.Handler).
func New(cat *catalog.Catalog, call gate.Handler, opts *Options) *Command {
	var o Options
	if opts != nil {
		o = *opts
	}
	if o.SearchLimit <= 0 {
		o.SearchLimit = 10
	}
	if o.SaveFile == nil {
		o.SaveFile = SaveInFS
	}
	if o.ReadFile == nil {
		o.ReadFile = ReadInFS
	}
	return &Command{cat: cat, chain: call, sourceErr: o.SourceErr, limit: o.SearchLimit, save: o.SaveFile, read: o.ReadFile}
}

// Catalog returns the script's catalog.
func (t *Command) Catalog() *catalog.Catalog { return t.cat }
