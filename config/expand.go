package config

import (
	"fmt"
	"strings"
)

// LookupFunc looks up a host environment variable, as os.LookupEnv does.
type LookupFunc func(name string) (string, bool)

// expander expands variable references in strings. Which forms it knows
// depends on whose file it reads: ours know ${VAR}, ${VAR:-default} and
// ${env:VAR}; Claude Code's .mcp.json knows the first two; Cursor and VS
// Code know ${env:VAR} and their editor variables; Claude Desktop expands
// nothing (a nil *expander).
type expander struct {
	lookup LookupFunc
	// plain enables ${VAR} and ${VAR:-default}.
	plain bool
	// envPrefix enables ${env:VAR}, and makes ${input:...} an error.
	envPrefix bool
	// vars are editor variables such as ${workspaceFolder}.
	vars map[string]string
}

// ourExpander is the expansion of our own configuration file.
func ourExpander(lookup LookupFunc) *expander {
	return &expander{lookup: lookup, plain: true, envPrefix: true}
}

// expand returns s with its references replaced. Text that is not a
// reference, such as "${" without a closing "}" or "${not a name}", stays
// as written. The error names the variable.
func (x *expander) expand(s string) (string, error) {
	if x == nil || !strings.Contains(s, "${") {
		return s, nil
	}
	var b strings.Builder
	for {
		i := strings.Index(s, "${")
		if i < 0 {
			b.WriteString(s)
			return b.String(), nil
		}
		b.WriteString(s[:i])
		end := strings.IndexByte(s[i+2:], '}')
		if end < 0 {
			b.WriteString(s[i:])
			return b.String(), nil
		}
		inner := s[i+2 : i+2+end]
		val, ok, err := x.ref(inner)
		if err != nil {
			return "", err
		}
		if !ok {
			// Not a reference: keep "${" and go on after it.
			b.WriteString("${")
			s = s[i+2:]
			continue
		}
		b.WriteString(val)
		s = s[i+2+end+1:]
	}
}

// ref resolves the text between "${" and "}". ok is false when the text is
// not a reference this expander knows.
func (x *expander) ref(inner string) (val string, ok bool, err error) {
	if x.envPrefix {
		if name, found := strings.CutPrefix(inner, "env:"); found && isVarName(name) {
			v, set := x.lookup(name)
			if !set {
				return "", false, fmt.Errorf("environment variable %s is not set", name)
			}
			return v, true, nil
		}
		if strings.HasPrefix(inner, "input:") {
			return "", false, fmt.Errorf("${%s}: VS Code input variables are not supported; use ${VAR} with an environment variable", inner)
		}
	}
	if v, found := x.vars[inner]; found {
		return v, true, nil
	}
	if x.plain {
		name, def, hasDef := strings.Cut(inner, ":-")
		if !isVarName(name) {
			return "", false, nil
		}
		v, set := x.lookup(name)
		if hasDef && (!set || v == "") {
			return def, true, nil
		}
		if !set {
			return "", false, fmt.Errorf("environment variable %s is not set (write ${%s:-default} to give a default)", name, name)
		}
		return v, true, nil
	}
	return "", false, nil
}

// isVarName reports whether s is an environment variable name: a letter or
// '_' and then letters, digits and '_'.
func isVarName(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		switch {
		case r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z':
		case i > 0 && r >= '0' && r <= '9':
		default:
			return false
		}
	}
	return true
}
