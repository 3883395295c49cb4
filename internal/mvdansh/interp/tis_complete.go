package interp

// tis: complete, compgen and compopt as bash's complete.def and
// pcomplete.c, for a shell with no line editor: complete registers,
// prints (-p, in bash's hash order) and removes (-r) completion
// specifications; compgen generates the completions of a word from the
// actions, -G, -W (split at $IFS, each piece expanded), -F (the function
// runs with bash's COMP_* variables and COMPREPLY is read back), -C, -X,
// -P and -S; compopt outside a completion function fails as in bash. No
// completion function is ever run by the shell itself. Users, groups,
// hostnames, services and jobs are none in the sandbox.

import (
	"bytes"
	"context"
	"slices"
	"strings"

	"github.com/toolsinshell/tis/internal/badsubst"
	"github.com/toolsinshell/tis/internal/mvdansh/expand"
	"mvdan.cc/sh/v3/syntax"
)

// compSpec is one completion specification.
type compSpec struct {
	actions  uint32
	options  uint32
	globpat  string
	words    string
	prefix   string
	suffix   string
	funcname string
	command  string
	filter   string
	has      uint8 // which of the string fields are set (hasG...)
}

const (
	hasG = 1 << iota
	hasW
	hasP
	hasS
	hasF
	hasC
	hasX
)

// The actions, bash's CA_ constants in the order compgen generates them.
const (
	caAlias = 1 << iota
	caArrayvar
	caBinding
	caBuiltin
	caDisabled
	caEnabled
	caExport
	caFunction
	caHelptopic
	caHostname
	caJob
	caKeyword
	caRunning
	caSetopt
	caShopt
	caSignal
	caStopped
	caVariable
	caCommand
	caFile
	caUser
	caGroup
	caService
	caDirectory
)

// compActionNames are the names of -A, by action bit.
var compActionNames = []struct {
	name string
	bit  uint32
}{
	{"alias", caAlias}, {"arrayvar", caArrayvar}, {"binding", caBinding},
	{"builtin", caBuiltin}, {"command", caCommand}, {"directory", caDirectory},
	{"disabled", caDisabled}, {"enabled", caEnabled}, {"export", caExport},
	{"file", caFile}, {"function", caFunction}, {"group", caGroup},
	{"helptopic", caHelptopic}, {"hostname", caHostname}, {"job", caJob},
	{"keyword", caKeyword}, {"running", caRunning}, {"service", caService},
	{"setopt", caSetopt}, {"shopt", caShopt}, {"signal", caSignal},
	{"stopped", caStopped}, {"user", caUser}, {"variable", caVariable},
}

// compFlagActions are the one-letter action options.
var compFlagActions = map[byte]uint32{
	'a': caAlias, 'b': caBuiltin, 'c': caCommand, 'd': caDirectory, 'e': caExport,
	'f': caFile, 'g': caGroup, 'j': caJob, 'k': caKeyword, 's': caService,
	'u': caUser, 'v': caVariable,
}

// compOptionNames are the names of -o, in the order complete -p prints them.
var compOptionNames = []string{"bashdefault", "default", "dirnames", "filenames",
	"noquote", "nosort", "nospace", "plusdirs"}

// bashBuiltinNames are bash 5.2's builtins as compgen -b lists them.
var bashBuiltinNames = strings.Fields(". : [ alias bg bind break builtin caller cd command compgen complete compopt continue declare dirs disown echo enable eval exec exit export false fc fg getopts hash help history jobs kill let local logout mapfile popd printf pushd pwd read readarray readonly return set shift shopt source suspend test times trap true type typeset ulimit umask unalias unset wait")

// bashKeywords are bash's reserved words as compgen -k lists them.
var bashKeywords = strings.Fields("if then else elif fi case esac for select while until do done in function time { } ! [[ ]] coproc")

// bashHelpTopics are the topics of help, as compgen -A helptopic lists them.
var bashHelpTopics = []string{"%", "((", ".", ":", "[", "[[", "alias", "bg", "bind", "break",
	"builtin", "caller", "case", "cd", "command", "compgen", "complete", "compopt", "continue",
	"coproc", "declare", "dirs", "disown", "echo", "enable", "eval", "exec", "exit", "export",
	"false", "fc", "fg", "for", "for ((", "function", "getopts", "hash", "help", "history", "if",
	"jobs", "kill", "let", "local", "logout", "mapfile", "popd", "printf", "pushd", "pwd", "read",
	"readarray", "readonly", "return", "select", "set", "shift", "shopt", "source", "suspend",
	"test", "time", "times", "trap", "true", "type", "typeset", "ulimit", "umask", "unalias",
	"unset", "until", "variables", "wait", "while", "{"}

// The names bash keeps -D, -E and -I under.
const (
	compDefault = "_DefaultCmD_"
	compEmpty   = "_EmptycmD_"
	compInitial = "_InitialWorD_"
)

// CommandNamesHandler sets the function that lists the commands found on
// the PATH, for compgen -c (tis).
func CommandNamesHandler(f func(ctx context.Context) []string) RunnerOption {
	return func(r *Runner) error {
		r.commandNames = f
		return nil
	}
}

// compArgs is a parsed complete or compgen command line.
type compArgs struct {
	spec                 compSpec
	print, remove        bool
	dflt, empty, initial bool
	given                bool // any action or argument option
}

// parseCompArgs parses the options of complete (full) or compgen.
func (r *Runner) parseCompArgs(name string, args []string, full bool) (compArgs, []string, exitStatus) {
	var ca compArgs
	usage := func(msg string) exitStatus {
		r.errf("%s: %s\n", name, msg)
		if name == "compgen" {
			r.errf("compgen: usage: compgen [-abcdefgjksuv] [-o option] [-A action] [-G globpat] [-W wordlist] [-F function] [-C command] [-X filterpat] [-P prefix] [-S suffix] [word]\n")
		} else {
			r.errf("complete: usage: complete [-abcdefgjksuv] [-pr] [-DEI] [-o option] [-A action] [-G globpat] [-W wordlist] [-F function] [-C command] [-X filterpat] [-P prefix] [-S suffix] [name ...]\n")
		}
		return exitStatus{code: 2}
	}
	for len(args) > 0 {
		a := args[0]
		if a == "--" {
			args = args[1:]
			break
		}
		if len(a) < 2 || a[0] != '-' {
			break
		}
		args = args[1:]
		for i := 1; i < len(a); i++ {
			c := a[i]
			if bit, ok := compFlagActions[c]; ok {
				ca.spec.actions |= bit
				ca.given = true
				continue
			}
			switch c {
			case 'p', 'r', 'D', 'E', 'I':
				if !full {
					return ca, nil, usage("-" + string(c) + ": invalid option")
				}
				switch c {
				case 'p':
					ca.print = true
				case 'r':
					ca.remove = true
				case 'D':
					ca.dflt = true
				case 'E':
					ca.empty = true
				case 'I':
					ca.initial = true
				}
				continue
			case 'o', 'A', 'G', 'W', 'F', 'C', 'X', 'P', 'S':
			default:
				return ca, nil, usage("-" + string(c) + ": invalid option")
			}
			var val string
			if i+1 < len(a) {
				val = a[i+1:]
			} else if len(args) > 0 {
				val, args = args[0], args[1:]
			} else {
				return ca, nil, usage("-" + string(c) + ": option requires an argument")
			}
			i = len(a)
			ca.given = true
			switch c {
			case 'o':
				k := slices.Index(compOptionNames, val)
				if k < 0 {
					r.errf("%s: %s: invalid option name\n", name, val)
					return ca, nil, exitStatus{code: 2}
				}
				ca.spec.options |= 1 << k
			case 'A':
				found := false
				for _, an := range compActionNames {
					if an.name == val {
						ca.spec.actions |= an.bit
						found = true
					}
				}
				if !found {
					r.errf("%s: %s: invalid action name\n", name, val)
					return ca, nil, exitStatus{code: 2}
				}
			case 'G':
				ca.spec.globpat, ca.spec.has = val, ca.spec.has|hasG
			case 'W':
				ca.spec.words, ca.spec.has = val, ca.spec.has|hasW
			case 'F':
				ca.spec.funcname, ca.spec.has = val, ca.spec.has|hasF
			case 'C':
				ca.spec.command, ca.spec.has = val, ca.spec.has|hasC
			case 'X':
				ca.spec.filter, ca.spec.has = val, ca.spec.has|hasX
			case 'P':
				ca.spec.prefix, ca.spec.has = val, ca.spec.has|hasP
			case 'S':
				ca.spec.suffix, ca.spec.has = val, ca.spec.has|hasS
			}
		}
	}
	return ca, args, exitStatus{}
}

// compHash is bash's hash_string (FNV-1) bucket in its table of 256.
func compHash(s string) int {
	h := uint32(2166136261)
	for i := 0; i < len(s); i++ {
		h *= 16777619
		h ^= uint32(int8(s[i]))
	}
	return int(h & 255)
}

// compOrder lists the names of the specifications in bash's hash table
// order: by bucket, the latest first within one.
func (r *Runner) compOrder() []string {
	names := slices.Clone(r.compNames)
	slices.Reverse(names)
	slices.SortStableFunc(names, func(a, b string) int { return compHash(a) - compHash(b) })
	return names
}

// compSet registers a specification under name.
func (r *Runner) compSet(name string, cs compSpec) {
	if r.compSpecs == nil {
		r.compSpecs = map[string]compSpec{}
	}
	if _, ok := r.compSpecs[name]; ok {
		r.compNames = slices.DeleteFunc(r.compNames, func(n string) bool { return n == name })
	}
	r.compSpecs[name] = cs
	r.compNames = append(r.compNames, name)
}

func (r *Runner) compRemove(name string) bool {
	if _, ok := r.compSpecs[name]; !ok {
		return false
	}
	delete(r.compSpecs, name)
	r.compNames = slices.DeleteFunc(r.compNames, func(n string) bool { return n == name })
	return true
}

// compQuote is bash's sh_single_quote.
func compQuote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// printComp prints one specification as complete -p does.
func (r *Runner) printComp(name string, cs compSpec) {
	var b strings.Builder
	b.WriteString("complete ")
	for i, o := range compOptionNames {
		if cs.options&(1<<i) != 0 {
			b.WriteString("-o " + o + " ")
		}
	}
	for _, c := range []byte("abcdefgjksuv") {
		if cs.actions&compFlagActions[c] != 0 {
			b.WriteString("-" + string(c) + " ")
		}
	}
	for _, an := range compActionNames {
		switch an.bit {
		case caArrayvar, caBinding, caDisabled, caEnabled, caFunction, caHelptopic,
			caHostname, caRunning, caSetopt, caShopt, caSignal, caStopped:
			if cs.actions&an.bit != 0 {
				b.WriteString("-A " + an.name + " ")
			}
		}
	}
	arg := func(flag uint8, opt, val string) {
		if cs.has&flag != 0 {
			b.WriteString(opt + " " + compQuote(val) + " ")
		}
	}
	arg(hasG, "-G", cs.globpat)
	arg(hasW, "-W", cs.words)
	arg(hasP, "-P", cs.prefix)
	arg(hasS, "-S", cs.suffix)
	arg(hasX, "-X", cs.filter)
	arg(hasC, "-C", cs.command)
	if cs.has&hasF != 0 {
		b.WriteString("-F " + cs.funcname + " ")
	}
	switch name {
	case compDefault:
		b.WriteString("-D")
	case compEmpty:
		b.WriteString("-E")
	case compInitial:
		b.WriteString("-I")
	default:
		if quoteNeeded(name) {
			b.WriteString(compQuote(name))
		} else {
			b.WriteString(name)
		}
	}
	r.out(b.String() + "\n")
}

// quoteNeeded says whether a word needs quotes to be read back as itself.
func quoteNeeded(s string) bool {
	if s == "" {
		return true
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' ||
			strings.IndexByte("_-./+,:@%=^", c) >= 0) {
			return true
		}
	}
	return false
}

// runComplete implements complete.
func (r *Runner) runComplete(args []string) exitStatus {
	ca, names, exit := r.parseCompArgs("complete", args, true)
	if exit.code != 0 {
		return exit
	}
	var special []string
	if ca.dflt {
		special = append(special, compDefault)
	}
	if ca.empty {
		special = append(special, compEmpty)
	}
	if ca.initial {
		special = append(special, compInitial)
	}
	targets := append(special, names...)
	if ca.print || (!ca.remove && !ca.given && len(targets) == 0) {
		if len(targets) == 0 {
			for _, n := range r.compOrder() {
				r.printComp(n, r.compSpecs[n])
			}
			return exitStatus{}
		}
		for _, n := range targets {
			cs, ok := r.compSpecs[n]
			if !ok {
				r.errf("complete: %s: no completion specification\n", n)
				exit.code = 1
				continue
			}
			r.printComp(n, cs)
		}
		return exit
	}
	if ca.remove {
		if len(targets) == 0 {
			r.compSpecs, r.compNames = nil, nil
			return exitStatus{}
		}
		for _, n := range targets {
			if !r.compRemove(n) {
				r.errf("complete: %s: no completion specification\n", n)
				exit.code = 1
			}
		}
		return exit
	}
	if len(targets) == 0 {
		r.errf("complete: usage: complete [-abcdefgjksuv] [-pr] [-DEI] [-o option] [-A action] [-G globpat] [-W wordlist] [-F function] [-C command] [-X filterpat] [-P prefix] [-S suffix] [name ...]\n")
		return exitStatus{code: 2}
	}
	for _, n := range targets {
		r.compSet(n, ca.spec)
	}
	return exitStatus{}
}

// runCompopt implements compopt: options of a named specification; with
// no name there is no completion running to change.
func (r *Runner) runCompopt(args []string) exitStatus {
	var on, off uint32
	var dflt, empty, initial bool
	for len(args) > 0 {
		a := args[0]
		if a == "--" {
			args = args[1:]
			break
		}
		if len(a) < 2 || (a[0] != '-' && a[0] != '+') {
			break
		}
		args = args[1:]
		for i := 1; i < len(a); i++ {
			switch a[i] {
			case 'D':
				dflt = true
			case 'E':
				empty = true
			case 'I':
				initial = true
			case 'o':
				var val string
				if i+1 < len(a) {
					val = a[i+1:]
				} else if len(args) > 0 {
					val, args = args[0], args[1:]
				} else {
					r.errf("compopt: -o: option requires an argument\n")
					return exitStatus{code: 2}
				}
				i = len(a)
				k := slices.Index(compOptionNames, val)
				if k < 0 {
					r.errf("compopt: %s: invalid option name\n", val)
					return exitStatus{code: 2}
				}
				if a[0] == '-' {
					on |= 1 << k
				} else {
					off |= 1 << k
				}
			default:
				r.errf("compopt: %c%c: invalid option\n", a[0], a[i])
				r.errf("compopt: usage: compopt [-o|+o option] [-DEI] [name ...]\n")
				return exitStatus{code: 2}
			}
		}
	}
	var targets []string
	if dflt {
		targets = append(targets, compDefault)
	}
	if empty {
		targets = append(targets, compEmpty)
	}
	if initial {
		targets = append(targets, compInitial)
	}
	targets = append(targets, args...)
	if len(targets) == 0 {
		r.errf("compopt: not currently executing completion function\n")
		return exitStatus{code: 1}
	}
	var exit exitStatus
	for _, n := range targets {
		cs, ok := r.compSpecs[n]
		if !ok {
			r.errf("compopt: %s: no completion specification\n", n)
			exit.code = 1
			continue
		}
		cs.options = cs.options&^off | on
		r.compSpecs[n] = cs
	}
	return exit
}

// runCompgen implements compgen.
func (r *Runner) runCompgen(ctx context.Context, args []string) exitStatus {
	ca, rest, exit := r.parseCompArgs("compgen", args, false)
	if exit.code != 0 {
		return exit
	}
	word := ""
	if len(rest) > 0 {
		word = rest[0]
	}
	if ca.spec.has&hasF != 0 {
		r.errf("compgen: warning: -F option may not work as you expect\n")
	}
	if ca.spec.has&hasC != 0 {
		r.errf("compgen: warning: -C option may not work as you expect\n")
	}
	matches, exit := r.compMatches(ctx, ca.spec, word)
	if exit.code != 0 {
		return exit
	}
	if len(matches) == 0 {
		return exitStatus{code: 1}
	}
	var b strings.Builder
	for _, m := range matches {
		b.WriteString(ca.spec.prefix + m + ca.spec.suffix + "\n")
	}
	r.out(b.String())
	return exitStatus{}
}

// compMatches generates the completions of word under a specification.
func (r *Runner) compMatches(ctx context.Context, cs compSpec, word string) ([]string, exitStatus) {
	var out []string
	add := func(cands []string) {
		for _, c := range cands {
			if strings.HasPrefix(c, word) {
				out = append(out, c)
			}
		}
	}
	acts := cs.actions
	if acts&caAlias != 0 {
		add(slices.Sorted(mapsKeys(r.alias)))
	}
	if acts&caArrayvar != 0 {
		add(r.compVars(func(vr expand.Variable) bool {
			return vr.Kind == expand.Indexed || vr.Kind == expand.Associative
		}))
	}
	if acts&(caBuiltin|caEnabled) != 0 {
		add(bashBuiltinNames)
	}
	if acts&caExport != 0 {
		add(r.compVars(func(vr expand.Variable) bool { return vr.Exported }))
	}
	if acts&caFunction != 0 {
		add(slices.Sorted(mapsKeys(r.Funcs)))
	}
	if acts&caHelptopic != 0 {
		add(bashHelpTopics)
	}
	if acts&caKeyword != 0 {
		add(bashKeywords)
	}
	if acts&caSetopt != 0 {
		for _, o := range posixOptsTable {
			add([]string{o.name})
		}
	}
	if acts&caShopt != 0 {
		for _, o := range bashOptsTable {
			add([]string{o.name})
		}
	}
	if acts&caSignal != 0 {
		for i, n := range signalNames {
			if i >= 1 && i <= 64 && n != "" {
				add([]string{n})
			}
		}
	}
	if acts&caVariable != 0 {
		add(r.compVars(func(vr expand.Variable) bool { return true }))
	}
	if acts&caCommand != 0 {
		add(slices.Sorted(mapsKeys(r.alias)))
		add(bashKeywords)
		add(slices.Sorted(mapsKeys(r.Funcs)))
		add(bashBuiltinNames)
		if r.commandNames != nil {
			names := r.commandNames(r.handlerCtx(ctx, handlerKindCall, todoPos))
			slices.Sort(names)
			add(names)
		}
	}
	if acts&caFile != 0 {
		out = append(out, r.compFiles(ctx, word, false)...)
	}
	if acts&caDirectory != 0 {
		out = append(out, r.compFiles(ctx, word, true)...)
	}
	if cs.has&hasG != 0 {
		if words := r.compParse(cs.globpat, false); words != nil {
			out = append(out, r.fields(words...)...)
		}
	}
	if cs.has&hasW != 0 {
		words := r.compParse(cs.words, true)
		if words == nil {
			return nil, exitStatus{code: 1}
		}
		fields := r.fields(words...)
		if r.exit.aborted || r.exit.exiting {
			return nil, r.exit // the rest of the line is discarded
		}
		add(fields)
	}
	if cs.has&hasF != 0 {
		res, exit := r.compFunc(ctx, cs.funcname, word)
		if exit.code != 0 {
			return nil, exit
		}
		out = append(out, res...)
	}
	if cs.has&hasC != 0 {
		out = append(out, r.compCommand(ctx, cs.command, word)...)
	}
	if cs.has&hasX != 0 {
		pat, keep := cs.filter, false
		if strings.HasPrefix(pat, "!") {
			pat, keep = pat[1:], true
		}
		out = slices.DeleteFunc(out, func(m string) bool { return r.match(pat, m) != keep })
	}
	return out, exitStatus{}
}

func mapsKeys[V any](m map[string]V) func(func(string) bool) {
	return func(yield func(string) bool) {
		for k := range m {
			if !yield(k) {
				return
			}
		}
	}
}

// compVars lists the set variables that keep, sorted.
func (r *Runner) compVars(keep func(expand.Variable) bool) []string {
	seen := map[string]bool{}
	r.writeEnv.Each(func(name string, _ expand.Variable) bool {
		seen[name] = true
		return true
	})
	var out []string
	for _, name := range slices.Sorted(mapsKeys(seen)) {
		vr := r.lookupVar(name)
		if !vr.IsSet() || !syntax.ValidName(name) || strings.HasPrefix(name, hiddenVarPrefix) || !keep(vr) {
			continue
		}
		out = append(out, name)
	}
	return out
}

// compFiles lists the files (or directories) whose path starts with word.
func (r *Runner) compFiles(ctx context.Context, word string, dirsOnly bool) []string {
	dir, base := "", word
	if i := strings.LastIndexByte(word, '/'); i >= 0 {
		dir, base = word[:i+1], word[i+1:]
	}
	look := dir
	if look == "" {
		look = "."
	}
	entries, err := r.readDirHandler(r.handlerCtx(ctx, handlerKindReadDir, todoPos), r.absPath(look))
	if err != nil {
		return nil
	}
	var out []string
	for _, e := range entries {
		name := e.Name()
		if !strings.HasPrefix(name, base) || name == "." || name == ".." {
			continue
		}
		if dirsOnly {
			if info, err := r.stat(ctx, r.absPath(dir+name)); err != nil || !info.IsDir() {
				continue
			}
		}
		out = append(out, dir+name)
	}
	return out
}

// compParse parses a -W word list (split at $IFS, as bash's
// split_at_delims, each piece one word) or a -G pattern; nil after a
// syntax error (printed).
func (r *Runner) compParse(src string, split bool) []*syntax.Word {
	ifs := " \t\n"
	if v := r.lookupVar("IFS"); v.IsSet() {
		ifs = v.String()
	}
	var pieces []string
	var cur strings.Builder
	quote, depth := byte(0), 0
	flush := func() {
		if cur.Len() > 0 {
			pieces = append(pieces, cur.String())
			cur.Reset()
		}
	}
	for i := 0; i < len(src); i++ {
		c := src[i]
		switch {
		case quote == '\'':
			if c == '\'' {
				quote = 0
			}
		case c == '\\' && i+1 < len(src):
			cur.WriteByte(c)
			i++
			c = src[i]
		case quote == '"' && c == '"' && depth == 0:
			quote = 0
		case c == '$' && i+1 < len(src) && (src[i+1] == '(' || src[i+1] == '{'):
			cur.WriteByte(c)
			i++
			c = src[i]
			depth++
		case depth > 0 && (c == '(' || c == '{'):
			depth++
		case depth > 0 && (c == ')' || c == '}'):
			depth--
		case quote == 0 && depth == 0 && (c == '\'' || c == '"'):
			quote = c
		case quote == 0 && depth == 0 && split && strings.IndexByte(ifs, c) >= 0:
			flush()
			continue
		case quote == 0 && depth == 0 && strings.IndexByte(" \t\n;&|<>()", c) >= 0:
			cur.WriteByte('\\')
		}
		cur.WriteByte(c)
	}
	flush()
	if len(pieces) == 0 {
		return []*syntax.Word{}
	}
	file, err := badsubst.Parse("_ "+strings.Join(pieces, " "), "")
	if err != nil || len(file.Stmts) != 1 {
		if err != nil {
			r.errf("%s: %v\n", "compgen", err)
		}
		return nil
	}
	call, ok := file.Stmts[0].Cmd.(*syntax.CallExpr)
	if !ok || len(call.Args) < 1 {
		return nil
	}
	return call.Args[1:]
}

// compFunc runs a -F function as bash does for compgen and reads back
// COMPREPLY.
func (r *Runner) compFunc(ctx context.Context, name, word string) ([]string, exitStatus) {
	if r.Funcs[name] == nil {
		r.errf("compgen: %s: function not found\n", name)
		return nil, exitStatus{}
	}
	r.setVar("COMP_WORDS", expand.Variable{Set: true, Kind: expand.Indexed, List: []string{}})
	r.setVarString("COMP_CWORD", "-1")
	r.setVarString("COMP_LINE", "")
	r.setVarString("COMP_POINT", "0")
	saved := r.exit
	r.exit = exitStatus{}
	r.call(ctx, todoPos, []string{name, "compgen", word, ""})
	failed := r.exit.aborted || r.exit.exiting
	if !failed {
		r.exit = saved
	}
	reply := r.lookupVar("COMPREPLY")
	for _, n := range []string{"COMP_WORDS", "COMP_CWORD", "COMP_LINE", "COMP_POINT", "COMPREPLY"} {
		r.delVar(n)
	}
	if failed {
		return nil, r.exit
	}
	switch reply.Kind {
	case expand.Indexed:
		return slices.Clone(reply.List), exitStatus{}
	case expand.Associative:
		return nil, exitStatus{}
	}
	if reply.IsSet() {
		return []string{reply.String()}, exitStatus{}
	}
	return nil, exitStatus{}
}

// compCommand runs a -C command (with the command name, the word and the
// previous word) and takes each line of its output.
func (r *Runner) compCommand(ctx context.Context, command, word string) []string {
	src := command + " compgen " + compQuote(word) + " ''"
	file, err := badsubst.Parse(src, "")
	if err != nil {
		r.errf("compgen: %v\n", err)
		return nil
	}
	var buf bytes.Buffer
	savedOut, savedExit := r.stdout, r.exit
	r.stdout = &buf
	r.stmts(ctx, file.Stmts)
	r.stdout = savedOut
	if !r.exit.exiting {
		r.exit = savedExit
	}
	var out []string
	for _, line := range strings.Split(strings.TrimSuffix(buf.String(), "\n"), "\n") {
		if line != "" {
			out = append(out, line)
		}
	}
	return out
}
