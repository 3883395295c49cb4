package bench

import (
	"context"
	"testing"

	"github.com/toolsinshell/tis"
)

// BenchmarkWorkloads runs each standard workload in a warm session.
func BenchmarkWorkloads(b *testing.B) {
	for _, w := range Workloads() {
		b.Run(w.Name, func(b *testing.B) {
			run, err := Sandbox(w)
			if err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			for b.Loop() {
				if _, err := run(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// TestWorkloadsRun checks that each workload runs in the sandbox and, when
// bash is on the machine, prints what bash prints.
func TestWorkloadsRun(t *testing.T) {
	rows, err := Compare(Workloads(), 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rows {
		if r.HostErr == nil && !r.SameOutput {
			t.Errorf("%s: sandbox output differs from bash's", r.Workload)
		}
	}
}

// TestResultBudget: the budget table's numbers: without a budget a model
// receives the whole output kept (1 MiB of the 2 MB, the output limit),
// with the default budget at most 30,000 bytes, the whole kept in files.
func TestResultBudget(t *testing.T) {
	ctx := context.Background()
	before, err := ResultBudget(ctx, PrintTwoMB, -1)
	if err != nil {
		t.Fatal(err)
	}
	after, err := ResultBudget(ctx, PrintTwoMB, 0)
	if err != nil {
		t.Fatal(err)
	}
	if before.Bytes < 1<<20 || before.Kept != 0 || before.Tokens != (before.Bytes+3)/4 {
		t.Fatalf("before: %+v", before)
	}
	if after.Bytes > tis.DefaultMaxResultBytes || after.Budget != tis.DefaultMaxResultBytes || after.Kept < 1<<20 {
		t.Fatalf("after: %+v", after)
	}
}
