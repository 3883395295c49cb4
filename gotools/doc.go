// Package gotools registers Go functions as tools: [Func] derives a
// tool's input schema from a Go type and turns the function's result into
// a tool result, and [Source] serves a set of such tools to the catalog
// as one source (grouped like an MCP server, or top level).
//
// A tool function receives a decoded input and returns a value and an
// error; the package handles JSON, schemas and the mapping of failures:
// a plain error is a tool error the script sees (tool_error), a
// [github.com/toolsinshell/tis/toolerr.Coded] error keeps its code (for
// example denied), and a panic is a tool error, never a crash.
package gotools
