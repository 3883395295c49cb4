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

// realpathResolve returns the absolute form of name (there are no symbolic
// links to follow), checking that the components mode requires exist and
// that each component followed by another is a directory.
func realpathResolve(c *command.Call, name string, mode realpathMode) (string, error) {
	if name == "" {
		return "", &fs.PathError{Op: "stat", Path: name, Err: fs.ErrNotExist}
	}
	cur := "/"
	if !path.IsAbs(name) {
		cur = c.Dir
	}
	parts := strings.Split(name, "/")
	// A trailing slash requires a directory, as a last "." does.
	last := -1
	for i, p := range parts {
		if p != "" {
			last = i
		}
	}
	if last >= 0 && last < len(parts)-1 {
		parts = append(parts[:last+1], ".")
		last = len(parts) - 1
	}
	for i, p := range parts {
		switch p {
		case "", ".":
			if i > 0 && mode != realpathNone {
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
		cur = path.Join(cur, p)
		if mode == realpathNone {
			continue
		}
		if _, err := c.FS.Stat(cur); err != nil {
			if mode == realpathAllButLast && i == last && errorsIsNotExist(err) {
				continue
			}
			return "", err
		}
	}
	return cur, nil
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
	fs.Bool('s', "strip")
	fs.Bool(0, "no-symlinks")
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
		if base, err = realpathResolve(c, *relTo, mode); err != nil {
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
		p, err := realpathResolve(c, op, mode)
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
// nothing unless -v). Without them it prints symbolic links' targets, and
// the sandbox has none, so it fails quietly.
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
			status = 1
			if verbose {
				out.Flush()
				if _, err := c.FS.Stat(c.Path(op)); err != nil {
					c.FileError(op, err)
				} else {
					c.Errorf("%s: Invalid argument", op)
				}
			}
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
