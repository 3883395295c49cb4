package awk

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"os"
	"slices"
	"strings"
	"syscall"

	"github.com/toolsinshell/tis/runtime/vfs"
)

// recordReader splits an input stream into records by RS.
type recordReader struct {
	r          io.Reader
	buf        []byte
	start, end int
	eof        bool
}

// newRecordReader returns a reader of r's records. Its buffer starts at
// 16 KiB and doubles as a record needs: every awk of a script allocates
// it, most for a few lines.
func newRecordReader(r io.Reader) *recordReader {
	return &recordReader{r: r, buf: make([]byte, 0, 16*1024)}
}

// fill reads more input; it returns false at end of input.
func (rr *recordReader) fill(in *interp) bool {
	if rr.eof {
		return false
	}
	if err := in.ctx.Err(); err != nil {
		panic(ctxDone{err})
	}
	if rr.start > 0 {
		n := copy(rr.buf[:cap(rr.buf)], rr.buf[rr.start:rr.end])
		rr.buf = rr.buf[:n]
		rr.start, rr.end = 0, n
	}
	if rr.end-rr.start > in.limit() {
		in.tooLarge("record")
	}
	if rr.end == cap(rr.buf) {
		nb := make([]byte, rr.end, 2*cap(rr.buf))
		copy(nb, rr.buf[:rr.end])
		rr.buf = nb
	}
	n, err := rr.r.Read(rr.buf[rr.end:cap(rr.buf)])
	rr.end += n
	rr.buf = rr.buf[:rr.end]
	if err != nil {
		if err != io.EOF {
			if cerr := in.ctx.Err(); cerr != nil {
				panic(ctxDone{cerr})
			}
			in.fail("read error: %s", vfs.Reason(err))
		}
		rr.eof = true
	}
	return n > 0 || !rr.eof
}

// read returns the next record.
func (rr *recordReader) read(in *interp) (string, bool) {
	rs := in.rs
	switch {
	case rs == "":
		return rr.readParagraph(in)
	case len(rs) == 1:
		c := rs[0]
		off := 0 // bytes after rr.start already searched
		for {
			if i := bytes.IndexByte(rr.buf[rr.start+off:rr.end], c); i >= 0 {
				end := rr.start + off + i
				rec := string(rr.buf[rr.start:end])
				rr.start = end + 1
				return rec, true
			}
			off = rr.end - rr.start
			if !rr.fill(in) {
				break
			}
		}
	default:
		re := in.regex(rs)
		for {
			loc := re.FindIndex(rr.buf[rr.start:rr.end])
			if loc != nil && loc[1] > loc[0] && (rr.start+loc[1] < rr.end || rr.eof) {
				rec := string(rr.buf[rr.start : rr.start+loc[0]])
				rr.start += loc[1]
				return rec, true
			}
			if !rr.fill(in) {
				break
			}
		}
	}
	if rr.start < rr.end {
		rec := string(rr.buf[rr.start:rr.end])
		rr.start = rr.end
		return rec, true
	}
	return "", false
}

func (rr *recordReader) readParagraph(in *interp) (string, bool) {
	// Skip leading newlines.
	for {
		for rr.start < rr.end && rr.buf[rr.start] == '\n' {
			rr.start++
		}
		if rr.start < rr.end || !rr.fill(in) {
			break
		}
	}
	for {
		data := rr.buf[rr.start:rr.end]
		if i := bytes.Index(data, []byte("\n\n")); i >= 0 {
			j := i
			for j < len(data) && data[j] == '\n' {
				j++
			}
			if j < len(data) || rr.eof {
				rec := string(data[:i])
				rr.start += j
				return rec, true
			}
		}
		if !rr.fill(in) {
			break
		}
	}
	if rr.start < rr.end {
		rec := strings.TrimRight(string(rr.buf[rr.start:rr.end]), "\n")
		rr.start = rr.end
		return rec, true
	}
	return "", false
}

// outFile is an output opened by a redirection (> file, >> file or
// | command).
type outFile struct {
	w      *bufio.Writer
	closer io.Closer
	proc   *proc  // the command of an output pipe
	cmd    string // its command string
	seq    int    // opening order: at the end the last opened closes first
}

// inFile is an input opened by getline < file or cmd | getline.
type inFile struct {
	rr     *recordReader
	closer io.Closer
	proc   *proc // the command of cmd | getline
	seq    int
}

// stdoutFailed marks an error writing standard output.
type stdoutFailed struct{ err error }

func (in *interp) writer(s *printStmt) io.Writer {
	switch s.redir {
	case 0:
		return in.out
	case tPipe:
		cmd := in.toStr(in.eval(s.dest))
		if !in.canExec() {
			in.fail("cannot open pipe `%s': running commands is not supported here; pipe awk's output in the shell instead", cmd)
		}
		if f, ok := in.outputs[cmd]; ok {
			return f.w
		}
		return in.openOutPipe(cmd).w
	}
	name := in.toStr(in.eval(s.dest))
	switch name {
	case "/dev/stdout", "-":
		return in.out
	case "/dev/stderr":
		in.out.Flush()
		return in.stderr
	case "/dev/null":
		return io.Discard
	}
	if f, ok := in.outputs[name]; ok {
		return f.w
	}
	if name == "" {
		in.fail("expression for `%s' redirection has null string value", tokNames[s.redir])
	}
	flag := os.O_WRONLY | os.O_CREATE | os.O_TRUNC
	if s.redir == tAppend {
		flag = os.O_WRONLY | os.O_CREATE | os.O_APPEND
	}
	f, err := in.call.FS.OpenFile(in.call.Path(name), flag, 0o644)
	if err != nil {
		in.fail("cannot redirect to `%s': %s", name, vfs.Reason(err))
	}
	in.seq++
	of := &outFile{w: bufio.NewWriter(f), closer: f, seq: in.seq}
	in.outputs[name] = of
	return of.w
}

func (in *interp) writeFailed(s *printStmt, w io.Writer, err error) {
	if s.redir == 0 {
		panic(stdoutFailed{err})
	}
	for _, f := range in.outputs {
		if f.proc != nil && f.w == w {
			in.checkPipeErr(f)
			verb := "print"
			if s.printf {
				verb = "printf"
			}
			in.fail("%s to \"%s\" failed: Broken pipe", verb, f.cmd)
		}
	}
	in.fail("write failed: %s", vfs.Reason(err))
}

// closeStream implements close(name): it returns 0, the exit status of
// a command, or -1 when nothing of that name is open.
func (in *interp) closeStream(name string) int {
	result := -1
	if f, ok := in.outputs[name]; ok {
		if f.proc != nil {
			// gawk synchronizes its regular output first.
			if err := in.out.Flush(); err != nil {
				panic(stdoutFailed{err})
			}
		}
		delete(in.outputs, name)
		st, err := in.closeOutput(f)
		if err != nil {
			panic(stopped{err})
		}
		result = st
	}
	if f, ok := in.inputs[name]; ok {
		delete(in.inputs, name)
		st, err := in.closeInput(f)
		if err != nil {
			panic(stopped{err})
		}
		result = st
	}
	return result
}

// closeAll closes every redirection, the last opened first as gawk
// does, waiting for the commands of pipes. It returns the first failure to
// flush a file; a command's stopping error is kept in in.stopErr.
func (in *interp) closeAll() error {
	type closing struct {
		seq  int
		name string
		out  *outFile
		in   *inFile
	}
	var all []closing
	for name, f := range in.outputs {
		all = append(all, closing{seq: f.seq, name: name, out: f})
	}
	for name, f := range in.inputs {
		all = append(all, closing{seq: f.seq, name: name, in: f})
	}
	clear(in.outputs)
	clear(in.inputs)
	slices.SortFunc(all, func(a, b closing) int { return b.seq - a.seq })
	var first error
	for _, c := range all {
		var err error
		if c.out != nil {
			if c.out.proc == nil {
				if ferr := c.out.w.Flush(); ferr != nil && first == nil {
					first = errors.New(c.name + ": " + vfs.Reason(ferr))
				}
				c.out.closer.Close()
				continue
			}
			_, err = in.closeOutput(c.out)
		} else {
			_, err = in.closeInput(c.in)
		}
		if err != nil && in.stopErr == nil {
			in.stopErr = err
		}
	}
	if in.mainClose != nil {
		in.mainClose.Close()
		in.mainClose = nil
	}
	return first
}

// ---- main input

// isAssignmentArg reports whether an operand is var=value.
func isAssignmentArg(s string) (string, string, bool) {
	name, val, ok := strings.Cut(s, "=")
	if !ok || !validName(name) {
		return "", "", false
	}
	return name, val, true
}

func validName(name string) bool {
	if name == "" || isDigit(name[0]) {
		return false
	}
	for i := 0; i < len(name); i++ {
		c := name[i]
		if c != '_' && !isAlpha(c) && !isDigit(c) {
			return false
		}
	}
	_, kw := keywords[name]
	return !kw && !builtins[name]
}

// assignVar performs a command-line assignment.
func (in *interp) assignVar(name, val string) {
	if _, ok := in.prog.funcs[name]; ok {
		in.fail("cannot assign to function name `%s'", name)
	}
	idx, ok := in.prog.globals[name]
	if !ok {
		// The program never mentions it; nothing can observe it.
		return
	}
	v := &varExpr{idx: idx, name: name}
	in.setVar(v, input(unescape(val)).resolve())
}

func (in *interp) argv(i int) (string, bool) {
	m := in.globals[vARGV].arr
	if m == nil {
		return "", false
	}
	v, ok := m[itoa(i)]
	if !ok {
		return "", false
	}
	return in.toStr(v), true
}

// openNextMain opens the next input file operand; false when none is left.
func (in *interp) openNextMain() bool {
	for {
		argc := int(in.globals[vARGC].v.toNum())
		if in.argIndex >= argc {
			break
		}
		i := in.argIndex
		in.argIndex++
		arg, ok := in.argv(i)
		if !ok || arg == "" {
			continue
		}
		if name, val, ok := isAssignmentArg(arg); ok {
			in.assignVar(name, val)
			continue
		}
		in.sawFile = true
		if arg != "-" && arg != "/dev/stdin" && arg != "/dev/null" {
			if st, err := in.call.FS.Stat(in.call.Path(arg)); err == nil && st.IsDir() {
				in.out.Flush()
				in.warn("warning: command line argument `%s' is a directory: skipped", arg)
				continue
			}
		}
		var r io.ReadCloser
		var err error
		switch arg {
		case "/dev/stdin":
			r, err = in.call.Open("-")
		case "/dev/null":
			r = io.NopCloser(strings.NewReader(""))
		default:
			r, err = in.call.Open(arg)
		}
		if err != nil {
			in.fail("cannot open file `%s' for reading: %s", arg, vfs.Reason(err))
		}
		in.main = newRecordReader(r)
		in.mainClose = r
		in.globals[vFILENAME].v = str(arg)
		in.fnr = 0
		return true
	}
	if !in.sawFile {
		in.sawFile = true
		in.main = newRecordReader(in.call.Stdin)
		in.mainClose = nil
		in.fnr = 0
		return true
	}
	return false
}

// nextMain reads the next record of the main input.
func (in *interp) nextMain() (string, bool) {
	for !in.mainDone {
		if in.main == nil && !in.openNextMain() {
			in.mainDone = true
			break
		}
		if rec, ok := in.main.read(in); ok {
			in.nr++
			in.fnr++
			return rec, true
		}
		in.closeMain()
	}
	return "", false
}

func (in *interp) closeMain() {
	if in.mainClose != nil {
		in.mainClose.Close()
		in.mainClose = nil
	}
	in.main = nil
}

func (in *interp) warn(format string, args ...any) {
	in.out.Flush()
	io.WriteString(in.stderr, "awk: "+sprintfGo(format, args...)+"\n")
}

// getline implements the getline forms.
func (in *interp) getline(e *getlineExpr) value {
	switch e.kind {
	case tPipe:
		return in.pipeGetline(e, in.toStr(in.eval(e.src)))
	case tLT:
		name := in.toStr(in.eval(e.src))
		f, ok := in.inputs[name]
		if !ok {
			var r io.ReadCloser
			if name == "-" || name == "/dev/stdin" {
				r = io.NopCloser(in.call.Stdin)
			} else if name == "/dev/null" {
				r = io.NopCloser(strings.NewReader(""))
			} else {
				var err error
				r, err = in.call.Open(name)
				if err == nil {
					if st, serr := in.call.FS.Stat(in.call.Path(name)); serr == nil && st.IsDir() {
						r.Close()
						err = syscall.EISDIR
					}
				}
				if err != nil {
					return num(-1)
				}
			}
			f = &inFile{rr: newRecordReader(r), closer: r}
			in.inputs[name] = f
		}
		rec, ok := f.rr.read(in)
		return in.gotLine(e, rec, ok)
	}
	rec, ok := in.nextMain()
	return in.gotLine(e, rec, ok)
}

// gotLine stores the record getline read (when ok) in $0 or e's target,
// and returns getline's result: 1, or 0 at the end of the input.
func (in *interp) gotLine(e *getlineExpr, rec string, ok bool) value {
	if !ok {
		return num(0)
	}
	if e.target == nil {
		in.setRecord(rec)
	} else {
		in.assignTo(e.target, input(rec))
	}
	return num(1)
}
