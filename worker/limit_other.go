//go:build !unix

package worker

import (
	"runtime/debug"

	"github.com/toolsinshell/tis/runtime"
)

// limitSelf sets the Go runtime's memory limit; this system has no
// resource limits the worker can set on itself.
func limitSelf(l runtime.Limits) error {
	if l.MaxMemoryBytes > 0 {
		debug.SetMemoryLimit(l.MaxMemoryBytes)
	}
	return nil
}
