package sqlite3

import "strings"

// piece is one unit of a script: a dot command (a line starting with
// ".") or an SQL statement, with the line it starts on.
type piece struct {
	text string
	line int
	dot  bool
}

// splitScript cuts a script into dot commands and complete SQL
// statements, as the sqlite3 shell reads them: a dot command is a line
// that starts with "." where no statement is open; a statement ends at
// a ";" outside quotes, comments and a CREATE TRIGGER body. Text left at
// the end is a statement of its own.
func splitScript(src string) []piece {
	var out []piece
	var cur strings.Builder
	curLine := 0
	line := 1
	lines := strings.SplitAfter(src, "\n")
	st := &sqlState{}
	for _, l := range lines {
		if l == "" {
			continue
		}
		if onlyComments(cur.String()) {
			trimmed := strings.TrimLeft(l, " \t")
			if strings.HasPrefix(trimmed, ".") {
				out = append(out, piece{text: strings.TrimRight(trimmed, "\r\n"), line: line, dot: true})
				line++
				cur.Reset()
				curLine = 0
				*st = sqlState{}
				continue
			}
		}
		for i := 0; i < len(l); i++ {
			ch := l[i]
			if curLine == 0 && !st.inComment() && ch != ' ' && ch != '\t' && ch != '\n' && ch != '\r' {
				curLine = line
			}
			cur.WriteByte(ch)
			if st.feed(l, &i, &cur) {
				text := cur.String()
				if strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(text), ";")) != "" {
					out = append(out, piece{text: text, line: curLine})
				}
				cur.Reset()
				curLine = 0
				*st = sqlState{}
			}
		}
		line++
	}
	if strings.TrimSpace(cur.String()) != "" && !onlyComments(cur.String()) {
		out = append(out, piece{text: cur.String(), line: curLine})
	}
	return out
}

// splitSQL cuts SQL text (a command-line argument) into statements.
func splitSQL(src string) []string {
	var out []string
	var cur strings.Builder
	st := &sqlState{}
	for i := 0; i < len(src); i++ {
		cur.WriteByte(src[i])
		if st.feed(src, &i, &cur) {
			out = append(out, cur.String())
			cur.Reset()
			*st = sqlState{}
		}
	}
	if strings.TrimSpace(cur.String()) != "" && !onlyComments(cur.String()) {
		out = append(out, cur.String())
	}
	return out
}

// sqlState tracks quotes, comments and trigger bodies while scanning.
type sqlState struct {
	quote   byte // ', ", ` or ] while inside one
	comment byte // '-' for "--", '*' for "/* */"
	words   []string
	word    strings.Builder
	trigger bool // inside CREATE TRIGGER ... END
}

func (s *sqlState) inComment() bool { return s.comment != 0 }

// feed takes the byte src[*i] (already written to cur) and reports
// whether it ends a statement. It may consume a second byte of a
// comment opener or closer.
func (s *sqlState) feed(src string, i *int, cur *strings.Builder) bool {
	ch := src[*i]
	next := byte(0)
	if *i+1 < len(src) {
		next = src[*i+1]
	}
	switch {
	case s.comment == '-':
		if ch == '\n' {
			s.comment = 0
		}
		return false
	case s.comment == '*':
		if ch == '*' && next == '/' {
			cur.WriteByte('/')
			*i++
			s.comment = 0
		}
		return false
	case s.quote != 0:
		if ch == s.quote {
			s.quote = 0
		}
		return false
	}
	switch ch {
	case '\'', '"', '`':
		s.endWord()
		s.quote = ch
	case '[':
		s.endWord()
		s.quote = ']'
	case '-':
		if next == '-' {
			s.endWord()
			cur.WriteByte('-')
			*i++
			s.comment = '-'
		}
	case '/':
		if next == '*' {
			s.endWord()
			cur.WriteByte('*')
			*i++
			s.comment = '*'
		}
	case ';':
		s.endWord()
		if s.trigger {
			// A trigger ends with "END;".
			if n := len(s.words); n > 0 && s.words[n-1] == "END" {
				return true
			}
			return false
		}
		return true
	default:
		if isWordByte(ch) {
			s.word.WriteByte(ch)
		} else {
			s.endWord()
		}
	}
	return false
}

func isWordByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80
}

func (s *sqlState) endWord() {
	if s.word.Len() == 0 {
		return
	}
	w := strings.ToUpper(s.word.String())
	s.word.Reset()
	s.words = append(s.words, w)
	if !s.trigger && w == "TRIGGER" {
		// CREATE [TEMP|TEMPORARY] TRIGGER
		ws := s.words
		if len(ws) >= 2 && (ws[0] == "CREATE") {
			s.trigger = true
		}
	}
	if len(s.words) > 8 && !s.trigger {
		s.words = s.words[len(s.words)-4:]
	}
}

// onlyComments reports whether SQL text has nothing but comments and
// blanks.
func onlyComments(s string) bool {
	st := &sqlState{}
	var cur strings.Builder
	for i := 0; i < len(s); i++ {
		ch := s[i]
		if st.comment == 0 && st.quote == 0 && ch != ' ' && ch != '\t' && ch != '\n' && ch != '\r' &&
			!(ch == '-' && i+1 < len(s) && s[i+1] == '-') && !(ch == '/' && i+1 < len(s) && s[i+1] == '*') && ch != ';' {
			return false
		}
		cur.WriteByte(ch)
		st.feed(s, &i, &cur)
	}
	return true
}
