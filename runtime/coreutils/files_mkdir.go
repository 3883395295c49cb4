package coreutils

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"strconv"
	"strings"
	"syscall"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// mkdirCmd is mkdir [-p] [-v] [-m MODE] DIR...
func mkdirCmd(ctx context.Context, c *command.Call) error {
	f := command.NewFlagSet(c.Name)
	parents := f.Bool('p', "parents")
	verbose := f.Bool('v', "verbose")
	modeSpec := f.String('m', "mode", "")
	ops, err := f.ParseOrUsage(c)
	if err != nil {
		return err
	}
	if len(ops) == 0 {
		return filesTryHelp(c, "missing operand")
	}
	perm := 0o777 &^ filesUmask(c)
	if *modeSpec != "" {
		m, changed, ok := mkdirParseMode(*modeSpec, 0o777, filesUmask(c))
		if !ok {
			return c.Errorf("invalid mode %s", filesQuote(*modeSpec))
		}
		perm = (m &^ filesUmask(c) &^ changed) | (m & changed)
	}
	status := 0
	for _, op := range ops {
		if err := ctx.Err(); err != nil {
			return err
		}
		if err := mkdirOne(c, op, perm, *parents, *verbose); err != nil {
			var le *vfs.LimitError
			if errors.As(err, &le) {
				// Said already (mkdirOne names the level that failed); a
				// limit ends the operands too.
				return command.Status(1)
			}
			status = 1
		}
	}
	return command.Status(status)
}

// mkdirOne creates one operand, printing its own messages; the error it
// returns only says that it failed.
func mkdirOne(c *command.Call, op string, perm fs.FileMode, parents, verbose bool) error {
	fail := func(name string, err error) error {
		fmt.Fprintf(c.Stderr, "%s: cannot create directory %s: %s\n", c.Name, filesQuote(name), vfs.Reason(err))
		return err
	}
	if op == "" {
		return fail(op, fs.ErrNotExist)
	}
	full := c.Path(op)
	if !parents {
		if err := c.FS.Mkdir(full, perm); err != nil {
			return fail(op, err)
		}
		if verbose {
			fmt.Fprintf(c.Stdout, "%s: created directory %s\n", c.Name, filesQuote(op))
		}
		return nil
	}
	// Walk the operand's prefixes as written, so -v names them as GNU does.
	trimmed := strings.TrimRight(op, "/")
	if trimmed == "" {
		return nil
	}
	parts := strings.Split(trimmed, "/")
	prefix := ""
	for i, p := range parts {
		if i > 0 {
			prefix += "/"
		}
		prefix += p
		if p == "" || p == "." || p == ".." {
			continue
		}
		name := prefix
		last := i == len(parts)-1
		st, err := c.FS.Stat(c.Path(name))
		if err == nil {
			if !st.IsDir() {
				if last {
					return fail(name, fs.ErrExist)
				}
				return fail(name, syscall.ENOTDIR)
			}
			continue
		}
		mode := perm
		if !last {
			// Parents get the default mode plus u+wx, as GNU does.
			mode = (0o777 &^ filesUmask(c)) | 0o300
		}
		if err := c.FS.Mkdir(c.Path(name), mode); err != nil {
			return fail(name, err)
		}
		if verbose {
			fmt.Fprintf(c.Stdout, "%s: created directory %s\n", c.Name, filesQuote(name))
		}
	}
	return nil
}

// mkdirParseMode parses an octal or symbolic mode (u+x,go-w,a=rX) applied
// to base. It returns the new mode and the bits the spec sets (all of
// them once a clause names a permission, as GNU mkdir then sets the whole
// mode; none for a spec such as +t, which leaves the umask default).
func mkdirParseMode(spec string, base, umask fs.FileMode) (fs.FileMode, fs.FileMode, bool) {
	if spec == "" {
		return 0, 0, false
	}
	if spec[0] >= '0' && spec[0] <= '7' {
		n, err := strconv.ParseUint(spec, 8, 32)
		if err != nil || n > 0o7777 {
			return 0, 0, false
		}
		return fs.FileMode(n) & 0o777, 0o777, true
	}
	mode := base & 0o777
	var changed fs.FileMode
	for _, clause := range strings.Split(spec, ",") {
		i := 0
		var who fs.FileMode
		for i < len(clause) && strings.IndexByte("ugoa", clause[i]) >= 0 {
			switch clause[i] {
			case 'u':
				who |= 0o700
			case 'g':
				who |= 0o070
			case 'o':
				who |= 0o007
			case 'a':
				who |= 0o777
			}
			i++
		}
		if i == len(clause) {
			return 0, 0, false
		}
		masked := false
		if who == 0 {
			who = 0o777
			masked = true
		}
		for i < len(clause) {
			op := clause[i]
			if op != '+' && op != '-' && op != '=' {
				return 0, 0, false
			}
			i++
			var bits fs.FileMode
			hasPerm := false
			for i < len(clause) && strings.IndexByte("rwxXstugo", clause[i]) >= 0 {
				if clause[i] != 's' && clause[i] != 't' {
					hasPerm = true
				}
				switch clause[i] {
				case 'r':
					bits |= 0o444
				case 'w':
					bits |= 0o222
				case 'x':
					bits |= 0o111
				case 'X':
					bits |= 0o111 // directories only here
				case 'u':
					bits |= (mode & 0o700) >> 6 * 0o111
				case 'g':
					bits |= (mode & 0o070) >> 3 * 0o111
				case 'o':
					bits |= (mode & 0o007) * 0o111
				}
				i++
			}
			eff := who
			if masked {
				eff &^= umask
			}
			bits &= eff
			switch op {
			case '+':
				mode |= bits
			case '-':
				mode &^= bits
			case '=':
				mode = mode&^who | bits
			}
			if hasPerm || op == '=' {
				// GNU sets the whole computed mode once a clause
				// names a permission.
				changed = 0o777
			}
		}
	}
	return mode, changed, true
}

// filesBase is the last component of an operand as written ("a/." gives
// ".", so cp -r a/. b copies a's contents into b, as GNU does).
func filesBase(p string) string {
	t := strings.TrimRight(p, "/")
	if t == "" {
		return path.Base(p)
	}
	return t[strings.LastIndexByte(t, '/')+1:]
}
