package archive

import (
	"archive/tar"
	"bufio"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"slices"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// tarJob is one run of tar.
type tarJob struct {
	c                              *command.Call
	ctx                            context.Context
	mode                           byte // 'c', 't' or 'x'
	file                           string
	gzip, toStdout, keepOld, deref bool
	absolute, noMtime              bool
	verbose                        int
	strip                          int
	excludes                       []string
	dirOps                         []tarOperand // create: operands with the -C in force
	dir                            string       // -C for list and extract
	owner, group                   string
	status                         int
	said                           map[string]bool // "Removing leading ..." said once each
	ugsWidth                       int
}

// tarOperand is a create operand and the directory (-C) it is read from.
type tarOperand struct{ name, dir string }

// tarArgArgs are the traditional bundled letters that take an argument,
// in the order the following words give them (tar czf out.tgz dir).
const tarArgLetters = "fCbNTXgKV"

// TarCommand is tar -c|-t|-x [-f FILE] [-z] [-v] [-C DIR] [-O] [-k] [-h]
// [-P] [-m] [--strip-components=N] [--exclude=PAT] [MEMBER...]; the
// traditional form "tar czf out.tgz dir" works too.
func TarCommand(ctx context.Context, c *command.Call) error {
	r := &tarJob{c: c, ctx: ctx, file: "-", said: map[string]bool{}, ugsWidth: 19}
	args := tarExpandOld(c.Args)
	f := command.NewFlagSet(c.Name)
	f.Permute = false
	setMode := func(m byte) func(string) error {
		return func(string) error {
			if r.mode != 0 && r.mode != m {
				return errors.New("\x00two")
			}
			r.mode = m
			return nil
		}
	}
	f.Func('c', "create", false, setMode('c'))
	f.Func('t', "list", false, setMode('t'))
	f.Func('x', "extract", false, setMode('x'))
	f.Func(0, "get", false, setMode('x'))
	f.Func('f', "file", true, func(v string) error { r.file = v; return nil })
	f.Func('z', "gzip", false, func(string) error { r.gzip = true; return nil })
	f.Func(0, "gunzip", false, func(string) error { r.gzip = true; return nil })
	f.Func(0, "ungzip", false, func(string) error { r.gzip = true; return nil })
	auto := false
	f.Func('a', "auto-compress", false, func(string) error { auto = true; return nil })
	f.Func('v', "verbose", false, func(string) error { r.verbose++; return nil })
	f.Func('C', "directory", true, func(v string) error { r.dir = v; return nil })
	f.Func('O', "to-stdout", false, func(string) error { r.toStdout = true; return nil })
	f.Func('k', "keep-old-files", false, func(string) error { r.keepOld = true; return nil })
	f.Func(0, "overwrite", false, func(string) error { r.keepOld = false; return nil })
	f.Func('h', "dereference", false, func(string) error { r.deref = true; return nil })
	f.Func('P', "absolute-names", false, func(string) error { r.absolute = true; return nil })
	f.Func('m', "touch", false, func(string) error { r.noMtime = true; return nil })
	for _, name := range []string{"preserve-permissions", "same-permissions", "no-same-owner", "same-owner",
		"no-same-permissions", "numeric-owner", "no-recursion-never"} {
		f.Func(0, name, false, func(string) error { return nil })
	}
	f.Func('p', "", false, func(string) error { return nil })
	f.Func(0, "owner", true, func(v string) error { r.owner = v; return nil })
	f.Func(0, "group", true, func(v string) error { r.group = v; return nil })
	var badSort string
	f.Func(0, "sort", true, func(v string) error {
		if v != "name" && v != "none" {
			badSort = v
		}
		return nil
	})
	f.Func(0, "exclude", true, func(v string) error { r.excludes = append(r.excludes, v); return nil })
	f.Func(0, "strip-components", true, func(v string) error {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			return fmt.Errorf("invalid number: %q", v)
		}
		r.strip = n
		return nil
	})
	// Options and operands interleave; -C applies to the operands after
	// it, as GNU tar reads them.
	var ops []string
	rest := args
	for len(rest) > 0 {
		if rest[0] == "--" {
			for _, o := range rest[1:] {
				ops = append(ops, o)
				r.dirOps = append(r.dirOps, tarOperand{o, r.dir})
			}
			break
		}
		got, err := f.Parse(rest)
		if err != nil {
			if strings.Contains(err.Error(), "\x00two") {
				return r.usage("You may not specify more than one '-Acdtrux', '--delete' or  '--test-label' option")
			}
			return c.UsageError("%v", err)
		}
		if len(got) == 0 {
			break
		}
		ops = append(ops, got[0])
		r.dirOps = append(r.dirOps, tarOperand{got[0], r.dir})
		rest = got[1:]
	}
	if badSort != "" {
		return r.usage(fmt.Sprintf("invalid argument '%s' for '--sort'", badSort))
	}
	if auto && r.mode == 'c' && (strings.HasSuffix(r.file, ".gz") || strings.HasSuffix(r.file, ".tgz")) {
		r.gzip = true
	}
	var err error
	switch r.mode {
	case 'c':
		err = r.create(ops)
	case 't', 'x':
		err = r.read(ops)
	default:
		return r.usage("You must specify one of the '-Acdtrux', '--delete' or '--test-label' options")
	}
	if err != nil {
		return err
	}
	if r.status != 0 {
		fmt.Fprintf(c.Stderr, "tar: Exiting with failure status due to previous errors\n")
	}
	return command.Status(r.status)
}

// tarExpandOld turns the traditional first word (czf, xvf, -czf is
// already modern) into options, taking the words after it as the values
// of its letters that need one.
func tarExpandOld(args []string) []string {
	if len(args) == 0 || strings.HasPrefix(args[0], "-") || args[0] == "" {
		return args
	}
	letters, rest := args[0], args[1:]
	var out []string
	for _, l := range letters {
		out = append(out, "-"+string(l))
		if strings.ContainsRune(tarArgLetters, l) && len(rest) > 0 {
			out = append(out, rest[0])
			rest = rest[1:]
		}
	}
	return append(out, rest...)
}

func (r *tarJob) usage(msg string) error {
	fmt.Fprintf(r.c.Stderr, "tar: %s\nTry 'tar --help' or 'tar --usage' for more information.\n", msg)
	return command.Status(2)
}

// fatal prints GNU's message for an error tar cannot go on from.
func (r *tarJob) fatal(format string, args ...any) error {
	fmt.Fprintf(r.c.Stderr, "tar: %s\ntar: Error is not recoverable: exiting now\n", fmt.Sprintf(format, args...))
	return command.Status(2)
}

// fail reports an error about one member; tar goes on and exits 2.
func (r *tarJob) fail(format string, args ...any) {
	fmt.Fprintf(r.c.Stderr, "tar: %s\n", fmt.Sprintf(format, args...))
	r.status = 2
}

// limitStop turns a filesystem limit or a cancelled context into the
// command's result; other errors return nil (reported by the caller).
func (r *tarJob) limitStop(err error) error {
	if cerr := r.ctx.Err(); cerr != nil {
		return cerr
	}
	var le *vfs.LimitError
	if errors.As(err, &le) {
		return r.fatal("%s", le.Error())
	}
	return nil
}

// excluded reports whether name matches an --exclude pattern: the whole
// name, or any run of its components (GNU's unanchored matching, where
// a matched directory excludes what is below it).
func (r *tarJob) excluded(name string) bool {
	if len(r.excludes) == 0 {
		return false
	}
	comps := strings.Split(strings.Trim(name, "/"), "/")
	for _, pat := range r.excludes {
		pat = strings.TrimSuffix(pat, "/")
		for i := range comps {
			for j := i + 1; j <= len(comps); j++ {
				if ok, _ := path.Match(pat, strings.Join(comps[i:j], "/")); ok {
					return true
				}
			}
		}
	}
	return false
}

// safeName strips what GNU strips from a member name (leading "/", and
// everything up to a ".." component), saying so once; it returns false
// for a name with a ".." component, which is not extracted.
func (r *tarJob) safeName(name, what string) (string, bool) {
	if r.absolute {
		return name, true
	}
	prefix := ""
	rest := name
	for strings.HasPrefix(rest, "/") {
		prefix += "/"
		rest = rest[1:]
	}
	dotdot := false
	comps := strings.Split(rest, "/")
	for i, p := range comps {
		if p == ".." {
			dotdot = true
			prefix += strings.Join(comps[:i+1], "/") + "/"
			rest = strings.Join(comps[i+1:], "/")
			comps = comps[i+1:]
			break
		}
	}
	for dotdot {
		found := false
		for i, p := range comps {
			if p == ".." {
				prefix += strings.Join(comps[:i+1], "/") + "/"
				rest = strings.Join(comps[i+1:], "/")
				comps = comps[i+1:]
				found = true
				break
			}
		}
		if !found {
			break
		}
	}
	if prefix != "" {
		key := what + prefix
		if !r.said[key] {
			r.said[key] = true
			fmt.Fprintf(r.c.Stderr, "tar: Removing leading `%s' from %s\n", prefix, what)
		}
	}
	if rest == "" {
		rest = "."
	}
	return rest, !dotdot
}

// owners are the user and group names written into the archive.
func (r *tarJob) owners() (string, string) {
	u := r.c.Getenv("USER")
	if u == "" {
		u = "agent"
	}
	g := u
	if r.owner != "" {
		u, _, _ = strings.Cut(r.owner, ":")
	}
	if r.group != "" {
		g, _, _ = strings.Cut(r.group, ":")
	}
	return u, g
}

// create writes the archive of the operands.
func (r *tarJob) create(ops []string) error {
	c := r.c
	if len(ops) == 0 {
		return r.usage("Cowardly refusing to create an empty archive")
	}
	var out io.Writer
	var file *vfs.File
	info := c.Stderr // -v lists on stderr when the archive is stdout
	if r.file == "-" {
		out = c.Stdout
	} else {
		h, err := c.FS.OpenFile(c.Path(r.file), os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
		if err != nil {
			if stop := r.limitStop(err); stop != nil {
				return stop
			}
			return r.fatal("%s: Cannot open: %s", r.file, vfs.Reason(err))
		}
		defer h.Close()
		file, out, info = h, h, c.Stdout
	}
	var zw *gzip.Writer
	if r.gzip {
		zw = gzip.NewWriter(out)
		zw.OS = gzipOS
		out = zw
	}
	w := tar.NewWriter(out)
	cw := &tarCreate{r: r, w: w, info: info, linked: map[uint64]string{}}
	if file != nil {
		if st, err := file.Stat(); err == nil {
			if vi, ok := st.(*vfs.FileInfo); ok {
				cw.self = vi.Ino()
			}
		}
	}
	for _, op := range r.dirOps {
		if err := r.ctx.Err(); err != nil {
			return err
		}
		if err := cw.add(op); err != nil {
			return err
		}
	}
	if err := w.Close(); err != nil {
		return r.writeErr(err)
	}
	if zw != nil {
		if err := zw.Close(); err != nil {
			return r.writeErr(err)
		}
	}
	return nil
}

func (r *tarJob) writeErr(err error) error {
	if stop := r.limitStop(err); stop != nil {
		return stop
	}
	if errors.Is(err, io.ErrClosedPipe) || errors.Is(err, syscall.EPIPE) {
		return command.Status(141)
	}
	return r.fatal("write error: %s", vfs.Reason(err))
}

type tarCreate struct {
	r      *tarJob
	w      *tar.Writer
	info   io.Writer
	linked map[uint64]string // inode -> member name of its first name
	self   uint64            // the archive's own inode, never added
	// dirs are the directories being added, outermost first: with -h, a
	// link back to one of them would be followed without end.
	dirs []uint64
}

// add adds one operand, read relative to its -C directory.
func (t *tarCreate) add(op tarOperand) error {
	r := t.r
	base := r.c.Dir
	if op.dir != "" {
		base = r.c.Path(op.dir)
	}
	full := op.name
	if !path.IsAbs(full) {
		full = path.Join(base, full)
	}
	name := op.name
	if name != "/" {
		name = strings.TrimRight(name, "/")
	}
	if n, _ := r.safeName(name, "member names"); n != name {
		name = n
	}
	return t.walk(name, path.Clean(full), op.name, true)
}

func (t *tarCreate) walk(name, full, shown string, top bool) error {
	r := t.r
	c := r.c
	if err := r.ctx.Err(); err != nil {
		return err
	}
	if r.excluded(name) {
		return nil
	}
	st, err := c.FS.Lstat(full)
	if err == nil && r.deref && st.Mode()&fs.ModeSymlink != 0 {
		st, err = c.FS.Stat(full)
	}
	if err != nil {
		r.fail("%s: Cannot stat: %s", shown, vfs.Reason(err))
		return nil
	}
	vi, _ := st.(*vfs.FileInfo)
	if vi != nil && vi.Ino() == t.self && t.self != 0 {
		fmt.Fprintf(c.Stderr, "tar: %s: file is the archive; not dumped\n", shown)
		return nil
	}
	if vi != nil && st.IsDir() && slices.Contains(t.dirs, vi.Ino()) {
		r.fail("%s: File system loop detected; not dumped", shown)
		return nil
	}
	uname, gname := r.owners()
	hdr := &tar.Header{Name: name, Mode: int64(unixMode(st.Mode())), ModTime: st.ModTime().Truncate(time.Second),
		Uname: uname, Gname: gname, Format: tar.FormatGNU}
	if sys, ok := st.Sys().(*syscall.Stat_t); ok {
		hdr.Uid, hdr.Gid = int(sys.Uid), int(sys.Gid)
	}
	var data *vfs.File
	switch {
	case st.IsDir():
		hdr.Typeflag = tar.TypeDir
		if !strings.HasSuffix(hdr.Name, "/") {
			hdr.Name += "/"
		}
	case st.Mode()&fs.ModeSymlink != 0:
		hdr.Typeflag = tar.TypeSymlink
		if vi != nil {
			hdr.Linkname = vi.Target()
		}
	default:
		if vi != nil && vi.Links() > 1 {
			if first, ok := t.linked[vi.Ino()]; ok {
				hdr.Typeflag, hdr.Linkname = tar.TypeLink, first
				break
			}
			t.linked[vi.Ino()] = name
		}
		hdr.Typeflag = tar.TypeReg
		hdr.Size = st.Size()
		if data, err = c.FS.Open(full); err != nil {
			r.fail("%s: Cannot open: %s", shown, vfs.Reason(err))
			return nil
		}
		defer data.Close()
	}
	if err := t.w.WriteHeader(hdr); err != nil {
		return r.writeErr(err)
	}
	if data != nil {
		if _, err := io.Copy(t.w, ctxReader{r.ctx, data}); err != nil {
			return r.writeErr(err)
		}
	}
	if r.verbose > 0 {
		r.printMember(t.info, hdr)
	}
	if st.IsDir() {
		ents, err := c.FS.ReadDir(full)
		if err != nil {
			r.fail("%s: Cannot open: %s", shown, vfs.Reason(err))
			return nil
		}
		if vi != nil {
			t.dirs = append(t.dirs, vi.Ino())
			defer func() { t.dirs = t.dirs[:len(t.dirs)-1] }()
		}
		for _, e := range ents {
			child := strings.TrimSuffix(name, "/") + "/" + e.Name()
			if name == "." && !top {
				child = e.Name()
			}
			if err := t.walk(child, path.Join(full, e.Name()), strings.TrimSuffix(shown, "/")+"/"+e.Name(), false); err != nil {
				return err
			}
		}
	}
	return nil
}

// printMember prints a member as -v (its name) or -vv (a long line) does.
func (r *tarJob) printMember(w io.Writer, h *tar.Header) {
	if r.verbose < 2 && r.mode != 't' {
		fmt.Fprintln(w, h.Name) // -v of -c and -x: names; -vv, or -tv: long lines
		return
	}
	typ := byte('-')
	switch h.Typeflag {
	case tar.TypeDir:
		typ = 'd'
	case tar.TypeSymlink:
		typ = 'l'
	case tar.TypeLink:
		typ = 'h'
	}
	perm := []byte(modeString(uint32(h.Mode)))
	perm[0] = typ
	ug := h.Uname + "/" + h.Gname
	if h.Uname == "" {
		ug = strconv.Itoa(h.Uid) + "/" + strconv.Itoa(h.Gid)
	}
	size := strconv.FormatInt(h.Size, 10)
	if h.Typeflag != tar.TypeReg {
		size = "0"
	}
	if w := len(ug) + 1 + len(size); w > r.ugsWidth {
		r.ugsWidth = w
	}
	pad := r.ugsWidth - len(ug) - len(size)
	line := fmt.Sprintf("%s %s%s%s %s %s", perm, ug, strings.Repeat(" ", pad), size,
		h.ModTime.In(tarLocation(r.c)).Format("2006-01-02 15:04"), h.Name)
	switch h.Typeflag {
	case tar.TypeSymlink:
		line += " -> " + h.Linkname
	case tar.TypeLink:
		line += " link to " + h.Linkname
	}
	fmt.Fprintln(w, line)
}

func tarLocation(c *command.Call) *time.Location {
	if tz := c.Getenv("TZ"); tz != "" {
		if l, err := time.LoadLocation(tz); err == nil {
			return l
		}
	}
	return time.UTC
}

// read lists or extracts the archive.
func (r *tarJob) read(ops []string) error {
	c := r.c
	var in io.Reader
	if r.file == "-" {
		in = c.Stdin
	} else {
		h, err := c.FS.Open(c.Path(r.file))
		if err != nil {
			if r.gzip {
				// GNU runs gzip as a child, which reports the failure.
				fmt.Fprintf(c.Stderr, "tar (child): %s: Cannot open: %s\ntar (child): Error is not recoverable: exiting now\n", r.file, vfs.Reason(err))
				return r.fatal("Child returned status 2")
			}
			return r.fatal("%s: Cannot open: %s", r.file, vfs.Reason(err))
		}
		defer h.Close()
		in = h
	}
	br := bufio.NewReader(ctxReader{r.ctx, in})
	var src io.Reader = br
	if b, _ := br.Peek(2); len(b) == 2 && b[0] == 0x1f && b[1] == 0x8b {
		zr, err := gzip.NewReader(br)
		if err != nil {
			return r.fatal("Child returned status 1")
		}
		src = &boundReader{r: zr, max: c.BufferLimit()}
	} else if r.gzip {
		fmt.Fprintf(c.Stderr, "\ngzip: stdin: not in gzip format\n")
		return r.fatal("Child returned status 1")
	}
	x := &tarExtract{r: r, base: c.Dir, wanted: map[string]bool{}}
	if r.dir != "" {
		x.base = c.Path(r.dir)
		if st, err := c.FS.Stat(x.base); err != nil || !st.IsDir() {
			if err == nil {
				err = syscall.ENOTDIR
			}
			return r.fatal("%s: Cannot open: %s", r.dir, vfs.Reason(err))
		}
	}
	for _, o := range ops {
		x.wanted[strings.TrimRight(o, "/")] = false
	}
	counted := &countReader{r: src}
	tr := tar.NewReader(counted)
	members := 0
	for {
		if err := r.ctx.Err(); err != nil {
			return err
		}
		h, err := tr.Next()
		if err == io.EOF {
			if members == 0 && counted.n == 0 {
				// Nothing at all (an all-zero archive is an empty one).
				r.fail("This does not look like a tar archive")
			}
			break
		}
		if err != nil {
			var tl *command.TooLargeError
			switch {
			case errors.As(err, &tl):
				return r.fatal("%s", tl.Error())
			case members == 0 && (errors.Is(err, tar.ErrHeader) || errors.Is(err, io.ErrUnexpectedEOF)):
				r.fail("This does not look like a tar archive")
				return nil
			case errors.Is(err, io.ErrUnexpectedEOF):
				return r.fatal("Unexpected EOF in archive")
			default:
				r.fail("Skipping to next header")
				return nil
			}
		}
		members++
		if err := x.member(h, tr); err != nil {
			return err
		}
	}
	if err := x.finish(); err != nil {
		return err
	}
	var missing []string
	for o, seen := range x.wanted {
		if !seen {
			missing = append(missing, o)
		}
	}
	sort.Strings(missing)
	for _, o := range missing {
		r.fail("%s: Not found in archive", o)
	}
	return nil
}

// countReader counts the bytes read.
type countReader struct {
	r io.Reader
	n int64
}

func (c *countReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}

// boundReader fails past max bytes (a decompression bomb).
type boundReader struct {
	r   io.Reader
	n   int64
	max int64
}

func (b *boundReader) Read(p []byte) (int, error) {
	n, err := b.r.Read(p)
	b.n += int64(n)
	if b.n > b.max {
		return n, &command.TooLargeError{What: "decompressed data", Limit: b.max}
	}
	return n, err
}

type tarExtract struct {
	r       *tarJob
	base    string
	wanted  map[string]bool
	dirs    []*tar.Header // directory times, set at the end
	delayed []tarLink     // symbolic links that could lead out, made last
}

type tarLink struct {
	full, target string
	mtime        time.Time
}

// selected reports whether a member is one the operands name (a name,
// or a directory above it); with no operands every member is.
func (x *tarExtract) selected(name string) bool {
	if len(x.wanted) == 0 {
		return true
	}
	n := strings.TrimRight(name, "/")
	for o := range x.wanted {
		if n == o || strings.HasPrefix(n, o+"/") {
			x.wanted[o] = true
			return true
		}
	}
	return false
}

// stripped removes --strip-components leading components; false when
// nothing is left.
func (x *tarExtract) stripped(name string) (string, bool) {
	if x.r.strip == 0 {
		return name, true
	}
	comps := strings.Split(strings.TrimRight(name, "/"), "/")
	if len(comps) <= x.r.strip {
		return "", false
	}
	out := strings.Join(comps[x.r.strip:], "/")
	if strings.HasSuffix(name, "/") {
		out += "/"
	}
	return out, true
}

func (x *tarExtract) member(h *tar.Header, tr *tar.Reader) error {
	r := x.r
	c := r.c
	if r.excluded(h.Name) || !x.selected(h.Name) {
		return nil
	}
	name, ok := x.stripped(h.Name)
	if !ok {
		return nil
	}
	safe, ok := r.safeName(name, "member names")
	if r.mode == 't' {
		if r.verbose > 0 {
			r.printMember(c.Stdout, h)
		} else {
			fmt.Fprintln(c.Stdout, h.Name)
		}
		return nil
	}
	if !ok {
		r.fail("%s: Member name contains '..'", h.Name)
		return nil
	}
	if r.verbose > 0 {
		r.printMember(c.Stdout, h)
	}
	if r.toStdout {
		if h.Typeflag == tar.TypeReg {
			if _, err := io.Copy(outWriter{c.Stdout}, tr); err != nil {
				return r.writeErr(err)
			}
		}
		return nil
	}
	full := path.Join(x.base, safe)
	if full == x.base && h.Typeflag != tar.TypeDir {
		return nil
	}
	if err := c.FS.MkdirAll(path.Dir(full), 0o755); err != nil {
		if stop := r.limitStop(err); stop != nil {
			return stop
		}
		what := "Cannot mkdir"
		if errors.Is(err, syscall.ENOTDIR) {
			what = "Cannot open" // as GNU, which opens the member's path
		}
		r.fail("%s: %s: %s", h.Name, what, vfs.Reason(err))
		return nil
	}
	mode := modeFromUnix(uint32(h.Mode))
	switch h.Typeflag {
	case tar.TypeDir:
		if st, err := c.FS.Stat(full); err == nil && st.IsDir() {
			_ = c.FS.Chmod(full, mode)
		} else {
			if err == nil {
				_ = c.FS.Remove(full)
			}
			if err := c.FS.Mkdir(full, mode); err != nil {
				if stop := r.limitStop(err); stop != nil {
					return stop
				}
				r.fail("%s: Cannot mkdir: %s", h.Name, vfs.Reason(err))
				return nil
			}
		}
		x.dirs = append(x.dirs, &tar.Header{Name: full, ModTime: h.ModTime})
		return nil
	case tar.TypeSymlink:
		if !x.replace(full, h.Name, "Cannot create symlink to "+tarQuote(h.Linkname)) {
			return nil
		}
		if path.IsAbs(h.Linkname) || tarHasDotDot(h.Linkname) {
			// As GNU: a placeholder now, the link once all is extracted,
			// so no member is written through it.
			if err := c.FS.WriteFile(full, nil, 0); err != nil {
				if stop := r.limitStop(err); stop != nil {
					return stop
				}
			}
			x.delayed = append(x.delayed, tarLink{full, h.Linkname, h.ModTime})
			return nil
		}
		if err := c.FS.Symlink(h.Linkname, full); err != nil {
			if stop := r.limitStop(err); stop != nil {
				return stop
			}
			r.fail("%s: Cannot create symlink to %s: %s", h.Name, tarQuote(h.Linkname), vfs.Reason(err))
			return nil
		}
		if !r.noMtime {
			_ = c.FS.Lchtimes(full, h.ModTime)
		}
		return nil
	case tar.TypeLink:
		target, ok := x.stripped(h.Linkname)
		if ok {
			target, ok = r.safeName(target, "hard link targets")
		}
		if !ok {
			r.fail("%s: Cannot hard link to %s: %s", h.Name, tarQuote(h.Linkname), "No such file or directory")
			return nil
		}
		if !x.replace(full, h.Name, "Cannot hard link to "+tarQuote(h.Linkname)) {
			return nil
		}
		if err := c.FS.Link(path.Join(x.base, target), full); err != nil {
			if stop := r.limitStop(err); stop != nil {
				return stop
			}
			r.fail("%s: Cannot hard link to %s: %s", h.Name, tarQuote(h.Linkname), vfs.Reason(err))
		}
		return nil
	case tar.TypeReg, tar.TypeGNUSparse:
	default:
		// Devices, FIFOs: the sandbox has none; extract as empty files.
		if r.verbose == 0 {
			fmt.Fprintf(c.Stderr, "tar: %s: Extracting as a regular file: not supported in the sandbox\n", h.Name)
		}
	}
	if !x.replace(full, h.Name, "Cannot open") {
		return nil
	}
	out, err := c.FS.OpenFile(full, os.O_WRONLY|os.O_CREATE|os.O_EXCL, mode.Perm())
	if err != nil {
		if stop := r.limitStop(err); stop != nil {
			return stop
		}
		r.fail("%s: Cannot open: %s", h.Name, vfs.Reason(err))
		return nil
	}
	_, err = io.Copy(out, tr)
	out.Close()
	if err != nil {
		var tl *command.TooLargeError
		if errors.As(err, &tl) {
			_ = c.FS.Remove(full)
			return r.fatal("%s", tl.Error())
		}
		if stop := r.limitStop(err); stop != nil {
			return stop
		}
		if errors.Is(err, io.ErrUnexpectedEOF) {
			return r.fatal("Unexpected EOF in archive")
		}
		r.fail("%s: %s", h.Name, vfs.Reason(err))
		return nil
	}
	_ = c.FS.Chmod(full, mode)
	if !r.noMtime {
		_ = c.FS.Chtimes(full, h.ModTime)
	}
	return nil
}

// replace clears the way for a member at full: an existing file or link
// is removed (GNU replaces it), unless -k; a directory stays.
func (x *tarExtract) replace(full, name, what string) bool {
	c := x.r.c
	st, err := c.FS.Lstat(full)
	if err != nil {
		return true
	}
	if x.r.keepOld {
		x.r.fail("%s: %s: File exists", name, what)
		return false
	}
	if st.IsDir() {
		if err := c.FS.Remove(full); err != nil {
			x.r.fail("%s: %s: %s", name, what, vfs.Reason(err))
			return false
		}
		return true
	}
	if err := c.FS.Remove(full); err != nil {
		x.r.fail("%s: %s: %s", name, what, vfs.Reason(err))
		return false
	}
	return true
}

// finish makes the delayed links and sets the directories' times.
func (x *tarExtract) finish() error {
	c := x.r.c
	for _, l := range x.delayed {
		if st, err := c.FS.Lstat(l.full); err == nil && !st.IsDir() && st.Size() == 0 {
			_ = c.FS.Remove(l.full)
		}
		if err := c.FS.Symlink(l.target, l.full); err != nil {
			if stop := x.r.limitStop(err); stop != nil {
				return stop
			}
			x.r.fail("%s: Cannot create symlink to %s: %s", l.full, tarQuote(l.target), vfs.Reason(err))
			continue
		}
		if !x.r.noMtime {
			_ = c.FS.Lchtimes(l.full, l.mtime)
		}
	}
	if x.r.noMtime {
		return nil
	}
	for i := len(x.dirs) - 1; i >= 0; i-- {
		_ = c.FS.Chtimes(x.dirs[i].Name, x.dirs[i].ModTime)
	}
	return nil
}

func tarQuote(s string) string { return "'" + s + "'" }

func tarHasDotDot(p string) bool {
	for _, e := range strings.Split(p, "/") {
		if e == ".." {
			return true
		}
	}
	return false
}

// unixMode and modeFromUnix convert between fs.FileMode and the Unix
// mode number (0o7777) of an archive header.
func unixMode(m fs.FileMode) uint32 {
	u := uint32(m.Perm())
	if m&fs.ModeSetuid != 0 {
		u |= 0o4000
	}
	if m&fs.ModeSetgid != 0 {
		u |= 0o2000
	}
	if m&fs.ModeSticky != 0 {
		u |= 0o1000
	}
	return u
}

func modeFromUnix(u uint32) fs.FileMode {
	m := fs.FileMode(u & 0o777)
	if u&0o4000 != 0 {
		m |= fs.ModeSetuid
	}
	if u&0o2000 != 0 {
		m |= fs.ModeSetgid
	}
	if u&0o1000 != 0 {
		m |= fs.ModeSticky
	}
	return m
}

// modeString is ls's ten mode characters for a regular file of mode u.
func modeString(u uint32) string {
	b := []byte("-rwxrwxrwx")
	for i := 0; i < 9; i++ {
		if u&(1<<(8-i)) == 0 {
			b[i+1] = '-'
		}
	}
	set := func(i int, on bool, x, noX byte) {
		if on {
			if b[i] == 'x' {
				b[i] = x
			} else {
				b[i] = noX
			}
		}
	}
	set(3, u&0o4000 != 0, 's', 'S')
	set(6, u&0o2000 != 0, 's', 'S')
	set(9, u&0o1000 != 0, 't', 'T')
	return string(b)
}
