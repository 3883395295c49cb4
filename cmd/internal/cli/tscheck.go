package cli

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/toolsinshell/tis"
	"github.com/toolsinshell/tis/analyzer"
	"github.com/toolsinshell/tis/policy"
	"github.com/toolsinshell/tis/runtime/gate"
)

// Exit statuses.
const (
	ExitStart   = 0 // the script would start (or: no finding of severity error)
	ExitBlocked = 1 // the script would not start (or: a finding of severity error)
	ExitError   = 2 // usage, configuration or parse error
)

const tscheckUsage = `usage: tscheck [--config FILE] [--format text|json] [--store FILE] [--session ID] SCRIPT|-
       tscheck --config FILE [--format text|json]   (the agent checks of a configuration)

Pre-flight check of a script: every tools call it can see (line, tool,
literal input or "built at run time", stdin-fed or not, where it stands)
with its verdict (allow, needs approval, denied, checked at run time), and
the constructs it cannot see through. The exit status says whether the
script would start (0), would not (1), or could not be checked (2). It
raises no request and uses up no answer.

Flags:
`

// Tscheck is the tscheck command; it returns the exit status.
func Tscheck(env Env, args []string) int {
	fs := flag.NewFlagSet("tscheck", flag.ContinueOnError)
	configPath := fs.String("config", "", "the configuration `FILE`; none: the built-in example server and the default rules")
	format := fs.String("format", "text", "text or json")
	storePath := fs.String("store", "", "the approval store (a SQLite `FILE` or a postgres:// URL) whose answers count (read only; nothing is used up)")
	session := fs.String("session", defaultSession, "the session whose answers count")
	if done, st := parseFlags(fs, args, env, func(w io.Writer) { io.WriteString(w, tscheckUsage); printFlags(w, fs) }, "tscheck"); done {
		if st == 2 {
			return ExitError
		}
		return st
	}
	if *format != "text" && *format != "json" {
		fmt.Fprintf(env.Stderr, "tscheck: --format %q: want text or json\n", *format)
		return ExitError
	}
	ctx := context.Background()
	opts := &tis.Options{Environ: env.Environ, Dir: env.Dir, ConfigPath: env.abs(*configPath), Name: "tscheck", Version: Version()}
	if *storePath != "" {
		opts.StorePath = env.storeAbs(*storePath) // the host opens it and closes it
	}
	switch {
	case fs.NArg() == 0 && *configPath != "":
		return agentChecks(ctx, opts, *format, env)
	case fs.NArg() != 1:
		fmt.Fprintf(env.Stderr, "usage: tscheck [flags] SCRIPT|-\nRun 'tscheck --help' for the flags.\n")
		return ExitError
	}
	name := fs.Arg(0)
	src, err := env.readScript(name)
	if err != nil {
		fmt.Fprintf(env.Stderr, "tscheck: %v\n", err)
		return ExitError
	}
	h, err := tis.New(ctx, opts)
	if err != nil {
		fmt.Fprintf(env.Stderr, "tscheck: %v\n", err)
		return ExitError
	}
	defer h.Close()
	s, err := h.Session(ctx, *session)
	if err != nil {
		fmt.Fprintf(env.Stderr, "tscheck: %v\n", err)
		return ExitError
	}
	chk, err := s.Check(ctx, name, string(src))
	if err != nil {
		fmt.Fprintf(env.Stderr, "tscheck: %v\n", err)
		return ExitError
	}
	if *format == "json" {
		enc := json.NewEncoder(env.Stdout)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		_ = enc.Encode(chk)
	} else {
		printCheck(env.Stdout, chk)
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
		// An allow says why when the tool's own annotations are not the
		// reason: its name ("inferred from the name"), a rule (and what
		// it lifts), the default, a person's answer.
		if c.Message != "" && c.Verdict != gate.VerdictDiscovery && (c.Verdict != gate.VerdictAllow || c.Source != policy.SourceAnnotation) {
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

// agentChecks checks a configuration (SPEC section 9).
func agentChecks(ctx context.Context, opts *tis.Options, format string, env Env) int {
	h, err := tis.New(ctx, opts)
	if err != nil {
		fmt.Fprintf(env.Stderr, "tscheck: %v\n", err)
		return ExitError
	}
	defer h.Close()
	found := h.AgentChecks(ctx)
	status := ExitStart
	for _, f := range found {
		if f.Severity == "error" {
			status = ExitBlocked
		}
	}
	if format == "json" {
		if found == nil {
			found = []tis.Finding{}
		}
		enc := json.NewEncoder(env.Stdout)
		enc.SetIndent("", "  ")
		_ = enc.Encode(map[string]any{"findings": found})
		return status
	}
	if len(found) == 0 {
		fmt.Fprintln(env.Stdout, "no findings")
	}
	for _, f := range found {
		fmt.Fprintf(env.Stdout, "%s  %s  [%s]  %s\n", f.Severity, f.ID, f.Category, f.Message)
	}
	return status
}
