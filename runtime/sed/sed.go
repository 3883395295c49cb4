// Package sed is the sandbox's GNU sed: the full command language (s y
// a i c d D p P n N g G h H x b t T : = l q Q r R w W z F { } and
// addresses with ranges, steps and negation) over the session's
// in-memory filesystem, with POSIX basic or extended regular expressions
// translated to Go's regexp by package regex.
package sed

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path"
	"regexp"
	"strings"
	"unicode"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// matchCost is what one match costs in the list s///g makes of a
// pattern space's matches.
const matchCost = 64

// Command runs sed. Options: -n --quiet --silent, -e --expression, -f
// --file, -E -r --regexp-extended, -i[SUFFIX] --in-place[=SUFFIX], -s
// --separate, -l N --line-length, -u --unbuffered, --sandbox. The status
// is 0, 1 for a script error, 2 when an input file cannot be read, 4 for
// GNU's fatal errors, or the code given to q / Q; an unsupported option or
// command exits 2.
func Command(ctx context.Context, c *command.Call) error {
	args, inPlace, suffix, err := splitInPlace(c.Args)
	if err != nil {
		return c.UsageError("%v", err)
	}
	var (
		chunks  []chunk
		quiet   bool
		ere     bool
		sep     bool
		sandbox bool
		width   = 70
		exprN   int
	)
	fs := command.NewFlagSet(c.Name)
	fs.Func('n', "quiet", false, func(string) error { quiet = true; return nil })
	fs.Func(0, "silent", false, func(string) error { quiet = true; return nil })
	fs.Func('e', "expression", true, func(v string) error {
		exprN++
		chunks = append(chunks, chunk{text: v, num: exprN})
		return nil
	})
	var fileErr error
	fs.Func('f', "file", true, func(v string) error {
		f, err := c.Open(v)
		if err != nil {
			if fileErr == nil {
				fileErr = fmt.Errorf("couldn't open file %s: %s", v, vfs.Reason(err))
			}
			return nil
		}
		defer f.Close()
		data, err := c.ReadAll(ctx, f)
		if err != nil && fileErr == nil {
			if command.IsTooLarge(err) {
				fileErr = err
			} else {
				fileErr = fmt.Errorf("couldn't read %s: %s", v, vfs.Reason(err))
			}
		}
		s := strings.TrimSuffix(string(data), "\n")
		chunks = append(chunks, chunk{text: s, file: v})
		return nil
	})
	fs.Func('E', "regexp-extended", false, func(string) error { ere = true; return nil })
	fs.Func('r', "", false, func(string) error { ere = true; return nil })
	fs.Func('s', "separate", false, func(string) error { sep = true; return nil })
	fs.Func('u', "unbuffered", false, func(string) error { return nil })
	fs.Func(0, "sandbox", false, func(string) error { sandbox = true; return nil })
	fs.Func('l', "line-length", true, func(v string) error {
		n, err := parseInt(v)
		if err != nil {
			return fmt.Errorf("invalid line length: %s", v)
		}
		width = n
		return nil
	})
	operands, err := fs.Parse(args)
	if err != nil {
		return c.UsageError("%v", err)
	}
	if fileErr != nil {
		return c.Errorf("%v", fileErr)
	}
	if len(chunks) == 0 {
		if len(operands) == 0 {
			fmt.Fprintf(c.Stderr, "Usage: %s [OPTION]... {script-only-if-no-other-script} [input-file]...\n", c.Name)
			return command.Status(1)
		}
		chunks = []chunk{{text: operands[0], num: 1}}
		operands = operands[1:]
	}
	p := &parser{chunks: chunks, ere: ere}
	if err := p.parse(); err != nil {
		var se *scriptError
		if errors.As(err, &se) {
			return c.Fail(se.status, "%s", se.msg)
		}
		return c.Errorf("%v", err)
	}
	if sandbox {
		for _, cm := range p.cmds {
			if strings.ContainsRune("rRwW", rune(cm.name)) || (cm.s != nil && cm.s.wfile != "") {
				return c.Errorf("-e expression #1, char 0: e/r/w commands disabled in sandbox mode")
			}
		}
	}
	if inPlace && len(operands) == 0 {
		return c.Fail(4, "no input files")
	}
	if len(operands) == 0 {
		operands = []string{"-"}
	}
	stdout := newOutput(c.Stdout)
	e := &engine{
		ctx: ctx, c: c, cmds: p.cmds, quiet: quiet || p.quiet, width: width,
		stdout: stdout, out: stdout, wfiles: map[string]*output{}, rfiles: map[string]*command.LineReader{},
		limit: int(c.BufferLimit()),
	}
	if err := e.openWFiles(); err != nil {
		return err
	}
	status := e.runAll(operands, inPlace || sep, inPlace, suffix)
	stdout.flush()
	for _, w := range e.wfiles {
		w.flush()
		if w.closer != nil {
			w.closer.Close()
		}
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	return command.Status(status)
}

func parseInt(v string) (int, error) {
	n := 0
	v = strings.TrimSpace(v)
	if v == "" {
		return 0, errors.New("empty")
	}
	for _, r := range v {
		if r < '0' || r > '9' {
			return 0, errors.New("not a number")
		}
		if n < 1<<30 {
			n = n*10 + int(r-'0')
		}
	}
	return n, nil
}

// splitInPlace takes -i[SUFFIX] and --in-place[=SUFFIX] out of args: their
// value is optional and only ever attached, which FlagSet cannot express.
func splitInPlace(args []string) ([]string, bool, string, error) {
	var out []string
	inPlace := false
	suffix := ""
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			out = append(out, args[i:]...)
			break
		}
		if strings.HasPrefix(a, "--") {
			name, val, hasVal := strings.Cut(a[2:], "=")
			if len(name) >= 2 && strings.HasPrefix("in-place", name) {
				inPlace = true
				if hasVal {
					suffix = val
				}
				continue
			}
			out = append(out, a)
			if !hasVal && (prefixOf(name, "expression") || prefixOf(name, "file") || prefixOf(name, "line-length")) && i+1 < len(args) {
				i++
				out = append(out, args[i])
			}
			continue
		}
		if len(a) < 2 || a[0] != '-' {
			out = append(out, a)
			continue
		}
		kept := "-"
		takesNext := false
	cluster:
		for j := 1; j < len(a); j++ {
			switch a[j] {
			case 'i':
				inPlace = true
				suffix = a[j+1:]
				break cluster
			case 'e', 'f', 'l':
				kept += a[j:]
				takesNext = j == len(a)-1
				break cluster
			default:
				kept += a[j : j+1]
			}
		}
		if kept != "-" {
			out = append(out, kept)
		}
		if takesNext && i+1 < len(args) {
			i++
			out = append(out, args[i])
		}
	}
	return out, inPlace, suffix, nil
}

func prefixOf(name, long string) bool { return name != "" && strings.HasPrefix(long, name) }

// output is a destination that remembers whether the last line written
// lacked its newline, as GNU sed does, to add it before the next write.
type output struct {
	w         *bufio.Writer
	closer    io.Closer
	missingNL bool
	err       error
}

func newOutput(w io.Writer) *output { return &output{w: bufio.NewWriterSize(w, 8*1024)} }

func (o *output) write(s string, nl bool) {
	if o.missingNL {
		o.w.WriteByte('\n')
		o.missingNL = false
	}
	o.w.WriteString(s)
	if nl {
		o.w.WriteByte('\n')
	} else if s != "" {
		o.missingNL = true
	}
}

// raw writes text that carries its own newlines (a, i, c, r, =).
func (o *output) raw(s string) {
	if o.missingNL {
		o.w.WriteByte('\n')
		o.missingNL = false
	}
	o.w.WriteString(s)
}

func (o *output) flush() {
	if err := o.w.Flush(); err != nil && o.err == nil {
		o.err = err
	}
}

type queued struct {
	text  string
	rfile string
	rline bool
}

type engine struct {
	ctx    context.Context
	c      *command.Call
	cmds   []*cmd
	quiet  bool
	width  int
	stdout *output
	out    *output
	wfiles map[string]*output
	rfiles map[string]*command.LineReader
	// limit bounds a line, the pattern and hold spaces and what one
	// command builds (the buffer limit).
	limit int

	in       *input
	ps, hs   string
	chomped  bool
	lineNo   int
	replaced bool
	appendQ  []queued
	queued   int // bytes appendQ holds, with queueCost an entry
	lastRe   *regexp.Regexp
	quit     bool
	exit     int
	steps    int
	fatal    bool
}

func (e *engine) openWFiles() error {
	open := func(name string) error {
		if _, ok := e.wfiles[name]; ok {
			return nil
		}
		switch name {
		case "/dev/stdout":
			e.wfiles[name] = e.stdout
			return nil
		case "/dev/stderr":
			e.wfiles[name] = newOutput(e.c.Stderr)
			return nil
		}
		f, err := e.c.FS.OpenFile(e.c.Path(name), os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
		if err != nil {
			return e.c.Fail(4, "couldn't open file %s: %s", name, vfs.Reason(err))
		}
		o := newOutput(f)
		o.closer = f
		e.wfiles[name] = o
		return nil
	}
	for _, cm := range e.cmds {
		if cm.name == 'w' || cm.name == 'W' {
			if err := open(cm.fname); err != nil {
				return err
			}
		}
		if cm.s != nil && cm.s.wfile != "" {
			if err := open(cm.s.wfile); err != nil {
				return err
			}
		}
	}
	return nil
}

// runAll processes the operands and returns the exit status.
func (e *engine) runAll(names []string, separate, inPlace bool, suffix string) int {
	status := 0
	if !separate {
		e.in = &input{e: e, names: names}
		e.resetRanges()
		e.process()
		if e.in.status > status {
			status = e.in.status
		}
		return e.finish(status)
	}
	for _, name := range names {
		if e.quit || e.fatal || e.ctx.Err() != nil {
			break
		}
		var orig []byte
		if inPlace {
			p := e.c.Path(name)
			st, err := e.c.FS.Stat(p)
			if err != nil {
				fmt.Fprintf(e.c.Stderr, "%s: can't read %s: %s\n", e.c.Name, name, vfs.Reason(err))
				status = max(status, 2)
				continue
			}
			if name == "-" || !st.Mode().IsRegular() {
				e.stdout.flush()
				fmt.Fprintf(e.c.Stderr, "%s: couldn't edit %s: not a regular file\n", e.c.Name, name)
				return 4
			}
			orig, err = e.c.FS.ReadFile(p)
			if err != nil {
				fmt.Fprintf(e.c.Stderr, "%s: can't read %s: %s\n", e.c.Name, name, vfs.Reason(err))
				status = max(status, 2)
				continue
			}
			buf := &boundedBuffer{max: e.limit}
			e.out = newOutput(buf)
			e.in = &input{e: e, names: []string{name}, data: orig, useData: true}
			e.lineNo = 0
			e.resetRanges()
			e.process()
			e.out.flush()
			if err := e.out.err; command.IsTooLarge(err) {
				// The new contents are held until they replace the file.
				e.out = e.stdout
				e.fail(err.Error())
				return 4
			}
			if suffix != "" {
				bak := backupName(p, suffix)
				if err := e.c.FS.WriteFile(bak, orig, 0o644); err != nil {
					fmt.Fprintf(e.c.Stderr, "%s: couldn't open file %s: %s\n", e.c.Name, bak, vfs.Reason(err))
					return 4
				}
			}
			if err := e.c.FS.WriteFile(p, buf.b.Bytes(), st.Mode().Perm()); err != nil {
				fmt.Fprintf(e.c.Stderr, "%s: couldn't write %s: %s\n", e.c.Name, name, vfs.Reason(err))
				return 4
			}
			e.out = e.stdout
			continue
		}
		e.in = &input{e: e, names: []string{name}}
		e.lineNo = 0
		e.resetRanges()
		e.process()
		status = max(status, e.in.status)
	}
	return e.finish(status)
}

func (e *engine) finish(status int) int {
	if e.fatal {
		return 4
	}
	if e.quit {
		return e.exit
	}
	return status
}

func backupName(p, suffix string) string {
	dir, base := path.Split(p)
	if !strings.Contains(suffix, "*") {
		return p + suffix
	}
	b := strings.ReplaceAll(suffix, "*", base)
	if strings.Contains(b, "/") {
		return path.Join(dir, b)
	}
	return dir + b
}

func (e *engine) resetRanges() {
	for _, cm := range e.cmds {
		cm.active = cm.a1 != nil && cm.a1.kind == addrZero
	}
}

// input reads lines across the operands of one stream, one line ahead so
// that $ can be recognised.
type input struct {
	e       *engine
	names   []string
	idx     int
	r       *command.LineReader
	closer  io.Closer
	cur     string
	data    []byte
	useData bool
	status  int

	have  bool
	line  string
	nl    bool
	lfile string
}

func (in *input) open() bool {
	for in.idx < len(in.names) {
		name := in.names[in.idx]
		in.idx++
		if in.useData {
			in.r = command.NewLineReader(bytes.NewReader(in.data), int64(in.e.limit))
			in.cur = name
			return true
		}
		if name == "-" {
			in.r = command.NewLineReader(in.e.c.Stdin, int64(in.e.limit))
			in.cur = "-"
			return true
		}
		p := in.e.c.Path(name)
		st, err := in.e.c.FS.Stat(p)
		if err == nil && st.IsDir() {
			in.e.out.flush()
			fmt.Fprintf(in.e.c.Stderr, "%s: read error on %s: Is a directory\n", in.e.c.Name, name)
			in.e.fatal = true
			return false
		}
		f, err := in.e.c.FS.Open(p)
		if err != nil {
			in.e.out.flush()
			fmt.Fprintf(in.e.c.Stderr, "%s: can't read %s: %s\n", in.e.c.Name, name, vfs.Reason(err))
			in.status = 2
			continue
		}
		in.r = command.NewLineReader(f, int64(in.e.limit))
		in.closer = f
		in.cur = name
		return true
	}
	return false
}

// fill makes sure the next line, if any, is buffered.
func (in *input) fill() bool {
	if in.have {
		return true
	}
	for !in.e.fatal {
		if in.r == nil {
			if !in.open() {
				return false
			}
		}
		b, err := in.r.ReadLine('\n')
		if command.IsTooLarge(err) {
			in.e.fail(err.Error())
			return false
		}
		if len(b) > 0 {
			s := string(b)
			in.nl = s[len(s)-1] == '\n'
			if in.nl {
				s = s[:len(s)-1]
			}
			in.line, in.have, in.lfile = s, true, in.cur
			return true
		}
		if err != nil {
			if in.closer != nil {
				in.closer.Close()
				in.closer = nil
			}
			in.r = nil
		}
	}
	return false
}

// next returns the next line; ok is false at the end of the input.
func (in *input) next() (line string, nl, ok bool) {
	if !in.fill() {
		return "", false, false
	}
	in.have = false
	line, nl = in.line, in.nl
	if !nl && in.fill() {
		nl = true
	}
	return line, nl, true
}

func (in *input) last() bool { return !in.fill() }

// readLine loads the next line into the pattern space.
func (e *engine) readLine() bool {
	line, nl, ok := e.in.next()
	if !ok {
		return false
	}
	e.ps, e.chomped = line, nl
	e.lineNo++
	e.replaced = false
	return true
}

func (e *engine) process() {
	for !e.quit && !e.fatal {
		if e.ctx.Err() != nil {
			return
		}
		if !e.readLine() {
			return
		}
		e.cycle()
	}
}

// cycle runs the script over the pattern space, possibly restarting for
// D, then does the end-of-cycle output.
func (e *engine) cycle() {
	for {
		restart, autoprint := e.exec()
		if autoprint && !e.quiet {
			e.out.write(e.ps, e.chomped)
		}
		e.dumpAppend()
		if !restart || e.quit || e.fatal || e.ctx.Err() != nil {
			return
		}
	}
}

func (e *engine) dumpAppend() {
	for _, q := range e.appendQ {
		switch {
		case q.rfile == "":
			e.out.raw(q.text)
		case q.rline:
			r := e.rfiles[q.rfile]
			if r == nil {
				f, err := e.c.Open(q.rfile)
				if err != nil {
					continue
				}
				r = command.NewLineReader(f, int64(e.limit))
				e.rfiles[q.rfile] = r
			}
			s, err := r.ReadLine('\n')
			if command.IsTooLarge(err) {
				e.fail(err.Error())
				return
			}
			if len(s) > 0 {
				e.out.raw(strings.TrimSuffix(string(s), "\n") + "\n")
			}
		default:
			name := q.rfile
			var data []byte
			if name == "/dev/stdin" || name == "-" {
				var err error
				data, err = e.c.ReadAll(e.ctx, e.c.Stdin)
				if command.IsTooLarge(err) {
					e.fail(err.Error())
					return
				}
			} else {
				var err error
				data, err = e.c.FS.ReadFile(e.c.Path(name))
				if err != nil {
					continue
				}
			}
			e.out.raw(string(data))
		}
	}
	e.appendQ, e.queued = e.appendQ[:0], 0
}

func (e *engine) matchRe(re *regexp.Regexp, s string) bool {
	if re == nil {
		re = e.lastRe
		if re == nil {
			e.fail("no previous regular expression")
			return false
		}
	}
	e.lastRe = re
	return re.MatchString(s)
}

func (e *engine) fail(msg string) {
	if !e.fatal {
		e.out.flush()
		fmt.Fprintf(e.c.Stderr, "%s: %s\n", e.c.Name, msg)
	}
	e.fatal = true
}

func (e *engine) matchOne(a *address) bool {
	switch a.kind {
	case addrLine:
		return e.lineNo == a.n
	case addrLast:
		return e.in.last()
	case addrRegex:
		return e.matchRe(a.re, e.ps)
	case addrStep:
		if a.step <= 0 {
			return e.lineNo == a.n
		}
		return e.lineNo >= a.n && (e.lineNo-a.n)%a.step == 0
	}
	return false
}

func (e *engine) selected(cm *cmd) bool {
	if cm.a1 == nil {
		return true
	}
	if cm.a2 == nil {
		return e.matchOne(cm.a1)
	}
	if cm.active {
		switch cm.a2.kind {
		case addrRegex:
			if e.matchRe(cm.a2.re, e.ps) {
				cm.active = false
			}
		case addrLine:
			if e.lineNo >= cm.a2.n {
				cm.active = false
			}
		case addrPlus, addrTilde:
			if e.lineNo >= cm.rangeEnd {
				cm.active = false
			}
		case addrLast:
			if e.in.last() {
				cm.active = false
			}
		}
		return true
	}
	if !e.matchOne(cm.a1) {
		return false
	}
	switch cm.a2.kind {
	case addrLine:
		cm.active = cm.a2.n > e.lineNo
	case addrPlus:
		cm.rangeEnd = e.lineNo + cm.a2.n
		cm.active = cm.a2.n > 0
	case addrTilde:
		if cm.a2.n <= 0 || e.lineNo%cm.a2.n == 0 {
			cm.active = false
		} else {
			cm.rangeEnd = (e.lineNo/cm.a2.n + 1) * cm.a2.n
			cm.active = true
		}
	case addrLast:
		cm.active = !e.in.last()
	default:
		cm.active = true
	}
	return true
}

// queueCost is what one entry of the append queue costs beside its text.
const queueCost = 48

// queue adds to what the end of the cycle appends (a, r, R), failing sed
// once that passes the limit: a loop of a within one cycle would
// otherwise queue without end.
func (e *engine) queue(q queued) {
	e.queued += len(q.text) + queueCost
	if e.queued > e.limit {
		e.fail((&command.TooLargeError{What: "append queue", Limit: int64(e.limit)}).Error())
		return
	}
	e.appendQ = append(e.appendQ, q)
}

// checkSize fails sed, as GNU's fails when it cannot re-allocate
// memory (status 4), once the pattern or hold space passes the limit.
func (e *engine) checkSize() bool {
	switch {
	case len(e.ps) > e.limit:
		e.fail((&command.TooLargeError{What: "pattern space", Limit: int64(e.limit)}).Error())
	case len(e.hs) > e.limit:
		e.fail((&command.TooLargeError{What: "hold space", Limit: int64(e.limit)}).Error())
	default:
		return true
	}
	return false
}

// exec runs the script once. restart asks for another run over the
// pattern space without reading input (D); autoprint says whether the
// end of cycle prints the pattern space.
func (e *engine) exec() (restart, autoprint bool) {
	pc := 0
	for pc < len(e.cmds) {
		if e.fatal {
			return false, false
		}
		e.steps++
		if e.steps&1023 == 0 && e.ctx.Err() != nil {
			return false, false
		}
		cm := e.cmds[pc]
		sel := e.selected(cm)
		if e.fatal {
			return false, false
		}
		if sel == cm.neg {
			if cm.name == '{' {
				pc = cm.target
				continue
			}
			pc++
			continue
		}
		pc++
		switch cm.name {
		case '{', '}', ':':
		case '=':
			e.out.raw(itoa(e.lineNo) + "\n")
		case 'a':
			e.queue(queued{text: cm.text})
		case 'i':
			e.out.raw(cm.text)
		case 'c':
			if cm.a2 == nil || !cm.active || cm.neg {
				e.out.raw(cm.text)
			}
			return false, false
		case 'd':
			return false, false
		case 'D':
			i := strings.IndexByte(e.ps, '\n')
			if i < 0 {
				return false, false
			}
			e.ps = e.ps[i+1:]
			return true, false
		case 'F':
			e.out.raw(e.in.lfile + "\n")
		case 'g':
			e.ps = e.hs
		case 'G':
			e.ps += "\n" + e.hs
		case 'h':
			e.hs = e.ps
		case 'H':
			e.hs += "\n" + e.ps
		case 'x':
			e.ps, e.hs = e.hs, e.ps
		case 'z':
			e.ps = ""
		case 'l':
			w := e.width
			if cm.hasNum {
				w = cm.num
			}
			escapeL(e.out, e.ps, w)
		case 'n':
			if e.in.last() {
				e.quit = true
				e.exit = 0
				return false, true
			}
			if !e.quiet {
				e.out.write(e.ps, e.chomped)
			}
			e.dumpAppend()
			e.readLine()
		case 'N':
			if e.in.last() {
				e.quit = true
				e.exit = 0
				return false, true
			}
			e.dumpAppend()
			ps := e.ps
			e.readLine()
			e.ps = ps + "\n" + e.ps
		case 'p':
			e.out.write(e.ps, e.chomped)
		case 'P':
			if i := strings.IndexByte(e.ps, '\n'); i >= 0 {
				e.out.write(e.ps[:i], true)
			} else {
				e.out.write(e.ps, e.chomped)
			}
		case 'q':
			e.quit, e.exit = true, cm.num
			return false, true
		case 'Q':
			e.quit, e.exit = true, cm.num
			return false, false
		case 'r':
			e.queue(queued{rfile: cm.fname})
		case 'R':
			e.queue(queued{rfile: cm.fname, rline: true})
		case 'w':
			e.wfiles[cm.fname].write(e.ps, true)
		case 'W':
			s := e.ps
			if i := strings.IndexByte(s, '\n'); i >= 0 {
				s = s[:i]
			}
			e.wfiles[cm.fname].write(s, true)
		case 'b':
			pc = cm.target
		case 't':
			if e.replaced {
				e.replaced = false
				pc = cm.target
			}
		case 'T':
			if !e.replaced {
				pc = cm.target
			} else {
				e.replaced = false
			}
		case 's':
			e.substitute(cm.s)
		case 'y':
			e.ps = strings.Map(func(r rune) rune {
				if t, ok := cm.y[r]; ok {
					return t
				}
				return r
			}, e.ps)
		}
		if !e.checkSize() {
			return false, false
		}
	}
	return false, true
}

func (e *engine) substitute(s *subst) {
	re := s.re
	if re == nil {
		re = e.lastRe
		if re == nil {
			e.fail("no previous regular expression")
			return
		}
	}
	e.lastRe = re
	// The matches are listed first: at most as many as the limit holds.
	n := s.nth
	most := min(e.limit/matchCost, len(e.ps)+1)
	if s.global {
		n = most + 1
	}
	ms := re.FindAllStringSubmatchIndex(e.ps, n)
	if len(ms) > most {
		e.fail((&command.TooLargeError{What: "match list", Limit: int64(e.limit)}).Error())
		return
	}
	if len(ms) < s.nth {
		return
	}
	var b strings.Builder
	last := 0
	for i, m := range ms {
		if i+1 < s.nth {
			continue
		}
		b.WriteString(e.ps[last:m[0]])
		if !e.appendRepl(&b, s, m) {
			e.fail((&command.TooLargeError{What: "pattern space", Limit: int64(e.limit)}).Error())
			return
		}
		last = m[1]
	}
	b.WriteString(e.ps[last:])
	e.ps = b.String()
	e.replaced = true
	if s.print {
		e.out.write(e.ps, e.chomped)
	}
	if s.wfile != "" {
		e.wfiles[s.wfile].write(e.ps, true)
	}
}

// appendRepl writes the replacement of one match; false when the result
// would pass the limit (s/x/&&&&&&&&/g over a long line), checked before
// each piece is written.
func (e *engine) appendRepl(b *strings.Builder, s *subst, m []int) bool {
	fits := func(n int) bool { return b.Len()+n <= e.limit }
	if !s.hasCase {
		for _, p := range s.repl {
			if p.group < 0 {
				if !fits(len(p.lit)) {
					return false
				}
				b.WriteString(p.lit)
			} else if 2*p.group+1 < len(m) && m[2*p.group] >= 0 {
				if !fits(m[2*p.group+1] - m[2*p.group]) {
					return false
				}
				b.WriteString(e.ps[m[2*p.group]:m[2*p.group+1]])
			}
		}
		return true
	}
	var mode, one byte
	put := func(t string) {
		for _, r := range t {
			switch {
			case one == 'u':
				r = unicode.ToUpper(r)
				one = 0
			case one == 'l':
				r = unicode.ToLower(r)
				one = 0
			case mode == 'U':
				r = unicode.ToUpper(r)
			case mode == 'L':
				r = unicode.ToLower(r)
			}
			b.WriteRune(r)
		}
	}
	for _, p := range s.repl {
		switch {
		case p.group == -2:
			switch p.cas {
			case 'U', 'L':
				mode, one = p.cas, 0
			case 'E':
				mode, one = 0, 0
			default:
				one = p.cas
			}
		case p.group < 0:
			if !fits(len(p.lit)) {
				return false
			}
			put(p.lit)
		case 2*p.group+1 < len(m) && m[2*p.group] >= 0:
			if !fits(m[2*p.group+1] - m[2*p.group]) {
				return false
			}
			put(e.ps[m[2*p.group]:m[2*p.group+1]])
		}
	}
	return true
}

// escapeL writes s to o as the l command renders it, wrapping at width,
// a piece at a time: the rendering is up to four times as long as s.
func escapeL(o *output, s string, width int) {
	var b strings.Builder
	col := 0
	emit := func(t string) {
		if width > 1 && col+len(t) > width-1 {
			b.WriteString("\\\n")
			col = 0
		}
		b.WriteString(t)
		col += len(t)
		if b.Len() >= 32*1024 {
			o.raw(b.String())
			b.Reset()
		}
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch c {
		case '\\':
			emit(`\\`)
		case '\a':
			emit(`\a`)
		case '\b':
			emit(`\b`)
		case '\f':
			emit(`\f`)
		case '\n':
			emit(`\n`)
		case '\r':
			emit(`\r`)
		case '\t':
			emit(`\t`)
		case '\v':
			emit(`\v`)
		default:
			if c < ' ' || c >= 0x7f {
				emit(fmt.Sprintf("\\%03o", c))
			} else {
				emit(string(c))
			}
		}
	}
	b.WriteString("$\n")
	o.raw(b.String())
}

// boundedBuffer holds what sed -i writes until it replaces the file: past
// max bytes, its writes fail with a *command.TooLargeError.
type boundedBuffer struct {
	b   bytes.Buffer
	max int
}

func (w *boundedBuffer) Write(p []byte) (int, error) {
	if w.b.Len()+len(p) > w.max {
		return 0, &command.TooLargeError{What: "output", Limit: int64(w.max)}
	}
	return w.b.Write(p)
}
