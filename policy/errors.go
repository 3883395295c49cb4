package policy

import (
	"fmt"
	"strings"
)

// CompileError is a rule that does not compile, or a rule file that does
// not parse. Line and Column are 1-based positions in the file (Column
// counts characters); Rule is "" for an error outside a rule.
type CompileError struct {
	File   string
	Rule   string
	Line   int
	Column int
	Msg    string
}

// Error returns "file:line:col: rule NAME: message".
func (e *CompileError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s:%d:%d: ", e.File, e.Line, e.Column)
	if e.Rule != "" {
		fmt.Fprintf(&b, "rule %s: ", e.Rule)
	}
	b.WriteString(e.Msg)
	return b.String()
}

// CompileErrors is every error found while compiling rule files, in file
// and line order. It is what [NewEngine], [Compile] and [LoadFiles]
// return when a rule does not compile.
type CompileErrors []*CompileError

// Error lists the errors, one a line.
func (es CompileErrors) Error() string {
	s := make([]string, len(es))
	for i, e := range es {
		s[i] = e.Error()
	}
	return strings.Join(s, "\n")
}

// Unwrap returns the errors, for errors.As.
func (es CompileErrors) Unwrap() []error {
	out := make([]error, len(es))
	for i, e := range es {
		out[i] = e
	}
	return out
}
