// Copyright (c) 2017, Daniel Martí <mvdan@mvdan.cc>
// See LICENSE for licensing information

//go:build !js

package interp

import (
	"io"
	"os"
	"strings"
	"time"

	"golang.org/x/term"
)

// stdinFile is the runner's standard input: a reader whose blocking reads
// can be stopped by a deadline, so that cancelling the runner's context
// stops a blocked read. (tis: an [*os.File], the reading end of one of
// the interpreter's in-process pipes, or a reader that never blocks;
// upstream's was always an [*os.File], for subprocesses to inherit.)
type stdinFile interface {
	io.ReadCloser
	SetReadDeadline(t time.Time) error
}

// newPipe returns an in-process pipe (tis; see tis_pipe.go).
func newPipe() (stdinFile, *pipeWriter, error) {
	r, w := newMemPipe()
	return r, w, nil
}

// newStdinFile converts a reader into the runner's stdin. A reader that
// takes read deadlines is used as it is, as is one that never blocks
// (a string, bytes); any other is copied into an in-process pipe by a
// goroutine, so that a read of it can be stopped. (tis: upstream copied
// every reader but an [*os.File] into an OS pipe.)
func newStdinFile(r io.Reader) (stdinFile, error) {
	switch r := r.(type) {
	case nil:
		return nil, nil
	case stdinFile:
		return r, nil
	}
	if neverBlocks(r) {
		return stringInput{r}, nil
	}
	pr, pw := newMemPipe()
	go func() {
		io.Copy(pw, r)
		pw.Close()
	}()
	return pr, nil
}

// stringStdin is stdin reading s (a here-document, a here-string).
func stringStdin(s string) stdinFile { return stringInput{strings.NewReader(s)} }

// stdinTerminal returns the file descriptor of the shell's stdin
// if it is a terminal.
// Note that we only call [os.File.Fd] on character devices,
// as it stops [os.File.SetReadDeadline] from working,
// which [Runner.readLine] needs to cancel blocking reads.
func stdinTerminal(stdin stdinFile) (int, bool) {
	f, ok := stdin.(*os.File)
	if !ok || f == nil {
		return -1, false
	}
	fi, err := f.Stat()
	if err != nil || fi.Mode()&os.ModeCharDevice == 0 {
		return -1, false
	}
	fd := int(f.Fd())
	return fd, term.IsTerminal(fd)
}
