package cli

import (
	"bytes"
	"reflect"
	"regexp"
	"runtime"
	"strings"
	"testing"

	"github.com/toolsinshell/tis/analyzer"
	"github.com/toolsinshell/tis/policy"
	"github.com/toolsinshell/tis/runtime/gate"
)

// commands are the commands of this package, as their mains run them.
var commands = map[string]func(Env, []string) int{"tsrun": Tsrun, "tscheck": Tscheck, "tsserve": Tsserve}

func run(cmd func(Env, []string) int, args ...string) (status int, stdout, stderr string) {
	var out, errb bytes.Buffer
	env := Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errb}
	status = cmd(env, args)
	return status, out.String(), errb.String()
}

// TestHelp: --help (and -h, -help, also after other words) prints the
// usage on stdout and exits 0; every flag is shown with two dashes,
// --help and --version among them.
func TestHelp(t *testing.T) {
	for name, cmd := range commands {
		for _, args := range [][]string{{"--help"}, {"-h"}, {"-help"}, {"--json", "--help"}, {"script.sh", "--help"}} {
			status, stdout, stderr := run(cmd, args...)
			if status != 0 || stderr != "" || !strings.HasPrefix(stdout, "usage: "+name+" ") {
				t.Errorf("%s %q: status %d, stderr %q, stdout %.60q", name, args, status, stderr, stdout)
				continue
			}
			if !strings.Contains(stdout, "\n  --version\n") || !strings.Contains(stdout, "\n  --help\n") {
				t.Errorf("%s %q: --version and --help are not listed:\n%s", name, args, stdout)
			}
			if !strings.Contains(stdout, "\n  --config FILE\n") {
				t.Errorf("%s %q: the flags are not listed:\n%s", name, args, stdout)
			}
			for _, line := range strings.Split(stdout, "\n") {
				if strings.HasPrefix(line, "  -") && !strings.HasPrefix(line, "  --") {
					t.Errorf("%s --help: %q has one dash", name, line)
				}
			}
		}
	}
}

// TestVersion: --version prints the command's name and the version of
// the build, on stdout, with status 0.
func TestVersion(t *testing.T) {
	v := Version()
	if v == "" || !strings.HasSuffix(v, " "+runtime.Version()) {
		t.Errorf("Version() = %q, want the module version then %s", v, runtime.Version())
	}
	for name, cmd := range commands {
		for _, args := range [][]string{{"--version"}, {"-version"}} {
			status, stdout, stderr := run(cmd, args...)
			if status != 0 || stderr != "" || stdout != name+" "+v+"\n" {
				t.Errorf("%s %q: status %d, stdout %q, stderr %q", name, args, status, stdout, stderr)
			}
		}
	}
}

// TestBadFlag: an unknown flag is an error on stderr, status 2, and
// points at --help.
func TestBadFlag(t *testing.T) {
	for name, cmd := range commands {
		status, stdout, stderr := run(cmd, "--no-such-flag")
		if status != 2 || stdout != "" || !strings.Contains(stderr, "no-such-flag") || !strings.Contains(stderr, "'"+name+" --help'") {
			t.Errorf("%s: status %d, stdout %q, stderr %q", name, status, stdout, stderr)
		}
	}
}

// TestJSONHelpListsWhatItPrints: tsrun's --json help names every field
// of the object it prints.
func TestJSONHelpListsWhatItPrints(t *testing.T) {
	_, stdout, _ := run(Tsrun, "--help")
	i := strings.Index(stdout, "\n  --json\n")
	if i < 0 {
		t.Fatalf("no --json in:\n%s", stdout)
	}
	help := stdout[i:]
	help = help[:strings.Index(help[1:], "\n  --")+1]
	rt := reflect.TypeFor[jsonResult]()
	for i := range rt.NumField() {
		name, _, _ := strings.Cut(rt.Field(i).Tag.Get("json"), ",")
		if !regexp.MustCompile(`\b` + name + `\b`).MatchString(help) {
			t.Errorf("--json help %q does not name %q", help, name)
		}
	}
}

// TestPrintCheckSaysWhy: tscheck's text says why an allow holds unless
// the tool's own annotations are the reason.
func TestPrintCheckSaysWhy(t *testing.T) {
	call := func(verdict, source, msg string) gate.Checked {
		return gate.Checked{Call: analyzer.Call{Line: 1, Col: 1, Literal: true}, Command: "tools s t", Input: map[string]any{},
			Verdict: verdict, Source: source, Message: msg}
	}
	chk := &gate.Check{Start: true, Calls: []gate.Checked{
		call(gate.VerdictAllow, policy.SourceAnnotation, "the tool says it is read-only (readOnlyHint)"),
		call(gate.VerdictAllow, policy.SourceInferred, `inferred from the name: "get" reads (the tool has no annotations)`),
		call(gate.VerdictAllow, policy.SourceRule, "matched rule r (it lifts ask-before-sending for this call)"),
		call(gate.VerdictAllow, "answer", "a person allowed it (always)"),
		call(gate.VerdictNeedsApproval, policy.SourceAnnotation, "the tool says it is destructive (destructiveHint)"),
	}}
	var b bytes.Buffer
	printCheck(&b, chk)
	lines := strings.Split(strings.TrimSpace(b.String()), "\n")
	want := []string{"allow", `allow: inferred from the name: "get" reads (the tool has no annotations)`,
		"allow: matched rule r (it lifts ask-before-sending for this call)", "allow: a person allowed it (always)",
		"needs approval: the tool says it is destructive (destructiveHint)", "the script would start"}
	if len(lines) != len(want) {
		t.Fatalf("got\n%s", b.String())
	}
	for i, w := range want {
		if !strings.HasSuffix(lines[i], "top level  "+w) && lines[i] != w {
			t.Errorf("line %d %q, want it to end with %q", i+1, lines[i], w)
		}
	}
}
