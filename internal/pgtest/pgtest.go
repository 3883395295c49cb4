// Package pgtest gives tests a PostgreSQL database of their own: the
// server scripts/pgtest starts (TIS_PG_URL), with a new schema per test.
// Without a server a test skips, unless TIS_REQUIRE_PG=1 says it must
// run (CI).
package pgtest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"net/url"
	"os"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"
)

// URL returns the server the tests use, TIS_PG_URL, or skips the test
// when there is none, unless TIS_REQUIRE_PG=1.
func URL(t testing.TB) string {
	t.Helper()
	u := os.Getenv("TIS_PG_URL")
	if u == "" {
		if os.Getenv("TIS_REQUIRE_PG") == "1" {
			t.Fatal("TIS_REQUIRE_PG=1 and TIS_PG_URL is not set (run the tests under scripts/pgtest)")
		}
		t.Skip("no PostgreSQL: TIS_PG_URL is not set (scripts/pgtest starts a throwaway cluster)")
	}
	return u
}

// WithSearchPath returns the URL (or key=value DSN) dsn choosing schema.
func WithSearchPath(t testing.TB, dsn, schema string) string {
	t.Helper()
	if strings.HasPrefix(dsn, "postgres://") || strings.HasPrefix(dsn, "postgresql://") {
		u, err := url.Parse(dsn)
		if err != nil {
			t.Fatal(err)
		}
		q := u.Query()
		q.Set("search_path", schema)
		u.RawQuery = q.Encode()
		return u.String()
	}
	return dsn + " search_path=" + schema
}

// Schema makes an empty schema of a random name, dropped when the test
// ends, and returns the URL of the server with that schema as its
// search_path: each test has a database of its own.
func Schema(t testing.TB) string {
	t.Helper()
	base := URL(t)
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, base)
	if err != nil {
		t.Fatalf("connecting to TIS_PG_URL: %v", err)
	}
	defer conn.Close(ctx)
	var b [6]byte
	rand.Read(b[:])
	schema := "tis_test_" + hex.EncodeToString(b[:])
	if _, err := conn.Exec(ctx, `CREATE SCHEMA `+schema); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		conn, err := pgx.Connect(ctx, base)
		if err != nil {
			t.Errorf("dropping schema %s: %v", schema, err)
			return
		}
		defer conn.Close(ctx)
		if _, err := conn.Exec(ctx, `DROP SCHEMA `+schema+` CASCADE`); err != nil {
			t.Errorf("dropping schema %s: %v", schema, err)
		}
	})
	return WithSearchPath(t, base, schema)
}
