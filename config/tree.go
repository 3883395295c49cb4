package config

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"
)

// This file turns a JSON document into a tree of nodes that remember where
// they were written, so every later error can point at a line and column.
// encoding/json alone cannot: its errors for unknown fields carry no
// position, it matches keys case-insensitively and it takes the last of two
// duplicate keys without a word.

// maxDepth bounds the nesting of a document. A configuration never nests
// deeper than a few levels; the bound keeps a hostile file from recursing
// the parser to death.
const maxDepth = 64

// maxFileBytes bounds what Load and the importers read. Claude Code's
// ~/.claude.json holds its history too and can reach a few megabytes.
const maxFileBytes = 64 << 20

type kind uint8

const (
	kindNull kind = iota
	kindBool
	kindNumber
	kindString
	kindArray
	kindObject
)

// node is one JSON value with its position.
type node struct {
	kind    kind
	off     int    // offset of the value's first byte
	end     int    // offset just after the value
	str     string // the string, or a number's text
	b       bool
	elems   []*node
	members []member
}

// member is one key of an object.
type member struct {
	key    string
	keyOff int
	val    *node
}

// get returns the value of key in an object node, or nil.
func (n *node) get(key string) *node {
	if n == nil || n.kind != kindObject {
		return nil
	}
	for _, m := range n.members {
		if m.key == key {
			return m.val
		}
	}
	return nil
}

// what names the kind of a node for "want X, got Y" messages.
func (n *node) what() string {
	switch n.kind {
	case kindNull:
		return "null"
	case kindBool:
		return "a boolean"
	case kindNumber:
		return "a number"
	case kindString:
		return "a string"
	case kindArray:
		return "an array"
	default:
		return "an object"
	}
}

// syntaxError is a document that is not JSON, at a byte offset.
type syntaxError struct {
	off int
	msg string
}

func (e *syntaxError) Error() string { return e.msg }

// parseTree parses data (JSON, with the comments and trailing commas of
// JSONC allowed) into a tree. The error is a *syntaxError.
func parseTree(data []byte) (*node, error) {
	clean, err := stripJSONC(data)
	if err != nil {
		return nil, err
	}
	p := &treeParser{data: clean, dec: json.NewDecoder(bytes.NewReader(clean))}
	p.dec.UseNumber()
	if p.skip(0) == len(clean) {
		return nil, &syntaxError{off: 0, msg: "the file is empty; want a JSON object"}
	}
	// Check the whole document first: Unmarshal's syntax errors carry the
	// absolute offset of the bad byte, where the streaming decoder's are
	// sometimes relative to the value it was reading.
	var raw json.RawMessage
	if err := json.Unmarshal(clean, &raw); err != nil {
		var jse *json.SyntaxError
		if errors.As(err, &jse) && strings.HasPrefix(jse.Error(), "unexpected end") {
			return nil, &syntaxError{off: len(clean), msg: "unexpected end of file"}
		}
		return nil, p.wrap(err)
	}
	root, err := p.value(0)
	if err != nil {
		return nil, p.wrap(err)
	}
	if _, err := p.dec.Token(); err != io.EOF {
		off := p.skip(int(p.dec.InputOffset()))
		if err != nil {
			return nil, p.wrap(err)
		}
		return nil, &syntaxError{off: off, msg: "unexpected text after the top-level value"}
	}
	return root, nil
}

type treeParser struct {
	data []byte
	dec  *json.Decoder
}

// skip returns the offset of the next token at or after off: it passes
// white space and the ',' and ':' separators the decoder has not consumed.
func (p *treeParser) skip(off int) int {
	for off < len(p.data) {
		switch p.data[off] {
		case ' ', '\t', '\r', '\n', ',', ':':
			off++
		default:
			return off
		}
	}
	return off
}

// wrap turns a decoder error into a *syntaxError with the offset of the
// mistake.
func (p *treeParser) wrap(err error) error {
	var se *syntaxError
	if errors.As(err, &se) {
		return se
	}
	var jse *json.SyntaxError
	if errors.As(err, &jse) {
		return &syntaxError{off: max(0, min(int(jse.Offset)-1, len(p.data))), msg: jse.Error()}
	}
	if errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) {
		return &syntaxError{off: len(p.data), msg: "unexpected end of file"}
	}
	return &syntaxError{off: int(p.dec.InputOffset()), msg: err.Error()}
}

func (p *treeParser) value(depth int) (*node, error) {
	start := p.skip(int(p.dec.InputOffset()))
	tok, err := p.dec.Token()
	if err != nil {
		return nil, err
	}
	n := &node{off: start}
	switch t := tok.(type) {
	case json.Delim:
		if depth >= maxDepth {
			return nil, &syntaxError{off: start, msg: fmt.Sprintf("nested more than %d deep", maxDepth)}
		}
		if t == '{' {
			n.kind = kindObject
			for p.dec.More() {
				koff := p.skip(int(p.dec.InputOffset()))
				kt, err := p.dec.Token()
				if err != nil {
					return nil, err
				}
				key, ok := kt.(string)
				if !ok {
					return nil, &syntaxError{off: koff, msg: "want an object key"}
				}
				v, err := p.value(depth + 1)
				if err != nil {
					return nil, err
				}
				n.members = append(n.members, member{key: key, keyOff: koff, val: v})
			}
		} else {
			n.kind = kindArray
			for p.dec.More() {
				v, err := p.value(depth + 1)
				if err != nil {
					return nil, err
				}
				n.elems = append(n.elems, v)
			}
		}
		if _, err := p.dec.Token(); err != nil { // the closing delimiter
			return nil, err
		}
	case string:
		n.kind, n.str = kindString, t
	case json.Number:
		n.kind, n.str = kindNumber, string(t)
	case bool:
		n.kind, n.b = kindBool, t
	case nil:
		n.kind = kindNull
	}
	n.end = int(p.dec.InputOffset())
	return n, nil
}

// stripJSONC blanks out // and /* */ comments and trailing commas (as VS
// Code's JSONC allows) with spaces, keeping every newline, so offsets in
// the result are offsets in data. A leading UTF-8 byte order mark is
// blanked too.
func stripJSONC(data []byte) ([]byte, error) {
	out := bytes.Clone(data)
	if bytes.HasPrefix(out, []byte("\xef\xbb\xbf")) {
		copy(out, "   ")
	}
	blank := func(from, to int) {
		for i := from; i < to; i++ {
			if out[i] != '\n' && out[i] != '\r' {
				out[i] = ' '
			}
		}
	}
	// Pass 1: comments.
	for i := 0; i < len(out); i++ {
		switch out[i] {
		case '"':
			i = skipString(out, i)
		case '/':
			if i+1 >= len(out) {
				continue
			}
			switch out[i+1] {
			case '/':
				j := bytes.IndexByte(out[i:], '\n')
				if j < 0 {
					j = len(out) - i
				}
				blank(i, i+j)
				i += j - 1
			case '*':
				j := bytes.Index(out[i+2:], []byte("*/"))
				if j < 0 {
					return nil, &syntaxError{off: i, msg: "unterminated /* comment"}
				}
				blank(i, i+2+j+2)
				i += 2 + j + 1
			}
		}
	}
	// Pass 2: a ',' followed by '}' or ']' is a trailing comma.
	for i := 0; i < len(out); i++ {
		switch out[i] {
		case '"':
			i = skipString(out, i)
		case ',':
			j := i + 1
			for j < len(out) && (out[j] == ' ' || out[j] == '\t' || out[j] == '\r' || out[j] == '\n') {
				j++
			}
			if j < len(out) && (out[j] == '}' || out[j] == ']') {
				out[i] = ' '
			}
		}
	}
	return out, nil
}

// skipString returns the offset of the closing quote of the string that
// opens at i (or the last offset when it never closes).
func skipString(b []byte, i int) int {
	for j := i + 1; j < len(b); j++ {
		switch b[j] {
		case '\\':
			j++
		case '"':
			return j
		}
	}
	return len(b) - 1
}

// lineCol returns the 1-based line and column (in characters) of offset off.
func lineCol(data []byte, off int) (line, col int) {
	if off > len(data) {
		off = len(data)
	}
	if off < 0 {
		off = 0
	}
	before := data[:off]
	line = bytes.Count(before, []byte("\n")) + 1
	lineStart := bytes.LastIndexByte(before, '\n') + 1
	col = utf8.RuneCount(before[lineStart:]) + 1
	return line, col
}
