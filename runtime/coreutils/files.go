package coreutils

import "github.com/toolsinshell/tis/runtime/command"

// registerFiles adds the file and miscellaneous commands.
func registerFiles(r *command.Registry) {}
