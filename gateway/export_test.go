package gateway

// SessionCount is the number of sessions open, for the tests.
func (g *Gateway) SessionCount() int { return g.sessionCount() }
