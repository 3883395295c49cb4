// Package runtime is the sandboxed shell: bash as models write it,
// interpreted in-process by mvdan.cc/sh/v3/interp, never touching the host.
//
// A [Session] owns an in-memory filesystem (package vfs) and a command
// registry (package command). [Session.Run] runs one script in a fresh
// interpreter: variables and functions do not outlive the script, files
// do. Every simple command that is not a shell builtin or function goes
// through the registry; an unknown one is "command not found", status 127.
// The builtins that would look at the host (type, command -v, source, pwd
// -P, process substitution) are answered from the session instead.
//
// Every script is bounded by [Limits]: wall-clock time, commands run,
// output kept and written, and file sizes. A script that hits a limit is
// stopped; [Result] says which limit, and the script's status is one of
// the Status* constants.
package runtime
