package analyzer

import (
	"path"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// kindTools is classify's answer for a command that is the tools command
// itself.
const kindTools = "tools"

// shells run code given as a string, a file or stdin.
var shells = map[string]bool{
	"bash": true, "sh": true, "zsh": true, "dash": true, "ksh": true, "mksh": true, "ash": true,
	"yash": true, "posh": true, "rbash": true, "fish": true, "csh": true, "tcsh": true,
}

// wrapper describes a command that runs another command given as its
// arguments: the options that take a value as the next word, how many
// positional arguments come before the command, and whether NAME=VALUE
// words may come before it.
type wrapper struct {
	valueOpts  []string
	positional int
	assigns    bool
}

var wrappers = map[string]wrapper{
	"env":        {valueOpts: []string{"-u", "--unset", "-C", "--chdir"}, assigns: true},
	"nohup":      {},
	"timeout":    {valueOpts: []string{"-s", "--signal", "-k", "--kill-after"}, positional: 1},
	"nice":       {valueOpts: []string{"-n", "--adjustment"}},
	"ionice":     {valueOpts: []string{"-c", "--class", "-n", "--classdata"}},
	"stdbuf":     {valueOpts: []string{"-i", "-o", "-e"}},
	"setsid":     {},
	"sudo":       {valueOpts: []string{"-u", "-g", "-C", "-h", "-p", "-U", "-D", "-r", "-t"}, assigns: true},
	"doas":       {valueOpts: []string{"-u", "-C"}},
	"time":       {valueOpts: []string{"-f", "--format", "-o", "--output"}},
	"chroot":     {positional: 1},
	"unbuffer":   {},
	"chronic":    {},
	"ifne":       {},
	"watch":      {valueOpts: []string{"-n", "--interval"}},
	"strace":     {valueOpts: []string{"-o", "-e", "-p", "-s", "-u"}},
	"ltrace":     {valueOpts: []string{"-o", "-e", "-p", "-s", "-u"}},
	"taskset":    {positional: 1},
	"flock":      {valueOpts: []string{"-w", "--timeout", "-E"}, positional: 1},
	"parallel":   {valueOpts: []string{"-j", "--jobs", "-S", "-a", "-d"}},
	"xargs":      {valueOpts: []string{"-I", "-n", "-L", "-P", "-s", "-d", "-a", "-E", "--delimiter", "--arg-file", "--max-args", "--max-procs", "--replace"}},
	"busybox":    {},
	"fakeroot":   {},
	"caffeinate": {},
}

// classify says what running the command words would do: kindTools for the
// tools command, an opaque Kind for a construct the analyzer cannot see
// through, or "" for an ordinary command.
func classify(words []*syntax.Word, depth int) string {
	if len(words) == 0 {
		return ""
	}
	if depth > maxTrapNesting {
		return KindWrapped
	}
	name, ok := literalWord(words[0])
	if !ok {
		return KindDynamic
	}
	if name == "tools" {
		return kindTools
	}
	base := path.Base(name)
	if base == "tools" && strings.Contains(name, "/") {
		return KindToolsPath
	}
	args := words[1:]
	switch {
	case base == "eval":
		if len(args) > 0 {
			return KindEval
		}
		return ""
	case base == "source" || base == ".":
		return KindSource
	case base == "alias":
		for _, w := range args {
			if s, ok := literalWord(w); !ok || strings.Contains(s, "=") {
				return KindAlias
			}
		}
		return ""
	case base == "trap":
		return KindTrap
	case base == "mapfile" || base == "readarray":
		for _, w := range args {
			if s, ok := literalWord(w); !ok || strings.HasPrefix(s, "-C") {
				return KindEval
			}
		}
		return ""
	case shells[base]:
		for _, w := range args {
			s, ok := literalWord(w)
			if !ok || (s != "--version" && s != "--help") {
				return KindShell
			}
		}
		if len(args) == 0 {
			return KindShell // reads the script from stdin
		}
		return ""
	case base == "command":
		rest, ok := skipOptions(args, wrapper{})
		if !ok {
			return KindPrefix
		}
		for _, w := range args[:len(args)-len(rest)] {
			if s, _ := literalWord(w); strings.ContainsAny(s, "vV") {
				return "" // command -v / -V only looks the name up
			}
		}
		return prefixed(rest, depth, KindPrefix)
	case base == "builtin":
		return prefixed(args, depth, KindPrefix)
	case base == "exec":
		rest, ok := skipOptions(args, wrapper{valueOpts: []string{"-a"}})
		if !ok {
			return KindPrefix
		}
		return prefixed(rest, depth, KindPrefix)
	case base == "find":
		for i, w := range args {
			s, ok := literalWord(w)
			if !ok {
				continue
			}
			switch s {
			case "-exec", "-execdir", "-ok", "-okdir":
				end := i + 1
				for end < len(args) {
					if t, ok := literalWord(args[end]); ok && (t == ";" || t == "+") {
						break
					}
					end++
				}
				if k := prefixed(args[i+1:end], depth, KindWrapped); k != "" {
					return k
				}
			}
		}
		return ""
	}
	if wr, ok := wrappers[base]; ok {
		kind := KindWrapped
		if base == "xargs" || base == "parallel" {
			kind = KindXargs
		}
		for _, w := range args {
			if s, ok := literalWord(w); ok && path.Base(s) == "tools" {
				return kind
			}
		}
		if base == "env" {
			for _, w := range args {
				if s, ok := literalWord(w); ok && (s == "-S" || strings.HasPrefix(s, "--split-string")) {
					return kind // env -S splits a string into a command
				}
			}
		}
		if base == "busybox" {
			return prefixed(args, depth, kind)
		}
		rest, ok := skipOptions(args, wr)
		if !ok {
			return kind
		}
		k := prefixed(rest, depth, kind)
		if k == KindDynamic && kind == KindXargs {
			return KindXargs
		}
		return k
	}
	return ""
}

// prefixed classifies the command run by a prefix or wrapper: the tools
// command behind it is the wrapper's own kind.
func prefixed(rest []*syntax.Word, depth int, kind string) string {
	switch k := classify(rest, depth+1); k {
	case kindTools, KindToolsPath:
		return kind
	default:
		return k
	}
}

// skipOptions skips a wrapper's options (and NAME=VALUE words and leading
// positional arguments where it takes them) and returns the command words
// after them. It fails when a word it must look at is not literal.
func skipOptions(args []*syntax.Word, wr wrapper) ([]*syntax.Word, bool) {
	positional := wr.positional
	for i := 0; i < len(args); i++ {
		s, ok := literalWord(args[i])
		if !ok {
			return nil, false
		}
		switch {
		case s == "--":
			return skipPositional(args[i+1:], positional)
		case strings.HasPrefix(s, "-") && len(s) > 1:
			for _, o := range wr.valueOpts {
				if s == o {
					i++
					break
				}
			}
		case wr.assigns && strings.Contains(s, "=") && !strings.HasPrefix(s, "="):
		default:
			return skipPositional(args[i:], positional)
		}
	}
	return nil, true
}

func skipPositional(args []*syntax.Word, n int) ([]*syntax.Word, bool) {
	for ; n > 0 && len(args) > 0; n-- {
		if _, ok := literalWord(args[0]); !ok {
			return nil, false
		}
		args = args[1:]
	}
	return args, true
}
