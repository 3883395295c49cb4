package sqlite3

import (
	"encoding/csv"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/toolsinshell/tis/runtime/vfs"
)

// modes are the output modes, as .mode lists them in its error.
const modeList = "ascii box column csv html insert json line list markdown qbox quote table tabs tcl"

// setMode switches the output mode as .mode does (csv: "," and "\r\n";
// tabs: a tab); the -csv option sets only the column separator (see
// optMode).
func (s *shell) setMode(m string) bool {
	switch m {
	case "list":
		if s.mode == "csv" || s.mode == "tabs" {
			s.colSep = "|"
		}
	case "csv":
		s.colSep, s.rowSep = ",", "\r\n"
	case "tabs":
		s.colSep = "\t"
	case "json", "line", "column", "box", "table", "markdown":
	case "quote":
		s.colSep = ","
	default:
		return false
	}
	s.mode = m
	return true
}

// optMode is a mode given as an option (-csv): as .mode, but the row
// separator stays.
func (s *shell) optMode(m string) {
	row := s.rowSep
	s.setMode(m)
	s.rowSep = row
}

// dotArgs splits a dot command's arguments, honouring quotes.
func dotArgs(line string) []string {
	var out []string
	var cur strings.Builder
	in := byte(0)
	has := false
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case in != 0:
			if c == in {
				in = 0
			} else {
				cur.WriteByte(c)
			}
		case c == '"' || c == '\'':
			in, has = c, true
		case c == ' ' || c == '\t':
			if has || cur.Len() > 0 {
				out = append(out, cur.String())
				cur.Reset()
				has = false
			}
		default:
			cur.WriteByte(c)
		}
	}
	if has || cur.Len() > 0 {
		out = append(out, cur.String())
	}
	return out
}

func (s *shell) dotFail(format string, args ...any) {
	s.failures++
	s.out.Flush()
	fmt.Fprintf(s.c.Stderr, format+"\n", args...)
	s.status = 1
	if s.bail {
		s.quit = true
	}
}

// dot runs one dot command, under the memory watch.
func (s *shell) dot(line string, lineNo int) {
	outer, failures := s.ctx, s.failures
	ctx, release := s.mem.watch(outer)
	s.ctx = ctx
	defer func() {
		s.ctx = outer
		release()
		if e, ok := memoryCause(ctx); ok && s.failures == failures && outer.Err() == nil {
			s.dotFail("Error: %v", e)
		}
	}()
	s.dotCommand(line)
}

// dotCommand runs one dot command. Every number it takes is a whole
// number in the range the command can use; anything else (negative
// where a count is asked, past the range, not a number) is an error that
// names it.
func (s *shell) dotCommand(line string) {
	args := dotArgs(strings.TrimPrefix(strings.TrimSpace(line), "."))
	if len(args) == 0 {
		return
	}
	cmd := args[0]
	unknown := func() {
		s.dotFail("Error: unknown command or invalid arguments:  \"%s\". Enter \".help\" for help", cmd)
	}
	// boolean sets *b as sqlite3's booleanValue reads args[1].
	boolean := func(b *bool) {
		if len(args) != 2 {
			unknown()
			return
		}
		// As sqlite3: anything else is reported, taken as "no", and
		// not counted as a failure.
		v, ok := booleanValue(args[1])
		if !ok {
			s.out.Flush()
			fmt.Fprintf(s.c.Stderr, "ERROR: Not a boolean value: \"%s\". Assuming \"no\".\n", args[1])
		}
		*b = v
	}
	switch cmd {
	case "quit":
		s.quit = true
	case "exit":
		s.quit = true
		if len(args) > 1 {
			n, err := strconv.Atoi(args[1])
			if err != nil || n < 0 || n > 255 {
				s.dotFail("Error: .exit: not an exit status (0 to 255): %q", args[1])
				return
			}
			s.status = n
		}
	case "headers", "header":
		boolean(&s.headers)
	case "bail":
		boolean(&s.bail)
	case "echo":
		boolean(&s.echo)
	case "width":
		s.setWidths(args[1:])
	case "limit", "limits", "lim":
		s.limit(args[1:])
	case "timeout":
		if len(args) != 2 {
			unknown()
			return
		}
		// The database is in memory and has one connection: nothing
		// ever waits for a lock, so the timeout is only checked.
		if n, err := strconv.ParseInt(args[1], 10, 32); err != nil || n < 0 {
			s.dotFail("Error: .timeout: not a number of milliseconds (0 to %d): %q", math.MaxInt32, args[1])
		}
	case "mode":
		if len(args) < 2 {
			fmt.Fprintf(s.out, "current output mode: %s\n", s.mode)
			return
		}
		if !s.modeOptions(args[2:]) {
			return
		}
		if !s.setMode(args[1]) {
			if strings.Contains(" "+modeList+" ", " "+args[1]+" ") {
				s.dotFail("Error: the sandbox's sqlite3 has no %s mode", args[1])
				return
			}
			s.dotFail("Error: mode should be one of: %s", modeList)
		}
	case "separator":
		if len(args) < 2 || len(args) > 3 {
			unknown()
			return
		}
		s.colSep = unescape(args[1])
		if len(args) == 3 {
			s.rowSep = unescape(args[2])
		}
	case "nullvalue":
		if len(args) != 2 {
			unknown()
			return
		}
		s.null = unescape(args[1])
	case "print":
		s.out.WriteString(strings.Join(args[1:], " ") + "\n")
	case "tables", "table":
		s.tables(args[1:])
	case "schema":
		s.schema(args[1:])
	case "indexes", "indices":
		s.listNames("index", args[1:])
	case "read":
		if len(args) != 2 {
			unknown()
			return
		}
		s.read(args[1])
	case "import":
		s.importFile(args[1:])
	case "dump":
		s.dump(args[1:])
	case "open", "output", "once", "save", "backup", "restore", "clone", "load", "shell", "system", "excel", "cd", "log", "archive", "ar":
		s.dotFail("Error: .%s is not available in the sandbox's sqlite3", cmd)
	default:
		unknown()
	}
}

// query runs SQL of the shell's own and returns its rows as text.
func (s *shell) query(q string, args ...any) ([][]string, error) {
	out, err := s.queryRows(q, args...)
	if e, ok := memoryCause(s.ctx); ok {
		return nil, e
	}
	return out, err
}

func (s *shell) queryRows(q string, args ...any) ([][]string, error) {
	rows, err := s.conn.QueryContext(s.ctx, q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	cols, _ := rows.Columns()
	var out [][]string
	for rows.Next() {
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		if err := rows.Scan(ptrs...); err != nil {
			return nil, err
		}
		row := make([]string, len(vals))
		for i, v := range vals {
			c := toCell(v, "")
			row[i] = c.text
		}
		out = append(out, row)
	}
	return out, rows.Err()
}

// tables prints the table and view names in columns, as .tables does.
func (s *shell) tables(pats []string) {
	pat := "%"
	if len(pats) > 0 {
		pat = pats[0]
	}
	rows, err := s.query(`SELECT name FROM sqlite_schema WHERE type IN ('table','view') AND name NOT LIKE 'sqlite_%' AND name LIKE ?1
UNION ALL SELECT name FROM sqlite_temp_schema WHERE type IN ('table','view') AND name LIKE ?1 ORDER BY 1`, pat)
	if err != nil {
		s.dotFail("Error: %s", errorMessage(err))
		return
	}
	var names []string
	width := 0
	for _, r := range rows {
		names = append(names, r[0])
		width = max(width, len(r[0]))
	}
	if len(names) == 0 {
		return
	}
	perLine := 80 / (width + 2)
	if perLine < 1 {
		perLine = 1
	}
	nRow := (len(names) + perLine - 1) / perLine
	for i := 0; i < nRow; i++ {
		var b strings.Builder
		for j := i; j < len(names); j += nRow {
			if j > i {
				b.WriteString("  ")
			}
			fmt.Fprintf(&b, "%-*s", width, names[j])
		}
		s.out.WriteString(b.String() + "\n")
	}
}

func (s *shell) schema(pats []string) {
	pat := "%"
	if len(pats) > 0 {
		pat = pats[0]
	}
	rows, err := s.query(`SELECT sql FROM sqlite_schema WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' AND (tbl_name LIKE ?1 OR name LIKE ?1)
ORDER BY tbl_name, type DESC, name`, pat)
	if err != nil {
		s.dotFail("Error: %s", errorMessage(err))
		return
	}
	for _, r := range rows {
		s.out.WriteString(schemaLine(r[0]) + ";\n")
	}
}

// schemaLine is how the shell prints a table's SQL: a table whose name
// is quoted gets "IF NOT EXISTS", as sqlite3 adds it.
func schemaLine(sqlText string) string {
	if len(sqlText) > 13 && strings.HasPrefix(sqlText, "CREATE TABLE ") && (sqlText[13] == '"' || sqlText[13] == '\'') {
		return "CREATE TABLE IF NOT EXISTS " + sqlText[13:]
	}
	return sqlText
}

func (s *shell) listNames(kind string, pats []string) {
	q := `SELECT name FROM sqlite_schema WHERE type = ?1 AND name NOT LIKE 'sqlite_%' ORDER BY 1`
	args := []any{kind}
	if len(pats) > 0 {
		q = `SELECT name FROM sqlite_schema WHERE type = ?1 AND tbl_name LIKE ?2 ORDER BY 1`
		args = append(args, pats[0])
	}
	rows, err := s.query(q, args...)
	if err != nil {
		s.dotFail("Error: %s", errorMessage(err))
		return
	}
	for _, r := range rows {
		s.out.WriteString(r[0] + "\n")
	}
}

// read runs a script file of the session.
func (s *shell) read(name string) {
	if s.depth > 16 {
		s.dotFail("Error: .read nested too deeply")
		return
	}
	f, err := s.c.FS.Open(s.c.Path(name))
	if err != nil {
		s.dotFail("Error: cannot open \"%s\"", name)
		return
	}
	data, err := s.c.ReadAll(s.ctx, f)
	f.Close()
	if err != nil {
		s.dotFail("Error: %s: %v", name, err)
		return
	}
	s.depth++
	args := s.fromArgs
	s.fromArgs = false
	s.runScript(string(data), name)
	s.fromArgs = args
	s.depth--
}

// importFile is .import [--csv] [--skip N] FILE TABLE: rows of a CSV
// (or separator-split) file into a table, created from the first row's
// names when it does not exist.
func (s *shell) importFile(args []string) {
	csvMode := s.mode == "csv"
	skip := 0
	var ops []string
	for i := 0; i < len(args); i++ {
		switch args[i] {
		case "--csv":
			csvMode = true
		case "--ascii":
			csvMode = false
		case "--skip":
			// A count of lines: a whole number, at least 0 (sqlite3 takes
			// anything as a number; a negative or unreadable count here
			// is an error, never a silent 0 or a slice past its end).
			if i+1 >= len(args) {
				s.dotFail("Error: .import --skip needs a number of lines")
				return
			}
			n, err := strconv.Atoi(args[i+1])
			if err != nil || n < 0 {
				s.dotFail("Error: .import --skip: not a number of lines: %q", args[i+1])
				return
			}
			skip = n
			i++
		case "-v", "--schema":
			if args[i] == "--schema" {
				i++
			}
		default:
			ops = append(ops, args[i])
		}
	}
	if len(ops) != 2 {
		s.dotFail("Usage: .import FILE TABLE")
		return
	}
	file, table := ops[0], ops[1]
	if s.mode == "csv" && s.rowSep == "\r\n" {
		// As sqlite3: importing CSV turns the output row separator back
		// to "\n" (it shares the input's).
		s.rowSep = "\n"
	}
	f, err := s.c.FS.Open(s.c.Path(file))
	if err != nil {
		s.dotFail("Error: cannot open \"%s\"", file)
		return
	}
	data, err := s.c.ReadAll(s.ctx, f)
	f.Close()
	if err != nil {
		s.dotFail("Error: %s: %s", file, vfs.Reason(err))
		return
	}
	// The records hold the fields (csv copies them) and a string header
	// each beside the text: a file of commas is many times its size.
	budget := s.c.Budget("input")
	tooLarge := func(err error) {
		s.dotFail("Error: %s: %v", file, err)
	}
	var records [][]string
	if csvMode {
		r := csv.NewReader(strings.NewReader(string(data)))
		r.FieldsPerRecord = -1
		r.LazyQuotes = true
		if s.colSep != "," && len(s.colSep) == 1 && s.mode != "csv" {
			r.Comma = rune(s.colSep[0])
		}
		for {
			rec, err := r.Read()
			if err == io.EOF {
				break
			}
			if err != nil {
				s.dotFail("%s: %v", file, err)
				return
			}
			n := 24
			for _, f := range rec {
				n += 16 + len(f)
			}
			if err := budget.Add(n); err != nil {
				tooLarge(err)
				return
			}
			records = append(records, rec)
		}
	} else {
		if s.rowSep == "" || s.colSep == "" {
			s.dotFail("Error: non-null separators required for import")
			return
		}
		text := strings.TrimSuffix(string(data), s.rowSep)
		if err := budget.Add(24*(strings.Count(text, s.rowSep)+1) + 16*(strings.Count(text, s.colSep)+1)); err != nil {
			tooLarge(err)
			return
		}
		for _, l := range strings.Split(text, s.rowSep) {
			records = append(records, strings.Split(strings.TrimSuffix(l, "\r"), s.colSep))
		}
	}
	if skip > len(records) {
		skip = len(records)
	}
	records = records[skip:]
	line0 := skip + 1
	cols, err := s.query(`SELECT name FROM pragma_table_info(?1)`, table)
	if err != nil {
		s.dotFail("Error: %s", errorMessage(err))
		return
	}
	if len(cols) == 0 {
		if len(records) == 0 {
			return
		}
		var defs []string
		for _, n := range records[0] {
			defs = append(defs, quoteIdent(n)+" TEXT")
		}
		create := "CREATE TABLE IF NOT EXISTS " + quoteIdent(table) + "(\n" + strings.Join(defs, ", ") + ")"
		if _, err := s.conn.ExecContext(s.ctx, create); err != nil {
			s.dotFail("%s failed:\n%s", create, errorMessage(err))
			return
		}
		cols = make([][]string, len(records[0]))
		records = records[1:]
		line0++
	}
	n := len(cols)
	marks := strings.TrimSuffix(strings.Repeat("?,", n), ",")
	stmt, err := s.conn.PrepareContext(s.ctx, "INSERT INTO "+quoteIdent(table)+" VALUES("+marks+")")
	if err != nil {
		s.dotFail("Error: %s", errorMessage(err))
		return
	}
	defer stmt.Close()
	if _, err := s.conn.ExecContext(s.ctx, "SAVEPOINT tis_import"); err == nil {
		defer s.conn.ExecContext(s.ctx, "RELEASE tis_import") //nolint:errcheck // a failed release leaves the rows as inserted
	}
	for i, rec := range records {
		if err := s.ctx.Err(); err != nil {
			return
		}
		vals := make([]any, n)
		switch {
		case len(rec) < n:
			fmt.Fprintf(s.c.Stderr, "%s:%d: expected %d columns but found %d - filling the rest with NULL\n", file, line0+i, n, len(rec))
		case len(rec) > n:
			fmt.Fprintf(s.c.Stderr, "%s:%d: expected %d columns but found %d - extras ignored\n", file, line0+i, n, len(rec))
		}
		for j := 0; j < n; j++ {
			if j < len(rec) {
				vals[j] = rec[j]
			}
		}
		if _, err := stmt.ExecContext(s.ctx, vals...); err != nil {
			fmt.Fprintf(s.c.Stderr, "%s:%d: INSERT failed: %s\n", file, line0+i, errorMessage(err))
			s.status = 1
		}
	}
}

func quoteIdent(n string) string { return `"` + strings.ReplaceAll(n, `"`, `""`) + `"` }

// dump prints the database (or the named tables) as SQL.
func (s *shell) dump(tables []string) {
	s.out.WriteString("PRAGMA foreign_keys=OFF;\nBEGIN TRANSACTION;\n")
	rows, err := s.query(`SELECT name, type, sql FROM sqlite_schema WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' AND type = 'table' ORDER BY rowid`)
	if err != nil {
		s.dotFail("Error: %s", errorMessage(err))
		return
	}
	want := map[string]bool{}
	for _, t := range tables {
		want[t] = true
	}
	for _, r := range rows {
		name, sqlText := r[0], r[2]
		if len(want) > 0 && !want[name] {
			continue
		}
		s.out.WriteString(schemaLine(sqlText) + ";\n")
		data, err := s.conn.QueryContext(s.ctx, "SELECT * FROM "+quoteIdent(name))
		if err != nil {
			continue
		}
		cols, _ := data.Columns()
		for data.Next() {
			vals := make([]any, len(cols))
			ptrs := make([]any, len(cols))
			for i := range vals {
				ptrs[i] = &vals[i]
			}
			if data.Scan(ptrs...) != nil {
				break
			}
			parts := make([]string, len(vals))
			size := int64(len(name)) + 24
			for _, v := range vals {
				switch v := v.(type) {
				case string:
					size += 2*int64(len(v)) + 3
				case []byte:
					size += 2*int64(len(v)) + 3
				default:
					size += 24
				}
			}
			if err := s.c.CheckSize("output", size); err != nil {
				data.Close()
				s.dotFail("Error: .dump of %s: %v", name, err)
				return
			}
			for i, v := range vals {
				c := toCell(v, "")
				switch {
				case c.null:
					parts[i] = "NULL"
				case c.blob:
					parts[i] = "X'" + fmt.Sprintf("%x", c.text) + "'"
				case c.num:
					parts[i] = c.text
				default:
					parts[i] = sqlQuote(c.text)
				}
			}
			tn := name
			if strings.ContainsAny(name, " \"'-") {
				tn = quoteIdent(name)
			}
			s.out.WriteString("INSERT INTO " + tn + " VALUES(" + strings.Join(parts, ",") + ");\n")
		}
		data.Close()
	}
	// Indexes, triggers and views come with a whole dump only, as in
	// sqlite3 3.40.
	if len(want) == 0 {
		others, err := s.query(`SELECT tbl_name, sql FROM sqlite_schema WHERE sql IS NOT NULL AND type IN ('index','trigger','view') ORDER BY rowid`)
		if err == nil {
			for _, r := range others {
				s.out.WriteString(r[1] + ";\n")
			}
		}
	}
	s.out.WriteString("COMMIT;\n")
}
