//go:build !linux

package worker

import "os/exec"

// setProcessGroup leaves the worker's process as it is on this system.
func setProcessGroup(cmd *exec.Cmd) {}

// killGroup kills the worker.
func killGroup(cmd *exec.Cmd) {
	if cmd.Process != nil {
		_ = cmd.Process.Kill()
	}
}
