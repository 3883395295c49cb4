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
	_, err := s.saveSession(ctx, id, "", st)
	return err
}

// SaveLeasedSession saves the session while holder has its lease; see
// [store.SessionLeaser.SaveLeasedSession].
func (s *Store) SaveLeasedSession(ctx context.Context, id, holder string, st store.SessionState) (int64, error) {
	return s.saveSession(ctx, id, holder, st)
}

// saveSession replaces the stored state of a session in one transaction
// and returns its new version; with a holder, only while the holder has
// the session's lease (whose row it locks, so the lease cannot change
// hands before the save commits).
func (s *Store) saveSession(ctx context.Context, id, holder string, st store.SessionState) (int64, error) {
	servers := st.Servers
	if servers == nil {
		servers = []string{}
	}
	srv, err := json.Marshal(servers)
	if err != nil {
		return 0, fmt.Errorf("store: save session %s: %w", id, err)
	}
	tx, err := s.pool.Begin(ctx)
	if err != nil {
		return 0, fmt.Errorf("store: save session %s: %w", id, err)
	}
	defer tx.Rollback(context.WithoutCancel(ctx))
	if holder != "" {
		var h string
		err := tx.QueryRow(ctx, `SELECT holder FROM session_leases WHERE id = $1 FOR UPDATE`, []byte(id)).Scan(&h)
		if errors.Is(err, pgx.ErrNoRows) || err == nil && h != holder {
			return 0, fmt.Errorf("store: save session %s: %w", id, store.ErrLeaseLost)
		}
		if err != nil {
			return 0, fmt.Errorf("store: save session %s: %w", id, err)
		}
	}
	// The row of the session first: it locks the session, so two saves
	// of one session write one after the other.
	var version int64
	err = tx.QueryRow(ctx, `
INSERT INTO sessions (id, servers, saved_at, version) VALUES ($1, $2, $3, 1)
ON CONFLICT (id) DO UPDATE SET servers = excluded.servers, saved_at = excluded.saved_at,
	version = sessions.version + 1
RETURNING version`,
		[]byte(id), string(srv), time.Now().UnixNano()).Scan(&version)
	if err != nil {
		return 0, fmt.Errorf("store: save session %s: %w", id, err)
	}
	if _, err := tx.Exec(ctx, `DELETE FROM session_files WHERE session = $1`, []byte(id)); err != nil {
		return 0, fmt.Errorf("store: save session %s: %w", id, err)
	}
	rows := make([][]any, 0, len(st.Files))
	seen := make(map[string]bool, len(st.Files))
	for _, f := range st.Files {
		if seen[f.Path] {
			return 0, fmt.Errorf("store: save session %s: file %s: two entries with this path", id, f.Path)
		}
		seen[f.Path] = true
		data := f.Data
		if f.Dir || data == nil {
			data = []byte{}
		}
		// Seconds and nanoseconds apart: any time.Time fits, including
		// the zero time and dates a Unix nanosecond count cannot hold.
		rows = append(rows, []any{[]byte(id), []byte(f.Path), f.Dir, int64(f.Mode),
			f.ModTime.Unix(), int64(f.ModTime.Nanosecond()), data, []byte(f.Link)})
	}
	if len(rows) > 0 {
		_, err := tx.CopyFrom(ctx, pgx.Identifier{"session_files"},
			[]string{"session", "path", "dir", "mode", "mtime_s", "mtime_ns", "data", "link"}, pgx.CopyFromRows(rows))
		if err != nil {
			return 0, fmt.Errorf("store: save session %s: files: %w", id, err)
		}
	}
	if err := tx.Commit(ctx); err != nil {
		return 0, fmt.Errorf("store: save session %s: %w", id, err)
	}
	return version, nil
}

// LeaseSession takes or renews a session's lease; see
// [store.SessionLeaser.LeaseSession]. The lease's end is the database
// server's clock, which every replica shares, whatever its own says.
func (s *Store) LeaseSession(ctx context.Context, id, holder string, ttl time.Duration) (int64, error) {
	if holder == "" {
		return 0, fmt.Errorf("store: lease session %s: no holder", id)
	}
	var version int64
	err := s.pool.QueryRow(ctx, `
INSERT INTO session_leases (id, holder, expires_at)
VALUES ($1, $2, clock_timestamp() + $3 * interval '1 microsecond')
ON CONFLICT (id) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
WHERE session_leases.holder = excluded.holder OR session_leases.expires_at <= clock_timestamp()
RETURNING COALESCE((SELECT version FROM sessions WHERE id = $1), 0)`,
		[]byte(id), holder, ttl.Microseconds()).Scan(&version)
	if errors.Is(err, pgx.ErrNoRows) {
		return 0, store.ErrLeaseHeld
	}
	if err != nil {
		return 0, fmt.Errorf("store: lease session %s: %w", id, err)
	}
	return version, nil
}

// ReleaseSession gives a session's lease back; see
// [store.SessionLeaser.ReleaseSession].
func (s *Store) ReleaseSession(ctx context.Context, id, holder string) error {
	if _, err := s.pool.Exec(ctx, `DELETE FROM session_leases WHERE id = $1 AND holder = $2`, []byte(id), holder); err != nil {
		return fmt.Errorf("store: release session %s: %w", id, err)
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
	var (
		srv     string
		version int64
	)
	err = tx.QueryRow(ctx, `SELECT servers, version FROM sessions WHERE id = $1`, []byte(id)).Scan(&srv, &version)
	if errors.Is(err, pgx.ErrNoRows) {
		return store.SessionState{}, false, nil
	}
	if err != nil {
		return store.SessionState{}, false, fmt.Errorf("store: load session %s: %w", id, err)
	}
	st := store.SessionState{Version: version}
	if err := json.Unmarshal([]byte(srv), &st.Servers); err != nil {
		return store.SessionState{}, false, fmt.Errorf("store: load session %s: servers: %w", id, err)
	}
	rows, err := tx.Query(ctx, `
SELECT path, dir, mode, mtime_s, mtime_ns, data, link FROM session_files
WHERE session = $1 ORDER BY path`, []byte(id))
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
	if _, err := s.pool.Exec(ctx, `DELETE FROM sessions WHERE id = $1`, []byte(id)); err != nil {
		return fmt.Errorf("store: delete session %s: %w", id, err)
	}
	return nil
}
