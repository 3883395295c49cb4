package coreutils

import (
	"bufio"
	"context"
	"io"
	"regexp"

	"github.com/toolsinshell/tis/runtime/command"
)

// tailLegacy matches the obsolete first argument "-5", "+5", "-5c", "+5l".
var tailLegacy = regexp.MustCompile(`^([-+])([0-9]*)([bcl]?)$`)

// tailCount is a -n or -c value: the last N, or from the Nth on.
type tailCount struct {
	n     int64
	from  bool
	bytes bool
}

// tailParseCount parses tail's -n/-c value.
func tailParseCount(c *command.Call, v string, bytes bool) (tailCount, error) {
	n, from, err := textParseSignedCount(c, v, bytes, '+')
	return tailCount{n: n, from: from, bytes: bytes}, err
}

func textTail(ctx context.Context, c *command.Call) error {
	args := c.Args
	if len(args) > 0 && args[0] != "-" && args[0] != "--" {
		if m := tailLegacy.FindStringSubmatch(args[0]); m != nil && m[2] != "" {
			num := m[2]
			opt := "-n"
			if m[3] == "c" || m[3] == "b" {
				opt = "-c"
				if m[3] == "b" {
					num += "b"
				}
			}
			if m[1] == "+" {
				num = "+" + num
			}
			args = append([]string{opt, num}, args[1:]...)
		}
	}
	return textHeadTail(ctx, c, args, tailParseCount, tailCopy)
}

// tailCopy writes the part of r that tc selects.
func tailCopy(ctx context.Context, c *command.Call, out *bufio.Writer, r io.Reader, tc tailCount) error {
	w := textOutWriter{out}
	in := textCtxReader{ctx, r}
	switch {
	case tc.bytes && tc.from:
		skip := tc.n - 1
		if skip > 0 {
			if _, err := io.CopyN(io.Discard, in, skip); err != nil {
				if err == io.EOF {
					return nil
				}
				return err
			}
		}
		_, err := io.Copy(w, in)
		return err
	case tc.bytes:
		held, err := textHoldBytes(in, tc.n, c.BufferLimit(), nil)
		if err != nil {
			return err
		}
		_, err = w.Write(held)
		return err
	case tc.from:
		var lineNo int64
		return textChunks(in, func(chunk []byte, eol bool) (bool, error) {
			if lineNo+1 >= tc.n {
				if _, err := w.Write(chunk); err != nil {
					return true, err
				}
			}
			if eol {
				lineNo++
			}
			return false, nil
		})
	default:
		if tc.n == 0 {
			_, err := io.Copy(io.Discard, in)
			return err
		}
		lines, err := textHoldLines(ctx, c, in, tc.n, nil)
		if err != nil {
			return err
		}
		for _, l := range lines {
			if _, err := w.Write([]byte(l)); err != nil {
				return err
			}
		}
		return nil
	}
}
