package bench

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/toolsinshell/tis/store"
	"github.com/toolsinshell/tis/store/postgres"
)

// NoPostgres is what the store tables say in place of PostgreSQL's
// figures when no server was given.
const NoPostgres = "n/a (set TIS_PG_URL or run under scripts/pgtest)"

// StoreBackend is a store opened for a benchmark, in a database of its
// own that Close removes.
type StoreBackend struct {
	// Name is "PostgreSQL" or "SQLite".
	Name string
	// Store is the store, opened through its public API.
	Store store.Store
	// Where is where the data live, as the table's notes say it (the
	// schema, the file); URL is what a host's StorePath is for this
	// database (a file path or a postgres:// URL with its search_path).
	Where, URL string
	// Durability says whether a commit survives a crash on this
	// database: for PostgreSQL the server's fsync and synchronous_commit
	// (scripts/pgtest's cluster runs with both off).
	Durability string

	close func() error
}

// Close closes the store and removes its database (the SQLite file's
// directory, the PostgreSQL schema).
func (b *StoreBackend) Close() error { return b.close() }

// OpenSQLiteBench opens a SQLite store in a file of a new temporary
// directory.
func OpenSQLiteBench() (*StoreBackend, error) {
	dir, err := os.MkdirTemp("", "tsbench-store-")
	if err != nil {
		return nil, err
	}
	path := filepath.Join(dir, "store.db")
	s, err := store.Open(path)
	if err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	where := "a file in " + os.TempDir()
	// The store's documented durability (store.SQLite): WAL with
	// synchronous=NORMAL.
	durable := "survive the process being killed, not a power loss (WAL, synchronous=NORMAL: no fsync per commit)"
	if fs := fsType(dir); fs != "" {
		where += " (" + fs + ")"
		if fs == "tmpfs" || fs == "ramfs" {
			durable = "are in memory (" + fs + "): set TMPDIR to a directory on a disk"
		}
	}
	return &StoreBackend{Name: "SQLite", Store: s, Where: where, URL: path, Durability: durable,
		close: func() error {
			err := s.Close()
			os.RemoveAll(dir)
			return err
		}}, nil
}

// benchSchemaPrefix begins the name of the schema a benchmark makes in
// a PostgreSQL database; the rest is random.
const benchSchemaPrefix = "tsbench_"

// NewPostgresSchema makes a schema of a random name (tsbench_ and 12 hex
// digits) in the database base names, and returns base choosing it
// (search_path) and a function that drops the schema with everything in
// it.
func NewPostgresSchema(ctx context.Context, base string) (dsn, schema string, drop func() error, err error) {
	var b [6]byte
	rand.Read(b[:])
	schema = benchSchemaPrefix + hex.EncodeToString(b[:])
	dsn, err = WithSearchPath(base, schema)
	if err != nil {
		return "", "", nil, err
	}
	if err := pgExec(ctx, base, `CREATE SCHEMA `+schema); err != nil {
		return "", "", nil, err
	}
	drop = func() error {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		return pgExec(ctx, base, `DROP SCHEMA `+schema+` CASCADE`)
	}
	return dsn, schema, drop, nil
}

// pgExec runs one statement on a connection of its own.
func pgExec(ctx context.Context, dsn, sql string) error {
	conn, err := pgConnect(ctx, dsn)
	if err != nil {
		return err
	}
	defer conn.Close(context.Background())
	_, err = conn.Exec(ctx, sql)
	return err
}

// pgConnect connects to dsn; an error never quotes it (it may hold a
// password).
func pgConnect(ctx context.Context, dsn string) (*pgx.Conn, error) {
	cfg, err := pgx.ParseConfig(dsn)
	if err != nil {
		return nil, errors.New("the PostgreSQL URL does not parse")
	}
	return pgx.ConnectConfig(ctx, cfg)
}

// WithSearchPath returns the PostgreSQL URL (or key=value DSN) dsn with
// its search_path set to schema.
func WithSearchPath(dsn, schema string) (string, error) {
	if s := store.URLScheme(dsn); s == "postgres" || s == "postgresql" {
		u, err := url.Parse(dsn)
		if err != nil {
			return "", errors.New("the PostgreSQL URL does not parse")
		}
		q := u.Query()
		q.Set("search_path", schema)
		u.RawQuery = q.Encode()
		return u.String(), nil
	}
	return dsn + " search_path=" + schema, nil
}

// OpenPostgresBench opens a PostgreSQL store in a new schema of the
// database base names; Close drops the schema.
func OpenPostgresBench(ctx context.Context, base string) (*StoreBackend, error) {
	dsn, schema, drop, err := NewPostgresSchema(ctx, base)
	if err != nil {
		return nil, err
	}
	s, err := postgres.Open(ctx, dsn)
	if err != nil {
		drop()
		return nil, err
	}
	b := &StoreBackend{Name: "PostgreSQL", Store: s, URL: dsn, Where: "schema " + schema + " (dropped after), one pool of pgx's default size (pool_max_conns in the URL sets it)",
		close: func() error {
			s.Close()
			return drop()
		}}
	b.Durability, b.Where = pgDurability(ctx, base), pgVersion(ctx, base)+", "+b.Where
	return b, nil
}

// pgDurability says whether a commit on the server survives a crash.
func pgDurability(ctx context.Context, dsn string) string {
	conn, err := pgConnect(ctx, dsn)
	if err != nil {
		return "unknown"
	}
	defer conn.Close(context.Background())
	var fsync, sync string
	if conn.QueryRow(ctx, `SELECT current_setting('fsync'), current_setting('synchronous_commit')`).Scan(&fsync, &sync) != nil {
		return "unknown"
	}
	return DurabilityOf(fsync, sync)
}

// DurabilityOf says what PostgreSQL's fsync and synchronous_commit
// settings make of a commit, as the store table's notes end "commits
// ...".
func DurabilityOf(fsync, sync string) string {
	switch {
	case fsync == "off" && sync == "off":
		return "wait for no disk and may be lost if the server crashes (fsync=off, synchronous_commit=off, as in scripts/pgtest's cluster; a production server flushes each commit)"
	case fsync == "off":
		return fmt.Sprintf("survive the server being killed, not a power loss (fsync=off, synchronous_commit=%s: written, not flushed)", sync)
	case sync == "off":
		return "wait for no disk: the last ones may be lost if the server crashes (synchronous_commit=off)"
	}
	return fmt.Sprintf("survive a power loss: each is flushed to disk (fsync=%s, synchronous_commit=%s)", fsync, sync)
}

// pgVersion is the server's version, as "PostgreSQL 15.18".
func pgVersion(ctx context.Context, dsn string) string {
	conn, err := pgConnect(ctx, dsn)
	if err != nil {
		return "PostgreSQL"
	}
	defer conn.Close(context.Background())
	var v string
	if conn.QueryRow(ctx, `SHOW server_version`).Scan(&v) != nil {
		return "PostgreSQL"
	}
	v, _, _ = strings.Cut(v, " ")
	return "PostgreSQL " + v
}

// StoreOp is one store operation to measure. Each goroutine that runs it
// has a session of its own (sess); Prepare, when set, makes ready the
// data of count runs of Do, outside the time measured.
type StoreOp struct {
	// Key names the operation for a program: peek, consume, audit,
	// started, save, load.
	Key string
	// Name says what the operation is in the table.
	Name string
	// Prepare readies count runs of Do in session sess; nil: nothing to
	// ready.
	Prepare func(ctx context.Context, s store.Store, sess string, count int) error
	// Do runs the operation once: the i'th time in its round.
	Do func(ctx context.Context, s store.Store, sess string, i int) error
}

// The call the store operations are about, as a gate passes it (not in
// canonical form).
const (
	storeTool      = "tools github delete-branch"
	storeCanonical = "github.delete_branch"
	storeInput     = `{"repo":"toolsinshell/tis","branch":"fix-x","force":false}`
)

// SmallSession is the state of a small session: a home directory with a
// script, its notes and a little data, about 4 KiB.
func SmallSession() store.SessionState {
	t := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	st := store.SessionState{Servers: []string{"github"}, Files: []store.FileEntry{
		{Path: "/home/user", Dir: true, Mode: 0o755, ModTime: t},
		{Path: "/home/user/work", Dir: true, Mode: 0o755, ModTime: t},
	}}
	for i, size := range []int{300, 700, 1000, 2000} {
		st.Files = append(st.Files, store.FileEntry{Path: fmt.Sprintf("/home/user/work/f%d.txt", i), Mode: 0o644, ModTime: t,
			Data: []byte(strings.Repeat("x", size-1) + "\n")})
	}
	st.Files = append(st.Files, store.FileEntry{Path: "/home/user/work/link", Mode: 0o644, ModTime: t, Link: "/home/user/work/f0.txt"})
	return st
}

// StoreOps returns the operations of the store table: what the gate
// does for each call (peek, consume a once answer, audit), and a
// session's save and load.
func StoreOps() []StoreOp {
	audit := func(outcome store.Outcome) func(context.Context, store.Store, string, int) error {
		return func(ctx context.Context, s store.Store, sess string, i int) error {
			return s.Audit(ctx, store.AuditEntry{Session: sess, Script: sess, Call: i + 1, Tool: storeTool, Canonical: storeCanonical,
				Input: storeInput, Verdict: store.VerdictAllow, Source: "default", Outcome: outcome, Line: 3})
		}
	}
	small := SmallSession()
	return []StoreOp{
		{Key: "peek", Name: "peek: a call no answer covers",
			Do: func(ctx context.Context, s store.Store, sess string, _ int) error {
				d, err := s.Peek(ctx, store.Scope{Session: sess}, storeCanonical, storeInput)
				if err == nil && d != store.None {
					err = fmt.Errorf("peek: %v, want none", d)
				}
				return err
			}},
		{Key: "consume", Name: "consume: a once answer used up",
			Prepare: func(ctx context.Context, s store.Store, sess string, count int) error {
				return answerOnce(ctx, s, sess, count)
			},
			Do: func(ctx context.Context, s store.Store, sess string, _ int) error {
				id, err := s.Consume(ctx, store.Scope{Session: sess}, storeCanonical, storeInput)
				if err == nil && id == "" {
					err = errors.New("consume: no once answer left")
				}
				return err
			}},
		{Key: "audit", Name: "audit: an outcome entry", Do: audit(store.OutcomeOK)},
		{Key: "started", Name: "audit: a started entry, committed before the call", Do: audit(store.OutcomeStarted)},
		{Key: "save", Name: fmt.Sprintf("session save (%d entries, %d bytes)", len(small.Files), sessionBytes(small)),
			Do: func(ctx context.Context, s store.Store, sess string, _ int) error {
				return s.SaveSession(ctx, sess, small)
			}},
		{Key: "load", Name: "session load (the same)",
			Prepare: func(ctx context.Context, s store.Store, sess string, _ int) error {
				return s.SaveSession(ctx, sess, small)
			},
			Do: func(ctx context.Context, s store.Store, sess string, _ int) error {
				st, ok, err := s.LoadSession(ctx, sess)
				if err == nil && (!ok || len(st.Files) != len(small.Files)) {
					err = fmt.Errorf("load: %d entries (saved: %v), want %d", len(st.Files), ok, len(small.Files))
				}
				return err
			}},
	}
}

// sessionBytes is the bytes of the files of a session state.
func sessionBytes(st store.SessionState) int {
	n := 0
	for _, f := range st.Files {
		n += len(f.Data)
	}
	return n
}

// answerOnce stores count once answers of the store operations' call in
// session sess, through the API: a request, then its answer.
func answerOnce(ctx context.Context, s store.Store, sess string, count int) error {
	for range count {
		id, err := s.Request(ctx, store.ApprovalRequest{Session: sess, Tool: storeTool, Canonical: storeCanonical, Input: storeInput,
			Reason: "needs_approval", Message: "tsbench"})
		if err != nil {
			return err
		}
		if err := s.Answer(ctx, id, store.Answer{Kind: store.Once, By: "tsbench"}); err != nil {
			return err
		}
	}
	return nil
}

// SeedStore stores n answered requests of other tools and sessions, so
// that the operations do not run against empty tables.
func SeedStore(ctx context.Context, s store.Store, n int) error {
	kinds := []store.AnswerKind{store.Once, store.Always, store.Deny, ""}
	for i := range n {
		id, err := s.Request(ctx, store.ApprovalRequest{Session: fmt.Sprint("seed-", i%50), Tool: "tools seed", Canonical: fmt.Sprint("seed.tool", i%20),
			Input: fmt.Sprintf(`{"i":%d}`, i), Reason: "needs_approval"})
		if err != nil {
			return err
		}
		if k := kinds[i%len(kinds)]; k != "" {
			if err := s.Answer(ctx, id, store.Answer{Kind: k}); err != nil {
				return err
			}
		}
	}
	return nil
}

// StoreRate is what running one operation measured on one store.
type StoreRate struct {
	// PerSecond is operations done per second, all goroutines together
	// (the median of the rounds).
	PerSecond float64
	// Latency is the median time of one operation.
	Latency time.Duration
}

// StoreRound is how long one round of an operation aims to take: longer
// than the SQLite store holds an outcome entry of the audit log
// (store.AuditDelay), so that every round of them pays for a commit.
const StoreRound = store.AuditDelay + 20*time.Millisecond

// CompareStoreOp runs op on each backend with workers goroutines at
// once, in rounds taken by turns (so that every backend sees the same
// machine), and returns each backend's figures. A round runs the
// operation a number of times on each goroutine chosen so that it takes
// about StoreRound; tag makes the sessions of this measure apart from
// any other's.
func CompareStoreOp(ctx context.Context, backends []*StoreBackend, op StoreOp, workers, rounds int, tag string) ([]StoreRate, error) {
	counts := make([]int, len(backends))
	rates := make([][]float64, len(backends))
	lats := make([][]time.Duration, len(backends))
	round := 0
	sess := func(w int) string { return fmt.Sprintf("bench-%s-%d-w%d", tag, round, w) }
	run := func(b int, count int) (time.Duration, error) {
		s := backends[b].Store
		if op.Prepare != nil {
			for w := range workers {
				if err := op.Prepare(ctx, s, sess(w), count); err != nil {
					return 0, fmt.Errorf("%s: %s: preparing: %w", backends[b].Name, op.Name, err)
				}
			}
		}
		errs := make([]error, workers)
		per := make([][]time.Duration, workers)
		var wg sync.WaitGroup
		start := time.Now()
		for w := range workers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				ss := sess(w)
				for i := range count {
					t0 := time.Now()
					if err := op.Do(ctx, s, ss, i); err != nil {
						errs[w] = err
						return
					}
					per[w] = append(per[w], time.Since(t0))
				}
			}()
		}
		wg.Wait()
		took := time.Since(start)
		if err := errors.Join(errs...); err != nil {
			return 0, fmt.Errorf("%s: %s: %w", backends[b].Name, op.Name, err)
		}
		for _, p := range per {
			lats[b] = append(lats[b], p...)
		}
		return took, nil
	}
	// A first round of a few runs each warms up and sets the count.
	const probe = 5
	for b := range backends {
		took, err := run(b, probe)
		if err != nil {
			return nil, err
		}
		counts[b] = RoundCount(took, probe, StoreRound)
		lats[b] = lats[b][:0]
	}
	for round = 1; round <= rounds; round++ {
		for b := range backends {
			took, err := run(b, counts[b])
			if err != nil {
				return nil, err
			}
			rates[b] = append(rates[b], float64(workers*counts[b])/took.Seconds())
		}
	}
	out := make([]StoreRate, len(backends))
	for b := range backends {
		out[b] = StoreRate{PerSecond: medianFloat(rates[b]), Latency: MedianDuration(lats[b])}
	}
	return out, nil
}

// RoundCount is how many runs of an operation on each goroutine make a
// round of about target, given that n runs took took: at least 3, at
// most 5000.
func RoundCount(took time.Duration, n int, target time.Duration) int {
	if took <= 0 {
		return 5000
	}
	return int(min(max(int64(target)*int64(n)/int64(took), 3), 5000))
}

// medianFloat is the median of xs (the upper one of an even count).
func medianFloat(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	return s[len(s)/2]
}

// StoreSeed is how many answered requests of other calls the store
// table stores before it measures.
const StoreSeed = 200

// StoreWorkers are the numbers of goroutines the store table runs each
// operation with: one, and as many as replicas and sessions of a busy
// deployment may have at once.
func StoreWorkers() []int { return []int{1, 8} }

// CheckPostgresURL reports why where is not a PostgreSQL URL (or
// key=value DSN) tsbench can use. The error names no more than the
// scheme: the rest may hold a password.
func CheckPostgresURL(where string) error {
	switch s := store.URLScheme(where); {
	case s == "postgres" || s == "postgresql":
		return nil
	case s != "":
		return fmt.Errorf("want a postgres:// URL, not a %s:// one", s)
	case strings.Contains(where, "="):
		return nil // host=... dbname=...
	}
	return errors.New("want a postgres:// URL, not a file path (the SQLite figures need none)")
}

// fsType is the type of the filesystem dir is on, from /proc/mounts (the
// mount point that is the longest prefix of dir); "" when unknown.
func fsType(dir string) string {
	b, err := os.ReadFile("/proc/mounts")
	if err != nil {
		return ""
	}
	return MountType(string(b), dir)
}

// MountType is the type of the filesystem of path in mounts, a
// /proc/mounts text: that of the last mount whose mount point is the
// longest prefix of path.
func MountType(mounts, path string) string {
	best, typ := -1, ""
	for _, line := range strings.Split(mounts, "\n") {
		f := strings.Fields(line)
		if len(f) < 3 {
			continue
		}
		at := f[1]
		if at != "/" && path != at && !strings.HasPrefix(path, at+"/") {
			continue
		}
		if len(at) >= best {
			best, typ = len(at), f[2]
		}
	}
	return typ
}
