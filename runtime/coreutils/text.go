package coreutils

import "github.com/toolsinshell/tis/runtime/command"

// registerText adds the text-processing commands.
func registerText(r *command.Registry) {}
