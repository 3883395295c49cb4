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
// default one; the store's operations per second on PostgreSQL and on
// SQLite, and the gateway as several replicas over one PostgreSQL; and
// the 96 cases of bashkit's benchmark, warm in our runtime, in a
// tis.Session and in bashkit (in Node), interleaved.
//
//	tsbench [--n RUNS] [--only startup|shell|tools|everyday|gateway|budget|store|bashkit] [--servers npm|example] [--sessions N]
//	        [--store-url postgres://...] [--replicas N] [--bashkit DIR]
//
// It lives under internal/ so that go install ./cmd/... installs only the
// user's commands; run it with go run ./cmd/tsbench (or make
// bench).
package main

import (
	"cmp"
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	goruntime "runtime"
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
            With --replicas N, a second table under the same load: N
            gateways in this process, each its own host, all over the one
            PostgreSQL database, with MCP sessions each pinned to one
            gateway (given in turn), and with named sessions kept in the
            store (--shared-sessions), every call to the next gateway;
            beside one gateway on SQLite and on PostgreSQL
  budget    the tokens (bytes/4) a model receives for a script printing
            2 MB, with no result budget and with the default one
  store     the store's operations per second and time of one, with 1 and
            8 goroutines at once, on PostgreSQL beside SQLite: a check no
            answer covers (peek), a once answer consumed, an audit entry,
            a started audit entry committed before its call, a small
            session saved and loaded (--n rounds of about 70ms each).
            PostgreSQL is the database of --store-url (or $TIS_PG_URL;
            scripts/pgtest starts a throwaway one); without one its
            column says n/a.
  bashkit   the 96 cases of bashkit's benchmark (shared/bench/shell-cases.json),
            each warm in our runtime's session, in a tis.Session (the gate
            and the store too) and in bashkit's Bash (in Node; --bashkit),
            interleaved: per category the medians, our ratio to bashkit,
            the cases at most 0.5x, and the outputs equal to GNU bash's
  files     (only with --only files) tsserve's memory with 20 sessions of
            60 MB of files each, with no bound and with
            --max-total-files-bytes 256MiB
Each number is the median of --n runs.

What tsbench writes in a PostgreSQL database: for each measure, a schema
named tsbench_ and 12 random hex digits, with the store's tables, which
it drops (CASCADE) when the measure ends; nothing else. Its user needs
CREATE on the database. SQLite's files are in a temporary directory,
removed at the end.

Flags:
`

// options are tsbench's flags.
type options struct {
	n        int
	only     string
	servers  string
	sessions int
	storeURL string
	replicas int
	bashkit  string
}

func run(env cli.Env, args []string) int {
	fs := flag.NewFlagSet("tsbench", flag.ContinueOnError)
	var o options
	fs.IntVar(&o.n, "n", 20, "runs per workload (the median is shown)")
	fs.StringVar(&o.only, "only", "", "run one table: startup, shell, tools, everyday, gateway, budget, store, bashkit or files")
	fs.StringVar(&o.bashkit, "bashkit", env.Getenv(bench.BashkitEnv), "the node_modules directory holding "+bench.BashkitPackage+" (or the directory npm install --prefix installed it in), for the bashkit table; default $"+bench.BashkitEnv)
	fs.IntVar(&o.sessions, "sessions", 50, "MCP sessions at once in the gateway table (0: no gateway table)")
	fs.StringVar(&o.servers, "servers", "", "the three stdio servers of the everyday table: npm (server-everything, -memory, -filesystem; needs node and npm ci in testdata/mcp-servers) or example (this program serving the example tracker); default npm when found")
	fs.StringVar(&o.storeURL, "store-url", "", "the PostgreSQL `URL` (postgres://...) of the store table and of --replicas; default $TIS_PG_URL. tsbench works in a schema of its own there, dropped at the end")
	fs.IntVar(&o.replicas, "replicas", 0, "the gateway table also runs `N` gateways in this process over the one PostgreSQL database, beside one on SQLite and one on PostgreSQL (0: not)")
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
	case o.only != "" && o.only != "startup" && o.only != "shell" && o.only != "tools" && o.only != "everyday" && o.only != "gateway" && o.only != "budget" && o.only != "store" && o.only != "bashkit" && o.only != "files":
		fmt.Fprintf(env.Stderr, "tsbench: --only %q: want startup, shell, tools, everyday, gateway, budget, store, bashkit or files\n", o.only)
		return 2
	case o.replicas < 0:
		fmt.Fprintf(env.Stderr, "tsbench: --replicas %d: want 0 or more\n", o.replicas)
		return 2
	case o.sessions < 0:
		fmt.Fprintf(env.Stderr, "tsbench: --sessions %d: want 0 or more\n", o.sessions)
		return 2
	case o.servers != "" && o.servers != "npm" && o.servers != "example":
		fmt.Fprintf(env.Stderr, "tsbench: --servers %q: want npm or example\n", o.servers)
		return 2
	}
	if o.storeURL == "" {
		o.storeURL = env.Getenv("TIS_PG_URL")
	}
	if err := bench.CheckPostgresURL(o.storeURL); o.storeURL != "" && err != nil {
		fmt.Fprintf(env.Stderr, "tsbench: --store-url (or TIS_PG_URL): %v\n", err)
		return 2
	}
	tables := []struct {
		name string
		f    func(cli.Env, options) error
	}{{"startup", startupTable}, {"shell", shellTable}, {"tools", toolsTable}, {"everyday", everydayTable}, {"gateway", gatewayTable}, {"budget", budgetTable}, {"store", storeTable}, {"bashkit", bashkitTable}, {"files", filesTable}}
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
	if err := tw.Flush(); err != nil || o.replicas == 0 {
		return err
	}
	fmt.Fprintln(env.Stdout)
	return replicasTable(env, o)
}

// replicasTable loads --replicas gateways in this process over one
// PostgreSQL database, beside one gateway on SQLite and one on
// PostgreSQL, under the same load.
func replicasTable(env cli.Env, o options) error {
	const scripts, calls = 10, 10
	type row struct {
		name string
		st   *bench.GatewayStats
		na   string
		load string // the machine's load average as the load began
	}
	ctx := context.Background()
	var rows []row
	load := func(name, storeURL string, replicas int, mode bench.ReplicaMode) error {
		avg := bench.LoadAverage()
		st, err := bench.ReplicaLoad(storeURL, replicas, o.sessions, scripts, calls, false, mode)
		if err != nil {
			return fmt.Errorf("replicas: %s: %w", name, err)
		}
		rows = append(rows, row{name: name, st: st, load: avg})
		return nil
	}
	dir, err := os.MkdirTemp("", "tsbench-replicas-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	if err := load("1 gateway, SQLite, MCP sessions", filepath.Join(dir, "store.db"), 1, bench.Pinned); err != nil {
		return err
	}
	pgRows := []struct {
		name     string
		replicas int
		mode     bench.ReplicaMode
	}{
		{"1 gateway, PostgreSQL, MCP sessions", 1, bench.Pinned},
		{fmt.Sprintf("%d gateways, one PostgreSQL, MCP sessions, each pinned to one gateway", o.replicas), o.replicas, bench.Pinned},
		{"1 gateway, PostgreSQL, named sessions kept in the store (--shared-sessions)", 1, bench.Shared},
		{fmt.Sprintf("%d gateways, one PostgreSQL, named sessions kept in the store, each call to the next gateway", o.replicas), o.replicas, bench.Shared},
	}
	for _, r := range pgRows {
		if o.storeURL == "" {
			rows = append(rows, row{name: r.name, na: bench.NoPostgres})
			continue
		}
		dsn, _, drop, err := bench.NewPostgresSchema(ctx, o.storeURL)
		if err != nil {
			rows = append(rows, row{name: r.name, na: "n/a (" + err.Error() + ")"})
			continue
		}
		err = load(r.name, dsn, r.replicas, r.mode)
		if derr := drop(); err == nil && derr != nil {
			err = fmt.Errorf("replicas: dropping the schema: %w", derr)
		}
		if err != nil {
			return err
		}
	}
	tw := tabwriter.NewWriter(env.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "gateways in one process (%s at once, %s each of %s)\tbash calls/s\tp50\tp99\tfailed\tmachine load at start\t\n",
		plural.Count(int64(o.sessions), "session", "sessions"), plural.Count(scripts, "script", "scripts"), plural.Count(calls, "tool call", "tool calls"))
	for _, r := range rows {
		if r.st == nil {
			fmt.Fprintf(tw, "%s\t%s\t-\t-\t-\t-\t\n", r.name, r.na)
			continue
		}
		fmt.Fprintf(tw, "%s\t%.1f\t%s\t%s\t%d\t%s\t\n", r.name, r.st.PerSecond, round(r.st.P50), round(r.st.P99), r.st.Failures, cmp.Or(r.load, "-"))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintf(env.Stdout, "The loads run one after another; machine load is the 1-minute load average as each began (%d CPUs): compare rows of like load.\n", goruntime.NumCPU())
	return nil
}

// storeTable is the store's operations on PostgreSQL beside SQLite, each
// in a database of its own made for this run.
func storeTable(env cli.Env, o options) error {
	ctx := context.Background()
	sqlite, err := bench.OpenSQLiteBench()
	if err != nil {
		return fmt.Errorf("store: %w", err)
	}
	defer sqlite.Close()
	pgNA := bench.NoPostgres
	var pg *bench.StoreBackend
	if o.storeURL != "" {
		if pg, err = bench.OpenPostgresBench(ctx, o.storeURL); err != nil {
			pgNA, pg = "n/a ("+err.Error()+")", nil
		} else {
			defer pg.Close()
		}
	}
	backends := []*bench.StoreBackend{sqlite}
	if pg != nil {
		backends = []*bench.StoreBackend{pg, sqlite}
	}
	for _, b := range backends {
		if err := bench.SeedStore(ctx, b.Store, bench.StoreSeed); err != nil {
			return fmt.Errorf("store: %s: %w", b.Name, err)
		}
	}
	tw := tabwriter.NewWriter(env.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "store operation (one handle, %s stored)\tgoroutines\tPostgreSQL ops/s\tµs/op\tSQLite ops/s\tµs/op\tPostgreSQL/SQLite time\t\n", plural.Count(int64(bench.StoreSeed), "answer", "answers"))
	var started []bench.StoreRate // the started entry, one goroutine
	for i, op := range bench.StoreOps() {
		for _, workers := range bench.StoreWorkers() {
			rates, err := bench.CompareStoreOp(ctx, backends, op, workers, o.n, fmt.Sprint(i, "-", workers))
			if err != nil {
				return fmt.Errorf("store: %w", err)
			}
			if op.Key == "started" && workers == 1 {
				started = rates
			}
			sq := rates[len(rates)-1]
			pgRate, pgLat, ratio := pgNA, "-", "-"
			if pg != nil {
				p := rates[0]
				pgRate, pgLat, ratio = fmt.Sprintf("%.0f", p.PerSecond), micros(p.Latency), fmt.Sprintf("%.2fx", sq.PerSecond/p.PerSecond)
			}
			fmt.Fprintf(tw, "%s\t%d\t%s\t%s\t%.0f\t%s\t%s\t\n", op.Name, workers, pgRate, pgLat, sq.PerSecond, micros(sq.Latency), ratio)
		}
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	if started != nil {
		fmt.Fprintf(env.Stdout, "A changing call waits for its started entry: %s.\n", startedCost(backends, started))
	}
	for _, b := range backends {
		fmt.Fprintf(env.Stdout, "%s: %s; commits %s\n", b.Name, b.Where, b.Durability)
	}
	fmt.Fprintf(env.Stdout, "ops/s counts all goroutines together; µs/op is the median time of one operation (waits for the pool or a lock included);\n"+
		"PostgreSQL/SQLite time is SQLite's ops/s over PostgreSQL's: how many times as long PostgreSQL takes, held entries' later commits included.\n")
	return nil
}

// startedCost says what a started entry costs on each backend (the
// median time of one, alone), and PostgreSQL's over SQLite's when both
// ran (PostgreSQL first).
func startedCost(backends []*bench.StoreBackend, rates []bench.StoreRate) string {
	var parts []string
	for i, b := range backends {
		parts = append(parts, fmt.Sprintf("%s %sµs", b.Name, micros(rates[i].Latency)))
	}
	if len(rates) == 2 && rates[1].Latency > 0 {
		parts = append(parts, fmt.Sprintf("%.2fx as long on PostgreSQL", float64(rates[0].Latency)/float64(rates[1].Latency)))
	}
	return strings.Join(parts, ", ")
}

// micros writes a duration in microseconds.
func micros(d time.Duration) string {
	return fmt.Sprintf("%.1f", float64(d)/float64(time.Microsecond))
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
