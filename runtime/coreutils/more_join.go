package coreutils

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// joinLine is one input line of join, split into fields.
type joinLine struct {
	text   string
	fields []string
}

// joinField is one item of join -o: file 0 is the join field.
type joinField struct{ file, field int }

// joinInput reads one of join's inputs line by line, checking its order.
type joinInput struct {
	j      *joinRun
	which  int
	name   string
	lr     *command.LineReader
	prev   *joinLine
	lineNo int64
	warned bool
	eof    bool
}

// joinRun holds join's settings and state.
type joinRun struct {
	ctx          context.Context
	c            *command.Call
	out          *bufio.Writer
	tab          int // -1: blanks
	ignoreCase   bool
	field        [2]int
	unpaired     [2]bool
	pairs        bool
	empty        string
	emptySet     bool
	format       []joinField
	auto         bool
	autoCount    [2]int
	check        int // 0 default, 1 --check-order, -1 --nocheck-order
	unpairable   bool
	delim        byte
	disorderExit bool
}

func (j *joinRun) split(s string) []string {
	switch {
	case j.tab == -1:
		return strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == '\t' })
	case j.tab == -2:
		return []string{s}
	}
	return strings.Split(s, string(rune(j.tab)))
}

func (j *joinRun) key(l *joinLine, which int) string {
	if f := j.field[which]; f < len(l.fields) {
		return l.fields[f]
	}
	return ""
}

func (j *joinRun) cmp(a *joinLine, wa int, b *joinLine, wb int) int {
	ka, kb := j.key(a, wa), j.key(b, wb)
	switch {
	case ka == "" && kb == "":
		return 0
	case ka == "":
		return -1
	case kb == "":
		return 1
	}
	if j.ignoreCase {
		return bytes.Compare(bytes.ToLower([]byte(ka)), bytes.ToLower([]byte(kb)))
	}
	return strings.Compare(ka, kb)
}

// next reads the next line, or nil at the end of the input.
func (in *joinInput) next() (*joinLine, error) {
	if in.eof {
		return nil, nil
	}
	if err := in.j.ctx.Err(); err != nil {
		return nil, err
	}
	rec, err := in.lr.ReadLine(in.j.delim)
	if err != nil && err != io.EOF {
		return nil, err
	}
	if len(rec) == 0 {
		in.eof = true
		return nil, nil
	}
	if rec[len(rec)-1] == in.j.delim {
		rec = rec[:len(rec)-1]
	}
	in.lineNo++
	l := &joinLine{text: string(rec)}
	l.fields = in.j.split(l.text)
	j := in.j
	if in.prev != nil && j.check >= 0 && (j.check == 1 || j.unpairable) && !in.warned {
		if j.cmp(in.prev, in.which, l, in.which) > 0 {
			j.out.Flush()
			fmt.Fprintf(j.c.Stderr, "%s: %s:%d: is not sorted: %s\n", j.c.Name, in.name, in.lineNo, l.text)
			if j.check == 1 {
				return nil, command.Status(1)
			}
			in.warned = true
			j.disorderExit = true
		}
	}
	in.prev = l
	return l, nil
}

func (j *joinRun) printField(l *joinLine, n int) {
	if l != nil && n < len(l.fields) && l.fields[n] != "" {
		j.out.WriteString(l.fields[n])
	} else if j.emptySet {
		j.out.WriteString(j.empty)
	}
}

// print writes the join of l1 and l2 (either may be nil: unpaired).
func (j *joinRun) print(l1, l2 *joinLine) error {
	sep := " "
	if j.tab >= 0 {
		sep = string(rune(j.tab))
	}
	if len(j.format) > 0 {
		for i, o := range j.format {
			if i > 0 {
				j.out.WriteString(sep)
			}
			switch {
			case o.file == 0 && l1 != nil:
				j.printField(l1, j.field[0])
			case o.file == 0:
				j.printField(l2, j.field[1])
			case o.file == 1:
				j.printField(l1, o.field)
			default:
				j.printField(l2, o.field)
			}
		}
	} else {
		if l1 != nil {
			j.printField(l1, j.field[0])
		} else {
			j.printField(l2, j.field[1])
		}
		for w, l := range []*joinLine{l1, l2} {
			n := j.autoCount[w]
			if !j.auto {
				n = 0
				if l != nil {
					n = len(l.fields)
				}
			}
			for i := 0; i < n; i++ {
				if i == j.field[w] {
					continue
				}
				j.out.WriteString(sep)
				j.printField(l, i)
			}
		}
	}
	if err := j.out.WriteByte(j.delim); err != nil {
		return &textOutErr{err}
	}
	return nil
}

// joinCmd is join [-i] [-t CHAR] [-1 F] [-2 F] [-j F] [-a N] [-v N]
// [-e EMPTY] [-o LIST|auto] [--header] [-z] [--check-order|
// --nocheck-order] FILE1 FILE2: the lines of two sorted files that share
// a join field, as GNU join (input order is checked when a line has no
// pair, as GNU does by default).
func joinCmd(ctx context.Context, c *command.Call) error {
	j := &joinRun{ctx: ctx, c: c, tab: -1, pairs: true, field: [2]int{0, 0}, delim: '\n'}
	var bad string
	setBad := func(format string, args ...any) {
		if bad == "" {
			bad = fmt.Sprintf(format, args...)
		}
	}
	fieldNum := func(v string) int {
		n, err := strconv.ParseUint(strings.TrimPrefix(gnuTrim(v), "+"), 10, 63) // as strtoumax
		if err != nil || n == 0 {
			if err == nil || !strings.Contains(err.Error(), "range") {
				setBad("invalid field number: %s", filesQuote(v))
				return 0
			}
			n = 1 << 62
		}
		return int(min(n-1, 1<<30))
	}
	fileNum := func(v string) int {
		if v != "1" && v != "2" {
			setBad("invalid field number: %s", filesQuote(v))
			return 0
		}
		return int(v[0] - '1')
	}
	fs := command.NewFlagSet(c.Name)
	fs.Func('i', "ignore-case", false, func(string) error { j.ignoreCase = true; return nil })
	fs.Func('t', "", true, func(v string) error {
		switch {
		case v == "":
			j.tab = -2
		case v == `\0`:
			j.tab = 0
		case len(v) > 1:
			setBad("multi-character tab %s", filesQuote(v))
		default:
			j.tab = int(v[0])
		}
		return nil
	})
	fs.Func('1', "", true, func(v string) error { j.field[0] = fieldNum(v); return nil })
	fs.Func('2', "", true, func(v string) error { j.field[1] = fieldNum(v); return nil })
	fs.Func('j', "", true, func(v string) error { n := fieldNum(v); j.field = [2]int{n, n}; return nil })
	fs.Func('a', "", true, func(v string) error { j.unpaired[fileNum(v)] = true; return nil })
	fs.Func('v', "", true, func(v string) error { j.unpaired[fileNum(v)] = true; j.pairs = false; return nil })
	fs.Func('e', "", true, func(v string) error { j.empty, j.emptySet = v, true; return nil })
	fs.Func('o', "", true, func(v string) error {
		if v == "auto" {
			j.auto = true
			return nil
		}
		for _, spec := range strings.FieldsFunc(v, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' }) {
			switch {
			case spec == "0":
				j.format = append(j.format, joinField{0, 0})
			case len(spec) > 2 && (spec[0] == '1' || spec[0] == '2') && spec[1] == '.':
				j.format = append(j.format, joinField{int(spec[0] - '0'), fieldNum(spec[2:])})
			case spec[0] == '0' || spec[0] == '1' || spec[0] == '2':
				setBad("invalid field specifier: %s", filesQuote(spec))
			default:
				setBad("invalid file number in field spec: %s", filesQuote(spec))
			}
		}
		return nil
	})
	header := fs.Bool(0, "header")
	fs.Func('z', "zero-terminated", false, func(string) error { j.delim = 0; return nil })
	fs.Func(0, "check-order", false, func(string) error { j.check = 1; return nil })
	fs.Func(0, "nocheck-order", false, func(string) error { j.check = -1; return nil })
	ops, err := fs.ParseOrUsage(c)
	if err != nil {
		return err
	}
	if bad != "" {
		return c.Errorf("%s", bad)
	}
	if err := filesTwoOperands(c, ops); err != nil {
		return err
	}
	if ops[0] == "-" && ops[1] == "-" {
		return c.Errorf("both files cannot be standard input")
	}
	j.out = textNewOut(c)
	var ins [2]*joinInput
	for i, op := range ops {
		f, err := c.Open(op)
		if err != nil {
			return c.FileError(op, err)
		}
		defer f.Close()
		ins[i] = &joinInput{j: j, which: i, name: op, lr: command.NewLineReader(textCtxReader{ctx, f}, c.BufferLimit())}
	}
	err = j.run(ins, *header)
	if err != nil {
		if _, ok := command.StatusOf(err); ok {
			return err
		}
		stop, _ := textLoopErr(ctx, c, err, func(err error) {
			j.out.Flush()
			if command.IsTooLarge(err) {
				c.Errorf("%v", err)
			} else {
				c.Errorf("read error: %s", vfs.Reason(err))
			}
		})
		if stop != nil {
			return stop
		}
		return textFinish(ctx, c, j.out, 1)
	}
	if j.disorderExit {
		j.out.Flush()
		c.Errorf("input is not in sorted order")
		return textFinish(ctx, c, j.out, 1)
	}
	return textFinish(ctx, c, j.out, 0)
}

// run merges the two inputs.
func (j *joinRun) run(ins [2]*joinInput, header bool) error {
	var cur [2]*joinLine
	for i := range ins {
		l, err := ins[i].next()
		if err != nil {
			return err
		}
		cur[i] = l
		if l != nil {
			j.autoCount[i] = len(l.fields)
		}
	}
	if header && (cur[0] != nil || cur[1] != nil) {
		if err := j.print(cur[0], cur[1]); err != nil {
			return err
		}
		for i := range ins {
			ins[i].prev = nil
			if cur[i] != nil {
				l, err := ins[i].next()
				if err != nil {
					return err
				}
				cur[i] = l
			}
		}
	}
	for cur[0] != nil && cur[1] != nil {
		d := j.cmp(cur[0], 0, cur[1], 1)
		if d != 0 {
			w := 0
			if d > 0 {
				w = 1
			}
			if j.unpaired[w] {
				var err error
				if w == 0 {
					err = j.print(cur[0], nil)
				} else {
					err = j.print(nil, cur[1])
				}
				if err != nil {
					return err
				}
			}
			l, err := ins[w].next()
			if err != nil {
				return err
			}
			cur[w] = l
			j.unpairable = true
			continue
		}
		// Gather the run of each file that shares the key.
		var groups [2][]*joinLine
		budget := j.c.Budget("input")
		for w := range ins {
			groups[w] = append(groups[w], cur[w])
			for {
				l, err := ins[w].next()
				if err != nil {
					return err
				}
				cur[w] = l
				if l == nil || j.cmp(groups[w][0], w, l, w) != 0 {
					break
				}
				if err := budget.Add(len(l.text) + 64); err != nil {
					return err
				}
				groups[w] = append(groups[w], l)
			}
		}
		if j.pairs {
			for _, a := range groups[0] {
				for _, b := range groups[1] {
					if err := j.print(a, b); err != nil {
						return err
					}
				}
			}
		}
	}
	// The tails: unpaired lines, and the order check.
	checkTail := j.check >= 0 && !(ins[0].warned && ins[1].warned)
	for w := range ins {
		if cur[w] == nil || !j.unpaired[w] && !checkTail {
			continue
		}
		for l := cur[w]; l != nil; {
			if j.unpaired[w] {
				var err error
				if w == 0 {
					err = j.print(l, nil)
				} else {
					err = j.print(nil, l)
				}
				if err != nil {
					return err
				}
			}
			next, err := ins[w].next()
			if err != nil {
				return err
			}
			if ins[w].warned && !j.unpaired[w] {
				break
			}
			l = next
		}
	}
	return nil
}
