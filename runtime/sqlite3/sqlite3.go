// Package sqlite3 is the sandbox's sqlite3 shell, after the sqlite3
// 3.40 command line, on modernc.org/sqlite (pure Go). A database file
// of the session's filesystem is loaded into an in-memory database
// (sqlite3_deserialize), the SQL and dot commands run, and the database
// is written back to the file only when its bytes changed. SQLite never
// opens a host file: ATTACH and VACUUM INTO are refused by an
// authorizer (and the attached-database limit is 0), extensions cannot
// be loaded, temporary data stays in memory, and the database may grow
// only to the command's buffer limit.
package sqlite3

import (
	"bufio"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"time"

	"modernc.org/sqlite"

	"github.com/toolsinshell/tis/runtime/command"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// shell is one run of sqlite3.
type shell struct {
	c        *command.Call
	ctx      context.Context
	conn     *sql.Conn
	out      *bufio.Writer
	mode     string
	headers  bool
	colSep   string
	rowSep   string
	null     string
	bail     bool
	echo     bool
	status   int
	quit     bool
	fromArgs bool      // SQL from the command line: "Error: in prepare, ..."
	depth    int       // .read nesting
	limits   [12]int   // the connection's limits (connLimits), which .limit cannot lift
	mem      *memWatch // SQLite's memory, watched while statements run
	failures int       // dot commands failed, so a memory stop is reported once
	widths   []int     // .width: columns' widths, negative for right-justified
	// notDB: the file is not a database. It is not loaded: a statement
	// that needs no schema runs (as in sqlite3), any other fails with
	// "file is not a database", and the file is left alone.
	notDB bool
}

// Command is sqlite3 [OPTIONS] [FILENAME [SQL...]].
func Command(ctx context.Context, c *command.Call) error {
	s := &shell{c: c, ctx: ctx, mode: "list", colSep: "|", rowSep: "\n", out: bufio.NewWriterSize(c.Stdout, 32<<10)}
	var cmds []string
	var file string
	var sqlArgs []string
	readonly := false
	args := c.Args
	haveFile := false
	for i := 0; i < len(args); i++ {
		a := args[i]
		if !strings.HasPrefix(a, "-") || a == "-" {
			if !haveFile {
				file, haveFile = a, true
			} else {
				sqlArgs = append(sqlArgs, a)
			}
			continue
		}
		opt := strings.TrimPrefix(strings.TrimPrefix(a, "-"), "-")
		val := func() (string, bool) {
			if i+1 >= len(args) {
				fmt.Fprintf(c.Stderr, "%s: Error: missing argument to %s\n", c.Name, a)
				return "", false
			}
			i++
			return args[i], true
		}
		switch opt {
		case "list", "csv", "json", "line", "column", "box", "table", "markdown", "tabs", "quote":
			s.optMode(opt)
		case "header":
			s.headers = true
		case "noheader":
			s.headers = false
		case "separator":
			v, ok := val()
			if !ok {
				return command.Status(1)
			}
			s.colSep = unescape(v)
		case "newline":
			v, ok := val()
			if !ok {
				return command.Status(1)
			}
			s.rowSep = unescape(v)
		case "nullvalue":
			v, ok := val()
			if !ok {
				return command.Status(1)
			}
			s.null = unescape(v)
		case "cmd":
			v, ok := val()
			if !ok {
				return command.Status(1)
			}
			cmds = append(cmds, v)
		case "bail":
			s.bail = true
		case "echo":
			s.echo = true
		case "batch", "noinit", "safe", "nofollow":
		case "readonly":
			readonly = true
		case "version":
			fmt.Fprintln(c.Stdout, "3.40.1 (modernc.org/sqlite, the sandbox's sqlite3)")
			return nil
		default:
			fmt.Fprintf(c.Stderr, "%s: Error: unknown option: %s\nUse -help for a list of options.\n", c.Name, a)
			return command.Status(1)
		}
	}
	s.mem = newMemWatch(memoryMax(c.BufferLimit()))
	defer s.mem.end()
	db, err := sql.Open("sqlite", ":memory:")
	if err != nil {
		return c.Errorf("Error: %v", err)
	}
	defer db.Close()
	s.conn, err = db.Conn(ctx)
	if err != nil {
		return c.Errorf("Error: %v", err)
	}
	defer s.conn.Close()
	var original []byte
	full := ""
	if haveFile && file != "" && file != ":memory:" {
		full = c.Path(file)
		st, err := c.FS.Stat(full)
		switch {
		case err == nil && st.IsDir():
			fmt.Fprintf(c.Stderr, "Error: unable to open database \"%s\": unable to open database file\n", file)
			return command.Status(1)
		case err == nil:
			if err := c.CheckSize("database", st.Size()); err != nil {
				fmt.Fprintf(c.Stderr, "Error: %s: %v\n", file, err)
				return command.Status(1)
			}
			original, err = c.FS.ReadFile(full)
			if err != nil {
				fmt.Fprintf(c.Stderr, "Error: unable to open database \"%s\": %s\n", file, vfs.Reason(err))
				return command.Status(1)
			}
		case !readonly:
			// sqlite3 creates the file when it opens it.
			if err := c.FS.WriteFile(full, nil, 0o644); err != nil {
				fmt.Fprintf(c.Stderr, "Error: unable to open database \"%s\": %s\n", file, vfs.Reason(err))
				return command.Status(1)
			}
		default:
			fmt.Fprintf(c.Stderr, "Error: unable to open database \"%s\": unable to open database file\n", file)
			return command.Status(1)
		}
	}
	s.notDB = len(original) > 0 && !strings.HasPrefix(string(original), "SQLite format 3\x00")
	if err := s.setup(original, readonly); err != nil {
		fmt.Fprintf(c.Stderr, "Error: %v\n", err)
		return command.Status(1)
	}
	baseline := original
	if len(original) == 0 {
		baseline, _ = s.serialize() // what an untouched new database is
	}
	for _, cmd := range cmds {
		s.runArg(cmd)
		if s.quit {
			break
		}
	}
	switch {
	case s.quit:
	case len(sqlArgs) > 0:
		s.fromArgs = true
		for _, a := range sqlArgs {
			s.runArg(a)
			if s.quit || s.status != 0 && s.bail {
				break
			}
		}
	default:
		data, err := c.ReadAll(ctx, c.Stdin)
		if err != nil {
			s.out.Flush()
			if ctx.Err() != nil {
				return ctx.Err()
			}
			fmt.Fprintf(c.Stderr, "Error: reading the input: %v\n", err)
			return command.Status(1)
		}
		s.runScript(string(data), "")
	}
	if err := s.out.Flush(); err != nil {
		return command.Status(141)
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	if full != "" && !readonly && !s.notDB {
		if err := s.save(full, baseline); err != nil {
			var le *vfs.LimitError
			fmt.Fprintf(c.Stderr, "Error: writing %s: %s\n", file, vfs.Reason(err))
			if errors.As(err, &le) {
				return command.Status(1)
			}
			s.status = 1
		}
	}
	return command.Status(s.status)
}

// errorCodeOf is the primary result code of an SQLite error.
func errorCodeOf(err error) int {
	var me *errMemory
	if errors.As(err, &me) {
		return 7 // SQLITE_NOMEM
	}
	var se *sqlite.Error
	if errors.As(err, &se) {
		return se.Code() & 0xff
	}
	return 1
}

// setup loads the database and closes the ways to the host.
func (s *shell) setup(original []byte, readonly bool) error {
	err := s.conn.Raw(func(dc any) error {
		if len(original) > 0 && !s.notDB {
			d, ok := dc.(interface{ Deserialize([]byte) error })
			if !ok {
				return errors.New("the driver cannot load a database")
			}
			if err := d.Deserialize(original); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	if err := s.setLimits(); err != nil {
		return err
	}
	// Temporary data in memory, and the database no larger than the
	// buffer limit, before the authorizer forbids changing either (or
	// the page size).
	pageSize := int64(4096)
	if !s.notDB {
		_ = s.conn.QueryRowContext(s.ctx, "PRAGMA page_size").Scan(&pageSize)
	}
	pages := max(s.c.BufferLimit()/max(pageSize, 512), 1)
	for _, q := range []string{"PRAGMA temp_store=2", "PRAGMA main.max_page_count=" + strconv.FormatInt(pages, 10),
		"PRAGMA temp.max_page_count=" + strconv.FormatInt(pages, 10)} {
		if _, err := s.conn.ExecContext(s.ctx, q); err != nil && !strings.Contains(err.Error(), "file is not a database") {
			return err
		}
	}
	if readonly {
		_, _ = s.conn.ExecContext(s.ctx, "PRAGMA query_only=1")
	}
	return s.authorizer()
}

// authorizer installs authorize on the connection.
func (s *shell) authorizer() error {
	return s.conn.Raw(func(dc any) error {
		a, ok := dc.(sqlite.AuthorizerRegisterer)
		if !ok {
			return errors.New("the driver has no authorizer")
		}
		return a.RegisterAuthorizer(authorize)
	})
}

// serialize returns the database's bytes (nil for one with no page).
func (s *shell) serialize() ([]byte, error) {
	var data []byte
	err := s.conn.Raw(func(dc any) error {
		ser, ok := dc.(interface{ Serialize() ([]byte, error) })
		if !ok {
			return errors.New("the driver cannot save a database")
		}
		var err error
		data, err = ser.Serialize()
		return err
	})
	return data, err
}

// authorize refuses what would reach a file of the host: ATTACH (and
// VACUUM INTO, which attaches), extension loading, and the pragmas that
// move temporary files to disk.
func authorize(action sqlite.AuthorizerActionCode, arg1, arg2, _, _ string) sqlite.AuthorizerReturnCode {
	switch action {
	case sqlite.AuthAttach, sqlite.AuthDetach:
		return sqlite.AuthorizerDeny
	case sqlite.AuthFunction:
		switch strings.ToLower(arg2) {
		case "load_extension", "readfile", "writefile", "edit", "fts3_tokenizer":
			return sqlite.AuthorizerDeny
		}
	case sqlite.AuthPragma:
		switch strings.ToLower(arg1) {
		case "temp_store", "temp_store_directory", "data_store_directory", "mmap_size", "hard_heap_limit", "soft_heap_limit":
			if arg2 != "" {
				return sqlite.AuthorizerDeny
			}
		case "max_page_count", "page_size":
			if arg2 != "" {
				return sqlite.AuthorizerDeny
			}
		}
	}
	return sqlite.AuthorizerOK
}

// save writes the database back when its bytes changed since it was
// loaded.
func (s *shell) save(full string, baseline []byte) error {
	data, err := s.serialize()
	if err != nil || len(data) == 0 || string(data) == string(baseline) {
		return nil //nolint:nilerr // nothing to write: an empty or unchanged database
	}
	st, serr := s.c.FS.Stat(full)
	mode := os.FileMode(0o644)
	if serr == nil {
		mode = st.Mode().Perm()
	}
	return s.c.FS.WriteFile(full, data, mode)
}

// runArg runs one command-line argument (or -cmd): a dot command or SQL.
func (s *shell) runArg(a string) {
	if strings.HasPrefix(strings.TrimSpace(a), ".") {
		s.dot(strings.TrimSpace(a), 0)
		return
	}
	for _, stmt := range splitSQL(a) {
		if s.quit || s.ctx.Err() != nil {
			return
		}
		if !s.exec(stmt, 0) && s.bail {
			s.quit = true
			return
		}
	}
}

// runScript runs a script (stdin or .read), reporting errors with the
// line they are near.
func (s *shell) runScript(src, _ string) {
	for _, p := range splitScript(src) {
		if s.quit || s.ctx.Err() != nil {
			return
		}
		if s.echo {
			s.out.WriteString(strings.TrimSpace(p.text) + "\n")
		}
		if p.dot {
			s.dot(p.text, p.line)
			continue
		}
		if !s.exec(p.text, p.line) && s.bail {
			s.quit = true
			return
		}
	}
}

// exec runs one statement and prints its rows; false on an error.
func (s *shell) exec(stmt string, line int) bool {
	ctx, release := s.mem.watch(s.ctx)
	defer release()
	fail := func(phase string, err error) bool {
		if e, ok := memoryCause(ctx); ok {
			err = e
		}
		s.sqlError(phase, stmt, line, err)
		return false
	}
	st, err := s.conn.PrepareContext(ctx, stmt)
	if err == nil && s.notDB && !readOnlySQL(stmt) {
		st.Close()
		err = errNotDB
	}
	if err != nil {
		if s.notDB && strings.HasPrefix(errorMessage(err), "no such ") {
			err = errNotDB
		}
		return fail("prepare", err)
	}
	defer st.Close()
	rows, err := st.QueryContext(ctx)
	if err != nil {
		return fail("step", err)
	}
	defer rows.Close()
	cols, err := rows.Columns()
	if err != nil {
		return fail("step", err)
	}
	types, _ := rows.ColumnTypes()
	r := newRenderer(s, cols)
	for rows.Next() {
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		if err := rows.Scan(ptrs...); err != nil {
			return fail("step", err)
		}
		cells := make([]cell, len(vals))
		for i, v := range vals {
			decl := ""
			if i < len(types) {
				decl = types[i].DatabaseTypeName()
			}
			cells[i] = toCell(v, decl)
		}
		if err := r.row(cells); err != nil {
			return fail("step", err)
		}
	}
	if err := rows.Err(); err != nil {
		if ferr := r.flush(); ferr != nil {
			return fail("step", ferr)
		}
		return fail("step", err)
	}
	if _, ok := memoryCause(ctx); ok {
		return fail("step", nil)
	}
	if err := r.flush(); err != nil {
		return fail("step", err)
	}
	return true
}

// errNotDB is SQLite's error for a file that is not a database.
var errNotDB = errors.New("file is not a database (26)")

// readOnlySQL reports whether a statement starts as one that writes
// nothing (SELECT, VALUES, WITH, EXPLAIN).
func readOnlySQL(stmt string) bool {
	f := strings.Fields(strings.ToUpper(stmt))
	if len(f) == 0 {
		return true
	}
	switch strings.TrimRight(f[0], "(;") {
	case "SELECT", "VALUES", "WITH", "EXPLAIN":
		return true
	}
	return false
}

// errorStrings are SQLite's texts for its primary result codes, which
// the driver puts before the message.
var errorStrings = []string{"SQL logic error", "internal error", "access permission denied", "query aborted",
	"database is locked", "database table is locked", "out of memory", "attempt to write a readonly database",
	"interrupted", "disk I/O error", "database disk image is malformed", "unknown operation",
	"database or disk is full", "unable to open database file", "locking protocol", "database schema has changed",
	"string or blob too big", "constraint failed", "datatype mismatch", "bad parameter or other API misuse",
	"large file support is disabled", "authorization denied", "column index out of range",
	"file is not a database", "notification message", "warning message", "no more rows available"}

// errorMessage is sqlite3_errmsg's text of a driver error.
func errorMessage(err error) string {
	var me *errMemory
	if errors.As(err, &me) {
		return me.Error()
	}
	msg := err.Error()
	if i := strings.LastIndex(msg, " ("); i >= 0 && strings.HasSuffix(msg, ")") {
		msg = msg[:i]
	}
	for _, p := range errorStrings {
		if strings.HasPrefix(msg, p+": ") {
			return msg[len(p)+2:]
		}
	}
	return msg
}

// sqlError prints an SQL error as the sqlite3 shell words it.
func (s *shell) sqlError(phase, stmt string, line int, err error) {
	if s.ctx.Err() != nil {
		return
	}
	s.out.Flush()
	msg := errorMessage(err)
	if msg == "" || strings.HasPrefix(err.Error(), "authorization denied") {
		msg = "not authorized"
	}
	code := errorCodeOf(err)
	context := errorContext(stmt, msg)
	switch {
	case s.fromArgs && phase == "prepare":
		fmt.Fprintf(s.c.Stderr, "Error: in prepare, %s%s\n", msg, context)
		s.status = 1
	case s.fromArgs:
		fmt.Fprintf(s.c.Stderr, "Error: stepping, %s (%d)\n", msg, code)
		s.status = code
	case phase == "prepare":
		fmt.Fprintf(s.c.Stderr, "Parse error near line %d: %s%s\n", line, msg, context)
		s.status = 1
	default:
		fmt.Fprintf(s.c.Stderr, "Runtime error near line %d: %s (%d)\n", line, msg, code)
		s.status = 1
	}
}

// errorContext is the shell's excerpt under an error: the statement
// and a caret at the offending token, for the errors SQLite gives an
// offset to (syntax errors, unknown columns). The driver does not pass
// the offset on, so the token is looked for in the statement.
func errorContext(stmt, msg string) string {
	var token string
	if m := nearRe.FindStringSubmatch(msg); m != nil {
		token = m[1]
	} else if m := columnRe.FindStringSubmatch(msg); m != nil {
		token = m[1]
	} else {
		return ""
	}
	sqlText := strings.TrimLeft(stmt, " \t\r\n")
	off := tokenIndex(sqlText, token)
	if off < 0 {
		return ""
	}
	for off > 50 {
		off--
		sqlText = sqlText[1:]
	}
	if len(sqlText) > 78 {
		sqlText = sqlText[:78]
	}
	b := []byte(sqlText)
	for i := range b {
		if b[i] == '\n' || b[i] == '\r' || b[i] == '\t' || b[i] == '\f' || b[i] == '\v' {
			b[i] = ' '
		}
	}
	if off < 25 {
		return fmt.Sprintf("\n  %s\n  %*s^--- error here", b, off, "")
	}
	return fmt.Sprintf("\n  %s\n  %*serror here ---^", b, off-14, "")
}

var (
	nearRe   = regexp.MustCompile(`^near "(.*)": syntax error$`)
	columnRe = regexp.MustCompile(`^no such column: (.*)$`)
)

// tokenIndex finds token in sqlText where it starts a word.
func tokenIndex(sqlText, token string) int {
	from := 0
	for {
		i := strings.Index(sqlText[from:], token)
		if i < 0 {
			return -1
		}
		i += from
		if i == 0 || !isWordByte(sqlText[i-1]) || !isWordByte(token[0]) {
			return i
		}
		from = i + 1
	}
}

// unescape reads the C escapes the shell allows in separators.
func unescape(s string) string {
	r := strings.NewReplacer(`\t`, "\t", `\n`, "\n", `\r`, "\r", `\\`, `\`, `\"`, `"`)
	return r.Replace(s)
}

// timeText turns a date the driver parsed back into SQLite's text: a
// date alone for a DATE at midnight, else "YYYY-MM-DD HH:MM:SS" with a
// fraction and zone when they are not zero (the original text is not
// passed on by the driver).
func timeText(t time.Time, decl string) string {
	if decl == "DATE" && t.Hour() == 0 && t.Minute() == 0 && t.Second() == 0 && t.Nanosecond() == 0 {
		return t.Format("2006-01-02")
	}
	s := t.Format("2006-01-02 15:04:05.999999999")
	if _, off := t.Zone(); off != 0 {
		s += t.Format("-07:00")
	}
	return s
}
