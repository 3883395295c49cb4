package vfs

import (
	"io/fs"
	"syscall"
)

// Symlink creates newname as a symbolic link to target. The target is
// kept as written (it may be relative, dangling, or name a link) and is
// resolved when the link is followed.
func (f *FS) Symlink(target, newname string) error {
	f.mu.Lock()
	err := f.symlink(target, newname)
	f.mu.Unlock()
	return f.limitHit(err)
}

func (f *FS) symlink(target, newname string) error {
	if target == "" {
		return pathErr("symlink", newname, fs.ErrNotExist)
	}
	if len(target) > maxTarget {
		return pathErr("symlink", newname, syscall.ENAMETOOLONG)
	}
	r, err := f.entryAt("symlink", newname)
	if err != nil {
		return err
	}
	if r.n != nil {
		return pathErr("symlink", newname, fs.ErrExist)
	}
	if err := f.room("symlink", newname, r, 0, 0); err != nil {
		return err
	}
	l := f.newNode(fs.ModeSymlink | 0o777)
	l.target = target
	r.dir.children[r.base] = l
	r.dir.mtime = l.mtime
	return nil
}

// Link makes newname another name of the file oldname (a hard link).
// A symbolic link as oldname is linked itself, not followed, as Linux's
// link(2) does; a directory cannot be linked (EPERM).
func (f *FS) Link(oldname, newname string) error {
	f.mu.Lock()
	err := f.link(oldname, newname)
	f.mu.Unlock()
	return f.limitHit(err)
}

func (f *FS) link(oldname, newname string) error {
	n, err := f.lookup("link", oldname, false)
	if err != nil {
		return err
	}
	if n.mode.IsDir() {
		return pathErr("link", oldname, syscall.EPERM)
	}
	r, err := f.entryAt("link", newname)
	if err != nil {
		return err
	}
	if r.n != nil {
		return pathErr("link", newname, fs.ErrExist)
	}
	if err := f.room("link", newname, r, 0, 0); err != nil {
		return err
	}
	n.nlink++
	r.dir.children[r.base] = n
	r.dir.mtime = f.opts.Now()
	return nil
}

// Readlink returns the target of the symbolic link name; anything else
// is EINVAL.
func (f *FS) Readlink(name string) (string, error) {
	f.mu.RLock()
	defer f.mu.RUnlock()
	n, err := f.lookup("readlink", name, false)
	if err != nil {
		return "", err
	}
	if !n.isLink() {
		return "", pathErr("readlink", name, syscall.EINVAL)
	}
	return n.target, nil
}
