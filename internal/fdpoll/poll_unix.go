//go:build unix

package fdpoll

import (
	"os"

	"golang.org/x/sys/unix"
)

func poll(f *os.File) State {
	sc, err := f.SyscallConn()
	if err != nil {
		return State{}
	}
	var st State
	_ = sc.Control(func(fd uintptr) {
		fds := []unix.PollFd{{Fd: int32(fd), Events: unix.POLLIN}}
		n, err := unix.Poll(fds, 0)
		if err != nil {
			return
		}
		ev := fds[0].Revents
		st = State{Known: true, Ready: n > 0, In: ev&unix.POLLIN != 0, HangUp: ev&unix.POLLHUP != 0}
	})
	return st
}
