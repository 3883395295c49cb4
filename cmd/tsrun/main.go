// Command tsrun runs a bash script in the sandboxed shell of Tools in
// Shell and exits with the script's status.
//
//	tsrun [flags] SCRIPT|-
//
// The script sees only the sandbox: files of its own, no host program,
// no host environment variable, an empty stdin unless --stdin gives one.
// Its tools command reaches the MCP servers of the configuration (or the
// built-in example issue tracker) through the gate. Each script runs in a
// worker process (this program, started again), so a script that
// exhausts its memory ends only the worker and tsrun still reports what
// it did. Run tsrun --help for the flags.
package main

import (
	"os"

	"github.com/toolsinshell/tis"
	"github.com/toolsinshell/tis/cmd/internal/cli"
)

func main() {
	if tis.IsWorker(os.Args[1:]) {
		os.Exit(tis.ServeWorker(os.Stdin, os.Stdout, os.Stderr))
	}
	os.Exit(cli.Tsrun(cli.Process(), os.Args[1:]))
}
