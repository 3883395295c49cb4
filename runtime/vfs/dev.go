package vfs

import (
	"crypto/rand"
	"io"
	"io/fs"
	"path"
	"syscall"
	"time"
)

// The devices every FS has, under /dev, which is not a directory of the
// tree: /dev/null reads empty and swallows writes; /dev/zero reads NUL
// bytes; /dev/random and /dev/urandom read random bytes. Writes to any of
// them vanish. (/dev/stdin, /dev/stdout and /dev/stderr are the
// command's own streams, which the runtime gives.)
var devices = map[string]bool{"/dev/null": true, "/dev/zero": true, "/dev/random": true, "/dev/urandom": true}

// Device reports whether name is one of the FS's devices.
func Device(name string) bool { return devices[path.Clean(name)] }

// openDevice opens a device as a File.
func (f *FS) openDevice(name string, flag int) (*File, error) {
	if flag&(syscall.O_DIRECTORY) != 0 {
		return nil, pathErr("open", name, syscall.ENOTDIR)
	}
	return &File{fs: f, name: name, flag: flag, dev: path.Clean(name)}, nil
}

// readDevice reads from a device.
func readDevice(dev string, p []byte) (int, error) {
	switch dev {
	case "/dev/null":
		return 0, io.EOF
	case "/dev/zero":
		clear(p)
		return len(p), nil
	}
	return rand.Read(p)
}

// deviceInfo describes a device.
type deviceInfo string

func (d deviceInfo) Name() string     { return path.Base(string(d)) }
func (deviceInfo) Size() int64        { return 0 }
func (deviceInfo) Mode() fs.FileMode  { return fs.ModeDevice | fs.ModeCharDevice | 0o666 }
func (deviceInfo) ModTime() time.Time { return time.Time{} }
func (deviceInfo) IsDir() bool        { return false }
func (deviceInfo) Sys() any           { return &syscall.Stat_t{Mode: syscall.S_IFCHR | 0o666} }
