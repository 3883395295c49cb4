package bench

import "testing"

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
