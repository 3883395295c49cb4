// Command tsrun runs a bash script in the sandboxed shell of Tools in
// Shell and exits with the script's status.
//
//	tsrun [--json] [--timeout D] [--max-commands N] [--max-output N] SCRIPT|-
//
// The script comes from a file on the host or from stdin ("-"); when it
// comes from a file, tsrun's stdin is the script's stdin. The script sees
// only the sandbox: its own in-memory files, no host file, no host
// program, no host environment variable. Its tools command reaches the
// built-in example server (github, an in-memory issue tracker) and the
// web-fetch tool (for the hosts given with --fetch-allow only).
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/gotools"
	tisruntime "github.com/toolsinshell/tis/runtime"
	"github.com/toolsinshell/tis/runtime/toolcmd"
	"github.com/toolsinshell/tis/tracker"
	"github.com/toolsinshell/tis/webfetch"
)

func main() { os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)) }

// jsonResult is what --json prints.
type jsonResult struct {
	ExitCode  int      `json:"exit_code"`
	Stdout    string   `json:"stdout"`
	Stderr    string   `json:"stderr"`
	LimitsHit []string `json:"limits_hit"`
}

// run is tsrun with its streams; it returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("tsrun", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: tsrun [flags] SCRIPT|-")
		fs.PrintDefaults()
	}
	asJSON := fs.Bool("json", false, "print one JSON object with exit_code, stdout, stderr and limits_hit")
	d := tisruntime.DefaultLimits
	timeout := fs.Duration("timeout", d.Timeout, "wall-clock time limit of the script")
	maxCmds := fs.Int("max-commands", d.MaxCommands, "limit on simple commands run (-1: none)")
	maxOut := fs.Int("max-output", d.MaxOutputBytes, "bytes of stdout and of stderr kept (head and tail)")
	maxFile := fs.Int64("max-file-bytes", d.MaxFileBytes, "size limit of one file")
	maxFS := fs.Int64("max-fs-bytes", d.MaxTotalBytes, "size limit of all files")
	var env, allow multiFlag
	fs.Var(&env, "env", "NAME=value visible to the script (repeatable)")
	fs.Var(&allow, "fetch-allow", "a host web-fetch may reach, e.g. example.com, *.example.com or 127.0.0.1:8080 (repeatable)")
	maxCalls := fs.Int("max-calls", toolcmd.DefaultMaxCalls, "tool calls allowed per script (-1: none)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() != 1 {
		fs.Usage()
		return 2
	}
	var src []byte
	var err error
	scriptStdin := stdin
	if name := fs.Arg(0); name == "-" {
		src, err = io.ReadAll(stdin)
		scriptStdin = nil
	} else {
		src, err = os.ReadFile(name)
	}
	if err != nil {
		fmt.Fprintf(stderr, "tsrun: %v\n", err)
		return 2
	}
	for _, e := range env {
		if !strings.Contains(e, "=") {
			fmt.Fprintf(stderr, "tsrun: --env %q: want NAME=value\n", e)
			return 2
		}
	}
	s := tisruntime.NewSession(&tisruntime.Options{
		Limits: tisruntime.Limits{Timeout: *timeout, MaxCommands: *maxCmds, MaxOutputBytes: *maxOut,
			MaxFileBytes: *maxFile, MaxTotalBytes: *maxFS},
		Env: env,
	})
	ctx := context.Background()
	box := toolcmd.New(toolcmd.Options{MaxCalls: *maxCalls, Sources: builtinSources(allow)})
	res := s.Run(ctx, string(src), &tisruntime.RunOptions{Stdin: scriptStdin, Commands: box.Commands(ctx)})
	if *asJSON {
		out := jsonResult{ExitCode: res.ExitCode, Stdout: res.Stdout, Stderr: res.Stderr, LimitsHit: res.LimitsHit}
		if out.LimitsHit == nil {
			out.LimitsHit = []string{}
		}
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
	return res.ExitCode
}

// builtinSources are the sources tsrun offers: the example issue tracker
// as the server "github" and the top-level web-fetch tool.
func builtinSources(allowHosts []string) func(context.Context) ([]catalog.Source, error) {
	sources := []catalog.Source{
		tracker.New("github"),
		gotools.NewSource(catalog.SourceInfo{Name: "builtin", Description: "Tools built into Tools in Shell."},
			webfetch.New(webfetch.Options{AllowHosts: allowHosts, AllowHint: "with tsrun --fetch-allow"})),
	}
	return toolcmd.Static(sources...)
}

type multiFlag []string

func (m *multiFlag) String() string     { return strings.Join(*m, ",") }
func (m *multiFlag) Set(v string) error { *m = append(*m, v); return nil }
