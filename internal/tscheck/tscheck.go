// Package tscheck is the tscheck command (SPEC section 8): the
// pre-flight check of a script, and with --config alone the agent checks
// of a configuration (SPEC section 9). cmd/tscheck only calls Run.
package tscheck

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/toolsinshell/tis/analyzer"
	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/config"
	"github.com/toolsinshell/tis/policy"
	"github.com/toolsinshell/tis/runtime/gate"
	"github.com/toolsinshell/tis/store"
	"github.com/toolsinshell/tis/toolset"
	"github.com/toolsinshell/tis/internal/tracker"
)

// Exit statuses.
const (
	ExitStart   = 0 // the script would start (or: no finding of severity error)
	ExitBlocked = 1 // the script would not start (or: a finding of severity error)
	ExitError   = 2 // usage, configuration or parse error
)

// Run is tscheck with its streams; it returns the exit status.
func Run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("tscheck", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: tscheck [--config FILE] [--format text|json] [--store FILE] [--session ID] SCRIPT|-\n       tscheck --config FILE [--format text|json]   (agent checks of the configuration)")
		fs.PrintDefaults()
	}
	configPath := fs.String("config", "", "configuration file; none: the built-in example server and the default rules")
	format := fs.String("format", "text", "text or json")
	storePath := fs.String("store", "", "approval store whose answers count (read only; nothing is used up)")
	session := fs.String("session", "default", "the session whose answers count")
	if err := fs.Parse(args); err != nil {
		return ExitError
	}
	if *format != "text" && *format != "json" {
		fmt.Fprintf(stderr, "tscheck: --format %q: want text or json\n", *format)
		return ExitError
	}
	ctx := context.Background()
	switch {
	case fs.NArg() == 0 && *configPath != "":
		return agentChecks(ctx, *configPath, *format, stdout, stderr)
	case fs.NArg() != 1:
		fs.Usage()
		return ExitError
	}
	name := fs.Arg(0)
	var src []byte
	var err error
	if name == "-" {
		src, err = io.ReadAll(stdin)
	} else {
		src, err = os.ReadFile(name)
	}
	if err != nil {
		fmt.Fprintf(stderr, "tscheck: %v\n", err)
		return ExitError
	}
	rep, err := analyzer.Analyze(name, string(src))
	if err != nil {
		fmt.Fprintf(stderr, "tscheck: %v\n", err)
		return ExitError
	}
	set := toolset.New(toolset.Options{ConfigPath: *configPath, Example: tracker.New(toolset.ExampleServer)})
	defer set.Close()
	sources, err := set.Sources(ctx)
	if err != nil {
		fmt.Fprintf(stderr, "tscheck: %v\n", err)
		return ExitError
	}
	cfg := set.Config()
	engine, def, _, err := policy.FromConfig(cfg)
	if err != nil {
		fmt.Fprintf(stderr, "tscheck: %v\n", err)
		return ExitError
	}
	opts := gate.Options{Policy: engine, Default: def, Session: *session}
	if *storePath != "" {
		st, err := store.Open(*storePath)
		if err != nil {
			fmt.Fprintf(stderr, "tscheck: %v\n", err)
			return ExitError
		}
		defer st.Close()
		opts.Store = st
	}
	chk, err := gate.Preflight(ctx, catalog.New(sources, nil), rep, opts, false)
	if err != nil {
		fmt.Fprintf(stderr, "tscheck: %v\n", err)
		return ExitError
	}
	if *format == "json" {
		enc := json.NewEncoder(stdout)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		_ = enc.Encode(chk)
	} else {
		printCheck(stdout, chk)
	}
	if !chk.Start {
		return ExitBlocked
	}
	return ExitStart
}

// printCheck prints the check as text, a line per call and construct.
func printCheck(w io.Writer, chk *gate.Check) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	for _, c := range chk.Calls {
		tool := c.Command
		if tool == "" {
			tool = c.Raw
		}
		input := "built at run time"
		switch {
		case c.Discovery:
			input = "-"
		case c.Input != nil:
			b, _ := json.Marshal(c.Input)
			input = string(b)
		case c.Literal:
			input = "literal"
		}
		if c.ReadsStdin {
			input += " (stdin: " + c.StdinFrom + ")"
		}
		where := strings.Join(contextNotes(c.Context), ", ")
		if where == "" {
			where = "top level"
		}
		verdict := c.Verdict
		if c.Message != "" && c.Verdict != gate.VerdictAllow && c.Verdict != gate.VerdictDiscovery {
			verdict += ": " + c.Message
		}
		fmt.Fprintf(tw, "%d:%d\t%s\t%s\t%s\t%s\n", c.Line, c.Col, tool, input, where, verdict)
	}
	tw.Flush()
	for _, o := range chk.Opaque {
		fmt.Fprintf(w, "%d:%d\tcannot see through %s: %s (its calls are checked at run time)\n", o.Line, o.Col, o.Kind, o.Text)
	}
	if chk.Start {
		fmt.Fprintln(w, "the script would start")
		return
	}
	s := chk.Stopped
	fmt.Fprintf(w, "the script would not start: %s at line %d (%s)\n", s.Reason, s.Line, s.Call.Tool)
}

// contextNotes names where a call stands.
func contextNotes(x analyzer.Context) []string {
	var out []string
	add := func(ok bool, s string) {
		if ok {
			out = append(out, s)
		}
	}
	add(x.Function != "", "in function "+x.Function)
	add(x.InSubstitution, "in $(...)")
	add(x.InSubshell, "in a subshell")
	add(x.InLoop, "in a loop")
	add(x.InBranch, "in a branch")
	add(x.InPipeline, "in a pipeline")
	add(x.Background, "in the background")
	add(x.InProcSubst, "in <(...)")
	add(len(x.Trap) > 0, "in a trap")
	return out
}

// Finding is one agent check's result.
type Finding struct {
	ID       string `json:"id"`
	Category string `json:"category"`
	Severity string `json:"severity"` // suggestion, warning, error
	Message  string `json:"message"`
}

// agentChecks checks a configuration (SPEC section 9).
func agentChecks(ctx context.Context, path, format string, stdout, stderr io.Writer) int {
	cfg, err := config.Load(path)
	if err != nil {
		fmt.Fprintf(stderr, "tscheck: %v\n", err)
		return ExitError
	}
	var found []Finding
	on := os.Getenv("FEATURE_TOOLS_IN_SHELL") != "off"
	if on {
		for _, ref := range config.ToolSearchCaps() {
			if cfg.Capability(ref) != nil {
				found = append(found, Finding{ID: "capabilities.superseded", Category: "cost", Severity: "suggestion",
					Message: fmt.Sprintf("%s is configured while tools_in_shell is on: tools_in_shell replaces tool search, so %s does nothing; remove it", ref, ref)})
			}
		}
	}
	if _, _, _, err := policy.FromConfig(cfg); err != nil {
		found = append(found, Finding{ID: "rules.compile", Category: "policy", Severity: "error", Message: err.Error()})
	}
	// Start every server (on-demand ones too) to see which cannot, and
	// which tools exist for keep_visible.
	set := toolset.New(toolset.Options{ConfigPath: path})
	defer set.Close()
	sources, _ := set.Sources(ctx)
	var names []string
	for _, s := range sources {
		tools, err := s.Tools(ctx)
		info := s.Info()
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
			names = append(names, t.Name)
			if info.Grouped {
				names = append(names, catalog.Canonical(info.Name, t.Name), info.Name+"__"+t.Name)
			}
		}
	}
	if c := cfg.Capability(config.CapToolsInShell); c != nil {
		for _, kv := range c.Config.KeepVisible {
			if !slices.ContainsFunc(names, func(n string) bool { return catalog.Normalize(n) == catalog.Normalize(kv) }) {
				found = append(found, Finding{ID: "capabilities.keep_visible.unknown", Category: "correctness", Severity: "warning",
					Message: fmt.Sprintf("keep_visible names %q, which matches no tool of the configured sources", kv)})
			}
		}
	}
	status := ExitStart
	for _, f := range found {
		if f.Severity == "error" {
			status = ExitBlocked
		}
	}
	if format == "json" {
		if found == nil {
			found = []Finding{}
		}
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		_ = enc.Encode(map[string]any{"findings": found})
		return status
	}
	if len(found) == 0 {
		fmt.Fprintln(stdout, "no findings")
	}
	for _, f := range found {
		fmt.Fprintf(stdout, "%s  %s  [%s]  %s\n", f.Severity, f.ID, f.Category, f.Message)
	}
	return status
}
