package coreutils

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"math"
	"os"
	"strconv"
	"strings"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// splitNamer makes split's output names: PREFIX, a suffix of the chosen
// alphabet, then the additional suffix. Without -a the suffix widens
// when it is about to run out, as GNU's does.
type splitNamer struct {
	prefix, extra, alphabet string
	digits                  []int
	auto                    bool
	started                 bool
}

func (n *splitNamer) next() (string, bool) {
	if !n.started {
		n.started = true
	} else {
		i := len(n.digits) - 1
		for i >= 0 {
			n.digits[i]++
			if n.digits[i] < len(n.alphabet) {
				break
			}
			n.digits[i] = 0
			i--
		}
		if i < 0 {
			return "", false
		}
		if n.auto && n.digits[0] == len(n.alphabet)-1 {
			// About to run out: the last symbol joins the prefix and the
			// suffix grows by one.
			n.prefix += string(n.alphabet[len(n.alphabet)-1])
			n.digits = make([]int, len(n.digits)+1)
		}
	}
	var sb strings.Builder
	sb.WriteString(n.prefix)
	for _, d := range n.digits {
		sb.WriteByte(n.alphabet[d])
	}
	sb.WriteString(n.extra)
	return sb.String(), true
}

// splitRun is one run of split: it opens output files in turn.
type splitRun struct {
	ctx     context.Context
	c       *command.Call
	names   *splitNamer
	verbose bool
	elide   bool
	cur     *bufio.Writer
	file    *vfs.File
	curSize int64
}

// open closes the current output file and starts the next.
func (s *splitRun) open() error {
	if err := s.close(); err != nil {
		return err
	}
	name, ok := s.names.next()
	if !ok {
		return s.c.Errorf("output file suffixes exhausted")
	}
	if s.verbose {
		fmt.Fprintf(s.c.Stdout, "creating file %s\n", filesQuote(name))
	}
	f, err := s.c.FS.OpenFile(s.c.Path(name), os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
	if err != nil {
		return s.c.FileError(name, err)
	}
	s.file, s.cur, s.curSize = f, bufio.NewWriterSize(f, textBufSize), 0
	return nil
}

func (s *splitRun) close() error {
	if s.file == nil {
		return nil
	}
	err := s.cur.Flush()
	s.file.Close()
	name := s.file.Name()
	s.file, s.cur = nil, nil
	if err != nil {
		return s.c.Errorf("%s: %s", name, vfs.Reason(err))
	}
	return nil
}

func (s *splitRun) write(p []byte) error {
	if _, err := s.cur.Write(p); err != nil {
		return s.c.Errorf("%s: %s", s.file.Name(), vfs.Reason(err))
	}
	s.curSize += int64(len(p))
	return nil
}

// splitCmd is split [-l LINES|-b SIZE|-C SIZE|-n CHUNKS] [-a LEN]
// [-d|--numeric-suffixes[=FROM]|-x] [--additional-suffix=SUF] [-e]
// [--verbose] [FILE [PREFIX]]: the input cut into files PREFIXaa,
// PREFIXab, ... (PREFIX is x). CHUNKS is N, K/N, l/N, l/K/N, r/N or
// r/K/N.
func splitCmd(ctx context.Context, c *command.Call) error {
	args := make([]string, 0, len(c.Args))
	for _, a := range c.Args {
		switch a {
		case "--numeric-suffixes":
			a = "-d"
		case "--hex-suffixes":
			a = "-x"
		}
		args = append(args, a)
	}
	mode, what := byte('l'), "1000"
	var bad string
	fs := command.NewFlagSet(c.Name)
	fs.Func('l', "lines", true, func(v string) error { mode, what = 'l', v; return nil })
	fs.Func('b', "bytes", true, func(v string) error { mode, what = 'b', v; return nil })
	fs.Func('C', "line-bytes", true, func(v string) error { mode, what = 'C', v; return nil })
	fs.Func('n', "number", true, func(v string) error { mode, what = 'n', v; return nil })
	suffixLen := -1
	fs.Func('a', "suffix-length", true, func(v string) error {
		// GNU: xdectoimax up to what a size_t array holds; 0 is the
		// default length.
		n, msg := gnuRangeMessage("suffix length", v, 0, math.MaxInt64/8, true)
		if msg != "" {
			if bad == "" {
				bad = msg
			}
			return nil
		}
		suffixLen = int(n)
		if n == 0 {
			suffixLen = -1
		}
		return nil
	})
	alphabet := "abcdefghijklmnopqrstuvwxyz"
	start := -1
	fs.Func('d', "", false, func(string) error { alphabet = "0123456789"; return nil })
	fs.Func('x', "", false, func(string) error { alphabet = "0123456789abcdef"; return nil })
	fs.Func(0, "numeric-suffixes", true, func(v string) error {
		alphabet = "0123456789"
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			if bad == "" {
				bad = "invalid start value for numerical suffix: " + filesQuote(v)
			}
			return nil
		}
		start = n
		return nil
	})
	fs.Func(0, "hex-suffixes", true, func(v string) error {
		alphabet = "0123456789abcdef"
		n, err := strconv.ParseInt(v, 16, 64)
		if err != nil || n < 0 {
			if bad == "" {
				bad = "invalid start value for hexadecimal suffix: " + filesQuote(v)
			}
			return nil
		}
		start = int(n)
		return nil
	})
	extra := fs.String(0, "additional-suffix", "")
	elide := fs.Bool('e', "elide-empty-files")
	verbose := fs.Bool(0, "verbose")
	ops, err := fs.Parse(args)
	if err != nil {
		return c.UsageError("%v", err)
	}
	if bad != "" {
		return c.Errorf("%s", bad)
	}
	if strings.Contains(*extra, "/") {
		return filesTryHelp(c, "invalid suffix %s, contains directory separator", filesQuote(*extra))
	}
	if len(ops) > 2 {
		return filesTryHelp(c, "extra operand %s", filesQuote(ops[2]))
	}
	input, prefix := "-", "x"
	if len(ops) > 0 {
		input = ops[0]
	}
	if len(ops) > 1 {
		prefix = ops[1]
	}

	// The size of the pieces.
	var size int64
	var chunkK, chunkN int64
	chunkKind := byte(0)
	switch mode {
	case 'l':
		n, ok := textParseCount(what)
		if !ok || n == 0 || textCountTooBig(what) {
			return splitBadNumber(c, "lines", what, ok)
		}
		size = n
	case 'b', 'C':
		n, ok := textParseCount(what)
		if !ok || n == 0 || textCountTooBig(what) {
			return splitBadNumber(c, "bytes", what, ok)
		}
		size = n
	case 'n':
		spec := what
		if k, rest, ok := strings.Cut(spec, "/"); ok && (k == "l" || k == "r") {
			chunkKind, spec = k[0], rest
		}
		kStr, nStr, two := strings.Cut(spec, "/")
		if !two {
			nStr, kStr = kStr, ""
		}
		n, ok := textParseCount(nStr)
		if !ok || n == 0 {
			return splitBadNumber(c, "chunks", nStr, ok)
		}
		chunkN = n
		if kStr != "" {
			k, ok := textParseCount(kStr)
			if !ok || k == 0 || k > n {
				return c.Errorf("invalid chunk number: %s", filesQuote(kStr))
			}
			chunkK = k
		}
	}
	length := suffixLen
	if mode == 'n' && chunkK == 0 && chunkN > 1 {
		// GNU sizes the suffix for all the chunks up front (its
		// set_suffix_length), arithmetically: a count of 2^63 chunks
		// must not be walked.
		end := uint64(chunkN - 1)
		if start > 0 && int64(start) < chunkN {
			end += uint64(start)
		}
		needed := 0
		for {
			needed++
			end /= uint64(len(alphabet))
			if end == 0 {
				break
			}
		}
		if length >= 0 && length < needed {
			return c.Errorf("the suffix length needs to be at least %d", needed)
		}
		if length < 0 {
			length = max(2, needed)
		}
		suffixLen = length // fixed: the chunks' names do not grow
	}
	if length < 0 {
		length = 2
	}
	if err := c.CheckSize("width", int64(length)); err != nil {
		return c.Errorf("%v", err)
	}
	names := &splitNamer{prefix: prefix, extra: *extra, alphabet: alphabet, digits: make([]int, length),
		auto: suffixLen < 0 && start < 0}
	if start > 0 {
		v := start
		for i := length - 1; i >= 0; i-- {
			names.digits[i] = v % len(alphabet)
			v /= len(alphabet)
		}
		if v > 0 {
			return c.Errorf("numerical suffix start value is too large for the suffix length")
		}
	}

	in, err := c.Open(input)
	if err != nil {
		return c.Errorf("cannot open %s for reading: %s", filesQuote(input), vfs.Reason(err))
	}
	defer in.Close()
	r := textCtxReader{ctx, in}
	s := &splitRun{ctx: ctx, c: c, names: names, verbose: *verbose, elide: *elide}
	defer s.close()
	var runErr error
	switch mode {
	case 'l':
		runErr = s.byLines(r, size)
	case 'b':
		runErr = s.byBytes(r, size)
	case 'C':
		runErr = s.byLineBytes(r, size)
	case 'n':
		runErr = s.chunks(r, input, chunkKind, chunkK, chunkN)
	}
	if runErr != nil {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		if _, ok := command.StatusOf(runErr); ok {
			return runErr
		}
		if command.IsTooLarge(runErr) {
			return c.Errorf("%v", runErr)
		}
		return c.Errorf("%s: %s", input, vfs.Reason(runErr))
	}
	if err := s.close(); err != nil {
		return err
	}
	return ctx.Err()
}

func splitBadNumber(c *command.Call, what, v string, parsed bool) error {
	if parsed && textCountTooBig(v) {
		return c.Errorf("invalid number of %s: %s: %s", what, filesQuote(v), gnuOverflow)
	}
	if parsed {
		return c.Errorf("invalid number of %s: %s: Numerical result out of range", what, filesQuote(v))
	}
	return c.Errorf("invalid number of %s: %s", what, filesQuote(v))
}

func (s *splitRun) byLines(r io.Reader, n int64) error {
	lr := command.NewLineReader(r, s.c.BufferLimit())
	var count int64
	for {
		line, err := lr.ReadLine('\n')
		if len(line) > 0 {
			if s.file == nil || count == n {
				if err := s.open(); err != nil {
					return err
				}
				count = 0
			}
			if err := s.write(line); err != nil {
				return err
			}
			count++
		}
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
	}
}

func (s *splitRun) byBytes(r io.Reader, n int64) error {
	buf := make([]byte, 64*1024)
	for {
		k, err := r.Read(buf)
		p := buf[:k]
		for len(p) > 0 {
			if s.file == nil || s.curSize == n {
				if err := s.open(); err != nil {
					return err
				}
			}
			take := min(int64(len(p)), n-s.curSize)
			if err := s.write(p[:take]); err != nil {
				return err
			}
			p = p[take:]
		}
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
	}
}

// byLineBytes puts as many whole lines as fit in n bytes in each file; a
// longer line is cut in pieces of n bytes.
func (s *splitRun) byLineBytes(r io.Reader, n int64) error {
	lr := command.NewLineReader(r, s.c.BufferLimit())
	for {
		line, err := lr.ReadLine('\n')
		for len(line) > 0 {
			if s.file == nil || s.curSize+int64(len(line)) > n && s.curSize > 0 {
				if err := s.open(); err != nil {
					return err
				}
			}
			take := min(int64(len(line)), n-s.curSize)
			if err := s.write(line[:take]); err != nil {
				return err
			}
			line = line[take:]
		}
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
	}
}

// chunks splits into n chunks (kind 0 bytes, 'l' whole lines, 'r' lines
// round robin); k > 0 writes only the kth to standard output.
func (s *splitRun) chunks(r io.Reader, input string, kind byte, k, n int64) error {
	if kind == 'r' {
		return s.roundRobin(r, k, n)
	}
	data, err := s.c.ReadAll(s.ctx, r)
	if err != nil {
		return err
	}
	total := int64(len(data))
	chunk := total / n
	if chunk == 0 && kind == 0 {
		chunk = 1 // fewer bytes than chunks: one each, as GNU does
	}
	out := textNewOut(s.c)
	emit := func(i int64, p []byte) error {
		if k > 0 {
			if i == k {
				out.Write(p)
			}
			return nil
		}
		if len(p) == 0 && s.elide {
			return nil
		}
		if err := s.open(); err != nil {
			return err
		}
		return s.write(p)
	}
	// A count of chunks may be 2^63: the loops end at the kth chunk and
	// look at the context, and each file made counts against the limit on
	// files.
	if kind == 0 {
		for i := int64(1); i <= n && (k == 0 || i <= k); i++ {
			if err := s.ctx.Err(); err != nil {
				return err
			}
			lo, hi := min((i-1)*chunk, total), min(i*chunk, total)
			if i == n {
				hi = total
			}
			if err := emit(i, data[lo:hi]); err != nil {
				return err
			}
		}
	} else {
		// A chunk ends at the first line end at or after its last byte.
		pos := int64(0)
		for i := int64(1); i <= n && (k == 0 || i <= k); i++ {
			if err := s.ctx.Err(); err != nil {
				return err
			}
			end := total
			if i < n {
				last := i*chunk - 1
				if last < pos {
					last = pos
				}
				if last < total {
					if j := bytes.IndexByte(data[last:], '\n'); j >= 0 {
						end = last + int64(j) + 1
					}
				}
			}
			end = max(end, pos)
			if err := emit(i, data[pos:end]); err != nil {
				return err
			}
			pos = end
		}
	}
	if k > 0 {
		if err := out.Flush(); err != nil {
			return textWriteFail(s.ctx, s.c, err)
		}
	}
	return nil
}

func (s *splitRun) roundRobin(r io.Reader, k, n int64) error {
	var files []*splitRun
	out := textNewOut(s.c)
	if k == 0 {
		if err := s.c.CheckSize("width", min(n, math.MaxInt64/64)*64); err != nil {
			return err
		}
		for i := int64(0); i < n; i++ {
			f := &splitRun{ctx: s.ctx, c: s.c, names: s.names, verbose: s.verbose}
			if err := f.open(); err != nil {
				return err
			}
			defer f.close()
			files = append(files, f)
		}
	}
	lr := command.NewLineReader(r, s.c.BufferLimit())
	for i := int64(0); ; i++ {
		if err := s.ctx.Err(); err != nil {
			return err
		}
		line, err := lr.ReadLine('\n')
		if len(line) > 0 {
			switch {
			case k == 0:
				if werr := files[i%n].write(line); werr != nil {
					return werr
				}
			case i%n == k-1:
				out.Write(line)
			}
		}
		if err == io.EOF {
			break
		}
		if err != nil {
			return err
		}
	}
	for _, f := range files {
		if err := f.close(); err != nil {
			return err
		}
	}
	if err := out.Flush(); err != nil {
		return textWriteFail(s.ctx, s.c, err)
	}
	return nil
}
