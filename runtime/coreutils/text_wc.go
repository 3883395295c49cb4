package coreutils

import (
	"bufio"
	"context"
	"io"
	"strconv"
	"unicode/utf8"

	"github.com/toolsinshell/tis/runtime/command"
)

// wcCounts are the counts of one input.
type wcCounts struct {
	lines, words, chars, bytes, maxLen int64
}

// wcCount counts r. Characters are UTF-8 characters (an invalid byte
// counts as none, as GNU wc does in a UTF-8 locale); -L counts a tab as
// reaching the next multiple of 8.
func wcCount(ctx context.Context, r io.Reader) (wcCounts, error) {
	var wc wcCounts
	br := bufio.NewReaderSize(textCtxReader{ctx, r}, 64*1024)
	inWord := false
	var col int64
	var carry []byte
	buf := make([]byte, 64*1024)
	for {
		n, err := br.Read(buf)
		chunk := buf[:n]
		if len(carry) > 0 {
			chunk = append(carry, chunk...)
			carry = nil
		}
		wc.bytes += int64(n)
		for i := 0; i < len(chunk); {
			ch := chunk[i]
			if ch < utf8.RuneSelf {
				i++
				wc.chars++
				switch ch {
				case '\n':
					wc.lines++
					wc.maxLen = max(wc.maxLen, col)
					col = 0
					inWord = false
				case ' ', '\t', '\r', '\v', '\f':
					if ch == '\t' {
						col += 8 - col%8
					} else if ch == '\r' || ch == '\f' {
						wc.maxLen = max(wc.maxLen, col)
						col = 0
					} else if ch == ' ' {
						col++
					}
					inWord = false
				default:
					if ch >= 32 && ch < 127 {
						col++
					}
					if !inWord {
						wc.words++
						inWord = true
					}
				}
				continue
			}
			if !utf8.FullRune(chunk[i:]) && err == nil {
				carry = append([]byte(nil), chunk[i:]...)
				break
			}
			r, size := utf8.DecodeRune(chunk[i:])
			i += size
			if r != utf8.RuneError || size > 1 {
				wc.chars++
				col++
			}
			if !inWord {
				wc.words++
				inWord = true
			}
		}
		if err == io.EOF {
			wc.maxLen = max(wc.maxLen, col)
			return wc, nil
		}
		if err != nil {
			return wc, err
		}
	}
}

func textWc(ctx context.Context, c *command.Call) error {
	var lines, words, chars, bytes, maxLen bool
	fs := command.NewFlagSet(c.Name)
	fs.Func('l', "lines", false, func(string) error { lines = true; return nil })
	fs.Func('w', "words", false, func(string) error { words = true; return nil })
	fs.Func('m', "chars", false, func(string) error { chars = true; return nil })
	fs.Func('c', "bytes", false, func(string) error { bytes = true; return nil })
	fs.Func('L', "max-line-length", false, func(string) error { maxLen = true; return nil })
	ops, err := fs.ParseOrUsage(c)
	if err != nil {
		return err
	}
	if !lines && !words && !chars && !bytes && !maxLen {
		lines, words, bytes = true, true, true
	}
	named := len(ops) > 0
	if !named {
		ops = []string{"-"}
	}
	nCounts := sortB2i(lines) + sortB2i(words) + sortB2i(chars) + sortB2i(bytes) + sortB2i(maxLen)

	// GNU's column width: the digits of the total size of the regular
	// inputs, at least 7 when one is not regular; 1 for a single count
	// of a single input.
	width := 1
	if !(len(ops) == 1 && nCounts == 1) {
		minW := 1
		var total int64
		for _, op := range ops {
			if op == "-" {
				if size, ok := textRegularSize(c.Stdin); ok {
					total += size
				} else {
					minW = 7
				}
				continue
			}
			fi, err := c.FS.Stat(c.Path(op))
			if err != nil {
				continue
			}
			if fi.Mode().IsRegular() {
				total += fi.Size()
			} else {
				minW = 7
			}
		}
		for ; total >= 10; total /= 10 {
			width++
		}
		width = max(width, minW)
	}

	out := textNewOut(c)
	var num []byte
	print := func(wc wcCounts, name string) {
		first := true
		put := func(on bool, v int64) {
			if !on {
				return
			}
			if !first {
				out.WriteByte(' ')
			}
			first = false
			num = strconv.AppendInt(num[:0], v, 10)
			for i := len(num); i < width; i++ {
				out.WriteByte(' ')
			}
			out.Write(num)
		}
		put(lines, wc.lines)
		put(words, wc.words)
		put(chars, wc.chars)
		put(bytes, wc.bytes)
		put(maxLen, wc.maxLen)
		if name != "" {
			out.WriteByte(' ')
			out.WriteString(name)
		}
		out.WriteByte('\n')
	}
	var total wcCounts
	readFailed := false
	status, stop := textEachFile(ctx, c, out, ops, "%s: %s", "%s: %s", func(op string, r io.Reader) error {
		wc, err := wcCount(ctx, r)
		if err != nil {
			// Report it here, so the counts so far still print.
			if cerr := ctx.Err(); cerr != nil {
				return cerr
			}
			out.Flush()
			c.FileError(op, err)
			readFailed = true
		}
		total.lines += wc.lines
		total.words += wc.words
		total.chars += wc.chars
		total.bytes += wc.bytes
		total.maxLen = max(total.maxLen, wc.maxLen)
		name := ""
		if named {
			name = op
		}
		print(wc, name)
		return nil
	})
	if stop != nil {
		return stop
	}
	if readFailed {
		status = 1
	}
	if len(ops) > 1 {
		print(total, "total")
	}
	return textFinish(ctx, c, out, status)
}
