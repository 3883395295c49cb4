package runtime

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/toolsinshell/tis/internal/mvdansh/interp"
)

// kill is kill [-s SIG | -n NUM | -SIG] PID... and kill -l [N...]. The
// one process a script can signal is its own shell ($$, the sandbox's
// pid, also from a subshell or a nested bash): its trap for the signal
// runs once the kill command ends, or, without a trap, the script ends
// with 128 plus the signal's number, as bash killed by it. Signal 0 only
// checks. A background job (%N, $!) cannot be signalled: there is no job
// control in the sandbox, and kill says so (status 1); any other pid is
// no process here.
func (sc *script) kill(ctx context.Context, hc interp.HandlerContext, args []string) error {
	const usage = "kill: usage: kill [-s sigspec | -n signum | -sigspec] pid | jobspec ... or kill -l [sigspec]"
	sig := 15
	if len(args) == 0 {
		fmt.Fprintln(hc.Stderr, usage)
		return exitStatus(2)
	}
	switch a := args[0]; {
	case a == "-l" || a == "-L":
		return sc.killList(hc, args[1:])
	case a == "-s" || a == "-n":
		if len(args) < 2 {
			return sc.failf(hc, 2, "kill: %s: option requires an argument", a)
		}
		n, ok := interp.SignalNumber(args[1], false)
		if !ok {
			return sc.failf(hc, 1, "kill: %s: invalid signal specification", args[1])
		}
		sig, args = n, args[2:]
	case a == "--":
		args = args[1:]
	case len(a) > 1 && a[0] == '-':
		n, ok := interp.SignalNumber(a[1:], false)
		if !ok {
			return sc.failf(hc, 1, "kill: %s: invalid signal specification", a[1:])
		}
		sig, args = n, args[1:]
	}
	if len(args) > 0 && args[0] == "--" {
		args = args[1:]
	}
	if len(args) == 0 {
		fmt.Fprintln(hc.Stderr, usage)
		return exitStatus(2)
	}
	status := 0
	for _, target := range args {
		pid, err := strconv.Atoi(target)
		switch {
		case strings.HasPrefix(target, "%") || strings.HasPrefix(target, "g"):
			fmt.Fprintf(hc.Stderr, "%s: line %d: kill: %s: no job control in the sandbox: a background job cannot be signalled\n", sc.name, hc.Pos.Line(), target)
			status = 1
		case err != nil:
			fmt.Fprintf(hc.Stderr, "%s: line %d: kill: %s: arguments must be process or job IDs\n", sc.name, hc.Pos.Line(), target)
			status = 1
		case pid == SandboxPID || pid == 0 || pid == -1:
			if sig != 0 && sc.main != nil {
				sc.main.Signal(sig)
			}
		default:
			fmt.Fprintf(hc.Stderr, "%s: line %d: kill: (%d) - No such process\n", sc.name, hc.Pos.Line(), pid)
			status = 1
		}
	}
	return exitStatus(status)
}

// killList is kill -l: every signal, or the name of each number (with
// 128 added, as a status gives it) and the number of each name.
func (sc *script) killList(hc interp.HandlerContext, args []string) error {
	if len(args) == 0 {
		return hc.Builtin(context.Background(), []string{"trap", "-l"})
	}
	status := 0
	for _, a := range args {
		if n, err := strconv.Atoi(a); err == nil {
			if n > 128 {
				n -= 128
			}
			if name := interp.SignalName(n); n > 0 && n <= 64 && name != "" {
				fmt.Fprintln(hc.Stdout, strings.TrimPrefix(name, "SIG"))
				continue
			}
		} else if n, ok := interp.SignalNumber(a, false); ok && n > 0 {
			fmt.Fprintln(hc.Stdout, n)
			continue
		}
		fmt.Fprintf(hc.Stderr, "%s: line %d: kill: %s: invalid signal specification\n", sc.name, hc.Pos.Line(), a)
		status = 1
	}
	return exitStatus(status)
}
