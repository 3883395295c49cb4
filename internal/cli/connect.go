package cli

import (
	"context"
	"fmt"
	"io"
)

// runConnected runs the script in a session of a running gateway.
func (o *tsrunFlags) runConnected(ctx context.Context, env Env, name, src string, stdin io.Reader) int {
	fmt.Fprintf(env.Stderr, "tsrun: --connect is not available in this build\n")
	return 2
}
