package awk

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"unicode/utf8"
)

func sprintfGo(format string, args ...any) string { return fmt.Sprintf(format, args...) }

func sortSlice[T any](s []T, less func(a, b T) bool) {
	slices.SortFunc(s, func(a, b T) int {
		if less(a, b) {
			return -1
		}
		if less(b, a) {
			return 1
		}
		return 0
	})
}

func (in *interp) builtin(e *builtinExpr) value {
	args := e.args
	switch e.name {
	case "length":
		if len(args) == 0 {
			return num(float64(runeLen(in.record)))
		}
		if v, ok := args[0].(*varExpr); ok && (v.local || v.idx > vFNR) {
			c := in.cellOf(v)
			if c.arr != nil {
				return num(float64(len(c.arr)))
			}
			if c.ref != nil && c.v.k == kUninit {
				for r := c.ref; r != nil; r = r.ref {
					if r.arr != nil {
						return num(float64(len(r.arr)))
					}
				}
			}
		}
		return num(float64(runeLen(in.toStr(in.eval(args[0])))))
	case "substr":
		return str(in.substr(args))
	case "index":
		s := in.toStr(in.eval(args[0]))
		t := in.toStr(in.eval(args[1]))
		i := strings.Index(s, t)
		if i < 0 {
			return num(0)
		}
		return num(float64(runeLen(s[:i]) + 1))
	case "split":
		return in.split(args)
	case "sub", "gsub":
		return in.sub(args, e.name == "gsub")
	case "match":
		return in.match(args)
	case "gensub":
		return in.gensub(args)
	case "systime":
		if in.call.Now == nil {
			return num(0)
		}
		return num(float64(in.call.Now().Unix()))
	case "sprintf":
		vals := make([]value, len(args)-1)
		for i, a := range args[1:] {
			vals[i] = in.eval(a)
		}
		return str(in.sprintf(in.toStr(in.eval(args[0])), vals))
	case "tolower":
		return str(strings.ToLower(in.toStr(in.eval(args[0]))))
	case "toupper":
		return str(strings.ToUpper(in.toStr(in.eval(args[0]))))
	case "int":
		return num(math.Trunc(in.eval(args[0]).toNum()))
	case "sqrt":
		x := in.eval(args[0]).toNum()
		if x < 0 {
			in.warn("warning: sqrt: called with negative argument %s", formatNum(x, in.convfmt))
		}
		return num(math.Sqrt(x))
	case "exp":
		return num(math.Exp(in.eval(args[0]).toNum()))
	case "log":
		x := in.eval(args[0]).toNum()
		if x < 0 {
			in.warn("warning: log: received negative argument %s", formatNum(x, in.convfmt))
			return num(math.Copysign(math.NaN(), -1))
		}
		return num(math.Log(x))
	case "sin":
		return num(math.Sin(in.eval(args[0]).toNum()))
	case "cos":
		return num(math.Cos(in.eval(args[0]).toNum()))
	case "atan2":
		y := in.eval(args[0]).toNum()
		return num(math.Atan2(y, in.eval(args[1]).toNum()))
	case "rand":
		return num(in.rng.Float64())
	case "srand":
		prev := in.seed
		if len(args) == 0 {
			in.seed = float64(in.call.Now().Unix())
		} else {
			in.seed = math.Trunc(in.eval(args[0]).toNum())
		}
		in.seedRNG()
		return num(prev)
	case "system":
		return in.system(in.toStr(in.eval(args[0])))
	case "close":
		return num(float64(in.closeStream(in.toStr(in.eval(args[0])))))
	case "fflush":
		if len(args) == 1 {
			return num(float64(in.fflush(in.toStr(in.eval(args[0])))))
		}
		in.flushAll()
		return num(0)
	}
	in.fail("internal: unknown builtin %s", e.name)
	return value{}
}

func (in *interp) seedRNG() {
	s := uint64(int64(in.seed))
	in.rng = rand.New(rand.NewPCG(s, s^0x9e3779b97f4a7c15))
}

func (in *interp) substr(args []expr) string {
	s := in.toStr(in.eval(args[0]))
	m := math.Trunc(in.eval(args[1]).toNum())
	n := math.Inf(1)
	if len(args) == 3 {
		n = math.Trunc(in.eval(args[2]).toNum())
	}
	if math.IsNaN(m) || math.IsNaN(n) {
		return ""
	}
	ascii := isASCII(s)
	length := len(s)
	if !ascii {
		length = utf8.RuneCountInString(s)
	}
	// As gawk does: truncate both, start at 1 at the earliest (without
	// shortening the length), clip to the string.
	start := m
	if start < 1 {
		start = 1
	}
	end := start + n // exclusive
	if end > float64(length)+1 {
		end = float64(length) + 1
	}
	if start > float64(length) || end <= start {
		return ""
	}
	a, b := int(start)-1, int(end)-1
	if ascii {
		return s[a:b]
	}
	i := byteOffset(s, a)
	j := i + byteOffset(s[i:], b-a)
	return s[i:j]
}

func (in *interp) split(args []expr) value {
	s := in.toStr(in.eval(args[0]))
	arrVar := args[1].(*varExpr)
	var parts []value
	switch {
	case len(args) == 2:
		parts = in.splitInto(nil, s, in.fs, nil, false)
	default:
		if r, ok := args[2].(*regexExpr); ok {
			parts = in.splitInto(nil, s, "", r.re, false)
		} else {
			fs := in.toStr(in.eval(args[2]))
			parts = in.splitInto(nil, s, fs, nil, false)
		}
	}
	m := in.array(arrVar)
	in.clearArray(m)
	for i, p := range parts {
		in.setElem(m, itoa(i+1), p)
	}
	return num(float64(len(parts)))
}

// replLen is at most how long the replacement of a match of n bytes is:
// every & may stand for the match.
func replLen(repl string, n int) int {
	return len(repl) + strings.Count(repl, "&")*n
}

// allMatches lists the matches of a string of n bytes with find (a
// FindAll method given its bound), at most as many as the buffer limit
// holds.
func (in *interp) allMatches(find func(n int) [][]int, n int) [][]int {
	most := min(in.limit()/matchCost, n+1)
	ms := find(most + 1)
	if len(ms) > most {
		in.tooLarge("match list")
	}
	return ms
}

// expandRepl builds the replacement for one match: & is the matched
// text, \& a literal &, \\ a backslash.
func expandRepl(b *strings.Builder, repl, matched string) {
	for i := 0; i < len(repl); i++ {
		c := repl[i]
		switch {
		case c == '\\' && i+1 < len(repl) && (repl[i+1] == '&' || repl[i+1] == '\\'):
			b.WriteByte(repl[i+1])
			i++
		case c == '&':
			b.WriteString(matched)
		default:
			b.WriteByte(c)
		}
	}
}

func (in *interp) sub(args []expr, global bool) value {
	re := in.regexOf(args[0])
	repl := in.toStr(in.eval(args[1]))
	var target expr = &fieldExpr{index: &constExpr{v: num(0)}}
	if len(args) == 3 {
		target = args[2]
	}
	s := in.toStr(in.eval(target))
	var matches [][]int
	if global {
		matches = in.allMatches(func(n int) [][]int { return re.FindAllStringIndex(s, n) }, len(s))
	} else if m := re.FindStringIndex(s); m != nil {
		matches = [][]int{m}
	}
	if len(matches) == 0 {
		return num(0)
	}
	var b strings.Builder
	prev := 0
	for _, m := range matches {
		b.WriteString(s[prev:m[0]])
		in.checkLen(b.Len() + replLen(repl, m[1]-m[0]))
		expandRepl(&b, repl, s[m[0]:m[1]])
		prev = m[1]
	}
	b.WriteString(s[prev:])
	in.checkLen(b.Len())
	in.assignTo(target, str(b.String()))
	return num(float64(len(matches)))
}

func (in *interp) match(args []expr) value {
	s := in.toStr(in.eval(args[0]))
	re := in.regexOf(args[1])
	var loc []int
	if len(args) == 3 {
		loc = re.FindStringSubmatchIndex(s)
		m := in.array(args[2].(*varExpr))
		in.clearArray(m)
		for i := 0; loc != nil && 2*i+1 < len(loc); i++ {
			a, b := loc[2*i], loc[2*i+1]
			if a < 0 {
				continue
			}
			k := itoa(i)
			in.setElem(m, k, input(s[a:b]))
			in.setElem(m, k+in.subsep+"start", num(float64(runeLen(s[:a])+1)))
			in.setElem(m, k+in.subsep+"length", num(float64(runeLen(s[a:b]))))
		}
	} else {
		loc = re.FindStringIndex(s)
	}
	start, length := 0.0, -1.0
	if loc != nil {
		start = float64(runeLen(s[:loc[0]]) + 1)
		length = float64(runeLen(s[loc[0]:loc[1]]))
	}
	in.globals[vRSTART].v = num(start)
	in.globals[vRLENGTH].v = num(length)
	return num(start)
}

// gensub is gawk's gensub(re, repl, how [, target]): it returns the
// changed string; "\\N" in repl is the N-th parenthesized group.
func (in *interp) gensub(args []expr) value {
	re := in.regexOf(args[0])
	repl := in.toStr(in.eval(args[1]))
	how := in.eval(args[2])
	var s string
	if len(args) == 4 {
		s = in.toStr(in.eval(args[3]))
	} else {
		s = in.record
	}
	which := 0 // 0 means every match
	if hs := in.toStr(how); !(hs != "" && (hs[0] == 'g' || hs[0] == 'G')) {
		which = int(how.toNum())
		if which < 1 {
			in.warn("warning: gensub: third argument %s treated as 1", hs)
			which = 1
		}
	}
	matches := in.allMatches(func(n int) [][]int { return re.FindAllStringSubmatchIndex(s, n) }, len(s))
	var b strings.Builder
	prev := 0
	for n, m := range matches {
		if which != 0 && n+1 != which {
			continue
		}
		b.WriteString(s[prev:m[0]])
		for i := 0; i < len(repl); i++ {
			c := repl[i]
			switch {
			case c == '\\' && i+1 < len(repl) && repl[i+1] >= '0' && repl[i+1] <= '9':
				g := int(repl[i+1] - '0')
				if 2*g+1 < len(m) && m[2*g] >= 0 {
					in.checkLen(b.Len() + m[2*g+1] - m[2*g])
					b.WriteString(s[m[2*g]:m[2*g+1]])
				}
				i++
			case c == '\\' && i+1 < len(repl) && (repl[i+1] == '&' || repl[i+1] == '\\'):
				b.WriteByte(repl[i+1])
				i++
			case c == '&':
				in.checkLen(b.Len() + m[1] - m[0])
				b.WriteString(s[m[0]:m[1]])
			default:
				b.WriteByte(c)
			}
		}
		prev = m[1]
	}
	b.WriteString(s[prev:])
	in.checkLen(b.Len())
	return str(b.String())
}
