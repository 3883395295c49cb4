package coreutils

import (
	"context"
	"errors"
	"io"
	"io/fs"
	"math"
	"os"
	"strconv"
	"strings"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// truncateSize parses truncate's SIZE: an optional mode (+ - < > / %)
// then a number with an optional multiplier suffix (K, KB, KiB, M...).
func truncateSize(s string) (mode byte, n int64, ok bool) {
	if s != "" && (s[0] == '+' || s[0] == '-' || s[0] == '<' || s[0] == '>' || s[0] == '/' || s[0] == '%') {
		mode, s = s[0], s[1:]
	}
	for len(s) > 0 && s[0] == ' ' {
		s = s[1:]
	}
	if s == "" || s[len(s)-1] == 'b' {
		return 0, 0, false
	}
	n, ok = textParseCount(s)
	return mode, n, ok
}

// truncateOverflow reports whether SIZE's number is past an off_t, which
// GNU refuses (xstrtoimax's overflow) where textParseCount clamps.
func truncateOverflow(s string) bool {
	neg := strings.HasPrefix(s, "-") // -2^63 is an off_t
	if s != "" && strings.IndexByte("+-<>/%", s[0]) >= 0 {
		s = s[1:]
	}
	s = gnuTrim(s)
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i == 0 {
		return false
	}
	digits := s[:i]
	if neg {
		digits = "-" + digits
	}
	n, err := strconv.ParseInt(digits, 10, 64)
	if err != nil {
		return true
	}
	if suf := s[i:]; suf != "" {
		m, ok := textSuffixMult(suf)
		return ok && (n == math.MinInt64 || float64(max(n, -n))*m > math.MaxInt64)
	}
	return false
}

// truncateCmd is truncate [-c] (-s SIZE | -r RFILE [-s SIZE]) FILE...:
// each file cut or extended (with zeros) to SIZE; +N/-N change the
// size by N, <N and >N cap it, /N and %N round it down or up to a
// multiple of N. A file that does not exist is created unless -c.
func truncateCmd(ctx context.Context, c *command.Call) error {
	flags := command.NewFlagSet(c.Name)
	noCreate := flags.Bool('c', "no-create")
	sizeArg, sizeSet := "", false
	flags.Func('s', "size", true, func(v string) error { sizeArg, sizeSet = v, true; return nil })
	ref := flags.String('r', "reference", "")
	ops, err := flags.ParseOrUsage(c)
	if err != nil {
		return err
	}
	if !sizeSet && *ref == "" {
		return filesTryHelp(c, "you must specify either '--size' or '--reference'")
	}
	var mode byte
	var n int64
	if sizeSet {
		var ok bool
		mode, n, ok = truncateSize(sizeArg)
		if ok && truncateOverflow(sizeArg) {
			return c.Errorf("Invalid number: %s: %s", filesQuote(sizeArg), gnuOverflow)
		}
		if !ok {
			return c.Errorf("Invalid number: %s", filesQuote(sizeArg))
		}
		if *ref != "" && mode == 0 {
			return filesTryHelp(c, "you must specify a relative '--size' with '--reference'")
		}
		if (mode == '/' || mode == '%') && n == 0 {
			return c.Errorf("division by zero")
		}
	}
	refSize := int64(-1)
	if *ref != "" {
		st, err := c.FS.Stat(c.Path(*ref))
		if err != nil {
			return c.Errorf("cannot stat %s: %s", filesQuote(*ref), vfs.Reason(err))
		}
		refSize = st.Size()
	}
	if len(ops) == 0 {
		return filesTryHelp(c, "missing file operand")
	}
	status := 0
	for _, op := range ops {
		if err := ctx.Err(); err != nil {
			return err
		}
		full := c.Path(op)
		st, err := c.FS.Stat(full)
		exists := err == nil
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			c.Errorf("cannot open %s for writing: %s", filesQuote(op), vfs.Reason(err))
			status = 1
			continue
		}
		if !exists && *noCreate {
			continue
		}
		if exists && st.IsDir() {
			c.Errorf("cannot open %s for writing: %s", filesQuote(op), "Is a directory")
			status = 1
			continue
		}
		cur := int64(0)
		if exists {
			cur = st.Size()
		}
		base := cur
		if refSize >= 0 {
			base = refSize
		}
		size := n
		switch mode {
		case 0:
			if !sizeSet {
				size = refSize
			}
		case '+':
			size = base + n
			if size < base {
				size = math.MaxInt64
			}
		case '-':
			size = max(base-n, 0)
		case '<':
			size = min(base, n)
		case '>':
			size = max(base, n)
		case '/':
			size = base / n * n
		case '%':
			size = (base + n - 1) / n * n
		}
		if err := c.CheckSize("size", size); err != nil {
			c.Errorf("%s: %v", op, err)
			status = 1
			continue
		}
		if exists && size == cur {
			continue
		}
		if err := truncateTo(c, full, cur, size); err != nil {
			c.Errorf("cannot open %s for writing: %s", filesQuote(op), vfs.Reason(err))
			status = 1
		}
	}
	return command.Status(status)
}

// truncateTo sets the length of the file full (now cur bytes long) to
// size, keeping what fits and adding zeros.
func truncateTo(c *command.Call, full string, cur, size int64) error {
	var keep []byte
	if cur > 0 && size > 0 {
		// Only what stays is read (size was checked against the limit).
		r, err := c.FS.Open(full)
		if err != nil {
			return err
		}
		keep = make([]byte, min(cur, size))
		n, err := io.ReadFull(r, keep)
		r.Close()
		if err != nil && err != io.ErrUnexpectedEOF {
			return err
		}
		keep = keep[:n]
	}
	f, err := c.FS.OpenFile(full, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
	if err != nil {
		return err
	}
	defer f.Close()
	if _, err := f.Write(keep); err != nil {
		return err
	}
	zeros := make([]byte, min(size-int64(len(keep)), 64*1024))
	for left := size - int64(len(keep)); left > 0; {
		k := min(left, int64(len(zeros)))
		if _, err := f.Write(zeros[:k]); err != nil {
			return err
		}
		left -= k
	}
	return nil
}
