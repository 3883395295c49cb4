package main

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/toolsinshell/tis/cmd/internal/bench"
	"github.com/toolsinshell/tis/cmd/internal/cli"
)

func runArgs(args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	st := run(cli.Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errb}, args)
	return st, out.String(), errb.String()
}

// TestHelpAndVersion: tsbench behaves as the other commands: --help on
// stdout with status 0 and every flag with two dashes, --version from
// the build, a bad flag or value status 2 on stderr.
func TestHelpAndVersion(t *testing.T) {
	for _, args := range [][]string{{"--help"}, {"-h"}, {"--n", "3", "--help"}} {
		st, out, errOut := runArgs(args...)
		if st != 0 || errOut != "" || !strings.HasPrefix(out, "usage: tsbench ") || !strings.Contains(out, "\n  --n int\n") ||
			!strings.Contains(out, "\n  --only string\n") {
			t.Errorf("%q: status %d stderr %q stdout %q", args, st, errOut, out)
		}
	}
	if st, out, errOut := runArgs("--version"); st != 0 || errOut != "" || out != "tsbench "+cli.Version()+"\n" {
		t.Errorf("--version: status %d stdout %q stderr %q", st, out, errOut)
	}
	for _, args := range [][]string{{"--bogus"}, {"--n", "0"}, {"--only", "nope"}, {"--servers", "pip"}, {"--sessions", "-1"}, {"extra"},
		{"--replicas", "-1"}, {"--store-url", "/tmp/store.db"}, {"--store-url", "mysql://u:pw@h/db"}} {
		if st, out, errOut := runArgs(args...); st != 2 || out != "" || !strings.HasPrefix(errOut, "tsbench: ") {
			t.Errorf("%q: status %d stdout %q stderr %q", args, st, out, errOut)
		}
	}
}

// TestStoreTableWithoutPostgres: with no PostgreSQL, the store table
// prints SQLite's figures and says n/a for PostgreSQL's, and tsbench
// succeeds.
func TestStoreTableWithoutPostgres(t *testing.T) {
	var out, errb bytes.Buffer
	st := run(cli.Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errb}, []string{"--only", "store", "--n", "1"})
	if st != 0 || errb.Len() != 0 {
		t.Fatalf("status %d, stderr %q", st, errb.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	rows := 0
	for _, l := range lines {
		if strings.Contains(l, "n/a (set TIS_PG_URL or run under scripts/pgtest)") {
			rows++
		}
	}
	if want := len(bench.StoreOps()) * len(bench.StoreWorkers()); rows != want || !strings.Contains(out.String(), "\nSQLite: ") || !strings.Contains(out.String(), "\nA changing call waits for its started entry: SQLite ") || strings.Contains(out.String(), "\nPostgreSQL: ") {
		t.Errorf("%d rows with n/a, want %d:\n%s", rows, want, out.String())
	}
}

func TestStartedCost(t *testing.T) {
	pg, sq := &bench.StoreBackend{Name: "PostgreSQL"}, &bench.StoreBackend{Name: "SQLite"}
	got := startedCost([]*bench.StoreBackend{pg, sq}, []bench.StoreRate{{Latency: 300 * time.Microsecond}, {Latency: 100 * time.Microsecond}})
	if want := "PostgreSQL 300.0µs, SQLite 100.0µs, 3.00x as long on PostgreSQL"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if got := startedCost([]*bench.StoreBackend{sq}, []bench.StoreRate{{Latency: 100 * time.Microsecond}}); got != "SQLite 100.0µs" {
		t.Errorf("SQLite alone: %q", got)
	}
}

// TestBashkitAbsent: without bashkit the bashkit table is one line
// saying how to get it, and tsbench does not fail.
func TestBashkitAbsent(t *testing.T) {
	st, out, errOut := runArgs("--only", "bashkit", "--bashkit", t.TempDir())
	if st != 0 || errOut != "" || !strings.HasPrefix(out, "bashkit: skipped") || strings.Count(out, "\n") != 1 {
		t.Errorf("status %d stdout %q stderr %q", st, out, errOut)
	}
}
