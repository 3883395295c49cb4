package worker

import (
	"strings"
	"testing"
)

// TestTailKeepsHead: a Go crash says why first and then prints pages of
// goroutines; both its first line and its end are kept.
func TestTailKeepsHead(t *testing.T) {
	tl := &tail{max: 100}
	tl.Write([]byte("fatal error: out of memory\n"))
	for range 1000 {
		tl.Write([]byte("goroutine 1 [running]:\n"))
	}
	tl.Write([]byte("the end\n"))
	s := tl.String()
	if !strings.HasPrefix(s, "fatal error: out of memory\n") || !strings.HasSuffix(s, "the end\n") || len(s) > headMax+100+16 {
		t.Errorf("kept %d bytes: %.80q ... %.80q", len(s), s, s[max(0, len(s)-80):])
	}
	short := &tail{max: 100}
	short.Write([]byte("a\n"))
	short.Write([]byte("b\n"))
	if short.String() != "a\nb\n" {
		t.Errorf("short: %q", short.String())
	}
}
