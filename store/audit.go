package store

import (
	"context"
	"fmt"
	"strings"
	"time"
)

// Audit appends an entry to the audit log; see [AuditLog.Audit]. The
// entry is one INSERT committed on its own: when Audit returns nil it is
// in the database's log, so a gate that audits before letting a call
// proceed keeps a record of the call even if the process dies during it.
func (s *SQLite) Audit(ctx context.Context, e AuditEntry) error {
	switch e.Verdict {
	case VerdictAllow, VerdictAsk, VerdictDeny:
	default:
		return fmt.Errorf("store: audit: unknown verdict %q", e.Verdict)
	}
	switch e.Outcome {
	case OutcomeStarted, OutcomeOK, OutcomeError, OutcomeNotMade:
	default:
		return fmt.Errorf("store: audit: unknown outcome %q", e.Outcome)
	}
	_, err := s.stmtAudit.ExecContext(ctx,
		nowOr(e.Time).UnixNano(), e.Session, e.Script, e.Call, e.Tool, e.Canonical, e.Input,
		string(e.Verdict), e.Source, string(e.Outcome), e.ErrorCode, e.Line, e.Approval)
	if err != nil {
		return fmt.Errorf("store: audit: %w", err)
	}
	return nil
}

// PruneAudit deletes the audit entries made before t and returns how many
// it deleted: the retention of the log.
func (s *SQLite) PruneAudit(ctx context.Context, t time.Time) (int64, error) {
	res, err := s.db.ExecContext(ctx, `DELETE FROM audit WHERE time < ?`, t.UnixNano())
	if err != nil {
		return 0, fmt.Errorf("store: pruning the audit log: %w", err)
	}
	n, _ := res.RowsAffected()
	return n, nil
}

// AuditLog returns the entries that pass the filter; see [AuditLog.AuditLog].
func (s *SQLite) AuditLog(ctx context.Context, f AuditFilter) ([]AuditEntry, error) {
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
		args = append(args, f.Since.UnixNano())
	}
	if !f.Until.IsZero() {
		where = append(where, "time < ?")
		args = append(args, f.Until.UnixNano())
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
