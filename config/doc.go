// Package config reads the one JSON configuration file of Tools in Shell
// (SPEC section 9). Its mcpServers object is the format MCP clients
// already use (Claude Desktop, Claude Code's .mcp.json, Cursor, VS Code's
// "servers"), plus "load": "on_demand" and a per-server timeout.
//
// Reading is strict: an unknown key anywhere is an error that names it
// (with a suggestion when it looks like a typo), as is a value of the
// wrong kind, a duplicate key or a server that cannot work. Every error
// names the file, the setting's path (server and field) and, where there
// is one, the line and column. A few keys other clients write and that we
// do not use are accepted and ignored; docs/config.md lists them.
//
// ${VAR} and ${VAR:-default} (also ${env:VAR}) in command, args, env
// values, cwd, url and header values are expanded from the host
// environment at load time; an unset variable without a default is an
// error. The file may carry // and /* */ comments and trailing commas, as
// VS Code's JSONC does.
//
// Import reads the servers a person already configured in Claude Desktop,
// Claude Code, Cursor or VS Code (it never writes their files), and a
// configuration's "import" key merges them in at load time.
//
// Server.Key and Diff tell a server manager which servers changed between
// two loads.
package config
