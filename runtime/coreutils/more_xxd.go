package coreutils

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// xxdOptions are xxd's settings.
type xxdOptions struct {
	mode      byte // 0 normal, 'p' plain, 'i' C include, 'b' bits, 'e' little-endian
	revert    bool
	autoskip  bool
	upper     bool
	capital   bool // -C: capitalized -i names
	decimal   bool // -d: decimal offsets
	cols      int
	group     int
	groupSet  bool
	length    int64 // -1: all
	seek      string
	offset    int64 // -o: added to the displayed offsets
	name      string
	nameSet   bool
	colsSet   bool
	maxOctets int
}

// xxdLongNames are xxd's spelled-out options, which it takes after one
// dash, rewritten to their letters.
var xxdLongNames = map[string]string{
	"-ps": "-p", "-postscript": "-p", "-plain": "-p", "-revert": "-r", "-include": "-i",
	"-len": "-l", "-seek": "-s", "-cols": "-c", "-groupsize": "-g", "-uppercase": "-u",
	"-autoskip": "-a", "-bits": "-b", "-name": "-n", "-capitalize": "-C", "-little-endian": "-e",
}

// xxdCmd is xxd [-a] [-b|-e|-i|-p] [-C] [-c COLS] [-d] [-g BYTES]
// [-l LEN] [-n NAME] [-o OFF] [-s [+|-]SEEK] [-u] [INFILE [OUTFILE]]
// and xxd -r [-p] [-c COLS] [INFILE [OUTFILE]] (a hex dump back to
// bytes; an OUTFILE is patched in place, as xxd does).
func xxdCmd(ctx context.Context, c *command.Call) error {
	o := &xxdOptions{length: -1}
	args := make([]string, 0, len(c.Args))
	for _, a := range c.Args {
		if l, ok := xxdLongNames[a]; ok {
			a = l
		}
		args = append(args, a)
	}
	var bad string
	num := func(what string, dst *int64) func(string) error {
		return func(v string) error {
			n, err := strconv.ParseInt(strings.TrimSpace(v), 0, 64)
			if err != nil && bad == "" {
				bad = fmt.Sprintf("invalid %s: %s", what, filesQuote(v))
			}
			*dst = n
			return nil
		}
	}
	var cols, group int64
	fs := command.NewFlagSet(c.Name)
	fs.Func('a', "", false, func(string) error { o.autoskip = !o.autoskip; return nil })
	fs.Func('b', "", false, func(string) error { o.mode = 'b'; return nil })
	fs.Func('e', "", false, func(string) error { o.mode = 'e'; return nil })
	fs.Func('i', "", false, func(string) error { o.mode = 'i'; return nil })
	fs.Func('p', "", false, func(string) error { o.mode = 'p'; return nil })
	fs.Func('r', "", false, func(string) error { o.revert = true; return nil })
	fs.Func('u', "", false, func(string) error { o.upper = true; return nil })
	fs.Func('C', "", false, func(string) error { o.capital = true; return nil })
	fs.Func('d', "", false, func(string) error { o.decimal = true; return nil })
	fs.Func('c', "", true, func(v string) error { o.colsSet = true; return num("number of columns", &cols)(v) })
	fs.Func('g', "", true, func(v string) error { o.groupSet = true; return num("group size", &group)(v) })
	fs.Func('l', "", true, num("length", &o.length))
	fs.Func('o', "", true, num("offset", &o.offset))
	fs.Func('s', "", true, func(v string) error { o.seek = v; return nil })
	fs.Func('n', "", true, func(v string) error { o.name, o.nameSet = v, true; return nil })
	fs.NegativeNumbers = false
	ops, err := fs.Parse(args)
	if err != nil {
		return c.UsageError("%v", err)
	}
	if bad != "" {
		return c.Fail(1, "%s", bad)
	}
	if len(ops) > 2 {
		return c.UsageError("too many arguments: %s", filesQuote(ops[2]))
	}
	o.cols, o.group = int(min(max(cols, -1), 1<<20)), int(min(max(group, -1), 1<<20))
	switch o.mode {
	case 'p':
		if !o.colsSet {
			o.cols = 30
		}
	case 'i':
		if !o.colsSet {
			o.cols = 12
		}
	case 'b':
		if !o.colsSet {
			o.cols = 6
		}
		if !o.groupSet {
			o.group = 1
		}
		o.maxOctets = 256
	case 'e':
		if !o.colsSet {
			o.cols = 16
		}
		if !o.groupSet {
			o.group = 4
		}
		o.maxOctets = 256
	default:
		if !o.colsSet {
			o.cols = 16
		}
		if !o.groupSet {
			o.group = 2
		}
		o.maxOctets = 256
	}
	if o.colsSet && o.cols == 0 && o.mode != 'p' && o.mode != 'i' {
		o.cols = 16
		if o.mode == 'b' {
			o.cols = 6
		}
	}
	if o.mode == 'i' && o.cols == 0 {
		o.cols = 12
	}
	if o.cols < 0 || o.cols == 0 && o.mode != 'p' || o.maxOctets > 0 && o.cols > o.maxOctets {
		return c.Fail(1, "invalid number of columns (max. %d).", o.maxOctets)
	}
	if err := c.CheckSize("width", int64(o.cols)*16); err != nil {
		return c.Errorf("%v", err)
	}
	if o.group < 1 || o.group > o.cols {
		o.group = o.cols
	}
	if o.mode == 'e' && o.group&(o.group-1) != 0 {
		return c.Fail(1, "number of octets per group must be a power of 2 with -e.")
	}

	inName := "-"
	if len(ops) > 0 {
		inName = ops[0]
	}
	in, err := c.Open(inName)
	if err != nil {
		return c.Fail(2, "%s: %s", inName, vfs.Reason(err))
	}
	defer in.Close()
	if fi, ok := in.(*vfs.File); ok {
		if st, err := fi.Stat(); err == nil && st.IsDir() {
			return c.Fail(2, "%s", "Is a directory")
		}
	}
	var w io.Writer = c.Stdout
	outName := ""
	if len(ops) > 1 && ops[1] != "-" {
		outName = c.Path(ops[1])
		flag := os.O_WRONLY | os.O_CREATE | os.O_TRUNC
		if o.revert {
			flag = os.O_WRONLY | os.O_CREATE // patched in place below
		}
		f, err := c.FS.OpenFile(outName, flag, 0o644)
		if err != nil {
			return c.Fail(2, "%s: %s", ops[1], vfs.Reason(err))
		}
		defer f.Close()
		w = f
	}
	out := bufio.NewWriterSize(w, textBufSize)
	if o.revert {
		err = xxdRevert(ctx, c, o, in, out, outName)
	} else {
		err = xxdDump(ctx, c, o, inName, in, out)
	}
	if err != nil {
		return err
	}
	return textFinish(ctx, c, out, 0)
}

// xxdDump writes the dump of in.
func xxdDump(ctx context.Context, c *command.Call, o *xxdOptions, inName string, in io.Reader, out *bufio.Writer) error {
	br := bufio.NewReaderSize(textCtxReader{ctx, in}, 64*1024)
	var start int64
	if s := o.seek; s != "" {
		rel := strings.HasPrefix(s, "+")
		s = strings.TrimPrefix(s, "+")
		neg := strings.HasPrefix(s, "-")
		n, err := strconv.ParseInt(strings.TrimPrefix(s, "-"), 0, 64)
		if err != nil || n < 0 {
			return c.Fail(1, "invalid seek offset: %s", filesQuote(o.seek))
		}
		_ = rel // reading starts at the beginning either way
		if neg {
			size, ok := textRegularSize(in)
			if !ok {
				return c.Fail(2, "sorry, cannot seek.")
			}
			n = max(size-n, 0)
		}
		k, err := dumpSkip(br, n)
		if err != nil {
			return err
		}
		start = k
		if k < n {
			return nil
		}
	}
	left := o.length
	upper := func(s string) string {
		if o.upper {
			return strings.ToUpper(s)
		}
		return s
	}
	read := func(p []byte) (int, error) {
		if left >= 0 && int64(len(p)) > left {
			p = p[:left]
		}
		n, err := dumpFill(br, p)
		if left >= 0 {
			left -= int64(n)
		}
		return n, err
	}
	switch o.mode {
	case 'p':
		cols := o.cols
		if cols == 0 {
			cols = 4096 // -c 0: one line
		}
		buf := make([]byte, cols)
		any := false
		for {
			n, err := read(buf)
			if err != nil {
				return err
			}
			if n == 0 {
				break
			}
			any = true
			for _, b := range buf[:n] {
				out.WriteString(upper(fmt.Sprintf("%02x", b)))
			}
			out.WriteByte('\n')
			if n < len(buf) {
				break
			}
		}
		_ = any
		return nil
	case 'i':
		name := o.name
		header := o.nameSet || inName != "-"
		if header {
			if !o.nameSet {
				name = xxdCName(inName)
			}
			if o.capital {
				name = strings.ToUpper(name)
			}
			out.WriteString("unsigned char " + name + "[] = {\n")
		}
		buf := make([]byte, o.cols)
		total := 0
		for {
			n, err := read(buf)
			if err != nil {
				return err
			}
			for i, b := range buf[:n] {
				switch {
				case total == 0 && i == 0:
					out.WriteString("  ")
				case i == 0:
					out.WriteString(",\n  ")
				default:
					out.WriteString(", ")
				}
				if o.upper {
					fmt.Fprintf(out, "0X%02X", b)
				} else {
					fmt.Fprintf(out, "0x%02x", b)
				}
			}
			total += n
			if n < len(buf) {
				break
			}
		}
		if total > 0 {
			out.WriteString("\n")
		}
		if header {
			out.WriteString("};\n")
			suffix := "_len"
			if o.capital {
				suffix = "_LEN"
			}
			fmt.Fprintf(out, "unsigned int %s%s = %d;\n", name, suffix, total)
		}
		return nil
	}
	// The normal, -b and -e dumps: an address, groups, then the text.
	per := 2
	if o.mode == 'b' {
		per = 8
	}
	grpLen := per*o.group + 1
	addrLen := 9
	textCol := addrLen + 3 + (grpLen*o.cols-1)/o.group
	line := make([]byte, textCol+o.cols+1)
	buf := make([]byte, o.cols)
	sk := &xxdSkip{}
	addr := start + o.offset
	for {
		if err := ctx.Err(); err != nil {
			return err
		}
		n, err := read(buf)
		if err != nil {
			return err
		}
		if n == 0 {
			break
		}
		for i := range line {
			line[i] = ' '
		}
		a := fmt.Sprintf("%08x:", addr)
		if o.decimal {
			a = fmt.Sprintf("%08d:", addr)
		}
		copy(line, upper(a))
		nonzero := false
		for p, b := range buf[:n] {
			if b != 0 {
				nonzero = true
			}
			x := p
			if o.mode == 'e' {
				x = p ^ (o.group - 1)
			}
			col := addrLen + 1 + (grpLen*x)/o.group
			var digits string
			if o.mode == 'b' {
				digits = fmt.Sprintf("%08b", b)
			} else {
				digits = upper(fmt.Sprintf("%02x", b))
			}
			copy(line[col:], digits)
			if !dumpPrintable(b) {
				b = '.'
			}
			line[textCol+p] = b
		}
		end := textCol + n
		line[end] = '\n'
		text := string(line[:end+1])
		switch {
		case n < o.cols:
			sk.line(out, text, 1)
		case o.autoskip && !nonzero:
			sk.line(out, text, 0)
		default:
			sk.line(out, text, 1)
		}
		addr += int64(n)
		if n < o.cols {
			sk.last = ""
			return nil
		}
		sk.last = text
	}
	if o.autoskip && sk.last != "" {
		sk.line(out, sk.last, -1)
	}
	return nil
}

// xxdSkip holds the state of xxd -a, which prints a single "*" for a
// run of three or more all-zero lines (the run's first and last lines
// are shown).
type xxdSkip struct {
	zeroSeen int
	held     string
	last     string
}

// line prints l as xxd's xxdline does for nz: > 0 a line with a
// non-zero byte (or any line without -a), 0 an all-zero line, < 0 the
// end of the input.
func (s *xxdSkip) line(out *bufio.Writer, l string, nz int) {
	if nz == 0 && s.zeroSeen == 1 {
		s.held = l
	}
	show := nz != 0
	if !show {
		show = s.zeroSeen == 0
		s.zeroSeen++
	}
	if !show {
		return
	}
	if nz != 0 {
		if nz < 0 {
			s.zeroSeen--
		}
		if s.zeroSeen == 2 {
			out.WriteString(s.held)
		}
		if s.zeroSeen > 2 {
			out.WriteString("*\n")
		}
	}
	if nz >= 0 || s.zeroSeen > 0 {
		out.WriteString(l)
	}
	if nz != 0 {
		s.zeroSeen = 0
	}
}

// xxdCName is the C identifier xxd -i makes of a file name.
func xxdCName(name string) string {
	var sb strings.Builder
	if name != "" && name[0] >= '0' && name[0] <= '9' {
		sb.WriteString("__")
	}
	for i := 0; i < len(name); i++ {
		ch := name[i]
		if ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z' || ch >= '0' && ch <= '9' {
			sb.WriteByte(ch)
		} else {
			sb.WriteByte('_')
		}
	}
	return sb.String()
}

func xxdHexDigit(ch byte) int {
	switch {
	case ch >= '0' && ch <= '9':
		return int(ch - '0')
	case ch >= 'a' && ch <= 'f':
		return int(ch-'a') + 10
	case ch >= 'A' && ch <= 'F':
		return int(ch-'A') + 10
	}
	return -1
}

// xxdRevert turns a hex dump (normal, or plain with -p) back into bytes,
// as xxd -r does: in a normal dump each line's address places its bytes
// (a gap is filled with zeros) and the text column is ignored. With an
// output file, bytes are patched into it.
func xxdRevert(ctx context.Context, c *command.Call, o *xxdOptions, in io.Reader, out *bufio.Writer, file string) error {
	br := bufio.NewReaderSize(textCtxReader{ctx, in}, 64*1024)
	plain := o.mode == 'p'
	cols := o.cols
	if !o.colsSet && !plain {
		cols = 16
	}
	var patch []byte
	if file != "" {
		f, err := c.FS.Open(file)
		if err != nil {
			return c.Errorf("%s", vfs.Reason(err))
		}
		data, err := command.ReadAllMax(ctx, f, c.BufferLimit(), "output")
		f.Close()
		if err != nil {
			if command.IsTooLarge(err) {
				return c.Errorf("%v", err)
			}
			return err
		}
		patch = append(data, 0)[:len(data)] // never nil: patching
	}
	var have, want int64
	n1, n2, n3 := -1, -1, -1
	p := cols
	ignore := true
	budget := c.Budget("output")
	emit := func(b byte) error {
		if want < have {
			return c.Fail(2, "sorry, cannot seek backwards.")
		}
		if gap := want - have; gap > 0 {
			if err := c.CheckSize("output", gap); err != nil {
				return c.Errorf("%v", err)
			}
			if patch == nil {
				for i := int64(0); i < gap; i++ {
					if err := out.WriteByte(0); err != nil {
						return textWriteFail(ctx, c, err)
					}
				}
			}
			have = want
		}
		if patch != nil {
			if have >= int64(len(patch)) {
				if err := budget.Add(int(have - int64(len(patch)) + 1)); err != nil {
					return c.Errorf("%v", err)
				}
			}
			for int64(len(patch)) <= have {
				patch = append(patch, 0)
			}
			patch[have] = b
		} else if _, err := out.Write([]byte{b}); err != nil {
			return textWriteFail(ctx, c, err)
		}
		have++
		want++
		return nil
	}
	skipLine := func() (byte, error) {
		for {
			ch, err := br.ReadByte()
			if err != nil {
				return 0, err
			}
			if ch == '\n' {
				return ch, nil
			}
		}
	}
	for {
		ch, err := br.ReadByte()
		if err == io.EOF {
			break
		}
		if err != nil {
			return err
		}
		if ch == '\r' {
			continue
		}
		if plain && (ch == ' ' || ch == '\n' || ch == '\t') {
			continue
		}
		n3, n2 = n2, n1
		n1 = xxdHexDigit(ch)
		if n1 == -1 && ignore {
			continue
		}
		ignore = false
		if !plain && p >= cols {
			if n1 < 0 {
				p = 0
				continue
			}
			want = want<<4 | int64(n1)
			if want > 1<<40 {
				return c.Errorf("offset too large")
			}
			continue
		}
		if n2 >= 0 && n1 >= 0 {
			if err := emit(byte(n2<<4 | n1)); err != nil {
				return err
			}
			n1 = -1
			p++
			if !plain && p >= cols {
				if ch, err = skipLine(); err == io.EOF {
					break
				} else if err != nil {
					return err
				}
			}
		} else if n1 < 0 && n2 < 0 && n3 < 0 {
			if ch, err = skipLine(); err == io.EOF {
				break
			} else if err != nil {
				return err
			}
		}
		if ch == '\n' {
			if !plain {
				want = 0
			}
			p = cols
			ignore = true
		}
	}
	if patch != nil {
		if err := c.FS.WriteFile(file, patch, 0o644); err != nil {
			return c.Errorf("%s: %s", file, vfs.Reason(err))
		}
	}
	return nil
}
