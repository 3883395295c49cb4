package jq

import (
	"math"
	"math/big"
	"reflect"

	"github.com/itchyny/gojq"

	"github.com/toolsinshell/tis/runtime/command"
)

// Two operations of gojq build a value in one step that the heap watch,
// which looks every few thousand steps, sees only after the fact:
// repeating a string ("x" * 1e9 builds a gigabyte at once; gojq allows
// up to 2 GiB), and adding strings, arrays or objects, which a query can
// double at every step (reduce range(40) as $i ("x"; . + .) reaches a
// gigabyte in thirty steps). GuardRepeat rewrites every multiplication
// and addition of a query so that its operands go through _tis_repeat or
// _tis_sum first, which refuse a result past the command's buffer limit:
//
//	L * R    becomes  (R) as $__tis_r | (L) as $__tis_l | $__tis_l * ($__tis_r | _tis_repeat($__tis_l))
//	L *= R   becomes  (R) as $__tis_r | (L) |= (. as $__tis_l | $__tis_l * ($__tis_r | _tis_repeat($__tis_l)))
//
// which keeps jq's order of evaluation (the right operand's outputs
// outermost) and the update's meaning (R sees the original input). A sum
// is checked once built, which costs no bindings (additions are common)
// and still stops a doubling at twice the limit:
//
//	L + R    becomes  ((L) + (R)) | _tis_sized
//	L += R   becomes  (R) as $__tis_r | (L) |= ((. + $__tis_r) | _tis_sized)
//
// Compile the result with RepeatGuard and SumGuard.

const (
	mulTemplate       = `(__tis_R) as $__tis_r | (__tis_L) as $__tis_l | $__tis_l * ($__tis_r | _tis_repeat($__tis_l))`
	updateMulTemplate = `(__tis_R) as $__tis_r | (__tis_L) |= (. as $__tis_l | $__tis_l * ($__tis_r | _tis_repeat($__tis_l)))`
	addTemplate       = `((__tis_L) + (__tis_R)) | _tis_sized`
	updateAddTemplate = `(__tis_R) as $__tis_r | (__tis_L) |= ((. + $__tis_r) | _tis_sized)`
)

var queryType = reflect.TypeFor[gojq.Query]()

// GuardRepeat rewrites q in place (see above).
func GuardRepeat(q *gojq.Query) {
	walkQueries(reflect.ValueOf(q), func(q *gojq.Query) {
		var tpl string
		switch q.Op {
		case gojq.OpMul:
			tpl = mulTemplate
		case gojq.OpUpdateMul:
			tpl = updateMulTemplate
		case gojq.OpAdd:
			tpl = addTemplate
		case gojq.OpUpdateAdd:
			tpl = updateAddTemplate
		default:
			return
		}
		t, err := gojq.Parse(tpl)
		if err != nil {
			return // the templates parse
		}
		left, right := q.Left, q.Right
		fill(reflect.ValueOf(t), map[string]*gojq.Query{"__tis_L": left, "__tis_R": right})
		// The definitions and imports before the operation stay.
		t.Meta, t.Imports, t.FuncDefs = q.Meta, q.Imports, q.FuncDefs
		*q = *t
	})
}

// walkQueries calls f on every query under v, children before parents.
func walkQueries(v reflect.Value, f func(*gojq.Query)) {
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() {
			return
		}
		walkQueries(v.Elem(), f)
		if v.Type().Elem() == queryType {
			f(v.Interface().(*gojq.Query))
		}
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				walkQueries(v.Field(i), f)
			}
		}
	case reflect.Slice:
		for i := range v.Len() {
			walkQueries(v.Index(i), f)
		}
	}
}

// fill replaces the calls of the placeholder functions under v by the
// queries they stand for.
func fill(v reflect.Value, with map[string]*gojq.Query) {
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() {
			return
		}
		if t, ok := v.Interface().(*gojq.Term); ok && t.Type == gojq.TermTypeFunc && t.Func != nil && len(t.Func.Args) == 0 {
			if q, ok := with[t.Func.Name]; ok {
				*t = gojq.Term{Type: gojq.TermTypeQuery, Query: q, SuffixList: t.SuffixList}
				return
			}
		}
		fill(v.Elem(), with)
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				fill(v.Field(i), with)
			}
		}
	case reflect.Slice:
		for i := range v.Len() {
			fill(v.Index(i), with)
		}
	}
}

// RepeatGuard is the compiler option that defines _tis_repeat for a
// command whose buffer limit is max (0: no limit): its input is the
// right operand, its argument the left, and it fails when one is a
// string and the other a count that would repeat it past max bytes.
func RepeatGuard(max int64) gojq.CompilerOption {
	return gojq.WithFunction("_tis_repeat", 1, 1, func(r any, args []any) any {
		l := args[0]
		s, ok := l.(string)
		n := r
		if !ok {
			s, ok = r.(string)
			n = l
		}
		if !ok || max <= 0 {
			return r
		}
		if count := repeatCount(n); count > 0 && int64(len(s))*count > max {
			return &command.TooLargeError{What: "string", Limit: max}
		}
		return r
	})
}

// SumGuard is the compiler option that defines _tis_sized for a command
// whose buffer limit is max (0: no limit): it passes its input on, or
// fails when it is a string, an array or an object past max bytes (an
// element or a member counted as elementCost bytes).
func SumGuard(max int64) gojq.CompilerOption {
	return gojq.WithFunction("_tis_sized", 0, 0, func(v any, _ []any) any {
		if max <= 0 {
			return v
		}
		var n int64
		what := ""
		switch x := v.(type) {
		case string:
			n, what = int64(len(x)), "string"
		case []any:
			n, what = int64(len(x))*elementCost, "array"
		case map[string]any:
			n, what = int64(len(x))*elementCost, "object"
		}
		if n > max {
			return &command.TooLargeError{What: what, Limit: max}
		}
		return v
	})
}

// elementCost is what _tis_sum counts for an element of an array or a
// member of an object: an interface and its share of the slice or map.
const elementCost = 16

// repeatCount is the number of times gojq repeats a string for n (0 when
// n is no number or not above zero).
func repeatCount(n any) int64 {
	var f float64
	switch x := n.(type) {
	case int:
		f = float64(x)
	case float64:
		f = x
	case *big.Int:
		f, _ = new(big.Float).SetInt(x).Float64()
	default:
		return 0
	}
	if !(f > 0) {
		return 0
	}
	return int64(math.Min(f, math.MaxInt32))
}
