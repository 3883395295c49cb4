package gateway

import (
	"testing"
	"time"
)

func TestParseMemTotal(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want int64
	}{
		{"MemTotal:       24683584 kB\nMemFree:         1000 kB\n", 24683584 * 1024},
		{"MemFree: 1 kB\nMemTotal: 2048 kB\n", 2048 * 1024},
		{"MemTotal: 4096\n", 4096},
		{"MemTotal: 4096 KB\n", 4096 * 1024},
		{"MemTotal:\n", 0},
		{"MemTotal: lots kB\n", 0},
		{"MemTotal: -5 kB\n", 0},
		{"MemTotal: 99999999999999999999 kB\n", 0},
		{"MemTotal: 9007199254740993 kB\n", 0}, // would overflow as bytes
		{"", 0},
		{"garbage", 0},
	} {
		if got := parseMemTotal([]byte(tc.in)); got != tc.want {
			t.Errorf("parseMemTotal(%q) = %d, want %d", tc.in, got, tc.want)
		}
	}
}

func TestParseCgroupLimit(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want int64
	}{
		{"max\n", 0},
		{"536870912\n", 536870912},
		{"9223372036854771712\n", 0}, // v1's "no limit"
		{"0\n", 0},
		{"-1\n", 0},
		{"", 0},
		{"12x", 0},
	} {
		if got := parseCgroupLimit([]byte(tc.in)); got != tc.want {
			t.Errorf("parseCgroupLimit(%q) = %d, want %d", tc.in, got, tc.want)
		}
	}
}

func TestDefaultMaxTotalFilesBytes(t *testing.T) {
	got := DefaultMaxTotalFilesBytes()
	if got <= 0 {
		t.Fatalf("DefaultMaxTotalFilesBytes() = %d", got)
	}
	if mem := physicalMemory(); mem > 0 && got > mem/4 {
		t.Errorf("DefaultMaxTotalFilesBytes() = %d, over a quarter of the machine's %d", got, mem)
	}
}

// TestFairVictim: the session to go is the one idle longest of the
// principal using the most; at a tie, the asking principal's own.
func TestFairVictim(t *testing.T) {
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	mk := func(principal string, idleSince int) *session {
		return &session{principal: principal, name: principal + "-" + time.Duration(idleSince).String(), last: t0.Add(time.Duration(idleSince) * time.Minute)}
	}
	aliceOld, aliceNew := mk("alice", 1), mk("alice", 5)
	bobOldest := mk("bob", 0)
	carol := mk("carol", 2)
	for _, tc := range []struct {
		name  string
		idle  []*session
		usage map[string]int64
		self  string
		want  *session
	}{
		{"the principal using most, its oldest", []*session{bobOldest, aliceNew, aliceOld, carol},
			map[string]int64{"alice": 10, "bob": 3, "carol": 3}, "bob", aliceOld},
		{"a tie goes to the asker's own", []*session{bobOldest, aliceNew, aliceOld},
			map[string]int64{"alice": 3, "bob": 3}, "alice", aliceOld},
		{"a tie goes to the asker's own (bob)", []*session{aliceOld, aliceNew, bobOldest},
			map[string]int64{"alice": 3, "bob": 3}, "bob", bobOldest},
		{"a tie between others: by name", []*session{carol, bobOldest},
			map[string]int64{"bob": 3, "carol": 3}, "alice", bobOldest},
		{"only another's idle sessions", []*session{carol},
			map[string]int64{"alice": 100, "carol": 1}, "alice", carol},
		{"none", nil, map[string]int64{"alice": 100}, "alice", nil},
	} {
		got := fairVictim(tc.idle, func(p string) int64 { return tc.usage[p] }, tc.self)
		if got != tc.want {
			name := func(s *session) string {
				if s == nil {
					return "none"
				}
				return s.name
			}
			t.Errorf("%s: %s, want %s", tc.name, name(got), name(tc.want))
		}
	}
}

func TestTombs(t *testing.T) {
	tb := tombs{max: 2}
	tb.put("a", "why a")
	tb.put("b", "why b")
	tb.put("c", "why c") // a is forgotten
	if _, ok := tb.take("a"); ok {
		t.Error("a tomb past max is kept")
	}
	if why, ok := tb.take("b"); !ok || why != "why b" {
		t.Errorf("take(b) = %q, %v", why, ok)
	}
	if _, ok := tb.take("b"); ok {
		t.Error("a tomb is told twice")
	}
	tb.put("b", "again")
	if why, ok := tb.take("c"); !ok || why != "why c" {
		t.Errorf("take(c) = %q, %v", why, ok)
	}
	if why, ok := tb.take("b"); !ok || why != "again" {
		t.Errorf("take(b) after it was put again = %q, %v", why, ok)
	}
	tb.put("m", "mcp")
	for range 2 {
		if why, ok := tb.get("m"); !ok || why != "mcp" {
			t.Errorf("get(m) = %q, %v; want it told every time", why, ok)
		}
	}
	if len(tb.order) > 2 || len(tb.why) > 2 {
		t.Errorf("tombs grow past max: %d keys, %d in order", len(tb.why), len(tb.order))
	}
}
