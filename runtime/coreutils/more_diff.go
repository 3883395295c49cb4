package coreutils

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io/fs"
	"strconv"
	"strings"
	"time"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// diffOpts are diff's options.
type diffOpts struct {
	unified      bool
	context      int
	brief        bool
	reportSame   bool
	ignoreCase   bool
	ignoreAll    bool
	ignoreChange bool
	recursive    bool
	text         bool
	labels       []string
	switches     string // the options as given, for "diff -r" headers
}

// diffRun is one run of diff.
type diffRun struct {
	c      *command.Call
	ctx    context.Context
	out    *bufio.Writer
	o      diffOpts
	loc    *time.Location
	status int
}

// diffCmd is diff [-u|-U N] [-q] [-s] [-i] [-w] [-b] [-a] [-r]
// [--label L]... FILE1 FILE2 ("-" is standard input): the differences in
// the normal or unified format. Exit status 0 same, 1 different, 2
// trouble. The comparison is GNU's (Myers' algorithm with its boundary
// shifting); past a cost bound, as GNU, it settles for a diff that may
// not be minimal.
func diffCmd(ctx context.Context, c *command.Call) error {
	d := &diffRun{c: c, ctx: ctx, loc: filesLocation(c), o: diffOpts{context: 3}}
	o := &d.o
	var args []string
	for _, a := range c.Args {
		// --unified and --context take an optional value.
		switch {
		case a == "--unified":
			a = "-u"
		case strings.HasPrefix(a, "--unified="):
			args = append(args, "-U")
			a = strings.TrimPrefix(a, "--unified=")
		}
		args = append(args, a)
	}
	var sw []string
	for _, a := range args {
		if a == "--" {
			break
		}
		if strings.HasPrefix(a, "-") && a != "-" {
			sw = append(sw, a)
		}
	}
	o.switches = strings.Join(sw, " ")
	fs := command.NewFlagSet(c.Name)
	fs.Func('u', "", false, func(string) error { o.unified = true; return nil })
	fs.Func('U', "", true, func(v string) error {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			return fmt.Errorf("invalid context length '%s'", v)
		}
		o.unified, o.context = true, n
		return nil
	})
	fs.Func('q', "brief", false, func(string) error { o.brief = true; return nil })
	fs.Func('s', "report-identical-files", false, func(string) error { o.reportSame = true; return nil })
	fs.Func('i', "ignore-case", false, func(string) error { o.ignoreCase = true; return nil })
	fs.Func('w', "ignore-all-space", false, func(string) error { o.ignoreAll = true; return nil })
	fs.Func('b', "ignore-space-change", false, func(string) error { o.ignoreChange = true; return nil })
	fs.Func('a', "text", false, func(string) error { o.text = true; return nil })
	fs.Func('r', "recursive", false, func(string) error { o.recursive = true; return nil })
	fs.Func(0, "label", true, func(v string) error { o.labels = append(o.labels, v); return nil })
	fs.Func(0, "normal", false, func(string) error { o.unified = false; return nil })
	fs.Func(0, "color", true, func(v string) error {
		if v != "never" && v != "no" && v != "none" && v != "auto" {
			return fmt.Errorf("unsupported value '%s'", v)
		}
		return nil
	})
	call := *c
	call.Args = args
	ops, err := fs.ParseOrUsage(&call)
	if err != nil {
		return err
	}
	if len(ops) < 2 {
		if len(ops) == 0 {
			c.Errorf("missing operand after '%s'", c.Name)
		} else {
			c.Errorf("missing operand after %s", filesQuote(ops[0]))
		}
		fmt.Fprintf(c.Stderr, "%s: Try '%s --help' for more information.\n", c.Name, c.Name)
		return command.Status(2)
	}
	if len(ops) > 2 {
		c.Errorf("extra operand %s", filesQuote(ops[2]))
		fmt.Fprintf(c.Stderr, "%s: Try '%s --help' for more information.\n", c.Name, c.Name)
		return command.Status(2)
	}
	d.out = textNewOut(c)
	d.compare(ops[0], ops[1], true, false)
	if err := ctx.Err(); err != nil {
		return err
	}
	return textFinish(ctx, c, d.out, d.status)
}

// trouble reports an error: status 2.
func (d *diffRun) trouble(format string, args ...any) {
	d.out.Flush()
	d.c.Errorf(format, args...)
	d.status = 2
}

func (d *diffRun) differ() {
	if d.status == 0 {
		d.status = 1
	}
}

// stat returns the information of an operand ("-" is a regular file).
func (d *diffRun) stat(name string) (fs.FileInfo, bool) {
	if name == "-" {
		return nil, true
	}
	st, err := d.c.FS.Stat(d.c.Path(name))
	if err != nil {
		d.trouble("%s: %s", name, vfs.Reason(err))
		return nil, false
	}
	return st, true
}

// compare compares two operands, files or directories; top is true for
// the command's operands, inDir for files met in directories (which get
// a "diff a b" header).
func (d *diffRun) compare(a, b string, top, inDir bool) {
	if err := d.ctx.Err(); err != nil {
		return
	}
	sa, oka := d.stat(a)
	sb, okb := d.stat(b)
	if !oka || !okb {
		return
	}
	da, db := sa != nil && sa.IsDir(), sb != nil && sb.IsDir()
	switch {
	case da && db:
		d.compareDirs(a, b, top)
	case da && top:
		d.compare(strings.TrimSuffix(a, "/")+"/"+filesBase(b), b, false, false)
	case db && top:
		d.compare(a, strings.TrimSuffix(b, "/")+"/"+filesBase(a), false, false)
	case da || db:
		kind := func(dir bool) string {
			if dir {
				return "directory"
			}
			return "regular file"
		}
		d.out.WriteString(fmt.Sprintf("File %s is a %s while file %s is a %s\n", a, kind(da), b, kind(db)))
		d.differ()
	default:
		d.compareFiles(a, b, sa, sb, inDir)
	}
}

func (d *diffRun) compareDirs(a, b string, top bool) {
	if !top && !d.o.recursive {
		d.out.WriteString(fmt.Sprintf("Common subdirectories: %s and %s\n", a, b))
		return
	}
	ea, err := d.c.FS.ReadDir(d.c.Path(a))
	if err != nil {
		d.trouble("%s: %s", a, vfs.Reason(err))
		return
	}
	eb, err := d.c.FS.ReadDir(d.c.Path(b))
	if err != nil {
		d.trouble("%s: %s", b, vfs.Reason(err))
		return
	}
	i, j := 0, 0
	join := func(dir, name string) string { return strings.TrimSuffix(dir, "/") + "/" + name }
	for i < len(ea) || j < len(eb) {
		if d.ctx.Err() != nil {
			return
		}
		switch {
		case j >= len(eb) || i < len(ea) && ea[i].Name() < eb[j].Name():
			d.out.WriteString(fmt.Sprintf("Only in %s: %s\n", a, ea[i].Name()))
			d.differ()
			i++
		case i >= len(ea) || eb[j].Name() < ea[i].Name():
			d.out.WriteString(fmt.Sprintf("Only in %s: %s\n", b, eb[j].Name()))
			d.differ()
			j++
		default:
			d.compare(join(a, ea[i].Name()), join(b, eb[j].Name()), false, true)
			i++
			j++
		}
	}
}

// diffFile is one side of a file comparison.
type diffFile struct {
	name  string // for headers
	lines []string
	noEOL bool // the last line has no newline
	ids   []int
}

// diffLineCost is what comparing costs per line beside its bytes: the
// line's string, its id, its place in the diagonal vectors and the table
// of distinct lines.
const diffLineCost = 128

// read reads one side of a comparison, of at most max bytes.
func (d *diffRun) read(name string, max int64) ([]byte, bool) {
	f, err := d.c.Open(name)
	if err != nil {
		d.trouble("%s: %s", name, vfs.Reason(err))
		return nil, false
	}
	defer f.Close()
	data, err := command.ReadAllMax(d.ctx, f, max, "input")
	if err != nil {
		switch {
		case d.ctx.Err() != nil:
		case command.IsTooLarge(err):
			d.trouble("%v", &command.TooLargeError{What: "input", Limit: d.c.BufferLimit()})
		default:
			d.trouble("%s: %s", name, vfs.Reason(err))
		}
		return nil, false
	}
	return data, true
}

func (d *diffRun) compareFiles(a, b string, sa, sb fs.FileInfo, inDir bool) {
	// Both files, their lines and the comparison's tables count against
	// the buffer limit.
	limit := d.c.BufferLimit()
	da, ok := d.read(a, limit)
	if !ok {
		return
	}
	db, ok := d.read(b, limit-int64(len(da)))
	if !ok {
		return
	}
	if bytes.Equal(da, db) {
		if d.o.reportSame {
			d.out.WriteString(fmt.Sprintf("Files %s and %s are identical\n", a, b))
		}
		return
	}
	header := func() {
		if inDir {
			sw := ""
			if d.o.switches != "" {
				sw = " " + d.o.switches
			}
			d.out.WriteString(fmt.Sprintf("diff%s %s %s\n", sw, a, b))
		}
	}
	binary := !d.o.text && (bytes.IndexByte(da[:min(len(da), 32768)], 0) >= 0 || bytes.IndexByte(db[:min(len(db), 32768)], 0) >= 0)
	if d.o.brief || binary {
		d.differ()
		if binary && !d.o.brief {
			d.out.WriteString(fmt.Sprintf("Binary files %s and %s differ\n", a, b))
			return
		}
		d.out.WriteString(fmt.Sprintf("Files %s and %s differ\n", a, b))
		return
	}
	lines := int64(bytes.Count(da, []byte{'\n'}) + bytes.Count(db, []byte{'\n'}) + 2)
	if err := d.c.CheckSize("input", int64(len(da)+len(db))+lines*diffLineCost); err != nil {
		d.trouble("%v", err)
		return
	}
	fa := &diffFile{name: a}
	fb := &diffFile{name: b}
	fa.lines, fa.noEOL = diffLines(da)
	fb.lines, fb.noEOL = diffLines(db)
	d.number(fa, fb)
	ca, cb, ok := d.compute(fa, fb)
	if !ok {
		return
	}
	changes := diffChanges(ca, cb)
	if len(changes) == 0 {
		if d.o.reportSame {
			d.out.WriteString(fmt.Sprintf("Files %s and %s are identical\n", a, b))
		}
		return
	}
	d.differ()
	header()
	if d.o.unified {
		d.unified(fa, fb, sa, sb, changes)
	} else {
		d.normal(fa, fb, changes)
	}
}

// compute compares the lines of fa and fb. As GNU diff does, it first
// sets aside the identical prefix and suffix (byte for byte) but for the
// lines of context the output format shows, so that changes slide
// within the same window as they do in GNU's output.
func (d *diffRun) compute(fa, fb *diffFile) (ca, cb []bool, ok bool) {
	na, nb := len(fa.lines), len(fb.lines)
	same := func(i, j int) bool {
		return fa.lines[i] == fb.lines[j] && (i == na-1 && fa.noEOL) == (j == nb-1 && fb.noEOL)
	}
	pre := 0
	for pre < na && pre < nb && same(pre, pre) {
		pre++
	}
	suf := 0
	for suf < na-pre && suf < nb-pre && same(na-1-suf, nb-1-suf) {
		suf++
	}
	horizon := 0
	if d.o.unified {
		horizon = d.o.context
	}
	lo := max(0, pre-horizon)
	cut := max(0, suf-horizon)
	wa, wb, ok := diffCompute(d.ctx, fa.ids[lo:na-cut], fb.ids[lo:nb-cut])
	if !ok {
		return nil, nil, false
	}
	ca, cb = make([]bool, na), make([]bool, nb)
	copy(ca[lo:], wa)
	copy(cb[lo:], wb)
	return ca, cb, true
}

// diffLines splits data into lines without their newlines.
func diffLines(data []byte) ([]string, bool) {
	lines := moreSplitLines(data)
	noEOL := len(lines) > 0 && !strings.HasSuffix(lines[len(lines)-1], "\n")
	for i, l := range lines {
		lines[i] = strings.TrimSuffix(l, "\n")
	}
	return lines, noEOL
}

// number gives equal lines (after the -i, -b, -w transformations) equal
// ids. A last line without a newline differs from the same text with one.
func (d *diffRun) number(files ...*diffFile) {
	ids := map[string]int{}
	for _, f := range files {
		f.ids = make([]int, len(f.lines))
		for i, l := range f.lines {
			k := l
			if d.o.ignoreAll {
				k = strings.Map(func(r rune) rune {
					if r == ' ' || r == '\t' || r == '\v' || r == '\f' || r == '\r' {
						return -1
					}
					return r
				}, k)
			} else if d.o.ignoreChange {
				k = strings.Join(strings.FieldsFunc(k, func(r rune) bool {
					return r == ' ' || r == '\t' || r == '\v' || r == '\f' || r == '\r'
				}), " ")
				if l != "" && strings.ContainsAny(l[:1], " \t\v\f\r") {
					k = " " + k
				}
			}
			if d.o.ignoreCase {
				k = strings.ToLower(k)
			}
			if i == len(f.lines)-1 && f.noEOL && !d.o.ignoreAll && !d.o.ignoreChange {
				k += "\x00"
			}
			id, ok := ids[k]
			if !ok {
				id = len(ids)
				ids[k] = id
			}
			f.ids[i] = id
		}
	}
}

// diffChange is one hunk of changes: del lines of file 0 from at0
// replaced by ins lines of file 1 from at1.
type diffChange struct{ at0, at1, del, ins int }

func diffChanges(ca, cb []bool) []diffChange {
	var out []diffChange
	i, j := 0, 0
	for i < len(ca) || j < len(cb) {
		if i < len(ca) && ca[i] || j < len(cb) && cb[j] {
			ch := diffChange{at0: i, at1: j}
			for i < len(ca) && ca[i] {
				i++
			}
			for j < len(cb) && cb[j] {
				j++
			}
			ch.del, ch.ins = i-ch.at0, j-ch.at1
			out = append(out, ch)
			continue
		}
		i++
		j++
	}
	return out
}

// line writes one line with its prefix and the no-newline marker.
func (d *diffRun) line(prefix string, f *diffFile, i int) {
	d.out.WriteString(prefix)
	d.out.WriteString(f.lines[i])
	d.out.WriteByte('\n')
	if i == len(f.lines)-1 && f.noEOL {
		d.out.WriteString("\\ No newline at end of file\n")
	}
}

func diffRange(first, last int) string {
	if first < last {
		return fmt.Sprintf("%d,%d", first, last)
	}
	return strconv.Itoa(last)
}

func (d *diffRun) normal(fa, fb *diffFile, changes []diffChange) {
	for _, ch := range changes {
		r0 := diffRange(ch.at0+1, ch.at0+ch.del)
		r1 := diffRange(ch.at1+1, ch.at1+ch.ins)
		switch {
		case ch.del == 0:
			d.out.WriteString(fmt.Sprintf("%da%s\n", ch.at0, r1))
		case ch.ins == 0:
			d.out.WriteString(fmt.Sprintf("%sd%d\n", r0, ch.at1))
		default:
			d.out.WriteString(fmt.Sprintf("%sc%s\n", r0, r1))
		}
		for i := ch.at0; i < ch.at0+ch.del; i++ {
			d.line("< ", fa, i)
		}
		if ch.del > 0 && ch.ins > 0 {
			d.out.WriteString("---\n")
		}
		for i := ch.at1; i < ch.at1+ch.ins; i++ {
			d.line("> ", fb, i)
		}
	}
}

func diffUniRange(first, count int) string {
	switch count {
	case 0:
		return fmt.Sprintf("%d,0", first-1)
	case 1:
		return strconv.Itoa(first)
	}
	return fmt.Sprintf("%d,%d", first, count)
}

func (d *diffRun) stamp(name string, st fs.FileInfo) string {
	t := time.Now()
	if d.c.Now != nil {
		t = d.c.Now()
	}
	if st != nil {
		t = st.ModTime()
	}
	return name + "\t" + t.In(d.loc).Format("2006-01-02 15:04:05.000000000 -0700")
}

func (d *diffRun) unified(fa, fb *diffFile, sa, sb fs.FileInfo, changes []diffChange) {
	h0, h1 := d.stamp(fa.name, sa), d.stamp(fb.name, sb)
	if len(d.o.labels) > 0 {
		h0 = d.o.labels[0]
	}
	if len(d.o.labels) > 1 {
		h1 = d.o.labels[1]
	}
	d.out.WriteString("--- " + h0 + "\n+++ " + h1 + "\n")
	n := d.o.context
	for k := 0; k < len(changes); {
		// A hunk takes the changes closer than 2n+1 unchanged lines.
		e := k
		for e+1 < len(changes) && changes[e+1].at0-(changes[e].at0+changes[e].del) <= 2*n {
			e++
		}
		first, last := changes[k], changes[e]
		s0 := max(0, first.at0-n)
		s1 := first.at1 - (first.at0 - s0)
		end0 := min(len(fa.lines), last.at0+last.del+n)
		end1 := last.at1 + last.ins + (end0 - (last.at0 + last.del))
		d.out.WriteString(fmt.Sprintf("@@ -%s +%s @@\n", diffUniRange(s0+1, end0-s0), diffUniRange(s1+1, end1-s1)))
		i := s0
		for _, ch := range changes[k : e+1] {
			for ; i < ch.at0; i++ {
				d.line(" ", fa, i)
			}
			for j := ch.at0; j < ch.at0+ch.del; j++ {
				d.line("-", fa, j)
			}
			for j := ch.at1; j < ch.at1+ch.ins; j++ {
				d.line("+", fb, j)
			}
			i = ch.at0 + ch.del
		}
		for ; i < end0; i++ {
			d.line(" ", fa, i)
		}
		k = e + 1
	}
}
