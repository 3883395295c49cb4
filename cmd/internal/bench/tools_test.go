package bench

import "testing"

// BenchmarkTools measures the tools command: building the catalog of 335
// published tools and printing tools --help, searching it, and calls to
// a Go tool, each in a warm session with the per-script catalog.
func BenchmarkTools(b *testing.B) {
	for _, w := range ToolsWorkloads() {
		b.Run(w.Name, func(b *testing.B) {
			run, err := ToolsRunner(w)
			if err != nil {
				b.Skip(err)
			}
			b.ReportAllocs()
			for b.Loop() {
				if err := run(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// TestToolsWorkloadsRun checks that each tools workload succeeds.
func TestToolsWorkloadsRun(t *testing.T) {
	for _, w := range ToolsWorkloads() {
		run, err := ToolsRunner(w)
		if err != nil {
			t.Logf("%s: %v", w.Name, err)
			continue
		}
		if err := run(); err != nil {
			t.Error(err)
		}
	}
}
