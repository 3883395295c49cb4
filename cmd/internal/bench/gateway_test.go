package bench

import (
	"os"
	"testing"
	"time"
)

// TestGatewayLoad runs the gateway load small, in both modes, so that
// the benchmark keeps working.
func TestGatewayLoad(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	for _, flags := range [][]string{nil, {"--in-process"}} {
		st, err := GatewayLoad(exe, 3, 2, 3, flags...)
		if err != nil {
			t.Fatal(err)
		}
		if st.Failures != 0 || st.P50 <= 0 || st.P99 < st.P50 || st.PerSecond <= 0 {
			t.Errorf("%v: %+v", flags, *st)
		}
	}
}

// TestGatewayFiles runs the files load small: past the bound, every
// session's files come back whole.
func TestGatewayFiles(t *testing.T) {
	if _, err := os.Stat("/proc/self/status"); err != nil {
		t.Skip("needs /proc for the memory figures")
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	st, err := GatewayFiles(exe, 4, 2<<20, "--max-total-files-bytes", "3MiB")
	if err != nil {
		t.Fatal(err)
	}
	if st.Lost != 0 || st.AfterWrite <= 0 || st.Peak < st.AfterRead {
		t.Errorf("%+v", *st)
	}
}

func TestPipeCost(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := PipeCost(exe, 5, 1); err != nil {
		t.Fatal(err)
	}
	if _, err := WorkerCallCost(5, 1); err != nil {
		t.Fatal(err)
	}
}

// BenchmarkPipeCost measures a tools call's cost over the worker pipe
// (PipeCost: a script of 1000 calls of a parent's command that does
// nothing, less the same script without the calls, over 1000), reported
// as ns/call; go test ./cmd/internal/bench -run XXX -bench PipeCost
// -benchtime 5x.
func BenchmarkPipeCost(b *testing.B) {
	exe, err := os.Executable()
	if err != nil {
		b.Fatal(err)
	}
	var per []time.Duration
	for b.Loop() {
		d, err := PipeCost(exe, 1000, 1)
		if err != nil {
			b.Fatal(err)
		}
		per = append(per, d)
	}
	b.ReportMetric(float64(MedianDuration(per).Nanoseconds()), "ns/call")
}
