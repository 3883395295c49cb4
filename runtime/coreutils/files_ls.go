package coreutils

import (
	"context"
	"fmt"
	"io/fs"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// lsEntry is one name to list with its information.
type lsEntry struct {
	name   string // as printed
	full   string // absolute path
	info   fs.FileInfo
	links  int
	broken bool // -L met a dangling link: shown with '?'s
}

type lsRun struct {
	c                                                            *command.Call
	ctx                                                          context.Context
	all, almost, long, recursive, dirSelf, human, byTime, bySize bool
	reverse, classify, slash, deref                              bool
	owner                                                        string
	loc                                                          *time.Location
	now                                                          time.Time
	status                                                       int
	printed                                                      bool
	seen                                                         map[uint64]bool // directories -R listed (-L may loop)
}

// lsCmd is ls [-laA1RdhtrSFpL] [FILE...]. Output is one name per line, as
// GNU ls writes when stdout is not a terminal, sorted by byte order.
func lsCmd(ctx context.Context, c *command.Call) error {
	var args []string
	for _, a := range c.Args {
		switch a {
		case "--color=never", "--color=no", "--color=none", "--color=auto", "--color=tty", "--color=if-tty":
			continue // never a terminal, so never colour
		}
		args = append(args, a)
	}
	f := command.NewFlagSet(c.Name)
	r := &lsRun{c: c, ctx: ctx}
	f.Func('a', "all", false, func(string) error { r.all = true; return nil })
	f.Func('A', "almost-all", false, func(string) error { r.almost = true; return nil })
	f.Func('l', "", false, func(string) error { r.long = true; return nil })
	f.Func('1', "", false, func(string) error { return nil })
	f.Func('R', "recursive", false, func(string) error { r.recursive = true; return nil })
	f.Func('d', "directory", false, func(string) error { r.dirSelf = true; return nil })
	f.Func('h', "human-readable", false, func(string) error { r.human = true; return nil })
	f.Func('t', "", false, func(string) error { r.byTime, r.bySize = true, false; return nil })
	f.Func('S', "", false, func(string) error { r.bySize, r.byTime = true, false; return nil })
	f.Func('r', "reverse", false, func(string) error { r.reverse = true; return nil })
	f.Func('F', "classify", false, func(string) error { r.classify = true; return nil })
	f.Func('p', "", false, func(string) error { r.slash = true; return nil })
	f.Func('L', "dereference", false, func(string) error { r.deref = true; return nil })
	call := *c
	call.Args = args
	ops, err := f.ParseOrUsage(&call)
	if err != nil {
		return err
	}
	r.owner = c.Getenv("USER")
	if r.owner == "" {
		r.owner = "agent"
	}
	r.loc = filesLocation(c)
	if c.Now != nil {
		r.now = c.Now()
	} else {
		r.now = time.Now()
	}
	if len(ops) == 0 {
		ops = []string{"."}
	}
	var files, dirs []lsEntry
	for _, op := range ops {
		full := c.Path(op)
		st, err := r.stat(full, true)
		if strings.HasSuffix(op, "/") {
			st, err = c.FS.Stat(full) // a trailing slash follows a link
		}
		if op == "" {
			err = &fs.PathError{Op: "stat", Path: op, Err: fs.ErrNotExist}
		}
		if err != nil {
			fmt.Fprintf(c.Stderr, "%s: cannot access %s: %s\n", c.Name, filesQuote(op), vfs.Reason(err))
			r.status = 2
			continue
		}
		e := lsEntry{name: op, full: full, info: st, links: r.linkCount(full, st)}
		if st.IsDir() && !r.dirSelf {
			dirs = append(dirs, e)
		} else {
			files = append(files, e)
		}
	}
	r.sort(files)
	r.sort(dirs)
	if len(files) > 0 {
		if err := r.print(files, false); err != nil {
			return err
		}
		r.printed = true
	}
	header := len(ops) > 1 || r.recursive
	for _, d := range dirs {
		if err := r.listDir(d.name, d.full, header); err != nil {
			return err
		}
	}
	return command.Status(r.status)
}

// stat describes a file to list: a symbolic link itself, unless -L, or
// unless it is an operand (top) that leads to a directory and neither
// -l, -d nor -F is given, as GNU ls does.
func (r *lsRun) stat(full string, top bool) (fs.FileInfo, error) {
	if r.deref {
		return r.c.FS.Stat(full)
	}
	st, err := r.c.FS.Lstat(full)
	if err == nil && top && st.Mode()&fs.ModeSymlink != 0 && !r.long && !r.dirSelf && !r.classify {
		if t, terr := r.c.FS.Stat(full); terr == nil && t.IsDir() {
			return t, nil
		}
	}
	return st, err
}

// linkCount is the file's number of names: its hard links, or 2 plus
// the subdirectories for a directory.
func (r *lsRun) linkCount(full string, st fs.FileInfo) int {
	if vi, ok := st.(*vfs.FileInfo); ok {
		return vi.Links()
	}
	if !st.IsDir() {
		return 1
	}
	n := 2
	ents, _ := r.c.FS.ReadDir(full)
	for _, e := range ents {
		if e.IsDir() {
			n++
		}
	}
	return n
}

// listDir prints one directory (and, with -R, those below it).
func (r *lsRun) listDir(name, full string, header bool) error {
	if err := r.ctx.Err(); err != nil {
		return err
	}
	ents, err := r.c.FS.ReadDir(full)
	if err != nil {
		fmt.Fprintf(r.c.Stderr, "%s: cannot open directory %s: %s\n", r.c.Name, filesQuote(name), vfs.Reason(err))
		r.status = 2
		return nil
	}
	var list []lsEntry
	if r.all {
		for _, dot := range []string{".", ".."} {
			p := full
			if dot == ".." {
				p = dirnameOf(full)
			}
			st, err := r.c.FS.Stat(p)
			if err == nil {
				list = append(list, lsEntry{name: dot, full: p, info: st, links: r.linkCount(p, st)})
			}
		}
	}
	for _, e := range ents {
		n := e.Name()
		if strings.HasPrefix(n, ".") && !r.all && !r.almost {
			continue
		}
		st, err := e.Info()
		if err != nil {
			continue
		}
		p := strings.TrimSuffix(full, "/") + "/" + n
		if r.deref && st.Mode()&fs.ModeSymlink != 0 {
			t, err := r.c.FS.Stat(p)
			if err != nil {
				fmt.Fprintf(r.c.Stderr, "%s: cannot access %s: %s\n", r.c.Name, filesQuote(cpJoin(name, n)), vfs.Reason(err))
				r.status = 1
				list = append(list, lsEntry{name: n, full: p, info: st, broken: true})
				continue
			}
			st = t
		}
		list = append(list, lsEntry{name: n, full: p, info: st, links: r.linkCount(p, st)})
	}
	r.sort(list)
	var b strings.Builder
	if r.printed {
		b.WriteString("\n")
	}
	if header {
		b.WriteString(name + ":\n")
	}
	if _, err := fmt.Fprint(r.c.Stdout, b.String()); err != nil {
		return filesWriteErr(r.c, err)
	}
	r.printed = true
	if err := r.print(list, true); err != nil {
		return err
	}
	if r.recursive {
		if r.seen == nil {
			r.seen = map[uint64]bool{}
		}
		if st, err := r.c.FS.Stat(full); err == nil {
			if vi, ok := st.(*vfs.FileInfo); ok {
				r.seen[vi.Ino()] = true
			}
		}
		for _, e := range list {
			if vi, ok := e.info.(*vfs.FileInfo); ok && e.info.IsDir() && r.seen[vi.Ino()] && e.name != "." && e.name != ".." {
				fmt.Fprintf(r.c.Stderr, "%s: %s: not listing already-listed directory\n", r.c.Name, cpJoin(name, e.name))
				r.status = 2
				continue
			}
			if e.info.IsDir() && e.name != "." && e.name != ".." {
				if err := r.listDir(cpJoin(name, e.name), e.full, true); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// sort orders entries by name, or by time or size, then reverses for -r.
func (r *lsRun) sort(list []lsEntry) {
	sort.SliceStable(list, func(i, j int) bool {
		a, b := list[i], list[j]
		switch {
		case r.byTime && !a.info.ModTime().Equal(b.info.ModTime()):
			return a.info.ModTime().After(b.info.ModTime())
		case r.bySize && lsSize(a.info) != lsSize(b.info):
			return lsSize(a.info) > lsSize(b.info)
		}
		return a.name < b.name
	})
	if r.reverse {
		for i, j := 0, len(list)-1; i < j; i, j = i+1, j-1 {
			list[i], list[j] = list[j], list[i]
		}
	}
}

// lsSize is the size ls shows: 4096 for a directory, as on ext4 (a
// symbolic link's is its target's length).
func lsSize(st fs.FileInfo) int64 {
	if st.IsDir() {
		return 4096
	}
	return st.Size()
}

// lsBlocks is the space a file takes in 1024-byte blocks, as on a
// filesystem with 4 KiB blocks; a symbolic link takes none (its target
// is kept in its inode, as ext4 keeps short ones).
func lsBlocks(st fs.FileInfo) int64 {
	if st.Mode()&fs.ModeSymlink != 0 {
		return 0
	}
	return (lsSize(st) + 4095) / 4096 * 4
}

// print writes entries, with a "total" line for a directory listing in
// long format.
func (r *lsRun) print(list []lsEntry, total bool) error {
	var b strings.Builder
	if !r.long {
		for _, e := range list {
			b.WriteString(e.name + r.suffix(e.info) + "\n")
		}
		_, err := fmt.Fprint(r.c.Stdout, b.String())
		return filesWriteErr(r.c, err)
	}
	if total {
		var blocks int64
		for _, e := range list {
			blocks += lsBlocks(e.info)
		}
		if r.human {
			fmt.Fprintf(&b, "total %s\n", lsHuman(blocks*1024))
		} else {
			fmt.Fprintf(&b, "total %d\n", blocks)
		}
	}
	linkW, sizeW := 0, 0
	sizes := make([]string, len(list))
	for i, e := range list {
		linkW = max(linkW, len(strconv.Itoa(e.links)))
		if r.human {
			sizes[i] = lsHuman(lsSize(e.info))
		} else {
			sizes[i] = strconv.FormatInt(lsSize(e.info), 10)
		}
		sizeW = max(sizeW, len(sizes[i]))
	}
	ownW := len(r.owner)
	for i, e := range list {
		if e.broken {
			fmt.Fprintf(&b, "l????????? %*s %-*s %-*s %*s %12s %s\n", linkW, "?", ownW, "?", ownW, "?", sizeW, "?", "?", e.name)
			continue
		}
		name := e.name + r.suffix(e.info)
		if e.info.Mode()&fs.ModeSymlink != 0 {
			name = e.name + " -> " + lsTarget(e.info)
			if r.classify || r.slash {
				if t, err := r.c.FS.Stat(e.full); err == nil {
					name += r.suffix(t)
				}
			}
		}
		fmt.Fprintf(&b, "%s %*d %s %s %*s %s %s\n", lsMode(e.info.Mode()), linkW, e.links, r.owner, r.owner,
			sizeW, sizes[i], r.timeString(e.info.ModTime()), name)
	}
	_, err := fmt.Fprint(r.c.Stdout, b.String())
	return filesWriteErr(r.c, err)
}

// suffix is the -F or -p indicator.
func (r *lsRun) suffix(st fs.FileInfo) string {
	switch {
	case st.IsDir() && (r.classify || r.slash):
		return "/"
	case r.classify && st.Mode()&fs.ModeSymlink != 0:
		return "@"
	case r.classify && st.Mode().Perm()&0o111 != 0:
		return "*"
	}
	return ""
}

// timeString is GNU's default long-format time: month, day and time of
// day for the last six months, the year instead for older or future times.
func (r *lsRun) timeString(t time.Time) string {
	t = t.In(r.loc)
	const sixMonths = 31556952 / 2 * time.Second
	if t.After(r.now.Add(-sixMonths)) && !t.After(r.now) {
		return t.Format("Jan _2 15:04")
	}
	return t.Format("Jan _2  2006")
}

// lsMode is the ten-character mode string: type, then rwx for user,
// group and others.
func lsMode(m fs.FileMode) string {
	b := []byte("-rwxrwxrwx")
	switch {
	case m.IsDir():
		b[0] = 'd'
	case m&fs.ModeSymlink != 0:
		b[0] = 'l'
	}
	for i := 0; i < 9; i++ {
		if m&(1<<(8-i)) == 0 {
			b[i+1] = '-'
		}
	}
	special := func(i int, set bool, on, off byte) {
		if set {
			if b[i] == 'x' {
				b[i] = on
			} else {
				b[i] = off
			}
		}
	}
	special(3, m&fs.ModeSetuid != 0, 's', 'S')
	special(6, m&fs.ModeSetgid != 0, 's', 'S')
	special(9, m&fs.ModeSticky != 0, 't', 'T')
	return string(b)
}

// lsTarget is a symbolic link's target ("" when the info is not the
// sandbox's).
func lsTarget(st fs.FileInfo) string {
	if vi, ok := st.(*vfs.FileInfo); ok {
		return vi.Target()
	}
	return ""
}

// lsHuman formats a size as ls -h does: powers of 1024, rounded up, one
// decimal below 10.
func lsHuman(n int64) string {
	if n < 1024 {
		return strconv.FormatInt(n, 10)
	}
	u := uint64(n)
	const units = "KMGTPE"
	div := uint64(1024)
	for e := 0; e < len(units); e++ {
		q, rem := u/div, u%div
		if q < 10 {
			tenths := q*10 + (rem*10+div-1)/div
			if tenths < 100 {
				return fmt.Sprintf("%d.%d%c", tenths/10, tenths%10, units[e])
			}
			return fmt.Sprintf("10%c", units[e])
		}
		ceil := q
		if rem > 0 {
			ceil++
		}
		if ceil < 1024 || e == len(units)-1 {
			return fmt.Sprintf("%d%c", ceil, units[e])
		}
		div *= 1024
	}
	return strconv.FormatInt(n, 10)
}
