package gateway

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strings"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/toolsinshell/tis"
	"github.com/toolsinshell/tis/mcpexpose"
	"github.com/toolsinshell/tis/runtime"
	"github.com/toolsinshell/tis/runtime/gate"
	"github.com/toolsinshell/tis/store"
	"github.com/toolsinshell/tis/toolerr"
)

// Result is the whole result of a bash call, in the answer's _meta under
// MetaResult when the call asked for it (MetaWantResult): what tsrun
// --connect prints.
type Result struct {
	ExitCode  int              `json:"exit_code"`
	Success   bool             `json:"success"`
	Stdout    string           `json:"stdout"`
	Stderr    string           `json:"stderr"`
	Segments  []Segment        `json:"segments"`
	LimitsHit []string         `json:"limits_hit"`
	Reported  bool             `json:"reported"`
	Report    *tis.Report      `json:"report,omitempty"`
	Images    []tis.Image      `json:"images"`
	Tools     *tis.ToolsReport `json:"tools,omitempty"`
	Cut       *tis.Cut         `json:"cut,omitempty"`
}

// Segment is output of one stream, in the order the script wrote.
type Segment = runtime.Segment

// run is one tools/call in progress: a script (or a direct call) that
// may stop to ask the person, and, under the 2026-07-28 protocol, waits
// between rounds of the call for the client to come back with the answer
// (SEP-2322's input requests; RequestState is the run's id).
type run struct {
	id     string
	tool   string // the tool called
	s      *session
	done   chan struct{}
	res    *mcp.CallToolResult
	err    error
	cancel context.CancelFunc
	asks   chan *question // questions the run asks (multi round-trip)

	mu       sync.Mutex
	cur      *question // the question the client was sent
	finished time.Time
}

// question is one question a run waits on.
type question struct {
	q      *gate.Question
	answer chan store.AnswerKind // one answer; "" for none
	late   bool                  // the wait ended before the answer came
}

// body is the work of a run: a script or a direct call, asking through
// ask.
type body func(ctx context.Context, ts *tis.Session, req *mcp.CallToolRequest, ask gate.AskFunc) (*mcp.CallToolResult, error)

// handler returns the tool handler of d for session s (nil: the session
// is named in the request).
func (g *Gateway) handler(s *session, d tis.ToolDef) mcp.ToolHandler {
	var b body
	if d.Name == tis.BashTool {
		b = g.bashBody
	} else {
		name := d.Name
		b = func(ctx context.Context, ts *tis.Session, req *mcp.CallToolRequest, ask gate.AskFunc) (*mcp.CallToolResult, error) {
			return g.direct(ctx, ts, name, req.Params.Arguments, ask)
		}
	}
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if state := req.Params.RequestState; state != "" {
			return g.resume(ctx, s, state, req)
		}
		sess, err := g.sessionOf(s, req)
		if err != nil {
			return errorResult(err.Error()), nil
		}
		g.makeFilesRoom(sess)
		r, err := g.start(ctx, sess, req, b)
		if err != nil {
			return errorResult(err.Error()), nil
		}
		return g.await(ctx, r)
	}
}

// sessionOf is the session of a call: the MCP session's, or the one the
// call names among its principal's (a new one when it names none).
func (g *Gateway) sessionOf(s *session, req *mcp.CallToolRequest) (*session, error) {
	if s != nil {
		return s, nil
	}
	name, anon, err := sessionName(req)
	if err != nil {
		return nil, err
	}
	if one := g.opts.Session; one != "" {
		if !anon && name != one {
			return nil, fmt.Errorf("this gateway serves the session %q only (tsserve --session): name that session, or none", one)
		}
		return g.namedSession(g.principalOfCall(req), one, false)
	}
	if anon {
		name = randomID()
	}
	return g.namedSession(g.principalOfCall(req), name, anon)
}

// checkSessionName checks a session name a client gives: at most 128
// bytes, no control character, not an MCP session's (mcpPrefix).
func checkSessionName(name string) error {
	switch {
	case len(name) > 128:
		return errors.New("the session name is over 128 bytes")
	case strings.HasPrefix(name, mcpPrefix):
		return fmt.Errorf("session names beginning with %q are the gateway's own", mcpPrefix)
	case strings.IndexFunc(name, func(r rune) bool { return r < ' ' || r == 0x7f }) >= 0:
		return errors.New("the session name holds a control character")
	}
	return nil
}

// sessionName is the session a call without an MCP session names in its
// _meta (MetaSession); anon when it names none.
func sessionName(req *mcp.CallToolRequest) (name string, anon bool, err error) {
	v, ok := req.Params.Meta[MetaSession]
	if !ok || v == nil {
		return "", true, nil
	}
	name, ok = v.(string)
	switch {
	case !ok:
		return "", false, fmt.Errorf("the session name (_meta %q) must be a string", MetaSession)
	case name == "":
		return "", true, nil
	}
	if err := checkSessionName(name); err != nil {
		return "", false, fmt.Errorf("_meta %q: %w", MetaSession, err)
	}
	return name, false, nil
}

// principalOfCall is the principal of a call over HTTP without an MCP
// session (its Authorization header, which Handler checked); "" for
// none.
func (g *Gateway) principalOfCall(req *mcp.CallToolRequest) string {
	if req.Extra == nil {
		return ""
	}
	p, _ := g.principalOf(req.Extra.Header)
	return p
}

// start starts a run of b in session s.
func (g *Gateway) start(ctx context.Context, s *session, req *mcp.CallToolRequest, b body) (*run, error) {
	if !s.begin(nil) {
		return nil, errors.New("the session has ended")
	}
	ts, err := s.sandbox(ctx)
	if err != nil {
		s.done()
		return nil, err
	}
	// The run lives past this request when it waits for an answer: its
	// context keeps the request's values (the SDK finds the request's
	// stream by them) but ends with the session, or when the client
	// gives up waiting (await).
	rctx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	stopWithSession := context.AfterFunc(s.ctx, cancel)
	r := &run{id: randomID() + randomID(), tool: req.Params.Name, s: s, done: make(chan struct{}), cancel: cancel, asks: make(chan *question)}
	ask := g.asker(req, r)
	go func() {
		res, err := b(rctx, ts, req, ask)
		// Past the bound on all sessions' files, others' go to the store
		// before this call is answered (so before its next one).
		g.noteFiles(s)
		if res != nil && s.name != "" {
			if res.Meta == nil {
				res.Meta = mcp.Meta{}
			}
			res.Meta[MetaSession] = s.name
		}
		r.mu.Lock()
		r.res, r.err, r.finished = res, err, time.Now()
		r.mu.Unlock()
		close(r.done)
		cancel()
		stopWithSession()
		s.done()
	}()
	return r, nil
}

// await waits for the run to end, or to ask a question the client must
// answer (multi round-trip: the answer comes back in a new request).
func (g *Gateway) await(ctx context.Context, r *run) (*mcp.CallToolResult, error) {
	select {
	case <-r.done:
		g.forget(r)
		return r.result()
	case q := <-r.asks:
		r.mu.Lock()
		r.cur = q
		r.mu.Unlock()
		g.mu.Lock()
		g.runs[r.id] = r
		g.mu.Unlock()
		out := &mcp.CallToolResult{InputRequests: mcp.InputRequestMap{inputKey: elicitParams(q.q)}, RequestState: r.id}
		if r.s.name != "" {
			out.Meta = mcp.Meta{MetaSession: r.s.name}
		}
		return out, nil
	case <-ctx.Done():
		r.cancel()
		<-r.done
		g.forget(r)
		return nil, ctx.Err()
	}
}

// resume takes up a run with the client's answer. The state is bound to
// the run's session: it resumes the run only in a request of that session
// (the same MCP session; or, without one, the same principal naming the
// same session, or naming none when the run's call named none). Any other
// request gets the answer of a state that names nothing, whether or not
// it names a run elsewhere.
func (g *Gateway) resume(ctx context.Context, s *session, state string, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	g.mu.Lock()
	r := g.runs[state]
	g.mu.Unlock()
	if r == nil || !g.resumes(s, r, req) {
		return errorResult("this call's requestState names no call of this session waiting for an answer " +
			"(it ended, or was never this session's); make the call again"), nil
	}
	kind := answerOf(req.Params.InputResponses[inputKey])
	r.mu.Lock()
	q := r.cur
	r.cur = nil
	r.mu.Unlock()
	if q != nil {
		select {
		case q.answer <- kind:
		default:
		}
		if q.late && kind != "" && q.q.Request != "" {
			// The script stopped before the answer came: keep it for the
			// next script.
			err := g.host.Answer(ctx, q.q.Request, tis.Answer{Kind: kind, By: "asked", Note: "answered after the script stopped"})
			if err != nil && !errors.Is(err, store.ErrAnswered) {
				g.log.Warn("storing a late answer", "request", q.q.Request, "err", err)
			}
		}
	}
	return g.await(ctx, r)
}

// resumes reports whether a request (of the MCP session s, or of none
// when s is nil) may take up run r.
func (g *Gateway) resumes(s *session, r *run, req *mcp.CallToolRequest) bool {
	if req.Params.Name != r.tool {
		return false
	}
	if s != nil || r.s.name == "" {
		return s == r.s
	}
	if g.principalOfCall(req) != r.s.principal {
		return false
	}
	name, anon, err := sessionName(req)
	if err != nil {
		return false
	}
	if one := g.opts.Session; one != "" && anon {
		name = one
	} else if anon {
		return r.s.anon
	}
	return name == r.s.name
}

// forget drops a run that ended.
func (g *Gateway) forget(r *run) {
	g.mu.Lock()
	delete(g.runs, r.id)
	g.mu.Unlock()
}

// dropStaleRuns forgets runs that ended and were not collected: the
// client never came back for them.
func (g *Gateway) dropStaleRuns() {
	g.mu.Lock()
	defer g.mu.Unlock()
	for id, r := range g.runs {
		r.mu.Lock()
		stale := !r.finished.IsZero() && time.Since(r.finished) > g.opts.AskTimeout
		r.mu.Unlock()
		if stale {
			delete(g.runs, id)
		}
	}
}

func (r *run) result() (*mcp.CallToolResult, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.err != nil {
		return errorResult(r.err.Error()), nil
	}
	return r.res, nil
}

// bashInput is the input of a bash call.
type bashInput struct {
	Command *string `json:"command"`
}

// parseBash reads a bash call's script.
func parseBash(raw json.RawMessage) (string, error) {
	var in bashInput
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&in); err != nil {
		return "", fmt.Errorf(`the input must be {"command": "<the bash script>"}: %v`, err)
	}
	if in.Command == nil {
		return "", errors.New(`the input must be {"command": "<the bash script>"}: command is missing`)
	}
	return *in.Command, nil
}

// bashBody runs the script of a bash call.
func (g *Gateway) bashBody(ctx context.Context, ts *tis.Session, req *mcp.CallToolRequest, ask gate.AskFunc) (*mcp.CallToolResult, error) {
	script, err := parseBash(req.Params.Arguments)
	if err != nil {
		return errorResult(err.Error()), nil
	}
	if len(script) > g.opts.MaxScriptBytes {
		return errorResult(fmt.Sprintf("the script is %d bytes, over the gateway's bound of %d: write a shorter one (keep data in files between calls)",
			len(script), g.opts.MaxScriptBytes)), nil
	}
	ropts := &tis.RunOptions{Ask: ask}
	if v, ok := req.Params.Meta[MetaMaxResult]; ok {
		n, err := metaInt(v)
		if err != nil {
			return errorResult(fmt.Sprintf("the result budget (_meta %q) must be a whole number of bytes: %v", MetaMaxResult, err)), nil
		}
		ropts.MaxResultBytes = n
	}
	res, err := ts.Run(ctx, script, ropts)
	if errors.Is(err, tis.ErrSessionInUse) {
		return errorResult(string(toolerr.JSON(toolerr.Unavailable(
			"the session is running a script on another replica of the gateway; nothing ran: call again", true)))), nil
	}
	if err != nil && res == nil {
		return nil, err
	}
	out := bashResult(res)
	if want, _ := req.Params.Meta[MetaWantResult].(bool); want {
		if out.Meta == nil {
			out.Meta = mcp.Meta{}
		}
		out.Meta[MetaResult] = wholeResult(res)
	}
	return out, nil
}

// metaInt reads a whole number of a request's _meta.
func metaInt(v any) (int, error) {
	var f float64
	switch n := v.(type) {
	case float64:
		f = n
	case int:
		return n, nil
	case json.Number:
		i, err := n.Int64()
		if err != nil {
			return 0, err
		}
		f = float64(i)
	default:
		return 0, fmt.Errorf("%v is not a number", v)
	}
	if f != math.Trunc(f) || math.Abs(f) > 1<<40 {
		return 0, fmt.Errorf("%v is not a whole number of bytes", v)
	}
	return int(f), nil
}

// bashResult is a script's result as MCP content: its output as text, in
// the order written; its images; and the report, when there is one, as
// structured content and as JSON text.
func bashResult(res *tis.Result) *mcp.CallToolResult {
	out := &mcp.CallToolResult{IsError: !res.Success, Content: []mcp.Content{}}
	if text := res.Output(); text != "" || !res.Reported {
		if text == "" {
			text = fmt.Sprintf("(no output; exit status %d)\n", res.ExitCode)
		}
		out.Content = append(out.Content, &mcp.TextContent{Text: text})
	}
	for _, im := range res.Images {
		if strings.HasPrefix(im.MIMEType, "image/") {
			out.Content = append(out.Content, &mcp.ImageContent{Data: im.Data, MIMEType: im.MIMEType})
		}
	}
	if res.Reported && res.Report != nil {
		b, _ := json.Marshal(res.Report)
		out.Content = append(out.Content, &mcp.TextContent{Text: string(b)})
		out.StructuredContent = json.RawMessage(b)
	}
	return out
}

// wholeResult is the Result of a script.
func wholeResult(res *tis.Result) *Result {
	w := &Result{ExitCode: res.ExitCode, Success: res.Success, Stdout: res.Stdout, Stderr: res.Stderr,
		LimitsHit: res.LimitsHit, Reported: res.Reported, Images: res.Images, Segments: res.Segments, Cut: res.Cut}
	if w.Segments == nil {
		w.Segments = []Segment{}
	}
	if res.Report != nil {
		w.Report = res.Report
		w.Tools = &res.Report.Tools
	}
	if w.Images == nil {
		w.Images = []tis.Image{}
	}
	return w
}

// direct makes a direct call of a tool that stays visible.
func (g *Gateway) direct(ctx context.Context, ts *tis.Session, name string, raw json.RawMessage, ask gate.AskFunc) (*mcp.CallToolResult, error) {
	var input map[string]any
	if len(raw) > 0 && string(raw) != "null" {
		dec := json.NewDecoder(bytes.NewReader(raw))
		dec.UseNumber()
		if err := dec.Decode(&input); err != nil {
			return errorResult(string(toolerr.JSON(toolerr.InvalidInput("", "the arguments are not a JSON object: "+err.Error())))), nil
		}
	}
	res, err := ts.CallTool(ctx, name, input, &tis.CallOptions{Ask: ask})
	if err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		return errorResult(string(toolerr.JSON(err))), nil
	}
	return mcpexpose.FromResult(res), nil
}

func errorResult(msg string) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: msg}}}
}
