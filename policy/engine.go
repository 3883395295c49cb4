package policy

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"sort"
	"strings"
	"sync"

	"cel.dev/cel-go/cel"
	"cel.dev/cel-go/common"
	celast "cel.dev/cel-go/common/ast"
	"cel.dev/cel-go/common/types"
	"cel.dev/cel-go/ext"
	"cel.dev/cel-go/interpreter"

	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/rules"
)

// CostLimit bounds the work of one rule's evaluation (CEL's cost units,
// about one per operation and per element a comprehension visits). A
// rule that goes over fails to evaluate, which counts as deny.
const CostLimit = 100_000

// The sources of a verdict.
const (
	SourceRule       = "rule"
	SourceAnnotation = "annotation"
	SourceDefault    = "default"
)

// Call is what policy judges: one tools call.
type Call struct {
	// Server is the server's name ("github"); "" for a top-level tool.
	Server string
	// Tool is the tool's name as its source knows it ("delete_branch").
	Tool string
	// Canonical is the catalog's canonical name (mcp_github__delete_branch).
	Canonical string
	// Command is how a script writes the call ("tools github delete-branch").
	Command string
	// Input is the call's input object, as decoded from JSON.
	Input map[string]any
	// Def is the tool's definition; nil when unknown (no annotations, no
	// schema).
	Def *catalog.Tool
	// Session identifies the session.
	Session string
	// BeforeStart: the call was seen by the pre-flight analyzer with a
	// literal input, before the script started.
	BeforeStart bool
}

// ReadOnly reports whether the tool says it is read-only and does not
// also say it is destructive.
func (c *Call) ReadOnly() bool {
	return c.Def != nil && c.Def.Annotations.IsReadOnly() && !c.Def.Annotations.IsDestructive()
}

// Options are the settings of one decision. The zero value is ready.
type Options struct {
	// Default is the action for a tool that no rule matches and whose
	// annotations say nothing that decides; zero means Ask.
	Default Action
	// InferReadOnly reads the name of a tool that has no annotations at
	// all: a leading read verb (see ReadVerb) makes it read-only, reported
	// as inferred from the name. Everything else still asks.
	InferReadOnly bool
}

// SourceInferred is the Source of a verdict read from the tool's name.
const SourceInferred = "inferred"

// Verdict is policy's decision on a call.
type Verdict struct {
	// Action is allow, ask or deny.
	Action Action
	// Rule names the deciding rule; "" unless Source is "rule".
	Rule string
	// Message says why, for the person asked or the script refused.
	Message string
	// Source is SourceRule, SourceAnnotation or SourceDefault.
	Source string
	// ReadOnly: the tool says it is read-only (and not destructive),
	// whichever step decided; the report counts such calls instead of
	// listing them.
	ReadOnly bool
	// Lifted names the ask rules that matched the call but did not count,
	// because the deciding allow rule lifts them (its "lifts:" line).
	Lifted []string
}

// RuleInfo describes one compiled rule.
type RuleInfo struct {
	Name    string
	File    string
	Line    int
	Action  Action
	Message string
	// Lifts names the ask rules (of earlier files) this allow rule lifts
	// for the calls it matches.
	Lifts []string
}

// rule is one compiled rule.
type rule struct {
	RuleInfo
	prg cel.Program
}

// Engine holds compiled rules. It is immutable and safe for concurrent
// use; a nil *Engine has no rules.
type Engine struct {
	rules      []*rule
	needSchema bool
	// defaults marks an engine of the default rule set alone: its rules
	// are the process's compiled default set (defaultSet), compiled when
	// a call is first judged, not when the engine is made (a script
	// without calls never needs them).
	defaults bool
}

// defaultSet is the default rule set compiled once per process, when
// first needed. Compiled rules are immutable, so every engine shares
// them: an engine of the defaults alone uses it as it is, one with more
// files starts from its rules.
var defaultSet = sync.OnceValues(func() (*Engine, error) { return compileFiles(rules.Default()...) })

// celEnv is the CEL environment rules compile in, built once per process
// (a cel.Env is safe for concurrent use).
var celEnv = sync.OnceValues(newEnv)

// loaded returns the engine whose rules are in force: e itself, or the
// process's default set for an engine of the defaults alone.
func (e *Engine) loaded() (*Engine, error) {
	if e == nil || !e.defaults {
		return e, nil
	}
	return defaultSet()
}

// fields are the fields of the three variables; a rule reading another
// one does not compile (a typo would otherwise be an evaluation error on
// every call, that is a deny).
var fields = map[string][]string{
	"call":    {"server", "tool", "canonical", "command", "input"},
	"tool":    {"name", "title", "description", "annotations", "schema"},
	"context": {"session", "before_start", "read_only"},
}

// annotationFields are the keys tool.annotations may hold.
var annotationFields = []string{"readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"}

// newEnv returns the CEL environment rules compile in.
func newEnv() (*cel.Env, error) {
	m := cel.MapType(cel.StringType, cel.DynType)
	return cel.NewEnv(
		cel.Variable("call", m),
		cel.Variable("tool", m),
		cel.Variable("context", m),
		cel.OptionalTypes(),
		ext.Strings(),
		cel.ParserExpressionSizeLimit(64<<10),
	)
}

// Compile compiles one rule file; name labels it in errors.
func Compile(src []byte, name string) (*Engine, error) {
	return NewEngine(rules.File{Name: name, Data: src})
}

// Default returns an engine with the default rule set of package rules.
func Default() (*Engine, error) { return NewEngine(rules.Default()...) }

// ReadFiles reads rule files from disk, for NewEngine (after
// rules.Default(), to keep the defaults).
func ReadFiles(paths ...string) ([]rules.File, error) {
	out := make([]rules.File, 0, len(paths))
	for _, p := range paths {
		st, err := os.Stat(p)
		if err != nil {
			return nil, fmt.Errorf("reading rule file: %w", err)
		}
		if st.Size() > maxFileSize {
			return nil, fmt.Errorf("reading rule file %s: larger than %d bytes", p, maxFileSize)
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return nil, fmt.Errorf("reading rule file: %w", err)
		}
		out = append(out, rules.File{Name: p, Data: data})
	}
	return out, nil
}

// LoadFiles reads and compiles rule files, in order. It does not add the
// default set: use NewEngine(append(rules.Default(), files...)...) with
// ReadFiles for that.
func LoadFiles(paths ...string) (*Engine, error) {
	files, err := ReadFiles(paths...)
	if err != nil {
		return nil, err
	}
	return NewEngine(files...)
}

// NewEngine compiles rule files, in order: the order of the rules is the
// order of the files, then of the rules in each. A "disable: NAME" line
// removes a rule of an earlier file (a default rule an admin does not
// want). Rule names are unique across the files. Every error is
// reported, as CompileErrors.
//
// The default set (rules.Default(), first) is compiled once per process:
// an engine of it alone compiles it when a call is first judged, one with
// more files starts from its compiled rules.
func NewEngine(files ...rules.File) (*Engine, error) {
	defaults := rules.Default()
	if !isPrefix(defaults, files) {
		return compileFiles(files...)
	}
	if len(files) == len(defaults) {
		return &Engine{defaults: true}, nil
	}
	d, err := defaultSet()
	if err != nil {
		return nil, err
	}
	return compileOnto(d, files[len(defaults):]...)
}

// isPrefix reports whether files begins with the files of prefix (same
// names, same text).
func isPrefix(prefix, files []rules.File) bool {
	if len(prefix) == 0 || len(files) < len(prefix) {
		return false
	}
	for i, f := range prefix {
		if files[i].Name != f.Name || !bytes.Equal(files[i].Data, f.Data) {
			return false
		}
	}
	return true
}

// compileFiles compiles rule files, in order, into a new engine.
func compileFiles(files ...rules.File) (*Engine, error) {
	return compileOnto(nil, files...)
}

// compileOnto compiles rule files, in order, after the rules of base (nil:
// none), into a new engine; base is not changed.
func compileOnto(base *Engine, files ...rules.File) (*Engine, error) {
	env, err := celEnv()
	if err != nil {
		return nil, fmt.Errorf("policy: building the CEL environment: %w", err)
	}
	var (
		errs   CompileErrors
		out    []*rule
		byName = map[string]*rule{}
		e      = &Engine{}
	)
	if base != nil {
		out = slices.Clone(base.rules)
		for _, r := range out {
			byName[r.Name] = r
		}
		e.needSchema = base.needSchema
	}
	for _, f := range files {
		errs = append(errs, e.compileFile(env, f, byName, &out)...)
	}
	if len(errs) > 0 {
		return nil, errs
	}
	e.rules = out
	return e, nil
}

// compileFile parses and compiles the rules of one file into out, and
// applies its disable lines to the rules of earlier files. It returns the
// file's errors sorted by position.
func (e *Engine) compileFile(env *cel.Env, f rules.File, byName map[string]*rule, out *[]*rule) CompileErrors {
	fs, errs := parseFile(f.Name, f.Data)
	if fs != nil {
		for _, d := range fs.disables {
			r, ok := byName[d.name]
			if !ok || r.File == f.Name {
				errs = append(errs, &CompileError{File: f.Name, Line: d.line, Column: d.col, Msg: fmt.Sprintf("disable: no rule %q in an earlier file", d.name)})
				continue
			}
			delete(byName, d.name)
			for i, x := range *out {
				if x == r {
					*out = append((*out)[:i], (*out)[i+1:]...)
					break
				}
			}
		}
		for _, rs := range fs.rules {
			if !rs.seen["when"] || !rs.seen["action"] || !ruleNameRE.MatchString(rs.name) {
				continue // reported by parseFile
			}
			errAt := func(line, col int, format string, args ...any) {
				errs = append(errs, &CompileError{File: f.Name, Rule: rs.name, Line: line, Column: col, Msg: fmt.Sprintf(format, args...)})
			}
			if prev, ok := byName[rs.name]; ok {
				errAt(rs.line, rs.col, "name already used at %s:%d", prev.File, prev.Line)
				continue
			}
			act, err := ParseAction(rs.action)
			if err != nil {
				errAt(rs.actionLine, rs.actionCol, "%v", err)
				continue
			}
			r, schema, cerrs := compileRule(env, f.Name, rs)
			if len(cerrs) > 0 {
				errs = append(errs, cerrs...)
				continue
			}
			r.Action = act
			r.Message = rs.message
			if len(rs.lifts) > 0 && act != Allow {
				errAt(rs.lifts[0].line, rs.lifts[0].col, "lifts: only an allow rule lifts other rules (this one is %s)", act)
				continue
			}
			liftErr := false
			for _, l := range rs.lifts {
				target, ok := byName[l.name]
				switch {
				case !ok || target.File == f.Name:
					errAt(l.line, l.col, "lifts: no rule %q in an earlier file", l.name)
				case target.Action != Ask:
					errAt(l.line, l.col, "lifts: rule %q is a %s rule; only ask rules can be lifted (a deny is a hard line: disable it to drop it)", l.name, target.Action)
				default:
					if !slices.Contains(r.Lifts, l.name) {
						r.Lifts = append(r.Lifts, l.name)
					}
					continue
				}
				liftErr = true
			}
			if liftErr {
				continue
			}
			if r.Message == "" {
				r.Message = "matched rule " + rs.name
			}
			e.needSchema = e.needSchema || schema
			byName[rs.name] = r
			*out = append(*out, r)
		}
	}
	sort.SliceStable(errs, func(i, j int) bool {
		if errs[i].Line != errs[j].Line {
			return errs[i].Line < errs[j].Line
		}
		return errs[i].Column < errs[j].Column
	})
	return errs
}

// compileRule compiles a rule's condition. It reports whether the rule
// reads tool.schema.
func compileRule(env *cel.Env, file string, rs *ruleSrc) (*rule, bool, CompileErrors) {
	src := strings.Join(rs.when, "\n")
	// pos maps a CEL location to the file: the first line of src is padded
	// to the value's column and the others are the file's lines as they
	// are, so only the line needs an offset.
	pos := func(loc common.Location) (int, int) {
		if loc == nil || loc.Line() < 1 {
			return rs.whenLine, rs.whenCol
		}
		return rs.whenLine + loc.Line() - 1, loc.Column() + 1
	}
	var errs CompileErrors
	errAt := func(line, col int, msg string) {
		errs = append(errs, &CompileError{File: file, Rule: rs.name, Line: line, Column: col, Msg: msg})
	}
	if strings.TrimSpace(src) == "" {
		errAt(rs.whenLine, rs.whenCol, "empty condition")
		return nil, false, errs
	}
	ast, iss := env.Compile(src)
	if iss != nil && iss.Err() != nil {
		for _, ce := range iss.Errors() {
			l, c := pos(ce.Location)
			errAt(l, c, ce.Message)
		}
		return nil, false, errs
	}
	if t := ast.OutputType(); !t.IsExactType(types.BoolType) && !t.IsExactType(types.DynType) {
		errAt(rs.whenLine, rs.whenCol, fmt.Sprintf("condition is of type %s, want bool", t))
		return nil, false, errs
	}
	native := ast.NativeRep()
	info := native.SourceInfo()
	schema := false
	celast.PreOrderVisit(native.Expr(), celast.NewExprVisitor(func(x celast.Expr) {
		if x.Kind() != celast.SelectKind {
			return
		}
		s := x.AsSelect()
		op := s.Operand()
		var want []string
		var what string
		switch {
		case op.Kind() == celast.IdentKind:
			what = op.AsIdent()
			want = fields[what]
			if what == "tool" && s.FieldName() == "schema" {
				schema = true
			}
		case op.Kind() == celast.SelectKind && op.AsSelect().FieldName() == "annotations" &&
			op.AsSelect().Operand().Kind() == celast.IdentKind && op.AsSelect().Operand().AsIdent() == "tool":
			what, want = "tool.annotations", annotationFields
		}
		if want == nil {
			return
		}
		for _, w := range want {
			if w == s.FieldName() {
				return
			}
		}
		l, c := pos(info.GetStartLocation(x.ID()))
		errAt(l, c, fmt.Sprintf("%s has no field %q (fields: %s)", what, s.FieldName(), strings.Join(want, ", ")))
	}))
	if len(errs) > 0 {
		return nil, false, errs
	}
	prg, err := env.Program(ast,
		cel.CostLimit(CostLimit),
		cel.EvalOptions(cel.OptOptimize),
		cel.OptimizeRegex(interpreter.MatchesRegexOptimization),
	)
	if err != nil {
		errAt(rs.whenLine, rs.whenCol, err.Error())
		return nil, false, errs
	}
	return &rule{RuleInfo: RuleInfo{Name: rs.name, File: file, Line: rs.line}, prg: prg}, schema, nil
}

// Rules describes the engine's rules, in order.
func (e *Engine) Rules() []RuleInfo {
	e, err := e.loaded()
	if e == nil || err != nil {
		return nil
	}
	out := make([]RuleInfo, len(e.rules))
	for i, r := range e.rules {
		out[i] = r.RuleInfo
		out[i].Lifts = slices.Clone(r.Lifts)
	}
	return out
}

// activation builds the variables of a call.
func (e *Engine) activation(c *Call) map[string]any {
	input := c.Input
	if input == nil {
		input = map[string]any{}
	}
	tool := map[string]any{"name": c.Tool, "title": "", "description": "", "annotations": map[string]any{}, "schema": map[string]any{}}
	if d := c.Def; d != nil {
		tool["title"] = d.Title
		tool["description"] = d.Description
		ann := map[string]any{}
		a := d.Annotations
		for k, v := range map[string]*bool{"readOnlyHint": a.ReadOnly, "destructiveHint": a.Destructive, "idempotentHint": a.Idempotent, "openWorldHint": a.OpenWorld} {
			if v != nil {
				ann[k] = *v
			}
		}
		tool["annotations"] = ann
		if e.needSchema && len(d.InputSchema) > 0 {
			var s map[string]any
			if json.Unmarshal(d.InputSchema, &s) == nil && s != nil {
				tool["schema"] = s
			}
		}
		if a.Title != "" && d.Title == "" {
			tool["title"] = a.Title
		}
	}
	return map[string]any{
		"call": map[string]any{
			"server": c.Server, "tool": c.Tool, "canonical": c.Canonical,
			"command": c.Command, "input": input,
		},
		"tool":    tool,
		"context": map[string]any{"session": c.Session, "before_start": c.BeforeStart, "read_only": c.ReadOnly()},
	}
}

// Decide judges a call (SPEC section 7): the rules first, and when
// several match the strictest wins (deny over ask over allow; between
// equals the first in order); a rule that fails to evaluate, or yields
// something other than a bool, counts as a matching deny. With no rule
// matching, the tool's annotations: destructiveHint true asks,
// readOnlyHint true allows (a read-only call), destructiveHint false on a
// tool that is not read-only allows (MCP: additive only). Otherwise
// opts.Default (Ask when zero).
func (e *Engine) Decide(c Call, opts Options) Verdict {
	ro := c.ReadOnly()
	if v, ok := e.match(&c); ok {
		v.ReadOnly = ro
		return v
	}
	if c.Def != nil {
		a := c.Def.Annotations
		switch {
		case a.IsDestructive():
			return Verdict{Action: Ask, Source: SourceAnnotation, Message: "the tool says it is destructive (destructiveHint)"}
		case a.IsReadOnly():
			return Verdict{Action: Allow, Source: SourceAnnotation, Message: "the tool says it is read-only (readOnlyHint)", ReadOnly: true}
		case a.Destructive != nil:
			return Verdict{Action: Allow, Source: SourceAnnotation, Message: "the tool says it is not destructive (destructiveHint: false)"}
		}
	}
	if opts.InferReadOnly && c.Def != nil && c.Def.Annotations == (catalog.Annotations{Title: c.Def.Annotations.Title}) {
		if verb, ok := ReadVerb(c.Tool); ok {
			return Verdict{Action: Allow, Source: SourceInferred, ReadOnly: true,
				Message: fmt.Sprintf("inferred from the name: %q reads (the tool has no annotations)", verb)}
		}
	}
	d := opts.Default
	if d < Allow || d > Deny {
		d = Ask
	}
	return Verdict{Action: d, Source: SourceDefault, Message: "the tool says nothing about its effects; default: " + d.String()}
}

// match evaluates the rules; ok is false when none matched. The ask
// rules a matching allow rule lifts do not count.
func (e *Engine) match(c *Call) (Verdict, bool) {
	e, err := e.loaded()
	if err != nil {
		return Verdict{Action: Deny, Source: SourceRule, Message: "policy: the default rules do not compile: " + err.Error()}, true
	}
	if e == nil || len(e.rules) == 0 {
		return Verdict{}, false
	}
	act, err := interpreter.NewActivation(e.activation(c))
	if err != nil {
		return Verdict{Action: Deny, Source: SourceRule, Message: "policy: cannot build the rule variables: " + err.Error()}, true
	}
	type hit struct {
		r *rule
		v Verdict
	}
	var hits []hit
	lifted := map[string]bool{}
	for _, r := range e.rules {
		v := Verdict{Action: r.Action, Rule: r.Name, Message: r.Message, Source: SourceRule}
		out, _, err := r.prg.Eval(act)
		switch {
		case err != nil:
			v.Action = Deny
			v.Message = fmt.Sprintf("rule %s (%s:%d) could not be evaluated, so it counts as deny: %v", r.Name, r.File, r.Line, err)
		case out.Type() != types.BoolType:
			v.Action = Deny
			v.Message = fmt.Sprintf("rule %s (%s:%d) gave %s, not a bool, so it counts as deny", r.Name, r.File, r.Line, out.Type().TypeName())
		case out != types.True:
			continue
		}
		if v.Action == Deny {
			return v, true // nothing is stricter, nothing lifts it: the first deny wins
		}
		hits = append(hits, hit{r, v})
		if v.Action == Allow {
			for _, n := range r.Lifts {
				lifted[n] = true
			}
		}
	}
	var best Verdict
	var dropped []string
	for _, h := range hits {
		if h.v.Action == Ask && lifted[h.r.Name] {
			dropped = append(dropped, h.r.Name)
			continue
		}
		if h.v.Action > best.Action {
			best = h.v
		}
	}
	if best.Action == Allow && len(dropped) > 0 {
		// The deciding rule is the first allow rule that lifted one.
		for _, h := range hits {
			if h.v.Action == Allow && slices.ContainsFunc(h.r.Lifts, func(n string) bool { return slices.Contains(dropped, n) }) {
				best = h.v
				break
			}
		}
		best.Lifted = dropped
		best.Message += fmt.Sprintf(" (it lifts %s for this call)", strings.Join(dropped, ", "))
	}
	return best, best.Action != 0
}
