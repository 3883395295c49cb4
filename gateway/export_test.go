package gateway

// SessionCount is the number of sessions open, for the tests.
func (g *Gateway) SessionCount() int { return g.sessionCount() }

// ElicitParams is elicitParams, for the tests.
var ElicitParams = elicitParams

// FilesHeld is the bytes of files all sessions hold in memory, for the
// tests.
func (g *Gateway) FilesHeld() int64 { return g.filesHeld() }
