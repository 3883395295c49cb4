package coreutils

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"path"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

type lnRun struct {
	c                                 *command.Call
	symbolic, force, noDeref, verbose bool
	relative, logical                 bool
	status                            int
}

// lnCmd is ln [-s] [-f] [-n] [-v] [-r] [-L|-P] [-T] [-t DIR] TARGET...
// [LINK_NAME|DIR]: hard links (the default) or symbolic links (-s) in the
// session's filesystem, with GNU's three forms (one target and a link
// name, targets and a directory, or -t DIR).
func lnCmd(ctx context.Context, c *command.Call) error {
	r := &lnRun{c: c}
	f := command.NewFlagSet(c.Name)
	f.Func('s', "symbolic", false, func(string) error { r.symbolic = true; return nil })
	f.Func('f', "force", false, func(string) error { r.force = true; return nil })
	f.Func('n', "no-dereference", false, func(string) error { r.noDeref = true; return nil })
	f.Func('v', "verbose", false, func(string) error { r.verbose = true; return nil })
	f.Func('r', "relative", false, func(string) error { r.relative = true; return nil })
	f.Func('L', "logical", false, func(string) error { r.logical = true; return nil })
	f.Func('P', "physical", false, func(string) error { r.logical = false; return nil })
	noTarget := f.Bool('T', "no-target-directory")
	targetDir := f.String('t', "target-directory", "")
	ops, err := f.ParseOrUsage(c)
	if err != nil {
		return err
	}
	if r.relative && !r.symbolic {
		return filesTryHelp(c, "cannot do --relative without --symbolic")
	}
	if *noTarget && *targetDir != "" {
		return filesTryHelp(c, "cannot combine --target-directory and --no-target-directory")
	}
	var srcs, dsts []string
	switch {
	case *targetDir != "":
		if len(ops) == 0 {
			return filesTryHelp(c, "missing file operand")
		}
		if st, err := c.FS.Stat(c.Path(*targetDir)); err != nil || !st.IsDir() {
			if err == nil {
				return c.Errorf("target %s: Not a directory", filesQuote(*targetDir))
			}
			return c.Errorf("failed to access %s: %s", filesQuote(*targetDir), vfs.Reason(err))
		}
		for _, s := range ops {
			srcs, dsts = append(srcs, s), append(dsts, cpJoin(*targetDir, filesBase(s)))
		}
	case len(ops) == 0:
		return filesTryHelp(c, "missing file operand")
	case *noTarget:
		switch {
		case len(ops) == 1:
			return filesTryHelp(c, "missing destination file operand after %s", filesQuote(ops[0]))
		case len(ops) > 2:
			return filesTryHelp(c, "extra operand %s", filesQuote(ops[2]))
		}
		srcs, dsts = ops[:1], ops[1:]
	case len(ops) == 1:
		srcs, dsts = ops, []string{"./" + filesBase(ops[0])}
	default:
		last := ops[len(ops)-1]
		if r.isDir(last) {
			for _, s := range ops[:len(ops)-1] {
				srcs, dsts = append(srcs, s), append(dsts, cpJoin(last, filesBase(s)))
			}
		} else if len(ops) > 2 {
			if _, err := c.FS.Stat(c.Path(last)); err != nil {
				return c.Errorf("target %s: %s", filesQuote(last), vfs.Reason(err))
			}
			return c.Errorf("target %s: Not a directory", filesQuote(last))
		} else {
			srcs, dsts = ops[:1], ops[1:]
		}
	}
	for i := range srcs {
		if err := ctx.Err(); err != nil {
			return err
		}
		if err := r.link(srcs[i], dsts[i]); err != nil {
			return err
		}
	}
	return command.Status(r.status)
}

// isDir reports whether a link name is a directory to make links in: a
// directory, or a symbolic link to one unless -n.
func (r *lnRun) isDir(name string) bool {
	full := r.c.Path(name)
	if r.noDeref {
		if lst, err := r.c.FS.Lstat(full); err == nil && lst.Mode()&fs.ModeSymlink != 0 {
			return false
		}
	}
	st, err := r.c.FS.Stat(full)
	return err == nil && st.IsDir()
}

// link makes dst a link to src (both as written). It returns an error
// only when ln must stop (a filesystem limit).
func (r *lnRun) link(src, dst string) error {
	c := r.c
	dfull := c.Path(dst)
	kind := "hard link"
	if r.symbolic {
		kind = "symbolic link"
	}
	target := src
	if !r.symbolic {
		sfull := c.Path(src)
		if r.logical {
			real, err := c.FS.RealPath(sfull)
			if err == nil {
				sfull = real
			}
		}
		st, err := c.FS.Lstat(sfull)
		if err == nil && r.logical {
			st, err = c.FS.Stat(sfull)
		}
		if err != nil {
			return r.fail("failed to access %s: %s", filesQuote(src), vfs.Reason(err))
		}
		if st.IsDir() {
			return r.fail("%s: hard link not allowed for directory", src)
		}
		target = sfull
	} else if r.relative {
		target = lnRelative(c, src, dfull)
	}
	if dst0, err := c.FS.Lstat(dfull); err == nil {
		if !r.force {
			return r.fail("failed to create %s %s: File exists", kind, filesQuote(dst))
		}
		if dst0.IsDir() {
			return r.fail("%s: cannot overwrite directory", dst)
		}
		if r.sameFile(src, dfull, dst0) {
			if !r.symbolic && path.Clean(c.Path(src)) != dfull {
				return nil // already a hard link of src: GNU does nothing
			}
			return r.fail("%s and %s are the same file", filesQuote(src), filesQuote(dst))
		}
		if err := c.FS.Remove(dfull); err != nil {
			return r.fail("cannot remove %s: %s", filesQuote(dst), vfs.Reason(err))
		}
	}
	var err error
	if r.symbolic {
		err = c.FS.Symlink(target, dfull)
	} else {
		err = c.FS.Link(target, dfull)
	}
	if err != nil {
		var le *vfs.LimitError
		if errors.As(err, &le) {
			return c.Errorf("failed to create %s %s: %s", kind, filesQuote(dst), vfs.Reason(err))
		}
		if r.symbolic && src == "" {
			return r.fail("failed to create %s %s -> %s: %s", kind, filesQuote(dst), filesQuote(src), vfs.Reason(err))
		}
		return r.fail("failed to create %s %s: %s", kind, filesQuote(dst), vfs.Reason(err))
	}
	if r.verbose {
		// A symbolic link shows its target (computed by -r), a hard link
		// the operand as written.
		arrow, shown := "=>", src
		if r.symbolic {
			arrow, shown = "->", target
		}
		fmt.Fprintf(c.Stdout, "%s %s %s\n", filesQuote(dst), arrow, filesQuote(shown))
	}
	return nil
}

// sameFile reports whether the existing dst is the file src names, which
// -f must not remove.
func (r *lnRun) sameFile(src, dfull string, dst0 fs.FileInfo) bool {
	if r.symbolic {
		// ln -sf a a, or ln -sf a where ./a is the target itself.
		return path.Clean(r.c.Path(src)) == dfull && dst0.Mode()&fs.ModeSymlink == 0
	}
	st, err := r.c.FS.Lstat(r.c.Path(src))
	if err != nil {
		return false
	}
	a, ok1 := st.(*vfs.FileInfo)
	b, ok2 := dst0.(*vfs.FileInfo)
	return ok1 && ok2 && a.Ino() == b.Ino()
}

// fail reports an error, makes the status 1 and lets ln go on.
func (r *lnRun) fail(format string, args ...any) error {
	r.c.Errorf(format, args...)
	r.status = 1
	return nil
}

// lnRelative is the target of ln -sr: src's canonical path relative to
// the directory the link is made in.
func lnRelative(c *command.Call, src, dfull string) string {
	s, err := c.FS.RealPath(c.Path(src))
	if err != nil {
		s = c.Path(src)
	}
	dir, err := c.FS.RealPath(path.Dir(dfull))
	if err != nil {
		dir = path.Dir(dfull)
	}
	return realpathRel(s, dir)
}
