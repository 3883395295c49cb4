package catalog

import (
	"encoding/json"
	"testing"
)

func BenchmarkSearch(b *testing.B) {
	entries := loadShared(b)
	b.ReportAllocs()
	for b.Loop() {
		NewIndex(entries).Search("create pull request review", 10)
	}
}

func BenchmarkSearchOnly(b *testing.B) {
	ix := NewIndex(loadShared(b))
	b.ReportAllocs()
	for b.Loop() {
		ix.Search("create pull request review", 10)
	}
}

func BenchmarkSignature(b *testing.B) {
	entries := loadShared(b)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		e := entries[i%len(entries)]
		Signature(e.Tool.Name, e.Tool.InputSchema, 200)
		i++
	}
}

func BenchmarkExample(b *testing.B) {
	entries := loadShared(b)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		e := entries[i%len(entries)]
		Example(e.Command, e.Tool.InputSchema)
		i++
	}
}

func BenchmarkCompileSchema(b *testing.B) {
	entries := loadShared(b)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		e := entries[i%len(entries)]
		if _, err := CompileSchema(e.Canonical, e.Tool.InputSchema); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

func BenchmarkValidate(b *testing.B) {
	s, err := CompileSchema("bench", json.RawMessage(draft07Pull))
	if err != nil {
		b.Fatal(err)
	}
	in := map[string]any{"repo": "a/b", "number": json.Number("42"), "state": "open", "labels": []any{"x", "y"}}
	b.ReportAllocs()
	for b.Loop() {
		if err := s.Validate(in); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkValidateInvalid(b *testing.B) {
	s, err := CompileSchema("bench", json.RawMessage(draft07Pull))
	if err != nil {
		b.Fatal(err)
	}
	in := map[string]any{"number": "x", "titel": "t"}
	b.ReportAllocs()
	for b.Loop() {
		if s.Validate(in) == nil {
			b.Fatal("valid")
		}
	}
}
