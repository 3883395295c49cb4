package runtime

import (
	goruntime "runtime"
	"testing"
)

// TestOverMemory: the memory limit counts what is still held, not the
// garbage a command left behind.
func TestOverMemory(t *testing.T) {
	goruntime.GC()
	base := memoryBytes()
	const size = 64 << 20
	held := make([]byte, size)
	for i := range held {
		held[i] = 1
	}
	over := overMemory(base + size/2)
	goruntime.KeepAlive(held)
	if !over {
		t.Fatalf("64 MiB held: not over a bound 32 MiB above the start")
	}
	if overMemory(base + size/2) {
		t.Errorf("64 MiB dropped: still over a bound 32 MiB above the start")
	}
}
