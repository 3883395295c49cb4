package coreutils

import (
	"bufio"
	"context"
	crand "crypto/rand"
	"io"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// shufRand returns a generator seeded from the operating system's
// randomness, so no two runs (and nothing a script controls) repeat it.
func shufRand() *rand.Rand {
	var seed [32]byte
	_, _ = crand.Read(seed[:])
	return rand.New(rand.NewChaCha8(seed))
}

// shufCmd is shuf [-n COUNT] [-r] [-z] [-o FILE] [FILE], shuf -e
// [ARG...] and shuf -i LO-HI: the lines (the arguments, the numbers) in
// a random order; with -r, COUNT lines (or lines without end) chosen with
// repetition. --random-source is not supported: the randomness comes
// from a generator seeded by the system, never by the script.
func shufCmd(ctx context.Context, c *command.Call) error {
	fs := command.NewFlagSet(c.Name)
	echo := fs.Bool('e', "echo")
	var rangeArg string
	rangeSet := false
	fs.Func('i', "input-range", true, func(v string) error { rangeArg, rangeSet = v, true; return nil })
	count := int64(-1)
	var badCount string // the first bad count, quoted
	fs.Func('n', "head-count", true, func(v string) error {
		// GNU's xstrtoumax: blanks, '+'; a count past int64 is clamped.
		n, reason := gnuParseUint(v)
		switch reason {
		case gnuOverflow:
			n = 1 << 62
		case "invalid":
			if badCount == "" {
				badCount = filesQuote(v)
			}
			return nil
		}
		if count < 0 || n < count {
			count = n
		}
		return nil
	})
	repeat := fs.Bool('r', "repeat")
	zero := fs.Bool('z', "zero-terminated")
	outName := fs.String('o', "output", "")
	ops, err := fs.ParseOrUsage(c)
	if err != nil {
		return err
	}
	if *echo && rangeSet {
		return filesTryHelp(c, "cannot combine -e and -i options")
	}
	if badCount != "" {
		return c.Errorf("invalid line count: %s", badCount)
	}
	var lo, hi uint64
	if rangeSet {
		a, b, ok := strings.Cut(rangeArg, "-")
		var e1, e2 error
		lo, e1 = strconv.ParseUint(a, 10, 64)
		hi, e2 = strconv.ParseUint(b, 10, 64)
		if !ok || e1 != nil || e2 != nil || hi+1 < lo || hi == ^uint64(0) {
			return c.Errorf("invalid input range: %s", filesQuote(rangeArg))
		}
		if len(ops) > 0 {
			return filesTryHelp(c, "extra operand %s", filesQuote(ops[0]))
		}
	} else if !*echo && len(ops) > 1 {
		return filesTryHelp(c, "extra operand %s", filesQuote(ops[1]))
	}
	delim := byte('\n')
	if *zero {
		delim = 0
	}

	// The lines to shuffle: the arguments, or the input's records.
	var lines []string
	switch {
	case rangeSet:
	case *echo:
		lines = ops
	default:
		name := "-"
		if len(ops) == 1 {
			name = ops[0]
		}
		f, err := c.Open(name)
		if err != nil {
			return c.FileError(name, err)
		}
		budget := c.Budget("input")
		lr := command.NewLineReader(textCtxReader{ctx, f}, c.BufferLimit())
		for {
			rec, err := lr.ReadLine(delim)
			if len(rec) > 0 {
				if rec[len(rec)-1] == delim {
					rec = rec[:len(rec)-1]
				}
				if berr := budget.Add(len(rec) + 16); berr != nil {
					f.Close()
					return c.Errorf("%v", berr)
				}
				lines = append(lines, string(rec))
			}
			if err == io.EOF {
				break
			}
			if err != nil {
				f.Close()
				if ctx.Err() != nil {
					return ctx.Err()
				}
				if command.IsTooLarge(err) {
					return c.Errorf("%v", err)
				}
				return c.Errorf("%s: %s", name, vfs.Reason(err))
			}
		}
		f.Close()
	}

	var w io.Writer = c.Stdout
	if *outName != "" {
		f, err := c.FS.OpenFile(c.Path(*outName), os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
		if err != nil {
			return c.FileError(*outName, err)
		}
		defer f.Close()
		w = f
	}
	out := bufio.NewWriterSize(w, textBufSize)
	rng := shufRand()
	n := uint64(len(lines))
	if rangeSet {
		n = hi - lo + 1
	}
	item := func(i uint64) string {
		if rangeSet {
			return strconv.FormatUint(lo+i, 10)
		}
		return lines[i]
	}
	write := func(s string) error {
		out.WriteString(s)
		if err := out.WriteByte(delim); err != nil {
			return textWriteFail(ctx, c, err)
		}
		return nil
	}
	if *repeat {
		if n == 0 {
			if count == 0 {
				return nil
			}
			return c.Errorf("no lines to repeat")
		}
		for i := int64(0); count < 0 || i < count; i++ {
			if i&1023 == 0 {
				if err := ctx.Err(); err != nil {
					return err
				}
			}
			if err := write(item(rng.Uint64N(n))); err != nil {
				return err
			}
		}
		return textFinish(ctx, c, out, 0)
	}
	k := n
	if count >= 0 && uint64(count) < k {
		k = uint64(count)
	}
	// A Fisher-Yates shuffle over a sparse map: picks k of n in order,
	// holding only the positions it moved.
	moved := map[uint64]uint64{}
	budget := c.Budget("input")
	at := func(i uint64) uint64 {
		if v, ok := moved[i]; ok {
			return v
		}
		return i
	}
	for i := uint64(0); i < k; i++ {
		if i&1023 == 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		j := i + rng.Uint64N(n-i)
		vi, vj := at(i), at(j)
		if _, ok := moved[j]; !ok {
			if err := budget.Add(48); err != nil {
				return c.Errorf("%v", err)
			}
		}
		moved[j] = vi
		delete(moved, i)
		if err := write(item(vj)); err != nil {
			return err
		}
	}
	return textFinish(ctx, c, out, 0)
}
