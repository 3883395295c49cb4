package coreutils

import (
	"bufio"
	"cmp"
	"context"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"sync/atomic"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// xargsDefaultSize is the default -s bound on a command line's bytes.
const xargsDefaultSize = 131072

// xargsCmd is xargs [-0] [-d DELIM] [-a FILE] [-I REPL|-i[REPL]] [-n N]
// [-L N] [-s SIZE] [-x] [-r] [-t] [-P N] [COMMAND [ARG...]]. It runs
// COMMAND (default echo) through c.Exec, so only registered commands
// exist. -P N is accepted but the commands run one after another. Exit
// status as GNU: 123 if a command failed with 1-125, 124 on 255, 126 and
// 127 when a command cannot be run or found, 1 for bad input.
func xargsCmd(ctx context.Context, c *command.Call) error {
	f := command.NewFlagSet(c.Name)
	f.Permute = false
	var (
		delim               = -1 // -1: blanks and quotes; else a byte
		repl                string
		replSet             bool
		maxArgs, maxLines   int
		size                = xargsDefaultSize
		exitOnSize, noEmpty bool
		trace               bool
		argFile             string
		sizeWord            string // -s as written
	)
	// GNU's parse_num: a word that is not a number, or one below the
	// option's least, is an error (status 1, the first one found);
	// past int64 is the largest.
	var bad string
	num := func(opt string, least int64, v string) (int64, bool) {
		n, reason := gnuParseInt(v)
		switch {
		case reason == "invalid":
			bad = cmp.Or(bad, fmt.Sprintf("invalid number \"%s\" for -%s option", v, opt))
			return 0, false
		case n < least:
			bad = cmp.Or(bad, fmt.Sprintf("value %s for -%s option should be >= %d", v, opt, least))
			return 0, false
		}
		return n, true
	}
	posInt := func(opt string, dst *int) func(string) error {
		return func(v string) error {
			if n, ok := num(opt, 1, v); ok {
				*dst = int(min(n, math.MaxInt))
				if opt == "s" {
					sizeWord = v
				}
			}
			return nil
		}
	}
	f.Func('0', "null", false, func(string) error { delim = 0; return nil })
	f.Func('d', "delimiter", true, func(v string) error {
		b, ok := xargsDelim(v)
		if !ok {
			return fmt.Errorf("invalid input delimiter specification %s: the delimiter must be either a single character or an escape sequence starting with \\", v)
		}
		delim = int(b)
		return nil
	})
	f.Func('a', "arg-file", true, func(v string) error { argFile = v; return nil })
	f.Func('I', "replace", true, func(v string) error {
		repl, replSet, maxArgs, maxLines = v, true, 0, 1
		exitOnSize = true
		return nil
	})
	f.Func('n', "max-args", true, func(v string) error {
		if err := posInt("n", &maxArgs)(v); err != nil {
			return err
		}
		if replSet {
			fmt.Fprintf(c.Stderr, "%s: warning: options --max-args and --replace/-I/-i are mutually exclusive, ignoring previous --replace value\n", c.Name)
			replSet = false
		}
		maxLines = 0
		return nil
	})
	f.Func('L', "max-lines", true, func(v string) error {
		if err := posInt("L", &maxLines)(v); err != nil {
			return err
		}
		maxArgs = 0
		return nil
	})
	f.Func('s', "max-chars", true, posInt("s", &size))
	f.Func('x', "exit", false, func(string) error { exitOnSize = true; return nil })
	f.Func('r', "no-run-if-empty", false, func(string) error { noEmpty = true; return nil })
	f.Func('t', "verbose", false, func(string) error { trace = true; return nil })
	// -P is accepted, but the commands still run one at a time.
	f.Func('P', "max-procs", true, func(v string) error {
		if n, ok := num("P", 0, v); ok && n > math.MaxInt32 {
			bad = cmp.Or(bad, fmt.Sprintf("value %s for -P option should be <= %d", v, math.MaxInt32))
		}
		return nil
	})
	// -i takes an optional attached value, which FlagSet cannot express.
	args := xargsExpandI(c.Args)
	call := *c
	call.Args = args
	ops, err := f.Parse(args)
	if err != nil {
		return call.UsageError("%v", err)
	}
	if bad != "" {
		return filesTryHelp(c, "%s", bad)
	}
	if len(ops) == 0 {
		ops = []string{"echo"}
	}
	if lim := c.BufferLimit(); int64(size) > lim {
		// A command line is held whole before it runs: as GNU does with
		// the system's bound, use the limit instead.
		if size != xargsDefaultSize {
			// GNU's words, with our bound for the system's.
			fmt.Fprintf(c.Stderr, "%s: value %s for -s option should be <= %d\n", c.Name, sizeWord, lim)
		}
		size = int(lim)
	}
	in := c.Stdin
	var cmdStdin io.Reader // nil: each command gets an empty stdin of its own
	if argFile != "" {
		h, err := c.Open(argFile)
		if err != nil {
			return c.Errorf("Cannot open input file %s: %s", filesQuote(argFile), vfs.Reason(err))
		}
		defer h.Close()
		in = h
		cmdStdin = c.Stdin
	}
	x := &xargsRun{c: c, ctx: ctx, initial: ops, trace: trace, stdin: cmdStdin}
	base := 0
	for _, a := range ops {
		base += len(a) + 1
	}
	if base > size {
		return c.Errorf("argument list too long")
	}
	rd := &xargsReader{br: bufio.NewReaderSize(in, 64*1024), delim: delim, lineMode: replSet, maxItem: size}
	if delim >= 0 {
		rd.lr = command.NewLineReader(in, int64(size)+1)
	}
	var (
		batch    []string
		batchLen = base
		lines    int
		ran      bool
	)
	flush := func() (bool, error) {
		ran = true
		args := batch
		batch, batchLen, lines = nil, base, 0
		return x.run(args)
	}
	for {
		if err := ctx.Err(); err != nil {
			return err
		}
		item, eol, err := rd.next()
		if err == io.EOF {
			break
		}
		if err != nil {
			if rerr, ok := err.(xargsInputErr); ok {
				return c.Errorf("%s", string(rerr))
			}
			return c.Errorf("read error: %s", vfs.Reason(err))
		}
		if replSet {
			// The size first: an argument with many {} would otherwise
			// be built however long it gets.
			total := 0
			for _, a := range ops {
				total += len(a) + 1
				if repl != "" {
					total += strings.Count(a, repl) * (len(item) - len(repl))
				}
			}
			if total > size && exitOnSize {
				return c.Errorf("argument line too long")
			}
			argv := make([]string, len(ops))
			for i, a := range ops {
				argv[i] = strings.ReplaceAll(a, repl, item)
			}
			ran = true
			stop, err := x.exec(argv)
			if err != nil || stop {
				return x.result(err)
			}
			continue
		}
		if batchLen+len(item)+1 > size {
			if len(batch) == 0 || exitOnSize && maxArgs > 0 {
				return c.Errorf("argument line too long")
			}
			if stop, err := flush(); err != nil || stop {
				return x.result(err)
			}
		}
		batch = append(batch, item)
		batchLen += len(item) + 1
		if eol {
			lines++
		}
		if maxArgs > 0 && len(batch) >= maxArgs || maxLines > 0 && lines >= maxLines {
			if stop, err := flush(); err != nil || stop {
				return x.result(err)
			}
		}
	}
	if len(batch) > 0 || !ran && !noEmpty && !replSet {
		if _, err := flush(); err != nil {
			return x.result(err)
		}
	}
	return x.result(nil)
}

// xargsExpandI rewrites -i[R] and --replace[=R] (whose value is optional)
// as -I R, up to the first operand.
func xargsExpandI(in []string) []string {
	var out []string
	takesArg := map[string]bool{"-d": true, "-a": true, "-I": true, "-n": true, "-L": true, "-s": true, "-P": true}
	for i := 0; i < len(in); i++ {
		a := in[i]
		switch {
		case a == "--" || !strings.HasPrefix(a, "-") || a == "-":
			return append(out, in[i:]...)
		case a == "-i" || a == "--replace":
			out = append(out, "-I", "{}")
		case strings.HasPrefix(a, "-i"):
			out = append(out, "-I", a[2:])
		case strings.HasPrefix(a, "--replace="):
			out = append(out, "-I", strings.TrimPrefix(a, "--replace="))
		default:
			out = append(out, a)
			if takesArg[a] && i+1 < len(in) {
				i++
				out = append(out, in[i])
			}
		}
	}
	return out
}

// xargsDelim decodes a -d value: one character or a C escape.
func xargsDelim(v string) (byte, bool) {
	if len(v) == 1 {
		return v[0], true
	}
	if len(v) < 2 || v[0] != '\\' {
		return 0, false
	}
	switch v[1] {
	case 'n':
		return '\n', len(v) == 2
	case 't':
		return '\t', len(v) == 2
	case 'r':
		return '\r', len(v) == 2
	case 'a':
		return '\a', len(v) == 2
	case 'b':
		return '\b', len(v) == 2
	case 'f':
		return '\f', len(v) == 2
	case 'v':
		return '\v', len(v) == 2
	case '\\':
		return '\\', len(v) == 2
	case 'x':
		n, err := strconv.ParseUint(v[2:], 16, 8)
		return byte(n), err == nil
	case '0', '1', '2', '3', '4', '5', '6', '7':
		n, err := strconv.ParseUint(v[1:], 8, 8)
		return byte(n), err == nil
	}
	return 0, false
}

type xargsRun struct {
	c       *command.Call
	ctx     context.Context
	initial []string
	trace   bool
	stdin   io.Reader // xargs's stdin, given to the commands with -a; nil means none
	status  int
}

// commandStdin is the stdin of one command xargs runs: a reader of its
// own, which a nested shell may read from another goroutine, and which
// stops reading xargs's stdin once the command has ended.
func (x *xargsRun) commandStdin() (io.Reader, func()) {
	if x.stdin == nil {
		return strings.NewReader(""), func() {}
	}
	r := &endableReader{r: x.stdin}
	return r, r.end
}

// endableReader reads r until end is called; then it is at its end. A
// read already waiting on r when end is called still returns what it
// gets.
type endableReader struct {
	r     io.Reader
	ended atomic.Bool
}

func (e *endableReader) Read(p []byte) (int, error) {
	if e.ended.Load() {
		return 0, io.EOF
	}
	return e.r.Read(p)
}

func (e *endableReader) end() { e.ended.Store(true) }

// run executes the initial arguments plus args.
func (x *xargsRun) run(args []string) (bool, error) {
	argv := append(append([]string(nil), x.initial...), args...)
	return x.exec(argv)
}

// exec runs one command line. It returns stop when xargs must end now
// (x.status then holds its status) or a non-status error to pass on.
func (x *xargsRun) exec(argv []string) (bool, error) {
	if x.trace {
		q := make([]string, len(argv))
		for i, a := range argv {
			q[i] = printfQuote(a)
		}
		fmt.Fprintln(x.c.Stderr, strings.Join(q, " "))
	}
	if x.c.Exec == nil {
		fmt.Fprintf(x.c.Stderr, "%s: %s: No such file or directory\n", x.c.Name, argv[0])
		x.status = 127
		return true, nil
	}
	stdin, end := x.commandStdin()
	err := x.c.Exec(x.ctx, argv, stdin, x.c.Stdout, x.c.Stderr)
	end()
	st, ok := command.StatusOf(err)
	if !ok {
		return true, err
	}
	switch {
	case st == 0:
	case st == 255:
		fmt.Fprintf(x.c.Stderr, "%s: %s: exited with status 255; aborting\n", x.c.Name, argv[0])
		x.status = 124
		return true, nil
	case st == 127:
		fmt.Fprintf(x.c.Stderr, "%s: %s: No such file or directory\n", x.c.Name, argv[0])
		x.status = 127
		return true, nil
	case st == 126:
		fmt.Fprintf(x.c.Stderr, "%s: %s: Permission denied\n", x.c.Name, argv[0])
		x.status = 126
		return true, nil
	case st > 128:
		fmt.Fprintf(x.c.Stderr, "%s: %s: terminated by signal %d\n", x.c.Name, argv[0], st-128)
		x.status = 125
		return true, nil
	default:
		x.status = 123
	}
	return false, nil
}

// result is xargs' own return value once it stops.
func (x *xargsRun) result(err error) error {
	if err != nil {
		return err
	}
	return command.Status(x.status)
}

// xargsInputErr is a malformed input message (an unmatched quote).
type xargsInputErr string

func (e xargsInputErr) Error() string { return string(e) }

// xargsReader splits xargs input into items.
type xargsReader struct {
	br       *bufio.Reader
	lr       *command.LineReader // the items of -0 and -d, each of at most maxItem bytes
	delim    int                 // -1 for blank-separated input with quotes
	lineMode bool                // -I: one item per line
	maxItem  int
	eof      bool
}

// next returns the next item and whether it ended a logical input line.
func (r *xargsReader) next() (string, bool, error) {
	if r.eof {
		return "", false, io.EOF
	}
	if r.delim >= 0 {
		b, err := r.lr.ReadLine(byte(r.delim))
		if err == io.EOF {
			r.eof = true
			if len(b) == 0 {
				return "", false, io.EOF
			}
			return string(b), true, nil
		}
		if command.IsTooLarge(err) {
			return "", false, xargsInputErr("argument line too long")
		}
		if err != nil {
			return "", false, err
		}
		return string(b[:len(b)-1]), true, nil
	}
	var b strings.Builder
	started := false
	for {
		ch, err := r.br.ReadByte()
		if err == io.EOF {
			r.eof = true
			if started {
				return b.String(), true, nil
			}
			return "", false, io.EOF
		}
		if err != nil {
			return "", false, err
		}
		if b.Len() > r.maxItem {
			return "", false, xargsInputErr("argument line too long")
		}
		switch ch {
		case '\n':
			if started {
				return b.String(), true, nil
			}
			continue
		case ' ', '\t':
			if !started {
				continue
			}
			if r.lineMode {
				b.WriteByte(ch)
				continue
			}
			// A line ending in blanks continues on the next line (-L).
			for {
				p, err := r.br.Peek(1)
				if err != nil || p[0] != ' ' && p[0] != '\t' {
					break
				}
				r.br.ReadByte()
			}
			return b.String(), false, nil
		case '\'', '"':
			started = true
			for {
				q, err := r.br.ReadByte()
				if err != nil || q == '\n' {
					kind := "single"
					if ch == '"' {
						kind = "double"
					}
					return "", false, xargsInputErr(fmt.Sprintf("unmatched %s quote; by default quotes are special to xargs unless you use the -0 option", kind))
				}
				if q == ch {
					break
				}
				if b.Len() > r.maxItem {
					return "", false, xargsInputErr("argument line too long")
				}
				b.WriteByte(q)
			}
		case '\\':
			started = true
			q, err := r.br.ReadByte()
			if err == nil {
				b.WriteByte(q)
			}
		default:
			started = true
			b.WriteByte(ch)
		}
	}
}
