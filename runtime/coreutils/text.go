package coreutils

import "github.com/toolsinshell/tis/runtime/command"

// registerText adds the text-processing commands.
func registerText(r *command.Registry) {
	r.Register("cat", textCat)
	r.Register("head", textHead)
	r.Register("tail", textTail)
	r.Register("sort", textSort)
	r.Register("uniq", textUniq)
	r.Register("wc", textWc)
	r.Register("cut", textCut)
	r.Register("tr", textTr)
	r.Register("seq", textSeq)
	r.Register("tee", textTee)
	r.Register("base64", textBase64)
}
