// Package grep is the sandbox's grep (and egrep, fgrep): GNU grep's
// matching, output format and exit statuses over the session's in-memory
// filesystem. Patterns are POSIX basic (default), extended (-E), fixed
// strings (-F) or Go regexp syntax standing in for Perl (-P).
package grep

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"path"
	"regexp"
	"strconv"
	"strings"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/regex"
)

// Command runs grep. Options: -E -F -G -P -i -y --no-ignore-case -v -w -x
// -c -o -l -L -q -s -n -b -h -H -r -R -a -A -B -C -NUM -e -f -m
// --include --exclude --exclude-dir --color=never|auto --label
// --group-separator --no-group-separator --line-buffered.
// The status is 0 when a line is selected, 1 when none is and 2 on an
// error (unless -q selected a line).
func Command(ctx context.Context, c *command.Call) error { return run(ctx, c, 0) }

// EgrepCommand runs grep -E.
func EgrepCommand(ctx context.Context, c *command.Call) error { return run(ctx, c, 'E') }

// FgrepCommand runs grep -F.
func FgrepCommand(ctx context.Context, c *command.Call) error { return run(ctx, c, 'F') }

type options struct {
	mode                                  byte // G E F P
	icase, invert, word, line             bool
	count, only, filesWith, filesWithout  bool
	quiet, silent, text, lineNum, byteOff bool
	recursive                             bool
	withName, noName                      bool
	after, before                         int
	maxCount                              int
	include, exclude, excludeDir          []string
	label                                 string
	groupSep                              string
	noGroupSep                            bool
	patterns                              []string
	havePattern                           bool
	patFiles                              []string
}

// grepper holds one run's state.
type grepper struct {
	ctx      context.Context
	c        *command.Call
	o        options
	re       *regexp.Regexp // nil: no pattern can match
	wordGrp  bool           // the match is submatch 1 (-w)
	out      *bufio.Writer
	prefix   bool
	selected bool
	errored  bool
	printed  bool // any line or separator printed (for "--" between files)
	done     bool // -q matched: stop everything
}

func run(ctx context.Context, c *command.Call, forced byte) error {
	var o options
	o.mode = 'G'
	if forced != 0 {
		o.mode = forced
	}
	o.maxCount = -1
	o.groupSep = "--"
	ctxNum := -1
	digits := false
	fs := command.NewFlagSet(c.Name)
	setMode := func(m byte) func(string) error {
		return func(string) error { o.mode = m; return nil }
	}
	fs.Func('E', "extended-regexp", false, setMode('E'))
	fs.Func('F', "fixed-strings", false, setMode('F'))
	fs.Func('G', "basic-regexp", false, setMode('G'))
	fs.Func('P', "perl-regexp", false, setMode('P'))
	fs.Func('i', "ignore-case", false, func(string) error { o.icase = true; return nil })
	fs.Func('y', "", false, func(string) error { o.icase = true; return nil })
	fs.Func(0, "no-ignore-case", false, func(string) error { o.icase = false; return nil })
	fs.Func('v', "invert-match", false, func(string) error { o.invert = true; return nil })
	fs.Func('w', "word-regexp", false, func(string) error { o.word = true; return nil })
	fs.Func('x', "line-regexp", false, func(string) error { o.line = true; return nil })
	fs.Func('c', "count", false, func(string) error { o.count = true; return nil })
	fs.Func('o', "only-matching", false, func(string) error { o.only = true; return nil })
	fs.Func('l', "files-with-matches", false, func(string) error { o.filesWith = true; o.filesWithout = false; return nil })
	fs.Func('L', "files-without-match", false, func(string) error { o.filesWithout = true; o.filesWith = false; return nil })
	fs.Func('q', "quiet", false, func(string) error { o.quiet = true; return nil })
	fs.Func(0, "silent", false, func(string) error { o.quiet = true; return nil })
	fs.Func('s', "no-messages", false, func(string) error { o.silent = true; return nil })
	fs.Func('n', "line-number", false, func(string) error { o.lineNum = true; return nil })
	fs.Func('b', "byte-offset", false, func(string) error { o.byteOff = true; return nil })
	fs.Func('h', "no-filename", false, func(string) error { o.noName = true; o.withName = false; return nil })
	fs.Func('H', "with-filename", false, func(string) error { o.withName = true; o.noName = false; return nil })
	fs.Func('r', "recursive", false, func(string) error { o.recursive = true; return nil })
	fs.Func('R', "dereference-recursive", false, func(string) error { o.recursive = true; return nil })
	fs.Func('a', "text", false, func(string) error { o.text = true; return nil })
	fs.Func(0, "line-buffered", false, func(string) error { return nil })
	// A bad number is GNU's message, without the option parser's prefix;
	// the first one is reported, as GNU stops there.
	var bad string
	num := func(dst *int) func(string) error {
		return func(v string) error {
			n, ok := grepNumber(v)
			if !ok || n < 0 {
				if bad == "" {
					bad = v + ": invalid context length argument"
				}
				return nil
			}
			*dst = int(min(n, 1<<30)) // past int64 too, as GNU's
			return nil
		}
	}
	fs.Func('A', "after-context", true, num(&o.after))
	fs.Func('B', "before-context", true, num(&o.before))
	fs.Func('C', "context", true, num(&ctxNum))
	for d := '0'; d <= '9'; d++ {
		d := d
		fs.Func(d, "", false, func(string) error {
			if !digits || ctxNum < 0 {
				ctxNum = 0
			}
			digits = true
			if ctxNum < 1<<26 {
				ctxNum = ctxNum*10 + int(d-'0')
			}
			return nil
		})
	}
	fs.Func('e', "regexp", true, func(v string) error {
		o.patterns = append(o.patterns, strings.Split(v, "\n")...)
		o.havePattern = true
		return nil
	})
	fs.Func('f', "file", true, func(v string) error {
		o.patFiles = append(o.patFiles, v)
		o.havePattern = true
		return nil
	})
	fs.Func('m', "max-count", true, func(v string) error {
		n, ok := grepNumber(v)
		if !ok {
			if bad == "" {
				bad = "invalid max count"
			}
			return nil
		}
		if n < 0 || n > 1<<62 {
			n = -1
		}
		o.maxCount = int(n)
		return nil
	})
	fs.Func(0, "include", true, func(v string) error { o.include = append(o.include, v); return nil })
	fs.Func(0, "exclude", true, func(v string) error { o.exclude = append(o.exclude, v); return nil })
	fs.Func(0, "exclude-dir", true, func(v string) error { o.excludeDir = append(o.excludeDir, v); return nil })
	color := func(v string) error {
		switch v {
		case "never", "auto", "none", "no", "tty", "if-tty":
			return nil
		}
		if v == "always" || v == "yes" || v == "force" {
			return fmt.Errorf("coloured output is not supported")
		}
		return fmt.Errorf("invalid argument %q", v)
	}
	fs.Func(0, "color", true, color)
	fs.Func(0, "colour", true, color)
	fs.Func(0, "label", true, func(v string) error { o.label = v; return nil })
	fs.Func(0, "group-separator", true, func(v string) error { o.groupSep = v; o.noGroupSep = false; return nil })
	fs.Func(0, "no-group-separator", false, func(string) error { o.noGroupSep = true; return nil })

	// --color and --colour take an optional value.
	args := make([]string, len(c.Args))
	for i, a := range c.Args {
		if a == "--" {
			copy(args[i:], c.Args[i:])
			break
		}
		if a == "--color" || a == "--colour" {
			a += "=auto"
		}
		args[i] = a
	}
	operands, err := fs.Parse(args)
	if err != nil {
		return c.UsageError("%v", err)
	}
	if bad != "" {
		return c.Fail(2, "%s", bad)
	}
	if ctxNum >= 0 {
		// -C and -NUM set both sides unless -A / -B were given.
		if !flagGiven(c.Args, 'A', "after-context") {
			o.after = ctxNum
		}
		if !flagGiven(c.Args, 'B', "before-context") {
			o.before = ctxNum
		}
	}
	if !o.havePattern {
		if len(operands) == 0 {
			fmt.Fprintf(c.Stderr, "Usage: %s [OPTION]... PATTERNS [FILE]...\nTry '%s --help' for more information.\n", c.Name, c.Name)
			return command.Status(2)
		}
		o.patterns = strings.Split(operands[0], "\n")
		operands = operands[1:]
	}
	for _, f := range o.patFiles {
		data, err := readAll(ctx, c, f)
		if err != nil {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			if command.IsTooLarge(err) {
				return c.Fail(2, "%v", err)
			}
			return c.Fail(2, "%s: %s", f, reason(err))
		}
		if len(data) > 0 {
			s := strings.TrimSuffix(string(data), "\n")
			o.patterns = append(o.patterns, strings.Split(s, "\n")...)
		}
	}
	// Go's regexp takes some fifty times the patterns' size to compile
	// them: bound them so the compiled form keeps within the limit.
	size := 0
	for _, p := range o.patterns {
		size += len(p) + 1
	}
	if max := c.BufferLimit() / patternCost; int64(size) > max {
		return c.Fail(2, "%v", &command.TooLargeError{What: "patterns", Limit: max})
	}
	g := &grepper{ctx: ctx, c: c, o: o, out: bufio.NewWriterSize(c.Stdout, 8*1024)}
	if err := g.compile(); err != nil {
		return c.Fail(2, "%s", err.Error())
	}
	if o.maxCount == 0 {
		return command.Status(1)
	}
	noOperand := len(operands) == 0
	if noOperand {
		if o.recursive {
			operands = []string{"."}
		} else {
			operands = []string{"-"}
		}
	}
	g.prefix = o.withName || (!o.noName && (len(operands) > 1 || o.recursive && (noOperand || g.isDir(operands[0]))))
	for _, name := range operands {
		if g.done {
			break
		}
		if err := ctx.Err(); err != nil {
			g.out.Flush()
			return err
		}
		if o.recursive && noOperand {
			g.walkDir(".", "", true)
			continue
		}
		g.operand(name)
	}
	if err := g.out.Flush(); err != nil {
		return command.Status(2)
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	switch {
	case g.quietMatched():
		return nil
	case g.errored:
		return command.Status(2)
	case g.selected:
		return nil
	}
	return command.Status(1)
}

func (g *grepper) isDir(name string) bool {
	if name == "-" {
		return false
	}
	st, err := g.c.FS.Stat(g.c.Path(name))
	return err == nil && st.IsDir()
}

func (g *grepper) quietMatched() bool { return g.o.quiet && g.selected }

// flagGiven reports whether an explicit -X or --long option is in args.
func flagGiven(args []string, short rune, long string) bool {
	for _, a := range args {
		if a == "--" {
			return false
		}
		if strings.HasPrefix(a, "--") {
			name, _, _ := strings.Cut(a[2:], "=")
			if name != "" && strings.HasPrefix(long, name) {
				return true
			}
			continue
		}
		if len(a) > 1 && a[0] == '-' && a[1] == byte(short) {
			return true
		}
	}
	return false
}

func reason(err error) string { return vfsReason(err) }

// patternCost is how many bytes of the buffer limit one byte of pattern
// takes once compiled.
const patternCost = 64

// matchCost is what one match costs in the list of a line's matches (-o).
const matchCost = 40

// ctxLineCost is what a line of -B context costs beside its bytes.
const ctxLineCost = 48

func readAll(ctx context.Context, c *command.Call, name string) ([]byte, error) {
	f, err := c.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return c.ReadAll(ctx, f)
}

// compile builds one Go expression from every pattern.
func (g *grepper) compile() error {
	o := g.o
	if len(o.patterns) == 0 {
		return nil
	}
	parts := make([]string, 0, len(o.patterns))
	for _, p := range o.patterns {
		var s string
		switch o.mode {
		case 'F':
			s = quoteFixed(p)
		case 'P':
			if _, err := regexp.Compile(p); err != nil {
				return fmt.Errorf("unsupported or invalid Perl regular expression (Go syntax, no look-around or back-references): %v", err)
			}
			s = p
		default:
			if o.mode == 'E' && p != "" && strings.ContainsRune("*+?", rune(p[0])) {
				fmt.Fprintf(g.c.Stderr, "%s: warning: %c at start of expression\n", g.c.Name, p[0])
			}
			t, err := regex.Translate(p, regex.Options{ERE: o.mode == 'E'})
			if err != nil {
				return err
			}
			s = t
		}
		parts = append(parts, "(?:"+s+")")
	}
	all := strings.Join(parts, "|")
	switch {
	case o.line:
		all = "^(?:" + all + ")$"
	case o.word:
		all = `(?:^|[^\pL\pN_])(` + all + `)(?:[^\pL\pN_]|$)`
		g.wordGrp = true
	}
	flags := "(?s)"
	if o.icase {
		flags += "(?i)"
	}
	re, err := regexp.Compile(flags + all)
	if err != nil {
		msg := err.Error()
		if strings.Contains(msg, "repeat count") || strings.Contains(msg, "too large") {
			return &regex.Error{Msg: "Regular expression too big"}
		}
		return &regex.Error{Msg: "Invalid regular expression"}
	}
	if o.mode != 'P' {
		re.Longest()
	}
	g.re = re
	return nil
}

func quoteFixed(p string) string {
	var b strings.Builder
	for _, r := range p {
		if r < ' ' || r == 0x7f {
			fmt.Fprintf(&b, `\x{%x}`, r)
			continue
		}
		b.WriteString(regexp.QuoteMeta(string(r)))
	}
	return b.String()
}

// matches reports whether line contains a match.
func (g *grepper) matches(line []byte) bool {
	if g.re == nil {
		return false
	}
	return g.re.Match(line)
}

// eachMatch calls fn with the start and end of each non-overlapping match.
// The matches of a line are listed first: more of them than the buffer
// limit can hold is a *command.TooLargeError.
func (g *grepper) eachMatch(line []byte, fn func(s, e int)) error {
	if g.re == nil {
		return nil
	}
	if !g.wordGrp {
		limit := g.c.BufferLimit()
		n := int(min(limit/matchCost, int64(len(line))+1))
		ms := g.re.FindAllIndex(line, n+1)
		if len(ms) > n {
			return &command.TooLargeError{What: "match list", Limit: limit}
		}
		for _, m := range ms {
			fn(m[0], m[1])
		}
		return nil
	}
	pos := 0
	for pos <= len(line) {
		m := g.re.FindSubmatchIndex(line[pos:])
		if m == nil {
			return nil
		}
		s, e := pos+m[2], pos+m[3]
		fn(s, e)
		if e == s {
			e++
		}
		pos = e
	}
	return nil
}

func (g *grepper) excluded(name string, dir bool) bool {
	base := path.Base(name)
	match := func(globs []string) bool {
		for _, gl := range globs {
			if ok, _ := path.Match(gl, base); ok {
				return true
			}
			if ok, _ := path.Match(gl, name); ok {
				return true
			}
		}
		return false
	}
	if dir {
		return match(g.o.excludeDir)
	}
	if match(g.o.exclude) {
		return true
	}
	return len(g.o.include) > 0 && !match(g.o.include)
}

func (g *grepper) fileErr(name string, err error) {
	g.errored = true
	if !g.o.silent {
		g.out.Flush()
		fmt.Fprintf(g.c.Stderr, "%s: %s: %s\n", g.c.Name, name, vfsReason(err))
	}
}

// operand greps one command-line operand.
func (g *grepper) operand(name string) {
	if name == "-" {
		label := g.o.label
		if label == "" {
			label = "(standard input)"
		}
		g.file(label, g.c.Stdin)
		return
	}
	p := g.c.Path(name)
	st, err := g.c.FS.Stat(p)
	if err != nil {
		g.fileErr(name, err)
		return
	}
	if st.IsDir() {
		if g.o.recursive {
			if !g.excluded(name, true) {
				g.walkDir(name, name, false)
			}
			return
		}
		g.fileErr(name, errIsDir)
		// GNU still reports a count of 0 or lists the file under -L.
		g.file(name, strings.NewReader(""))
		return
	}
	if g.excluded(name, false) {
		return
	}
	f, err := g.c.FS.Open(p)
	if err != nil {
		g.fileErr(name, err)
		return
	}
	defer f.Close()
	g.file(name, f)
}

// walkDir greps every file below dir; shown is the name prefix to print
// ("" when grep -r was given no operand).
func (g *grepper) walkDir(dir, shown string, top bool) {
	if g.done || g.ctx.Err() != nil {
		return
	}
	ents, err := g.c.FS.ReadDir(g.c.Path(dir))
	if err != nil {
		g.fileErr(dir, err)
		return
	}
	for _, e := range ents {
		if g.done || g.ctx.Err() != nil {
			return
		}
		child := path.Join(dir, e.Name())
		name := e.Name()
		if shown != "" {
			name = strings.TrimSuffix(shown, "/") + "/" + e.Name()
		}
		if e.IsDir() {
			if g.excluded(name, true) {
				continue
			}
			g.walkDir(child, name, false)
			continue
		}
		if g.excluded(name, false) {
			continue
		}
		f, err := g.c.FS.Open(g.c.Path(child))
		if err != nil {
			g.fileErr(name, err)
			continue
		}
		g.file(name, f)
		f.Close()
	}
}

type ctxLine struct {
	num  int
	off  int64
	text []byte
}

// tooLarge reports a line, a context or a match list past the buffer
// limit, as GNU grep reports memory exhausted: status 2. The rest of the
// stream is left unread.
func (g *grepper) tooLarge(err error) {
	g.errored = true
	g.out.Flush()
	fmt.Fprintf(g.c.Stderr, "%s: %v\n", g.c.Name, err)
}

// file greps one stream. A line is at most the buffer limit long, and
// the lines of -B context held at most the limit together.
func (g *grepper) file(name string, r io.Reader) {
	o := g.o
	br := bufio.NewReaderSize(r, 32*1024) // the binary check peeks 32 KiB
	binary := false
	if !o.text {
		head, _ := br.Peek(32 * 1024)
		binary = bytes.IndexByte(head, 0) >= 0
	}
	limit := g.c.BufferLimit()
	lr := command.NewLineReader(br, limit)
	held := g.c.Budget("context")
	var failed error // a bound passed while emitting
	listOnly := o.filesWith || o.filesWithout || o.quiet
	output := !o.count && !listOnly
	var (
		num       int
		off       int64
		count     int
		afterLeft int
		lastOut   int       // number of the last line printed (0: none)
		before    []ctxLine // the -B window is before[bh:]
		bh        int
		stopAt    = -1 // line after which to stop (-m reached): trailing context only
	)
	sep := func(n int) {
		if o.noGroupSep || (o.after == 0 && o.before == 0) {
			return
		}
		if (lastOut > 0 && n > lastOut+1) || (lastOut == 0 && g.printed) {
			g.out.WriteString(o.groupSep)
			g.out.WriteByte('\n')
		}
	}
	emit := func(n int, lineOff int64, text []byte, sepc byte) {
		sep(n)
		lastOut = n
		g.printed = true
		if o.only {
			if sepc != ':' {
				return
			}
			err := g.eachMatch(text, func(s, e int) {
				if s == e {
					return
				}
				g.linePrefix(name, n, lineOff+int64(s), sepc)
				g.out.Write(text[s:e])
				g.out.WriteByte('\n')
			})
			if err != nil && failed == nil {
				failed = err
			}
			return
		}
		g.linePrefix(name, n, lineOff, sepc)
		g.out.Write(text)
		g.out.WriteByte('\n')
	}
	for {
		if g.ctx.Err() != nil {
			return
		}
		if failed != nil {
			g.tooLarge(failed)
			return
		}
		raw, err := lr.ReadLine('\n')
		var line []byte
		if command.IsTooLarge(err) {
			g.tooLarge(err)
			return
		}
		if len(raw) == 0 && err != nil {
			break
		}
		lineLen := int64(len(raw))
		line = bytes.TrimSuffix(raw, []byte{'\n'})
		num++
		lineOff := off
		off += lineLen
		if stopAt >= 0 {
			// -m reached: only trailing context remains.
			if afterLeft <= 0 || !output {
				break
			}
			emit(num, lineOff, line, '-')
			afterLeft--
			if err != nil {
				break
			}
			continue
		}
		sel := g.matches(line) != o.invert
		if sel {
			count++
			g.selected = true
			if o.quiet {
				g.done = true
				return
			}
			if listOnly {
				break
			}
			if output {
				if !binary && !o.text && bytes.IndexByte(line, 0) >= 0 {
					binary = true
				}
				if binary {
					g.out.Flush()
					fmt.Fprintf(g.c.Stderr, "%s: %s: binary file matches\n", g.c.Name, name)
					return
				}
				for _, b := range before[bh:] {
					emit(b.num, b.off, b.text, '-')
				}
				before, bh = before[:0], 0
				held.Release(int(held.Used()))
				emit(num, lineOff, line, ':')
				afterLeft = o.after
			}
			if o.maxCount > 0 && count >= o.maxCount {
				stopAt = num
				if !output || afterLeft == 0 {
					break
				}
			}
		} else if output {
			switch {
			case afterLeft > 0:
				emit(num, lineOff, line, '-')
				afterLeft--
			case o.before > 0:
				if len(before)-bh == o.before {
					held.Release(len(before[bh].text) + ctxLineCost)
					before[bh] = ctxLine{}
					bh++
					if bh > 1024 && bh*2 > len(before) {
						before, bh = append(before[:0], before[bh:]...), 0
					}
				}
				before = append(before, ctxLine{num, lineOff, append([]byte(nil), line...)})
				if err := held.Add(len(line) + ctxLineCost); err != nil {
					g.tooLarge(err)
					return
				}
			}
		}
		if err != nil {
			break
		}
	}
	if failed != nil {
		g.tooLarge(failed)
		return
	}
	switch {
	case o.count:
		if g.prefix {
			g.out.WriteString(name)
			g.out.WriteByte(':')
		}
		g.out.WriteString(strconv.Itoa(count))
		g.out.WriteByte('\n')
	case o.filesWith && count > 0:
		g.out.WriteString(name)
		g.out.WriteByte('\n')
	case o.filesWithout && count == 0:
		g.out.WriteString(name)
		g.out.WriteByte('\n')
	}
}

func (g *grepper) linePrefix(name string, n int, off int64, sepc byte) {
	if g.prefix {
		g.out.WriteString(name)
		g.out.WriteByte(sepc)
	}
	if g.o.lineNum {
		g.out.WriteString(strconv.Itoa(n))
		g.out.WriteByte(sepc)
	}
	if g.o.byteOff {
		g.out.WriteString(strconv.FormatInt(off, 10))
		g.out.WriteByte(sepc)
	}
}

// grepNumber reads a count as GNU grep's xstrtoimax: blanks, a sign,
// digits; a number past int64 is taken as the largest (GNU accepts an
// overflow), anything else is not a number.
func grepNumber(v string) (int64, bool) {
	n, err := strconv.ParseInt(strings.TrimLeft(v, " \t\n\v\f\r"), 10, 64)
	var ne *strconv.NumError
	if errors.As(err, &ne) && ne.Err == strconv.ErrRange {
		return n, true // ParseInt gives the bound of the sign
	}
	return n, err == nil
}
