// Package mcpsource makes every configured MCP server a [catalog.Source],
// through the go-sdk client (github.com/modelcontextprotocol/go-sdk/mcp).
//
// A [Source] is one server. It connects on first use (or when its
// [Manager] warms it up), lists the server's tools once and caches them
// until the server says notifications/tools/list_changed, and calls tools
// with a per-request timeout (config.Server.Timeout, default
// config.DefaultTimeout). A server that crashed or closed its connection
// is started again by the next listing or call that needs it; a server
// that cannot be started, or does not answer a listing in time, is
// toolerr.Unavailable (retryable; not retryable when the program is not
// there, or when the process exits during start-up, is started once more
// at once and exits the same way again), a server that wants a sign-in is
// toolerr.ConnectionRequired, and a JSON-RPC error answered to tools/call
// is toolerr.Tool. A tools/call that was sent and got no answer (the
// timeout, the connection lost, the source closed) is toolerr.NoAnswer:
// it may have run, and is not retryable.
//
// A call is not sent once its script is stopped (catalog.Stop; the error
// wraps catalog.ErrNotSent), connecting included; a call sent waits on
// its own context, which outlives the stop by the gate's grace, for its
// answer. When that context ends first, the server is pinged in the
// background and killed if it does not answer (a stuck server), as after
// a call's own timeout.
//
// Transports:
//   - stdio: the command runs with a minimal environment (see
//     [DefaultEnv]) plus the server's env, in the server's cwd, in a
//     process group of its own; its stderr goes to [Options.Stderr]. Close
//     closes its stdin, waits [Options.CloseGrace], sends SIGTERM, waits
//     again, sends SIGKILL (mcp.CommandTransport), reaps it, and then kills
//     whatever is left of its process group (grandchildren such as the node
//     started by npx).
//   - "http": streamable HTTP with the configured headers; when the server
//     rejects the POST with a 4xx other than 401/403 (a server that only
//     speaks the old HTTP+SSE transport), SSE is tried on the same URL.
//   - "sse": SSE only.
//
// A [Manager] keeps the sources of one configuration: [Manager.Apply]
// keeps a server whose settings did not change, starts new ones (in
// parallel, each bounded by its own timeout) and closes removed or changed
// ones.
package mcpsource
