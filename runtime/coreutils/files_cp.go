package coreutils

import (
	"context"
	"errors"
	"fmt"
	"os"
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
	status                                  int
	skip                                    string // a copy made inside its source
}

// cpCmd is cp [-r|-R|-a] [-p] [-f] [-n] [-v] [-t DIR] SOURCE... DEST.
func cpCmd(ctx context.Context, c *command.Call) error {
	f := command.NewFlagSet(c.Name)
	r := &cpRun{c: c, ctx: ctx}
	f.Func('r', "recursive", false, func(string) error { r.recursive = true; return nil })
	f.Func('R', "", false, func(string) error { r.recursive = true; return nil })
	f.Func('a', "archive", false, func(string) error { r.recursive, r.preserve = true, true; return nil })
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
	st, err := c.FS.Stat(sfull)
	if err != nil {
		r.status = 1
		fmt.Fprintf(c.Stderr, "%s: cannot stat %s: %s\n", c.Name, filesQuote(src), vfs.Reason(err))
		return nil
	}
	dst0, derr := c.FS.Stat(dfull)
	exists := derr == nil
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
		if !exists {
			if err := c.FS.Mkdir(dfull, st.Mode().Perm()|0o700); err != nil {
				return r.writeFail(dst, err)
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
			mode &^= filesUmask
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
		if dfull == sfull {
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
	data, err := c.FS.ReadFile(sfull)
	if err != nil {
		r.status = 1
		fmt.Fprintf(c.Stderr, "%s: cannot open %s for reading: %s\n", c.Name, filesQuote(src), vfs.Reason(err))
		return nil
	}
	mode := st.Mode().Perm()
	if !r.preserve {
		mode &^= filesUmask
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
		st, err := c.FS.Stat(sfull)
		if err != nil {
			status = 1
			fmt.Fprintf(c.Stderr, "%s: cannot stat %s: %s\n", c.Name, filesQuote(src), vfs.Reason(err))
			continue
		}
		if sfull == dfull {
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
		if dst0, derr := c.FS.Stat(dfull); derr == nil {
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
