// Command tsbench measures Tools in Shell and prints its tables side by
// side in one run: the standard shell workloads in the sandbox and under
// the machine's real bash, jq and coreutils; the tools command's own
// workloads; the everyday path: a 50-call script with the SQLite store
// against the same with an in-memory store, `echo hi` with three stdio
// servers configured against none, and one call to one of three
// configured servers, each timed to the exit of a tsrun process; and the
// gateway (tsserve --http) under concurrent sessions, with a tools call's
// cost over the worker pipe; and the result budget: the tokens a model
// receives for a script printing 2 MB, without a budget and with the
// default one; and the 96 cases of bashkit's benchmark, warm in our
// runtime, in a tis.Session and in bashkit (in Node), interleaved.
//
//	tsbench [--n RUNS] [--only startup|shell|tools|everyday|gateway|budget|bashkit] [--servers npm|example] [--sessions N] [--bashkit DIR]
//
// It lives under internal/ so that go install ./cmd/... installs only the
// user's commands; run it with go run ./cmd/tsbench (or make
// bench).
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/toolsinshell/tis"
	"github.com/toolsinshell/tis/cmd/internal/bench"
	"github.com/toolsinshell/tis/cmd/internal/cli"
	"github.com/toolsinshell/tis/internal/plural"
)

// tsrunFlag makes this program tsrun, so the process workloads time the
// very code of cmd/tsrun without building it: tsbench --tsrun ARGS.
const tsrunFlag = "--tsrun"

func main() {
	args := os.Args[1:]
	if tis.IsWorker(args) {
		os.Exit(tis.ServeWorker(os.Stdin, os.Stdout, os.Stderr))
	}
	if len(args) > 0 && args[0] == tsrunFlag {
		os.Exit(cli.Tsrun(cli.Process(), args[1:]))
	}
	// The gateway table runs this program as tsserve.
	if os.Getenv(bench.AsTsserve) == "1" {
		os.Exit(cli.Tsserve(cli.Process(), args))
	}
	os.Exit(run(cli.Process(), args))
}

const usage = `usage: tsbench [flags]

Measures Tools in Shell and prints, side by side in one run:
  startup   what starting costs: tsrun on echo hello in a worker, with
            --in-process, and GNU bash; tsrun --version; a bash call of
            tsserve over stdio with workers, with --in-process, and the
            library in process; a tools call in a worker and in process
            against the same call by a go-sdk client; the worker pipe
  shell     the standard workloads in the sandbox and under the real bash
  tools     the tools command's workloads (catalog, help, search, calls)
  everyday  a 50-call script with the SQLite store / an in-memory store;
            echo hi with three stdio MCP servers configured / none; one
            call to one of three configured servers, to the exit of tsrun
  gateway   tsserve --http under --sessions MCP sessions at once, and a
            tools call's cost over the worker pipe
  budget    the tokens (bytes/4) a model receives for a script printing
            2 MB, with no result budget and with the default one
  bashkit   the 96 cases of bashkit's benchmark (shared/bench/shell-cases.json),
            each warm in our runtime's session, in a tis.Session (the gate
            and the store too) and in bashkit's Bash (in Node; --bashkit),
            interleaved: per category the medians, our ratio to bashkit,
            the cases at most 0.5x, and the outputs equal to GNU bash's
  files     (only with --only files) tsserve's memory with 20 sessions of
            60 MB of files each, with no bound and with
            --max-total-files-bytes 256MiB
Each number is the median of --n runs.

Flags:
`

// options are tsbench's flags.
type options struct {
	n        int
	only     string
	servers  string
	sessions int
	bashkit  string
}

func run(env cli.Env, args []string) int {
	fs := flag.NewFlagSet("tsbench", flag.ContinueOnError)
	var o options
	fs.IntVar(&o.n, "n", 20, "runs per workload (the median is shown)")
	fs.StringVar(&o.only, "only", "", "run one table: startup, shell, tools, everyday, gateway, budget, bashkit or files")
	fs.StringVar(&o.bashkit, "bashkit", env.Getenv(bench.BashkitEnv), "the node_modules directory holding "+bench.BashkitPackage+" (or the directory npm install --prefix installed it in), for the bashkit table; default $"+bench.BashkitEnv)
	fs.IntVar(&o.sessions, "sessions", 50, "MCP sessions at once in the gateway table (0: no gateway table)")
	fs.StringVar(&o.servers, "servers", "", "the three stdio servers of the everyday table: npm (server-everything, -memory, -filesystem; needs node and npm ci in testdata/mcp-servers) or example (this program serving the example tracker); default npm when found")
	if done, st := cli.ParseFlags(fs, args, env, func(w io.Writer) { io.WriteString(w, usage); cli.PrintFlags(w, fs) }, "tsbench"); done {
		return st
	}
	switch {
	case fs.NArg() != 0:
		fmt.Fprintf(env.Stderr, "tsbench: no arguments, only flags\nRun 'tsbench --help' for the flags.\n")
		return 2
	case o.n < 1:
		fmt.Fprintf(env.Stderr, "tsbench: --n %d: want at least 1\n", o.n)
		return 2
	case o.only != "" && o.only != "startup" && o.only != "shell" && o.only != "tools" && o.only != "everyday" && o.only != "gateway" && o.only != "budget" && o.only != "bashkit" && o.only != "files":
		fmt.Fprintf(env.Stderr, "tsbench: --only %q: want startup, shell, tools, everyday, gateway, budget, bashkit or files\n", o.only)
		return 2
	case o.sessions < 0:
		fmt.Fprintf(env.Stderr, "tsbench: --sessions %d: want 0 or more\n", o.sessions)
		return 2
	case o.servers != "" && o.servers != "npm" && o.servers != "example":
		fmt.Fprintf(env.Stderr, "tsbench: --servers %q: want npm or example\n", o.servers)
		return 2
	}
	tables := []struct {
		name string
		f    func(cli.Env, options) error
	}{{"startup", startupTable}, {"shell", shellTable}, {"tools", toolsTable}, {"everyday", everydayTable}, {"gateway", gatewayTable}, {"budget", budgetTable}, {"bashkit", bashkitTable}, {"files", filesTable}}
	first := true
	for _, t := range tables {
		if o.only != "" && o.only != t.name || t.name == "gateway" && o.sessions == 0 || t.name == "files" && o.only != "files" {
			continue
		}
		if !first {
			fmt.Fprintln(env.Stdout)
		}
		first = false
		if err := t.f(env, o); err != nil {
			fmt.Fprintf(env.Stderr, "tsbench: %v\n", err)
			return 1
		}
	}
	return 0
}

// startupTable is what starting costs, each row beside its anchor, all
// in one run: whole commands (exec to exit), a bash call of a running
// tsserve over stdio, a tools call, the worker pipe.
func startupTable(env cli.Env, o options) error {
	exe, err := os.Executable()
	if err != nil {
		return err
	}
	dir, err := os.MkdirTemp("", "tsbench-startup-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	for name, data := range map[string]string{"config.json": `{"mcpServers": {}}`, "script.sh": "echo hello\n"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			return err
		}
	}
	penv := []string{"HOME=" + dir, "XDG_STATE_HOME=" + filepath.Join(dir, "state")}
	tsrun := func(args ...string) func() error {
		return bench.CommandRunner(append([]string{exe, tsrunFlag}, args...), dir, penv, "")
	}
	bashPath, bashErr := exec.LookPath("bash")
	bash := func(args ...string) func() error {
		if bashErr != nil {
			return func() error { return bashErr }
		}
		return bench.CommandRunner(append([]string{bashPath}, args...), dir, penv, "")
	}
	type row struct {
		name, anchor string
		run, base    func() error
		target       time.Duration // 0: none
	}
	procs := []row{
		{name: "tsrun: echo hello (worker)", anchor: "GNU bash: echo hello", run: tsrun("--config", "config.json", "script.sh"), base: bash("script.sh"), target: 12 * time.Millisecond},
		{name: "tsrun --in-process: echo hello", anchor: "GNU bash: echo hello", run: tsrun("--in-process", "--config", "config.json", "script.sh"), base: bash("script.sh"), target: 6 * time.Millisecond},
		{name: "tsrun --version", anchor: "GNU bash --version", run: tsrun("--version"), base: bash("--version"), target: 3 * time.Millisecond},
	}
	tw := tabwriter.NewWriter(env.Stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "start-up\tmedian\tanchor\tmedian\tratio\ttarget")
	line := func(name, anchor string, d, base time.Duration, target time.Duration, ratio float64) {
		r := "-"
		if base > 0 {
			r = fmt.Sprintf("%.2fx", float64(d)/float64(base))
		}
		var marks []string
		if target > 0 {
			marks = append(marks, fmt.Sprintf("<= %s %s", target, metOrMissed(d <= target)))
		}
		if ratio > 0 && base > 0 {
			marks = append(marks, fmt.Sprintf("<= %.2fx %s", ratio, metOrMissed(float64(d) <= ratio*float64(base))))
		}
		if len(marks) == 0 {
			marks = append(marks, "-")
		}
		b := "-"
		if base > 0 {
			b = round(base).String()
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\n", name, round(d), anchor, b, r, strings.Join(marks, ", "))
	}
	for _, p := range procs {
		d, base, err := medianPair(o.n, p.run, p.base)
		if err != nil {
			return err
		}
		line(p.name, p.anchor, d, base, p.target, 0)
	}
	// A bash call of tsserve over stdio.
	n := max(o.n, 20)
	lib, err := bench.LibraryRunCost("echo hi", n)
	if err != nil {
		return err
	}
	inProc, err := bench.StdioBashCost(exe, []string{"--in-process"}, "echo hi", "hi", n)
	if err != nil {
		return err
	}
	workers, err := bench.StdioBashCost(exe, nil, "echo hi", "hi", n)
	if err != nil {
		return err
	}
	line("tsserve over stdio: echo hi (workers)", "tsserve --in-process", workers, inProc, 3*time.Millisecond, 2)
	line("tsserve --in-process over stdio: echo hi", "the library in process", inProc, lib, 0, 0)
	// One tools call, against the same call of a go-sdk client.
	server := []string{exe, tsrunFlag, cli.ServeExampleFlag}
	direct, err := bench.DirectCallCost(server, 10*n)
	if err != nil {
		return err
	}
	inWorker, err := bench.ToolsCallCost(server, true, 200, 5)
	if err != nil {
		return err
	}
	inProcCall, err := bench.ToolsCallCost(server, false, 200, 5)
	if err != nil {
		return err
	}
	line("a tools call of a stdio server, in a worker", "the same call, go-sdk client", inWorker, direct, 0, 1.25)
	line("a tools call of a stdio server, in process", "the same call, go-sdk client", inProcCall, direct, 0, 0)
	pipe, err := bench.PipeCost(exe, 1000, 5)
	if err != nil {
		return err
	}
	line("the worker pipe: a tools call of a command that does nothing", "-", pipe, 0, 60*time.Microsecond, 0)
	return tw.Flush()
}

// metOrMissed marks a target.
func metOrMissed(met bool) string {
	if met {
		return "met"
	}
	return "MISSED"
}

// shellTable is the standard workloads, sandbox against host bash.
func shellTable(env cli.Env, o options) error {
	rows, err := bench.Compare(bench.Workloads(), o.n)
	if err != nil {
		return err
	}
	tw := tabwriter.NewWriter(env.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "workload\tsandbox (warm session)\thost bash (new process)\tratio\tsame output\t")
	for _, r := range rows {
		host, ratio, same := "n/a", "n/a", "n/a"
		if r.HostErr == nil {
			host = round(r.Host).String()
			ratio = fmt.Sprintf("%.2fx", float64(r.Sandbox)/float64(r.Host))
			same = fmt.Sprint(r.SameOutput)
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t\n", r.Workload, round(r.Sandbox), host, ratio, same)
	}
	return tw.Flush()
}

// toolsTable is the tools command's workloads.
func toolsTable(env cli.Env, o options) error {
	tw := tabwriter.NewWriter(env.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "tools workload\tmedian per script\t")
	for _, w := range bench.ToolsWorkloads() {
		run, err := bench.ToolsRunner(w)
		if err != nil {
			fmt.Fprintf(tw, "%s\tskipped: %v\t\n", w.Name, err)
			continue
		}
		d, err := bench.MedianOf(o.n, run)
		if err != nil {
			return err
		}
		fmt.Fprintf(tw, "%s\t%s\t\n", w.Name, round(d))
	}
	return tw.Flush()
}

// everydayTable is the everyday path, each workload against its
// baseline.
func everydayTable(env cli.Env, o options) error {
	type row struct {
		name, baseline string
		measured, base time.Duration
		target         float64 // 0: none
	}
	var rows []row

	sqlite, memory, cleanup, err := bench.StoreRunners(50)
	if err != nil {
		return err
	}
	ds, dm, err := medianPair(o.n, sqlite, memory)
	cleanup()
	if err != nil {
		return err
	}
	rows = append(rows, row{"50 calls, SQLite store", "in-memory store", ds, dm, 1.3})

	exe, err := os.Executable()
	if err != nil {
		return err
	}
	tsrun := []string{exe, tsrunFlag}
	set, serr := bench.NPMServers(env.Getenv("PATH"))
	switch {
	case o.servers == "npm" && serr != nil:
		return fmt.Errorf("--servers npm: %v", serr)
	case o.servers == "example" || serr != nil:
		set = bench.ExampleServers(tsrun)
	}
	none, c1, err := bench.ProcessRunner(tsrun, env.Environ, nil, "echo hi", "hi\n")
	if err != nil {
		return err
	}
	defer c1()
	three, c2, err := bench.ProcessRunner(tsrun, env.Environ, set.Servers, "echo hi", "hi\n")
	if err != nil {
		return err
	}
	defer c2()
	call, c3, err := bench.ProcessRunner(tsrun, env.Environ, set.Servers, set.Call, set.Want)
	if err != nil {
		return err
	}
	defer c3()
	dThree, dNone, err := medianPair(o.n, three, none)
	if err != nil {
		return err
	}
	rows = append(rows, row{"tsrun: echo hi, 3 stdio servers (" + set.Kind + ")", "tsrun: echo hi, no server", dThree, dNone, 2})
	dCall, err := bench.MedianOf(o.n, call)
	if err != nil {
		return err
	}
	rows = append(rows, row{"tsrun: one call to 1 of 3 servers, to exit (" + strings.TrimPrefix(set.Call, "tools ") + ")", "tsrun: echo hi, no server", dCall, dNone, 0})

	tw := tabwriter.NewWriter(env.Stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "everyday workload\tmedian\tbaseline\tmedian\tratio\ttarget")
	for _, r := range rows {
		target := "-"
		ratio := float64(r.measured) / float64(r.base)
		if r.target > 0 {
			mark := "met"
			if ratio > r.target {
				mark = "MISSED"
			}
			target = fmt.Sprintf("<= %.1fx %s", r.target, mark)
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%.2fx\t%s\n", r.name, round(r.measured), r.baseline, round(r.base), ratio, target)
	}
	return tw.Flush()
}

// gatewayTable loads tsserve over HTTP with concurrent sessions, and
// measures a tools call's cost over the worker pipe.
func gatewayTable(env cli.Env, o options) error {
	exe, err := os.Executable()
	if err != nil {
		return err
	}
	st, err := bench.GatewayLoad(exe, o.sessions, 10, 10)
	if err != nil {
		return fmt.Errorf("gateway: %w", err)
	}
	pipe, err := bench.PipeCost(exe, 1000, 5)
	if err != nil {
		return fmt.Errorf("gateway: %w", err)
	}
	e2e, err := bench.WorkerCallCost(200, 5)
	if err != nil {
		return fmt.Errorf("gateway: %w", err)
	}
	tw := tabwriter.NewWriter(env.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "gateway (tsserve --http, %s at once, %s each of %s)\tvalue\t\n",
		plural.Count(int64(st.Sessions), "session", "sessions"), plural.Count(int64(st.Scripts), "script", "scripts"), plural.Count(int64(st.Calls), "tool call", "tool calls"))
	fmt.Fprintf(tw, "bash calls per second\t%.1f\t\n", st.PerSecond)
	fmt.Fprintf(tw, "latency of a bash call, p50\t%s\t\n", round(st.P50))
	fmt.Fprintf(tw, "latency of a bash call, p99\t%s\t\n", round(st.P99))
	fmt.Fprintf(tw, "failed bash calls\t%d\t\n", st.Failures)
	if st.IdleSessionBytes > 0 {
		fmt.Fprintf(tw, "gateway memory per idle session (RSS)\t%d KiB\t\n", st.IdleSessionBytes>>10)
	}
	fmt.Fprintf(tw, "a tools call over the worker pipe (the protocol: call, reply)\t%s\t\n", round(pipe))
	fmt.Fprintf(tw, "a tools call of the example server, in a worker less in process\t%s\t\n", round(e2e))
	return tw.Flush()
}

// budgetTable is what a model receives for a script printing 2 MB,
// before the result budget (none) and with the default one.
func budgetTable(env cli.Env, o options) error {
	ctx := context.Background()
	tw := tabwriter.NewWriter(env.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "a script printing 2 MB (in process, default limits)\tbytes the model receives\ttokens (bytes/4)\tkept in /results\trun\tafter the script\t\n")
	for _, row := range []struct {
		name   string
		budget int
	}{{"before: no result budget (--max-result -1)", -1}, {fmt.Sprintf("after: the default budget (%d bytes)", tis.DefaultMaxResultBytes), 0}} {
		var runs []*bench.BudgetStats
		var took, after []time.Duration
		for range o.n {
			st, err := bench.ResultBudget(ctx, bench.PrintTwoMB, row.budget)
			if err != nil {
				return fmt.Errorf("budget: %w", err)
			}
			runs = append(runs, st)
			took = append(took, st.Took)
			after = append(after, st.After)
		}
		st := runs[0]
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%v\t%v\t\n", row.name, st.Bytes, st.Tokens, st.Kept,
			round(bench.MedianDuration(took)), round(bench.MedianDuration(after)))
	}
	return tw.Flush()
}

// bashkitTable sets the 96 cases of bashkit's benchmark side by side,
// warm against warm, in one interleaved run: our runtime's session (the
// interpreter with our commands, the fair peer of bashkit's Bash), the
// whole tis.Session (with the gate and the store), and bashkit in Node.
// Without bashkit or the cases it prints one line saying how to get
// them, and does not fail.
func bashkitTable(env cli.Env, o options) error {
	path, ok := bench.SharedPath("bench/shell-cases.json")
	if !ok {
		fmt.Fprintln(env.Stdout, "bashkit: skipped: shared/bench/shell-cases.json is not beside the repository")
		return nil
	}
	modules, err := bench.FindBashkit(o.bashkit)
	if err != nil {
		fmt.Fprintf(env.Stdout, "bashkit: skipped (%v): %s\n", err, bench.InstallBashkitHint())
		return nil
	}
	cases, err := bench.LoadShellCases(path)
	if err != nil {
		return err
	}
	scripts := make([]string, len(cases))
	for i, c := range cases {
		scripts[i] = c.Script
	}
	peer, err := bench.StartBashkit(modules, scripts)
	if err != nil {
		return fmt.Errorf("bashkit: %w", err)
	}
	defer peer.Close()
	rounds := max(3, o.n/4)
	rows, err := bench.ComparePeer(cases, peer, rounds, 10*time.Millisecond)
	if err != nil {
		return fmt.Errorf("bashkit: %w", err)
	}
	type group struct {
		name string
		rows []bench.PeerRow
	}
	var groups []*group
	byName := map[string]*group{}
	for _, r := range rows {
		g := byName[r.Case.Category]
		if g == nil {
			g = &group{name: r.Case.Category}
			byName[g.name] = g
			groups = append(groups, g)
		}
		g.rows = append(g.rows, r)
	}
	groups = append(groups, &group{name: "all", rows: rows})
	runs := make([]time.Duration, len(rows))
	for i, r := range rows {
		runs[i] = time.Duration(r.Runs)
	}
	fmt.Fprintf(env.Stdout, "bashkit %s: %d cases, each warm in its own interpreter on each side, %d rounds interleaved, median %d timed runs a case; times are medians over the cases of each case's median\n",
		peer.Version, len(rows), rounds, bench.MedianDuration(runs))
	tw := tabwriter.NewWriter(env.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "category\tcases\truntime\tbashkit\truntime/bashkit\t<= 0.5x\ttis.Session\ttis.Session/bashkit\t<= 0.5x\tsame as bash: runtime\ttis.Session\tbashkit\t")
	for _, g := range groups {
		var rt, lib, bk []time.Duration
		var rRatio, lRatio []float64
		rHalf, lHalf, rSame, lSame, bSame := 0, 0, 0, 0, 0
		for _, r := range g.rows {
			rt, lib, bk = append(rt, r.Runtime), append(lib, r.Library), append(bk, r.Bashkit)
			rr, lr := float64(r.Runtime)/float64(r.Bashkit), float64(r.Library)/float64(r.Bashkit)
			rRatio, lRatio = append(rRatio, rr), append(lRatio, lr)
			rHalf, lHalf = rHalf+count(rr <= 0.5), lHalf+count(lr <= 0.5)
			rSame, lSame, bSame = rSame+count(r.RuntimeSame), lSame+count(r.LibrarySame), bSame+count(r.BashkitSame)
		}
		n := len(g.rows)
		fmt.Fprintf(tw, "%s\t%d\t%s\t%s\t%.2fx\t%d/%d\t%s\t%.2fx\t%d/%d\t%d/%d\t%d/%d\t%d/%d\t\n", g.name, n,
			round(bench.MedianDuration(rt)), round(bench.MedianDuration(bk)), medianFloat(rRatio), rHalf, n,
			round(bench.MedianDuration(lib)), medianFloat(lRatio), lHalf, n, rSame, n, lSame, n, bSame, n)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	// The cases furthest from the goal (at most 0.5x), runtime against
	// bashkit.
	worst := slices.Clone(rows)
	ratio := func(r bench.PeerRow) float64 { return float64(r.Runtime) / float64(r.Bashkit) }
	sort.SliceStable(worst, func(i, j int) bool { return ratio(worst[i]) > ratio(worst[j]) })
	var names []string
	for _, r := range worst[:min(8, len(worst))] {
		names = append(names, fmt.Sprintf("%s (%s) %.2fx", r.Case.Name, r.Case.Category, ratio(r)))
	}
	_, err = fmt.Fprintf(env.Stdout, "furthest from 0.5x (runtime/bashkit): %s\n", strings.Join(names, ", "))
	return err
}

func count(b bool) int {
	if b {
		return 1
	}
	return 0
}

// medianFloat returns the median of xs (0 for none); xs is sorted.
func medianFloat(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	sort.Float64s(xs)
	if len(xs)%2 == 0 {
		return (xs[len(xs)/2-1] + xs[len(xs)/2]) / 2
	}
	return xs[len(xs)/2]
}

// filesTable measures tsserve's memory with many sessions' files, with
// no bound on them and with one.
func filesTable(env cli.Env, o options) error {
	exe, err := os.Executable()
	if err != nil {
		return err
	}
	const sessions, per = 20, 60 << 20
	tw := tabwriter.NewWriter(env.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "tsserve --http, %s of %d MiB of files each (RSS)	after writing	after reading back	peak	lost	\n", plural.Count(sessions, "session", "sessions"), per>>20)
	for _, bound := range []string{"-1", "256MiB"} {
		st, err := bench.GatewayFiles(exe, sessions, per, "--max-total-files-bytes", bound)
		if err != nil {
			return fmt.Errorf("files: %w", err)
		}
		fmt.Fprintf(tw, "--max-total-files-bytes %s\t%d MiB\t%d MiB\t%d MiB\t%d\t\n", bound, st.AfterWrite>>20, st.AfterRead>>20, st.Peak>>20, st.Lost)
	}
	return tw.Flush()
}

// medianPair times a and b in turns, n runs each after one warm-up run,
// so that both see the same machine; it returns their medians.
func medianPair(n int, a, b func() error) (time.Duration, time.Duration, error) {
	if err := a(); err != nil {
		return 0, 0, err
	}
	if err := b(); err != nil {
		return 0, 0, err
	}
	var da, db []time.Duration
	for range n {
		for _, x := range []struct {
			f func() error
			d *[]time.Duration
		}{{a, &da}, {b, &db}} {
			start := time.Now()
			if err := x.f(); err != nil {
				return 0, 0, err
			}
			*x.d = append(*x.d, time.Since(start))
		}
	}
	return bench.MedianDuration(da), bench.MedianDuration(db), nil
}

func round(d time.Duration) time.Duration {
	switch {
	case d > time.Second:
		return d.Round(time.Millisecond)
	case d > time.Millisecond:
		return d.Round(10 * time.Microsecond)
	}
	return d.Round(100 * time.Nanosecond)
}
