package coreutils

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"strings"
	"syscall"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// rmCmd is rm [-r|-R] [-f] [-v] [-d] FILE...
func rmCmd(ctx context.Context, c *command.Call) error {
	f := command.NewFlagSet(c.Name)
	var recursive bool
	f.Func('r', "recursive", false, func(string) error { recursive = true; return nil })
	f.Func('R', "", false, func(string) error { recursive = true; return nil })
	force := f.Bool('f', "force")
	verbose := f.Bool('v', "verbose")
	dirs := f.Bool('d', "dir")
	preserve := true
	f.Func(0, "preserve-root", false, func(string) error { preserve = true; return nil })
	f.Func(0, "no-preserve-root", false, func(string) error { preserve = false; return nil })
	ops, err := f.ParseOrUsage(c)
	if err != nil {
		return err
	}
	if len(ops) == 0 {
		if *force {
			return nil
		}
		return filesTryHelp(c, "missing operand")
	}
	r := &rmRun{c: c, ctx: ctx, recursive: recursive, force: *force, verbose: *verbose, dirs: *dirs}
	for _, op := range ops {
		if err := ctx.Err(); err != nil {
			return err
		}
		base := path.Base(op)
		if op != "" && strings.Trim(op, "/") != "" && (recursive && (base == "." || base == "..") || *dirs && base == ".") {
			fmt.Fprintf(c.Stderr, "%s: refusing to remove '.' or '..' directory: skipping %s\n", c.Name, filesQuote(op))
			r.status = 1
			continue
		}
		if recursive && preserve && op != "" && c.Path(op) == "/" {
			fmt.Fprintf(c.Stderr, "%s: it is dangerous to operate recursively on %s\n", c.Name, filesQuote(op))
			fmt.Fprintf(c.Stderr, "%s: use --no-preserve-root to override this failsafe\n", c.Name)
			r.status = 1
			continue
		}
		if err := r.remove(op, op == "" || c.Path(op) == "/"); err != nil {
			return err
		}
	}
	return command.Status(r.status)
}

type rmRun struct {
	c                               *command.Call
	ctx                             context.Context
	recursive, force, verbose, dirs bool
	status                          int
}

// fail reports a file that could not be removed. It returns a non-nil
// error only when rm must stop (a cancelled context).
func (r *rmRun) fail(name string, err error) {
	fmt.Fprintf(r.c.Stderr, "%s: cannot remove %s: %s\n", r.c.Name, filesQuote(name), vfs.Reason(err))
	r.status = 1
}

// remove removes the file written as name; root says the name is the root
// directory, which is never removed itself (only its contents).
func (r *rmRun) remove(name string, root bool) error {
	if err := r.ctx.Err(); err != nil {
		return err
	}
	if name == "" {
		if !r.force {
			r.fail(name, fs.ErrNotExist)
		}
		return nil
	}
	full := r.c.Path(name)
	st, err := r.c.FS.Lstat(full) // a link is removed, not followed
	if err != nil {
		if r.force && errors.Is(err, fs.ErrNotExist) {
			return nil
		}
		r.fail(name, err)
		return nil
	}
	if !st.IsDir() {
		if err := r.c.FS.Remove(full); err != nil {
			r.fail(name, err)
			return nil
		}
		if r.verbose {
			fmt.Fprintf(r.c.Stdout, "removed %s\n", filesQuote(name))
		}
		return nil
	}
	if !r.recursive {
		if !r.dirs {
			r.fail(name, syscall.EISDIR)
			return nil
		}
	} else {
		ents, err := r.c.FS.ReadDir(full)
		if err != nil {
			r.fail(name, err)
			return nil
		}
		prefix := strings.TrimRight(name, "/") + "/"
		for _, e := range ents {
			if err := r.remove(prefix+e.Name(), false); err != nil {
				return err
			}
		}
	}
	if root {
		return nil
	}
	if err := r.c.FS.Remove(full); err != nil {
		if !r.recursive || !errors.Is(err, syscall.ENOTEMPTY) {
			r.fail(name, err)
		}
		// A child that failed was reported already.
		return nil
	}
	if r.verbose {
		fmt.Fprintf(r.c.Stdout, "removed directory %s\n", filesQuote(name))
	}
	return nil
}
