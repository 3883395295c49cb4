package grep

import (
	"syscall"

	"github.com/toolsinshell/tis/runtime/vfs"
)

var errIsDir error = syscall.EISDIR

func vfsReason(err error) string { return vfs.Reason(err) }
