package runtime

import (
	"bytes"
	"context"
	"fmt"
	"io/fs"
	"path"
	"strings"
	"syscall"

	"github.com/toolsinshell/tis/internal/mvdansh/interp"
	"github.com/toolsinshell/tis/runtime/command"
)

// runFile runs a command named by a path that is not a standard binary
// directory's (./build.sh, /home/agent/bin/x) as bash runs a file: a
// missing file is status 127, a file without an execute bit or a
// directory 126 ("Permission denied", "Is a directory"). An executable
// file runs as a script of the sandbox's shell when it has no "#!" line or
// names bash or sh there (directly or through /usr/bin/env); a "#!" line
// naming another registered command (#!/usr/bin/awk -f) runs that command
// with the file's path; any other interpreter is a "bad interpreter"
// (126), since no host program ever runs.
func (sc *script) runFile(ctx context.Context, hc interp.HandlerContext, args []string) error {
	name := args[0]
	fail := func(status int, msg string) error {
		fmt.Fprintf(hc.Stderr, "%s: line %d: %s: %s\n", sc.name, hc.Pos.Line(), name, msg)
		return command.Status(status)
	}
	full := absPath(hc.Dir, name)
	st, err := sc.fs.Stat(full)
	switch {
	case err != nil:
		return fail(127, reason(err))
	case st.IsDir():
		return fail(126, reason(syscall.EISDIR))
	case st.Mode().Perm()&0o100 == 0:
		return fail(126, reason(fs.ErrPermission))
	}
	data, err := sc.fs.ReadFile(full)
	if err != nil {
		return fail(126, reason(err))
	}
	argv := []string{"bash", name}
	if line, ok := bytes.CutPrefix(data, []byte("#!")); ok {
		if i := bytes.IndexByte(line, '\n'); i >= 0 {
			line = line[:i]
		}
		fields := strings.Fields(string(line))
		if len(fields) > 0 {
			interpreter := fields[0]
			words := fields[1:]
			if path.Base(interpreter) == "env" && len(words) > 0 {
				interpreter, words = words[0], words[1:]
				if words, ok = envSplit(words); !ok {
					return fail(126, fmt.Sprintf("%s: bad interpreter: No such file or directory", strings.TrimSpace(string(line))))
				}
			}
			switch {
			case isShell(interpreter):
				argv = append([]string{"bash"}, words...)
				argv = append(argv, name)
			default:
				if _, ok := sc.lookup(interpreter); !ok || (!strings.Contains(interpreter, "/") && fields[0] == interpreter) {
					return fail(126, fmt.Sprintf("%s: bad interpreter: No such file or directory", fields[0]))
				}
				argv = append(append([]string{interpreter}, words...), name)
			}
		}
	}
	argv = append(argv, args[1:]...)
	stdin := hc.Stdin
	if stdin == nil {
		stdin = strings.NewReader("")
	}
	if isShell(argv[0]) {
		return sc.shell(ctx, hc.Env, hc.Dir, argv, stdin, hc.Stdout, hc.Stderr)
	}
	fn, _ := sc.lookup(argv[0])
	c := sc.newCall(hc.Dir, hc.Env, hc.Umask, argv, stdin, hc.Stdout, hc.Stderr)
	c.Line = int(hc.Pos.Line())
	return fn(ctx, c)
}

// envSplit takes the words after "#!/usr/bin/env NAME": env's -S only
// splits words that the kernel passed as one, which Fields already did.
func envSplit(words []string) ([]string, bool) {
	if len(words) > 0 && strings.HasPrefix(words[0], "-") && words[0] != "-S" {
		return nil, false
	}
	if len(words) > 0 && words[0] == "-S" {
		words = words[1:]
	}
	return words, true
}
