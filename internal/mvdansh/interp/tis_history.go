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
		if _, err := strconv.Atoi(a); err == nil {
			break // a negative count
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
		return exitStatus{code: 1}
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
