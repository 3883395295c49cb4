package coreutils

import (
	"context"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/toolsinshell/tis/runtime/command"
)

// timeoutSignals are the signal names timeout -s takes, with their
// numbers on Linux.
var timeoutSignals = map[string]int{
	"HUP": 1, "INT": 2, "QUIT": 3, "ILL": 4, "TRAP": 5, "ABRT": 6, "IOT": 6, "BUS": 7, "FPE": 8, "KILL": 9,
	"USR1": 10, "SEGV": 11, "USR2": 12, "PIPE": 13, "ALRM": 14, "TERM": 15, "STKFLT": 16, "CHLD": 17,
	"CONT": 18, "STOP": 19, "TSTP": 20, "TTIN": 21, "TTOU": 22, "URG": 23, "XCPU": 24, "XFSZ": 25,
	"VTALRM": 26, "PROF": 27, "WINCH": 28, "IO": 29, "POLL": 29, "PWR": 30, "SYS": 31,
}

// timeoutSignal returns the number and the name of a signal given by
// name (TERM, SIGTERM) or number.
func timeoutSignal(s string) (int, string, bool) {
	if n, err := strconv.Atoi(s); err == nil {
		for name, v := range timeoutSignals {
			if v == n && name != "IOT" && name != "POLL" {
				return n, name, true
			}
		}
		return 0, "", n == 0
	}
	name := strings.TrimPrefix(strings.ToUpper(s), "SIG")
	n, ok := timeoutSignals[name]
	return n, name, ok
}

// timeoutDuration parses DURATION: a non-negative floating point number
// with an optional s, m, h or d suffix.
func timeoutDuration(s string) (time.Duration, bool) {
	mult := 1.0
	num := s
	if num != "" {
		switch num[len(num)-1] {
		case 's':
			num = num[:len(num)-1]
		case 'm':
			mult, num = 60, num[:len(num)-1]
		case 'h':
			mult, num = 3600, num[:len(num)-1]
		case 'd':
			mult, num = 86400, num[:len(num)-1]
		}
	}
	if num == "" || strings.ContainsAny(num, "xXpP") || strings.HasPrefix(num, "+") {
		return 0, false
	}
	f, err := strconv.ParseFloat(num, 64)
	if err != nil || f < 0 || math.IsNaN(f) {
		return 0, false
	}
	secs := f * mult
	if secs >= float64(math.MaxInt64)/float64(time.Second) {
		return time.Duration(math.MaxInt64), true
	}
	d := time.Duration(secs * float64(time.Second))
	if d == 0 && secs > 0 {
		d = 1 // a positive duration, however small, times out
	}
	return d, true
}

// timeoutExpired is the cause of timeout's own deadline.
type timeoutExpired struct{}

func (timeoutExpired) Error() string { return "timed out" }

// timeoutCmd is timeout [-s SIGNAL] [-k DURATION] [-v]
// [--preserve-status] [--foreground] DURATION COMMAND [ARG...]: the
// command run (through the sandbox's own commands) with a deadline. When
// it is reached the command is stopped; timeout exits 124 (137 for
// KILL; 128+SIGNAL with --preserve-status). Status 125 is timeout's own
// error, 126 a command that cannot run, 127 one that is not there. The
// sandbox's commands all stop at the deadline, so -k changes nothing.
func timeoutCmd(ctx context.Context, c *command.Call) error {
	fs := command.NewFlagSet(c.Name)
	fs.Permute = false
	sig, sigName := 15, "TERM"
	var bad error
	fs.Func('s', "signal", true, func(v string) error {
		n, name, ok := timeoutSignal(v)
		if !ok && bad == nil {
			bad = fmt.Errorf("%s: invalid signal", filesQuote(v))
		}
		sig, sigName = n, name
		return nil
	})
	fs.Func('k', "kill-after", true, func(v string) error {
		if _, ok := timeoutDuration(v); !ok && bad == nil {
			bad = fmt.Errorf("invalid time interval %s", filesQuote(v))
		}
		return nil
	})
	verbose := fs.Bool('v', "verbose")
	preserve := fs.Bool(0, "preserve-status")
	fs.Func(0, "foreground", false, func(string) error { return nil })
	ops, err := fs.ParseOrUsage(c)
	if err != nil {
		return err
	}
	if bad != nil {
		fmt.Fprintf(c.Stderr, "%s: %v\nTry '%s --help' for more information.\n", c.Name, bad, c.Name)
		return command.Status(125)
	}
	if len(ops) < 2 {
		fmt.Fprintf(c.Stderr, "Try '%s --help' for more information.\n", c.Name)
		return command.Status(125)
	}
	d, ok := timeoutDuration(ops[0])
	if !ok {
		fmt.Fprintf(c.Stderr, "%s: invalid time interval %s\nTry '%s --help' for more information.\n", c.Name, filesQuote(ops[0]), c.Name)
		return command.Status(125)
	}
	argv := ops[1:]
	if c.HasCommand != nil && !c.HasCommand(argv[0]) {
		if strings.Contains(argv[0], "/") {
			if _, err := c.FS.Stat(c.Path(argv[0])); err == nil {
				return c.Fail(126, "failed to run command %s: Permission denied", filesQuote(argv[0]))
			}
		}
		return c.Fail(127, "failed to run command %s: No such file or directory", filesQuote(argv[0]))
	}
	if c.Exec == nil {
		return c.Fail(125, "cannot run commands here")
	}
	run := ctx
	if d > 0 {
		var cancel context.CancelFunc
		run, cancel = context.WithTimeoutCause(ctx, d, timeoutExpired{})
		defer cancel()
	}
	err = c.Exec(run, argv, c.Stdin, c.Stdout, c.Stderr)
	if ctx.Err() != nil {
		return ctx.Err() // the script itself is stopped
	}
	var expired timeoutExpired
	if run.Err() != nil && errors.As(context.Cause(run), &expired) {
		if *verbose {
			fmt.Fprintf(c.Stderr, "%s: sending signal %s to command %s\n", c.Name, sigName, filesQuote(argv[0]))
		}
		switch {
		case sig == 9:
			return command.Status(137)
		case *preserve:
			return command.Status(128 + sig)
		}
		return command.Status(124)
	}
	if n, ok := command.StatusOf(err); ok && n == 127 && c.HasCommand == nil {
		return c.Fail(127, "failed to run command %s: No such file or directory", filesQuote(argv[0]))
	}
	return err
}

// timeClockLine formats a duration as bash's time keyword does
// (%3lR: 0m0.000s).
func timeClockLine(d time.Duration) string {
	ms := d.Milliseconds()
	return fmt.Sprintf("%dm%d.%03ds", ms/60000, ms/1000%60, ms%1000)
}

// timeCmd is time [-p] COMMAND [ARG...], for when time is not the
// shell's keyword (xargs time, /usr/bin/time): the command run, then its
// times on standard error in the format of bash's time keyword (real,
// user, sys; -p: the POSIX format). Real time is measured on the
// session's clock; user and system time are 0, as the sandbox does not
// account CPU per command.
func timeCmd(ctx context.Context, c *command.Call) error {
	fs := command.NewFlagSet(c.Name)
	fs.Permute = false
	posix := fs.Bool('p', "portability")
	ops, err := fs.ParseOrUsage(c)
	if err != nil {
		return err
	}
	now := c.Now
	if now == nil {
		now = func() time.Time { return time.Time{} }
	}
	start := now()
	var runErr error
	if len(ops) > 0 {
		switch {
		case c.HasCommand != nil && !c.HasCommand(ops[0]):
			fmt.Fprintf(c.Stderr, "%s: cannot run %s: No such file or directory\n", c.Name, ops[0])
			runErr = command.Status(127)
		case c.Exec == nil:
			runErr = c.Fail(127, "cannot run %s: No such file or directory", ops[0])
		default:
			runErr = c.Exec(ctx, ops, c.Stdin, c.Stdout, c.Stderr)
			if _, ok := command.StatusOf(runErr); !ok {
				return runErr
			}
		}
	}
	real := max(now().Sub(start), 0)
	if *posix {
		fmt.Fprintf(c.Stderr, "real %.2f\nuser %.2f\nsys %.2f\n", real.Seconds(), 0.0, 0.0)
	} else {
		fmt.Fprintf(c.Stderr, "\nreal\t%s\nuser\t%s\nsys\t%s\n", timeClockLine(real), timeClockLine(0), timeClockLine(0))
	}
	return runErr
}
