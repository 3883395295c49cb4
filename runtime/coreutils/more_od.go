package coreutils

import (
	"bufio"
	"bytes"
	"context"
	"encoding/binary"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/toolsinshell/tis/runtime/command"
)

// odSpec is one output format of od (-t TYPE).
type odSpec struct {
	kind    byte // a c d o u x f
	size    int  // bytes per value
	width   int  // field width, without the separating space
	pad     int  // padding spread over the fields of a line
	trailer bool // the z suffix: printable characters after the line
}

var (
	odOctDigits  = [9]int{0, 3, 6, 8, 11, 14, 16, 19, 22}
	odSDecDigits = [9]int{1, 4, 6, 8, 11, 13, 16, 18, 20}
	odUDecDigits = [9]int{0, 3, 5, 8, 10, 13, 15, 17, 20}
)

// odNames are the names -t a gives the control characters and space.
var odNames = [33]string{
	"nul", "soh", "stx", "etx", "eot", "enq", "ack", "bel",
	"bs", "ht", "nl", "vt", "ff", "cr", "so", "si",
	"dle", "dc1", "dc2", "dc3", "dc4", "nak", "syn", "etb",
	"can", "em", "sub", "esc", "fs", "gs", "rs", "us", "sp",
}

// odDecode parses a -t TYPE string (one or more specifications, as
// "x1z" or "d2c") and appends its formats to specs.
func odDecode(c *command.Call, s string, specs []odSpec) ([]odSpec, bool) {
	orig := s
	for s != "" {
		var sp odSpec
		ch := s[0]
		s = s[1:]
		switch ch {
		case 'd', 'o', 'u', 'x':
			sp.kind, sp.size = ch, 4
			switch {
			case s != "" && strings.IndexByte("CSIL", s[0]) >= 0:
				sp.size = map[byte]int{'C': 1, 'S': 2, 'I': 4, 'L': 8}[s[0]]
				s = s[1:]
			case s != "" && s[0] >= '0' && s[0] <= '9':
				i := 0
				for i < len(s) && s[i] >= '0' && s[i] <= '9' {
					i++
				}
				n, err := strconv.Atoi(s[:i])
				if err != nil || (n != 1 && n != 2 && n != 4 && n != 8) {
					if err != nil {
						c.Errorf("invalid type string %s", filesQuote(orig))
					} else {
						c.Errorf("invalid type string %s;\nthis system doesn't provide a %d-byte integral type", filesQuote(orig), n)
					}
					return nil, false
				}
				sp.size, s = n, s[i:]
			}
			switch ch {
			case 'd':
				sp.width = odSDecDigits[sp.size]
			case 'o':
				sp.width = odOctDigits[sp.size]
			case 'u':
				sp.width = odUDecDigits[sp.size]
			case 'x':
				sp.width = 2 * sp.size
			}
		case 'f':
			sp.kind, sp.size = 'f', 8
			switch {
			case s != "" && (s[0] == 'F' || s[0] == 'D'):
				sp.size = map[byte]int{'F': 4, 'D': 8}[s[0]]
				s = s[1:]
			case s != "" && (s[0] == 'L' || s[0] == 'B' || s[0] == 'H'):
				c.Errorf("invalid type string %s: this floating point type is not supported here", filesQuote(orig))
				return nil, false
			case s != "" && s[0] >= '0' && s[0] <= '9':
				i := 0
				for i < len(s) && s[i] >= '0' && s[i] <= '9' {
					i++
				}
				n, err := strconv.Atoi(s[:i])
				if err != nil || (n != 4 && n != 8) {
					if err != nil {
						c.Errorf("invalid type string %s", filesQuote(orig))
					} else {
						c.Errorf("invalid type string %s;\nthis system doesn't provide a %d-byte floating point type", filesQuote(orig), n)
					}
					return nil, false
				}
				sp.size, s = n, s[i:]
			}
			sp.width = 15
			if sp.size == 8 {
				sp.width = 24
			}
		case 'a', 'c':
			sp.kind, sp.size, sp.width = ch, 1, 3
		default:
			c.Errorf("invalid character '%c' in type string %s", ch, filesQuote(orig))
			return nil, false
		}
		if s != "" && s[0] == 'z' {
			sp.trailer = true
			s = s[1:]
		}
		specs = append(specs, sp)
	}
	return specs, true
}

// odOldOffset parses a traditional [+]OFFSET[.][b] operand: octal, or
// decimal with a '.', or hex with 0x; b multiplies by 512.
func odOldOffset(s string) (int64, bool) {
	s = strings.TrimPrefix(s, "+")
	if s == "" {
		return 0, false
	}
	mult := int64(1)
	if strings.HasSuffix(s, "b") || strings.HasSuffix(s, "B") {
		mult, s = 512, s[:len(s)-1]
	}
	base := 8
	switch {
	case strings.HasSuffix(s, "."):
		base, s = 10, s[:len(s)-1]
	case strings.HasPrefix(s, "0x") || strings.HasPrefix(s, "0X"):
		base, s = 16, s[2:]
	}
	n, err := strconv.ParseInt(s, base, 64)
	if err != nil || n < 0 || n > math.MaxInt64/mult {
		return 0, false
	}
	return n * mult, true
}

// odCmd is od [-A RADIX] [-t TYPE]... [-abcdfilosx] [-j BYTES] [-N BYTES]
// [-v] [-w[BYTES]] [FILE...]: the input as octal, hex, decimal,
// characters or floats, 16 bytes a line by default, repeated lines
// shown as "*". The operands are read as one stream.
func odCmd(ctx context.Context, c *command.Call) error {
	// -w and --width take an optional value, which FlagSet cannot say.
	args := make([]string, 0, len(c.Args))
	for _, a := range c.Args {
		if a == "-w" || a == "--width" {
			a = "--width=32"
		}
		args = append(args, a)
	}
	var specs []odSpec
	ok := true
	modern := false
	var bad string // the first bad option value: od stops at it
	addr, addrLen := byte('o'), 7
	var skip, limit int64 = 0, -1
	width := int64(0)
	dups := true
	fs := command.NewFlagSet(c.Name)
	fs.Func('A', "address-radix", true, func(v string) error {
		modern = true
		if v == "" {
			v = "\x00"
		}
		switch v[0] {
		case 'o', 'd':
			addr, addrLen = v[0], 7
		case 'x':
			addr, addrLen = 'x', 6
		case 'n':
			addr, addrLen = 'n', 0
		default:
			if bad == "" {
				bad = fmt.Sprintf("invalid output address radix '%c'; it must be one character from [doxn]", v[0])
			}
		}
		return nil
	})
	size := func(opt string, dst *int64) func(string) error {
		return func(v string) error {
			modern = true
			n, reason := dumpParseSizeGNU(v, true, true)
			if bad == "" {
				switch reason {
				case dumpInvalid:
					bad = fmt.Sprintf("invalid %s argument %s", opt, filesQuote(v))
				case dumpSuffix:
					bad = fmt.Sprintf("invalid suffix in %s argument %s", opt, filesQuote(v))
				case dumpOverflow:
					bad = fmt.Sprintf("%s argument %s too large", opt, filesQuote(v))
				}
			}
			*dst = n
			return nil
		}
	}
	fs.Func('j', "", true, size("-j", &skip))
	fs.Func(0, "skip-bytes", true, size("--skip-bytes", &skip))
	fs.Func('N', "", true, size("-N", &limit))
	fs.Func(0, "read-bytes", true, size("--read-bytes", &limit))
	fs.Func('t', "format", true, func(v string) error {
		modern = true
		if ok {
			specs, ok = odDecode(c, v, specs)
		}
		return nil
	})
	fs.Func('v', "output-duplicates", false, func(string) error { modern, dups = true, false; return nil })
	fs.Func(0, "width", true, func(v string) error {
		modern = true
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil || n < 0 {
			if bad == "" {
				bad = fmt.Sprintf("invalid -w argument %s", filesQuote(v))
			}
			return nil
		}
		width = max(n, 0)
		if width == 0 {
			width = -1
		}
		return nil
	})
	fs.Func('w', "", true, func(v string) error {
		n, err := strconv.ParseInt(v, 10, 64)
		modern = true
		if err != nil || n < 0 {
			if bad == "" {
				bad = fmt.Sprintf("invalid -w argument %s", filesQuote(v))
			}
			return nil
		}
		width = n
		if width == 0 {
			width = -1
		}
		return nil
	})
	for _, o := range []struct {
		ch   rune
		spec string
	}{{'a', "a"}, {'b', "o1"}, {'c', "c"}, {'d', "u2"}, {'f', "fF"}, {'i', "dI"}, {'l', "dL"}, {'o', "o2"}, {'s', "d2"}, {'x', "x2"}} {
		spec := o.spec
		fs.Func(o.ch, "", false, func(string) error {
			if ok {
				specs, ok = odDecode(c, spec, specs)
			}
			return nil
		})
	}
	ops, err := fs.Parse(args)
	if err != nil {
		return c.UsageError("%v", err)
	}
	if bad != "" {
		return c.Errorf("%s", bad)
	}
	if !ok {
		return command.Status(1)
	}
	if !modern {
		switch len(ops) {
		case 1:
			if strings.HasPrefix(ops[0], "+") {
				if n, good := odOldOffset(ops[0]); good {
					skip, ops = n, nil
				}
			}
		case 2:
			if s := ops[1]; s != "" && (s[0] == '+' || s[0] >= '0' && s[0] <= '9') {
				if n, good := odOldOffset(s); good {
					skip, ops = n, ops[:1]
				}
			}
		}
	}
	if len(specs) == 0 {
		specs, _ = odDecode(c, "o2", nil)
	}
	lcm := 1
	for _, sp := range specs {
		lcm = odLCM(lcm, sp.size)
	}
	bpb := int64(lcm * (16 / lcm))
	if lcm >= 16 {
		bpb = int64(lcm)
	}
	if width != 0 {
		w := max(width, 0)
		if w != 0 && w%int64(lcm) == 0 {
			bpb = w
		} else {
			fmt.Fprintf(c.Stderr, "%s: warning: invalid width %d; using %d instead\n", c.Name, w, lcm)
			bpb = int64(lcm)
		}
	}
	if err := c.CheckSize("width", bpb*32); err != nil {
		return c.Errorf("%v", err)
	}
	perBlock := 0
	for _, sp := range specs {
		perBlock = max(perBlock, (sp.width+1)*int(bpb)/sp.size)
	}
	for i := range specs {
		specs[i].pad = perBlock - specs[i].width*int(bpb)/specs[i].size
	}

	out := textNewOut(c)
	in := newDumpInput(ctx, c, out, ops)
	defer in.close()
	if !in.prime() {
		return textFinish(ctx, c, out, 1) // no input at all: no dump
	}
	if skip > 0 {
		n, err := dumpSkip(in, skip)
		if err != nil {
			return err
		}
		if n < skip {
			out.Flush()
			return c.Errorf("cannot skip past end of combined input")
		}
	}
	d := &odDump{out: out, specs: specs, bpb: int(bpb), addr: addr, addrLen: addrLen, dups: dups, first: true}
	offset := skip
	cur, prev := make([]byte, bpb), make([]byte, bpb)
	n := 0
	for {
		if err := ctx.Err(); err != nil {
			return err
		}
		want := int(bpb)
		if limit >= 0 {
			left := limit - (offset - skip)
			if left <= 0 {
				n = 0
				break
			}
			want = int(min(left, bpb))
		}
		n, err = dumpFill(in, cur[:want])
		if err != nil {
			return err
		}
		if n < int(bpb) {
			break
		}
		d.block(offset, n, prev, cur)
		offset += int64(n)
		cur, prev = prev, cur
	}
	if n > 0 {
		end := (n + lcm - 1) / lcm * lcm
		clear(cur[n:end])
		d.block(offset, n, prev, cur)
		offset += int64(n)
	}
	d.address(offset)
	if addr != 'n' {
		out.WriteByte('\n')
	}
	status := 0
	if in.failed {
		status = 1
	}
	return textFinish(ctx, c, out, status)
}

func odLCM(a, b int) int {
	x, y := a, b
	for y != 0 {
		x, y = y, x%y
	}
	return a / x * b
}

// odDump writes od's lines.
type odDump struct {
	out      *bufio.Writer
	specs    []odSpec
	bpb      int
	addr     byte
	addrLen  int
	dups     bool
	first    bool
	starLast bool
}

func (d *odDump) address(off int64) {
	var s string
	switch d.addr {
	case 'n':
		return
	case 'd':
		s = strconv.FormatInt(off, 10)
	case 'x':
		s = strconv.FormatInt(off, 16)
	default:
		s = strconv.FormatInt(off, 8)
	}
	for i := len(s); i < d.addrLen; i++ {
		d.out.WriteByte('0')
	}
	d.out.WriteString(s)
}

// block writes the lines of one block of n bytes (cur holds them, padded
// with zeros), or "*" for a repeat of the block before.
func (d *odDump) block(off int64, n int, prev, cur []byte) {
	if d.dups && !d.first && n == d.bpb && bytes.Equal(prev, cur) {
		if !d.starLast {
			d.out.WriteString("*\n")
			d.starLast = true
		}
		return
	}
	d.starLast = false
	d.first = false
	for i, sp := range d.specs {
		if i == 0 {
			d.address(off)
		} else {
			for j := 0; j < d.addrLen; j++ {
				d.out.WriteByte(' ')
			}
		}
		fields := d.bpb / sp.size
		blank := (d.bpb - n) / sp.size
		padLeft := sp.pad
		for f := fields; f > blank; f-- {
			next := sp.pad * (f - 1) / fields
			w := padLeft - next + sp.width
			k := (fields - f) * sp.size
			s := odValue(sp, cur[k:k+sp.size])
			for j := len(s); j < w; j++ {
				d.out.WriteByte(' ')
			}
			d.out.WriteString(s)
			padLeft = next
		}
		if sp.trailer {
			fill := blank*sp.width + sp.pad*blank/fields
			for j := 0; j < fill; j++ {
				d.out.WriteByte(' ')
			}
			d.out.WriteString("  >")
			for _, b := range cur[:n] {
				if !dumpPrintable(b) {
					b = '.'
				}
				d.out.WriteByte(b)
			}
			d.out.WriteByte('<')
		}
		d.out.WriteByte('\n')
	}
}

// odValue formats one value of b (little-endian) as sp says, unpadded
// except for od's leading zeros in octal and hex.
func odValue(sp odSpec, b []byte) string {
	var u uint64
	switch sp.size {
	case 1:
		u = uint64(b[0])
	case 2:
		u = uint64(binary.LittleEndian.Uint16(b))
	case 4:
		u = uint64(binary.LittleEndian.Uint32(b))
	case 8:
		u = binary.LittleEndian.Uint64(b)
	}
	switch sp.kind {
	case 'a':
		ch := b[0] & 0x7f
		switch {
		case ch == 0x7f:
			return "del"
		case ch <= ' ':
			return odNames[ch]
		}
		return string(rune(ch))
	case 'c':
		return dumpChar(b[0])
	case 'd':
		shift := 64 - 8*uint(sp.size)
		return strconv.FormatInt(int64(u<<shift)>>shift, 10)
	case 'u':
		return strconv.FormatUint(u, 10)
	case 'o':
		s := strconv.FormatUint(u, 8)
		return strings.Repeat("0", max(0, sp.width-len(s))) + s
	case 'x':
		s := strconv.FormatUint(u, 16)
		return strings.Repeat("0", max(0, sp.width-len(s))) + s
	case 'f':
		if sp.size == 4 {
			return odFloat(float64(math.Float32frombits(uint32(u))), 32)
		}
		return odFloat(math.Float64frombits(u), 64)
	}
	return ""
}

// odFloat formats x as od does (gnulib's ftoastr): the fewest %g digits,
// from the type's DIG (1 for subnormals) up, that read back as x.
func odFloat(x float64, bits int) string {
	switch {
	case math.IsNaN(x):
		if math.Signbit(x) {
			return "-nan"
		}
		return "nan"
	case math.IsInf(x, 1):
		return "inf"
	case math.IsInf(x, -1):
		return "-inf"
	}
	start, smallest := 15, 0x1p-1022
	if bits == 32 {
		start, smallest = 6, 0x1p-126
	}
	if math.Abs(x) < smallest {
		start = 1
	}
	for p := start; p < 17; p++ {
		s := strconv.FormatFloat(x, 'g', p, bits)
		if v, err := strconv.ParseFloat(s, bits); err == nil && v == x {
			return s
		}
	}
	return strconv.FormatFloat(x, 'g', 17, bits)
}
