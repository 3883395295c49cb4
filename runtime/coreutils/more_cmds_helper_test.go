package coreutils

import (
	"testing"

	"github.com/toolsinshell/tis/runtime/vfs"
)

// moreDirsFiles returns a setup that makes the directories, then writes
// the files (name, contents pairs).
func moreDirsFiles(dirs []string, pairs ...string) func(*vfs.FS) {
	return func(fsys *vfs.FS) {
		for _, d := range dirs {
			_ = fsys.MkdirAll(d, 0o755)
		}
		moreFiles(pairs...)(fsys)
	}
}

// moreWantFiles returns a check that the files (name, contents pairs)
// exist with those contents.
func moreWantFiles(pairs ...string) func(*testing.T, *vfs.FS) {
	return func(t *testing.T, fsys *vfs.FS) {
		t.Helper()
		for i := 0; i+1 < len(pairs); i += 2 {
			data, err := fsys.ReadFile(pairs[i])
			if err != nil {
				t.Errorf("%s: %v", pairs[i], err)
				continue
			}
			if string(data) != pairs[i+1] {
				t.Errorf("%s holds %q, want %q", pairs[i], data, pairs[i+1])
			}
		}
	}
}
