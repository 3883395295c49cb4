package runtime

import (
	"fmt"
	"strings"
	"sync"
)

// Segment is a run of a script's output on one stream, in the order the
// script wrote: a host that prints each segment to its own stream gives
// what 2>&1 would give, and each stream apart stays whole.
type Segment struct {
	// Stderr: the segment is of stderr (else stdout).
	Stderr bool `json:"stderr,omitempty"`
	// Cut: the segment is the marker of output cut from the middle (it
	// belongs to neither stream).
	Cut bool `json:"cut,omitempty"`
	// Text is the output.
	Text string `json:"text"`
}

// OutputLog keeps the head and tail of both streams of a script
// together, in order, as segments. It is safe for concurrent use.
type OutputLog struct {
	mu         sync.Mutex
	half       int // bytes kept at each end
	head, tail []Segment
	headBytes  int
	tailBytes  int
	cut        int64
}

// NewOutputLog returns a log that keeps keep bytes: the first and the
// last halves.
func NewOutputLog(keep int) *OutputLog { return &OutputLog{half: max(keep/2, 1)} }

func appendSeg(segs []Segment, stderr bool, s string) []Segment {
	if n := len(segs); n > 0 && segs[n-1].Stderr == stderr && !segs[n-1].Cut {
		segs[n-1].Text += s
		return segs
	}
	return append(segs, Segment{Stderr: stderr, Text: s})
}

// Write adds p, of stdout or (stderr) stderr.
func (o *OutputLog) Write(stderr bool, p []byte) {
	o.mu.Lock()
	defer o.mu.Unlock()
	s := string(p)
	if n := o.half - o.headBytes; n > 0 {
		n = min(n, len(s))
		o.head = appendSeg(o.head, stderr, s[:n])
		o.headBytes += n
		s = s[n:]
	}
	if s == "" {
		return
	}
	o.tail = appendSeg(o.tail, stderr, s)
	o.tailBytes += len(s)
	for o.tailBytes > o.half {
		drop := o.tailBytes - o.half
		first := &o.tail[0]
		if len(first.Text) <= drop {
			o.tailBytes -= len(first.Text)
			o.cut += int64(len(first.Text))
			o.tail = o.tail[1:]
			continue
		}
		first.Text = first.Text[drop:]
		o.tailBytes -= drop
		o.cut += int64(drop)
	}
}

// Segments returns what was kept, with a Cut segment where the middle
// was dropped.
func (o *OutputLog) Segments() []Segment {
	o.mu.Lock()
	defer o.mu.Unlock()
	out := append([]Segment(nil), o.head...)
	if o.cut > 0 {
		out = append(out, Segment{Cut: true, Text: fmt.Sprintf("\n[... %d bytes cut: output limit of %d bytes ...]\n", o.cut, 2*o.half)})
	}
	return append(out, o.tail...)
}

// String returns both streams, in order.
func (o *OutputLog) String() string {
	var b strings.Builder
	for _, s := range o.Segments() {
		b.WriteString(s.Text)
	}
	return b.String()
}
