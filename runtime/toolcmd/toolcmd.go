// Package toolcmd is the shell's tools command (SPEC section 4): discovery
// (tools --help, tools <server> --help, tools <tool> --help, tools search),
// calls with their input from a JSON argument, stdin or key=value pairs,
// the schema check before every call, the output rules and the error
// envelope, and the per-script call limit.
//
// A [Toolbox] lives as long as a session; for each script it builds a new
// catalog from its sources and a new [Command] with its own call count,
// given to the runtime through runtime.RunOptions.Commands.
package toolcmd

import (
	"context"
	"sync"

	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/runtime/command"
)

// DefaultMaxCalls is the per-script cap on tool calls.
const DefaultMaxCalls = 50

// DefaultMaxInputBytes bounds the input of one call (as JSON) unless
// Options.MaxInputBytes says otherwise.
const DefaultMaxInputBytes = 8 << 20

// Options configure a Toolbox.
type Options struct {
	// Sources returns the sources for one script; it is called once per
	// script, so a source added in the meantime is seen by the next script.
	// An error (a configuration that no longer loads) is shown by
	// tools --help beside the sources returned with it, which should be
	// the last good ones.
	Sources func(ctx context.Context) ([]catalog.Source, error)
	// MaxCalls caps the tool calls of one script; 0 means
	// DefaultMaxCalls, a negative value no cap.
	MaxCalls int
	// SearchLimit bounds the hits of tools search; 0 means 10.
	SearchLimit int
	// Gate judges every call (policy, hooks, approvals); nil allows every
	// call that passes its schema check.
	Gate Gate
	// MaxInputBytes bounds the input of one call, as JSON: a bigger one
	// is invalid_input and nothing is sent. 0 means DefaultMaxInputBytes.
	MaxInputBytes int
}

// Toolbox makes the tools command of each script.
type Toolbox struct {
	opts Options
}

// New returns a Toolbox. opts.Sources must be set.
func New(opts Options) *Toolbox {
	if opts.Sources == nil {
		panic("toolcmd.New: Options.Sources is nil")
	}
	if opts.MaxCalls == 0 {
		opts.MaxCalls = DefaultMaxCalls
	}
	if opts.SearchLimit <= 0 {
		opts.SearchLimit = 10
	}
	if opts.MaxInputBytes <= 0 {
		opts.MaxInputBytes = DefaultMaxInputBytes
	}
	return &Toolbox{opts: opts}
}

// ForScript builds the catalog of the next script and returns its tools
// command.
func (b *Toolbox) ForScript(ctx context.Context) *Command {
	sources, err := b.opts.Sources(ctx)
	return &Command{
		cat:       catalog.New(ctx, sources),
		sourceErr: err,
		maxCalls:  b.opts.MaxCalls,
		maxInput:  b.opts.MaxInputBytes,
		limit:     b.opts.SearchLimit,
		gate:      b.opts.Gate,
	}
}

// Commands returns the per-script commands to give the runtime
// (runtime.RunOptions.Commands): tools, built for the next script.
func (b *Toolbox) Commands(ctx context.Context) map[string]command.Func {
	return map[string]command.Func{"tools": b.ForScript(ctx).Run}
}

// Command is the tools command of one script.
type Command struct {
	cat       *catalog.Catalog
	sourceErr error // why the sources may be out of date
	maxCalls  int
	maxInput  int
	limit     int

	gate Gate

	mu    sync.Mutex
	calls int
	log   []CallRecord
	stop  *stopInfo // the call that stopped the script, if one did
}

// stopInfo is the call that stopped the script.
type stopInfo struct {
	err  error
	line int
	call CallRecord
}

// Catalog returns the script's catalog.
func (t *Command) Catalog() *catalog.Catalog { return t.cat }

// CallRecord is one call a script made, or that was refused after its
// input was built.
type CallRecord struct {
	// Tool is the command line that names the tool ("tools github get-pull").
	Tool string `json:"tool"`
	// Canonical is the tool's canonical name (mcp_github__get_pull).
	Canonical string `json:"-"`
	// Input is the input the tool got (or would have got).
	Input map[string]any `json:"input"`
	// OK is true when the tool ran and succeeded.
	OK bool `json:"ok"`
	// Error is the error code when it did not.
	Error string `json:"error,omitempty"`
	// Result is the result, trimmed for the report.
	Result any `json:"result,omitempty"`
	// ReadOnly: the call was judged read-only (the tool's hint or a rule).
	ReadOnly bool `json:"-"`
	// Line is the script line of the call.
	Line int `json:"-"`
}

// Calls returns the calls made so far, in order.
func (t *Command) Calls() []CallRecord {
	t.mu.Lock()
	defer t.mu.Unlock()
	return append([]CallRecord(nil), t.log...)
}

func (t *Command) record(r CallRecord) {
	t.mu.Lock()
	t.log = append(t.log, r)
	t.mu.Unlock()
}

// Static returns a Sources function that always gives sources.
func Static(sources ...catalog.Source) func(context.Context) ([]catalog.Source, error) {
	return func(context.Context) ([]catalog.Source, error) { return sources, nil }
}
