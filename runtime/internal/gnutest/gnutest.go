// Package gnutest runs a command's table tests against answers recorded
// from the real GNU tool (testdata/gnu.json), and records them afresh with
// go test -update. It serves the tests of the grep and sed packages, and
// Exec serves any test that runs a host tool.
package gnutest

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"io/fs"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

var update = flag.Bool("update", false, "rewrite testdata/gnu.json by running the real GNU tool")

// Case is one run: the files it starts with, its stdin and arguments.
type Case struct {
	Name  string
	Args  []string
	Stdin string
	Files map[string]string
	// Want, when set, is where we deliberately differ from GNU.
	Want *Result
}

// Result is what a run produced; Files is the files afterwards that the
// run created or changed (for -i / w).
type Result struct {
	Stdout string            `json:"stdout"`
	Stderr string            `json:"stderr"`
	Status int               `json:"status"`
	Files  map[string]string `json:"files,omitempty"`
}

// dir is a directory a run works in, named relative to it.
type dir interface {
	MkdirAll(name string, perm fs.FileMode) error
	WriteFile(name string, data []byte, perm fs.FileMode) error
	ReadDir(name string) ([]fs.DirEntry, error)
	ReadFile(name string) ([]byte, error)
}

// memDir is the root of an in-memory file system.
type memDir struct{ fsys *vfs.FS }

func (d memDir) MkdirAll(name string, perm fs.FileMode) error {
	return d.fsys.MkdirAll(path.Join("/", name), perm)
}
func (d memDir) WriteFile(name string, data []byte, perm fs.FileMode) error {
	return d.fsys.WriteFile(path.Join("/", name), data, perm)
}
func (d memDir) ReadDir(name string) ([]fs.DirEntry, error) {
	return d.fsys.ReadDir(path.Join("/", name))
}
func (d memDir) ReadFile(name string) ([]byte, error) { return d.fsys.ReadFile(path.Join("/", name)) }

// hostDir is a directory on the host.
type hostDir string

func (d hostDir) MkdirAll(name string, perm fs.FileMode) error {
	return os.MkdirAll(filepath.Join(string(d), name), perm)
}
func (d hostDir) WriteFile(name string, data []byte, perm fs.FileMode) error {
	return os.WriteFile(filepath.Join(string(d), name), data, perm)
}
func (d hostDir) ReadDir(name string) ([]fs.DirEntry, error) {
	return os.ReadDir(filepath.Join(string(d), name))
}
func (d hostDir) ReadFile(name string) ([]byte, error) {
	return os.ReadFile(filepath.Join(string(d), name))
}

// seed writes the case's files into d.
func seed(t testing.TB, d dir, files map[string]string) {
	t.Helper()
	for name, data := range files {
		if err := d.MkdirAll(filepath.Dir(name), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := d.WriteFile(name, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// changed returns the files directly in d that differ from files or are
// new, or nil when there are none.
func changed(d dir, files map[string]string) map[string]string {
	out := map[string]string{}
	ents, _ := d.ReadDir("")
	for _, e := range ents {
		if e.IsDir() {
			continue
		}
		data, _ := d.ReadFile(e.Name())
		if old, ok := files[e.Name()]; !ok || old != string(data) {
			out[e.Name()] = string(data)
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// runOurs runs cmd, named tool, on the case in a fresh in-memory file system.
func runOurs(t testing.TB, tool string, cmd command.Func, tc Case) Result {
	t.Helper()
	fsys := vfs.New(nil)
	seed(t, memDir{fsys}, tc.Files)
	var out, errb bytes.Buffer
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	c := &command.Call{Name: tool, Args: tc.Args, Stdin: strings.NewReader(tc.Stdin), Stdout: &out, Stderr: &errb, Dir: "/", FS: fsys}
	err := cmd(ctx, c)
	st, ok := command.StatusOf(err)
	if !ok {
		t.Fatalf("%s: non-status error %v", tc.Name, err)
	}
	r := Result{Stdout: out.String(), Stderr: errb.String(), Status: st}
	r.Files = changed(memDir{fsys}, tc.Files)
	return r
}

// Exec runs the host program tool with args and stdin in dir, under
// LC_ALL=C.UTF-8 and nothing else in its environment, and returns its
// output and exit status (Files is left nil).
func Exec(t testing.TB, dir, tool string, args []string, stdin string) Result {
	t.Helper()
	cmd := exec.Command(tool, args...)
	cmd.Dir = dir
	cmd.Env = []string{"LC_ALL=C.UTF-8"}
	cmd.Stdin = strings.NewReader(stdin)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	st := 0
	if ee, ok := err.(*exec.ExitError); ok {
		st = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return Result{Stdout: out.String(), Stderr: errb.String(), Status: st}
}

// runGNU runs the real tool on the case in a fresh temporary directory.
func runGNU(t *testing.T, tool string, tc Case) Result {
	d := t.TempDir()
	seed(t, hostDir(d), tc.Files)
	r := Exec(t, d, tool, tc.Args, tc.Stdin)
	r.Files = changed(hostDir(d), tc.Files)
	return r
}

// Check runs every case through cmd, named tool, and compares the result
// with testdata/gnu.json (or the case's Want); -update regenerates that
// file from the real tool.
func Check(t *testing.T, tool string, cmd command.Func, cases []Case) {
	golden := filepath.Join("testdata", "gnu.json")
	want := map[string]Result{}
	if *update {
		for _, tc := range cases {
			if tc.Want != nil {
				continue
			}
			want[tc.Name] = runGNU(t, tool, tc)
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
		if seen[tc.Name] {
			t.Fatalf("duplicate case name %q", tc.Name)
		}
		seen[tc.Name] = true
		t.Run(tc.Name, func(t *testing.T) {
			w, ok := want[tc.Name]
			if tc.Want != nil {
				w, ok = *tc.Want, true
			}
			if !ok {
				t.Fatalf("no golden result; run go test -update")
			}
			got := runOurs(t, tool, cmd, tc)
			if got.Stdout != w.Stdout || got.Stderr != w.Stderr || got.Status != w.Status || !sameFiles(got.Files, w.Files) {
				t.Errorf("args %q stdin %q\ngot  out=%q err=%q st=%d files=%q\nwant out=%q err=%q st=%d files=%q",
					tc.Args, tc.Stdin, got.Stdout, got.Stderr, got.Status, got.Files, w.Stdout, w.Stderr, w.Status, w.Files)
			}
		})
	}
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
