package gateway

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/toolsinshell/tis/runtime/gate"
	"github.com/toolsinshell/tis/store"
)

// inputKey names the one input request of a run that asks.
const inputKey = "approval"

// multiRoundTrip is the first protocol version in which a server asks
// by returning input requests (SEP-2322) rather than by sending
// elicitation/create.
const multiRoundTrip = "2026-07-28"

// asker returns how run r asks the person about a call that needs
// approval: nil when the client did not declare elicitation (the script
// stops with the request pending); an elicitation/create request on the
// MCP session for 2025-11-25 clients; input requests that the client
// answers in a new round of the call (await, resume) from 2026-07-28 on.
func (g *Gateway) asker(req *mcp.CallToolRequest, r *run) gate.AskFunc {
	caps := req.ClientCapabilities()
	if caps == nil || caps.Elicitation == nil {
		return nil
	}
	if req.ProtocolVersion() >= multiRoundTrip {
		return func(ctx context.Context, q *gate.Question) (store.AnswerKind, error) {
			return g.askInRounds(ctx, r, q)
		}
	}
	ss := req.Session
	if ss == nil {
		return nil
	}
	return func(ctx context.Context, q *gate.Question) (store.AnswerKind, error) {
		ctx, cancel := context.WithTimeout(ctx, g.opts.AskTimeout)
		defer cancel()
		res, err := ss.Elicit(ctx, elicitParams(q))
		if err != nil {
			g.log.Info("no answer through elicitation", "session", r.s.id, "request", q.Request, "err", err)
			return "", nil
		}
		return answerOf(res), nil
	}
}

// askInRounds hands the question to the request awaiting the run, which
// returns it to the client as an input request, and waits for the
// answer the client's next round brings.
func (g *Gateway) askInRounds(ctx context.Context, r *run, q *gate.Question) (store.AnswerKind, error) {
	qq := &question{q: q, answer: make(chan store.AnswerKind, 1)}
	t := time.NewTimer(g.opts.AskTimeout)
	defer t.Stop()
	select {
	case r.asks <- qq:
	case <-t.C:
		return "", nil // no request is awaiting the run: nobody to ask
	case <-ctx.Done():
		return "", nil
	}
	select {
	case k := <-qq.answer:
		return k, nil
	case <-t.C:
	case <-ctx.Done():
	}
	r.mu.Lock()
	qq.late = true
	r.mu.Unlock()
	g.log.Info("no answer in time", "session", r.s.id, "request", q.Request)
	return "", nil
}

// answerSchema is the form a person answers: allow once, allow always
// (for the session), deny.
var answerSchema = json.RawMessage(`{"type":"object","properties":{"answer":{"type":"string","title":"Answer",` +
	`"oneOf":[{"const":"once","title":"Allow once"},{"const":"always","title":"Allow always (for this session)"},` +
	`{"const":"deny","title":"Deny"}]}},"required":["answer"]}`)

// elicitParams is the elicitation for a question.
func elicitParams(q *gate.Question) *mcp.ElicitParams {
	in, _ := json.Marshal(q.Input)
	who, tool := "A script", q.Tool
	if q.Direct {
		who, tool = "The assistant", q.Canonical
	}
	msg := fmt.Sprintf("%s wants to call %s with %s.", who, tool, in)
	if m := strings.TrimSpace(q.Message); m != "" {
		if !strings.HasSuffix(m, ".") && !strings.HasSuffix(m, "!") && !strings.HasSuffix(m, "?") {
			m += "."
		}
		if r, n := utf8.DecodeRuneInString(m); unicode.IsLower(r) {
			m = string(unicode.ToUpper(r)) + m[n:]
		}
		msg += " " + m
	}
	msg += " Allow it?"
	return &mcp.ElicitParams{Mode: "form", Message: msg, RequestedSchema: answerSchema}
}

// answerOf reads a person's answer: accept with once, always or deny; a
// decline denies; a cancel (or anything else) is no answer.
func answerOf(r mcp.InputResponse) store.AnswerKind {
	res, ok := r.(*mcp.ElicitResult)
	if !ok || res == nil {
		return ""
	}
	switch res.Action {
	case "decline":
		return store.Deny
	case "accept":
		a, _ := res.Content["answer"].(string)
		if k, err := store.ParseAnswerKind(a); err == nil {
			return k
		}
	}
	return ""
}
