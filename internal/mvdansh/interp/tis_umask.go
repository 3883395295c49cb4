package interp

// tis: the umask builtin, as bash's umask.def: the session's file mode
// creation mask (Runner.umask), set from an octal number or a symbolic
// mode, printed as four octal digits, with -S symbolically and with -p
// as a command that sets it. Redirections create files under it
// (Runner.createMode).

import (
	"fmt"
	"os"
	"strings"
)

// defaultUmask is the mask a session starts with, bash's usual 022.
const defaultUmask = 0o022

// createMode is the mode a redirection creates a file with: 0666 under
// the session's umask.
func (r *Runner) createMode() os.FileMode {
	return 0o666 &^ os.FileMode(r.umask)
}

// Umask is the file mode creation mask of the shell (the umask builtin
// sets it); the sandbox's commands create files under it.
func (hc HandlerContext) Umask() os.FileMode {
	if hc.runner == nil {
		return defaultUmask
	}
	return os.FileMode(hc.runner.umask)
}

// runUmask implements the umask builtin.
func (r *Runner) runUmask(args []string) exitStatus {
	symbolic, pflag := false, false
	for len(args) > 0 && len(args[0]) > 1 && args[0][0] == '-' {
		if args[0] == "--" {
			args = args[1:]
			break
		}
		for _, c := range args[0][1:] {
			switch c {
			case 'S':
				symbolic = true
			case 'p':
				pflag = true
			default:
				r.errf("umask: -%c: invalid option\n", c)
				r.errf("umask: usage: umask [-p] [-S] [mode]\n")
				return exitStatus{code: 2}
			}
		}
		args = args[1:]
	}
	if len(args) == 0 {
		if pflag {
			if symbolic {
				r.out("umask -S ")
			} else {
				r.out("umask ")
			}
		}
		if symbolic {
			r.out(symbolicUmask(r.umask))
		} else {
			r.outf("%04o\n", r.umask)
		}
		return exitStatus{}
	}
	word := args[0]
	var mask uint32
	if word != "" && word[0] >= '0' && word[0] <= '9' {
		n, ok := readOctal(word)
		if !ok {
			r.errf("umask: %s: octal number out of range\n", word)
			return exitStatus{code: 1}
		}
		mask = n & 0o777
	} else {
		bits, err := parseSymbolicMode(word, ^r.umask&0o777)
		if err != "" {
			r.errf("umask: %s\n", err)
			return exitStatus{code: 1}
		}
		mask = ^bits & 0o777
	}
	r.umask = mask
	if symbolic {
		r.out(symbolicUmask(mask))
	}
	return exitStatus{}
}

// readOctal is bash's read_octal: octal digits only, at most 07777.
func readOctal(s string) (uint32, bool) {
	var n uint32
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < '0' || c > '7' {
			return 0, false
		}
		n = n*8 + uint32(c-'0')
		if n > 0o7777 {
			return 0, false
		}
	}
	return n, s != ""
}

// parseSymbolicMode applies a symbolic mode (clauses [ugoa]*[-+=][rwx]*
// separated by commas) to the permission bits, as bash's
// parse_symbolic_mode; a bad clause is bash's error message.
func parseSymbolicMode(mode string, bits uint32) (uint32, string) {
	s := mode
	for {
		var who, perm uint32
		for len(s) > 0 && strings.IndexByte("agou", s[0]) >= 0 {
			switch s[0] {
			case 'u':
				who |= 0o700
			case 'g':
				who |= 0o070
			case 'o':
				who |= 0o007
			case 'a':
				who |= 0o777
			}
			s = s[1:]
		}
		var op byte
		if len(s) > 0 {
			op, s = s[0], s[1:]
		}
		switch op {
		case '+', '-', '=':
		default:
			return 0, fmt.Sprintf("`%s': invalid symbolic mode operator", string(rune(op)))
		}
		for len(s) > 0 && strings.IndexByte("rwx", s[0]) >= 0 {
			switch s[0] {
			case 'r':
				perm |= 0o444
			case 'w':
				perm |= 0o222
			case 'x':
				perm |= 0o111
			}
			s = s[1:]
		}
		if len(s) > 0 && s[0] != ',' {
			return 0, fmt.Sprintf("`%c': invalid symbolic mode character", s[0])
		}
		if who != 0 {
			perm &= who
		}
		switch op {
		case '+':
			bits |= perm
		case '-':
			bits &^= perm
		case '=':
			if who == 0 {
				who = 0o777
			}
			bits = bits&^who | perm
		}
		if s == "" {
			return bits, ""
		}
		s = s[1:] // the comma
	}
}

// symbolicUmask is umask -S's line: the permissions the mask leaves.
func symbolicUmask(mask uint32) string {
	bits := ^mask
	part := func(shift uint) string {
		var b strings.Builder
		if bits>>shift&4 != 0 {
			b.WriteByte('r')
		}
		if bits>>shift&2 != 0 {
			b.WriteByte('w')
		}
		if bits>>shift&1 != 0 {
			b.WriteByte('x')
		}
		return b.String()
	}
	return "u=" + part(6) + ",g=" + part(3) + ",o=" + part(0) + "\n"
}
