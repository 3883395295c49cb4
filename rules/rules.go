// Package rules holds the policy rule files shipped with tis: the default
// set, compiled into every engine unless the configuration turns it off,
// and documented examples to copy from. The files are embedded, so a
// binary needs nothing on disk. The format is described in docs/policy.md
// and at the top of default.rules.
package rules

import (
	"embed"
	"io/fs"
	"path"
	"sort"
)

//go:embed *.rules
var defaults embed.FS

//go:embed examples/*.rules
var examples embed.FS

// File is one rule file: a name used in error messages (and as the
// origin of its rules) and its text.
type File struct {
	// Name is the file's name, "rules/default.rules" for the embedded
	// ones, the path for files read from disk.
	Name string
	// Data is the file's text.
	Data []byte
}

// Default returns the default rule set, in a fixed order.
func Default() []File { return read(defaults, ".") }

// Examples returns the documented example rule files, in a fixed order.
// They are not part of any engine unless a configuration names them.
func Examples() []File { return read(examples, "examples") }

// read returns the *.rules files of dir in fsys sorted by name.
func read(fsys embed.FS, dir string) []File {
	ents, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return nil // cannot happen: the directory is embedded
	}
	var out []File
	for _, e := range ents {
		if e.IsDir() || path.Ext(e.Name()) != ".rules" {
			continue
		}
		p := path.Join(dir, e.Name())
		data, err := fsys.ReadFile(p)
		if err != nil {
			continue
		}
		out = append(out, File{Name: path.Join("rules", p), Data: data})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}
