// Package postgres is a [store.Store] in a PostgreSQL database, for
// gateways that run as several replicas over one system of record.
//
// It keeps the same tables and the same guarantees as the SQLite store
// (the contract is the documentation of each method of [store.Store]; the
// suite in store/storetest checks both): a once answer is consumed by one
// conditional UPDATE of one row, so exactly one of any number of callers
// racing for it, in any process, gets it; a started audit entry is
// committed before Audit returns; a session's state is replaced in one
// transaction.
//
// [Open] brings the schema up to date with versioned migrations, applied
// in one transaction that holds an advisory lock, so replicas starting
// together migrate once. Times are kept as Unix nanoseconds, as the SQLite
// store keeps them, so both keep the same instants exactly.
package postgres

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/toolsinshell/tis/store"
)

// Store is a [store.Store] in a PostgreSQL database, through a pool of
// connections ([pgxpool]). Any number of Store values, in any number of
// processes, may share one database (or one schema of it, chosen with
// the URL's search_path).
type Store struct {
	pool       *pgxpool.Pool
	connConfig *pgx.ConnConfig // for connections of its own (the listener)
	hub        hub
	id         string // random: names this Store in its notices
}

var (
	_ store.Store           = (*Store)(nil)
	_ store.SessionDeleter  = (*Store)(nil)
	_ store.Pinger          = (*Store)(nil)
	_ store.SessionLeaser   = (*Store)(nil)
	_ store.AnswerWatcher   = (*Store)(nil)
	_ store.ToolListWatcher = (*Store)(nil)
)

// migrationLock is the key of the transaction-level advisory lock the
// migrations run under ("tis" and a version of the lock's meaning): a
// replica that starts while another migrates waits for it and then finds
// the schema up to date.
const migrationLock int64 = 0x746973_0001

// Open connects to the PostgreSQL database the URL (or key=value DSN)
// names and brings its schema up to date. The URL may choose the schema
// with search_path (postgres://host/db?search_path=tis); the tables are
// created in the first schema of the path. The pool's parameters are
// pgxpool's, in the URL too (pool_max_conns, by default the greater of 4
// and the number of CPUs).
func Open(ctx context.Context, dsn string) (*Store, error) {
	cfg, err := pgxpool.ParseConfig(dsn)
	if err != nil {
		// pgx's error quotes the DSN, password included: say less.
		return nil, fmt.Errorf("store: postgres: the connection URL does not parse")
	}
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("store: postgres: %w", err)
	}
	var b [8]byte
	rand.Read(b[:])
	s := &Store{pool: pool, connConfig: cfg.ConnConfig, id: hex.EncodeToString(b[:])}
	if err := s.migrate(ctx); err != nil {
		pool.Close()
		return nil, fmt.Errorf("store: postgres: %w", err)
	}
	return s, nil
}

// Close closes the pool's connections, waiting for those in use to be
// given back. Methods called afterwards fail. It returns nil; it has an
// error so that a Store is an [io.Closer] like the SQLite store.
func (s *Store) Close() error {
	s.hub.close()
	s.pool.Close()
	return nil
}

// Ping checks that the database answers (a readiness check).
func (s *Store) Ping(ctx context.Context) error {
	return s.pool.Ping(ctx)
}

// migrations holds the schema, one entry per version: migrations[i] brings
// a database from version i to i+1. Entries are never edited once
// released; changes are new entries. The tables are those of the SQLite
// store at its version 6 (its history folded into one), with seq in
// approvals for the order SQLite takes from rowid, and the paths of
// session files as bytes (a path may hold any byte but '/' as a name's
// end, NUL and invalid UTF-8 included, which text cannot hold; bytes also
// sort as SQLite sorts them).
var migrations = []string{
	// 1: approvals, session ends, audit log, sessions, tool lists.
	`
CREATE TABLE approvals (
	seq          bigint GENERATED ALWAYS AS IDENTITY,
	id           text PRIMARY KEY,
	principal    text NOT NULL DEFAULT '',
	session      text NOT NULL,
	tool         text NOT NULL,
	canonical    text NOT NULL,
	input        text NOT NULL,
	reason       text NOT NULL,
	message      text NOT NULL,
	line         bigint NOT NULL,
	before_start boolean NOT NULL,
	requested_at bigint NOT NULL,
	status       text NOT NULL DEFAULT 'pending'
	             CHECK (status IN ('pending', 'once', 'always', 'deny')),
	answered_by  text NOT NULL DEFAULT '',
	answered_at  bigint,
	note         text NOT NULL DEFAULT '',
	used         boolean NOT NULL DEFAULT false,
	used_at      bigint,
	revoked_at   bigint
);
CREATE UNIQUE INDEX approvals_one_pending
	ON approvals (principal, session, canonical, input) WHERE status = 'pending';
CREATE INDEX approvals_answers
	ON approvals (principal, session, canonical, status, input, used);
CREATE INDEX approvals_once
	ON approvals (principal, canonical, input) WHERE status = 'once' AND NOT used;

CREATE TABLE session_life (
	principal text NOT NULL,
	session   text NOT NULL,
	begun_at  bigint NOT NULL,
	ended_at  bigint,
	PRIMARY KEY (principal, session)
);

CREATE TABLE audit (
	id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	time       bigint NOT NULL,
	session    text NOT NULL,
	script     text NOT NULL,
	call       bigint NOT NULL,
	tool       text NOT NULL,
	canonical  text NOT NULL,
	input      text NOT NULL,
	verdict    text NOT NULL CHECK (verdict IN ('allow', 'ask', 'deny')),
	source     text NOT NULL,
	outcome    text NOT NULL CHECK (outcome IN ('started', 'ok', 'error', 'not_made', 'unknown')),
	error_code text NOT NULL,
	line       bigint NOT NULL,
	approval   text NOT NULL
);
CREATE INDEX audit_session ON audit (session, id);
CREATE INDEX audit_script ON audit (script, id);
CREATE INDEX audit_time ON audit (time);

CREATE TABLE sessions (
	id       text PRIMARY KEY,
	servers  text NOT NULL,
	saved_at bigint NOT NULL
);
CREATE TABLE session_files (
	session  text NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
	path     bytea NOT NULL,
	dir      boolean NOT NULL,
	mode     bigint NOT NULL,
	mtime_s  bigint NOT NULL,
	mtime_ns bigint NOT NULL,
	data     bytea NOT NULL,
	link     bytea NOT NULL DEFAULT '',
	PRIMARY KEY (session, path)
);

CREATE TABLE tool_lists (
	server  text PRIMARY KEY,
	tools   bytea NOT NULL,
	seen_at bigint NOT NULL
);
`,
	// 2: sessions are numbered by their saves and lent to one holder at
	// a time (store.SessionLeaser); a lease's end is the server's clock,
	// the one clock every replica shares. A session's key is bytes (a
	// principal's session's holds NUL bytes, which text refuses).
	`
ALTER TABLE session_files DROP CONSTRAINT session_files_session_fkey;
ALTER TABLE sessions ALTER COLUMN id TYPE bytea USING convert_to(id, 'UTF8');
ALTER TABLE session_files ALTER COLUMN session TYPE bytea USING convert_to(session, 'UTF8');
ALTER TABLE session_files ADD CONSTRAINT session_files_session_fkey
	FOREIGN KEY (session) REFERENCES sessions (id) ON DELETE CASCADE;
ALTER TABLE sessions ADD COLUMN version bigint NOT NULL DEFAULT 1;
CREATE TABLE session_leases (
	id         bytea PRIMARY KEY,
	holder     text NOT NULL,
	expires_at timestamptz NOT NULL
);
`,
}

// migrate brings the schema to the newest version in one transaction that
// holds the advisory lock migrationLock, so processes starting at the
// same time do not both migrate: the second waits, then finds nothing to
// do.
func (s *Store) migrate(ctx context.Context) error {
	return pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock($1)`, migrationLock); err != nil {
			return fmt.Errorf("schema: taking the migration lock: %w", err)
		}
		if _, err := tx.Exec(ctx, `CREATE TABLE IF NOT EXISTS schema_version (version integer NOT NULL)`); err != nil {
			return fmt.Errorf("schema: %w", err)
		}
		var version int
		err := tx.QueryRow(ctx, `SELECT version FROM schema_version`).Scan(&version)
		switch {
		case errors.Is(err, pgx.ErrNoRows):
			if _, err := tx.Exec(ctx, `INSERT INTO schema_version (version) VALUES (0)`); err != nil {
				return fmt.Errorf("schema: %w", err)
			}
		case err != nil:
			return fmt.Errorf("schema: %w", err)
		}
		if version > len(migrations) {
			return fmt.Errorf("schema version %d is newer than this program's (%d)", version, len(migrations))
		}
		for v := version; v < len(migrations); v++ {
			if _, err := tx.Exec(ctx, migrations[v]); err != nil {
				return fmt.Errorf("schema: migrating to version %d: %w", v+1, err)
			}
		}
		if version < len(migrations) {
			if _, err := tx.Exec(ctx, `UPDATE schema_version SET version = $1`, len(migrations)); err != nil {
				return fmt.Errorf("schema: %w", err)
			}
		}
		return nil
	})
}

// nowOr returns t, or the current time when t is zero.
func nowOr(t time.Time) time.Time {
	if t.IsZero() {
		return time.Now()
	}
	return t
}

// fromNanos turns a stored Unix nanosecond count back into a time.
func fromNanos(n int64) time.Time {
	return time.Unix(0, n).UTC()
}
