package coreutils

// Expected output recorded from glibc iconv, gettext envsubst and GNU
// rmdir (LC_ALL=C), by running each case with the real tool.

import "testing"

func TestMoreIconv(t *testing.T) {
	filesRun(t, iconvCmd, "iconv", []filesCase{
		{name: "to latin1 fails", args: []string{"-f", "UTF-8", "-t", "ISO-8859-1"}, stdin: "caf\xc3\xa9 \xe2\x82\xac\n", stdout: "caf\xe9 ", stderr: "iconv: illegal input sequence at position 6\n", status: 1},
		{name: "to latin1 translit", args: []string{"-f", "UTF-8", "-t", "ISO-8859-1//TRANSLIT"}, stdin: "caf\xc3\xa9 \xe2\x82\xac\n", stdout: "caf\xe9 EUR\n"},
		{name: "omit", args: []string{"-c", "-f", "UTF-8", "-t", "ASCII"}, stdin: "caf\xc3\xa9 \xe2\x82\xac\n", stdout: "caf \n"},
		{name: "translit C", args: []string{"-f", "UTF-8", "-t", "ASCII//TRANSLIT"}, stdin: "caf\xc3\xa9 \xe2\x82\xac\n", stdout: "caf? EUR\n"},
		{name: "translit UTF-8 locale", args: []string{"-f", "UTF-8", "-t", "ASCII//TRANSLIT"}, stdin: "caf\xc3\xa9 \xe2\x82\xac\n", env: map[string]string{"LC_ALL": "C.UTF-8"}, stdout: "cafe EUR\n"},
		{name: "to ascii fails", args: []string{"-f", "UTF-8", "-t", "ASCII"}, stdin: "caf\xc3\xa9 \xe2\x82\xac\n", stdout: "caf", stderr: "iconv: illegal input sequence at position 3\n", status: 1},
		{name: "latin1 to utf8", args: []string{"-f", "LATIN1", "-t", "UTF-8"}, stdin: "caf\xe9\n", stdout: "caf\xc3\xa9\n"},
		{name: "utf16", args: []string{"-f", "UTF-8", "-t", "UTF-16"}, stdin: "hi\n", stdout: "\xff\xfeh\x00i\x00\n\x00"},
		{name: "utf16le", args: []string{"-f", "UTF-8", "-t", "UTF-16LE"}, stdin: "hi\n", stdout: "h\x00i\x00\n\x00"},
		{name: "utf16be", args: []string{"-f", "UTF-8", "-t", "UTF-16BE"}, stdin: "hi\n", stdout: "\x00h\x00i\x00\n"},
		{name: "from utf16 bom", args: []string{"-f", "UTF-16", "-t", "UTF-8"}, stdin: "\xff\xfeh\x00i\x00", stdout: "hi"},
		{name: "from utf16 no bom", args: []string{"-f", "UTF-16", "-t", "UTF-8"}, stdin: "h\x00i\x00", stdout: "hi"},
		{name: "incomplete", args: []string{"-f", "UTF-8", "-t", "UTF-16LE"}, stdin: "\xc3", stderr: "iconv: incomplete character or shift sequence at end of buffer\n", status: 1},
		{name: "invalid", args: []string{"-f", "UTF-8", "-t", "UTF-8"}, stdin: "a\xffb\n", stdout: "a", stderr: "iconv: illegal input sequence at position 1\n", status: 1},
		{name: "invalid omitted", args: []string{"-c", "-f", "UTF-8", "-t", "UTF-8"}, stdin: "a\xffb\n", stdout: "ab\n"},
		{name: "unknown from", args: []string{"-f", "FOO", "-t", "UTF-8"}, stdin: "x", stderr: "iconv: failed to start conversion processing\n", status: 1},
		{name: "unknown to", args: []string{"-f", "UTF-8", "-t", "BAR"}, stdin: "x", stderr: "iconv: failed to start conversion processing\n", status: 1},
		{name: "default from", args: []string{"-t", "UTF-16"}, stdin: "x", stdout: "\xff\xfex\x00"},
		{name: "missing", args: []string{"nope"}, stderr: "iconv: cannot open input file `nope': No such file or directory\n", status: 1},
		{name: "ascii to utf8", args: []string{"-f", "ascii", "-t", "utf8"}, stdin: "ab", stdout: "ab"},
		{name: "ignore incomplete", args: []string{"-f", "utf-8", "-t", "latin1//IGNORE"}, stdin: "\xe9", stderr: "iconv: incomplete character or shift sequence at end of buffer\n", status: 1},
		{name: "ignore", args: []string{"-f", "utf-8", "-t", "latin1//IGNORE"}, stdin: "x\xe2\x82\xacy\n", stdout: "xy\n", stderr: "iconv: illegal input sequence at position 6\n", status: 1},
		{name: "translit euro", args: []string{"-f", "utf-8", "-t", "ascii//TRANSLIT"}, stdin: "x\xe2\x82\xacy\n", stdout: "xEURy\n"},
		{name: "translit punctuation", args: []string{"-f", "utf-8", "-t", "ascii//TRANSLIT"}, stdin: "\xe2\x80\x9chi\xe2\x80\x9d \xe2\x80\x94 \xc3\xbc\xc3\x9f \xef\xac\x81 \xc3\xa9\n", stdout: "\"hi\" -- ?ss fi ?\n"},
		{name: "astral utf16be", args: []string{"-f", "utf-8", "-t", "utf-16be"}, stdin: "A\xf0\x9f\x98\x80", stdout: "\x00A\xd8=\xde\x00"},
		{name: "utf32", args: []string{"-f", "utf-8", "-t", "utf-32"}, stdin: "A", stdout: "\xff\xfe\x00\x00A\x00\x00\x00"},
		{name: "from utf32be", args: []string{"-f", "utf-32be", "-t", "utf-8"}, stdin: "\x00\x00\x00A", stdout: "A"},
		{name: "cp1252", args: []string{"-f", "cp1252", "-t", "utf-8"}, stdin: "\x80\x93x\x94", stdout: "\xe2\x82\xac\xe2\x80\x9cx\xe2\x80\x9d"},
		{name: "utf16 odd byte", args: []string{"-f", "utf-16", "-t", "utf-8"}, stdin: "x", stderr: "iconv: incomplete character or shift sequence at end of buffer\n", status: 1},
		{name: "utf16 bom only", args: []string{"-f", "utf-16", "-t", "utf-8"}, stdin: "\xff\xfe"},
		{name: "output file", args: []string{"-o", "out.txt", "-f", "latin1", "-t", "utf-8"}, stdin: "\xe9\n", check: moreWantFiles("/out.txt", "\xc3\xa9\n")},
		{name: "list", args: []string{"-l"}, stdout: "ANSI_X3.4-1968//\nASCII//\nCP1252//\nCP819//\nISO-8859-1//\nISO_8859-1//\nLATIN1//\nL1//\nUS-ASCII//\nUTF-16//\nUTF-16BE//\nUTF-16LE//\nUTF-32//\nUTF-32BE//\nUTF-32LE//\nUTF-8//\nUTF8//\nWINDOWS-1252//\n"},
		{name: "unsupported", args: []string{"--verbose"}, status: 2, stderr: "iconv: unsupported option '--verbose'\n"},
	})
}

func TestMoreEnvsubst(t *testing.T) {
	filesRun(t, envsubstCmd, "envsubst", []filesCase{
		{name: "all", stdin: "x=$A y=${B} z=$U w=${U} $ $$ ${A:-d} $1 ${A\n", env: map[string]string{"A": "1", "B": "two"}, stdout: "x=1 y=two z= w= $ $$ ${A:-d} $1 ${A\n"},
		{name: "only listed", args: []string{"$A"}, stdin: "x=$A y=${B}\n", env: map[string]string{"A": "1", "B": "two"}, stdout: "x=1 y=${B}\n"},
		{name: "list with braces", args: []string{"${B} $A"}, stdin: "x=$A y=${B}\n", env: map[string]string{"A": "1", "B": "two"}, stdout: "x=1 y=two\n"},
		{name: "variables", args: []string{"-v", "$A ${B} $A $C x"}, env: map[string]string{"A": "1", "B": "two"}, stdout: "A\nB\nA\nC\n"},
		{name: "too many", args: []string{"a", "b"}, stdin: "$A\n", env: map[string]string{"A": "1", "B": "two"}, stderr: "envsubst: too many arguments\n", status: 1},
		{name: "no names listed", args: []string{"A"}, stdin: "$A\n", env: map[string]string{"A": "1", "B": "two"}, stdout: "$A\n"},
		{name: "no newline", stdin: "$A", env: map[string]string{"A": "1", "B": "two"}, stdout: "1"},
		{name: "longer names", stdin: "a$Ab $A_x ${A}_x\n", env: map[string]string{"A": "1", "B": "two"}, stdout: "a  1_x\n"},
		{name: "backslash", stdin: "\\$A\n", env: map[string]string{"A": "1", "B": "two"}, stdout: "\\1\n"},
		{name: "missing arguments", args: []string{"-v"}, env: map[string]string{"A": "1", "B": "two"}, stderr: "envsubst: missing arguments\n", status: 1},
		{name: "unsupported", args: []string{"-x"}, status: 2, stderr: "envsubst: unsupported option -- 'x'\n"},
	})
}

func TestMoreRmdir(t *testing.T) {
	filesRun(t, rmdirCmd, "rmdir", []filesCase{
		{name: "verbose", args: []string{"-v", "r/a/b"}, setup: moreDirsFiles([]string{"/r/a/b"}), stdout: "rmdir: removing directory, 'r/a/b'\n", check: moreWantFiles()},
		{name: "parents", args: []string{"-p", "-v", "r/a/b"}, setup: moreDirsFiles([]string{"/r/a/b"}), stdout: "rmdir: removing directory, 'r/a/b'\nrmdir: removing directory, 'r/a'\nrmdir: removing directory, 'r'\n", check: moreWantFiles()},
		{name: "parent not empty", args: []string{"-p", "q/w"}, setup: moreDirsFiles([]string{"/q/w"}, "/q/f", ""), stderr: "rmdir: failed to remove directory 'q': Directory not empty\n", status: 1, check: moreWantFiles("/q/f", "")},
		{name: "ignore not empty", args: []string{"-p", "--ignore-fail-on-non-empty", "q/w"}, setup: moreDirsFiles([]string{"/q/w"}, "/q/f", ""), check: moreWantFiles("/q/f", "")},
		{name: "not empty", args: []string{"q"}, setup: moreDirsFiles([]string{"/q"}, "/q/f", ""), stderr: "rmdir: failed to remove 'q': Directory not empty\n", status: 1, check: moreWantFiles("/q/f", "")},
		{name: "missing", args: []string{"nope"}, stderr: "rmdir: failed to remove 'nope': No such file or directory\n", status: 1, check: moreWantFiles()},
		{name: "file", args: []string{"f"}, setup: moreFiles("/f", ""), stderr: "rmdir: failed to remove 'f': Not a directory\n", status: 1, check: moreWantFiles("/f", "")},
		{name: "no operand", stderr: "rmdir: missing operand\nTry 'rmdir --help' for more information.\n", status: 1, check: moreWantFiles()},
		{name: "ignore", args: []string{"--ignore-fail-on-non-empty", "q"}, setup: moreDirsFiles([]string{"/q"}, "/q/f", ""), check: moreWantFiles("/q/f", "")},
		{name: "trailing slash", args: []string{"-p", "z/y/"}, setup: moreDirsFiles([]string{"/z/y"}), check: moreWantFiles()},
	})
}
