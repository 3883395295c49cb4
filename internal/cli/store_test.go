package cli

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
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
