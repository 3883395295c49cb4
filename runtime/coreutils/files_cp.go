package coreutils

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"slices"
	"strings"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// cpTargets splits the operands of cp or mv into sources and destinations:
// either a target directory (from -t, or the last operand when it is a
// directory or there are several sources) or one source and a destination
// file. It prints GNU's message and returns a status error on misuse.
func cpTargets(c *command.Call, ops []string, targetDir string) (srcs, dsts []string, err error) {
	if targetDir != "" {
		if len(ops) == 0 {
			return nil, nil, filesTryHelp(c, "missing file operand")
		}
		st, serr := c.FS.Stat(c.Path(targetDir))
		if serr != nil {
			return nil, nil, c.Errorf("target directory %s: %s", filesQuote(targetDir), vfs.Reason(serr))
		}
		if !st.IsDir() {
			return nil, nil, c.Errorf("target %s is not a directory", filesQuote(targetDir))
		}
		for _, s := range ops {
			srcs = append(srcs, s)
			dsts = append(dsts, cpJoin(targetDir, filesBase(s)))
		}
		return srcs, dsts, nil
	}
	switch len(ops) {
	case 0:
		return nil, nil, filesTryHelp(c, "missing file operand")
	case 1:
		return nil, nil, filesTryHelp(c, "missing destination file operand after %s", filesQuote(ops[0]))
	}
	last := ops[len(ops)-1]
	st, serr := c.FS.Stat(c.Path(last))
	isDir := serr == nil && st.IsDir()
	if len(ops) > 2 && !isDir {
		if serr != nil {
			return nil, nil, c.Errorf("target %s: %s", filesQuote(last), vfs.Reason(serr))
		}
		return nil, nil, c.Errorf("target %s is not a directory", filesQuote(last))
	}
	if !isDir {
		return ops[:1], ops[1:], nil
	}
	for _, s := range ops[:len(ops)-1] {
		srcs = append(srcs, s)
		dsts = append(dsts, cpJoin(last, filesBase(s)))
	}
	return srcs, dsts, nil
}

// cpJoin joins a directory operand as written and a file name.
func cpJoin(dir, name string) string {
	if strings.HasSuffix(dir, "/") {
		return dir + name
	}
	return dir + "/" + name
}

type cpRun struct {
	c                                       *command.Call
	ctx                                     context.Context
	recursive, preserve, noClobber, verbose bool
	// deref is how source links are taken: 'L' followed, 'P' copied as
	// links, 'H' followed on the command line only; 0 until a flag sets
	// it (then 'P' with -r, else 'L', as GNU).
	deref         byte
	preserveLinks bool              // -a, -d: hard links stay hard links
	linked        map[uint64]string // with preserveLinks: inode -> first copy
	status        int
	skip          string          // a copy made inside its source
	ancestors     []uint64        // the directories being copied, outermost first
	made          map[uint64]bool // the directories this cp made
}

// cpCmd is cp [-r|-R|-a] [-d] [-H|-L|-P] [-p] [-f] [-n] [-v] [-t DIR]
// SOURCE... DEST. Symbolic links in the sources are followed unless
// copying recursively, -P, -d or -a (which copy them as links, and with
// -a or -d keep hard links between copied files).
func cpCmd(ctx context.Context, c *command.Call) error {
	f := command.NewFlagSet(c.Name)
	r := &cpRun{c: c, ctx: ctx}
	f.Func('r', "recursive", false, func(string) error { r.recursive = true; return nil })
	f.Func('R', "", false, func(string) error { r.recursive = true; return nil })
	f.Func('a', "archive", false, func(string) error {
		r.recursive, r.preserve, r.preserveLinks, r.deref = true, true, true, 'P'
		return nil
	})
	f.Func('d', "", false, func(string) error { r.preserveLinks, r.deref = true, 'P'; return nil })
	f.Func('P', "no-dereference", false, func(string) error { r.deref = 'P'; return nil })
	f.Func('L', "dereference", false, func(string) error { r.deref = 'L'; return nil })
	f.Func('H', "", false, func(string) error { r.deref = 'H'; return nil })
	f.Func('p', "", false, func(string) error { r.preserve = true; return nil })
	f.Func('f', "force", false, func(string) error { r.noClobber = false; return nil })
	f.Func('n', "no-clobber", false, func(string) error { r.noClobber = true; return nil })
	f.Func('v', "verbose", false, func(string) error { r.verbose = true; return nil })
	target := f.String('t', "target-directory", "")
	ops, err := f.ParseOrUsage(c)
	if err != nil {
		return err
	}
	srcs, dsts, err := cpTargets(c, ops, *target)
	if err != nil {
		return err
	}
	if r.deref == 0 {
		r.deref = 'L'
		if r.recursive {
			r.deref = 'P'
		}
	}
	for i, src := range srcs {
		if err := ctx.Err(); err != nil {
			return err
		}
		if err := r.copy(src, dsts[i], true); err != nil {
			return err
		}
	}
	return command.Status(r.status)
}

// copy copies src to dst (both as written). It returns a non-nil error
// only when cp must stop: a cancelled context or a filesystem limit.
func (r *cpRun) copy(src, dst string, top bool) error {
	if err := r.ctx.Err(); err != nil {
		return err
	}
	c := r.c
	sfull, dfull := c.Path(src), c.Path(dst)
	st, err := c.FS.Lstat(sfull)
	if err == nil && st.Mode()&fs.ModeSymlink != 0 && (r.deref == 'L' || r.deref == 'H' && top) {
		st, err = c.FS.Stat(sfull)
	}
	if err != nil {
		r.status = 1
		fmt.Fprintf(c.Stderr, "%s: cannot stat %s: %s\n", c.Name, filesQuote(src), vfs.Reason(err))
		return nil
	}
	if st.Mode()&fs.ModeSymlink != 0 {
		return r.copyLink(src, dst, st)
	}
	dst0, derr := c.FS.Stat(dfull)
	exists := derr == nil
	if !exists && !st.IsDir() {
		if l, err := c.FS.Lstat(dfull); err == nil && l.Mode()&fs.ModeSymlink != 0 {
			r.status = 1
			fmt.Fprintf(c.Stderr, "%s: not writing through dangling symlink %s\n", c.Name, filesQuote(dst))
			return nil
		}
	}
	if st.IsDir() {
		if !r.recursive {
			r.status = 1
			fmt.Fprintf(c.Stderr, "%s: -r not specified; omitting directory %s\n", c.Name, filesQuote(src))
			return nil
		}
		if exists && !dst0.IsDir() {
			r.status = 1
			fmt.Fprintf(c.Stderr, "%s: cannot overwrite non-directory %s with directory %s\n", c.Name, filesQuote(dst), filesQuote(src))
			return nil
		}
		if top && (dfull == sfull || strings.HasPrefix(dfull, strings.TrimSuffix(sfull, "/")+"/")) {
			r.status = 1
			fmt.Fprintf(c.Stderr, "%s: cannot copy a directory, %s, into itself, %s\n", c.Name, filesQuote(src), filesQuote(dst))
			if exists || dfull == sfull {
				return nil
			}
			// GNU still copies the rest of the tree, all but the copy.
			r.skip = dfull
		}
		// A directory this cp made, reached again through a followed link,
		// is the copy itself: GNU refuses to copy it into itself.
		if vi, ok := st.(*vfs.FileInfo); ok && r.made[vi.Ino()] {
			r.status = 1
			fmt.Fprintf(c.Stderr, "%s: cannot copy a directory, %s, into itself, %s\n", c.Name, filesQuote(src), filesQuote(dst))
			return nil
		}
		if !exists {
			if err := c.FS.Mkdir(dfull, st.Mode().Perm()|0o700); err != nil {
				return r.writeFail(dst, err)
			}
			if made, err := c.FS.Stat(dfull); err == nil {
				if vi, ok := made.(*vfs.FileInfo); ok {
					if r.made == nil {
						r.made = map[uint64]bool{}
					}
					r.made[vi.Ino()] = true
				}
			}
			if r.verbose {
				fmt.Fprintf(c.Stdout, "%s -> %s\n", filesQuote(src), filesQuote(dst))
			}
		}
		ents, err := c.FS.ReadDir(sfull)
		if err != nil {
			r.status = 1
			fmt.Fprintf(c.Stderr, "%s: cannot access %s: %s\n", c.Name, filesQuote(src), vfs.Reason(err))
			return nil
		}
		// A directory reached again through a followed link is a cycle:
		// GNU refuses to copy it rather than copy without end.
		if vi, ok := st.(*vfs.FileInfo); ok {
			if slices.Contains(r.ancestors, vi.Ino()) {
				r.status = 1
				fmt.Fprintf(c.Stderr, "%s: cannot copy cyclic symbolic link %s\n", c.Name, filesQuote(src))
				return nil
			}
			r.ancestors = append(r.ancestors, vi.Ino())
			defer func() { r.ancestors = r.ancestors[:len(r.ancestors)-1] }()
		}
		for _, e := range ents {
			if r.skip != "" && cpJoin(sfull, e.Name()) == r.skip {
				continue
			}
			if err := r.copy(cpJoin(src, e.Name()), cpJoin(dst, e.Name()), false); err != nil {
				return err
			}
		}
		mode := st.Mode().Perm()
		if !r.preserve {
			mode &^= filesUmask(c)
		}
		if !exists || r.preserve {
			_ = c.FS.Chmod(dfull, mode)
		}
		if r.preserve {
			_ = c.FS.Chtimes(dfull, st.ModTime())
		}
		return nil
	}
	if exists {
		if dfull == sfull || cpSameFile(st, dst0) {
			r.status = 1
			fmt.Fprintf(c.Stderr, "%s: %s and %s are the same file\n", c.Name, filesQuote(src), filesQuote(dst))
			return nil
		}
		if dst0.IsDir() {
			r.status = 1
			fmt.Fprintf(c.Stderr, "%s: cannot overwrite directory %s with non-directory\n", c.Name, filesQuote(dst))
			return nil
		}
		if r.noClobber {
			return nil
		}
	}
	if vi, ok := st.(*vfs.FileInfo); ok && r.preserveLinks && vi.Links() > 1 {
		if first, ok := r.linked[vi.Ino()]; ok {
			if exists {
				_ = c.FS.Remove(dfull)
			}
			if err := c.FS.Link(first, dfull); err != nil {
				return r.writeFail(dst, err)
			}
			if r.verbose {
				fmt.Fprintf(c.Stdout, "%s -> %s\n", filesQuote(src), filesQuote(dst))
			}
			return nil
		}
		if r.linked == nil {
			r.linked = map[uint64]string{}
		}
		r.linked[vi.Ino()] = dfull
	}
	data, err := c.FS.ReadFile(sfull)
	if err != nil {
		r.status = 1
		fmt.Fprintf(c.Stderr, "%s: cannot open %s for reading: %s\n", c.Name, filesQuote(src), vfs.Reason(err))
		return nil
	}
	mode := st.Mode().Perm()
	if !r.preserve {
		mode &^= filesUmask(c)
	}
	h, err := c.FS.OpenFile(dfull, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, mode)
	if err != nil {
		var le *vfs.LimitError
		if errors.As(err, &le) {
			return r.writeFail(dst, err)
		}
		r.status = 1
		fmt.Fprintf(c.Stderr, "%s: cannot create regular file %s: %s\n", c.Name, filesQuote(dst), vfs.Reason(err))
		return nil
	}
	_, werr := h.Write(data)
	h.Close()
	if werr != nil {
		return r.writeFail(dst, werr)
	}
	if r.preserve {
		_ = c.FS.Chmod(dfull, st.Mode().Perm())
		_ = c.FS.Chtimes(dfull, st.ModTime())
	}
	if r.verbose {
		fmt.Fprintf(c.Stdout, "%s -> %s\n", filesQuote(src), filesQuote(dst))
	}
	return nil
}

// copyLink copies the symbolic link src as a link to the same target,
// replacing a file (not a directory) at dst.
func (r *cpRun) copyLink(src, dst string, st fs.FileInfo) error {
	c := r.c
	dfull := c.Path(dst)
	if d, err := c.FS.Lstat(dfull); err == nil {
		switch {
		case d.IsDir():
			r.status = 1
			fmt.Fprintf(c.Stderr, "%s: cannot overwrite directory %s with non-directory\n", c.Name, filesQuote(dst))
			return nil
		case cpSameFile(st, d):
			r.status = 1
			fmt.Fprintf(c.Stderr, "%s: %s and %s are the same file\n", c.Name, filesQuote(src), filesQuote(dst))
			return nil
		case r.noClobber:
			return nil
		}
		if err := c.FS.Remove(dfull); err != nil {
			r.status = 1
			fmt.Fprintf(c.Stderr, "%s: cannot remove %s: %s\n", c.Name, filesQuote(dst), vfs.Reason(err))
			return nil
		}
	}
	if err := c.FS.Symlink(lsTarget(st), dfull); err != nil {
		var le *vfs.LimitError
		if errors.As(err, &le) {
			return r.writeFail(dst, err)
		}
		r.status = 1
		fmt.Fprintf(c.Stderr, "%s: cannot create symbolic link %s: %s\n", c.Name, filesQuote(dst), vfs.Reason(err))
		return nil
	}
	if r.preserve {
		_ = c.FS.Lchtimes(dfull, st.ModTime())
	}
	if r.verbose {
		fmt.Fprintf(c.Stdout, "%s -> %s\n", filesQuote(src), filesQuote(dst))
	}
	return nil
}

// cpSameFile reports whether two infos of the session's filesystem are
// one file (the same inode: one name, or two hard links).
func cpSameFile(a, b fs.FileInfo) bool {
	x, ok1 := a.(*vfs.FileInfo)
	y, ok2 := b.(*vfs.FileInfo)
	return ok1 && ok2 && x.Ino() == y.Ino()
}

// writeFail reports a failed write; a filesystem limit stops cp.
func (r *cpRun) writeFail(dst string, err error) error {
	var le *vfs.LimitError
	if errors.As(err, &le) {
		return r.c.Errorf("error writing %s: %s", filesQuote(dst), vfs.Reason(err))
	}
	r.status = 1
	fmt.Fprintf(r.c.Stderr, "%s: cannot create directory %s: %s\n", r.c.Name, filesQuote(dst), vfs.Reason(err))
	return nil
}

// mvCmd is mv [-f] [-n] [-v] [-t DIR] SOURCE... DEST.
func mvCmd(ctx context.Context, c *command.Call) error {
	f := command.NewFlagSet(c.Name)
	noClobber := false
	f.Func('f', "force", false, func(string) error { noClobber = false; return nil })
	f.Func('n', "no-clobber", false, func(string) error { noClobber = true; return nil })
	verbose := f.Bool('v', "verbose")
	target := f.String('t', "target-directory", "")
	ops, err := f.ParseOrUsage(c)
	if err != nil {
		return err
	}
	srcs, dsts, err := cpTargets(c, ops, *target)
	if err != nil {
		return err
	}
	status := 0
	for i, src := range srcs {
		if err := ctx.Err(); err != nil {
			return err
		}
		dst := dsts[i]
		sfull, dfull := c.Path(src), c.Path(dst)
		st, err := c.FS.Lstat(sfull) // a link moves itself
		if err != nil {
			status = 1
			fmt.Fprintf(c.Stderr, "%s: cannot stat %s: %s\n", c.Name, filesQuote(src), vfs.Reason(err))
			continue
		}
		if d, err := c.FS.Lstat(dfull); sfull == dfull || err == nil && cpSameFile(st, d) {
			status = 1
			fmt.Fprintf(c.Stderr, "%s: %s and %s are the same file\n", c.Name, filesQuote(src), filesQuote(dst))
			continue
		}
		if b := filesBase(src); b == "." || b == ".." {
			status = 1
			fmt.Fprintf(c.Stderr, "%s: cannot move %s to %s: Device or resource busy\n", c.Name, filesQuote(src), filesQuote(dst))
			continue
		}
		if st.IsDir() && (sfull == "/" || strings.HasPrefix(dfull, sfull+"/")) {
			status = 1
			fmt.Fprintf(c.Stderr, "%s: cannot move %s to a subdirectory of itself, %s\n", c.Name, filesQuote(src), filesQuote(dst))
			continue
		}
		if dst0, derr := c.FS.Lstat(dfull); derr == nil {
			if noClobber {
				continue
			}
			switch {
			case dst0.IsDir() && !st.IsDir():
				status = 1
				fmt.Fprintf(c.Stderr, "%s: cannot overwrite directory %s with non-directory\n", c.Name, filesQuote(dst))
				continue
			case !dst0.IsDir() && st.IsDir():
				status = 1
				fmt.Fprintf(c.Stderr, "%s: cannot overwrite non-directory %s with directory %s\n", c.Name, filesQuote(dst), filesQuote(src))
				continue
			}
		}
		if err := c.FS.Rename(sfull, dfull); err != nil {
			status = 1
			fmt.Fprintf(c.Stderr, "%s: cannot move %s to %s: %s\n", c.Name, filesQuote(src), filesQuote(dst), vfs.Reason(err))
			continue
		}
		if *verbose {
			fmt.Fprintf(c.Stdout, "renamed %s -> %s\n", filesQuote(src), filesQuote(dst))
		}
	}
	return command.Status(status)
}
