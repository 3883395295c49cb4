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

	"github.com/toolsinshell/tis/internal/bench"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("tsbench", flag.ContinueOnError)
	fs.SetOutput(stderr)
	n := fs.Int("n", 20, "runs per workload (the median is shown)")
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
	return 0
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
