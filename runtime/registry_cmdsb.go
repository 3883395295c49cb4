package runtime

import (
	"github.com/toolsinshell/tis/runtime/archive"
	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/rg"
	"github.com/toolsinshell/tis/runtime/sqlite3"
	"github.com/toolsinshell/tis/runtime/yq"
)

// registerCmdsB adds the archive commands, yq, rg and sqlite3, each in
// its own package.
func registerCmdsB(r *command.Registry) {
	r.Register("gzip", archive.GzipCommand)
	r.Register("gunzip", archive.GunzipCommand)
	r.Register("zcat", archive.ZcatCommand)
	r.Register("tar", archive.TarCommand)
	r.Register("yq", yq.Command)
	r.Register("rg", rg.Command)
	r.Register("sqlite3", sqlite3.Command)
}
