package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/toolsinshell/tis/store"
)

// TestStoreFlagKeepsTheWholeAudit: with --store FILE, the audit log holds
// every entry of the run when tsrun has exited, outcomes written behind
// included (the host opens the file, so it closes it).
func TestStoreFlagKeepsTheWholeAudit(t *testing.T) {
	dir := t.TempDir()
	script := filepath.Join(dir, "s.sh")
	if err := os.WriteFile(script, []byte("tools github create-issue repo=acme/api title=audited >/dev/null\ntools github list-issues repo=acme/api >/dev/null\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	env := Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errb, Dir: dir, Environ: []string{"XDG_STATE_HOME=" + filepath.Join(dir, "state")}}
	if status := Tsrun(env, []string{"--in-process", "--store", "store.db", "s.sh"}); status != 0 {
		t.Fatalf("tsrun: status %d: %s", status, errb.String())
	}
	s, err := store.Open(filepath.Join(dir, "store.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	log, err := s.AuditLog(context.Background(), store.AuditFilter{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range log {
		got = append(got, e.Canonical+" "+string(e.Outcome))
	}
	want := "mcp_github__create_issue started, mcp_github__create_issue ok, mcp_github__list_issues ok"
	if strings.Join(got, ", ") != want {
		t.Fatalf("audit log: %q\nwant %q", strings.Join(got, ", "), want)
	}
}

// TestPendingEndedSessionsLast: tsrun --pending lists the requests of
// sessions still open first and those of ended sessions after them, each
// line saying which ("session_ended") and whose ("principal", left out
// for the local user); --session selects a session by the name its
// clients gave, of every principal.
func TestPendingEndedSessionsLast(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "store.db")
	s, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	ids := map[string]string{}
	for _, r := range []struct {
		principal, session string
		ended              bool
	}{
		{"alice", "conv-42", true}, // the oldest, of an ended session
		{"", "conv-42", false},
		{"bob", "other", false},
	} {
		sc := store.Scope{Principal: r.principal, Session: r.session}
		if err := s.BeginSession(ctx, sc); err != nil {
			t.Fatal(err)
		}
		id, err := s.Request(ctx, store.ApprovalRequest{Principal: r.principal, Session: r.session, Tool: "tools github delete-branch",
			Canonical: "github.delete_branch", Input: `{"branch":"x"}`, Reason: "needs_approval"})
		if err != nil {
			t.Fatal(err)
		}
		if r.ended {
			if err := s.EndSession(ctx, sc); err != nil {
				t.Fatal(err)
			}
		}
		ids[r.principal+"/"+r.session] = id
	}
	s.Close()
	pending := func(args ...string) []string {
		t.Helper()
		var out, errb bytes.Buffer
		env := Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errb, Dir: dir, Environ: []string{"XDG_STATE_HOME=" + filepath.Join(dir, "state")}}
		if status := Tsrun(env, append([]string{"--pending", "--store", path}, args...)); status != 0 {
			t.Fatalf("tsrun --pending: status %d: %s", status, errb.String())
		}
		var got []string
		for l := range strings.Lines(out.String()) {
			var line struct {
				ID           string `json:"id"`
				Principal    string `json:"principal"`
				SessionEnded *bool  `json:"session_ended"`
			}
			if err := json.Unmarshal([]byte(l), &line); err != nil || line.SessionEnded == nil {
				t.Fatalf("line %q: %v, or no session_ended", l, err)
			}
			for k, id := range ids {
				if id == line.ID {
					got = append(got, fmt.Sprintf("%s ended=%v principal=%q", k, *line.SessionEnded, line.Principal))
				}
			}
		}
		return got
	}
	want := []string{`/conv-42 ended=false principal=""`, `bob/other ended=false principal="bob"`, `alice/conv-42 ended=true principal="alice"`}
	if got := pending(); !slices.Equal(got, want) {
		t.Errorf("--pending:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	want = []string{`/conv-42 ended=false principal=""`, `alice/conv-42 ended=true principal="alice"`}
	if got := pending("--session", "conv-42"); !slices.Equal(got, want) {
		t.Errorf("--pending --session conv-42:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestStoreFromFileOrVariable: the store's location comes from --store,
// else --store-file, else $TIS_STORE; the one chosen is the one written.
func TestStoreFromFileOrVariable(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "s.sh"), []byte("tools github list-issues repo=acme/api >/dev/null\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "where"), []byte("from-file.db\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "two-lines"), []byte("a.db\nb.db\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		args    []string
		environ []string
		want    string // the file written; "" when tsrun refuses
	}{
		{"flag over file and variable", []string{"--store", "flag.db", "--store-file", "where"}, []string{"TIS_STORE=var.db"}, "flag.db"},
		{"file over variable", []string{"--store-file", "where"}, []string{"TIS_STORE=var.db"}, "from-file.db"},
		{"variable", nil, []string{"TIS_STORE=var.db"}, "var.db"},
		{"missing file", []string{"--store-file", "nope"}, nil, ""},
		{"file of two lines", []string{"--store-file", "two-lines"}, nil, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, f := range []string{"flag.db", "from-file.db", "var.db"} {
				os.Remove(filepath.Join(dir, f))
			}
			var out, errb bytes.Buffer
			env := Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errb, Dir: dir,
				Environ: append([]string{"XDG_STATE_HOME=" + filepath.Join(dir, "state")}, tt.environ...)}
			status := Tsrun(env, append(append([]string{"--in-process"}, tt.args...), "s.sh"))
			if tt.want == "" {
				if status == 0 || !strings.Contains(errb.String(), "--store-file") {
					t.Fatalf("status %d, stderr %q; want a refusal naming --store-file", status, errb.String())
				}
				return
			}
			if status != 0 {
				t.Fatalf("status %d: %s", status, errb.String())
			}
			for _, f := range []string{"flag.db", "from-file.db", "var.db"} {
				_, err := os.Stat(filepath.Join(dir, f))
				if (err == nil) != (f == tt.want) {
					t.Errorf("%s exists: %v, want only %s", f, err == nil, tt.want)
				}
			}
		})
	}
}
