//go:build unix

package runtime

import (
	"io"
	"os"

	"golang.org/x/sys/unix"
)

// inputReady reports whether reading r would not block (read -t 0): data
// or the end of input is waiting.
func inputReady(r io.Reader) bool {
	f, ok := r.(*os.File)
	if !ok {
		return r != nil
	}
	rc, err := f.SyscallConn()
	if err != nil {
		return false
	}
	ready := false
	_ = rc.Control(func(fd uintptr) {
		fds := []unix.PollFd{{Fd: int32(fd), Events: unix.POLLIN}}
		n, err := unix.Poll(fds, 0)
		ready = err == nil && n > 0
	})
	return ready
}
