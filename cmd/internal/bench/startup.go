package bench

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/toolsinshell/tis"
	"github.com/toolsinshell/tis/catalog"
	"github.com/toolsinshell/tis/config"
)

// CommandRunner returns a function that runs argv as a new process in
// dir with the environment env and checks that it prints want on stdout
// (any output when want is ""): the cost of a whole command, from exec to
// exit.
func CommandRunner(argv []string, dir string, env []string, want string) func() error {
	return func() error {
		cmd := exec.Command(argv[0], argv[1:]...)
		cmd.Dir, cmd.Env = dir, env
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		if err := cmd.Run(); err != nil {
			return fmt.Errorf("%s: %v: %s", strings.Join(argv, " "), err, strings.TrimSpace(stderr.String()))
		}
		if want != "" && stdout.String() != want {
			return fmt.Errorf("%s: printed %q, want %q", strings.Join(argv, " "), stdout.String(), want)
		}
		return nil
	}
}

// StdioBashCost starts exe as tsserve over stdio (the way an MCP client
// starts it: AsTsserve set, flags its flags), with its state in a
// temporary directory, and returns the median of n bash calls of script
// through it, after one call that warms it.
func StdioBashCost(exe string, flags []string, script, want string, n int) (time.Duration, error) {
	dir, err := os.MkdirTemp("", "tsbench-stdio-")
	if err != nil {
		return 0, err
	}
	defer os.RemoveAll(dir)
	cmd := exec.Command(exe, flags...)
	cmd.Dir = dir
	cmd.Env = []string{AsTsserve + "=1", "HOME=" + dir, "XDG_STATE_HOME=" + filepath.Join(dir, "state")}
	ctx := context.Background()
	client := mcp.NewClient(&mcp.Implementation{Name: "tsbench", Version: "0"}, nil)
	cs, err := client.Connect(ctx, &mcp.CommandTransport{Command: cmd}, nil)
	if err != nil {
		return 0, fmt.Errorf("tsserve over stdio: %w", err)
	}
	defer cs.Close()
	call := func() error {
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: tis.BashTool, Arguments: map[string]any{"command": script}})
		if err != nil {
			return err
		}
		if res.IsError {
			return fmt.Errorf("%s: the bash call failed: %s", script, contentText(res))
		}
		if got := contentText(res); want != "" && !strings.Contains(got, want) {
			return fmt.Errorf("%s: printed %q, want %q", script, got, want)
		}
		return nil
	}
	if err := call(); err != nil {
		return 0, err
	}
	return MedianOf(n, call)
}

// contentText is the text of a tool result.
func contentText(res *mcp.CallToolResult) string {
	var b strings.Builder
	for _, c := range res.Content {
		if t, ok := c.(*mcp.TextContent); ok {
			b.WriteString(t.Text)
		}
	}
	return b.String()
}

// LibraryRunCost is the anchor of StdioBashCost: the median of n runs of
// script in a warm session of the library, in process.
func LibraryRunCost(script string, n int) (time.Duration, error) {
	ctx := context.Background()
	h, err := tis.New(ctx, nil)
	if err != nil {
		return 0, err
	}
	defer h.Close()
	s, err := h.Session(ctx, "bench")
	if err != nil {
		return 0, err
	}
	return MedianOf(n, func() error {
		res, err := s.Run(ctx, script, nil)
		if err == nil && res.ExitCode != 0 {
			err = fmt.Errorf("exit %d: %s", res.ExitCode, res.Output())
		}
		return err
	})
}

// exampleCall is the call both sides of ToolsCallCost make: one issue of
// the example tracker.
var exampleCall = struct {
	tool  string
	input map[string]any
}{"get_issue", map[string]any{"repo": "acme/api", "number": 1}}

// DirectCallCost is the anchor of a tools call: the median of one call
// of the example tracker's get_issue by a go-sdk client straight to the
// server (exampleServer, a stdio MCP server), over n calls, after one.
func DirectCallCost(exampleServer []string, n int) (time.Duration, error) {
	ctx := context.Background()
	client := mcp.NewClient(&mcp.Implementation{Name: "tsbench", Version: "0"}, nil)
	cmd := exec.Command(exampleServer[0], exampleServer[1:]...)
	cmd.Env = []string{}
	cs, err := client.Connect(ctx, &mcp.CommandTransport{Command: cmd}, nil)
	if err != nil {
		return 0, fmt.Errorf("the example server: %w", err)
	}
	defer cs.Close()
	call := func() error {
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: exampleCall.tool, Arguments: exampleCall.input})
		if err == nil && res.IsError {
			err = errors.New("get_issue failed: " + contentText(res))
		}
		return err
	}
	if err := call(); err != nil {
		return 0, err
	}
	return MedianOf(n, call)
}

// ToolsCallCost is what one tools call of the same example server costs a
// script: a host with the server configured (stdio, exampleServer), in a
// worker process when inWorker, else in process; the time of a script of
// n calls less that of the same script without them, over n (the median
// of runs runs each).
func ToolsCallCost(exampleServer []string, inWorker bool, n, runs int) (time.Duration, error) {
	ctx := context.Background()
	data, err := json.Marshal(map[string]any{
		"mcpServers":     map[string]any{"github": map[string]any{"command": exampleServer[0], "args": exampleServer[1:]}},
		"noDefaultRules": true, "approvals": map[string]any{"default": "allow"},
	})
	if err != nil {
		return 0, err
	}
	cfg, err := config.Parse(data, "", nil)
	if err != nil {
		return 0, err
	}
	opts := &tis.Options{Config: cfg, Limits: tis.Limits{MaxCalls: -1}}
	if inWorker {
		opts.Worker = &tis.Worker{Spares: 1}
	}
	h, err := tis.New(ctx, opts)
	if err != nil {
		return 0, err
	}
	defer h.Close()
	s, err := h.Session(ctx, "bench")
	if err != nil {
		return 0, err
	}
	line := fmt.Sprintf("tools github %s repo=%s number=%v >/dev/null\n", catalog.Display(exampleCall.tool), exampleCall.input["repo"], exampleCall.input["number"])
	measure := func(calls int) (time.Duration, error) {
		script := strings.Repeat(line, calls) + "true\n"
		return MedianOf(runs, func() error {
			res, err := s.Run(ctx, script, nil)
			if err == nil && res.ExitCode != 0 {
				err = fmt.Errorf("exit %d: %s", res.ExitCode, res.Output())
			}
			return err
		})
	}
	if _, err := measure(1); err != nil { // starts the server
		return 0, err
	}
	with, err := measure(n)
	if err != nil {
		return 0, err
	}
	without, err := measure(0)
	if err != nil {
		return 0, err
	}
	return (with - without) / time.Duration(n), nil
}
