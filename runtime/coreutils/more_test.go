package coreutils

import (
	"context"
	"io"
	"path"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// moreFiles returns a setup that writes the given files (name, contents
// pairs) with the old test time.
func moreFiles(pairs ...string) func(*vfs.FS) {
	return func(fsys *vfs.FS) {
		for i := 0; i+1 < len(pairs); i += 2 {
			_ = fsys.MkdirAll(path.Dir(pairs[i]), 0o755)
			filesWrite(fsys, pairs[i], pairs[i+1], filesOld)
		}
	}
}

func TestMoreTac(t *testing.T) {
	filesRun(t, tacCmd, "tac", []filesCase{
		{name: "lines", stdin: "a\nb\nc\n", stdout: "c\nb\na\n"},
		{name: "no newline", stdin: "a\nb", stdout: "ba\n"},
		{name: "files", args: []string{"f", "-"}, setup: moreFiles("/f", "1\n2\n"), stdin: "x\n", stdout: "2\n1\nx\n"},
		{name: "missing", args: []string{"nope"}, status: 1, stderr: "tac: failed to open 'nope' for reading: No such file or directory\n"},
		{name: "bad flag", args: []string{"-x"}, status: 2, stderr: "tac: unsupported option -- 'x'\n"},
	})
}

func TestMoreRev(t *testing.T) {
	filesRun(t, revCmd, "rev", []filesCase{
		{name: "lines", stdin: "abc\nxy", stdout: "cba\nyx"},
		{name: "utf8", stdin: "héllo\n", stdout: "olléh\n"},
		{name: "missing", args: []string{"nope"}, status: 1, stderr: "rev: cannot open nope: No such file or directory\n"},
	})
}

func TestMorePaste(t *testing.T) {
	setup := moreFiles("/x", "a\nb\n", "/y", "1\n2\n3\n", "/e", "")
	filesRun(t, pasteCmd, "paste", []filesCase{
		{name: "two", args: []string{"x", "y"}, setup: setup, stdout: "a\t1\nb\t2\n\t3\n"},
		{name: "delims", args: []string{"-d", ",:", "x", "y", "x"}, setup: setup, stdout: "a,1:a\nb,2:b\n,3:\n"},
		{name: "serial", args: []string{"-s", "x", "y"}, setup: setup, stdout: "a\tb\n1\t2\t3\n"},
		{name: "serial empty", args: []string{"-s", "e"}, setup: setup, stdout: "\n"},
		{name: "stdin twice", args: []string{"-", "-"}, stdin: "a\nb\nc", stdout: "a\tb\nc\t\n"},
		{name: "empty delim", args: []string{"-d", "", "x", "y"}, setup: setup, stdout: "a1\nb2\n3\n"},
		{name: "escape delim", args: []string{"-s", "-d", "\\n\\0", "y"}, setup: setup, stdout: "1\n23\n"},
		{name: "bad delim", args: []string{"-d", "a\\", "x"}, setup: setup, status: 1,
			stderr: "paste: delimiter list ends with an unescaped backslash: a\\\n"},
		{name: "missing", args: []string{"x", "nope"}, setup: setup, status: 1, stderr: "paste: nope: No such file or directory\n"},
	})
}

func TestMoreComm(t *testing.T) {
	setup := moreFiles("/s1", "a\nc\nd\n", "/s2", "b\nc\ne\n", "/u", "b\na\n")
	filesRun(t, commCmd, "comm", []filesCase{
		{name: "all", args: []string{"s1", "s2"}, setup: setup, stdout: "a\n\tb\n\t\tc\nd\n\te\n"},
		{name: "common", args: []string{"-12", "s1", "s2"}, setup: setup, stdout: "c\n"},
		{name: "no common", args: []string{"-3", "s1", "s2"}, setup: setup, stdout: "a\n\tb\nd\n\te\n"},
		{name: "delimiter", args: []string{"--output-delimiter=:", "s1", "s2"}, setup: setup, stdout: "a\n:b\n::c\nd\n:e\n"},
		{name: "stdin", args: []string{"-23", "-", "s2"}, setup: setup, stdin: "a\nc\n", stdout: "a\n"},
		{name: "unsorted", args: []string{"u", "s1"}, setup: setup, status: 1, stdout: "\ta\nb\na\n\tc\n\td\n",
			stderr: "comm: file 1 is not in sorted order\ncomm: input is not in sorted order\n"},
		{name: "nocheck", args: []string{"--nocheck-order", "u", "s1"}, setup: setup, stdout: "\ta\nb\na\n\tc\n\td\n"},
		{name: "check", args: []string{"--check-order", "u", "s1"}, setup: setup, status: 1, stdout: "\ta\nb\n",
			stderr: "comm: file 1 is not in sorted order\n"},
		{name: "one operand", args: []string{"s1"}, setup: setup, status: 1,
			stderr: "comm: missing operand after 's1'\nTry 'comm --help' for more information.\n"},
	})
}

func TestMoreNl(t *testing.T) {
	filesRun(t, nlCmd, "nl", []filesCase{
		{name: "default", stdin: "a\n\nb\n", stdout: "     1\ta\n       \n     2\tb\n"},
		{name: "all", args: []string{"-ba"}, stdin: "a\n\nb\n", stdout: "     1\ta\n     2\t\n     3\tb\n"},
		{name: "left", args: []string{"-nln", "-w3", "-s:"}, stdin: "a\n", stdout: "1  :a\n"},
		{name: "zeros", args: []string{"-nrz", "-w", "4"}, stdin: "a\n", stdout: "0001\ta\n"},
		{name: "start incr", args: []string{"-v", "10", "-i", "5"}, stdin: "a\nb\n", stdout: "    10\ta\n    15\tb\n"},
		{name: "none", args: []string{"-bn"}, stdin: "a\n", stdout: "       a\n"},
		{name: "bad style", args: []string{"-bx"}, stdin: "a\n", status: 1,
			stderr: "nl: invalid body numbering style: 'x'\nTry 'nl --help' for more information.\n"},
		{name: "bad width", args: []string{"-w0"}, stdin: "a\n", status: 1,
			stderr: "nl: invalid line number field width: '0': Numerical result out of range\n"},
	})
}

func TestMoreFold(t *testing.T) {
	const fox = "The quick brown fox jumps\n"
	filesRun(t, foldCmd, "fold", []filesCase{
		{name: "width", args: []string{"-w", "10"}, stdin: fox, stdout: "The quick \nbrown fox \njumps\n"},
		{name: "spaces", args: []string{"-s", "-w", "10"}, stdin: fox, stdout: "The quick \nbrown fox \njumps\n"},
		{name: "spaces2", args: []string{"-sw8"}, stdin: fox, stdout: "The \nquick \nbrown \nfox \njumps\n"},
		{name: "bytes", args: []string{"-b", "-w", "2"}, stdin: "abcde", stdout: "ab\ncd\ne"},
		{name: "tabs", args: []string{"-w", "10"}, stdin: "a\tb\tc\n", stdout: "a\tb\n\tc\n"},
		{name: "short", stdin: "short\n", stdout: "short\n"},
		{name: "zero", args: []string{"-w", "0"}, status: 1, stderr: "fold: invalid number of columns: '0': Numerical result out of range\n"},
		{name: "bad", args: []string{"-w", "x"}, status: 1, stderr: "fold: invalid number of columns: 'x'\n"},
	})
}

func TestMoreColumn(t *testing.T) {
	filesRun(t, columnCmd, "column", []filesCase{
		{name: "table", args: []string{"-t"}, stdin: "name age\nalice 30\n", stdout: "name   age\nalice  30\n"},
		{name: "sep", args: []string{"-t", "-s", ","}, stdin: "a,,b\nccc,d\n\nx\n", stdout: "a       b\nccc  d  \nx       \n"},
		{name: "osep", args: []string{"-t", "-s:", "-o", " | "}, stdin: "k:v\nkey:value\n", stdout: "k   | v\nkey | value\n"},
		{name: "fill", args: []string{"-c", "20"}, stdin: "1\n2\n3\n4\n5\n", stdout: "1\t4\n2\t5\n3\n"},
		{name: "fill wide", args: []string{"-c", "30"}, stdin: "1\n2\n3\n4\n5\n", stdout: "1\t3\t5\n2\t4\n"},
		{name: "fill rows", args: []string{"-x", "-c", "20"}, stdin: "1\n2\n3\n4\n5\n", stdout: "1\t2\n3\t4\n5\n"},
		{name: "columns env", env: map[string]string{"COLUMNS": "16"}, stdin: "1\n2\n3\n", stdout: "1\t3\n2\n"},
		{name: "wide", args: []string{"-c", "4"}, stdin: "abcdef\nb\n", stdout: "abcdef\nb\n"},
	})
}

func TestMoreSums(t *testing.T) {
	setup := moreFiles("/h", "hi\n", "/x", "x")
	const hiSum = "98ea6e4f216f2fb4b69fff9b3a44842c38686ca685f3f55dc48c5d3fb1107be4"
	sums := hiSum + "  h\n"
	filesRun(t, sumCmd, "sha256sum", []filesCase{
		{name: "file", args: []string{"h"}, setup: setup, stdout: sums},
		{name: "stdin", stdin: "hi\n", stdout: hiSum + "  -\n"},
		{name: "tag", args: []string{"--tag", "h"}, setup: setup, stdout: "SHA256 (h) = " + hiSum + "\n"},
		{name: "binary", args: []string{"-b", "h"}, setup: setup, stdout: hiSum + " *h\n"},
		{name: "check ok", args: []string{"-c"}, setup: setup, stdin: sums, stdout: "h: OK\n"},
		{name: "check fail", args: []string{"-c"}, setup: moreFiles("/h", "no\n"), stdin: sums, status: 1,
			stdout: "h: FAILED\n", stderr: "sha256sum: WARNING: 1 computed checksum did NOT match\n"},
		{name: "check missing", args: []string{"-c"}, stdin: sums, status: 1,
			stdout: "h: FAILED open or read\n",
			stderr: "sha256sum: h: No such file or directory\nsha256sum: WARNING: 1 listed file could not be read\n"},
		{name: "check quiet", args: []string{"-c", "--quiet"}, setup: setup, stdin: sums},
		{name: "check status", args: []string{"--status", "-c"}, setup: moreFiles("/h", "no\n"), stdin: sums, status: 1},
		{name: "check garbage", args: []string{"-c"}, stdin: "garbage\n", status: 1,
			stderr: "sha256sum: 'standard input': no properly formatted checksum lines found\n"},
		{name: "check bad line", args: []string{"-c"}, setup: setup, stdin: sums + "bad\n", stdout: "h: OK\n",
			stderr: "sha256sum: WARNING: 1 line is improperly formatted\n"},
		{name: "check tag", args: []string{"-c"}, setup: setup, stdin: "SHA256 (h) = " + hiSum + "\n", stdout: "h: OK\n"},
		{name: "quiet without check", args: []string{"--quiet"}, status: 1,
			stderr: "sha256sum: the --quiet option is meaningful only when verifying checksums\nTry 'sha256sum --help' for more information.\n"},
		{name: "escaped name", args: []string{"a\\b"}, setup: moreFiles("/a\\b", "hi\n"), stdout: "\\" + hiSum + "  a\\\\b\n"},
	})
	filesRun(t, sumCmd, "md5sum", []filesCase{
		{name: "md5", args: []string{"h"}, setup: setup, stdout: "764efa883dda1e11db47671c4a3bbd9e  h\n"},
	})
	filesRun(t, sumCmd, "sha1sum", []filesCase{
		{name: "sha1", args: []string{"h"}, setup: setup, stdout: "55ca6286e3e4f4fba5d0448333fa99fc5a404a73  h\n"},
	})
}

func TestMoreStat(t *testing.T) {
	filesRun(t, statCmd, "stat", []filesCase{
		{name: "format", args: []string{"-c", "%n %s %F %a %A %U %y %Y", "d/a.txt"}, setup: filesTree,
			stdout: "d/a.txt 6 regular file 644 -rw-r--r-- agent " + filesOld.UTC().Format("2006-01-02 15:04:05.000000000 +0000") +
				" " + strconv.FormatInt(filesOld.Unix(), 10) + "\n"},
		{name: "dir", args: []string{"-c", "%F %s %h", "d"}, setup: filesTree, stdout: "directory 4096 3\n"},
		{name: "empty", args: []string{"--printf", "%F\\n", "d/.hidden"}, setup: filesTree, stdout: "regular empty file\n"},
		{name: "width", args: []string{"-c", "[%5s] [%-4a] [%%] [%q]", "d/a.txt"}, setup: filesTree, stdout: "[    6] [644 ] [%] [?]\n"},
		{name: "missing", args: []string{"-c", "%s", "nope", "d/a.txt"}, setup: filesTree, status: 1, stdout: "6\n",
			stderr: "stat: cannot statx 'nope': No such file or directory\n"},
		{name: "no operand", status: 1, stderr: "stat: missing operand\nTry 'stat --help' for more information.\n"},
	})
}

func TestMoreDu(t *testing.T) {
	filesRun(t, duCmd, "du", []filesCase{
		{name: "default", args: []string{"d"}, setup: filesTree, stdout: "4\td/sub\n20\td\n"},
		{name: "all", args: []string{"-a", "d"}, setup: filesTree, stdout: "0\td/.hidden\n4\td/a.txt\n8\td/big\n4\td/sub\n20\td\n"},
		{name: "summary human", args: []string{"-sh", "d"}, setup: filesTree, stdout: "20K\td\n"},
		{name: "total", args: []string{"-c", "d/a.txt", "d/big"}, setup: filesTree, stdout: "4\td/a.txt\n8\td/big\n12\ttotal\n"},
		{name: "bytes", args: []string{"-b", "d/big"}, setup: filesTree, stdout: "5000\td/big\n"},
		{name: "depth", args: []string{"-d", "0", "d/"}, setup: filesTree, stdout: "20\td/\n"},
		{name: "missing", args: []string{"nope"}, status: 1, stderr: "du: cannot access 'nope': No such file or directory\n"},
	})
}

func TestMoreRealpath(t *testing.T) {
	filesRun(t, realpathCmd, "realpath", []filesCase{
		{name: "plain", args: []string{"d", "d/sub/../a.txt", "d/new"}, setup: filesTree, stdout: "/d\n/d/a.txt\n/d/new\n"},
		{name: "missing parent", args: []string{"nope/x"}, setup: filesTree, status: 1, stderr: "realpath: nope/x: No such file or directory\n"},
		{name: "not dir", args: []string{"d/a.txt/x"}, setup: filesTree, status: 1, stderr: "realpath: d/a.txt/x: Not a directory\n"},
		{name: "existing", args: []string{"-e", "d/new"}, setup: filesTree, status: 1, stderr: "realpath: d/new: No such file or directory\n"},
		{name: "missing ok", args: []string{"-m", "nope/../x/./y/"}, stdout: "/x/y\n"},
		{name: "relative", args: []string{"--relative-to=/d/sub", "/d/a.txt", "/"}, setup: filesTree, stdout: "../a.txt\n../..\n"},
		{name: "quiet", args: []string{"-q", "nope/x"}, status: 1},
		{name: "no operand", status: 1, stderr: "realpath: missing operand\nTry 'realpath --help' for more information.\n"},
	})
	filesRun(t, readlinkCmd, "readlink", []filesCase{
		{name: "not a link", args: []string{"d"}, setup: filesTree, status: 1},
		{name: "f", args: []string{"-f", "d/sub/../x"}, setup: filesTree, stdout: "/d/x\n"},
		{name: "f fails", args: []string{"-f", "nope/x"}, status: 1},
		{name: "e", args: []string{"-e", "d/x"}, setup: filesTree, status: 1},
		{name: "m", args: []string{"-m", "a/b/../c"}, stdout: "/a/c\n"},
		{name: "n", args: []string{"-fn", "d"}, setup: filesTree, stdout: "/d"},
		{name: "verbose", args: []string{"-ev", "nope"}, status: 1, stderr: "readlink: nope: No such file or directory\n"},
	})
}

func TestMoreMktemp(t *testing.T) {
	check := func(prefix string, dir bool) func(t *testing.T, fsys *vfs.FS) {
		return func(t *testing.T, fsys *vfs.FS) {
			ents, _ := fsys.ReadDir(prefix)
			if len(ents) != 1 || ents[0].IsDir() != dir {
				t.Fatalf("entries of %s: %v", prefix, ents)
			}
		}
	}
	mkTmp := func(fsys *vfs.FS) { _ = fsys.Mkdir("/tmp", 0o777) }
	for _, tc := range []struct {
		args []string
		re   string
		dir  bool
		at   string
	}{
		{nil, "/tmp/tmp.", false, "/tmp"},
		{[]string{"-d"}, "/tmp/tmp.", true, "/tmp"},
		{[]string{"-p", "/w", "fooXXX"}, "/w/foo", false, "/w"},
		{[]string{"-t", "x.XXXX"}, "/tmp/x.", false, "/tmp"},
		{[]string{"/w/aXXXb"}, "/w/a", false, "/w"},
	} {
		var out strings.Builder
		fsys := filesNewFS()
		mkTmp(fsys)
		_ = fsys.Mkdir("/w", 0o755)
		c := filesCall(fsys, "mktemp", tc.args, nil, "", &out, &out)
		if err := mktempCmd(context.Background(), c); err != nil {
			t.Fatalf("mktemp %q: %v: %s", tc.args, err, out.String())
		}
		if !strings.HasPrefix(out.String(), tc.re) || strings.Contains(out.String(), "XXX") {
			t.Errorf("mktemp %q: %q", tc.args, out.String())
		}
		check(tc.at, tc.dir)(t, fsys)
	}
	filesRun(t, mktempCmd, "mktemp", []filesCase{
		{name: "few X", args: []string{"fooXX"}, status: 1, stderr: "mktemp: too few X's in template 'fooXX'\n"},
		{name: "no dir", args: []string{"-p", "nope"}, status: 1,
			stderr: "mktemp: failed to create file via template 'nope/tmp.XXXXXXXXXX': No such file or directory\n"},
		{name: "quiet", args: []string{"-q", "-p", "nope"}, status: 1},
		{name: "two", args: []string{"a", "b"}, status: 1, stderr: "mktemp: too many templates\nTry 'mktemp --help' for more information.\n"},
	})
}

func TestMoreEnv(t *testing.T) {
	env := map[string]string{"FOO": "bar", "E": ""}
	filesRun(t, printenvCmd, "printenv", []filesCase{
		{name: "names", args: []string{"FOO", "E"}, env: env, stdout: "bar\n\n"},
		{name: "missing", args: []string{"FOO", "NOPE"}, env: env, status: 1, stdout: "bar\n"},
		{name: "list", env: env, status: 2,
			stderr: "printenv: listing the whole environment is not supported; name the variables (printenv NAME, echo \"$NAME\")\n"},
	})
	filesRun(t, envCmd, "env", []filesCase{
		{name: "command", args: []string{"echo", "hi"}, stdout: "hi\n"},
		{name: "not found", args: []string{"nope"}, status: 127, stderr: "env: 'nope': No such file or directory\n"},
		{name: "assign", args: []string{"A=1", "echo"}, status: 125,
			stderr: "env: setting variables is not supported; write NAME=value COMMAND instead of env NAME=value COMMAND\n"},
		{name: "status", args: []string{"fail"}, status: 1},
	})
}

func TestMoreYes(t *testing.T) {
	var out moreLimitWriter
	out.max = 20000
	c := filesCall(filesNewFS(), "yes", []string{"ab"}, nil, "", &out, &out)
	err := yesCmd(context.Background(), c)
	if st, _ := command.StatusOf(err); st != 141 {
		t.Fatalf("yes: %v", err)
	}
	if !strings.HasPrefix(out.b.String(), "ab\nab\n") {
		t.Errorf("yes wrote %q", out.b.String())
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	c = filesCall(filesNewFS(), "yes", nil, nil, "", &moreLimitWriter{max: 1 << 30}, &out)
	if err := yesCmd(ctx, c); err != context.Canceled {
		t.Errorf("yes with a canceled context: %v", err)
	}
}

// moreLimitWriter fails with a closed pipe once it holds max bytes.
type moreLimitWriter struct {
	b   strings.Builder
	max int
}

func (w *moreLimitWriter) Write(p []byte) (int, error) {
	if w.b.Len()+len(p) > w.max {
		return 0, io.ErrClosedPipe
	}
	return w.b.Write(p)
}

func TestMoreFind(t *testing.T) {
	tree := func(fsys *vfs.FS) {
		filesTree(fsys)
		filesWrite(fsys, "/d/sub/B.TXT", "", filesRecent)
		_ = fsys.Chtimes("/d/sub", filesOld)
	}
	filesRun(t, findCmd, "find", []filesCase{
		{name: "all", args: []string{"d"}, setup: tree, stdout: "d\nd/.hidden\nd/a.txt\nd/big\nd/sub\nd/sub/B.TXT\n"},
		{name: "name", args: []string{"d", "-name", "*.txt"}, setup: tree, stdout: "d/a.txt\n"},
		{name: "iname", args: []string{"d", "-iname", "*.txt"}, setup: tree, stdout: "d/a.txt\nd/sub/B.TXT\n"},
		{name: "type d", args: []string{"d", "-type", "d"}, setup: tree, stdout: "d\nd/sub\n"},
		{name: "maxdepth", args: []string{"d", "-maxdepth", "1", "-type", "f"}, setup: tree, stdout: "d/.hidden\nd/a.txt\nd/big\n"},
		{name: "mindepth", args: []string{"d", "-mindepth", "2"}, setup: tree, stdout: "d/sub/B.TXT\n"},
		{name: "path", args: []string{"d", "-path", "*/sub/*"}, setup: tree, stdout: "d/sub/B.TXT\n"},
		{name: "size", args: []string{"d", "-size", "+1k"}, setup: tree, stdout: "d\nd/big\nd/sub\n"},
		{name: "size files", args: []string{"d", "-type", "f", "-size", "-1k"}, setup: tree, stdout: "d/.hidden\nd/sub/B.TXT\n"},
		{name: "size c", args: []string{"d", "-size", "6c"}, setup: tree, stdout: "d/a.txt\n"},
		{name: "empty", args: []string{"d", "-empty"}, setup: tree, stdout: "d/.hidden\nd/sub/B.TXT\n"},
		{name: "mtime", args: []string{"d", "-type", "f", "-mtime", "-60"}, setup: tree, stdout: "d/big\nd/sub/B.TXT\n"},
		{name: "mtime plus", args: []string{"d", "-type", "f", "-mtime", "+60"}, setup: tree, stdout: "d/.hidden\nd/a.txt\n"},
		{name: "newer", args: []string{"d", "-newer", "d/a.txt"}, setup: tree, stdout: "d/big\nd/sub/B.TXT\n"},
		{name: "not or", args: []string{"d", "!", "-type", "d", "(", "-name", "a*", "-o", "-name", "b*", ")"}, setup: tree, stdout: "d/a.txt\nd/big\n"},
		{name: "prune", args: []string{"d", "-name", "sub", "-prune", "-o", "-type", "f", "-print"}, setup: tree, stdout: "d/.hidden\nd/a.txt\nd/big\n"},
		{name: "print0", args: []string{"d/sub", "-print0"}, setup: tree, stdout: "d/sub\x00d/sub/B.TXT\x00"},
		{name: "printf", args: []string{"d", "-name", "a.txt", "-printf", "%p %f %h %P %d %s %m %y\\n"}, setup: tree, stdout: "d/a.txt a.txt d a.txt 1 6 644 f\n"},
		{name: "exec", args: []string{"d", "-name", "a.txt", "-exec", "echo", "got", "{}", ";"}, setup: tree, stdout: "got d/a.txt\n"},
		{name: "exec plus", args: []string{"d", "-type", "f", "-exec", "echo", "{}", "+"}, setup: tree, stdout: "d/.hidden d/a.txt d/big d/sub/B.TXT\n"},
		{name: "exec false", args: []string{"d", "-name", "a.txt", "-exec", "false", ";", "-o", "-name", "a.txt", "-print"}, setup: tree, stdout: "d/a.txt\n"},
		{name: "quit", args: []string{"d", "-type", "f", "-print", "-quit"}, setup: tree, stdout: "d/.hidden\n"},
		{name: "delete", args: []string{"d", "-name", "*.txt", "-delete"}, setup: tree,
			check: func(t *testing.T, fsys *vfs.FS) {
				if filesExists(fsys, "/d/a.txt") || !filesExists(fsys, "/d/big") {
					t.Error("delete removed the wrong files")
				}
			}},
		{name: "delete nonempty", args: []string{"d", "-name", "sub", "-delete"}, setup: tree, status: 1,
			stderr: "find: cannot delete 'd/sub': Directory not empty\n"},
		{name: "default path", args: []string{"-maxdepth", "1", "-name", "d"}, setup: tree, stdout: "./d\n"},
		{name: "missing", args: []string{"nope", "d/sub"}, setup: tree, status: 1, stdout: "d/sub\nd/sub/B.TXT\n",
			stderr: "find: 'nope': No such file or directory\n"},
		{name: "missing arg", args: []string{"d", "-name"}, status: 1, stderr: "find: missing argument to `-name'\n"},
		{name: "bad type", args: []string{"d", "-type", "q"}, status: 1, stderr: "find: Unknown argument to -type: q\n"},
		{name: "unsupported", args: []string{"d", "-regex", "x"}, status: 2, stderr: "find: unsupported option '-regex'\n"},
		{name: "paths after", args: []string{"d", "-name", "x", "y"}, status: 1, stderr: "find: paths must precede expression: `y'\n"},
		{name: "paren", args: []string{"d", "(", "-name", "x"}, status: 1,
			stderr: "find: invalid expression; I was expecting to find a ')' somewhere but did not see one.\n"},
		{name: "binary first", args: []string{"d", "-o", "-name", "x"}, status: 1,
			stderr: "find: invalid expression; you have used a binary operator '-o' with nothing before it.\n"},
		{name: "exec not found", args: []string{"d", "-maxdepth", "0", "-exec", "nope", ";"}, setup: tree,
			stderr: "find: 'nope': No such file or directory\n"},
	})
}

func TestMoreFindMatch(t *testing.T) {
	for _, tc := range []struct {
		pat, s string
		want   bool
	}{
		{"*.go", "a.go", true}, {"*.go", "a.gox", false}, {"a?c", "abc", true}, {"[a-c]x", "bx", true},
		{"[!a-c]x", "bx", false}, {"[[:digit:]]*", "1a", true}, {"\\*", "*", true}, {"*", "", true},
		{"[", "[", true}, {"*/sub/*", "d/sub/x", true}, {"a*b*c", "aXbYbZc", true}, {"[]]", "]", true},
	} {
		if got := findMatch(tc.pat, tc.s); got != tc.want {
			t.Errorf("findMatch(%q, %q) = %v", tc.pat, tc.s, got)
		}
	}
}

func TestMoreDiff(t *testing.T) {
	setup := moreFiles("/d1", "a\nb\nc\n", "/d2", "a\nx\nc\nd\n", "/n1", "a", "/n2", "b")
	stamp := filesOld.UTC().Format("2006-01-02 15:04:05.000000000 +0000")
	filesRun(t, diffCmd, "diff", []filesCase{
		{name: "normal", args: []string{"d1", "d2"}, setup: setup, status: 1, stdout: "2c2\n< b\n---\n> x\n3a4\n> d\n"},
		{name: "same", args: []string{"d1", "d1"}, setup: setup},
		{name: "unified", args: []string{"-u", "d1", "d2"}, setup: setup, status: 1,
			stdout: "--- d1\t" + stamp + "\n+++ d2\t" + stamp + "\n@@ -1,3 +1,4 @@\n a\n-b\n+x\n c\n+d\n"},
		{name: "labels", args: []string{"-U0", "--label", "A", "--label=B", "d1", "d2"}, setup: setup, status: 1,
			stdout: "--- A\n+++ B\n@@ -2 +2 @@\n-b\n+x\n@@ -3,0 +4 @@\n+d\n"},
		{name: "unified long", args: []string{"--unified=1", "--label", "A", "--label", "B", "d1", "d2"}, setup: setup, status: 1,
			stdout: "--- A\n+++ B\n@@ -1,3 +1,4 @@\n a\n-b\n+x\n c\n+d\n"},
		{name: "no newline", args: []string{"n1", "n2"}, setup: setup, status: 1,
			stdout: "1c1\n< a\n\\ No newline at end of file\n---\n> b\n\\ No newline at end of file\n"},
		{name: "brief", args: []string{"-q", "d1", "d2"}, setup: setup, status: 1, stdout: "Files d1 and d2 differ\n"},
		{name: "identical", args: []string{"-s", "d1", "d1"}, setup: setup, stdout: "Files d1 and d1 are identical\n"},
		{name: "stdin", args: []string{"-", "d1"}, setup: setup, stdin: "a\nb\n", status: 1, stdout: "2a3\n> c\n"},
		{name: "delete", args: []string{"d2", "d1"}, setup: setup, status: 1, stdout: "2c2\n< x\n---\n> b\n4d3\n< d\n"},
		{name: "ignore case", args: []string{"-i", "-", "d1"}, setup: setup, stdin: "A\nB\nC\n"},
		{name: "ignore space", args: []string{"-w", "-", "d1"}, setup: setup, stdin: " a\nb \n c\n"},
		{name: "space change", args: []string{"-b", "-", "d1"}, setup: setup, stdin: " a\nb \nc\n", status: 1, stdout: "1c1\n<  a\n---\n> a\n"},
		{name: "binary", args: []string{"-", "d1"}, setup: setup, stdin: "\x00x", status: 1, stdout: "Binary files - and d1 differ\n"},
		{name: "missing", args: []string{"nope", "d1"}, setup: setup, status: 2, stderr: "diff: nope: No such file or directory\n"},
		{name: "one operand", args: []string{"d1"}, status: 2,
			stderr: "diff: missing operand after 'd1'\ndiff: Try 'diff --help' for more information.\n"},
		{name: "dirs", args: []string{"-r", "x", "y"}, status: 1, setup: moreFiles("/x/f", "1\n", "/y/f", "2\n", "/x/o", "", "/y/s/g", ""),
			stdout: "diff -r x/f y/f\n1c1\n< 1\n---\n> 2\nOnly in x: o\nOnly in y: s\n"},
		{name: "dir and file", args: []string{"d1", "x"}, status: 1, setup: moreFiles("/d1", "a\n", "/x/d1", "b\n"),
			stdout: "1c1\n< a\n---\n> b\n"},
	})
}

// TestMoreDiffBound checks that a large, very different input finishes
// (GNU's cut-off keeps the work bounded) and yields a valid edit script.
func TestMoreDiffBound(t *testing.T) {
	var a, b strings.Builder
	for i := range 20000 {
		a.WriteString(strconv.Itoa((i * 7919 % 20011)) + "\n")
		b.WriteString(strconv.Itoa((i * 104729 % 20011)) + "\n")
	}
	fsys := filesNewFS()
	filesWrite(fsys, "/a", a.String(), filesOld)
	filesWrite(fsys, "/b", b.String(), filesOld)
	var out, errb strings.Builder
	c := filesCall(fsys, "diff", []string{"a", "b"}, nil, "", &out, &errb)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	err := diffCmd(ctx, c)
	if st, _ := command.StatusOf(err); st != 1 {
		t.Fatalf("diff: %v %s", err, errb.String())
	}
	// Apply the normal-format script to a and expect b.
	got := moreApplyNormal(t, strings.SplitAfter(a.String(), "\n"), out.String())
	if got != b.String() {
		t.Fatal("applying the diff did not give the second file")
	}
}

// moreApplyNormal applies a normal-format diff to lines.
func moreApplyNormal(t *testing.T, lines []string, script string) string {
	t.Helper()
	var out strings.Builder
	pos := 0 // next line of lines to copy, 0-based
	sl := strings.Split(script, "\n")
	for i := 0; i < len(sl); i++ {
		h := sl[i]
		if h == "" || h[0] == '<' || h[0] == '>' || h == "---" {
			continue
		}
		k := strings.IndexAny(h, "acd")
		left := h[:k]
		first, last := left, left
		if j := strings.IndexByte(left, ','); j >= 0 {
			first, last = left[:j], left[j+1:]
		}
		f, l := atoiT(t, first), atoiT(t, last)
		upto := f - 1
		if h[k] == 'a' {
			upto = f
		}
		for pos < upto {
			out.WriteString(lines[pos])
			pos++
		}
		if h[k] != 'a' {
			pos = l
		}
		for i+1 < len(sl) && (strings.HasPrefix(sl[i+1], "<") || strings.HasPrefix(sl[i+1], ">") || sl[i+1] == "---") {
			i++
			if strings.HasPrefix(sl[i], "> ") {
				out.WriteString(sl[i][2:] + "\n")
			}
		}
	}
	for pos < len(lines) {
		out.WriteString(lines[pos])
		pos++
	}
	return out.String()
}

func atoiT(t *testing.T, s string) int {
	n := 0
	for _, r := range s {
		if r < '0' || r > '9' {
			t.Fatalf("bad number %q", s)
		}
		n = n*10 + int(r-'0')
	}
	return n
}
