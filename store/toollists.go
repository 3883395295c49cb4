package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// SaveToolList records a server's tool list; see [ToolLists.SaveToolList].
func (s *SQLite) SaveToolList(ctx context.Context, server string, tools []byte) error {
	_, err := s.db.ExecContext(ctx, `
INSERT INTO tool_lists (server, tools, seen_at) VALUES (?, ?, ?)
ON CONFLICT (server) DO UPDATE SET tools = excluded.tools, seen_at = excluded.seen_at`,
		server, string(tools), time.Now().UnixNano())
	if err != nil {
		return fmt.Errorf("store: saving the tool list of %s: %w", server, err)
	}
	return nil
}

// ToolList returns a server's last tool list; see [ToolLists.ToolList].
func (s *SQLite) ToolList(ctx context.Context, server string) ([]byte, time.Time, bool, error) {
	var tools string
	var seen int64
	err := s.db.QueryRowContext(ctx, `SELECT tools, seen_at FROM tool_lists WHERE server = ?`, server).Scan(&tools, &seen)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return nil, time.Time{}, false, nil
	case err != nil:
		return nil, time.Time{}, false, fmt.Errorf("store: the tool list of %s: %w", server, err)
	}
	return []byte(tools), fromNanos(seen), true, nil
}
