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
	servers := st.Servers
	if servers == nil {
		servers = []string{}
	}
	srv, err := json.Marshal(servers)
	if err != nil {
		return fmt.Errorf("store: save session %s: %w", id, err)
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: save session %s: %w", id, err)
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `DELETE FROM session_files WHERE session = ?`, id); err != nil {
		return fmt.Errorf("store: save session %s: %w", id, err)
	}
	_, err = tx.ExecContext(ctx, `
INSERT INTO sessions (id, servers, saved_at) VALUES (?, ?, ?)
ON CONFLICT (id) DO UPDATE SET servers = excluded.servers, saved_at = excluded.saved_at`,
		id, string(srv), time.Now().UnixNano())
	if err != nil {
		return fmt.Errorf("store: save session %s: %w", id, err)
	}
	stmt, err := tx.PrepareContext(ctx, `
INSERT INTO session_files (session, path, dir, mode, mtime_s, mtime_ns, data, link)
VALUES (?, ?, ?, ?, ?, ?, ?, ?)`)
	if err != nil {
		return fmt.Errorf("store: save session %s: %w", id, err)
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
			return fmt.Errorf("store: save session %s: file %s: %w", id, f.Path, err)
		}
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("store: save session %s: %w", id, err)
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
	var srv string
	err = tx.QueryRowContext(ctx, `SELECT servers FROM sessions WHERE id = ?`, id).Scan(&srv)
	if errors.Is(err, sql.ErrNoRows) {
		return SessionState{}, false, nil
	}
	if err != nil {
		return SessionState{}, false, fmt.Errorf("store: load session %s: %w", id, err)
	}
	var st SessionState
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
