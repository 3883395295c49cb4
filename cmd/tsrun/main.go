// Command tsrun runs a bash script in the sandboxed shell of Tools in
// Shell and exits with the script's status.
//
//	tsrun [--config FILE] [--json] [limits] SCRIPT|-
//
// The script comes from a file on the host or from stdin ("-"); when it
// comes from a file, tsrun's stdin is the script's stdin. The script sees
// only the sandbox: its own in-memory files, no host file, no host
// program, no host environment variable. Its tools command reaches the
// MCP servers of the configuration file and the web-fetch tool (for the
// allowed hosts only). Without a configuration, the one server is the
// built-in example issue tracker, "github", which tsrun serves over MCP
// from a child process of its own (tsrun --serve-example).
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/toolsinshell/tis/analyzer"
	"github.com/toolsinshell/tis/config"
	"github.com/toolsinshell/tis/runtime/gate"

	"github.com/toolsinshell/tis/mcpexpose"
	"github.com/toolsinshell/tis/mcpsource"
	"github.com/toolsinshell/tis/policy"
	tisruntime "github.com/toolsinshell/tis/runtime"
	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/toolcmd"
	"github.com/toolsinshell/tis/toolerr"
	"github.com/toolsinshell/tis/toolset"
	"github.com/toolsinshell/tis/internal/tracker"
)

func main() { os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)) }

// jsonResult is what --json prints.
type jsonResult struct {
	ExitCode  int                  `json:"exit_code"`
	Success   bool                 `json:"success"`
	Stdout    string               `json:"stdout"`
	Stderr    string               `json:"stderr"`
	LimitsHit []string             `json:"limits_hit"`
	Tools     *toolcmd.ToolsReport `json:"tools"`
}

// serveExampleFlag makes tsrun the example MCP server on stdio.
const serveExampleFlag = "--serve-example"

// run is tsrun with its streams; it returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 1 && args[0] == serveExampleFlag {
		return serveExample(stderr)
	}
	fs := flag.NewFlagSet("tsrun", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: tsrun [flags] SCRIPT|-")
		fs.PrintDefaults()
	}
	configPath := fs.String("config", "", "configuration file (mcpServers, webFetch, limits); none: the built-in example server")
	asJSON := fs.Bool("json", false, "print one JSON object with exit_code, stdout, stderr and limits_hit")
	d := tisruntime.DefaultLimits
	timeout := fs.Duration("timeout", d.Timeout, "wall-clock time limit of the script")
	maxCmds := fs.Int("max-commands", d.MaxCommands, "limit on simple commands run (-1: none)")
	maxOut := fs.Int("max-output", d.MaxOutputBytes, "bytes of stdout and of stderr kept (head and tail)")
	maxFile := fs.Int64("max-file-bytes", d.MaxFileBytes, "size limit of one file")
	maxFS := fs.Int64("max-fs-bytes", d.MaxTotalBytes, "size limit of all files")
	maxMem := fs.Int64("max-memory", d.MaxMemoryBytes, "limit on the process's heap while the script runs, in bytes (-1: none)")
	maxCalls := fs.Int("max-calls", toolcmd.DefaultMaxCalls, "tool calls allowed per script (-1: none)")
	serverLog := fs.String("server-log", "", "append what stdio MCP servers write on stderr to this file")
	storeFlag := fs.String("store", "", "the approval store (SQLite); default: approvals.store of the configuration, else $XDG_STATE_HOME/tis/store.db")
	sessionFlag := fs.String("session", "", "keep a session in the store between invocations: its files, its always answers, its loaded on-demand servers")
	pending := fs.Bool("pending", false, "list the pending approval requests (of --session, or of every session) as JSON lines, and exit")
	answer := fs.String("answer", "", "answer an approval request: ID=once, ID=always or ID=deny, and exit")
	var env, allow multiFlag
	fs.Var(&env, "env", "NAME=value visible to the script (repeatable)")
	fs.Var(&allow, "fetch-allow", "a host web-fetch may reach, e.g. example.com, *.example.com or 127.0.0.1:8080 (repeatable)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *pending || *answer != "" {
		if fs.NArg() != 0 {
			fs.Usage()
			return 2
		}
		cfg, err := loadConfig(*configPath)
		if err != nil {
			fmt.Fprintf(stderr, "tsrun: %v\n", err)
			return 2
		}
		st, err := openStore(storePath(*storeFlag, cfg), true, stderr)
		if err != nil {
			fmt.Fprintf(stderr, "tsrun: %v\n", err)
			return 2
		}
		defer st.Close()
		return approvals(context.Background(), st, *sessionFlag, *pending, *answer, stdout, stderr)
	}
	if fs.NArg() != 1 {
		fs.Usage()
		return 2
	}
	for _, e := range env {
		if !strings.Contains(e, "=") {
			fmt.Fprintf(stderr, "tsrun: --env %q: want NAME=value\n", e)
			return 2
		}
	}
	src, scriptStdin, err := readScript(fs.Arg(0), stdin)
	if err != nil {
		fmt.Fprintf(stderr, "tsrun: %v\n", err)
		return 2
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	mcpOpts := &mcpsource.Options{}
	if *serverLog != "" {
		f, err := os.OpenFile(*serverLog, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o644)
		if err != nil {
			fmt.Fprintf(stderr, "tsrun: %v\n", err)
			return 2
		}
		defer f.Close()
		mcpOpts.Stderr = f
	}
	set := toolset.New(toolset.Options{
		ConfigPath: *configPath,
		Example:    tracker.New(toolset.ExampleServer),
		FetchAllow: allow,
		FetchHint:  "with tsrun --fetch-allow or webFetch.allowHosts in the configuration",
		MCP:        mcpOpts,
	})
	defer set.Close()
	sources, err := set.Sources(ctx)
	if err != nil && set.Config() == nil && *configPath != "" {
		fmt.Fprintf(stderr, "tsrun: %v\n", err)
		return 2
	}

	// Limits: the configuration's, then the flags given on the command line.
	limits := tisruntime.Limits{Timeout: *timeout, MaxCommands: *maxCmds, MaxOutputBytes: *maxOut,
		MaxFileBytes: *maxFile, MaxTotalBytes: *maxFS, MaxMemoryBytes: *maxMem}
	calls := *maxCalls
	if cfg := set.Config(); cfg != nil && cfg.Limits != nil {
		set := map[string]bool{}
		fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
		cl := cfg.Limits
		pick := func(flagName string, apply func()) {
			if !set[flagName] {
				apply()
			}
		}
		pick("timeout", func() {
			if cl.Timeout.Duration > 0 {
				limits.Timeout = cl.Timeout.Duration
			}
		})
		pick("max-commands", func() {
			if cl.MaxCommands != 0 {
				limits.MaxCommands = cl.MaxCommands
			}
		})
		pick("max-output", func() {
			if cl.MaxOutputBytes != 0 {
				limits.MaxOutputBytes = cl.MaxOutputBytes
			}
		})
		pick("max-file-bytes", func() {
			if cl.MaxFileBytes != 0 {
				limits.MaxFileBytes = cl.MaxFileBytes
			}
		})
		pick("max-fs-bytes", func() {
			if cl.MaxTotalBytes != 0 {
				limits.MaxTotalBytes = cl.MaxTotalBytes
			}
		})
		pick("max-calls", func() {
			if cl.MaxCalls != 0 {
				calls = cl.MaxCalls
			}
		})
	}
	s := tisruntime.NewSession(&tisruntime.Options{Limits: limits, Env: env})

	// The gate: rules, hooks and the approval store.
	cfg := set.Config()
	engine, def, hooks, err := policy.FromConfig(cfg)
	if err != nil {
		fmt.Fprintf(stderr, "tsrun: %v\n", err)
		return 2
	}
	st, err := openStore(storePath(*storeFlag, cfg), *storeFlag != "", stderr)
	if err != nil {
		fmt.Fprintf(stderr, "tsrun: %v\n", err)
		return 2
	}
	defer st.Close()
	session := defaultSession
	if *sessionFlag != "" {
		session = *sessionFlag
		if err := restoreSession(ctx, st, session, s.FS(), sources); err != nil {
			fmt.Fprintf(stderr, "tsrun: %v\n", err)
			return 2
		}
	}
	gopts := gate.Options{Policy: engine, Default: def, Hooks: hooks, Store: st, Session: session, Script: scriptID()}
	box := toolcmd.New(toolcmd.Options{MaxCalls: calls, Sources: set.Sources, Gate: gate.New(gopts)})
	tools := box.ForScript(ctx)

	// Before start: the calls written out in full are judged now; one that
	// needs approval or is denied keeps the script from starting.
	if rep, err := analyzer.Analyze(fs.Arg(0), string(src)); err == nil {
		chk, err := gate.Preflight(ctx, tools.Catalog(), rep, gopts, true)
		if err != nil {
			fmt.Fprintf(stderr, "tsrun: %v\n", err)
			return 2
		}
		if !chk.Start {
			notReached := "the whole script: it did not start; run it again, unchanged, once the request is answered"
			if chk.Stopped.Reason == toolerr.CodeDenied {
				notReached = "the whole script: it did not start, because a call it makes is denied"
			}
			report := toolcmd.Report{ExitCode: 1, Tools: toolcmd.ToolsReport{Done: []toolcmd.CallRecord{},
				Stopped: chk.Stopped, NotReached: notReached}}
			return printResult(stdout, stderr, *asJSON, &tisruntime.Result{ExitCode: 1}, &report, true)
		}
	}
	res := s.Run(ctx, string(src), &tisruntime.RunOptions{Stdin: scriptStdin,
		Commands: map[string]command.Func{"tools": tools.Run}})
	if *sessionFlag != "" {
		if err := saveSession(ctx, st, session, s.FS(), sources); err != nil {
			fmt.Fprintf(stderr, "tsrun: saving session %s: %v\n", session, err)
		}
	}
	report, haveReport := tools.Report(res.ExitCode, limitStop(res))
	return printResult(stdout, stderr, *asJSON, res, report, haveReport)
}

// printResult prints the script's output and the report; it returns the
// exit status.
func printResult(stdout, stderr io.Writer, asJSON bool, res *tisruntime.Result, report *toolcmd.Report, haveReport bool) int {
	if asJSON {
		out := jsonResult{ExitCode: res.ExitCode, Success: res.ExitCode == 0, Stdout: res.Stdout, Stderr: res.Stderr, LimitsHit: res.LimitsHit}
		if out.LimitsHit == nil {
			out.LimitsHit = []string{}
		}
		out.Tools = &report.Tools // always, in --json
		enc := json.NewEncoder(stdout)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		if err := enc.Encode(out); err != nil {
			fmt.Fprintf(stderr, "tsrun: %v\n", err)
			return 2
		}
		return res.ExitCode
	}
	io.WriteString(stdout, res.Stdout)
	io.WriteString(stderr, res.Stderr)
	if haveReport {
		b, _ := json.Marshal(report)
		fmt.Fprintf(stderr, "%s\n", b)
	}
	return res.ExitCode
}

// limitStop names the limit that stopped the script, for the report.
func limitStop(res *tisruntime.Result) string {
	var le *tisruntime.LimitError
	if errors.As(res.Stopped, &le) {
		return le.Limit + "_limit"
	}
	return ""
}

// readScript reads the script from a host file or, for "-", from stdin
// (which then gives the script no stdin).
// loadConfig loads the configuration file, if one is given.
func loadConfig(path string) (*config.Config, error) {
	if path == "" {
		return nil, nil
	}
	return config.Load(path)
}

func readScript(name string, stdin io.Reader) ([]byte, io.Reader, error) {
	if name == "-" {
		src, err := io.ReadAll(stdin)
		return src, nil, err
	}
	src, err := os.ReadFile(name)
	return src, stdin, err
}

// serveExample serves the example issue tracker over MCP on stdio.
func serveExample(stderr io.Writer) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	impl := &mcp.Implementation{Name: "tis-example-tracker", Title: "Example issue tracker", Version: "0.1"}
	if err := mcpexpose.ServeStdio(ctx, tracker.New(toolset.ExampleServer), impl); err != nil {
		fmt.Fprintf(stderr, "tsrun %s: %v\n", serveExampleFlag, err)
		return 1
	}
	return 0
}

type multiFlag []string

func (m *multiFlag) String() string     { return strings.Join(*m, ",") }
func (m *multiFlag) Set(v string) error { *m = append(*m, v); return nil }
