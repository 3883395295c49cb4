package policy

import (
	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"
)

// maxFileSize bounds a rule file, so a mistaken path (a log, a binary)
// fails fast instead of being parsed.
const maxFileSize = 1 << 20

// ruleSrc is one rule as written, before compiling.
type ruleSrc struct {
	name       string
	line, col  int // position of the name
	when       []string
	whenLine   int // line of "when:" (1-based)
	whenCol    int // column of the value's first character (1-based)
	action     string
	actionLine int
	actionCol  int
	message    string
	lifts      []nameSrc // the rules an allow rule lifts for the calls it matches
	seen       map[string]bool
}

// nameSrc is a rule name written in a lifts: line, with its position.
type nameSrc struct {
	name      string
	line, col int
}

// disableSrc is a "disable: NAME" line.
type disableSrc struct {
	name      string
	line, col int
}

// fileSrc is a parsed rule file.
type fileSrc struct {
	rules    []*ruleSrc
	disables []disableSrc
}

var ruleNameRE = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._-]*$`)
var keyRE = regexp.MustCompile(`^[A-Za-z_]+$`)

// parseFile splits a rule file into rules. It reports every error it
// finds with its position, as *CompileError.
func parseFile(file string, src []byte) (*fileSrc, CompileErrors) {
	if len(src) > maxFileSize {
		return nil, CompileErrors{{File: file, Line: 1, Column: 1, Msg: fmt.Sprintf("file is larger than %d bytes", maxFileSize)}}
	}
	if !utf8.Valid(src) {
		return nil, CompileErrors{{File: file, Line: 1, Column: 1, Msg: "file is not UTF-8 text"}}
	}
	var (
		f    fileSrc
		errs CompileErrors
		cur  *ruleSrc
		key  string // the key the next continuation line belongs to
	)
	errAt := func(line, col int, format string, args ...any) {
		e := &CompileError{File: file, Line: line, Column: col, Msg: fmt.Sprintf(format, args...)}
		if cur != nil {
			e.Rule = cur.name
		}
		errs = append(errs, e)
	}
	lines := strings.Split(string(src), "\n")
	for i, line := range lines {
		n := i + 1
		line = strings.TrimSuffix(line, "\r")
		trimmed := strings.TrimSpace(line)
		if trimmed == "" || strings.HasPrefix(trimmed, "#") {
			if key == "when" {
				cur.when = append(cur.when, "") // keep the line count
			}
			continue
		}
		if line[0] == ' ' || line[0] == '\t' {
			switch key {
			case "when":
				cur.when = append(cur.when, line)
			case "message":
				if cur.message != "" {
					cur.message += " "
				}
				cur.message += trimmed
			case "":
				errAt(n, 1, "indented line continues no key")
			default:
				errAt(n, 1, "%s takes one line", key)
			}
			continue
		}
		k, v, ok := strings.Cut(line, ":")
		if !ok || !keyRE.MatchString(k) {
			errAt(n, 1, "want \"key: value\" (keys: rule, when, action, message, lifts, disable)")
			key = ""
			continue
		}
		vt := strings.TrimLeft(v, " \t")
		col := utf8.RuneCountInString(line[:len(line)-len(vt)]) + 1
		vt = strings.TrimRight(vt, " \t")
		key = k
		switch k {
		case "rule":
			cur = &ruleSrc{name: vt, line: n, col: col, seen: map[string]bool{}}
			f.rules = append(f.rules, cur)
			if !ruleNameRE.MatchString(vt) {
				errAt(n, col, "bad rule name %q: use letters, digits, '.', '_' and '-'", vt)
			}
			continue
		case "disable":
			cur = nil
			if !ruleNameRE.MatchString(vt) {
				errAt(n, col, "bad rule name %q", vt)
			} else {
				f.disables = append(f.disables, disableSrc{name: vt, line: n, col: col})
			}
			continue
		case "when", "action", "message", "lifts":
		default:
			errAt(n, 1, "unknown key %q (keys: rule, when, action, message, lifts, disable)", k)
			key = ""
			continue
		}
		if cur == nil {
			errAt(n, 1, "%s: outside a rule (start one with \"rule: NAME\")", k)
			key = ""
			continue
		}
		if cur.seen[k] {
			errAt(n, 1, "%s: given twice", k)
			key = ""
			continue
		}
		cur.seen[k] = true
		switch k {
		case "when":
			cur.whenLine, cur.whenCol = n, col
			cur.when = []string{strings.Repeat(" ", col-1) + vt}
		case "action":
			cur.action, cur.actionLine, cur.actionCol = vt, n, col
		case "message":
			cur.message = vt
		case "lifts":
			cur.lifts = parseNames(vt, n, col, func(line, col int, format string, args ...any) { errAt(line, col, format, args...) })
		}
	}
	for _, r := range f.rules {
		if !r.seen["when"] {
			errs = append(errs, &CompileError{File: file, Rule: r.name, Line: r.line, Column: r.col, Msg: "rule has no \"when:\" condition"})
		}
		if !r.seen["action"] {
			errs = append(errs, &CompileError{File: file, Rule: r.name, Line: r.line, Column: r.col, Msg: "rule has no \"action:\" (allow, ask or deny)"})
		}
	}
	return &f, errs
}

// parseNames reads the rule names of a lifts: value (separated by commas
// or spaces) starting at column col of line n.
func parseNames(v string, n, col int, errAt func(line, col int, format string, args ...any)) []nameSrc {
	var out []nameSrc
	i := 0
	for i < len(v) {
		for i < len(v) && (v[i] == ',' || v[i] == ' ' || v[i] == '\t') {
			i++
		}
		j := i
		for j < len(v) && v[j] != ',' && v[j] != ' ' && v[j] != '\t' {
			j++
		}
		if j > i {
			name := v[i:j]
			c := col + utf8.RuneCountInString(v[:i])
			if !ruleNameRE.MatchString(name) {
				errAt(n, c, "bad rule name %q", name)
			} else {
				out = append(out, nameSrc{name: name, line: n, col: c})
			}
		}
		i = j
	}
	if len(out) == 0 {
		errAt(n, col, "lifts: name the rules it lifts (such as ask-before-sending)")
	}
	return out
}
