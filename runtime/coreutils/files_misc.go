package coreutils

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"os"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// touchCmd is touch [-c] [-a] [-m] [-d DATE] [-t STAMP] [-r FILE] FILE...
// Files have only a modification time, so -a changes nothing visible.
func touchCmd(ctx context.Context, c *command.Call) error {
	f := command.NewFlagSet(c.Name)
	noCreate := f.Bool('c', "no-create")
	accessOnly := f.Bool('a', "")
	modOnly := f.Bool('m', "")
	dateStr := f.String('d', "date", "")
	stamp := f.String('t', "", "")
	ref := f.String('r', "reference", "")
	ops, err := f.ParseOrUsage(c)
	if err != nil {
		return err
	}
	if len(ops) == 0 {
		return filesTryHelp(c, "missing file operand")
	}
	now := time.Now
	if c.Now != nil {
		now = c.Now
	}
	loc := filesLocation(c)
	t := now()
	switch {
	case (*dateStr != "" || *ref != "") && *stamp != "":
		return c.Errorf("cannot specify times from more than one source")
	case *ref != "":
		st, err := c.FS.Stat(c.Path(*ref))
		if err != nil {
			return c.Errorf("failed to get attributes of %s: %s", filesQuote(*ref), vfs.Reason(err))
		}
		t = st.ModTime()
		if *dateStr != "" {
			pt, ok := dateParse(*dateStr, t.In(loc), loc)
			if !ok {
				return c.Errorf("invalid date format %s", filesQuote(*dateStr))
			}
			t = pt
		}
	case *dateStr != "":
		pt, ok := dateParse(*dateStr, t.In(loc), loc)
		if !ok {
			return c.Errorf("invalid date format %s", filesQuote(*dateStr))
		}
		t = pt
	case *stamp != "":
		pt, ok := touchStamp(*stamp, t.In(loc), loc)
		if !ok {
			return c.Errorf("invalid date format %s", filesQuote(*stamp))
		}
		t = pt
	}
	setMtime := *modOnly || !*accessOnly
	status := 0
	for _, op := range ops {
		if err := ctx.Err(); err != nil {
			return err
		}
		full := c.Path(op)
		if op == "" {
			fmt.Fprintf(c.Stderr, "%s: cannot touch %s: %s\n", c.Name, filesQuote(op), vfs.Reason(fs.ErrNotExist))
			status = 1
			continue
		}
		if _, err := c.FS.Stat(full); err != nil {
			if *noCreate && errors.Is(err, fs.ErrNotExist) {
				continue
			}
			h, err := c.FS.OpenFile(full, os.O_WRONLY|os.O_CREATE, 0o666&^filesUmask(c))
			if err != nil {
				var le *vfs.LimitError
				if errors.As(err, &le) {
					return c.Errorf("cannot touch %s: %s", filesQuote(op), vfs.Reason(err))
				}
				fmt.Fprintf(c.Stderr, "%s: cannot touch %s: %s\n", c.Name, filesQuote(op), vfs.Reason(err))
				status = 1
				continue
			}
			h.Close()
		}
		if setMtime {
			if err := c.FS.Chtimes(full, t); err != nil {
				fmt.Fprintf(c.Stderr, "%s: setting times of %s: %s\n", c.Name, filesQuote(op), vfs.Reason(err))
				status = 1
			}
		}
	}
	return command.Status(status)
}

// touchStamp parses touch -t's [[CC]YY]MMDDhhmm[.ss].
func touchStamp(s string, now time.Time, loc *time.Location) (time.Time, bool) {
	main, secs, hasSecs := strings.Cut(s, ".")
	for _, r := range main + secs {
		if r < '0' || r > '9' {
			return time.Time{}, false
		}
	}
	if hasSecs && len(secs) != 2 {
		return time.Time{}, false
	}
	year := now.Year()
	switch len(main) {
	case 8:
	case 10:
		y, _ := strconv.Atoi(main[:2])
		year = dateFixYear(y, 2)
		main = main[2:]
	case 12:
		year, _ = strconv.Atoi(main[:4])
		main = main[4:]
	default:
		return time.Time{}, false
	}
	mo, _ := strconv.Atoi(main[0:2])
	d, _ := strconv.Atoi(main[2:4])
	h, _ := strconv.Atoi(main[4:6])
	mi, _ := strconv.Atoi(main[6:8])
	se := 0
	if hasSecs {
		se, _ = strconv.Atoi(secs)
	}
	if mo < 1 || mo > 12 || d < 1 || d > dateDaysIn(year, mo) || h > 23 || mi > 59 || se > 60 {
		return time.Time{}, false
	}
	if se == 60 {
		se = 59
	}
	return time.Date(year, time.Month(mo), d, h, mi, se, 0, loc), true
}

// sleepMax bounds one sleep; the script's own time limit ends it sooner.
const sleepMax = 100 * 365 * 24 * time.Hour

// sleepCmd is sleep NUMBER[SUFFIX]...: suffixes s, m, h and d, decimals
// allowed, operands summed. It returns as soon as ctx is done.
func sleepCmd(ctx context.Context, c *command.Call) error {
	f := command.NewFlagSet(c.Name)
	ops, err := f.ParseOrUsage(c)
	if err != nil {
		return err
	}
	if len(ops) == 0 {
		return filesTryHelp(c, "missing operand")
	}
	total := 0.0
	bad := false
	for _, op := range ops {
		secs, ok := sleepParse(op)
		if !ok {
			fmt.Fprintf(c.Stderr, "%s: invalid time interval %s\n", c.Name, filesQuote(op))
			bad = true
			continue
		}
		total += secs
	}
	if bad {
		fmt.Fprintf(c.Stderr, "Try '%s --help' for more information.\n", c.Name)
		return command.Status(1)
	}
	d := sleepMax
	if total < sleepMax.Seconds() {
		d = time.Duration(total * float64(time.Second))
	}
	if d <= 0 {
		return ctx.Err()
	}
	timer := time.NewTimer(d)
	defer timer.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-timer.C:
		return nil
	}
}

// sleepParse parses one sleep operand into seconds.
func sleepParse(s string) (float64, bool) {
	mult := 1.0
	if s != "" {
		switch s[len(s)-1] {
		case 's':
			s = s[:len(s)-1]
		case 'm':
			mult, s = 60, s[:len(s)-1]
		case 'h':
			mult, s = 3600, s[:len(s)-1]
		case 'd':
			mult, s = 86400, s[:len(s)-1]
		}
	}
	if s == "" || strings.ContainsAny(s, "_") || strings.HasPrefix(s, "+") {
		return 0, false
	}
	v, err := strconv.ParseFloat(s, 64)
	if err != nil && !errors.Is(err, strconv.ErrRange) || math.IsNaN(v) || v < 0 {
		return 0, false
	}
	return v * mult, true
}

// basenameCmd is basename NAME [SUFFIX], or basename -a|-s SUFFIX NAME...
func basenameCmd(ctx context.Context, c *command.Call) error {
	f := command.NewFlagSet(c.Name)
	multi := f.Bool('a', "multiple")
	suffix := ""
	f.Func('s', "suffix", true, func(v string) error { suffix, *multi = v, true; return nil })
	zero := f.Bool('z', "zero")
	ops, err := f.ParseOrUsage(c)
	if err != nil {
		return err
	}
	if len(ops) == 0 {
		return filesTryHelp(c, "missing operand")
	}
	if !*multi {
		switch len(ops) {
		case 1:
		case 2:
			suffix = ops[1]
			ops = ops[:1]
		default:
			return filesTryHelp(c, "extra operand %s", filesQuote(ops[2]))
		}
	}
	end := "\n"
	if *zero {
		end = "\x00"
	}
	for _, op := range ops {
		fmt.Fprint(c.Stdout, basenameOf(op, suffix)+end)
	}
	return nil
}

// basenameOf strips the directory and then suffix (unless that is the
// whole name) from name, as GNU basename does.
func basenameOf(name, suffix string) string {
	if name == "" {
		return ""
	}
	t := strings.TrimRight(name, "/")
	if t == "" {
		return "/"
	}
	if i := strings.LastIndexByte(t, '/'); i >= 0 {
		t = t[i+1:]
	}
	if suffix != "" && t != suffix && strings.HasSuffix(t, suffix) {
		t = t[:len(t)-len(suffix)]
	}
	return t
}

// dirnameCmd is dirname NAME...
func dirnameCmd(ctx context.Context, c *command.Call) error {
	f := command.NewFlagSet(c.Name)
	zero := f.Bool('z', "zero")
	ops, err := f.ParseOrUsage(c)
	if err != nil {
		return err
	}
	if len(ops) == 0 {
		return filesTryHelp(c, "missing operand")
	}
	end := "\n"
	if *zero {
		end = "\x00"
	}
	for _, op := range ops {
		fmt.Fprint(c.Stdout, dirnameOf(op)+end)
	}
	return nil
}

// dirnameOf returns name without its last component, as GNU dirname does.
func dirnameOf(name string) string {
	t := strings.TrimRight(name, "/")
	if t == "" {
		if name == "" {
			return "."
		}
		return "/"
	}
	i := strings.LastIndexByte(t, '/')
	if i < 0 {
		return "."
	}
	t = strings.TrimRight(t[:i], "/")
	if t == "" {
		return "/"
	}
	return t
}

// echoCmd is echo [-neE] [ARG...], as coreutils and bash's builtin.
func echoCmd(ctx context.Context, c *command.Call) error {
	args := c.Args
	newline, escapes := true, false
	for len(args) > 0 {
		a := args[0]
		if len(a) < 2 || a[0] != '-' || strings.Trim(a[1:], "neE") != "" {
			break
		}
		for _, r := range a[1:] {
			switch r {
			case 'n':
				newline = false
			case 'e':
				escapes = true
			case 'E':
				escapes = false
			}
		}
		args = args[1:]
	}
	var sb strings.Builder
	for i, a := range args {
		if i > 0 {
			sb.WriteByte(' ')
		}
		if escapes {
			stop := printfEscapes(&sb, a, true)
			if stop {
				_, err := fmt.Fprint(c.Stdout, sb.String())
				return filesWriteErr(c, err)
			}
			continue
		}
		sb.WriteString(a)
	}
	if newline {
		sb.WriteByte('\n')
	}
	_, err := fmt.Fprint(c.Stdout, sb.String())
	return filesWriteErr(c, err)
}

// filesWriteErr reports a failed write to stdout (such as a filesystem
// limit reached through a redirection) and returns status 1. A closed pipe
// ends the command quietly with status 141, as SIGPIPE does.
func filesWriteErr(c *command.Call, err error) error {
	if err == nil {
		return nil
	}
	if errors.Is(err, io.ErrClosedPipe) || errors.Is(err, syscall.EPIPE) {
		return command.Status(141)
	}
	return c.Errorf("write error: %s", vfs.Reason(err))
}

// trueCmd is true: it ignores its arguments and succeeds.
func trueCmd(ctx context.Context, c *command.Call) error { return nil }

// falseCmd is false: it ignores its arguments and fails.
func falseCmd(ctx context.Context, c *command.Call) error { return command.Status(1) }
