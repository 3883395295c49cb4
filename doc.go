// Package tis is the front door of Tools in Shell for Go hosts: one
// sandboxed bash tool instead of hundreds of tool schemas.
//
// A model gets one tool, bash. Its scripts run in a sandboxed shell
// (package runtime: bash interpreted in-process, files of its own, no
// host program, no host variable, bounded in time, commands, memory and
// output) whose tools command reaches every tool source of the host: the
// MCP servers of its configuration and Go functions (package gotools).
// Every call goes through the gate (package runtime/gate): policy rules,
// hooks, the tool's schema, approvals, an audit log. A script that needs
// a person's approval stops there, before anything risky happens, and its
// report says exactly what was done.
//
// Lifetimes:
//   - A Host lives as long as its configuration: it owns the tool sources
//     (one pool of MCP server connections every session shares), the
//     rules and hooks, the store of answers and the audit log, and the
//     worker processes scripts may run in.
//   - A Session lives as long as one conversation: its files, its
//     "always" answers, the on-demand servers it loaded. Its scripts run
//     one at a time.
//   - A script (Session.Run) gets a fresh interpreter, a fresh catalog of
//     the sources, and a gate of its own: its id in the audit log, its
//     call count, the calls it made and why it stopped.
//
// The model-facing tool definitions (Session.Tools) come in the shapes of
// the Anthropic Messages API (Anthropic) and the OpenAI Chat Completions
// and Responses APIs (OpenAIChat, OpenAIResponses); Result.Text is the
// bash tool's result as the model reads it.
//
// No package of this module reads the process environment: a host gives
// the environment it wants seen (Options.Environ).
package tis
