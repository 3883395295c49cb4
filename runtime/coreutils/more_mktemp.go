package coreutils

import (
	"context"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path"
	"strings"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// mktempChars are the characters that replace a template's X's.
const mktempChars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

// mktempCmd is mktemp [-d] [-u] [-q] [-p DIR] [-t] [--suffix=S]
// [TEMPLATE]: creates a file (mode 0600) or directory (0700) with a
// random name from TEMPLATE (default tmp.XXXXXXXXXX in $TMPDIR or /tmp)
// and prints its name. The last run of at least 3 X's is replaced.
func mktempCmd(ctx context.Context, c *command.Call) error {
	fl := command.NewFlagSet(c.Name)
	dir := fl.Bool('d', "directory")
	dry := fl.Bool('u', "dry-run")
	quiet := fl.Bool('q', "quiet")
	tflag := fl.Bool('t', "")
	tmpdirSet := false
	tmpdir := ""
	fl.Func('p', "tmpdir", true, func(v string) error { tmpdir, tmpdirSet = v, true; return nil })
	suffixSet := false
	suffix := ""
	fl.Func(0, "suffix", true, func(v string) error { suffix, suffixSet = v, true; return nil })
	ops, err := fl.ParseOrUsage(c)
	if err != nil {
		return err
	}
	fail := func(format string, args ...any) error {
		if *quiet {
			return command.Status(1)
		}
		return c.Errorf(format, args...)
	}
	if len(ops) > 1 {
		return filesTryHelp(c, "too many templates")
	}
	template := "tmp.XXXXXXXXXX"
	useDir := tmpdirSet || *tflag
	if len(ops) == 1 {
		template = ops[0]
	} else {
		useDir = true
	}
	if suffixSet {
		if !strings.HasSuffix(template, "X") {
			return filesTryHelp(c, "with --suffix, template %s must end in X", filesQuote(template))
		}
		template += suffix
	}
	if useDir {
		if tmpdir == "" {
			tmpdir = c.Getenv("TMPDIR")
		}
		if tmpdir == "" {
			tmpdir = "/tmp"
		}
		if *tflag && strings.Contains(template, "/") {
			return filesTryHelp(c, "invalid template, %s, contains directory separator", filesQuote(template))
		}
		if path.IsAbs(template) {
			return filesTryHelp(c, "invalid template, %s; with --tmpdir, it may not be absolute", filesQuote(template))
		}
		template = strings.TrimSuffix(tmpdir, "/") + "/" + template
	}
	base := template[strings.LastIndexByte(template, '/')+1:]
	end := strings.LastIndexByte(base, 'X') + 1
	if suffixSet {
		end = len(base) - len(suffix)
	}
	start := end
	for start > 0 && base[start-1] == 'X' {
		start--
	}
	if end-start < 3 {
		return fail("too few X's in template %s", filesQuote(template))
	}
	off := len(template) - len(base)
	what := "file"
	if *dir {
		what = "directory"
	}
	var lastErr error
	for try := 0; try < 100; try++ {
		if err := ctx.Err(); err != nil {
			return err
		}
		b := []byte(template)
		for i := off + start; i < off+end; i++ {
			b[i] = mktempChars[rand.IntN(len(mktempChars))]
		}
		name := string(b)
		full := c.Path(name)
		switch {
		case *dry:
			if _, err := c.FS.Stat(full); err == nil {
				continue
			}
			lastErr = nil
		case *dir:
			lastErr = c.FS.Mkdir(full, 0o700)
		default:
			var h *vfs.File
			h, lastErr = c.FS.OpenFile(full, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
			if lastErr == nil {
				h.Close()
			}
		}
		if lastErr == nil {
			_, err := fmt.Fprintln(c.Stdout, name)
			return filesWriteErr(c, err)
		}
		if vfs.Reason(lastErr) != "File exists" {
			break
		}
	}
	if lastErr == nil {
		lastErr = fs.ErrExist
	}
	return fail("failed to create %s via template %s: %s", what, filesQuote(template), vfs.Reason(lastErr))
}
