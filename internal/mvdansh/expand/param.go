// Copyright (c) 2017, Daniel Martí <mvdan@mvdan.cc>
// See LICENSE for licensing information

package expand

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/toolsinshell/tis/internal/badsubst"
	"github.com/toolsinshell/tis/internal/mvdansh/internal"
	"github.com/toolsinshell/tis/internal/mvdansh/pattern"
	"mvdan.cc/sh/v3/syntax"
)

func nodeLit(node syntax.Node) string {
	if word, ok := node.(*syntax.Word); ok {
		return word.Lit()
	}
	return ""
}

// UnsetParameterError is returned when a parameter expansion encounters an
// unset variable and [Config.NoUnset] has been set.
type UnsetParameterError struct {
	Node    *syntax.ParamExp
	Message string
}

func (u UnsetParameterError) Error() string {
	return fmt.Sprintf("%s: %s", u.Node.Param.Value, u.Message)
}

// BadSubstError is a ${...} bash cannot expand, "bad substitution", which
// fails the command and discards the rest of its command line. (tis)
type BadSubstError struct{ Text string }

func (e *BadSubstError) Error() string { return e.Text + ": bad substitution" }

func overridingUnset(pe *syntax.ParamExp) bool {
	if pe.Exp == nil {
		return false
	}
	switch pe.Exp.Op {
	case syntax.AlternateUnset, syntax.AlternateUnsetOrNull,
		syntax.DefaultUnset, syntax.DefaultUnsetOrNull,
		syntax.ErrorUnset, syntax.ErrorUnsetOrNull,
		syntax.AssignUnset, syntax.AssignUnsetOrNull:
		return true
	}
	return false
}

func (cfg *Config) paramExp(pe *syntax.ParamExp) (string, error) {
	// tis: the context of this expansion, as its caller set it: in
	// double quotes, or in a word to split that wants the operand of
	// ${x-w} and ${x+w} back unexpanded (see the pe.Exp case).
	quote, wantWord := cfg.paramQuote, cfg.wantWord
	cfg.paramQuote, cfg.wantWord = quoteNone, false
	oldParam := cfg.curParam
	cfg.curParam = pe
	defer func() { cfg.curParam = oldParam }()

	if pe.Param == nil { // e.g. zsh's ${}
		return "", fmt.Errorf("unsupported")
	}
	if ind, err := cfg.indirect(pe, quote == quoteDouble); err != nil { // tis: ${!ref...}
		return "", err
	} else if ind != nil {
		return cfg.paramExp(ind)
	}
	name := pe.Param.Value
	if text, ok := badsubst.Text(name); ok {
		// tis: a ${...} the parser refused, failing as bash's does when
		// it runs (see package badsubst).
		return "", &BadSubstError{Text: text}
	}
	index := pe.Index
	switch name {
	case "@", "*":
		index = &syntax.Word{Parts: []syntax.WordPart{
			&syntax.Lit{Value: name},
		}}
	}
	// "*" expansions like ${*}, ${arr[*]}, or ${!prefix*} join their
	// elements with the first IFS character; others use a space.
	join := func(elems []string) (string, error) {
		if nodeLit(index) == "*" || pe.Names == syntax.NamesPrefix {
			return cfg.ifsJoin(elems)
		}
		if wantWord && cfg.ifs != "" {
			// tis: in a word to split, ${@:-x} and the like are joined
			// with IFS's first character, as bash, so that IFS=: splits
			// them back into their elements.
			return cfg.ifsJoin(elems)
		}
		return cfg.joinChecked(elems, " ")
	}
	var vr Variable
	switch name {
	case "LINENO":
		// This is the only parameter expansion that the environment
		// interface cannot satisfy.
		line := uint64(cfg.curParam.Pos().Line())
		if cfg.TrapLine > 0 { // tis: in a trap, the line that ran it
			line = uint64(cfg.TrapLine)
		}
		vr = Variable{Set: true, Kind: String, Str: strconv.FormatUint(line, 10)}
	default:
		vr = cfg.Env.Get(name)
	}
	orig := vr
	if n, v := vr.Resolve(cfg.Env); n != "" {
		name, vr = n, v
	}
	if cfg.NoUnset && !vr.IsSet() && !overridingUnset(pe) {
		return "", UnsetParameterError{
			Node:    pe,
			Message: "unbound variable",
		}
	}

	var sliceOffset, sliceLen int
	if err := cfg.listSliceErr(pe); err != nil {
		return "", err
	}
	if pe.Slice != nil {
		var err error
		if pe.Slice.Offset != nil {
			sliceOffset, err = Arithm(cfg, pe.Slice.Offset)
			if err != nil {
				return "", err
			}
		}
		if pe.Slice.Length != nil {
			sliceLen, err = Arithm(cfg, pe.Slice.Length)
			if err != nil {
				return "", err
			}
		}
	}

	var (
		str   string
		elems []string

		indexAllElements bool // true if var has been accessed with * or @ index
		callVarInd       = true
		set              = vr.IsSet()
	)

	switch nodeLit(index) {
	case "@", "*":
		switch vr.Kind {
		case Unknown:
			elems = nil
			indexAllElements = true
		case Indexed:
			indexAllElements = true
			callVarInd = false
			elems = cfg.sliceElems(pe, vr.List, vr.Indexes, name == "@" || name == "*")
			var err error
			if str, err = join(elems); err != nil {
				return "", err
			}
		case String:
			// tis: a string is an array of one element (${x[@]} is $x);
			// ${x[@]:1} slices the string.
			if pe.Slice != nil {
				index = nil
				break
			}
			indexAllElements = true
			callVarInd = false
			if vr.IsSet() {
				elems = []string{vr.Str}
			}
			var err error
			if str, err = join(elems); err != nil {
				return "", err
			}
		case Associative:
			// tis: all the elements, so that ${#a[@]} counts them and
			// ${a[@]:1:2} slices them (upstream joined them into one).
			indexAllElements = true
			callVarInd = false
			elems = cfg.sliceElems(pe, vr.AssocValues(), nil, false)
			var err error
			if str, err = join(elems); err != nil {
				return "", err
			}
		}
	}
	if callVarInd {
		var err error
		str, set, err = cfg.varInd(vr, index)
		if err != nil {
			return "", err
		}
	}
	if !indexAllElements {
		elems = []string{str}
	}
	if name == "@" || name == "*" || indexAllElements {
		// tis: the positional parameters are set when there is one, as
		// bash (${@-x} with none is x), and so are an array's elements
		// (${a[@]-x} with a=() is x).
		set = len(elems) > 0
	}
	// tis: whether ${x:-w} and the like take the value as null: a list
	// is null when joined with spaces it is empty, except "${a[*]}",
	// joined with IFS's first character.
	null := str == ""
	if indexAllElements && !(quote == quoteDouble && nodeLit(index) == "*") {
		null = len(elems) == 0 || len(elems) == 1 && elems[0] == ""
	}

	switch {
	case pe.Length:
		n := len(elems)
		switch nodeLit(index) {
		case "@", "*":
		default:
			n = utf8.RuneCountInString(str)
		}
		str = strconv.Itoa(n)
	case pe.Excl:
		var strs []string
		switch {
		case pe.Names != 0:
			strs = cfg.namesByPrefix(pe.Param.Value)
		case orig.Kind == NameRef && pe.Index == nil: // tis: ${!r[@]} lists the keys of what r names
			strs = append(strs, orig.Str)
		case pe.Index != nil && vr.Kind == Indexed:
			strs = vr.indexedKeys()
		case pe.Index != nil && vr.Kind == Associative:
			strs = vr.AssocKeys() // tis: in bash's order
		case pe.Index != nil && (nodeLit(pe.Index) == "@" || nodeLit(pe.Index) == "*"):
			// tis: a set string is an array of one element, 0; an
			// unset variable has none.
			if vr.IsSet() {
				strs = []string{"0"}
			}
		case !vr.IsSet():
			return "", fmt.Errorf("invalid indirect expansion")
		case str == "":
			return "", nil
		default:
			vr = cfg.Env.Get(str)
			strs = append(strs, vr.String())
		}
		var err error
		if str, err = join(strs); err != nil {
			return "", err
		}
	case pe.Width:
		return "", fmt.Errorf("unsupported")
	case pe.IsSet:
		return "", fmt.Errorf("unsupported")
	case pe.Slice != nil:
		if callVarInd && !utf8.ValidString(str) {
			// The offset and length are in characters, not bytes.
			rs := []rune(str)
			slicePos := func(n int) int {
				if n < 0 {
					n = len(rs) + n
					if n < 0 {
						n = len(rs)
					}
				} else if n > len(rs) {
					n = len(rs)
				}
				return n
			}
			if pe.Slice.Offset != nil {
				rs = rs[slicePos(sliceOffset):]
			}
			if pe.Slice.Length != nil {
				rs = rs[:slicePos(sliceLen)]
			}
			str = string(rs)
		} else if callVarInd {
			// tis: a valid UTF-8 value is sliced in place; upstream made
			// a []rune of it, four times its size.
			runes := utf8.RuneCountInString(str)
			slicePos := func(n, count int) int {
				if n < 0 {
					n = count + n
					if n < 0 {
						n = count
					}
				} else if n > count {
					n = count
				}
				return n
			}
			if pe.Slice.Offset != nil {
				off := slicePos(sliceOffset, runes)
				str = str[runeOffset(str, off):]
				runes -= off
			}
			if pe.Slice.Length != nil {
				str = str[:runeOffset(str, slicePos(sliceLen, runes))]
			}
		} // else, elems are already sliced
	case pe.Repl != nil:
		elems, err := cfg.replaceElems(pe, elems)
		if err != nil {
			return "", err
		}
		if str, err = join(elems); err != nil {
			return "", err
		}
	case pe.Exp != nil:
		// tis: the operand is expanded only when it is used, as bash
		// does (${x:-$((i++))} leaves i alone when x is set); in double
		// quotes, as bash, its single quotes stay (see wordField). A
		// used operand of ${x-w} and ${x+w} in a word to split is
		// returned as useWord, for the caller to expand w with its
		// quotes (wordFields).
		useArg := func() (string, error) {
			if quote == quoteDouble && pe.Exp.Word != nil {
				field, err := cfg.wordField(operandParts(pe.Exp.Word.Parts), quoteDouble)
				if err != nil {
					return "", err
				}
				return cfg.fieldJoin(field)
			}
			return Literal(cfg, pe.Exp.Word)
		}
		var arg string
		var err error
		switch op := pe.Exp.Op; op {
		case syntax.AlternateUnsetOrNull:
			if null {
				break
			}
			fallthrough
		case syntax.AlternateUnset:
			if set {
				if wantWord {
					cfg.useWord = true
					return "", nil
				}
				if str, err = useArg(); err != nil {
					return "", err
				}
			}
		case syntax.DefaultUnset:
			if set {
				break
			}
			fallthrough
		case syntax.DefaultUnsetOrNull:
			if null {
				if wantWord {
					cfg.useWord = true
					return "", nil
				}
				if str, err = useArg(); err != nil {
					return "", err
				}
			}
		case syntax.ErrorUnset:
			if set {
				break
			}
			fallthrough
		case syntax.ErrorUnsetOrNull:
			if null {
				if arg, err = useArg(); err != nil {
					return "", err
				}
				return "", UnsetParameterError{
					Node:    pe,
					Message: arg,
				}
			}
		case syntax.AssignUnset:
			if set {
				break
			}
			fallthrough
		case syntax.AssignUnsetOrNull:
			if null {
				if arg, err = useArg(); err != nil {
					return "", err
				}
				if err := cfg.assignElem(name, vr, index, arg); err != nil {
					return "", err
				}
				str = arg
			}
		case syntax.RemSmallPrefix, syntax.RemLargePrefix,
			syntax.RemSmallSuffix, syntax.RemLargeSuffix:
			// tis: the operand is a pattern, its quoted parts literal
			// (${x#"?"} strips a question mark); upstream took it as
			// an unquoted string.
			if arg, err = Pattern(cfg, pe.Exp.Word); err != nil {
				return "", err
			}
			out, err := cfg.removePatternElems(op, arg, elems)
			if err != nil {
				return "", err
			}
			if str, err = join(out); err != nil {
				return "", err
			}
		case syntax.UpperFirst, syntax.UpperAll,
			syntax.LowerFirst, syntax.LowerAll:
			if arg, err = Pattern(cfg, pe.Exp.Word); err != nil {
				return "", err
			}
			out, err := cfg.caseConvElems(op, arg, elems)
			if err != nil {
				return "", err
			}
			if str, err = join(out); err != nil {
				return "", err
			}
		case syntax.OtherParamOps:
			if arg, err = Literal(cfg, pe.Exp.Word); err != nil {
				return "", err
			}
			// tis: @Q, @U, @u, @L of a list ($@, ${a[@]}) apply to
			// each element, as bash; @Q of an unset value is empty;
			// the positional parameters have no attributes.
			switch {
			case arg == "Q" && !set && !indexAllElements:
				return "", nil
			case arg == "a" && (name == "@" || name == "*"):
				return "", nil
			}
			if indexAllElements && arg == "a" {
				// tis: ${a[@]@a} is the attributes once per element.
				out := make([]string, len(elems))
				for i := range out {
					out[i] = orig.Flags()
				}
				return join(out)
			}
			if indexAllElements && len(arg) == 1 && strings.Contains("QULu", arg) {
				out, err := cfg.transformElems(arg, elems)
				if err != nil {
					return "", err
				}
				return join(out)
			}
			switch arg {
			case "Q":
				// tis: a NUL byte (no bash value holds one) is left out;
				// upstream panicked on the error Quote gives for it.
				str = bashQuoteValue(str)
			case "E":
				tail := str
				var rns []rune
				for tail != "" {
					var rn rune
					rn, _, tail, _ = strconv.UnquoteChar(tail, 0)
					rns = append(rns, rn)
				}
				str = string(rns)
			case "a":
				// ${var@a} returns variable attribute flags.
				// We use orig (before nameref resolve) for the attributes.
				str = orig.Flags()
			case "A":
				// ${var@A} returns a declare statement that recreates the variable.
				// tis: quoted as bash's @Q; unset, only the attributes.
				flags := orig.Flags()
				quoted := bashQuoteValue(str)
				switch {
				case !set && flags == "":
					str = ""
				case !set:
					str = fmt.Sprintf("declare -%s %s", flags, name)
				case flags == "":
					str = fmt.Sprintf("%s=%s", name, quoted)
				default:
					str = fmt.Sprintf("declare -%s %s=%s", flags, name, quoted)
				}
			case "P":
				// TODO: implement prompt expansion (\u, \h, \w, etc.).
			case "U":
				str = strings.ToUpper(str)
			case "u":
				rs := []rune(str)
				if len(rs) > 0 {
					rs[0] = unicode.ToUpper(rs[0])
					str = string(rs)
				}
			case "L":
				str = strings.ToLower(str)
			case "K", "k":
				// tis: of a value, as @Q (an array's keys: TODO)
				if set {
					str = bashQuoteValue(str)
				} else {
					str = ""
				}
			default:
				return "", fmt.Errorf("${%s@%s}: bad substitution", name, arg) // tis: upstream panicked
			}
			if err := cfg.check(int64(len(str)), "expansion"); err != nil {
				return "", err
			}
		}
	}
	return str, nil
}

// operandParts returns the parts of the operand of "${x-w}", with the
// backslash of each \} dropped: in double quotes, bash's \} there is a
// brace. (tis)
func operandParts(parts []syntax.WordPart) []syntax.WordPart {
	var out []syntax.WordPart
	for i, wp := range parts {
		lit, ok := wp.(*syntax.Lit)
		if !ok || !strings.Contains(lit.Value, `\}`) {
			if out != nil {
				out = append(out, wp)
			}
			continue
		}
		var sb strings.Builder
		for j := 0; j < len(lit.Value); j++ {
			c := lit.Value[j]
			if c == '\\' && j+1 < len(lit.Value) {
				if lit.Value[j+1] != '}' {
					sb.WriteByte(c)
				}
				j++
				c = lit.Value[j]
			}
			sb.WriteByte(c)
		}
		if out == nil {
			out = append([]syntax.WordPart{}, parts[:i]...)
		}
		nl := *lit
		nl.Value = sb.String()
		out = append(out, &nl)
	}
	if out == nil {
		return parts
	}
	return out
}

// transformElems applies @Q, @U, @u or @L to each element. (tis)
func (cfg *Config) transformElems(op string, elems []string) ([]string, error) {
	out := make([]string, len(elems))
	var total int64
	for i, e := range elems {
		switch op {
		case "Q":
			e = bashQuoteValue(e)
		case "U":
			e = strings.ToUpper(e)
		case "L":
			e = strings.ToLower(e)
		case "u":
			if r, n := utf8.DecodeRuneInString(e); n > 0 {
				e = string(unicode.ToUpper(r)) + e[n:]
			}
		}
		total += int64(len(e))
		if err := cfg.check(total, "expansion"); err != nil {
			return nil, err
		}
		out[i] = e
	}
	return out, nil
}

// bashQuoteValue quotes a value as bash's ${x@Q} does: in single quotes,
// or as $'...' when it holds a control character; a NUL byte (no bash
// value holds one) is left out. (tis: upstream used syntax.Quote, which
// left plain words unquoted.)
func bashQuoteValue(s string) string {
	s = strings.ReplaceAll(s, "\x00", "")
	control := false
	for i := 0; i < len(s); i++ {
		if s[i] < 0x20 || s[i] == 0x7f {
			control = true
			break
		}
	}
	if !control {
		return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
	}
	var sb strings.Builder
	sb.WriteString("$'")
	for i := 0; i < len(s); i++ {
		switch b := s[i]; b {
		case '\a':
			sb.WriteString(`\a`)
		case '\b':
			sb.WriteString(`\b`)
		case 0x1b:
			sb.WriteString(`\E`)
		case '\f':
			sb.WriteString(`\f`)
		case '\n':
			sb.WriteString(`\n`)
		case '\r':
			sb.WriteString(`\r`)
		case '\t':
			sb.WriteString(`\t`)
		case '\v':
			sb.WriteString(`\v`)
		case '\\', '\'':
			sb.WriteByte('\\')
			sb.WriteByte(b)
		default:
			if b < 0x20 || b == 0x7f {
				fmt.Fprintf(&sb, "\\%03o", b)
			} else {
				sb.WriteByte(b)
			}
		}
	}
	sb.WriteByte('\'')
	return sb.String()
}

// runeOffset is the byte offset of the n-th rune of s (len(s) past its
// end).
func runeOffset(s string, n int) int {
	for i := range s {
		if n == 0 {
			return i
		}
		n--
	}
	return len(s)
}

func (cfg *Config) removePattern(str, pat string, fromEnd, shortest bool) (string, error) {
	var mode pattern.Mode
	if shortest {
		mode |= pattern.Shortest
	}
	rx, err := cfg.patternRegexp(pat, mode, func(expr string) string {
		switch {
		case fromEnd && shortest:
			// use .* to get the right-most shortest match
			return ".*(" + expr + ")$"
		case fromEnd:
			// simple suffix
			return "(" + expr + ")$"
		default:
			// simple prefix
			return "^(" + expr + ")"
		}
	})
	if rx == nil || err != nil {
		return str, err
	}
	if loc := rx.FindStringSubmatchIndex(str); loc != nil {
		// remove the original pattern (the submatch)
		str = str[:loc[2]] + str[loc[3]:]
	}
	return str, nil
}

// The helpers below never modify elems in place, as it may alias a
// variable's list of elements.

// perElemOps applies pattern removal, replacement, or case conversion to
// each element, leaving them unchanged for any whole-expansion operator.
func (cfg *Config) perElemOps(pe *syntax.ParamExp, elems []string) ([]string, error) {
	switch {
	case pe.Repl != nil:
		return cfg.replaceElems(pe, elems)
	case pe.Exp != nil:
		switch op := pe.Exp.Op; op {
		case syntax.RemSmallPrefix, syntax.RemLargePrefix,
			syntax.RemSmallSuffix, syntax.RemLargeSuffix:
			arg, err := Pattern(cfg, pe.Exp.Word) // tis: quoted parts literal
			if err != nil {
				return nil, err
			}
			return cfg.removePatternElems(op, arg, elems)
		case syntax.UpperFirst, syntax.UpperAll,
			syntax.LowerFirst, syntax.LowerAll:
			arg, err := Pattern(cfg, pe.Exp.Word)
			if err != nil {
				return nil, err
			}
			return cfg.caseConvElems(op, arg, elems)
		case syntax.OtherParamOps:
			// tis: "${a[@]@Q}" quotes each element.
			arg, err := Literal(cfg, pe.Exp.Word)
			if err != nil {
				return nil, err
			}
			if len(arg) == 1 && strings.Contains("QULu", arg) {
				return cfg.transformElems(arg, elems)
			}
			if arg == "a" {
				// tis: "${a[@]@a}" is the attributes once per element
				flags := ""
				if n := pe.Param.Value; n != "@" && n != "*" {
					flags = cfg.Env.Get(n).Flags()
					if flags == "" {
						// bash: "${s[@]@a}" of a string without
						// attributes is no field
						return []string{}, nil
					}
				}
				out := make([]string, len(elems))
				for i := range out {
					out[i] = flags
				}
				return out, nil
			}
		}
	}
	return elems, nil
}

// replaceElems applies a ${var/pattern/repl} replacement to each element.
func (cfg *Config) replaceElems(pe *syntax.ParamExp, elems []string) ([]string, error) {
	repl := pe.Repl
	origWord, withWord := repl.Orig, repl.With
	if repl.All && origWord == nil {
		// tis: as bash, a pattern after ${x// may start with a slash:
		// ${x////c} replaces each "/" with "c", ${x///} removes them
		// (the parser took the third slash as the separator).
		origWord, withWord = slashPattern(pe)
	}
	// tis: ${x/#p/r} and ${x/%p/r} anchor the pattern at the start or
	// the end; upstream took # and % as part of the pattern.
	var anchor byte
	if !repl.All && origWord != nil && len(origWord.Parts) > 0 {
		if lit, ok := origWord.Parts[0].(*syntax.Lit); ok && lit.Value != "" && (lit.Value[0] == '#' || lit.Value[0] == '%') {
			anchor = lit.Value[0]
			parts := slices.Clone(origWord.Parts)
			parts[0] = &syntax.Lit{ValuePos: lit.ValuePos, ValueEnd: lit.ValueEnd, Value: lit.Value[1:]}
			origWord = &syntax.Word{Parts: parts}
		}
	}
	orig, err := Pattern(cfg, origWord)
	if err != nil {
		return nil, err
	}
	if orig == "" && anchor == 0 {
		return elems, nil // nothing to replace
	}
	with, err := Literal(cfg, withWord)
	if err != nil {
		return nil, err
	}
	var wrap func(string) string
	switch anchor {
	case '#':
		wrap = func(expr string) string { return "^(?:" + expr + ")" }
	case '%':
		wrap = func(expr string) string { return "(?:" + expr + ")$" }
	}
	rx, err := cfg.patternRegexp(orig, 0, wrap)
	if rx == nil || err != nil {
		return elems, err
	}
	// tis: the result is built match by match within MaxBytes (upstream
	// listed every match first, 48 bytes each, and then built it).
	out := make([]string, len(elems))
	var total int64
	var tooLarge error
	for i, elem := range elems {
		if !repl.All {
			loc := rx.FindStringIndex(elem)
			if loc != nil {
				elem = elem[:loc[0]] + with + elem[loc[1]:]
			}
			total += int64(len(elem))
		} else {
			total += int64(len(elem))
			elem, tooLarge = cfg.replaceAll(rx, elem, with, &total)
		}
		if tooLarge == nil {
			tooLarge = cfg.check(total, "expansion")
		}
		if tooLarge != nil {
			return nil, tooLarge
		}
		out[i] = elem
	}
	return out, nil
}

// slashPattern is the pattern and replacement of ${x//...} whose
// pattern the parser found empty, read as bash does: the pattern starts
// with the slash the parser took for the separator and runs to the next
// unquoted slash. Both are nil for ${x//} itself. (tis)
func slashPattern(pe *syntax.ParamExp) (orig, with *syntax.Word) {
	with = pe.Repl.With
	if with == nil {
		start := pe.Param.End()
		if pe.Index != nil {
			start = pe.Index.End()
		}
		// ${x///} has three slashes; ${x[i]///} a bracket more.
		gap := int(pe.Rbrace.Offset()) - int(start.Offset())
		if pe.Index != nil {
			gap--
		}
		if gap < 3 {
			return nil, nil
		}
	}
	orig = &syntax.Word{Parts: []syntax.WordPart{&syntax.Lit{Value: "/"}}}
	if with == nil {
		return orig, nil
	}
	for i, part := range with.Parts {
		lit, ok := part.(*syntax.Lit)
		if !ok {
			continue
		}
		j := strings.IndexByte(lit.Value, '/')
		if j < 0 || (j > 0 && lit.Value[j-1] == '\\') {
			continue
		}
		orig.Parts = append(orig.Parts, with.Parts[:i]...)
		orig.Parts = append(orig.Parts, &syntax.Lit{Value: lit.Value[:j]})
		rest := append([]syntax.WordPart{&syntax.Lit{Value: lit.Value[j+1:]}}, with.Parts[i+1:]...)
		return orig, &syntax.Word{Parts: rest}
	}
	orig.Parts = append(orig.Parts, with.Parts...)
	return orig, nil
}

// replaceAll replaces every match of rx in s with with, as
// [regexp.Regexp.ReplaceAllLiteralString] does (the same matches: an
// empty match right after a match is skipped), adding the growth to
// *total and stopping once *total passes the bound. rx comes from a
// pattern, so it has no assertion that looks before the point a search
// starts from (^, \b), and searching s from an offset finds what a
// search of all of s would. (tis)
func (cfg *Config) replaceAll(rx *regexp.Regexp, s, with string, total *int64) (string, error) {
	var sb strings.Builder
	last, prevEnd := 0, -1
	for pos := 0; pos <= len(s); {
		loc := rx.FindStringIndex(s[pos:])
		if loc == nil {
			break
		}
		a, b := pos+loc[0], pos+loc[1]
		accept := true
		if b == pos {
			// An empty match: not right after a match; move one rune on.
			if a == prevEnd {
				accept = false
			}
			if pos < len(s) {
				_, w := utf8.DecodeRuneInString(s[pos:])
				pos += w
			} else {
				pos++
			}
		} else {
			pos = b
		}
		prevEnd = b
		if !accept {
			continue
		}
		*total += int64(len(with) - (b - a))
		if err := cfg.check(*total, "expansion"); err != nil {
			return "", err
		}
		sb.WriteString(s[last:a])
		sb.WriteString(with)
		last = b
	}
	sb.WriteString(s[last:])
	return sb.String(), nil
}

// removePatternElems applies a pattern removal operator to each element.
func (cfg *Config) removePatternElems(op syntax.ParExpOperator, arg string, elems []string) ([]string, error) {
	suffix := op == syntax.RemSmallSuffix || op == syntax.RemLargeSuffix
	small := op == syntax.RemSmallPrefix || op == syntax.RemSmallSuffix
	out := make([]string, len(elems))
	for i, elem := range elems {
		var err error
		if out[i], err = cfg.removePattern(elem, arg, suffix, small); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// caseConvElems applies a case conversion operator to each element.
func (cfg *Config) caseConvElems(op syntax.ParExpOperator, arg string, elems []string) ([]string, error) {
	caseFunc := unicode.ToLower
	if op == syntax.UpperFirst || op == syntax.UpperAll {
		caseFunc = unicode.ToUpper
	}
	all := op == syntax.UpperAll || op == syntax.LowerAll

	// empty string means '?'; nothing to do there
	rx, err := cfg.patternRegexp(arg, 0, nil)
	if rx == nil || err != nil {
		return elems, err
	}

	// tis: built rune by rune within MaxBytes; upstream made a []rune of
	// each element and a string of each rune.
	out := make([]string, len(elems))
	var total int64
	var one [utf8.UTFMax]byte
	for i, elem := range elems {
		var sb strings.Builder
		for ri, r := range elem {
			if !all && ri > 0 {
				sb.WriteString(elem[ri:]) // only the first character is considered
				break
			}
			if rx.Match(one[:utf8.EncodeRune(one[:], r)]) {
				r = caseFunc(r)
			}
			sb.WriteRune(r)
		}
		total += int64(sb.Len())
		if err := cfg.check(total, "expansion"); err != nil {
			return nil, err
		}
		out[i] = sb.String()
	}
	return out, nil
}

// varInd expands an indexed variable expansion like ${a[i]}, also reporting
// whether the resulting element is set, which may be false for missing array
// elements such as the holes in a sparse array.
func (cfg *Config) varInd(vr Variable, idx syntax.ArithmExpr) (string, bool, error) {
	if idx == nil {
		switch vr.Kind {
		case Indexed:
			// A bare $a is the element at index zero, which may be unset.
			str, ok := vr.indexedVal(0)
			return str, ok, nil
		case Associative:
			str, ok := vr.Map["0"]
			return str, ok, nil
		}
		return vr.String(), vr.IsSet(), nil
	}
	switch vr.Kind {
	case String:
		switch nodeLit(idx) {
		case "*", "@":
			// tis: ${s[@]} of a string is its value, as bash's
			// one-element array; upstream read @ as a number.
			return vr.Str, vr.IsSet(), nil
		}
		n, err := Arithm(cfg, idx)
		if err != nil {
			return "", false, err
		}
		if n == 0 {
			return vr.Str, vr.IsSet(), nil
		}
	case Indexed:
		switch nodeLit(idx) {
		case "*", "@":
			s, err := cfg.joinChecked(vr.List, " ")
			return s, vr.IsSet(), err
		}
		i, err := Arithm(cfg, idx)
		if err != nil {
			return "", false, err
		}
		if i < 0 {
			// Negative indices count from one past the maximum index.
			if i += internal.IndexedMax(vr.List, vr.Indexes) + 1; i < 0 {
				// tis: an element before the first is unset, as
				// bash reads it (which also says "bad array
				// subscript"); upstream failed the expansion.
				return "", false, nil
			}
		}
		if str, ok := vr.indexedVal(i); ok {
			return str, true, nil
		}
	case Associative:
		switch lit := nodeLit(idx); lit {
		case "@", "*":
			strs := vr.AssocValues() // tis: in bash's order
			var s string
			var err error
			if lit == "*" {
				s, err = cfg.ifsJoin(strs)
			} else {
				s, err = cfg.joinChecked(strs, " ")
			}
			return s, vr.IsSet(), err
		}
		val, err := AssocKey(cfg, idx) // tis: any subscript, not only a word
		if err != nil {
			return "", false, err
		}
		str, ok := vr.Map[val]
		return str, ok, nil
	}
	return "", false, nil
}

// assignElem assigns a variable via an expansion like ${a=val} or
// ${a[i]=val}, setting a single element when the variable is an array or is
// indexed, like Bash. ${a[i]=val} on a whole scalar converts it to an array.
func (cfg *Config) assignElem(name string, vr Variable, idx syntax.ArithmExpr, val string) error {
	wenv, ok := cfg.Env.(WriteEnviron)
	if !ok {
		return fmt.Errorf("environment is read-only")
	}
	arrayWise := false
	switch nodeLit(idx) {
	case "@", "*":
		// ${a[@]=val} assigns the element at index zero.
		arrayWise = true
		idx = nil
	}
	if idx == nil && !arrayWise && vr.Kind != Indexed && vr.Kind != Associative {
		// A plain scalar assignment like ${x=val}.
		return wenv.Set(name, Variable{Set: true, Kind: String, Str: val})
	}
	switch vr.Kind {
	case Associative:
		key := "0"
		if idx != nil {
			var err error
			if key, err = AssocKey(cfg, idx); err != nil { // tis: any subscript
				return err
			}
		}
		vr = vr.AssocSet(key, val) // tis: keeps the order of the keys
	default: // assign a single indexed element
		i := 0
		if idx != nil {
			var err error
			if i, err = Arithm(cfg, idx); err != nil {
				return err
			}
			if i < 0 {
				// Negative indices count from one past the maximum index.
				if i += internal.IndexedMax(vr.List, vr.Indexes) + 1; i < 0 {
					return fmt.Errorf("negative array index")
				}
			}
		}
		list, indexes := slices.Clone(vr.List), slices.Clone(vr.Indexes)
		if vr.Kind == String {
			list, indexes = []string{vr.Str}, nil
		}
		list, indexes = internal.SetIndexedElem(list, indexes, i, val)
		vr.Kind, vr.Str, vr.List, vr.Indexes = Indexed, "", list, indexes
	}
	vr.Set = true
	return wenv.Set(name, vr)
}

func (cfg *Config) namesByPrefix(prefix string) []string {
	var names []string
	for name := range cfg.Env.Each {
		if strings.HasPrefix(name, prefix) {
			names = append(names, name)
		}
	}
	slices.Sort(names)
	return names
}
