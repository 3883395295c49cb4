package coreutils

import (
	"context"
	"math"
)

// This file holds diff's comparison: Myers' O(ND) algorithm with the
// linear-space middle snake, as GNU diffutils implements it (diffseq.h,
// without the optional heuristics but with its "too expensive" cut-off),
// followed by GNU's shift_boundaries.

// diffCtx is the state of one comparison.
type diffCtx struct {
	ctx          context.Context
	a, b         []int
	ra, rb       []int // the indexes in the files of a's and b's lines
	fd, bd       []int // diagonal vectors, offset by off
	off          int
	ca, cb       []bool
	tooExpensive int
	steps        int
	canceled     bool
}

// diffCompute marks the lines of a and b that are not in the common
// subsequence found. ok is false when ctx ended the comparison.
func diffCompute(ctx context.Context, a, b []int) (ca, cb []bool, ok bool) {
	ca, cb = make([]bool, len(a)), make([]bool, len(b))
	// As GNU, lines that cannot match (and long runs of lines that match
	// too often) are left out of the comparison and marked changed.
	ua, ra := diffDiscard(a, b, ca)
	ub, rb := diffDiscard(b, a, cb)
	n := len(ua) + len(ub) + 3
	d := &diffCtx{ctx: ctx, a: ua, b: ub, ra: ra, rb: rb, ca: ca, cb: cb}
	d.fd = make([]int, 2*n+2)
	d.bd = make([]int, 2*n+2)
	d.off = len(ub) + 1
	te := 1
	for diags := n; diags != 0; diags >>= 2 {
		te <<= 1
	}
	d.tooExpensive = max(4096, te)
	d.compareseq(0, len(ua), 0, len(ub), false)
	if d.canceled {
		return nil, nil, false
	}
	diffShift(ca, cb, a)
	diffShift(cb, ca, b)
	return ca, cb, true
}

// diffDiscard is GNU's discard_confusing_lines for file a against file
// b: it returns the lines kept and their indexes in a, and marks the
// others changed.
func diffDiscard(a, b []int, changed []bool) (kept, real []int) {
	counts := map[int]int{}
	for _, id := range b {
		counts[id]++
	}
	end := len(a)
	discards := make([]byte, end)
	many := 5
	for tem := end / 64; ; {
		if tem >>= 2; tem <= 0 {
			break
		}
		many *= 2
	}
	for i, id := range a {
		switch n := counts[id]; {
		case n == 0:
			discards[i] = 1
		case n > many:
			discards[i] = 2
		}
	}
	for i := 0; i < end; i++ {
		if discards[i] == 2 {
			discards[i] = 0
			continue
		}
		if discards[i] == 0 {
			continue
		}
		j, provisional := i, 0
		for ; j < end && discards[j] != 0; j++ {
			if discards[j] == 2 {
				provisional++
			}
		}
		for j > i && discards[j-1] == 2 {
			j--
			discards[j] = 0
			provisional--
		}
		length := j - i
		if provisional*4 > length {
			for j > i {
				j--
				if discards[j] == 2 {
					discards[j] = 0
				}
			}
			continue
		}
		minimum := 1
		for tem := length >> 2; ; {
			if tem >>= 2; tem <= 0 {
				break
			}
			minimum <<= 1
		}
		minimum++
		consec := 0
		for j = 0; j < length; j++ {
			switch {
			case discards[i+j] != 2:
				consec = 0
			default:
				consec++
				if consec == minimum {
					j -= consec
				} else if consec > minimum {
					discards[i+j] = 0
				}
			}
		}
		consec = 0
		for j = 0; j < length; j++ {
			if j >= 8 && discards[i+j] == 1 {
				break
			}
			switch discards[i+j] {
			case 2:
				consec = 0
				discards[i+j] = 0
			case 0:
				consec = 0
			default:
				consec++
			}
			if consec == 3 {
				break
			}
		}
		i += length - 1
		consec = 0
		for j = 0; j < length; j++ {
			if j >= 8 && discards[i-j] == 1 {
				break
			}
			switch discards[i-j] {
			case 2:
				consec = 0
				discards[i-j] = 0
			case 0:
				consec = 0
			default:
				consec++
			}
			if consec == 3 {
				break
			}
		}
	}
	for i, id := range a {
		if discards[i] == 0 {
			kept = append(kept, id)
			real = append(real, i)
		} else {
			changed[i] = true
		}
	}
	return kept, real
}

type diffPartition struct {
	xmid, ymid           int
	loMinimal, hiMinimal bool
}

func (d *diffCtx) compareseq(xoff, xlim, yoff, ylim int, minimal bool) {
	if d.canceled {
		return
	}
	for xoff < xlim && yoff < ylim && d.a[xoff] == d.b[yoff] {
		xoff++
		yoff++
	}
	for xoff < xlim && yoff < ylim && d.a[xlim-1] == d.b[ylim-1] {
		xlim--
		ylim--
	}
	switch {
	case xoff == xlim:
		for ; yoff < ylim; yoff++ {
			d.cb[d.rb[yoff]] = true
		}
	case yoff == ylim:
		for ; xoff < xlim; xoff++ {
			d.ca[d.ra[xoff]] = true
		}
	default:
		var part diffPartition
		d.diag(xoff, xlim, yoff, ylim, minimal, &part)
		d.compareseq(xoff, part.xmid, yoff, part.ymid, part.loMinimal)
		d.compareseq(part.xmid, xlim, part.ymid, ylim, part.hiMinimal)
	}
}

func (d *diffCtx) diag(xoff, xlim, yoff, ylim int, minimal bool, part *diffPartition) {
	fd, bd, o := d.fd, d.bd, d.off
	dmin, dmax := xoff-ylim, xlim-yoff
	fmid, bmid := xoff-yoff, xlim-ylim
	fmin, fmax, bmin, bmax := fmid, fmid, bmid, bmid
	odd := (fmid-bmid)&1 != 0
	fd[o+fmid] = xoff
	bd[o+bmid] = xlim
	for c := 1; ; c++ {
		if d.steps++; d.steps&1023 == 0 && d.ctx.Err() != nil {
			d.canceled = true
			part.xmid, part.ymid = xoff, yoff
			return
		}
		if fmin > dmin {
			fmin--
			fd[o+fmin-1] = -1
		} else {
			fmin++
		}
		if fmax < dmax {
			fmax++
			fd[o+fmax+1] = -1
		} else {
			fmax--
		}
		for k := fmax; k >= fmin; k -= 2 {
			tlo, thi := fd[o+k-1], fd[o+k+1]
			x0 := tlo + 1
			if tlo < thi {
				x0 = thi
			}
			x, y := x0, x0-k
			for x < xlim && y < ylim && d.a[x] == d.b[y] {
				x++
				y++
			}
			fd[o+k] = x
			if odd && bmin <= k && k <= bmax && bd[o+k] <= x {
				part.xmid, part.ymid = x, y
				part.loMinimal, part.hiMinimal = true, true
				return
			}
		}
		if bmin > dmin {
			bmin--
			bd[o+bmin-1] = math.MaxInt
		} else {
			bmin++
		}
		if bmax < dmax {
			bmax++
			bd[o+bmax+1] = math.MaxInt
		} else {
			bmax--
		}
		for k := bmax; k >= bmin; k -= 2 {
			tlo, thi := bd[o+k-1], bd[o+k+1]
			x0 := thi - 1
			if tlo < thi {
				x0 = tlo
			}
			x, y := x0, x0-k
			for xoff < x && yoff < y && d.a[x-1] == d.b[y-1] {
				x--
				y--
			}
			bd[o+k] = x
			if !odd && fmin <= k && k <= fmax && x <= fd[o+k] {
				part.xmid, part.ymid = x, y
				part.loMinimal, part.hiMinimal = true, true
				return
			}
		}
		if minimal || c < d.tooExpensive {
			continue
		}
		// Too expensive: take the furthest-reaching diagonal found.
		fxybest, fxbest := -1, 0
		for k := fmax; k >= fmin; k -= 2 {
			x := min(fd[o+k], xlim)
			y := x - k
			if ylim < y {
				x, y = ylim+k, ylim
			}
			if fxybest < x+y {
				fxybest, fxbest = x+y, x
			}
		}
		bxybest, bxbest := math.MaxInt, 0
		for k := bmax; k >= bmin; k -= 2 {
			x := max(xoff, bd[o+k])
			y := x - k
			if y < yoff {
				x, y = yoff+k, yoff
			}
			if x+y < bxybest {
				bxybest, bxbest = x+y, x
			}
		}
		if (xlim+ylim)-bxybest < fxybest-(xoff+yoff) {
			part.xmid, part.ymid = fxbest, fxybest-fxbest
			part.loMinimal, part.hiMinimal = true, false
		} else {
			part.xmid, part.ymid = bxbest, bxybest-bxbest
			part.loMinimal, part.hiMinimal = false, true
		}
		return
	}
}

// diffShift is GNU's shift_boundaries for one file: it slides each run
// of changes up to merge with earlier runs and then down as far as it
// goes, and back to line up with a run of the other file.
func diffShift(changedIn, otherIn []bool, equivs []int) {
	// Sentinels: index -1 and len are never changed.
	changed := make([]bool, len(changedIn)+2)
	copy(changed[1:], changedIn)
	other := make([]bool, len(otherIn)+2)
	copy(other[1:], otherIn)
	ch := func(i int) bool { return changed[i+1] }
	set := func(i int, v bool) { changed[i+1] = v }
	oc := func(j int) bool { return other[j+1] }
	i, j := 0, 0
	iEnd := len(changedIn)
	for {
		for i < iEnd && !ch(i) {
			for oc(j) {
				j++
			}
			j++
			i++
		}
		if i == iEnd {
			break
		}
		start := i
		for i++; ch(i); i++ {
		}
		for oc(j) {
			j++
		}
		var runlength, corresponding int
		for {
			runlength = i - start
			for start > 0 && equivs[start-1] == equivs[i-1] {
				start--
				set(start, true)
				i--
				set(i, false)
				for ch(start - 1) {
					start--
				}
				for {
					j--
					if !oc(j) {
						break
					}
				}
			}
			corresponding = iEnd
			if oc(j - 1) {
				corresponding = i
			}
			for i != iEnd && equivs[start] == equivs[i] {
				set(start, false)
				start++
				set(i, true)
				i++
				for ch(i) {
					i++
				}
				for {
					j++
					if !oc(j) {
						break
					}
					corresponding = i
				}
			}
			if runlength == i-start {
				break
			}
		}
		for corresponding < i {
			start--
			set(start, true)
			i--
			set(i, false)
			for {
				j--
				if !oc(j) {
					break
				}
			}
		}
	}
	copy(changedIn, changed[1:len(changedIn)+1])
}
