package coreutils

import (
	"context"
	"io"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/toolsinshell/tis/runtime/command"
)

// columnCmd is column [-t] [-s SEP] [-o SEP] [-c WIDTH] [-x] [FILE...]
// (util-linux). Without -t it fills columns (rows with -x) of tab-aligned
// entries within WIDTH (default $COLUMNS or 80); with -t it aligns the
// fields of each line, split at runs of blanks or at each character of
// SEP, joined by the output separator (two spaces by default).
func columnCmd(ctx context.Context, c *command.Call) error {
	fs := command.NewFlagSet(c.Name)
	table := fs.Bool('t', "table")
	fillRows := fs.Bool('x', "fillrows")
	sepSet := false
	sep, osep := "", "  "
	fs.Func('s', "separator", true, func(v string) error { sep, sepSet = v, true; return nil })
	fs.Func('o', "output-separator", true, func(v string) error { osep = v; return nil })
	width := 80
	if v, err := strconv.Atoi(c.Getenv("COLUMNS")); err == nil && v > 0 {
		width = v
	}
	var bad error
	fs.Func('c', "output-width", true, func(v string) error {
		// util-linux reads an unsigned 32-bit number.
		n, reason := gnuParseInt(v)
		switch {
		case reason == "invalid":
			bad = c.Errorf("invalid columns argument: '%s'", v)
		case reason != "" || n < 0 || n > math.MaxUint32:
			bad = c.Errorf("invalid columns argument: '%s': %s", v, gnuOutOfRange)
		default:
			width = int(n)
		}
		return nil
	})
	ops, err := fs.ParseOrUsage(c)
	if err != nil {
		return err
	}
	if bad != nil {
		return bad
	}
	var lines []string
	held := c.Budget("input")
	out := textNewOut(c)
	status, stop := textEachFile(ctx, c, out, ops, "%s: %s", "read failed: %s: %s", func(op string, r io.Reader) error {
		return c.Lines(ctx, r, func(line string, _ bool) error {
			if line != "" && (*table || strings.TrimSpace(line) != "") {
				lines = append(lines, line)
				return held.Add(len(line) + textLineCost)
			}
			return nil
		})
	})
	if stop != nil {
		return stop
	}
	if status != 0 && held.Used() > c.BufferLimit() {
		return command.Status(status) // the input was too large: nothing to lay out
	}
	if *table {
		columnTable(out, lines, sep, sepSet, osep)
	} else {
		columnFill(out, lines, width, *fillRows)
	}
	return textFinish(ctx, c, out, status)
}

// columnWidth is the display width of s: its characters.
func columnWidth(s string) int { return utf8.RuneCountInString(s) }

// columnTable aligns the cells of lines. It splits each line twice, once
// for the widths and once to print, rather than keep every cell.
func columnTable(out io.StringWriter, lines []string, sep string, sepSet bool, osep string) {
	split := func(l string) []string {
		if sepSet {
			return columnSplit(l, sep)
		}
		return strings.Fields(l)
	}
	var widths []int
	for _, l := range lines {
		for j, cell := range split(l) {
			if j >= len(widths) {
				widths = append(widths, 0)
			}
			widths[j] = max(widths[j], columnWidth(cell))
		}
	}
	for _, l := range lines {
		cells := split(l)
		var b strings.Builder
		for j := range widths {
			cell := ""
			if j < len(cells) {
				cell = cells[j]
			}
			b.WriteString(cell)
			if j < len(widths)-1 {
				b.WriteString(strings.Repeat(" ", widths[j]-columnWidth(cell)))
				b.WriteString(osep)
			}
		}
		b.WriteByte('\n')
		out.WriteString(b.String())
	}
}

// columnSplit splits s at every character of seps.
func columnSplit(s, seps string) []string {
	var out []string
	start := 0
	for i, r := range s {
		if strings.ContainsRune(seps, r) {
			out = append(out, s[start:i])
			start = i + utf8.RuneLen(r)
		}
	}
	return append(out, s[start:])
}

// columnFill lays entries out in columns, as util-linux column does.
func columnFill(out io.StringWriter, ents []string, width int, byRows bool) {
	if len(ents) == 0 {
		return
	}
	maxLen := 0
	for _, e := range ents {
		maxLen = max(maxLen, columnWidth(e))
	}
	if maxLen >= width {
		for _, e := range ents {
			out.WriteString(e + "\n")
		}
		return
	}
	maxLen = (maxLen + 8) &^ 7
	numCols := max(width/maxLen, 1)
	tabsTo := func(b *strings.Builder, chcnt, endcol int) int {
		for {
			cnt := (chcnt + 8) &^ 7
			if cnt > endcol {
				return chcnt
			}
			b.WriteByte('\t')
			chcnt = cnt
		}
	}
	var b strings.Builder
	if byRows {
		chcnt, col, endcol := 0, 0, maxLen
		for i, e := range ents {
			b.WriteString(e)
			chcnt += columnWidth(e)
			if i == len(ents)-1 {
				break
			}
			col++
			if col == numCols {
				chcnt, col, endcol = 0, 0, maxLen
				b.WriteByte('\n')
			} else {
				chcnt = tabsTo(&b, chcnt, endcol)
				endcol += maxLen
			}
			if b.Len() > 32*1024 {
				out.WriteString(b.String())
				b.Reset()
			}
		}
		if chcnt > 0 {
			b.WriteByte('\n')
		}
		out.WriteString(b.String())
		return
	}
	numRows := (len(ents) + numCols - 1) / numCols
	for row := 0; row < numRows; row++ {
		endcol, chcnt := maxLen, 0
		for base, col := row, 0; col < numCols; col++ {
			b.WriteString(ents[base])
			chcnt += columnWidth(ents[base])
			if base += numRows; base >= len(ents) {
				break
			}
			chcnt = tabsTo(&b, chcnt, endcol)
			endcol += maxLen
		}
		b.WriteByte('\n')
		out.WriteString(b.String())
		b.Reset()
	}
}
