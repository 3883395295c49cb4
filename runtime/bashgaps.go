package runtime

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/toolsinshell/tis/internal/mvdansh/interp"
	"mvdan.cc/sh/v3/syntax"
)

// A builtin of the interpreter that differs from bash where scripts
// notice, fixed by rewriting its calls in the call handler (mapfile and
// readarray are the sandbox's own, see read.go):
//
//   - getopts does not step over "--": OPTIND stays on it. A getopts that
//     reaches "--" is answered here as bash does (NAME=?, OPTIND past the
//     "--", status 1).

// getoptsMarker names the internal call that brings the positional
// parameters to the getopts rewrite (the call handler cannot see them).
const getoptsMarker = "__tis_getopts"

// rewriteBashGap returns the replacement of a getopts call (or of the
// getopts marker), or nil to leave it as it is.
func (sc *script) rewriteBashGap(ctx context.Context, args []string) []string {
	switch args[0] {
	case "getopts":
		if len(args) == 3 {
			// No arguments: getopts reads the positional parameters,
			// which only the shell has; bring them here.
			return []string{"eval", getoptsMarker + " " + shellQuote(args[1]) + " " + shellQuote(args[2]) + ` "$@"`}
		}
		if len(args) > 3 {
			return sc.rewriteGetopts(ctx, args[1], args[2], args[3:], false)
		}
	case getoptsMarker:
		if len(args) < 3 {
			return []string{"eval", "(exit 2)"}
		}
		return sc.rewriteGetopts(ctx, args[1], args[2], args[3:], true)
	}
	return nil
}

// rewriteGetopts answers a getopts call that has reached "--" at OPTIND;
// any other call goes to the builtin (with the parameters as explicit
// arguments when they came through the marker).
func (sc *script) rewriteGetopts(ctx context.Context, optstring, name string, params []string, marker bool) []string {
	hc := interp.HandlerCtx(ctx)
	optind := 1
	if v := hc.Env.Get("OPTIND"); v.IsSet() {
		if n, err := strconv.Atoi(strings.TrimSpace(v.String())); err == nil && n > 0 {
			optind = n
		}
	}
	if optind-1 < len(params) && params[optind-1] == "--" && syntax.ValidName(name) {
		return []string{"eval", fmt.Sprintf("%s='?'; unset OPTARG; OPTIND=%d; false", name, optind+1)}
	}
	if !marker {
		return nil
	}
	return append([]string{"getopts", optstring, name}, params...)
}
