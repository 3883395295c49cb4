//go:build race

package commandtest

// Race reports whether the race detector is on: tests that stream tens
// of MiB through one goroutine to measure memory skip then, as they
// would take minutes and test nothing the detector looks at.
const Race = true
