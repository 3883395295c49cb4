package coreutils

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// textFuzzCommands are the commands FuzzTextFlags exercises.
var textFuzzCommands = []string{"cat", "head", "tail", "sort", "uniq", "wc", "cut", "tr", "seq", "tee", "base64"}

// FuzzTextFlags runs a text command with random arguments over a small
// stdin and a file "f": it must not panic, must return within its context
// and must return nil or an exit status (or the context's error).
func FuzzTextFlags(f *testing.F) {
	seeds := [][2]string{
		{"sort", "-k2,2n\x00-t:"}, {"sort", "-k1.2b,1.3r\x00-u"}, {"sort", "-Vfs"}, {"sort", "-hr\x00f"},
		{"head", "-n\x00-2"}, {"head", "-5\x00f"}, {"tail", "+2"}, {"tail", "-c\x00+3\x00f"},
		{"cut", "-d:\x00-f1,3-"}, {"cut", "-c-2,4-\x00--complement"}, {"tr", "-cs\x00[:alpha:]\x00[\\n*]"},
		{"tr", "a-z\x00[x*5]"}, {"seq", "-w\x00-1\x000.25\x002"}, {"seq", "-f\x00%5.2e\x003"},
		{"uniq", "-c\x00-f1\x00-s2\x00-w3"}, {"wc", "-lwmcL\x00f\x00-"}, {"cat", "-nbsET\x00f"},
		{"base64", "-d\x00-i"}, {"base64", "-w\x003"}, {"tee", "-a\x00g"},
	}
	for _, s := range seeds {
		f.Add(s[0], s[1], "b 2\na:1:x\n\n  c 10K\nv1.10\n")
	}
	f.Fuzz(func(t *testing.T, cmd, args, stdin string) {
		if !slices.Contains(textFuzzCommands, cmd) {
			return
		}
		if len(stdin) > 4096 || len(args) > 256 {
			return
		}
		argv := []string{cmd}
		if args != "" {
			argv = append(argv, strings.Split(args, "\x00")...)
		}
		fsys := vfs.New(&vfs.Options{Limits: vfs.Limits{MaxFileBytes: 1 << 20, MaxTotalBytes: 1 << 22}})
		fsys.WriteFile("/f", []byte("z\ny 1\nx:2\n"), 0o644)
		ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
		defer cancel()
		done := make(chan error, 1)
		go func() {
			_, _, err := textRun(ctx, fsys, argv, stdin)
			done <- err
		}()
		select {
		case err := <-done:
			if _, ok := command.StatusOf(err); !ok && err != ctx.Err() {
				t.Fatalf("%q: non-status error %v", argv, err)
			}
		case <-time.After(30 * time.Second):
			t.Fatalf("%q did not return after its context ended", argv)
		}
	})
}
