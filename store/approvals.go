package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// Request records a pending approval request; see [Store.Request]. When a
// request for the same call is already pending, its id is returned and its
// reason, message and line are left as they were.
func (s *SQLite) Request(ctx context.Context, r ApprovalRequest) (string, error) {
	if r.Canonical == "" {
		return "", fmt.Errorf("store: request: empty canonical tool name")
	}
	input, err := CanonicalizeJSON([]byte(r.Input))
	if err != nil {
		return "", fmt.Errorf("store: request: input: %w", err)
	}
	id, err := NewApprovalID()
	if err != nil {
		return "", fmt.Errorf("store: request: %w", err)
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return "", fmt.Errorf("store: request: %w", err)
	}
	defer tx.Rollback()
	// The partial unique index approvals_one_pending makes a second pending
	// request for the same call a conflict; the transaction holds the write
	// lock, so the pending request found afterwards is the one that
	// conflicted.
	res, err := tx.ExecContext(ctx, `
INSERT INTO approvals (id, principal, session, tool, canonical, input, reason, message, line, before_start, requested_at)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
ON CONFLICT (principal, session, canonical, input) WHERE status = 'pending' DO NOTHING`,
		id, r.Principal, r.Session, r.Tool, r.Canonical, input, r.Reason, r.Message, r.Line,
		r.BeforeStart, UnixNanos(nowOr(r.Requested)))
	if err != nil {
		return "", fmt.Errorf("store: request: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return "", fmt.Errorf("store: request: %w", err)
	} else if n == 0 {
		err := tx.QueryRowContext(ctx, `
SELECT id FROM approvals
WHERE principal = ? AND session = ? AND canonical = ? AND input = ? AND status = 'pending'`,
			r.Principal, r.Session, r.Canonical, input).Scan(&id)
		if err != nil {
			return "", fmt.Errorf("store: request: finding the pending request: %w", err)
		}
	}
	if err := tx.Commit(); err != nil {
		return "", fmt.Errorf("store: request: %w", err)
	}
	return id, nil
}

// requestColumns are the columns scanRequest reads, from approvals (a)
// joined with session_life (l) on the request's session.
const requestColumns = `a.id, a.principal, a.session, a.tool, a.canonical, a.input, a.reason, a.message, a.line, a.before_start,
	a.requested_at, a.status, a.answered_by, a.answered_at, a.note, a.used, l.ended_at IS NOT NULL`

// requestFrom is the FROM clause of requestColumns.
const requestFrom = ` FROM approvals a LEFT JOIN session_life l ON l.principal = a.principal AND l.session = a.session`

// scanRequest scans the requestColumns of one row.
func scanRequest(row interface{ Scan(...any) error }) (ApprovalRequest, error) {
	var (
		r          ApprovalRequest
		requested  int64
		status     string
		by, note   string
		answeredAt sql.NullInt64
	)
	err := row.Scan(&r.ID, &r.Principal, &r.Session, &r.Tool, &r.Canonical, &r.Input, &r.Reason, &r.Message,
		&r.Line, &r.BeforeStart, &requested, &status, &by, &answeredAt, &note, &r.Used, &r.SessionEnded)
	if err != nil {
		return ApprovalRequest{}, err
	}
	r.Requested = fromNanos(requested)
	if status != "pending" {
		a := &Answer{Kind: AnswerKind(status), By: by, Note: note}
		if answeredAt.Valid {
			a.At = fromNanos(answeredAt.Int64)
		}
		r.Answer = a
	}
	return r, nil
}

// Pending lists the pending requests; see [Store.Pending].
func (s *SQLite) Pending(ctx context.Context, session string) ([]ApprovalRequest, error) {
	q := `SELECT ` + requestColumns + requestFrom + ` WHERE a.status = 'pending'`
	var args []any
	if session != "" {
		q += ` AND a.session = ?`
		args = append(args, session)
	}
	q += ` ORDER BY a.requested_at, a.rowid`
	return s.requests(ctx, "pending", q, args...)
}

// requests runs a query of requestColumns.
func (s *SQLite) requests(ctx context.Context, what, q string, args ...any) ([]ApprovalRequest, error) {
	rows, err := s.db.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("store: %s: %w", what, err)
	}
	defer rows.Close()
	var out []ApprovalRequest
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

// Get returns one request; see [Store.Get].
func (s *SQLite) Get(ctx context.Context, id string) (ApprovalRequest, error) {
	row := s.db.QueryRowContext(ctx, `SELECT `+requestColumns+requestFrom+` WHERE a.id = ?`, id)
	r, err := scanRequest(row)
	if errors.Is(err, sql.ErrNoRows) {
		return ApprovalRequest{}, fmt.Errorf("store: %w: %s", ErrNotFound, id)
	}
	if err != nil {
		return ApprovalRequest{}, fmt.Errorf("store: get %s: %w", id, err)
	}
	return r, nil
}

// Answer answers a pending request; see [Store.Answer] and [AnswerKind].
func (s *SQLite) Answer(ctx context.Context, id string, a Answer) error {
	if _, err := ParseAnswerKind(string(a.Kind)); err != nil {
		return fmt.Errorf("store: answer %s: %w", id, err)
	}
	at := UnixNanos(nowOr(a.At))
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: answer %s: %w", id, err)
	}
	defer tx.Rollback()
	var principal, session, canonical string
	err = tx.QueryRowContext(ctx, `
UPDATE approvals SET status = ?, answered_by = ?, answered_at = ?, note = ?
WHERE id = ? AND status = 'pending'
RETURNING principal, session, canonical`, string(a.Kind), a.By, at, a.Note, id).Scan(&principal, &session, &canonical)
	if errors.Is(err, sql.ErrNoRows) {
		var status string
		err := tx.QueryRowContext(ctx, `SELECT status FROM approvals WHERE id = ?`, id).Scan(&status)
		if errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("store: %w: %s", ErrNotFound, id)
		}
		if err != nil {
			return fmt.Errorf("store: answer %s: %w", id, err)
		}
		return fmt.Errorf("store: answer %s: %w (%s)", id, ErrAnswered, status)
	}
	if err != nil {
		return fmt.Errorf("store: answer %s: %w", id, err)
	}
	if a.Kind == Always {
		// The tool is allowed for the session now: the other requests
		// waiting for it are answered too, so they do not linger in the
		// pending list.
		_, err := tx.ExecContext(ctx, `
UPDATE approvals SET status = 'always', answered_by = ?, answered_at = ?, note = ?
WHERE principal = ? AND session = ? AND canonical = ? AND status = 'pending'`,
			a.By, at, "covered by always answer to "+id, principal, session, canonical)
		if err != nil {
			return fmt.Errorf("store: answer %s: %w", id, err)
		}
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("store: answer %s: %w", id, err)
	}
	return nil
}

// Check judges a call and consumes a once answer; see [Store.Check].
func (s *SQLite) Check(ctx context.Context, sc Scope, canonical, input string) (Decision, error) {
	return s.judge(ctx, sc, canonical, input, true)
}

// Peek judges a call without consuming anything; see [Store.Peek].
func (s *SQLite) Peek(ctx context.Context, sc Scope, canonical, input string) (Decision, error) {
	return s.judge(ctx, sc, canonical, input, false)
}

// judge reads the answers for a call and, when consume is set and a once
// answer is what allows it, consumes that answer.
//
// The read is one statement; the consumption is another, a conditional
// UPDATE that sets used only where it is still 0 and where no deny has
// appeared since the read, so concurrent callers (other goroutines, other
// processes) cannot both consume the same answer: the loser's UPDATE
// matches nothing and it judges again.
func (s *SQLite) judge(ctx context.Context, sc Scope, canonical, input string, consume bool) (Decision, error) {
	in, err := CanonicalizeJSON([]byte(input))
	if err != nil {
		return None, fmt.Errorf("store: check: input: %w", err)
	}
	for {
		d, err := s.read(ctx, sc, canonical, in)
		if err != nil || d != AllowedOnce || !consume {
			return d, err
		}
		id, err := s.consume(ctx, sc, canonical, in)
		if err != nil {
			return None, err
		}
		if id != "" {
			return AllowedOnce, nil
		}
		// Another caller consumed it first, or a deny came in meanwhile:
		// judge again from what is stored now. Each round trip means some
		// other caller changed the answers, so this ends.
	}
}

// read returns what the stored answers say about a call, consuming
// nothing: the latest answer that applies wins.
func (s *SQLite) read(ctx context.Context, sc Scope, canonical, input string) (Decision, error) {
	var status string
	err := s.stmtRead.QueryRowContext(ctx, input, sc.Session, canonical, sc.Principal).Scan(&status)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return None, nil
	case err != nil:
		return None, fmt.Errorf("store: check: %w", err)
	}
	switch AnswerKind(status) {
	case Deny:
		return Denied, nil
	case Always:
		return Allowed, nil
	case Once:
		return AllowedOnce, nil
	}
	return None, nil
}

// consume marks the once answer that allows the call as used and returns
// its id ("" when there was none). It is a single statement: SQLite runs
// it holding the write lock on the newest state of the database, so two
// callers cannot both see the same answer unused.
//
// A context done before it starts consumes nothing; once started, the
// statement runs to its end whatever the context (bounded by the busy
// timeout), so that an error always means nothing was consumed and an id
// always reaches the caller: a statement interrupted after its UPDATE
// would leave the answer used by no call.
func (s *SQLite) consume(ctx context.Context, sc Scope, canonical, input string) (string, error) {
	if err := ctx.Err(); err != nil {
		return "", fmt.Errorf("store: consuming a once answer: %w", err)
	}
	// The session's own answer first; then one of an ended session.
	now := time.Now().UnixNano()
	for _, st := range []*sql.Stmt{s.stmtConsume, s.stmtConsumeEnded} {
		var id string
		err := st.QueryRowContext(context.WithoutCancel(ctx), input, sc.Session, canonical, sc.Principal, now).Scan(&id)
		if errors.Is(err, sql.ErrNoRows) {
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
// [PerCall.Consume].
func (s *SQLite) Consume(ctx context.Context, sc Scope, canonical, input string) (string, error) {
	in, err := CanonicalizeJSON([]byte(input))
	if err != nil {
		return "", fmt.Errorf("store: consume: input: %w", err)
	}
	return s.consume(ctx, sc, canonical, in)
}

// Release gives back a consumed once answer; see [PerCall.Release].
func (s *SQLite) Release(ctx context.Context, id string) error {
	_, err := s.db.ExecContext(ctx, `UPDATE approvals SET used = 0, used_at = NULL WHERE id = ? AND status = 'once'`, id)
	if err != nil {
		return fmt.Errorf("store: release %s: %w", id, err)
	}
	return nil
}

// Answers lists the answered requests; see [Admin.Answers].
func (s *SQLite) Answers(ctx context.Context, session string) ([]ApprovalRequest, error) {
	q := `SELECT ` + requestColumns + requestFrom + ` WHERE a.status != 'pending' AND a.revoked_at IS NULL`
	var args []any
	if session != "" {
		q += ` AND a.session = ?`
		args = append(args, session)
	}
	q += ` ORDER BY a.answered_at DESC, a.rowid DESC`
	return s.requests(ctx, "answers", q, args...)
}

// Revoke withdraws an answer; see [Admin.Revoke].
func (s *SQLite) Revoke(ctx context.Context, id string) error {
	res, err := s.db.ExecContext(ctx, `UPDATE approvals SET revoked_at = ? WHERE id = ? AND status != 'pending' AND revoked_at IS NULL`,
		time.Now().UnixNano(), id)
	if err != nil {
		return fmt.Errorf("store: revoke %s: %w", id, err)
	}
	if n, _ := res.RowsAffected(); n == 1 {
		return nil
	}
	var status string
	var revoked sql.NullInt64
	err = s.db.QueryRowContext(ctx, `SELECT status, revoked_at FROM approvals WHERE id = ?`, id).Scan(&status, &revoked)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return fmt.Errorf("store: %w: %s", ErrNotFound, id)
	case err != nil:
		return fmt.Errorf("store: revoke %s: %w", id, err)
	case status == "pending":
		return fmt.Errorf("store: revoke %s: %w", id, ErrNotAnswered)
	}
	return fmt.Errorf("store: revoke %s: %w (revoked already)", id, ErrNotAnswered)
}

// BeginSession records that a session is open; see
// [SessionLife.BeginSession].
func (s *SQLite) BeginSession(ctx context.Context, sc Scope) error {
	_, err := s.db.ExecContext(ctx, `
INSERT INTO session_life (principal, session, begun_at) VALUES (?, ?, ?)
ON CONFLICT (principal, session) DO UPDATE SET begun_at = excluded.begun_at, ended_at = NULL`,
		sc.Principal, sc.Session, time.Now().UnixNano())
	if err != nil {
		return fmt.Errorf("store: beginning session %q: %w", sc.Session, err)
	}
	return nil
}

// EndSession records that a session has ended; see
// [SessionLife.EndSession].
func (s *SQLite) EndSession(ctx context.Context, sc Scope) error {
	now := time.Now().UnixNano()
	_, err := s.db.ExecContext(ctx, `
INSERT INTO session_life (principal, session, begun_at, ended_at) VALUES (?, ?, ?, ?)
ON CONFLICT (principal, session) DO UPDATE SET ended_at = coalesce(ended_at, excluded.ended_at)`,
		sc.Principal, sc.Session, now, now)
	if err != nil {
		return fmt.Errorf("store: ending session %q: %w", sc.Session, err)
	}
	return nil
}

// sqlOnceEnded is the condition on a once answer o of the call (?3
// canonical, ?1 input) that lets session ?2 of principal ?4 use it when it
// is another session's: its principal's, unused, not revoked, of a session
// that has ended, and with no deny of the call answered after it, in
// either session (the latest answer wins).
const sqlOnceEnded = `o.principal = ?4 AND o.canonical = ?3 AND o.status = 'once' AND o.input = ?1
	AND o.used = 0 AND o.revoked_at IS NULL AND o.session != ?2
	AND EXISTS (SELECT 1 FROM session_life l
		WHERE l.principal = o.principal AND l.session = o.session AND l.ended_at IS NOT NULL)
	AND NOT EXISTS (SELECT 1 FROM approvals d
		WHERE d.principal = o.principal AND d.canonical = ?3 AND d.status = 'deny' AND d.input = ?1
		AND d.revoked_at IS NULL AND d.session IN (?2, o.session) AND d.answered_at > o.answered_at)`

// sqlRead reads the answer that decides a call, the latest of those that
// apply to it, not revoked: in the session, a deny of that exact call, an
// always of the tool, an unused once of that exact call; of the
// principal's ended sessions, a once answer the session may use (see
// sqlOnceEnded). ?1 input, ?2 session, ?3 canonical, ?4 principal.
const sqlRead = `
SELECT status FROM (
	SELECT status, answered_at, rowid FROM approvals
	WHERE principal = ?4 AND session = ?2 AND canonical = ?3 AND revoked_at IS NULL
	AND ((status = 'deny' AND input = ?1) OR status = 'always' OR (status = 'once' AND input = ?1 AND used = 0))
	UNION ALL
	SELECT o.status, o.answered_at, o.rowid FROM approvals o WHERE ` + sqlOnceEnded + `)
ORDER BY answered_at DESC, rowid DESC
LIMIT 1`

// sqlConsumeOwn consumes the latest unused once answer of a call in the
// session, when no deny of the call there came after it: ?1 input, ?2
// session, ?3 canonical, ?4 principal, ?5 now. The inner SELECT and the
// UPDATE are one statement, and "AND used = 0" holds it to an answer
// nobody took meanwhile.
const sqlConsumeOwn = `
UPDATE approvals SET used = 1, used_at = ?5
WHERE id = (
	SELECT id FROM approvals
	WHERE principal = ?4 AND session = ?2 AND canonical = ?3 AND status = 'once' AND input = ?1 AND used = 0
	AND revoked_at IS NULL
	AND answered_at >= coalesce((SELECT max(answered_at) FROM approvals
		WHERE principal = ?4 AND session = ?2 AND canonical = ?3 AND status = 'deny' AND input = ?1 AND revoked_at IS NULL), 0)
	ORDER BY answered_at DESC, rowid DESC
	LIMIT 1)
AND used = 0
RETURNING id`

// sqlConsumeEnded consumes the latest once answer of the principal's
// ended sessions the session may use (sqlOnceEnded); same parameters.
const sqlConsumeEnded = `
UPDATE approvals SET used = 1, used_at = ?5
WHERE id = (
	SELECT o.id FROM approvals o WHERE ` + sqlOnceEnded + `
	ORDER BY o.answered_at DESC, o.rowid DESC
	LIMIT 1)
AND used = 0
RETURNING id`

// answerPoll is how often SQLite's WaitAnswer reads its request: a file
// has no notifications, and a read of one row is cheap.
const answerPoll = 200 * time.Millisecond

// WaitAnswer returns the answer of request id once it has one, given through
// any handle on the file (another process), and ctx's cause when ctx
// ends first; see [AnswerWatcher]. It reads the request every
// answerPoll.
func (s *SQLite) WaitAnswer(ctx context.Context, id string) (AnswerKind, error) {
	t := time.NewTicker(answerPoll)
	defer t.Stop()
	for {
		var status string
		err := s.db.QueryRowContext(ctx, `SELECT status FROM approvals WHERE id = ?`, id).Scan(&status)
		switch {
		case errors.Is(err, sql.ErrNoRows):
			return "", fmt.Errorf("store: wait for answer %s: %w", id, ErrNotFound)
		case err != nil && ctx.Err() != nil:
			return "", context.Cause(ctx)
		case err != nil:
			return "", fmt.Errorf("store: wait for answer %s: %w", id, err)
		case status != "pending":
			return AnswerKind(status), nil
		}
		select {
		case <-ctx.Done():
			return "", context.Cause(ctx)
		case <-t.C:
		}
	}
}
