package coreutils

import (
	"context"
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"

	"github.com/toolsinshell/tis/runtime/command"
)

// seqNum is a parsed operand: its value, fraction digits and whether it
// was written as a plain integer.
type seqNum struct {
	v       float64
	frac    int
	integer bool
	text    string
}

func seqParse(s string) (seqNum, bool) {
	t := strings.TrimSpace(s)
	if t == "" || strings.HasPrefix(t, "0x") || strings.HasPrefix(t, "0X") {
		return seqNum{}, false
	}
	v, err := strconv.ParseFloat(t, 64)
	if err != nil && !strings.Contains(err.Error(), "range") {
		return seqNum{}, false
	}
	if math.IsNaN(v) {
		return seqNum{}, false
	}
	n := seqNum{v: v, text: t}
	lower := strings.ToLower(t)
	if i := strings.IndexByte(t, '.'); i >= 0 && !strings.ContainsAny(lower, "ei") {
		n.frac = len(t) - i - 1
	}
	n.integer = !strings.ContainsAny(lower, ".ei")
	if strings.ContainsAny(lower, "e") && !strings.Contains(lower, "inf") {
		// An exponent: the precision is what the mantissa's fraction
		// digits minus the exponent leave, as GNU computes it.
		mant, exp, _ := strings.Cut(lower, "e")
		fd := 0
		if i := strings.IndexByte(mant, '.'); i >= 0 {
			fd = len(mant) - i - 1
		}
		e, _ := strconv.Atoi(exp)
		n.frac = max(0, fd-e)
	}
	return n, true
}

func textSeq(ctx context.Context, c *command.Call) error {
	sep, format := "\n", ""
	var equalWidth, haveFormat bool
	fs := command.NewFlagSet(c.Name)
	fs.NegativeNumbers = true
	fs.Permute = false // GNU seq stops at the first operand
	fs.Func('s', "separator", true, func(v string) error { sep = v; return nil })
	fs.Func('f', "format", true, func(v string) error { format, haveFormat = v, true; return nil })
	fs.Func('w', "equal-width", false, func(string) error { equalWidth = true; return nil })
	ops, err := fs.ParseOrUsage(c)
	if err != nil {
		return err
	}
	switch {
	case len(ops) == 0:
		return filesTryHelp(c, "missing operand")
	case len(ops) > 3:
		return filesTryHelp(c, "extra operand '%s'", ops[3])
	}
	nums := make([]seqNum, len(ops))
	for i, op := range ops {
		n, ok := seqParse(op)
		if !ok {
			return filesTryHelp(c, "invalid floating point argument: '%s'", op)
		}
		nums[i] = n
	}
	first, incr := seqNum{v: 1, integer: true, text: "1"}, seqNum{v: 1, integer: true, text: "1"}
	var last seqNum
	switch len(nums) {
	case 1:
		last = nums[0]
	case 2:
		first, last = nums[0], nums[1]
	default:
		first, incr, last = nums[0], nums[1], nums[2]
	}
	if incr.v == 0 {
		return filesTryHelp(c, "invalid Zero increment value: '%s'", incr.text)
	}
	if haveFormat && equalWidth {
		return filesTryHelp(c, "format string may not be specified when printing equal width strings")
	}
	out := textNewOut(c)
	var gofmt string
	if haveFormat {
		var msg string
		if gofmt, msg = seqGoFormat(format); msg != "" {
			return c.Errorf("%s", msg)
		}
	}

	// Integers that fit: count exactly with big.Int-free int64 steps.
	allInt := first.integer && incr.integer && last.integer && !haveFormat
	if allInt {
		a, err1 := strconv.ParseInt(first.text, 10, 64)
		s, err2 := strconv.ParseInt(incr.text, 10, 64)
		b, err3 := strconv.ParseInt(last.text, 10, 64)
		const lim = 1 << 62
		if err1 == nil && err2 == nil && err3 == nil && a > -lim && a < lim && s > -lim && s < lim && b > -lim && b < lim {
			return seqInts(ctx, c, out, a, s, b, sep, equalWidth)
		}
		if seqBig(ctx, c, out, first.text, incr.text, last.text, sep) {
			return textFinish(ctx, c, out, 0)
		}
	}
	prec := max(first.frac, incr.frac)
	if err := c.CheckSize("precision", int64(prec)); err != nil {
		// seq 1e-999999999 1: each number would take that many digits.
		return c.Errorf("%v", err)
	}
	fmtOne := func(v float64) string {
		if haveFormat {
			return fmt.Sprintf(gofmt, v)
		}
		if math.IsInf(v, 0) {
			if v > 0 {
				return "inf"
			}
			return "-inf"
		}
		return strconv.FormatFloat(v, 'f', prec, 64)
	}
	width := 0
	if equalWidth {
		width = max(len(fmtOne(first.v)), len(fmtOne(last.v)))
	}
	for i := int64(0); ; i++ {
		v := first.v + float64(i)*incr.v
		s := fmtOne(v)
		if incr.v > 0 && v > last.v || incr.v < 0 && v < last.v {
			// As GNU does: a number just past LAST that prints as LAST
			// (and unlike the one before) is rounding error, so print it.
			pv, err := strconv.ParseFloat(strings.TrimSpace(s), 64)
			if i == 0 || err != nil || pv != last.v || s == fmtOne(first.v+float64(i-1)*incr.v) {
				break
			}
			i = math.MaxInt64 - 1 // print this one and stop
		}
		if i > 0 {
			out.WriteString(sep)
		}
		if equalWidth {
			s = seqPad(s, width)
		}
		if _, err := out.WriteString(s); err != nil {
			return textWriteFail(ctx, c, err)
		}
		if i%1024 == 0 && ctx.Err() != nil {
			return ctx.Err()
		}
		if math.IsInf(v, 0) || i == math.MaxInt64 {
			break
		}
		if v == first.v+float64(i+1)*incr.v {
			break // the step is lost in rounding: stop like GNU's long double would
		}
	}
	if !(incr.v > 0 && first.v > last.v || incr.v < 0 && first.v < last.v) {
		out.WriteByte('\n')
	}
	return textFinish(ctx, c, out, 0)
}

// seqPad zero-pads s to width after any sign.
func seqPad(s string, width int) string {
	if len(s) >= width {
		return s
	}
	if strings.HasPrefix(s, "-") {
		return "-" + strings.Repeat("0", width-len(s)) + s[1:]
	}
	return strings.Repeat("0", width-len(s)) + s
}

// seqInts streams an integer sequence.
func seqInts(ctx context.Context, c *command.Call, out interface {
	WriteString(string) (int, error)
	Write([]byte) (int, error)
	Flush() error
}, a, step, b int64, sep string, equalWidth bool) error {
	width := 0
	if equalWidth {
		width = max(len(strconv.FormatInt(a, 10)), len(strconv.FormatInt(b, 10)))
	}
	if step > 0 && a > b || step < 0 && a < b {
		return nil
	}
	var buf []byte
	for i, v := 0, a; ; i++ {
		buf = buf[:0]
		if i > 0 {
			buf = append(buf, sep...)
		}
		if equalWidth {
			buf = append(buf, seqPad(strconv.FormatInt(v, 10), width)...)
		} else {
			buf = strconv.AppendInt(buf, v, 10)
		}
		if _, err := out.Write(buf); err != nil {
			return textWriteFail(ctx, c, err)
		}
		if i&1023 == 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		if step > 0 && v > b-step || step < 0 && v < b-step {
			break
		}
		v += step
	}
	out.WriteString("\n")
	if err := out.Flush(); err != nil {
		return textWriteFail(ctx, c, err)
	}
	return ctx.Err()
}

// seqBig prints integer sequences beyond int64 (seq 1e30 is not this: only
// integers written out in full). It reports false when it cannot.
func seqBig(ctx context.Context, c *command.Call, out interface{ WriteString(string) (int, error) }, as, ss, bs, sep string) bool {
	a, ok1 := new(big.Int).SetString(as, 10)
	s, ok2 := new(big.Int).SetString(ss, 10)
	b, ok3 := new(big.Int).SetString(bs, 10)
	if !ok1 || !ok2 || !ok3 || s.Sign() == 0 {
		return false
	}
	cmp := func() bool {
		if s.Sign() > 0 {
			return a.Cmp(b) <= 0
		}
		return a.Cmp(b) >= 0
	}
	any := false
	for i := 0; cmp(); i++ {
		if i > 0 {
			out.WriteString(sep)
		}
		if _, err := out.WriteString(a.String()); err != nil {
			return true
		}
		any = true
		if i&1023 == 0 && ctx.Err() != nil {
			return true
		}
		a.Add(a, s)
	}
	if any {
		out.WriteString("\n")
	}
	return true
}

// seqGoFormat converts seq's -f FORMAT (one %e, %f, %g, %a directive,
// with flags, width and precision) to a Go format.
func seqGoFormat(f string) (string, string) {
	var b strings.Builder
	seen := false
	for i := 0; i < len(f); i++ {
		if f[i] != '%' {
			b.WriteByte(f[i])
			continue
		}
		if i+1 < len(f) && f[i+1] == '%' {
			b.WriteString("%%")
			i++
			continue
		}
		if seen {
			return "", fmt.Sprintf("format '%s' has too many %% directives", f)
		}
		seen = true
		j := i + 1
		for j < len(f) && strings.IndexByte("-+ #0'", f[j]) >= 0 {
			j++
		}
		ws := j
		for j < len(f) && sortIsDigit(f[j]) {
			j++
		}
		if j-ws > 4 {
			// Bound what one number may take (GNU would print it).
			return "", fmt.Sprintf("format '%s' has a field width too large", f)
		}
		hasPrec := false
		if j < len(f) && f[j] == '.' {
			hasPrec = true
			j++
			ps := j
			for j < len(f) && sortIsDigit(f[j]) {
				j++
			}
			if j-ps > 4 {
				return "", fmt.Sprintf("format '%s' has a precision too large", f)
			}
		}
		if j < len(f) && f[j] == 'L' {
			j++
		}
		if j >= len(f) {
			return "", fmt.Sprintf("format '%s' ends in %%", f)
		}
		conv := f[j]
		spec := strings.ReplaceAll(f[i:j], "'", "")
		spec = strings.TrimSuffix(spec, "L")
		switch conv {
		case 'e', 'E', 'f', 'F', 'g', 'G':
			if conv == 'F' {
				conv = 'f'
			}
			if !hasPrec && (conv == 'g' || conv == 'G') {
				spec += ".6"
			}
			b.WriteString(spec)
			b.WriteByte(conv)
		case 'a', 'A':
			b.WriteString(spec)
			b.WriteByte('x')
		default:
			return "", fmt.Sprintf("format '%s' has unknown %%%c directive", f, conv)
		}
		i = j
	}
	if !seen {
		return "", fmt.Sprintf("format '%s' has no %% directive", f)
	}
	return b.String(), ""
}
