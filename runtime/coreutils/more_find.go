package coreutils

import (
	"bufio"
	"context"
	"fmt"
	"io/fs"
	"path"
	"strconv"
	"strings"
	"time"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// findEntry is one file find visits.
type findEntry struct {
	path  string // as printed
	full  string // absolute
	info  fs.FileInfo
	depth int
	start string // the starting point it was found under
}

// findExpr is a node of find's expression.
type findExpr interface {
	eval(r *findRun, e *findEntry) bool
}

type (
	findAnd  struct{ l, r findExpr }
	findOr   struct{ l, r findExpr }
	findNot  struct{ x findExpr }
	findList struct{ l, r findExpr }
	findPred func(r *findRun, e *findEntry) bool
)

func (x findAnd) eval(r *findRun, e *findEntry) bool {
	return x.l.eval(r, e) && !r.quit && x.r.eval(r, e)
}
func (x findOr) eval(r *findRun, e *findEntry) bool {
	return x.l.eval(r, e) || !r.quit && x.r.eval(r, e)
}
func (x findNot) eval(r *findRun, e *findEntry) bool { return !x.x.eval(r, e) }
func (x findList) eval(r *findRun, e *findEntry) bool {
	x.l.eval(r, e)
	return !r.quit && x.r.eval(r, e)
}
func (p findPred) eval(r *findRun, e *findEntry) bool { return p(r, e) }

// findRun is one run of find.
type findRun struct {
	c        *command.Call
	ctx      context.Context
	out      *bufio.Writer
	now      time.Time
	loc      *time.Location
	maxDepth int
	minDepth int
	depth    bool // -depth: a directory after its contents
	prune    bool // set by -prune for the current entry
	quit     bool
	status   int
	stop     error // ctx done or a write failure
	batches  []*findBatch
	follow   byte            // 'P' (never follow links), 'H' (starting points), 'L' (all)
	visiting map[uint64]bool // directories being walked with -L, to catch loops
}

// stat describes a file find visits: a symbolic link itself, unless -L
// (or -H for a starting point) asks to follow it; a dangling link stays
// a link.
func (r *findRun) stat(full string, top bool) (fs.FileInfo, error) {
	st, err := r.c.FS.Lstat(full)
	if err != nil || st.Mode()&fs.ModeSymlink == 0 {
		return st, err
	}
	if r.follow == 'L' || r.follow == 'H' && top {
		if t, terr := r.c.FS.Stat(full); terr == nil {
			return t, nil
		} else if vfs.Reason(terr) != "No such file or directory" {
			return nil, terr
		}
	}
	return st, nil
}

// findBatch collects the files of one -exec ... {} +.
type findBatch struct {
	argv  []string // with "{}" last, removed
	files []string
	size  int
}

// findCmd is find [-H|-L|-P] [PATH...] [EXPRESSION]: the files under each
// PATH (default .) for which EXPRESSION holds. Tests: -name -iname -path
// -ipath -wholename -type (f d l, or a comma list) -size -newer -mtime
// -mmin -empty -executable -true -false; actions: -print -print0 -printf
// -prune -delete -quit -exec CMD {} ; and -exec CMD {} +; operators ( ) !
// -not -a -and -o -or ,; options -maxdepth -mindepth -depth. -exec runs
// registered commands through c.Exec. Directories are read in name order
// (GNU uses on-disk order).
func findCmd(ctx context.Context, c *command.Call) error {
	args := c.Args
	follow := byte('P')
	for len(args) > 0 && (args[0] == "-H" || args[0] == "-L" || args[0] == "-P") {
		follow = args[0][1]
		args = args[1:]
	}
	var paths []string
	for len(args) > 0 {
		a := args[0]
		if a == "!" || a == "(" || a == ")" || a == "," || strings.HasPrefix(a, "-") && a != "-" {
			break
		}
		paths = append(paths, a)
		args = args[1:]
	}
	if len(paths) == 0 {
		paths = []string{"."}
	}
	now := time.Now()
	if c.Now != nil {
		now = c.Now()
	}
	r := &findRun{c: c, ctx: ctx, out: textNewOut(c), now: now, loc: filesLocation(c), maxDepth: -1, follow: follow}
	p := &findParser{r: r, args: args}
	expr, err := p.parse()
	if err != nil {
		return err
	}
	if !p.action {
		print := findPred(func(r *findRun, e *findEntry) bool { return r.write(e.path + "\n") })
		if expr == nil {
			expr = print
		} else {
			expr = findAnd{expr, print}
		}
	}
	for _, start := range paths {
		if r.quit || r.stop != nil {
			break
		}
		full := c.Path(start)
		st, err := r.stat(full, true)
		if err != nil {
			r.fail("%s: %s", filesQuote(start), vfs.Reason(err))
			continue
		}
		r.walk(expr, &findEntry{path: start, full: full, info: st, start: start})
	}
	for _, b := range r.batches {
		if r.stop == nil && len(b.files) > 0 {
			r.runBatch(b)
		}
	}
	if r.stop != nil {
		return r.stop
	}
	return textFinish(ctx, c, r.out, r.status)
}

// fail reports an error and makes the status 1.
func (r *findRun) fail(format string, args ...any) {
	r.out.Flush()
	r.c.Errorf(format, args...)
	r.status = 1
}

// write prints s; it returns true, as -print does.
func (r *findRun) write(s string) bool {
	if r.stop != nil {
		return true
	}
	if _, err := r.out.WriteString(s); err != nil {
		r.stop = textWriteFail(r.ctx, r.c, err)
		r.quit = true
	}
	return true
}

func (r *findRun) walk(expr findExpr, e *findEntry) {
	if r.quit {
		return
	}
	if err := r.ctx.Err(); err != nil {
		r.stop, r.quit = err, true
		return
	}
	inRange := e.depth >= r.minDepth && (r.maxDepth < 0 || e.depth <= r.maxDepth)
	r.prune = false
	if !r.depth && inRange {
		expr.eval(r, e)
	}
	descend := e.info.IsDir() && !(r.prune && !r.depth) && (r.maxDepth < 0 || e.depth < r.maxDepth)
	if vi, ok := e.info.(*vfs.FileInfo); ok && descend && r.follow != 'P' {
		if r.visiting == nil {
			r.visiting = map[uint64]bool{}
		}
		if r.visiting[vi.Ino()] {
			r.fail("File system loop detected; %s is part of the same file system loop as %s.", filesQuote(e.path), filesQuote(e.start))
			descend = false
		} else {
			r.visiting[vi.Ino()] = true
			defer delete(r.visiting, vi.Ino())
		}
	}
	if descend && !r.quit {
		ents, err := r.c.FS.ReadDir(e.full)
		if err != nil {
			r.fail("%s: %s", filesQuote(e.path), vfs.Reason(err))
		}
		for _, d := range ents {
			if r.quit {
				return
			}
			info, err := d.Info()
			if err != nil {
				continue
			}
			if r.follow == 'L' && info.Mode()&fs.ModeSymlink != 0 {
				if info, err = r.stat(path.Join(e.full, d.Name()), false); err != nil {
					r.fail("%s: %s", filesQuote(e.path+"/"+d.Name()), vfs.Reason(err))
					continue
				}
			}
			child := e.path + "/" + d.Name()
			if strings.HasSuffix(e.path, "/") {
				child = e.path + d.Name()
			}
			r.walk(expr, &findEntry{path: child, full: path.Join(e.full, d.Name()), info: info, depth: e.depth + 1, start: e.start})
		}
	}
	if r.depth && inRange && !r.quit {
		expr.eval(r, e)
	}
}

// access is -executable, -readable and -writable: the owner's bit of
// the file, a symbolic link followed (as access(2) follows it).
func (r *findRun) access(e *findEntry, bit fs.FileMode) bool {
	st := e.info
	if st.Mode()&fs.ModeSymlink != 0 {
		t, err := r.c.FS.Stat(e.full)
		if err != nil {
			return false
		}
		st = t
	}
	return st.Mode().Perm()&bit != 0
}

// findType is a file's -type letter: f, d or l.
func findType(st fs.FileInfo) byte {
	switch {
	case st.IsDir():
		return 'd'
	case st.Mode()&fs.ModeSymlink != 0:
		return 'l'
	}
	return 'f'
}

// findBase is the name -name matches: the last element, with trailing
// slashes of a starting point dropped.
func findBase(p string) string {
	t := strings.TrimRight(p, "/")
	if t == "" {
		return "/"
	}
	return t[strings.LastIndexByte(t, '/')+1:]
}

// findParser parses the expression.
type findParser struct {
	r      *findRun
	args   []string
	i      int
	action bool // an action other than -prune was seen
}

func (p *findParser) fail(format string, args ...any) error {
	return p.r.c.Errorf(format, args...)
}

func (p *findParser) parse() (findExpr, error) {
	if len(p.args) == 0 {
		return nil, nil
	}
	e, err := p.parseList()
	if err != nil {
		return nil, err
	}
	if p.i < len(p.args) {
		a := p.args[p.i]
		if a == ")" {
			return nil, p.fail("invalid expression; you have too many ')'")
		}
		return nil, p.fail("paths must precede expression: `%s'", a)
	}
	return e, nil
}

func (p *findParser) peek() string {
	if p.i < len(p.args) {
		return p.args[p.i]
	}
	return ""
}

func (p *findParser) parseList() (findExpr, error) {
	l, err := p.parseOr()
	if err != nil {
		return nil, err
	}
	for p.i < len(p.args) && p.peek() == "," {
		p.i++
		r, err := p.parseOr()
		if err != nil {
			return nil, err
		}
		l = findList{l, r}
	}
	return l, nil
}

func (p *findParser) parseOr() (findExpr, error) {
	l, err := p.parseAnd()
	if err != nil {
		return nil, err
	}
	for p.peek() == "-o" || p.peek() == "-or" {
		op := p.peek()
		p.i++
		if p.i >= len(p.args) {
			return nil, p.fail("expected an expression after '%s'", op)
		}
		r, err := p.parseAnd()
		if err != nil {
			return nil, err
		}
		l = findOr{l, r}
	}
	return l, nil
}

func (p *findParser) parseAnd() (findExpr, error) {
	l, err := p.parseUnary()
	if err != nil {
		return nil, err
	}
	for p.i < len(p.args) {
		a := p.peek()
		if a == "-o" || a == "-or" || a == ")" || a == "," {
			break
		}
		if a == "-a" || a == "-and" {
			p.i++
			if p.i >= len(p.args) {
				return nil, p.fail("expected an expression after '%s'", a)
			}
		}
		r, err := p.parseUnary()
		if err != nil {
			return nil, err
		}
		l = findAnd{l, r}
	}
	return l, nil
}

func (p *findParser) parseUnary() (findExpr, error) {
	a := p.peek()
	switch a {
	case "!", "-not":
		p.i++
		if p.i >= len(p.args) {
			return nil, p.fail("expected an expression after '%s'", a)
		}
		x, err := p.parseUnary()
		if err != nil {
			return nil, err
		}
		return findNot{x}, nil
	case "(":
		p.i++
		if p.i >= len(p.args) || p.peek() == ")" {
			if p.i < len(p.args) {
				return nil, p.fail("invalid expression; empty parentheses are not allowed.")
			}
			return nil, p.fail("invalid expression; I was expecting to find a ')' somewhere but did not see one.")
		}
		x, err := p.parseList()
		if err != nil {
			return nil, err
		}
		if p.peek() != ")" {
			return nil, p.fail("invalid expression; I was expecting to find a ')' somewhere but did not see one.")
		}
		p.i++
		return x, nil
	case "-o", "-or", "-a", "-and", ",":
		return nil, p.fail("invalid expression; you have used a binary operator '%s' with nothing before it.", a)
	case ")":
		return nil, p.fail("invalid expression; you have too many ')'")
	}
	return p.primary()
}

// arg returns the argument of the primary name.
func (p *findParser) arg(name string) (string, error) {
	if p.i >= len(p.args) {
		return "", p.fail("missing argument to `%s'", name)
	}
	v := p.args[p.i]
	p.i++
	return v, nil
}

func (p *findParser) primary() (findExpr, error) {
	name := p.args[p.i]
	p.i++
	r := p.r
	always := findPred(func(*findRun, *findEntry) bool { return true })
	switch name {
	case "-name", "-iname", "-path", "-wholename", "-ipath", "-iwholename":
		pat, err := p.arg(name)
		if err != nil {
			return nil, err
		}
		fold := name[1] == 'i'
		whole := strings.Contains(name, "path") || strings.Contains(name, "whole")
		if fold {
			pat = strings.ToLower(pat)
		}
		return findPred(func(_ *findRun, e *findEntry) bool {
			s := e.path
			if !whole {
				s = findBase(e.path)
			}
			if fold {
				s = strings.ToLower(s)
			}
			return findMatch(pat, s)
		}), nil
	case "-type":
		v, err := p.arg(name)
		if err != nil {
			return nil, err
		}
		var want []byte
		for _, t := range strings.Split(v, ",") {
			if len(t) != 1 || !strings.Contains("fdlbcps", t) {
				if t == "" || len(t) > 1 {
					return nil, p.fail("Must separate multiple arguments to -type using: ','")
				}
				return nil, p.fail("Unknown argument to -type: %s", t)
			}
			want = append(want, t[0])
		}
		return findPred(func(_ *findRun, e *findEntry) bool {
			return strings.IndexByte(string(want), findType(e.info)) >= 0
		}), nil
	case "-maxdepth", "-mindepth":
		v, err := p.arg(name)
		if err != nil {
			return nil, err
		}
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || strings.HasPrefix(v, "+") {
			return nil, p.fail("Expected a positive decimal integer argument to %s, but got %s", name, filesQuote(v))
		}
		if name == "-maxdepth" {
			r.maxDepth = n
		} else {
			r.minDepth = n
		}
		return always, nil
	case "-depth", "-d":
		r.depth = true
		return always, nil
	case "-true", "-follow", "-xdev", "-mount", "-noleaf", "-nowarn", "-warn", "-ignore_readdir_race":
		return always, nil
	case "-false":
		return findPred(func(*findRun, *findEntry) bool { return false }), nil
	case "-empty":
		return findPred(func(r *findRun, e *findEntry) bool {
			if e.info.IsDir() {
				ents, err := r.c.FS.ReadDir(e.full)
				return err == nil && len(ents) == 0
			}
			return e.info.Size() == 0
		}), nil
	case "-executable":
		return findPred(func(r *findRun, e *findEntry) bool { return r.access(e, 0o100) }), nil
	case "-readable":
		return findPred(func(r *findRun, e *findEntry) bool { return r.access(e, 0o400) }), nil
	case "-writable":
		return findPred(func(r *findRun, e *findEntry) bool { return r.access(e, 0o200) }), nil
	case "-size":
		v, err := p.arg(name)
		if err != nil {
			return nil, err
		}
		return p.size(v)
	case "-mtime", "-mmin":
		v, err := p.arg(name)
		if err != nil {
			return nil, err
		}
		cmp, n, ok := findNumArg(v)
		if !ok {
			return nil, p.fail("invalid argument `%s' to `%s'", v, name)
		}
		unit := 24 * time.Hour
		if name == "-mmin" {
			unit = time.Minute
		}
		return findPred(func(r *findRun, e *findEntry) bool {
			age := r.now.Sub(e.info.ModTime())
			var k int64
			if name == "-mmin" {
				// GNU rounds minutes up for -mmin.
				k = int64((age + unit - 1) / unit)
				if age <= 0 {
					k = int64(age / unit)
				}
			} else {
				k = int64(age / unit)
				if age < 0 {
					k = -1 - int64(-age/unit)
				}
			}
			return findCompare(cmp, k, n)
		}), nil
	case "-newer":
		v, err := p.arg(name)
		if err != nil {
			return nil, err
		}
		st, err := r.c.FS.Stat(r.c.Path(v))
		if err != nil {
			return nil, p.fail("%s: %s", filesQuote(v), vfs.Reason(err))
		}
		ref := st.ModTime()
		return findPred(func(_ *findRun, e *findEntry) bool { return e.info.ModTime().After(ref) }), nil
	case "-perm":
		v, err := p.arg(name)
		if err != nil {
			return nil, err
		}
		mode := v
		kind := byte('=')
		if mode != "" && (mode[0] == '-' || mode[0] == '/') {
			kind, mode = mode[0], mode[1:]
		}
		m, err := strconv.ParseUint(mode, 8, 32)
		if err != nil || m > 0o7777 {
			return nil, p.fail("invalid mode %s", filesQuote(v))
		}
		want := modeFromUnix(uint32(m)) & modeKeep
		return findPred(func(_ *findRun, e *findEntry) bool {
			got := e.info.Mode() & modeKeep
			switch kind {
			case '-':
				return got&want == want
			case '/':
				return want == 0 || got&want != 0
			}
			return got == want
		}), nil
	case "-print":
		p.action = true
		return findPred(func(r *findRun, e *findEntry) bool { return r.write(e.path + "\n") }), nil
	case "-print0":
		p.action = true
		return findPred(func(r *findRun, e *findEntry) bool { return r.write(e.path + "\x00") }), nil
	case "-printf":
		p.action = true
		v, err := p.arg(name)
		if err != nil {
			return nil, err
		}
		warned := false
		return findPred(func(r *findRun, e *findEntry) bool {
			s, bad, err := r.printf(v, e)
			if err != nil {
				// A width past the buffer limit: every file would fail.
				r.fail("%v", err)
				r.stop, r.quit = command.Status(1), true
				return false
			}
			if bad != "" && !warned {
				warned = true
				r.out.Flush()
				fmt.Fprintf(r.c.Stderr, "%s: warning: unrecognized format directive `%s'\n", r.c.Name, bad)
			}
			return r.write(s)
		}), nil
	case "-prune":
		return findPred(func(r *findRun, _ *findEntry) bool { r.prune = true; return true }), nil
	case "-quit":
		p.action = true
		return findPred(func(r *findRun, _ *findEntry) bool { r.quit = true; return true }), nil
	case "-delete":
		p.action = true
		r.depth = true
		return findPred(func(r *findRun, e *findEntry) bool {
			if findBase(e.path) == "." {
				return true
			}
			if err := r.c.FS.Remove(e.full); err != nil {
				r.fail("cannot delete %s: %s", filesQuote(e.path), vfs.Reason(err))
				return false
			}
			return true
		}), nil
	case "-exec", "-execdir", "-ok", "-okdir":
		if name != "-exec" {
			return nil, r.c.UsageError("unsupported option '%s' (use -exec)", name)
		}
		p.action = true
		return p.exec()
	}
	if strings.HasPrefix(name, "-") && len(name) > 1 {
		return nil, r.c.UsageError("unsupported option '%s'", name)
	}
	return nil, p.fail("paths must precede expression: `%s'", name)
}

// size parses -size [+-]N[bcwkMG].
func (p *findParser) size(v string) (findExpr, error) {
	cmp, s := byte(0), v
	if s != "" && (s[0] == '+' || s[0] == '-') {
		cmp, s = s[0], s[1:]
	}
	unit := int64(512)
	if s != "" {
		switch s[len(s)-1] {
		case 'b':
			unit, s = 512, s[:len(s)-1]
		case 'c':
			unit, s = 1, s[:len(s)-1]
		case 'w':
			unit, s = 2, s[:len(s)-1]
		case 'k':
			unit, s = 1024, s[:len(s)-1]
		case 'M':
			unit, s = 1<<20, s[:len(s)-1]
		case 'G':
			unit, s = 1<<30, s[:len(s)-1]
		default:
			if c := s[len(s)-1]; c < '0' || c > '9' {
				return nil, p.fail("invalid -size type `%c'", c)
			}
		}
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n < 0 {
		return nil, p.fail("invalid argument `%s' to `-size'", v)
	}
	return findPred(func(_ *findRun, e *findEntry) bool {
		sz := lsSize(e.info)
		k := (sz + unit - 1) / unit
		return findCompare(cmp, k, n)
	}), nil
}

// exec parses -exec CMD ... ; or -exec CMD ... {} +.
func (p *findParser) exec() (findExpr, error) {
	var argv []string
	for p.i < len(p.args) {
		a := p.args[p.i]
		p.i++
		if a == ";" {
			if len(argv) == 0 {
				return nil, p.fail("missing argument to `-exec'")
			}
			return findPred(func(r *findRun, e *findEntry) bool {
				run := make([]string, len(argv))
				for i, s := range argv {
					run[i] = strings.ReplaceAll(s, "{}", e.path)
				}
				return r.run(run) == 0
			}), nil
		}
		if a == "+" && len(argv) > 0 && argv[len(argv)-1] == "{}" {
			base := argv[:len(argv)-1]
			if len(base) == 0 {
				return nil, p.fail("missing argument to `-exec'")
			}
			for _, s := range base {
				if strings.Contains(s, "{}") {
					return nil, p.fail("Only one instance of {} is supported with -exec ... +")
				}
			}
			b := &findBatch{argv: base}
			p.r.batches = append(p.r.batches, b)
			return findPred(func(r *findRun, e *findEntry) bool {
				b.files = append(b.files, e.path)
				b.size += len(e.path) + 1
				if b.size > xargsDefaultSize || len(b.files) >= 4096 {
					r.runBatch(b)
				}
				return true
			}), nil
		}
		argv = append(argv, a)
	}
	return nil, p.fail("missing argument to `-exec'")
}

// run executes one command line and returns its status (127 when it is
// not a registered command).
func (r *findRun) run(argv []string) int {
	if r.stop != nil {
		return 1
	}
	r.out.Flush()
	if r.c.Exec == nil {
		fmt.Fprintf(r.c.Stderr, "%s: %s: No such file or directory\n", r.c.Name, filesQuote(argv[0]))
		return 127
	}
	err := r.c.Exec(r.ctx, argv, r.c.Stdin, r.c.Stdout, r.c.Stderr)
	st, ok := command.StatusOf(err)
	if !ok {
		r.stop, r.quit = err, true
		return 1
	}
	if st == 127 {
		// As GNU, a command that cannot run only makes -exec false.
		fmt.Fprintf(r.c.Stderr, "%s: %s: No such file or directory\n", r.c.Name, filesQuote(argv[0]))
	}
	return st
}

// runBatch runs a -exec ... + command with the files collected so far.
func (r *findRun) runBatch(b *findBatch) {
	argv := append(append([]string(nil), b.argv...), b.files...)
	b.files, b.size = nil, 0
	if r.run(argv) != 0 {
		r.status = 1
	}
}

// findNumArg parses [+-]N of -mtime and -mmin.
func findNumArg(v string) (byte, int64, bool) {
	cmp, s := byte(0), v
	if s != "" && (s[0] == '+' || s[0] == '-') {
		cmp, s = s[0], s[1:]
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n < 0 || s == "" || s[0] < '0' || s[0] > '9' {
		return 0, 0, false
	}
	return cmp, n, true
}

func findCompare(cmp byte, k, n int64) bool {
	switch cmp {
	case '+':
		return k > n
	case '-':
		return k < n
	}
	return k == n
}

// findMatch matches a shell pattern (fnmatch without FNM_PATHNAME: * and
// ? match / too, as in find's -path).
func findMatch(pat, s string) bool {
	// Iterative matching with backtracking on the last *.
	px, sx := 0, 0
	starP, starS := -1, 0
	for sx < len(s) {
		if px < len(pat) {
			switch pat[px] {
			case '*':
				starP, starS = px, sx
				px++
				continue
			case '?':
				px++
				sx++
				continue
			case '[':
				if ok, n, valid := findClass(pat[px:], s[sx]); valid {
					if ok {
						px += n
						sx++
						continue
					}
				} else if s[sx] == '[' {
					px++
					sx++
					continue
				}
			case '\\':
				if px+1 < len(pat) && pat[px+1] == s[sx] {
					px += 2
					sx++
					continue
				}
			default:
				if pat[px] == s[sx] {
					px++
					sx++
					continue
				}
			}
		}
		if starP >= 0 {
			starS++
			px, sx = starP+1, starS
			continue
		}
		return false
	}
	for px < len(pat) && pat[px] == '*' {
		px++
	}
	return px == len(pat)
}

// findClass matches ch against the bracket expression at the start of
// pat; it returns whether it matched, the expression's length, and
// whether pat starts with a valid one.
func findClass(pat string, ch byte) (bool, int, bool) {
	i := 1
	neg := false
	if i < len(pat) && (pat[i] == '!' || pat[i] == '^') {
		neg = true
		i++
	}
	matched := false
	first := true
	for i < len(pat) {
		if pat[i] == ']' && !first {
			return matched != neg, i + 1, true
		}
		first = false
		if pat[i] == '[' && i+1 < len(pat) && pat[i+1] == ':' {
			end := strings.Index(pat[i+2:], ":]")
			if end >= 0 {
				name := pat[i+2 : i+2+end]
				if set, ok := trClass(name); ok && strings.IndexByte(string(set), ch) >= 0 {
					matched = true
				}
				i += end + 4
				continue
			}
		}
		lo := pat[i]
		if lo == '\\' && i+1 < len(pat) {
			i++
			lo = pat[i]
		}
		hi := lo
		if i+2 < len(pat) && pat[i+1] == '-' && pat[i+2] != ']' {
			hi = pat[i+2]
			i += 2
		}
		if lo <= ch && ch <= hi {
			matched = true
		}
		i++
	}
	return false, 0, false
}

// printf expands a -printf format for e; bad is the first unknown
// directive. What it builds is bounded by the buffer limit: each width,
// and the whole.
func (r *findRun) printf(format string, e *findEntry) (string, string, error) {
	var b strings.Builder
	bad := ""
	limit := r.c.BufferLimit()
	for i := 0; i < len(format); i++ {
		ch := format[i]
		switch ch {
		case '\\':
			if i+1 >= len(format) {
				b.WriteByte('\\')
				continue
			}
			i++
			switch format[i] {
			case 'n':
				b.WriteByte('\n')
			case 't':
				b.WriteByte('\t')
			case '0':
				b.WriteByte(0)
			case '\\':
				b.WriteByte('\\')
			case 'a':
				b.WriteByte('\a')
			case 'r':
				b.WriteByte('\r')
			case 'v':
				b.WriteByte('\v')
			case 'f':
				b.WriteByte('\f')
			case 'c':
				return b.String(), bad, nil
			default:
				b.WriteByte('\\')
				b.WriteByte(format[i])
			}
			continue
		case '%':
		default:
			b.WriteByte(ch)
			continue
		}
		j := i + 1
		for j < len(format) && strings.IndexByte("-+ #0123456789.", format[j]) >= 0 {
			j++
		}
		if j >= len(format) {
			b.WriteString(format[i:])
			break
		}
		spec := format[i+1 : j]
		verb := format[j]
		i = j
		var val string
		switch verb {
		case '%':
			b.WriteByte('%')
			continue
		case 'p':
			val = e.path
		case 'f':
			val = findBase(e.path)
			if e.depth == 0 && strings.HasSuffix(e.path, "/") && val != "/" {
				val = e.path[strings.LastIndexByte(strings.TrimRight(e.path, "/"), '/')+1:]
			}
		case 'h':
			if i := strings.LastIndexByte(e.path, '/'); i < 0 {
				val = "."
			} else if i == 0 {
				val = "/"
			} else {
				val = e.path[:i]
			}
		case 'P':
			val = strings.TrimPrefix(strings.TrimPrefix(e.path, e.start), "/")
			if e.depth == 0 {
				val = ""
			}
		case 'H':
			val = e.start
		case 'd':
			val = strconv.Itoa(e.depth)
		case 's':
			val = strconv.FormatInt(lsSize(e.info), 10)
		case 'k':
			val = strconv.FormatInt(lsBlocks(e.info), 10)
		case 'b':
			val = strconv.FormatInt(lsBlocks(e.info)*2, 10)
		case 'm':
			val = strconv.FormatUint(uint64(modeUnix(e.info.Mode())), 8)
		case 'M':
			val = lsMode(e.info.Mode())
		case 'y':
			val = string(findType(e.info))
		case 'Y':
			val = string(findType(e.info))
			if val == "l" {
				if st, err := r.c.FS.Stat(e.full); err == nil {
					val = string(findType(st))
				} else if vfs.Reason(err) == "Too many levels of symbolic links" {
					val = "L"
				} else {
					val = "N"
				}
			}
		case 'l':
			val = lsTarget(e.info)
		case 'u', 'g':
			val = r.c.Getenv("USER")
			if val == "" {
				val = "agent"
			}
		case 'n':
			val = "1"
			if vi, ok := e.info.(*vfs.FileInfo); ok {
				val = strconv.Itoa(vi.Links())
			}
		case 'i':
			val = "0"
			if vi, ok := e.info.(*vfs.FileInfo); ok {
				val = strconv.FormatUint(vi.Ino(), 10)
			}
		case 't', 'c', 'a':
			val = e.info.ModTime().In(r.loc).Format("Mon Jan _2 15:04:05.0000000000 2006")
		case 'T', 'C', 'A':
			if i+1 >= len(format) {
				bad = "%" + string(verb)
				continue
			}
			i++
			v, ok := findTime(format[i], e.info.ModTime().In(r.loc))
			if !ok {
				if bad == "" {
					bad = "%" + string(verb) + string(format[i])
				}
				continue
			}
			val = v
		default:
			if bad == "" {
				bad = "%" + string(verb)
			}
			continue
		}
		if spec != "" {
			var err error
			if val, err = printfField(r.c, strings.TrimLeft(spec, "+ #0"), val, nil); err != nil {
				return "", "", err
			}
		}
		b.WriteString(val)
		if int64(b.Len()) > limit {
			return "", "", &command.TooLargeError{What: "output", Limit: limit}
		}
	}
	return b.String(), bad, nil
}

// findTime formats one %T directive.
func findTime(k byte, t time.Time) (string, bool) {
	switch k {
	case '@':
		return fmt.Sprintf("%d.%09d0", t.Unix(), t.Nanosecond()), true
	case '+':
		return t.Format("2006-01-02+15:04:05.0000000000"), true
	case 'Y':
		return t.Format("2006"), true
	case 'm':
		return t.Format("01"), true
	case 'd':
		return t.Format("02"), true
	case 'H':
		return t.Format("15"), true
	case 'M':
		return t.Format("04"), true
	case 'S':
		return fmt.Sprintf("%02d.%09d0", t.Second(), t.Nanosecond()), true
	case 'F':
		return t.Format("2006-01-02"), true
	case 'T':
		return fmt.Sprintf("%s.%09d0", t.Format("15:04:05"), t.Nanosecond()), true
	case 'D':
		return t.Format("01/02/06"), true
	case 's':
		return strconv.FormatInt(t.Unix(), 10), true
	}
	return "", false
}
