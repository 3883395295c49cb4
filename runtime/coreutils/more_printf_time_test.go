package coreutils

import (
	"bytes"
	"context"
	"testing"
	"time"

	"github.com/toolsinshell/tis/runtime/command"
)

// Expected output of bash's printf %(fmt)T (TZ=UTC); the warnings are
// coreutils printf's, as our printf words them.
func TestMorePrintfTime(t *testing.T) {
	utc := map[string]string{"TZ": "UTC"}
	filesRun(t, printfCmd, "printf", []filesCase{
		{name: "epoch", args: []string{"%(%Y-%m-%d %H:%M:%S)T\n", "0"}, env: utc, stdout: "1970-01-01 00:00:00\n"},
		{name: "seconds", args: []string{"%(%s)T\n", "86400"}, env: utc, stdout: "86400\n"},
		{name: "width", args: []string{"[%20(%Y)T]\n", "0"}, env: utc, stdout: "[                1970]\n"},
		{name: "left", args: []string{"[%-8(%Y)T]\n", "0"}, env: utc, stdout: "[1970    ]\n"},
		{name: "precision", args: []string{"[%.2(%Y)T]\n", "0"}, env: utc, stdout: "[19]\n"},
		{name: "two", args: []string{"%(%Y)T %(%m)T\n", "0", "2592000"}, env: utc, stdout: "1970 01\n"},
		{name: "empty argument", args: []string{"%(%Y)T\n", ""}, env: utc, stdout: "1970\n"},
		{name: "empty format", args: []string{"%()T|\n", "0"}, env: utc, stdout: "00:00:00|\n"},
		{name: "percent", args: []string{"%(%%)T\n", "0"}, env: utc, stdout: "%\n"},
		{name: "hex", args: []string{"%(%s)T\n", "0x10"}, env: utc, stdout: "16\n"},
		{name: "negative", args: []string{"%(%Y)T\n", "-3"}, env: utc, stdout: "1969\n"},
		{name: "now", args: []string{"%(%s)T\n"}, env: utc, stdout: "1796008958\n"},
		{name: "now -1", args: []string{"%(%H:%M)T\n", "-1"}, env: utc, stdout: "03:22\n"},
		{name: "bad number", args: []string{"%(%j)T\n", "x"}, env: utc, stdout: "001\n", status: 1, stderr: "printf: 'x': expected a numeric value\n"},
		{name: "unterminated", args: []string{"%(%Y\n", "0"}, status: 1, stderr: "printf: %(%Y\n: invalid conversion specification\n"},
	})
}

func TestMorePrintfStart(t *testing.T) {
	// -2 is the script's start.
	var out bytes.Buffer
	c := filesCall(filesNewFS(), "printf", []string{"%(%s)T %(%s)T\n", "-2", "-1"}, map[string]string{"TZ": "UTC"}, "", &out, &out)
	c.Start = time.Unix(1000, 0)
	if st, _ := command.StatusOf(printfCmd(context.Background(), c)); st != 0 || out.String() != "1000 1796008958\n" {
		t.Errorf("status %d output %q", st, out.String())
	}
}
