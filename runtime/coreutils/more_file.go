package coreutils

import (
	"bytes"
	"context"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"io"
	"path"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// fileMaxRead is how much of a file file looks at, as file's default
// bytes parameter (1 MiB).
const fileMaxRead = 1 << 20

// fileType is what file found: its description and MIME type.
type fileType struct {
	desc, mime, charset string
}

// fileCmd is file [-b] [-i|--mime|--mime-type|--mime-encoding] [-N]
// [-L] [-h] FILE...: the type of each file, from a small table of
// magic numbers (gzip, bzip2, xz, tar, zip, PNG, JPEG, GIF, PDF, ELF),
// scripts with a #! line, JSON, HTML, XML and text (ASCII, UTF-8,
// ISO-8859, with the line terminators noted), else "data".
func fileCmd(ctx context.Context, c *command.Call) error {
	fs := command.NewFlagSet(c.Name)
	brief := fs.Bool('b', "brief")
	mime := ""
	fs.Func('i', "mime", false, func(string) error { mime = "both"; return nil })
	fs.Func(0, "mime-type", false, func(string) error { mime = "type"; return nil })
	fs.Func(0, "mime-encoding", false, func(string) error { mime = "encoding"; return nil })
	noPad := fs.Bool('N', "no-pad")
	fs.Func('L', "dereference", false, func(string) error { return nil })
	fs.Func('h', "no-dereference", false, func(string) error { return nil })
	ops, err := fs.ParseOrUsage(c)
	if err != nil {
		return err
	}
	if len(ops) == 0 {
		fmt.Fprintf(c.Stderr, "Usage: file [-bchikLlNnprsSvzZ0] [--apple] [--extension] [--mime-encoding]\n            [--mime-type] [-e <testname>] [-F <separator>]  [-f <namefile>]\n            [-m <magicfiles>] [-P <parameter=value>] [--exclude-quiet]\n            <file> ...\n       file -C [-m <magicfiles>]\n       file [--help]\n")
		return command.Status(1)
	}
	width := 0
	for _, op := range ops {
		if op == "-" {
			op = "/dev/stdin"
		}
		width = max(width, len(op)+1)
	}
	out := textNewOut(c)
	for _, op := range ops {
		if err := ctx.Err(); err != nil {
			return err
		}
		name := op
		if op == "-" {
			name = "/dev/stdin"
		}
		var desc string
		t, err := fileIdentify(ctx, c, op)
		switch {
		case err != nil && ctx.Err() != nil:
			return ctx.Err()
		case err != nil:
			desc = fmt.Sprintf("cannot open `%s' (%s)", op, vfs.Reason(err))
		case mime == "both":
			desc = t.mime + "; charset=" + t.charset
		case mime == "type":
			desc = t.mime
		case mime == "encoding":
			desc = t.charset
		default:
			desc = t.desc
		}
		if !*brief {
			label := name + ":"
			if !*noPad {
				label += strings.Repeat(" ", width-len(label))
			}
			out.WriteString(label + " ")
		}
		if _, err := out.WriteString(desc + "\n"); err != nil {
			return textWriteFail(ctx, c, err)
		}
	}
	return textFinish(ctx, c, out, 0)
}

// fileIdentify reads the start of op (and, for gzip, its last bytes) and
// says what it is.
func fileIdentify(ctx context.Context, c *command.Call, op string) (fileType, error) {
	if op != "-" {
		st, err := c.FS.Stat(c.Path(op))
		if err != nil {
			return fileType{}, err
		}
		if st.IsDir() {
			return fileType{"directory", "inode/directory", "binary"}, nil
		}
	}
	f, err := c.Open(op)
	if err != nil {
		return fileType{}, err
	}
	defer f.Close()
	r := textCtxReader{ctx, f}
	head := make([]byte, fileMaxRead)
	n, err := io.ReadFull(r, head)
	if err != nil && err != io.EOF && err != io.ErrUnexpectedEOF {
		return fileType{}, err
	}
	head = head[:n]
	var tail [4]byte
	if n == fileMaxRead {
		// Keep reading for gzip's last four bytes.
		copy(tail[:], head[n-4:])
		buf := make([]byte, 32*1024)
		for {
			k, err := r.Read(buf)
			if k >= 4 {
				copy(tail[:], buf[k-4:k])
			} else if k > 0 {
				copy(tail[:], append(tail[k:], buf[:k]...))
			}
			if err == io.EOF {
				break
			}
			if err != nil {
				return fileType{}, err
			}
		}
	} else if n >= 4 {
		copy(tail[:], head[n-4:])
	}
	return fileMagic(c, head, tail), nil
}

// fileMagic identifies data (tail holds the file's last four bytes).
func fileMagic(c *command.Call, b []byte, tail [4]byte) fileType {
	has := func(off int, s string) bool { return len(b) >= off+len(s) && string(b[off:off+len(s)]) == s }
	switch {
	case len(b) == 0:
		return fileType{"empty", "inode/x-empty", "binary"}
	case len(b) >= 18 && b[0] == 0x1f && b[1] == 0x8b && b[2] == 8:
		return fileType{fileGzip(c, b, tail), "application/gzip", "binary"}
	case has(0, "BZh") && len(b) > 3 && b[3] >= '1' && b[3] <= '9':
		return fileType{fmt.Sprintf("bzip2 compressed data, block size = %c00k", b[3]), "application/x-bzip2", "binary"}
	case has(0, "\xfd7zXZ\x00") && len(b) >= 8:
		check := map[byte]string{0: "none", 1: "CRC32", 4: "CRC64", 10: "SHA-256"}[b[7]&0xf]
		if check == "" {
			check = "unknown"
		}
		return fileType{"XZ compressed data, checksum " + check, "application/x-xz", "binary"}
	case len(b) >= 512 && fileTarSum(b):
		switch {
		case has(257, "ustar  \x00"):
			return fileType{"POSIX tar archive (GNU)", "application/x-tar", "binary"}
		case has(257, "ustar\x0000"):
			return fileType{"POSIX tar archive", "application/x-tar", "binary"}
		}
		return fileType{"tar archive", "application/x-tar", "binary"}
	case has(0, "PK\x03\x04") && len(b) >= 30:
		v := binary.LittleEndian.Uint16(b[4:])
		method := map[uint16]string{0: "store", 8: "deflate", 9: "deflate64", 12: "bzip2", 14: "lzma", 93: "zstd", 95: "xz"}[binary.LittleEndian.Uint16(b[8:])]
		if method == "" {
			method = fmt.Sprintf("%d", binary.LittleEndian.Uint16(b[8:]))
		}
		return fileType{fmt.Sprintf("Zip archive data, at least v%d.%d to extract, compression method=%s", v/10, v%10, method), "application/zip", "binary"}
	case has(0, "\x89PNG\r\n\x1a\n") && has(12, "IHDR") && len(b) >= 29:
		w, h := binary.BigEndian.Uint32(b[16:]), binary.BigEndian.Uint32(b[20:])
		color := map[byte]string{0: " grayscale", 2: "/color RGB", 3: " colormap", 4: " gray+alpha", 6: "/color RGBA"}[b[25]]
		inter := "non-interlaced"
		if b[28] == 1 {
			inter = "interlaced"
		}
		return fileType{fmt.Sprintf("PNG image data, %d x %d, %d-bit%s, %s", w, h, b[24], color, inter), "image/png", "binary"}
	case has(0, "\x89PNG\r\n\x1a\n"):
		return fileType{"PNG image data", "image/png", "binary"}
	case has(0, "\xff\xd8\xff"):
		d := "JPEG image data"
		if has(6, "JFIF\x00") && len(b) >= 13 {
			d += fmt.Sprintf(", JFIF standard %d.%02d", b[11], b[12])
		}
		return fileType{d, "image/jpeg", "binary"}
	case (has(0, "GIF87a") || has(0, "GIF89a")) && len(b) >= 10:
		return fileType{fmt.Sprintf("GIF image data, version %s, %d x %d", b[3:6], binary.LittleEndian.Uint16(b[6:]), binary.LittleEndian.Uint16(b[8:])), "image/gif", "binary"}
	case has(0, "%PDF-") && len(b) >= 8:
		return fileType{fmt.Sprintf("PDF document, version %c.%c", b[5], b[7]), "application/pdf", fileCharset(b)}
	case has(0, "\x7fELF") && len(b) >= 20:
		return fileELF(b)
	}
	return fileText(b)
}

// fileTarSum reports whether b starts with a tar header whose checksum
// is right: the sum of its 512 bytes, the checksum field read as spaces.
func fileTarSum(b []byte) bool {
	field := strings.Trim(string(b[148:156]), " \x00")
	if field == "" {
		return false
	}
	var want int64
	for _, ch := range field {
		if ch < '0' || ch > '7' {
			return false
		}
		want = want*8 + int64(ch-'0')
	}
	var sum int64
	for i, ch := range b[:512] {
		if i >= 148 && i < 156 {
			ch = ' '
		}
		sum += int64(ch)
	}
	return sum == want
}

// fileGzip describes a gzip header as file does.
func fileGzip(c *command.Call, b []byte, tail [4]byte) string {
	var sb strings.Builder
	sb.WriteString("gzip compressed data")
	flags := b[3]
	if flags&0x08 != 0 {
		i := 10
		if flags&0x04 != 0 && len(b) >= 12 {
			i += 2 + int(binary.LittleEndian.Uint16(b[10:]))
		}
		if i < len(b) {
			if end := bytes.IndexByte(b[i:], 0); end >= 0 {
				fmt.Fprintf(&sb, ", was \"%s\"", b[i:i+end])
			}
		}
	}
	if mt := binary.LittleEndian.Uint32(b[4:]); mt != 0 {
		t := time.Unix(int64(mt), 0).In(filesLocation(c))
		sb.WriteString(", last modified: " + t.Format("Mon Jan _2 15:04:05 2006"))
	}
	switch b[8] {
	case 2:
		sb.WriteString(", max compression")
	case 4:
		sb.WriteString(", max speed")
	}
	if osName, ok := map[byte]string{0: "FAT filesystem (MS-DOS, OS/2, NT)", 3: "Unix", 7: "Macintosh", 11: "NTFS filesystem (NT)"}[b[9]]; ok {
		sb.WriteString(", from " + osName)
	}
	fmt.Fprintf(&sb, ", original size modulo 2^32 %d", binary.LittleEndian.Uint32(tail[:]))
	return sb.String()
}

// fileELF describes an ELF header.
func fileELF(b []byte) fileType {
	class := map[byte]string{1: "32-bit", 2: "64-bit"}[b[4]]
	order := map[byte]string{1: "LSB", 2: "MSB"}[b[5]]
	var u16 func([]byte) uint16 = binary.LittleEndian.Uint16
	if b[5] == 2 {
		u16 = binary.BigEndian.Uint16
	}
	kind, mime := "unknown type", "application/octet-stream"
	switch u16(b[16:]) {
	case 1:
		kind, mime = "relocatable", "application/x-object"
	case 2:
		kind, mime = "executable", "application/x-executable"
	case 3:
		kind, mime = "shared object", "application/x-sharedlib"
	case 4:
		kind, mime = "core file", "application/x-coredump"
	}
	machine := map[uint16]string{3: "Intel 80386", 8: "MIPS", 0x14: "PowerPC", 0x15: "64-bit PowerPC", 0x28: "ARM", 0x3e: "x86-64", 0xb7: "ARM aarch64", 0xf3: "UCB RISC-V"}[u16(b[18:])]
	if machine == "" {
		machine = fmt.Sprintf("*unknown arch 0x%x*", u16(b[18:]))
	}
	abi := map[byte]string{0: "SYSV", 3: "GNU/Linux", 9: "FreeBSD"}[b[7]]
	if abi == "" {
		abi = fmt.Sprintf("unknown ABI %d", b[7])
	}
	return fileType{fmt.Sprintf("ELF %s %s %s, %s, version %d (%s)", class, order, kind, machine, b[6], abi), mime, "binary"}
}

// fileCharset is the MIME charset of text b.
func fileCharset(b []byte) string {
	switch fileEncoding(bytes.TrimRight(b, "\x00")) {
	case "ascii":
		return "us-ascii"
	case "utf8", "utf8bom":
		return "utf-8"
	case "latin1":
		return "iso-8859-1"
	case "extended":
		return "unknown-8bit"
	}
	return "binary"
}

// fileTextByte reports whether b is a byte that file's ASCII test takes
// as text: the printable characters, BEL BS HT LF VT FF CR and ESC.
func fileTextByte(b byte) bool {
	return b >= 0x20 && b < 0x7f || b >= 7 && b <= 13 || b == 0x1b
}

// fileEncoding classifies text: "ascii", "utf8", "utf8bom", "latin1"
// (ISO-8859), "extended" (other 8-bit text) or "" (not text).
func fileEncoding(b []byte) string {
	ascii := true
	for _, ch := range b {
		if ch >= 0x80 {
			ascii = false
		} else if !fileTextByte(ch) {
			return ""
		}
	}
	if ascii {
		return "ascii"
	}
	if utf8.Valid(b) {
		if bytes.HasPrefix(b, []byte("\xef\xbb\xbf")) {
			return "utf8bom"
		}
		return "utf8"
	}
	for _, ch := range b {
		if ch >= 0x80 && ch < 0xa0 {
			return "extended"
		}
	}
	return "latin1"
}

// fileText describes text (or "data").
func fileText(raw []byte) fileType {
	b := bytes.TrimRight(raw, "\x00")
	enc := fileEncoding(b)
	if enc == "" {
		return fileType{"data", "application/octet-stream", "binary"}
	}
	text := map[string]string{"ascii": "ASCII text", "utf8": "Unicode text, UTF-8 text", "utf8bom": "Unicode text, UTF-8 (with BOM) text",
		"latin1": "ISO-8859 text", "extended": "Non-ISO extended-ASCII text"}[enc]
	charset := fileCharset(b)
	// Line terminators, long lines, escapes and overstriking.
	var crlf, cr, lf, longest, cur int
	esc, over := false, false
	for i := 0; i < len(b); i++ {
		switch ch := b[i]; ch {
		case '\r':
			if i+1 < len(b) && b[i+1] == '\n' {
				crlf++
				i++
			} else {
				cr++
			}
			longest, cur = max(longest, cur), 0
		case '\n':
			lf++
			longest, cur = max(longest, cur), 0
		case 0x1b:
			esc = true
			cur++
		case '\b':
			over = true
			cur++
		default:
			cur++
		}
	}
	longest = max(longest, cur)
	var extra []string
	if longest > 300 {
		extra = append(extra, fmt.Sprintf("with very long lines (%d)", longest))
	}
	var terms []string
	if crlf > 0 {
		terms = append(terms, "CRLF")
	}
	if cr > 0 {
		terms = append(terms, "CR")
	}
	if lf > 0 && (crlf > 0 || cr > 0) {
		terms = append(terms, "LF")
	}
	switch {
	case crlf+cr+lf == 0:
		extra = append(extra, "with no line terminators")
	case len(terms) > 0:
		extra = append(extra, "with "+strings.Join(terms, ", ")+" line terminators")
	}
	if esc {
		extra = append(extra, "with escape sequences")
	}
	if over {
		extra = append(extra, "with overstriking")
	}
	suffix := ""
	if len(extra) > 0 {
		suffix = ", " + strings.Join(extra, ", ")
	}
	if bytes.HasPrefix(b, []byte("#!")) {
		if t, ok := fileScript(b, text, suffix, charset); ok {
			return t
		}
	}
	trimmed := bytes.TrimLeft(b, " \t\r\n")
	lower := strings.ToLower(string(trimmed[:min(len(trimmed), 64)]))
	switch {
	case (len(trimmed) > 0 && (trimmed[0] == '{' || trimmed[0] == '[')) && json.Valid(b):
		return fileType{"JSON text data", "application/json", charset}
	case strings.HasPrefix(lower, "<?xml version=\""):
		v := strings.TrimPrefix(lower, "<?xml version=\"")
		if i := strings.IndexByte(v, '"'); i >= 0 {
			v = v[:i]
		}
		return fileType{"XML " + v + " document, " + text + suffix, "text/xml", charset}
	case strings.HasPrefix(lower, "<!doctype html") || strings.HasPrefix(lower, "<html") || strings.HasPrefix(lower, "<head"):
		return fileType{"HTML document, " + text + suffix, "text/html", charset}
	}
	return fileType{text + suffix, "text/plain", charset}
}

// fileScript describes a script from its #! line.
func fileScript(b []byte, text, suffix, charset string) (fileType, bool) {
	end := bytes.IndexByte(b, '\n')
	line := string(b[2:])
	if end >= 0 {
		line = string(b[2:end])
	}
	words := strings.Fields(line)
	if len(words) == 0 {
		return fileType{}, false
	}
	interp, viaEnv := words[0], false
	if path.Base(interp) == "env" && len(words) > 1 {
		interp, viaEnv = words[1], true
	}
	base := path.Base(interp)
	kind, mime := "", "text/plain"
	switch {
	case end < 0:
	case base == "bash" && (viaEnv || interp == "/bin/bash" || interp == "/usr/bin/bash" || interp == "/usr/local/bin/bash"):
		kind, mime = "Bourne-Again shell script", "text/x-shellscript"
	case base == "sh" && (viaEnv || interp == "/bin/sh" || interp == "/usr/bin/sh"):
		kind, mime = "POSIX shell script", "text/x-shellscript"
	case base == "zsh":
		kind, mime = "Paul Falstad's zsh script", "text/x-shellscript"
	case strings.HasPrefix(base, "python"):
		kind, mime = "Python script", "text/x-script.python"
	case base == "ruby":
		kind, mime = "Ruby script", "text/x-ruby"
	case base == "lua":
		kind, mime = "Lua script", "text/x-lua"
	case base == "awk" && !viaEnv:
		kind, mime = "awk script", "text/x-awk"
	case base == "gawk" && !viaEnv:
		kind, mime = "GNU awk script", "text/x-awk"
	case base == "php" && !viaEnv:
		kind, mime = "PHP script", "text/x-php"
	case base == "tclsh" && !viaEnv:
		kind, mime = "Tcl/Tk script", "text/x-tcl"
	case base == "tclsh":
		kind, mime = "Tcl script", "text/x-tcl"
	case base == "tcsh" && !viaEnv:
		kind, mime = "Tenex C shell script", "text/x-shellscript"
	case base == "perl":
		return fileType{"Perl script text executable", "text/x-perl", charset}, true
	case base == "node":
		return fileType{"Node.js script executable, " + text + suffix, "application/javascript", charset}, true
	}
	if kind == "" {
		shown := words[0]
		if viaEnv {
			shown = words[1]
		}
		kind = "a " + shown + " script"
	}
	return fileType{kind + ", " + text + " executable" + suffix, mime, charset}, true
}
