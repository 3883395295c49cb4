// Package yq is the sandbox's yq, after mikefarah's yq v4: YAML (and
// JSON) in, a query, YAML, JSON or properties out. Queries are jq's
// language, run by github.com/itchyny/gojq; YAML is read and written by
// go.yaml.in/yaml/v3.
//
// What differs from yq v4 (see docs/sandbox.md): the query language is
// jq's (yq's own operators such as ireduce, explode or style are not
// there); comments, anchors, styles (flow maps, quotes) and the original
// text of numbers are not kept (output is block style, aliases and
// merge keys are expanded, 0x10 prints as 16); key order is kept by the
// order keys first appear in the input, keys a query adds come last,
// sorted; eval-all runs the query once with the first document as "."
// and the others as inputs.
package yq

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"path"
	"regexp"
	"strconv"
	"strings"

	"github.com/itchyny/gojq"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/jq"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// envCall matches yq's env(NAME) and strenv(NAME).
var envCall = regexp.MustCompile(`\b(str)?env\(\s*([A-Za-z_][A-Za-z0-9_]*)\s*\)`)

type options struct {
	output, input      string // "yaml", "json", "props"; "" auto
	indent             int
	inPlace, nullInput bool
	unwrap             *bool
	noDoc, exitStatus  bool
	all                bool // eval-all
	nul                bool
}

// Command is yq [eval|e|eval-all|ea] [flags] [EXPRESSION] [FILE...].
func Command(ctx context.Context, c *command.Call) error {
	o := &options{indent: 2}
	args := preprocess(c.Args)
	if len(args) > 0 {
		switch args[0] {
		case "eval", "e":
			args = args[1:]
		case "eval-all", "ea":
			o.all = true
			args = args[1:]
		}
	}
	f := command.NewFlagSet(c.Name)
	var bad error
	format := func(dst *string, flag string) func(string) error {
		return func(v string) error {
			switch v {
			case "yaml", "y", "yml":
				*dst = "yaml"
			case "json", "j":
				*dst = "json"
			case "props", "p", "properties":
				*dst = "props"
			case "auto", "a":
				*dst = ""
			default:
				bad = fmt.Errorf("unknown format '%s' for %s (the sandbox's yq has yaml, json and props)", v, flag)
			}
			return nil
		}
	}
	f.Func('o', "output-format", true, format(&o.output, "--output-format"))
	f.Func('p', "input-format", true, format(&o.input, "--input-format"))
	f.Func('I', "indent", true, func(v string) error {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			return fmt.Errorf("invalid argument %q", v)
		}
		o.indent = n
		return nil
	})
	f.Func('i', "inplace", false, func(string) error { o.inPlace = true; return nil })
	f.Func('n', "null-input", false, func(string) error { o.nullInput = true; return nil })
	f.Func('r', "unwrapScalar", false, func(string) error { b := true; o.unwrap = &b; return nil })
	f.Func(0, "no-unwrapScalar", false, func(string) error { b := false; o.unwrap = &b; return nil })
	f.Func('N', "no-doc", false, func(string) error { o.noDoc = true; return nil })
	f.Func('e', "exit-status", false, func(string) error { o.exitStatus = true; return nil })
	f.Func('P', "prettyPrint", false, func(string) error { return nil })
	f.Func('M', "no-colors", false, func(string) error { return nil })
	f.Func('C', "colors", false, func(string) error { return nil })
	f.Func('0', "nul-output", false, func(string) error { o.nul = true; return nil })
	f.Func('j', "tojson", false, func(string) error { o.output = "json"; return nil })
	expr := ""
	exprSet := false
	f.Func(0, "expression", true, func(v string) error { expr, exprSet = v, true; return nil })
	call := *c
	call.Args = args
	ops, err := f.ParseOrUsage(&call)
	if err != nil {
		return err
	}
	if bad != nil {
		return fail(c, bad)
	}
	if !exprSet {
		switch {
		case len(ops) == 0:
			expr = "."
		case len(ops) == 1 && !o.nullInput && fileExists(c, ops[0]):
			expr = "."
		default:
			expr, ops = ops[0], ops[1:]
		}
	}
	if o.inPlace && len(ops) == 0 {
		return fail(c, errors.New("write in place flag only applicable when giving an expression and at least one file"))
	}
	return run(ctx, c, o, expr, ops)
}

// preprocess turns pflag's "-o=json" and "-r=false" into the forms the
// flag parser takes.
func preprocess(args []string) []string {
	var out []string
	for _, a := range args {
		if len(a) > 2 && a[0] == '-' && a[1] != '-' && a[2] == '=' {
			switch a[1] {
			case 'r', 'N', 'e', 'n', 'i', 'P', 'M', 'C':
				if a[3:] == "false" {
					if a[1] == 'r' {
						out = append(out, "--no-unwrapScalar")
					}
					continue
				}
				out = append(out, a[:2])
				continue
			}
			out = append(out, a[:2], a[3:])
			continue
		}
		switch a {
		case "--unwrapScalar=false":
			out = append(out, "--no-unwrapScalar")
			continue
		case "--unwrapScalar=true":
			out = append(out, "--unwrapScalar")
			continue
		}
		out = append(out, a)
	}
	return out
}

func fileExists(c *command.Call, name string) bool {
	st, err := c.FS.Stat(c.Path(name))
	return err == nil && !st.IsDir()
}

// fail prints yq's "Error: ..." and returns status 1.
func fail(c *command.Call, err error) error {
	fmt.Fprintf(c.Stderr, "Error: %s\n", errorText(err))
	return command.Status(1)
}

func errorText(err error) string {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Op + " " + pe.Path + ": " + strings.ToLower(vfs.Reason(pe.Err))
	}
	return err.Error()
}

// document is one input document and the file it came from.
type document struct {
	value any
	file  string
}

func run(ctx context.Context, c *command.Call, o *options, expr string, files []string) error {
	// yq writes env(NAME) and strenv(NAME) with a bare name.
	expr = envCall.ReplaceAllString(expr, `${1}env("${2}")`)
	if _, err := gojq.Parse(expr); err != nil {
		return fail(c, err)
	}
	// keys in the input's order, as yq lists them (gojq's sorts, and its
	// own functions cannot be replaced, but a definition shadows them).
	q, err := gojq.Parse("def keys: _yq_keys; def keys_unsorted: _yq_keys; " + expr)
	if err != nil {
		return fail(c, err)
	}
	if err := jq.Guard(q); err != nil {
		return fail(c, err)
	}
	order := &keyOrder{rank: map[string]int{}}
	budget := c.Budget("input")
	var docs []document
	if o.nullInput {
		docs = []document{{value: nil}}
	} else {
		if len(files) == 0 {
			files = []string{"-"}
		}
		for _, name := range files {
			if err := ctx.Err(); err != nil {
				return err
			}
			r, err := c.Open(name)
			if err != nil {
				return fail(c, &os.PathError{Op: "open", Path: name, Err: err})
			}
			data, err := c.ReadAll(ctx, r)
			r.Close()
			if err != nil {
				if command.IsTooLarge(err) {
					return fail(c, err)
				}
				return fail(c, &os.PathError{Op: "read", Path: name, Err: err})
			}
			if err := budget.Add(len(data)); err != nil {
				return fail(c, err)
			}
			d := &decoder{order: order, budget: budget}
			var vals []any
			if inputFormat(o, name) == "json" {
				vals, err = d.jsonDocs(data)
			} else {
				vals, err = d.yamlDocs(data)
			}
			if err != nil {
				if command.IsTooLarge(err) {
					return fail(c, err)
				}
				return fail(c, fmt.Errorf("bad file '%s': %v", name, err))
			}
			for _, v := range vals {
				docs = append(docs, document{value: v, file: name})
			}
		}
	}
	outFmt := o.output
	if outFmt == "" {
		outFmt = "yaml"
		// As yq: JSON out for a .json file, whatever -p says.
		if len(files) > 0 && strings.EqualFold(path.Ext(files[0]), ".json") && !o.nullInput {
			outFmt = "json"
		}
	}
	var rest []any
	if o.all {
		for _, d := range docs[1:] {
			rest = append(rest, d.value)
		}
		docs = docs[:1]
	}
	iter := &sliceIter{vals: rest}
	opts := append(jq.GuardOptions(c.BufferLimit()), gojq.WithEnvironLoader(func() []string {
		if c.Environ == nil {
			return nil
		}
		return c.Environ()
	}), gojq.WithInputIter(iter), gojq.WithFunction("env", 1, 1, envFunc(c, true)),
		gojq.WithFunction("strenv", 1, 1, envFunc(c, false)),
		gojq.WithFunction("_yq_keys", 0, 0, order.keysFunc))
	code, err := gojq.Compile(q, opts...)
	if err != nil {
		return fail(c, err)
	}
	w := &writer{c: c, o: o, order: order, format: outFmt}
	var out strings.Builder
	if !o.inPlace {
		w.out = bufio.NewWriterSize(c.Stdout, 32<<10)
	} else {
		w.out = bufio.NewWriter(&out)
	}
	var last any
	got := false
	wctx, tooLarge, cancel := jq.WatchHeap(ctx, c)
	defer cancel()
	for i, d := range docs {
		if err := ctx.Err(); err != nil {
			return err
		}
		if o.inPlace && d.file != files[0] {
			break
		}
		w.newDoc = i > 0
		it := code.RunWithContext(wctx, d.value)
		for {
			v, ok := it.Next()
			if !ok {
				break
			}
			if err, isErr := v.(error); isErr {
				w.out.Flush()
				var he *gojq.HaltError
				if errors.As(err, &he) && he.Value() == nil {
					return command.Status(he.ExitCode())
				}
				if ctx.Err() != nil {
					return ctx.Err()
				}
				if err := tooLarge(); err != nil {
					return fail(c, err)
				}
				var ve interface{ Value() any }
				if errors.As(err, &ve) {
					if _, ok := ve.Value().(string); !ok {
						if err := jq.CheckOutput(ve.Value(), 0, c.BufferLimit()); err != nil {
							return fail(c, err)
						}
					}
				}
				return fail(c, err)
			}
			if !isScalar(v) {
				if err := jq.CheckOutput(v, w.o.indent, c.BufferLimit()); err != nil {
					return fail(c, err)
				}
			}
			if err := w.write(v); err != nil {
				return fail(c, err)
			}
			last, got = v, true
		}
	}
	if err := w.out.Flush(); err != nil {
		return command.Status(141)
	}
	if o.inPlace {
		full := c.Path(files[0])
		mode := os.FileMode(0o644)
		if st, err := c.FS.Stat(full); err == nil {
			mode = st.Mode().Perm()
		}
		if err := c.FS.WriteFile(full, []byte(out.String()), mode); err != nil {
			return fail(c, &os.PathError{Op: "write", Path: files[0], Err: err})
		}
	}
	if o.exitStatus && (!got || last == nil || last == false) {
		fmt.Fprintln(c.Stderr, "Error: no matches found")
		return command.Status(1)
	}
	return nil
}

func inputFormat(o *options, name string) string {
	if o.input != "" {
		return o.input
	}
	if strings.EqualFold(path.Ext(name), ".json") {
		return "json"
	}
	return "yaml"
}

// envFunc is yq's env(NAME) (the value parsed as YAML) and strenv(NAME)
// (the string), over the script's exported variables.
func envFunc(c *command.Call, parse bool) func(any, []any) any {
	return func(_ any, args []any) any {
		name, ok := args[0].(string)
		if !ok {
			return fmt.Errorf("env: name must be a string")
		}
		v, set := "", false
		if c.Env != nil {
			v, set = c.Env(name)
		}
		if !set {
			return nil
		}
		if !parse {
			return v
		}
		d := &decoder{order: &keyOrder{rank: map[string]int{}}, budget: c.Budget("input")}
		vals, err := d.yamlDocs([]byte(v))
		if err != nil || len(vals) == 0 {
			return v
		}
		return vals[0]
	}
}

type sliceIter struct{ vals []any }

func (s *sliceIter) Next() (any, bool) {
	if len(s.vals) == 0 {
		return nil, false
	}
	v := s.vals[0]
	s.vals = s.vals[1:]
	return v, true
}

// writer prints results: "---" between documents in YAML (not with
// -N), scalars unwrapped unless -r=false.
type writer struct {
	c       *command.Call
	o       *options
	order   *keyOrder
	format  string
	out     *bufio.Writer
	newDoc  bool // the next result starts another document's output
	printed bool
}

func (w *writer) write(v any) error {
	if w.newDoc && w.printed && !w.o.noDoc && w.format == "yaml" {
		w.out.WriteString("---\n")
	}
	w.newDoc = false
	w.printed = true
	end := "\n"
	if w.o.nul {
		end = "\x00"
	}
	switch w.format {
	case "json":
		if s, ok := v.(string); ok && w.o.unwrap != nil && *w.o.unwrap {
			w.out.WriteString(s + end)
			return nil
		}
		w.out.WriteString(w.order.jsonText(v, w.o.indent) + end)
	case "props":
		if isScalar(v) {
			w.out.WriteString(scalarText(v) + end)
			return nil
		}
		w.out.WriteString(w.order.propsText(v))
	default:
		if isScalar(v) && (w.o.unwrap == nil || *w.o.unwrap) {
			w.out.WriteString(scalarText(v) + end)
			return nil
		}
		s, err := w.order.yamlText(v, w.o.indent)
		if err != nil {
			return err
		}
		if w.o.nul {
			s = strings.TrimSuffix(s, "\n") + end
		}
		w.out.WriteString(s)
	}
	return nil
}

func isScalar(v any) bool {
	switch v.(type) {
	case map[string]any, []any:
		return false
	}
	return true
}
