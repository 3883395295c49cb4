package gate_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/toolsinshell/tis"
	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/config"
	"github.com/toolsinshell/tis/store"
)

// FuzzCallInputSize makes calls whose input is of any size and any text
// around a small bound on a call's input: a call goes out exactly when
// its input as JSON fits the bound, and one that does not is an
// invalid_input naming the bound and the input's size, with nothing sent
// and only that size in the audit log.
func FuzzCallInputSize(f *testing.F) {
	const max = 1024
	for _, s := range []struct {
		piece string
		n     uint16
	}{{"x", 10}, {"x", 900}, {"x", 1000}, {"x", 5000}, {"é", 480}, {`"\`, 300}, {"<&>", 120}, {"\t\n", 400}, {"", 9}, {"🙂", 200}} {
		f.Add(s.piece, s.n)
	}
	st, err := store.OpenMemory()
	if err != nil {
		f.Fatal(err)
	}
	defer st.Close()
	src := &fakeGitHub{}
	h, err := tis.New(context.Background(), &tis.Options{Config: &config.Config{}, Sources: []catalog.Source{src}, Store: st,
		Limits: tis.Limits{MaxCallInputBytes: max, MaxCalls: -1}})
	if err != nil {
		f.Fatal(err)
	}
	defer h.Close()
	sess, err := h.Session(context.Background(), "fuzz")
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, piece string, n uint16) {
		// A shell value holds no NUL byte, and invalid UTF-8 turns into
		// U+FFFD on its way to JSON: what the size is of is then unclear.
		if !utf8.ValidString(piece) || strings.ContainsRune(piece, 0) || len(piece)*int(n%4096) > 1<<16 {
			t.Skip()
		}
		body := strings.Repeat(piece, int(n%4096))
		want, _ := json.Marshal(map[string]any{"repo": "a/b", "title": "t", "body": body})
		before := len(src.CallsOf("create_issue"))
		res, err := sess.Run(context.Background(), `tools github create-issue repo=a/b title=t body="$B"`, &tis.RunOptions{Env: []string{"B=" + body}})
		if err != nil {
			t.Fatal(err)
		}
		calls := src.CallsOf("create_issue")
		sent := len(calls) > before
		if sent {
			got, _ := json.Marshal(calls[len(calls)-1].Input)
			if len(got) > max {
				t.Fatalf("a %d-byte input went out, past the bound of %d", len(got), max)
			}
			if string(got) != string(want) {
				t.Fatalf("the server got %s, want %s", got, want)
			}
		}
		switch fits := len(want) <= max; {
		case fits && !sent:
			t.Fatalf("a %d-byte input did not go out: status %d, stderr %q", len(want), res.ExitCode, res.Stderr)
		case !fits && sent:
			t.Fatalf("a %d-byte input went out", len(want))
		case !fits && (res.ExitCode == 0 || !strings.Contains(res.Stderr, `"code":"invalid_input"`) || !strings.Contains(res.Stderr, "at most 1024 bytes")):
			t.Fatalf("a %d-byte input: status %d, stderr %q", len(want), res.ExitCode, res.Stderr)
		case !fits && !strings.Contains(res.Stderr, fmt.Sprintf("the input is %d bytes as JSON", len(want))):
			t.Fatalf("a %d-byte input: the message gives another size: %q", len(want), res.Stderr)
		}
		// The audit log keeps the input of a call that fits; of one past
		// the bound, only its size.
		log, err := st.AuditLog(context.Background(), store.AuditFilter{Session: "fuzz", Limit: 1})
		if err != nil || len(log) != 1 {
			t.Fatalf("the audit log: %v, %v", log, err)
		}
		if kept := log[0].Input; (len(want) <= max) != (kept == string(want)) {
			t.Fatalf("a %d-byte input is kept in the audit log as %.80q", len(want), kept)
		}
	})
}
