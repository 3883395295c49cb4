package interp_test

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/toolsinshell/tis/internal/mvdansh/expand"
	"github.com/toolsinshell/tis/internal/mvdansh/interp"
	"mvdan.cc/sh/v3/syntax"
)

// The upstream table: the fork runs the interpreter tests of the version
// it was forked from (runTests, runTestsUnix and runTests64bit of
// mvdan.cc/sh/v3's interp/interp_test.go, read from the module cache, where
// the go.mod's version of the module already is), so a change in the fork
// cannot silently change what upstream checked against bash. The cases
// that do not hold are listed in testdata/upstream-differs.txt, each with
// its reason; a listed case that starts to hold fails too, so the list
// stays exact. UPDATE=1 rewrites the list (keeping the reasons of the
// entries that stay).

const differsFile = "testdata/upstream-differs.txt"

// notRun matches the cases the table leaves out: they run host programs
// (the test binary as a helper, env, process substitutions through named
// pipes) or depend on time, on processes or on the host.
var notRun = regexp.MustCompile(`GOSH_PROG|ENV_PROG|PATH_PROG|>\(|<\(|\bsleep\b|\bwait\b|\bkill\b|&\s*($|[;)}\n])|&\s+[a-z]|\$\$|BASHPID|RANDOM|SECONDS|EPOCH|\bulimit\b|\bumask\b|/dev/|/proc|\bread -t|\btimes\b|\bexec\b|\$PPID|\bUID\b|\bEUID\b|\bHOSTNAME\b`)

type upstreamCase struct {
	in, want string
}

// upstreamCases parses the tables out of upstream's interp_test.go.
func upstreamCases(t *testing.T) []upstreamCase {
	t.Helper()
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "mvdan.cc/sh/v3").Output()
	if err != nil {
		t.Fatalf("finding mvdan.cc/sh/v3 in the module cache: %v", err)
	}
	path := filepath.Join(strings.TrimSpace(string(out)), "interp", "interp_test.go")
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, nil, 0)
	if err != nil {
		t.Fatalf("reading upstream's tests: %v", err)
	}
	var cases []upstreamCase
	for _, decl := range f.Decls {
		gd, ok := decl.(*ast.GenDecl)
		if !ok || gd.Tok != token.VAR {
			continue
		}
		for _, spec := range gd.Specs {
			vs := spec.(*ast.ValueSpec)
			if len(vs.Names) != 1 || len(vs.Values) != 1 {
				continue
			}
			switch vs.Names[0].Name {
			case "runTests", "runTestsUnix", "runTests64bit":
			default:
				continue
			}
			lit, ok := vs.Values[0].(*ast.CompositeLit)
			if !ok {
				t.Fatalf("%s: not a composite literal", vs.Names[0].Name)
			}
			for _, elt := range lit.Elts {
				pair, ok := elt.(*ast.CompositeLit)
				if !ok || len(pair.Elts) != 2 {
					t.Fatalf("%s: an element that is not {in, want}", fset.Position(elt.Pos()))
				}
				in, err1 := stringValue(pair.Elts[0])
				want, err2 := stringValue(pair.Elts[1])
				if err1 != nil || err2 != nil {
					continue // built from the test's own constants (a host program's path)
				}
				cases = append(cases, upstreamCase{in, want})
			}
		}
	}
	if len(cases) < 1000 {
		t.Fatalf("found only %d cases in %s: has upstream's layout changed?", len(cases), path)
	}
	return cases
}

// stringValue evaluates a string literal or a concatenation of them.
func stringValue(e ast.Expr) (string, error) {
	switch e := e.(type) {
	case *ast.BasicLit:
		if e.Kind != token.STRING {
			return "", fmt.Errorf("not a string: %s", e.Value)
		}
		return strconv.Unquote(e.Value)
	case *ast.BinaryExpr:
		if e.Op != token.ADD {
			break
		}
		x, err := stringValue(e.X)
		if err != nil {
			return "", err
		}
		y, err := stringValue(e.Y)
		return x + y, err
	case *ast.ParenExpr:
		return stringValue(e.X)
	}
	return "", fmt.Errorf("not a string expression: %T", e)
}

// runUpstream runs one case as upstream's TestRunnerRun does, with no host
// program (a command that is not a builtin is not found) and upstream's
// environment.
func runUpstream(t *testing.T, c upstreamCase) (got, want string) {
	file, err := syntax.NewParser().Parse(strings.NewReader(c.in), "")
	dir := t.TempDir()
	want = strings.ReplaceAll(c.want, "ABS_PATH_A", fmt.Sprintf("%q", filepath.Join(dir, "a")))
	if i := strings.Index(want, " #"); i >= 0 {
		want = want[:i]
	}
	if err != nil {
		return "parse error: " + err.Error(), want
	}
	var buf syncBuffer
	r, err := interp.New(
		interp.Dir(dir),
		interp.StdIO(nil, &buf, &buf),
		interp.Env(expand.ListEnviron(
			"HOME="+dir, "PATH=/nonexistent",
			"INTERP_GLOBAL=value",
			"MULTILINE_INTERP_GLOBAL=\nwith\nnewlines\n\n",
			"MIXEDCASE_INTERP_GLOBAL=value",
		)),
		interp.ExecHandlers(func(interp.ExecHandlerFunc) interp.ExecHandlerFunc {
			return func(ctx context.Context, args []string) error {
				fmt.Fprintf(interp.HandlerCtx(ctx).Stderr, "%s: command not found\n", args[0])
				return interp.ExitStatus(127)
			}
		}),
	)
	if err != nil {
		return "new: " + err.Error(), want
	}
	ctx, cancel := context.WithTimeout(t.Context(), 20*time.Second)
	defer cancel()
	if err := r.Run(ctx, file); err != nil {
		buf.WriteString(err.Error())
	}
	return buf.String(), want
}

type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) WriteString(s string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.buf.WriteString(s)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// readDiffers reads the list: one case per line, its reason, a tab and the
// Go-quoted input.
func readDiffers(t *testing.T) map[string]string {
	t.Helper()
	f, err := os.Open(differsFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	differs := map[string]string{}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		reason, quoted, ok := strings.Cut(line, "\t")
		in, err := strconv.Unquote(quoted)
		if !ok || err != nil {
			t.Fatalf("%s:%d: want a reason, a tab and a Go-quoted input", differsFile, n)
		}
		differs[in] = reason
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return differs
}

func TestUpstreamTable(t *testing.T) {
	cases := upstreamCases(t)
	differs := readDiffers(t)
	var mu sync.Mutex
	failing := map[string]string{}
	ran := 0
	t.Run("cases", func(t *testing.T) {
		for i, c := range cases {
			if notRun.MatchString(c.in) {
				continue
			}
			ran++
			t.Run(strconv.Itoa(i), func(t *testing.T) {
				t.Parallel()
				got, want := runUpstream(t, c)
				held := got == want
				mu.Lock()
				if !held {
					failing[c.in] = "differs"
					if strings.Contains(got, ": command not found\n") {
						failing[c.in] = "host-program"
					}
				}
				mu.Unlock()
				if os.Getenv("UPDATE") != "" {
					return
				}
				_, listed := differs[c.in]
				switch {
				case !held && !listed:
					t.Errorf("upstream's case no longer holds (list it in %s if that is meant):\n%s\nwant: %q\ngot:  %q", differsFile, c.in, want, got)
				case held && listed:
					t.Errorf("a case listed in %s as differing now holds; remove it:\n%s", differsFile, c.in)
				}
			})
		}
	})
	if os.Getenv("UPDATE") != "" {
		writeDiffers(t, cases, failing, differs)
	}
	t.Logf("%d upstream cases, %d run, %d listed as differing", len(cases), ran, len(differs))
}

// writeDiffers rewrites the list. A new entry's reason is host-program
// when the case ran a command that is not a builtin (upstream's test runs
// the host's, or its own), else differs.
func writeDiffers(t *testing.T, cases []upstreamCase, failing, old map[string]string) {
	var b strings.Builder
	b.WriteString("# Upstream interpreter cases (mvdan.cc/sh/v3 interp_test.go) that do not hold in the fork.\n")
	b.WriteString("# One per line: the reason, a tab, the Go-quoted input. Rewritten by UPDATE=1 go test -run TestUpstreamTable.\n")
	seen := map[string]bool{}
	var ins []string
	for _, c := range cases {
		if failing[c.in] != "" && !seen[c.in] {
			seen[c.in] = true
			ins = append(ins, c.in)
		}
	}
	slices.Sort(ins)
	for _, in := range ins {
		reason := old[in]
		if reason == "" {
			reason = failing[in]
		}
		fmt.Fprintf(&b, "%s\t%s\n", reason, strconv.Quote(in))
	}
	if err := os.MkdirAll(filepath.Dir(differsFile), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(differsFile, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}
