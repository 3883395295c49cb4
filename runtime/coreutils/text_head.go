package coreutils

import (
	"bufio"
	"context"
	"io"
	"regexp"

	"github.com/toolsinshell/tis/runtime/command"
)

// headLegacy matches the obsolete first argument "-5", "-5c", "-5n".
var headLegacy = regexp.MustCompile(`^-([0-9]+)([bkmcl]?)([qv]?)$`)

// headCount is a -n or -c value: N (the first N), or all but the last N.
type headCount struct {
	n      int64
	allBut bool
	bytes  bool
}

// headParseCount parses head's -n/-c value.
func headParseCount(c *command.Call, v string, bytes bool) (headCount, error) {
	n, allBut, err := textParseSignedCount(c, v, bytes, '-')
	if err == nil && bytes && allBut {
		// GNU elides bytes up to an off_t: 2^63 and more is too large
		// (a count of lines is a uintmax_t, clamped).
		if _, reason := gnuParseUint(v[1:]); reason == gnuOverflow {
			return headCount{}, c.Errorf("invalid number of bytes: %s: %s", filesQuote(v[1:]), gnuOverflow)
		}
	}
	return headCount{n: n, allBut: allBut, bytes: bytes}, err
}

func textHead(ctx context.Context, c *command.Call) error {
	args := c.Args
	if len(args) > 0 {
		if m := headLegacy.FindStringSubmatch(args[0]); m != nil {
			opt := "-n"
			if m[2] == "c" || m[2] == "b" || m[2] == "k" || m[2] == "m" {
				opt = "-c"
				if m[2] != "c" {
					m[1] += m[2]
				}
			}
			rest := []string{opt, m[1]}
			if m[3] != "" {
				rest = append(rest, "-"+m[3])
			}
			args = append(rest, args[1:]...)
		}
	}
	return textHeadTail(ctx, c, args, headParseCount, headCopy)
}

// headCopy writes the part of r that hc selects.
func headCopy(ctx context.Context, c *command.Call, out *bufio.Writer, r io.Reader, hc headCount) error {
	w := textOutWriter{out}
	in := textCtxReader{ctx, r}
	switch {
	case hc.bytes && !hc.allBut:
		_, err := io.Copy(w, io.LimitReader(in, hc.n))
		return err
	case hc.bytes:
		_, err := textHoldBytes(in, hc.n, c.BufferLimit(), w.Write)
		return err
	case !hc.allBut:
		if hc.n == 0 {
			return nil
		}
		left := hc.n
		return textChunks(in, func(chunk []byte, eol bool) (bool, error) {
			if _, err := w.Write(chunk); err != nil {
				return true, err
			}
			if eol {
				left--
			}
			return left == 0, nil
		})
	default:
		// All but the last N lines: hold N lines back.
		_, err := textHoldLines(ctx, c, in, hc.n, func(line string) error {
			_, err := io.WriteString(w, line)
			return err
		})
		return err
	}
}
