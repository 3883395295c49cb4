package tis

import (
	"context"

	"github.com/toolsinshell/tis/store"
)

// Request is an approval request: a call a person is asked about.
type Request = store.ApprovalRequest

// Answer is a person's answer to a request.
type Answer = store.Answer

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
