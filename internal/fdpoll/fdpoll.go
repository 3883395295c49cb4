// Package fdpoll asks what a read of a file would find now, without
// reading and without waiting: the worker's probe of a call's stdin and
// the shell's read -t 0 share it.
package fdpoll

import "os"

// State is what a poll of a file for reading with a zero timeout said.
type State struct {
	// Known is false when it could not tell (no descriptor, an error, a
	// system without poll); the other fields are then false.
	Known bool
	// Ready: a read would not block (data, the end, or an error waits).
	Ready bool
	// In: data waits.
	In bool
	// HangUp: the writing end is gone.
	HangUp bool
}

// Poll polls f for reading with a zero timeout.
func Poll(f *os.File) State { return poll(f) }
