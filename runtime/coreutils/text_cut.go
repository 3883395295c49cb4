package coreutils

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"math"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/toolsinshell/tis/runtime/command"
)

// cutRange is a 1-based inclusive range; hi is MaxInt for "N-".
type cutRange struct{ lo, hi int }

// cutList is a sorted, merged list of ranges.
type cutList []cutRange

// cutParseList parses "1,3-5,7-"; what names the list in messages
// ("field" or "byte/character"). It follows GNU's set_fields character
// by character, with its messages: blanks separate as commas do, a
// number must be 1 or more, one past uintmax_t is too large (the first
// such number is named), any other character is invalid (named with the
// rest of the list).
func cutParseList(s, what string) (cutList, string) {
	var l cutList
	fromOne := "byte/character positions are numbered from 1"
	invalid := "invalid byte/character position "
	tooLarge := "byte/character offset %s is too large"
	badRange := "invalid byte or character range"
	if what == "field" {
		fromOne, invalid, tooLarge = "fields are numbered from 1", "invalid field value ", "field number %s is too large"
		badRange = "invalid field range"
	}
	// clamp keeps a position below math.MaxInt, which means an open end.
	clamp := func(v uint64) int { return int(min(v, uint64(math.MaxInt-1))) }
	var value, initial uint64
	lhs, rhs, dash := false, false, false
	numStart := -1
	for i := 0; ; i++ {
		var ch byte
		if i < len(s) {
			ch = s[i]
		}
		switch {
		case i < len(s) && ch == '-':
			numStart = -1
			if dash {
				return nil, badRange
			}
			dash = true
			if lhs && value == 0 {
				return nil, fromOne
			}
			initial = 1
			if lhs {
				initial = value
			}
			value = 0
		case i >= len(s) || ch == ',' || ch == ' ' || ch == '\t':
			numStart = -1
			if dash {
				dash = false
				switch {
				case !lhs && !rhs:
					return nil, "invalid range with no endpoint: -"
				case !rhs:
					l = append(l, cutRange{clamp(initial), math.MaxInt})
				case value < initial:
					return nil, "invalid decreasing range"
				default:
					l = append(l, cutRange{clamp(initial), clamp(value)})
				}
			} else {
				if value == 0 {
					return nil, fromOne
				}
				l = append(l, cutRange{clamp(value), clamp(value)})
			}
			value = 0
			if i >= len(s) {
				i = len(s) // done
			}
			lhs, rhs = false, false
		case ch >= '0' && ch <= '9':
			if numStart < 0 {
				numStart = i
			}
			if dash {
				rhs = true
			} else {
				lhs = true
			}
			d := uint64(ch - '0')
			if value > (math.MaxUint64-d)/10 || value*10+d == math.MaxUint64 {
				end := numStart
				for end < len(s) && s[end] >= '0' && s[end] <= '9' {
					end++
				}
				return nil, fmt.Sprintf(tooLarge, filesQuote(s[numStart:end]))
			}
			value = value*10 + d
		default:
			return nil, invalid + filesQuote(s[i:])
		}
		if i >= len(s) {
			break
		}
	}
	slices.SortFunc(l, func(a, b cutRange) int { return a.lo - b.lo })
	merged := l[:0]
	for _, r := range l {
		if n := len(merged); n > 0 && r.lo <= merged[n-1].hi && merged[n-1].hi != math.MaxInt {
			merged[n-1].hi = max(merged[n-1].hi, r.hi)
			continue
		} else if n > 0 && merged[n-1].hi == math.MaxInt {
			continue
		}
		merged = append(merged, r)
	}
	return merged, ""
}

// cutComplement returns the positions l does not select.
func cutComplement(l cutList) cutList {
	var out cutList
	next := 1
	for _, r := range l {
		if r.lo > next {
			out = append(out, cutRange{next, r.lo - 1})
		}
		if r.hi == math.MaxInt {
			return out
		}
		next = r.hi + 1
	}
	return append(out, cutRange{next, math.MaxInt})
}

// cutSelected reports whether position i (1-based) is in l, advancing *ri.
func cutSelected(l cutList, i int, ri *int) bool {
	for *ri < len(l) && l[*ri].hi < i {
		*ri++
	}
	return *ri < len(l) && l[*ri].lo <= i
}

func textCut(ctx context.Context, c *command.Call) error {
	var lists []string
	var mode byte
	var delim, outDelim *string
	var onlyDelim, complement bool
	fs := command.NewFlagSet(c.Name)
	list := func(short rune, long string, m byte) {
		fs.Func(short, long, true, func(v string) error { lists = append(lists, v); mode = m; return nil })
	}
	list('b', "bytes", 'b')
	list('c', "characters", 'c')
	list('f', "fields", 'f')
	fs.Func('d', "delimiter", true, func(v string) error { delim = &v; return nil })
	fs.Func(0, "output-delimiter", true, func(v string) error { outDelim = &v; return nil })
	fs.Func('s', "only-delimited", false, func(string) error { onlyDelim = true; return nil })
	fs.Func(0, "complement", false, func(string) error { complement = true; return nil })
	fs.Func('n', "", false, func(string) error { return nil }) // GNU ignores -n
	ops, err := fs.ParseOrUsage(c)
	if err != nil {
		return err
	}
	switch {
	case len(lists) == 0:
		return filesTryHelp(c, "you must specify a list of bytes, characters, or fields")
	case len(lists) > 1:
		return filesTryHelp(c, "only one list may be specified")
	case delim != nil && mode != 'f':
		return filesTryHelp(c, "an input delimiter may be specified only when operating on fields")
	case onlyDelim && mode != 'f':
		return filesTryHelp(c, "suppressing non-delimited lines makes sense\n\tonly when operating on fields")
	}
	what := "byte/character"
	if mode == 'f' {
		what = "field"
	}
	sel, msg := cutParseList(lists[0], what)
	if msg != "" {
		return filesTryHelp(c, "%s", msg)
	}
	if complement {
		sel = cutComplement(sel)
	}
	d := "\t"
	if delim != nil {
		if utf8.RuneCountInString(*delim) > 1 {
			return filesTryHelp(c, "the delimiter must be a single character")
		}
		d = *delim
		if d == "" {
			d = "\x00"
		}
	}
	od := d
	if outDelim != nil {
		od = *outDelim
	} else if mode != 'f' {
		od = ""
	}
	out := textNewOut(c)
	status, stop := textEachFile(ctx, c, out, ops, "%s: %s", "%s: %s", func(_ string, r io.Reader) error {
		return c.Lines(ctx, r, func(line string, nl bool) error {
			switch mode {
			case 'f':
				cutFields(out, line, sel, d, od, onlyDelim)
			case 'c':
				cutChars(out, line, sel, od, outDelim != nil)
			default:
				cutBytes(out, line, sel, od, outDelim != nil)
			}
			if _, err := out.Write(nil); err != nil {
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

func cutFields(out *bufio.Writer, line string, sel cutList, d, od string, onlyDelim bool) {
	if !strings.Contains(line, d) {
		if !onlyDelim {
			out.WriteString(line)
			out.WriteByte('\n')
		}
		return
	}
	ri := 0
	first := true
	for i := 1; ; i++ {
		field, rest, more := strings.Cut(line, d)
		if cutSelected(sel, i, &ri) {
			if !first {
				out.WriteString(od)
			}
			first = false
			out.WriteString(field)
		} else if ri >= len(sel) {
			break
		}
		if !more {
			break
		}
		line = rest
	}
	out.WriteByte('\n')
}

func cutBytes(out *bufio.Writer, line string, sel cutList, od string, sep bool) {
	ri := 0
	wrote, prevSel := false, false
	for i := 0; i < len(line); i++ {
		if cutSelected(sel, i+1, &ri) {
			if sep && wrote && (!prevSel || sel[ri].lo == i+1) {
				out.WriteString(od)
			}
			out.WriteByte(line[i])
			wrote, prevSel = true, true
		} else {
			prevSel = false
			if ri >= len(sel) {
				break
			}
		}
	}
	out.WriteByte('\n')
}

// cutChars selects UTF-8 characters (invalid bytes count as one each).
func cutChars(out *bufio.Writer, line string, sel cutList, od string, sep bool) {
	ri := 0
	wrote, prevSel := false, false
	pos := 0
	for i := 0; i < len(line); {
		_, size := utf8.DecodeRuneInString(line[i:])
		pos++
		if cutSelected(sel, pos, &ri) {
			if sep && wrote && (!prevSel || sel[ri].lo == pos) {
				out.WriteString(od)
			}
			out.WriteString(line[i : i+size])
			wrote, prevSel = true, true
		} else {
			prevSel = false
			if ri >= len(sel) {
				break
			}
		}
		i += size
	}
	out.WriteByte('\n')
}
