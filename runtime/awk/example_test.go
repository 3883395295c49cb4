package awk_test

import (
	"context"
	"fmt"
	"os"
	"strings"

	"github.com/toolsinshell/tis/runtime/awk"
	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

func ExampleCommand() {
	fsys := vfs.New(nil)
	fsys.WriteFile("/sales.csv", []byte("north,10\nsouth,5\nnorth,7\n"), 0o644)
	c := &command.Call{
		Name:   "awk",
		Args:   []string{"-F,", "{ sum[$1] += $2 } END { for (r in sum) print r, sum[r] }", "sales.csv"},
		Stdin:  strings.NewReader(""),
		Stdout: os.Stdout,
		Stderr: os.Stderr,
		Dir:    "/",
		FS:     fsys,
	}
	if err := awk.Command(context.Background(), c); err != nil {
		fmt.Println("error:", err)
	}
	// Output:
	// north 17
	// south 5
}

func ExampleCompile() {
	_, err := awk.Compile("BEGIN { print 1 +* 2 }")
	fmt.Println(err)
	// Output:
	// syntax error at source line 1: unexpected *
}
