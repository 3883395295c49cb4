package tis_test

import (
	"context"
	"encoding/json"
	"fmt"
	"path"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/toolsinshell/tis"
	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/config"
	"github.com/toolsinshell/tis/gotools"
	tisruntime "github.com/toolsinshell/tis/runtime"
)

// twoMB prints 2 MB: 40,000 numbered lines of 50 bytes.
const twoMB = `awk 'BEGIN { for (i = 0; i < 40000; i++) printf "line %08d %s\n", i, "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" }'; echo done >&2`

// bigLimits keep 2 MB of output (the output limit), with time to spare.
func bigLimits() tis.Limits {
	return tis.Limits{Limits: tisruntime.Limits{MaxOutputBytes: 4 << 20, Timeout: time.Minute}}
}

// TestResultBudget2MB: a script printing 2 MB gives a result within the
// budget (Text, and stdout and stderr), the head and the tail with one
// line naming the session file that holds all of it; the next script of
// the session reads it there. In this process and in a worker.
func TestResultBudget2MB(t *testing.T) {
	for _, mode := range []string{"in process", "worker"} {
		t.Run(mode, func(t *testing.T) {
			opts := &tis.Options{Limits: bigLimits()}
			if mode == "worker" {
				opts.Worker = &tis.Worker{}
			}
			s := newSession(t, opts)
			res := s.run(twoMB)
			if res.ExitCode != 0 {
				t.Fatalf("exit %d: %.300s", res.ExitCode, res.Stderr)
			}
			text := res.Text()
			if len(text) > tis.DefaultMaxResultBytes || len(res.Stdout)+len(res.Stderr) > tis.DefaultMaxResultBytes {
				t.Fatalf("Text %d bytes, stdout and stderr %d: over the budget", len(text), len(res.Stdout)+len(res.Stderr))
			}
			if len(text) < tis.DefaultMaxResultBytes*9/10 {
				t.Fatalf("Text %d bytes: the budget is not used", len(text))
			}
			c := res.Cut
			if c == nil || c.StdoutBytes != 2_000_000 || c.NotKept != "" || len(c.Files) != 2 {
				t.Fatalf("cut: %+v", c)
			}
			dir := path.Dir(c.Files[0])
			if !strings.HasPrefix(dir, tis.ResultsDir+"/") || c.Files[0] != dir+"/stdout" || c.Files[1] != dir+"/stderr" {
				t.Fatalf("files: %v", c.Files)
			}
			if !strings.HasPrefix(text, "line 00000000 ") || !strings.HasSuffix(text, "line 00039999 xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\ndone\n") {
				t.Fatalf("head or tail missing: %.100q ... %.100q", text, text[len(text)-100:])
			}
			if !strings.Contains(text, "\n[... ") || !strings.Contains(text, "all of it is in "+dir+"/stdout and "+dir+"/stderr") {
				t.Fatalf("no cut line naming the files in %q", text[14_000:16_000])
			}
			// The next script reads the whole.
			next := s.run("wc -c < " + dir + "/stdout; grep -c '^line ' " + dir + "/stdout; sed -n 20001p " + dir + "/stdout; cat " + dir + "/stderr")
			want := "2000000\n40000\nline 00020000 xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\ndone\n"
			if next.Stdout != want || next.Cut != nil {
				t.Fatalf("next script: %q %q", next.Stdout, next.Stderr)
			}
			// The files are the session's own: the host sees them too.
			if b, err := s.s.FS().ReadFile(dir + "/stdout"); err != nil || len(b) != 2_000_000 {
				t.Fatalf("FS: %d bytes, %v", len(b), err)
			}
		})
	}
}

// TestResultBudgetPerRun: a run's budget is over the host's; negative is
// none (the whole output, no file).
func TestResultBudgetPerRun(t *testing.T) {
	l := bigLimits()
	l.MaxResultBytes = 2000
	s := newSession(t, &tis.Options{Limits: l})
	script := "seq 1 10000"
	res := s.run(script)
	if len(res.Text()) > 2000 || res.Cut == nil || res.Cut.Budget != 2000 {
		t.Fatalf("host's budget: %d bytes, %+v", len(res.Text()), res.Cut)
	}
	res, err := s.s.Run(context.Background(), script, &tis.RunOptions{MaxResultBytes: 500})
	if err != nil || len(res.Text()) > 500 || res.Cut == nil {
		t.Fatalf("run's budget: %v %d bytes %+v", err, len(res.Text()), res.Cut)
	}
	res, err = s.s.Run(context.Background(), script, &tis.RunOptions{MaxResultBytes: -1})
	if err != nil || res.Cut != nil || len(res.Stdout) != 48894 {
		t.Fatalf("no budget: %v %d bytes %+v", err, len(res.Stdout), res.Cut)
	}
	// The configuration's, under the host's options.
	s = newSession(t, &tis.Options{Config: &config.Config{Limits: &config.Limits{MaxResultBytes: 800}}})
	if res := s.run(script); len(res.Text()) > 800 || res.Cut == nil || res.Cut.Budget != 800 {
		t.Fatalf("configuration's budget: %d bytes, %+v", len(res.Text()), res.Cut)
	}
}

// TestResultFilesLimits: result files count against the session's file
// limits: earlier results are dropped, oldest first, to make room, the
// script's own files never; one that does not fit even so is not kept,
// the cut line says so, and the script does not fail.
func TestResultFilesLimits(t *testing.T) {
	l := bigLimits()
	l.MaxResultBytes = 1000
	l.MaxTotalBytes = 250_000
	s := newSession(t, &tis.Options{Limits: l})
	var dirs []string
	for i := range 3 {
		res := s.run(fmt.Sprintf("seq %d 99999 | head -c 100000", i))
		if res.ExitCode != 0 || res.Cut == nil || len(res.Cut.Files) != 1 {
			t.Fatalf("script %d: %d %+v %q", i, res.ExitCode, res.Cut, res.Stderr)
		}
		dirs = append(dirs, path.Dir(res.Cut.Files[0]))
	}
	// 250,000 bytes hold two results of 100,000: the first was dropped.
	res := s.run("ls " + tis.ResultsDir)
	kept := []string{path.Base(dirs[1]), path.Base(dirs[2])}
	slices.Sort(kept)
	if want := strings.Join(kept, "\n") + "\n"; res.Stdout != want {
		t.Fatalf("results kept: %q, want %q", res.Stdout, want)
	}
	// The script's own files count too, and are never dropped: with
	// 200,000 bytes of them, no result fits.
	s = newSession(t, &tis.Options{Limits: l})
	res = s.run("head -c 200000 /dev/zero > keep.bin; seq 1 99999 | head -c 100000")
	if res.ExitCode != 0 || res.Cut == nil || len(res.Cut.Files) != 0 || !strings.Contains(res.Cut.NotKept, "no room") ||
		!strings.Contains(res.Stdout, "could not be kept") || len(res.Text()) > 1000 {
		t.Fatalf("no room: %d %+v %q", res.ExitCode, res.Cut, res.Stdout)
	}
	if res := s.run("wc -c < keep.bin; ls " + tis.ResultsDir); res.Stdout != "200000\n" {
		t.Fatalf("after: %q %q", res.Stdout, res.Stderr)
	}
	// A file count too small for the result's directory and file: the
	// same.
	l.MaxFiles = 5 // /tmp, /home, /home/agent, and two more
	s = newSession(t, &tis.Options{Limits: l})
	res = s.run("seq 1 5000")
	if res.ExitCode != 0 || res.Cut == nil || len(res.Cut.Files) != 0 || res.Cut.NotKept == "" {
		t.Fatalf("file count: %d %+v", res.ExitCode, res.Cut)
	}
	// /results as a link elsewhere is never followed.
	l.MaxFiles = 0
	s = newSession(t, &tis.Options{Limits: l})
	s.run("mkdir -p mine; echo precious > mine/20260101T000000Z-000000000000; ln -s /home/agent/mine " + tis.ResultsDir)
	res = s.run("seq 1 5000")
	if res.Cut == nil || !strings.Contains(res.Cut.NotKept, "not a directory") {
		t.Fatalf("link: %+v", res.Cut)
	}
	if res := s.run("cat mine/*"); res.Stdout != "precious\n" {
		t.Fatalf("link followed: %q", res.Stdout)
	}
}

// TestResultBudgetReport: the report of a script past the budget keeps
// every call that may have changed something, each input and result cut
// with a note naming the file with the whole report, as valid JSON; the
// output takes the rest.
func TestResultBudgetReport(t *testing.T) {
	schema := json.RawMessage(`{"type": "object", "properties": {"text": {"type": "string"}, "n": {"type": "integer"}}}`)
	post := gotools.New("post", "Post a message.", schema, func(ctx context.Context, in map[string]any) (*catalog.Result, error) {
		return &catalog.Result{Content: []catalog.Content{{Type: "text", Text: strings.Repeat("r", 400)}}}, nil
	})
	l := bigLimits()
	l.MaxResultBytes = 4000
	for _, mode := range []string{"in process", "worker"} {
		t.Run(mode, func(t *testing.T) {
			once := func(context.Context, *tis.Question) (tis.AnswerKind, error) { return tis.Once, nil }
			opts := &tis.Options{Config: &config.Config{}, Limits: l, Ask: once,
				Sources: []catalog.Source{gotools.NewSource(catalog.SourceInfo{Name: "chat", Grouped: true}, post)}}
			if mode == "worker" {
				opts.Worker = &tis.Worker{}
			}
			s := newSession(t, opts)
			res := s.run(`body=$(printf 'b%.0s' $(seq 1 3000)); for i in 1 2 3 4 5 6 7 8; do tools chat post text=$body n=$i >/dev/null; done; seq 1 5000; exit 3`)
			if res.ExitCode != 3 || !res.Reported {
				t.Fatalf("exit %d reported %v: %q", res.ExitCode, res.Reported, res.Stderr)
			}
			if n := len(res.Text()); n > 4000 {
				t.Fatalf("Text is %d bytes", n)
			}
			js, _ := json.Marshal(res.Report)
			var back tis.Report
			if err := json.Unmarshal(js, &back); err != nil {
				t.Fatal(err)
			}
			if len(back.Tools.Done) != 8 {
				t.Fatalf("%d calls in the report", len(back.Tools.Done))
			}
			report := ""
			for _, f := range res.Cut.Files {
				if strings.HasSuffix(f, "/report.json") {
					report = f
				}
			}
			for _, d := range back.Tools.Done {
				if !d.OK || d.Input["text"] == nil || d.Input["n"] == nil || report == "" || !strings.Contains(d.Cut, report) {
					t.Fatalf("call %+v (report file %q)", d, report)
				}
			}
			whole := s.run("jq -r '.tools.done[7].input.text | length' " + report + "; jq '.tools.done | length' " + report)
			if whole.Stdout != "3000\n8\n" {
				t.Fatalf("the whole report: %q %q", whole.Stdout, whole.Stderr)
			}
		})
	}
}

// TestResultBudgetBeforeStart: a script that does not start, for a call
// written out in full with a long input, gets its report within the
// budget, the call's input cut, saying why nothing is kept.
func TestResultBudgetBeforeStart(t *testing.T) {
	l := bigLimits()
	l.MaxResultBytes = 1000
	s := newSession(t, &tis.Options{Limits: l})
	res := s.run("tools github delete-branch repo=acme/api branch=" + strings.Repeat("b", 5000))
	js, _ := json.Marshal(res.Report)
	if res.ExitCode != 1 || res.Report.Tools.Stopped == nil || !res.Report.Tools.Stopped.BeforeStart || len(res.Text()) > 1000 {
		t.Fatalf("exit %d, %d bytes: %s", res.ExitCode, len(res.Text()), js)
	}
	call := res.Report.Tools.Stopped.Call
	if call == nil || call.Input["repo"] != "acme/api" || !strings.Contains(call.Cut, "did not start") {
		t.Fatalf("the stopped call: %s", js)
	}
}
