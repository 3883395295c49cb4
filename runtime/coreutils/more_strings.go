package coreutils

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"strconv"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// stringsCmd is strings [-a] [-f] [-n MIN|-MIN] [-t d|o|x|-o] [-w]
// [-s SEP] [FILE...]: the runs of at least MIN (4) printable characters
// (ASCII graphic characters, space and tab; with -w any whitespace),
// each on a line. Every file is scanned whole, as -a asks; object files
// get no special treatment.
func stringsCmd(ctx context.Context, c *command.Call) error {
	minLen := int64(4)
	radix := byte(0)
	var bad string
	// -NUM is -n NUM.
	args := make([]string, 0, len(c.Args))
	for _, a := range c.Args {
		if len(a) > 1 && a[0] == '-' && a[1] >= '0' && a[1] <= '9' {
			a = "-n" + a[1:]
		}
		args = append(args, a)
	}
	fs := command.NewFlagSet(c.Name)
	fs.Func('a', "all", false, func(string) error { return nil })
	names := fs.Bool('f', "print-file-name")
	allSpace := fs.Bool('w', "include-all-whitespace")
	sep := fs.String('s', "output-separator", "\n")
	setMin := func(v string) error {
		n, err := strconv.ParseInt(v, 0, 64)
		switch {
		case err != nil:
			if bad == "" {
				bad = "invalid integer argument " + v
			}
		case n < 1:
			if bad == "" {
				bad = fmt.Sprintf("invalid minimum string length %d", n)
			}
		default:
			minLen = n
		}
		return nil
	}
	fs.Func('n', "bytes", true, setMin)
	fs.Func('t', "radix", true, func(v string) error {
		if len(v) != 1 || (v[0] != 'd' && v[0] != 'o' && v[0] != 'x') {
			if bad == "" {
				bad = "invalid radix " + v
			}
			return nil
		}
		radix = v[0]
		return nil
	})
	fs.Func('o', "", false, func(string) error { radix = 'o'; return nil })
	ops, err := fs.Parse(args)
	if err != nil {
		return c.UsageError("%v", err)
	}
	if bad != "" {
		return c.Errorf("%s", bad)
	}
	if err := c.CheckSize("width", minLen); err != nil {
		return c.Errorf("%v", err)
	}
	out := textNewOut(c)
	if len(ops) == 0 {
		ops = []string{"-"}
	}
	status := 0
	for _, op := range ops {
		if err := ctx.Err(); err != nil {
			return err
		}
		f, err := c.Open(op)
		if err != nil {
			out.Flush()
			c.Errorf("'%s': No such file", op)
			status = 1
			continue
		}
		if vf, ok := f.(*vfs.File); ok {
			if st, err := vf.Stat(); err == nil && st.IsDir() {
				f.Close()
				out.Flush()
				c.Errorf("Warning: '%s' is a directory", op)
				status = 1
				continue
			}
		}
		name := op
		if op == "-" {
			name = "{standard input}"
		}
		prefix := func(off int64) {
			if *names {
				out.WriteString(name + ": ")
			}
			switch radix {
			case 'd':
				fmt.Fprintf(out, "%7d ", off)
			case 'o':
				fmt.Fprintf(out, "%7o ", off)
			case 'x':
				fmt.Fprintf(out, "%7x ", off)
			}
		}
		err = stringsScan(ctx, f, out, minLen, *allSpace, prefix, *sep)
		f.Close()
		stop, failed := textLoopErr(ctx, c, err, func(err error) {
			out.Flush()
			c.Errorf("%s: %s", op, vfs.Reason(err))
		})
		if stop != nil {
			return stop
		}
		if failed {
			status = 1
		}
	}
	return textFinish(ctx, c, out, status)
}

// stringsScan writes to out each run of at least minLen printable bytes
// of r, after prefix (given the run's offset) and followed by sep. Only
// the first minLen bytes of a run are held; the rest is written as it
// is read.
func stringsScan(ctx context.Context, r io.Reader, out *bufio.Writer, minLen int64, allSpace bool, prefix func(int64), sep string) error {
	br := bufio.NewReaderSize(textCtxReader{ctx, r}, 64*1024)
	var run []byte
	var start, off int64
	started := false
	for {
		b, err := br.ReadByte()
		if err == io.EOF {
			if started {
				out.WriteString(sep)
			}
			return nil
		}
		if err != nil {
			return err
		}
		printable := b >= 0x20 && b < 0x7f || b == '\t' || allSpace && (b == '\n' || b == '\r' || b == '\v' || b == '\f')
		switch {
		case printable && started:
			if err := out.WriteByte(b); err != nil {
				return &textOutErr{err}
			}
		case printable:
			if len(run) == 0 {
				start = off
			}
			run = append(run, b)
			if int64(len(run)) >= minLen {
				prefix(start)
				if _, err := out.Write(run); err != nil {
					return &textOutErr{err}
				}
				started, run = true, run[:0]
			}
		default:
			if started {
				if _, err := out.WriteString(sep); err != nil {
					return &textOutErr{err}
				}
			}
			started, run = false, run[:0]
		}
		off++
	}
}
