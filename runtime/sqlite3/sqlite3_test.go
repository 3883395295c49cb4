package sqlite3

import (
	"bytes"
	"context"
	"os"
	"strings"
	"testing"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

func runSQL(t testing.TB, fsys *vfs.FS, maxBuf int64, stdin string, args ...string) (string, string, int) {
	var out, errb bytes.Buffer
	c := &command.Call{Name: "sqlite3", Args: args, Stdin: strings.NewReader(stdin), Stdout: &out, Stderr: &errb,
		Dir: "/", FS: fsys, MaxBuffer: maxBuf}
	st, ok := command.StatusOf(Command(context.Background(), c))
	if !ok {
		st = -1
	}
	return out.String(), errb.String(), st
}

// TestNoHostFiles: ATTACH, VACUUM INTO and extension loading never
// reach the host's files.
func TestNoHostFiles(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	fsys := vfs.New(nil)
	for _, q := range []string{"ATTACH 'y.db' AS y", "VACUUM INTO 'x.db'", "SELECT load_extension('z')",
		"PRAGMA temp_store=1", "PRAGMA temp_store_directory='/tmp'", "PRAGMA max_page_count=1000000000"} {
		_, errs, st := runSQL(t, fsys, 0, "", ":memory:", "create table t(x)", q)
		if st == 0 || !strings.Contains(errs, "not authorized") {
			t.Errorf("%s: status %d, stderr %q", q, st, errs)
		}
	}
	ents, _ := os.ReadDir(dir)
	if len(ents) != 0 {
		t.Errorf("host files made: %v", ents)
	}
}

func TestDatabaseFile(t *testing.T) {
	fsys := vfs.New(nil)
	if _, errs, st := runSQL(t, fsys, 0, "", "/t.db", "create table t(a); insert into t values (1), (2)"); st != 0 {
		t.Fatal(errs)
	}
	before, _ := fsys.Stat("/t.db")
	out, _, st := runSQL(t, fsys, 0, "select sum(a) from t;", "/t.db")
	if st != 0 || out != "3\n" {
		t.Fatalf("sum: %q %d", out, st)
	}
	after, _ := fsys.Stat("/t.db")
	if !after.ModTime().Equal(before.ModTime()) {
		t.Errorf("an unchanged database was written back")
	}
	// The database may not grow past the buffer limit.
	_, errs, st := runSQL(t, fsys, 1<<20, "", "/t.db", "create table big(x); with recursive n(i) as (select 1 union all select i+1 from n where i < 5000) insert into big select randomblob(1000) from n")
	if st == 0 || !strings.Contains(errs, "full") {
		t.Errorf("growth past the limit: %d %q", st, errs)
	}
}

func TestSplitScript(t *testing.T) {
	tests := []struct {
		src  string
		want []string
	}{
		{"select 1;\nselect 2;\n", []string{"select 1;", "\nselect 2;"}},
		{".mode csv\nselect 'a;b';\n", []string{".mode csv", "select 'a;b';"}},
		{"select 1 -- ; comment\n;", []string{"select 1 -- ; comment\n;"}},
		{"create trigger t after insert on u begin select 1; select 2; end;\n.tables", []string{"create trigger t after insert on u begin select 1; select 2; end;", ".tables"}},
		{"select 1", []string{"select 1"}},
		{"-- only a comment\n", nil},
	}
	for _, tt := range tests {
		var got []string
		for _, p := range splitScript(tt.src) {
			got = append(got, p.text)
		}
		if strings.Join(got, "|") != strings.Join(tt.want, "|") {
			t.Errorf("splitScript(%q) = %q, want %q", tt.src, got, tt.want)
		}
	}
}

func FuzzSplitScript(f *testing.F) {
	for _, s := range []string{"select 1;\n.mode csv\n", "create trigger x begin select ';'; end;", "/* ; */ select \"a;\";", "[x;y]`;`"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		for _, p := range splitScript(src) {
			if !strings.Contains(src, strings.TrimSpace(p.text)) {
				t.Fatalf("piece %q not in the script", p.text)
			}
		}
		splitSQL(src)
	})
}

// TestImportSkip: .import --skip takes a whole number of lines; a
// negative, huge or unreadable one is an error naming it, never a panic.
func TestImportSkip(t *testing.T) {
	tests := []struct {
		skip   []string
		count  string // the rows imported, when it works
		errors string // else what stderr says
	}{
		// The table is there, so the first line is a row too.
		{[]string{"--skip", "0"}, "3", ""},
		{[]string{"--skip", "1"}, "2", ""},
		{[]string{"--skip", "5"}, "0", ""},
		{[]string{"--skip", "-1"}, "", `not a number of lines: "-1"`},
		{[]string{"--skip", "-9223372036854775808"}, "", "not a number of lines"},
		{[]string{"--skip", "99999999999999999999"}, "", "not a number of lines"},
		{[]string{"--skip", "x"}, "", "not a number of lines"},
		{[]string{"--skip"}, "", "needs a number of lines"},
	}
	for _, tc := range tests {
		t.Run(strings.Join(tc.skip, " "), func(t *testing.T) {
			fsys := vfs.New(nil)
			if err := fsys.WriteFile("/c.csv", []byte("a,b\n1,2\n3,4\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			dot := ".import " + strings.Join(tc.skip, " ")
			if len(tc.skip) > 1 {
				dot += " c.csv t"
			}
			out, errs, st := runSQL(t, fsys, 0, "", ":memory:", "create table t(a, b)", ".mode csv", dot, "select count(*) from t")
			switch {
			case tc.count != "" && (st != 0 || out != tc.count+"\n"):
				t.Fatalf("status %d, stdout %q, stderr %q; want %s rows", st, out, errs, tc.count)
			case tc.count == "" && (st == 0 || !strings.Contains(errs, tc.errors)):
				t.Fatalf("status %d, stderr %q; want an error with %q", st, errs, tc.errors)
			}
		})
	}
}

// TestBounds: each of SQLite's bounds gives its error, inside the
// command's limits, and the command goes on with the next statement;
// work below the bounds still works.
func TestBounds(t *testing.T) {
	const buf = 4 << 20
	tests := []struct {
		name   string
		sql    string
		want   string // stdout, when it works
		errors string // else what stderr says
	}{
		{"randomblob", "select length(randomblob(700000000))", "", "string or blob too big (18)"},
		{"zeroblob", "select length(zeroblob(700000000))", "", "string or blob too big (18)"},
		{"zeroblob stored", "create table t(x); insert into t values (zeroblob(5000000))", "", "string or blob too big"},
		{"printf precision", "select length(printf('%.*c', 999999999, 'x'))", "", "string or blob too big (18)"},
		{"printf width", "select length(printf('%999999999d', 1))", "", "string or blob too big (18)"},
		{"concatenation", "select length(randomblob(3000000) || randomblob(3000000))", "", "string or blob too big (18)"},
		{"hex", "select length(hex(zeroblob(3000000)))", "", "string or blob too big (18)"},
		{"replace", "select length(replace(printf('%.3000000c', 'a'), 'a', 'ab'))", "", "string or blob too big (18)"},
		{"group_concat", "with recursive c(x) as (select 1 union all select x+1 from c where x < 10000) select length(group_concat(printf('%.1000c', 'x'))) from c", "", "string or blob too big (18)"},
		{"doubling", "with recursive c(n, s) as (select 1, 'x' union all select n+1, s||s from c where n < 40) select max(length(s)) from c", "", "string or blob too big (18)"},
		{"table full", "create table t(x); with recursive c(x) as (select 1 union all select x+1 from c where x < 100000) insert into t select randomblob(1000) from c", "", "database or disk is full (13)"},
		{"temp table full", "create temp table t(x); with recursive c(x) as (select 1 union all select x+1 from c where x < 100000) insert into t select randomblob(1000) from c", "", "database or disk is full (13)"},
		{"sort", "with recursive c(x) as (select 1 union all select x+1 from c) select x from c order by randomblob(1000) limit 1 offset 100000000", "", "out of memory: more than 33554432 bytes, the limit on what sqlite3 holds in memory (7)"},
		{"distinct", "with recursive c(x, b) as (select 1, randomblob(1000) union select x+1, randomblob(1000) from c) select count(*) from c", "", "out of memory: more than"},
		{"long SQL", "select '" + strings.Repeat("x", 5<<20) + "'", "", "Error: in prepare, string or blob too big"},
		{"deep expression", "select 1" + strings.Repeat("+1", 1100), "", "Expression tree is too large (maximum depth 1000)"},
		{"many columns", "select " + strings.Repeat("1,", 2000) + "1", "", "too many columns in result set"},
		{"compound", "select 1" + strings.Repeat(" union select 1", 600), "", "too many terms in compound SELECT"},
		{"function arguments", "select max(" + strings.Repeat("1,", 200) + "1)", "", "too many arguments on function max"},
		{"below the bounds", "select length(randomblob(1000000)), length(printf('%.*c', 1000000, 'x')); with recursive c(x) as (select 1 union all select x+1 from c where x < 1000) select length(group_concat(printf('%.1000c', 'x'))) from c",
			"1000000|1000000\n1000999\n", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out, errs, st := runSQL(t, vfs.New(nil), buf, "", ":memory:", tc.sql, "select 'after'")
			if tc.errors == "" {
				if st != 0 || out != tc.want+"after\n" {
					t.Fatalf("status %d, stdout %q, stderr %q; want %q", st, out, errs, tc.want)
				}
				return
			}
			if st == 0 || !strings.Contains(errs, tc.errors) || !strings.HasSuffix(out, "after\n") {
				t.Fatalf("status %d, stdout %q, stderr %q; want an error with %q and the next statement run", st, out, errs, tc.errors)
			}
		})
	}
}

// TestDotNumbers: the numbers dot commands take are whole numbers in
// the range each can use; a negative, huge or unreadable one is an error
// that names it, never a panic, and the command goes on.
func TestDotNumbers(t *testing.T) {
	tests := []struct {
		dots   []string
		out    string // stdout (the select after the dots prints "x")
		errors string // what stderr says; "" for nothing
		status int
	}{
		{[]string{".width 3 -3", ".mode column", "select 1 a, 2 b"}, "1      2\nx  \n", "", 0},
		{[]string{".width -1"}, "x\n", "", 0},
		{[]string{".width 99999999999999999999"}, "x\n", `not a column width (-67108864 to 67108864): "99999999999999999999"`, 1},
		{[]string{".width 1000000000"}, "x\n", "not a column width", 1},
		{[]string{".width -9223372036854775808"}, "x\n", "not a column width", 1},
		{[]string{".width x"}, "x\n", "not a column width", 1},
		{[]string{".limit length 1000", "select length(printf('%.2000c', 'x'))"}, "              length 1000\nx\n", "string or blob too big (18)", 18},
		{[]string{".limit length"}, "              length 67108864\nx\n", "", 0},
		{[]string{".limit length 99999999999", ".limit length"}, "              length 67108864\n              length 67108864\nx\n", "", 0},
		{[]string{".limit length 99999999999999999999", ".limit length"}, "              length 67108864\nx\n", `not a whole number from 0: "99999999999999999999"`, 1},
		{[]string{".limit length 2000000000"}, "              length 67108864\nx\n", "", 0},
		{[]string{".limit attached 5"}, "            attached 0\nx\n", "", 0},
		{[]string{".limit length -1"}, "x\n", `not a whole number from 0: "-1"`, 1},
		{[]string{".limit le"}, "              length 67108864\nx\n", "", 0},
		{[]string{".limit l"}, "x\n", `ambiguous limit: "l"`, 1},
		{[]string{".limit nothing"}, "x\n", `unknown limit: "nothing"`, 1},
		{[]string{".limit length 1 2"}, "x\n", "Usage: .limit NAME ?NEW-VALUE?", 1},
		{[]string{".timeout 1000"}, "x\n", "", 0},
		{[]string{".timeout -1"}, "x\n", "not a number of milliseconds", 1},
		{[]string{".timeout 9999999999"}, "x\n", "not a number of milliseconds", 1},
		{[]string{".headers 99999999999999999999999", "select 1 h"}, "h\n1\n'x'\nx\n", "", 0},
		{[]string{".headers 4294967296", "select 1 h"}, "1\nx\n", "", 0},
		{[]string{".headers -1", "select 1 h"}, "1\nx\n", `Not a boolean value: "-1"`, 0},
		{[]string{".headers 0x10", "select 1 h"}, "h\n1\n'x'\nx\n", "", 0},
		{[]string{".mode column --wrap 10"}, "x\n", "", 0},
		{[]string{".mode column --wrap -1"}, "x\n", `not a width (0 to 67108864): "-1"`, 1},
		{[]string{".mode column --wrap 99999999999999999999"}, "x\n", "not a width", 1},
		{[]string{".mode column --wrap"}, "x\n", "needs a value", 1},
		{[]string{".mode list --bogus"}, "x\n", "unknown .mode option: --bogus", 1},
		{[]string{".exit 3"}, "", "", 3},
		{[]string{".exit -1"}, "", `not an exit status (0 to 255): "-1"`, 1},
		{[]string{".exit 256"}, "", "not an exit status", 1},
		{[]string{".exit 99999999999999999999"}, "", "not an exit status", 1},
		{[]string{".import --skip -1 c.csv t"}, "x\n", `not a number of lines: "-1"`, 1},
		{[]string{".shell echo 1"}, "x\n", ".shell is not available", 1},
		{[]string{".system echo 1"}, "x\n", ".system is not available", 1},
		{[]string{".output 5"}, "x\n", ".output is not available", 1},
		{[]string{".once -1"}, "x\n", ".once is not available", 1},
		{[]string{".print -1 99999999999999999999"}, "-1 99999999999999999999\nx\n", "", 0},
		{[]string{".read -1"}, "x\n", `cannot open "-1"`, 1},
		{[]string{".dump -1"}, "PRAGMA foreign_keys=OFF;\nBEGIN TRANSACTION;\nCOMMIT;\nx\n", "", 0},
		{[]string{".separator", "select 1"}, "1\nx\n", "unknown command or invalid arguments", 1},
	}
	for _, tc := range tests {
		t.Run(strings.Join(tc.dots, " "), func(t *testing.T) {
			fsys := vfs.New(nil)
			if err := fsys.WriteFile("/c.csv", []byte("a,b\n1,2\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			args := append([]string{":memory:"}, tc.dots...)
			out, errs, st := runSQL(t, fsys, 0, "", append(args, "select 'x'")...)
			if st != tc.status || out != tc.out && tc.out != "" || tc.errors == "" && errs != "" || !strings.Contains(errs, tc.errors) {
				t.Fatalf("status %d, stdout %q, stderr %q; want %d, %q, %q", st, out, errs, tc.status, tc.out, tc.errors)
			}
		})
	}
}

// FuzzDotCommand: any dot-command line, run between SQL statements,
// never panics and never touches the host (the fuzzing runs in an empty
// host directory that must stay empty).
func FuzzDotCommand(f *testing.F) {
	for _, s := range []string{".width 5 -5 0", ".limit length 10", ".limit", ".timeout 100", ".headers on",
		".mode column --wrap 5 --ww", ".mode csv", ".import --csv --skip 1 c.csv t", ".import c.csv u",
		".separator , \\n", ".nullvalue NULL", ".print a 'b c'", ".read s.sql", ".dump t", ".tables t%",
		".schema", ".indexes t", ".output x", ".once x", ".shell ls", ".system ls", ".open /etc/passwd",
		".load x", ".exit 300", ".quit", ".bail on", ".echo on", ".mode", ".width 99999999999999999999",
		".limit vdbe_op 0", ".import --skip -9223372036854775808 c.csv t", `.print "unterminated`} {
		f.Add(s)
	}
	dir := f.TempDir()
	f.Chdir(dir)
	f.Fuzz(func(t *testing.T, line string) {
		if !strings.HasPrefix(strings.TrimSpace(line), ".") {
			line = "." + line
		}
		fsys := vfs.New(nil)
		_ = fsys.WriteFile("/c.csv", []byte("a,b\n1,2\n3\n"), 0o644)
		_ = fsys.WriteFile("/s.sql", []byte("select 1;\n.read s.sql\n"), 0o644)
		runSQL(t, fsys, 1<<20, "", "/d.db", "create table t(a, b); insert into t values (1, 'x')", line, "select count(*) from t")
		runSQL(t, fsys, 1<<20, line+"\nselect 1;\n", "/d.db")
		if ents, _ := os.ReadDir(dir); len(ents) != 0 {
			t.Fatalf("host files made: %v", ents)
		}
	})
}

// TestMemoryInScript: a statement of a script (stdin) stopped by the
// memory watch is a runtime error near its line, and the script goes on.
func TestMemoryInScript(t *testing.T) {
	script := "select 1;\nwith recursive c(x) as (select 1 union all select x+1 from c)\n  select x from c order by randomblob(1000) limit 1 offset 100000000;\nselect 2;\n"
	out, errs, st := runSQL(t, vfs.New(nil), 4<<20, script, ":memory:")
	if st != 1 || out != "1\n2\n" || !strings.Contains(errs, "Runtime error near line 2: out of memory: more than 33554432 bytes, the limit on what sqlite3 holds in memory (7)") {
		t.Fatalf("status %d, stdout %q, stderr %q", st, out, errs)
	}
}

// TestOptionNumbers: sqlite3's options that take numbers (sizes of the
// heap, the page cache, memory maps) are not there: any value is
// "unknown option", status 1, never a panic; a missing value is an error.
func TestOptionNumbers(t *testing.T) {
	tests := []struct {
		args   []string
		errors string
	}{
		{[]string{"-mmap", "-1"}, "unknown option: -mmap"},
		{[]string{"-maxsize", "99999999999999999999"}, "unknown option: -maxsize"},
		{[]string{"-heap", "1000000000", "64"}, "unknown option: -heap"},
		{[]string{"-pagecache", "-1", "-1"}, "unknown option: -pagecache"},
		{[]string{"-lookaside", "9223372036854775807", "1"}, "unknown option: -lookaside"},
		{[]string{"-separator"}, "missing argument to -separator"},
		{[]string{"-cmd"}, "missing argument to -cmd"},
		{[]string{"-cmd", ".width -99999999999999999999"}, "not a column width"},
	}
	for _, tc := range tests {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			_, errs, st := runSQL(t, vfs.New(nil), 0, "", append([]string{":memory:"}, tc.args...)...)
			if st != 1 || !strings.Contains(errs, tc.errors) {
				t.Fatalf("status %d, stderr %q; want 1 and %q", st, errs, tc.errors)
			}
		})
	}
}
