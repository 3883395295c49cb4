package bench

import (
	"os"
	"testing"

	"github.com/toolsinshell/tis"
	"github.com/toolsinshell/tis/cmd/internal/cli"
	"github.com/toolsinshell/tis/internal/nodetest"
)

// The test binary is also tsrun (--tsrun ARGS) and its worker, as
// tsbench is, for the process workloads.
func TestMain(m *testing.M) {
	args := os.Args[1:]
	if tis.IsWorker(args) {
		os.Exit(tis.ServeWorker(os.Stdin, os.Stdout, os.Stderr))
	}
	if len(args) > 0 && args[0] == "--tsrun" {
		os.Exit(cli.Tsrun(cli.Process(), args[1:]))
	}
	if os.Getenv(AsTsserve) == "1" {
		os.Exit(cli.Tsserve(cli.Process(), args))
	}
	os.Exit(nodetest.Main(m, os.Environ()))
}

// TestStoreRunners: the 50-call script runs whole with either store.
func TestStoreRunners(t *testing.T) {
	sqlite, memory, cleanup, err := StoreRunners(50)
	if err != nil {
		t.Fatal(err)
	}
	defer cleanup()
	for name, run := range map[string]func() error{"sqlite": sqlite, "memory": memory} {
		if err := run(); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// TestProcessRunners: the tsrun processes of the everyday table print
// what they must and exit 0, with the example servers and, when they
// are there, the npm ones.
func TestProcessRunners(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	tsrun := []string{exe, "--tsrun"}
	sets := []ServerSet{ExampleServers(tsrun)}
	if _, err := nodetest.Find(); err == nil {
		npm, err := NPMServers(os.Getenv("PATH"))
		if err != nil {
			t.Fatal(err)
		}
		sets = append(sets, npm)
	} else {
		nodetest.Skipped(t.Name() + "/npm")
	}
	for _, set := range sets {
		t.Run(set.Kind, func(t *testing.T) {
			for _, w := range []struct {
				servers     map[string]any
				script, out string
			}{{nil, "echo hi", "hi\n"}, {set.Servers, "echo hi", "hi\n"}, {set.Servers, set.Call, set.Want}} {
				run, cleanup, err := ProcessRunner(tsrun, os.Environ(), w.servers, w.script, w.out)
				if err != nil {
					t.Fatal(err)
				}
				if err := run(); err != nil {
					t.Errorf("%d servers, %s: %v", len(w.servers), w.script, err)
				}
				cleanup()
			}
		})
	}
	// A run that prints something else is an error.
	run, cleanup, err := ProcessRunner(tsrun, os.Environ(), nil, "echo ho", "hi\n")
	if err != nil {
		t.Fatal(err)
	}
	defer cleanup()
	if err := run(); err == nil {
		t.Error("a run that printed ho instead of hi passed")
	}
}
