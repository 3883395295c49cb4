//go:build unix

package worker

import (
	"io"
	"os"

	"golang.org/x/sys/unix"
)

// atEOF reports whether r is a pipe with nothing left to read and no
// writer: its next read can only be the end. It reads nothing, and says
// false whenever it cannot tell.
func atEOF(r io.Reader) bool {
	f, ok := r.(*os.File)
	if !ok {
		return false
	}
	sc, err := f.SyscallConn()
	if err != nil {
		return false
	}
	eof := false
	_ = sc.Control(func(fd uintptr) {
		fds := []unix.PollFd{{Fd: int32(fd), Events: unix.POLLIN}}
		if n, err := unix.Poll(fds, 0); err == nil && n == 1 {
			eof = fds[0].Revents&unix.POLLHUP != 0 && fds[0].Revents&unix.POLLIN == 0
		}
	})
	return eof
}
