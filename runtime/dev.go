package runtime

import (
	"io"
	"io/fs"
	"syscall"
	"time"

	"github.com/toolsinshell/tis/runtime/vfs"
)

// devNull is /dev/null: reads are empty, writes vanish.
type devNull struct{}

func (devNull) Read([]byte) (int, error)    { return 0, io.EOF }
func (devNull) Write(p []byte) (int, error) { return len(p), nil }
func (devNull) Close() error                { return nil }

// SetReadDeadline does nothing: a read never waits.
func (devNull) SetReadDeadline(time.Time) error { return nil }

// rwc adapts one stream of the script (/dev/stdout and friends) to the
// io.ReadWriteCloser a redirection needs; closing it leaves the stream open.
type rwc struct {
	io.Reader
	io.Writer
}

func (s rwc) Read(p []byte) (int, error) {
	if s.Reader == nil {
		return 0, syscall.EBADF
	}
	return s.Reader.Read(p)
}

func (s rwc) Write(p []byte) (int, error) {
	if s.Writer == nil {
		return 0, syscall.EBADF
	}
	return s.Writer.Write(p)
}

func (rwc) Close() error { return nil }

// devInfo describes a character device under /dev.
type devInfo string

func (d devInfo) Name() string     { return string(d) }
func (devInfo) Size() int64        { return 0 }
func (devInfo) Mode() fs.FileMode  { return fs.ModeDevice | fs.ModeCharDevice | 0o666 }
func (devInfo) ModTime() time.Time { return time.Time{} }
func (devInfo) IsDir() bool        { return false }
func (devInfo) Sys() any           { return &syscall.Stat_t{Uid: 0, Gid: 0} }

func reason(err error) string { return vfs.Reason(err) }
