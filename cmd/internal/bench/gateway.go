package bench

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/toolsinshell/tis"
	"github.com/toolsinshell/tis/runtime"
	"github.com/toolsinshell/tis/worker"
)

// AsTsserve, set to 1 in the environment of a program that serves it
// (tsbench, a test binary), makes it tsserve.
const AsTsserve = "TSBENCH_AS_TSSERVE"

// GatewayStats is what a load of the gateway measured.
type GatewayStats struct {
	// Sessions, Scripts and Calls are the load: MCP sessions at once,
	// bash calls each, tools calls per script.
	Sessions, Scripts, Calls int
	// Elapsed is the wall time of the whole load.
	Elapsed time.Duration
	// PerSecond is bash calls answered per second.
	PerSecond float64
	// P50 and P99 are the latencies of one bash call.
	P50, P99 time.Duration
	// IdleSessionBytes is the gateway's resident memory per idle session
	// (one that ran a script and waits).
	IdleSessionBytes int64
	// Failures counts bash calls that did not succeed.
	Failures int
}

// gatewayProc is a tsserve process serving HTTP on 127.0.0.1.
type gatewayProc struct {
	cmd *exec.Cmd
	url string
}

const benchToken = "bench-token"

// startGateway starts exe (a program that is tsserve when AsTsserve is
// set) serving HTTP, with its store in stateDir.
func startGateway(exe, stateDir string, flags []string) (*gatewayProc, error) {
	cmd := exec.Command(exe, append([]string{"--http", "127.0.0.1:0", "--log", "warn", "--max-sessions", "10000"}, flags...)...)
	cmd.Env = []string{AsTsserve + "=1", "TSSERVE_TOKEN=" + benchToken, "XDG_STATE_HOME=" + stateDir, "HOME=" + stateDir}
	stderr, err := cmd.StderrPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	rd := bufio.NewReader(stderr)
	at := regexp.MustCompile(`serving MCP at (http://\S+)`)
	for {
		line, err := rd.ReadString('\n')
		if err != nil {
			_ = cmd.Process.Kill()
			_ = cmd.Wait()
			return nil, fmt.Errorf("the gateway ended before it served: %v", err)
		}
		if m := at.FindStringSubmatch(line); m != nil {
			go func() { _, _ = io.Copy(io.Discard, rd) }()
			return &gatewayProc{cmd: cmd, url: m[1]}, nil
		}
	}
}

func (g *gatewayProc) stop() {
	_ = g.cmd.Process.Signal(os.Interrupt)
	done := make(chan struct{})
	go func() { _ = g.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		_ = g.cmd.Process.Kill()
		<-done
	}
}

// rss is the process's resident memory, from /proc.
func (g *gatewayProc) rss() (int64, error) { return g.status("VmRSS:") }

// status reads one size of the process's /proc status (VmRSS:, VmHWM:).
func (g *gatewayProc) status(key string) (int64, error) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", g.cmd.Process.Pid))
	if err != nil {
		return 0, err
	}
	for _, line := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(line, key); ok {
			kb, err := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")), 10, 64)
			return kb << 10, err
		}
	}
	return 0, errors.New("no " + strings.TrimSuffix(key, ":"))
}

type bearerRT struct{ base http.RoundTripper }

func (b bearerRT) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("Authorization", "Bearer "+benchToken)
	return b.base.RoundTrip(r)
}

// connectGateway opens an MCP session (protocol 2025-11-25: a session of
// the gateway's own per client).
func connectGateway(ctx context.Context, url string, client *http.Client) (*mcp.ClientSession, error) {
	c := mcp.NewClient(&mcp.Implementation{Name: "tsbench", Version: "1"}, nil)
	return c.Connect(ctx, &mcp.StreamableClientTransport{Endpoint: url, HTTPClient: client},
		&mcp.ClientSessionOptions{ProtocolVersion: "2025-11-25"})
}

// GatewayLoad runs sessions MCP sessions at once against a gateway (exe,
// started as tsserve over HTTP, with the built-in example server), each
// making scripts bash calls whose script makes calls tools calls; then
// it measures the gateway's memory per idle session. flags are more of
// tsserve's.
func GatewayLoad(exe string, sessions, scripts, calls int, flags ...string) (*GatewayStats, error) {
	dir, err := os.MkdirTemp("", "tsbench-gateway-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	g, err := startGateway(exe, dir, flags)
	if err != nil {
		return nil, err
	}
	defer g.stop()
	ctx := context.Background()
	client := &http.Client{Transport: bearerRT{&http.Transport{MaxIdleConnsPerHost: sessions * 2}}}
	script := strings.Repeat("tools github list-repos >/dev/null\n", calls) + "echo done\n"

	st := &GatewayStats{Sessions: sessions, Scripts: scripts, Calls: calls}
	css := make([]*mcp.ClientSession, sessions)
	for i := range css {
		if css[i], err = connectGateway(ctx, g.url, client); err != nil {
			return nil, err
		}
	}
	defer func() {
		for _, cs := range css {
			cs.Close()
		}
	}()
	if err := loadSessions(ctx, mcpSessions(css), script, st); err != nil {
		return nil, err
	}

	// Memory: more idle sessions (four times the load's), each with a
	// sandbox that ran a script.
	before, err := g.rss()
	if err != nil {
		return st, nil // no /proc: no memory figure
	}
	idle := max(sessions*4, 8)
	more := make([]*mcp.ClientSession, idle)
	for i := range more {
		if more[i], err = connectGateway(ctx, g.url, client); err != nil {
			return nil, err
		}
		defer more[i].Close()
	}
	if err := forEach(more, func(cs *mcp.ClientSession) error { _, err := bashCall(ctx, cs, "echo idle > f"); return err }); err != nil {
		return nil, err
	}
	after, err := g.rss()
	if err == nil {
		st.IdleSessionBytes = (after - before) / int64(idle)
	}
	return st, nil
}

// sessionCall runs a script as bash call of the i'th session of a
// load, and says whether it succeeded.
type sessionCall func(ctx context.Context, i int, script string) (bool, error)

// mcpSessions makes a load's calls in MCP sessions, one each.
func mcpSessions(css []*mcp.ClientSession) sessionCall {
	return func(ctx context.Context, i int, script string) (bool, error) { return bashCall(ctx, css[i], script) }
}

// loadSessions runs one warm-up script in every one of st.Sessions
// sessions, then st.Scripts bash calls of script in each, all sessions
// at once, and sets st's throughput, latencies and failures.
func loadSessions(ctx context.Context, call sessionCall, script string, st *GatewayStats) error {
	// One script each first: every session has its sandbox, the servers
	// are up.
	if err := forEachIndex(st.Sessions, func(i int) error { _, err := call(ctx, i, "echo warm"); return err }); err != nil {
		return err
	}
	var mu sync.Mutex
	var lat []time.Duration
	start := time.Now()
	err := forEachIndex(st.Sessions, func(i int) error {
		for range st.Scripts {
			t0 := time.Now()
			ok, err := call(ctx, i, script)
			d := time.Since(t0)
			if err != nil {
				return err
			}
			mu.Lock()
			lat = append(lat, d)
			if !ok {
				st.Failures++
			}
			mu.Unlock()
		}
		return nil
	})
	st.Elapsed = time.Since(start)
	if err != nil {
		return err
	}
	slices.Sort(lat)
	st.P50, st.P99 = lat[len(lat)/2], lat[min(len(lat)-1, len(lat)*99/100)]
	st.PerSecond = float64(len(lat)) / st.Elapsed.Seconds()
	return nil
}

// bashCall runs a script through the bash tool.
func bashCall(ctx context.Context, cs *mcp.ClientSession, script string) (bool, error) {
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: tis.BashTool, Arguments: map[string]any{"command": script}})
	if err != nil {
		return false, err
	}
	return !res.IsError, nil
}

// forEach runs f for every session at once.
func forEach(css []*mcp.ClientSession, f func(*mcp.ClientSession) error) error {
	return forEachIndex(len(css), func(i int) error { return f(css[i]) })
}

// forEachIndex runs f for 0 to n-1 at once.
func forEachIndex(n int, f func(int) error) error {
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = f(i)
		}()
	}
	wg.Wait()
	return errors.Join(errs...)
}

// PipeCost measures what one tools call costs over the worker pipe: a
// script of n calls of a command of the parent that does nothing, less
// the same script with true in its place, over n. exe is a program that
// serves as a worker (worker.IsWorker).
func PipeCost(exe string, n, runs int) (time.Duration, error) {
	script := func(line string) string { return strings.Repeat(line, n) }
	measure := func(s string) (time.Duration, error) {
		return MedianOf(runs, func() error {
			p, err := worker.Start([]string{exe, worker.Flag}, nil)
			if err != nil {
				return err
			}
			res := p.Run(context.Background(), &worker.Job{Script: s, Commands: []string{"tools"}, Started: time.Now(),
				Limits: runtime.Limits{MaxCommands: -1}.Explicit()},
				func(context.Context, *worker.Call) *worker.Reply { return &worker.Reply{} }, 1<<20)
			if res.Done == nil || res.Done.ExitCode != 0 {
				return fmt.Errorf("the pipe script failed: %+v", res)
			}
			return nil
		})
	}
	calls, err := measure(script("tools x '{}' >/dev/null\n"))
	if err != nil {
		return 0, err
	}
	none, err := measure(script("true '{}' >/dev/null\n"))
	if err != nil {
		return 0, err
	}
	return (calls - none) / time.Duration(n), nil
}

// WorkerCallCost measures what a tools call of the example server costs
// more in a worker process than in process, end to end: the time of a
// script of n calls in a worker process less that of the same script in
// process, less the same for a script without calls (which is the
// worker's start), over n.
func WorkerCallCost(n, runs int) (perCall time.Duration, err error) {
	measure := func(worker bool, calls int) (time.Duration, error) {
		opts := &tis.Options{Limits: tis.Limits{MaxCalls: -1}}
		if worker {
			opts.Worker = &tis.Worker{Spares: 1}
		}
		h, err := tis.New(context.Background(), opts)
		if err != nil {
			return 0, err
		}
		defer h.Close()
		s, err := h.Session(context.Background(), "bench")
		if err != nil {
			return 0, err
		}
		script := strings.Repeat("tools github list-repos >/dev/null\n", calls) + "true\n"
		return MedianOf(runs, func() error {
			res, err := s.Run(context.Background(), script, nil)
			if err == nil && res.ExitCode != 0 {
				err = fmt.Errorf("exit %d: %s", res.ExitCode, res.Output())
			}
			return err
		})
	}
	var d [4]time.Duration
	for i, c := range []struct {
		worker bool
		calls  int
	}{{true, n}, {true, 0}, {false, n}, {false, 0}} {
		if d[i], err = measure(c.worker, c.calls); err != nil {
			return 0, err
		}
	}
	return ((d[0] - d[1]) - (d[2] - d[3])) / time.Duration(n), nil
}
