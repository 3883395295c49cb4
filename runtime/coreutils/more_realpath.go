package coreutils

import (
	"context"
	"io/fs"
	"path"
	"strings"
	"syscall"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// realpathMode says which components of a path must exist.
type realpathMode int

const (
	realpathAllButLast realpathMode = iota // GNU's default (-E)
	realpathAll                            // -e
	realpathNone                           // -m
)

// realpathResolve returns the canonical absolute form of name: every
// symbolic link followed (relative targets against the link's
// directory), "." and ".." resolved physically. mode says which
// components must exist; each component followed by another must be a
// directory, except with -m.
func realpathResolve(c *command.Call, name string, mode realpathMode) (string, error) {
	if name == "" {
		return "", &fs.PathError{Op: "stat", Path: name, Err: fs.ErrNotExist}
	}
	cur := "/"
	if !path.IsAbs(name) {
		cur = c.Dir
	}
	todo := strings.Split(name, "/")
	if strings.HasSuffix(name, "/") && mode != realpathNone {
		todo = append(todo, ".") // a trailing slash requires a directory
	}
	links := 0
	for len(todo) > 0 {
		e := todo[0]
		todo = todo[1:]
		last := len(todo) == 0
		switch e {
		case "", ".":
			if e == "." && mode != realpathNone {
				if err := realpathDirCheck(c, cur); err != nil {
					return "", err
				}
			}
			continue
		case "..":
			if mode != realpathNone {
				if err := realpathDirCheck(c, cur); err != nil {
					return "", err
				}
			}
			cur = path.Dir(cur)
			continue
		}
		if mode != realpathNone {
			if err := realpathDirCheck(c, cur); err != nil {
				return "", err
			}
		}
		next := path.Join(cur, e)
		st, err := c.FS.Lstat(next)
		if err != nil {
			if mode == realpathNone || mode == realpathAllButLast && last && errorsIsNotExist(err) {
				cur = next
				continue
			}
			return "", err
		}
		if st.Mode()&fs.ModeSymlink == 0 {
			cur = next
			continue
		}
		links++
		if links > vfs.MaxSymlinks {
			return "", &fs.PathError{Op: "stat", Path: name, Err: syscall.ELOOP}
		}
		target, err := c.FS.Readlink(next)
		if err != nil {
			return "", err
		}
		if path.IsAbs(target) {
			cur = "/"
		}
		todo = append(strings.Split(target, "/"), todo...)
	}
	return cur, nil
}

// realpathLexical is realpath -s: the absolute form of name with "." and
// ".." removed as text, links not followed; mode says which components
// must exist.
func realpathLexical(c *command.Call, name string, mode realpathMode) (string, error) {
	if name == "" {
		return "", &fs.PathError{Op: "stat", Path: name, Err: fs.ErrNotExist}
	}
	p := c.Path(name)
	switch mode {
	case realpathAll:
		if _, err := c.FS.Stat(p); err != nil {
			return "", err
		}
	case realpathAllButLast:
		if _, err := c.FS.Stat(p); err != nil && !(errorsIsNotExist(err) && realpathDirCheck(c, path.Dir(p)) == nil) {
			return "", err
		}
	}
	return p, nil
}

// realpathDirCheck fails unless dir is an existing directory.
func realpathDirCheck(c *command.Call, dir string) error {
	st, err := c.FS.Stat(dir)
	if err != nil {
		return err
	}
	if !st.IsDir() {
		return &fs.PathError{Op: "stat", Path: dir, Err: syscall.ENOTDIR}
	}
	return nil
}

func errorsIsNotExist(err error) bool { return vfs.Reason(err) == "No such file or directory" }

// realpathRel returns target relative to base (both clean and absolute).
func realpathRel(target, base string) string {
	if base == "/" {
		if target == "/" {
			return "."
		}
		return target[1:]
	}
	tp := strings.Split(target[1:], "/")
	bp := strings.Split(base[1:], "/")
	if target == "/" {
		tp = nil
	}
	i := 0
	for i < len(tp) && i < len(bp) && tp[i] == bp[i] {
		i++
	}
	var out []string
	for range bp[i:] {
		out = append(out, "..")
	}
	out = append(out, tp[i:]...)
	if len(out) == 0 {
		return "."
	}
	return strings.Join(out, "/")
}

// realpathCmd is realpath [-e|-m] [-s] [-q] [-z] [--relative-to=DIR]
// FILE...: each file's absolute path. By default all but the last
// component must exist, with -e all, with -m none.
func realpathCmd(ctx context.Context, c *command.Call) error {
	mode := realpathAllButLast
	fs := command.NewFlagSet(c.Name)
	fs.Func('e', "canonicalize-existing", false, func(string) error { mode = realpathAll; return nil })
	fs.Func('m', "canonicalize-missing", false, func(string) error { mode = realpathNone; return nil })
	fs.Func('E', "canonicalize", false, func(string) error { mode = realpathAllButLast; return nil })
	resolve := realpathResolve
	lexical := func(string) error { resolve = realpathLexical; return nil }
	fs.Func('s', "strip", false, lexical)
	fs.Func(0, "no-symlinks", false, lexical)
	fs.Bool('L', "logical")
	fs.Bool('P', "physical")
	quiet := fs.Bool('q', "quiet")
	zero := fs.Bool('z', "zero")
	relTo := fs.String(0, "relative-to", "")
	ops, err := fs.ParseOrUsage(c)
	if err != nil {
		return err
	}
	if len(ops) == 0 {
		return filesTryHelp(c, "missing operand")
	}
	base := ""
	if *relTo != "" {
		if base, err = resolve(c, *relTo, mode); err != nil {
			return c.FileError(*relTo, err)
		}
	}
	end := "\n"
	if *zero {
		end = "\x00"
	}
	out := textNewOut(c)
	status := 0
	for _, op := range ops {
		if err := ctx.Err(); err != nil {
			return err
		}
		p, err := resolve(c, op, mode)
		if err != nil {
			status = 1
			if !*quiet {
				out.Flush()
				c.FileError(op, err)
			}
			continue
		}
		if base != "" {
			p = realpathRel(p, base)
		}
		out.WriteString(p + end)
	}
	return textFinish(ctx, c, out, status)
}

// readlinkCmd is readlink [-f|-e|-m] [-n] [-z] [-q|-s|-v] FILE...: with
// -f, -e or -m, each file's canonical path (as realpath; a failure prints
// nothing unless -v). Without them it prints each symbolic link's target;
// anything else fails quietly (-v: "Invalid argument").
func readlinkCmd(ctx context.Context, c *command.Call) error {
	mode, canon := realpathAllButLast, false
	fs := command.NewFlagSet(c.Name)
	fs.Func('f', "canonicalize", false, func(string) error { mode, canon = realpathAllButLast, true; return nil })
	fs.Func('e', "canonicalize-existing", false, func(string) error { mode, canon = realpathAll, true; return nil })
	fs.Func('m', "canonicalize-missing", false, func(string) error { mode, canon = realpathNone, true; return nil })
	noNL := fs.Bool('n', "no-newline")
	zero := fs.Bool('z', "zero")
	verbose := false
	fs.Func('q', "quiet", false, func(string) error { verbose = false; return nil })
	fs.Func('s', "silent", false, func(string) error { verbose = false; return nil })
	fs.Func('v', "verbose", false, func(string) error { verbose = true; return nil })
	ops, err := fs.ParseOrUsage(c)
	if err != nil {
		return err
	}
	if len(ops) == 0 {
		return filesTryHelp(c, "missing operand")
	}
	end := "\n"
	switch {
	case *zero:
		end = "\x00"
	case *noNL && len(ops) == 1:
		end = ""
	}
	out := textNewOut(c)
	status := 0
	for _, op := range ops {
		if err := ctx.Err(); err != nil {
			return err
		}
		if !canon {
			t, err := c.FS.Readlink(c.Path(op))
			if err != nil {
				status = 1
				if verbose {
					out.Flush()
					c.FileError(op, err)
				}
				continue
			}
			out.WriteString(t + end)
			continue
		}
		p, err := realpathResolve(c, op, mode)
		if err != nil {
			status = 1
			if verbose {
				out.Flush()
				c.FileError(op, err)
			}
			continue
		}
		out.WriteString(p + end)
	}
	return textFinish(ctx, c, out, status)
}
