package gate_test

import (
	"context"
	"sync"
	"testing"

	"github.com/toolsinshell/tis"
	"github.com/toolsinshell/tis/runtime/gate"
	"github.com/toolsinshell/tis/store"
	"github.com/toolsinshell/tis/toolerr"
)

// TestOnceAnswerRace: a one-off answer is used exactly once, even by two
// scripts racing for it. Each round raises the request (the script stops),
// answers it once, then runs the same script in two sandbox sessions of
// the same store session at once, released together by a barrier: exactly
// one delete_branch reaches the server, the other script stops with
// needs_approval (before start when the winner used the answer before
// the loser's pre-flight looked, at run time otherwise).
func TestOnceAnswerRace(t *testing.T) {
	for _, tc := range []struct {
		name   string
		script string
	}{
		// Both scripts pass the pre-flight check and race in the gate.
		{"literal", "tools github delete-branch repo=a/b branch=x\necho AFTER\n"},
		// The input is built at run time: only the gate judges it.
		{"built", "b=x\ntools github delete-branch repo=a/b branch=$b\necho AFTER\n"},
		// The call waits in a pipeline.
		{"pipeline", "echo '{\"repo\":\"a/b\",\"branch\":\"x\"}' | tools github delete-branch\necho AFTER\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for round := 0; round < 20; round++ {
				raceOnce(t, tc.script)
				if t.Failed() {
					t.Fatalf("round %d failed", round)
				}
			}
		})
	}
}

func raceOnce(t *testing.T, script string) {
	h := newHarness(t, nil)
	res, rep, _ := h.run(script)
	if len(h.src.Calls()) != 0 || rep.Tools.Stopped == nil || rep.Tools.Stopped.Reason != toolerr.CodeNeedsApproval {
		t.Fatalf("first run: want a needs_approval stop and no call; calls %v report %s", h.src.Calls(), jsonOf(rep))
	}
	id := requestID(t, rep)
	h.answer(id, store.Once)
	_ = res

	type outcome struct {
		res *tis.Result
		rep *gate.Report
		chk *gate.Check
		err error
	}
	var (
		ready, done sync.WaitGroup
		start       = make(chan struct{})
		out         [2]outcome
	)
	for i := range out {
		sess := h.sameSessionElsewhere() // two hosts, one store session
		ready.Add(1)
		done.Add(1)
		go func() {
			defer done.Done()
			ready.Done()
			<-start
			out[i].res, out[i].rep, out[i].chk, out[i].err = h.try(sess, script)
		}()
	}
	ready.Wait()
	close(start)
	done.Wait()

	if n := len(h.src.CallsOf("delete_branch")); n != 1 {
		t.Errorf("the server received %d delete_branch calls, want exactly 1", n)
	}
	made, stopped := 0, 0
	for i, o := range out {
		if o.err != nil {
			t.Fatalf("script %d: %v", i, o.err)
		}
		st := o.rep.Tools.Stopped
		switch {
		case st == nil && o.res != nil && o.res.ExitCode == 0:
			made++
			if len(o.rep.Tools.Done) != 1 || !o.rep.Tools.Done[0].OK {
				t.Errorf("script %d ran: done = %s", i, jsonOf(o.rep.Tools.Done))
			}
		case st != nil && st.Reason == toolerr.CodeNeedsApproval && st.Approval == "requested":
			stopped++
			if o.res != nil && (o.res.Stdout != "" || !has(errorCodes(o.res.Stderr), toolerr.CodeNeedsApproval)) {
				t.Errorf("script %d stopped at run time: stdout %q, stderr %q", i, o.res.Stdout, o.res.Stderr)
			}
			if len(o.rep.Tools.Done) != 0 {
				t.Errorf("script %d stopped: done = %s", i, jsonOf(o.rep.Tools.Done))
			}
		default:
			t.Errorf("script %d: neither ran nor stopped with needs_approval: %s", i, jsonOf(o.rep))
		}
	}
	if made != 1 || stopped != 1 {
		t.Errorf("%d scripts made the call and %d stopped, want 1 and 1", made, stopped)
	}

	// The answer is used up: the request says so, and the same script
	// stops again.
	req, err := h.store.Get(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	if !req.Used {
		t.Errorf("request %s: the once answer is not marked used", id)
	}
	if _, rep, _ := h.run(script); rep.Tools.Stopped == nil || rep.Tools.Stopped.Reason != toolerr.CodeNeedsApproval {
		t.Errorf("after the race, the script ran again: %s", jsonOf(rep))
	}
	if n := len(h.src.CallsOf("delete_branch")); n != 1 {
		t.Errorf("after a third run the server has %d delete_branch calls, want 1", n)
	}

	// The audit log: one made call (started, ok), the other not made.
	entries, err := h.store.AuditLog(context.Background(), store.AuditFilter{Canonical: deleteBranch})
	if err != nil {
		t.Fatal(err)
	}
	count := map[store.Outcome]int{}
	for _, e := range entries {
		count[e.Outcome]++
	}
	if count[store.OutcomeStarted] != 1 || count[store.OutcomeOK] != 1 {
		t.Errorf("audit outcomes %v, want one started and one ok", count)
	}
}

// TestOnceAnswerUsedOnlyByItsCall: a call with a once answer races a call
// of the same script that needs approval and stops the script. Whichever
// wins, the answer is used up only if its call went out: a call that was
// not made leaves its answer for the next script.
func TestOnceAnswerUsedOnlyByItsCall(t *testing.T) {
	for round := 0; round < 30; round++ {
		h := newHarness(t, nil)
		_, rep, _ := h.run("tools github delete-branch repo=a/b branch=x\n")
		id := requestID(t, rep)
		h.answer(id, store.Once)
		// The other call's input is built at run time, so the script
		// starts; it needs approval and stops the script.
		h.run("b=other\n{ tools github delete-branch repo=a/b branch=$b; } & tools github delete-branch repo=a/b branch=x\nwait\n")
		req, err := h.store.Get(context.Background(), id)
		if err != nil {
			t.Fatal(err)
		}
		made := 0
		for _, c := range h.src.CallsOf("delete_branch") {
			if c.Input["branch"] == "x" {
				made++
			}
		}
		if req.Used != (made == 1) || made > 1 {
			es, _ := h.store.AuditLog(context.Background(), store.AuditFilter{})
			for _, e := range es {
				t.Logf("audit: call %d %s: %s %s (%s)", e.Call, e.Input, e.Outcome, e.ErrorCode, e.Source)
			}
			t.Fatalf("round %d: the once answer used %v, the call made %d times", round, req.Used, made)
		}
		if made == 0 {
			// Not made: the answer is still there for the next script.
			if res, rep, _ := h.run("tools github delete-branch repo=a/b branch=x\n"); res == nil || res.ExitCode != 0 {
				t.Fatalf("round %d: the answer left for the next script did not let it through: %s", round, jsonOf(rep))
			}
		}
	}
}
