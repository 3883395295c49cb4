package gateway

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// MaxStdioLine bounds one message a client sends over stdio: a longer
// line is answered with a parse error and skipped.
const MaxStdioLine = 16 << 20

// StdioTransport is the transport to serve one client over stdio:
// newline-delimited JSON-RPC read from in and written to out. A line that
// is not a JSON-RPC message is answered with a parse error (-32700: not
// JSON, or longer than MaxStdioLine) or an invalid-request error (-32600:
// JSON, but no request, notification or response), with the line's id
// when it has one and null otherwise, and the session goes on, as over
// HTTP; the go-sdk's own stdio transport ends the session at such a line.
// Blank lines are skipped.
//
// Lifetime: a goroutine reads in until its end (or until the session
// stops reading); out is never closed.
func StdioTransport(in io.Reader, out io.Writer) mcp.Transport {
	w := &lineWriter{w: out}
	pr, pw := io.Pipe()
	go filterLines(bufio.NewReaderSize(in, 64<<10), pw, w)
	return &mcp.IOTransport{Reader: pr, Writer: w}
}

// lineWriter writes whole messages to out, one at a time: the session's
// and the filter's answers never interleave.
type lineWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (l *lineWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}

// Close leaves out open (it is the process's stdout).
func (l *lineWriter) Close() error { return nil }

// filterLines passes the lines of in that are JSON-RPC messages to pw and
// answers the others on w, until in ends or pw is closed.
func filterLines(in *bufio.Reader, pw *io.PipeWriter, w io.Writer) {
	for {
		line, tooLong, err := readLine(in)
		if len(bytes.TrimSpace(line)) > 0 || tooLong {
			var answer []byte
			if tooLong {
				answer = stdioError(nil, jsonrpc.CodeParseError, fmt.Sprintf("Parse error: a message longer than %d bytes", MaxStdioLine))
			} else {
				answer = checkLine(line)
			}
			if answer != nil {
				if _, werr := w.Write(answer); werr != nil {
					pw.CloseWithError(werr)
					return
				}
			} else if _, perr := pw.Write(append(line, '\n')); perr != nil {
				return // the session ended
			}
		}
		if err != nil {
			if errors.Is(err, io.EOF) {
				pw.Close()
			} else {
				pw.CloseWithError(err)
			}
			return
		}
	}
}

// readLine reads one line without its newline; past MaxStdioLine it
// discards the rest of the line and says so.
func readLine(in *bufio.Reader) (line []byte, tooLong bool, err error) {
	for {
		chunk, err := in.ReadSlice('\n')
		if !tooLong {
			if len(line)+len(chunk) > MaxStdioLine+1 {
				tooLong, line = true, nil
			} else {
				line = append(line, chunk...)
			}
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		return bytes.TrimSuffix(line, []byte("\n")), tooLong, err
	}
}

// checkLine returns the error answer to a line that is not a JSON-RPC
// message (nil for one that is: a message, or a batch of them).
func checkLine(line []byte) []byte {
	if !json.Valid(line) {
		return stdioError(nil, jsonrpc.CodeParseError, "Parse error: the line is not JSON")
	}
	trimmed := bytes.TrimSpace(line)
	if trimmed[0] == '[' {
		var batch []json.RawMessage
		if err := json.Unmarshal(trimmed, &batch); err != nil || len(batch) == 0 {
			return stdioError(nil, jsonrpc.CodeInvalidRequest, "Invalid Request: an empty or unreadable batch")
		}
		for _, m := range batch {
			if _, err := jsonrpc.DecodeMessage(m); err != nil {
				return stdioError(idOf(m), jsonrpc.CodeInvalidRequest, "Invalid Request: "+err.Error())
			}
		}
		return nil
	}
	if _, err := jsonrpc.DecodeMessage(trimmed); err != nil {
		return stdioError(idOf(trimmed), jsonrpc.CodeInvalidRequest, "Invalid Request: "+err.Error())
	}
	return nil
}

// idOf is the id of a JSON object that has a string or number one, else
// nil (JSON null).
func idOf(m []byte) any {
	var v struct {
		ID any `json:"id"`
	}
	if json.Unmarshal(m, &v) != nil {
		return nil
	}
	switch v.ID.(type) {
	case string, float64:
		return v.ID
	}
	return nil
}

// stdioError is a JSON-RPC error response, with its newline.
func stdioError(id any, code int, msg string) []byte {
	b, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": id, "error": map[string]any{"code": code, "message": msg}})
	return append(b, '\n')
}
