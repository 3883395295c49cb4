package tis

import (
	"context"

	"github.com/toolsinshell/tis/runtime/gate"
	"github.com/toolsinshell/tis/store"
)

// Request is an approval request: a call a person is asked about.
type Request = store.ApprovalRequest

// Answer is a person's answer to a request.
type Answer = store.Answer

// AnswerKind is the kind of an answer: Once, Always or Deny.
type AnswerKind = store.AnswerKind

// Question is what the host's Ask callback is asked about one call: the
// session, the tool as written and its canonical name, the input, why it
// needs approval, and the id of the request raised for it (answering
// that request elsewhere answers the question too).
type Question = gate.Question

// AskFunc is the type of Options.Ask: it asks a person about a call that
// needs approval and may block until they answer or ctx is done. It
// returns Once, Always or Deny, or "" (or an error) for no answer: the
// script then stops with the request pending. It is called before a
// script starts, for each call written out in full that needs approval,
// and while it runs, for calls whose input is built at run time. It may
// be called for several calls at once (sessions run in parallel, and so
// do a script's background jobs).
type AskFunc = gate.AskFunc

// The kinds of answers: Once allows that exact call once, Always every
// call of the tool in the session, Deny refuses that exact call. The
// latest answer for a call wins.
const (
	Once   = store.Once
	Always = store.Always
	Deny   = store.Deny
)

// Pending lists the requests waiting for an answer, oldest first, of one
// session, or of every session when session is "".
func (h *Host) Pending(ctx context.Context, session string) ([]Request, error) {
	return h.store.Pending(ctx, session)
}

// Answer answers a pending request. The next script of its session can
// make the call (a script that did not start because of it can run
// again, unchanged).
func (h *Host) Answer(ctx context.Context, id string, a Answer) error {
	return h.store.Answer(ctx, id, a)
}

// Answers lists the answered requests, newest first, of one session or of
// every session when session is "".
func (h *Host) Answers(ctx context.Context, session string) ([]Request, error) {
	return h.store.Answers(ctx, session)
}

// Revoke withdraws an answer: from now on it allows or refuses nothing.
func (h *Host) Revoke(ctx context.Context, id string) error {
	return h.store.Revoke(ctx, id)
}
