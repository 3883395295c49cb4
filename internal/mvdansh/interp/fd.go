// tis: this file is ours, not upstream's.

package interp

import (
	"context"
	"fmt"
	"io"
	"maps"
	"os"
	"strconv"
	"strings"

	"github.com/toolsinshell/tis/internal/mvdansh/expand"
	"mvdan.cc/sh/v3/syntax"
)

// fdEntry is an open file descriptor from 3 up: what reads from it (a
// file of the shell's stdin kind) and what writes to it, either of which
// may be nil.
type fdEntry struct {
	r stdinFile
	w io.Writer
}

// maxFD bounds the descriptors a script may name, as the process's own
// limit bounds bash's.
const maxFD = 1 << 16

// fdArg reads the word of N>&WORD and N<&WORD: a descriptor, and whether
// a trailing "-" moves it (N>&M- closes M).
func fdArg(arg string) (n int, move, ok bool) {
	if d, found := strings.CutSuffix(arg, "-"); found {
		arg, move = d, true
	}
	if arg == "" || strings.Trim(arg, "0123456789") != "" {
		return 0, false, false
	}
	n, err := strconv.Atoi(arg)
	if err != nil || n >= maxFD {
		return 0, false, false
	}
	return n, move, true
}

// getFD is the descriptor n: 0, 1 and 2 are the shell's stdio.
func (r *Runner) getFD(n int) (fdEntry, bool) {
	switch n {
	case 0:
		return fdEntry{r: r.stdin}, r.stdin != nil
	case 1:
		return fdEntry{w: r.stdout}, r.stdout != nil
	case 2:
		return fdEntry{w: r.stderr}, r.stderr != nil
	}
	e, ok := r.fds[n]
	if !ok {
		return fdEntry{}, false
	}
	return *e, true
}

// setFD sets the descriptor n, or closes it when e is nil. A closed
// stdout or stderr discards what is written; a closed stdin is empty.
func (r *Runner) setFD(n int, e *fdEntry) {
	switch n {
	case 0:
		if e == nil {
			r.stdin = nil
		} else {
			r.stdin = e.r
		}
		return
	case 1, 2:
		w := io.Writer(io.Discard)
		if e != nil && e.w != nil {
			w = e.w
		}
		if n == 1 {
			r.stdout = w
		} else {
			r.stderr = w
		}
		return
	}
	fds := maps.Clone(r.fds)
	if fds == nil {
		fds = make(map[int]*fdEntry)
	}
	if e == nil {
		delete(fds, n)
	} else {
		fds[n] = e
	}
	r.fds = fds
}

// FD is the reader of the shell's descriptor n (0 and up), for an exec
// handler's read -u N; ok is false when n is not open for reading.
func (hc HandlerContext) FD(n int) (io.Reader, bool) {
	if hc.runner == nil {
		return nil, false
	}
	e, ok := hc.runner.getFD(n)
	if !ok || e.r == nil {
		return nil, false
	}
	return e.r, true
}

// redirFD applies a redirection of a descriptor other than 0, 1 and 2:
// N>file, N>>file, N<file, N<>file, N>&M, N<&M, N>&-, N>&M-, N<<WORD,
// N<<<WORD, and {NAME}>file, which opens the lowest free descriptor from
// 10 up and sets NAME to it, as bash.
func (r *Runner) redirFD(ctx context.Context, rd *syntax.Redirect) (io.Closer, error) {
	var n int
	name := rd.N.Value
	if v, ok := strings.CutPrefix(name, "{"); ok {
		v = strings.TrimSuffix(v, "}")
		if !syntax.ValidName(v) {
			return nil, fmt.Errorf("%s: ambiguous redirect", name)
		}
		if (rd.Op == syntax.DplOut || rd.Op == syntax.DplIn) && r.literal(rd.Word) == "-" {
			// {fd}>&- closes the descriptor fd holds.
			cur, err := strconv.Atoi(r.lookupVar(v).String())
			if err != nil {
				return nil, fmt.Errorf("%s: ambiguous redirect", name)
			}
			r.setFD(cur, nil)
			return nil, nil
		}
		n = 10
		for ; ; n++ {
			if _, used := r.fds[n]; !used {
				break
			}
		}
		r.setVarString(v, strconv.Itoa(n))
	} else {
		var err error
		n, err = strconv.Atoi(name)
		if err != nil || n < 0 || n >= maxFD {
			return nil, fmt.Errorf("%s: bad file descriptor", name)
		}
	}
	switch rd.Op {
	case syntax.Hdoc, syntax.DashHdoc, syntax.WordHdoc:
		old := r.stdin
		cls, err := r.redir(ctx, &syntax.Redirect{OpPos: rd.OpPos, Op: rd.Op, Word: rd.Word, Hdoc: rd.Hdoc})
		if err != nil {
			return nil, err
		}
		e := &fdEntry{r: r.stdin}
		r.stdin = old
		r.setFD(n, e)
		return cls, nil
	case syntax.DplOut, syntax.DplIn:
		arg := r.literal(rd.Word)
		if arg == "-" {
			r.setFD(n, nil)
			return nil, nil
		}
		m, move, ok := fdArg(arg)
		if !ok {
			if rd.Op == syntax.DplIn {
				return nil, fmt.Errorf("%s: ambiguous redirect", arg)
			}
			return r.redirFD(ctx, &syntax.Redirect{OpPos: rd.OpPos, Op: syntax.RdrOut, N: rd.N, Word: rd.Word})
		}
		e, ok := r.getFD(m)
		if !ok {
			return nil, fmt.Errorf("%d: Bad file descriptor", m)
		}
		r.setFD(n, &e)
		if move {
			r.setFD(m, nil)
		}
		return nil, nil
	case syntax.RdrIn, syntax.RdrOut, syntax.AppOut, syntax.RdrInOut, syntax.RdrClob:
	default:
		return nil, fmt.Errorf("unhandled redirect op: %v", rd.Op)
	}
	arg, err := r.redirTarget(rd.Word)
	if err != nil {
		return nil, err
	}
	mode := os.O_RDONLY
	switch rd.Op {
	case syntax.AppOut:
		mode = os.O_WRONLY | os.O_CREATE | os.O_APPEND
	case syntax.RdrOut, syntax.RdrClob:
		mode = os.O_WRONLY | os.O_CREATE | os.O_TRUNC
	case syntax.RdrInOut:
		mode = os.O_RDWR | os.O_CREATE
	}
	f, err := r.open(ctx, arg, mode, r.createMode(), false) // tis: the umask
	if err != nil {
		return nil, err
	}
	e := &fdEntry{}
	var cls io.Closer = f
	if rd.Op == syntax.RdrIn || rd.Op == syntax.RdrInOut {
		if e.r, err = newStdinFile(f); err != nil {
			f.Close()
			return nil, err
		}
		if e.r != io.Reader(f) {
			// The pipe newStdinFile copies f into is closed with f,
			// which ends its copying goroutine.
			cls = multiCloser{e.r, f}
		}
	}
	if rd.Op != syntax.RdrIn {
		e.w = f
	}
	r.setFD(n, e)
	return cls, nil
}

// multiCloser closes each of its closers.
type multiCloser []io.Closer

func (m multiCloser) Close() error {
	var first error
	for _, c := range m {
		if err := c.Close(); err != nil && first == nil {
			first = err
		}
	}
	return first
}

// redirTarget expands the file name of a redirection as bash does: as
// the words of a command (quotes removed, globbed, split), which must
// give one word, else it is an "ambiguous redirect" (> $empty, > a*
// matching two files). Upstream took the word's text with its
// backslashes and did not glob.
func (r *Runner) redirTarget(word *syntax.Word) (string, error) {
	fields, err := expand.Fields(r.ecfg, word)
	if err != nil {
		return "", err // the statement fails with it, status 1
	}
	if len(fields) != 1 {
		var sb strings.Builder
		syntax.NewPrinter().Print(&sb, word)
		return "", fmt.Errorf("%s: ambiguous redirect", sb.String())
	}
	return fields[0], nil
}
