package jq

import (
	"fmt"
	"math"
	"math/big"
	"reflect"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/itchyny/gojq"

	"github.com/toolsinshell/tis/internal/plural"
	"github.com/toolsinshell/tis/runtime/command"
)

// Many of gojq's builtins are Go functions that build their whole result
// in one call, which the heap watch (it looks between gojq's steps) sees
// only once it is built: explode, split("") and indices on a 60 MB
// string make hundreds of millions of values, join, add and flatten of an
// array that holds one big value a thousand times copy it a thousand
// times, tojson of a value that shares its parts ([., .] forty times)
// writes 2^40 of them, .[500000000] = 1 makes half a billion nulls, and
// [match(""; "g")] a map for every character. Guard puts a check in
// front of each, in three ways:
//
//   - A prelude of definitions, put before the query's own, shadows each
//     such builtin by a definition that first calls _tis_check, which
//     estimates the size of the result from the input and the arguments
//     (stopping early when a shared value would take long to walk) and
//     fails past the command's buffer limit, and then calls the builtin
//     through an alias made before the shadowing definition. The
//     builtins written in jq that call one of them (add(f), match, scan,
//     sub, pick, fromstream, ...) are defined again in the prelude, so
//     that they call the guarded ones.
//   - Where estimating is as costly as doing, the prelude calls a Go
//     function of ours that builds the result within the bound: _match
//     (regular expressions, whose list of matches gojq builds whole, each
//     with a quadratic walk for its offset) and indices, index and rindex
//     on strings (gojq explodes both strings first).
//   - gojq compiles some operators to its builtins directly, past any
//     definition: an assignment to constant indices (.[N] = x) and the
//     additions of string interpolation. The query is rewritten so that
//     they take the defined way: L = R becomes _assign(L; R), whose
//     guarded definition checks every path L yields; "\(a)\(b)" becomes
//     the additions gojq would make, which GuardRepeat then bounds.
//
// The prelude's names begin with _tis_; a query that names one is refused
// as naming an undefined function, so a query cannot reach an alias.

// prelude shadows the builtins whose result can be far larger than their
// input (see above). Each _tis_b_ alias is defined before the definition
// that shadows its builtin, so it calls gojq's; a definition calls only
// those before it (or itself), so each comes after those it calls.
const prelude = `
def _tis_b_explode: explode;
def explode: _tis_check("explode") | _tis_b_explode;
def _tis_b_split($s): split($s);
def split($s): _tis_check("split"; $s) | _tis_b_split($s);
def _tis_b_join($s): join($s);
def join($s): _tis_check("join"; $s) | _tis_b_join($s);
def _tis_b_add: add;
def add: _tis_check("add") | _tis_b_add;
def add(f): [f] | add;
def _tis_b_flatten: flatten;
def flatten: _tis_check("flatten"; -1) | _tis_b_flatten;
def _tis_b_flatten($d): flatten($d);
def flatten($d): _tis_check("flatten"; $d) | _tis_b_flatten($d);
def _tis_b_transpose: transpose;
def transpose: _tis_check("transpose") | _tis_b_transpose;
def _tis_b_tojson: tojson;
def tojson: _tis_check("tojson") | _tis_b_tojson;
def _tis_b_tostring: tostring;
def tostring: _tis_check("tostring") | _tis_b_tostring;
def _tis_b_fromjson: fromjson;
def fromjson: _tis_check("fromjson") | _tis_b_fromjson;
def _tis_b_format($f): format($f);
def format($f): _tis_check("format"; $f) | _tis_b_format($f);
def _tis_b_tohtml: _tohtml;
def _tohtml: _tis_check("format"; "html") | _tis_b_tohtml;
def _tis_b_touri: _touri;
def _touri: _tis_check("format"; "uri") | _tis_b_touri;
def _tis_b_tourid: _tourid;
def _tourid: _tis_check("format"; "urid") | _tis_b_tourid;
def _tis_b_tocsv: _tocsv;
def _tocsv: _tis_check("format"; "csv") | _tis_b_tocsv;
def _tis_b_totsv: _totsv;
def _totsv: _tis_check("format"; "tsv") | _tis_b_totsv;
def _tis_b_tosh: _tosh;
def _tosh: _tis_check("format"; "sh") | _tis_b_tosh;
def _tis_b_tobase64: _tobase64;
def _tobase64: _tis_check("format"; "base64") | _tis_b_tobase64;
def _tis_b_tobase64d: _tobase64d;
def _tobase64d: _tis_check("format"; "base64d") | _tis_b_tobase64d;
def _tis_b_strftime($f): strftime($f);
def strftime($f): _tis_check("strftime"; $f) | _tis_b_strftime($f);
def _tis_b_strflocaltime($f): strflocaltime($f);
def strflocaltime($f): _tis_check("strftime"; $f) | _tis_b_strflocaltime($f);
def _tis_b_setpath($p; $v): setpath($p; $v);
def setpath($p; $v): _tis_check("path"; $p) | _tis_b_setpath($p; $v);
def _tis_paths(f): path(f) as $__tis_p | getpath($__tis_p | _tis_check("path"; .));
def _tis_b_assign(p; x): _assign(p; x);
def _assign(p; x): _tis_b_assign(_tis_paths(p); x);
def _tis_b_modify(p; f): _modify(p; f);
def _modify(p; f): _tis_b_modify(_tis_paths(p); f);
def _tis_b_indices($x): indices($x);
def indices($x): if type == "string" and ($x | type) == "string" then _tis_strindex("indices"; $x) else _tis_b_indices($x) end;
def _tis_b_index($x): index($x);
def index($x): if type == "string" and ($x | type) == "string" then _tis_strindex("index"; $x) else _tis_b_index($x) end;
def _tis_b_rindex($x): rindex($x);
def rindex($x): if type == "string" and ($x | type) == "string" then _tis_strindex("rindex"; $x) else _tis_b_rindex($x) end;
def _tis_b_match($re; $flags; $test): _match($re; $flags; $test);
def _match($re; $flags; $test):
  if type == "string" and ($re | type) == "string" and ($flags | type | . == "string" or . == "null")
  then _tis_match($re; $flags; $test) else _tis_b_match($re; $flags; $test) end;
def pick(f): . as $v |
  reduce path(f) as $p (null; setpath($p; $v | getpath($p)));
def fromstream(f):
  foreach f as $pv (
    null;
    if .e then null end |
    $pv as [$p, $v] |
    if $pv | length == 2 then
      setpath(["v"] + $p; $v) |
      setpath(["e"]; $p | length == 0)
    else
      setpath(["e"]; $p | length == 1)
    end;
    if .e then .v else empty end
  );
def match($re; $flags): _match($re; $flags; false)[];
def match($re):
  if $re | type == "array" then match($re[0]; $re[1]) else match($re; null) end;
def test($re; $flags): _match($re; $flags; true);
def test($re):
  if $re | type == "array" then test($re[0]; $re[1]) else test($re; null) end;
def capture($re; $flags): match($re; $flags) | .captures | _captures;
def capture($re):
  if $re | type == "array" then capture($re[0]; $re[1]) else capture($re; null) end;
def scan($re; $flags):
  match($re; $flags + "g") |
  if .captures == [] then
    .string
  else
    [.captures[].string]
  end;
def scan($re): scan($re; null);
def splits($re; $flags):
  .[foreach (match($re; $flags + "g"), null) as {$offset, $length}
      (null; {start: .next, end: $offset, next: $offset + $length})];
def splits($re): splits($re; null);
def split($re; $flags): [splits($re; $flags)];
def sub($re; str; $flags):
  reduce match($re; $flags) as {$offset, $length, $captures}
    ({s: ., r: []};
      reduce ($captures | _captures | str) as $s
        (.i = 0; .r[.i] += .s[.next:$offset] + $s | .i += 1) |
      .next = $offset + $length) | .r[] + .s[.next:] // .s;
def sub($re; str): sub($re; str; null);
def gsub($re; str; $flags): sub($re; str; $flags + "g");
def gsub($re; str): sub($re; str; "g");
`

// preludeDefs is the prelude parsed once, when first needed (not at
// package init, which every worker process pays); Guard copies it into
// each query.
var preludeDefs = sync.OnceValue(func() []*gojq.FuncDef {
	q, err := gojq.Parse(prelude + ".")
	if err != nil {
		panic("jq: the prelude does not parse: " + err.Error())
	}
	return q.FuncDefs
})

// guardPrefix begins every name the guard adds to a query.
const guardPrefix = "_tis_"

// reservedError is the error of a query that names one of the guard's
// functions or variables: gojq's message for an undefined one.
type reservedError struct{ name string }

func (e *reservedError) Error() string {
	if strings.HasPrefix(e.name, "$") {
		return "variable not defined: " + e.name
	}
	return "function not defined: " + e.name
}

// Guard rewrites q in place (see above) and bounds its repetitions and
// additions (GuardRepeat): compile it with GuardOptions. It fails when q
// names one of the guard's own functions or variables.
func Guard(q *gojq.Query) error {
	if err := checkDepth(q); err != nil {
		return err
	}
	var err error
	walkAll(reflect.ValueOf(q), func(v reflect.Value) {
		switch x := v.Interface().(type) {
		case *gojq.Func:
			if err == nil && (strings.HasPrefix(x.Name, guardPrefix) || strings.HasPrefix(x.Name, "$__tis")) {
				err = &reservedError{fmt.Sprintf("%s/%d", x.Name, len(x.Args))}
			}
		case *gojq.FuncDef:
			if err == nil && strings.HasPrefix(x.Name, guardPrefix) {
				err = &reservedError{fmt.Sprintf("%s/%d", x.Name, len(x.Args))}
			}
		}
	})
	if err != nil {
		return err
	}
	rewriteQueries(q)
	defs := make([]*gojq.FuncDef, 0, len(preludeDefs())+len(q.FuncDefs))
	for _, d := range preludeDefs() {
		defs = append(defs, copyDef(d))
	}
	q.FuncDefs = append(defs, q.FuncDefs...)
	GuardRepeat(q)
	return nil
}

// MaxQueryDepth bounds how deeply a query's syntax tree nests, counted in
// queries: each bracket, each operator of a chain (`1+1+...`,
// `.|.|...`, `a,b,...`) and each keyword block is one level. gojq
// compiles (and prints, and the guard rewrites) a query by recursion, one
// Go stack frame or more a level, without a bound and without a way to
// stop it: a chain of 100,000 additions ran four minutes and ended the
// process with a stack overflow. A thousand levels is the shell's own
// nesting bound (nesting.DefaultMax); real queries nest a few dozen.
const MaxQueryDepth = 1000

// depthError is the error of a query that nests past MaxQueryDepth.
type depthError struct{}

func (*depthError) Error() string {
	return "query too deeply nested: more than " + plural.Count(MaxQueryDepth, "level", "levels") + " (brackets, operators of one chain, blocks)"
}

// checkDepth fails when q nests more than MaxQueryDepth queries deep. It
// walks the tree with a stack of its own, never by recursion, since the
// tree it is to refuse is the one that would exhaust a goroutine's stack.
func checkDepth(q *gojq.Query) error {
	type item struct {
		v     reflect.Value
		depth int
	}
	queryType := reflect.TypeFor[*gojq.Query]()
	stack := []item{{reflect.ValueOf(q), 0}}
	for len(stack) > 0 {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		v, depth := it.v, it.depth
		switch v.Kind() {
		case reflect.Pointer:
			if v.IsNil() {
				continue
			}
			if v.Type() == queryType {
				if depth++; depth > MaxQueryDepth {
					return &depthError{}
				}
			}
			stack = append(stack, item{v.Elem(), depth})
		case reflect.Struct:
			for i := range v.NumField() {
				if v.Type().Field(i).IsExported() {
					stack = append(stack, item{v.Field(i), depth})
				}
			}
		case reflect.Slice:
			for i := range v.Len() {
				stack = append(stack, item{v.Index(i), depth})
			}
		}
	}
	return nil
}

// copyDef copies a definition of the prelude deeply enough that the
// rewrites of one query do not reach another's.
func copyDef(d *gojq.FuncDef) *gojq.FuncDef {
	q, err := gojq.Parse(d.String() + " .")
	if err != nil || len(q.FuncDefs) != 1 {
		panic("jq: a definition of the prelude does not parse again: " + d.String())
	}
	return q.FuncDefs[0]
}

// rewriteQueries makes the operators gojq compiles past definitions take
// the defined way: L = R becomes _assign(L; R), and an interpolated
// string the additions of its parts.
func rewriteQueries(q *gojq.Query) {
	walkAll(reflect.ValueOf(q), func(v reflect.Value) {
		switch x := v.Interface().(type) {
		case *gojq.Query:
			if x.Op == gojq.OpAssign {
				l, r := x.Left, x.Right
				*x = gojq.Query{Meta: x.Meta, Imports: x.Imports, FuncDefs: x.FuncDefs, Term: &gojq.Term{Type: gojq.TermTypeFunc, Func: &gojq.Func{Name: "_assign", Args: []*gojq.Query{l, r}}}}
			}
		case *gojq.Term:
			if x.Str == nil || x.Str.Queries == nil {
				return
			}
			var f *gojq.Func
			switch x.Type {
			case gojq.TermTypeString:
				f = &gojq.Func{Name: "tostring"}
			case gojq.TermTypeFormat:
				f = &gojq.Func{Name: "format", Args: []*gojq.Query{{Term: &gojq.Term{Type: gojq.TermTypeString, Str: &gojq.String{Str: strings.TrimPrefix(x.Format, "@")}}}}}
			default:
				return
			}
			*x = gojq.Term{Type: gojq.TermTypeQuery, Query: concatQuery(x.Str, f), SuffixList: x.SuffixList}
		case *gojq.ObjectKeyVal:
			if x.KeyString != nil && x.KeyString.Queries != nil {
				x.KeyQuery = concatQuery(x.KeyString, &gojq.Func{Name: "tostring"})
				x.KeyString = nil
			}
		}
	})
}

// concatQuery is the query gojq compiles an interpolated string to: its
// parts, each formatted by f, added from the left.
func concatQuery(s *gojq.String, f *gojq.Func) *gojq.Query {
	var q *gojq.Query
	for _, e := range s.Queries {
		if e.Term == nil || e.Term.Str == nil {
			e = &gojq.Query{Left: e, Op: gojq.OpPipe, Right: &gojq.Query{Term: &gojq.Term{Type: gojq.TermTypeFunc, Func: f}}}
		}
		if q == nil {
			q = e
		} else {
			q = &gojq.Query{Left: q, Op: gojq.OpAdd, Right: e}
		}
	}
	return q
}

// walkAll calls f on every pointer under v, parents before children, and
// again under what f left there.
func walkAll(v reflect.Value, f func(reflect.Value)) {
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() {
			return
		}
		f(v)
		walkAll(v.Elem(), f)
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				walkAll(v.Field(i), f)
			}
		}
	case reflect.Slice:
		for i := range v.Len() {
			walkAll(v.Index(i), f)
		}
	}
}

// GuardOptions are the compiler options that define the functions Guard's
// rewrite calls, for a command whose buffer limit is max (0: no limit).
func GuardOptions(max int64) []gojq.CompilerOption {
	g := &guard{max: max}
	return []gojq.CompilerOption{
		RepeatGuard(max), SumGuard(max),
		gojq.WithFunction("_tis_check", 1, 2, g.check),
		gojq.WithFunction("_tis_strindex", 2, 2, g.strIndex),
		gojq.WithFunction("_tis_match", 3, 3, newMatcher(max).match),
	}
}

// Costs of what a builtin builds, beside the bytes of its strings: an
// element of an array (an interface in the slice), a number or a string
// in one (the value the interface points to).
const (
	intCost    = elementCost + 8
	stringCost = elementCost + 16
)

// guard holds the checks of the prelude.
type guard struct{ max int64 }

func (g *guard) tooLarge(what string) error {
	return &command.TooLargeError{What: what, Limit: g.max}
}

// check is _tis_check(NAME; ARG): it passes its input on, or fails when
// what the builtin NAME would build from it (with ARG) passes the limit.
// Inputs of the wrong type pass: the builtin reports them.
func (g *guard) check(v any, args []any) any {
	if g.max <= 0 {
		return v
	}
	name, _ := args[0].(string)
	var arg any
	if len(args) > 1 {
		arg = args[1]
	}
	if err := g.estimate(name, v, arg); err != nil {
		return err
	}
	return v
}

func (g *guard) estimate(name string, v, arg any) error {
	switch name {
	case "explode":
		if s, ok := v.(string); ok && int64(utf8.RuneCountInString(s))*intCost > g.max {
			return g.tooLarge("array")
		}
	case "split":
		s, ok1 := v.(string)
		sep, ok2 := arg.(string)
		if ok1 && ok2 && s != "" {
			n := int64(strings.Count(s, sep)) + 1
			if n*stringCost > g.max {
				return g.tooLarge("array")
			}
		}
	case "join":
		return g.joinSize(v, arg)
	case "add":
		return g.addSize(v)
	case "flatten":
		return g.flattenSize(v, arg)
	case "transpose":
		if vs, ok := v.([]any); ok {
			long := 0
			for _, e := range vs {
				if a, ok := e.([]any); ok {
					long = max(long, len(a))
				}
			}
			if float64(len(vs))*float64(long)*elementCost > float64(g.max) {
				return g.tooLarge("array")
			}
		}
	case "tojson", "tostring":
		if _, ok := v.(string); !ok || name == "tojson" {
			_, err := jsonSize(v, g.max)
			return err
		}
	case "fromjson":
		if s, ok := v.(string); ok && valueCost([]byte(s)) > g.max {
			return g.tooLarge("value")
		}
	case "format":
		f, _ := arg.(string)
		return g.formatSize(f, v)
	case "strftime":
		if f, ok := arg.(string); ok && int64(len(f))+int64(strings.Count(f, "%"))*64 > g.max {
			return g.tooLarge("string")
		}
	case "path":
		p, _ := arg.([]any)
		for _, e := range p {
			if f, ok := toFloat(e); ok && f*elementCost > float64(g.max) {
				return g.tooLarge("array")
			}
		}
	}
	return nil
}

// toFloat is a number of gojq as a float64.
func toFloat(v any) (float64, bool) {
	switch x := v.(type) {
	case int:
		return float64(x), true
	case float64:
		return x, true
	case *big.Int:
		f, _ := new(big.Float).SetInt(x).Float64()
		return f, true
	}
	return 0, false
}

// joinSize fails when join(sep) of v would pass the limit.
func (g *guard) joinSize(v, sep any) error {
	vs, ok := v.([]any)
	s, ok2 := sep.(string)
	if !ok || !ok2 || len(vs) == 0 {
		return nil
	}
	size := int64(len(vs)-1) * int64(len(s))
	for _, e := range vs {
		switch x := e.(type) {
		case string:
			size += int64(len(x))
		case nil:
		default:
			size += 24
		}
		if size > g.max {
			return g.tooLarge("string")
		}
	}
	if size > g.max {
		return g.tooLarge("string")
	}
	return nil
}

// addSize fails when add of v would build a string or an array past the
// limit (the first non-null element says which).
func (g *guard) addSize(v any) error {
	var vs []any
	switch x := v.(type) {
	case []any:
		vs = x
	case map[string]any:
		for _, e := range x {
			vs = append(vs, e)
		}
	default:
		return nil
	}
	var size int64
	for _, e := range vs {
		switch x := e.(type) {
		case string:
			size += int64(len(x))
		case []any:
			size += int64(len(x)) * elementCost
		}
		if size > g.max {
			if _, ok := e.(string); ok {
				return g.tooLarge("string")
			}
			return g.tooLarge("array")
		}
	}
	return nil
}

// flattenSize fails when flatten (to depth d, -1 for all) of v would hold
// more than the limit's elements, or recurse past maxPrintDepth. It
// walks without recursing, and stops once past the limit, however often
// the arrays share their parts.
func (g *guard) flattenSize(v, d any) error {
	vs, ok := v.([]any)
	depth, ok2 := toFloat(d)
	if !ok || !ok2 {
		return nil
	}
	if depth < 0 {
		depth = math.Inf(1)
	}
	type item struct {
		vs    []any
		depth float64
		level int
	}
	stack := []item{{vs, depth, 0}}
	var n, walked int64
	for len(stack) > 0 {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if it.level > maxPrintDepth {
			return errTooDeep
		}
		for _, e := range it.vs {
			walked++
			if a, ok := e.([]any); ok && it.depth != 0 {
				stack = append(stack, item{a, it.depth - 1, it.level + 1})
			} else {
				n++
			}
			if n*elementCost > g.max || walked*elementCost > 4*g.max {
				return g.tooLarge("array")
			}
		}
	}
	return nil
}

// formatSize fails when @FORMAT of v would pass the limit.
func (g *guard) formatSize(f string, v any) error {
	switch f {
	case "csv", "tsv", "sh":
		vs, ok := v.([]any)
		if !ok {
			if f != "sh" {
				return nil
			}
			vs = []any{v}
		}
		var size int64
		for _, e := range vs {
			switch x := e.(type) {
			case string:
				size += int64(len(x)) + int64(strings.Count(x, "'"))*3 + int64(strings.Count(x, "\""))
				size += int64(strings.Count(x, "\x00")+strings.Count(x, "\t")+strings.Count(x, "\n")+strings.Count(x, "\r")+strings.Count(x, "\\")) + 3
			default:
				size += 25
			}
			if size > g.max {
				return g.tooLarge("string")
			}
		}
		return nil
	case "text", "json":
		_, err := jsonSize(v, g.max)
		return err
	}
	text, ok := v.(string)
	if !ok {
		if _, err := jsonSize(v, g.max); err != nil {
			return err
		}
		b, err := gojq.Marshal(v)
		if err != nil {
			return nil
		}
		text = string(b)
	}
	var size int64
	switch f {
	case "html":
		size = int64(len(text)) + 3*int64(strings.Count(text, "<")+strings.Count(text, ">")) +
			4*int64(strings.Count(text, "&")) + 5*int64(strings.Count(text, "'")+strings.Count(text, "\""))
	case "uri":
		for i := 0; i < len(text); i++ {
			if c := text[i]; 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || strings.IndexByte("-_.~", c) >= 0 {
				size++
			} else {
				size += 3
			}
		}
	case "base64":
		size = (int64(len(text)) + 2) / 3 * 4
	}
	if size > g.max {
		return g.tooLarge("string")
	}
	return nil
}

// jsonSize is the length of v's JSON text as gojq writes it (compact),
// walked without recursing; it fails once past max, or past
// maxPrintDepth levels.
func jsonSize(v any, max int64) (int64, error) {
	type item struct {
		v     any
		depth int
	}
	stack := []item{{v, 0}}
	var size int64
	for len(stack) > 0 {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if it.depth > maxPrintDepth {
			return size, errTooDeep
		}
		switch x := it.v.(type) {
		case string:
			size += jsonStringSize(x)
		case []any:
			size += 2
			for _, e := range x {
				size++
				stack = append(stack, item{e, it.depth + 1})
			}
		case map[string]any:
			size += 2
			for k, e := range x {
				size += jsonStringSize(k) + 2
				stack = append(stack, item{e, it.depth + 1})
			}
		case *big.Int:
			size += int64(x.BitLen()/3) + 2
		default:
			size += 24
		}
		if max > 0 && size > max {
			return size, &command.TooLargeError{What: "string", Limit: max}
		}
	}
	return size, nil
}

// jsonStringSize is the length of s as a JSON string of gojq: quoted, a
// control character or an invalid byte six bytes, " \ and the common
// controls two.
func jsonStringSize(s string) int64 {
	n := int64(2)
	for i := 0; i < len(s); {
		b := s[i]
		if b < utf8.RuneSelf {
			switch {
			case ' ' <= b && b <= '~' && b != '"' && b != '\\':
				n++
			case b == '"' || b == '\\' || b == '\b' || b == '\f' || b == '\n' || b == '\r' || b == '\t':
				n += 2
			default:
				n += 6
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			n += 6
		} else {
			n += int64(size)
		}
		i += size
	}
	return n
}

// strIndex is _tis_strindex(NAME; X) for a string input and a string X:
// indices, index and rindex as gojq has them (offsets in code points,
// overlapping matches, none for an empty X), without exploding both
// strings first, the list of indices bounded by the limit.
func (g *guard) strIndex(v any, args []any) any {
	s, _ := v.(string)
	name, _ := args[0].(string)
	x, _ := args[1].(string)
	if x == "" {
		if name == "indices" {
			return []any{}
		}
		return nil
	}
	switch name {
	case "index":
		i := strings.Index(s, x)
		if i < 0 {
			return nil
		}
		return utf8.RuneCountInString(s[:i])
	case "rindex":
		i := strings.LastIndex(s, x)
		if i < 0 {
			return nil
		}
		return utf8.RuneCountInString(s[:i])
	}
	out := []any{}
	pos, runes := 0, 0 // a byte offset, and the code points before it
	for {
		i := strings.Index(s[pos:], x)
		if i < 0 {
			return out
		}
		runes += utf8.RuneCountInString(s[pos : pos+i])
		pos += i
		if g.max > 0 && int64(len(out)+1)*intCost > g.max {
			return g.tooLarge("array")
		}
		out = append(out, runes)
		_, w := utf8.DecodeRuneInString(s[pos:])
		pos += w
		runes++
	}
}
