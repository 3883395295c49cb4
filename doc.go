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
// A host in a few lines:
//
//	h, err := tis.New(ctx, &tis.Options{ConfigPath: "tis.json", Environ: os.Environ()})
//	if err != nil {
//		return err
//	}
//	defer h.Close()
//	s, err := h.Session(ctx, conversationID)
//	defs, err := s.Tools(ctx)           // offer tis.Anthropic(defs) to the model
//	res, err := s.Run(ctx, script, nil) // the command of a bash tool call
//	reply := res.Text()                 // its result; !res.Success: an error result
//
// A complete agent loop over the Anthropic Messages API is in
// examples/agent; docs/embedding.md is the guide.
//
// Lifetimes:
//   - A Host lives as long as its configuration: it owns the tool sources
//     (one pool of MCP server connections every session shares), the
//     rules and hooks, the store of answers and the audit log, and the
//     worker processes scripts may run in. One per process is usual.
//   - A Session lives as long as one conversation: its files, its
//     "always" answers, the on-demand servers it loaded. Its scripts run
//     one at a time; sessions run in parallel.
//   - A script (Session.Run) gets a fresh interpreter, a fresh catalog of
//     the sources, and a gate of its own: its id in the audit log, its
//     call count, the calls it made and why it stopped.
//
// Approvals: a call that needs a person's answer raises a request
// (Host.Pending) and stops the script, or keeps it from starting when the
// call is written out in full; once answered (Host.Answer: Once, Always
// or Deny) the same script can run again. With Options.Ask the host asks
// the person itself, before the script starts or while it runs.
//
// The model-facing tool definitions (Session.Tools) come in the shapes of
// the Anthropic Messages API (Anthropic) and the OpenAI Chat Completions
// and Responses APIs (OpenAIChat, OpenAIResponses); Result.Text is the
// bash tool's result as the model reads it. A tool other than bash is
// called with Session.CallTool.
//
// With Options.Worker each script runs in a worker process with the
// operating system's limits, so that one script cannot take down the
// host; such a program calls ServeWorker first thing when IsWorker.
//
// No library package of this module reads the process environment: a
// host gives the environment it wants seen (Options.Environ).
package tis
