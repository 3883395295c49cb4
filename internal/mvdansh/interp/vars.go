// Copyright (c) 2017, Daniel Martí <mvdan@mvdan.cc>
// See LICENSE for licensing information

package interp

import (
	cryptorand "crypto/rand"
	"encoding/binary"
	"errors"
	"fmt"
	mathrand "math/rand/v2"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"
	"unsafe"

	"github.com/toolsinshell/tis/internal/mvdansh/expand"
	"github.com/toolsinshell/tis/internal/mvdansh/internal"
	"mvdan.cc/sh/v3/syntax"
)

func newOverlayEnviron(parent expand.Environ, background bool) *overlayEnviron {
	oenv := &overlayEnviron{}
	if !background {
		oenv.parent = parent
	} else {
		// We could do better here if the parent is also an overlayEnviron;
		// measure with profiles or benchmarks before we choose to do so.
		for name, vr := range parent.Each {
			oenv.Set(name, vr)
		}
	}
	return oenv
}

// overlayEnviron is our main implementation of [expand.WriteEnviron].
type overlayEnviron struct {
	// parent is non-nil if [values] is an overlay over a parent environment
	// which we can safely reuse without data races, such as non-background subshells
	// or function calls.
	parent expand.Environ

	// values maps normalized variable names, per [overlayEnviron.normalize].
	values map[string]namedVariable

	// We need to know if the current scope is a function's scope, because
	// functions can modify global variables. When true, [parent] must not be nil.
	funcScope bool
}

// namedVariable records the original name of a variable for platforms
// where variable names are matched in a case-insensitive way.
type namedVariable struct {
	// TODO(v4): consider adding this field to [expand.Variable],
	// as a general way for a variable to report its original name.
	// This can be useful for GOOS=windows with case insensitive env vars,
	// as otherwise it's not possible to Environ.Get a var
	// and know what was its original name without looping over Environ.Each.
	Name string
	expand.Variable
}

func (o *overlayEnviron) normalize(name string) string {
	if runtime.GOOS == "windows" {
		return strings.ToUpper(name)
	}
	return name
}

func (o *overlayEnviron) Get(name string) expand.Variable {
	normalized := o.normalize(name)
	if vr, ok := o.values[normalized]; ok {
		return vr.Variable
	}
	if o.parent != nil {
		return o.parent.Get(name)
	}
	return expand.Variable{}
}

func (o *overlayEnviron) Set(name string, vr expand.Variable) error {
	normalized := o.normalize(name)
	prev, inOverlay := o.values[normalized]
	// Manipulation of a global var inside a function.
	if o.funcScope && !vr.Local && !prev.Local {
		// In a function, the parent environment is ours, so it's always read-write.
		return o.parent.(expand.WriteEnviron).Set(name, vr)
	}
	if !inOverlay && o.parent != nil {
		prev.Variable = o.parent.Get(name)
	}

	if o.values == nil {
		o.values = make(map[string]namedVariable)
	}
	if vr.Kind == expand.KeepValue {
		vr.Kind = prev.Kind
		vr.Str = prev.Str
		vr.List = prev.List
		vr.Indexes = prev.Indexes
		vr.Map = prev.Map
		vr.Keys = prev.Keys // tis: the order of the keys
	} else if prev.ReadOnly {
		return errReadOnly
	}
	if !vr.IsSet() { // unsetting
		if prev.Local {
			vr.Local = true
			o.values[normalized] = namedVariable{name, vr}
			return nil
		}
		delete(o.values, normalized)
	}
	// modifying the entire variable
	vr.Local = prev.Local || vr.Local
	o.values[normalized] = namedVariable{name, vr}
	return nil
}

func (o *overlayEnviron) Each(f func(name string, vr expand.Variable) bool) {
	if o.parent != nil {
		o.parent.Each(f)
	}
	for _, vr := range o.values {
		if !f(vr.Name, vr.Variable) {
			return
		}
	}
}

func execEnv(env expand.Environ) []string {
	list := make([]string, 0, 64)
	for name, vr := range env.Each {
		if !vr.IsSet() {
			// If a variable is set globally but unset in the
			// runner, we need to ensure it's not part of the final
			// list. Seems like zeroing the element is enough.
			// This is a linear search, but this scenario should be
			// rare, and the number of variables shouldn't be large.
			for i, kv := range list {
				if strings.HasPrefix(kv, name+"=") {
					list[i] = ""
				}
			}
		}
		if vr.Exported && vr.Kind == expand.String {
			list = append(list, name+"="+vr.String())
		}
	}
	return list
}

func (r *Runner) lookupVar(name string) expand.Variable {
	if name == "" {
		// tis: no variable has an empty name (unset '', declare -n r='',
		// [[ -v '' ]]); upstream panicked.
		return expand.Variable{}
	}
	if r.literalVar != nil && name == r.literalVar.Name {
		return r.literalVar.Variable // tis: see Runner.literalVar
	}
	var vr expand.Variable
	switch name {
	case "#":
		vr.Kind, vr.Str = expand.String, strconv.Itoa(len(r.Params))
	case "@", "*":
		vr.Kind = expand.Indexed
		if r.Params == nil {
			// r.Params may be nil but positional parameters always exist
			vr.List = []string{}
		} else {
			vr.List = r.Params
		}
	case "!":
		if n := len(r.bgProcs); n > 0 {
			vr.Kind, vr.Str = expand.String, "g"+strconv.Itoa(n)
		}
	case "?":
		vr.Kind, vr.Str = expand.String, strconv.Itoa(int(r.lastExit.code))
	case "-":
		// Note that we don't support some of Bash's flags, such as h or B.
		vr.Kind, vr.Str = expand.String, r.posixOptFlags()
	case "$":
		vr.Kind, vr.Str = expand.String, strconv.Itoa(os.Getpid())
		if r.pids != nil { // tis
			vr.Str = strconv.Itoa(r.pids[0])
		}
	case "BASHPID": // tis: the subshell's own, else $$
		vr.Kind, vr.Str = expand.String, strconv.Itoa(r.shellPID())
		if r.bashPID != 0 {
			vr.Str = strconv.Itoa(r.bashPID)
		}
	case "SECONDS": // tis: whole seconds since the shell started
		vr.Kind, vr.Str = expand.String, strconv.Itoa(int(time.Since(r.started).Seconds()))
	case "PPID":
		vr.Kind, vr.Str = expand.String, strconv.Itoa(os.Getppid())
		if r.pids != nil { // tis
			vr.Str = strconv.Itoa(r.pids[1])
		}
	case "RANDOM": // not for cryptographic use
		// Without a seed we use the global generator, which is seeded randomly
		// and also uses ChaCha8. Note that [Runner.subshell] does not copy the
		// seeded generator, so subshells start afresh like in bash.
		var n int
		if r.rand != nil {
			n = r.rand.IntN(randomMax)
		} else {
			n = mathrand.IntN(randomMax)
		}
		vr.Kind, vr.Str = expand.String, strconv.Itoa(n)
	case "SRANDOM": // pseudo-random generator from the system
		var p [4]byte
		cryptorand.Read(p[:])
		n := binary.NativeEndian.Uint32(p[:])
		vr.Kind, vr.Str = expand.String, strconv.FormatUint(uint64(n), 10)
	case "PIPESTATUS": // tis: the statuses of the last pipeline's stages
		list := make([]string, len(r.pipeStatus))
		for i, c := range r.pipeStatus {
			list[i] = strconv.Itoa(int(c))
		}
		vr.Kind, vr.List = expand.Indexed, list
	case "_": // tis: the last word of the previous simple command
		vr.Kind, vr.Str = expand.String, r.lastArg
	case "FUNCNAME", "BASH_LINENO": // tis: the functions running, innermost first
		if len(r.funcStack) == 0 {
			return expand.Variable{Kind: expand.Indexed} // declared, unset
		}
		list := make([]string, 0, len(r.funcStack))
		for i := len(r.funcStack) - 1; i >= 0; i-- {
			if name == "FUNCNAME" {
				list = append(list, r.funcStack[i].name)
			} else {
				list = append(list, strconv.FormatUint(uint64(r.funcStack[i].line), 10))
			}
		}
		vr.Kind, vr.List = expand.Indexed, list
	case "SHELLOPTS", "BASHOPTS": // tis: the options on, read-only
		vr.Kind, vr.Str, vr.ReadOnly = expand.String, r.shellOptsValue(name == "BASHOPTS"), true
		if prev := r.writeEnv.Get(name); prev.Exported {
			vr.Exported = true
		}
	case "DIRSTACK":
		vr.Kind, vr.List = expand.Indexed, r.dirsList() // tis: the current directory first
	case "0":
		vr.Kind = expand.String
		if r.filename != "" {
			vr.Str = r.filename
		} else {
			vr.Str = "gosh"
		}
	case "1", "2", "3", "4", "5", "6", "7", "8", "9":
		if i := int(name[0] - '1'); i < len(r.Params) {
			vr.Kind = expand.String
			vr.Str = r.Params[i]
		}
	}
	if vr.Kind != expand.Unknown {
		vr.Set = true
		return vr
	}
	if vr := r.writeEnv.Get(name); vr.Declared() {
		return vr
	}
	return expand.Variable{}
}

// shellPID is $$.
func (r *Runner) shellPID() int {
	if r.pids != nil {
		return r.pids[0]
	}
	return os.Getpid()
}

func (r *Runner) envGet(name string) string {
	return r.lookupVar(name).String()
}

func (r *Runner) delVar(name string) {
	// tis: as bash, unset in a function reaches the innermost binding
	// of the name: a local of a calling function or a temporary binding
	// (x=v f) is removed, and the one below it shows again. (Upstream
	// hid the name until the caller returned.) A local of the function
	// itself stays unset until it returns, as bash.
	if o, ok := r.writeEnv.(*overlayEnviron); ok && o.funcScope {
		if _, here := o.values[name]; !here {
			for p := o.parent; ; {
				po, ok := p.(*overlayEnviron)
				if !ok {
					break
				}
				if vr, found := po.values[name]; found {
					if vr.Local && !vr.ReadOnly {
						delete(po.values, name)
						return
					}
					break
				}
				p = po.parent
			}
		}
	}
	if err := r.writeEnv.Set(name, expand.Variable{}); err != nil {
		r.errf("%s: %v\n", name, err)
		r.exit.code = 1
		return
	}
}

func (r *Runner) setVarString(name, value string) {
	r.setVar(name, expand.Variable{Set: true, Kind: expand.String, Str: value})
}

func (r *Runner) setVar(name string, vr expand.Variable) {
	if err := r.setVarErr(name, vr); err != nil {
		r.errf("%v\n", err)
		r.exit.code = 1
	}
}

// errReadOnly is returned when trying to modify a read-only variable.
var errReadOnly = errors.New("readonly variable")

// randomMax is one past the highest value that RANDOM expands to, like in Bash.
const randomMax = 32768

// setVarErr is like [Runner.setVar], but it returns any error rather than
// reporting it, for the sake of the expand package.
func (r *Runner) setVarErr(name string, vr expand.Variable) error {
	if r.opts[optAllExport] {
		vr.Exported = true
	}
	if err := r.writeEnv.Set(name, vr); err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	switch name { // tis: tis_history.go
	case "HISTSIZE":
		r.historyStifle()
	case "HISTFILESIZE":
		r.historyTruncateFile(vr.String())
	}
	if name == "RANDOM" && vr.Kind == expand.String {
		// Assigning to RANDOM seeds its generator; the stored value is never
		// read, as [Runner.lookupVar] always computes a new number. We only
		// seed once the assignment succeeds so that attributes such as
		// read-only still apply. We use ChaCha8 rather than PCG, whose only
		// edge is speed, which is irrelevant next to expanding a variable.
		var seed [32]byte
		binary.LittleEndian.PutUint64(seed[:], uint64(atoi(vr.Str)))
		r.rand = mathrand.New(mathrand.NewChaCha8(seed))
	}
	return nil
}

// tis: appendVal (a[i]+=v) appends vr's value to the element rather than
// replacing it; upstream appended to element 0 and set element i to that.
func (r *Runner) setVarWithIndex(prev expand.Variable, name string, index syntax.ArithmExpr, vr expand.Variable, appendVal bool) {
	if vr.Kind == expand.String && index == nil {
		// When assigning a string to an array, fall back to the
		// zero value for the index.
		switch prev.Kind {
		case expand.Indexed, expand.Associative:
			// tis: key "0" of an associative array too, as bash
			// (upstream used the empty key).
			index = &syntax.Word{Parts: []syntax.WordPart{
				&syntax.Lit{Value: "0"},
			}}
		}
	}
	if index == nil {
		r.setVar(name, vr)
		return
	}
	if elem, ok := r.withElem(prev, name, index, vr.Str, appendVal); ok {
		r.setVar(name, elem)
	}
}

// withElem returns prev with the element index set to valStr (appended to it
// with appendVal); ok is false when the index is out of range. (tis: taken
// out of setVarWithIndex for declare a[i]=v.)
func (r *Runner) withElem(prev expand.Variable, name string, index syntax.ArithmExpr, valStr string, appendVal bool) (_ expand.Variable, ok bool) {
	var list []string
	var indexes []int
	var k int
	if prev.Kind != expand.Associative {
		// tis: the subscript first, then the array as it left it
		// (a[a[0]=1]=x keeps a[0]); upstream used the array before.
		before := r.lookupVar(name)
		// tis: a bad subscript (a['2']=x) assigns nothing, status 1,
		// and the rest of the line is discarded, as bash.
		failed := r.arithmFailed
		r.arithmFailed = false
		k = r.arithm(index)
		if r.arithmFailed {
			r.arithmFailed = failed
			r.exit.code, r.exit.aborted = 1, true
			return prev, false
		}
		r.arithmFailed = failed
		if after := r.lookupVar(name); !sameValue(before, after) && after.Kind == expand.Indexed {
			prev = after
		}
	}
	switch prev.Kind {
	case expand.String:
		list = append(list, prev.Str)
	case expand.Indexed:
		// TODO: only clone when inside a subshell and getting a var from outside for the first time
		list = slices.Clone(prev.List)
		indexes = slices.Clone(prev.Indexes)
	case expand.Associative:
		// tis: any subscript is a key (a[x+1]=v is key "x+1"; upstream
		// dropped the assignment), and a new key keeps its place in the
		// order; a[k]+=v appends to the element.
		k := r.assocKey(index)
		if appendVal {
			valStr = prev.Map[k] + valStr
		}
		nv := prev.AssocSet(k, valStr)
		nv.Set = true // tis: declare -A a; a[k]=v sets a
		return nv, true
	}
	if k < 0 {
		// Negative indices count from one past the maximum index.
		if k += internal.IndexedMax(list, indexes) + 1; k < 0 {
			r.errf("%s: bad array subscript\n", name)
			r.exit.code = 1
			return prev, false
		}
	}
	if appendVal { // tis
		valStr = indexedElem(list, indexes, k) + valStr
	}
	list, indexes = internal.SetIndexedElem(list, indexes, k, valStr)
	prev.Kind = expand.Indexed
	prev.List = list
	prev.Indexes = indexes
	prev.Str = ""
	prev.Set = true
	return prev, true
}

// sameValue reports whether a and b are the same value of a string or an
// indexed array, the lists the same ones (not copies: an assignment to an
// element makes a new list). (tis)
func sameValue(a, b expand.Variable) bool {
	return a.Set == b.Set && a.Kind == b.Kind && a.Str == b.Str &&
		len(a.List) == len(b.List) && unsafe.SliceData(a.List) == unsafe.SliceData(b.List) &&
		len(a.Indexes) == len(b.Indexes) && unsafe.SliceData(a.Indexes) == unsafe.SliceData(b.Indexes)
}

// cutElemSubscript splits an array element argument like `a[3]`, as used by
// the unset builtin, into the array name and the subscript between brackets.
func cutElemSubscript(arg string) (name, sub string, ok bool) {
	i := strings.IndexByte(arg, '[')
	if i > 0 && strings.HasSuffix(arg, "]") && syntax.ValidName(arg[:i]) {
		return arg[:i], arg[i+1 : len(arg)-1], true
	}
	return "", "", false
}

// unsetElem unsets a single element of an indexed or associative array, like
// `unset 'a[3]'`. Unsetting an indexed array element may leave a hole.
func (r *Runner) unsetElem(name, sub string) {
	vr := r.lookupVar(name)
	if n, v := vr.Resolve(r.writeEnv); n != "" {
		name, vr = n, v
	}
	switch vr.Kind {
	case expand.Indexed:
		if sub == "@" || sub == "*" {
			r.delVar(name)
			return
		}
		expr, err := syntax.NewParser().Arithmetic(strings.NewReader(sub))
		if err != nil {
			r.errf("unset: %s[%s]: bad array subscript\n", name, sub)
			r.exit.code = 1
			return
		}
		if expr == nil {
			return // an empty subscript like `unset 'a[]'` is a no-op
		}
		k := r.arithm(expr)
		if k < 0 {
			// Negative indices count from one past the maximum index.
			if k += internal.IndexedMax(vr.List, vr.Indexes) + 1; k < 0 {
				r.errf("unset: %s[%s]: bad array subscript\n", name, sub)
				r.exit.code = 1
				return
			}
		}
		// TODO: only clone when inside a subshell and getting a var from outside for the first time
		vr.List = slices.Clone(vr.List)
		vr.Indexes = slices.Clone(vr.Indexes)
		vr.List, vr.Indexes = internal.DeleteIndexedElem(vr.List, vr.Indexes, k)
		r.setVar(name, vr)
	case expand.Associative:
		if sub == "@" || sub == "*" {
			r.delVar(name)
			return
		}
		// tis: the subscript is expanded as a key ('a["k"]', 'a[$k]'),
		// and the order of the other keys kept.
		r.setVar(name, vr.AssocDelete(r.assocSubscript(name, sub)))
	case expand.String:
		// A scalar can be unset via subscript zero.
		if sub == "0" {
			r.delVar(name)
		} else {
			r.errf("unset: %s: not an array variable\n", name)
			r.exit.code = 1
		}
	}
}

func (r *Runner) setFunc(name string, body *syntax.Stmt) {
	if r.Funcs == nil {
		r.Funcs = make(map[string]*syntax.Stmt, 4)
	}
	r.Funcs[name] = body
}

// tis: indexedElem is the element at index k of a (maybe sparse) list, or "".
func indexedElem(list []string, indexes []int, k int) string {
	if indexes == nil {
		if k >= 0 && k < len(list) {
			return list[k]
		}
		return ""
	}
	if pos, ok := slices.BinarySearch(indexes, k); ok {
		return list[pos]
	}
	return ""
}

// TODO: make assignVal and [setVar] consistent with the [expand.WriteEnviron] interface

func (r *Runner) assignVal(name string, prev expand.Variable, as *syntax.Assign, valType string) (string, expand.Variable) {
	// tis: declare -n ref=x on a nameref changes the reference itself.
	if n, v := prev.Resolve(r.writeEnv); n != "" && valType != "-n" {
		name, prev = n, v
	}
	prev.Set = true
	if as.Value != nil {
		s := r.assignment(as.Value) // tis: x=foo:~ expands the tilde
		if !as.Append {
			// tis: a name reference still here has no target yet
			// (typeset -n ref; ref=x): the value is its target.
			wasRef := prev.Kind == expand.NameRef && prev.Str == ""
			prev.Kind = expand.String
			if valType == "-n" || wasRef {
				prev.Kind = expand.NameRef
			}
			prev.Str = s
			return name, prev
		}
		switch prev.Kind {
		case expand.String, expand.Unknown:
			prev.Kind = expand.String
			prev.Str += s
		case expand.Indexed:
			// Appends to the element at index 0, creating it if unset.
			// tis: on a copy (the list may be shared with a saved value).
			prev.List, prev.Indexes = slices.Clone(prev.List), slices.Clone(prev.Indexes)
			if len(prev.List) > 0 && (prev.Indexes == nil || prev.Indexes[0] == 0) {
				prev.List[0] += s
			} else {
				prev.List, prev.Indexes = internal.SetIndexedElem(prev.List, prev.Indexes, 0, s)
			}
		case expand.Associative:
			// tis: a+=s appends to the element of key "0", as bash.
			prev = prev.AssocSet("0", prev.Map["0"]+s)
		}
		return name, prev
	}
	if as.Array == nil {
		// don't return the zero value, as that's an unset variable
		prev.Kind = expand.String
		if valType == "-n" {
			prev.Kind = expand.NameRef
		}
		prev.Str = ""
		return name, prev
	}
	// Array assignment.
	elems := as.Array.Elems
	if valType == "" {
		// tis: an array literal is associative when the variable is (as
		// bash); upstream guessed from a quoted first subscript, which bash
		// reads as arithmetic on an indexed array.
		valType = "-a" // indexed
		if prev.Kind == expand.Associative {
			valType = "-A" // associative
		}
	}
	if valType == "-A" {
		return name, r.assocLiteral(name, prev, as)
	}
	// The base array which the new elements are set on; empty unless
	// we are appending to an existing value.
	var list []string
	var indexes []int
	if as.Append {
		switch prev.Kind {
		case expand.Unknown:
		case expand.String:
			list = []string{prev.Str}
		case expand.Indexed:
			// TODO: only clone when inside a subshell and getting a var from outside for the first time
			list = slices.Clone(prev.List)
			indexes = slices.Clone(prev.Indexes)
		case expand.Associative:
			// tis: unreachable, an associative value takes the path above.
			return name, prev
		default:
			// Should only happen if we forgot a case above.
			panic(fmt.Sprintf("unexpected conversion of kind %d", prev.Kind))
		}
	}
	// tis: as bash, every value is expanded first (with the tildes of an
	// assignment after [k]=), then the subscripts are evaluated one by
	// one, each seeing the array as built so far (see Runner.literalVar);
	// upstream evaluated each subscript before its value.
	vals := make([][]string, len(elems))
	for i, elem := range elems {
		if elem.Index != nil {
			vals[i] = []string{r.assignment(elem.Value)}
		} else {
			vals[i] = r.fields(elem.Value)
		}
	}
	oldLiteral := r.literalVar
	defer func() { r.literalVar = oldLiteral }()
	// Evaluate values for each array element. An explicit index like
	// [5]=x resets our index counter, which otherwise advances for every
	// value, starting after the maximum index of the base array.
	index := internal.IndexedMax(list, indexes) + 1
	for i, elem := range elems {
		if elem.Index != nil {
			// Index resets our index with a literal value.
			r.literalVar = &namedVariable{Name: name, Variable: expand.Variable{
				Set: true, Kind: expand.Indexed, List: slices.Clip(list), Indexes: slices.Clip(indexes),
			}}
			index = r.arithm(elem.Index)
			r.literalVar = oldLiteral
			if index < 0 {
				// Negative indices count from one past the maximum index.
				if index += internal.IndexedMax(list, indexes) + 1; index < 0 {
					r.errf("%s: bad array subscript\n", name)
					r.exit.code = 1
					break
				}
			}
			list, indexes = internal.SetIndexedElem(list, indexes, index, vals[i][0])
			index++
		} else {
			// Implicit index, advancing for every word.
			for _, val := range vals[i] {
				list, indexes = internal.SetIndexedElem(list, indexes, index, val)
				index++
			}
		}
	}
	if list == nil {
		// An empty array like a=() must still expand to zero fields.
		list = []string{}
	}
	prev.Kind = expand.Indexed
	prev.List = list
	prev.Indexes = indexes
	return name, prev
}

// tis: assocLiteral returns prev set to the associative array literal of as:
// ([k]=v ...) sets keys (in their order), and a list
// without subscripts (k1 v1 k2 v2 ...) is read as pairs, as bash 5.1 and
// later do, the words expanded but not split (a missing last value is
// empty). With += the keys are added to prev's. Upstream panicked on a
// list without subscripts and ignored +=.
func (r *Runner) assocLiteral(name string, prev expand.Variable, as *syntax.Assign) expand.Variable {
	vr := expand.Variable{Kind: expand.Associative, Map: map[string]string{}}
	if as.Append && prev.Kind == expand.Associative {
		vr.Map, vr.Keys = prev.Map, prev.Keys
	} else if as.Append && prev.Kind == expand.String && prev.IsSet() {
		vr = vr.AssocSet("0", prev.Str) // a string becomes key "0"
	}
	elems := as.Array.Elems
	if len(elems) > 0 && elems[0].Index == nil {
		var words []string
		for _, elem := range elems {
			if elem.Index != nil || elem.Value == nil {
				continue
			}
			words = append(words, r.literal(elem.Value))
		}
		for i := 0; i < len(words); i += 2 {
			val := ""
			if i+1 < len(words) {
				val = words[i+1]
			}
			vr = vr.AssocSet(words[i], val)
		}
	} else {
		for _, elem := range elems {
			if elem.Index == nil {
				if elem.Value != nil {
					r.errf("%s: '%s': must use subscript when assigning associative array\n", name, r.literal(elem.Value))
				}
				continue
			}
			k := r.assocKey(elem.Index)
			val := ""
			if elem.Value != nil {
				// tis: no tilde expansion here, as bash; an empty
				// quoted part first keeps a leading ~ as it is.
				noTilde := &syntax.Word{Parts: append([]syntax.WordPart{&syntax.SglQuoted{}}, elem.Value.Parts...)}
				val = r.literal(noTilde)
			}
			vr = vr.AssocSet(k, val)
		}
	}
	prev.Kind, prev.Str, prev.List, prev.Indexes = expand.Associative, "", nil, nil
	prev.Map, prev.Keys = vr.Map, vr.Keys
	return prev
}

// tis: assocKey is the key an associative array's subscript names.
func (r *Runner) assocKey(index syntax.ArithmExpr) string {
	k, err := expand.AssocKey(r.ecfg, index)
	r.expandErr(err)
	return k
}
