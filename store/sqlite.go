package store

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/base32"
	"fmt"
	"math"
	"net/url"
	"path/filepath"
	"strings"
	"sync"
	"time"

	_ "modernc.org/sqlite" // the pure-Go SQLite driver, registered as "sqlite"
)

// busyTimeout is how long a statement waits for another connection or
// process holding the database lock before failing with SQLITE_BUSY.
const busyTimeout = 10 * time.Second

// SQLite is a [Store] in a SQLite database, through the pure-Go driver
// modernc.org/sqlite (no C toolchain needed).
//
// A database file may be shared by several processes and by several SQLite
// values in one process: the file is in WAL mode, writers wait for each other
// (busy timeout 10s), every write transaction takes the write lock when it
// begins (BEGIN IMMEDIATE), and a once answer is consumed by a single
// conditional UPDATE, so only one caller can consume it.
//
// Durability: the file is in WAL mode with synchronous=NORMAL: a commit (a
// started audit entry, an answer, a consumed once answer) is in the log
// when the method returns, so it survives the process being killed at any moment,
// which is the promise (a call that may change something is recorded
// before it is sent). A power loss may lose the last commits; an fsync per
// commit (synchronous=FULL) would cost about half a millisecond per call
// on every call of every script, for a failure the host's own state would
// not survive either. Audit outcomes are written behind (see Audit).
type SQLite struct {
	db *sql.DB
	// Statements on the hot path (every call of every script), prepared
	// once.
	stmtRead, stmtConsume, stmtConsumeEnded, stmtAudit *sql.Stmt

	// The audit entries not yet committed (outcomes; see Audit), in the
	// order given, and the timer that commits them.
	auditMu      sync.Mutex
	auditPending []AuditEntry
	auditTimer   *time.Timer
	auditClosed  bool
	// auditDelay, when set, replaces AuditDelay (tests that must see
	// the bound, not the timer, commit the entries).
	auditDelay time.Duration

	memory bool // OpenMemory's: the data live in this process
}

var (
	_ Store          = (*SQLite)(nil)
	_ SessionDeleter = (*SQLite)(nil)
	_ InMemory       = (*SQLite)(nil)
	_ Pinger         = (*SQLite)(nil)
	_ SessionLeaser  = (*SQLite)(nil)
	_ AnswerWatcher  = (*SQLite)(nil)
)

// Open opens (creating it if needed) the SQLite database at path and brings
// its schema up to date.
func Open(path string) (*SQLite, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, fmt.Errorf("store: open %s: %w", path, err)
	}
	q := url.Values{}
	q.Add("_pragma", fmt.Sprintf("busy_timeout(%d)", busyTimeout.Milliseconds()))
	q.Add("_pragma", "journal_mode(WAL)")
	q.Add("_pragma", "synchronous(NORMAL)")
	q.Add("_pragma", "foreign_keys(1)")
	q.Set("_txlock", "immediate")
	u := url.URL{Scheme: "file", Path: filepath.ToSlash(abs), RawQuery: q.Encode()}
	db, err := sql.Open("sqlite", u.String())
	if err != nil {
		return nil, fmt.Errorf("store: open %s: %w", path, err)
	}
	db.SetMaxIdleConns(4)
	s := &SQLite{db: db}
	if err := s.init(context.Background()); err != nil {
		db.Close()
		return nil, fmt.Errorf("store: open %s: %w", path, err)
	}
	return s, nil
}

// OpenMemory opens a store held in memory, private to the returned value and
// gone when it is closed; for tests and embedders that keep nothing.
func OpenMemory() (*SQLite, error) {
	q := url.Values{}
	q.Add("_pragma", "foreign_keys(1)")
	q.Set("_txlock", "immediate")
	db, err := sql.Open("sqlite", ":memory:?"+q.Encode())
	if err != nil {
		return nil, fmt.Errorf("store: open memory: %w", err)
	}
	// Each connection to ":memory:" is a database of its own: keep one.
	db.SetMaxOpenConns(1)
	db.SetConnMaxLifetime(0)
	db.SetConnMaxIdleTime(0)
	s := &SQLite{db: db, memory: true}
	if err := s.init(context.Background()); err != nil {
		db.Close()
		return nil, fmt.Errorf("store: open memory: %w", err)
	}
	return s, nil
}

// Ping reads the schema's version: the database answers and is ours.
func (s *SQLite) Ping(ctx context.Context) error {
	var v int
	if err := s.db.QueryRowContext(ctx, `SELECT version FROM schema_version`).Scan(&v); err != nil {
		return fmt.Errorf("store: ping: %w", err)
	}
	return nil
}

// InMemory reports whether the store is OpenMemory's; see [InMemory].
func (s *SQLite) InMemory() bool { return s.memory }

// init brings the schema up to date and prepares the statements.
func (s *SQLite) init(ctx context.Context) error {
	if err := s.migrate(ctx); err != nil {
		return err
	}
	for _, p := range []struct {
		stmt **sql.Stmt
		sql  string
	}{{&s.stmtRead, sqlRead}, {&s.stmtConsume, sqlConsumeOwn}, {&s.stmtConsumeEnded, sqlConsumeEnded}, {&s.stmtAudit, sqlAudit}} {
		st, err := s.db.PrepareContext(ctx, p.sql)
		if err != nil {
			return fmt.Errorf("preparing statements: %w", err)
		}
		*p.stmt = st
	}
	return nil
}

// Close closes the database. Calls in progress finish first; methods called
// afterwards fail.
func (s *SQLite) Close() error {
	s.auditMu.Lock()
	ferr := s.flushAuditLocked(context.Background())
	s.auditClosed = true
	s.auditMu.Unlock()
	// Closing the database closes its prepared statements.
	if err := s.db.Close(); err != nil {
		return err
	}
	if ferr != nil {
		return fmt.Errorf("store: writing the audit log: %w", ferr)
	}
	return nil
}

// migrations holds the schema, one entry per version: migrations[i] brings a
// database from version i to i+1. Entries are never edited once released;
// changes are new entries.
var migrations = []string{
	// 1: approvals, audit log, sessions.
	`
CREATE TABLE approvals (
	id           TEXT PRIMARY KEY,
	session      TEXT NOT NULL,
	tool         TEXT NOT NULL,
	canonical    TEXT NOT NULL,
	input        TEXT NOT NULL,
	reason       TEXT NOT NULL,
	message      TEXT NOT NULL,
	line         INTEGER NOT NULL,
	before_start INTEGER NOT NULL,
	requested_at INTEGER NOT NULL,
	status       TEXT NOT NULL DEFAULT 'pending'
	             CHECK (status IN ('pending', 'once', 'always', 'deny')),
	answered_by  TEXT NOT NULL DEFAULT '',
	answered_at  INTEGER,
	note         TEXT NOT NULL DEFAULT '',
	used         INTEGER NOT NULL DEFAULT 0,
	used_at      INTEGER
) STRICT;
CREATE UNIQUE INDEX approvals_one_pending
	ON approvals (session, canonical, input) WHERE status = 'pending';
CREATE INDEX approvals_answers
	ON approvals (session, canonical, status, input, used);

CREATE TABLE audit (
	id         INTEGER PRIMARY KEY AUTOINCREMENT,
	time       INTEGER NOT NULL,
	session    TEXT NOT NULL,
	script     TEXT NOT NULL,
	call       INTEGER NOT NULL,
	tool       TEXT NOT NULL,
	canonical  TEXT NOT NULL,
	input      TEXT NOT NULL,
	verdict    TEXT NOT NULL CHECK (verdict IN ('allow', 'ask', 'deny')),
	source     TEXT NOT NULL,
	outcome    TEXT NOT NULL CHECK (outcome IN ('started', 'ok', 'error', 'not_made')),
	error_code TEXT NOT NULL,
	line       INTEGER NOT NULL,
	approval   TEXT NOT NULL
) STRICT;
CREATE INDEX audit_session ON audit (session, id);
CREATE INDEX audit_script ON audit (script, id);

CREATE TABLE sessions (
	id       TEXT PRIMARY KEY,
	servers  TEXT NOT NULL,
	saved_at INTEGER NOT NULL
) STRICT;
CREATE TABLE session_files (
	session  TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
	path     TEXT NOT NULL,
	dir      INTEGER NOT NULL,
	mode     INTEGER NOT NULL,
	mtime_s  INTEGER NOT NULL,
	mtime_ns INTEGER NOT NULL,
	data     BLOB NOT NULL,
	PRIMARY KEY (session, path)
) STRICT;
`,
	// 2: hard links in session files (a path naming another entry).
	`
ALTER TABLE session_files ADD COLUMN link TEXT NOT NULL DEFAULT '';
`,
	// 3: answers can be revoked; the audit log can be pruned by time.
	`
ALTER TABLE approvals ADD COLUMN revoked_at INTEGER;
CREATE INDEX audit_time ON audit (time);
`,
	// 4: the last tool list of each server.
	`
CREATE TABLE tool_lists (
	server  TEXT PRIMARY KEY,
	tools   TEXT NOT NULL,
	seen_at INTEGER NOT NULL
) STRICT;
`,
	// 5: the outcome "unknown" (a call sent that got no answer). SQLite
	// cannot change a CHECK constraint: the audit table is made again.
	`
CREATE TABLE audit_new (
	id         INTEGER PRIMARY KEY AUTOINCREMENT,
	time       INTEGER NOT NULL,
	session    TEXT NOT NULL,
	script     TEXT NOT NULL,
	call       INTEGER NOT NULL,
	tool       TEXT NOT NULL,
	canonical  TEXT NOT NULL,
	input      TEXT NOT NULL,
	verdict    TEXT NOT NULL CHECK (verdict IN ('allow', 'ask', 'deny')),
	source     TEXT NOT NULL,
	outcome    TEXT NOT NULL CHECK (outcome IN ('started', 'ok', 'error', 'not_made', 'unknown')),
	error_code TEXT NOT NULL,
	line       INTEGER NOT NULL,
	approval   TEXT NOT NULL
) STRICT;
INSERT INTO audit_new SELECT id, time, session, script, call, tool, canonical, input, verdict, source, outcome, error_code, line, approval FROM audit;
DROP TABLE audit;
ALTER TABLE audit_new RENAME TO audit;
CREATE INDEX audit_session ON audit (session, id);
CREATE INDEX audit_script ON audit (script, id);
CREATE INDEX audit_time ON audit (time);
`,
	// 6: answers belong to a principal; the sessions that have ended (a
	// once answer of an ended session passes to the next session of its
	// principal).
	`
ALTER TABLE approvals ADD COLUMN principal TEXT NOT NULL DEFAULT '';
DROP INDEX approvals_one_pending;
CREATE UNIQUE INDEX approvals_one_pending
	ON approvals (principal, session, canonical, input) WHERE status = 'pending';
DROP INDEX approvals_answers;
CREATE INDEX approvals_answers
	ON approvals (principal, session, canonical, status, input, used);
CREATE INDEX approvals_once
	ON approvals (principal, canonical, input) WHERE status = 'once' AND used = 0;
CREATE TABLE session_life (
	principal TEXT NOT NULL,
	session   TEXT NOT NULL,
	begun_at  INTEGER NOT NULL,
	ended_at  INTEGER,
	PRIMARY KEY (principal, session)
) STRICT;
`,
	// 7: sessions are numbered by their saves and lent to one holder at
	// a time (SessionLeaser).
	`
ALTER TABLE sessions ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
CREATE TABLE session_leases (
	id         TEXT PRIMARY KEY,
	holder     TEXT NOT NULL,
	expires_at INTEGER NOT NULL
) STRICT;
`,
}

// migrate brings the schema to the newest version in one write transaction,
// so processes opening a new file at the same time do not both create it.
func (s *SQLite) migrate(ctx context.Context) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("schema: %w", err)
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)`); err != nil {
		return fmt.Errorf("schema: %w", err)
	}
	var version int
	err = tx.QueryRowContext(ctx, `SELECT version FROM schema_version`).Scan(&version)
	switch {
	case err == sql.ErrNoRows:
		if _, err := tx.ExecContext(ctx, `INSERT INTO schema_version (version) VALUES (0)`); err != nil {
			return fmt.Errorf("schema: %w", err)
		}
	case err != nil:
		return fmt.Errorf("schema: %w", err)
	}
	if version > len(migrations) {
		return fmt.Errorf("schema version %d is newer than this program's (%d)", version, len(migrations))
	}
	if version == len(migrations) {
		return nil
	}
	for v := version; v < len(migrations); v++ {
		if _, err := tx.ExecContext(ctx, migrations[v]); err != nil {
			return fmt.Errorf("schema: migrating to version %d: %w", v+1, err)
		}
	}
	if _, err := tx.ExecContext(ctx, `UPDATE schema_version SET version = ?`, len(migrations)); err != nil {
		return fmt.Errorf("schema: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("schema: %w", err)
	}
	return nil
}

// NewApprovalID returns a fresh approval request id such as
// "apr_k3v9q0c2m7x1a": 64 random bits. Every backend names its requests
// with it, so ids look the same whatever keeps them.
func NewApprovalID() (string, error) {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", err
	}
	return "apr_" + strings.ToLower(base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(b[:])), nil
}

// nowOr returns t, or the current time when t is zero.
func nowOr(t time.Time) time.Time {
	if t.IsZero() {
		return time.Now()
	}
	return t
}

// UnixNanos is t as Unix nanoseconds, as the backends store times, with
// the times past what they can hold (before 1678, after 2262) held at
// their ends, so that a filter far in the past or the future selects all
// or nothing rather than wrapping around.
func UnixNanos(t time.Time) int64 {
	switch {
	case t.Before(time.Unix(0, math.MinInt64)):
		return math.MinInt64
	case t.After(time.Unix(0, math.MaxInt64)):
		return math.MaxInt64
	}
	return t.UnixNano()
}

// fromNanos turns a stored Unix nanosecond count back into a time.
func fromNanos(n int64) time.Time {
	return time.Unix(0, n).UTC()
}
