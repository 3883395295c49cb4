// Package hooks runs the hooks of a tool call (SPEC section 6): pre-tool
// hooks before the schema check and the approval decision, which may
// allow, ask, deny or rewrite the input, and post-tool hooks, which see
// the result before the script does and may replace or withhold it.
//
// A hook is a Go value (PreHook, PostHook), for hosts that embed the
// library, or a command of the configuration in Claude Code's format
// (CommandHook: the PreToolUse/PostToolUse JSON on stdin, exit status 2
// blocks), so hooks people already wrote for Claude Code work unchanged.
// Hooks run in order, each seeing the input or result as the ones before
// it left it; a hook that fails fails closed (a pre hook's error denies
// the call, a post hook's withholds the result). Combine joins the
// hooks' word with policy's verdict: a hook can make it stricter, and
// lift an ask that came from annotations or the default, never a rule's.
package hooks
