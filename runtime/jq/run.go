package jq

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"strings"

	"github.com/itchyny/gojq"

	"github.com/toolsinshell/tis/runtime/command"
)

// inputs reads the JSON values (or raw lines with -R) of stdin or the file
// operands one at a time; it is the gojq.Iter behind input and inputs.
type inputs struct {
	ctx   context.Context
	c     *command.Call
	o     *options
	files []string
	cur   io.ReadCloser
	name  string
	dec   *json.Decoder
	lines *command.LineReader
	err   error // first read or parse error; ends the inputs
	// held counts the values -s keeps; nil when each value is bounded
	// on its own.
	held *command.Budget
}

// inputError is a failure to read or parse the inputs, worded as jq
// words it.
type inputError string

func (e inputError) Error() string { return string(e) }

func newInputs(ctx context.Context, c *command.Call, o *options, files []string) (*inputs, error) {
	if len(files) == 0 {
		files = []string{"-"}
	}
	for _, f := range files {
		if f == "-" {
			continue
		}
		if _, err := c.FS.Stat(c.Path(f)); err != nil {
			fmt.Fprintf(c.Stderr, "jq: error: Could not open %s: %s\n", f, errText(err))
			return nil, command.Status(2)
		}
	}
	return &inputs{ctx: ctx, c: c, o: o, files: files}, nil
}

func (in *inputs) close() {
	if in.cur != nil {
		in.cur.Close()
		in.cur = nil
	}
}

// open moves to the next file; false when there is none.
func (in *inputs) open() bool {
	in.close()
	if len(in.files) == 0 {
		return false
	}
	in.name = in.files[0]
	in.files = in.files[1:]
	r, err := in.c.Open(in.name)
	if err != nil {
		in.err = inputError(fmt.Sprintf("Could not open %s: %s", in.name, errText(err)))
		return false
	}
	in.cur = r
	if in.o.rawIn {
		in.lines = command.NewLineReader(r, in.c.BufferLimit())
	} else {
		g := &guardReader{r: r, max: in.c.BufferLimit()}
		in.dec = json.NewDecoder(g)
		g.dec = in.dec
	}
	return true
}

// next returns the next value of all inputs taken as one stream.
func (in *inputs) next() (any, bool) {
	for in.err == nil {
		if err := in.ctx.Err(); err != nil {
			in.err = err
			return nil, false
		}
		if in.cur == nil && !in.open() {
			return nil, false
		}
		if in.o.rawIn {
			line, err := in.lines.ReadLine('\n')
			if len(line) > 0 {
				return strings.TrimSuffix(string(line), "\n"), true
			}
			if err != nil && err != io.EOF {
				in.err = err
			}
			in.close()
			continue
		}
		var raw json.RawMessage
		err := in.dec.Decode(&raw)
		if err == nil {
			if err := in.hold(valueCost(raw)); err != nil {
				in.err = err
				return nil, false
			}
			v, err := decodeRaw(raw)
			if err == nil {
				return v, true
			}
		}
		if err == io.EOF {
			in.close()
			continue
		}
		if command.IsTooLarge(err) {
			in.err = err
			return nil, false
		}
		in.err = inputError(fmt.Sprintf("Cannot parse input: %v", err))
	}
	return nil, false
}

// hold counts a value of about cost bytes: against the buffer limit on
// its own, or with the others -s keeps.
func (in *inputs) hold(cost int64) error {
	if in.held != nil {
		return in.held.Add(int(cost))
	}
	return in.c.CheckSize("input", cost)
}

// Next implements gojq.Iter for input and inputs.
func (in *inputs) Next() (any, bool) {
	v, ok := in.next()
	if !ok && in.err != nil {
		err := in.err
		in.err = nil
		return err, true
	}
	return v, ok
}

// slurp gathers every input into one value, of at most the buffer
// limit.
func (in *inputs) slurp() (any, error) {
	limit := in.c.BufferLimit()
	if in.o.rawIn {
		var b strings.Builder
		for in.cur != nil || in.open() {
			data, err := command.ReadAllMax(in.ctx, in.cur, limit-int64(b.Len()), "input")
			if command.IsTooLarge(err) {
				return nil, &command.TooLargeError{What: "input", Limit: limit}
			}
			if err != nil {
				return nil, err
			}
			b.Write(data)
			in.close()
		}
		return b.String(), in.err
	}
	in.held = in.c.Budget("input")
	all := []any{}
	for {
		v, ok := in.next()
		if !ok {
			break
		}
		all = append(all, v)
	}
	return all, in.err
}

// normalize turns json.Number into the int or float64 gojq computes with,
// keeping integers too large for an int as big integers gojq understands.
func normalize(v any) any {
	switch x := v.(type) {
	case json.Number:
		return gojqNumber(x)
	case []any:
		for i, e := range x {
			x[i] = normalize(e)
		}
	case map[string]any:
		for k, e := range x {
			x[k] = normalize(e)
		}
	}
	return v
}

func gojqNumber(n json.Number) any {
	if i, err := n.Int64(); err == nil && i == int64(int(i)) {
		return int(i)
	}
	if !strings.ContainsAny(string(n), ".eE") {
		if b, ok := new(big.Int).SetString(string(n), 10); ok {
			return b
		}
	}
	f, _ := n.Float64()
	return f
}

// boundError is a bound of the buffer limit met while the query ran (the
// heap it grew, a value too large or too deep to print): a runtime
// error, status 5.
type boundError struct{ err error }

func (e *boundError) Error() string { return e.err.Error() }

func run(ctx context.Context, c *command.Call, code *gojq.Code, o *options, in *inputs) error {
	w := bufio.NewWriterSize(c.Stdout, 32*1024)
	defer w.Flush()
	var last any
	outputs := 0
	status := 0
	wctx := newWatchCtx(ctx, c)
	defer wctx.cancel(nil)
	indent := o.indent
	switch {
	case o.compact:
		indent = 0
	case o.tab:
		indent = 1
	}
	exec := func(v any) error {
		iter := code.RunWithContext(wctx, v, o.values...)
		for {
			out, ok := iter.Next()
			if !ok {
				return nil
			}
			if err, isErr := out.(error); isErr {
				var he *gojq.HaltError
				if errors.As(err, &he) {
					if he.Value() == nil {
						return err
					}
					if s, ok := he.Value().(string); ok {
						w.WriteString(s)
					} else if err := checkOutput(he.Value(), 0, c.BufferLimit()); err != nil {
						return &boundError{err}
					} else {
						b, _ := gojq.Marshal(he.Value())
						w.Write(b)
						w.WriteByte('\n')
					}
					return err
				}
				if ctx.Err() != nil {
					return ctx.Err()
				}
				if err := wctx.tooLarge(); err != nil {
					return &boundError{err}
				}
				w.Flush()
				fmt.Fprintf(c.Stderr, "jq: error (at %s): %s\n", in.where(), errorMessage(err, c.BufferLimit()))
				status = 5
				return nil
			}
			outputs++
			last = out
			if _, ok := out.(string); !ok || !o.raw {
				if err := checkOutput(out, indent, c.BufferLimit()); err != nil {
					return &boundError{err}
				}
			}
			if err := write(w, out, o); err != nil {
				return err
			}
		}
	}
	var err error
	switch {
	case o.null:
		err = exec(nil)
	case o.slurp:
		var v any
		v, err = in.slurp()
		if err == nil {
			err = exec(v)
		}
	default:
		for err == nil {
			v, ok := in.next()
			if !ok {
				break
			}
			err = exec(v)
		}
	}
	if err == nil && in.err != nil {
		err = in.err
	}
	w.Flush()
	var he *gojq.HaltError
	var be *boundError
	switch {
	case err == nil:
	case errors.As(err, &he):
		return command.Status(he.ExitCode())
	case ctx.Err() != nil:
		return ctx.Err()
	case errors.As(err, &be):
		fmt.Fprintf(c.Stderr, "jq: error (at %s): %v\n", in.where(), be.err)
		return command.Status(5)
	default:
		fmt.Fprintf(c.Stderr, "jq: error (at %s): %v\n", in.where(), err)
		return command.Status(2)
	}
	if status != 0 {
		return command.Status(status)
	}
	if o.exit {
		switch {
		case outputs == 0:
			return command.Status(4)
		case last == nil || last == false:
			return command.Status(1)
		}
	}
	return nil
}

func (in *inputs) where() string {
	if in.name == "" || in.name == "-" {
		return "<stdin>:0"
	}
	return in.name + ":0"
}

// errorMessage is the message of a query's error. The error of
// error(VALUE) writes VALUE as JSON, which is measured first (against
// max): a value that shares its parts can be far larger as text.
func errorMessage(err error, max int64) string {
	var ve interface{ Value() any }
	if errors.As(err, &ve) {
		if s, ok := ve.Value().(string); ok {
			return s
		}
		if err := checkOutput(ve.Value(), 0, max); err != nil {
			return "error: " + err.Error()
		}
	}
	return err.Error()
}

// write prints one result as jq does.
func write(w *bufio.Writer, v any, o *options) error {
	if s, ok := v.(string); ok && o.raw {
		w.WriteString(s)
	} else {
		b, err := gojq.Marshal(v)
		if err != nil {
			return err
		}
		if o.ascii {
			b = asciiEscape(b)
		}
		if !o.compact {
			var buf bytes.Buffer
			indent := strings.Repeat(" ", o.indent)
			if o.tab {
				indent = "\t"
			}
			if o.indent == 0 && !o.tab {
				buf.Write(b)
			} else if err := json.Indent(&buf, b, "", indent); err != nil {
				buf.Reset()
				buf.Write(b)
			}
			b = buf.Bytes()
		}
		w.Write(b)
	}
	if !o.join {
		return w.WriteByte('\n')
	}
	return nil
}

// asciiEscape replaces every non-ASCII character by its \uXXXX escape.
func asciiEscape(b []byte) []byte {
	var out bytes.Buffer
	for _, r := range string(b) {
		if r < 0x80 {
			out.WriteRune(r)
			continue
		}
		if r > 0xffff {
			r -= 0x10000
			fmt.Fprintf(&out, "\\u%04x\\u%04x", 0xd800+(r>>10), 0xdc00+(r&0x3ff))
			continue
		}
		fmt.Fprintf(&out, "\\u%04x", r)
	}
	return out.Bytes()
}
