package tis_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestNoEnvironmentReads: no library package reads the process
// environment; the host passes it (Options.Environ). Only the commands
// may: package main, and cmd/internal/cli, whose Process builds a command's
// environment for its main; and internal/pgtest, which only tests import
// (TIS_PG_URL names their database).
func TestNoEnvironmentReads(t *testing.T) {
	reads := map[string]map[string]bool{
		"os":      {"Getenv": true, "LookupEnv": true, "Environ": true, "ExpandEnv": true},
		"syscall": {"Getenv": true, "Environ": true},
	}
	checked := 0
	err := filepath.WalkDir(".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); p != "." && (name == "testdata" || name == "node_modules" || strings.HasPrefix(name, ".")) ||
				filepath.ToSlash(p) == "cmd/internal/cli" || filepath.ToSlash(p) == "internal/pgtest" {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), p, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		if f.Name.Name == "main" {
			return nil
		}
		checked++
		local := map[string]string{} // the name a file gives os or syscall
		for _, imp := range f.Imports {
			ip, _ := strconv.Unquote(imp.Path.Value)
			if reads[ip] == nil {
				continue
			}
			name := path.Base(ip)
			if imp.Name != nil {
				name = imp.Name.Name
			}
			local[name] = ip
		}
		ast.Inspect(f, func(n ast.Node) bool {
			sel, ok := n.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			if x, ok := sel.X.(*ast.Ident); ok && reads[local[x.Name]][sel.Sel.Name] {
				t.Errorf("%s: %s.%s reads the process environment", p, local[x.Name], sel.Sel.Name)
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if checked < 100 {
		t.Fatalf("only %d files checked", checked)
	}
}
