package runtime

import (
	"github.com/toolsinshell/tis/runtime/awk"
	"github.com/toolsinshell/tis/runtime/bc"
	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/coreutils"
	"github.com/toolsinshell/tis/runtime/expr"
	"github.com/toolsinshell/tis/runtime/grep"
	"github.com/toolsinshell/tis/runtime/jq"
	"github.com/toolsinshell/tis/runtime/sed"
)

// DefaultRegistry returns a new registry holding every command of the
// sandbox: the coreutils, grep, sed, awk, jq, expr, bc and those of
// registerCmdsB.
func DefaultRegistry() *command.Registry {
	r := &command.Registry{}
	coreutils.Register(r)
	r.Register("grep", grep.Command)
	r.Register("egrep", grep.EgrepCommand)
	r.Register("fgrep", grep.FgrepCommand)
	r.Register("sed", sed.Command)
	r.Register("awk", awk.Command)
	r.Register("jq", jq.New().Command)
	r.Register("expr", expr.Command)
	r.Register("bc", bc.Command)
	registerCmdsB(r)
	return r
}
