package mcpsource

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"mime"
	"net/http"
	"strings"
)

// What a server sends back is bounded (Options.MaxResponseBytes). The
// go-sdk's own bound drops the whole connection on a frame that is too
// large, and every request in flight with it: a call that was made would
// be reported as a server that went away, an invitation to make it again.
// Here a message over the bound is dropped alone, without being held in
// memory, and the request it answered gets a JSON-RPC error in its place
// (errTooLarge), so the call fails as tool_error, non-retryable, and the
// connection stays usable.

// DefaultMaxResponseBytes bounds one message from a server unless
// Options.MaxResponseBytes says otherwise.
const DefaultMaxResponseBytes = 16 << 20

// errTooLargeCode is the JSON-RPC error code of the error that replaces
// a message over the bound.
const errTooLargeCode = -32099

// tooLargeFrame is the JSON-RPC error response that replaces an answer to
// id (raw JSON) that was over the bound.
func tooLargeFrame(id json.RawMessage, size, max int64) []byte {
	msg := fmt.Sprintf("the server's answer was more than %d bytes (%d read), over the limit; it was dropped, but the call itself may have been made", max, size)
	b, _ := json.Marshal(map[string]any{
		"jsonrpc": "2.0", "id": id,
		"error": map[string]any{"code": errTooLargeCode, "message": msg},
	})
	return b
}

// frameReader passes newline-delimited JSON-RPC frames through, holding at
// most max bytes of one; a longer frame is skipped to its newline and, if
// it was a response (it has a top-level id), replaced by tooLargeFrame.
type frameReader struct {
	r   *bufio.Reader
	max int64
	out []byte // what Read hands out next
}

func newFrameReader(r io.Reader, max int64) *frameReader {
	return &frameReader{r: bufio.NewReaderSize(r, 64*1024), max: max}
}

// Read implements io.Reader.
func (f *frameReader) Read(p []byte) (int, error) {
	for len(f.out) == 0 {
		frame, err := f.next()
		if len(frame) > 0 {
			f.out = frame
			break
		}
		if err != nil {
			return 0, err
		}
	}
	n := copy(p, f.out)
	f.out = f.out[n:]
	return n, nil
}

// next returns the next frame with its newline (or a replacement).
func (f *frameReader) next() ([]byte, error) {
	var line []byte
	for {
		frag, err := f.r.ReadSlice('\n')
		if int64(len(line)+len(frag)) > f.max {
			return f.skip(append(line, frag...), err)
		}
		line = append(line, frag...)
		if err == bufio.ErrBufferFull {
			continue
		}
		return line, err
	}
}

// skip reads the rest of an oversized frame, of which head was read,
// keeping only its top-level id.
func (f *frameReader) skip(head []byte, err error) ([]byte, error) {
	ids := &idScanner{}
	size := int64(len(head))
	ids.feed(head)
	for err == bufio.ErrBufferFull || err == nil && !bytes.HasSuffix(head, []byte("\n")) {
		var frag []byte
		frag, err = f.r.ReadSlice('\n')
		size += int64(len(frag))
		ids.feed(frag)
		head = frag
	}
	if id := ids.id(); id != nil {
		return append(tooLargeFrame(id, size, f.max), '\n'), err
	}
	return nil, err // a notification or request: dropped
}

// idScanner finds the value of the "id" member of a JSON object read in
// pieces, keeping nothing else: it tracks strings and nesting only.
type idScanner struct {
	depth      int
	inStr, esc bool
	expectKey  bool // at depth 1, a string now is a key
	readingKey bool
	gotKey     bool
	key        []byte // the key read, while short
	longKey    bool
	capturing  bool // reading the value of "id"
	val        []byte
	found      json.RawMessage
}

func (s *idScanner) feed(b []byte) {
	for _, c := range b {
		if s.found != nil {
			return
		}
		s.byte(c)
	}
}

func (s *idScanner) byte(c byte) {
	if s.capturing {
		if len(s.val) > 256 { // ids are short: this is not one
			s.capturing = false
			return
		}
		if !s.inStr && s.depth == 1 && (c == ',' || c == '}') {
			s.capturing = false
			if v := bytes.TrimSpace(s.val); len(v) > 0 {
				s.found = append(json.RawMessage(nil), v...)
			}
			return
		}
		s.val = append(s.val, c)
	}
	if s.inStr {
		switch {
		case s.esc:
			s.esc = false
		case c == '\\':
			s.esc = true
		case c == '"':
			s.inStr = false
			if s.readingKey {
				s.readingKey, s.gotKey = false, true
			}
			return
		}
		if s.readingKey {
			if len(s.key) >= 8 {
				s.longKey = true
			} else {
				s.key = append(s.key, c)
			}
		}
		return
	}
	switch c {
	case '"':
		s.inStr = true
		if s.depth == 1 && s.expectKey && !s.capturing {
			s.readingKey, s.expectKey = true, false
			s.key, s.longKey = s.key[:0], false
		}
	case '{':
		s.depth++
		if s.depth == 1 {
			s.expectKey = true
		}
	case '[':
		s.depth++
	case '}', ']':
		s.depth--
	case ',':
		if s.depth == 1 {
			s.expectKey = true
		}
	case ':':
		if s.depth == 1 && s.gotKey && !s.longKey && string(s.key) == "id" && !s.capturing {
			s.capturing, s.val = true, s.val[:0]
		}
		s.gotKey = false
	}
}

// id returns the id found, as raw JSON, or nil.
func (s *idScanner) id() json.RawMessage {
	if s.found == nil || !json.Valid(s.found) || string(s.found) == "null" {
		return nil
	}
	return s.found
}

// boundTransport bounds the answers to POSTed JSON-RPC requests of the
// streamable HTTP and SSE transports: a JSON body, or an event of an
// event stream, over the bound is replaced by tooLargeFrame for the
// request's id.
type boundTransport struct {
	base http.RoundTripper
	max  int64
}

// RoundTrip implements http.RoundTripper.
func (t *boundTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	var id json.RawMessage
	if req.Method == http.MethodPost && req.Body != nil && req.GetBody != nil {
		if body, err := req.GetBody(); err == nil {
			id = requestID(body)
			body.Close()
		}
	}
	resp, err := t.base.RoundTrip(req)
	if err != nil || resp.Body == nil {
		return resp, err
	}
	ct, _, _ := mime.ParseMediaType(resp.Header.Get("Content-Type"))
	switch ct {
	case "application/json":
		if id != nil {
			resp.Body = &jsonBody{body: resp.Body, id: id, max: t.max}
			resp.ContentLength = -1
		}
	case "text/event-stream":
		resp.Body = &eventBody{body: resp.Body, r: bufio.NewReaderSize(resp.Body, 64*1024), id: id, max: t.max}
	}
	return resp, nil
}

// requestID reads the id of the JSON-RPC request in body (a single
// request, not a batch), or nil.
func requestID(body io.Reader) json.RawMessage {
	var msg struct {
		ID json.RawMessage `json:"id"`
	}
	if err := json.NewDecoder(io.LimitReader(body, 64<<20)).Decode(&msg); err != nil || len(msg.ID) == 0 || string(msg.ID) == "null" {
		return nil
	}
	return msg.ID
}

// jsonBody is a JSON response body held up to max bytes, replaced by
// tooLargeFrame past it.
type jsonBody struct {
	body io.ReadCloser
	id   json.RawMessage
	max  int64
	out  *bytes.Reader
}

func (b *jsonBody) Read(p []byte) (int, error) {
	if b.out == nil {
		data, err := io.ReadAll(io.LimitReader(b.body, b.max+1))
		if err != nil {
			return 0, err
		}
		if int64(len(data)) > b.max {
			n, _ := io.Copy(io.Discard, b.body)
			data = tooLargeFrame(b.id, int64(len(data))+n, b.max)
		}
		b.out = bytes.NewReader(data)
	}
	return b.out.Read(p)
}

func (b *jsonBody) Close() error { return b.body.Close() }

// eventBody passes an event stream through an event at a time, holding
// at most max bytes of one; a longer event is skipped and, for a stream
// that answers a request, replaced by an event carrying tooLargeFrame.
type eventBody struct {
	body io.Closer
	r    *bufio.Reader
	id   json.RawMessage
	max  int64
	out  []byte
	err  error
}

func (b *eventBody) Read(p []byte) (int, error) {
	for len(b.out) == 0 {
		if b.err != nil {
			return 0, b.err
		}
		b.out, b.err = b.nextEvent()
	}
	n := copy(p, b.out)
	b.out = b.out[n:]
	return n, nil
}

// nextEvent returns the lines of the next event up to and including the
// blank line that ends it.
func (b *eventBody) nextEvent() ([]byte, error) {
	var ev []byte
	var size int64
	over := false
	for {
		line, err := b.r.ReadSlice('\n')
		size += int64(len(line))
		if !over && size > b.max {
			over = true
			ev = nil
		}
		if !over {
			ev = append(ev, line...)
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		end := err != nil || strings.TrimRight(string(line), "\r\n") == "" && len(line) > 0
		if !end {
			continue
		}
		if over {
			if b.id == nil {
				ev = nil // nothing to answer: drop it
			} else {
				ev = []byte("event: message\ndata: " + string(tooLargeFrame(b.id, size, b.max)) + "\n\n")
			}
		}
		return ev, err
	}
}

func (b *eventBody) Close() error { return b.body.Close() }
