// Package awk implements the awk command of the sandboxed shell: POSIX
// awk as models write it, with a few gawk extensions. Programs read and
// write files only in the session's filesystem (see [command.Call]); they
// cannot run host commands, so system(), "cmd" | getline and print | "cmd"
// fail with a clear message.
//
// [Compile] parses a program once; [Command] is the command.Func the
// runtime registers as "awk".
package awk
