package bench

import (
	"bufio"
	"context"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"time"

	"github.com/toolsinshell/tis"
	"github.com/toolsinshell/tis/config"
	tisruntime "github.com/toolsinshell/tis/runtime"
)

// bashkitDriver is the Node program that runs bashkit for the peer
// table: one warm Bash per case, answering "run case i k times" with
// each run's time.
//
//go:embed testdata/bashkit-driver.mjs
var bashkitDriver []byte

// BashkitPackage is the npm package of bashkit, the peer of the bashkit
// table.
const BashkitPackage = "@everruns/bashkit"

// FindBashkit returns the node_modules directory that holds bashkit:
// dir itself, or dir/node_modules (npm install --prefix dir). It fails
// when neither holds the package or node is not on the PATH.
func FindBashkit(dir string) (string, error) {
	if dir == "" {
		return "", errors.New("no directory given")
	}
	if _, err := exec.LookPath("node"); err != nil {
		return "", errors.New("node is not on the PATH")
	}
	for _, d := range []string{dir, filepath.Join(dir, "node_modules")} {
		if _, err := os.Stat(filepath.Join(d, BashkitPackage, "package.json")); err == nil {
			return d, nil
		}
	}
	return "", fmt.Errorf("%s is not in %s", BashkitPackage, dir)
}

// Bashkit is bashkit running in a Node process (the driver), holding one
// warm interpreter per case.
type Bashkit struct {
	// Version is the package's version.
	Version string
	cmd     *exec.Cmd
	in      io.WriteCloser
	out     *bufio.Reader
	dir     string // the driver's temporary directory
}

// bashkitReply is one answer of the driver.
type bashkitReply struct {
	Error   string  `json:"error"`
	Version string  `json:"version"`
	NS      []int64 `json:"ns"`
	Stdout  string  `json:"stdout"`
	Exit    int     `json:"exit"`
}

// StartBashkit starts the driver over the node_modules directory modules
// (see FindBashkit) with the cases' scripts.
func StartBashkit(modules string, scripts []string) (*Bashkit, error) {
	dir, err := os.MkdirTemp("", "tsbench-bashkit-")
	if err != nil {
		return nil, err
	}
	driver := filepath.Join(dir, "driver.mjs")
	if err := os.WriteFile(driver, bashkitDriver, 0o644); err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	cmd := exec.Command("node", driver, modules)
	cmd.Stderr = os.Stderr
	in, err := cmd.StdinPipe()
	if err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	b := &Bashkit{cmd: cmd, in: in, out: bufio.NewReaderSize(out, 1<<20), dir: dir}
	rep, err := b.ask(map[string]any{"scripts": scripts})
	if err != nil {
		b.Close()
		return nil, err
	}
	b.Version = rep.Version
	return b, nil
}

// ask sends one request and reads its answer.
func (b *Bashkit) ask(req any) (*bashkitReply, error) {
	data, err := json.Marshal(req)
	if err != nil {
		return nil, err
	}
	if _, err := b.in.Write(append(data, '\n')); err != nil {
		return nil, fmt.Errorf("bashkit driver: %w", err)
	}
	line, err := b.out.ReadBytes('\n')
	if err != nil {
		return nil, fmt.Errorf("bashkit driver: %w", err)
	}
	var rep bashkitReply
	if err := json.Unmarshal(line, &rep); err != nil {
		return nil, fmt.Errorf("bashkit driver: %w", err)
	}
	if rep.Error != "" {
		return nil, fmt.Errorf("bashkit driver: %s", rep.Error)
	}
	return &rep, nil
}

// Run runs case i k times in a row in its warm interpreter and returns
// each run's time and the last run's stdout.
func (b *Bashkit) Run(i, k int) ([]time.Duration, string, error) {
	rep, err := b.ask(map[string]any{"case": i, "k": k})
	if err != nil {
		return nil, "", err
	}
	ds := make([]time.Duration, len(rep.NS))
	for j, ns := range rep.NS {
		ds[j] = time.Duration(ns)
	}
	return ds, rep.Stdout, nil
}

// Close ends the driver.
func (b *Bashkit) Close() error {
	b.in.Close()
	err := b.cmd.Wait()
	os.RemoveAll(b.dir)
	return err
}

// PeerRow is one case of the bashkit table: each side's median time per
// run of the case in a warm interpreter, and its output.
type PeerRow struct {
	Case ShellCase
	// Runtime is our runtime's session (the interpreter with our
	// commands), the peer of bashkit's Bash; Library is the whole
	// tis.Session (with the tools gate and the store); Bashkit is
	// bashkit's Bash.
	Runtime, Library, Bashkit time.Duration
	// Runs is how many timed runs each median is of.
	Runs int
	// RuntimeSame, LibrarySame and BashkitSame say whether the side's
	// stdout equals GNU bash's; BashErr is why bash's could not be had.
	RuntimeSame, LibrarySame, BashkitSame bool
	BashErr                               error
}

// ComparePeer runs every case warm in our runtime's session, in a
// tis.Session and in bashkit, interleaved: in each of rounds rounds,
// each case is run a batch of times on each side in turn (the order
// alternating), a batch being as many runs as take about batch on the
// slower side (3 to 200). Each case has its own warm interpreter on
// each side (a session, a Bash), made and run once before the timing.
func ComparePeer(cases []ShellCase, peer *Bashkit, rounds int, batch time.Duration) ([]PeerRow, error) {
	ctx := context.Background()
	limits := tisruntime.Limits{MaxCommands: -1}
	h, err := tis.New(ctx, &tis.Options{Config: &config.Config{}, Limits: tis.Limits{Limits: limits}})
	if err != nil {
		return nil, err
	}
	defer h.Close()
	type side struct {
		run func() (time.Duration, string, error)
		ds  []time.Duration
	}
	type state struct {
		row   PeerRow
		k     int
		sides [2]*side // runtime, library
		bk    []time.Duration
	}
	states := make([]*state, len(cases))
	for i, c := range cases {
		st := &state{row: PeerRow{Case: c}}
		rt := tisruntime.NewSession(&tisruntime.Options{Limits: limits})
		ls, err := h.Session(ctx, fmt.Sprintf("case-%d", i))
		if err != nil {
			return nil, err
		}
		st.sides[0] = &side{run: func() (time.Duration, string, error) {
			start := time.Now()
			res := rt.Run(ctx, c.Script, nil)
			return time.Since(start), res.Stdout, nil
		}}
		st.sides[1] = &side{run: func() (time.Duration, string, error) {
			start := time.Now()
			res, err := ls.Run(ctx, c.Script, nil)
			if err != nil {
				return 0, "", err
			}
			return time.Since(start), res.Stdout, nil
		}}
		host, cleanup, err := Host(Workload{Name: c.Name, Script: c.Script})
		if err != nil {
			return nil, err
		}
		want, herr := host()
		cleanup()
		var exitErr *exec.ExitError
		if errors.As(herr, &exitErr) {
			herr = nil // a status is not a failure to run; its output counts
		}
		st.row.BashErr = herr
		// One run each, for the outputs and to warm up; then the batch.
		slowest := time.Duration(0)
		for j, sd := range st.sides {
			_, out, err := sd.run()
			if err != nil {
				return nil, fmt.Errorf("%s: %w", c.Name, err)
			}
			same := herr == nil && out == want
			if j == 0 {
				st.row.RuntimeSame = same
			} else {
				st.row.LibrarySame = same
			}
			if d, _, _ := sd.run(); d > slowest {
				slowest = d
			}
		}
		ds, out, err := peer.Run(i, 2)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", c.Name, err)
		}
		st.row.BashkitSame = herr == nil && out == want
		if d := ds[len(ds)-1]; d > slowest {
			slowest = d
		}
		st.k = min(200, max(3, int(batch/max(slowest, time.Microsecond))))
		states[i] = st
	}
	for r := range rounds {
		for i, st := range states {
			ours := func() error {
				for _, sd := range st.sides {
					for range st.k {
						d, _, err := sd.run()
						if err != nil {
							return err
						}
						sd.ds = append(sd.ds, d)
					}
				}
				return nil
			}
			theirs := func() error {
				ds, _, err := peer.Run(i, st.k)
				st.bk = append(st.bk, ds...)
				return err
			}
			first, second := ours, theirs
			if (r+i)%2 == 1 {
				first, second = theirs, ours
			}
			if err := first(); err != nil {
				return nil, fmt.Errorf("%s: %w", st.row.Case.Name, err)
			}
			if err := second(); err != nil {
				return nil, fmt.Errorf("%s: %w", st.row.Case.Name, err)
			}
		}
	}
	rows := make([]PeerRow, len(states))
	for i, st := range states {
		st.row.Runs = len(st.bk)
		st.row.Runtime = MedianDuration(st.sides[0].ds)
		st.row.Library = MedianDuration(st.sides[1].ds)
		st.row.Bashkit = MedianDuration(st.bk)
		rows[i] = st.row
	}
	return rows, nil
}

// InstallBashkitHint says how to get bashkit for the table.
func InstallBashkitHint() string {
	return "npm install --prefix DIR " + BashkitPackage + " and run tsbench --only bashkit --bashkit DIR (or set " + BashkitEnv + "=DIR)"
}

// BashkitEnv names the environment variable that points tsbench at
// bashkit's node_modules directory (or the directory npm installed it
// in), as --bashkit does.
const BashkitEnv = "TSBENCH_BASHKIT"
