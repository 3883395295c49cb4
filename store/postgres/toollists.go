package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// SaveToolList records a server's tool list; see
// [store.ToolLists.SaveToolList].
func (s *Store) SaveToolList(ctx context.Context, server string, tools []byte) error {
	if tools == nil {
		tools = []byte{}
	}
	// The notice goes with the row, in one statement: other handles
	// hear of it once it commits (WatchToolLists).
	_, err := s.pool.Exec(ctx, `
WITH saved AS (
	INSERT INTO tool_lists (server, tools, seen_at) VALUES ($1, $2, $3)
	ON CONFLICT (server) DO UPDATE SET tools = excluded.tools, seen_at = excluded.seen_at
	RETURNING server)
SELECT pg_notify($4, $5) FROM saved`,
		server, tools, time.Now().UnixNano(), toolListsChannel, s.id+"/"+server)
	if err != nil {
		return fmt.Errorf("store: saving the tool list of %s: %w", server, err)
	}
	return nil
}

// ToolList returns a server's last tool list; see [store.ToolLists.ToolList].
func (s *Store) ToolList(ctx context.Context, server string) ([]byte, time.Time, bool, error) {
	var tools []byte
	var seen int64
	err := s.pool.QueryRow(ctx, `SELECT tools, seen_at FROM tool_lists WHERE server = $1`, server).Scan(&tools, &seen)
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		return nil, time.Time{}, false, nil
	case err != nil:
		return nil, time.Time{}, false, fmt.Errorf("store: the tool list of %s: %w", server, err)
	}
	return tools, fromNanos(seen), true, nil
}
