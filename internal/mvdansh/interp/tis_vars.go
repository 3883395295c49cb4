package interp

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/toolsinshell/tis/internal/mvdansh/expand"
	"github.com/toolsinshell/tis/internal/mvdansh/internal"
	"mvdan.cc/sh/v3/syntax"
)

// tis: declare -p quotes values as bash does (upstream used Go's %q):
// a value with a character that does not print is $'...' with C escapes,
// any other is "..." with \ before " $ ` and \. A key of an associative
// array is quoted the same way only when it holds a character special to
// the shell.

// declQuote quotes a value for declare -p.
func declQuote(s string) string {
	if ansicShouldQuote(s) {
		return ansicQuote(s)
	}
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '"', '$', '`', '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		default:
			b.WriteByte(c)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// declKey quotes an associative array's key for declare -p.
func declKey(k string) string {
	if k == "" || shellMetas(k) || ansicShouldQuote(k) {
		return declQuote(k)
	}
	return k
}

// shellMetas is bash's sh_contains_shell_metas.
func shellMetas(s string) bool {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case ' ', '\t', '\n', '\'', '"', '\\', '|', '&', ';', '(', ')', '<', '>',
			'!', '{', '}', '*', '[', '?', ']', '^', '$', '`':
			return true
		case '~':
			if i == 0 || s[i-1] == '=' || s[i-1] == ':' {
				return true
			}
		case '#':
			if i == 0 {
				return true
			}
		}
	}
	return false
}

// ansicShouldQuote reports whether s holds a character that does not print.
func ansicShouldQuote(s string) bool {
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 || !unicode.IsPrint(r) && r != ' ' {
			return true
		}
		i += size
	}
	return false
}

// ansicQuote is bash's ansic_quote: $'...' with C escapes, octal for the
// other bytes that do not print.
func ansicQuote(s string) string {
	var b strings.Builder
	b.WriteString("$'")
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch r {
		case '\a':
			b.WriteString(`\a`)
		case '\b':
			b.WriteString(`\b`)
		case '\f':
			b.WriteString(`\f`)
		case '\n':
			b.WriteString(`\n`)
		case '\r':
			b.WriteString(`\r`)
		case '\t':
			b.WriteString(`\t`)
		case '\v':
			b.WriteString(`\v`)
		case 0x1b:
			b.WriteString(`\E`)
		case '\\':
			b.WriteString(`\\`)
		case '\'':
			b.WriteString(`\'`)
		default:
			if (r == utf8.RuneError && size == 1) || !unicode.IsPrint(r) && r != ' ' {
				for j := 0; j < size; j++ {
					fmt.Fprintf(&b, "\\%03o", s[i+j])
				}
			} else {
				b.WriteString(s[i : i+size])
			}
		}
		i += size
	}
	b.WriteByte('\'')
	return b.String()
}

// tis: varIsSet is the test -v NAME or NAME[SUB]: for an array, NAME alone is
// its element 0 (or key "0"), NAME[@] is whether it has any element, and
// NAME[SUB] is whether that element is set; upstream only knew whole names.
func (r *Runner) varIsSet(x string) bool {
	name, sub, isElem := cutElemSubscript(x)
	if !isElem {
		name, sub = x, "0"
	}
	vr := r.lookupVar(name)
	if n, v := vr.Resolve(r.writeEnv); n != "" {
		vr = v
	}
	if !vr.IsSet() {
		return false
	}
	switch vr.Kind {
	case expand.Associative:
		if isElem && (sub == "@" || sub == "*") {
			return len(vr.Map) > 0
		}
		_, ok := vr.Map[r.assocSubscript(name, sub)]
		return ok
	case expand.Indexed:
		if isElem && (sub == "@" || sub == "*") {
			return len(vr.List) > 0
		}
		k := 0
		if isElem {
			expr, err := syntax.NewParser().Arithmetic(strings.NewReader(sub))
			if err != nil || expr == nil {
				return false
			}
			k = r.arithm(expr)
		}
		if k < 0 {
			if k += internal.IndexedMax(vr.List, vr.Indexes) + 1; k < 0 {
				return false
			}
		}
		if vr.Indexes == nil {
			return k < len(vr.List)
		}
		_, ok := slices.BinarySearch(vr.Indexes, k)
		return ok
	}
	if !isElem {
		return true
	}
	if sub == "@" || sub == "*" {
		return true
	}
	expr, err := syntax.NewParser().Arithmetic(strings.NewReader(sub))
	return err == nil && expr != nil && r.arithm(expr) == 0
}

// ProcessIDs sets what $$ and $PPID expand to (also through ${!ref}),
// rather than the ids of the host's process. (tis)
func ProcessIDs(pid, ppid int) RunnerOption {
	return func(r *Runner) error {
		r.pids = &[2]int{pid, ppid}
		return nil
	}
}

// tis: assocSubscript is the key the subscript text sub names, for an
// associative array: expanded as the subscript of an assignment is (quotes
// removed, $k expanded), or sub as it is when it does not parse.
func (r *Runner) assocSubscript(name, sub string) string {
	if _, index, ok := expand.ParseRef(name + "[" + sub + "]"); ok && index != nil {
		return r.assocKey(index)
	}
	return sub
}

// tis: localHere reports whether name is a local variable of the function
// running now (not of a caller).
func (r *Runner) localHere(name string) bool {
	o, ok := r.writeEnv.(*overlayEnviron)
	if !ok || !o.funcScope {
		return false
	}
	vr, ok := o.values[o.normalize(name)]
	return ok && vr.Local
}

// tis: listVars prints, as declare -p does and sorted by name, every
// variable of the kind valType names (-a indexed, -A associative, -n name
// reference; "" any) with the attributes of modes (-r, -x).
func (r *Runner) listVars(valType string, modes []string) {
	seen := map[string]bool{}
	r.writeEnv.Each(func(name string, vr expand.Variable) bool {
		seen[name] = true
		return true
	})
	for _, name := range slices.Sorted(maps.Keys(seen)) {
		vr := r.lookupVar(name)
		if !syntax.ValidName(name) || !vr.Declared() {
			continue
		}
		switch {
		case valType == "-a" && vr.Kind != expand.Indexed,
			valType == "-A" && vr.Kind != expand.Associative,
			valType == "-n" && vr.Kind != expand.NameRef,
			slices.Contains(modes, "-r") && !vr.ReadOnly,
			slices.Contains(modes, "-x") && !vr.Exported:
			continue
		}
		r.printDecl(name, vr)
	}
}

// RunUntraced runs node as Run does, with set -x off while it runs: a
// host's own setup (the sandbox's prelude) is not the script's, and a
// child shell that inherits xtrace from SHELLOPTS does not trace it. (tis)
func (r *Runner) RunUntraced(ctx context.Context, node syntax.Node) error {
	saved := r.opts[optXTrace]
	r.opts[optXTrace] = false
	defer func() { r.opts[optXTrace] = saved }()
	return r.Run(ctx, node)
}

// Declare sets a variable of a runner that was reset, as an assignment
// of the script would (readonly and allexport apply): a host's own
// setup without parsing and running code for it. (tis)
func (r *Runner) Declare(name string, vr expand.Variable) error {
	if !r.didReset {
		r.Reset()
	}
	return r.setVarErr(name, vr)
}

// SetLastArg sets $_, the last word of the previous simple command. (tis)
func (r *Runner) SetLastArg(s string) { r.lastArg = s }

// NoVarsCopy makes Run leave [Runner.Vars] as Reset made it: a host that
// never reads the variables through it saves copying every one of them
// at the end of each Run. (tis)
func NoVarsCopy() RunnerOption {
	return func(r *Runner) error {
		r.noVarsCopy = true
		return nil
	}
}
