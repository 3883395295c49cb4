// Command tscheck is the pre-flight check of Tools in Shell: it lists
// every tools call of a script it can see (line, tool, literal input or
// "built at run time", stdin-fed or not, where it stands) with its
// verdict (allow, needs approval, denied, checked at run time), and the
// constructs it cannot see through; its exit status says whether the
// script would start (0), would not (1), or could not be checked (2).
// With --config alone it runs the agent checks of the configuration.
//
//	tscheck [--config FILE] [--format text|json] [--store FILE] [--session ID] SCRIPT|-
//	tscheck --config FILE [--format text|json]
package main

import (
	"os"

	"github.com/toolsinshell/tis/cmd/internal/cli"
)

func main() { os.Exit(cli.Tscheck(cli.Process(), os.Args[1:])) }
