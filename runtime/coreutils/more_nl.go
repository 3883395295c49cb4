package coreutils

import (
	"context"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/toolsinshell/tis/runtime/command"
)

// nlCmd is nl [-b a|t|n] [-n ln|rn|rz] [-w N] [-s SEP] [-v N] [-i N]
// [FILE...]: lines with numbers. Logical page delimiters (\:) are plain
// text here.
func nlCmd(ctx context.Context, c *command.Call) error {
	style, format, sep := "t", "rn", "\t"
	width, start, incr := int64(6), int64(1), int64(1)
	fs := command.NewFlagSet(c.Name)
	var bad error
	num := func(what string, p *int64, min int64) func(string) error {
		return func(v string) error {
			hi := int64(math.MaxInt64)
			if what == "line number field width" {
				hi = 1 << 20
			}
			n, msg := gnuRangeMessage(what, v, min, hi, false)
			if msg != "" {
				bad = c.Errorf("%s", msg)
				return nil
			}
			*p = n
			return nil
		}
	}
	fs.Func('b', "body-numbering", true, func(v string) error {
		if v != "a" && v != "t" && v != "n" {
			if bad == nil {
				bad = filesTryHelp(c, "invalid body numbering style: %s", filesQuote(v))
			}
			return nil
		}
		style = v
		return nil
	})
	fs.Func('n', "number-format", true, func(v string) error {
		if v != "ln" && v != "rn" && v != "rz" {
			if bad == nil {
				bad = filesTryHelp(c, "invalid line numbering format: %s", filesQuote(v))
			}
			return nil
		}
		format = v
		return nil
	})
	fs.Func('s', "number-separator", true, func(v string) error { sep = v; return nil })
	fs.Func('w', "number-width", true, num("line number field width", &width, 1))
	fs.Func('v', "starting-line-number", true, num("starting line number", &start, -1<<62))
	fs.Func('i', "line-increment", true, num("line number increment", &incr, -1<<62))
	ops, err := fs.ParseOrUsage(c)
	if err != nil {
		return err
	}
	if bad != nil {
		return bad
	}
	if err := c.CheckSize("width", width+int64(len(sep))); err != nil {
		return c.Errorf("%v", err)
	}
	blank := strings.Repeat(" ", int(width)+len(sep))
	n := start
	out := textNewOut(c)
	status, stop := textEachFile(ctx, c, out, ops, "%s: %s", "%s: %s",
		func(op string, r io.Reader) error {
			return c.Lines(ctx, r, func(line string, nl bool) error {
				var err error
				if style == "a" || style == "t" && line != "" {
					s := strconv.FormatInt(n, 10)
					switch format {
					case "ln":
						_, err = fmt.Fprintf(out, "%-*s%s", width, s, sep)
					case "rz":
						if n < 0 {
							_, err = fmt.Fprintf(out, "-%0*s%s", width-1, s[1:], sep)
						} else {
							_, err = fmt.Fprintf(out, "%0*s%s", width, s, sep)
						}
					default:
						_, err = fmt.Fprintf(out, "%*s%s", width, s, sep)
					}
					n += incr
				} else {
					_, err = out.WriteString(blank)
				}
				if err == nil {
					_, err = out.WriteString(line)
				}
				if err == nil && nl {
					err = out.WriteByte('\n')
				}
				if err != nil {
					return &textOutErr{err}
				}
				return nil
			})
		})
	if stop != nil {
		return stop
	}
	return textFinish(ctx, c, out, status)
}
