// Package coreutils holds the sandbox's versions of the coreutils commands
// models use (cat, sort, ls, xargs, ...), each a [command.Func] over the
// session's in-memory filesystem. Each command accepts the flags models
// actually use and rejects any other with "unsupported option", status 2.
package coreutils

import "github.com/toolsinshell/tis/runtime/command"

// Register adds every command of this package to r.
func Register(r *command.Registry) {
	registerText(r)
	registerFiles(r)
	registerMore(r)
	registerCmdsA(r)
	registerCmdsB(r)
}
