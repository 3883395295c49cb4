package coreutils

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// textCase is one run of a text command.
type textCase struct {
	name   string
	args   []string // args[0] is the command
	stdin  string
	files  map[string]string
	out    string
	err    string // substring of stderr; "" means stderr must be empty
	status int
}

// textRun runs args through the text registry.
func textRun(ctx context.Context, fsys *vfs.FS, args []string, stdin string) (string, string, error) {
	r := &command.Registry{}
	registerText(r)
	fn, ok := r.Lookup(args[0])
	if !ok {
		panic("no command " + args[0])
	}
	var out, errb bytes.Buffer
	c := &command.Call{
		Name: args[0], Args: args[1:],
		Stdin: strings.NewReader(stdin), Stdout: &out, Stderr: &errb,
		Dir: "/", FS: fsys,
	}
	err := fn(ctx, c)
	return out.String(), errb.String(), err
}

func textRunCases(t *testing.T, cases []textCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			fsys := vfs.New(nil)
			for name, data := range tc.files {
				if err := fsys.WriteFile("/"+name, []byte(data), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			out, stderr, err := textRun(context.Background(), fsys, tc.args, tc.stdin)
			status, ok := command.StatusOf(err)
			if !ok {
				t.Fatalf("%q: non-status error %v", tc.args, err)
			}
			if out != tc.out {
				t.Errorf("%q: stdout\n got %q\nwant %q", tc.args, out, tc.out)
			}
			if tc.err == "" && stderr != "" || !strings.Contains(stderr, tc.err) {
				t.Errorf("%q: stderr %q, want %q", tc.args, stderr, tc.err)
			}
			if status != tc.status {
				t.Errorf("%q: status %d, want %d", tc.args, status, tc.status)
			}
		})
	}
}

func TestTextCat(t *testing.T) {
	textRunCases(t, []textCase{
		{name: "stdin", args: []string{"cat"}, stdin: "a\nb\n", out: "a\nb\n"},
		{name: "files", args: []string{"cat", "x", "-", "y"}, stdin: "S\n", files: map[string]string{"x": "X\n", "y": "Y"}, out: "X\nS\nY"},
		{name: "number", args: []string{"cat", "-n"}, stdin: "a\n\nb\n", out: "     1\ta\n     2\t\n     3\tb\n"},
		{name: "nonblank", args: []string{"cat", "-b"}, stdin: "a\n\nb\n", out: "     1\ta\n\n     2\tb\n"},
		{name: "squeeze", args: []string{"cat", "-s"}, stdin: "a\n\n\n\nb\n", out: "a\n\nb\n"},
		{name: "ends", args: []string{"cat", "-E"}, stdin: "a\nb", out: "a$\nb"},
		{name: "all", args: []string{"cat", "-A"}, stdin: "\t\x01\x7f\xe9\n", out: "^I^A^?M-i$\n"},
		{name: "number across files", args: []string{"cat", "-n", "x", "y"}, files: map[string]string{"x": "a", "y": "b\nc\n"}, out: "     1\tab\n     2\tc\n"},
		{name: "missing", args: []string{"cat", "nope", "x"}, files: map[string]string{"x": "X\n"}, out: "X\n", err: "cat: nope: No such file or directory", status: 1},
		{name: "unsupported", args: []string{"cat", "-z"}, err: "unsupported option", status: 2},
	})
}

func TestTextHead(t *testing.T) {
	in := "1\n2\n3\n4\n5\n"
	textRunCases(t, []textCase{
		{name: "default", args: []string{"head"}, stdin: in, out: in},
		{name: "n", args: []string{"head", "-n", "2"}, stdin: in, out: "1\n2\n"},
		{name: "legacy", args: []string{"head", "-3"}, stdin: in, out: "1\n2\n3\n"},
		{name: "all but", args: []string{"head", "-n", "-2"}, stdin: in, out: "1\n2\n3\n"},
		{name: "bytes", args: []string{"head", "-c", "3"}, stdin: in, out: "1\n2"},
		{name: "bytes all but", args: []string{"head", "-c", "-7"}, stdin: in, out: "1\n2"},
		{name: "huge", args: []string{"head", "-n", "1000000000000"}, stdin: in, out: in},
		{name: "headers", args: []string{"head", "-n1", "a", "b"}, files: map[string]string{"a": "A\n", "b": "B\n"}, out: "==> a <==\nA\n\n==> b <==\nB\n"},
		{name: "quiet", args: []string{"head", "-q", "-n1", "a", "b"}, files: map[string]string{"a": "A\n", "b": "B\n"}, out: "A\nB\n"},
		{name: "verbose stdin", args: []string{"head", "-v", "-n1"}, stdin: in, out: "==> standard input <==\n1\n"},
		{name: "bad", args: []string{"head", "-n", "x"}, err: "head: invalid number of lines: 'x'", status: 1},
		{name: "missing", args: []string{"head", "nope"}, err: "head: cannot open 'nope' for reading: No such file or directory", status: 1},
	})
}

func TestTextTail(t *testing.T) {
	in := "1\n2\n3\n4\n5\n"
	textRunCases(t, []textCase{
		{name: "default", args: []string{"tail"}, stdin: in, out: in},
		{name: "n", args: []string{"tail", "-n", "2"}, stdin: in, out: "4\n5\n"},
		{name: "from", args: []string{"tail", "-n", "+4"}, stdin: in, out: "4\n5\n"},
		{name: "legacy minus", args: []string{"tail", "-1"}, stdin: in, out: "5\n"},
		{name: "legacy plus", args: []string{"tail", "+5"}, stdin: in, out: "5\n"},
		{name: "bytes", args: []string{"tail", "-c", "3"}, stdin: in, out: "\n5\n"},
		{name: "bytes from", args: []string{"tail", "-c", "+7"}, stdin: in, out: "4\n5\n"},
		{name: "no newline", args: []string{"tail", "-n1"}, stdin: "a\nb", out: "b"},
		{name: "headers", args: []string{"tail", "-n1", "a", "b"}, files: map[string]string{"a": "A\n", "b": "B\n"}, out: "==> a <==\nA\n\n==> b <==\nB\n"},
		{name: "follow", args: []string{"tail", "-f", "a"}, err: "unsupported option", status: 2},
		{name: "too big", args: []string{"tail", "-n", "99999999999999999999"}, err: "Value too large", status: 1},
	})
}

func TestTextSort(t *testing.T) {
	textRunCases(t, []textCase{
		{name: "plain", args: []string{"sort"}, stdin: "b\na\nB\n", out: "B\na\nb\n"},
		{name: "no final newline", args: []string{"sort"}, stdin: "b\na", out: "a\nb\n"},
		{name: "reverse", args: []string{"sort", "-r"}, stdin: "b\na\nc\n", out: "c\nb\na\n"},
		{name: "numeric", args: []string{"sort", "-n"}, stdin: "10\n9\n-1\n1.5\nx\n", out: "-1\nx\n1.5\n9\n10\n"},
		{name: "unique", args: []string{"sort", "-u"}, stdin: "b\na\nb\n", out: "a\nb\n"},
		{name: "fold unique", args: []string{"sort", "-fu"}, stdin: "b\nA\na\nB\n", out: "A\nb\n"},
		{name: "key numeric", args: []string{"sort", "-k2,2n"}, stdin: "a 10\nb 9\nc 1\n", out: "c 1\nb 9\na 10\n"},
		{name: "key reverse", args: []string{"sort", "-k2nr"}, stdin: "a 10\nb 9\nc 1\n", out: "a 10\nb 9\nc 1\n"},
		{name: "separator", args: []string{"sort", "-t:", "-k3,3n"}, stdin: "a:x:3\nb:y:1\nc:z:2\n", out: "b:y:1\nc:z:2\na:x:3\n"},
		{name: "char position", args: []string{"sort", "-k1.2,1.2"}, stdin: "ab\nba\naa\n", out: "aa\nba\nab\n"},
		{name: "stable", args: []string{"sort", "-s", "-k1,1"}, stdin: "a 2\nb 1\na 1\n", out: "a 2\na 1\nb 1\n"},
		{name: "last resort", args: []string{"sort", "-k1,1"}, stdin: "a 2\nb 1\na 1\n", out: "a 1\na 2\nb 1\n"},
		{name: "human", args: []string{"sort", "-h"}, stdin: "1G\n10K\n2M\n5\n", out: "5\n10K\n2M\n1G\n"},
		{name: "general", args: []string{"sort", "-g"}, stdin: "1e3\n5\nx\n-inf\n", out: "x\n-inf\n5\n1e3\n"},
		{name: "version", args: []string{"sort", "-V"}, stdin: "v1.10\nv1.2\nv1.9\n", out: "v1.2\nv1.9\nv1.10\n"},
		{name: "month", args: []string{"sort", "-M"}, stdin: "mar\nJAN\nfeb\nxyz\n", out: "xyz\nJAN\nfeb\nmar\n"},
		{name: "blanks", args: []string{"sort", "-b"}, stdin: "  b\na\n", out: "a\n  b\n"},
		{name: "check ok", args: []string{"sort", "-c"}, stdin: "a\nb\n"},
		{name: "check bad", args: []string{"sort", "-c"}, stdin: "b\na\n", err: "sort: -:2: disorder: a", status: 1},
		{name: "check quiet", args: []string{"sort", "-C"}, stdin: "b\na\n", status: 1},
		{name: "output file", args: []string{"sort", "-o", "x", "x"}, files: map[string]string{"x": "b\na\n"}},
		{name: "missing", args: []string{"sort", "nope"}, err: "sort: cannot read: nope: No such file or directory", status: 2},
		{name: "zero field", args: []string{"sort", "-k0"}, err: "field number is zero", status: 2},
		{name: "multichar tab", args: []string{"sort", "-t", "ab"}, err: "multi-character tab 'ab'", status: 2},
		{name: "incompatible", args: []string{"sort", "-hn"}, err: "options '-hn' are incompatible", status: 2},
		{name: "zero terminated", args: []string{"sort", "-z"}, err: "unsupported option", status: 2},
	})
}

func TestTextSortOutputFile(t *testing.T) {
	fsys := vfs.New(nil)
	fsys.WriteFile("/x", []byte("b\na\n"), 0o644)
	if _, _, err := textRun(context.Background(), fsys, []string{"sort", "-o", "x", "x"}, ""); err != nil {
		t.Fatal(err)
	}
	if b, _ := fsys.ReadFile("/x"); string(b) != "a\nb\n" {
		t.Errorf("sort -o x x wrote %q", b)
	}
}

func TestTextUniq(t *testing.T) {
	in := "a\na\nb\nA\nc\nc\nc\n"
	textRunCases(t, []textCase{
		{name: "plain", args: []string{"uniq"}, stdin: in, out: "a\nb\nA\nc\n"},
		{name: "count", args: []string{"uniq", "-c"}, stdin: in, out: "      2 a\n      1 b\n      1 A\n      3 c\n"},
		{name: "repeated", args: []string{"uniq", "-d"}, stdin: in, out: "a\nc\n"},
		{name: "unique", args: []string{"uniq", "-u"}, stdin: in, out: "b\nA\n"},
		{name: "all repeated", args: []string{"uniq", "-D"}, stdin: in, out: "a\na\nc\nc\nc\n"},
		{name: "ignore case", args: []string{"uniq", "-i"}, stdin: "a\nA\nb\n", out: "a\nb\n"},
		{name: "skip fields", args: []string{"uniq", "-f1"}, stdin: "x a\ny a\nz b\n", out: "x a\nz b\n"},
		{name: "skip chars", args: []string{"uniq", "-s1"}, stdin: "xa\nya\nzb\n", out: "xa\nzb\n"},
		{name: "check chars", args: []string{"uniq", "-w1"}, stdin: "ab\nac\nbc\n", out: "ab\nbc\n"},
		{name: "no newline", args: []string{"uniq"}, stdin: "a\na", out: "a\n"},
		{name: "bad number", args: []string{"uniq", "-f", "x"}, err: "uniq: x: invalid number of fields to skip", status: 1},
		{name: "missing", args: []string{"uniq", "nope"}, err: "uniq: nope: No such file or directory", status: 1},
	})
}

func TestTextWc(t *testing.T) {
	textRunCases(t, []textCase{
		{name: "stdin", args: []string{"wc"}, stdin: "a b\nc\n", out: "      2       3       6\n"},
		{name: "lines", args: []string{"wc", "-l"}, stdin: "a b\nc\n", out: "2\n"},
		{name: "file", args: []string{"wc", "x"}, files: map[string]string{"x": "a b\nc\n"}, out: "2 3 6 x\n"},
		{name: "two files", args: []string{"wc", "-l", "x", "y"}, files: map[string]string{"x": "a\n", "y": "1\n2\n3\n4\n5\n"}, out: " 1 x\n 5 y\n 6 total\n"},
		{name: "chars", args: []string{"wc", "-m"}, stdin: "h\u00e9\n", out: "3\n"},
		{name: "max line", args: []string{"wc", "-L"}, stdin: "ab\n\tx\n", out: "9\n"},
		{name: "missing", args: []string{"wc", "nope"}, err: "wc: nope: No such file or directory", status: 1},
	})
}

func TestTextCut(t *testing.T) {
	textRunCases(t, []textCase{
		{name: "fields", args: []string{"cut", "-d:", "-f1,3"}, stdin: "a:b:c:d\nxyz\n", out: "a:c\nxyz\n"},
		{name: "open range", args: []string{"cut", "-d:", "-f3-"}, stdin: "a:b:c:d\n", out: "c:d\n"},
		{name: "only delimited", args: []string{"cut", "-d:", "-s", "-f2"}, stdin: "a:b\nxyz\n", out: "b\n"},
		{name: "tab", args: []string{"cut", "-f2"}, stdin: "a\tb\tc\n", out: "b\n"},
		{name: "complement", args: []string{"cut", "-d:", "--complement", "-f2"}, stdin: "a:b:c\n", out: "a:c\n"},
		{name: "output delimiter", args: []string{"cut", "-d:", "-f1,3", "--output-delimiter=,"}, stdin: "a:b:c\n", out: "a,c\n"},
		{name: "chars", args: []string{"cut", "-c2-3,5"}, stdin: "abcdef\n", out: "bce\n"},
		{name: "utf8 chars", args: []string{"cut", "-c2"}, stdin: "h\u00e9llo\n", out: "\u00e9\n"},
		{name: "bytes", args: []string{"cut", "-b", "-2"}, stdin: "abc\n", out: "ab\n"},
		{name: "no list", args: []string{"cut"}, err: "you must specify a list", status: 1},
		{name: "zero", args: []string{"cut", "-f0"}, err: "fields are numbered from 1", status: 1},
		{name: "decreasing", args: []string{"cut", "-f3-1"}, err: "invalid decreasing range", status: 1},
	})
}

func TestTextTr(t *testing.T) {
	textRunCases(t, []textCase{
		{name: "range", args: []string{"tr", "a-z", "A-Z"}, stdin: "hi!\n", out: "HI!\n"},
		{name: "classes", args: []string{"tr", "[:lower:]", "[:upper:]"}, stdin: "hi!\n", out: "HI!\n"},
		{name: "delete", args: []string{"tr", "-d", "[:digit:]"}, stdin: "a1b2\n", out: "ab\n"},
		{name: "complement delete", args: []string{"tr", "-cd", "a-z"}, stdin: "a1 b2\n", out: "ab"},
		{name: "squeeze", args: []string{"tr", "-s", " "}, stdin: "a   b  c\n", out: "a b c\n"},
		{name: "translate squeeze", args: []string{"tr", "-s", " ", "\\n"}, stdin: "a  b\n", out: "a\nb\n"},
		{name: "short set2", args: []string{"tr", "abc", "x"}, stdin: "abcd", out: "xxxd"},
		{name: "truncate", args: []string{"tr", "-t", "abc", "x"}, stdin: "abcd", out: "xbcd"},
		{name: "octal", args: []string{"tr", "\\101", "b"}, stdin: "AA", out: "bb"},
		{name: "repeat", args: []string{"tr", "a-d", "[x*]"}, stdin: "abcd", out: "xxxx"},
		{name: "huge repeat", args: []string{"tr", "a", "[x*99999999999]"}, stdin: "a", out: "x"},
		{name: "missing", args: []string{"tr"}, err: "tr: missing operand", status: 1},
		{name: "one set", args: []string{"tr", "a"}, err: "Two strings must be given when translating", status: 1},
		{name: "reverse range", args: []string{"tr", "z-a", "x"}, err: "reverse collating sequence order", status: 1},
	})
}

func TestTextSeq(t *testing.T) {
	textRunCases(t, []textCase{
		{name: "last", args: []string{"seq", "3"}, out: "1\n2\n3\n"},
		{name: "first last", args: []string{"seq", "2", "4"}, out: "2\n3\n4\n"},
		{name: "incr", args: []string{"seq", "1", "3", "10"}, out: "1\n4\n7\n10\n"},
		{name: "negative", args: []string{"seq", "-1", "-1", "-3"}, out: "-1\n-2\n-3\n"},
		{name: "decimal", args: []string{"seq", "1", "0.5", "2"}, out: "1.0\n1.5\n2.0\n"},
		{name: "sep", args: []string{"seq", "-s,", "3"}, out: "1,2,3\n"},
		{name: "width", args: []string{"seq", "-w", "9", "10"}, out: "09\n10\n"},
		{name: "format", args: []string{"seq", "-f", "%03g", "2"}, out: "001\n002\n"},
		{name: "empty", args: []string{"seq", "2", "1"}},
		{name: "big", args: []string{"seq", "99999999999999999998", "99999999999999999999"}, out: "99999999999999999998\n99999999999999999999\n"},
		{name: "zero incr", args: []string{"seq", "1", "0", "2"}, err: "invalid Zero increment value: '0'", status: 1},
		{name: "bad", args: []string{"seq", "x"}, err: "invalid floating point argument: 'x'", status: 1},
		{name: "missing", args: []string{"seq"}, err: "missing operand", status: 1},
	})
}

func TestTextSeqStopsOnCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, _, err := textRun(ctx, vfs.New(nil), []string{"seq", "1", "1000000000000"}, "")
	if err != context.Canceled {
		t.Fatalf("seq with a cancelled ctx returned %v", err)
	}
}

func TestTextTee(t *testing.T) {
	fsys := vfs.New(nil)
	fsys.WriteFile("/b", []byte("old\n"), 0o644)
	out, _, err := textRun(context.Background(), fsys, []string{"tee", "a", "-a", "b"}, "x\n")
	if err != nil || out != "x\n" {
		t.Fatalf("tee: %q, %v", out, err)
	}
	for name, want := range map[string]string{"/a": "x\n", "/b": "old\nx\n"} {
		if got, _ := fsys.ReadFile(name); string(got) != want {
			t.Errorf("%s = %q, want %q", name, got, want)
		}
	}
	textRunCases(t, []textCase{
		{name: "no dir", args: []string{"tee", "no/f"}, stdin: "x\n", out: "x\n", err: "tee: no/f: No such file or directory", status: 1},
	})
}

func TestTextBase64(t *testing.T) {
	long := strings.Repeat("x", 60)
	textRunCases(t, []textCase{
		{name: "encode", args: []string{"base64"}, stdin: "hello", out: "aGVsbG8=\n"},
		{name: "empty", args: []string{"base64"}, stdin: ""},
		{name: "wrap", args: []string{"base64"}, stdin: long, out: strings.Repeat("eHh4", 19) + "\n" + "eHh4\n"},
		{name: "wrap 8", args: []string{"base64", "-w", "8"}, stdin: "hello", out: "aGVsbG8=\n"},
		{name: "wrap 4", args: []string{"base64", "-w4"}, stdin: "hello", out: "aGVs\nbG8=\n"},
		{name: "no wrap", args: []string{"base64", "-w0"}, stdin: "hello", out: "aGVsbG8="},
		{name: "decode", args: []string{"base64", "-d"}, stdin: "aGVs\nbG8=\n", out: "hello"},
		{name: "garbage", args: []string{"base64", "-d"}, stdin: "aG!k", out: "h", err: "base64: invalid input", status: 1},
		{name: "ignore garbage", args: []string{"base64", "-di"}, stdin: "aG!k=", out: "hi"},
		{name: "file", args: []string{"base64", "f"}, files: map[string]string{"f": "hi"}, out: "aGk=\n"},
		{name: "bad wrap", args: []string{"base64", "-w", "x"}, err: "invalid wrap size: 'x'", status: 1},
	})
}
