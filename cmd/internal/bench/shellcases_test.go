package bench

import (
	"bufio"
	"os"
	"os/exec"
	"sort"
	"strings"
	"testing"
)

// knownDifferent reads testdata/shellcases-known.txt: the cases whose
// sandbox output still differs from bash's, one name per line, each with
// the reason after a '#'.
func knownDifferent(t *testing.T) map[string]bool {
	f, err := os.Open("testdata/shellcases-known.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	known := map[string]bool{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		name, _, _ := strings.Cut(sc.Text(), "#")
		if name = strings.TrimSpace(name); name != "" {
			known[name] = true
		}
	}
	return known
}

// TestShellCases runs the 96 bashkit cases in the sandbox and under the
// real bash and compares their stdout. A case that differs must be listed
// in testdata/shellcases-known.txt with its reason, and a listed case that
// now agrees must be taken off the list.
func TestShellCases(t *testing.T) {
	path, ok := SharedPath("bench/shell-cases.json")
	if !ok {
		t.Skip("shared/bench/shell-cases.json is not beside the repository")
	}
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("no bash on this machine")
	}
	cases, err := LoadShellCases(path)
	if err != nil {
		t.Fatal(err)
	}
	known := knownDifferent(t)
	same := 0
	var newlyDifferent, nowSame []string
	for _, c := range cases {
		w := Workload{Name: c.Name, Script: c.Script}
		sb, err := Sandbox(w)
		if err != nil {
			t.Fatal(err)
		}
		got, _ := sb()
		host, cleanup, err := Host(w)
		if err != nil {
			t.Fatal(err)
		}
		want, _ := host()
		cleanup()
		switch {
		case got == want && known[c.Name]:
			nowSame = append(nowSame, c.Name)
			same++
		case got == want:
			same++
		case !known[c.Name]:
			newlyDifferent = append(newlyDifferent, c.Name)
			t.Logf("%s differs:\n--- script\n%s\n--- bash\n%q\n--- sandbox\n%q", c.Name, c.Script, want, got)
		}
	}
	sort.Strings(newlyDifferent)
	t.Logf("%d of %d cases print what bash prints", same, len(cases))
	if len(newlyDifferent) > 0 {
		t.Errorf("cases that differ from bash and are not in testdata/shellcases-known.txt: %v", newlyDifferent)
	}
	if len(nowSame) > 0 {
		t.Errorf("cases in testdata/shellcases-known.txt that now agree with bash (take them off): %v", nowSame)
	}
}
