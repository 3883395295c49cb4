package vfs

import "testing"

// TestCountAndLimits: Count is what MaxFiles bounds (every name, the root
// aside), and Limits the bounds in force.
func TestCountAndLimits(t *testing.T) {
	f := New(&Options{Limits: Limits{MaxFiles: 4, MaxTotalBytes: 100}})
	if f.Count() != 0 || f.Limits().MaxFiles != 4 || f.Limits().MaxTotalBytes != 100 {
		t.Fatalf("new: %d %+v", f.Count(), f.Limits())
	}
	if err := f.MkdirAll("/a/b", 0o755); err != nil {
		t.Fatal(err)
	}
	if err := f.WriteFile("/a/b/c", []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := f.Link("/a/b/c", "/a/d"); err != nil {
		t.Fatal(err)
	}
	if f.Count() != 4 {
		t.Fatalf("count %d, want 4", f.Count())
	}
	if err := f.WriteFile("/e", nil, 0o644); err == nil {
		t.Fatal("a fifth entry past MaxFiles 4")
	}
	if err := f.RemoveAll("/a"); err != nil || f.Count() != 0 {
		t.Fatalf("after RemoveAll: %d %v", f.Count(), err)
	}
	f.SetLimits(Limits{MaxFiles: 9})
	if f.Limits().MaxFiles != 9 {
		t.Fatalf("SetLimits: %+v", f.Limits())
	}
}
