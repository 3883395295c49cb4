package analyzer

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/toolsinshell/tis/internal/badsubst"
	"github.com/toolsinshell/tis/nesting"
	"mvdan.cc/sh/v3/syntax"
)

// Report is what the analyzer found in one script, in source order.
type Report struct {
	// Calls lists every `tools` command the script contains.
	Calls []Call `json:"calls"`
	// Opaque lists the constructs the analyzer cannot see through.
	Opaque []Opaque `json:"opaque"`
}

// Call is one `tools` command in the script.
type Call struct {
	// Line and Col give the position of the `tools` word (1-based).
	Line int `json:"line"`
	Col  int `json:"col"`
	// Args holds the words after `tools` after quote removal, but for an
	// output choice (--text, --json) before the tool's name. It is set
	// only when Literal is true.
	Args []string `json:"args,omitempty"`
	// Literal says the command name and every argument are literal, so
	// the call's arguments are known before the script runs.
	Literal bool `json:"literal"`
	// Raw is the call's source text (the command's words, without its
	// redirections).
	Raw string `json:"raw"`
	// ReadsStdin says the call may read its input from stdin under the
	// tools command's rule: an explicit "-" argument, or neither a JSON
	// argument nor a pair when stdin is given to the call itself (after a
	// |, or its own <, <<, <<< redirection; not the stdin it inherits
	// from an enclosing loop, function, group or the script). A call
	// whose arguments are built at run time is assumed to read stdin
	// unless its known words rule it out.
	ReadsStdin bool `json:"reads_stdin"`
	// StdinFrom says where that stdin comes from when ReadsStdin is true:
	// "pipe" (the pipeline stage before the call), "redirect" (<, <>,
	// <&), "heredoc", "herestring", "dash" (an explicit "-" reading the
	// stdin it inherits) or "implicit" (arguments built at run time,
	// which may hold a "-"). It is "" when ReadsStdin is false.
	StdinFrom string `json:"stdin_from,omitempty"`
	// Discovery says the call only lists or describes tools: no
	// arguments, a --help or -h argument, or "search" first.
	Discovery bool `json:"discovery,omitempty"`
	// Context says where the call stands.
	Context Context `json:"context"`
	// TopLevel says none of Context applies: the call runs once, in
	// order, whenever the script gets that far.
	TopLevel bool `json:"top_level"`
}

// Context describes where a call stands in the script.
type Context struct {
	// Function names the innermost function whose body holds the call.
	Function string `json:"function,omitempty"`
	// InSubstitution: inside $(...) or backticks.
	InSubstitution bool `json:"in_substitution,omitempty"`
	// InSubshell: inside ( ... ).
	InSubshell bool `json:"in_subshell,omitempty"`
	// InLoop: in the body or condition of a for, select, while or until
	// loop.
	InLoop bool `json:"in_loop,omitempty"`
	// InBranch: in one branch of if/elif/else or case, or on the right
	// side of && or ||: it may or may not run.
	InBranch bool `json:"in_branch,omitempty"`
	// InPipeline: one stage of a pipeline.
	InPipeline bool `json:"in_pipeline,omitempty"`
	// Background: in a statement run with & or in a coprocess.
	Background bool `json:"background,omitempty"`
	// InProcSubst: inside <(...) or >(...).
	InProcSubst bool `json:"in_proc_subst,omitempty"`
	// Trap names the signals of the trap whose (literal) body holds the
	// call, space separated, as written.
	Trap string `json:"trap,omitempty"`
}

// Opaque kinds: constructs that may run commands the analyzer cannot see.
const (
	KindEval      = "eval"                   // eval, mapfile -C
	KindSource    = "source"                 // source or .
	KindShell     = "shell -c"               // bash/sh/zsh/... -c, a script file or stdin
	KindDynamic   = "dynamic command"        // a command name built from an expansion
	KindXargs     = "xargs tools"            // xargs running tools or a non-literal command
	KindAlias     = "alias"                  // an alias definition
	KindFuncTools = "function named tools"   // a function that shadows the tools command
	KindPrefix    = "command/builtin prefix" // command, builtin or exec before tools
	KindTrap      = "trap"                   // a trap whose body is not literal or does not parse
	KindWrapped   = "wrapped command"        // env, nohup, timeout, find -exec ... running tools
	KindToolsPath = "path to tools"          // a command name such as ./tools or /bin/tools
	KindPromptExp = "prompt expansion"       // ${x@P}, which bash expands like a prompt
)

const (
	maxOpaqueText  = 200 // bytes of an Opaque's Text
	maxTrapNesting = 8   // trap bodies inside trap bodies, and wrappers inside wrappers
)

// Opaque is a construct the analyzer cannot see through. The runtime gate
// still checks whatever it runs; the analyzer only says it cannot.
type Opaque struct {
	// Line and Col give the construct's position (1-based).
	Line int `json:"line"`
	Col  int `json:"col"`
	// Kind is one of the Kind constants.
	Kind string `json:"kind"`
	// Text is the construct's source text, cut at 200 bytes.
	Text string `json:"text"`
}

// ParseError is a script that does not parse as bash.
type ParseError struct {
	// Name is the script's name as given to Analyze.
	Name string
	// Line and Col give the position of the error (1-based; 0 when the
	// parser gave none).
	Line, Col int
	// Message is the parser's message.
	Message string
}

// Error formats the error as name:line:col: message.
func (e *ParseError) Error() string {
	name := e.Name
	if name == "" {
		name = "script"
	}
	return fmt.Sprintf("%s:%d:%d: %s", name, e.Line, e.Col, e.Message)
}

// String formats a call on one line: position, the call, and what is known
// about it.
func (c Call) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d:%d: ", c.Line, c.Col)
	if c.Literal {
		b.WriteString("tools")
		for _, a := range c.Args {
			b.WriteByte(' ')
			b.WriteString(quote(a))
		}
	} else {
		b.WriteString(oneLine(c.Raw))
	}
	var notes []string
	if c.Literal {
		notes = append(notes, "literal")
	} else {
		notes = append(notes, "built at run time")
	}
	if c.Discovery {
		notes = append(notes, "discovery")
	}
	if c.ReadsStdin {
		notes = append(notes, "stdin: "+c.StdinFrom)
	}
	if c.TopLevel {
		notes = append(notes, "top level")
	}
	notes = append(notes, c.Context.notes()...)
	fmt.Fprintf(&b, " [%s]", strings.Join(notes, ", "))
	return b.String()
}

// String formats an opaque construct on one line.
func (o Opaque) String() string {
	return fmt.Sprintf("%d:%d: %s: %s", o.Line, o.Col, o.Kind, oneLine(o.Text))
}

func (x Context) notes() []string {
	var n []string
	if x.Function != "" {
		n = append(n, "in function "+x.Function)
	}
	if x.Trap != "" {
		n = append(n, "in trap "+x.Trap)
	}
	flags := []struct {
		on   bool
		name string
	}{
		{x.InSubstitution, "in substitution"},
		{x.InSubshell, "in subshell"},
		{x.InLoop, "in loop"},
		{x.InBranch, "in branch"},
		{x.InPipeline, "in pipeline"},
		{x.Background, "background"},
		{x.InProcSubst, "in process substitution"},
	}
	for _, f := range flags {
		if f.on {
			n = append(n, f.name)
		}
	}
	return n
}

func (x Context) isZero() bool { return x == Context{} }

// quote shell-quotes s when it needs it, for display.
func quote(s string) string {
	if s != "" && !strings.ContainsFunc(s, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("-_=./:,@%+", r))
	}) {
		return s
	}
	if q, err := syntax.Quote(s, syntax.LangBash); err == nil {
		return q
	}
	return fmt.Sprintf("%q", s)
}

func oneLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i] + " ..."
	}
	return s
}

// Analyze parses src as a bash script named name and reports its tools
// calls and the constructs it cannot see through. A script that does not
// parse is a *ParseError.
func Analyze(name, src string) (rep *Report, err error) {
	defer func() {
		// The parser and expander are not ours: whatever they do, a
		// script must never crash the caller.
		if r := recover(); r != nil {
			rep, err = nil, &ParseError{Name: name, Message: fmt.Sprintf("internal error analyzing the script: %v", r)}
		}
	}()
	// A script nested past the bound would overflow the parser's stack
	// (and the walk's): refuse it before either recurses.
	var tde *nesting.TooDeepError
	if err := nesting.Check(src, nesting.DefaultMax); errors.As(err, &tde) {
		return nil, &ParseError{Name: name, Line: tde.Line, Col: 1, Message: strings.TrimPrefix(tde.Error(), fmt.Sprintf("line %d: ", tde.Line))}
	}
	// Parsed as the runtime parses it: a malformed ${...} fails when it
	// runs (badsubst).
	f, err := badsubst.Parse(src, name)
	if err != nil {
		return nil, parseError(name, err)
	}
	a := &analyzer{src: src, rep: &Report{Calls: []Call{}, Opaque: []Opaque{}}}
	a.file(f, frame{})
	slices.SortStableFunc(a.rep.Calls, func(x, y Call) int {
		return cmp.Or(cmp.Compare(x.Line, y.Line), cmp.Compare(x.Col, y.Col))
	})
	slices.SortStableFunc(a.rep.Opaque, func(x, y Opaque) int {
		return cmp.Or(cmp.Compare(x.Line, y.Line), cmp.Compare(x.Col, y.Col))
	})
	return a.rep, nil
}

func parseError(name string, err error) error {
	var pe syntax.ParseError
	if errors.As(err, &pe) {
		return &ParseError{Name: name, Line: int(pe.Pos.Line()), Col: int(pe.Pos.Col()), Message: pe.Text}
	}
	var le syntax.LangError
	if errors.As(err, &le) {
		msg := le.Error()
		if i := strings.LastIndex(msg, ": "); i >= 0 && strings.Contains(msg[:i], ":") {
			msg = msg[i+2:]
		}
		return &ParseError{Name: name, Line: int(le.Pos.Line()), Col: int(le.Pos.Col()), Message: msg}
	}
	var qe syntax.QuoteError
	if errors.As(err, &qe) {
		return &ParseError{Name: name, Message: qe.Error()}
	}
	return &ParseError{Name: name, Message: err.Error()}
}

// frame places a (possibly nested) piece of source: a trap body is parsed
// on its own, and its positions are mapped back into the script.
type frame struct {
	src     string // the text the positions refer to
	line    int    // line of the body's first character in the script
	col     int    // column of the body's first character in the script
	trap    string // signals of the trap, "" at the top
	nesting int
}

// pos maps a position in the frame's text to the script.
func (fr frame) pos(p syntax.Pos) (int, int) {
	line, col := int(p.Line()), int(p.Col())
	if fr.line == 0 {
		return line, col
	}
	if line == 1 {
		return fr.line, fr.col + col - 1
	}
	return fr.line + line - 1, col
}

// text returns the frame's source between two positions.
func (fr frame) text(from, to syntax.Pos) string {
	i, j := int(from.Offset()), int(to.Offset())
	if !from.IsValid() || !to.IsValid() || i < 0 || j > len(fr.src) || i > j {
		return ""
	}
	return fr.src[i:j]
}

type analyzer struct {
	src string
	rep *Report
}

// file walks one parsed file, keeping the path from the root to each node.
func (a *analyzer) file(f *syntax.File, fr frame) {
	if fr.src == "" {
		fr.src = a.src
	}
	var stack []syntax.Node
	syntax.Walk(f, func(n syntax.Node) bool {
		if n == nil {
			if len(stack) > 0 {
				stack = stack[:len(stack)-1]
			}
			return true
		}
		stack = append(stack, n)
		switch n := n.(type) {
		case *syntax.CallExpr:
			a.callExpr(n, stack, fr)
		case *syntax.FuncDecl:
			if n.Name != nil && n.Name.Value == "tools" || slices.ContainsFunc(n.Names, func(l *syntax.Lit) bool { return l.Value == "tools" }) {
				a.opaque(fr, n.Pos(), KindFuncTools, fr.text(n.Pos(), n.End()))
			}
		case *syntax.ParamExp:
			if n.Exp != nil && n.Exp.Op == syntax.OtherParamOps && n.Exp.Word != nil && n.Exp.Word.Lit() == "P" {
				a.opaque(fr, n.Pos(), KindPromptExp, fr.text(n.Pos(), n.End()))
			}
		}
		return true
	})
}

func (a *analyzer) opaque(fr frame, p syntax.Pos, kind, text string) {
	line, col := fr.pos(p)
	if len(text) > maxOpaqueText {
		cut := maxOpaqueText
		for cut > 0 && text[cut]&0xC0 == 0x80 { // keep whole UTF-8 sequences
			cut--
		}
		text = text[:cut] + "..."
	}
	a.rep.Opaque = append(a.rep.Opaque, Opaque{Line: line, Col: col, Kind: kind, Text: text})
}

// callExpr looks at one simple command; stack ends with it.
func (a *analyzer) callExpr(c *syntax.CallExpr, stack []syntax.Node, fr frame) {
	if len(c.Args) == 0 {
		return
	}
	name, lit := literalWord(c.Args[0])
	switch {
	case lit && name == "tools":
		a.call(c, stack, fr)
		return
	case lit && name == "trap":
		a.trap(c, fr)
		return
	}
	if kind := classify(c.Args, 0); kind != "" && kind != kindTools {
		a.opaque(fr, c.Pos(), kind, fr.text(c.Pos(), c.End()))
	}
}

// call records one tools call.
func (a *analyzer) call(c *syntax.CallExpr, stack []syntax.Node, fr frame) {
	line, col := fr.pos(c.Args[0].Pos())
	call := Call{Line: line, Col: col, Raw: fr.text(c.Pos(), c.End())}
	words := c.Args[1:]
	// tools --text|--json <tool> ...: the output choice before the
	// tool's name is not part of the call's words.
	for len(words) > 0 {
		if s, ok := literalWord(words[0]); !ok || s != "--text" && s != "--json" {
			break
		}
		words = words[1:]
	}
	call.Literal = true
	args := make([]string, 0, len(words))
	classes := make([]argClass, len(words))
	for i, w := range words {
		if s, ok := literalWord(w); ok {
			if call.Literal {
				args = append(args, s) // the leading literal words
			}
			classes[i] = classifyText(s, true)
		} else {
			call.Literal = false
			classes[i] = classifyPrefix(w)
		}
	}
	if call.Literal {
		call.Args = args
	}
	call.Discovery = discovery(classes, args)
	var dash, json, pair, unknown bool
	for _, cl := range classes {
		switch cl {
		case argDash:
			dash = true
		case argJSON:
			json = true
		case argPair, argHelp: // --help after the names is a pair (help=true)
			pair = true
		case argUnknown:
			unknown = true
		}
	}
	call.Context, call.StdinFrom = placeOf(stack, fr)
	// The tools command reads stdin for "-", or with neither a JSON
	// argument nor a pair when stdin is given to the call itself.
	call.ReadsStdin = !call.Discovery && (dash || unknown || call.StdinFrom != "" && !json && !pair)
	if !call.ReadsStdin {
		call.StdinFrom = ""
	} else if call.StdinFrom == "" {
		call.StdinFrom = "implicit"
		if dash {
			call.StdinFrom = "dash"
		}
	}
	call.TopLevel = call.Context.isZero()
	a.rep.Calls = append(a.rep.Calls, call)
}

// discovery reports whether a call only lists or describes tools, by the
// tools command's dispatch: no arguments, "help" alone, "search" first, or
// --help or -h right after at most two names (tools --help, tools
// <server> --help, tools <tool> --help, tools <server> <tool> --help).
// args holds the leading literal words (all of them for a literal call).
func discovery(classes []argClass, args []string) bool {
	switch {
	case len(classes) == 0:
		return true
	case len(args) == 0:
		return false
	case args[0] == "search", len(classes) == 1 && args[0] == "help":
		return true
	}
	for i := 0; i < len(classes) && i < len(args) && i <= 2; i++ {
		switch classes[i] {
		case argHelp:
			return true
		case argName:
			continue
		}
		return false
	}
	return false
}

// placeOf works out where the node at the end of stack stands, and where
// its stdin comes from when it is its own ("" when it inherits it: from
// an enclosing loop, function, group or the script).
func placeOf(stack []syntax.Node, fr frame) (Context, string) {
	x := Context{Trap: fr.trap}
	stdin := ""
	stmtSeen, own := false, false
	for i := len(stack) - 2; i >= 0; i-- {
		child := stack[i+1]
		switch n := stack[i].(type) {
		case *syntax.FuncDecl:
			if x.Function == "" && n.Name != nil {
				x.Function = n.Name.Value
			}
		case *syntax.CmdSubst:
			x.InSubstitution = true
		case *syntax.ProcSubst:
			x.InProcSubst = true
		case *syntax.Subshell:
			x.InSubshell = true
		case *syntax.WhileClause:
			x.InLoop = true
		case *syntax.ForClause:
			if cl, ok := n.Loop.(*syntax.CStyleLoop); ok && child == n.Loop {
				// Init runs once; Cond and Post run on every round.
				if i+2 < len(stack) && cl.Init != nil && stack[i+2] == syntax.Node(cl.Init) {
					break
				}
				x.InLoop = true
			} else if child != n.Loop {
				x.InLoop = true
			}
		case *syntax.IfClause:
			// Cond comes before "then"; an else clause has no "then" and
			// only a body. (Comparing positions keeps this linear.)
			if child == syntax.Node(n.Else) || !n.ThenPos.IsValid() || child.Pos().After(n.ThenPos) {
				x.InBranch = true
			}
		case *syntax.CaseClause:
			if _, ok := child.(*syntax.CaseItem); ok {
				x.InBranch = true
			}
		case *syntax.BinaryCmd:
			switch n.Op {
			case syntax.AndStmt, syntax.OrStmt:
				if child == syntax.Node(n.Y) {
					x.InBranch = true
				}
			case syntax.Pipe, syntax.PipeAll:
				x.InPipeline = true
				if own && child == syntax.Node(n.Y) {
					stdin = "pipe"
				}
			}
		case *syntax.CoprocClause:
			x.Background = true
		case *syntax.Stmt:
			if n.Background {
				x.Background = true
			}
			if !stmtSeen {
				// The call's own statement: its redirection, or the |
				// right above it, gives it stdin; an enclosing one's
				// is inherited, and not the call's.
				stmtSeen, stdin = true, stdinRedirect(n.Redirs)
				own = stdin == "" && i > 0
				continue
			}
		}
		own = false
	}
	return x, stdin
}

// stdinRedirect returns the kind of the last redirection of fd 0 among
// redirs, or "".
func stdinRedirect(redirs []*syntax.Redirect) string {
	from := ""
	for _, r := range redirs {
		if r.N != nil && r.N.Value != "0" {
			continue
		}
		switch r.Op {
		case syntax.RdrIn, syntax.RdrInOut, syntax.DplIn:
			from = "redirect"
		case syntax.Hdoc, syntax.DashHdoc:
			from = "heredoc"
		case syntax.WordHdoc:
			from = "herestring"
		}
	}
	return from
}

// trap handles the trap builtin: a literal body is parsed and analyzed
// (its calls carry Context.Trap); any other body is opaque.
func (a *analyzer) trap(c *syntax.CallExpr, fr frame) {
	args := c.Args[1:]
	if len(args) > 0 {
		if s, ok := literalWord(args[0]); ok {
			switch {
			case s == "--":
				args = args[1:]
			case strings.HasPrefix(s, "-") && s != "-":
				return // -l, -p or an unknown option: prints, sets nothing
			}
		}
	}
	if len(args) < 2 {
		return // resets or prints; no body
	}
	body, ok := literalWord(args[0])
	if !ok {
		a.opaque(fr, c.Pos(), KindTrap, fr.text(c.Pos(), c.End()))
		return
	}
	if body == "" || body == "-" {
		return
	}
	var sigs []string
	for _, w := range args[1:] {
		s, ok := literalWord(w)
		if !ok {
			s = fr.text(w.Pos(), w.End())
		}
		sigs = append(sigs, s)
	}
	if fr.nesting >= maxTrapNesting {
		a.opaque(fr, c.Pos(), KindTrap, fr.text(c.Pos(), c.End()))
		return
	}
	f, err := syntax.NewParser(syntax.Variant(syntax.LangBash)).Parse(strings.NewReader(body), "trap")
	if err != nil {
		a.opaque(fr, c.Pos(), KindTrap, fr.text(c.Pos(), c.End()))
		return
	}
	line, col := fr.pos(args[0].Pos())
	col += quoteWidth(args[0])
	inner := frame{src: body, line: line, col: col, trap: strings.Join(sigs, " "), nesting: fr.nesting + 1}
	a.file(f, inner)
}

// quoteWidth is the width of the opening quote of w's first part, so trap
// body positions point past it. Escapes inside quotes are not accounted
// for: positions past one on the same line may be off by a few columns.
func quoteWidth(w *syntax.Word) int {
	switch p := w.Parts[0].(type) {
	case *syntax.SglQuoted:
		if p.Dollar {
			return 2
		}
		return 1
	case *syntax.DblQuoted:
		if p.Dollar {
			return 2
		}
		return 1
	}
	return 0
}
