package cli

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/toolsinshell/tis"
	"github.com/toolsinshell/tis/internal/tracker"
	"github.com/toolsinshell/tis/mcpexpose"
	"github.com/toolsinshell/tis/store"
	"github.com/toolsinshell/tis/toolset"
)

// ServeExampleFlag makes tsrun the example MCP server on stdio (for
// configurations that want it as a server of their own).
const ServeExampleFlag = "--serve-example"

const tsrunUsage = `usage: tsrun [flags] SCRIPT|-

Runs a bash script in the sandboxed shell of Tools in Shell and exits with
its status. SCRIPT is a file of the host, or - for stdin. The script sees
only the sandbox: files of its own, no host program, no host variable; its
stdin is empty unless --stdin names a file. Its tools command reaches the
MCP servers of the configuration (or the built-in example server), through
the gate: policy rules, hooks, the schema check, approvals.

Output: the script's stdout and stderr, in the order it wrote them, then
the report (JSON, on stderr) when the script was stopped or failed after a
call that may have changed something. --json prints one object instead:
exit_code, success, stdout, stderr, limits_hit, tools (the report: done,
read_only_calls, stopped, not_reached), images (path, mime_type, data in
base64), and cut when the result was cut to its budget.
--out DIR also copies the images to DIR.

Result budget: --json (read by programs that hand it to a model) holds the
result to --max-result bytes, 30,000 by default: stdout and stderr keep
their head and tail, with one line between naming the session file that
holds all of it (/results/<script-id>/stdout, stderr; report.json for the
report), so the next script can grep or jq it; cut says what was cut.
Without --json, tsrun prints everything unless --max-result is given.

Approvals: --pending lists the requests waiting (JSON lines; those of
sessions that have ended come last, with "session_ended": true); --answer
ID=once|always|deny answers one; --answers lists the answers given;
--revoke ID withdraws one; --audit prints the audit log (every call the
gate judged, its verdict and outcome) as JSON lines, --since T from T on.
A once answer lets that exact call through
once: in the request's session, or, when that session has ended (a
gateway's client went away), in the next session of the same principal.
--session ID keeps a session (its files, its answers, its loaded servers)
in the store between runs; with --connect it names the gateway's session,
with --pending and --answers it selects that session's requests: the same
name everywhere.

Flags:
`

// Tsrun is the tsrun command; it returns the exit status.
func Tsrun(env Env, args []string) int {
	if len(args) == 1 && args[0] == ServeExampleFlag {
		return serveExample(env)
	}
	fs := flag.NewFlagSet("tsrun", flag.ContinueOnError)
	o := &tsrunFlags{}
	o.define(fs)
	if done, st := parseFlags(fs, args, env, func(w io.Writer) { io.WriteString(w, tsrunUsage); printFlags(w, fs) }, "tsrun"); done {
		return st
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if o.since != "" && !o.audit {
		fmt.Fprintf(env.Stderr, "tsrun: --since goes with --audit\n")
		return 2
	}
	if o.approvals() {
		if fs.NArg() != 0 {
			fmt.Fprintf(env.Stderr, "tsrun: --pending, --answer, --answers, --revoke and --audit take no script\n")
			return 2
		}
		return o.manageApprovals(ctx, env)
	}
	if fs.NArg() != 1 {
		fmt.Fprintf(env.Stderr, "usage: tsrun [flags] SCRIPT|-\nRun 'tsrun --help' for the flags.\n")
		return 2
	}
	for _, e := range o.env {
		if !strings.Contains(e, "=") {
			fmt.Fprintf(env.Stderr, "tsrun: --env %q: want NAME=value\n", e)
			return 2
		}
	}
	name := fs.Arg(0)
	src, err := env.readScript(name)
	if err != nil {
		fmt.Fprintf(env.Stderr, "tsrun: %v\n", err)
		return 2
	}
	if o.connect != "" {
		return o.runConnected(ctx, env, set, string(src))
	}
	var stdin io.Reader
	if o.stdin != "" {
		if o.stdin == "-" && name == "-" {
			fmt.Fprintf(env.Stderr, "tsrun: --stdin - and a script on stdin: give one of them another file\n")
			return 2
		}
		if o.stdin == "-" {
			stdin = env.Stdin
		} else {
			f, err := os.Open(env.abs(o.stdin))
			if err != nil {
				fmt.Fprintf(env.Stderr, "tsrun: --stdin: %v\n", err)
				return 2
			}
			defer f.Close()
			stdin = f
		}
	}
	h, status := o.host(ctx, env, set, true)
	if h == nil {
		return status
	}
	defer h.Close()
	sessionID := o.session
	if sessionID == "" {
		sessionID = defaultSession
	}
	s, err := h.Session(ctx, sessionID)
	if err != nil {
		fmt.Fprintf(env.Stderr, "tsrun: %v\n", err)
		return 2
	}
	file := name
	if file == "-" {
		file = ""
	}
	ropts := &tis.RunOptions{File: file, Stdin: stdin, Env: o.env}
	if !o.json && !set["max-result"] {
		// A person's terminal (or pipe) gets everything; --json is read
		// by programs that hand it to a model, and so is a plain run
		// given --max-result.
		ropts.MaxResultBytes = -1
	}
	res, err := s.Run(ctx, string(src), ropts)
	if err != nil {
		fmt.Fprintf(env.Stderr, "tsrun: %v\n", err)
		if res == nil {
			return 2
		}
	}
	if o.out != "" {
		if err := writeImages(env.abs(o.out), res.Images); err != nil {
			fmt.Fprintf(env.Stderr, "tsrun: --out: %v\n", err)
			return 2
		}
	}
	status = printResult(env, o.json, res)
	if hint := o.answerHint(res); hint != "" && !o.json {
		fmt.Fprint(env.Stderr, hint)
	}
	return status
}

// answerHint is the last line of a run stopped at an approval request:
// the exact command that answers it, with the flags that find the same
// store.
func (o *tsrunFlags) answerHint(res *tis.Result) string {
	if res.Report == nil || res.Report.Tools.Stopped == nil || res.Report.Tools.Stopped.RequestID == "" {
		return ""
	}
	cmd := "tsrun"
	if o.config != "" {
		cmd += " --config " + shellQuote(o.config)
	}
	switch {
	case o.store != "":
		cmd += " --store " + shellQuote(o.store)
	case o.storeFile != "":
		cmd += " --store-file " + shellQuote(o.storeFile)
	}
	id := res.Report.Tools.Stopped.RequestID
	return fmt.Sprintf("tsrun: the call waits for a person's answer; to allow it once, run\n    %s --answer %s=once\n"+
		"  (or %s=always for the session, %s=deny), then run the script again\n", cmd, id, id, id)
}

// shellQuote quotes s for a POSIX shell when it needs it.
func shellQuote(s string) string {
	if s != "" && strings.Trim(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=:@%+,") == "" {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// defaultSession is the session approvals belong to without --session.
const defaultSession = "default"

// tsrunFlags are tsrun's flags.
type tsrunFlags struct {
	hostFlags
	session, answer, revoke, stdin, out, connect string
	since                                        string
	json, pending, answers, audit                bool
	storeExisting                                bool // only read or answer the store
	env                                          multiFlag
}

func (o *tsrunFlags) define(fs *flag.FlagSet) {
	o.hostFlags.define(fs, "the script")
	fs.BoolVar(&o.json, "json", false, "print one JSON object: exit_code, success, stdout, stderr, limits_hit (the limits that stopped the script), tools (the report: done, read_only_calls, stopped, not_reached), images (path, mime_type, data in base64) and cut (when cut to --max-result)")
	fs.StringVar(&o.session, "session", "", "keep session `ID` in the store between runs: its files, its always answers, its loaded on-demand servers")
	fs.BoolVar(&o.pending, "pending", false, "list the pending approval requests (of --session, or of every session) as JSON lines, those of ended sessions last (\"session_ended\": true), and exit")
	fs.StringVar(&o.answer, "answer", "", "answer an approval request: `ID=once`, ID=always or ID=deny, and exit")
	fs.BoolVar(&o.answers, "answers", false, "list the answers given (of --session, or of every session) as JSON lines, newest first, and exit")
	fs.StringVar(&o.revoke, "revoke", "", "withdraw the answer of request `ID`, and exit")
	fs.BoolVar(&o.audit, "audit", false, "print the audit log (of --session, or of every session; from --since) as JSON lines, oldest first, and exit")
	fs.StringVar(&o.since, "since", "", "with --audit, only the entries from `T` on: a time (RFC 3339, e.g. 2026-12-04T10:00:00Z) or a duration back from now (e.g. 2h)")
	fs.StringVar(&o.stdin, "stdin", "", "give the script `FILE` as its stdin (- for tsrun's own); none: an empty stdin")
	fs.StringVar(&o.out, "out", "", "copy the images the script's calls saved to host directory `DIR`")
	fs.StringVar(&o.connect, "connect", "", "run the script in a session of a running gateway at `URL` (tsserve --http; token from TSSERVE_TOKEN)")
	fs.Var(&o.env, "env", "`NAME=value` visible to the script (repeatable)")
}

func (o *tsrunFlags) approvals() bool {
	return o.pending || o.answer != "" || o.answers || o.revoke != "" || o.audit
}

// host builds the host of one run. It returns nil and the exit status
// when it cannot. For a script (script true), the worker that runs it
// starts first, while the rest of the host is built.
func (o *tsrunFlags) host(ctx context.Context, env Env, set map[string]bool, script bool) (*tis.Host, int) {
	opts, err := o.options(env, set, "tsrun")
	if err != nil {
		fmt.Fprintf(env.Stderr, "tsrun: %v\n", err)
		return nil, 2
	}
	if script && opts.Worker != nil {
		opts.Worker.Prestart = 1
	}
	opts.Persist = o.session != ""
	opts.StoreExisting = o.storeExisting
	opts.ServerCloseGrace = 200 * time.Millisecond
	h, err := tis.New(ctx, opts)
	if err != nil {
		fmt.Fprintf(env.Stderr, "tsrun: %v\n", err)
		return nil, 2
	}
	if !o.inProcess {
		return h, 0
	}
	if l, err := h.Limits(); err == nil && l.MaxMemoryBytes > 0 {
		// One script in this process: the Go runtime's soft limit makes
		// the collector work harder near the script's memory limit, as a
		// worker sets it on itself. (Only tsrun: a gateway in one process
		// holds many sessions.)
		debug.SetMemoryLimit(l.MaxMemoryBytes)
	}
	return h, 0
}

// jsonResult is what --json prints.
type jsonResult struct {
	ExitCode  int              `json:"exit_code"`
	Success   bool             `json:"success"`
	Stdout    string           `json:"stdout"`
	Stderr    string           `json:"stderr"`
	LimitsHit []string         `json:"limits_hit"`
	Tools     *tis.ToolsReport `json:"tools"`
	Images    []tis.Image      `json:"images"`
	Cut       *tis.Cut         `json:"cut,omitempty"`
}

// printResult prints the script's output and the report; it returns the
// exit status.
func printResult(env Env, asJSON bool, res *tis.Result) int {
	if asJSON {
		out := jsonResult{ExitCode: res.ExitCode, Success: res.ExitCode == 0, Stdout: res.Stdout, Stderr: res.Stderr,
			LimitsHit: res.LimitsHit, Images: res.Images, Cut: res.Cut}
		if out.LimitsHit == nil {
			out.LimitsHit = []string{}
		}
		if out.Images == nil {
			out.Images = []tis.Image{}
		}
		if res.Report != nil {
			out.Tools = &res.Report.Tools
		} else {
			out.Tools = &tis.ToolsReport{Done: []tis.CallRecord{}}
		}
		enc := json.NewEncoder(env.Stdout)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		if err := enc.Encode(out); err != nil {
			fmt.Fprintf(env.Stderr, "tsrun: %v\n", err)
			return 2
		}
		return res.ExitCode
	}
	// Each stream gets its own, in the order the script wrote: joined
	// (2>&1) they read as the script wrote them.
	for _, seg := range res.Segments {
		w := env.Stdout
		if seg.Stderr || seg.Cut {
			w = env.Stderr
		}
		io.WriteString(w, seg.Text)
	}
	if res.Reported {
		b, _ := json.Marshal(res.Report)
		fmt.Fprintf(env.Stderr, "%s\n", b)
	}
	return res.ExitCode
}

// writeImages copies the images to a host directory.
func writeImages(dir string, images []tis.Image) error {
	for _, im := range images {
		p := filepath.Join(dir, filepath.FromSlash(im.Path))
		if rel, err := filepath.Rel(dir, p); err != nil || strings.HasPrefix(rel, "..") {
			return fmt.Errorf("image path %q leaves %s", im.Path, dir)
		}
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(p, im.Data, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// manageApprovals runs --pending, --answer, --answers, --revoke and
// --audit.
func (o *tsrunFlags) manageApprovals(ctx context.Context, env Env) int {
	var since time.Time
	if o.since != "" {
		var err error
		if since, err = parseSince(o.since, time.Now()); err != nil {
			fmt.Fprintf(env.Stderr, "tsrun: --since %q: %v\n", o.since, err)
			return 2
		}
	}
	if id, _, _ := strings.Cut(o.answer, "="); o.answer != "" && strings.TrimSpace(id) == "" {
		fmt.Fprintf(env.Stderr, "tsrun: --answer %q: the request ID is missing: want ID=once, ID=always or ID=deny (tsrun --pending lists the IDs)\n", o.answer)
		return 2
	}
	if id := o.revoke; id != "" && strings.TrimSpace(id) == "" {
		fmt.Fprintf(env.Stderr, "tsrun: --revoke: the request ID is missing\n")
		return 2
	}
	o.storeExisting = true
	h, status := o.host(ctx, env, nil, false)
	if h == nil {
		return status
	}
	defer h.Close()
	switch {
	case o.answer != "":
		id, kind, ok := strings.Cut(o.answer, "=")
		if !ok {
			id, kind, ok = strings.Cut(o.answer, ":")
		}
		k, err := store.ParseAnswerKind(kind)
		if !ok || err != nil {
			fmt.Fprintf(env.Stderr, "tsrun: --answer %q: want ID=once, ID=always or ID=deny\n", o.answer)
			return 2
		}
		if err := h.Answer(ctx, id, tis.Answer{Kind: k, By: env.Getenv("USER")}); err != nil {
			fmt.Fprintf(env.Stderr, "tsrun: %v\n", err)
			if errors.Is(err, store.ErrNotFound) || errors.Is(err, store.ErrAnswered) {
				return 1
			}
			return 2
		}
		fmt.Fprintf(env.Stdout, "%s: %s\n", id, k)
		return 0
	case o.revoke != "":
		if err := h.Revoke(ctx, o.revoke); err != nil {
			fmt.Fprintf(env.Stderr, "tsrun: %v\n", err)
			if errors.Is(err, store.ErrNotFound) || errors.Is(err, store.ErrNotAnswered) {
				return 1
			}
			return 2
		}
		fmt.Fprintf(env.Stdout, "%s: revoked\n", o.revoke)
		return 0
	}
	if o.audit {
		entries, err := h.Store().AuditLog(ctx, store.AuditFilter{Session: o.session, Since: since})
		if err != nil {
			fmt.Fprintf(env.Stderr, "tsrun: %v\n", err)
			return 2
		}
		for _, e := range entries {
			b, _ := json.Marshal(newAuditLine(e))
			fmt.Fprintf(env.Stdout, "%s\n", b)
		}
		return 0
	}
	list := h.Pending
	if o.answers {
		list = h.Answers
	}
	reqs, err := list(ctx, o.session)
	if err != nil {
		fmt.Fprintf(env.Stderr, "tsrun: %v\n", err)
		return 2
	}
	if o.pending {
		// The requests someone may still be waiting for first; those of
		// sessions that have ended (their client went away) after them.
		slices.SortStableFunc(reqs, func(a, b tis.Request) int {
			switch {
			case a.SessionEnded == b.SessionEnded:
				return 0
			case b.SessionEnded:
				return -1
			}
			return 1
		})
	}
	for _, r := range reqs {
		b, _ := json.Marshal(requestLine(r, o.pending))
		fmt.Fprintf(env.Stdout, "%s\n", b)
	}
	return 0
}

// pendingLine is one line of --pending and --answers.
type pendingLine struct {
	ID        string `json:"id"`
	Session   string `json:"session"`
	Principal string `json:"principal,omitempty"`
	// SessionEnded is on every line of --pending: true for a request of
	// a session that has ended, which nobody waits for in that session
	// (a once answer goes to the principal's next session).
	SessionEnded *bool           `json:"session_ended,omitempty"`
	Tool         string          `json:"tool"`
	Input        json.RawMessage `json:"input"`
	Message      string          `json:"message,omitempty"`
	Line         int             `json:"line,omitempty"`
	BeforeStart  bool            `json:"before_start"`
	Answer       string          `json:"answer,omitempty"`
	By           string          `json:"by,omitempty"`
	At           *time.Time      `json:"at,omitempty"`
	Used         bool            `json:"used,omitempty"`
}

// requestLine is a request as --pending (pending set) or --answers
// prints it.
func requestLine(r tis.Request, pending bool) pendingLine {
	line := pendingLine{ID: r.ID, Session: r.Session, Principal: r.Principal, Tool: r.Tool, Input: json.RawMessage(r.Input),
		Message: r.Message, Line: r.Line, BeforeStart: r.BeforeStart, Used: r.Used}
	if pending {
		ended := r.SessionEnded
		line.SessionEnded = &ended
	}
	if a := r.Answer; a != nil {
		line.Answer, line.By = string(a.Kind), a.By
		at := a.At
		line.At = &at
	}
	return line
}

// parseSince reads --since: a time in RFC 3339, or a duration back from
// now.
func parseSince(v string, now time.Time) (time.Time, error) {
	if t, err := time.Parse(time.RFC3339Nano, v); err == nil {
		return t, nil
	}
	if d, err := time.ParseDuration(v); err == nil && d >= 0 {
		return now.Add(-d), nil
	}
	return time.Time{}, fmt.Errorf("want a time such as 2026-12-04T10:00:00Z or a duration such as 2h")
}

// auditLine is one line of --audit: an audit entry, its input as JSON.
type auditLine struct {
	ID        int64           `json:"id"`
	Time      time.Time       `json:"time"`
	Session   string          `json:"session"`
	Script    string          `json:"script"`
	Call      int             `json:"call,omitempty"`
	Tool      string          `json:"tool"`
	Canonical string          `json:"canonical"`
	Input     json.RawMessage `json:"input"`
	Verdict   string          `json:"verdict"`
	Source    string          `json:"source,omitempty"`
	Outcome   string          `json:"outcome"`
	ErrorCode string          `json:"error_code,omitempty"`
	Line      int             `json:"line,omitempty"`
	Approval  string          `json:"approval,omitempty"`
}

func newAuditLine(e store.AuditEntry) auditLine {
	input := json.RawMessage(e.Input)
	if !json.Valid(input) {
		input, _ = json.Marshal(e.Input)
	}
	return auditLine{ID: e.ID, Time: e.Time, Session: e.Session, Script: e.Script, Call: e.Call, Tool: e.Tool,
		Canonical: e.Canonical, Input: input, Verdict: string(e.Verdict), Source: e.Source, Outcome: string(e.Outcome),
		ErrorCode: e.ErrorCode, Line: e.Line, Approval: e.Approval}
}

// serveExample serves the example issue tracker over MCP on stdio.
func serveExample(env Env) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	impl := &mcp.Implementation{Name: "tis-example-tracker", Title: "Example issue tracker", Version: "0.1"}
	if err := mcpexpose.ServeStdio(ctx, tracker.New(toolset.ExampleServer), impl); err != nil {
		fmt.Fprintf(env.Stderr, "tsrun %s: %v\n", ServeExampleFlag, err)
		return 1
	}
	return 0
}
