package vfs

import (
	"io/fs"
	"path"
	"sort"
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

// Restore adds the entries of a snapshot (parents before children), as
// created by Snapshot; existing files of the same paths are replaced.
// Hard-link entries are made last, so they may come in any order, and
// directories get their times once their contents are in. It stops at
// the first error (a limit, a bad path, a hard link to an entry that is
// not there).
func (f *FS) Restore(entries []Entry) error {
	var links, dirs []Entry
	for _, e := range entries {
		switch {
		case e.Dir:
			dirs = append(dirs, e)
		case e.Link != "":
			links = append(links, e)
			continue
		}
		if err := f.restore(e); err != nil {
			return err
		}
	}
	for _, e := range links {
		if err := f.restore(e); err != nil {
			return err
		}
	}
	for _, e := range dirs {
		if err := f.Chtimes(e.Path, e.ModTime); err != nil {
			return err
		}
	}
	return nil
}

// restore adds one entry.
func (f *FS) restore(e Entry) error {
	if !e.Dir {
		// Replace the name itself, never write through a link there.
		if st, err := f.Lstat(e.Path); err == nil && !st.IsDir() {
			if err := f.Remove(e.Path); err != nil {
				return err
			}
		}
	}
	switch {
	case e.Dir:
		if err := f.MkdirAll(e.Path, e.Mode.Perm()); err != nil {
			return err
		}
	case e.Link != "":
		return f.Link(e.Link, e.Path) // the file's mode and time are its first name's
	case e.Mode&fs.ModeSymlink != 0:
		if err := f.Symlink(string(e.Data), e.Path); err != nil {
			return err
		}
		return f.Lchtimes(e.Path, e.ModTime)
	default:
		if err := f.WriteFile(e.Path, e.Data, e.Mode.Perm()); err != nil {
			return err
		}
	}
	if err := f.Chmod(e.Path, e.Mode&modeBits); err != nil {
		return err
	}
	return f.Chtimes(e.Path, e.ModTime)
}
