package store_test

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/toolsinshell/tis/store"
	"github.com/toolsinshell/tis/store/storetest"
)

// helperEnv names the database a helper process works on; helperModeEnv
// says what it does ("audit", or else Check).
const (
	helperEnv     = "STORE_TEST_HELPER_DB"
	helperModeEnv = "STORE_TEST_HELPER_MODE"
)

// TestHelperProcess is not a test but a helper process. Run by
// TestOnceRaceProcesses, it reads session names from stdin, one a line,
// calls Check for that session's once answer and prints the decision. Run by
// TestAuditSurvivesKill, it appends audit entries until it is killed.
func TestHelperProcess(t *testing.T) {
	path := os.Getenv(helperEnv)
	if path == "" {
		t.Skip("helper process only")
	}
	s, err := store.Open(path)
	if err != nil {
		fmt.Println("error:", err)
		os.Exit(1)
	}
	if os.Getenv(helperModeEnv) == "audit" {
		// Append audit entries until killed, saying which are committed.
		for i := 1; ; i++ {
			e := store.AuditEntry{Script: "killed", Call: i, Verdict: store.VerdictAllow, Outcome: store.OutcomeStarted}
			if err := s.Audit(context.Background(), e); err != nil {
				fmt.Println("error:", err)
				os.Exit(1)
			}
			fmt.Println(i)
		}
	}
	in := bufio.NewScanner(os.Stdin)
	for in.Scan() {
		// A line is "SESSION", or "PRINCIPAL SESSION".
		sc := store.Scope{Session: in.Text()}
		if p, sess, ok := strings.Cut(in.Text(), " "); ok {
			sc = store.Scope{Principal: p, Session: sess}
		}
		d, err := s.Check(context.Background(), sc, "gh.delete", `{}`)
		if err != nil {
			fmt.Println("error:", err)
			continue
		}
		fmt.Println(d)
	}
	s.Close()
	os.Exit(0)
}

// TestOnceRaceProcesses races separate processes for each once answer: each
// iteration stores an answer, then tells every helper to go at the same
// moment (a line on its stdin) and reads their decisions. In the
// iterations "after end" the answer's session has ended and each helper
// checks in a new session of its own: two of the answer's principal,
// which race for it, and one of another principal, which never gets it.
func TestOnceRaceProcesses(t *testing.T) {
	if testing.Short() {
		t.Skip("starts processes")
	}
	path := filepath.Join(t.TempDir(), "store.db")
	s, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	type helper struct {
		cmd *exec.Cmd
		in  *os.File
		out *bufio.Scanner
	}
	const processes = 3
	var helpers []helper
	for range processes {
		cmd := exec.Command(os.Args[0], "-test.run=^TestHelperProcess$")
		cmd.Env = append(os.Environ(), helperEnv+"="+path)
		cmd.Stderr = os.Stderr
		inR, inW, err := os.Pipe()
		if err != nil {
			t.Fatal(err)
		}
		cmd.Stdin = inR
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		inR.Close()
		h := helper{cmd, inW, bufio.NewScanner(out)}
		helpers = append(helpers, h)
		defer func() {
			h.in.Close()
			h.cmd.Wait()
		}()
	}
	for i := range 50 {
		session := fmt.Sprintf("proc-%d", i)
		afterEnd := i%2 == 1
		lines := []string{session, session, session}
		if afterEnd {
			sc := store.Scope{Principal: "p", Session: session}
			storetest.AnswerOnce(t, s, sc)
			if err := s.EndSession(context.Background(), sc); err != nil {
				t.Fatal(err)
			}
			lines = []string{"p " + session + "-a", "p " + session + "-b", "q " + session}
		} else {
			storetest.AnswerOnce(t, s, store.Scope{Session: session})
		}
		for k, h := range helpers {
			if _, err := fmt.Fprintln(h.in, lines[k]); err != nil {
				t.Fatal(err)
			}
		}
		var got []string
		for _, h := range helpers {
			if !h.out.Scan() {
				t.Fatalf("helper process ended: %v", h.out.Err())
			}
			got = append(got, h.out.Text())
		}
		won := 0
		for _, g := range got {
			switch g {
			case "allowed_once":
				won++
			case "none":
			default:
				t.Fatalf("iteration %d: helper said %q", i, g)
			}
		}
		if won != 1 {
			t.Fatalf("iteration %d: decisions %s, want exactly one allowed_once", i, strings.Join(got, ", "))
		}
		if afterEnd && got[2] != "none" {
			t.Fatalf("iteration %d: another principal's session got %s, want none", i, got[2])
		}
	}
}

// TestAuditSurvivesKill kills a process that is appending audit entries: every
// entry whose Audit call had returned is in the log when the file is opened
// again.
func TestAuditSurvivesKill(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a process")
	}
	path := filepath.Join(t.TempDir(), "store.db")
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperProcess$")
	cmd.Env = append(os.Environ(), helperEnv+"="+path, helperModeEnv+"=audit")
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	lines := bufio.NewScanner(out)
	acked := 0
	for acked < 30 && lines.Scan() {
		if _, err := fmt.Sscan(lines.Text(), &acked); err != nil {
			t.Fatalf("helper said %q", lines.Text())
		}
	}
	if err := cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	cmd.Wait()
	if acked < 30 {
		t.Fatalf("helper ended after %d entries", acked)
	}

	s, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	log, err := s.AuditLog(context.Background(), store.AuditFilter{Script: "killed"})
	if err != nil {
		t.Fatal(err)
	}
	if len(log) < acked {
		t.Fatalf("%d entries in the log, want at least the %d acknowledged", len(log), acked)
	}
	for i, e := range log {
		if e.Call != i+1 {
			t.Fatalf("entry %d is call %d, want %d", i, e.Call, i+1)
		}
	}
}
