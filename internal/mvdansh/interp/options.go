// Copyright (c) 2017, Daniel Martí <mvdan@mvdan.cc>
// See LICENSE for licensing information

package interp

// tis: the options of set and shopt as bash 5.2 has them: every name bash
// knows, in bash's order, with bash's defaults, listings and errors. An
// option is implemented, inert (accepted: it changes nothing in a shell
// that runs a script, with no terminal, no history and no host
// programs) or fixed (only its default state; the other is an error that
// says so, never a silent difference). Upstream knew seven set options and
// refused most shopt names.

import (
	"fmt"
	"slices"
	"strings"

	"github.com/toolsinshell/tis/internal/mvdansh/expand"
	"mvdan.cc/sh/v3/syntax"
)

// optSupport says what the shell does with an option's non-default state.
type optSupport uint8

const (
	optFixed       optSupport = iota // only the default state; the other is an error
	optImplemented                   // both states, as bash
	optInert                         // both states accepted; neither changes what a script does here
)

// runnerOpts contains all set and shopt options as one contiguous table.
type runnerOpts [len(posixOptsTable) + len(bashOptsTable)]bool

type posixOpt struct {
	flag    byte   // one-character flag form for this option; a space if none exists
	name    string // full name of the option
	on      bool   // bash's default state in a script
	support optSupport
}

type bashOpt struct {
	name         string
	defaultState bool // Bash's default value for this option
	support      optSupport
}

// posixOptsTable holds the options of set -o, sorted by name as bash
// lists them; the constants below index it.
var posixOptsTable = [...]posixOpt{
	{'a', "allexport", false, optImplemented},
	{'B', "braceexpand", true, optFixed},
	{' ', "emacs", false, optInert},
	{'e', "errexit", false, optImplemented},
	{'E', "errtrace", false, optImplemented},
	{'T', "functrace", false, optImplemented},
	{'h', "hashall", true, optInert},
	{'H', "histexpand", false, optFixed},
	{' ', "history", false, optInert},
	{' ', "ignoreeof", false, optInert},
	{' ', "interactive-comments", true, optFixed},
	{'k', "keyword", false, optFixed},
	{'m', "monitor", false, optFixed},
	{'C', "noclobber", false, optImplemented},
	{'n', "noexec", false, optImplemented},
	{'f', "noglob", false, optImplemented},
	{' ', "nolog", false, optInert},
	{'b', "notify", false, optInert},
	{'u', "nounset", false, optImplemented},
	{'t', "onecmd", false, optFixed},
	{'P', "physical", false, optFixed},
	{' ', "pipefail", false, optImplemented},
	{' ', "posix", false, optFixed},
	{'p', "privileged", false, optInert},
	{'v', "verbose", false, optImplemented},
	{' ', "vi", false, optInert},
	{'x', "xtrace", false, optImplemented},
}

// posixFlagOrder is the order of the flags in "$-", bash's.
const posixFlagOrder = "abefhkmnptuvxBCEHPT"

// bashOptsTable holds the options of shopt in bash's order; the
// constants below index it after the set options.
var bashOptsTable = [...]bashOpt{
	{"autocd", false, optInert},
	{"assoc_expand_once", false, optFixed},
	{"cdable_vars", false, optImplemented},
	{"cdspell", false, optInert},
	{"checkhash", false, optInert},
	{"checkjobs", false, optInert},
	{"checkwinsize", true, optInert},
	{"cmdhist", true, optInert},
	{"compat31", false, optFixed},
	{"compat32", false, optFixed},
	{"compat40", false, optFixed},
	{"compat41", false, optFixed},
	{"compat42", false, optFixed},
	{"compat43", false, optFixed},
	{"compat44", false, optFixed},
	{"complete_fullquote", true, optInert},
	{"direxpand", false, optInert},
	{"dirspell", false, optInert},
	{"dotglob", false, optImplemented},
	{"execfail", false, optFixed},
	{"expand_aliases", false, optImplemented},
	{"extdebug", false, optFixed},
	{"extglob", false, optImplemented},
	{"extquote", true, optFixed},
	{"failglob", false, optImplemented},
	{"force_fignore", true, optInert},
	{"globasciiranges", true, optFixed},
	{"globskipdots", true, optFixed},
	{"globstar", false, optImplemented},
	{"gnu_errfmt", false, optInert},
	{"histappend", false, optInert},
	{"histreedit", false, optInert},
	{"histverify", false, optInert},
	{"hostcomplete", true, optInert},
	{"huponexit", false, optInert},
	{"inherit_errexit", false, optImplemented},
	{"interactive_comments", true, optFixed},
	{"lastpipe", false, optImplemented},
	{"lithist", false, optInert},
	{"localvar_inherit", false, optFixed},
	{"localvar_unset", false, optFixed},
	{"login_shell", false, optInert},
	{"mailwarn", false, optInert},
	{"no_empty_cmd_completion", false, optInert},
	{"nocaseglob", false, optImplemented},
	{"nocasematch", false, optImplemented},
	{"noexpand_translation", false, optInert},
	{"nullglob", false, optImplemented},
	{"patsub_replacement", true, optFixed},
	{"progcomp", true, optInert},
	{"progcomp_alias", false, optInert},
	{"promptvars", true, optInert},
	{"restricted_shell", false, optInert},
	{"shift_verbose", false, optImplemented},
	{"sourcepath", true, optFixed},
	{"varredir_close", false, optFixed},
	{"xpg_echo", false, optImplemented},
}

// To access the shell options arrays without a linear search when we
// know which option we're after at compile time: first the set options,
// then the shopt options, in their tables' order (TestOptionIndexes
// holds them together).
const (
	optAllExport = iota
	optBraceExpand
	optEmacs
	optErrExit
	optErrTrace
	optFuncTrace
	optHashAll
	optHistExpand
	optHistory
	optIgnoreEOF
	optInteractiveComments
	optKeyword
	optMonitor
	optNoClobber
	optNoExec
	optNoGlob
	optNoLog
	optNotify
	optNoUnset
	optOneCmd
	optPhysical
	optPipeFail
	optPosix
	optPrivileged
	optVerbose
	optVi
	optXTrace

	optAutoCd
	optAssocExpandOnce
	optCdableVars
	optCdSpell
	optCheckHash
	optCheckJobs
	optCheckWinSize
	optCmdHist
	optCompat31
	optCompat32
	optCompat40
	optCompat41
	optCompat42
	optCompat43
	optCompat44
	optCompleteFullquote
	optDirExpand
	optDirSpell
	optDotGlob
	optExecFail
	optExpandAliases
	optExtDebug
	optExtGlob
	optExtQuote
	optFailGlob
	optForceFignore
	optGlobASCIIRanges
	optGlobSkipDots
	optGlobStar
	optGnuErrfmt
	optHistAppend
	optHistReedit
	optHistVerify
	optHostComplete
	optHupOnExit
	optInheritErrexit
	optInteractiveComments2
	optLastPipe
	optLitHist
	optLocalvarInherit
	optLocalvarUnset
	optLoginShell
	optMailWarn
	optNoEmptyCmdCompletion
	optNoCaseGlob
	optNoCaseMatch
	optNoExpandTranslation
	optNullGlob
	optPatsubReplacement
	optProgcomp
	optProgcompAlias
	optPromptVars
	optRestrictedShell
	optShiftVerbose
	optSourcePath
	optVarredirClose
	optXpgEcho

	numOpts
)

// defaultOpts returns the options as bash starts a script.
func defaultOpts() runnerOpts {
	var o runnerOpts
	for i, opt := range &posixOptsTable {
		o[i] = opt.on
	}
	for i, opt := range &bashOptsTable {
		o[len(posixOptsTable)+i] = opt.defaultState
	}
	return o
}

func (r *Runner) posixOptByName(name string) *bool {
	for i, opt := range &posixOptsTable {
		if opt.name == name {
			return &r.opts[i]
		}
	}
	return nil
}

// posixOptFlags returns the one-character flags of the enabled set
// options, as held by the "$-" special parameter, in bash's order.
func (r *Runner) posixOptFlags() string {
	flags := make([]byte, 0, len(posixOptsTable))
	for i, opt := range &posixOptsTable {
		if opt.flag != ' ' && r.opts[i] {
			flags = append(flags, opt.flag)
		}
	}
	slices.SortFunc(flags, func(a, b byte) int {
		return strings.IndexByte(posixFlagOrder, a) - strings.IndexByte(posixFlagOrder, b)
	})
	return string(flags) + r.invocationFlags
}

// shellOptsValue is $SHELLOPTS (set options, tis) or $BASHOPTS (shopt
// options): the names of the options on, joined by colons.
func (r *Runner) shellOptsValue(bash bool) string {
	// tis: one string built, no slice of names to join (Reset makes
	// both values for every shell).
	var b strings.Builder
	b.Grow(128)
	add := func(name string) {
		if b.Len() > 0 {
			b.WriteByte(':')
		}
		b.WriteString(name)
	}
	if bash {
		for i, opt := range &bashOptsTable {
			if r.opts[len(posixOptsTable)+i] {
				add(opt.name)
			}
		}
	} else {
		for i, opt := range &posixOptsTable {
			if r.opts[i] {
				add(opt.name)
			}
		}
	}
	return b.String()
}

// syncShellOpts stores the values of SHELLOPTS and BASHOPTS where the
// variables live, so that exported they reach a child shell with the
// options of the moment (tis).
func (r *Runner) syncShellOpts() {
	for _, name := range []string{"SHELLOPTS", "BASHOPTS"} {
		var env expand.Environ = r.writeEnv
		for {
			o, ok := env.(*overlayEnviron)
			if !ok {
				break
			}
			if nv, ok := o.values[o.normalize(name)]; ok {
				nv.Str = r.shellOptsValue(name == "BASHOPTS")
				o.values[o.normalize(name)] = nv
				break
			}
			if o.parent == nil {
				break
			}
			env = o.parent
		}
	}
}

// applyShellOpts turns on the options an inherited SHELLOPTS or
// BASHOPTS names, as bash does at start (tis).
func (r *Runner) applyShellOpts() {
	for _, name := range []string{"SHELLOPTS", "BASHOPTS"} {
		v := r.writeEnv.Get(name)
		if !v.IsSet() || v.Kind != expand.String {
			continue
		}
		for _, opt := range strings.Split(v.Str, ":") {
			if name == "SHELLOPTS" {
				for i, o := range &posixOptsTable {
					if o.name == opt && o.support != optFixed {
						r.opts[i] = true
					}
				}
				continue
			}
			for i, o := range &bashOptsTable {
				if o.name == opt && o.support != optFixed {
					r.opts[len(posixOptsTable)+i] = true
				}
			}
		}
	}
}

func (r *Runner) posixOptByFlag(flag byte) (int, bool) {
	for i, opt := range &posixOptsTable {
		if opt.flag == flag {
			return i, true
		}
	}
	return 0, false
}

// bashOptByName returns the shopt option of that name and whether its
// non-default state may be set.
func (r *Runner) bashOptByName(name string) (status *bool, supported bool) {
	for i, opt := range &bashOptsTable {
		if opt.name == name {
			index := len(posixOptsTable) + i
			return &r.opts[index], opt.support != optFixed
		}
	}
	return nil, false
}

// optIndex returns the index in runnerOpts of a set option (posix) or
// a shopt option, or -1.
func optIndex(name string, posix bool) int {
	if posix {
		for i, opt := range &posixOptsTable {
			if opt.name == name {
				return i
			}
		}
		return -1
	}
	for i, opt := range &bashOptsTable {
		if opt.name == name {
			return len(posixOptsTable) + i
		}
	}
	return -1
}

// optInfo returns the name, default state and support of the option at
// index i of runnerOpts.
func optInfo(i int) (name string, def bool, support optSupport) {
	if i < len(posixOptsTable) {
		o := posixOptsTable[i]
		return o.name, o.on, o.support
	}
	o := bashOptsTable[i-len(posixOptsTable)]
	return o.name, o.defaultState, o.support
}

// notSupportedError is the error of setting a fixed option to its
// non-default state.
type notSupportedError struct{ name, state string }

func (e notSupportedError) Error() string {
	return fmt.Sprintf("%s: cannot be turned %s in this shell (the sandbox does not support it)", e.name, e.state)
}

// InvocationFlags sets the letters "$-" shows after the options' flags,
// as bash shows "c" in a shell started with -c. The zero value shows
// none, as a script file.
func InvocationFlags(flags string) RunnerOption {
	return func(r *Runner) error {
		r.invocationFlags = flags
		return nil
	}
}

// setOpt sets the option at index i, refusing a fixed option's
// non-default state.
func (r *Runner) setOpt(i int, on bool) error {
	name, def, support := optInfo(i)
	if support == optFixed && on != def {
		return notSupportedError{name, r.optStatusText(on)}
	}
	r.opts[i] = on
	// emacs and vi are the two editing modes; one turns the other off.
	if on && (i == optEmacs || i == optVi) {
		r.opts[optEmacs+optVi-i] = false
	}
	return nil
}

// setUsage is the usage line bash prints after a bad set option.
const setUsage = "set: usage: set [-abefhkmnptuvxBCEHPT] [-o option-name] [--] [-] [arg ...]\n"

// setError is an error of the set builtin (and of [Params]); its status is 2.
type setError struct{ msg string }

func (e setError) Error() string { return e.msg }

// setOpts runs set's arguments: flags (-e, +x, -o NAME, +o NAME, -o and
// +o alone to list), then the positional parameters after "--", "-" or
// the first word that is no flag. As bash, "-" also turns off -x and -v,
// a lone "+" is ignored, and arguments without "--" leave the parameters
// alone only when there are none.
func (r *Runner) setOpts(args []string) error {
	i := 0
	setParams := false
	for ; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			i++
			setParams = true
			break
		}
		if a == "-" {
			r.opts[optXTrace] = false
			r.opts[optVerbose] = false
			i++
			setParams = i < len(args)
			break
		}
		if a == "+" {
			continue
		}
		if len(a) < 2 || (a[0] != '-' && a[0] != '+') {
			break
		}
		enable := a[0] == '-'
		for _, f := range []byte(a[1:]) {
			if f == 'o' {
				if i+1 >= len(args) {
					r.listSetOpts(enable)
					continue
				}
				i++
				idx := optIndex(args[i], true)
				if idx < 0 {
					return setError{fmt.Sprintf("set: %s: invalid option name\n", args[i])}
				}
				if err := r.setOpt(idx, enable); err != nil {
					return setError{fmt.Sprintf("set: %v\n", err)}
				}
				continue
			}
			idx, ok := r.posixOptByFlag(f)
			if !ok {
				return setError{fmt.Sprintf("set: %c%c: invalid option\n%s", a[0], f, setUsage)}
			}
			if err := r.setOpt(idx, enable); err != nil {
				return setError{fmt.Sprintf("set: %c%c: %v\n", a[0], f, err)}
			}
		}
	}
	if setParams || i < len(args) {
		r.Params = slices.Clone(args[i:])
		// Record whether a sourced script sets the parameters.
		if r.inSource {
			r.sourceSetParams = true
		}
	}
	return nil
}

// listSetOpts prints the set options as set -o (on) or set +o (off) do.
func (r *Runner) listSetOpts(asTable bool) {
	for i, opt := range &posixOptsTable {
		if asTable {
			r.outf("%-15s\t%s\n", opt.name, r.optStatusText(r.opts[i]))
		} else {
			r.outf("set %co %s\n", "+-"[b2i(r.opts[i])], opt.name)
		}
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// shopt runs the shopt builtin: -s and -u set and unset, -p prints as
// commands, -q only answers with the status, -o works on the set
// options. Names it does not know are an error (status 1), as bad flags
// (status 2).
func (r *Runner) shopt(args []string) exitStatus {
	var exit exitStatus
	mode := byte(0)
	print, quiet, posix := false, false, false
	i := 0
flags:
	for ; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--":
			i++
			break flags
		case len(a) < 2 || a[0] != '-':
			break flags
		}
		for _, f := range []byte(a[1:]) {
			switch f {
			case 's', 'u':
				mode = f
			case 'p':
				print = true
			case 'q':
				quiet = true
			case 'o':
				posix = true
			default:
				r.errf("shopt: -%c: invalid option\nshopt: usage: shopt [-pqsu] [-o] [optname ...]\n", f)
				exit.code = 2
				return exit
			}
		}
	}
	names := args[i:]
	show := func(idx int) {
		name, _, _ := optInfo(idx)
		on := r.opts[idx]
		switch {
		case quiet:
		case print && posix:
			r.outf("set %co %s\n", "+-"[b2i(on)], name)
		case print:
			r.outf("shopt %s %s\n", map[bool]string{true: "-s", false: "-u"}[on], name)
		default:
			r.outf("%-15s\t%s\n", name, r.optStatusText(on))
		}
	}
	first, last := len(posixOptsTable), numOpts
	if posix {
		first, last = 0, len(posixOptsTable)
	}
	if len(names) == 0 {
		for idx := first; idx < last; idx++ {
			if mode != 0 && r.opts[idx] != (mode == 's') {
				continue
			}
			show(idx)
		}
		return exit
	}
	for _, name := range names {
		idx := optIndex(name, posix)
		if idx < 0 {
			if posix {
				r.errf("shopt: %s: invalid option name\n", name)
			} else {
				r.errf("shopt: %s: invalid shell option name\n", name)
			}
			exit.code = 1
			continue
		}
		switch mode {
		case 's', 'u':
			if err := r.setOpt(idx, mode == 's'); err != nil {
				r.errf("shopt: %v\n", err)
				exit.code = 1
			}
		default:
			show(idx)
			if !r.opts[idx] && exit.code == 0 {
				exit.code = 1
			}
		}
	}
	r.updateExpandOpts()
	return exit
}

// printSetVars prints the variables as set without arguments does:
// sorted by name, each as an assignment the shell can read back.
func (r *Runner) printSetVars() {
	type kv struct {
		name string
		vr   expand.Variable
	}
	var all []kv
	seen := map[string]bool{}
	r.writeEnv.Each(func(name string, vr expand.Variable) bool {
		if !seen[name] {
			seen[name] = true
			// Each walks the scopes from the innermost out.
			all = append(all, kv{name, r.lookupVar(name)})
		}
		return true
	})
	slices.SortFunc(all, func(a, b kv) int { return strings.Compare(a.name, b.name) })
	for _, v := range all {
		if !v.vr.IsSet() || strings.HasPrefix(v.name, hiddenVarPrefix) {
			continue
		}
		switch v.vr.Kind {
		case expand.Indexed:
			var sb strings.Builder
			for i, s := range v.vr.List {
				idx := i
				if v.vr.Indexes != nil {
					idx = v.vr.Indexes[i]
				}
				if i > 0 {
					sb.WriteByte(' ')
				}
				fmt.Fprintf(&sb, "[%d]=%s", idx, dquoteBash(s))
			}
			r.outf("%s=(%s)\n", v.name, sb.String())
		case expand.Associative:
			keys := make([]string, 0, len(v.vr.Map))
			for k := range v.vr.Map {
				keys = append(keys, k)
			}
			slices.Sort(keys)
			var sb strings.Builder
			for _, k := range keys {
				key := k
				if q := quoteBash(k); q != k {
					key = dquoteBash(k)
				}
				fmt.Fprintf(&sb, "[%s]=%s ", key, dquoteBash(v.vr.Map[k]))
			}
			r.outf("%s=(%s)\n", v.name, sb.String())
		default:
			r.outf("%s=%s\n", v.name, quoteBash(v.vr.String()))
		}
	}
}

// hiddenVarPrefix starts the names of the sandbox's own variables
// (runtime/prepare.go), which set does not list.
const hiddenVarPrefix = "__tis_"

// dquoteBash quotes s in double quotes as declare -p and set print an
// array's elements.
func dquoteBash(s string) string {
	var sb strings.Builder
	sb.WriteByte('"')
	for _, c := range s {
		switch c {
		case '"', '\\', '$', '`':
			sb.WriteByte('\\')
		}
		sb.WriteRune(c)
	}
	sb.WriteByte('"')
	return sb.String()
}

// verbose prints a statement of the script before it runs, under set -v.
// Bash prints the lines as it reads them; this prints the statement as
// the parser holds it, which differs in spacing and comments (stderr
// only).
func (r *Runner) verbose(st *syntax.Stmt) {
	if !r.opts[optVerbose] {
		return
	}
	var sb strings.Builder
	if err := syntax.NewPrinter().Print(&sb, st); err == nil {
		r.errf("%s\n", sb.String())
	}
}
