package coreutils

import (
	"bufio"
	"context"
	"encoding/base64"
	"io"

	"github.com/toolsinshell/tis/runtime/command"
)

func textBase64(ctx context.Context, c *command.Call) error {
	var decode, ignore bool
	wrap := int64(76)
	fs := command.NewFlagSet(c.Name)
	fs.Func('d', "decode", false, func(string) error { decode = true; return nil })
	fs.Func('i', "ignore-garbage", false, func(string) error { ignore = true; return nil })
	var badWrap *string
	fs.Func('w', "wrap", true, func(v string) error {
		n, reason := gnuParseInt(v)
		switch {
		case reason == gnuOverflow && n > 0:
			wrap = 0 // too large: no wrapping, as GNU clamps
		case reason != "" || n < 0:
			badWrap = &v
		default:
			wrap = n
		}
		return nil
	})
	ops, err := fs.ParseOrUsage(c)
	if err != nil {
		return err
	}
	if badWrap != nil {
		return c.Errorf("invalid wrap size: '%s'", *badWrap)
	}
	if len(ops) > 1 {
		c.Errorf("extra operand '%s'", ops[1])
		return c.Fail(1, "Try '%s --help' for more information.", c.Name)
	}
	name := "-"
	if len(ops) == 1 {
		name = ops[0]
	}
	f, err := c.Open(name)
	if err != nil {
		return c.FileError(name, err)
	}
	defer f.Close()
	in := bufio.NewReaderSize(textCtxReader{ctx, f}, 64*1024)
	out := textNewOut(c)
	if decode {
		return base64Decode(ctx, c, in, out, ignore)
	}
	return base64Encode(ctx, c, in, out, wrap)
}

func base64Encode(ctx context.Context, c *command.Call, in io.Reader, out *bufio.Writer, wrap int64) error {
	raw := make([]byte, 3*1024*16)
	enc := make([]byte, base64.StdEncoding.EncodedLen(len(raw)))
	var col int64
	wrote := false
	for {
		n, err := io.ReadFull(in, raw)
		if n > 0 {
			base64.StdEncoding.Encode(enc, raw[:n])
			e := enc[:base64.StdEncoding.EncodedLen(n)]
			wrote = true
			for len(e) > 0 {
				if wrap == 0 {
					out.Write(e)
					break
				}
				k := min(int64(len(e)), wrap-col)
				out.Write(e[:k])
				e = e[k:]
				col += k
				if col == wrap {
					out.WriteByte('\n')
					col = 0
				}
			}
			if _, werr := out.Write(nil); werr != nil {
				return textWriteFail(ctx, c, werr)
			}
		}
		if err == io.EOF || err == io.ErrUnexpectedEOF {
			break
		}
		if err != nil {
			return textReadFail(ctx, c, out, err)
		}
	}
	if wrote && wrap > 0 && col > 0 {
		out.WriteByte('\n')
	}
	return textFinish(ctx, c, out, 0)
}

// base64Val maps a base64 alphabet byte to its value, or -1.
func base64Val(ch byte) int {
	switch {
	case ch >= 'A' && ch <= 'Z':
		return int(ch - 'A')
	case ch >= 'a' && ch <= 'z':
		return int(ch-'a') + 26
	case ch >= '0' && ch <= '9':
		return int(ch-'0') + 52
	case ch == '+':
		return 62
	case ch == '/':
		return 63
	}
	return -1
}

// base64Decode decodes in quad by quad, skipping newlines (and with -i
// every byte outside the alphabet); garbage or bad padding stops it with
// "invalid input" after writing what decoded before.
func base64Decode(ctx context.Context, c *command.Call, in *bufio.Reader, out *bufio.Writer, ignore bool) error {
	var quad [4]byte
	q := 0
	done := false // padding seen: only newlines may follow
	var flushQuad func() bool
	invalid := func() error {
		// GNU writes what the partial group decodes to before failing.
		if q >= 2 {
			flushQuad()
		}
		if err := out.Flush(); err != nil {
			return textWriteFail(ctx, c, err)
		}
		return c.Errorf("invalid input")
	}
	flushQuad = func() bool {
		// q is 2, 3 or 4 with possible '=' padding.
		var v [4]int
		pad := 0
		for i := 0; i < q; i++ {
			if quad[i] == '=' {
				pad++
				v[i] = 0
				continue
			}
			if pad > 0 {
				return false
			}
			v[i] = base64Val(quad[i])
		}
		n := q - pad
		if n < 2 {
			return false
		}
		b0 := byte(v[0]<<2 | v[1]>>4)
		out.WriteByte(b0)
		if n >= 3 {
			out.WriteByte(byte(v[1]<<4 | v[2]>>2))
		}
		if n >= 4 {
			out.WriteByte(byte(v[2]<<6 | v[3]))
		}
		return true
	}
	for n := 1; ; n++ {
		ch, err := in.ReadByte()
		if err == io.EOF {
			break
		}
		if err != nil {
			return textReadFail(ctx, c, out, err)
		}
		if n%textBufSize == 0 {
			// An endless input into a closed pipe ends as it does for
			// the other commands.
			if _, werr := out.Write(nil); werr != nil {
				return textWriteFail(ctx, c, werr)
			}
		}
		if ch == '\n' {
			continue
		}
		isAlpha := base64Val(ch) >= 0
		if !isAlpha && ch != '=' {
			if ignore {
				continue
			}
			return invalid()
		}
		if done {
			if ignore && ch == '=' {
				continue
			}
			return invalid()
		}
		if ch == '=' && q < 2 {
			if ignore {
				continue
			}
			return invalid()
		}
		if isAlpha && q > 0 && quad[q-1] == '=' {
			return invalid()
		}
		quad[q] = ch
		q++
		if q == 4 {
			if !flushQuad() {
				return invalid()
			}
			if quad[3] == '=' {
				done = true
			}
			q = 0
		}
	}
	if q > 0 {
		// A final quad without its padding: decode what it holds, then
		// complain, as GNU does.
		return invalid()
	}
	return textFinish(ctx, c, out, 0)
}
