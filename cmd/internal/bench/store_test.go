package bench

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/toolsinshell/tis"
	"github.com/toolsinshell/tis/gateway"
)

func TestRoundCount(t *testing.T) {
	for _, c := range []struct {
		took   time.Duration
		n      int
		target time.Duration
		want   int
	}{
		{10 * time.Millisecond, 5, 40 * time.Millisecond, 20},
		{time.Second, 5, 40 * time.Millisecond, 3},
		{time.Microsecond, 5, 40 * time.Millisecond, 5000},
		{0, 5, 40 * time.Millisecond, 5000},
	} {
		if got := RoundCount(c.took, c.n, c.target); got != c.want {
			t.Errorf("RoundCount(%v, %d, %v) = %d, want %d", c.took, c.n, c.target, got, c.want)
		}
	}
}

func TestMountType(t *testing.T) {
	mounts := `overlay / overlay rw 0 0
tmpfs /tmp tmpfs rw 0 0
/dev/vda /tmpdata ext4 rw 0 0
/dev/vdb /tmp/disk ext4 rw 0 0
`
	for path, want := range map[string]string{"/tmp/x": "tmpfs", "/tmp": "tmpfs", "/tmpdata/y": "ext4", "/tmp/disk/z": "ext4", "/var/tmp": "overlay"} {
		if got := MountType(mounts, path); got != want {
			t.Errorf("MountType(%q) = %q, want %q", path, got, want)
		}
	}
}

func TestCheckPostgresURL(t *testing.T) {
	for where, ok := range map[string]bool{
		"postgres://u:secret@h/db": true, "postgresql://h/db": true, "host=h dbname=db": true,
		"/tmp/store.db": false, "mysql://u:secret@h/db": false, "store.db": false,
	} {
		err := CheckPostgresURL(where)
		if (err == nil) != ok {
			t.Errorf("CheckPostgresURL(%q) = %v", where, err)
		}
		if err != nil && strings.Contains(err.Error(), "secret") {
			t.Errorf("CheckPostgresURL(%q) quotes the password: %v", where, err)
		}
	}
}

func TestWithSearchPath(t *testing.T) {
	got, err := WithSearchPath("postgres://u@h:5/db?sslmode=disable", "tsbench_x")
	if err != nil || got != "postgres://u@h:5/db?search_path=tsbench_x&sslmode=disable" {
		t.Errorf("URL: %q, %v", got, err)
	}
	if got, _ := WithSearchPath("host=h dbname=db", "tsbench_x"); got != "host=h dbname=db search_path=tsbench_x" {
		t.Errorf("DSN: %q", got)
	}
}

func TestDurabilityOf(t *testing.T) {
	for _, c := range [][3]string{{"off", "off", "may be lost"}, {"off", "on", "not a power loss"}, {"on", "off", "may be lost"},
		{"on", "on", "survive a power loss"}, {"on", "remote_apply", "survive a power loss"}} {
		if d := DurabilityOf(c[0], c[1]); !strings.Contains(d, c[2]) {
			t.Errorf("fsync=%s synchronous_commit=%s: %q, want %q in it", c[0], c[1], d, c[2])
		}
	}
}

func TestSticky(t *testing.T) {
	seen := map[int]int{}
	for i := range 9 {
		r := Sticky(i, 3)
		seen[r]++
		if again := Sticky(i, 3); again != r {
			t.Fatalf("session %d: replica %d, then %d", i, r, again)
		}
	}
	if len(seen) != 3 || seen[0] != 3 || seen[1] != 3 || seen[2] != 3 {
		t.Errorf("sessions per replica: %v", seen)
	}
}

// storeBackends opens the SQLite backend, and PostgreSQL's when
// TIS_PG_URL names a server.
func storeBackends(t *testing.T) []*StoreBackend {
	sq, err := OpenSQLiteBench()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { sq.Close() })
	bs := []*StoreBackend{sq}
	if u := os.Getenv("TIS_PG_URL"); u != "" {
		pg, err := OpenPostgresBench(context.Background(), u)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() {
			if err := pg.Close(); err != nil {
				t.Error(err)
			}
		})
		bs = append(bs, pg)
	}
	return bs
}

// TestCompareStoreOp runs every operation of the store table, a round
// each, so that the table keeps working (each checks what it gets: no
// answer, a once answer left, the session loaded whole).
func TestCompareStoreOp(t *testing.T) {
	bs := storeBackends(t)
	ctx := context.Background()
	for _, b := range bs {
		if err := SeedStore(ctx, b.Store, 8); err != nil {
			t.Fatal(err)
		}
	}
	for i, op := range StoreOps() {
		for _, workers := range []int{1, 3} {
			rates, err := CompareStoreOp(ctx, bs, op, workers, 1, strings.Repeat("t", i+1))
			if err != nil {
				t.Fatal(err)
			}
			for j, r := range rates {
				if r.PerSecond <= 0 || r.Latency < 0 {
					t.Errorf("%s, %d goroutines, %s: %+v", op.Name, workers, bs[j].Name, r)
				}
			}
		}
	}
}

// TestReplicaLoad runs the replica load small, in both modes: two
// gateways over one SQLite file, and over one PostgreSQL schema when
// TIS_PG_URL is set.
func TestReplicaLoad(t *testing.T) {
	urls := []string{filepath.Join(t.TempDir(), "store.db")}
	if u := os.Getenv("TIS_PG_URL"); u != "" {
		dsn, _, drop, err := NewPostgresSchema(context.Background(), u)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() {
			if err := drop(); err != nil {
				t.Error(err)
			}
		})
		urls = append(urls, dsn)
	}
	for _, u := range urls {
		for _, mode := range []ReplicaMode{Pinned, Shared} {
			st, err := ReplicaLoad(u, 2, 3, 2, 3, true, mode)
			if err != nil {
				t.Fatal(err)
			}
			if st.Failures != 0 || st.P50 <= 0 || st.P99 < st.P50 || st.PerSecond <= 0 {
				t.Errorf("mode %d: %+v", mode, *st)
			}
		}
	}
}

// TestSharedSessionsMove: in the Shared mode's setting, a named session's
// calls go to each gateway in turn and find the session's files, so the
// load measures sessions moving between replicas.
func TestSharedSessionsMove(t *testing.T) {
	ctx := context.Background()
	storeURL := filepath.Join(t.TempDir(), "store.db")
	b := &roundRobin{base: http.DefaultTransport}
	for range 2 {
		r, err := startReplica(ctx, storeURL, true, true)
		if err != nil {
			t.Fatal(err)
		}
		defer r.stop()
		b.backends = append(b.backends, r.srv.Addr)
	}
	c := mcp.NewClient(&mcp.Implementation{Name: "tsbench-test", Version: "1"}, nil)
	cs, err := c.Connect(ctx, &mcp.StreamableClientTransport{Endpoint: "http://" + b.backends[0] + "/mcp", HTTPClient: &http.Client{Transport: b}},
		&mcp.ClientSessionOptions{ProtocolVersion: "2026-07-28"})
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	before := b.next.Load()
	for i := range 4 {
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: tis.BashTool, Arguments: map[string]any{"command": "echo x >> n; wc -l < n"},
			Meta: mcp.Meta{gateway.MetaSession: "moving"}})
		if err != nil || res.IsError {
			t.Fatalf("call %d: %v %+v", i, err, res)
		}
		if got := res.Content[0].(*mcp.TextContent).Text; strings.TrimSpace(got) != fmt.Sprint(i+1) {
			t.Fatalf("call %d: %q, want %d", i+1, got, i+1)
		}
	}
	if n := b.next.Load() - before; n < 4 {
		t.Errorf("%d requests for 4 calls", n)
	}
}

func TestParseLoadAverage(t *testing.T) {
	if got := ParseLoadAverage("11.86 21.50 29.51 3/612 12345\n"); got != "11.86" {
		t.Errorf("got %q", got)
	}
	if got := ParseLoadAverage(""); got != "" {
		t.Errorf("empty: got %q", got)
	}
}
