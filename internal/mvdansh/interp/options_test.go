package interp

import "testing"

// The option constants index the tables by name (tis: options.go).
func TestOptionIndexes(t *testing.T) {
	for idx, name := range map[int]string{
		optAllExport: "allexport", optBraceExpand: "braceexpand", optErrExit: "errexit",
		optErrTrace: "errtrace", optFuncTrace: "functrace", optNoClobber: "noclobber",
		optNoExec: "noexec", optNoGlob: "noglob", optNoUnset: "nounset",
		optPipeFail: "pipefail", optVerbose: "verbose", optXTrace: "xtrace",
	} {
		if got := optIndex(name, true); got != idx {
			t.Errorf("set option %s: index %d, constant %d", name, got, idx)
		}
	}
	for idx, name := range map[int]string{
		optAutoCd: "autocd", optDotGlob: "dotglob", optExpandAliases: "expand_aliases",
		optExtGlob: "extglob", optFailGlob: "failglob", optGlobStar: "globstar",
		optInheritErrexit: "inherit_errexit", optLastPipe: "lastpipe",
		optNoCaseGlob: "nocaseglob", optNoCaseMatch: "nocasematch", optNullGlob: "nullglob",
		optShiftVerbose: "shift_verbose", optXpgEcho: "xpg_echo",
	} {
		if got := optIndex(name, false); got != idx {
			t.Errorf("shopt option %s: index %d, constant %d", name, got, idx)
		}
	}
	if numOpts != len(runnerOpts{}) {
		t.Errorf("%d option constants, %d options", numOpts, len(runnerOpts{}))
	}
}

// set and shopt list, query and refuse options as bash does.
func TestSetShopt(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"echo $-; set -o pipefail -o nounset -C; echo $-", "hB\nhuBC\n"},
		{"shopt -p nullglob; shopt -s nullglob; shopt -p nullglob; shopt -q nullglob failglob; echo $?", "shopt -u nullglob\nshopt -s nullglob\n1\n"},
		{"shopt -po nounset; set -u; shopt -po nounset; shopt -o pipefail", "set +o nounset\nset -o nounset\npipefail       \toff\n"},
		{"set +o | { read a; read b; echo \"$a|$b\"; }; set -o | { read a; echo \"$a\"; }", "set +o allexport|set -o braceexpand\nallexport      \toff\n"},
		{"set -o nosuch; echo $?; set -Z; echo $?; shopt -s nosuch; echo $?; shopt -x; echo $?", "2\n2\n1\n2\n"},
		{"set -o posix; echo $?; shopt -s compat31; echo $?; set -o emacs; echo $?; shopt -s progcomp; echo $?", "2\n1\n0\n0\n"},
		{"set -x + -v a b; echo $-; set - c; echo $- $@; set + -; echo $@", "hvxB\nhB c\nc\n"},
	} {
		out, _, _ := run(t, c.src)
		if out != c.want {
			t.Errorf("%s:\ngot  %q\nwant %q", c.src, out, c.want)
		}
	}
}
