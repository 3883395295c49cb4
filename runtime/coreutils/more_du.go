package coreutils

import (
	"bufio"
	"context"
	"fmt"
	"io/fs"
	"strconv"
	"strings"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// duCmd is du [-s] [-a] [-c] [-h|-k|-m|-b] [-d N] [-L|-P|-H] [-l]
// [FILE...]: disk usage as on a filesystem with 4 KiB blocks (each file
// rounded up to 4K, each directory 4K, a symbolic link nothing), in 1K
// blocks by default. A file with several hard links counts once, where
// du meets it first (unless -l). Entries of a directory are
// listed in name order (GNU lists them in on-disk order).
func duCmd(ctx context.Context, c *command.Call) error {
	r := &duRun{c: c, ctx: ctx, maxDepth: -1, unit: 'k'}
	fs := command.NewFlagSet(c.Name)
	summarize := fs.Bool('s', "summarize")
	fs.Func('a', "all", false, func(string) error { r.all = true; return nil })
	total := fs.Bool('c', "total")
	fs.Func('h', "human-readable", false, func(string) error { r.unit = 'h'; return nil })
	fs.Func('k', "", false, func(string) error { r.unit = 'k'; return nil })
	fs.Func('m', "", false, func(string) error { r.unit = 'm'; return nil })
	fs.Func('b', "bytes", false, func(string) error { r.unit = 'b'; return nil })
	fs.Func(0, "apparent-size", false, func(string) error { r.apparent = true; return nil })
	fs.Func('L', "dereference", false, func(string) error { r.deref = 'L'; return nil })
	fs.Func('P', "no-dereference", false, func(string) error { r.deref = 0; return nil })
	fs.Func('H', "dereference-args", false, func(string) error { r.deref = 'H'; return nil })
	fs.Func('D', "", false, func(string) error { r.deref = 'H'; return nil })
	fs.Func('l', "count-links", false, func(string) error { r.countLinks = true; return nil })
	var bad error
	fs.Func('d', "max-depth", true, func(v string) error {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			bad = filesTryHelp(c, "invalid maximum depth %s", filesQuote(v))
			return nil
		}
		r.maxDepth = n
		return nil
	})
	ops, err := fs.ParseOrUsage(c)
	if err != nil {
		return err
	}
	if bad != nil {
		return bad
	}
	if *summarize {
		if r.maxDepth > 0 {
			c.Errorf("warning: summarizing conflicts with --max-depth=%d", r.maxDepth)
			return filesTryHelp(c, "")
		}
		r.maxDepth = 0
	}
	if r.all && r.maxDepth == 0 && *summarize {
		return filesTryHelp(c, "cannot both summarize and show all entries")
	}
	if r.unit == 'b' {
		r.apparent = true
	}
	if len(ops) == 0 {
		ops = []string{"."}
	}
	r.out = textNewOut(c)
	var sum int64
	for _, op := range ops {
		if err := ctx.Err(); err != nil {
			return err
		}
		st, err := r.stat(c.Path(op), true)
		if err != nil {
			r.out.Flush()
			c.Errorf("cannot access %s: %s", filesQuote(op), vfs.Reason(err))
			r.status = 1
			continue
		}
		n, err := r.walk(op, c.Path(op), st, 0)
		if err != nil {
			return err
		}
		sum += n
	}
	if *total {
		r.print(sum, "total")
	}
	return textFinish(ctx, c, r.out, r.status)
}

type duRun struct {
	c        *command.Call
	ctx      context.Context
	out      *bufio.Writer
	all      bool
	apparent bool
	maxDepth int
	unit     byte
	status   int
	// deref: 0 counts links themselves, 'H' follows operands, 'L' all.
	deref      byte
	countLinks bool            // -l: a hard-linked file counts each time
	seen       map[uint64]bool // inodes counted (GNU counts a file once)
}

// stat describes a file du counts: a symbolic link itself unless -L (or
// -H/-D for an operand).
func (r *duRun) stat(full string, top bool) (fs.FileInfo, error) {
	if r.deref == 'L' || r.deref == 'H' && top {
		return r.c.FS.Stat(full)
	}
	return r.c.FS.Lstat(full)
}

// size is a file's own usage: bytes when apparent, else 1K blocks.
func (r *duRun) size(st fs.FileInfo) int64 {
	if r.apparent {
		return lsSize(st)
	}
	return lsBlocks(st)
}

func (r *duRun) walk(name, full string, st fs.FileInfo, depth int) (int64, error) {
	if err := r.ctx.Err(); err != nil {
		return 0, err
	}
	if vi, ok := st.(*vfs.FileInfo); ok && !r.countLinks && (vi.Links() > 1 || st.IsDir()) {
		if r.seen == nil {
			r.seen = map[uint64]bool{}
		}
		if r.seen[vi.Ino()] {
			return 0, nil // counted (and shown) already
		}
		r.seen[vi.Ino()] = true
	}
	n := r.size(st)
	if st.IsDir() {
		ents, err := r.c.FS.ReadDir(full)
		if err != nil {
			r.c.Errorf("cannot read directory %s: %s", filesQuote(name), vfs.Reason(err))
			r.status = 1
		}
		for _, e := range ents {
			child := name + "/" + e.Name()
			if strings.HasSuffix(name, "/") {
				child = name + e.Name()
			}
			info, err := e.Info()
			if err != nil {
				continue
			}
			if r.deref == 'L' && info.Mode()&fs.ModeSymlink != 0 {
				if info, err = r.stat(full+"/"+e.Name(), false); err != nil {
					r.out.Flush()
					r.c.Errorf("cannot access %s: %s", filesQuote(child), vfs.Reason(err))
					r.status = 1
					continue
				}
			}
			k, err := r.walk(child, full+"/"+e.Name(), info, depth+1)
			if err != nil {
				return 0, err
			}
			n += k
		}
	}
	if depth == 0 || (st.IsDir() || r.all) && (r.maxDepth < 0 || depth <= r.maxDepth) {
		r.print(n, name)
	}
	return n, nil
}

// print writes one line in the chosen unit.
func (r *duRun) print(n int64, name string) {
	var s string
	switch r.unit {
	case 'h':
		if r.apparent {
			s = lsHuman(n)
		} else {
			s = lsHuman(n * 1024)
		}
	case 'm':
		if r.apparent {
			s = strconv.FormatInt((n+1<<20-1)>>20, 10)
		} else {
			s = strconv.FormatInt((n+1023)/1024, 10)
		}
	case 'b':
		s = strconv.FormatInt(n, 10)
	default:
		if r.apparent {
			s = strconv.FormatInt((n+1023)/1024, 10)
		} else {
			s = strconv.FormatInt(n, 10)
		}
	}
	r.out.WriteString(fmt.Sprintf("%s\t%s\n", s, name))
}
