package rg

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

func TestIgnoreMatch(t *testing.T) {
	tests := []struct {
		rules, path string
		dir         bool
		ignored     bool
		decided     bool
	}{
		{"*.log", "a.log", false, true, true},
		{"*.log", "sub/a.log", false, true, true},
		{"*.log\n!keep.log", "keep.log", false, false, true},
		{"build/", "build", true, true, true},
		{"build/", "build", false, false, false},
		{"/top", "top", false, true, true},
		{"/top", "sub/top", false, false, false},
		{"a/b", "a/b", false, true, true},
		{"a/**/z", "a/x/y/z", false, true, true},
		{"**/z", "z", false, true, true},
		{"# comment\n\n", "x", false, false, false},
		{"\\#hash", "#hash", false, true, true},
	}
	for _, tt := range tests {
		ign, dec := parseIgnore(tt.rules).match(tt.path, tt.dir)
		if ign != tt.ignored || dec != tt.decided {
			t.Errorf("rules %q on %q (dir %v) = %v, %v; want %v, %v", tt.rules, tt.path, tt.dir, ign, dec, tt.ignored, tt.decided)
		}
	}
}

func runRG(t testing.TB, stdin string, files map[string]string, args ...string) (string, string, int) {
	fsys := vfs.New(nil)
	_ = fsys.MkdirAll("/w", 0o755)
	for p, d := range files {
		_ = fsys.WriteFile("/w/"+p, []byte(d), 0o644)
	}
	var out, errb bytes.Buffer
	c := &command.Call{Name: "rg", Args: args, Stdin: strings.NewReader(stdin), Stdout: &out, Stderr: &errb, Dir: "/w", FS: fsys}
	st, ok := command.StatusOf(Command(context.Background(), c))
	if !ok {
		st = -1
	}
	return out.String(), errb.String(), st
}

func TestRG(t *testing.T) {
	files := map[string]string{"a.txt": "one\ntwo\nthree\n", "b.md": "two\n"}
	tests := []struct {
		name   string
		args   []string
		stdout string
		status int
	}{
		{"default", []string{"two"}, "a.txt:two\nb.md:two\n", 0},
		{"type", []string{"-t", "md", "two"}, "b.md:two\n", 0},
		{"not type", []string{"-T", "md", "two"}, "a.txt:two\n", 0},
		{"context merge", []string{"-C1", "o", "a.txt"}, "one\ntwo\nthree\n", 0},
		{"max count", []string{"-m", "1", "o", "a.txt"}, "one\n", 0},
		{"bad regex", []string{"(", "a.txt"}, "", 2},
		{"unknown option", []string{"--json", "x"}, "", 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, errs, st := runRG(t, "", files, tt.args...)
			if out != tt.stdout || st != tt.status {
				t.Errorf("got %q (%q) %d; want %q %d", out, errs, st, tt.stdout, tt.status)
			}
		})
	}
}

// FuzzIgnore parses arbitrary ignore files and globs: no panics.
func FuzzIgnore(f *testing.F) {
	f.Add("*.log\n!keep.log\n/build/\na/**/b\n[abc]?\n", "a/x/b")
	f.Add("\\!x\n\\#y\n[", "[")
	f.Fuzz(func(t *testing.T, rules, p string) {
		parseIgnore(rules).match(p, false)
		parseIgnore(rules).match(p, true)
	})
}
