package jq

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/big"

	"github.com/toolsinshell/tis/internal/plural"
	"github.com/toolsinshell/tis/runtime/command"
)

// How jq keeps within the command's buffer limit:
//
//   - An input value is read whole (json.Decoder buffers it) before it is
//     decoded: its text may not pass the limit, and neither may what the
//     decoded value is estimated to take (valueCost), which is many times
//     the text for [1,1,1,...]. With -s the values together are bounded.
//   - A raw line (-R) is bounded as every line is; -Rs reads at most the
//     limit.
//   - The query runs under a context that watches the live heap
//     (command.HeapWatch): gojq checks its context at every step, so a
//     query that builds without end (def f: [f]; f, [range(1e9)]) is
//     stopped with a "memory too large" error instead of exhausting the
//     process.
//   - An output value is measured before it is marshalled: its depth
//     (printing recurses) and about how long its text is.

// nodeCost is what one JSON value costs once decoded beside the bytes of
// its strings: an interface, a number, a slice or map slot.
const nodeCost = 48

// maxPrintDepth bounds the nesting of a value jq prints (encoding/json
// reads no deeper than 10000 either): marshalling recurses, and a value
// nested millions deep would exhaust the goroutine's stack.
const maxPrintDepth = 10000

// valueCost estimates what the JSON text raw takes once decoded: its
// bytes, and nodeCost for each value in it (values start after [ { , :
// outside strings).
func valueCost(raw []byte) int64 {
	nodes := int64(1)
	inStr, esc := false, false
	for _, b := range raw {
		switch {
		case esc:
			esc = false
		case inStr:
			switch b {
			case '\\':
				esc = true
			case '"':
				inStr = false
			}
		case b == '"':
			inStr = true
		case b == ',' || b == ':' || b == '[' || b == '{':
			nodes++
		}
	}
	return int64(len(raw)) + nodes*nodeCost
}

// decodeRaw decodes one JSON text (valid: the decoder read it) as the
// inputs are decoded. Scalars, most of a stream's values, take a short
// way.
func decodeRaw(raw []byte) (any, error) {
	switch raw[0] {
	case 't':
		return true, nil
	case 'f':
		return false, nil
	case 'n':
		return nil, nil
	case '"':
		var s string
		err := json.Unmarshal(raw, &s)
		return s, err
	case '[', '{':
	default:
		return gojqNumber(json.Number(raw)), nil
	}
	d := json.NewDecoder(bytes.NewReader(raw))
	d.UseNumber()
	var v any
	if err := d.Decode(&v); err != nil {
		return nil, err
	}
	return normalize(v), nil
}

// guardReader fails the decoder's reads once it holds more than max
// bytes of a value it has not finished: one JSON text past the limit.
type guardReader struct {
	r    io.Reader
	dec  *json.Decoder
	read int64
	max  int64
}

func (g *guardReader) Read(p []byte) (int, error) {
	if g.dec != nil && g.read-g.dec.InputOffset() > g.max {
		return 0, &command.TooLargeError{What: "input", Limit: g.max}
	}
	n, err := g.r.Read(p)
	g.read += int64(n)
	return n, err
}

// errTooDeep is the error of a value nested past maxPrintDepth.
var errTooDeep = fmt.Errorf("value too deep to print: more than %s", plural.Count(maxPrintDepth, "level", "levels"))

// checkOutput walks v without recursing and fails when it is nested
// past maxPrintDepth or its text would be longer than max bytes (indent
// is the indentation of one level, 0 when compact).
func checkOutput(v any, indent int, max int64) error {
	type item struct {
		v     any
		depth int
	}
	stack := []item{{v, 0}}
	var size int64
	for len(stack) > 0 {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if it.depth > maxPrintDepth {
			return errTooDeep
		}
		line := int64(0)
		if indent > 0 {
			line = int64(it.depth*indent + 1)
		}
		switch x := it.v.(type) {
		case string:
			size += jsonStringSize(x)
		case []any:
			size += 2 + line
			for _, e := range x {
				size += 1 + line
				stack = append(stack, item{e, it.depth + 1})
			}
		case map[string]any:
			size += 2 + line
			for k, e := range x {
				size += jsonStringSize(k) + 2 + line
				stack = append(stack, item{e, it.depth + 1})
			}
		case *big.Int:
			size += int64(x.BitLen()/3) + 2
		default:
			size += 24
		}
		if size > max {
			return &command.TooLargeError{What: "output", Limit: max}
		}
	}
	return nil
}

// watchCtx is the context a query runs under: its Done, which gojq calls
// at every step, also watches the heap, and cancels the context with a
// *command.TooLargeError when the heap grew past the watch's bound. It
// is used by one goroutine only.
type watchCtx struct {
	context.Context
	cancel context.CancelCauseFunc
	w      *command.HeapWatch
}

func newWatchCtx(ctx context.Context, c *command.Call) *watchCtx {
	wctx, cancel := context.WithCancelCause(ctx)
	return &watchCtx{Context: wctx, cancel: cancel, w: c.HeapWatch()}
}

func (c *watchCtx) Done() <-chan struct{} {
	if err := c.w.Check(); err != nil {
		c.cancel(err)
	}
	return c.Context.Done()
}

// tooLarge returns the bound that stopped the query, if one did.
func (c *watchCtx) tooLarge() error {
	if err := context.Cause(c.Context); command.IsTooLarge(err) {
		return err
	}
	return nil
}

// CheckOutput fails when v is nested past 10,000 levels or its JSON text
// (indent spaces a level, 0 when compact) would pass max bytes; it walks
// without recursing and stops once past. yq measures its results with it
// before printing them.
func CheckOutput(v any, indent int, max int64) error { return checkOutput(v, indent, max) }

// WatchHeap returns a context for running a query of c: gojq asks for its
// Done at every step, which then also checks the heap (c.HeapWatch) and
// cancels the context past the watch's bound. tooLarge returns that
// bound's error once it stopped the query; cancel releases the context.
// The context is for one goroutine.
func WatchHeap(ctx context.Context, c *command.Call) (wctx context.Context, tooLarge func() error, cancel func()) {
	w := newWatchCtx(ctx, c)
	return w, w.tooLarge, func() { w.cancel(nil) }
}
