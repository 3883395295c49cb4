package store

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"
)

// AuditDelay is the longest an outcome entry of the audit log (ok, error,
// not_made) waits in memory before it is committed; see [SQLite.Audit].
const AuditDelay = 50 * time.Millisecond

// maxPendingAudit bounds the outcome entries held in memory; past it an
// outcome is committed at once, with those before it.
const maxPendingAudit = 4096

// Audit appends an entry to the audit log; see [AuditLog.Audit].
//
// A started entry (a call that may change something, about to be sent) is
// committed before Audit returns, together with every entry before it, in
// one transaction: when Audit returns nil it is in the database's log, so
// a gate that audits before letting a call proceed keeps a record of the
// call even if the process dies during it. An outcome entry is held in
// memory and committed with the next started entry, or at most
// [AuditDelay] later, or by [SQLite.AuditLog], [SQLite.PruneAudit] or
// [SQLite.Close], whichever comes first, in the order the entries were
// given. A process killed meanwhile loses those outcomes only: a call that
// may have changed something is in the log as started. This halves the
// commits of a script's changing calls and takes them off its reads.
func (s *SQLite) Audit(ctx context.Context, e AuditEntry) error {
	switch e.Verdict {
	case VerdictAllow, VerdictAsk, VerdictDeny:
	default:
		return fmt.Errorf("store: audit: unknown verdict %q", e.Verdict)
	}
	switch e.Outcome {
	case OutcomeStarted, OutcomeOK, OutcomeError, OutcomeNotMade, OutcomeUnknown:
	default:
		return fmt.Errorf("store: audit: unknown outcome %q", e.Outcome)
	}
	e.Time = nowOr(e.Time)
	s.auditMu.Lock()
	defer s.auditMu.Unlock()
	if s.auditClosed {
		return fmt.Errorf("store: audit: %w", sql.ErrConnDone)
	}
	s.auditPending = append(s.auditPending, e)
	if e.Outcome != OutcomeStarted && len(s.auditPending) < maxPendingAudit {
		if s.auditTimer == nil {
			s.auditTimer = time.AfterFunc(s.delay(), s.flushAuditLater)
		}
		return nil
	}
	if err := s.flushAuditLocked(ctx); err != nil {
		// The caller hears that this entry failed, so it is not kept
		// for later (a started entry would record a call the gate then
		// does not make); those before it stay held, in order.
		s.auditPending = s.auditPending[:len(s.auditPending)-1]
		return fmt.Errorf("store: audit: %w", err)
	}
	return nil
}

// delay is how long an outcome entry waits before it is committed.
func (s *SQLite) delay() time.Duration {
	if s.auditDelay > 0 {
		return s.auditDelay
	}
	return AuditDelay
}

// flushAuditLater commits the outcome entries held, from the timer.
func (s *SQLite) flushAuditLater() {
	s.auditMu.Lock()
	defer s.auditMu.Unlock()
	s.auditTimer = nil
	if err := s.flushAuditLocked(context.Background()); err != nil && len(s.auditPending) > 0 && !s.auditClosed {
		// The database is busy past its timeout or failing: try again
		// later; the entries stay in order, and an outcome past the
		// bound or a started entry reports the error to its caller.
		s.auditTimer = time.AfterFunc(s.delay(), s.flushAuditLater)
	}
}

// flushAudit commits the entries held; AuditLog, PruneAudit and Close call
// it first, so what they see or leave includes them.
func (s *SQLite) flushAudit(ctx context.Context) error {
	s.auditMu.Lock()
	defer s.auditMu.Unlock()
	return s.flushAuditLocked(ctx)
}

// flushAuditLocked commits s.auditPending in one transaction (a single
// entry needs none); on failure the entries stay held. auditMu is held.
func (s *SQLite) flushAuditLocked(ctx context.Context) error {
	if s.auditTimer != nil {
		s.auditTimer.Stop()
		s.auditTimer = nil
	}
	batch := s.auditPending
	if len(batch) == 0 {
		return nil
	}
	ctx = context.WithoutCancel(ctx) // entries already accepted are written whatever the caller's context
	insert := func(st *sql.Stmt, e AuditEntry) error {
		_, err := st.ExecContext(ctx, UnixNanos(e.Time), e.Session, e.Script, e.Call, e.Tool, e.Canonical, e.Input,
			string(e.Verdict), e.Source, string(e.Outcome), e.ErrorCode, e.Line, e.Approval)
		return err
	}
	if len(batch) == 1 {
		if err := insert(s.stmtAudit, batch[0]); err != nil {
			return err
		}
	} else {
		tx, err := s.db.BeginTx(ctx, nil)
		if err != nil {
			return err
		}
		st := tx.StmtContext(ctx, s.stmtAudit)
		for _, e := range batch {
			if err := insert(st, e); err != nil {
				tx.Rollback()
				return err
			}
		}
		if err := tx.Commit(); err != nil {
			return err
		}
	}
	s.auditPending = s.auditPending[:0]
	return nil
}

// PruneAudit deletes the audit entries made before t and returns how many
// it deleted: the retention of the log. The pending requests of sessions
// that ended before t expire with them (nobody waits for their answer
// any more), and so do the records of those sessions' ends that no
// request names any longer.
func (s *SQLite) PruneAudit(ctx context.Context, t time.Time) (int64, error) {
	if err := s.flushAudit(ctx); err != nil {
		return 0, fmt.Errorf("store: pruning the audit log: %w", err)
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return 0, fmt.Errorf("store: pruning the audit log: %w", err)
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `DELETE FROM audit WHERE time < ?`, UnixNanos(t))
	if err != nil {
		return 0, fmt.Errorf("store: pruning the audit log: %w", err)
	}
	n, _ := res.RowsAffected()
	if _, err := tx.ExecContext(ctx, `
DELETE FROM approvals WHERE status = 'pending' AND EXISTS (SELECT 1 FROM session_life l
	WHERE l.principal = approvals.principal AND l.session = approvals.session AND l.ended_at < ?)`, UnixNanos(t)); err != nil {
		return 0, fmt.Errorf("store: expiring the requests of ended sessions: %w", err)
	}
	if _, err := tx.ExecContext(ctx, `
DELETE FROM session_life WHERE ended_at < ? AND NOT EXISTS (SELECT 1 FROM approvals a
	WHERE a.principal = session_life.principal AND a.session = session_life.session)`, UnixNanos(t)); err != nil {
		return 0, fmt.Errorf("store: forgetting ended sessions: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return 0, fmt.Errorf("store: pruning the audit log: %w", err)
	}
	return n, nil
}

// AuditLog returns the entries that pass the filter; see [AuditLog.AuditLog].
func (s *SQLite) AuditLog(ctx context.Context, f AuditFilter) ([]AuditEntry, error) {
	if err := s.flushAudit(ctx); err != nil {
		return nil, fmt.Errorf("store: audit log: %w", err)
	}
	var (
		where []string
		args  []any
	)
	for _, c := range []struct {
		col, val string
	}{{"session", f.Session}, {"script", f.Script}, {"canonical", f.Canonical}} {
		if c.val != "" {
			where = append(where, c.col+" = ?")
			args = append(args, c.val)
		}
	}
	if !f.Since.IsZero() {
		where = append(where, "time >= ?")
		args = append(args, UnixNanos(f.Since))
	}
	if !f.Until.IsZero() {
		where = append(where, "time < ?")
		args = append(args, UnixNanos(f.Until))
	}
	q := `SELECT id, time, session, script, call, tool, canonical, input, verdict, source, outcome, error_code, line, approval FROM audit`
	if len(where) > 0 {
		q += " WHERE " + strings.Join(where, " AND ")
	}
	if f.Limit > 0 {
		// The last Limit entries, then back into chronological order.
		q = `SELECT * FROM (` + q + ` ORDER BY id DESC LIMIT ?) ORDER BY id`
		args = append(args, f.Limit)
	} else {
		q += " ORDER BY id"
	}
	rows, err := s.db.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("store: audit log: %w", err)
	}
	defer rows.Close()
	var out []AuditEntry
	for rows.Next() {
		var (
			e                AuditEntry
			t                int64
			verdict, outcome string
		)
		err := rows.Scan(&e.ID, &t, &e.Session, &e.Script, &e.Call, &e.Tool, &e.Canonical, &e.Input,
			&verdict, &e.Source, &outcome, &e.ErrorCode, &e.Line, &e.Approval)
		if err != nil {
			return nil, fmt.Errorf("store: audit log: %w", err)
		}
		e.Time = fromNanos(t)
		e.Verdict = Verdict(verdict)
		e.Outcome = Outcome(outcome)
		out = append(out, e)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: audit log: %w", err)
	}
	return out, nil
}

// sqlAudit appends an audit entry.
const sqlAudit = `
INSERT INTO audit (time, session, script, call, tool, canonical, input, verdict, source, outcome, error_code, line, approval)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
