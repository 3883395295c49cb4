// Package vfs is the in-memory filesystem of a sandbox session. Paths are
// slash-separated and absolute; nothing here touches the host. Sizes are
// bounded per file and in total, and hitting a bound is a *LimitError.
// An FS is safe for concurrent use (pipelines write from goroutines).
//
// Besides directories and regular files an FS holds symbolic links
// (Symlink, Readlink, Lstat), followed by every lookup as Linux follows
// them (relative targets against the link's directory, ".." physically,
// at most MaxSymlinks per lookup, then ELOOP), and hard links (Link):
// several names of one file, sharing its data, mode and time. Modes keep
// the permission bits and the set-ID and sticky bits.
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
	"sync/atomic"
	"syscall"
	"time"

	"github.com/toolsinshell/tis/internal/plural"
)

// Limits bound what a session may store. A zero field means no bound.
type Limits struct {
	// MaxFileBytes bounds the size of one file.
	MaxFileBytes int64
	// MaxTotalBytes bounds the bytes of all files together.
	MaxTotalBytes int64
	// MaxFiles bounds how many files and directories exist.
	MaxFiles int
	// MaxDepth bounds how deep an entry may be below the root (/a is at
	// depth 1): a directory, file or link deeper is refused, and so is
	// a rename that would take part of a tree deeper.
	MaxDepth int
}

// MaxName is the longest name of one entry, and MaxPath the longest
// physical path an entry may have, in bytes: Linux's NAME_MAX and
// PATH_MAX. Creating or moving an entry past either is ENAMETOOLONG
// ("File name too long"). With MaxDepth they keep every snapshot's paths,
// and so the work of saving and restoring one, linear in its size.
const (
	MaxName = 255
	MaxPath = 4096
)

// LimitError is returned by a write or create that would cross a bound.
type LimitError struct {
	// Limit names the bound: "file_bytes", "total_bytes", "files" or
	// "depth".
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
	case "depth":
		return fmt.Sprintf("%s: limit of %s reached", e.Path, plural.Count(int64(e.Max), "directory level", "directory levels"))
	default:
		return fmt.Sprintf("%s: limit of %s reached", e.Path, plural.Count(int64(e.Max), "file", "files"))
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

// FS is an in-memory tree of directories, regular files and symbolic
// links. A regular file may have several names (hard links): they share
// one node, its data, mode and time.
type FS struct {
	mu      sync.RWMutex
	root    *node
	opts    Options
	used    int64
	count   int
	nextIno uint64
	walks   atomic.Int64 // walks from the root so far (tests check the work of Restore and MkdirAll)
}

// node is a directory, a regular file or a symbolic link.
type node struct {
	mode     fs.FileMode
	data     []byte
	children map[string]*node
	mtime    time.Time
	target   string // a symbolic link's target
	nlink    int    // names that refer to the node
	ino      uint64
}

func (n *node) isLink() bool { return n.mode&fs.ModeSymlink != 0 }

// New returns an FS holding only the root directory.
func New(opts *Options) *FS {
	f := &FS{}
	if opts != nil {
		f.opts = *opts
	}
	if f.opts.Now == nil {
		f.opts.Now = time.Now
	}
	f.root = f.newNode(fs.ModeDir | 0o755)
	return f
}

// SetLimits changes the limits of later operations; what is already
// stored stays, even over the new limits.
func (f *FS) SetLimits(l Limits) {
	f.mu.Lock()
	f.opts.Limits = l
	f.mu.Unlock()
}

// newNode returns a node with the next inode number; caller holds the
// lock (or is New).
func (f *FS) newNode(mode fs.FileMode) *node {
	f.nextIno++
	n := &node{mode: mode, mtime: f.opts.Now(), nlink: 1, ino: f.nextIno}
	if mode.IsDir() {
		n.children = map[string]*node{}
	}
	return n
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

// Count returns how many files, directories and links exist (the root
// aside): what Limits.MaxFiles bounds.
func (f *FS) Count() int {
	f.mu.RLock()
	defer f.mu.RUnlock()
	return f.count
}

// Limits returns the limits of the FS.
func (f *FS) Limits() Limits {
	f.mu.RLock()
	defer f.mu.RUnlock()
	return f.opts.Limits
}

func (f *FS) limitHit(err error) error {
	var le *LimitError
	if errors.As(err, &le) && f.opts.OnLimit != nil {
		f.opts.OnLimit(le)
	}
	return err
}

func pathErr(op, name string, err error) error { return &fs.PathError{Op: op, Path: name, Err: err} }

// MaxSymlinks is how many symbolic links one lookup follows before it
// fails with ELOOP ("Too many levels of symbolic links"), as Linux does.
const MaxSymlinks = 40

// maxTarget bounds a symbolic link's target, as PATH_MAX does.
const maxTarget = 4095

// elements returns the elements of a slash-separated path, without empty
// ones and ".", keeping ".." (resolved against the physical parent, as
// the kernel does after a symbolic link).
func elements(p string) []string {
	var out []string
	for _, e := range strings.Split(p, "/") {
		if e != "" && e != "." {
			out = append(out, e)
		}
	}
	return out
}

// resolved is where a path leads: the entry n (nil when it does not
// exist) named base in directory dir (nil for the root), at the physical
// absolute path phys, depth levels below the root.
type resolved struct {
	dir   *node
	base  string
	n     *node
	phys  string
	depth int
}

// resolve walks name, following symbolic links in every element but the
// last, and in the last too when follow is set (a trailing slash also
// follows it and requires a directory). A missing last element is not an
// error: n is nil. Caller holds the lock.
func (f *FS) resolve(op, name string, follow bool) (resolved, error) {
	return f.walk(op, name, follow, false, 0)
}

// walk is resolve; with mkdirs, each missing directory of name itself
// (not of a symbolic link's target, as mkdir -p does not create those) is
// created on the way with the permissions perm, so that MkdirAll costs
// one walk, not one per level. Caller holds the lock (for writing, with
// mkdirs).
func (f *FS) walk(op, name string, follow, mkdirs bool, perm fs.FileMode) (resolved, error) {
	if name == "" {
		// As Linux: an empty name is no file (ENOENT), not the directory.
		return resolved{}, pathErr(op, name, fs.ErrNotExist)
	}
	if !path.IsAbs(name) {
		return resolved{}, pathErr(op, name, fs.ErrInvalid)
	}
	if strings.HasSuffix(name, "/") {
		follow = true
	}
	f.walks.Add(1)
	todo := elements(name)
	own := len(todo) // the last own elements of todo are name's, the rest a link's
	stack := []*node{f.root}
	names := []string{""}
	links := 0
	for len(todo) > 0 {
		e := todo[0]
		mine := len(todo) <= own
		if mine {
			own--
		}
		todo = todo[1:]
		if e == ".." {
			if len(stack) > 1 {
				stack, names = stack[:len(stack)-1], names[:len(names)-1]
			}
			continue
		}
		dir := stack[len(stack)-1]
		if !dir.mode.IsDir() {
			return resolved{}, pathErr(op, name, syscall.ENOTDIR)
		}
		c, ok := dir.children[e]
		if !ok && mkdirs && mine {
			r := resolved{dir: dir, base: e, phys: joinNames(append(names, e)), depth: len(stack)}
			if err := f.room(op, name, r, 0, 0); err != nil {
				return resolved{}, err
			}
			c = f.newNode(fs.ModeDir | perm&modeBits)
			dir.children[e] = c
			dir.mtime = c.mtime
			ok = true
		}
		if !ok {
			if len(todo) > 0 {
				return resolved{}, pathErr(op, name, fs.ErrNotExist)
			}
			return resolved{dir: dir, base: e, phys: joinNames(append(names, e)), depth: len(stack)}, nil
		}
		if c.isLink() && (len(todo) > 0 || follow) {
			links++
			if links > MaxSymlinks {
				return resolved{}, pathErr(op, name, syscall.ELOOP)
			}
			if strings.HasPrefix(c.target, "/") {
				stack, names = stack[:1], names[:1]
			}
			todo = append(elements(c.target), todo...)
			if len(todo) == 0 {
				// A target of "/" or "." only: the directory reached.
				break
			}
			continue
		}
		stack, names = append(stack, c), append(names, e)
	}
	n := stack[len(stack)-1]
	r := resolved{n: n, phys: joinNames(names), depth: len(stack) - 1}
	if len(stack) > 1 {
		r.dir, r.base = stack[len(stack)-2], names[len(names)-1]
	}
	return r, nil
}

// room checks that a new entry may go where r leads, carrying a tree of
// its own height levels below it whose longest path below it is tail
// bytes (0 and 0 for a new file): its name and physical path within
// MaxName and MaxPath, its depth within MaxDepth, and one more entry
// within MaxFiles, which it counts. Caller holds the lock for writing.
func (f *FS) room(op, name string, r resolved, height, tail int) error {
	if err := f.fits(op, name, r, height, tail); err != nil {
		return err
	}
	return f.addNode(op, name)
}

// fits is room without the count: for an entry that moves.
func (f *FS) fits(op, name string, r resolved, height, tail int) error {
	if len(r.base) > MaxName || len(r.phys)+tail > MaxPath {
		return pathErr(op, name, syscall.ENAMETOOLONG)
	}
	if max := f.opts.Limits.MaxDepth; max > 0 && r.depth+height > max {
		return &LimitError{Limit: "depth", Max: int64(max), Path: name}
	}
	return nil
}

func joinNames(names []string) string {
	if len(names) <= 1 {
		return "/"
	}
	return strings.Join(names, "/")
}

// lookup finds the node at name, following symbolic links when follow is
// set; caller holds the lock.
func (f *FS) lookup(op, name string, follow bool) (*node, error) {
	r, err := f.resolve(op, name, follow)
	if err != nil {
		return nil, err
	}
	if r.n == nil {
		return nil, pathErr(op, name, fs.ErrNotExist)
	}
	if strings.HasSuffix(name, "/") && !r.n.mode.IsDir() {
		return nil, pathErr(op, name, syscall.ENOTDIR)
	}
	return r.n, nil
}

// entry finds the directory entry name names, its last element not
// followed: the directory, the element's name and the node there (nil
// when missing). A last element of "." or ".." names no entry of its own
// and is ErrExist (the caller turns it into its own error).
func (f *FS) entry(op, name string) (*node, string, *node, error) {
	r, err := f.entryAt(op, name)
	return r.dir, r.base, r.n, err
}

// entryAt is entry with the whole of where name leads (its physical path
// and depth, for room).
func (f *FS) entryAt(op, name string) (resolved, error) {
	if !path.IsAbs(name) {
		return resolved{}, pathErr(op, name, fs.ErrInvalid)
	}
	trimmed := strings.TrimRight(name, "/")
	last := trimmed[strings.LastIndexByte(trimmed, '/')+1:]
	if trimmed == "" || last == "." || last == ".." {
		return resolved{}, pathErr(op, name, fs.ErrExist)
	}
	r, err := f.resolve(op, trimmed, false)
	if err != nil {
		return resolved{}, err
	}
	if r.dir == nil {
		return resolved{}, pathErr(op, name, fs.ErrExist)
	}
	if !r.dir.mode.IsDir() {
		return resolved{}, pathErr(op, name, syscall.ENOTDIR)
	}
	if r.n != nil && trimmed != name && !r.n.mode.IsDir() && !r.n.isLink() {
		return resolved{}, pathErr(op, name, syscall.ENOTDIR)
	}
	return r, nil
}

func (f *FS) addNode(op, name string) error {
	if f.opts.Limits.MaxFiles > 0 && f.count >= f.opts.Limits.MaxFiles {
		return &LimitError{Limit: "files", Max: int64(f.opts.Limits.MaxFiles), Path: name}
	}
	f.count++
	return nil
}

// Stat returns information about name, following symbolic links.
func (f *FS) Stat(name string) (fs.FileInfo, error) {
	if Device(name) {
		return deviceInfo(path.Clean(name)), nil
	}
	f.mu.RLock()
	defer f.mu.RUnlock()
	n, err := f.lookup("stat", name, true)
	if err != nil {
		return nil, err
	}
	return f.info(path.Base(path.Clean(name)), n), nil
}

// Lstat returns information about name; a symbolic link as the last
// element is described itself (its size is the target's length).
func (f *FS) Lstat(name string) (fs.FileInfo, error) {
	f.mu.RLock()
	defer f.mu.RUnlock()
	n, err := f.lookup("lstat", name, false)
	if err != nil {
		return nil, err
	}
	return f.info(path.Base(path.Clean(name)), n), nil
}

// RealPath returns the physical absolute path name leads to, every
// symbolic link followed; the last element may be missing (its parent
// must exist), and is then returned unresolved.
func (f *FS) RealPath(name string) (string, error) {
	f.mu.RLock()
	defer f.mu.RUnlock()
	r, err := f.resolve("realpath", name, true)
	if err != nil {
		return "", err
	}
	if r.n == nil && r.dir != nil && !r.dir.mode.IsDir() {
		return "", pathErr("realpath", name, syscall.ENOTDIR)
	}
	return r.phys, nil
}

func (f *FS) info(name string, n *node) *FileInfo {
	if name == "" || name == "." {
		name = "/"
	}
	size := int64(len(n.data))
	nlink := n.nlink
	typ := uint32(syscall.S_IFREG)
	switch {
	case n.isLink():
		size = int64(len(n.target))
		typ = syscall.S_IFLNK
	case n.mode.IsDir():
		typ = syscall.S_IFDIR
		nlink = 2
		for _, c := range n.children {
			if c.mode.IsDir() {
				nlink++
			}
		}
	}
	return &FileInfo{name: name, mode: n.mode, size: size, mtime: n.mtime, target: n.target,
		stat: &syscall.Stat_t{Uid: f.opts.UID, Gid: f.opts.GID, Mode: typ | uint32(unixMode(n.mode)),
			Nlink: uint64(nlink), Ino: n.ino, Size: size}}
}

// unixMode is the permission and set-id/sticky bits of m as Unix numbers.
func unixMode(m fs.FileMode) uint32 {
	u := uint32(m.Perm())
	if m&fs.ModeSetuid != 0 {
		u |= 0o4000
	}
	if m&fs.ModeSetgid != 0 {
		u |= 0o2000
	}
	if m&fs.ModeSticky != 0 {
		u |= 0o1000
	}
	return u
}

// ReadDir lists a directory sorted by name (a symbolic link to a
// directory is followed). Entries describe themselves: a symbolic link
// is a symbolic link, as os.ReadDir reports it.
func (f *FS) ReadDir(name string) ([]fs.DirEntry, error) {
	f.mu.RLock()
	defer f.mu.RUnlock()
	n, err := f.lookup("open", name, true)
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
	r, err := f.entryAt("mkdir", name)
	if err != nil {
		return err
	}
	if r.n != nil {
		return pathErr("mkdir", name, fs.ErrExist)
	}
	if err := f.room("mkdir", name, r, 0, 0); err != nil {
		return err
	}
	r.dir.children[r.base] = f.newNode(fs.ModeDir | perm&modeBits)
	r.dir.mtime = f.opts.Now()
	return nil
}

// modeBits are the mode bits an FS keeps besides the type.
const modeBits = fs.ModePerm | fs.ModeSetuid | fs.ModeSetgid | fs.ModeSticky

// MkdirAll creates name and any missing parents. A symbolic link to a
// directory on the way is followed.
func (f *FS) MkdirAll(name string, perm fs.FileMode) error {
	if !path.IsAbs(name) {
		return pathErr("mkdir", name, fs.ErrInvalid)
	}
	f.mu.Lock()
	err := f.mkdirAll(name, perm)
	f.mu.Unlock()
	return f.limitHit(err)
}

func (f *FS) mkdirAll(name string, perm fs.FileMode) error {
	r, err := f.walk("mkdir", path.Clean(name), true, true, perm)
	if err != nil {
		return err
	}
	if r.n == nil {
		// The last element is a dangling symbolic link.
		return pathErr("mkdir", name, fs.ErrExist)
	}
	if !r.n.mode.IsDir() {
		return pathErr("mkdir", name, syscall.ENOTDIR)
	}
	return nil
}

// Remove removes a file, a symbolic link (not what it points to) or an
// empty directory.
func (f *FS) Remove(name string) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	dir, base, n, err := f.entry("remove", name)
	if err != nil {
		if errors.Is(err, fs.ErrExist) {
			return pathErr("remove", name, syscall.EINVAL)
		}
		return err
	}
	if n == nil {
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

// RemoveAll removes name and everything below it (a symbolic link is
// removed, not followed). A missing name is not an error.
func (f *FS) RemoveAll(name string) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	dir, base, n, err := f.entry("remove", name)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil
		}
		if errors.Is(err, fs.ErrExist) {
			return pathErr("remove", name, syscall.EINVAL)
		}
		return err
	}
	if n != nil {
		f.drop(n)
		delete(dir.children, base)
		dir.mtime = f.opts.Now()
	}
	return nil
}

// drop releases the accounting of one name of n: the node's data and
// subtree go with its last name.
func (f *FS) drop(n *node) {
	f.count--
	n.nlink--
	if n.nlink > 0 {
		return
	}
	f.used -= int64(len(n.data))
	for _, c := range n.children {
		f.drop(c)
	}
}

// Rename moves oldname to newname, replacing a file (or an empty directory
// with a directory) that is there. A symbolic link is moved itself, and
// one at newname is replaced. When both names are links to the same file,
// nothing happens.
func (f *FS) Rename(oldname, newname string) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	odir, obase, n, err := f.entry("rename", oldname)
	if err != nil {
		if errors.Is(err, fs.ErrExist) {
			return pathErr("rename", oldname, syscall.EBUSY)
		}
		return err
	}
	if n == nil {
		return pathErr("rename", oldname, fs.ErrNotExist)
	}
	to, err := f.entryAt("rename", newname)
	if err != nil {
		if errors.Is(err, fs.ErrExist) {
			return pathErr("rename", newname, syscall.EBUSY)
		}
		return err
	}
	ndir, nbase, old := to.dir, to.base, to.n
	if n.mode.IsDir() {
		// Moving a directory under itself: is ndir n or below it?
		if f.below(ndir, n) {
			if odir == ndir && obase == nbase {
				return nil
			}
			return pathErr("rename", newname, syscall.EINVAL)
		}
	}
	if old != nil {
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
	}
	if odir != ndir || obase != nbase {
		// The tree moved must fit where it goes: its depth and its
		// paths' lengths there.
		height, tail := 0, 0
		if n.mode.IsDir() {
			height, tail = extent(n)
		}
		if err := f.fits("rename", newname, to, height, tail); err != nil {
			return err
		}
	}
	if old != nil {
		f.drop(old)
	}
	delete(odir.children, obase)
	ndir.children[nbase] = n
	now := f.opts.Now()
	odir.mtime, ndir.mtime = now, now
	return nil
}

// extent returns how many levels the tree below the directory n goes
// down and the length of its longest path below n ("/a/b" is 4 bytes).
// It visits each directory once.
func extent(n *node) (height, tail int) {
	for name, c := range n.children {
		h, t := 1, 1+len(name)
		if c.mode.IsDir() && !c.isLink() {
			ch, ct := extent(c)
			h, t = h+ch, t+ct
		}
		height, tail = max(height, h), max(tail, t)
	}
	return height, tail
}

// below reports whether d is top or a directory under it.
func (f *FS) below(d, top *node) bool {
	var walk func(n *node) bool
	walk = func(n *node) bool {
		if n == d {
			return true
		}
		for _, c := range n.children {
			if c.mode.IsDir() && walk(c) {
				return true
			}
		}
		return false
	}
	return walk(top)
}

// Chtimes sets the modification time of name (following symbolic links).
func (f *FS) Chtimes(name string, mtime time.Time) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	n, err := f.lookup("chtimes", name, true)
	if err != nil {
		return err
	}
	n.mtime = mtime
	return nil
}

// Lchtimes sets the modification time of name; a symbolic link gets its
// own time.
func (f *FS) Lchtimes(name string, mtime time.Time) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	n, err := f.lookup("lchtimes", name, false)
	if err != nil {
		return err
	}
	n.mtime = mtime
	return nil
}

// Chmod sets the permission bits of name (following symbolic links), and
// the set-user-ID, set-group-ID and sticky bits (fs.ModeSetuid,
// fs.ModeSetgid, fs.ModeSticky) when given.
func (f *FS) Chmod(name string, perm fs.FileMode) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	n, err := f.lookup("chmod", name, true)
	if err != nil {
		return err
	}
	n.mode = n.mode&^modeBits | perm&modeBits
	return nil
}

// ReadFile returns the contents of a file.
func (f *FS) ReadFile(name string) ([]byte, error) {
	f.mu.RLock()
	defer f.mu.RUnlock()
	n, err := f.lookup("open", name, true)
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
// Symbolic links are followed; O_CREATE through a dangling link creates
// its target, and O_CREATE|O_EXCL fails on any link, as on Linux.
func (f *FS) OpenFile(name string, flag int, perm fs.FileMode) (*File, error) {
	if Device(name) {
		return f.openDevice(name, flag)
	}
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
	excl := flag&os.O_CREATE != 0 && flag&os.O_EXCL != 0
	r, err := f.resolve("open", name, !excl)
	if err != nil {
		return nil, err
	}
	n := r.n
	switch {
	case n != nil:
		if excl {
			return nil, pathErr("open", name, fs.ErrExist)
		}
		if strings.HasSuffix(name, "/") && !n.mode.IsDir() {
			return nil, pathErr("open", name, syscall.ENOTDIR)
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
	case flag&os.O_CREATE != 0:
		if r.dir == nil || !r.dir.mode.IsDir() {
			return nil, pathErr("open", name, syscall.ENOTDIR)
		}
		if strings.HasSuffix(name, "/") {
			return nil, pathErr("open", name, syscall.EISDIR)
		}
		if err := f.room("open", name, r, 0, 0); err != nil {
			return nil, err
		}
		n = f.newNode(perm.Perm())
		r.dir.children[r.base] = n
		r.dir.mtime = n.mtime
	default:
		return nil, pathErr("open", name, fs.ErrNotExist)
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
	dev    string // a device's path; then n is nil
	// deadline is when a device's reads start to fail, in Unix
	// nanoseconds; 0 means never (see SetReadDeadline).
	deadline atomic.Int64
}

// Name returns the path the file was opened with.
func (h *File) Name() string { return h.name }

// Read implements io.Reader.
func (h *File) Read(p []byte) (int, error) {
	if h.dev != "" {
		if h.closed {
			return 0, pathErr("read", h.name, fs.ErrClosed)
		}
		if d := h.deadline.Load(); d != 0 && time.Now().UnixNano() >= d {
			return 0, pathErr("read", h.name, os.ErrDeadlineExceeded)
		}
		return readDevice(h.dev, p)
	}
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
	if h.dev != "" {
		if h.closed {
			return 0, pathErr("write", h.name, fs.ErrClosed)
		}
		return len(p), nil
	}
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
// SetReadDeadline sets when reads of a device (an endless stream: /dev/zero,
// /dev/urandom) start to fail with os.ErrDeadlineExceeded; zero means
// never. A regular file's reads never wait and end, so it changes nothing
// for them. With it a file given as a shell's stdin is read as it is, with
// no pipe between, and a command that reads an endless device as its
// stdin still stops once its script is stopped (the runtime sets a
// deadline in the past then).
func (h *File) SetReadDeadline(t time.Time) error {
	var ns int64
	if !t.IsZero() {
		ns = t.UnixNano()
	}
	h.deadline.Store(ns)
	return nil
}

func (h *File) Stat() (fs.FileInfo, error) {
	if h.dev != "" {
		return deviceInfo(h.dev), nil
	}
	h.fs.mu.RLock()
	defer h.fs.mu.RUnlock()
	return h.fs.info(path.Base(h.name), h.n), nil
}

// FileInfo describes a file of an FS. Sys returns a *syscall.Stat_t, which
// the shell interpreter needs for -O and -G tests.
type FileInfo struct {
	name   string
	mode   fs.FileMode
	size   int64
	mtime  time.Time
	target string
	stat   *syscall.Stat_t
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

// Target is a symbolic link's target ("" for anything else).
func (i *FileInfo) Target() string { return i.target }

// Links is the number of names of the file: its hard links, or for a
// directory 2 plus its subdirectories, as on Linux.
func (i *FileInfo) Links() int { return int(i.stat.Nlink) }

// Ino is the file's inode number, unique within its FS: the names of
// one file (hard links) share it.
func (i *FileInfo) Ino() uint64 { return i.stat.Ino }

// Reason returns the message a coreutils command prints for err:
// "No such file or directory", "Is a directory" and so on.
func Reason(err error) string {
	if err == nil {
		return ""
	}
	var le *LimitError
	switch {
	case errors.As(err, &le):
		switch le.Limit {
		case "file_bytes":
			return "File too large"
		case "depth":
			return fmt.Sprintf("limit of %s reached", plural.Count(int64(le.Max), "directory level", "directory levels"))
		}
		return "No space left on device"
	case errors.Is(err, fs.ErrNotExist):
		return "No such file or directory"
	case errors.Is(err, syscall.ELOOP):
		return "Too many levels of symbolic links"
	case errors.Is(err, syscall.ENAMETOOLONG):
		return "File name too long"
	case errors.Is(err, syscall.EPERM): // before ErrPermission, which it also matches
		return "Operation not permitted"
	case errors.Is(err, syscall.EBUSY):
		return "Device or resource busy"
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
