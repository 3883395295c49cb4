package coreutils

import (
	"context"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/toolsinshell/tis/runtime/command"
)

// The sandbox's own identity, which uname, whoami, id, hostname and
// nproc report: never the host's.
const (
	// SandboxUser is the user scripts run as.
	SandboxUser = "agent"
	// SandboxUID is the user's id.
	SandboxUID = 1000
	// SandboxGID is the id of the user's only group, also named agent.
	SandboxGID = 1000
	// SandboxHost is the host name.
	SandboxHost = "sandbox"
	// SandboxKernelRelease is what uname -r reports.
	SandboxKernelRelease = "6.1.0-sandbox"
	// SandboxKernelVersion is what uname -v reports.
	SandboxKernelVersion = "#1 SMP PREEMPT_DYNAMIC"
	// SandboxNproc is the number of processors nproc reports.
	SandboxNproc = 2
)

// unameCmd is uname [-asnrvmpio]: the sandbox's fixed system names
// (Linux, sandbox, a fixed release, x86_64, GNU/Linux), in GNU's order
// whatever the order of the flags; -a leaves out the unknown processor
// and hardware platform, as GNU does.
func unameCmd(ctx context.Context, c *command.Call) error {
	var sel [8]bool
	all := false
	fs := command.NewFlagSet(c.Name)
	fs.Func('a', "all", false, func(string) error { all = true; return nil })
	for i, o := range []struct {
		short rune
		long  string
	}{{'s', "kernel-name"}, {'n', "nodename"}, {'r', "kernel-release"}, {'v', "kernel-version"},
		{'m', "machine"}, {'p', "processor"}, {'i', "hardware-platform"}, {'o', "operating-system"}} {
		fs.Func(o.short, o.long, false, func(string) error { sel[i] = true; return nil })
	}
	ops, err := fs.ParseOrUsage(c)
	if err != nil {
		return err
	}
	if len(ops) > 0 {
		return filesTryHelp(c, "extra operand %s", filesQuote(ops[0]))
	}
	values := [8]string{"Linux", SandboxHost, SandboxKernelRelease, SandboxKernelVersion, "x86_64", "unknown", "unknown", "GNU/Linux"}
	any := false
	for _, s := range sel {
		any = any || s
	}
	if !any && !all {
		sel[0] = true
	}
	var parts []string
	for i, v := range values {
		if sel[i] || all && i != 5 && i != 6 {
			parts = append(parts, v)
		}
	}
	if _, err := fmt.Fprintln(c.Stdout, strings.Join(parts, " ")); err != nil {
		return filesWriteErr(c, err)
	}
	return nil
}

// whoamiCmd is whoami: the sandbox's user, agent.
func whoamiCmd(ctx context.Context, c *command.Call) error {
	fs := command.NewFlagSet(c.Name)
	ops, err := fs.ParseOrUsage(c)
	if err != nil {
		return err
	}
	if len(ops) > 0 {
		return filesTryHelp(c, "extra operand %s", filesQuote(ops[0]))
	}
	if _, err := fmt.Fprintln(c.Stdout, SandboxUser); err != nil {
		return filesWriteErr(c, err)
	}
	return nil
}

// idCmd is id [-u|-g|-G [-n] [-r]] [-z] [USER]: the sandbox's user and
// group (agent, 1000); any other user does not exist.
func idCmd(ctx context.Context, c *command.Call) error {
	fs := command.NewFlagSet(c.Name)
	user := fs.Bool('u', "user")
	group := fs.Bool('g', "group")
	groups := fs.Bool('G', "groups")
	name := fs.Bool('n', "name")
	real := fs.Bool('r', "real")
	zero := fs.Bool('z', "zero")
	ops, err := fs.ParseOrUsage(c)
	if err != nil {
		return err
	}
	if len(ops) > 1 {
		return filesTryHelp(c, "extra operand %s", filesQuote(ops[1]))
	}
	if len(ops) == 1 && ops[0] != SandboxUser && ops[0] != strconv.Itoa(SandboxUID) {
		return c.Errorf("%s: no such user", filesQuote(ops[0]))
	}
	n := 0
	for _, b := range []bool{*user, *group, *groups} {
		if b {
			n++
		}
	}
	if n > 1 {
		return filesTryHelp(c, "cannot print \"only\" of more than one choice")
	}
	if n == 0 && (*name || *real) {
		return filesTryHelp(c, "cannot print only names or real IDs in default format")
	}
	if n == 0 && *zero {
		return filesTryHelp(c, "option --zero not permitted in default format")
	}
	var out string
	switch {
	case n == 0:
		out = fmt.Sprintf("uid=%d(%s) gid=%d(%s) groups=%d(%s)", SandboxUID, SandboxUser, SandboxGID, SandboxUser, SandboxGID, SandboxUser)
	case *name:
		out = SandboxUser
	case *user:
		out = strconv.Itoa(SandboxUID)
	default:
		out = strconv.Itoa(SandboxGID)
	}
	end := "\n"
	if *zero {
		end = "\x00"
	}
	if _, err := fmt.Fprint(c.Stdout, out+end); err != nil {
		return filesWriteErr(c, err)
	}
	return nil
}

// hostnameCmd is hostname [-s|-f|-d]: the sandbox's fixed name,
// sandbox (with no domain); setting it is refused.
func hostnameCmd(ctx context.Context, c *command.Call) error {
	fs := command.NewFlagSet(c.Name)
	domain := false
	fs.Func('s', "short", false, func(string) error { return nil })
	fs.Func('f', "fqdn", false, func(string) error { return nil })
	fs.Func(0, "long", false, func(string) error { return nil })
	fs.Func('d', "domain", false, func(string) error { domain = true; return nil })
	ops, err := fs.ParseOrUsage(c)
	if err != nil {
		return err
	}
	if len(ops) > 0 {
		return c.Errorf("you must be root to change the host name")
	}
	out := SandboxHost
	if domain {
		out = ""
	}
	if _, err := fmt.Fprintln(c.Stdout, out); err != nil {
		return filesWriteErr(c, err)
	}
	return nil
}

// nprocCmd is nproc [--all] [--ignore=N]: the sandbox's fixed number of
// processors (SandboxNproc), less N (at least 1). OMP_NUM_THREADS and
// OMP_THREAD_LIMIT are honoured, as GNU does.
func nprocCmd(ctx context.Context, c *command.Call) error {
	fs := command.NewFlagSet(c.Name)
	all := fs.Bool(0, "all")
	ignore := uint64(0)
	var bad string // the message of the first bad count
	fs.Func(0, "ignore", true, func(v string) error {
		n, msg := gnuRangeMessage("number", v, 0, math.MaxInt64, true)
		if msg != "" && bad == "" {
			bad = msg
		}
		ignore = uint64(n)
		return nil
	})
	ops, err := fs.ParseOrUsage(c)
	if err != nil {
		return err
	}
	if bad != "" {
		return c.Errorf("%s", bad)
	}
	if len(ops) > 0 {
		return filesTryHelp(c, "extra operand %s", filesQuote(ops[0]))
	}
	n := uint64(SandboxNproc)
	if !*all {
		if v, err := strconv.ParseUint(strings.SplitN(c.Getenv("OMP_NUM_THREADS"), ",", 2)[0], 10, 64); err == nil && v > 0 {
			n = v
		}
		if v, err := strconv.ParseUint(c.Getenv("OMP_THREAD_LIMIT"), 10, 64); err == nil && v > 0 {
			n = min(n, v)
		}
	}
	if ignore >= n {
		n = 1
	} else {
		n -= ignore
	}
	if _, err := fmt.Fprintln(c.Stdout, n); err != nil {
		return filesWriteErr(c, err)
	}
	return nil
}
