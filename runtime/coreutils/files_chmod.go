package coreutils

import (
	"context"
	"fmt"
	"io/fs"
	"strings"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// chmodChange is one compiled operation of a mode: "u+x", "=r", "755".
type chmodChange struct {
	op        byte   // '=', '+' or '-'
	flag      byte   // 0, 'X' (x if any x or a directory) or 'c' (copy u, g or o)
	affected  uint32 // the who bits; 0 means none given (the umask applies)
	value     uint32
	mentioned uint32
}

// chmodAll is every mode bit chmod changes.
const chmodAll = 0o7777

// chmodCompile parses a mode as GNU chmod does: an octal number (up to
// 7777) or comma-separated clauses [ugoa]*([-+=]([rwxXst]*|[ugo]))+ and
// [-+=][0-7]+. It reports false for an invalid mode.
func chmodCompile(s string) ([]chmodChange, bool) {
	if s != "" && s[0] >= '0' && s[0] <= '7' {
		n, i := uint32(0), 0
		for ; i < len(s) && s[i] >= '0' && s[i] <= '7'; i++ {
			n = n*8 + uint32(s[i]-'0')
			if n > chmodAll {
				return nil, false
			}
		}
		if i < len(s) {
			return nil, false
		}
		mentioned := uint32(chmodAll)
		if i < 5 {
			mentioned = n&0o6000 | 0o1777
		}
		return []chmodChange{{op: '=', affected: chmodAll, value: n, mentioned: mentioned}}, true
	}
	var out []chmodChange
	p := 0
	for {
		var affected uint32
	who:
		for ; p < len(s); p++ {
			switch s[p] {
			case 'u':
				affected |= 0o4700
			case 'g':
				affected |= 0o2070
			case 'o':
				affected |= 0o1007
			case 'a':
				affected |= chmodAll
			case '=', '+', '-':
				break who
			default:
				return nil, false
			}
		}
		if p >= len(s) {
			return nil, false
		}
		for p < len(s) && (s[p] == '=' || s[p] == '+' || s[p] == '-') {
			ch := chmodChange{op: s[p], affected: affected}
			p++
			switch {
			case p < len(s) && s[p] >= '0' && s[p] <= '7':
				n := uint32(0)
				for ; p < len(s) && s[p] >= '0' && s[p] <= '7'; p++ {
					n = n*8 + uint32(s[p]-'0')
					if n > chmodAll {
						return nil, false
					}
				}
				if affected != 0 || p < len(s) && s[p] != ',' {
					return nil, false
				}
				ch.affected, ch.mentioned, ch.value = chmodAll, chmodAll, n
			case p < len(s) && strings.IndexByte("ugo", s[p]) >= 0:
				ch.flag = 'c'
				ch.value = map[byte]uint32{'u': 0o700, 'g': 0o070, 'o': 0o007}[s[p]]
				p++
			default:
				for ; p < len(s) && strings.IndexByte("rwxXst", s[p]) >= 0; p++ {
					switch s[p] {
					case 'r':
						ch.value |= 0o444
					case 'w':
						ch.value |= 0o222
					case 'x':
						ch.value |= 0o111
					case 'X':
						ch.flag = 'X'
					case 's':
						ch.value |= 0o6000
					case 't':
						ch.value |= 0o1000
					}
				}
			}
			if ch.mentioned == 0 {
				if affected != 0 {
					ch.mentioned = affected & ch.value
				} else {
					ch.mentioned = ch.value
				}
			}
			out = append(out, ch)
		}
		if p >= len(s) {
			return out, true
		}
		if s[p] != ',' {
			return nil, false
		}
		p++
	}
}

// chmodAdjust applies changes to old (the mode bits of a file, a
// directory when dir) under umask, as gnulib's mode_adjust does.
func chmodAdjust(old uint32, dir bool, umask uint32, changes []chmodChange) uint32 {
	mode := old & chmodAll
	for _, ch := range changes {
		var omit uint32
		if dir {
			omit = 0o6000 &^ ch.mentioned
		}
		value := ch.value
		switch ch.flag {
		case 'c':
			value &= mode
			var spread uint32
			if value&0o444 != 0 {
				spread |= 0o444
			}
			if value&0o222 != 0 {
				spread |= 0o222
			}
			if value&0o111 != 0 {
				spread |= 0o111
			}
			value |= spread
		case 'X':
			if mode&0o111 != 0 || dir {
				value |= 0o111
			}
		}
		if ch.affected != 0 {
			value &= ch.affected &^ omit
		} else {
			value &= ^umask &^ omit
		}
		switch ch.op {
		case '=':
			preserved := omit
			if ch.affected != 0 {
				preserved |= ^ch.affected
			}
			mode = mode&preserved | value
		case '+':
			mode |= value
		case '-':
			mode &^= value
		}
	}
	return mode & chmodAll
}

// chmodString is ls's nine permission characters of a Unix mode.
func chmodString(m uint32) string { return lsMode(modeFromUnix(m))[1:] }

type chmodRun struct {
	c                          *command.Call
	ctx                        context.Context
	changes                    []chmodChange
	recursive, verbose, silent bool
	changesOnly, surprises     bool
	status                     int
}

// chmodCmd is chmod [-R] [-c|-v] [-f] [--reference=RFILE] MODE[,MODE]...
// FILE...: symbolic (u+x, go-w, a=r, +X, g=u, u+s, +t) and octal modes.
// A mode may be written as an option (chmod -w f), as GNU allows. A
// symbolic link operand is followed; links met by -R are skipped.
func chmodCmd(ctx context.Context, c *command.Call) error {
	r := &chmodRun{c: c, ctx: ctx}
	// GNU takes "-w", "-x,g+r", "-755" as the mode, not options.
	var modes, rest []string
	for i, a := range c.Args {
		if a == "--" {
			rest = append(rest, c.Args[i:]...)
			break
		}
		if len(a) > 1 && a[0] == '-' && !strings.HasPrefix(a, "--") && strings.IndexByte("rwxXstugoa,+=01234567", a[1]) >= 0 {
			modes = append(modes, a)
			continue
		}
		rest = append(rest, a)
	}
	f := command.NewFlagSet(c.Name)
	f.Func('R', "recursive", false, func(string) error { r.recursive = true; return nil })
	f.Func('v', "verbose", false, func(string) error { r.verbose, r.changesOnly = true, false; return nil })
	f.Func('c', "changes", false, func(string) error { r.verbose, r.changesOnly = true, true; return nil })
	f.Func('f', "silent", false, func(string) error { r.silent = true; return nil })
	f.Func(0, "quiet", false, func(string) error { r.silent = true; return nil })
	preserveRoot := false
	f.Func(0, "preserve-root", false, func(string) error { preserveRoot = true; return nil })
	f.Func(0, "no-preserve-root", false, func(string) error { preserveRoot = false; return nil })
	ref := f.String(0, "reference", "")
	call := *c
	call.Args = rest
	ops, err := f.ParseOrUsage(&call)
	if err != nil {
		return err
	}
	mode := strings.Join(modes, ",")
	if mode != "" {
		r.surprises = true
	}
	switch {
	case *ref != "":
		st, err := c.FS.Stat(c.Path(*ref))
		if err != nil {
			return c.Errorf("failed to get attributes of %s: %s", filesQuote(*ref), vfs.Reason(err))
		}
		m := modeUnix(st.Mode())
		r.changes = []chmodChange{{op: '=', affected: chmodAll, value: m, mentioned: chmodAll}}
	case mode != "":
		// "-w" was seen as an option: its '-' is the operator.
		ch, ok := chmodCompile(mode)
		if !ok {
			return filesTryHelp(c, "invalid mode: %s", filesQuote(mode))
		}
		r.changes = ch
	default:
		if len(ops) == 0 {
			return filesTryHelp(c, "missing operand")
		}
		ch, ok := chmodCompile(ops[0])
		if !ok {
			return filesTryHelp(c, "invalid mode: %s", filesQuote(ops[0]))
		}
		r.changes = ch
		mode = ops[0]
		ops = ops[1:]
	}
	if len(ops) == 0 {
		if *ref != "" || mode == "" {
			return filesTryHelp(c, "missing operand")
		}
		return filesTryHelp(c, "missing operand after %s", filesQuote(mode))
	}
	for _, op := range ops {
		if err := ctx.Err(); err != nil {
			return err
		}
		if r.recursive && preserveRoot && c.Path(op) == "/" {
			fmt.Fprintf(c.Stderr, "%s: it is dangerous to operate recursively on %s\n", c.Name, filesQuote("/"))
			fmt.Fprintf(c.Stderr, "%s: use --no-preserve-root to override this failsafe\n", c.Name)
			r.status = 1
			continue
		}
		if err := r.change(op, true); err != nil {
			return err
		}
	}
	return command.Status(r.status)
}

// change changes one file (and with -R what is below it).
func (r *chmodRun) change(name string, top bool) error {
	if err := r.ctx.Err(); err != nil {
		return err
	}
	c := r.c
	full := c.Path(name)
	lst, err := c.FS.Lstat(full)
	if err != nil {
		r.fail("cannot access %s: %s", filesQuote(name), vfs.Reason(err))
		return nil
	}
	if lst.Mode()&fs.ModeSymlink != 0 {
		if !top {
			if r.verbose && !r.changesOnly {
				fmt.Fprintf(c.Stdout, "neither symbolic link %s nor referent has been changed\n", filesQuote(name))
			}
			return nil
		}
	}
	st, err := c.FS.Stat(full)
	if err != nil {
		if lst.Mode()&fs.ModeSymlink != 0 && vfs.Reason(err) == "No such file or directory" {
			r.fail("cannot operate on dangling symlink %s", filesQuote(name))
		} else {
			r.fail("cannot access %s: %s", filesQuote(name), vfs.Reason(err))
		}
		return nil
	}
	old := modeUnix(st.Mode())
	next := chmodAdjust(old, st.IsDir(), uint32(filesUmask(c)), r.changes)
	if err := c.FS.Chmod(full, modeFromUnix(next)); err != nil {
		r.fail("changing permissions of %s: %s", filesQuote(name), vfs.Reason(err))
		return nil
	}
	if r.verbose && (old != next || !r.changesOnly) {
		if old != next {
			fmt.Fprintf(c.Stdout, "mode of %s changed from %04o (%s) to %04o (%s)\n", filesQuote(name), old, chmodString(old), next, chmodString(next))
		} else {
			fmt.Fprintf(c.Stdout, "mode of %s retained as %04o (%s)\n", filesQuote(name), old, chmodString(old))
		}
	}
	if r.surprises {
		naive := chmodAdjust(old, st.IsDir(), 0, r.changes)
		if next&^naive != 0 {
			r.fail("%s: new permissions are %s, not %s", name, chmodString(next), chmodString(naive))
		}
	}
	if r.recursive && st.IsDir() {
		ents, err := c.FS.ReadDir(full)
		if err != nil {
			r.fail("cannot read directory %s: %s", filesQuote(name), vfs.Reason(err))
			return nil
		}
		for _, e := range ents {
			if err := r.change(cpJoin(name, e.Name()), false); err != nil {
				return err
			}
		}
	}
	return nil
}

// fail reports an error unless -f and makes the status 1.
func (r *chmodRun) fail(format string, args ...any) {
	r.status = 1
	if !r.silent {
		r.c.Errorf(format, args...)
	}
}
