// Package vfs is the in-memory filesystem of a sandbox session. Paths are
// slash-separated and absolute; nothing here touches the host. Sizes are
// bounded per file and in total, and hitting a bound is a *LimitError.
// An FS is safe for concurrent use (pipelines write from goroutines).
package vfs

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"sort"
	"strings"
	"sync"
	"syscall"
	"time"
)

// Limits bound what a session may store. A zero field means no bound.
type Limits struct {
	// MaxFileBytes bounds the size of one file.
	MaxFileBytes int64
	// MaxTotalBytes bounds the bytes of all files together.
	MaxTotalBytes int64
	// MaxFiles bounds how many files and directories exist.
	MaxFiles int
}

// LimitError is returned by a write or create that would cross a bound.
type LimitError struct {
	// Limit names the bound: "file_bytes", "total_bytes" or "files".
	Limit string
	// Max is the bound's value.
	Max int64
	// Path is the file being written.
	Path string
}

func (e *LimitError) Error() string {
	switch e.Limit {
	case "file_bytes":
		return fmt.Sprintf("%s: file size limit of %d bytes reached", e.Path, e.Max)
	case "total_bytes":
		return fmt.Sprintf("%s: filesystem limit of %d bytes reached", e.Path, e.Max)
	default:
		return fmt.Sprintf("%s: limit of %d files reached", e.Path, e.Max)
	}
}

// Options configure a new FS. The zero value has no limits and uses
// time.Now.
type Options struct {
	Limits Limits
	// Now is the clock for modification times; nil means time.Now.
	Now func() time.Time
	// OnLimit, if set, is called (outside the FS lock) whenever an
	// operation fails with a *LimitError, so a runtime can stop the script.
	OnLimit func(*LimitError)
	// UID and GID are reported as the owner of every file.
	UID, GID uint32
}

// FS is an in-memory tree of directories and regular files.
type FS struct {
	mu    sync.RWMutex
	root  *node
	opts  Options
	used  int64
	count int
}

type node struct {
	mode     fs.FileMode
	data     []byte
	children map[string]*node
	mtime    time.Time
}

// New returns an FS holding only the root directory.
func New(opts *Options) *FS {
	f := &FS{}
	if opts != nil {
		f.opts = *opts
	}
	if f.opts.Now == nil {
		f.opts.Now = time.Now
	}
	f.root = &node{mode: fs.ModeDir | 0o755, children: map[string]*node{}, mtime: f.opts.Now()}
	return f
}

// SetOnLimit replaces the OnLimit callback (a session moves its FS from
// script to script, each with its own stop function).
func (f *FS) SetOnLimit(fn func(*LimitError)) {
	f.mu.Lock()
	f.opts.OnLimit = fn
	f.mu.Unlock()
}

// Usage returns the bytes stored in all files.
func (f *FS) Usage() int64 {
	f.mu.RLock()
	defer f.mu.RUnlock()
	return f.used
}

func (f *FS) limitHit(err error) error {
	var le *LimitError
	if errors.As(err, &le) && f.opts.OnLimit != nil {
		f.opts.OnLimit(le)
	}
	return err
}

func pathErr(op, name string, err error) error { return &fs.PathError{Op: op, Path: name, Err: err} }

// split returns the cleaned elements of an absolute path.
func split(name string) ([]string, error) {
	if !path.IsAbs(name) {
		return nil, fs.ErrInvalid
	}
	clean := path.Clean(name)
	if clean == "/" {
		return nil, nil
	}
	return strings.Split(clean[1:], "/"), nil
}

// lookup finds the node at name; caller holds the lock.
func (f *FS) lookup(op, name string) (*node, error) {
	parts, err := split(name)
	if err != nil {
		return nil, pathErr(op, name, err)
	}
	n := f.root
	for _, p := range parts {
		if !n.mode.IsDir() {
			return nil, pathErr(op, name, syscall.ENOTDIR)
		}
		c, ok := n.children[p]
		if !ok {
			return nil, pathErr(op, name, fs.ErrNotExist)
		}
		n = c
	}
	return n, nil
}

// parent finds the directory holding name and name's last element.
func (f *FS) parent(op, name string) (*node, string, error) {
	parts, err := split(name)
	if err != nil {
		return nil, "", pathErr(op, name, err)
	}
	if len(parts) == 0 {
		return nil, "", pathErr(op, name, fs.ErrExist)
	}
	dir, err := f.lookup(op, "/"+strings.Join(parts[:len(parts)-1], "/"))
	if err != nil {
		return nil, "", pathErr(op, name, errors.Unwrap(err))
	}
	if !dir.mode.IsDir() {
		return nil, "", pathErr(op, name, syscall.ENOTDIR)
	}
	return dir, parts[len(parts)-1], nil
}

func (f *FS) addNode(op, name string) error {
	if f.opts.Limits.MaxFiles > 0 && f.count >= f.opts.Limits.MaxFiles {
		return &LimitError{Limit: "files", Max: int64(f.opts.Limits.MaxFiles), Path: name}
	}
	f.count++
	return nil
}

// Stat returns information about name. There are no symbolic links, so
// Stat and Lstat agree.
func (f *FS) Stat(name string) (fs.FileInfo, error) {
	f.mu.RLock()
	defer f.mu.RUnlock()
	n, err := f.lookup("stat", name)
	if err != nil {
		return nil, err
	}
	return f.info(path.Base(path.Clean(name)), n), nil
}

func (f *FS) info(name string, n *node) *FileInfo {
	if name == "" || name == "." {
		name = "/"
	}
	return &FileInfo{name: name, mode: n.mode, size: int64(len(n.data)), mtime: n.mtime,
		stat: &syscall.Stat_t{Uid: f.opts.UID, Gid: f.opts.GID, Mode: uint32(n.mode.Perm())}}
}

// ReadDir lists a directory sorted by name.
func (f *FS) ReadDir(name string) ([]fs.DirEntry, error) {
	f.mu.RLock()
	defer f.mu.RUnlock()
	n, err := f.lookup("open", name)
	if err != nil {
		return nil, err
	}
	if !n.mode.IsDir() {
		return nil, pathErr("readdirent", name, syscall.ENOTDIR)
	}
	out := make([]fs.DirEntry, 0, len(n.children))
	for cn, c := range n.children {
		out = append(out, fs.FileInfoToDirEntry(f.info(cn, c)))
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name() < out[j].Name() })
	return out, nil
}

// Mkdir creates one directory.
func (f *FS) Mkdir(name string, perm fs.FileMode) error {
	f.mu.Lock()
	err := f.mkdir(name, perm)
	f.mu.Unlock()
	return f.limitHit(err)
}

func (f *FS) mkdir(name string, perm fs.FileMode) error {
	dir, base, err := f.parent("mkdir", name)
	if err != nil {
		return err
	}
	if _, ok := dir.children[base]; ok {
		return pathErr("mkdir", name, fs.ErrExist)
	}
	if err := f.addNode("mkdir", name); err != nil {
		return err
	}
	dir.children[base] = &node{mode: fs.ModeDir | perm.Perm(), children: map[string]*node{}, mtime: f.opts.Now()}
	dir.mtime = f.opts.Now()
	return nil
}

// MkdirAll creates name and any missing parents.
func (f *FS) MkdirAll(name string, perm fs.FileMode) error {
	parts, err := split(name)
	if err != nil {
		return pathErr("mkdir", name, err)
	}
	f.mu.Lock()
	err = f.mkdirAll(parts, perm)
	f.mu.Unlock()
	return f.limitHit(err)
}

func (f *FS) mkdirAll(parts []string, perm fs.FileMode) error {
	cur := ""
	for _, p := range parts {
		cur += "/" + p
		n, err := f.lookup("mkdir", cur)
		if err == nil {
			if !n.mode.IsDir() {
				return pathErr("mkdir", cur, syscall.ENOTDIR)
			}
			continue
		}
		if err := f.mkdir(cur, perm); err != nil {
			return err
		}
	}
	return nil
}

// Remove removes a file or an empty directory.
func (f *FS) Remove(name string) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	dir, base, err := f.parent("remove", name)
	if err != nil {
		return err
	}
	n, ok := dir.children[base]
	if !ok {
		return pathErr("remove", name, fs.ErrNotExist)
	}
	if n.mode.IsDir() && len(n.children) > 0 {
		return pathErr("remove", name, syscall.ENOTEMPTY)
	}
	f.drop(n)
	delete(dir.children, base)
	dir.mtime = f.opts.Now()
	return nil
}

// RemoveAll removes name and everything below it. A missing name is not
// an error.
func (f *FS) RemoveAll(name string) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	dir, base, err := f.parent("remove", name)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil
		}
		return err
	}
	if n, ok := dir.children[base]; ok {
		f.drop(n)
		delete(dir.children, base)
		dir.mtime = f.opts.Now()
	}
	return nil
}

// drop releases the accounting of n and its subtree.
func (f *FS) drop(n *node) {
	f.count--
	f.used -= int64(len(n.data))
	for _, c := range n.children {
		f.drop(c)
	}
}

// Rename moves oldname to newname, replacing a file (or an empty directory
// with a directory) that is there.
func (f *FS) Rename(oldname, newname string) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	odir, obase, err := f.parent("rename", oldname)
	if err != nil {
		return err
	}
	n, ok := odir.children[obase]
	if !ok {
		return pathErr("rename", oldname, fs.ErrNotExist)
	}
	ndir, nbase, err := f.parent("rename", newname)
	if err != nil {
		return err
	}
	if n.mode.IsDir() {
		oc, nc := path.Clean(oldname), path.Clean(newname)
		if nc == oc {
			return nil
		}
		if strings.HasPrefix(nc, oc+"/") {
			return pathErr("rename", newname, syscall.EINVAL)
		}
	}
	if old, ok := ndir.children[nbase]; ok {
		if old == n {
			return nil
		}
		switch {
		case old.mode.IsDir() && !n.mode.IsDir():
			return pathErr("rename", newname, syscall.EISDIR)
		case !old.mode.IsDir() && n.mode.IsDir():
			return pathErr("rename", newname, syscall.ENOTDIR)
		case old.mode.IsDir() && len(old.children) > 0:
			return pathErr("rename", newname, syscall.ENOTEMPTY)
		}
		f.drop(old)
	}
	delete(odir.children, obase)
	ndir.children[nbase] = n
	now := f.opts.Now()
	odir.mtime, ndir.mtime = now, now
	return nil
}

// Chtimes sets the modification time of name.
func (f *FS) Chtimes(name string, mtime time.Time) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	n, err := f.lookup("chtimes", name)
	if err != nil {
		return err
	}
	n.mtime = mtime
	return nil
}

// Chmod sets the permission bits of name.
func (f *FS) Chmod(name string, perm fs.FileMode) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	n, err := f.lookup("chmod", name)
	if err != nil {
		return err
	}
	n.mode = n.mode&^fs.ModePerm | perm.Perm()
	return nil
}

// ReadFile returns the contents of a file.
func (f *FS) ReadFile(name string) ([]byte, error) {
	f.mu.RLock()
	defer f.mu.RUnlock()
	n, err := f.lookup("open", name)
	if err != nil {
		return nil, err
	}
	if n.mode.IsDir() {
		return nil, pathErr("read", name, syscall.EISDIR)
	}
	return append([]byte(nil), n.data...), nil
}

// WriteFile creates or truncates name and writes data.
func (f *FS) WriteFile(name string, data []byte, perm fs.FileMode) error {
	h, err := f.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, perm)
	if err != nil {
		return err
	}
	if _, err := h.Write(data); err != nil {
		h.Close()
		return err
	}
	return h.Close()
}

// Open opens name for reading.
func (f *FS) Open(name string) (*File, error) { return f.OpenFile(name, os.O_RDONLY, 0) }

// OpenFile opens name with os.O_* flags: O_RDONLY, O_WRONLY, O_RDWR,
// O_CREATE, O_EXCL, O_TRUNC and O_APPEND. Directories open read-only.
func (f *FS) OpenFile(name string, flag int, perm fs.FileMode) (*File, error) {
	f.mu.Lock()
	h, err := f.openFile(name, flag, perm)
	f.mu.Unlock()
	if err != nil {
		return nil, f.limitHit(err)
	}
	return h, nil
}

func (f *FS) openFile(name string, flag int, perm fs.FileMode) (*File, error) {
	write := flag&(os.O_WRONLY|os.O_RDWR) != 0
	n, err := f.lookup("open", name)
	switch {
	case err == nil:
		if flag&os.O_CREATE != 0 && flag&os.O_EXCL != 0 {
			return nil, pathErr("open", name, fs.ErrExist)
		}
		if n.mode.IsDir() {
			if write {
				return nil, pathErr("open", name, syscall.EISDIR)
			}
			return &File{fs: f, n: n, name: name, flag: flag}, nil
		}
		if write && flag&os.O_TRUNC != 0 {
			f.used -= int64(len(n.data))
			n.data = nil
			n.mtime = f.opts.Now()
		}
	case errors.Is(err, fs.ErrNotExist) && flag&os.O_CREATE != 0:
		dir, base, perr := f.parent("open", name)
		if perr != nil {
			return nil, perr
		}
		if err := f.addNode("open", name); err != nil {
			return nil, err
		}
		n = &node{mode: perm.Perm(), mtime: f.opts.Now()}
		dir.children[base] = n
		dir.mtime = n.mtime
	default:
		return nil, err
	}
	return &File{fs: f, n: n, name: name, flag: flag}, nil
}

// File is an open file of an FS. Reads and writes see the live contents,
// as on a real filesystem.
type File struct {
	fs     *FS
	n      *node
	name   string
	flag   int
	off    int64
	closed bool
}

// Name returns the path the file was opened with.
func (h *File) Name() string { return h.name }

// Read implements io.Reader.
func (h *File) Read(p []byte) (int, error) {
	h.fs.mu.RLock()
	defer h.fs.mu.RUnlock()
	if h.closed {
		return 0, pathErr("read", h.name, fs.ErrClosed)
	}
	if h.n.mode.IsDir() {
		return 0, pathErr("read", h.name, syscall.EISDIR)
	}
	if h.flag&os.O_WRONLY != 0 {
		return 0, pathErr("read", h.name, syscall.EBADF)
	}
	if h.off >= int64(len(h.n.data)) {
		return 0, io.EOF
	}
	n := copy(p, h.n.data[h.off:])
	h.off += int64(n)
	return n, nil
}

// Write implements io.Writer. A write that would cross a size limit writes
// nothing and returns a *LimitError.
func (h *File) Write(p []byte) (int, error) {
	h.fs.mu.Lock()
	n, err := h.write(p)
	h.fs.mu.Unlock()
	if err != nil {
		return n, h.fs.limitHit(err)
	}
	return n, nil
}

func (h *File) write(p []byte) (int, error) {
	if h.closed {
		return 0, pathErr("write", h.name, fs.ErrClosed)
	}
	if h.flag&(os.O_WRONLY|os.O_RDWR) == 0 {
		return 0, pathErr("write", h.name, syscall.EBADF)
	}
	if h.flag&os.O_APPEND != 0 {
		h.off = int64(len(h.n.data))
	}
	end := h.off + int64(len(p))
	grow := end - int64(len(h.n.data))
	if grow < 0 {
		grow = 0
	}
	lim := h.fs.opts.Limits
	if lim.MaxFileBytes > 0 && end > lim.MaxFileBytes {
		return 0, &LimitError{Limit: "file_bytes", Max: lim.MaxFileBytes, Path: h.name}
	}
	if lim.MaxTotalBytes > 0 && h.fs.used+grow > lim.MaxTotalBytes {
		return 0, &LimitError{Limit: "total_bytes", Max: lim.MaxTotalBytes, Path: h.name}
	}
	if grow > 0 {
		h.n.data = append(h.n.data, make([]byte, grow)...)
		h.fs.used += grow
	}
	copy(h.n.data[h.off:], p)
	h.off = end
	h.n.mtime = h.fs.opts.Now()
	return len(p), nil
}

// Close implements io.Closer.
func (h *File) Close() error {
	h.fs.mu.Lock()
	defer h.fs.mu.Unlock()
	if h.closed {
		return pathErr("close", h.name, fs.ErrClosed)
	}
	h.closed = true
	return nil
}

// Stat returns the file's information.
func (h *File) Stat() (fs.FileInfo, error) {
	h.fs.mu.RLock()
	defer h.fs.mu.RUnlock()
	return h.fs.info(path.Base(h.name), h.n), nil
}

// FileInfo describes a file of an FS. Sys returns a *syscall.Stat_t, which
// the shell interpreter needs for -O and -G tests.
type FileInfo struct {
	name  string
	mode  fs.FileMode
	size  int64
	mtime time.Time
	stat  *syscall.Stat_t
}

// Name implements fs.FileInfo.
func (i *FileInfo) Name() string { return i.name }

// Size implements fs.FileInfo.
func (i *FileInfo) Size() int64 { return i.size }

// Mode implements fs.FileInfo.
func (i *FileInfo) Mode() fs.FileMode { return i.mode }

// ModTime implements fs.FileInfo.
func (i *FileInfo) ModTime() time.Time { return i.mtime }

// IsDir implements fs.FileInfo.
func (i *FileInfo) IsDir() bool { return i.mode.IsDir() }

// Sys implements fs.FileInfo.
func (i *FileInfo) Sys() any { return i.stat }

// Reason returns the message a coreutils command prints for err:
// "No such file or directory", "Is a directory" and so on.
func Reason(err error) string {
	var le *LimitError
	switch {
	case errors.As(err, &le):
		if le.Limit == "file_bytes" {
			return "File too large"
		}
		return "No space left on device"
	case errors.Is(err, fs.ErrNotExist):
		return "No such file or directory"
	case errors.Is(err, syscall.ENOTEMPTY): // before ErrExist, which it also matches
		return "Directory not empty"
	case errors.Is(err, fs.ErrExist):
		return "File exists"
	case errors.Is(err, syscall.EISDIR):
		return "Is a directory"
	case errors.Is(err, syscall.ENOTDIR):
		return "Not a directory"
	case errors.Is(err, fs.ErrPermission):
		return "Permission denied"
	case errors.Is(err, syscall.EINVAL), errors.Is(err, fs.ErrInvalid):
		return "Invalid argument"
	case errors.Is(err, syscall.EBADF):
		return "Bad file descriptor"
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}

// Entry is one file or directory of a snapshot.
type Entry struct {
	Path    string
	Dir     bool
	Mode    fs.FileMode
	ModTime time.Time
	Data    []byte
}

// Snapshot returns every directory and file but the root, parents before
// children, with copies of their contents.
func (f *FS) Snapshot() []Entry {
	f.mu.RLock()
	defer f.mu.RUnlock()
	var out []Entry
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
			out = append(out, Entry{Path: cp, Dir: c.mode.IsDir(), Mode: c.mode, ModTime: c.mtime,
				Data: append([]byte(nil), c.data...)})
			if c.mode.IsDir() {
				walk(cp, c)
			}
		}
	}
	walk("/", f.root)
	return out
}

// Restore adds the entries of a snapshot (parents before children), as
// created by Snapshot; existing files of the same paths are replaced. It
// stops at the first error (a limit, a bad path).
func (f *FS) Restore(entries []Entry) error {
	for _, e := range entries {
		if e.Dir {
			if err := f.MkdirAll(e.Path, e.Mode.Perm()); err != nil {
				return err
			}
		} else if err := f.WriteFile(e.Path, e.Data, e.Mode.Perm()); err != nil {
			return err
		}
		if err := f.Chmod(e.Path, e.Mode.Perm()); err != nil {
			return err
		}
		if err := f.Chtimes(e.Path, e.ModTime); err != nil {
			return err
		}
	}
	return nil
}
