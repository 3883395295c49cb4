// Command tsbench runs the standard workloads in the sandboxed shell and
// under the machine's real bash, jq and coreutils, and prints a table of
// median times; then a table of the tools command's own workloads.
//
//	tsbench [-n RUNS]
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"text/tabwriter"
	"time"

	"github.com/toolsinshell/tis"
	"github.com/toolsinshell/tis/internal/bench"
	"github.com/toolsinshell/tis/internal/cli"
)

func main() {
	// The gateway tables run this program as tsserve, whose scripts run
	// in worker processes: this program again.
	if tis.IsWorker(os.Args[1:]) {
		os.Exit(tis.ServeWorker(os.Stdin, os.Stdout, os.Stderr))
	}
	if os.Getenv(bench.AsTsserve) == "1" {
		os.Exit(cli.Tsserve(cli.Process(), os.Args[1:]))
	}
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("tsbench", flag.ContinueOnError)
	fs.SetOutput(stderr)
	n := fs.Int("n", 20, "runs per workload (the median is shown)")
	sessions := fs.Int("sessions", 50, "MCP sessions at once in the gateway table (0: no gateway table)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	rows, err := bench.Compare(bench.Workloads(), *n)
	if err != nil {
		fmt.Fprintf(stderr, "tsbench: %v\n", err)
		return 1
	}
	tw := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
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
	tw.Flush()

	fmt.Fprintln(stdout)
	tw = tabwriter.NewWriter(stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "tools workload\tmedian per script\t")
	for _, w := range bench.ToolsWorkloads() {
		run, err := bench.ToolsRunner(w)
		if err != nil {
			fmt.Fprintf(tw, "%s\tskipped: %v\t\n", w.Name, err)
			continue
		}
		d, err := bench.MedianOf(*n, run)
		if err != nil {
			fmt.Fprintf(stderr, "tsbench: %v\n", err)
			return 1
		}
		fmt.Fprintf(tw, "%s\t%s\t\n", w.Name, round(d))
	}
	tw.Flush()
	if *sessions > 0 {
		if err := gatewayTable(stdout, *sessions); err != nil {
			fmt.Fprintf(stderr, "tsbench: gateway: %v\n", err)
			return 1
		}
	}
	return 0
}

// gatewayTable loads tsserve over HTTP with concurrent sessions, and
// measures a tools call's cost over the worker pipe.
func gatewayTable(stdout io.Writer, sessions int) error {
	exe, err := os.Executable()
	if err != nil {
		return err
	}
	st, err := bench.GatewayLoad(exe, sessions, 10, 10)
	if err != nil {
		return err
	}
	pipe, err := bench.PipeCost(200, 5)
	if err != nil {
		return err
	}
	fmt.Fprintln(stdout)
	tw := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "gateway (tsserve --http, %d sessions at once, %d scripts each of %d tools calls)\tvalue\t\n", st.Sessions, st.Scripts, st.Calls)
	fmt.Fprintf(tw, "bash calls per second\t%.1f\t\n", st.PerSecond)
	fmt.Fprintf(tw, "latency of a bash call, p50\t%s\t\n", round(st.P50))
	fmt.Fprintf(tw, "latency of a bash call, p99\t%s\t\n", round(st.P99))
	fmt.Fprintf(tw, "failed bash calls\t%d\t\n", st.Failures)
	if st.IdleSessionBytes > 0 {
		fmt.Fprintf(tw, "gateway memory per idle session (RSS)\t%d KiB\t\n", st.IdleSessionBytes>>10)
	}
	fmt.Fprintf(tw, "a tools call over the worker pipe, added\t%s\t\n", round(pipe))
	return tw.Flush()
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
