package runtime

import (
	"context"
	"errors"
	"fmt"
	"io"
	"path"
	"strings"

	"github.com/toolsinshell/tis/internal/mvdansh/expand"
	"github.com/toolsinshell/tis/internal/mvdansh/interp"
	"github.com/toolsinshell/tis/runtime/command"
)

// isShell reports whether a command name is a shell (bash, sh), which runs
// in the sandbox as a nested interpreter.
func isShell(name string) bool {
	switch path.Base(name) {
	case "bash", "sh":
		dir := path.Dir(name)
		return dir == "." && !strings.Contains(name, "/") || dir == "/bin" || dir == "/usr/bin" || dir == "/usr/local/bin"
	}
	return false
}

// shell runs bash or sh inside the sandbox: a nested interpreter over
// the same files, with the same commands, limits and tools gate as the
// script, and the exported variables of its caller. It takes -c STRING,
// a script file of the session, or a script on stdin, and the options
// set's one-letter options, -o NAME, -O NAME (shopt), their + forms and
// --rcfile FILE (no startup file is read); -i is an error. Its exit status is the nested
// script's; a stop (a limit, a call that needs approval) stops the whole
// script.
func (sc *script) shell(ctx context.Context, env expand.Environ, dir string, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	name := path.Base(args[0])
	fail := func(status int, format string, a ...any) error {
		fmt.Fprintf(stderr, "%s: %s\n", name, fmt.Sprintf(format, a...))
		return command.Status(status)
	}
	var opts []string
	var extra []interp.RunnerOption
	hasC := false
	i := 1
flags:
	for ; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--" || a == "-":
			i++
			break flags
		case a == "-o" || a == "+o":
			if i+1 >= len(args) {
				return fail(2, "%s: option requires an argument", a)
			}
			opts = append(opts, a, args[i+1])
			i++
		case a == "-O" || a == "+O":
			if i+1 >= len(args) {
				return fail(2, "%s: option requires an argument", a)
			}
			mode := "-s"
			if a[0] == '+' {
				mode = "-u"
			}
			extra = append(extra, interp.BashOpts(mode, args[i+1]))
			i++
		case a == "--rcfile" || a == "--init-file":
			if i+1 >= len(args) {
				return fail(2, "%s: option requires an argument", a)
			}
			i++ // no startup file is read: the sandbox's shell reads none
		case a == "--norc" || a == "--noprofile" || a == "--login" || a == "-l" || a == "-s":
			// no startup files exist here; -s changes nothing we run
		case a == "-i":
			return fail(2, "-i: no interactive shell in the sandbox")
		case len(a) > 1 && (a[0] == '-' || a[0] == '+') && a[1] != '-':
			for _, f := range a[1:] {
				switch f {
				case 'c':
					if a[0] == '+' {
						return fail(2, "%s: invalid option", a)
					}
					hasC = true
				case 'a', 'b', 'e', 'f', 'h', 'k', 'm', 'n', 'p', 't', 'u', 'v', 'x', 'B', 'C', 'E', 'H', 'P', 'T':
					opts = append(opts, string(a[0])+string(f))
				default:
					return fail(2, "unsupported option -- '%c'", f)
				}
			}
		case strings.HasPrefix(a, "--"):
			return fail(2, "unsupported option '%s'", a)
		default:
			break flags
		}
	}
	rest := args[i:]
	var src, name0 string
	var params []string
	switch {
	case hasC:
		if len(rest) == 0 {
			return fail(2, "-c: option requires an argument")
		}
		src, name0 = rest[0], name
		if len(rest) > 1 {
			name0, params = rest[1], rest[2:]
		}
	case len(rest) > 0:
		data, err := sc.fs.ReadFile(absPath(dir, rest[0]))
		if err != nil {
			return fail(127, "%s: %s", rest[0], reason(err))
		}
		src, name0, params = string(data), rest[0], rest[1:]
	default:
		data, err := command.ReadAllMax(ctx, stdin, sc.limits.MaxBufferBytes, "script")
		if err != nil {
			return fail(2, "reading the script: %v", err)
		}
		src, name0, stdin = string(data), name, strings.NewReader("")
	}
	file, err := sc.parse(src, name0)
	if err != nil {
		return fail(2, "%v", err)
	}
	if hasC {
		extra = append(extra, interp.InvocationFlags("c"))
	}
	r, err := sc.newRunner(ctx, exported(env), dir, append(append(opts, "--"), params...), stdin, stdout, stderr, extra...)
	if err != nil {
		return fail(2, "%v", err)
	}
	err = sc.runSafely(ctx, r, file)
	var es interp.ExitStatus
	switch {
	case err == nil:
		return nil
	case errors.As(err, &es):
		return command.Status(int(es))
	}
	return err // a stop of the whole script
}
