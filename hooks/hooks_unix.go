//go:build unix

package hooks

import (
	"os/exec"
	"syscall"
)

// setProcessGroup runs the hook in its own process group and makes
// cancellation kill the whole group, so a hook's children (a sleep in a
// shell script) stop with it.
func setProcessGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
}
