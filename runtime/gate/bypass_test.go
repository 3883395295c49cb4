package gate_test

import (
	"context"
	"strings"
	"testing"

	"github.com/toolsinshell/tis"
	"github.com/toolsinshell/tis/runtime/gate"
	"github.com/toolsinshell/tis/store"
	"github.com/toolsinshell/tis/toolerr"
)

// outcome is how an attempt to get delete_branch past the gate must end.
type outcome int

const (
	// stopBefore: the pre-flight check finds the call; the script does
	// not start and the report says before_start.
	stopBefore outcome = iota
	// stopRun: the script starts; the gate refuses the call when it is
	// made and the script stops there.
	stopRun
	// fails: the construct cannot run tools at all in the sandbox (no
	// such command); the command fails, no call is made, the script goes
	// on as after any failed command.
	fails
)

func (o outcome) String() string {
	return [...]string{"stopped before start", "stopped at run time", "failed without a call"}[o]
}

// tail ends every attempt: a read-only call and an echo that must not run
// after the stop.
const tail = "\ntools github list-pulls repo=a/b state=AFTER\necho AFTER\n"

// deleteBranch is the canonical name of the tool no attempt may reach.
const deleteBranch = "mcp_github__delete_branch"

// attempt is one try at getting delete_branch past the gate.
type attempt struct {
	name   string
	script string
	want   outcome
	// stderr is a text stderr must hold (fails only).
	stderr string
	// done are the tools the report's done list must hold (in order).
	done []string
	// atExit: the stopping call is an EXIT trap's, so the rest of the
	// script ran before it.
	atExit bool
	// setup runs in the harness first (answers given earlier).
	setup func(t *testing.T, h *harness)
}

// answerOnce raises the approval request of a literal delete_branch call
// for branch and answers it once, without the call being made.
func answerOnce(branch string) func(t *testing.T, h *harness) {
	return func(t *testing.T, h *harness) {
		t.Helper()
		res, rep, _ := h.run("tools github delete-branch repo=a/b branch=" + branch + "\n")
		if res != nil {
			t.Fatalf("setup: the literal call did not stop the script before start")
		}
		h.answer(requestID(t, rep), store.Once)
	}
}

var attempts = []attempt{
	// The plain call, as a baseline.
	{name: "literal", want: stopBefore,
		script: `tools github delete-branch repo=a/b branch=x`},
	{name: "literal-json", want: stopBefore,
		script: `tools github delete-branch '{"repo":"a/b","branch":"x"}'`},
	{name: "literal-flags", want: stopBefore,
		script: `tools github delete-branch --repo a/b --branch=x`},
	{name: "json-and-pairs", want: stopBefore,
		script: `tools github delete-branch '{"repo":"a/b"}' branch=x`},
	{name: "or-true", want: stopRun,
		script: "n=x\ntools github delete-branch repo=a/b branch=$n || true"},
	{name: "negated", want: stopRun,
		script: "n=x\n! tools github delete-branch repo=a/b branch=$n"},

	// eval and the shell's other ways of running text.
	{name: "eval", want: stopRun,
		script: `eval "tools github delete-branch repo=a/b branch=x"`},
	{name: "eval-split-name", want: stopRun,
		script: "a=delete; b=branch; c=to; d=ols\neval \"$c$d github $a-$b repo=a/b branch=x\""},
	{name: "eval-defines-function", want: stopRun,
		script: "eval 'del() { tools github delete-branch repo=a/b branch=x; }'\ndel"},
	{name: "source-written-file", want: stopRun,
		script: "echo 'tools github delete-branch repo=a/b branch=x' > f.sh\nsource f.sh"},
	{name: "dot-written-file", want: stopRun,
		script: "printf '%s\\n' 'tools github delete-branch repo=a/b branch=x' > f.sh\n. ./f.sh"},
	// bash and sh are nested interpreters of the sandbox: the calls they
	// make go through the same gate.
	{name: "bash-c", want: stopRun,
		script: `bash -c 'tools github delete-branch repo=a/b branch=x'`},
	{name: "sh-c", want: stopRun,
		script: `sh -c 'tools github delete-branch repo=a/b branch=x'`},
	{name: "bash-script-file", want: stopRun,
		script: "echo 'tools github delete-branch repo=a/b branch=x' > f.sh\nbash f.sh"},
	{name: "bash-stdin", want: stopRun,
		script: "echo 'tools github delete-branch repo=a/b branch=x' | bash"},
	{name: "xargs-sh-c", want: stopRun,
		script: "echo x | xargs -I{} sh -c 'tools github delete-branch repo=a/b branch={}'"},
	{name: "nested-bash-c", want: stopRun,
		script: `bash -c "bash -c 'tools github delete-branch repo=a/b branch=x'"`},

	// Names built at run time.
	{name: "variable-tool-name", want: stopRun,
		script: "n=delete-branch\ntools github \"$n\" repo=a/b branch=x"},
	{name: "braced-variable", want: stopRun,
		script: "n=delete-branch\ntools github ${n} repo=a/b branch=x"},
	{name: "prompt-expansion", want: stopRun,
		script: "n=delete-branch\ntools github ${n@P} repo=a/b branch=x"},
	{name: "indirect-expansion", want: stopRun,
		script: "x=delete-branch; y=x\ntools github ${!y} repo=a/b branch=x"},
	{name: "nameref", want: stopRun,
		script: "x=delete-branch\ndeclare -n ref=x\ntools github \"$ref\" repo=a/b branch=x"},
	{name: "substitution-name", want: stopRun,
		script: `tools github "$(echo delete-branch)" repo=a/b branch=x`},
	{name: "printf-concat-name", want: stopRun,
		script: `tools github $(printf %s delete)-branch repo=a/b branch=x`},
	{name: "read-name", want: stopRun,
		script: "read n <<< 'delete-branch'\ntools github \"$n\" repo=a/b branch=x"},
	{name: "name-from-file", want: stopRun,
		script: "echo delete-branch > name\ntools github $(cat name) repo=a/b branch=x"},
	{name: "ansi-c-quoted-name", want: stopBefore,
		script: `tools github $'delete-branch' repo=a/b branch=x`},
	{name: "ansi-c-escaped-name", want: stopBefore,
		script: `tools github $'delete\x2dbranch' repo=a/b branch=x`},
	{name: "array-args", want: stopRun,
		script: "args=(github delete-branch repo=a/b branch=x)\ntools \"${args[@]}\""},
	{name: "read-array", want: stopRun,
		script: "read -ra args <<< 'github delete-branch repo=a/b branch=x'\ntools \"${args[@]}\""},
	{name: "ifs-split-command", want: stopRun,
		script: "IFS=,\nc='tools,github,delete-branch,repo=a/b,branch=x'\n$c"},
	{name: "renamed-command", want: stopRun,
		script: "t=tools\n$t github delete-branch repo=a/b branch=x"},

	// Name variants the catalog resolves.
	{name: "underscores", want: stopBefore,
		script: `tools github delete_branch repo=a/b branch=x`},
	{name: "upper-case", want: stopBefore,
		script: `tools github DELETE-BRANCH repo=a/b branch=x`},
	{name: "upper-case-server", want: stopBefore,
		script: `tools GITHUB delete-branch repo=a/b branch=x`},
	{name: "canonical-top-level", want: stopBefore,
		script: `tools mcp_github__delete_branch repo=a/b branch=x`},
	{name: "canonical-kebab", want: stopBefore,
		script: `tools mcp-github--delete-branch repo=a/b branch=x`},
	{name: "bin-path", want: stopRun,
		script: `/usr/bin/tools github delete-branch repo=a/b branch=x`},
	{name: "relative-path", want: fails, stderr: "No such file or directory",
		script: `./tools github delete-branch repo=a/b branch=x`},

	// Input from stdin.
	{name: "here-string", want: stopRun,
		script: `tools github delete-branch <<< '{"repo":"a/b","branch":"x"}'`},
	{name: "heredoc", want: stopRun,
		script: "tools github delete-branch <<EOF\n{\"repo\":\"a/b\",\"branch\":\"x\"}\nEOF"},
	{name: "jq-pipe", want: stopRun,
		script: `jq -n '{repo: "a/b", branch: "x"}' | tools github delete-branch`},
	{name: "dash-stdin-and-pairs", want: stopRun,
		script: `echo '{"repo":"a/b"}' | tools github delete-branch - branch=x`},
	{name: "stdin-from-file", want: stopRun,
		script: "echo '{\"repo\":\"a/b\",\"branch\":\"x\"}' > in.json\ntools github delete-branch < in.json"},

	// Wrappers.
	{name: "function-wrapper", want: stopRun,
		script: "del() { tools github delete-branch repo=a/b branch=\"$1\"; }\ndel x"},
	{name: "function-literal-body", want: stopBefore,
		script: "del() { tools github delete-branch repo=a/b branch=x; }\ndel"},
	{name: "function-named-tools", want: stopBefore,
		script: "tools() { command tools \"$@\"; }\ntools github delete-branch repo=a/b branch=x"},
	{name: "alias", want: fails, stderr: "del: command not found",
		script: "alias del='tools github delete-branch repo=a/b branch=x'\ndel"},
	{name: "alias-expand-aliases", want: stopRun,
		script: "shopt -s expand_aliases\nalias del='tools github delete-branch repo=a/b branch=x'\ndel"},
	{name: "xargs", want: stopRun,
		script: `echo branch=x | xargs tools github delete-branch repo=a/b`},
	{name: "xargs-replace", want: stopRun,
		script: `echo x | xargs -I{} tools github delete-branch repo=a/b branch={}`},
	{name: "xargs-n1-many", want: stopRun,
		script: `printf 'branch=x\nbranch=y\n' | xargs -n1 tools github delete-branch repo=a/b`},
	{name: "command-prefix", want: stopRun,
		script: `command tools github delete-branch repo=a/b branch=x`},
	{name: "builtin-prefix", want: fails, stderr: "builtin",
		script: `builtin tools github delete-branch repo=a/b branch=x`},
	{name: "env-prefix", want: stopRun,
		script: `env tools github delete-branch repo=a/b branch=x`},
	{name: "find-exec", want: stopRun,
		script: `find . -maxdepth 0 -exec tools github delete-branch repo=a/b branch=x \;`},
	{name: "exec-prefix", want: stopRun,
		script: `exec tools github delete-branch repo=a/b branch=x`},

	{name: "awk-system", want: stopRun,
		script: `awk 'BEGIN { system("tools github delete-branch repo=a/b branch=x") }'`},
	// awk runs commands as nested sandbox shells: the calls go through the gate.
	{name: "awk-pipe", want: stopRun,
		script: `echo x | awk '{ print "repo=a/b branch=" $1 | "xargs tools github delete-branch" }'`},
	{name: "awk-getline", want: stopRun,
		script: `awk 'BEGIN { "tools github delete-branch repo=a/b branch=x" | getline out; print out }'`},
	{name: "sed-e", want: fails, stderr: "unsupported command",
		script: `echo 'tools github delete-branch repo=a/b branch=x' | sed e`},
	{name: "mapfile-callback", want: fails, stderr: "mapfile",
		script: "printf 'x\\n' | mapfile -C 'tools github delete-branch repo=a/b branch=' -c 1 arr"},
	{name: "positional-params", want: stopRun,
		script: "set -- github delete-branch repo=a/b branch=x\ntools \"$@\""},
	{name: "time-prefix", want: stopRun,
		script: "n=x\ntime tools github delete-branch repo=a/b branch=$n"},
	{name: "coproc", want: stopBefore,
		script: "coproc tools github delete-branch repo=a/b branch=x"},

	// Where the call stands.
	{name: "background", want: stopRun,
		script: "n=x\ntools github delete-branch repo=a/b branch=$n &\nwait"},
	{name: "background-race", want: stopRun,
		script: "for b in b1 b2 b3 b4 b5 b6; do\n  tools github delete-branch repo=a/b branch=$b &\ndone\nwait"},
	{name: "background-race-literal", want: stopBefore,
		script: "tools github delete-branch repo=a/b branch=b1 &\ntools github delete-branch repo=a/b branch=b2 &\nwait"},
	{name: "command-substitution", want: stopRun,
		script: "n=x\nout=$(tools github delete-branch repo=a/b branch=$n)\necho \"$out\""},
	{name: "backticks", want: stopRun,
		script: "n=x\nout=`tools github delete-branch repo=a/b branch=$n`"},
	{name: "subshell", want: stopRun,
		script: "n=x\n( tools github delete-branch repo=a/b branch=$n )"},
	{name: "pipeline-middle", want: stopRun,
		script: "n=x\necho hi | tools github delete-branch repo=a/b branch=$n | cat"},
	{name: "while-read", want: stopRun,
		script: "printf 'x\\ny\\n' | while read b; do\n  tools github delete-branch repo=a/b branch=$b\ndone"},
	{name: "case-branch", want: stopRun,
		script: "n=x\ncase $n in x) tools github delete-branch repo=a/b branch=$n ;; esac"},
	{name: "until-loop", want: stopRun,
		script: "n=x\nuntil tools github delete-branch repo=a/b branch=$n; do :; done"},
	{name: "process-substitution-stdin", want: stopRun,
		script: `tools github delete-branch < <(echo '{"repo":"a/b","branch":"x"}')`},
	{name: "computed-if", want: stopRun,
		script: "if [ $((1+1)) -eq 2 ]; then\n  tools github delete-branch repo=a/b branch=$((40+2))\nfi"},
	{name: "trap-exit", want: stopBefore,
		script: `trap 'tools github delete-branch repo=a/b branch=x' EXIT`},
	{name: "trap-exit-built", want: stopRun, atExit: true,
		script: "n=x\ntrap 'tools github delete-branch repo=a/b branch=$n' EXIT"},
	{name: "trap-after-stop", want: stopRun,
		script: "trap 'tools github create-issue repo=a/b title=AFTER' EXIT\nn=x\ntools github delete-branch repo=a/b branch=$n"},

	// Answers.
	{name: "once-answer-other-input", want: stopBefore, setup: answerOnce("x"),
		script: `tools github delete-branch repo=a/b branch=y`},
	{name: "once-answer-other-input-built", want: stopRun, setup: answerOnce("x"),
		script: "n=y\ntools github delete-branch repo=a/b branch=$n"},
	{name: "once-answer-extra-field", want: stopRun, setup: answerOnce("x"),
		script: "f=true\ntools github delete-branch repo=a/b branch=x force=$f"},

	// An allowed call first: it is made and listed in done.
	{name: "allowed-call-first", want: stopRun, done: []string{"tools github create-issue"},
		script: "tools github create-issue repo=a/b title=first\nn=x\ntools github delete-branch repo=a/b branch=$n"},
	{name: "allowed-call-first-literal", want: stopBefore,
		script: "tools github create-issue repo=a/b title=first\ntools github delete-branch repo=a/b branch=x"},
	{name: "allowed-background-then-stop", want: stopRun, done: []string{"tools github create-issue"},
		script: "tools github create-issue repo=a/b title=first\nwait\nn=x\ntools github delete-branch repo=a/b branch=$n"},
}

// TestBypass tries every attempt of the corpus: none may get
// delete_branch to the server; each stops with needs_approval (or, for a
// construct the sandbox does not have, fails without a call), and nothing
// after the stop runs.
func TestBypass(t *testing.T) {
	if len(attempts) < 30 {
		t.Fatalf("the corpus has %d attempts, want at least 30", len(attempts))
	}
	for _, a := range attempts {
		t.Run(a.name, func(t *testing.T) {
			h := newHarness(t, nil)
			if a.setup != nil {
				a.setup(t, h)
			}
			before := len(h.src.Calls())
			res, rep, chk := h.run(a.script + tail)
			checkAttempt(t, h, a, res, rep, chk, before)
		})
	}
}

func checkAttempt(t *testing.T, h *harness, a attempt, res *tis.Result, rep *gate.Report, chk *gate.Check, before int) {
	t.Helper()
	ctx := context.Background()
	got := stopBefore
	switch {
	case res == nil:
	case rep.Tools.Stopped != nil:
		got = stopRun
	default:
		got = fails
	}
	show := func() string {
		s := "report: " + jsonOf(rep)
		if res != nil {
			s += "\nstdout: " + res.Stdout + "\nstderr: " + res.Stderr
		}
		return s
	}

	// The one thing that must hold whatever happened.
	if calls := h.src.CallsOf("delete_branch"); len(calls) > 0 {
		t.Fatalf("BYPASS: the server received delete_branch: %v\nscript:\n%s\n%s", calls, a.script, show())
	}
	entries, err := h.store.AuditLog(ctx, store.AuditFilter{Canonical: deleteBranch})
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.Outcome != store.OutcomeNotMade {
			t.Errorf("audit log: delete_branch entry with outcome %s: %+v", e.Outcome, e)
		}
	}
	if a.want != fails && !a.atExit {
		for _, c := range h.src.Calls()[before:] {
			if strings.Contains(jsonOf(c.Input), "AFTER") {
				t.Errorf("a call after the stop reached the server: %s %s", c.Tool, jsonOf(c.Input))
			}
		}
	}

	if got != a.want {
		t.Fatalf("%s, want %s\n%s", got, a.want, show())
	}
	switch a.want {
	case stopBefore:
		if chk.Start || chk.Stopped == nil {
			t.Fatalf("check: start %v, stopped %v", chk.Start, chk.Stopped)
		}
		if len(h.src.Calls()) != before {
			t.Errorf("the script did not start but the server received %v", h.src.Calls()[before:])
		}
	case stopRun:
		if codes := errorCodes(res.Stderr); !has(codes, toolerr.CodeNeedsApproval) {
			t.Errorf("stderr has error codes %v, want needs_approval\n%s", codes, show())
		}
		if strings.Contains(res.Stdout, "AFTER") != a.atExit {
			t.Errorf("stdout %q: the script went on after the stop, or did not run before its EXIT trap", res.Stdout)
		}
		if res.ExitCode == 0 {
			t.Errorf("exit code 0 after a stop")
		}
	case fails:
		if !strings.Contains(res.Stderr, a.stderr) {
			t.Errorf("stderr %q, want it to hold %q", res.Stderr, a.stderr)
		}
		if !strings.Contains(res.Stdout, "AFTER") {
			t.Errorf("the script did not go on after a failed command: stdout %q", res.Stdout)
		}
		return
	}

	st := rep.Tools.Stopped
	if st.Reason != toolerr.CodeNeedsApproval || st.BeforeStart != (a.want == stopBefore) ||
		st.Approval != "requested" || st.RequestID == "" || st.Call == nil || st.Call.Tool != "tools github delete-branch" {
		t.Errorf("report stopped = %s", jsonOf(st))
	}
	if rep.Tools.NotReached == "" || rep.ExitCode == 0 || rep.Success {
		t.Errorf("report = %s", jsonOf(rep))
	}
	req, err := h.store.Get(ctx, st.RequestID)
	if err != nil {
		t.Fatalf("the request %s: %v", st.RequestID, err)
	}
	if req.Canonical != deleteBranch || req.Answer != nil || req.BeforeStart != (a.want == stopBefore) {
		t.Errorf("request raised: %+v", req)
	}
	var done []string
	for _, d := range rep.Tools.Done {
		done = append(done, d.Tool)
		if !d.OK {
			t.Errorf("done lists a failed call: %s", jsonOf(d))
		}
	}
	if strings.Join(done, ",") != strings.Join(a.done, ",") {
		t.Errorf("done = %v, want %v", done, a.done)
	}
}
