package coreutils

import "github.com/toolsinshell/tis/runtime/command"

// registerCmdsA adds the byte-dump, text, file and identity commands of
// the second set: od, xxd, hexdump, strings, cksum, file, tree, shuf,
// split, truncate, join, expand, unexpand, fmt, iconv, envsubst, timeout,
// time, which, rmdir, uname, whoami, id, hostname and nproc.
func registerCmdsA(r *command.Registry) {
	r.Register("od", odCmd)
	r.Register("hexdump", hexdumpCmd)
	r.Register("xxd", xxdCmd)
	r.Register("strings", stringsCmd)
	r.Register("cksum", cksumCmd)
	r.Register("file", fileCmd)
	r.Register("tree", treeCmd)
	r.Register("shuf", shufCmd)
	r.Register("split", splitCmd)
	r.Register("join", joinCmd)
	r.Register("expand", expandCmd)
	r.Register("unexpand", unexpandCmd)
	r.Register("fmt", fmtCmd)
	r.Register("truncate", truncateCmd)
	r.Register("envsubst", envsubstCmd)
	r.Register("iconv", iconvCmd)
	r.Register("timeout", timeoutCmd)
	r.Register("time", timeCmd)
	r.Register("which", whichCmd)
	r.Register("rmdir", rmdirCmd)
	r.Register("uname", unameCmd)
	r.Register("whoami", whoamiCmd)
	r.Register("id", idCmd)
	r.Register("hostname", hostnameCmd)
	r.Register("nproc", nprocCmd)
}
