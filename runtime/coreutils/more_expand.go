package coreutils

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"math"
	"strconv"

	"github.com/toolsinshell/tis/runtime/command"
)

// expandTabs are the tab stops of expand and unexpand: every size
// columns, or a list of stops optionally followed by "/N" (then every
// multiple of N) or "+N" (then every N columns after the last).
type expandTabs struct {
	size      int64
	list      []int64
	extend    int64
	increment int64
}

// expandParseTabs parses a -t value, as coreutils' parse_tab_stops.
func expandParseTabs(specs []string) (expandTabs, string) {
	var t expandTabs
	for _, spec := range specs {
		i := 0
		for i < len(spec) {
			ch := spec[i]
			switch {
			case ch == ',' || ch == ' ' || ch == '\t':
				i++
			case ch == '/' || ch == '+' || ch >= '0' && ch <= '9':
				start := i
				if ch == '/' || ch == '+' {
					i++
				}
				j := i
				for j < len(spec) && spec[j] >= '0' && spec[j] <= '9' {
					j++
				}
				if j < len(spec) && spec[j] != ',' && spec[j] != ' ' && spec[j] != '\t' {
					return t, fmt.Sprintf("tab size contains invalid character(s): %s", filesQuote(spec[j:]))
				}
				n, err := strconv.ParseInt(spec[i:j], 10, 64)
				if err != nil && j > i {
					return t, "tab stop is too large " + filesQuote(spec[i:j])
				}
				if j == i {
					n = 0
				}
				switch {
				case ch == '/' || ch == '+':
					if t.extend != 0 || t.increment != 0 {
						return t, fmt.Sprintf("'%c' specifier only allowed with the last value", ch)
					}
					if ch == '/' {
						t.extend = n
					} else {
						t.increment = n
					}
				default:
					if t.extend != 0 || t.increment != 0 {
						return t, fmt.Sprintf("'%c' specifier only allowed with the last value", spec[start])
					}
					if n == 0 {
						return t, "tab size cannot be 0"
					}
					if len(t.list) > 0 && n <= t.list[len(t.list)-1] {
						return t, "tab sizes must be ascending"
					}
					t.list = append(t.list, n)
				}
				i = j
			default:
				return t, fmt.Sprintf("tab size contains invalid character(s): %s", filesQuote(spec[i:]))
			}
		}
	}
	switch {
	case len(t.list) == 0 && t.extend == 0 && t.increment == 0:
		t.size = 8
	case len(t.list) == 1 && t.extend == 0 && t.increment == 0:
		t.size, t.list = t.list[0], nil
	case len(t.list) == 0:
		t.size = max(t.extend, t.increment)
		t.extend, t.increment = 0, 0
	}
	if t.size == 0 && t.extend == 0 && t.increment == 0 && len(t.list) == 0 {
		return t, "tab size cannot be 0"
	}
	return t, ""
}

// next returns the tab stop after column (idx remembers where a list
// search is), and whether there is none (past the last stop of a list).
func (t *expandTabs) next(column int64, idx *int) (int64, bool) {
	if t.size > 0 {
		return column + (t.size - column%t.size), false
	}
	for ; *idx < len(t.list); *idx++ {
		if column < t.list[*idx] {
			return t.list[*idx], false
		}
	}
	if t.extend > 0 {
		return column + (t.extend - column%t.extend), false
	}
	if t.increment > 0 {
		end := t.list[len(t.list)-1]
		return column + (t.increment - (column-end)%t.increment), false
	}
	return 0, true
}

// expandArgs parses the options of expand or unexpand: -t LIST, the
// obsolete -N,M forms, and the command's own flags. It reports whether
// -t was given (which means -a to unexpand).
func expandArgs(c *command.Call, fs *command.FlagSet) (expandTabs, []string, bool, error) {
	var specs []string
	args := make([]string, 0, len(c.Args))
	for _, a := range c.Args {
		if len(a) > 1 && a[0] == '-' && a[1] >= '0' && a[1] <= '9' {
			specs = append(specs, a[1:])
			continue
		}
		args = append(args, a)
	}
	viaT := false
	fs.Func('t', "tabs", true, func(v string) error { specs, viaT = append(specs, v), true; return nil })
	ops, err := fs.Parse(args)
	if err != nil {
		return expandTabs{}, nil, false, c.UsageError("%v", err)
	}
	t, bad := expandParseTabs(specs)
	if bad != "" {
		return t, nil, false, c.Errorf("%s", bad)
	}
	if err := c.CheckSize("width", max(t.size, t.extend, t.increment)); err != nil {
		return t, nil, false, c.Errorf("%v", err)
	}
	return t, ops, viaT, nil
}

// expandCmd is expand [-i] [-t LIST|-N] [FILE...]: tabs as spaces (byte
// columns, as GNU counts them; a backspace goes back one).
func expandCmd(ctx context.Context, c *command.Call) error {
	fs := command.NewFlagSet(c.Name)
	initial := fs.Bool('i', "initial")
	tabs, ops, _, err := expandArgs(c, fs)
	if err != nil {
		return err
	}
	out := textNewOut(c)
	status, stop := textEachFile(ctx, c, out, ops, "%s: %s", "%s: %s", func(op string, r io.Reader) error {
		br := bufio.NewReaderSize(textCtxReader{ctx, r}, 64*1024)
		var column int64
		idx := 0
		convert := true
		for {
			ch, err := br.ReadByte()
			if err == io.EOF {
				return nil
			}
			if err != nil {
				return err
			}
			if convert {
				switch ch {
				case '\t':
					next, last := tabs.next(column, &idx)
					if last {
						next = column + 1
					}
					if next-column > math.MaxInt32 {
						return fmt.Errorf("input line is too long")
					}
					for ; column < next; column++ {
						out.WriteByte(' ')
					}
					continue
				case '\b':
					if column > 0 {
						column--
					}
					if idx > 0 {
						idx--
					}
				case '\n':
				default:
					column++
				}
				if *initial && ch != ' ' && ch != '\t' {
					convert = false
				}
			}
			if err := out.WriteByte(ch); err != nil {
				return &textOutErr{err}
			}
			if ch == '\n' {
				column, idx, convert = 0, 0, true
			}
		}
	})
	if stop != nil {
		return stop
	}
	return textFinish(ctx, c, out, status)
}

// unexpandCmd is unexpand [-a] [--first-only] [-t LIST|-N] [FILE...]:
// leading runs of blanks (all runs with -a or -t) as tabs where they
// reach a tab stop, as GNU unexpand does.
func unexpandCmd(ctx context.Context, c *command.Call) error {
	fs := command.NewFlagSet(c.Name)
	all := fs.Bool('a', "all")
	firstOnly := fs.Bool(0, "first-only")
	tabs, ops, tSet, err := expandArgs(c, fs)
	if err != nil {
		return err
	}
	entire := *all || tSet
	if *firstOnly {
		entire = false
	}
	out := textNewOut(c)
	status, stop := textEachFile(ctx, c, out, ops, "%s: %s", "%s: %s", func(op string, r io.Reader) error {
		br := bufio.NewReaderSize(textCtxReader{ctx, r}, 64*1024)
		return unexpandFile(br, out, &tabs, entire)
	})
	if stop != nil {
		return stop
	}
	return textFinish(ctx, c, out, status)
}

// unexpandFile converts the lines of br, following GNU unexpand's state
// machine.
func unexpandFile(br *bufio.Reader, out *bufio.Writer, tabs *expandTabs, entire bool) error {
	for {
		convert := true
		var column, nextTab int64
		idx := 0
		oneBlankBeforeStop := false
		prevBlank := true
		var pending []byte
		for {
			ch, err := br.ReadByte()
			eof := err == io.EOF
			if err != nil && !eof {
				return err
			}
			if convert {
				blank := !eof && (ch == ' ' || ch == '\t')
				if blank {
					var last bool
					nextTab, last = tabs.next(column, &idx)
					if last {
						convert = false
					}
					if convert {
						if ch == '\t' {
							column = nextTab
							if len(pending) > 0 {
								pending[0] = '\t'
							}
						} else {
							column++
							if !(prevBlank && column == nextTab) {
								if column == nextTab {
									oneBlankBeforeStop = true
								}
								pending = append(pending, ch)
								prevBlank = true
								continue
							}
							if len(pending) > 0 {
								pending[0] = '\t'
							}
							ch = '\t'
						}
						// Drop the pending blanks, but a single blank just
						// before the last tab stop.
						if oneBlankBeforeStop {
							pending = pending[:1]
						} else {
							pending = pending[:0]
						}
					}
				} else if !eof && ch == '\b' {
					if column > 0 {
						column--
					}
					nextTab = column
					if idx > 0 {
						idx--
					}
				} else if !eof {
					column++
				}
				if len(pending) > 0 {
					if len(pending) > 1 && oneBlankBeforeStop {
						pending[0] = '\t'
					}
					if _, err := out.Write(pending); err != nil {
						return &textOutErr{err}
					}
					pending = pending[:0]
					oneBlankBeforeStop = false
				}
				prevBlank = blank
				convert = convert && (entire || blank)
			}
			if eof {
				return nil
			}
			if err := out.WriteByte(ch); err != nil {
				return &textOutErr{err}
			}
			if ch == '\n' {
				break
			}
		}
	}
}
