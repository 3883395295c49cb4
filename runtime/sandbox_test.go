package runtime

import (
	"context"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// run runs src in a new session with limits l and returns the result.
func runScript(t *testing.T, l Limits, src string) *Result {
	t.Helper()
	s := NewSession(&Options{Limits: l})
	return s.Run(context.Background(), src, nil)
}

// hostEntries lists the names in dir on the host.
func hostEntries(t *testing.T, dir string) []string {
	t.Helper()
	es, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range es {
		names = append(names, e.Name())
	}
	return names
}

// TestSandboxEscapes tries every way out we know of and checks, on the
// host, that nothing happened.
func TestSandboxEscapes(t *testing.T) {
	mark := t.TempDir() // a host directory each attempt tries to write into
	target := filepath.Join(mark, "pwned")
	hostTmpBefore := hostEntries(t, os.TempDir())
	tests := []struct {
		name   string
		script string
		status int    // expected exit status
		stdout string // expected stdout
		stderr string // substring of stderr
	}{
		{"absolute path of the shell runs the sandbox's", "/bin/sh -c 'echo x > " + target + "'", 1, "", "pwned: No such file or directory"},
		{"absolute path of a real tool", "/usr/bin/touch " + target + "; /usr/bin/getent passwd", 127, "", "/usr/bin/getent: No such file or directory"},
		{"through PATH", "PATH=/usr/bin:/bin:/usr/sbin; getent passwd; python3 -c 'open(\"" + target + "\",\"w\")'", 127, "", "python3: command not found"},
		{"exec", "exec /bin/sh -c 'echo x > " + target + "'; echo after", 1, "", "pwned: No such file or directory"},
		{"exec by name", "exec sh -c 'echo x > " + target + "'", 1, "", "pwned: No such file or directory"},
		{"command", "command sh -c 'echo x > " + target + "'", 1, "", "pwned: No such file or directory"},
		{"command -p", "command -p sh -c 'echo x > " + target + "'", 1, "", "pwned: No such file or directory"},
		{"builtin", "builtin sh -c x", 1, "", "builtin"},
		{"eval", "eval \"/bin/sh -c 'echo x > " + target + "'\"", 1, "", "pwned: No such file or directory"},
		{"bash -c", "bash -c 'echo x > " + target + "'", 1, "", "pwned: No such file or directory"},
		{"bash -c reads no host file", "bash -c 'cat /etc/passwd; /usr/bin/getent passwd; python3 -V'", 127, "", "python3: command not found"},
		{"nested shell temp dir", "bash -c 'echo x > /tmp/sh-interp-feedface; read l < /tmp/sh-interp-feedface; echo $l'", 0, "x\n", ""},
		{"sh -c", "sh -c 'echo x > " + target + "'", 1, "", "pwned: No such file or directory"},
		{"source a host file", "source /etc/passwd", 1, "", "/etc/passwd: No such file or directory"},
		{"dot a host file", ". /etc/hostname", 1, "", "No such file or directory"},
		{"read a host file", "read l < /etc/hostname", 1, "", "No such file or directory"},
		{"cat a host file", "x=$(</etc/hostname); echo \"[$x]\"", 0, "[]\n", "bash: /etc/hostname: No such file or directory"},
		{"write a host path", "echo x > " + target + " && echo wrote", 1, "", "No such file or directory"},
		{"write /tmp stays virtual", "echo x > /tmp/tis-sandbox-probe && cat_ok=1; read l < /tmp/tis-sandbox-probe; echo $l", 0, "x\n", ""},
		{"interpreter fifo path", "echo x > /tmp/sh-interp-deadbeef; read l < /tmp/sh-interp-deadbeef; echo $l", 0, "x\n", ""},
		{"interpreter temp dir", "echo x > /dev/null/tis-no-tmp/sh-interp-1", 1, "", ""},
		{"cd / and list", "cd /; echo *", 0, "home tmp\n", ""},
		{"glob over /", "echo /* /*/*", 0, "/home /tmp /home/agent\n", ""},
		{"glob over /etc", "echo /etc/*", 0, "/etc/*\n", ""},
		{"test host file", "[ -e /etc/passwd ] || echo absent; [ -d /usr ] || echo no-usr", 0, "absent\nno-usr\n", ""},
		{"process substitution", "while read l; do echo got $l; done < <(echo a; echo b)", 0, "got a\ngot b\n", ""},
		{"process substitution out", "echo x > >(read l)", 2, "", "not supported"},
		{"host environment", "echo \"[$TIS_HOST_SECRET]\"; declare -p | while read l; do [[ $l == *TIS_HOST* ]] && echo found; done; echo end", 0, "[]\nend\n", ""},
		{"home of a host user", "echo ~root ~nobody ~", 0, "~root ~nobody /home/agent\n", ""},
		{"type -P host binary", "type -P getent python3; echo $?", 0, "1\n", ""},
		{"command -v host binary", "command -v python3 || echo none; command -v jq", 0, "none\n/usr/bin/jq\n", ""},
		{"type of a path", "type /usr/bin/python3", 1, "", "not found"},
		{"pwd -P", "cd /tmp; pwd -P", 0, "/tmp\n", ""},
		{"owner tests do not panic", "echo x > f; [ -O f ] && echo owner; [ -G f ] && echo group; [[ -O f ]] && echo again", 0, "owner\ngroup\nagain\n", ""},
		{"owner tests in a pipeline", "echo x > f; [ -O f ] | cat_not_here; [ -G f ] & wait; echo done", 0, "done\n", ""},
		{"dev tcp", "echo x > /dev/tcp/127.0.0.1/1", 1, "", "No such file or directory"},
		// kill reaches no host process: a pid other than the sandbox's
		// own ($$, 1) is no process; the sandbox's own ends the script.
		{"process id builtins", "ulimit -n 1; umask 000; kill -9 4242; kill -9 " + fmt.Sprint(os.Getpid()) + "; echo alive", 0, "alive\n", ""},
		{"kill of the script itself", "kill -9 $$; echo not reached", 137, "", ""},
	}
	t.Setenv("TIS_HOST_SECRET", "leaked")
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	accepted := make(chan struct{}, 1)
	go func() {
		if c, err := ln.Accept(); err == nil {
			c.Close()
			accepted <- struct{}{}
		}
	}()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			script := strings.ReplaceAll(tt.script, "127.0.0.1/1", ln.Addr().(*net.TCPAddr).AddrPort().String())
			script = strings.ReplaceAll(script, "127.0.0.1:", "127.0.0.1/")
			res := runScript(t, Limits{Timeout: 10 * time.Second}, script)
			if res.ExitCode != tt.status {
				t.Errorf("status %d, want %d (stderr %q)", res.ExitCode, tt.status, res.Stderr)
			}
			if res.Stdout != tt.stdout {
				t.Errorf("stdout %q, want %q", res.Stdout, tt.stdout)
			}
			if !strings.Contains(res.Stderr, tt.stderr) {
				t.Errorf("stderr %q, want it to contain %q", res.Stderr, tt.stderr)
			}
			if _, err := os.Stat(target); err == nil {
				t.Fatalf("the script wrote %s on the host", target)
			}
		})
	}
	if got := hostEntries(t, mark); len(got) != 0 {
		t.Errorf("host directory has %v", got)
	}
	if _, err := os.Stat("/tmp/tis-sandbox-probe"); err == nil {
		t.Errorf("/tmp/tis-sandbox-probe exists on the host")
	}
	if _, err := os.Stat("/tmp/sh-interp-feedface"); err == nil {
		t.Errorf("/tmp/sh-interp-feedface exists on the host")
	}
	if _, err := os.Stat("/tmp/sh-interp-deadbeef"); err == nil {
		t.Errorf("/tmp/sh-interp-deadbeef exists on the host")
	}
	before := map[string]bool{}
	for _, n := range hostTmpBefore {
		before[n] = true
	}
	for _, n := range hostEntries(t, os.TempDir()) {
		if strings.HasPrefix(n, "sh-interp-") && !before[n] {
			t.Errorf("the interpreter left a FIFO on the host: %s", n)
		}
	}
	select {
	case <-accepted:
		t.Errorf("a script opened a TCP connection")
	default:
	}
}

// TestTMPDIRFromOptions: a TMPDIR given in Options.Env is what scripts
// see, never the interpreter's own temporary directory (whose FIFO paths
// bypass the open handler and would reach the host).
func TestTMPDIRFromOptions(t *testing.T) {
	s := NewSession(&Options{Env: []string{"TMPDIR=/tmp"}})
	res := s.Run(context.Background(), `echo "$TMPDIR"; echo x > /tmp/sh-interp-cafebabe; read l < /tmp/sh-interp-cafebabe; echo $l; bash -c 'echo x > /tmp/sh-interp-cafebabe2'`, nil)
	if res.Stdout != "/tmp\nx\n" || res.ExitCode != 0 {
		t.Errorf("%q %q %d", res.Stdout, res.Stderr, res.ExitCode)
	}
	for _, p := range []string{"/tmp/sh-interp-cafebabe", "/tmp/sh-interp-cafebabe2"} {
		if _, err := os.Stat(p); err == nil {
			os.Remove(p)
			t.Errorf("%s was written on the host", p)
		}
	}
}
