//go:build !unix

package runtime

import "io"

// inputReady reports whether reading r would not block (read -t 0); here
// it cannot tell, and says no for a file.
func inputReady(r io.Reader) bool { return false }
