// Package analyzer finds the `tools` calls in a bash script before it runs.
//
// [Analyze] parses a script with mvdan.cc/sh/v3/syntax (bash dialect) and
// walks its syntax tree. For every simple command whose name is `tools`
// (after quote removal, so "tools" and t\ools count too) it reports a
// [Call]: its position, its arguments when they are all literal, whether it
// reads stdin and from where, and where it stands in the script ([Context]).
// Everything that could run a command the analyzer cannot see (eval, source,
// bash -c, a command name built from an expansion, xargs tools, aliases, a
// function named tools, command/builtin/exec prefixes, trap bodies that are
// not literal, wrappers such as env or timeout around tools) is reported as
// an [Opaque] construct: never as safe.
//
// The analyzer is purely syntactic: it never runs anything, and it knows
// nothing about which words name servers or tools. The runtime gate checks
// every call again as it runs; the analyzer only lets the calls that are
// written out in full be judged before the script starts.
package analyzer
