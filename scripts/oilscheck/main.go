// Command oilscheck measures how closely tsrun follows GNU bash on the spec
// tests of the Oils project (github.com/oils-for-unix/oils, spec/*.test.sh),
// a suite we did not write. The suite stays out of this repository: fetch the
// Oils repository and point --spec at its spec folder.
//
// Usage:
//
//	go build -o /tmp/tsrun ./cmd/tsrun
//	go run ./scripts/oilscheck --spec ~/oils/spec --tsrun /tmp/tsrun [--core] [--files GLOB] [--show-failures] [-j N]
//
// Bash-oracle mode: each case runs under GNU bash and under tsrun, each in a
// fresh empty directory with a time limit. The expected result is what bash
// actually prints (stdout and exit status), and a case counts only where bash
// meets the suite's own expectation for bash (the default one, or the case's
// OK/BUG/N-I bash block); a case where real bash disagrees with the suite is
// left out. Also left out are cases the sandbox cannot run by design:
//
//   - cases matching excludeRE (job control, signals to processes, interactive
//     shells, /proc, /dev/tty, files of the Oils checkout through $REPO_ROOT);
//   - cases where tsrun says "NAME: command not found" for a NAME that is a
//     program on bash's PATH (a host program the sandbox does not have).
//
// The suite's helpers argv.py, printenv.py and stdout_stderr.py (Python
// programs in spec/bin) are shell functions here, the same for both shells,
// defined on the case's first line so $LINENO stays as the suite wrote it.
// $SH, the shell under test, is bash itself for bash, and the sandbox's own
// nested bash for tsrun (tsrun --env SH=bash).
//
// The files are those of the suite that compare against bash and are not
// YSH's (ysh-*, our_shell: ysh) nor disabled. The output is one line per
// file (cases, compared, passed, percent, and how many were left out by
// each rule), then the totals of the 50 core files (coreFiles) and of all
// files, then the cases where tsrun printed an internal error or a Go panic,
// counted apart (also among the cases left out because bash differs from
// the suite).
package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
	"syscall"
	"time"
)

// coreFiles are the 50 files of the features agents lean on most: arithmetic,
// arrays, assignment, brace expansion, [ and [[, echo/printf/read,
// eval/source, getopts, set, trap, quoting, redirects, here-docs, loops,
// functions, word splitting and the ${...} operators.
var coreFiles = []string{
	"append", "arith", "arith-context", "array", "array-assign", "array-assoc",
	"array-basic", "array-compat", "array-literal", "array-sparse", "assign",
	"assign-dialects", "assign-extended", "brace-expansion", "builtin-bracket",
	"builtin-echo", "builtin-eval-source", "builtin-getopts", "builtin-printf",
	"builtin-read", "builtin-set", "builtin-trap", "case_", "command-sub", "dbracket",
	"dparen", "errexit", "exit-status", "here-doc", "if_", "let", "loop", "quote",
	"redirect", "redirect-command", "redirect-multi", "sh-func", "subshell", "tilde",
	"var-op-bash", "var-op-len", "var-op-patsub", "var-op-slice", "var-op-strip",
	"var-op-test", "var-ref", "var-sub", "var-sub-quote", "word-eval", "word-split",
}

// excludeRE matches the code of cases the sandbox cannot run by design: job
// control, signals sent to processes, interactive shells, the host's /proc and
// terminal, and files of the Oils checkout.
var excludeRE = regexp.MustCompile(`\$SH\s+(-[a-z]*i|--rcfile|--norc)|\b(jobs|fg|bg|kill|disown|suspend|ulimit)\b|wait\s+%|/proc/|/dev/tty|\$REPO_ROOT|\bREPO_ROOT\b`)

// notFoundRE finds the commands a shell could not find, in its stderr.
var notFoundRE = regexp.MustCompile(`([^\s:]+): command not found`)

// The suite's helper programs, as shell functions (one line each).
var helpers = []struct{ name, def string }{
	{"argv.py", `argv.py() { local __o='[' __s='' __a __q __r __c __i __b IFS=$' \t\n'; for __a in "$@"; do __q="'"; case $__a in *"'"*) case $__a in *'"'*) ;; *) __q='"';; esac;; esac; __r=; case $__a in *[!\ -~]*|*\\*|*"$__q"*) for ((__i=0; __i<${#__a}; __i++)); do __c=${__a:__i:1}; case $__c in \\) __r+='\\';; "$__q") __r+="\\$__q";; $'\t') __r+='\t';; $'\n') __r+='\n';; $'\r') __r+='\r';; [\ -~]) __r+=$__c;; *) for __b in $(printf %s "$__c" | od -An -tx1 -v); do __r+="\\x$__b"; done;; esac; done;; *) __r=$__a;; esac; __o+="$__s$__q$__r$__q"; __s=', '; done; printf '%s]\n' "$__o"; }; `},
	{"printenv.py", `printenv.py() { local __n __v; for __n in "$@"; do if __v=$(printenv "$__n"); then printf '%s\n' "$__v"; else echo None; fi; done; }; `},
	{"stdout_stderr.py", `stdout_stderr.py() { echo "${1-STDOUT}"; echo "${2-STDERR}" >&2; return "${3-0}"; }; `},
}

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

type options struct {
	spec, tsrun, bash string
	files             string
	core              bool
	showFailures      bool
	showSkipped       bool
	jobs              int
	timeout           time.Duration
	worker            bool
	caseRE            *regexp.Regexp
}

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("oilscheck", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var o options
	var caseFilter string
	fs.StringVar(&o.spec, "spec", "", "the spec folder of a checkout of the Oils repository (required)")
	fs.StringVar(&o.tsrun, "tsrun", "", "the tsrun binary (go build -o /tmp/tsrun ./cmd/tsrun) (required)")
	fs.StringVar(&o.bash, "bash", "/usr/bin/bash", "GNU bash, the reference")
	fs.StringVar(&o.files, "files", "", "only the spec files whose base name matches GLOB (e.g. 'array*')")
	fs.BoolVar(&o.core, "core", false, "only the 50 core files")
	fs.BoolVar(&o.showFailures, "show-failures", false, "print each failing case: its code, bash's output, ours")
	fs.BoolVar(&o.showSkipped, "show-skipped", false, "print each case left out and why")
	fs.IntVar(&o.jobs, "j", 2, "cases run at once")
	fs.DurationVar(&o.timeout, "timeout", 10*time.Second, "time limit of one case in one shell")
	fs.BoolVar(&o.worker, "worker", false, "run tsrun in its worker mode (default: --in-process)")
	fs.StringVar(&caseFilter, "case", "", "only the cases whose name matches this regular expression")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if o.spec == "" || o.tsrun == "" || fs.NArg() > 0 {
		fmt.Fprintln(stderr, "usage: oilscheck --spec DIR --tsrun BINARY [--core] [--files GLOB] [--show-failures] [-j N]")
		return 2
	}
	if caseFilter != "" {
		re, err := regexp.Compile(caseFilter)
		if err != nil {
			fmt.Fprintf(stderr, "oilscheck: --case: %v\n", err)
			return 2
		}
		o.caseRE = re
	}
	if o.jobs < 1 {
		o.jobs = 1
	}
	files, err := selectFiles(o)
	if err != nil {
		fmt.Fprintf(stderr, "oilscheck: %v\n", err)
		return 2
	}
	if len(files) == 0 {
		fmt.Fprintln(stderr, "oilscheck: no spec file selected")
		return 2
	}
	var parsed []*fileRun
	for _, name := range files {
		data, err := os.ReadFile(filepath.Join(o.spec, name+".test.sh"))
		if err != nil {
			fmt.Fprintf(stderr, "oilscheck: %v\n", err)
			return 2
		}
		sf, err := parseSpec(bytes.NewReader(data))
		if err != nil {
			fmt.Fprintf(stderr, "oilscheck: %s: %v\n", name, err)
			return 2
		}
		fr := &fileRun{name: name}
		for _, c := range sf.Cases {
			if o.caseRE == nil || o.caseRE.MatchString(c.Name) {
				fr.cases = append(fr.cases, &caseRun{file: name, c: c})
			}
		}
		parsed = append(parsed, fr)
	}

	work := make(chan *caseRun)
	var wg sync.WaitGroup
	for range o.jobs {
		wg.Go(func() {
			for cr := range work {
				o.runCase(cr)
			}
		})
	}
	for _, fr := range parsed {
		for _, cr := range fr.cases {
			work <- cr
		}
	}
	close(work)
	wg.Wait()

	report(o, parsed, stdout)
	return 0
}

// selectFiles lists the spec files to run: those that compare against bash,
// are not YSH-only and are not disabled (or the core ones, or a glob of them).
func selectFiles(o options) ([]string, error) {
	paths, err := filepath.Glob(filepath.Join(o.spec, "*.test.sh"))
	if err != nil {
		return nil, err
	}
	core := map[string]bool{}
	for _, n := range coreFiles {
		core[n] = true
	}
	var names []string
	for _, p := range paths {
		name := strings.TrimSuffix(filepath.Base(p), ".test.sh")
		if o.core && !core[name] {
			continue
		}
		if o.files != "" {
			if ok, err := filepath.Match(o.files, name); err != nil {
				return nil, fmt.Errorf("--files: %w", err)
			} else if !ok {
				if ok2, _ := filepath.Match(o.files, name+".test.sh"); !ok2 {
					continue
				}
			}
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return nil, err
		}
		sf, err := parseSpec(bytes.NewReader(data))
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		if !strings.Contains(" "+sf.Meta["compare_shells"]+" ", " bash") || strings.HasPrefix(name, "ysh-") ||
			sf.Meta["our_shell"] == "ysh" || sf.Meta["suite"] == "disabled" {
			continue
		}
		names = append(names, name)
	}
	sort.Strings(names)
	return names, nil
}

type fileRun struct {
	name  string
	cases []*caseRun
}

// outcome of one case.
type outcome int

const (
	skipExcluded outcome = iota // the code needs what the sandbox does not have
	skipHostProgram
	skipBashDisagrees
	skipBashTimeout
	passed
	failed
)

type result struct {
	stdout, stderr string
	status         int
	timedOut       bool
}

type caseRun struct {
	file     string
	c        *specCase
	outcome  outcome
	internal bool // tsrun printed an internal error or a Go panic
	bash     result
	ours     result
	note     string
}

func (o options) runCase(cr *caseRun) {
	if excludeRE.MatchString(cr.c.Code) {
		cr.outcome = skipExcluded
		return
	}
	exp, err := cr.c.bashExpect()
	if err != nil {
		cr.outcome, cr.note = skipBashDisagrees, err.Error()
		return
	}
	code := withHelpers(cr.c.Code)
	binDir := filepath.Join(o.spec, "bin")
	cr.bash = o.runBash(code, binDir)
	if cr.bash.timedOut {
		cr.outcome = skipBashTimeout
		return
	}
	// tsrun runs even where the case is left out, to find its internal errors.
	cr.ours = o.runTsrun(code)
	all := cr.ours.stdout + cr.ours.stderr
	cr.internal = strings.Contains(all, "internal error") || strings.Contains(all, "panic:") ||
		strings.Contains(all, "goroutine ")
	if (exp.stdout != nil && *exp.stdout != cr.bash.stdout) ||
		(exp.stderr != nil && *exp.stderr != cr.bash.stderr) || exp.status != cr.bash.status {
		cr.outcome = skipBashDisagrees
		return
	}
	if cr.ours.stdout == cr.bash.stdout && cr.ours.status == cr.bash.status && !cr.internal {
		cr.outcome = passed
		return
	}
	bashMissing := map[string]bool{}
	for _, m := range notFoundRE.FindAllStringSubmatch(cr.bash.stderr, -1) {
		bashMissing[m[1]] = true
	}
	for _, m := range notFoundRE.FindAllStringSubmatch(cr.ours.stderr, -1) {
		if bashMissing[m[1]] {
			continue
		}
		if _, err := lookPath(m[1], binDir); err == nil {
			cr.outcome, cr.note = skipHostProgram, m[1]
			return
		}
	}
	cr.outcome = failed
}

// hostPath is bash's PATH: the suite's spec/bin, then the system's.
func hostPath(binDir string) string { return binDir + ":/usr/local/bin:/usr/bin:/bin" }

func lookPath(name, binDir string) (string, error) {
	if strings.Contains(name, "/") {
		return "", errors.New("not a command name")
	}
	for _, dir := range filepath.SplitList(hostPath(binDir)) {
		p := filepath.Join(dir, name)
		if st, err := os.Stat(p); err == nil && !st.IsDir() && st.Mode()&0o111 != 0 {
			return p, nil
		}
	}
	return "", errors.New("not found")
}

// withHelpers defines the suite's helpers the code uses, on its first line.
func withHelpers(code string) string {
	var pre strings.Builder
	for _, h := range helpers {
		if strings.Contains(code, h.name) {
			pre.WriteString(h.def)
		}
	}
	return pre.String() + code
}

func (o options) runBash(code, binDir string) result {
	dir, err := os.MkdirTemp("", "oilscheck-bash-")
	if err != nil {
		return result{stderr: err.Error(), status: -1}
	}
	defer os.RemoveAll(dir)
	ctx, cancel := context.WithTimeout(context.Background(), o.timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, o.bash)
	cmd.Dir = dir
	// As the suite's harness: the code on stdin, a bare environment.
	cmd.Env = []string{"PATH=" + hostPath(binDir), "TMP=" + dir, "SH=" + o.bash, "HOME=" + dir, "LANG=C.UTF-8", "TZ=UTC"}
	cmd.Stdin = strings.NewReader(code)
	return execute(ctx, cmd)
}

func (o options) runTsrun(code string) result {
	dir, err := os.MkdirTemp("", "oilscheck-tsrun-")
	if err != nil {
		return result{stderr: err.Error(), status: -1}
	}
	defer os.RemoveAll(dir)
	script := filepath.Join(dir, "case.sh")
	if err := os.WriteFile(script, []byte(code), 0o600); err != nil {
		return result{stderr: err.Error(), status: -1}
	}
	ctx, cancel := context.WithTimeout(context.Background(), o.timeout+5*time.Second)
	defer cancel()
	args := []string{"--timeout", o.timeout.String(), "--env", "SH=bash", "--env", "TMP=/home/agent", "--env", "TZ=UTC"}
	if !o.worker {
		args = append(args, "--in-process")
	}
	cfg := filepath.Join(dir, "config.json")
	if err := os.WriteFile(cfg, []byte(`{"mcpServers":{}}`), 0o600); err != nil {
		return result{stderr: err.Error(), status: -1}
	}
	args = append(args, "--config", cfg, "--store", filepath.Join(dir, "store.db"), script)
	cmd := exec.CommandContext(ctx, o.tsrun, args...)
	cmd.Dir = dir
	cmd.Env = []string{"PATH=/usr/bin:/bin", "HOME=" + dir, "XDG_STATE_HOME=" + dir}
	return execute(ctx, cmd)
}

func execute(ctx context.Context, cmd *exec.Cmd) result {
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	cmd.WaitDelay = 2 * time.Second
	err := cmd.Run()
	r := result{stdout: out.String(), stderr: errb.String()}
	var ee *exec.ExitError
	switch {
	case ctx.Err() != nil:
		r.timedOut, r.status = true, -1
	case err == nil:
	case errors.As(err, &ee):
		r.status = ee.ExitCode()
		if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
			r.status = 128 + int(ws.Signal())
		}
	default:
		r.status, r.stderr = -1, r.stderr+err.Error()
	}
	return r
}

type tally struct{ cases, compared, passed, excluded, host, disagree int }

func (t *tally) add(u tally) {
	t.cases += u.cases
	t.compared += u.compared
	t.passed += u.passed
	t.excluded += u.excluded
	t.host += u.host
	t.disagree += u.disagree
}

func pct(p, n int) string {
	if n == 0 {
		return "-"
	}
	return fmt.Sprintf("%.1f%%", 100*float64(p)/float64(n))
}

func report(o options, files []*fileRun, w io.Writer) {
	core := map[string]bool{}
	for _, n := range coreFiles {
		core[n] = true
	}
	var coreT, allT tally
	var internal []*caseRun
	fmt.Fprintf(w, "%-24s %6s %8s %7s %7s   %s\n", "file", "cases", "compared", "passed", "%", "left out: by rule / host program / bash differs from the suite")
	for _, fr := range files {
		var t tally
		for _, cr := range fr.cases {
			t.cases++
			switch cr.outcome {
			case skipExcluded:
				t.excluded++
			case skipHostProgram:
				t.host++
			case skipBashDisagrees, skipBashTimeout:
				t.disagree++
			case passed:
				t.compared++
				t.passed++
			case failed:
				t.compared++
			}
			if cr.internal {
				internal = append(internal, cr)
			}
			if o.showFailures && cr.outcome == failed {
				showFailure(w, cr)
			}
			if o.showSkipped && cr.outcome < passed {
				showSkipped(w, cr)
			}
		}
		mark := ""
		if core[fr.name] {
			mark = " *"
			coreT.add(t)
		}
		allT.add(t)
		fmt.Fprintf(w, "%-24s %6d %8d %7d %7s   %d / %d / %d%s\n", fr.name, t.cases, t.compared, t.passed, pct(t.passed, t.compared), t.excluded, t.host, t.disagree, mark)
	}
	fmt.Fprintln(w)
	fmt.Fprintf(w, "core (* above): %d cases, %d compared, %d passed: %s\n", coreT.cases, coreT.compared, coreT.passed, pct(coreT.passed, coreT.compared))
	fmt.Fprintf(w, "all:            %d cases, %d compared, %d passed: %s\n", allT.cases, allT.compared, allT.passed, pct(allT.passed, allT.compared))
	fmt.Fprintf(w, "internal errors: %d\n", len(internal))
	for _, cr := range internal {
		fmt.Fprintf(w, "  %s line %d: %s\n", cr.file, cr.c.Line, cr.c.Name)
	}
}

func showFailure(w io.Writer, cr *caseRun) {
	fmt.Fprintf(w, "\n=== FAIL %s line %d: %s\n", cr.file, cr.c.Line, cr.c.Name)
	fmt.Fprintf(w, "--- code\n%s", indent(cr.c.Code))
	fmt.Fprintf(w, "--- bash (status %d)\n%s", cr.bash.status, indent(cr.bash.stdout))
	fmt.Fprintf(w, "--- tsrun (status %d)\n%s", cr.ours.status, indent(cr.ours.stdout))
	if cr.ours.stderr != "" {
		fmt.Fprintf(w, "--- tsrun stderr\n%s", indent(cr.ours.stderr))
	}
	fmt.Fprintln(w)
}

func showSkipped(w io.Writer, cr *caseRun) {
	why := [...]string{"excluded by rule", "needs a host program " + cr.note, "bash differs from the suite", "bash timed out"}[cr.outcome]
	fmt.Fprintf(w, "SKIP %s line %d: %s: %s\n", cr.file, cr.c.Line, cr.c.Name, why)
	if cr.outcome == skipBashDisagrees {
		exp, _ := cr.c.bashExpect()
		if exp.stdout != nil {
			fmt.Fprintf(w, "--- suite expects (status %d)\n%s", exp.status, indent(*exp.stdout))
		} else {
			fmt.Fprintf(w, "--- suite expects status %d\n", exp.status)
		}
		fmt.Fprintf(w, "--- bash (status %d)\n%s", cr.bash.status, indent(cr.bash.stdout))
		if exp.stderr != nil {
			fmt.Fprintf(w, "--- suite expects stderr\n%s--- bash stderr\n%s", indent(*exp.stderr), indent(cr.bash.stderr))
		}
	}
}

func indent(s string) string {
	if s == "" {
		return ""
	}
	s = strings.TrimSuffix(s, "\n")
	return "    " + strings.ReplaceAll(s, "\n", "\n    ") + "\n"
}
