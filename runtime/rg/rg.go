// Package rg is the sandbox's ripgrep: a recursive, line-oriented regex
// search over the session's filesystem, with ripgrep 13's flags, output
// (as when stdout is not a terminal: no line numbers unless -n, "path:"
// prefixes when more than one file may be searched, no headings) and
// exit statuses (0 a match, 1 none, 2 an error). Regexes are Go's RE2
// syntax, which Rust's regex syntax closely follows.
//
// Files are searched in path order (ripgrep --sort path); hidden files
// and what .rgignore, .ignore and, inside a git repository, .gitignore
// list are skipped, as ripgrep skips them.
package rg

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"io/fs"
	"path"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"unicode"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// fileTypes is ripgrep's type table, for -t and -T (a subset).
func fileTypes() map[string][]string {
	return map[string][]string{
		"c":        {"*.[chH]", "*.[chH].in", "*.cats"},
		"cpp":      {"*.[ChH]", "*.[ChH].in", "*.[ch]pp", "*.[ch]pp.in", "*.[ch]xx", "*.[ch]xx.in", "*.cc", "*.cc.in", "*.hh", "*.hh.in", "*.inl"},
		"css":      {"*.css", "*.scss"},
		"go":       {"*.go"},
		"html":     {"*.ejs", "*.htm", "*.html"},
		"java":     {"*.java", "*.jsp", "*.jspx", "*.properties"},
		"js":       {"*.js", "*.jsx", "*.vue"},
		"json":     {"*.json", "composer.lock"},
		"markdown": {"*.markdown", "*.md", "*.mdown", "*.mkdn"},
		"md":       {"*.markdown", "*.md", "*.mdown", "*.mkdn"},
		"py":       {"*.py"},
		"ruby":     {"*.gemspec", "*.rb", "*.rbw", ".irbrc", "Gemfile", "Rakefile", "config.ru"},
		"rust":     {"*.rs"},
		"sh": {"*.bash", "*.bashrc", "*.csh", "*.cshrc", "*.ksh", "*.kshrc", "*.sh", "*.tcsh", "*.zsh", ".bash_login",
			".bash_logout", ".bash_profile", ".bashrc", ".cshrc", ".kshrc", ".login", ".logout", ".profile", ".tcshrc",
			".zlogin", ".zlogout", ".zprofile", ".zshenv", ".zshrc", "bash_login", "bash_logout", "bash_profile", "bashrc",
			"profile", "zlogin", "zlogout", "zprofile", "zshenv", "zshrc"},
		"sql":  {"*.psql", "*.sql"},
		"toml": {"*.toml", "Cargo.lock"},
		"ts":   {"*.ts", "*.tsx"},
		"txt":  {"*.txt"},
		"xml":  {"*.dtd", "*.rng", "*.sch", "*.xhtml", "*.xjb", "*.xml", "*.xml.dist", "*.xsd", "*.xsl", "*.xslt"},
		"yaml": {"*.yaml", "*.yml"},
	}
}

type options struct {
	patterns                         []string
	caseMode                         byte // 0 sensitive, 'i', 'S'
	word, line, fixed, invert        bool
	count, countMatches, files       bool
	filesWith, filesWithout, only    bool
	lineNum                          bool
	withName                         *bool
	quiet, heading, null, text       bool
	hidden, noIgnore, follow, binary bool
	maxCount, maxDepth               int
	after, before                    int
	globs, types, notTypes           []string
	typeList                         bool
	sorted                           bool // --sort path: ripgrep then checks every path first
}

// rgUsage is what ripgrep prints when no pattern is given.
const rgUsage = `error: The following required arguments were not provided:
    <PATTERN>

USAGE:
    
    rg [OPTIONS] PATTERN [PATH ...]
    rg [OPTIONS] -e PATTERN ... [PATH ...]
    rg [OPTIONS] -f PATTERNFILE ... [PATH ...]
    rg [OPTIONS] --files [PATH ...]
    rg [OPTIONS] --type-list
    command | rg [OPTIONS] PATTERN
    rg [OPTIONS] --help
    rg [OPTIONS] --version

For more information try --help

`

// Command is rg [OPTIONS] PATTERN [PATH...], rg [OPTIONS] -e PATTERN...
// [PATH...], rg --files [PATH...].
func Command(ctx context.Context, c *command.Call) error {
	o := &options{maxCount: -1, maxDepth: -1}
	f := command.NewFlagSet(c.Name)
	f.Func('e', "regexp", true, func(v string) error { o.patterns = append(o.patterns, v); return nil })
	f.Func('i', "ignore-case", false, func(string) error { o.caseMode = 'i'; return nil })
	f.Func('s', "case-sensitive", false, func(string) error { o.caseMode = 0; return nil })
	f.Func('S', "smart-case", false, func(string) error { o.caseMode = 'S'; return nil })
	f.Func('w', "word-regexp", false, func(string) error { o.word = true; return nil })
	f.Func('x', "line-regexp", false, func(string) error { o.line = true; return nil })
	f.Func('F', "fixed-strings", false, func(string) error { o.fixed = true; return nil })
	f.Func('v', "invert-match", false, func(string) error { o.invert = true; return nil })
	f.Func('c', "count", false, func(string) error { o.count = true; return nil })
	f.Func(0, "count-matches", false, func(string) error { o.count, o.countMatches = true, true; return nil })
	f.Func('l', "files-with-matches", false, func(string) error { o.filesWith = true; return nil })
	f.Func(0, "files-without-match", false, func(string) error { o.filesWithout = true; return nil })
	f.Func(0, "files", false, func(string) error { o.files = true; return nil })
	f.Func('o', "only-matching", false, func(string) error { o.only = true; return nil })
	f.Func('n', "line-number", false, func(string) error { o.lineNum = true; return nil })
	f.Func('N', "no-line-number", false, func(string) error { o.lineNum = false; return nil })
	f.Func('H', "with-filename", false, func(string) error { b := true; o.withName = &b; return nil })
	f.Func('I', "no-filename", false, func(string) error { b := false; o.withName = &b; return nil })
	f.Func('q', "quiet", false, func(string) error { o.quiet = true; return nil })
	f.Func(0, "heading", false, func(string) error { o.heading = true; return nil })
	f.Func(0, "no-heading", false, func(string) error { o.heading = false; return nil })
	f.Func('0', "null", false, func(string) error { o.null = true; return nil })
	f.Func('a', "text", false, func(string) error { o.text = true; return nil })
	f.Func(0, "binary", false, func(string) error { o.binary = true; return nil })
	f.Func(0, "hidden", false, func(string) error { o.hidden = true; return nil })
	f.Func(0, "no-ignore", false, func(string) error { o.noIgnore = true; return nil })
	f.Func('u', "unrestricted", false, func(string) error {
		switch {
		case !o.noIgnore:
			o.noIgnore = true
		case !o.hidden:
			o.hidden = true
		default:
			o.binary = true
		}
		return nil
	})
	f.Func('L', "follow", false, func(string) error { o.follow = true; return nil })
	num := func(dst *int) func(string) error {
		return func(v string) error {
			n, err := strconv.Atoi(v)
			if err != nil || n < 0 {
				return fmt.Errorf("invalid number: %q", v)
			}
			*dst = n
			return nil
		}
	}
	f.Func('m', "max-count", true, num(&o.maxCount))
	f.Func(0, "max-depth", true, num(&o.maxDepth))
	f.Func('d', "", true, num(&o.maxDepth))
	f.Func('A', "after-context", true, num(&o.after))
	f.Func('B', "before-context", true, num(&o.before))
	var ctxN int
	f.Func('C', "context", true, func(v string) error {
		if err := num(&ctxN)(v); err != nil {
			return err
		}
		o.after, o.before = ctxN, ctxN
		return nil
	})
	f.Func('g', "glob", true, func(v string) error { o.globs = append(o.globs, v); return nil })
	f.Func('t', "type", true, func(v string) error { o.types = append(o.types, v); return nil })
	f.Func('T', "type-not", true, func(v string) error { o.notTypes = append(o.notTypes, v); return nil })
	f.Func(0, "type-list", false, func(string) error { o.typeList = true; return nil })
	var badColor string
	f.Func(0, "color", true, func(v string) error {
		if v != "never" && v != "auto" && v != "always" && v != "ansi" {
			badColor = v
		}
		return nil
	})
	f.Func(0, "colour", true, func(string) error { return nil })
	f.Func('M', "max-columns", true, func(string) error { return nil })
	f.Func(0, "sort", true, func(v string) error {
		if v != "path" && v != "none" {
			return fmt.Errorf("the sandbox's rg sorts by path only, not %q", v)
		}
		o.sorted = v == "path"
		return nil
	})
	f.Func(0, "sort-files", false, func(string) error { o.sorted = true; return nil })
	f.Func('j', "threads", true, func(string) error { return nil })
	f.Func(0, "no-config", false, func(string) error { return nil })
	f.Func(0, "no-messages", false, func(string) error { return nil })
	ops, err := f.ParseOrUsage(c)
	if err != nil {
		return err
	}
	if badColor != "" {
		return c.UsageError("invalid value %q for --color", badColor)
	}
	types := fileTypes()
	if o.typeList {
		names := make([]string, 0, len(types))
		for n := range types {
			names = append(names, n)
		}
		sort.Strings(names)
		for _, n := range names {
			fmt.Fprintf(c.Stdout, "%s: %s\n", n, strings.Join(types[n], ", "))
		}
		return nil
	}
	for _, t := range append(append([]string(nil), o.types...), o.notTypes...) {
		if _, ok := types[t]; !ok {
			fmt.Fprintf(c.Stderr, "unrecognized file type: %s\n", t)
			return command.Status(2)
		}
	}
	if !o.files && len(o.patterns) == 0 {
		if len(ops) == 0 {
			fmt.Fprint(c.Stderr, rgUsage)
			return command.Status(2)
		}
		o.patterns, ops = ops[:1], ops[1:]
	}
	s := &search{c: c, ctx: ctx, o: o, types: types, out: bufio.NewWriterSize(c.Stdout, 32<<10), ignores: map[string][]*ignoreFile{}, gitDirs: map[string]bool{}}
	if !o.files {
		re, err := compile(o)
		if err != nil {
			fmt.Fprintf(c.Stderr, "regex parse error:\n    %s\nerror: %s\n", strings.Join(o.patterns, "|"), reErr(err))
			return command.Status(2)
		}
		s.re = re
	}
	return s.run(ops)
}

// reErr is the reason of a regexp error, without Go's prefix.
func reErr(err error) string {
	msg := err.Error()
	msg = strings.TrimPrefix(msg, "error parsing regexp: ")
	return msg
}

// compile builds one regexp of the patterns and the flags that change
// them.
func compile(o *options) (*regexp.Regexp, error) {
	var alts []string
	fold := o.caseMode == 'i'
	if o.caseMode == 'S' {
		fold = true
		for _, p := range o.patterns {
			if hasUpper(p, o.fixed) {
				fold = false
			}
		}
	}
	for _, p := range o.patterns {
		if o.fixed {
			p = regexp.QuoteMeta(p)
		} else if _, err := regexp.Compile(p); err != nil {
			return nil, err
		}
		alts = append(alts, "(?:"+p+")")
	}
	expr := strings.Join(alts, "|")
	switch {
	case o.line:
		expr = "^(?:" + expr + ")$"
	case o.word:
		expr = `\b(?:` + expr + `)\b`
	}
	if fold {
		expr = "(?i)" + expr
	}
	return regexp.Compile(expr)
}

// hasUpper reports whether a pattern has an upper-case letter of its own
// (not one in an escape such as \W or \S), for smart case.
func hasUpper(p string, fixed bool) bool {
	for i := 0; i < len(p); i++ {
		if p[i] == '\\' && !fixed {
			i++
			continue
		}
		r := rune(p[i])
		if r >= 0x80 {
			for _, u := range p[i:] {
				if unicode.IsUpper(u) {
					return true
				}
				break
			}
			continue
		}
		if unicode.IsUpper(r) {
			return true
		}
	}
	return false
}

// search is one run of rg.
type search struct {
	c        *command.Call
	ctx      context.Context
	o        *options
	re       *regexp.Regexp
	out      *bufio.Writer
	withName bool
	matched  bool
	errored  bool
	printed  bool // something was printed: context groups and headings need a separator
	lastFile string
	ignores  map[string][]*ignoreFile // directory -> its ignore files, by precedence
	gitDirs  map[string]bool          // directory -> it or a parent holds .git
	stop     error
	quitAll  bool
	types    map[string][]string
}

// errorf reports an error the way ripgrep does (no "rg:" prefix).
func (s *search) errorf(format string, args ...any) {
	s.out.Flush()
	fmt.Fprintf(s.c.Stderr, format+"\n", args...)
	s.errored = true
}

func (s *search) run(ops []string) error {
	c := s.c
	explicitOne := false
	useStdin := false
	if len(ops) == 0 {
		br := bufio.NewReader(c.Stdin)
		if _, err := br.Peek(1); err == nil && !s.o.files {
			useStdin = true
			c.Stdin = br
		}
	} else if len(ops) == 1 && ops[0] != "-" {
		if st, err := c.FS.Stat(c.Path(ops[0])); err == nil && !st.IsDir() {
			explicitOne = true
		}
	} else if len(ops) == 1 {
		explicitOne = true
	}
	s.withName = !(useStdin || explicitOne)
	if s.o.withName != nil {
		s.withName = *s.o.withName
	}
	switch {
	case useStdin:
		s.searchReader("<stdin>", c.Stdin, true)
	case len(ops) == 0:
		s.walkRoot(".", "")
	default:
		if s.o.sorted {
			// Sorting, ripgrep stats every path before it searches one,
			// and words a missing one its own way.
			var live []string
			for _, op := range ops {
				if op == "-" {
					live = append(live, op)
					continue
				}
				if _, err := c.FS.Stat(c.Path(op)); err != nil {
					s.errorf("%s: IO error for operation on %s: %s (os error %d)", op, op, vfs.Reason(err), errno(err))
					continue
				}
				live = append(live, op)
			}
			ops = live
		}
		for _, op := range ops {
			if s.stop != nil || s.quitAll {
				break
			}
			if op == "-" {
				s.searchReader("<stdin>", c.Stdin, true)
				continue
			}
			s.walkRoot(op, op)
		}
	}
	if s.stop != nil {
		return s.stop
	}
	if err := s.out.Flush(); err != nil {
		return command.Status(141)
	}
	switch {
	case s.errored && !(s.o.quiet && s.matched):
		return command.Status(2)
	case s.matched:
		return nil
	}
	return command.Status(1)
}

// walkRoot searches one path operand: a file, or a directory walked.
// shown is how paths below it are printed ("" for the implicit ".").
func (s *search) walkRoot(op, shown string) {
	c := s.c
	full := c.Path(op)
	st, err := c.FS.Stat(full)
	if err != nil {
		s.errorf("%s: %s (os error %d)", op, vfs.Reason(err), errno(err))
		return
	}
	if !st.IsDir() {
		if s.o.files {
			s.printPath(op)
			return
		}
		s.searchFile(op, full, true)
		return
	}
	s.walkDir(full, shown, 1)
}

func errno(err error) int {
	switch vfs.Reason(err) {
	case "No such file or directory":
		return 2
	case "Permission denied":
		return 13
	case "Not a directory":
		return 20
	case "Too many levels of symbolic links":
		return 40
	}
	return 5
}

func (s *search) walkDir(full, shown string, depth int) {
	if s.stop != nil || s.quitAll {
		return
	}
	if err := s.ctx.Err(); err != nil {
		s.stop = err
		return
	}
	if s.o.maxDepth >= 0 && depth > s.o.maxDepth {
		return
	}
	ents, err := s.c.FS.ReadDir(full)
	if err != nil {
		s.errorf("%s: %s (os error %d)", shownOr(shown, full), vfs.Reason(err), errno(err))
		return
	}
	for _, e := range ents {
		if s.stop != nil || s.quitAll {
			return
		}
		name := e.Name()
		child := path.Join(full, name)
		childShown := name
		if shown != "" {
			childShown = strings.TrimSuffix(shown, "/") + "/" + name
		}
		isDir := e.IsDir()
		isLink := e.Type()&fs.ModeSymlink != 0
		if isLink {
			if !s.o.follow {
				continue
			}
			st, err := s.c.FS.Stat(child)
			if err != nil {
				continue
			}
			isDir = st.IsDir()
		}
		if name == ".git" && isDir {
			continue
		}
		if strings.HasPrefix(name, ".") && !s.o.hidden {
			continue
		}
		if !s.o.noIgnore && s.ignored(child, isDir) {
			continue
		}
		if !s.globOK(childShown, name, isDir) {
			continue
		}
		if isDir {
			s.walkDir(child, childShown, depth+1)
			continue
		}
		if !s.typeOK(name) {
			continue
		}
		if s.o.files {
			s.printPath(childShown)
			continue
		}
		s.searchFile(childShown, child, false)
	}
}

func shownOr(shown, full string) string {
	if shown == "" {
		return full
	}
	return shown
}

// ignoreFiles returns dir's ignore files, highest precedence first:
// .rgignore, .ignore, then .gitignore inside a git repository.
func (s *search) ignoreFiles(dir string) []*ignoreFile {
	if fs, ok := s.ignores[dir]; ok {
		return fs
	}
	var out []*ignoreFile
	for _, n := range []string{".rgignore", ".ignore", ".gitignore"} {
		if n == ".gitignore" && !s.inGit(dir) {
			continue
		}
		data, err := s.c.FS.ReadFile(path.Join(dir, n))
		if err != nil || int64(len(data)) > s.c.BufferLimit() {
			continue
		}
		out = append(out, parseIgnore(string(data)))
	}
	s.ignores[dir] = out
	return out
}

// inGit reports whether dir is in a git repository (it or a parent holds
// .git), where ripgrep honours .gitignore.
func (s *search) inGit(dir string) bool {
	if v, ok := s.gitDirs[dir]; ok {
		return v
	}
	v := false
	if _, err := s.c.FS.Lstat(path.Join(dir, ".git")); err == nil {
		v = true
	} else if dir != "/" {
		v = s.inGit(path.Dir(dir))
	}
	s.gitDirs[dir] = v
	return v
}

// ignored applies the ignore files of full's directory and its parents,
// the nearest deciding.
func (s *search) ignored(full string, dir bool) bool {
	for d := path.Dir(full); ; d = path.Dir(d) {
		rel := strings.TrimPrefix(full, strings.TrimSuffix(d, "/")+"/")
		for _, f := range s.ignoreFiles(d) {
			if ign, ok := f.match(rel, dir); ok {
				return ign
			}
		}
		if d == "/" {
			return false
		}
	}
}

// globOK applies -g: a file must match one positive glob (if any), and
// no "!" glob may match a file or directory.
func (s *search) globOK(rel, name string, dir bool) bool {
	if len(s.o.globs) == 0 {
		return true
	}
	positive, matched := false, false
	for i := len(s.o.globs) - 1; i >= 0; i-- {
		g := s.o.globs[i]
		neg := strings.HasPrefix(g, "!")
		g = strings.TrimPrefix(g, "!")
		if !neg {
			positive = true
		}
		f := parseIgnore(g)
		if ok, dec := f.match(rel, dir); ok || dec {
			if neg {
				return false
			}
			matched = true
			break
		}
	}
	if dir {
		return true
	}
	return !positive || matched
}

func (s *search) typeOK(name string) bool {
	match := func(t string) bool {
		for _, g := range s.types[t] {
			if ok, _ := path.Match(g, name); ok {
				return true
			}
		}
		return false
	}
	for _, t := range s.o.notTypes {
		if match(t) {
			return false
		}
	}
	if len(s.o.types) == 0 {
		return true
	}
	for _, t := range s.o.types {
		if match(t) {
			return true
		}
	}
	return false
}

func (s *search) printPath(p string) {
	s.matched = true
	end := "\n"
	if s.o.null {
		end = "\x00"
	}
	if _, err := s.out.WriteString(p + end); err != nil {
		s.stop = command.Status(141)
	}
}

func (s *search) searchFile(shown, full string, explicit bool) {
	f, err := s.c.FS.Open(full)
	if err != nil {
		s.errorf("%s: %s (os error %d)", shown, vfs.Reason(err), errno(err))
		return
	}
	defer f.Close()
	s.searchReader(shown, f, explicit)
}

func (s *search) searchReader(shown string, r io.Reader, explicit bool) {
	data, err := s.c.ReadAll(s.ctx, r)
	if err != nil {
		if s.ctx.Err() != nil {
			s.stop = s.ctx.Err()
			return
		}
		s.errorf("%s: %s", shown, vfs.Reason(err))
		return
	}
	binaryAt := -1
	if !s.o.text {
		binaryAt = bytes.IndexByte(data, 0)
	}
	if binaryAt >= 0 && !explicit && !s.o.binary {
		return // ripgrep skips binary files it finds itself
	}
	s.searchData(shown, data, binaryAt)
}

// searchData searches the lines of one file and prints what the flags
// ask for.
func (s *search) searchData(shown string, data []byte, binaryAt int) {
	o := s.o
	var lines [][]byte
	for len(data) > 0 {
		i := bytes.IndexByte(data, '\n')
		if i < 0 {
			lines = append(lines, data)
			break
		}
		lines = append(lines, data[:i])
		data = data[i+1:]
	}
	var hits []int
	matches := 0
	for i, l := range lines {
		if i%4096 == 0 {
			if err := s.ctx.Err(); err != nil {
				s.stop = err
				return
			}
		}
		ok := s.re.Match(l)
		if ok != o.invert {
			if o.maxCount >= 0 && len(hits) >= o.maxCount {
				break
			}
			hits = append(hits, i)
			if o.countMatches && !o.invert {
				matches += len(s.re.FindAllIndex(l, -1))
			}
		}
	}
	if o.filesWithout {
		if len(hits) == 0 {
			s.printPath(shown)
		}
		return
	}
	if len(hits) == 0 {
		return
	}
	s.matched = true
	if o.quiet {
		s.quitAll = true
		return
	}
	sep := ":"
	if o.null {
		sep = "\x00"
	}
	switch {
	case o.filesWith:
		s.printPath(shown)
		return
	case o.count:
		n := len(hits)
		if o.countMatches && !o.invert {
			n = matches
		}
		if s.withName {
			s.write(shown + sep + strconv.Itoa(n) + "\n")
		} else {
			s.write(strconv.Itoa(n) + "\n")
		}
		return
	}
	if binaryAt >= 0 {
		msg := fmt.Sprintf("binary file matches (found \"\\0\" byte around offset %d)\n", binaryAt)
		if s.withName {
			msg = shown + ": " + msg
		}
		s.write(msg)
		return
	}
	if o.heading && s.withName {
		if s.printed {
			s.write("\n")
		}
		s.write(shown + "\n")
	} else if s.printed && (o.after > 0 || o.before > 0) && s.lastFile != "" {
		s.write("--\n")
	}
	s.lastFile = shown
	prefix := func(i int, mark string) string {
		p := ""
		if s.withName && !o.heading {
			if o.null {
				p = shown + "\x00"
			} else {
				p = shown + mark
			}
		}
		if o.lineNum {
			p += strconv.Itoa(i+1) + mark
		}
		return p
	}
	last := -1 // the last line printed
	for k, h := range hits {
		start := max(h-o.before, last+1, 0)
		if last >= 0 && start > last+1 && (o.before > 0 || o.after > 0) {
			s.write("--\n")
		}
		for i := start; i < h; i++ {
			s.write(prefix(i, "-") + string(lines[i]) + "\n")
		}
		if o.only && !o.invert {
			for _, m := range s.re.FindAll(lines[h], -1) {
				if len(m) > 0 {
					s.write(prefix(h, ":") + string(m) + "\n")
				}
			}
		} else if !o.only {
			s.write(prefix(h, ":") + string(lines[h]) + "\n")
		}
		last = h
		end := min(h+o.after, len(lines)-1)
		next := len(lines)
		if k+1 < len(hits) {
			next = hits[k+1]
		}
		for i := h + 1; i <= end && i < next; i++ {
			s.write(prefix(i, "-") + string(lines[i]) + "\n")
			last = i
		}
	}
	s.printed = true
}

func (s *search) write(str string) {
	if s.stop != nil {
		return
	}
	if _, err := s.out.WriteString(str); err != nil {
		s.stop = command.Status(141)
	}
}
