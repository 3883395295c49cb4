package coreutils

import (
	"bufio"
	"context"
	"encoding/binary"
	"fmt"
	"io"
	"os"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// iconvCharset is one encoding iconv knows.
type iconvCharset struct {
	name string
	// decode reads one character from b: its rune, its length, and
	// whether b holds too little of it (at the end) or it is invalid
	// (n > 0, ok false).
	decode func(b []byte, st *iconvState) (r rune, n int, incomplete, ok bool)
	// encode appends r, or reports that the charset cannot hold it.
	encode func(dst []byte, r rune, st *iconvState) ([]byte, bool)
}

// iconvState is what UTF-16 and UTF-32 remember across calls: the byte
// order (from a BOM) and whether the BOM was handled.
type iconvState struct {
	bigEndian bool
	bomDone   bool
}

// iconvNames maps a charset name, upper case without - and _, to the
// canonical name.
var iconvNames = map[string]string{
	"UTF8": "UTF-8", "ASCII": "ASCII", "USASCII": "ASCII", "ANSIX3.41968": "ASCII", "646": "ASCII", "US": "ASCII",
	"ISO88591": "ISO-8859-1", "LATIN1": "ISO-8859-1", "L1": "ISO-8859-1", "ISO885911987": "ISO-8859-1", "CP819": "ISO-8859-1", "IBM819": "ISO-8859-1",
	"UTF16": "UTF-16", "UTF16LE": "UTF-16LE", "UTF16BE": "UTF-16BE",
	"UTF32": "UTF-32", "UTF32LE": "UTF-32LE", "UTF32BE": "UTF-32BE",
	"CP1252": "WINDOWS-1252", "WINDOWS1252": "WINDOWS-1252", "MSANSI": "WINDOWS-1252",
}

// iconvCP1252 is Windows-1252's 0x80-0x9F (0 where it has none).
var iconvCP1252 = [32]rune{
	0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
	0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
}

func iconvLookup(name string) (iconvCharset, bool) {
	key := strings.ToUpper(strings.NewReplacer("-", "", "_", "").Replace(name))
	canon, ok := iconvNames[key]
	if !ok {
		return iconvCharset{}, false
	}
	cs := iconvCharset{name: canon}
	switch canon {
	case "UTF-8":
		cs.decode = func(b []byte, _ *iconvState) (rune, int, bool, bool) {
			if !utf8.FullRune(b) {
				return 0, 0, true, false
			}
			r, n := utf8.DecodeRune(b)
			if r == utf8.RuneError && n <= 1 {
				return 0, 1, false, false
			}
			return r, n, false, true
		}
		cs.encode = func(dst []byte, r rune, _ *iconvState) ([]byte, bool) { return utf8.AppendRune(dst, r), true }
	case "ASCII", "ISO-8859-1":
		top := rune(0x7f)
		if canon == "ISO-8859-1" {
			top = 0xff
		}
		cs.decode = func(b []byte, _ *iconvState) (rune, int, bool, bool) {
			if rune(b[0]) > top {
				return 0, 1, false, false
			}
			return rune(b[0]), 1, false, true
		}
		cs.encode = func(dst []byte, r rune, _ *iconvState) ([]byte, bool) {
			if r > top || r < 0 {
				return dst, false
			}
			return append(dst, byte(r)), true
		}
	case "WINDOWS-1252":
		cs.decode = func(b []byte, _ *iconvState) (rune, int, bool, bool) {
			if b[0] >= 0x80 && b[0] < 0xa0 {
				r := iconvCP1252[b[0]-0x80]
				return r, 1, false, r != 0
			}
			return rune(b[0]), 1, false, true
		}
		cs.encode = func(dst []byte, r rune, _ *iconvState) ([]byte, bool) {
			if r < 0x80 || r >= 0xa0 && r <= 0xff {
				return append(dst, byte(r)), true
			}
			for i, v := range iconvCP1252 {
				if v == r && v != 0 {
					return append(dst, byte(0x80+i)), true
				}
			}
			return dst, false
		}
	case "UTF-16", "UTF-16LE", "UTF-16BE":
		withBOM := canon == "UTF-16"
		be := canon == "UTF-16BE"
		unit := func(b []byte, st *iconvState) uint16 {
			if st.bigEndian {
				return binary.BigEndian.Uint16(b)
			}
			return binary.LittleEndian.Uint16(b)
		}
		cs.decode = func(b []byte, st *iconvState) (rune, int, bool, bool) {
			if !st.bomDone {
				st.bomDone, st.bigEndian = true, be
				if withBOM && len(b) >= 2 {
					switch {
					case b[0] == 0xff && b[1] == 0xfe:
						st.bigEndian = false
						return -1, 2, false, true
					case b[0] == 0xfe && b[1] == 0xff:
						st.bigEndian = true
						return -1, 2, false, true
					}
				}
			}
			if len(b) < 2 {
				return 0, 0, true, false
			}
			u := unit(b, st)
			switch {
			case u >= 0xd800 && u < 0xdc00:
				if len(b) < 4 {
					return 0, 0, true, false
				}
				u2 := unit(b[2:], st)
				if u2 < 0xdc00 || u2 >= 0xe000 {
					return 0, 2, false, false
				}
				return utf16.DecodeRune(rune(u), rune(u2)), 4, false, true
			case u >= 0xdc00 && u < 0xe000:
				return 0, 2, false, false
			}
			return rune(u), 2, false, true
		}
		cs.encode = func(dst []byte, r rune, st *iconvState) ([]byte, bool) {
			if !st.bomDone {
				st.bomDone, st.bigEndian = true, be
				if withBOM {
					dst = append(dst, 0xff, 0xfe)
				}
			}
			put := func(u uint16) {
				if st.bigEndian {
					dst = binary.BigEndian.AppendUint16(dst, u)
				} else {
					dst = binary.LittleEndian.AppendUint16(dst, u)
				}
			}
			if r >= 0x10000 {
				a, b := utf16.EncodeRune(r)
				put(uint16(a))
				put(uint16(b))
			} else {
				put(uint16(r))
			}
			return dst, true
		}
	case "UTF-32", "UTF-32LE", "UTF-32BE":
		withBOM := canon == "UTF-32"
		be := canon == "UTF-32BE"
		cs.decode = func(b []byte, st *iconvState) (rune, int, bool, bool) {
			if len(b) < 4 {
				return 0, 0, true, false
			}
			if !st.bomDone {
				st.bomDone, st.bigEndian = true, be
				if withBOM {
					switch {
					case b[0] == 0xff && b[1] == 0xfe && b[2] == 0 && b[3] == 0:
						st.bigEndian = false
						return -1, 4, false, true
					case b[0] == 0 && b[1] == 0 && b[2] == 0xfe && b[3] == 0xff:
						st.bigEndian = true
						return -1, 4, false, true
					}
				}
			}
			u := binary.LittleEndian.Uint32(b)
			if st.bigEndian {
				u = binary.BigEndian.Uint32(b)
			}
			if u > utf8.MaxRune || u >= 0xd800 && u < 0xe000 {
				return 0, 4, false, false
			}
			return rune(u), 4, false, true
		}
		cs.encode = func(dst []byte, r rune, st *iconvState) ([]byte, bool) {
			if !st.bomDone {
				st.bomDone, st.bigEndian = true, be
				if withBOM {
					dst = append(dst, 0xff, 0xfe, 0, 0)
				}
			}
			if st.bigEndian {
				return binary.BigEndian.AppendUint32(dst, uint32(r)), true
			}
			return binary.LittleEndian.AppendUint32(dst, uint32(r)), true
		}
	}
	return cs, true
}

// iconvListed are the names iconv -l prints.
var iconvListed = []string{"ANSI_X3.4-1968", "ASCII", "CP1252", "CP819", "ISO-8859-1", "ISO_8859-1", "LATIN1", "L1",
	"US-ASCII", "UTF-16", "UTF-16BE", "UTF-16LE", "UTF-32", "UTF-32BE", "UTF-32LE", "UTF-8", "UTF8", "WINDOWS-1252"}

// iconvCmd is iconv [-c] [-f FROM] [-t TO[//TRANSLIT][//IGNORE]]
// [-o FILE] [FILE...] and iconv -l: text converted between UTF-8, ASCII,
// ISO-8859-1 (LATIN1), WINDOWS-1252, UTF-16 and UTF-32 (with or without
// BOM, LE or BE). -c and //IGNORE drop characters the target lacks,
// //TRANSLIT spells them in ASCII as glibc does.
func iconvCmd(ctx context.Context, c *command.Call) error {
	fs := command.NewFlagSet(c.Name)
	// The locale's charset is the default, as in glibc.
	def := "UTF-8"
	if treeLocale(c) != "utf-8" {
		def = "ASCII"
	}
	from := fs.String('f', "from-code", def)
	to := fs.String('t', "to-code", def)
	omit := fs.Bool('c', "")
	list := fs.Bool('l', "list")
	outName := fs.String('o', "output", "")
	fs.Func('s', "silent", false, func(string) error { return nil })
	ops, err := fs.ParseOrUsage(c)
	if err != nil {
		return err
	}
	if *list {
		out := textNewOut(c)
		for _, n := range iconvListed {
			out.WriteString(n + "//\n")
		}
		return textFinish(ctx, c, out, 0)
	}
	target, translit, ignore := *to, false, false
	for {
		i := strings.LastIndex(target, "//")
		if i < 0 {
			break
		}
		for _, suf := range strings.Split(strings.ToUpper(target[i+2:]), ",") {
			switch suf {
			case "TRANSLIT":
				translit = true
			case "IGNORE":
				ignore = true
			}
		}
		target = target[:i]
	}
	src, ok1 := iconvLookup(strings.TrimSuffix(*from, "//"))
	dst, ok2 := iconvLookup(target)
	if !ok1 || !ok2 {
		// glibc's words for a charset it does not know.
		return c.Errorf("failed to start conversion processing")
	}
	var w io.Writer = c.Stdout
	if *outName != "" {
		f, err := c.FS.OpenFile(c.Path(*outName), os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
		if err != nil {
			return c.Errorf("cannot open output file: %s", vfs.Reason(err))
		}
		defer f.Close()
		w = f
	}
	out := bufio.NewWriterSize(w, textBufSize)
	conv := &iconvConv{src: src, dst: dst, omit: *omit, ignore: ignore, translit: translit, cLocale: treeLocale(c) != "utf-8"}
	if len(ops) == 0 {
		ops = []string{"-"}
	}
	status := 0
	for _, op := range ops {
		f, err := c.Open(op)
		if err != nil {
			out.Flush()
			c.Errorf("cannot open input file `%s': %s", op, vfs.Reason(err))
			status = 1
			continue
		}
		err = conv.run(ctx, f, out)
		f.Close()
		if err != nil {
			if cerr := ctx.Err(); cerr != nil {
				return cerr
			}
			if oe, ok := err.(*textOutErr); ok {
				return textWriteFail(ctx, c, oe.err)
			}
			out.Flush()
			c.Errorf("%v", err)
			return textFinish(ctx, c, out, 1)
		}
	}
	if conv.dropped && ignore && !*omit {
		out.Flush()
		c.Errorf("illegal input sequence at position %d", conv.pos)
		status = 1
	}
	return textFinish(ctx, c, out, status)
}

// iconvConv converts a stream.
type iconvConv struct {
	src, dst          iconvCharset
	in, out           iconvState
	omit, ignore      bool
	translit, cLocale bool
	pos               int64 // input bytes read so far
	dropped           bool
}

// iconvError is a conversion failure, as iconv words it.
type iconvError string

func (e iconvError) Error() string { return string(e) }

func (v *iconvConv) run(ctx context.Context, r io.Reader, out *bufio.Writer) error {
	buf := make([]byte, 0, 64*1024)
	chunk := make([]byte, 32*1024)
	var enc []byte
	eof := false
	for !eof || len(buf) > 0 {
		if err := ctx.Err(); err != nil {
			return err
		}
		if !eof {
			n, err := r.Read(chunk)
			buf = append(buf, chunk[:n]...)
			if err == io.EOF {
				eof = true
			} else if err != nil {
				return iconvError(fmt.Sprintf("read error: %s", vfs.Reason(err)))
			}
		}
		for len(buf) > 0 {
			ch, n, incomplete, ok := v.src.decode(buf, &v.in)
			if incomplete {
				if !eof {
					break
				}
				return iconvError("incomplete character or shift sequence at end of buffer")
			}
			if !ok {
				if v.omit || v.ignore {
					v.dropped = true
					buf = buf[n:]
					v.pos += int64(n)
					continue
				}
				return iconvError(fmt.Sprintf("illegal input sequence at position %d", v.pos))
			}
			if ch >= 0 {
				enc = enc[:0]
				var good bool
				enc, good = v.dst.encode(enc, ch, &v.out)
				if !good && v.translit {
					enc, good = v.transliterate(enc[:0], ch)
				}
				if !good {
					if !v.omit && !v.ignore {
						return iconvError(fmt.Sprintf("illegal input sequence at position %d", v.pos))
					}
					v.dropped = true
				}
				if _, err := out.Write(enc); err != nil {
					return &textOutErr{err}
				}
			}
			buf = buf[n:]
			v.pos += int64(n)
		}
		if len(buf) > 0 && eof {
			return iconvError("incomplete character or shift sequence at end of buffer")
		}
	}
	return nil
}

// transliterate appends the ASCII spelling of r (or "?") in the target
// charset.
func (v *iconvConv) transliterate(dst []byte, r rune) ([]byte, bool) {
	s, ok := iconvTranslitAll[r]
	if !ok {
		if v.cLocale {
			s, ok = iconvTranslitC[r]
		} else {
			s, ok = iconvTranslitUTF8[r]
		}
	}
	if !ok {
		s = "?"
	}
	for _, ch := range s {
		var good bool
		dst, good = v.dst.encode(dst, ch, &v.out)
		if !good {
			dst, _ = v.dst.encode(dst, '?', &v.out)
		}
	}
	return dst, true
}
