package store

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// answerOnce stores a once answer for the call (session, "gh.delete", {}).
func answerOnce(t testing.TB, s *SQLite, session string) {
	t.Helper()
	id, err := s.Request(context.Background(), req(session, "gh.delete", `{}`))
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Answer(context.Background(), id, Answer{Kind: Once}); err != nil {
		t.Fatal(err)
	}
}

// answerOnceIn stores a once answer for the call (sc, "gh.delete", {}).
func answerOnceIn(t testing.TB, s *SQLite, sc Scope) {
	t.Helper()
	r := req(sc.Session, "gh.delete", `{}`)
	r.Principal = sc.Principal
	id, err := s.Request(context.Background(), r)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Answer(context.Background(), id, Answer{Kind: Once}); err != nil {
		t.Fatal(err)
	}
}

// TestOnceRaceAfterEnd has many new sessions of the answer's principal
// (and of another principal) race for a once answer whose session has
// ended, over one handle and over two handles of one file: exactly one
// of the principal's sessions gets it, never the other principal's.
func TestOnceRaceAfterEnd(t *testing.T) {
	dir := t.TempDir()
	open := func() *SQLite {
		s, err := Open(filepath.Join(dir, "store.db"))
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		return s
	}
	a, b := open(), open()
	iterations := 50
	if testing.Short() {
		iterations = 5
	}
	const racers = 8
	ctx := context.Background()
	for i := range iterations {
		gone := Scope{Principal: "alice", Session: fmt.Sprintf("gone-%d", i)}
		answerOnceIn(t, a, gone)
		if err := b.EndSession(ctx, gone); err != nil {
			t.Fatal(err)
		}
		var (
			ready, done sync.WaitGroup
			start       = make(chan struct{})
			results     = make([]Decision, racers)
			errs        = make([]error, racers)
		)
		for k := range racers {
			ready.Add(1)
			done.Add(1)
			go func() {
				defer done.Done()
				s, sc := a, Scope{Principal: "alice", Session: fmt.Sprintf("new-%d-%d", i, k)}
				if k%2 == 1 {
					s = b
				}
				if k%4 == 3 {
					sc.Principal = "bob"
				}
				ready.Done()
				<-start
				results[k], errs[k] = s.Check(ctx, sc, "gh.delete", `{}`)
			}()
		}
		ready.Wait()
		close(start)
		done.Wait()
		won := 0
		for k, d := range results {
			if errs[k] != nil {
				t.Fatalf("racer %d: %v", k, errs[k])
			}
			switch {
			case d == AllowedOnce && k%4 == 3:
				t.Fatalf("iteration %d: bob's session %d got alice's once answer", i, k)
			case d == AllowedOnce:
				won++
			case d != None:
				t.Fatalf("racer %d: %v, want allowed_once or none", k, d)
			}
		}
		if won != 1 {
			t.Fatalf("iteration %d: %d sessions got the once answer, want exactly 1", i, won)
		}
	}
}

// race has every store in checkers call Check for the same once answer at
// once, released together by a start barrier, and returns how many got
// AllowedOnce.
func race(t *testing.T, session string, checkers []*SQLite) int {
	t.Helper()
	var (
		ready, done sync.WaitGroup
		start       = make(chan struct{})
		results     = make([]Decision, len(checkers))
		errs        = make([]error, len(checkers))
	)
	for i, s := range checkers {
		ready.Add(1)
		done.Add(1)
		go func() {
			defer done.Done()
			ready.Done()
			<-start
			results[i], errs[i] = s.Check(context.Background(), Scope{Session: session}, "gh.delete", `{}`)
		}()
	}
	ready.Wait()
	close(start)
	done.Wait()
	won := 0
	for i, d := range results {
		if errs[i] != nil {
			t.Fatalf("checker %d: %v", i, errs[i])
		}
		switch d {
		case AllowedOnce:
			won++
		case None:
		default:
			t.Fatalf("checker %d: %v, want allowed_once or none", i, d)
		}
	}
	return won
}

func TestOnceRace(t *testing.T) {
	dir := t.TempDir()
	open := func() *SQLite {
		s, err := Open(filepath.Join(dir, "store.db"))
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		return s
	}
	a, b := open(), open()
	mem, err := OpenMemory()
	if err != nil {
		t.Fatal(err)
	}
	defer mem.Close()
	iterations := 100
	if testing.Short() {
		iterations = 10
	}
	tests := []struct {
		name     string
		answer   *SQLite
		checkers []*SQLite
	}{
		{"goroutines on one handle", a, []*SQLite{a, a, a, a}},
		{"two handles on one file", a, []*SQLite{a, b, a, b}},
		{"answered on the other handle", b, []*SQLite{a, a, b, b}},
		{"memory", mem, []*SQLite{mem, mem, mem, mem}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for i := range iterations {
				session := fmt.Sprintf("%s-%d", tt.name, i)
				answerOnce(t, tt.answer, session)
				if won := race(t, session, tt.checkers); won != 1 {
					t.Fatalf("iteration %d: %d checkers got the once answer, want exactly 1", i, won)
				}
			}
		})
	}
}

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
	s, err := Open(path)
	if err != nil {
		fmt.Println("error:", err)
		os.Exit(1)
	}
	if os.Getenv(helperModeEnv) == "audit" {
		// Append audit entries until killed, saying which are committed.
		for i := 1; ; i++ {
			e := AuditEntry{Script: "killed", Call: i, Verdict: VerdictAllow, Outcome: OutcomeStarted}
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
		sc := Scope{Session: in.Text()}
		if p, sess, ok := strings.Cut(in.Text(), " "); ok {
			sc = Scope{Principal: p, Session: sess}
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
	s, err := Open(path)
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
			sc := Scope{Principal: "p", Session: session}
			answerOnceIn(t, s, sc)
			if err := s.EndSession(context.Background(), sc); err != nil {
				t.Fatal(err)
			}
			lines = []string{"p " + session + "-a", "p " + session + "-b", "q " + session}
		} else {
			answerOnce(t, s, session)
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

	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	log, err := s.AuditLog(context.Background(), AuditFilter{Script: "killed"})
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

// TestConsumeCancelled: a context done before Consume consumes nothing,
// and the answer is there for the next caller; one cancelled while many
// race either consumes (and returns the id) or not (and returns an error).
func TestConsumeCancelled(t *testing.T) {
	s, err := OpenMemory()
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	answerOnce(t, s, "c")
	done, cancel := context.WithCancel(context.Background())
	cancel()
	if id, err := s.Consume(done, Scope{Session: "c"}, "gh.delete", `{}`); err == nil || id != "" {
		t.Fatalf("a done context consumed %q (%v)", id, err)
	}
	for round := range 50 {
		answerOnce(t, s, fmt.Sprint("r", round))
		ctx, cancel := context.WithCancel(context.Background())
		go cancel()
		id, err := s.Consume(ctx, Scope{Session: fmt.Sprint("r", round)}, "gh.delete", `{}`)
		again, err2 := s.Consume(context.Background(), Scope{Session: fmt.Sprint("r", round)}, "gh.delete", `{}`)
		if err2 != nil {
			t.Fatal(err2)
		}
		if (err == nil && id != "") == (again != "") {
			t.Fatalf("round %d: cancelled consume gave %q (%v), the next %q: the answer must go to exactly one", round, id, err, again)
		}
	}
	if id, err := s.Consume(context.Background(), Scope{Session: "c"}, "gh.delete", `{}`); err != nil || id == "" {
		t.Fatalf("the answer left by the done context: %q, %v", id, err)
	}
}
