package tis

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/toolsinshell/tis/config"
	"github.com/toolsinshell/tis/runtime"
	"github.com/toolsinshell/tis/runtime/gate"
)

// note is a cut line as fit writes one, with the count cut.
func note(n int) string { return fmt.Sprintf("[%d cut]\n", n) }

// TestCutText: the text is cut to the budget, head and tail kept, on
// UTF-8 boundaries and on line boundaries when one is near, the line
// naming how much was cut; a budget too small for the line gives the line
// alone.
func TestCutText(t *testing.T) {
	lines := strings.Repeat("line of text\n", 100) // 1300 bytes
	euro := strings.Repeat("€", 400)               // 1200 bytes, 3 each
	tests := []struct {
		name   string
		in     string
		budget int
		want   string // "" means: check the properties only
	}{
		{"fits", "hello\n", 100, "hello\n"},
		{"exactly", "0123456789", 10, "0123456789"},
		{"one over", "0123456789A", 10, "[11 cut]\n"},
		{"small", "abcdefghijklmnopqrstuvwxyz", 20, "abcde\n[16 cut]\nvwxyz"},
		{"lines", "aaaa\nbbbb\ncccc\ndddd\neeee\nffff\n", 26, "aaaa\n[20 cut]\nffff\n"},
		{"tiny budget", "abcdefghijklmnopqrstuvwxyz", 3, "[26 cut]\n"},
		{"zero budget", "abc", 0, "[3 cut]\n"},
		{"long lines", lines, 200, ""},
		{"utf-8", euro, 100, ""},
		{"utf-8 odd", "x" + euro, 101, ""},
		{"invalid utf-8", strings.Repeat("\x80", 500), 100, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := cutText(tt.in, tt.budget, note)
			if tt.want != "" && got != tt.want {
				t.Fatalf("cutText(%q, %d) = %q, want %q", tt.in, tt.budget, got, tt.want)
			}
			line := note(len(tt.in))
			if len(got) > max(tt.budget, len(line)) {
				t.Fatalf("%d bytes, over the budget of %d: %q", len(got), tt.budget, got)
			}
			if utf8.ValidString(tt.in) && !utf8.ValidString(got) {
				t.Fatalf("cut inside a character: %q", got)
			}
			if len(tt.in) <= tt.budget {
				return
			}
			// The head and tail are the text's own, and the line says how
			// much is missing between them.
			i := strings.Index(got, "[")
			j := strings.Index(got, " cut]\n")
			var n int
			fmt.Sscanf(got[i+1:j], "%d", &n)
			head, tail := strings.TrimSuffix(got[:i], "\n"), got[j+len(" cut]\n"):]
			if !strings.HasPrefix(tt.in, got[:i]) && !strings.HasPrefix(tt.in, head) || !strings.HasSuffix(tt.in, tail) {
				t.Fatalf("head %q or tail %q not the text's", head, tail)
			}
			if strings.HasPrefix(tt.in, got[:i]) {
				head = got[:i]
			}
			if len(head)+n+len(tail) != len(tt.in) {
				t.Fatalf("head %d + cut %d + tail %d != %d", len(head), n, len(tail), len(tt.in))
			}
			if strings.Contains(tt.in, "\n") && tt.budget >= 100 && (!strings.HasSuffix(got[:i], "\n") || tail != "" && !strings.HasPrefix(tt.in[len(tt.in)-len(tail)-1:], "\n")) {
				t.Fatalf("not cut on line boundaries: %q", got)
			}
		})
	}
}

// TestCutSegments: the output in order is cut as its text joined, each
// segment keeping its stream, the line a segment of its own.
func TestCutSegments(t *testing.T) {
	segs := []runtime.Segment{
		{Text: "out 1\n"}, {Stderr: true, Text: "err 1\n"},
		{Text: strings.Repeat("middle\n", 50)},
		{Stderr: true, Text: "err 2\n"}, {Text: "out 2\n"},
	}
	got := cutSegments(segs, 40, note)
	want := []runtime.Segment{
		{Text: "out 1\n"}, {Stderr: true, Text: "err 1\n"}, {Cut: true, Text: "[350 cut]\n"},
		{Stderr: true, Text: "err 2\n"}, {Text: "out 2\n"},
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("got %+v\nwant %+v", got, want)
	}
	if same := cutSegments(segs[:2], 40, note); len(same) != 2 {
		t.Fatalf("a fitting output changed: %+v", same)
	}
	// A cut inside one segment splits it.
	one := []runtime.Segment{{Text: strings.Repeat("x", 100)}}
	got = cutSegments(one, 30, note)
	if len(got) != 3 || !got[1].Cut || got[0].Text+got[2].Text != strings.Repeat("x", len(got[0].Text)+len(got[2].Text)) {
		t.Fatalf("got %+v", got)
	}
}

// TestResultBudget: the run's budget over the host's, 0 the default,
// negative none.
func TestResultBudget(t *testing.T) {
	for _, tt := range []struct{ run, host, want int }{
		{0, 0, DefaultMaxResultBytes}, {0, 500, 500}, {700, 500, 700}, {-1, 500, 0}, {0, -1, 0}, {100, -1, 100},
	} {
		if got := resultBudget(tt.run, tt.host); got != tt.want {
			t.Errorf("resultBudget(%d, %d) = %d, want %d", tt.run, tt.host, got, tt.want)
		}
	}
}

// TestCutReport: a report past its budget keeps every call and every
// field; the calls' inputs and results are cut, each saying so.
func TestCutReport(t *testing.T) {
	big := strings.Repeat("é", 5000)
	r := &Report{ExitCode: 1, Tools: gate.ToolsReport{ReadOnlyCalls: 2, NotReached: gate.NotReached,
		Stopped: &gate.Stopped{Reason: "needs_approval", Call: &gate.StoppedCall{Tool: "tools x y", Input: map[string]any{"body": big}}}}}
	for i := range 10 {
		r.Tools.Done = append(r.Tools.Done, gate.CallRecord{Tool: fmt.Sprintf("tools gh post-%d", i), OK: true,
			Input: map[string]any{"body": big, "n": i, "tags": []any{"a", "b"}}, Result: map[string]any{"text": big}})
	}
	whole, _ := json.Marshal(r)
	for _, budget := range []int{20_000, 5_000, 3_000, 100, 0} {
		cr := cutReport(r, budget, "all of it is in /results/x/report.json")
		js, err := json.Marshal(cr)
		if err != nil {
			t.Fatal(err)
		}
		var back Report
		if err := json.Unmarshal(js, &back); err != nil {
			t.Fatalf("budget %d: not valid JSON: %v", budget, err)
		}
		if len(back.Tools.Done) != 10 || back.Tools.Stopped == nil || back.Tools.Stopped.Call == nil || back.Tools.ReadOnlyCalls != 2 {
			t.Fatalf("budget %d: the structure changed: %s", budget, js)
		}
		for i, d := range back.Tools.Done {
			if d.Tool != r.Tools.Done[i].Tool || d.Input["body"] == nil || d.Input["tags"] == nil || d.Result == nil ||
				!strings.Contains(d.Cut, "/results/x/report.json") {
				t.Fatalf("budget %d: call %d: %+v", budget, i, d)
			}
			if s, _ := d.Input["body"].(string); !utf8.ValidString(s) {
				t.Fatalf("budget %d: cut inside a character", budget)
			}
		}
		if budget >= 3_000 && len(js) > budget {
			t.Fatalf("budget %d: %d bytes", budget, len(js))
		}
		if len(js) >= len(whole) {
			t.Fatalf("budget %d: nothing cut", budget)
		}
	}
	if r.Tools.Done[0].Cut != "" || r.Tools.Done[0].Input["body"] != big {
		t.Fatal("the report given was changed")
	}
}

// TestPlanAndFit: the text a model reads (Text) stays within the budget,
// the report taking what it needs up to half when the output is long.
func TestPlanAndFit(t *testing.T) {
	out := strings.Repeat("0123456789abcdef\n", 2000)
	errs := "warning: x\n"
	rep := &Report{ExitCode: 1, Tools: gate.ToolsReport{Done: []gate.CallRecord{{Tool: "tools a b", Input: map[string]any{"x": strings.Repeat("y", 3000)}}}}}
	for _, budget := range []int{30_000, 4_000, 1_000} {
		res := &Result{ExitCode: 1, Stdout: out, Stderr: errs, Report: rep, Reported: true,
			Segments: []runtime.Segment{{Text: out[:100]}, {Stderr: true, Text: errs}, {Text: out[100:]}}}
		k := kept{stdout: "/results/x/stdout", stderr: "/results/x/stderr", report: "/results/x/report.json"}
		fit(res, budget, k)
		if n := len(res.Text()); n > budget {
			t.Fatalf("budget %d: Text is %d bytes", budget, n)
		}
		if n := len(res.Stdout) + len(res.Stderr); n > budget {
			t.Fatalf("budget %d: stdout and stderr are %d bytes", budget, n)
		}
		if res.Cut == nil || res.Cut.StdoutBytes != len(out) || len(res.Cut.Files) != 3 || res.Cut.NotKept != "" {
			t.Fatalf("budget %d: %+v", budget, res.Cut)
		}
		if !strings.Contains(res.Output(), "/results/x/stdout and /results/x/stderr") || !strings.Contains(res.Stdout, "/results/x/stdout") {
			t.Fatalf("budget %d: the cut line names no file: %q", budget, res.Output())
		}
		if res.Stderr != errs {
			t.Fatalf("budget %d: a short stderr was cut: %q", budget, res.Stderr)
		}
	}
	// Not kept: the line says so.
	res := &Result{Stdout: out, Segments: []runtime.Segment{{Text: out}}}
	fit(res, 1000, kept{why: "stdout: no room"})
	if !strings.Contains(res.Stdout, "could not be kept") || res.Cut.NotKept == "" {
		t.Fatalf("%q %+v", res.Stdout, res.Cut)
	}
	// No budget, or a result within it: nothing changes.
	for _, budget := range []int{0, len(out) + 100} {
		res := &Result{Stdout: out, Segments: []runtime.Segment{{Text: out}}}
		fit(res, budget, kept{})
		if res.Stdout != out || res.Cut != nil {
			t.Fatalf("budget %d: cut", budget)
		}
	}
}

// TestKeepWholeWithinTime: the result files are written within the
// script's time: with it up, nothing is kept, and the cut says why.
func TestKeepWholeWithinTime(t *testing.T) {
	ctx := context.Background()
	h, err := New(ctx, &Options{Config: &config.Config{}})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	s, err := h.Session(ctx, "t")
	if err != nil {
		t.Fatal(err)
	}
	out := &Result{Stdout: strings.Repeat("x\n", 1000), Segments: []runtime.Segment{{Text: strings.Repeat("x\n", 1000)}}}
	done, cancel := context.WithCancel(ctx)
	cancel()
	k := s.keepWhole(done, out, "20260101T000000Z-000000000000", 100)
	if k.stdout != "" || !strings.Contains(k.why, "time was up") {
		t.Fatalf("kept past the time: %+v", k)
	}
	fit(out, 100, k)
	if out.Cut == nil || !strings.Contains(out.Cut.NotKept, "time was up") || !strings.Contains(out.Stdout, "could not be kept") {
		t.Fatalf("%+v %q", out.Cut, out.Stdout)
	}
	if _, err := s.FS().Stat(ResultsDir); err == nil {
		t.Fatal("a result directory made past the time")
	}
	// In time, it is kept.
	k = s.keepWhole(ctx, &Result{Stdout: strings.Repeat("x\n", 1000)}, "20260101T000000Z-000000000001", 100)
	if k.stdout != ResultsDir+"/20260101T000000Z-000000000001/stdout" || k.why != "" {
		t.Fatalf("in time: %+v", k)
	}
}
