package coreutils

import (
	"context"
	"io/fs"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// statCmd is stat [-L] [-c FORMAT | --printf FORMAT] FILE...: file
// information, in the default layout or by FORMAT with %n %N %s %F %a %A
// %f %u %U %g %G %h %i %b %B %o %y %Y %x %X %z %Z %w %W %%. Without -L a
// symbolic link is described itself. The sandbox keeps one time per
// file, the modification time, shown for all of them; there is no birth
// time or device number (0); %i is the filesystem's inode number.
func statCmd(ctx context.Context, c *command.Call) error {
	fs := command.NewFlagSet(c.Name)
	format, printf := "", false
	fs.Func('c', "format", true, func(v string) error { format, printf = v, false; return nil })
	fs.Func(0, "printf", true, func(v string) error { format, printf = v, true; return nil })
	deref := fs.Bool('L', "dereference")
	ops, err := fs.ParseOrUsage(c)
	if err != nil {
		return err
	}
	if len(ops) == 0 {
		return filesTryHelp(c, "missing operand")
	}
	s := &statRun{c: c, loc: filesLocation(c), owner: c.Getenv("USER")}
	if s.owner == "" {
		s.owner = "agent"
	}
	out := textNewOut(c)
	status := 0
	for _, op := range ops {
		if err := ctx.Err(); err != nil {
			return err
		}
		full := c.Path(op)
		st, err := c.FS.Lstat(full)
		if *deref {
			st, err = c.FS.Stat(full)
		}
		if err != nil {
			out.Flush()
			c.Errorf("cannot statx %s: %s", filesQuote(op), vfs.Reason(err))
			status = 1
			continue
		}
		var text string
		switch {
		case format == "":
			text, err = s.expand(statDefault, op, full, st)
		case printf:
			var b strings.Builder
			printfEscapes(&b, format, false)
			text, err = s.expand(b.String(), op, full, st)
		default:
			text, err = s.expand(format, op, full, st)
			text += "\n"
		}
		if err != nil {
			// A width past the buffer limit fails every file alike.
			out.Flush()
			return c.Errorf("%v", err)
		}
		out.WriteString(text)
	}
	return textFinish(ctx, c, out, status)
}

type statRun struct {
	c     *command.Call
	loc   *time.Location
	owner string
}

// statDefault is GNU's default layout for a file.
const statDefault = "  File: \x00N\n  Size: %-10s\tBlocks: %-10b IO Block: %-6o %F\nDevice: 0,0\tInode: %-10i  Links: %h\n" +
	"Access: (%04a/%10.10A)  Uid: (%5u/%8U)   Gid: (%5g/%8G)\nAccess: %x\nModify: %y\nChange: %z\n Birth: %w\n"

// expand replaces the directives of format for one file. What it builds
// is bounded by the buffer limit: each width, and the whole.
func (s *statRun) expand(format, op, full string, st fs.FileInfo) (string, error) {
	var b strings.Builder
	limit := s.c.BufferLimit()
	for i := 0; i < len(format); i++ {
		ch := format[i]
		if ch == 0 && i+1 < len(format) && format[i+1] == 'N' {
			// The default layout's name: unquoted, as GNU prints it.
			b.WriteString(op)
			if t := lsTarget(st); st.Mode()&fs.ModeSymlink != 0 {
				b.WriteString(" -> " + t)
			}
			i++
			continue
		}
		if ch != '%' {
			b.WriteByte(ch)
			continue
		}
		j := i + 1
		for j < len(format) && strings.IndexByte("-+ #0", format[j]) >= 0 {
			j++
		}
		for j < len(format) && (format[j] >= '0' && format[j] <= '9' || format[j] == '.') {
			j++
		}
		if j >= len(format) {
			b.WriteString(format[i:])
			break
		}
		spec := format[i+1 : j]
		verb := format[j]
		i = j
		if verb == '%' {
			b.WriteByte('%')
			continue
		}
		val, numeric, ok := s.field(verb, op, full, st)
		if !ok {
			b.WriteByte('?')
			continue
		}
		if spec != "" {
			var err error
			if n, perr := strconv.ParseInt(val, 10, 64); numeric && perr == nil {
				val, err = printfField(s.c, spec, "", &n)
			} else {
				val, err = printfField(s.c, strings.TrimLeft(spec, "0+ #"), val, nil)
			}
			if err != nil {
				return "", err
			}
		}
		b.WriteString(val)
		if int64(b.Len()) > limit {
			return "", &command.TooLargeError{What: "output", Limit: limit}
		}
	}
	return b.String(), nil
}

// field returns one directive's value and whether it is a number.
func (s *statRun) field(verb byte, op, full string, st fs.FileInfo) (string, bool, bool) {
	mt := st.ModTime().In(s.loc)
	stamp := mt.Format("2006-01-02 15:04:05.000000000 -0700")
	var uid, gid uint32
	if sys, ok := st.Sys().(*syscall.Stat_t); ok {
		uid, gid = sys.Uid, sys.Gid
	}
	switch verb {
	case 'n':
		return op, false, true
	case 'N':
		if st.Mode()&fs.ModeSymlink != 0 {
			return filesQuote(op) + " -> " + filesQuote(lsTarget(st)), false, true
		}
		return filesQuote(op), false, true
	case 's':
		return strconv.FormatInt(lsSize(st), 10), true, true
	case 'F':
		switch {
		case st.IsDir():
			return "directory", false, true
		case st.Mode()&fs.ModeSymlink != 0:
			return "symbolic link", false, true
		case st.Size() == 0:
			return "regular empty file", false, true
		}
		return "regular file", false, true
	case 'a':
		return strconv.FormatUint(uint64(modeUnix(st.Mode())), 8), true, true
	case 'A':
		return lsMode(st.Mode()), false, true
	case 'f':
		m := modeUnix(st.Mode())
		switch {
		case st.IsDir():
			m |= 0o40000
		case st.Mode()&fs.ModeSymlink != 0:
			m |= 0o120000
		default:
			m |= 0o100000
		}
		return strconv.FormatUint(uint64(m), 16), false, true
	case 'u':
		return strconv.FormatUint(uint64(uid), 10), true, true
	case 'g':
		return strconv.FormatUint(uint64(gid), 10), true, true
	case 'U', 'G':
		return s.owner, false, true
	case 'h':
		if vi, ok := st.(*vfs.FileInfo); ok {
			return strconv.Itoa(vi.Links()), true, true
		}
		n := 1
		if st.IsDir() {
			n = 2
			ents, _ := s.c.FS.ReadDir(full)
			for _, e := range ents {
				if e.IsDir() {
					n++
				}
			}
		}
		return strconv.Itoa(n), true, true
	case 'i':
		if vi, ok := st.(*vfs.FileInfo); ok {
			return strconv.FormatUint(vi.Ino(), 10), true, true
		}
		return "0", true, true
	case 'd', 'D', 't', 'T':
		return "0", true, true
	case 'b':
		return strconv.FormatInt(lsBlocks(st)*2, 10), true, true
	case 'B':
		return "512", true, true
	case 'o':
		return "4096", true, true
	case 'y', 'x', 'z':
		return stamp, false, true
	case 'Y', 'X', 'Z':
		return strconv.FormatInt(mt.Unix(), 10), true, true
	case 'w':
		return "-", false, true
	case 'W':
		return "0", true, true
	case 'm':
		return "/", false, true
	}
	return "", false, false
}
