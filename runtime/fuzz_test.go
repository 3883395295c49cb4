package runtime

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// FuzzScript runs arbitrary scripts in a session with tight limits: no
// script may crash the process (a panic in any goroutine of the
// interpreter ends the fuzzing process, which the fuzzer reports) or
// outlive its limits.
func FuzzScript(f *testing.F) {
	files, _ := filepath.Glob("../testdata/scripts/*.txtar")
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			continue
		}
		s := string(data)
		if i := strings.Index(s, "-- script.sh --\n"); i >= 0 {
			s = s[i+len("-- script.sh --\n"):]
			if j := strings.Index(s, "\n-- "); j >= 0 {
				s = s[:j+1]
			}
			f.Add(s)
		}
	}
	for _, s := range []string{
		"unset '' | cat", "declare -n r=''; echo $r | cat", "x=; echo ${!x} | cat",
		"IFS= read -r x < <(printf 'a\\0b'); echo \"${x@Q}\" | cat",
		"mapfile -t a <<< $'a\\nb'; echo \"${a[@]@Q}\" | cat", "set -x; x=$'\\t'; echo \"$x\" | cat",
		"[[ -v $e ]] | cat", "f(){ f & }; f", "select x in a b; do echo $x; done <<< 1",
		"type(){ :; }; unset -f type; type -P ls | cat", "eval 'echo $$ $PPID' | cat",
		"declare -A m; m[\"\"]=1; echo ${m[@]} | cat", "a=(); unset 'a[0]' | cat; echo ${a[-1]} | cat",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		if len(src) > 2000 {
			return
		}
		s := NewSession(&Options{Limits: Limits{Timeout: 200 * time.Millisecond, MaxCommands: 2000,
			MaxMemoryBytes: 512 << 20, MaxOutputTotal: 1 << 20, MaxTotalBytes: 1 << 20, MaxJobs: 50}})
		res := s.Run(context.Background(), src, nil)
		if res.Duration > 5*time.Second {
			t.Fatalf("the script ran %v past a 200ms limit", res.Duration)
		}
	})
}
