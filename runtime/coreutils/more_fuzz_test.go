package coreutils

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/toolsinshell/tis/runtime/command"
)

// moreFuzzCommands are the commands FuzzMoreFlags runs.
var moreFuzzCommands = []struct {
	name string
	fn   command.Func
}{
	{"find", findCmd}, {"diff", diffCmd}, {"paste", pasteCmd}, {"comm", commCmd}, {"tac", tacCmd},
	{"rev", revCmd}, {"nl", nlCmd}, {"fold", foldCmd}, {"column", columnCmd}, {"mktemp", mktempCmd},
	{"realpath", realpathCmd}, {"readlink", readlinkCmd}, {"env", envCmd}, {"printenv", printenvCmd},
	{"sha256sum", sumCmd}, {"md5sum", sumCmd}, {"stat", statCmd}, {"du", duCmd}, {"yes", yesCmd},
}

// FuzzMoreFlags runs each command of more_*.go with random arguments
// (split on NUL) and input over a small tree: no panic, and only exit
// statuses or the context's error come back.
func FuzzMoreFlags(f *testing.F) {
	seeds := []string{
		"d\x00-name\x00*.txt\x00-o\x00(\x00-type\x00d\x00!\x00-empty\x00)",
		"d\x00-maxdepth\x001\x00-size\x00+1k\x00-printf\x00%p %f %h %P %d %s %m %y %TY %T@ %Q\\n",
		"d\x00-mtime\x00-3\x00-newer\x00d/a.txt\x00-exec\x00echo\x00{}\x00;",
		"d\x00-type\x00f\x00-exec\x00echo\x00{}\x00+\x00-quit", "d\x00-delete", "-L\x00d\x00-path\x00*[a-\x00-print0",
		"-u\x00d/a.txt\x00d/big", "-U\x001\x00--label\x00x\x00-\x00d/a.txt", "-rq\x00d\x00d/sub", "-iwb\x00d/a.txt\x00-",
		"-s\x00-d\x00\\t,\\\x00-\x00d/a.txt", "-d\x00:\x00-\x00-", "-12\x00-\x00d/a.txt", "--output-delimiter=|\x00d/a.txt\x00-",
		"-ba\x00-nrz\x00-w\x003\x00-s\x00|", "-w\x005\x00-s", "-b\x00-w\x001", "-t\x00-s\x00, \x00-o\x00|", "-x\x00-c\x0010",
		"-d\x00-p\x00d\x00fooXXX", "-t\x00-u\x00a.XXXXXX", "--suffix=.x\x00XXXX", "-m\x00../x/./y/", "--relative-to=d\x00/",
		"-f\x00d/sub/..", "-e\x00-n\x00d", "FOO\x00BAR", "-0", "echo\x00hi", "A=1\x00echo", "--tag\x00d/a.txt", "-c\x00-",
		"-c\x00%n %s %F %a %A %U %y %Y %5s %-4a %q %", "--printf\x00%n\\n\\t", "-ah\x00-c\x00d", "-s\x00-d\x001\x00d",
		"a\x00b\x00c",
	}
	for i, s := range seeds {
		f.Add(uint8(i), s, "b\na\n 1  2\t3\nx,y,,z\n")
	}
	f.Fuzz(func(t *testing.T, which uint8, args, stdin string) {
		if len(args) > 512 || len(stdin) > 2048 {
			return
		}
		cmd := moreFuzzCommands[int(which)%len(moreFuzzCommands)]
		var argv []string
		if args != "" {
			argv = strings.Split(args, "\x00")
		}
		fsys := filesNewFS()
		filesTree(fsys)
		_ = fsys.Mkdir("/tmp", 0o777)
		out := &moreLimitWriter{max: 1 << 16}
		c := filesCall(fsys, cmd.name, argv, map[string]string{"FOO": "bar"}, stdin, out, out)
		ctx, cancel := context.WithTimeout(context.Background(), 500*time.Millisecond)
		defer cancel()
		err := cmd.fn(ctx, c)
		if _, ok := command.StatusOf(err); !ok && ctx.Err() == nil {
			t.Fatalf("%s %q: non-status error %v", cmd.name, argv, err)
		}
	})
}
