// Package bench holds the workloads we measure the sandboxed shell on and
// the code that runs one both in the sandbox and under the real bash of
// the machine, so the two can be set side by side (cmd/tsbench prints
// the table; the testing.B benchmarks in this package run the same
// workloads).
package bench

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"time"

	tisruntime "github.com/toolsinshell/tis/runtime"
)

// Workload is one script with the files it reads.
type Workload struct {
	// Name identifies the workload in tables and benchmark names.
	Name string
	// Files are written to the working directory before the script runs.
	Files map[string][]byte
	// Script is the bash script.
	Script string
}

// Workloads returns the standard workloads: interpreter start, jq over a
// 1 MB JSON array, and a 10-stage text pipeline over 10,000 lines.
func Workloads() []Workload {
	return []Workload{
		{Name: "empty-script", Script: "true"},
		{Name: "jq-1MB-array", Files: map[string][]byte{"data.json": JSONArray(1 << 20)},
			Script: `jq '[.[] | select(.id % 3 == 0) | .name] | length' data.json`},
		{Name: "pipeline-10-stages", Files: map[string][]byte{"lines.txt": TextLines(10_000)},
			Script: `cat lines.txt | grep -v skip | sed 's/item/ITEM/' | awk '{print $3, $1}' | sort | uniq -c | sort -rn | head -n 50 | cut -c1-30 | wc -l`},
	}
}

// JSONArray returns a JSON array of objects of about size bytes.
func JSONArray(size int) []byte {
	var b bytes.Buffer
	b.WriteByte('[')
	for i := 0; b.Len() < size; i++ {
		if i > 0 {
			b.WriteByte(',')
		}
		rec := map[string]any{"id": i, "name": fmt.Sprintf("user-%d", i), "active": i%2 == 0,
			"tags": []string{"a", "b"}, "score": float64(i%1000) / 10}
		enc, _ := json.Marshal(rec)
		b.Write(enc)
	}
	b.WriteByte(']')
	return b.Bytes()
}

// TextLines returns n lines of three words each, some marked "skip".
func TextLines(n int) []byte {
	var b bytes.Buffer
	for i := 0; i < n; i++ {
		word := "item"
		if i%7 == 0 {
			word = "skip"
		}
		fmt.Fprintf(&b, "%s-%d %s group%d\n", word, i%500, word, i%37)
	}
	return b.Bytes()
}

// Sandbox runs w in a session prepared once, and returns a function that
// runs the script again and returns its stdout.
func Sandbox(w Workload) (func() (string, error), error) {
	s := tisruntime.NewSession(&tisruntime.Options{Limits: tisruntime.Limits{MaxCommands: -1}})
	for name, data := range w.Files {
		if err := s.FS().WriteFile(tisruntime.Home+"/"+name, data, 0o644); err != nil {
			return nil, err
		}
	}
	return func() (string, error) {
		res := s.Run(context.Background(), w.Script, nil)
		if res.ExitCode != 0 {
			return res.Stdout, fmt.Errorf("%s: exit %d: %s", w.Name, res.ExitCode, res.Stderr)
		}
		return res.Stdout, nil
	}, nil
}

// Host prepares w in a temporary directory and returns a function that
// runs the script with the real bash (a new process each time), and a
// cleanup function.
func Host(w Workload) (func() (string, error), func(), error) {
	dir, err := os.MkdirTemp("", "tsbench-")
	if err != nil {
		return nil, nil, err
	}
	for name, data := range w.Files {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			os.RemoveAll(dir)
			return nil, nil, err
		}
	}
	run := func() (string, error) {
		cmd := exec.Command("bash", "-c", w.Script)
		cmd.Dir = dir
		cmd.Env = []string{"LC_ALL=C", "PATH=/usr/local/bin:/usr/bin:/bin"}
		out, err := cmd.Output()
		return string(out), err
	}
	return run, func() { os.RemoveAll(dir) }, nil
}

// Median runs f n times and returns the median duration.
func Median(n int, f func() (string, error)) (time.Duration, error) {
	ds := make([]time.Duration, 0, n)
	for i := 0; i < n; i++ {
		start := time.Now()
		if _, err := f(); err != nil {
			return 0, err
		}
		ds = append(ds, time.Since(start))
	}
	return MedianDuration(ds), nil
}

// MedianDuration returns the median of ds (0 for none); ds is sorted.
func MedianDuration(ds []time.Duration) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	sort.Slice(ds, func(i, j int) bool { return ds[i] < ds[j] })
	return ds[len(ds)/2]
}

// Row is one line of the comparison table.
type Row struct {
	Workload      string
	Sandbox, Host time.Duration
	SameOutput    bool
	HostErr       error
}

// Compare runs every workload n times in the sandbox and under the host's
// bash and reports the medians and whether the outputs agree.
func Compare(ws []Workload, n int) ([]Row, error) {
	var rows []Row
	for _, w := range ws {
		sb, err := Sandbox(w)
		if err != nil {
			return nil, err
		}
		out, err := sb()
		if err != nil {
			return nil, err
		}
		row := Row{Workload: w.Name}
		if row.Sandbox, err = Median(n, sb); err != nil {
			return nil, err
		}
		host, cleanup, err := Host(w)
		if err != nil {
			return nil, err
		}
		hostOut, herr := host()
		if herr == nil {
			row.Host, herr = Median(n, host)
		}
		cleanup()
		row.HostErr = herr
		row.SameOutput = herr == nil && strings.TrimSpace(hostOut) == strings.TrimSpace(out)
		rows = append(rows, row)
	}
	return rows, nil
}
