package coreutils

import "github.com/toolsinshell/tis/runtime/command"

// registerMore adds the commands beyond the first text and file sets:
// find, diff, paste, comm, tac, rev, nl, fold, column, mktemp, realpath,
// readlink, env, printenv, the checksum commands, stat, du and yes.
func registerMore(r *command.Registry) {
	r.Register("find", findCmd)
	r.Register("diff", diffCmd)
	r.Register("paste", pasteCmd)
	r.Register("comm", commCmd)
	r.Register("tac", tacCmd)
	r.Register("rev", revCmd)
	r.Register("nl", nlCmd)
	r.Register("fold", foldCmd)
	r.Register("column", columnCmd)
	r.Register("mktemp", mktempCmd)
	r.Register("realpath", realpathCmd)
	r.Register("readlink", readlinkCmd)
	r.Register("env", envCmd)
	r.Register("printenv", printenvCmd)
	r.Register("md5sum", sumCmd)
	r.Register("sha1sum", sumCmd)
	r.Register("sha256sum", sumCmd)
	r.Register("sha512sum", sumCmd)
	r.Register("stat", statCmd)
	r.Register("du", duCmd)
	r.Register("yes", yesCmd)
}

// moreSplitLines splits data into lines, each with its newline if it has
// one (only the last may not).
func moreSplitLines(data []byte) []string {
	var out []string
	s := string(data)
	for len(s) > 0 {
		i := 0
		for i < len(s) && s[i] != '\n' {
			i++
		}
		if i < len(s) {
			i++
		}
		out = append(out, s[:i])
		s = s[i:]
	}
	return out
}
