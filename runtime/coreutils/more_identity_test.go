package coreutils

import (
	"bytes"
	"context"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/toolsinshell/tis/runtime/command"
)

// The sandbox's identity is fixed by design: these outputs are ours, not
// the host's (GNU prints the machine's names).

func TestMoreUname(t *testing.T) {
	filesRun(t, unameCmd, "uname", []filesCase{
		{name: "default", stdout: "Linux\n"},
		{name: "all", args: []string{"-a"}, stdout: "Linux sandbox 6.1.0-sandbox #1 SMP PREEMPT_DYNAMIC x86_64 GNU/Linux\n"},
		{name: "every flag", args: []string{"-snrvmpio"}, stdout: "Linux sandbox 6.1.0-sandbox #1 SMP PREEMPT_DYNAMIC x86_64 unknown unknown GNU/Linux\n"},
		{name: "order", args: []string{"-m", "-s"}, stdout: "Linux x86_64\n"},
		{name: "node", args: []string{"--nodename"}, stdout: "sandbox\n"},
		{name: "release", args: []string{"-r"}, stdout: "6.1.0-sandbox\n"},
		{name: "processor", args: []string{"-p"}, stdout: "unknown\n"},
		{name: "extra", args: []string{"x"}, status: 1, stderr: "uname: extra operand 'x'\nTry 'uname --help' for more information.\n"},
		{name: "unsupported", args: []string{"-X"}, status: 2, stderr: "uname: unsupported option -- 'X'\n"},
	})
}

func TestMoreWhoamiIdHostname(t *testing.T) {
	filesRun(t, whoamiCmd, "whoami", []filesCase{
		{name: "user", stdout: "agent\n"},
		{name: "extra", args: []string{"x"}, status: 1, stderr: "whoami: extra operand 'x'\nTry 'whoami --help' for more information.\n"},
	})
	filesRun(t, idCmd, "id", []filesCase{
		{name: "default", stdout: "uid=1000(agent) gid=1000(agent) groups=1000(agent)\n"},
		{name: "user", args: []string{"agent"}, stdout: "uid=1000(agent) gid=1000(agent) groups=1000(agent)\n"},
		{name: "uid", args: []string{"-u"}, stdout: "1000\n"},
		{name: "gid", args: []string{"-g"}, stdout: "1000\n"},
		{name: "groups", args: []string{"-G"}, stdout: "1000\n"},
		{name: "name", args: []string{"-un"}, stdout: "agent\n"},
		{name: "group name", args: []string{"-gn"}, stdout: "agent\n"},
		{name: "real", args: []string{"-ur"}, stdout: "1000\n"},
		{name: "zero", args: []string{"-Gz"}, stdout: "1000\x00"},
		{name: "names only", args: []string{"-n"}, status: 1, stderr: "id: cannot print only names or real IDs in default format\nTry 'id --help' for more information.\n"},
		{name: "other user", args: []string{"root"}, status: 1, stderr: "id: 'root': no such user\n"},
		{name: "two choices", args: []string{"-u", "-g"}, status: 1, stderr: "id: cannot print \"only\" of more than one choice\nTry 'id --help' for more information.\n"},
	})
	filesRun(t, hostnameCmd, "hostname", []filesCase{
		{name: "name", stdout: "sandbox\n"},
		{name: "short", args: []string{"-s"}, stdout: "sandbox\n"},
		{name: "fqdn", args: []string{"-f"}, stdout: "sandbox\n"},
		{name: "domain", args: []string{"-d"}, stdout: "\n"},
		{name: "set", args: []string{"other"}, status: 1, stderr: "hostname: you must be root to change the host name\n"},
		{name: "unsupported", args: []string{"-I"}, status: 2, stderr: "hostname: unsupported option -- 'I'\n"},
	})
}

func TestMoreNproc(t *testing.T) {
	filesRun(t, nprocCmd, "nproc", []filesCase{
		{name: "fixed", stdout: "2\n"},
		{name: "all", args: []string{"--all"}, stdout: "2\n"},
		{name: "ignore", args: []string{"--ignore=1"}, stdout: "1\n"},
		{name: "ignore all", args: []string{"--ignore=100"}, stdout: "1\n"},
		{name: "omp", env: map[string]string{"OMP_NUM_THREADS": "3"}, stdout: "3\n"},
		{name: "omp limit", env: map[string]string{"OMP_NUM_THREADS": "3", "OMP_THREAD_LIMIT": "2"}, stdout: "2\n"},
		{name: "omp all", args: []string{"--all"}, env: map[string]string{"OMP_NUM_THREADS": "3"}, stdout: "2\n"},
		{name: "bad", args: []string{"--ignore=x"}, status: 1, stderr: "nproc: invalid number: 'x'\n"},
		{name: "extra", args: []string{"x"}, status: 1, stderr: "nproc: extra operand 'x'\nTry 'nproc --help' for more information.\n"},
	})
}

// moreExecCall is a Call whose HasCommand knows the registered commands
// and a few the tests add: block waits for its context, exit7 exits 7.
func moreExecCall(args []string, stdin string) (*command.Call, *bytes.Buffer, *bytes.Buffer) {
	var out, errb bytes.Buffer
	c := filesCall(filesNewFS(), args[0], args[1:], nil, stdin, &out, &errb)
	extra := map[string]command.Func{
		"block": func(ctx context.Context, c *command.Call) error { <-ctx.Done(); return ctx.Err() },
		"exit7": func(ctx context.Context, c *command.Call) error { return command.Status(7) },
		"cat":   textCat,
		"echo":  echoCmd,
	}
	reg := filesRegistry()
	exec := c.Exec
	c.HasCommand = func(name string) bool {
		if _, ok := extra[name]; ok {
			return true
		}
		_, ok := reg.Lookup(strings.TrimPrefix(name, "/usr/bin/"))
		return ok
	}
	c.Exec = func(ctx context.Context, argv []string, in io.Reader, o, e io.Writer) error {
		if fn, ok := extra[argv[0]]; ok {
			sub := *c
			sub.Name, sub.Args, sub.Stdin, sub.Stdout, sub.Stderr = argv[0], argv[1:], in, o, e
			return fn(ctx, &sub)
		}
		return exec(ctx, argv, in, o, e)
	}
	return c, &out, &errb
}

func TestMoreTimeout(t *testing.T) {
	tests := []struct {
		name           string
		args           []string
		stdin          string
		status         int
		stdout, stderr string
	}{
		{"runs", []string{"timeout", "5", "echo", "hi"}, "", 0, "hi\n", ""},
		{"stdin", []string{"timeout", "5", "cat"}, "a b\n", 0, "a b\n", ""},
		{"status kept", []string{"timeout", "5", "exit7"}, "", 7, "", ""},
		{"times out", []string{"timeout", "0.000001", "block"}, "", 124, "", ""},
		{"kill", []string{"timeout", "-s", "KILL", "1e-9", "block"}, "", 137, "", ""},
		{"preserve", []string{"timeout", "--preserve-status", "0.000001", "block"}, "", 143, "", ""},
		{"preserve INT", []string{"timeout", "--preserve-status", "-s", "INT", "0.000001", "block"}, "", 130, "", ""},
		{"verbose", []string{"timeout", "-v", "0.000001s", "block"}, "", 124, "", "timeout: sending signal TERM to command 'block'\n"},
		{"no timeout", []string{"timeout", "0", "echo", "x"}, "", 0, "x\n", ""},
		{"minutes", []string{"timeout", "1.5m", "echo", "x"}, "", 0, "x\n", ""},
		{"kill after", []string{"timeout", "-k", "1", "5", "echo", "x"}, "", 0, "x\n", ""},
		{"not found", []string{"timeout", "5", "nope"}, "", 127, "", "timeout: failed to run command 'nope': No such file or directory\n"},
		{"bad duration", []string{"timeout", "x", "echo"}, "", 125, "", "timeout: invalid time interval 'x'\nTry 'timeout --help' for more information.\n"},
		{"bad signal", []string{"timeout", "-s", "FOO", "1", "echo"}, "", 125, "", "timeout: 'FOO': invalid signal\nTry 'timeout --help' for more information.\n"},
		{"no command", []string{"timeout", "1"}, "", 125, "", "Try 'timeout --help' for more information.\n"},
		{"unsupported", []string{"timeout", "--bogus", "1", "echo"}, "", 2, "", "timeout: unsupported option '--bogus'\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, out, errb := moreExecCall(tt.args, tt.stdin)
			st, ok := command.StatusOf(timeoutCmd(context.Background(), c))
			if !ok || st != tt.status {
				t.Errorf("status %d (%v), want %d; stderr %q", st, ok, tt.status, errb.String())
			}
			if out.String() != tt.stdout || errb.String() != tt.stderr {
				t.Errorf("stdout %q stderr %q, want %q %q", out.String(), errb.String(), tt.stdout, tt.stderr)
			}
		})
	}
}

func TestMoreTimeoutParent(t *testing.T) {
	// The script's own stop is not timeout's: its error comes back.
	c, _, _ := moreExecCall([]string{"timeout", "100", "block"}, "")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, ok := command.StatusOf(timeoutCmd(ctx, c)); ok {
		t.Fatal("a cancelled script gave an exit status")
	}
}

func TestMoreTime(t *testing.T) {
	tests := []struct {
		name           string
		args           []string
		status         int
		stdout, stderr string
	}{
		{"bash format", []string{"time", "echo", "hi"}, 0, "hi\n", "\nreal\t0m0.000s\nuser\t0m0.000s\nsys\t0m0.000s\n"},
		{"posix", []string{"time", "-p", "echo", "hi"}, 0, "hi\n", "real 0.00\nuser 0.00\nsys 0.00\n"},
		{"status", []string{"time", "exit7"}, 7, "", "\nreal\t0m0.000s\nuser\t0m0.000s\nsys\t0m0.000s\n"},
		{"not found", []string{"time", "nope"}, 127, "", "time: cannot run nope: No such file or directory\n\nreal\t0m0.000s\nuser\t0m0.000s\nsys\t0m0.000s\n"},
		{"unsupported", []string{"time", "-f", "%e", "echo"}, 2, "", "time: unsupported option -- 'f'\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, out, errb := moreExecCall(tt.args, "")
			st, _ := command.StatusOf(timeCmd(context.Background(), c))
			if st != tt.status || out.String() != tt.stdout || errb.String() != tt.stderr {
				t.Errorf("status %d stdout %q stderr %q, want %d %q %q", st, out.String(), errb.String(), tt.status, tt.stdout, tt.stderr)
			}
		})
	}
	// Real time comes from the session's clock.
	c, _, errb := moreExecCall([]string{"time", "exit7"}, "")
	ticks := []time.Time{filesTestNow, filesTestNow.Add(61*time.Second + 250*time.Millisecond)}
	c.Now = func() time.Time { t := ticks[0]; ticks = ticks[1:]; return t }
	_ = timeCmd(context.Background(), c)
	if want := "\nreal\t1m1.250s\nuser\t0m0.000s\nsys\t0m0.000s\n"; errb.String() != want {
		t.Errorf("stderr %q, want %q", errb.String(), want)
	}
}

func TestMoreWhich(t *testing.T) {
	tests := []struct {
		args           []string
		status         int
		stdout, stderr string
	}{
		{[]string{"which", "echo", "cat"}, 0, "/usr/bin/echo\n/usr/bin/cat\n", ""},
		{[]string{"which", "echo", "nope"}, 1, "/usr/bin/echo\n", ""},
		{[]string{"which", "-a", "ls"}, 0, "/usr/bin/ls\n", ""},
		{[]string{"which", "/usr/bin/ls"}, 0, "/usr/bin/ls\n", ""},
		{[]string{"which"}, 1, "", ""},
		{[]string{"which", "-s", "ls"}, 2, "", "which: unsupported option -- 's'\n"},
	}
	for _, tt := range tests {
		c, out, errb := moreExecCall(tt.args, "")
		st, _ := command.StatusOf(whichCmd(context.Background(), c))
		if st != tt.status || out.String() != tt.stdout || errb.String() != tt.stderr {
			t.Errorf("%q: status %d stdout %q stderr %q, want %d %q %q", tt.args, st, out.String(), errb.String(), tt.status, tt.stdout, tt.stderr)
		}
	}
}
