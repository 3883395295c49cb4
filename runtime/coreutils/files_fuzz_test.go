package coreutils

import (
	"context"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/toolsinshell/tis/runtime/command"
)

// filesFuzzCommands are the commands FuzzFileFlags runs.
var filesFuzzCommands = []struct {
	name string
	fn   command.Func
}{
	{"ls", lsCmd}, {"mkdir", mkdirCmd}, {"rm", rmCmd}, {"cp", cpCmd}, {"mv", mvCmd},
	{"touch", touchCmd}, {"date", dateCmd}, {"sleep", sleepCmd}, {"basename", basenameCmd},
	{"dirname", dirnameCmd}, {"echo", echoCmd}, {"printf", printfCmd}, {"true", trueCmd},
	{"false", falseCmd}, {"xargs", xargsCmd},
}

// FuzzFileFlags runs each file command with random arguments (split on
// NUL) and input over a small tree: no panic, and only exit statuses or
// the context's error come back.
func FuzzFileFlags(f *testing.F) {
	seeds := []string{
		"-la\x00d", "-R\x00-t\x00-r\x00.", "-lhS\x00d/a.txt\x00nope", "-pv\x00x/y/z", "-m\x00u=rwx,g-w\x00m",
		"-rfv\x00d", "-r\x00/", "-a\x00d\x00e", "-t\x00d/sub\x00d/a.txt\x00d/big", "-d\x002024-01-15 10:00:00\x00n",
		"-d\x00@1700000000.5\x00+%F %T.%N %:z %::z %_5d %-j %^B %#Z %10N", "-d\x00next friday 3 days ago",
		"-d\x00Mon, 15 Jan 2024 10:00:00 +0530\x00-R", "-Ins", "--rfc-3339=seconds", "0.01", "1x", "-s\x00.txt\x00a.txt",
		"-e\x00a\\tb\\c", "%s %d %5.2f %q %b %c %*d\x00a\x0012\x003.5\x00b c\x00\\t\x00x\x005\x00y",
		"-I\x00{}\x00echo\x00[{}]", "-0\x00-n1\x00echo", "-d\x00,\x00-L\x002", "-t\x00-x\x00-s\x0020\x00echo",
		"-i\x00touch\x00{}", "-P\x003\x00-n\x002\x00printf\x00%s-%s\\n",
	}
	for i, s := range seeds {
		f.Add(uint8(i), s, "a b 'c d'\n\"e\" f\\ g\n")
	}
	f.Fuzz(func(t *testing.T, which uint8, args, stdin string) {
		if len(args) > 512 || len(stdin) > 1024 {
			return
		}
		cmd := filesFuzzCommands[int(which)%len(filesFuzzCommands)]
		var argv []string
		if args != "" {
			argv = strings.Split(args, "\x00")
		}
		fsys := filesNewFS()
		filesTree(fsys)
		c := filesCall(fsys, cmd.name, argv, map[string]string{"TZ": "Europe/Paris"}, stdin, io.Discard, io.Discard)
		ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
		defer cancel()
		err := cmd.fn(ctx, c)
		if _, ok := command.StatusOf(err); !ok && ctx.Err() == nil {
			t.Fatalf("%s %q: non-status error %v", cmd.name, argv, err)
		}
	})
}
