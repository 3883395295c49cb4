package interp

// tis: cd, pwd, dirs, pushd and popd as bash's cd.def and pushd.def. The
// directory stack (Runner.dirStack) holds the entries below the current
// directory, bottom first as bash's pushd_directory_list; the current
// directory is always entry 0. cd takes -L (the default: the path is
// made from $PWD and cleaned lexically, a ".." after a missing name is
// an error), -P (symbolic links resolved, through the readlink handler),
// CDPATH, "cd -" and bash's errors; pwd prints the shell's own idea of
// the directory, not $PWD.

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"

	"mvdan.cc/sh/v3/syntax"
)

// ReadlinkHandlerFunc returns the target of the symbolic link at the
// absolute path (tis: for cd -P and pwd -P).
type ReadlinkHandlerFunc func(ctx context.Context, path string) (string, error)

// ReadlinkHandler sets the handler that reads symbolic links (tis).
func ReadlinkHandler(f ReadlinkHandlerFunc) RunnerOption {
	return func(r *Runner) error {
		r.readlinkHandler = f
		return nil
	}
}

func (r *Runner) readlink(ctx context.Context, path string) (string, error) {
	if r.readlinkHandler == nil {
		return os.Readlink(path)
	}
	return r.readlinkHandler(r.handlerCtx(ctx, handlerKindStat, todoPos), path)
}

// physicalPath resolves every symbolic link of the absolute path.
func (r *Runner) physicalPath(ctx context.Context, p string) (string, error) {
	resolved := "/"
	rest := strings.Split(strings.TrimPrefix(filepath.Clean(p), "/"), "/")
	for links := 0; len(rest) > 0; {
		name := rest[0]
		rest = rest[1:]
		switch name {
		case "", ".":
			continue
		case "..":
			resolved = filepath.Dir(resolved)
			continue
		}
		next := filepath.Join(resolved, name)
		info, err := r.lstat(ctx, next)
		if err != nil {
			return "", err
		}
		if info.Mode()&fs.ModeSymlink == 0 {
			resolved = next
			continue
		}
		if links++; links > 40 {
			return "", syscall.ELOOP
		}
		target, err := r.readlink(ctx, next)
		if err != nil {
			return "", err
		}
		if filepath.IsAbs(target) {
			resolved = "/"
		}
		rest = append(strings.Split(target, "/"), rest...)
	}
	return resolved, nil
}

// logicalPath is bash's sh_canonpath with PATH_CHECKDOTDOT: the path
// cleaned lexically, where a name before ".." must be a directory.
func (r *Runner) logicalPath(ctx context.Context, p string) (string, bool) {
	out := "/"
	for _, name := range strings.Split(p, "/") {
		switch name {
		case "", ".":
		case "..":
			if info, err := r.stat(ctx, out); err != nil || !info.IsDir() {
				return "", false
			}
			out = filepath.Dir(out)
		default:
			out = filepath.Join(out, name)
		}
	}
	return out, true
}

const cdUsage = "cd: usage: cd [-L|[-P [-e]] [-@]] [dir]\n"

// runCd implements cd.
func (r *Runner) runCd(ctx context.Context, cmd string, args []string) exitStatus {
	physical := false
	for len(args) > 0 && len(args[0]) > 1 && args[0][0] == '-' {
		if args[0] == "--" {
			args = args[1:]
			break
		}
		for _, c := range args[0][1:] {
			switch c {
			case 'L':
				physical = false
			case 'P':
				physical = true
			case 'e', '@':
			default:
				r.errf("cd: -%c: invalid option\n", c)
				r.errf(cdUsage)
				return exitStatus{code: 2}
			}
		}
		args = args[1:]
	}
	var dir string
	print := false
	switch len(args) {
	case 0:
		home := r.lookupVar("HOME")
		if !home.IsSet() {
			r.errf("%s: HOME not set\n", cmd)
			return exitStatus{code: 1}
		}
		dir = home.String()
	case 1:
		dir = args[0]
		if dir == "-" {
			old := r.lookupVar("OLDPWD")
			if !old.IsSet() || old.String() == "" {
				r.errf("%s: OLDPWD not set\n", cmd)
				return exitStatus{code: 1}
			}
			dir, print = old.String(), true
		}
	default:
		r.errf("%s: too many arguments\n", cmd)
		return exitStatus{code: 1}
	}
	if dir == "" {
		return exitStatus{}
	}
	if !filepath.IsAbs(dir) && !cdDotted(dir) {
		if cdpath := r.envGet("CDPATH"); cdpath != "" {
			for _, base := range strings.Split(cdpath, ":") {
				cand := dir
				if base != "" {
					cand = strings.TrimSuffix(base, "/") + "/" + dir
				}
				if r.cdTo(ctx, cmd, cand, physical, true) {
					if base != "" {
						print = true
					}
					if print {
						r.outf("%s\n", r.Dir)
					}
					return exitStatus{}
				}
			}
		}
	}
	if !r.cdTo(ctx, cmd, dir, physical, r.opts[optCdableVars] && syntax.ValidName(dir)) {
		// shopt -s cdable_vars: a name that is no directory is a
		// variable holding one.
		if !r.opts[optCdableVars] || !syntax.ValidName(dir) {
			return exitStatus{code: 1}
		}
		v := r.lookupVar(dir)
		if !v.IsSet() || v.String() == "" || !r.cdTo(ctx, cmd, v.String(), physical, true) {
			r.errf("%s: %s: No such file or directory\n", cmd, dir)
			return exitStatus{code: 1}
		}
		print = true
	}
	if print {
		r.outf("%s\n", r.Dir)
	}
	return exitStatus{}
}

// cdDotted says whether a cd operand starts with . or .. as a whole name,
// which CDPATH does not apply to.
func cdDotted(dir string) bool {
	return dir == "." || dir == ".." || strings.HasPrefix(dir, "./") || strings.HasPrefix(dir, "../")
}

// cdTo changes to dir (relative to the current directory); quiet keeps
// the error from being printed (a CDPATH candidate).
func (r *Runner) cdTo(ctx context.Context, cmd, dir string, physical, quiet bool) bool {
	base := r.Dir
	if pwd := r.envGet("PWD"); filepath.IsAbs(pwd) && !physical {
		base = pwd
	}
	p := dir
	if !filepath.IsAbs(p) {
		p = base + "/" + p
	}
	fail := func(err error) bool {
		if !quiet {
			r.errf("%s: %s: %s\n", cmd, dir, errnoText(err))
		}
		return false
	}
	var target string
	if physical {
		t, err := r.physicalPath(ctx, p)
		if err != nil {
			return fail(err)
		}
		target = t
	} else {
		t, ok := r.logicalPath(ctx, p)
		if !ok {
			return fail(fs.ErrNotExist)
		}
		target = t
	}
	info, err := r.stat(ctx, target)
	if err != nil {
		return fail(err)
	}
	if !info.IsDir() {
		return fail(syscall.ENOTDIR)
	}
	if r.access(ctx, target, AccessExec) != nil {
		return fail(fs.ErrPermission)
	}
	old := r.Dir
	if pwd := r.lookupVar("PWD"); pwd.IsSet() {
		old = pwd.String()
	}
	r.Dir = target
	r.setVarString("OLDPWD", old)
	r.setVarString("PWD", target)
	if vr := r.lookupVar("OLDPWD"); !vr.Exported && !vr.ReadOnly {
		vr.Exported = true
		r.setVar("OLDPWD", vr)
	}
	return true
}

// errnoText is the C library's text of a file error, as bash prints it.
func errnoText(err error) string {
	var errno syscall.Errno
	switch {
	case errors.As(err, &errno):
		s := errno.Error()
		return strings.ToUpper(s[:1]) + s[1:]
	case errors.Is(err, fs.ErrNotExist):
		return "No such file or directory"
	case errors.Is(err, fs.ErrPermission):
		return "Permission denied"
	}
	if pe, ok := err.(*fs.PathError); ok {
		return pe.Err.Error()
	}
	return err.Error()
}

// runPwd implements pwd: the shell's directory, -P with links resolved.
func (r *Runner) runPwd(ctx context.Context, args []string) exitStatus {
	physical := false
	for len(args) > 0 && len(args[0]) > 1 && args[0][0] == '-' {
		if args[0] == "--" {
			break
		}
		for _, c := range args[0][1:] {
			switch c {
			case 'L':
				physical = false
			case 'P':
				physical = true
			default:
				r.errf("pwd: -%c: invalid option\n", c)
				r.errf("pwd: usage: pwd [-LP]\n")
				return exitStatus{code: 2}
			}
		}
		args = args[1:]
	}
	dir := r.Dir
	if physical {
		p, err := r.physicalPath(ctx, dir)
		if err != nil {
			r.errf("pwd: error retrieving current directory: %s\n", errnoText(err))
			return exitStatus{code: 1}
		}
		dir = p
	}
	r.outf("%s\n", dir)
	return exitStatus{}
}

// dirsList is the stack as dirs shows it: the current directory, then
// the pushed ones from the top.
func (r *Runner) dirsList() []string {
	list := make([]string, 0, len(r.dirStack)+1)
	list = append(list, r.Dir)
	for i := len(r.dirStack) - 1; i >= 0; i-- {
		list = append(list, r.dirStack[i])
	}
	return list
}

// politeDir is bash's polite_directory_format: $HOME at the start as ~.
func (r *Runner) politeDir(dir string) string {
	home := r.envGet("HOME")
	if len(home) > 1 && strings.HasPrefix(dir, home) && (len(dir) == len(home) || dir[len(home)] == '/') {
		return "~" + dir[len(home):]
	}
	return dir
}

// stackError is bash's pushd_error.
func (r *Runner) stackError(cmd, word string) exitStatus {
	if len(r.dirStack) == 0 {
		r.errf("%s: directory stack empty\n", cmd)
	} else {
		r.errf("%s: %s: directory stack index out of range\n", cmd, word)
	}
	return exitStatus{code: 1}
}

func (r *Runner) stackUsage(cmd, msg string) exitStatus {
	r.errf("%s: %s\n", cmd, msg)
	r.errf("%s: usage: %s\n", cmd, helpTable[cmd].synopsis)
	return exitStatus{code: 2}
}

// stackNumber parses the N of +N or -N as bash's legal_number.
func stackNumber(word string) (int, bool) {
	n, ok := bashNumber(word[1:])
	return int(max(min(n, 1<<30), -(1 << 30))), ok
}

// runDirs implements dirs.
func (r *Runner) runDirs(args []string) exitStatus {
	long, clear, vflag := false, false, 0
	index, indexFlag, word := -1, 0, ""
	for ; len(args) > 0; args = args[1:] {
		a := args[0]
		switch a {
		case "-l":
			long = true
			continue
		case "-c":
			clear = true
			continue
		case "-v":
			vflag |= 2
			continue
		case "-p":
			vflag |= 1
			continue
		case "--":
			args = args[1:]
		}
		if a == "--" {
			break
		}
		if a[0] == '+' || a[0] == '-' {
			n, ok := stackNumber(a)
			if !ok {
				return r.stackUsage("dirs", a+": invalid number")
			}
			word = a[1:]
			sign := 1
			if a[0] == '-' {
				sign = -1
			}
			index, indexFlag = r.dirstackIndex(n, sign)
			continue
		}
		return r.stackUsage("dirs", a+": invalid option")
	}
	if clear {
		r.dirStack = r.dirStack[:0]
		return exitStatus{}
	}
	if indexFlag != 0 && (index < 0 || index > len(r.dirStack)) {
		return r.stackError("dirs", word)
	}
	format := func(d string) string {
		if long {
			return d
		}
		return r.politeDir(d)
	}
	var b strings.Builder
	n := len(r.dirStack)
	if indexFlag == 0 || (indexFlag == 1 && index == 0) {
		if vflag&2 != 0 {
			b.WriteString(" 0  ")
		}
		b.WriteString(format(r.Dir))
		if indexFlag != 0 {
			r.out(b.String() + "\n")
			return exitStatus{}
		}
	}
	if indexFlag != 0 {
		if vflag&2 != 0 {
			b.WriteString(pad2(n-index) + "  ")
		}
		b.WriteString(format(r.dirStack[index]))
	} else {
		for i := n - 1; i >= 0; i-- {
			switch {
			case vflag >= 2:
				b.WriteString("\n" + pad2(n-i) + "  ")
			case vflag&1 != 0:
				b.WriteString("\n")
			default:
				b.WriteString(" ")
			}
			b.WriteString(format(r.dirStack[i]))
		}
	}
	r.out(b.String() + "\n")
	return exitStatus{}
}

func pad2(n int) string {
	s := strconv.Itoa(n)
	if len(s) < 2 {
		s = " " + s
	}
	return s
}

// dirstackIndex is bash's get_dirstack_index: the index in dirStack of
// +N or -N, and 1 when it counts from the top, 2 from the bottom.
func (r *Runner) dirstackIndex(n, sign int) (int, int) {
	flag := 1
	if sign < 0 {
		flag = 2
	}
	off := len(r.dirStack)
	switch {
	case n == 0 && sign > 0:
		return 0, flag
	case n == off:
		if sign > 0 {
			return 0, 2
		}
		return 0, 1
	case n >= 0 && n <= off:
		if sign > 0 {
			return off - n, flag
		}
		return n, flag
	}
	return -1, flag
}

// runPushd implements pushd.
func (r *Runner) runPushd(ctx context.Context, args []string) exitStatus {
	if len(args) > 0 && args[0] == "--" {
		args = args[1:]
		if len(args) == 0 {
			return r.pushdSwap(ctx)
		}
		return r.pushdDir(ctx, args, false)
	}
	if len(args) == 0 {
		return r.pushdSwap(ctx)
	}
	nocd, rotate := false, -1
	for ; len(args) > 0; args = args[1:] {
		a := args[0]
		if a == "-n" {
			nocd = true
			continue
		}
		if a == "--" {
			args = args[1:]
			break
		}
		if a == "-" {
			break
		}
		if a[0] == '+' || a[0] == '-' {
			n, ok := stackNumber(a)
			if !ok {
				return r.stackUsage("pushd", a+": invalid number")
			}
			if a[0] == '-' {
				n = len(r.dirStack) - n
			}
			if n > len(r.dirStack) || n < 0 {
				return r.stackError("pushd", a)
			}
			rotate = n
			break
		}
		break
	}
	if rotate >= 0 {
		list := r.dirsList()
		if !nocd { // with -n the stack stays as it is
			rot := append(append([]string{}, list[rotate:]...), list[:rotate]...)
			if !r.cdTo(ctx, "pushd", rot[0], false, false) {
				return exitStatus{code: 1}
			}
			r.setStack(rot[1:])
		}
		return r.runDirs(nil)
	}
	if len(args) == 0 {
		if nocd {
			return exitStatus{}
		}
		return r.pushdSwap(ctx)
	}
	return r.pushdDir(ctx, args, nocd)
}

// setStack sets the entries below the current directory, top first.
func (r *Runner) setStack(top []string) {
	r.dirStack = r.dirStack[:0]
	for i := len(top) - 1; i >= 0; i-- {
		r.dirStack = append(r.dirStack, top[i])
	}
}

// pushdSwap is pushd alone: the top two entries exchanged.
func (r *Runner) pushdSwap(ctx context.Context) exitStatus {
	n := len(r.dirStack)
	if n == 0 {
		r.errf("pushd: no other directory\n")
		return exitStatus{code: 1}
	}
	cur := r.Dir
	if !r.cdTo(ctx, "pushd", r.dirStack[n-1], false, false) {
		return exitStatus{code: 1}
	}
	r.dirStack[n-1] = cur
	return r.runDirs(nil)
}

// pushdDir is pushd DIR: cd to it, the old directory pushed.
func (r *Runner) pushdDir(ctx context.Context, args []string, nocd bool) exitStatus {
	if len(args) > 1 {
		r.errf("pushd: too many arguments\n")
		return exitStatus{code: 1}
	}
	if nocd {
		r.dirStack = append(r.dirStack, args[0])
		return r.runDirs(nil)
	}
	cur := r.Dir
	var out strings.Builder
	saved := r.stdout
	r.stdout = &out
	code := r.runCd(ctx, "pushd", args).code
	r.stdout = saved
	if code != 0 {
		r.out(out.String())
		return exitStatus{code: code}
	}
	r.dirStack = append(r.dirStack, cur)
	return r.runDirs(nil)
}

// runPopd implements popd.
func (r *Runner) runPopd(ctx context.Context, args []string) exitStatus {
	nocd := false
	which, dir, word := 0, byte('+'), ""
	for ; len(args) > 0; args = args[1:] {
		a := args[0]
		if a == "-n" {
			nocd = true
			continue
		}
		if a == "--" {
			break
		}
		if a != "" && (a[0] == '+' || a[0] == '-') {
			n, ok := stackNumber(a)
			if !ok {
				return r.stackUsage("popd", a+": invalid number")
			}
			which, dir, word = n, a[0], a
			continue
		}
		if a != "" {
			return r.stackUsage("popd", a+": invalid argument")
		}
		break
	}
	off := len(r.dirStack)
	if which > off || (off == 0 && which == 0) {
		return r.stackError("popd", word)
	}
	if (dir == '+' && which == 0) || (dir == '-' && which == off) {
		if !nocd {
			if !r.cdTo(ctx, "popd", r.dirStack[off-1], false, false) {
				return exitStatus{code: 1}
			}
		}
		r.dirStack = r.dirStack[:off-1]
	} else {
		i := which
		if dir == '+' {
			i = off - which
		}
		if i < 0 || i >= off {
			return r.stackError("popd", word)
		}
		r.dirStack = append(r.dirStack[:i], r.dirStack[i+1:]...)
	}
	return r.runDirs(nil)
}
