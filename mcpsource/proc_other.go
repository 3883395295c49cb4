//go:build !unix

package mcpsource

import "os/exec"

// setProcessGroup does nothing where there are no process groups.
func setProcessGroup(*exec.Cmd) {}

// killProcessGroup does nothing where there are no process groups; the
// server itself is still ended by mcp.CommandTransport.
func killProcessGroup(int) {}
