package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
)

// The spec file format is the one of the Oils project's test/sh_spec.py; this
// reader follows that harness line by line, so a case's code and expectations
// are exactly the ones the suite's own runner sees:
//
//	#### name                  starts a case
//	## key: value              one line of metadata (stdout gets its newline back)
//	## STDOUT:  ...  ## END    several lines (STDOUT, STDERR)
//	## OK bash/mksh key: value the same, for the shells listed (OK, OK-2, BUG, BUG-2, N-I)
//	## code: ...               the code on one line
//
// Outside of a multi-line block blank lines are skipped; a line whose
// first non-blank character is # is a comment everywhere, even inside the code
// and inside a STDOUT block (the harness drops those too).

var (
	keyValueRE = regexp.MustCompile(`^##\s+(?:(OK(?:-\d)?|BUG(?:-\d)?|N-I)\s+([\w+/]+)\s+)?([\w\-]+):\s*(.*)`)
	endRE      = regexp.MustCompile(`^##\s+END`)
)

type tokKind int

const (
	tokBegin tokKind = iota
	tokKeyValue
	tokMultiline
	tokEnd
	tokPlain
	tokEOF
)

type token struct {
	kind      tokKind
	line      int
	text      string // tokBegin: the name; tokPlain: the line with its newline
	qualifier string // tokKeyValue, tokMultiline
	shells    string
	key       string
	value     string
}

type tokenizer struct {
	r    *bufio.Reader
	line int
	cur  token
	err  error
}

// next reads the next token; raw keeps blank lines (inside code and blocks).
func (t *tokenizer) next(raw bool) {
	for {
		line, err := t.r.ReadString('\n')
		t.line++
		if line == "" {
			if err != nil && err != io.EOF {
				t.err = err
			}
			t.cur = token{kind: tokEOF, line: t.line}
			return
		}
		if !raw && strings.TrimSpace(line) == "" {
			continue
		}
		if strings.HasPrefix(line, "####") {
			t.cur = token{kind: tokBegin, line: t.line, text: strings.TrimSpace(line[4:])}
			return
		}
		if m := keyValueRE.FindStringSubmatch(strings.TrimSuffix(line, "\n")); m != nil {
			tok := token{kind: tokKeyValue, line: t.line, qualifier: m[1], shells: m[2], key: m[3], value: m[4]}
			if tok.key == "stdout" || tok.key == "stderr" {
				tok.value += "\n"
			}
			if tok.key == "STDOUT" || tok.key == "STDERR" {
				tok.kind = tokMultiline
			}
			t.cur = tok
			return
		}
		if endRE.MatchString(line) {
			t.cur = token{kind: tokEnd, line: t.line}
			return
		}
		if strings.HasPrefix(line, "##") {
			t.err = fmt.Errorf("line %d: invalid ## line %q", t.line, strings.TrimSuffix(line, "\n"))
			t.cur = token{kind: tokEOF, line: t.line}
			return
		}
		if strings.HasPrefix(strings.TrimLeft(line, " \t\r\n\v\f"), "#") {
			continue // a comment, wherever it is
		}
		t.cur = token{kind: tokPlain, line: t.line, text: line}
		return
	}
}

// expect is what one shell (or the default) is expected to print.
type expect struct {
	qualifier string
	values    map[string]string // stdout, stdout-json, stderr, stderr-json, status
}

// specCase is one #### case of a spec file.
type specCase struct {
	Name   string
	Line   int
	Code   string
	def    map[string]string  // the default expectations
	shells map[string]*expect // per shell, from OK/BUG/N-I lines
}

// specFile is a parsed spec file: its header metadata and its cases.
type specFile struct {
	Meta  map[string]string
	Cases []*specCase
}

func parseSpec(r io.Reader) (*specFile, error) {
	t := &tokenizer{r: bufio.NewReader(r)}
	t.next(false)
	f := &specFile{Meta: map[string]string{}}
	for t.cur.kind == tokKeyValue {
		f.Meta[t.cur.key] = t.cur.value
		t.next(false)
	}
	for t.err == nil && t.cur.kind != tokEOF {
		if t.cur.kind != tokBegin {
			return nil, fmt.Errorf("line %d: expected a #### case", t.cur.line)
		}
		c := &specCase{Name: t.cur.text, Line: t.cur.line, def: map[string]string{}, shells: map[string]*expect{}}
		t.next(false)
		if err := c.keyValues(t); err != nil {
			return nil, err
		}
		if code, ok := c.def["code"]; ok {
			c.Code = code + "\n"
		} else {
			if t.cur.kind != tokPlain {
				return nil, fmt.Errorf("line %d: case %q: expected a line of code", t.cur.line, c.Name)
			}
			var b strings.Builder
			for t.cur.kind == tokPlain {
				b.WriteString(t.cur.text)
				t.next(true)
			}
			c.Code = b.String()
			if err := c.keyValues(t); err != nil {
				return nil, err
			}
		}
		f.Cases = append(f.Cases, c)
	}
	if t.err != nil {
		return nil, t.err
	}
	return f, nil
}

// keyValues reads the contiguous metadata lines of a case.
func (c *specCase) keyValues(t *tokenizer) error {
	for {
		tok := t.cur
		switch tok.kind {
		case tokMultiline:
			if tok.value != "" {
				return fmt.Errorf("line %d: a value after %s", tok.line, tok.key)
			}
			var b strings.Builder
			t.next(true)
			for t.cur.kind == tokPlain {
				b.WriteString(t.cur.text)
				t.next(true)
			}
			if err := c.add(tok.qualifier, tok.shells, strings.ToLower(tok.key), b.String(), tok.line); err != nil {
				return err
			}
			if t.cur.kind == tokEnd {
				t.next(false)
			}
		case tokKeyValue:
			if err := c.add(tok.qualifier, tok.shells, tok.key, tok.value, tok.line); err != nil {
				return err
			}
			t.next(false)
		default:
			return t.err
		}
	}
}

func (c *specCase) add(qualifier, shells, key, value string, line int) error {
	if qualifier == "" {
		c.def[key] = value
		return nil
	}
	for _, sh := range strings.Split(shells, "/") {
		e := c.shells[sh]
		if e == nil {
			e = &expect{qualifier: qualifier, values: map[string]string{}}
			c.shells[sh] = e
		}
		if e.qualifier != qualifier {
			return fmt.Errorf("line %d: inconsistent qualifier %s for %s", line, qualifier, sh)
		}
		e.values[key] = value
	}
	return nil
}

// bashExpectation is what the suite expects of bash: the stdout and stderr
// (nil when not asserted) and the status, as sh_spec.py's CreateAssertions
// builds them: a bash OK/BUG/N-I block wins, key by key, over the defaults.
type bashExpectation struct {
	stdout, stderr *string
	status         int
}

func (c *specCase) bashExpect() (bashExpectation, error) {
	var e bashExpectation
	var block map[string]string
	if b := c.shells["bash"]; b != nil {
		block = b.values
	}
	str := func(key string) (*string, error) {
		for _, m := range []map[string]string{block, c.def} {
			if m == nil {
				continue
			}
			if v, ok := m[key]; ok {
				return &v, nil
			}
			if v, ok := m[key+"-json"]; ok {
				var s string
				if err := json.Unmarshal([]byte(v), &s); err != nil {
					return nil, fmt.Errorf("case %q: %s-json: %w", c.Name, key, err)
				}
				return &s, nil
			}
		}
		return nil, nil
	}
	var err error
	if e.stdout, err = str("stdout"); err != nil {
		return e, err
	}
	if e.stderr, err = str("stderr"); err != nil {
		return e, err
	}
	status := "0"
	if v, ok := c.def["status"]; ok {
		status = v
	}
	if v, ok := block["status"]; ok {
		status = v
	}
	if e.status, err = strconv.Atoi(strings.TrimSpace(status)); err != nil {
		return e, fmt.Errorf("case %q: status %q: %w", c.Name, status, err)
	}
	return e, nil
}
