// Command tstest runs the tests as go test does and ends with what was
// skipped and why, which go test hides for packages that pass:
//
//	go run ./scripts/tstest [go test flags] [packages]
//
// Packages default to ./... . It runs go test -json with the same
// arguments, prints each package's line as go test does (ok, FAIL, no
// test files), the output of every test that failed and of every build
// that failed, then one line of counts and one line per reason tests
// were skipped. Its exit status is go test's.
package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"sort"
	"strings"

	"github.com/toolsinshell/tis/internal/plural"
)

func main() {
	args := os.Args[1:]
	if !hasPackages(args) {
		args = append(args, "./...")
	}
	if !hasFlag(args, "timeout") {
		// go test's own default, 10 minutes a package, is a guard
		// against hangs that a loaded machine reaches without one
		// (cmd/tsrun runs the hostile corpus and the golden scripts
		// through real processes).
		args = append([]string{"-timeout", defaultTimeout}, args...)
	}
	cmd := exec.Command("go", append([]string{"test", "-json"}, args...)...)
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		fmt.Fprintf(os.Stderr, "tstest: %v\n", err)
		os.Exit(2)
	}
	if err := cmd.Start(); err != nil {
		fmt.Fprintf(os.Stderr, "tstest: %v\n", err)
		os.Exit(2)
	}
	s := newSummary(os.Stdout)
	if err := s.read(out); err != nil {
		fmt.Fprintf(os.Stderr, "tstest: reading go test's output: %v\n", err)
	}
	err = cmd.Wait()
	s.finish()
	var ee *exec.ExitError
	switch {
	case errors.As(err, &ee):
		os.Exit(ee.ExitCode())
	case err != nil:
		fmt.Fprintf(os.Stderr, "tstest: %v\n", err)
		os.Exit(2)
	}
}

// defaultTimeout is the timeout of each package's tests unless the
// arguments give one.
const defaultTimeout = "30m"

// hasFlag reports whether args set go test's flag name (-name, --name,
// -name=value), before -args.
func hasFlag(args []string, name string) bool {
	for _, a := range args {
		if a == "-args" {
			return false
		}
		a = strings.TrimPrefix(strings.TrimPrefix(a, "-"), "-")
		if a == name || strings.HasPrefix(a, name+"=") {
			return true
		}
	}
	return false
}

// hasPackages reports whether args name packages (a word that is not a
// flag nor a flag's value). Flags that take a value are written -flag=value
// or as go test's own (-run X, -count N, ...).
func hasPackages(args []string) bool {
	takesValue := map[string]bool{"-run": true, "-skip": true, "-count": true, "-timeout": true, "-p": true,
		"-parallel": true, "-bench": true, "-cpu": true, "-tags": true, "-coverprofile": true, "-fuzz": true,
		"-fuzztime": true, "-benchtime": true, "-exec": true, "-shuffle": true}
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "-args":
			return false
		case strings.HasPrefix(a, "-"):
			if takesValue[strings.TrimPrefix(a, "-")] || takesValue[a] {
				i++
			}
		default:
			return true
		}
	}
	return false
}

// event is one line of go test -json (test2json's TestEvent, and the
// build events of go 1.24).
type event struct {
	Action     string
	Package    string
	Test       string
	Output     string
	ImportPath string
}

// summary follows the events.
type summary struct {
	w                      io.Writer
	output                 map[string][]string // a running test's output, by package and test
	passed, failed, nskip  int
	reasons                map[string][]string // skip reason → tests
	buildOut               map[string][]string
	failedBuilds, packages int
}

func newSummary(w io.Writer) *summary {
	return &summary{w: w, output: map[string][]string{}, reasons: map[string][]string{}, buildOut: map[string][]string{}}
}

func (s *summary) read(r io.Reader) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	for sc.Scan() {
		var e event
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			fmt.Fprintln(s.w, sc.Text()) // not an event: as it is
			continue
		}
		s.event(&e)
	}
	return sc.Err()
}

func (s *summary) event(e *event) {
	key := e.Package + " " + e.Test
	switch e.Action {
	case "build-output":
		s.buildOut[e.ImportPath] = append(s.buildOut[e.ImportPath], e.Output)
	case "build-fail":
		s.failedBuilds++
		fmt.Fprint(s.w, strings.Join(s.buildOut[e.ImportPath], ""))
	case "output":
		if e.Test != "" {
			s.output[key] = append(s.output[key], e.Output)
			return
		}
		// A package's own lines: go test's summary line ("ok ...",
		// "FAIL ...", "? ... [no test files]") and what TestMain printed.
		line := e.Output
		switch {
		case line == "PASS\n", line == "FAIL\n", strings.HasPrefix(line, "=== "), strings.HasPrefix(line, "testing: warning"):
		case strings.HasPrefix(line, "nodetest: skipped"):
			// Counted with the skipped tests.
		default:
			fmt.Fprint(s.w, line)
		}
	case "pass":
		if e.Test != "" {
			s.passed++
		} else {
			s.packages++
		}
		delete(s.output, key)
	case "fail":
		if e.Test != "" {
			s.failed++
			fmt.Fprintf(s.w, "--- FAIL: %s (%s)\n%s", e.Test, e.Package, strings.Join(s.output[key], ""))
		} else {
			s.packages++
		}
		delete(s.output, key)
	case "skip":
		if e.Test != "" {
			s.nskip++
			reason := skipReason(s.output[key])
			s.reasons[reason] = append(s.reasons[reason], e.Test)
		} else {
			s.packages++
		}
		delete(s.output, key)
	}
}

// skipReason is the message a skipped test gave (t.Skip's), without its
// file:line.
func skipReason(lines []string) string {
	for i := len(lines) - 1; i >= 0; i-- {
		l := strings.TrimSpace(lines[i])
		if l == "" || strings.HasPrefix(l, "---") || strings.HasPrefix(l, "===") {
			continue
		}
		if _, msg, ok := strings.Cut(l, ": "); ok && strings.Contains(l[:len(l)-len(msg)], ".go:") {
			return msg
		}
		return l
	}
	return "no reason given"
}

// finish prints the counts and the reasons for skips, most common first.
func (s *summary) finish() {
	fmt.Fprintf(s.w, "tstest: %s passed, %d failed, %d skipped, in %s", plural.Count(int64(s.passed), "test", "tests"), s.failed, s.nskip,
		plural.Count(int64(s.packages), "package", "packages"))
	if s.failedBuilds > 0 {
		fmt.Fprintf(s.w, "; %s failed", plural.Count(int64(s.failedBuilds), "build", "builds"))
	}
	fmt.Fprintln(s.w)
	reasons := make([]string, 0, len(s.reasons))
	for r := range s.reasons {
		reasons = append(reasons, r)
	}
	sort.Slice(reasons, func(i, j int) bool {
		if a, b := len(s.reasons[reasons[i]]), len(s.reasons[reasons[j]]); a != b {
			return a > b
		}
		return reasons[i] < reasons[j]
	})
	for _, r := range reasons {
		tests := s.reasons[r]
		sort.Strings(tests)
		shown := tests
		if len(shown) > 3 {
			shown = shown[:3]
		}
		more := ""
		if len(tests) > len(shown) {
			more = fmt.Sprintf(" and %d more", len(tests)-len(shown))
		}
		fmt.Fprintf(s.w, "tstest: %d skipped (%s%s): %s\n", len(tests), strings.Join(shown, ", "), more, r)
	}
}
