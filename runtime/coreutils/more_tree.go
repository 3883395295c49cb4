package coreutils

import (
	"bufio"
	"context"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strconv"
	"strings"

	"github.com/toolsinshell/tis/runtime/command"
)

// treeRun is one run of tree.
type treeRun struct {
	ctx       context.Context
	c         *command.Call
	out       *bufio.Writer
	all       bool
	dirsOnly  bool
	fullPath  bool
	classify  bool
	dirsFirst bool
	reverse   bool
	level     int // 0: no limit
	ignore    []string
	only      []string
	ascii     bool // the C locale's |-- drawing instead of box characters
	dirs      int
	files     int
	budget    *command.Budget
}

// treeCmd is tree [-a] [-d] [-f] [-F] [-L LEVEL] [-I PATTERN]
// [-P PATTERN] [-r] [--dirsfirst] [--noreport] [DIR...]: each directory
// drawn as a tree, then the "N directories, M files" report of tree 2.x
// (which counts a listed directory itself when it shows an entry).
func treeCmd(ctx context.Context, c *command.Call) error {
	t := &treeRun{ctx: ctx, c: c, budget: c.Budget("input")}
	fs := command.NewFlagSet(c.Name)
	fs.Func('a', "", false, func(string) error { t.all = true; return nil })
	fs.Func('d', "", false, func(string) error { t.dirsOnly = true; return nil })
	fs.Func('f', "", false, func(string) error { t.fullPath = true; return nil })
	fs.Func('F', "", false, func(string) error { t.classify = true; return nil })
	fs.Func('r', "", false, func(string) error { t.reverse = true; return nil })
	fs.Func(0, "dirsfirst", false, func(string) error { t.dirsFirst = true; return nil })
	noReport := fs.Bool(0, "noreport")
	charset := ""
	fs.Func(0, "charset", true, func(v string) error { charset = v; return nil })
	badLevel := false
	fs.Func('L', "", true, func(v string) error {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			badLevel = true
		}
		t.level = n
		return nil
	})
	fs.Func('I', "", true, func(v string) error { t.ignore = append(t.ignore, strings.Split(v, "|")...); return nil })
	fs.Func('P', "", true, func(v string) error { t.only = append(t.only, strings.Split(v, "|")...); return nil })
	ops, err := fs.ParseOrUsage(c)
	if err != nil {
		return err
	}
	if badLevel {
		return c.Errorf("Invalid level, must be greater than 0.")
	}
	if len(ops) == 0 {
		ops = []string{"."}
	}
	if charset == "" {
		charset = treeLocale(c)
	}
	cs := strings.ToLower(strings.ReplaceAll(charset, "-", ""))
	t.ascii = cs != "utf8"
	t.out = textNewOut(c)
	status := 0
	for _, op := range ops {
		if err := ctx.Err(); err != nil {
			return err
		}
		full := c.Path(op)
		st, err := c.FS.Stat(full)
		if err != nil || !st.IsDir() {
			t.out.WriteString(op + "  [error opening dir]\n")
			if err != nil {
				status = 2
			} else {
				t.files++
			}
			continue
		}
		if len(op) > 1 && t.fullPath {
			op = strings.TrimRight(op, "/")
			if op == "" {
				op = "/"
			}
		}
		t.out.WriteString(op + t.suffix(st) + "\n")
		shown, err := t.list(op, full, "", 1)
		if err != nil {
			if command.IsTooLarge(err) {
				t.out.Flush()
				return c.Errorf("%v", err)
			}
			stop, _ := textLoopErr(ctx, c, err, func(error) {})
			return stop
		}
		if shown > 0 {
			t.dirs++
		}
	}
	if !*noReport {
		dirs := "directories"
		if t.dirs == 1 {
			dirs = "directory"
		}
		if t.dirsOnly {
			fmt.Fprintf(t.out, "\n%d %s\n", t.dirs, dirs)
		} else {
			files := "files"
			if t.files == 1 {
				files = "file"
			}
			fmt.Fprintf(t.out, "\n%d %s, %d %s\n", t.dirs, dirs, t.files, files)
		}
	}
	return textFinish(ctx, c, t.out, status)
}

// treeLocale is the character set of the locale (LC_ALL, LC_CTYPE,
// LANG): "utf-8" for a UTF-8 locale, else "ascii".
func treeLocale(c *command.Call) string {
	for _, v := range []string{"LC_ALL", "LC_CTYPE", "LANG"} {
		if l := c.Getenv(v); l != "" {
			if u := strings.ToLower(l); strings.Contains(u, "utf-8") || strings.Contains(u, "utf8") {
				return "utf-8"
			}
			return "ascii"
		}
	}
	return "ascii"
}

func (t *treeRun) suffix(st fs.FileInfo) string {
	switch {
	case !t.classify:
		return ""
	case st.IsDir():
		return "/"
	case st.Mode()&0o111 != 0:
		return "*"
	}
	return ""
}

func treeMatchAny(pats []string, name string) bool {
	for _, p := range pats {
		if p != "" && findMatch(p, name) {
			return true
		}
	}
	return false
}

// list draws the entries of the directory full (shown as shown) at
// depth and returns how many it drew.
func (t *treeRun) list(shown, full, indent string, depth int) (int, error) {
	if err := t.ctx.Err(); err != nil {
		return 0, err
	}
	ents, err := t.c.FS.ReadDir(full)
	if err != nil {
		return 0, nil
	}
	var keep []fs.DirEntry
	for _, e := range ents {
		name := e.Name()
		if !t.all && strings.HasPrefix(name, ".") {
			continue
		}
		if treeMatchAny(t.ignore, name) {
			continue
		}
		if !e.IsDir() && (t.dirsOnly || len(t.only) > 0 && !treeMatchAny(t.only, name)) {
			continue
		}
		if err := t.budget.Add(len(name) + 64); err != nil {
			return 0, err
		}
		keep = append(keep, e)
	}
	slices.SortStableFunc(keep, func(a, b fs.DirEntry) int {
		if t.dirsFirst && a.IsDir() != b.IsDir() {
			if a.IsDir() {
				return -1
			}
			return 1
		}
		if t.reverse {
			return strings.Compare(b.Name(), a.Name())
		}
		return strings.Compare(a.Name(), b.Name())
	})
	for i, e := range keep {
		last := i == len(keep)-1
		// tree 2.x draws the vertical line with two no-break spaces.
		branch, more := "├── ", "│\u00a0\u00a0 "
		if last {
			branch, more = "└── ", "    "
		}
		if t.ascii {
			branch, more = "|-- ", "|   "
			if last {
				branch, more = "`-- ", "    "
			}
		}
		sub := shown + "/" + e.Name()
		if strings.HasSuffix(shown, "/") {
			sub = shown + e.Name()
		}
		label := e.Name()
		if t.fullPath {
			label = sub
		}
		st, err := e.Info()
		if err != nil {
			continue
		}
		if _, err := t.out.WriteString(indent + branch + label + t.suffix(st) + "\n"); err != nil {
			return 0, &textOutErr{err}
		}
		if e.IsDir() {
			t.dirs++
			if t.level == 0 || depth < t.level {
				if _, err := t.list(sub, path.Join(full, e.Name()), indent+more, depth+1); err != nil {
					return 0, err
				}
			}
		} else {
			t.files++
		}
	}
	return len(keep), nil
}
