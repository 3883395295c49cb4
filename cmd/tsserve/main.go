// Command tsserve is the MCP gateway of Tools in Shell: one bash tool for
// any MCP client, whose sandboxed shell reaches every tool of the
// configuration's servers through the gate, plus the tools kept visible.
//
//	tsserve [--config F]                 # stdio: a client starts it
//	tsserve [--config F] --http ADDR     # streamable HTTP at http://ADDR/mcp
//
// Over HTTP every request needs the bearer token (TSSERVE_TOKEN,
// --token-file, or one made and printed at start). Each MCP session has
// a sandbox session of its own, and its scripts run in worker processes
// (this program, started again) with OS resource limits. Run tsserve
// --help for the flags.
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
	os.Exit(cli.Tsserve(cli.Process(), os.Args[1:]))
}
