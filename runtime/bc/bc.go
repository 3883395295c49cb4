// Package bc is the sandbox's bc: GNU bc 1.07's language on arbitrary
// precision decimals (math/big): scale, ibase and obase, variables,
// arrays, functions (define, return, auto, arrays by value and *a[] by
// reference), if/else, while, for, break, continue, ++ and --, ^,
// sqrt(), length(), scale(), print, strings, comments (/* */ and #),
// quit, halt, last, limits, and with -l the math library s c a l e j
// (scale 20). Input is read from the files named, then from standard
// input; each line runs when it is complete, as in GNU bc.
//
// Digits and scale are bounded by the command's buffer limit, the
// values the program stores by the same limit, function calls nest at
// most 10,000 deep, and every loop honours the context.
package bc

import (
	"context"
	"strconv"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// Command is the bc command: bc [-l] [-q] [-w] [-s] [FILE...].
func Command(ctx context.Context, c *command.Call) error {
	fs := command.NewFlagSet(c.Name)
	mathlib := fs.Bool('l', "mathlib")
	fs.Func('q', "quiet", false, func(string) error { return nil })
	fs.Func('w', "warn", false, func(string) error { return nil })
	fs.Func('i', "interactive", false, func(string) error { return nil })
	ops, err := fs.ParseOrUsage(c)
	if err != nil {
		return err
	}
	lineLen := -1
	if v, ok := c.Env("BC_LINE_LENGTH"); ok {
		if n, err := strconv.Atoi(v); err == nil {
			lineLen = n
			if n < 3 && n != 0 {
				lineLen = 70
			}
		}
	}
	in := New(ctx, c.Stdout, c.Stderr, Options{MathLib: *mathlib, MaxDigits: min(c.BufferLimit(), MaxDigits), MaxMemory: c.BufferLimit(), LineLength: lineLen})
	run := func(src, name string) (bool, error) {
		stop, err := in.Run(src, name)
		in.out.flushLine()
		if err == nil && in.out.err != nil {
			err = in.out.err
		}
		return stop, err
	}
	for _, op := range ops {
		f, err := c.FS.Open(c.Path(op))
		if err != nil {
			c.Stderr.Write([]byte("File " + op + " is unavailable.\n"))
			return command.Status(1)
		}
		data, err := c.ReadAll(ctx, f)
		f.Close()
		if err != nil {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			if command.IsTooLarge(err) {
				return c.Errorf("%s: %v", op, err)
			}
			return c.Errorf("%s: %s", op, vfs.Reason(err))
		}
		stop, err := run(string(data), op)
		if err != nil {
			return finish(ctx, c, err)
		}
		if stop {
			return nil
		}
	}
	data, err := c.ReadAll(ctx, c.Stdin)
	if err != nil {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		if command.IsTooLarge(err) {
			return c.Errorf("%v", err)
		}
		return c.Errorf("%s", vfs.Reason(err))
	}
	if _, err := run(string(data), "(standard_in)"); err != nil {
		return finish(ctx, c, err)
	}
	return nil
}

func finish(ctx context.Context, c *command.Call, err error) error {
	if ctx.Err() != nil {
		return ctx.Err()
	}
	return c.Errorf("write error: %s", vfs.Reason(err))
}
