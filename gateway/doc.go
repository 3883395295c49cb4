// Package gateway serves a Tools in Shell host (package tis) to MCP
// clients: the one bash tool, the tools that stay direct, and, with
// FEATURE_TOOLS_IN_SHELL off, every tool directly, each call through the
// host's checks. It is tsserve's library, on the go-sdk's server side,
// over stdio (ServeStdio) and streamable HTTP (Handler).
//
// Lifetimes:
//   - The Gateway owns its host: the sources, the store, the workers.
//     It lives until Close.
//   - A session is one sandbox session (a tis.Session: its files, its
//     "always" answers, the on-demand servers it loaded). A client's MCP
//     session gets one and keeps it until the session ends (stdio: the
//     client goes away; HTTP: DELETE, or IdleTimeout without requests).
//     A request of the 2026-07-28 protocol has no MCP session: its call
//     names a session in _meta (MetaSession), or gets a new one whose
//     name the result's _meta gives; such a session ends after
//     IdleTimeout without calls. Options.Session binds every connection
//     to one named session instead, kept in the store.
//   - Every session is a principal's: the holder of the bearer token
//     (Options.Token, Options.Tokens) of the request that made it. Names,
//     MCP sessions and calls waiting for an answer are reached only with
//     that principal's token, in that session. The bounds over all
//     sessions (MaxSessions, MaxTotalFilesBytes) end, or move to the
//     store, the sessions of the principal most over its share first,
//     idle longest first; a session ended so says why to its next
//     request. A session's end is recorded in the store, so a once
//     answer given for it afterwards goes to the principal's next
//     session (a client that reconnects).
//   - A run is one tools/call: a script (in a worker process when the
//     host has workers) or a direct call. When it needs a person's
//     answer and the client declared elicitation, it asks: through
//     elicitation/create for 2025-11-25 clients, and for 2026-07-28
//     clients by returning input requests, waiting (AskTimeout at most)
//     for the call to come back with the answer.
//
// The tool list of each MCP session follows the configuration and the
// servers (tis.Options.OnChange): when it changes, the client hears
// notifications/tools/list_changed.
package gateway
