package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// The hostile corpus (testdata/hostile) is run through the real tsrun, a
// child process of the test (this test binary, started again with
// mainEnv set), under tight limits. Each script is a file; its first
// comment lines may say what it expects:
//
//	# hostile: what the script tries (required)
//	# writes: N        the script first makes N changing calls whose input
//	                   holds corpus-write-1 ... corpus-write-N; the report
//	                   must list each of them, made and successful
//	# want: REGEX      the script's output (stdout and stderr) matches
//	# forbid: REGEX    the script's output does not match
//	# flags: FLAGS     tsrun flags after the corpus's own (they win)
//	# tscheck: REGEX   tscheck's output on the script matches
//
// In want, forbid and tscheck, ${HOSTDIR} (the test's directory of the
// run: the approval store, HOME), ${CWD} (tsrun's working directory),
// ${SECRET} (a value in tsrun's environment), ${PID} and ${PPID} (tsrun's
// process id and the test's) stand for the host's values, quoted.
//
// Every run must end with the JSON result (exit_code and tools), with no
// Go crash text and no internal error, with the host's peak RSS below
// twice the memory limit: in-process, tsrun's own; in a worker,
// the larger of tsrun's and the worker's, which Linux reports together
// (wait4 gives a child's rusage with that of the children it waited for,
// and tsrun waits for its worker before it exits).
//
// The default run runs every script in-process and a subset
// (workerSubset) in worker processes; TIS_HOSTILE=full runs every script
// in both modes. -short skips the corpus.

// mainEnv makes this test binary tsrun or tscheck (see TestMain).
const mainEnv = "TIS_TEST_MAIN"

// The limits every corpus script runs under. The corpus checks what the
// scripts printed, so their results are not cut to a budget (the result
// budget is held by its own tests: TestResultBudget2MB, ...).
var hostileFlags = []string{"--json", "--max-result", "-1", "--max-memory", "256MiB", "--timeout", "10s", "--max-commands", "-1"}

const (
	hostileMemory = 256 << 20
	// rssBound is the peak RSS a run must stay below.
	rssBound = 2 * hostileMemory
	// hostileTimeout is the script's time limit in hostileFlags.
	hostileTimeout = 10 * time.Second
	// hangBound ends a run that did not end by itself: far past the
	// script's own limit (10s) and the worker's grace, so that only a
	// run that would never end reaches it, however loaded the machine.
	hangBound = 3 * time.Minute
	// hostileParallel is how many runs go at once: with two CPUs, most
	// of a run is the script's own time limit (a third of the scripts
	// run to it), which takes its ten seconds however busy the CPUs are.
	hostileParallel = 6
	// heavyParallel is how many of them may be scripts that grow memory
	// to the limit (mem_*, tool_big_*), at up to twice 256 MiB each.
	heavyParallel = 3
)

// retryTimeout is the time limit of a run again alone (see starved).
const retryTimeout = 40 * time.Second

// starved reports whether a run failed only because the time limit came
// before the bound the script is to reach (its want lines name that bound,
// not the time limit): on a machine busy with the other runs, and whatever
// else CI runs beside them, a script that reaches its bound in two seconds
// alone may not in ten.
func starved(cs *corpusScript, r *childRun, bad []string) bool {
	if r.err != nil || r.exitCode != 124 || len(bad) == 0 {
		return false
	}
	for _, b := range bad {
		if !strings.HasPrefix(b, "the output does not match") {
			return false
		}
	}
	for _, w := range cs.want {
		if strings.Contains(w, "time limit") {
			return false
		}
	}
	return true
}

// heavy reports whether a corpus script grows memory to the limit.
func heavy(name string) bool {
	return strings.HasPrefix(name, "mem_") || strings.HasPrefix(name, "tool_big_")
}

// slowFirst orders the runs so that those likely to run to the time
// limit (loops and jobs) start first and the quick ones fill the gaps.
func slowFirst(name string) int {
	if strings.HasPrefix(name, "loop_") || strings.HasPrefix(name, "jobs_") || strings.HasSuffix(name, "_recursion") {
		return 0
	}
	return 1
}

// workerSubset are the scripts of the default run that also run in a
// worker process: one or more of each class, the ones that exercise
// the worker's own limits.
var workerSubset = []string{
	"mem_cmdsubst_yes", "mem_tr_grep", "mem_seq_sort_u", "mem_jq_def_rec", "mem_jq_range", "mem_string_double",
	"mem_printf_width", "nest_paren_150k", "nest_arith_200k", "nest_bash_c", "nest_jq", "panic_quote_nul",
	"panic_unset_empty", "panic_declare_n", "jobs_fork_bomb", "jobs_pipe_recursion", "host_pwd_unset",
	"host_proc_self", "host_pids", "host_nested_bash", "tool_big_arg", "tool_numbers", "out_stdout_flood",
	"fs_symlink_loops", "loop_arith",
}

// corpusScript is one script of the corpus with its expectations.
type corpusScript struct {
	name, path string
	writes     int
	want       []string
	forbid     []string
	flags      []string
	tscheck    []string
}

// loadCorpus reads testdata/hostile.
func loadCorpus(t *testing.T) []*corpusScript {
	t.Helper()
	paths, err := filepath.Glob("../../testdata/hostile/*.sh")
	if err != nil {
		t.Fatal(err)
	}
	if len(paths) < 60 {
		t.Fatalf("the hostile corpus has %d scripts; it needs at least 60", len(paths))
	}
	var out []*corpusScript
	for _, p := range paths {
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		cs := &corpusScript{name: strings.TrimSuffix(filepath.Base(p), ".sh"), path: p}
		described := false
		for _, line := range strings.Split(string(src), "\n") {
			rest, ok := strings.CutPrefix(line, "# ")
			if !ok {
				break
			}
			key, val, ok := strings.Cut(rest, ": ")
			if !ok {
				break
			}
			switch key {
			case "hostile":
				described = true
			case "writes":
				n, err := strconv.Atoi(val)
				if err != nil {
					t.Fatalf("%s: writes: %v", p, err)
				}
				cs.writes = n
			case "want":
				cs.want = append(cs.want, val)
			case "forbid":
				cs.forbid = append(cs.forbid, val)
			case "flags":
				cs.flags = append(cs.flags, strings.Fields(val)...)
			case "tscheck":
				cs.tscheck = append(cs.tscheck, val)
			default:
				t.Fatalf("%s: unknown header %q", p, key)
			}
		}
		if !described {
			t.Fatalf("%s: no '# hostile:' line saying what it tries", p)
		}
		out = append(out, cs)
	}
	return out
}

// hostEnv is what a child run knows of the host, for want and forbid.
type hostEnv struct {
	dir, cwd, secret string
	pid              int
}

// expand replaces the placeholders of a pattern with the host's values,
// quoted.
func (h *hostEnv) expand(pat string) string {
	return strings.NewReplacer("${HOSTDIR}", regexp.QuoteMeta(h.dir), "${CWD}", regexp.QuoteMeta(h.cwd),
		"${SECRET}", regexp.QuoteMeta(h.secret), "${PID}", strconv.Itoa(h.pid),
		"${PPID}", strconv.Itoa(os.Getpid())).Replace(pat)
}

// childRun is one run of this binary as tsrun or tscheck.
type childRun struct {
	stdout, stderr []byte
	exitCode       int
	maxRSS         int64 // bytes
	err            error // the run could not start, or did not end
	host           *hostEnv
}

const hostSecret = "tis-hostile-host-secret-3f9a"

// runChild runs this test binary as the command main (tsrun or tscheck)
// with args, in a fresh directory of dir, and waits for its end.
func runChild(dir, main string, args []string) *childRun {
	h := &hostEnv{dir: dir, cwd: filepath.Join(dir, "cwd"), secret: hostSecret}
	r := &childRun{host: h}
	for _, d := range []string{h.cwd, filepath.Join(dir, "home"), filepath.Join(dir, "state")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			r.err = err
			return r
		}
	}
	exe, err := os.Executable()
	if err != nil {
		r.err = err
		return r
	}
	ctx, cancel := context.WithTimeout(context.Background(), hangBound)
	defer cancel()
	cmd := exec.CommandContext(ctx, exe, args...)
	cmd.Dir = h.cwd
	cmd.Env = []string{mainEnv + "=" + main, "HOME=" + filepath.Join(dir, "home"),
		"XDG_STATE_HOME=" + filepath.Join(dir, "state"), "TIS_HOSTILE_SECRET=" + hostSecret, "PATH=/usr/bin:/bin"}
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Start(); err != nil {
		r.err = err
		return r
	}
	h.pid = cmd.Process.Pid
	err = cmd.Wait()
	r.stdout, r.stderr = stdout.Bytes(), stderr.Bytes()
	if ctx.Err() != nil {
		r.err = fmt.Errorf("did not end by itself: killed after %v", hangBound)
		return r
	}
	if _, ok := err.(*exec.ExitError); err != nil && !ok {
		r.err = err
		return r
	}
	r.exitCode = cmd.ProcessState.ExitCode()
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		r.maxRSS = int64(ru.Maxrss) * 1024 // KiB on Linux
	}
	return r
}

// crashText is what the Go runtime prints when it ends a process.
var crashText = []string{"goroutine ", "fatal error", "panic:", "runtime: "}

// tsrunJSON is the part of tsrun --json the corpus checks.
type tsrunJSON struct {
	ExitCode  *int     `json:"exit_code"`
	Stdout    string   `json:"stdout"`
	Stderr    string   `json:"stderr"`
	LimitsHit []string `json:"limits_hit"`
	Tools     *struct {
		Done []struct {
			Tool  string          `json:"tool"`
			Input json.RawMessage `json:"input"`
			OK    bool            `json:"ok"`
		} `json:"done"`
	} `json:"tools"`
}

// checkTsrun returns what is wrong with one tsrun run of cs.
func checkTsrun(cs *corpusScript, r *childRun) []string {
	if r.err != nil {
		return []string{r.err.Error()}
	}
	var bad []string
	for _, s := range crashText {
		if bytes.Contains(r.stdout, []byte(s)) || bytes.Contains(r.stderr, []byte(s)) {
			bad = append(bad, fmt.Sprintf("Go crash text %q in tsrun's output", s))
		}
	}
	if len(bytes.TrimSpace(r.stderr)) > 0 {
		bad = append(bad, fmt.Sprintf("tsrun wrote on its own stderr: %s", clip(r.stderr)))
	}
	if r.maxRSS <= 0 {
		bad = append(bad, "no peak RSS in the child's rusage")
	} else if r.maxRSS >= rssBound {
		bad = append(bad, fmt.Sprintf("peak RSS %d MiB, not below %d MiB (2 × the memory limit)", r.maxRSS>>20, rssBound>>20))
	}
	var res tsrunJSON
	if err := json.Unmarshal(r.stdout, &res); err != nil {
		return append(bad, fmt.Sprintf("no JSON result (%v): %s", err, clip(r.stdout)))
	}
	if res.ExitCode == nil || res.Tools == nil {
		return append(bad, fmt.Sprintf("the JSON result lacks exit_code or tools: %s", clip(r.stdout)))
	}
	if *res.ExitCode != r.exitCode {
		bad = append(bad, fmt.Sprintf("exit_code %d, but tsrun exited with %d", *res.ExitCode, r.exitCode))
	}
	out := res.Stdout + res.Stderr
	if strings.Contains(res.Stderr, "internal error") {
		bad = append(bad, fmt.Sprintf("the script ended with an internal error: %s", clip([]byte(res.Stderr))))
	}
	for i := 1; i <= cs.writes; i++ {
		mark := fmt.Sprintf("corpus-write-%d", i)
		found := false
		for _, d := range res.Tools.Done {
			if d.OK && bytes.Contains(d.Input, []byte(mark)) {
				found = true
			}
		}
		if !found {
			bad = append(bad, fmt.Sprintf("the report does not list the call with %s as made and successful", mark))
		}
	}
	for _, w := range cs.want {
		if !regexp.MustCompile(r.host.expand(w)).MatchString(out) {
			bad = append(bad, fmt.Sprintf("the output does not match %q", w))
		}
	}
	forbid := append([]string{"${HOSTDIR}", "${SECRET}"}, cs.forbid...)
	for _, f := range forbid {
		if m := regexp.MustCompile(r.host.expand(f)).FindString(out); m != "" {
			bad = append(bad, fmt.Sprintf("the output matches %q: %q", f, m))
		}
	}
	return bad
}

func clip(b []byte) string {
	const max = 600
	if len(b) > max {
		return string(b[:max/2]) + " ... " + string(b[len(b)-max/2:])
	}
	return string(b)
}

// corpusStats gathers what the corpus runs found, per mode and per class
// (the prefix of a script's name), for the log: the closing note of a
// containment round gives this table.
type corpusStats struct {
	mu    sync.Mutex
	byKey map[[2]string]*classStats // mode, class ("" for all)
}

// classStats is what the runs of one class (or one mode) found.
type classStats struct {
	tried, held int
	worstRSS    int64
	worstRSSOf  string
	worstPast   time.Duration // the longest a run went on past its time limit
	worstPastOf string
	timeLimited int // runs the time limit ended
}

func newCorpusStats() *corpusStats {
	return &corpusStats{byKey: map[[2]string]*classStats{}}
}

// class is the class of a corpus script: the prefix of its name.
func class(name string) string {
	c, _, _ := strings.Cut(name, "_")
	return c
}

// timeLimit is the time limit cs runs under: the corpus's, or its own
// --timeout.
func (cs *corpusScript) timeLimit() time.Duration {
	d := hostileTimeout
	for i, f := range cs.flags {
		v, ok := strings.CutPrefix(f, "--timeout=")
		if !ok && f == "--timeout" && i+1 < len(cs.flags) {
			v, ok = cs.flags[i+1], true
		}
		if t, err := time.ParseDuration(v); ok && err == nil {
			d = t
		}
	}
	return d
}

func (s *corpusStats) add(mode string, cs *corpusScript, r *childRun, ok bool, d, limit time.Duration) {
	var res tsrunJSON
	timeHit := r.err == nil && json.Unmarshal(r.stdout, &res) == nil && slices.Contains(res.LimitsHit, "time")
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, key := range [][2]string{{mode, ""}, {mode, class(cs.name)}} {
		m := s.byKey[key]
		if m == nil {
			m = &classStats{}
			s.byKey[key] = m
		}
		m.tried++
		if ok {
			m.held++
		}
		if r.maxRSS > m.worstRSS {
			m.worstRSS, m.worstRSSOf = r.maxRSS, cs.name
		}
		if timeHit {
			m.timeLimited++
			if past := d - limit; past > m.worstPast {
				m.worstPast, m.worstPastOf = past, cs.name
			}
		}
	}
}

// log writes the table: per mode, then per class and mode, the scripts
// tried and contained, the worst peak RSS and the worst time past the
// time limit (wall time of the whole tsrun run, start-up included, of the
// runs the time limit ended).
func (s *corpusStats) log(t *testing.T) {
	keys := slices.Collect(maps.Keys(s.byKey))
	slices.SortFunc(keys, func(a, b [2]string) int {
		if a[1] != b[1] {
			return strings.Compare(a[1], b[1])
		}
		return strings.Compare(a[0], b[0])
	})
	t.Logf("%-10s %-11s %5s %9s %9s %-24s %8s %s", "class", "mode", "tried", "contained", "worst RSS", "(script)", "past", "(script)")
	for _, k := range keys {
		m, c := s.byKey[k], k[1]
		if c == "" {
			c = "all"
		}
		past := "-"
		if m.timeLimited > 0 {
			past = m.worstPast.Round(10 * time.Millisecond).String()
		}
		t.Logf("%-10s %-11s %5d %9d %6d MiB %-24s %8s %s", c, k[0], m.tried, m.held, m.worstRSS>>20, m.worstRSSOf, past, m.worstPastOf)
	}
}

// TestHostile runs the hostile corpus through tsrun (see the top of this
// file).
func TestHostile(t *testing.T) {
	if testing.Short() {
		t.Skip("the hostile corpus takes a minute or two")
	}
	corpus := loadCorpus(t)
	full := os.Getenv("TIS_HOSTILE") == "full"
	subset := map[string]bool{}
	for _, n := range workerSubset {
		subset[n] = true
	}
	type job struct {
		cs   *corpusScript
		mode string
		done chan struct{}
		res  *childRun
		bad  []string
		took time.Duration
		// retried: the run was starved of CPU and run again alone.
		retried bool
	}
	var jobs []*job
	for _, cs := range corpus {
		delete(subset, cs.name)
		jobs = append(jobs, &job{cs: cs, mode: "in-process", done: make(chan struct{})})
	}
	for n := range subset {
		t.Fatalf("workerSubset names %s, which is not in the corpus", n)
	}
	// TIS_HOSTILE_ONLY=REGEX runs only the scripts whose names match, in
	// both modes: for working on one class without the whole corpus.
	if only := os.Getenv("TIS_HOSTILE_ONLY"); only != "" {
		re, err := regexp.Compile(only)
		if err != nil {
			t.Fatalf("TIS_HOSTILE_ONLY: %v", err)
		}
		corpus = slices.DeleteFunc(corpus, func(cs *corpusScript) bool { return !re.MatchString(cs.name) })
		jobs = slices.DeleteFunc(jobs, func(j *job) bool { return !re.MatchString(j.cs.name) })
		full = true
	}
	for _, n := range workerSubset {
		subset[n] = true
	}
	for _, cs := range corpus {
		if full || subset[cs.name] {
			jobs = append(jobs, &job{cs: cs, mode: "worker", done: make(chan struct{})})
		}
	}
	stats := newCorpusStats()
	base := t.TempDir()
	order := slices.Clone(jobs)
	slices.SortStableFunc(order, func(a, b *job) int { return slowFirst(a.cs.name) - slowFirst(b.cs.name) })
	sem, heavySem := make(chan struct{}, hostileParallel), make(chan struct{}, heavyParallel)
	var alone sync.RWMutex // held to write by a run that must have the machine to itself
	go func() {
		for i, j := range order {
			sem <- struct{}{}
			if heavy(j.cs.name) {
				heavySem <- struct{}{}
			}
			go func() {
				defer func() {
					<-sem
					if heavy(j.cs.name) {
						<-heavySem
					}
				}()
				args := append([]string{}, hostileFlags...)
				if j.mode == "in-process" {
					args = append(args, "--in-process")
				}
				args = append(append(args, j.cs.flags...), j.cs.path)
				abs, err := filepath.Abs(j.cs.path)
				if err == nil {
					args[len(args)-1] = abs
				}
				run := func(dir string, args []string) {
					start := time.Now()
					j.res = runChild(filepath.Join(base, dir), "tsrun", args)
					j.bad = checkTsrun(j.cs, j.res)
					j.took = time.Since(start)
				}
				alone.RLock()
				run(strconv.Itoa(i), args)
				alone.RUnlock()
				if starved(j.cs, j.res, j.bad) {
					// The time limit ended a run that was to end at
					// another bound: on a busy machine it did not get
					// the CPU to reach it. Run it again with no other
					// run beside it and a longer time limit; the
					// bounds it must show are the same.
					alone.Lock()
					j.retried = true
					run(strconv.Itoa(i)+"-alone", append(slices.Clone(args[:len(args)-1]), "--timeout", retryTimeout.String(), args[len(args)-1]))
					alone.Unlock()
				}
				limit := j.cs.timeLimit()
				if j.retried {
					limit = retryTimeout
				}
				stats.add(j.mode, j.cs, j.res, len(j.bad) == 0, j.took, limit)
				close(j.done)
			}()
		}
	}()
	for _, j := range jobs {
		t.Run(j.mode+"/"+j.cs.name, func(t *testing.T) {
			<-j.done
			if testing.Verbose() {
				t.Logf("exit %d, peak RSS %d MiB, %v", j.res.exitCode, j.res.maxRSS>>20, j.took.Round(10*time.Millisecond))
				if j.retried {
					t.Logf("run again alone with --timeout %v: the first run's time limit came before its bound", retryTimeout)
				}
			}
			for _, b := range j.bad {
				t.Error(b)
			}
			if len(j.bad) > 0 && j.res.err == nil {
				t.Logf("tsrun exited %d; its stdout: %s", j.res.exitCode, clip(j.res.stdout))
			}
		})
	}
	stats.log(t)
}

// TestHostileRSSSeen makes sure the peak RSS the corpus test reads is the
// worker's too, not only tsrun's: a script that holds some 100 MB in a
// worker must show in tsrun's rusage.
func TestHostileRSSSeen(t *testing.T) {
	if testing.Short() {
		t.Skip("starts tsrun and a worker")
	}
	dir := t.TempDir()
	script := filepath.Join(dir, "hold.sh")
	src := "x=$(head -c 100000000 /dev/zero | tr '\\0' a)\necho ${#x}\n"
	if err := os.WriteFile(script, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	r := runChild(filepath.Join(dir, "run"), "tsrun", []string{"--json", "--max-buffer", "200MiB", script})
	if r.err != nil || r.exitCode != 0 {
		t.Fatalf("tsrun: %v, exit %d: %s %s", r.err, r.exitCode, r.stdout, r.stderr)
	}
	if !bytes.Contains(r.stdout, []byte(`"stdout": "100000000\n"`)) {
		t.Fatalf("the script did not hold its 100 MB: %s", clip(r.stdout))
	}
	if r.maxRSS < 100<<20 {
		t.Fatalf("peak RSS %d MiB: the worker's memory is not in tsrun's rusage", r.maxRSS>>20)
	}
}

// TestHostileTscheck runs tscheck on every script of the corpus: it
// ends with a status (0, 1 or 2) and no crash, a script that nests too
// deeply is a clear error with status 2, and the tscheck lines of a
// script's header hold.
func TestHostileTscheck(t *testing.T) {
	if testing.Short() {
		t.Skip("starts tscheck for each script of the corpus")
	}
	corpus := loadCorpus(t)
	base := t.TempDir()
	type result struct {
		r    *childRun
		json *childRun
	}
	results := make([]result, len(corpus))
	var wg sync.WaitGroup
	sem := make(chan struct{}, 2)
	for i, cs := range corpus {
		wg.Go(func() {
			sem <- struct{}{}
			defer func() { <-sem }()
			abs, _ := filepath.Abs(cs.path)
			results[i].r = runChild(filepath.Join(base, strconv.Itoa(i)), "tscheck", []string{abs})
			results[i].json = runChild(filepath.Join(base, strconv.Itoa(i)+"j"), "tscheck", []string{"--format", "json", abs})
		})
	}
	wg.Wait()
	for i, cs := range corpus {
		t.Run(cs.name, func(t *testing.T) {
			for _, r := range []*childRun{results[i].r, results[i].json} {
				if r.err != nil {
					t.Fatal(r.err)
				}
				out := string(r.stdout) + string(r.stderr)
				for _, s := range crashText {
					if strings.Contains(out, s) {
						t.Errorf("Go crash text %q: %s", s, clip([]byte(out)))
					}
				}
				if r.exitCode < 0 || r.exitCode > 2 {
					t.Errorf("exit status %d", r.exitCode)
				}
				if r.maxRSS >= rssBound {
					t.Errorf("peak RSS %d MiB", r.maxRSS>>20)
				}
				for _, w := range cs.tscheck {
					if !regexp.MustCompile(r.host.expand(w)).MatchString(out) {
						t.Errorf("tscheck's output does not match %q: %s", w, clip([]byte(out)))
					}
				}
				if strings.Contains(out, "nests more than") && r.exitCode != 2 {
					t.Errorf("a script that nests too deeply gave status %d, want 2", r.exitCode)
				}
			}
		})
	}
}
