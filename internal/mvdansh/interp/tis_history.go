package interp

// tis: the history builtin of a non-interactive bash: the history list
// exists but commands are not added to it (set -o history has no line
// editor to feed it); -s adds an entry, -c clears, -d deletes, -r, -n,
// -a and -w read and write the history file ($HISTFILE, else
// ~/.bash_history) in the sandbox's files, HISTSIZE bounds the list.

import (
	"bufio"
	"context"
	"os"
	"strconv"
	"strings"
)

const historyUsage = "history: usage: history [-c] [-d offset] [n] or history -anrw [filename] or history -ps arg [arg...]\n"

// historyFile is the file -r, -n, -a and -w use without a name.
func (r *Runner) historyFile() string {
	if v := r.lookupVar("HISTFILE"); v.IsSet() {
		return v.String()
	}
	return r.envGet("HOME") + "/.bash_history"
}

// historyStifle keeps the last $HISTSIZE entries.
func (r *Runner) historyStifle() {
	v := r.lookupVar("HISTSIZE")
	if !v.IsSet() {
		return
	}
	n, err := strconv.Atoi(strings.TrimSpace(v.String()))
	if err != nil || n < 0 || n >= len(r.history) {
		return
	}
	r.historyBase += len(r.history) - n
	r.history = append(r.history[:0], r.history[len(r.history)-n:]...)
}

// readHistoryFile reads the lines of a history file.
func (r *Runner) readHistoryFile(ctx context.Context, name string) ([]string, bool) {
	f, err := r.open(ctx, r.absPath(name), os.O_RDONLY, 0, false)
	if err != nil {
		return nil, false
	}
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		lines = append(lines, sc.Text())
	}
	return lines, true
}

func (r *Runner) writeHistoryFile(ctx context.Context, name string, lines []string, flags int) bool {
	f, err := r.open(ctx, r.absPath(name), flags, r.createMode()&0o600, false)
	if err != nil {
		return false
	}
	var b strings.Builder
	for _, l := range lines {
		b.WriteString(l + "\n")
	}
	_, err = f.Write([]byte(b.String()))
	f.Close()
	return err == nil
}

// runHistory implements history.
func (r *Runner) runHistory(ctx context.Context, args []string) exitStatus {
	r.historyStifle()
	var op byte
	clear := false
	deleteAt := ""
	for len(args) > 0 && len(args[0]) > 1 && args[0][0] == '-' {
		a := args[0]
		if a == "--" {
			args = args[1:]
			break
		}
		args = args[1:]
		for i := 1; i < len(a); i++ {
			switch c := a[i]; c {
			case 'c':
				clear = true
			case 'a', 'n', 'r', 'w', 'p', 's':
				if op != 0 && op != c {
					r.errf("history: cannot use more than one of -anrw\n")
					return exitStatus{code: 1}
				}
				op = c
			case 'd':
				if i+1 < len(a) {
					deleteAt = a[i+1:]
				} else if len(args) > 0 {
					deleteAt, args = args[0], args[1:]
				} else {
					r.errf("history: -d: option requires an argument\n")
					r.errf(historyUsage)
					return exitStatus{code: 2}
				}
				i = len(a)
			default:
				r.errf("history: -%c: invalid option\n", c)
				r.errf(historyUsage)
				return exitStatus{code: 2}
			}
		}
	}
	if clear {
		r.history, r.historyBase = nil, 0
		return exitStatus{}
	}
	if deleteAt != "" {
		n, err := strconv.Atoi(deleteAt)
		if err == nil && n < 0 {
			n += r.historyBase + len(r.history) + 1
		}
		i := n - 1 - r.historyBase
		if err != nil || i < 0 || i >= len(r.history) {
			r.errf("history: %s: history position out of range\n", deleteAt)
			return exitStatus{code: 1}
		}
		r.history = append(r.history[:i], r.history[i+1:]...)
		return exitStatus{}
	}
	switch op {
	case 's':
		if len(args) > 0 {
			r.history = append(r.history, strings.Join(args, " "))
			r.historyStifle()
		}
		return exitStatus{}
	case 'p':
		for _, a := range args {
			r.outf("%s\n", a)
		}
		return exitStatus{}
	case 'a', 'n', 'r', 'w':
		name := r.historyFile()
		if len(args) > 0 {
			name = args[0]
		}
		ok := true
		switch op {
		case 'r':
			var lines []string
			if lines, ok = r.readHistoryFile(ctx, name); ok {
				r.history = append(r.history, lines...)
				r.historyFileLines = len(lines)
			}
		case 'n':
			var lines []string
			if lines, ok = r.readHistoryFile(ctx, name); ok && len(lines) > r.historyFileLines {
				r.history = append(r.history, lines[r.historyFileLines:]...)
				r.historyFileLines = len(lines)
			}
		case 'w':
			ok = r.writeHistoryFile(ctx, name, r.history, os.O_WRONLY|os.O_CREATE|os.O_TRUNC)
		case 'a':
			ok = r.writeHistoryFile(ctx, name, nil, os.O_WRONLY|os.O_CREATE|os.O_APPEND)
		}
		r.historyStifle()
		if !ok {
			return exitStatus{code: 1}
		}
		return exitStatus{}
	}
	if len(args) > 1 {
		r.errf("history: too many arguments\n")
		return exitStatus{code: 1, aborted: true} // bash discards the rest of the line
	}
	start := 0
	if len(args) == 1 {
		n, err := strconv.Atoi(args[0])
		if err != nil {
			r.errf("history: %s: numeric argument required\n", args[0])
			return exitStatus{code: 1}
		}
		if n >= 0 && n < len(r.history) {
			start = len(r.history) - n
		}
	}
	var b strings.Builder
	for i := start; i < len(r.history); i++ {
		b.WriteString(padLeft(strconv.Itoa(r.historyBase+i+1), 5) + "  " + r.history[i] + "\n")
	}
	r.out(b.String())
	return exitStatus{}
}

func padLeft(s string, n int) string {
	if len(s) >= n {
		return s
	}
	return strings.Repeat(" ", n-len(s)) + s
}

// historyTruncateFile keeps the last n lines of the history file, as an
// assignment to HISTFILESIZE does.
func (r *Runner) historyTruncateFile(value string) {
	n, err := strconv.Atoi(strings.TrimSpace(value))
	if err != nil || n < 0 || r.ectx == nil {
		return
	}
	name := r.historyFile()
	lines, ok := r.readHistoryFile(r.ectx, name)
	if !ok || len(lines) <= n {
		return
	}
	r.writeHistoryFile(r.ectx, name, lines[len(lines)-n:], os.O_WRONLY|os.O_CREATE|os.O_TRUNC)
}

const fcUsage = "fc: usage: fc [-e ename] [-lnr] [first] [last] or fc -s [pat=rep] [command]\n"

// historyIndex finds the entry a fc operand names: a number (negative
// counts back from the end) or the latest entry starting with a word.
func (r *Runner) historyIndex(spec string) (int, bool) {
	if n, err := strconv.Atoi(spec); err == nil {
		if n < 0 {
			n += len(r.history)
		} else {
			n -= r.historyBase + 1
		}
		return max(min(n, len(r.history)-1), 0), true
	}
	for i := len(r.history) - 1; i >= 0; i-- {
		if strings.HasPrefix(r.history[i], spec) {
			return i, true
		}
	}
	return 0, false
}

// runFc implements fc: -l lists the history; -s runs an entry again
// (with pat=rep applied); editing an entry needs an editor, which the
// sandbox does not have.
func (r *Runner) runFc(ctx context.Context, args []string) exitStatus {
	list, numbers, reverse, again, edit := false, true, false, false, false
	for len(args) > 0 && len(args[0]) > 1 && args[0][0] == '-' {
		a := args[0]
		if _, err := strconv.Atoi(a); err == nil {
			break // -N counts back from the end
		}
		args = args[1:]
		if a == "--" {
			break
		}
		for i := 1; i < len(a); i++ {
			switch a[i] {
			case 'l':
				list = true
			case 'n':
				numbers = false
			case 'r':
				reverse = true
			case 's':
				again = true
			case 'e':
				edit = true
				if i+1 == len(a) {
					if len(args) == 0 {
						r.errf("fc: -e: option requires an argument\n")
						r.errf(fcUsage)
						return exitStatus{code: 2}
					}
					if args[0] == "-" {
						again = true
					}
					args = args[1:]
				}
				i = len(a)
			default:
				r.errf("fc: -%c: invalid option\n", a[i])
				r.errf(fcUsage)
				return exitStatus{code: 2}
			}
		}
	}
	if list {
		if len(r.history) == 0 {
			return exitStatus{}
		}
		first, last := len(r.history)-16, len(r.history)-1
		if first < 0 {
			first = 0
		}
		if len(args) > 0 {
			i, ok := r.historyIndex(args[0])
			if !ok {
				r.errf("fc: history specification out of range\n")
				return exitStatus{code: 1}
			}
			first = i
			if len(args) > 1 {
				if last, ok = r.historyIndex(args[1]); !ok {
					r.errf("fc: history specification out of range\n")
					return exitStatus{code: 1}
				}
			}
		}
		if first > last {
			first, last, reverse = last, first, !reverse
		}
		var b strings.Builder
		for k := first; k <= last; k++ {
			i := k
			if reverse {
				i = last - (k - first)
			}
			if numbers {
				b.WriteString(strconv.Itoa(r.historyBase + i + 1))
			}
			b.WriteString("\t " + r.history[i] + "\n")
		}
		r.out(b.String())
		return exitStatus{}
	}
	if len(r.history) == 0 {
		r.errf("fc: no command found\n")
		return exitStatus{code: 1}
	}
	if !again {
		_ = edit
		r.errf("fc: no editor in the sandbox (use fc -s or fc -e -)\n")
		return exitStatus{code: 1}
	}
	var pat, rep string
	if len(args) > 0 {
		if p, q, ok := strings.Cut(args[0], "="); ok {
			pat, rep, args = p, q, args[1:]
		}
	}
	i := len(r.history) - 1
	if len(args) > 0 {
		var ok bool
		if i, ok = r.historyIndex(args[0]); !ok {
			r.errf("fc: no command found\n")
			return exitStatus{code: 1}
		}
	}
	cmd := r.history[i]
	if pat != "" {
		cmd = strings.Replace(cmd, pat, rep, 1)
	}
	r.errf("%s\n", cmd)
	r.history = append(r.history, cmd)
	return r.builtin(ctx, todoPos, "eval", []string{cmd})
}
