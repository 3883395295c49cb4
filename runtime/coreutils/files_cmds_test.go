package coreutils

import (
	"strings"
	"testing"
	"time"

	"github.com/toolsinshell/tis/runtime/vfs"
)

var (
	filesOld    = time.Date(2024, 1, 15, 10, 30, 0, 0, time.UTC)
	filesRecent = time.Date(2026, 11, 1, 8, 5, 0, 0, time.UTC)
)

func filesTree(fsys *vfs.FS) {
	_ = fsys.MkdirAll("/d/sub", 0o755)
	filesWrite(fsys, "/d/a.txt", "hello\n", filesOld)
	filesWrite(fsys, "/d/big", strings.Repeat("x", 5000), filesRecent)
	filesWrite(fsys, "/d/.hidden", "", filesOld)
	_ = fsys.Chtimes("/d/sub", filesOld)
	_ = fsys.Chtimes("/d", filesOld)
}

func TestFilesLs(t *testing.T) {
	filesRun(t, lsCmd, "ls", []filesCase{
		{name: "plain", args: []string{"d"}, setup: filesTree, stdout: "a.txt\nbig\nsub\n"},
		{name: "all", args: []string{"-a", "d"}, setup: filesTree, stdout: ".\n..\n.hidden\na.txt\nbig\nsub\n"},
		{name: "almost", args: []string{"-A", "d"}, setup: filesTree, stdout: ".hidden\na.txt\nbig\nsub\n"},
		{name: "long", args: []string{"-l", "d"}, setup: filesTree, env: map[string]string{"USER": "bob"},
			stdout: "total 16\n-rw-r--r-- 1 bob bob    6 Jan 15  2024 a.txt\n-rw-r--r-- 1 bob bob 5000 Nov  1 08:05 big\ndrwxr-xr-x 2 bob bob 4096 Jan 15  2024 sub\n"},
		{name: "long human", args: []string{"-lh", "d"}, setup: filesTree,
			stdout: "total 16K\n-rw-r--r-- 1 agent agent    6 Jan 15  2024 a.txt\n-rw-r--r-- 1 agent agent 4.9K Nov  1 08:05 big\ndrwxr-xr-x 2 agent agent 4.0K Jan 15  2024 sub\n"},
		{name: "dir self", args: []string{"-ld", "d"}, setup: filesTree, stdout: "drwxr-xr-x 3 agent agent 4096 Jan 15  2024 d\n"},
		{name: "time", args: []string{"-t", "d"}, setup: filesTree, stdout: "big\na.txt\nsub\n"},
		{name: "time reverse", args: []string{"-tr", "d"}, setup: filesTree, stdout: "sub\na.txt\nbig\n"},
		{name: "size", args: []string{"-S", "d"}, setup: filesTree, stdout: "big\nsub\na.txt\n"},
		{name: "classify", args: []string{"-F", "d"}, setup: filesTree, stdout: "a.txt\nbig\nsub/\n"},
		{name: "recursive", args: []string{"-R", "d"}, setup: filesTree, stdout: "d:\na.txt\nbig\nsub\n\nd/sub:\n"},
		{name: "several", args: []string{"d/sub", "d/a.txt", "d"}, setup: filesTree, stdout: "d/a.txt\n\nd:\na.txt\nbig\nsub\n\nd/sub:\n"},
		{name: "missing", args: []string{"nope", "d/a.txt"}, setup: filesTree, stdout: "d/a.txt\n",
			stderr: "ls: cannot access 'nope': No such file or directory\n", status: 2},
		{name: "cwd", args: nil, setup: filesTree, stdout: "d\n"},
		{name: "bad flag", args: []string{"-Z"}, stderr: "ls: unsupported option -- 'Z'\n", status: 2},
		{name: "colour never", args: []string{"--color=never", "d"}, setup: filesTree, stdout: "a.txt\nbig\nsub\n"},
	})
}

func TestFilesLsHuman(t *testing.T) {
	for n, want := range map[int64]string{0: "0", 1023: "1023", 1024: "1.0K", 1025: "1.1K", 10240: "10K", 10241: "11K",
		1048575: "1.0M", 1 << 20: "1.0M", 5000: "4.9K", 1<<62 + 1: "4.1E"} {
		if got := lsHuman(n); got != want {
			t.Errorf("lsHuman(%d) = %q, want %q", n, got, want)
		}
	}
}

func TestFilesMkdir(t *testing.T) {
	filesRun(t, mkdirCmd, "mkdir", []filesCase{
		{name: "one", args: []string{"a"}, check: func(t *testing.T, f *vfs.FS) {
			st, err := f.Stat("/a")
			if err != nil || !st.IsDir() || st.Mode().Perm() != 0o755 {
				t.Errorf("a: %v %v", st, err)
			}
		}},
		{name: "exists", args: []string{"a"}, setup: func(f *vfs.FS) { _ = f.Mkdir("/a", 0o755) },
			stderr: "mkdir: cannot create directory 'a': File exists\n", status: 1},
		{name: "no parent", args: []string{"-v", "b", "c/d"}, stdout: "mkdir: created directory 'b'\n",
			stderr: "mkdir: cannot create directory 'c/d': No such file or directory\n", status: 1},
		{name: "parents verbose", args: []string{"-pv", "x/y/z"},
			stdout: "mkdir: created directory 'x'\nmkdir: created directory 'x/y'\nmkdir: created directory 'x/y/z'\n"},
		{name: "parents exist", args: []string{"-p", "x"}, setup: func(f *vfs.FS) { _ = f.Mkdir("/x", 0o755) }},
		{name: "parents file", args: []string{"-p", "f/g"}, setup: func(f *vfs.FS) { filesWrite(f, "/f", "", time.Time{}) },
			stderr: "mkdir: cannot create directory 'f': Not a directory\n", status: 1},
		{name: "missing", stderr: "mkdir: missing operand\nTry 'mkdir --help' for more information.\n", status: 1},
		{name: "mode octal", args: []string{"-m", "700", "m"}, check: func(t *testing.T, f *vfs.FS) {
			if st, _ := f.Stat("/m"); st.Mode().Perm() != 0o700 {
				t.Errorf("mode %v", st.Mode())
			}
		}},
		{name: "mode symbolic", args: []string{"-m", "u=rwx,g=rx", "m"}, check: func(t *testing.T, f *vfs.FS) {
			if st, _ := f.Stat("/m"); st.Mode().Perm() != 0o757 {
				t.Errorf("mode %v", st.Mode())
			}
		}},
		{name: "bad mode", args: []string{"-m", "foo", "m"}, stderr: "mkdir: invalid mode 'foo'\n", status: 1},
	})
}

func TestFilesRm(t *testing.T) {
	filesRun(t, rmCmd, "rm", []filesCase{
		{name: "file", args: []string{"-v", "d/a.txt"}, setup: filesTree, stdout: "removed 'd/a.txt'\n",
			check: func(t *testing.T, f *vfs.FS) {
				if filesExists(f, "/d/a.txt") {
					t.Error("still there")
				}
			}},
		{name: "dir", args: []string{"d"}, setup: filesTree, stderr: "rm: cannot remove 'd': Is a directory\n", status: 1},
		{name: "dir -d", args: []string{"-d", "d"}, setup: filesTree, stderr: "rm: cannot remove 'd': Directory not empty\n", status: 1},
		{name: "recursive", args: []string{"-rv", "d/sub", "d"}, setup: filesTree,
			stdout: "removed directory 'd/sub'\nremoved 'd/.hidden'\nremoved 'd/a.txt'\nremoved 'd/big'\nremoved directory 'd'\n"},
		{name: "missing", args: []string{"nope"}, stderr: "rm: cannot remove 'nope': No such file or directory\n", status: 1},
		{name: "force", args: []string{"-f", "nope"}},
		{name: "no operand", stderr: "rm: missing operand\nTry 'rm --help' for more information.\n", status: 1},
		{name: "root", args: []string{"-rf", "/"}, setup: filesTree, status: 1,
			stderr: "rm: it is dangerous to operate recursively on '/'\nrm: use --no-preserve-root to override this failsafe\n",
			check: func(t *testing.T, f *vfs.FS) {
				if !filesExists(f, "/d/a.txt") {
					t.Error("removed")
				}
			}},
		{name: "dot", args: []string{"-r", "."}, stderr: "rm: refusing to remove '.' or '..' directory: skipping '.'\n", status: 1},
		{name: "no preserve root", args: []string{"-r", "--no-preserve-root", "/"}, setup: filesTree,
			check: func(t *testing.T, f *vfs.FS) {
				if ents, _ := f.ReadDir("/"); len(ents) != 0 {
					t.Errorf("left %v", ents)
				}
			}},
	})
}

func TestFilesCpMv(t *testing.T) {
	filesRun(t, cpCmd, "cp", []filesCase{
		{name: "file", args: []string{"-v", "d/a.txt", "b"}, setup: filesTree, stdout: "'d/a.txt' -> 'b'\n",
			check: func(t *testing.T, f *vfs.FS) {
				if b, _ := f.ReadFile("/b"); string(b) != "hello\n" {
					t.Errorf("b = %q", b)
				}
			}},
		{name: "into dir", args: []string{"d/a.txt", "d/big", "d/sub"}, setup: filesTree, check: func(t *testing.T, f *vfs.FS) {
			if !filesExists(f, "/d/sub/a.txt") || !filesExists(f, "/d/sub/big") {
				t.Error("not copied")
			}
		}},
		{name: "dir without -r", args: []string{"d", "e"}, setup: filesTree, stderr: "cp: -r not specified; omitting directory 'd'\n", status: 1},
		{name: "recursive preserve", args: []string{"-a", "d", "e"}, setup: filesTree, check: func(t *testing.T, f *vfs.FS) {
			st, err := f.Stat("/e/a.txt")
			if err != nil || !st.ModTime().Equal(filesOld) {
				t.Errorf("e/a.txt %v %v", st, err)
			}
			if !filesExists(f, "/e/.hidden") || !filesExists(f, "/e/sub") {
				t.Error("tree not copied")
			}
		}},
		{name: "same", args: []string{"d/a.txt", "d/a.txt"}, setup: filesTree, stderr: "cp: 'd/a.txt' and 'd/a.txt' are the same file\n", status: 1},
		{name: "no clobber", args: []string{"-n", "d/big", "d/a.txt"}, setup: filesTree, check: func(t *testing.T, f *vfs.FS) {
			if b, _ := f.ReadFile("/d/a.txt"); string(b) != "hello\n" {
				t.Errorf("overwritten: %q", b)
			}
		}},
		{name: "target", args: []string{"-t", "d/sub", "d/a.txt"}, setup: filesTree, check: func(t *testing.T, f *vfs.FS) {
			if !filesExists(f, "/d/sub/a.txt") {
				t.Error("not copied")
			}
		}},
		{name: "not a dir", args: []string{"d/a.txt", "d/big", "zz"}, setup: filesTree, stderr: "cp: target 'zz': No such file or directory\n", status: 1},
		{name: "missing dest", args: []string{"a"}, stderr: "cp: missing destination file operand after 'a'\nTry 'cp --help' for more information.\n", status: 1},
		{name: "into itself", args: []string{"-r", "d", "d/sub/x"}, setup: filesTree, status: 1,
			stderr: "cp: cannot copy a directory, 'd', into itself, 'd/sub/x'\n"},
	})
	filesRun(t, mvCmd, "mv", []filesCase{
		{name: "rename", args: []string{"-v", "d/a.txt", "b"}, setup: filesTree, stdout: "renamed 'd/a.txt' -> 'b'\n",
			check: func(t *testing.T, f *vfs.FS) {
				if filesExists(f, "/d/a.txt") || !filesExists(f, "/b") {
					t.Error("not moved")
				}
			}},
		{name: "into dir", args: []string{"d/a.txt", "d/big", "d/sub"}, setup: filesTree, check: func(t *testing.T, f *vfs.FS) {
			if !filesExists(f, "/d/sub/a.txt") || filesExists(f, "/d/big") {
				t.Error("not moved")
			}
		}},
		{name: "subdir of itself", args: []string{"d", "d/sub"}, setup: filesTree, stderr: "mv: cannot move 'd' to a subdirectory of itself, 'd/sub/d'\n", status: 1},
		{name: "missing", args: []string{"nope", "x"}, stderr: "mv: cannot stat 'nope': No such file or directory\n", status: 1},
		{name: "no clobber", args: []string{"-n", "d/big", "d/a.txt"}, setup: filesTree, check: func(t *testing.T, f *vfs.FS) {
			if !filesExists(f, "/d/big") {
				t.Error("moved")
			}
		}},
		{name: "dir over file", args: []string{"d/sub", "d/a.txt"}, setup: filesTree, stderr: "mv: cannot overwrite non-directory 'd/a.txt' with directory 'd/sub'\n", status: 1},
		{name: "target", args: []string{"-t", "d/sub", "d/a.txt"}, setup: filesTree},
	})
}

func TestFilesTouch(t *testing.T) {
	filesRun(t, touchCmd, "touch", []filesCase{
		{name: "create", args: []string{"n"}, check: func(t *testing.T, f *vfs.FS) {
			st, err := f.Stat("/n")
			if err != nil || !st.ModTime().Equal(filesTestNow) || st.Mode().Perm() != 0o644 {
				t.Errorf("n: %v %v", st, err)
			}
		}},
		{name: "no create", args: []string{"-c", "n"}, check: func(t *testing.T, f *vfs.FS) {
			if filesExists(f, "/n") {
				t.Error("created")
			}
		}},
		{name: "date", args: []string{"-d", "2020-02-03 04:05:06", "d/a.txt"}, setup: filesTree, check: func(t *testing.T, f *vfs.FS) {
			st, _ := f.Stat("/d/a.txt")
			if !st.ModTime().Equal(time.Date(2020, 2, 3, 4, 5, 6, 0, time.UTC)) {
				t.Errorf("mtime %v", st.ModTime())
			}
		}},
		{name: "epoch", args: []string{"-d", "@86400", "e"}, check: func(t *testing.T, f *vfs.FS) {
			if st, _ := f.Stat("/e"); st.ModTime().Unix() != 86400 {
				t.Errorf("mtime %v", st.ModTime())
			}
		}},
		{name: "stamp", args: []string{"-t", "202401151030.45", "e"}, check: func(t *testing.T, f *vfs.FS) {
			if st, _ := f.Stat("/e"); !st.ModTime().Equal(time.Date(2024, 1, 15, 10, 30, 45, 0, time.UTC)) {
				t.Errorf("mtime %v", st.ModTime())
			}
		}},
		{name: "reference", args: []string{"-r", "d/a.txt", "e"}, setup: filesTree, check: func(t *testing.T, f *vfs.FS) {
			if st, _ := f.Stat("/e"); !st.ModTime().Equal(filesOld) {
				t.Errorf("mtime %v", st.ModTime())
			}
		}},
		{name: "bad date", args: []string{"-d", "foo", "e"}, stderr: "touch: invalid date format 'foo'\n", status: 1},
		{name: "no dir", args: []string{"a/b"}, stderr: "touch: cannot touch 'a/b': No such file or directory\n", status: 1},
		{name: "missing", stderr: "touch: missing file operand\nTry 'touch --help' for more information.\n", status: 1},
	})
}

func TestFilesDate(t *testing.T) {
	filesRun(t, dateCmd, "date", []filesCase{
		{name: "default", stdout: "Mon Nov 30 03:22:38 UTC 2026\n"},
		{name: "format", args: []string{"+%Y-%m-%d %H:%M:%S.%N %s %j %a %A %b %B %e %Z %z %T %D %F %I %p %u %w %y %%"},
			stdout: "2026-11-30 03:22:38.123456789 1796008958 334 Mon Monday Nov November 30 UTC +0000 03:22:38 11/30/26 2026-11-30 03 AM 1 1 26 %\n"},
		{name: "newline tab", args: []string{"+a%nb%tc"}, stdout: "a\nb\tc\n"},
		{name: "epoch", args: []string{"-d", "@0"}, stdout: "Thu Jan  1 00:00:00 UTC 1970\n"},
		{name: "day", args: []string{"-d", "2024-02-29", "+%F %T"}, stdout: "2024-02-29 00:00:00\n"},
		{name: "datetime", args: []string{"--date=2024-02-29 13:14:15", "+%F %T"}, stdout: "2024-02-29 13:14:15\n"},
		{name: "iso zone", args: []string{"-d", "2024-01-15T10:00:00+05:30", "+%F %T"}, stdout: "2024-01-15 04:30:00\n"},
		{name: "iso Z", args: []string{"-d", "2024-01-15T10:00:00Z", "-u"}, stdout: "Mon Jan 15 10:00:00 UTC 2024\n"},
		{name: "now", args: []string{"-d", "now", "+%s"}, stdout: "1796008958\n"},
		{name: "yesterday", args: []string{"-d", "yesterday", "+%F %T"}, stdout: "2026-11-29 03:22:38\n"},
		{name: "tomorrow", args: []string{"-d", "tomorrow", "+%F"}, stdout: "2026-12-01\n"},
		{name: "ago", args: []string{"-d", "3 days ago", "+%F"}, stdout: "2026-11-27\n"},
		{name: "plus", args: []string{"-d", "+2 weeks", "+%F"}, stdout: "2026-12-14\n"},
		{name: "month overflow", args: []string{"-d", "2024-01-31 +1 month", "+%F"}, stdout: "2024-03-02\n"},
		{name: "weekday", args: []string{"-d", "next friday", "+%F %a"}, stdout: "2026-12-04 Fri\n"},
		{name: "iso", args: []string{"-d", "@0", "-Iseconds"}, stdout: "1970-01-01T00:00:00+00:00\n"},
		{name: "iso date", args: []string{"-I", "-d", "@0"}, stdout: "1970-01-01\n"},
		{name: "rfc email", args: []string{"-R", "-d", "@0"}, stdout: "Thu, 01 Jan 1970 00:00:00 +0000\n"},
		{name: "rfc 3339", args: []string{"--rfc-3339=ns", "-d", "@1.5"}, stdout: "1970-01-01 00:00:01.500000000+00:00\n"},
		{name: "tz", args: []string{"-d", "2024-07-04 12:00", "+%F %T %Z %z"}, env: map[string]string{"TZ": "America/New_York"},
			stdout: "2024-07-04 12:00:00 EDT -0400\n"},
		{name: "tz utc flag", args: []string{"-u", "-d", "2024-07-04 12:00", "+%T %Z"}, env: map[string]string{"TZ": "America/New_York"},
			stdout: "12:00:00 UTC\n"},
		{name: "bad tz", args: []string{"+%Z"}, env: map[string]string{"TZ": "../../etc/passwd"}, stdout: "UTC\n"},
		{name: "invalid", args: []string{"-d", "foo"}, stderr: "date: invalid date 'foo'\n", status: 1},
		{name: "invalid day", args: []string{"-d", "2024-02-30"}, stderr: "date: invalid date '2024-02-30'\n", status: 1},
		{name: "set", args: []string{"01011200"}, stderr: "date: cannot set date: Operation not permitted\n", status: 1},
		{name: "extra", args: []string{"+%s", "x"}, stderr: "date: extra operand 'x'\nTry 'date --help' for more information.\n", status: 1},
		{name: "flags", args: []string{"-d", "2024-07-04 05:06:07", "+%-d|%_m|%^a|%#p|%3N|%-H|%10A|%:z"},
			stdout: "4| 7|THU|am|000|5|  Thursday|+00:00\n"},
	})
}

func TestFilesSleep(t *testing.T) {
	filesRun(t, sleepCmd, "sleep", []filesCase{
		{name: "zero", args: []string{"0", "0s", "0.0m"}},
		{name: "missing", stderr: "sleep: missing operand\nTry 'sleep --help' for more information.\n", status: 1},
		{name: "invalid", args: []string{"x", "1y"}, stderr: "sleep: invalid time interval 'x'\nsleep: invalid time interval '1y'\nTry 'sleep --help' for more information.\n", status: 1},
	})
	for in, want := range map[string]float64{"1": 1, "1.5s": 1.5, "2m": 120, "1h": 3600, ".5d": 43200, "1e2": 100} {
		if got, ok := sleepParse(in); !ok || got != want {
			t.Errorf("sleepParse(%q) = %v, %v; want %v", in, got, ok, want)
		}
	}
	for _, in := range []string{"", "s", "-1", "nan", "1x", "+1", "1_0"} {
		if _, ok := sleepParse(in); ok {
			t.Errorf("sleepParse(%q) accepted", in)
		}
	}
}

func TestFilesNames(t *testing.T) {
	filesRun(t, basenameCmd, "basename", []filesCase{
		{name: "plain", args: []string{"/a/b.txt"}, stdout: "b.txt\n"},
		{name: "suffix", args: []string{"/a/b.txt", ".txt"}, stdout: "b\n"},
		{name: "whole suffix", args: []string{".txt", ".txt"}, stdout: ".txt\n"},
		{name: "-s", args: []string{"-s", ".txt", "a.txt", "b/c.txt"}, stdout: "a\nc\n"},
		{name: "-a", args: []string{"-a", "/x/", "/", "//"}, stdout: "x\n/\n/\n"},
		{name: "extra", args: []string{"a", "b", "c"}, stderr: "basename: extra operand 'c'\nTry 'basename --help' for more information.\n", status: 1},
		{name: "missing", stderr: "basename: missing operand\nTry 'basename --help' for more information.\n", status: 1},
	})
	filesRun(t, dirnameCmd, "dirname", []filesCase{
		{name: "several", args: []string{"/a/b", "a", "/", "a/", "//a//b//", ".", ""}, stdout: "/a\n.\n/\n.\n//a\n.\n.\n"},
		{name: "missing", stderr: "dirname: missing operand\nTry 'dirname --help' for more information.\n", status: 1},
	})
}

func TestFilesEchoTrueFalse(t *testing.T) {
	filesRun(t, echoCmd, "echo", []filesCase{
		{name: "plain", args: []string{"a", "b"}, stdout: "a b\n"},
		{name: "-n", args: []string{"-n", "a"}, stdout: "a"},
		{name: "-e", args: []string{"-e", `a\tb\x41\0101\u00e9\101`}, stdout: "a\tbAAé\\101\n"},
		{name: "-c", args: []string{"-e", `a\cb`, "c"}, stdout: "a"},
		{name: "-E", args: []string{"-eE", `a\tb`}, stdout: "a\\tb\n"},
		{name: "not a flag", args: []string{"-nx", "--"}, stdout: "-nx --\n"},
	})
	filesRun(t, trueCmd, "true", []filesCase{{name: "true", args: []string{"--help"}}})
	filesRun(t, falseCmd, "false", []filesCase{{name: "false", args: []string{"x"}, status: 1}})
}

func TestFilesPrintf(t *testing.T) {
	filesRun(t, printfCmd, "printf", []filesCase{
		{name: "reuse", args: []string{"%s=%d\n", "a", "1", "b"}, stdout: "a=1\nb=0\n"},
		{name: "numbers", args: []string{"%x %o %X %u %i|%5d|%-5d|%05d|%+d|% d\n", "255", "8", "255", "-1", "'A", "42", "42", "42", "42", "42"},
			stdout: "ff 10 FF 18446744073709551615 65|   42|42   |00042|+42| 42\n"},
		{name: "floats", args: []string{"%f %.2f %e %g %g %G %10.3f|\n", "1.5", "2.345", "12345", "0.0001", "1234567", "1e-10", "3.14159"},
			stdout: "1.500000 2.35 1.234500e+04 0.0001 1.23457e+06 1E-10      3.142|\n"},
		{name: "inf", args: []string{"%f %g\n", "inf", "-inf"}, stdout: "inf -inf\n"},
		{name: "strings", args: []string{"%5s|%-5s|%.2s|%c|%b\n", "ab", "cd", "xyz", "hello", `a\tb`}, stdout: "   ab|cd   |xy|h|a\tb\n"},
		{name: "star", args: []string{"%*d|%.*f\n", "4", "7", "1", "2.25"}, stdout: "   7|2.2\n"},
		{name: "quote", args: []string{"%q %q %q %q\n", "a b", "x", "", "it's"}, stdout: "'a b' x '' \"it's\"\n"},
		{name: "escapes", args: []string{`\x41\101\n\\\q`}, stdout: "AA\n\\\\q"},
		{name: "stop", args: []string{"%b%s\n", `x\cy`, "z"}, stdout: "x"},
		{name: "bad number", args: []string{"%d %d\n", "abc", "12abc"}, stdout: "0 12\n",
			stderr: "printf: 'abc': expected a numeric value\nprintf: '12abc': value not completely converted\n", status: 1},
		{name: "range", args: []string{"%d\n", "99999999999999999999"}, stdout: "9223372036854775807\n",
			stderr: "printf: '99999999999999999999': Numerical result out of range\n", status: 1},
		{name: "bad conversion", args: []string{"a%zk"}, stdout: "a", stderr: "printf: %zk: invalid conversion specification\n", status: 1},
		{name: "excess", args: []string{"hi\n", "x"}, stdout: "hi\n", stderr: "printf: warning: ignoring excess arguments, starting with 'x'\n"},
		{name: "missing", stderr: "printf: missing operand\nTry 'printf --help' for more information.\n", status: 1},
		{name: "huge width", args: []string{"%999999999999d", "1"},
			stderr: "printf: width too large: more than 67108864 bytes, the limit on what one command holds in memory\n", status: 1},
		{name: "width past fmt", args: []string{"%-1000002d|%01000002d|%#01000004x", "7", "-7", "255"},
			stdout: "7" + strings.Repeat(" ", 1000001) + "|-" + strings.Repeat("0", 1000000) + "7|0x" + strings.Repeat("0", 1000000) + "ff"},
		{name: "precision past fmt", args: []string{"%.1000001d|%+.1000001f", "-3", "1.5"},
			stdout: "-" + strings.Repeat("0", 1000000) + "3|+1.5" + strings.Repeat("0", 1000000)},
	})
}

func TestFilesXargs(t *testing.T) {
	filesRun(t, xargsCmd, "xargs", []filesCase{
		{name: "default echo", stdin: "a b\nc\n", stdout: "a b c\n"},
		{name: "quotes", args: []string{"-n1"}, stdin: "a \"b c\" 'd e' f\\ g\n", stdout: "a\nb c\nd e\nf g\n"},
		{name: "unmatched", args: []string{"echo"}, stdin: "it's\n", status: 1,
			stderr: "xargs: unmatched single quote; by default quotes are special to xargs unless you use the -0 option\n"},
		{name: "replace", args: []string{"-I", "{}", "echo", "[{}]", "x{}"}, stdin: "  a b \n\nc\n", stdout: "[a b ] xa b \n[c] xc\n"},
		{name: "replace -i", args: []string{"-i", "echo", "<{}>"}, stdin: "a\n", stdout: "<a>\n"},
		{name: "replace -iX", args: []string{"-iX", "echo", "<X>"}, stdin: "a\n", stdout: "<a>\n"},
		{name: "null", args: []string{"-0", "-n1", "echo", "X"}, stdin: "a\x00b c\x00", stdout: "X a\nX b c\n"},
		{name: "delim", args: []string{"-d", ",", "-n2"}, stdin: "a,,b,c", stdout: "a \nb c\n"},
		{name: "delim escape", args: []string{"-d", `\n`}, stdin: "a b\nc\n", stdout: "a b c\n"},
		{name: "lines", args: []string{"-L", "2"}, stdin: "a b\nc \nd\ne\n", stdout: "a b c d\ne\n"},
		{name: "trace", args: []string{"-t", "-n1", "echo"}, stdin: "'a b' c\n", stdout: "a b\nc\n", stderr: "echo 'a b'\necho c\n"},
		{name: "empty runs", stdin: "", stdout: "\n"},
		{name: "empty -r", args: []string{"-r", "echo", "x"}, stdin: "\n\n"},
		{name: "size", args: []string{"-s", "10", "echo"}, stdin: "aaaa bbbb\n", stdout: "aaaa\nbbbb\n"},
		{name: "size exit", args: []string{"-x", "-s", "8", "echo"}, stdin: "aaaa\n", stderr: "xargs: argument line too long\n", status: 1},
		{name: "failing", args: []string{"fail"}, stdin: "a\n", status: 123},
		{name: "255", args: []string{"-n1", "fail", "255"}, stdin: "a\nb\n", status: 124,
			stderr: "xargs: fail: exited with status 255; aborting\n"},
		{name: "not found", args: []string{"nosuch"}, stdin: "a\n", status: 127, stderr: "xargs: nosuch: No such file or directory\n"},
		{name: "procs", args: []string{"-P", "4", "-n", "1"}, stdin: "a b\n", stdout: "a\nb\n"},
		{name: "options stop", args: []string{"echo", "-n", "x"}, stdin: "y\n", stdout: "x y"},
		{name: "zero -n", args: []string{"-n", "0"}, stdin: "a\n", status: 1,
			stderr: "xargs: value 0 for -n option should be >= 1\nTry 'xargs --help' for more information.\n"},
		{name: "arg file", args: []string{"-a", "d/a.txt", "echo", "got"}, setup: filesTree, stdout: "got hello\n"},
		{name: "touch", args: []string{"touch"}, stdin: "n1 n2\n", check: func(t *testing.T, f *vfs.FS) {
			if !filesExists(f, "/n1") || !filesExists(f, "/n2") {
				t.Error("not created")
			}
		}},
		{name: "bad flag", args: []string{"-p"}, stderr: "xargs: unsupported option -- 'p'\n", status: 2},
	})
}

// TestFilesCpCycles: cp -L through links that lead back to a directory
// being copied, or to the copy itself, says so and goes on (as GNU),
// rather than copying without end.
func TestFilesCpCycles(t *testing.T) {
	loops := func(fsys *vfs.FS) {
		_ = fsys.MkdirAll("/w/src/d", 0o755)
		filesWrite(fsys, "/w/src/f", "x", filesOld)
		_ = fsys.Symlink("..", "/w/src/d/up")
		_ = fsys.Symlink("/w", "/w/src/top")
	}
	filesRun(t, cpCmd, "cp", []filesCase{
		{name: "link to an ancestor", args: []string{"-rL", "/w/src", "/w/out"}, setup: loops, status: 1,
			stderr: "cp: cannot copy cyclic symbolic link '/w/src/d/up'\ncp: cannot copy a directory, '/w/src/top/out', into itself, '/w/out/top/out'\ncp: cannot copy cyclic symbolic link '/w/src/top/src'\n",
			check: func(t *testing.T, fsys *vfs.FS) {
				if _, err := fsys.Stat("/w/out/f"); err != nil {
					t.Errorf("the rest was not copied: %v", err)
				}
			}},
	})
}
