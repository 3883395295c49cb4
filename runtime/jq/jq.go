// Package jq is the sandbox's jq command, on github.com/itchyny/gojq.
// Queries are compiled once and cached. The query sees no environment
// ($ENV is empty) and cannot load modules.
//
// Known difference from jq 1.7: object keys are printed sorted (gojq
// keeps no key order).
package jq

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"

	"github.com/itchyny/gojq"

	"github.com/toolsinshell/tis/runtime/command"
)

// cacheSize bounds the compiled queries kept.
const cacheSize = 256

// JQ holds the cache of compiled queries; it is safe for concurrent use.
type JQ struct {
	mu    sync.Mutex
	cache map[string]*gojq.Code
	order []string
}

// New returns a JQ with an empty cache.
func New() *JQ { return &JQ{cache: map[string]*gojq.Code{}} }

// compile returns the compiled query for src with the given variables,
// what its builtins build bounded by max (Guard). A query that
// reads input or inputs is bound to its run's inputs at compile time, so
// it is compiled afresh; every other query is cached.
func (j *JQ) compile(src string, vars []string, inputs gojq.Iter, max int64) (*gojq.Code, error) {
	if strings.Contains(src, "input") {
		q, err := gojq.Parse(src)
		if err != nil {
			return nil, err
		}
		if err := Guard(q); err != nil {
			return nil, err
		}
		return gojq.Compile(q, append(GuardOptions(max), gojq.WithVariables(vars), gojq.WithInputIter(inputs))...)
	}
	key := src + "\x00" + strings.Join(vars, "\x00") + "\x00" + strconv.FormatInt(max, 10)
	j.mu.Lock()
	code, ok := j.cache[key]
	j.mu.Unlock()
	if ok {
		return code, nil
	}
	q, err := gojq.Parse(src)
	if err != nil {
		return nil, err
	}
	if err := Guard(q); err != nil {
		return nil, err
	}
	code, err = gojq.Compile(q, append(GuardOptions(max), gojq.WithVariables(vars))...)
	if err != nil {
		return nil, err
	}
	j.mu.Lock()
	defer j.mu.Unlock()
	if _, ok := j.cache[key]; !ok {
		if len(j.order) >= cacheSize {
			delete(j.cache, j.order[0])
			j.order = j.order[1:]
		}
		j.order = append(j.order, key)
		j.cache[key] = code
	}
	return code, nil
}

type options struct {
	raw, join, compact, null, slurp, exit, rawIn, tab, ascii bool
	indent                                                   int
	names                                                    []string
	values                                                   []any
}

// splitArgs takes out the options that take two values (--arg, --argjson,
// --slurpfile, --rawfile), which the flag parser does not know.
func splitArgs(c *command.Call, args []string) ([]string, *options, error) {
	o := &options{indent: 2}
	var rest []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			rest = append(rest, args[i:]...)
			break
		}
		switch a {
		case "--arg", "--argjson", "--slurpfile", "--rawfile":
		default:
			rest = append(rest, a)
			continue
		}
		if i+2 >= len(args) {
			return nil, nil, c.UsageError("%s takes two parameters (e.g. %s varname value)", a, a)
		}
		name, val := args[i+1], args[i+2]
		i += 2
		var v any
		switch a {
		case "--arg":
			v = val
		case "--argjson":
			if err := c.CheckSize("input", valueCost([]byte(val))); err != nil {
				return nil, nil, c.Fail(2, "error: %v", err)
			}
			d := json.NewDecoder(strings.NewReader(val))
			d.UseNumber()
			if err := d.Decode(&v); err != nil || d.More() {
				return nil, nil, c.UsageError("invalid JSON text passed to --argjson")
			}
		case "--slurpfile", "--rawfile":
			data, err := c.FS.ReadFile(c.Path(val))
			if err != nil {
				return nil, nil, c.UsageError("error: Could not open %s: %s", val, errText(err))
			}
			cost := int64(len(data))
			if a == "--slurpfile" {
				cost = valueCost(data)
			}
			if err := c.CheckSize("input", cost); err != nil {
				return nil, nil, c.Fail(2, "error: %v", err)
			}
			if a == "--rawfile" {
				v = string(data)
				break
			}
			var all []any
			d := json.NewDecoder(bytes.NewReader(data))
			d.UseNumber()
			for {
				var x any
				if err := d.Decode(&x); err == io.EOF {
					break
				} else if err != nil {
					return nil, nil, c.UsageError("%s: invalid JSON in %s", a, val)
				}
				all = append(all, x)
			}
			v = all
		}
		o.names = append(o.names, "$"+name)
		o.values = append(o.values, v)
	}
	return rest, o, nil
}

func errText(err error) string {
	var pe interface{ Unwrap() error }
	if errors.As(err, &pe) {
		return pe.Unwrap().Error()
	}
	return err.Error()
}

// Command is the jq command: jq [options] FILTER [FILE...]. Supported
// options: -r -j -c -n -s -e -R -a -S, --tab, --indent N, --arg, --argjson,
// --slurpfile, --rawfile, -f FILE.
func (j *JQ) Command(ctx context.Context, c *command.Call) error {
	args, o, err := splitArgs(c, c.Args)
	if err != nil {
		return err
	}
	fs := command.NewFlagSet("jq")
	fs.Func('r', "raw-output", false, func(string) error { o.raw = true; return nil })
	fs.Func('j', "join-output", false, func(string) error { o.raw, o.join = true, true; return nil })
	fs.Func('c', "compact-output", false, func(string) error { o.compact = true; return nil })
	fs.Func('n', "null-input", false, func(string) error { o.null = true; return nil })
	fs.Func('s', "slurp", false, func(string) error { o.slurp = true; return nil })
	fs.Func('e', "exit-status", false, func(string) error { o.exit = true; return nil })
	fs.Func('R', "raw-input", false, func(string) error { o.rawIn = true; return nil })
	fs.Func('a', "ascii-output", false, func(string) error { o.ascii = true; return nil })
	fs.Func('S', "sort-keys", false, func(string) error { return nil }) // keys are always sorted
	fs.Func('M', "monochrome-output", false, func(string) error { return nil })
	fs.Func(0, "tab", false, func(string) error { o.tab = true; return nil })
	fs.Func(0, "indent", true, func(v string) error {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > 7 {
			return fmt.Errorf("cannot indent more than 7 characters")
		}
		o.indent = n
		return nil
	})
	from := fs.String('f', "from-file", "")
	operands, err := fs.Parse(args)
	if err != nil {
		return c.UsageError("%v", err)
	}
	var filter string
	if *from != "" {
		data, err := c.FS.ReadFile(c.Path(*from))
		if err != nil {
			return c.UsageError("error: Could not open %s: %s", *from, errText(err))
		}
		filter = string(data)
	} else {
		if len(operands) == 0 {
			return c.UsageError("Usage: jq [OPTIONS] FILTER [FILES...]")
		}
		filter, operands = operands[0], operands[1:]
	}
	in, err := newInputs(ctx, c, o, operands)
	if err != nil {
		return err
	}
	defer in.close()
	code, err := j.compile(filter, o.names, in, c.BufferLimit())
	if err != nil {
		fmt.Fprintf(c.Stderr, "jq: error: %v\njq: 1 compile error\n", compileMessage(err))
		return command.Status(3)
	}
	return run(ctx, c, code, o, in)
}

func compileMessage(err error) string {
	var pe interface {
		QueryParseError() (string, string, error)
	}
	if errors.As(err, &pe) {
		_, _, inner := pe.QueryParseError()
		return fmt.Sprintf("%v (syntax error)", inner)
	}
	return err.Error()
}
