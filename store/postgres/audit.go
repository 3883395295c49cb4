package postgres

import (
	"context"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/toolsinshell/tis/store"
)

// Audit appends an entry to the audit log; see [store.AuditWriter.Audit].
// Every entry, started or outcome, is committed before Audit returns (one
// INSERT, committed on its own): with a server database a write behind
// would save little, and the log another replica reads is then complete.
//
// PostgreSQL's text holds valid UTF-8 without NUL bytes only: a string
// field of the entry that holds others (a tool name as a script wrote it)
// is kept with each invalid byte, and each NUL, replaced by U+FFFD, so
// the call is recorded rather than refused.
func (s *Store) Audit(ctx context.Context, e store.AuditEntry) error {
	switch e.Verdict {
	case store.VerdictAllow, store.VerdictAsk, store.VerdictDeny:
	default:
		return fmt.Errorf("store: audit: unknown verdict %q", e.Verdict)
	}
	switch e.Outcome {
	case store.OutcomeStarted, store.OutcomeOK, store.OutcomeError, store.OutcomeNotMade, store.OutcomeUnknown:
	default:
		return fmt.Errorf("store: audit: unknown outcome %q", e.Outcome)
	}
	_, err := s.pool.Exec(ctx, `
INSERT INTO audit (time, session, script, call, tool, canonical, input, verdict, source, outcome, error_code, line, approval)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
		store.UnixNanos(nowOr(e.Time)), text(e.Session), text(e.Script), e.Call, text(e.Tool), text(e.Canonical), text(e.Input),
		string(e.Verdict), text(e.Source), string(e.Outcome), text(e.ErrorCode), e.Line, text(e.Approval))
	if err != nil {
		return fmt.Errorf("store: audit: %w", err)
	}
	return nil
}

// text returns s as PostgreSQL's text can hold it: valid UTF-8 without
// NUL, each invalid byte and each NUL replaced by U+FFFD.
func text(s string) string {
	if strings.IndexByte(s, 0) < 0 && utf8.ValidString(s) {
		return s
	}
	return strings.ReplaceAll(strings.ToValidUTF8(s, "\uFFFD"), "\x00", "\uFFFD")
}

// PruneAudit deletes the audit entries made before t and returns how many
// it deleted; see [store.Admin.PruneAudit]. The pending requests of
// sessions that ended before t expire with them, and so do the records of
// those sessions' ends that no request names any longer.
func (s *Store) PruneAudit(ctx context.Context, t time.Time) (int64, error) {
	tx, err := s.pool.Begin(ctx)
	if err != nil {
		return 0, fmt.Errorf("store: pruning the audit log: %w", err)
	}
	defer tx.Rollback(context.WithoutCancel(ctx))
	tag, err := tx.Exec(ctx, `DELETE FROM audit WHERE time < $1`, store.UnixNanos(t))
	if err != nil {
		return 0, fmt.Errorf("store: pruning the audit log: %w", err)
	}
	if _, err := tx.Exec(ctx, `
DELETE FROM approvals WHERE status = 'pending' AND EXISTS (SELECT 1 FROM session_life l
	WHERE l.principal = approvals.principal AND l.session = approvals.session AND l.ended_at < $1)`, store.UnixNanos(t)); err != nil {
		return 0, fmt.Errorf("store: expiring the requests of ended sessions: %w", err)
	}
	if _, err := tx.Exec(ctx, `
DELETE FROM session_life WHERE ended_at < $1 AND NOT EXISTS (SELECT 1 FROM approvals a
	WHERE a.principal = session_life.principal AND a.session = session_life.session)`, store.UnixNanos(t)); err != nil {
		return 0, fmt.Errorf("store: forgetting ended sessions: %w", err)
	}
	if err := tx.Commit(ctx); err != nil {
		return 0, fmt.Errorf("store: pruning the audit log: %w", err)
	}
	return tag.RowsAffected(), nil
}

// AuditLog returns the entries that pass the filter, oldest first; see
// [store.Admin.AuditLog].
func (s *Store) AuditLog(ctx context.Context, f store.AuditFilter) ([]store.AuditEntry, error) {
	var (
		where []string
		args  []any
	)
	arg := func(v any) string {
		args = append(args, v)
		return fmt.Sprintf("$%d", len(args))
	}
	for _, c := range []struct {
		col, val string
	}{{"session", f.Session}, {"script", f.Script}, {"canonical", f.Canonical}} {
		if c.val != "" {
			where = append(where, c.col+" = "+arg(text(c.val)))
		}
	}
	if !f.Since.IsZero() {
		where = append(where, "time >= "+arg(store.UnixNanos(f.Since)))
	}
	if !f.Until.IsZero() {
		where = append(where, "time < "+arg(store.UnixNanos(f.Until)))
	}
	q := `SELECT id, time, session, script, call, tool, canonical, input, verdict, source, outcome, error_code, line, approval FROM audit`
	if len(where) > 0 {
		q += " WHERE " + strings.Join(where, " AND ")
	}
	if f.Limit > 0 {
		// The last Limit entries, then back into chronological order.
		q = `SELECT * FROM (` + q + ` ORDER BY id DESC LIMIT ` + arg(f.Limit) + `) AS last ORDER BY id`
	} else {
		q += " ORDER BY id"
	}
	rows, err := s.pool.Query(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("store: audit log: %w", err)
	}
	defer rows.Close()
	var out []store.AuditEntry
	for rows.Next() {
		var (
			e                store.AuditEntry
			t, call, line    int64
			verdict, outcome string
		)
		err := rows.Scan(&e.ID, &t, &e.Session, &e.Script, &call, &e.Tool, &e.Canonical, &e.Input,
			&verdict, &e.Source, &outcome, &e.ErrorCode, &line, &e.Approval)
		if err != nil {
			return nil, fmt.Errorf("store: audit log: %w", err)
		}
		e.Time = fromNanos(t)
		e.Call, e.Line = int(call), int(line)
		e.Verdict = store.Verdict(verdict)
		e.Outcome = store.Outcome(outcome)
		out = append(out, e)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: audit log: %w", err)
	}
	return out, nil
}
