package postgres_test

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/toolsinshell/tis/internal/pgtest"
	"github.com/toolsinshell/tis/store"
	"github.com/toolsinshell/tis/store/postgres"
	"github.com/toolsinshell/tis/store/storetest"
)

// open opens a handle on the store at dsn, closed when the test ends.
func open(t *testing.T, dsn string) *postgres.Store {
	t.Helper()
	s, err := postgres.Open(context.Background(), dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// TestConformance runs the store suite on PostgreSQL, each test in a
// schema of its own; each opener call is another pool, as another
// replica would have.
func TestConformance(t *testing.T) {
	pgtest.URL(t)
	storetest.Run(t, storetest.Backend{New: func(t *testing.T) storetest.Opener {
		dsn := pgtest.Schema(t)
		return func(t *testing.T) store.Store { return open(t, dsn) }
	}})
}

// TestMigrateTogether opens many handles on an empty schema at once:
// the migration runs once (under its advisory lock), every handle works,
// and the schema is at the newest version.
func TestMigrateTogether(t *testing.T) {
	dsn := pgtest.Schema(t)
	const n = 8
	var wg sync.WaitGroup
	stores := make([]*postgres.Store, n)
	errs := make([]error, n)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			stores[i], errs[i] = postgres.Open(context.Background(), dsn)
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("open %d: %v", i, err)
		}
		defer stores[i].Close()
	}
	conn, err := pgx.Connect(context.Background(), dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(context.Background())
	var rows, version int
	if err := conn.QueryRow(context.Background(), `SELECT count(*), max(version) FROM schema_version`).Scan(&rows, &version); err != nil {
		t.Fatal(err)
	}
	if rows != 1 || version < 1 {
		t.Fatalf("schema_version has %d rows, version %d; want one row", rows, version)
	}
	for i, s := range stores {
		if _, err := s.Request(context.Background(), store.ApprovalRequest{Session: fmt.Sprint(i), Canonical: "a.b", Input: `{}`}); err != nil {
			t.Fatalf("store %d: %v", i, err)
		}
	}
}

// TestOpenErrors: a URL that does not parse is refused without echoing
// it (it may hold a password); a server that is not there is an error.
func TestOpenErrors(t *testing.T) {
	_, err := postgres.Open(context.Background(), "postgres://u:secret@[::1")
	if err == nil || strings.Contains(err.Error(), "secret") {
		t.Fatalf("Open of a bad URL: %v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if _, err := postgres.Open(ctx, "postgres://u@127.0.0.1:1/db?connect_timeout=2"); err == nil {
		t.Fatal("Open of a server that is not there succeeded")
	}
}

// raceChildEnv makes the test binary a racer of TestProcessRace.
const raceChildEnv = "TIS_PG_RACE_CHILD"

// TestProcessRace has three processes race for one once answer, again
// and again: each round the parent answers a request once, in a new
// session, and tells the three at once to Check the call; exactly one
// gets it. TIS_PG_RACE_ROUNDS sets the rounds (the target is
// 1000, the default; 100 with -short).
func TestProcessRace(t *testing.T) {
	if os.Getenv(raceChildEnv) != "" {
		raceChild(t)
		return
	}
	dsn := pgtest.Schema(t)
	rounds := 1000
	if testing.Short() {
		rounds = 100
	}
	if n, err := strconv.Atoi(os.Getenv("TIS_PG_RACE_ROUNDS")); err == nil && n > 0 {
		rounds = n
	}
	s := open(t, dsn)
	const procs = 3
	type racer struct {
		cmd *exec.Cmd
		in  io.WriteCloser
		out *bufio.Scanner
	}
	var racers []racer
	for range procs {
		cmd := exec.Command(os.Args[0], "-test.run=^TestProcessRace$", "-test.count=1")
		cmd.Env = append(os.Environ(), raceChildEnv+"="+dsn)
		cmd.Stderr = os.Stderr
		in, err := cmd.StdinPipe()
		if err != nil {
			t.Fatal(err)
		}
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { in.Close(); cmd.Wait() })
		r := racer{cmd, in, bufio.NewScanner(out)}
		if !r.out.Scan() || r.out.Text() != "ready" {
			t.Fatalf("racer did not start: %q %v", r.out.Text(), r.out.Err())
		}
		racers = append(racers, r)
	}
	start := time.Now()
	for i := range rounds {
		session := fmt.Sprint("race-", i)
		storetest.AnswerOnce(t, s, store.Scope{Session: session})
		for _, r := range racers {
			if _, err := fmt.Fprintln(r.in, session); err != nil {
				t.Fatal(err)
			}
		}
		won := 0
		for k, r := range racers {
			if !r.out.Scan() {
				t.Fatalf("racer %d stopped: %v", k, r.out.Err())
			}
			switch got := r.out.Text(); got {
			case store.AllowedOnce.String():
				won++
			case store.None.String():
			default:
				t.Fatalf("round %d: racer %d: %s", i, k, got)
			}
		}
		if won != 1 {
			t.Fatalf("round %d: %d processes got the once answer, want exactly 1", i, won)
		}
	}
	t.Logf("%d rounds, %d processes: exactly one winner each time (%v)", rounds, procs, time.Since(start).Round(time.Millisecond))
}

// raceChild is a racer: it opens the store, says "ready", then for each
// session named on stdin checks the call and prints the decision.
func raceChild(t *testing.T) {
	s, err := postgres.Open(context.Background(), os.Getenv(raceChildEnv))
	if err != nil {
		fmt.Println("error:", err)
		return
	}
	defer s.Close()
	fmt.Println("ready")
	in := bufio.NewScanner(os.Stdin)
	for in.Scan() {
		d, err := s.Check(context.Background(), store.Scope{Session: in.Text()}, "gh.delete", `{}`)
		if err != nil {
			fmt.Println("error:", strings.ReplaceAll(err.Error(), "\n", " "))
			continue
		}
		fmt.Println(d)
	}
}
