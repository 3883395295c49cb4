package coreutils

import (
	"bufio"
	"context"
	"io"
	"strings"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// commCmd is comm [-123] [--check-order|--nocheck-order]
// [--output-delimiter=S] FILE1 FILE2: the lines only in FILE1, only in
// FILE2 and in both, of two sorted files, in three columns. Lines compare
// by bytes. As GNU does by default, unsorted input (once a line did not
// pair) is reported and makes the status 1.
func commCmd(ctx context.Context, c *command.Call) error {
	fs := command.NewFlagSet(c.Name)
	no1 := fs.Bool('1', "")
	no2 := fs.Bool('2', "")
	no3 := fs.Bool('3', "")
	check, nocheck := false, false
	fs.Func(0, "check-order", false, func(string) error { check, nocheck = true, false; return nil })
	fs.Func(0, "nocheck-order", false, func(string) error { nocheck, check = true, false; return nil })
	delimSet := false
	delim := "\t"
	fs.Func(0, "output-delimiter", true, func(v string) error { delim, delimSet = v, true; return nil })
	ops, err := fs.ParseOrUsage(c)
	if err != nil {
		return err
	}
	if err := filesTwoOperands(c, ops); err != nil {
		return err
	}
	if delimSet && delim == "" {
		delim = "\x00"
	}
	var rd [2]*command.LineReader
	for i, op := range ops {
		f, err := c.Open(op)
		if err != nil {
			return c.Errorf("%s: %s", op, vfs.Reason(err))
		}
		defer f.Close()
		rd[i] = command.NewLineReader(textCtxReader{ctx, f}, c.BufferLimit())
	}
	out := textNewOut(c)
	read := func(i int) (string, bool, error) {
		s, err := rd[i].ReadLine('\n')
		if err != nil && err != io.EOF {
			return "", false, err
		}
		if len(s) == 0 {
			return "", false, nil
		}
		return strings.TrimSuffix(string(s), "\n"), true, nil
	}
	var line [2]string
	var ok [2]bool
	for i := range 2 {
		if line[i], ok[i], err = read(i); err != nil {
			return commReadErr(ctx, c, out, ops[i], err)
		}
	}
	pre2, pre3 := "", ""
	if !*no1 {
		pre2 += delim
		pre3 += delim
	}
	if !*no2 {
		pre3 += delim
	}
	var warned [2]bool
	unpaired := false
	for ok[0] || ok[1] {
		var order int
		switch {
		case !ok[0]:
			order = 1
		case !ok[1]:
			order = -1
		default:
			order = strings.Compare(line[0], line[1])
		}
		var werr error
		switch {
		case order == 0:
			if !*no3 {
				_, werr = out.WriteString(pre3 + line[0] + "\n")
			}
		case order < 0:
			unpaired = true
			if !*no1 {
				_, werr = out.WriteString(line[0] + "\n")
			}
		default:
			unpaired = true
			if !*no2 {
				_, werr = out.WriteString(pre2 + line[1] + "\n")
			}
		}
		if werr != nil {
			return textWriteFail(ctx, c, werr)
		}
		for i := range 2 {
			if i == 0 && order > 0 || i == 1 && order < 0 {
				continue
			}
			prev := line[i]
			if line[i], ok[i], err = read(i); err != nil {
				return commReadErr(ctx, c, out, ops[i], err)
			}
			if ok[i] && !nocheck && (check || unpaired) && !warned[i] && prev > line[i] {
				out.Flush()
				if check {
					return c.Errorf("file %d is not in sorted order", i+1)
				}
				c.Stderr.Write([]byte(c.Name + ": file " + string(rune('1'+i)) + " is not in sorted order\n"))
				warned[i] = true
			}
		}
	}
	if err := textFinish(ctx, c, out, 0); err != nil {
		return err
	}
	if warned[0] || warned[1] {
		return c.Errorf("input is not in sorted order")
	}
	return nil
}

func commReadErr(ctx context.Context, c *command.Call, out *bufio.Writer, op string, err error) error {
	if cerr := ctx.Err(); cerr != nil {
		return cerr
	}
	out.Flush()
	if textTooLarge(c, err) {
		return command.Status(1)
	}
	return c.Errorf("%s: %s", op, vfs.Reason(err))
}
