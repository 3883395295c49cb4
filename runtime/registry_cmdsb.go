package runtime

import (
	"github.com/toolsinshell/tis/runtime/archive"
	"github.com/toolsinshell/tis/runtime/command"
)

// registerCmdsB adds the archive commands, yq, rg and sqlite3, each in
// its own package.
func registerCmdsB(r *command.Registry) {
	r.Register("gzip", archive.GzipCommand)
	r.Register("gunzip", archive.GunzipCommand)
	r.Register("zcat", archive.ZcatCommand)
	r.Register("tar", archive.TarCommand)
}
