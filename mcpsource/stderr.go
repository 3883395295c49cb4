package mcpsource

import (
	"io"
	"regexp"
	"slices"
	"strings"
	"sync"
)

const (
	stderrTailLines  = 3
	stderrErrorLines = 3
	maxStderrLine    = 4096
)

// errorStart matches the lines of a stderr that say why a program failed
// by how they start: Node's "Error: Cannot find module" and
// "TypeError: ...", Python's "Traceback" and "ModuleNotFoundError:",
// Java's "java.lang.IllegalStateException:", Go's "panic:" and
// "fatal error:", "error: ...", "ERROR ...".
var errorStart = regexp.MustCompile(`(?i)^\s*(\[?[\w.$]*(error|exception)\b|traceback\b|panic\b|fatal\b|\[?(err|crit|critical)\b)`)

// errorLine matches the lines that merely mention an error ("failed to
// start: connection error", or the source line Node prints above a throw,
// `throw new Error(...)`): quoted only when no line starts as one.
var errorLine = regexp.MustCompile(`(?i)(^|[^a-z])(error|exception|traceback|panic|fatal)([^a-z]|$)`)

// stderrSink receives a stdio server's stderr: it writes each line,
// prefixed with the server's name, to w (when not nil) in one Write, and
// keeps the last lines for error messages.
type stderrSink struct {
	prefix  string
	w       io.Writer
	mu      sync.Mutex
	partial []byte
	last    []string
	errs    []string // the first lines that start as an error does
	weak    []string // the first lines that mention an error
}

func newStderrSink(server string, w io.Writer) *stderrSink {
	return &stderrSink{prefix: server + ": ", w: w}
}

// Write implements io.Writer; it never fails (a failing log must not stop
// the server).
func (s *stderrSink) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := len(p)
	for len(p) > 0 {
		i := strings.IndexByte(string(p), '\n')
		if i < 0 {
			s.partial = append(s.partial, p...)
			if len(s.partial) >= maxStderrLine {
				s.line(s.partial)
				s.partial = s.partial[:0]
			}
			break
		}
		s.partial = append(s.partial, p[:i]...)
		s.line(s.partial)
		s.partial = s.partial[:0]
		p = p[i+1:]
	}
	return n, nil
}

func (s *stderrSink) line(b []byte) {
	line := strings.TrimRight(string(b), "\r")
	if s.w != nil {
		_, _ = io.WriteString(s.w, s.prefix+line+"\n")
	}
	if strings.TrimSpace(line) == "" {
		return
	}
	if len(line) > 300 {
		line = line[:300] + "..."
	}
	switch {
	case errorStart.MatchString(line):
		if len(s.errs) < stderrErrorLines {
			s.errs = append(s.errs, line)
		}
	case errorLine.MatchString(line):
		if len(s.weak) < stderrErrorLines {
			s.weak = append(s.weak, line)
		}
	}
	s.last = append(s.last, line)
	if len(s.last) > stderrTailLines {
		s.last = s.last[1:]
	}
}

// excerpt returns what an error message quotes of the stderr: the first
// lines that start as an error does (else the first that mention one):
// the cause, which a stack trace and a runtime's version line would push
// out of the tail; then the last lines; joined with " | ", each line
// once.
func (s *stderrSink) excerpt() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	last := s.last
	if len(s.partial) > 0 {
		last = append(append([]string(nil), last...), string(s.partial))
	}
	errs := s.errs
	if len(errs) == 0 {
		errs = s.weak
	}
	out := append([]string(nil), errs...)
	gap := false
	for _, l := range last {
		if !slices.Contains(errs, l) {
			if len(errs) > 0 && !gap {
				out, gap = append(out, "..."), true
			}
			out = append(out, l)
		}
	}
	return strings.Join(out, " | ")
}
