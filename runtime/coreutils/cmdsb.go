package coreutils

import (
	"io/fs"

	"github.com/toolsinshell/tis/runtime/command"
)

// registerCmdsB adds ln and chmod.
func registerCmdsB(r *command.Registry) {
	r.Register("ln", lnCmd)
	r.Register("chmod", chmodCmd)
}

// modeUnix is the Unix number (0o7777) of a mode's permission, set-ID
// and sticky bits.
func modeUnix(m fs.FileMode) uint32 {
	u := uint32(m.Perm())
	if m&fs.ModeSetuid != 0 {
		u |= 0o4000
	}
	if m&fs.ModeSetgid != 0 {
		u |= 0o2000
	}
	if m&fs.ModeSticky != 0 {
		u |= 0o1000
	}
	return u
}

// modeFromUnix is the fs.FileMode of a Unix mode number's low 12 bits.
func modeFromUnix(u uint32) fs.FileMode {
	m := fs.FileMode(u & 0o777)
	if u&0o4000 != 0 {
		m |= fs.ModeSetuid
	}
	if u&0o2000 != 0 {
		m |= fs.ModeSetgid
	}
	if u&0o1000 != 0 {
		m |= fs.ModeSticky
	}
	return m
}

// modeKeep is the mode bits that copying a file's mode keeps.
const modeKeep = fs.ModePerm | fs.ModeSetuid | fs.ModeSetgid | fs.ModeSticky
