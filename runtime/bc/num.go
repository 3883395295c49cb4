package bc

import (
	"math/big"
	"strings"
)

// Num is a decimal number of bc: V / 10^Scale, where Scale is the number
// of digits after the point (bc keeps trailing zeros: 1.50 has scale 2).
type Num struct {
	V     *big.Int
	Scale int
}

var (
	bigTen = big.NewInt(10)
	bigOne = big.NewInt(1)
)

func pow10(n int) *big.Int {
	if n <= 0 {
		return big.NewInt(1)
	}
	return new(big.Int).Exp(bigTen, big.NewInt(int64(n)), nil)
}

func zero() Num { return Num{V: new(big.Int)} }

func intNum(n int64) Num { return Num{V: big.NewInt(n)} }

// IsZero reports whether n is 0.
func (n Num) IsZero() bool { return n.V.Sign() == 0 }

// withScale returns n with s digits after the point, truncating toward
// zero or adding zeros.
func (n Num) withScale(s int) Num {
	switch {
	case s == n.Scale:
		return n
	case s > n.Scale:
		return Num{V: new(big.Int).Mul(n.V, pow10(s-n.Scale)), Scale: s}
	}
	return Num{V: new(big.Int).Quo(n.V, pow10(n.Scale-s)), Scale: s}
}

// align returns the values of a and b at their common (larger) scale.
func align(a, b Num) (*big.Int, *big.Int, int) {
	s := max(a.Scale, b.Scale)
	return a.withScale(s).V, b.withScale(s).V, s
}

func add(a, b Num) Num {
	x, y, s := align(a, b)
	return Num{V: new(big.Int).Add(x, y), Scale: s}
}

func sub(a, b Num) Num {
	x, y, s := align(a, b)
	return Num{V: new(big.Int).Sub(x, y), Scale: s}
}

// mul is a*b at scale min(a.Scale+b.Scale, max(scale, a.Scale, b.Scale)).
func mul(a, b Num, scale int) Num {
	full := Num{V: new(big.Int).Mul(a.V, b.V), Scale: a.Scale + b.Scale}
	return full.withScale(min(full.Scale, max(scale, a.Scale, b.Scale)))
}

// div is a/b truncated to scale digits; b must not be zero.
func div(a, b Num, scale int) Num {
	num := new(big.Int).Mul(a.V, pow10(b.Scale+scale))
	den := new(big.Int).Mul(b.V, pow10(a.Scale))
	return Num{V: num.Quo(num, den), Scale: scale}
}

// mod is a - (a/b)*b with a/b at scale; its scale is
// max(scale+b.Scale, a.Scale).
func mod(a, b Num, scale int) Num {
	q := div(a, b, scale)
	p := Num{V: new(big.Int).Mul(q.V, b.V), Scale: q.Scale + b.Scale}
	return sub(a, p)
}

func cmpNum(a, b Num) int {
	x, y, _ := align(a, b)
	return x.Cmp(y)
}

func neg(a Num) Num { return Num{V: new(big.Int).Neg(a.V), Scale: a.Scale} }

// truncInt is the integer part of n.
func truncInt(n Num) *big.Int { return n.withScale(0).V }

// sqrtNum is the square root of a >= 0 truncated to scale digits; live
// is called between the steps of the computation.
func sqrtNum(a Num, scale int, live func()) Num {
	// sqrt(V/10^s) = sqrt(V*10^(2r-s)) / 10^r.
	e := 2*scale - a.Scale
	v := new(big.Int).Set(a.V)
	if e >= 0 {
		v.Mul(v, pow10(e))
	} else {
		// Cannot happen: scale >= a.Scale.
		v.Quo(v, pow10(-e))
	}
	return Num{V: isqrt(v, live), Scale: scale}
}

// isqrt is the integer square root of v >= 0, as big.Int's Sqrt, whose
// Newton steps all work at full size from a poor start (at 200,000
// digits it takes half a second in one call): this one takes the root
// of the top half of the bits first (recursively), so that a few steps
// at full size finish it, and calls live between steps.
func isqrt(v *big.Int, live func()) *big.Int {
	if v.BitLen() <= 4096 {
		return new(big.Int).Sqrt(v)
	}
	live()
	k := uint(v.BitLen() / 4)
	// z0 = isqrt(v >> 2k) << k is within 2^k of the root; one more
	// makes it an upper bound, from which Newton's steps go down.
	z := isqrt(new(big.Int).Rsh(v, 2*k), live)
	z.Add(z, bigOne).Lsh(z, k)
	q := new(big.Int)
	for {
		live()
		// next = (z + v/z) / 2; stop once it no longer decreases.
		q.Quo(v, z)
		q.Add(q, z).Rsh(q, 1)
		if q.Cmp(z) >= 0 {
			return z
		}
		z.Set(q)
	}
}

// length is the number of significant digits of n (bc's length()).
func length(n Num) int {
	if n.IsZero() {
		if n.Scale > 0 {
			return n.Scale
		}
		return 1
	}
	digits := len(new(big.Int).Abs(n.V).String())
	if digits < n.Scale {
		return n.Scale
	}
	return digits
}

// digitValue is the value of a digit character of a bc number.
func digitValue(ch byte) int {
	switch {
	case ch >= '0' && ch <= '9':
		return int(ch - '0')
	case ch >= 'A' && ch <= 'Z':
		return int(ch-'A') + 10
	}
	return -1
}

// parseNum converts the text of a number token in base ibase: a single
// digit is its own value whatever the base; a fraction keeps as many
// digits as were written.
func parseNum(text string, ibase int) Num {
	text = strings.ReplaceAll(text, "\\\n", "")
	intPart, frac, hasPoint := strings.Cut(text, ".")
	if !hasPoint && len(intPart) == 1 {
		return intNum(int64(digitValue(intPart[0])))
	}
	if ibase == 10 {
		v, _ := new(big.Int).SetString(intPart+frac, 10)
		if v == nil {
			v = new(big.Int)
		}
		return Num{V: v, Scale: len(frac)}
	}
	base := big.NewInt(int64(ibase))
	v := new(big.Int)
	d := new(big.Int)
	for i := 0; i < len(intPart); i++ {
		v.Mul(v, base)
		v.Add(v, d.SetInt64(int64(digitValue(intPart[i]))))
	}
	n := Num{V: v}
	if frac == "" {
		return n
	}
	// The fraction: sum of d_i / ibase^i, kept to len(frac) digits.
	fv := new(big.Int)
	for i := 0; i < len(frac); i++ {
		fv.Mul(fv, base)
		fv.Add(fv, d.SetInt64(int64(digitValue(frac[i]))))
	}
	den := new(big.Int).Exp(base, big.NewInt(int64(len(frac))), nil)
	fnum := new(big.Int).Mul(fv, pow10(len(frac)))
	fnum.Quo(fnum, den)
	return add(n.withScale(len(frac)), Num{V: fnum, Scale: len(frac)})
}

// format writes n in base obase as bc prints it, without line breaks.
func format(n Num, obase int, check func() error) (string, error) {
	var sb strings.Builder
	if n.IsZero() {
		return "0", nil
	}
	if n.V.Sign() < 0 {
		sb.WriteByte('-')
	}
	abs := new(big.Int).Abs(n.V)
	ip := new(big.Int)
	fp := new(big.Int)
	ip.QuoRem(abs, pow10(n.Scale), fp)
	if obase == 10 {
		if ip.Sign() != 0 {
			sb.WriteString(ip.String())
		}
		if n.Scale > 0 {
			f := fp.String()
			sb.WriteByte('.')
			sb.WriteString(strings.Repeat("0", n.Scale-len(f)))
			sb.WriteString(f)
		}
		return sb.String(), nil
	}
	const digits = "0123456789ABCDEF"
	width := len(itoa(obase - 1))
	big16 := obase <= 16
	base := big.NewInt(int64(obase))
	// The integer part, most significant digit first.
	var stack []int64
	r := new(big.Int)
	for i := 0; ip.Sign() != 0; i++ {
		if i&255 == 0 {
			if err := check(); err != nil {
				return "", err
			}
		}
		ip.QuoRem(ip, base, r)
		stack = append(stack, r.Int64())
	}
	for i := len(stack) - 1; i >= 0; i-- {
		if big16 {
			sb.WriteByte(digits[stack[i]])
		} else {
			sb.WriteString(" " + pad(stack[i], width))
		}
	}
	if n.Scale > 0 {
		sb.WriteByte('.')
		// Digits until obase^k has more than Scale decimal digits.
		limit := pow10(n.Scale)
		t := big.NewInt(1)
		first := true
		for t.Cmp(limit) < 0 {
			if err := check(); err != nil {
				return "", err
			}
			fp.Mul(fp, base)
			d := new(big.Int)
			d.QuoRem(fp, limit, fp)
			if big16 {
				sb.WriteByte(digits[d.Int64()])
			} else {
				if !first {
					sb.WriteByte(' ')
				}
				sb.WriteString(pad(d.Int64(), width))
			}
			first = false
			t.Mul(t, base)
		}
	}
	return sb.String(), nil
}

func itoa(n int) string { return big.NewInt(int64(n)).String() }

func pad(v int64, width int) string {
	s := big.NewInt(v).String()
	return strings.Repeat("0", max(0, width-len(s))) + s
}
