package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"
)

// SaveSession replaces the stored state of a session; see [Store.SaveSession].
// The snapshot is written in one transaction: a reader (or a crash) sees the
// old state or the new one, never a mix. Two entries with the same path are
// an error.
func (s *SQLite) SaveSession(ctx context.Context, id string, st SessionState) error {
	_, err := s.saveSession(ctx, id, "", st)
	return err
}

// SaveLeasedSession saves the session while holder has its lease; see
// [SessionLeaser.SaveLeasedSession].
func (s *SQLite) SaveLeasedSession(ctx context.Context, id, holder string, st SessionState) (int64, error) {
	return s.saveSession(ctx, id, holder, st)
}

// saveSession replaces the stored state of a session in one transaction
// and returns its new version; with a holder, only while the holder has
// the session's lease.
func (s *SQLite) saveSession(ctx context.Context, id, holder string, st SessionState) (int64, error) {
	servers := st.Servers
	if servers == nil {
		servers = []string{}
	}
	srv, err := json.Marshal(servers)
	if err != nil {
		return 0, fmt.Errorf("store: save session %s: %w", id, err)
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return 0, fmt.Errorf("store: save session %s: %w", id, err)
	}
	defer tx.Rollback()
	if holder != "" {
		var h string
		err := tx.QueryRowContext(ctx, `SELECT holder FROM session_leases WHERE id = ?`, id).Scan(&h)
		if errors.Is(err, sql.ErrNoRows) || err == nil && h != holder {
			return 0, fmt.Errorf("store: save session %s: %w", id, ErrLeaseLost)
		}
		if err != nil {
			return 0, fmt.Errorf("store: save session %s: %w", id, err)
		}
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM session_files WHERE session = ?`, id); err != nil {
		return 0, fmt.Errorf("store: save session %s: %w", id, err)
	}
	var version int64
	err = tx.QueryRowContext(ctx, `
INSERT INTO sessions (id, servers, saved_at, version) VALUES (?, ?, ?, 1)
ON CONFLICT (id) DO UPDATE SET servers = excluded.servers, saved_at = excluded.saved_at,
	version = sessions.version + 1
RETURNING version`,
		id, string(srv), time.Now().UnixNano()).Scan(&version)
	if err != nil {
		return 0, fmt.Errorf("store: save session %s: %w", id, err)
	}
	stmt, err := tx.PrepareContext(ctx, `
INSERT INTO session_files (session, path, dir, mode, mtime_s, mtime_ns, data, link)
VALUES (?, ?, ?, ?, ?, ?, ?, ?)`)
	if err != nil {
		return 0, fmt.Errorf("store: save session %s: %w", id, err)
	}
	defer stmt.Close()
	for _, f := range st.Files {
		data := f.Data
		if f.Dir || data == nil {
			data = []byte{}
		}
		// Seconds and nanoseconds apart: any time.Time fits, including
		// the zero time and dates a Unix nanosecond count cannot hold.
		_, err := stmt.ExecContext(ctx, id, f.Path, f.Dir, int64(f.Mode),
			f.ModTime.Unix(), int64(f.ModTime.Nanosecond()), data, f.Link)
		if err != nil {
			return 0, fmt.Errorf("store: save session %s: file %s: %w", id, f.Path, err)
		}
	}
	if err := tx.Commit(); err != nil {
		return 0, fmt.Errorf("store: save session %s: %w", id, err)
	}
	return version, nil
}

// LeaseSession takes or renews a session's lease; see
// [SessionLeaser.LeaseSession]. The lease's end is this machine's clock:
// every process sharing a SQLite file runs on this machine.
func (s *SQLite) LeaseSession(ctx context.Context, id, holder string, ttl time.Duration) (int64, error) {
	if holder == "" {
		return 0, fmt.Errorf("store: lease session %s: no holder", id)
	}
	now := time.Now()
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return 0, fmt.Errorf("store: lease session %s: %w", id, err)
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `
INSERT INTO session_leases (id, holder, expires_at) VALUES (?, ?, ?)
ON CONFLICT (id) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
WHERE session_leases.holder = excluded.holder OR session_leases.expires_at <= ?`,
		id, holder, UnixNanos(now.Add(ttl)), now.UnixNano())
	if err != nil {
		return 0, fmt.Errorf("store: lease session %s: %w", id, err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return 0, fmt.Errorf("store: lease session %s: %w", id, err)
	} else if n == 0 {
		return 0, ErrLeaseHeld
	}
	var version int64
	err = tx.QueryRowContext(ctx, `SELECT version FROM sessions WHERE id = ?`, id).Scan(&version)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return 0, fmt.Errorf("store: lease session %s: %w", id, err)
	}
	if err := tx.Commit(); err != nil {
		return 0, fmt.Errorf("store: lease session %s: %w", id, err)
	}
	return version, nil
}

// ReleaseSession gives a session's lease back; see
// [SessionLeaser.ReleaseSession].
func (s *SQLite) ReleaseSession(ctx context.Context, id, holder string) error {
	if _, err := s.db.ExecContext(ctx, `DELETE FROM session_leases WHERE id = ? AND holder = ?`, id, holder); err != nil {
		return fmt.Errorf("store: release session %s: %w", id, err)
	}
	return nil
}

// LoadSession returns the stored state of a session; see [Store.LoadSession].
// Files come back sorted by path, so directories precede their contents.
func (s *SQLite) LoadSession(ctx context.Context, id string) (SessionState, bool, error) {
	// One read transaction, so the servers and the files are from the same
	// snapshot even while another process saves the session.
	tx, err := s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return SessionState{}, false, fmt.Errorf("store: load session %s: %w", id, err)
	}
	defer tx.Rollback()
	var (
		srv     string
		version int64
	)
	err = tx.QueryRowContext(ctx, `SELECT servers, version FROM sessions WHERE id = ?`, id).Scan(&srv, &version)
	if errors.Is(err, sql.ErrNoRows) {
		return SessionState{}, false, nil
	}
	if err != nil {
		return SessionState{}, false, fmt.Errorf("store: load session %s: %w", id, err)
	}
	st := SessionState{Version: version}
	if err := json.Unmarshal([]byte(srv), &st.Servers); err != nil {
		return SessionState{}, false, fmt.Errorf("store: load session %s: servers: %w", id, err)
	}
	rows, err := tx.QueryContext(ctx, `
SELECT path, dir, mode, mtime_s, mtime_ns, data, link FROM session_files
WHERE session = ? ORDER BY path`, id)
	if err != nil {
		return SessionState{}, false, fmt.Errorf("store: load session %s: %w", id, err)
	}
	defer rows.Close()
	for rows.Next() {
		var (
			f         FileEntry
			mode      int64
			sec, nsec int64
		)
		if err := rows.Scan(&f.Path, &f.Dir, &mode, &sec, &nsec, &f.Data, &f.Link); err != nil {
			return SessionState{}, false, fmt.Errorf("store: load session %s: %w", id, err)
		}
		f.Mode = uint32(mode)
		f.ModTime = time.Unix(sec, nsec).UTC()
		if f.Dir {
			f.Data = nil
		}
		st.Files = append(st.Files, f)
	}
	if err := rows.Err(); err != nil {
		return SessionState{}, false, fmt.Errorf("store: load session %s: %w", id, err)
	}
	return st, true, nil
}

// DeleteSession removes the stored state of a session, if there is one;
// see [SessionDeleter].
func (s *SQLite) DeleteSession(ctx context.Context, id string) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: delete session %s: %w", id, err)
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `DELETE FROM session_files WHERE session = ?`, id); err != nil {
		return fmt.Errorf("store: delete session %s: %w", id, err)
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM sessions WHERE id = ?`, id); err != nil {
		return fmt.Errorf("store: delete session %s: %w", id, err)
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("store: delete session %s: %w", id, err)
	}
	return nil
}
