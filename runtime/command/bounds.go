package command

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
)

// DefaultMaxBuffer is the bound on what one command holds in memory when
// the session sets none (Call.MaxBuffer is 0).
const DefaultMaxBuffer int64 = 64 << 20

// TooLargeError is the error of an input, a line, an output or an
// argument-driven allocation (a printf width) past the bound one command
// may hold in memory. A command reports it and fails with a status; the
// script goes on.
type TooLargeError struct {
	// What names what was too large: "line", "input", "output", "width".
	What string
	// Limit is the bound in bytes.
	Limit int64
}

// Error implements error.
func (e *TooLargeError) Error() string {
	return fmt.Sprintf("%s too large: more than %d bytes, the limit on what one command holds in memory", e.What, e.Limit)
}

// IsTooLarge reports whether err is, or wraps, a *TooLargeError.
func IsTooLarge(err error) bool {
	var tl *TooLargeError
	return errors.As(err, &tl)
}

// BufferLimit returns the bound on what the command may hold in memory at
// once: one line, an input it must keep whole (sort, tac, jq -s), an
// output it builds before writing, a width or count taken from its
// arguments.
func (c *Call) BufferLimit() int64 {
	if c == nil || c.MaxBuffer <= 0 {
		return DefaultMaxBuffer
	}
	return c.MaxBuffer
}

// CheckSize returns a *TooLargeError when n bytes of what exceed the
// command's buffer limit; commands call it before an allocation whose
// size comes from their arguments (printf '%999999999d').
func (c *Call) CheckSize(what string, n int64) error {
	if lim := c.BufferLimit(); n > lim || n < 0 {
		return &TooLargeError{What: what, Limit: lim}
	}
	return nil
}

// ReadAll reads r to its end, as io.ReadAll, but fails with a
// *TooLargeError past the command's buffer limit and with ctx's error once
// ctx is done.
func (c *Call) ReadAll(ctx context.Context, r io.Reader) ([]byte, error) {
	return ReadAllMax(ctx, r, c.BufferLimit(), "input")
}

// ReadAllMax reads r to its end, failing with a *TooLargeError naming what
// past max bytes, and with ctx's error once ctx is done.
func ReadAllMax(ctx context.Context, r io.Reader, max int64, what string) ([]byte, error) {
	var buf bytes.Buffer
	chunk := make([]byte, 32*1024)
	for {
		if err := ctx.Err(); err != nil {
			return buf.Bytes(), err
		}
		n, err := r.Read(chunk)
		if int64(buf.Len())+int64(n) > max {
			return buf.Bytes(), &TooLargeError{What: what, Limit: max}
		}
		buf.Write(chunk[:n])
		if err == io.EOF {
			return buf.Bytes(), nil
		}
		if err != nil {
			return buf.Bytes(), err
		}
	}
}

// Lines is the package function Lines with the line length bounded by
// the command's buffer limit.
func (c *Call) Lines(ctx context.Context, r io.Reader, fn func(line string, nl bool) error) error {
	return LinesMax(ctx, r, c.BufferLimit(), fn)
}

// LinesMax calls fn for each line of r as Lines does; a line longer than
// max bytes ends the loop with a *TooLargeError.
func LinesMax(ctx context.Context, r io.Reader, max int64, fn func(line string, nl bool) error) error {
	lr := NewLineReader(r, max)
	for {
		if err := ctx.Err(); err != nil {
			return err
		}
		line, err := lr.ReadLine('\n')
		if len(line) > 0 {
			nl := line[len(line)-1] == '\n'
			if nl {
				line = line[:len(line)-1]
			}
			if ferr := fn(string(line), nl); ferr != nil {
				return ferr
			}
		}
		if err != nil {
			if err == io.EOF {
				return nil
			}
			return err
		}
	}
}

// LineReader reads delimited records of bounded length.
type LineReader struct {
	br  *bufio.Reader
	max int64
	buf []byte
}

// NewLineReader returns a LineReader over r whose records may hold at
// most max bytes (the delimiter included); max <= 0 means
// DefaultMaxBuffer.
func NewLineReader(r io.Reader, max int64) *LineReader {
	if max <= 0 {
		max = DefaultMaxBuffer
	}
	// 16 KiB: a longer line is read in fragments; every command of a
	// script that reads lines allocates it.
	size := 16 * 1024
	if int64(size) > max {
		size = int(max)
		if size < 16 {
			size = 16
		}
	}
	return &LineReader{br: bufio.NewReaderSize(r, size), max: max}
}

// ReadLine returns the next record with its delimiter (the last one may
// have none), as bufio.Reader.ReadBytes does; the slice is valid until the
// next call. A record longer than the bound is a *TooLargeError (what is
// left of it is not read).
func (lr *LineReader) ReadLine(delim byte) ([]byte, error) {
	lr.buf = lr.buf[:0]
	for {
		frag, err := lr.br.ReadSlice(delim)
		if int64(len(lr.buf))+int64(len(frag)) > lr.max {
			return nil, &TooLargeError{What: "line", Limit: lr.max}
		}
		lr.buf = append(lr.buf, frag...)
		if err == bufio.ErrBufferFull {
			continue
		}
		return lr.buf, err
	}
}

// Budget counts the bytes a command keeps (the lines sort holds, the
// values jq -s collects) against its buffer limit.
type Budget struct {
	what      string
	max, used int64
}

// Budget returns a Budget for the command's buffer limit; what names what
// is counted in the error ("input").
func (c *Call) Budget(what string) *Budget {
	return &Budget{what: what, max: c.BufferLimit()}
}

// Add counts n more bytes; past the bound it returns a *TooLargeError.
func (b *Budget) Add(n int) error {
	b.used += int64(n)
	if b.used > b.max {
		return &TooLargeError{What: b.what, Limit: b.max}
	}
	return nil
}

// Used returns the bytes counted so far.
func (b *Budget) Used() int64 { return b.used }

// Release uncounts n bytes the command no longer holds (a line that left
// tail's window, an array element awk deleted).
func (b *Budget) Release(n int) {
	b.used -= int64(n)
	if b.used < 0 {
		b.used = 0
	}
}
