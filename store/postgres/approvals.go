package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/toolsinshell/tis/store"
)

// Request records a pending approval request; see [store.PerCall.Request].
// When a request for the same call is already pending, its id is
// returned and its reason, message and line are left as they were.
func (s *Store) Request(ctx context.Context, r store.ApprovalRequest) (string, error) {
	if r.Canonical == "" {
		return "", fmt.Errorf("store: request: empty canonical tool name")
	}
	input, err := store.CanonicalizeJSON([]byte(r.Input))
	if err != nil {
		return "", fmt.Errorf("store: request: input: %w", err)
	}
	id, err := store.NewApprovalID()
	if err != nil {
		return "", fmt.Errorf("store: request: %w", err)
	}
	requested := store.UnixNanos(nowOr(r.Requested))
	// The partial unique index approvals_one_pending makes a second
	// pending request for the same call a conflict (an insert racing with
	// another waits for it, then does nothing); the pending request is
	// then read. Should it be answered between the two statements, the
	// call has no pending request any more: insert again.
	for {
		tag, err := s.pool.Exec(ctx, `
INSERT INTO approvals (id, principal, session, tool, canonical, input, reason, message, line, before_start, requested_at)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
ON CONFLICT (principal, session, canonical, input) WHERE status = 'pending' DO NOTHING`,
			id, r.Principal, r.Session, r.Tool, r.Canonical, input, r.Reason, r.Message, r.Line,
			r.BeforeStart, requested)
		if err != nil {
			return "", fmt.Errorf("store: request: %w", err)
		}
		if tag.RowsAffected() == 1 {
			return id, nil
		}
		var existing string
		err = s.pool.QueryRow(ctx, `
SELECT id FROM approvals
WHERE principal = $1 AND session = $2 AND canonical = $3 AND input = $4 AND status = 'pending'`,
			r.Principal, r.Session, r.Canonical, input).Scan(&existing)
		if errors.Is(err, pgx.ErrNoRows) {
			continue
		}
		if err != nil {
			return "", fmt.Errorf("store: request: finding the pending request: %w", err)
		}
		return existing, nil
	}
}

// requestColumns are the columns scanRequest reads, from approvals (a)
// joined with session_life (l) on the request's session.
const requestColumns = `a.id, a.principal, a.session, a.tool, a.canonical, a.input, a.reason, a.message, a.line, a.before_start,
	a.requested_at, a.status, a.answered_by, a.answered_at, a.note, a.used, l.ended_at IS NOT NULL`

// requestFrom is the FROM clause of requestColumns.
const requestFrom = ` FROM approvals a LEFT JOIN session_life l ON l.principal = a.principal AND l.session = a.session`

// scanRequest scans the requestColumns of one row.
func scanRequest(row pgx.Row) (store.ApprovalRequest, error) {
	var (
		r          store.ApprovalRequest
		line       int64
		requested  int64
		status     string
		by, note   string
		answeredAt *int64
	)
	err := row.Scan(&r.ID, &r.Principal, &r.Session, &r.Tool, &r.Canonical, &r.Input, &r.Reason, &r.Message,
		&line, &r.BeforeStart, &requested, &status, &by, &answeredAt, &note, &r.Used, &r.SessionEnded)
	if err != nil {
		return store.ApprovalRequest{}, err
	}
	r.Line = int(line)
	r.Requested = fromNanos(requested)
	if status != "pending" {
		a := &store.Answer{Kind: store.AnswerKind(status), By: by, Note: note}
		if answeredAt != nil {
			a.At = fromNanos(*answeredAt)
		}
		r.Answer = a
	}
	return r, nil
}

// Pending lists the pending requests; see [store.Admin.Pending].
func (s *Store) Pending(ctx context.Context, session string) ([]store.ApprovalRequest, error) {
	q := `SELECT ` + requestColumns + requestFrom + ` WHERE a.status = 'pending'`
	var args []any
	if session != "" {
		q += ` AND a.session = $1`
		args = append(args, session)
	}
	q += ` ORDER BY a.requested_at, a.seq`
	return s.requests(ctx, "pending", q, args...)
}

// requests runs a query of requestColumns.
func (s *Store) requests(ctx context.Context, what, q string, args ...any) ([]store.ApprovalRequest, error) {
	rows, err := s.pool.Query(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("store: %s: %w", what, err)
	}
	defer rows.Close()
	var out []store.ApprovalRequest
	for rows.Next() {
		r, err := scanRequest(rows)
		if err != nil {
			return nil, fmt.Errorf("store: %s: %w", what, err)
		}
		out = append(out, r)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: %s: %w", what, err)
	}
	return out, nil
}

// Get returns one request; see [store.Admin.Get].
func (s *Store) Get(ctx context.Context, id string) (store.ApprovalRequest, error) {
	r, err := scanRequest(s.pool.QueryRow(ctx, `SELECT `+requestColumns+requestFrom+` WHERE a.id = $1`, id))
	if errors.Is(err, pgx.ErrNoRows) {
		return store.ApprovalRequest{}, fmt.Errorf("store: %w: %s", store.ErrNotFound, id)
	}
	if err != nil {
		return store.ApprovalRequest{}, fmt.Errorf("store: get %s: %w", id, err)
	}
	return r, nil
}

// Answer answers a pending request; see [store.PerCall.Answer] and
// [store.AnswerKind].
func (s *Store) Answer(ctx context.Context, id string, a store.Answer) error {
	if _, err := store.ParseAnswerKind(string(a.Kind)); err != nil {
		return fmt.Errorf("store: answer %s: %w", id, err)
	}
	at := store.UnixNanos(nowOr(a.At))
	tx, err := s.pool.Begin(ctx)
	if err != nil {
		return fmt.Errorf("store: answer %s: %w", id, err)
	}
	defer tx.Rollback(context.WithoutCancel(ctx))
	var principal, session, canonical string
	err = tx.QueryRow(ctx, `
UPDATE approvals SET status = $1, answered_by = $2, answered_at = $3, note = $4
WHERE id = $5 AND status = 'pending'
RETURNING principal, session, canonical`, string(a.Kind), a.By, at, a.Note, id).Scan(&principal, &session, &canonical)
	if errors.Is(err, pgx.ErrNoRows) {
		var status string
		err := tx.QueryRow(ctx, `SELECT status FROM approvals WHERE id = $1`, id).Scan(&status)
		if errors.Is(err, pgx.ErrNoRows) {
			return fmt.Errorf("store: %w: %s", store.ErrNotFound, id)
		}
		if err != nil {
			return fmt.Errorf("store: answer %s: %w", id, err)
		}
		return fmt.Errorf("store: answer %s: %w (%s)", id, store.ErrAnswered, status)
	}
	if err != nil {
		return fmt.Errorf("store: answer %s: %w", id, err)
	}
	if a.Kind == store.Always {
		// The tool is allowed for the session now: the other requests
		// waiting for it are answered too, so they do not linger in the
		// pending list.
		_, err := tx.Exec(ctx, `
UPDATE approvals SET status = 'always', answered_by = $1, answered_at = $2, note = $3
WHERE principal = $4 AND session = $5 AND canonical = $6 AND status = 'pending'`,
			a.By, at, "covered by always answer to "+id, principal, session, canonical)
		if err != nil {
			return fmt.Errorf("store: answer %s: %w", id, err)
		}
	}
	// Waiters anywhere hear of it when the answer commits.
	if _, err := tx.Exec(ctx, `SELECT pg_notify($1, $2)`, answersChannel, id); err != nil {
		return fmt.Errorf("store: answer %s: %w", id, err)
	}
	if err := tx.Commit(ctx); err != nil {
		return fmt.Errorf("store: answer %s: %w", id, err)
	}
	return nil
}

// Check judges a call and consumes a once answer; see
// [store.PerCall.Check].
func (s *Store) Check(ctx context.Context, sc store.Scope, canonical, input string) (store.Decision, error) {
	return s.judge(ctx, sc, canonical, input, true)
}

// Peek judges a call without consuming anything; see
// [store.PerCall.Peek].
func (s *Store) Peek(ctx context.Context, sc store.Scope, canonical, input string) (store.Decision, error) {
	return s.judge(ctx, sc, canonical, input, false)
}

// judge reads the answers for a call and, when consume is set and a once
// answer is what allows it, consumes that answer.
//
// The read is one statement; the consumption is another, a conditional
// UPDATE that sets used only where it is still false and where no deny
// has appeared since the read, so concurrent callers (other goroutines,
// other processes) cannot both consume the same answer: the loser's
// UPDATE matches nothing and it judges again.
func (s *Store) judge(ctx context.Context, sc store.Scope, canonical, input string, consume bool) (store.Decision, error) {
	in, err := store.CanonicalizeJSON([]byte(input))
	if err != nil {
		return store.None, fmt.Errorf("store: check: input: %w", err)
	}
	for {
		d, err := s.read(ctx, sc, canonical, in)
		if err != nil || d != store.AllowedOnce || !consume {
			return d, err
		}
		id, err := s.consume(ctx, sc, canonical, in)
		if err != nil {
			return store.None, err
		}
		if id != "" {
			return store.AllowedOnce, nil
		}
		// Another caller consumed it first (or holds it locked while it
		// does), or a deny came in meanwhile: judge again from what is
		// stored now.
	}
}

// read returns what the stored answers say about a call, consuming
// nothing: the latest answer that applies wins.
func (s *Store) read(ctx context.Context, sc store.Scope, canonical, input string) (store.Decision, error) {
	var status string
	err := s.pool.QueryRow(ctx, sqlRead, input, sc.Session, canonical, sc.Principal).Scan(&status)
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		return store.None, nil
	case err != nil:
		return store.None, fmt.Errorf("store: check: %w", err)
	}
	switch store.AnswerKind(status) {
	case store.Deny:
		return store.Denied, nil
	case store.Always:
		return store.Allowed, nil
	case store.Once:
		return store.AllowedOnce, nil
	}
	return store.None, nil
}

// consume marks the once answer that allows the call as used and returns
// its id ("" when there was none). Each attempt is a single statement, an
// UPDATE of the one row its subquery locked (FOR UPDATE SKIP LOCKED: a
// row another caller is consuming is passed over, not waited for) and
// only while that row is still unused, so two callers in any processes
// cannot both consume one answer.
//
// A context done before it starts consumes nothing; once started, the
// statements run to their end whatever the context, so that an error
// always means nothing was consumed and an id always reaches the caller:
// a statement cancelled after its UPDATE committed would leave the answer
// used by no call.
func (s *Store) consume(ctx context.Context, sc store.Scope, canonical, input string) (string, error) {
	if err := ctx.Err(); err != nil {
		return "", fmt.Errorf("store: consuming a once answer: %w", err)
	}
	ctx = context.WithoutCancel(ctx)
	// The session's own answer first; then one of an ended session.
	now := time.Now().UnixNano()
	for _, q := range []string{sqlConsumeOwn, sqlConsumeEnded} {
		var id string
		err := s.pool.QueryRow(ctx, q, input, sc.Session, canonical, sc.Principal, now).Scan(&id)
		if errors.Is(err, pgx.ErrNoRows) {
			continue
		}
		if err != nil {
			return "", fmt.Errorf("store: consuming a once answer: %w", err)
		}
		return id, nil
	}
	return "", nil
}

// Consume consumes the once answer that allows a call; see
// [store.PerCall.Consume].
func (s *Store) Consume(ctx context.Context, sc store.Scope, canonical, input string) (string, error) {
	in, err := store.CanonicalizeJSON([]byte(input))
	if err != nil {
		return "", fmt.Errorf("store: consume: input: %w", err)
	}
	return s.consume(ctx, sc, canonical, in)
}

// Release gives back a consumed once answer; see [store.PerCall.Release].
func (s *Store) Release(ctx context.Context, id string) error {
	_, err := s.pool.Exec(ctx, `UPDATE approvals SET used = false, used_at = NULL WHERE id = $1 AND status = 'once'`, id)
	if err != nil {
		return fmt.Errorf("store: release %s: %w", id, err)
	}
	return nil
}

// Answers lists the answered requests; see [store.Admin.Answers].
func (s *Store) Answers(ctx context.Context, session string) ([]store.ApprovalRequest, error) {
	q := `SELECT ` + requestColumns + requestFrom + ` WHERE a.status != 'pending' AND a.revoked_at IS NULL`
	var args []any
	if session != "" {
		q += ` AND a.session = $1`
		args = append(args, session)
	}
	q += ` ORDER BY a.answered_at DESC, a.seq DESC`
	return s.requests(ctx, "answers", q, args...)
}

// Revoke withdraws an answer; see [store.Admin.Revoke].
func (s *Store) Revoke(ctx context.Context, id string) error {
	tag, err := s.pool.Exec(ctx, `UPDATE approvals SET revoked_at = $1 WHERE id = $2 AND status != 'pending' AND revoked_at IS NULL`,
		time.Now().UnixNano(), id)
	if err != nil {
		return fmt.Errorf("store: revoke %s: %w", id, err)
	}
	if tag.RowsAffected() == 1 {
		return nil
	}
	var status string
	err = s.pool.QueryRow(ctx, `SELECT status FROM approvals WHERE id = $1`, id).Scan(&status)
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		return fmt.Errorf("store: %w: %s", store.ErrNotFound, id)
	case err != nil:
		return fmt.Errorf("store: revoke %s: %w", id, err)
	case status == "pending":
		return fmt.Errorf("store: revoke %s: %w", id, store.ErrNotAnswered)
	}
	return fmt.Errorf("store: revoke %s: %w (revoked already)", id, store.ErrNotAnswered)
}

// BeginSession records that a session is open; see
// [store.SessionLife.BeginSession].
func (s *Store) BeginSession(ctx context.Context, sc store.Scope) error {
	_, err := s.pool.Exec(ctx, `
INSERT INTO session_life (principal, session, begun_at) VALUES ($1, $2, $3)
ON CONFLICT (principal, session) DO UPDATE SET begun_at = excluded.begun_at, ended_at = NULL`,
		sc.Principal, sc.Session, time.Now().UnixNano())
	if err != nil {
		return fmt.Errorf("store: beginning session %q: %w", sc.Session, err)
	}
	return nil
}

// EndSession records that a session has ended; see
// [store.SessionLife.EndSession].
func (s *Store) EndSession(ctx context.Context, sc store.Scope) error {
	now := time.Now().UnixNano()
	_, err := s.pool.Exec(ctx, `
INSERT INTO session_life (principal, session, begun_at, ended_at) VALUES ($1, $2, $3, $3)
ON CONFLICT (principal, session) DO UPDATE SET ended_at = coalesce(session_life.ended_at, excluded.ended_at)`,
		sc.Principal, sc.Session, now)
	if err != nil {
		return fmt.Errorf("store: ending session %q: %w", sc.Session, err)
	}
	return nil
}

// The statements below take $1 input, $2 session, $3 canonical, $4
// principal (and $5 now for the consumptions). $1 and $3 are text; the
// casts say so where PostgreSQL could not tell.

// sqlOnceEnded is the condition on a once answer o of the call that lets
// session $2 of principal $4 use it when it is another session's: its
// principal's, unused, not revoked, of a session that has ended, and with
// no deny of the call answered after it, in either session (the latest
// answer wins).
const sqlOnceEnded = `o.principal = $4::text AND o.canonical = $3::text AND o.status = 'once' AND o.input = $1::text
	AND NOT o.used AND o.revoked_at IS NULL AND o.session != $2::text
	AND EXISTS (SELECT 1 FROM session_life l
		WHERE l.principal = o.principal AND l.session = o.session AND l.ended_at IS NOT NULL)
	AND NOT EXISTS (SELECT 1 FROM approvals d
		WHERE d.principal = o.principal AND d.canonical = $3::text AND d.status = 'deny' AND d.input = $1::text
		AND d.revoked_at IS NULL AND d.session IN ($2::text, o.session) AND d.answered_at > o.answered_at)`

// sqlRead reads the answer that decides a call, the latest of those that
// apply to it, not revoked: in the session, a deny of that exact call, an
// always of the tool, an unused once of that exact call; of the
// principal's ended sessions, a once answer the session may use (see
// sqlOnceEnded).
const sqlRead = `
SELECT status FROM (
	SELECT status, answered_at, seq FROM approvals
	WHERE principal = $4::text AND session = $2::text AND canonical = $3::text AND revoked_at IS NULL
	AND ((status = 'deny' AND input = $1::text) OR status = 'always' OR (status = 'once' AND input = $1::text AND NOT used))
	UNION ALL
	SELECT o.status, o.answered_at, o.seq FROM approvals o WHERE ` + sqlOnceEnded + `) AS x
ORDER BY answered_at DESC, seq DESC
LIMIT 1`

// sqlConsumeOwn consumes the latest unused once answer of a call in the
// session, when no deny of the call there came after it. The subquery
// locks the row it picks and the UPDATE changes it only while it is
// still unused ("AND NOT used", checked again on the row's newest
// version), in one statement.
const sqlConsumeOwn = `
UPDATE approvals SET used = true, used_at = $5
WHERE id = (
	SELECT id FROM approvals
	WHERE principal = $4::text AND session = $2::text AND canonical = $3::text AND status = 'once' AND input = $1::text
	AND NOT used AND revoked_at IS NULL
	AND answered_at >= coalesce((SELECT max(answered_at) FROM approvals
		WHERE principal = $4::text AND session = $2::text AND canonical = $3::text AND status = 'deny'
		AND input = $1::text AND revoked_at IS NULL), 0)
	ORDER BY answered_at DESC, seq DESC
	LIMIT 1
	FOR UPDATE SKIP LOCKED)
AND NOT used
RETURNING id`

// sqlConsumeEnded consumes the latest once answer of the principal's
// ended sessions the session may use (sqlOnceEnded); same parameters.
const sqlConsumeEnded = `
UPDATE approvals SET used = true, used_at = $5
WHERE id = (
	SELECT o.id FROM approvals o WHERE ` + sqlOnceEnded + `
	ORDER BY o.answered_at DESC, o.seq DESC
	LIMIT 1
	FOR UPDATE SKIP LOCKED)
AND NOT used
RETURNING id`
