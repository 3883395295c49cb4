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
