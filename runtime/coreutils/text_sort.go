package coreutils

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"slices"
	"strconv"
	"strings"
	"unsafe"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// sortKey is one -k key, or the whole line with the global options.
// Fields and characters are 0-based; echar 0 means the end of the field
// and eword -1 the end of the line, as in GNU sort.
type sortKey struct {
	sword, schar int
	eword, echar int
	skipsblanks  bool
	skipeblanks  bool
	numeric      bool // -n
	general      bool // -g
	human        bool // -h
	month        bool // -M
	version      bool // -V
	fold         bool // -f
	dict         bool // -d
	nonprint     bool // -i
	reverse      bool // -r
}

// sortOrdering reports whether k has an ordering option of its own.
func (k *sortKey) sortOrdering() bool {
	return k.skipsblanks || k.skipeblanks || k.numeric || k.general || k.human ||
		k.month || k.version || k.fold || k.dict || k.nonprint
}

// sortSetOption applies an option letter to k; start says whether it
// follows POS1 (b then skips blanks at the start) or POS2.
func (k *sortKey) sortSetOption(ch byte, start bool) bool {
	switch ch {
	case 'b':
		if start {
			k.skipsblanks = true
		} else {
			k.skipeblanks = true
		}
	case 'n':
		k.numeric = true
	case 'g':
		k.general = true
	case 'h':
		k.human = true
	case 'M':
		k.month = true
	case 'V':
		k.version = true
	case 'f':
		k.fold = true
	case 'd':
		k.dict = true
	case 'i':
		k.nonprint = true
	case 'r':
		k.reverse = true
	default:
		return false
	}
	return true
}

// sortIncompatible returns k's options as GNU prints them when more than
// one ordering among n, g, h, M and V (d and i count with V) is asked for,
// else "".
func (k *sortKey) sortIncompatible() string {
	n := sortB2i(k.numeric) + sortB2i(k.general) + sortB2i(k.human) + sortB2i(k.month) +
		sortB2i(k.version || k.dict || k.nonprint)
	if n <= 1 {
		return ""
	}
	var b strings.Builder
	for _, o := range []struct {
		on bool
		ch byte
	}{{k.skipsblanks || k.skipeblanks, 'b'}, {k.dict, 'd'}, {k.fold, 'f'}, {k.general, 'g'},
		{k.human, 'h'}, {k.nonprint, 'i'}, {k.month, 'M'}, {k.numeric, 'n'}, {k.reverse, 'r'}, {k.version, 'V'}} {
		if o.on {
			b.WriteByte(o.ch)
		}
	}
	return b.String()
}

// sortParseKey parses a -k POS1[,POS2] argument.
func sortParseKey(spec string) (*sortKey, string) {
	k := &sortKey{eword: -1}
	s := spec
	num := func() (int, bool) {
		// GNU's parse_field_count reads with strtoumax: blanks, a '+'.
		if t := strings.TrimPrefix(gnuTrim(s), "+"); t != "" && t[0] >= '0' && t[0] <= '9' {
			s = t
		}
		i := 0
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		if i == 0 {
			return 0, false
		}
		n, err := strconv.Atoi(s[:i])
		if err != nil || n > math.MaxInt32 {
			n = math.MaxInt32
		}
		s = s[i:]
		return n, true
	}
	n, ok := num()
	if !ok {
		return nil, "invalid number at field start: invalid count at start of '" + s + "'"
	}
	if n == 0 {
		return nil, "field number is zero: invalid field specification '" + spec + "'"
	}
	k.sword = n - 1
	if strings.HasPrefix(s, ".") {
		s = s[1:]
		n, ok := num()
		if !ok {
			return nil, "invalid number after '.': invalid count at start of '" + s + "'"
		}
		if n == 0 {
			return nil, "character offset is zero: invalid field specification '" + spec + "'"
		}
		k.schar = n - 1
	}
	for len(s) > 0 && k.sortSetOption(s[0], true) {
		s = s[1:]
	}
	if strings.HasPrefix(s, ",") {
		s = s[1:]
		n, ok := num()
		if !ok {
			return nil, "invalid number after ',': invalid count at start of '" + s + "'"
		}
		if n == 0 {
			return nil, "field number is zero: invalid field specification '" + spec + "'"
		}
		k.eword = n - 1
		if strings.HasPrefix(s, ".") {
			s = s[1:]
			n, ok := num()
			if !ok {
				return nil, "invalid number after '.': invalid count at start of '" + s + "'"
			}
			k.echar = n
		}
		for len(s) > 0 && k.sortSetOption(s[0], false) {
			s = s[1:]
		}
	}
	if s != "" {
		return nil, "stray character in field spec: invalid field specification '" + spec + "'"
	}
	return k, ""
}

// sortBlank is GNU sort's blank set in the C locale.
func sortBlank(ch byte) bool { return ch == ' ' || ch == '\t' }

// sortBegin returns where key k starts in line (GNU begfield).
func sortBegin(line string, k *sortKey, tab int) int {
	ptr, lim := 0, len(line)
	sword := k.sword
	if tab >= 0 {
		for ptr < lim && sword > 0 {
			sword--
			for ptr < lim && line[ptr] != byte(tab) {
				ptr++
			}
			if ptr < lim {
				ptr++
			}
		}
	} else {
		for ptr < lim && sword > 0 {
			sword--
			for ptr < lim && sortBlank(line[ptr]) {
				ptr++
			}
			for ptr < lim && !sortBlank(line[ptr]) {
				ptr++
			}
		}
	}
	if k.skipsblanks {
		for ptr < lim && sortBlank(line[ptr]) {
			ptr++
		}
	}
	return min(lim, ptr+k.schar)
}

// sortLimit returns where key k ends in line (GNU limfield).
func sortLimit(line string, k *sortKey, tab int) int {
	ptr, lim := 0, len(line)
	if k.eword < 0 {
		return lim
	}
	eword, echar := k.eword, k.echar
	if echar == 0 {
		eword++
	}
	if tab >= 0 {
		for ptr < lim && eword > 0 {
			eword--
			for ptr < lim && line[ptr] != byte(tab) {
				ptr++
			}
			if ptr < lim && (eword > 0 || echar != 0) {
				ptr++
			}
		}
	} else {
		for ptr < lim && eword > 0 {
			eword--
			for ptr < lim && sortBlank(line[ptr]) {
				ptr++
			}
			for ptr < lim && !sortBlank(line[ptr]) {
				ptr++
			}
		}
	}
	if echar != 0 {
		if k.skipeblanks {
			for ptr < lim && sortBlank(line[ptr]) {
				ptr++
			}
		}
		ptr = min(lim, ptr+echar)
	}
	return ptr
}

// sortField is a key's text in one line plus any parsed value.
type sortField struct {
	text string
	num  sortNum
	f    float64
	fok  bool
	unit int
}

// sortLine is an input line with its keys extracted once.
type sortLine struct {
	line   string
	fields []sortField
}

// sortNum is a number as -n compares it: sign, integer digits without
// leading zeros and fraction digits without trailing zeros.
type sortNum struct {
	neg       bool
	int, frac string
}

// sortParseNum parses the leading number of s the way GNU strnumcmp reads
// it in the C locale; anything else is zero.
func sortParseNum(s string) (sortNum, int) {
	i := 0
	for i < len(s) && sortBlank(s[i]) {
		i++
	}
	var n sortNum
	if i < len(s) && s[i] == '-' {
		n.neg = true
		i++
	}
	st := i
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	n.int = strings.TrimLeft(s[st:i], "0")
	if i < len(s) && s[i] == '.' {
		i++
		fs := i
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		n.frac = strings.TrimRight(s[fs:i], "0")
	}
	if n.int == "" && n.frac == "" {
		n.neg = false
	}
	return n, i
}

func sortNumCmp(a, b sortNum) int {
	if a.neg != b.neg {
		if a.neg {
			return -1
		}
		return 1
	}
	d := len(a.int) - len(b.int)
	if d == 0 {
		d = strings.Compare(a.int, b.int)
	}
	if d == 0 {
		d = strings.Compare(a.frac, b.frac)
	}
	if a.neg {
		return -d
	}
	return d
}

// sortUnit is GNU find_unit_order: the SI suffix's rank, negated for
// negative numbers, 0 when the number is zero or has no suffix.
func sortUnit(s string) int {
	i := 0
	for i < len(s) && sortBlank(s[i]) {
		i++
	}
	neg := i < len(s) && s[i] == '-'
	if neg {
		i++
	}
	var maxd byte
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		maxd = max(maxd, s[i])
		i++
	}
	if i < len(s) && s[i] == '.' {
		i++
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			maxd = max(maxd, s[i])
			i++
		}
	}
	if maxd <= '0' || i >= len(s) {
		return 0
	}
	order := strings.IndexByte("_KMGTPEZYRQ", s[i])
	if s[i] == 'k' {
		order = 1
	}
	if order < 0 {
		order = 0
	}
	if neg {
		return -order
	}
	return order
}

// sortParseFloat reads the longest prefix of s that strtod accepts.
func sortParseFloat(s string) (float64, bool) {
	i := 0
	for i < len(s) && (s[i] == ' ' || s[i] >= '\t' && s[i] <= '\r') {
		i++
	}
	st := i
	if i < len(s) && (s[i] == '-' || s[i] == '+') {
		i++
	}
	rest := strings.ToLower(s[i:])
	for _, w := range []string{"infinity", "inf", "nan"} {
		if strings.HasPrefix(rest, w) {
			f, _ := strconv.ParseFloat(s[st:i]+w, 64)
			return f, true
		}
	}
	ds := i
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	nd := i - ds
	if i < len(s) && s[i] == '.' {
		i++
		fs := i
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		nd += i - fs
	}
	if nd == 0 {
		return 0, false
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		j := i + 1
		if j < len(s) && (s[j] == '-' || s[j] == '+') {
			j++
		}
		es := j
		for j < len(s) && s[j] >= '0' && s[j] <= '9' {
			j++
		}
		if j > es {
			i = j
		}
	}
	f, err := strconv.ParseFloat(s[st:i], 64)
	if err != nil && f == 0 {
		return 0, false
	}
	return f, true
}

// sortMonth returns 1..12 for a month name prefix, 0 otherwise.
func sortMonth(s string) int {
	i := 0
	for i < len(s) && sortBlank(s[i]) {
		i++
	}
	if len(s)-i < 3 {
		return 0
	}
	m := strings.ToUpper(s[i : i+3])
	idx := strings.Index("JANFEBMARAPRMAYJUNJULAUGSEPOCTNOVDEC", m)
	if idx < 0 || idx%3 != 0 {
		return 0
	}
	return idx/3 + 1
}

// sortVersionCmp is gnulib's filevercmp over two strings.
func sortVersionCmp(a, b string) int {
	if a == "" {
		if b == "" {
			return 0
		}
		return -1
	}
	if b == "" {
		return 1
	}
	if a[0] == '.' {
		if b[0] != '.' {
			return -1
		}
		adot, bdot := len(a) == 1, len(b) == 1
		if adot || bdot {
			return sortB2i(bdot) - sortB2i(adot)
		}
		add := a[1] == '.' && len(a) == 2
		bdd := b[1] == '.' && len(b) == 2
		if add || bdd {
			return sortB2i(bdd) - sortB2i(add)
		}
	} else if b[0] == '.' {
		return 1
	}
	ap, bp := sortPrefixLen(a), sortPrefixLen(b)
	onePass := ap == len(a) && bp == len(b)
	r := sortVerRevCmp(a[:ap], b[:bp])
	if r != 0 || onePass {
		return r
	}
	return sortVerRevCmp(a, b)
}

func sortB2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func sortIsAlpha(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
func sortIsDigit(c byte) bool { return c >= '0' && c <= '9' }

// sortPrefixLen is the length of s without its file suffixes
// (\.[A-Za-z~][A-Za-z0-9~]*)*$.
func sortPrefixLen(s string) int {
	n := len(s)
	prefix := 0
	for i := 0; ; {
		if i == n {
			return prefix
		}
		i++
		prefix = i
		for i+1 < n && s[i] == '.' && (sortIsAlpha(s[i+1]) || s[i+1] == '~') {
			for i += 2; i < n && (sortIsAlpha(s[i]) || sortIsDigit(s[i]) || s[i] == '~'); i++ {
			}
		}
	}
}

func sortVerOrder(s string, pos int) int {
	if pos == len(s) {
		return 0
	}
	c := s[pos]
	switch {
	case sortIsDigit(c):
		return 0
	case sortIsAlpha(c):
		return int(c)
	case c == '~':
		return -1
	default:
		return int(c) + 256
	}
}

func sortVerRevCmp(a, b string) int {
	i, j := 0, 0
	for i < len(a) || j < len(b) {
		first := 0
		for i < len(a) && !sortIsDigit(a[i]) || j < len(b) && !sortIsDigit(b[j]) {
			ac, bc := sortVerOrder(a, i), sortVerOrder(b, j)
			if ac != bc {
				return ac - bc
			}
			i++
			j++
		}
		for i < len(a) && a[i] == '0' {
			i++
		}
		for j < len(b) && b[j] == '0' {
			j++
		}
		for i < len(a) && j < len(b) && sortIsDigit(a[i]) && sortIsDigit(b[j]) {
			if first == 0 {
				first = int(a[i]) - int(b[j])
			}
			i++
			j++
		}
		if i < len(a) && sortIsDigit(a[i]) {
			return 1
		}
		if j < len(b) && sortIsDigit(b[j]) {
			return -1
		}
		if first != 0 {
			return first
		}
	}
	return 0
}

// sortIgnored reports whether k skips ch when comparing.
func sortIgnored(k *sortKey, ch byte) bool {
	if k.dict && !(sortBlank(ch) || sortIsAlpha(ch) || sortIsDigit(ch)) {
		return true
	}
	return k.nonprint && (ch < 32 || ch >= 127)
}

func sortFold(ch byte) byte {
	if ch >= 'a' && ch <= 'z' {
		return ch - 32
	}
	return ch
}

// sortCmpText compares two key texts with -f, -d, -i.
func sortCmpText(k *sortKey, a, b string) int {
	if !k.fold && !k.dict && !k.nonprint {
		return strings.Compare(a, b)
	}
	i, j := 0, 0
	for {
		for i < len(a) && sortIgnored(k, a[i]) {
			i++
		}
		for j < len(b) && sortIgnored(k, b[j]) {
			j++
		}
		if i >= len(a) || j >= len(b) {
			break
		}
		ca, cb := a[i], b[j]
		if k.fold {
			ca, cb = sortFold(ca), sortFold(cb)
		}
		if ca != cb {
			return int(ca) - int(cb)
		}
		i++
		j++
	}
	return sortB2i(i < len(a)) - sortB2i(j < len(b))
}

// sortCmpField compares one key of two lines.
func sortCmpField(k *sortKey, a, b *sortField) int {
	var d int
	switch {
	case k.numeric:
		d = sortNumCmp(a.num, b.num)
	case k.human:
		d = a.unit - b.unit
		if d == 0 {
			d = sortNumCmp(a.num, b.num)
		}
	case k.general:
		switch {
		case !a.fok && !b.fok:
			d = 0
		case !a.fok:
			d = -1
		case !b.fok:
			d = 1
		case a.f < b.f:
			d = -1
		case a.f > b.f:
			d = 1
		case a.f == b.f:
			d = 0
		case math.IsNaN(a.f) && math.IsNaN(b.f):
			d = 0
		case math.IsNaN(a.f):
			d = -1
		default:
			d = 1
		}
	case k.month:
		d = sortMonth(a.text) - sortMonth(b.text)
	case k.version:
		d = sortVersionCmp(a.text, b.text)
	default:
		d = sortCmpText(k, a.text, b.text)
	}
	if k.reverse {
		return -d
	}
	return d
}

// sorter holds a parsed sort invocation.
type sorter struct {
	keys    []*sortKey
	tab     int
	unique  bool
	stable  bool
	reverse bool
}

func (s *sorter) sortPrepare(line string) sortLine {
	sl := sortLine{line: line, fields: make([]sortField, len(s.keys))}
	for i, k := range s.keys {
		beg := sortBegin(line, k, s.tab)
		lim := sortLimit(line, k, s.tab)
		if lim < beg {
			lim = beg
		}
		f := &sl.fields[i]
		f.text = line[beg:lim]
		switch {
		case k.numeric:
			f.num, _ = sortParseNum(f.text)
		case k.human:
			f.num, _ = sortParseNum(f.text)
			f.unit = sortUnit(f.text)
		case k.general:
			f.f, f.fok = sortParseFloat(f.text)
		}
	}
	return sl
}

// sortKeysCmp compares by the keys only.
func (s *sorter) sortKeysCmp(a, b *sortLine) int {
	for i, k := range s.keys {
		if d := sortCmpField(k, &a.fields[i], &b.fields[i]); d != 0 {
			return d
		}
	}
	return 0
}

// sortCmp is GNU compare: keys, then the whole line unless -s or -u.
func (s *sorter) sortCmp(a, b *sortLine) int {
	if len(s.keys) > 0 {
		d := s.sortKeysCmp(a, b)
		if d != 0 || s.unique || s.stable {
			return d
		}
	}
	d := strings.Compare(a.line, b.line)
	if s.reverse {
		return -d
	}
	return d
}

func textSort(ctx context.Context, c *command.Call) error {
	var gkey = sortKey{eword: -1}
	var keySpecs []string
	var check, quietCheck bool
	var outFile string
	var tabSpec *string
	s := &sorter{tab: -1}
	fs := command.NewFlagSet(c.Name)
	opt := func(ch byte, long string) {
		fs.Func(rune(ch), long, false, func(string) error { gkey.sortSetOption(ch, true); return nil })
	}
	opt('n', "numeric-sort")
	opt('g', "general-numeric-sort")
	opt('h', "human-numeric-sort")
	opt('M', "month-sort")
	opt('V', "version-sort")
	opt('f', "ignore-case")
	opt('d', "dictionary-order")
	opt('i', "ignore-nonprinting")
	opt('r', "reverse")
	fs.Func('b', "ignore-leading-blanks", false, func(string) error {
		gkey.skipsblanks, gkey.skipeblanks = true, true
		return nil
	})
	fs.Func('k', "key", true, func(v string) error { keySpecs = append(keySpecs, v); return nil })
	fs.Func('t', "field-separator", true, func(v string) error { tabSpec = &v; return nil })
	fs.Func('u', "unique", false, func(string) error { s.unique = true; return nil })
	fs.Func('s', "stable", false, func(string) error { s.stable = true; return nil })
	fs.Func('c', "", false, func(string) error { check = true; return nil })
	fs.Func('C', "", false, func(string) error { check, quietCheck = true, true; return nil })
	fs.Func(0, "check", false, func(string) error { check = true; return nil })
	fs.Func('o', "output", true, func(v string) error { outFile = v; return nil })
	ops, err := fs.ParseOrUsage(c)
	if err != nil {
		return err
	}
	if tabSpec != nil {
		switch {
		case len(*tabSpec) == 1:
			s.tab = int((*tabSpec)[0])
		case *tabSpec == `\0`:
			s.tab = 0
		case *tabSpec == "":
			return c.Fail(2, "empty tab")
		default:
			return c.Fail(2, "multi-character tab '%s'", *tabSpec)
		}
	}
	for _, spec := range keySpecs {
		k, msg := sortParseKey(spec)
		if msg != "" {
			return c.Fail(2, "%s", msg)
		}
		if !k.sortOrdering() && !k.reverse {
			r := k.reverse
			sw, sc, ew, ec := k.sword, k.schar, k.eword, k.echar
			*k = gkey
			k.sword, k.schar, k.eword, k.echar = sw, sc, ew, ec
			k.reverse = r || gkey.reverse
		}
		if bad := k.sortIncompatible(); bad != "" {
			return c.Fail(2, "options '-%s' are incompatible", bad)
		}
		s.keys = append(s.keys, k)
	}
	if bad := gkey.sortIncompatible(); bad != "" {
		return c.Fail(2, "options '-%s' are incompatible", bad)
	}
	s.reverse = gkey.reverse
	if len(s.keys) == 0 && gkey.sortOrdering() {
		k := gkey
		s.keys = []*sortKey{&k}
	}
	if len(ops) == 0 {
		ops = []string{"-"}
	}
	if check {
		if len(ops) > 1 {
			return c.Fail(2, "extra operand '%s' not allowed with -c", ops[1])
		}
		return sortCheck(ctx, c, s, ops[0], quietCheck)
	}

	// Every line is held until the end: each counts against the buffer
	// limit with what keeping it costs (its sortLine, its keys, its
	// index). Past the limit sort fails as GNU's does when memory is
	// exhausted, with status 2.
	var lines []sortLine
	held := c.Budget("input")
	lineCost := int(unsafe.Sizeof(sortLine{})) + len(s.keys)*int(unsafe.Sizeof(sortField{})) + 4
	for _, op := range ops {
		if err := ctx.Err(); err != nil {
			return err
		}
		f, err := c.Open(op)
		if err != nil {
			return c.Fail(2, "cannot read: %s: %s", op, vfs.Reason(err))
		}
		err = c.Lines(ctx, f, func(line string, _ bool) error {
			if err := held.Add(len(line) + lineCost); err != nil {
				return err
			}
			lines = append(lines, s.sortPrepare(line))
			return nil
		})
		f.Close()
		if err != nil {
			if cerr := ctx.Err(); cerr != nil {
				return cerr
			}
			var tl *command.TooLargeError
			if errors.As(err, &tl) {
				return c.Fail(2, "%v", tl)
			}
			return c.Fail(2, "read failed: %s: %s", op, vfs.Reason(err))
		}
	}
	idx := make([]int32, len(lines))
	for i := range idx {
		idx[i] = int32(i)
	}
	slices.SortStableFunc(idx, func(a, b int32) int { return s.sortCmp(&lines[a], &lines[b]) })
	if err := ctx.Err(); err != nil {
		return err
	}

	var w io.Writer = c.Stdout
	var file *vfs.File
	if outFile != "" && outFile != "-" {
		file, err = c.FS.OpenFile(c.Path(outFile), os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
		if err != nil {
			return c.Fail(2, "open failed: %s: %s", outFile, vfs.Reason(err))
		}
		w = file
	}
	var buf bytes.Buffer
	flush := func() error {
		if buf.Len() == 0 {
			return nil
		}
		_, err := w.Write(buf.Bytes())
		buf.Reset()
		return err
	}
	var prev *sortLine
	for n, i := range idx {
		l := &lines[i]
		if s.unique && prev != nil && s.sortKeysCmpOrLine(prev, l) == 0 {
			continue
		}
		prev = l
		buf.WriteString(l.line)
		buf.WriteByte('\n')
		if buf.Len() >= textBufSize {
			if err = flush(); err != nil {
				break
			}
		}
		if n%4096 == 0 && ctx.Err() != nil {
			break
		}
	}
	if err == nil {
		err = flush()
	}
	if file != nil {
		file.Close()
		if err != nil {
			return c.Fail(2, "write failed: %s: %s", outFile, vfs.Reason(err))
		}
	}
	if cerr := ctx.Err(); cerr != nil {
		return cerr
	}
	if err != nil {
		return textWriteFail(ctx, c, err)
	}
	return nil
}

// sortKeysCmpOrLine is the equality -u uses: the keys, or the whole line
// when there are none.
func (s *sorter) sortKeysCmpOrLine(a, b *sortLine) int {
	if len(s.keys) > 0 {
		return s.sortKeysCmp(a, b)
	}
	return strings.Compare(a.line, b.line)
}

// sortCheck implements -c and -C.
func sortCheck(ctx context.Context, c *command.Call, s *sorter, op string, quiet bool) error {
	f, err := c.Open(op)
	if err != nil {
		return c.Fail(2, "open failed: %s: %s", op, vfs.Reason(err))
	}
	defer f.Close()
	var prev *sortLine
	n := 0
	disorder := fmt.Errorf("disorder")
	err = c.Lines(ctx, f, func(line string, _ bool) error {
		n++
		cur := s.sortPrepare(line)
		if prev != nil {
			d := s.sortCmp(prev, &cur)
			if d > 0 || (s.unique && d == 0) {
				if !quiet {
					fmt.Fprintf(c.Stderr, "%s: %s:%d: disorder: %s\n", c.Name, op, n, line)
				}
				return disorder
			}
		}
		prev = &cur
		return nil
	})
	switch {
	case err == disorder:
		return command.Status(1)
	case err != nil:
		if cerr := ctx.Err(); cerr != nil {
			return cerr
		}
		var tl *command.TooLargeError
		if errors.As(err, &tl) {
			return c.Fail(2, "%v", tl)
		}
		return c.Fail(2, "read failed: %s: %s", op, vfs.Reason(err))
	}
	return nil
}
