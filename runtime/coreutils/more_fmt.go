package coreutils

import (
	"bufio"
	"context"
	"io"
	"math"
	"strings"

	"github.com/toolsinshell/tis/runtime/command"
)

// fmt's tuning, as GNU fmt has it: costs are the equivalent departure
// from the goal line length, times ten, squared.
const (
	fmtWidth     = 75
	fmtLeeway    = 7
	fmtDefIndent = 3
	fmtMaxWords  = 1000
	fmtMaxChars  = 5000
	fmtTabWidth  = 8
	fmtMaxCost   = math.MaxInt64
)

func fmtEquiv(n int64) int64     { return n * n }
func fmtShortCost(n int64) int64 { return fmtEquiv(n * 10) }
func fmtRaggedCost(n int64) int64 {
	return fmtShortCost(n) / 2
}

var (
	fmtLineCost       = fmtEquiv(70)
	fmtSentenceBonus  = fmtEquiv(50)
	fmtNoBreakCost    = fmtEquiv(600)
	fmtParenBonus     = fmtEquiv(40)
	fmtPunctBonus     = fmtEquiv(40)
	fmtLineCredit     = fmtEquiv(3)
	fmtWidowCostBase  = fmtEquiv(200)
	fmtOrphanCostBase = fmtEquiv(150)
)

// fmtWord is one word of a paragraph.
type fmtWord struct {
	start, length int // in the paragraph buffer
	space         int // the space after it
	paren         bool
	period        bool
	punct         bool
	final         bool
	lineLength    int
	bestCost      int64
	nextBreak     int
}

// fmtRun is GNU fmt's state for one run.
type fmtRun struct {
	ctx     context.Context
	in      *bufio.Reader
	out     *bufio.Writer
	err     error
	crown   bool
	tagged  bool
	split   bool
	uniform bool

	prefix           string
	prefixFullLength int
	prefixLeadSpace  int
	prefixLength     int
	maxWidth         int
	goalWidth        int

	inColumn, outColumn int
	buf                 []byte
	words               []fmtWord
	tabs                bool
	prefixIndent        int
	firstIndent         int
	otherIndent         int
	nextChar            int
	nextPrefixIndent    int
	lastLineLength      int
}

const fmtEOF = -1

func (f *fmtRun) getc() int {
	if f.err != nil {
		return fmtEOF
	}
	b, err := f.in.ReadByte()
	if err != nil {
		if err != io.EOF {
			f.err = err
		}
		return fmtEOF
	}
	return int(b)
}

func (f *fmtRun) putc(b byte) {
	if err := f.out.WriteByte(b); err != nil && f.err == nil {
		f.err = &textOutErr{err}
	}
}

func (f *fmtRun) puts(s string) {
	if _, err := f.out.WriteString(s); err != nil && f.err == nil {
		f.err = &textOutErr{err}
	}
}

func fmtIsSpace(c int) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'
}

func (f *fmtRun) setPrefix(p string) {
	f.prefixLeadSpace = 0
	for strings.HasPrefix(p, " ") {
		f.prefixLeadSpace++
		p = p[1:]
	}
	f.prefixFullLength = len(p)
	p = strings.TrimRight(p, " ")
	f.prefix, f.prefixLength = p, len(p)
}

// file formats one input.
func (f *fmtRun) file(r io.Reader) error {
	f.in = bufio.NewReaderSize(textCtxReader{f.ctx, r}, 64*1024)
	f.tabs = false
	f.otherIndent = 0
	f.nextChar = f.getPrefix()
	for f.getParagraph() {
		if err := f.ctx.Err(); err != nil {
			return err
		}
		f.fmtParagraph()
		f.putParagraph(len(f.words))
		if f.err != nil {
			return f.err
		}
	}
	return f.err
}

func (f *fmtRun) setOtherIndent(same bool) {
	switch {
	case f.split:
		f.otherIndent = f.firstIndent
	case f.crown:
		if same {
			f.otherIndent = f.inColumn
		} else {
			f.otherIndent = f.firstIndent
		}
	case f.tagged:
		if same && f.inColumn != f.firstIndent {
			f.otherIndent = f.inColumn
		} else if f.otherIndent == f.firstIndent {
			if f.firstIndent == 0 {
				f.otherIndent = fmtDefIndent
			} else {
				f.otherIndent = 0
			}
		}
	default:
		f.otherIndent = f.firstIndent
	}
}

func (f *fmtRun) getParagraph() bool {
	f.lastLineLength = 0
	c := f.nextChar
	for c == '\n' || c == fmtEOF || f.nextPrefixIndent < f.prefixLeadSpace || f.inColumn < f.nextPrefixIndent+f.prefixFullLength {
		c = f.copyRest(c)
		if c == fmtEOF || f.ctx.Err() != nil {
			f.nextChar = fmtEOF
			return false
		}
		f.putc('\n')
		c = f.getPrefix()
	}
	f.prefixIndent = f.nextPrefixIndent
	f.firstIndent = f.inColumn
	f.buf = f.buf[:0]
	f.words = f.words[:0]
	c = f.getLine(c)
	f.setOtherIndent(f.samePara(c))
	switch {
	case f.split:
	case f.crown:
		if f.samePara(c) {
			for {
				c = f.getLine(c)
				if !(f.samePara(c) && f.inColumn == f.otherIndent) {
					break
				}
			}
		}
	case f.tagged:
		if f.samePara(c) && f.inColumn != f.firstIndent {
			for {
				c = f.getLine(c)
				if !(f.samePara(c) && f.inColumn == f.otherIndent) {
					break
				}
			}
		}
	default:
		for f.samePara(c) && f.inColumn == f.otherIndent {
			c = f.getLine(c)
		}
	}
	if n := len(f.words); n > 0 {
		f.words[n-1].period, f.words[n-1].final = true, true
	}
	f.nextChar = c
	return true
}

func (f *fmtRun) copyRest(c int) int {
	f.outColumn = 0
	if f.inColumn > f.nextPrefixIndent || c != '\n' && c != fmtEOF {
		f.putSpace(f.nextPrefixIndent)
		for i := 0; f.outColumn != f.inColumn && i < len(f.prefix); i++ {
			f.putc(f.prefix[i])
			f.outColumn++
		}
		if c != fmtEOF && c != '\n' {
			f.putSpace(f.inColumn - f.outColumn)
		}
		if c == fmtEOF && f.inColumn >= f.nextPrefixIndent+f.prefixLength {
			f.putc('\n')
		}
	}
	for c != '\n' && c != fmtEOF {
		f.putc(byte(c))
		c = f.getc()
	}
	return c
}

func (f *fmtRun) samePara(c int) bool {
	return f.nextPrefixIndent == f.prefixIndent && f.inColumn >= f.nextPrefixIndent+f.prefixFullLength && c != '\n' && c != fmtEOF
}

func (f *fmtRun) getLine(c int) int {
	for {
		if f.ctx.Err() != nil {
			return fmtEOF
		}
		w := fmtWord{start: len(f.buf)}
		for {
			if len(f.buf) == fmtMaxChars {
				f.setOtherIndent(true)
				f.flushParagraph(&w)
			}
			f.buf = append(f.buf, byte(c))
			c = f.getc()
			if c == fmtEOF || fmtIsSpace(c) {
				break
			}
		}
		w.length = len(f.buf) - w.start
		f.inColumn += w.length
		f.checkPunctuation(&w)
		start := f.inColumn
		c = f.getSpace(c)
		w.space = f.inColumn - start
		w.final = c == fmtEOF || w.period && (c == '\n' || w.space > 1)
		if c == '\n' || c == fmtEOF || f.uniform {
			w.space = 1
			if w.final {
				w.space = 2
			}
		}
		if len(f.words) == fmtMaxWords-2 {
			f.setOtherIndent(true)
			f.flushParagraph(&w)
		}
		f.words = append(f.words, w)
		if c == '\n' || c == fmtEOF {
			break
		}
	}
	return f.getPrefix()
}

func (f *fmtRun) getPrefix() int {
	f.inColumn = 0
	c := f.getSpace(f.getc())
	if f.prefixLength == 0 {
		f.nextPrefixIndent = min(f.prefixLeadSpace, f.inColumn)
		return c
	}
	f.nextPrefixIndent = f.inColumn
	for i := 0; i < len(f.prefix); i++ {
		if c != int(f.prefix[i]) {
			return c
		}
		f.inColumn++
		c = f.getc()
	}
	return f.getSpace(c)
}

func (f *fmtRun) getSpace(c int) int {
	for {
		switch c {
		case ' ':
			f.inColumn++
		case '\t':
			f.tabs = true
			f.inColumn = (f.inColumn/fmtTabWidth + 1) * fmtTabWidth
		default:
			return c
		}
		c = f.getc()
	}
}

func (f *fmtRun) checkPunctuation(w *fmtWord) {
	text := f.buf[w.start : w.start+w.length]
	first, fin := text[0], text[len(text)-1]
	w.paren = strings.IndexByte("(['`\"", first) >= 0
	w.punct = fin >= '!' && fin <= '/' || fin >= ':' && fin <= '@' || fin >= '[' && fin <= '`' || fin >= '{' && fin <= '~'
	i := len(text) - 1
	for i > 0 && strings.IndexByte(")]'\"", text[i]) >= 0 {
		i--
	}
	w.period = strings.IndexByte(".?!", text[i]) >= 0
}

// flushParagraph writes out part of a paragraph too long to hold; cur
// is the word being read, which stays.
func (f *fmtRun) flushParagraph(cur *fmtWord) {
	if len(f.words) == 0 {
		f.out.Write(f.buf)
		f.buf = f.buf[:0]
		cur.start = 0
		return
	}
	f.fmtParagraph()
	split := len(f.words)
	best := int64(fmtMaxCost)
	for w := f.words[0].nextBreak; w != len(f.words); w = f.words[w].nextBreak {
		next := f.words[w].nextBreak
		nextCost := int64(0)
		if next < len(f.words) {
			nextCost = f.words[next].bestCost
		}
		if f.words[w].bestCost-nextCost < best {
			split = w
			best = f.words[w].bestCost - nextCost
		}
		if best <= fmtMaxCost-fmtLineCredit {
			best += fmtLineCredit
		}
	}
	f.putParagraph(split)
	// Move the rest down to the start of the buffers.
	shift := cur.start
	if split < len(f.words) {
		shift = f.words[split].start
	}
	f.buf = append(f.buf[:0], f.buf[shift:]...)
	rest := append([]fmtWord(nil), f.words[split:]...)
	for i := range rest {
		rest[i].start -= shift
	}
	cur.start -= shift
	f.words = append(f.words[:0], rest...)
}

// fmtParagraph finds the best line breaks of the paragraph, from its end.
func (f *fmtRun) fmtParagraph() {
	n := len(f.words)
	limitCost := int64(0)
	lengthAt := func(i int) int {
		if i == n {
			return f.maxWidth // sentinel
		}
		return f.words[i].length
	}
	bestCostAt := func(i int) int64 {
		if i == n {
			return limitCost
		}
		return f.words[i].bestCost
	}
	for start := n - 1; start >= 0; start-- {
		best := int64(fmtMaxCost)
		length := f.otherIndent
		if start == 0 {
			length = f.firstIndent
		}
		w := start
		length += f.words[w].length
		for {
			w++
			wcost := f.lineCost(w, length) + bestCostAt(w)
			if start == 0 && f.lastLineLength > 0 {
				wcost += fmtRaggedCost(int64(length - f.lastLineLength))
			}
			if wcost < best {
				best = wcost
				f.words[start].nextBreak = w
				f.words[start].lineLength = length
			}
			if w == n {
				break
			}
			length += f.words[w-1].space + lengthAt(w)
			if length >= f.maxWidth {
				break
			}
		}
		f.words[start].bestCost = best + f.baseCost(start)
	}
}

func (f *fmtRun) baseCost(i int) int64 {
	cost := fmtLineCost
	if i > 0 {
		prev := f.words[i-1]
		switch {
		case prev.period:
			if prev.final {
				cost -= fmtSentenceBonus
			} else {
				cost += fmtNoBreakCost
			}
		case prev.punct:
			cost -= fmtPunctBonus
		case i > 1 && f.words[i-2].final:
			cost += fmtWidowCostBase / int64(prev.length+2)
		}
	}
	if w := f.words[i]; w.paren {
		cost -= fmtParenBonus
	} else if w.final {
		cost += fmtOrphanCostBase / int64(w.length+2)
	}
	return cost
}

func (f *fmtRun) lineCost(next, length int) int64 {
	if next == len(f.words) {
		return 0
	}
	cost := fmtShortCost(int64(f.goalWidth - length))
	if f.words[next].nextBreak != len(f.words) {
		cost += fmtRaggedCost(int64(length - f.words[next].lineLength))
	}
	return cost
}

func (f *fmtRun) putParagraph(finish int) {
	if len(f.words) == 0 {
		return
	}
	f.putLine(0, f.firstIndent)
	for w := f.words[0].nextBreak; w != finish && w < len(f.words); w = f.words[w].nextBreak {
		f.putLine(w, f.otherIndent)
	}
}

func (f *fmtRun) putLine(w, indent int) {
	f.outColumn = 0
	f.putSpace(f.prefixIndent)
	f.puts(f.prefix)
	f.outColumn += f.prefixLength
	f.putSpace(indent - f.outColumn)
	end := f.words[w].nextBreak - 1
	for ; w != end; w++ {
		f.putWord(w)
		f.putSpace(f.words[w].space)
	}
	f.putWord(w)
	f.lastLineLength = f.outColumn
	f.putc('\n')
}

func (f *fmtRun) putWord(i int) {
	w := f.words[i]
	f.out.Write(f.buf[w.start : w.start+w.length])
	f.outColumn += w.length
}

func (f *fmtRun) putSpace(space int) {
	target := f.outColumn + space
	if f.tabs {
		tabTarget := target / fmtTabWidth * fmtTabWidth
		if f.outColumn+1 < tabTarget {
			for f.outColumn < tabTarget {
				f.putc('\t')
				f.outColumn = (f.outColumn/fmtTabWidth + 1) * fmtTabWidth
			}
		}
	}
	for f.outColumn < target {
		f.putc(' ')
		f.outColumn++
	}
}

// fmtCmd is fmt [-WIDTH] [-w WIDTH] [-g GOAL] [-s] [-u] [-c] [-t]
// [-p PREFIX] [FILE...]: paragraphs filled to lines of at most WIDTH
// (75) columns, breaks chosen with GNU fmt's costs (a goal of 93% of
// the width, sentence ends preferred).
func fmtCmd(ctx context.Context, c *command.Call) error {
	args := c.Args
	var widthOpt, goalOpt string
	if len(args) > 0 && len(args[0]) > 1 && args[0][0] == '-' && args[0][1] >= '0' && args[0][1] <= '9' {
		widthOpt, args = args[0][1:], args[1:]
	}
	f := &fmtRun{ctx: ctx, maxWidth: fmtWidth}
	fs := command.NewFlagSet(c.Name)
	fs.Func('c', "crown-margin", false, func(string) error { f.crown = true; return nil })
	fs.Func('s', "split-only", false, func(string) error { f.split = true; return nil })
	fs.Func('t', "tagged-paragraph", false, func(string) error { f.tagged = true; return nil })
	fs.Func('u', "uniform-spacing", false, func(string) error { f.uniform = true; return nil })
	widthSet, goalSet := widthOpt != "", false // an empty value is an error, as GNU's
	fs.Func('w', "width", true, func(v string) error { widthOpt, widthSet = v, true; return nil })
	fs.Func('g', "goal", true, func(v string) error { goalOpt, goalSet = v, true; return nil })
	fs.Func('p', "prefix", true, func(v string) error { f.setPrefix(v); return nil })
	ops, err := fs.Parse(args)
	if err != nil {
		return c.UsageError("%v", err)
	}
	if widthSet {
		n, msg := gnuRangeMessage("width", widthOpt, 0, fmtMaxChars/2, true)
		if msg != "" {
			return c.Errorf("%s", msg)
		}
		f.maxWidth = int(n)
	}
	if goalSet {
		n, msg := gnuRangeMessage("width", goalOpt, 0, int64(f.maxWidth), true)
		if msg != "" {
			return c.Errorf("%s", msg)
		}
		f.goalWidth = int(n)
		if !widthSet {
			f.maxWidth = f.goalWidth + 10
		}
	} else {
		f.goalWidth = f.maxWidth * (2*(100-fmtLeeway) + 1) / 200
	}
	out := textNewOut(c)
	f.out = out
	status, stop := textEachFile(ctx, c, out, ops, "cannot open '%s' for reading: %s", "%s: %s", func(op string, r io.Reader) error {
		f.err = nil
		return f.file(r)
	})
	if stop != nil {
		return stop
	}
	return textFinish(ctx, c, out, status)
}
