package tis_test

import (
	"context"
	"testing"

	"github.com/toolsinshell/tis"
	"github.com/toolsinshell/tis/config"
)

// BenchmarkSessionRun runs trivial scripts in one warm session of a host
// with no server, with its store in memory and in a SQLite file, and of a
// host of the built-in example server (not loaded by the scripts) with a
// SQLite store: what a script costs through the whole library (the gate,
// the store) beyond the runtime's session (runtime.BenchmarkSessionRun).
func BenchmarkSessionRun(b *testing.B) {
	for _, st := range []string{"memory", "sqlite", "example"} {
		for _, c := range []struct{ name, src string }{{"true", "true"}, {"echo", "echo hi"}, {"pipe", "echo a | cat"}} {
			b.Run(st+"/"+c.name, func(b *testing.B) {
				ctx := context.Background()
				opts := &tis.Options{Config: &config.Config{}}
				switch st {
				case "sqlite":
					opts.StateDir = b.TempDir()
				case "example":
					opts = &tis.Options{StateDir: b.TempDir()}
				}
				h, err := tis.New(ctx, opts)
				if err != nil {
					b.Fatal(err)
				}
				defer h.Close()
				s, err := h.Session(ctx, "bench")
				if err != nil {
					b.Fatal(err)
				}
				if res, err := s.Run(ctx, c.src, nil); err != nil || res.ExitCode != 0 {
					b.Fatalf("%s: %v %+v", c.src, err, res)
				}
				b.ReportAllocs()
				b.ResetTimer()
				for range b.N {
					if _, err := s.Run(ctx, c.src, nil); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
