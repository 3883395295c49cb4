// Package policy decides what happens to a tools call (SPEC sections 6
// and 7): allow it, ask a person first, or deny it.
//
// The decision ([Engine.Decide]) looks at policy rules first: CEL
// conditions over the call, the tool and the context, written in rule
// files (package rules ships the defaults and examples; docs/policy.md
// describes the format). When several rules match, the strictest wins;
// a rule that fails to evaluate counts as deny. With no rule matching, the
// tool's MCP annotations decide (destructiveHint asks, readOnlyHint
// allows), then the configured default for tools that say nothing (Ask
// unless configured).
//
// Hooks ([Hooks]) run around the call: pre-tool hooks may allow, ask,
// deny or rewrite the input, post-tool hooks see and may replace the
// result. Embedders implement [PreHook] and [PostHook]; administrators
// configure external commands speaking Claude Code's hook protocol
// ([NewCommandHooks]).
//
// The package knows nothing about the shell: the runtime's gate calls
// it, in this order: pre-tool hooks ([Hooks.RunPre]), then Decide on the
// (possibly rewritten) input, then [Combine], then the schema check and
// the approval store, the call, and post-tool hooks ([Hooks.RunPost]).
package policy
