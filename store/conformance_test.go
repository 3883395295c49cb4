package store_test

import (
	"path/filepath"
	"testing"

	"github.com/toolsinshell/tis/store"
	"github.com/toolsinshell/tis/store/storetest"
)

// TestConformance runs the store suite on SQLite: in a file (each opener
// call another handle on the file, as another process would) and in
// memory (one handle).
func TestConformance(t *testing.T) {
	t.Run("file", func(t *testing.T) {
		storetest.Run(t, storetest.Backend{New: func(t *testing.T) storetest.Opener {
			path := filepath.Join(t.TempDir(), "store.db")
			return func(t *testing.T) store.Store {
				s, err := store.Open(path)
				if err != nil {
					t.Fatal(err)
				}
				t.Cleanup(func() { s.Close() })
				return s
			}
		}})
	})
	t.Run("memory", func(t *testing.T) {
		storetest.Run(t, storetest.Backend{OneHandle: true, New: func(t *testing.T) storetest.Opener {
			s, err := store.OpenMemory()
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { s.Close() })
			return func(*testing.T) store.Store { return s }
		}})
	})
}
