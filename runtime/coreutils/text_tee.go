package coreutils

import (
	"context"
	"io"
	"os"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

func textTee(ctx context.Context, c *command.Call) error {
	var appendMode bool
	fs := command.NewFlagSet(c.Name)
	fs.Func('a', "append", false, func(string) error { appendMode = true; return nil })
	fs.Func('i', "ignore-interrupts", false, func(string) error { return nil }) // no signals here
	fs.Func('p', "", false, func(string) error { return nil })                  // pipes never raise SIGPIPE here
	ops, err := fs.ParseOrUsage(c)
	if err != nil {
		return err
	}
	flag := os.O_WRONLY | os.O_CREATE | os.O_TRUNC
	if appendMode {
		flag = os.O_WRONLY | os.O_CREATE | os.O_APPEND
	}
	type teeOut struct {
		name string
		f    *vfs.File
	}
	var files []teeOut
	status := 0
	for _, op := range ops {
		f, err := c.FS.OpenFile(c.Path(op), flag, 0o644)
		if err != nil {
			c.FileError(op, err)
			status = 1
			continue
		}
		files = append(files, teeOut{op, f})
	}
	defer func() {
		for _, t := range files {
			if t.f != nil {
				t.f.Close()
			}
		}
	}()
	stdoutOK := true
	buf := make([]byte, 32*1024)
	in := textCtxReader{ctx, c.Stdin}
	for {
		n, rerr := in.Read(buf)
		if n > 0 {
			if stdoutOK {
				if _, err := c.Stdout.Write(buf[:n]); err != nil {
					if cerr := ctx.Err(); cerr != nil {
						return cerr
					}
					// A closed pipe ends tee as SIGPIPE would.
					return textWriteFail(ctx, c, err)
				}
			}
			for i := range files {
				t := &files[i]
				if t.f == nil {
					continue
				}
				if _, err := t.f.Write(buf[:n]); err != nil {
					c.FileError(t.name, err)
					status = 1
					t.f.Close()
					t.f = nil
				}
			}
		}
		if rerr == io.EOF {
			break
		}
		if rerr != nil {
			if cerr := ctx.Err(); cerr != nil {
				return cerr
			}
			c.Errorf("read error: %s", vfs.Reason(rerr))
			status = 1
			break
		}
	}
	return command.Status(status)
}
