package bc

import (
	"math/big"
)

// The math library of bc -l: s(x), c(x), a(x), l(x), e(x) and j(n,x).
// Each follows the numerical procedure of GNU bc's libmath (the same
// series, the same working scales, bc's truncating operations at each
// step), so results agree with GNU bc digit for digit at every scale.

// mathLib returns the functions bc -l defines. A script's own define of
// the same name replaces them.
func mathLib() map[string]func(in *Interp, args []Num) Num {
	return map[string]func(in *Interp, args []Num) Num{
		"s": func(in *Interp, a []Num) Num { return in.libSin(a[0], in.scale) },
		"c": func(in *Interp, a []Num) Num { return in.libCos(a[0], in.scale) },
		"a": func(in *Interp, a []Num) Num { return in.libAtan(a[0], in.scale) },
		"l": func(in *Interp, a []Num) Num { return in.libLn(a[0], in.scale) },
		"e": func(in *Interp, a []Num) Num { return in.libExp(a[0], in.scale) },
		"j": func(in *Interp, a []Num) Num { return in.libBessel(a[0], a[1], in.scale) },
	}
}

// dec parses a decimal constant.
func dec(s string) Num { return parseNum(s, 10) }

// The operations of bc at a given scale, bounded as the interpreter's.
func (in *Interp) mulAt(a, b Num, sc int) Num {
	in.live()
	if int64(a.V.BitLen()+b.V.BitLen())*30103/100000 > in.maxDigits+1 {
		in.fail("number too large: more than %d digits", in.maxDigits)
	}
	return in.checkNum(mul(a, b, sc))
}

func (in *Interp) divAt(a, b Num, sc int) Num {
	in.live()
	if b.IsZero() {
		in.fail("Divide by zero")
	}
	return in.checkNum(div(a, b, sc))
}

// scaleValue is what "scale = n" stores: the integer part of n, bounded.
func (in *Interp) scaleValue(n Num) int {
	v := truncInt(n)
	if v.Sign() < 0 {
		return 0
	}
	if !v.IsInt64() || v.Int64() > in.maxDigits {
		in.fail("scale too large: more than %d digits", in.maxDigits)
	}
	return int(v.Int64())
}

// libSqrt is bc's sqrt at scale: 0 and 1 are returned as they are.
func (in *Interp) libSqrt(x Num, sc int) Num {
	if x.IsZero() {
		return zero()
	}
	if cmpNum(x, intNum(1)) == 0 {
		return intNum(1)
	}
	if x.V.Sign() < 0 {
		in.fail("Square root of a negative number")
	}
	return in.checkNum(sqrtNum(x, max(sc, x.Scale), in.live))
}

// e(x): e^x = (e^(x/2))^2, the series once x <= 1.
func (in *Interp) libExp(x Num, z int) Num {
	neg := x.V.Sign() < 0
	if neg {
		x = neg1(x)
	}
	n := in.scaleValue(add(add(intNum(6), intNum(int64(z))), in.mulAt(dec(".44"), x, z)))
	sc := x.Scale + 1
	f := 0
	one := intNum(1)
	for cmpNum(x, one) > 0 {
		in.tick()
		f++
		x = in.divAt(x, intNum(2), sc)
		sc++
	}
	sc = n
	v := add(one, x)
	a := x
	d := one
	for i := int64(2); ; i++ {
		in.tick()
		a = in.mulAt(a, x, sc)
		d = in.mulAt(d, intNum(i), sc)
		e := in.divAt(a, d, sc)
		if e.IsZero() {
			for ; f > 0; f-- {
				in.tick()
				v = in.mulAt(v, v, sc)
			}
			if neg {
				return in.divAt(one, v, z)
			}
			return in.divAt(v, one, z)
		}
		v = add(v, e)
	}
}

func neg1(x Num) Num { return neg(x) }

// l(x): ln(x^2) = 2 ln(x) to bring x within (.5, 2), then
// ln(x) = 2(a + a^3/3 + a^5/5 + ...) with a = (x-1)/(x+1).
func (in *Interp) libLn(x Num, z int) Num {
	one := intNum(1)
	if x.V.Sign() <= 0 {
		v := Num{V: new(big.Int).Sub(bigOne, pow10(z))}
		return in.divAt(v, one, z)
	}
	sc := 6 + z
	f := intNum(2)
	two := intNum(2)
	half := dec(".5")
	for cmpNum(x, two) >= 0 {
		in.tick()
		f = in.mulAt(f, two, sc)
		x = in.libSqrt(x, sc)
	}
	for cmpNum(x, half) <= 0 {
		in.tick()
		f = in.mulAt(f, two, sc)
		x = in.libSqrt(x, sc)
	}
	n := in.divAt(sub(x, one), add(x, one), sc)
	v := n
	m := in.mulAt(n, n, sc)
	for i := int64(3); ; i += 2 {
		in.tick()
		n = in.mulAt(n, m, sc)
		e := in.divAt(n, intNum(i), sc)
		if e.IsZero() {
			v = in.mulAt(f, v, sc)
			return in.divAt(v, one, z)
		}
		v = add(v, e)
	}
}

// s(x): x - x^3/3! + x^5/5! - ... after taking out multiples of 2π.
func (in *Interp) libSin(x Num, z int) Num {
	one := intNum(1)
	sc := in.scaleValue(add(in.mulAt(dec("1.1"), intNum(int64(z)), z), intNum(2)))
	v := in.libAtan(one, sc)
	neg := x.V.Sign() < 0
	if neg {
		x = neg1(x)
	}
	sc = 0
	n := in.divAt(add(in.divAt(x, v, sc), intNum(2)), intNum(4), sc)
	x = sub(x, in.mulAt(in.mulAt(intNum(4), n, sc), v, sc))
	if !mod(n, intNum(2), sc).IsZero() {
		x = neg1(x)
	}
	sc = z + 2
	v = x
	e := x
	s := in.mulAt(neg1(x), x, sc)
	for i := int64(3); ; i += 2 {
		in.tick()
		e = in.mulAt(e, in.divAt(s, in.mulAt(intNum(i), intNum(i-1), sc), sc), sc)
		if e.IsZero() {
			if neg {
				return in.divAt(neg1(v), one, z)
			}
			return in.divAt(v, one, z)
		}
		v = add(v, e)
	}
}

// c(x) = s(x + π/2).
func (in *Interp) libCos(x Num, z int) Num {
	sc := in.scaleValue(in.mulAt(intNum(int64(z)), dec("1.2"), z))
	halfPi := in.mulAt(in.libAtan(intNum(1), sc), intNum(2), sc)
	v := in.libSin(add(x, halfPi), sc)
	return in.divAt(v, intNum(1), z)
}

// The digits GNU's a(x) returns for a(1) (π/4) and a(.2) up to scale
// 25, 40 and 60: the true values truncated.
var (
	atanOne = [3]string{".7853981633974483096156608", ".7853981633974483096156608458198757210492",
		".785398163397448309615660845819875721049292349843776455243736"}
	atanFifth = [3]string{".1973955598498807583700497", ".1973955598498807583700497651947902934475",
		".197395559849880758370049765194790293447585103787852101517688"}
)

// a(x): atan(x) = atan(.2) + atan((x-.2)/(1+.2x)) down to x <= .2, then
// x - x^3/3 + x^5/5 - ...
func (in *Interp) libAtan(x Num, z int) Num {
	m := intNum(1)
	if x.V.Sign() < 0 {
		m = intNum(-1)
		x = neg1(x)
	}
	fifth := dec(".2")
	for _, k := range []struct {
		at     Num
		digits [3]string
	}{{intNum(1), atanOne}, {fifth, atanFifth}} {
		if cmpNum(x, k.at) != 0 {
			continue
		}
		switch {
		case z <= 25:
			return in.divAt(dec(k.digits[0]), m, z)
		case z <= 40:
			return in.divAt(dec(k.digits[1]), m, z)
		case z <= 60:
			return in.divAt(dec(k.digits[2]), m, z)
		}
	}
	a := zero()
	if cmpNum(x, fifth) > 0 {
		a = in.libAtan(fifth, z+5)
	}
	sc := z + 3
	f := 0
	for cmpNum(x, fifth) > 0 {
		in.tick()
		f++
		x = in.divAt(sub(x, fifth), add(intNum(1), in.mulAt(x, fifth, sc)), sc)
	}
	v := x
	n := x
	s := in.mulAt(neg1(x), x, sc)
	for i := int64(3); ; i += 2 {
		in.tick()
		n = in.mulAt(n, s, sc)
		e := in.divAt(n, intNum(i), sc)
		if e.IsZero() {
			return in.divAt(add(in.mulAt(intNum(int64(f)), a, z), v), m, z)
		}
		v = add(v, e)
	}
}

// j(n,x): x^n/(2^n n!) (1 - x^2/(2^2 1!(n+1)) + x^4/(2^4 2!(n+1)(n+2)) - ...),
// and j(-n,x) = (-1)^n j(n,x).
func (in *Interp) libBessel(nv, x Num, z int) Num {
	one := intNum(1)
	sc := 0
	n := in.divAt(nv, one, sc)
	negate := false
	if n.V.Sign() < 0 {
		n = neg1(n)
		if cmpNum(mod(n, intNum(2), sc), one) == 0 {
			negate = true
		}
	}
	if !n.V.IsInt64() || n.V.Int64() > in.maxDigits {
		in.fail("number too large: more than %d digits", in.maxDigits)
	}
	ni := n.V.Int64()
	f := one
	for i := int64(2); i <= ni; i++ {
		in.tick()
		f = in.mulAt(f, intNum(i), sc)
	}
	sc = in.scaleValue(in.mulAt(dec("1.5"), intNum(int64(z)), sc))
	saved := in.scale
	in.scale = sc
	xn := in.power(x, n)
	twoN := in.power(intNum(2), n)
	in.scale = saved
	f = in.divAt(in.divAt(xn, twoN, sc), f, sc)
	v := one
	e := one
	s := in.divAt(in.mulAt(neg1(x), x, sc), intNum(4), sc)
	sc = in.scaleValue(sub(add(in.mulAt(dec("1.5"), intNum(int64(z)), sc), intNum(int64(length(f)))), intNum(int64(f.Scale))))
	for i := int64(1); ; i++ {
		in.tick()
		e = in.divAt(in.divAt(in.mulAt(e, s, sc), intNum(i), sc), add(n, intNum(i)), sc)
		if e.IsZero() {
			if negate {
				return in.divAt(in.mulAt(neg1(f), v, z), one, z)
			}
			return in.divAt(in.mulAt(f, v, z), one, z)
		}
		v = add(v, e)
	}
}
