package coreutils

import (
	"context"
	"io"
	"strings"

	"github.com/toolsinshell/tis/runtime/command"
)

func envsubstNameStart(b byte) bool {
	return b == '_' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z'
}

func envsubstNameChar(b byte) bool { return envsubstNameStart(b) || b >= '0' && b <= '9' }

// envsubstRefs calls fn for each $NAME or ${NAME} of s with its start,
// its end and the name.
func envsubstRefs(s string, fn func(start, end int, name string)) {
	for i := 0; i < len(s); i++ {
		if s[i] != '$' || i+1 >= len(s) {
			continue
		}
		j := i + 1
		brace := s[j] == '{'
		if brace {
			j++
		}
		if j >= len(s) || !envsubstNameStart(s[j]) {
			continue
		}
		k := j
		for k < len(s) && envsubstNameChar(s[k]) {
			k++
		}
		end := k
		if brace {
			if k >= len(s) || s[k] != '}' {
				continue
			}
			end = k + 1
		}
		fn(i, end, s[j:k])
		i = end - 1
	}
}

// envsubstCmd is envsubst [-v] [SHELL-FORMAT]: standard input with each
// $NAME and ${NAME} replaced by the exported variable's value (empty
// when unset); with SHELL-FORMAT, only the variables it names are
// replaced. -v lists the names SHELL-FORMAT holds.
func envsubstCmd(ctx context.Context, c *command.Call) error {
	fs := command.NewFlagSet(c.Name)
	vars := fs.Bool('v', "variables")
	ops, err := fs.ParseOrUsage(c)
	if err != nil {
		return err
	}
	if len(ops) > 1 {
		return c.Errorf("too many arguments")
	}
	out := textNewOut(c)
	if *vars {
		if len(ops) == 0 {
			return c.Errorf("missing arguments")
		}
		envsubstRefs(ops[0], func(_, _ int, name string) { out.WriteString(name + "\n") })
		return textFinish(ctx, c, out, 0)
	}
	var only map[string]bool
	if len(ops) == 1 {
		only = map[string]bool{}
		envsubstRefs(ops[0], func(_, _ int, name string) { only[name] = true })
	}
	err = c.Lines(ctx, c.Stdin, func(line string, nl bool) error {
		var sb strings.Builder
		last := 0
		envsubstRefs(line, func(start, end int, name string) {
			if only != nil && !only[name] {
				return
			}
			sb.WriteString(line[last:start])
			sb.WriteString(c.Getenv(name))
			last = end
		})
		sb.WriteString(line[last:])
		if nl {
			sb.WriteByte('\n')
		}
		if _, err := io.WriteString(out, sb.String()); err != nil {
			return &textOutErr{err}
		}
		return nil
	})
	if stop, failed := textLoopErr(ctx, c, err, func(err error) {
		out.Flush()
		c.Errorf("%v", err)
	}); stop != nil || failed {
		if stop != nil {
			return stop
		}
		return textFinish(ctx, c, out, 1)
	}
	return textFinish(ctx, c, out, 0)
}
