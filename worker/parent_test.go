package worker

import (
	"bufio"
	"context"
	"encoding/gob"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/toolsinshell/tis/runtime"
	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// The test binary is its own worker: run with planEnv set, it is a
// worker that follows the plan named there. "serve" is the real worker
// (Serve); the others speak the protocol themselves and break off, or
// break it, at one step, as a crashed or broken worker would. A real
// worker cannot be made to crash at each step on purpose; these can.
const planEnv = "TIS_WORKER_TEST_PLAN"

func TestMain(m *testing.M) {
	if plan := os.Getenv(planEnv); plan != "" {
		os.Exit(actAs(plan))
	}
	os.Exit(m.Run())
}

// actAs is the worker of a plan.
func actAs(plan string) int {
	if plan == "serve" {
		return Serve(os.Stdin, os.Stdout, os.Stderr)
	}
	// once-PLAN: the first worker to see the marker file follows PLAN,
	// the others serve.
	if rest, ok := strings.CutPrefix(plan, "once-"); ok {
		marker := os.Getenv(planEnv + "_MARKER")
		if f, err := os.OpenFile(marker, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o600); err == nil {
			f.Close()
			plan = rest
		} else {
			return Serve(os.Stdin, os.Stdout, os.Stderr)
		}
	}
	dec := gob.NewDecoder(bufio.NewReader(os.Stdin))
	enc := newEncoder(os.Stdout)
	var m envelope
	if err := dec.Decode(&m); err != nil {
		return 2
	}
	recv := func() envelope {
		var m envelope
		if err := dec.Decode(&m); err != nil {
			os.Exit(2)
		}
		return m
	}
	step := func(kind string) bool { return plan == kind }
	if step("die-before-taken") {
		return 3
	}
	_ = enc.send(envelope{Kind: kindTaken})
	switch plan {
	case "die-after-taken":
		return 3
	case "kill-self":
		_ = syscall.Kill(os.Getpid(), syscall.SIGKILL)
		time.Sleep(time.Hour)
	case "hang":
		time.Sleep(time.Hour)
	case "nil-done":
		_ = enc.send(envelope{Kind: kindDone})
		time.Sleep(time.Hour)
	case "nil-call":
		_ = enc.send(envelope{Kind: kindCall, ID: 1})
		time.Sleep(time.Hour)
	case "unknown-kind":
		_ = enc.send(envelope{Kind: "surprise"})
		time.Sleep(time.Hour)
	case "close-output":
		os.Stdout.Close()
		time.Sleep(time.Hour)
	case "late-answer":
		// An answer for a call that was never made, then a proper
		// result: the answer is dropped, the result stands.
		_ = enc.send(envelope{Kind: kindSaved, ID: 42, Name: "x"})
		_ = enc.send(envelope{Kind: kindDone, Done: &Done{ExitCode: 7, Stdout: "done\n"}})
		_ = enc.send(envelope{Kind: kindOutput, Data: []byte("after the result\n")})
		return 0
	case "die-in-call", "die-in-stdin", "die-in-save", "die-in-read", "unasked-stdin":
		_ = enc.send(envelope{Kind: kindCall, ID: 1, Call: &CallInfo{Name: "probe", Args: []string{plan}, Dir: "/", StdinGiven: true}})
		switch plan {
		case "die-in-call":
			return 3 // while the parent runs the call
		case "unasked-stdin":
			// Stdin for a call whose command never reads it.
			_ = enc.send(envelope{Kind: kindStdin, ID: 1, Data: []byte("a")})
			time.Sleep(time.Hour)
		default: // die at the parent's first request: want, save or read
			recv()
			return 3
		}
	}
	return 4
}

// probe is the parent's command of the plans that call it: it does what
// its argument says with what the call gives it, and counts its runs.
type probe struct {
	runs    atomic.Int32
	results chan error
}

func newProbe() *probe { return &probe{results: make(chan error, 1)} }

func (p *probe) run(ctx context.Context, c *command.Call) error {
	p.runs.Add(1)
	var err error
	switch c.Args[0] {
	case "die-in-call", "unasked-stdin":
		<-ctx.Done() // the script stopped: the worker is gone
	case "die-in-stdin":
		_, err = io.ReadAll(c.Stdin)
	case "die-in-save":
		_, err = c.Remote.SaveNew("/", "img", ".png", []byte("png"))
	case "die-in-read":
		_, err = c.Remote.ReadFile("f")
	}
	p.results <- err
	return err
}

// testPool is a pool of workers following plan.
func testPool(t *testing.T, plan string, minSpares int) *Pool {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	marker := filepath.Join(t.TempDir(), "marker")
	argv := []string{"/usr/bin/env", planEnv + "=" + plan, planEnv + "_MARKER=" + marker, exe}
	p := NewPool(argv, minSpares, minSpares)
	t.Cleanup(p.Close)
	return p
}

// runIn runs src through a Runner over a session holding one file, with
// the probe as the parent's command.
func runIn(t *testing.T, pool *Pool, src string, limits runtime.Limits, pr *probe) (*runtime.Result, *runtime.Session) {
	t.Helper()
	sess := runtime.NewSession(&runtime.Options{Limits: limits})
	if err := sess.ResetFiles(context.Background(), []vfs.Entry{{Path: "/before", Mode: 0o644, Data: []byte("kept\n")}}); err != nil {
		t.Fatal(err)
	}
	r := &Runner{Pool: pool, Session: sess}
	cmds := map[string]command.Func{}
	if pr != nil {
		cmds["probe"] = pr.run
	}
	res := r.Run(context.Background(), src, &runtime.RunOptions{Commands: cmds})
	return res, sess
}

// filesAsBefore: the session holds the one file it held before the
// script, unchanged.
func filesAsBefore(t *testing.T, sess *runtime.Session) {
	t.Helper()
	snap := sess.FS().Snapshot()
	var found bool
	for _, e := range snap {
		switch {
		case e.Path == "/before" && string(e.Data) == "kept\n":
			found = true
		case e.Path == "/after":
			t.Errorf("the session keeps a file the failed script wrote: %s", e.Path)
		}
	}
	if !found {
		t.Errorf("the session lost its file: %v", snap)
	}
}

// TestRunnerRealWorker: a script in a real worker reads and changes the
// session's files, calls the parent's command, and its result and files
// come back.
func TestRunnerRealWorker(t *testing.T) {
	pool := testPool(t, "serve", 1)
	pr := newProbe()
	res, sess := runIn(t, pool, `cat /before; echo new > /after; echo in | probe die-in-stdin; echo status $?`, runtime.Limits{}, pr)
	if res.ExitCode != 0 || res.Stdout != "kept\nstatus 0\n" || res.Stopped != nil {
		t.Fatalf("result: %+v", res)
	}
	if err := <-pr.results; err != nil {
		t.Errorf("the parent's command read its stdin: %v", err)
	}
	data, err := sess.FS().ReadFile("/after")
	if err != nil || string(data) != "new\n" {
		t.Errorf("the file the script wrote: %q, %v", data, err)
	}
}

// TestRunnerCrashAtEachStep: a worker that dies, is killed, or breaks
// the protocol at any step ends its own script only: the result says
// what happened, the session's files are as before the script, every
// call the parent ran has returned, and nothing hangs.
func TestRunnerCrashAtEachStep(t *testing.T) {
	for _, tc := range []struct {
		plan string
		// want is in the script's stderr; probed: the parent's command
		// ran (and saw its request fail).
		want   string
		probed bool
		limits runtime.Limits
		limit  string
	}{
		{plan: "die-after-taken", want: "internal error: the script's worker process ended (exit status 3)"},
		{plan: "kill-self", want: "ended by signal 9 (killed), not by a limit of the script"},
		{plan: "hang", want: "time limit", limits: runtime.Limits{Timeout: 200 * time.Millisecond}, limit: runtime.LimitTime},
		{plan: "nil-done", want: "it broke the protocol: a result without its content"},
		{plan: "nil-call", want: "it broke the protocol: a call without its command"},
		{plan: "unknown-kind", want: `it broke the protocol: a message of unknown kind "surprise"`},
		{plan: "close-output", want: "it closed its output and did not end"},
		{plan: "unasked-stdin", want: "it broke the protocol: a stdin message for call 1 that nobody asked for", probed: true},
		{plan: "die-in-call", want: "internal error: the script's worker process ended (exit status 3)", probed: true},
		{plan: "die-in-stdin", want: "internal error: the script's worker process ended (exit status 3)", probed: true},
		{plan: "die-in-save", want: "internal error: the script's worker process ended (exit status 3)", probed: true},
		{plan: "die-in-read", want: "internal error: the script's worker process ended (exit status 3)", probed: true},
	} {
		t.Run(tc.plan, func(t *testing.T) {
			t.Parallel()
			pr := newProbe()
			res, sess := runIn(t, testPool(t, tc.plan, 0), `echo new > /after`, tc.limits, pr)
			if res.ExitCode == 0 || !strings.Contains(res.Stderr, tc.want) {
				t.Fatalf("status %d, stderr %q; want it to say %q", res.ExitCode, res.Stderr, tc.want)
			}
			var he *HostError
			if errors.As(res.Stopped, &he) {
				t.Errorf("a crash of the script's worker is the script's end, not the host's failure: %v", he)
			}
			if tc.limit != "" && (len(res.LimitsHit) != 1 || res.LimitsHit[0] != tc.limit) {
				t.Errorf("limits hit %v, want %s", res.LimitsHit, tc.limit)
			}
			filesAsBefore(t, sess)
			if n := pr.runs.Load(); tc.probed != (n == 1) {
				t.Fatalf("the parent's command ran %d times", n)
			}
			if tc.probed {
				// A request to a worker that is gone fails; a command that
				// waited returns once the script's end is known.
				err := <-pr.results
				if waits := tc.plan == "die-in-call" || tc.plan == "unasked-stdin"; !waits && err == nil {
					t.Errorf("the parent's request to a worker that died succeeded")
				}
			}
		})
	}
}

// TestRunnerSpareDiedWaiting: a spare that died before it took its
// script (killed while waiting, or dying as it is handed the script)
// costs the script nothing: it runs in a new worker.
func TestRunnerSpareDiedWaiting(t *testing.T) {
	t.Run("killed while waiting", func(t *testing.T) {
		pool := testPool(t, "serve", 1)
		spare := waitSpare(t, pool)
		spare.Kill()
		res, sess := runIn(t, pool, `echo ran; echo new > /after`, runtime.Limits{}, nil)
		if res.ExitCode != 0 || res.Stdout != "ran\n" {
			t.Fatalf("result: %+v", res)
		}
		if _, err := sess.FS().ReadFile("/after"); err != nil {
			t.Errorf("the script's file: %v", err)
		}
	})
	t.Run("dies as it is handed the script", func(t *testing.T) {
		pool := testPool(t, "once-die-before-taken", 0)
		res, _ := runIn(t, pool, `echo ran`, runtime.Limits{}, nil)
		if res.ExitCode != 0 || res.Stdout != "ran\n" {
			t.Fatalf("result: %+v", res)
		}
	})
}

// waitSpare waits until the pool has a spare started and returns it,
// still the pool's.
func waitSpare(t *testing.T, pool *Pool) *Proc {
	t.Helper()
	for {
		pool.mu.Lock()
		if len(pool.ready) > 0 {
			p := pool.ready[0]
			pool.mu.Unlock()
			return p
		}
		pool.mu.Unlock()
		time.Sleep(time.Millisecond)
	}
}

// TestLateMessages: what a worker sends that nobody waits for (an
// answer to a call never made, output after its result) changes
// nothing: the result is the one it sent.
func TestLateMessages(t *testing.T) {
	res, _ := runIn(t, testPool(t, "late-answer", 0), `true`, runtime.Limits{}, nil)
	if res.ExitCode != 7 || res.Stdout != "done\n" {
		t.Fatalf("result: %+v", res)
	}
}

// TestPoolSparesFollowLoad: the spares grow with the rate of scripts
// (within the bound) and shrink back to the minimum when it falls.
func TestPoolSparesFollowLoad(t *testing.T) {
	p := &Pool{min: 1, max: 6, closed: true} // closed: sizing only, nothing starts
	now := time.Now()
	p.startCost = 50 * time.Millisecond
	if got := p.wantLocked(now); got != 1 {
		t.Fatalf("idle pool wants %d spares, want the minimum 1", got)
	}
	for i := range 1000 { // 100 scripts a second for ten seconds
		p.noteGetLocked(now.Add(time.Duration(i) * 10 * time.Millisecond))
	}
	busy := now.Add(10 * time.Second)
	if got := p.wantLocked(busy); got != 6 {
		t.Errorf("at 100 scripts/s with 50 ms starts the pool wants %d spares, want the bound 6", got)
	}
	p.max = 100
	if got := p.wantLocked(busy); got < 8 || got > 14 {
		t.Errorf("at about 100 scripts/s with 50 ms starts the pool wants %d spares, want about 2×5", got)
	}
	if got := p.wantLocked(busy.Add(30 * time.Second)); got != 1 {
		t.Errorf("30 s after the load the pool wants %d spares, want the minimum 1", got)
	}
}

// TestPoolMeasuresSpares: a spare says when it was ready, so the start
// cost that sizes the spares is known though every script got a spare.
func TestPoolMeasuresSpares(t *testing.T) {
	pool := testPool(t, "serve", 1)
	waitSpare(t, pool)
	res, _ := runIn(t, pool, `echo hi`, runtime.Limits{}, nil)
	if res.ExitCode != 0 || res.Stdout != "hi\n" {
		t.Fatalf("result: %+v", res)
	}
	pool.mu.Lock()
	cost := pool.startCost
	pool.mu.Unlock()
	if cost <= 0 {
		t.Errorf("start cost %v after a script in a spare, want the spare's", cost)
	}
}
