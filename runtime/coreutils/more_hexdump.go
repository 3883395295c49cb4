package coreutils

import (
	"bytes"
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/toolsinshell/tis/runtime/command"
)

// hexdumpFormat is one of hexdump's built-in formats: the address, then
// 16 bytes a line in units of unit bytes, each cell wide (its leading
// separator included).
type hexdumpFormat struct {
	addrWidth int
	unit      int
	cellWidth int
	cell      func(v uint16) string
	canonical bool // -C: hex bytes in two groups of 8 and a |text| column
}

func hexdumpFormats(ch byte) hexdumpFormat {
	switch ch {
	case 'C':
		return hexdumpFormat{addrWidth: 8, unit: 1, cellWidth: 3, canonical: true,
			cell: func(v uint16) string { return fmt.Sprintf(" %02x", v) }}
	case 'x':
		return hexdumpFormat{addrWidth: 7, unit: 2, cellWidth: 8,
			cell: func(v uint16) string { return fmt.Sprintf("    %04x", v) }}
	case 'd':
		return hexdumpFormat{addrWidth: 7, unit: 2, cellWidth: 8,
			cell: func(v uint16) string { return fmt.Sprintf("   %05d", v) }}
	case 'o':
		return hexdumpFormat{addrWidth: 7, unit: 2, cellWidth: 8,
			cell: func(v uint16) string { return fmt.Sprintf("  %06o", v) }}
	case 'b':
		return hexdumpFormat{addrWidth: 7, unit: 1, cellWidth: 4,
			cell: func(v uint16) string { return fmt.Sprintf(" %03o", v) }}
	case 'c':
		return hexdumpFormat{addrWidth: 7, unit: 1, cellWidth: 4,
			cell: func(v uint16) string { return fmt.Sprintf(" %3s", dumpChar(byte(v))) }}
	}
	return hexdumpFormat{addrWidth: 7, unit: 2, cellWidth: 5,
		cell: func(v uint16) string { return fmt.Sprintf(" %04x", v) }}
}

// hexdumpCmd is hexdump [-bcCdox] [-n LENGTH] [-s OFFSET] [-v] [FILE...]
// with util-linux's built-in formats (the default is 16-bit hex words);
// -e and -f format strings are not supported. The files are read as one
// stream.
func hexdumpCmd(ctx context.Context, c *command.Call) error {
	var formats []hexdumpFormat
	length, skip := int64(-1), int64(0)
	verbose := false
	var bad string
	fs := command.NewFlagSet(c.Name)
	for _, ch := range "Cxdobc" {
		f := hexdumpFormats(byte(ch))
		long := ""
		if ch == 'C' {
			long = "canonical"
		}
		fs.Func(ch, long, false, func(string) error { formats = append(formats, f); return nil })
	}
	fs.Func('n', "length", true, func(v string) error {
		n, ok := dumpParseSize(v, true)
		if !ok && bad == "" {
			bad = fmt.Sprintf("failed to parse length: '%s': Invalid argument", v)
		}
		length = n
		return nil
	})
	fs.Func('s', "skip", true, func(v string) error {
		n, ok := dumpParseSize(v, true)
		if !ok && bad == "" {
			bad = fmt.Sprintf("failed to parse offset: '%s': Invalid argument", v)
		}
		skip = n
		return nil
	})
	fs.Func('v', "no-squeezing", false, func(string) error { verbose = true; return nil })
	ops, err := fs.ParseOrUsage(c)
	if err != nil {
		return err
	}
	if bad != "" {
		return c.Errorf("%s", bad)
	}
	if len(formats) == 0 {
		formats = append(formats, hexdumpFormats(0))
	}
	out := textNewOut(c)
	in := newDumpInput(ctx, c, out, ops)
	defer in.close()
	status := func() int {
		if in.failed {
			return 1
		}
		return 0
	}
	if length == 0 {
		return textFinish(ctx, c, out, status())
	}
	offset := int64(0)
	if skip > 0 {
		n, err := dumpSkip(in, skip)
		if err != nil {
			return err
		}
		offset = n
	}
	cur, prev := make([]byte, 16), make([]byte, 16)
	first, starred := true, false
	shown := int64(0)
	for {
		if err := ctx.Err(); err != nil {
			return err
		}
		want := 16
		if length > 0 {
			want = int(min(int64(16), length-shown))
		}
		if want <= 0 {
			break
		}
		n, err := dumpFill(in, cur[:want])
		if err != nil {
			return err
		}
		if n == 0 {
			break
		}
		if !verbose && !first && n == 16 && bytes.Equal(cur, prev) {
			if !starred {
				out.WriteString("*\n")
				starred = true
			}
		} else {
			starred = false
			for _, f := range formats {
				hexdumpLine(out, f, offset, cur[:n])
			}
		}
		first = false
		offset += int64(n)
		shown += int64(n)
		cur, prev = prev, cur
		if n < want {
			break
		}
	}
	if len(ops) > 0 && in.opened == 0 {
		out.Flush()
		c.Errorf("all input file arguments failed")
		return textFinish(ctx, c, out, 1)
	}
	if offset > 0 {
		f := formats[len(formats)-1]
		s := strconv.FormatInt(offset, 16)
		out.WriteString(strings.Repeat("0", max(0, f.addrWidth-len(s))) + s + "\n")
	}
	return textFinish(ctx, c, out, status())
}

// hexdumpLine writes one line of format f for the bytes b at offset.
func hexdumpLine(out interface {
	WriteString(string) (int, error)
}, f hexdumpFormat, offset int64, b []byte) {
	var sb strings.Builder
	s := strconv.FormatInt(offset, 16)
	sb.WriteString(strings.Repeat("0", max(0, f.addrWidth-len(s))) + s)
	if f.canonical {
		sb.WriteByte(' ')
	}
	cells := 16 / f.unit
	for i := 0; i < cells; i++ {
		if f.canonical && i == 8 {
			sb.WriteByte(' ')
		}
		k := i * f.unit
		if k >= len(b) {
			sb.WriteString(strings.Repeat(" ", f.cellWidth))
			continue
		}
		v := uint16(b[k])
		if f.unit == 2 && k+1 < len(b) {
			v |= uint16(b[k+1]) << 8
		}
		sb.WriteString(f.cell(v))
	}
	if f.canonical {
		sb.WriteString("  |")
		for _, ch := range b {
			if !dumpPrintable(ch) {
				ch = '.'
			}
			sb.WriteByte(ch)
		}
		sb.WriteByte('|')
	}
	sb.WriteByte('\n')
	out.WriteString(sb.String())
}
