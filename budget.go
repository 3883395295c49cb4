package tis

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/toolsinshell/tis/runtime"
	"github.com/toolsinshell/tis/runtime/gate"
	"github.com/toolsinshell/tis/runtime/vfs"
)

// DefaultMaxResultBytes is the result budget when neither the run, the
// host's options nor the configuration sets one (Limits.MaxResultBytes):
// about 7,500 tokens.
const DefaultMaxResultBytes = 30_000

// ResultsDir is the session directory that keeps the whole of each
// result cut to its budget: ResultsDir/<script-id>/stdout, stderr and
// report.json, so that the next script can read it (grep, jq) without it
// entering the model's context.
const ResultsDir = "/results"

// Cut says how a result was cut to its budget (Limits.MaxResultBytes)
// and which session files hold the whole of it.
type Cut struct {
	// Budget is the bound the result was cut to, in bytes.
	Budget int `json:"budget"`
	// StdoutBytes, StderrBytes and ReportBytes are the sizes of the whole
	// stdout, stderr and report (as JSON), before the cut.
	StdoutBytes int `json:"stdout_bytes"`
	StderrBytes int `json:"stderr_bytes"`
	ReportBytes int `json:"report_bytes"`
	// Files are the session files holding the whole
	// (/results/<script-id>/stdout, stderr, report.json); those of a part
	// not kept are absent.
	Files []string `json:"files"`
	// NotKept says why a part that was cut is in no file ("" when every
	// part cut is kept).
	NotKept string `json:"not_kept,omitempty"`
}

// resultBudget is the budget of one run: the run's own, else the host's
// (its options over its configuration's), else the default; negative
// means none (0 is returned).
func resultBudget(run, host int) int {
	b := run
	if b == 0 {
		b = host
	}
	switch {
	case b == 0:
		return DefaultMaxResultBytes
	case b < 0:
		return 0
	}
	return b
}

// scriptIDPattern matches the names newScriptID gives: only such
// directories of ResultsDir are dropped to make room.
var scriptIDPattern = regexp.MustCompile(`^[0-9]{8}T[0-9]{6}Z-[0-9a-f]{12}$`)

// reportCost is what the report adds to the text a model reads: its JSON
// and the line breaks around it (see Result.Text).
func reportCost(n int) int {
	if n == 0 {
		return 0
	}
	return n + 2
}

// shown is how a result is sized against its budget.
type shown struct {
	merged int // the output in order (Result.Output)
	apart  int // stdout and stderr (Result.Stdout, Result.Stderr)
	report []byte
}

func sizeOf(out *Result) shown {
	s := shown{apart: len(out.Stdout) + len(out.Stderr)}
	for _, seg := range out.Segments {
		s.merged += len(seg.Text)
	}
	if out.Report != nil {
		s.report, _ = json.Marshal(out.Report) // as the report is shown (Text, a gateway's result)
	}
	return s
}

// reportShare is the bytes the report may take of budget b: all it
// needs when the output leaves room, and at least half.
func (s shown) reportShare(b int) int {
	return max(b-max(s.merged, s.apart), b/2) - 2
}

// plan says which parts of a result its budget b cuts: the report, the
// output. It assumes the report takes its whole share, so that a part it
// says is whole is whole after the cut.
func (s shown) plan(b int) (report, output bool) {
	if b <= 0 || max(s.merged, s.apart)+reportCost(len(s.report)) <= b {
		return false, false
	}
	rb := s.reportShare(b)
	report = len(s.report) > rb
	ob := b - reportCost(min(len(s.report), max(rb, 0)))
	return report, max(s.merged, s.apart) > ob
}

// kept is what keepWhole kept of a result, for the notes of its cut.
type kept struct {
	stdout, stderr, report string // the files ("" when not kept)
	why                    string // why a part is not kept
}

// keepWhole writes the whole of the parts of out that its budget cuts to
// ResultsDir/id in the session's files, within ctx (the script's time):
// the session's file limits hold, and results of earlier scripts are
// dropped, oldest first, to make room; a part that does not fit even so
// is not kept, and its cut says why. It never fails the script.
func (s *Session) keepWhole(ctx context.Context, out *Result, id string, b int) kept {
	var k kept
	sz := sizeOf(out)
	cutReport, cutOutput := sz.plan(b)
	if !cutReport && !cutOutput {
		return k
	}
	type part struct {
		name string
		data string
		to   *string
	}
	var parts []part
	if cutOutput {
		if out.Stdout != "" {
			parts = append(parts, part{"stdout", out.Stdout, &k.stdout})
		}
		if out.Stderr != "" {
			parts = append(parts, part{"stderr", out.Stderr, &k.stderr})
		}
	}
	if cutReport {
		js, _ := gate.MarshalCompact(out.Report)
		parts = append(parts, part{"report.json", string(js) + "\n", &k.report})
	}
	fsys := s.rt.FS()
	dir := path.Join(ResultsDir, id)
	var whys []string
	for _, p := range parts {
		if err := ctx.Err(); err != nil {
			whys = append(whys, "the script's time was up")
			break
		}
		name := path.Join(dir, p.name)
		if err := keepFile(fsys, dir, name, []byte(p.data)); err != nil {
			whys = append(whys, fmt.Sprintf("%s: %v", p.name, err))
			continue
		}
		*p.to = name
	}
	k.why = strings.Join(whys, "; ")
	return k
}

// errNoRoom: the session's file limits leave no room for a result file,
// even without the results of earlier scripts.
var errNoRoom = errors.New("the session's file limits leave no room for it (results of earlier scripts dropped)")

// keepFile writes data to name in dir (made when missing) when the file
// limits let it, dropping the oldest directories of earlier results
// until they do.
func keepFile(fsys *vfs.FS, dir, name string, data []byte) error {
	lim := fsys.Limits()
	if lim.MaxFileBytes > 0 && int64(len(data)) > lim.MaxFileBytes {
		return fmt.Errorf("%d bytes, over the session's file size limit of %d bytes", len(data), lim.MaxFileBytes)
	}
	// ResultsDir and dir must be directories of their own: never follow a
	// link the script left there (dropping through it would remove other
	// files).
	newEntries := 1
	for _, d := range []string{ResultsDir, dir} {
		fi, err := fsys.Lstat(d)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			newEntries++
		case err != nil:
			return err
		case !fi.IsDir():
			return fmt.Errorf("%s is not a directory", d)
		}
	}
	for {
		bytesOK := lim.MaxTotalBytes <= 0 || fsys.Usage()+int64(len(data)) <= lim.MaxTotalBytes
		countOK := lim.MaxFiles <= 0 || fsys.Count()+newEntries <= lim.MaxFiles
		if bytesOK && countOK {
			break
		}
		if !dropOldestResult(fsys, dir) {
			return errNoRoom
		}
	}
	if err := fsys.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	if err := fsys.WriteFile(name, data, 0o644); err != nil {
		_ = fsys.Remove(name)
		return err
	}
	return nil
}

// dropOldestResult removes the oldest directory of ResultsDir that holds
// an earlier script's result (not keep); it reports whether there was
// one.
func dropOldestResult(fsys *vfs.FS, keep string) bool {
	entries, err := fsys.ReadDir(ResultsDir)
	if err != nil {
		return false
	}
	type old struct {
		name string
		info fs.FileInfo
	}
	var olds []old
	for _, e := range entries {
		p := path.Join(ResultsDir, e.Name())
		if p == keep || !scriptIDPattern.MatchString(e.Name()) {
			continue
		}
		fi, err := fsys.Lstat(p)
		if err != nil || !fi.IsDir() {
			continue
		}
		olds = append(olds, old{p, fi})
	}
	if len(olds) == 0 {
		return false
	}
	sort.Slice(olds, func(i, j int) bool {
		a, b := olds[i], olds[j]
		if !a.info.ModTime().Equal(b.info.ModTime()) {
			return a.info.ModTime().Before(b.info.ModTime())
		}
		return a.name < b.name
	})
	return fsys.RemoveAll(olds[0].name) == nil
}

// fit cuts out to budget b: the report first to its share (each call's
// input and result cut, never the structure), then the output, both as
// Output gives it (Segments) and stream by stream (Stdout, Stderr), to
// the head and tail with one line between naming what was cut and the
// file k kept it in.
func fit(out *Result, b int, k kept) {
	sz := sizeOf(out)
	if b <= 0 || max(sz.merged, sz.apart)+reportCost(len(sz.report)) <= b {
		return
	}
	c := &Cut{Budget: b, StdoutBytes: len(out.Stdout), StderrBytes: len(out.Stderr), ReportBytes: len(sz.report), Files: []string{}}
	var whys []string
	if k.why != "" {
		whys = append(whys, k.why)
	}
	rlen := len(sz.report)
	if rb := sz.reportShare(b); out.Report != nil && rlen > rb {
		where := "all of it is in " + k.report
		if k.report == "" {
			where = "the whole report could not be kept in a file"
			if k.why != "" {
				where += " (" + k.why + ")"
			}
			if k.why == "" {
				whys = append(whys, "the report was not kept")
			}
		}
		out.Report = cutReport(out.Report, max(rb, 0), where)
		js, _ := json.Marshal(out.Report)
		rlen = len(js)
	}
	ob := max(b-reportCost(rlen), 0)
	stdoutFile, stderrFile := k.stdout, k.stderr
	if sz.merged > ob || sz.apart > ob {
		if k.why == "" && (out.Stdout != "" && stdoutFile == "" || out.Stderr != "" && stderrFile == "") {
			whys = append(whys, "the output was not kept")
		}
	}
	if sz.merged > ob {
		// The line names the files when they hold all of the output.
		var files []string
		all := true
		for _, p := range []struct{ text, file string }{{out.Stdout, stdoutFile}, {out.Stderr, stderrFile}} {
			if p.text != "" {
				files = append(files, p.file)
				all = all && p.file != ""
			}
		}
		if !all {
			files = nil
		}
		out.Segments = cutSegments(out.Segments, ob, func(n int) string {
			return cutLine(n, b, strings.Join(files, " and "))
		})
	}
	if sz.apart > ob {
		// Each stream gets half, and what the other leaves.
		so := min(len(out.Stdout), max(ob/2, ob-len(out.Stderr)))
		se := ob - so
		out.Stdout = cutText(out.Stdout, so, func(n int) string { return cutLine(n, b, stdoutFile) })
		out.Stderr = cutText(out.Stderr, se, func(n int) string { return cutLine(n, b, stderrFile) })
	}
	for _, f := range []string{k.stdout, k.stderr, k.report} {
		if f != "" {
			c.Files = append(c.Files, f)
		}
	}
	c.NotKept = strings.Join(whys, "; ")
	out.Cut = c
}

// cutLine is the line in place of n bytes cut to fit budget b, naming
// the files that hold all of it ("" when none does).
func cutLine(n, b int, files string) string {
	if files == "" {
		return fmt.Sprintf("[... %d bytes cut: result budget of %d bytes; the whole output could not be kept in a file ...]\n", n, b)
	}
	return fmt.Sprintf("[... %d bytes cut: result budget of %d bytes; all of it is in %s (grep, sed -n, tail or jq it) ...]\n", n, b, files)
}

// cutPoints returns where s, cut to budget bytes with a line of lineLen
// bytes between its head and tail, is cut: s[:h] is kept, s[h:t] cut,
// s[t:] kept. Cuts fall on UTF-8 boundaries, and on line boundaries when
// one is within the second half of the head (the first half of the
// tail). With a budget too small for the line, nothing of s is kept.
func cutPoints(s string, budget, lineLen int) (h, t int) {
	avail := budget - lineLen - 1 // the line break before the line, when the head lacks one
	if avail <= 0 {
		return 0, len(s)
	}
	h = avail / 2
	t = len(s) - (avail - h)
	for i := 0; i < utf8.UTFMax && h > 0 && !utf8.RuneStart(s[h]); i++ {
		h--
	}
	if h > 0 && s[h-1] != '\n' {
		if i := strings.LastIndexByte(s[:h], '\n'); i >= 0 && i+1 >= h/2 {
			h = i + 1
		}
	}
	for i := 0; i < utf8.UTFMax && t < len(s) && !utf8.RuneStart(s[t]); i++ {
		t++
	}
	if t < len(s) && s[t-1] != '\n' {
		tail := len(s) - t
		if j := strings.IndexByte(s[t:], '\n'); j >= 0 && j+1 <= tail/2 {
			t += j + 1
		}
	}
	return h, t
}

// cutText returns s cut to at most budget bytes: its head and its tail,
// and between them the line note gives for the bytes cut (on a line of
// its own). A budget too small for the line gives the line alone, longer
// than the budget: the note is never cut.
func cutText(s string, budget int, note func(cut int) string) string {
	if len(s) <= budget {
		return s
	}
	h, t := cutPoints(s, budget, len(note(len(s))))
	line := note(t - h)
	if h > 0 && s[h-1] != '\n' {
		line = "\n" + line
	}
	return s[:h] + line + s[t:]
}

// cutSegments is cutText over the output in order: segments (of one
// stream each) cut as their text joined would be, the line a segment of
// its own (Cut).
func cutSegments(segs []runtime.Segment, budget int, note func(cut int) string) []runtime.Segment {
	var b strings.Builder
	for _, sg := range segs {
		b.WriteString(sg.Text)
	}
	s := b.String()
	if len(s) <= budget {
		return segs
	}
	h, t := cutPoints(s, budget, len(note(len(s))))
	line := note(t - h)
	if h > 0 && s[h-1] != '\n' {
		line = "\n" + line
	}
	var out []runtime.Segment
	at := 0
	noted := false
	for _, sg := range segs {
		start, end := at, at+len(sg.Text)
		at = end
		if start < h {
			out = append(out, runtime.Segment{Stderr: sg.Stderr, Cut: sg.Cut, Text: s[start:min(end, h)]})
		}
		if end > h && !noted {
			out = append(out, runtime.Segment{Cut: true, Text: line})
			noted = true
		}
		if end > t {
			out = append(out, runtime.Segment{Stderr: sg.Stderr, Cut: sg.Cut, Text: s[max(start, t):end]})
		}
	}
	if !noted {
		out = append(out, runtime.Segment{Cut: true, Text: line})
	}
	return out
}

// cutReport returns r with the inputs and results of its calls cut so
// that its JSON fits in budget bytes, each call cut saying so (where
// says where all of it is). The structure stays: every call, every
// field, every input's keys; a budget too small even for that is
// exceeded.
func cutReport(r *Report, budget int, where string) *Report {
	fits := func(c int) (*Report, bool) {
		cr := shrinkReport(r, c, where)
		js, err := json.Marshal(cr)
		return cr, err == nil && len(js) <= budget
	}
	// The largest bound on each value that fits.
	lo, hi := 0, budget
	best, ok := fits(0)
	if !ok {
		return best
	}
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if cr, ok := fits(mid); ok {
			lo, best = mid, cr
		} else {
			hi = mid - 1
		}
	}
	return best
}

// shrinkReport returns a copy of r with every input value and result of
// its calls cut to at most c bytes.
func shrinkReport(r *Report, c int, where string) *Report {
	out := *r
	out.Tools.Done = make([]gate.CallRecord, len(r.Tools.Done))
	for i, rec := range r.Tools.Done {
		in, cutIn := shrinkInput(rec.Input, c)
		res, cutRes := shrinkValue(rec.Result, c)
		rec.Input, rec.Result = in, res
		switch {
		case cutIn && cutRes:
			rec.Cut = "input and result cut to fit the result budget; " + where
		case cutIn:
			rec.Cut = "input cut to fit the result budget; " + where
		case cutRes:
			rec.Cut = "result cut to fit the result budget; " + where
		}
		out.Tools.Done[i] = rec
	}
	if st := r.Tools.Stopped; st != nil && st.Call != nil {
		s := *st
		call := *st.Call
		var cutIn bool
		call.Input, cutIn = shrinkInput(call.Input, c)
		if cutIn {
			call.Cut = "input cut to fit the result budget; " + where
		}
		s.Call = &call
		out.Tools.Stopped = &s
	}
	return &out
}

// shrinkInput cuts each value of in to at most c bytes, keeping the keys.
func shrinkInput(in map[string]any, c int) (map[string]any, bool) {
	if in == nil {
		return nil, false
	}
	out := make(map[string]any, len(in))
	cut := false
	for k, v := range in {
		nv, ok := shrinkValue(v, c)
		out[k] = nv
		cut = cut || ok
	}
	return out, cut
}

// shrinkValue returns v cut to at most c bytes (and "…"): a string cut
// on a UTF-8 boundary, any other value its JSON cut as a string.
func shrinkValue(v any, c int) (any, bool) {
	if v == nil {
		return nil, false
	}
	s, isString := v.(string)
	if !isString {
		js, err := gate.MarshalCompact(v)
		if err != nil || len(js) <= c {
			return v, false
		}
		s = string(js)
	} else if len(s) <= c {
		return v, false
	}
	i := c
	for i > 0 && !utf8.RuneStart(s[i]) {
		i--
	}
	return s[:i] + "…", true
}
