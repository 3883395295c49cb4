package gateway

// SessionCount is the number of sessions open, for the tests.
func (g *Gateway) SessionCount() int { return g.sessionCount() }

// FilesHeld is the bytes of files all sessions hold in memory, for the
// tests.
func (g *Gateway) FilesHeld() int64 { return g.filesHeld() }
