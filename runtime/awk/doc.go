// Package awk implements the awk command of the sandboxed shell: POSIX
// awk as models write it, with a few gawk extensions. Programs read and
// write files only in the session's filesystem (see [command.Call]).
// system(cmd), "cmd" | getline and print | "cmd" run `sh -c cmd` through
// the Call's Exec, that is the sandbox's own commands and nested shell,
// under the session's limits; they never reach the host. As in gawk, a
// command of print | "cmd" writes to awk's standard output, close(cmd)
// returns its exit status, and the pipes still open at the end are
// closed, the last opened first, before awk's own output is
// flushed. Unlike gawk, the command of "cmd" | getline and of system()
// reads an empty standard input rather than awk's, and "cmd" | getline
// leaves NR alone, as gawk and mawk actually do. Without an Exec (a Call
// built by hand) these forms fail with a clear message.
//
// [Compile] parses a program once; [Command] is the command.Func the
// runtime registers as "awk".
package awk
