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
	id, err := newID()
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
INSERT INTO approvals (id, session, tool, canonical, input, reason, message, line, before_start, requested_at)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
ON CONFLICT (session, canonical, input) WHERE status = 'pending' DO NOTHING`,
		id, r.Session, r.Tool, r.Canonical, input, r.Reason, r.Message, r.Line,
		r.BeforeStart, nowOr(r.Requested).UnixNano())
	if err != nil {
		return "", fmt.Errorf("store: request: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return "", fmt.Errorf("store: request: %w", err)
	} else if n == 0 {
		err := tx.QueryRowContext(ctx, `
SELECT id FROM approvals
WHERE session = ? AND canonical = ? AND input = ? AND status = 'pending'`,
			r.Session, r.Canonical, input).Scan(&id)
		if err != nil {
			return "", fmt.Errorf("store: request: finding the pending request: %w", err)
		}
	}
	if err := tx.Commit(); err != nil {
		return "", fmt.Errorf("store: request: %w", err)
	}
	return id, nil
}

const requestColumns = `id, session, tool, canonical, input, reason, message, line, before_start,
	requested_at, status, answered_by, answered_at, note, used`

// scanRequest scans the requestColumns of one row.
func scanRequest(row interface{ Scan(...any) error }) (ApprovalRequest, error) {
	var (
		r          ApprovalRequest
		requested  int64
		status     string
		by, note   string
		answeredAt sql.NullInt64
	)
	err := row.Scan(&r.ID, &r.Session, &r.Tool, &r.Canonical, &r.Input, &r.Reason, &r.Message,
		&r.Line, &r.BeforeStart, &requested, &status, &by, &answeredAt, &note, &r.Used)
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
	q := `SELECT ` + requestColumns + ` FROM approvals WHERE status = 'pending'`
	var args []any
	if session != "" {
		q += ` AND session = ?`
		args = append(args, session)
	}
	q += ` ORDER BY requested_at, rowid`
	rows, err := s.db.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("store: pending: %w", err)
	}
	defer rows.Close()
	var out []ApprovalRequest
	for rows.Next() {
		r, err := scanRequest(rows)
		if err != nil {
			return nil, fmt.Errorf("store: pending: %w", err)
		}
		out = append(out, r)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: pending: %w", err)
	}
	return out, nil
}

// Get returns one request; see [Store.Get].
func (s *SQLite) Get(ctx context.Context, id string) (ApprovalRequest, error) {
	row := s.db.QueryRowContext(ctx, `SELECT `+requestColumns+` FROM approvals WHERE id = ?`, id)
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
	at := nowOr(a.At).UnixNano()
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: answer %s: %w", id, err)
	}
	defer tx.Rollback()
	var session, canonical string
	err = tx.QueryRowContext(ctx, `
UPDATE approvals SET status = ?, answered_by = ?, answered_at = ?, note = ?
WHERE id = ? AND status = 'pending'
RETURNING session, canonical`, string(a.Kind), a.By, at, a.Note, id).Scan(&session, &canonical)
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
WHERE session = ? AND canonical = ? AND status = 'pending'`,
			a.By, at, "covered by always answer to "+id, session, canonical)
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
func (s *SQLite) Check(ctx context.Context, session, canonical, input string) (Decision, error) {
	return s.judge(ctx, session, canonical, input, true)
}

// Peek judges a call without consuming anything; see [Store.Peek].
func (s *SQLite) Peek(ctx context.Context, session, canonical, input string) (Decision, error) {
	return s.judge(ctx, session, canonical, input, false)
}

// judge reads the answers for a call and, when consume is set and a once
// answer is what allows it, consumes that answer.
//
// The read is one statement; the consumption is another, a conditional
// UPDATE that sets used only where it is still 0 and where no deny has
// appeared since the read, so concurrent callers (other goroutines, other
// processes) cannot both consume the same answer: the loser's UPDATE
// matches nothing and it judges again.
func (s *SQLite) judge(ctx context.Context, session, canonical, input string, consume bool) (Decision, error) {
	in, err := CanonicalizeJSON([]byte(input))
	if err != nil {
		return None, fmt.Errorf("store: check: input: %w", err)
	}
	for {
		d, err := s.read(ctx, session, canonical, in)
		if err != nil || d != AllowedOnce || !consume {
			return d, err
		}
		ok, err := s.consume(ctx, session, canonical, in)
		if err != nil {
			return None, err
		}
		if ok {
			return AllowedOnce, nil
		}
		// Another caller consumed it first, or a deny came in meanwhile:
		// judge again from what is stored now. Each round trip means some
		// other caller changed the answers, so this ends.
	}
}

// read returns what the stored answers say about a call, consuming nothing.
func (s *SQLite) read(ctx context.Context, session, canonical, input string) (Decision, error) {
	var deny, always, once bool
	err := s.stmtRead.QueryRowContext(ctx, input, session, canonical).Scan(&deny, &always, &once)
	if err != nil {
		return None, fmt.Errorf("store: check: %w", err)
	}
	switch {
	case deny:
		return Denied, nil
	case always:
		return Allowed, nil
	case once:
		return AllowedOnce, nil
	}
	return None, nil
}

// consume marks one unused once answer for the call as used and reports
// whether there was one (when several are stored for the same call, which
// one is used does not matter: they allow the same thing). It is a single
// statement: SQLite runs it holding the write lock on the newest state of
// the database, so two callers cannot both see the same answer unused.
func (s *SQLite) consume(ctx context.Context, session, canonical, input string) (bool, error) {
	var id string
	err := s.stmtConsume.QueryRowContext(ctx, time.Now().UnixNano(), session, canonical, input).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("store: check: consuming a once answer: %w", err)
	}
	return true, nil
}

// sqlRead reads the answers for a call: ?1 input, ?2 session, ?3 canonical.
const sqlRead = `
SELECT
	EXISTS (SELECT 1 FROM approvals
		WHERE session = ?2 AND canonical = ?3 AND status = 'deny' AND input = ?1),
	EXISTS (SELECT 1 FROM approvals
		WHERE session = ?2 AND canonical = ?3 AND status = 'always'),
	EXISTS (SELECT 1 FROM approvals
		WHERE session = ?2 AND canonical = ?3 AND status = 'once' AND input = ?1 AND used = 0)`

// sqlConsume consumes a once answer: ?1 now, ?2 session, ?3 canonical,
// ?4 input.
const sqlConsume = `
UPDATE approvals SET used = 1, used_at = ?1
WHERE id = (
	SELECT id FROM approvals
	WHERE session = ?2 AND canonical = ?3 AND status = 'once' AND input = ?4 AND used = 0
	LIMIT 1)
AND used = 0
AND NOT EXISTS (
	SELECT 1 FROM approvals
	WHERE session = ?2 AND canonical = ?3 AND status = 'deny' AND input = ?4)
RETURNING id`
