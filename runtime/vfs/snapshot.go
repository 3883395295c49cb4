package vfs

import (
	"context"
	"io/fs"
	"path"
	"sort"
	"strings"
	"syscall"
	"time"
)

// Entry is one file, directory or link of a snapshot.
type Entry struct {
	Path string
	Dir  bool
	// Mode holds the type and permission bits: fs.ModeSymlink marks a
	// symbolic link, whose target is Data.
	Mode    fs.FileMode
	ModTime time.Time
	Data    []byte
	// Link, when set, makes the entry another name (a hard link) of the
	// file at Link, another entry of the snapshot; Data is then empty.
	// Snapshots made before links existed have none.
	Link string
}

// Snapshot returns every directory, file and link but the root, parents
// before children, with copies of their contents. The second and later
// names of a file are hard-link entries naming the first.
func (f *FS) Snapshot() []Entry {
	f.mu.RLock()
	defer f.mu.RUnlock()
	var out []Entry
	first := map[*node]string{}
	var walk func(p string, n *node)
	walk = func(p string, n *node) {
		names := make([]string, 0, len(n.children))
		for name := range n.children {
			names = append(names, name)
		}
		sort.Strings(names)
		for _, name := range names {
			c := n.children[name]
			cp := path.Join(p, name)
			e := Entry{Path: cp, Dir: c.mode.IsDir(), Mode: c.mode, ModTime: c.mtime}
			switch {
			case c.isLink():
				e.Data = []byte(c.target)
			case c.nlink > 1 && !e.Dir:
				if p0, ok := first[c]; ok {
					e.Link = p0
					break
				}
				first[c] = cp
				e.Data = append([]byte(nil), c.data...)
			default:
				e.Data = append([]byte(nil), c.data...)
			}
			// A hard-link entry repeats the mode and time of its file.
			out = append(out, e)
			if c.mode.IsDir() {
				walk(cp, c)
			}
		}
	}
	walk("/", f.root)
	return out
}

// restoreCheck is how many entries Restore adds between two looks at
// its context.
const restoreCheck = 256

// Restore adds the entries of a snapshot (parents before children), as
// created by Snapshot; existing entries of the same paths are replaced (a
// directory over a directory keeps what is in it). Hard-link entries are
// made last, so they may come in any order, and directories get their
// times once their contents are in.
//
// Its time is linear in the snapshot's size: each entry's directory is
// found by its path among the directories restored before it (a
// directory that was there before is walked to once), never by a walk
// from the root per entry. The FS's limits apply to what it adds (files,
// bytes, depth, names and paths). It looks at ctx every restoreCheck
// entries and stops with its cause once it is done. It keeps the entries'
// Data instead of copying it: the caller must not change it afterwards.
//
// It stops at the first error (a limit, a bad path, a hard link to an
// entry that is not there, ctx), leaving what it restored so far: to
// restore all or nothing, restore into a new FS and drop it on an error
// (as runtime.Session.ResetFiles does).
func (f *FS) Restore(ctx context.Context, entries []Entry) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	r := &restorer{f: f, dirs: map[string]*node{"/": f.root}, files: map[string]*node{}}
	var links []Entry
	for i, e := range entries {
		if i%restoreCheck == 0 && ctx.Err() != nil {
			return context.Cause(ctx)
		}
		if e.Link != "" {
			links = append(links, e)
			continue
		}
		if err := r.add(e); err != nil {
			return err
		}
	}
	for i, e := range links {
		if i%restoreCheck == 0 && ctx.Err() != nil {
			return context.Cause(ctx)
		}
		if err := r.link(e); err != nil {
			return err
		}
	}
	for _, d := range r.times {
		d.n.mtime = d.t
	}
	return nil
}

// restorer is the state of one Restore: the directories and the first
// names of files restored so far, by path.
type restorer struct {
	f     *FS
	dirs  map[string]*node
	files map[string]*node
	times []dirTime
}

// dirTime is a directory's time, set once its contents are in.
type dirTime struct {
	n *node
	t time.Time
}

// place finds where the entry at p goes: its directory and its name, with
// what is there now (nil when nothing is).
func (r *restorer) place(p string) (resolved, error) {
	if !path.IsAbs(p) || path.Clean(p) != p || p == "/" {
		return resolved{}, pathErr("restore", p, fs.ErrInvalid)
	}
	d := path.Dir(p)
	dir, ok := r.dirs[d]
	if !ok {
		// A directory the FS had before the snapshot: walked to once.
		res, err := r.f.resolve("restore", d, false)
		if err != nil {
			return resolved{}, err
		}
		if res.n == nil {
			return resolved{}, pathErr("restore", p, fs.ErrNotExist)
		}
		if !res.n.mode.IsDir() {
			return resolved{}, pathErr("restore", p, syscall.ENOTDIR)
		}
		dir = res.n
		r.dirs[d] = dir
	}
	base := path.Base(p)
	return resolved{dir: dir, base: base, n: dir.children[base], phys: p, depth: strings.Count(p, "/")}, nil
}

// add restores one directory, file or symbolic link.
func (r *restorer) add(e Entry) error {
	f := r.f
	at, err := r.place(e.Path)
	if err != nil {
		return err
	}
	if old := at.n; old != nil {
		if e.Dir && old.mode.IsDir() {
			old.mode = fs.ModeDir | e.Mode&modeBits
			r.dirs[e.Path] = old
			r.times = append(r.times, dirTime{old, e.ModTime})
			return nil
		}
		f.drop(old)
		delete(at.dir.children, at.base)
	}
	var n *node
	switch {
	case e.Dir:
		n = f.newNode(fs.ModeDir | e.Mode&modeBits)
		r.dirs[e.Path] = n
		r.times = append(r.times, dirTime{n, e.ModTime})
	case e.Mode&fs.ModeSymlink != 0:
		if len(e.Data) == 0 {
			return pathErr("restore", e.Path, fs.ErrNotExist)
		}
		if len(e.Data) > maxTarget {
			return pathErr("restore", e.Path, syscall.ENAMETOOLONG)
		}
		n = f.newNode(fs.ModeSymlink | 0o777)
		n.target = string(e.Data)
	default:
		size := int64(len(e.Data))
		if max := f.opts.Limits.MaxFileBytes; max > 0 && size > max {
			return &LimitError{Limit: "file_bytes", Max: max, Path: e.Path}
		}
		if max := f.opts.Limits.MaxTotalBytes; max > 0 && f.used+size > max {
			return &LimitError{Limit: "total_bytes", Max: max, Path: e.Path}
		}
		n = f.newNode(e.Mode & modeBits)
		n.data = e.Data
		f.used += size
		r.files[e.Path] = n
	}
	if err := f.room("restore", e.Path, at, 0, 0); err != nil {
		if !e.Dir && n.data != nil {
			f.used -= int64(len(n.data))
		}
		return err
	}
	if !e.Dir {
		n.mtime = e.ModTime
	}
	at.dir.children[at.base] = n
	return nil
}

// link restores a hard-link entry: another name of a file restored (or
// there before).
func (r *restorer) link(e Entry) error {
	f := r.f
	target := r.files[e.Link]
	if target == nil {
		res, err := f.resolve("restore", e.Link, false)
		if err != nil {
			return err
		}
		if res.n == nil {
			return pathErr("link", e.Link, fs.ErrNotExist)
		}
		if res.n.mode.IsDir() {
			return pathErr("link", e.Link, syscall.EPERM)
		}
		target = res.n
	}
	at, err := r.place(e.Path)
	if err != nil {
		return err
	}
	if at.n == target {
		return nil
	}
	if at.n != nil {
		if at.n.mode.IsDir() {
			return pathErr("link", e.Path, syscall.EISDIR)
		}
		f.drop(at.n)
		delete(at.dir.children, at.base)
	}
	if err := f.room("restore", e.Path, at, 0, 0); err != nil {
		return err
	}
	target.nlink++
	at.dir.children[at.base] = target
	return nil
}
