//go:build !unix

package hooks

import "os/exec"

// setProcessGroup does nothing here: cancellation kills the hook's own
// process only.
func setProcessGroup(*exec.Cmd) {}
