package sed

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

var update = flag.Bool("update", false, "rewrite testdata/gnu.json by running the real GNU sed")

// tcase is one run: the files it starts with, its stdin and arguments.
type tcase struct {
	name  string
	args  []string
	stdin string
	files map[string]string
	// want, when set, is where we deliberately differ from GNU.
	want *result
}

// result is what a run produced; after is the files afterwards for -i / w.
type result struct {
	Stdout string            `json:"stdout"`
	Stderr string            `json:"stderr"`
	Status int               `json:"status"`
	Files  map[string]string `json:"files,omitempty"`
}

func runOurs(t testing.TB, tc tcase) result {
	t.Helper()
	fsys := vfs.New(nil)
	for name, data := range tc.files {
		p := "/" + name
		if err := fsys.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := fsys.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var out, errb bytes.Buffer
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	c := &command.Call{Name: "sed", Args: tc.args, Stdin: strings.NewReader(tc.stdin), Stdout: &out, Stderr: &errb, Dir: "/", FS: fsys}
	err := Command(ctx, c)
	st, ok := command.StatusOf(err)
	if !ok {
		t.Fatalf("%s: non-status error %v", tc.name, err)
	}
	r := result{Stdout: out.String(), Stderr: errb.String(), Status: st, Files: map[string]string{}}
	ents, _ := fsys.ReadDir("/")
	for _, e := range ents {
		if e.IsDir() {
			continue
		}
		data, _ := fsys.ReadFile("/" + e.Name())
		if tc.files[e.Name()] != string(data) || !hasKey(tc.files, e.Name()) {
			r.Files[e.Name()] = string(data)
		}
	}
	if len(r.Files) == 0 {
		r.Files = nil
	}
	return r
}

func hasKey(m map[string]string, k string) bool { _, ok := m[k]; return ok }

func runGNU(t *testing.T, tool string, tc tcase) result {
	dir := t.TempDir()
	for name, data := range tc.files {
		p := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cmd := exec.Command(tool, tc.args...)
	cmd.Dir = dir
	cmd.Env = []string{"LC_ALL=C.UTF-8"}
	cmd.Stdin = strings.NewReader(tc.stdin)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	st := 0
	if ee, ok := err.(*exec.ExitError); ok {
		st = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	r := result{Stdout: out.String(), Stderr: errb.String(), Status: st, Files: map[string]string{}}
	ents, _ := os.ReadDir(dir)
	for _, e := range ents {
		if e.IsDir() {
			continue
		}
		data, _ := os.ReadFile(filepath.Join(dir, e.Name()))
		if tc.files[e.Name()] != string(data) || !hasKey(tc.files, e.Name()) {
			r.Files[e.Name()] = string(data)
		}
	}
	if len(r.Files) == 0 {
		r.Files = nil
	}
	return r
}

// checkGolden compares every case with testdata/gnu.json; -update
// regenerates that file from the real tool.
func checkGolden(t *testing.T, tool string, cases []tcase) {
	golden := filepath.Join("testdata", "gnu.json")
	want := map[string]result{}
	if *update {
		for _, tc := range cases {
			if tc.want != nil {
				continue
			}
			want[tc.name] = runGNU(t, tool, tc)
		}
		data, _ := json.MarshalIndent(want, "", "  ")
		os.MkdirAll("testdata", 0o755)
		if err := os.WriteFile(golden, append(data, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
	} else {
		data, err := os.ReadFile(golden)
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(data, &want); err != nil {
			t.Fatal(err)
		}
	}
	seen := map[string]bool{}
	for _, tc := range cases {
		if seen[tc.name] {
			t.Fatalf("duplicate case name %q", tc.name)
		}
		seen[tc.name] = true
		t.Run(tc.name, func(t *testing.T) {
			w, ok := want[tc.name]
			if tc.want != nil {
				w, ok = *tc.want, true
			}
			if !ok {
				t.Fatalf("no golden result; run go test -update")
			}
			got := runOurs(t, tc)
			if got.Stdout != w.Stdout || got.Stderr != w.Stderr || got.Status != w.Status || !sameFiles(got.Files, w.Files) {
				t.Errorf("args %q stdin %q\ngot  out=%q err=%q st=%d files=%q\nwant out=%q err=%q st=%d files=%q",
					tc.args, tc.stdin, got.Stdout, got.Stderr, got.Status, got.Files, w.Stdout, w.Stderr, w.Status, w.Files)
			}
		})
	}
	_ = sort.Strings
}

func sameFiles(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}
