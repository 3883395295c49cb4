package coreutils

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/toolsinshell/tis/runtime/command"
)

// trMaxRepeat bounds how long an expanded set may grow ([c*n]).
const trMaxRepeat = 1 << 16

// trElem is one parsed element of a tr set.
type trElem struct {
	chars  []byte // expanded characters
	class  string // "upper" or "lower" when the element is that class
	repeat bool   // [c*] in SET2: fill to SET1's length
}

// trClass returns the bytes of a character class in the C locale.
func trClass(name string) ([]byte, bool) {
	var b []byte
	for ch := 0; ch < 256; ch++ {
		c := byte(ch)
		var in bool
		switch name {
		case "alpha":
			in = sortIsAlpha(c)
		case "digit":
			in = sortIsDigit(c)
		case "alnum":
			in = sortIsAlpha(c) || sortIsDigit(c)
		case "upper":
			in = c >= 'A' && c <= 'Z'
		case "lower":
			in = c >= 'a' && c <= 'z'
		case "space":
			in = c == ' ' || c >= '\t' && c <= '\r'
		case "blank":
			in = c == ' ' || c == '\t'
		case "punct":
			in = c > 32 && c < 127 && !sortIsAlpha(c) && !sortIsDigit(c)
		case "print":
			in = c >= 32 && c < 127
		case "graph":
			in = c > 32 && c < 127
		case "cntrl":
			in = c < 32 || c == 127
		case "xdigit":
			in = sortIsDigit(c) || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
		default:
			return nil, false
		}
		if in {
			b = append(b, c)
		}
	}
	return b, true
}

// trUnescape reads one possibly escaped character at s[i:], returning it
// and the bytes consumed.
func trUnescape(s string, i int) (byte, int) {
	if s[i] != '\\' || i+1 >= len(s) {
		return s[i], 1
	}
	c := s[i+1]
	switch c {
	case 'a':
		return '\a', 2
	case 'b':
		return '\b', 2
	case 'f':
		return '\f', 2
	case 'n':
		return '\n', 2
	case 'r':
		return '\r', 2
	case 't':
		return '\t', 2
	case 'v':
		return '\v', 2
	}
	if c >= '0' && c <= '7' {
		j := i + 1
		v := 0
		for j < len(s) && j < i+4 && s[j] >= '0' && s[j] <= '7' && v*8+int(s[j]-'0') < 256 {
			v = v*8 + int(s[j]-'0')
			j++
		}
		return byte(v), j - i
	}
	return c, 2
}

// trParse expands a set; set2 allows [c*] and [c*n].
func trParse(s string, set2 bool) ([]trElem, string) {
	var els []trElem
	for i := 0; i < len(s); {
		if s[i] == '[' && i+1 < len(s) {
			if s[i+1] == ':' {
				if end := strings.Index(s[i+2:], ":]"); end >= 0 {
					name := s[i+2 : i+2+end]
					chars, ok := trClass(name)
					if !ok {
						return nil, fmt.Sprintf("invalid character class '%s'", name)
					}
					el := trElem{chars: chars}
					if name == "upper" || name == "lower" {
						el.class = name
					}
					els = append(els, el)
					i += 2 + end + 2
					continue
				}
			}
			if s[i+1] == '=' {
				if end := strings.Index(s[i+2:], "=]"); end >= 0 {
					body := s[i+2 : i+2+end]
					if len(body) == 0 {
						return nil, "missing equivalence class character '[==]'"
					}
					ch, n := trUnescape(body, 0)
					if n != len(body) {
						return nil, fmt.Sprintf("%s: equivalence class operand must be a single character", body)
					}
					els = append(els, trElem{chars: []byte{ch}})
					i += 2 + end + 2
					continue
				}
			}
			// [c*n] or [c*]
			ch, n := trUnescape(s, i+1)
			j := i + 1 + n
			if j < len(s) && s[j] == '*' {
				if end := strings.IndexByte(s[j+1:], ']'); end >= 0 {
					cnt := s[j+1 : j+1+end]
					if !set2 {
						return nil, "the [c*] repeat construct may not appear in string1"
					}
					if cnt == "" {
						els = append(els, trElem{chars: []byte{ch}, repeat: true})
					} else {
						base := 10
						if cnt[0] == '0' {
							base = 8
						}
						k, err := strconv.ParseUint(cnt, base, 64)
						if err != nil {
							return nil, fmt.Sprintf("invalid repeat count '%s' in [c*n] construct", cnt)
						}
						if k == 0 {
							els = append(els, trElem{chars: []byte{ch}, repeat: true})
						} else {
							if k > trMaxRepeat {
								k = trMaxRepeat
							}
							els = append(els, trElem{chars: []byte(strings.Repeat(string(ch), int(k)))})
						}
					}
					i = j + 1 + end + 1
					continue
				}
			}
		}
		lo, n := trUnescape(s, i)
		if i+n+1 < len(s) && s[i+n] == '-' {
			hi, m := trUnescape(s, i+n+1)
			if hi < lo {
				return nil, fmt.Sprintf("range-endpoints of '%s' are in reverse collating sequence order",
					s[i:i+n+1+m])
			}
			var r []byte
			for c := int(lo); c <= int(hi); c++ {
				r = append(r, byte(c))
			}
			els = append(els, trElem{chars: r})
			i += n + 1 + m
			continue
		}
		els = append(els, trElem{chars: []byte{lo}})
		i += n
	}
	return els, ""
}

// trFlat concatenates the elements' characters.
func trFlat(els []trElem) []byte {
	var b []byte
	for _, e := range els {
		b = append(b, e.chars...)
	}
	return b
}

func textTr(ctx context.Context, c *command.Call) error {
	var comp, del, squeeze, trunc bool
	fs := command.NewFlagSet(c.Name)
	fs.Permute = false // GNU tr stops at the first operand ("+" in getopt)
	fs.Func('c', "complement", false, func(string) error { comp = true; return nil })
	fs.Func('C', "", false, func(string) error { comp = true; return nil })
	fs.Func('d', "delete", false, func(string) error { del = true; return nil })
	fs.Func('s', "squeeze-repeats", false, func(string) error { squeeze = true; return nil })
	fs.Func('t', "truncate-set1", false, func(string) error { trunc = true; return nil })
	ops, err := fs.ParseOrUsage(c)
	if err != nil {
		return err
	}
	translating := !del && len(ops) > 1
	maxOps := 2
	switch {
	case len(ops) == 0:
		return filesTryHelp(c, "missing operand")
	case del && squeeze && len(ops) == 1:
		return filesTryHelp(c, "missing operand after '%s'\nTwo strings must be given when both deleting and squeezing repeats.", ops[0])
	case !del && !squeeze && len(ops) == 1:
		return filesTryHelp(c, "missing operand after '%s'\nTwo strings must be given when translating.", ops[0])
	case del && !squeeze:
		maxOps = 1
	}
	if len(ops) > maxOps {
		if maxOps == 1 {
			return filesTryHelp(c, "extra operand '%s'\nOnly one string may be given when deleting without squeezing repeats.", ops[maxOps])
		}
		return filesTryHelp(c, "extra operand '%s'", ops[maxOps])
	}
	els1, msg := trParse(ops[0], false)
	if msg != "" {
		return c.Errorf("%s", msg)
	}
	var els2 []trElem
	if len(ops) > 1 {
		if els2, msg = trParse(ops[1], true); msg != "" {
			return c.Errorf("%s", msg)
		}
	}
	set1 := trFlat(els1)
	if comp {
		var in [256]bool
		for _, ch := range set1 {
			in[ch] = true
		}
		set1 = set1[:0:0]
		for ch := 0; ch < 256; ch++ {
			if !in[ch] {
				set1 = append(set1, byte(ch))
			}
		}
	}
	var mapping [256]int
	for i := range mapping {
		mapping[i] = i
	}
	var set2 []byte
	if translating {
		// Expand [c*] to fill SET2 up to SET1's length.
		fixed := 0
		for _, e := range els2 {
			if !e.repeat {
				fixed += len(e.chars)
			}
		}
		for _, e := range els2 {
			if e.repeat {
				if n := len(set1) - fixed; n > 0 {
					set2 = append(set2, []byte(strings.Repeat(string(e.chars), n))...)
					fixed += n
				}
				continue
			}
			set2 = append(set2, e.chars...)
		}
		for _, e := range els2 {
			if e.class != "" {
				// Only [:upper:] and [:lower:] may appear in SET2, aligned with
				// the opposite class in SET1.
				if comp || !trClassAligned(els1, els2) {
					return c.Errorf("when translating, the only character classes that may appear in\nstring2 are 'upper' and 'lower'")
				}
			}
		}
		if trunc && len(set1) > len(set2) {
			set1 = set1[:len(set2)]
		}
		if len(set2) == 0 && len(set1) > 0 {
			return c.Errorf("when not truncating set1, string2 must be non-empty")
		}
		for len(set2) < len(set1) {
			set2 = append(set2, set2[len(set2)-1])
		}
		for i, ch := range set1 {
			mapping[ch] = int(set2[i])
		}
	} else if len(els2) > 0 {
		set2 = trFlat(els2)
	}
	var delSet, sqSet [256]bool
	if del {
		for _, ch := range set1 {
			delSet[ch] = true
		}
	}
	if squeeze {
		src := set1
		if del || translating {
			src = set2
		}
		for _, ch := range src {
			sqSet[ch] = true
		}
	}
	out := textNewOut(c)
	br := bufio.NewReaderSize(textCtxReader{ctx, c.Stdin}, 64*1024)
	last := -1
	buf := make([]byte, 64*1024)
	for {
		n, rerr := br.Read(buf)
		for _, ch := range buf[:n] {
			if delSet[ch] {
				continue
			}
			o := byte(mapping[ch])
			if sqSet[o] && int(o) == last {
				continue
			}
			last = int(o)
			out.WriteByte(o)
		}
		if _, err := out.Write(nil); err != nil {
			return textWriteFail(ctx, c, err)
		}
		if rerr == io.EOF {
			break
		}
		if rerr != nil {
			if cerr := ctx.Err(); cerr != nil {
				return cerr
			}
			out.Flush()
			return c.Errorf("read error: %v", rerr)
		}
	}
	return textFinish(ctx, c, out, 0)
}

// trClassAligned reports whether every class in SET2 lines up with the
// opposite case class at the same position of SET1.
func trClassAligned(els1, els2 []trElem) bool {
	pos := func(els []trElem) map[int]string {
		m := map[int]string{}
		off := 0
		for _, e := range els {
			if e.class != "" {
				m[off] = e.class
			}
			off += len(e.chars)
		}
		return m
	}
	p1, p2 := pos(els1), pos(els2)
	for off := range p2 {
		if p1[off] == "" {
			return false
		}
	}
	return true
}
