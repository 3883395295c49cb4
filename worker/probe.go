package worker

import (
	"io"
	"os"

	"github.com/toolsinshell/tis/internal/fdpoll"
)

// atEOF reports whether r is a pipe with nothing left to read and no
// writer: its next read can only be the end. It reads nothing, and says
// false whenever it cannot tell.
func atEOF(r io.Reader) bool {
	f, ok := r.(*os.File)
	if !ok {
		return false
	}
	st := fdpoll.Poll(f)
	return st.Known && st.Ready && st.HangUp && !st.In
}
