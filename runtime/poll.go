package runtime

import (
	"io"
	"os"

	"github.com/toolsinshell/tis/internal/fdpoll"
)

// inputReady reports whether reading r would not block (read -t 0): data
// or the end of input is waiting.
func inputReady(r io.Reader) bool {
	if p, ok := r.(interface{ InputReady() bool }); ok {
		return p.InputReady() // the interpreter's pipes and strings
	}
	f, ok := r.(*os.File)
	if !ok {
		return r != nil
	}
	return fdpoll.Poll(f).Ready
}
