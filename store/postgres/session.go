package postgres

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/toolsinshell/tis/store"
)

// SaveSession replaces the stored state of a session; see
// [store.Sessions.SaveSession]. The snapshot is written in one
// transaction: a reader (or a crash) sees the old state or the new one,
// never a mix. Two entries with the same path are an error, and the old
// state stays.
func (s *Store) SaveSession(ctx context.Context, id string, st store.SessionState) error {
	servers := st.Servers
	if servers == nil {
		servers = []string{}
	}
	srv, err := json.Marshal(servers)
	if err != nil {
		return fmt.Errorf("store: save session %s: %w", id, err)
	}
	tx, err := s.pool.Begin(ctx)
	if err != nil {
		return fmt.Errorf("store: save session %s: %w", id, err)
	}
	defer tx.Rollback(context.WithoutCancel(ctx))
	// The row of the session first: it locks the session, so two saves
	// of one session write one after the other.
	_, err = tx.Exec(ctx, `
INSERT INTO sessions (id, servers, saved_at) VALUES ($1, $2, $3)
ON CONFLICT (id) DO UPDATE SET servers = excluded.servers, saved_at = excluded.saved_at`,
		id, string(srv), time.Now().UnixNano())
	if err != nil {
		return fmt.Errorf("store: save session %s: %w", id, err)
	}
	if _, err := tx.Exec(ctx, `DELETE FROM session_files WHERE session = $1`, id); err != nil {
		return fmt.Errorf("store: save session %s: %w", id, err)
	}
	rows := make([][]any, 0, len(st.Files))
	seen := make(map[string]bool, len(st.Files))
	for _, f := range st.Files {
		if seen[f.Path] {
			return fmt.Errorf("store: save session %s: file %s: two entries with this path", id, f.Path)
		}
		seen[f.Path] = true
		data := f.Data
		if f.Dir || data == nil {
			data = []byte{}
		}
		// Seconds and nanoseconds apart: any time.Time fits, including
		// the zero time and dates a Unix nanosecond count cannot hold.
		rows = append(rows, []any{id, []byte(f.Path), f.Dir, int64(f.Mode),
			f.ModTime.Unix(), int64(f.ModTime.Nanosecond()), data, []byte(f.Link)})
	}
	if len(rows) > 0 {
		_, err := tx.CopyFrom(ctx, pgx.Identifier{"session_files"},
			[]string{"session", "path", "dir", "mode", "mtime_s", "mtime_ns", "data", "link"}, pgx.CopyFromRows(rows))
		if err != nil {
			return fmt.Errorf("store: save session %s: files: %w", id, err)
		}
	}
	if err := tx.Commit(ctx); err != nil {
		return fmt.Errorf("store: save session %s: %w", id, err)
	}
	return nil
}

// LoadSession returns the stored state of a session; see
// [store.Sessions.LoadSession]. Files come back sorted by path, so
// directories precede their contents.
func (s *Store) LoadSession(ctx context.Context, id string) (store.SessionState, bool, error) {
	// One snapshot (repeatable read), so the servers and the files are of
	// the same save even while another replica saves the session.
	tx, err := s.pool.BeginTx(ctx, pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly})
	if err != nil {
		return store.SessionState{}, false, fmt.Errorf("store: load session %s: %w", id, err)
	}
	defer tx.Rollback(context.WithoutCancel(ctx))
	var srv string
	err = tx.QueryRow(ctx, `SELECT servers FROM sessions WHERE id = $1`, id).Scan(&srv)
	if errors.Is(err, pgx.ErrNoRows) {
		return store.SessionState{}, false, nil
	}
	if err != nil {
		return store.SessionState{}, false, fmt.Errorf("store: load session %s: %w", id, err)
	}
	var st store.SessionState
	if err := json.Unmarshal([]byte(srv), &st.Servers); err != nil {
		return store.SessionState{}, false, fmt.Errorf("store: load session %s: servers: %w", id, err)
	}
	rows, err := tx.Query(ctx, `
SELECT path, dir, mode, mtime_s, mtime_ns, data, link FROM session_files
WHERE session = $1 ORDER BY path`, id)
	if err != nil {
		return store.SessionState{}, false, fmt.Errorf("store: load session %s: %w", id, err)
	}
	defer rows.Close()
	for rows.Next() {
		var (
			f         store.FileEntry
			mode      int64
			sec, nsec int64
			path, lk  []byte
		)
		if err := rows.Scan(&path, &f.Dir, &mode, &sec, &nsec, &f.Data, &lk); err != nil {
			return store.SessionState{}, false, fmt.Errorf("store: load session %s: %w", id, err)
		}
		f.Path, f.Link = string(path), string(lk)
		f.Mode = uint32(mode)
		f.ModTime = time.Unix(sec, nsec).UTC()
		if f.Dir {
			f.Data = nil
		} else if f.Data == nil {
			f.Data = []byte{}
		}
		st.Files = append(st.Files, f)
	}
	if err := rows.Err(); err != nil {
		return store.SessionState{}, false, fmt.Errorf("store: load session %s: %w", id, err)
	}
	return st, true, nil
}

// DeleteSession removes the stored state of a session, if there is one;
// see [store.SessionDeleter]. Its files go with it (ON DELETE CASCADE).
func (s *Store) DeleteSession(ctx context.Context, id string) error {
	if _, err := s.pool.Exec(ctx, `DELETE FROM sessions WHERE id = $1`, id); err != nil {
		return fmt.Errorf("store: delete session %s: %w", id, err)
	}
	return nil
}
