package expand

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// tis: an indirect expansion ${!ref...} is the expansion of the parameter
// ref names, with every operator applied to that parameter, as bash does:
// ${!ref-default}, ${!ref:=v} (which assigns the named variable),
// ${!ref:?msg}, ${#!ref}... ref may name an element (a[1], a[$k],
// m["key"]), all elements (a[@], a[*], @, *), or a special or positional
// parameter (1, #, ?). ${!a[1]} takes the name from an element. Upstream
// looked the value up as a plain variable name and applied no operator.

// indirect returns the parameter expansion pe stands for when it is an
// indirect one, or a name reference to an array element, or nil when it is
// neither (a name reference's ${!ref} is the name it refers to, and
// ${!a[@]} lists keys). quoted is whether the expansion is in double
// quotes.
func (cfg *Config) indirect(pe *syntax.ParamExp, quoted bool) (*syntax.ParamExp, error) {
	if pe != nil && !pe.Excl && pe.Param != nil && pe.Index == nil {
		// A name reference to an element (declare -n r='a[1]'): $r is
		// that element.
		if vr := cfg.Env.Get(pe.Param.Value); vr.Kind == NameRef {
			if n, _ := vr.Resolve(cfg.Env); strings.HasSuffix(n, "]") {
				if base, index, ok := ParseRef(n); ok && index != nil {
					out := *pe
					out.Param = &syntax.Lit{ValuePos: pe.Param.ValuePos, ValueEnd: pe.Param.ValueEnd, Value: base}
					out.Index = index
					return &out, nil
				}
			}
		}
		return nil, nil
	}
	if pe == nil || !pe.Excl || pe.Names != 0 || pe.Param == nil {
		return nil, nil
	}
	switch nodeLit(pe.Index) {
	case "@", "*":
		// ${!a[@]} lists the keys; with an operator (${!a[@]:1},
		// ${!a[@]#p}, ${!a[@]@Q}) it is the indirection of ${a[@]}.
		if pe.Exp == nil && pe.Repl == nil && pe.Slice == nil {
			return nil, nil
		}
	}
	if pe.Index == nil && cfg.Env.Get(pe.Param.Value).Kind == NameRef {
		return nil, nil
	}
	ref := &syntax.ParamExp{Dollar: pe.Dollar, Rbrace: pe.Rbrace, Param: pe.Param, Index: pe.Index}
	noUnset := cfg.NoUnset
	cfg.NoUnset = false // an unset ref is checked below, as bash: "!ref: unbound variable"
	target, err := cfg.paramExp(ref)
	cfg.NoUnset = noUnset
	if err != nil {
		return nil, err
	}
	refText := pe.Param.Value
	if pe.Index != nil {
		var sb strings.Builder
		if syntax.NewPrinter().Print(&sb, ref) == nil {
			refText = strings.TrimSuffix(strings.TrimPrefix(sb.String(), "${"), "}")
		}
	}
	if target == "" && !cfg.refSet(ref) {
		// The parameter named is unset: bash's ${!ref} is then empty
		// when ref is a declared variable (an array without element 0)
		// or a special parameter, an error when ref is not declared.
		name := pe.Param.Value
		if _, _, ok := ParseRef(name); !syntax.ValidName(name) && ok {
			// a special or positional parameter
		} else if !cfg.Env.Get(name).Declared() {
			return nil, &IndirectError{Text: refText + ": invalid indirect expansion"}
		}
		if cfg.NoUnset && !overridingUnset(pe) {
			return nil, UnsetParameterError{
				Node:    &syntax.ParamExp{Param: &syntax.Lit{Value: "!" + refText}},
				Message: "unbound variable",
			}
		}
		if pe.Exp != nil {
			switch pe.Exp.Op {
			case syntax.AssignUnset, syntax.AssignUnsetOrNull:
				return nil, &IndirectError{Text: "!" + refText + ": invalid indirect expansion"}
			}
		}
		out := *pe
		out.Excl = false
		out.Param = &syntax.Lit{ValuePos: pe.Param.ValuePos, ValueEnd: pe.Param.ValueEnd, Value: ""}
		out.Index = nil
		return &out, nil
	}
	name, index, ok := ParseRef(target)
	if !ok {
		return nil, &IndirectError{Text: target + ": invalid variable name"}
	}
	out := *pe
	out.Excl = false
	out.Param = &syntax.Lit{ValuePos: pe.Param.ValuePos, ValueEnd: pe.Param.ValueEnd, Value: name}
	out.Index = index
	switch nodeLit(index) {
	case "@", "*":
		// bash: in double quotes, "${!r:-w}" with r='a[@]' tests
		// only whether a has elements, as "${!r-w}".
		if quoted && pe.Exp != nil {
			exp := *pe.Exp
			switch exp.Op {
			case syntax.DefaultUnsetOrNull:
				exp.Op = syntax.DefaultUnset
			case syntax.AlternateUnsetOrNull:
				exp.Op = syntax.AlternateUnset
			case syntax.AssignUnsetOrNull:
				exp.Op = syntax.AssignUnset
			case syntax.ErrorUnsetOrNull:
				exp.Op = syntax.ErrorUnset
			}
			out.Exp = &exp
		}
	}
	return &out, nil
}

// refSet reports whether the parameter ref (no operator) is set.
func (cfg *Config) refSet(ref *syntax.ParamExp) bool {
	probe := *ref
	switch nodeLit(ref.Index) {
	case "@", "*":
		probe.Length = true
		s, err := cfg.paramExp(&probe)
		return err == nil && s != "0"
	}
	probe.Exp = &syntax.Expansion{Op: syntax.AlternateUnset, Word: &syntax.Word{Parts: []syntax.WordPart{&syntax.Lit{Value: "1"}}}}
	s, err := cfg.paramExp(&probe)
	return err == nil && s == "1"
}

// IndirectError is an indirect expansion bash refuses (${!ref} where ref
// holds no parameter name, or names nothing declared): it fails the
// command and discards the rest of its command line. (tis)
type IndirectError struct{ Text string }

func (e *IndirectError) Error() string { return e.Text }

// ParseRef reads a reference to a parameter, as a name reference, an
// indirect expansion or a builtin (unset, test -v, printf -v) takes it: a
// variable name, a special or positional parameter, or an array element
// NAME[SUBSCRIPT], whose subscript is read as an assignment's is. ok is
// false when ref is none of these.
func ParseRef(ref string) (name string, index syntax.ArithmExpr, ok bool) {
	switch {
	case ref == "":
		return "", nil, false
	case syntax.ValidName(ref), len(ref) == 1 && strings.Contains("@*#?-$!0", ref):
		return ref, nil, true
	case strings.Trim(ref, "0123456789") == "":
		return ref, nil, true
	}
	i := strings.IndexByte(ref, '[')
	if i <= 0 || !strings.HasSuffix(ref, "]") || !syntax.ValidName(ref[:i]) {
		return "", nil, false
	}
	switch sub := ref[i+1 : len(ref)-1]; sub {
	case "@", "*":
		return ref[:i], &syntax.Word{Parts: []syntax.WordPart{&syntax.Lit{Value: sub}}}, true
	case "":
		return "", nil, false
	}
	f, err := syntax.NewParser().Parse(strings.NewReader(ref+"="), "")
	if err != nil || len(f.Stmts) != 1 {
		return "", nil, false
	}
	st := f.Stmts[0]
	call, isCall := st.Cmd.(*syntax.CallExpr)
	if !isCall || st.Negated || st.Background || len(st.Redirs) > 0 || len(call.Args) > 0 ||
		len(call.Assigns) != 1 || call.Assigns[0].Index == nil || call.Assigns[0].Append {
		return "", nil, false
	}
	return call.Assigns[0].Name.Value, call.Assigns[0].Index, true
}
