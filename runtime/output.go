package runtime

import (
	"fmt"
	"sync"
	"sync/atomic"
)

// capture keeps the head and tail of what a script writes to one stream.
// It is safe for concurrent use: pipelines and background jobs write from
// their own goroutines.
type capture struct {
	mu    sync.Mutex
	half  int // bytes kept at each end; 0 means keep everything
	head  []byte
	tail  []byte // ring buffer of the last half bytes once head is full
	start int    // index of the oldest byte in tail once it is full
	total int64

	// shared with the other stream of the same script
	written *atomic.Int64
	maxAll  int64
	stop    func(error)
	// drop, when set, reports writes to leave out: the interpreter echoes
	// a stopping error of a command inside $(...) on stderr, and the
	// runtime reports the stop itself.
	drop func([]byte) bool
	// ord, when set, also receives what is kept here: the script's
	// output in the order it was written, both streams together; stderr
	// says which stream this is.
	ord    *OutputLog
	stderr bool
	// watch, when set, sees every write as it happens.
	watch func([]byte)
}

func newCapture(keep int, written *atomic.Int64, maxAll int64, stop func(error)) *capture {
	half := keep / 2
	if keep > 0 && half == 0 {
		half = 1
	}
	return &capture{half: half, written: written, maxAll: maxAll, stop: stop}
}

func (c *capture) Write(p []byte) (int, error) {
	if c.drop != nil && c.drop(p) {
		return len(p), nil
	}
	if c.maxAll > 0 && c.written.Add(int64(len(p))) > c.maxAll {
		err := &LimitError{Limit: LimitOutputAll, Detail: fmt.Sprintf("%d bytes of output", c.maxAll)}
		c.stop(err)
		return 0, err
	}
	if c.ord != nil {
		c.ord.Write(c.stderr, p)
	}
	if c.watch != nil {
		c.watch(p)
	}
	return c.keep(p), nil
}

// keep keeps p's head and tail; it returns len(p).
func (c *capture) keep(p []byte) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.total += int64(len(p))
	if c.half == 0 {
		c.head = append(c.head, p...)
		return len(p)
	}
	rest := p
	if n := c.half - len(c.head); n > 0 {
		if n > len(rest) {
			n = len(rest)
		}
		c.head = append(c.head, rest[:n]...)
		rest = rest[n:]
	}
	if len(rest) >= c.half {
		c.tail = append(c.tail[:0], rest[len(rest)-c.half:]...)
		c.start = 0
		return len(p)
	}
	for len(rest) > 0 {
		if len(c.tail) < c.half {
			n := min(c.half-len(c.tail), len(rest))
			c.tail = append(c.tail, rest[:n]...)
			rest = rest[n:]
			continue
		}
		n := copy(c.tail[c.start:], rest)
		rest = rest[n:]
		c.start = (c.start + n) % c.half
	}
	return len(p)
}

// cut reports whether bytes were dropped from the middle.
func (c *capture) cut() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.half > 0 && c.total > int64(len(c.head)+len(c.tail))
}

// String returns what was kept, with a marker line where bytes were cut.
func (c *capture) String() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	tail := append(append([]byte(nil), c.tail[c.start:]...), c.tail[:c.start]...)
	dropped := c.total - int64(len(c.head)+len(tail))
	if dropped <= 0 {
		return string(c.head) + string(tail)
	}
	marker := fmt.Sprintf("\n[... %d bytes cut: output limit of %d bytes ...]\n", dropped, 2*c.half)
	return string(c.head) + marker + string(tail)
}

// note appends a message of the runtime itself, past every bound.
func (c *capture) note(msg string) {
	if c.ord != nil {
		c.ord.Write(c.stderr, []byte(msg))
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.half == 0 || len(c.tail) == 0 && len(c.head) < c.half {
		c.head = append(c.head, msg...)
	} else {
		tail := append(append([]byte(nil), c.tail[c.start:]...), c.tail[:c.start]...)
		c.tail, c.start = append(tail, msg...), 0
	}
	c.total += int64(len(msg))
}
