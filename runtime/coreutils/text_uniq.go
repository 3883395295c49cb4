package coreutils

import (
	"context"
	"fmt"
	"os"
	"strings"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// uniqOpts are uniq's options.
type uniqOpts struct {
	count, repeated, unique, allRepeated, ignoreCase bool
	skipFields, skipChars, checkChars                int64
}

// uniqKey returns the part of line uniq compares.
func uniqKey(line string, o *uniqOpts) string {
	i := 0
	for f := int64(0); f < o.skipFields && i < len(line); f++ {
		for i < len(line) && (line[i] == ' ' || line[i] == '\t') {
			i++
		}
		for i < len(line) && line[i] != ' ' && line[i] != '\t' {
			i++
		}
	}
	if o.skipChars > int64(len(line)-i) {
		i = len(line)
	} else {
		i += int(o.skipChars)
	}
	k := line[i:]
	if o.checkChars >= 0 && o.checkChars < int64(len(k)) {
		k = k[:o.checkChars]
	}
	return k
}

func textUniq(ctx context.Context, c *command.Call) error {
	o := uniqOpts{checkChars: -1}
	fs := command.NewFlagSet(c.Name)
	num := func(short rune, long, what string, p *int64) {
		fs.Func(short, long, true, func(v string) error {
			n, ok := textParseCount(v)
			if !ok || strings.ContainsAny(v, "bkKMGTPEZYRQ") {
				return &uniqBadNum{v, what}
			}
			*p = n
			return nil
		})
	}
	fs.Func('c', "count", false, func(string) error { o.count = true; return nil })
	fs.Func('d', "repeated", false, func(string) error { o.repeated = true; return nil })
	fs.Func('u', "unique", false, func(string) error { o.unique = true; return nil })
	fs.Func('D', "all-repeated", false, func(string) error { o.allRepeated = true; return nil })
	fs.Func('i', "ignore-case", false, func(string) error { o.ignoreCase = true; return nil })
	num('f', "skip-fields", "invalid number of fields to skip", &o.skipFields)
	num('s', "skip-chars", "invalid number of bytes to skip", &o.skipChars)
	num('w', "check-chars", "invalid number of bytes to compare", &o.checkChars)
	ops, err := fs.Parse(c.Args)
	if err != nil {
		if bn, ok := err.(*command.UsageErr); ok {
			// Show GNU's message for a bad number.
			if i := strings.Index(bn.Msg, ": "); i >= 0 && strings.Contains(bn.Msg, "invalid number of") {
				return c.Errorf("%s", bn.Msg[i+2:])
			}
		}
		return c.UsageError("%v", err)
	}
	if o.allRepeated && o.count {
		return filesTryHelp(c, "printing all duplicated lines and repeat counts is meaningless")
	}
	if len(ops) > 2 {
		return filesTryHelp(c, "extra operand '%s'", ops[2])
	}
	in := "-"
	if len(ops) > 0 {
		in = ops[0]
	}
	f, err := c.Open(in)
	if err != nil {
		return c.FileError(in, err)
	}
	defer f.Close()
	w := c.Stdout
	var file *vfs.File
	if len(ops) == 2 && ops[1] != "-" {
		file, err = c.FS.OpenFile(c.Path(ops[1]), os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
		if err != nil {
			return c.FileError(ops[1], err)
		}
		defer file.Close()
		w = file
	}
	out := textNewOut(c)
	out.Reset(w)

	var prev, prevKey string
	var n int64
	have := false
	groupShown := false
	same := func(a, b string) bool {
		if o.ignoreCase {
			return strings.EqualFold(a, b)
		}
		return a == b
	}
	emit := func() {
		if !have {
			return
		}
		switch {
		case o.allRepeated:
			return
		case o.repeated && n < 2, o.unique && n > 1:
			return
		}
		if o.count {
			fmt.Fprintf(out, "%7d ", n)
		}
		out.WriteString(prev)
		out.WriteByte('\n')
	}
	err = c.Lines(ctx, f, func(line string, _ bool) error {
		key := uniqKey(line, &o)
		if have && same(prevKey, key) {
			n++
			if o.allRepeated && !o.unique {
				if !groupShown {
					out.WriteString(prev)
					out.WriteByte('\n')
					groupShown = true
				}
				out.WriteString(line)
				out.WriteByte('\n')
			}
			return nil
		}
		emit()
		if o.allRepeated && groupShown && o.unique {
			groupShown = false
		}
		prev, prevKey, n, have, groupShown = line, key, 1, true, false
		if _, err := out.Write(nil); err != nil {
			return &textOutErr{err}
		}
		return nil
	})
	if err == nil {
		emit()
	}
	if stop, failed := textLoopErr(ctx, c, err, func(err error) {
		out.Flush()
		if !textTooLarge(c, err) {
			c.Errorf("error reading '%s'", in)
		}
	}); stop != nil {
		return stop
	} else if failed {
		out.Flush()
		return command.Status(1)
	}
	if file != nil {
		if err := out.Flush(); err != nil {
			return c.FileError(ops[1], err)
		}
	}
	return textFinish(ctx, c, out, 0)
}

// uniqBadNum is a bad -f, -s or -w value.
type uniqBadNum struct{ v, what string }

func (e *uniqBadNum) Error() string { return e.v + ": " + e.what }
