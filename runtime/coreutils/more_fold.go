package coreutils

import (
	"bufio"
	"context"
	"io"
	"strconv"

	"github.com/toolsinshell/tis/runtime/command"
)

// foldCmd is fold [-w WIDTH] [-s] [-b] [FILE...]: lines wrapped at WIDTH
// columns (tabs to the next multiple of 8, backspace and carriage return
// move back), or WIDTH bytes with -b; -s breaks after the last blank.
func foldCmd(ctx context.Context, c *command.Call) error {
	width := 80
	var spaces, bytesMode bool
	var bad error
	fs := command.NewFlagSet(c.Name)
	fs.Func('w', "width", true, func(v string) error {
		n, err := strconv.ParseInt(gnuTrim(v), 10, 64)
		if err != nil || n < 1 {
			if bad == nil {
				switch {
				case err == nil && n == 0:
					bad = c.Errorf("invalid number of columns: %s: Numerical result out of range", filesQuote(v))
				case textCountTooBig(gnuTrim(v)):
					bad = c.Errorf("invalid number of columns: %s: %s", filesQuote(v), textOverflow)
				default:
					bad = c.Errorf("invalid number of columns: %s", filesQuote(v))
				}
			}
			return nil
		}
		width = int(min(n, 1<<24))
		return nil
	})
	fs.Func('s', "spaces", false, func(string) error { spaces = true; return nil })
	fs.Func('b', "bytes", false, func(string) error { bytesMode = true; return nil })
	ops, err := fs.ParseOrUsage(c)
	if err != nil {
		return err
	}
	if bad != nil {
		return bad
	}
	out := textNewOut(c)
	status, stop := textEachFile(ctx, c, out, ops, "%s: %s", "%s: %s",
		func(op string, r io.Reader) error {
			return foldFile(ctx, out, r, width, c.BufferLimit(), spaces, bytesMode)
		})
	if stop != nil {
		return stop
	}
	return textFinish(ctx, c, out, status)
}

// foldAdjust returns the column after ch, as GNU fold counts it.
func foldAdjust(col int, ch byte, bytesMode bool) int {
	if bytesMode {
		return col + 1
	}
	switch ch {
	case '\b':
		if col > 0 {
			return col - 1
		}
		return 0
	case '\r':
		return 0
	case '\t':
		return col + 8 - col%8
	}
	return col + 1
}

// foldFile folds one input, following GNU fold's algorithm. The part of a
// line it holds (more than width bytes when backspaces and carriage
// returns move the column back) may not pass max bytes.
func foldFile(ctx context.Context, out *bufio.Writer, r io.Reader, width int, max int64, spaces, bytesMode bool) error {
	br := bufio.NewReaderSize(textCtxReader{ctx, r}, 64*1024)
	var line []byte
	col := 0
	write := func(b []byte) error {
		if _, err := out.Write(b); err != nil {
			return &textOutErr{err}
		}
		return nil
	}
	for {
		ch, err := br.ReadByte()
		if err != nil {
			if err == io.EOF {
				return write(line)
			}
			return err
		}
		if ch == '\n' {
			line = append(line, ch)
			if err := write(line); err != nil {
				return err
			}
			line, col = line[:0], 0
			continue
		}
	rescan:
		col = foldAdjust(col, ch, bytesMode)
		if col > width {
			if spaces {
				end := len(line)
				found := false
				for end > 0 {
					end--
					if line[end] == ' ' || line[end] == '\t' {
						found = true
						break
					}
				}
				if found {
					end++
					if err := write(line[:end]); err != nil {
						return err
					}
					if err := write([]byte{'\n'}); err != nil {
						return err
					}
					line = append(line[:0], line[end:]...)
					col = 0
					for _, b := range line {
						col = foldAdjust(col, b, bytesMode)
					}
					goto rescan
				}
			}
			if len(line) == 0 {
				line = append(line, ch)
				continue
			}
			line = append(line, '\n')
			if err := write(line); err != nil {
				return err
			}
			line, col = line[:0], 0
			goto rescan
		}
		line = append(line, ch)
		if int64(len(line)) > max {
			return &command.TooLargeError{What: "line", Limit: max}
		}
	}
}
